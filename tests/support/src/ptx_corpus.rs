//! The PTX test corpus (`ptx/tests/kernels/`) as PTX modules: each CUDA C++ file compiled
//! by NVIDIA's `nvcc` for `compute_75` and `compute_80` (or the architectures its first line
//! names, `// compute: 90`), and each hand-written PTX file.
//! The PTX compiler's own tests (its LLVM IR snapshots) and the end-to-end tests read the
//! same modules.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use crate::{parallel, root, succeed, toolkit};

/// A PTX module of the corpus.
pub struct TestModule {
    /// `bits.80` (from `bits.cu`, `-arch=compute_80`) or `fp8` (hand-written `fp8.ptx`).
    pub name: String,
    /// The golden file's stem: the source file's.
    pub stem: String,
    pub ptx: String,
}

pub fn kernels_dir() -> PathBuf {
    root().join("ptx/tests/kernels")
}

fn scratch() -> PathBuf {
    let dir = root().join("target/rocuda-tests/ptx-corpus");
    std::fs::create_dir_all(&dir).expect("target/ is writable");
    dir
}

/// The architectures a `.cu` file is built for: those its first line names
/// (`// compute: 89 90`, for instructions older GPUs lack), else 75 and 80.
pub fn architectures(source: &str) -> Vec<u32> {
    let named = source.lines().next().and_then(|line| line.strip_prefix("// compute:"));
    match named {
        Some(list) => list.split_whitespace().map(|arch| arch.parse().expect("`// compute:` names architectures by number")).collect(),
        None => vec![75, 80],
    }
}

/// Every module: each `.cu` built for its architectures, and each `.ptx`.
pub fn modules() -> &'static [TestModule] {
    static MODULES: OnceLock<Vec<TestModule>> = OnceLock::new();
    MODULES.get_or_init(|| {
        let mut sources: Vec<PathBuf> = std::fs::read_dir(kernels_dir()).expect("the corpus").map(|e| e.expect("an entry").path()).collect();
        sources.sort();
        let jobs: Vec<(PathBuf, Option<u32>)> = sources
            .iter()
            .flat_map(|path| match path.extension().and_then(|e| e.to_str()) {
                Some("cu") if path.file_stem().is_some_and(|s| s != "record") => {
                    let source = std::fs::read_to_string(path).expect("a CUDA file");
                    architectures(&source).into_iter().map(|arch| (path.clone(), Some(arch))).collect()
                }
                Some("ptx") => vec![(path.clone(), None)],
                _ => vec![],
            })
            .collect();
        parallel(&jobs, |(path, arch)| {
            let stem = path.file_stem().and_then(|s| s.to_str()).expect("a file name").to_string();
            let Some(arch) = arch else {
                return TestModule { name: stem.clone(), stem, ptx: std::fs::read_to_string(path).expect("a PTX file") };
            };
            let output = scratch().join(format!("{stem}.{arch}.ptx"));
            if !is_newer(&output, &[path, &kernels_dir().join("common.cuh")]) {
                // From the corpus's folder, by file name, as `record.sh` does: `__FILE__` (in
                // `assert`) is then the same wherever the checkout is.
                let file = path.file_name().expect("a file name");
                succeed(
                    Command::new(toolkit().join("bin/nvcc"))
                        .current_dir(kernels_dir())
                        .arg("--ptx")
                        .arg(format!("-arch=compute_{arch}"))
                        .arg("-o")
                        .arg(&output)
                        .arg(file),
                );
            }
            TestModule { name: format!("{stem}.{arch}"), stem, ptx: std::fs::read_to_string(&output).expect("nvcc's output") }
        })
    })
}

/// Whether `output` exists and is newer than every input (so nvcc need not run again).
fn is_newer(output: &Path, inputs: &[&Path]) -> bool {
    let modified = |p: &Path| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    match modified(output) {
        Some(built) => inputs.iter().all(|input| modified(input).is_some_and(|m| m < built)),
        None => false,
    }
}
