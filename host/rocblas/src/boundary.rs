//! rocBLAS at the C boundary: the host libraries' shared export wrapper and stream queue
//! (`rocuda_host_common`), with rocBLAS's name and statuses.

use hip_sys::hipStream_t;
use rocblas_sys::rocblas_status as Status;
use rocuda_host_common::{Library, queue};
use rocuda_host_linalg::BlasResult;

/// This library, as the shared C boundary reports it.
pub struct Rocblas;

impl Library for Rocblas {
    type Status = Status;
    const NAME: &'static str = "rocblas";
    const SUCCESS: Status = Status::rocblas_status_success;
    const INTERNAL_ERROR: Status = Status::rocblas_status_internal_error;
}

/// The C boundary of this library's exports ([`rocuda_host_common::call`]).
pub fn call(function: &'static str, body: impl FnOnce() -> BlasResult) -> Status {
    rocuda_host_common::call::<Rocblas>(function, body)
}

/// Queues `work` on `stream` ([`queue::enqueue`]).
#[allow(clippy::not_unsafe_ptr_arg_deref)]
pub fn enqueue(stream: hipStream_t, work: impl FnMut() + Send + 'static) -> BlasResult {
    queue::enqueue::<Rocblas>(stream, work)
}

/// Queues `work` and waits for it ([`queue::enqueue_and_wait`]): for results the caller reads
/// on the host at return.
#[allow(clippy::not_unsafe_ptr_arg_deref)]
pub fn enqueue_and_wait(stream: hipStream_t, work: impl FnMut() + Send + 'static) -> BlasResult {
    queue::enqueue_and_wait::<Rocblas>(stream, work)
}
