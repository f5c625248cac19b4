//! cuBLAS handles: each owns a rocBLAS handle, and keeps what cuBLAS reports back (the CUDA
//! stream as given, the math mode, the SM count target) that rocBLAS has no place for.

use std::ffi::c_void;
use std::sync::Arc;
use std::sync::atomic::{AtomicI32, AtomicU32, Ordering};

use rocblas_sys::{rocblas_atomics_mode, rocblas_handle};
use rocuda_core::convert::{FromCuda, Invalid};
use rocuda_core::handles::{Handles, OnStream};
use rocuda_core::stream::BoundStream;

use crate::types::{cublasAtomicsMode_t, cublasHandle_t, cublasMath_t, cublasPointerMode_t, cublasStatus_t, cudaStream_t};
use crate::{Result, check, convert};

pub struct Handle {
    rocblas: rocblas_handle,
    stream: BoundStream,
    pointer_mode: AtomicU32,
    atomics_mode: AtomicU32,
    math_mode: AtomicU32,
    sm_count_target: AtomicI32,
}

// SAFETY: a rocBLAS handle may be used from any thread (cuBLAS's rule for its handles is the
// caller's: one thread at a time per handle).
unsafe impl Send for Handle {}
// SAFETY: as above; the other fields are atomics.
unsafe impl Sync for Handle {}

impl OnStream for Handle {
    fn stream(&self) -> &BoundStream {
        &self.stream
    }
}

/// An unknown handle is `NOT_INITIALIZED`, as cuBLAS answers a handle that was never created
/// or already destroyed (the library's invalid-handle status).
static HANDLES: Handles<Handle, cublasStatus_t> = Handles::new("cuBLAS handle");

pub fn get(handle: cublasHandle_t) -> Result<Arc<Handle>> {
    HANDLES.get(handle)
}

/// The rocBLAS handle of `handle`: what every mapped function needs, without a reference count.
pub fn rocblas(handle: cublasHandle_t) -> Result<rocblas_handle> {
    HANDLES.with(handle, |h| h.rocblas)
}

impl Handle {
    pub fn math_mode(&self) -> cublasMath_t {
        cublasMath_t(self.math_mode.load(Ordering::Relaxed))
    }

    pub fn pointer_mode(&self) -> cublasPointerMode_t {
        cublasPointerMode_t(self.pointer_mode.load(Ordering::Relaxed))
    }

    pub fn atomics_mode(&self) -> cublasAtomicsMode_t {
        cublasAtomicsMode_t(self.atomics_mode.load(Ordering::Relaxed))
    }
}

/// Sets a mode rocBLAS takes as well: `apply` gives it to the handle's rocBLAS handle, then
/// the handle keeps cuBLAS's `value` in `kept`, which the getter reports back as it was given.
fn set_mode(handle: cublasHandle_t, kept: fn(&Handle) -> &AtomicU32, value: u32, apply: impl FnOnce(rocblas_handle) -> Result) -> Result {
    let handle = get(handle)?;
    apply(handle.rocblas)?;
    kept(&handle).store(value, Ordering::Relaxed);
    Ok(())
}

/// A new handle: host pointer mode, the null stream, atomics not allowed, default math, as
/// cuBLAS documents. rocBLAS allows atomics by default; cuBLAS does not, so its results are
/// reproducible from run to run, and rocuda keeps that promise.
pub fn cublasCreate_v2(handle: &mut cublasHandle_t) -> Result {
    let mut rocblas = std::ptr::null_mut();
    // SAFETY: an out-pointer.
    check(unsafe { rocblas_sys::rocblas_create_handle(&mut rocblas) })?;
    let created = Handle {
        rocblas,
        stream: BoundStream::new(),
        pointer_mode: AtomicU32::new(cublasPointerMode_t::CUBLAS_POINTER_MODE_HOST.0),
        atomics_mode: AtomicU32::new(cublasAtomicsMode_t::CUBLAS_ATOMICS_NOT_ALLOWED.0),
        math_mode: AtomicU32::new(cublasMath_t::CUBLAS_DEFAULT_MATH.0),
        sm_count_target: AtomicI32::new(0),
    };
    // SAFETY: the handle just made.
    if let Err(status) = check(unsafe { rocblas_sys::rocblas_set_atomics_mode(rocblas, rocblas_atomics_mode::rocblas_atomics_not_allowed) }) {
        // SAFETY: as above, not handed out.
        let _ = unsafe { rocblas_sys::rocblas_destroy_handle(rocblas) };
        return Err(status);
    }
    *handle = HANDLES.insert(created);
    Ok(())
}

