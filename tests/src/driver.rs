//! rocuda's `libcuda.so.1`, loaded into the test process with the host device behind it,
//! for tests that call the driver API directly.

use std::ffi::{c_int, c_uint, c_void};
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

/// CUDA's `CUDA_MEMCPY3D`, for tests that describe copies to the driver by hand.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct Copy3d {
    pub src_x: usize,
    pub src_y: usize,
    pub src_z: usize,
    pub src_lod: usize,
    /// `CU_MEMORYTYPE_*`: 1 host, 2 device.
    pub src_type: c_uint,
    pub src_host: *const c_void,
    pub src_device: u64,
    pub src_array: *mut c_void,
    pub reserved0: *mut c_void,
    pub src_pitch: usize,
    pub src_height: usize,
    pub dst_x: usize,
    pub dst_y: usize,
    pub dst_z: usize,
    pub dst_lod: usize,
    pub dst_type: c_uint,
    pub dst_host: *mut c_void,
    pub dst_device: u64,
    pub dst_array: *mut c_void,
    pub reserved1: *mut c_void,
    pub dst_pitch: usize,
    pub dst_height: usize,
    pub width: usize,
    pub height: usize,
    pub depth: usize,
}

impl Copy3d {
    /// `bytes` from device memory at `device` to host memory at `host`: one row of one slice,
    /// every offset and pitch zero.
    pub fn device_to_host(device: u64, host: *mut c_void, bytes: usize) -> Copy3d {
        let null = std::ptr::null_mut();
        Copy3d {
            src_x: 0,
            src_y: 0,
            src_z: 0,
            src_lod: 0,
            src_type: 2,
            src_host: std::ptr::null(),
            src_device: device,
            src_array: null,
            reserved0: null,
            src_pitch: 0,
            src_height: 0,
            dst_x: 0,
            dst_y: 0,
            dst_z: 0,
            dst_lod: 0,
            dst_type: 1,
            dst_host: host,
            dst_device: 0,
            dst_array: null,
            reserved1: null,
            dst_pitch: 0,
            dst_height: 0,
            width: bytes,
            height: 1,
            depth: 1,
        }
    }
}
