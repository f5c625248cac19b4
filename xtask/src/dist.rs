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
    let (lib, bin) = (dist.join("lib"), dist.join("bin"));
    let host = lib.join("host");
    let mut tree: Vec<(PathBuf, Entry)> = Vec::new();
    for library in LIBRARIES {
        tree.push((lib.join(library.soname), Entry::File(release.join(format!("librocuda_{}.so", library.dir)))));
        let mut links: Vec<String> = library.sonames().iter().map(|s| s.to_string()).collect();
        links.extend(library.sonames().iter().map(|s| unversioned(s)));
        links.sort();
        links.dedup();
        for link in links.iter().filter(|l| *l != library.soname) {
            tree.push((lib.join(link), Entry::Link(library.soname.to_string())));
        }
    }
    tree.push((lib.join(AUDIT), Entry::File(release.join(AUDIT))));
    tree.push((bin.join("rocuda"), Entry::File(release.join("rocuda"))));
    for (package, soname) in HOST_LIBRARIES {
        tree.push((host.join(soname), Entry::File(release.join(format!("lib{}.so", package.replace('-', "_"))))));
        tree.push((host.join(unversioned(soname)), Entry::Link(soname.to_string())));
    }
    // `dist/host/` is where earlier trees kept the host device; a stale copy would mislead.
    if dist.join("host").exists() {
        fs::remove_dir_all(dist.join("host"))?;
    }
    lay_out(&[lib, bin, host], &tree)?;
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
pub fn copy_tree(from: &Path, to: &Path) -> Result {
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

/// What a path of the tree is.
enum Entry {
    /// A copy of this file.
    File(PathBuf),
    /// A symlink to this name in the same folder.
    Link(String),
}

/// Makes `dirs` hold exactly `tree`. A file whose bytes are already those it would get is left
/// alone, so the tree's times say when its contents last changed (`cargo xtask llama` keeps
/// results while they have not) and a program starting meanwhile never finds a library
/// missing; a changed file is written beside its place and renamed over it.
fn lay_out(dirs: &[PathBuf], tree: &[(PathBuf, Entry)]) -> Result {
    for dir in dirs {
        fs::create_dir_all(dir)?;
        for entry in fs::read_dir(dir)? {
            let path = entry?.path();
            if !path.is_dir() && !tree.iter().any(|(place, _)| *place == path) {
                fs::remove_file(&path)?;
            }
        }
    }
    for (place, entry) in tree {
        match entry {
            Entry::File(source) => {
                let bytes = fs::read(source)?;
                if fs::symlink_metadata(place).is_ok_and(|m| m.is_file()) && fs::read(place)? == bytes {
                    continue;
                }
                let fresh = place.with_extension("new");
                fs::write(&fresh, &bytes)?;
                fs::set_permissions(&fresh, fs::metadata(source)?.permissions())?;
                fs::rename(&fresh, place)?;
            }
            Entry::Link(name) => {
                if fs::read_link(place).is_ok_and(|target| target == Path::new(name)) {
                    continue;
                }
                if fs::symlink_metadata(place).is_ok() {
                    fs::remove_file(place)?;
                }
                symlink(name, place)?;
            }
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
    use super::*;

    #[test]
    fn laying_out_again_leaves_unchanged_files_alone_and_removes_stale_ones() {
        let dir = std::env::temp_dir().join(format!("rocuda-lay-out-{}", std::process::id()));
        let (source, lib) = (dir.join("libx.so"), dir.join("lib"));
        fs::create_dir_all(&lib).expect("a temporary folder");
        fs::write(&source, b"one").expect("a source file");
        fs::write(lib.join("stale.so"), b"old").expect("a stale file");
        let tree = [(lib.join("libx.so.1"), Entry::File(source.clone())), (lib.join("libx.so"), Entry::Link("libx.so.1".into()))];
        lay_out(std::slice::from_ref(&lib), &tree).expect("laid out");
        assert!(!lib.join("stale.so").exists());
        assert_eq!(fs::read(lib.join("libx.so")).expect("through the link"), b"one");
        let written = fs::metadata(lib.join("libx.so.1")).and_then(|m| m.modified()).expect("a time");
        std::thread::sleep(std::time::Duration::from_millis(20));
        lay_out(std::slice::from_ref(&lib), &tree).expect("laid out again");
        assert_eq!(fs::metadata(lib.join("libx.so.1")).and_then(|m| m.modified()).expect("a time"), written);
        fs::write(&source, b"two").expect("a changed source");
        lay_out(std::slice::from_ref(&lib), &tree).expect("laid out a third time");
        assert_eq!(fs::read(lib.join("libx.so.1")).expect("the copy"), b"two");
        fs::remove_dir_all(&dir).expect("cleaned up");
    }

    #[test]
    fn unversioned_drops_the_version() {
        assert_eq!(unversioned("libcublas.so.13"), "libcublas.so");
        assert_eq!(unversioned("libnvidia-ml.so.1"), "libnvidia-ml.so");
        assert_eq!(unversioned("libcudnn_ops.so.9"), "libcudnn_ops.so");
    }
}
