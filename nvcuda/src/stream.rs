//! Streams: each a checked handle over a HIP stream, with the context it belongs to.
//!
//! The two special handles keep their meaning: `CU_STREAM_LEGACY` (and the null stream) is
//! HIP's null stream, which synchronizes with the others as CUDA's legacy stream does;
//! `CU_STREAM_PER_THREAD` is HIP's per-thread stream.
//!
//! Stream capture is HIP's (`graph.rs` says why): a capturing stream is a capturing HIP
//! stream, and the graph it makes is a HIP graph under a `CUgraph` handle. CUDA's capture
//! modes and statuses have HIP's values, converted with checks all the same.

use std::collections::BTreeMap;
use std::ffi::c_void;
use std::sync::{Arc, Mutex};

use hip_sys::{hipError_t, hipStreamCaptureMode as HipMode, hipStreamCaptureStatus as HipStatus, hipStream_t};
use rocuda_core::handles::Registry;

use crate::types::{
    CUcontext, CUevent, CUgraph, CUgraphEdgeData, CUgraphNode, CUhostFn, CUresult, CUstream, CUstreamCallback, CUstreamCaptureMode as Mode, CUstreamCaptureStatus as Status,
};
use crate::{check, context, event, graph};

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
/// `CU_STREAM_PER_THREAD`, which is also HIP's `hipStreamPerThread`.
pub const PER_THREAD: usize = 0x2;

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
    reported().remove(&(stream as usize));
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

