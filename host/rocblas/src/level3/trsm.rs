//! `?trsm`: solves `op(A) X = alpha B` (side left) or `X op(A) = alpha B` (side right) for a
//! triangular A, overwriting B with X.

use rocblas_sys::{rocblas_diagonal, rocblas_double_complex, rocblas_fill, rocblas_float_complex, rocblas_operation, rocblas_side};
use rocuda_host_linalg::{C32, C64, MatrixMut, Scalar as Element};

use super::{Triangle, triangular_call};
use crate::forms::exports;

/// Overwrites the m × n matrix B with the solution X. With `alpha` zero, B is set to zero
/// and A is not read. A singular A gives infinities or NaNs, as reference BLAS does. A is
/// k × k (k = m on the left, n on the right).
pub fn trsm<T: Element>(left: bool, a: Triangle<T>, m: i64, n: i64, alpha: T, b: MatrixMut<T>) {
    if alpha == T::ZERO {
        for j in 0..n {
            for i in 0..m {
                b.set(i, j, T::ZERO);
            }
        }
        return;
    }
    let up = a.op_upper();
    if left {
        // Each column of B: op(A) x = alpha b, by substitution from the end of x that the
        // triangle fixes first.
        for j in 0..n {
            for step in 0..m {
                let i = if up { m - 1 - step } else { step };
                let mut x = alpha * b.get(i, j);
                let known = if up { i + 1..m } else { 0..i };
                for l in known {
                    x -= a.get(i, l) * b.get(l, j);
                }
                if !a.unit {
                    x = x / a.get(i, i);
                }
                b.set(i, j, x);
            }
        }
    } else {
        // Each row of B: x op(A) = alpha b, column by column of op(A).
        for i in 0..m {
            for step in 0..n {
                let j = if up { step } else { n - 1 - step };
                let mut x = alpha * b.get(i, j);
                let known = if up { 0..j } else { j + 1..n };
                for l in known {
                    x -= b.get(i, l) * a.get(l, j);
                }
                if !a.unit {
                    x = x / a.get(j, j);
                }
                b.set(i, j, x);
            }
        }
    }
}

macro_rules! trsm_exports {
    ($t:ty, $c:ty; $($names:ident),+; $($names64:ident),+) => {
        exports!(|handle, side, uplo, trans, diag, m, n, alpha, a, lda, b, ldb, batch_count| {
            triangular_call::<$t>(handle, (side, uplo, trans, diag), (m, n), alpha, (a, lda), (b, ldb), None, batch_count)
        }; [$($names),+] [$($names64),+];
            pass side: rocblas_side, pass uplo: rocblas_fill, pass trans_a: rocblas_operation, pass diag: rocblas_diagonal, int m, int n, ptr alpha: $c,
            read a [stride_a]: $c, int lda, stride stride_a, write b [stride_b]: $c, int ldb, stride stride_b,);
    };
}

trsm_exports!(f32, f32; rocblas_strsm, rocblas_strsm_batched, rocblas_strsm_strided_batched; rocblas_strsm_64, rocblas_strsm_batched_64, rocblas_strsm_strided_batched_64);
trsm_exports!(f64, f64; rocblas_dtrsm, rocblas_dtrsm_batched, rocblas_dtrsm_strided_batched; rocblas_dtrsm_64, rocblas_dtrsm_batched_64, rocblas_dtrsm_strided_batched_64);
trsm_exports!(C32, rocblas_float_complex; rocblas_ctrsm, rocblas_ctrsm_batched, rocblas_ctrsm_strided_batched; rocblas_ctrsm_64, rocblas_ctrsm_batched_64, rocblas_ctrsm_strided_batched_64);
trsm_exports!(C64, rocblas_double_complex; rocblas_ztrsm, rocblas_ztrsm_batched, rocblas_ztrsm_strided_batched; rocblas_ztrsm_64, rocblas_ztrsm_batched_64, rocblas_ztrsm_strided_batched_64);

#[cfg(test)]
mod tests {
    use super::super::reference::{Dense, OPS, assert_same, test_every_type, tolerance, triangle, values, view, view_mut};
    use super::*;
    use rocblas_sys::rocblas_status as Status;

