//! The kernel ABI of the host target: how the host device's executor (`host/hip`) runs a
//! kernel that rocuda's PTX compiler (`ptx`, target `host`) compiled for the CPU.
//!
//! A host code object is an x86-64 shared object. Each kernel is an exported function
//!
//! ```c
//! void kernel(const void *params, struct rocuda_thread *thread);
//! ```
//!
//! called once per CUDA thread. `params` is the kernel's parameter buffer laid out as CUDA
//! lays it out (each parameter at the next multiple of its alignment, in declaration order).
//! `thread` is [`Thread`]: the thread's special registers, its block's shared memory, and
//! [`Runtime`], the executor's functions for everything that involves other threads
//! (barriers, warp collectives) or the outside (printf, traps).
//!
//! Beside each kernel `K` the object exports `__rocuda_kernel.K` (a name no PTX identifier
//! can take), a [`KernelInfo`]: how to lay out its parameters from the pointers a launch
//! passes, whether its threads interact, the bytes of static shared memory a block needs
//! and where its dynamic shared memory (`extern .shared`) starts. The object also exports
//! `__rocuda_host_abi` (`u32`), the [`KERNEL_INFO_VERSION`] it was made for.
//!
//! A kernel returns when its thread exits. Functions marked "never returns" end the thread
//! (or the launch) without returning into kernel code: the executor switches away from it.
//! The calls of [`Runtime`] that involve other threads are `convergent` in the compiler's
//! IR, so LLVM never merges or duplicates them across branches: each call site in the PTX is
//! one in the object.

use std::ffi::c_char;

/// One CUDA thread's view, owned by the executor.
#[repr(C)]
#[derive(Debug)]
pub struct Thread {
    pub tid: [u32; 3],
    pub ntid: [u32; 3],
    pub ctaid: [u32; 3],
    pub nctaid: [u32; 3],
    pub laneid: u32,
    pub warpid: u32,
    pub nwarpid: u32,
    pub smid: u32,
    pub nsmid: u32,
    pub dynamic_smem_size: u32,
    /// Bytes of the block's shared memory, static and dynamic.
    pub shared_size: u32,
    /// The block's shared memory: static, then dynamic.
    pub shared: *mut u8,
    /// This thread's stack, where its `.local` variables live: `[local_begin, local_end)`.
    pub local_begin: *mut u8,
    pub local_end: *mut u8,
    pub runtime: *const Runtime,
    /// The executor's own data.
    pub executor: *mut std::ffi::c_void,
}

/// The executor's functions. Every one takes the calling thread first.
#[repr(C)]
pub struct Runtime {
    /// `bar.sync id, count` (`count` 0: every thread of the block).
    pub barrier: unsafe extern "C" fn(*mut Thread, id: u32, count: u32),
    /// `bar.arrive id, count`.
    pub barrier_arrive: unsafe extern "C" fn(*mut Thread, id: u32, count: u32),
    /// `bar.red`: the barrier, returning the block's `op` (0 popc, 1 and, 2 or) over `pred`.
    pub barrier_reduce: unsafe extern "C" fn(*mut Thread, id: u32, count: u32, op: u32, pred: u32) -> u32,
    /// The value `src_lane` of this warp passes, among the lanes of `mask`.
    pub shuffle: unsafe extern "C" fn(*mut Thread, value: u32, src_lane: u32, mask: u32) -> u32,
    /// The lanes of `mask` whose `pred` is non-zero.
    pub ballot: unsafe extern "C" fn(*mut Thread, pred: u32, mask: u32) -> u32,
    /// The lanes of the warp executing this call together: those at the same call `site`
    /// (a number the compiler gives each call site of a module).
    pub active_mask: unsafe extern "C" fn(*mut Thread, site: u32) -> u32,
    /// `bar.warp.sync mask`.
    pub warp_sync: unsafe extern "C" fn(*mut Thread, mask: u32),
    /// `vprintf(format, args)`: CUDA's device printf, arguments packed as nvcc packs them.
    pub printf: unsafe extern "C" fn(*mut Thread, format: *const c_char, args: *const u8) -> i32,
    /// `__assertfail`: reports and ends the launch with an error. Never returns.
    pub assert_fail: unsafe extern "C" fn(*mut Thread, message: *const c_char, file: *const c_char, line: u32, function: *const c_char),
    /// `trap`: ends the launch with an error. Never returns.
    pub trap: unsafe extern "C" fn(*mut Thread),
    /// `exit`: ends this thread. Never returns.
    pub exit: unsafe extern "C" fn(*mut Thread),
    /// `%clock64` (a counter of the executor's choosing).
    pub clock: unsafe extern "C" fn(*mut Thread) -> u64,
    /// `%globaltimer`: nanoseconds.
    pub globaltimer: unsafe extern "C" fn(*mut Thread) -> u64,
    /// `nanosleep`: at most `nanoseconds`; lets other threads run.
    pub nanosleep: unsafe extern "C" fn(*mut Thread, nanoseconds: u32),
    /// The device heap's `malloc`: `size` bytes, or null.
    pub malloc: unsafe extern "C" fn(*mut Thread, size: u64) -> *mut u8,
    /// The device heap's `free`.
    pub free: unsafe extern "C" fn(*mut Thread, address: *mut u8),
}

