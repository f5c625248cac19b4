//! Events: checked handles over HIP events. `CU_EVENT_BLOCKING_SYNC`, `DISABLE_TIMING` and
//! `INTERPROCESS` have HIP's values.

use hip_sys::hipEvent_t;
use rocuda_core::handles::Registry;

use crate::types::{CUevent, CUresult, CUstream};
use crate::{context, hip, stream};

pub struct Event {
    hip: hipEvent_t,
}

// SAFETY: a HIP event handle may be used from any thread.
unsafe impl Send for Event {}
// SAFETY: as above; the field never changes.
unsafe impl Sync for Event {}

static EVENTS: Registry<Event> = Registry::new();

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
    hip::check(unsafe { hip_sys::hipEventCreateWithFlags(&mut created, flags) })?;
    *event = EVENTS.insert(Event { hip: created }).0 as CUevent;
    Ok(())
}

pub fn cuEventDestroy_v2(event: CUevent) -> Result<(), CUresult> {
    context::current()?;
    let object = EVENTS.remove(event as usize).ok_or(CUresult::CUDA_ERROR_INVALID_HANDLE)?;
    // SAFETY: an event this library made, now unreachable through its handle.
    hip::check(unsafe { hip_sys::hipEventDestroy(object.hip) })
}

pub fn cuEventRecord(event: CUevent, stream: CUstream) -> Result<(), CUresult> {
    context::current()?;
    let (e, s) = (hip_event(event)?, stream::hip_stream(stream)?);
    // SAFETY: a live event and stream.
    hip::check(unsafe { hip_sys::hipEventRecord(e, s) })
}

pub fn cuEventRecordWithFlags(event: CUevent, stream: CUstream, flags: u32) -> Result<(), CUresult> {
    if flags & !0x1 != 0 {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    cuEventRecord(event, stream)
}

pub fn cuEventQuery(event: CUevent) -> Result<(), CUresult> {
    context::current()?;
    let e = hip_event(event)?;
    // SAFETY: a live event.
    hip::check(unsafe { hip_sys::hipEventQuery(e) })
}

pub fn cuEventSynchronize(event: CUevent) -> Result<(), CUresult> {
    context::current()?;
    let e = hip_event(event)?;
    // SAFETY: a live event.
    hip::check(unsafe { hip_sys::hipEventSynchronize(e) })
}

pub fn cuEventElapsedTime(milliseconds: &mut f32, start: CUevent, end: CUevent) -> Result<(), CUresult> {
    context::current()?;
    let (s, e) = (hip_event(start)?, hip_event(end)?);
    // SAFETY: live events and an out-pointer.
    hip::check(unsafe { hip_sys::hipEventElapsedTime(milliseconds, s, e) })
}

pub fn cuEventElapsedTime_v2(milliseconds: &mut f32, start: CUevent, end: CUevent) -> Result<(), CUresult> {
    cuEventElapsedTime(milliseconds, start, end)
}
