//! The JIT linker (`cuLink*`), which numba-cuda links every kernel through and CuPy its
//! relocatable ones.
//!
//! NVIDIA's linker compiles its inputs to machine code and links them into a cubin, which no
//! AMD GPU runs. rocuda's stays on PTX: the image `cuLinkComplete` returns is the PTX itself,
//! NUL-terminated, which `cuModuleLoadData` and `cuLibraryLoadData` load as they load any PTX,
//! and which a program treats as the opaque bytes a cubin is to it. An input is PTX text, or
//! anything the loader finds PTX in (a fat binary; a "cubin" that is PTX). PTX is parsed when
//! it is added, as NVIDIA's driver compiles it then: text that is not PTX is
//! `CUDA_ERROR_INVALID_IMAGE`, as NVIDIA's answers. A link of no input makes an empty module.
//!
//! A library (`CU_JIT_INPUT_LIBRARY`: `libcudadevrt.a`, which CuPy links every relocatable
//! kernel with) contributes, as to any linker, only what resolves a function the PTX calls and
//! does not define; its members are machine code, so a link whose PTX leaves a function
//! undefined is refused at `cuLinkComplete`, naming it. Linking two PTX modules together is
//! not supported yet. Refusals are `CUDA_ERROR_NOT_SUPPORTED`, with the reason in the log and
//! in the error log buffer the link was created with.

use std::ffi::{CStr, c_char, c_void};
use std::sync::Mutex;

use rocuda_core::handles::Registry;

use crate::types::{CUjit_option, CUjitInputType, CUlinkState, CUresult};
use crate::{device, image};

/// A log buffer of the caller's: where it is, its size, and the option value that receives
/// how much of it was filled.
struct LogBuffer {
    buffer: *mut c_char,
    size: usize,
    filled: *mut *mut c_void,
}

struct Link {
    /// The PTX added so far (without a NUL), and the functions it calls without defining.
    ptx: Option<(Vec<u8>, Vec<String>)>,
    /// The libraries added, by name.
    libraries: Vec<String>,
    /// The image `cuLinkComplete` made; it lives as long as the link.
    image: Vec<u8>,
    errors: Option<LogBuffer>,
}

// SAFETY: the log buffer's pointers are the caller's, written only while the caller is in a
// `cuLink*` call on this link, which holds the link's lock.
unsafe impl Send for Link {}

static LINKS: Registry<Mutex<Link>> = Registry::new();

fn get(state: CUlinkState) -> Result<std::sync::Arc<Mutex<Link>>, CUresult> {
    LINKS.get(state as usize).ok_or(CUresult::CUDA_ERROR_INVALID_HANDLE)
}

/// # Safety
/// `options` and `values` hold `count` entries each when `count` is not zero; the log buffers
/// they name stay valid while the link exists, as NVIDIA's driver asks.
pub unsafe fn cuLinkCreate_v2(count: u32, options: *mut CUjit_option, values: *mut *mut c_void, state: &mut CUlinkState) -> Result<(), CUresult> {
    crate::init::initialized()?;
    let mut errors = LogBuffer { buffer: std::ptr::null_mut(), size: 0, filled: std::ptr::null_mut() };
    if count > 0 {
        if options.is_null() || values.is_null() {
            return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
        }
        for index in 0..count as usize {
            // SAFETY: both arrays hold `count` entries (this function's contract).
            let (option, value) = unsafe { (*options.add(index), values.add(index)) };
            // SAFETY: as above; the value is read, not kept.
            let given = unsafe { *value };
            if option == CUjit_option::CU_JIT_ERROR_LOG_BUFFER {
                errors.buffer = given.cast();
            } else if option == CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES {
                // The size is passed as the pointer's value.
                errors.size = given as usize;
                errors.filled = value;
            }
        }
    }
    let errors = (!errors.buffer.is_null() && errors.size > 0).then_some(errors);
    let (handle, _) = LINKS.insert(Mutex::new(Link { ptx: None, libraries: Vec::new(), image: Vec::new(), errors }));
    *state = handle as CUlinkState;
    Ok(())
}

