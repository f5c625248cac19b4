//! `cargo xtask clients CLIENT [PYTEST ARGUMENTS...]`: a real CUDA client's own test suite,
//! unchanged, through `rocuda run --device host` (tests/clients/README.md).
//!
//! Each client is installed from PyPI, with pinned versions, into a virtual environment of its
//! own under the vendor folder; its tests come from its source distribution on PyPI (checked
//! against a pinned SHA-256), from its installed package, or from this repository where it
//! publishes none ([`Tests`]); nothing fetched is committed. pytest runs the selection with
//! `pytest-reportlog`, whose one JSON line per test phase gives each test's outcome; the
//! outcomes, a count per test module, the comparison with the H100's recording
//! (`tests/clients/h100/`) and the modules rocuda's log says were loaded are written to
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
    /// Where its tests come from.
    pub tests: Tests,
    /// The pytest arguments without a selection: paths relative to the unpacked sdist, or
    /// modules of the installed package.
    pub default: &'static [&'static str],
    /// Variables its test suite reads, set as on a machine with one GPU.
    pub env: &'static [(&'static str, &'static str)],
    /// Selections by name (`cargo xtask clients cupy random`): the pytest arguments of each.
    pub named: &'static [(&'static str, &'static [&'static str])],
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
        // bfloat16 for the DLPack tests.
        "ml_dtypes==0.6.0",
    ],
    tests: Tests::Sdist("cupy", "cupy-14.0.1.tar.gz", "4b673ab2d8b2329abe7ae0a7ae6159656044a8eecca56cf0b834b7c907063205"),
    // The core tests and the linear algebra that cuBLAS backs (products, einsum, norms); the
    // rest of `linalg_tests` is cuSOLVER's, an NVIDIA library outside rocuda's eight.
    default: &[
        "tests/cupy_tests/core_tests",
        "tests/cupy_tests/linalg_tests/test_product.py",
        "tests/cupy_tests/linalg_tests/test_einsum.py",
        "tests/cupy_tests/linalg_tests/test_norms.py",
        "-m",
        "not slow",
    ],
    // Tests that need more GPUs than this are skipped (`cupy/testing/_attr.py`).
    env: &[("CUPY_TEST_GPU_LIMIT", "1")],
    // `cupy.random` over cuRAND's host API. Permutations, shuffles and choices without
    // replacement run the wheel's Thrust, whose machine code is for NVIDIA's GPUs and whose
    // PTX is of compute capability 12.0: its error aborts the process, so they are left out.
    named: &[("random", &["tests/cupy_tests/random_tests", "-m", "not slow", "-k", "not permutation and not shuffle and not ChoiceReplaceFalse"])],
};

