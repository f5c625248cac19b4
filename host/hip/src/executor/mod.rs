//! The kernel executor: runs a grid of a kernel compiled for the host target
//! (`rocuda_host_abi`) with CUDA's block and warp semantics.
//!
//! - **Blocks** run in parallel: the launching thread and a pool of worker threads
//!   ([`pool`]) take block indices from a shared counter until none are left. Blocks of
//!   concurrent launches (several host threads) share the pool; the launching thread always
//!   works on its own grid, so every launch progresses.
//! - **Threads of a block** are stackful coroutines ([`block`], `corosensei`) on one worker:
//!   a CUDA thread that reaches a barrier or a warp collective suspends, and the block's
//!   scheduler resumes the next, with no OS thread switch. A kernel whose threads never
//!   interact (the compiler says so, `COOPERATIVE` in its `KernelInfo`) runs its block's
//!   threads one after another in a single coroutine.
//! - **Warps** are 32 consecutive threads of the block; collectives complete by PTX's rules
//!   ([`warp`]).
//! - **Faults** ([`fault`]): an invalid memory access inside a kernel is caught by a signal
//!   handler that ends the faulting coroutine; the error is `hipErrorIllegalAddress`, and
//!   the log names the kernel, block, thread and address. A `trap` is
//!   `hipErrorLaunchFailure`, a failed `assert` `hipErrorAssert`. As on a GPU, the launch
//!   itself succeeds and the error is sticky: later launches, allocations, copies and
//!   synchronizations report it until `hipDeviceReset`.

mod block;
mod fault;
mod pool;
mod printf;
mod runtime;
pub mod warp;

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Instant;

use hip_sys::hipError_t;
use rocuda_host_abi::Thread;

use crate::api::HipResult;

/// A kernel entry point of a host code object.
pub type Entry = unsafe extern "C" fn(*const u8, *mut Thread);

/// Threads that run blocks: one per core (asked once: the answer reads files).
pub fn workers() -> usize {
    static WORKERS: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *WORKERS.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// Why a launch failed.
#[derive(Clone, Debug, PartialEq)]
pub enum Failure {
    /// An invalid memory access at `address` by the instruction at `pc`.
    Fault {
        signal: i32,
        address: usize,
        pc: usize,
        block: [u32; 3],
        thread: [u32; 3],
    },
    Trap {
        block: [u32; 3],
        thread: [u32; 3],
    },
    Assert,
    /// No thread of a block can move: barriers or collectives that never complete.
    Deadlock {
        block: [u32; 3],
        detail: String,
    },
}

impl Failure {
    pub fn status(&self) -> hipError_t {
        match self {
            Failure::Fault { signal, .. } if *signal == libc::SIGSEGV || *signal == libc::SIGBUS => hipError_t::hipErrorIllegalAddress,
            Failure::Fault { .. } => hipError_t::hipErrorLaunchFailure,
            Failure::Trap { .. } | Failure::Deadlock { .. } => hipError_t::hipErrorLaunchFailure,
            Failure::Assert => hipError_t::hipErrorAssert,
        }
    }
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::Fault { signal, address, pc, block, thread } => {
                let what = match *signal {
                    libc::SIGSEGV | libc::SIGBUS => "invalid memory access",
                    libc::SIGFPE => "arithmetic exception",
                    _ => "illegal instruction",
                };
                write!(f, "{what} at {address:#x} (instruction {pc:#x}, block {block:?}, thread {thread:?})")
            }
            Failure::Trap { block, thread } => write!(f, "trap (block {block:?}, thread {thread:?})"),
            Failure::Assert => f.write_str("a device-side assertion failed"),
            Failure::Deadlock { block, detail } => write!(f, "deadlock in block {block:?}: {detail}"),
        }
    }
}

static STICKY: Mutex<Option<hipError_t>> = Mutex::new(None);

/// The error a failed launch left, reported by every synchronization until
/// [`clear_sticky_error`].
pub fn sticky_error() -> HipResult {
    match *STICKY.lock().unwrap_or_else(|p| p.into_inner()) {
        Some(status) => Err(status),
        None => Ok(()),
    }
}

pub fn clear_sticky_error() {
    *STICKY.lock().unwrap_or_else(|p| p.into_inner()) = None;
}

/// Makes `status` the sticky error, unless one is already there: the first failure is the
/// one synchronizations report, as on a GPU.
pub fn set_sticky_error(status: hipError_t) {
    STICKY.lock().unwrap_or_else(|p| p.into_inner()).get_or_insert(status);
}

