//! `?gemm`: `C := alpha * op(A) * op(B) + beta * C`.
//!
//! The kernel is also `gemm_ex`'s: it reads C and writes D (the same matrix for `?gemm`), each
//! element stored in its own type and converted to the compute type.
//!
//! `hgemm`'s compute type in rocBLAS is f16 (its Tensile kernels are the `HB` ones, without
//! high-precision accumulation), and GPUs differ in where they round the partial sums. Here
//! the sum accumulates in f32 and is rounded to f16 once, when stored: the most accurate of
//! those results, and the one every f16-compute `gemm_ex` gives too.

use rocblas_sys::{rocblas_double_complex, rocblas_float_complex, rocblas_half, rocblas_operation, rocblas_status as Status};
use rocuda_host_linalg::args::{Batch, Scalar};
use rocuda_host_linalg::{BlasResult, C32, C64, Matrix, MatrixMut, Stored, f16};

use super::{Compute, Op, load_op, null, optional};
use crate::boundary::enqueue;
use crate::forms::exports;
use crate::handle::Handle;

/// `D := alpha * op(A) * op(B) + beta * C`: A and B are not read when `alpha` is zero, C is
/// not read when `beta` is zero. C and D may be the same matrix: each element of C is read
/// before the same element of D is written. `op(A)` is m × k, `op(B)` k × n, C and D m × n.
pub fn gemm<C: Compute, TA: Stored<C>, TB: Stored<C>, TC: Stored<C>, TD: Stored<C>>(
    (ta, tb): (Op, Op),
    (m, n, k): (i64, i64, i64),
    alpha: C,
    a: Matrix<TA>,
    b: Matrix<TB>,
    beta: C,
    c: Matrix<TC>,
    d: MatrixMut<TD>,
) {
    for j in 0..n {
        for i in 0..m {
            let mut sum = C::ZERO;
            if alpha != C::ZERO {
                for l in 0..k {
                    sum = sum.add(load_op(a, ta, i, l).mul(load_op(b, tb, l, j)));
                }
                sum = alpha.mul(sum);
            }
            if beta != C::ZERO {
                sum = sum.add(beta.mul(c.get(i, j).load()));
            }
            d.set(i, j, TD::store(sum));
        }
    }
}

/// The shape of `op(X)`'s stored X, `rows × cols` being `op(X)`'s.
pub fn stored((rows, cols): (i64, i64), op: Op) -> (i64, i64) {
    if op == Op::N { (rows, cols) } else { (cols, rows) }
}

/// One `gemm` as queued: shapes, matrices (with leading dimensions) and scalars.
pub struct Problem<S, TA, TB, TC, TD> {
    pub ops: (Op, Op),
    pub mnk: (i64, i64, i64),
    pub alpha: Option<Scalar<S>>,
    pub a: (Batch<TA>, i64),
    pub b: (Batch<TB>, i64),
    pub beta: Scalar<S>,
    pub c: (Batch<TC>, i64),
    pub d: (Batch<TD>, i64),
    pub batch_count: i64,
}

impl<S, TA, TB, TC, TD> Problem<S, TA, TB, TC, TD> {
    /// Queues the problems on the handle's stream, computing in `C`. A missing `alpha`
    /// (allowed when `k` is zero) multiplies nothing.
    pub fn enqueue<C: Compute>(self, handle: &Handle) -> BlasResult
    where
        S: Stored<C>,
        TA: Stored<C>,
        TB: Stored<C>,
        TC: Stored<C>,
        TD: Stored<C>,
    {
        let Problem { ops, mnk, alpha, a, b, beta, c, d, batch_count } = self;
        let (m, n, k) = mnk;
        let ((rows_a, cols_a), (rows_b, cols_b)) = (stored((m, k), ops.0), stored((k, n), ops.1));
        enqueue(handle.stream(), move || {
            // SAFETY: the job runs in stream order, when rocBLAS's contract makes the scalars
            // readable in device pointer mode (`alpha` only where it multiplies something).
            let (alpha, beta) = unsafe {
                let alpha = match (alpha, k) {
                    (Some(alpha), 1..) => alpha.get().load(),
                    _ => C::ZERO,
                };
                (alpha, beta.get().load())
            };
            for i in 0..batch_count {
                // A matrix the caller passed is looked at only where the scalars need it.
                // SAFETY: as above, problem i's matrices hold their shapes: A and B (when
                // multiplied) and C (when added) readable, D writable.
                let (a, b, c, d) = unsafe {
                    let (a, b) = if alpha == C::ZERO {
                        (Matrix::empty(), Matrix::empty())
                    } else {
                        (a.0.matrix(i, rows_a, cols_a, a.1), b.0.matrix(i, rows_b, cols_b, b.1))
                    };
                    let c = if beta == C::ZERO { Matrix::empty() } else { c.0.matrix(i, m, n, c.1) };
                    (a, b, c, d.0.matrix_mut(i, m, n, d.1))
                };
                gemm(ops, mnk, alpha, a, b, beta, c, d);
            }
        })
    }
}

