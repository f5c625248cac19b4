//! `cargo xtask sanitize`: the host device's concurrency tests under ThreadSanitizer.
//!
//! The host HIP library and the tests are built with `-Zsanitizer=thread` and an
//! instrumented standard library (nightly, `-Zbuild-std`) in `target/tsan`; the tests load
//! that library through `ROCUDA_HOST_LIB_DIR`. Any report fails the run.
//!
//! The executor's coroutines are not announced to ThreadSanitizer as fibers, and need not
//! be: a block's coroutines run on one OS thread, one at a time, and never move to another,
//! so the memory model's threads are the OS threads ThreadSanitizer already tracks. What it
//! checks is everything that crosses threads: the worker pool, launches from several host
//! threads, streams, the handle registries and the sticky error. Kernel code is not
//! instrumented (rocuda's compiler emits it), so races a kernel has by design, as on a GPU,
//! are not reported.

use std::process::Command;

use crate::{Result, exec, root, setup, step};

const TARGET: &str = "x86_64-unknown-linux-gnu";
/// Launches from many threads, every corpus kernel, and graphs and stream capture.
const TESTS: [&str; 4] = ["host_concurrency", "host_kernels", "host_graphs", "host_capture"];

pub fn run() -> Result {
    setup::run(setup::Needs::Everything)?;
    step("nightly's standard library sources, for -Zbuild-std");
    exec(Command::new("rustup").args(["component", "add", "rust-src", "--toolchain", "nightly"]))?;
    let target_dir = root().join("target/tsan");
    step("build the host device's HIP with ThreadSanitizer");
    exec(&mut nightly(&["build", "-p", "rocuda-host-hip"]))?;
    let built = target_dir.join(TARGET).join("debug/librocuda_host_hip.so");
    let instrumented = Command::new("nm").arg("-D").arg(&built).output()?;
    if !String::from_utf8_lossy(&instrumented.stdout).contains("__tsan_func_entry") {
        return Err(format!("{} is not instrumented", built.display()).into());
    }
    let lib_dir = target_dir.join("host");
    std::fs::create_dir_all(&lib_dir)?;
    std::fs::copy(&built, lib_dir.join("libamdhip64.so.6"))?;
    step(&format!("run {} under ThreadSanitizer", TESTS.join(", ")));
    let mut test = nightly(&["test", "-p", "rocuda-tests"]);
    for name in TESTS {
        test.args(["--test", name]);
    }
    exec(test.env("ROCUDA_HOST_LIB_DIR", &lib_dir).env("TSAN_OPTIONS", "halt_on_error=1 abort_on_error=1"))
}

/// `cargo +nightly ARGS` with ThreadSanitizer and an instrumented standard library.
fn nightly(args: &[&str]) -> Command {
    let mut command = Command::new("rustup");
    command
        .current_dir(root())
        .args(["run", "nightly", "cargo"])
        .args(args)
        .args(["-Zbuild-std", "--target", TARGET, "--target-dir", "target/tsan"])
        // The tests load the library with dlopen: it finds the sanitizer's runtime in the
        // test executable only if that exports it.
        .env("RUSTFLAGS", "-Zsanitizer=thread -Clink-arg=-Wl,--export-dynamic")
        .env_remove("CARGO")
        .env_remove("RUSTUP_TOOLCHAIN");
    command
}
