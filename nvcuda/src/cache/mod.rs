//! The on-disk compile cache: code objects compiled from PTX, kept between runs so that a
//! program's second start does not compile its kernels again.
//!
//! # What a cached object is found by
//!
//! A [`Key`] is a 128-bit XXH3 hash of everything the compiled bytes depend on: the PTX text,
//! the compiler's version, the target (`gfx1100`, `host`) and the compile options. A changed
//! input is a different key, so entries are never invalidated, only left to age out. The key
//! is computed at every module load, hit or miss, over PTX that reaches tens of MiB in large
//! programs, so its speed is the warm load's: XXH3 hashes an order of magnitude faster than a
//! cryptographic hash (BLAKE3 took most of a warm load). It is not one, and need not be: the
//! cache is the user's own folder, so only accidental collisions matter, and at 128 bits
//! those are beyond any number of entries.
//!
//! # Where
//!
//! `ROCUDA_CACHE_DIR` (else `$XDG_CACHE_HOME/rocuda`, else `~/.cache/rocuda`), in `kernels/`:
//! the root is shared with other caches. `ROCUDA_CACHE=off` turns reads and writes off;
//! `ROCUDA_CACHE_MAX_SIZE` bounds the folder (1 GiB by default). See `settings.rs`.
//!
//! # Plain files, one per entry, replaced by rename
//!
//! Each entry is a file named by its key's hex digits, holding a checksummed header and the
//! code object (format in `entry.rs`). A hit maps the file rather than reading it, so the
//! object is checked and handed on without being copied first. A writer writes a temporary file in the same folder, with
//! a name unique to its process and call, and renames it over the entry's name. This is chosen
//! over SQLite (the other obvious store) because:
//!
//! - rename within one folder is atomic on POSIX filesystems, so a reader sees the old file,
//!   the new one or none, never a partial entry, without any lock;
//! - no lock is held across a compile: two processes that miss the same key both compile and
//!   both rename, the last one wins, and either result is a valid compile of the same inputs;
//! - no C library to build or bundle, no journal to recover, no schema to migrate;
//! - a damaged file costs one entry, detected by its checksum, never the whole store.
//!
//! Local filesystems are assumed; network filesystems with weaker rename or timestamp semantics
//! only make the cache less effective, never wrong, since every read is checked.
//!
//! Writes are not `fsync`ed: a crash can leave a short or zeroed entry, which the next read
//! detects, deletes and compiles again. That is cheaper than an `fsync` on every store.
//!
//! # Size
//!
//! After each store, if the folder holds more than the bound, entries are deleted least recently
//! used first (by modification time, which a hit sets to now) until it holds at most 90% of it, so
//! that the next few stores find room without deleting again. Listing the folder at each store is
//! cheap next to the compile that preceded it. Another process deleting the same files at the same
//! time is expected; a file already gone is simply skipped.
//!
//! # Failures
//!
//! The cache only ever saves time, so it never fails its caller: a folder that cannot be created,
//! read or written (read-only, full disk) is logged once at `warn` and behaves as a miss, and a
//! damaged entry is logged, deleted and reported as a miss so it is compiled and stored again.
//! (If another process renamed a good entry into place between that read and the delete, the
//! good one goes too: a later miss, never a wrong read.)

mod entry;
mod mapped;
mod settings;
#[cfg(test)]
mod tests;

use std::collections::hash_map::RandomState;
use std::fmt;
use std::fs::{self, File};
use std::hash::{BuildHasher, Hasher};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, SystemTime};

use rocuda_core::config;
use twox_hash::XxHash3_128;

pub use mapped::Bytes;

/// Temporary files start with this, which no entry name (hex digits) can.
const TEMP_PREFIX: &str = ".tmp-";

/// A temporary file older than this was left by a writer that died; no store takes this long.
const STALE_TEMP_AGE: Duration = Duration::from_secs(60 * 60);

/// Hashed first, so that keys of this cache differ from other uses of XXH3 on the same bytes.
const KEY_CONTEXT: &str = "rocuda 2026-11 compile cache key v2";

