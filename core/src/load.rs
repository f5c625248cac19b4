//! Loading ROCm's libraries at run time.
//!
//! rocuda builds without ROCm and links none of it: each generated `-sys` crate declares its
//! library as a [`Library`] and each function as a [`Symbol`], both resolved at first use. So
//! a library that is never used is never loaded, the same build runs against ROCm 6 or 7, and
//! tests point rocuda at the host device's implementations of the same ABI by setting one
//! variable.
//!
//! A library is searched, under each of its sonames (newest first), in:
//! 1. `ROCUDA_ROCM_LIB`, a directory (how tests select the host device);
//! 2. `$ROCM_PATH/lib`;
//! 3. `/opt/rocm/lib`;
//! 4. the system's search path (`dlopen` by soname).
//!
//! A library not found, or a symbol it lacks, is a [`LoadError`]: logged once, with what was
//! searched, and turned by the calling CUDA library into its own status
//! ([`status`](crate::load::status)). Nothing panics.

use std::ffi::{CStr, c_void};
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use crate::config;
use crate::export::Status;

/// One ROCm library, loaded at first use.
pub struct Library {
    /// What messages call it: "HIP runtime".
    pub title: &'static str,
    /// Its sonames, newest first.
    pub sonames: &'static [&'static str],
    loaded: OnceLock<Result<Loaded, LoadError>>,
}

struct Loaded {
    library: libloading::Library,
    path: PathBuf,
}

/// Why a library or one of its functions is not available.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// None of the library's sonames could be loaded from anywhere searched.
    Library { title: &'static str, tried: Vec<Attempt> },
    /// The library was loaded but lacks the function.
    Symbol { title: &'static str, path: PathBuf, symbol: String },
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Library { title, tried } => {
                let tried: Vec<String> = tried.iter().map(Attempt::to_string).collect();
                write!(f, "{title} not found; tried {}", tried.join(", "))
            }
            LoadError::Symbol { title, path, symbol } => {
                write!(f, "{title} ({}) has no function {symbol}", path.display())
            }
        }
    }
}

/// One place a library was looked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attempt {
    /// A path, or a bare soname for the system's search path.
    pub file: String,
    /// What put it on the search path.
    pub why: String,
    /// The dynamic loader's reason (`dlerror`), without the path it repeats.
    pub reason: String,
}

impl Attempt {
    /// Whether the file was there (and so failed for another reason: a dependency, a newer
    /// glibc, a wrong architecture).
    pub fn file_exists(&self) -> bool {
        Path::new(&self.file).is_file()
    }
}

impl fmt::Display for Attempt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({}: {})", self.file, self.why, self.reason)
    }
}

/// Where libraries are searched, in order.
#[derive(Clone, Debug)]
pub struct SearchPath {
    /// Directories, each with what put it on the path (for messages).
    pub dirs: Vec<(String, PathBuf)>,
    /// Whether to try the system's search path last.
    pub system: bool,
}

impl SearchPath {
    /// The documented order, from the environment.
    pub fn from_env() -> SearchPath {
        let mut dirs = Vec::new();
        if let Some(dir) = config::var(config::ROCM_LIB) {
            dirs.push((config::ROCM_LIB.to_string(), PathBuf::from(dir)));
        }
        if let Some(rocm) = config::var(config::ROCM_PATH) {
            dirs.push((format!("${}/lib", config::ROCM_PATH), Path::new(&rocm).join("lib")));
        }
        dirs.push(("the default ROCm location".to_string(), PathBuf::from("/opt/rocm/lib")));
        SearchPath { dirs, system: true }
    }
}

impl Library {
    pub const fn new(title: &'static str, sonames: &'static [&'static str]) -> Library {
        Library { title, sonames, loaded: OnceLock::new() }
    }

    /// The loaded library's path, loading it from the environment's search path if needed.
    pub fn path(&self) -> Result<&Path, LoadError> {
        self.get().map(|loaded| loaded.path.as_path())
    }

    /// Loads from `search` unless already loaded (by this call or an earlier one).
    pub fn load_with(&self, search: &SearchPath) -> Result<&Path, LoadError> {
        match self.loaded.get_or_init(|| self.load(search)) {
            Ok(loaded) => Ok(&loaded.path),
            Err(error) => Err(error.clone()),
        }
    }

    fn get(&self) -> Result<&Loaded, LoadError> {
        self.loaded.get_or_init(|| self.load(&SearchPath::from_env())).as_ref().map_err(Clone::clone)
    }

    fn load(&self, search: &SearchPath) -> Result<Loaded, LoadError> {
        crate::log::init();
        let mut tried = Vec::new();
        for (why, dir) in &search.dirs {
            for soname in self.sonames {
                let path = dir.join(soname);
                // SAFETY: a ROCm library (or the host device's) runs only its own
                // initializers; rocuda never unloads it while symbols are in use.
                match unsafe { libloading::Library::new(&path) } {
                    Ok(library) => return Ok(self.loaded(library, path)),
                    Err(error) => tried.push(attempt(&path.display().to_string(), why, &error)),
                }
            }
        }
        if search.system {
            for soname in self.sonames {
                // SAFETY: as above.
                match unsafe { libloading::Library::new(*soname) } {
                    Ok(library) => {
                        let (library, path) = with_path(library);
                        return Ok(self.loaded(library, path.unwrap_or_else(|| PathBuf::from(soname))));
                    }
                    Err(error) => tried.push(attempt(soname, "the system's search path", &error)),
                }
            }
        }
        let error = LoadError::Library { title: self.title, tried };
        tracing::warn!("{error}");
        Err(error)
    }

    fn loaded(&self, library: libloading::Library, path: PathBuf) -> Loaded {
        tracing::debug!("{}: loaded {}", self.title, path.display());
        Loaded { library, path }
    }
}

/// One function of a [`Library`], resolved at first call. `F` is its `unsafe extern "C" fn`
/// type.
pub struct Symbol<F> {
    name: &'static CStr,
    resolved: OnceLock<Result<F, LoadError>>,
}

impl<F: Copy> Symbol<F> {
    pub const fn new(name: &'static CStr) -> Symbol<F> {
        Symbol { name, resolved: OnceLock::new() }
    }

