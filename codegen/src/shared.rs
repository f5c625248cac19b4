//! The types several libraries' headers define alike, found once and written once
//! (`rocuda-cuda-types`), and each library's types module re-exporting them.

use std::collections::{BTreeMap, BTreeSet};

use quote::format_ident;

use crate::types::{Types, item_key, path_name};

/// The items every library that defines them defines alike, in at least two libraries:
/// CUDA's `library_types.h` (`cudaDataType`, `libraryPropertyType`), `cuComplex.h`'s vector
/// types, the stream handle. `rocuda-cuda-types` defines them once; each library's types module
/// re-exports them (`Types::share`), so one `cudaDataType` crosses every crate and one
/// conversion serves them all.
pub struct Shared {
    /// The items, in the order the first library that has them gives them.
    pub items: Vec<syn::Item>,
    /// The names they define, types and values alike.
    pub names: BTreeSet<String>,
}

impl Shared {
    /// `own` names what must stay each library's own type even where its headers agree: its
    /// status type, on which the library implements `rocuda_core::Status` with its own name.
    pub fn find(libraries: &[&Types], own: &BTreeSet<String>) -> Shared {
        let groups: Vec<BTreeMap<String, Vec<syn::Item>>> = libraries.iter().map(|types| owned_items(&types.items)).collect();
        let text = |items: &[syn::Item]| items.iter().map(|item| quote::quote!(#item).to_string()).collect::<Vec<_>>().join("\n");
        let mut names: BTreeSet<String> = BTreeSet::new();
        for (name, items) in groups.iter().flat_map(|g| g.iter()) {
            let definitions: Vec<String> = groups.iter().filter_map(|g| g.get(name)).map(|items| text(items)).collect();
            if definitions.len() >= 2 && definitions.iter().all(|d| *d == definitions[0]) && !items.is_empty() && !own.contains(name) {
                names.insert(name.clone());
            }
        }
        // An item stays shared only if every name of the library's own it mentions is shared too.
        loop {
            let before = names.len();
            let snapshot = names.clone();
            names.retain(|name| {
                groups.iter().filter_map(|g| g.get(name).map(|items| (g, items))).all(|(group, items)| {
                    items.iter().all(|item| mentioned(&quote::quote!(#item)).iter().all(|m| m == name || snapshot.contains(m) || !group.contains_key(m)))
                })
            });
            if names.len() == before {
                break;
            }
        }
        let mut items = Vec::new();
        let mut placed = BTreeSet::new();
        for types in libraries {
            for item in &types.items {
                if let Some(owner) = owner(item)
                    && names.contains(&owner)
                    && !placed.contains(&owner)
                {
                    items.push(item.clone());
                }
            }
            placed.extend(names.iter().filter(|n| owned_items(&types.items).contains_key(*n)).cloned());
        }
        Shared { items, names }
    }
}

impl Types {
    /// Replaces the items `shared` defines with one `pub use ::rocuda_cuda_types::{..}` of them.
    /// The maps keep describing every name the module answers to.
    pub fn share(&mut self, shared: &Shared) {
        let mut reused = BTreeSet::new();
        self.items.retain(|item| match owner(item) {
            Some(name) if shared.names.contains(&name) => {
                reused.insert(name);
                false
            }
            _ => true,
        });
        if !reused.is_empty() {
            let names = reused.iter().map(|name| format_ident!("{name}"));
            self.items.insert(0, syn::parse_quote!(pub use ::rocuda_cuda_types::{#(#names),*};));
        }
        self.shared = reused;
    }
}

/// Every item grouped under the name it belongs to (see [`owner`]).
fn owned_items(items: &[syn::Item]) -> BTreeMap<String, Vec<syn::Item>> {
    let mut owned: BTreeMap<String, Vec<syn::Item>> = BTreeMap::new();
    for item in items {
        if let Some(name) = owner(item) {
            owned.entry(name).or_default().push(item.clone());
        }
    }
    owned
}

/// The name an item belongs to: its own, an impl's type, or the record a layout test
/// (`const _: () = { ["Size of X"][size_of::<X>() - 8]; .. }`) measures.
fn owner(item: &syn::Item) -> Option<String> {
    match item {
        syn::Item::Impl(block) => path_name(&block.self_ty),
        syn::Item::Const(c) if c.ident == "_" => {
            let text = quote::quote!(#c).to_string();
            let start = text.find("size_of :: < ")? + "size_of :: < ".len();
            let end = text[start..].find(' ')?;
            Some(text[start..start + end].to_string())
        }
        _ => item_key(item).map(|(_, name)| name),
    }
}

/// Every identifier in `tokens`.
fn mentioned(tokens: &proc_macro2::TokenStream) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for tree in tokens.clone() {
        match tree {
            proc_macro2::TokenTree::Ident(ident) => {
                names.insert(ident.to_string());
            }
            proc_macro2::TokenTree::Group(group) => names.extend(mentioned(&group.stream())),
            _ => {}
        }
    }
    names
}
