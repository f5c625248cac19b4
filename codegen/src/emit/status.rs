//! `src/generated/status.rs`: how the library's status meets ROCm's.
//!
//! For each ROCm status type the library table names (`rocm_statuses`), an impl of
//! `rocuda_core::status::FromRocm` by the library's own table function, and a test that every
//! value the ROCm header defines converts to a status the library's header defines. Then the
//! library's `Result` and its `check`, which is `rocuda_core::status::check` for this status
//! type: one policy for every library, named once per crate so that `check(...)?` needs no
//! annotation.

use quote::{format_ident, quote};

use crate::Result;
use crate::library::Library;

pub fn render(library: &Library, inputs: &str) -> Result<String> {
    let status: syn::Type = syn::parse_str(library.status)?;
    let mut items: Vec<syn::Item> = vec![syn::parse2(quote! {
        /// What the library's functions return: a value, or the status to return.
        pub type Result<T = ()> = ::core::result::Result<T, #status>;
    })?];
    items.push(syn::parse2(quote! {
        /// A ROCm call's outcome as this library reports it (`rocuda_core::status::check`).
        #[inline]
        pub fn check<R: ::rocuda_core::CEnum>(result: ::core::result::Result<R, ::rocuda_core::load::LoadError>) -> Result
        where
            #status: ::rocuda_core::status::FromRocm<R>,
        {
            ::rocuda_core::status::check(result)
        }
    })?);
    let mut tests: Vec<syn::Item> = vec![syn::parse_quote!(
        use ::rocuda_core::CEnum;
    )];
    for rocm_status in library.rocm_statuses {
        let rocm: syn::Path = syn::parse_str(rocm_status.rocm)?;
        let convert: syn::Path = syn::parse_str(rocm_status.convert)?;
        items.push(syn::parse2(quote! {
            impl ::rocuda_core::status::FromRocm<::#rocm> for #status {
                #[inline]
                fn from_rocm(status: ::#rocm) -> ::core::option::Option<Self> {
                    #convert(status)
                }
            }
        })?);
        let test = format_ident!("every_{}_converts", rocm.segments.last().expect("a path").ident);
        tests.push(syn::parse2(quote! {
            #[test]
            fn #test() {
                for &value in <::#rocm as CEnum>::VALUES {
                    let described = ::rocuda_core::export::describe(value);
                    let converted = #convert(value).unwrap_or_else(|| panic!("{described} has no conversion"));
                    assert!(converted.name().is_some(), "{described} converts to an undefined status");
                }
            }
        })?);
    }
    items.push(syn::parse2(quote! {
        /// Every value of each ROCm status type converts. Test names keep the type's C spelling.
        #[cfg(test)]
        #[allow(non_snake_case)]
        mod tests {
            #(#tests)*
        }
    })?);
    Ok(format!(
        "{}\nuse super::types::*;\n\n{}",
        super::rust_header("The library's status against ROCm's: conversions, `Result` and `check`.", inputs),
        prettyplease::unparse(&syn::File { shebang: None, attrs: Vec::new(), items })
    ))
}
