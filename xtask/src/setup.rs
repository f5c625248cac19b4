//! `cargo xtask setup`: what building and testing need beyond the Rust toolchain. Idempotent:
//! it installs and downloads only what is missing, and says what it does.

use std::process::Command;

use rocuda_codegen::pins::Pins;
use rocuda_codegen::vendor::Vendor;

use crate::{Result, exec, root, step};

/// Debian packages, and why each is needed.
const PACKAGES: &[(&str, &str)] = &[
    ("libclang-19-dev", "codegen parses NVIDIA's headers with libclang 19"),
    ("libgl-dev", "cudaGL.h includes GL/gl.h"),
    ("libegl-dev", "cudaEGL.h includes EGL/egl.h"),
    ("libvdpau-dev", "cudaVDPAU.h uses VDPAU's types"),
    ("llvm-19-dev", "the PTX compiler's LLVM 19 back end"),
    ("lld-19", "links compiled PTX into AMD GPU code objects and host shared objects"),
    ("rocm-device-libs", "AMD's device libraries (printf) for compiled PTX"),
    ("gcc", "the C tests; nvcc's host compiler"),
    ("g++", "nvcc's host compiler"),
];

pub fn run() -> Result {
    step("setup");
    let missing: Vec<&str> = PACKAGES.iter().map(|(name, _)| *name).filter(|name| !installed(name)).collect();
    if missing.is_empty() {
        println!("system packages: all installed");
    } else {
        for (name, why) in PACKAGES.iter().filter(|(name, _)| missing.contains(name)) {
            println!("installing {name}: {why}");
        }
        apt_get(&["update", "-qq"])?;
        let mut args = vec!["install", "-y", "-qq", "--no-install-recommends"];
        args.extend(&missing);
        apt_get(&args)?;
    }
    let vendor = Vendor::default();
    println!("NVIDIA wheels and packages: {}", vendor.root.display());
    vendor.fetch(&Pins::load(&root().join("codegen/pins.toml"))?)?;
    Ok(())
}

fn installed(package: &str) -> bool {
    Command::new("dpkg-query")
        .args(["-W", "-f=${Status}", package])
        .output()
        .is_ok_and(|out| String::from_utf8_lossy(&out.stdout).contains("install ok installed"))
}

/// `apt-get`, through sudo unless already root.
fn apt_get(args: &[&str]) -> Result {
    let root_user = std::fs::metadata("/proc/self").is_ok_and(|m| std::os::unix::fs::MetadataExt::uid(&m) == 0);
    let mut command = if root_user {
        Command::new("apt-get")
    } else {
        let mut sudo = Command::new("sudo");
        sudo.arg("apt-get");
        sudo
    };
    exec(command.args(args).env("DEBIAN_FRONTEND", "noninteractive"))
}
