//! `cargo xtask clients CLIENT [PYTEST ARGUMENTS...]`: a real CUDA client's own test suite,
//! unchanged, through `rocuda run --device host` (tests/clients/README.md).
//!
//! Each client is installed from PyPI, with pinned versions, into a virtual environment of its
//! own under the vendor folder; its tests come from its source distribution on PyPI (checked
//! against a pinned SHA-256; nothing is committed). pytest runs the selection with
//! `pytest-reportlog`, whose one JSON line per test phase gives each test's outcome; the
//! outcomes, a count per test module and the failures are written to
//! `target/rocuda/clients/<client>/`.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::Command;

use rocuda_codegen::vendor::Vendor;

use crate::{Result, exec, root, step};

/// A client and how its tests run.
pub struct Client {
    pub name: &'static str,
    /// The pinned requirements of its virtual environment, every one of them (pip installs them
    /// without resolving dependencies): the client, the NVIDIA wheels it loads at run time, and
    /// what its tests need.
    pub packages: &'static [&'static str],
    /// Its source distribution on PyPI: project, file name and SHA-256.
    pub sdist: (&'static str, &'static str, &'static str),
    /// The pytest arguments (paths relative to the unpacked sdist) without a selection.
    pub default: &'static [&'static str],
    /// Variables its test suite reads, set as on a machine with one GPU.
    pub env: &'static [(&'static str, &'static str)],
}

/// CuPy for CUDA 13.0: 14.0.1 is the newest release whose prebuilt kernels were built with
/// CUDA 13.0 (later wheels carry PTX of ISA 9.2, from CUDA 13.2).
pub const CUPY: Client = Client {
    name: "cupy",
    packages: &[
        "cupy-cuda13x==14.0.1",
        "cuda-pathfinder==1.9.1",
        "numpy==2.4.6",
        "nvidia-cuda-nvrtc==13.0.88",
        "nvidia-cuda-runtime==13.0.96",
        // pytest 9 refuses the string parametrisations of CuPy 14.0's test_gufuncs.py.
        "pytest==8.3.5",
        "pluggy==1.5.0",
        "iniconfig==2.0.0",
        "Pygments==2.21.0",
        "pytest-reportlog==1.0.0",
        "hypothesis==6.54.6",
        "attrs==26.1.0",
        "sortedcontainers==2.4.0",
        "mpmath==1.4.1",
        "packaging==26.4",
    ],
    sdist: ("cupy", "cupy-14.0.1.tar.gz", "4b673ab2d8b2329abe7ae0a7ae6159656044a8eecca56cf0b834b7c907063205"),
    default: &["tests/cupy_tests/core_tests", "-m", "not slow"],
    // Tests that need more GPUs than this are skipped (`cupy/testing/_attr.py`).
    env: &[("CUPY_TEST_GPU_LIMIT", "1")],
};

pub const CLIENTS: &[&Client] = &[&CUPY];

