//! Level 1: vector operations.
//!
//! Each operation is a kernel over one problem (`axpy`, `dot`, ...), a checked body shared by
//! its forms in both integer widths (`axpy_call`, `dot_call`, ...), and the exports, one macro
//! line per element type, described once with the other levels' ([`crate::forms`]). Each
//! export is checked against ROCm's header at compile time
//! (`const _: signatures::rocblas_saxpy = rocblas_saxpy;`).
//!
//! Reductions (`dot`, `asum`, `nrm2`, `iamax`, `iamin`) write their result from the queued job:
//! into device memory in device pointer mode, and into the caller's variable in host pointer
//! mode, where the call waits for the job as rocBLAS waits for its kernel. The `_ex` functions
//! pick their element and compute types at run time ([`ex`]). `copy` and `swap` share one
//! checked body, and a module ([`copy`]).

pub mod amax;
pub mod asum;
pub mod axpy;
pub mod copy;
pub mod dot;
pub mod ex;
pub mod nrm2;
pub mod rot;
pub mod rotg;
pub mod rotm;
pub mod scal;

pub use axpy::axpy;

use rocuda_host_linalg::args::{Batch, Ptr};
use rocuda_host_linalg::{BlasResult, Scalar as Element, Vector, VectorMut};

use crate::boundary::{enqueue, enqueue_and_wait};
use crate::handle::Handle;

/// A strided vector argument as a job carries it: the job makes its view.
pub struct Arg<T> {
    pub base: Ptr<T>,
    pub n: i64,
    pub inc: i64,
}

impl<T> Clone for Arg<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for Arg<T> {}

impl<T: Copy> Arg<T> {
    pub fn new(base: *const T, n: i64, inc: i64) -> Arg<T> {
        Arg { base: Ptr::new(base), n, inc }
    }

    /// The vector, read.
    ///
    /// # Safety
    /// Called from the queued job: the caller's memory holds `n` elements `inc` apart from
    /// `base`, readable while the job runs (rocBLAS's contract).
    pub unsafe fn vector<'a>(self) -> Vector<'a, T> {
        // SAFETY: called from the job, the caller's memory holding the vector, readable, by
        // this function's contract.
        unsafe { Batch::One(self.base).vector(0, self.n, self.inc) }
    }

    /// The vector, read and written.
    ///
    /// # Safety
    /// As [`Arg::vector`], the elements writable too.
    pub unsafe fn vector_mut<'a>(self) -> VectorMut<'a, T> {
        // SAFETY: called from the job, the caller's memory holding the vector, readable and
        // writable, by this function's contract.
        unsafe { Batch::One(self.base).vector_mut(0, self.n, self.inc) }
    }
}

/// Writes `value` through `out`.
///
/// # Safety
/// `out` is valid for a write.
unsafe fn write<R>(out: Ptr<R>, value: R) {
    // SAFETY: `out` is valid for a write of `R`, by this function's contract.
    unsafe { out.0.write_unaligned(value) }
}

/// Queues a reduction whose result goes to `result`: a device pointer in device pointer
/// mode, which the job writes in stream order; a host pointer in host pointer mode, where the
/// call waits for the job so that the result is there at return.
pub fn reduce<R: Send + 'static>(handle: &Handle, result: *mut R, value: impl Fn() -> R + Send + 'static) -> BlasResult {
    let out = Ptr(result);
    // SAFETY: the result pointer is valid when the job runs (rocBLAS's contract).
    let job = move || unsafe { write(out, value()) };
    if handle.device_pointers() { enqueue(handle.stream(), job) } else { enqueue_and_wait(handle.stream(), job) }
}

/// Runs `job` on the memory the caller's pointers name: at the call in host pointer mode,
/// where they are host variables; in stream order in device pointer mode, where they are
/// device memory.
pub fn by_pointer_mode(handle: &Handle, mut job: impl FnMut() + Send + 'static) -> BlasResult {
    if handle.device_pointers() {
        enqueue(handle.stream(), job)
    } else {
        job();
        Ok(())
    }
}

/// The result of a reduction with nothing to reduce: written at once in host pointer mode,
/// in stream order in device pointer mode (rocBLAS's memset and `hipMemsetAsync`).
pub fn zero_result<R: Copy + Send + 'static>(handle: &Handle, result: *mut R, zero: R) -> BlasResult {
    let out = Ptr(result);
    // SAFETY: the caller's host variable now, or device memory when the job runs.
    by_pointer_mode(handle, move || unsafe { write(out, zero) })
}

