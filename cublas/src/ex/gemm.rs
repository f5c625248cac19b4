//! `cublasGemmEx`, its batched and strided forms, `cublasSgemmEx` and `cublasCgemmEx`, over
//! `rocblas_gemm_ex` and its batched forms.

use std::ffi::c_void;

use rocblas_sys::rocblas_handle;
use rocuda_cuda_types::datatype::is_complex;

use crate::Result;
use crate::convert;
use crate::convert::datatype;
use crate::ex::require;
use crate::ex::width::{Gemm, Strides, Width};
use crate::handle;
use crate::types::{cuComplex, cublasComputeType_t as Compute, cublasGemmAlgo_t, cublasHandle_t, cublasOperation_t, cublasStatus_t, cudaDataType as T};

/// The element types of a product (A and B, C) and the compute type.
#[derive(Clone, Copy)]
pub struct Types {
    pub a: T,
    pub b: T,
    pub c: T,
    pub compute: Compute,
}

/// cuBLAS's table of the combinations `cublasGemmEx` supports: inputs of one type, and an
/// output type and compute type that suit them.
pub fn supported(types: Types) -> bool {
    if types.a != types.b {
        return false;
    }
    let (a, c) = (types.a, types.c);
    match types.compute {
        Compute::CUBLAS_COMPUTE_16F | Compute::CUBLAS_COMPUTE_16F_PEDANTIC => a == T::CUDA_R_16F && c == T::CUDA_R_16F,
        Compute::CUBLAS_COMPUTE_32F | Compute::CUBLAS_COMPUTE_32F_PEDANTIC => matches!(
            (a, c),
            (T::CUDA_R_16F | T::CUDA_R_16BF, T::CUDA_R_32F)
                | (T::CUDA_R_16F, T::CUDA_R_16F)
                | (T::CUDA_R_16BF, T::CUDA_R_16BF)
                | (T::CUDA_R_8I, T::CUDA_R_32F)
                | (T::CUDA_R_32F, T::CUDA_R_32F)
                | (T::CUDA_C_8I, T::CUDA_C_32F)
                | (T::CUDA_C_32F, T::CUDA_C_32F)
        ),
        Compute::CUBLAS_COMPUTE_32F_FAST_16F
        | Compute::CUBLAS_COMPUTE_32F_FAST_16BF
        | Compute::CUBLAS_COMPUTE_32F_FAST_TF32
        | Compute::CUBLAS_COMPUTE_32F_EMULATED_16BFX9 => matches!((a, c), (T::CUDA_R_32F, T::CUDA_R_32F) | (T::CUDA_C_32F, T::CUDA_C_32F)),
        Compute::CUBLAS_COMPUTE_64F | Compute::CUBLAS_COMPUTE_64F_PEDANTIC | Compute::CUBLAS_COMPUTE_64F_EMULATED_FIXEDPOINT => {
            matches!((a, c), (T::CUDA_R_64F, T::CUDA_R_64F) | (T::CUDA_C_64F, T::CUDA_C_64F))
        }
        Compute::CUBLAS_COMPUTE_32I | Compute::CUBLAS_COMPUTE_32I_PEDANTIC => a == T::CUDA_R_8I && c == T::CUDA_R_32I,
        _ => false,
    }
}

/// A product's arguments as cuBLAS's gemm Ex functions take them, gathered once by each
/// exported function. The batched forms' arrays of pointers stand where the matrices do, as
/// rocBLAS's batched functions take them.
pub struct Product<W> {
    pub handle: cublasHandle_t,
    pub transa: cublasOperation_t,
    pub transb: cublasOperation_t,
    pub m: W,
    pub n: W,
    pub k: W,
    pub alpha: *const c_void,
    pub a: *const c_void,
    pub lda: W,
    pub b: *const c_void,
    pub ldb: W,
    pub beta: *const c_void,
    pub c: *mut c_void,
    pub ldc: W,
    pub types: Types,
}

