//! `rocuda doctor`'s checks beyond ROCm's libraries. Each writes its lines into the report.

use std::ffi::{c_char, c_int};
use std::fmt::Write;
use std::path::{Path, PathBuf};

use hip_sys::hipError_t;
use rocuda_core::config;
use rocuda_core::load::{Library, SearchPath, Symbol};
use rocuda_ptx::Target;

use super::failed;

/// The AMD GPUs the HIP runtime sees, and whether rocuda's compiler supports each; returns how
/// many rocuda can run programs on. A HIP runtime that is the host device's (architecture
/// `host`) counts no GPU.
pub fn amd_gpus(text: &mut String, hip_found: bool) -> usize {
    text.push_str("AMD GPUs:\n");
    if !hip_found {
        text.push_str("  no AMD GPU: the HIP runtime is not usable (see above)\n");
        return 0;
    }
    let mut count: c_int = 0;
    // SAFETY: the out-parameter is a valid int.
    if let Err(why) = failed(unsafe { hip_sys::hipGetDeviceCount(&mut count) }, hipError_t::hipSuccess) {
        let _ = writeln!(text, "  no AMD GPU: hipGetDeviceCount failed: {why}");
        text.push_str("  fix: check that the amdgpu driver is loaded (/dev/kfd exists) and you are in the render and video groups\n");
        return 0;
    }
    let mut usable = 0;
    for device in 0..count {
        // SAFETY: hipDeviceProp_tR0600 is a C struct of integers and arrays, valid when zeroed.
        let mut prop: hip_sys::hipDeviceProp_tR0600 = unsafe { std::mem::zeroed() };
        // SAFETY: `prop` is a valid out-parameter and `device` is below the count HIP gave.
        if let Err(why) = failed(unsafe { hip_sys::hipGetDevicePropertiesR0600(&mut prop, device) }, hipError_t::hipSuccess) {
            let _ = writeln!(text, "  {device}: properties unknown: {why}");
            continue;
        }
        let name = c_string(&prop.name);
        let arch = c_string(&prop.gcnArchName);
        let support = match Target::parse(&arch) {
            Some(Target::Host) => "the host device, not an AMD GPU".to_string(),
            Some(Target::Amdgcn(_)) => {
                usable += 1;
                "supported by rocuda's compiler".to_string()
            }
            None => {
                let known: Vec<&str> = rocuda_ptx::back::AMD_GPUS.iter().map(|gpu| gpu.name).collect();
                format!("not supported by rocuda's compiler\n     fix: use a GPU rocuda compiles for: {}", known.join(", "))
            }
        };
        let _ = writeln!(text, "  {device}: {name}, {arch}, {} memory, {support}", size(prop.totalGlobalMem as u64));
    }
    if count == 0 {
        text.push_str("  no AMD GPU: HIP reports none\n");
        text.push_str("  fix: check that the amdgpu driver is loaded (/dev/kfd exists) and you are in the render and video groups\n");
    } else if usable == 0 {
        text.push_str("  no AMD GPU that rocuda can run programs on\n");
    }
    usable
}

/// Whether the install tree's host device loads and answers one device, with its name.
pub fn host_device(text: &mut String, tree: &Result<PathBuf, String>) {
    let fix = "fix: run `cargo xtask build` (or reinstall rocuda) so the tree has its host device";
    let tree = match tree {
        Ok(tree) => tree,
        Err(why) => {
            let _ = writeln!(text, "The host device is not usable: {why}\n  {fix}");
            return;
        }
    };
    let dir = crate::run::host_dir(tree);
    match host_device_name(&dir) {
        Ok((path, name)) => {
            let _ = writeln!(text, "The host device works: {} answers 1 device, {name}", path.display());
        }
        Err(why) => {
            let _ = writeln!(text, "The host device is not usable: {why}\n  {fix}");
        }
    }
}

/// The host device's HIP library and its one device's name. It is loaded on its own, beside
/// any real HIP runtime the report loaded, so both can be checked in one process.
fn host_device_name(dir: &Path) -> Result<(PathBuf, String), String> {
    let library: &'static Library = Box::leak(Box::new(Library::new("host device's HIP runtime", hip_sys::LIBRARY.sonames)));
    let search = SearchPath { dirs: vec![("the install tree".to_string(), dir.to_path_buf())], system: false };
    let path = library.load_with(&search).map_err(|e| e.to_string())?.to_path_buf();
    let count_fn: Symbol<unsafe extern "C" fn(*mut c_int) -> hipError_t> = Symbol::new(c"hipGetDeviceCount");
    let name_fn: Symbol<unsafe extern "C" fn(*mut c_char, c_int, c_int) -> hipError_t> = Symbol::new(c"hipDeviceGetName");
    let mut count: c_int = 0;
    // SAFETY: hipGetDeviceCount's type as hip_runtime_api.h declares it; the out-parameter is valid.
    let status = unsafe { (count_fn.get(library).map_err(|e| e.to_string())?)(&mut count) };
    if status != hipError_t::hipSuccess || count != 1 {
        return Err(format!("{} answers hipGetDeviceCount with {}, {count} devices; expected 1", path.display(), rocuda_core::export::describe(status)));
    }
    let mut name = [0 as c_char; 256];
    // SAFETY: hipDeviceGetName's type as declared; `name` holds the length passed.
    let status = unsafe { (name_fn.get(library).map_err(|e| e.to_string())?)(name.as_mut_ptr(), name.len() as c_int, 0) };
    if status != hipError_t::hipSuccess {
        return Err(format!("{} answers hipDeviceGetName with {}", path.display(), rocuda_core::export::describe(status)));
    }
    Ok((path, c_string(&name)))
}

