//! The symbols NVIDIA's real libraries export: read from their ELF files, written as lists,
//! and read back by the ABI tests.

use std::collections::BTreeMap;
use std::fmt::Write;

use crate::Result;

/// The exports of one real NVIDIA library file.
#[derive(Debug, PartialEq)]
pub struct ExportList {
    pub soname: String,
    /// Where the file came from, in words: `nvidia-cublas 13.1.0.3`.
    pub source: String,
    /// Its symbol version nodes other than the base one (`libcublas.so.13`); applications
    /// linked against it require them.
    pub versions: Vec<String>,
    pub symbols: BTreeMap<String, Symbol>,
    /// The versions each symbol is defined in, for the symbols defined in any. A committed
    /// list records only its nodes: NVIDIA's libraries define every symbol in their one node,
    /// as its default version (codegen checks it, [`one_version`](Self::one_version)), so
    /// [`parse`](Self::parse) gives each symbol of a list with one node that node.
    pub symbol_versions: BTreeMap<String, Vec<SymbolVersion>>,
}

/// A version a symbol is defined in.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct SymbolVersion {
    pub node: String,
    /// `name@@node`: what a program linking against the file binds `name` to. A hidden
    /// version (`name@node`) is reached only by a reference that names it, such as one a
    /// program linked against another file recorded.
    pub default: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Symbol {
    Function,
    /// A variable, with its size in bytes.
    Object(u64),
}

impl ExportList {
    /// Reads the soname, symbol version nodes and defined dynamic symbols of an ELF shared
    /// library: NVIDIA's, for the lists, or rocuda's, to compare with them.
    ///
    /// C++ symbols are left out: they are internals of cuDNN's sub-libraries, which no
    /// application links against (cudnn/README.md). So are the version-node symbols.
    pub fn from_elf(source: String, path: &std::path::Path) -> Result<ExportList> {
        let data = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
        ExportList::from_elf_data(source, &path.display().to_string(), &data)
    }

    /// [`from_elf`](Self::from_elf) over a file already in memory; `what` names it in errors.
    pub fn from_elf_data(source: String, what: &str, data: &[u8]) -> Result<ExportList> {
        use object::read::elf::{Dyn, ElfFile64, FileHeader};
        use object::{Object, ObjectSymbol, SymbolKind};

        let context = |e: &dyn std::fmt::Display| format!("{what}: {e}");
        let file = ElfFile64::<object::Endianness>::parse(data).map_err(|e| context(&e))?;
        let endian = file.endian();
        let sections = file.elf_header().sections(endian, data).map_err(|e| context(&e))?;
        let version_table = sections.versions(endian, data).map_err(|e| context(&e))?;
        let mut symbols = BTreeMap::new();
        let mut symbol_versions: BTreeMap<String, Vec<SymbolVersion>> = BTreeMap::new();
        for symbol in file.dynamic_symbols().filter(|s| s.is_definition() && s.is_global()) {
            let name = symbol.name().map_err(|e| context(&e))?;
            let kind = match symbol.kind() {
                _ if name.starts_with("_Z") => continue,
                SymbolKind::Text => Symbol::Function,
                SymbolKind::Data => Symbol::Object(symbol.size()),
                _ => continue,
            };
            // A symbol defined in several versions appears once for each, with one kind.
            symbols.insert(name.to_string(), kind);
            if let Some(table) = &version_table {
                let index = table.version_index(endian, symbol.index());
                if let Some(version) = table.version(index.index()).map_err(|e| context(&e))? {
                    let node = String::from_utf8_lossy(version.name()).into_owned();
                    let versions = symbol_versions.entry(name.to_string()).or_default();
                    versions.push(SymbolVersion { node, default: !index.is_hidden() });
                    versions.sort();
                }
            }
        }
        let mut versions = Vec::new();
        if let Some((mut verdefs, link)) = sections.gnu_verdef(endian, data).map_err(|e| context(&e))? {
            let strings = sections.strings(endian, data, link).map_err(|e| context(&e))?;
            while let Some((verdef, mut names)) = verdefs.next().map_err(|e| context(&e))? {
                if verdef.vd_flags.get(endian).contains(object::elf::VER_FLG_BASE) {
                    continue;
                }
                if let Some(name) = names.next().map_err(|e| context(&e))? {
                    versions.push(String::from_utf8_lossy(name.name(endian, strings).map_err(|e| context(&e))?).into_owned());
                }
            }
        }
        let (entries, link) = sections.dynamic(endian, data).map_err(|e| context(&e))?.ok_or_else(|| context(&"no dynamic section"))?;
        let strings = sections.strings(endian, data, link).map_err(|e| context(&e))?;
        let soname = entries
            .iter()
            .find(|entry| entry.d_tag(endian) == object::elf::DT_SONAME)
            .map(|entry| entry.string(endian, strings).map_err(|e| context(&e)))
            .transpose()?
            .ok_or_else(|| context(&"no soname"))?;
        Ok(ExportList { soname: String::from_utf8_lossy(soname).into_owned(), source, versions, symbols, symbol_versions })
    }

