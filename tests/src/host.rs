//! The host device reached as rocuda's libraries reach ROCm: `hip-sys` loading the host
//! device's `libamdhip64.so.6`, and kernels compiled by rocuda's compiler for it.

use std::ffi::{CString, c_void};
use std::process::Command;
use std::sync::Once;

use hip_sys::{hipError_t, hipFunction_t, hipModule_t, hipStream_t};
use rocuda_core::load::{LoadError, SearchPath};
use rocuda_ptx::{Options, Target};

use crate::{host_lib_dir, root, scratch, succeed, toolkit};

/// Loads the host device's HIP, and nothing else, before the first call.
pub fn load() {
    static LOAD: Once = Once::new();
    LOAD.call_once(|| {
        let search = SearchPath { dirs: vec![("the host device".to_string(), host_lib_dir())], system: false };
        hip_sys::LIBRARY.load_with(&search).expect("the host device's libamdhip64.so.6 loads");
    });
}

/// A HIP call's status as a result.
pub fn hip(result: Result<hipError_t, LoadError>, what: &str) -> Result<(), String> {
    match status(result) {
        hipError_t::hipSuccess => Ok(()),
        status => Err(format!("{what}: {}", rocuda_core::export::describe(status))),
    }
}

/// A HIP call's status; the library is loaded by [`load`] first, so it is there.
pub fn status(result: Result<hipError_t, LoadError>) -> hipError_t {
    result.unwrap_or_else(|error| panic!("{error}"))
}

/// `tests/ptx/<name>.cu` compiled to PTX by nvcc for `compute_80`.
pub fn ptx(name: &str) -> String {
    let source = root().join("tests/ptx").join(format!("{name}.cu"));
    let output = scratch(&format!("ptx-{name}")).join(format!("{name}.ptx"));
    succeed(Command::new(toolkit().join("bin/nvcc")).arg("--ptx").arg("-arch=compute_80").arg("-o").arg(&output).arg(&source));
    std::fs::read_to_string(&output).expect("nvcc's output")
}

/// A module loaded on the host device.
pub struct Module(pub hipModule_t);

// SAFETY: a module handle is an opaque token HIP lets any thread use.
unsafe impl Send for Module {}
// SAFETY: as above.
unsafe impl Sync for Module {}

impl Module {
    /// Compiles `ptx` for the host target and loads it.
    pub fn from_ptx(ptx: &str) -> Module {
        load();
        let compiled = rocuda_ptx::compile(ptx, &Options::new(Target::Host)).expect("the PTX compiles");
        assert!(compiled.failures.is_empty(), "{:?}", compiled.failures);
        Module::from_object(&compiled.bytes)
    }

    /// Loads a host code object.
    pub fn from_object(object: &[u8]) -> Module {
        load();
        let mut module: hipModule_t = std::ptr::null_mut();
        // SAFETY: a complete host code object.
        hip(unsafe { hip_sys::hipModuleLoadData(&mut module, object.as_ptr().cast()) }, "hipModuleLoadData").unwrap();
        Module(module)
    }

    pub fn function(&self, name: &str) -> hipFunction_t {
        let name = CString::new(name).expect("a kernel name");
        let mut function: hipFunction_t = std::ptr::null_mut();
        // SAFETY: a loaded module and a NUL-terminated name.
        hip(unsafe { hip_sys::hipModuleGetFunction(&mut function, self.0, name.as_ptr()) }, "hipModuleGetFunction").unwrap();
        function
    }
}

impl Drop for Module {
    fn drop(&mut self) {
        // SAFETY: a module this value loaded.
        let _ = unsafe { hip_sys::hipModuleUnload(self.0) };
    }
}

/// Launches `function` with `args`.
///
/// # Safety
/// `function` is a kernel of a loaded module; `args` holds one pointer per kernel
/// parameter, to a value of its type; `stream` is null or a live stream.
pub unsafe fn launch(function: hipFunction_t, grid: u32, block: u32, shared: u32, stream: hipStream_t, args: &mut [*mut c_void]) -> hipError_t {
    load();
    // SAFETY: by this function's contract.
    status(unsafe { hip_sys::hipModuleLaunchKernel(function, grid, 1, 1, block, 1, 1, shared, stream, args.as_mut_ptr(), std::ptr::null_mut()) })
}

/// A device allocation of `count` values of `T`.
pub fn alloc<T>(count: usize) -> *mut T {
    load();
    let mut pointer: *mut c_void = std::ptr::null_mut();
    // SAFETY: an out-pointer to a pointer.
    hip(unsafe { hip_sys::hipMalloc(&mut pointer, count * size_of::<T>()) }, "hipMalloc").unwrap();
    pointer.cast()
}

/// A device allocation holding `values`.
pub fn upload<T: Copy>(values: &[T]) -> *mut T {
    let pointer = alloc::<T>(values.len());
    // SAFETY: a device allocation of `values.len()` values, filled from as many.
    hip(unsafe { hip_sys::hipMemcpyHtoD(pointer.cast(), values.as_ptr().cast_mut().cast(), size_of_val(values)) }, "hipMemcpyHtoD").unwrap();
    pointer
}

/// Copies `count` values of `T` from the device.
pub fn read<T: Copy + Default>(pointer: *const T, count: usize) -> Vec<T> {
    load();
    let mut values = vec![T::default(); count];
    // SAFETY: `pointer` is a device allocation of at least `count` values.
    hip(unsafe { hip_sys::hipMemcpyDtoH(values.as_mut_ptr().cast(), pointer.cast_mut().cast(), count * size_of::<T>()) }, "hipMemcpyDtoH").unwrap();
    values
}
