//! `cargo xtask`: every step of building and testing rocuda, from a fresh machine.
//!
//! ```text
//! cargo xtask setup              install system packages, download NVIDIA's wheels and packages
//! cargo xtask build              release build; lay out target/rocuda/{lib,lib/host,bin}
//! cargo xtask install --prefix DIR   build, then copy target/rocuda to DIR
//! cargo xtask test               setup, codegen --check, build, then every test
//! cargo xtask demo               build, run CUDA programs through rocuda, print the coverage
//! cargo xtask coverage           write COVERAGE.md (and target/rocuda/coverage.{json,html})
//! cargo xtask codegen [--check]  regenerate the generated files (or check they are current)
//! cargo xtask rocm-check         every ROCm function rocuda calls exists in Debian's ROCm 6.4
//! cargo xtask corpus [--sample N]  llama.cpp's CUDA kernels through the PTX compiler, reported
//! cargo xtask bench compile      the PTX compiler against NVIDIA's ptxas
//! cargo xtask bench host|load|launch|cublas  the host device; loads; launches; cuBLAS calls
//! cargo xtask fuzz [TARGET] [SECONDS]  a fuzz target (ptx_parse, fatbin_parse) under cargo fuzz
//! ```

mod bench;
mod clients;
mod corpus;
mod demo;
mod dist;
mod fuzz;
mod golden;
mod llama;
mod llama_model;
mod sanitize;
mod setup;

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use setup::Needs;

type Result<T = ()> = std::result::Result<T, Box<dyn std::error::Error>>;

fn main() -> ExitCode {
    let started = Instant::now();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let result = match args[..] {
        ["setup"] => setup::run(Needs::Everything),
        ["build"] => setup::run(Needs::Build).and_then(|()| dist::build()).map(|_| ()),
        ["install", "--prefix", prefix] => setup::run(Needs::Build).and_then(|()| dist::install(Path::new(prefix))),
        ["test"] => test(),
        ["demo"] => demo::run(),
        ["coverage"] => setup::run(Needs::Build).and_then(|()| coverage()),
        ["codegen"] => setup::run(Needs::Everything).and_then(|()| codegen(false)),
        ["codegen", "--check"] => setup::run(Needs::Everything).and_then(|()| codegen(true)),
        ["rocm-check"] => setup::run(Needs::Everything).and_then(|()| rocm_check()),
        ["corpus"] => corpus::run(None),
        ["corpus", "--sample", n] => n.parse().map_err(|_| "--sample takes a number".into()).and_then(|n| corpus::run(Some(n))),
        ["llama"] => llama::run(llama::Selection::ALL),
        ["llama", "--sample"] => llama::run(llama::Selection::SAMPLE),
        ["llama", "ops"] => llama::run(llama::Selection::OPS),
        ["llama", "models"] => llama::run(llama::Selection::MODELS),
        ["llama", "import", dir] => llama::import(Path::new(dir)),
        ["llama", "build"] => setup::run(Needs::Llama).and_then(|()| dist::build()).and_then(|_| llama::build()).map(|_| ()),
        ["clients", "import", client, report, description] => clients::import(client, Path::new(report), description),
        ["clients", client, ref selection @ ..] => clients::run(client, selection),
        ["bench", "compile"] => bench::compile(),
        ["bench", "host"] => bench::host(),
        ["bench", "load"] => bench::load(),
        ["bench", "launch"] => bench::launch(),
        ["bench", "cublas"] => bench::cublas(),
        ["sanitize"] => sanitize::run(),
        ["golden"] => golden::run(),
        ["fuzz"] => fuzz::run(fuzz::DEFAULT_TARGET, fuzz::DEFAULT_SECONDS),
        ["fuzz", target_or_seconds] => match target_or_seconds.parse() {
            Ok(seconds) => fuzz::run(fuzz::DEFAULT_TARGET, seconds),
            Err(_) => fuzz::run(target_or_seconds, fuzz::DEFAULT_SECONDS),
        },
        ["fuzz", target, seconds] => seconds.parse().map_err(|_| "fuzz takes seconds".into()).and_then(|s| fuzz::run(target, s)),
        _ => Err("usage: cargo xtask setup | build | install --prefix DIR | test | demo | coverage | codegen [--check] | rocm-check | corpus [--sample N] | llama [--sample | ops | models | build | import DIR] | clients CLIENT [SELECTION NAME | PYTEST ARGUMENTS] | clients import CLIENT REPORT DESCRIPTION | bench compile|host|load|launch|cublas | sanitize | golden | fuzz [TARGET] [SECONDS]".into()),
    };
    end_step();
    if !args.is_empty() {
        println!("\nxtask {}: {} in all", args.join(" "), Elapsed(started.elapsed()));
    }
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("xtask: {error}");
            ExitCode::FAILURE
        }
    }
}

/// Everything CI runs: the generated files are current, the install tree builds, every
/// test passes, llama.cpp's sample (`llama::Selection::TEST`) matches the H100, and the real
/// clients' samples (`clients::SAMPLES`) pass what passed on the H100.
fn test() -> Result {
    setup::run(Needs::Everything)?;
    codegen(true)?;
    lint()?;
    rocm_check()?;
    dist::build()?;
    step("cargo test");
    // `--all-targets` leaves out doc-tests: there are none, and their empty sections would
    // end the log with "0 passed".
    let mut child = cargo_command().args(["test", "--release", "--workspace", "--all-targets"]).stdout(Stdio::piped()).spawn()?;
    let (mut passed, mut failed) = (0, 0);
    for line in BufReader::new(child.stdout.take().expect("stdout is piped")).lines() {
        let line = line?;
        println!("{line}");
        if let Some(result) = line.strip_prefix("test result: ") {
            passed += count(result, " passed");
            failed += count(result, " failed");
        }
    }
    let status = child.wait()?;
    println!("\ntests: {passed} passed, {failed} failed");
    if !status.success() {
        return Err(format!("cargo test failed: {status}").into());
    }
    llama::run(llama::Selection::TEST)?;
    clients::samples()
}

