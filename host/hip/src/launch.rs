//! What a launch is checked against and what it hands the executor: the kernel a handle
//! names, the limits its shape must respect, its parameter buffer, the grid the executor
//! runs. Also the kernel's attributes and the occupancy calculator, which answer from the
//! same limits. The launch calls are in `stream/launch.rs`, kernel nodes in `graph/nodes.rs`;
//! both reach the executor through `operation.rs`.

use std::ffi::{c_int, c_void};
use std::sync::Arc;

use hip_sys::{hipError_t, hipFuncAttribute, hipFunction_attribute as FA, hipFunction_t};

use crate::api::{HipResult, call, ensure, refuse, write};
use crate::device::{self, MAX_BLOCK_DIM, MAX_GRID_DIM, MAX_THREADS_PER_BLOCK, SHARED_PER_BLOCK_OPTIN};
use crate::executor::Grid;
use crate::module::{FUNCTIONS, Function};

/// `HIP_LAUNCH_PARAM_*` keys of the `extra` array.
const PARAM_BUFFER_POINTER: usize = 1;
const PARAM_BUFFER_SIZE: usize = 2;
const PARAM_END: usize = 3;

pub fn lookup(function: hipFunction_t) -> HipResult<Arc<Function>> {
    FUNCTIONS.get(function as usize).ok_or(hipError_t::hipErrorInvalidResourceHandle)
}

/// The parameter buffer from `kernelParams` (one pointer per parameter) or `extra` (a
/// buffer, HIP's and CUDA's `*_LAUNCH_PARAM_*` convention). The caller's memory is read
/// once, here, into the buffer, laid out by the kernel's `KernelInfo`.
///
/// # Safety
/// As `hipModuleLaunchKernel` documents its arguments: `params`, if non-null, points to one
/// pointer per parameter of `function`, each to a value of the parameter's size; otherwise
/// `extra`, if non-null, points to key-value pairs ending with `HIP_LAUNCH_PARAM_END`, whose
/// buffer pointer has at least as many readable bytes as its size (a `size_t` it points to)
/// says.
pub unsafe fn parameters(function: &Function, params: *mut *mut c_void, extra: *mut *mut c_void) -> HipResult<Vec<u8>> {
    let mut buffer = vec![0u8; function.params_size as usize];
    if !params.is_null() {
        // SAFETY: `params` is non-null and holds one pointer per parameter, by this
        // function's contract.
        let values = unsafe { std::slice::from_raw_parts(params.cast_const(), function.params.len()) };
        for (param, value) in function.params.iter().zip(values) {
            ensure(!value.is_null(), hipError_t::hipErrorInvalidValue)?;
            let (offset, size) = (param.offset as usize, param.size as usize);
            let slot = buffer.get_mut(offset..offset + size).ok_or(hipError_t::hipErrorInvalidImage)?;
            // SAFETY: `value` is non-null (checked above) and points to a value of the
            // parameter's size, by this function's contract.
            slot.copy_from_slice(unsafe { std::slice::from_raw_parts(value.cast::<u8>(), size) });
        }
        return Ok(buffer);
    }
    if !extra.is_null() {
        let (mut source, mut size) = (std::ptr::null::<u8>(), None);
        for index in (0..64).step_by(2) {
            // SAFETY: `extra` is non-null and holds key-value pairs up to `PARAM_END`, by this
            // function's contract; this key is within them, since no earlier key ended them.
            let key = unsafe { *extra.add(index) } as usize;
            if key == PARAM_END {
                break;
            }
            // SAFETY: the value paired with a key that is not `PARAM_END`, which is within
            // the pairs by this function's contract.
            let value = unsafe { *extra.add(index + 1) };
            match key {
                PARAM_BUFFER_POINTER => source = value.cast(),
                PARAM_BUFFER_SIZE => {
                    ensure(!value.is_null(), hipError_t::hipErrorInvalidValue)?;
                    // SAFETY: the value of `PARAM_BUFFER_SIZE` points to a `size_t`, by this
                    // function's contract (non-null, checked above).
                    size = Some(unsafe { value.cast::<usize>().read_unaligned() });
                }
                _ => return Err(hipError_t::hipErrorInvalidValue),
            }
        }
        let size = size.ok_or(hipError_t::hipErrorInvalidValue)?;
        ensure(!source.is_null() && size >= buffer.len(), hipError_t::hipErrorInvalidValue)?;
        let length = buffer.len();
        // SAFETY: `source` is non-null (checked above) and has `size` readable bytes, at
        // least the buffer's length, by this function's contract.
        buffer.copy_from_slice(unsafe { std::slice::from_raw_parts(source, length) });
        return Ok(buffer);
    }
    ensure(function.params.is_empty(), hipError_t::hipErrorInvalidValue)?;
    Ok(buffer)
}

