//! cuBLAS's enums as rocBLAS's: every value cuBLAS's header defines is mapped or refused,
//! and a test walks every value, so a value a new header adds cannot slip through.
//!
//! The export wrappers have already refused values the header does not define; what reaches
//! these functions is a defined value, and one rocBLAS cannot express is `INVALID_VALUE`
//! (`CUBLAS_OP_CONJG`, "not supported in the current release" in cuBLAS's own header).

use rocblas_sys::{
    rocblas_atomics_mode, rocblas_datatype, rocblas_diagonal, rocblas_fill, rocblas_math_mode, rocblas_operation, rocblas_pointer_mode, rocblas_side,
};

use crate::types::{
    cublasAtomicsMode_t, cublasComputeType_t, cublasDiagType_t, cublasFillMode_t, cublasMath_t, cublasOperation_t, cublasPointerMode_t, cublasSideMode_t,
    cublasStatus_t, cudaDataType,
};

type Converted<T> = Result<T, cublasStatus_t>;

const INVALID: cublasStatus_t = cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE;

pub fn operation(op: cublasOperation_t) -> Converted<rocblas_operation> {
    Ok(match op {
        cublasOperation_t::CUBLAS_OP_N => rocblas_operation::rocblas_operation_none,
        cublasOperation_t::CUBLAS_OP_T => rocblas_operation::rocblas_operation_transpose,
        cublasOperation_t::CUBLAS_OP_C => rocblas_operation::rocblas_operation_conjugate_transpose,
        _ => return Err(INVALID),
    })
}

/// The operation of a complex `syrk`, `syr2k` or `syrkx`: cuBLAS reads the conjugate
/// transpose as the transpose there (its results for the two are the same), where rocBLAS
/// refuses it.
pub fn symmetric_operation(op: cublasOperation_t) -> Converted<rocblas_operation> {
    Ok(match operation(op)? {
        rocblas_operation::rocblas_operation_none => rocblas_operation::rocblas_operation_none,
        _ => rocblas_operation::rocblas_operation_transpose,
    })
}

/// The operation of `herk`, `her2k` or `herkx`: cuBLAS reads the transpose as the conjugate
/// transpose there, where rocBLAS refuses it.
pub fn hermitian_operation(op: cublasOperation_t) -> Converted<rocblas_operation> {
    Ok(match operation(op)? {
        rocblas_operation::rocblas_operation_none => rocblas_operation::rocblas_operation_none,
        _ => rocblas_operation::rocblas_operation_conjugate_transpose,
    })
}

pub fn fill(fill: cublasFillMode_t) -> Converted<rocblas_fill> {
    Ok(match fill {
        cublasFillMode_t::CUBLAS_FILL_MODE_LOWER => rocblas_fill::rocblas_fill_lower,
        cublasFillMode_t::CUBLAS_FILL_MODE_UPPER => rocblas_fill::rocblas_fill_upper,
        cublasFillMode_t::CUBLAS_FILL_MODE_FULL => rocblas_fill::rocblas_fill_full,
        _ => return Err(INVALID),
    })
}

pub fn diagonal(diagonal: cublasDiagType_t) -> Converted<rocblas_diagonal> {
    Ok(match diagonal {
        cublasDiagType_t::CUBLAS_DIAG_NON_UNIT => rocblas_diagonal::rocblas_diagonal_non_unit,
        cublasDiagType_t::CUBLAS_DIAG_UNIT => rocblas_diagonal::rocblas_diagonal_unit,
        _ => return Err(INVALID),
    })
}

pub fn side(side: cublasSideMode_t) -> Converted<rocblas_side> {
    Ok(match side {
        cublasSideMode_t::CUBLAS_SIDE_LEFT => rocblas_side::rocblas_side_left,
        cublasSideMode_t::CUBLAS_SIDE_RIGHT => rocblas_side::rocblas_side_right,
        _ => return Err(INVALID),
    })
}

pub fn pointer_mode(mode: cublasPointerMode_t) -> Converted<rocblas_pointer_mode> {
    Ok(match mode {
        cublasPointerMode_t::CUBLAS_POINTER_MODE_HOST => rocblas_pointer_mode::rocblas_pointer_mode_host,
        cublasPointerMode_t::CUBLAS_POINTER_MODE_DEVICE => rocblas_pointer_mode::rocblas_pointer_mode_device,
        _ => return Err(INVALID),
    })
}

