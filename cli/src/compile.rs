//! `rocuda compile`: the PTX compiler, offline.

use std::path::Path;
use std::time::Instant;

use rocuda_ptx::{Emit, Options, Stage, Target};

/// How to compile, as the command line says.
pub struct Request<'a> {
    pub input: &'a Path,
    pub target: &'a str,
    pub emit: &'a str,
    pub output: &'a Path,
    pub opt_level: u8,
    pub report: Option<&'a Path>,
}

/// Compiles `input` for `target`, writing `output`. Functions that fail are listed on
/// standard error; `Ok(false)` when any did (the output still holds the others).
pub fn run(request: &Request) -> Result<bool, String> {
    let target = Target::parse(request.target).ok_or_else(|| {
        let names: Vec<String> = Target::all().iter().map(|t| t.to_string()).collect();
        format!("unknown target `{}`; one of {}", request.target, names.join(", "))
    })?;
    let emit = Emit::parse(request.emit).ok_or_else(|| format!("unknown output kind `{}`; one of llvm, asm, obj", request.emit))?;
    let input = request.input;
    let source = std::fs::read_to_string(input).map_err(|e| format!("{}: {e}", input.display()))?;
    let options = Options { emit, opt_level: request.opt_level, ..Options::new(target) };
    let start = Instant::now();
    let compiled = rocuda_ptx::compile(&source, &options);
    let seconds = start.elapsed().as_secs_f64();
    if let Some(path) = request.report {
        let report = report(input, target, &source, seconds, &compiled);
        std::fs::write(path, serde_json::to_string_pretty(&report).map_err(|e| e.to_string())? + "\n").map_err(|e| format!("{}: {e}", path.display()))?;
    }
    let compiled = compiled.map_err(|e| format!("{}: {e}", input.display()))?;
    std::fs::write(request.output, &compiled.bytes).map_err(|e| format!("{}: {e}", request.output.display()))?;
    for failure in &compiled.failures {
        let kind = if failure.kernel { "kernel" } else { "function" };
        eprintln!("{}: {kind} {failure}", input.display());
    }
    Ok(compiled.failures.is_empty())
}

/// The machine-readable account of one compilation (`--report`), which `cargo xtask corpus`
/// aggregates.
fn report(input: &Path, target: Target, source: &str, seconds: f64, compiled: &Result<rocuda_ptx::Compiled, rocuda_ptx::CompileError>) -> serde_json::Value {
    let module = input.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let parse_start = Instant::now();
    let parsed = rocuda_ptx::front::parse(source);
    let parse_seconds = parse_start.elapsed().as_secs_f64();
    let (functions, kernels) = match &parsed {
        Ok(m) => (m.functions.iter().filter(|f| f.body.is_some()).count(), m.functions.iter().filter(|f| f.kernel && f.body.is_some()).count()),
        Err(_) => (0, 0),
    };
    match compiled {
        Err(error) => serde_json::json!({
            "module": module, "target": target.name(), "bytes": source.len(), "seconds": seconds, "parse_seconds": parse_seconds,
            "functions": functions, "kernels": kernels, "compiled_kernels": 0,
            "error": error.to_string(), "failures": [],
        }),
        Ok(compiled) => {
            let failures: Vec<serde_json::Value> = compiled
                .failures
                .iter()
                .map(|f| {
                    serde_json::json!({
                        "function": f.function, "kernel": f.kernel, "stage": f.stage.name(), "newer_gpu": f.newer_gpu,
                        "line": f.error.line, "instruction": f.error.instruction, "kind": f.error.kind.name(), "reason": f.error.kind.to_string(),
                    })
                })
                .collect();
            let parse_failures = compiled.failures.iter().filter(|f| f.stage == Stage::Parse).count();
            serde_json::json!({
                "module": module, "target": target.name(), "bytes": source.len(), "seconds": seconds, "parse_seconds": parse_seconds,
                "functions": functions, "kernels": kernels, "compiled_kernels": compiled.kernels.len(),
                "parse_failures": parse_failures, "failures": failures,
            })
        }
    }
}
