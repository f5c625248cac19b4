//! `cudaDataType` in ROCm's terms: `hipDataType` (hipBLASLt, hipSPARSE, hipFFT's `Xt` API) and
//! `rocblas_datatype` (rocBLAS). `None` is a type the ROCm side lacks; each library answers it
//! with its own status.

use hip_sys::hipDataType;
use rocblas_sys::rocblas_datatype;

use rocuda_core::CEnum;

use crate::cudaDataType;

/// hipDataType numbers its types as CUDA does, but the match keeps each pair visible and
/// leaves out the types HIP does not define (CUDA 12.8's 6- and 4-bit floats, the exponent-only
/// E8M0). HIP's 8-bit floats are OCP's E4M3/E5M2, as CUDA's are; the "fnuz" variants some AMD
/// GPUs compute in are HIP's own and never a CUDA type.
pub fn to_hip(datatype: cudaDataType) -> Option<hipDataType> {
    Some(match datatype {
        cudaDataType::CUDA_R_16F => hipDataType::HIP_R_16F,
        cudaDataType::CUDA_C_16F => hipDataType::HIP_C_16F,
        cudaDataType::CUDA_R_16BF => hipDataType::HIP_R_16BF,
        cudaDataType::CUDA_C_16BF => hipDataType::HIP_C_16BF,
        cudaDataType::CUDA_R_32F => hipDataType::HIP_R_32F,
        cudaDataType::CUDA_C_32F => hipDataType::HIP_C_32F,
        cudaDataType::CUDA_R_64F => hipDataType::HIP_R_64F,
        cudaDataType::CUDA_C_64F => hipDataType::HIP_C_64F,
        cudaDataType::CUDA_R_4I => hipDataType::HIP_R_4I,
        cudaDataType::CUDA_C_4I => hipDataType::HIP_C_4I,
        cudaDataType::CUDA_R_4U => hipDataType::HIP_R_4U,
        cudaDataType::CUDA_C_4U => hipDataType::HIP_C_4U,
        cudaDataType::CUDA_R_8I => hipDataType::HIP_R_8I,
        cudaDataType::CUDA_C_8I => hipDataType::HIP_C_8I,
        cudaDataType::CUDA_R_8U => hipDataType::HIP_R_8U,
        cudaDataType::CUDA_C_8U => hipDataType::HIP_C_8U,
        cudaDataType::CUDA_R_16I => hipDataType::HIP_R_16I,
        cudaDataType::CUDA_C_16I => hipDataType::HIP_C_16I,
        cudaDataType::CUDA_R_16U => hipDataType::HIP_R_16U,
        cudaDataType::CUDA_C_16U => hipDataType::HIP_C_16U,
        cudaDataType::CUDA_R_32I => hipDataType::HIP_R_32I,
        cudaDataType::CUDA_C_32I => hipDataType::HIP_C_32I,
        cudaDataType::CUDA_R_32U => hipDataType::HIP_R_32U,
        cudaDataType::CUDA_C_32U => hipDataType::HIP_C_32U,
        cudaDataType::CUDA_R_64I => hipDataType::HIP_R_64I,
        cudaDataType::CUDA_C_64I => hipDataType::HIP_C_64I,
        cudaDataType::CUDA_R_64U => hipDataType::HIP_R_64U,
        cudaDataType::CUDA_C_64U => hipDataType::HIP_C_64U,
        cudaDataType::CUDA_R_8F_E4M3 => hipDataType::HIP_R_8F_E4M3,
        cudaDataType::CUDA_R_8F_E5M2 => hipDataType::HIP_R_8F_E5M2,
        _ => return None,
    })
}

/// rocBLAS has no 4-, 16- or 64-bit integers and no 6- or 4-bit floats; its 8-bit floats are
/// not OCP's E4M3/E5M2 on every GPU (gfx94x computes the "fnuz" variants), so those are left out
/// rather than reinterpreted.
pub fn to_rocblas(datatype: cudaDataType) -> Option<rocblas_datatype> {
    Some(match datatype {
        cudaDataType::CUDA_R_16F => rocblas_datatype::rocblas_datatype_f16_r,
        cudaDataType::CUDA_C_16F => rocblas_datatype::rocblas_datatype_f16_c,
        cudaDataType::CUDA_R_16BF => rocblas_datatype::rocblas_datatype_bf16_r,
        cudaDataType::CUDA_C_16BF => rocblas_datatype::rocblas_datatype_bf16_c,
        cudaDataType::CUDA_R_32F => rocblas_datatype::rocblas_datatype_f32_r,
        cudaDataType::CUDA_C_32F => rocblas_datatype::rocblas_datatype_f32_c,
        cudaDataType::CUDA_R_64F => rocblas_datatype::rocblas_datatype_f64_r,
        cudaDataType::CUDA_C_64F => rocblas_datatype::rocblas_datatype_f64_c,
        cudaDataType::CUDA_R_8I => rocblas_datatype::rocblas_datatype_i8_r,
        cudaDataType::CUDA_C_8I => rocblas_datatype::rocblas_datatype_i8_c,
        cudaDataType::CUDA_R_8U => rocblas_datatype::rocblas_datatype_u8_r,
        cudaDataType::CUDA_C_8U => rocblas_datatype::rocblas_datatype_u8_c,
        cudaDataType::CUDA_R_32I => rocblas_datatype::rocblas_datatype_i32_r,
        cudaDataType::CUDA_C_32I => rocblas_datatype::rocblas_datatype_i32_c,
        cudaDataType::CUDA_R_32U => rocblas_datatype::rocblas_datatype_u32_r,
        cudaDataType::CUDA_C_32U => rocblas_datatype::rocblas_datatype_u32_c,
        _ => return None,
    })
}

/// Whether the type holds pairs of numbers (`CUDA_C_*`).
pub fn is_complex(datatype: cudaDataType) -> bool {
    datatype.name().is_some_and(|name| name.starts_with("CUDA_C_"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every CUDA type HIP defines keeps its name and its number across the conversion: HIP
    /// chose CUDA's numbering, which is what `to_hip` maps by name.
    #[test]
    fn hip_types_keep_cuda_names_and_numbers() {
        let mut converted = 0;
        for &datatype in cudaDataType::VALUES {
            let Some(hip) = to_hip(datatype) else { continue };
            let cuda_name = datatype.name().unwrap();
            assert_eq!(hip.name().unwrap().replacen("HIP_", "CUDA_", 1), cuda_name);
            assert_eq!(hip.value(), datatype.value(), "{cuda_name}");
            converted += 1;
        }
        assert_eq!(converted, 30);
    }

    #[test]
    fn rocblas_types_match_in_kind_and_width() {
        let cases = [
            (cudaDataType::CUDA_R_16BF, rocblas_datatype::rocblas_datatype_bf16_r),
            (cudaDataType::CUDA_C_64F, rocblas_datatype::rocblas_datatype_f64_c),
            (cudaDataType::CUDA_R_8U, rocblas_datatype::rocblas_datatype_u8_r),
        ];
        for (cuda, rocblas) in cases {
            assert_eq!(to_rocblas(cuda), Some(rocblas));
        }
        assert_eq!(to_rocblas(cudaDataType::CUDA_R_8F_E4M3), None);
        assert_eq!(to_rocblas(cudaDataType::CUDA_R_64I), None);
    }

    #[test]
    fn complex_types_are_the_pairs() {
        assert!(is_complex(cudaDataType::CUDA_C_16BF));
        assert!(is_complex(cudaDataType::CUDA_C_32U));
        assert!(!is_complex(cudaDataType::CUDA_R_32F));
    }
}