pub fn atomics_mode(mode: cublasAtomicsMode_t) -> Converted<rocblas_atomics_mode> {
    Ok(match mode {
        cublasAtomicsMode_t::CUBLAS_ATOMICS_NOT_ALLOWED => rocblas_atomics_mode::rocblas_atomics_not_allowed,
        cublasAtomicsMode_t::CUBLAS_ATOMICS_ALLOWED => rocblas_atomics_mode::rocblas_atomics_allowed,
        _ => return Err(INVALID),
    })
}

/// A math mode as cuBLAS takes it: any combination of the bits its defined modes use, which
/// NVIDIA's library accepts and reports back as given (`5` as well as `4` and `1`), refusing
/// any other bit (recorded by the `helpers` golden program). Only TF32 has a rocBLAS
/// counterpart (`rocblas_xf32_xdl_math_op`, used where the GPU has XF32: gfx94x), with or
/// without `CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION` (rocBLAS reduces in the compute
/// type either way); every other mode computes in the precision asked, which each allows
/// (README.md, "Math modes").
pub fn math_mode(mode: cublasMath_t) -> Converted<rocblas_math_mode> {
    let defined = <cublasMath_t as rocuda_core::CEnum>::VALUES.iter().fold(0, |bits, m| bits | m.0);
    if mode.0 & !defined != 0 {
        return Err(INVALID);
    }
    let base = mode.0 & !cublasMath_t::CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION.0;
    Ok(if base == cublasMath_t::CUBLAS_TF32_TENSOR_OP_MATH.0 { rocblas_math_mode::rocblas_xf32_xdl_math_op } else { rocblas_math_mode::rocblas_default_math })
}

/// An element type, as `rocuda_cuda_types::datatype` converts it for every library; one
/// rocBLAS lacks is `INVALID_VALUE`.
pub fn datatype(datatype: cudaDataType) -> Converted<rocblas_datatype> {
    rocuda_cuda_types::datatype::to_rocblas(datatype).ok_or(INVALID)
}

/// The datatype rocBLAS computes in for cuBLAS's compute type. rocBLAS names the compute type
/// of a complex product by a complex datatype, cuBLAS by its real precision, so `complex` (the
/// inputs are complex) picks the variant. The reduced-precision and emulated compute types
/// permit, and do not require, less precision than their base type: rocBLAS computes them in
/// the base type (README.md, "Compute types").
pub fn compute_type(compute: cublasComputeType_t, complex: bool) -> Converted<rocblas_datatype> {
    let (real, complex_type) = match compute {
        cublasComputeType_t::CUBLAS_COMPUTE_16F | cublasComputeType_t::CUBLAS_COMPUTE_16F_PEDANTIC => {
            (rocblas_datatype::rocblas_datatype_f16_r, rocblas_datatype::rocblas_datatype_f16_c)
        }
        cublasComputeType_t::CUBLAS_COMPUTE_32F
        | cublasComputeType_t::CUBLAS_COMPUTE_32F_PEDANTIC
        | cublasComputeType_t::CUBLAS_COMPUTE_32F_FAST_16F
        | cublasComputeType_t::CUBLAS_COMPUTE_32F_FAST_16BF
        | cublasComputeType_t::CUBLAS_COMPUTE_32F_FAST_TF32
        | cublasComputeType_t::CUBLAS_COMPUTE_32F_EMULATED_16BFX9 => (rocblas_datatype::rocblas_datatype_f32_r, rocblas_datatype::rocblas_datatype_f32_c),
        cublasComputeType_t::CUBLAS_COMPUTE_64F
        | cublasComputeType_t::CUBLAS_COMPUTE_64F_PEDANTIC
        | cublasComputeType_t::CUBLAS_COMPUTE_64F_EMULATED_FIXEDPOINT => (rocblas_datatype::rocblas_datatype_f64_r, rocblas_datatype::rocblas_datatype_f64_c),
        cublasComputeType_t::CUBLAS_COMPUTE_32I | cublasComputeType_t::CUBLAS_COMPUTE_32I_PEDANTIC => {
            (rocblas_datatype::rocblas_datatype_i32_r, rocblas_datatype::rocblas_datatype_i32_c)
        }
        _ => return Err(INVALID),
    };
    Ok(if complex { complex_type } else { real })
}

#[cfg(test)]
mod tests {
    use rocuda_core::CEnum;

    use super::*;

