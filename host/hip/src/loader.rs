//! Loading a host code object: rocuda's compiler's x86-64 shared objects, mapped by this
//! library rather than the system's dynamic loader.
//!
//! The dynamic loader needs a file, so every load would first copy the object into an
//! in-memory file, page by page: for the largest llama.cpp module (8 MB of code) that copy was
//! most of a warm module load. The objects are simple enough to map here: loadable segments,
//! relocations of four kinds, symbols to look up, no initializers, no thread-local storage,
//! only the C library and its math functions as dependencies. Each load is a private copy with
//! its own variables, as each CUDA module is. The memory is asked for in huge pages where the
//! system allows it, which makes the copy cheap.
//!
//! What the system loader would have given and this does not: debuggers and profilers do not
//! see the kernels' symbols.

use std::collections::HashMap;
use std::ffi::{CString, c_void};

use object::elf::{DT_INIT, DT_INIT_ARRAY, DT_NEEDED, PF_W, PF_X, PT_LOAD, PT_TLS, R_X86_64_64, R_X86_64_GLOB_DAT, R_X86_64_JUMP_SLOT, R_X86_64_RELATIVE};
use object::read::elf::{Dyn, ElfFile64, FileHeader, ProgramHeader};
use object::{LittleEndian, Object, ObjectSymbol, ObjectSymbolTable, RelocationFlags, RelocationTarget};

const PAGE: usize = 4096;
const HUGE_PAGE: usize = 2 << 20;

type Header = object::elf::ProgramHeader64<LittleEndian>;

/// A mapped object: its memory and its exported symbols.
pub struct Loaded {
    /// The whole anonymous mapping, unmapped on drop.
    mapping: *mut c_void,
    mapping_len: usize,
    /// Where the object's address 0 is, inside the mapping.
    base: *mut u8,
    /// Defined dynamic symbols: address, size, and whether it is a variable.
    symbols: HashMap<String, (usize, u64, bool)>,
    /// The libraries its symbols were resolved in, open while it is.
    _libraries: Vec<Library>,
}

// SAFETY: the mapping is owned and only unmapped on drop; its code and data are used by
// kernels under the executor's own synchronization.
unsafe impl Send for Loaded {}
// SAFETY: shared references only read `Loaded`, which is never changed after loading; the
// code and data in the mapping are used by kernels under the executor's synchronization.
unsafe impl Sync for Loaded {}

impl Loaded {
    /// Maps `bytes`, an x86-64 shared object, and relocates it.
    pub fn load(bytes: &[u8]) -> Result<Loaded, String> {
        let file = ElfFile64::<LittleEndian>::parse(bytes).map_err(|e| format!("not an ELF object: {e}"))?;
        let endian = file.endian();
        let headers = file.elf_program_headers();
        if headers.iter().any(|p| p.p_type(endian) == PT_TLS) {
            return Err("the object uses thread-local storage".into());
        }
        let segments: Vec<&Header> = headers.iter().filter(|p| p.p_type(endian) == PT_LOAD).collect();
        let end = segments.iter().map(|p| p.p_vaddr(endian).saturating_add(p.p_memsz(endian))).max().ok_or("the object has nothing to load")?;
        let span = usize::try_from(end).map_err(|_| "the object is too large")?.div_ceil(PAGE) * PAGE;
        let mut loaded = Loaded::reserve(span)?;
        for segment in &segments {
            let (offset, size, at) = (segment.p_offset(endian) as usize, segment.p_filesz(endian) as usize, segment.p_vaddr(endian) as usize);
            let source = offset.checked_add(size).and_then(|e| bytes.get(offset..e)).ok_or("a segment lies outside the file")?;
            if segment.p_memsz(endian) < segment.p_filesz(endian) {
                return Err("a segment is smaller in memory than in the file".into());
            }
            // SAFETY: `at + size` is at most the largest segment end, within the mapping.
            unsafe { std::ptr::copy_nonoverlapping(source.as_ptr(), loaded.base.add(at), size) };
        }
        loaded._libraries = needed_libraries(&file)?;
        loaded.relocate(&file, span, &loaded._libraries)?;
        loaded.protect(&segments, endian)?;
        for symbol in file.dynamic_symbols().filter(|s| s.is_definition()) {
            if let Ok(name) = symbol.name() {
                let variable = symbol.kind() == object::SymbolKind::Data;
                loaded.symbols.insert(name.to_string(), (loaded.base as usize + symbol.address() as usize, symbol.size(), variable));
            }
        }
        Ok(loaded)
    }

