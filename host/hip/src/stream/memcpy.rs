//! The copy and fill calls, `hipMemcpy*` and `hipMemset*`. Each builds its operation once:
//! an asynchronous form submits it to its stream (where a capture may take it as a copy or
//! fill node), a synchronous one runs it at once, unless the capture rules forbid the call
//! (`captures.rs`). How a copy or fill runs, and what it checks, is `copy.rs`'s.

use std::ffi::{c_int, c_void};

use hip_sys::{hipDeviceptr_t, hipError_t, hipExtent, hipMemcpy3DParms, hipMemcpyKind as K, hipPitchedPtr, hipStream_t};

use super::captures;
use crate::api::{HipResult, call, read};
use crate::operation::{Fill, Operation, linear_copy};
use crate::stream;

/// Runs a synchronous copy or fill, which capture may forbid.
fn synchronous(function: &str, operation: Operation) -> HipResult {
    captures::synchronous(function)?;
    operation.run()
}

/// Submits an asynchronous copy or fill to `stream`.
fn on_stream(stream: hipStream_t, operation: Operation) -> HipResult {
    stream::check(stream)?;
    stream::submit(stream, operation)
}

/// A copy of `size` bytes.
fn copy(dst: *mut c_void, src: *const c_void, size: usize, kind: K) -> Operation {
    Operation::Memcpy(linear_copy(dst as usize, size, src as usize, size, size, 1, kind))
}

/// A copy of `height` rows of `width` bytes, each side with its pitch.
fn copy_2d(dst: *mut c_void, dpitch: usize, src: *const c_void, spitch: usize, width: usize, height: usize, kind: K) -> Operation {
    Operation::Memcpy(linear_copy(dst as usize, dpitch, src as usize, spitch, width, height, kind))
}

/// A fill of `count` elements of `element` bytes with `value`'s low bytes.
fn fill(dst: *mut c_void, count: usize, value: u32, element: u32) -> Operation {
    Operation::Memset(Fill::linear(dst as usize, count, value, element))
}

/// A fill of `height` rows of `width` bytes, `pitch` apart, with `value`'s low byte.
fn fill_2d(dst: *mut c_void, pitch: usize, value: c_int, width: usize, height: usize) -> Operation {
    Operation::Memset(Fill { pitch, height, ..Fill::linear(dst as usize, width, value as u8 as u32, 1) })
}

/// A fill of `extent` (its width in bytes) of the pitched region `p` with `value`'s low byte.
fn fill_3d(p: hipPitchedPtr, value: c_int, extent: hipExtent) -> Operation {
    let row = Fill::linear(p.ptr as usize, extent.width, value as u8 as u32, 1);
    Operation::Memset(Fill { pitch: p.pitch, height: extent.height, depth: extent.depth, slice: p.pitch * p.ysize, ..row })
}

/// # Safety
/// Host-side memory named by the arguments is valid for the copy.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipMemcpy(dst: *mut c_void, src: *const c_void, size: usize, kind: K) -> hipError_t {
    call("hipMemcpy", || synchronous("hipMemcpy", copy(dst, src, size, kind)))
}

/// # Safety
/// As [`hipMemcpy`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipMemcpyWithStream(dst: *mut c_void, src: *const c_void, size: usize, kind: K, stream: hipStream_t) -> hipError_t {
    call("hipMemcpyWithStream", || on_stream(stream, copy(dst, src, size, kind)))
}

/// # Safety
/// As [`hipMemcpy`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipMemcpyAsync(dst: *mut c_void, src: *const c_void, size: usize, kind: K, stream: hipStream_t) -> hipError_t {
    call("hipMemcpyAsync", || on_stream(stream, copy(dst, src, size, kind)))
}

/// # Safety
/// `src` is valid for reading `size` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipMemcpyHtoD(dst: hipDeviceptr_t, src: *mut c_void, size: usize) -> hipError_t {
    call("hipMemcpyHtoD", || synchronous("hipMemcpyHtoD", copy(dst, src, size, K::hipMemcpyHostToDevice)))
}

/// # Safety
/// `dst` is valid for writing `size` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipMemcpyDtoH(dst: *mut c_void, src: hipDeviceptr_t, size: usize) -> hipError_t {
    call("hipMemcpyDtoH", || synchronous("hipMemcpyDtoH", copy(dst, src, size, K::hipMemcpyDeviceToHost)))
}

/// Both sides are device memory, checked against the allocation table before the copy.
#[unsafe(no_mangle)]
pub extern "C" fn hipMemcpyDtoD(dst: hipDeviceptr_t, src: hipDeviceptr_t, size: usize) -> hipError_t {
    call("hipMemcpyDtoD", || synchronous("hipMemcpyDtoD", copy(dst, src, size, K::hipMemcpyDeviceToDevice)))
}

/// # Safety
/// As [`hipMemcpyHtoD`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipMemcpyHtoDAsync(dst: hipDeviceptr_t, src: *mut c_void, size: usize, stream: hipStream_t) -> hipError_t {
    call("hipMemcpyHtoDAsync", || on_stream(stream, copy(dst, src, size, K::hipMemcpyHostToDevice)))
}

