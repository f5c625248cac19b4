//! hipRAND's statuses as cuRAND's: the same names and numbers, and hipRAND's
//! `NOT_IMPLEMENTED` as the status rocuda uses for "not supported" (`TYPE_ERROR`, what cuRAND
//! answers when a generator cannot do what it is asked; `codegen/src/library.rs` says why). Every value the header defines is mapped (a
//! generated test checks it); `None` is only for a value a newer ROCm may add.

use hiprand_sys::hiprandStatus_t as Hip;

use crate::types::curandStatus_t as Cu;

pub fn from_hiprand(status: Hip) -> Option<Cu> {
    Some(match status {
        Hip::HIPRAND_STATUS_SUCCESS => Cu::CURAND_STATUS_SUCCESS,
        Hip::HIPRAND_STATUS_VERSION_MISMATCH => Cu::CURAND_STATUS_VERSION_MISMATCH,
        Hip::HIPRAND_STATUS_NOT_INITIALIZED => Cu::CURAND_STATUS_NOT_INITIALIZED,
        Hip::HIPRAND_STATUS_ALLOCATION_FAILED => Cu::CURAND_STATUS_ALLOCATION_FAILED,
        Hip::HIPRAND_STATUS_TYPE_ERROR => Cu::CURAND_STATUS_TYPE_ERROR,
        Hip::HIPRAND_STATUS_OUT_OF_RANGE => Cu::CURAND_STATUS_OUT_OF_RANGE,
        Hip::HIPRAND_STATUS_LENGTH_NOT_MULTIPLE => Cu::CURAND_STATUS_LENGTH_NOT_MULTIPLE,
        Hip::HIPRAND_STATUS_DOUBLE_PRECISION_REQUIRED => Cu::CURAND_STATUS_DOUBLE_PRECISION_REQUIRED,
        Hip::HIPRAND_STATUS_LAUNCH_FAILURE => Cu::CURAND_STATUS_LAUNCH_FAILURE,
        Hip::HIPRAND_STATUS_PREEXISTING_FAILURE => Cu::CURAND_STATUS_PREEXISTING_FAILURE,
        Hip::HIPRAND_STATUS_INITIALIZATION_FAILED => Cu::CURAND_STATUS_INITIALIZATION_FAILED,
        Hip::HIPRAND_STATUS_ARCH_MISMATCH => Cu::CURAND_STATUS_ARCH_MISMATCH,
        Hip::HIPRAND_STATUS_NOT_IMPLEMENTED => Cu::CURAND_STATUS_TYPE_ERROR,
        Hip::HIPRAND_STATUS_INTERNAL_ERROR => Cu::CURAND_STATUS_INTERNAL_ERROR,
        _ => return None,
    })
}
