//! The C functions the target calls, looked up by name in rocuda's libraries.

use std::ffi::{c_char, c_int, c_uint, c_void};

use crate::{DevicePtr, Handle, Status};

macro_rules! functions {
    ($($name:ident: fn($($arg:ty),*) $(-> $ret:ty)?;)*) => {
        /// The C functions called, with the signatures CUDA 13's headers declare.
        #[allow(non_snake_case)]
        pub(crate) struct Functions { $(pub(crate) $name: unsafe extern "C" fn($($arg),*) $(-> $ret)?,)* }

        impl Functions {
            pub(crate) fn load(driver: &libloading::Library, cublas: &libloading::Library) -> Functions {
                Functions { $($name: symbol(driver, cublas, stringify!($name)),)* }
            }
        }
    };
}

functions! {
    cuInit: fn(c_uint) -> Status;
    cuDeviceGet: fn(*mut c_int, c_int) -> Status;
    cuDevicePrimaryCtxRetain: fn(*mut Handle, c_int) -> Status;
    cuCtxSetCurrent: fn(Handle) -> Status;
    cuCtxPushCurrent_v2: fn(Handle) -> Status;
    cuCtxPopCurrent_v2: fn(*mut Handle) -> Status;
    cuCtxGetCurrent: fn(*mut Handle) -> Status;
    cuCtxSynchronize: fn() -> Status;
    cuGetErrorName: fn(c_int, *mut *const c_char) -> Status;
    cuGetErrorString: fn(c_int, *mut *const c_char) -> Status;
    cuDeviceGetAttribute: fn(*mut c_int, c_int, c_int) -> Status;
    cuMemAlloc_v2: fn(*mut DevicePtr, usize) -> Status;
    cuMemFree_v2: fn(DevicePtr) -> Status;
    cuMemAllocHost_v2: fn(*mut *mut c_void, usize) -> Status;
    cuMemFreeHost: fn(*mut c_void) -> Status;
    cuMemcpyHtoD_v2: fn(DevicePtr, *const c_void, usize) -> Status;
    cuMemcpyDtoH_v2: fn(*mut c_void, DevicePtr, usize) -> Status;
    cuMemcpyDtoD_v2: fn(DevicePtr, DevicePtr, usize) -> Status;
    cuMemcpyHtoDAsync_v2: fn(DevicePtr, *const c_void, usize, Handle) -> Status;
    cuMemsetD8_v2: fn(DevicePtr, u8, usize) -> Status;
    cuMemsetD32_v2: fn(DevicePtr, c_uint, usize) -> Status;
    cuMemsetD32Async: fn(DevicePtr, c_uint, usize, Handle) -> Status;
    cuMemGetAddressRange_v2: fn(*mut DevicePtr, *mut usize, DevicePtr) -> Status;
    cuPointerGetAttribute: fn(*mut c_void, c_int, DevicePtr) -> Status;
    cuStreamCreate: fn(*mut Handle, c_uint) -> Status;
    cuStreamDestroy_v2: fn(Handle) -> Status;
    cuStreamSynchronize: fn(Handle) -> Status;
    cuStreamQuery: fn(Handle) -> Status;
    cuStreamWaitEvent: fn(Handle, Handle, c_uint) -> Status;
    cuEventCreate: fn(*mut Handle, c_uint) -> Status;
    cuEventDestroy_v2: fn(Handle) -> Status;
    cuEventRecord: fn(Handle, Handle) -> Status;
    cuEventSynchronize: fn(Handle) -> Status;
    cuEventQuery: fn(Handle) -> Status;
    cuEventElapsedTime: fn(*mut f32, Handle, Handle) -> Status;
    cuModuleLoadData: fn(*mut Handle, *const c_void) -> Status;
    cuModuleGetFunction: fn(*mut Handle, Handle, *const c_char) -> Status;
    cuModuleUnload: fn(Handle) -> Status;
    cuFuncGetAttribute: fn(*mut c_int, c_int, Handle) -> Status;
    cuLaunchKernel: fn(Handle, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, Handle, *mut *mut c_void, *mut *mut c_void) -> Status;
    cublasCreate_v2: fn(*mut Handle) -> Status;
    cublasDestroy_v2: fn(Handle) -> Status;
    cublasSetStream_v2: fn(Handle, Handle) -> Status;
    cublasGetStream_v2: fn(Handle, *mut Handle) -> Status;
    cublasSetPointerMode_v2: fn(Handle, c_int) -> Status;
    cublasGetPointerMode_v2: fn(Handle, *mut c_int) -> Status;
    cublasSetMathMode: fn(Handle, c_int) -> Status;
    cublasGetMathMode: fn(Handle, *mut c_int) -> Status;
    cublasGetStatusName: fn(c_int) -> *const c_char;
    cublasGetStatusString: fn(c_int) -> *const c_char;
    cublasSgemm_v2: fn(Handle, c_int, c_int, c_int, c_int, c_int, *const f32, *const f32, c_int, *const f32, c_int, *const f32, *mut f32, c_int) -> Status;
    cublasSgemv_v2: fn(Handle, c_int, c_int, c_int, *const f32, *const f32, c_int, *const f32, c_int, *const f32, *mut f32, c_int) -> Status;
    cublasSaxpy_v2: fn(Handle, c_int, *const f32, *const f32, c_int, *mut f32, c_int) -> Status;
    cublasSscal_v2: fn(Handle, c_int, *const f32, *mut f32, c_int) -> Status;
}

pub(crate) fn symbol<F: Copy>(driver: &libloading::Library, cublas: &libloading::Library, name: &str) -> F {
    let library = if name.starts_with("cublas") { cublas } else { driver };
    // SAFETY: `F` is the signature `functions!` declares for `name`, CUDA's own.
    unsafe { *library.get::<F>(name.as_bytes()).unwrap_or_else(|e| panic!("{name}: {e}")) }
}
