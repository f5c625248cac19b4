//! `?geam`: `C := alpha * op(A) + beta * op(B)`.

use rocblas_sys::{rocblas_double_complex, rocblas_float_complex, rocblas_operation, rocblas_status as Status};
use rocuda_host_linalg::args::{Batch, Scalar};
use rocuda_host_linalg::{BlasResult, C32, C64, Matrix, MatrixMut, Scalar as Element};

use super::gemm::stored;
use super::{Op, null, op_get, same};
use crate::boundary::enqueue;
use crate::forms::exports;
use crate::handle::Handle;

/// Element by element: A is not read when `alpha` is zero, B not when `beta` is. C may be A
/// or B (untransposed, same leading dimension): each element is read before it is written.
/// `op(A)`, `op(B)` and C are m × n.
pub fn geam<T: Element>((ta, tb): (Op, Op), m: i64, n: i64, alpha: T, a: Matrix<T>, beta: T, b: Matrix<T>, c: MatrixMut<T>) {
    for j in 0..n {
        for i in 0..m {
            let mut value = T::ZERO;
            if alpha != T::ZERO {
                value += alpha * op_get(a, ta, i, j);
            }
            if beta != T::ZERO {
                value += beta * op_get(b, tb, i, j);
            }
            c.set(i, j, value);
        }
    }
}

