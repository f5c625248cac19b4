//! Streams, and the stream-ordered work that is not a copy or a launch: recording events,
//! waiting on them, host functions and callbacks.
//!
//! The host device executes synchronously: every stream-ordered operation (copy, fill,
//! launch, host function) has finished when its call returns. That keeps every ordering a
//! stream promises — within a stream, across streams through events, and with the host —
//! and makes queries and waits immediate. Streams still exist as checked objects with
//! their flags and priorities, because callers ask for them back.
//!
//! - [`submit`]: where a stream's work goes, to run now or, on a capturing stream, to become
//!   a graph node (all of it but stream callbacks and cooperative launches, which no graph
//!   here holds: a capturing stream refuses them, and otherwise they run at once);
//! - [`captures`]: the captures in progress and CUDA's rules for them, which any call may
//!   ask (an allocation, a device synchronization) without reaching graphs;
//! - [`event`]: the events themselves;
//! - [`memcpy`] and [`launch`]: the copy, fill and launch calls.

pub mod captures;
pub mod event;
mod launch;
mod memcpy;
mod submit;

use std::ffi::{c_int, c_uint, c_void};

use hip_sys::{hipError_t, hipEvent_t, hipHostFn_t, hipStream_t, hipStreamCallback_t};

use crate::api::{HipResult, call, ensure, write};
use crate::device::{PRIORITY_GREATEST, PRIORITY_LEAST};
use crate::executor;
use crate::operation::{Host, Operation};
use rocuda_core::handles::Registry;

pub use submit::submit;

/// HIP's `hipStreamPerThread`, `(hipStream_t)2`.
const PER_THREAD: usize = 2;

struct Stream {
    flags: c_uint,
    priority: c_int,
}

static STREAMS: Registry<Stream> = Registry::new();

/// The null stream and the per-thread stream: legacy defaults, flags 0, priority 0.
fn is_default(stream: hipStream_t) -> bool {
    stream.is_null() || stream as usize == PER_THREAD
}

/// Checks that `stream` is a default stream or one this library created and has not
/// destroyed.
pub fn check(stream: hipStream_t) -> HipResult {
    ensure(is_default(stream) || STREAMS.get(stream as usize).is_some(), hipError_t::hipErrorInvalidHandle)
}

/// A stream's flags (0 for the default streams, and for a stream that is gone).
pub fn flags(stream: hipStream_t) -> c_uint {
    STREAMS.with(stream as usize, |s| s.flags).unwrap_or(0)
}

/// Whether `stream` synchronizes with the legacy null stream.
pub fn is_blocking(stream: hipStream_t) -> bool {
    flags(stream) & hip_sys::hipStreamNonBlocking == 0
}

/// Makes a stream and writes its handle to `out`.
///
/// # Safety
/// `out`, if non-null, points to a writable `hipStream_t`.
unsafe fn create(out: *mut hipStream_t, flags: c_uint, priority: c_int) -> HipResult {
    ensure(flags & !hip_sys::hipStreamNonBlocking == 0, hipError_t::hipErrorInvalidValue)?;
    ensure(!out.is_null(), hipError_t::hipErrorInvalidValue)?;
    // Out-of-range priorities are clamped, as CUDA does.
    let priority = priority.clamp(PRIORITY_GREATEST, PRIORITY_LEAST);
    let (handle, _) = STREAMS.insert(Stream { flags, priority });
    // SAFETY: `out` is non-null (checked above) and points to a writable `hipStream_t`, by
    // this function's contract.
    unsafe { write(out, handle as hipStream_t) }
}

/// # Safety
/// `stream`, if non-null, points to a writable `hipStream_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipStreamCreate(stream: *mut hipStream_t) -> hipError_t {
    // SAFETY: `stream` is null or writable, by this function's contract, as `create` asks.
    call("hipStreamCreate", || unsafe { create(stream, 0, 0) })
}

/// # Safety
/// As [`hipStreamCreate`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipStreamCreateWithFlags(stream: *mut hipStream_t, flags: c_uint) -> hipError_t {
    // SAFETY: `stream` is null or writable, by this function's contract, as `create` asks.
    call("hipStreamCreateWithFlags", || unsafe { create(stream, flags, 0) })
}

/// # Safety
/// As [`hipStreamCreate`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipStreamCreateWithPriority(stream: *mut hipStream_t, flags: c_uint, priority: c_int) -> hipError_t {
    // SAFETY: `stream` is null or writable, by this function's contract, as `create` asks.
    call("hipStreamCreateWithPriority", || unsafe { create(stream, flags, priority) })
}

