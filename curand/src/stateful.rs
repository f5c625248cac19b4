//! The generators whose threads keep their states between calls (XORWOW, MRG32k3a), as
//! cuRAND's host API runs them: a fixed number of threads, thread t on subsequence t, unit k
//! of a call made by thread `(offset + k) mod threads` from its next draws.
//!
//! A thread's starting state is its subsequence, then the draws the offset gives it: jumps
//! the seeding kernel makes with tables of the generator's jump matrices (one per bit of the
//! thread's index, one per bit of the draw count), computed on the host once per process
//! and copied to the device with each generator's first seeding.

use std::ffi::CStr;

use rocuda_core::kernels::{CudaStream, DeviceMemory, Module, arg};

use crate::Result;
use crate::kernels::{BLOCK, Kind, Output};
use crate::types::curandStatus_t;

/// One generator type's kernels and threads.
pub struct Layout {
    pub module: &'static Module,
    /// Threads of the host API's kernels: subsequences in use.
    pub threads: u64,
    /// Bytes of one thread's state in device memory.
    pub state_bytes: usize,
    /// `(states, seed, offset, subsequence_jumps, draw_jumps)`.
    pub seed_kernel: &'static CStr,
    /// `(states, Output, kind, units, first thread)`.
    pub generate_kernel: &'static CStr,
    /// The draws one unit of a kind takes.
    pub draws_per_unit: fn(Kind) -> u64,
    pub tables: fn() -> &'static Tables,
}

/// The seeding kernel's jump tables, as words.
pub struct Tables {
    /// The jump to subsequence `2^k`, for each bit k of a thread's index.
    pub subsequences: Vec<u32>,
    /// The jump of `2^k` draws, k < 64.
    pub draws: Vec<u32>,
}

/// A generator's device side: the threads' states.
pub struct States {
    layout: &'static Layout,
    memory: DeviceMemory,
    subsequence_jumps: DeviceMemory,
    draw_jumps: DeviceMemory,
    /// False after a seed, offset or ordering change: the states are made again before the
    /// next generate call.
    seeded: bool,
}

impl States {
    pub fn new(layout: &'static Layout, stream: CudaStream) -> Result<States> {
        let tables = (layout.tables)();
        Ok(States {
            layout,
            memory: DeviceMemory::new::<curandStatus_t>(layout.threads as usize * layout.state_bytes)?,
            subsequence_jumps: DeviceMemory::from_words::<curandStatus_t>(&tables.subsequences, stream)?,
            draw_jumps: DeviceMemory::from_words::<curandStatus_t>(&tables.draws, stream)?,
            seeded: false,
        })
    }

    fn blocks(&self) -> u32 {
        self.layout.threads.div_ceil(u64::from(BLOCK)) as u32
    }

    /// The states must be made again (from the generator's seed and offset) before the next
    /// generate call.
    pub fn reset(&mut self) {
        self.seeded = false;
    }

    /// Makes every thread's state from `seed` and `offset` on `stream`, unless they are made.
    pub fn seed(&mut self, seed: u64, offset: u64, stream: CudaStream) -> Result {
        if self.seeded {
            return Ok(());
        }
        let (states, subsequences, draws) = (self.memory.address(), self.subsequence_jumps.address(), self.draw_jumps.address());
        let kernel = self.layout.module.function(self.layout.seed_kernel)?;
        kernel.launch(self.blocks(), BLOCK, stream, &[arg(&states), arg(&seed), arg(&offset), arg(&subsequences), arg(&draws)])?;
        self.seeded = true;
        Ok(())
    }

    /// Writes `n` elements of `kind` to `out` on `stream`, seeding first where needed, and
    /// returns how far the generator's offset moves.
    ///
    /// The offset is cuRAND's: the next unit goes to thread `offset mod threads`, and a
    /// reseeding starts every thread as if `offset` single draws had been made in turn. A
    /// call of `u` units of `d` draws each moves it by `(u / threads) * threads * d + u mod
    /// threads`, what NVIDIA's library does (measured: the states it reseeds to after every
    /// kind and several sizes).
    pub fn generate(&mut self, seed: u64, offset: u64, stream: CudaStream, kind: Kind, n: u64, out: Output) -> Result<u64> {
        self.seed(seed, offset, stream)?;
        let threads = self.layout.threads;
        let states = self.memory.address();
        let units = if kind.paired() { n / 2 } else { n };
        let (kind_number, first) = (kind as u32, (offset % threads) as u32);
        let kernel = self.layout.module.function(self.layout.generate_kernel)?;
        kernel.launch(self.blocks(), BLOCK, stream, &[arg(&states), arg(&out), arg(&kind_number), arg(&units), arg(&first)])?;
        Ok((units / threads) * threads * (self.layout.draws_per_unit)(kind) + units % threads)
    }
}
