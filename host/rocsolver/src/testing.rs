//! For unit tests that call the exports: HIP and rocBLAS calls must reach the host device's
//! libraries (`target/rocuda/lib/host`, laid out by `cargo xtask build`, or
//! `ROCUDA_HOST_LIB_DIR`).

use rocblas_sys::{rocblas_handle, rocblas_status as Status};

fn host_device() {
    rocuda_host_common::testing::host_device(&["libamdhip64.so.6", "librocblas.so.4"]);
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
