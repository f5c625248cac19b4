//! `cuGetErrorName` and `cuGetErrorString`.

use std::ffi::{CStr, c_char};
use std::sync::OnceLock;

use rocuda_core::texts::StatusTexts;

use crate::types::CUresult;

fn texts() -> &'static StatusTexts {
    static TEXTS: OnceLock<StatusTexts> = OnceLock::new();
    TEXTS.get_or_init(|| StatusTexts::new(description))
}

/// NVIDIA's short descriptions of the statuses programs commonly print.
fn description(status: CUresult) -> Option<&'static str> {
    Some(match status {
        CUresult::CUDA_SUCCESS => "no error",
        CUresult::CUDA_ERROR_INVALID_VALUE => "invalid argument",
        CUresult::CUDA_ERROR_OUT_OF_MEMORY => "out of memory",
        CUresult::CUDA_ERROR_NOT_INITIALIZED => "initialization error",
        CUresult::CUDA_ERROR_DEINITIALIZED => "driver shutting down",
        CUresult::CUDA_ERROR_NO_DEVICE => "no CUDA-capable device is detected",
        CUresult::CUDA_ERROR_INVALID_DEVICE => "invalid device ordinal",
        CUresult::CUDA_ERROR_INVALID_IMAGE => "device kernel image is invalid",
        CUresult::CUDA_ERROR_INVALID_CONTEXT => "invalid device context",
        CUresult::CUDA_ERROR_NO_BINARY_FOR_GPU => "no kernel image is available for execution on the device",
        CUresult::CUDA_ERROR_INVALID_HANDLE => "invalid resource handle",
        CUresult::CUDA_ERROR_NOT_FOUND => "named symbol not found",
        CUresult::CUDA_ERROR_NOT_READY => "device not ready",
        CUresult::CUDA_ERROR_ILLEGAL_ADDRESS => "an illegal memory access was encountered",
        CUresult::CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES => "too many resources requested for launch",
        CUresult::CUDA_ERROR_LAUNCH_FAILED => "unspecified launch failure",
        CUresult::CUDA_ERROR_ASSERT => "device-side assert triggered",
        CUresult::CUDA_ERROR_NOT_SUPPORTED => "operation not supported",
        CUresult::CUDA_ERROR_UNKNOWN => "unknown error",
        _ => return None,
    })
}

pub fn cuGetErrorName(error: CUresult, text: &mut *const c_char) -> Result<(), CUresult> {
    *text = texts().name(error).map(CStr::as_ptr).ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
    Ok(())
}

pub fn cuGetErrorString(error: CUresult, text: &mut *const c_char) -> Result<(), CUresult> {
    *text = texts().description(error).map(CStr::as_ptr).ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
    Ok(())
}
