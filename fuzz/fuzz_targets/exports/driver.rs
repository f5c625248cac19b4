//! Calls of the driver API (`libcuda.so.1`).

use std::ffi::{c_int, c_uint, c_void};

use crate::input::Input;
use crate::state::*;

pub(crate) fn error_texts(s: &mut State, input: &mut Input) {
    let code = input.int();
    let mut text = std::ptr::null();
    let out = if input.byte() % 4 == 0 { std::ptr::null_mut() } else { &raw mut text };
    // SAFETY: an out-pointer or null, which the function must refuse.
    unsafe {
        (s.api.cuGetErrorName)(code, out);
        (s.api.cuGetErrorString)(code, out);
    }
}

pub(crate) fn device_attribute(s: &mut State, input: &mut Input) {
    let mut value = 0;
    let (attribute, device) = (input.int(), input.int());
    // SAFETY: an out-pointer.
    unsafe { (s.api.cuDeviceGetAttribute)(&mut value, attribute, device) };
}

/// Sizes to allocate: small ones, and ones past `isize::MAX`, which no allocation can have.
/// (A size in between reaches the allocator, whose failure libFuzzer's malloc limit reports
/// as a crash, whatever rocuda makes of it.)
pub(crate) const ALLOCATIONS: [usize; 7] = [0, 1, 255, 4096, 1 << 20, usize::MAX, usize::MAX / 2 + 1];

pub(crate) fn alloc(s: &mut State, input: &mut Input) {
    let bytes = input.pick(&ALLOCATIONS);
    let mut address = 0;
    // SAFETY: an out-pointer.
    if unsafe { (s.api.cuMemAlloc_v2)(&mut address, bytes) } == 0 {
        s.allocations.push(address);
    }
}

pub(crate) fn free(s: &mut State, input: &mut Input) {
    let address = if !s.allocations.is_empty() && input.byte() % 2 == 0 {
        let address = s.allocations.swap_remove(usize::from(input.byte()) % s.allocations.len());
        s.dead.push(address as usize);
        address
    } else {
        not_live(s, input)
    };
    // SAFETY: an allocation of this input's, freed once, or an address rocuda must refuse.
    unsafe { (s.api.cuMemFree_v2)(address) };
}

pub(crate) fn alloc_host(s: &mut State, input: &mut Input) {
    let bytes = input.pick(&ALLOCATIONS);
    let mut host = std::ptr::null_mut();
    // SAFETY: an out-pointer; what it allocates is freed at once.
    unsafe {
        if (s.api.cuMemAllocHost_v2)(&mut host, bytes) == 0 {
            (s.api.cuMemFreeHost)(host);
        }
        let dead = ptr(not_live(s, input) as usize);
        (s.api.cuMemFreeHost)(dead);
    }
}

/// Host memory as large as any in-buffer device range, for copies.
pub(crate) fn host_buffer() -> Vec<u8> {
    vec![0x3c; BUFFER]
}

pub(crate) fn copy_to_device(s: &mut State, input: &mut Input) {
    let (dst, bytes) = device_range(s, input);
    let host = host_buffer();
    let stream = handle(s, input, &s.streams);
    // SAFETY: a host buffer as large as the largest in-buffer range; a larger size comes with
    // a size past the end of the device buffer, which rocuda must refuse.
    unsafe {
        if input.byte() % 2 == 0 {
            (s.api.cuMemcpyHtoD_v2)(dst, host.as_ptr().cast(), bytes);
        } else {
            (s.api.cuMemcpyHtoDAsync_v2)(dst, host.as_ptr().cast(), bytes, stream);
            (s.api.cuCtxSynchronize)();
        }
    }
}

pub(crate) fn copy_to_host(s: &mut State, input: &mut Input) {
    let (src, bytes) = device_range(s, input);
    let mut host = host_buffer();
    let target = if input.byte() % 8 == 0 { std::ptr::null_mut() } else { host.as_mut_ptr().cast() };
    // SAFETY: as in `copy_to_device`; a null destination rocuda must refuse.
    unsafe { (s.api.cuMemcpyDtoH_v2)(target, src, bytes) };
}

pub(crate) fn copy_device(s: &mut State, input: &mut Input) {
    let (dst, bytes) = device_range(s, input);
    let src = if input.byte() % 2 == 0 { input.pick(&s.buffers) } else { not_live(s, input) };
    // SAFETY: device ranges inside live buffers, or arguments rocuda must refuse.
    unsafe { (s.api.cuMemcpyDtoD_v2)(dst, src, bytes) };
}

