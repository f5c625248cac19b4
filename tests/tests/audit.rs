//! `LD_AUDIT=<tree>/lib/librocuda_audit.so` with real programs: a C program that `dlopen`s
//! NVIDIA's libraries by path and by name and prints the file the loader loaded
//! (`tests/programs/audit_dlopen.c`), and nvcc-built programs whose RUNPATH points at NVIDIA's
//! wheel, started by `rocuda run`. The oracles are what the programs print, whether a library loads at all, and the
//! audit library's own debug lines.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use rocuda_tests::{host_lib_dir, lib_dir, root, scratch, succeed, toolkit};

/// Where the audit library's redirections point: the tree's `lib/`, as it resolves it.
fn tree_lib() -> PathBuf {
    lib_dir().canonicalize().expect("the tree's lib/ exists")
}

/// `tests/programs/audit_dlopen.c`, built with the system's C compiler into `out`.
fn dlopen_program(out: &Path) -> PathBuf {
    let binary = out.join("audit_dlopen");
    succeed(Command::new("cc").arg("-o").arg(&binary).arg(root().join("tests/programs/audit_dlopen.c")).arg("-ldl"));
    binary
}

/// A command for `program` with none of the variables that steer loading or rocuda inherited
/// from the test's environment.
fn command(program: &Path) -> Command {
    let mut command = Command::new(program);
    for name in ["LD_AUDIT", "LD_LIBRARY_PATH", "LD_PRELOAD", "ROCUDA_LIBS", "ROCUDA_SKIP", "ROCUDA_LOG", "ROCUDA_LOG_FILE"] {
        command.env_remove(name);
    }
    command
}

/// Runs `program` with `args` under the audit library `audit`, with `env` set.
fn audited(program: &Path, audit: &Path, args: &[&OsStr], env: &[(&str, &str)]) -> (String, String) {
    let output = command(program).args(args).env("LD_AUDIT", audit).envs(env.iter().copied()).output();
    text(program, output)
}

/// stdout and stderr, after checking the program exited normally.
fn text(program: &Path, output: std::io::Result<Output>) -> (String, String) {
    let output = output.unwrap_or_else(|e| panic!("{}: {e}", program.display()));
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(output.status.success(), "{} failed ({}):\n{stdout}{stderr}", program.display(), output.status);
    (stdout, stderr)
}

fn audit_library() -> PathBuf {
    lib_dir().join("librocuda_audit.so")
}

/// A path where NVIDIA's CUDA 12 cuFFT would be and is not.
const MISSING_CUFFT: &str = "/nonexistent/nvidia/cufft/lib/libcufft.so.11";

#[test]
fn absolute_paths_to_nvidias_cufft_load_rocudas() {
    let program = dlopen_program(&scratch("audit_absolute"));
    let wheel = toolkit().join("lib/libcufft.so.12");
    assert!(wheel.is_file(), "{} is NVIDIA's cuFFT", wheel.display());
    let ours = tree_lib().join("libcufft.so.12");

    let (stdout, _) = text(&program, command(&program).arg(MISSING_CUFFT).output());
    assert_eq!(stdout, format!("{MISSING_CUFFT}: not loaded\n"), "without LD_AUDIT");

    let args = [OsStr::new(MISSING_CUFFT), wheel.as_os_str()];
    let (stdout, stderr) = audited(&program, &audit_library(), &args, &[("ROCUDA_LOG", "debug")]);
    // One copy of rocuda's cuFFT answers both; cufftCreate is not implemented: CUFFT_NOT_SUPPORTED.
    let expected =
        format!("{MISSING_CUFFT}: {ours}\ncufftCreate returned 16\n{wheel}: {ours}\ncufftCreate returned 16\n", ours = ours.display(), wheel = wheel.display());
    assert_eq!(stdout, expected, "stderr:\n{stderr}");
    for requested in [MISSING_CUFFT.to_string(), wheel.display().to_string()] {
        let line = format!("DEBUG rocuda_audit: {requested} (name) -> {}\n", ours.display());
        assert!(stderr.contains(&line), "no `{line}` in:\n{stderr}");
    }

    // ROCUDA_LOG_FILE takes the debug lines instead of standard error.
    let log = scratch("audit_absolute_log").join("audit.log");
    let log_file = log.to_str().expect("the scratch path is UTF-8");
    let (_, stderr) = audited(&program, &audit_library(), &args[..1], &[("ROCUDA_LOG", "rocuda_audit=debug"), ("ROCUDA_LOG_FILE", log_file)]);
    assert!(!stderr.contains("rocuda_audit"), "{stderr}");
    let logged = std::fs::read_to_string(&log).expect("the audit library wrote its log file");
    let line = format!("DEBUG rocuda_audit: {MISSING_CUFFT} (name) -> {}\n", ours.display());
    assert!(logged.contains(&line), "no `{line}` in {}:\n{logged}", log.display());
}

