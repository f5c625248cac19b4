//! Streams and events.
//!
//! The host device executes synchronously: every stream-ordered operation (copy, fill,
//! launch, host function) has finished when its call returns. That keeps every ordering a
//! stream promises — within a stream, across streams through events, and with the host —
//! and makes queries and waits immediate. Streams still exist as checked objects with
//! their flags and priorities, because callers ask for them back. An event's time is taken
//! when it is recorded, which, with synchronous execution, is when the work before it ended.
//!
//! A capturing stream records its operations instead of running them (`graph/capture.rs`);
//! each call here asks the capture first, at the cost of one atomic load when nothing
//! captures.

use std::ffi::{c_int, c_uint, c_void};
use std::sync::Mutex;
use std::time::Instant;

use hip_sys::{hipError_t, hipEvent_t, hipHostFn_t, hipStreamCallback_t, hipStream_t};

use crate::api::{HipResult, call, ensure, write};
use crate::executor;
use crate::graph::capture;
use crate::graph::operation::{Host, Operation};
use rocuda_core::handles::Registry;

pub const PRIORITY_LEAST: c_int = 0;
pub const PRIORITY_GREATEST: c_int = -1;

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

fn create(out: *mut hipStream_t, flags: c_uint, priority: c_int) -> HipResult {
    ensure(flags & !hip_sys::hipStreamNonBlocking == 0, hipError_t::hipErrorInvalidValue)?;
    ensure(!out.is_null(), hipError_t::hipErrorInvalidValue)?;
    // Out-of-range priorities are clamped, as CUDA does.
    let priority = priority.clamp(PRIORITY_GREATEST, PRIORITY_LEAST);
    let (handle, _) = STREAMS.insert(Stream { flags, priority });
    // SAFETY: checked non-null; writable by the caller's contract.
    unsafe { write(out, handle as hipStream_t) }
}

/// # Safety
/// `stream`, if non-null, points to a writable `hipStream_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipStreamCreate(stream: *mut hipStream_t) -> hipError_t {
    call("hipStreamCreate", || create(stream, 0, 0))
}

/// # Safety
/// As [`hipStreamCreate`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipStreamCreateWithFlags(stream: *mut hipStream_t, flags: c_uint) -> hipError_t {
    call("hipStreamCreateWithFlags", || create(stream, flags, 0))
}

