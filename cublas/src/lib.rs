//! rocuda's libcublas.so.12 and .13: cuBLAS over rocBLAS.
//!
//! Every symbol NVIDIA's library exports is exported here (`generated/exports.rs`, generated
//! from NVIDIA's headers and libraries). The functions listed in `implemented.toml` call their
//! bodies in this crate; every other one returns `CUBLAS_STATUS_NOT_SUPPORTED` and logs its name once.

mod generated;
pub mod status;

pub use generated::types;
