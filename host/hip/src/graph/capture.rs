//! Stream capture: a capturing stream records its stream-ordered operations as nodes of a
//! graph instead of running them, with CUDA's rules, which HIP follows.
//!
//! - A capture begins on one stream (its origin) and owns a graph. Each stream taking part
//!   has a set of nodes that its next operation depends on; an operation becomes a node
//!   after that set, and the set becomes the new node.
//! - Events carry dependencies across streams and create no nodes: recording an event in a
//!   capturing stream marks it with the stream's set; a stream that waits on a marked event
//!   adds the mark to its set, and a stream that was not capturing joins the capture that
//!   way (a fork). The capture must end on its origin with every stream that joined it
//!   joined back (its last nodes among the origin's ancestors), or no graph comes out
//!   (`hipErrorStreamCaptureUnjoined`).
//! - Calls that cannot be captured fail with `hipErrorStreamCaptureUnsupported` (or
//!   another capture error) and invalidate the capture they touch: synchronizing or querying
//!   a capturing stream or a captured event, synchronizing the device, waiting on an event
//!   recorded outside the capture, and, depending on the capture modes, "unsafe" calls
//!   (allocation, synchronous copies and fills). From then on the capture's streams refuse
//!   work with `hipErrorStreamCaptureInvalidated`, and ending the capture returns that error
//!   and no graph.
//! - Modes, as CUDA documents `cudaThreadExchangeStreamCaptureMode`: a thread in global mode
//!   (the default) may not make unsafe calls while it has a capture of its own that is not
//!   relaxed, or while another thread has a global capture; in thread-local mode only its
//!   own captures count; in relaxed mode none do.
//! - The legacy null stream synchronizes with every blocking stream, so using it while a
//!   blocking stream captures is `hipErrorStreamCaptureImplicit` and invalidates that
//!   capture. Capturing on the null stream is refused, and on the per-thread default stream
//!   too (the host device keeps no per-thread stream state).
//!
//! When no capture is in progress, every stream-ordered call pays one atomic load here.

use std::cell::Cell;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard};
use std::thread::ThreadId;

use hip_sys::{hipError_t, hipEvent_t, hipGraphNode_t, hipGraph_t, hipStreamCaptureMode as Mode, hipStreamCaptureStatus as Status, hipStream_t};

use super::operation::Operation;
use crate::api::{HipResult, call, ensure, read, refuse, write};
use crate::stream;

/// Captures in progress (invalidated ones included), for the fast path.
static CAPTURES: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    /// This thread's capture interaction mode (`hipThreadExchangeStreamCaptureMode`).
    static THREAD_MODE: Cell<Mode> = const { Cell::new(Mode::hipStreamCaptureModeGlobal) };
}

struct Capture {
    mode: Mode,
    origin: usize,
    thread: ThreadId,
    graph: usize,
    invalidated: bool,
}

/// A stream taking part in a capture.
struct Member {
    capture: u64,
    /// The nodes its next operation depends on.
    dependencies: Vec<usize>,
    /// Whether it synchronizes with the legacy null stream.
    blocking: bool,
    /// The array `hipStreamGetCaptureInfo_v2` last gave out for this stream.
    reported: Vec<hipGraphNode_t>,
}

/// Where an event was last recorded in a capture.
struct Mark {
    capture: u64,
    dependencies: Vec<usize>,
}

struct State {
    next_id: u64,
    captures: BTreeMap<u64, Capture>,
    streams: BTreeMap<usize, Member>,
    marks: BTreeMap<usize, Mark>,
}

static STATE: Mutex<State> = Mutex::new(State { next_id: 1, captures: BTreeMap::new(), streams: BTreeMap::new(), marks: BTreeMap::new() });

fn state() -> MutexGuard<'static, State> {
    STATE.lock().unwrap_or_else(|p| p.into_inner())
}

// SAFETY: the node handles `reported` holds are numbers; nothing is dereferenced.
unsafe impl Send for State {}

/// Whether any capture is in progress.
#[inline]
pub fn any() -> bool {
    CAPTURES.load(Ordering::Acquire) != 0
}

const NULL: usize = 0;
const PER_THREAD: usize = 2;

impl State {
    fn invalidate(&mut self, ids: &[u64], function: &str, why: &str) {
        for id in ids {
            if let Some(capture) = self.captures.get_mut(id).filter(|c| !c.invalidated) {
                capture.invalidated = true;
                tracing::warn!("hip: {function}: {why}; the stream capture is invalidated");
            }
        }
    }

