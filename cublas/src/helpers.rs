//! Version and property queries, and status names and descriptions.

use std::ffi::{CStr, c_char, c_int};
use std::sync::OnceLock;

use rocuda_core::texts::StatusTexts;
use rocuda_core::version::Version;

use crate::Result;
use crate::types::{cublasHandle_t, cublasStatus_t, libraryPropertyType};

/// The cuBLAS whose interface rocuda implements: CUDA 13.0's cuBLAS 13.1.0 (the newest
/// headers it is generated from, codegen/pins.toml).
const VERSION: Version = Version { major: 13, minor: 1, patch: 0 };

/// `CUBLAS_VERSION`'s encoding. cuBLAS answers it without looking at the handle (a null one
/// included).
pub fn cublasGetVersion_v2(_handle: cublasHandle_t, version: &mut c_int) -> Result {
    *version = VERSION.encoded();
    Ok(())
}

pub fn cublasGetProperty(property: libraryPropertyType, value: &mut c_int) -> Result {
    *value = VERSION.property(property.0)?;
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
