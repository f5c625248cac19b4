//! `cuda-types/src/generated/types.rs`: the C types several libraries' headers define alike
//! ([`Shared`]), with the trait impls the export machinery needs on them.

use std::collections::BTreeSet;

use crate::Result;
use crate::emit::Output;
use crate::shared::Shared;
use crate::types::Types;

/// `by_value` names every record some library's export takes by value.
pub fn render(output: &mut Output, shared: &Shared, by_value: &BTreeSet<String>, inputs: &str) -> Result<()> {
    let types = Types::merge(&syn::File { shebang: None, attrs: Vec::new(), items: shared.items.clone() }, &[])?;
    let mut items = types.items.clone();
    items.extend(super::types::enum_impls(&types)?);
    for record in by_value.intersection(&shared.names) {
        items.push(super::types::arg_impl(record)?);
    }
    output.add(
        "cuda-types/src/generated/types.rs",
        format!(
            "{}\n#![allow(non_camel_case_types, non_snake_case, non_upper_case_globals, dead_code, clippy::all)]\n\n{}",
            super::rust_header("The C types several CUDA libraries' headers define alike.", inputs),
            prettyplease::unparse(&syn::File { shebang: None, attrs: Vec::new(), items })
        ),
    );
    Ok(())
}
