//! Memory: allocation, copies and fills, pointer attributes, over HIP's.
//!
//! A `CUdeviceptr` is HIP's device address as an integer; HIP checks the addresses it is
//! given. Copies between two kinds of memory take HIP's direction-free forms where CUDA's
//! are direction-free too (`cuMemcpy`, 2D copies), since every pointer is unified.

use std::ffi::c_void;

use hip_sys::{hipMemcpyKind, hipMemoryType, hipPointerAttribute_t};

use crate::types::{CUDA_MEMCPY2D, CUdeviceptr, CUmemorytype, CUpointer_attribute as P, CUresult, CUstream};
use crate::{check, context, stream};

pub(crate) fn ptr(address: CUdeviceptr) -> *mut c_void {
    address as usize as *mut c_void
}

pub fn cuMemAlloc_v2(address: &mut CUdeviceptr, size: usize) -> Result<(), CUresult> {
    context::current()?;
    if size == 0 {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    let mut allocated = std::ptr::null_mut();
    // SAFETY: an out-pointer.
    check(unsafe { hip_sys::hipMalloc(&mut allocated, size) })?;
    *address = allocated as usize as CUdeviceptr;
    Ok(())
}

pub fn cuMemFree_v2(address: CUdeviceptr) -> Result<(), CUresult> {
    context::current()?;
    // SAFETY: HIP checks that the address is an allocation's.
    check(unsafe { hip_sys::hipFree(ptr(address)) })
}

pub fn cuMemAllocHost_v2(host: &mut *mut c_void, size: usize) -> Result<(), CUresult> {
    cuMemHostAlloc(host, size, 0)
}

/// `CU_MEMHOSTALLOC_PORTABLE`, `DEVICEMAP` and `WRITECOMBINED` have HIP's values.
pub fn cuMemHostAlloc(host: &mut *mut c_void, size: usize, flags: u32) -> Result<(), CUresult> {
    context::current()?;
    if flags & !0x7 != 0 || size == 0 {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    // SAFETY: an out-pointer.
    check(unsafe { hip_sys::hipHostMalloc(host, size, flags) })
}

pub fn cuMemFreeHost(host: *mut c_void) -> Result<(), CUresult> {
    context::current()?;
    // SAFETY: HIP checks that the pointer is a pinned allocation's.
    check(unsafe { hip_sys::hipHostFree(host) })
}

/// `CU_MEM_ATTACH_GLOBAL` and `CU_MEM_ATTACH_HOST` have HIP's values.
pub fn cuMemAllocManaged(address: &mut CUdeviceptr, size: usize, flags: u32) -> Result<(), CUresult> {
    context::current()?;
    if size == 0 || !matches!(flags, 1 | 2) {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    let mut allocated = std::ptr::null_mut();
    // SAFETY: an out-pointer.
    check(unsafe { hip_sys::hipMallocManaged(&mut allocated, size, flags) })?;
    *address = allocated as usize as CUdeviceptr;
    Ok(())
}

pub fn cuMemGetInfo_v2(free: &mut usize, total: &mut usize) -> Result<(), CUresult> {
    context::current()?;
    // SAFETY: out-pointers.
    check(unsafe { hip_sys::hipMemGetInfo(free, total) })
}

pub fn cuMemHostGetDevicePointer_v2(address: &mut CUdeviceptr, host: *mut c_void, flags: u32) -> Result<(), CUresult> {
    context::current()?;
    if flags != 0 {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    let mut device = std::ptr::null_mut();
    // SAFETY: an out-pointer; HIP checks the host pointer.
    check(unsafe { hip_sys::hipHostGetDevicePointer(&mut device, host, 0) })?;
    *address = device as usize as CUdeviceptr;
    Ok(())
}

pub fn cuMemHostRegister_v2(host: *mut c_void, size: usize, flags: u32) -> Result<(), CUresult> {
    context::current()?;
    // SAFETY: HIP checks the range.
    check(unsafe { hip_sys::hipHostRegister(host, size, flags) })
}

pub fn cuMemHostUnregister(host: *mut c_void) -> Result<(), CUresult> {
    context::current()?;
    // SAFETY: HIP checks that the pointer was registered.
    check(unsafe { hip_sys::hipHostUnregister(host) })
}

pub fn cuMemGetAddressRange_v2(base: Option<&mut CUdeviceptr>, size: Option<&mut usize>, address: CUdeviceptr) -> Result<(), CUresult> {
    context::current()?;
    let (mut b, mut s) = (std::ptr::null_mut(), 0);
    // SAFETY: out-pointers.
    check(unsafe { hip_sys::hipMemGetAddressRange(&mut b, &mut s, ptr(address)) })?;
    if let Some(base) = base {
        *base = b as usize as CUdeviceptr;
    }
    if let Some(size) = size {
        *size = s;
    }
    Ok(())
}

/// A copy. `cuMemcpy` and `cuMemcpyAsync` take unified addresses, whose direction HIP works
/// out; the others name their direction, so that HIP checks the sides they call device
/// memory against its allocations: an address CUDA does not know there (null, freed, made up)
/// is refused, not read or written as host memory.
fn copy(dst: *mut c_void, src: *const c_void, bytes: usize, kind: hipMemcpyKind, stream: Option<CUstream>) -> Result<(), CUresult> {
    context::current()?;
    match stream {
        // SAFETY: HIP checks that device addresses lie in allocations; host addresses are
        // the caller's, valid for `bytes` as the driver API requires.
        None => check(unsafe { hip_sys::hipMemcpy(dst, src, bytes, kind) }),
        Some(s) => {
            let s = stream::hip_stream(s)?;
            // SAFETY: as above.
            check(unsafe { hip_sys::hipMemcpyAsync(dst, src, bytes, kind, s) })
        }
    }
}

pub fn cuMemcpy(dst: CUdeviceptr, src: CUdeviceptr, bytes: usize) -> Result<(), CUresult> {
    copy(ptr(dst), ptr(src), bytes, hipMemcpyKind::hipMemcpyDefault, None)
}

pub fn cuMemcpyAsync(dst: CUdeviceptr, src: CUdeviceptr, bytes: usize, stream: CUstream) -> Result<(), CUresult> {
    copy(ptr(dst), ptr(src), bytes, hipMemcpyKind::hipMemcpyDefault, Some(stream))
}

pub fn cuMemcpyHtoD_v2(dst: CUdeviceptr, src: *const c_void, bytes: usize) -> Result<(), CUresult> {
    copy(ptr(dst), src, bytes, hipMemcpyKind::hipMemcpyHostToDevice, None)
}

pub fn cuMemcpyDtoH_v2(dst: *mut c_void, src: CUdeviceptr, bytes: usize) -> Result<(), CUresult> {
    copy(dst, ptr(src), bytes, hipMemcpyKind::hipMemcpyDeviceToHost, None)
}

pub fn cuMemcpyDtoD_v2(dst: CUdeviceptr, src: CUdeviceptr, bytes: usize) -> Result<(), CUresult> {
    copy(ptr(dst), ptr(src), bytes, hipMemcpyKind::hipMemcpyDeviceToDevice, None)
}

pub fn cuMemcpyHtoDAsync_v2(dst: CUdeviceptr, src: *const c_void, bytes: usize, stream: CUstream) -> Result<(), CUresult> {
    copy(ptr(dst), src, bytes, hipMemcpyKind::hipMemcpyHostToDevice, Some(stream))
}

pub fn cuMemcpyDtoHAsync_v2(dst: *mut c_void, src: CUdeviceptr, bytes: usize, stream: CUstream) -> Result<(), CUresult> {
    copy(dst, ptr(src), bytes, hipMemcpyKind::hipMemcpyDeviceToHost, Some(stream))
}

pub fn cuMemcpyDtoDAsync_v2(dst: CUdeviceptr, src: CUdeviceptr, bytes: usize, stream: CUstream) -> Result<(), CUresult> {
    copy(ptr(dst), ptr(src), bytes, hipMemcpyKind::hipMemcpyDeviceToDevice, Some(stream))
}

/// The first byte a side of a 2D copy names. Arrays are not supported.
pub(crate) fn corner(kind: CUmemorytype, host: *const c_void, device: CUdeviceptr, x: usize, y: usize, pitch: usize) -> Result<*mut c_void, CUresult> {
    let base = match kind {
        CUmemorytype::CU_MEMORYTYPE_HOST => host as usize,
        CUmemorytype::CU_MEMORYTYPE_DEVICE | CUmemorytype::CU_MEMORYTYPE_UNIFIED => device as usize,
        CUmemorytype::CU_MEMORYTYPE_ARRAY => return Err(CUresult::CUDA_ERROR_NOT_SUPPORTED),
        _ => return Err(CUresult::CUDA_ERROR_INVALID_VALUE),
    };
    let offset = y.checked_mul(pitch).and_then(|o| o.checked_add(x)).ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
    Ok(base.wrapping_add(offset) as *mut c_void)
}

fn copy_2d(copy: &CUDA_MEMCPY2D, stream: Option<CUstream>) -> Result<(), CUresult> {
    context::current()?;
    let src = corner(copy.srcMemoryType, copy.srcHost, copy.srcDevice, copy.srcXInBytes, copy.srcY, copy.srcPitch)?;
    let dst = corner(copy.dstMemoryType, copy.dstHost, copy.dstDevice, copy.dstXInBytes, copy.dstY, copy.dstPitch)?;
    let (src_pitch, dst_pitch) = (copy.srcPitch.max(copy.WidthInBytes), copy.dstPitch.max(copy.WidthInBytes));
    let kind = hipMemcpyKind::hipMemcpyDefault;
    match stream {
        // SAFETY: the rectangle the caller described; HIP checks device addresses.
        None => check(unsafe { hip_sys::hipMemcpy2D(dst, dst_pitch, src, src_pitch, copy.WidthInBytes, copy.Height, kind) }),
        Some(s) => {
            let s = stream::hip_stream(s)?;
            // SAFETY: as above.
            check(unsafe { hip_sys::hipMemcpy2DAsync(dst, dst_pitch, src, src_pitch, copy.WidthInBytes, copy.Height, kind, s) })
        }
    }
}

pub fn cuMemcpy2D_v2(copy: &CUDA_MEMCPY2D) -> Result<(), CUresult> {
    copy_2d(copy, None)
}

pub fn cuMemcpy2DUnaligned_v2(copy: &CUDA_MEMCPY2D) -> Result<(), CUresult> {
    copy_2d(copy, None)
}

pub fn cuMemcpy2DAsync_v2(copy: &CUDA_MEMCPY2D, stream: CUstream) -> Result<(), CUresult> {
    copy_2d(copy, Some(stream))
}

pub fn cuMemsetD8_v2(dst: CUdeviceptr, value: u8, count: usize) -> Result<(), CUresult> {
    context::current()?;
    // SAFETY: HIP checks the range.
    check(unsafe { hip_sys::hipMemsetD8(ptr(dst), value, count) })
}

pub fn cuMemsetD16_v2(dst: CUdeviceptr, value: u16, count: usize) -> Result<(), CUresult> {
    context::current()?;
    // SAFETY: HIP checks the range.
    check(unsafe { hip_sys::hipMemsetD16(ptr(dst), value, count) })
}

pub fn cuMemsetD32_v2(dst: CUdeviceptr, value: u32, count: usize) -> Result<(), CUresult> {
    context::current()?;
    // SAFETY: HIP checks the range.
    check(unsafe { hip_sys::hipMemsetD32(ptr(dst), value as i32, count) })
}

pub fn cuMemsetD8Async(dst: CUdeviceptr, value: u8, count: usize, stream: CUstream) -> Result<(), CUresult> {
    context::current()?;
    let s = stream::hip_stream(stream)?;
    // SAFETY: HIP checks the range.
    check(unsafe { hip_sys::hipMemsetD8Async(ptr(dst), value, count, s) })
}

pub fn cuMemsetD16Async(dst: CUdeviceptr, value: u16, count: usize, stream: CUstream) -> Result<(), CUresult> {
    context::current()?;
    let s = stream::hip_stream(stream)?;
    // SAFETY: HIP checks the range.
    check(unsafe { hip_sys::hipMemsetD16Async(ptr(dst), value, count, s) })
}

pub fn cuMemsetD32Async(dst: CUdeviceptr, value: u32, count: usize, stream: CUstream) -> Result<(), CUresult> {
    context::current()?;
    let s = stream::hip_stream(stream)?;
    // SAFETY: HIP checks the range.
    check(unsafe { hip_sys::hipMemsetD32Async(ptr(dst), value as i32, count, s) })
}

/// What HIP knows of `address`; `None` for memory HIP did not allocate or register.
fn attributes(address: CUdeviceptr) -> Option<hipPointerAttribute_t> {
    // SAFETY: plain data, filled by HIP.
    let mut attributes: hipPointerAttribute_t = unsafe { std::mem::zeroed() };
    // SAFETY: an out-pointer.
    let found = check(unsafe { hip_sys::hipPointerGetAttributes(&mut attributes, ptr(address)) });
    (found.is_ok() && attributes.type_ != hipMemoryType::hipMemoryTypeUnregistered).then_some(attributes)
}

/// Writes attribute `attribute` of `address` to `data`; `Ok(false)` when `address` is not
/// memory HIP knows.
///
/// # Safety
/// `data` points to storage of the attribute's documented type.
unsafe fn write_attribute(attribute: P, data: *mut c_void, address: CUdeviceptr) -> Result<bool, CUresult> {
    let known = attributes(address);
    let context = context::current_with_handle().ok().map(|(handle, _)| handle);
    // SAFETY: each write: `data` has the attribute's type, by this function's contract.
    unsafe {
        match attribute {
            P::CU_POINTER_ATTRIBUTE_CONTEXT => *data.cast() = if known.is_some() { context.unwrap_or(std::ptr::null_mut()) } else { std::ptr::null_mut() },
            P::CU_POINTER_ATTRIBUTE_MEMORY_TYPE => {
                *data.cast::<u32>() = match known.map(|a| a.type_) {
                    Some(hipMemoryType::hipMemoryTypeHost) => CUmemorytype::CU_MEMORYTYPE_HOST.0,
                    Some(_) => CUmemorytype::CU_MEMORYTYPE_DEVICE.0,
                    None => 0,
                }
            }
            P::CU_POINTER_ATTRIBUTE_DEVICE_POINTER => *data.cast::<CUdeviceptr>() = known.map_or(0, |a| a.devicePointer as usize as CUdeviceptr),
            P::CU_POINTER_ATTRIBUTE_HOST_POINTER => *data.cast::<*mut c_void>() = known.map_or(std::ptr::null_mut(), |a| a.hostPointer),
            P::CU_POINTER_ATTRIBUTE_IS_MANAGED => *data.cast::<u32>() = u32::from(known.is_some_and(|a| a.isManaged != 0)),
            P::CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL => *data.cast::<i32>() = known.map_or(-2, |a| a.device),
            P::CU_POINTER_ATTRIBUTE_MAPPED => *data.cast::<u32>() = u32::from(known.is_some()),
            P::CU_POINTER_ATTRIBUTE_SYNC_MEMOPS => *data.cast::<u32>() = 1,
            P::CU_POINTER_ATTRIBUTE_BUFFER_ID => *data.cast::<u64>() = known.map_or(0, |a| a.devicePointer as u64),
            P::CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE => *data.cast::<u32>() = 0,
            P::CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES => *data.cast::<u64>() = 0,
            P::CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE => *data.cast::<u32>() = 0,
            P::CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE => *data.cast::<*mut c_void>() = std::ptr::null_mut(),
            P::CU_POINTER_ATTRIBUTE_RANGE_START_ADDR | P::CU_POINTER_ATTRIBUTE_RANGE_SIZE => {
                let (mut base, mut size) = (std::ptr::null_mut(), 0);
                let range = known.is_some() && check(hip_sys::hipMemGetAddressRange(&mut base, &mut size, ptr(address))).is_ok();
                let value = match (range, attribute) {
                    (false, _) => 0,
                    (true, P::CU_POINTER_ATTRIBUTE_RANGE_START_ADDR) => base as u64,
                    (true, _) => size as u64,
                };
                *data.cast::<u64>() = value;
            }
            _ => return Err(CUresult::CUDA_ERROR_INVALID_VALUE),
        }
    }
    Ok(known.is_some())
}

/// # Safety
/// `data` points to storage of the attribute's documented type.
pub unsafe fn cuPointerGetAttribute(data: *mut c_void, attribute: P, address: CUdeviceptr) -> Result<(), CUresult> {
    context::current()?;
    if data.is_null() {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    // SAFETY: by this function's contract.
    match unsafe { write_attribute(attribute, data, address) }? {
        true => Ok(()),
        false => Err(CUresult::CUDA_ERROR_INVALID_VALUE),
    }
}

/// Unlike `cuPointerGetAttribute`, memory CUDA does not know is not an error: its
/// attributes read as null.
///
/// # Safety
/// `attributes` and `data` hold `count` entries; each `data` entry points to storage of its
/// attribute's type.
pub unsafe fn cuPointerGetAttributes(count: u32, attributes: *mut P, data: *mut *mut c_void, address: CUdeviceptr) -> Result<(), CUresult> {
    context::current()?;
    if count == 0 || attributes.is_null() || data.is_null() {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    for i in 0..count as usize {
        // SAFETY: `count` entries, by this function's contract.
        let (attribute, slot) = unsafe { (*attributes.add(i), *data.add(i)) };
        if slot.is_null() {
            return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
        }
        // SAFETY: as above.
        unsafe { write_attribute(attribute, slot, address) }?;
    }
    Ok(())
}

pub fn cuMemHostGetFlags(flags: &mut u32, host: *mut c_void) -> Result<(), CUresult> {
    context::current()?;
    // SAFETY: an out-pointer; HIP checks the host pointer.
    check(unsafe { hip_sys::hipHostGetFlags(flags, host) })
}
