//! The host device's HIP runtime: `libamdhip64.so.6` implemented on the CPU.
//!
//! rocuda's libraries call HIP through `hip-sys`, which loads whichever `libamdhip64` the
//! search path finds first. Pointing `ROCUDA_ROCM_LIB` at this library's directory runs
//! everything on the CPU, through the same code paths as on an AMD GPU: the exports here
//! have HIP's names and C signatures, written against `hip-sys`'s generated types.
//!
//! - one device ([`device`]), whose architecture is `host`, rocuda's CPU compiler target;
//! - memory ([`memory`], [`copy`]): device memory is host memory, every pointer checked
//!   against the allocation table;
//! - streams and events ([`stream`]): synchronous execution;
//! - modules ([`module`]): host code objects loaded by the system's dynamic loader;
//! - launches ([`launch`]) run by the [`executor`], which keeps CUDA's block and warp
//!   semantics with coroutines;
//! - graphs and stream capture ([`graph`]).
//!
//! HIP functions rocuda does not call are absent: a missing symbol, which rocuda's loader
//! reports by name.

mod api;
mod copy;
mod device;
mod error;
mod executor;
mod graph;
mod launch;
mod loader;
mod memory;
mod module;
mod stream;
