//! Fat binary containers (magic `0xBA55ED50`) and the entries inside them.
//!
//! A container is a 16-byte header followed by entries laid end to end; each entry is its own
//! header (64 bytes of fixed fields, then optional strings), then its payload padded to a
//! multiple of 8 bytes. Several containers may follow one another, as they do in a host
//! program's `.nv_fatbin` section, one per translation unit. The field layout, and where each
//! fact comes from, is in the crate's README.

use std::borrow::Cow;
use std::fmt;

use crate::error::{Error, take, u16_at, u32_at, u64_at};

pub const FATBIN_MAGIC: u32 = 0xBA55_ED50;
/// The only container version nvcc has written.
const CONTAINER_VERSION: u16 = 1;
pub(crate) const CONTAINER_HEADER_LEN: usize = 16;

/// The only entry-header version nvcc has written.
const ENTRY_VERSION: u16 = 0x0101;
const ENTRY_HEADER_LEN: usize = 64;

const KIND_PTX: u16 = 0x1;
const KIND_ELF: u16 = 0x2;
const KIND_NVVM: u16 = 0x8;

const FLAG_COMPRESSED_OLD: u64 = 0x1000;
const FLAG_LZ4: u64 = 0x2000;
const FLAG_ZSTD: u64 = 0x8000;
pub(crate) const COMPRESSION_FLAGS: u64 = FLAG_COMPRESSED_OLD | FLAG_LZ4 | FLAG_ZSTD;
const FLAG_ARCH_SPECIFIC: u64 = 0x10_0000;
const FLAG_FAMILY_SPECIFIC: u64 = 0x20_0000;

/// What an entry holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EntryKind {
    /// PTX text: what rocuda compiles.
    Ptx,
    /// A cubin: an ELF file of NVIDIA machine code (SASS), useless on an AMD GPU.
    Elf,
    /// NVVM IR for link-time optimisation (`-gencode ...,code=lto_XX`).
    Nvvm,
    /// A kind this crate does not know, with its number.
    Other(u16),
}

impl fmt::Display for EntryKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EntryKind::Ptx => write!(f, "PTX"),
            EntryKind::Elf => write!(f, "machine code (cubin)"),
            EntryKind::Nvvm => write!(f, "NVVM IR"),
            EntryKind::Other(kind) => write!(f, "an unknown kind of code ({kind:#x})"),
        }
    }
}

/// How an entry's payload is stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Compression {
    None,
    /// An LZ4 block (no frame), as `nvcc --compress-mode=speed` writes.
    Lz4,
    /// A Zstandard frame, as nvcc 13 writes by default.
    Zstd,
}

impl fmt::Display for Compression {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Compression::None => "uncompressed",
            Compression::Lz4 => "LZ4",
            Compression::Zstd => "Zstd",
        })
    }
}

/// The letter after an architecture number: `sm_90a` code runs only on compute capability
/// 9.0, `sm_100f` code on the 10.x family from 10.0 on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArchSuffix {
    None,
    ArchSpecific,
    FamilySpecific,
}

impl ArchSuffix {
    fn letter(self) -> &'static str {
        match self {
            ArchSuffix::None => "",
            ArchSuffix::ArchSpecific => "a",
            ArchSuffix::FamilySpecific => "f",
        }
    }
}

/// One piece of code in an image: a PTX text, a cubin, or another kind.
#[derive(Clone, PartialEq, Eq)]
pub struct Entry<'a> {
    pub kind: EntryKind,
    /// The architecture the code is for, as a number: 80 for `sm_80`/`compute_80`.
    pub arch: u32,
    pub arch_suffix: ArchSuffix,
    /// (major, minor): the PTX ISA version for PTX; the format's own version for other kinds;
    /// (0, 0) where the image does not say.
    pub code_version: (u16, u16),
    pub compression: Compression,
    /// The entry header's flag word, raw, for logs.
    pub flags: u64,
    /// The source file name nvcc records for debug builds (`-G`).
    pub name: Option<String>,
    /// The `ptxas` options recorded with PTX (and the NVVM options with NVVM IR).
    pub options: Option<String>,
    /// Where the entry's header starts in the bytes given to [`parse`](crate::parse).
    pub offset: usize,
    /// The payload's size once decompressed, as the header claims it.
    pub uncompressed_len: u64,
    payload: &'a [u8],
}

