//! `cublasGemmEx`, its batched and strided forms, `cublasSgemmEx` and `cublasCgemmEx`, over
//! `rocblas_gemm_ex` and its batched forms.

use std::ffi::c_void;

use crate::Result;
use crate::convert;
use crate::ex::width::{Gemm, Strides, Width};
use rocuda_cuda_types::datatype::is_complex;

use crate::convert::datatype;
use crate::ex::require;
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

/// The product's operands in rocBLAS's terms, after checking the combination against cuBLAS's
/// table.
fn prepare<W>(
    transa: cublasOperation_t,
    transb: cublasOperation_t,
    (m, n, k): (W, W, W),
    alpha: *const c_void,
    (a, lda): (*const c_void, W),
    (b, ldb): (*const c_void, W),
    beta: *const c_void,
    (c, ldc): (*mut c_void, W),
    types: Types,
) -> Result<Gemm<W>> {
    require(supported(types))?;
    Ok(Gemm {
        transa: convert::operation(transa)?,
        transb: convert::operation(transb)?,
        m,
        n,
        k,
        alpha,
        a,
        a_type: datatype(types.a)?,
        lda,
        b,
        b_type: datatype(types.b)?,
        ldb,
        beta,
        c,
        c_type: datatype(types.c)?,
        ldc,
        compute: convert::compute_type(types.compute, is_complex(types.a))?,
    })
}

/// A negative batch count: cuBLAS computes nothing, and reports success for most type
/// combinations, but `CUBLAS_STATUS_EXECUTION_FAILED` for half-precision compute and for
/// bfloat16 inputs (cuBLAS 13.1's answers, recorded in tests/golden/cublas/ex.txt). rocBLAS
/// would answer `invalid_size` for all of them.
fn negative_batch(types: Types) -> Result {
    let compute_16f = matches!(types.compute, Compute::CUBLAS_COMPUTE_16F | Compute::CUBLAS_COMPUTE_16F_PEDANTIC);
    if compute_16f || types.a == T::CUDA_R_16BF { Err(cublasStatus_t::CUBLAS_STATUS_EXECUTION_FAILED) } else { Ok(()) }
}

unsafe fn gemm_ex<W: Width>(
    handle: cublasHandle_t,
    transa: cublasOperation_t,
    transb: cublasOperation_t,
    mnk: (W, W, W),
    alpha: *const c_void,
    a: (*const c_void, W),
    b: (*const c_void, W),
    beta: *const c_void,
    c: (*mut c_void, W),
    types: Types,
) -> Result {
    let rocblas = handle::rocblas(handle)?;
    let gemm = prepare(transa, transb, mnk, alpha, a, b, beta, c, types)?;
    // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
    unsafe { W::gemm_ex(rocblas, &gemm) }
}

unsafe fn gemm_batched_ex<W: Width>(
    handle: cublasHandle_t,
    transa: cublasOperation_t,
    transb: cublasOperation_t,
    mnk: (W, W, W),
    alpha: *const c_void,
    a: (*const *const c_void, W),
    b: (*const *const c_void, W),
    beta: *const c_void,
    c: (*const *mut c_void, W),
    batch: W,
    types: Types,
) -> Result {
    let rocblas = handle::rocblas(handle)?;
    let gemm = prepare(transa, transb, mnk, alpha, (a.0.cast(), a.1), (b.0.cast(), b.1), beta, (c.0.cast_mut().cast(), c.1), types)?;
    if batch.into() < 0 {
        return negative_batch(types);
    }
    // SAFETY: the caller's pointer arrays, as cuBLAS's contract gives them.
    unsafe { W::gemm_batched_ex(rocblas, &gemm, batch) }
}

unsafe fn gemm_strided_batched_ex<W: Width>(
    handle: cublasHandle_t,
    transa: cublasOperation_t,
    transb: cublasOperation_t,
    mnk: (W, W, W),
    alpha: *const c_void,
    a: (*const c_void, W),
    b: (*const c_void, W),
    beta: *const c_void,
    c: (*mut c_void, W),
    strides: Strides,
    batch: W,
    types: Types,
) -> Result {
    let rocblas = handle::rocblas(handle)?;
    let gemm = prepare(transa, transb, mnk, alpha, a, b, beta, c, types)?;
    if batch.into() < 0 {
        return negative_batch(types);
    }
    // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
    unsafe { W::gemm_strided_batched_ex(rocblas, &gemm, &strides, batch) }
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
    // SAFETY: forwarded from cuBLAS's contract.
    unsafe { gemm_ex(handle, transa, transb, (m, n, k), alpha, (A, lda), (B, ldb), beta, (C, ldc), types) }
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
    // SAFETY: forwarded from cuBLAS's contract.
    unsafe { gemm_batched_ex(handle, transa, transb, (m, n, k), alpha, (Aarray, lda), (Barray, ldb), beta, (Carray, ldc), batchCount, types) }
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
    let strides = Strides { a: strideA, b: strideB, c: strideC };
    // SAFETY: forwarded from cuBLAS's contract.
    unsafe { gemm_strided_batched_ex(handle, transa, transb, (m, n, k), alpha, (A, lda), (B, ldb), beta, (C, ldc), strides, batchCount, types) }
}

/// `cublasSgemmEx` computes in f32 with f32 scalars; cuBLAS's table for it is `cublasGemmEx`'s
/// under `CUBLAS_COMPUTE_32F`, restricted to real types.
fn sgemm_types(a: T, b: T, c: T) -> Result<Types> {
    require(!is_complex(a))?;
    Ok(Types { a, b, c, compute: Compute::CUBLAS_COMPUTE_32F })
}

/// `cublasCgemmEx` computes in single-precision complex with complex scalars.
fn cgemm_types(a: T, b: T, c: T) -> Result<Types> {
    require(is_complex(a))?;
    Ok(Types { a, b, c, compute: Compute::CUBLAS_COMPUTE_32F })
}

pub unsafe fn cublasSgemmEx<W: Width>(
    handle: cublasHandle_t,
    transa: cublasOperation_t,
    transb: cublasOperation_t,
    m: W,
    n: W,
    k: W,
    alpha: *const f32,
    A: *const c_void,
    Atype: T,
    lda: W,
    B: *const c_void,
    Btype: T,
    ldb: W,
    beta: *const f32,
    C: *mut c_void,
    Ctype: T,
    ldc: W,
) -> Result {
    let types = sgemm_types(Atype, Btype, Ctype)?;
    // SAFETY: forwarded from cuBLAS's contract.
    unsafe { gemm_ex(handle, transa, transb, (m, n, k), alpha.cast(), (A, lda), (B, ldb), beta.cast(), (C, ldc), types) }
}

pub unsafe fn cublasCgemmEx<W: Width>(
    handle: cublasHandle_t,
    transa: cublasOperation_t,
    transb: cublasOperation_t,
    m: W,
    n: W,
    k: W,
    alpha: *const cuComplex,
    A: *const c_void,
    Atype: T,
    lda: W,
    B: *const c_void,
    Btype: T,
    ldb: W,
    beta: *const cuComplex,
    C: *mut c_void,
    Ctype: T,
    ldc: W,
) -> Result {
    let types = cgemm_types(Atype, Btype, Ctype)?;
    // SAFETY: forwarded from cuBLAS's contract.
    unsafe { gemm_ex(handle, transa, transb, (m, n, k), alpha.cast(), (A, lda), (B, ldb), beta.cast(), (C, ldc), types) }
}

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
