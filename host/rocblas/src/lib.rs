//! The host device's rocBLAS: `librocblas.so.4` implemented on the CPU.
//!
//! rocuda's cuBLAS calls rocBLAS through `rocblas-sys`; with `ROCUDA_ROCM_LIB` pointing at the
//! host device's folder it loads this library instead of ROCm's. The exports have rocBLAS's
//! names and C signatures, written against `rocblas-sys`'s generated types, and do what
//! rocBLAS documents: the same argument checks and statuses, the same pointer modes, the
//! same stream order.
//!
//! - [`boundary`]: this library's name and statuses at the C boundary, and the host libraries'
//!   shared wrapper and stream queue (`rocuda_host_common`) made its own;
//! - [`handle`]: handles, their stream, pointer, atomics and math modes, workspace;
//! - [`forms`]: a family's plain, `_batched` and `_strided_batched` exports from one description;
//! - the kernels, generic over [`rocuda_host_linalg::Scalar`] and written for clarity, not
//!   speed: [`level1`], [`level2`], [`level3`]. Arguments are checked at the call, as rocBLAS checks them; the
//!   arithmetic is a job queued on the handle's stream ([`boundary::enqueue`]).
//!
//! rocBLAS functions rocuda does not call are absent: a missing symbol, which rocuda's loader
//! reports by name.

pub mod boundary;
pub mod forms;
pub mod handle;
pub mod level1;
pub mod level2;
pub mod level3;

#[cfg(test)]
mod testing;
