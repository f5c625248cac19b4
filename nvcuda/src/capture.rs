//! Stream capture over HIP's: `cuStreamBeginCapture*`, `cuStreamEndCapture`,
//! `cuStreamIsCapturing`, `cuStreamGetCaptureInfo*`, `cuStreamUpdateCaptureDependencies*` and
//! `cuThreadExchangeStreamCaptureMode`.
//!
//! A capturing stream is a capturing HIP stream (`graph.rs` says why), and the graph it makes
//! is a HIP graph under a `CUgraph` handle (`graph::captured`, `graph::capture_graph`).
//! CUDA's capture modes and statuses have HIP's values, converted with checks all the same.
//! This module sits over streams and graphs; neither depends on it.

use std::collections::BTreeMap;
use std::sync::Mutex;

use hip_sys::{hipStreamCaptureMode as HipMode, hipStreamCaptureStatus as HipStatus};

use crate::stream::hip_stream;
use crate::types::{CUgraph, CUgraphEdgeData, CUgraphNode, CUresult, CUstream, CUstreamCaptureMode as Mode, CUstreamCaptureStatus as Status};
use crate::{check, context, graph};

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
    // Destroyed streams' reports are dropped here, so streams need not know about capture.
    reported.retain(|handle, _| hip_stream(*handle as CUstream).is_ok());
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
pub unsafe fn cuStreamUpdateCaptureDependencies_v2(
    stream: CUstream,
    nodes: *mut CUgraphNode,
    edges: *const CUgraphEdgeData,
    count: usize,
    flags: u32,
) -> Result<(), CUresult> {
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