    /// Every defined value maps to a distinct defined rocBLAS value, except those listed as
    /// having no rocBLAS counterpart.
    fn complete<C: CEnum, R: CEnum + PartialEq + std::fmt::Debug>(convert: fn(C) -> Converted<R>, refused: &[&str]) {
        let mut seen = Vec::new();
        for &value in C::VALUES {
            let name = value.name().unwrap();
            match convert(value) {
                Ok(converted) => {
                    assert!(converted.name().is_some(), "{name} maps to an undefined value");
                    seen.push((converted.value(), value.value()));
                }
                Err(status) => {
                    assert_eq!(status, INVALID);
                    assert!(refused.contains(&name), "{name} has no mapping");
                }
            }
        }
        // Aliases (CUBLAS_OP_HERMITAN is CUBLAS_OP_C) share a value; distinct values stay distinct.
        let mut by_cuda: Vec<(i64, i64)> = seen.iter().map(|&(r, c)| (c, r)).collect();
        by_cuda.sort_unstable();
        by_cuda.dedup();
        let mut targets: Vec<i64> = by_cuda.iter().map(|&(_, r)| r).collect();
        targets.sort_unstable();
        targets.dedup();
        assert_eq!(targets.len(), by_cuda.len(), "two cuBLAS values map to one rocBLAS value");
    }

    #[test]
    fn every_value_is_mapped_or_refused() {
        complete(operation, &["CUBLAS_OP_CONJG"]);
        complete(fill, &[]);
        complete(diagonal, &[]);
        complete(side, &[]);
        complete(pointer_mode, &[]);
        complete(atomics_mode, &[]);
        complete(
            datatype,
            &[
                "CUDA_R_4I",
                "CUDA_C_4I",
                "CUDA_R_4U",
                "CUDA_C_4U",
                "CUDA_R_16I",
                "CUDA_C_16I",
                "CUDA_R_16U",
                "CUDA_C_16U",
                "CUDA_R_64I",
                "CUDA_C_64I",
                "CUDA_R_64U",
                "CUDA_C_64U",
                "CUDA_R_8F_E4M3",
                "CUDA_R_8F_UE4M3",
                "CUDA_R_8F_E5M2",
                "CUDA_R_8F_UE8M0",
                "CUDA_R_6F_E2M3",
                "CUDA_R_6F_E3M2",
                "CUDA_R_4F_E2M1",
            ],
        );
    }

    #[test]
    fn symmetric_and_hermitian_products_read_both_transposes_alike() {
        use cublasOperation_t as Op;
        use rocblas_operation as R;
        for (op, symmetric, hermitian) in [
            (Op::CUBLAS_OP_N, R::rocblas_operation_none, R::rocblas_operation_none),
            (Op::CUBLAS_OP_T, R::rocblas_operation_transpose, R::rocblas_operation_conjugate_transpose),
            (Op::CUBLAS_OP_C, R::rocblas_operation_transpose, R::rocblas_operation_conjugate_transpose),
        ] {
            assert_eq!((symmetric_operation(op), hermitian_operation(op)), (Ok(symmetric), Ok(hermitian)));
        }
        assert_eq!(symmetric_operation(Op::CUBLAS_OP_CONJG), Err(INVALID));
        assert_eq!(hermitian_operation(Op(9)), Err(INVALID));
    }

    /// The bits of the defined modes, in any combination, are a mode; TF32 alone (flag or
    /// not) is rocBLAS's XF32; any other bit is refused.
    #[test]
    fn math_modes_are_bit_sets_of_the_defined_modes() {
        use cublasMath_t as M;
        use rocblas_math_mode as R;
        let flag = M::CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION.0;
        for bits in 0..32 {
            let expected = if bits & !flag == M::CUBLAS_TF32_TENSOR_OP_MATH.0 { R::rocblas_xf32_xdl_math_op } else { R::rocblas_default_math };
            assert_eq!(math_mode(M(bits)), Ok(expected), "mode {bits}");
        }
        for bits in [32, 33, 64, 1 << 16, u32::MAX] {
            assert_eq!(math_mode(M(bits)), Err(INVALID), "mode {bits}");
        }
    }

    /// Every compute type has a real and a complex rocBLAS datatype (several cuBLAS compute
    /// types share one, so the distinctness check of `complete` does not apply).
    #[test]
    fn every_compute_type_is_mapped() {
        for &compute in cublasComputeType_t::VALUES {
            for complex in [false, true] {
                let converted = compute_type(compute, complex).unwrap_or_else(|_| panic!("{:?} has no mapping", compute.name()));
                assert!(converted.name().is_some());
            }
        }
    }
}
