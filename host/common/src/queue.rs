//! How a host library's work joins a stream.
//!
//! Argument checks happen at the call, as the ROCm library makes them; the work is queued on
//! the caller's HIP stream with `hipLaunchHostFunc` ([`enqueue`]), so it runs after the work
//! queued before it and is recorded into a graph while the stream is being captured. A job
//! that panics fails the export that queued it (the library's internal error) and leaves the
//! device's error sticky, as a kernel's fault does.

use std::cell::Cell;
use std::ffi::c_void;

use hip_sys::hipStream_t;
use rocuda_core::boundary::catch_panic;
use rocuda_core::load::Symbol;

use crate::boundary::Library;

/// A job queued on a stream: run once, or once per launch of the graph it was captured into.
type Job = Box<dyn FnMut() + Send>;

/// Queues `work` on `stream` for library `L`. A job captured into a graph stays alive with the
/// graph (HIP gives no notice of a graph's destruction, so it is never freed); any other job
/// is freed after it ran.
// A stream is a handle HIP checks; nothing here dereferences it.
#[allow(clippy::not_unsafe_ptr_arg_deref)]
pub fn enqueue<L: Library>(stream: hipStream_t, work: impl FnMut() + Send + 'static) -> Result<(), L::Status> {
    let capturing = is_capturing::<L>(stream)?;
    JOB_PANICKED.set(false);
    let job: *mut Job = Box::into_raw(Box::new(Box::new(work)));
    let trampoline = if capturing { run_kept } else { run_once };
    // SAFETY: the trampoline matches `hipHostFn_t`; `job` is a live boxed job it takes.
    let status = unsafe { hip_sys::hipLaunchHostFunc(stream, Some(trampoline), job.cast()) };
    match status {
        Ok(hip_sys::hipError_t::hipSuccess) if JOB_PANICKED.get() => Err(L::INTERNAL_ERROR),
        Ok(hip_sys::hipError_t::hipSuccess) => Ok(()),
        failed => {
            // HIP refused the job, so it will never run: free it here. (A host function that
            // already ran is not reported as a failure of its launch.)
            // SAFETY: the box made above, not handed out.
            drop(unsafe { Box::from_raw(job) });
            tracing::warn!("{}: queueing work on a stream failed: {failed:?}", L::NAME);
            Err(L::INTERNAL_ERROR)
        }
    }
}

/// Queues `work` and waits for it: results the caller reads on the host at return (rocBLAS's
/// pointer mode host) need the stream drained, as the ROCm libraries do.
#[allow(clippy::not_unsafe_ptr_arg_deref)]
pub fn enqueue_and_wait<L: Library>(stream: hipStream_t, work: impl FnMut() + Send + 'static) -> Result<(), L::Status> {
    enqueue::<L>(stream, work)?;
    // SAFETY: HIP checks the stream handle; the call takes nothing else.
    hip::<L>(unsafe { hip_sys::hipStreamSynchronize(stream) })
}

/// Whether `stream` is being captured into a graph.
fn is_capturing<L: Library>(stream: hipStream_t) -> Result<bool, L::Status> {
    let mut status = hip_sys::hipStreamCaptureStatus::hipStreamCaptureStatusNone;
    // SAFETY: HIP checks the stream handle; `status` is a local it writes.
    hip::<L>(unsafe { hip_sys::hipStreamIsCapturing(stream, &mut status) })?;
    Ok(status != hip_sys::hipStreamCaptureStatus::hipStreamCaptureStatusNone)
}

/// A HIP call's outcome as library `L` reports it.
fn hip<L: Library>(status: Result<hip_sys::hipError_t, rocuda_core::load::LoadError>) -> Result<(), L::Status> {
    match status {
        Ok(hip_sys::hipError_t::hipSuccess) => Ok(()),
        failed => {
            tracing::warn!("{}: a HIP call failed: {failed:?}", L::NAME);
            Err(L::INTERNAL_ERROR)
        }
    }
}

unsafe extern "C" fn run_once(job: *mut c_void) {
    // SAFETY: `job` is the box `enqueue` made, passed to this trampoline exactly once.
    let mut job = unsafe { Box::from_raw(job.cast::<Job>()) };
    run(&mut job);
}

unsafe extern "C" fn run_kept(job: *mut c_void) {
    // SAFETY: `job` is the box `enqueue` made and never freed; graph launches are ordered, so
    // no two runs of it overlap.
    let job = unsafe { &mut *job.cast::<Job>() };
    run(job);
}

thread_local! {
    /// Whether a job that ran on this thread panicked since [`enqueue`] cleared it. The host
    /// device's HIP runs a host function on the thread that queues it (outside a capture), so
    /// the export that queued the job sees its failure and returns an error.
    static JOB_PANICKED: Cell<bool> = const { Cell::new(false) };
}

/// The host device's HIP's own export, which makes the device's error sticky.
static HOST_FUNCTION_FAILED: Symbol<unsafe extern "C" fn()> = Symbol::new(c"rocuda_host_function_failed");

/// A panic cannot cross HIP's C frames: it is reported, the job's results stay unwritten,
/// and the failure is the device's sticky error, as a kernel's fault is (a job replayed by a
/// graph has no caller to tell otherwise).
fn run(job: &mut Job) {
    if catch_panic("host", "a queued job", job).is_none() {
        JOB_PANICKED.set(true);
        match HOST_FUNCTION_FAILED.get(&hip_sys::LIBRARY) {
            // SAFETY: the host device's HIP's function, which takes nothing.
            Ok(failed) => unsafe { failed() },
            Err(error) => tracing::error!("the failure cannot be made the device's sticky error: {error}"),
        }
    }
}