    /// A fresh mapping of `span` usable bytes, starting at a huge-page boundary so that the
    /// system can back it with huge pages.
    fn reserve(span: usize) -> Result<Loaded, String> {
        let mapping_len = span + HUGE_PAGE;
        // SAFETY: a private anonymous mapping at an address the system picks replaces nothing
        // that exists; every argument is a plain value.
        let mapping =
            unsafe { libc::mmap(std::ptr::null_mut(), mapping_len, libc::PROT_READ | libc::PROT_WRITE, libc::MAP_PRIVATE | libc::MAP_ANONYMOUS, -1, 0) };
        if mapping == libc::MAP_FAILED {
            return Err(format!("cannot map {span} bytes: {}", std::io::Error::last_os_error()));
        }
        let base = (mapping as usize).next_multiple_of(HUGE_PAGE) as *mut u8;
        // SAFETY: inside the mapping just made; the advice only changes how it is backed.
        unsafe { libc::madvise(base.cast(), span, libc::MADV_HUGEPAGE) };
        Ok(Loaded { mapping, mapping_len, base, symbols: HashMap::new(), _libraries: Vec::new() })
    }

    /// Applies the dynamic relocations: relative ones, and symbols from the object itself or
    /// from the libraries it needs.
    fn relocate(&self, file: &ElfFile64<LittleEndian>, span: usize, libraries: &[Library]) -> Result<(), String> {
        let symbols = file.dynamic_symbol_table().ok_or("the object has no dynamic symbols")?;
        for (offset, relocation) in file.dynamic_relocations().into_iter().flatten() {
            let RelocationFlags::Elf { r_type } = relocation.flags() else { return Err("a relocation that is not ELF's".into()) };
            let place = usize::try_from(offset).ok().filter(|o| o.checked_add(8).is_some_and(|end| end <= span)).ok_or("a relocation outside the object")?;
            let addend = relocation.addend();
            let symbol = || -> Result<u64, String> {
                let RelocationTarget::Symbol(index) = relocation.target() else { return Err("a symbol relocation without a symbol".into()) };
                let symbol = symbols.symbol_by_index(index).map_err(|e| e.to_string())?;
                if symbol.is_definition() {
                    return Ok(self.base as u64 + symbol.address());
                }
                let name = symbol.name().map_err(|e| e.to_string())?;
                resolve(name.as_bytes(), libraries).ok_or_else(|| format!("the object needs `{name}`, which no library it names defines"))
            };
            let value = match r_type {
                R_X86_64_RELATIVE => (self.base as u64).wrapping_add_signed(addend),
                R_X86_64_64 => symbol()?.wrapping_add_signed(addend),
                R_X86_64_GLOB_DAT | R_X86_64_JUMP_SLOT => symbol()?,
                other => return Err(format!("relocation type {other} is not one rocuda's compiler emits")),
            };
            // SAFETY: checked to be inside the mapping; relocation places need no alignment.
            unsafe { self.base.add(place).cast::<u64>().write_unaligned(value) };
        }
        Ok(())
    }

