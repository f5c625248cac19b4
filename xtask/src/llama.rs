//! `cargo xtask llama`: llama.cpp's default CUDA build, unchanged, on rocuda's host device.
//!
//! llama.cpp comes from the `llama-cpp-python` sdist the corpus uses (nothing committed). NVIDIA's
//! `nvcc` builds it for PTX only (`CMAKE_CUDA_ARCHITECTURES=80-virtual`, every other option at
//! llama.cpp's default: MMQ, FlashAttention and CUDA graphs on), in a build folder named by the
//! version and the flags, so a second run does not rebuild. The build links against a toolkit
//! folder assembled from NVIDIA's wheels (`toolkit()`); NVIDIA's wheels have no `libcuda.so`
//! stub, so the driver library linked against is rocuda's, which has the same soname and symbol
//! versions. The programs then run through `rocuda run --device host`, and what they print is
//! compared with what the same programs printed on an H100 (`tests/llama/h100/`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use rocuda_codegen::vendor::Vendor;

use crate::corpus::{LLAMA_CPP_PYTHON, llama_cpp_tree};
use crate::{Result, exec, root, step};

/// The CUDA architecture llama.cpp is built for: PTX of `compute_80`, the newest below the
/// compute capability rocuda reports (8.6) that NVIDIA's toolkit builds as PTX.
const ARCHITECTURES: &str = "80-virtual";

/// The options given to llama.cpp's CMake; every other one keeps llama.cpp's default.
/// OpenSSL and the server are left out because neither is what this tests and the server
/// downloads its web UI.
fn cmake_options() -> Vec<String> {
    vec![
        "-DGGML_CUDA=ON".into(),
        format!("-DCMAKE_CUDA_ARCHITECTURES={ARCHITECTURES}"),
        "-DCMAKE_BUILD_TYPE=Release".into(),
        "-DLLAMA_OPENSSL=OFF".into(),
        "-DLLAMA_BUILD_SERVER=OFF".into(),
    ]
}

/// The programs built and run.
pub const PROGRAMS: &[&str] = &["test-backend-ops", "llama-completion", "llama-perplexity", "llama-quantize", "llama-bench"];

/// Where llama.cpp is built, one folder per version; a folder configured with other options
/// than today's is emptied first (the options are written beside CMake's cache).
fn build_dir() -> Result<PathBuf> {
    let dir = Vendor::default().root.join("llama").join(format!("build-{LLAMA_CPP_PYTHON}"));
    let options = cmake_options().join("\n");
    let record = dir.join("rocuda-options.txt");
    if dir.exists() && std::fs::read_to_string(&record).ok().as_deref() != Some(options.as_str()) {
        std::fs::remove_dir_all(&dir)?;
    }
    std::fs::create_dir_all(&dir)?;
    std::fs::write(&record, options)?;
    Ok(dir)
}

/// A CUDA toolkit folder as CMake's `FindCUDAToolkit` expects one (`bin/nvcc`, `include/`,
/// `lib64/` with unversioned library names), made of links into NVIDIA's wheels and, for the
/// driver, rocuda's `libcuda.so`.
fn toolkit() -> Result<PathBuf> {
    let wheels = Vendor::default().cuda(13).join("nvidia/cu13");
    let dir = Vendor::default().root.join("llama/toolkit");
    let lib = dir.join("lib64");
    std::fs::create_dir_all(lib.join("stubs"))?;
    let link = |from: &Path, to: PathBuf| -> Result {
        if std::fs::symlink_metadata(&to).is_ok() {
            std::fs::remove_file(&to)?;
        }
        std::os::unix::fs::symlink(from, &to)?;
        Ok(())
    };
    for folder in ["include", "nvvm"] {
        link(&wheels.join(folder), dir.join(folder))?;
    }
    // nvcc finds the toolkit as its own folder's parent, as it was called: `bin/` is a folder
    // here, of links to each of NVIDIA's programs, so that parent is this toolkit.
    std::fs::create_dir_all(dir.join("bin"))?;
    for entry in std::fs::read_dir(wheels.join("bin"))? {
        let path = entry?.path();
        link(&path, dir.join("bin").join(path.file_name().unwrap_or_default()))?;
    }
    for entry in std::fs::read_dir(wheels.join("lib"))? {
        let path = entry?.path();
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        link(&path, lib.join(&name))?;
        if let Some((stem, _)) = name.split_once(".so.") {
            link(&path, lib.join(format!("{stem}.so")))?;
        }
    }
    link(&root().join("target/rocuda/lib/libcuda.so.1"), lib.join("stubs/libcuda.so"))?;
    link(&root().join("target/rocuda/lib/libcuda.so.1"), lib.join("libcuda.so"))?;
    link(&root().join("target/rocuda/lib/libcuda.so.1"), lib.join("libcuda.so.1"))?;
    Ok(dir)
}

