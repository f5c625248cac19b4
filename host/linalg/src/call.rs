//! The C boundary, and how work joins a handle's stream.
//!
//! Every export runs its body through [`call`]: panics are caught and reported as
//! `rocblas_status_internal_error`, failures are logged. Argument checks happen at the call,
//! as rocBLAS makes them; the arithmetic is queued on the handle's HIP stream with
//! `hipLaunchHostFunc` ([`enqueue`]), so it runs after the work queued before it and is
//! recorded into a graph while the stream is being captured. A job that panics fails the
//! export that queued it (`rocblas_status_internal_error`) and leaves the device's error
//! sticky, as a kernel's fault does.

use std::cell::Cell;
use std::ffi::c_void;
use std::panic::{self, AssertUnwindSafe};

use rocblas_sys::rocblas_status as Status;
use rocuda_core::export::{describe, report_panic};
use rocuda_core::load::Symbol;

use hip_sys::hipStream_t;

/// What an export's body returns: success, or the status to return.
pub type BlasResult<T = ()> = Result<T, Status>;

/// Runs the body of the exported function `function` of `library` ("rocblas", "rocsolver").
pub fn call(library: &'static str, function: &'static str, body: impl FnOnce() -> BlasResult) -> Status {
    rocuda_core::log::init();
    match panic::catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(())) => Status::rocblas_status_success,
        Ok(Err(status)) => {
            tracing::debug!("{library}: {function} returned {}", describe(status));
            status
        }
        Err(payload) => {
            report_panic(library, function, payload.as_ref());
            Status::rocblas_status_internal_error
        }
    }
}

/// A job queued on a stream: run once, or once per launch of the graph it was captured into.
type Job = Box<dyn FnMut() + Send>;

/// Queues `work` on `stream`. A job captured into a graph stays alive with the graph (HIP
/// gives no notice of a graph's destruction, so it is never freed); any other job is freed
/// after it ran.
// A stream is a handle HIP checks; nothing here dereferences it.
#[allow(clippy::not_unsafe_ptr_arg_deref)]
pub fn enqueue(stream: hipStream_t, work: impl FnMut() + Send + 'static) -> BlasResult {
    let capturing = is_capturing(stream)?;
    JOB_PANICKED.set(false);
    let job: *mut Job = Box::into_raw(Box::new(Box::new(work)));
    let trampoline = if capturing { run_kept } else { run_once };
    // SAFETY: the trampoline matches `hipHostFn_t`; `job` is a live boxed job it takes.
    let status = unsafe { hip_sys::hipLaunchHostFunc(stream, Some(trampoline), job.cast()) };
    match status {
        Ok(hip_sys::hipError_t::hipSuccess) if JOB_PANICKED.get() => Err(Status::rocblas_status_internal_error),
        Ok(hip_sys::hipError_t::hipSuccess) => Ok(()),
        failed => {
            // HIP refused the job, so it will never run: free it here. (A host function that
            // already ran is not reported as a failure of its launch.)
            // SAFETY: the box made above, not handed out.
            drop(unsafe { Box::from_raw(job) });
            tracing::warn!("queueing work on a stream failed: {failed:?}");
            Err(Status::rocblas_status_internal_error)
        }
    }
}

/// Queues `work` and waits for it: results the caller reads on the host at return (pointer
/// mode host) need the stream drained, as rocBLAS does.
#[allow(clippy::not_unsafe_ptr_arg_deref)]
pub fn enqueue_and_wait(stream: hipStream_t, work: impl FnMut() + Send + 'static) -> BlasResult {
    enqueue(stream, work)?;
    // SAFETY: a stream handle.
    hip(unsafe { hip_sys::hipStreamSynchronize(stream) })
}

/// Whether `stream` is being captured into a graph.
fn is_capturing(stream: hipStream_t) -> BlasResult<bool> {
    let mut status = hip_sys::hipStreamCaptureStatus::hipStreamCaptureStatusNone;
    // SAFETY: a stream handle and an out-pointer.
    hip(unsafe { hip_sys::hipStreamIsCapturing(stream, &mut status) })?;
    Ok(status != hip_sys::hipStreamCaptureStatus::hipStreamCaptureStatusNone)
}

/// A HIP call's outcome as rocBLAS reports it.
fn hip(status: Result<hip_sys::hipError_t, rocuda_core::load::LoadError>) -> BlasResult {
    match status {
        Ok(hip_sys::hipError_t::hipSuccess) => Ok(()),
        failed => {
            tracing::warn!("a HIP call failed: {failed:?}");
            Err(Status::rocblas_status_internal_error)
        }
    }
}

unsafe extern "C" fn run_once(job: *mut c_void) {
    // SAFETY: `job` is the box `enqueue` made, passed to this trampoline exactly once.
    let mut job = unsafe { Box::from_raw(job.cast::<Job>()) };
    run(&mut job);
}

unsafe extern "C" fn run_kept(job: *mut c_void) {
    // SAFETY: `job` is the box `enqueue` made and never freed; graph launches are ordered.
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
    if let Err(payload) = panic::catch_unwind(AssertUnwindSafe(job)) {
        report_panic("host", "a queued job", payload.as_ref());
        JOB_PANICKED.set(true);
        match HOST_FUNCTION_FAILED.get(&hip_sys::LIBRARY) {
            // SAFETY: the host device's HIP's function, which takes nothing.
            Ok(failed) => unsafe { failed() },
            Err(error) => tracing::error!("the failure cannot be made the device's sticky error: {error}"),
        }
    }
}