    /// Gives each page the access its segments ask for: code read and execute, data read and
    /// write, the rest read only.
    fn protect(&self, segments: &[&Header], endian: LittleEndian) -> Result<(), String> {
        let mut pages: Vec<(usize, usize, i32)> = Vec::new();
        for segment in segments {
            let start = segment.p_vaddr(endian) as usize / PAGE * PAGE;
            let end = (segment.p_vaddr(endian) + segment.p_memsz(endian)) as usize;
            let flags = segment.p_flags(endian);
            let mut protection = libc::PROT_READ;
            if flags.0 & PF_W.0 != 0 {
                protection |= libc::PROT_WRITE;
            }
            if flags.0 & PF_X.0 != 0 {
                protection |= libc::PROT_EXEC;
            }
            pages.push((start, end.div_ceil(PAGE) * PAGE, protection));
        }
        for (start, end, protection) in &pages {
            // Where two segments share a page, it gets both's access.
            let shared = pages.iter().filter(|(s, e, _)| s < end && start < e).fold(*protection, |p, (_, _, other)| p | other);
            // SAFETY: `start..end` are whole pages of the object's segments, which lie within
            // the `span` bytes from `base` that `reserve` mapped; only their protection
            // changes, and nothing runs from them before this returns.
            if unsafe { libc::mprotect(self.base.add(*start).cast(), end - start, shared) } != 0 {
                return Err(format!("cannot protect the object's pages: {}", std::io::Error::last_os_error()));
            }
        }
        Ok(())
    }

    /// The address and size of the defined symbol `name`.
    pub fn symbol(&self, name: &str) -> Option<(*mut c_void, u64)> {
        self.symbols.get(name).map(|(address, size, _)| (*address as *mut c_void, *size))
    }

    /// Every defined variable: name, address, size.
    pub fn variables(&self) -> impl Iterator<Item = (&str, usize, u64)> {
        self.symbols.iter().filter(|(_, (_, _, variable))| *variable).map(|(name, (address, size, _))| (name.as_str(), *address, *size))
    }
}

impl Drop for Loaded {
    fn drop(&mut self) {
        // SAFETY: the mapping made in `reserve`; no kernel of the module runs any more.
        unsafe { libc::munmap(self.mapping, self.mapping_len) };
    }
}

/// A library an object needs, opened by the system's loader (they are system libraries).
struct Library(*mut c_void);

impl Drop for Library {
    fn drop(&mut self) {
        // SAFETY: a handle from dlopen; symbols taken from it stay valid, since the process
        // keeps the C library and its math library loaded.
        unsafe { libc::dlclose(self.0) };
    }
}

/// Opens the libraries the object names (`DT_NEEDED`), and refuses objects with
/// initializers, which rocuda's compiler never makes.
fn needed_libraries(file: &ElfFile64<LittleEndian>) -> Result<Vec<Library>, String> {
    let endian = file.endian();
    let data = file.data();
    let sections = file.elf_header().sections(endian, data).map_err(|e| e.to_string())?;
    let Some((entries, link)) = sections.dynamic(endian, data).map_err(|e| e.to_string())? else { return Ok(Vec::new()) };
    let strings = sections.strings(endian, data, link).map_err(|e| e.to_string())?;
    let mut libraries = Vec::new();
    for entry in entries {
        let tag = entry.tag(endian);
        if tag == DT_INIT || tag == DT_INIT_ARRAY {
            return Err("the object has initializers".into());
        }
        if tag == DT_NEEDED {
            let name = entry.string(endian, strings).map_err(|e| e.to_string())?;
            let name = CString::new(name).map_err(|e| e.to_string())?;
            // SAFETY: a system library by name (libm, libc), loaded without running ours.
            let handle = unsafe { libc::dlopen(name.as_ptr(), libc::RTLD_NOW | libc::RTLD_LOCAL) };
            if handle.is_null() {
                return Err(format!("cannot open {}, which the object needs", name.to_string_lossy()));
            }
            libraries.push(Library(handle));
        }
    }
    Ok(libraries)
}

/// A function or variable of a needed library.
fn resolve(name: &[u8], libraries: &[Library]) -> Option<u64> {
    let name = CString::new(name).ok()?;
    libraries
        .iter()
        .map(|l| l.0)
        .chain([libc::RTLD_DEFAULT])
        // SAFETY: a live handle (or the default scope) and a NUL-terminated name.
        .map(|handle| unsafe { libc::dlsym(handle, name.as_ptr()) })
        .find(|address| !address.is_null())
        .map(|address| address as u64)
}