    /// The capture `stream` takes part in.
    fn member(&self, stream: usize) -> Option<(&Member, &Capture)> {
        let member = self.streams.get(&stream)?;
        Some((member, self.captures.get(&member.capture)?))
    }

    /// Captures with a blocking stream, which the legacy null stream would wait for.
    fn blocking(&self) -> Vec<u64> {
        let mut ids: Vec<u64> = self.streams.values().filter(|m| m.blocking).map(|m| m.capture).collect();
        ids.sort_unstable();
        ids.dedup();
        ids
    }

    /// A use of the legacy null stream: refused while a blocking stream captures.
    fn legacy(&mut self, function: &str) -> HipResult {
        let ids = self.blocking();
        if ids.is_empty() {
            return Ok(());
        }
        self.invalidate(&ids, function, "the null stream would wait for a capturing stream");
        Err(hipError_t::hipErrorStreamCaptureImplicit)
    }

    /// Adds `operation` after `stream`'s dependencies; the stream then depends on it.
    fn append(&mut self, stream: usize, operation: Operation) -> HipResult {
        let (member, capture) = self.member(stream).ok_or(hipError_t::hipErrorIllegalState)?;
        let (id, graph) = (member.capture, capture.graph);
        match super::add_node(graph, &member.dependencies, operation) {
            Ok(node) => {
                if let Some(member) = self.streams.get_mut(&stream) {
                    member.dependencies = vec![node];
                }
                Ok(())
            }
            Err(error) => {
                self.invalidate(&[id], "stream capture", "the capture's graph refused a node");
                Err(error)
            }
        }
    }

    /// Ends capture `id`: every stream leaves it, events lose their marks. Its graph, unless
    /// `keep`, is destroyed.
    fn finish(&mut self, id: u64, keep: bool) -> Option<Capture> {
        let capture = self.captures.remove(&id)?;
        self.streams.retain(|_, m| m.capture != id);
        self.marks.retain(|_, m| m.capture != id);
        CAPTURES.store(self.captures.len(), Ordering::Release);
        if !keep {
            let _ = super::destroy(capture.graph);
        }
        Some(capture)
    }
}

/// Offers a stream-ordered operation to the capture `stream` takes part in: `None` when it
/// was captured, the operation back when it is to run now.
pub fn submit(stream: hipStream_t, operation: Operation) -> HipResult<Option<Operation>> {
    let mut state = state();
    let stream = stream as usize;
    if stream == NULL {
        state.legacy("a null-stream operation")?;
        return Ok(Some(operation));
    }
    match state.member(stream) {
        None => Ok(Some(operation)),
        Some((_, capture)) if capture.invalidated => Err(hipError_t::hipErrorStreamCaptureInvalidated),
        Some(_) => state.append(stream, operation).map(|()| None),
    }
}

/// Refuses a stream-ordered operation that graphs cannot hold (`hipStreamAddCallback`) on
/// a capturing stream.
pub fn refuse_on(stream: hipStream_t, function: &str) -> HipResult {
    refuse_if_capturing(stream, function, "a graph cannot hold this operation")
}

/// `hipStreamSynchronize` and `hipStreamQuery`: a capturing stream has no work to wait for.
pub fn synchronize_stream(stream: hipStream_t, function: &str) -> HipResult {
    refuse_if_capturing(stream, function, "the stream is capturing")
}

/// `function` on `stream` is illegal while it captures: the capture is invalidated, saying
/// `why`, and the call fails.
fn refuse_if_capturing(stream: hipStream_t, function: &str, why: &str) -> HipResult {
    if !any() {
        return Ok(());
    }
    let mut state = state();
    let stream = stream as usize;
    if stream == NULL {
        return state.legacy(function);
    }
    let Some((member, capture)) = state.member(stream) else { return Ok(()) };
    if capture.invalidated {
        return Err(hipError_t::hipErrorStreamCaptureInvalidated);
    }
    let id = member.capture;
    state.invalidate(&[id], function, why);
    Err(hipError_t::hipErrorStreamCaptureUnsupported)
}

/// `hipDeviceSynchronize`: the device includes every capturing stream.
pub fn synchronize_device() -> HipResult {
    if !any() {
        return Ok(());
    }
    let mut state = state();
    let ids: Vec<u64> = state.captures.keys().copied().collect();
    state.invalidate(&ids, "hipDeviceSynchronize", "a stream is capturing");
    Err(hipError_t::hipErrorStreamCaptureUnsupported)
}

