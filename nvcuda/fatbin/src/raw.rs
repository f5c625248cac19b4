//! Images behind a bare pointer, measured from their own headers.
//!
//! `cuModuleLoadData` and the runtime's registration calls hand the driver a pointer and no
//! length. What it points at says how long it is: a fat binary header declares its size, an
//! ELF file's extent is the furthest of its header tables and of the sections and segments
//! they list, PTX text ends at its NUL, and a `__fatBinC_Wrapper_t` points at a fat binary
//! (and, in version 2, at a null-terminated list of prelinked ones). This is the crate's only
//! unsafe code; everything after it is [`parse`](crate::parse) on a slice.

use std::ffi::CStr;

use crate::container::{FATBIN_MAGIC, container_len};
use crate::elf::ELF_MAGIC;
use crate::error::{Error, u16_at, u32_at, u64_at};

/// `__fatBinC_Wrapper_t`'s magic (`FATBINC_MAGIC` in CUDA's `fatbinary_section.h`).
pub const WRAPPER_MAGIC: u32 = 0x4662_43B1;
/// `{ int magic; int version; const unsigned long long *data; void *filename_or_fatbins; }`
/// on a 64-bit host.
const WRAPPER_LEN: usize = 24;

/// A bound on what a header may declare, far above any real image: a corrupt size fails
/// here instead of producing a slice over unmapped memory.
const MAX_IMAGE_LEN: u64 = 1 << 40;
/// A bound on a version-2 wrapper's list of prelinked fat binaries.
const MAX_PRELINKED: usize = 1 << 16;
/// A bound on an ELF file's section count (extended numbering can declare 2^64).
const MAX_SECTIONS: u64 = 1 << 24;

const ELF64_HEADER_LEN: usize = 64;
const ELF64_PROGRAM_HEADER_LEN: u16 = 56;
const ELF64_SECTION_HEADER_LEN: u16 = 64;
const SHT_NOBITS: u32 = 8;

/// The bytes of an image found behind a pointer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RawImage<'a> {
    /// A fat binary container, an ELF file, or PTX text (without its NUL): give it to
    /// [`parse`](crate::parse).
    pub image: &'a [u8],
    /// For a version-2 wrapper, the prelinked fat binaries it lists (relocatable code from
    /// `-rdc=true` builds, where the PTX is); empty otherwise.
    pub prelinked: Vec<&'a [u8]>,
    /// `image` is PTX text measured up to its NUL.
    text: bool,
}

impl<'a> RawImage<'a> {
    /// The image parsed, as [`parse`](crate::parse) does, without searching PTX text for its
    /// NUL a second time.
    pub fn parse(&self) -> Result<crate::Image<'a>, Error> {
        match self.text && !self.image.is_empty() {
            true => crate::text::parse_text(self.image),
            false => crate::parse(self.image),
        }
    }
}

/// Reads `len` bytes at an offset from the start of one image.
type Read<'r, 'a> = &'r dyn Fn(usize, usize) -> &'a [u8];

