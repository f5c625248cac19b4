//! `cargo xtask bench compile`: rocuda's PTX compiler against NVIDIA's `ptxas` on the largest
//! llama.cpp PTX module and on the largest of those built on `mma.sync`, both timed in this
//! run. (`cargo xtask bench host`, the host device's
//! executor against plain Rust, is `tests/src/bin/host_bench.rs`; `bench load` and
//! `bench launch`, rocuda's `libcuda.so.1`, are below and in `tests/src/bin/driver_bench.rs`;
//! `bench cublas`, rocuda's `libcublas.so.13`, below and in `tests/src/bin/cublas_bench.rs`.)
//!
//! Each side compiles the same PTX three times; the medians are compared. rocuda compiles for
//! `gfx1100` (parsing, LLVM, linking the code object, on every core it is given); `ptxas`
//! for `sm_80`. Parse throughput comes from the same runs' reports.

use std::process::Command;
use std::time::Instant;

use rocuda_codegen::vendor::Vendor;

use crate::{Result, cargo, dist, exec, root, step};

const RUNS: usize = 3;

pub fn compile() -> Result {
    crate::setup::run(crate::Needs::Toolkit)?;
    let rocuda = crate::corpus::build_compiler()?;
    let modules = crate::corpus::ptx_modules(None)?;
    let size = |m: &std::path::PathBuf| std::fs::metadata(m).map(|meta| meta.len()).unwrap_or(0);
    let largest = modules.iter().max_by_key(|m| size(m)).ok_or("no llama.cpp PTX")?;
    // The largest of the modules built on matrix instructions (MMQ, FlashAttention).
    let uses_mma = |m: &&std::path::PathBuf| std::fs::read_to_string(m).is_ok_and(|text| text.contains("mma.sync"));
    let largest_mma = modules.iter().filter(uses_mma).max_by_key(|m| size(m)).ok_or("no llama.cpp PTX uses mma.sync")?;
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut text = format!(
        "# PTX compile time: rocuda (gfx1100) vs NVIDIA ptxas (sm_80)\n\nmedian of {RUNS} runs each; {cores} cores\n\n\
         | llama.cpp module | MB of PTX | ptxas -arch=sm_80, s | rocuda compile --target gfx1100, s | ratio rocuda / ptxas (target ≤ 1.0) | parse MB/s |\n\
         |---|---|---|---|---|---|\n"
    );
    for module in [largest, largest_mma] {
        let name = module.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let megabytes = size(module) as f64 / 1e6;
        step(&format!("bench: {name} ({megabytes:.1} MB of PTX), {RUNS} runs each"));
        let (ours, theirs, parse) = time_both(&rocuda, module)?;
        text.push_str(&format!("| `{name}` | {megabytes:.1} | {theirs:.2} | {ours:.2} | **{:.2}** | {:.1} |\n", ours / theirs, megabytes / parse));
    }
    let scratch = root().join("target/rocuda/bench");
    std::fs::write(scratch.join("compile.md"), &text)?;
    print!("{text}");
    Ok(())
}

/// Median seconds of rocuda and of `ptxas` compiling `module`, and of rocuda's parsing.
fn time_both(rocuda: &std::path::Path, module: &std::path::Path) -> Result<(f64, f64, f64)> {
    let ptxas = Vendor::default().cuda(13).join("nvidia/cu13/bin/ptxas");
    let scratch = root().join("target/rocuda/bench");
    std::fs::create_dir_all(&scratch)?;
    let (mut ours, mut theirs, mut parse) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..RUNS {
        theirs.push(time(Command::new(&ptxas).arg("-arch=sm_80").arg(module).arg("-o").arg(scratch.join("module.cubin")))?);
        let report = scratch.join("report.json");
        ours.push(time(
            Command::new(rocuda).arg("compile").arg(module).args(["--target", "gfx1100", "--report"]).arg(&report).arg("-o").arg(scratch.join("module.co")),
        )?);
        let json: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&report)?)?;
        parse.push(json["parse_seconds"].as_f64().ok_or("the report lacks parse_seconds")?);
    }
    Ok((median(&mut ours), median(&mut theirs), median(&mut parse)))
}

/// The wall-clock seconds a command takes; it must succeed.
/// `cargo xtask bench host`: the install tree, then the benchmark program, which needs it.
pub fn host() -> Result {
    crate::setup::run(crate::Needs::Toolkit)?;
    dist::build()?;
    step("bench host");
    cargo(&["run", "--release", "--quiet", "--package", "rocuda-tests", "--bin", "host_bench"])
}

/// The largest llama.cpp PTX module of the corpus.
pub(crate) fn largest_module() -> Result<std::path::PathBuf> {
    let modules = crate::corpus::ptx_modules(None)?;
    Ok(modules.into_iter().max_by_key(|m| std::fs::metadata(m).map(|meta| meta.len()).unwrap_or(0)).ok_or("no llama.cpp PTX")?)
}

/// The driver benchmark program (`tests/src/bin/driver_bench.rs`), built.
fn driver_bench() -> Result<std::path::PathBuf> {
    cargo(&["build", "--release", "--quiet", "--package", "rocuda-tests", "--bin", "driver_bench"])?;
    Ok(root().join("target/release/driver_bench"))
}

