//! Code objects: the x86-64 shared objects rocuda's compiler makes for the `host` target.
//!
//! A module is mapped by this library (`loader.rs`), so each load is a separate copy with its
//! own globals, as each CUDA module is. Its kernels are the functions that have a
//! `KernelInfo` beside them (`rocuda_host_abi`); symbol sizes, which `hipModuleGetGlobal`
//! reports, come from the object's dynamic symbol table.

use std::collections::HashMap;
use std::ffi::{CStr, c_char, c_void};
use std::sync::{Arc, Mutex};

use hip_sys::{hipError_t, hipFunction_t, hipModule_t};
use rocuda_host_abi::{ABI_VERSION_SYMBOL, KERNEL_INFO_PREFIX, KERNEL_INFO_VERSION, KernelInfo, KernelParam, kernel_info_symbol};

use crate::api::{HipResult, call, ensure, refuse, write};
use crate::executor::Entry;
use crate::loader::Loaded;
use crate::memory;
use rocuda_core::handles::Registry;

pub struct Module {
    loaded: Loaded,
    /// Its variables (address, size), which copies may target.
    globals: Vec<(usize, usize)>,
    /// The handles `hipModuleGetFunction` gave out, so each kernel has one.
    functions: Mutex<HashMap<String, usize>>,
}

/// A kernel of a loaded module.
pub struct Function {
    /// Keeps the kernel's code loaded while the function handle lives.
    _module: Arc<Module>,
    pub name: String,
    pub entry: Entry,
    pub cooperative: bool,
    pub params_size: u32,
    pub params: Vec<KernelParam>,
    /// Bytes of static shared memory a block uses.
    pub static_shared: u32,
    /// Where a block's dynamic shared memory starts.
    pub dynamic_shared_offset: u32,
    /// The most threads a block may have (`.maxntid`), or 0 for no bound.
    pub max_threads: u32,
    /// Dynamic shared memory the kernel may use (`hipFuncSetAttribute`).
    pub max_dynamic_shared: Mutex<u32>,
}

static MODULES: Registry<Module> = Registry::new();
pub static FUNCTIONS: Registry<Function> = Registry::new();

const EM_X86_64: u16 = 62;
const EM_AMDGPU: u16 = 224;

/// The size of the ELF image at `image`, from its headers (HIP's loader is given no size).
///
/// # Safety
/// `image` points to an ELF file's 64-byte header and everything its headers describe.
unsafe fn elf_size(image: *const u8) -> HipResult<usize> {
    // SAFETY: `image` points to an ELF file's 64-byte header, by this function's contract.
    let header = unsafe { std::slice::from_raw_parts(image, 64) };
    ensure(header.starts_with(b"\x7fELF"), hipError_t::hipErrorInvalidImage)?;
    ensure(header[4] == 2 && header[5] == 1, hipError_t::hipErrorInvalidImage)?;
    let u16_at = |at: usize| u16::from_le_bytes([header[at], header[at + 1]]);
    let u64_at = |bytes: &[u8], at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().expect("eight bytes"));
    match u16_at(0x12) {
        EM_X86_64 => {}
        EM_AMDGPU => return Err(refuse("hipModuleLoadData", "an AMD GPU code object cannot run on the host device", hipError_t::hipErrorNoBinaryForGpu)),
        machine => return Err(refuse("hipModuleLoadData", format_args!("ELF machine {machine} is not x86-64"), hipError_t::hipErrorInvalidImage)),
    }
    let section_end = u64_at(header, 0x28) + u64::from(u16_at(0x3a)) * u64::from(u16_at(0x3c));
    let (phoff, phentsize, phnum) = (u64_at(header, 0x20), u64::from(u16_at(0x36)), u64::from(u16_at(0x38)));
    let mut end = section_end.max(phoff + phentsize * phnum);
    // An ELF64 program header is 56 bytes; a smaller entry size would read past the last.
    ensure(phnum == 0 || phentsize == 56, hipError_t::hipErrorInvalidImage)?;
    for index in 0..phnum {
        // SAFETY: the header's `phnum` program headers of 56 bytes (checked above) from
        // `phoff` are among what it describes, which lies inside the image by this function's
        // contract.
        let entry = unsafe { std::slice::from_raw_parts(image.add((phoff + index * phentsize) as usize), 56) };
        end = end.max(u64_at(entry, 8) + u64_at(entry, 32));
    }
    usize::try_from(end).map_err(|_| hipError_t::hipErrorInvalidImage)
}

/// The address and size of every variable the module exports (not the compiler's own
/// records: kernel descriptions and the ABI version).
fn globals(loaded: &Loaded) -> Vec<(usize, usize)> {
    loaded
        .variables()
        .filter(|(name, _, size)| *size > 0 && *name != ABI_VERSION_SYMBOL && !name.starts_with(KERNEL_INFO_PREFIX))
        .map(|(_, address, size)| (address, size as usize))
        .collect()
}

