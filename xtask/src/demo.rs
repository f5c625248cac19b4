//! `cargo xtask demo`: builds rocuda, runs a real nvcc-built CUDA program through it, shows
//! that every library loads and resolves NVIDIA's exports, and prints the coverage summary.
//!
//! Until the host device exists, the program only reaches cuBLAS's entry point, which is not
//! implemented yet: rocuda answers NOT_SUPPORTED and names the function.

use std::process::Command;

use rocuda_codegen::library::LIBRARIES;
use rocuda_codegen::nvidia::{ExportList, Symbol};
use rocuda_codegen::vendor::read_dir_sorted;

use crate::{Result, dist, exec, root, setup, step};

pub fn run() -> Result {
    setup::run()?;
    let dist = dist::build()?;

    step("an nvcc-built program, linked against NVIDIA's libcublas.so.13, run with rocuda's");
    let out = rocuda_tests::scratch("demo");
    let program = rocuda_tests::nvcc("cublas_create", &["libcublas.so.13"], &out);
    let output = rocuda_tests::run_with_rocuda(&program, &[]);
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
