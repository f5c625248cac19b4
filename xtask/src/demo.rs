//! `cargo xtask demo`: builds rocuda and runs real CUDA programs through `rocuda run`, as a
//! user runs them, on the host device:
//!
//! - an nvcc-built program holding only PTX, on NVIDIA's `libcudart.so.13` and rocuda's
//!   `libcuda.so.1`;
//! - an nvcc-built program linked against NVIDIA's `libcublas.so.13`, which loads rocuda's;
//! - a call into a library rocuda does not implement yet (cuFFT), which answers
//!   NOT_SUPPORTED and names the function in the log;
//!
//! then shows that every library resolves NVIDIA's exports, and prints the coverage summary.
//! The first two programs must print what an NVIDIA GPU printed (`tests/golden/`, each
//! corpus's `PROVENANCE` naming the GPU): the demo fails otherwise, and CI runs it, so what it
//! shows stays true.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use rocuda_codegen::library::LIBRARIES;
use rocuda_codegen::nvidia::{ExportList, Symbol};
use rocuda_codegen::vendor::read_dir_sorted;
use rocuda_test_support::provenance::Provenance;
use rocuda_test_support::{scratch, toolkit};

use crate::setup::{self, Needs};
use crate::{Result, dist, exec, root, step};

/// The function the unimplemented call reaches, and the status cuFFT's header gives
/// `CUFFT_NOT_SUPPORTED`.
const UNIMPLEMENTED: &str = "cufftPlan1d";
const CUFFT_NOT_SUPPORTED: i32 = 16;

pub fn run() -> Result {
    setup::run(Needs::Toolkit)?;
    let tree = dist::build()?;
    let out = scratch("demo");
    let mut differing = Vec::new();

    step("an nvcc-built program (PTX only) on NVIDIA's libcudart.so.13 and rocuda's libcuda.so.1");
    let matmul = nvcc(&root().join("tests/programs/cuda/app_matmul.cu"), &out, &[])?;
    if !same_as_recorded(&matmul, &rocuda_run(&tree, &matmul)?, "cuda", "")? {
        differing.push("app_matmul");
    }

    step("an nvcc-built program linked against NVIDIA's libcublas.so.13, on rocuda's cuBLAS");
    let sgemm = nvcc(&root().join("tests/programs/cublas/sgemm.cu"), &out, &["libcublas.so.13"])?;
    if !same_as_recorded(&sgemm, &rocuda_run(&tree, &sgemm)?, "cublas", "cublas")? {
        differing.push("sgemm");
    }

    step("a call into a library rocuda does not implement yet: cuFFT");
    unimplemented_call(&tree, &out)?;

    step("each library, loaded with dlopen: NVIDIA's exports that resolve");
    resolved_exports(&tree)?;

    step("coverage");
    exec(Command::new(tree.join("bin/rocuda")).arg("coverage"))?;
    if differing.is_empty() { Ok(()) } else { Err(format!("{} printed something other than an NVIDIA GPU did", differing.join(" and ")).into()) }
}

/// Builds `source` with NVIDIA's nvcc as PTX only (`compute_80`), against NVIDIA's shared
/// runtime and the toolkit libraries `link`, with a RUNPATH into NVIDIA's wheels: the program
/// loads NVIDIA's libraries unless `rocuda run` puts rocuda's in their place.
fn nvcc(source: &Path, out: &Path, link: &[&str]) -> Result<PathBuf> {
    let lib = toolkit().join("lib");
    let name = source.file_stem().ok_or("a source file")?;
    let program = out.join(name);
    // The wheels have `libcudart.so.13` but no `libcudart.so` for `-cudart shared` to find.
    let link_dir = out.join("link");
    std::fs::create_dir_all(&link_dir)?;
    let cudart = link_dir.join("libcudart.so");
    if std::fs::symlink_metadata(&cudart).is_err() {
        std::os::unix::fs::symlink(lib.join("libcudart.so.13"), &cudart)?;
    }
    let mut command = Command::new(toolkit().join("bin/nvcc"));
    command
        .args(["-O2", "-gencode", "arch=compute_80,code=compute_80", "-cudart", "shared"])
        .arg(format!("-I{}", source.parent().ok_or("a source folder")?.display()))
        .arg(format!("-L{}", link_dir.display()))
        .arg(format!("-L{}", lib.display()))
        .arg("-Xlinker")
        .arg(format!("-rpath={}", lib.display()))
        .arg("-o")
        .arg(&program)
        .arg(source);
    for library in link {
        // By path, as a linker input: the wheels have no unversioned `libX.so` links.
        command.arg("-Xlinker").arg(lib.join(library));
    }
    exec(&mut command)?;
    Ok(program)
}

