//! `cargo xtask install --prefix DIR` copies the install tree, and the copy works where it lies:
//! its `rocuda` finds its own audit library and host device, not the build's.

use std::ffi::OsStr;
use std::path::Path;
use std::process::Command;

use rocuda_tests::{root, scratch, succeed};

/// A path where NVIDIA's CUDA 12 cuFFT would be and is not.
const MISSING_CUFFT: &str = "/nonexistent/nvidia/cufft/lib/libcufft.so.11";

#[test]
fn an_installed_copy_runs_programs() {
    let out = scratch("install");
    let prefix = out.join("prefix");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let args = ["run", "-q", "--release", "-p", "xtask", "--", "install", "--prefix"];
    succeed(Command::new(cargo).current_dir(root()).args(args).arg(&prefix));
    let prefix = prefix.canonicalize().expect("the prefix exists");

    let link = std::fs::read_link(prefix.join("lib/libcublas.so")).expect("symlinks stay symlinks");
    assert_eq!(link, Path::new("libcublas.so.13"));
    assert!(prefix.join("lib/host/libamdhip64.so.6").is_file());

    let program = out.join("audit_dlopen");
    succeed(Command::new("cc").arg("-o").arg(&program).arg(root().join("tests/programs/audit_dlopen.c")).arg("-ldl"));
    let rocuda = prefix.join("bin/rocuda");
    let mut run = Command::new(&rocuda);
    for name in ["LD_AUDIT", "LD_LIBRARY_PATH", "LD_PRELOAD", "ROCUDA_LIBS", "ROCUDA_SKIP", "ROCUDA_LOG", "ROCUDA_LOG_FILE", "ROCUDA_ROCM_LIB"] {
        run.env_remove(name);
    }
    let options = ["run", "-q", "--libs", "cublas", "--device", "host", "--"].map(OsStr::new);
    let output = run.args(options).arg(&program).args([MISSING_CUFFT, "libcublas.so.13"]).output().expect("the installed rocuda runs");
    let (stdout, stderr) = (String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(output.status.success(), "{stdout}{stderr}");
    let cublas = prefix.join("lib/libcublas.so.13");
    assert_eq!(stdout, format!("{MISSING_CUFFT}: not loaded\nlibcublas.so.13: {}\n", cublas.display()), "stderr:\n{stderr}");

    let doctor = Command::new(&rocuda).arg("doctor").env_remove("ROCUDA_ROCM_LIB").output().expect("the installed rocuda runs");
    let report = String::from_utf8_lossy(&doctor.stdout);
    let host = format!("The host device works: {} answers 1 device", prefix.join("lib/host/libamdhip64.so.6").display());
    assert!(report.contains(&host), "no `{host}` in:\n{report}");
}
