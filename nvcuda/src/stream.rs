//! Streams: each a checked handle over a HIP stream, with the context it belongs to.
//!
//! The two special handles keep their meaning: `CU_STREAM_LEGACY` (and the null stream) is
//! HIP's null stream, which synchronizes with the others as CUDA's legacy stream does;
//! `CU_STREAM_PER_THREAD` is HIP's per-thread stream.
//!
//! Stream capture is in `capture.rs`, over this module's handles; recording events and
//! waiting on them, in `event.rs`.

use std::ffi::c_void;
use std::sync::Arc;

use hip_sys::{hipError_t, hipStream_t};
use rocuda_core::handles::Registry;

use crate::stream_handles::PER_THREAD;
use crate::types::{CUcontext, CUhostFn, CUresult, CUstream, CUstreamCallback};
use crate::{check, context};

pub struct Stream {
    pub hip: hipStream_t,
    pub context: CUcontext,
    flags: u32,
    priority: i32,
}

// SAFETY: a HIP stream handle may be used from any thread; the context handle is a token.
unsafe impl Send for Stream {}
// SAFETY: as above; the fields never change.
unsafe impl Sync for Stream {}

static STREAMS: Registry<Stream> = Registry::new();

const LEGACY: usize = 0x1;

fn get(stream: CUstream) -> Result<Arc<Stream>, CUresult> {
    STREAMS.get(stream as usize).ok_or(CUresult::CUDA_ERROR_INVALID_HANDLE)
}

/// The HIP stream for `stream`: the special handles, or a live stream of rocuda's.
pub fn hip_stream(stream: CUstream) -> Result<hipStream_t, CUresult> {
    match stream as usize {
        0 | LEGACY => Ok(std::ptr::null_mut()),
        PER_THREAD => Ok(PER_THREAD as hipStream_t),
        _ => Ok(get(stream)?.hip),
    }
}

/// `CU_STREAM_NON_BLOCKING` is HIP's `hipStreamNonBlocking`.
fn create(flags: u32, priority: i32) -> Result<CUstream, CUresult> {
    let (current, _) = context::current_with_handle()?;
    if flags & !0x1 != 0 {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    let mut created = std::ptr::null_mut();
    // SAFETY: an out-pointer.
    check(unsafe { hip_sys::hipStreamCreateWithPriority(&mut created, flags, priority) })?;
    let mut actual = priority;
    // SAFETY: the stream just made and an out-pointer.
    check(unsafe { hip_sys::hipStreamGetPriority(created, &mut actual) })?;
    Ok(STREAMS.insert(Stream { hip: created, context: current, flags, priority: actual }).0 as CUstream)
}

pub fn cuStreamCreate(stream: &mut CUstream, flags: u32) -> Result<(), CUresult> {
    *stream = create(flags, 0)?;
    Ok(())
}

pub fn cuStreamCreateWithPriority(stream: &mut CUstream, flags: u32, priority: i32) -> Result<(), CUresult> {
    *stream = create(flags, priority)?;
    Ok(())
}

pub fn cuStreamDestroy_v2(stream: CUstream) -> Result<(), CUresult> {
    context::current()?;
    let object = STREAMS.remove(stream as usize).ok_or(CUresult::CUDA_ERROR_INVALID_HANDLE)?;
    crate::params::forget_stream(object.hip);
    // SAFETY: a stream this library made, now unreachable through its handle.
    check(unsafe { hip_sys::hipStreamDestroy(object.hip) })
}

pub fn cuStreamSynchronize(stream: CUstream) -> Result<(), CUresult> {
    context::current()?;
    let s = hip_stream(stream)?;
    // SAFETY: a live stream.
    check(unsafe { hip_sys::hipStreamSynchronize(s) })
}

pub fn cuStreamQuery(stream: CUstream) -> Result<(), CUresult> {
    context::current()?;
    let s = hip_stream(stream)?;
    // SAFETY: a live stream.
    check(unsafe { hip_sys::hipStreamQuery(s) })
}

pub fn cuStreamGetFlags(stream: CUstream, flags: &mut u32) -> Result<(), CUresult> {
    context::current()?;
    *flags = match stream as usize {
        0 | LEGACY | PER_THREAD => 0,
        _ => get(stream)?.flags,
    };
    Ok(())
}

pub fn cuStreamGetPriority(stream: CUstream, priority: &mut i32) -> Result<(), CUresult> {
    context::current()?;
    *priority = match stream as usize {
        0 | LEGACY | PER_THREAD => 0,
        _ => get(stream)?.priority,
    };
    Ok(())
}

pub fn cuStreamGetCtx(stream: CUstream, context: &mut CUcontext) -> Result<(), CUresult> {
    *context = match stream as usize {
        0 | LEGACY | PER_THREAD => context::current_with_handle()?.0,
        _ => get(stream)?.context,
    };
    Ok(())
}

pub fn cuStreamGetId(stream: CUstream, id: &mut u64) -> Result<(), CUresult> {
    context::current()?;
    hip_stream(stream)?;
    *id = stream as u64;
    Ok(())
}

/// A `cuStreamAddCallback` callback on its way through HIP, which calls it with HIP's
/// stream and status; the caller gets its own.
struct Callback {
    function: unsafe extern "C" fn(CUstream, CUresult, *mut c_void),
    stream: CUstream,
    user: *mut c_void,
}

unsafe extern "C" fn run_callback(_: hipStream_t, status: hipError_t, data: *mut c_void) {
    // SAFETY: `data` is the Box `cuStreamAddCallback` leaked for this one call.
    let callback = unsafe { Box::from_raw(data.cast::<Callback>()) };
    let status = crate::status::from_hip(status).unwrap_or(CUresult::CUDA_ERROR_UNKNOWN);
    // SAFETY: the caller's callback with the arguments it expects.
    unsafe { (callback.function)(callback.stream, status, callback.user) };
}

pub fn cuStreamAddCallback(stream: CUstream, callback: CUstreamCallback, user: *mut c_void, flags: u32) -> Result<(), CUresult> {
    context::current()?;
    let function = callback.ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
    if flags != 0 {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    let s = hip_stream(stream)?;
    let data = Box::into_raw(Box::new(Callback { function, stream, user }));
    // SAFETY: `run_callback` takes back the Box exactly once.
    let added = check(unsafe { hip_sys::hipStreamAddCallback(s, Some(run_callback), data.cast(), 0) });
    if added.is_err() {
        // SAFETY: HIP did not take the callback, so the Box is still ours.
        drop(unsafe { Box::from_raw(data) });
    }
    added
}

pub fn cuLaunchHostFunc(stream: CUstream, function: CUhostFn, user: *mut c_void) -> Result<(), CUresult> {
    context::current()?;
    function.ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
    let s = hip_stream(stream)?;
    // SAFETY: the caller's function and data, run once by HIP.
    check(unsafe { hip_sys::hipLaunchHostFunc(s, function, user) })
}

/// The stream a per-thread-default-stream export (`*_ptsz`, what `cuGetProcAddress` hands to
/// programs built with `--default-stream per-thread`) means: there, stream 0 is the calling
/// thread's default stream, not the legacy one.
pub fn per_thread_default(stream: CUstream) -> CUstream {
    if stream.is_null() { PER_THREAD as CUstream } else { stream }
}
