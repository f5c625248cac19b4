//! rocuda's own kernels (DESIGN.md principle 7), loaded and launched through the process's
//! CUDA driver, as an application's kernels are.
//!
//! Where ROCm lacks what a CUDA library promises, the library does the work on the device
//! with kernels of its own: CUDA C under the library's `kernels/`, compiled to PTX by `nvcc`
//! when codegen runs and committed under `generated/kernels/`. At run time the PTX goes to
//! rocuda's driver (`cuModuleLoadData`), which compiles it for whatever device is present, the
//! host device included, and caches the code as it does for applications. A [`Module`] is
//! loaded once per CUDA context; [`DeviceMemory`] is the driver's memory, freed on drop.
//! Every driver error becomes the library's internal error, logged with the call that failed.

use std::ffi::{CStr, c_void};
use std::sync::{Mutex, OnceLock};

use crate::export::Status;

type CuResult = i32;
type Context = *mut c_void;
type CuModule = *mut c_void;
type CuFunction = *mut c_void;

/// The driver entry points rocuda's kernels need, with their C signatures.
#[derive(Clone, Copy)]
struct Entry {
    init: unsafe extern "C" fn(u32) -> CuResult,
    ctx_get_current: unsafe extern "C" fn(*mut Context) -> CuResult,
    ctx_set_current: unsafe extern "C" fn(Context) -> CuResult,
    primary_ctx_retain: unsafe extern "C" fn(*mut Context, i32) -> CuResult,
    module_load_data: unsafe extern "C" fn(*mut CuModule, *const c_void) -> CuResult,
    module_get_function: unsafe extern "C" fn(*mut CuFunction, CuModule, *const i8) -> CuResult,
    #[allow(clippy::type_complexity)]
    launch_kernel: unsafe extern "C" fn(CuFunction, u32, u32, u32, u32, u32, u32, u32, *mut c_void, *mut *mut c_void, *mut *mut c_void) -> CuResult,
    mem_alloc: unsafe extern "C" fn(*mut u64, usize) -> CuResult,
    mem_free: unsafe extern "C" fn(u64) -> CuResult,
    memcpy_h_to_d_async: unsafe extern "C" fn(u64, *const c_void, usize, *mut c_void) -> CuResult,
    memcpy_d_to_h_async: unsafe extern "C" fn(*mut c_void, u64, usize, *mut c_void) -> CuResult,
    stream_synchronize: unsafe extern "C" fn(*mut c_void) -> CuResult,
}

static ENTRY: OnceLock<Option<Entry>> = OnceLock::new();

fn entry<S: Status>() -> Result<Entry, S> {
    ENTRY
        .get_or_init(|| {
            // SAFETY: each name with the signature CUDA's `cuda.h` declares for it.
            unsafe {
                Some(Entry {
                    init: crate::driver::function(b"cuInit\0")?,
                    ctx_get_current: crate::driver::function(b"cuCtxGetCurrent\0")?,
                    ctx_set_current: crate::driver::function(b"cuCtxSetCurrent\0")?,
                    primary_ctx_retain: crate::driver::function(b"cuDevicePrimaryCtxRetain\0")?,
                    module_load_data: crate::driver::function(b"cuModuleLoadData\0")?,
                    module_get_function: crate::driver::function(b"cuModuleGetFunction\0")?,
                    launch_kernel: crate::driver::function(b"cuLaunchKernel\0")?,
                    mem_alloc: crate::driver::function(b"cuMemAlloc_v2\0")?,
                    mem_free: crate::driver::function(b"cuMemFree_v2\0")?,
                    memcpy_h_to_d_async: crate::driver::function(b"cuMemcpyHtoDAsync_v2\0")?,
                    memcpy_d_to_h_async: crate::driver::function(b"cuMemcpyDtoHAsync_v2\0")?,
                    stream_synchronize: crate::driver::function(b"cuStreamSynchronize\0")?,
                })
            }
        })
        .ok_or(S::ROCM_UNAVAILABLE)
}

/// A driver call's result as the library's status: success, or its internal error, logged.
fn check<S: Status>(call: &str, result: CuResult) -> Result<(), S> {
    if result == 0 {
        return Ok(());
    }
    tracing::error!("{}: rocuda's own kernels: {call} failed with CUresult {result}", S::LIBRARY);
    Err(S::INTERNAL_ERROR)
}

/// The calling thread's current context. A thread with none gets device 0's primary context
/// made current, as the CUDA runtime does on a thread's first call: a cuRAND host generator,
/// for one, may be used by a program that never touched CUDA.
fn context<S: Status>(entry: &Entry) -> Result<Context, S> {
    let mut context = std::ptr::null_mut();
    // SAFETY: an out-pointer to a local.
    let current = unsafe { (entry.ctx_get_current)(&mut context) };
    if current == 0 && !context.is_null() {
        return Ok(context);
    }
    // SAFETY: plain driver calls with out-pointers to locals.
    unsafe {
        check::<S>("cuInit", (entry.init)(0))?;
        check::<S>("cuDevicePrimaryCtxRetain", (entry.primary_ctx_retain)(&mut context, 0))?;
        check::<S>("cuCtxSetCurrent", (entry.ctx_set_current)(context))?;
    }
    Ok(context)
}

/// A CUDA stream (`CUstream`) as the caller of a library gave it: a handle the driver looks
/// up, never dereferenced here. Null is the legacy default stream.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CudaStream(pub *mut c_void);

/// A PTX module of a library's own kernels, loaded into each CUDA context that uses it.
pub struct Module {
    /// The PTX, NUL-terminated (what `cuModuleLoadData` reads).
    ptx: &'static str,
    /// The driver's module in each context: (context, module) as addresses. rocuda's driver
    /// never hands out a context handle twice, so a destroyed context's entry is never taken
    /// for a newer one.
    loaded: Mutex<Vec<(usize, usize)>>,
}