/// Configures and builds llama.cpp's programs (only what changed, after the first time); the
/// folder of the built programs.
pub fn build() -> Result<PathBuf> {
    let source = llama_cpp_tree()?.join("vendor/llama.cpp");
    let toolkit = toolkit()?;
    let build = build_dir()?;
    let nvcc = toolkit.join("bin/nvcc");
    if !build.join("CMakeCache.txt").is_file() {
        step(&format!("cmake: configure llama.cpp ({})", build.display()));
        exec(
            Command::new("cmake")
                .arg("-S")
                .arg(&source)
                .arg("-B")
                .arg(&build)
                .args(cmake_options())
                .arg(format!("-DCUDAToolkit_ROOT={}", toolkit.display()))
                .arg(format!("-DCMAKE_CUDA_COMPILER={}", nvcc.display())),
        )?;
    }
    step("cmake: build llama.cpp's programs (nvcc, PTX only)");
    let jobs = std::thread::available_parallelism().map_or(2, |n| n.get()).to_string();
    // The linker looks for the libraries libggml-cuda.so needs (libcudart.so.13, ...) where the
    // loader would: the toolkit's folder.
    exec(
        Command::new("cmake").arg("--build").arg(&build).args(["--parallel", &jobs, "--target"]).args(PROGRAMS).env("LD_LIBRARY_PATH", toolkit.join("lib64")),
    )?;
    Ok(build.join("bin"))
}

/// Selections of `test-backend-ops` cases, as it makes them: `-o` ops and `-p` a regular expression
/// over the parameters.
pub type OpSelections = &'static [(&'static str, Option<&'static str>)];

/// What `cargo xtask llama` runs on the host device.
pub struct Selection {
    /// `test-backend-ops`: every case (`Some(&[])`), the cases of each selection, or none.
    pub ops: Option<OpSelections>,
    /// The synthetic model's types.
    pub types: &'static [&'static str],
}

impl Selection {
    /// `cargo xtask llama`: every case and every type.
    pub const ALL: Selection = Selection { ops: Some(&[]), types: crate::llama_model::TYPES };
    /// `--sample`: the cases of [`SAMPLE`] and the Q8_0 model.
    pub const SAMPLE: Selection = Selection { ops: Some(SAMPLE), types: &["Q8_0"] };
    /// `ops`: every case, no model.
    pub const OPS: Selection = Selection { ops: Some(&[]), types: &[] };
    /// `models`: every type, no op test.
    pub const MODELS: Selection = Selection { ops: None, types: crate::llama_model::TYPES };
    /// What `cargo xtask test` runs: the cases of [`TEST_SAMPLE`] and the Q8_0 model.
    pub const TEST: Selection = Selection { ops: Some(TEST_SAMPLE), types: &["Q8_0"] };
}

/// `cargo xtask llama [--sample | ops | models]`: builds llama.cpp, runs `test-backend-ops` on
/// the host device and the synthetic model as `selection` says, and compares both with the
/// H100's recordings.
pub fn run(selection: Selection) -> Result {
    crate::setup::run(crate::Needs::Llama)?;
    crate::dist::build()?;
    let bin = build()?;
    let out = root().join("target/rocuda/llama");
    std::fs::create_dir_all(&out)?;
    let ops = selection.ops.map_or(Ok(()), |cases| test_backend_ops(&bin, &out, cases));
    let model = if selection.types.is_empty() { Ok(()) } else { crate::llama_model::run(&bin, &out, selection.types) };
    ops.and(model)
}