/// What a compiled object is looked up by: a hash of all it was compiled from.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Key([u8; 16]);

impl Key {
    /// The key of `ptx` compiled by the compiler of version `compiler_version` for `target`
    /// with `options`. Options are taken in the order given: callers should pass them in one
    /// canonical order (a different order is only a needless miss).
    pub fn new(ptx: &[u8], compiler_version: &str, target: &str, options: &[&str]) -> Key {
        let mut hasher = XxHash3_128::new();
        hasher.write(KEY_CONTEXT.as_bytes());
        // Each part is length-prefixed, so no two different inputs hash the same bytes
        // ("ab" + "c" and "a" + "bc" are different keys).
        let mut part = |bytes: &[u8]| {
            hasher.write(&(bytes.len() as u64).to_le_bytes());
            hasher.write(bytes);
        };
        part(&digest(0, ptx).to_le_bytes());
        part(compiler_version.as_bytes());
        part(target.as_bytes());
        hasher.write(&(options.len() as u64).to_le_bytes());
        for option in options {
            hasher.write(&(option.len() as u64).to_le_bytes());
            hasher.write(option.as_bytes());
        }
        Key(hasher.finish_128().to_le_bytes())
    }

    fn as_bytes(&self) -> &[u8; 16] {
        &self.0
    }

    /// The entry's file name: the key in lowercase hex.
    fn file_name(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }
}

/// XXH3-128 of `bytes` in fixed 4 MiB chunks, hashed on several threads when there are
/// several, then the chunks' digests hashed with `seed`. A large module's PTX is hashed at
/// every load, and one core reads memory slower than two; the chunking is fixed, so the
/// digest does not depend on the number of threads.
pub(super) fn digest(seed: u64, bytes: &[u8]) -> u128 {
    const CHUNK: usize = 4 << 20;
    if bytes.len() <= CHUNK {
        return XxHash3_128::oneshot_with_seed(seed, bytes);
    }
    let chunks: Vec<&[u8]> = bytes.chunks(CHUNK).collect();
    let mut digests = vec![0u128; chunks.len()];
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(chunks.len());
    let per_thread = chunks.len().div_ceil(threads);
    std::thread::scope(|scope| {
        let mut work = digests.chunks_mut(per_thread).zip(chunks.chunks(per_thread));
        let own = work.next();
        for (out, input) in work {
            scope.spawn(move || out.iter_mut().zip(input).for_each(|(d, c)| *d = XxHash3_128::oneshot(c)));
        }
        if let Some((out, input)) = own {
            out.iter_mut().zip(input).for_each(|(d, c)| *d = XxHash3_128::oneshot(c));
        }
    });
    let joined: Vec<u8> = digests.iter().flat_map(|d| d.to_le_bytes()).collect();
    XxHash3_128::oneshot_with_seed(seed, &joined)
}

impl fmt::Display for Key {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.file_name())
    }
}

impl fmt::Debug for Key {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Key({self})")
    }
}

/// The compile cache in one folder. Shared freely between threads and processes.
#[derive(Debug)]
pub struct Cache {
    dir: PathBuf,
    max_size: u64,
    /// Whether a failure to use the folder has been logged at `warn` already: once is enough
    /// to tell the user, every later failure would be the same line.
    failure_reported: AtomicBool,
}

impl Cache {
    /// The cache `ROCUDA_CACHE`, `ROCUDA_CACHE_DIR` and `ROCUDA_CACHE_MAX_SIZE` describe, or
    /// `None` when it is turned off.
    pub fn from_env() -> Option<Cache> {
        let switch = config::var(config::CACHE);
        let max_size = config::var(config::CACHE_MAX_SIZE);
        let root = config::cache_dir();
        let settings = settings::settings(switch.as_deref(), &root, max_size.as_deref())?;
        Some(Cache::at(settings.dir, settings.max_size))
    }

