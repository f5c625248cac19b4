//! The bytes of one cache file: a fixed header, then the payload (a code object).
//!
//! ```text
//! offset  size  field
//!      0     8  magic, b"rocudaKC"
//!      8     4  format version, u32 little-endian (2)
//!     12     8  payload length in bytes, u64 little-endian
//!     20    16  checksum: the payload's digest (`super::digest`), seeded with the cache key
//!     36     …  payload
//! ```
//!
//! The header exists because a file on disk can be wrong in ways the cache cannot rule out:
//! a crash between write and the filesystem's flush leaves a short or zeroed file, a disk or
//! a person can flip bytes. The length catches truncation and trailing garbage cheaply; the
//! checksum catches the rest. Seeding the checksum with the cache key also binds the payload to
//! its file name, so an entry copied or renamed under another key is refused as well.
//!
//! The version comes right after the magic so a later format may change everything after it;
//! an entry of another version is not corrupt, only not ours to read (see [`Problem::is_corrupt`]).

use std::fmt;

use super::Key;

const MAGIC: [u8; 8] = *b"rocudaKC";
const FORMAT_VERSION: u32 = 2;
/// Magic and version: what must be readable before anything else can be judged.
const PREFIX_LEN: usize = 12;
pub(super) const HEADER_LEN: usize = PREFIX_LEN + 8 + 16;

/// Why a file's bytes are not a readable entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Problem {
    /// Shorter than the header: truncated, often to nothing.
    TooShort { len: usize },
    /// Not a cache entry at all, or its first bytes are damaged.
    BadMagic,
    /// Written by a rocuda with another entry format.
    OtherVersion(u32),
    /// The payload is not as long as the header says: truncated or extended.
    WrongLength { expected: u64, actual: u64 },
    /// The payload's bytes (or the checksum, or the key it was stored under) changed.
    ChecksumMismatch,
}

impl Problem {
    /// Whether the file is damaged and should be deleted. An entry of another format version
    /// is left alone: a rocuda that reads it may share the directory, and our next store under
    /// the same key replaces it anyway.
    pub(super) fn is_corrupt(&self) -> bool {
        !matches!(self, Problem::OtherVersion(_))
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::TooShort { len } => {
                write!(f, "{len} bytes, shorter than the {HEADER_LEN}-byte header")
            }
            Problem::BadMagic => f.write_str("it does not start with the entry magic"),
            Problem::OtherVersion(version) => {
                write!(f, "format version {version}, not {FORMAT_VERSION}")
            }
            Problem::WrongLength { expected, actual } => {
                write!(f, "the header says {expected} payload bytes, the file has {actual}")
            }
            Problem::ChecksumMismatch => f.write_str("the payload does not match its checksum"),
        }
    }
}

/// The header that goes before `payload` when it is stored under `key`.
pub(super) fn header(key: &Key, payload: &[u8]) -> [u8; HEADER_LEN] {
    let mut header = [0u8; HEADER_LEN];
    header[..8].copy_from_slice(&MAGIC);
    header[8..12].copy_from_slice(&FORMAT_VERSION.to_le_bytes());
    header[12..20].copy_from_slice(&(payload.len() as u64).to_le_bytes());
    header[20..].copy_from_slice(&checksum(key, payload));
    header
}

/// Checks a whole file's bytes read under `key`; on success, where its payload starts.
pub(super) fn check(key: &Key, file: &[u8]) -> Result<usize, Problem> {
    let too_short = || Problem::TooShort { len: file.len() };
    let prefix = file.get(..PREFIX_LEN).ok_or_else(too_short)?;
    if prefix[..8] != MAGIC {
        return Err(Problem::BadMagic);
    }
    let version = u32::from_le_bytes([prefix[8], prefix[9], prefix[10], prefix[11]]);
    if version != FORMAT_VERSION {
        return Err(Problem::OtherVersion(version));
    }
    let header = file.get(..HEADER_LEN).ok_or_else(too_short)?;
    let mut length = [0u8; 8];
    length.copy_from_slice(&header[12..20]);
    let expected = u64::from_le_bytes(length);
    let payload = &file[HEADER_LEN..];
    let actual = payload.len() as u64;
    if expected != actual {
        return Err(Problem::WrongLength { expected, actual });
    }
    if checksum(key, payload)[..] != header[20..] {
        return Err(Problem::ChecksumMismatch);
    }
    Ok(HEADER_LEN)
}

/// Damage is what it must catch, not tampering: a non-cryptographic hash is enough, and
/// fast enough to check a large object at every hit.
fn checksum(key: &Key, payload: &[u8]) -> [u8; 16] {
    let key = key.as_bytes();
    let seed = u64::from_le_bytes(key[..8].try_into().expect("8 bytes")) ^ u64::from_le_bytes(key[8..].try_into().expect("8 bytes"));
    super::digest(seed, payload).to_le_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key() -> Key {
        Key::new(b"ptx", "1", "gfx1100", &[])
    }

    fn entry(key: &Key, payload: &[u8]) -> Vec<u8> {
        let mut file = header(key, payload).to_vec();
        file.extend_from_slice(payload);
        file
    }

    #[test]
    fn a_written_entry_checks_and_gives_its_payload_back() {
        let file = entry(&key(), b"code object");
        let start = check(&key(), &file).unwrap();
        assert_eq!(&file[start..], b"code object");
        let empty = entry(&key(), b"");
        assert_eq!(check(&key(), &empty), Ok(HEADER_LEN));
    }

    #[test]
    fn every_kind_of_damage_is_named() {
        let key = key();
        let file = entry(&key, b"code object");
        assert_eq!(check(&key, &[]), Err(Problem::TooShort { len: 0 }));
        assert_eq!(check(&key, &file[..HEADER_LEN - 1]), Err(Problem::TooShort { len: HEADER_LEN - 1 }));
        let mut magic = file.clone();
        magic[0] ^= 1;
        assert_eq!(check(&key, &magic), Err(Problem::BadMagic));
        let mut version = file.clone();
        version[8] = 1;
        assert_eq!(check(&key, &version), Err(Problem::OtherVersion(1)));
        assert!(!Problem::OtherVersion(1).is_corrupt());
        assert_eq!(check(&key, &file[..file.len() - 1]), Err(Problem::WrongLength { expected: 11, actual: 10 }));
        let mut longer = file.clone();
        longer.push(0);
        assert_eq!(check(&key, &longer), Err(Problem::WrongLength { expected: 11, actual: 12 }));
        for at in [20, HEADER_LEN, file.len() - 1] {
            let mut flipped = file.clone();
            flipped[at] ^= 0x40;
            assert_eq!(check(&key, &flipped), Err(Problem::ChecksumMismatch), "byte {at}");
        }
        let other_key = Key::new(b"ptx", "1", "gfx1030", &[]);
        assert_eq!(check(&other_key, &file), Err(Problem::ChecksumMismatch));
        assert!(Problem::ChecksumMismatch.is_corrupt());
    }
}
