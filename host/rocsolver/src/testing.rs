//! For unit tests that call the exports: HIP and rocBLAS calls must reach the host device's
//! libraries (`target/rocuda/lib/host`, laid out by `cargo xtask build`, or
//! `ROCUDA_HOST_LIB_DIR`).

use std::path::PathBuf;
use std::sync::Once;

use rocblas_sys::{rocblas_handle, rocblas_status as Status};

/// Points rocuda's loader at the host device's libraries, once per test process.
fn host_device() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let dir = std::env::var_os("ROCUDA_HOST_LIB_DIR").map_or_else(
            || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/rocuda/lib/host"),
            PathBuf::from,
        );
        for library in ["libamdhip64.so.6", "librocblas.so.4"] {
            assert!(dir.join(library).exists(), "{} has no {library}: run `cargo xtask build` first", dir.display());
        }
        // SAFETY: set once, before any test of this process loads a ROCm library.
        unsafe { std::env::set_var(rocuda_core::config::ROCM_LIB, dir) };
    });
}

/// A new handle of the host rocBLAS, on the null stream.
pub fn handle() -> rocblas_handle {
    host_device();
    let mut handle = std::ptr::null_mut();
    // SAFETY: an out-pointer.
    assert_eq!(unsafe { rocblas_sys::rocblas_create_handle(&mut handle) }, Ok(Status::rocblas_status_success));
    handle
}

/// Destroys a handle of [`handle`].
pub fn destroy(handle: rocblas_handle) {
    // SAFETY: a live handle.
    assert_eq!(unsafe { rocblas_sys::rocblas_destroy_handle(handle) }, Ok(Status::rocblas_status_success));
}

/// Waits for the handle's stream: results are read on the host.
pub fn wait(handle: rocblas_handle) {
    let stream = crate::stream(handle).expect("a live handle");
    // SAFETY: a stream of a live handle.
    assert_eq!(unsafe { hip_sys::hipStreamSynchronize(stream) }, Ok(hip_sys::hipError_t::hipSuccess));
}
