//! Events: checked handles with their flags and the time they were last recorded.
//!
//! An event's time is taken when it is recorded, which, with synchronous execution, is when
//! the work before it ended; so a query answers at once and a wait returns at once.
//! Recording an event and waiting on one are a stream's work, in `stream/mod.rs`; this file
//! holds the events themselves and the calls that do not involve a stream.

use std::ffi::c_uint;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use hip_sys::{hipError_t, hipEvent_t};
use rocuda_core::handles::Registry;

use super::captures;
use crate::api::{HipResult, call, ensure, write};
use crate::executor;

pub struct Event {
    flags: c_uint,
    recorded: Mutex<Option<Instant>>,
}

static EVENTS: Registry<Event> = Registry::new();

/// A live event; a stale or made-up handle is `hipErrorInvalidHandle`.
pub fn lookup(event: hipEvent_t) -> HipResult<Arc<Event>> {
    EVENTS.get(event as usize).ok_or(hipError_t::hipErrorInvalidHandle)
}

/// Checks that `event` is a live event.
pub fn check(event: hipEvent_t) -> HipResult {
    ensure(EVENTS.contains(event as usize), hipError_t::hipErrorInvalidHandle)
}

/// Records `event` now (a record outside a capture, or a graph's event record node).
pub fn stamp(event: hipEvent_t) -> HipResult {
    *lookup(event)?.recorded.lock().unwrap_or_else(|p| p.into_inner()) = Some(Instant::now());
    Ok(())
}

/// Makes an event and writes its handle to `out`.
///
/// # Safety
/// `out`, if non-null, points to a writable `hipEvent_t`.
unsafe fn create(out: *mut hipEvent_t, flags: c_uint) -> HipResult {
    let known = hip_sys::hipEventBlockingSync | hip_sys::hipEventDisableTiming | hip_sys::hipEventInterprocess | hip_sys::hipEventDisableSystemFence;
    ensure(flags & !known == 0, hipError_t::hipErrorInvalidValue)?;
    ensure(!out.is_null(), hipError_t::hipErrorInvalidValue)?;
    let (handle, _) = EVENTS.insert(Event { flags, recorded: Mutex::new(None) });
    // SAFETY: `out` is non-null (checked above) and points to a writable `hipEvent_t`, by
    // this function's contract.
    unsafe { write(out, handle as hipEvent_t) }
}

/// # Safety
/// `event`, if non-null, points to a writable `hipEvent_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipEventCreate(event: *mut hipEvent_t) -> hipError_t {
    // SAFETY: `event` is null or writable, by this function's contract, as `create` asks.
    call("hipEventCreate", || unsafe { create(event, 0) })
}

/// # Safety
/// As [`hipEventCreate`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipEventCreateWithFlags(event: *mut hipEvent_t, flags: c_uint) -> hipError_t {
    // SAFETY: `event` is null or writable, by this function's contract, as `create` asks.
    call("hipEventCreateWithFlags", || unsafe { create(event, flags) })
}

#[unsafe(no_mangle)]
pub extern "C" fn hipEventDestroy(event: hipEvent_t) -> hipError_t {
    call("hipEventDestroy", || {
        EVENTS.remove(event as usize).ok_or(hipError_t::hipErrorInvalidHandle)?;
        captures::forget_event(event);
        Ok(())
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn hipEventQuery(event: hipEvent_t) -> hipError_t {
    // Recorded or not, nothing is pending: CUDA answers success for both.
    call("hipEventQuery", || {
        lookup(event)?;
        captures::check_event(event, "hipEventQuery")
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn hipEventSynchronize(event: hipEvent_t) -> hipError_t {
    call("hipEventSynchronize", || {
        lookup(event)?;
        captures::check_event(event, "hipEventSynchronize")?;
        executor::sticky_error()
    })
}

/// # Safety
/// `ms`, if non-null, points to a writable `float`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipEventElapsedTime(ms: *mut f32, start: hipEvent_t, stop: hipEvent_t) -> hipError_t {
    call("hipEventElapsedTime", || {
        captures::check_event(start, "hipEventElapsedTime")?;
        captures::check_event(stop, "hipEventElapsedTime")?;
        let (start, stop) = (lookup(start)?, lookup(stop)?);
        let timed = |e: &Event| e.flags & hip_sys::hipEventDisableTiming == 0;
        ensure(timed(&start) && timed(&stop), hipError_t::hipErrorInvalidHandle)?;
        let at = |e: &Event| *e.recorded.lock().unwrap_or_else(|p| p.into_inner());
        let (Some(begin), Some(end)) = (at(&start), at(&stop)) else { return Err(hipError_t::hipErrorInvalidHandle) };
        let elapsed = if end >= begin { end.duration_since(begin).as_secs_f64() } else { -begin.duration_since(end).as_secs_f64() };
        // SAFETY: `ms` is null, which `write` refuses, or points to a writable `float`, by
        // this function's contract.
        unsafe { write(ms, (elapsed * 1e3) as f32) }
    })
}
