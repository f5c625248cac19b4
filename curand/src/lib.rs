//! rocuda's libcurand.so.10: cuRAND over hipRAND.
//!
//! Every symbol NVIDIA's library exports is exported here (`generated/exports.rs`, generated
//! from NVIDIA's headers and libraries). The functions listed in `implemented.toml` call their
//! bodies in this crate; every other one returns `CURAND_STATUS_TYPE_ERROR` and logs its name once.

mod generated;
pub mod status;

pub use generated::status::{Result, check};
pub use generated::types;