    /// The function, or why it is not available.
    pub fn get(&self, library: &Library) -> Result<F, LoadError> {
        const { assert!(size_of::<F>() == size_of::<*mut c_void>(), "Symbol<F> needs a function pointer type") };
        self.resolved
            .get_or_init(|| {
                let loaded = library.get()?;
                // SAFETY: `F` is the function's type as its header declares it (generated).
                match unsafe { loaded.library.get::<*mut c_void>(self.name.to_bytes()) } {
                    // SAFETY: a function pointer and a data pointer have the same size and
                    // representation on every target rocuda supports (checked above).
                    Ok(symbol) => Ok(unsafe { std::mem::transmute_copy::<*mut c_void, F>(&*symbol) }),
                    Err(_) => {
                        let error = LoadError::Symbol { title: library.title, path: loaded.path.clone(), symbol: self.name.to_string_lossy().into_owned() };
                        tracing::warn!("{error}");
                        Err(error)
                    }
                }
            })
            .clone()
    }
}

/// The calling CUDA library's status for a load failure: its "ROCm unavailable" status for a
/// missing library, NOT_SUPPORTED for a missing function (this ROCm does not have it).
pub fn status<S: Status>(error: LoadError) -> S {
    match error {
        LoadError::Library { .. } => S::ROCM_UNAVAILABLE,
        LoadError::Symbol { .. } => S::NOT_SUPPORTED,
    }
}

/// The file a library was loaded from, asked of the dynamic loader (`dlinfo`).
fn with_path(library: libloading::Library) -> (libloading::Library, Option<PathBuf>) {
    /// The public head of glibc's `struct link_map`.
    #[repr(C)]
    struct LinkMap {
        addr: usize,
        name: *const std::ffi::c_char,
    }
    let handle = libloading::os::unix::Library::from(library).into_raw();
    let mut map: *const LinkMap = std::ptr::null();
    // SAFETY: `handle` is a live dlopen handle; RTLD_DI_LINKMAP writes a `struct link_map *`,
    // whose name is a NUL-terminated path owned by the loader while the library is loaded.
    let path = unsafe {
        (libc::dlinfo(handle, libc::RTLD_DI_LINKMAP, (&raw mut map).cast()) == 0 && !map.is_null() && !(*map).name.is_null())
            .then(|| PathBuf::from(CStr::from_ptr((*map).name).to_string_lossy().into_owned()))
    };
    // SAFETY: `handle` came from `into_raw` just above.
    (unsafe { libloading::os::unix::Library::from_raw(handle) }.into(), path)
}

fn attempt(file: &str, why: &str, error: &libloading::Error) -> Attempt {
    use std::error::Error;
    let text = error.source().map_or_else(|| error.to_string(), |source| source.to_string());
    let reason = text.strip_prefix(file).and_then(|rest| rest.strip_prefix(": ")).unwrap_or(&text).to_string();
    Attempt { file: file.to_string(), why: why.to_string(), reason }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::tests::TestStatus;

    #[test]
    fn load_errors_become_the_callers_statuses() {
        let library = LoadError::Library { title: "test", tried: Vec::new() };
        let symbol = LoadError::Symbol { title: "test", path: PathBuf::from("/x.so"), symbol: "f".to_string() };
        assert_eq!(status::<TestStatus>(library), TestStatus::ROCM_UNAVAILABLE);
        assert_eq!(status::<TestStatus>(symbol.clone()), TestStatus::NOT_SUPPORTED);
        assert_eq!(symbol.to_string(), "test (/x.so) has no function f");
    }

    #[test]
    fn a_missing_library_lists_every_attempt_and_stays_failed() {
        static LIBRARY: Library = Library::new("test library", &["librocuda-none.so.2", "librocuda-none.so.1"]);
        let search = SearchPath { dirs: vec![("nowhere".to_string(), PathBuf::from("/nonexistent"))], system: true };
        let error = LIBRARY.load_with(&search).unwrap_err();
        let LoadError::Library { tried, .. } = &error else { panic!("{error}") };
        let files: Vec<&str> = tried.iter().map(|a| a.file.as_str()).collect();
        assert_eq!(files, ["/nonexistent/librocuda-none.so.2", "/nonexistent/librocuda-none.so.1", "librocuda-none.so.2", "librocuda-none.so.1"]);
        assert!(tried.iter().all(|a| !a.file_exists() && !a.reason.is_empty()));
        static SYMBOL: Symbol<unsafe extern "C" fn()> = Symbol::new(c"f");
        assert_eq!(SYMBOL.get(&LIBRARY), Err(error));
    }
}
