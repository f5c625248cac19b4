//! What rocuda's other libraries ask of the driver through its C ABI.
//!
//! cuBLAS, cuFFT and the rest receive CUDA streams (`cudaStream_t` is the driver's `CUstream`)
//! and must give ROCm the HIP stream behind each. Libraries never share internals (DESIGN.md),
//! so the driver exports the conversion under a name of rocuda's own, which a library
//! resolves in whichever `libcuda.so.1` the process loaded: one that lacks it is NVIDIA's.

use hip_sys::hipStream_t;

use crate::stream;
use crate::types::{CUresult, CUstream};

/// The HIP stream behind `stream`: the null, legacy and per-thread handles, or a live stream.
///
/// # Safety
/// `hip` is null or valid for a write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rocuda_hip_stream(stream: CUstream, hip: *mut hipStream_t) -> CUresult {
    rocuda_core::export::status("rocuda_hip_stream", || {
        // SAFETY: by this function's contract.
        let out = unsafe { hip.as_mut() }.ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
        *out = stream::hip_stream(stream)?;
        Ok(())
    })
}
