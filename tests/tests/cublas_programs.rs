//! The cuBLAS programs of `tests/programs/cublas/`, built by NVIDIA's nvcc against NVIDIA's
//! `libcublas.so.13` and `libcudart.so.13`, run on the host device with rocuda's libraries in
//! their place: each prints what it printed on an NVIDIA GPU (`tests/golden/cublas/<name>.txt`,
//! recorded by `tests/programs/cublas/record.sh`), numbers within the tolerances of
//! `rocuda_tests::golden_numbers`. Each also runs once more with `ROCUDA_LOG=trace`, its
//! standard error kept in `<name>.trace` beside the binaries; logging must not change a byte
//! of what it prints.
//!
//! The trace files then show which functions the programs reached: every call of an
//! implemented function logs `cublas: <function> called`, and every failed call `cublas:
//! <function> returned <status>` (`rocuda_core::export`). Every function of
//! `cublas/implemented.toml` and `cublas/mapping.toml` must succeed in some program, so that
//! what it computes has an independent oracle (NVIDIA's GPU), or be listed, with the reason,
//! in `cublas/README.md`'s section `## Not called by the golden programs`. The test fails on
//! a function neither called with success nor listed, and on a listed function that a program
//! calls with success, so that the list only shrinks.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use rocuda_codegen::implemented::Implemented;
use rocuda_tests::golden_numbers::{compare, trace_files};
use rocuda_tests::parallel;
use rocuda_tests::provenance::Provenance;
use rocuda_tests::recorded::{self, Run};
use rocuda_tests::{root, scratch, succeed, toolkit};

/// Programs that do not yet print what the GPU printed, and why. The test fails when one of
/// them starts passing, so that this list only shrinks.
const NOT_YET: &[(&str, &str)] = &[];

/// A program that runs longer than this has hung.
const TIMEOUT: Duration = Duration::from_secs(300);

/// stdout, then `exit <status>`, as `record.sh` writes a golden file; standard error into
/// `stderr`, or discarded.
fn run(binary: &Path, cache: &Path, log: &str, stderr: Option<&Path>) -> String {
    recorded::run(binary, &Run { cache, log, stderr, timeout: TIMEOUT })
}

/// Builds the corpus into `scratch("cublas-programs")`: the folder and the program names.
fn build() -> (PathBuf, Vec<String>) {
    let out = scratch("cublas-programs");
    succeed(Command::new("bash").arg(root().join("tests/programs/cublas/build.sh")).arg(&out).env("NVCC", toolkit().join("bin/nvcc")));
    let mut names: Vec<String> = std::fs::read_dir(root().join("tests/programs/cublas"))
        .expect("tests/programs/cublas exists")
        .map(|entry| entry.expect("a readable folder").path())
        .filter(|path| path.extension().is_some_and(|e| e == "cu"))
        .map(|path| path.file_stem().expect("a file name").to_string_lossy().into_owned())
        .collect();
    names.sort();
    for name in &names {
        assert!(out.join(name).is_file(), "build.sh made no {name}");
    }
    (out, names)
}

/// The `ROCUDA_LOG=trace` standard error of every program run, by program name: what the
/// programs made rocuda do.
pub fn traces(out: &Path) -> Vec<(String, PathBuf)> {
    trace_files(out)
}

/// The heading of `cublas/README.md`'s list of implemented functions no program calls.
const NOT_CALLED: &str = "## Not called by the golden programs";

/// The functions the trace files show called with success at least once. Every call logs
/// `cublas: <function> called`, and a call that fails logs `cublas: <function> returned
/// <status>` (`rocuda_core::export`), so a function succeeded when it has more of the first
/// lines than of the second: a call whose arguments are invalid proves nothing about what the
/// function computes.
fn succeeded(traces: &[(String, PathBuf)]) -> BTreeSet<String> {
    let mut calls: BTreeMap<String, i64> = BTreeMap::new();
    for (_, path) in traces {
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        for line in text.lines() {
            let Some((_, rest)) = line.rsplit_once(" cublas: ") else { continue };
            if let Some(function) = rest.strip_suffix(" called") {
                *calls.entry(function.to_string()).or_default() += 1;
            } else if let Some((function, _)) = rest.split_once(" returned ") {
                *calls.entry(function.to_string()).or_default() -= 1;
            }
        }
    }
    calls.into_iter().filter(|&(_, successes)| successes > 0).map(|(function, _)| function).collect()
}

/// The functions of `cublas/README.md`'s section [`NOT_CALLED`]: its items
/// `` - `cublasX` — why ``.
fn listed_as_not_called() -> BTreeSet<String> {
    let path = root().join("cublas/README.md");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let heading = format!("\n{NOT_CALLED}\n");
    let section = text.split_once(&heading).unwrap_or_else(|| panic!("{} lacks `{NOT_CALLED}`", path.display())).1;
    let section = section.split("\n## ").next().unwrap_or_default();
    section
        .lines()
        .filter_map(|line| line.strip_prefix("- `"))
        .map(|item| item.split_once('`').unwrap_or_else(|| panic!("{}: unterminated `{item}`", path.display())).0)
        .map(str::to_string)
        .collect()
}

