//! Version and property queries, and status names and descriptions.

use std::ffi::{CStr, c_char, c_int};
use std::sync::OnceLock;

use rocuda_core::texts::StatusTexts;

use crate::types::{cublasHandle_t, cublasStatus_t, libraryPropertyType};

type Result<T = ()> = std::result::Result<T, cublasStatus_t>;

/// The cuBLAS whose interface rocuda implements: CUDA 13.0's cuBLAS 13.1.0 (the newest
/// headers it is generated from, codegen/pins.toml).
const MAJOR: c_int = 13;
const MINOR: c_int = 1;
const PATCH: c_int = 0;

/// `CUBLAS_VERSION`'s encoding: major * 10000 + minor * 100 + patch. cuBLAS answers it
/// without looking at the handle (a null one included).
pub fn cublasGetVersion_v2(_handle: cublasHandle_t, version: &mut c_int) -> Result {
    *version = MAJOR * 10000 + MINOR * 100 + PATCH;
    Ok(())
}

pub fn cublasGetProperty(property: libraryPropertyType, value: &mut c_int) -> Result {
    *value = match property {
        libraryPropertyType::MAJOR_VERSION => MAJOR,
        libraryPropertyType::MINOR_VERSION => MINOR,
        libraryPropertyType::PATCH_LEVEL => PATCH,
        _ => return Err(cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE),
    };
    Ok(())
}

/// The CUDA runtime version cuBLAS was built with (`CUDART_VERSION`): 13.0.
pub fn cublasGetCudartVersion() -> usize {
    13000
}

/// What each status means: the texts NVIDIA's cuBLAS 13.1 returns (recorded by the golden
/// program tests/programs/cublas/helpers.cu).
fn description(status: cublasStatus_t) -> &'static str {
    match status {
        cublasStatus_t::CUBLAS_STATUS_SUCCESS => "success",
        cublasStatus_t::CUBLAS_STATUS_NOT_INITIALIZED => "the library was not initialized",
        cublasStatus_t::CUBLAS_STATUS_ALLOC_FAILED => "the resource allocation failed",
        cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE => "an unsupported value or parameter was passed to the function",
        cublasStatus_t::CUBLAS_STATUS_ARCH_MISMATCH => "the function requires an architectural feature absent from the device",
        cublasStatus_t::CUBLAS_STATUS_MAPPING_ERROR => "an access to GPU memory space failed",
        cublasStatus_t::CUBLAS_STATUS_EXECUTION_FAILED => "the function failed to launch on the GPU",
        cublasStatus_t::CUBLAS_STATUS_INTERNAL_ERROR => "an internal operation failed",
        cublasStatus_t::CUBLAS_STATUS_NOT_SUPPORTED => "the requested functionality is not supported",
        cublasStatus_t::CUBLAS_STATUS_LICENSE_ERROR => "the license check failed",
        _ => UNRECOGNIZED,
    }
}

/// cuBLAS's name and description of a value its header does not define.
const UNRECOGNIZED: &str = "unrecognized status";

fn texts() -> &'static StatusTexts {
    static TEXTS: OnceLock<StatusTexts> = OnceLock::new();
    TEXTS.get_or_init(|| StatusTexts::new(|status| Some(description(status))))
}

pub fn cublasGetStatusName(status: cublasStatus_t) -> *const c_char {
    texts().name(status).map_or(c"unrecognized status".as_ptr(), CStr::as_ptr)
}

pub fn cublasGetStatusString(status: cublasStatus_t) -> *const c_char {
    texts().description(status).map_or(c"unrecognized status".as_ptr(), CStr::as_ptr)
}