impl<'a> Entry<'a> {
    /// An entry that is a whole file: a cubin or PTX text given directly.
    pub(crate) fn whole_file(kind: EntryKind, arch: u32, arch_suffix: ArchSuffix, code_version: (u16, u16), payload: &'a [u8]) -> Self {
        Entry {
            kind,
            arch,
            arch_suffix,
            code_version,
            compression: Compression::None,
            flags: 0,
            name: None,
            options: None,
            offset: 0,
            uncompressed_len: payload.len() as u64,
            payload,
        }
    }

    /// The payload as stored (compressed or not).
    pub fn stored_payload(&self) -> &'a [u8] {
        self.payload
    }

    /// The payload, decompressed if it is compressed (at most [`MAX_DECOMPRESSED_LEN`]
    /// bytes, and exactly as many as the header claims).
    ///
    /// [`MAX_DECOMPRESSED_LEN`]: crate::MAX_DECOMPRESSED_LEN
    pub fn contents(&self) -> Result<Cow<'a, [u8]>, Error> {
        match self.compression {
            Compression::None => Ok(Cow::Borrowed(self.payload)),
            compression => crate::decompress::decompress(compression, self.payload, self.uncompressed_len, self.offset).map(Cow::Owned),
        }
    }

    /// The PTX's bytes, decompressed, without the NULs nvcc pads it with, not yet checked to
    /// be text: a caller that only hashes them (a compile cache) skips reading them twice.
    pub fn ptx_bytes(&self) -> Result<Cow<'a, [u8]>, Error> {
        if self.kind != EntryKind::Ptx {
            return Err(Error::NotPtx { offset: self.offset, kind: self.kind });
        }
        Ok(match self.contents()? {
            Cow::Borrowed(bytes) => Cow::Borrowed(trim_nuls(bytes)),
            Cow::Owned(mut bytes) => {
                bytes.truncate(trim_nuls(&bytes).len());
                Cow::Owned(bytes)
            }
        })
    }

    /// The PTX text, decompressed, without the NULs nvcc pads it with.
    pub fn ptx(&self) -> Result<Cow<'a, str>, Error> {
        let utf8_error = |position| Error::Utf8 { offset: self.offset, position };
        match self.ptx_bytes()? {
            Cow::Borrowed(bytes) => crate::utf8(bytes).map(Cow::Borrowed).map_err(utf8_error),
            Cow::Owned(bytes) => {
                crate::utf8(&bytes).map_err(utf8_error)?;
                // SAFETY: checked to be UTF-8 just above.
                Ok(Cow::Owned(unsafe { String::from_utf8_unchecked(bytes) }))
            }
        }
    }

    /// The architecture as nvcc spells it: `compute_80` for PTX, `sm_80` for machine code.
    pub fn arch_name(&self) -> String {
        let prefix = if self.kind == EntryKind::Ptx { "compute" } else { "sm" };
        format!("{prefix}_{}{}", self.arch, self.arch_suffix.letter())
    }
}

impl fmt::Display for Entry<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} for {} (entry at offset {:#x}, {}", self.kind, self.arch_name(), self.offset, self.compression)?;
        if self.compression != Compression::None {
            write!(f, ", {} bytes from {}", self.uncompressed_len, self.payload.len())?;
        }
        write!(f, ")")
    }
}

impl fmt::Debug for Entry<'_> {
    /// The fields without the payload's bytes, which would drown a test failure.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Entry")
            .field("kind", &self.kind)
            .field("arch", &self.arch_name())
            .field("code_version", &self.code_version)
            .field("compression", &self.compression)
            .field("flags", &format_args!("{:#x}", self.flags))
            .field("name", &self.name)
            .field("options", &self.options)
            .field("offset", &self.offset)
            .field("uncompressed_len", &self.uncompressed_len)
            .field("stored_len", &self.payload.len())
            .finish()
    }
}

