//! The C boundary: every exported function runs its body through [`call`], the host
//! libraries' shared wrapper (which catches panics and logs failures) plus HIP's per-thread
//! "last error".

use std::cell::Cell;

use hip_sys::hipError_t;
use rocuda_core::export::describe;
use rocuda_host_common::Library;

/// What a HIP function's body returns: success, or the status to return.
pub type HipResult<T = ()> = Result<T, hipError_t>;

pub const SUCCESS: hipError_t = hipError_t::hipSuccess;

thread_local! {
    /// HIP's last error: the latest failure of a call on this thread, until read.
    static LAST_ERROR: Cell<hipError_t> = const { Cell::new(hipError_t::hipSuccess) };
}

/// HIP, as the host libraries' shared C boundary reports it.
pub struct Hip;

impl Library for Hip {
    type Status = hipError_t;
    const NAME: &'static str = "hip";
    const SUCCESS: hipError_t = SUCCESS;
    const INTERNAL_ERROR: hipError_t = hipError_t::hipErrorUnknown;
}

/// Runs the body of the exported function `function`.
pub fn call(function: &'static str, body: impl FnOnce() -> HipResult) -> hipError_t {
    let status = rocuda_host_common::call::<Hip>(function, body);
    if status != SUCCESS {
        LAST_ERROR.set(status);
    }
    status
}

/// The last error, reset to success when `reset`.
pub fn last_error(reset: bool) -> hipError_t {
    if reset { LAST_ERROR.replace(SUCCESS) } else { LAST_ERROR.get() }
}

/// Logs why an argument was refused and returns `status`.
pub fn refuse(function: &str, why: impl std::fmt::Display, status: hipError_t) -> hipError_t {
    tracing::warn!("hip: {function}: {why}; returning {}", describe(status));
    status
}

/// Writes `value` through the output pointer `out`; null is `hipErrorInvalidValue`.
///
/// # Safety
/// `out`, if non-null, points to writable memory for a `T`.
pub unsafe fn write<T>(out: *mut T, value: T) -> HipResult {
    if out.is_null() {
        return Err(hipError_t::hipErrorInvalidValue);
    }
    // SAFETY: `out` is non-null (checked above) and points to writable memory for a `T`,
    // by this function's contract; unaligned, since C callers' structures may pack it.
    unsafe { out.write_unaligned(value) };
    Ok(())
}

/// Reads the input pointer `input`; null is `hipErrorInvalidValue`.
///
/// # Safety
/// `input`, if non-null, points to a readable `T`.
pub unsafe fn read<T: Copy>(input: *const T) -> HipResult<T> {
    if input.is_null() {
        return Err(hipError_t::hipErrorInvalidValue);
    }
    // SAFETY: `input` is non-null (checked above) and points to a readable `T`, by this
    // function's contract; read unaligned, as for `write`.
    Ok(unsafe { input.read_unaligned() })
}

/// Fails with `status` unless `condition` holds.
pub fn ensure(condition: bool, status: hipError_t) -> HipResult {
    if condition { Ok(()) } else { Err(status) }
}

/// Runs the body of an exported function that returns a value, not a status; a panic gives
/// `fallback`.
pub fn value<T>(function: &'static str, fallback: T, body: impl FnOnce() -> T) -> T {
    rocuda_host_common::value::<Hip, T>(function, fallback, body)
}
