//! `librocuda_audit.so`: glibc's `LD_AUDIT` interface, used to load rocuda's libraries in
//! place of NVIDIA's without touching the program or its search path.
//!
//! A program started with `LD_AUDIT=<tree>/lib/librocuda_audit.so` has every library lookup
//! passed through [`la_objsearch`] first: the name asked for (a bare soname, an absolute path)
//! and then each candidate path the loader tries (RPATH, `LD_LIBRARY_PATH`, RUNPATH, the
//! default directories). A lookup whose *file name* is one of NVIDIA's libraries is answered
//! with rocuda's file of that library in `<tree>/lib`, so RUNPATHs that point at NVIDIA's
//! wheels and `dlopen`s by absolute path are redirected too. Everything else is returned
//! unchanged.
//!
//! `<tree>` is where this library itself lies (`<tree>/lib/librocuda_audit.so`), found with
//! `dladdr`, so an install tree can be moved. The libraries, their names and NVIDIA's file names
//! are codegen's table, copied into `src/generated/libraries.rs`; the ones to redirect come
//! from `ROCUDA_LIBS` and `ROCUDA_SKIP`, read once in [`la_version`] (see README.md).
//!
//! The loader calls these functions while it holds its own lock and, for the first
//! libraries, before the program's `main`: [`la_objsearch`] neither allocates nor locks,
//! and writes its log lines with `write(2)`. No panic crosses into the loader.

use std::ffi::{CStr, CString, OsStr, c_char, c_int, c_uint, c_void};
use std::io::Write;
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The audit interface version this library implements (`LAV_CURRENT` of glibc's first one;
/// later loaders accept it).
const LAV_CURRENT: c_uint = 1;

/// `la_objsearch`'s `flag`: where the name being looked up comes from (`<link.h>`).
const LA_SER_ORIG: c_uint = 0x01;
const LA_SER_LIBPATH: c_uint = 0x02;
const LA_SER_RUNPATH: c_uint = 0x04;
const LA_SER_CONFIG: c_uint = 0x08;
const LA_SER_DEFAULT: c_uint = 0x40;
const LA_SER_SECURE: c_uint = 0x80;

/// The variables read, as documented in rocuda_core::config (the tests check the names).
const LIBS: &str = "ROCUDA_LIBS";
const SKIP: &str = "ROCUDA_SKIP";
const LOG: &str = "ROCUDA_LOG";
const LOG_FILE: &str = "ROCUDA_LOG_FILE";

#[rustfmt::skip]
#[path = "generated/libraries.rs"]
mod libraries;

use libraries::LIBRARIES;

/// Which of [`LIBRARIES`] a file name (no directory) belongs to.
fn library_of(file: &[u8]) -> Option<usize> {
    // `<stem>.so` or `<stem>.so.<version>`, with one of the library's versions.
    let versioned = |rest: &[u8], versions: &[&str]| {
        let Some(so) = rest.strip_prefix(b".so") else {
            return false;
        };
        so.is_empty() || so.strip_prefix(b".").is_some_and(|v| versions.iter().any(|w| w.as_bytes() == v))
    };
    if let Some(index) = LIBRARIES.iter().position(|l| file.strip_prefix(l.stem.as_bytes()).is_some_and(|rest| versioned(rest, l.versions))) {
        return Some(index);
    }
    // A sub-library, `libcudnn_<part>.so[.9]`, with a part made of a name's characters.
    LIBRARIES.iter().position(|l| {
        let Some(part) = l.sub_libraries.and_then(|prefix| file.strip_prefix(prefix.as_bytes())) else {
            return false;
        };
        let end = part.iter().position(|&b| b == b'.').unwrap_or(part.len());
        let (sub, rest) = part.split_at(end);
        !sub.is_empty() && sub.iter().all(|b| b.is_ascii_alphanumeric() || *b == b'_') && versioned(rest, l.versions)
    })
}

/// What `la_version` decided, read by every `la_objsearch`.
struct State {
    /// `<tree>/lib/`, with its slash: lookups already there are rocuda's own.
    lib_dir: Vec<u8>,
    /// For each of [`LIBRARIES`], rocuda's file when that library is redirected.
    targets: [Option<CString>; LIBRARIES.len()],
    /// Where debug lines go, when `ROCUDA_LOG` asks for them.
    log: Option<c_int>,
}

static STATE: OnceLock<State> = OnceLock::new();

/// The loader's first call: reads the configuration once. Always accepts the interface, so a
/// configuration error leaves the program running with nothing redirected.
///
/// # Safety
/// Called by the dynamic loader.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn la_version(_version: c_uint) -> c_uint {
    // A panic here leaves STATE unset: nothing is redirected.
    let _ = catch_unwind(|| {
        if let Some(state) = configure() {
            let _ = STATE.set(state);
        }
    });
    LAV_CURRENT
}