fn trim_nuls(bytes: &[u8]) -> &[u8] {
    let end = bytes.iter().rposition(|&b| b != 0).map_or(0, |last| last + 1);
    &bytes[..end]
}

/// One fat binary container: the code of one translation unit (or one linked program).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Container<'a> {
    /// Where the container's header starts in the bytes given to [`parse`](crate::parse).
    pub offset: usize,
    pub entries: Vec<Entry<'a>>,
}

/// The length of the container whose 16-byte header is `header`: the header plus the
/// entries it declares. Used to measure a container from a bare pointer.
pub(crate) fn container_len(header: &[u8], offset: usize) -> Result<usize, Error> {
    let header = take(header, 0, CONTAINER_HEADER_LEN as u64, "fat binary header", offset)?;
    let (header_len, entries_len) = check_container_header(header, offset)?;
    let total = header_len.checked_add(entries_len).ok_or(Error::Overflow { what: "fat binary header", offset })?;
    usize::try_from(total).map_err(|_| Error::Overflow { what: "fat binary header", offset })
}

/// The header length and the entries' length a container header declares, once its magic
/// and version are checked.
fn check_container_header(header: &[u8], offset: usize) -> Result<(u64, u64), Error> {
    let what = "fat binary header";
    let magic = u32_at(header, 0);
    if magic != FATBIN_MAGIC {
        return Err(Error::BadMagic { what, offset, found: magic });
    }
    let version = u16_at(header, 4);
    if version != CONTAINER_VERSION {
        return Err(Error::UnsupportedVersion { what, offset, version: version.into() });
    }
    let header_len = u64::from(u16_at(header, 6));
    if header_len < CONTAINER_HEADER_LEN as u64 {
        return Err(Error::BadHeaderSize { what, offset, size: header_len, minimum: CONTAINER_HEADER_LEN as u64 });
    }
    Ok((header_len, u64_at(header, 8)))
}

/// Every container in `bytes`, one after another. Zero bytes between containers (alignment
/// padding in ELF sections) and after the last one are skipped. `base` is where `bytes`
/// starts in the whole input, for error offsets.
pub(crate) fn parse_containers(bytes: &[u8], base: usize) -> Result<Vec<Container<'_>>, Error> {
    let mut containers = Vec::new();
    let mut at = 0;
    loop {
        at += bytes[at..].iter().take_while(|&&b| b == 0).count();
        if at == bytes.len() {
            break;
        }
        let (container, len) = parse_container(&bytes[at..], base + at)?;
        containers.push(container);
        at += len;
    }
    if containers.is_empty() {
        // All zeros (or nothing): say what was expected.
        return Err(Error::Truncated { what: "fat binary header", offset: base, needed: CONTAINER_HEADER_LEN as u64, available: 0 });
    }
    Ok(containers)
}

/// The container at the start of `bytes` and its length.
fn parse_container(bytes: &[u8], offset: usize) -> Result<(Container<'_>, usize), Error> {
    let header = take(bytes, 0, CONTAINER_HEADER_LEN as u64, "fat binary header", offset)?;
    let (header_len, entries_len) = check_container_header(header, offset)?;
    let len = header_len.checked_add(entries_len).ok_or(Error::Overflow { what: "fat binary header", offset })?;
    let container = take(bytes, 0, len, "fat binary container", offset)?;
    // `len` fits in the input, so the header length does too.
    let mut at = header_len as usize;
    let mut entries = Vec::new();
    while at < container.len() {
        let (entry, entry_len) = parse_entry(container, at, offset)?;
        entries.push(entry);
        at += entry_len;
    }
    Ok((Container { offset, entries }, container.len()))
}

