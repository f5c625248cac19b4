//! `rocuda`: run CUDA programs on AMD GPUs, and see what rocuda covers.

mod compile;
mod coverage;
mod doctor;
// codegen's library table, the copy the audit library reads too; the command reads only the names.
#[allow(dead_code)]
#[rustfmt::skip]
#[path = "generated/libraries.rs"]
mod libraries;
mod run;

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "rocuda", version, about = "CUDA libraries for AMD GPUs")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Runs a program with rocuda's libraries loaded where it would load NVIDIA's, through the
    /// install tree's LD_AUDIT library; prints one line on standard error saying what it set.
    Run {
        /// Only these libraries (comma-separated: cuda, cublas, cublaslt, cudnn, cufft, curand,
        /// cusparse, nvml; cuBLASLt's also as cublasLt); default: ROCUDA_LIBS, else all.
        #[arg(long, value_delimiter = ',', value_name = "LIBS")]
        libs: Vec<String>,
        /// Not these libraries; default: ROCUDA_SKIP, else none.
        #[arg(long, value_delimiter = ',', value_name = "LIBS")]
        skip: Vec<String>,
        /// Where GPU work runs: `auto` (the default: `rocm` when there is /dev/kfd, else
        /// `host`), `host` (the CPU) or `rocm` (an AMD GPU).
        #[arg(long, value_enum)]
        device: Option<run::Device>,
        /// Print nothing before running the program.
        #[arg(short, long)]
        quiet: bool,
        /// The program and its arguments, after `--`.
        #[arg(required = true, trailing_var_arg = true, allow_hyphen_values = true, value_name = "PROGRAM")]
        command: Vec<OsString>,
    },
    /// How much of each CUDA library rocuda exports and implements. With no option, prints a
    /// summary table.
    Coverage {
        /// Write the Markdown report (the repository's COVERAGE.md) to this file.
        #[arg(long, value_name = "FILE")]
        markdown: Option<PathBuf>,
        /// Write every symbol of every library, as JSON, to this file.
        #[arg(long, value_name = "FILE")]
        json: Option<PathBuf>,
        /// Write an HTML page with the summary and every symbol to this file.
        #[arg(long, value_name = "FILE")]
        html: Option<PathBuf>,
    },
    /// What this machine offers rocuda: ROCm's libraries, found or not, where, which version.
    /// Exits non-zero when rocuda cannot run programs on an AMD GPU here.
    Doctor,
    /// Compiles PTX for an AMD GPU or the host device. Functions the compiler cannot compile
    /// are listed with the instruction and the reason, and the command exits non-zero; the
    /// output holds every other function.
    Compile {
        /// The PTX file.
        input: PathBuf,
        /// `gfx1030`, `gfx1100`, `gfx1201`, `gfx90a`, `gfx942`, or `host`.
        #[arg(long)]
        target: String,
        /// `llvm` (LLVM IR), `asm` (the target's assembly) or `obj` (a loadable code object).
        #[arg(long, default_value = "obj")]
        emit: String,
        /// The output file.
        #[arg(short, long)]
        output: PathBuf,
        /// LLVM's optimization level, 0 to 3.
        #[arg(short = 'O', default_value_t = 2, value_parser = clap::value_parser!(u8).range(0..=3))]
        opt_level: u8,
        /// Also write what was compiled and what failed, with why, as JSON to this file.
        #[arg(long, value_name = "FILE")]
        report: Option<PathBuf>,
    },
}

fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(error) => {
            eprintln!("rocuda: {error}");
            ExitCode::FAILURE
        }
    }
}

/// Runs the command; `Ok(false)` is a command that ran and found a problem.
fn run(cli: Cli) -> Result<bool, String> {
    match cli.command {
        Command::Run { libs, skip, device, quiet, command } => run::run(run::Request { libs, skip, device, quiet, command }),
        Command::Coverage { markdown, json, html } => {
            let report = coverage::Report::embedded()?;
            let write = |path: &PathBuf, text: String| std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()));
            if let Some(path) = &markdown {
                write(path, coverage::markdown(&report))?;
            }
            if let Some(path) = &json {
                write(path, serde_json::to_string_pretty(&report).map_err(|e| e.to_string())? + "\n")?;
            }
            if let Some(path) = &html {
                write(path, coverage::html(&report))?;
            }
            if markdown.is_none() && json.is_none() && html.is_none() {
                print!("{}", coverage::summary(&report));
            }
            Ok(true)
        }
        Command::Compile { input, target, emit, output, opt_level, report } => {
            compile::run(&compile::Request { input: &input, target: &target, emit: &emit, output: &output, opt_level, report: report.as_deref() })
        }
        Command::Doctor => {
            if std::env::var_os(rocuda_core::config::LOG).is_none() {
                // The report says what the loader would log.
                // SAFETY: nothing else runs yet; no thread reads the environment.
                unsafe { std::env::set_var(rocuda_core::config::LOG, "error") };
            }
            let (report, usable) = doctor::report();
            print!("{report}");
            Ok(usable)
        }
    }
}
