//! Level 3: matrix-matrix products and updates, and the BLAS-like extensions. Positions count
//! the arguments after the handle as `cublas_api.h` declares them, but for the strided
//! batches, which cuBLAS reports with the positions of the pointer-array batches.

use super::{Checked, bad_diag, bad_fill, bad_op, bad_side, first_invalid, least_ld, plain};
use crate::types::{cublasDiagType_t as Diag, cublasFillMode_t as Fill, cublasOperation_t as Op, cublasSideMode_t as Side};

/// `gemm`: transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc.
pub fn gemm(report: &str, transa: Op, transb: Op, m: i64, n: i64, k: i64, lda: i64, ldb: i64, ldc: i64) -> Checked {
    let rows_a = if plain(transa) { m } else { k };
    let rows_b = if plain(transb) { k } else { n };
    first_invalid(
        report,
        &[
            (bad_op(transa), 1),
            (bad_op(transb), 2),
            (m < 0, 3),
            (n < 0, 4),
            (k < 0, 5),
            (lda < least_ld(rows_a), 8),
            (ldb < least_ld(rows_b), 10),
            (ldc < least_ld(m), 13),
        ],
    )
}

/// `gemmBatched` and `gemmStridedBatched` (positions of the former): `gemm`'s, then the
/// count at 14.
pub fn gemm_batched(report: &str, transa: Op, transb: Op, m: i64, n: i64, k: i64, lda: i64, ldb: i64, ldc: i64, batchCount: i64) -> Checked {
    gemm(report, transa, transb, m, n, k, lda, ldb, ldc)?;
    first_invalid(report, &[(batchCount < 0, 14)])
}

/// `symm`, `hemm`: side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc.
pub fn symm(report: &str, side: Side, uplo: Fill, m: i64, n: i64, lda: i64, ldb: i64, ldc: i64) -> Checked {
    let order = if side == Side::CUBLAS_SIDE_LEFT { m } else { n };
    first_invalid(
        report,
        &[(bad_side(side), 1), (bad_fill(uplo), 2), (m < 0, 3), (n < 0, 4), (lda < least_ld(order), 7), (ldb < least_ld(m), 9), (ldc < least_ld(m), 12)],
    )
}

/// `syrk`, `herk`: uplo, trans, n, k, alpha, A, lda, beta, C, ldc. cuBLAS accepts every
/// operation for both (the conjugate transpose for a complex `syrk`, the transpose for
/// `herk`).
pub fn syrk(report: &str, uplo: Fill, trans: Op, n: i64, k: i64, lda: i64, ldc: i64) -> Checked {
    let rows = if plain(trans) { n } else { k };
    first_invalid(report, &[(bad_fill(uplo), 1), (bad_op(trans), 2), (n < 0, 3), (k < 0, 4), (lda < least_ld(rows), 7), (ldc < least_ld(n), 10)])
}

/// `syr2k`, `her2k`, `syrkx`, `herkx`: uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc.
pub fn syr2k(report: &str, uplo: Fill, trans: Op, n: i64, k: i64, lda: i64, ldb: i64, ldc: i64) -> Checked {
    let rows = if plain(trans) { n } else { k };
    first_invalid(
        report,
        &[(bad_fill(uplo), 1), (bad_op(trans), 2), (n < 0, 3), (k < 0, 4), (lda < least_ld(rows), 7), (ldb < least_ld(rows), 9), (ldc < least_ld(n), 12)],
    )
}

/// `trsm`: side, uplo, trans, diag, m, n, alpha, A, lda, B, ldb.
pub fn trsm(report: &str, side: Side, uplo: Fill, trans: Op, diag: Diag, m: i64, n: i64, lda: i64, ldb: i64) -> Checked {
    let order = if side == Side::CUBLAS_SIDE_LEFT { m } else { n };
    first_invalid(
        report,
        &[
            (bad_side(side), 1),
            (bad_fill(uplo), 2),
            (bad_op(trans), 3),
            (bad_diag(diag), 4),
            (m < 0, 5),
            (n < 0, 6),
            (lda < least_ld(order), 9),
            (ldb < least_ld(m), 11),
        ],
    )
}

/// `trsmBatched`: `trsm`'s, then the count at 12.
pub fn trsm_batched(report: &str, side: Side, uplo: Fill, trans: Op, diag: Diag, m: i64, n: i64, lda: i64, ldb: i64, batchCount: i64) -> Checked {
    trsm(report, side, uplo, trans, diag, m, n, lda, ldb)?;
    first_invalid(report, &[(batchCount < 0, 12)])
}

/// `trmm` (out of place): `trsm`'s, then C's leading dimension at 13.
pub fn trmm(report: &str, side: Side, uplo: Fill, trans: Op, diag: Diag, m: i64, n: i64, lda: i64, ldb: i64, ldc: i64) -> Checked {
    trsm(report, side, uplo, trans, diag, m, n, lda, ldb)?;
    first_invalid(report, &[(ldc < least_ld(m), 13)])
}

/// `geam`: transa, transb, m, n, alpha, A, lda, beta, B, ldb, C, ldc.
pub fn geam(report: &str, transa: Op, transb: Op, m: i64, n: i64, lda: i64, ldb: i64, ldc: i64) -> Checked {
    let rows_a = if plain(transa) { m } else { n };
    let rows_b = if plain(transb) { m } else { n };
    first_invalid(
        report,
        &[(bad_op(transa), 1), (bad_op(transb), 2), (m < 0, 3), (n < 0, 4), (lda < least_ld(rows_a), 7), (ldb < least_ld(rows_b), 10), (ldc < least_ld(m), 12)],
    )
}

/// `dgmm`: mode, m, n, A, lda, x, incx, C, ldc.
pub fn dgmm(report: &str, mode: Side, m: i64, n: i64, lda: i64, ldc: i64) -> Checked {
    first_invalid(report, &[(bad_side(mode), 1), (m < 0, 2), (n < 0, 3), (lda < least_ld(m), 5), (ldc < least_ld(m), 9)])
}