/// A call that capture cannot see (an allocation, a synchronous copy): refused where the
/// calling thread's mode and the captures' modes say it is unsafe.
pub fn unsafe_call(function: &str) -> HipResult {
    if !any() {
        return Ok(());
    }
    let mut state = state();
    let me = std::thread::current().id();
    let mode = THREAD_MODE.get();
    let concerned: Vec<u64> = state
        .captures
        .iter()
        .filter(|(_, c)| {
            let own = c.thread == me && c.mode != Mode::hipStreamCaptureModeRelaxed;
            match mode {
                Mode::hipStreamCaptureModeRelaxed => false,
                Mode::hipStreamCaptureModeThreadLocal => own,
                _ => own || (c.thread != me && c.mode == Mode::hipStreamCaptureModeGlobal),
            }
        })
        .map(|(id, _)| *id)
        .collect();
    if concerned.is_empty() {
        return Ok(());
    }
    state.invalidate(&concerned, function, "the call is not allowed during stream capture");
    Err(hipError_t::hipErrorStreamCaptureUnsupported)
}

/// A synchronous copy or fill: an unsafe call, and a use of the null stream.
pub fn synchronous(function: &str) -> HipResult {
    if !any() {
        return Ok(());
    }
    unsafe_call(function)?;
    state().legacy(function)
}

/// `hipEventRecord` on `stream`: in a capture, the event takes the stream's dependencies
/// (and, recorded as external, becomes a node); true when it was captured.
pub fn record(event: hipEvent_t, stream: hipStream_t, external: bool) -> HipResult<bool> {
    if !any() {
        return Ok(false);
    }
    let mut state = state();
    let (event, stream) = (event as usize, stream as usize);
    if stream == NULL {
        state.legacy("hipEventRecord")?;
    }
    let Some((member, capture)) = state.member(stream) else {
        state.marks.remove(&event);
        return Ok(false);
    };
    if capture.invalidated {
        return Err(hipError_t::hipErrorStreamCaptureInvalidated);
    }
    let id = member.capture;
    if external {
        state.append(stream, Operation::EventRecord(event))?;
    }
    let dependencies = state.streams[&stream].dependencies.clone();
    state.marks.insert(event, Mark { capture: id, dependencies });
    Ok(true)
}

/// `hipStreamWaitEvent`: joins captures through events (see the module's documentation);
/// true when the wait was captured.
pub fn wait(stream: hipStream_t, event: hipEvent_t, external: bool) -> HipResult<bool> {
    if !any() {
        return Ok(false);
    }
    let mut state = state();
    let (stream, event) = (stream as usize, event as usize);
    if stream == NULL {
        state.legacy("hipStreamWaitEvent")?;
    }
    let mark = state.marks.get(&event).map(|m| (m.capture, m.dependencies.clone()));
    let member = state.member(stream).map(|(m, c)| (m.capture, c.invalidated));
    match (member, mark) {
        (None, None) => Ok(false),
        (Some((_, true)), _) => Err(hipError_t::hipErrorStreamCaptureInvalidated),
        (None, Some((id, dependencies))) => {
            if state.captures[&id].invalidated {
                return Err(hipError_t::hipErrorStreamCaptureInvalidated);
            }
            if stream == NULL || stream == PER_THREAD {
                state.invalidate(&[id], "hipStreamWaitEvent", "the default streams cannot join a capture on the host device");
                return Err(hipError_t::hipErrorStreamCaptureUnsupported);
            }
            let blocking = stream::flags(stream as hipStream_t) & hip_sys::hipStreamNonBlocking == 0;
            state.streams.insert(stream, Member { capture: id, dependencies, blocking, reported: Vec::new() });
            Ok(true)
        }
        (Some((id, false)), Some((other, dependencies))) if id == other => {
            let member = state.streams.get_mut(&stream).expect("a member stream");
            for node in dependencies {
                if !member.dependencies.contains(&node) {
                    member.dependencies.push(node);
                }
            }
            Ok(true)
        }
        (Some((id, false)), Some((other, _))) => {
            state.invalidate(&[id, other], "hipStreamWaitEvent", "the event belongs to another capture");
            Err(hipError_t::hipErrorStreamCaptureMerge)
        }
        (Some((id, false)), None) if !external => {
            state.invalidate(&[id], "hipStreamWaitEvent", "the event was not recorded in this capture");
            Err(hipError_t::hipErrorStreamCaptureIsolation)
        }
        (Some(_), None) => state.append(stream, Operation::EventWait(event)).map(|()| true),
    }
}

/// `hipEventQuery`, `hipEventSynchronize` and `hipEventElapsedTime` on an event recorded in
/// a capture: it marks no work that will ever finish.
pub fn check_event(event: hipEvent_t, function: &str) -> HipResult {
    if !any() {
        return Ok(());
    }
    let mut state = state();
    let Some(id) = state.marks.get(&(event as usize)).map(|m| m.capture) else { return Ok(()) };
    state.invalidate(&[id], function, "the event was recorded in a capture");
    Err(hipError_t::hipErrorCapturedEvent)
}

