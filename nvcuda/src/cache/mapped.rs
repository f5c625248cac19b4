//! A cache hit's bytes: the entry file mapped into memory, or a fresh compile's output.
//!
//! Mapping instead of reading saves a warm load a copy of the object into freshly faulted
//! memory. Entries are never written in place (a store renames a new file over the name), so
//! a mapped file does not change under the reader; one deleted meanwhile stays readable until
//! unmapped.

use std::fs::File;
use std::io;
use std::ops::Deref;
use std::os::fd::AsRawFd;

/// Bytes from the cache, from `start` on.
pub struct Bytes {
    storage: Storage,
    start: usize,
}

enum Storage {
    Mapped { address: *mut libc::c_void, len: usize },
    Owned(Vec<u8>),
}

// SAFETY: a read-only private mapping (or an owned vector), never written through, unmapped
// only on drop.
unsafe impl Send for Bytes {}
// SAFETY: as above.
unsafe impl Sync for Bytes {}

impl Bytes {
    /// The whole of `file`, mapped read-only.
    pub(super) fn map(file: &File) -> io::Result<Bytes> {
        let len = usize::try_from(file.metadata()?.len()).map_err(|_| io::Error::from(io::ErrorKind::FileTooLarge))?;
        if len == 0 {
            return Ok(Bytes::from_vec(Vec::new()));
        }
        // SAFETY: a fresh read-only private mapping of an open file; the kernel checks the
        // descriptor and length.
        let address = unsafe { libc::mmap(std::ptr::null_mut(), len, libc::PROT_READ, libc::MAP_PRIVATE | libc::MAP_POPULATE, file.as_raw_fd(), 0) };
        if address == libc::MAP_FAILED {
            return Err(io::Error::last_os_error());
        }
        Ok(Bytes { storage: Storage::Mapped { address, len }, start: 0 })
    }

    pub fn from_vec(bytes: Vec<u8>) -> Bytes {
        Bytes { storage: Storage::Owned(bytes), start: 0 }
    }

    /// The same bytes from `start` on.
    pub fn from(mut self, start: usize) -> Bytes {
        self.start = (self.start + start).min(self.whole().len());
        self
    }

    fn whole(&self) -> &[u8] {
        match &self.storage {
            // SAFETY: the mapping made in `map`, `len` bytes, alive until drop.
            Storage::Mapped { address, len } => unsafe { std::slice::from_raw_parts(address.cast::<u8>(), *len) },
            Storage::Owned(bytes) => bytes,
        }
    }
}

impl Deref for Bytes {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        &self.whole()[self.start..]
    }
}

impl Drop for Bytes {
    fn drop(&mut self) {
        if let Storage::Mapped { address, len } = self.storage {
            // SAFETY: the mapping made in `map`; no borrow of it outlives `self`.
            unsafe { libc::munmap(address, len) };
        }
    }
}
