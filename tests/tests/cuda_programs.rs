//! The CUDA programs of `tests/programs/cuda/`, built by NVIDIA's nvcc as PTX-only binaries
//! linked to NVIDIA's `libcudart.so.13`, run on the host device through rocuda's
//! `libcuda.so.1`: each prints what it printed on an NVIDIA GPU (`tests/golden/<name>.txt`,
//! recorded by `cargo xtask golden` from the same sources, as `tests/golden/PROVENANCE` checks), for both its `compute_75` and
//! `compute_80` builds.

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use rocuda_tests::parallel;
use rocuda_tests::provenance::Provenance;
use rocuda_tests::recorded::{self, Run};
use rocuda_tests::{root, scratch, succeed, toolkit};

/// Programs that do not yet print what the GPU printed, and why. The test fails when one of
/// them starts passing, so that this list only shrinks.
const NOT_YET: &[(&str, &str)] = &[];

/// A program that runs longer than this has hung.
const TIMEOUT: Duration = Duration::from_secs(180);

/// stdout, then `exit <status>`, as `tests/programs/cuda/record.sh` writes a golden file.
fn run(binary: &Path, cache: &Path) -> String {
    run_logging(binary, cache, "warn")
}

/// As [`run`], with `ROCUDA_LOG` set to `log` (the lines go to the discarded stderr).
fn run_logging(binary: &Path, cache: &Path, log: &str) -> String {
    recorded::run(binary, &Run { cache, log, stderr: None, timeout: TIMEOUT })
}

#[test]
fn cuda_programs_print_what_an_nvidia_gpu_printed() {
    let out = scratch("cuda-programs");
    succeed(Command::new("bash").arg(root().join("tests/programs/cuda/build.sh")).arg(&out).env("NVCC", toolkit().join("bin/nvcc")));
    let mut goldens: Vec<(String, String)> = std::fs::read_dir(root().join("tests/golden"))
        .expect("tests/golden exists")
        .map(|entry| entry.expect("a readable folder").path())
        .filter(|path| path.extension().is_some_and(|e| e == "txt"))
        .map(|path| {
            let name = path.file_stem().expect("a file name").to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&path).expect("a readable golden file"))
        })
        .collect();
    goldens.sort();
    assert!(goldens.len() >= 30, "only {} golden programs", goldens.len());
    let names: Vec<String> = goldens.iter().map(|(name, _)| name.clone()).collect();
    let provenance = Provenance::load(&root().join("tests/golden")).unwrap_or_else(|e| panic!("{e}"));
    let stale = provenance.stale(&root().join("tests/programs/cuda"), &names);
    assert!(stale.is_empty(), "{}", stale.join("\n"));
    // Every program as compute_75 and compute_80 PTX, and some also with the per-thread
    // default stream (build.sh's PER_THREAD), each against the one golden output.
    let runs: Vec<(String, String, &str)> = goldens
        .iter()
        .flat_map(|(name, golden)| ["75", "80", "pt"].map(|variant| (name.clone(), golden.clone(), variant)))
        .filter(|(name, _, variant)| out.join(format!("{name}.{variant}")).exists())
        .collect();
    assert!(runs.iter().any(|(_, _, variant)| *variant == "pt"), "no per-thread default stream builds");
    let cache = out.join("cache");
    let results = parallel(&runs, |(name, golden, arch)| {
        let printed = run(&out.join(format!("{name}.{arch}")), &cache);
        let label = match *arch {
            "pt" => format!("{name} (per-thread default stream)"),
            _ => format!("{name} (compute_{arch})"),
        };
        (label, printed == *golden, printed, golden.clone())
    });
    let mut failures = Vec::new();
    for ((name, _, _), (label, passed, printed, golden)) in runs.iter().zip(&results) {
        let expected_to_fail = NOT_YET.iter().any(|(n, _)| n == name);
        match (passed, expected_to_fail) {
            (true, true) => failures.push(format!("{label} now passes: take it off NOT_YET")),
            (false, false) => failures.push(format!("{label} printed\n{printed}\ninstead of\n{golden}")),
            _ => {}
        }
    }
    let passed = results.iter().filter(|r| r.1).count();
    println!("{passed} of {} program runs match the {}'s output", results.len(), provenance.gpu);
    assert!(failures.is_empty(), "{}", failures.join("\n---\n"));
    // Logging everything changes nothing a program prints, to its end: NVIDIA's runtime
    // unloads its modules from exit handlers, after thread-local storage is gone.
    let (name, golden) = goldens.iter().find(|(name, _)| name == "memcpy_basic").expect("memcpy_basic has a golden output");
    assert_eq!(&run_logging(&out.join(format!("{name}.80")), &cache, "trace"), golden, "{name} with ROCUDA_LOG=trace");
}