/// What a launch runs.
pub struct Grid {
    pub kernel_name: String,
    pub entry: Entry,
    pub cooperative: bool,
    pub params: Vec<u8>,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    /// Bytes of static shared memory (for the log).
    pub static_shared: u32,
    /// Where dynamic shared memory starts in the block's.
    pub dynamic_shared_offset: u32,
    pub dynamic_shared: u32,
}

impl Grid {
    fn blocks(&self) -> u64 {
        self.grid.iter().map(|&d| u64::from(d)).product()
    }

    fn threads_per_block(&self) -> u32 {
        self.block.iter().product()
    }

    fn shared_size(&self) -> u32 {
        self.dynamic_shared_offset + self.dynamic_shared
    }

    /// The block index of the `n`th block, x fastest.
    fn ctaid(&self, n: u64) -> [u32; 3] {
        let [x, y, _] = self.grid.map(u64::from);
        [(n % x) as u32, ((n / x) % y) as u32, (n / (x * y)) as u32]
    }
}

/// A grid in progress, shared by the threads running its blocks.
pub(crate) struct Launch {
    grid: Grid,
    next: AtomicU64,
    /// Blocks done; the lock is only taken to wait for, or announce, the last.
    finished: AtomicU64,
    last: Mutex<()>,
    all_finished: Condvar,
    aborted: AtomicBool,
    failure: Mutex<Option<Failure>>,
}

impl Launch {
    /// Runs one block, if any is left; false when none is.
    fn run_one(&self, worker: &mut pool::Worker) -> bool {
        let total = self.grid.blocks();
        let n = self.next.fetch_add(1, Ordering::Relaxed);
        if n >= total {
            return false;
        }
        if !self.aborted.load(Ordering::Relaxed)
            && let Err(failure) = block::run(&self.grid, self.grid.ctaid(n), worker)
        {
            self.aborted.store(true, Ordering::Relaxed);
            let mut slot = self.failure.lock().unwrap_or_else(|p| p.into_inner());
            slot.get_or_insert(failure);
        }
        if self.finished.fetch_add(1, Ordering::AcqRel) + 1 == total {
            let _last = self.last.lock().unwrap_or_else(|p| p.into_inner());
            self.all_finished.notify_all();
        }
        true
    }

    fn wait(&self) {
        let total = self.grid.blocks();
        let mut last = self.last.lock().unwrap_or_else(|p| p.into_inner());
        while self.finished.load(Ordering::Acquire) < total {
            last = self.all_finished.wait(last).unwrap_or_else(|p| p.into_inner());
        }
    }
}

/// How a grid's blocks share the device.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Residency {
    /// The pool's threads take blocks as they become free, as a GPU schedules blocks.
    AsTheyCome,
    /// Every block has its own thread from the start (a cooperative launch): blocks may
    /// wait for each other, and the operating system keeps them all moving.
    AllAtOnce,
}

/// Runs `grid` to completion. A failure inside the kernel is logged with the kernel's name
/// and made sticky; the launch itself succeeded, and the error is reported by the next call
/// that synchronizes, as it is when a GPU runs the kernel after the launch has returned.
pub fn launch(grid: Grid, residency: Residency) -> HipResult {
    sticky_error()?;
    fault::install();
    let started = Instant::now();
    let launch = Arc::new(Launch {
        grid,
        next: AtomicU64::new(0),
        finished: AtomicU64::new(0),
        last: Mutex::new(()),
        all_finished: Condvar::new(),
        aborted: AtomicBool::new(false),
        failure: Mutex::new(None),
    });
    match residency {
        Residency::AsTheyCome => {
            if launch.grid.blocks() > 1 {
                pool::offer(launch.clone());
            }
            pool::with_worker(|worker| while launch.run_one(worker) {});
            pool::withdraw(&launch);
        }
        Residency::AllAtOnce => pool::run_all_at_once(&launch)?,
    }
    launch.wait();
    let grid = &launch.grid;
    tracing::debug!(
        "hip: launched {} grid {:?} block {:?} shared {}+{} bytes in {:.3} ms",
        grid.kernel_name,
        grid.grid,
        grid.block,
        grid.static_shared,
        grid.dynamic_shared,
        started.elapsed().as_secs_f64() * 1e3
    );
    let failure = launch.failure.lock().unwrap_or_else(|p| p.into_inner()).clone();
    match failure {
        None => Ok(()),
        Some(failure) => {
            tracing::error!("hip: kernel {} failed: {failure}", grid.kernel_name);
            set_sticky_error(failure.status());
            Ok(())
        }
    }
}
