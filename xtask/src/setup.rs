//! `cargo xtask setup`: what building and testing need beyond the Rust toolchain. Idempotent:
//! it installs and downloads only what is missing, and says what it does. Each command asks
//! for what it needs ([`Needs`]), so `cargo xtask demo` downloads the CUDA toolkit it runs and
//! not the headers of every library that codegen reads.

use std::process::Command;

use rocuda_codegen::pins::Pins;
use rocuda_codegen::tools;
use rocuda_codegen::vendor::{Scope, Vendor};

use crate::{Result, exec, root, step};

/// What a command needs installed, each level including the one before.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Needs {
    /// Building rocuda's libraries and the `rocuda` command (LLVM 19, lld, a C compiler).
    Build,
    /// Also building and running NVIDIA-built programs: CUDA 13's nvcc, runtime and cuBLAS.
    Toolkit,
    /// Also building llama.cpp with CMake and writing its test model with NumPy.
    Llama,
    /// Also codegen and the full test suite: libclang, every header and export list.
    Everything,
}

/// Debian packages, the level that first needs each, and why.
const PACKAGES: &[(&str, Needs, &str)] = &[
    ("llvm-19-dev", Needs::Build, "the PTX compiler's LLVM 19 back end"),
    ("lld-19", Needs::Build, "links compiled PTX into AMD GPU code objects and host shared objects"),
    ("rocm-device-libs", Needs::Build, "AMD's device libraries (printf) for compiled PTX"),
    ("gcc", Needs::Build, "the C compiler build scripts and the C tests use"),
    ("g++", Needs::Toolkit, "nvcc's host compiler"),
    ("cmake", Needs::Llama, "builds llama.cpp"),
    ("make", Needs::Llama, "CMake's build tool for llama.cpp"),
    ("python3-numpy", Needs::Llama, "writes the synthetic llama model (tests/llama/synthetic_model.py)"),
    ("libclang-19-dev", Needs::Everything, "codegen parses NVIDIA's headers with libclang 19"),
    ("libgl-dev", Needs::Everything, "cudaGL.h includes GL/gl.h"),
    ("libegl-dev", Needs::Everything, "cudaEGL.h includes EGL/egl.h"),
    ("libvdpau-dev", Needs::Everything, "cudaVDPAU.h uses VDPAU's types"),
];

pub fn run(needs: Needs) -> Result {
    step("setup");
    let wanted: Vec<&(&str, Needs, &str)> = PACKAGES.iter().filter(|(_, level, _)| *level <= needs).collect();
    let missing: Vec<&str> = wanted.iter().map(|(name, ..)| *name).filter(|name| !installed(name)).collect();
    if missing.is_empty() {
        println!("system packages: all installed");
    } else {
        for (name, _, why) in wanted.iter().filter(|(name, ..)| missing.contains(name)) {
            println!("installing {name}: {why}");
        }
        let apt_get = || -> Result<Command> {
            let mut command = tools::package_installer(&missing)?;
            command.env("DEBIAN_FRONTEND", "noninteractive");
            Ok(command)
        };
        exec(apt_get()?.args(["update", "-qq"])).map_err(tools::apt_update_failed)?;
        exec(apt_get()?.args(["install", "-y", "-qq", "--no-install-recommends"]).args(&missing))?;
    }
    let scope = match needs {
        Needs::Build => return Ok(()),
        Needs::Toolkit | Needs::Llama => Scope::Toolkit,
        Needs::Everything => Scope::Everything,
    };
    let vendor = Vendor::default();
    println!("NVIDIA wheels and packages: {}", vendor.root.display());
    vendor.fetch(&Pins::load(&root().join("codegen/pins.toml"))?, scope)?;
    Ok(())
}

fn installed(package: &str) -> bool {
    Command::new("dpkg-query")
        .args(["-W", "-f=${Status}", package])
        .output()
        .is_ok_and(|out| String::from_utf8_lossy(&out.stdout).contains("install ok installed"))
}
