//! One types module per library, from every view of both majors' headers.
//!
//! rocuda's library answers to CUDA 12 and CUDA 13 programs alike, so it has one set of types:
//! those of CUDA 13's main view, plus every item only another view has (CUDA 12's headers, or
//! a pass's defines: `CUdeviceptr_v1` exists only in `cuda.h`'s legacy view), and every enum
//! value any view defines (a CUDA 12 program may pass a value CUDA 13 dropped; NVIDIA's library
//! accepts it). Where two views define a struct differently (CUDA 13 grew a few, into what were
//! reserved bytes), CUDA 13's layout is the one rocuda implements.

use std::collections::{BTreeMap, BTreeSet};

use quote::format_ident;

use crate::Result;

/// The merged items, and what codegen needs to know about them.
pub struct Types {
    pub items: Vec<syn::Item>,
    /// Enum newtypes by Rust name.
    pub enums: BTreeMap<String, Enum>,
    /// Struct and union names (enum newtypes excluded).
    pub records: BTreeSet<String>,
    /// `type A = B;` and `use self::B as A;`, by alias.
    pub aliases: BTreeMap<String, syn::Type>,
    /// Names `rocuda-cuda-types` defines and this module re-exports: their trait impls live
    /// there.
    pub shared: BTreeSet<String>,
}

pub struct Enum {
    /// The name C code uses: the typedef, where there is one.
    pub c_name: String,
    /// Values in the order the headers give them, each with its first name.
    pub values: Vec<(i64, String)>,
    pub signed: bool,
}

