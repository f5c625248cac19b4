//! The host device's rocSOLVER: `librocsolver.so.0` implemented on the CPU.
//!
//! rocuda's cuBLAS calls rocSOLVER through `rocsolver-sys` for its batched LU, inverse, QR and
//! least-squares functions; with `ROCUDA_ROCM_LIB` pointing at the host device's folder it
//! loads this library instead of ROCm's. The exports have rocSOLVER's names and C signatures,
//! and check their arguments in rocSOLVER's order with its statuses.
//!
//! rocSOLVER takes the handle of rocBLAS, another library: its stream is asked of that
//! library through its C functions (`rocblas_get_stream`), never read from its memory, so
//! this library works with any rocBLAS that made the handle. The arithmetic is a job queued
//! on that stream (`rocuda_host_common::queue`).
//!
//! - [`lapack`]: the kernels, one problem each, as LAPACK's reference algorithms;
//! - [`lu`]: `getrf`, `getrf_npvt`, `getrs`, `getri_outofplace`, `getri_npvt_outofplace`;
//! - [`qr`]: `geqrf`, `geqrf_ptr`, `gels`.
//!
//! rocSOLVER functions rocuda does not call are absent: a missing symbol, which rocuda's
//! loader reports by name.

mod boundary;
pub mod lapack;
pub mod lu;
pub mod qr;

#[cfg(test)]
mod testing;

use rocblas_sys::{rocblas_handle, rocblas_int, rocblas_status as Status};
use rocuda_host_linalg::BlasResult;
use rocuda_host_linalg::args::{Batch, Ptr};

use boundary::{call, enqueue};

/// The handle's stream, from the rocBLAS that made it: a handle it does not know is
/// `rocblas_status_invalid_handle`, as it answers.
fn stream(handle: rocblas_handle) -> BlasResult<hip_sys::hipStream_t> {
    let mut stream = std::ptr::null_mut();
    // SAFETY: rocBLAS checks the handle; `stream` is an out-pointer.
    match unsafe { rocblas_sys::rocblas_get_stream(handle, &mut stream) } {
        Ok(Status::rocblas_status_success) => Ok(stream.cast()),
        Ok(status) => Err(status),
        Err(_) => Err(Status::rocblas_status_internal_error),
    }
}

/// Queues `problem` on `stream` for each problem of the batch, writing the `info` it returns
/// into the problem's entry of `info` (one entry per problem, consecutive).
fn enqueue_with_info(
    stream: hip_sys::hipStream_t,
    info: *mut rocblas_int,
    batch_count: i64,
    mut problem: impl FnMut(i64) -> i64 + Send + 'static,
) -> BlasResult {
    let info = Batch::One(Ptr(info));
    enqueue(stream, move || {
        // SAFETY: the job runs in stream order, when rocSOLVER's contract makes `info`'s
        // entries, one per problem, writable.
        let info = unsafe { info.vector_mut(0, batch_count, 1) };
        for b in 0..batch_count {
            // An index into a matrix of `rocblas_int` dimensions: it fits.
            info.set(b, problem(b) as rocblas_int);
        }
    })
}

/// The pivots of a batch: problem `b`'s at `ipiv + b * stride`.
fn pivots(ipiv: *const rocblas_int, stride: i64) -> Batch<rocblas_int> {
    Batch::Strided(Ptr::new(ipiv), stride)
}