/// Each lookup, and each path tried for it: rocuda's file for NVIDIA's libraries that are
/// redirected, `name` for everything else.
///
/// # Safety
/// Called by the dynamic loader with a NUL-terminated `name`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn la_objsearch(name: *const c_char, _cookie: *mut usize, flag: c_uint) -> *mut c_char {
    let unchanged = name.cast_mut();
    if name.is_null() {
        return unchanged;
    }
    // SAFETY: the loader passes a NUL-terminated string that lives for this call.
    let requested = unsafe { CStr::from_ptr(name) }.to_bytes();
    catch_unwind(AssertUnwindSafe(|| match STATE.get().and_then(|state| redirect(state, requested).map(|t| (state, t))) {
        Some((state, target)) => {
            if let Some(fd) = state.log {
                log_redirect(fd, requested, target.to_bytes(), flag);
            }
            target.as_ptr().cast_mut()
        }
        None => unchanged,
    }))
    .unwrap_or(unchanged)
}

/// rocuda's file for `requested`, when it names a redirected library outside the tree.
fn redirect<'s>(state: &'s State, requested: &[u8]) -> Option<&'s CString> {
    if requested.starts_with(&state.lib_dir) {
        return None;
    }
    let file = requested.rsplit(|&b| b == b'/').next().unwrap_or(requested);
    state.targets[library_of(file)?].as_ref()
}

/// Reads the environment and finds the tree; `None` (after one line on standard error) when
/// nothing can be redirected.
fn configure() -> Option<State> {
    let log = debug_enabled(std::env::var(LOG).ok().as_deref()).then(log_fd);
    let enabled = match enabled(std::env::var(LIBS).ok().as_deref(), std::env::var(SKIP).ok().as_deref()) {
        Ok(enabled) => enabled,
        Err(message) => {
            error(&format!("{message}; nothing is redirected"));
            return None;
        }
    };
    let tree = match tree() {
        Ok(tree) => tree,
        Err(message) => {
            error(&format!("{message}; nothing is redirected"));
            return None;
        }
    };
    let lib = tree.join("lib");
    let mut lib_dir = lib.as_os_str().as_bytes().to_vec();
    lib_dir.push(b'/');
    let targets = std::array::from_fn(|index| {
        let library = &LIBRARIES[index];
        if !enabled[index] {
            return None;
        }
        let path = lib.join(library.file);
        if !path.exists() {
            error(&format!("{} is missing; {} is not redirected", path.display(), library.name));
            return None;
        }
        CString::new(path.into_os_string().into_vec()).ok()
    });
    if let Some(fd) = log {
        let names: Vec<&str> = LIBRARIES.iter().zip(&enabled).filter(|(_, on)| **on).map(|(l, _)| l.name).collect();
        let line = format!("DEBUG rocuda_audit: tree {}, redirecting {}\n", tree.display(), names.join(","));
        write_all(fd, line.as_bytes());
    }
    Some(State { lib_dir, targets, log })
}

/// `ROCUDA_LIBS` (every library when unset or empty) less `ROCUDA_SKIP`; a name is a library's
/// or its display name (`cublasLt`), and an unknown name is an error naming it and the valid
/// names.
fn enabled(libs: Option<&str>, skip: Option<&str>) -> Result<[bool; LIBRARIES.len()], String> {
    let names = |variable: &str, value: &str| -> Result<[bool; LIBRARIES.len()], String> {
        let mut set = [false; LIBRARIES.len()];
        for name in value.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            let Some(index) = libraries::position(name) else {
                let valid: Vec<&str> = LIBRARIES.iter().map(|l| l.name).collect();
                return Err(format!("unknown library `{name}` in {variable}; valid names: {}", valid.join(", ")));
            };
            set[index] = true;
        }
        Ok(set)
    };
    let mut on = match libs.filter(|v| !v.is_empty()) {
        Some(value) => names(LIBS, value)?,
        None => [true; LIBRARIES.len()],
    };
    if let Some(value) = skip.filter(|v| !v.is_empty()) {
        for (on, skipped) in on.iter_mut().zip(names(SKIP, value)?) {
            *on &= !skipped;
        }
    }
    Ok(on)
}

