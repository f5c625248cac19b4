//! Where a stream's work goes: it runs now, on the calling thread, or, on a stream that
//! captures, it becomes a node of the capture's graph instead.
//!
//! This is the one place that turns a stream's work into graph nodes. The calls that make
//! work (copies, fills, launches, host functions, graph launches) build an [`Operation`]
//! and hand it to [`submit`]; recording an event and waiting on one come through
//! [`record`] and [`wait`], which in a capture carry dependencies between streams and
//! become nodes only when external. The code that runs operations knows nothing of
//! captures or graphs, and the capture rules (`captures.rs`) know graphs only by handle.

use hip_sys::{hipEvent_t, hipStream_t};

use super::{captures, event};
use crate::api::HipResult;
use crate::graph;
use crate::operation::Operation;

/// How a capture records `operation`: as a node of its graph after the given dependencies.
fn node(operation: Operation) -> impl FnOnce(usize, &[usize]) -> HipResult<usize> {
    move |graph, dependencies| graph::add_node(graph, dependencies, operation)
}

/// Runs `operation`, just made, on `stream` (checked by the caller), or adds it to the
/// capture the stream takes part in. In a capture, it is checked as a node is when it is
/// made.
#[inline]
pub fn submit(stream: hipStream_t, operation: Operation) -> HipResult {
    if captures::any() {
        operation.check()?;
        let mut captures = captures::lock();
        if captures.capturing(stream)? {
            return captures.append(stream, node(operation));
        }
    }
    operation.run_now()
}

/// Records `event` on `stream` (both checked): now, or in a capture, where the event takes
/// the stream's dependencies and, `external`, becomes a node too.
pub fn record(event: hipEvent_t, stream: hipStream_t, external: bool) -> HipResult {
    if captures::any() && captures::lock().record(event, stream, external, node(Operation::EventRecord(event as usize)))? {
        return Ok(());
    }
    event::stamp(event)
}

/// Makes `stream` wait for `event` (both checked). Outside a capture, what the event marks
/// has finished already; in one, the wait carries dependencies or joins `stream` to the
/// capture (`blocking`: whether it synchronizes with the null stream), and an external
/// wait on an event recorded outside every capture becomes a node.
pub fn wait(stream: hipStream_t, event: hipEvent_t, external: bool, blocking: bool) -> HipResult {
    if captures::any() {
        captures::lock().wait(stream, event, external, blocking, node(Operation::EventWait(event as usize)))?;
    }
    Ok(())
}

/// A destroyed stream leaves its capture; destroying the origin ends the capture, and the
/// graph it was making is destroyed.
pub fn forget_stream(stream: hipStream_t) {
    if !captures::any() {
        return;
    }
    let mut captures = captures::lock();
    if let Some(abandoned) = captures.forget_stream(stream) {
        let _ = graph::destroy(abandoned);
    }
}
