//! rocuda's libcuda.so.1: the CUDA driver API over HIP.
//!
//! Every symbol NVIDIA's library exports is exported here (`generated/exports.rs`, generated
//! from NVIDIA's headers and libraries). The functions listed in `implemented.toml` call their
//! bodies in this crate, one module per area of CUDA's documentation; every other one returns
//! `CUDA_ERROR_NOT_SUPPORTED` and logs its name once.

// Implementations carry the names of the CUDA functions they implement.
#![allow(non_snake_case)]

pub mod cache;
mod capture;
mod compiled;
mod context;
mod dark;
mod device;
mod error;
mod event;
// Generated: laid out by codegen, not rustfmt; each of its unsafe blocks is one of the few
// patterns the generator writes (codegen/src/emit/exports.rs says why each is sound).
#[rustfmt::skip]
#[allow(clippy::undocumented_unsafe_blocks)]
mod generated;
mod graph;
mod graph_nodes;
mod image;
mod init;
mod interop;
mod launch;
mod link;
mod md2;
mod memory;
mod module;
mod params;
mod pitched;
mod proc_address;
pub mod status;
mod stream;
mod stream_handles;

pub use generated::status::{Result, check};
pub use generated::types;
