//! `cargo xtask demo`: builds rocuda, runs real nvcc-built CUDA programs through it on the
//! host device, shows that every library loads and resolves NVIDIA's exports, and prints the
//! coverage summary.
//!
//! The first program, a tiled matrix product, runs through NVIDIA's `libcudart.so.13` and
//! rocuda's `libcuda.so.1`; its output is compared with what an H100 printed. The second
//! reaches cuBLAS, which is not implemented yet: rocuda answers NOT_SUPPORTED and names the
//! function.

use std::process::Command;

use rocuda_codegen::library::LIBRARIES;
use rocuda_codegen::nvidia::{ExportList, Symbol};
use rocuda_codegen::vendor::read_dir_sorted;

use crate::{Result, dist, exec, root, setup, step};

pub fn run() -> Result {
    setup::run(setup::Needs::Toolkit)?;
    let dist = dist::build()?;

    step("an nvcc-built program (PTX only), with NVIDIA's libcudart.so.13, on rocuda's libcuda.so.1 and the host device");
    let out = rocuda_test_support::scratch("demo");
    let toolkit = rocuda_test_support::toolkit();
    let program = out.join("app_matmul");
    let link = out.join("link");
    std::fs::create_dir_all(&link)?;
    let _ = std::fs::remove_file(link.join("libcudart.so"));
    std::os::unix::fs::symlink(toolkit.join("lib/libcudart.so.13"), link.join("libcudart.so"))?;
    exec(
        Command::new(toolkit.join("bin/nvcc"))
            .args(["-O2", "-gencode", "arch=compute_80,code=compute_80", "-cudart", "shared"])
            .arg(format!("-I{}", root().join("tests/programs/cuda").display()))
            .arg(format!("-L{}", link.display()))
            .arg(format!("-L{}", toolkit.join("lib").display()))
            .arg("-o")
            .arg(&program)
            .arg(root().join("tests/programs/cuda/app_matmul.cu")),
    )?;
    let output = Command::new(&program)
        .env("LD_LIBRARY_PATH", format!("{}:{}", dist.join("lib").display(), toolkit.join("lib").display()))
        .env("ROCUDA_ROCM_LIB", dist.join("lib/host"))
        .output()?;
    let printed = format!("{}exit {}\n", String::from_utf8_lossy(&output.stdout), output.status.code().unwrap_or(-1));
    print!("{printed}");
    let golden = std::fs::read_to_string(root().join("tests/golden/app_matmul.txt"))?;
    println!("{}", if printed == golden { "same as on an NVIDIA H100" } else { "DIFFERENT from what an NVIDIA H100 printed" });

    step("an nvcc-built program, linked against NVIDIA's libcublas.so.13, run with rocuda's");
    let program = rocuda_test_support::nvcc("cublas_create", &["libcublas.so.13"], &out);
    let output = rocuda_test_support::run_with_rocuda(&program, &[]);
    print!("{}", String::from_utf8_lossy(&output.stdout));
    eprint!("{}", String::from_utf8_lossy(&output.stderr));

    step("each library, loaded with dlopen: NVIDIA's exports that resolve");
    for library in LIBRARIES {
        let path = dist.join("lib").join(library.soname);
        // SAFETY: rocuda's libraries run no code at load time but Rust's own initialisation.
        let loaded = unsafe { libloading::Library::new(&path) }?;
        let mut wanted = std::collections::BTreeSet::new();
        for origin in read_dir_sorted(&root().join(library.dir).join("generated/nvidia"))? {
            for file in read_dir_sorted(&origin)? {
                let list = ExportList::parse(library.soname, &std::fs::read_to_string(&file)?)?;
                wanted.extend(list.symbols.into_iter().filter(|(_, s)| *s == Symbol::Function).map(|(name, _)| name));
            }
        }
        // SAFETY: only the symbols' addresses are looked up, nothing is called.
        let resolved = wanted.iter().filter(|name| unsafe { loaded.get::<*const ()>(name.as_bytes()) }.is_ok()).count();
        println!("{:<20} {resolved:>4} of {:>4} NVIDIA functions resolve", library.soname, wanted.len());
    }

    step("coverage");
    exec(Command::new(dist.join("bin/rocuda")).arg("coverage"))
}
