//! `?symm` and `?hemm`: `C := alpha * A * B + beta * C` (side left) or
//! `C := alpha * B * A + beta * C` (side right) for a symmetric (Hermitian) A of which only
//! the `uplo` triangle is read; a Hermitian diagonal's imaginary part is taken as zero.

use rocblas_sys::{rocblas_double_complex, rocblas_fill, rocblas_float_complex, rocblas_side, rocblas_status as Status};
use rocuda_host_linalg::args::{Batch, Scalar};
use rocuda_host_linalg::{BlasResult, C32, C64, Matrix, MatrixMut, Scalar as Element};

use super::{left, null, sym_get, upper};
use crate::boundary::enqueue;
use crate::forms::exports;
use crate::handle::Handle;

/// The m × n update. A (k × k, k = m on the left, n on the right) and B are not read when
/// `alpha` is zero, C is not read when `beta` is zero. B and C are m × n.
pub fn symm<T: Element>((left, upper, hermitian): (bool, bool, bool), m: i64, n: i64, alpha: T, a: Matrix<T>, b: Matrix<T>, beta: T, c: MatrixMut<T>) {
    let k = if left { m } else { n };
    for j in 0..n {
        for i in 0..m {
            let mut value = T::ZERO;
            if alpha != T::ZERO {
                let sum = (0..k).fold(T::ZERO, |sum, l| {
                    sum + if left { sym_get(a, upper, hermitian, i, l) * b.get(l, j) } else { b.get(i, l) * sym_get(a, upper, hermitian, l, j) }
                });
                value = alpha * sum;
            }
            if beta != T::ZERO {
                value += beta * c.get(i, j);
            }
            c.set(i, j, value);
        }
    }
}

