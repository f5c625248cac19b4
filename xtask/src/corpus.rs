//! `cargo xtask corpus [--sample N]`: real-world PTX through rocuda's compiler.
//!
//! llama.cpp's CUDA sources come from the `llama-cpp-python` sdist on PyPI. NVIDIA's `nvcc`
//! compiles the files llama.cpp's CMake builds by default (with its default definitions) to
//! `compute_80` PTX, cached; `rocuda compile --report` then compiles every module for every
//! target (five AMD GPUs and the host). The report lists, per module, the kernels and every
//! function that failed with its instruction and reason, and checks what the PTX compiler
//! promises: every function parses, and every kernel compiles but those that use an
//! instruction of GPUs newer than sm_89, each listed. Neither the sources nor their PTX are
//! ever committed. A module's report is kept (`target/rocuda/corpus/work/`) and used again
//! while no file of the compiler's sources (`ptx/src`) has changed since it was made, so an
//! interrupted run goes on where it stopped.

use std::path::{Path, PathBuf};
use std::process::Command;

use rocuda_codegen::vendor::Vendor;
use rocuda_test_support::parallel;

use crate::{Result, exec, root, step};

/// The sdist version, and llama.cpp's default FlashAttention key/value type combinations
/// (`GGML_CUDA_FA_QUANTS`) in it.
pub const LLAMA_CPP_PYTHON: &str = "0.3.36";
const FA_QUANTS: &[&str] = &["q4_0-q4_0", "q8_0-q8_0", "f16-f16", "bf16-bf16"];
const FA_TYPES: &[&str] = &["q4_0", "q4_1", "q5_0", "q5_1", "q8_0", "bf16", "f16"];
const TARGETS: &[&str] = &["gfx1030", "gfx1100", "gfx1201", "gfx90a", "gfx942", "host"];

/// One module's result for one target, from `rocuda compile --report`.
pub struct ModuleReport {
    pub module: String,
    pub target: String,
    pub json: serde_json::Value,
}

pub fn run(sample: Option<usize>) -> Result {
    crate::setup::run(crate::Needs::Toolkit)?;
    let rocuda = build_compiler()?;
    let modules = ptx_modules(sample)?;
    step(&format!("compile {} modules for {}", modules.len(), TARGETS.join(", ")));
    let reports = compile_all(&rocuda, &modules)?;
    let out = root().join("target/rocuda/corpus");
    std::fs::create_dir_all(&out)?;
    let (markdown, verdict) = summarize(&reports);
    std::fs::write(out.join("report.md"), &markdown)?;
    print!("{}", markdown.split("\n## ").next().unwrap_or(""));
    println!("full report: {}", out.join("report.md").display());
    verdict
}

/// `cargo build --release -p rocuda-cli`; the `rocuda` binary.
pub fn build_compiler() -> Result<PathBuf> {
    step("build rocuda");
    crate::cargo(&["build", "--release", "--quiet", "-p", "rocuda-cli"])?;
    Ok(root().join("target/release/rocuda"))
}

/// The PTX of the default llama.cpp CUDA build, built by nvcc where not cached; `sample`
/// picks that many modules spread over the sorted list.
pub fn ptx_modules(sample: Option<usize>) -> Result<Vec<PathBuf>> {
    let dir = rocuda_codegen::vendor::Vendor::default().root.join("corpus");
    let sources = llama_cpp_sources()?;
    let selected: Vec<PathBuf> = match sample {
        Some(n) if n < sources.len() => (0..n).map(|i| sources[i * sources.len() / n].clone()).collect(),
        _ => sources,
    };
    let ptx_dir = dir.join("ptx");
    std::fs::create_dir_all(&ptx_dir)?;
    step(&format!("nvcc: {} llama.cpp sources to PTX (cached in {})", selected.len(), ptx_dir.display()));
    let nvcc = Vendor::default().cuda(13).join("nvidia/cu13/bin/nvcc");
    let ggml = dir.join(format!("llama_cpp_python-{LLAMA_CPP_PYTHON}/vendor/llama.cpp/ggml"));
    let outputs: Vec<PathBuf> = selected.iter().map(|source| ptx_dir.join(module_name(source) + ".ptx")).collect();
    let jobs: Vec<(&PathBuf, &PathBuf)> = selected.iter().zip(&outputs).collect();
    let failures: Vec<String> = parallel(&jobs, |(source, output)| {
        if output.is_file() {
            return None;
        }
        let partial = output.with_extension("ptx.partial");
        let mut command = Command::new(&nvcc);
        command.args(["--ptx", "-arch=compute_80", "-std=c++17", "-O3", "-use_fast_math", "-extended-lambda", "-DGGML_USE_CUDA"]);
        for define in defines() {
            command.arg(format!("-D{define}"));
        }
        for include in ["include", "src", "src/ggml-cuda"] {
            command.arg(format!("-I{}", ggml.join(include).display()));
        }
        command.arg("-o").arg(&partial).arg(source);
        match command.output() {
            Ok(result) if result.status.success() => std::fs::rename(&partial, output).err().map(|e| format!("{}: {e}", output.display())),
            Ok(result) => Some(format!("nvcc {}: {}", source.display(), String::from_utf8_lossy(&result.stderr))),
            Err(e) => Some(format!("nvcc: {e}")),
        }
    })
    .into_iter()
    .flatten()
    .collect();
    if !failures.is_empty() {
        return Err(failures.join("\n").into());
    }
    Ok(outputs)
}

