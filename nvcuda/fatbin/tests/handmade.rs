//! Small images built byte by byte: the layout the crate reads, and every way a hostile or
//! corrupt image is refused (with the right error, at the right offset, without a panic).

use rocuda_fatbin::{Compression, EntryKind, Error, Format, MAX_DECOMPRESSED_LEN, parse};

const PTX: &str = ".version 9.0\n.target sm_80\n.address_size 64\n\n.visible .entry k()\n{\n\tret;\n}\n";
const FLAG_64BIT_LINUX: u64 = 0x11;
const FLAG_LZ4: u64 = 0x2000;
const FLAG_ZSTD: u64 = 0x8000;

/// An entry header's fields, as nvcc lays them out (see the crate's README).
struct Entry {
    kind: u16,
    version: u16,
    header_len: u32,
    padded_len: u64,
    compressed_len: u32,
    arch: u32,
    flags: u64,
    uncompressed_len: u64,
    payload: Vec<u8>,
}

impl Entry {
    fn ptx(payload: &[u8], flags: u64, uncompressed_len: u64) -> Entry {
        let compressed = flags & (FLAG_LZ4 | FLAG_ZSTD) != 0;
        Entry {
            kind: 1,
            version: 0x0101,
            header_len: 64,
            padded_len: payload.len().next_multiple_of(8) as u64,
            compressed_len: if compressed { payload.len() as u32 } else { 0 },
            arch: 80,
            flags: FLAG_64BIT_LINUX | flags,
            uncompressed_len: if compressed { uncompressed_len } else { 0 },
            payload: payload.to_vec(),
        }
    }

    fn bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend(self.kind.to_le_bytes());
        out.extend(self.version.to_le_bytes());
        out.extend(self.header_len.to_le_bytes());
        out.extend(self.padded_len.to_le_bytes());
        out.extend(self.compressed_len.to_le_bytes());
        out.extend(0u32.to_le_bytes()); // options descriptor
        out.extend(0x0009_0000u32.to_le_bytes()); // PTX ISA 9.0
        out.extend(self.arch.to_le_bytes());
        out.extend(0u32.to_le_bytes()); // name offset
        out.extend(0u32.to_le_bytes()); // name length
        out.extend(self.flags.to_le_bytes());
        out.extend(0u64.to_le_bytes());
        out.extend(self.uncompressed_len.to_le_bytes());
        out.resize(self.header_len.max(64) as usize, 0);
        out.extend(&self.payload);
        out.resize(out.len().next_multiple_of(8), 0);
        out
    }
}

/// A container header declaring `entries_len` bytes of entries, then `entries`.
fn container_declaring(entries_len: u64, entries: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    out.extend(0xBA55_ED50u32.to_le_bytes());
    out.extend(1u16.to_le_bytes());
    out.extend(16u16.to_le_bytes());
    out.extend(entries_len.to_le_bytes());
    out.extend(entries);
    out
}

fn container(entries: &[Entry]) -> Vec<u8> {
    let bytes: Vec<u8> = entries.iter().flat_map(Entry::bytes).collect();
    container_declaring(bytes.len() as u64, &bytes)
}

fn ptx_with_nul() -> Vec<u8> {
    let mut bytes = PTX.as_bytes().to_vec();
    bytes.push(0);
    bytes
}

fn lz4(bytes: &[u8]) -> Vec<u8> {
    lz4_flex::block::compress(bytes)
}

fn zstd(bytes: &[u8]) -> Vec<u8> {
    ruzstd::encoding::compress_to_vec(bytes, ruzstd::encoding::CompressionLevel::Fastest)
}

