//! CUDA streams as HIP streams, asked of rocuda's driver.
//!
//! Every library beside the driver receives CUDA streams (`cudaStream_t` is the driver's
//! `CUstream`) and must hand ROCm the HIP stream behind each. Libraries never share
//! internals (DESIGN.md), so the driver exports the conversion under a name of rocuda's own,
//! `rocuda_hip_stream` (`nvcuda/src/interop.rs`), and this module finds it in the
//! `libcuda.so.1` the process uses. The legacy and per-thread default streams (`0x1`, `0x2`)
//! are the driver's to translate; the null stream needs no driver: it is HIP's null stream.

use std::ffi::c_void;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicPtr, Ordering};

use crate::export::Status;

/// A HIP stream (`hipStream_t`), untyped: `core` sits below the bindings that name it.
/// Cast it with [`HipStream::as_ptr`] where a ROCm function takes one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HipStream(pub *mut c_void);

impl HipStream {
    pub const NULL: HipStream = HipStream(std::ptr::null_mut());

    /// The stream as the pointer type a ROCm binding declares (`hipStream_t`).
    pub fn as_ptr<T>(self) -> *mut T {
        self.0.cast()
    }
}

type Convert = unsafe extern "C" fn(*mut c_void, *mut *mut c_void) -> i32;

/// The driver's conversion, looked up once; `None` where the `libcuda.so.1` loaded is not
/// rocuda's or none loads.
fn driver() -> Option<Convert> {
    static CONVERT: OnceLock<Option<Convert>> = OnceLock::new();
    // SAFETY: rocuda's driver defines the symbol with this signature.
    *CONVERT.get_or_init(|| unsafe { crate::driver::function::<Convert>(b"rocuda_hip_stream\0") })
}

/// The HIP stream behind the CUDA stream `stream`. Without rocuda's driver the library's
/// ROCm-unavailable status; a handle the driver does not know is INVALID_VALUE (what cuBLAS,
/// cuFFT and cuSPARSE answer a bad stream with).
// A stream is a handle the driver looks up; nothing here dereferences it.
#[allow(clippy::not_unsafe_ptr_arg_deref)]
pub fn hip<S: Status>(stream: *mut c_void) -> Result<HipStream, S> {
    if stream.is_null() {
        return Ok(HipStream::NULL);
    }
    let convert = driver().ok_or(S::ROCM_UNAVAILABLE)?;
    let mut hip = std::ptr::null_mut();
    // SAFETY: rocuda's driver function, with an out-pointer to a local.
    match unsafe { convert(stream, &mut hip) } {
        0 => Ok(HipStream(hip)),
        error => {
            tracing::warn!("{}: stream {stream:?} is not a stream of the driver's (CUresult {error})", S::LIBRARY);
            Err(S::INVALID_VALUE)
        }
    }
}

/// The stream a library handle works on: the CUDA stream as the caller gave it (what the
/// library's `GetStream` returns) and the HIP stream behind it (what ROCm is given).
#[derive(Debug, Default)]
pub struct BoundStream {
    cuda: AtomicPtr<c_void>,
    hip: AtomicPtr<c_void>,
}

impl BoundStream {
    /// The null stream, where every library handle starts.
    pub const fn new() -> BoundStream {
        BoundStream { cuda: AtomicPtr::new(std::ptr::null_mut()), hip: AtomicPtr::new(std::ptr::null_mut()) }
    }

    /// Looks `stream` up and returns its HIP stream, without binding it yet: the caller
    /// hands it to ROCm first, and [`BoundStream::bind`]s it once ROCm accepted it.
    pub fn resolve<S: Status>(stream: *mut c_void) -> Result<HipStream, S> {
        hip(stream)
    }

    pub fn bind(&self, cuda: *mut c_void, hip: HipStream) {
        self.cuda.store(cuda, Ordering::Relaxed);
        self.hip.store(hip.0, Ordering::Relaxed);
    }

    /// The CUDA stream as given.
    pub fn cuda(&self) -> *mut c_void {
        self.cuda.load(Ordering::Relaxed)
    }

    pub fn hip(&self) -> HipStream {
        HipStream(self.hip.load(Ordering::Relaxed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::tests::TestStatus;

    #[test]
    fn the_null_stream_needs_no_driver() {
        assert_eq!(hip::<TestStatus>(std::ptr::null_mut()), Ok(HipStream::NULL));
    }

    #[test]
    fn a_bound_stream_keeps_both_sides() {
        let bound = BoundStream::new();
        assert!(bound.cuda().is_null() && bound.hip() == HipStream::NULL);
        let (cuda, hip) = (0x1000 as *mut c_void, HipStream(0x2000 as *mut c_void));
        bound.bind(cuda, hip);
        assert_eq!((bound.cuda(), bound.hip()), (cuda, hip));
    }
}
