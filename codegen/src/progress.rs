//! The progress of a download another program makes (pip, apt-get): the bytes arriving in the
//! folder it writes to, shown while it runs, then the size and the rate.

use std::fmt;
use std::io::{IsTerminal, Write};
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use crate::Result;

/// How often the program is checked for its end, how often the folder is measured, and,
/// where standard error is no terminal (a CI log), how often a line is printed.
const POLL: Duration = Duration::from_millis(20);
const MEASURE_EVERY: Duration = Duration::from_millis(500);
const LOG_EVERY: Duration = Duration::from_secs(10);

/// Bytes moved and the time it took.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Transfer {
    pub bytes: u64,
    pub time: Duration,
}

impl Transfer {
    pub fn add(&mut self, other: &Transfer) {
        self.bytes += other.bytes;
        self.time += other.time;
    }
}

impl fmt::Display for Transfer {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let seconds = self.time.as_secs_f64();
        write!(f, "{} in {seconds:.1} s", Bytes(self.bytes))?;
        if seconds > 0.0 {
            write!(f, " ({}/s)", Bytes((self.bytes as f64 / seconds) as u64))?;
        }
        Ok(())
    }
}

/// A byte count in decimal units, as download tools print them.
pub struct Bytes(pub u64);

impl fmt::Display for Bytes {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let bytes = self.0 as f64;
        match self.0 {
            0..1_000_000 => write!(f, "{:.1} kB", bytes / 1e3),
            1_000_000..1_000_000_000 => write!(f, "{:.1} MB", bytes / 1e6),
            _ => write!(f, "{:.2} GB", bytes / 1e9),
        }
    }
}

/// Runs `command`, which downloads into `dir`, showing how many bytes `dir` gained so far and
/// at what rate: on a terminal one line rewritten, elsewhere a line every ten seconds. Returns
/// how long it ran; the caller measures what arrived where it was finally put.
pub fn watch(command: &mut Command, label: &str, dir: &Path) -> Result<Duration> {
    let terminal = std::io::stderr().is_terminal();
    let before = size(dir);
    let started = Instant::now();
    let mut child = command.spawn().map_err(|e| format!("{:?}: {e}", command.get_program()))?;
    let (mut measured, mut logged) = (Instant::now(), Instant::now());
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break status;
        }
        std::thread::sleep(POLL);
        if measured.elapsed() < MEASURE_EVERY {
            continue;
        }
        measured = Instant::now();
        let arrived = Transfer { bytes: size(dir).saturating_sub(before), time: started.elapsed() };
        if terminal {
            eprint!("\r\x1b[K  {label}: {arrived}");
            let _ = std::io::stderr().flush();
        } else if logged.elapsed() >= LOG_EVERY {
            eprintln!("  {label}: {arrived} so far");
            logged = Instant::now();
        }
    };
    if terminal {
        eprint!("\r\x1b[K");
    }
    if status.success() { Ok(started.elapsed()) } else { Err(format!("{command:?} failed: {status}").into()) }
}

/// The bytes of every file under `dir`; what cannot be read counts as nothing (files come
/// and go while a download runs).
pub fn size(dir: &Path) -> u64 {
    let Ok(entries) = std::fs::read_dir(dir) else { return 0 };
    entries
        .flatten()
        .map(|entry| match entry.file_type() {
            Ok(kind) if kind.is_dir() => size(&entry.path()),
            Ok(kind) if kind.is_file() => entry.metadata().map_or(0, |m| m.len()),
            _ => 0,
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transfers_read_as_size_time_and_rate() {
        let transfer = Transfer { bytes: 423_133_236, time: Duration::from_millis(6200) };
        assert_eq!(transfer.to_string(), "423.1 MB in 6.2 s (68.2 MB/s)");
        assert_eq!(Bytes(3_120_526_000).to_string(), "3.12 GB");
        assert_eq!(Bytes(134_086).to_string(), "134.1 kB");
    }

    #[test]
    fn watching_measures_what_arrives_and_reports_failure() {
        let dir = std::env::temp_dir().join(format!("rocuda-progress-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("payload");
        let mut write = Command::new("sh");
        write.arg("-c").arg(format!("head -c 5000 /dev/zero > {}", file.display()));
        watch(&mut write, "payload", &dir).unwrap();
        assert_eq!(size(&dir), 5000);
        assert!(watch(&mut Command::new("false"), "nothing", &dir).is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