/// The cases `--sample` runs: one op of each family a llama model runs, then the matrix
/// products of the types the synthetic model uses (MMQ, MMVQ, cuBLAS) and FlashAttention with
/// f16 and Q8_0 caches. Each selection costs the compile of the modules it reaches, on a cold
/// cache.
pub const SAMPLE: OpSelections = &[
    ("ADD,MUL,RMS_NORM,ROPE,SOFT_MAX,GET_ROWS,CPY", None),
    ("MUL_MAT", Some("type_a=(f16|q8_0|q4_0),type_b=f32")),
    ("FLASH_ATTN_EXT", Some("hsk=(64|128),hsv=(64|128),.*type_K=(f16|q8_0),")),
];

/// The cases `cargo xtask test` runs, a few minutes' worth beside the Q8_0 model, which runs
/// every op of a llama model: ADD, the Q8_0 products of one and of 16 columns (MMVQ and MMQ),
/// and the FlashAttention cases that quantise Q into shared memory in warp lockstep.
pub const TEST_SAMPLE: OpSelections = &[
    ("ADD", None),
    ("MUL_MAT", Some(r"type_a=q8_0,type_b=f32,m=16,n=(1|16),k=256,bs=\[1,1\],nr=\[1,1\]")),
    ("FLASH_ATTN_EXT", Some(r"hsk=64,hsv=64,nh=4,nr23=\[1,1\],kv=512,nb=1,.*type_K=q8_0,type_V=q8_0")),
];

/// A llama.cpp program run through `rocuda run --device host`, with NVIDIA's runtime found.
pub fn on_host_device(program: &Path) -> Command {
    through(&root().join("target/rocuda"), program)
}

/// `program` run through the rocuda tree at `rocuda`, with NVIDIA's runtime found.
fn through(rocuda: &Path, program: &Path) -> Command {
    let mut command = crate::run_on_host_device(rocuda, program);
    command.env("LD_LIBRARY_PATH", Vendor::default().root.join("llama/toolkit/lib64"));
    command
}

/// The whole suite's run, in `out/full/`: a copy of rocuda's tree made when the run began
/// (`rocuda/`, with the commit it was built from in `BUILD`), so that a run of hours finishes
/// with the build it started with while work goes on, and each op's log (`ops/`), kept so an
/// interrupted run picks up where it stopped. A new run begins when llama.cpp's programs have
/// changed since (their fingerprint, in `PROGRAMS`), or when the folder is deleted. Returns the
/// folder.
fn full_run(bin: &Path, out: &Path) -> Result<PathBuf> {
    let full = out.join("full");
    let (frozen, programs) = (full.join("BUILD"), full.join("PROGRAMS"));
    let fingerprint = programs_fingerprint(bin)?;
    if std::fs::read_to_string(&programs).is_ok_and(|kept| kept.trim() == fingerprint) {
        let build = std::fs::read_to_string(&frozen)?;
        let current = crate::newest_change(&root().join("target/rocuda/lib")) > crate::modified(&frozen);
        println!(
            "the whole suite goes on with rocuda {}{}",
            build.trim(),
            if current { " (older than this tree's: delete target/rocuda/llama/full to start again)" } else { "" }
        );
        return Ok(full);
    }
    if full.exists() {
        std::fs::remove_dir_all(&full)?;
    }
    std::fs::create_dir_all(full.join("ops"))?;
    for part in ["bin", "lib"] {
        crate::dist::copy_tree(&root().join("target/rocuda").join(part), &full.join("rocuda").join(part))?;
    }
    let git = |args: &[&str]| Command::new("git").args(args).current_dir(root()).output().map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string());
    let commit = git(&["rev-parse", "--short", "HEAD"])?;
    let changed = if git(&["status", "--porcelain", "--untracked-files=no"])?.is_empty() { "" } else { " with uncommitted changes" };
    std::fs::write(&frozen, format!("{commit}{changed}\n"))?;
    std::fs::write(&programs, format!("{fingerprint}\n"))?;
    Ok(full)
}