impl<W: Width> Product<W> {
    /// The handle's rocBLAS handle and the product in rocBLAS's terms, after checking the
    /// combination against cuBLAS's table.
    pub fn prepare(self) -> Result<(rocblas_handle, Gemm<W>)> {
        let rocblas = handle::rocblas(self.handle)?;
        let types = self.types;
        require(supported(types))?;
        let gemm = Gemm {
            transa: convert::operation(self.transa)?,
            transb: convert::operation(self.transb)?,
            m: self.m,
            n: self.n,
            k: self.k,
            alpha: self.alpha,
            a: self.a,
            a_type: datatype(types.a)?,
            lda: self.lda,
            b: self.b,
            b_type: datatype(types.b)?,
            ldb: self.ldb,
            beta: self.beta,
            c: self.c,
            c_type: datatype(types.c)?,
            ldc: self.ldc,
            compute: convert::compute_type(types.compute, is_complex(types.a))?,
        };
        Ok((rocblas, gemm))
    }
}

/// A negative batch count: cuBLAS computes nothing, and reports success for most type
/// combinations, but `CUBLAS_STATUS_EXECUTION_FAILED` for half-precision compute and for
/// bfloat16 inputs (cuBLAS 13.1's answers, recorded in tests/golden/cublas/ex.txt). rocBLAS
/// would answer `invalid_size` for all of them.
fn negative_batch(types: Types) -> Result {
    let compute_16f = matches!(types.compute, Compute::CUBLAS_COMPUTE_16F | Compute::CUBLAS_COMPUTE_16F_PEDANTIC);
    if compute_16f || types.a == T::CUDA_R_16BF { Err(cublasStatus_t::CUBLAS_STATUS_EXECUTION_FAILED) } else { Ok(()) }
}

/// Every algorithm the header defines is a hint for NVIDIA's kernels (the export wrapper has
/// refused undefined ones); rocBLAS chooses its own (`rocblas_gemm_algo_standard`).
pub unsafe fn cublasGemmEx<W: Width>(
    handle: cublasHandle_t,
    transa: cublasOperation_t,
    transb: cublasOperation_t,
    m: W,
    n: W,
    k: W,
    alpha: *const c_void,
    A: *const c_void,
    Atype: T,
    lda: W,
    B: *const c_void,
    Btype: T,
    ldb: W,
    beta: *const c_void,
    C: *mut c_void,
    Ctype: T,
    ldc: W,
    computeType: Compute,
    _algo: cublasGemmAlgo_t,
) -> Result {
    let types = Types { a: Atype, b: Btype, c: Ctype, compute: computeType };
    let (rocblas, gemm) = Product { handle, transa, transb, m, n, k, alpha, a: A, lda, b: B, ldb, beta, c: C, ldc, types }.prepare()?;
    // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
    unsafe { W::gemm_ex(rocblas, &gemm) }
}

pub unsafe fn cublasGemmBatchedEx<W: Width>(
    handle: cublasHandle_t,
    transa: cublasOperation_t,
    transb: cublasOperation_t,
    m: W,
    n: W,
    k: W,
    alpha: *const c_void,
    Aarray: *const *const c_void,
    Atype: T,
    lda: W,
    Barray: *const *const c_void,
    Btype: T,
    ldb: W,
    beta: *const c_void,
    Carray: *const *mut c_void,
    Ctype: T,
    ldc: W,
    batchCount: W,
    computeType: Compute,
    _algo: cublasGemmAlgo_t,
) -> Result {
    let types = Types { a: Atype, b: Btype, c: Ctype, compute: computeType };
    let (a, b, c) = (Aarray.cast(), Barray.cast(), Carray.cast_mut().cast());
    let (rocblas, gemm) = Product { handle, transa, transb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc, types }.prepare()?;
    if batchCount.into() < 0 {
        return negative_batch(types);
    }
    // SAFETY: the caller's pointer arrays, as cuBLAS's contract gives them.
    unsafe { W::gemm_batched_ex(rocblas, &gemm, batchCount) }
}

pub unsafe fn cublasGemmStridedBatchedEx<W: Width>(
    handle: cublasHandle_t,
    transa: cublasOperation_t,
    transb: cublasOperation_t,
    m: W,
    n: W,
    k: W,
    alpha: *const c_void,
    A: *const c_void,
    Atype: T,
    lda: W,
    strideA: i64,
    B: *const c_void,
    Btype: T,
    ldb: W,
    strideB: i64,
    beta: *const c_void,
    C: *mut c_void,
    Ctype: T,
    ldc: W,
    strideC: i64,
    batchCount: W,
    computeType: Compute,
    _algo: cublasGemmAlgo_t,
) -> Result {
    let types = Types { a: Atype, b: Btype, c: Ctype, compute: computeType };
    let (rocblas, gemm) = Product { handle, transa, transb, m, n, k, alpha, a: A, lda, b: B, ldb, beta, c: C, ldc, types }.prepare()?;
    if batchCount.into() < 0 {
        return negative_batch(types);
    }
    let strides = Strides { a: strideA, b: strideB, c: strideC };
    // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
    unsafe { W::gemm_strided_batched_ex(rocblas, &gemm, &strides, batchCount) }
}