impl Link {
    /// Logs why the link cannot go on and writes it to the caller's error log buffer.
    fn refuse(&self, why: &str, status: CUresult) -> CUresult {
        tracing::warn!("cuda: cuLink: {why}");
        if let Some(log) = &self.errors {
            let bytes = why.as_bytes();
            let length = bytes.len().min(log.size - 1);
            // SAFETY: the caller's buffer holds `size` bytes and is valid while the link exists
            // (cuLinkCreate_v2's contract); `length + 1 <= size`.
            unsafe {
                std::ptr::copy_nonoverlapping(bytes.as_ptr(), log.buffer.cast::<u8>(), length);
                *log.buffer.add(length) = 0;
                if !log.filled.is_null() {
                    *log.filled = (length + 1) as *mut c_void;
                }
            }
        }
        status
    }

    fn add(&mut self, kind: CUjitInputType, bytes: &[u8], name: &str) -> Result<(), CUresult> {
        let text = match kind {
            CUjitInputType::CU_JIT_INPUT_PTX => bytes.split(|b| *b == 0).next().unwrap_or_default().to_vec(),
            CUjitInputType::CU_JIT_INPUT_CUBIN | CUjitInputType::CU_JIT_INPUT_FATBINARY | CUjitInputType::CU_JIT_INPUT_OBJECT => {
                let mut terminated = bytes.to_vec();
                terminated.push(0);
                let found = image::ptx_in(&terminated, device::compute_capability())?;
                found.bytes.split(|b| *b == 0).next().unwrap_or_default().to_vec()
            }
            CUjitInputType::CU_JIT_INPUT_LIBRARY => {
                self.libraries.push(name.to_string());
                return Ok(());
            }
            other => {
                let why = format!("{name}: input type {} (NVVM IR) cannot be linked by rocuda yet", other.0);
                return Err(self.refuse(&why, CUresult::CUDA_ERROR_NOT_SUPPORTED));
            }
        };
        let undefined = match std::str::from_utf8(&text).map_err(|e| e.to_string()).and_then(|t| rocuda_ptx::front::parse(t).map_err(|e| e.to_string())) {
            Ok(module) => undefined_functions(&module),
            Err(why) => return Err(self.refuse(&format!("{name}: not PTX: {why}"), CUresult::CUDA_ERROR_INVALID_IMAGE)),
        };
        if self.ptx.is_some() {
            return Err(self.refuse(&format!("{name}: rocuda links one PTX module per link yet"), CUresult::CUDA_ERROR_NOT_SUPPORTED));
        }
        self.ptx = Some((text, undefined));
        Ok(())
    }
}

impl Link {
    /// Why the link cannot complete: functions the PTX declares and nothing defines.
    fn unresolved(&self) -> Option<String> {
        let (_, undefined) = self.ptx.as_ref()?;
        if undefined.is_empty() {
            return None;
        }
        let libraries =
            if self.libraries.is_empty() { "no library was added".to_string() } else { format!("{} holds machine code only", self.libraries.join(", ")) };
        Some(format!("the PTX declares {} without defining it, and {libraries}", undefined.join(", ")))
    }
}

/// The functions a module declares without defining them, other than those the runtime
/// provides (`vprintf`, `__assertfail`).
fn undefined_functions(module: &rocuda_ptx::ir::Module) -> Vec<String> {
    module.functions.iter().filter(|f| f.body.is_none() && !rocuda_ptx::passes::runtime_calls::is_runtime_function(&f.name)).map(|f| f.name.clone()).collect()
}

