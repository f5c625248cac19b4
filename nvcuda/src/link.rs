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
//! undefined is refused at `cuLinkComplete`, naming it. Several PTX inputs (numba-cuda's
//! kernel and the PTX NVRTC made of a user's CUDA C++ file) are linked into one PTX module by
//! the PTX compiler's linker (`rocuda_ptx::link`), where one input's `.extern` declarations
//! name another's definitions. An input that defines a name an earlier one exports is
//! `CUDA_ERROR_INVALID_SOURCE`, and so is the link's completion after it, as NVIDIA's driver
//! answers; other refusals are `CUDA_ERROR_NOT_SUPPORTED`, with the reason in the log and in
//! the error log buffer the link was created with.

use std::collections::BTreeSet;
use std::ffi::{CStr, c_char, c_void};
use std::sync::Mutex;

use rocuda_core::handles::Registry;
use rocuda_ptx::ir::{Linkage, Module};

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
    /// The PTX inputs added so far, each with the name it was added under and its parse.
    ptx: Vec<(String, String, Module)>,
    /// The names the inputs define and export.
    exported: BTreeSet<String>,
    /// Why the link failed for good: an input redefined an exported name.
    failed: Option<CUresult>,
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
    let (handle, _) =
        LINKS.insert(Mutex::new(Link { ptx: Vec::new(), exported: Default::default(), failed: None, libraries: Vec::new(), image: Vec::new(), errors }));
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
        let parsed = String::from_utf8(text).map_err(|e| e.to_string()).and_then(|t| rocuda_ptx::front::parse(&t).map(|m| (t, m)).map_err(|e| e.to_string()));
        let (text, module) = match parsed {
            Ok(parsed) => parsed,
            Err(why) => return Err(self.refuse(&format!("{name}: not PTX: {why}"), CUresult::CUDA_ERROR_INVALID_IMAGE)),
        };
        // NVIDIA's driver refuses an input that defines what an earlier one exports, then
        // fails the whole link with the same status.
        let exported: Vec<&str> = rocuda_ptx::link::definitions(&module).filter(|(_, l)| *l == Linkage::Visible).map(|(n, _)| n).collect();
        if let Some(again) = exported.iter().find(|n| self.exported.contains(**n)) {
            let status = CUresult::CUDA_ERROR_INVALID_SOURCE;
            self.failed = Some(status);
            return Err(self.refuse(&format!("{name}: `{again}` is defined by an earlier input too"), status));
        }
        self.exported.extend(exported.into_iter().map(str::to_string));
        self.ptx.push((name.to_string(), text, module));
        Ok(())
    }
}

impl Link {
    /// The PTX inputs linked into one module's text, or why they do not link: a name two of
    /// them define, or functions they call and nothing defines.
    fn linked(&self) -> Result<String, (String, CUresult)> {
        if let Some(status) = self.failed {
            return Err(("an input was refused".to_string(), status));
        }
        let (major, minor) = device::compute_capability();
        // What one input declares and none defines is undefined.
        let defined: BTreeSet<&str> = self.ptx.iter().flat_map(|(_, _, module)| rocuda_ptx::link::definitions(module).map(|(name, _)| name)).collect();
        let mut undefined: Vec<&str> = self.ptx.iter().flat_map(|(_, _, module)| undefined_functions(module)).filter(|name| !defined.contains(name)).collect();
        undefined.sort_unstable();
        undefined.dedup();
        let text = match self.ptx.as_slice() {
            [] => format!(".version 8.0\n.target sm_{major}{minor}\n.address_size 64\n"),
            [(_, one, _)] => one.clone(),
            many => {
                let inputs: Vec<(&str, &Module)> = many.iter().map(|(_, text, module)| (text.as_str(), module)).collect();
                // An exported name defined twice was refused when added; what is left is
                // rocuda's limit (module-local names two inputs share).
                rocuda_ptx::link::link(&inputs).map_err(|error| {
                    let names: Vec<&str> = many.iter().map(|(name, _, _)| name.as_str()).collect();
                    (format!("{}: {error}", names.join(", ")), CUresult::CUDA_ERROR_NOT_SUPPORTED)
                })?
            }
        };
        if undefined.is_empty() {
            return Ok(text);
        }
        let libraries =
            if self.libraries.is_empty() { "no library was added".to_string() } else { format!("{} holds machine code only", self.libraries.join(", ")) };
        Err((format!("the PTX declares {} without defining it, and {libraries}", undefined.join(", ")), CUresult::CUDA_ERROR_NOT_SUPPORTED))
    }
}

