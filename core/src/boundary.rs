//! The panic-catching core of every C boundary: rocuda's CUDA libraries ([`export`]) and the
//! host device's ROCm libraries (`rocuda-host-common`) run each exported body through it.
//!
//! Unwinding out of an `extern "C"` function aborts the process, so a panic is caught here,
//! logged with the library and function it escaped from, and turned into the caller's
//! fallback: the library's internal-error status, or a value of the function's return type.
//! Its log lines keep the target of [`export`], so one `ROCUDA_LOG` directive names every
//! boundary.
//!
//! [`export`]: crate::export

use std::any::Any;
use std::panic::{self, AssertUnwindSafe};

use crate::convert::CEnum;
use crate::export::{TARGET, describe};

/// Runs `body`; a panic is logged as `<library>: <function> panicked: <message>` and gives
/// `None`.
pub fn catch_panic<T>(library: &str, function: &str, body: impl FnOnce() -> T) -> Option<T> {
    match panic::catch_unwind(AssertUnwindSafe(body)) {
        Ok(value) => Some(value),
        Err(payload) => {
            report_panic(library, function, payload.as_ref());
            None
        }
    }
}

/// Runs the body of a function whose C return type is its library's status: `Ok` is
/// `success`, an `Err` is returned as it is and logged at debug level, a panic is
/// `internal_error`.
pub fn status<S: CEnum>(library: &str, function: &str, (success, internal_error): (S, S), body: impl FnOnce() -> Result<(), S>) -> S {
    match catch_panic(library, function, body) {
        Some(Ok(())) => success,
        Some(Err(status)) => {
            tracing::debug!(target: TARGET, "{library}: {function} returned {}", describe(status));
            status
        }
        None => internal_error,
    }
}

/// Logs a panic caught at the boundary of `library`'s `function`.
pub fn report_panic(library: &str, function: &str, payload: &(dyn Any + Send)) {
    let message = payload.downcast_ref::<&str>().copied().or_else(|| payload.downcast_ref::<String>().map(String::as_str)).unwrap_or("(no message)");
    tracing::error!(target: TARGET, "{library}: {function} panicked: {message}");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::tests::TestStatus;

    const STATUSES: (TestStatus, TestStatus) = (TestStatus(0), TestStatus(2));

    #[test]
    fn a_panic_is_caught_and_becomes_the_fallback() {
        assert_eq!(catch_panic("test", "f", || 5), Some(5));
        assert_eq!(catch_panic("test", "f", || -> i32 { panic!("boom") }), None);
        assert_eq!(catch_panic("test", "f", || -> i32 { std::panic::panic_any(String::from("an owned message")) }), None);
    }

    #[test]
    fn success_error_and_panic_become_statuses() {
        assert_eq!(status("test", "f", STATUSES, || Ok(())), TestStatus(0));
        assert_eq!(status("test", "f", STATUSES, || Err(TestStatus(7))), TestStatus(7));
        assert_eq!(status("test", "f", STATUSES, || panic!("boom")), TestStatus(2));
    }
}
