//! What every host device ROCm library shares, whichever library it is (rocBLAS, rocSOLVER,
//! HIP itself, and the hipFFT, hipRAND, hipSPARSE, hipBLASLt, MIOpen and ROCm SMI to come):
//!
//! - [`boundary`]: the C boundary. A library names itself and its statuses once
//!   ([`Library`]); every export runs its body through [`call`] (or [`value`]), so a panic is
//!   its internal-error status and a failure one log line, as in rocuda's CUDA libraries
//!   (`rocuda_core::boundary` is the core both share).
//! - [`queue`]: work queued on a HIP stream, in stream order, recorded into a graph while the
//!   stream captures; a job that panics is the device's sticky error, as a kernel's fault is.
//! - [`testing`]: the setup of unit tests that call a host library's exports.

pub mod boundary;
pub mod queue;
pub mod testing;

pub use boundary::{Library, call, value};
