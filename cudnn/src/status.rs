//! MIOpen's statuses as cuDNN 9's. cuDNN 9 folded "invalid value" into `BAD_PARAM`; MIOpen's
//! "GPU operations skipped" is not a failure. Every value the header defines is mapped (a
//! generated test checks it); `None` is only for a value a newer ROCm may add.

use miopen_sys::miopenStatus_t as Mi;

use crate::types::cudnnStatus_t as Cu;

pub fn from_miopen(status: Mi) -> Option<Cu> {
    Some(match status {
        Mi::miopenStatusSuccess | Mi::miopenStatusGpuOperationsSkipped => Cu::CUDNN_STATUS_SUCCESS,
        Mi::miopenStatusNotInitialized => Cu::CUDNN_STATUS_NOT_INITIALIZED,
        Mi::miopenStatusInvalidValue | Mi::miopenStatusBadParm => Cu::CUDNN_STATUS_BAD_PARAM,
        Mi::miopenStatusAllocFailed => Cu::CUDNN_STATUS_ALLOC_FAILED,
        Mi::miopenStatusInternalError | Mi::miopenStatusUnknownError => Cu::CUDNN_STATUS_INTERNAL_ERROR,
        Mi::miopenStatusNotImplemented | Mi::miopenStatusUnsupportedOp => Cu::CUDNN_STATUS_NOT_SUPPORTED,
        Mi::miopenStatusVersionMismatch => Cu::CUDNN_STATUS_VERSION_MISMATCH,
        _ => return None,
    })
}
