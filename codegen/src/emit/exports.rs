//! `src/generated/exports.rs`: one `extern "C"` function per exported symbol.
//!
//! Why the wrappers' unsafe blocks are sound (the generated file carries no SAFETY comments;
//! the crates exempt it from the lint where they declare it):
//! - an implemented function's body is called with the C caller's arguments, each converted
//!   by `rocuda_core::export::arg` first, which refuses null for a reference and any value an
//!   enum does not define: the body's own `# Safety` contract is the C function's, which the
//!   caller holds;
//! - a value-returning function that panics returns `mem::zeroed()` of its C return type:
//!   every C return type (integers, pointers, plain structs) is valid as all-zero bits.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::Result;
use crate::declarations::Function;
use crate::implemented::{Entry, Implemented};
use crate::surface::{Kind, Surface};
use crate::types::Types;

/// What a function returns, which decides how the wrapper reports failure.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Returns {
    /// The library's status type.
    Status,
    Nothing,
    /// `const char *`.
    Text,
    /// Any other plain C value; zero is the fallback.
    Value,
}

pub fn returns(function: &Function, types: &Types, status: &syn::Type) -> Returns {
    match &function.rust.sig.output {
        syn::ReturnType::Default => Returns::Nothing,
        syn::ReturnType::Type(_, ty) => {
            if types.enum_name(ty).is_some() && types.enum_name(ty) == types.enum_name(status) {
                Returns::Status
            } else if quote!(#ty).to_string() == quote!(*const ::core::ffi::c_char).to_string() {
                Returns::Text
            } else {
                Returns::Value
            }
        }
    }
}

pub fn render(surface: &Surface, types: &Types, implemented: &Implemented, inputs: &str) -> Result<String> {
    let library = surface.library;
    let status: syn::Type = syn::parse_str(library.status)?;
    let mut items: Vec<syn::Item> = vec![
        syn::parse_quote!(
            use super::types::*;
        ),
        syn::parse_quote!(
            use ::rocuda_core::export;
        ),
    ];
    for (name, export) in &surface.exports {
        let ident = format_ident!("{name}");
        let item: TokenStream = match &export.kind {
            Kind::Declared(function) => {
                let sig = &function.rust.sig;
                let inputs = &sig.inputs;
                let output = &sig.output;
                let returns = returns(function, types, &status);
                let body = match implemented.functions.get(name) {
                    Some(entry) => implemented_body(name, function, entry, &status, returns)?,
                    None => unsupported_body(name, &status, returns),
                };
                quote! {
                    #[unsafe(no_mangle)]
                    pub unsafe extern "C" fn #ident(#inputs) #output {
                        #body
                    }
                }
            }
            Kind::Undeclared => quote! {
                /// Exported by NVIDIA's library, declared in none of its headers.
                #[unsafe(no_mangle)]
                pub unsafe extern "C" fn #ident() -> #status {
                    export::unsupported::<#status>(#name)
                }
            },
            Kind::Object(size) => {
                let (ty, zero) = match size {
                    4 => (quote!(u32), quote!(0)),
                    8 => (quote!(u64), quote!(0)),
                    n => {
                        let n = *n as usize;
                        (quote!([u8; #n]), quote!([0; #n]))
                    }
                };
                quote! {
                    /// A variable NVIDIA's library exports.
                    #[unsafe(no_mangle)]
                    pub static #ident: ::rocuda_core::object::ExportedObject<#ty> = ::rocuda_core::object::ExportedObject::new(#zero);
                }
            }
        };
        items.push(syn::parse2(item)?);
    }
    let file = syn::File { shebang: None, attrs: Vec::new(), items };
    Ok(format!(
        "{}//!\n//! Implemented functions call the body named in `implemented.toml`; every other one\n\
         //! returns {} and is logged once.\n\
         \n#![allow(non_snake_case, unused_variables, unused_unsafe, clippy::all)]\n\n{}",
        super::rust_header(&format!("Every symbol rocuda's {} exports.", library.soname), inputs),
        library.statuses.not_supported,
        prettyplease::unparse(&file)
    ))
}

fn unsupported_body(name: &str, status: &syn::Type, returns: Returns) -> TokenStream {
    match returns {
        Returns::Status => quote!(export::unsupported(#name)),
        Returns::Nothing => quote!(export::unsupported_void::<#status>(#name)),
        Returns::Text => quote!(export::unsupported_text::<#status>(#name)),
        // SAFETY (in the generated code): every C return type is valid as all-zero bits.
        Returns::Value => quote!(unsafe { export::unsupported_zero::<#status, _>(#name) }),
    }
}

/// A status function converts each argument through `FromCuda` first; any other function
/// gets its arguments as they are.
fn implemented_body(name: &str, function: &Function, entry: &Entry, status: &syn::Type, returns: Returns) -> Result<TokenStream> {
    let body = entry.body.as_deref().unwrap_or(name);
    let path: syn::Path = match entry.width.as_deref() {
        Some(width @ ("i32" | "i64")) => syn::parse_str(&format!("crate::{}::{body}::<{width}>", entry.module))?,
        Some(other) => return Err(format!("{name}: width {other:?} is neither i32 nor i64").into()),
        None => syn::parse_str(&format!("crate::{}::{body}", entry.module))?,
    };
    let typed: Vec<(&syn::Pat, &syn::Type)> = function
        .rust
        .sig
        .inputs
        .iter()
        .map(|input| match input {
            syn::FnArg::Typed(arg) => Ok((arg.pat.as_ref(), arg.ty.as_ref())),
            syn::FnArg::Receiver(_) => Err(format!("{name}: unexpected receiver")),
        })
        .collect::<std::result::Result<_, _>>()?;
    let params: Vec<&syn::Pat> = typed.iter().map(|(p, _)| *p).collect();
    let is_stream = |ty: &syn::Type| quote!(#ty).to_string() == "CUstream";
    if entry.per_thread_stream && (returns != Returns::Status || !typed.iter().any(|(_, ty)| is_stream(ty))) {
        return Err(format!("{name}: per_thread_stream needs a status function with a CUstream argument").into());
    }
    Ok(match returns {
        Returns::Status => {
            let args = typed.iter().map(|(p, ty)| {
                let arg_name = quote!(#p).to_string();
                match entry.per_thread_stream && is_stream(ty) {
                    true => quote!(crate::stream::per_thread_default(export::arg(#name, #arg_name, #p)?)),
                    false => quote!(export::arg(#name, #arg_name, #p)?),
                }
            });
            quote!(export::status(#name, || unsafe { #path(#(#args),*) }))
        }
        Returns::Nothing => quote!(export::value::<#status, _>(#name, (), || unsafe { #path(#(#params),*) })),
        Returns::Text => {
            quote!(export::value::<#status, _>(#name, export::INTERNAL_ERROR_TEXT.as_ptr(), || unsafe { #path(#(#params),*) }))
        }
        // SAFETY (in the generated code): every C return type is valid as all-zero bits.
        Returns::Value => {
            quote!(export::value::<#status, _>(#name, unsafe { ::core::mem::zeroed() }, || unsafe { #path(#(#params),*) }))
        }
    })
}
