//! cuBLAS's mixed-precision functions (the "Ex" family and the grouped gemms) over rocBLAS's
//! `_ex` functions, and over its typed functions where it has no `_ex` form (`typed`; the
//! half-precision vectors it has no function for at all are `staged`'s).
//!
//! cuBLAS documents, per function, the combinations of element, scalar and compute types it
//! supports and answers any other with `CUBLAS_STATUS_NOT_SUPPORTED`. rocBLAS supports a
//! different set and answers differently (or computes something cuBLAS refuses), so each
//! function checks cuBLAS's table before converting and calling rocBLAS; a combination cuBLAS
//! allows that rocBLAS lacks is rocBLAS's `not_implemented`, which is also `NOT_SUPPORTED`.

// The functions keep cuBLAS's signatures.

pub mod gemm;
pub mod grouped;
pub mod level1;
mod staged;
pub mod syrk;
mod typed;
mod width;

use crate::types::cublasStatus_t;

const NOT_SUPPORTED: cublasStatus_t = cublasStatus_t::CUBLAS_STATUS_NOT_SUPPORTED;

/// `Ok` where `supported` holds, else cuBLAS's answer to a combination it does not support.
fn require(supported: bool) -> crate::Result {
    if supported { Ok(()) } else { Err(NOT_SUPPORTED) }
}
