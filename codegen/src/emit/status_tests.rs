//! `src/generated/status_tests.rs`: every value of each ROCm status type the library converts
//! has a conversion, to a status its own header defines.

use quote::quote;

use crate::Result;
use crate::library::Library;

pub fn render(library: &Library, inputs: &str) -> Result<String> {
    let mut items: Vec<syn::Item> = vec![syn::parse_quote!(use ::rocuda_core::CEnum;)];
    for status in library.rocm_statuses {
        let rocm: syn::Path = syn::parse_str(status.rocm)?;
        let convert: syn::Path = syn::parse_str(status.convert)?;
        let test = quote::format_ident!("every_{}_converts", rocm.segments.last().expect("a path").ident);
        items.push(syn::parse2(quote! {
            #[test]
            fn #test() {
                for &value in <#rocm as CEnum>::VALUES {
                    let described = ::rocuda_core::export::describe(value);
                    let converted = #convert(value).unwrap_or_else(|| panic!("{described} has no conversion"));
                    assert!(converted.name().is_some(), "{described} converts to an undefined status");
                }
            }
        })?);
    }
    Ok(format!(
        "{}\n// Test names keep the ROCm type's C spelling.\n#![allow(non_snake_case)]\n\n{}",
        super::rust_header("Exhaustiveness tests of the ROCm status conversions in `src/status.rs`.", inputs),
        prettyplease::unparse(&syn::File { shebang: None, attrs: Vec::new(), items })
    ))
}
