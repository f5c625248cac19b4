//! Where a corpus's golden files were recorded, and from which sources: the `PROVENANCE` file
//! the corpus's `record.sh` writes beside them (`tests/programs/nvidia.sh`, `provenance`).
//! A golden file whose program's sources no longer hash as they did when it was recorded is
//! stale: it must be recorded again on an NVIDIA GPU, never rewritten from rocuda's output.

use std::collections::BTreeMap;
use std::path::Path;

use sha2::{Digest, Sha256};

/// A corpus's `PROVENANCE`.
pub struct Provenance {
    /// The GPU's name, as `nvidia-smi` gives it.
    pub gpu: String,
    /// The SHA-256 of each program's sources when its golden file was recorded, by name.
    pub sources: BTreeMap<String, String>,
}

impl Provenance {
    /// Reads `golden_dir/PROVENANCE`.
    pub fn load(golden_dir: &Path) -> Result<Provenance, String> {
        let path = golden_dir.join("PROVENANCE");
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let mut gpu = None;
        let mut sources = BTreeMap::new();
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            match line.split_once(' ') {
                Some(("gpu", name)) => gpu = Some(name.to_string()),
                Some(("source", rest)) => {
                    let (name, hash) = rest.split_once(' ').ok_or_else(|| format!("{}: `{line}` lacks a hash", path.display()))?;
                    sources.insert(name.to_string(), hash.to_string());
                }
                _ => {}
            }
        }
        Ok(Provenance { gpu: gpu.ok_or_else(|| format!("{} names no GPU", path.display()))?, sources })
    }

    /// The programs among `names` whose golden file is missing from this provenance or was
    /// recorded from other sources than `corpus_dir` holds now, each with the reason.
    pub fn stale(&self, corpus_dir: &Path, names: &[String]) -> Vec<String> {
        names
            .iter()
            .filter_map(|name| match self.sources.get(name) {
                None => Some(format!("{name}: its golden file has no provenance; record it on an NVIDIA GPU")),
                Some(hash) if *hash != source_hash(corpus_dir, name) => {
                    Some(format!("{name}: its sources changed after its golden file was recorded; record it again on an NVIDIA GPU"))
                }
                Some(_) => None,
            })
            .collect()
    }
}

/// The SHA-256, in hex, of `NAME.cu` (or, for a hand-written module, `NAME.ptx`), `NAME_b.cu`
/// where there is one, and every `*.cuh` of `corpus_dir` in name order: what `nvidia.sh`'s
/// `source_hash` computes.
pub fn source_hash(corpus_dir: &Path, name: &str) -> String {
    let source = corpus_dir.join(format!("{name}.cu"));
    let mut files = vec![if source.is_file() { source } else { corpus_dir.join(format!("{name}.ptx")) }];
    let second = corpus_dir.join(format!("{name}_b.cu"));
    if second.is_file() {
        files.push(second);
    }
    let mut headers: Vec<_> = std::fs::read_dir(corpus_dir)
        .unwrap_or_else(|e| panic!("{}: {e}", corpus_dir.display()))
        .map(|entry| entry.expect("a readable folder").path())
        .filter(|path| path.extension().is_some_and(|e| e == "cuh"))
        .collect();
    // The shell's glob order: byte order in the C locale, which `record.sh` runs under.
    headers.sort();
    files.extend(headers);
    let mut hasher = Sha256::new();
    for file in &files {
        hasher.update(std::fs::read(file).unwrap_or_else(|e| panic!("{}: {e}", file.display())));
    }
    hasher.finalize().iter().map(|byte| format!("{byte:02x}")).collect()
}
