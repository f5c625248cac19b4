//! For unit tests that call the exports: HIP calls must reach the host device's HIP
//! (`target/rocuda/lib/host`, laid out by `cargo xtask build`, or `ROCUDA_HOST_LIB_DIR`).

use rocblas_sys::rocblas_handle;

/// Points rocuda's loader at the host device's libraries.
pub fn host_device() {
    rocuda_host_common::testing::host_device(&["libamdhip64.so.6"]);
}

/// A new handle on the null stream, host pointer mode.
pub fn handle() -> rocblas_handle {
    host_device();
    let mut handle = std::ptr::null_mut();
    // SAFETY: an out-pointer.
    assert_eq!(unsafe { crate::handle::rocblas_create_handle(&mut handle) }, rocblas_sys::rocblas_status::rocblas_status_success);
    handle
}