/// # Safety
/// `data` holds `size` bytes; `name` is null or a NUL-terminated string.
pub unsafe fn cuLinkAddData_v2(
    state: CUlinkState,
    kind: CUjitInputType,
    data: *mut c_void,
    size: usize,
    name: *const c_char,
    _count: u32,
    _options: *mut CUjit_option,
    _values: *mut *mut c_void,
) -> Result<(), CUresult> {
    let link = get(state)?;
    if data.is_null() || size == 0 {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    // SAFETY: `data` holds `size` bytes (this function's contract).
    let bytes = unsafe { std::slice::from_raw_parts(data.cast::<u8>(), size) };
    // SAFETY: a non-null `name` is NUL-terminated (this function's contract).
    let name = if name.is_null() { "(unnamed)".into() } else { unsafe { CStr::from_ptr(name) }.to_string_lossy() };
    link.lock().unwrap_or_else(|p| p.into_inner()).add(kind, bytes, &name)
}

pub fn cuLinkAddFile_v2(
    state: CUlinkState,
    kind: CUjitInputType,
    path: &CStr,
    _count: u32,
    _options: *mut CUjit_option,
    _values: *mut *mut c_void,
) -> Result<(), CUresult> {
    let link = get(state)?;
    let name = path.to_string_lossy();
    let mut link = link.lock().unwrap_or_else(|p| p.into_inner());
    if kind == CUjitInputType::CU_JIT_INPUT_LIBRARY {
        // Its members are machine code: it is named, never read.
        return if std::path::Path::new(&*name).is_file() { link.add(kind, &[], &name) } else { Err(CUresult::CUDA_ERROR_FILE_NOT_FOUND) };
    }
    let bytes = std::fs::read(&*name).map_err(|error| {
        tracing::warn!("cuda: cuLinkAddFile: {name}: {error}");
        CUresult::CUDA_ERROR_FILE_NOT_FOUND
    })?;
    link.add(kind, &bytes, &name)
}

pub fn cuLinkComplete(state: CUlinkState, image: &mut *mut c_void, size: &mut usize) -> Result<(), CUresult> {
    let link = get(state)?;
    let mut link = link.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(why) = link.unresolved() {
        return Err(link.refuse(&why, CUresult::CUDA_ERROR_NOT_SUPPORTED));
    }
    let (major, minor) = device::compute_capability();
    let mut made = match &link.ptx {
        Some((ptx, _)) => ptx.clone(),
        None => format!(".version 8.0\n.target sm_{major}{minor}\n.address_size 64\n").into_bytes(),
    };
    made.push(0);
    link.image = made;
    *image = link.image.as_mut_ptr().cast();
    *size = link.image.len();
    Ok(())
}

pub fn cuLinkDestroy(state: CUlinkState) -> Result<(), CUresult> {
    LINKS.remove(state as usize).map(|_| ()).ok_or(CUresult::CUDA_ERROR_INVALID_HANDLE)
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADER: &str = ".version 8.0\n.target sm_86\n.address_size 64\n";

    fn link() -> Link {
        Link { ptx: None, libraries: Vec::new(), image: Vec::new(), errors: None }
    }

    #[test]
    fn a_library_resolves_nothing_and_is_needed_only_for_what_the_ptx_leaves_undefined() {
        let mut alone = link();
        alone.add(CUjitInputType::CU_JIT_INPUT_PTX, format!("{HEADER}.visible .entry k() {{ ret; }}").as_bytes(), "k.ptx").expect("PTX");
        alone.add(CUjitInputType::CU_JIT_INPUT_LIBRARY, &[], "libcudadevrt.a").expect("a library");
        assert_eq!(alone.unresolved(), None);

        let mut calling = link();
        let ptx = format!("{HEADER}.extern .func helper();\n.visible .entry k() {{ call helper; ret; }}");
        calling.add(CUjitInputType::CU_JIT_INPUT_PTX, ptx.as_bytes(), "k.ptx").expect("PTX");
        calling.add(CUjitInputType::CU_JIT_INPUT_LIBRARY, &[], "libcudadevrt.a").expect("a library");
        let why = calling.unresolved().expect("helper is undefined");
        assert!(why.contains("helper") && why.contains("libcudadevrt.a"), "{why}");
    }

    #[test]
    fn text_that_is_not_ptx_is_an_invalid_image_and_a_second_module_is_refused() {
        let mut link = link();
        assert_eq!(link.add(CUjitInputType::CU_JIT_INPUT_PTX, b"not PTX\0", "bad.ptx"), Err(CUresult::CUDA_ERROR_INVALID_IMAGE));
        let ptx = format!("{HEADER}.visible .entry k() {{ ret; }}");
        link.add(CUjitInputType::CU_JIT_INPUT_PTX, ptx.as_bytes(), "a.ptx").expect("PTX");
        assert_eq!(link.add(CUjitInputType::CU_JIT_INPUT_PTX, ptx.as_bytes(), "b.ptx"), Err(CUresult::CUDA_ERROR_NOT_SUPPORTED));
    }
}
