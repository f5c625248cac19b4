//! The fuzz targets build with the project's toolchain and pass over their committed seeds,
//! so that they cannot rot between fuzzing runs: a libFuzzer binary given files runs each
//! input once and exits non-zero on a crash, a panic or a caught panic the target reports.
//! (Fuzzing itself, with nightly Rust and sanitizers, is `cargo xtask fuzz`: fuzz/README.md.)

use std::path::PathBuf;
use std::process::Command;

use rocuda_tests::{lib_dir, root, succeed};

/// Each target and the folders of its seeds.
const TARGETS: [(&str, &[&str]); 3] =
    [("ptx_parse", &["ptx/tests/kernels"]), ("fatbin_parse", &["fuzz/seeds/fatbin_parse"]), ("exports", &["fuzz/seeds/exports"])];

#[test]
fn fuzz_targets_pass_over_their_seeds() {
    // The `exports` target loads the libraries from target/rocuda/lib.
    lib_dir();
    // Kept between runs, so that only the first one builds the fuzz crate's dependencies.
    let target_dir = root().join("target/rocuda-tests/fuzz-build");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    succeed(
        Command::new(cargo).current_dir(root()).args(["build", "--release", "--quiet", "--manifest-path", "fuzz/Cargo.toml", "--target-dir"]).arg(&target_dir),
    );
    for (target, folders) in TARGETS {
        let seeds = seeds(folders);
        assert!(seeds.len() >= 3, "{target} has {} seeds in {folders:?}", seeds.len());
        let binary = target_dir.join("release").join(target);
        let output = Command::new(&binary).args(&seeds).output().unwrap_or_else(|e| panic!("{}: {e}", binary.display()));
        assert!(output.status.success(), "{target} failed on its seeds ({}):\n{}", output.status, String::from_utf8_lossy(&output.stderr));
    }
}

/// The files in `folders`, sorted; for PTX folders, only the `.ptx` files.
fn seeds(folders: &[&str]) -> Vec<PathBuf> {
    let mut seeds = Vec::new();
    for folder in folders {
        let dir = root().join(folder);
        for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.expect("the seed folder lists").path();
            let ptx_folder = folder.starts_with("ptx/");
            if path.is_file() && (!ptx_folder || path.extension().is_some_and(|e| e == "ptx")) {
                seeds.push(path);
            }
        }
    }
    seeds.sort();
    seeds
}
