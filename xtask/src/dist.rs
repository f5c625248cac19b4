//! `cargo xtask build`: the install tree.
//!
//! ```text
//! target/rocuda/
//!   lib/libcublas.so.13          rocuda's cuBLAS, under its newest soname
//!   lib/libcublas.so.12 -> libcublas.so.13
//!   lib/libcublas.so    -> libcublas.so.13
//!   ...                           the same for every library
//!   lib/librocuda_audit.so       the LD_AUDIT library: LD_AUDIT=target/rocuda/lib/librocuda_audit.so
//!                                 loads the files above in place of NVIDIA's (audit/README.md)
//!   lib/host/libamdhip64.so.6   the host device's HIP (`host/hip`): ROCUDA_ROCM_LIB=target/rocuda/lib/host
//!   lib/host/librocblas.so.4    the host device's rocBLAS (`host/rocblas`)
//!   lib/host/librocsolver.so.0  the host device's rocSOLVER (`host/rocsolver`)
//!   bin/rocuda
//! ```
//!
//! Everything finds the tree from its own place in it (the audit library from `lib/`, `rocuda`
//! from `bin/`), so `cargo xtask install --prefix DIR` copies the tree as it is.
//!
//! One file answers to every soname of its library: it defines each symbol in the version
//! node of every NVIDIA library that has it, so that programs and libraries linked against
//! either CUDA major load with it and link against it (codegen/src/emit/build_script.rs).

use std::fs;
use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};

use rocuda_codegen::library::LIBRARIES;

use crate::{Result, cargo, root, step};

/// Builds in release mode and lays out the tree; returns `target/rocuda`.
pub fn build() -> Result<PathBuf> {
    step("build");
    let packages: Vec<String> = LIBRARIES.iter().map(|l| format!("rocuda-{}", l.dir)).collect();
    let mut args = vec!["build", "--release", "--package", "rocuda-cli", "--package", "rocuda-audit"];
    for (package, _) in HOST_LIBRARIES {
        args.extend(["--package", package]);
    }
    for package in &packages {
        args.extend(["--package", package.as_str()]);
    }
    cargo(&args)?;
    let release = root().join("target/release");
    let dist = root().join("target/rocuda");
    let lib = dist.join("lib");
    let bin = dist.join("bin");
    let host = lib.join("host");
    // `host/` is where earlier trees kept the host device; a stale copy would mislead.
    for dir in [&lib, &bin, &dist.join("host")] {
        if dir.exists() {
            fs::remove_dir_all(dir)?;
        }
    }
    for dir in [&lib, &bin, &host] {
        fs::create_dir_all(dir)?;
    }
    for library in LIBRARIES {
        fs::copy(release.join(format!("librocuda_{}.so", library.dir)), lib.join(library.soname))?;
        let mut links: Vec<String> = library.sonames().iter().map(|s| s.to_string()).collect();
        links.extend(library.sonames().iter().map(|s| unversioned(s)));
        links.sort();
        links.dedup();
        for link in links.iter().filter(|l| *l != library.soname) {
            symlink(library.soname, lib.join(link))?;
        }
    }
    fs::copy(release.join(AUDIT), lib.join(AUDIT))?;
    fs::copy(release.join("rocuda"), bin.join("rocuda"))?;
    for (package, soname) in HOST_LIBRARIES {
        fs::copy(release.join(format!("lib{}.so", package.replace('-', "_"))), host.join(soname))?;
        symlink(soname, host.join(unversioned(soname)))?;
    }
    println!("laid out {}", dist.display());
    Ok(dist)
}

/// Builds the tree and copies it to `prefix` (`prefix/lib`, `prefix/bin`), symlinks as
/// symlinks. Files of the same names are replaced; nothing else under `prefix` is touched, so a
/// shared prefix such as `/usr/local` keeps its other files.
pub fn install(prefix: &Path) -> Result {
    let dist = build()?;
    step(&format!("install into {}", prefix.display()));
    copy_tree(&dist, prefix)?;
    println!("installed {}: run {}", prefix.display(), prefix.join("bin/rocuda").display());
    Ok(())
}

/// Copies `from`'s files, folders and symlinks into `to`.
fn copy_tree(from: &Path, to: &Path) -> Result {
    fs::create_dir_all(to)?;
    for entry in fs::read_dir(from)? {
        let entry = entry?;
        let (source, target) = (entry.path(), to.join(entry.file_name()));
        let kind = entry.file_type()?;
        if kind.is_dir() {
            copy_tree(&source, &target)?;
            continue;
        }
        // A file being replaced may be a running program or a symlink into the old tree:
        // removing it first writes a new file instead of writing through either.
        if fs::symlink_metadata(&target).is_ok() {
            fs::remove_file(&target)?;
        }
        if kind.is_symlink() {
            symlink(fs::read_link(&source)?, &target)?;
        } else {
            fs::copy(&source, &target)?;
        }
    }
    Ok(())
}

/// The `LD_AUDIT` library; it finds the tree from its own place in `lib/`.
const AUDIT: &str = "librocuda_audit.so";

/// The host device's ROCm libraries: each crate, and the soname ROCm 6 gives its library.
const HOST_LIBRARIES: &[(&str, &str)] =
    &[("rocuda-host-hip", "libamdhip64.so.6"), ("rocuda-host-rocblas", "librocblas.so.4"), ("rocuda-host-rocsolver", "librocsolver.so.0")];

/// The link-time name of a soname: `libcublas.so.13` → `libcublas.so`.
fn unversioned(soname: &str) -> String {
    match soname.find(".so.") {
        Some(at) => soname[..at + 3].to_string(),
        None => soname.to_string(),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn unversioned_drops_the_version() {
        assert_eq!(super::unversioned("libcublas.so.13"), "libcublas.so");
        assert_eq!(super::unversioned("libnvidia-ml.so.1"), "libnvidia-ml.so");
        assert_eq!(super::unversioned("libcudnn_ops.so.9"), "libcudnn_ops.so");
    }
}
