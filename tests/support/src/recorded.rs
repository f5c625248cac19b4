//! Running a program whose output an NVIDIA GPU recorded, the way the recording ran it, so that
//! the two outputs compare line for line.

use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::{host_lib_dir, lib_dir, toolkit};

/// How one run is set up.
pub struct Run<'a> {
    /// The compile cache folder (`ROCUDA_CACHE_DIR`).
    pub cache: &'a Path,
    /// `ROCUDA_LOG`.
    pub log: &'a str,
    /// Where standard error goes; `<binary>.stderr` when `None`. It is read afterwards: a
    /// caught panic logged there fails the run.
    pub stderr: Option<&'a Path>,
    /// A program that runs longer has hung.
    pub timeout: Duration,
}

/// Runs `binary` from its own folder with rocuda's libraries first (and NVIDIA's runtime
/// behind them) on the host device: its stdout, ended by a newline, then `exit <status>`, as
/// the corpora's `record.sh` scripts write a golden file.
pub fn run(binary: &Path, run: &Run) -> String {
    // Standard error is always kept, to look for caught panics; in a file of the caller's
    // choosing, or beside the binary.
    let log = run.stderr.map_or_else(
        || {
            let mut beside = binary.as_os_str().to_owned();
            beside.push(".stderr");
            PathBuf::from(beside)
        },
        Path::to_path_buf,
    );
    let stderr = Stdio::from(File::create(&log).unwrap_or_else(|e| panic!("{}: {e}", log.display())));
    let mut child = Command::new(binary)
        .current_dir(binary.parent().expect("a binary in a folder"))
        .env("LD_LIBRARY_PATH", format!("{}:{}", lib_dir().display(), toolkit().join("lib").display()))
        .env("ROCUDA_ROCM_LIB", host_lib_dir())
        .env("ROCUDA_CACHE_DIR", run.cache)
        .env("ROCUDA_LOG", run.log)
        .stdout(Stdio::piped())
        .stderr(stderr)
        .spawn()
        .unwrap_or_else(|e| panic!("{}: {e}", binary.display()));
    let mut stdout = child.stdout.take().expect("stdout is piped");
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = std::io::Read::read_to_string(&mut stdout, &mut text);
        text
    });
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("the program can be waited for") {
            break status.code().map_or_else(|| format!("signal {status}"), |c| c.to_string());
        }
        if started.elapsed() > run.timeout {
            let _ = child.kill();
            let _ = child.wait();
            break format!("timeout after {} s", run.timeout.as_secs());
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let mut stdout = reader.join().expect("the reader thread ends");
    let logged = std::fs::read_to_string(&log).unwrap_or_default();
    let panics: Vec<&str> = caught_panics(&logged).collect();
    assert!(panics.is_empty(), "{} logged a caught panic (a bug of rocuda's, whatever the status):\n{}", binary.display(), panics.join("\n"));
    if !stdout.is_empty() && !stdout.ends_with('\n') {
        stdout.push('\n');
    }
    format!("{stdout}exit {status}\n")
}

/// The lines of a log that report a panic rocuda caught at its C boundary
/// (`rocuda_core::export::report_panic`): each is a bug, even where the call then returned an
/// error status.
pub fn caught_panics(log: &str) -> impl Iterator<Item = &str> {
    log.lines().filter(|line| line.contains(" panicked: ") || line.contains(" panicked at "))
}
