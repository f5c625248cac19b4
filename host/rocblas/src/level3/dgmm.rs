//! `?dgmm`: `C := A * diag(x)` (side right) or `C := diag(x) * A` (side left).
//!
//! x is a BLAS vector: a negative increment walks it from its last element, as rocBLAS's
//! kernel does (it offsets the start by `-(k - 1) * incx`); a zero increment repeats x's first
//! element.

use rocblas_sys::{rocblas_double_complex, rocblas_float_complex, rocblas_side, rocblas_status as Status};
use rocuda_host_linalg::args::Batch;
use rocuda_host_linalg::{BlasResult, C32, C64, Matrix, MatrixMut, Scalar as Element, Vector};

use super::{left, null};
use crate::boundary::enqueue;
use crate::forms::exports;
use crate::handle::Handle;

/// Element by element, so C may be A. A and C are m × n; x holds m (side left) or n (side
/// right) elements.
pub fn dgmm<T: Element>(left: bool, m: i64, n: i64, a: Matrix<T>, x: Vector<T>, c: MatrixMut<T>) {
    for j in 0..n {
        for i in 0..m {
            c.set(i, j, a.get(i, j) * x.get(if left { i } else { j }));
        }
    }
}

/// rocBLAS's checks, in its order: handle; side; sizes and leading dimensions; nothing to
/// do; A, x and C.
fn dgmm_call<T: Element>(
    handle: &Handle,
    side: rocblas_side,
    m: i64,
    n: i64,
    a: Batch<T>,
    lda: i64,
    x: Batch<T>,
    incx: i64,
    c: Batch<T>,
    ldc: i64,
    batch_count: i64,
) -> BlasResult {
    let left = left(side)?;
    if m < 0 || n < 0 || ldc < m || lda < m || batch_count < 0 {
        return Err(Status::rocblas_status_invalid_size);
    }
    if m == 0 || n == 0 || batch_count == 0 {
        return Ok(());
    }
    if null(a) || null(x) || null(c) {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    let k = if left { m } else { n };
    enqueue(handle.stream(), move || {
        for i in 0..batch_count {
            // SAFETY: the job runs in stream order, when rocBLAS's contract makes problem
            // i's A (m × n) and x (k elements) readable, and its C (m × n) writable.
            let (a, x, c) = unsafe { (a.matrix(i, m, n, lda), x.vector(i, k, incx), c.matrix_mut(i, m, n, ldc)) };
            dgmm(left, m, n, a, x, c);
        }
    })
}

macro_rules! dgmm_exports {
    ($t:ty, $c:ty; $($names:ident),+; $($names64:ident),+) => {
        exports!(dgmm_call::<$t>; [$($names),+] [$($names64),+];
            pass side: rocblas_side, int m, int n, read a [stride_a]: $c, int lda, stride stride_a, read x [stride_x]: $c, int incx, stride stride_x,
            write c [stride_c]: $c, int ldc, stride stride_c,);
    };
}

dgmm_exports!(f32, f32; rocblas_sdgmm, rocblas_sdgmm_batched, rocblas_sdgmm_strided_batched; rocblas_sdgmm_64, rocblas_sdgmm_batched_64, rocblas_sdgmm_strided_batched_64);
dgmm_exports!(f64, f64; rocblas_ddgmm, rocblas_ddgmm_batched, rocblas_ddgmm_strided_batched; rocblas_ddgmm_64, rocblas_ddgmm_batched_64, rocblas_ddgmm_strided_batched_64);
dgmm_exports!(C32, rocblas_float_complex; rocblas_cdgmm, rocblas_cdgmm_batched, rocblas_cdgmm_strided_batched; rocblas_cdgmm_64, rocblas_cdgmm_batched_64, rocblas_cdgmm_strided_batched_64);
dgmm_exports!(C64, rocblas_double_complex; rocblas_zdgmm, rocblas_zdgmm_batched, rocblas_zdgmm_strided_batched; rocblas_zdgmm_64, rocblas_zdgmm_batched_64, rocblas_zdgmm_strided_batched_64);

#[cfg(test)]
mod tests {
    use super::super::reference::{Dense, assert_close, test_every_type, tolerance, values, view, view_mut};
    use super::*;

    fn check<T: Element>() {
        let (m, n, lda, ldc) = (5usize, 3usize, 6usize, 7usize);
        for left in [true, false] {
            for incx in [1i64, 2, -2, 0] {
                let k = if left { m } else { n };
                let a = values::<T>(lda * n, 31);
                let x = values::<T>(1 + (k - 1) * incx.unsigned_abs() as usize, 32);
                let mut c = vec![T::ZERO; ldc * n];
                let xv = Vector::from_slice(&x, k as i64, incx).unwrap();
                dgmm(left, m as i64, n as i64, view(&a, m, n, lda), xv, view_mut(&mut c, m, n, ldc));
                // diag(x) with x's elements in BLAS order: x[(k - 1 - i) * |incx|] for a negative increment.
                let mut diag = Dense::zeros(k, k);
                for i in 0..k {
                    let at = if incx < 0 { (k - 1 - i) * incx.unsigned_abs() as usize } else { i * incx as usize };
                    diag.put(i, i, x[at].to_c64());
                }
                let da = Dense::from_storage(&a, lda, m, n);
                let want = if left { diag.mul(&da) } else { da.mul(&diag) };
                assert_close(&c, ldc, &want, tolerance::<T>());
            }
        }
    }

    test_every_type!(dgmm_matches_the_reference_for_every_increment_sign: check());

    #[test]
    fn sdgmm_checks_its_arguments_as_rocblas_does() {
        let handle = crate::testing::handle();
        let (a, x, mut c) = ([1.0f32, 2.0, 3.0, 4.0], [10.0f32, 100.0], [0.0f32; 4]);
        let l = rocblas_side::rocblas_side_left;
        let cp = c.as_mut_ptr();
        // SAFETY: each call gets the test's handle (or null), each pointer null or a local holding what the sizes describe.
        let run = |h, side, m, a: *const f32, c: *mut f32| unsafe { rocblas_sdgmm(h, side, m, 2, a, 2, x.as_ptr(), -1, c, 2) };
        assert_eq!(run(std::ptr::null_mut(), l, 2, a.as_ptr(), cp), Status::rocblas_status_invalid_handle);
        assert_eq!(run(handle, rocblas_side::rocblas_side_both, 2, a.as_ptr(), cp), Status::rocblas_status_invalid_value);
        assert_eq!(run(handle, l, 3, a.as_ptr(), cp), Status::rocblas_status_invalid_size);
        assert_eq!(run(handle, l, 0, std::ptr::null(), std::ptr::null_mut()), Status::rocblas_status_success);
        assert_eq!(run(handle, l, 2, std::ptr::null(), cp), Status::rocblas_status_invalid_pointer);
        assert_eq!(run(handle, l, 2, a.as_ptr(), cp), Status::rocblas_status_success);
        crate::testing::wait();
        // incx = -1: x is walked from its end, diag(100, 10).
        assert_eq!(c, [100.0, 20.0, 300.0, 40.0]);
        crate::testing::destroy(handle);
    }
}
