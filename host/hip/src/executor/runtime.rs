//! The executor's side of the kernel ABI: the [`Runtime`] functions compiled kernels call.
//! Whatever involves other threads suspends the calling CUDA thread's coroutine with a
//! [`Suspend`] for the block scheduler, which resumes it with the result.

use std::ffi::c_char;
use std::sync::OnceLock;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use rocuda_host_abi::{Runtime, Thread};

use super::Failure;
use super::block::{Context, Suspend};
use super::printf;
use super::warp::Request;

pub static RUNTIME: Runtime = Runtime {
    barrier,
    barrier_arrive,
    barrier_reduce,
    shuffle,
    ballot,
    active_mask,
    warp_sync,
    printf: vprintf,
    assert_fail,
    trap,
    exit,
    clock,
    globaltimer,
    nanosleep,
    malloc,
    free,
};

/// Suspends the calling thread's coroutine; returns what the scheduler resumes it with.
///
/// # Safety
/// `thread` is the `Thread` the executor passed to the running kernel.
unsafe fn suspend(thread: *mut Thread, what: Suspend) -> u32 {
    // SAFETY: `thread` is the running kernel thread's `Thread` (this function's contract),
    // whose `executor` the block's runner pointed at the thread's `Context`, which it keeps
    // alive while the coroutine runs; its `yielder` is the running coroutine's.
    unsafe {
        let context = (*thread).executor.cast::<Context>();
        (*(*context).yielder).suspend(what)
    }
}

/// Suspends for good: the scheduler never resumes a thread that exits or aborts.
///
/// # Safety
/// As [`suspend`].
unsafe fn end(thread: *mut Thread, what: impl Fn() -> Suspend) {
    loop {
        // SAFETY: `thread` is the running kernel thread's `Thread`, by this function's
        // contract, which is `suspend`'s.
        unsafe { suspend(thread, what()) };
    }
}

unsafe extern "C" fn barrier(thread: *mut Thread, id: u32, count: u32) {
    // SAFETY: kernel code calls the runtime with the `Thread` its entry was given, as
    // `suspend` asks.
    unsafe { suspend(thread, Suspend::Barrier { id, count, reduce: None }) };
}

unsafe extern "C" fn barrier_arrive(thread: *mut Thread, id: u32, count: u32) {
    // SAFETY: kernel code calls the runtime with the `Thread` its entry was given, as
    // `suspend` asks.
    unsafe { suspend(thread, Suspend::Arrive { id, count }) };
}

unsafe extern "C" fn barrier_reduce(thread: *mut Thread, id: u32, count: u32, op: u32, pred: u32) -> u32 {
    // SAFETY: kernel code calls the runtime with the `Thread` its entry was given, as
    // `suspend` asks.
    unsafe { suspend(thread, Suspend::Barrier { id, count, reduce: Some((op, pred != 0)) }) }
}

unsafe extern "C" fn shuffle(thread: *mut Thread, value: u32, src: u32, mask: u32) -> u32 {
    // SAFETY: kernel code calls the runtime with the `Thread` its entry was given, as
    // `suspend` asks.
    unsafe { suspend(thread, Suspend::Collective(Request::Shuffle { value, src, mask })) }
}

unsafe extern "C" fn ballot(thread: *mut Thread, pred: u32, mask: u32) -> u32 {
    // SAFETY: kernel code calls the runtime with the `Thread` its entry was given, as
    // `suspend` asks.
    unsafe { suspend(thread, Suspend::Collective(Request::Ballot { pred: pred != 0, mask })) }
}

unsafe extern "C" fn active_mask(thread: *mut Thread, site: u32) -> u32 {
    // SAFETY: kernel code calls the runtime with the `Thread` its entry was given, as
    // `suspend` asks.
    unsafe { suspend(thread, Suspend::Collective(Request::ActiveMask { site })) }
}

