//! The captures in progress, and CUDA's rules for them, which HIP follows. Graphs are known
//! here only by their handles: the code that adds nodes, makes graphs and destroys them
//! hands that work in (`submit.rs` for a stream's work, `graph/capture.rs` for the capture
//! API), so every part of the library may ask these rules without reaching graphs.
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
use std::collections::{BTreeMap, BTreeSet};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard};
use std::thread::ThreadId;

use hip_sys::{hipError_t, hipEvent_t, hipGraphNode_t, hipStream_t, hipStreamCaptureMode as Mode, hipStreamCaptureStatus as Status};

use crate::api::{HipResult, ensure, refuse};

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

/// Every capture in progress, the streams taking part and the events they marked.
pub struct Captures {
    next_id: u64,
    captures: BTreeMap<u64, Capture>,
    streams: BTreeMap<usize, Member>,
    marks: BTreeMap<usize, Mark>,
}

static STATE: Mutex<Captures> = Mutex::new(Captures { next_id: 1, captures: BTreeMap::new(), streams: BTreeMap::new(), marks: BTreeMap::new() });

/// The captures, locked. Locks are taken in one order: the captures, a graph's structure,
/// a node's operation.
pub fn lock() -> MutexGuard<'static, Captures> {
    STATE.lock().unwrap_or_else(|p| p.into_inner())
}

// SAFETY: the node handles `reported` holds are numbers; nothing is dereferenced.
unsafe impl Send for Captures {}

/// Whether any capture is in progress.
#[inline]
pub fn any() -> bool {
    CAPTURES.load(Ordering::Acquire) != 0
}

const NULL: usize = 0;
const PER_THREAD: usize = 2;

impl Captures {
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

    /// Whether work on `stream` is to become a node: the stream takes part in a capture
    /// that is still valid. Work on the null stream is refused while a blocking stream
    /// captures, and work on a stream whose capture was invalidated.
    pub fn capturing(&mut self, stream: hipStream_t) -> HipResult<bool> {
        let stream = stream as usize;
        if stream == NULL {
            self.legacy("a null-stream operation")?;
            return Ok(false);
        }
        match self.member(stream) {
            None => Ok(false),
            Some((_, capture)) if capture.invalidated => Err(hipError_t::hipErrorStreamCaptureInvalidated),
            Some(_) => Ok(true),
        }
    }

    /// Adds a node after `stream`'s dependencies with `add`, which is given the capture's
    /// graph and those dependencies and returns the new node; the stream then depends on it.
    /// A node the graph refuses invalidates the capture.
    pub fn append(&mut self, stream: hipStream_t, add: impl FnOnce(usize, &[usize]) -> HipResult<usize>) -> HipResult {
        self.add_node(stream as usize, add)
    }

