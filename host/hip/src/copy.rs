//! How copies and fills run. Host and device memory are one, so every direction is a
//! `memmove`; what differs is the checking: a side the direction names as device memory must
//! lie inside an allocation, so a wrong pointer is `hipErrorInvalidValue` instead of a crash.
//! The calls that make copies and fills are in `stream/memcpy.rs`, graph nodes in
//! `graph/nodes.rs`; both reach this file through `operation.rs`.

use hip_sys::{hipError_t, hipExtent, hipMemcpy3DParms, hipMemcpyKind as K, hipPitchedPtr, hipPos};

use crate::api::{HipResult, ensure, refuse};
use crate::{executor, memory};

/// Which sides of a copy are device memory.
fn device_sides(kind: K, dst: usize, src: usize) -> HipResult<(bool, bool)> {
    Ok(match kind {
        K::hipMemcpyHostToHost => (false, false),
        K::hipMemcpyHostToDevice => (true, false),
        K::hipMemcpyDeviceToHost => (false, true),
        K::hipMemcpyDeviceToDevice | K::hipMemcpyDeviceToDeviceNoCU => (true, true),
        // Unified addressing: whatever the table knows is device memory.
        K::hipMemcpyDefault => (memory::find(dst).is_some(), memory::find(src).is_some()),
        _ => return Err(hipError_t::hipErrorInvalidMemcpyDirection),
    })
}

/// Checks that `kind` is a direction HIP defines.
pub fn check_kind(kind: K) -> HipResult {
    device_sides(kind, 0, 0).map(drop)
}

/// Checks a strided region: `rows` rows of `width` bytes, `pitch` apart.
fn check_region(address: usize, pitch: usize, width: usize, rows: usize, device: bool) -> HipResult {
    if width == 0 || rows == 0 {
        return Ok(());
    }
    ensure(address != 0, hipError_t::hipErrorInvalidValue)?;
    ensure(width <= pitch || rows == 1, hipError_t::hipErrorInvalidPitchValue)?;
    if device {
        let span = pitch.checked_mul(rows - 1).and_then(|s| s.checked_add(width)).ok_or(hipError_t::hipErrorInvalidValue)?;
        memory::check_device_range(address, span)?;
    }
    Ok(())
}

/// A 2D copy of `rows` rows of `width` bytes, the shape every copy here reduces to.
///
/// # Safety
/// Host-side regions are valid for the access.
unsafe fn copy_2d(dst: usize, dst_pitch: usize, src: usize, src_pitch: usize, width: usize, rows: usize, kind: K) -> HipResult {
    executor::sticky_error()?;
    let (dst_device, src_device) = device_sides(kind, dst, src)?;
    check_region(dst, dst_pitch, width, rows, dst_device)?;
    check_region(src, src_pitch, width, rows, src_device)?;
    if width == 0 {
        return Ok(());
    }
    for row in 0..rows {
        // SAFETY: both regions are non-null (`check_region`, since `width` and `rows` are
        // not 0) and hold this row: the device sides lie inside an allocation (checked
        // above), the host sides are valid by this function's contract. `copy` allows the
        // rows to overlap, which CUDA leaves undefined.
        unsafe { std::ptr::copy((src + row * src_pitch) as *const u8, (dst + row * dst_pitch) as *mut u8, width) };
    }
    Ok(())
}

/// The address of row `y`, byte `x` of slice `z + slice` of a pitched region; one past the
/// end of the address space is `hipErrorInvalidValue`.
fn address(ptr: &hipPitchedPtr, pos: &hipPos, slice: usize) -> HipResult<usize> {
    let overflow = hipError_t::hipErrorInvalidValue;
    let slice = pos.z.checked_add(slice).ok_or(overflow)?;
    let slices = if slice == 0 { 0 } else { ptr.pitch.checked_mul(ptr.ysize).and_then(|plane| plane.checked_mul(slice)).ok_or(overflow)? };
    let rows = pos.y.checked_mul(ptr.pitch).ok_or(overflow)?;
    (ptr.ptr as usize).checked_add(slices).and_then(|a| a.checked_add(rows)).and_then(|a| a.checked_add(pos.x)).ok_or(overflow)
}

/// A 3D copy between pitched regions, slice by slice; HIP arrays are refused.
///
/// # Safety
/// Host-side regions are valid for the access.
pub unsafe fn copy_3d(p: &hipMemcpy3DParms) -> HipResult {
    if !p.srcArray.is_null() || !p.dstArray.is_null() {
        return Err(refuse("hipMemcpy3D", "HIP arrays are not supported by the host device", hipError_t::hipErrorNotSupported));
    }
    let hipExtent { width, height, depth } = p.extent;
    ensure(height <= p.srcPtr.ysize.max(1) || depth <= 1, hipError_t::hipErrorInvalidValue)?;
    for z in 0..depth {
        let (src, dst) = (address(&p.srcPtr, &p.srcPos, z)?, address(&p.dstPtr, &p.dstPos, z)?);
        // SAFETY: each slice lies inside the regions `p` names, whose host sides are valid
        // by this function's contract.
        unsafe { copy_2d(dst, p.dstPtr.pitch, src, p.srcPtr.pitch, width, height, p.kind)? };
    }
    Ok(())
}

/// Fills `rows` rows of `count` elements, `pitch` bytes apart, with `pattern` (one
/// element's bytes). The destination must be device memory: it is checked against the
/// allocation table once, and each row is then filled as a slice.
pub fn fill(dst: usize, pitch: usize, count: usize, rows: usize, pattern: &[u8]) -> HipResult {
    executor::sticky_error()?;
    let width = count.checked_mul(pattern.len()).ok_or(hipError_t::hipErrorInvalidValue)?;
    check_region(dst, pitch, width, rows, true)?;
    if width == 0 {
        return Ok(());
    }
    let uniform = pattern.iter().all(|b| *b == pattern[0]);
    for row in 0..rows {
        // SAFETY: `check_region` found `rows` rows of `width` bytes, `pitch` apart, inside
        // one device allocation, which is this library's memory and lives until freed; the
        // slice is dropped before the next row's is made.
        let bytes = unsafe { std::slice::from_raw_parts_mut((dst + row * pitch) as *mut u8, width) };
        if uniform {
            bytes.fill(pattern[0]);
        } else {
            bytes.chunks_exact_mut(pattern.len()).for_each(|element| element.copy_from_slice(pattern));
        }
    }
    Ok(())
}