/// Where a client's tests come from.
pub enum Tests {
    /// Its source distribution on PyPI (project, file name, SHA-256), unpacked; pytest runs
    /// from its folder.
    Sdist(&'static str, &'static str, &'static str),
    /// Inside the installed package, whose wheel ships them (`pytest --pyargs MODULE`), with
    /// the fixtures its repository's `conftest.py` gives them from a plugin of
    /// `tests/clients/` (`-p PLUGIN`), since the wheel has no `conftest.py`.
    Installed { plugin: &'static str },
    /// In this repository, where the client publishes no tests (the folder, from the root).
    Repository(&'static str),
}

/// numba-cuda for CUDA 13.0, whose tests ship in its wheel (its last sdist is 0.9.0). No
/// nvJitLink in the environment: numba-cuda links through nvJitLink when it can load it, which
/// makes machine code; without it, through the driver's `cuLink*` (PTX).
pub const NUMBA: Client = Client {
    name: "numba",
    packages: &[
        "numba-cuda==0.30.4",
        "numba==0.68.1",
        "llvmlite==0.50.0",
        "numpy==2.4.6",
        "cuda-bindings==13.0.3",
        "cuda-core==1.2.2",
        "cuda-pathfinder==1.9.1",
        "nvidia-cuda-nvrtc==13.0.88",
        "nvidia-nvvm==13.0.88",
        "nvidia-cuda-runtime==13.0.96",
        "nvidia-cuda-cccl==13.0.85",
        "packaging==26.4",
        "filecheck==1.0.6",
        "ml_dtypes==0.6.0",
        "pytest==8.3.5",
        "pluggy==1.5.0",
        "iniconfig==2.0.0",
        "Pygments==2.21.0",
        "pytest-reportlog==1.0.0",
    ],
    tests: Tests::Installed { plugin: "numba_fixtures" },
    // What the H100's recording reached in its time (tests/clients/h100/numba.txt): the
    // documentation examples, the driver tests and the kernel tests before test_caching, whose
    // multiprocessing test hangs when pytest imports it from the wheel (tests/clients/README.md).
    default: &[
        "numba.cuda.tests.doc_examples",
        "numba.cuda.tests.cudadrv",
        "numba.cuda.tests.cudapy.test_alignment",
        "numba.cuda.tests.cudapy.test_analysis",
        "numba.cuda.tests.cudapy.test_array",
        "numba.cuda.tests.cudapy.test_array_alignment",
        "numba.cuda.tests.cudapy.test_array_args",
        "numba.cuda.tests.cudapy.test_array_methods",
        "numba.cuda.tests.cudapy.test_array_reductions",
        "numba.cuda.tests.cudapy.test_atomics",
        "numba.cuda.tests.cudapy.test_bfloat16",
        "numba.cuda.tests.cudapy.test_bfloat16_bindings",
        "numba.cuda.tests.cudapy.test_blackscholes",
        "numba.cuda.tests.cudapy.test_boolean",
        "numba.cuda.tests.cudapy.test_byteflow",
        "numba.cuda.tests.cudapy.test_cache_hints",
    ],
    env: &[],
    named: &[],
};

/// cuda.core (NVIDIA's Python API over the driver) for CUDA 13.0. It publishes no tests on
/// PyPI (no sdist; none in its wheel), so its tests are rocuda's, in `tests/clients/cuda_core/`.
pub const CUDA_CORE: Client = Client {
    name: "cuda-core",
    packages: &[
        "cuda-core==1.2.2",
        "cuda-bindings==13.0.3",
        "cuda-pathfinder==1.9.1",
        "numpy==2.4.6",
        "nvidia-cuda-nvrtc==13.0.88",
        "nvidia-cuda-runtime==13.0.96",
        "pytest==8.3.5",
        "pluggy==1.5.0",
        "iniconfig==2.0.0",
        "packaging==26.4",
        "Pygments==2.21.0",
        "pytest-reportlog==1.0.0",
    ],
    tests: Tests::Repository("tests/clients/cuda_core"),
    default: &["."],
    env: &[],
    named: &[],
};

pub const CLIENTS: &[&Client] = &[&CUPY, &NUMBA, &CUDA_CORE];

/// `cargo xtask clients CLIENT [PYTEST ARGUMENTS...]`.
pub fn run(name: &str, selection: &[&str]) -> Result {
    prepare()?;
    run_selection(name, selection).map(|_| ())
}

/// What every client run needs: NVIDIA's toolkit (some of CuPy's test modules ask nvcc, as
/// `NVCC`, its version when they are collected) and rocuda's tree.
fn prepare() -> Result {
    crate::setup::run(crate::Needs::Toolkit)?;
    crate::dist::build().map(|_| ())
}

/// What `cargo xtask test` runs of each client, a few minutes in all: cuda.core's tests, the
/// numba-cuda tests of the JIT linker's paths (a kernel, two PTX modules linked, grid
/// synchronization through the device runtime), of the device heap (array reductions) and of
/// aligned shared arrays, and CuPy's user-defined elementwise kernels and `cupy.random`'s
/// sampling functions (cuRAND's host API).
pub const SAMPLES: &[(&str, &[&str])] = &[
    ("cuda-core", &["."]),
    (
        "numba",
        &[
            "numba.cuda.tests.doc_examples.test_vecadd",
            "numba.cuda.tests.doc_examples.test_cg",
            "numba.cuda.tests.cudadrv.test_module_callbacks",
            "numba.cuda.tests.cudapy.test_array_reductions",
            "numba.cuda.tests.cudapy.test_array_alignment",
        ],
    ),
    ("cupy", &["tests/cupy_tests/core_tests/test_elementwise.py", "tests/cupy_tests/random_tests/test_sample.py"]),
];

/// Runs [`SAMPLES`]; fails when a test that passed on the H100 (`tests/clients/h100/`), or
/// with no recording any test, fails here.
pub fn samples() -> Result {
    prepare()?;
    let mut wrong = Vec::new();
    for (name, selection) in SAMPLES {
        let outcomes = run_selection(name, selection)?;
        let client = CLIENTS.iter().find(|c| c.name == *name).ok_or("a sample of no client")?;
        let h100 = std::fs::read_to_string(h100_list(client)).ok().map(|text| read_outcomes(&text));
        for (test, outcome) in &outcomes {
            let should_pass = h100.as_ref().is_none_or(|h100| h100.get(test) == Some(&Outcome::Passed));
            if should_pass && *outcome == Outcome::Failed {
                wrong.push(format!("{name}: {test}"));
            }
        }
        if outcomes.is_empty() {
            wrong.push(format!("{name}: no test ran"));
        }
    }
    if wrong.is_empty() { Ok(()) } else { Err(format!("client tests that fail here: {}", wrong.join(", ")).into()) }
}

/// Runs `selection` (or the client's default) of client `name`'s tests; returns each test's
/// outcome. [`prepare`] has run.
fn run_selection(name: &str, selection: &[&str]) -> Result<BTreeMap<String, Outcome>> {
    let client = CLIENTS.iter().find(|c| c.name == name).ok_or_else(|| format!("no client {name}: {}", names()))?;
    let venv = environment(client)?;
    let out = root().join("target/rocuda/clients").join(client.name);
    std::fs::create_dir_all(&out)?;
    let (report, log) = (out.join("report.jsonl"), out.join("rocuda.log"));
    // A report or log left by an earlier run must not stand for this one.
    for file in [&report, &log] {
        if file.exists() {
            std::fs::remove_file(file)?;
        }
    }
    let arguments: &[&str] = match selection {
        [] => client.default,
        [name] => client.named.iter().find(|(n, _)| n == name).map_or(selection, |(_, arguments)| *arguments),
        _ => selection,
    };
    step(&format!("{} tests on the host device: pytest {}", client.name, arguments.join(" ")));
    // pytest's own script, not `python -m pytest`, which would put the sdist's folder, and its
    // unbuilt package, first on the import path.
    let mut pytest = crate::run_on_host_device(&root().join("target/rocuda"), &venv.join("bin/pytest"));
    pytest.args(["-p", "no:cacheprovider", "-q", "--continue-on-collection-errors", "--report-log"]).arg(&report);
    match client.tests {
        Tests::Sdist(..) => pytest.current_dir(sources(client)?),
        Tests::Installed { plugin } => {
            pytest.args(["-p", plugin, "--import-mode=importlib", "--pyargs"]).env("PYTHONPATH", root().join("tests/clients")).current_dir(&out)
        }
        Tests::Repository(folder) => pytest.current_dir(root().join(folder)),
    };
    let status = pytest
        .args(arguments)
        .envs(client.env.iter().copied())
        .env("NVCC", Vendor::default().cuda(13).join("nvidia/cu13/bin/nvcc"))
        .env("ROCUDA_LOG_FILE", &log)
        .status()?;
    let report = std::fs::read_to_string(&report).map_err(|e| format!("pytest ({status}) wrote no report {}: {e}", report.display()))?;
    let outcomes = outcomes(&report);
    std::fs::write(out.join("results.txt"), outcomes.iter().map(|(test, outcome)| format!("{}\t{test}\n", outcome.name())).collect::<String>())?;
    let mut table = per_module(&outcomes);
    if let Ok(recorded) = std::fs::read_to_string(h100_list(client)) {
        table += &against_h100(&read_outcomes(&recorded), &outcomes);
    }
    if let Ok(log) = std::fs::read_to_string(&log) {
        table += &modules_loaded(&log);
    }
    std::fs::write(out.join("summary.md"), &table)?;
    println!("{table}");
    println!("pytest: {status}; outcomes in {}", out.join("results.txt").display());
    Ok(outcomes)
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
    let Tests::Sdist(project, file, sha256) = client.tests else { return Err(format!("{}'s tests are not in an sdist", client.name).into()) };
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
        let Some(id) = entry["nodeid"].as_str() else { continue };
        // A module named on the command line (`--pyargs package.module`) gives its tests ids
        // without the file (`::Class::test`); they get the file's name, as when the module is
        // found in its package, so that runs of either kind compare.
        let file = entry["location"][0].as_str().and_then(|path| path.rsplit('/').next());
        let test = match (id.strip_prefix("::"), file) {
            (Some(rest), Some(file)) => format!("{file}::{rest}"),
            _ => id.to_string(),
        };
        let phase = match entry["outcome"].as_str() {
            Some("failed") => Outcome::Failed,
            Some("skipped") if entry.get("wasxfail").is_some() => Outcome::Xfailed,
            Some("skipped") => Outcome::Skipped,
            _ => Outcome::Passed,
        };
        let outcome = outcomes.entry(test).or_insert(Outcome::Passed);
        *outcome = (*outcome).max(phase);
    }
    outcomes
}

/// The outcomes the client's tests had on an H100 (`cargo xtask clients import`).
fn h100_list(client: &Client) -> PathBuf {
    root().join("tests/clients/h100").join(format!("{}.txt", client.name))
}

/// `cargo xtask clients import CLIENT REPORT`: keeps the outcomes of a pytest-reportlog report
/// made on an NVIDIA GPU (`.device`'s client script) as `tests/clients/h100/CLIENT.txt`, with
/// `DESCRIPTION` (the machine and versions) as its first line.
pub fn import(name: &str, report: &std::path::Path, description: &str) -> Result {
    let client = CLIENTS.iter().find(|c| c.name == name).ok_or_else(|| format!("no client {name}: {}", names()))?;
    let outcomes = outcomes(&std::fs::read_to_string(report)?);
    let list = format!("# {description}\n") + &outcomes.iter().map(|(test, outcome)| format!("{}\t{test}\n", outcome.name())).collect::<String>();
    std::fs::create_dir_all(root().join("tests/clients/h100"))?;
    std::fs::write(h100_list(client), list)?;
    println!("{} outcomes written to {}", outcomes.len(), h100_list(client).display());
    Ok(())
}

/// A `results.txt`-style list read back: outcome, tab, test id; `#` lines are comments.
fn read_outcomes(text: &str) -> BTreeMap<String, Outcome> {
    let parse = |name: &str| [Outcome::Passed, Outcome::Skipped, Outcome::Xfailed, Outcome::Failed].into_iter().find(|o| o.name() == name);
    text.lines().filter(|l| !l.starts_with('#')).filter_map(|l| l.split_once('\t')).filter_map(|(o, test)| Some((test.to_string(), parse(o)?))).collect()
}

/// How many of the tests that passed on the H100 and ran here passed here, and those that
/// did not.
fn against_h100(h100: &BTreeMap<String, Outcome>, here: &BTreeMap<String, Outcome>) -> String {
    let both: Vec<(&String, &Outcome)> = here.iter().filter(|(test, _)| h100.get(*test) == Some(&Outcome::Passed)).collect();
    let passed = both.iter().filter(|(_, outcome)| **outcome == Outcome::Passed).count();
    let percent = if both.is_empty() { 0.0 } else { 100.0 * passed as f64 / both.len() as f64 };
    let mut text = format!("\nOf the {} tests here that passed on the H100, {passed} passed here ({percent:.1}%).\n", both.len());
    for (test, outcome) in both.iter().filter(|(_, outcome)| **outcome != Outcome::Passed) {
        text += &format!("- {test}: {} here\n", outcome.name());
    }
    text
}

/// What rocuda's log (`ROCUDA_LOG_FILE`) says of the modules the run loaded: how many were
/// loaded from PTX of each architecture (logged at `debug`: run with `ROCUDA_LOG=debug`), and
/// how many images were refused for want of PTX the device can take.
fn modules_loaded(log: &str) -> String {
    let mut loaded: BTreeMap<&str, usize> = BTreeMap::new();
    let mut refused = 0;
    for line in log.lines() {
        if let Some(rest) = line.split("loaded a module from ").nth(1) {
            *loaded.entry(rest.split(' ').next().unwrap_or_default()).or_default() += 1;
        } else if line.contains("ERROR rocuda_nvcuda::image") {
            refused += 1;
        }
    }
    let from: Vec<String> = loaded.iter().map(|(arch, count)| format!("{count} from {arch} PTX")).collect();
    let from = if from.is_empty() { "none logged (loads are logged with ROCUDA_LOG=debug)".to_string() } else { from.join(", ") };
    format!("\nModules loaded: {from}; images refused (no PTX for the device): {refused}.\n")
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
            r#"{"$report_type": "TestReport", "nodeid": "::K::e", "location": ["../pkg/w.py", 3, "K.e"], "when": "call", "outcome": "passed"}"#,
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
        assert_eq!(outcomes["w.py::K::e"], Outcome::Passed);
        let table = per_module(&outcomes);
        assert!(table.contains("| t.py | 0 | 1 | 0 | 1 |"), "{table}");
        assert!(table.contains("| all | 2 | 1 | 1 | 2 |"), "{table}");
    }

    #[test]
    fn the_h100s_passes_are_the_measure() {
        let h100 = read_outcomes("# an H100\npassed\ta.py::x\npassed\ta.py::y\nfailed\ta.py::z\npassed\tb.py::w\n");
        let here =
            BTreeMap::from([("a.py::x".to_string(), Outcome::Passed), ("a.py::y".to_string(), Outcome::Failed), ("a.py::z".to_string(), Outcome::Failed)]);
        assert_eq!(against_h100(&h100, &here), "\nOf the 2 tests here that passed on the H100, 1 passed here (50.0%).\n- a.py::y: failed here\n");
    }

    #[test]
    fn module_loads_are_counted_by_architecture() {
        let log = "2026-11-26T22:16:12Z DEBUG rocuda_nvcuda::module: cuda: loaded a module from compute_75 PTX for host\n\
                   2026-11-26T22:16:13Z DEBUG rocuda_nvcuda::module: cuda: loaded a module from compute_86 PTX for host\n\
                   2026-11-26T22:16:14Z DEBUG rocuda_nvcuda::module: cuda: loaded a module from compute_86 PTX for host\n\
                   2026-11-26T22:16:15Z ERROR rocuda_nvcuda::image: cuda: this binary has no PTX\n";
        assert_eq!(modules_loaded(log), "\nModules loaded: 1 from compute_75 PTX, 2 from compute_86 PTX; images refused (no PTX for the device): 1.\n");
    }

    #[test]
    fn every_client_pins_every_package() {
        for client in CLIENTS {
            assert!(client.packages.iter().all(|p| p.contains("==")), "{}", client.name);
        }
    }
}
