//! The fat binary reader on arbitrary bytes: parsing, the choice of PTX and decompression
//! must return (an image, an entry, an error) and never crash, whatever the input.
//!
//! Arbitrary bytes rarely get past a container's checks to a decompressor, so each input is
//! also wrapped, as a payload, into one well-formed entry whose compression, architecture
//! and claimed size come from its first bytes: the LZ4 and Zstd decoders see every input.

#![no_main]

use rocuda_fatbin::{Image, parse};

/// The devices the choice is made for: below, between and above nvcc's architectures.
const DEVICES: [u32; 6] = [0, 50, 75, 86, 90, 121];

/// What an entry may claim to decompress to here: far below the crate's 1 GiB limit, so
/// that a run stays within libFuzzer's memory limit (the limit itself has its own test).
const MAX_CLAIM: u64 = 1 << 24;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    exercise(data);
    if let Some(wrapped) = as_entry(data) {
        exercise(&wrapped);
    }
});

fn exercise(bytes: &[u8]) {
    match parse(bytes) {
        Ok(image) => use_image(&image),
        Err(error) => drop(error.to_string()),
    }
}

fn use_image(image: &Image<'_>) {
    let _ = image.has_ptx();
    for device in DEVICES {
        match image.best_ptx(device) {
            Ok(entry) => drop(entry.to_string()),
            Err(why) => drop(why.to_string()),
        }
        for container in &image.containers {
            let _ = container.best_ptx(device);
        }
    }
    for entry in image.entries() {
        drop(format!("{entry} {entry:?} {}", entry.arch_name()));
        if entry.uncompressed_len <= MAX_CLAIM {
            match entry.ptx() {
                Ok(text) => drop(text),
                Err(error) => drop(error.to_string()),
            }
            let _ = entry.contents();
        }
    }
}

/// A container of one PTX entry with `data[8..]` as its payload: `data[0]` picks the
/// compression (none, LZ4, Zstd, or an unknown flag), `data[1]` the architecture, `data[2..8]`
/// the claimed decompressed size (bounded).
fn as_entry(data: &[u8]) -> Option<Vec<u8>> {
    let (head, payload) = data.split_at_checked(8)?;
    let flags: u64 = 0x11 | [0, 0x2000, 0x8000, 0x1000][usize::from(head[0] % 4)];
    let arch = u32::from(head[1]);
    let mut claim = [0; 8];
    claim[..6].copy_from_slice(&head[2..8]);
    let claim = u64::from_le_bytes(claim) % (MAX_CLAIM + 1);
    let compressed = flags & 0xb000 != 0;
    let padded = payload.len().next_multiple_of(8);

    let mut entry = Vec::with_capacity(64 + padded);
    entry.extend(1u16.to_le_bytes()); // PTX
    entry.extend(0x0101u16.to_le_bytes());
    entry.extend(64u32.to_le_bytes());
    entry.extend((padded as u64).to_le_bytes());
    entry.extend((if compressed { payload.len() as u32 } else { 0 }).to_le_bytes());
    entry.extend(0u32.to_le_bytes()); // options descriptor
    entry.extend(0x0009_0000u32.to_le_bytes());
    entry.extend(arch.to_le_bytes());
    entry.extend([0; 8]); // name
    entry.extend(flags.to_le_bytes());
    entry.extend([0; 8]);
    entry.extend((if compressed { claim } else { 0 }).to_le_bytes());
    entry.extend(payload);
    entry.resize(64 + padded, 0);

    let mut container = Vec::with_capacity(16 + entry.len());
    container.extend(0xBA55_ED50u32.to_le_bytes());
    container.extend(1u16.to_le_bytes());
    container.extend(16u16.to_le_bytes());
    container.extend((entry.len() as u64).to_le_bytes());
    container.extend(entry);
    Some(container)
}
