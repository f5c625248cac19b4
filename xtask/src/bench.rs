//! `cargo xtask bench compile`: rocuda's PTX compiler against NVIDIA's `ptxas` on the largest
//! llama.cpp PTX module, both timed in this run. (`cargo xtask bench host`, the host device's
//! executor against plain Rust, is `tests/src/bin/host_bench.rs`.)
//!
//! Each side compiles the same PTX three times; the medians are compared. rocuda compiles for
//! `gfx1100` (parsing, LLVM, linking the code object, on every core it is given); `ptxas`
//! for `sm_80`. Parse throughput comes from the same runs' reports.

use std::process::Command;
use std::time::Instant;

use rocuda_codegen::vendor::Vendor;

use crate::{Result, cargo, dist, root, step};

const RUNS: usize = 3;

pub fn compile() -> Result {
    crate::setup::run()?;
    let rocuda = crate::corpus::build_compiler()?;
    let modules = crate::corpus::ptx_modules(None)?;
    let largest = modules.iter().max_by_key(|m| std::fs::metadata(m).map(|meta| meta.len()).unwrap_or(0)).ok_or("no llama.cpp PTX")?;
    let bytes = std::fs::metadata(largest)?.len();
    let name = largest.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    step(&format!("bench: {name} ({:.1} MB of PTX), {RUNS} runs each", bytes as f64 / 1e6));
    let ptxas = Vendor::default().cuda(13).join("nvidia/cu13/bin/ptxas");
    let scratch = root().join("target/rocuda/bench");
    std::fs::create_dir_all(&scratch)?;
    let mut ours = Vec::new();
    let mut theirs = Vec::new();
    let mut parse = Vec::new();
    for _ in 0..RUNS {
        theirs.push(time(Command::new(&ptxas).arg("-arch=sm_80").arg(largest).arg("-o").arg(scratch.join("module.cubin")))?);
        let report = scratch.join("report.json");
        ours.push(time(Command::new(&rocuda).arg("compile").arg(largest).args(["--target", "gfx1100", "--report"]).arg(&report).arg("-o").arg(scratch.join("module.co")))?);
        let json: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&report)?)?;
        parse.push(json["parse_seconds"].as_f64().ok_or("the report lacks parse_seconds")?);
    }
    let (ours, theirs, parse) = (median(&mut ours), median(&mut theirs), median(&mut parse));
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let text = format!(
        "# PTX compile time: rocuda (gfx1100) vs NVIDIA ptxas (sm_80)\n\n\
         module: llama.cpp `{name}`, {:.1} MB of PTX; median of {RUNS} runs; {cores} cores\n\n\
         | | seconds |\n|---|---|\n| ptxas -arch=sm_80 | {theirs:.2} |\n| rocuda compile --target gfx1100 | {ours:.2} |\n\n\
         ratio rocuda / ptxas: **{:.2}** (target ≤ 1.0)\n\nparse throughput: {:.1} MB/s\n",
        bytes as f64 / 1e6,
        ours / theirs,
        bytes as f64 / 1e6 / parse,
    );
    std::fs::write(scratch.join("compile.md"), &text)?;
    print!("{text}");
    Ok(())
}

/// The wall-clock seconds a command takes; it must succeed.
/// `cargo xtask bench host`: the install tree, then the benchmark program, which needs it.
pub fn host() -> Result {
    crate::setup::run()?;
    dist::build()?;
    step("bench host");
    cargo(&["run", "--release", "--quiet", "--package", "rocuda-tests", "--bin", "host_bench"])
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
