//! The test kernels of `tests/kernels/`: CUDA C++ compiled to PTX by NVIDIA's `nvcc`, then by
//! rocuda for every target (LLVM's verifier checks each), and run on the host target against
//! what an NVIDIA GPU computed (`tests/kernels/golden/`).

mod host_runner;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use rocuda_ptx::{Emit, Options, Target};

/// A PTX module of the test corpus.
struct TestModule {
    /// `bits.80` (from `bits.cu`, `-arch=compute_80`) or `fp8` (hand-written `fp8.ptx`).
    name: String,
    /// The golden file's stem: the source file's.
    stem: String,
    ptx: String,
}

fn kernels_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/kernels")
}

fn scratch() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/rocuda-tests/ptx-kernels");
    std::fs::create_dir_all(&dir).expect("target/ is writable");
    dir
}

fn nvcc() -> PathBuf {
    let nvcc = rocuda_codegen::vendor::Vendor::default().cuda(13).join("nvidia/cu13/bin/nvcc");
    assert!(nvcc.is_file(), "{} is missing: run `cargo xtask setup` first", nvcc.display());
    nvcc
}

/// Every module: each `.cu` built for `compute_75` and `compute_80`, and each `.ptx`.
fn modules() -> &'static [TestModule] {
    static MODULES: OnceLock<Vec<TestModule>> = OnceLock::new();
    MODULES.get_or_init(|| {
        let mut sources: Vec<PathBuf> = std::fs::read_dir(kernels_dir()).expect("tests/kernels").map(|e| e.expect("an entry").path()).collect();
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
            if is_newer(&output, &[path, &kernels_dir().join("common.cuh")]) {
                return TestModule { name: format!("{stem}.{arch}"), stem, ptx: std::fs::read_to_string(&output).expect("a cached PTX file") };
            }
            let result = Command::new(nvcc())
                .arg("--ptx")
                .arg(format!("-arch=compute_{arch}"))
                .arg("-o")
                .arg(&output)
                .arg(path)
                .output()
                .expect("nvcc runs");
            assert!(result.status.success(), "nvcc {}: {}", path.display(), String::from_utf8_lossy(&result.stderr));
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

/// Runs `work` over `items` on every core; results in order.
fn parallel<T: Sync, R: Send>(items: &[T], work: impl Fn(&T) -> R + Sync) -> Vec<R> {
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

/// Kernels the compiler is expected to reject: matrix instructions and asynchronous copies
/// are not supported yet, and say so.
fn expected_rejection(module: &TestModule, kernel: &str, message: &str) -> bool {
    module.stem == "matrix" && kernel.starts_with("compile_only_") && message.contains("not supported")
}

#[test]
fn every_kernel_compiles_for_every_target() {
    let jobs: Vec<(&TestModule, Target)> = modules().iter().flat_map(|m| Target::all().into_iter().map(move |t| (m, t))).collect();
    let results = parallel(&jobs, |(module, target)| {
        let options = Options { emit: Emit::Object, ..Options::new(*target) };
        match rocuda_ptx::compile(&module.ptx, &options) {
            Err(error) => (vec![format!("{} for {target}: {error}", module.name)], 0, 0),
            Ok(compiled) => {
                let mut problems = Vec::new();
                let mut rejected = 0;
                for failure in &compiled.failures {
                    if expected_rejection(module, &failure.function, &failure.error.message) {
                        rejected += 1;
                    } else {
                        problems.push(format!("{} for {target}: {failure}", module.name));
                    }
                }
                (problems, compiled.kernels.len(), rejected)
            }
        }
    });
    let problems: Vec<String> = results.iter().flat_map(|(p, _, _)| p.clone()).collect();
    let compiled: usize = results.iter().map(|(_, n, _)| n).sum();
    let rejected: usize = results.iter().map(|(_, _, r)| r).sum();
    assert!(problems.is_empty(), "{} failures:\n{}", problems.len(), problems.join("\n"));
    assert!(compiled > 0, "no kernels compiled");
    let matrix_modules = modules().iter().filter(|m| m.stem == "matrix").count();
    assert_eq!(rejected, 4 * matrix_modules * Target::all().len(), "matrix.ptx's four kernels must each be rejected with a reason");
    println!("{compiled} kernels compiled across {} targets", Target::all().len());
}

/// A golden file: per kernel, the words of each thread that wrote any.
fn golden(stem: &str) -> Option<BTreeMap<String, BTreeMap<usize, Vec<u32>>>> {
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

/// Whether two words agree: bit for bit, or for `_approx` kernels as f32 values within
/// 2^-20 relatively or absolutely.
fn agree(kernel: &str, ours: u32, theirs: u32) -> bool {
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

#[test]
fn kernels_run_on_the_host_as_on_an_nvidia_gpu() {
    let runnable: Vec<&TestModule> = modules().iter().filter(|m| !m.name.ends_with(".75")).collect();
    let results = parallel(&runnable, |module| {
        let compiled = match rocuda_ptx::compile(&module.ptx, &Options::new(Target::Host)) {
            Ok(compiled) => compiled,
            Err(error) => return (vec![format!("{}: {error}", module.name)], 0, 0),
        };
        if compiled.kernels.iter().all(|k| k.starts_with("compile_only_")) {
            return (Vec::new(), 0, 0);
        }
        let Some(golden) = golden(&module.stem) else { return (vec![format!("{}: no golden output; record it (tests/kernels/README.md)", module.name)], 0, 0) };
        let path = scratch().join(format!("{}.host.so", module.name));
        std::fs::write(&path, &compiled.bytes).expect("target/ is writable");
        let object = host_runner::Object::load(&path);
        let parsed = rocuda_ptx::front::parse(&module.ptx).expect("the module parses");
        let mut problems = Vec::new();
        let (mut ran, mut skipped) = (0, 0);
        for kernel in &compiled.kernels {
            if kernel.starts_with("compile_only_") {
                continue;
            }
            let id = parsed.function_named(kernel).expect("a compiled kernel is in the module");
            if !host_runner::runs_alone(&parsed, id) {
                skipped += 1;
                continue;
            }
            let Some(expected) = golden.get(kernel) else {
                problems.push(format!("{}: `{kernel}` has no golden output; record it (tests/kernels/README.md)", module.name));
                continue;
            };
            ran += 1;
            let out = object.run(kernel);
            let mut differing = Vec::new();
            let mut threads = 0;
            for (thread, words) in out.chunks(host_runner::WORDS).enumerate() {
                let theirs = expected.get(&thread);
                let wrote = words.iter().any(|w| *w != host_runner::FILL);
                let mut differs = theirs.is_none() && wrote;
                for (index, ours) in words.iter().enumerate() {
                    let Some(theirs) = theirs else { break };
                    if !agree(kernel, *ours, theirs[index]) {
                        differs = true;
                        differing.push(format!("thread {thread} word {index}: ours {ours:08x}, NVIDIA {:08x}", theirs[index]));
                    }
                }
                threads += usize::from(differs);
            }
            if threads > 0 {
                let shown = differing.iter().take(6).cloned().collect::<Vec<_>>().join("\n  ");
                problems.push(format!("{}: `{kernel}`: {threads} threads differ\n  {shown}", module.name));
            }
        }
        (problems, ran, skipped)
    });
    let problems: Vec<String> = results.iter().flat_map(|(p, _, _)| p.clone()).collect();
    let ran: usize = results.iter().map(|(_, r, _)| r).sum();
    let skipped: usize = results.iter().map(|(_, _, s)| s).sum();
    println!("{ran} kernels ran on the host; {skipped} use other threads and wait for the host device's executor");
    assert!(problems.is_empty(), "{} kernels differ:\n{}", problems.len(), problems.join("\n"));
    assert!(ran > 0, "no kernel ran");
}
