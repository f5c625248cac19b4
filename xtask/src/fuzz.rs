//! `cargo xtask fuzz [SECONDS]`: the PTX parser under cargo-fuzz for a fixed time (see
//! fuzz/README.md).

use std::process::Command;

use crate::{Result, exec, root, step};

pub fn run(seconds: u64) -> Result {
    let installed = Command::new("cargo").args(["+nightly", "fuzz", "--version"]).output().is_ok_and(|o| o.status.success());
    if !installed {
        step("install cargo-fuzz");
        exec(Command::new("cargo").args(["+nightly", "install", "cargo-fuzz", "--locked"]))?;
    }
    let corpus = root().join("fuzz/corpus/ptx_parse");
    std::fs::create_dir_all(&corpus)?;
    step("seed the corpus with the test kernels' PTX");
    let mut seeds = 0;
    for dir in [root().join("ptx/tests/kernels"), root().join("target/rocuda-tests/ptx-kernels")] {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for entry in entries {
            let path = entry?.path();
            if path.extension().is_some_and(|e| e == "ptx") && let Some(name) = path.file_name() {
                std::fs::copy(&path, corpus.join(name))?;
                seeds += 1;
            }
        }
    }
    println!("{seeds} seeds");
    step(&format!("fuzz ptx_parse for {seconds} s"));
    exec(
        Command::new("cargo")
            .current_dir(root().join("fuzz"))
            .args(["+nightly", "fuzz", "run", "ptx_parse"])
            .arg(&corpus)
            .arg("--")
            .arg(format!("-max_total_time={seconds}"))
            .arg("-max_len=65536"),
    )
}