    fn check<T: Element>() {
        let (m, n) = (5usize, 3usize);
        let alpha = T::from_c64(C64 { re: 1.5, im: -0.5 });
        for left in [true, false] {
            for upper in [true, false] {
                for op in OPS {
                    for unit in [true, false] {
                        let k = if left { m } else { n };
                        let (lda, ldb) = (k + 2, m + 1);
                        let (a, dense_a) = triangle::<T>(k, lda, upper, unit, 7);
                        let b0 = values::<T>(ldb * n, 8);
                        let mut b = b0.clone();
                        let tri = Triangle { a: view(&a, k, k, lda), op, upper, unit };
                        trsm(left, tri, m as i64, n as i64, alpha, view_mut(&mut b, m, n, ldb));
                        let x = Dense::from_storage(&b, ldb, m, n);
                        let back = if left { dense_a.op(op).mul(&x) } else { x.mul(&dense_a.op(op)) };
                        let want = Dense::from_storage(&b0, ldb, m, n).scale(alpha.to_c64());
                        assert_same(&back, &want, 10.0 * tolerance::<T>());
                    }
                }
            }
        }
    }

    test_every_type!(trsm_solutions_multiply_back_to_the_right_hand_side: check());

    #[test]
    fn batched_dtrsm_solves_each_problem_and_checks_its_arguments() {
        use crate::testing::{LEFT, NON_UNIT, NONE, UPPER};

        let handle = crate::testing::handle();
        let a = [[2.0f64, 0.0, 1.0, 4.0], [1.0, 0.0, 0.0, 1.0], [4.0, 0.0, 2.0, 2.0]];
        let mut b = [[4.0f64, 8.0], [1.0, 2.0], [6.0, 2.0]];
        let a_ptrs: Vec<*const f64> = a.iter().map(|x| x.as_ptr()).collect();
        let b_ptrs: Vec<*mut f64> = b.iter_mut().map(|x| x.as_mut_ptr()).collect();
        let alpha = 1.0f64;
        // SAFETY: each call gets the test's handle (or null), each pointer null or a local holding what the sizes describe.
        let run = |h, side, m: i32, alpha: *const f64, a: *const *const f64, b: *const *mut f64| unsafe {
            rocblas_dtrsm_batched(h, side, UPPER, NONE, NON_UNIT, m, 1, alpha, a, 2, b, 2, 3)
        };
        assert_eq!(run(std::ptr::null_mut(), LEFT, 2, &alpha, a_ptrs.as_ptr(), b_ptrs.as_ptr()), Status::rocblas_status_invalid_handle);
        let both = rocblas_side::rocblas_side_both;
        assert_eq!(run(handle, both, 2, &alpha, a_ptrs.as_ptr(), b_ptrs.as_ptr()), Status::rocblas_status_invalid_value);
        assert_eq!(run(handle, LEFT, 3, &alpha, a_ptrs.as_ptr(), b_ptrs.as_ptr()), Status::rocblas_status_invalid_size);
        assert_eq!(run(handle, LEFT, 0, std::ptr::null(), std::ptr::null(), std::ptr::null()), Status::rocblas_status_success);
        assert_eq!(run(handle, LEFT, 2, std::ptr::null(), a_ptrs.as_ptr(), b_ptrs.as_ptr()), Status::rocblas_status_invalid_pointer);
        assert_eq!(run(handle, LEFT, 2, &alpha, std::ptr::null(), b_ptrs.as_ptr()), Status::rocblas_status_invalid_pointer);
        assert_eq!(run(handle, LEFT, 2, &alpha, a_ptrs.as_ptr(), b_ptrs.as_ptr()), Status::rocblas_status_success);
        crate::testing::wait();
        // [2 1; 0 4] x = [4, 8] → [1, 2]; [1 0; 0 1] x = [1, 2]; [4 2; 0 2] x = [6, 2] → [1, 1].
        assert_eq!(b, [[1.0, 2.0], [1.0, 2.0], [1.0, 1.0]]);
        crate::testing::destroy(handle);
    }
}