/// `cargo xtask clients CLIENT [PYTEST ARGUMENTS...]`.
pub fn run(name: &str, selection: &[&str]) -> Result {
    let client = CLIENTS.iter().find(|c| c.name == name).ok_or_else(|| format!("no client {name}: {}", names()))?;
    // Some of CuPy's test modules ask nvcc (`NVCC`) its version when they are collected.
    crate::setup::run(crate::Needs::Toolkit)?;
    crate::dist::build()?;
    let venv = environment(client)?;
    let tests = sources(client)?;
    let out = root().join("target/rocuda/clients").join(client.name);
    std::fs::create_dir_all(&out)?;
    let report = out.join("report.jsonl");
    // A report left by an earlier run must not stand for this one.
    if report.exists() {
        std::fs::remove_file(&report)?;
    }
    let arguments: &[&str] = if selection.is_empty() { client.default } else { selection };
    step(&format!("{} tests on the host device: pytest {}", client.name, arguments.join(" ")));
    // pytest's own script, not `python -m pytest`, which would put the sdist's folder, and its
    // unbuilt package, first on the import path.
    let status = crate::run_on_host_device(&root().join("target/rocuda"), &venv.join("bin/pytest"))
        .args(["-p", "no:cacheprovider", "-q", "--continue-on-collection-errors", "--report-log"])
        .arg(&report)
        .args(arguments)
        .envs(client.env.iter().copied())
        .env("NVCC", Vendor::default().cuda(13).join("nvidia/cu13/bin/nvcc"))
        .current_dir(&tests)
        .status()?;
    let report = std::fs::read_to_string(&report).map_err(|e| format!("pytest ({status}) wrote no report {}: {e}", report.display()))?;
    let outcomes = outcomes(&report);
    std::fs::write(out.join("results.txt"), outcomes.iter().map(|(test, outcome)| format!("{}\t{test}\n", outcome.name())).collect::<String>())?;
    let table = per_module(&outcomes);
    std::fs::write(out.join("summary.md"), &table)?;
    println!("{table}");
    println!("pytest: {status}; outcomes in {}", out.join("results.txt").display());
    Ok(())
}

fn names() -> String {
    CLIENTS.iter().map(|c| c.name).collect::<Vec<_>>().join(", ")
}

/// The client's virtual environment, made and filled once.
fn environment(client: &Client) -> Result<PathBuf> {
    let dir = Vendor::default().root.join("clients").join(client.name);
    let venv = dir.join("venv");
    let python = venv.join("bin/python");
    let stamp = venv.join("rocuda-requirements.txt");
    let wanted = client.packages.join("\n") + "\n";
    if std::fs::read_to_string(&stamp).is_ok_and(|installed| installed == wanted) {
        return Ok(venv);
    }
    step(&format!("{}: a virtual environment with {}", client.name, client.packages.join(" ")));
    if venv.exists() {
        std::fs::remove_dir_all(&venv)?;
    }
    std::fs::create_dir_all(&dir)?;
    exec(Command::new("python3").args(["-m", "venv"]).arg(&venv))?;
    exec(Command::new(&python).args(["-m", "pip", "install", "--quiet", "--no-deps"]).args(client.packages))?;
    std::fs::write(&stamp, wanted)?;
    Ok(venv)
}

/// The client's unpacked source distribution, where its tests are.
fn sources(client: &Client) -> Result<PathBuf> {
    let (project, file, sha256) = client.sdist;
    let dir = Vendor::default().root.join("clients").join(client.name);
    let tree = dir.join(file.trim_end_matches(".tar.gz"));
    if tree.is_dir() {
        return Ok(tree);
    }
    step(&format!("{}: {file} (its tests)", client.name));
    let fetch = root().join("tests/clients/fetch_sdist.py");
    exec(Command::new("python3").arg(&fetch).args([project, file, sha256]).arg(&dir))?;
    exec(Command::new("tar").arg("-xzf").arg(dir.join(file)).arg("-C").arg(&dir))?;
    Ok(tree)
}

/// A test's outcome, from its phases' reports; a later variant outweighs an earlier one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Outcome {
    Passed,
    Skipped,
    /// Expected to fail, and did (`xfail`).
    Xfailed,
    Failed,
}

impl Outcome {
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Passed => "passed",
            Outcome::Skipped => "skipped",
            Outcome::Xfailed => "xfailed",
            Outcome::Failed => "failed",
        }
    }
}

