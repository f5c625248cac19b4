//! Copies and fills. Host and device memory are one, so every direction is a `memmove`;
//! what differs is the checking: a side the direction names as device memory must lie inside
//! an allocation, so a wrong pointer is `hipErrorInvalidValue` instead of a crash. The
//! asynchronous forms run at once on the calling thread (streams are synchronous, see
//! `stream.rs`), after the stream handle is checked, unless the stream captures: then they
//! become a graph's copy or fill node. The synchronous forms are refused during a capture
//! that forbids them (`graph/capture.rs`).

use std::ffi::{c_int, c_void};

use hip_sys::{hipError_t, hipExtent, hipMemcpy3DParms, hipMemcpyKind as K, hipPitchedPtr, hipStream_t};

use crate::api::{HipResult, call, ensure, read};
use crate::graph::capture;
use crate::graph::operation::{Fill, Operation, linear_copy};
use crate::{executor, memory, stream};

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

/// Copies `rows` rows of `width` bytes.
///
/// # Safety
/// Both regions are valid for the access (checked where they are device memory).
unsafe fn copy_rows(dst: usize, dst_pitch: usize, src: usize, src_pitch: usize, width: usize, rows: usize) {
    for row in 0..rows {
        // SAFETY: inside the regions, by this function's contract. `copy` allows overlap,
        // which CUDA leaves undefined.
        unsafe { std::ptr::copy((src + row * src_pitch) as *const u8, (dst + row * dst_pitch) as *mut u8, width) };
    }
}

/// A 2D copy, the shape every copy here reduces to.
///
/// # Safety
/// Host-side regions are valid for the access.
unsafe fn copy_2d(dst: usize, dst_pitch: usize, src: usize, src_pitch: usize, width: usize, rows: usize, kind: K) -> HipResult {
    executor::sticky_error()?;
    let (dst_device, src_device) = device_sides(kind, dst, src)?;
    check_region(dst, dst_pitch, width, rows, dst_device)?;
    check_region(src, src_pitch, width, rows, src_device)?;
    // SAFETY: device sides checked; host sides by this function's contract.
    unsafe { copy_rows(dst, dst_pitch, src, src_pitch, width, rows) };
    Ok(())
}

/// # Safety
/// Host-side regions are valid for the access.
unsafe fn copy_1d(dst: *mut c_void, src: *const c_void, size: usize, kind: K) -> HipResult {
    // SAFETY: forwarded.
    unsafe { copy_2d(dst as usize, size, src as usize, size, size, 1, kind) }
}

/// # Safety
/// Host-side regions are valid for the access.
pub unsafe fn copy_3d(p: &hipMemcpy3DParms) -> HipResult {
    if !p.srcArray.is_null() || !p.dstArray.is_null() {
        return Err(crate::api::refuse("hipMemcpy3D", "HIP arrays are not supported by the host device", hipError_t::hipErrorNotSupported));
    }
    let hipExtent { width, height, depth } = p.extent;
    let plane = |ptr: &hipPitchedPtr| ptr.pitch * ptr.ysize;
    let offset = |ptr: &hipPitchedPtr, pos: &hip_sys::hipPos| ptr.ptr as usize + pos.z * plane(ptr) + pos.y * ptr.pitch + pos.x;
    ensure(height <= p.srcPtr.ysize.max(1) || depth <= 1, hipError_t::hipErrorInvalidValue)?;
    for z in 0..depth {
        let src = offset(&p.srcPtr, &p.srcPos) + z * plane(&p.srcPtr);
        let dst = offset(&p.dstPtr, &p.dstPos) + z * plane(&p.dstPtr);
        // SAFETY: forwarded.
        unsafe { copy_2d(dst, p.dstPtr.pitch, src, p.srcPtr.pitch, width, height, p.kind)? };
    }
    Ok(())
}