/// What llama.cpp's CMake defines for its CUDA sources by default that device code reads.
fn defines() -> Vec<String> {
    let mut defines = vec![format!("GGML_CUDA_FA_QUANTS=\"{}\"", FA_QUANTS.join(","))];
    for v in FA_TYPES {
        for k in FA_TYPES {
            let compiled = FA_QUANTS.contains(&format!("{k}-{v}").as_str());
            defines.push(format!("GGML_CUDA_FA_{}_{}={}", k.to_uppercase(), v.to_uppercase(), u8::from(compiled)));
        }
    }
    defines
}

/// `template-instances/mmq-instance-q4_0.cu` → `ti-mmq-instance-q4_0`.
fn module_name(source: &Path) -> String {
    let stem = source.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let instance = source.parent().and_then(|p| p.file_name()).is_some_and(|d| d == "template-instances");
    if instance { format!("ti-{stem}") } else { stem }
}

/// The `.cu` files CMake's default build compiles.
fn llama_cpp_sources() -> Result<Vec<PathBuf>> {
    let cuda = llama_cpp_tree()?.join("vendor/llama.cpp/ggml/src/ggml-cuda");
    let mut sources: Vec<PathBuf> = Vec::new();
    for entry in std::fs::read_dir(&cuda)? {
        let path = entry?.path();
        if path.extension().is_some_and(|e| e == "cu") {
            sources.push(path);
        }
    }
    let instances = cuda.join("template-instances");
    for entry in std::fs::read_dir(&instances)? {
        let path = entry?.path();
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let default_vec = FA_QUANTS.iter().any(|q| name == format!("fattn-vec-instance-{q}.cu"));
        let family = ["fattn-tile", "fattn-mma", "mmq", "mmf"].iter().any(|f| name.starts_with(f));
        if name.ends_with(".cu") && (family || default_vec) {
            sources.push(path);
        }
    }
    sources.sort();
    Ok(sources)
}

/// The sdist, downloaded and unpacked once (its llama.cpp is under `vendor/llama.cpp`).
pub fn llama_cpp_tree() -> Result<PathBuf> {
    let dir = Vendor::default().root.join("corpus");
    let tree = dir.join(format!("llama_cpp_python-{LLAMA_CPP_PYTHON}"));
    if !tree.is_dir() {
        step(&format!("download llama-cpp-python {LLAMA_CPP_PYTHON} (sdist)"));
        std::fs::create_dir_all(&dir)?;
        exec(
            Command::new("python3")
                .args(["-m", "pip", "download", "--quiet", "--no-deps", "--no-binary", "llama-cpp-python"])
                .arg(format!("llama-cpp-python=={LLAMA_CPP_PYTHON}"))
                .arg("-d")
                .arg(&dir),
        )?;
        let archive = dir.join(format!("llama_cpp_python-{LLAMA_CPP_PYTHON}.tar.gz"));
        exec(Command::new("tar").arg("-xzf").arg(&archive).arg("-C").arg(&dir))?;
    }
    Ok(tree)
}

/// Compiles every module for every target with `rocuda compile --report`.
pub fn compile_all(rocuda: &Path, modules: &[PathBuf]) -> Result<Vec<ModuleReport>> {
    let scratch = root().join("target/rocuda/corpus/work");
    std::fs::create_dir_all(&scratch)?;
    let jobs: Vec<(usize, &PathBuf, &str)> =
        modules.iter().flat_map(|m| TARGETS.iter().map(move |t| (m, *t))).enumerate().map(|(i, (m, t))| (i, m, t)).collect();
    let compiler_changed = crate::newest_change(&root().join("ptx/src"));
    // One module at a time per core: each compilation already uses every core it is given.
    let results = parallel(&jobs, |&(index, module, target)| {
        let name = module.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let report = scratch.join(format!("{index}.json"));
        let read = || std::fs::read_to_string(&report).ok().and_then(|text| serde_json::from_str::<serde_json::Value>(&text).ok());
        // A report of this module and target made after the compiler's sources last changed
        // is what compiling again would write.
        let kept = read().filter(|json| {
            json["module"] == name.as_str() && json["target"] == *target && crate::modified(&report).is_some_and(|made| Some(made) > compiler_changed)
        });
        if let Some(json) = kept {
            return Ok(ModuleReport { module: name, target: target.to_string(), json });
        }
        let output = scratch.join(format!("{index}.out"));
        let run = Command::new(rocuda).arg("compile").arg(module).args(["--target", target, "--report"]).arg(&report).arg("-o").arg(&output).output();
        let _ = std::fs::remove_file(&output);
        match (run, read()) {
            (Ok(_), Some(json)) => Ok(ModuleReport { module: name, target: target.to_string(), json }),
            (run, _) => Err(format!("{name} for {target}: no report ({run:?})")),
        }
    });
    let (reports, errors): (Vec<_>, Vec<_>) = results.into_iter().partition(std::result::Result::is_ok);
    if !errors.is_empty() {
        return Err(errors.into_iter().filter_map(std::result::Result::err).collect::<Vec<_>>().join("\n").into());
    }
    let mut reports: Vec<ModuleReport> = reports.into_iter().filter_map(std::result::Result::ok).collect();
    reports.sort_by(|a, b| (&a.module, &a.target).cmp(&(&b.module, &b.target)));
    Ok(reports)
}

