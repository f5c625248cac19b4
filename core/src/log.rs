//! Logging through `tracing`, configured by `ROCUDA_LOG` and `ROCUDA_LOG_FILE`.
//!
//! Each rocuda library carries its own copy of this crate, so each installs its own
//! subscriber the first time it logs. Lines go to standard error, or are appended to
//! `ROCUDA_LOG_FILE` (several libraries and processes may share one file).

use std::fs::OpenOptions;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, Once};

use tracing::level_filters::LevelFilter;
use tracing_subscriber::filter::Targets;
use tracing_subscriber::fmt::writer::BoxMakeWriter;
use tracing_subscriber::layer::SubscriberExt;

use crate::config;

/// Installs the subscriber, once per library. Cheap after the first call.
pub fn init() {
    static INIT: Once = Once::new();
    INIT.call_once(install);
}

/// A thread-local value with a destructor, made by a thread's first log line: once it is
/// gone, so is the thread-local buffer the formatter writes into, and formatting would panic.
/// Programs call CUDA libraries from `atexit` handlers (NVIDIA's runtime unloads its modules
/// there), after thread-local storage is destroyed; their log lines are dropped rather than
/// turned into an abort.
struct Alive;

impl Drop for Alive {
    fn drop(&mut self) {}
}

thread_local! {
    static ALIVE: Alive = const { Alive };
}

/// Set by an `atexit` handler: exit destroys thread-local storage before it runs the
/// `atexit` handlers, and ours runs before those registered earlier (NVIDIA's runtime
/// registers its own when the program starts).
static EXITING: AtomicBool = AtomicBool::new(false);

extern "C" fn exiting() {
    EXITING.store(true, Ordering::Relaxed);
}

/// Whether this thread's thread-local storage still exists.
fn thread_alive() -> bool {
    !EXITING.load(Ordering::Relaxed) && ALIVE.try_with(|_| ()).is_ok()
}

/// Whether `ROCUDA_LOG` asks for the trace line of every call of an implemented function
/// ([`export`](crate::export)). Decided once, when the subscriber is installed, so that the
/// question costs one load on the path of every call.
static CALLS: AtomicBool = AtomicBool::new(false);

/// Whether calls of implemented functions are logged (`ROCUDA_LOG=trace`, or a directive
/// enabling TRACE for `rocuda_core::export`). False until [`init`] has run.
pub fn calls() -> bool {
    CALLS.load(Ordering::Relaxed)
}

fn install() {
    // SAFETY: registers a function that only stores to an atomic.
    unsafe { libc::atexit(exiting) };
    let filter = filter(config::var(config::LOG).as_deref());
    CALLS.store(filter.would_enable(crate::export::TARGET, &tracing::Level::TRACE), Ordering::Relaxed);
    let writer = match config::var(config::LOG_FILE) {
        None => BoxMakeWriter::new(std::io::stderr),
        Some(path) => match OpenOptions::new().create(true).append(true).open(&path) {
            Ok(file) => BoxMakeWriter::new(Mutex::new(file)),
            Err(error) => {
                eprintln!("rocuda: cannot open {}={path}: {error}; logging to standard error", config::LOG_FILE);
                BoxMakeWriter::new(std::io::stderr)
            }
        },
    };
    // The builder alone would stop at INFO; `filter` decides.
    let subscriber = tracing_subscriber::fmt()
        .with_max_level(LevelFilter::TRACE)
        .with_ansi(false)
        .with_writer(writer)
        .finish()
        .with(filter)
        // Dynamic, asked at every event: a plain `filter_fn` is asked once per call site and
        // its answer kept, so a line first logged while the thread was alive would still be
        // formatted after its thread-local storage is gone.
        .with(tracing_subscriber::filter::dynamic_filter_fn(|_, _| thread_alive()));
    // Fails only if this library already installed one, which `INIT` rules out.
    let _ = tracing::subscriber::set_global_default(subscriber);
}

/// Parses `ROCUDA_LOG`; a malformed value is reported and replaced by the default.
fn filter(spec: Option<&str>) -> Targets {
    let default = Targets::new().with_default(LevelFilter::WARN);
    match spec {
        None => default,
        Some(spec) => spec.parse().unwrap_or_else(|error| {
            eprintln!("rocuda: {}={spec:?} is not a valid filter ({error}); using `warn`", config::LOG);
            default
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tracing::Level;

    #[test]
    fn filter_reads_levels_and_directives() {
        assert!(filter(None).would_enable("rocuda_core", &Level::WARN));
        assert!(!filter(None).would_enable("rocuda_core", &Level::INFO));
        let directives = filter(Some("error,rocuda_cublas=debug"));
        assert!(directives.would_enable("rocuda_cublas::gemm", &Level::DEBUG));
        assert!(!directives.would_enable("rocuda_core", &Level::WARN));
        assert!(!filter(Some("off")).would_enable("rocuda_core", &Level::ERROR));
        assert!(filter(Some("=not a filter=")).would_enable("x", &Level::WARN));
    }

    #[test]
    fn calls_are_traced_only_when_asked() {
        let traced = |spec| filter(spec).would_enable(crate::export::TARGET, &Level::TRACE);
        assert_eq!(crate::export::TARGET, "rocuda_core::export");
        assert!(traced(Some("trace")));
        assert!(traced(Some("warn,rocuda_core::export=trace")));
        assert!(!traced(None));
        assert!(!traced(Some("debug")));
    }
}