/// The tools rocuda's compiler runs for AMD GPUs (LLVM itself is built in): both are files
/// found in known places, so checking costs nothing.
pub fn compiler_tools(text: &mut String) {
    text.push_str("The compiler's tools for AMD GPUs (LLVM itself is built into rocuda):\n");
    match rocuda_ptx::back::find_linker() {
        Some(path) => {
            let _ = writeln!(text, "  {:<34} found      {}", "ld.lld", path.display());
        }
        None => {
            let _ = writeln!(text, "  {:<34} not found  (fix: install lld-19 or set {})", "ld.lld", config::LLD);
        }
    }
    let title = "AMD device libraries (ockl.bc)";
    match rocuda_ptx::back::find_device_libs() {
        Some(path) => {
            let _ = writeln!(text, "  {title:<34} found      {}", path.display());
        }
        None => {
            let _ = writeln!(text, "  {title:<34} not found  (fix: install rocm-device-libs or set {})", config::DEVICE_LIBS);
        }
    }
}

/// The compile cache's folder and size, as nvcuda's cache settings choose them
/// (nvcuda/src/cache/settings.rs): `<cache root>/kernels`, unless `ROCUDA_CACHE` is off.
pub fn cache(text: &mut String) {
    if let Some(switch) = config::var(config::CACHE)
        && matches!(switch.trim().to_ascii_lowercase().as_str(), "off" | "0" | "false" | "no")
    {
        let _ = writeln!(text, "Compile cache: off ({}={switch})", config::CACHE);
        return;
    }
    let root = config::cache_dir();
    if !root.is_absolute() {
        let _ = writeln!(text, "Compile cache: not usable, its root {} is not absolute", root.display());
        let _ = writeln!(text, "  fix: set {} or HOME", config::CACHE_DIR);
        return;
    }
    let dir = root.join("kernels");
    let (bytes, files) = folder_size(&dir);
    let limit = config::var(config::CACHE_MAX_SIZE).unwrap_or_else(|| "1G, the default".to_string());
    let _ = writeln!(text, "Compile cache: {}, {} in {files} files (at most {limit})", dir.display(), size(bytes));
}

/// The libraries `rocuda run` would redirect, as `ROCUDA_LIBS` and `ROCUDA_SKIP` choose, and the
/// audit library that does it.
pub fn redirection(text: &mut String, tree: &Result<PathBuf, String>) {
    let libs = crate::run::chosen(config::var(config::LIBS), config::var(config::SKIP), &[], &[]);
    let _ = writeln!(text, "`rocuda run` redirects: {} ({}/{})", libs.join(", "), config::LIBS, config::SKIP);
    match tree {
        Ok(tree) => {
            let audit = tree.join("lib/librocuda_audit.so");
            if audit.is_file() {
                let _ = writeln!(text, "  through {}", audit.display());
            } else {
                let _ = writeln!(text, "  but {} is missing\n  fix: run `cargo xtask build` (or reinstall rocuda)", audit.display());
            }
        }
        Err(why) => {
            let _ = writeln!(text, "  but the audit library cannot be found: {why}");
        }
    }
}

/// The bytes and number of files under `dir`; nothing when it does not exist.
fn folder_size(dir: &Path) -> (u64, u64) {
    let Ok(entries) = std::fs::read_dir(dir) else { return (0, 0) };
    let mut total = (0, 0);
    for entry in entries.flatten() {
        let Ok(kind) = entry.file_type() else { continue };
        if kind.is_dir() {
            let (bytes, files) = folder_size(&entry.path());
            total = (total.0 + bytes, total.1 + files);
        } else if kind.is_file() {
            total = (total.0 + entry.metadata().map_or(0, |m| m.len()), total.1 + 1);
        }
    }
    total
}

/// A size for people: "1.5 GiB".
fn size(bytes: u64) -> String {
    const UNITS: [&str; 4] = ["KiB", "MiB", "GiB", "TiB"];
    if bytes < 1024 {
        return format!("{bytes} B");
    }
    let mut value = bytes as f64 / 1024.0;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < UNITS.len() {
        value /= 1024.0;
        unit += 1;
    }
    format!("{value:.1} {}", UNITS[unit])
}

/// A NUL-terminated C string held in a fixed array, as text.
fn c_string(bytes: &[c_char]) -> String {
    let bytes: Vec<u8> = bytes.iter().take_while(|&&b| b != 0).map(|&b| b as u8).collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_as_people_write_them() {
        assert_eq!(size(512), "512 B");
        assert_eq!(size(1536), "1.5 KiB");
        assert_eq!(size(3 << 30), "3.0 GiB");
    }
}
