//! Stream capture's API: beginning and ending a capture, what a stream reports about its
//! capture, changing the dependencies of its next operation, and the calling thread's
//! capture mode. The captures themselves and CUDA's rules for them are the stream layer's
//! (`stream/captures.rs`); what a capturing stream does with its work is `stream/submit.rs`'s.
//! This file adds what takes a graph: making the capture's graph, checking at the end that
//! every stream that joined the capture was joined back, destroying a graph no capture will
//! hand out.

use hip_sys::{hipError_t, hipGraph_t, hipGraphNode_t, hipStream_t, hipStreamCaptureMode as Mode, hipStreamCaptureStatus as Status};

use super::query::handles;
use crate::api::{HipResult, call, ensure, read, refuse, write};
use crate::stream::{self, captures};

const NULL: usize = 0;
const PER_THREAD: usize = 2;

const MODES: [Mode; 3] = [Mode::hipStreamCaptureModeGlobal, Mode::hipStreamCaptureModeThreadLocal, Mode::hipStreamCaptureModeRelaxed];

fn begin(stream: hipStream_t, mode: Mode) -> HipResult {
    stream::check(stream)?;
    ensure(MODES.contains(&mode), hipError_t::hipErrorInvalidValue)?;
    match stream as usize {
        NULL => return Err(refuse("hipStreamBeginCapture", "the null stream cannot capture", hipError_t::hipErrorStreamCaptureUnsupported)),
        PER_THREAD => {
            return Err(refuse(
                "hipStreamBeginCapture",
                "the host device does not capture the per-thread stream",
                hipError_t::hipErrorStreamCaptureUnsupported,
            ));
        }
        _ => {}
    }
    captures::lock().begin(stream, mode, stream::is_blocking(stream), super::create)
}

#[unsafe(no_mangle)]
pub extern "C" fn hipStreamBeginCapture(stream: hipStream_t, mode: Mode) -> hipError_t {
    call("hipStreamBeginCapture", || begin(stream, mode))
}

/// Ends the capture begun on `stream`; the graph, or an error and no graph.
fn end(stream: hipStream_t) -> HipResult<usize> {
    stream::check(stream)?;
    let ancestors = |graph, last: &[usize]| super::GRAPHS.get(graph).map(|object| object.body().ancestors(last));
    let discard = |graph| {
        let _ = super::destroy(graph);
    };
    captures::lock().end(stream, ancestors, discard)
}

/// # Safety
/// `graph`, if non-null, points to a writable `hipGraph_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipStreamEndCapture(stream: hipStream_t, graph: *mut hipGraph_t) -> hipError_t {
    call("hipStreamEndCapture", || {
        ensure(!graph.is_null(), hipError_t::hipErrorInvalidValue)?;
        let result = end(stream);
        // SAFETY: `graph` is non-null (checked above) and points to a writable
        // `hipGraph_t`, by this function's contract.
        unsafe { write(graph, *result.as_ref().unwrap_or(&0) as hipGraph_t)? };
        result.map(drop)
    })
}

/// `stream`'s capture status and capture id.
fn status(stream: hipStream_t) -> HipResult<(Status, u64)> {
    stream::check(stream)?;
    if !captures::any() {
        return Ok((Status::hipStreamCaptureStatusNone, 0));
    }
    captures::lock().status(stream)
}

/// # Safety
/// `out`, if non-null, points to a writable `hipStreamCaptureStatus`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipStreamIsCapturing(stream: hipStream_t, out: *mut Status) -> hipError_t {
    // SAFETY: `out` is null, which `write` refuses, or points to a writable
    // `hipStreamCaptureStatus`, by this function's contract.
    call("hipStreamIsCapturing", || unsafe { write(out, status(stream)?.0) })
}