#[test]
fn rocuda_libs_and_skip_choose_the_libraries() {
    let program = dlopen_program(&scratch("audit_choose"));
    let args = [OsStr::new(MISSING_CUFFT), OsStr::new("libcublas.so.13")];
    let cublas = format!("libcublas.so.13: {}\n", tree_lib().join("libcublas.so.13").display());
    let not_cufft = format!("{MISSING_CUFFT}: not loaded\n");

    let (stdout, stderr) = audited(&program, &audit_library(), &args, &[("ROCUDA_LIBS", "cublas")]);
    assert_eq!(stdout, format!("{not_cufft}{cublas}"), "ROCUDA_LIBS=cublas; stderr:\n{stderr}");

    let (stdout, stderr) = audited(&program, &audit_library(), &args, &[("ROCUDA_SKIP", "cufft")]);
    assert_eq!(stdout, format!("{not_cufft}{cublas}"), "ROCUDA_SKIP=cufft; stderr:\n{stderr}");

    let (stdout, stderr) = audited(&program, &audit_library(), &args, &[("ROCUDA_LIBS", "cufft,cublas"), ("ROCUDA_SKIP", "cublas")]);
    let cufft = format!("{MISSING_CUFFT}: {}\ncufftCreate returned 16\n", tree_lib().join("libcufft.so.12").display());
    assert_eq!(stdout, format!("{cufft}libcublas.so.13: not loaded\n"), "ROCUDA_LIBS=cufft,cublas ROCUDA_SKIP=cublas; stderr:\n{stderr}");
}

#[test]
fn other_libraries_and_rocudas_own_are_untouched() {
    let program = dlopen_program(&scratch("audit_untouched"));
    let inside = tree_lib().join("libcufft.so.11");
    let args = [OsStr::new("libm.so.6"), OsStr::new("libstdc++.so.6"), inside.as_os_str()];
    let (plain, _) = text(&program, command(&program).args(args).output());
    let (stdout, stderr) = audited(&program, &audit_library(), &args, &[("ROCUDA_LOG", "debug")]);
    assert_eq!(stdout, plain, "the same files with and without LD_AUDIT; stderr:\n{stderr}");
    assert!(stdout.starts_with("libm.so.6: /") && !stdout.contains("libm.so.6: not loaded"), "{stdout}");
    assert!(stdout.contains(&format!("{}: {}\n", inside.display(), inside.display())), "{stdout}");
    assert!(!stderr.contains(" -> "), "no redirection expected:\n{stderr}");
    assert!(stderr.contains("DEBUG rocuda_audit: tree "), "the audit library ran:\n{stderr}");
}

