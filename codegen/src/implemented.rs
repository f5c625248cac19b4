//! `implemented.toml`: the one list of the functions a library implements.
//!
//! Each library crate has one. codegen reads it to make the implemented exports call their
//! bodies (everything else returns NOT_SUPPORTED), and the coverage report counts it.

use std::collections::BTreeMap;
use std::path::Path;

use serde::Deserialize;

use crate::Result;

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Implemented {
    #[serde(default)]
    pub functions: BTreeMap<String, Entry>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    /// The crate module holding the body, a function named like the export: `handle` for
    /// `src/handle.rs`, `blas::level3` for `src/blas/level3.rs`.
    pub module: String,
    /// The ROCm functions behind it, for the coverage report.
    pub rocm: String,
    /// The function documents success when every argument is zero or null (`cuInit(0)`), so
    /// the zero-argument test accepts it.
    #[serde(default)]
    pub zero_arguments_succeed: bool,
    /// The body's name where it is another export's: a variant with the same signature and
    /// meaning (`cuMemcpy_ptds` is `cuMemcpy`'s body).
    #[serde(default)]
    pub body: Option<String>,
    /// Stream arguments pass through `crate::stream::per_thread_default` first: the
    /// per-thread-default-stream variants (`*_ptsz`), where stream 0 is the calling thread's
    /// default stream.
    #[serde(default)]
    pub per_thread_stream: bool,
}

impl Implemented {
    pub fn parse(text: &str, origin: &str) -> Result<Implemented> {
        Ok(toml::from_str(text).map_err(|e| format!("{origin}: {e}"))?)
    }

    pub fn load(path: &Path) -> Result<Implemented> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        Implemented::parse(&text, &path.display().to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_parse_and_unknown_keys_are_refused() {
        let list = Implemented::parse(
            "[functions.cuInit]\nmodule = \"init\"\nrocm = \"hipInit\"\nzero_arguments_succeed = true\n",
            "test",
        )
        .unwrap();
        assert_eq!(list.functions["cuInit"].module, "init");
        assert!(list.functions["cuInit"].zero_arguments_succeed);
        assert!(Implemented::parse("[functions.cuInit]\nmodule = \"init\"\nrocm = \"\"\nbody = 1\n", "test").is_err());
        assert!(Implemented::parse("", "test").unwrap().functions.is_empty());
        let variant = Implemented::parse("[functions.cuMemcpyAsync_ptsz]\nmodule = \"memory\"\nrocm = \"\"\nbody = \"cuMemcpyAsync\"\nper_thread_stream = true\n", "test").unwrap();
        let entry = &variant.functions["cuMemcpyAsync_ptsz"];
        assert_eq!((entry.body.as_deref(), entry.per_thread_stream), (Some("cuMemcpyAsync"), true));
    }
}
