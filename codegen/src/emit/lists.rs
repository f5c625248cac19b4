//! `generated/functions.tsv`, from the surface.

use crate::functions::{self, Row, RowKind};
use crate::surface::{Kind, Surface};

pub fn functions(surface: &Surface) -> String {
    let rows: Vec<Row> = surface
        .exports
        .iter()
        .map(|(name, export)| {
            let (kind, declared) = match &export.kind {
                Kind::Declared(function) => (RowKind::Function, function.majors.clone()),
                Kind::Undeclared => (RowKind::Undeclared, Vec::new()),
                Kind::Object(_) => (RowKind::Object, Vec::new()),
            };
            let nvidia = export
                .nvidia
                .iter()
                .map(|&i| {
                    let (origin, list) = &surface.nvidia[i];
                    format!("{origin}/{}", list.soname)
                })
                .collect();
            Row { name: name.clone(), kind, declared, nvidia }
        })
        .collect();
    functions::render(surface.library.soname, &rows)
}
