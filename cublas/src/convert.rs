//! cuBLAS's enums as rocBLAS's: every value cuBLAS's header defines is mapped or refused,
//! and a test walks every value, so a value a new header adds cannot slip through.
//!
//! The export wrappers have already refused values the header does not define; what reaches
//! these functions is a defined value, and one rocBLAS cannot express is `INVALID_VALUE`
//! (`CUBLAS_OP_CONJG`, "not supported in the current release" in cuBLAS's own header).

use rocblas_sys::{rocblas_diagonal, rocblas_fill, rocblas_operation, rocblas_side};

use crate::types::{cublasDiagType_t, cublasFillMode_t, cublasOperation_t, cublasSideMode_t, cublasStatus_t};

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
    }
}
