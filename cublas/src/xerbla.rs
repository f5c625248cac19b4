//! cuBLAS's report of an invalid argument: the LAPACK-style line NVIDIA's library prints to
//! the application's standard output before it returns `CUBLAS_STATUS_INVALID_VALUE`.
//!
//! The line goes through the C library's `stdout` stream, as NVIDIA's does, so that it lands in
//! order among the application's own `printf` output, whatever buffering the stream has.
//! Names are cuBLAS's, spaces included (`"SGEMM "`, `"SGER  "`, `"SgemmBatched"`): they are
//! printed as given.

use std::ffi::{CStr, CString, c_char, c_int};

unsafe extern "C" {
    /// The C library's standard output stream.
    static mut stdout: *mut libc::FILE;
}

/// Prints ` ** On entry to NAME parameter number PARAMETER had an illegal value`, where
/// `parameter` counts the function's arguments after the handle, from 1.
pub fn report(name: &str, parameter: i32) {
    let line = format!(" ** On entry to {name} parameter number {parameter} had an illegal value\n");
    let Ok(line) = CString::new(line) else { return };
    // SAFETY: `stdout` is the C library's stream, valid for the life of the process; the
    // line is NUL-terminated.
    unsafe { libc::fputs(line.as_ptr(), stdout) };
}

/// `cublasXerbla`: the same report for a caller-named function.
///
/// # Safety
/// `name` is null or a NUL-terminated string.
pub unsafe fn cublasXerbla(name: *const c_char, info: c_int) {
    if name.is_null() {
        return report("", info);
    }
    // SAFETY: forwarded from this function's contract.
    report(&unsafe { CStr::from_ptr(name) }.to_string_lossy(), info);
}

/// An argument taken as the caller passed it, even a value its enum does not define: for the
/// functions whose report names such a value's parameter (the export wrappers would refuse it
/// first, without the report).
pub struct Unchecked<T>(pub T);

impl<T> rocuda_core::FromCuda<T> for Unchecked<T> {
    unsafe fn from_cuda(value: T) -> Result<Self, rocuda_core::Invalid> {
        Ok(Unchecked(value))
    }
}