/// rocBLAS's checks, in its order: handle; side; fill; sizes and leading dimensions; nothing
/// to do; `beta` and `alpha`; in host pointer mode, nothing to add (`alpha == 0`,
/// `beta == 1`), then C, and A and B unless `alpha` is zero. In device pointer mode every
/// pointer that might be read is required.
fn symm_call<T: Element, const HERMITIAN: bool>(
    handle: &Handle,
    side: rocblas_side,
    fill: rocblas_fill,
    m: i64,
    n: i64,
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
    let (left, upper) = (left(side)?, upper(fill)?);
    let k = if left { m } else { n };
    if batch_count < 0 || m < 0 || n < 0 || ldc < m || ldb < m || lda < k {
        return Err(Status::rocblas_status_invalid_size);
    }
    if m == 0 || n == 0 || batch_count == 0 {
        return Ok(());
    }
    let device = handle.device_pointers();
    // SAFETY: in host pointer mode the scalars are the caller's values.
    let (alpha, beta) = unsafe { (Scalar::new(device, alpha)?, Scalar::new(device, beta)?) };
    let alpha_zero = alpha.known() == Some(T::ZERO);
    if alpha_zero && beta.known() == Some(T::ONE) {
        return Ok(());
    }
    if null(c) || (!alpha_zero && (null(a) || null(b))) {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    enqueue(handle.stream(), move || {
        // SAFETY: the job runs in stream order, when rocBLAS's contract makes the scalars
        // readable in device pointer mode.
        let (alpha, beta) = unsafe { (alpha.get(), beta.get()) };
        for i in 0..batch_count {
            // SAFETY: as above, problem i's A (k × k) and B (m × n) readable where `alpha`
            // is not zero, its C (m × n) readable and writable.
            let (a, b, c) = unsafe {
                let (a, b) = if alpha == T::ZERO { (Matrix::empty(), Matrix::empty()) } else { (a.matrix(i, k, k, lda), b.matrix(i, m, n, ldb)) };
                (a, b, c.matrix_mut(i, m, n, ldc))
            };
            symm((left, upper, HERMITIAN), m, n, alpha, a, b, beta, c);
        }
    })
}

macro_rules! symm_exports {
    ($hermitian:expr, $t:ty, $c:ty; $($names:ident),+; $($names64:ident),+) => {
        exports!(symm_call::<$t, $hermitian>; [$($names),+] [$($names64),+];
            pass side: rocblas_side, pass uplo: rocblas_fill, int m, int n, ptr alpha: $c,
            read a [stride_a]: $c, int lda, stride stride_a, read b [stride_b]: $c, int ldb, stride stride_b,
            ptr beta: $c, write c [stride_c]: $c, int ldc, stride stride_c,);
    };
}

symm_exports!(false, f32, f32; rocblas_ssymm, rocblas_ssymm_batched, rocblas_ssymm_strided_batched; rocblas_ssymm_64, rocblas_ssymm_batched_64, rocblas_ssymm_strided_batched_64);
symm_exports!(false, f64, f64; rocblas_dsymm, rocblas_dsymm_batched, rocblas_dsymm_strided_batched; rocblas_dsymm_64, rocblas_dsymm_batched_64, rocblas_dsymm_strided_batched_64);
symm_exports!(false, C32, rocblas_float_complex; rocblas_csymm, rocblas_csymm_batched, rocblas_csymm_strided_batched; rocblas_csymm_64, rocblas_csymm_batched_64, rocblas_csymm_strided_batched_64);
symm_exports!(false, C64, rocblas_double_complex; rocblas_zsymm, rocblas_zsymm_batched, rocblas_zsymm_strided_batched; rocblas_zsymm_64, rocblas_zsymm_batched_64, rocblas_zsymm_strided_batched_64);
symm_exports!(true, C32, rocblas_float_complex; rocblas_chemm, rocblas_chemm_batched, rocblas_chemm_strided_batched; rocblas_chemm_64, rocblas_chemm_batched_64, rocblas_chemm_strided_batched_64);
symm_exports!(true, C64, rocblas_double_complex; rocblas_zhemm, rocblas_zhemm_batched, rocblas_zhemm_strided_batched; rocblas_zhemm_64, rocblas_zhemm_batched_64, rocblas_zhemm_strided_batched_64);

#[cfg(test)]
mod tests {
    use super::super::reference::{Dense, assert_close, test_every_type, tolerance, values, view, view_mut};
    use super::*;

    /// The full k × k matrix whose `upper` (or lower) triangle is stored; the other triangle of
    /// the storage is NaN, and a Hermitian diagonal's stored imaginary part is ignored.
    fn full<T: Element>(data: &mut [T], k: usize, ld: usize, upper: bool, hermitian: bool) -> Dense {
        let mut d = Dense::zeros(k, k);
        for j in 0..k {
            for i in 0..k {
                let stored = if upper { i <= j } else { i >= j };
                if stored {
                    let mut x = data[i + j * ld].to_c64();
                    if hermitian && i == j {
                        x.im = 0.0;
                    }
                    d.put(i, j, x);
                    d.put(j, i, if hermitian { x.conj() } else { x });
                }
            }
        }
        for j in 0..k {
            for i in 0..k {
                if (upper && i > j) || (!upper && i < j) {
                    data[i + j * ld] = T::from_c64(C64 { re: f64::NAN, im: f64::NAN });
                }
            }
        }
        d
    }

    fn check<T: Element>(hermitian: bool) {
        let (m, n) = (5usize, 3usize);
        let (alpha, beta) = (T::from_c64(C64 { re: 1.25, im: 0.5 }), T::from_c64(C64 { re: -0.5, im: 1.0 }));
        for left in [true, false] {
            for upper in [true, false] {
                for beta in [beta, T::ZERO] {
                    let k = if left { m } else { n };
                    let (lda, ldb, ldc) = (k + 1, m + 2, m + 3);
                    let mut a = values::<T>(lda * k, 51);
                    let da = full(&mut a, k, lda, upper, hermitian);
                    let b = values::<T>(ldb * n, 52);
                    let c0 = values::<T>(ldc * n, 53);
                    let mut c = if beta == T::ZERO { vec![T::from_c64(C64 { re: f64::NAN, im: 0.0 }); ldc * n] } else { c0.clone() };
                    let (db, dc) = (Dense::from_storage(&b, ldb, m, n), Dense::from_storage(&c0, ldc, m, n));
                    let product = if left { da.mul(&db) } else { db.mul(&da) };
                    let want = product.scale(alpha.to_c64()).add(&dc.scale(beta.to_c64()));
                    let (am, bm) = (view(&a, k, k, lda), view(&b, m, n, ldb));
                    symm((left, upper, hermitian), m as i64, n as i64, alpha, am, bm, beta, view_mut(&mut c, m, n, ldc));
                    assert_close(&c, ldc, &want, tolerance::<T>());
                }
            }
        }
    }

    test_every_type!(symm_matches_the_reference: check(false));

    #[test]
    fn hemm_matches_the_reference() {
        check::<C32>(true);
        check::<C64>(true);
    }

    #[test]
    fn dsymm_checks_its_arguments_as_rocblas_does() {
        let handle = crate::testing::handle();
        let (l, u) = (rocblas_side::rocblas_side_left, rocblas_fill::rocblas_fill_upper);
        let (a, b, mut c) = ([1.0f64, 0.0, 2.0, 3.0], [1.0f64, 0.0, 0.0, 1.0], [5.0f64; 4]);
        let (one, zero) = (1.0f64, 0.0f64);
        let cp = c.as_mut_ptr();
        // SAFETY: each call gets the test's handle (or null), each pointer null or a local holding what the sizes describe.
        let run = |h, side, m, alpha: *const f64, a: *const f64, beta: *const f64, c: *mut f64| unsafe {
            rocblas_dsymm(h, side, u, m, 2, alpha, a, 2, b.as_ptr(), 2, beta, c, 2)
        };
        assert_eq!(run(std::ptr::null_mut(), l, 2, &one, a.as_ptr(), &one, cp), Status::rocblas_status_invalid_handle);
        assert_eq!(run(handle, rocblas_side(0), 2, &one, a.as_ptr(), &one, cp), Status::rocblas_status_invalid_value);
        assert_eq!(run(handle, l, 3, &one, a.as_ptr(), &one, cp), Status::rocblas_status_invalid_size);
        assert_eq!(run(handle, l, 0, std::ptr::null(), std::ptr::null(), std::ptr::null(), std::ptr::null_mut()), Status::rocblas_status_success);
        assert_eq!(run(handle, l, 2, std::ptr::null(), a.as_ptr(), &one, cp), Status::rocblas_status_invalid_pointer);
        assert_eq!(run(handle, l, 2, &zero, std::ptr::null(), &one, std::ptr::null_mut()), Status::rocblas_status_success);
        assert_eq!(run(handle, l, 2, &one, std::ptr::null(), &one, cp), Status::rocblas_status_invalid_pointer);
        assert_eq!(run(handle, l, 2, &one, a.as_ptr(), &zero, cp), Status::rocblas_status_success);
        crate::testing::wait();
        // A = [1 2; 2 3] from its upper triangle, B = I.
        assert_eq!(c, [1.0, 2.0, 2.0, 3.0]);
        crate::testing::destroy(handle);
    }
}