/// Fills `rows` rows of `count` elements, `pitch` bytes apart, with `pattern` (one
/// element's bytes).
pub fn fill(dst: usize, pitch: usize, count: usize, rows: usize, pattern: &[u8]) -> HipResult {
    executor::sticky_error()?;
    let width = count.checked_mul(pattern.len()).ok_or(hipError_t::hipErrorInvalidValue)?;
    check_region(dst, pitch, width, rows, true)?;
    let uniform = pattern.iter().all(|b| *b == pattern[0]);
    for row in 0..rows {
        let start = (dst + row * pitch) as *mut u8;
        if uniform {
            // SAFETY: inside a device allocation (checked above).
            unsafe { std::ptr::write_bytes(start, pattern[0], width) };
            continue;
        }
        for index in 0..count {
            // SAFETY: inside a device allocation (checked above).
            unsafe { std::ptr::copy_nonoverlapping(pattern.as_ptr(), start.add(index * pattern.len()), pattern.len()) };
        }
    }
    Ok(())
}

fn fill_3d(p: hipPitchedPtr, value: c_int, extent: hipExtent) -> HipResult {
    for z in 0..extent.depth {
        fill(p.ptr as usize + z * p.pitch * p.ysize, p.pitch, extent.width, extent.height, &[value as u8])?;
    }
    Ok(())
}

/// Runs a stream-ordered body after checking the stream, or, on a capturing stream, adds
/// `operation` to the capture.
fn on_stream(stream: hipStream_t, operation: impl FnOnce() -> HipResult<Operation>, body: impl FnOnce() -> HipResult) -> HipResult {
    stream::check(stream)?;
    if capture::any() && capture::submit(stream, operation()?)?.is_none() {
        return Ok(());
    }
    body()
}

/// A copy of `size` bytes as a graph's copy node.
fn copy_node(dst: *mut c_void, src: *const c_void, size: usize, kind: K) -> impl FnOnce() -> HipResult<Operation> {
    move || {
        check_kind(kind)?;
        Ok(Operation::Memcpy(linear_copy(dst as usize, size, src as usize, size, size, 1, kind)))
    }
}

/// A fill of `count` elements as a graph's fill node.
fn fill_node(dst: *mut c_void, value: u32, count: usize, element: u32) -> impl FnOnce() -> HipResult<Operation> {
    move || Ok(Operation::Memset(Fill::linear(dst as usize, count, value, element)))
}

/// Runs a synchronous copy or fill, which capture may forbid.
fn synchronous(function: &str, body: impl FnOnce() -> HipResult) -> HipResult {
    capture::synchronous(function)?;
    body()
}

/// # Safety
/// Host-side memory named by the arguments is valid for the copy.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipMemcpy(dst: *mut c_void, src: *const c_void, size: usize, kind: K) -> hipError_t {
    // SAFETY: forwarded from the caller.
    call("hipMemcpy", || synchronous("hipMemcpy", || unsafe { copy_1d(dst, src, size, kind) }))
}

/// # Safety
/// As [`hipMemcpy`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipMemcpyWithStream(dst: *mut c_void, src: *const c_void, size: usize, kind: K, stream: hipStream_t) -> hipError_t {
    // SAFETY: forwarded from the caller.
    call("hipMemcpyWithStream", || on_stream(stream, copy_node(dst, src, size, kind), || unsafe { copy_1d(dst, src, size, kind) }))
}

/// # Safety
/// As [`hipMemcpy`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipMemcpyAsync(dst: *mut c_void, src: *const c_void, size: usize, kind: K, stream: hipStream_t) -> hipError_t {
    // SAFETY: forwarded from the caller.
    call("hipMemcpyAsync", || on_stream(stream, copy_node(dst, src, size, kind), || unsafe { copy_1d(dst, src, size, kind) }))
}

/// # Safety
/// `src` is valid for reading `size` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipMemcpyHtoD(dst: hip_sys::hipDeviceptr_t, src: *mut c_void, size: usize) -> hipError_t {
    // SAFETY: forwarded from the caller.
    call("hipMemcpyHtoD", || synchronous("hipMemcpyHtoD", || unsafe { copy_1d(dst, src, size, K::hipMemcpyHostToDevice) }))
}

