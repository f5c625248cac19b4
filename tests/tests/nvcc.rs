//! A program built by NVIDIA's nvcc against NVIDIA's libcublas.so.13 runs with rocuda's.

use rocuda_tests::{nvcc, run_with_rocuda, scratch};

#[test]
fn nvcc_built_program_gets_not_supported_from_cublas_create() {
    let out = scratch("nvcc");
    let program = nvcc("cublas_create", &["libcublas.so.13"], &out);
    let needs = std::process::Command::new("readelf").arg("-V").arg(&program).output().expect("readelf runs");
    assert!(
        String::from_utf8_lossy(&needs.stdout).contains("Name: libcublas.so.13"),
        "the program does not require cuBLAS's symbol version, so this test would prove nothing"
    );
    let run = run_with_rocuda(&program, &[]);
    let stdout = String::from_utf8_lossy(&run.stdout);
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success(), "{}: {stdout}{stderr}", run.status);
    assert_eq!(stdout, "cublasCreate returned 15\n");
    assert!(stderr.contains("cublasCreate_v2 is not implemented"), "no log line naming the function: {stderr}");
    assert!(!stderr.contains("version"), "the loader complained about symbol versions: {stderr}");
}
