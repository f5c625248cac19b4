//! For unit tests that call the exports: HIP calls must reach the host device's HIP
//! (`target/rocuda/lib/host`, laid out by `cargo xtask build`, or `ROCUDA_HOST_LIB_DIR`).

use std::path::PathBuf;
use std::sync::Once;

use rocblas_sys::rocblas_handle;

/// Points rocuda's loader at the host device's libraries, once per test process.
pub fn host_device() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let dir = std::env::var_os("ROCUDA_HOST_LIB_DIR").map_or_else(
            || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/rocuda/lib/host"),
            PathBuf::from,
        );
        assert!(dir.join("libamdhip64.so.6").exists(), "{} has no host HIP: run `cargo xtask build` first", dir.display());
        // SAFETY: set once, before any test of this process loads a ROCm library.
        unsafe { std::env::set_var(rocuda_core::config::ROCM_LIB, dir) };
    });
}

/// A new handle on the null stream, host pointer mode.
pub fn handle() -> rocblas_handle {
    host_device();
    let mut handle = std::ptr::null_mut();
    // SAFETY: an out-pointer.
    assert_eq!(unsafe { crate::handle::rocblas_create_handle(&mut handle) }, rocblas_sys::rocblas_status::rocblas_status_success);
    handle
}