/// Formatting and lints are enforced, not remembered: rustfmt's check over the workspace and
/// the fuzz crate (`rustfmt.toml`; generated modules are skipped, codegen lays them out), then
/// clippy over every target with warnings as errors (`clippy.toml`, `[workspace.lints]`).
fn lint() -> Result {
    step("fmt");
    cargo(&["fmt", "--all", "--check"])?;
    cargo(&["fmt", "--manifest-path", "fuzz/Cargo.toml", "--check"])?;
    step("clippy");
    cargo(&["clippy", "--quiet", "--workspace", "--all-targets", "--", "-D", "warnings"])
}

/// The number before `what` in a `test result:` line (`ok. 3 passed; 0 failed; ...`).
fn count(result: &str, what: &str) -> usize {
    result.split([';', '.']).find_map(|part| part.trim().strip_suffix(what.trim_start()).and_then(|n| n.trim().parse().ok())).unwrap_or(0)
}

/// Regenerates (or checks) the generated files, then the coverage report they feed.
fn codegen(check: bool) -> Result {
    step(if check { "codegen --check" } else { "codegen" });
    let mut args = vec!["run", "--release", "--quiet", "--package", "rocuda-codegen", "--", "generate"];
    if check {
        args.push("--check");
    }
    cargo(&args)?;
    if check { Ok(()) } else { coverage() }
}

/// Every ROCm function rocuda's code calls is exported by Debian's ROCm 6.4 libraries.
fn rocm_check() -> Result {
    step("rocm-check");
    cargo(&["run", "--release", "--quiet", "--package", "rocuda-codegen", "--", "rocm-check"])
}

fn coverage() -> Result {
    step("coverage");
    let dist = root().join("target/rocuda");
    std::fs::create_dir_all(&dist)?;
    let markdown = root().join("COVERAGE.md");
    let json = dist.join("coverage.json");
    let html = dist.join("coverage.html");
    cargo(&[
        "run",
        "--release",
        "--quiet",
        "--package",
        "rocuda-cli",
        "--",
        "coverage",
        "--markdown",
        path_str(&markdown)?,
        "--json",
        path_str(&json)?,
        "--html",
        path_str(&html)?,
    ])?;
    println!("wrote {}, {} and {}", markdown.display(), json.display(), html.display());
    Ok(())
}

pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("xtask lives in the workspace").to_path_buf()
}

/// `program` run through the rocuda tree at `tree` with `rocuda run --device host`.
pub fn run_on_host_device(tree: &Path, program: &Path) -> Command {
    let mut command = Command::new(tree.join("bin/rocuda"));
    command.args(["run", "--device", "host"]).arg(program);
    command
}

/// When `path` last changed.
pub fn modified(path: &Path) -> Option<std::time::SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

/// The last time a file under `dir` changed: what a kept result is older or newer than.
pub fn newest_change(dir: &Path) -> Option<std::time::SystemTime> {
    let mut newest = modified(dir);
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        let changed = if path.is_dir() { newest_change(&path) } else { modified(&path) };
        newest = newest.max(changed);
    }
    newest
}

/// The step under way, and when it began.
static STEP: Mutex<Option<(String, Instant)>> = Mutex::new(None);

/// Announces a step, so a CI log reads as a list of what happened, and says how long the step
/// before it took.
pub fn step(what: &str) {
    end_step();
    println!("\n==> {what}");
    *STEP.lock().unwrap_or_else(|poisoned| poisoned.into_inner()) = Some((what.to_string(), Instant::now()));
}

/// Says how long the step under way took, and ends it.
fn end_step() {
    if let Some((what, started)) = STEP.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).take() {
        println!("<== {what}: {}", Elapsed(started.elapsed()));
    }
}

/// A duration as people read it: `42.0 s`, `3 min 12 s`.
struct Elapsed(Duration);

impl std::fmt::Display for Elapsed {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let seconds = self.0.as_secs_f64();
        if seconds < 60.0 { write!(f, "{seconds:.1} s") } else { write!(f, "{} min {} s", self.0.as_secs() / 60, self.0.as_secs() % 60) }
    }
}

pub fn cargo(args: &[&str]) -> Result {
    exec(cargo_command().args(args))
}

/// The cargo that runs xtask, in the workspace root.
fn cargo_command() -> Command {
    let mut command = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string()));
    command.current_dir(root());
    command
}

pub fn exec(command: &mut Command) -> Result {
    let status = command.status().map_err(|e| format!("{:?}: {e}", command.get_program()))?;
    if status.success() { Ok(()) } else { Err(format!("{command:?} failed: {status}").into()) }
}

fn path_str(path: &Path) -> Result<&str> {
    path.to_str().ok_or_else(|| format!("{} is not UTF-8", path.display()).into())
}

#[cfg(test)]
mod tests {
    #[test]
    fn elapsed_times_read_in_seconds_then_minutes() {
        use std::time::Duration;
        assert_eq!(super::Elapsed(Duration::from_millis(4230)).to_string(), "4.2 s");
        assert_eq!(super::Elapsed(Duration::from_secs(192)).to_string(), "3 min 12 s");
    }

    #[test]
    fn counts_come_from_test_result_lines() {
        let result = "ok. 9 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.11s";
        assert_eq!(super::count(result, " passed"), 9);
        assert_eq!(super::count(result, " failed"), 1);
    }
}