    fn add_node(&mut self, stream: usize, add: impl FnOnce(usize, &[usize]) -> HipResult<usize>) -> HipResult {
        let (member, capture) = self.member(stream).ok_or(hipError_t::hipErrorIllegalState)?;
        let (id, graph) = (member.capture, capture.graph);
        match add(graph, &member.dependencies) {
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

    /// Ends capture `id`: every stream leaves it, events lose their marks. Its graph is the
    /// caller's to keep or destroy.
    fn finish(&mut self, id: u64) -> Option<Capture> {
        let capture = self.captures.remove(&id)?;
        self.streams.retain(|_, m| m.capture != id);
        self.marks.retain(|_, m| m.capture != id);
        CAPTURES.store(self.captures.len(), Ordering::Release);
        Some(capture)
    }

    /// `hipEventRecord` on `stream`: in a capture, the event takes the stream's dependencies
    /// (and, recorded as external, becomes a node, made by `add`); true when it was captured.
    pub fn record(&mut self, event: hipEvent_t, stream: hipStream_t, external: bool, add: impl FnOnce(usize, &[usize]) -> HipResult<usize>) -> HipResult<bool> {
        let (event, stream) = (event as usize, stream as usize);
        if stream == NULL {
            self.legacy("hipEventRecord")?;
        }
        let Some((member, capture)) = self.member(stream) else {
            self.marks.remove(&event);
            return Ok(false);
        };
        if capture.invalidated {
            return Err(hipError_t::hipErrorStreamCaptureInvalidated);
        }
        let id = member.capture;
        if external {
            self.add_node(stream, add)?;
        }
        let dependencies = self.streams[&stream].dependencies.clone();
        self.marks.insert(event, Mark { capture: id, dependencies });
        Ok(true)
    }

    /// `hipStreamWaitEvent`: joins captures through events (see the module's documentation);
    /// an external wait on an event no capture marked becomes a node, made by `add`. True
    /// when the wait was captured. `blocking` says whether `stream` synchronizes with the
    /// null stream, should it join a capture.
    pub fn wait(
        &mut self,
        stream: hipStream_t,
        event: hipEvent_t,
        external: bool,
        blocking: bool,
        add: impl FnOnce(usize, &[usize]) -> HipResult<usize>,
    ) -> HipResult<bool> {
        let (stream, event) = (stream as usize, event as usize);
        if stream == NULL {
            self.legacy("hipStreamWaitEvent")?;
        }
        let mark = self.marks.get(&event).map(|m| (m.capture, m.dependencies.clone()));
        let member = self.member(stream).map(|(m, c)| (m.capture, c.invalidated));
        match (member, mark) {
            (None, None) => Ok(false),
            (Some((_, true)), _) => Err(hipError_t::hipErrorStreamCaptureInvalidated),
            (None, Some((id, dependencies))) => {
                if self.captures[&id].invalidated {
                    return Err(hipError_t::hipErrorStreamCaptureInvalidated);
                }
                if stream == NULL || stream == PER_THREAD {
                    self.invalidate(&[id], "hipStreamWaitEvent", "the default streams cannot join a capture on the host device");
                    return Err(hipError_t::hipErrorStreamCaptureUnsupported);
                }
                self.streams.insert(stream, Member { capture: id, dependencies, blocking, reported: Vec::new() });
                Ok(true)
            }
            (Some((id, false)), Some((other, dependencies))) if id == other => {
                let member = self.streams.get_mut(&stream).expect("a member stream");
                for node in dependencies {
                    if !member.dependencies.contains(&node) {
                        member.dependencies.push(node);
                    }
                }
                Ok(true)
            }
            (Some((id, false)), Some((other, _))) => {
                self.invalidate(&[id, other], "hipStreamWaitEvent", "the event belongs to another capture");
                Err(hipError_t::hipErrorStreamCaptureMerge)
            }
            (Some((id, false)), None) if !external => {
                self.invalidate(&[id], "hipStreamWaitEvent", "the event was not recorded in this capture");
                Err(hipError_t::hipErrorStreamCaptureIsolation)
            }
            (Some(_), None) => self.add_node(stream, add).map(|()| true),
        }
    }

    /// A destroyed stream leaves its capture, which is invalidated; destroying the origin ends
    /// the capture, and the graph it was making is returned, to be destroyed.
    pub fn forget_stream(&mut self, stream: hipStream_t) -> Option<usize> {
        let stream = stream as usize;
        let id = self.streams.get(&stream).map(|m| m.capture)?;
        self.invalidate(&[id], "hipStreamDestroy", "a capturing stream was destroyed");
        self.streams.remove(&stream);
        if self.captures[&id].origin != stream {
            return None;
        }
        self.finish(id).map(|capture| capture.graph)
    }

    /// Begins a capture on `stream` (checked, and neither default stream) into the graph
    /// `create` makes.
    pub fn begin(&mut self, stream: hipStream_t, mode: Mode, blocking: bool, create: impl FnOnce() -> usize) -> HipResult {
        let stream = stream as usize;
        ensure(!self.streams.contains_key(&stream), hipError_t::hipErrorIllegalState)?;
        let id = self.next_id;
        self.next_id += 1;
        let capture = Capture { mode, origin: stream, thread: std::thread::current().id(), graph: create(), invalidated: false };
        self.captures.insert(id, capture);
        self.streams.insert(stream, Member { capture: id, dependencies: Vec::new(), blocking, reported: Vec::new() });
        CAPTURES.store(self.captures.len(), Ordering::Release);
        Ok(())
    }

    /// Ends the capture begun on `stream`: its graph, when every stream that joined the
    /// capture was joined back, which `ancestors` tells (the nodes a graph's given nodes
    /// depend on, themselves included; `None` for a graph that is gone). A capture that ends
    /// without a graph hands it to `discard`.
    pub fn end(
        &mut self,
        stream: hipStream_t,
        ancestors: impl FnOnce(usize, &[usize]) -> Option<BTreeSet<usize>>,
        discard: impl FnOnce(usize),
    ) -> HipResult<usize> {
        let stream = stream as usize;
        let Some((member, capture)) = self.member(stream) else {
            return Err(refuse("hipStreamEndCapture", "the stream is not capturing", hipError_t::hipErrorIllegalState));
        };
        let (id, last) = (member.capture, member.dependencies.clone());
        let (origin, mode, thread, graph, invalidated) = (capture.origin, capture.mode, capture.thread, capture.graph, capture.invalidated);
        if origin != stream {
            self.invalidate(&[id], "hipStreamEndCapture", "the capture began on another stream");
            return Err(hipError_t::hipErrorStreamCaptureUnmatched);
        }
        if mode != Mode::hipStreamCaptureModeRelaxed && thread != std::thread::current().id() {
            self.invalidate(&[id], "hipStreamEndCapture", "the capture began on another thread");
            return Err(hipError_t::hipErrorStreamCaptureWrongThread);
        }
        if invalidated {
            self.finish(id);
            discard(graph);
            return Err(hipError_t::hipErrorStreamCaptureInvalidated);
        }
        let joined = match ancestors(graph, &last) {
            Some(reached) => self.streams.values().filter(|m| m.capture == id).all(|m| m.dependencies.iter().all(|n| reached.contains(n))),
            None => false,
        };
        self.finish(id);
        if !joined {
            discard(graph);
            return Err(refuse("hipStreamEndCapture", "a stream that joined the capture was not joined back", hipError_t::hipErrorStreamCaptureUnjoined));
        }
        Ok(graph)
    }

    /// `stream`'s capture status and capture id; the legacy null stream answers
    /// `hipErrorStreamCaptureImplicit` while a blocking stream captures, invalidating nothing.
    pub fn status(&self, stream: hipStream_t) -> HipResult<(Status, u64)> {
        if stream.is_null() && !self.blocking().is_empty() {
            return Err(hipError_t::hipErrorStreamCaptureImplicit);
        }
        Ok(match self.member(stream as usize) {
            None => (Status::hipStreamCaptureStatusNone, 0),
            Some((m, c)) if c.invalidated => (Status::hipStreamCaptureStatusInvalidated, m.capture),
            Some((m, _)) => (Status::hipStreamCaptureStatusActive, m.capture),
        })
    }

    /// The graph of capture `id`, and the nodes `stream`'s next operation depends on, as an
    /// array that stays valid until the next report for the stream or the end of the capture.
    pub fn report(&mut self, stream: hipStream_t, id: u64) -> Option<(usize, &[hipGraphNode_t])> {
        let graph = self.captures.get(&id)?.graph;
        let member = self.streams.get_mut(&(stream as usize))?;
        member.reported = member.dependencies.iter().map(|n| *n as hipGraphNode_t).collect();
        Some((graph, &member.reported))
    }

    /// Adds `nodes` to (or, `replace`, puts them in place of) the nodes `stream`'s next
    /// operation depends on, after `check` accepts them as nodes of capture `id`'s graph.
    pub fn update_dependencies(
        &mut self,
        stream: hipStream_t,
        id: u64,
        nodes: Vec<usize>,
        replace: bool,
        check: impl FnOnce(usize, &[usize]) -> HipResult,
    ) -> HipResult {
        let graph = self.captures.get(&id).ok_or(hipError_t::hipErrorIllegalState)?.graph;
        check(graph, &nodes)?;
        let member = self.streams.get_mut(&(stream as usize)).ok_or(hipError_t::hipErrorIllegalState)?;
        if replace {
            member.dependencies.clear();
        }
        for node in nodes {
            if !member.dependencies.contains(&node) {
                member.dependencies.push(node);
            }
        }
        Ok(())
    }
}

/// Refuses a stream-ordered operation that graphs cannot hold (a stream callback, a
/// cooperative launch) on a capturing stream.
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
    let mut state = lock();
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
    let mut state = lock();
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
    let mut state = lock();
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
    lock().legacy(function)
}

/// `hipEventQuery`, `hipEventSynchronize` and `hipEventElapsedTime` on an event recorded in
/// a capture: it marks no work that will ever finish.
pub fn check_event(event: hipEvent_t, function: &str) -> HipResult {
    if !any() {
        return Ok(());
    }
    let mut state = lock();
    let Some(id) = state.marks.get(&(event as usize)).map(|m| m.capture) else { return Ok(()) };
    state.invalidate(&[id], function, "the event was recorded in a capture");
    Err(hipError_t::hipErrorCapturedEvent)
}

/// A destroyed event loses its mark.
pub fn forget_event(event: hipEvent_t) {
    if any() {
        lock().marks.remove(&(event as usize));
    }
}

/// Graphs being captured into cannot be destroyed before their capture ends.
pub fn check_not_capturing_into(graph: usize) -> HipResult {
    if any() && lock().captures.values().any(|c| c.graph == graph) {
        return Err(refuse("hipGraphDestroy", "the graph is being captured into", hipError_t::hipErrorIllegalState));
    }
    Ok(())
}

/// Makes `mode` the calling thread's capture mode; the mode it had.
pub fn exchange_mode(mode: Mode) -> Mode {
    THREAD_MODE.replace(mode)
}