/// `cargo xtask bench load`: `cuModuleLoadData` of the largest llama.cpp module through
/// rocuda's `libcuda.so.1` on the host device, with an empty compile cache and then a
/// filled one. Target: a warm load under 5 ms.
pub fn load() -> Result {
    crate::setup::run(crate::Needs::Toolkit)?;
    dist::build()?;
    let largest = largest_module()?;
    let bench = driver_bench()?;
    let cache = root().join("target/rocuda/bench/load-cache");
    let _ = std::fs::remove_dir_all(&cache);
    step(&format!("bench load: {} ({:.1} MB of PTX)", largest.display(), std::fs::metadata(&largest)?.len() as f64 / 1e6));
    exec(Command::new(bench).arg("load").arg(&largest).arg(&cache))?;
    println!("target: warm < 5 ms");
    Ok(())
}

/// `cargo xtask bench launch`: instructions per `cuLaunchKernel` through rocuda against a
/// direct `hipModuleLaunchKernel` on the host device, counted by callgrind. Each is run
/// with two launch counts; the difference divided by the extra launches is the cost of one
/// launch, without start-up and loading. Target: under 300 instructions of overhead.
pub fn launch() -> Result {
    crate::setup::run(crate::Needs::Toolkit)?;
    dist::build()?;
    let bench = driver_bench()?;
    let cache = root().join("target/rocuda/bench/launch-cache");
    // Fill the compile cache outside callgrind.
    exec(Command::new(&bench).args(["launch", "rocuda", "1"]).env("ROCUDA_CACHE_DIR", &cache))?;
    let (few, many) = (1000u64, 3000u64);
    let mut per_launch = Vec::new();
    for through in ["rocuda", "hip"] {
        let mut counts = Vec::new();
        for launches in [few, many] {
            step(&format!("callgrind: {launches} launches through {through}"));
            let mut run = Command::new(&bench);
            run.args(["launch", through, &launches.to_string()]).env("ROCUDA_CACHE_DIR", &cache);
            counts.push(callgrind(&mut run)?);
        }
        let per = (counts[1] as f64 - counts[0] as f64) / (many - few) as f64;
        println!("{through}: {per:.0} instructions per launch");
        per_launch.push(per);
    }
    println!("rocuda's cuLaunchKernel overhead: {:.0} instructions per call (target < 300)", per_launch[0] - per_launch[1]);
    Ok(())
}

/// `cargo xtask bench cublas`: instructions per `cublasSgemm_v2` on 2×2 matrices through
/// rocuda's `libcublas.so.13` against a direct `rocblas_sgemm` with the same arguments, both
/// on the host device's rocBLAS, counted by callgrind in this run
/// (`tests/src/bin/cublas_bench.rs`). As for `launch`, each side runs with two call counts
/// and the difference divided by the extra calls is the cost of one call, without start-up.
/// Target: under 500 instructions of overhead.
pub fn cublas() -> Result {
    crate::setup::run(crate::Needs::Toolkit)?;
    dist::build()?;
    cargo(&["build", "--release", "--quiet", "--package", "rocuda-tests", "--bin", "cublas_bench"])?;
    let bench = root().join("target/release/cublas_bench");
    let (few, many) = (1000u64, 3000u64);
    let mut per_call = Vec::new();
    for through in ["rocuda", "rocblas"] {
        let mut counts = Vec::new();
        for calls in [few, many] {
            step(&format!("callgrind: {calls} sgemm calls through {through}"));
            counts.push(callgrind(Command::new(&bench).args([through, &calls.to_string()]))?);
        }
        let per = (counts[1] as f64 - counts[0] as f64) / (many - few) as f64;
        let function = if through == "rocuda" { "cublasSgemm_v2" } else { "rocblas_sgemm" };
        println!("{through}: {per:.0} instructions per {function} call");
        per_call.push(per);
    }
    println!("rocuda's cublasSgemm_v2 overhead: {:.0} instructions per call (target < 500)", per_call[0] - per_call[1]);
    Ok(())
}

/// The instructions `command` executes under callgrind (its "Collected" total); it must
/// succeed, so that a count is never that of a failure.
fn callgrind(command: &mut Command) -> Result<u64> {
    let mut valgrind = Command::new("valgrind");
    valgrind.args(["--tool=callgrind", "--callgrind-out-file=/dev/null"]);
    valgrind.arg(command.get_program()).args(command.get_args());
    for (name, value) in command.get_envs() {
        match value {
            Some(value) => valgrind.env(name, value),
            None => valgrind.env_remove(name),
        };
    }
    let output = valgrind.output().map_err(|e| format!("valgrind: {e} (install valgrind)"))?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() {
        return Err(format!("{command:?} failed under callgrind:\n{stderr}").into());
    }
    let collected = stderr
        .lines()
        .find_map(|l| l.split("Collected :").nth(1).and_then(|n| n.trim().parse::<u64>().ok()))
        .ok_or_else(|| format!("no instruction count from callgrind:\n{stderr}"))?;
    Ok(collected)
}

fn time(command: &mut Command) -> Result<f64> {
    let start = Instant::now();
    let output = command.output()?;
    let seconds = start.elapsed().as_secs_f64();
    // rocuda compile exits 1 when some functions fail (matrix instructions); the time counts.
    if !output.status.success() && output.status.code() != Some(1) {
        return Err(format!("{command:?} failed: {}", String::from_utf8_lossy(&output.stderr)).into());
    }
    Ok(seconds)
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}
