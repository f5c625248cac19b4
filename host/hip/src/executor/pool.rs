//! The threads that run blocks, and what each keeps between blocks.

use std::cell::RefCell;
use std::sync::{Arc, Condvar, Mutex, OnceLock};

use corosensei::stack::DefaultStack;

use hip_sys::hipError_t;

use super::{Launch, fault, workers};
use crate::api::HipResult;

/// The stack of one CUDA thread: its `.local` variables and call frames. Address space is
/// reserved, and pages are only used where a kernel touches them.
pub const STACK_SIZE: usize = 256 << 10;

/// The alignment of a block's shared memory. A GPU's shared memory window starts at address
/// 0 of its own space, so a `.shared .align N` variable is aligned for any `N` a kernel may
/// ask (numba-cuda's `cuda.shared.array(alignment=256)`); 1 KiB covers what PTX compilers
/// emit.
const SHARED_ALIGN: usize = 1024;

/// What a thread running blocks keeps from one block to the next.
pub struct Worker {
    /// `%smid` of the blocks it runs.
    pub smid: u32,
    /// Coroutine stacks not in use.
    pub stacks: Vec<DefaultStack>,
    /// Room for the block's shared memory, which starts at the first multiple of
    /// [`SHARED_ALIGN`] in it.
    pub shared: Vec<u128>,
}

impl Worker {
    fn new(smid: u32) -> Worker {
        fault::ensure_alternate_stack();
        Worker { smid, stacks: Vec::new(), shared: Vec::new() }
    }

    /// A stack, reused or new.
    pub fn stack(&mut self) -> DefaultStack {
        self.stacks.pop().unwrap_or_else(|| DefaultStack::new(STACK_SIZE).expect("address space for a coroutine stack"))
    }

    /// The shared memory of a block of `bytes`, zeroed, starting at a multiple of
    /// [`SHARED_ALIGN`].
    pub fn shared(&mut self, bytes: u32) -> *mut u8 {
        let words = (bytes as usize + SHARED_ALIGN).div_ceil(16);
        self.shared.clear();
        self.shared.resize(words, 0);
        let start = self.shared.as_mut_ptr().cast::<u8>();
        let to_aligned = (SHARED_ALIGN - start as usize % SHARED_ALIGN) % SHARED_ALIGN;
        // SAFETY: `to_aligned` is below SHARED_ALIGN, and the vector holds SHARED_ALIGN bytes
        // more than the block's shared memory.
        unsafe { start.add(to_aligned) }
    }
}

thread_local! {
    static WORKER: RefCell<Option<Worker>> = const { RefCell::new(None) };
}

/// Runs `f` with this thread's worker state. Threads that launch kernels use the `%smid`
/// after the pool's.
pub fn with_worker(f: impl FnOnce(&mut Worker)) {
    with_worker_as(workers().saturating_sub(1) as u32, f)
}

fn with_worker_as(smid: u32, f: impl FnOnce(&mut Worker)) {
    WORKER.with(|cell| {
        let mut slot = cell.borrow_mut();
        f(slot.get_or_insert_with(|| Worker::new(smid)))
    })
}

struct Pool {
    launches: Mutex<Vec<Arc<Launch>>>,
    offered: Condvar,
}

fn pool() -> &'static Pool {
    static POOL: OnceLock<Pool> = OnceLock::new();
    POOL.get_or_init(|| {
        for smid in 0..workers().saturating_sub(1) {
            let spawned = std::thread::Builder::new().name(format!("rocuda-sm{smid}")).spawn(move || serve(smid as u32));
            if let Err(error) = spawned {
                tracing::warn!("hip: cannot start a worker thread ({error}); blocks run on fewer threads");
            }
        }
        Pool { launches: Mutex::new(Vec::new()), offered: Condvar::new() }
    })
}

/// A pool thread: runs blocks of the oldest launch that has any left.
fn serve(smid: u32) {
    let pool = pool();
    loop {
        let launch = {
            let mut launches = pool.launches.lock().unwrap_or_else(|p| p.into_inner());
            loop {
                if let Some(launch) = launches.first() {
                    break launch.clone();
                }
                launches = pool.offered.wait(launches).unwrap_or_else(|p| p.into_inner());
            }
        };
        with_worker_as(smid, |worker| while launch.run_one(worker) {});
        withdraw(&launch);
    }
}

/// Lets the pool's threads help with `launch`.
pub fn offer(launch: Arc<Launch>) {
    let pool = pool();
    pool.launches.lock().unwrap_or_else(|p| p.into_inner()).push(launch);
    pool.offered.notify_all();
}

/// Takes `launch` off the pool's list: it has no blocks left to start.
pub fn withdraw(launch: &Arc<Launch>) {
    pool().launches.lock().unwrap_or_else(|p| p.into_inner()).retain(|l| !Arc::ptr_eq(l, launch));
}

/// Runs every block of `launch` at the same time, each on a thread of its own: blocks start
/// only once every thread exists, so a failed start leaves no block waiting for one that
/// never runs.
pub fn run_all_at_once(launch: &Launch) -> HipResult {
    let blocks = usize::try_from(launch.grid.blocks()).map_err(|_| hipError_t::hipErrorCooperativeLaunchTooLarge)?;
    let gate = (Mutex::new(None::<bool>), Condvar::new());
    let wait_for_start = || {
        let mut go = gate.0.lock().unwrap_or_else(|p| p.into_inner());
        while go.is_none() {
            go = gate.1.wait(go).unwrap_or_else(|p| p.into_inner());
        }
        go.unwrap_or(false)
    };
    let open = |go: bool| {
        *gate.0.lock().unwrap_or_else(|p| p.into_inner()) = Some(go);
        gate.1.notify_all();
    };
    std::thread::scope(|scope| {
        for n in 1..blocks {
            let smid = (n % workers()) as u32;
            let spawned = std::thread::Builder::new().name(format!("rocuda-block{n}")).spawn_scoped(scope, move || {
                if wait_for_start() {
                    with_worker_as(smid, |worker| {
                        launch.run_one(worker);
                    });
                }
            });
            if let Err(error) = spawned {
                tracing::error!("hip: cannot start a thread for each block of a cooperative launch ({error})");
                open(false);
                return Err(hipError_t::hipErrorOutOfMemory);
            }
        }
        open(true);
        with_worker(|worker| {
            launch.run_one(worker);
        });
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shared_memory_starts_aligned_for_any_variable() {
        let mut worker = Worker { smid: 0, stacks: Vec::new(), shared: Vec::new() };
        for bytes in [0, 1, 48, 4096, 65536] {
            let start = worker.shared(bytes);
            assert_eq!(start as usize % SHARED_ALIGN, 0, "{bytes} bytes");
            // SAFETY: the block's `bytes` bytes of shared memory start at `start`.
            let memory = unsafe { std::slice::from_raw_parts_mut(start, bytes as usize) };
            assert!(memory.iter().all(|b| *b == 0));
            memory.fill(1);
        }
    }
}