/// What the object says about one kernel: `__rocuda_kernel.<name>`. `param_count`
/// [`KernelParam`]s follow it in memory.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KernelInfo {
    /// [`KERNEL_INFO_VERSION`].
    pub version: u32,
    /// [`COOPERATIVE`], or 0.
    pub flags: u32,
    /// The size of the parameter buffer.
    pub params_size: u32,
    pub param_count: u32,
    /// Bytes of the static shared variables the kernel uses, as CUDA reports them.
    pub static_shared: u32,
    /// Where dynamic shared memory starts in the block's shared memory: at or after
    /// `static_shared`, a multiple of 16.
    pub dynamic_shared_offset: u32,
    /// The most threads a block may have (`.maxntid`/`.reqntid`), or 0 for no bound.
    pub max_threads: u32,
}

/// One parameter's place in the buffer.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KernelParam {
    pub offset: u32,
    pub size: u32,
}

/// The layout of [`KernelInfo`] this crate describes.
pub const KERNEL_INFO_VERSION: u32 = 2;

/// [`KernelInfo::flags`]: the kernel (or a function it calls) waits for or exchanges values
/// with other threads (barriers, warp collectives), so its threads must run as coroutines
/// that can suspend. Without it, the executor may run a block's threads one after another.
pub const COOPERATIVE: u32 = 1;

/// The prefix of a kernel's [`KernelInfo`] symbol.
pub const KERNEL_INFO_PREFIX: &str = "__rocuda_kernel.";

/// The symbol of `kernel`'s [`KernelInfo`].
pub fn kernel_info_symbol(kernel: &str) -> String {
    format!("{KERNEL_INFO_PREFIX}{kernel}")
}

/// Byte offsets of [`Thread`]'s and [`Runtime`]'s fields, for the code generator.
pub mod offsets {
    use super::{Runtime, Thread};
    use std::mem::offset_of;

    pub const TID: u64 = offset_of!(Thread, tid) as u64;
    pub const NTID: u64 = offset_of!(Thread, ntid) as u64;
    pub const CTAID: u64 = offset_of!(Thread, ctaid) as u64;
    pub const NCTAID: u64 = offset_of!(Thread, nctaid) as u64;
    pub const LANEID: u64 = offset_of!(Thread, laneid) as u64;
    pub const WARPID: u64 = offset_of!(Thread, warpid) as u64;
    pub const NWARPID: u64 = offset_of!(Thread, nwarpid) as u64;
    pub const SMID: u64 = offset_of!(Thread, smid) as u64;
    pub const NSMID: u64 = offset_of!(Thread, nsmid) as u64;
    pub const DYNAMIC_SMEM_SIZE: u64 = offset_of!(Thread, dynamic_smem_size) as u64;
    pub const SHARED_SIZE: u64 = offset_of!(Thread, shared_size) as u64;
    pub const SHARED: u64 = offset_of!(Thread, shared) as u64;
    pub const LOCAL_BEGIN: u64 = offset_of!(Thread, local_begin) as u64;
    pub const LOCAL_END: u64 = offset_of!(Thread, local_end) as u64;
    pub const RUNTIME: u64 = offset_of!(Thread, runtime) as u64;

    pub const BARRIER: u64 = offset_of!(Runtime, barrier) as u64;
    pub const BARRIER_ARRIVE: u64 = offset_of!(Runtime, barrier_arrive) as u64;
    pub const BARRIER_REDUCE: u64 = offset_of!(Runtime, barrier_reduce) as u64;
    pub const SHUFFLE: u64 = offset_of!(Runtime, shuffle) as u64;
    pub const BALLOT: u64 = offset_of!(Runtime, ballot) as u64;
    pub const ACTIVE_MASK: u64 = offset_of!(Runtime, active_mask) as u64;
    pub const WARP_SYNC: u64 = offset_of!(Runtime, warp_sync) as u64;
    pub const PRINTF: u64 = offset_of!(Runtime, printf) as u64;
    pub const ASSERT_FAIL: u64 = offset_of!(Runtime, assert_fail) as u64;
    pub const TRAP: u64 = offset_of!(Runtime, trap) as u64;
    pub const EXIT: u64 = offset_of!(Runtime, exit) as u64;
    pub const CLOCK: u64 = offset_of!(Runtime, clock) as u64;
    pub const GLOBALTIMER: u64 = offset_of!(Runtime, globaltimer) as u64;
    pub const NANOSLEEP: u64 = offset_of!(Runtime, nanosleep) as u64;
    pub const MALLOC: u64 = offset_of!(Runtime, malloc) as u64;
    pub const FREE: u64 = offset_of!(Runtime, free) as u64;
}

/// The symbol holding the object's [`KERNEL_INFO_VERSION`].
pub const ABI_VERSION_SYMBOL: &str = "__rocuda_host_abi";

/// Where dynamic shared memory starts, after `static_size` bytes of static.
pub fn dynamic_shared_offset(static_size: u32) -> u32 {
    static_size.div_ceil(16) * 16
}
