//! `?trmm`: `C := alpha * op(A) * B` (side left) or `C := alpha * B * op(A)` (side right)
//! for a triangular A. rocBLAS 6's form is out of place: B is read and C written, and they
//! may be the same matrix (with the same leading dimension).

use rocblas_sys::{rocblas_diagonal, rocblas_double_complex, rocblas_fill, rocblas_float_complex, rocblas_operation, rocblas_side};
use rocuda_host_linalg::{C32, C64, Matrix, MatrixMut, Scalar as Element};

use super::{Triangle, triangular_call};
use crate::forms::exports;

/// Writes the m × n product into C. Each column (side left) or row (side right) of the
/// product is computed whole before it is written, so C may be B. With `alpha` zero, C is
/// set to zero and neither A nor B is read. A is k × k (k = m on the left, n on the right); B
/// and C are m × n.
pub fn trmm<T: Element>(left: bool, a: Triangle<T>, m: i64, n: i64, alpha: T, b: Matrix<T>, c: MatrixMut<T>) {
    if alpha == T::ZERO {
        for j in 0..n {
            for i in 0..m {
                c.set(i, j, T::ZERO);
            }
        }
        return;
    }
    if left {
        let mut column = vec![T::ZERO; m as usize];
        for j in 0..n {
            for (i, out) in (0..m).zip(column.iter_mut()) {
                *out = alpha * (0..m).fold(T::ZERO, |sum, l| sum + a.get(i, l) * b.get(l, j));
            }
            for (i, &value) in (0..m).zip(&column) {
                c.set(i, j, value);
            }
        }
    } else {
        let mut row = vec![T::ZERO; n as usize];
        for i in 0..m {
            for (j, out) in (0..n).zip(row.iter_mut()) {
                *out = alpha * (0..n).fold(T::ZERO, |sum, l| sum + b.get(i, l) * a.get(l, j));
            }
            for (j, &value) in (0..n).zip(&row) {
                c.set(i, j, value);
            }
        }
    }
}

macro_rules! trmm_exports {
    ($t:ty, $c:ty; $($names:ident),+; $($names64:ident),+) => {
        exports!(|handle, side, uplo, trans, diag, m, n, alpha, a, lda, b, ldb, c, ldc, batch_count| {
            triangular_call::<$t>(handle, (side, uplo, trans, diag), (m, n), alpha, (a, lda), (b, ldb), Some((c, ldc)), batch_count)
        }; [$($names),+] [$($names64),+];
            pass side: rocblas_side, pass uplo: rocblas_fill, pass trans_a: rocblas_operation, pass diag: rocblas_diagonal, int m, int n, ptr alpha: $c,
            read a [stride_a]: $c, int lda, stride stride_a, read b [stride_b]: $c, int ldb, stride stride_b,
            write c [stride_c]: $c, int ldc, stride stride_c,);
    };
}

trmm_exports!(f32, f32; rocblas_strmm, rocblas_strmm_batched, rocblas_strmm_strided_batched; rocblas_strmm_64, rocblas_strmm_batched_64, rocblas_strmm_strided_batched_64);
trmm_exports!(f64, f64; rocblas_dtrmm, rocblas_dtrmm_batched, rocblas_dtrmm_strided_batched; rocblas_dtrmm_64, rocblas_dtrmm_batched_64, rocblas_dtrmm_strided_batched_64);
trmm_exports!(C32, rocblas_float_complex; rocblas_ctrmm, rocblas_ctrmm_batched, rocblas_ctrmm_strided_batched; rocblas_ctrmm_64, rocblas_ctrmm_batched_64, rocblas_ctrmm_strided_batched_64);
trmm_exports!(C64, rocblas_double_complex; rocblas_ztrmm, rocblas_ztrmm_batched, rocblas_ztrmm_strided_batched; rocblas_ztrmm_64, rocblas_ztrmm_batched_64, rocblas_ztrmm_strided_batched_64);

#[cfg(test)]
mod tests {
    use super::super::reference::{Dense, OPS, assert_close, test_every_type, tolerance, triangle, values, view, view_mut};
    use super::*;
    use rocblas_sys::rocblas_status as Status;

    fn check<T: Element>() {
        let (m, n) = (5usize, 3usize);
        let alpha = T::from_c64(C64 { re: 0.5, im: 1.5 });
        for left in [true, false] {
            for upper in [true, false] {
                for op in OPS {
                    for unit in [true, false] {
                        for in_place in [false, true] {
                            let k = if left { m } else { n };
                            let (lda, ld) = (k + 1, m + 2);
                            let (a, dense_a) = triangle::<T>(k, lda, upper, unit, 11);
                            let mut b = values::<T>(ld * n, 12);
                            let dense_b = Dense::from_storage(&b, ld, m, n);
                            let mut c = vec![T::from_c64(C64 { re: f64::NAN, im: 0.0 }); ld * n];
                            let tri = Triangle { a: view(&a, k, k, lda), op, upper, unit };
                            if in_place {
                                let bm = view_mut(&mut b, m, n, ld);
                                trmm(left, tri, m as i64, n as i64, alpha, bm.read_only(), bm);
                            } else {
                                trmm(left, tri, m as i64, n as i64, alpha, view(&b, m, n, ld), view_mut(&mut c, m, n, ld));
                            }
                            let product = if left { dense_a.op(op).mul(&dense_b) } else { dense_b.mul(&dense_a.op(op)) };
                            let got = if in_place { &b } else { &c };
                            assert_close(got, ld, &product.scale(alpha.to_c64()), tolerance::<T>());
                        }
                    }
                }
            }
        }
    }

    test_every_type!(trmm_matches_the_reference_in_and_out_of_place: check());

    #[test]
    fn strmm_checks_its_arguments_as_rocblas_does() {
        use crate::testing::{LEFT, NON_UNIT, NONE, UPPER};

        let handle = crate::testing::handle();
        let (a, mut b) = ([1.0f32, 0.0, 2.0, 3.0], [1.0f32, 1.0, 1.0, 1.0]);
        let (one, zero) = (1.0f32, 0.0f32);
        let bp = b.as_mut_ptr();
        // SAFETY: each call gets the test's handle (or null), each pointer null or a local holding what the sizes describe.
        let run = |h, fill, alpha: *const f32, a: *const f32, c: *mut f32, ldc| unsafe {
            rocblas_strmm(h, LEFT, fill, NONE, NON_UNIT, 2, 2, alpha, a, 2, bp, 2, c, ldc)
        };
        assert_eq!(run(std::ptr::null_mut(), UPPER, &one, a.as_ptr(), bp, 2), Status::rocblas_status_invalid_handle);
        assert_eq!(run(handle, rocblas_fill::rocblas_fill_full, &one, a.as_ptr(), bp, 2), Status::rocblas_status_invalid_value);
        assert_eq!(run(handle, UPPER, &one, a.as_ptr(), bp, 1), Status::rocblas_status_invalid_size);
        assert_eq!(run(handle, UPPER, &one, a.as_ptr(), std::ptr::null_mut(), 2), Status::rocblas_status_invalid_pointer);
        assert_eq!(run(handle, UPPER, &one, std::ptr::null(), bp, 2), Status::rocblas_status_invalid_pointer);
        assert_eq!(run(handle, UPPER, &one, a.as_ptr(), bp, 3), Status::rocblas_status_invalid_value);
        assert_eq!(run(handle, UPPER, &zero, std::ptr::null(), bp, 2), Status::rocblas_status_success);
        crate::testing::wait();
        assert_eq!(b, [0.0; 4]);
        crate::testing::destroy(handle);
    }
}
