//! `cargo xtask fuzz [TARGET] [SECONDS]`: one of rocuda's fuzz targets under cargo-fuzz for a
//! fixed time (see fuzz/README.md).

use std::path::Path;
use std::process::Command;

use rocuda_codegen::vendor::Vendor;

use crate::{Result, exec, root, step};

/// The targets in `fuzz/fuzz_targets/`.
pub const TARGETS: [&str; 3] = ["ptx_parse", "fatbin_parse", "exports"];
pub const DEFAULT_TARGET: &str = "ptx_parse";
pub const DEFAULT_SECONDS: u64 = 600;

/// The fat binaries `fatbin_parse` starts from: one of each kind and compression nvcc 13
/// writes, built from the fat binary tests' kernel (file name, nvcc flags).
const FATBIN_SEEDS: [(&str, &[&str]); 8] = [
    ("zstd.fatbin", &["--fatbin"]),
    ("lz4.fatbin", &["--fatbin", "--compress-mode=speed", "-Xfatbin", "-compress-all"]),
    ("zstd-all.fatbin", &["--fatbin", "--compress-mode=size"]),
    ("uncompressed.fatbin", &["--fatbin", "--compress-mode=none"]),
    ("debug.fatbin", &["--fatbin", "-G"]),
    ("host.o", &["-c"]),
    ("sm_80.cubin", &["--cubin", "-arch=sm_80"]),
    ("compute_80.ptx", &["--ptx", "-arch=compute_80"]),
];
const GENCODE: [&str; 6] =
    ["-gencode", "arch=compute_75,code=compute_75", "-gencode", "arch=compute_80,code=compute_80", "-gencode", "arch=compute_80,code=sm_80"];

pub fn run(target: &str, seconds: u64) -> Result {
    if !TARGETS.contains(&target) {
        return Err(format!("no fuzz target {target}; the targets are {}", TARGETS.join(", ")).into());
    }
    let installed = Command::new("cargo").args(["+nightly", "fuzz", "--version"]).output().is_ok_and(|o| o.status.success());
    if !installed {
        step("install cargo-fuzz");
        exec(Command::new("cargo").args(["+nightly", "install", "cargo-fuzz", "--locked"]))?;
    }
    let corpus = root().join("fuzz/corpus").join(target);
    std::fs::create_dir_all(&corpus)?;
    seed_committed(target, &corpus)?;
    match target {
        "fatbin_parse" => seed_fatbins(&corpus)?,
        "ptx_parse" => seed_ptx(&corpus)?,
        _ => {}
    }
    if target == "exports" {
        // The target loads rocuda's libraries from target/rocuda/lib: they must be current.
        crate::setup::run(crate::Needs::Build)?;
        crate::dist::build()?;
    }
    println!("{} inputs in {}", std::fs::read_dir(&corpus)?.count(), corpus.display());
    step(&format!("fuzz {target} for {seconds} s"));
    exec(
        Command::new("cargo")
            .current_dir(root().join("fuzz"))
            .args(["+nightly", "fuzz", "run", target])
            .arg(&corpus)
            .arg("--")
            .arg(format!("-max_total_time={seconds}"))
            .arg("-max_len=65536"),
    )
}

/// The seeds committed in `fuzz/seeds/TARGET`, which `cargo xtask test` replays.
fn seed_committed(target: &str, corpus: &Path) -> Result {
    let Ok(entries) = std::fs::read_dir(root().join("fuzz/seeds").join(target)) else { return Ok(()) };
    for entry in entries {
        let path = entry?.path();
        if let Some(name) = path.file_name() {
            std::fs::copy(&path, corpus.join(name))?;
        }
    }
    Ok(())
}

/// The test kernels' PTX, for `ptx_parse`.
fn seed_ptx(corpus: &Path) -> Result {
    step("seed the corpus with the test kernels' PTX");
    for dir in [root().join("ptx/tests/kernels"), root().join("target/rocuda-tests/ptx-kernels")] {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for entry in entries {
            let path = entry?.path();
            if path.extension().is_some_and(|e| e == "ptx")
                && let Some(name) = path.file_name()
            {
                std::fs::copy(&path, corpus.join(name))?;
            }
        }
    }
    Ok(())
}

/// Fat binaries, a host object, a cubin and PTX text built by NVIDIA's nvcc, for `fatbin_parse`:
/// the files committed in `fuzz/seeds/fatbin_parse`, built afresh by the toolkit in use.
fn seed_fatbins(corpus: &Path) -> Result {
    let nvcc = Vendor::default().cuda(13).join("nvidia/cu13/bin/nvcc");
    if !nvcc.is_file() {
        crate::setup::run(crate::Needs::Toolkit)?;
    }
    step("seed the corpus with nvcc's fat binaries");
    let source = root().join("nvcuda/fatbin/tests/kernels/arches.cu");
    for (file, flags) in FATBIN_SEEDS {
        let mut command = Command::new(&nvcc);
        command.current_dir(corpus).arg("-o").arg(file).args(flags).arg(&source);
        if !flags.iter().any(|flag| flag.starts_with("-arch=")) {
            command.args(GENCODE);
        }
        exec(&mut command)?;
    }
    Ok(())
}