#[test]
fn uncompressed_lz4_and_zstd_entries_give_the_same_ptx() {
    let text = ptx_with_nul();
    let len = text.len() as u64;
    let image_bytes = container(&[Entry::ptx(&text, 0, 0), Entry::ptx(&lz4(&text), FLAG_LZ4, len), Entry::ptx(&zstd(&text), FLAG_ZSTD, len)]);
    let image = parse(&image_bytes).unwrap();
    assert_eq!(image.format, Format::Fatbin);
    let compressions: Vec<_> = image.entries().map(|e| e.compression).collect();
    assert_eq!(compressions, [Compression::None, Compression::Lz4, Compression::Zstd]);
    for entry in image.entries() {
        assert_eq!(entry.ptx().unwrap(), PTX, "{entry}");
        assert_eq!((entry.kind, entry.arch, entry.code_version), (EntryKind::Ptx, 80, (9, 0)));
    }
    assert_eq!(image.entries().next().unwrap().offset, 16);
}

#[test]
fn containers_may_follow_each_other_with_zero_padding() {
    let one = container(&[Entry::ptx(&ptx_with_nul(), 0, 0)]);
    let mut bytes = one.clone();
    bytes.extend([0; 8]);
    bytes.extend(&one);
    bytes.extend([0; 5]);
    let image = parse(&bytes).unwrap();
    let offsets: Vec<_> = image.containers.iter().map(|c| c.offset).collect();
    assert_eq!(offsets, [0, one.len() + 8]);
}

#[test]
fn an_empty_container_has_no_entries() {
    let bytes = container(&[]);
    let image = parse(&bytes).unwrap();
    assert!(image.containers[0].entries.is_empty());
    assert!(!image.has_ptx());
}

#[test]
fn empty_input() {
    assert_eq!(parse(&[]), Err(Error::Empty));
}

#[test]
fn truncated_container_header() {
    let bytes = &container(&[])[..12];
    assert_eq!(parse(bytes), Err(Error::Truncated { what: "fat binary header", offset: 0, needed: 16, available: 12 }));
}

#[test]
fn unknown_container_version() {
    let mut bytes = container(&[]);
    bytes[4] = 2;
    assert!(matches!(parse(&bytes), Err(Error::UnsupportedVersion { version: 2, offset: 0, .. })));
}

#[test]
fn container_header_smaller_than_its_fields() {
    let mut bytes = container(&[]);
    bytes[6] = 8;
    assert!(matches!(parse(&bytes), Err(Error::BadHeaderSize { size: 8, minimum: 16, .. })));
}

#[test]
fn container_sizes_that_overflow() {
    let bytes = container_declaring(u64::MAX, &[]);
    assert_eq!(parse(&bytes), Err(Error::Overflow { what: "fat binary header", offset: 0 }));
}

#[test]
fn container_declaring_more_than_there_is() {
    let entry = Entry::ptx(&ptx_with_nul(), 0, 0).bytes();
    let bytes = container_declaring(entry.len() as u64 + 8, &entry);
    let error = parse(&bytes).unwrap_err();
    assert!(matches!(error, Error::Truncated { what: "fat binary container", offset: 0, .. }), "{error}");
}

#[test]
fn garbage_after_a_container() {
    let mut bytes = container(&[]);
    bytes.extend(b"junk");
    assert!(matches!(parse(&bytes), Err(Error::Truncated { offset: 16, .. })));
    bytes.extend(b"more junk bytes!");
    assert!(matches!(parse(&bytes), Err(Error::BadMagic { offset: 16, .. })));
}

#[test]
fn entry_header_cut_short() {
    let entry = Entry::ptx(&ptx_with_nul(), 0, 0).bytes();
    let bytes = container_declaring(40, &entry[..40]);
    assert_eq!(parse(&bytes), Err(Error::Truncated { what: "fat binary entry header", offset: 16, needed: 64, available: 40 }));
}

#[test]
fn entry_header_smaller_than_its_fields() {
    let mut entry = Entry::ptx(&ptx_with_nul(), 0, 0);
    entry.header_len = 32;
    let error = parse(&container(&[entry])).unwrap_err();
    assert!(matches!(error, Error::BadHeaderSize { offset: 16, size: 32, minimum: 64, .. }), "{error}");
}

#[test]
fn unknown_entry_version() {
    let mut entry = Entry::ptx(&ptx_with_nul(), 0, 0);
    entry.version = 0x0202;
    assert!(matches!(parse(&container(&[entry])), Err(Error::UnsupportedVersion { version: 0x0202, offset: 16, .. })));
}

