//! The single-precision complex products with a type argument: `cublasCsyrkEx`,
//! `cublasCherkEx`, their `3m` forms over rocBLAS's `csyrk` and `cherk`, and `cublasCgemm3mEx`
//! over `cublasCgemmEx`.
//!
//! cuBLAS's tables allow A in `CUDA_C_32F` or `CUDA_C_8I` with C in `CUDA_C_32F`. rocBLAS has
//! no complex 8-bit integer syrk or herk, so the `CUDA_C_8I` inputs are `NOT_SUPPORTED`
//! (README.md). The `3m` forms name NVIDIA's algorithm (three real products for a
//! complex one); the product is the same, and rocBLAS computes it its own way.

use std::ffi::c_void;

use crate::Result;
use crate::checks::{self, Verdict};
use crate::convert;
use crate::ex::gemm;
use crate::ex::require;
use crate::ex::typed::{Syrk, Typed};
use crate::handle;
use crate::types::{cuComplex, cublasFillMode_t, cublasHandle_t, cublasOperation_t, cudaDataType as T};

/// cuBLAS's table for the syrk and herk Ex functions: A in `CUDA_C_8I` or `CUDA_C_32F`, C in
/// `CUDA_C_32F`. Only the second has a rocBLAS function.
fn syrk_supported(a: T, c: T) -> Result {
    require(matches!(a, T::CUDA_C_8I | T::CUDA_C_32F) && c == T::CUDA_C_32F)?;
    require(a == T::CUDA_C_32F)
}

unsafe fn syrk<W: Typed>(
    handle: cublasHandle_t,
    hermitian: bool,
    uplo: cublasFillMode_t,
    trans: cublasOperation_t,
    (n, k): (W, W),
    alpha: *const c_void,
    a: (*const c_void, T, W),
    beta: *const c_void,
    c: (*mut c_void, T, W),
) -> Result {
    let rocblas = handle::rocblas(handle)?;
    if checks::syrk("", uplo, trans, n.into(), k.into(), a.2.into(), c.2.into())? == Verdict::Done {
        return Ok(());
    }
    syrk_supported(a.1, c.1)?;
    let trans = if hermitian { convert::hermitian_operation(trans)? } else { convert::symmetric_operation(trans)? };
    let syrk = Syrk { uplo: convert::fill(uplo)?, trans, n, k, alpha, a: a.0, lda: a.2, beta, c: c.0, ldc: c.2 };
    // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
    unsafe { W::syrk(rocblas, hermitian, &syrk) }
}

macro_rules! syrk_ex {
    ($name:ident, $w:ty, $hermitian:expr, $scalar:ty) => {
        pub unsafe fn $name(
            handle: cublasHandle_t,
            uplo: cublasFillMode_t,
            trans: cublasOperation_t,
            n: $w,
            k: $w,
            alpha: *const $scalar,
            A: *const c_void,
            Atype: T,
            lda: $w,
            beta: *const $scalar,
            C: *mut c_void,
            Ctype: T,
            ldc: $w,
        ) -> Result {
            let (alpha, beta) = (alpha.cast(), beta.cast());
            // SAFETY: forwarded from cuBLAS's contract.
            unsafe { syrk(handle, $hermitian, uplo, trans, (n, k), alpha, (A, Atype, lda), beta, (C, Ctype, ldc)) }
        }
    };
}

syrk_ex!(cublasCsyrkEx, i32, false, cuComplex);
syrk_ex!(cublasCsyrkEx_64, i64, false, cuComplex);
syrk_ex!(cublasCsyrk3mEx, i32, false, cuComplex);
syrk_ex!(cublasCsyrk3mEx_64, i64, false, cuComplex);
syrk_ex!(cublasCherkEx, i32, true, f32);
syrk_ex!(cublasCherkEx_64, i64, true, f32);
syrk_ex!(cublasCherk3mEx, i32, true, f32);
syrk_ex!(cublasCherk3mEx_64, i64, true, f32);

/// `cublasCgemm3mEx`: cuBLAS's table is `cublasCgemmEx`'s with C in `CUDA_C_32F`, and the
/// product is the same: `cublasCgemmEx`'s.
fn cgemm3m_types(a: T, b: T, c: T) -> Result<gemm::Types> {
    require(c == T::CUDA_C_32F)?;
    gemm::cgemm_types(a, b, c)
}

gemm::gemm_ex_with_scalars!(cublasCgemm3mEx, cuComplex, cgemm3m_types);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables() {
        assert!(syrk_supported(T::CUDA_C_32F, T::CUDA_C_32F).is_ok());
        assert!(syrk_supported(T::CUDA_C_8I, T::CUDA_C_32F).is_err());
        assert!(syrk_supported(T::CUDA_C_64F, T::CUDA_C_64F).is_err());
        assert!(syrk_supported(T::CUDA_C_32F, T::CUDA_C_64F).is_err());
    }
}
