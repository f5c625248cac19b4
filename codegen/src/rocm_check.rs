//! `cargo xtask rocm-check`: every ROCm function rocuda's code calls is exported by the real
//! ROCm library (Debian's ROCm 6.4 runtime packages, pinned in `codegen/pins.toml`).
//!
//! "Called" is read off the source: an identifier, in any Rust file outside the folders below,
//! that names a function of a `-sys` crate (`rocm/*/generated/functions.txt`). Bindings nobody
//! calls are not checked; a binding ROCm 6.4 lacks is fine until rocuda calls it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use proc_macro2::{TokenStream, TokenTree};
use quote::ToTokens;

use crate::Result;
use crate::nvidia::{ExportList, Symbol};
use crate::pins::Pins;
use crate::rocm::ROCM_LIBRARIES;
use crate::vendor::{Vendor, read_dir_sorted};

/// Folders whose code is not rocuda's calling code: the bindings themselves, the tools, the
/// tests (they call bindings on purpose, against stand-in libraries), the host device (it
/// implements ROCm's functions, it does not call them), and build output. Generated calling
/// code (`cublas/src/generated/mapped.rs`) is calling code.
const NOT_CALLERS: &[&str] = &["target", "rocm", "codegen", "xtask", "tests", "host"];

/// What the check found, per `-sys` crate: the called functions, and those the real library
/// lacks.
pub struct Finding {
    pub crate_name: &'static str,
    pub runtime: String,
    pub called: BTreeSet<String>,
    pub missing: Vec<String>,
}

pub fn run(root: &Path, vendor: &Vendor, pins: &Pins) -> Result<Vec<Finding>> {
    let mut identifiers = BTreeSet::new();
    collect_identifiers(root, &mut identifiers)?;
    let mut findings = Vec::new();
    for library in ROCM_LIBRARIES {
        let list = std::fs::read_to_string(root.join(library.dir()).join("generated/functions.txt"))?;
        let called: BTreeSet<String> = list.lines().filter(|l| !l.starts_with('#') && identifiers.contains(*l)).map(str::to_string).collect();
        let (package, file) = library.runtime;
        let version = pins.debian_version(package).ok_or_else(|| format!("codegen/pins.toml pins no {package}"))?;
        let runtime = format!("{package} {version}");
        let mut missing = Vec::new();
        if !called.is_empty() {
            let path = vendor.debian(package).join(file);
            let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            let exports = ExportList::parse(file, &text)?;
            missing = called.iter().filter(|f| exports.symbols.get(*f) != Some(&Symbol::Function)).cloned().collect();
        }
        findings.push(Finding { crate_name: library.name, runtime, called, missing });
    }
    Ok(findings)
}

fn collect_identifiers(dir: &Path, identifiers: &mut BTreeSet<String>) -> Result<()> {
    for entry in read_dir_sorted(dir)? {
        let name = entry.file_name().unwrap_or_default().to_string_lossy().into_owned();
        if name.starts_with('.') || NOT_CALLERS.contains(&name.as_str()) {
            continue;
        }
        if entry.is_dir() {
            collect_identifiers(&entry, identifiers)?;
        } else if name.ends_with(".rs") {
            let text = std::fs::read_to_string(&entry)?;
            let file = syn::parse_file(&text).map_err(|e| format!("{}: {e}", entry.display()))?;
            walk(file.into_token_stream(), identifiers);
        }
    }
    Ok(())
}

fn walk(tokens: TokenStream, identifiers: &mut BTreeSet<String>) {
    for token in tokens {
        match token {
            TokenTree::Ident(ident) => {
                identifiers.insert(ident.to_string());
            }
            TokenTree::Group(group) => walk(group.stream(), identifiers),
            _ => {}
        }
    }
}

/// The report, one line per `-sys` crate.
pub fn report(findings: &[Finding]) -> BTreeMap<&'static str, String> {
    findings
        .iter()
        .map(|f| {
            let line = match (f.called.len(), f.missing.is_empty()) {
                (0, _) => "no function called".to_string(),
                (n, true) => format!("{n} functions called, all exported by {}", f.runtime),
                (n, false) => format!("{n} functions called; {} lacks {}", f.runtime, f.missing.join(", ")),
            };
            (f.crate_name, line)
        })
        .collect()
}