#[test]
fn a_moved_tree_is_found_from_the_audit_library() {
    let out = scratch("audit_moved");
    let program = dlopen_program(&out);
    let lib = out.join("tree/lib");
    std::fs::create_dir_all(&lib).expect("scratch is writable");
    for file in ["librocuda_audit.so", "libcufft.so.12"] {
        std::fs::copy(lib_dir().join(file), lib.join(file)).expect("the tree's files copy");
    }
    let lib = lib.canonicalize().expect("the copy exists");
    let (stdout, stderr) = audited(&program, &lib.join("librocuda_audit.so"), &[OsStr::new("libcufft.so.11")], &[]);
    let expected = format!("libcufft.so.11: {}\ncufftCreate returned 16\n", lib.join("libcufft.so.12").display());
    assert_eq!(stdout, expected, "stderr:\n{stderr}");
    // The libraries the copy lacks are named, not redirected to missing files.
    let missing = format!("rocuda_audit: error: {} is missing; cublas is not redirected\n", lib.join("libcublas.so.13").display());
    assert!(stderr.contains(&missing), "no `{missing}` in:\n{stderr}");
}

#[test]
fn unknown_library_names_are_reported_and_nothing_is_redirected() {
    let program = dlopen_program(&scratch("audit_unknown"));
    let args = [OsStr::new("libcublas.so.13")];
    let valid = "valid names: cuda, cublas, cublaslt, cudnn, cufft, curand, cusparse, nvml; nothing is redirected";
    for (variable, value, name) in [("ROCUDA_LIBS", "cublas,fft", "fft"), ("ROCUDA_SKIP", "cuBLAS", "cuBLAS")] {
        let (stdout, stderr) = audited(&program, &audit_library(), &args, &[(variable, value)]);
        assert_eq!(stdout, "libcublas.so.13: not loaded\n", "{variable}={value}; stderr:\n{stderr}");
        assert_eq!(stderr, format!("rocuda_audit: error: unknown library `{name}` in {variable}; {valid}\n"));
    }
}

/// Builds `tests/programs/<name>.cu` with nvcc, `flags` added, with a RUNPATH into NVIDIA's
/// wheel: run as it is, the program loads NVIDIA's libraries from there.
fn nvcc_with_runpath(name: &str, flags: &[&OsStr], out: &Path) -> PathBuf {
    let toolkit = toolkit();
    let binary = out.join(name);
    let mut nvcc = Command::new(toolkit.join("bin/nvcc"));
    nvcc.arg("-o").arg(&binary).arg(root().join("tests/programs").join(format!("{name}.cu")));
    nvcc.arg(format!("-L{}", toolkit.join("lib").display())).args(flags).arg("-Xlinker").arg(format!("-rpath={}", toolkit.join("lib").display()));
    succeed(&mut nvcc);
    binary
}