/// A destroyed event loses its mark.
pub fn forget_event(event: hipEvent_t) {
    if any() {
        state().marks.remove(&(event as usize));
    }
}

/// A destroyed stream leaves its capture, which is invalidated; destroying the origin ends
/// the capture.
pub fn forget_stream(stream: hipStream_t) {
    if !any() {
        return;
    }
    let mut state = state();
    let stream = stream as usize;
    let Some(id) = state.streams.get(&stream).map(|m| m.capture) else { return };
    state.invalidate(&[id], "hipStreamDestroy", "a capturing stream was destroyed");
    state.streams.remove(&stream);
    if state.captures[&id].origin == stream {
        state.finish(id, false);
    }
}

/// Graphs being captured into cannot be destroyed before their capture ends.
pub fn check_not_capturing_into(graph: usize) -> HipResult {
    if any() && state().captures.values().any(|c| c.graph == graph) {
        return Err(refuse("hipGraphDestroy", "the graph is being captured into", hipError_t::hipErrorIllegalState));
    }
    Ok(())
}

fn begin(stream: hipStream_t, mode: Mode) -> HipResult {
    stream::check(stream)?;
    let known = [Mode::hipStreamCaptureModeGlobal, Mode::hipStreamCaptureModeThreadLocal, Mode::hipStreamCaptureModeRelaxed];
    ensure(known.contains(&mode), hipError_t::hipErrorInvalidValue)?;
    match stream as usize {
        NULL => return Err(refuse("hipStreamBeginCapture", "the null stream cannot capture", hipError_t::hipErrorStreamCaptureUnsupported)),
        PER_THREAD => {
            return Err(refuse("hipStreamBeginCapture", "the host device does not capture the per-thread stream", hipError_t::hipErrorStreamCaptureUnsupported));
        }
        _ => {}
    }
    let mut state = state();
    ensure(!state.streams.contains_key(&(stream as usize)), hipError_t::hipErrorIllegalState)?;
    let id = state.next_id;
    state.next_id += 1;
    let graph = super::create();
    let capture = Capture { mode, origin: stream as usize, thread: std::thread::current().id(), graph, invalidated: false };
    state.captures.insert(id, capture);
    let blocking = stream::flags(stream) & hip_sys::hipStreamNonBlocking == 0;
    state.streams.insert(stream as usize, Member { capture: id, dependencies: Vec::new(), blocking, reported: Vec::new() });
    CAPTURES.store(state.captures.len(), Ordering::Release);
    Ok(())
}

#[unsafe(no_mangle)]
pub extern "C" fn hipStreamBeginCapture(stream: hipStream_t, mode: Mode) -> hipError_t {
    call("hipStreamBeginCapture", || begin(stream, mode))
}

/// Ends the capture begun on `stream`; the graph, or null when there is none.
fn end(stream: hipStream_t) -> HipResult<usize> {
    stream::check(stream)?;
    let mut state = state();
    let stream = stream as usize;
    let Some((member, capture)) = state.member(stream) else {
        return Err(refuse("hipStreamEndCapture", "the stream is not capturing", hipError_t::hipErrorIllegalState));
    };
    let (id, last) = (member.capture, member.dependencies.clone());
    let (origin, mode, thread, graph, invalidated) = (capture.origin, capture.mode, capture.thread, capture.graph, capture.invalidated);
    if origin != stream {
        state.invalidate(&[id], "hipStreamEndCapture", "the capture began on another stream");
        return Err(hipError_t::hipErrorStreamCaptureUnmatched);
    }
    if mode != Mode::hipStreamCaptureModeRelaxed && thread != std::thread::current().id() {
        state.invalidate(&[id], "hipStreamEndCapture", "the capture began on another thread");
        return Err(hipError_t::hipErrorStreamCaptureWrongThread);
    }
    if invalidated {
        state.finish(id, false);
        return Err(hipError_t::hipErrorStreamCaptureInvalidated);
    }
    let joined = match super::GRAPHS.get(graph) {
        Some(object) => {
            let reached = object.body().ancestors(&last);
            state.streams.values().filter(|m| m.capture == id).all(|m| m.dependencies.iter().all(|n| reached.contains(n)))
        }
        None => false,
    };
    if !joined {
        state.finish(id, false);
        return Err(refuse("hipStreamEndCapture", "a stream that joined the capture was not joined back", hipError_t::hipErrorStreamCaptureUnjoined));
    }
    state.finish(id, true);
    Ok(graph)
}

