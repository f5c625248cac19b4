//! `xtask` builds with nothing but Rust and a C linker: on a fresh machine `cargo xtask demo`
//! and `cargo xtask test` must get as far as installing LLVM and libclang themselves. The test
//! builds it in a scratch target folder with LLVM and libclang made unfindable: the
//! `LLVM_SYS_*_PREFIX` variables (the workspace's `.cargo/config.toml` sets one, which the
//! environment overrides) and `LIBCLANG_PATH` point nowhere, and no `llvm-config*` is on the
//! `PATH`. A dependency that needs either at build time fails it, whatever its name.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;

use rocuda_tests::root;

#[test]
fn xtask_builds_without_llvm_or_libclang() {
    // Kept between runs, so that only the first one builds xtask's dependencies.
    let scratch = root().join("target/rocuda-tests/xtask-alone");
    let path = path_without_llvm_config(&scratch.join("path"));
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = Command::new(cargo);
    command
        .current_dir(root())
        .args(["build", "--quiet", "--package", "xtask", "--target-dir"])
        .arg(scratch.join("target"))
        .env("PATH", path)
        .env("LIBCLANG_PATH", "/nonexistent")
        .env("LLVM_CONFIG_PATH", "/nonexistent");
    for (name, _) in std::env::vars_os() {
        if name.to_string_lossy().starts_with("LLVM_SYS_") {
            command.env_remove(name);
        }
    }
    for version in ["170", "180", "181", "190", "191", "200", "201"] {
        command.env(format!("LLVM_SYS_{version}_PREFIX"), "/nonexistent");
    }
    let output = command.output().expect("cargo runs");
    assert!(
        output.status.success(),
        "xtask needs LLVM or libclang to build; keep such crates out of its dependencies (run them as a cargo subprocess after setup):\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// The `PATH`, with each folder that holds an `llvm-config*` replaced by a folder of links to
/// everything else in it (the C compiler and `llvm-config-19` share `/usr/bin`).
fn path_without_llvm_config(shadows: &Path) -> OsString {
    let _ = std::fs::remove_dir_all(shadows);
    let path = std::env::var_os("PATH").unwrap_or_default();
    let mut folders: Vec<PathBuf> = Vec::new();
    for (index, folder) in std::env::split_paths(&path).enumerate() {
        let Ok(entries) = std::fs::read_dir(&folder) else { continue };
        let entries: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
        let is_llvm_config = |p: &PathBuf| p.file_name().is_some_and(|n| n.to_string_lossy().starts_with("llvm-config"));
        if !entries.iter().any(is_llvm_config) {
            folders.push(folder);
            continue;
        }
        let shadow = shadows.join(index.to_string());
        std::fs::create_dir_all(&shadow).expect("target/ is writable");
        for entry in entries.iter().filter(|p| !is_llvm_config(p)) {
            let name = entry.file_name().expect("a folder entry");
            std::os::unix::fs::symlink(entry, shadow.join(name)).expect("target/ is writable");
        }
        folders.push(shadow);
    }
    let without = std::env::join_paths(folders).expect("PATH folders join");
    let still_there = std::env::split_paths(&without).any(|folder| {
        std::fs::read_dir(folder).is_ok_and(|mut entries| entries.any(|e| e.is_ok_and(|e| e.file_name().to_string_lossy().starts_with("llvm-config"))))
    });
    assert!(!still_there, "an llvm-config is still on the PATH, so this test would prove nothing");
    without
}