/// # Safety
/// `dst` is valid for writing `size` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipMemcpyDtoH(dst: *mut c_void, src: hip_sys::hipDeviceptr_t, size: usize) -> hipError_t {
    // SAFETY: forwarded from the caller.
    call("hipMemcpyDtoH", || synchronous("hipMemcpyDtoH", || unsafe { copy_1d(dst, src, size, K::hipMemcpyDeviceToHost) }))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipMemcpyDtoD(dst: hip_sys::hipDeviceptr_t, src: hip_sys::hipDeviceptr_t, size: usize) -> hipError_t {
    // SAFETY: both sides are checked device ranges.
    call("hipMemcpyDtoD", || synchronous("hipMemcpyDtoD", || unsafe { copy_1d(dst, src, size, K::hipMemcpyDeviceToDevice) }))
}

/// # Safety
/// As [`hipMemcpyHtoD`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipMemcpyHtoDAsync(dst: hip_sys::hipDeviceptr_t, src: *mut c_void, size: usize, stream: hipStream_t) -> hipError_t {
    let node = copy_node(dst, src, size, K::hipMemcpyHostToDevice);
    // SAFETY: forwarded from the caller.
    call("hipMemcpyHtoDAsync", || on_stream(stream, node, || unsafe { copy_1d(dst, src, size, K::hipMemcpyHostToDevice) }))
}

/// # Safety
/// As [`hipMemcpyDtoH`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipMemcpyDtoHAsync(dst: *mut c_void, src: hip_sys::hipDeviceptr_t, size: usize, stream: hipStream_t) -> hipError_t {
    let node = copy_node(dst, src, size, K::hipMemcpyDeviceToHost);
    // SAFETY: forwarded from the caller.
    call("hipMemcpyDtoHAsync", || on_stream(stream, node, || unsafe { copy_1d(dst, src, size, K::hipMemcpyDeviceToHost) }))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipMemcpyDtoDAsync(dst: hip_sys::hipDeviceptr_t, src: hip_sys::hipDeviceptr_t, size: usize, stream: hipStream_t) -> hipError_t {
    let node = copy_node(dst, src, size, K::hipMemcpyDeviceToDevice);
    // SAFETY: both sides are checked device ranges.
    call("hipMemcpyDtoDAsync", || on_stream(stream, node, || unsafe { copy_1d(dst, src, size, K::hipMemcpyDeviceToDevice) }))
}

/// # Safety
/// Host-side regions are valid for the copy.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipMemcpy2D(dst: *mut c_void, dpitch: usize, src: *const c_void, spitch: usize, width: usize, height: usize, kind: K) -> hipError_t {
    // SAFETY: forwarded from the caller.
    call("hipMemcpy2D", || synchronous("hipMemcpy2D", || unsafe { copy_2d(dst as usize, dpitch, src as usize, spitch, width, height, kind) }))
}

/// # Safety
/// As [`hipMemcpy2D`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipMemcpy2DAsync(dst: *mut c_void, dpitch: usize, src: *const c_void, spitch: usize, width: usize, height: usize, kind: K, stream: hipStream_t) -> hipError_t {
    let node = move || {
        check_kind(kind)?;
        Ok(Operation::Memcpy(linear_copy(dst as usize, dpitch, src as usize, spitch, width, height, kind)))
    };
    // SAFETY: forwarded from the caller.
    call("hipMemcpy2DAsync", || on_stream(stream, node, || unsafe { copy_2d(dst as usize, dpitch, src as usize, spitch, width, height, kind) }))
}

/// # Safety
/// `p`, if non-null, points to a readable `hipMemcpy3DParms`; host-side regions are valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipMemcpy3D(p: *const hipMemcpy3DParms) -> hipError_t {
    // SAFETY: forwarded from the caller.
    call("hipMemcpy3D", || synchronous("hipMemcpy3D", || unsafe { copy_3d(&read(p)?) }))
}