/// The Markdown report, and whether the corpus meets the compiler's promises.
fn summarize(reports: &[ModuleReport]) -> (String, Result) {
    let number = |r: &ModuleReport, key: &str| r.json[key].as_u64().unwrap_or(0) as usize;
    let failures = |r: &ModuleReport| r.json["failures"].as_array().cloned().unwrap_or_default();
    let mut text = String::from("# llama.cpp's CUDA kernels through rocuda's PTX compiler\n\n");
    text.push_str(&format!("llama-cpp-python {LLAMA_CPP_PYTHON}, `nvcc -arch=compute_80`, CMake's default sources and definitions.\n\n"));
    text.push_str(
        "| target | modules | functions | failed to parse | kernels | needing a GPU newer than sm_89 | compiled | of the others |\n|---|---|---|---|---|---|---|---|\n",
    );
    let mut problems = Vec::new();
    for target in TARGETS {
        let rows: Vec<&ModuleReport> = reports.iter().filter(|r| r.target == *target).collect();
        let functions: usize = rows.iter().map(|r| number(r, "functions")).sum();
        let parse: usize = rows.iter().map(|r| number(r, "parse_failures") + if r.json["error"].is_string() { number(r, "functions").max(1) } else { 0 }).sum();
        let kernels: usize = rows.iter().map(|r| number(r, "kernels")).sum();
        let compiled: usize = rows.iter().map(|r| number(r, "compiled_kernels")).sum();
        let newer: usize =
            rows.iter().flat_map(|r| failures(r)).filter(|f| f["kernel"].as_bool() == Some(true) && f["newer_gpu"].as_bool() == Some(true)).count();
        let others = kernels.saturating_sub(newer);
        let share = if others == 0 { 100.0 } else { 100.0 * compiled as f64 / others as f64 };
        text.push_str(&format!("| {target} | {} | {functions} | {parse} | {kernels} | {newer} | {compiled} | {share:.1}% |\n", rows.len()));
        if parse > 0 {
            problems.push(format!("{target}: {parse} functions fail to parse"));
        }
        if compiled < others {
            problems.push(format!("{target}: {} kernels that need no newer GPU fail to compile", others - compiled));
        }
    }
    text.push_str("\n## Modules\n\n| module | target | kernels | compiled | seconds |\n|---|---|---|---|---|\n");
    for r in reports {
        text.push_str(&format!(
            "| {} | {} | {} | {} | {:.1} |\n",
            r.module,
            r.target,
            number(r, "kernels"),
            number(r, "compiled_kernels"),
            r.json["seconds"].as_f64().unwrap_or(0.0)
        ));
    }
    text.push_str("\n## Failures\n\nEvery function that did not compile, with the instruction and the reason.\n\n");
    for r in reports {
        if let Some(error) = r.json["error"].as_str() {
            text.push_str(&format!("- `{}` ({}): the module: {error}\n", r.module, r.target));
        }
        for f in failures(r) {
            let instruction = f["instruction"].as_str().map(|i| format!(" `{i}`")).unwrap_or_default();
            text.push_str(&format!(
                "- `{}` ({}): {} `{}`, line {}{instruction}: {} [{}{}]\n",
                r.module,
                r.target,
                if f["kernel"].as_bool() == Some(true) { "kernel" } else { "function" },
                f["function"].as_str().unwrap_or("?"),
                f["line"],
                f["reason"].as_str().unwrap_or("?"),
                f["stage"].as_str().unwrap_or("?"),
                if f["newer_gpu"].as_bool() == Some(true) { ", GPUs newer than sm_89" } else { "" },
            ));
        }
    }
    let verdict = if problems.is_empty() { Ok(()) } else { Err(problems.join("; ").into()) };
    (text, verdict)
}
