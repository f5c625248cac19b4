//! Images measured from a bare pointer, as `cuModuleLoadData` and the runtime's registration
//! hand them over: every nvcc-built kind measures to its file's length, wrappers are followed,
//! and declared sizes that cannot be real are refused before anything past the header is read.

mod common;

use std::ffi::c_void;
use std::ptr;

use common::{kernel, nvcc, scratch, toolkit_lib};
use rocuda_fatbin::{Error, Format, RawImage, WRAPPER_MAGIC, image_from_ptr, parse};

/// `__fatBinC_Wrapper_t` on a 64-bit host.
#[repr(C)]
struct Wrapper {
    magic: u32,
    version: u32,
    data: *const u8,
    filename_or_fatbins: *const c_void,
}

fn measure(bytes: &[u8]) -> Result<RawImage<'_>, Error> {
    // SAFETY: `bytes` is a whole image of one of the kinds the function reads (or a header
    // whose declared sizes the function refuses before reading on).
    unsafe { image_from_ptr(bytes.as_ptr()) }
}

fn wrapper(version: u32, data: *const u8, list: *const c_void) -> Wrapper {
    Wrapper { magic: WRAPPER_MAGIC, version, data, filename_or_fatbins: list }
}

fn measure_wrapper(wrapper: &Wrapper) -> Result<RawImage<'_>, Error> {
    // SAFETY: the wrapper is intact and points at intact images (or at null).
    unsafe { image_from_ptr(ptr::from_ref(wrapper).cast()) }
}

#[test]
fn nvcc_built_files_measure_to_their_length() {
    let dir = scratch("pointer");
    let source = kernel("arches.cu");
    let source = source.to_str().unwrap();
    let gencode = ["-gencode", "arch=compute_75,code=compute_75", "-gencode", "arch=compute_80,code=sm_80"];
    let lib = format!("-L{}", toolkit_lib().display());
    let files = [
        (nvcc(&dir, "k.fatbin", &[&["--fatbin", source][..], &gencode].concat()), Format::Fatbin),
        (nvcc(&dir, "k.o", &[&["-c", source][..], &gencode].concat()), Format::HostElf),
        (nvcc(&dir, "k.cubin", &["--cubin", "-arch=sm_80", source]), Format::Cubin),
        (nvcc(&dir, "program", &[&[source, kernel("main.cu").to_str().unwrap(), &lib][..], &gencode].concat()), Format::HostElf),
        (nvcc(&dir, "k.ptx", &["--ptx", "-arch=compute_80", source]), Format::PtxText),
    ];
    for (file, format) in files {
        let mut bytes = std::fs::read(&file).unwrap();
        let len = bytes.len();
        // What lies after an image is not the image's: a NUL (PTX's end), then bytes that
        // would be misread as more of it.
        bytes.extend(b"\0\x50\xed\x55\xba more");
        let raw = measure(&bytes).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        assert_eq!(raw.image.len(), len, "{}", file.display());
        assert!(raw.prelinked.is_empty());
        assert_eq!(parse(raw.image).unwrap().format, format, "{}", file.display());
        assert_eq!(raw.parse(), parse(raw.image), "{}: parsed from the pointer", file.display());
    }
}

#[test]
fn short_text_is_not_read_past_its_nul() {
    for text in [&b"\0"[..], b"a\0", b"ab\0", b"abc\0", b"abcd\0"] {
        assert_eq!(measure(text).unwrap().image, &text[..text.len() - 1]);
    }
}

#[test]
fn null_pointers() {
    assert_eq!(
        // SAFETY: null is allowed.
        unsafe { image_from_ptr(ptr::null()) },
        Err(Error::NullPointer { what: "the image" })
    );
    let fatbin = container(&[]);
    let null_data = wrapper(1, ptr::null(), ptr::null());
    assert_eq!(measure_wrapper(&null_data), Err(Error::NullPointer { what: "the fat binary a wrapper points at" }));
    let fine = wrapper(2, fatbin.as_ptr(), ptr::null());
    assert_eq!(measure_wrapper(&fine).unwrap().image, &fatbin[..]);
}

/// A container header (declaring `entries_len` bytes) and that many zero bytes of entries
/// are not needed for measuring: only the header is read.
fn container_header(entries_len: u64) -> Vec<u8> {
    let mut out = 0xBA55_ED50u32.to_le_bytes().to_vec();
    out.extend(1u16.to_le_bytes());
    out.extend(16u16.to_le_bytes());
    out.extend(entries_len.to_le_bytes());
    out
}

fn container(entries: &[u8]) -> Vec<u8> {
    let mut out = container_header(entries.len() as u64);
    out.extend(entries);
    out
}

#[test]
fn wrappers_lead_to_their_fat_binaries() {
    let main = container(&[]);
    let (first, second) = (container(&[]), container(&[]));
    // A version-1 wrapper's second pointer is a file name, never followed as a list.
    let file_name = b"k.cu\0";
    let v1 = wrapper(1, main.as_ptr(), file_name.as_ptr().cast());
    let raw = measure_wrapper(&v1).unwrap();
    assert_eq!((raw.image.as_ptr(), raw.image.len()), (main.as_ptr(), 16));
    assert!(raw.prelinked.is_empty());

    let list = [first.as_ptr(), second.as_ptr(), ptr::null()];
    let v2 = wrapper(2, main.as_ptr(), list.as_ptr().cast());
    let raw = measure_wrapper(&v2).unwrap();
    let prelinked: Vec<_> = raw.prelinked.iter().map(|p| p.as_ptr()).collect();
    assert_eq!(prelinked, [first.as_ptr(), second.as_ptr()]);
}

#[test]
fn wrappers_that_are_wrong() {
    let main = container(&[]);
    let bad_version = wrapper(3, main.as_ptr(), ptr::null());
    assert!(matches!(measure_wrapper(&bad_version), Err(Error::UnsupportedVersion { version: 3, .. })));
    let text = b".version 9.0\0";
    let at_text = wrapper(1, text.as_ptr(), ptr::null());
    assert!(matches!(measure_wrapper(&at_text), Err(Error::BadMagic { .. })));
    let list = [text.as_ptr(), ptr::null()];
    let text_in_list = wrapper(2, main.as_ptr(), list.as_ptr().cast());
    assert!(matches!(measure_wrapper(&text_in_list), Err(Error::BadMagic { .. })));
}

#[test]
fn impossible_declared_sizes_are_refused_from_the_header() {
    // Only the 16-byte header exists: the declared entries are never read.
    assert!(matches!(measure(&container_header(1 << 50)), Err(Error::TooLarge { .. })));
    assert!(matches!(measure(&container_header(u64::MAX)), Err(Error::Overflow { .. })));

    let mut elf = vec![0; 64];
    elf[..8].copy_from_slice(b"\x7fELF\x02\x01\x01\x00");
    elf[52] = 64; // e_ehsize
    elf[58] = 64; // e_shentsize
    elf[60] = 2; // e_shnum
    elf[40..48].copy_from_slice(&(1u64 << 60).to_le_bytes()); // e_shoff
    assert!(matches!(measure(&elf), Err(Error::TooLarge { .. })));
    elf[40..48].copy_from_slice(&(u64::MAX - 8).to_le_bytes());
    assert!(matches!(measure(&elf), Err(Error::Overflow { .. })));
    elf[40..48].copy_from_slice(&0u64.to_le_bytes());
    assert_eq!(measure(&elf).unwrap().image.len(), 64);

    let mut elf32 = elf.clone();
    elf32[4] = 1;
    assert!(matches!(measure(&elf32), Err(Error::Elf { .. })));
}