    /// Reads a recorded listing: `TYPE NAME [SIZE]` lines, from `nm -D --defined-only -S`
    /// (see `codegen/data`).
    pub fn from_listing(soname: &str, source: String, text: &str) -> Result<ExportList> {
        let mut symbols = BTreeMap::new();
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let (kind, name, size) = match line.split_whitespace().collect::<Vec<_>>()[..] {
                [kind, name, size] => (kind, name, Some(size)),
                [kind, name] => (kind, name, None),
                _ => return Err(format!("{soname}: unexpected listing line {line:?}").into()),
            };
            if name.starts_with("_Z") {
                continue;
            }
            let symbol = match kind {
                "T" | "W" | "i" => Symbol::Function,
                "B" | "D" | "R" | "V" => {
                    let size = size.ok_or_else(|| format!("{soname}: {name} has no size; record with nm -S"))?;
                    Symbol::Object(u64::from_str_radix(size, 16)?)
                }
                _ => continue,
            };
            symbols.insert(name.to_string(), symbol);
        }
        Ok(ExportList { soname: soname.to_string(), source, versions: Vec::new(), symbols, symbol_versions: BTreeMap::new() })
    }

    /// The one version node every symbol is defined in, as its default version, or `None`
    /// for a library that versions no symbol: the two shapes NVIDIA's libraries have, and
    /// the only ones a committed list can record. An error names a symbol that breaks it.
    pub fn one_version(&self) -> Result<Option<&str>> {
        let node = match &self.versions[..] {
            [] => None,
            [node] => Some(node.as_str()),
            nodes => return Err(format!("{}: {} version nodes ({nodes:?}); a committed list records one", self.soname, nodes.len()).into()),
        };
        for name in self.symbols.keys() {
            let versions = self.symbol_versions.get(name).map(Vec::as_slice).unwrap_or_default();
            let expected = node.map(|node| SymbolVersion { node: node.to_string(), default: true });
            if versions != expected.as_slice() {
                return Err(format!("{}: {name} is defined in versions {versions:?}, not only in {node:?}", self.soname).into());
            }
        }
        Ok(node)
    }

    /// The committed form: comment lines, `version` lines, then one symbol a line, objects
    /// with their size.
    pub fn render(&self) -> String {
        self.render_under(&format!(
            "# The dynamic symbols NVIDIA's {} exports ({}), C++ names left out.\n\
             # Generated by `cargo xtask codegen`; do not edit.\n",
            self.soname, self.source
        ))
    }

    /// The same lines under another heading (comment lines, each ending in a newline).
    pub fn render_under(&self, heading: &str) -> String {
        let mut text = heading.to_string();
        for version in &self.versions {
            let _ = writeln!(text, "version {version}");
        }
        for (name, symbol) in &self.symbols {
            match symbol {
                Symbol::Function => text.push_str(name),
                Symbol::Object(size) => {
                    let _ = write!(text, "{name} object {size}");
                }
            }
            text.push('\n');
        }
        text
    }

    /// Reads what [`render`](Self::render) wrote.
    pub fn parse(soname: &str, text: &str) -> Result<ExportList> {
        let mut list =
            ExportList { soname: soname.to_string(), source: String::new(), versions: Vec::new(), symbols: BTreeMap::new(), symbol_versions: BTreeMap::new() };
        for line in text.lines().filter(|l| !l.starts_with('#') && !l.is_empty()) {
            match line.split(' ').collect::<Vec<_>>()[..] {
                ["version", version] => list.versions.push(version.to_string()),
                [name] => {
                    list.symbols.insert(name.to_string(), Symbol::Function);
                }
                [name, "object", size] => {
                    list.symbols.insert(name.to_string(), Symbol::Object(size.parse()?));
                }
                _ => return Err(format!("{soname}: unexpected line {line:?}").into()),
            }
        }
        if let [node] = &list.versions[..] {
            let version = SymbolVersion { node: node.clone(), default: true };
            list.symbol_versions = list.symbols.keys().map(|name| (name.clone(), vec![version.clone()])).collect();
        }
        Ok(list)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recorded_listing_round_trips() {
        let listing = "T cuArray3DCreate 00000000000000a0\n\
                       B cudbgApiClientPid 0000000000000004\n\
                       A libcuda.so.1\n\
                       T _ZN3foo3barEv 0000000000000010\n";
        let list = ExportList::from_listing("libcuda.so.1", "test".into(), listing).unwrap();
        assert_eq!(list.symbols.len(), 2);
        assert_eq!(list.symbols["cudbgApiClientPid"], Symbol::Object(4));
        let mut text = list.render();
        text.insert_str(0, "version libcuda.so.1\n");
        let back = ExportList::parse("libcuda.so.1", &text).unwrap();
        assert_eq!(back.symbols, list.symbols);
        assert_eq!(back.versions, vec!["libcuda.so.1".to_string()]);
    }

    #[test]
    fn a_list_with_one_node_gives_every_symbol_that_version() {
        let text = "# heading\nversion libcublas.so.13\ncublasCreate_v2\ncublasSgemm_v2\n";
        let list = ExportList::parse("libcublas.so.13", text).unwrap();
        let version = SymbolVersion { node: "libcublas.so.13".into(), default: true };
        assert_eq!(list.symbol_versions["cublasSgemm_v2"], vec![version]);
        assert_eq!(list.one_version().unwrap(), Some("libcublas.so.13"));
        let unversioned = ExportList::parse("libcuda.so.1", "cuInit\n").unwrap();
        assert!(unversioned.symbol_versions.is_empty());
        assert_eq!(unversioned.one_version().unwrap(), None);
    }

    #[test]
    fn a_symbol_outside_the_one_node_is_an_error() {
        let mut list = ExportList::parse("libcublas.so.13", "version libcublas.so.13\ncublasSgemm_v2\n").unwrap();
        list.symbol_versions.insert("cublasSgemm_v2".into(), vec![SymbolVersion { node: "libcublas.so.13".into(), default: false }]);
        let error = list.one_version().unwrap_err().to_string();
        assert!(error.contains("cublasSgemm_v2"), "{error}");
        list.symbol_versions.clear();
        assert!(list.one_version().is_err(), "an unversioned symbol in a versioned library");
    }
}