/// Zeroes the `size` bytes of a result whose type is only known at run time, as
/// [`zero_result`] writes one value.
pub fn zero_bytes(handle: &Handle, result: *mut std::ffi::c_void, size: usize) -> BlasResult {
    let out = Ptr(result.cast::<u8>());
    // SAFETY: `result` holds `size` bytes: the caller's host variable now, or device memory
    // when the job runs.
    by_pointer_mode(handle, move || unsafe { write_zeros(out, size) })
}

/// # Safety
/// `out` is valid for writing `size` bytes.
unsafe fn write_zeros(out: Ptr<u8>, size: usize) {
    // SAFETY: `out` holds `size` writable bytes, by this function's contract.
    unsafe { out.0.write_bytes(0, size) }
}

/// `Σ term(i)` for `i` in `0..n`, added pairwise: the rounding of a tree reduction, as
/// rocBLAS's kernels reduce, rather than of a running sum (which, in `f16`, stops growing
/// once the sum dwarfs the terms).
pub fn sum<E: Element>(n: i64, term: impl Fn(i64) -> E) -> E {
    fn range<E: Element>(low: i64, high: i64, term: &impl Fn(i64) -> E) -> E {
        if high - low <= 8 {
            (low..high).fold(E::ZERO, |total, i| total + term(i))
        } else {
            let middle = low + (high - low) / 2;
            range(low, middle, term) + range(middle, high, term)
        }
    }
    range(0, n, &term)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairwise_sums_of_many_small_terms_do_not_stall() {
        use crate::level1::ex::Half;
        let one = Half(rocuda_host_linalg::f16::ONE);
        assert_eq!(sum(4096, |_| one).0.to_f64(), 4096.0);
        assert_eq!(sum(0, |_| 1.0f64), 0.0);
        assert_eq!(sum(17, |i| i as f64), 136.0);
    }

    /// In device pointer mode scalars are read, and results written, by the job: on the host
    /// device, device memory is host memory and the job has run when the call returns.
    #[test]
    fn device_pointer_mode_reads_and_writes_through_the_job() {
        use rocblas_sys::{rocblas_pointer_mode as PointerMode, rocblas_status as Status};

        use crate::handle::rocblas_set_pointer_mode;
        let handle = crate::testing::handle();
        assert_eq!(rocblas_set_pointer_mode(handle, PointerMode::rocblas_pointer_mode_device), Status::rocblas_status_success);
        let x = [3.0f64, -4.0];
        let mut result = f64::NAN;
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        assert_eq!(unsafe { dot::rocblas_ddot(handle, 2, x.as_ptr(), 1, x.as_ptr(), 1, &mut result) }, Status::rocblas_status_success);
        assert_eq!(result, 25.0);
        // SAFETY: as above.
        assert_eq!(unsafe { nrm2::rocblas_dnrm2(handle, 2, x.as_ptr(), 1, &mut result) }, Status::rocblas_status_success);
        assert_eq!(result, 5.0);
        // SAFETY: as above.
        assert_eq!(unsafe { asum::rocblas_dasum(handle, 0, x.as_ptr(), 1, &mut result) }, Status::rocblas_status_success);
        assert_eq!(result, 0.0);
        let mut index = 0;
        // SAFETY: as above.
        assert_eq!(unsafe { amax::rocblas_idamax(handle, 2, x.as_ptr(), 1, &mut index) }, Status::rocblas_status_success);
        assert_eq!(index, 2);
        // alpha == 1 is only known when the job runs: the vector is still checked.
        let one = 1.0f64;
        // SAFETY: as above.
        assert_eq!(unsafe { scal::rocblas_dscal(handle, 2, &one, std::ptr::null_mut(), 1) }, Status::rocblas_status_invalid_pointer);
        let (mut y, two) = ([1.0f64, 1.0], 2.0f64);
        // SAFETY: as above.
        assert_eq!(unsafe { scal::rocblas_dscal(handle, 2, &two, y.as_mut_ptr(), 1) }, Status::rocblas_status_success);
        assert_eq!(y, [2.0, 2.0]);
        let (mut a, mut b, mut c, mut s) = (3.0f32, 4.0f32, 0.0f32, 0.0f32);
        // SAFETY: as above.
        assert_eq!(unsafe { rotg::rocblas_srotg(handle, &mut a, &mut b, &mut c, &mut s) }, Status::rocblas_status_success);
        assert_eq!((a, c, s), (5.0, 0.6, 0.8));
        let param = [-1.0f64, 0.0, 1.0, 1.0, 0.0];
        let (mut u, mut v) = ([1.0f64], [2.0f64]);
        // SAFETY: as above.
        assert_eq!(unsafe { rotm::rocblas_drotm(handle, 1, u.as_mut_ptr(), 1, v.as_mut_ptr(), 1, param.as_ptr()) }, Status::rocblas_status_success);
        assert_eq!((u, v), ([2.0], [1.0]));
        crate::testing::destroy(handle);
    }
}
