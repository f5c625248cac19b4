//! `rocuda run`: starts a program with rocuda's libraries in place of NVIDIA's, through the
//! install tree's `LD_AUDIT` library (audit/README.md), so neither the program nor its
//! library search path changes.

use std::ffi::OsString;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::Command;

use rocuda_core::config;

use crate::libraries::{self, LIBRARIES};

/// Where programs' GPU work runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Device {
    /// `rocm` when the machine has an AMD GPU driver (`/dev/kfd`), else `host`.
    Auto,
    /// The host device: the tree's CPU implementation of ROCm (`ROCUDA_ROCM_LIB=<tree>/lib/host`).
    Host,
    /// An AMD GPU, through the ROCm libraries this machine has.
    Rocm,
}

impl Device {
    /// The host device when the machine has no AMD GPU driver (`/dev/kfd`), else ROCm.
    pub fn detect() -> Device {
        if Path::new("/dev/kfd").exists() { Device::Rocm } else { Device::Host }
    }

    /// Whether programs run on the host device, `Auto` decided.
    fn is_host(self) -> bool {
        match self {
            Device::Auto => Device::detect() == Device::Host,
            chosen => chosen == Device::Host,
        }
    }
}

/// Switches by which clients that compile at run time choose PTX over NVIDIA machine code,
/// which no AMD GPU runs: each is set unless the user set it. CuPy compiles its kernels with
/// NVRTC for the device's `sm_XX` and loads the machine code unless `CUPY_COMPILE_WITH_PTX`
/// is 1 (`cupy/cuda/compiler.py`); it reads it once, when imported. CuPy's reductions and
/// scans go to CUB, which its wheel ships as machine code and as PTX of the newest GPUs only,
/// unless `CUPY_ACCELERATORS` names no accelerator: then they are CuPy's own kernels, which
/// NVRTC compiles to PTX.
pub const PTX_SWITCHES: &[(&str, &str)] = &[("CUPY_COMPILE_WITH_PTX", "1"), ("CUPY_ACCELERATORS", "")];

/// What `rocuda run` was asked.
pub struct Request {
    pub libs: Vec<String>,
    pub skip: Vec<String>,
    pub device: Option<Device>,
    pub quiet: bool,
    pub command: Vec<OsString>,
}

/// Replaces this process with the program; returns only on an error.
pub fn run(request: Request) -> Result<bool, String> {
    for name in request.libs.iter().chain(&request.skip) {
        if libraries::position(name).is_none() {
            let valid: Vec<&str> = LIBRARIES.iter().map(|l| l.name).collect();
            return Err(format!("unknown library `{name}`; valid names: {}", valid.join(", ")));
        }
    }
    let tree = tree()?;
    let audit = tree.join("lib/librocuda_audit.so");
    if !audit.is_file() {
        return Err(format!("{} is missing: this rocuda is not in an install tree", audit.display()));
    }
    let (program, args) = request.command.split_first().ok_or("no program to run")?;
    let mut command = Command::new(program);
    command.args(args);

    // The user's own audit libraries, if any, stay after rocuda's.
    let mut ld_audit = audit.into_os_string();
    if let Some(theirs) = std::env::var_os("LD_AUDIT").filter(|v| !v.is_empty()) {
        ld_audit.push(":");
        ld_audit.push(theirs);
    }
    command.env("LD_AUDIT", ld_audit);
    if !request.libs.is_empty() {
        command.env(config::LIBS, request.libs.join(","));
    }
    if !request.skip.is_empty() {
        command.env(config::SKIP, request.skip.join(","));
    }
    for (variable, value) in PTX_SWITCHES {
        if std::env::var_os(variable).is_none() {
            command.env(variable, value);
        }
    }
    let on_host = request.device.unwrap_or(Device::Auto).is_host();
    let host = host_dir(&tree);
    if on_host {
        command.env(config::ROCM_LIB, &host);
    }

    if !request.quiet {
        let libs = chosen(config::var(config::LIBS), config::var(config::SKIP), &request.libs, &request.skip);
        let on = match on_host {
            true => format!("the host device ({}={})", config::ROCM_LIB, host.display()),
            false => "ROCm's GPU libraries".to_string(),
        };
        eprintln!("rocuda: {} with rocuda's {} (LD_AUDIT), on {on}", Path::new(program).display(), libs.join(", "));
    }
    let error = command.exec();
    Err(format!("{}: {error}", Path::new(program).display()))
}

/// The libraries the audit library will redirect: the options, else the inherited variables,
/// else every library. A name is a library's or its display name, as the audit library reads
/// them.
pub fn chosen(env_libs: Option<String>, env_skip: Option<String>, libs: &[String], skip: &[String]) -> Vec<&'static str> {
    let split = |value: Option<String>| -> Vec<String> {
        value.map(|v| v.split(',').map(|n| n.trim().to_string()).filter(|n| !n.is_empty()).collect()).unwrap_or_default()
    };
    let libs = if libs.is_empty() { split(env_libs) } else { libs.to_vec() };
    let skip = if skip.is_empty() { split(env_skip) } else { skip.to_vec() };
    let named = |names: &[String], index: usize| names.iter().any(|n| libraries::position(n) == Some(index));
    (0..LIBRARIES.len()).filter(|&i| (libs.is_empty() || named(&libs, i)) && !named(&skip, i)).map(|i| LIBRARIES[i].name).collect()
}

/// Where the install tree keeps the host device's ROCm libraries.
pub fn host_dir(tree: &Path) -> PathBuf {
    tree.join("lib/host")
}

/// `<tree>`: this command is `<tree>/bin/rocuda`.
pub fn tree() -> Result<PathBuf, String> {
    let exe = std::env::current_exe().map_err(|e| format!("cannot find the rocuda command's own path: {e}"))?;
    exe.parent().and_then(Path::parent).map(Path::to_path_buf).ok_or_else(|| format!("{} is not in <tree>/bin", exe.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn host_and_rocm_are_taken_as_asked() {
        assert!(Device::Host.is_host());
        assert!(!Device::Rocm.is_host());
    }

    /// The generated copy has codegen's libraries, in codegen's order, named in lowercase.
    #[test]
    fn names_are_the_libraries() {
        let names: Vec<String> = rocuda_codegen::library::LIBRARIES.iter().map(|l| l.name.to_ascii_lowercase()).collect();
        let ours: Vec<&str> = LIBRARIES.iter().map(|l| l.name).collect();
        assert_eq!(names, ours);
    }

    #[test]
    fn options_override_the_environment() {
        let strings = |s: &[&str]| s.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let every: Vec<&str> = LIBRARIES.iter().map(|l| l.name).collect();
        assert_eq!(chosen(None, None, &[], &[]), every);
        assert_eq!(chosen(Some("cufft".into()), None, &[], &strings(&["cufft"])), Vec::<&str>::new());
        assert_eq!(chosen(Some("cufft".into()), None, &strings(&["cublas", "cuda"]), &[]), vec!["cuda", "cublas"]);
        assert_eq!(chosen(None, Some("nvml, cudnn".into()), &[], &[]), vec!["cuda", "cublas", "cublaslt", "cufft", "curand", "cusparse"]);
        assert_eq!(chosen(Some("cublas,cublasLt".into()), Some("cublas".into()), &[], &[]), vec!["cublaslt"]);
        assert_eq!(chosen(None, None, &[], &strings(&["cublasLt", "cuda"])), vec!["cublas", "cudnn", "cufft", "curand", "cusparse", "nvml"]);
    }
}
