//! Error names, descriptions, and the last error.

use std::ffi::{CStr, c_char};
use std::sync::OnceLock;

use hip_sys::hipError_t as E;
use rocuda_core::texts::StatusTexts;

use crate::api::{call, last_error, value, write};

/// What a status means, in the words a user reads in a log.
fn description(status: E) -> Option<&'static str> {
    Some(match status {
        E::hipSuccess => "no error",
        E::hipErrorInvalidValue => "invalid argument",
        E::hipErrorOutOfMemory => "out of memory",
        E::hipErrorNotInitialized => "initialization error",
        E::hipErrorInvalidConfiguration => "invalid configuration argument",
        E::hipErrorInvalidPitchValue => "invalid pitch argument",
        E::hipErrorInvalidSymbol => "invalid device symbol",
        E::hipErrorInvalidMemcpyDirection => "invalid copy direction for memcpy",
        E::hipErrorInvalidDeviceFunction => "invalid device function",
        E::hipErrorInvalidDevice => "invalid device ordinal",
        E::hipErrorInvalidImage => "device kernel image is invalid",
        E::hipErrorNoBinaryForGpu => "no kernel image is available for execution on the device",
        E::hipErrorFileNotFound => "file not found",
        E::hipErrorSharedObjectInitFailed => "shared object initialization failed",
        E::hipErrorInvalidHandle => "invalid resource handle",
        E::hipErrorNotFound => "named symbol not found",
        E::hipErrorNotReady => "device not ready",
        E::hipErrorIllegalAddress => "an illegal memory access was encountered",
        E::hipErrorLaunchOutOfResources => "too many resources requested for launch",
        E::hipErrorAssert => "device-side assert triggered",
        E::hipErrorHostMemoryAlreadyRegistered => "part or all of the requested memory range is already mapped",
        E::hipErrorHostMemoryNotRegistered => "pointer does not correspond to a registered memory region",
        E::hipErrorLaunchFailure => "unspecified launch failure",
        E::hipErrorNotSupported => "operation not supported",
        E::hipErrorUnknown => "unknown error",
        _ => return None,
    })
}

fn texts() -> &'static StatusTexts {
    static TEXTS: OnceLock<StatusTexts> = OnceLock::new();
    TEXTS.get_or_init(|| StatusTexts::new(description))
}

const UNRECOGNIZED: &std::ffi::CStr = c"hipErrorUnknown";

pub fn name(status: E) -> *const c_char {
    texts().name(status).map_or(UNRECOGNIZED.as_ptr(), CStr::as_ptr)
}

pub fn describe(status: E) -> *const c_char {
    texts().description(status).map_or(c"unknown error".as_ptr(), CStr::as_ptr)
}

#[unsafe(no_mangle)]
pub extern "C" fn hipGetErrorName(status: E) -> *const c_char {
    value("hipGetErrorName", UNRECOGNIZED.as_ptr(), || name(status))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipGetErrorString(status: E) -> *const c_char {
    value("hipGetErrorString", c"unknown error".as_ptr(), || describe(status))
}

/// # Safety
/// `text`, if non-null, points to a writable `const char *`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipDrvGetErrorName(status: E, text: *mut *const c_char) -> E {
    // SAFETY: `text` is null, which `write` refuses, or points to a writable
    // `const char *`, by this function's contract.
    call("hipDrvGetErrorName", || unsafe { write(text, name(status)) })
}

/// # Safety
/// `text`, if non-null, points to a writable `const char *`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipDrvGetErrorString(status: E, text: *mut *const c_char) -> E {
    // SAFETY: `text` is null, which `write` refuses, or points to a writable
    // `const char *`, by this function's contract.
    call("hipDrvGetErrorString", || unsafe { write(text, describe(status)) })
}

#[unsafe(no_mangle)]
pub extern "C" fn hipGetLastError() -> E {
    last_error(true)
}

#[unsafe(no_mangle)]
pub extern "C" fn hipPeekAtLastError() -> E {
    last_error(false)
}