/// A fingerprint of llama.cpp's built programs and libraries: a hash of their names and bytes.
/// Not their times: CMake relinks them whenever rocuda's `libcuda.so` changes, which leaves
/// their bytes as they were (rocuda's libraries are found at run time, from the run's tree).
fn programs_fingerprint(bin: &Path) -> Result<String> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(bin)?.map(|entry| entry.map(|e| e.path())).collect::<std::io::Result<_>>()?;
    files.retain(|path| std::fs::symlink_metadata(path).is_ok_and(|m| m.is_file()));
    files.sort();
    let mut hasher = twox_hash::XxHash3_128::new();
    for path in &files {
        hasher.write(path.file_name().unwrap_or_default().as_encoded_bytes());
        hasher.write(&std::fs::read(path)?);
    }
    Ok(format!("{:032x}", hasher.finish_128()))
}

/// Runs `test-backend-ops -b CUDA0` (once per op of the H100's list for every case, as
/// [`full_run`] keeps it, or once per selection of `cases`) and compares every case with the
/// H100's outcome; the log, the cases and the per-op table are written to `out`.
fn test_backend_ops(bin: &Path, out: &Path, cases: OpSelections) -> Result {
    let h100 = read_list(&std::fs::read_to_string(root().join("tests/llama/h100/test-backend-ops.txt"))?);
    let full = if cases.is_empty() { Some(full_run(bin, out)?) } else { None };
    let selections = match &full {
        Some(full) => whole_suite(&h100, &full.join("ops")),
        None => cases.iter().map(|(ops, params)| OpRun::new(ops, params.map(str::to_string), None)).collect(),
    };
    let rocuda = full.as_ref().map_or_else(|| root().join("target/rocuda"), |full| full.join("rocuda"));
    let started = std::time::Instant::now();
    let (mut log, mut failed_runs) = (String::new(), Vec::new());
    for OpRun { ops, params, kept } in &selections {
        let run_log = match kept.as_ref().and_then(|path| std::fs::read_to_string(path).ok()) {
            Some(text) => text,
            None => {
                let mut command = through(&rocuda, &bin.join("test-backend-ops"));
                command.args(["test", "-b", "CUDA0", "-o", ops]);
                if let Some(params) = params {
                    command.args(["-p", params]);
                }
                step(&format!("test-backend-ops -b CUDA0 -o {ops} {} on the host device", params.as_deref().unwrap_or_default()));
                let output = command.output()?;
                let text = String::from_utf8_lossy(&output.stdout).into_owned()
                    + &String::from_utf8_lossy(&output.stderr)
                    + &format!("{EXIT_PREFIX}{}\n", output.status);
                if let Some(path) = kept {
                    std::fs::write(path, &text)?;
                }
                text
            }
        };
        if let Some(status) = run_log.lines().find_map(|l| l.strip_prefix(EXIT_PREFIX)).filter(|s| *s != "exit status: 0") {
            failed_runs.push(format!("{ops} {}: {status}", params.as_deref().unwrap_or_default()));
        }
        log += &run_log;
    }
    std::fs::write(out.join("test-backend-ops.log"), &log)?;
    let here = parse_console(&log);
    std::fs::write(out.join("test-backend-ops.txt"), write_list(&here))?;
    let (table, regressions, excepted) = compare(&h100, &here, &exceptions()?);
    std::fs::write(out.join("test-backend-ops.md"), &table)?;
    let passed = here.values().flatten().filter(|o| **o == Outcome::Ok).count();
    let total: usize = here.values().map(Vec::len).sum();
    println!("{table}");
    println!(
        "{total} cases in {:.0} s: {passed} OK here; {} of the H100's OK cases do not pass here; runs that failed: {}",
        started.elapsed().as_secs_f64(),
        regressions.len(),
        if failed_runs.is_empty() { "none".to_string() } else { failed_runs.join(", ") }
    );
    for regression in &regressions {
        println!("  {regression}");
    }
    if !excepted.is_empty() {
        println!("{} more, listed in tests/llama/exceptions.txt:", excepted.len());
        for case in &excepted {
            println!("  {case}");
        }
    }
    if regressions.is_empty() && total > 0 && failed_runs.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "test-backend-ops: {} regressions in {total} cases, failed runs: {failed_runs:?} (log: {})",
            regressions.len(),
            out.join("test-backend-ops.log").display()
        )
        .into())
    }
}

/// One run of `test-backend-ops`: the ops (`-o`), the case filter (`-p`) and, in the whole
/// suite's run, the file its log is kept in.
struct OpRun {
    ops: String,
    params: Option<String>,
    kept: Option<PathBuf>,
}

