//! rocuda's libcurand.so.10: cuRAND over hipRAND.
//!
//! Every symbol NVIDIA's library exports is exported here (`generated/exports.rs`, generated
//! from NVIDIA's headers and libraries). The functions listed in `implemented.toml` call their
//! bodies in this crate; every other one returns `CURAND_STATUS_TYPE_ERROR` and logs its name once.

// Generated: laid out by codegen, not rustfmt; each of its unsafe blocks is one of the few
// patterns the generator writes (codegen/src/emit/exports.rs says why each is sound).
#[rustfmt::skip]
#[allow(clippy::undocumented_unsafe_blocks)]
mod generated;
pub mod status;

pub use generated::status::{Result, check};
pub use generated::types;
