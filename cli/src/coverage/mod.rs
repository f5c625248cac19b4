//! The coverage report: for each library, how much of NVIDIA's API rocuda exports and how
//! much of it is implemented.
//!
//! It is computed from the same two files codegen uses to generate the exports (each
//! library's `generated/functions.tsv`, `implemented.toml` and `mapping.toml`, embedded at build time), so it
//! cannot drift from what the libraries do.

mod html;
mod markdown;

use rocuda_codegen::functions::{self, RowKind};
use rocuda_codegen::implemented::Implemented;
use rocuda_codegen::library::Library;
use serde::Serialize;

pub use html::render as html;
pub use markdown::render as markdown;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/embedded.rs"));
}

#[derive(Serialize)]
pub struct Report {
    pub libraries: Vec<LibraryReport>,
}

#[derive(Serialize)]
pub struct LibraryReport {
    pub name: &'static str,
    pub sonames: Vec<&'static str>,
    /// Functions declared by the headers of either CUDA major.
    pub header_functions: usize,
    /// Symbols the real NVIDIA libraries export (any version, any soname).
    pub nvidia_exports: usize,
    /// Symbols rocuda's library exports: the union of the two above.
    pub exported: usize,
    /// Implemented functions.
    pub implemented: usize,
    /// Implemented functions that NVIDIA's libraries export, over `nvidia_exports`.
    pub implemented_nvidia_exports: usize,
    pub symbols: Vec<SymbolReport>,
}

#[derive(Serialize)]
pub struct SymbolReport {
    pub name: String,
    pub kind: &'static str,
    pub declared_by_cuda: Vec<u32>,
    pub exported_by_nvidia: Vec<String>,
    pub implemented: bool,
    /// The ROCm functions behind an implemented one.
    pub rocm: Option<String>,
}

impl LibraryReport {
    /// Share of NVIDIA's exports that are implemented, in percent.
    pub fn percent(&self) -> f64 {
        if self.nvidia_exports == 0 { 0.0 } else { 100.0 * self.implemented_nvidia_exports as f64 / self.nvidia_exports as f64 }
    }
}

impl Report {
    /// The report over the embedded lists.
    pub fn embedded() -> Result<Report, String> {
        let libraries = embedded::EMBEDDED
            .iter()
            .map(|(name, functions, implemented, mapping)| {
                let library = Library::by_name(name).ok_or_else(|| format!("unknown library {name}"))?;
                let implemented = Implemented::parse_with_mapping(implemented, *mapping, library.dir).map_err(|e| e.to_string())?;
                let rows = functions::parse(functions).map_err(|e| format!("{}: {e}", library.dir))?;
                Ok(LibraryReport::new(library, &rows, &implemented))
            })
            .collect::<Result<_, String>>()?;
        Ok(Report { libraries })
    }
}

impl LibraryReport {
    fn new(library: &'static Library, rows: &[functions::Row], implemented: &Implemented) -> LibraryReport {
        let symbols: Vec<SymbolReport> = rows
            .iter()
            .map(|row| {
                let entry = implemented.functions.get(&row.name);
                SymbolReport {
                    name: row.name.clone(),
                    kind: match row.kind {
                        RowKind::Function => "function",
                        RowKind::Undeclared => "undeclared",
                        RowKind::Object => "object",
                    },
                    declared_by_cuda: row.declared.clone(),
                    exported_by_nvidia: row.nvidia.clone(),
                    implemented: entry.is_some(),
                    rocm: entry.map(|e| e.rocm.clone()),
                }
            })
            .collect();
        LibraryReport {
            name: library.name,
            sonames: library.sonames(),
            header_functions: symbols.iter().filter(|s| !s.declared_by_cuda.is_empty()).count(),
            nvidia_exports: symbols.iter().filter(|s| !s.exported_by_nvidia.is_empty()).count(),
            exported: symbols.len(),
            implemented: symbols.iter().filter(|s| s.implemented).count(),
            implemented_nvidia_exports: symbols.iter().filter(|s| s.implemented && !s.exported_by_nvidia.is_empty()).count(),
            symbols,
        }
    }
}

/// A plain-text table for the terminal.
pub fn summary(report: &Report) -> String {
    let mut text = format!("{:<10} {:>16} {:>14} {:>10} {:>12} {:>8}\n", "library", "header functions", "NVIDIA exports", "exported", "implemented", "%");
    for l in &report.libraries {
        text.push_str(&format!(
            "{:<10} {:>16} {:>14} {:>10} {:>12} {:>7.1}%\n",
            l.name,
            l.header_functions,
            l.nvidia_exports,
            l.exported,
            l.implemented,
            l.percent()
        ));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_library_is_embedded() {
        let report = Report::embedded().unwrap();
        let names: Vec<&str> = report.libraries.iter().map(|l| l.name).collect();
        let expected: Vec<&str> = rocuda_codegen::library::LIBRARIES.iter().map(|l| l.name).collect();
        assert_eq!(names, expected);
        for library in &report.libraries {
            assert!(library.exported >= library.nvidia_exports && library.exported >= library.header_functions);
            assert!(library.nvidia_exports > 0, "{} has no NVIDIA exports", library.name);
        }
    }

    /// COVERAGE.md is generated; this fails when it no longer matches the lists.
    #[test]
    fn coverage_md_is_up_to_date() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../COVERAGE.md");
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(committed == markdown(&Report::embedded().unwrap()), "COVERAGE.md is stale: run `cargo xtask coverage` and commit it");
    }
}