#[test]
fn entry_sizes_that_overflow() {
    let mut entry = Entry::ptx(&ptx_with_nul(), 0, 0);
    entry.padded_len = u64::MAX - 8;
    assert_eq!(parse(&container(&[entry])), Err(Error::Overflow { what: "fat binary entry header", offset: 16 }));
}

#[test]
fn entry_payload_past_the_container() {
    let mut entry = Entry::ptx(&ptx_with_nul(), 0, 0);
    entry.padded_len += 64;
    let error = parse(&container(&[entry])).unwrap_err();
    assert!(matches!(error, Error::Truncated { what: "fat binary entry", offset: 16, .. }), "{error}");
    assert!(error.to_string().starts_with("fat binary entry at offset 0x10 is truncated"), "{error}");
}

#[test]
fn compressed_size_past_the_padded_payload() {
    let text = ptx_with_nul();
    let mut entry = Entry::ptx(&zstd(&text), FLAG_ZSTD, text.len() as u64);
    entry.compressed_len = entry.padded_len as u32 + 1;
    assert!(matches!(parse(&container(&[entry])), Err(Error::Truncated { what: "compressed payload", offset: 80, .. })));
}

#[test]
fn unknown_compression_flags() {
    let text = ptx_with_nul();
    for flags in [0x1000, FLAG_LZ4 | FLAG_ZSTD] {
        let entry = Entry::ptx(&zstd(&text), flags, text.len() as u64);
        let error = parse(&container(&[entry])).unwrap_err();
        assert!(matches!(error, Error::UnknownCompression { offset: 16, .. }), "{error}");
    }
}

#[test]
fn zstd_payload_that_does_not_decode() {
    let entry = Entry::ptx(b"\x28\xb5\x2f\xfd garbage, not a frame", FLAG_ZSTD, 100);
    let image_bytes = container(&[entry]);
    let image = parse(&image_bytes).unwrap();
    let error = image.entries().next().unwrap().ptx().unwrap_err();
    assert!(matches!(error, Error::Decompression { offset: 16, compression: Compression::Zstd, .. }), "{error}");
}

#[test]
fn decoded_size_must_be_what_the_header_claims() {
    let text = ptx_with_nul();
    let len = text.len() as u64;
    for (payload, flags) in [(zstd(&text), FLAG_ZSTD), (lz4(&text), FLAG_LZ4)] {
        for claim in [len - 1, len + 1] {
            let image_bytes = container(&[Entry::ptx(&payload, flags, claim)]);
            let image = parse(&image_bytes).unwrap();
            let error = image.entries().next().unwrap().contents().unwrap_err();
            assert!(matches!(error, Error::Decompression { offset: 16, .. }), "claim {claim}: {error}");
        }
    }
}

#[test]
fn lz4_claims_beyond_what_lz4_can_expand_to() {
    let image_bytes = container(&[Entry::ptx(&lz4(b"tiny"), FLAG_LZ4, 1 << 20)]);
    let image = parse(&image_bytes).unwrap();
    let error = image.entries().next().unwrap().contents().unwrap_err();
    assert!(error.to_string().contains("more than 5 bytes of LZ4 can hold"), "{error}");
}

#[test]
fn claims_above_the_limit() {
    let image_bytes = container(&[Entry::ptx(&zstd(b"x"), FLAG_ZSTD, MAX_DECOMPRESSED_LEN + 1)]);
    let image = parse(&image_bytes).unwrap();
    let error = image.entries().next().unwrap().contents().unwrap_err();
    assert!(matches!(error, Error::TooLarge { offset: 16, limit: MAX_DECOMPRESSED_LEN, .. }), "{error}");
}