/// rocBLAS's checks, in its order: handle; operations; sizes and leading dimensions; C the
/// same matrix as A or B when that one is transposed or has another leading dimension
/// (`invalid_size`); nothing to do; C; `alpha` and `beta`; A and B where their scalar is not
/// zero (known in host pointer mode only).
fn geam_call<T: Element>(
    handle: &Handle,
    ta: rocblas_operation,
    tb: rocblas_operation,
    m: i64,
    n: i64,
    alpha: *const T,
    a: Batch<T>,
    lda: i64,
    beta: *const T,
    b: Batch<T>,
    ldb: i64,
    c: Batch<T>,
    ldc: i64,
    batch_count: i64,
) -> BlasResult {
    let ops = (Op::new(ta)?, Op::new(tb)?);
    let rows = |op| if op == Op::N { m } else { n };
    if batch_count < 0 || m < 0 || n < 0 || ldc < m || lda < rows(ops.0) || ldb < rows(ops.1) {
        return Err(Status::rocblas_status_invalid_size);
    }
    if (same(c, a) && (lda != ldc || ops.0 != Op::N)) || (same(c, b) && (ldb != ldc || ops.1 != Op::N)) {
        return Err(Status::rocblas_status_invalid_size);
    }
    if m == 0 || n == 0 || batch_count == 0 {
        return Ok(());
    }
    if null(c) || alpha.is_null() || beta.is_null() {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    let device = handle.device_pointers();
    // SAFETY: in host pointer mode the scalars are the caller's values.
    let (alpha, beta) = unsafe { (Scalar::new(device, alpha)?, Scalar::new(device, beta)?) };
    if (alpha.known() != Some(T::ZERO) && null(a)) || (beta.known() != Some(T::ZERO) && null(b)) {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    let ((rows_a, cols_a), (rows_b, cols_b)) = (stored((m, n), ops.0), stored((m, n), ops.1));
    enqueue(handle.stream(), move || {
        // SAFETY: the job runs in stream order, when rocBLAS's contract makes the scalars
        // readable in device pointer mode.
        let (alpha, beta) = unsafe { (alpha.get(), beta.get()) };
        for i in 0..batch_count {
            // A matrix the caller passed is looked at only where its scalar needs it.
            // SAFETY: as above, problem i's matrices hold their shapes: A and B (where
            // their scalars are not zero) readable, C writable.
            let (a, b, c) = unsafe {
                let a = if alpha == T::ZERO { Matrix::empty() } else { a.matrix(i, rows_a, cols_a, lda) };
                let b = if beta == T::ZERO { Matrix::empty() } else { b.matrix(i, rows_b, cols_b, ldb) };
                (a, b, c.matrix_mut(i, m, n, ldc))
            };
            geam(ops, m, n, alpha, a, beta, b, c);
        }
    })
}

macro_rules! geam_exports {
    ($t:ty, $c:ty; $($names:ident),+; $($names64:ident),+) => {
        exports!(geam_call::<$t>; [$($names),+] [$($names64),+];
            pass trans_a: rocblas_operation, pass trans_b: rocblas_operation, int m, int n,
            ptr alpha: $c, read a [stride_a]: $c, int lda, stride stride_a, ptr beta: $c, read b [stride_b]: $c, int ldb, stride stride_b,
            write c [stride_c]: $c, int ldc, stride stride_c,);
    };
}

geam_exports!(f32, f32; rocblas_sgeam, rocblas_sgeam_batched, rocblas_sgeam_strided_batched; rocblas_sgeam_64, rocblas_sgeam_batched_64, rocblas_sgeam_strided_batched_64);
geam_exports!(f64, f64; rocblas_dgeam, rocblas_dgeam_batched, rocblas_dgeam_strided_batched; rocblas_dgeam_64, rocblas_dgeam_batched_64, rocblas_dgeam_strided_batched_64);
geam_exports!(C32, rocblas_float_complex; rocblas_cgeam, rocblas_cgeam_batched, rocblas_cgeam_strided_batched; rocblas_cgeam_64, rocblas_cgeam_batched_64, rocblas_cgeam_strided_batched_64);
geam_exports!(C64, rocblas_double_complex; rocblas_zgeam, rocblas_zgeam_batched, rocblas_zgeam_strided_batched; rocblas_zgeam_64, rocblas_zgeam_batched_64, rocblas_zgeam_strided_batched_64);

#[cfg(test)]
mod tests {
    use super::super::reference::{Dense, OPS, assert_close, test_every_type, tolerance, values, view, view_mut};
    use super::*;

    fn check<T: Element>() {
        let (m, n) = (5usize, 3usize);
        let (alpha, beta) = (T::from_c64(C64 { re: 0.5, im: -1.0 }), T::from_c64(C64 { re: -2.0, im: 0.25 }));
        for ta in OPS {
            for tb in OPS {
                let shape = |op| if op == Op::N { (m, n) } else { (n, m) };
                let ((ra, ca), (rb, cb)) = (shape(ta), shape(tb));
                let (lda, ldb, ldc) = (ra + 1, rb + 2, m + 3);
                let (mut a, b) = (values::<T>(lda * ca, 21), values::<T>(ldb * cb, 22));
                let (da, db) = (Dense::from_storage(&a, lda, ra, ca).op(ta), Dense::from_storage(&b, ldb, rb, cb).op(tb));
                let nan = T::from_c64(C64 { re: f64::NAN, im: f64::NAN });
                let mut c = vec![nan; ldc * n];
                let bm = view(&b, rb, cb, ldb);
                geam((ta, tb), m as i64, n as i64, alpha, view(&a, ra, ca, lda), beta, bm, view_mut(&mut c, m, n, ldc));
                let want = da.scale(alpha.to_c64()).add(&db.scale(beta.to_c64()));
                assert_close(&c, ldc, &want, tolerance::<T>());
                // alpha == 0: A unread.
                geam((ta, tb), m as i64, n as i64, T::ZERO, Matrix::empty(), beta, bm, view_mut(&mut c, m, n, ldc));
                assert_close(&c, ldc, &db.scale(beta.to_c64()), tolerance::<T>());
                if ta == Op::N {
                    // In place: C is A.
                    let am = view_mut(&mut a, m, n, lda);
                    geam((ta, tb), m as i64, n as i64, alpha, am.read_only(), beta, bm, am);
                    assert_close(&a, lda, &want, tolerance::<T>());
                }
            }
        }
    }

    test_every_type!(geam_matches_the_reference_also_in_place: check());

    #[test]
    fn dgeam_checks_its_arguments_as_rocblas_does() {
        let handle = crate::testing::handle();
        let (n, t) = (rocblas_operation::rocblas_operation_none, rocblas_operation::rocblas_operation_transpose);
        let (mut a, b) = ([1.0f64, 2.0, 3.0, 4.0], [10.0f64, 20.0, 30.0, 40.0]);
        let (one, zero) = (1.0f64, 0.0f64);
        let ap = a.as_mut_ptr();
        // SAFETY: each call gets the test's handle (or null), each pointer null or a local holding what the sizes describe.
        let run = |h, ta, alpha: *const f64, a: *const f64, lda, b: *const f64, c: *mut f64| unsafe {
            rocblas_dgeam(h, ta, n, 2, 2, alpha, a, lda, &one, b, 2, c, 2)
        };
        assert_eq!(run(std::ptr::null_mut(), n, &one, ap, 2, b.as_ptr(), ap), Status::rocblas_status_invalid_handle);
        assert_eq!(run(handle, rocblas_operation(1), &one, ap, 2, b.as_ptr(), ap), Status::rocblas_status_invalid_value);
        assert_eq!(run(handle, n, &one, ap, 1, b.as_ptr(), ap), Status::rocblas_status_invalid_size);
        // C is A transposed, or with another leading dimension.
        assert_eq!(run(handle, t, &one, ap, 2, b.as_ptr(), ap), Status::rocblas_status_invalid_size);
        assert_eq!(run(handle, n, &one, ap, 3, b.as_ptr(), ap), Status::rocblas_status_invalid_size);
        assert_eq!(run(handle, n, &one, ap, 2, b.as_ptr(), std::ptr::null_mut()), Status::rocblas_status_invalid_pointer);
        assert_eq!(run(handle, n, std::ptr::null(), ap, 2, b.as_ptr(), ap), Status::rocblas_status_invalid_pointer);
        assert_eq!(run(handle, n, &one, std::ptr::null(), 2, b.as_ptr(), ap), Status::rocblas_status_invalid_pointer);
        assert_eq!(run(handle, n, &zero, std::ptr::null(), 2, b.as_ptr(), ap), Status::rocblas_status_success);
        assert_eq!(run(handle, n, &one, ap, 2, b.as_ptr(), ap), Status::rocblas_status_success);
        crate::testing::wait();
        // First C := B, then C := A + B in place.
        assert_eq!(a, [20.0, 40.0, 60.0, 80.0]);
        crate::testing::destroy(handle);
    }
}