/// Each test's outcome from pytest-reportlog's lines: failed if any phase failed, skipped if
/// a phase was skipped (an `xfail` shows as a skipped call with `wasxfail`), else passed. A
/// module or class that fails to be collected counts as one failed test of its own id.
pub fn outcomes(report: &str) -> BTreeMap<String, Outcome> {
    let mut outcomes = BTreeMap::new();
    for line in report.lines() {
        let Ok(entry) = serde_json::from_str::<serde_json::Value>(line) else { continue };
        let collection_failed = entry["$report_type"] == "CollectReport" && entry["outcome"] == "failed";
        if entry["$report_type"] != "TestReport" && !collection_failed {
            continue;
        }
        let Some(test) = entry["nodeid"].as_str() else { continue };
        let phase = match entry["outcome"].as_str() {
            Some("failed") => Outcome::Failed,
            Some("skipped") if entry.get("wasxfail").is_some() => Outcome::Xfailed,
            Some("skipped") => Outcome::Skipped,
            _ => Outcome::Passed,
        };
        let outcome = outcomes.entry(test.to_string()).or_insert(Outcome::Passed);
        *outcome = (*outcome).max(phase);
    }
    outcomes
}

/// The test module of a test id (`tests/a/test_b.py::TestC::test_d` is `tests/a/test_b.py`).
fn module_of(test: &str) -> &str {
    test.split("::").next().unwrap_or(test)
}

/// A Markdown table: per test module, the count of each outcome.
fn per_module(outcomes: &BTreeMap<String, Outcome>) -> String {
    let mut counts: BTreeMap<&str, [usize; 4]> = BTreeMap::new();
    for (test, outcome) in outcomes {
        counts.entry(module_of(test)).or_default()[*outcome as usize] += 1;
    }
    let mut total = [0; 4];
    let mut table = String::from("| module | passed | skipped | xfailed | failed |\n|---|---|---|---|---|\n");
    for (module, row) in &counts {
        table += &format!("| {module} | {} | {} | {} | {} |\n", row[0], row[1], row[2], row[3]);
        for (sum, count) in total.iter_mut().zip(row) {
            *sum += count;
        }
    }
    table += &format!("| all | {} | {} | {} | {} |\n", total[0], total[1], total[2], total[3]);
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_test_takes_its_worst_phase() {
        let report = [
            r#"{"$report_type": "TestReport", "nodeid": "t.py::a", "when": "setup", "outcome": "passed"}"#,
            r#"{"$report_type": "TestReport", "nodeid": "t.py::a", "when": "call", "outcome": "failed"}"#,
            r#"{"$report_type": "TestReport", "nodeid": "t.py::a", "when": "teardown", "outcome": "passed"}"#,
            r#"{"$report_type": "TestReport", "nodeid": "t.py::b", "when": "setup", "outcome": "skipped"}"#,
            r#"{"$report_type": "TestReport", "nodeid": "u.py::c", "when": "call", "outcome": "skipped", "wasxfail": ""}"#,
            r#"{"$report_type": "TestReport", "nodeid": "u.py::d", "when": "call", "outcome": "passed"}"#,
            r#"{"$report_type": "CollectReport", "nodeid": "v.py", "outcome": "failed"}"#,
            r#"{"$report_type": "CollectReport", "nodeid": "u.py", "outcome": "passed"}"#,
            r#"{"$report_type": "SessionFinish", "exitstatus": 1}"#,
        ]
        .join("\n");
        let outcomes = outcomes(&report);
        assert_eq!(outcomes["t.py::a"], Outcome::Failed);
        assert_eq!(outcomes["t.py::b"], Outcome::Skipped);
        assert_eq!(outcomes["u.py::c"], Outcome::Xfailed);
        assert_eq!(outcomes["u.py::d"], Outcome::Passed);
        assert_eq!(outcomes["v.py"], Outcome::Failed);
        assert!(!outcomes.contains_key("u.py"));
        let table = per_module(&outcomes);
        assert!(table.contains("| t.py | 0 | 1 | 0 | 1 |"), "{table}");
        assert!(table.contains("| all | 1 | 1 | 1 | 2 |"), "{table}");
    }

    #[test]
    fn every_client_pins_every_package() {
        for client in CLIENTS {
            assert!(client.packages.iter().all(|p| p.contains("==")), "{}", client.name);
        }
    }
}
