//! A program built by NVIDIA's nvcc against NVIDIA's libcublas.so.13 runs with rocuda's.

use std::process::Command;

use rocuda_tests::{host_lib_dir, lib_dir, nvcc, scratch};

#[test]
fn nvcc_built_program_makes_a_cublas_handle_and_names_a_missing_rocblas() {
    let out = scratch("nvcc");
    let program = nvcc("cublas_create", &["libcublas.so.13"], &out);
    let needs = Command::new("readelf").arg("-V").arg(&program).output().expect("readelf runs");
    assert!(
        String::from_utf8_lossy(&needs.stdout).contains("Name: libcublas.so.13"),
        "the program does not require cuBLAS's symbol version, so this test would prove nothing"
    );
    let run = |rocm: Option<std::path::PathBuf>| {
        let mut command = Command::new(&program);
        command.env("LD_LIBRARY_PATH", lib_dir()).env_remove("ROCUDA_ROCM_LIB").env("ROCM_PATH", "/nonexistent");
        if let Some(rocm) = rocm {
            command.env("ROCUDA_ROCM_LIB", rocm);
        }
        let output = command.output().expect("the program runs");
        (output.status.success(), String::from_utf8_lossy(&output.stdout).into_owned(), String::from_utf8_lossy(&output.stderr).into_owned())
    };
    let (ok, stdout, stderr) = run(Some(host_lib_dir()));
    assert!(ok, "{stdout}{stderr}");
    assert_eq!(stdout, "cublasCreate returned 0\ncublasDestroy returned 0\n");
    assert!(!stderr.contains("version"), "the loader complained about symbol versions: {stderr}");
    // Without a rocBLAS to load: NOT_INITIALIZED, and a log line saying where it was looked for.
    let (ok, stdout, stderr) = run(None);
    assert!(!ok);
    assert_eq!(stdout, "cublasCreate returned 1\n");
    assert!(stderr.contains("rocBLAS not found; tried"), "no log line naming rocBLAS: {stderr}");
}
