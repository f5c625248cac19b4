//! rocuda's libcurand.so.10: cuRAND's host API, its generators run on the device by rocuda's
//! own kernels (`kernels/`, README.md says why not hipRAND's).
//!
//! Every symbol NVIDIA's library exports is exported here (`generated/exports.rs`, generated
//! from NVIDIA's headers and libraries). The functions listed in `implemented.toml` call their
//! bodies in this crate; every other one returns `CURAND_STATUS_TYPE_ERROR` and logs its name once.

// The bodies keep cuRAND's names (`implemented.toml` lists them).
#![allow(non_snake_case)]

// Generated: laid out by codegen, not rustfmt; each of its unsafe blocks is one of the few
// patterns the generator writes (codegen/src/emit/exports.rs says why each is sound).
#[rustfmt::skip]
#[allow(clippy::undocumented_unsafe_blocks)]
mod generated;
mod discrete;
mod generate;
mod generator;
mod kernels;
mod mrg32k3a;
mod philox;
mod poisson;
mod stateful;
pub mod status;
mod version;
mod xorwow;

pub use generated::status::{Result, check};
pub use generated::types;
