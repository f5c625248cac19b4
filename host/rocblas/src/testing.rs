//! For unit tests that call the exports: HIP calls must reach the host device's HIP
//! (`target/rocuda/lib/host`, laid out by `cargo xtask build`, or `ROCUDA_HOST_LIB_DIR`).

use rocblas_sys::{rocblas_diagonal, rocblas_fill, rocblas_handle, rocblas_operation, rocblas_side, rocblas_status as Status};

pub const LEFT: rocblas_side = rocblas_side::rocblas_side_left;
pub const UPPER: rocblas_fill = rocblas_fill::rocblas_fill_upper;
pub const NONE: rocblas_operation = rocblas_operation::rocblas_operation_none;
pub const NON_UNIT: rocblas_diagonal = rocblas_diagonal::rocblas_diagonal_non_unit;

/// Points rocuda's loader at the host device's libraries.
pub fn host_device() {
    rocuda_host_common::testing::host_device(&["libamdhip64.so.6"]);
}

/// A new handle on the null stream, host pointer mode.
pub fn handle() -> rocblas_handle {
    host_device();
    let mut handle = std::ptr::null_mut();
    // SAFETY: an out-pointer.
    assert_eq!(unsafe { crate::handle::rocblas_create_handle(&mut handle) }, Status::rocblas_status_success);
    handle
}

/// Destroys a handle of [`handle`].
pub fn destroy(handle: rocblas_handle) {
    assert_eq!(crate::handle::rocblas_destroy_handle(handle), Status::rocblas_status_success);
}

/// Waits for the work queued on every stream: the results are read on the host.
pub fn wait() {
    // SAFETY: a HIP call that takes no arguments.
    assert_eq!(unsafe { hip_sys::hipDeviceSynchronize() }, Ok(hip_sys::hipError_t::hipSuccess));
}