impl Types {
    /// `main` is the newest major's main view; `others` are the other views, in the order
    /// they take precedence.
    pub fn merge(main: &syn::File, others: &[&syn::File]) -> Result<Types> {
        let mut items: Vec<syn::Item> = main.items.iter().filter(|i| !matches!(i, syn::Item::ForeignMod(_))).cloned().collect();
        let mut names: BTreeSet<(u8, String)> = items.iter().filter_map(item_key).collect();
        for file in others {
            let mut added_types = BTreeSet::new();
            let mut extra_values = Vec::new();
            for item in &file.items {
                match item {
                    syn::Item::ForeignMod(_) => {}
                    syn::Item::Impl(block) => {
                        let Some(self_name) = path_name(&block.self_ty) else { continue };
                        if added_types.contains(&self_name) {
                            items.push(item.clone());
                        } else if block.trait_.is_none() {
                            extra_values.push((self_name, block));
                        }
                    }
                    _ => {
                        if let Some(key) = item_key(item)
                            && names.insert(key.clone())
                        {
                            added_types.insert(key.1);
                            items.push(item.clone());
                        }
                    }
                }
            }
            let known = enum_values(&items);
            for (self_name, block) in extra_values {
                let known = known.get(&self_name);
                let consts: Vec<&syn::ImplItem> =
                    block.items.iter().filter(|i| matches!(i, syn::ImplItem::Const(c) if known.is_none_or(|k| !k.iter().any(|(_, n)| c.ident == n)))).collect();
                if !consts.is_empty() {
                    let ty = format_ident!("{self_name}");
                    items.push(syn::parse_quote! {
                        impl #ty { #(#consts)* }
                    });
                }
            }
        }
        let aliases = aliases(&items);
        let values = enum_values(&items);
        let mut enums = BTreeMap::new();
        let mut records = BTreeSet::new();
        for item in &items {
            match item {
                syn::Item::Struct(s) if is_newtype_enum(s) => {
                    let name = s.ident.to_string();
                    let c_name =
                        aliases.iter().find(|(_, target)| path_name(target).as_deref() == Some(name.as_str())).map_or(name.clone(), |(alias, _)| alias.clone());
                    let signed = matches!(&s.fields, syn::Fields::Unnamed(f) if quote::quote!(#f).to_string().contains("c_int"));
                    let mut seen = BTreeSet::new();
                    let values = values.get(&name).cloned().unwrap_or_default().into_iter().filter(|(v, _)| seen.insert(*v)).collect();
                    enums.insert(name, Enum { c_name, values, signed });
                }
                syn::Item::Struct(s) => {
                    records.insert(s.ident.to_string());
                }
                syn::Item::Union(u) => {
                    records.insert(u.ident.to_string());
                }
                _ => {}
            }
        }
        Ok(Types { items, enums, records, aliases, shared: BTreeSet::new() })
    }

    /// Follows aliases from a single-name type path to what it finally names.
    pub fn resolve<'a>(&'a self, ty: &'a syn::Type) -> &'a syn::Type {
        let mut ty = ty;
        for _ in 0..32 {
            match path_name(ty).and_then(|name| self.aliases.get(&name)) {
                Some(target) => ty = target,
                None => break,
            }
        }
        ty
    }

    /// The struct or union a by-value type names, if it names one.
    pub fn record(&self, ty: &syn::Type) -> Option<String> {
        path_name(self.resolve(ty)).filter(|name| self.records.contains(name))
    }

    /// A type's name and every alias that resolves to it (`cublasStatus` and `cublasStatus_t`).
    pub fn names_of(&self, ty: &syn::Type) -> BTreeSet<String> {
        let target = path_name(self.resolve(ty));
        let mut names: BTreeSet<String> =
            self.aliases.iter().filter(|(_, aliased)| path_name(self.resolve(aliased)) == target).map(|(alias, _)| alias.clone()).collect();
        names.extend(target);
        names
    }

    /// The enum newtype a type names, if it names one.
    pub fn enum_name(&self, ty: &syn::Type) -> Option<String> {
        path_name(self.resolve(ty)).filter(|name| self.enums.contains_key(name))
    }
}

/// The names of every type and value item of `items`.
pub fn item_names(items: &[syn::Item]) -> BTreeSet<String> {
    items.iter().filter_map(item_key).map(|(_, name)| name).collect()
}

/// Leaves out of `file` every item that `krate`'s types module also defines (`defined`): its
/// inherent impls and bindgen's layout tests that name it go with it, and one `pub use
/// ::krate::{..}` brings the names back from that crate.
pub fn reuse(file: &mut syn::File, krate: &str, defined: &BTreeSet<String>) {
    let mut reused = BTreeSet::new();
    file.items.retain(|item| {
        let name = match item {
            syn::Item::Impl(block) if block.trait_.is_none() => path_name(&block.self_ty),
            syn::Item::Const(c) if c.ident == "_" => return !names_any(&quote::quote!(#c), defined),
            _ => item_key(item).map(|(_, name)| name),
        };
        match name {
            Some(name) if defined.contains(&name) => {
                reused.insert(name);
                false
            }
            _ => true,
        }
    });
    if !reused.is_empty() {
        let krate = format_ident!("{}", krate.replace('-', "_"));
        let names = reused.iter().map(|name| format_ident!("{name}"));
        file.items.insert(0, syn::parse_quote!(pub use ::#krate::{#(#names),*};));
    }
}

/// Whether `tokens` name any of `names`.
fn names_any(tokens: &proc_macro2::TokenStream, names: &BTreeSet<String>) -> bool {
    tokens.clone().into_iter().any(|tree| match tree {
        proc_macro2::TokenTree::Ident(ident) => names.contains(&ident.to_string()),
        proc_macro2::TokenTree::Group(group) => names_any(&group.stream(), names),
        _ => false,
    })
}

/// The single identifier a type path is, if it is one (`CUresult`, not `::core::ffi::c_int`).
pub fn path_name(ty: &syn::Type) -> Option<String> {
    match ty {
        syn::Type::Path(p) if p.qself.is_none() && p.path.leading_colon.is_none() && p.path.segments.len() == 1 => {
            let segment = &p.path.segments[0];
            segment.arguments.is_none().then(|| segment.ident.to_string())
        }
        _ => None,
    }
}

/// Identity of a named item, by namespace: types (0) and values (1) may share a name.
pub(crate) fn item_key(item: &syn::Item) -> Option<(u8, String)> {
    match item {
        syn::Item::Struct(s) => Some((0, s.ident.to_string())),
        syn::Item::Union(u) => Some((0, u.ident.to_string())),
        syn::Item::Type(t) => Some((0, t.ident.to_string())),
        syn::Item::Enum(e) => Some((0, e.ident.to_string())),
        syn::Item::Use(u) => use_alias(u).map(|(alias, _)| (0, alias)),
        syn::Item::Const(c) if c.ident != "_" => Some((1, c.ident.to_string())),
        syn::Item::Static(s) => Some((1, s.ident.to_string())),
        _ => None,
    }
}

/// bindgen's shape of a C enum: `#[repr(transparent)] pub struct E(pub c_uint);`.
fn is_newtype_enum(s: &syn::ItemStruct) -> bool {
    let transparent = s.attrs.iter().any(|a| a.path().is_ident("repr") && quote::quote!(#a).to_string().contains("transparent"));
    transparent && matches!(&s.fields, syn::Fields::Unnamed(f) if f.unnamed.len() == 1)
}

/// `use self::X as Y;` as (Y, X).
fn use_alias(item: &syn::ItemUse) -> Option<(String, syn::Type)> {
    let syn::UseTree::Path(path) = &item.tree else { return None };
    if path.ident != "self" {
        return None;
    }
    let syn::UseTree::Rename(rename) = path.tree.as_ref() else { return None };
    let target = &rename.ident;
    Some((rename.rename.to_string(), syn::parse_quote!(#target)))
}

fn aliases(items: &[syn::Item]) -> BTreeMap<String, syn::Type> {
    let mut aliases = BTreeMap::new();
    for item in items {
        match item {
            syn::Item::Type(t) => {
                aliases.insert(t.ident.to_string(), (*t.ty).clone());
            }
            syn::Item::Use(u) => {
                if let Some((alias, target)) = use_alias(u) {
                    aliases.insert(alias, target);
                }
            }
            _ => {}
        }
    }
    aliases
}

/// The constants of each enum newtype: `impl E { pub const A: E = E(1); }`.
fn enum_values(items: &[syn::Item]) -> BTreeMap<String, Vec<(i64, String)>> {
    let mut values: BTreeMap<String, Vec<(i64, String)>> = BTreeMap::new();
    for item in items {
        let syn::Item::Impl(block) = item else { continue };
        if block.trait_.is_some() {
            continue;
        }
        let Some(name) = path_name(&block.self_ty) else { continue };
        for item in &block.items {
            if let syn::ImplItem::Const(c) = item
                && let Some(value) = newtype_value(&c.expr)
            {
                values.entry(name.clone()).or_default().push((value, c.ident.to_string()));
            }
        }
    }
    values
}

/// The integer inside `E(1)` or `E(-1)`.
fn newtype_value(expr: &syn::Expr) -> Option<i64> {
    let syn::Expr::Call(call) = expr else { return None };
    let [arg] = call.args.iter().collect::<Vec<_>>()[..] else { return None };
    match arg {
        syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(i), .. }) => i.base10_parse().ok(),
        syn::Expr::Unary(syn::ExprUnary { op: syn::UnOp::Neg(_), expr, .. }) => match expr.as_ref() {
            syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Int(i), .. }) => i.base10_parse::<i64>().ok().map(|v| -v),
            _ => None,
        },
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn merge_keeps_older_items_and_values() {
        let newest: syn::File = syn::parse_quote! {
            impl status_t { pub const OK: status_t = status_t(0); pub const NEW: status_t = status_t(5); }
            #[repr(transparent)] pub struct status_t(pub ::core::ffi::c_uint);
            pub use self::status_t as Status;
            #[repr(C)] pub struct dim3 { pub x: u32 }
            pub type Dim = dim3;
            unsafe extern "C" { pub fn f(d: Dim) -> Status; }
        };
        let older: syn::File = syn::parse_quote! {
            impl status_t { pub const OK: status_t = status_t(0); pub const OLD: status_t = status_t(3); }
            #[repr(transparent)] pub struct status_t(pub ::core::ffi::c_uint);
            pub const ONLY_OLD: u32 = 1;
        };
        let types = Types::merge(&newest, &[&older]).unwrap();
        let status = &types.enums["status_t"];
        assert_eq!(status.c_name, "Status");
        assert_eq!(status.values, vec![(0, "OK".to_string()), (5, "NEW".to_string()), (3, "OLD".to_string())]);
        assert!(!status.signed);
        assert_eq!(types.record(&syn::parse_quote!(Dim)).as_deref(), Some("dim3"));
        assert_eq!(types.enum_name(&syn::parse_quote!(Status)).as_deref(), Some("status_t"));
        assert!(types.items.iter().any(|i| matches!(i, syn::Item::Const(c) if c.ident == "ONLY_OLD")));
        assert!(!types.items.iter().any(|i| matches!(i, syn::Item::ForeignMod(_))));
    }

    #[test]
    fn reuse_replaces_another_crates_items_by_a_re_export() {
        let mut file: syn::File = syn::parse_quote! {
            impl status_t { pub const OK: status_t = status_t(0); }
            #[repr(transparent)] pub struct status_t(pub ::core::ffi::c_uint);
            const _: () = { ["Size of status_t"][::core::mem::size_of::<status_t>() - 4usize]; };
            pub type own_t = status_t;
        };
        let defined: BTreeSet<String> = ["status_t".to_string(), "other_t".to_string()].into();
        reuse(&mut file, "base-sys", &defined);
        let expected: syn::File = syn::parse_quote! {
            pub use ::base_sys::{status_t};
            pub type own_t = status_t;
        };
        assert_eq!(quote::quote!(#file).to_string(), quote::quote!(#expected).to_string());
    }
}
