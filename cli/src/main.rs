//! `rocuda`: run CUDA programs on AMD GPUs, and see what rocuda covers.

mod coverage;

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
}

fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("rocuda: {error}");
            ExitCode::FAILURE
        }
    }
}

fn run(cli: Cli) -> Result<(), String> {
    match cli.command {
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
            Ok(())
        }
    }
}
