//! Entry points of the generated export wrappers.
//!
//! Every function a rocuda library exports is a generated `extern "C"` wrapper that calls one
//! of the functions below. They are the wall between C callers and Rust code:
//!
//! - a panic is caught, logged, and turned into the library's internal-error status (or the
//!   function's fallback value), because unwinding out of an `extern "C"` function aborts;
//! - an argument that fails its checked conversion is logged with its name and turned into
//!   the library's invalid-value status, before the implementation runs;
//! - an unimplemented function returns the library's not-supported status and logs its name
//!   once per process, so a user sees exactly which call stopped their program;
//! - with `ROCUDA_LOG=trace`, every call of an implemented function logs one line,
//!   `<library>: <function> called`: the golden tests read these lines to see which functions
//!   the programs reached (`tests/tests/cublas_programs.rs`). When tracing is off the cost is
//!   one atomic load per call.

use std::collections::BTreeSet;
use std::ffi::{CStr, c_char};
use std::sync::Mutex;

use crate::boundary;
pub use crate::boundary::report_panic;
use crate::convert::{CEnum, FromCuda};
use crate::log;

/// The status type of one CUDA library (`CUresult`, `cublasStatus_t`, ...).
///
/// Implemented by hand in each library crate: which of a library's statuses means "not
/// supported" or "bad argument" is a reading of its documentation, not a fact of its header.
pub trait Status: CEnum + PartialEq + 'static {
    /// The library's short name, as log lines show it ("cublas").
    const LIBRARY: &'static str;
    /// The status of a call that did what was asked.
    const SUCCESS: Self;
    /// Returned by every function rocuda does not implement.
    const NOT_SUPPORTED: Self;
    /// Returned when an argument fails its checked conversion.
    const INVALID_VALUE: Self;
    /// Returned for a handle the library did not make or already destroyed
    /// ([`handles::Handles`](crate::handles::Handles)).
    const INVALID_HANDLE: Self;
    /// Returned when the implementation panicked.
    const INTERNAL_ERROR: Self;
    /// Returned when the ROCm library behind this one cannot be loaded
    /// ([`load::status`](crate::load::status)).
    const ROCM_UNAVAILABLE: Self;
}

/// The target of this module's log lines, which `ROCUDA_LOG` directives name.
pub(crate) const TARGET: &str = module_path!();

/// Logs the call of an implemented function, when `ROCUDA_LOG` asks for it.
#[inline]
fn called(library: &str, function: &str) {
    if log::calls() {
        tracing::trace!("{library}: {function} called");
    }
}

/// The text an unimplemented function returns where its C return type is `const char *`.
///
/// Such functions (`cudnnGetErrorString`, `cublasGetStatusName`, ...) are mostly printed by
/// their callers, so a readable message is safer than a null pointer.
pub const NOT_SUPPORTED_TEXT: &CStr = c"rocuda: this function is not implemented";

/// The text an implemented function returns where its C return type is `const char *` and
/// its body panicked.
pub const INTERNAL_ERROR_TEXT: &CStr = c"rocuda: internal error";

/// Runs an implemented function whose C return type is the library's status.
pub fn status<S: Status>(function: &'static str, body: impl FnOnce() -> Result<(), S>) -> S {
    log::init();
    called(S::LIBRARY, function);
    boundary::status(S::LIBRARY, function, (S::SUCCESS, S::INTERNAL_ERROR), body)
}

/// Converts the argument `name` of `function` into the type its implementation takes.
///
/// # Safety
/// `value` must be what a C caller passed for that argument: a pointer, if non-null, points
/// to what the function's documentation says it points to.
pub unsafe fn arg<S: Status, T, U: FromCuda<T>>(function: &'static str, name: &'static str, value: T) -> Result<U, S> {
    // SAFETY: forwarded from this function's contract.
    unsafe { U::from_cuda(value) }.map_err(|invalid| {
        tracing::warn!("{}: {function}: argument `{name}` {invalid}; returning {}", S::LIBRARY, describe(S::INVALID_VALUE));
        S::INVALID_VALUE
    })
}

/// Runs an implemented function whose C return type is not a status (`size_t`, `const char*`,
/// `void`, ...). A panic yields `fallback`.
pub fn value<S: Status, T>(function: &'static str, fallback: T, body: impl FnOnce() -> T) -> T {
    log::init();
    called(S::LIBRARY, function);
    boundary::catch_panic(S::LIBRARY, function, body).unwrap_or(fallback)
}

/// The body of an unimplemented function that returns the library's status.
pub fn unsupported<S: Status>(function: &'static str) -> S {
    if first_report(function) {
        tracing::warn!("{}: {function} is not implemented; returning {}", S::LIBRARY, describe(S::NOT_SUPPORTED));
    }
    S::NOT_SUPPORTED
}

/// The body of an unimplemented function that returns nothing.
pub fn unsupported_void<S: Status>(function: &'static str) {
    if first_report(function) {
        tracing::warn!("{}: {function} is not implemented; it does nothing", S::LIBRARY);
    }
}