impl OpRun {
    fn new(ops: &str, params: Option<String>, kept: Option<PathBuf>) -> Self {
        OpRun { ops: ops.to_string(), params, kept }
    }
}

/// An op with more cases than this on the H100 runs in parts in the whole suite's run, so that
/// an interrupted run loses at most one part (FLASH_ATTN_EXT alone has over 5,000 cases).
const CASES_PER_RUN: usize = 1000;

/// The whole suite's runs: one per op of the H100's list, its log kept in `kept/OP.log`; an op
/// with more than [`CASES_PER_RUN`] cases runs once per distinct start of its cases'
/// parameters, up to the first comma (`hsk=64`, `ne_input=[1`), which parts the cases
/// (`kept/OP.START.log`), unless a log of the whole op is already kept.
fn whole_suite(h100: &Cases, kept: &Path) -> Vec<OpRun> {
    let mut firsts: BTreeMap<&str, std::collections::BTreeSet<&str>> = BTreeMap::new();
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for (name, outcomes) in h100 {
        let vars = name.strip_prefix(op_of(name)).and_then(|rest| rest.strip_prefix('(')).and_then(|rest| rest.strip_suffix(')'));
        firsts.entry(op_of(name)).or_default().insert(vars.map_or("", |vars| vars.split(',').next().unwrap_or_default()));
        *counts.entry(op_of(name)).or_default() += outcomes.len();
    }
    let mut runs = Vec::new();
    for (op, first) in firsts {
        let whole = kept.join(format!("{op}.log"));
        if counts[op] <= CASES_PER_RUN || whole.exists() || first.contains("") {
            runs.push(OpRun::new(op, None, Some(whole)));
            continue;
        }
        for value in first {
            let params = format!("^{}(,|$)", regex_escape(value));
            runs.push(OpRun::new(op, Some(params), Some(kept.join(format!("{op}.{}.log", value.replace('/', "_"))))));
        }
    }
    runs
}

/// `text` as a regular expression (ECMAScript, what `test-backend-ops -p` takes) that matches it
/// literally.
fn regex_escape(text: &str) -> String {
    text.chars().flat_map(|c| if r"\^$.|?*+()[]{}".contains(c) { vec!['\\', c] } else { vec![c] }).collect()
}

/// How a kept run's log ends: the process's exit status.
const EXIT_PREFIX: &str = "xtask: test-backend-ops ended with ";

/// `cargo xtask llama import DIR`: writes a recording made by `tests/llama/record.sh` into
/// `tests/llama/h100/`: the outcome of every `test-backend-ops` case, the generated texts, the
/// perplexities, the models' hashes and where it all comes from.
pub fn import(dir: &Path) -> Result {
    let into = root().join("tests/llama/h100");
    std::fs::create_dir_all(&into)?;
    let provenance = std::fs::read_to_string(dir.join("PROVENANCE"))?;
    let provenance = format!("{provenance}llama.cpp: llama-cpp-python {LLAMA_CPP_PYTHON} (sdist)\nrecorded by: tests/llama/record.sh\n");
    std::fs::write(into.join("PROVENANCE"), &provenance)?;
    let cases = parse_console(&std::fs::read_to_string(dir.join("test-backend-ops.log"))?);
    let header: String = provenance.lines().map(|l| format!("# {l}\n")).collect();
    std::fs::write(into.join("test-backend-ops.txt"), header + &write_list(&cases))?;
    std::fs::copy(dir.join("sha256"), into.join("sha256"))?;
    let mut perplexities = String::new();
    let scored =
        crate::llama_model::TYPES.iter().map(|t| t.to_string()).chain(crate::llama_model::F16_ACCUMULATION.iter().map(|t| crate::llama_model::cublas_f32(t)));
    for name in scored {
        for fa in ["on", "off"] {
            let completion = format!("completion-{name}-fa{fa}.txt");
            if crate::llama_model::TYPES.contains(&name.as_str()) {
                std::fs::copy(dir.join(&completion), into.join(&completion))?;
            }
            let log = std::fs::read_to_string(dir.join(format!("ppl-{name}-fa{fa}.log")))?;
            let ppl = crate::llama_model::final_perplexity(&log).ok_or_else(|| format!("no perplexity for {name}, fa {fa}"))?;
            perplexities.push_str(&format!("{name} {fa} {ppl}\n"));
        }
    }
    std::fs::write(into.join("perplexity.txt"), perplexities)?;
    let total: usize = cases.values().map(Vec::len).sum();
    println!("{total} test-backend-ops cases, the model outputs and perplexities written to {}", into.display());
    Ok(())
}