/// The most threads a block of `function` may have.
fn max_threads(function: &Function) -> u32 {
    match function.max_threads {
        0 => MAX_THREADS_PER_BLOCK,
        bound => bound.min(MAX_THREADS_PER_BLOCK),
    }
}

/// Checks a launch's shape against the device's and the kernel's limits.
pub fn check_shape(function: &Function, grid: [u32; 3], block: [u32; 3], dynamic_shared: u32) -> HipResult {
    let within = |dims: [u32; 3], limits: [u32; 3]| dims.iter().zip(limits).all(|(d, l)| *d >= 1 && *d <= l);
    ensure(within(grid, MAX_GRID_DIM) && within(block, MAX_BLOCK_DIM), hipError_t::hipErrorInvalidConfiguration)?;
    let threads = block.iter().product::<u32>();
    ensure(threads <= MAX_THREADS_PER_BLOCK, hipError_t::hipErrorInvalidConfiguration)?;
    if threads > max_threads(function) {
        let why = format_args!("blocks of {threads} threads exceed the kernel's bound of {} (.maxntid)", function.max_threads);
        return Err(refuse(&function.name, why, hipError_t::hipErrorInvalidValue));
    }
    let allowed = *function.max_dynamic_shared.lock().unwrap_or_else(|p| p.into_inner());
    if dynamic_shared > allowed.saturating_sub(function.static_shared) {
        let why = format_args!("{dynamic_shared} bytes of dynamic shared memory exceed the kernel's {allowed} (raise it with hipFuncSetAttribute)");
        return Err(refuse(&function.name, why, hipError_t::hipErrorInvalidValue));
    }
    Ok(())
}

/// What the executor runs for a launch of `function`.
pub fn grid_of(function: &Function, params: Vec<u8>, grid: [u32; 3], block: [u32; 3], dynamic_shared: u32) -> Grid {
    Grid {
        kernel_name: function.name.clone(),
        entry: function.entry,
        cooperative: function.cooperative,
        params,
        grid,
        block,
        static_shared: function.static_shared,
        dynamic_shared_offset: function.dynamic_shared_offset,
        dynamic_shared,
    }
}

/// # Safety
/// `value`, if non-null, points to a writable `int`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipFuncGetAttribute(value: *mut c_int, attribute: FA, function: hipFunction_t) -> hipError_t {
    call("hipFuncGetAttribute", || {
        let function = lookup(function)?;
        let result = match attribute {
            FA::HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK => max_threads(&function) as c_int,
            FA::HIP_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES => function.static_shared as c_int,
            FA::HIP_FUNC_ATTRIBUTE_CONST_SIZE_BYTES | FA::HIP_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES => 0,
            FA::HIP_FUNC_ATTRIBUTE_NUM_REGS => 32,
            FA::HIP_FUNC_ATTRIBUTE_PTX_VERSION | FA::HIP_FUNC_ATTRIBUTE_BINARY_VERSION => 0,
            FA::HIP_FUNC_ATTRIBUTE_CACHE_MODE_CA => 0,
            FA::HIP_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES => {
                let allowed = *function.max_dynamic_shared.lock().unwrap_or_else(|p| p.into_inner());
                allowed.saturating_sub(function.static_shared) as c_int
            }
            FA::HIP_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT => -1,
            _ => return Err(refuse("hipFuncGetAttribute", format_args!("attribute {} is not known", attribute.0), hipError_t::hipErrorInvalidValue)),
        };
        // SAFETY: `value` is null, which `write` refuses, or points to a writable `int`, by
        // this function's contract.
        unsafe { write(value, result) }
    })
}