/// # Safety
/// As [`hipStreamCreate`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipStreamCreateWithPriority(stream: *mut hipStream_t, flags: c_uint, priority: c_int) -> hipError_t {
    call("hipStreamCreateWithPriority", || create(stream, flags, priority))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipStreamDestroy(stream: hipStream_t) -> hipError_t {
    call("hipStreamDestroy", || {
        STREAMS.remove(stream as usize).ok_or(hipError_t::hipErrorInvalidHandle)?;
        capture::forget_stream(stream);
        Ok(())
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn hipStreamSynchronize(stream: hipStream_t) -> hipError_t {
    call("hipStreamSynchronize", || {
        check(stream)?;
        capture::synchronize_stream(stream, "hipStreamSynchronize")?;
        executor::sticky_error()
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn hipStreamQuery(stream: hipStream_t) -> hipError_t {
    call("hipStreamQuery", || {
        check(stream)?;
        capture::synchronize_stream(stream, "hipStreamQuery")?;
        executor::sticky_error()
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn hipStreamWaitEvent(stream: hipStream_t, event: hipEvent_t, flags: c_uint) -> hipError_t {
    call("hipStreamWaitEvent", || {
        check(stream)?;
        lookup(event)?;
        ensure(flags & !hip_sys::hipEventWaitExternal == 0, hipError_t::hipErrorInvalidValue)?;
        // Outside a capture, what the event marks has finished already.
        capture::wait(stream, event, flags != 0).map(drop)
    })
}

/// # Safety
/// `flags`, if non-null, points to a writable `unsigned int`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipStreamGetFlags(stream: hipStream_t, flags: *mut c_uint) -> hipError_t {
    call("hipStreamGetFlags", || {
        check(stream)?;
        let value = STREAMS.get(stream as usize).map_or(0, |s| s.flags);
        // SAFETY: forwarded from the caller.
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
        // SAFETY: forwarded from the caller.
        unsafe { write(priority, value) }
    })
}

/// # Safety
/// `device`, if non-null, points to a writable `hipDevice_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipStreamGetDevice(stream: hipStream_t, device: *mut hip_sys::hipDevice_t) -> hipError_t {
    call("hipStreamGetDevice", || {
        check(stream)?;
        // SAFETY: forwarded from the caller.
        unsafe { write(device, 0) }
    })
}

/// # Safety
/// `callback` may be called with `user_data` now, on this thread.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipStreamAddCallback(stream: hipStream_t, callback: hipStreamCallback_t, user_data: *mut c_void, flags: c_uint) -> hipError_t {
    call("hipStreamAddCallback", || {
        check(stream)?;
        ensure(flags == 0, hipError_t::hipErrorInvalidValue)?;
        let callback = callback.ok_or(hipError_t::hipErrorInvalidValue)?;
        // A callback takes the stream and its status, which a graph's host node has not.
        capture::refuse_on(stream, "hipStreamAddCallback")?;
        let status = executor::sticky_error().err().unwrap_or(hipError_t::hipSuccess);
        // SAFETY: the caller's function, called as HIP documents it.
        unsafe { callback(stream, status, user_data) };
        Ok(())
    })
}

/// # Safety
/// `function` may be called with `user_data` now, on this thread.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipLaunchHostFunc(stream: hipStream_t, function: hipHostFn_t, user_data: *mut c_void) -> hipError_t {
    call("hipLaunchHostFunc", || {
        check(stream)?;
        let function = function.ok_or(hipError_t::hipErrorInvalidValue)?;
        if capture::any() && capture::submit(stream, Operation::Host(Host { function, data: user_data as usize }))?.is_none() {
            return Ok(());
        }
        executor::sticky_error()?;
        // SAFETY: the caller's function, called as HIP documents it.
        unsafe { function(user_data) };
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

struct Event {
    flags: c_uint,
    recorded: Mutex<Option<Instant>>,
}

static EVENTS: Registry<Event> = Registry::new();

fn lookup(event: hipEvent_t) -> HipResult<std::sync::Arc<Event>> {
    EVENTS.get(event as usize).ok_or(hipError_t::hipErrorInvalidHandle)
}

/// Checks that `event` is a live event.
pub fn check_event(event: hipEvent_t) -> HipResult {
    ensure(EVENTS.contains(event as usize), hipError_t::hipErrorInvalidHandle)
}

/// Records `event` now (a graph's event record node).
pub fn stamp(event: hipEvent_t) -> HipResult {
    *lookup(event)?.recorded.lock().unwrap_or_else(|p| p.into_inner()) = Some(Instant::now());
    Ok(())
}

fn create_event(out: *mut hipEvent_t, flags: c_uint) -> HipResult {
    let known = hip_sys::hipEventBlockingSync | hip_sys::hipEventDisableTiming | hip_sys::hipEventInterprocess | hip_sys::hipEventDisableSystemFence;
    ensure(flags & !known == 0, hipError_t::hipErrorInvalidValue)?;
    ensure(!out.is_null(), hipError_t::hipErrorInvalidValue)?;
    let (handle, _) = EVENTS.insert(Event { flags, recorded: Mutex::new(None) });
    // SAFETY: checked non-null; writable by the caller's contract.
    unsafe { write(out, handle as hipEvent_t) }
}

/// # Safety
/// `event`, if non-null, points to a writable `hipEvent_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipEventCreate(event: *mut hipEvent_t) -> hipError_t {
    call("hipEventCreate", || create_event(event, 0))
}

/// # Safety
/// As [`hipEventCreate`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipEventCreateWithFlags(event: *mut hipEvent_t, flags: c_uint) -> hipError_t {
    call("hipEventCreateWithFlags", || create_event(event, flags))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipEventDestroy(event: hipEvent_t) -> hipError_t {
    call("hipEventDestroy", || {
        EVENTS.remove(event as usize).ok_or(hipError_t::hipErrorInvalidHandle)?;
        capture::forget_event(event);
        Ok(())
    })
}

fn record(event: hipEvent_t, stream: hipStream_t, flags: c_uint) -> HipResult {
    lookup(event)?;
    check(stream)?;
    if capture::record(event, stream, flags != 0)? {
        return Ok(());
    }
    stamp(event)
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

#[unsafe(no_mangle)]
pub extern "C" fn hipEventQuery(event: hipEvent_t) -> hipError_t {
    // Recorded or not, nothing is pending: CUDA answers success for both.
    call("hipEventQuery", || {
        lookup(event)?;
        capture::check_event(event, "hipEventQuery")
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn hipEventSynchronize(event: hipEvent_t) -> hipError_t {
    call("hipEventSynchronize", || {
        lookup(event)?;
        capture::check_event(event, "hipEventSynchronize")?;
        executor::sticky_error()
    })
}

/// # Safety
/// `ms`, if non-null, points to a writable `float`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipEventElapsedTime(ms: *mut f32, start: hipEvent_t, stop: hipEvent_t) -> hipError_t {
    call("hipEventElapsedTime", || {
        capture::check_event(start, "hipEventElapsedTime")?;
        capture::check_event(stop, "hipEventElapsedTime")?;
        let (start, stop) = (lookup(start)?, lookup(stop)?);
        let timed = |e: &Event| e.flags & hip_sys::hipEventDisableTiming == 0;
        ensure(timed(&start) && timed(&stop), hipError_t::hipErrorInvalidHandle)?;
        let at = |e: &Event| *e.recorded.lock().unwrap_or_else(|p| p.into_inner());
        let (Some(begin), Some(end)) = (at(&start), at(&stop)) else { return Err(hipError_t::hipErrorInvalidHandle) };
        let elapsed = if end >= begin { end.duration_since(begin).as_secs_f64() } else { -begin.duration_since(end).as_secs_f64() };
        // SAFETY: forwarded from the caller.
        unsafe { write(ms, (elapsed * 1e3) as f32) }
    })
}