#[test]
fn nvcc_programs_with_a_runpath_into_nvidias_wheel_load_rocudas_libraries() {
    let out = scratch("audit_runpath");
    let lib = toolkit().join("lib");
    let env = [("ROCUDA_LOG", "rocuda_audit=debug")];
    let rocm = host_lib_dir();
    let cache = out.join("cache");
    // `rocuda run` (quiet, on the host device) sets LD_AUDIT and ROCUDA_ROCM_LIB itself.
    let rocuda_run = |program: &Path| {
        let mut command = command(&root().join("target/rocuda/bin/rocuda"));
        command.args(["run", "-q", "--device", "host", "--"]).arg(program).env_remove("ROCUDA_ROCM_LIB");
        command
    };

    // NVIDIA's shared libcudart, from the RUNPATH, loads libcuda.so.1 by name: rocuda's.
    let cudart = lib.join("libcudart.so.13");
    let flags = [OsStr::new("-cudart"), OsStr::new("none"), OsStr::new("-Xlinker"), cudart.as_os_str()];
    let program = nvcc_with_runpath("audit_device_name", &flags, &out);
    let output = rocuda_run(&program).envs(env).env("ROCUDA_CACHE_DIR", &cache).output();
    let (stdout, stderr) = text(&program, output);
    assert!(stdout.starts_with("device 0: rocuda host device ("), "{stdout}{stderr}");
    let line = format!("DEBUG rocuda_audit: libcuda.so.1 (name) -> {}\n", tree_lib().join("libcuda.so.1").display());
    assert!(stderr.contains(&line), "no `{line}` in:\n{stderr}");
    assert!(!stderr.contains("libcudart"), "libcudart is NVIDIA's:\n{stderr}");

    // Linked against NVIDIA's libcublas.so.13: rocuda's makes and destroys a handle on the
    // host device; NVIDIA's, with no GPU, fails.
    let cublas = lib.join("libcublas.so.13");
    let program = nvcc_with_runpath("cublas_create", &[OsStr::new("-Xlinker"), cublas.as_os_str()], &out);
    let run = |audit: bool| {
        let mut command = match audit {
            true => rocuda_run(&program),
            false => command(&program),
        };
        command.envs(env).env("ROCUDA_ROCM_LIB", &rocm).env("ROCUDA_CACHE_DIR", &cache).output().expect("cublas_create runs")
    };
    let plain = run(false);
    assert!(!plain.status.success(), "NVIDIA's cuBLAS without a GPU: {}", String::from_utf8_lossy(&plain.stdout));
    let (stdout, stderr) = text(&program, Ok(run(true)));
    assert_eq!(stdout, "cublasCreate returned 0\ncublasDestroy returned 0\n", "stderr:\n{stderr}");
    let line = format!("DEBUG rocuda_audit: libcublas.so.13 (name) -> {}\n", tree_lib().join("libcublas.so.13").display());
    assert!(stderr.contains(&line), "no `{line}` in:\n{stderr}");
}

#[test]
fn rocuda_run_starts_programs_under_the_audit_library() {
    let out = scratch("audit_rocuda_run");
    let program = dlopen_program(&out);
    let rocuda = root().join("target/rocuda/bin/rocuda");
    let tree = rocuda.parent().and_then(Path::parent).expect("bin/ is in the tree");
    let run = |args: &[&OsStr]| command(&rocuda).env_remove("ROCUDA_ROCM_LIB").arg("run").args(args).output();

    let args = [OsStr::new("--libs"), OsStr::new("cublas"), OsStr::new("--device"), OsStr::new("host"), OsStr::new("--")];
    let (stdout, stderr) = text(&rocuda, run(&[&args[..], &[program.as_os_str(), OsStr::new(MISSING_CUFFT), OsStr::new("libcublas.so.13")]].concat()));
    let cublas = tree_lib().join("libcublas.so.13");
    assert_eq!(stdout, format!("{MISSING_CUFFT}: not loaded\nlibcublas.so.13: {}\n", cublas.display()), "stderr:\n{stderr}");
    let line =
        format!("rocuda: {} with rocuda's cublas (LD_AUDIT), on the host device (ROCUDA_ROCM_LIB={})\n", program.display(), tree.join("lib/host").display());
    assert_eq!(stderr, line);

    // -q prints nothing of its own; the program's exit status is rocuda's.
    let shell = [OsStr::new("-q"), OsStr::new("--"), OsStr::new("sh"), OsStr::new("-c"), OsStr::new("echo \"$LD_AUDIT $ROCUDA_SKIP\"; exit 3")];
    let output = run(&[&shell[..1], &[OsStr::new("--skip"), OsStr::new("nvml,cudnn")], &shell[1..]].concat()).expect("rocuda runs");
    assert_eq!(output.status.code(), Some(3));
    assert_eq!(String::from_utf8_lossy(&output.stdout), format!("{} nvml,cudnn\n", tree.join("lib/librocuda_audit.so").display()));
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");

    let output = run(&[OsStr::new("--libs"), OsStr::new("cuda,fft"), OsStr::new("--"), program.as_os_str()]).expect("rocuda runs");
    assert!(!output.status.success());
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "rocuda: unknown library `fft`; valid names: cuda, cublas, cublaslt, cudnn, cufft, curand, cusparse, nvml\n"
    );
}