/// rocBLAS's `gemm` checks, in its order: handle; operations; sizes; leading dimensions;
/// nothing to do; `beta`; in host pointer mode, nothing to add (`beta == 1` with `k == 0` or
/// `alpha == 0`); then C, and `alpha`, A and B where they are multiplied. In device pointer
/// mode the scalars' values are not known at the call: every pointer that might be read is
/// required.
fn gemm_call<C: Compute, T: Stored<C>>(
    handle: &Handle,
    ta: rocblas_operation,
    tb: rocblas_operation,
    m: i64,
    n: i64,
    k: i64,
    alpha: *const T,
    a: Batch<T>,
    lda: i64,
    b: Batch<T>,
    ldb: i64,
    beta: *const T,
    c: Batch<T>,
    ldc: i64,
    batch_count: i64,
) -> BlasResult {
    let ops = (Op::new(ta)?, Op::new(tb)?);
    if m < 0 || n < 0 || k < 0 || batch_count < 0 {
        return Err(Status::rocblas_status_invalid_size);
    }
    let rows_a = if ops.0 == Op::N { m } else { k };
    let rows_b = if ops.1 == Op::N { k } else { n };
    if lda < rows_a || ldb < rows_b || ldc < m {
        return Err(Status::rocblas_status_invalid_size);
    }
    if m == 0 || n == 0 || batch_count == 0 {
        return Ok(());
    }
    let device = handle.device_pointers();
    // SAFETY: rocBLAS's contract: in host pointer mode each scalar is null or the caller's
    // readable value (a device pointer is only read by the job).
    let (beta, alpha) = unsafe { (Scalar::new(device, beta)?, optional(device, alpha)) };
    let beta_value = beta.known().map(Stored::load);
    let alpha_value = alpha.and_then(Scalar::known).map(Stored::load);
    if beta_value == Some(C::ONE) {
        if k == 0 {
            return Ok(());
        }
        if alpha.is_none() {
            return Err(Status::rocblas_status_invalid_pointer);
        }
        if alpha_value == Some(C::ZERO) {
            return Ok(());
        }
    }
    let multiplied = alpha.is_none() || alpha_value != Some(C::ZERO);
    if null(c) || (k != 0 && multiplied && (alpha.is_none() || null(a) || null(b))) {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    let problem = Problem { ops, mnk: (m, n, k), alpha, a: (a, lda), b: (b, ldb), beta, c: (c, ldc), d: (c, ldc), batch_count };
    problem.enqueue::<C>(handle)
}

macro_rules! gemm_exports {
    ($t:ty, $k:ty, $c:ty; $($names:ident),+; $($names64:ident),+) => {
        exports!(gemm_call::<$k, $t>; [$($names),+] [$($names64),+];
            pass trans_a: rocblas_operation, pass trans_b: rocblas_operation, int m, int n, int k, ptr alpha: $c,
            read a [stride_a]: $c, int lda, stride stride_a, read b [stride_b]: $c, int ldb, stride stride_b,
            ptr beta: $c, write c [stride_c]: $c, int ldc, stride stride_c,);
    };
}

gemm_exports!(f16, f32, rocblas_half; rocblas_hgemm, rocblas_hgemm_batched, rocblas_hgemm_strided_batched; rocblas_hgemm_64, rocblas_hgemm_batched_64, rocblas_hgemm_strided_batched_64);
gemm_exports!(f32, f32, f32; rocblas_sgemm, rocblas_sgemm_batched, rocblas_sgemm_strided_batched; rocblas_sgemm_64, rocblas_sgemm_batched_64, rocblas_sgemm_strided_batched_64);
gemm_exports!(f64, f64, f64; rocblas_dgemm, rocblas_dgemm_batched, rocblas_dgemm_strided_batched; rocblas_dgemm_64, rocblas_dgemm_batched_64, rocblas_dgemm_strided_batched_64);
gemm_exports!(C32, C32, rocblas_float_complex; rocblas_cgemm, rocblas_cgemm_batched, rocblas_cgemm_strided_batched; rocblas_cgemm_64, rocblas_cgemm_batched_64, rocblas_cgemm_strided_batched_64);
gemm_exports!(C64, C64, rocblas_double_complex; rocblas_zgemm, rocblas_zgemm_batched, rocblas_zgemm_strided_batched; rocblas_zgemm_64, rocblas_zgemm_batched_64, rocblas_zgemm_strided_batched_64);

#[cfg(test)]
mod tests {
    use rocuda_host_linalg::Scalar as Element;

    use super::super::reference::{Dense, OPS, assert_close, test_every_type, tolerance, values};
    use super::*;

    fn shape(op: Op, rows: usize, cols: usize) -> (usize, usize) {
        if op == Op::N { (rows, cols) } else { (cols, rows) }
    }

    fn check<T: Element + Compute + Stored<T>>() {
        let (m, n, k) = (5, 3, 7);
        let (alpha, beta) = (T::from_c64(C64 { re: 0.7, im: -0.3 }), T::from_c64(C64 { re: 0.5, im: 0.2 }));
        for ta in OPS {
            for tb in OPS {
                let ((ra, ca), (rb, cb)) = (shape(ta, m, k), shape(tb, k, n));
                let (lda, ldb, ldc) = (ra + 2, rb + 1, m + 3);
                let (a, b) = (values::<T>(lda * ca, 1), values::<T>(ldb * cb, 2));
                let c0 = values::<T>(ldc * n, 3);
                let (da, db, dc) = (Dense::from_storage(&a, lda, ra, ca), Dense::from_storage(&b, ldb, rb, cb), Dense::from_storage(&c0, ldc, m, n));
                let product = da.op(ta).mul(&db.op(tb)).scale(alpha.to_c64());
                let a = Matrix::from_slice(&a, ra as i64, ca as i64, lda as i64).unwrap();
                let b = Matrix::from_slice(&b, rb as i64, cb as i64, ldb as i64).unwrap();
                let mut c = c0.clone();
                let cm = MatrixMut::from_slice_mut(&mut c, m as i64, n as i64, ldc as i64).unwrap();
                gemm((ta, tb), (m as i64, n as i64, k as i64), alpha, a, b, beta, cm.read_only(), cm);
                assert_close(&c, ldc, &product.add(&dc.scale(beta.to_c64())), tolerance::<T>());
                // beta == 0: C is not read.
                let mut c = vec![T::from_c64(C64 { re: f64::NAN, im: f64::NAN }); ldc * n];
                let cm = MatrixMut::from_slice_mut(&mut c, m as i64, n as i64, ldc as i64).unwrap();
                gemm((ta, tb), (m as i64, n as i64, k as i64), alpha, a, b, <T as Compute>::ZERO, cm.read_only(), cm);
                assert_close(&c, ldc, &product, tolerance::<T>());
            }
        }
    }

    test_every_type!(gemm_matches_the_reference_for_every_operation_pair: check());

    #[test]
    fn strided_batched_dgemm_computes_each_problem() {
        let handle = crate::testing::handle();
        let (m, n, k, batch) = (5usize, 3usize, 7usize, 3usize);
        let (lda, ldb, ldc) = (k + 1, n, m + 2);
        let (sa, sb, sc) = (lda * m, ldb * k, ldc * n + 4);
        let (a, b) = (values::<f64>(sa * batch, 4), values::<f64>(sb * batch, 5));
        let mut c = vec![f64::NAN; sc * batch];
        let (alpha, beta) = (2.0f64, 0.0f64);
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        let status = unsafe {
            rocblas_dgemm_strided_batched(
                handle,
                rocblas_operation::rocblas_operation_transpose,
                rocblas_operation::rocblas_operation_conjugate_transpose,
                m as i32,
                n as i32,
                k as i32,
                &alpha,
                a.as_ptr(),
                lda as i32,
                sa as i64,
                b.as_ptr(),
                ldb as i32,
                sb as i64,
                &beta,
                c.as_mut_ptr(),
                ldc as i32,
                sc as i64,
                batch as i32,
            )
        };
        assert_eq!(status, Status::rocblas_status_success);
        crate::testing::wait();
        for i in 0..batch {
            let da = Dense::from_storage(&a[i * sa..], lda, k, m).op(Op::T);
            let db = Dense::from_storage(&b[i * sb..], ldb, n, k).op(Op::T);
            assert_close(&c[i * sc..], ldc, &da.mul(&db).scale(C64 { re: 2.0, im: 0.0 }), 1e-12);
        }
        crate::testing::destroy(handle);
    }

    #[test]
    fn hgemm_rounds_once_and_device_pointer_mode_takes_scalars_from_memory() {
        let handle = crate::testing::handle();
        let n = rocblas_operation::rocblas_operation_none;
        // 1 + 2⁻¹¹ + 2⁻¹¹: each partial sum rounded to f16 would stay 1; one rounding gives 1 + 2⁻¹⁰.
        let tiny = f16::from_f32(1.0 / 2048.0);
        let a = [f16::ONE, tiny, tiny];
        let b = [f16::ONE; 3];
        let (alpha, beta) = (f16::ONE, f16::ZERO);
        let mut c = [f16::NAN];
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        let status = unsafe {
            rocblas_hgemm(
                handle,
                n,
                n,
                1,
                1,
                3,
                (&alpha as *const f16).cast(),
                a.as_ptr().cast(),
                1,
                b.as_ptr().cast(),
                3,
                (&beta as *const f16).cast(),
                c.as_mut_ptr().cast(),
                1,
            )
        };
        assert_eq!(status, Status::rocblas_status_success);
        crate::testing::wait();
        assert_eq!(c[0].to_f32(), 1.0 + 1.0 / 1024.0);

        let device = rocblas_sys::rocblas_pointer_mode::rocblas_pointer_mode_device;
        assert_eq!(crate::handle::rocblas_set_pointer_mode(handle, device), Status::rocblas_status_success);
        let (x, y) = ([2.0f64], [3.0f64]);
        let (alpha, beta) = (Box::new(0.0f64), Box::new(1.0f64));
        let mut z = [1.0f64];
        // SAFETY: as above.
        let status = unsafe { rocblas_dgemm(handle, n, n, 1, 1, 1, &*alpha, x.as_ptr(), 1, y.as_ptr(), 1, &*beta, z.as_mut_ptr(), 1) };
        assert_eq!(status, Status::rocblas_status_success);
        crate::testing::wait();
        assert_eq!(z, [1.0]);
        crate::testing::destroy(handle);
    }

    #[test]
    fn sgemm_checks_its_arguments_as_rocblas_does() {
        let handle = crate::testing::handle();
        let (a, b, mut c) = ([1.0f32; 4], [1.0f32; 4], [0.0f32; 4]);
        let (one, zero) = (1.0f32, 0.0f32);
        let n = rocblas_operation::rocblas_operation_none;
        #[allow(clippy::type_complexity)]
        // SAFETY: each call gets the test's handle (or null), each pointer null or a local holding what the sizes describe.
        let run = |h, ta, m: i32, k: i32, alpha: *const f32, a: *const f32, lda, beta: *const f32, c: *mut f32| unsafe {
            rocblas_sgemm(h, ta, n, m, 2, k, alpha, a, lda, b.as_ptr(), 2, beta, c, 2)
        };
        let c = c.as_mut_ptr();
        let null = std::ptr::null();
        assert_eq!(run(std::ptr::null_mut(), n, 2, 2, &one, a.as_ptr(), 2, &one, c), Status::rocblas_status_invalid_handle);
        assert_eq!(run(handle, rocblas_operation(0), 2, 2, &one, a.as_ptr(), 2, &one, c), Status::rocblas_status_invalid_value);
        assert_eq!(run(handle, n, -1, 2, &one, a.as_ptr(), 2, &one, c), Status::rocblas_status_invalid_size);
        assert_eq!(run(handle, n, 2, 2, &one, a.as_ptr(), 1, &one, c), Status::rocblas_status_invalid_size);
        // Nothing to do: success before any pointer is looked at.
        assert_eq!(run(handle, n, 0, 2, null, null, 2, null, std::ptr::null_mut()), Status::rocblas_status_success);
        assert_eq!(run(handle, n, 2, 2, &one, a.as_ptr(), 2, null, c), Status::rocblas_status_invalid_pointer);
        // beta == 1 and alpha == 0 (or k == 0): nothing to add, C and A unread.
        assert_eq!(run(handle, n, 2, 2, &zero, null, 2, &one, std::ptr::null_mut()), Status::rocblas_status_success);
        assert_eq!(run(handle, n, 2, 0, null, null, 2, &one, std::ptr::null_mut()), Status::rocblas_status_success);
        assert_eq!(run(handle, n, 2, 2, null, a.as_ptr(), 2, &one, c), Status::rocblas_status_invalid_pointer);
        assert_eq!(run(handle, n, 2, 2, &one, a.as_ptr(), 2, &zero, std::ptr::null_mut()), Status::rocblas_status_invalid_pointer);
        assert_eq!(run(handle, n, 2, 2, &one, null, 2, &zero, c), Status::rocblas_status_invalid_pointer);
        // alpha == 0: A and B may be null.
        assert_eq!(run(handle, n, 2, 2, &zero, null, 2, &zero, c), Status::rocblas_status_success);
        crate::testing::destroy(handle);
    }
}