/// What `test-backend-ops` said of one test case.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Outcome {
    Ok,
    Fail,
    NotSupported,
}

impl Outcome {
    fn name(self) -> &'static str {
        match self {
            Outcome::Ok => "OK",
            Outcome::Fail => "FAIL",
            Outcome::NotSupported => "not supported",
        }
    }

    fn parse(name: &str) -> Option<Outcome> {
        [Outcome::Ok, Outcome::Fail, Outcome::NotSupported].into_iter().find(|o| o.name() == name)
    }
}

/// Each test case of `test-backend-ops`' console output (`  OP(params): OK`) with its outcomes,
/// in the order printed (a few cases share a description, so a name can have several). The
/// colours are dropped.
pub type Cases = BTreeMap<String, Vec<Outcome>>;

pub fn parse_console(text: &str) -> Cases {
    let mut cases = Cases::new();
    for line in text.lines() {
        let line = strip_colours(line);
        let Some(case) = case_start(&line) else { continue };
        let Some(end) = case.find("): ") else { continue };
        let (name, rest) = (&case[..=end], case[end + 3..].trim_end());
        if name.starts_with(' ') || !name.contains('(') {
            continue;
        }
        let outcome = if rest.ends_with("OK") {
            Outcome::Ok
        } else if rest.ends_with("FAIL") {
            Outcome::Fail
        } else if rest.starts_with("not supported") {
            Outcome::NotSupported
        } else {
            continue;
        };
        cases.entry(name.to_string()).or_default().push(outcome);
    }
    cases
}

/// Where a case's name starts in a line: after two spaces, at the start of the line or after
/// what another stream wrote into it (`[OP] ERR = 0.1 > 0.0005   OP(params): FAIL`).
fn case_start(line: &str) -> Option<&str> {
    let bytes = line.as_bytes();
    (2..bytes.len()).find(|&i| bytes[i - 2..i] == *b"  " && bytes[i].is_ascii_uppercase()).map(|i| &line[i..])
}

