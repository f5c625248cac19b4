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

    /// Every version node the real libraries define, sorted.
    pub fn versions(&self) -> Vec<String> {
        let mut versions: Vec<String> = self.nvidia.iter().flat_map(|(_, list)| list.versions.iter().cloned()).collect();
        versions.sort();
        versions.dedup();
        versions
    }
}
