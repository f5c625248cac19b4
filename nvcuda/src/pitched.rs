//! Pitched memory: allocations whose rows are aligned, 2D fills, 3D copies.

use std::ffi::c_void;

use hip_sys::hipMemcpyKind;

use crate::memory::{corner, ptr};
use crate::types::{CUDA_MEMCPY3D, CUdeviceptr, CUresult, CUstream};
use crate::{check, context, stream};

/// Row alignment of pitched allocations: a multiple of every element size CUDA allows and
/// of AMD GPUs' texture pitch alignment.
const PITCH_ALIGNMENT: usize = 512;

pub fn cuMemAllocPitch_v2(address: &mut CUdeviceptr, pitch: &mut usize, width: usize, height: usize, element: u32) -> Result<(), CUresult> {
    context::current()?;
    if width == 0 || height == 0 || !matches!(element, 4 | 8 | 16) {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    let row = width.checked_next_multiple_of(PITCH_ALIGNMENT).ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
    let bytes = row.checked_mul(height).ok_or(CUresult::CUDA_ERROR_OUT_OF_MEMORY)?;
    let mut allocated = std::ptr::null_mut();
    // SAFETY: an out-pointer.
    check(unsafe { hip_sys::hipMalloc(&mut allocated, bytes) })?;
    *address = allocated as usize as CUdeviceptr;
    *pitch = row;
    Ok(())
}

/// Fills `height` rows of `width` elements, `pitch` bytes apart, one row at a time.
fn fill_rows(
    dst: CUdeviceptr,
    pitch: usize,
    width: usize,
    height: usize,
    element: usize,
    mut fill_row: impl FnMut(*mut c_void, usize) -> Result<(), CUresult>,
) -> Result<(), CUresult> {
    context::current()?;
    if height > 1 && pitch < width.saturating_mul(element) {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    for row in 0..height {
        let offset = row.checked_mul(pitch).ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
        fill_row(ptr(dst).wrapping_byte_add(offset), width)?;
    }
    Ok(())
}

pub fn cuMemsetD2D8_v2(dst: CUdeviceptr, pitch: usize, value: u8, width: usize, height: usize) -> Result<(), CUresult> {
    // SAFETY: each row: HIP checks the range.
    fill_rows(dst, pitch, width, height, 1, |row, n| check(unsafe { hip_sys::hipMemsetD8(row, value, n) }))
}

pub fn cuMemsetD2D16_v2(dst: CUdeviceptr, pitch: usize, value: u16, width: usize, height: usize) -> Result<(), CUresult> {
    // SAFETY: each row: HIP checks the range.
    fill_rows(dst, pitch, width, height, 2, |row, n| check(unsafe { hip_sys::hipMemsetD16(row, value, n) }))
}

pub fn cuMemsetD2D32_v2(dst: CUdeviceptr, pitch: usize, value: u32, width: usize, height: usize) -> Result<(), CUresult> {
    // SAFETY: each row: HIP checks the range.
    fill_rows(dst, pitch, width, height, 4, |row, n| check(unsafe { hip_sys::hipMemsetD32(row, value as i32, n) }))
}

pub fn cuMemsetD2D8Async(dst: CUdeviceptr, pitch: usize, value: u8, width: usize, height: usize, stream: CUstream) -> Result<(), CUresult> {
    let s = stream::hip_stream(stream)?;
    // SAFETY: each row: HIP checks the range.
    fill_rows(dst, pitch, width, height, 1, |row, n| check(unsafe { hip_sys::hipMemsetD8Async(row, value, n, s) }))
}

pub fn cuMemsetD2D16Async(dst: CUdeviceptr, pitch: usize, value: u16, width: usize, height: usize, stream: CUstream) -> Result<(), CUresult> {
    let s = stream::hip_stream(stream)?;
    // SAFETY: each row: HIP checks the range.
    fill_rows(dst, pitch, width, height, 2, |row, n| check(unsafe { hip_sys::hipMemsetD16Async(row, value, n, s) }))
}

pub fn cuMemsetD2D32Async(dst: CUdeviceptr, pitch: usize, value: u32, width: usize, height: usize, stream: CUstream) -> Result<(), CUresult> {
    let s = stream::hip_stream(stream)?;
    // SAFETY: each row: HIP checks the range.
    fill_rows(dst, pitch, width, height, 4, |row, n| check(unsafe { hip_sys::hipMemsetD32Async(row, value as i32, n, s) }))
}

/// A 3D copy as one 2D copy per slice.
fn copy_3d(copy: &CUDA_MEMCPY3D, stream: Option<CUstream>) -> Result<(), CUresult> {
    context::current()?;
    if copy.srcLOD != 0 || copy.dstLOD != 0 {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    let s = stream.map(stream::hip_stream).transpose()?;
    let (src_pitch, dst_pitch) = (copy.srcPitch.max(copy.WidthInBytes), copy.dstPitch.max(copy.WidthInBytes));
    let (src_height, dst_height) = (copy.srcHeight.max(copy.Height), copy.dstHeight.max(copy.Height));
    for z in 0..copy.Depth {
        let src_row = (copy.srcZ + z).checked_mul(src_height).and_then(|r| r.checked_add(copy.srcY)).ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
        let dst_row = (copy.dstZ + z).checked_mul(dst_height).and_then(|r| r.checked_add(copy.dstY)).ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
        let src = corner(copy.srcMemoryType, copy.srcHost, copy.srcDevice, copy.srcXInBytes, src_row, copy.srcPitch)?;
        let dst = corner(copy.dstMemoryType, copy.dstHost, copy.dstDevice, copy.dstXInBytes, dst_row, copy.dstPitch)?;
        let kind = hipMemcpyKind::hipMemcpyDefault;
        // SAFETY: the slice the caller described; HIP checks device addresses.
        check(unsafe {
            match s {
                None => hip_sys::hipMemcpy2D(dst, dst_pitch, src, src_pitch, copy.WidthInBytes, copy.Height, kind),
                Some(s) => hip_sys::hipMemcpy2DAsync(dst, dst_pitch, src, src_pitch, copy.WidthInBytes, copy.Height, kind, s),
            }
        })?;
    }
    Ok(())
}

pub fn cuMemcpy3D_v2(copy: &CUDA_MEMCPY3D) -> Result<(), CUresult> {
    copy_3d(copy, None)
}

pub fn cuMemcpy3DAsync_v2(copy: &CUDA_MEMCPY3D, stream: CUstream) -> Result<(), CUresult> {
    copy_3d(copy, Some(stream))
}
