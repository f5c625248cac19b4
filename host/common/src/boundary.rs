//! The C boundary of a host library's exports.
//!
//! Every export runs its body through [`call`]: a body returns `Ok(())` or the status to
//! return; a panic is caught and reported as the library's internal-error status, a failure
//! is logged. The catching and logging are `rocuda_core::boundary`'s, the same as rocuda's CUDA
//! libraries use.

use rocuda_core::CEnum;
use rocuda_core::boundary;

/// A host library as its C boundary reports it: its name and the statuses its exports return.
///
/// Implemented by a marker type in each library crate rather than by the status type itself:
/// libraries may share a status type (rocSOLVER returns `rocblas_status`) and still log under
/// their own names.
pub trait Library {
    /// The status every export returns (`rocblas_status`, `hipError_t`, ...).
    type Status: CEnum + PartialEq;
    /// The library's short name, as log lines show it ("rocblas").
    const NAME: &'static str;
    /// The status of a call that did what was asked.
    const SUCCESS: Self::Status;
    /// Returned when an export's body panicked, or a job it queued could not run or failed.
    const INTERNAL_ERROR: Self::Status;
}

/// Runs the body of the exported function `function` of library `L`.
pub fn call<L: Library>(function: &'static str, body: impl FnOnce() -> Result<(), L::Status>) -> L::Status {
    rocuda_core::log::init();
    boundary::status(L::NAME, function, (L::SUCCESS, L::INTERNAL_ERROR), body)
}

/// Runs the body of an exported function of library `L` that returns a value, not a status;
/// a panic gives `fallback`.
pub fn value<L: Library, T>(function: &'static str, fallback: T, body: impl FnOnce() -> T) -> T {
    rocuda_core::log::init();
    boundary::catch_panic(L::NAME, function, body).unwrap_or(fallback)
}

#[cfg(test)]
mod tests {
    use super::*;
    use hip_sys::hipError_t;

    struct Test;

    impl Library for Test {
        type Status = hipError_t;
        const NAME: &'static str = "test";
        const SUCCESS: hipError_t = hipError_t::hipSuccess;
        const INTERNAL_ERROR: hipError_t = hipError_t::hipErrorUnknown;
    }

    #[test]
    fn success_failure_and_panic_become_the_library_statuses() {
        assert_eq!(call::<Test>("f", || Ok(())), hipError_t::hipSuccess);
        assert_eq!(call::<Test>("f", || Err(hipError_t::hipErrorInvalidValue)), hipError_t::hipErrorInvalidValue);
        assert_eq!(call::<Test>("f", || panic!("a body that fails on purpose")), hipError_t::hipErrorUnknown);
        assert_eq!(value::<Test, u32>("g", 7, || panic!("a body that fails on purpose")), 7);
        assert_eq!(value::<Test, u32>("g", 7, || 3), 3);
    }
}
