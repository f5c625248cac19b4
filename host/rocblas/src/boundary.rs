//! rocBLAS at the C boundary: the host libraries' shared export wrapper and stream queue
//! (`rocuda_host_common`), with rocBLAS's name and statuses.

use hip_sys::hipStream_t;
use rocblas_sys::{rocblas_handle, rocblas_status as Status};
use rocuda_host_common::{Library, queue};
use rocuda_host_linalg::BlasResult;

use crate::handle::{self, Handle};

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

/// The C boundary of an export that takes a handle: `body` runs with the live handle, which
/// rocBLAS checks before any argument (`rocblas_status_invalid_handle`).
pub fn with_handle(function: &'static str, handle: rocblas_handle, body: impl FnOnce(&Handle) -> BlasResult) -> Status {
    call(function, || body(handle::get(handle)?))
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
