//! The programs of a library's corpus, `tests/programs/<library>/`, built by NVIDIA's nvcc
//! against NVIDIA's library and `libcudart.so.13`, run on the host device with rocuda's
//! libraries in their place: each prints what it printed on an NVIDIA GPU
//! (`tests/golden/<library>/<name>.txt`, recorded by the corpus's `record.sh`), numbers
//! within the tolerances of `rocuda_tests::golden_numbers`. Each also runs once more with
//! `ROCUDA_LOG=trace`, its standard error kept in `<name>.trace` beside the binaries; logging
//! must not change a byte of what it prints.
//!
//! The trace files then show which functions the programs reached: every call of an
//! implemented function logs `<library>: <function> called`, and every failed call
//! `<library>: <function> returned <status>` (`rocuda_core::export`). Every function of the
//! library's `implemented.toml` (and `mapping.toml`) must succeed in some program, so that
//! what it computes has an independent oracle (NVIDIA's GPU), or be listed, with the reason,
//! in the library's `README.md` under `## Not called by the golden programs`. The check fails
//! on a function neither called with success nor listed, and on a listed function that a
//! program calls with success, so that the list only shrinks.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use rocuda_codegen::implemented::Implemented;

use crate::golden_numbers::{compare, trace_files};
use crate::parallel;
use crate::provenance::Provenance;
use crate::recorded::{self, Run};
use crate::{root, scratch, succeed, toolkit};

/// One library's corpus.
pub struct Corpus {
    /// The library's folder and log name (`cublas`), which names the corpus's folders too.
    pub library: &'static str,
    /// The library as people write it (`cuBLAS`), for messages.
    pub title: &'static str,
    /// Programs that do not yet print what the GPU printed, and why. The check fails when one
    /// of them starts passing, so that this list only shrinks.
    pub not_yet: &'static [(&'static str, &'static str)],
}

/// A program that runs longer than this has hung.
const TIMEOUT: Duration = Duration::from_secs(300);

/// stdout, then `exit <status>`, as `record.sh` writes a golden file; standard error into
/// `stderr`, or discarded.
fn run(binary: &Path, cache: &Path, log: &str, stderr: Option<&Path>) -> String {
    recorded::run(binary, &Run { cache, log, stderr, timeout: TIMEOUT })
}

/// Builds the corpus into `scratch("<library>-programs")`: the folder and the program names.
fn build(library: &str) -> (PathBuf, Vec<String>) {
    let out = scratch(&format!("{library}-programs"));
    let corpus = root().join("tests/programs").join(library);
    succeed(Command::new("bash").arg(corpus.join("build.sh")).arg(&out).env("NVCC", toolkit().join("bin/nvcc")));
    let mut names: Vec<String> = std::fs::read_dir(&corpus)
        .unwrap_or_else(|e| panic!("{}: {e}", corpus.display()))
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

/// The heading of the library README's list of implemented functions no program calls.
const NOT_CALLED: &str = "## Not called by the golden programs";

/// The functions the trace files show called with success at least once. Every call logs
/// `<library>: <function> called`, and a call that fails logs `<library>: <function> returned
/// <status>` (`rocuda_core::export`), so a function succeeded when it has more of the first
/// lines than of the second: a call whose arguments are invalid proves nothing about what the
/// function computes.
fn succeeded(library: &str, traces: &[(String, PathBuf)]) -> BTreeSet<String> {
    let marker = format!(" {library}: ");
    let mut calls: BTreeMap<String, i64> = BTreeMap::new();
    for (_, path) in traces {
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        for line in text.lines() {
            let Some((_, rest)) = line.rsplit_once(&marker) else { continue };
            if let Some(function) = rest.strip_suffix(" called") {
                *calls.entry(function.to_string()).or_default() += 1;
            } else if let Some((function, _)) = rest.split_once(" returned ") {
                *calls.entry(function.to_string()).or_default() -= 1;
            }
        }
    }
    calls.into_iter().filter(|&(_, successes)| successes > 0).map(|(function, _)| function).collect()
}

/// The functions of the library README's section [`NOT_CALLED`]: its items
/// `` - `function` — why ``.
fn listed_as_not_called(library: &str) -> BTreeSet<String> {
    let path = root().join(library).join("README.md");
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
/// called with success nor listed in the library's README, or listed and called with success.
fn coverage_failures(corpus: &Corpus, traces: &[(String, PathBuf)]) -> Vec<String> {
    let library = corpus.library;
    let implemented = Implemented::load(&root().join(library)).unwrap_or_else(|e| panic!("{library}/: {e}"));
    let implemented: BTreeSet<String> = implemented.functions.into_keys().collect();
    let called = succeeded(library, traces);
    let listed = listed_as_not_called(library);
    let not_called: BTreeSet<&String> = implemented.difference(&called).collect();
    let reached = implemented.len() - not_called.len();
    println!("{reached} of {} implemented {} functions are called by the programs", implemented.len(), corpus.title);
    let mut failures = Vec::new();
    let unlisted: Vec<String> = not_called.iter().filter(|f| !listed.contains(**f)).map(|f| format!("- `{f}`")).collect();
    if !unlisted.is_empty() {
        failures.push(format!(
            "{} implemented functions are called with success by no program: call them from one, or list them, \
             with the reason, under `{NOT_CALLED}` in {library}/README.md\n{}",
            unlisted.len(),
            unlisted.join("\n")
        ));
    }
    let now_called: Vec<&String> = listed.iter().filter(|f| called.contains(*f)).collect();
    if !now_called.is_empty() {
        let off = format!("take them off `{NOT_CALLED}`");
        failures.push(format!("{library}/README.md lists functions a program now calls ({off}): {now_called:?}"));
    }
    let unknown: Vec<&String> = listed.iter().filter(|f| !implemented.contains(*f)).collect();
    if !unknown.is_empty() {
        failures.push(format!("{library}/README.md lists, under `{NOT_CALLED}`, functions not implemented: {unknown:?}"));
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

/// Builds and runs every program of `tests/programs/<library>/` on the host device and
/// compares each with its golden file (the module's documentation says how); panics with
/// every failure.
pub fn check(corpus: &Corpus) {
    let library = corpus.library;
    let (out, names) = build(library);
    let golden_dir = root().join("tests/golden").join(library);
    let (with, without): (Vec<String>, Vec<String>) = names.iter().cloned().partition(|name| golden_dir.join(format!("{name}.txt")).is_file());
    let stale = Provenance::load(&golden_dir).unwrap_or_else(|e| panic!("{e}")).stale(&root().join("tests/programs").join(library), &with);
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
        let expected_to_fail = corpus.not_yet.iter().any(|(n, _)| n == name);
        match (mismatches.is_empty(), expected_to_fail) {
            (true, true) => failures.push(format!("{name} now passes: take it off the corpus's `not_yet`")),
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
    println!("{passed} of {} {} programs match the NVIDIA GPU's output", results.len(), corpus.title);
    let traces = trace_files(&out);
    assert_eq!(traces.len(), runs.len(), "every program run left a trace file");
    failures.extend(coverage_failures(corpus, &traces));
    if !without.is_empty() {
        failures.push(format!(
            "golden outputs are missing for {} (record them on an NVIDIA GPU with \
             `tests/programs/{library}/record.sh tests/golden/{library}`)",
            without.join(", ")
        ));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n---\n"));
}