    /// A cache whose entries live directly in `dir`, at most `max_size` bytes of them. Nothing
    /// is created until the first store.
    pub fn at(dir: impl Into<PathBuf>, max_size: u64) -> Cache {
        Cache { dir: dir.into(), max_size, failure_reported: AtomicBool::new(false) }
    }

    /// The folder that holds the entries.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    pub fn max_size(&self) -> u64 {
        self.max_size
    }

    /// The stored object for `key`, if there is a valid one.
    pub fn get(&self, key: &Key) -> Option<Bytes> {
        let path = self.dir.join(key.file_name());
        let file = match File::open(&path) {
            Ok(file) => file,
            Err(error) if error.kind() == io::ErrorKind::NotFound => {
                tracing::trace!("compile cache miss: {key}");
                return None;
            }
            Err(error) => {
                self.report("read", &path, &error);
                return None;
            }
        };
        let bytes = match Bytes::map(&file) {
            Ok(bytes) => bytes,
            Err(error) => {
                self.report("read", &path, &error);
                return None;
            }
        };
        match entry::check(key, &bytes) {
            Ok(payload_start) => {
                // The hit makes this entry the most recently used. A failure (another user's
                // file) only makes eviction less accurate.
                if let Err(error) = file.set_modified(SystemTime::now()) {
                    tracing::debug!("compile cache: cannot touch {}: {error}", path.display());
                }
                tracing::trace!("compile cache hit: {key}");
                Some(bytes.from(payload_start))
            }
            Err(problem) if problem.is_corrupt() => {
                tracing::warn!(
                    "compile cache entry {} is damaged ({problem}); deleting it, the kernels \
                     will be compiled again",
                    path.display()
                );
                remove_if_present(&path).unwrap_or_else(|error| self.report("delete", &path, &error));
                None
            }
            Err(problem) => {
                tracing::debug!("compile cache entry {} is unreadable: {problem}", path.display());
                None
            }
        }
    }

    /// Stores `payload` under `key`, replacing what was there, then keeps the folder within its
    /// bound. Failures are logged, never returned: the caller has its object either way.
    pub fn put(&self, key: &Key, payload: &[u8]) {
        let entry_size = (entry::HEADER_LEN + payload.len()) as u64;
        if entry_size > self.max_size {
            tracing::debug!(
                "compile cache: {key} ({entry_size} bytes) is larger than the whole cache ({} \
                 bytes); not stored",
                self.max_size
            );
            return;
        }
        let path = self.dir.join(key.file_name());
        if let Err(error) = self.write(&path, key, payload) {
            self.report("write", &path, &error);
            return;
        }
        self.evict();
    }

    /// The stored object for `key`, or `compile`'s, which is then stored. An error from
    /// `compile` is returned as is and nothing is stored.
    ///
    /// No lock is held while compiling: another thread or process missing the same key compiles
    /// too, and whichever stores last wins.
    pub fn get_or_insert_with<E>(&self, key: &Key, compile: impl FnOnce() -> Result<Vec<u8>, E>) -> Result<Bytes, E> {
        if let Some(hit) = self.get(key) {
            return Ok(hit);
        }
        let compiled = compile()?;
        self.put(key, &compiled);
        Ok(Bytes::from_vec(compiled))
    }

    /// The bytes the cache's files take (entries and writes in progress); 0 when the folder does
    /// not exist or cannot be read.
    pub fn size(&self) -> u64 {
        self.list().map_or(0, |files| files.iter().map(|file| file.len).sum())
    }

    /// Writes the entry to a temporary file beside `path` and renames it into place.
    fn write(&self, path: &Path, key: &Key, payload: &[u8]) -> io::Result<()> {
        // Folders of the owner's alone: `settings` refuses a folder others may write.
        std::os::unix::fs::DirBuilderExt::mode(fs::DirBuilder::new().recursive(true), 0o700).create(&self.dir)?;
        let temp = self.dir.join(temp_name());
        let written = (|| {
            // `create_new`: a name clash (impossible by construction) fails instead of two
            // writers sharing one file.
            let mut file = File::options().write(true).create_new(true).open(&temp)?;
            file.write_all(&entry::header(key, payload))?;
            file.write_all(payload)?;
            drop(file);
            fs::rename(&temp, path)
        })();
        if written.is_err() {
            let _ = remove_if_present(&temp);
        }
        written
    }

    /// Deletes stale temporary files, then least recently used entries while the folder is over
    /// its bound.
    fn evict(&self) {
        let files = match self.list() {
            Ok(files) => files,
            Err(error) => return self.report("list", &self.dir, &error),
        };
        let now = SystemTime::now();
        let mut total = 0u64;
        let mut entries = Vec::new();
        for file in files {
            let age = now.duration_since(file.modified).unwrap_or_default();
            if file.is_temp && age > STALE_TEMP_AGE && remove_if_present(&file.path).is_ok() {
                continue;
            }
            total += file.len;
            if !file.is_temp {
                entries.push(file);
            }
        }
        if total <= self.max_size {
            return;
        }
        let target = self.max_size - self.max_size / 10;
        entries.sort_by_key(|file| file.modified);
        for file in entries {
            if total <= target {
                break;
            }
            match remove_if_present(&file.path) {
                Ok(()) => total -= file.len,
                Err(error) => self.report("delete", &file.path, &error),
            }
        }
        tracing::debug!("compile cache: evicted down to {total} bytes");
    }

    /// The folder's entries and temporary files; other files are not the cache's and are left
    /// alone. A file deleted while listing is skipped.
    fn list(&self) -> io::Result<Vec<Listed>> {
        let dir = match fs::read_dir(&self.dir) {
            Ok(dir) => dir,
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(error) => return Err(error),
        };
        let mut files = Vec::new();
        for dir_entry in dir {
            let Ok(dir_entry) = dir_entry else { continue };
            let name = dir_entry.file_name();
            let Some(name) = name.to_str() else { continue };
            let is_temp = name.starts_with(TEMP_PREFIX);
            if !is_temp && !is_entry_name(name) {
                continue;
            }
            let Ok(metadata) = dir_entry.metadata() else {
                continue;
            };
            if !metadata.is_file() {
                continue;
            }
            files.push(Listed { path: dir_entry.path(), len: metadata.len(), modified: metadata.modified().unwrap_or(SystemTime::UNIX_EPOCH), is_temp });
        }
        Ok(files)
    }

    /// Logs a failure to use the folder: at `warn` the first time, at `debug` after.
    fn report(&self, action: &str, path: &Path, error: &io::Error) {
        if self.failure_reported.swap(true, Ordering::Relaxed) {
            tracing::debug!("compile cache: cannot {action} {}: {error}", path.display());
        } else {
            tracing::warn!(
                "compile cache: cannot {action} {}: {error}; kernels the cache cannot hold are \
                 compiled at every start (further cache failures are logged at debug level)",
                path.display()
            );
        }
    }
}

/// One file of the cache's folder.
struct Listed {
    path: PathBuf,
    len: u64,
    modified: SystemTime,
    is_temp: bool,
}

fn is_entry_name(name: &str) -> bool {
    name.len() == 32 && name.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// Deletes `path`; one already gone (another process evicted or replaced it) is not an error.
fn remove_if_present(path: &Path) -> io::Result<()> {
    match fs::remove_file(path) {
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(()),
        other => other,
    }
}

/// A temporary file name no other writer uses: the process id and a per-process counter tell
/// apart every writer on this machine (threads included); the random part tells apart processes
/// of other machines or PID namespaces sharing the folder, and a reused PID's leftovers.
fn temp_name() -> String {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let count = COUNTER.fetch_add(1, Ordering::Relaxed);
    // `RandomState` is seeded from the OS's random source; mixing in the time covers its
    // per-thread seed being reused by increments.
    let mut random = RandomState::new().build_hasher();
    random.write_u128(SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map_or(0, |since| since.as_nanos()));
    random.write_u64(count);
    format!("{TEMP_PREFIX}{}-{count}-{:016x}", std::process::id(), random.finish())
}
