//! Philox4x32-10 as cuRAND's host API lays it out (`kernels/philox.cu` says how): the output
//! is a function of the seed and the generator's offset, so a call needs nothing kept.

use rocuda_core::kernels::{CudaStream, arg};

use crate::Result;
use crate::kernels::{BLOCK, Kind, Output, PHILOX};

/// Threads of the host API's Philox kernel (`PHILOX_THREADS`).
const THREADS: u32 = 65536;

/// Writes elements `[offset, offset + n)` of `kind` to `out` on `stream`.
pub fn generate(seed: u64, offset: u64, stream: CudaStream, kind: Kind, n: u64, out: Output) -> Result {
    let kind_number = kind as u32;
    PHILOX.function(c"philox_generate")?.launch(THREADS / BLOCK, BLOCK, stream, &[arg(&seed), arg(&out), arg(&kind_number), arg(&offset), arg(&n)])
}
