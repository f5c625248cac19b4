//! rocuda's end-to-end tests: NVIDIA-built programs and the PTX corpus run against rocuda's
//! libraries. The paths, process helpers and golden comparisons are `rocuda-test-support`'s,
//! re-exported here; this crate adds what needs the PTX compiler and ROCm's bindings.

pub use rocuda_test_support::*;

pub mod driver;
pub mod host;
pub mod kernels;
pub mod library_programs;
