//! `src/generated/libraries.rs` of the `LD_AUDIT` library and of the `rocuda` command: the
//! library table as they need it, so that neither keeps a table of its own. The audit library
//! depends on libc alone and runs inside the dynamic loader; a copy of plain constants keeps it
//! so.
//!
//! A library's name there is [`Library::name`] in lowercase (`cublaslt`), the spelling the
//! documentation lists; both also take the name as codegen, rocuda's log lines and the coverage
//! report spell it (`cublasLt`).

use std::fmt::Write;
use std::path::PathBuf;

use super::Output;
use crate::Result;
use crate::library::{LIBRARIES, Library};

/// The crates that read the table, each from its `src/generated/libraries.rs`.
pub const READERS: [&str; 2] = ["audit", "cli"];

/// What the table's header names as its input.
const INPUTS: &str = "codegen's library table (codegen/src/library.rs)";

/// Renders every reader's copy.
pub fn render(output: &mut Output) -> Result<()> {
    let text = text()?;
    for reader in READERS {
        output.add(PathBuf::from(reader).join("src/generated/libraries.rs"), text.clone());
    }
    Ok(())
}

/// The file's text, the same for every reader.
fn text() -> Result<String> {
    let mut rows = String::new();
    for library in LIBRARIES {
        let (stem, versions, sub_libraries) = file_names(library)?;
        let versions: Vec<String> = versions.iter().map(|v| format!("{v:?}")).collect();
        let sub_libraries = sub_libraries.map_or("None".to_string(), |prefix| format!("Some({prefix:?})"));
        let _ = writeln!(
            rows,
            "    Library {{ name: {:?}, display_name: {:?}, file: {:?}, stem: {stem:?}, versions: &[{}], sub_libraries: {sub_libraries} }},",
            library.name.to_ascii_lowercase(),
            library.name,
            library.soname,
            versions.join(", ")
        );
    }
    Ok(format!(
        "{}
/// One library rocuda replaces.
pub struct Library {{
    /// The name `ROCUDA_LIBS`, `ROCUDA_SKIP` and `rocuda run --libs` take: codegen's in lowercase.
    pub name: &'static str,
    /// codegen's name, as log lines and the coverage report spell it (`cublasLt`); taken too.
    pub display_name: &'static str,
    /// rocuda's file in `<tree>/lib`: the library's newest soname.
    pub file: &'static str,
    /// NVIDIA's file name without `.so`: `libcublas`.
    pub stem: &'static str,
    /// The versions of its sonames NVIDIA ships (`libcublas.so.12`, `libcublas.so.13`), which
    /// rocuda's file answers to.
    pub versions: &'static [&'static str],
    /// Where rocuda's file also answers to the library's sub-libraries: the start of their
    /// names (cuDNN 9's `libcudnn_ops.so.9` and the others, `libcudnn_`), their sonames' versions
    /// among [`Library::versions`].
    pub sub_libraries: Option<&'static str>,
}}

/// Every library, in `ROCUDA_LIBS`'s default order.
pub const LIBRARIES: [Library; {}] = [
{rows}];

/// The library a user named, by its name or its display name: `cublaslt` or `cublasLt`.
pub fn position(name: &str) -> Option<usize> {{
    LIBRARIES.iter().position(|library| name == library.name || name == library.display_name)
}}
",
        super::rust_header("The libraries rocuda replaces: their names, files and sonames.", INPUTS),
        LIBRARIES.len()
    ))
}

/// The stem of `library`'s file (`libcudnn`), the versions of its sonames with that stem, and
/// the start of its sub-libraries' names when it has any (`libcudnn_`).
fn file_names(library: &Library) -> Result<(&'static str, Vec<&'static str>, Option<String>)> {
    let split = |soname: &'static str| soname.split_once(".so.").ok_or_else(|| format!("{}: {soname} is not `<stem>.so.<version>`", library.name));
    let (stem, _) = split(library.soname)?;
    let prefix = format!("{stem}_");
    let mut versions = Vec::new();
    let mut sub_versions = Vec::new();
    for soname in library.sonames() {
        match split(soname)? {
            (own, version) if own == stem => versions.push(version),
            (sub, version) if sub.starts_with(&prefix) => sub_versions.push((soname, version)),
            _ => return Err(format!("{}: {soname} is neither {stem}'s nor a sub-library's ({prefix}*)", library.name).into()),
        }
    }
    versions.sort_by_key(|version| version.parse::<u32>().unwrap_or(u32::MAX));
    versions.dedup();
    if let Some((soname, _)) = sub_versions.iter().find(|(_, version)| !versions.contains(version)) {
        return Err(format!("{}: {soname}'s version is none of {stem}'s ({versions:?})", library.name).into());
    }
    Ok((stem, versions, (!sub_versions.is_empty()).then_some(prefix)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The committed copies are current: the same check as `cargo xtask codegen --check`, which
    /// needs the pinned inputs, for this file only.
    #[test]
    fn committed_copies_are_current() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("codegen lives in the workspace");
        let text = text().expect("the library table renders");
        for reader in READERS {
            let path = root.join(reader).join("src/generated/libraries.rs");
            let committed = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(committed == text, "{} is out of date: run `cargo xtask codegen`", path.display());
        }
    }

    #[test]
    fn sonames_become_stems_and_versions() {
        let table = text().expect("the library table renders");
        assert!(
            table.contains(
                r#"name: "cublaslt", display_name: "cublasLt", file: "libcublasLt.so.13", stem: "libcublasLt", versions: &["12", "13"], sub_libraries: None"#
            ),
            "{table}"
        );
        assert!(
            table.contains(
                r#"name: "cudnn", display_name: "cudnn", file: "libcudnn.so.9", stem: "libcudnn", versions: &["9"], sub_libraries: Some("libcudnn_")"#
            ),
            "{table}"
        );
    }
}
