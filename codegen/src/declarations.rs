//! Reads every header pass of a library, for both CUDA majors.

use std::collections::BTreeMap;
use std::path::Path;

use crate::Result;
use crate::bindings::{self, Own};
use crate::clang::{self, CFunction};
use crate::library::{Library, MAJORS, Pass};
use crate::rocm::{self, RocmLibrary};
use crate::vendor::Vendor;

/// What a library's headers declare, over both majors and every pass.
pub struct Declarations {
    /// Every pass's bindgen output, newest major first, each major's main pass first.
    pub bindings: Vec<syn::File>,
    /// Every function, by name.
    pub functions: BTreeMap<String, Function>,
}

/// One declared function, taken from the newest major that declares it (the first pass
/// there that does), with the majors that declare it at all.
pub struct Function {
    pub c: CFunction,
    pub rust: syn::ForeignItemFn,
    pub major: u32,
    pub pass: usize,
    pub majors: Vec<u32>,
}

pub fn read(library: &Library, vendor: &Vendor) -> Result<Declarations> {
    let mut views = Vec::new();
    let mut functions: BTreeMap<String, Function> = BTreeMap::new();
    for &major in MAJORS {
        for (index, pass) in library.passes.iter().enumerate() {
            let source = wrapper(pass);
            let args = clang_args(pass, &vendor.include_dirs(major)?);
            let c = clang::functions(&source, &args).map_err(|e| format!("{} (CUDA {major}, pass {index}): {e}", library.name))?;
            let c: Vec<CFunction> = c.into_iter().filter(|f| Own(library.own_headers).matches(&f.header)).collect();
            let file =
                bindings::generate(&source, &args, Own(library.own_headers)).map_err(|e| format!("{} (CUDA {major}, pass {index}): {e}", library.name))?;
            let rust = foreign_functions(&file);
            check_same_functions(&format!("{} (CUDA {major}, pass {index})", library.name), &c, &rust)?;
            views.push((std::cmp::Reverse(major), index, file));
            for c in c {
                if c.variadic && !c.params.is_empty() {
                    return Err(format!("{} is variadic: Rust cannot define it", c.name).into());
                }
                let rust = rust[&c.name].clone();
                match functions.get_mut(&c.name) {
                    Some(known) => {
                        if !known.majors.contains(&major) {
                            known.majors.push(major);
                        }
                        if known.major < major {
                            *known = Function { c, rust, major, pass: index, majors: known.majors.clone() };
                        }
                    }
                    None => {
                        functions.insert(c.name.clone(), Function { c, rust, major, pass: index, majors: vec![major] });
                    }
                }
            }
        }
    }
    views.sort_by_key(|(major, pass, _)| (*major, *pass));
    Ok(Declarations { bindings: views.into_iter().map(|(_, _, file)| file).collect(), functions })
}

/// What a ROCm library's headers declare: its types and its C functions.
pub fn read_rocm(library: &RocmLibrary, vendor: &Vendor) -> Result<(syn::File, Vec<syn::ForeignItemFn>)> {
    let source: String = library.headers.iter().map(|h| format!("#include <{h}>\n")).collect();
    let mut args: Vec<String> = if library.cxx { vec!["-x".into(), "c++".into(), "-std=c++17".into()] } else { vec!["-x".into(), "c".into()] };
    args.extend(rocm::DEFINES.iter().map(|d| format!("-D{d}")));
    args.extend(rocm::include_dirs(vendor).iter().map(|dir| format!("-I{}", dir.display())));
    let own = Own(library.own);
    let c: Vec<CFunction> =
        clang::functions(&source, &args).map_err(|e| format!("{}: {e}", library.name))?.into_iter().filter(|f| own.matches(&f.header)).collect();
    let file = bindings::generate(&source, &args, own).map_err(|e| format!("{}: {e}", library.name))?;
    let rust = foreign_functions(&file);
    check_same_functions(library.name, &c, &rust)?;
    Ok((file, c.iter().map(|f| rust[&f.name].clone()).collect()))
}

/// The source a pass parses: its defines, then its headers.
pub fn wrapper(pass: &Pass) -> String {
    let mut source: String = pass.defines.iter().map(|d| format!("#define {d} 1\n")).collect();
    source.extend(pass.headers.iter().map(|h| format!("#include <{h}>\n")));
    source
}

/// The headers are parsed as C (every CUDA library's API is a C API), or as C++ for a pass
/// that reads the declarations only C++ sees.
pub fn clang_args(pass: &Pass, include_dirs: &[impl AsRef<Path>]) -> Vec<String> {
    let (language, standard) = if pass.cxx { ("c++", "-std=gnu++17") } else { ("c", "-std=gnu11") };
    let mut args = vec!["-x".to_string(), language.to_string(), standard.to_string()];
    args.extend(include_dirs.iter().map(|dir| format!("-I{}", dir.as_ref().display())));
    args
}

fn foreign_functions(file: &syn::File) -> BTreeMap<String, syn::ForeignItemFn> {
    let mut functions = BTreeMap::new();
    for item in &file.items {
        if let syn::Item::ForeignMod(block) = item {
            for item in &block.items {
                if let syn::ForeignItem::Fn(function) = item {
                    functions.insert(function.sig.ident.to_string(), function.clone());
                }
            }
        }
    }
    functions
}

/// libclang and bindgen must agree on what a pass declares; a difference means one of the
/// two filters (by header, by linkage) is wrong.
fn check_same_functions(what: &str, c: &[CFunction], rust: &BTreeMap<String, syn::ForeignItemFn>) -> Result<()> {
    let c_names: std::collections::BTreeSet<&str> = c.iter().map(|f| f.name.as_str()).collect();
    let rust_names: std::collections::BTreeSet<&str> = rust.keys().map(String::as_str).collect();
    if c_names == rust_names {
        return Ok(());
    }
    let only_c: Vec<_> = c_names.difference(&rust_names).collect();
    let only_rust: Vec<_> = rust_names.difference(&c_names).collect();
    Err(format!("{what}: libclang and bindgen disagree; only libclang: {only_c:?}; only bindgen: {only_rust:?}").into())
}