/// Runs `program` through the tree's `rocuda run`; its standard error (rocuda's line saying
/// what it set, and any log) is shown as it comes.
fn rocuda_run(tree: &Path, program: &Path) -> Result<Output> {
    let mut command = Command::new(tree.join("bin/rocuda"));
    command.arg("run").arg("--").arg(program).current_dir(program.parent().ok_or("a program folder")?);
    command.stderr(std::process::Stdio::inherit());
    Ok(command.output().map_err(|e| format!("{}: {e}", tree.join("bin/rocuda").display()))?)
}

/// Prints what `program` printed, in the golden files' form (stdout, then `exit N`), and
/// whether it is what an NVIDIA GPU printed, byte for byte (the demo's programs print exact
/// values): the golden file of the program's name in `tests/golden/<golden_dir>`, recorded from
/// `tests/programs/<corpus>`, on the GPU its `PROVENANCE` names.
fn same_as_recorded(program: &Path, output: &Output, corpus: &str, golden_dir: &str) -> Result<bool> {
    let mut printed = String::from_utf8_lossy(&output.stdout).into_owned();
    if !printed.is_empty() && !printed.ends_with('\n') {
        printed.push('\n');
    }
    printed += &format!("exit {}\n", output.status.code().map_or_else(|| format!("signal {}", output.status), |c| c.to_string()));
    print!("{printed}");
    let name = program.file_name().ok_or("a program name")?.to_string_lossy().into_owned();
    let golden_dir = root().join("tests/golden").join(golden_dir);
    let provenance = Provenance::load(&golden_dir)?;
    if let Some(stale) = provenance.stale(&root().join("tests/programs").join(corpus), std::slice::from_ref(&name)).first() {
        return Err(stale.clone().into());
    }
    let path = golden_dir.join(format!("{name}.txt"));
    let recorded = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    if printed == recorded {
        println!("same as on an {}", provenance.gpu);
        return Ok(true);
    }
    println!("DIFFERENT from what an {} printed ({}):", provenance.gpu, path.display());
    for (line, (ours, theirs)) in printed.lines().zip(recorded.lines()).enumerate().filter(|(_, (a, b))| a != b) {
        println!("  line {}: printed  {ours}\n  line {}: recorded {theirs}", line + 1, line + 1);
    }
    if printed.lines().count() != recorded.lines().count() {
        println!("  printed {} lines, recorded {}", printed.lines().count(), recorded.lines().count());
    }
    Ok(false)
}

/// Builds and runs the program that asks cuFFT for a plan; it must get NOT_SUPPORTED and the
/// log must name the function.
fn unimplemented_call(tree: &Path, out: &Path) -> Result {
    let program = out.join("unimplemented_cufft");
    exec(Command::new("cc").arg("-O2").arg("-o").arg(&program).arg(root().join("tests/programs/unimplemented_cufft.c")).arg("-ldl"))?;
    let output = Command::new(tree.join("bin/rocuda")).arg("run").arg("--").arg(&program).output()?;
    let (stdout, stderr) = (String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    eprint!("{stderr}");
    print!("{stdout}");
    let answered = stdout.trim() == format!("{UNIMPLEMENTED} returned {CUFFT_NOT_SUPPORTED}");
    let named = stderr.lines().any(|line| line.contains(UNIMPLEMENTED) && line.contains("not implemented"));
    if !(answered && named && output.status.success()) {
        return Err(format!("{UNIMPLEMENTED} did not answer CUFFT_NOT_SUPPORTED ({CUFFT_NOT_SUPPORTED}) with a log line naming it").into());
    }
    println!("{UNIMPLEMENTED} is not implemented yet: CUFFT_NOT_SUPPORTED, and the log names it (COVERAGE.md lists what is)");
    Ok(())
}

/// For each library of the tree: how many of the functions NVIDIA's versions export resolve.
fn resolved_exports(tree: &Path) -> Result {
    for library in LIBRARIES {
        let path = tree.join("lib").join(library.soname);
        // SAFETY: rocuda's libraries run no code at load time but Rust's own initialisation.
        let loaded = unsafe { libloading::Library::new(&path) }?;
        let mut wanted = std::collections::BTreeSet::new();
        for origin in read_dir_sorted(&root().join(library.dir).join("generated/nvidia"))? {
            for file in read_dir_sorted(&origin)? {
                let list = ExportList::parse(library.soname, &std::fs::read_to_string(&file)?)?;
                wanted.extend(list.symbols.into_iter().filter(|(_, s)| *s == Symbol::Function).map(|(name, _)| name));
            }
        }
        // SAFETY: only the symbols' addresses are looked up, nothing is called.
        let resolved = wanted.iter().filter(|name| unsafe { loaded.get::<*const ()>(name.as_bytes()) }.is_ok()).count();
        println!("{:<20} {resolved:>4} of {:>4} NVIDIA functions resolve", library.soname, wanted.len());
    }
    Ok(())
}