pub fn cuStreamWaitEvent(stream: CUstream, event: CUevent, flags: u32) -> Result<(), CUresult> {
    context::current()?;
    // CU_EVENT_WAIT_EXTERNAL is hipEventWaitExternal.
    if flags & !0x1 != 0 {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    let (s, e) = (hip_stream(stream)?, event::hip_event(event)?);
    // SAFETY: a live stream and event.
    check(unsafe { hip_sys::hipStreamWaitEvent(s, e, flags) })
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

fn capture_mode(mode: Mode) -> Result<HipMode, CUresult> {
    Ok(match mode {
        Mode::CU_STREAM_CAPTURE_MODE_GLOBAL => HipMode::hipStreamCaptureModeGlobal,
        Mode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL => HipMode::hipStreamCaptureModeThreadLocal,
        Mode::CU_STREAM_CAPTURE_MODE_RELAXED => HipMode::hipStreamCaptureModeRelaxed,
        _ => return Err(CUresult::CUDA_ERROR_INVALID_VALUE),
    })
}

fn mode_from_hip(mode: HipMode) -> Result<Mode, CUresult> {
    Ok(match mode {
        HipMode::hipStreamCaptureModeGlobal => Mode::CU_STREAM_CAPTURE_MODE_GLOBAL,
        HipMode::hipStreamCaptureModeThreadLocal => Mode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL,
        HipMode::hipStreamCaptureModeRelaxed => Mode::CU_STREAM_CAPTURE_MODE_RELAXED,
        _ => return Err(CUresult::CUDA_ERROR_UNKNOWN),
    })
}

fn status_from_hip(status: HipStatus) -> Result<Status, CUresult> {
    Ok(match status {
        HipStatus::hipStreamCaptureStatusNone => Status::CU_STREAM_CAPTURE_STATUS_NONE,
        HipStatus::hipStreamCaptureStatusActive => Status::CU_STREAM_CAPTURE_STATUS_ACTIVE,
        HipStatus::hipStreamCaptureStatusInvalidated => Status::CU_STREAM_CAPTURE_STATUS_INVALIDATED,
        _ => return Err(CUresult::CUDA_ERROR_UNKNOWN),
    })
}

/// The first version takes no mode: its captures are global ones.
pub fn cuStreamBeginCapture(stream: CUstream) -> Result<(), CUresult> {
    cuStreamBeginCapture_v2(stream, Mode::CU_STREAM_CAPTURE_MODE_GLOBAL)
}

pub fn cuStreamBeginCapture_v2(stream: CUstream, mode: Mode) -> Result<(), CUresult> {
    context::ensure_current()?;
    let (s, mode) = (hip_stream(stream)?, capture_mode(mode)?);
    // SAFETY: a live stream.
    check(unsafe { hip_sys::hipStreamBeginCapture(s, mode) })
}

/// The capture's graph, or null when the capture ends without one (invalidated, or a
/// stream it forked was not joined back).
pub fn cuStreamEndCapture(stream: CUstream, out: &mut CUgraph) -> Result<(), CUresult> {
    context::ensure_current()?;
    let s = hip_stream(stream)?;
    // The capture's id, to forget the graph handle given out during it if it ends without
    // a graph; a stream that is not capturing has none, and HIP says so below.
    let (mut status, mut id) = (HipStatus::hipStreamCaptureStatusNone, 0);
    // SAFETY: a live stream and out-pointers.
    let _ = unsafe { hip_sys::hipStreamGetCaptureInfo(s, &mut status, &mut id) };
    let mut made = std::ptr::null_mut();
    // SAFETY: a live stream and an out-pointer.
    let ended = check(unsafe { hip_sys::hipStreamEndCapture(s, &mut made) });
    if ended.is_err() {
        // Some refusals (the wrong stream, the wrong thread) leave the capture going.
        let mut after = HipStatus::hipStreamCaptureStatusNone;
        // SAFETY: a live stream and an out-pointer.
        let _ = unsafe { hip_sys::hipStreamIsCapturing(s, &mut after) };
        if after != HipStatus::hipStreamCaptureStatusNone {
            *out = std::ptr::null_mut();
            return ended;
        }
    }
    *out = graph::captured(id, if ended.is_ok() { made } else { std::ptr::null_mut() });
    ended
}

pub fn cuStreamIsCapturing(stream: CUstream, status: &mut Status) -> Result<(), CUresult> {
    context::ensure_current()?;
    let s = hip_stream(stream)?;
    let mut found = HipStatus::hipStreamCaptureStatusNone;
    // SAFETY: a live stream and an out-pointer.
    check(unsafe { hip_sys::hipStreamIsCapturing(s, &mut found) })?;
    *status = status_from_hip(found)?;
    Ok(())
}

pub fn cuStreamGetCaptureInfo(stream: CUstream, status: &mut Status, id: Option<&mut u64>) -> Result<(), CUresult> {
    context::ensure_current()?;
    let s = hip_stream(stream)?;
    let (mut found, mut capture) = (HipStatus::hipStreamCaptureStatusNone, 0);
    // SAFETY: a live stream and out-pointers.
    check(unsafe { hip_sys::hipStreamGetCaptureInfo(s, &mut found, &mut capture) })?;
    *status = status_from_hip(found)?;
    if let Some(id) = id.filter(|_| found != HipStatus::hipStreamCaptureStatusNone) {
        *id = capture;
    }
    Ok(())
}

/// What `cuStreamGetCaptureInfo` last reported for each stream: the nodes its next
/// operation depends on, and their edges, valid until the next call for the stream.
type Reported = (Vec<usize>, Vec<CUgraphEdgeData>);

static REPORTED: Mutex<BTreeMap<usize, Reported>> = Mutex::new(BTreeMap::new());

fn reported() -> std::sync::MutexGuard<'static, BTreeMap<usize, Reported>> {
    REPORTED.lock().unwrap_or_else(|p| p.into_inner())
}

/// Every output but the status is optional, and written only while the capture is active:
/// its id, its graph, the nodes the stream's next operation will depend on, and their edges
/// (all default edges: HIP has no other kind).
#[allow(clippy::too_many_arguments)]
pub fn cuStreamGetCaptureInfo_v3(
    stream: CUstream,
    status: &mut Status,
    id: Option<&mut u64>,
    graph_out: Option<&mut CUgraph>,
    dependencies: Option<&mut *const CUgraphNode>,
    edges: Option<&mut *const CUgraphEdgeData>,
    count: Option<&mut usize>,
) -> Result<(), CUresult> {
    context::ensure_current()?;
    let s = hip_stream(stream)?;
    let (mut found, mut capture, mut hip_graph, mut nodes, mut length) = (HipStatus::hipStreamCaptureStatusNone, 0, std::ptr::null_mut(), std::ptr::null(), 0);
    // SAFETY: a live stream and out-pointers.
    check(unsafe { hip_sys::hipStreamGetCaptureInfo_v2(s, &mut found, &mut capture, &mut hip_graph, &mut nodes, &mut length) })?;
    *status = status_from_hip(found)?;
    if found != HipStatus::hipStreamCaptureStatusActive {
        return Ok(());
    }
    let handle = graph::capture_graph(capture, hip_graph);
    let nodes = if length == 0 || nodes.is_null() {
        Vec::new()
    } else {
        // SAFETY: HIP's array of `length` nodes, valid until the next call on the stream.
        graph::node_handles(handle, unsafe { std::slice::from_raw_parts(nodes, length) })?
    };
    let mut reported = reported();
    let entry = reported.entry(stream as usize).or_default();
    *entry = (nodes, vec![graph::DEFAULT_EDGE; length]);
    if let Some(id) = id {
        *id = capture;
    }
    if let Some(out) = graph_out {
        *out = handle;
    }
    if let Some(out) = dependencies {
        // A node handle is a pointer-sized number.
        *out = entry.0.as_ptr().cast();
    }
    if let Some(out) = edges {
        *out = entry.1.as_ptr();
    }
    if let Some(out) = count {
        *out = length;
    }
    Ok(())
}

pub fn cuStreamGetCaptureInfo_v2(
    stream: CUstream,
    status: &mut Status,
    id: Option<&mut u64>,
    graph_out: Option<&mut CUgraph>,
    dependencies: Option<&mut *const CUgraphNode>,
    count: Option<&mut usize>,
) -> Result<(), CUresult> {
    cuStreamGetCaptureInfo_v3(stream, status, id, graph_out, dependencies, None, count)
}

/// Adds to (`CU_STREAM_ADD_CAPTURE_DEPENDENCIES`, 0) or replaces
/// (`CU_STREAM_SET_CAPTURE_DEPENDENCIES`, 1) the nodes the stream's next captured operation
/// depends on, with HIP's values.
///
/// # Safety
/// `nodes` points to `count` handles; `edges`, if non-null, to `count` edges.
pub unsafe fn cuStreamUpdateCaptureDependencies_v2(stream: CUstream, nodes: *mut CUgraphNode, edges: *const CUgraphEdgeData, count: usize, flags: u32) -> Result<(), CUresult> {
    context::ensure_current()?;
    let s = hip_stream(stream)?;
    // SAFETY: forwarded.
    unsafe { graph::check_default_edges(edges, count)? };
    let handles = if count == 0 {
        Vec::new()
    } else if nodes.is_null() {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    } else {
        // SAFETY: `count` handles, by this function's contract.
        unsafe { std::slice::from_raw_parts(nodes, count) }.to_vec()
    };
    let mut hip_nodes = graph::hip_nodes(&handles)?;
    // SAFETY: a live stream and `count` nodes.
    check(unsafe { hip_sys::hipStreamUpdateCaptureDependencies(s, hip_nodes.as_mut_ptr(), hip_nodes.len(), flags) })
}

/// # Safety
/// `nodes` points to `count` handles.
pub unsafe fn cuStreamUpdateCaptureDependencies(stream: CUstream, nodes: *mut CUgraphNode, count: usize, flags: u32) -> Result<(), CUresult> {
    // SAFETY: forwarded.
    unsafe { cuStreamUpdateCaptureDependencies_v2(stream, nodes, std::ptr::null(), count, flags) }
}

pub fn cuThreadExchangeStreamCaptureMode(mode: &mut Mode) -> Result<(), CUresult> {
    let mut exchanged = capture_mode(*mode)?;
    // SAFETY: an in-out pointer.
    check(unsafe { hip_sys::hipThreadExchangeStreamCaptureMode(&mut exchanged) })?;
    *mode = mode_from_hip(exchanged)?;
    Ok(())
}

/// The stream a per-thread-default-stream export (`*_ptsz`, what `cuGetProcAddress` hands to
/// programs built with `--default-stream per-thread`) means: there, stream 0 is the calling
/// thread's default stream, not the legacy one.
pub fn per_thread_default(stream: CUstream) -> CUstream {
    if stream.is_null() { PER_THREAD as CUstream } else { stream }
}