fn strip_colours(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// A recorded list: one outcome per line, `OUTCOME<TAB>OP(params)`, sorted by case (a case's
/// outcomes in the order printed);
/// lines starting with `#` say where the list comes from.
pub fn read_list(text: &str) -> Cases {
    let mut cases = Cases::new();
    for (outcome, name) in text.lines().filter(|l| !l.starts_with('#')).filter_map(|l| l.split_once('\t')) {
        if let Some(outcome) = Outcome::parse(outcome) {
            cases.entry(name.to_string()).or_default().push(outcome);
        }
    }
    cases
}

pub fn write_list(cases: &Cases) -> String {
    cases.iter().flat_map(|(name, outcomes)| outcomes.iter().map(move |o| format!("{}\t{name}\n", o.name()))).collect()
}

/// The op of a case name (`ADD` of `ADD(type=f32,...)`).
fn op_of(name: &str) -> &str {
    name.split('(').next().unwrap_or(name)
}

/// The per-op table of `here`, the cases OK on the H100 that are not OK here, and apart from
/// them those of the listed `exceptions` (case → cause), each with its cause.
pub fn compare(h100: &Cases, here: &Cases, exceptions: &BTreeMap<String, String>) -> (String, Vec<String>, Vec<String>) {
    let mut per_op: BTreeMap<&str, [usize; 5]> = BTreeMap::new();
    let (mut regressions, mut excepted) = (Vec::new(), Vec::new());
    for (name, outcomes) in here {
        let counts = per_op.entry(op_of(name)).or_default();
        let recorded = h100.get(name).map(Vec::as_slice).unwrap_or_default();
        for (index, outcome) in outcomes.iter().enumerate() {
            counts[*outcome as usize] += 1;
            if recorded.get(index) == Some(&Outcome::Ok) && *outcome != Outcome::Ok {
                if let Some(cause) = exceptions.get(name) {
                    counts[4] += 1;
                    excepted.push(format!("{name}: {} here, OK on the H100; {cause}", outcome.name()));
                } else {
                    counts[3] += 1;
                    regressions.push(format!("{name}: {} here, OK on the H100", outcome.name()));
                }
            }
        }
    }
    let mut table = String::from("| op | OK | FAIL | not supported | OK on the H100, not here | listed exceptions |\n|---|---|---|---|---|---|\n");
    for (op, [ok, fail, unsupported, regressed, excepted]) in &per_op {
        table.push_str(&format!("| {op} | {ok} | {fail} | {unsupported} | {regressed} | {excepted} |\n"));
    }
    (table, regressions, excepted)
}

/// `tests/llama/exceptions.txt`: cases OK on the H100 that cannot pass on the host device for a
/// cause outside rocuda, each with its cause (`CASE<TAB>CAUSE`; `#` lines are comments).
fn exceptions() -> Result<BTreeMap<String, String>> {
    let text = std::fs::read_to_string(root().join("tests/llama/exceptions.txt"))?;
    Ok(text
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| line.split_once('\t'))
        .map(|(case, cause)| (case.to_string(), cause.to_string()))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn console_lines_become_cases() {
        let text = "Testing 2 devices\n  ADD(type=f32,ne=[1,1,1,1]): \u{1b}[1;32mOK\u{1b}[0m\n  MUL(type=f16): not supported [CUDA0]\n  \
                    SOFT_MAX(x=1): [SOFT_MAX] NMSE = 0.1 > 0.01 \u{1b}[1;31mFAIL\u{1b}[0m\n  1234/1234 tests passed\n\
                    [FLASH_ATTN_EXT] ERR = 0.11 > 0.0005   FLASH_ATTN_EXT(hsk=64,nb=1): \u{1b}[1;31mFAIL\u{1b}[0m\n";
        let cases = parse_console(text);
        assert_eq!(cases.len(), 4);
        assert_eq!(cases["FLASH_ATTN_EXT(hsk=64,nb=1)"], [Outcome::Fail]);
        assert_eq!(cases["ADD(type=f32,ne=[1,1,1,1])"], [Outcome::Ok]);
        assert_eq!(cases["MUL(type=f16)"], [Outcome::NotSupported]);
        assert_eq!(cases["SOFT_MAX(x=1)"], [Outcome::Fail]);
        assert_eq!(read_list(&write_list(&cases)), cases);
        let here = parse_console("  ADD(type=f32,ne=[1,1,1,1]): FAIL\n");
        let (_, regressions, _) = compare(&cases, &here, &BTreeMap::new());
        assert_eq!(regressions, vec!["ADD(type=f32,ne=[1,1,1,1]): FAIL here, OK on the H100".to_string()]);
        let listed = BTreeMap::from([("ADD(type=f32,ne=[1,1,1,1])".to_string(), "a cause".to_string())]);
        let (table, regressions, excepted) = compare(&cases, &here, &listed);
        assert!(regressions.is_empty());
        assert_eq!(excepted, vec!["ADD(type=f32,ne=[1,1,1,1]): FAIL here, OK on the H100; a cause".to_string()]);
        assert!(table.contains("| ADD | 0 | 1 | 0 | 0 | 1 |"), "{table}");
    }

    #[test]
    fn large_ops_run_in_parts_by_the_start_of_their_parameters() {
        let mut h100 = Cases::new();
        for index in 0..=CASES_PER_RUN {
            h100.insert(format!("BIG(nb=[{}],x={index})", index % 2), vec![Outcome::Ok]);
        }
        h100.insert("SMALL(type=f32)".to_string(), vec![Outcome::Ok]);
        let runs = whole_suite(&h100, Path::new("kept"));
        let described: Vec<_> = runs.iter().map(|run| (run.ops.as_str(), run.params.as_deref(), run.kept.as_deref())).collect();
        assert_eq!(
            described,
            [
                ("BIG", Some(r"^nb=\[0\](,|$)"), Some(Path::new("kept/BIG.nb=[0].log"))),
                ("BIG", Some(r"^nb=\[1\](,|$)"), Some(Path::new("kept/BIG.nb=[1].log"))),
                ("SMALL", None, Some(Path::new("kept/SMALL.log"))),
            ]
        );
    }
}
