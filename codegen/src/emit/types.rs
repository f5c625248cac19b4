//! `src/generated/types.rs`: the library's C types, and the trait impls the export machinery
//! needs on them.

use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

use crate::Result;
use crate::surface::{Kind, Surface};
use crate::types::Types;

pub fn render(surface: &Surface, types: &Types, inputs: &str) -> Result<String> {
    let library = surface.library;
    let mut items = types.items.clone();
    items.extend(enum_impls(types)?);
    for record in by_value_records(surface, types).difference(&types.shared) {
        items.push(arg_impl(record)?);
    }
    items.push(status_impl(surface, types)?);
    let file = syn::File { shebang: None, attrs: Vec::new(), items };
    Ok(format!(
        "{}\n#![allow(non_camel_case_types, non_snake_case, non_upper_case_globals, dead_code, unsafe_op_in_unsafe_fn, clippy::all)]\n\n{}",
        super::rust_header(&format!("The C types of {}'s API.", library.name), inputs),
        prettyplease::unparse(&file)
    ))
}

/// `impl CEnum` for every enum: its C name, its values and their names.
pub fn enum_impls(types: &Types) -> Result<Vec<syn::Item>> {
    let mut items = Vec::new();
    for (name, e) in types.enums.iter().filter(|(name, _)| !types.shared.contains(*name)) {
        let ty = format_ident!("{name}");
        let c_name = &e.c_name;
        let literal = |value: i64| {
            let literal = Literal::i64_unsuffixed(value.abs());
            if value < 0 { quote!(-#literal) } else { quote!(#literal) }
        };
        let arms = e.values.iter().map(|(value, variant)| {
            let pattern = literal(*value);
            quote!(#pattern => ::core::option::Option::Some(#variant),)
        });
        let values = e.values.iter().map(|(value, _)| {
            let value = literal(*value);
            quote!(#ty(#value))
        });
        items.push(syn::parse2(quote! {
            impl ::rocuda_core::CEnum for #ty {
                const C_NAME: &'static str = #c_name;
                const VALUES: &'static [Self] = &[#(#values),*];
                fn value(self) -> i64 {
                    self.0 as i64
                }
                fn name(self) -> ::core::option::Option<&'static str> {
                    #[allow(unreachable_patterns)]
                    match self.0 {
                        #(#arms)*
                        _ => ::core::option::Option::None,
                    }
                }
            }
        })?);
    }
    Ok(items)
}

/// `impl Arg` for a record passed by value: any bytes are a valid struct.
pub fn arg_impl(record: &str) -> Result<syn::Item> {
    let ty = format_ident!("{record}");
    Ok(syn::parse2(quote! {
        impl ::rocuda_core::convert::Arg for #ty {
            fn check(self) -> ::core::result::Result<(), ::rocuda_core::Invalid> {
                ::core::result::Result::Ok(())
            }
        }
    })?)
}

/// Structs and unions some exported function takes by value: the generated wrapper passes
/// them through [`Arg`](rocuda_core::convert::Arg).
pub fn by_value_records(surface: &Surface, types: &Types) -> std::collections::BTreeSet<String> {
    let mut records = std::collections::BTreeSet::new();
    for export in surface.exports.values() {
        if let Kind::Declared(function) = &export.kind {
            for input in &function.rust.sig.inputs {
                if let syn::FnArg::Typed(arg) = input
                    && let Some(record) = types.record(&arg.ty)
                {
                    records.insert(record);
                }
            }
        }
    }
    records
}

/// `impl Status` for the library's status enum, from the statuses the library table names.
fn status_impl(surface: &Surface, types: &Types) -> Result<syn::Item> {
    let library = surface.library;
    let status: syn::Type = syn::parse_str(library.status)?;
    let enum_name = types.enum_name(&status).ok_or_else(|| format!("{}: status type {} is not an enum", library.name, library.status))?;
    let values = &types.enums[&enum_name].values;
    let name = library.name;
    let constant = |variant: &str| -> Result<TokenStream> {
        if !values.iter().any(|(_, v)| v == variant) {
            return Err(format!("{}: {} has no value {variant}", library.name, library.status).into());
        }
        let ident = format_ident!("{variant}");
        Ok(quote!(Self::#ident))
    };
    let statuses = &library.statuses;
    let (success, not_supported, invalid_value, internal_error, rocm_unavailable, invalid_handle) = (
        constant(statuses.success)?,
        constant(statuses.not_supported)?,
        constant(statuses.invalid_value)?,
        constant(statuses.internal_error)?,
        constant(statuses.rocm_unavailable)?,
        constant(statuses.invalid_handle)?,
    );
    Ok(syn::parse2(quote! {
        impl ::rocuda_core::Status for #status {
            const LIBRARY: &'static str = #name;
            const SUCCESS: Self = #success;
            const NOT_SUPPORTED: Self = #not_supported;
            const INVALID_VALUE: Self = #invalid_value;
            const INTERNAL_ERROR: Self = #internal_error;
            const ROCM_UNAVAILABLE: Self = #rocm_unavailable;
            const INVALID_HANDLE: Self = #invalid_handle;
        }
    })?)
}