pub fn cublasDestroy_v2(handle: cublasHandle_t) -> Result {
    let removed = HANDLES.remove(handle)?;
    // SAFETY: the handle's own rocBLAS handle, no longer reachable through the table.
    check(unsafe { rocblas_sys::rocblas_destroy_handle(removed.rocblas) })
}

pub fn cublasSetStream_v2(handle: cublasHandle_t, stream: cudaStream_t) -> Result {
    let handle = get(handle)?;
    let hip = BoundStream::resolve(stream.cast())?;
    // SAFETY: the handle's rocBLAS handle and a HIP stream.
    check(unsafe { rocblas_sys::rocblas_set_stream(handle.rocblas, hip.as_ptr()) })?;
    handle.stream.bind(stream.cast(), hip);
    Ok(())
}

pub fn cublasGetStream_v2(handle: cublasHandle_t, stream: &mut cudaStream_t) -> Result {
    get(handle).map(|h| *stream = h.stream.cuda().cast())
}

pub fn cublasSetPointerMode_v2(handle: cublasHandle_t, mode: cublasPointerMode_t) -> Result {
    // SAFETY: the handle's rocBLAS handle.
    set_mode(handle, |h| &h.pointer_mode, mode.0, |rocblas| check(unsafe { rocblas_sys::rocblas_set_pointer_mode(rocblas, convert::pointer_mode(mode)?) }))
}

pub fn cublasGetPointerMode_v2(handle: cublasHandle_t, mode: &mut cublasPointerMode_t) -> Result {
    get(handle).map(|h| *mode = h.pointer_mode())
}

pub fn cublasSetAtomicsMode(handle: cublasHandle_t, mode: cublasAtomicsMode_t) -> Result {
    // SAFETY: the handle's rocBLAS handle.
    set_mode(handle, |h| &h.atomics_mode, mode.0, |rocblas| check(unsafe { rocblas_sys::rocblas_set_atomics_mode(rocblas, convert::atomics_mode(mode)?) }))
}

pub fn cublasGetAtomicsMode(handle: cublasHandle_t, mode: &mut cublasAtomicsMode_t) -> Result {
    get(handle).map(|h| *mode = h.atomics_mode())
}

pub fn cublasSetMathMode(handle: cublasHandle_t, mode: MathMode) -> Result {
    let mode = mode.0;
    // SAFETY: the handle's rocBLAS handle.
    set_mode(handle, |h| &h.math_mode, mode.0, |rocblas| check(unsafe { rocblas_sys::rocblas_set_math_mode(rocblas, convert::math_mode(mode)?) }))
}

/// A math mode as cuBLAS takes it: a combination of the enum's bits, which is not always a
/// value of the enum (so the generic enum check would refuse it); `convert::math_mode` checks it.
pub struct MathMode(cublasMath_t);

impl FromCuda<cublasMath_t> for MathMode {
    unsafe fn from_cuda(value: cublasMath_t) -> std::result::Result<MathMode, Invalid> {
        Ok(MathMode(value))
    }
}

pub fn cublasGetMathMode(handle: cublasHandle_t, mode: &mut cublasMath_t) -> Result {
    get(handle).map(|h| *mode = h.math_mode())
}

/// The number of multiprocessors cuBLAS may size its kernels for; rocBLAS sizes its own, so
/// the value is kept and reported back. Negative is refused, as by cuBLAS.
pub fn cublasSetSmCountTarget(handle: cublasHandle_t, target: i32) -> Result {
    let handle = get(handle)?;
    if target < 0 {
        return Err(cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE);
    }
    handle.sm_count_target.store(target, Ordering::Relaxed);
    Ok(())
}

pub fn cublasGetSmCountTarget(handle: cublasHandle_t, target: &mut i32) -> Result {
    get(handle).map(|h| *target = h.sm_count_target.load(Ordering::Relaxed))
}

/// cuBLAS requires a workspace aligned to 256 bytes.
pub fn cublasSetWorkspace_v2(handle: cublasHandle_t, workspace: *mut c_void, size: usize) -> Result {
    let handle = get(handle)?;
    if !(workspace as usize).is_multiple_of(256) {
        return Err(cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE);
    }
    // SAFETY: the handle's rocBLAS handle and the caller's device buffer of `size` bytes.
    check(unsafe { rocblas_sys::rocblas_set_workspace(handle.rocblas, workspace, size) })
}
