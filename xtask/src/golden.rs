//! `cargo xtask golden`: records what each CUDA program of `tests/programs/cuda/` prints on
//! this machine's NVIDIA GPU into `tests/golden/`, with the `nvcc` on the `PATH` (or
//! `$NVCC`). Run it on a machine with an NVIDIA GPU and CUDA 13.0; `cargo xtask test`
//! compares rocuda's output with these files.

use std::process::Command;

use crate::{Result, exec, root, step};

pub fn run() -> Result {
    step("record the CUDA programs' output on this machine's NVIDIA GPU");
    exec(Command::new("bash").arg(root().join("tests/programs/cuda/record.sh")).arg(root().join("tests/golden")))
}
