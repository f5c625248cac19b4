//! `rocuda-codegen`: see the crate documentation. Run through `cargo xtask codegen`.
//!
//! ```text
//! rocuda-codegen fetch              download and unpack the pinned inputs
//! rocuda-codegen generate           regenerate every library's generated files
//! rocuda-codegen generate --check   fail if any committed generated file differs
//! rocuda-codegen rocm-check         every ROCm function rocuda calls exists in ROCm 6.4
//! ```

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use rocuda_codegen::pins::Pins;
use rocuda_codegen::vendor::{Scope, Vendor};
use rocuda_codegen::{Result, generate, rocm_check};

/// libclang 19 is the version DESIGN.md pins; clang-sys would otherwise take whichever it
/// finds first.
const LIBCLANG_19: &str = "/usr/lib/llvm-19/lib";

fn main() -> ExitCode {
    match run() {
        Ok(code) => code,
        Err(error) => {
            eprintln!("codegen: error: {error}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<ExitCode> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let root = workspace_root();
    let pins = Pins::load(&root.join("codegen/pins.toml"))?;
    let vendor = Vendor::default();
    match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["fetch"] => {
            vendor.fetch(&pins, Scope::Everything)?;
            Ok(ExitCode::SUCCESS)
        }
        ["generate"] => {
            prepare(&vendor, &pins)?;
            generate::write(&root, &generate::run(&root, &vendor, &pins)?)?;
            Ok(ExitCode::SUCCESS)
        }
        ["generate", "--check"] => {
            prepare(&vendor, &pins)?;
            let differing = generate::check(&root, &generate::run(&root, &vendor, &pins)?)?;
            if differing.is_empty() {
                eprintln!("codegen: every generated file is up to date");
                return Ok(ExitCode::SUCCESS);
            }
            for path in &differing {
                eprintln!("codegen: out of date: {}", path.display());
            }
            eprintln!("codegen: run `cargo xtask codegen` and commit the result");
            Ok(ExitCode::FAILURE)
        }
        ["rocm-check"] => {
            vendor.fetch(&pins, Scope::Everything)?;
            let findings = rocm_check::run(&root, &vendor, &pins)?;
            for (name, line) in rocm_check::report(&findings) {
                eprintln!("codegen: {name}: {line}");
            }
            let ok = findings.iter().all(|f| f.missing.is_empty());
            Ok(if ok { ExitCode::SUCCESS } else { ExitCode::FAILURE })
        }
        _ => Err("usage: rocuda-codegen fetch | generate [--check] | rocm-check".into()),
    }
}

fn prepare(vendor: &Vendor, pins: &Pins) -> Result<()> {
    vendor.fetch(pins, Scope::Everything)?;
    if std::env::var_os("LIBCLANG_PATH").is_none() && Path::new(LIBCLANG_19).is_dir() {
        // SAFETY: single-threaded here; nothing else reads the environment concurrently.
        unsafe { std::env::set_var("LIBCLANG_PATH", LIBCLANG_19) };
    }
    Ok(())
}

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("codegen lives in the workspace").to_path_buf()
}
