//! rocuda's libcublas.so.12 and .13: cuBLAS over rocBLAS.
//!
//! Every symbol NVIDIA's library exports is exported here (`generated/exports.rs`, generated
//! from NVIDIA's headers and libraries). Most of BLAS maps onto rocBLAS one to one:
//! `mapping.toml` pairs each such function with its rocBLAS counterpart and codegen generates
//! the call (`generated/mapped.rs`), checking every argument's conversion against both
//! headers. The rest is written by hand, one module per area, each listed in
//! `implemented.toml`. Every other export returns `CUBLAS_STATUS_NOT_SUPPORTED` and logs its
//! name once. README.md says how cuBLAS's modes and types map onto rocBLAS's.

// Implementations carry the names of the cuBLAS functions they implement.
#![allow(non_snake_case)]

mod checks;
pub mod convert;
mod ex;
// Generated: laid out by codegen, not rustfmt; each of its unsafe blocks is one of the few
// patterns the generator writes (codegen/src/emit/exports.rs says why each is sound).
#[rustfmt::skip]
#[allow(clippy::undocumented_unsafe_blocks)]
mod generated;
mod handle;
mod helpers;
mod lapack;
mod logger;
mod memory;
mod packed;
pub mod status;
mod xerbla;

pub use generated::status::{Result, check};
pub use generated::types;