pub(crate) fn memset(s: &mut State, input: &mut Input) {
    let (dst, bytes) = device_range(s, input);
    let stream = handle(s, input, &s.streams);
    // SAFETY: as in `copy_device`; the 32-bit forms count words, so a live range's size is
    // divided by four.
    unsafe {
        match input.byte() % 3 {
            0 => (s.api.cuMemsetD8_v2)(dst, input.byte(), bytes),
            1 => (s.api.cuMemsetD32_v2)(dst, input.u32(), words(bytes)),
            _ => {
                let status = (s.api.cuMemsetD32Async)(dst, input.u32(), words(bytes), stream);
                (s.api.cuCtxSynchronize)();
                status
            }
        };
    }
}

/// Four-byte words in a range of `bytes`, keeping sizes past any address space past it.
pub(crate) fn words(bytes: usize) -> usize {
    if bytes > BUFFER { bytes } else { bytes / 4 }
}

pub(crate) fn address_range(s: &mut State, input: &mut Input) {
    let (address, _) = device_range(s, input);
    let (mut base, mut size) = (0, 0);
    let base_out = if input.byte() % 4 == 0 { std::ptr::null_mut() } else { &raw mut base };
    // SAFETY: out-pointers, or null (which CUDA allows for either).
    unsafe { (s.api.cuMemGetAddressRange_v2)(base_out, &mut size, address) };
}

pub(crate) fn pointer_attribute(s: &mut State, input: &mut Input) {
    let (address, _) = device_range(s, input);
    let attribute = input.int();
    // Room for any attribute's value (the largest, the P2P tokens, is 16 bytes).
    let mut value = [0u64; 8];
    let out = if input.byte() % 8 == 0 { std::ptr::null_mut() } else { value.as_mut_ptr().cast() };
    // SAFETY: an out-pointer large enough for any attribute, or null.
    unsafe { (s.api.cuPointerGetAttribute)(out, attribute, address) };
}

pub(crate) fn stream_create(s: &mut State, input: &mut Input) {
    let mut stream = std::ptr::null_mut();
    let flags = input.pick(&[0, 1, 2, 0xffff_ffff]);
    // SAFETY: an out-pointer.
    if unsafe { (s.api.cuStreamCreate)(&mut stream, flags) } == 0 {
        s.streams.push(stream as usize);
    }
}

pub(crate) fn stream_destroy(s: &mut State, input: &mut Input) {
    let stream = if !s.streams.is_empty() && input.byte() % 2 == 0 {
        let stream = s.streams.swap_remove(usize::from(input.byte()) % s.streams.len());
        if stream == s.blas_stream {
            // A stream destroyed under a cuBLAS handle would leave the handle undefined.
            // SAFETY: the live handle and the default stream.
            unsafe { (s.api.cublasSetStream_v2)(ptr(s.blas), std::ptr::null_mut()) };
            s.blas_stream = 0;
        }
        s.dead.push(stream);
        ptr(stream)
    } else {
        handle(s, input, &[])
    };
    // SAFETY: a stream of this input's, destroyed once, or a handle rocuda must refuse.
    unsafe { (s.api.cuStreamDestroy_v2)(stream) };
}

pub(crate) fn stream_use(s: &mut State, input: &mut Input) {
    let stream = handle(s, input, &s.streams);
    let event = handle(s, input, &s.events);
    let flags = input.pick(&[0, 1, 0xffff_ffff]);
    // SAFETY: handles, live or ones rocuda must refuse.
    unsafe {
        match input.byte() % 3 {
            0 => (s.api.cuStreamSynchronize)(stream),
            1 => (s.api.cuStreamQuery)(stream),
            _ => (s.api.cuStreamWaitEvent)(stream, event, flags),
        };
    }
}

pub(crate) fn event_create(s: &mut State, input: &mut Input) {
    let mut event = std::ptr::null_mut();
    let flags = input.pick(&[0, 1, 2, 4, 0xffff_ffff]);
    // SAFETY: an out-pointer.
    if unsafe { (s.api.cuEventCreate)(&mut event, flags) } == 0 {
        s.events.push(event as usize);
    }
}

pub(crate) fn event_destroy(s: &mut State, input: &mut Input) {
    let event = if !s.events.is_empty() && input.byte() % 2 == 0 {
        let event = s.events.swap_remove(usize::from(input.byte()) % s.events.len());
        s.dead.push(event);
        ptr(event)
    } else {
        handle(s, input, &[])
    };
    // SAFETY: an event of this input's, destroyed once, or a handle rocuda must refuse.
    unsafe { (s.api.cuEventDestroy_v2)(event) };
}