/// What is wrong with the coverage the trace files show: an implemented function neither
/// called with success nor listed in `cublas/README.md`, or listed and called with success.
fn coverage_failures(traces: &[(String, PathBuf)]) -> Vec<String> {
    let implemented = Implemented::load(&root().join("cublas")).unwrap_or_else(|e| panic!("cublas/: {e}"));
    let implemented: BTreeSet<String> = implemented.functions.into_keys().collect();
    let called = succeeded(traces);
    let listed = listed_as_not_called();
    let not_called: BTreeSet<&String> = implemented.difference(&called).collect();
    let reached = implemented.len() - not_called.len();
    println!("{reached} of {} implemented cuBLAS functions are called by the programs", implemented.len());
    let mut failures = Vec::new();
    let unlisted: Vec<String> = not_called.iter().filter(|f| !listed.contains(**f)).map(|f| format!("- `{f}`")).collect();
    if !unlisted.is_empty() {
        failures.push(format!(
            "{} implemented functions are called with success by no program: call them from one, or list them, \
             with the reason, under `{NOT_CALLED}` in cublas/README.md\n{}",
            unlisted.len(),
            unlisted.join("\n")
        ));
    }
    let now_called: Vec<&String> = listed.iter().filter(|f| called.contains(*f)).collect();
    if !now_called.is_empty() {
        let off = format!("take them off `{NOT_CALLED}`");
        failures.push(format!("cublas/README.md lists functions a program now calls ({off}): {now_called:?}"));
    }
    let unknown: Vec<&String> = listed.iter().filter(|f| !implemented.contains(*f)).collect();
    if !unknown.is_empty() {
        failures.push(format!("cublas/README.md lists, under `{NOT_CALLED}`, functions not implemented: {unknown:?}"));
    }
    failures
}

/// The lines of `second` that differ from those of `first`, as `line N: first | second`.
fn changed_lines(first: &str, second: &str) -> Vec<String> {
    let (a, b): (Vec<&str>, Vec<&str>) = (first.lines().collect(), second.lines().collect());
    let mut changed: Vec<String> = a.iter().zip(&b).enumerate().filter(|(_, (x, y))| x != y).map(|(i, (x, y))| format!("line {}: {x} | {y}", i + 1)).collect();
    if a.len() != b.len() {
        changed.push(format!("{} lines, then {}", a.len(), b.len()));
    }
    changed
}

#[test]
fn cublas_programs_print_what_an_nvidia_gpu_printed() {
    let (out, names) = build();
    let golden_dir = root().join("tests/golden/cublas");
    let (with, without): (Vec<String>, Vec<String>) = names.iter().cloned().partition(|name| golden_dir.join(format!("{name}.txt")).is_file());
    let stale = Provenance::load(&golden_dir).unwrap_or_else(|e| panic!("{e}")).stale(&root().join("tests/programs/cublas"), &with);
    assert!(stale.is_empty(), "{}", stale.join("\n"));
    let runs: Vec<(String, String)> =
        with.iter().map(|name| (name.clone(), std::fs::read_to_string(golden_dir.join(format!("{name}.txt"))).expect("a readable golden file"))).collect();
    let cache = out.join("cache");
    let results = parallel(&runs, |(name, golden)| {
        let printed = run(&out.join(name), &cache, "warn", None);
        let traced = run(&out.join(name), &cache, "trace", Some(&out.join(format!("{name}.trace"))));
        (compare(golden, &printed), changed_lines(&printed, &traced))
    });
    let mut failures = Vec::new();
    for ((name, _), (mismatches, trace_changed)) in runs.iter().zip(&results) {
        let expected_to_fail = NOT_YET.iter().any(|(n, _)| n == name);
        match (mismatches.is_empty(), expected_to_fail) {
            (true, true) => failures.push(format!("{name} now passes: take it off NOT_YET")),
            (false, false) => {
                let shown: Vec<String> = mismatches.iter().take(20).map(ToString::to_string).collect();
                let more = mismatches.len().saturating_sub(20);
                failures.push(format!(
                    "{name}: {} lines differ from the golden output\n{}{}",
                    mismatches.len(),
                    shown.join("\n"),
                    if more > 0 { format!("\n... and {more} more") } else { String::new() }
                ));
            }
            _ => {}
        }
        if !trace_changed.is_empty() && !expected_to_fail {
            let shown: Vec<String> = trace_changed.iter().take(5).map(ToString::to_string).collect();
            failures.push(format!("{name}: prints otherwise with ROCUDA_LOG=trace\n{}", shown.join("\n")));
        }
    }
    let passed = results.iter().filter(|r| r.0.is_empty()).count();
    println!("{passed} of {} cuBLAS programs match the NVIDIA GPU's output", results.len());
    let traces = traces(&out);
    assert_eq!(traces.len(), runs.len(), "every program run left a trace file");
    failures.extend(coverage_failures(&traces));
    if !without.is_empty() {
        failures.push(format!(
            "golden outputs are missing for {} (record them on an NVIDIA GPU with \
             `tests/programs/cublas/record.sh tests/golden/cublas`)",
            without.join(", ")
        ));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n---\n"));
}
