//! Level 2: matrix-vector products and updates. Positions count the arguments after the
//! handle, pointers included, as `cublas_api.h` declares them.

use super::{Checked, Verdict, bad_diag, bad_fill, bad_op, first_invalid, least_ld};
use crate::types::{cublasDiagType_t as Diag, cublasFillMode_t as Fill, cublasOperation_t as Op, cublasStatus_t};

/// `gemv` (trans, m, n, alpha, A, lda, x, incx, beta, y, incy): cuBLAS reports nothing
/// (`report` is empty). A leading dimension below the rows is `INVALID_VALUE`; a negative
/// size, a zero increment or an undefined operation is success with nothing done.
pub fn gemv(report: &str, trans: Op, m: i64, n: i64, lda: i64, incx: i64, incy: i64) -> Checked {
    first_invalid(report, &[(lda < least_ld(m), 6)])?;
    if bad_op(trans) || m < 0 || n < 0 || incx == 0 || incy == 0 {
        return Ok(Verdict::Done);
    }
    Ok(Verdict::Call)
}

/// `gemvBatched`: `gemv`'s rules; a negative count is `EXECUTION_FAILED`.
pub fn gemv_batched(report: &str, trans: Op, m: i64, n: i64, lda: i64, incx: i64, incy: i64, batchCount: i64) -> Checked {
    if batchCount < 0 {
        return Err(cublasStatus_t::CUBLAS_STATUS_EXECUTION_FAILED);
    }
    gemv(report, trans, m, n, lda, incx, incy)
}

/// `gbmv`: trans, m, n, kl, ku, alpha, A, lda, x, incx, beta, y, incy.
pub fn gbmv(report: &str, trans: Op, m: i64, n: i64, kl: i64, ku: i64, lda: i64, incx: i64, incy: i64) -> Checked {
    first_invalid(report, &[(bad_op(trans), 1), (m < 0, 2), (n < 0, 3), (kl < 0, 4), (ku < 0, 5), (lda < kl + ku + 1, 8), (incx == 0, 10), (incy == 0, 13)])
}

/// `ger`, `geru`, `gerc`: m, n, alpha, x, incx, y, incy, A, lda.
pub fn ger(report: &str, m: i64, n: i64, incx: i64, incy: i64, lda: i64) -> Checked {
    first_invalid(report, &[(m < 0, 1), (n < 0, 2), (incx == 0, 5), (incy == 0, 7), (lda < least_ld(m), 9)])
}

/// `symv`, `hemv` (uplo, n, alpha, A, lda, x, incx, beta, y, incy): cuBLAS reports nothing
/// (`report` is empty); every invalid argument is `INVALID_VALUE`.
pub fn symv(report: &str, uplo: Fill, n: i64, lda: i64, incx: i64, incy: i64) -> Checked {
    first_invalid(report, &[(bad_fill(uplo), 1), (n < 0, 2), (lda < least_ld(n), 5), (incx == 0, 7), (incy == 0, 10)])
}

/// `sbmv`, `hbmv`: uplo, n, k, alpha, A, lda, x, incx, beta, y, incy.
pub fn sbmv(report: &str, uplo: Fill, n: i64, k: i64, lda: i64, incx: i64, incy: i64) -> Checked {
    first_invalid(report, &[(bad_fill(uplo), 1), (n < 0, 2), (k < 0, 3), (lda < k + 1, 6), (incx == 0, 8), (incy == 0, 11)])
}

/// `spmv`, `hpmv`: uplo, n, alpha, AP, x, incx, beta, y, incy.
pub fn spmv(report: &str, uplo: Fill, n: i64, incx: i64, incy: i64) -> Checked {
    first_invalid(report, &[(bad_fill(uplo), 1), (n < 0, 2), (incx == 0, 6), (incy == 0, 9)])
}

/// `syr`, `her`: uplo, n, alpha, x, incx, A, lda.
pub fn syr(report: &str, uplo: Fill, n: i64, incx: i64, lda: i64) -> Checked {
    first_invalid(report, &[(bad_fill(uplo), 1), (n < 0, 2), (incx == 0, 5), (lda < least_ld(n), 7)])
}

/// `syr2`, `her2`: uplo, n, alpha, x, incx, y, incy, A, lda.
pub fn syr2(report: &str, uplo: Fill, n: i64, incx: i64, incy: i64, lda: i64) -> Checked {
    first_invalid(report, &[(bad_fill(uplo), 1), (n < 0, 2), (incx == 0, 5), (incy == 0, 7), (lda < least_ld(n), 9)])
}

/// `spr`, `hpr`: uplo, n, alpha, x, incx, AP.
pub fn spr(report: &str, uplo: Fill, n: i64, incx: i64) -> Checked {
    first_invalid(report, &[(bad_fill(uplo), 1), (n < 0, 2), (incx == 0, 5)])
}

/// `spr2`, `hpr2`: uplo, n, alpha, x, incx, y, incy, AP.
pub fn spr2(report: &str, uplo: Fill, n: i64, incx: i64, incy: i64) -> Checked {
    first_invalid(report, &[(bad_fill(uplo), 1), (n < 0, 2), (incx == 0, 5), (incy == 0, 7)])
}

/// `trmv`, `trsv`: uplo, trans, diag, n, A, lda, x, incx.
pub fn trmv(report: &str, uplo: Fill, trans: Op, diag: Diag, n: i64, lda: i64, incx: i64) -> Checked {
    first_invalid(report, &[(bad_fill(uplo), 1), (bad_op(trans), 2), (bad_diag(diag), 3), (n < 0, 4), (lda < least_ld(n), 6), (incx == 0, 8)])
}

/// `tbmv`, `tbsv`: uplo, trans, diag, n, k, A, lda, x, incx.
pub fn tbmv(report: &str, uplo: Fill, trans: Op, diag: Diag, n: i64, k: i64, lda: i64, incx: i64) -> Checked {
    first_invalid(report, &[(bad_fill(uplo), 1), (bad_op(trans), 2), (bad_diag(diag), 3), (n < 0, 4), (k < 0, 5), (lda < k + 1, 7), (incx == 0, 9)])
}

/// `tpmv`, `tpsv`: uplo, trans, diag, n, AP, x, incx.
pub fn tpmv(report: &str, uplo: Fill, trans: Op, diag: Diag, n: i64, incx: i64) -> Checked {
    first_invalid(report, &[(bad_fill(uplo), 1), (bad_op(trans), 2), (bad_diag(diag), 3), (n < 0, 4), (incx == 0, 7)])
}
