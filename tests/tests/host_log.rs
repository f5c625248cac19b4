//! `ROCUDA_LOG=debug` shows each launch on the host device: kernel, grid, block, shared
//! memory and duration.

use std::ffi::c_void;
use std::process::Command;

use rocuda_tests::host::{Module, alloc, launch, ptx};

/// Set in the child process that launches.
const CHILD: &str = "ROCUDA_TEST_LAUNCHING_CHILD";

#[test]
fn debug_logging_shows_each_launch() {
    if std::env::var_os(CHILD).is_some() {
        let module = Module::from_ptx(&ptx("faults"));
        let (mut out, function) = (alloc::<u32>(64), module.function("early_return"));
        let mut args = [(&raw mut out).cast::<c_void>()];
        // SAFETY: `early_return` takes one pointer.
        unsafe { launch(function, 3, 64, 0, std::ptr::null_mut(), &mut args) };
        return;
    }
    let this = std::env::current_exe().expect("the test binary");
    let output = Command::new(this)
        .args(["--exact", "debug_logging_shows_each_launch", "--nocapture"])
        .env(CHILD, "1")
        .env("ROCUDA_LOG", "debug")
        .output()
        .expect("the test binary runs");
    let log = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{log}");
    let line = log.lines().find(|l| l.contains("launched early_return")).unwrap_or_else(|| panic!("no launch line in:\n{log}"));
    assert!(line.contains("grid [3, 1, 1] block [64, 1, 1] shared 4+0 bytes in "), "{line}");
    assert!(line.trim_end().ends_with(" ms"), "{line}");
}
