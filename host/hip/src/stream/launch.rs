//! The launch calls. A launch is checked (the kernel, its shape, its parameters) and its
//! argument values copied once, into an operation that is submitted to the stream, where
//! a capture may take it as a kernel node. What a launch is checked against and what the
//! executor runs is `launch.rs`'s, at the crate's root.

use std::ffi::{c_int, c_void};

use hip_sys::{hipError_t, hipFunction_t, hipStream_t};

use super::captures;
use crate::api::{call, refuse};
use crate::executor::{self, Residency};
use crate::launch::{blocks_per_multiprocessor, check_shape, grid_of, lookup, parameters};
use crate::operation::{Kernel, Operation};
use crate::{device, stream};

/// # Safety
/// `params` and `extra` follow `hipModuleLaunchKernel`'s documentation.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipModuleLaunchKernel(
    function: hipFunction_t,
    grid_x: u32,
    grid_y: u32,
    grid_z: u32,
    block_x: u32,
    block_y: u32,
    block_z: u32,
    shared: u32,
    stream: hipStream_t,
    params: *mut *mut c_void,
    extra: *mut *mut c_void,
) -> hipError_t {
    call("hipModuleLaunchKernel", || {
        let handle = function as usize;
        let function = lookup(function)?;
        stream::check(stream)?;
        let (grid, block) = ([grid_x, grid_y, grid_z], [block_x, block_y, block_z]);
        check_shape(&function, grid, block, shared)?;
        // SAFETY: `params` and `extra` are as `hipModuleLaunchKernel` documents them, by this
        // function's contract, which is what `parameters` asks.
        let params = unsafe { parameters(&function, params, extra)? };
        stream::submit(stream, Operation::Kernel(Kernel::checked(handle, function, grid, block, shared, params)))
    })
}

/// A cooperative launch: every block runs at the same time, so blocks may wait for each
/// other (grid-wide synchronization); a grid larger than the device holds at once is
/// `hipErrorCooperativeLaunchTooLarge`. The host device's graphs hold no cooperative
/// kernels, so a capturing stream refuses it.
///
/// # Safety
/// `params` follows `hipModuleLaunchCooperativeKernel`'s documentation.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipModuleLaunchCooperativeKernel(
    function: hipFunction_t,
    grid_x: u32,
    grid_y: u32,
    grid_z: u32,
    block_x: u32,
    block_y: u32,
    block_z: u32,
    shared: u32,
    stream: hipStream_t,
    params: *mut *mut c_void,
) -> hipError_t {
    call("hipModuleLaunchCooperativeKernel", || {
        let function = lookup(function)?;
        stream::check(stream)?;
        captures::refuse_on(stream, "hipModuleLaunchCooperativeKernel")?;
        let (grid, block) = ([grid_x, grid_y, grid_z], [block_x, block_y, block_z]);
        check_shape(&function, grid, block, shared)?;
        let threads = block.iter().product::<u32>() as c_int;
        let resident = blocks_per_multiprocessor(&function, threads, shared as usize)? as u64 * device::properties().multiProcessorCount as u64;
        let blocks = grid.iter().map(|d| u64::from(*d)).product::<u64>();
        if blocks > resident {
            let why = format_args!("a cooperative grid of {blocks} blocks exceeds the {resident} the device runs at once");
            return Err(refuse(&function.name, why, hipError_t::hipErrorCooperativeLaunchTooLarge));
        }
        // SAFETY: `params` is as `hipModuleLaunchCooperativeKernel` documents it (one pointer
        // per parameter), by this function's contract; there is no `extra`.
        let params = unsafe { parameters(&function, params, std::ptr::null_mut())? };
        executor::launch(grid_of(&function, params, grid, block, shared), Residency::AllAtOnce)
    })
}
