//! QR factorization and least squares: `cublas<t>geqrfBatched` over rocSOLVER's
//! `geqrf_ptr_batched` (one tau array per problem, as cuBLAS takes them) and
//! `cublas<t>gelsBatched` over `gels_batched`.

use crate::Result;
use crate::check;
use crate::handle;
use crate::lapack::{Matrices, Solver, check_info, store_info};
use crate::types::{cuComplex, cuDoubleComplex, cublasHandle_t, cublasOperation_t, cublasStatus_t};

unsafe fn geqrf<T: Solver>(h: cublasHandle_t, m: i32, n: i32, a: Matrices<T>, tau: *const *mut T, info: *mut i32, b: i32) -> Result {
    let rocblas = handle::rocblas(h)?;
    check_info(info, &[(m < 0, 1), (n < 0, 2), (a.ld < m.max(1), 4), (b < 0, 7)])?;
    // SAFETY: the caller's device arrays, as cuBLAS's contract gives them.
    check(unsafe { T::geqrf_ptr(rocblas, m, n, a, tau, b) })
}

/// cuBLAS solves only overdetermined (or square) systems, untransposed: anything else is
/// `NOT_SUPPORTED` with `info` 0. Its invalid `nrhs` is reported as parameter 2, as NVIDIA's
/// library does (the other numbers are the parameters' positions).
unsafe fn gels<T: Solver>(
    h: cublasHandle_t,
    trans: cublasOperation_t,
    m: i32,
    n: i32,
    nrhs: i32,
    a: Matrices<T>,
    c: Matrices<T>,
    info: *mut i32,
    dev_info: *mut i32,
    b: i32,
) -> Result {
    let rocblas = handle::rocblas(h)?;
    store_info(info, 0);
    if trans != cublasOperation_t::CUBLAS_OP_N || m < n {
        return Err(cublasStatus_t::CUBLAS_STATUS_NOT_SUPPORTED);
    }
    check_info(info, &[(m < 0, 2), (n < 0, 3), (nrhs < 0, 2), (a.ld < m.max(1), 6), (c.ld < m.max(1), 8), (b < 0, 11)])?;
    // SAFETY: the caller's device arrays, as cuBLAS's contract gives them.
    check(unsafe { T::gels(rocblas, m, n, nrhs, a, c, dev_info, b) })
}

macro_rules! exports {
    ($t:ty, $geqrf:ident, $gels:ident) => {
        pub unsafe fn $geqrf(h: cublasHandle_t, m: i32, n: i32, a: *const *mut $t, lda: i32, tau: *const *mut $t, info: *mut i32, b: i32) -> Result {
            // SAFETY: forwarded from cuBLAS's contract.
            unsafe { geqrf(h, m, n, Matrices::new(a, lda), tau, info, b) }
        }

        pub unsafe fn $gels(
            h: cublasHandle_t,
            trans: cublasOperation_t,
            m: i32,
            n: i32,
            nrhs: i32,
            a: *const *mut $t,
            lda: i32,
            c: *const *mut $t,
            ldc: i32,
            info: *mut i32,
            dev_info: *mut i32,
            b: i32,
        ) -> Result {
            // SAFETY: forwarded from cuBLAS's contract.
            unsafe { gels(h, trans, m, n, nrhs, Matrices::new(a, lda), Matrices::new(c, ldc), info, dev_info, b) }
        }
    };
}

exports!(f32, cublasSgeqrfBatched, cublasSgelsBatched);
exports!(f64, cublasDgeqrfBatched, cublasDgelsBatched);
exports!(cuComplex, cublasCgeqrfBatched, cublasCgelsBatched);
exports!(cuDoubleComplex, cublasZgeqrfBatched, cublasZgelsBatched);