/// Whether `ROCUDA_LOG` asks for this library's debug lines: a directive for `rocuda_audit`
/// if there is one, else the plain level, as rocuda's other libraries read it.
fn debug_enabled(spec: Option<&str>) -> bool {
    let verbose = |level: &str| matches!(level.trim().to_ascii_lowercase().as_str(), "debug" | "trace");
    let mut global = false;
    for directive in spec.unwrap_or_default().split(',') {
        match directive.split_once('=') {
            Some((target, level)) if target.trim() == "rocuda_audit" => return verbose(level),
            Some(_) => {}
            None => global = verbose(directive),
        }
    }
    global
}

/// Standard error, or `ROCUDA_LOG_FILE` opened for appending (standard error again if it
/// cannot be opened).
fn log_fd() -> c_int {
    let Some(path) = std::env::var_os(LOG_FILE).filter(|p| !p.is_empty()) else {
        return libc::STDERR_FILENO;
    };
    let Ok(path) = CString::new(path.into_vec()) else {
        return libc::STDERR_FILENO;
    };
    // SAFETY: `path` is NUL-terminated; the flags and mode are plain values.
    let fd = unsafe { libc::open(path.as_ptr(), libc::O_WRONLY | libc::O_APPEND | libc::O_CREAT | libc::O_CLOEXEC, 0o644) };
    if fd < 0 { libc::STDERR_FILENO } else { fd }
}

/// `<tree>`: two levels above this library's own file.
fn tree() -> Result<PathBuf, String> {
    // SAFETY: an all-zero Dl_info is a valid value to be filled in.
    let mut info: libc::Dl_info = unsafe { std::mem::zeroed() };
    let address = la_version as *const c_void;
    // SAFETY: `address` is in this library; `info` is writable.
    let found = unsafe { libc::dladdr(address, &mut info) } != 0 && !info.dli_fname.is_null();
    if !found {
        return Err("cannot find librocuda_audit.so's own path (dladdr)".into());
    }
    // SAFETY: dladdr set `dli_fname` to the loaded object's NUL-terminated name.
    let own = Path::new(OsStr::from_bytes(unsafe { CStr::from_ptr(info.dli_fname) }.to_bytes()));
    let own = own.canonicalize().map_err(|e| format!("{}: {e}", own.display()))?;
    own.parent().and_then(Path::parent).map(Path::to_path_buf).ok_or_else(|| format!("{} is not in <tree>/lib", own.display()))
}

/// One error line on standard error.
fn error(message: &str) {
    write_all(libc::STDERR_FILENO, format!("rocuda_audit: error: {message}\n").as_bytes());
}

/// One debug line for a redirection, built on the stack: the loader is mid-lookup.
fn log_redirect(fd: c_int, requested: &[u8], target: &[u8], flag: c_uint) {
    let mut buffer = [0u8; 1024];
    let mut cursor = &mut buffer[..];
    let flag = match flag {
        LA_SER_ORIG => "name",
        LA_SER_LIBPATH => "LD_LIBRARY_PATH",
        LA_SER_RUNPATH => "RPATH/RUNPATH",
        LA_SER_CONFIG => "ld.so.cache",
        LA_SER_DEFAULT => "default path",
        LA_SER_SECURE => "secure path",
        _ => "search",
    };
    // A line too long for the buffer is cut short and still ends the line.
    let _ = cursor.write_all(b"DEBUG rocuda_audit: ");
    let _ = cursor.write_all(requested);
    let _ = write!(cursor, " ({flag}) -> ");
    let _ = cursor.write_all(target);
    let left = cursor.len();
    let mut end = buffer.len() - left;
    if end == buffer.len() {
        end -= 1;
    }
    buffer[end] = b'\n';
    write_all(fd, &buffer[..=end]);
}