/// The gemm Ex functions with typed scalars and no compute type argument (`cublasSgemmEx`,
/// `cublasCgemmEx`, and `cublasCgemm3mEx` in `syrk`): `$types` checks the element types
/// against the function's own table and names the compute type; the product is then
/// `cublasGemmEx`'s.
macro_rules! gemm_ex_with_scalars {
    ($name:ident, $scalar:ty, $types:path) => {
        pub unsafe fn $name<W: $crate::ex::width::Width>(
            handle: $crate::types::cublasHandle_t,
            transa: $crate::types::cublasOperation_t,
            transb: $crate::types::cublasOperation_t,
            m: W,
            n: W,
            k: W,
            alpha: *const $scalar,
            A: *const ::std::ffi::c_void,
            Atype: $crate::types::cudaDataType,
            lda: W,
            B: *const ::std::ffi::c_void,
            Btype: $crate::types::cudaDataType,
            ldb: W,
            beta: *const $scalar,
            C: *mut ::std::ffi::c_void,
            Ctype: $crate::types::cudaDataType,
            ldc: W,
        ) -> $crate::Result {
            let types = $types(Atype, Btype, Ctype)?;
            let (alpha, beta) = (alpha.cast(), beta.cast());
            let product = $crate::ex::gemm::Product { handle, transa, transb, m, n, k, alpha, a: A, lda, b: B, ldb, beta, c: C, ldc, types };
            let (rocblas, gemm) = product.prepare()?;
            // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
            unsafe { W::gemm_ex(rocblas, &gemm) }
        }
    };
}

pub(crate) use gemm_ex_with_scalars;

/// `cublasSgemmEx` computes in f32 with f32 scalars; cuBLAS's table for it is `cublasGemmEx`'s
/// under `CUBLAS_COMPUTE_32F`, restricted to real types.
fn sgemm_types(a: T, b: T, c: T) -> Result<Types> {
    require(!is_complex(a))?;
    Ok(Types { a, b, c, compute: Compute::CUBLAS_COMPUTE_32F })
}

/// `cublasCgemmEx` computes in single-precision complex with complex scalars.
pub fn cgemm_types(a: T, b: T, c: T) -> Result<Types> {
    require(is_complex(a))?;
    Ok(Types { a, b, c, compute: Compute::CUBLAS_COMPUTE_32F })
}

gemm_ex_with_scalars!(cublasSgemmEx, f32, sgemm_types);
gemm_ex_with_scalars!(cublasCgemmEx, cuComplex, cgemm_types);

#[cfg(test)]
mod tests {
    use super::*;

    fn types(a: T, c: T, compute: Compute) -> Types {
        Types { a, b: a, c, compute }
    }

    /// The invalid combinations cuBLAS refuses in tests/golden/cublas/ex.txt, and some it allows.
    #[test]
    fn golden_combinations() {
        assert!(!supported(types(T::CUDA_R_16F, T::CUDA_R_64F, Compute::CUBLAS_COMPUTE_32F)));
        assert!(!supported(types(T::CUDA_R_32F, T::CUDA_R_32F, Compute::CUBLAS_COMPUTE_16F)));
        assert!(!supported(types(T::CUDA_R_64F, T::CUDA_R_64F, Compute::CUBLAS_COMPUTE_32F)));
        assert!(supported(types(T::CUDA_R_16F, T::CUDA_R_32F, Compute::CUBLAS_COMPUTE_32F)));
        assert!(supported(types(T::CUDA_R_16BF, T::CUDA_R_16BF, Compute::CUBLAS_COMPUTE_32F)));
        assert!(supported(types(T::CUDA_C_32F, T::CUDA_C_32F, Compute::CUBLAS_COMPUTE_32F_FAST_TF32)));
        assert!(supported(types(T::CUDA_R_8I, T::CUDA_R_32I, Compute::CUBLAS_COMPUTE_32I)));
    }
}
