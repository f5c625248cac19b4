//! CUDA streams as HIP streams, asked of the driver.
//!
//! A `cudaStream_t` is the driver's `CUstream`: a handle of rocuda's `libcuda.so.1`. The
//! driver exports `rocuda_hip_stream` for the libraries beside it (nvcuda/src/interop.rs);
//! this module finds it in the `libcuda.so.1` the process uses. The null stream needs no
//! driver: it is HIP's null stream too.

use std::sync::OnceLock;

use hip_sys::hipStream_t;

use crate::types::{cublasStatus_t, cudaStream_t};

type Convert = unsafe extern "C" fn(cudaStream_t, *mut hipStream_t) -> i32;

fn driver() -> Result<Convert, cublasStatus_t> {
    static CONVERT: OnceLock<Option<Convert>> = OnceLock::new();
    let found = CONVERT.get_or_init(|| {
        // SAFETY: loading the CUDA driver runs its initialisers, as any CUDA program does.
        let library = match unsafe { libloading::Library::new("libcuda.so.1") } {
            Ok(library) => library,
            Err(error) => {
                tracing::error!("cublas: streams need rocuda's libcuda.so.1, which did not load: {error}");
                return None;
            }
        };
        // SAFETY: the symbol has this signature in rocuda's driver.
        let symbol = unsafe { library.get::<Convert>(b"rocuda_hip_stream\0") };
        match symbol {
            Ok(symbol) => {
                let convert = *symbol;
                // The driver stays loaded for the process's life, as the CUDA runtime keeps it.
                std::mem::forget(library);
                Some(convert)
            }
            Err(_) => {
                tracing::error!("cublas: the libcuda.so.1 loaded is not rocuda's (no rocuda_hip_stream): CUDA streams cannot be used");
                None
            }
        }
    });
    found.ok_or(cublasStatus_t::CUBLAS_STATUS_NOT_INITIALIZED)
}

/// The HIP stream behind `stream`; a handle the driver does not know is `INVALID_VALUE`.
pub fn hip(stream: cudaStream_t) -> Result<hipStream_t, cublasStatus_t> {
    if stream.is_null() {
        return Ok(std::ptr::null_mut());
    }
    let convert = driver()?;
    let mut hip = std::ptr::null_mut();
    // SAFETY: rocuda's driver function, with an out-pointer.
    match unsafe { convert(stream, &mut hip) } {
        0 => Ok(hip),
        error => {
            tracing::warn!("cublas: stream {stream:?} is not a stream of the driver's (CUresult {error})");
            Err(cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE)
        }
    }
}
