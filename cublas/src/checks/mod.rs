//! cuBLAS's own argument checks, run by the generated bodies of `mapping.toml`'s functions
//! before anything is converted or called (codegen/src/emit/mapped.rs).
//!
//! rocBLAS checks arguments too, but not as cuBLAS does: cuBLAS reports most invalid
//! arguments with a LAPACK-style line naming the argument's position ([`crate::xerbla`]),
//! accepts some that rocBLAS refuses, and for a few functions answers success without doing
//! anything where rocBLAS would refuse. These rules were read off NVIDIA's cuBLAS 13.1 by the
//! golden programs (`tests/programs/cublas`): which condition fails, which position is
//! reported, under which name, and with which status. Where the programs did not probe a
//! case, the rule is the reference BLAS check of that argument. The `_64` forms share their
//! 32-bit forms' rules and names.
//!
//! Every check takes the name cuBLAS's report gives the function (empty: cuBLAS reports
//! nothing for it), then the arguments it looks at, by their names in `cublas_api.h`.

// A check takes the arguments of its BLAS function that it looks at, as many as they are.

mod level2;
mod level3;

pub use level2::*;
pub use level3::*;

use crate::types::{cublasDiagType_t, cublasFillMode_t, cublasOperation_t, cublasSideMode_t, cublasStatus_t};

/// What the body does once the arguments passed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Call the ROCm function.
    Call,
    /// Return success without calling it: what cuBLAS answers for some invalid arguments.
    Done,
}

pub type Checked = Result<Verdict, cublasStatus_t>;

const INVALID: cublasStatus_t = cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE;

/// The first failing condition, reported at its position; `Call` when none fails.
/// `conditions` are `(argument is invalid, its position after the handle)`, in cuBLAS's order.
fn first_invalid(report: &str, conditions: &[(bool, i32)]) -> Checked {
    match conditions.iter().find(|(invalid, _)| *invalid) {
        Some(&(_, position)) => {
            if !report.is_empty() {
                crate::xerbla::report(report, position);
            }
            Err(INVALID)
        }
        None => Ok(Verdict::Call),
    }
}

/// The least leading dimension of a matrix of `rows` rows.
fn least_ld(rows: i64) -> i64 {
    rows.max(1)
}

/// An operation cuBLAS's BLAS functions accept (`CUBLAS_OP_CONJG` is not: "not supported").
fn bad_op(op: cublasOperation_t) -> bool {
    !matches!(op, cublasOperation_t::CUBLAS_OP_N | cublasOperation_t::CUBLAS_OP_T | cublasOperation_t::CUBLAS_OP_C)
}

/// A triangle: lower or upper (`CUBLAS_FILL_MODE_FULL` names no triangle).
fn bad_fill(fill: cublasFillMode_t) -> bool {
    !matches!(fill, cublasFillMode_t::CUBLAS_FILL_MODE_LOWER | cublasFillMode_t::CUBLAS_FILL_MODE_UPPER)
}

fn bad_diag(diag: cublasDiagType_t) -> bool {
    !matches!(diag, cublasDiagType_t::CUBLAS_DIAG_NON_UNIT | cublasDiagType_t::CUBLAS_DIAG_UNIT)
}

fn bad_side(side: cublasSideMode_t) -> bool {
    !matches!(side, cublasSideMode_t::CUBLAS_SIDE_LEFT | cublasSideMode_t::CUBLAS_SIDE_RIGHT)
}

/// Whether `op` leaves its matrix as stored.
fn plain(op: cublasOperation_t) -> bool {
    op == cublasOperation_t::CUBLAS_OP_N
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_failing_condition_decides() {
        assert_eq!(first_invalid("", &[(false, 1), (false, 2)]), Ok(Verdict::Call));
        assert_eq!(first_invalid("", &[(false, 1), (true, 2), (true, 3)]), Err(INVALID));
        assert!(bad_op(cublasOperation_t::CUBLAS_OP_CONJG));
        assert!(bad_op(cublasOperation_t(7)));
        assert!(!bad_op(cublasOperation_t::CUBLAS_OP_C));
        assert!(bad_fill(cublasFillMode_t::CUBLAS_FILL_MODE_FULL));
        assert_eq!(least_ld(0), 1);
    }
}