#[test]
fn ptx_that_is_not_utf8() {
    let image_bytes = container(&[Entry::ptx(b".version 9.0\n\xff\xfe\0", 0, 0)]);
    let image = parse(&image_bytes).unwrap();
    assert_eq!(image.entries().next().unwrap().ptx(), Err(Error::Utf8 { offset: 16, position: 13 }));
    let text = parse(b".version 9.0\n\xff").unwrap();
    assert_eq!(text.entries().next().unwrap().ptx(), Err(Error::Utf8 { offset: 0, position: 13 }));
}

#[test]
fn ptx_is_only_asked_of_ptx() {
    let mut entry = Entry::ptx(b"\x7fELF", 0, 0);
    entry.kind = 2;
    let image_bytes = container(&[entry]);
    let image = parse(&image_bytes).unwrap();
    assert_eq!(image.entries().next().unwrap().ptx(), Err(Error::NotPtx { offset: 16, kind: EntryKind::Elf }));
}

#[test]
fn names_and_options_outside_the_header() {
    let mut bytes = container(&[Entry::ptx(&ptx_with_nul(), 0, 0)]);
    // Name at offset 60, 16 bytes long: past the 64-byte header.
    bytes[16 + 32..16 + 40].copy_from_slice(&[60, 0, 0, 0, 16, 0, 0, 0]);
    assert!(matches!(parse(&bytes), Err(Error::Truncated { what: "entry name", offset: 76, .. })));
    let mut bytes = container(&[Entry::ptx(&ptx_with_nul(), 0, 0)]);
    // Options descriptor at offset 60: its 8 bytes run past the header.
    bytes[16 + 20] = 60;
    assert!(matches!(parse(&bytes), Err(Error::Truncated { what: "options descriptor", offset: 76, .. })));
}

#[test]
fn a_wrapper_as_bytes() {
    let mut bytes = 0x4662_43B1u32.to_le_bytes().to_vec();
    bytes.extend([1, 0, 0, 0]);
    bytes.extend([0; 16]);
    assert_eq!(parse(&bytes), Err(Error::WrapperAsBytes));
}

/// A 64-bit little-endian ELF header for machine `machine`, with no sections.
fn elf_header(machine: u16) -> Vec<u8> {
    let mut header = vec![0; 64];
    header[..8].copy_from_slice(b"\x7fELF\x02\x01\x01\x00");
    header[16..18].copy_from_slice(&1u16.to_le_bytes()); // ET_REL
    header[18..20].copy_from_slice(&machine.to_le_bytes());
    header[20..24].copy_from_slice(&1u32.to_le_bytes());
    header[52..54].copy_from_slice(&64u16.to_le_bytes()); // e_ehsize
    header
}

#[test]
fn elf_files_without_fat_binaries() {
    assert_eq!(parse(&elf_header(62)), Err(Error::NoFatbinSection));
    let error = parse(b"\x7fELF\x02\x01").unwrap_err();
    assert!(matches!(error, Error::Truncated { what: "ELF header", .. }), "{error}");
    let mut bad = elf_header(62);
    bad[40] = 0xff; // a section table far past the end
    bad[60] = 1;
    assert!(matches!(parse(&bad), Err(Error::Elf { .. })));
}

#[test]
fn a_handmade_cubin_in_each_flag_layout() {
    let mut old = elf_header(190);
    old[48..52].copy_from_slice(&0x0050_0550u32.to_le_bytes()); // ABI 7: sm_80 in bits 0-7
    old[8] = 7;
    let mut new = elf_header(190);
    new[48..52].copy_from_slice(&0x0600_7802u32.to_le_bytes()); // ABI 8: sm_120 in bits 8-15
    new[8] = 8;
    for (bytes, arch) in [(old, 80), (new, 120)] {
        let image = parse(&bytes).unwrap();
        assert_eq!(image.format, Format::Cubin);
        assert_eq!(image.entries().next().unwrap().arch, arch);
    }
}

#[test]
fn ptx_text_without_a_target_counts_as_the_oldest() {
    let image = parse(b"// no directives\n\0trailing").unwrap();
    let entry = image.best_ptx(50).unwrap();
    assert_eq!((entry.arch, entry.code_version), (0, (0, 0)));
    assert_eq!(entry.ptx().unwrap(), "// no directives\n");
}
