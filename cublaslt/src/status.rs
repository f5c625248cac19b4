//! hipBLASLt's statuses (hipBLAS's status type) as cuBLAS's. Every value the header defines
//! is mapped (a generated test checks it); `None` is only for a value a newer ROCm may add.

use hipblaslt_sys::hipblasStatus_t as Hip;

use crate::types::cublasStatus_t as Cu;

pub fn from_hipblas(status: Hip) -> Option<Cu> {
    Some(match status {
        Hip::HIPBLAS_STATUS_SUCCESS => Cu::CUBLAS_STATUS_SUCCESS,
        Hip::HIPBLAS_STATUS_NOT_INITIALIZED | Hip::HIPBLAS_STATUS_HANDLE_IS_NULLPTR => Cu::CUBLAS_STATUS_NOT_INITIALIZED,
        Hip::HIPBLAS_STATUS_ALLOC_FAILED => Cu::CUBLAS_STATUS_ALLOC_FAILED,
        Hip::HIPBLAS_STATUS_INVALID_VALUE | Hip::HIPBLAS_STATUS_INVALID_ENUM => Cu::CUBLAS_STATUS_INVALID_VALUE,
        Hip::HIPBLAS_STATUS_MAPPING_ERROR => Cu::CUBLAS_STATUS_MAPPING_ERROR,
        Hip::HIPBLAS_STATUS_EXECUTION_FAILED => Cu::CUBLAS_STATUS_EXECUTION_FAILED,
        Hip::HIPBLAS_STATUS_INTERNAL_ERROR | Hip::HIPBLAS_STATUS_UNKNOWN => Cu::CUBLAS_STATUS_INTERNAL_ERROR,
        Hip::HIPBLAS_STATUS_NOT_SUPPORTED => Cu::CUBLAS_STATUS_NOT_SUPPORTED,
        Hip::HIPBLAS_STATUS_ARCH_MISMATCH => Cu::CUBLAS_STATUS_ARCH_MISMATCH,
        _ => return None,
    })
}
