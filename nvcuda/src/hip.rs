//! HIP calls as driver-API results.

use hip_sys::hipError_t;
use rocuda_core::load::LoadError;

use crate::status;
use crate::types::CUresult;

/// HIP's `hipStreamPerThread`, `(hipStream_t)2`, which is also CUDA's `CU_STREAM_PER_THREAD`.
pub const PER_THREAD: usize = 0x2;

/// A HIP call's outcome as the driver API reports it: HIP's error mapped (`status.rs`), a
/// missing HIP library or function as the loader's status for it.
#[inline]
pub fn check(result: Result<hipError_t, LoadError>) -> Result<(), CUresult> {
    match result {
        Ok(hipError_t::hipSuccess) => Ok(()),
        Ok(error) => Err(status::from_hip(error).unwrap_or(CUresult::CUDA_ERROR_UNKNOWN)),
        Err(error) => Err(rocuda_core::load::status(error)),
    }
}
