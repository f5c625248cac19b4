//! The PTX inside an image a program hands to the driver.

use std::borrow::Cow;

use crate::types::CUresult;

/// PTX chosen from an image (borrowed from it when stored uncompressed), and the
/// architecture it targets (`compute_80` → 80). Its bytes are checked to be text only when
/// they are compiled: a load whose code the cache has never reads them as text.
pub struct Ptx<'a> {
    pub bytes: Cow<'a, [u8]>,
    pub arch: u32,
}

/// The PTX of the image at `data`.
///
/// # Safety
/// `data` points to a fat binary (wrapper or header), an ELF image or NUL-terminated PTX.
pub unsafe fn ptx_at<'a>(data: *const u8, capability: (i32, i32)) -> Result<Ptx<'a>, CUresult> {
    if data.is_null() {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    // SAFETY: by this function's contract.
    let raw = unsafe { rocuda_fatbin::image_from_ptr(data) }.map_err(|e| invalid(&e))?;
    if !raw.prelinked.is_empty() {
        tracing::warn!("cuda: this binary was built with relocatable device code (-rdc=true), which rocuda does not link yet");
        return Err(CUresult::CUDA_ERROR_NOT_SUPPORTED);
    }
    best_ptx(raw.parse().map_err(|e| invalid(&e))?, capability)
}

fn invalid(error: &dyn std::fmt::Display) -> CUresult {
    tracing::error!("cuda: the module image is not valid: {error}");
    CUresult::CUDA_ERROR_INVALID_IMAGE
}

/// The best PTX of `bytes` for a device of compute capability `capability`.
pub fn ptx_in(bytes: &[u8], capability: (i32, i32)) -> Result<Ptx<'_>, CUresult> {
    best_ptx(rocuda_fatbin::parse(bytes).map_err(|e| invalid(&e))?, capability)
}

fn best_ptx(image: rocuda_fatbin::Image<'_>, capability: (i32, i32)) -> Result<Ptx<'_>, CUresult> {
    let compute = (capability.0 * 10 + capability.1) as u32;
    match image.best_ptx(compute) {
        Ok(entry) => Ok(Ptx { bytes: entry.ptx_bytes().map_err(|e| invalid(&e))?, arch: entry.arch }),
        Err(why) => {
            // The reason says how to rebuild the program.
            tracing::error!("cuda: {why}");
            Err(CUresult::CUDA_ERROR_NO_BINARY_FOR_GPU)
        }
    }
}
