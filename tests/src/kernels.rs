//! The PTX test corpus (`ptx/tests/kernels/`): CUDA C++ compiled to PTX by NVIDIA's `nvcc`,
//! hand-written PTX, and the outputs an NVIDIA GPU computed for each kernel (`golden/`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use crate::{parallel, root, toolkit};

/// The launch convention of `common.cuh`.
pub const BLOCKS: u32 = 2;
pub const THREADS: u32 = 64;
pub const WORDS: usize = 8;
pub const DYNAMIC_SHARED: u32 = 256;
pub const FILL: u32 = 0xa5a5_a5a5;

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
    let dir = root().join("target/rocuda-tests/ptx-kernels");
    std::fs::create_dir_all(&dir).expect("target/ is writable");
    dir
}

/// Every module: each `.cu` built for `compute_75` and `compute_80`, and each `.ptx`.
pub fn modules() -> &'static [TestModule] {
    static MODULES: OnceLock<Vec<TestModule>> = OnceLock::new();
    MODULES.get_or_init(|| {
        let mut sources: Vec<PathBuf> = std::fs::read_dir(kernels_dir()).expect("the corpus").map(|e| e.expect("an entry").path()).collect();
        sources.sort();
        let jobs: Vec<(PathBuf, Option<u32>)> = sources
            .iter()
            .flat_map(|path| match path.extension().and_then(|e| e.to_str()) {
                Some("cu") if path.file_stem().is_some_and(|s| s != "record") => vec![(path.clone(), Some(75)), (path.clone(), Some(80))],
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
                crate::succeed(Command::new(toolkit().join("bin/nvcc")).arg("--ptx").arg(format!("-arch=compute_{arch}")).arg("-o").arg(&output).arg(path));
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

/// Per kernel, the words of each thread that wrote any.
pub type Golden = BTreeMap<String, BTreeMap<usize, Vec<u32>>>;

/// The golden outputs of a source file, if recorded.
pub fn golden(stem: &str) -> Option<Golden> {
    let text = std::fs::read_to_string(kernels_dir().join("golden").join(format!("{stem}.txt"))).ok()?;
    let mut kernels = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        if let Some(name) = line.strip_prefix("kernel ") {
            current = Some(name.to_string());
            kernels.insert(name.to_string(), BTreeMap::new());
        } else if let Some((thread, words)) = line.split_once(':') {
            let kernel = current.as_ref().expect("a thread line after a kernel line");
            let words = words.split_whitespace().map(|w| u32::from_str_radix(w, 16).expect("hex words")).collect();
            kernels.get_mut(kernel).expect("the kernel").insert(thread.parse().expect("a thread index"), words);
        }
    }
    Some(kernels)
}

/// What the recorded run printed, if anything.
pub fn golden_stdout(stem: &str) -> Option<String> {
    std::fs::read_to_string(kernels_dir().join("golden").join(format!("{stem}.stdout"))).ok()
}

/// Whether two words agree: bit for bit, or for `_approx` kernels as f32 values within
/// 2^-20 relatively or absolutely.
pub fn agree(kernel: &str, ours: u32, theirs: u32) -> bool {
    if ours == theirs {
        return true;
    }
    if !kernel.ends_with("_approx") {
        return false;
    }
    let (a, b) = (f32::from_bits(ours) as f64, f32::from_bits(theirs) as f64);
    let tolerance = 2f64.powi(-20);
    a == b || (a - b).abs() <= tolerance * a.abs().max(b.abs()) || (a - b).abs() <= tolerance
}

/// The differences between a kernel's output and its golden output, as lines (at most
/// `shown`) and the number of threads that differ.
pub fn compare(kernel: &str, out: &[u32], expected: &BTreeMap<usize, Vec<u32>>, shown: usize) -> (usize, Vec<String>) {
    let mut differing = Vec::new();
    let mut threads = 0;
    for (thread, words) in out.chunks(WORDS).enumerate() {
        let theirs = expected.get(&thread);
        let wrote = words.iter().any(|w| *w != FILL);
        let mut differs = theirs.is_none() && wrote;
        if let Some(theirs) = theirs {
            for (index, ours) in words.iter().enumerate() {
                if !agree(kernel, *ours, theirs[index]) {
                    differs = true;
                    if differing.len() < shown {
                        differing.push(format!("thread {thread} word {index}: ours {ours:08x}, NVIDIA {:08x}", theirs[index]));
                    }
                }
            }
        }
        threads += usize::from(differs);
    }
    (threads, differing)
}
