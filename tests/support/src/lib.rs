//! What rocuda's end-to-end tests and `cargo xtask` share: where things are, how to build a
//! program with NVIDIA's toolchain, how to run one as its golden output was recorded, and how
//! to compare the two.
//!
//! It needs nothing but Rust: `xtask` depends on it and must build on a machine where
//! `cargo xtask setup` has not yet installed LLVM (`tests/tests/xtask_deps.rs`). What needs
//! the PTX compiler or ROCm's bindings stays in `rocuda-tests`.
//!
//! The tests run against the install tree `cargo xtask build` lays out (`target/rocuda`)
//! and the NVIDIA wheels `cargo xtask setup` unpacks; `cargo xtask test` does both first.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use rocuda_codegen::vendor::Vendor;

pub mod golden_numbers;
pub mod provenance;
pub mod ptx_corpus;
pub mod recorded;

/// The workspace root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).ancestors().nth(2).expect("tests/support lives in the workspace").to_path_buf()
}

/// `target/rocuda/lib`, where rocuda's libraries are under NVIDIA's sonames.
pub fn lib_dir() -> PathBuf {
    let dir = root().join("target/rocuda/lib");
    assert!(dir.is_dir(), "{} is missing: run `cargo xtask build` first", dir.display());
    dir
}

/// `target/rocuda/lib/host`, where the host device's ROCm libraries are, or
/// `ROCUDA_HOST_LIB_DIR` (`cargo xtask sanitize` points it at an instrumented build).
pub fn host_lib_dir() -> PathBuf {
    let dir = std::env::var_os("ROCUDA_HOST_LIB_DIR").map_or_else(|| root().join("target/rocuda/lib/host"), PathBuf::from);
    assert!(dir.is_dir(), "{} is missing: run `cargo xtask build` first", dir.display());
    dir
}

/// A scratch folder for what a test builds, emptied first.
pub fn scratch(name: &str) -> PathBuf {
    let dir = root().join("target/rocuda-tests").join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("target/ is writable");
    dir
}

/// NVIDIA's unpacked wheels for CUDA `major`, checked to be there.
pub fn cuda(major: u32) -> PathBuf {
    let dir = Vendor::default().cuda(major);
    assert!(dir.is_dir(), "{} is missing: run `cargo xtask setup` first", dir.display());
    dir
}

/// `-I` flags for every include folder of CUDA `major`'s wheels.
pub fn include_flags(major: u32) -> Vec<String> {
    cuda(major);
    Vendor::default().include_dirs(major).expect("CUDA headers are unpacked").iter().map(|dir| format!("-I{}", dir.display())).collect()
}

/// The CUDA 13 toolkit tree the wheels make (`bin/nvcc`, `lib/libcublas.so.13`, ...).
pub fn toolkit() -> PathBuf {
    cuda(13).join("nvidia/cu13")
}

/// Compiles `tests/programs/<name>.cu` with NVIDIA's nvcc, linked against NVIDIA's real
/// libraries `link` (file names in the toolkit's `lib/`), into `out`.
pub fn nvcc(name: &str, link: &[&str], out: &Path) -> PathBuf {
    let toolkit = toolkit();
    let source = root().join("tests/programs").join(format!("{name}.cu"));
    let binary = out.join(name);
    let mut command = Command::new(toolkit.join("bin/nvcc"));
    command.arg("-o").arg(&binary).arg(&source).arg(format!("-L{}", toolkit.join("lib").display()));
    for library in link {
        // By path, as a linker input: the wheels ship no unversioned `libX.so` links.
        command.arg("-Xlinker").arg(toolkit.join("lib").join(library));
    }
    succeed(&mut command);
    binary
}

/// Runs `program` with rocuda's libraries first on the search path.
pub fn run_with_rocuda(program: &Path, args: &[&str]) -> Output {
    Command::new(program).args(args).env("LD_LIBRARY_PATH", lib_dir()).output().unwrap_or_else(|e| panic!("{}: {e}", program.display()))
}

/// Runs a build step; panics with its output if it fails.
pub fn succeed(command: &mut Command) -> Output {
    let output = command.output().unwrap_or_else(|e| panic!("{command:?}: {e}"));
    assert!(
        output.status.success(),
        "{command:?} failed ({}):\n{}{}",
        output.status,
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

/// Runs `work` over `items` on every core; results in order.
pub fn parallel<T: Sync, R: Send>(items: &[T], work: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: Vec<std::sync::Mutex<Option<R>>> = items.iter().map(|_| std::sync::Mutex::new(None)).collect();
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(item) = items.get(index) else { break };
                    let result = work(item);
                    *results[index].lock().expect("no poisoned result") = Some(result);
                }
            });
        }
    });
    results.into_iter().map(|r| r.into_inner().expect("no poisoned result").expect("every item ran")).collect()
}
