//! Modules and libraries: PTX found in the image, compiled by rocuda's compiler for the
//! device's architecture, and loaded into HIP.
//!
//! Loading is lazy, as NVIDIA's driver's is by default (`CUDA_MODULE_LOADING=LAZY`): a module
//! keeps its PTX and is compiled when one of its kernels or globals is first looked up, so a
//! program that registers hundreds of modules at start-up compiles only those it uses.
//! `CUDA_MODULE_LOADING=EAGER` compiles at load. Errors of the image itself (not a fat binary,
//! no PTX for this device) are reported at load either way; a module whose PTX does not
//! compile at all is reported, when lazy, at its first lookup.
//!
//! A kernel the compiler rejects does not fail the module: the module loads, and looking
//! that kernel up fails with `CUDA_ERROR_NOT_FOUND` and a log line with the compiler's
//! reason (DESIGN.md, principle 5). A library (`cuLibrary*`) is a module of the current
//! context; its kernels are the module's functions, so a `CUkernel` is a `CUfunction`.

use std::collections::BTreeMap;
use std::ffi::{CStr, CString, c_char, c_void};
use std::sync::{Arc, Mutex, OnceLock};

use hip_sys::{hipFunction_t, hipModule_t};
use rocuda_core::config;
use rocuda_core::handles::Registry;
use rocuda_ptx::ir::ParamSlot;
use rocuda_ptx::{GridWorkspace, KernelParams, Target};

use crate::params::Slot;
use crate::types::{CUdevice, CUdeviceptr, CUfunction, CUjit_option, CUkernel, CUlibrary, CUlibraryOption, CUmodule, CUmoduleLoadingMode, CUresult};
use crate::{check, compiled, context, device, image};

pub struct Module {
    /// The PTX and the target it is for, until the module is compiled.
    pending: Mutex<Option<(Vec<u8>, Target)>>,
    /// The module compiled and loaded into HIP, or why it could not be: made once, at the
    /// first lookup (or at load, when eager).
    code: OnceLock<Result<Code, CUresult>>,
    functions: Mutex<BTreeMap<String, usize>>,
    /// The PTX target (`sm_80` → 80) the module was compiled from.
    pub ptx_arch: u32,
}

/// A module's code object as HIP holds it.
struct Code {
    hip: hipModule_t,
    /// Kernels the compiler rejected, with its reason.
    failures: BTreeMap<String, String>,
    /// Kernels that take the grid-synchronization workspace.
    grid_workspace: Vec<GridWorkspace>,
    /// Each kernel's parameters.
    params: Vec<KernelParams>,
}

impl Module {
    /// The module's code, compiled and loaded now if this is its first use.
    fn code(&self) -> Result<&Code, CUresult> {
        let made = self.code.get_or_init(|| {
            let (ptx, target) = self.pending.lock().unwrap_or_else(|p| p.into_inner()).take().ok_or(CUresult::CUDA_ERROR_INVALID_HANDLE)?;
            compile_and_load(&ptx, target, self.ptx_arch)
        });
        made.as_ref().map_err(|e| *e)
    }
}

/// Whether modules are compiled at load rather than at first use: NVIDIA's
/// `CUDA_MODULE_LOADING`, read once as NVIDIA's driver reads it.
fn eager() -> bool {
    static EAGER: OnceLock<bool> = OnceLock::new();
    *EAGER.get_or_init(|| config::var(config::MODULE_LOADING).is_some_and(|v| v.eq_ignore_ascii_case("EAGER")))
}

pub struct Function {
    pub hip: hipFunction_t,
    pub module: CUmodule,
    pub name: CString,
    pub ptx_arch: u32,
    /// Where the kernel takes the grid-synchronization workspace, if it does: a launch
    /// passes it after the caller's parameters.
    pub grid_workspace: Option<Slot>,
    /// Its own parameters' places in the parameter buffer.
    pub params: Vec<ParamSlot>,
}

// SAFETY: HIP module and function handles are tokens any thread may use; the rest is
// owned data behind a Mutex.
unsafe impl Send for Module {}
// SAFETY: as above.
unsafe impl Sync for Module {}
// SAFETY: as above.
unsafe impl Send for Function {}
// SAFETY: as above.
unsafe impl Sync for Function {}

static MODULES: Registry<Module> = Registry::new();
static FUNCTIONS: Registry<Function> = Registry::new();
/// Libraries, each the handle of its module.
static LIBRARIES: Registry<usize> = Registry::new();
/// The handle of each HIP function that has one, for what HIP reports back (a graph's
/// kernel nodes).
static BY_HIP: Mutex<BTreeMap<usize, usize>> = Mutex::new(BTreeMap::new());

