//! rocBLAS's statuses as cuBLAS's.
//!
//! rocBLAS reports a few outcomes that are not failures (a slower path taken, the results of
//! workspace-size queries); cuBLAS calls those success. Every value the header defines is
//! mapped (a generated test checks it); `None` is only for a value a newer ROCm may add.
//! `crate::check` (generated, `rocuda_core::status::check`) applies the table.

use rocblas_sys::rocblas_status as Roc;

use crate::types::cublasStatus_t as Cu;

pub fn from_rocblas(status: Roc) -> Option<Cu> {
    Some(match status {
        Roc::rocblas_status_success
        | Roc::rocblas_status_perf_degraded
        | Roc::rocblas_status_size_increased
        | Roc::rocblas_status_size_unchanged
        | Roc::rocblas_status_continue => Cu::CUBLAS_STATUS_SUCCESS,
        // cuBLAS answers a bad handle with NOT_INITIALIZED.
        Roc::rocblas_status_invalid_handle => Cu::CUBLAS_STATUS_NOT_INITIALIZED,
        Roc::rocblas_status_not_implemented | Roc::rocblas_status_excluded_from_build => Cu::CUBLAS_STATUS_NOT_SUPPORTED,
        Roc::rocblas_status_invalid_pointer | Roc::rocblas_status_invalid_size | Roc::rocblas_status_invalid_value => Cu::CUBLAS_STATUS_INVALID_VALUE,
        Roc::rocblas_status_memory_error => Cu::CUBLAS_STATUS_ALLOC_FAILED,
        Roc::rocblas_status_internal_error | Roc::rocblas_status_size_query_mismatch => Cu::CUBLAS_STATUS_INTERNAL_ERROR,
        Roc::rocblas_status_check_numerics_fail => Cu::CUBLAS_STATUS_EXECUTION_FAILED,
        Roc::rocblas_status_arch_mismatch => Cu::CUBLAS_STATUS_ARCH_MISMATCH,
        _ => return None,
    })
}
