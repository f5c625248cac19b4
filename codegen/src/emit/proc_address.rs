//! `cuGetProcAddress`'s table: which export answers a request for a driver function by its
//! base name, for the CUDA version the caller was built against, with or without the
//! per-thread default stream.
//!
//! `cudaTypedefs.h` declares one `PFN_<name>_v<version>` per ABI a driver function has had,
//! `<version>` being the CUDA release that introduced it (`PFN_cuMemAlloc_v2000`,
//! `PFN_cuMemAlloc_v3020`), and `PFN_<name>_v<version>_ptds`/`_ptsz` for the per-thread
//! default-stream forms. The exports behind them are `<name>`, `<name>_v2`, `<name>_v3`, ...
//! in the same order (`cuda.h` `#define`s the base name to the newest), and the per-thread
//! forms are the export in force at that version with `_ptds`/`_ptsz` appended. The pairing
//! is checked against the export list: a per-thread typedef without its export fails
//! generation; a function Linux drivers lack altogether (Windows interop) is left out.

use std::collections::{BTreeMap, BTreeSet};

use crate::Result;
use crate::surface::{Kind, Surface};

/// One row of the table.
struct Row {
    name: String,
    version: u32,
    per_thread: bool,
    symbol: String,
}

/// The `PFN_` typedefs of `headers` (the text of each `cudaTypedefs.h`): base name →
/// versions, and base name → versions of the per-thread forms with their suffix.
type Typedefs = BTreeMap<String, (BTreeSet<u32>, BTreeMap<u32, &'static str>)>;

fn typedefs(headers: &[String]) -> Typedefs {
    let mut found = Typedefs::new();
    const PREFIX: &str = "(CUDAAPI *PFN_";
    for header in headers {
        for (at, _) in header.match_indices(PREFIX) {
            let rest = &header[at + PREFIX.len()..];
            let Some(end) = rest.find(')') else { continue };
            let typedef = &rest[..end];
            let (typedef, suffix) = match typedef.strip_suffix("_ptds").map(|t| (t, "_ptds")).or_else(|| typedef.strip_suffix("_ptsz").map(|t| (t, "_ptsz"))) {
                Some((t, s)) => (t, Some(s)),
                None => (typedef, None),
            };
            let Some(split) = typedef.rfind("_v") else { continue };
            let Ok(version) = typedef[split + 2..].parse::<u32>() else { continue };
            let entry = found.entry(typedef[..split].to_string()).or_default();
            match suffix {
                Some(suffix) => {
                    entry.1.insert(version, suffix);
                }
                None => {
                    entry.0.insert(version);
                }
            }
        }
    }
    found
}

/// The exports of `name`'s ABIs, oldest first: `name`, `name_v2`, ... as far as they exist.
fn variants(name: &str, exported: &BTreeSet<&str>) -> Vec<String> {
    let mut symbols: Vec<String> = exported.contains(name).then(|| name.to_string()).into_iter().collect();
    for n in 2.. {
        let symbol = format!("{name}_v{n}");
        if !exported.contains(symbol.as_str()) {
            break;
        }
        symbols.push(symbol);
    }
    symbols
}

fn rows(surface: &Surface, headers: &[String]) -> Result<Vec<Row>> {
    let exported: BTreeSet<&str> =
        surface.exports.iter().filter(|(_, export)| !matches!(export.kind, Kind::Object(_))).map(|(name, _)| name.as_str()).collect();
    let mut rows = Vec::new();
    for (name, (versions, per_thread)) in typedefs(headers) {
        let symbols = variants(&name, &exported);
        // The newest ABI is the newest export; an ABI older than every export (a typedef
        // kept for a symbol this driver no longer has) is left out.
        let paired: Vec<(u32, String)> = versions.iter().rev().zip(symbols.iter().rev()).map(|(v, s)| (*v, s.clone())).collect();
        if paired.is_empty() {
            // A Windows-only function (`cuWGLGetDevice`): Linux drivers do not have it.
            continue;
        }
        for (version, symbol) in &paired {
            rows.push(Row { name: name.clone(), version: *version, per_thread: false, symbol: symbol.clone() });
        }
        for (version, suffix) in per_thread {
            let Some((_, base)) = paired.iter().filter(|(v, _)| *v <= version).max_by_key(|(v, _)| *v) else {
                return Err(format!("PFN_{name}_v{version}{suffix} predates every {name} export").into());
            };
            let symbol = format!("{base}{suffix}");
            if !exported.contains(symbol.as_str()) {
                return Err(format!("PFN_{name}_v{version}{suffix}: the driver exports no {symbol}").into());
            }
            rows.push(Row { name: name.clone(), version, per_thread: true, symbol });
        }
    }
    rows.sort_by(|a, b| (&a.name, a.per_thread, a.version).cmp(&(&b.name, b.per_thread, b.version)));
    Ok(rows)
}

/// `nvcuda/src/generated/proc_address.rs`.
pub fn render(surface: &Surface, headers: &[String], inputs: &str) -> Result<String> {
    let mut text = super::rust_header("cuGetProcAddress's table, from `cudaTypedefs.h`: sorted by name, then per-thread, then version.", inputs);
    text.push_str("\nuse super::exports;\nuse crate::proc_address::Entry;\n\npub static ENTRIES: &[Entry] = &[\n");
    for row in rows(surface, headers)? {
        text.push_str(&format!(
            "    Entry {{ name: {:?}, version: {}, per_thread: {}, function: exports::{} as *const () }},\n",
            row.name, row.version, row.per_thread, row.symbol
        ));
    }
    text.push_str("];\n");
    Ok(text)
}