/// # Safety
/// As [`hipMemcpyDtoH`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipMemcpyDtoHAsync(dst: *mut c_void, src: hipDeviceptr_t, size: usize, stream: hipStream_t) -> hipError_t {
    call("hipMemcpyDtoHAsync", || on_stream(stream, copy(dst, src, size, K::hipMemcpyDeviceToHost)))
}

/// As [`hipMemcpyDtoD`].
#[unsafe(no_mangle)]
pub extern "C" fn hipMemcpyDtoDAsync(dst: hipDeviceptr_t, src: hipDeviceptr_t, size: usize, stream: hipStream_t) -> hipError_t {
    call("hipMemcpyDtoDAsync", || on_stream(stream, copy(dst, src, size, K::hipMemcpyDeviceToDevice)))
}

/// # Safety
/// Host-side regions are valid for the copy.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipMemcpy2D(dst: *mut c_void, dpitch: usize, src: *const c_void, spitch: usize, width: usize, height: usize, kind: K) -> hipError_t {
    call("hipMemcpy2D", || synchronous("hipMemcpy2D", copy_2d(dst, dpitch, src, spitch, width, height, kind)))
}

/// # Safety
/// As [`hipMemcpy2D`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipMemcpy2DAsync(
    dst: *mut c_void,
    dpitch: usize,
    src: *const c_void,
    spitch: usize,
    width: usize,
    height: usize,
    kind: K,
    stream: hipStream_t,
) -> hipError_t {
    call("hipMemcpy2DAsync", || on_stream(stream, copy_2d(dst, dpitch, src, spitch, width, height, kind)))
}

/// # Safety
/// `p`, if non-null, points to a readable `hipMemcpy3DParms`; host-side regions are valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipMemcpy3D(p: *const hipMemcpy3DParms) -> hipError_t {
    call("hipMemcpy3D", || {
        captures::synchronous("hipMemcpy3D")?;
        // SAFETY: `p` is null, which `read` refuses, or points to a readable
        // `hipMemcpy3DParms`, by this function's contract.
        let params = unsafe { read(p)? };
        Operation::Memcpy(params).run()
    })
}

/// # Safety
/// As [`hipMemcpy3D`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipMemcpy3DAsync(p: *const hipMemcpy3DParms, stream: hipStream_t) -> hipError_t {
    call("hipMemcpy3DAsync", || {
        // SAFETY: `p` is null, which `read` refuses, or points to a readable
        // `hipMemcpy3DParms`, by this function's contract (as `hipMemcpy3D`'s).
        let params = unsafe { read(p)? };
        on_stream(stream, Operation::Memcpy(params))
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn hipMemset(dst: *mut c_void, value: c_int, size: usize) -> hipError_t {
    call("hipMemset", || synchronous("hipMemset", fill(dst, size, value as u8 as u32, 1)))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipMemsetAsync(dst: *mut c_void, value: c_int, size: usize, stream: hipStream_t) -> hipError_t {
    call("hipMemsetAsync", || on_stream(stream, fill(dst, size, value as u8 as u32, 1)))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipMemsetD8(dst: hipDeviceptr_t, value: u8, count: usize) -> hipError_t {
    call("hipMemsetD8", || synchronous("hipMemsetD8", fill(dst, count, value.into(), 1)))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipMemsetD16(dst: hipDeviceptr_t, value: u16, count: usize) -> hipError_t {
    call("hipMemsetD16", || synchronous("hipMemsetD16", fill(dst, count, value.into(), 2)))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipMemsetD32(dst: hipDeviceptr_t, value: c_int, count: usize) -> hipError_t {
    call("hipMemsetD32", || synchronous("hipMemsetD32", fill(dst, count, value as u32, 4)))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipMemsetD8Async(dst: hipDeviceptr_t, value: u8, count: usize, stream: hipStream_t) -> hipError_t {
    call("hipMemsetD8Async", || on_stream(stream, fill(dst, count, value.into(), 1)))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipMemsetD16Async(dst: hipDeviceptr_t, value: u16, count: usize, stream: hipStream_t) -> hipError_t {
    call("hipMemsetD16Async", || on_stream(stream, fill(dst, count, value.into(), 2)))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipMemsetD32Async(dst: hipDeviceptr_t, value: c_int, count: usize, stream: hipStream_t) -> hipError_t {
    call("hipMemsetD32Async", || on_stream(stream, fill(dst, count, value as u32, 4)))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipMemset2D(dst: *mut c_void, pitch: usize, value: c_int, width: usize, height: usize) -> hipError_t {
    call("hipMemset2D", || synchronous("hipMemset2D", fill_2d(dst, pitch, value, width, height)))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipMemset2DAsync(dst: *mut c_void, pitch: usize, value: c_int, width: usize, height: usize, stream: hipStream_t) -> hipError_t {
    call("hipMemset2DAsync", || on_stream(stream, fill_2d(dst, pitch, value, width, height)))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipMemset3D(p: hipPitchedPtr, value: c_int, extent: hipExtent) -> hipError_t {
    call("hipMemset3D", || synchronous("hipMemset3D", fill_3d(p, value, extent)))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipMemset3DAsync(p: hipPitchedPtr, value: c_int, extent: hipExtent, stream: hipStream_t) -> hipError_t {
    call("hipMemset3DAsync", || on_stream(stream, fill_3d(p, value, extent)))
}