/// The image at `ptr`, measured: a `__fatBinC_Wrapper_t` (followed to the fat binary it points
/// at), a fat binary header, an ELF file, or NUL-terminated PTX text.
///
/// # Safety
/// `ptr` must be null or point at one of those four, intact and readable for `'a`: every byte
/// its headers declare (and, for a wrapper, every fat binary it points at) must be readable.
/// This is the promise a caller of `cuModuleLoadData` makes; nothing beyond what the image
/// declares is read, and declared sizes are checked for overflow and bounded, but a pointer
/// to anything else (or a truncated image) reads memory it should not.
pub unsafe fn image_from_ptr<'a>(ptr: *const u8) -> Result<RawImage<'a>, Error> {
    let bytes_at = |base: *const u8, offset: usize, len: usize| -> &'a [u8] {
        // SAFETY: by the caller's promise, `base` (the image, or a fat binary its wrapper points
        // at) is readable for everything its headers declare; `measure` and the wrapper code
        // below only ask for header fields and tables at the offsets those headers give, after
        // checking the arithmetic, and then for the measured length.
        unsafe { std::slice::from_raw_parts(base.add(offset), len) }
    };
    let text_len = |base: *const u8| {
        // SAFETY: by the caller's promise, an image that is not a wrapper, a fat binary or an
        // ELF file is PTX text ending in a NUL.
        unsafe { CStr::from_ptr(base.cast()) }.to_bytes().len()
    };
    if ptr.is_null() {
        return Err(Error::NullPointer { what: "the image" });
    }
    let (head, head_len) = leading_bytes(&|offset, len| bytes_at(ptr, offset, len));
    if head_len == 4 && u32::from_le_bytes(head) == WRAPPER_MAGIC {
        let wrapper = bytes_at(ptr, 0, WRAPPER_LEN);
        let what = "fat binary wrapper";
        let version = u32_at(wrapper, 4);
        if !(1..=2).contains(&version) {
            return Err(Error::UnsupportedVersion { what, offset: 0, version });
        }
        let binary = |at: *const u8, what: &'static str| -> Result<&'a [u8], Error> {
            if at.is_null() {
                return Err(Error::NullPointer { what });
            }
            match measure(&|offset, len| bytes_at(at, offset, len))? {
                Some(len) => Ok(bytes_at(at, 0, len)),
                None => Err(Error::BadMagic { what, offset: 0, found: u32::from_le_bytes(leading_bytes(&|o, l| bytes_at(at, o, l)).0) }),
            }
        };
        let image = binary(pointer_at(wrapper, 8), "the fat binary a wrapper points at")?;
        let mut prelinked = Vec::new();
        let list = pointer_at(wrapper, 16);
        // In version 1 the second pointer is an unused file name.
        if version == 2 && !list.is_null() {
            for index in 0.. {
                if index == MAX_PRELINKED {
                    let (size, limit) = (MAX_PRELINKED as u64 + 1, MAX_PRELINKED as u64);
                    return Err(Error::TooLarge { what: "the wrapper's list of prelinked fat binaries", offset: 0, size, limit });
                }
                let at = pointer_at(bytes_at(list, index * 8, 8), 0);
                if at.is_null() {
                    break;
                }
                prelinked.push(binary(at, "a prelinked fat binary a wrapper points at")?);
            }
        }
        return Ok(RawImage { image, prelinked, text: false });
    }
    let (len, text) = match measure(&|offset, len| bytes_at(ptr, offset, len))? {
        Some(len) => (len, false),
        None => (text_len(ptr), true),
    };
    Ok(RawImage { image: bytes_at(ptr, 0, len), prelinked: Vec::new(), text })
}

/// Up to four leading bytes and how many there are: fewer when a NUL comes first, so that
/// short PTX text is never read past its end.
fn leading_bytes(read: Read<'_, '_>) -> ([u8; 4], usize) {
    let mut head = [0; 4];
    for (index, byte) in head.iter_mut().enumerate() {
        *byte = read(index, 1)[0];
        if *byte == 0 {
            return (head, index);
        }
    }
    (head, 4)
}

/// A pointer stored at `at` in `bytes` (little-endian, 64-bit).
fn pointer_at(bytes: &[u8], at: usize) -> *const u8 {
    // Pointer-sized on the 64-bit hosts CUDA supports: a value that does not fit cannot be
    // an address, and null makes the caller stop.
    usize::try_from(u64_at(bytes, at)).unwrap_or(0) as *const u8
}

/// The length of the fat binary container or ELF file `read` reads; `None` for anything else
/// (PTX text, measured by its NUL).
fn measure(read: Read<'_, '_>) -> Result<Option<usize>, Error> {
    let (head, head_len) = leading_bytes(read);
    if head_len < 4 {
        return Ok(None);
    }
    let len = match u32::from_le_bytes(head) {
        FATBIN_MAGIC => container_len(read(0, 16), 0)? as u64,
        ELF_MAGIC => elf_len(read)?,
        _ => return Ok(None),
    };
    if len > MAX_IMAGE_LEN {
        return Err(Error::TooLarge { what: "the image", offset: 0, size: len, limit: MAX_IMAGE_LEN });
    }
    Ok(Some(len as usize))
}