impl Module {
    /// `ptx` is the module's text with a NUL at its end (`concat!(include_str!(..), "\0")`).
    pub const fn new(ptx: &'static str) -> Module {
        Module { ptx, loaded: Mutex::new(Vec::new()) }
    }

    /// The kernel `name` in the calling thread's current context, loading the module into
    /// it on first use.
    pub fn function<S: Status>(&self, name: &CStr) -> Result<Function, S> {
        let entry = entry::<S>()?;
        assert!(self.ptx.ends_with('\0'), "a kernel module's PTX ends with NUL");
        let context = context::<S>(&entry)?;
        let module = {
            let mut loaded = self.loaded.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            match loaded.iter().find(|(c, _)| *c == context as usize) {
                Some(&(_, module)) => module as CuModule,
                None => {
                    let mut module = std::ptr::null_mut();
                    // SAFETY: the PTX is NUL-terminated (asserted above) and lives forever.
                    check::<S>("cuModuleLoadData", unsafe { (entry.module_load_data)(&mut module, self.ptx.as_ptr().cast()) })?;
                    loaded.push((context as usize, module as usize));
                    module
                }
            }
        };
        let mut function = std::ptr::null_mut();
        // SAFETY: a module of this context and a NUL-terminated name.
        check::<S>("cuModuleGetFunction", unsafe { (entry.module_get_function)(&mut function, module, name.as_ptr()) })?;
        Ok(Function(function))
    }
}

/// A kernel of a [`Module`], in the context it was looked up in.
#[derive(Clone, Copy, Debug)]
pub struct Function(CuFunction);

impl Function {
    /// Launches `blocks` blocks of `threads` threads on the CUDA stream `stream`, the
    /// arguments as the kernel declares them, in order ([`arg`] makes each).
    pub fn launch<S: Status>(&self, blocks: u32, threads: u32, stream: CudaStream, arguments: &[*mut c_void]) -> Result<(), S> {
        let entry = entry::<S>()?;
        // SAFETY: a kernel of the current context; each argument points at a live value of the
        // type the kernel declares ([`arg`]'s contract), read (never written) by the driver
        // during the call.
        check::<S>("cuLaunchKernel", unsafe {
            (entry.launch_kernel)(self.0, blocks, 1, 1, threads, 1, 1, 0, stream.0, arguments.as_ptr().cast_mut(), std::ptr::null_mut())
        })
    }
}

/// One kernel argument: the address of a value of the type the kernel's parameter has, as
/// `cuLaunchKernel` takes it. The value must outlive the launch call.
pub fn arg<T>(value: &T) -> *mut c_void {
    (value as *const T).cast_mut().cast()
}

/// Device memory allocated through the driver in the current context, freed on drop.
#[derive(Debug)]
pub struct DeviceMemory {
    address: u64,
    bytes: usize,
}

impl DeviceMemory {
    pub fn new<S: Status>(bytes: usize) -> Result<DeviceMemory, S> {
        let entry = entry::<S>()?;
        context::<S>(&entry)?;
        let mut address = 0;
        // SAFETY: an out-pointer to a local.
        check::<S>("cuMemAlloc", unsafe { (entry.mem_alloc)(&mut address, bytes.max(1)) })?;
        Ok(DeviceMemory { address, bytes })
    }

    /// The memory holding a copy of `words`, copied on `stream` (which the caller's later
    /// work on that stream sees).
    pub fn from_words<S: Status>(words: &[u32], stream: CudaStream) -> Result<DeviceMemory, S> {
        let memory = DeviceMemory::new::<S>(std::mem::size_of_val(words))?;
        memory.write::<S>(words, stream)?;
        Ok(memory)
    }

    /// Copies `words` to the start of the memory on `stream`, and waits for the copy.
    pub fn write<S: Status>(&self, words: &[u32], stream: CudaStream) -> Result<(), S> {
        assert!(std::mem::size_of_val(words) <= self.bytes, "a copy within the allocation");
        let entry = entry::<S>()?;
        // SAFETY: `words` is read during the copy, which is waited for before it returns.
        check::<S>("cuMemcpyHtoDAsync", unsafe { (entry.memcpy_h_to_d_async)(self.address, words.as_ptr().cast(), std::mem::size_of_val(words), stream.0) })?;
        // SAFETY: a stream the caller holds.
        check::<S>("cuStreamSynchronize", unsafe { (entry.stream_synchronize)(stream.0) })
    }

    /// The device address, as a kernel argument takes it.
    pub fn address(&self) -> u64 {
        self.address
    }

    /// Copies the first `into.len()` bytes to host memory once `stream`'s earlier work is
    /// done, and waits for the copy.
    pub fn copy_to_host<S: Status>(&self, into: &mut [u8], stream: CudaStream) -> Result<(), S> {
        assert!(into.len() <= self.bytes, "a copy within the allocation");
        let entry = entry::<S>()?;
        // SAFETY: `into` is written by the copy, which is waited for before it returns.
        check::<S>("cuMemcpyDtoHAsync", unsafe { (entry.memcpy_d_to_h_async)(into.as_mut_ptr().cast(), self.address, into.len(), stream.0) })?;
        // SAFETY: a stream the caller holds.
        check::<S>("cuStreamSynchronize", unsafe { (entry.stream_synchronize)(stream.0) })
    }
}

impl Drop for DeviceMemory {
    fn drop(&mut self) {
        if let Some(entry) = ENTRY.get().copied().flatten() {
            // SAFETY: memory this value allocated and nothing else frees.
            let _ = unsafe { (entry.mem_free)(self.address) };
        }
    }
}