unsafe extern "C" fn warp_sync(thread: *mut Thread, mask: u32) {
    // SAFETY: kernel code calls the runtime with the `Thread` its entry was given, as
    // `suspend` asks.
    unsafe { suspend(thread, Suspend::Collective(Request::Sync { mask })) };
}

unsafe extern "C" fn vprintf(_thread: *mut Thread, format: *const c_char, args: *const u8) -> i32 {
    if format.is_null() {
        return -1;
    }
    // SAFETY: `format` is non-null (checked above); kernel code passes the NUL-terminated
    // format and the argument buffer nvcc packed for it, as `printf::format` asks.
    let (text, count) = unsafe { printf::format(format, args) };
    printf::print(&text);
    count
}

/// Reads a C string a kernel passed, or `?`.
///
/// # Safety
/// `text` is null or NUL-terminated.
unsafe fn text(text: *const c_char) -> String {
    if text.is_null() {
        return "?".into();
    }
    // SAFETY: `text` is non-null (checked above) and NUL-terminated, by this function's
    // contract.
    unsafe { std::ffi::CStr::from_ptr(text) }.to_string_lossy().into_owned()
}

unsafe extern "C" fn assert_fail(thread: *mut Thread, message: *const c_char, file: *const c_char, line: u32, function: *const c_char) {
    // SAFETY: kernel code calls the runtime with the `Thread` its entry was given, which is
    // readable and what `end` asks; nvcc's `__assertfail` passes NUL-terminated string
    // constants (a null one `text` answers itself), as `text` asks.
    unsafe {
        let (block, tid) = ((*thread).ctaid, (*thread).tid);
        eprintln!(
            "{}:{line}: {}: block: [{},{},{}], thread: [{},{},{}] Assertion `{}` failed.",
            text(file),
            text(function),
            block[0],
            block[1],
            block[2],
            tid[0],
            tid[1],
            tid[2],
            text(message)
        );
        end(thread, || Suspend::Abort(Failure::Assert));
    }
}

unsafe extern "C" fn trap(thread: *mut Thread) {
    // SAFETY: kernel code calls the runtime with the `Thread` its entry was given, which is
    // readable and what `end` asks.
    unsafe {
        let (block, tid) = ((*thread).ctaid, (*thread).tid);
        end(thread, || Suspend::Abort(Failure::Trap { block, thread: tid }));
    }
}

unsafe extern "C" fn exit(thread: *mut Thread) {
    // SAFETY: kernel code calls the runtime with the `Thread` its entry was given, as `end`
    // asks.
    unsafe { end(thread, || Suspend::Exit) };
}

/// Nanoseconds since the executor first asked; the same counter for every thread.
unsafe extern "C" fn clock(_thread: *mut Thread) -> u64 {
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_nanos() as u64
}

unsafe extern "C" fn globaltimer(_thread: *mut Thread) -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64)
}

unsafe extern "C" fn nanosleep(thread: *mut Thread, _nanoseconds: u32) {
    // Sleeping is a chance for the block's other threads to run.
    // SAFETY: kernel code calls the runtime with the `Thread` its entry was given, as
    // `suspend` asks.
    unsafe { suspend(thread, Suspend::Yield) };
}

/// The device heap on the host device is the process's heap: the kernel's threads share it,
/// as a GPU's share the device heap. Allocations are 16-byte aligned, as CUDA's are.
unsafe extern "C" fn malloc(_thread: *mut Thread, size: u64) -> *mut u8 {
    let Ok(size) = usize::try_from(size) else { return std::ptr::null_mut() };
    // SAFETY: any size may be asked; a null result is what the caller gets for no room.
    unsafe { libc::aligned_alloc(16, size.div_ceil(16).max(1) * 16).cast() }
}

unsafe extern "C" fn free(_thread: *mut Thread, address: *mut u8) {
    // SAFETY: kernel code frees what its `malloc` gave, or null, as CUDA's `free` asks.
    unsafe { libc::free(address.cast()) }
}
