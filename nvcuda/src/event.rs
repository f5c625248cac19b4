//! Events: checked handles over HIP events, recorded on streams and waited for by them
//! (`cuEventRecord*`, `cuStreamWaitEvent`: events depend on streams, not the other way).
//! `CU_EVENT_BLOCKING_SYNC`, `DISABLE_TIMING` and `INTERPROCESS` have HIP's values.

use std::collections::BTreeMap;
use std::sync::Mutex;

use hip_sys::hipEvent_t;
use rocuda_core::handles::Registry;

use crate::types::{CUevent, CUresult, CUstream};
use crate::{check, context, stream};

pub struct Event {
    hip: hipEvent_t,
}

// SAFETY: a HIP event handle may be used from any thread.
unsafe impl Send for Event {}
// SAFETY: as above; the field never changes.
unsafe impl Sync for Event {}

static EVENTS: Registry<Event> = Registry::new();
/// The handle of each HIP event, for what HIP reports back (a graph's event nodes).
static BY_HIP: Mutex<BTreeMap<usize, usize>> = Mutex::new(BTreeMap::new());

fn by_hip() -> std::sync::MutexGuard<'static, BTreeMap<usize, usize>> {
    BY_HIP.lock().unwrap_or_else(|p| p.into_inner())
}

/// The event whose HIP event is `hip`.
pub fn from_hip(hip: hipEvent_t) -> Option<CUevent> {
    by_hip().get(&(hip as usize)).map(|e| *e as CUevent)
}

pub fn hip_event(event: CUevent) -> Result<hipEvent_t, CUresult> {
    EVENTS.get(event as usize).map(|e| e.hip).ok_or(CUresult::CUDA_ERROR_INVALID_HANDLE)
}

pub fn cuEventCreate(event: &mut CUevent, flags: u32) -> Result<(), CUresult> {
    context::current()?;
    if flags & !0x7 != 0 || (flags & 0x4 != 0 && flags & 0x2 == 0) {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    let mut created = std::ptr::null_mut();
    // SAFETY: an out-pointer.
    check(unsafe { hip_sys::hipEventCreateWithFlags(&mut created, flags) })?;
    let handle = EVENTS.insert(Event { hip: created }).0;
    by_hip().insert(created as usize, handle);
    *event = handle as CUevent;
    Ok(())
}

pub fn cuEventDestroy_v2(event: CUevent) -> Result<(), CUresult> {
    context::current()?;
    let object = EVENTS.remove(event as usize).ok_or(CUresult::CUDA_ERROR_INVALID_HANDLE)?;
    by_hip().remove(&(object.hip as usize));
    // SAFETY: an event this library made, now unreachable through its handle.
    check(unsafe { hip_sys::hipEventDestroy(object.hip) })
}

pub fn cuStreamWaitEvent(stream: CUstream, event: CUevent, flags: u32) -> Result<(), CUresult> {
    context::current()?;
    // CU_EVENT_WAIT_EXTERNAL is hipEventWaitExternal.
    if flags & !0x1 != 0 {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    let (s, e) = (stream::hip_stream(stream)?, hip_event(event)?);
    // SAFETY: a live stream and event.
    check(unsafe { hip_sys::hipStreamWaitEvent(s, e, flags) })
}

pub fn cuEventRecord(event: CUevent, stream: CUstream) -> Result<(), CUresult> {
    context::current()?;
    let (e, s) = (hip_event(event)?, stream::hip_stream(stream)?);
    // SAFETY: a live event and stream.
    check(unsafe { hip_sys::hipEventRecord(e, s) })
}

/// `CU_EVENT_RECORD_EXTERNAL` is `hipEventRecordExternal`: in a capture, the record
/// becomes a graph node.
pub fn cuEventRecordWithFlags(event: CUevent, stream: CUstream, flags: u32) -> Result<(), CUresult> {
    context::current()?;
    if flags & !0x1 != 0 {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    let (e, s) = (hip_event(event)?, stream::hip_stream(stream)?);
    // SAFETY: a live event and stream.
    check(unsafe { hip_sys::hipEventRecordWithFlags(e, s, flags) })
}

pub fn cuEventQuery(event: CUevent) -> Result<(), CUresult> {
    context::current()?;
    let e = hip_event(event)?;
    // SAFETY: a live event.
    check(unsafe { hip_sys::hipEventQuery(e) })
}

pub fn cuEventSynchronize(event: CUevent) -> Result<(), CUresult> {
    context::current()?;
    let e = hip_event(event)?;
    // SAFETY: a live event.
    check(unsafe { hip_sys::hipEventSynchronize(e) })
}

pub fn cuEventElapsedTime(milliseconds: &mut f32, start: CUevent, end: CUevent) -> Result<(), CUresult> {
    context::current()?;
    let (s, e) = (hip_event(start)?, hip_event(end)?);
    // SAFETY: live events and an out-pointer.
    check(unsafe { hip_sys::hipEventElapsedTime(milliseconds, s, e) })
}

pub fn cuEventElapsedTime_v2(milliseconds: &mut f32, start: CUevent, end: CUevent) -> Result<(), CUresult> {
    cuEventElapsedTime(milliseconds, start, end)
}