/// # Safety
/// `graph`, if non-null, points to a writable `hipGraph_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipStreamEndCapture(stream: hipStream_t, graph: *mut hipGraph_t) -> hipError_t {
    call("hipStreamEndCapture", || {
        ensure(!graph.is_null(), hipError_t::hipErrorInvalidValue)?;
        let result = end(stream);
        // SAFETY: checked non-null; writable by the caller's contract.
        unsafe { write(graph, *result.as_ref().unwrap_or(&0) as hipGraph_t)? };
        result.map(drop)
    })
}

/// `stream`'s capture status and capture id; the legacy null stream answers
/// `hipErrorStreamCaptureImplicit` while a blocking stream captures, invalidating nothing.
fn status(stream: hipStream_t) -> HipResult<(Status, u64)> {
    stream::check(stream)?;
    if !any() {
        return Ok((Status::hipStreamCaptureStatusNone, 0));
    }
    let state = state();
    if stream.is_null() && !state.blocking().is_empty() {
        return Err(hipError_t::hipErrorStreamCaptureImplicit);
    }
    Ok(match state.member(stream as usize) {
        None => (Status::hipStreamCaptureStatusNone, 0),
        Some((m, c)) if c.invalidated => (Status::hipStreamCaptureStatusInvalidated, m.capture),
        Some((m, _)) => (Status::hipStreamCaptureStatusActive, m.capture),
    })
}

/// # Safety
/// `out`, if non-null, points to a writable `hipStreamCaptureStatus`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipStreamIsCapturing(stream: hipStream_t, out: *mut Status) -> hipError_t {
    // SAFETY: forwarded from the caller.
    call("hipStreamIsCapturing", || unsafe { write(out, status(stream)?.0) })
}

/// # Safety
/// `out` points to a writable `hipStreamCaptureStatus`; `id`, if non-null, to a writable
/// `unsigned long long`, written while the stream takes part in a capture.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipStreamGetCaptureInfo(stream: hipStream_t, out: *mut Status, id: *mut u64) -> hipError_t {
    call("hipStreamGetCaptureInfo", || {
        let (status, capture) = self::status(stream)?;
        // SAFETY (both): forwarded from the caller.
        unsafe { write(out, status)? };
        if !id.is_null() && status != Status::hipStreamCaptureStatusNone {
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
        // SAFETY: forwarded from the caller.
        unsafe { write(out, status)? };
        if status != Status::hipStreamCaptureStatusActive {
            return Ok(());
        }
        let mut state = state();
        let Some(member) = state.streams.get_mut(&(stream as usize)) else { return Ok(()) };
        member.reported = member.dependencies.iter().map(|n| *n as hipGraphNode_t).collect();
        let (array, length) = (member.reported.as_ptr(), member.reported.len());
        let graph_handle = state.captures[&capture].graph;
        // SAFETY (each): a non-null output, writable by the caller's contract.
        unsafe {
            if !id.is_null() {
                write(id, capture)?;
            }
            if !graph.is_null() {
                write(graph, graph_handle as hipGraph_t)?;
            }
            if !dependencies.is_null() {
                write(dependencies, array)?;
            }
            if !count.is_null() {
                write(count, length)?;
            }
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
        // SAFETY: forwarded from the caller.
        let nodes = unsafe { super::query::handles(nodes, count)? };
        let mut state = state();
        let graph = state.captures[&capture].graph;
        super::check_members(graph, &nodes)?;
        let member = state.streams.get_mut(&(stream as usize)).ok_or(hipError_t::hipErrorIllegalState)?;
        if flags == 1 {
            member.dependencies.clear();
        }
        for node in nodes {
            if !member.dependencies.contains(&node) {
                member.dependencies.push(node);
            }
        }
        Ok(())
    })
}

/// # Safety
/// `mode` points to a readable and writable `hipStreamCaptureMode`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipThreadExchangeStreamCaptureMode(mode: *mut Mode) -> hipError_t {
    call("hipThreadExchangeStreamCaptureMode", || {
        // SAFETY: forwarded from the caller.
        let wanted = unsafe { read(mode)? };
        let known = [Mode::hipStreamCaptureModeGlobal, Mode::hipStreamCaptureModeThreadLocal, Mode::hipStreamCaptureModeRelaxed];
        ensure(known.contains(&wanted), hipError_t::hipErrorInvalidValue)?;
        // SAFETY: as above.
        unsafe { write(mode, THREAD_MODE.replace(wanted)) }
    })
}
