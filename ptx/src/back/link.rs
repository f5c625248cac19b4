//! The last step: an object file linked into a loadable shared object by `ld.lld`, and the
//! search for `ld.lld` and the AMD device libraries.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};

use rocuda_core::config;

use super::{CompileError, Target, ToolError};

/// `ld.lld`: `ROCUDA_LLD`, then ROCm's, then LLVM 19's, then the `PATH`'s.
pub fn find_linker() -> Option<PathBuf> {
    if let Some(path) = config::var(config::LLD) {
        return Some(path.into());
    }
    let mut candidates: Vec<PathBuf> = Vec::new();
    if let Some(rocm) = config::var(config::ROCM_PATH) {
        candidates.push(Path::new(&rocm).join("llvm/bin/ld.lld"));
    }
    candidates.extend(["/opt/rocm/llvm/bin/ld.lld", "/usr/lib/llvm-19/bin/ld.lld"].map(PathBuf::from));
    if let Some(found) = candidates.into_iter().find(|p| p.is_file()) {
        return Some(found);
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).flat_map(|dir| [dir.join("ld.lld-19"), dir.join("ld.lld")]).find(|p| p.is_file())
}

/// The directory holding `ockl.bc`: `ROCUDA_DEVICE_LIBS`, then ROCm's, then Debian's.
pub fn find_device_libs() -> Option<PathBuf> {
    if let Some(path) = config::var(config::DEVICE_LIBS) {
        return Some(path.into());
    }
    let mut candidates: Vec<PathBuf> = Vec::new();
    if let Some(rocm) = config::var(config::ROCM_PATH) {
        candidates.push(Path::new(&rocm).join("amdgcn/bitcode"));
    }
    candidates.extend(["/opt/rocm/amdgcn/bitcode", "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode", "/usr/lib/amdgcn/bitcode"].map(PathBuf::from));
    candidates.into_iter().find(|dir| dir.join("ockl.bc").is_file())
}

/// Links objects into one shared object: an AMD GPU code object (what HIP loads), or a host
/// shared object (what the host executor `dlopen`s).
pub fn shared_object(target: Target, objects: &[Vec<u8>], linker: Option<&Path>) -> Result<Vec<u8>, CompileError> {
    let linker = match linker {
        Some(path) => path.to_path_buf(),
        None => find_linker().ok_or(ToolError::LinkerNotFound)?,
    };
    let scratch = Scratch::new()?;
    let output = scratch.0.join("module.so");
    let mut command = Command::new(&linker);
    command.arg("-shared").arg("-o").arg(&output);
    for (index, object) in objects.iter().enumerate() {
        let input = scratch.0.join(format!("part{index}.o"));
        std::fs::write(&input, object).map_err(|e| ToolError::io("writing", &input, e))?;
        command.arg(&input);
    }
    match target {
        Target::Amdgcn(_) => {
            // A code object's symbols are not interposed: addresses of its variables in its
            // initializers resolve within it.
            command.arg("--no-undefined").arg("-Bsymbolic");
        }
        Target::Host => {
            // Math functions LLVM calls (sinf, exp2, ...) come from the C library's libm.
            if let Some(dir) =
                ["/lib/x86_64-linux-gnu", "/usr/lib/x86_64-linux-gnu", "/lib64", "/usr/lib64"].iter().find(|d| Path::new(d).join("libm.so.6").is_file())
            {
                command.arg(format!("-L{dir}")).arg("-l:libm.so.6");
            }
        }
    }
    let result = command.output().map_err(|e| ToolError::io("running", &linker, e))?;
    if !result.status.success() {
        return Err(ToolError::LinkerFailed { linker, stderr: String::from_utf8_lossy(&result.stderr).trim().to_string() }.into());
    }
    Ok(std::fs::read(&output).map_err(|e| ToolError::io("reading", &output, e))?)
}

/// A private directory for the linker's files, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new() -> Result<Scratch, ToolError> {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let name = format!("rocuda-ptx-{}-{}", std::process::id(), NEXT.fetch_add(1, Ordering::Relaxed));
        let dir = std::env::temp_dir().join(name);
        std::fs::create_dir_all(&dir).map_err(|e| ToolError::io("creating", &dir, e))?;
        Ok(Scratch(dir))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