/// The extent of an ELF file: the end of its header, its two header tables, and every segment
/// and section with file contents, whichever is furthest.
fn elf_len(read: Read<'_, '_>) -> Result<u64, Error> {
    let ident = read(0, 16);
    if ident[4] != 2 || ident[5] != 1 {
        return Err(Error::Elf { reason: "an ELF image behind a pointer must be 64-bit little-endian".into() });
    }
    let header = read(0, ELF64_HEADER_LEN);
    let mut end = u64::from(u16_at(header, 0x34)).max(ELF64_HEADER_LEN as u64);
    let overflow = |what| Error::Overflow { what, offset: 0 };

    let (phoff, phentsize, phnum) = (u64_at(header, 0x20), u16_at(header, 0x36), u16_at(header, 0x38));
    if phnum != 0 {
        let what = "ELF program header table";
        let entries = table(phoff, phentsize, phnum.into(), ELF64_PROGRAM_HEADER_LEN, what)?;
        for at in entries.starts {
            let segment = read(to_usize(at, what)?, ELF64_PROGRAM_HEADER_LEN.into());
            end = end.max(u64_at(segment, 8).checked_add(u64_at(segment, 32)).ok_or(overflow("ELF program header"))?);
        }
        end = end.max(entries.end);
    }

    let (shoff, shentsize) = (u64_at(header, 0x28), u16_at(header, 0x3a));
    if shoff != 0 {
        let what = "ELF section header table";
        let mut shnum = u64::from(u16_at(header, 0x3c));
        if shnum == 0 {
            // Extended numbering: the count is the first section header's size field.
            if shoff > MAX_IMAGE_LEN {
                return Err(Error::TooLarge { what, offset: 0x28, size: shoff, limit: MAX_IMAGE_LEN });
            }
            shnum = u64_at(read(to_usize(shoff, what)?, ELF64_SECTION_HEADER_LEN.into()), 32);
        }
        if shnum > MAX_SECTIONS {
            return Err(Error::TooLarge { what: "ELF section count", offset: 0x3c, size: shnum, limit: MAX_SECTIONS });
        }
        let entries = table(shoff, shentsize, shnum, ELF64_SECTION_HEADER_LEN, what)?;
        for at in entries.starts {
            let section = read(to_usize(at, what)?, ELF64_SECTION_HEADER_LEN.into());
            if u32_at(section, 4) != SHT_NOBITS {
                end = end.max(u64_at(section, 24).checked_add(u64_at(section, 32)).ok_or(overflow("ELF section header"))?);
            }
        }
        end = end.max(entries.end);
    }
    Ok(end)
}

/// Where each entry of an ELF header table starts, and where the table ends.
struct Table<I> {
    starts: I,
    end: u64,
}

/// The table of `count` entries of `entry_len` bytes at `offset`, checked to end within
/// [`MAX_IMAGE_LEN`] before any entry is read.
fn table(offset: u64, entry_len: u16, count: u64, minimum: u16, what: &'static str) -> Result<Table<impl Iterator<Item = u64>>, Error> {
    if entry_len < minimum {
        return Err(Error::BadHeaderSize { what, offset: 0, size: entry_len.into(), minimum: minimum.into() });
    }
    let end = count.checked_mul(entry_len.into()).and_then(|len| len.checked_add(offset)).ok_or(Error::Overflow { what, offset: 0 })?;
    if end > MAX_IMAGE_LEN {
        return Err(Error::TooLarge { what, offset: 0, size: end, limit: MAX_IMAGE_LEN });
    }
    // Every start is below `end`, which did not overflow.
    let starts = (0..count).map(move |index| offset + index * u64::from(entry_len));
    Ok(Table { starts, end })
}

fn to_usize(value: u64, what: &'static str) -> Result<usize, Error> {
    usize::try_from(value).map_err(|_| Error::Overflow { what, offset: 0 })
}