pub fn get(module: CUmodule) -> Result<Arc<Module>, CUresult> {
    MODULES.get(module as usize).ok_or(CUresult::CUDA_ERROR_INVALID_HANDLE)
}

/// The HIP function behind `function`, for launches.
/// What every launch needs of `function`: its HIP function, and whether it takes the grid
/// workspace (kept to two words, since every launch asks).
pub fn launch_target(function: CUfunction) -> Result<(hipFunction_t, bool), CUresult> {
    FUNCTIONS.with(function as usize, |f| (f.hip, f.grid_workspace.is_some())).ok_or(CUresult::CUDA_ERROR_INVALID_HANDLE)
}

/// The function whose HIP function is `hip`.
pub fn from_hip(hip: hipFunction_t) -> Option<CUfunction> {
    BY_HIP.lock().unwrap_or_else(|p| p.into_inner()).get(&(hip as usize)).map(|f| *f as CUfunction)
}

pub fn function(function: CUfunction) -> Result<Arc<Function>, CUresult> {
    FUNCTIONS.get(function as usize).ok_or(CUresult::CUDA_ERROR_INVALID_HANDLE)
}

/// A module of the PTX of `ptx` for `device`: compiled now when loading is eager, else at its
/// first lookup.
fn load_ptx(ptx: &image::Ptx, device: CUdevice) -> Result<CUmodule, CUresult> {
    let device = device::get(device)?;
    let Some(target) = Target::parse(&device.arch) else {
        tracing::error!("cuda: rocuda's compiler has no target for this device ({})", device.arch);
        return Err(CUresult::CUDA_ERROR_NO_BINARY_FOR_GPU);
    };
    let module =
        Module { pending: Mutex::new(Some((ptx.bytes.to_vec(), target))), code: OnceLock::new(), functions: Mutex::new(BTreeMap::new()), ptx_arch: ptx.arch };
    if eager() {
        module.code()?;
    }
    Ok(MODULES.insert(module).0 as CUmodule)
}

/// `ptx` compiled for `target` and loaded into HIP.
fn compile_and_load(ptx: &[u8], target: Target, ptx_arch: u32) -> Result<Code, CUresult> {
    let compiled::Compiled { object, failures, grid_workspace, params } = compiled::compile(ptx, target)?;
    for (kernel, reason) in &failures {
        tracing::warn!("cuda: kernel {kernel} was not compiled: {reason}");
    }
    let mut loaded = std::ptr::null_mut();
    // SAFETY: a complete code object from the compiler; HIP copies it.
    check(unsafe { hip_sys::hipModuleLoadData(&mut loaded, object.as_ptr().cast()) })?;
    tracing::debug!("cuda: loaded a module from compute_{ptx_arch} PTX for {}", target.name());
    Ok(Code { hip: loaded, failures, grid_workspace, params })
}

/// # Safety
/// `data` points to an image as `cuModuleLoadData` documents.
unsafe fn load_data(data: *const c_void, device: CUdevice) -> Result<CUmodule, CUresult> {
    // SAFETY: forwarded.
    let ptx = unsafe { image::ptx_at(data.cast(), device::compute_capability()) }?;
    load_ptx(&ptx, device)
}

/// # Safety
/// `image` points to a fat binary, an ELF image or NUL-terminated PTX.
pub unsafe fn cuModuleLoadData(module: &mut CUmodule, data: *const c_void) -> Result<(), CUresult> {
    let device = context::current()?.device;
    // SAFETY: forwarded.
    *module = unsafe { load_data(data, device) }?;
    Ok(())
}

/// JIT options are accepted and ignored: rocuda's compiler has its own.
///
/// # Safety
/// As [`cuModuleLoadData`].
pub unsafe fn cuModuleLoadDataEx(
    module: &mut CUmodule,
    data: *const c_void,
    _count: u32,
    _options: *mut CUjit_option,
    _values: *mut *mut c_void,
) -> Result<(), CUresult> {
    // SAFETY: forwarded.
    unsafe { cuModuleLoadData(module, data) }
}

/// # Safety
/// As [`cuModuleLoadData`].
pub unsafe fn cuModuleLoadFatBinary(module: &mut CUmodule, data: *const c_void) -> Result<(), CUresult> {
    // SAFETY: forwarded.
    unsafe { cuModuleLoadData(module, data) }
}

pub fn cuModuleLoad(module: &mut CUmodule, path: &CStr) -> Result<(), CUresult> {
    context::current()?;
    let bytes = read_image("cuModuleLoad", path)?;
    let ptx = image::ptx_in(&bytes, device::compute_capability())?;
    *module = load_ptx(&ptx, context::current()?.device)?;
    Ok(())
}

