//! What decides the code a compilation produces besides the PTX and the compiler's own build:
//! rocuda's compile cache keys on it (`nvcuda/src/compiled.rs`), so that an object is never
//! served where this machine's toolchain would not have made it. The cache folder may be
//! shared, or copied to another machine.

use std::path::PathBuf;
use std::process::Command;
use std::sync::OnceLock;

use inkwell::targets::TargetMachine;
use twox_hash::XxHash3_128;

use super::link::{find_device_libs, find_linker};
use super::target::Target;

/// The toolchain a compilation for `target` depends on, as text:
///
/// - the version of the LLVM library loaded (a patch release can change code);
/// - the `ld.lld` that links, by its version line;
/// - the AMD device libraries, by a hash of their bitcode files' contents;
/// - for the host target, this CPU's name and features, which the code is compiled for: an
///   object made on a machine with AVX-512 must not run on one without.
pub fn toolchain_identity(target: Target) -> String {
    static SHARED: OnceLock<String> = OnceLock::new();
    let shared = SHARED.get_or_init(|| format!("llvm {}; {}; device libraries {}", llvm_version(), linker_version(), device_libraries()));
    static HOST: OnceLock<String> = OnceLock::new();
    match target {
        Target::Host => HOST
            .get_or_init(|| {
                let (cpu, features) = (TargetMachine::get_host_cpu_name(), TargetMachine::get_host_cpu_features());
                format!("{shared}; host cpu {} {}", cpu.to_string_lossy(), features.to_string_lossy())
            })
            .clone(),
        Target::Amdgcn(_) => shared.clone(),
    }
}

fn llvm_version() -> String {
    let (mut major, mut minor, mut patch) = (0, 0, 0);
    // SAFETY: LLVM writes one unsigned integer through each pointer, and each points to a
    // local `u32` (the C `unsigned`) that outlives the call.
    unsafe { inkwell::llvm_sys::core::LLVMGetVersion(&mut major, &mut minor, &mut patch) };
    format!("{major}.{minor}.{patch}")
}

fn linker_version() -> String {
    let Some(linker) = find_linker() else { return "no ld.lld".to_string() };
    let version = Command::new(&linker).arg("--version").output().map(|out| String::from_utf8_lossy(&out.stdout).trim().to_string());
    format!("ld.lld {} ({})", linker.display(), version.unwrap_or_else(|e| format!("does not run: {e}")))
}

/// XXH3-128 over every `.bc` file of the device libraries' folder, in name order.
fn device_libraries() -> String {
    let Some(dir) = find_device_libs() else { return "none".to_string() };
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir).map(|entries| entries.flatten().map(|e| e.path()).collect()).unwrap_or_default();
    files.retain(|path| path.extension().is_some_and(|e| e == "bc"));
    files.sort();
    let mut hasher = XxHash3_128::new();
    for file in &files {
        hasher.write(file.file_name().map_or(&[][..], |n| n.as_encoded_bytes()));
        hasher.write(&std::fs::read(file).unwrap_or_default());
    }
    format!("{} {:032x}", dir.display(), hasher.finish_128())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_host_identity_names_this_cpu_and_its_features_and_a_gpus_does_not() {
        let host = toolchain_identity(Target::Host);
        let cpu = TargetMachine::get_host_cpu_name().to_string_lossy().into_owned();
        let features = TargetMachine::get_host_cpu_features().to_string_lossy().into_owned();
        assert!(host.contains(&cpu) && host.contains(&features), "{host}");
        assert!(host.contains("llvm 19."), "{host}");
        let gpu = toolchain_identity(Target::parse("gfx1100").expect("a known GPU"));
        assert!(!gpu.contains(&features), "a GPU's code does not depend on the host CPU: {gpu}");
        assert!(gpu.contains("ld.lld") && gpu.contains("device libraries"), "{gpu}");
    }
}
