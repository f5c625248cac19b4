//! rocuda's `libcuda.so.1`, loaded into the test process with the host device behind it,
//! for tests that call the driver API directly.

use std::ffi::c_int;
use std::sync::OnceLock;

use crate::{host_lib_dir, lib_dir};

pub type Status = c_int;

pub const SUCCESS: Status = 0;

/// Loads the library once, with the host device's HIP and a compute capability of 9.0 (the
/// H100 that recorded the corpus's outputs, whose hand-written PTX targets sm_90).
pub fn library() -> &'static libloading::Library {
    static LIBRARY: OnceLock<libloading::Library> = OnceLock::new();
    LIBRARY.get_or_init(|| {
        // SAFETY: set before the driver reads them; tests that use this module set nothing else.
        unsafe {
            std::env::set_var("ROCUDA_ROCM_LIB", host_lib_dir());
            std::env::set_var("ROCUDA_COMPUTE_CAPABILITY", "9.0");
        }
        // SAFETY: rocuda's libcuda.so.1, whose initializers only set up logging.
        unsafe { libloading::Library::new(lib_dir().join("libcuda.so.1")) }.expect("rocuda's libcuda.so.1 loads")
    })
}

/// The driver function `name`, as the function pointer type `F`.
///
/// # Safety
/// `F` is the C signature CUDA's header declares for `name`.
pub unsafe fn function<F: Copy>(name: &str) -> F {
    // SAFETY: by this function's contract.
    unsafe { *library().get::<F>(name.as_bytes()).unwrap_or_else(|e| panic!("libcuda.so.1 exports {name}: {e}")) }
}

/// A status as a result, naming the call.
pub fn check(status: Status, what: &str) -> Result<(), String> {
    if status == SUCCESS { Ok(()) } else { Err(format!("{what} returned {status}")) }
}

/// Calls the driver function `name` with the given C signature.
#[macro_export]
macro_rules! cu {
    ($name:literal: fn($($ty:ty),*) ($($arg:expr),*)) => {{
        // SAFETY: the signature CUDA's header declares for the function, and arguments that
        // satisfy its documentation (the test's locals outlive the call).
        unsafe { $crate::driver::function::<unsafe extern "C" fn($($ty),*) -> $crate::driver::Status>($name)($($arg),*) }
    }};
}