#[unsafe(no_mangle)]
pub extern "C" fn hipStreamDestroy(stream: hipStream_t) -> hipError_t {
    call("hipStreamDestroy", || {
        STREAMS.remove(stream as usize).ok_or(hipError_t::hipErrorInvalidHandle)?;
        submit::forget_stream(stream);
        Ok(())
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn hipStreamSynchronize(stream: hipStream_t) -> hipError_t {
    call("hipStreamSynchronize", || {
        check(stream)?;
        captures::synchronize_stream(stream, "hipStreamSynchronize")?;
        executor::sticky_error()
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn hipStreamQuery(stream: hipStream_t) -> hipError_t {
    call("hipStreamQuery", || {
        check(stream)?;
        captures::synchronize_stream(stream, "hipStreamQuery")?;
        executor::sticky_error()
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn hipStreamWaitEvent(stream: hipStream_t, event: hipEvent_t, flags: c_uint) -> hipError_t {
    call("hipStreamWaitEvent", || {
        check(stream)?;
        event::lookup(event)?;
        ensure(flags & !hip_sys::hipEventWaitExternal == 0, hipError_t::hipErrorInvalidValue)?;
        submit::wait(stream, event, flags != 0, is_blocking(stream))
    })
}

/// # Safety
/// `flags`, if non-null, points to a writable `unsigned int`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipStreamGetFlags(stream: hipStream_t, flags: *mut c_uint) -> hipError_t {
    call("hipStreamGetFlags", || {
        check(stream)?;
        let value = STREAMS.get(stream as usize).map_or(0, |s| s.flags);
        // SAFETY: `flags` is null, which `write` refuses, or points to a writable
        // `unsigned int`, by this function's contract.
        unsafe { write(flags, value) }
    })
}

/// # Safety
/// `priority`, if non-null, points to a writable `int`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipStreamGetPriority(stream: hipStream_t, priority: *mut c_int) -> hipError_t {
    call("hipStreamGetPriority", || {
        check(stream)?;
        let value = STREAMS.get(stream as usize).map_or(0, |s| s.priority);
        // SAFETY: `priority` is null, which `write` refuses, or points to a writable `int`,
        // by this function's contract.
        unsafe { write(priority, value) }
    })
}

/// # Safety
/// `device`, if non-null, points to a writable `hipDevice_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipStreamGetDevice(stream: hipStream_t, device: *mut hip_sys::hipDevice_t) -> hipError_t {
    call("hipStreamGetDevice", || {
        check(stream)?;
        // SAFETY: `device` is null, which `write` refuses, or points to a writable
        // `hipDevice_t`, by this function's contract.
        unsafe { write(device, 0) }
    })
}

fn record(event: hipEvent_t, stream: hipStream_t, flags: c_uint) -> HipResult {
    event::lookup(event)?;
    check(stream)?;
    submit::record(event, stream, flags != 0)
}

#[unsafe(no_mangle)]
pub extern "C" fn hipEventRecord(event: hipEvent_t, stream: hipStream_t) -> hipError_t {
    call("hipEventRecord", || record(event, stream, 0))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipEventRecordWithFlags(event: hipEvent_t, stream: hipStream_t, flags: c_uint) -> hipError_t {
    call("hipEventRecordWithFlags", || {
        ensure(flags & !hip_sys::hipEventRecordExternal == 0, hipError_t::hipErrorInvalidValue)?;
        record(event, stream, flags)
    })
}

/// # Safety
/// `function` may be called with `user_data` when the stream reaches it (now, or when a
/// graph captured from the stream runs), on the calling thread.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipLaunchHostFunc(stream: hipStream_t, function: hipHostFn_t, user_data: *mut c_void) -> hipError_t {
    call("hipLaunchHostFunc", || {
        check(stream)?;
        let function = function.ok_or(hipError_t::hipErrorInvalidValue)?;
        submit(stream, Operation::Host(Host { function, data: user_data as usize }))
    })
}

/// A callback takes the stream and its status, which a graph's host node has not: a
/// capturing stream refuses it, and otherwise it runs now.
///
/// # Safety
/// `callback` may be called with `user_data` now, on this thread.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipStreamAddCallback(stream: hipStream_t, callback: hipStreamCallback_t, user_data: *mut c_void, flags: c_uint) -> hipError_t {
    call("hipStreamAddCallback", || {
        check(stream)?;
        ensure(flags == 0, hipError_t::hipErrorInvalidValue)?;
        let callback = callback.ok_or(hipError_t::hipErrorInvalidValue)?;
        captures::refuse_on(stream, "hipStreamAddCallback")?;
        let status = executor::sticky_error().err().unwrap_or(hipError_t::hipSuccess);
        // SAFETY: the caller's callback, which this function's contract lets us call now with
        // `user_data`; the stream and status are the ones HIP documents it receives.
        unsafe { callback(stream, status, user_data) };
        Ok(())
    })
}

/// Not HIP's: the host device's other libraries (rocBLAS, rocSOLVER) call it when a host
/// function they queued failed (it panicked, leaving its results unwritten). HIP gives a host
/// function no way to fail, so the device takes the failure as it takes a kernel's fault: a
/// sticky `hipErrorLaunchFailure` that every later synchronization reports.
#[unsafe(no_mangle)]
pub extern "C" fn rocuda_host_function_failed() {
    tracing::error!("hip: a host function failed; the device's error is now sticky");
    executor::set_sticky_error(hipError_t::hipErrorLaunchFailure);
}
