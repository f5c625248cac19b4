//! The Rust view of a library's headers, through bindgen.
//!
//! Enums come out as newtypes over their integer (`pub struct cublasOperation_t(pub u32)`
//! with associated constants), never as Rust enums: a caller can pass any value, and only a
//! newtype makes every value a valid Rust value until it is checked (DESIGN.md, principle 3).
//! Header comments are left out: they are NVIDIA's prose, not facts rocuda needs.

use bindgen::{EnumVariation, RustEdition, RustTarget};

use crate::Result;

/// Which headers' declarations belong to a library: file names (`cuda.h`) or include
/// folders (`hip/`).
#[derive(Clone, Copy)]
pub struct Own<'a>(pub &'a [&'a str]);

impl Own<'_> {
    pub fn matches(&self, path: &str) -> bool {
        self.0.iter().any(|own| if own.ends_with('/') { path.contains(&format!("/{own}")) } else { path.ends_with(&format!("/{own}")) })
    }

    /// The same, as a regular expression over paths, for bindgen.
    fn regex(&self) -> String {
        let alternatives: Vec<String> =
            self.0.iter().map(|own| if own.ends_with('/') { format!("{}.*", regex_escape(own)) } else { regex_escape(own) }).collect();
        format!(".*/({})", alternatives.join("|"))
    }
}

/// Runs bindgen over `source` (a wrapper that includes the headers), keeping what is
/// declared in the headers `own` names and what that needs. Functions with C++ linkage
/// (bindgen marks them with a mangled `link_name`) are left out: they are no C API.
pub fn generate(source: &str, args: &[String], own: Own) -> Result<syn::File> {
    let rust_target = RustTarget::stable(85, 0).map_err(|e| format!("bindgen target: {e}"))?;
    let bindings = bindgen::Builder::default()
        .header_contents("rocuda-wrapper.h", source)
        .clang_args(args)
        .allowlist_file(own.regex())
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
    let mut file = syn::parse_file(&bindings.to_string())?;
    for item in &mut file.items {
        if let syn::Item::ForeignMod(block) = item {
            block.items.retain(|item| !matches!(item, syn::ForeignItem::Fn(f) if f.attrs.iter().any(|a| a.path().is_ident("link_name"))));
        }
    }
    Ok(file)
}

fn regex_escape(text: &str) -> String {
    text.chars().flat_map(|c| if c.is_ascii_alphanumeric() || c == '_' { vec![c] } else { vec!['\\', c] }).collect()
}

#[cfg(test)]
mod tests {
    use super::Own;

    #[test]
    fn own_matches_files_and_folders() {
        let own = Own(&["cuda.h", "hip/"]);
        assert!(own.matches("/x/include/cuda.h"));
        assert!(!own.matches("/x/include/cuda_runtime.h"));
        assert!(own.matches("/x/include/hip/amd_detail/host_defines.h"));
        assert!(!own.matches("/x/include/hipblaslt/hipblaslt.h"));
        assert_eq!(own.regex(), r".*/(cuda\.h|hip\/.*)");
    }
}
