//! The stream handle values CUDA and HIP give the same meaning, for the modules that need
//! them without depending on `stream.rs`.

/// HIP's `hipStreamPerThread`, `(hipStream_t)2`, which is also CUDA's `CU_STREAM_PER_THREAD`.
pub const PER_THREAD: usize = 0x2;
