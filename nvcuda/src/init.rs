//! Initialization and versions.

use std::sync::OnceLock;

use crate::check;
use crate::types::{CUDA_VERSION, CUresult};

static INITIALIZED: OnceLock<Result<(), CUresult>> = OnceLock::new();

/// The driver version rocuda reports: the CUDA version of the headers it implements, so a
/// runtime built for that CUDA accepts it.
pub const DRIVER_VERSION: i32 = CUDA_VERSION as i32;

pub fn cuInit(flags: u32) -> Result<(), CUresult> {
    if flags != 0 {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    // SAFETY: hipInit takes flags only.
    *INITIALIZED.get_or_init(|| check(unsafe { hip_sys::hipInit(0) }))
}

/// `CUDA_ERROR_NOT_INITIALIZED` until `cuInit` succeeded, as every driver function but
/// `cuInit`, `cuDriverGetVersion` and the error strings answers.
pub fn initialized() -> Result<(), CUresult> {
    INITIALIZED.get().copied().unwrap_or(Err(CUresult::CUDA_ERROR_NOT_INITIALIZED))
}

pub fn cuDriverGetVersion(version: &mut i32) -> Result<(), CUresult> {
    *version = DRIVER_VERSION;
    Ok(())
}

/// Profiling is NVIDIA's tools' business; with no profiler attached these do nothing, as
/// NVIDIA's do.
pub fn cuProfilerStart() -> Result<(), CUresult> {
    crate::context::current().map(|_| ())
}

pub fn cuProfilerStop() -> Result<(), CUresult> {
    crate::context::current().map(|_| ())
}
