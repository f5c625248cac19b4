//! ROCm statuses as a CUDA library's: one check, one policy for a value no table knows.
//!
//! Which ROCm status means which CUDA status is each library's own reading (`rocblas_status_
//! invalid_handle` is cuBLAS's `NOT_INITIALIZED`); that table is a function of the library's
//! `src/status.rs`, and `codegen/src/library.rs` names it. Codegen joins the two with a
//! generated [`FromRocm`] impl and tests that every value of the ROCm header converts. What
//! happens to the outcome of a ROCm call is the same in every library: [`check`].

use crate::convert::CEnum;
use crate::export::{Status, describe};
use crate::load::{self, LoadError};

/// How the CUDA library whose status type is `Self` reads the ROCm status type `R`.
/// Implemented by generated code (`src/generated/types.rs`) from `codegen/src/library.rs`.
pub trait FromRocm<R: CEnum>: Status {
    /// The library's status for `status`; `None` only for a value the ROCm header used for
    /// the bindings does not define (a newer ROCm's).
    fn from_rocm(status: R) -> Option<Self>;
}

/// A ROCm call's outcome as the CUDA library reports it: `Ok` for every status its table
/// reads as success, the converted status otherwise.
///
/// A value the table does not know is logged and becomes the library's internal error: the
/// call failed in a way rocuda cannot name. A ROCm library that did not load, or lacks the
/// function, is the library's status for that ([`load::status`]).
#[inline]
pub fn check<S: FromRocm<R>, R: CEnum>(result: Result<R, LoadError>) -> Result<(), S> {
    match result {
        Ok(status) => match S::from_rocm(status) {
            Some(converted) if converted == S::SUCCESS => Ok(()),
            Some(converted) => Err(converted),
            None => {
                tracing::warn!("{}: ROCm returned {}, which rocuda does not know; reporting an internal error", S::LIBRARY, describe(status));
                Err(S::INTERNAL_ERROR)
            }
        },
        Err(error) => Err(load::status(error)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::tests::TestStatus;

    /// A ROCm status type shaped like the generated bindings' ones.
    #[derive(Clone, Copy, PartialEq, Debug)]
    struct RocmStatus(i32);

    impl CEnum for RocmStatus {
        const C_NAME: &'static str = "rocmStatus_t";
        const VALUES: &'static [Self] = &[RocmStatus(0), RocmStatus(1), RocmStatus(2)];
        fn value(self) -> i64 {
            self.0.into()
        }
        fn name(self) -> Option<&'static str> {
            ["ROCM_SUCCESS", "ROCM_SLOWER", "ROCM_BAD"].get(usize::try_from(self.0).ok()?).copied()
        }
    }

    impl FromRocm<RocmStatus> for TestStatus {
        fn from_rocm(status: RocmStatus) -> Option<TestStatus> {
            match status.0 {
                0 | 1 => Some(TestStatus::SUCCESS),
                2 => Some(TestStatus::INVALID_VALUE),
                _ => None,
            }
        }
    }

    #[test]
    fn statuses_convert_by_the_table() {
        assert_eq!(check::<TestStatus, _>(Ok(RocmStatus(0))), Ok(()));
        assert_eq!(check::<TestStatus, _>(Ok(RocmStatus(1))), Ok(()), "a status the table reads as success");
        assert_eq!(check::<TestStatus, _>(Ok(RocmStatus(2))), Err(TestStatus::INVALID_VALUE));
    }

    #[test]
    fn an_unknown_status_is_an_internal_error() {
        assert_eq!(check::<TestStatus, _>(Ok(RocmStatus(77))), Err(TestStatus::INTERNAL_ERROR));
    }

    #[test]
    fn a_missing_library_or_function_is_the_loaders_status() {
        let missing = LoadError::Library { title: "ROCm", tried: Vec::new() };
        assert_eq!(check::<TestStatus, RocmStatus>(Err(missing)), Err(TestStatus::ROCM_UNAVAILABLE));
        let lacking = LoadError::Symbol { title: "ROCm", path: "librocm.so".into(), symbol: "rocm_f".into() };
        assert_eq!(check::<TestStatus, RocmStatus>(Err(lacking)), Err(TestStatus::NOT_SUPPORTED));
    }
}
