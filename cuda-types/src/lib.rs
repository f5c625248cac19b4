//! The C types that several CUDA libraries' headers define alike: `library_types.h`'s
//! `cudaDataType` and `libraryPropertyType`, `cuComplex.h`'s vector types, the stream handle
//! `cudaStream_t`. Codegen finds them (an item every library that has it defines the same way,
//! in two libraries or more) and writes them here once; each library's `generated/types.rs`
//! re-exports them. One type crosses every crate, so one conversion to ROCm's types
//! ([`datatype`]) serves cuBLAS, cuBLASLt, cuSPARSE and cuFFT alike.

// Generated: laid out by codegen, not rustfmt; its only unsafe code is bindgen's layout tests.
#[rustfmt::skip]
#[allow(clippy::undocumented_unsafe_blocks)]
mod generated {
    pub mod types;
}

pub mod datatype;

pub use generated::types::*;