/// # Safety
/// As [`hipMemcpy3D`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipMemcpy3DAsync(p: *const hipMemcpy3DParms, stream: hipStream_t) -> hipError_t {
    // SAFETY: forwarded from the caller.
    call("hipMemcpy3DAsync", || {
        // SAFETY: forwarded from the caller.
        let params = unsafe { read(p)? };
        let node = || crate::graph::operation::check_copy(&params).map(|()| Operation::Memcpy(params));
        // SAFETY: forwarded from the caller.
        on_stream(stream, node, || unsafe { copy_3d(&params) })
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn hipMemset(dst: *mut c_void, value: c_int, size: usize) -> hipError_t {
    call("hipMemset", || synchronous("hipMemset", || fill(dst as usize, size, size, 1, &[value as u8])))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipMemsetAsync(dst: *mut c_void, value: c_int, size: usize, stream: hipStream_t) -> hipError_t {
    call("hipMemsetAsync", || on_stream(stream, fill_node(dst, value as u8 as u32, size, 1), || fill(dst as usize, size, size, 1, &[value as u8])))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipMemsetD8(dst: hip_sys::hipDeviceptr_t, value: u8, count: usize) -> hipError_t {
    call("hipMemsetD8", || synchronous("hipMemsetD8", || fill(dst as usize, count, count, 1, &[value])))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipMemsetD16(dst: hip_sys::hipDeviceptr_t, value: u16, count: usize) -> hipError_t {
    call("hipMemsetD16", || synchronous("hipMemsetD16", || fill(dst as usize, count * 2, count, 1, &value.to_ne_bytes())))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipMemsetD32(dst: hip_sys::hipDeviceptr_t, value: c_int, count: usize) -> hipError_t {
    call("hipMemsetD32", || synchronous("hipMemsetD32", || fill(dst as usize, count * 4, count, 1, &value.to_ne_bytes())))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipMemsetD8Async(dst: hip_sys::hipDeviceptr_t, value: u8, count: usize, stream: hipStream_t) -> hipError_t {
    call("hipMemsetD8Async", || on_stream(stream, fill_node(dst, value.into(), count, 1), || fill(dst as usize, count, count, 1, &[value])))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipMemsetD16Async(dst: hip_sys::hipDeviceptr_t, value: u16, count: usize, stream: hipStream_t) -> hipError_t {
    call("hipMemsetD16Async", || on_stream(stream, fill_node(dst, value.into(), count, 2), || fill(dst as usize, count * 2, count, 1, &value.to_ne_bytes())))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipMemsetD32Async(dst: hip_sys::hipDeviceptr_t, value: c_int, count: usize, stream: hipStream_t) -> hipError_t {
    call("hipMemsetD32Async", || on_stream(stream, fill_node(dst, value as u32, count, 4), || fill(dst as usize, count * 4, count, 1, &value.to_ne_bytes())))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipMemset2D(dst: *mut c_void, pitch: usize, value: c_int, width: usize, height: usize) -> hipError_t {
    call("hipMemset2D", || synchronous("hipMemset2D", || fill(dst as usize, pitch, width, height, &[value as u8])))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipMemset2DAsync(dst: *mut c_void, pitch: usize, value: c_int, width: usize, height: usize, stream: hipStream_t) -> hipError_t {
    let node = move || Ok(Operation::Memset(Fill { pitch, height, ..Fill::linear(dst as usize, width, value as u8 as u32, 1) }));
    call("hipMemset2DAsync", || on_stream(stream, node, || fill(dst as usize, pitch, width, height, &[value as u8])))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipMemset3D(p: hipPitchedPtr, value: c_int, extent: hipExtent) -> hipError_t {
    call("hipMemset3D", || synchronous("hipMemset3D", || fill_3d(p, value, extent)))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipMemset3DAsync(p: hipPitchedPtr, value: c_int, extent: hipExtent, stream: hipStream_t) -> hipError_t {
    let node = move || {
        let row = Fill::linear(p.ptr as usize, extent.width, value as u8 as u32, 1);
        Ok(Operation::Memset(Fill { pitch: p.pitch, height: extent.height, depth: extent.depth, slice: p.pitch * p.ysize, ..row }))
    };
    call("hipMemset3DAsync", || on_stream(stream, node, || fill_3d(p, value, extent)))
}
