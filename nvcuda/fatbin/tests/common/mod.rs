//! What the nvcc-based tests share: NVIDIA's `nvcc` builds the inputs, NVIDIA's `cuobjdump`
//! says what is in them.
//!
//! Both come from the CUDA 13 wheels `cargo xtask setup` unpacks under `ROCUDA_CACHE_DIR`
//! (`vendor/cuda13/nvidia/cu13/bin`). Built files go to `target/rocuda-tests/fatbin/<test>/`.

#![allow(dead_code)] // Each test file uses its own part.

use std::path::{Path, PathBuf};
use std::process::Command;

pub use rocuda_test_support::succeed;

/// The CUDA 13 toolkit's `bin/`.
pub fn toolkit_bin() -> PathBuf {
    rocuda_test_support::toolkit().join("bin")
}

/// The CUDA 13 toolkit's `lib/` (the static runtime a linked program needs).
pub fn toolkit_lib() -> PathBuf {
    rocuda_test_support::toolkit().join("lib")
}

/// An empty folder for one test's files.
pub fn scratch(test: &str) -> PathBuf {
    rocuda_test_support::scratch(&format!("fatbin/{test}"))
}

/// `tests/kernels/<name>`.
pub fn kernel(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/kernels").join(name)
}

/// Runs nvcc with `args` in `dir`, writing `output` there; its path.
pub fn nvcc(dir: &Path, output: &str, args: &[&str]) -> PathBuf {
    let mut command = Command::new(toolkit_bin().join("nvcc"));
    command.current_dir(dir).arg("-o").arg(output).args(args);
    succeed(&mut command);
    dir.join(output)
}

/// A PTX file NVIDIA's `cuobjdump -xptx all` extracted, in its order.
#[derive(Debug)]
pub struct ExtractedPtx {
    pub file: String,
    /// What cuobjdump prints after the file name: `-arch=sm_80` and the ptxas options.
    pub options: String,
    pub text: String,
}

/// Every PTX file `cuobjdump -xptx all` extracts from `input`, in the order it numbers them;
/// `all_sections` adds `-all`, which makes it read `__nv_relfatbin` too.
pub fn cuobjdump_ptx(input: &Path, all_sections: bool) -> Vec<ExtractedPtx> {
    let dir = input.with_extension("cuobjdump-ptx");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("target/ is writable");
    let mut command = Command::new(cuobjdump());
    command.current_dir(&dir).args(["-xptx", "all"]);
    if all_sections {
        command.arg("-all");
    }
    let output = succeed(command.arg(input));
    // "Extracting PTX file and ptxas options    1: k.1.sm_80.ptx -arch=sm_80 <options>"
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(|line| line.strip_prefix("Extracting PTX file and ptxas options"))
        .map(|rest| {
            let (_, rest) = rest.split_once(": ").expect("cuobjdump numbers each file");
            let (file, options) = rest.split_once(' ').unwrap_or((rest, ""));
            let text = std::fs::read_to_string(dir.join(file)).expect("cuobjdump wrote the file it named");
            ExtractedPtx { file: file.to_string(), options: options.trim().to_string(), text }
        })
        .collect()
}

/// Every cubin `cuobjdump -xelf all` extracts from `input`, in its order.
pub fn cuobjdump_elf(input: &Path) -> Vec<Vec<u8>> {
    let dir = input.with_extension("cuobjdump-elf");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("target/ is writable");
    let output = succeed(Command::new(cuobjdump()).current_dir(&dir).args(["-xelf", "all"]).arg(input));
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(|line| line.strip_prefix("Extracting ELF file"))
        .map(|rest| {
            let (_, file) = rest.split_once(": ").expect("cuobjdump numbers each file");
            std::fs::read(dir.join(file.trim())).expect("cuobjdump wrote the file it named")
        })
        .collect()
}

/// NVIDIA's `cuobjdump`, beside nvcc (its own wheel, `nvidia-cuda-cuobjdump`).
fn cuobjdump() -> PathBuf {
    let path = toolkit_bin().join("cuobjdump");
    assert!(path.is_file(), "{} is missing: run `cargo xtask setup` first", path.display());
    path
}
