//! NVIDIA's CUDA 12.9 runtime (`libcudart.so.12` from its wheel) on rocuda's driver. CUDA 12's
//! wheels carry no `nvcc`, so the program is C (`tests/programs/runtime12/`), its kernel PTX
//! text loaded and launched through the runtime; the runtime's own start-up (its export
//! tables), libraries, memory, streams and launches run as they would for an nvcc-built
//! program. The expected values follow from the program's arithmetic.

use std::process::Command;

use rocuda_tests::{cuda, host_lib_dir, lib_dir, root, scratch, succeed};

#[test]
fn cuda_12_runtime_runs_a_kernel_on_rocudas_driver() {
    let wheels = cuda(12).join("nvidia");
    let runtime = wheels.join("cuda_runtime");
    let program = scratch("runtime12").join("vector_add");
    succeed(
        Command::new("cc")
            .args(["-std=c11", "-Wall", "-Werror"])
            .arg(format!("-I{}", runtime.join("include").display()))
            .arg(format!("-I{}", wheels.join("cuda_nvcc/include").display()))
            .arg("-o")
            .arg(&program)
            .arg(root().join("tests/programs/runtime12/vector_add.c"))
            .arg(runtime.join("lib/libcudart.so.12"))
            .arg(format!("-Wl,-rpath,{}", runtime.join("lib").display())),
    );
    let output = Command::new(&program)
        .env("LD_LIBRARY_PATH", lib_dir())
        .env("ROCUDA_ROCM_LIB", host_lib_dir())
        .env("ROCUDA_CACHE", "off")
        .output()
        .expect("the program runs");
    let printed = String::from_utf8_lossy(&output.stdout);
    // y[i] = 7 * i + (3 * i + 1) = 10 * i + 1; the sum over 1000 elements is 10 * 499500 + 1000.
    // A kernel name the library lacks: cuLibraryGetKernel's CUDA_ERROR_NOT_FOUND (500), which
    // the runtime reports as cudaErrorSymbolNotFound (also 500).
    let expected = "runtime 12090, driver at least 12090: yes, devices: 1\n\
                    y[0] 1 y[1] 11 y[999] 9991 sum 4996000\n\
                    bad kernel name: cudaErrorSymbolNotFound\n\
                    done\n";
    assert_eq!(printed, expected, "stderr:\n{}", String::from_utf8_lossy(&output.stderr));
    assert!(output.status.success());
}
