//! The PTX test corpus (`ptx/tests/kernels/`): CUDA C++ compiled to PTX by NVIDIA's `nvcc`,
//! hand-written PTX, and the outputs an NVIDIA GPU computed for each kernel (`golden/`).

use std::collections::BTreeMap;

pub use rocuda_test_support::ptx_corpus::{TestModule, kernels_dir, modules};

/// The launch convention of `common.cuh`.
pub const BLOCKS: u32 = 2;
pub const THREADS: u32 = 64;
pub const WORDS: usize = 8;
pub const DYNAMIC_SHARED: u32 = 256;
pub const FILL: u32 = 0xa5a5_a5a5;

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