/// The file at `path`, NUL-terminated as in-memory PTX is; a file that cannot be read is
/// `CUDA_ERROR_FILE_NOT_FOUND`, logged for `caller`.
fn read_image(caller: &str, path: &CStr) -> Result<Vec<u8>, CUresult> {
    let path = path.to_str().map_err(|_| CUresult::CUDA_ERROR_INVALID_VALUE)?;
    let mut bytes = std::fs::read(path).map_err(|error| {
        tracing::warn!("cuda: {caller}: {path}: {error}");
        CUresult::CUDA_ERROR_FILE_NOT_FOUND
    })?;
    bytes.push(0);
    Ok(bytes)
}

pub fn cuModuleUnload(module: CUmodule) -> Result<(), CUresult> {
    context::current()?;
    let object = MODULES.remove(module as usize).ok_or(CUresult::CUDA_ERROR_INVALID_HANDLE)?;
    for handle in object.functions.lock().unwrap_or_else(|p| p.into_inner()).values() {
        if let Some(function) = FUNCTIONS.remove(*handle) {
            BY_HIP.lock().unwrap_or_else(|p| p.into_inner()).remove(&(function.hip as usize));
        }
    }
    match object.code.get() {
        // SAFETY: a module this library loaded, now unreachable through its handle.
        Some(Ok(code)) => check(unsafe { hip_sys::hipModuleUnload(code.hip) }),
        _ => Ok(()),
    }
}

/// The function `name` of `module`, made once per module.
fn lookup(handle: CUmodule, name: &CStr) -> Result<CUfunction, CUresult> {
    let module = get(handle)?;
    let code = module.code()?;
    let text = name.to_string_lossy();
    if let Some(reason) = code.failures.get(text.as_ref()) {
        tracing::error!("cuda: kernel {text} is not available: rocuda's compiler rejected it: {reason}");
        return Err(CUresult::CUDA_ERROR_NOT_FOUND);
    }
    let mut functions = module.functions.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(existing) = functions.get(text.as_ref()) {
        return Ok(*existing as CUfunction);
    }
    let mut found = std::ptr::null_mut();
    // SAFETY: a live module and a NUL-terminated name.
    check(unsafe { hip_sys::hipModuleGetFunction(&mut found, code.hip, name.as_ptr()) })?;
    let grid_workspace = code.grid_workspace.iter().find(|k| k.kernel == text).map(|k| Slot { params: k.params, offset: k.offset });
    let params = code.params.iter().find(|k| k.kernel == text).map(|k| k.slots.clone()).unwrap_or_default();
    let function = Function { hip: found, module: handle, name: name.to_owned(), ptx_arch: module.ptx_arch, grid_workspace, params };
    let (made, _) = FUNCTIONS.insert(function);
    BY_HIP.lock().unwrap_or_else(|p| p.into_inner()).insert(found as usize, made);
    functions.insert(text.into_owned(), made);
    Ok(made as CUfunction)
}

pub fn cuModuleGetFunction(function: &mut CUfunction, module: CUmodule, name: &CStr) -> Result<(), CUresult> {
    context::current()?;
    *function = lookup(module, name)?;
    Ok(())
}

fn global(module: CUmodule, name: &CStr, address: Option<&mut CUdeviceptr>, bytes: Option<&mut usize>) -> Result<(), CUresult> {
    let module = get(module)?;
    let (mut found, mut size) = (std::ptr::null_mut(), 0);
    // SAFETY: a live module, a NUL-terminated name and out-pointers.
    check(unsafe { hip_sys::hipModuleGetGlobal(&mut found, &mut size, module.code()?.hip, name.as_ptr()) })?;
    if let Some(address) = address {
        *address = found as usize as CUdeviceptr;
    }
    if let Some(bytes) = bytes {
        *bytes = size;
    }
    Ok(())
}

pub fn cuModuleGetGlobal_v2(address: Option<&mut CUdeviceptr>, bytes: Option<&mut usize>, module: CUmodule, name: &CStr) -> Result<(), CUresult> {
    context::current()?;
    global(module, name, address, bytes)
}

pub fn cuModuleGetLoadingMode(mode: &mut CUmoduleLoadingMode) -> Result<(), CUresult> {
    *mode = if eager() { CUmoduleLoadingMode::CU_MODULE_EAGER_LOADING } else { CUmoduleLoadingMode::CU_MODULE_LAZY_LOADING };
    Ok(())
}

/// # Safety
/// As [`cuModuleLoadData`].
pub unsafe fn cuLibraryLoadData(
    library: &mut CUlibrary,
    code: *const c_void,
    _jit_options: *mut CUjit_option,
    _jit_values: *mut *mut c_void,
    _jit_count: u32,
    _options: *mut CUlibraryOption,
    _values: *mut *mut c_void,
    _count: u32,
) -> Result<(), CUresult> {
    let device = library_device()?;
    // SAFETY: forwarded.
    *library = new_library(unsafe { load_data(code, device) }?);
    Ok(())
}