/// `write(2)` until done or failed; a log line is never worth more.
fn write_all(fd: c_int, mut bytes: &[u8]) {
    while !bytes.is_empty() {
        // SAFETY: `bytes` is a live slice; write(2) reads at most its length.
        let written = unsafe { libc::write(fd, bytes.as_ptr().cast(), bytes.len()) };
        if written <= 0 {
            return;
        }
        bytes = &bytes[written as usize..];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name_of(file: &str) -> Option<&'static str> {
        library_of(file.as_bytes()).map(|i| LIBRARIES[i].name)
    }

    #[test]
    fn nvidia_file_names_are_recognised() {
        for (file, name) in [
            ("libcuda.so", "cuda"),
            ("libcuda.so.1", "cuda"),
            ("libcublas.so.12", "cublas"),
            ("libcublas.so.13", "cublas"),
            ("libcublasLt.so", "cublaslt"),
            ("libcublasLt.so.12", "cublaslt"),
            ("libcudnn.so.9", "cudnn"),
            ("libcudnn_ops.so.9", "cudnn"),
            ("libcudnn_engines_precompiled.so.9", "cudnn"),
            ("libcudnn_graph.so", "cudnn"),
            ("libcufft.so.11", "cufft"),
            ("libcurand.so.10", "curand"),
            ("libcusparse.so", "cusparse"),
            ("libnvidia-ml.so.1", "nvml"),
        ] {
            assert_eq!(name_of(file), Some(name), "{file}");
        }
    }

    #[test]
    fn other_files_are_not() {
        for file in [
            "libc.so.6",
            "libcudart.so.13",
            "libcufftw.so.11",
            "libcublas.so.11",
            "libcuda.so.2",
            "libcudnn.so.8",
            "libcudnn_.so.9",
            "libcudnn_ops.so.8",
            "libcudnn_ops.so.9.1",
            "libnvidia-ml.so.1.bak",
            "libcusparseLt.so.0",
            "",
        ] {
            assert_eq!(name_of(file), None, "{file}");
        }
    }

    /// The generated copy agrees with codegen's table, whose text `cargo xtask codegen --check`
    /// compares: rocuda's file is the library's soname and every soname it answers to is
    /// recognised.
    #[test]
    fn table_matches_codegen() {
        assert_eq!(rocuda_codegen::library::LIBRARIES.len(), LIBRARIES.len());
        for (library, ours) in rocuda_codegen::library::LIBRARIES.iter().zip(&LIBRARIES) {
            assert_eq!(ours.name, library.name.to_ascii_lowercase());
            assert_eq!(ours.file, library.soname);
            for soname in library.sonames() {
                assert_eq!(name_of(soname), Some(ours.name), "{soname}");
            }
        }
    }

    #[test]
    fn variables_are_documented() {
        for name in [LIBS, SKIP, LOG, LOG_FILE] {
            assert!(rocuda_core::config::VARIABLES.iter().any(|v| v.name == name), "{name}");
        }
    }

    #[test]
    fn libs_and_skip_choose() {
        assert_eq!(enabled(None, None), Ok([true; 8]));
        assert_eq!(enabled(Some("cublas"), None), Ok([false, true, false, false, false, false, false, false]));
        assert_eq!(enabled(Some("cuda, cufft"), Some("cufft")), Ok([true, false, false, false, false, false, false, false]));
        assert_eq!(enabled(None, Some("nvml,cudnn")), Ok([true, true, true, false, true, true, true, false]));
        assert_eq!(enabled(Some("cublas,cublasLt"), None), Ok([false, true, true, false, false, false, false, false]));
        assert_eq!(enabled(Some("cublas,cublasLt"), Some("cublaslt")), Ok([false, true, false, false, false, false, false, false]));
        let error = enabled(Some("cuda,cuBLAS"), None).unwrap_err();
        assert!(error.contains("`cuBLAS`") && error.contains("ROCUDA_LIBS") && error.contains("cublaslt, cudnn"), "{error}");
        assert!(enabled(None, Some("fft")).unwrap_err().contains("ROCUDA_SKIP"));
    }

    #[test]
    fn log_levels() {
        assert!(!debug_enabled(None));
        assert!(!debug_enabled(Some("warn")));
        assert!(debug_enabled(Some("debug")));
        assert!(debug_enabled(Some("TRACE")));
        assert!(debug_enabled(Some("warn,rocuda_audit=debug")));
        assert!(!debug_enabled(Some("debug,rocuda_audit=warn")));
        assert!(debug_enabled(Some("debug,rocuda_cublas=warn")));
    }

    #[test]
    fn own_loads_and_unknown_files_are_kept() {
        let state = State {
            lib_dir: b"/t/lib/".to_vec(),
            targets: std::array::from_fn(|i| (i == 4).then(|| CString::new("/t/lib/libcufft.so.12").unwrap())),
            log: None,
        };
        assert_eq!(redirect(&state, b"/t/lib/libcufft.so.11"), None);
        assert_eq!(redirect(&state, b"libm.so.6"), None);
        assert_eq!(redirect(&state, b"libcublas.so.13"), None);
        assert_eq!(redirect(&state, b"/opt/nvidia/cu13/lib/libcufft.so.12").map(|c| c.to_bytes()), Some(&b"/t/lib/libcufft.so.12"[..]));
        assert_eq!(redirect(&state, b"libcufft.so.11").map(|c| c.to_bytes()), Some(&b"/t/lib/libcufft.so.12"[..]));
    }
}
