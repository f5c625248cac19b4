//! A ROCm library that lacks one function loads, serves the functions it has, and fails only
//! the missing one, when it is called. `rocuda doctor` reports it with its version, and no AMD
//! GPU, since the stand-in cannot count devices.

use std::process::Command;

use hip_sys::hipError_t;
use rocuda_core::load::{LoadError, SearchPath};
use rocuda_tests::{root, scratch, succeed};

/// A stand-in `libamdhip64.so.6` with only `hipRuntimeGetVersion`, answering HIP 6.4.43484's
/// version (HIP_VERSION = major * 10^7 + minor * 10^5 + patch, as hip_version.h defines it).
fn stub_hip(name: &str) -> std::path::PathBuf {
    let dir = scratch(name);
    let source = dir.join("stub.c");
    std::fs::write(&source, "int hipRuntimeGetVersion(int *version) { *version = 60443484; return 0; }\n").unwrap();
    succeed(Command::new("gcc").args(["-shared", "-fPIC", "-o"]).arg(dir.join("libamdhip64.so.6")).arg(&source));
    dir
}

#[test]
fn only_the_missing_function_fails() {
    let dir = stub_hip("rocm-missing-symbol");
    let search = SearchPath { dirs: vec![("the test's directory".to_string(), dir.clone())], system: false };
    assert_eq!(hip_sys::LIBRARY.load_with(&search), Ok(dir.join("libamdhip64.so.6").as_path()));

    let mut version = 0;
    // SAFETY: the out-parameter is valid.
    assert_eq!(unsafe { hip_sys::hipRuntimeGetVersion(&mut version) }, Ok(hipError_t::hipSuccess));
    assert_eq!(version, 60443484);

    // SAFETY: hipInit takes flags by value.
    match unsafe { hip_sys::hipInit(0) } {
        Err(LoadError::Symbol { symbol, path, .. }) => {
            assert_eq!(symbol, "hipInit");
            assert_eq!(path, dir.join("libamdhip64.so.6"));
        }
        other => panic!("expected hipInit to be missing, got {other:?}"),
    }
    // The first function still works after the second failed.
    // SAFETY: as above.
    assert_eq!(unsafe { hip_sys::hipRuntimeGetVersion(&mut version) }, Ok(hipError_t::hipSuccess));
}

#[test]
fn doctor_reports_the_library_and_its_version() {
    let dir = stub_hip("rocm-doctor");
    let doctor =
        Command::new(root().join("target/rocuda/bin/rocuda")).arg("doctor").env("ROCUDA_ROCM_LIB", &dir).output().expect("run `cargo xtask build` first");
    let report = String::from_utf8_lossy(&doctor.stdout);
    let hip = report.lines().find(|line| line.contains("HIP runtime")).unwrap_or_else(|| panic!("{report}"));
    assert!(hip.contains("found"), "{hip}");
    assert!(hip.contains(&dir.join("libamdhip64.so.6").display().to_string()), "{hip}");
    assert!(hip.ends_with("6.4.43484"), "{hip}");
    let gpus = report.lines().skip_while(|line| *line != "AMD GPUs:").nth(1).unwrap_or_else(|| panic!("{report}"));
    assert!(gpus.contains("no AMD GPU: hipGetDeviceCount failed") && gpus.contains("has no function hipGetDeviceCount"), "{gpus}");
    assert!(!doctor.status.success(), "HIP was found but counts no GPU, so doctor fails: {report}");
}
