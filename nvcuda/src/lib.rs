//! rocuda's libcuda.so.1: the CUDA driver API over HIP.
//!
//! Every symbol NVIDIA's library exports is exported here (`generated/exports.rs`, generated
//! from NVIDIA's headers and libraries). The functions listed in `implemented.toml` call their
//! bodies in this crate; every other one returns `CUDA_ERROR_NOT_SUPPORTED` and logs its name once.

pub mod cache;
mod generated;
pub mod status;

pub use generated::types;
