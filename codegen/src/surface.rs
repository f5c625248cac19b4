//! A library's export surface: every symbol rocuda's library exports.
//!
//! It is the union of what the headers of both majors declare and what any real NVIDIA
//! binary of the library exports. A declared function is exported with its signature; a
//! symbol NVIDIA exports but no header declares (internal entry points) is exported with no
//! parameters, returning NOT_SUPPORTED; a variable is exported as a zeroed object of the
//! same size.

use std::collections::BTreeMap;

use crate::Result;
use crate::declarations::{Declarations, Function};
use crate::implemented::Implemented;
use crate::library::Library;
use crate::nvidia::{ExportList, Symbol};

pub struct Surface {
    pub library: &'static Library,
    pub exports: BTreeMap<String, Export>,
    pub nvidia: Vec<(String, ExportList)>,
}

pub struct Export {
    pub kind: Kind,
    /// Indices into [`Surface::nvidia`] of the lists that have it.
    pub nvidia: Vec<usize>,
}

/// The versions rocuda's library defines one symbol in.
#[derive(Debug, PartialEq)]
pub struct Versions {
    /// `name@@default`: what a program linking against rocuda's file binds.
    pub default: String,
    /// `name@hidden`: bound only by references that name the version, such as those a
    /// program linked against NVIDIA's library of the other major recorded.
    pub hidden: Vec<String>,
}

pub enum Kind {
    Declared(Box<Function>),
    Undeclared,
    Object(u64),
}

impl Surface {
    /// `nvidia` holds each real library's list with its origin (`cuda13`, `driver580`).
    pub fn new(library: &'static Library, declarations: Declarations, nvidia: Vec<(String, ExportList)>) -> Surface {
        let mut exports: BTreeMap<String, Export> = declarations
            .functions
            .into_iter()
            .map(|(name, function)| (name, Export { kind: Kind::Declared(Box::new(function)), nvidia: Vec::new() }))
            .collect();
        for (index, (_, list)) in nvidia.iter().enumerate() {
            for (name, symbol) in &list.symbols {
                let export = exports.entry(name.clone()).or_insert_with(|| Export {
                    kind: match symbol {
                        Symbol::Function => Kind::Undeclared,
                        Symbol::Object(_) => Kind::Object(0),
                    },
                    nvidia: Vec::new(),
                });
                if let (Kind::Object(size), Symbol::Object(real)) = (&mut export.kind, symbol) {
                    *size = (*size).max(*real);
                }
                export.nvidia.push(index);
            }
        }
        Surface { library, exports, nvidia }
    }

    /// Checks the implemented list against the surface: each entry must name a declared
    /// function (an undeclared one has no signature to implement).
    pub fn check(&self, implemented: &Implemented) -> Result<()> {
        for name in implemented.functions.keys() {
            match self.exports.get(name).map(|e| &e.kind) {
                Some(Kind::Declared(_)) => {}
                Some(_) => return Err(format!("{}/implemented.toml: {name} has no declaration in any header", self.library.dir).into()),
                None => return Err(format!("{}/implemented.toml: {name} is not a {} export", self.library.dir, self.library.name).into()),
            }
        }
        Ok(())
    }

    /// Each export NVIDIA's libraries define in a version node, with the versions rocuda's
    /// library defines it in: every node any of NVIDIA's gives it, because GNU ld and the
    /// loader both bind a versioned reference only to a definition in the node it names
    /// (or, the loader alone, to an unversioned one), and one rocuda file answers to the
    /// sonames of both majors. The default is the node of NVIDIA's library of the file's own
    /// soname (`libcublas.so.13`), so that a program linked against rocuda's file records
    /// what one linked against NVIDIA's would; a symbol that library lacks has one node.
    pub fn symbol_versions(&self) -> Result<BTreeMap<&str, Versions>> {
        let mut versions = BTreeMap::new();
        for (name, export) in &self.exports {
            let mut nodes: Vec<(&str, bool)> = Vec::new();
            for &index in &export.nvidia {
                let list = &self.nvidia[index].1;
                for version in list.symbol_versions.get(name).into_iter().flatten() {
                    if !nodes.iter().any(|(node, _)| *node == version.node) {
                        nodes.push((&version.node, list.soname == self.library.soname));
                    }
                }
            }
            let default = match (nodes.iter().find(|(_, own)| *own), &nodes[..]) {
                (_, []) => continue,
                (Some((node, _)), _) | (None, [(node, _)]) => node.to_string(),
                (None, _) => {
                    return Err(format!("{name}: NVIDIA's libraries define it in {nodes:?}, none of them {}'s", self.library.soname).into());
                }
            };
            let hidden: Vec<String> = nodes.iter().map(|(node, _)| node.to_string()).filter(|node| *node != default).collect();
            if matches!(export.kind, Kind::Object(_)) && !hidden.is_empty() {
                // An alias carries no size, and a program's copy relocation copies that size.
                return Err(format!("{name}: an object NVIDIA's libraries define in several versions ({nodes:?})").into());
            }
            versions.insert(name.as_str(), Versions { default, hidden });
        }
        Ok(versions)
    }

    /// Every version node the real libraries define, sorted.
    pub fn versions(&self) -> Vec<String> {
        let mut versions: Vec<String> = self.nvidia.iter().flat_map(|(_, list)| list.versions.iter().cloned()).collect();
        versions.sort();
        versions.dedup();
        versions
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nvidia::SymbolVersion;

    /// NVIDIA's list for `soname`: each symbol in the node named after it.
    fn list(soname: &str, symbols: &[(&str, Symbol)]) -> ExportList {
        let version = SymbolVersion { node: soname.to_string(), default: true };
        ExportList {
            soname: soname.to_string(),
            source: "test".to_string(),
            versions: vec![soname.to_string()],
            symbols: symbols.iter().map(|(name, symbol)| (name.to_string(), *symbol)).collect(),
            symbol_versions: symbols.iter().map(|(name, _)| (name.to_string(), vec![version.clone()])).collect(),
        }
    }

    fn surface(lists: Vec<ExportList>) -> Surface {
        let library = Library::by_name("cublas").expect("cuBLAS is a library");
        let declarations = Declarations { bindings: Vec::new(), functions: BTreeMap::new() };
        Surface::new(library, declarations, lists.into_iter().enumerate().map(|(i, list)| (format!("cuda{}", 12 + i), list)).collect())
    }

    #[test]
    fn the_files_own_soname_gives_the_default_version() {
        let surface = surface(vec![
            list("libcublas.so.12", &[("cublasSgemm_v2", Symbol::Function), ("cublasOld", Symbol::Function)]),
            list("libcublas.so.13", &[("cublasSgemm_v2", Symbol::Function), ("cublasNew", Symbol::Function)]),
        ]);
        let versions = surface.symbol_versions().unwrap();
        let both = Versions { default: "libcublas.so.13".into(), hidden: vec!["libcublas.so.12".into()] };
        assert_eq!(versions["cublasSgemm_v2"], both);
        assert_eq!(versions["cublasOld"], Versions { default: "libcublas.so.12".into(), hidden: Vec::new() });
        assert_eq!(versions["cublasNew"], Versions { default: "libcublas.so.13".into(), hidden: Vec::new() });
    }

    #[test]
    fn an_object_in_two_versions_is_an_error() {
        let object = [("cublasTable", Symbol::Object(8))];
        let surface = surface(vec![list("libcublas.so.12", &object), list("libcublas.so.13", &object)]);
        assert!(surface.symbol_versions().is_err());
    }
}