/// The entry whose header starts at `at` in `container`, and its length (header and padded
/// payload). `base` is where `container` starts in the whole input.
fn parse_entry(container: &[u8], at: usize, base: usize) -> Result<(Entry<'_>, usize), Error> {
    let offset = base + at;
    let what = "fat binary entry header";
    let fixed = take(container, at, ENTRY_HEADER_LEN as u64, what, base)?;
    let kind = match u16_at(fixed, 0) {
        KIND_PTX => EntryKind::Ptx,
        KIND_ELF => EntryKind::Elf,
        KIND_NVVM => EntryKind::Nvvm,
        other => EntryKind::Other(other),
    };
    let version = u16_at(fixed, 2);
    if version != ENTRY_VERSION {
        return Err(Error::UnsupportedVersion { what, offset, version: version.into() });
    }
    let header_len = u64::from(u32_at(fixed, 4));
    if header_len < ENTRY_HEADER_LEN as u64 {
        return Err(Error::BadHeaderSize { what, offset, size: header_len, minimum: ENTRY_HEADER_LEN as u64 });
    }
    let padded_len = u64_at(fixed, 8);
    let compressed_len = u64::from(u32_at(fixed, 16));
    let options_descriptor = u32_at(fixed, 20);
    let code_version = u32_at(fixed, 24);
    let arch = u32_at(fixed, 28);
    let (name_at, name_len) = (u32_at(fixed, 32), u32_at(fixed, 36));
    let flags = u64_at(fixed, 40);
    let uncompressed_len = u64_at(fixed, 56);

    let header = take(container, at, header_len, what, base)?;
    let entry_len = header_len.checked_add(padded_len).ok_or(Error::Overflow { what, offset })?;
    take(container, at, entry_len, "fat binary entry", base)?;
    // The whole entry is inside `container`, so these fit in usize.
    let payload_at = at + header_len as usize;
    let padded = &container[payload_at..at + entry_len as usize];

    let compression = match flags & COMPRESSION_FLAGS {
        0 => Compression::None,
        FLAG_LZ4 => Compression::Lz4,
        FLAG_ZSTD => Compression::Zstd,
        _ => return Err(Error::UnknownCompression { offset, flags }),
    };
    let (payload, uncompressed_len) = match compression {
        // Uncompressed entries leave the compressed size at zero; the padded size is the
        // payload (PTX ends in NULs, which `Entry::ptx` removes).
        Compression::None => (padded, padded.len() as u64),
        _ => (take(padded, 0, compressed_len, "compressed payload", base + payload_at)?, uncompressed_len),
    };
    let arch_suffix = if flags & FLAG_ARCH_SPECIFIC != 0 {
        ArchSuffix::ArchSpecific
    } else if flags & FLAG_FAMILY_SPECIFIC != 0 {
        ArchSuffix::FamilySpecific
    } else {
        ArchSuffix::None
    };
    let name = header_string(header, name_at, name_len, "entry name", offset)?;
    // For PTX and NVVM IR, a field points at an (offset, length) pair inside the header that
    // locates the compiler options; cubins use the same field for binary data.
    let options = match kind {
        EntryKind::Ptx | EntryKind::Nvvm if options_descriptor != 0 => {
            let what = "options descriptor";
            let pair = take(header, options_descriptor as usize, 8, what, offset)?;
            header_string(header, u32_at(pair, 0), u32_at(pair, 4), "compiler options", offset)?
        }
        _ => None,
    };
    let entry = Entry {
        kind,
        arch,
        arch_suffix,
        code_version: ((code_version >> 16) as u16, code_version as u16),
        compression,
        flags,
        name,
        options,
        offset,
        uncompressed_len,
        payload,
    };
    Ok((entry, entry_len as usize))
}

/// The string at `at` (`len` bytes, NUL padding removed) inside an entry header; `None` for
/// an empty one. Not UTF-8 is tolerated (these strings only reach logs).
fn header_string(header: &[u8], at: u32, len: u32, what: &'static str, offset: usize) -> Result<Option<String>, Error> {
    if len == 0 {
        return Ok(None);
    }
    let bytes = trim_nuls(take(header, at as usize, len.into(), what, offset)?);
    Ok((!bytes.is_empty()).then(|| String::from_utf8_lossy(bytes).into_owned()))
}