/// `function` is a `hipFunction_t` of a loaded module (the host device has no kernels
/// registered by a compiler's host stubs).
#[unsafe(no_mangle)]
pub extern "C" fn hipFuncSetAttribute(function: *const c_void, attribute: hipFuncAttribute, value: c_int) -> hipError_t {
    call("hipFuncSetAttribute", || {
        let function = lookup(function.cast_mut().cast())?;
        match attribute {
            hipFuncAttribute::hipFuncAttributeMaxDynamicSharedMemorySize => {
                let value = u32::try_from(value).map_err(|_| hipError_t::hipErrorInvalidValue)?;
                ensure(value.saturating_add(function.static_shared) <= SHARED_PER_BLOCK_OPTIN, hipError_t::hipErrorInvalidValue)?;
                *function.max_dynamic_shared.lock().unwrap_or_else(|p| p.into_inner()) = value + function.static_shared;
                Ok(())
            }
            hipFuncAttribute::hipFuncAttributePreferredSharedMemoryCarveout => ensure((-1..=100).contains(&value), hipError_t::hipErrorInvalidValue),
            _ => Err(hipError_t::hipErrorInvalidValue),
        }
    })
}

/// A cache preference: accepted, and without effect on a CPU.
#[unsafe(no_mangle)]
pub extern "C" fn hipFuncSetCacheConfig(function: *const c_void, _config: hip_sys::hipFuncCache_t) -> hipError_t {
    call("hipFuncSetCacheConfig", || lookup(function.cast_mut().cast()).map(drop))
}

/// Blocks of `block_size` threads with `dynamic_shared` bytes that fit one multiprocessor.
pub fn blocks_per_multiprocessor(function: &Function, block_size: c_int, dynamic_shared: usize) -> HipResult<c_int> {
    ensure(block_size > 0 && block_size as u32 <= MAX_THREADS_PER_BLOCK, hipError_t::hipErrorInvalidValue)?;
    let props = device::properties();
    let by_threads = device::MAX_THREADS_PER_MULTIPROCESSOR / block_size as u32;
    let shared = function.static_shared as usize + dynamic_shared;
    let by_shared = props.sharedMemPerMultiprocessor.checked_div(shared).map_or(u32::MAX, |blocks| blocks as u32);
    Ok(by_threads.min(by_shared).min(device::MAX_BLOCKS_PER_MULTIPROCESSOR) as c_int)
}

/// # Safety
/// `blocks`, if non-null, points to a writable `int`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(
    blocks: *mut c_int,
    function: hipFunction_t,
    block_size: c_int,
    dynamic_shared: usize,
) -> hipError_t {
    call("hipModuleOccupancyMaxActiveBlocksPerMultiprocessor", || {
        let function = lookup(function)?;
        // SAFETY: `blocks` is null, which `write` refuses, or points to a writable `int`,
        // by this function's contract.
        unsafe { write(blocks, blocks_per_multiprocessor(&function, block_size, dynamic_shared)?) }
    })
}

/// # Safety
/// `grid_size` and `block_size`, if non-null, point to writable `int`s.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipModuleOccupancyMaxPotentialBlockSize(
    grid_size: *mut c_int,
    block_size: *mut c_int,
    function: hipFunction_t,
    dynamic_shared: usize,
    limit: c_int,
) -> hipError_t {
    call("hipModuleOccupancyMaxPotentialBlockSize", || {
        let function = lookup(function)?;
        let limit = if limit <= 0 { MAX_THREADS_PER_BLOCK as c_int } else { limit.min(MAX_THREADS_PER_BLOCK as c_int) };
        // The largest multiple of the warp size within the limit (the whole limit if it is
        // smaller than a warp): every size keeps the device's threads equally busy.
        let warp = device::WARP_SIZE as c_int;
        let size = if limit >= warp { limit / warp * warp } else { limit };
        let blocks = blocks_per_multiprocessor(&function, size, dynamic_shared)?;
        // SAFETY: `block_size` is null, which `write` refuses, or points to a writable `int`,
        // by this function's contract.
        unsafe { write(block_size, size)? };
        // SAFETY: as for `block_size`, `grid_size` is null or a writable `int`.
        unsafe { write(grid_size, blocks * device::properties().multiProcessorCount) }
    })
}