pub(crate) fn event_use(s: &mut State, input: &mut Input) {
    let event = handle(s, input, &s.events);
    let other = handle(s, input, &s.events);
    let stream = handle(s, input, &s.streams);
    let mut milliseconds = 0.0;
    // SAFETY: handles, live or ones rocuda must refuse, and an out-pointer.
    unsafe {
        match input.byte() % 4 {
            0 => (s.api.cuEventRecord)(event, stream),
            1 => (s.api.cuEventSynchronize)(event),
            2 => (s.api.cuEventQuery)(event),
            _ => (s.api.cuEventElapsedTime)(&mut milliseconds, event, other),
        };
    }
}

pub(crate) fn ctx_push_pop(s: &mut State, input: &mut Input) {
    let mut current = std::ptr::null_mut();
    // SAFETY: the live context or a handle rocuda must refuse; out-pointers.
    unsafe {
        match input.byte() % 4 {
            0 => {
                let context = handle(s, input, &[s.context]);
                (s.api.cuCtxPushCurrent_v2)(context);
            }
            1 => {
                (s.api.cuCtxPopCurrent_v2)(&mut current);
            }
            2 => {
                (s.api.cuCtxSetCurrent)(handle(s, input, &[s.context]));
            }
            _ => {
                (s.api.cuCtxGetCurrent)(&mut current);
            }
        }
        // Every other call needs the live context current; put it back if a pop or a set
        // took it away.
        (s.api.cuCtxGetCurrent)(&mut current);
        if current as usize != s.context {
            (s.api.cuCtxSetCurrent)(ptr(s.context));
        }
    }
}

pub(crate) fn module_calls(s: &mut State, input: &mut Input) {
    let module = handle(s, input, &[s.module]);
    let name = input.pick(&[c"add_one".as_ptr(), c"".as_ptr(), c"missing".as_ptr(), std::ptr::null()]);
    let mut function = std::ptr::null_mut();
    let mut value = 0;
    let attribute = input.int();
    let kernel = handle(s, input, &[s.kernel]);
    // SAFETY: the live module and kernel, or handles rocuda must refuse; a C string or null.
    unsafe {
        match input.byte() % 3 {
            0 => (s.api.cuModuleGetFunction)(&mut function, module, name),
            1 => (s.api.cuFuncGetAttribute)(&mut value, attribute, kernel),
            _ => {
                let dead = ptr(not_live(s, input) as usize);
                (s.api.cuModuleUnload)(dead)
            }
        };
    }
}

/// The live kernel on the first buffer, with grid and block sizes from the input: any it
/// accepts stay inside the buffer (the kernel checks `n`), the rest rocuda must refuse.
pub(crate) fn launch(s: &mut State, input: &mut Input) {
    let kernel = handle(s, input, &[s.kernel, s.kernel]);
    let stream = handle(s, input, &s.streams);
    let mut data = s.buffers[0];
    let mut n = (input.u32() as usize % FLOATS) as c_uint;
    let mut params = [(&raw mut data).cast::<c_void>(), (&raw mut n).cast()];
    let grid = [input.pick(&[0, 1, 2, 65536, c_uint::MAX]), input.pick(&[0, 1, 65536]), 1];
    let block = [input.pick(&[0, 1, 64, 1024, 1025]), input.pick(&[0, 1, 2048]), 1];
    let shared = input.pick(&[0, 1024, c_uint::MAX]);
    let args = if input.byte() % 8 == 0 { std::ptr::null_mut() } else { params.as_mut_ptr() };
    // A large grid of a block size CUDA allows is valid work, not an argument to refuse:
    // only grids whose dimensions CUDA's limits refuse may be large, so that a call stays short.
    let threads = |dims: [c_uint; 3]| dims.iter().map(|d| u128::from(*d)).product::<u128>();
    let allowed = threads(block) <= 1024 && grid[0] <= c_int::MAX as c_uint && grid[1] <= 65535;
    if allowed && threads(grid) * threads(block) > 1 << 14 {
        return;
    }
    // SAFETY: the live kernel with its two parameters, or a handle or null parameters rocuda
    // must refuse.
    unsafe {
        (s.api.cuLaunchKernel)(kernel, grid[0], grid[1], grid[2], block[0], block[1], block[2], shared, stream, args, std::ptr::null_mut());
        (s.api.cuCtxSynchronize)();
    }
}
