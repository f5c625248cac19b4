//! A launch's parameters as HIP takes them, and the grid-synchronization workspace.
//!
//! CUDA and HIP agree on `kernelParams` (one pointer per parameter) and on the `extra` array
//! of key-value pairs, except for the key that ends it (CUDA 0, HIP 3), so `extra` is
//! rewritten. A kernel that synchronizes its grid takes one more parameter than its PTX
//! declares, the workspace's address (`rocuda_ptx::GridWorkspace`): a cooperative launch
//! passes a zeroed workspace, any other launch null, on which the kernel traps in
//! `grid.sync()` as on an NVIDIA GPU.

use std::collections::HashMap;
use std::ffi::c_void;
use std::sync::Mutex;

use hip_sys::hipStream_t;

use crate::check;
use crate::types::{CU_LAUNCH_PARAM_BUFFER_POINTER_AS_INT, CU_LAUNCH_PARAM_BUFFER_SIZE_AS_INT, CU_LAUNCH_PARAM_END_AS_INT, CUresult};

/// HIP's `HIP_LAUNCH_PARAM_*` keys.
const HIP_BUFFER_POINTER: usize = 1;
const HIP_BUFFER_SIZE: usize = 2;
const HIP_END: usize = 3;

/// The most key-value pairs an `extra` array is read for before it counts as unterminated.
const MAX_EXTRA_PAIRS: usize = 32;

/// The parameter buffer and the address of its size, from CUDA's `extra` array.
///
/// # Safety
/// `extra` is a key-value array ending with `CU_LAUNCH_PARAM_END`, as `cuLaunchKernel`
/// documents.
unsafe fn buffer(extra: *mut *mut c_void) -> Result<(*mut c_void, *mut usize), CUresult> {
    let (mut pointer, mut size): (*mut c_void, *mut usize) = (std::ptr::null_mut(), std::ptr::null_mut());
    for pair in 0..MAX_EXTRA_PAIRS {
        // SAFETY: pairs up to the end key, by the caller's contract.
        let (key, value) = unsafe { (*extra.add(2 * pair) as usize, *extra.add(2 * pair + 1)) };
        match u32::try_from(key) {
            Ok(CU_LAUNCH_PARAM_END_AS_INT) => break,
            Ok(CU_LAUNCH_PARAM_BUFFER_POINTER_AS_INT) => pointer = value,
            Ok(CU_LAUNCH_PARAM_BUFFER_SIZE_AS_INT) => size = value.cast(),
            _ => {
                tracing::warn!("cuda: unknown key {key:#x} in a launch's `extra` array");
                return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
            }
        }
    }
    if pointer.is_null() || size.is_null() {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    Ok((pointer, size))
}

/// Where a kernel takes the grid workspace (`rocuda_ptx::GridWorkspace`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot {
    /// The kernel's own parameters, before the workspace.
    pub params: u32,
    /// The workspace's byte offset in the parameter buffer.
    pub offset: u32,
}

/// Calls `launch` with HIP's `kernelParams` and `extra` for a launch of a kernel that takes
/// the workspace at `slot` (if any), passing `workspace`.
///
/// # Safety
/// `params` and `extra` follow `cuLaunchKernel`'s documentation for the kernel.
pub unsafe fn with_hip_params(
    slot: Option<Slot>,
    params: *mut *mut c_void,
    extra: *mut *mut c_void,
    workspace: u64,
    launch: impl FnOnce(*mut *mut c_void, *mut *mut c_void) -> Result<(), CUresult>,
) -> Result<(), CUresult> {
    let mut workspace = workspace;
    if !params.is_null() || extra.is_null() {
        let Some(slot) = slot else { return launch(params, std::ptr::null_mut()) };
        if slot.params > 0 && params.is_null() {
            return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
        }
        // SAFETY: one pointer per declared parameter, by the caller's contract.
        let mut pointers: Vec<*mut c_void> = (0..slot.params as usize).map(|i| unsafe { *params.add(i) }).collect();
        pointers.push((&raw mut workspace).cast());
        return launch(pointers.as_mut_ptr(), std::ptr::null_mut());
    }
    // SAFETY: forwarded.
    let (pointer, size) = unsafe { buffer(extra) }?;
    let Some(slot) = slot else {
        let mut hip_extra = [HIP_BUFFER_POINTER as *mut c_void, pointer, HIP_BUFFER_SIZE as *mut c_void, size.cast(), HIP_END as *mut c_void];
        return launch(std::ptr::null_mut(), hip_extra.as_mut_ptr());
    };
    // SAFETY: the size's address from the caller's array.
    let given = unsafe { *size };
    let offset = slot.offset as usize;
    let mut copy = vec![0u8; given.max(offset + 8)];
    // SAFETY: a buffer of `given` bytes, by the caller's contract.
    unsafe { std::ptr::copy_nonoverlapping(pointer.cast::<u8>(), copy.as_mut_ptr(), given) };
    copy[offset..offset + 8].copy_from_slice(&workspace.to_le_bytes());
    let mut copy_size = copy.len();
    let mut hip_extra =
        [HIP_BUFFER_POINTER as *mut c_void, copy.as_mut_ptr().cast(), HIP_BUFFER_SIZE as *mut c_void, (&raw mut copy_size).cast(), HIP_END as *mut c_void];
    launch(std::ptr::null_mut(), hip_extra.as_mut_ptr())
}

/// The zeroed workspace of cooperative launches on `stream`.
///
/// One per stream, kept for the process: launches on a stream run one after another, and a
/// grid barrier leaves the workspace as it found it (every barrier adds 2^31 to its counter
/// in all, so the low bits return to zero), so the next launch can use it as it is, while
/// launches on other streams, which may run at the same time, have their own.
pub fn workspace(stream: hipStream_t) -> Result<u64, CUresult> {
    let mut workspaces = WORKSPACES.lock().unwrap_or_else(|p| p.into_inner());
    let workspaces = workspaces.get_or_insert_with(HashMap::new);
    if let Some(existing) = workspaces.get(&key(stream)) {
        return Ok(*existing);
    }
    const BYTES: usize = 16;
    let mut memory = std::ptr::null_mut();
    // SAFETY: an out-pointer.
    check(unsafe { hip_sys::hipMalloc(&mut memory, BYTES) })?;
    // SAFETY: the allocation just made.
    check(unsafe { hip_sys::hipMemset(memory, 0, BYTES) })?;
    workspaces.insert(key(stream), memory as u64);
    Ok(memory as u64)
}

/// Forgets `stream`'s workspace when the stream is destroyed, so a new stream HIP gives the
/// same handle never shares it with launches still running; the 16 bytes stay allocated,
/// since such a launch may still use them.
pub fn forget_stream(stream: hipStream_t) {
    if let Some(workspaces) = WORKSPACES.lock().unwrap_or_else(|p| p.into_inner()).as_mut() {
        workspaces.remove(&key(stream));
    }
}

/// A stream handle, and the thread for the per-thread stream.
type StreamKey = (usize, Option<std::thread::ThreadId>);

static WORKSPACES: Mutex<Option<HashMap<StreamKey, u64>>> = Mutex::new(None);

/// A stream's key: its handle, and the thread for the per-thread stream, whose handle every
/// thread shares.
fn key(stream: hipStream_t) -> StreamKey {
    let per_thread = stream as usize == crate::stream_handles::PER_THREAD;
    (stream as usize, per_thread.then(|| std::thread::current().id()))
}
