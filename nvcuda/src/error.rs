//! `cuGetErrorName` and `cuGetErrorString`.

use std::collections::BTreeMap;
use std::ffi::{CString, c_char};
use std::sync::OnceLock;

use rocuda_core::CEnum;

use crate::types::CUresult;

/// Each status's name and description as C strings, made once: the pointers handed out
/// stay valid for the life of the process, as NVIDIA's do.
fn texts() -> &'static BTreeMap<i64, (CString, CString)> {
    static TEXTS: OnceLock<BTreeMap<i64, (CString, CString)>> = OnceLock::new();
    TEXTS.get_or_init(|| {
        CUresult::VALUES
            .iter()
            .filter_map(|status| {
                let name = status.name()?;
                let text = description(*status).map_or_else(|| name.to_string(), str::to_string);
                Some((status.value(), (CString::new(name).ok()?, CString::new(text).ok()?)))
            })
            .collect()
    })
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
    *text = texts().get(&error.value()).map(|(name, _)| name.as_ptr()).ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
    Ok(())
}

pub fn cuGetErrorString(error: CUresult, text: &mut *const c_char) -> Result<(), CUresult> {
    *text = texts().get(&error.value()).map(|(_, text)| text.as_ptr()).ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
    Ok(())
}