/// The functions a module declares without defining them, other than those rocuda provides
/// (`vprintf`, `__assertfail`, `malloc`, `free`, the device runtime's grid synchronization).
fn undefined_functions(module: &Module) -> impl Iterator<Item = &str> {
    module.functions.iter().filter(|f| f.body.is_none() && !rocuda_ptx::passes::provided(&f.name)).map(|f| f.name.as_str())
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
    let mut made = match link.linked() {
        Ok(text) => text.into_bytes(),
        Err((why, status)) => return Err(link.refuse(&why, status)),
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
        Link { ptx: Vec::new(), exported: Default::default(), failed: None, libraries: Vec::new(), image: Vec::new(), errors: None }
    }

    #[test]
    fn a_library_resolves_nothing_and_is_needed_only_for_what_the_ptx_leaves_undefined() {
        let mut alone = link();
        alone.add(CUjitInputType::CU_JIT_INPUT_PTX, format!("{HEADER}.visible .entry k() {{ ret; }}").as_bytes(), "k.ptx").expect("PTX");
        alone.add(CUjitInputType::CU_JIT_INPUT_LIBRARY, &[], "libcudadevrt.a").expect("a library");
        assert!(alone.linked().is_ok());

        let mut calling = link();
        let ptx = format!("{HEADER}.extern .func helper();\n.visible .entry k() {{ call helper; ret; }}");
        calling.add(CUjitInputType::CU_JIT_INPUT_PTX, ptx.as_bytes(), "k.ptx").expect("PTX");
        calling.add(CUjitInputType::CU_JIT_INPUT_LIBRARY, &[], "libcudadevrt.a").expect("a library");
        let (why, status) = calling.linked().expect_err("helper is undefined");
        assert_eq!(status, CUresult::CUDA_ERROR_NOT_SUPPORTED);
        assert!(why.contains("helper") && why.contains("libcudadevrt.a"), "{why}");
    }

    #[test]
    fn text_that_is_not_ptx_is_an_invalid_image_and_two_modules_link_into_one() {
        let mut link = link();
        assert_eq!(link.add(CUjitInputType::CU_JIT_INPUT_PTX, b"not PTX\0", "bad.ptx"), Err(CUresult::CUDA_ERROR_INVALID_IMAGE));
        let kernel = format!("{HEADER}.extern .func helper();\n.visible .entry k() {{ call helper; ret; }}");
        let helper = format!("{HEADER}.visible .func helper() {{ ret; }}");
        link.add(CUjitInputType::CU_JIT_INPUT_PTX, kernel.as_bytes(), "k.ptx").expect("PTX");
        link.add(CUjitInputType::CU_JIT_INPUT_PTX, helper.as_bytes(), "helper.ptx").expect("PTX");
        let linked = link.linked().expect("helper is defined");
        let module = rocuda_ptx::front::parse(&linked).expect("one module");
        assert!(module.functions.iter().all(|f| f.body.is_some()));
        assert_eq!(link.add(CUjitInputType::CU_JIT_INPUT_PTX, helper.as_bytes(), "again.ptx"), Err(CUresult::CUDA_ERROR_INVALID_SOURCE));
        let (_, status) = link.linked().expect_err("helper is defined twice");
        assert_eq!(status, CUresult::CUDA_ERROR_INVALID_SOURCE);
    }
}