/// # Safety
/// `out` points to a writable `hipStreamCaptureStatus`; `id`, if non-null, to a writable
/// `unsigned long long`, written while the stream takes part in a capture.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipStreamGetCaptureInfo(stream: hipStream_t, out: *mut Status, id: *mut u64) -> hipError_t {
    call("hipStreamGetCaptureInfo", || {
        let (status, capture) = self::status(stream)?;
        // SAFETY: `out` is null, which `write` refuses, or points to a writable
        // `hipStreamCaptureStatus`, by this function's contract.
        unsafe { write(out, status)? };
        if !id.is_null() && status != Status::hipStreamCaptureStatusNone {
            // SAFETY: `id` is non-null (checked above) and points to a writable
            // `unsigned long long`, by this function's contract.
            unsafe { write(id, capture)? };
        }
        Ok(())
    })
}

/// Every output but the status is optional, and written only while the capture is active:
/// its id, its graph, and the nodes the stream's next operation will depend on (an array
/// valid until the next call of this function on the stream, or the end of the capture).
///
/// # Safety
/// Each non-null pointer points to a writable value of its type.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipStreamGetCaptureInfo_v2(
    stream: hipStream_t,
    out: *mut Status,
    id: *mut u64,
    graph: *mut hipGraph_t,
    dependencies: *mut *const hipGraphNode_t,
    count: *mut usize,
) -> hipError_t {
    call("hipStreamGetCaptureInfo_v2", || {
        let (status, capture) = self::status(stream)?;
        // SAFETY: `out` is null, which `write` refuses, or points to a writable
        // `hipStreamCaptureStatus`, by this function's contract.
        unsafe { write(out, status)? };
        if status != Status::hipStreamCaptureStatusActive {
            return Ok(());
        }
        let mut captures = captures::lock();
        let Some((graph_handle, reported)) = captures.report(stream, capture) else { return Ok(()) };
        // Each output is optional: `write` would refuse a null one, which must be skipped.
        if !id.is_null() {
            // SAFETY: `id` is non-null (checked just above) and points to a writable
            // `unsigned long long`, by this function's contract.
            unsafe { write(id, capture)? };
        }
        if !graph.is_null() {
            // SAFETY: `graph` is non-null (checked just above) and points to a writable
            // `hipGraph_t`, by this function's contract.
            unsafe { write(graph, graph_handle as hipGraph_t)? };
        }
        if !dependencies.is_null() {
            // SAFETY: `dependencies` is non-null (checked just above) and points to a
            // writable `const hipGraphNode_t *`, by this function's contract.
            unsafe { write(dependencies, reported.as_ptr())? };
        }
        if !count.is_null() {
            // SAFETY: `count` is non-null (checked just above) and points to a writable
            // `size_t`, by this function's contract.
            unsafe { write(count, reported.len())? };
        }
        Ok(())
    })
}

/// Adds to (flags 0) or replaces (flags 1) the nodes the stream's next operation depends on;
/// they must be nodes of the capture's graph.
///
/// # Safety
/// `nodes`, if non-null, points to `count` handles.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipStreamUpdateCaptureDependencies(stream: hipStream_t, nodes: *mut hipGraphNode_t, count: usize, flags: u32) -> hipError_t {
    call("hipStreamUpdateCaptureDependencies", || {
        let (status, capture) = self::status(stream)?;
        ensure(status == Status::hipStreamCaptureStatusActive, hipError_t::hipErrorIllegalState)?;
        ensure(flags <= 1, hipError_t::hipErrorInvalidValue)?;
        // SAFETY: `nodes` is null or points to `count` handles, as this function's contract
        // requires and `handles` asks.
        let nodes = unsafe { handles(nodes, count)? };
        captures::lock().update_dependencies(stream, capture, nodes, flags == 1, super::check_members)
    })
}

/// # Safety
/// `mode` points to a readable and writable `hipStreamCaptureMode`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipThreadExchangeStreamCaptureMode(mode: *mut Mode) -> hipError_t {
    call("hipThreadExchangeStreamCaptureMode", || {
        // SAFETY: `mode` is null, which `read` refuses, or points to a readable
        // `hipStreamCaptureMode`, by this function's contract.
        let wanted = unsafe { read(mode)? };
        ensure(MODES.contains(&wanted), hipError_t::hipErrorInvalidValue)?;
        // SAFETY: `mode` was read just above, so it is non-null, and it is writable by this
        // function's contract.
        unsafe { write(mode, captures::exchange_mode(wanted)) }
    })
}
