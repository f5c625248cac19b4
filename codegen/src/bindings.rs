//! The Rust view of a library's headers, through bindgen.
//!
//! Enums come out as newtypes over their integer (`pub struct cublasOperation_t(pub u32)`
//! with associated constants), never as Rust enums: a caller can pass any value, and only a
//! newtype makes every value a valid Rust value until it is checked (DESIGN.md, principle 3).
//! Header comments are left out: they are NVIDIA's prose, not facts rocuda needs.

use bindgen::{EnumVariation, RustEdition, RustTarget};

use crate::Result;

/// Runs bindgen over `source` (a wrapper that includes the headers), keeping what is
/// declared in `own_headers` and what that needs.
pub fn generate(source: &str, args: &[String], own_headers: &[&str]) -> Result<syn::File> {
    let own = own_headers.iter().map(|h| regex_escape(h)).collect::<Vec<_>>().join("|");
    let rust_target = RustTarget::stable(85, 0).map_err(|e| format!("bindgen target: {e}"))?;
    let bindings = bindgen::Builder::default()
        .header_contents("rocuda-wrapper.h", source)
        .clang_args(args)
        .allowlist_file(format!(".*/({own})"))
        .rust_target(rust_target)
        .rust_edition(RustEdition::Edition2024)
        .default_enum_style(EnumVariation::NewType { is_bitfield: false, is_global: false })
        .prepend_enum_name(false)
        .use_core()
        .ctypes_prefix("::core::ffi")
        .generate_comments(false)
        .layout_tests(true)
        .derive_default(false)
        .derive_debug(true)
        .merge_extern_blocks(true)
        .formatter(bindgen::Formatter::None)
        .generate()
        .map_err(|e| format!("bindgen: {e}"))?;
    Ok(syn::parse_file(&bindings.to_string())?)
}

fn regex_escape(text: &str) -> String {
    text.chars()
        .flat_map(|c| if c.is_ascii_alphanumeric() || c == '_' { vec![c] } else { vec!['\\', c] })
        .collect()
}
