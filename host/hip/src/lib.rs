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
//! - modules ([`module`]): host code objects mapped by this library (`loader.rs`);
//! - launches, checked by [`launch`] and run by the [`executor`], which keeps CUDA's block
//!   and warp semantics with coroutines;
//! - streams and events ([`stream`]): synchronous execution. Every call that puts work on a
//!   stream builds an [`operation`] and submits it once (`stream::submit`), the one place
//!   that decides between running it and, on a capturing stream, making it a graph node;
//! - graphs and the stream capture API ([`graph`]), over those operations.
//!
//! Dependencies point one way: the code that does the work (`copy`, `launch`, `memory`,
//! `device`, the executor) knows nothing of streams' captures beyond the rules it must ask
//! (`stream::captures`) and nothing of graphs; operations call it; graphs hold operations;
//! streams submit them.
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
mod operation;
mod stream;