/// The device a library is loaded for. A library belongs to no context: it is the current
/// context's device, or the first device when no context is current yet (as when NVIDIA's
/// runtime starts).
fn library_device() -> Result<CUdevice, CUresult> {
    crate::init::initialized()?;
    Ok(context::current().map_or(0, |c| c.device))
}

fn new_library(module: CUmodule) -> CUlibrary {
    LIBRARIES.insert(module as usize).0 as CUlibrary
}

/// The file holds PTX, a fat binary or an ELF image with PTX, as for `cuModuleLoad`.
pub fn cuLibraryLoadFromFile(
    library: &mut CUlibrary,
    path: &CStr,
    _jit_options: *mut CUjit_option,
    _jit_values: *mut *mut c_void,
    _jit_count: u32,
    _options: *mut CUlibraryOption,
    _values: *mut *mut c_void,
    _count: u32,
) -> Result<(), CUresult> {
    let device = library_device()?;
    let bytes = read_image("cuLibraryLoadFromFile", path)?;
    let ptx = image::ptx_in(&bytes, device::compute_capability())?;
    *library = new_library(load_ptx(&ptx, device)?);
    Ok(())
}

/// The offset and size of `function`'s parameter `index`; `CUDA_ERROR_INVALID_VALUE` past
/// its last (NVIDIA documents no other status for it).
fn param_info(function: CUfunction, index: usize, offset: Option<&mut usize>, size: Option<&mut usize>) -> Result<(), CUresult> {
    let function = self::function(function)?;
    let slot = function.params.get(index).ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
    if let Some(offset) = offset {
        *offset = slot.offset as usize;
    }
    if let Some(size) = size {
        *size = slot.size as usize;
    }
    Ok(())
}

pub fn cuFuncGetParamInfo(function: CUfunction, index: usize, offset: Option<&mut usize>, size: Option<&mut usize>) -> Result<(), CUresult> {
    param_info(function, index, offset, size)
}

pub fn cuKernelGetParamInfo(kernel: CUkernel, index: usize, offset: Option<&mut usize>, size: Option<&mut usize>) -> Result<(), CUresult> {
    param_info(kernel as CUfunction, index, offset, size)
}

fn library_module(library: CUlibrary) -> Result<CUmodule, CUresult> {
    LIBRARIES.get(library as usize).map(|m| *m as CUmodule).ok_or(CUresult::CUDA_ERROR_INVALID_HANDLE)
}

pub fn cuLibraryUnload(library: CUlibrary) -> Result<(), CUresult> {
    let module = library_module(library)?;
    LIBRARIES.remove(library as usize);
    cuModuleUnload(module)
}

pub fn cuLibraryGetKernel(kernel: &mut CUkernel, library: CUlibrary, name: &CStr) -> Result<(), CUresult> {
    context::current()?;
    *kernel = lookup(library_module(library)?, name)? as CUkernel;
    Ok(())
}

pub fn cuLibraryGetModule(module: &mut CUmodule, library: CUlibrary) -> Result<(), CUresult> {
    *module = library_module(library)?;
    Ok(())
}

pub fn cuLibraryGetGlobal(address: Option<&mut CUdeviceptr>, bytes: Option<&mut usize>, library: CUlibrary, name: &CStr) -> Result<(), CUresult> {
    context::current()?;
    global(library_module(library)?, name, address, bytes)
}

/// A managed variable is a global: every allocation of the host device, and of an AMD GPU
/// with unified memory, is reachable from the host.
pub fn cuLibraryGetManaged(address: Option<&mut CUdeviceptr>, bytes: Option<&mut usize>, library: CUlibrary, name: &CStr) -> Result<(), CUresult> {
    global(library_module(library)?, name, address, bytes)
}

pub fn cuKernelGetFunction(function: &mut CUfunction, kernel: CUkernel) -> Result<(), CUresult> {
    context::current()?;
    self::function(kernel as CUfunction)?;
    *function = kernel as CUfunction;
    Ok(())
}

pub fn cuKernelGetName(name: &mut *const c_char, kernel: CUkernel) -> Result<(), CUresult> {
    *name = self::function(kernel as CUfunction)?.name.as_ptr();
    Ok(())
}

pub fn cuFuncGetName(name: &mut *const c_char, function: CUfunction) -> Result<(), CUresult> {
    *name = self::function(function)?.name.as_ptr();
    Ok(())
}

pub fn cuFuncGetModule(module: &mut CUmodule, function: CUfunction) -> Result<(), CUresult> {
    *module = self::function(function)?.module;
    Ok(())
}
