//! Every export, called with every argument zero, does not crash and returns the status the
//! generated program expects (see `tests/zero-args/harness.h`), never the internal error a
//! caught panic returns, and logs no caught panic: once without ROCm, once on the host device.

use std::process::Command;

use rocuda_codegen::library::LIBRARIES;
use rocuda_codegen::vendor::read_dir_sorted;
use rocuda_tests::recorded::caught_panics;
use rocuda_tests::{host_lib_dir, include_flags, lib_dir, root, scratch, succeed};

#[test]
fn every_export_survives_zero_arguments() {
    let out = scratch("zero-args");
    let harness = root().join("tests/zero-args");
    let mut programs = 0;
    for library in LIBRARIES {
        let dir = root().join(library.dir).join("generated/zero-args");
        for source in read_dir_sorted(&dir).expect("generated/zero-args exists") {
            let stem = source.file_stem().expect("a file").to_string_lossy().into_owned();
            let major: u32 = stem
                .strip_prefix("cuda")
                .and_then(|rest| rest.split('-').next())
                .and_then(|m| m.parse().ok())
                .unwrap_or_else(|| panic!("{}: name does not start with cudaNN-", source.display()));
            let program = out.join(format!("{}-{stem}", library.name));
            // A C++ view's calls are C++; the harness stays C, linked in as an object.
            let cxx = source.extension().is_some_and(|e| e == "cpp");
            let harness_object = out.join(format!("{}-{stem}-harness.o", library.name));
            succeed(
                Command::new("gcc")
                    .args(["-std=gnu11", "-O0", "-w", "-c", "-o"])
                    .arg(&harness_object)
                    .arg(format!("-I{}", harness.display()))
                    .arg(harness.join("harness.c")),
            );
            let (compiler, standard) = if cxx { ("g++", "-std=gnu++17") } else { ("gcc", "-std=gnu11") };
            succeed(
                Command::new(compiler)
                    .args([standard, "-O0", "-w", "-o"])
                    .arg(&program)
                    .args(include_flags(major))
                    .arg(format!("-I{}", harness.display()))
                    .arg(&source)
                    .arg(&harness_object)
                    .arg("-ldl"),
            );
            // Without ROCm every call stops at its first check that needs it; with the host
            // device's libraries, the checks past it run too.
            for rocm in [None, Some(host_lib_dir())] {
                let mut command = Command::new(&program);
                command.arg(lib_dir().join(library.soname)).env("ROCUDA_LOG", "error").env_remove("ROCUDA_ROCM_LIB");
                if let Some(dir) = &rocm {
                    command.env("ROCUDA_ROCM_LIB", dir);
                } else {
                    command.env("ROCM_PATH", "/nonexistent");
                }
                let run = command.output().expect("the program runs");
                let stderr = String::from_utf8_lossy(&run.stderr);
                let panics: Vec<&str> = caught_panics(&stderr).collect();
                assert!(
                    run.status.success() && panics.is_empty(),
                    "{} ({}, {}): {}\n{}",
                    program.display(),
                    if rocm.is_some() { "with the host device" } else { "without ROCm" },
                    run.status,
                    String::from_utf8_lossy(&run.stdout),
                    stderr
                );
            }
            programs += 1;
        }
    }
    assert!(programs >= LIBRARIES.len());
}
