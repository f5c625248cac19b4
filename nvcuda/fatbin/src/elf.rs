//! ELF files: host objects and programs that carry fat binaries, and bare cubins.
//!
//! nvcc puts a translation unit's container in the host object's `.nv_fatbin` section (the
//! name `fatbinary_section.h` gives); with `-rdc=true` the relocatable containers go to
//! `__nv_relfatbin` instead, and linking concatenates each section's containers. A cubin is
//! an ELF file of NVIDIA machine code (machine number 190, `EM_CUDA`): it is reported as one
//! machine-code entry, so that the caller can say "no PTX" like it does for a fat binary.

use object::{Object, ObjectSection};

use crate::container::{ArchSuffix, Container, Entry, EntryKind, parse_containers};
use crate::error::{Error, take, u16_at, u32_at};
use crate::{Format, Image};

pub(crate) const ELF_MAGIC: u32 = u32::from_le_bytes(*b"\x7fELF");

/// The sections a host ELF file keeps containers in: linked code, then relocatable code.
const FATBIN_SECTIONS: [&[u8]; 2] = [b".nv_fatbin", b"__nv_relfatbin"];

/// `e_machine` of NVIDIA GPU code.
const EM_CUDA: u16 = 190;

/// The first `EI_ABIVERSION` of the cubin layout nvcc 12.8 and later write, which moved the
/// architecture number from bits 0-7 of `e_flags` to bits 8-15.
const CUBIN_ABI_ARCH_IN_BITS_8_15: u8 = 8;

pub(crate) fn parse_elf(bytes: &[u8]) -> Result<Image<'_>, Error> {
    let ident = take(bytes, 0, 20, "ELF header", 0)?;
    if u16_at(ident, 18) == EM_CUDA {
        return parse_cubin(bytes);
    }
    let file = object::File::parse(bytes).map_err(|e| Error::Elf { reason: e.to_string() })?;
    let mut containers = Vec::new();
    for wanted in FATBIN_SECTIONS {
        for section in file.sections() {
            if section.name_bytes().ok() != Some(wanted) {
                continue;
            }
            // A section without file contents (SHT_NOBITS) holds nothing to read.
            let Some((start, len)) = section.file_range() else {
                continue;
            };
            let what = "fat binary section";
            let start = usize::try_from(start).map_err(|_| Error::Overflow { what, offset: 0 })?;
            let data = take(bytes, start, len, what, 0)?;
            containers.extend(parse_containers(data, start)?);
        }
    }
    if containers.is_empty() {
        return Err(Error::NoFatbinSection);
    }
    Ok(Image { format: Format::HostElf, containers })
}

/// A cubin, as one machine-code entry for the architecture its `e_flags` name.
fn parse_cubin(bytes: &[u8]) -> Result<Image<'_>, Error> {
    // e_flags sits after the entry point and the two table offsets, which are 4 or 8 bytes
    // wide with the ELF class.
    let flags_at = match bytes[4] {
        1 => 36,
        2 => 48,
        class => {
            return Err(Error::Elf { reason: format!("unknown ELF class {class}") });
        }
    };
    let header = take(bytes, 0, flags_at as u64 + 4, "ELF header", 0)?;
    let flags = u32_at(header, flags_at);
    let arch = if header[8] >= CUBIN_ABI_ARCH_IN_BITS_8_15 { (flags >> 8) & 0xff } else { flags & 0xff };
    let entry = Entry::whole_file(EntryKind::Elf, arch, ArchSuffix::None, (0, 0), bytes);
    Ok(Image { format: Format::Cubin, containers: vec![Container { offset: 0, entries: vec![entry] }] })
}