/// The body of an unimplemented function that returns `const char *`: [`NOT_SUPPORTED_TEXT`].
pub fn unsupported_text<S: Status>(function: &'static str) -> *const c_char {
    if first_report(function) {
        tracing::warn!("{}: {function} is not implemented; returning a placeholder text", S::LIBRARY);
    }
    NOT_SUPPORTED_TEXT.as_ptr()
}

/// The body of an unimplemented function that returns a plain C value (an integer, a float, a
/// pointer, a struct of those): the all-zero value.
///
/// # Safety
/// `T` must be a C type for which all-zero bits are a valid value. Every C return type is:
/// integers, floating-point numbers, pointers (null), `#[repr(C)]` structs of those, and the
/// `Option` of a function pointer (`None`). The generated wrappers only use it for those.
pub unsafe fn unsupported_zero<S: Status, T>(function: &'static str) -> T {
    if first_report(function) {
        tracing::warn!("{}: {function} is not implemented; returning zero", S::LIBRARY);
    }
    // SAFETY: forwarded from this function's contract.
    unsafe { std::mem::zeroed() }
}

/// Whether `function` is reported for the first time in this process.
fn first_report(function: &'static str) -> bool {
    static REPORTED: Mutex<BTreeSet<&'static str>> = Mutex::new(BTreeSet::new());
    log::init();
    REPORTED.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).insert(function)
}

/// `NAME (value)` for a status, or just the value when the header has no name for it.
pub fn describe<E: CEnum>(value: E) -> String {
    match value.name() {
        Some(name) => format!("{name} ({})", value.value()),
        None => format!("{} {}", E::C_NAME, value.value()),
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::convert::Invalid;

    /// A status type shaped like the generated ones.
    #[derive(Clone, Copy, PartialEq, Debug)]
    #[repr(transparent)]
    pub(crate) struct TestStatus(pub u32);

    impl CEnum for TestStatus {
        const C_NAME: &'static str = "testStatus_t";
        const VALUES: &'static [Self] = &[TestStatus(0), TestStatus(1), TestStatus(2), TestStatus(3)];
        fn value(self) -> i64 {
            self.0.into()
        }
        fn name(self) -> Option<&'static str> {
            match self.0 {
                0 => Some("TEST_SUCCESS"),
                1 => Some("TEST_INVALID_VALUE"),
                2 => Some("TEST_INTERNAL_ERROR"),
                3 => Some("TEST_NOT_SUPPORTED"),
                _ => None,
            }
        }
    }

    impl Status for TestStatus {
        const LIBRARY: &'static str = "test";
        const SUCCESS: Self = TestStatus(0);
        const INVALID_VALUE: Self = TestStatus(1);
        const INTERNAL_ERROR: Self = TestStatus(2);
        const NOT_SUPPORTED: Self = TestStatus(3);
        const ROCM_UNAVAILABLE: Self = TestStatus(4);
        const INVALID_HANDLE: Self = TestStatus(5);
    }

    #[test]
    fn success_error_and_panic_become_statuses() {
        assert_eq!(status::<TestStatus>("f", || Ok(())), TestStatus::SUCCESS);
        assert_eq!(status("f", || Err(TestStatus(7))), TestStatus(7));
        assert_eq!(status::<TestStatus>("f", || panic!("boom")), TestStatus::INTERNAL_ERROR);
        assert_eq!(value::<TestStatus, usize>("g", 0, || panic!("boom")), 0);
        assert_eq!(value::<TestStatus, usize>("g", 0, || 5), 5);
    }

    #[test]
    fn null_out_pointer_is_invalid_value() {
        let result = status::<TestStatus>("f", || {
            // SAFETY: a null pointer is what a C caller may pass.
            let out: &mut i32 = unsafe { arg("f", "out", std::ptr::null_mut::<i32>())? };
            *out = 1;
            Ok(())
        });
        assert_eq!(result, TestStatus::INVALID_VALUE);
    }

    #[test]
    fn unsupported_returns_not_supported_and_reports_once() {
        assert_eq!(unsupported::<TestStatus>("testUnsupported"), TestStatus::NOT_SUPPORTED);
        assert!(!first_report("testUnsupported"));
        unsupported_void::<TestStatus>("testVoid");
        // SAFETY: all-zero bits are a valid u64 and a valid null pointer.
        assert_eq!(unsafe { unsupported_zero::<TestStatus, u64>("testZero") }, 0);
        // SAFETY: all-zero bits are a valid null pointer.
        assert!(unsafe { unsupported_zero::<TestStatus, *const u8>("testNull") }.is_null());
        let text = unsupported_text::<TestStatus>("testText");
        // SAFETY: the text is a static C string.
        assert_eq!(unsafe { CStr::from_ptr(text) }, NOT_SUPPORTED_TEXT);
    }

    #[test]
    fn describe_names_known_values() {
        assert_eq!(describe(TestStatus(3)), "TEST_NOT_SUPPORTED (3)");
        assert_eq!(describe(TestStatus(99)), "testStatus_t 99");
        assert_eq!(Invalid::Null.to_string(), "is a null pointer");
    }
}
