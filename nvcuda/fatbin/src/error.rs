//! The one error type: what is wrong with an image, and where.
//!
//! The driver answers every one of these with `CUDA_ERROR_INVALID_IMAGE`; the message is for
//! the log line that says why, so each variant carries the byte offset (within the bytes given
//! to [`parse`](crate::parse)) of the structure at fault.

use std::fmt;

use crate::{Compression, EntryKind};

#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// No bytes at all.
    Empty,
    /// `what` starts at `offset` but needs `needed` bytes where only `available` remain.
    Truncated { what: &'static str, offset: usize, needed: u64, available: u64 },
    /// The four bytes at `offset` are not the magic number `what` starts with.
    BadMagic { what: &'static str, offset: usize, found: u32 },
    /// A version of `what` this crate has never seen.
    UnsupportedVersion { what: &'static str, offset: usize, version: u32 },
    /// `what` declares a header size smaller than its own fixed fields.
    BadHeaderSize { what: &'static str, offset: usize, size: u64, minimum: u64 },
    /// Sizes or offsets in `what` add up past what a 64-bit number holds.
    Overflow { what: &'static str, offset: usize },
    /// The entry at `offset` has compression flags this crate cannot decode.
    UnknownCompression { offset: usize, flags: u64 },
    /// The compressed payload of the entry at `offset` does not decode.
    Decompression { offset: usize, compression: Compression, reason: String },
    /// `what` at `offset` would be `size` bytes, more than the `limit` this crate accepts.
    TooLarge { what: &'static str, offset: usize, size: u64, limit: u64 },
    /// The PTX of the entry at `offset` is not UTF-8 from byte `position` of its text on.
    Utf8 { offset: usize, position: usize },
    /// PTX text was asked of the entry at `offset`, which holds something else.
    NotPtx { offset: usize, kind: EntryKind },
    /// An ELF file that is neither a CUDA cubin nor a host file with a fat binary section.
    NoFatbinSection,
    /// The ELF file is malformed (the reason is the ELF reader's).
    Elf { reason: String },
    /// A `__fatBinC_Wrapper_t` was given as bytes: it holds pointers, which only
    /// [`image_from_ptr`](crate::image_from_ptr) can follow.
    WrapperAsBytes,
    /// A pointer that must not be null was.
    NullPointer { what: &'static str },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Empty => write!(f, "the image is empty"),
            Error::Truncated { what, offset, needed, available } => {
                write!(f, "{what} at offset {offset:#x} is truncated: it needs {needed} bytes, {available} remain")
            }
            Error::BadMagic { what, offset, found } => {
                write!(f, "{what} at offset {offset:#x} has the wrong magic number {found:#010x}")
            }
            Error::UnsupportedVersion { what, offset, version } => {
                write!(f, "{what} at offset {offset:#x} has version {version:#x}, which is not supported")
            }
            Error::BadHeaderSize { what, offset, size, minimum } => {
                write!(f, "{what} at offset {offset:#x} declares a header of {size} bytes, less than its {minimum} bytes of fields")
            }
            Error::Overflow { what, offset } => {
                write!(f, "the sizes in {what} at offset {offset:#x} overflow a 64-bit number")
            }
            Error::UnknownCompression { offset, flags } => write!(
                f,
                "the fat binary entry at offset {offset:#x} has compression flags {:#x} (flags {flags:#x}), \
                 which are neither LZ4 nor Zstd",
                flags & crate::container::COMPRESSION_FLAGS
            ),
            Error::Decompression { offset, compression, reason } => {
                write!(f, "the {compression} payload of the fat binary entry at offset {offset:#x} does not decode: {reason}")
            }
            Error::TooLarge { what, offset, size, limit } => {
                write!(f, "{what} at offset {offset:#x} would be {size} bytes, more than the limit of {limit}")
            }
            Error::Utf8 { offset, position } => {
                write!(f, "the PTX of the entry at offset {offset:#x} is not UTF-8 (from byte {position} of the text)")
            }
            Error::NotPtx { offset, kind } => {
                write!(f, "the fat binary entry at offset {offset:#x} holds {kind}, not PTX")
            }
            Error::NoFatbinSection => write!(f, "the ELF file is not a CUDA cubin and has no fat binary section (.nv_fatbin or __nv_relfatbin)"),
            Error::Elf { reason } => write!(f, "the ELF file is malformed: {reason}"),
            Error::WrapperAsBytes => write!(f, "the image is a fat binary wrapper (__fatBinC_Wrapper_t), whose pointers cannot be followed in bytes"),
            Error::NullPointer { what } => write!(f, "{what} is a null pointer"),
        }
    }
}

impl std::error::Error for Error {}

/// `len` bytes of `bytes` from `at`, or [`Error::Truncated`] naming `what` at `offset`
/// (`at` plus where `bytes` starts in the whole input).
pub(crate) fn take<'a>(bytes: &'a [u8], at: usize, len: u64, what: &'static str, base: usize) -> Result<&'a [u8], Error> {
    let available = bytes.len().saturating_sub(at);
    match usize::try_from(len) {
        Ok(wanted) if at <= bytes.len() && wanted <= available => Ok(&bytes[at..at + wanted]),
        _ => Err(Error::Truncated { what, offset: base.saturating_add(at), needed: len, available: available as u64 }),
    }
}

/// Little-endian fields of a header that was already checked to be long enough.
pub(crate) fn u16_at(bytes: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([bytes[at], bytes[at + 1]])
}

pub(crate) fn u32_at(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
}

pub(crate) fn u64_at(bytes: &[u8], at: usize) -> u64 {
    let mut field = [0; 8];
    field.copy_from_slice(&bytes[at..at + 8]);
    u64::from_le_bytes(field)
}

/// The magic number in the first four bytes, if there are four.
pub(crate) fn magic(bytes: &[u8]) -> Option<u32> {
    (bytes.len() >= 4).then(|| u32_at(bytes, 0))
}