fn load(bytes: &[u8]) -> HipResult<Module> {
    let loaded = Loaded::load(bytes).map_err(|why| refuse("hipModuleLoadData", why, hipError_t::hipErrorInvalidImage))?;
    let not_ours = || refuse("hipModuleLoadData", "the object was not made by rocuda's host compiler", hipError_t::hipErrorInvalidImage);
    let (version, size) = loaded.symbol(ABI_VERSION_SYMBOL).ok_or_else(not_ours)?;
    ensure(size == 4, hipError_t::hipErrorInvalidImage).map_err(|_| not_ours())?;
    // SAFETY: the symbol is 4 bytes (checked above) of the loaded object, which lives while
    // `loaded` does; the compiler defines it as a `u32`. Read unaligned: nothing promises
    // its alignment.
    let version = unsafe { version.cast::<u32>().read_unaligned() };
    if version != KERNEL_INFO_VERSION {
        let why = format_args!("the object follows version {version} of the host kernel ABI, this library {KERNEL_INFO_VERSION}");
        return Err(refuse("hipModuleLoadData", why, hipError_t::hipErrorInvalidImage));
    }
    let globals = globals(&loaded);
    memory::add_module_globals(&globals);
    Ok(Module { loaded, globals, functions: Mutex::new(HashMap::new()) })
}

/// Gives `module` a handle and writes it to `out`.
///
/// # Safety
/// `out`, if non-null, points to a writable `hipModule_t`.
unsafe fn register(out: *mut hipModule_t, module: Module) -> HipResult {
    ensure(!out.is_null(), hipError_t::hipErrorInvalidValue)?;
    let (handle, _) = MODULES.insert(module);
    // SAFETY: `out` is non-null (checked above) and points to a writable `hipModule_t`, by
    // this function's contract.
    unsafe { write(out, handle as hipModule_t) }
}

/// # Safety
/// `image` points to a complete host code object.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipModuleLoadData(module: *mut hipModule_t, image: *const c_void) -> hipError_t {
    call("hipModuleLoadData", || {
        ensure(!image.is_null(), hipError_t::hipErrorInvalidValue)?;
        // SAFETY: `image` is non-null (checked above) and points to a complete host code
        // object, by this function's contract: its header and everything the header
        // describes, which is what `elf_size` reads and then measures.
        let bytes = unsafe { std::slice::from_raw_parts(image.cast::<u8>(), elf_size(image.cast())?) };
        let loaded = load(bytes)?;
        // SAFETY: `module` is null or writable, by this function's contract.
        unsafe { register(module, loaded) }
    })
}

/// # Safety
/// As [`hipModuleLoadData`]; the JIT options are not read.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipModuleLoadDataEx(
    module: *mut hipModule_t,
    image: *const c_void,
    _num_options: std::ffi::c_uint,
    _options: *mut hip_sys::hipJitOption,
    _values: *mut *mut c_void,
) -> hipError_t {
    // SAFETY: `module` and `image` are as `hipModuleLoadData` asks, by this function's
    // contract; the JIT options it does not take are not read.
    unsafe { hipModuleLoadData(module, image) }
}

