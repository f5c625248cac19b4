//! The host device's rocBLAS: `librocblas.so.4` implemented on the CPU.
//!
//! rocuda's cuBLAS calls rocBLAS through `rocblas-sys`; with `ROCUDA_ROCM_LIB` pointing at the
//! host device's folder it loads this library instead of ROCm's. The exports have rocBLAS's
//! names and C signatures, written against `rocblas-sys`'s generated types, and do what
//! rocBLAS documents: the same argument checks and statuses, the same pointer modes, the
//! same stream order.
//!
//! - [`handle`]: handles, their stream, pointer, atomics and math modes, workspace;
//! - [`call`]: the C boundary, and how work joins the handle's stream;
//! - [`args`]: element pointers, batches and scalars as the kernels take them;
//! - the kernels, generic over [`rocuda_host_numeric::Scalar`] and written for clarity, not
//!   speed: [`level1`].
//!
//! rocBLAS functions rocuda does not call are absent: a missing symbol, which rocuda's loader
//! reports by name.

pub mod args;
pub mod call;
pub mod handle;
pub mod level1;

/// cuBLAS's and rocBLAS's complex types are passed as [`rocuda_host_numeric::Complex`].
const _: () = {
    use std::mem::{align_of, size_of};
    assert!(size_of::<rocuda_host_numeric::C32>() == size_of::<rocblas_sys::rocblas_float_complex>());
    assert!(align_of::<rocuda_host_numeric::C32>() == align_of::<rocblas_sys::rocblas_float_complex>());
    assert!(size_of::<rocuda_host_numeric::C64>() == size_of::<rocblas_sys::rocblas_double_complex>());
    assert!(align_of::<rocuda_host_numeric::C64>() == align_of::<rocblas_sys::rocblas_double_complex>());
};