/// # Safety
/// `path` is a NUL-terminated file name.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipModuleLoad(module: *mut hipModule_t, path: *const c_char) -> hipError_t {
    call("hipModuleLoad", || {
        ensure(!path.is_null(), hipError_t::hipErrorInvalidValue)?;
        // SAFETY: `path` is non-null (checked above) and NUL-terminated, by this function's
        // contract; it is only read, while this call lasts.
        let path = unsafe { CStr::from_ptr(path) }.to_string_lossy().into_owned();
        let bytes = std::fs::read(&path).map_err(|e| refuse("hipModuleLoad", format_args!("{path}: {e}"), hipError_t::hipErrorFileNotFound))?;
        let loaded = load(&bytes)?;
        // SAFETY: `module` is null or writable, by this function's contract.
        unsafe { register(module, loaded) }
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn hipModuleUnload(module: hipModule_t) -> hipError_t {
    call("hipModuleUnload", || {
        let module = MODULES.remove(module as usize).ok_or(hipError_t::hipErrorInvalidHandle)?;
        memory::remove_module_globals(&module.globals);
        for handle in module.functions.lock().unwrap_or_else(|p| p.into_inner()).values() {
            FUNCTIONS.remove(*handle);
        }
        Ok(())
    })
}

fn function(module: &Arc<Module>, name: &str) -> HipResult<Function> {
    let missing = || refuse("hipModuleGetFunction", format_args!("the module has no kernel `{name}`"), hipError_t::hipErrorNotFound);
    let (info, info_size) = module.loaded.symbol(&kernel_info_symbol(name)).ok_or_else(missing)?;
    let info = info.cast::<KernelInfo>().cast_const();
    let header_size = size_of::<KernelInfo>() as u64;
    ensure(info_size >= header_size, hipError_t::hipErrorInvalidImage)?;
    // SAFETY: the symbol, inside the loaded object that `module` keeps alive, holds at least
    // a `KernelInfo` (its size checked above), which the compiler defines under this name.
    let header = unsafe { info.read_unaligned() };
    ensure(header.version == KERNEL_INFO_VERSION, hipError_t::hipErrorInvalidImage)?;
    ensure(info_size >= header_size + u64::from(header.param_count) * size_of::<KernelParam>() as u64, hipError_t::hipErrorInvalidImage)?;
    let first = info.wrapping_add(1).cast::<KernelParam>();
    // SAFETY: `param_count` parameters follow the header inside the symbol (its size checked
    // above); each is read unaligned, as nothing promises the symbol's alignment.
    let params = (0..header.param_count as usize).map(|index| unsafe { first.add(index).read_unaligned() }).collect();
    let (entry, _) = module.loaded.symbol(name).ok_or_else(missing)?;
    // SAFETY: a data pointer and a function pointer have the same size on x86-64, and
    // `name` is a kernel (it has a `KernelInfo`), whose code rocuda's host compiler emits
    // with the `Entry` signature; the code stays mapped while `module` does, which the
    // function keeps.
    let entry = unsafe { std::mem::transmute::<*mut c_void, Entry>(entry) };
    Ok(Function {
        _module: module.clone(),
        name: name.to_string(),
        entry,
        cooperative: header.flags & rocuda_host_abi::COOPERATIVE != 0,
        params_size: header.params_size,
        params,
        static_shared: header.static_shared,
        dynamic_shared_offset: header.dynamic_shared_offset,
        max_threads: header.max_threads,
        max_dynamic_shared: Mutex::new(crate::device::SHARED_PER_BLOCK),
    })
}

/// # Safety
/// `name` is a NUL-terminated string; `out`, if non-null, is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipModuleGetFunction(out: *mut hipFunction_t, module: hipModule_t, name: *const c_char) -> hipError_t {
    call("hipModuleGetFunction", || {
        ensure(!out.is_null() && !name.is_null(), hipError_t::hipErrorInvalidValue)?;
        let module = MODULES.get(module as usize).ok_or(hipError_t::hipErrorInvalidHandle)?;
        // SAFETY: `name` is non-null (checked above) and NUL-terminated, by this function's
        // contract; it is only read, while this call lasts.
        let name = unsafe { CStr::from_ptr(name) }.to_str().map_err(|_| hipError_t::hipErrorNotFound)?;
        let mut functions = module.functions.lock().unwrap_or_else(|p| p.into_inner());
        let handle = match functions.get(name) {
            Some(handle) => *handle,
            None => {
                let (handle, _) = FUNCTIONS.insert(function(&module, name)?);
                functions.insert(name.to_string(), handle);
                handle
            }
        };
        // SAFETY: `out` is non-null (checked above) and writable, by this function's
        // contract.
        unsafe { write(out, handle as hipFunction_t) }
    })
}

/// # Safety
/// `name` is a NUL-terminated string; `pointer` and `size`, if non-null, are writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipModuleGetGlobal(pointer: *mut hip_sys::hipDeviceptr_t, size: *mut usize, module: hipModule_t, name: *const c_char) -> hipError_t {
    call("hipModuleGetGlobal", || {
        ensure(!name.is_null(), hipError_t::hipErrorInvalidValue)?;
        let module = MODULES.get(module as usize).ok_or(hipError_t::hipErrorInvalidHandle)?;
        // SAFETY: `name` is non-null (checked above) and NUL-terminated, by this function's
        // contract; it is only read, while this call lasts.
        let name = unsafe { CStr::from_ptr(name) };
        let text = name.to_str().map_err(|_| hipError_t::hipErrorNotFound)?;
        let (address, bytes) = module.loaded.symbol(text).ok_or(hipError_t::hipErrorNotFound)?;
        // Either output may be null: the caller wants only the other.
        if !pointer.is_null() {
            // SAFETY: `pointer` is non-null (checked just above) and writable, by this
            // function's contract.
            unsafe { write(pointer, address)? };
        }
        if !size.is_null() {
            // SAFETY: `size` is non-null (checked just above) and writable, by this
            // function's contract.
            unsafe { write(size, bytes as usize)? };
        }
        Ok(())
    })
}
