//! Embeds each library's `generated/functions.tsv`, `implemented.toml` and `mapping.toml` (empty
//! where it has none), for the coverage
//! report, driven by codegen's library table so that no library can be left out.

use std::fmt::Write;
use std::path::Path;

use rocuda_codegen::library::LIBRARIES;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("cli lives in the workspace");
    let mut code = String::from(
        "/// Per library: its name, `generated/functions.tsv`, `implemented.toml` and `mapping.toml` (if any).\n\
         pub const EMBEDDED: &[(&str, &str, &str, Option<&str>)] = &[\n",
    );
    for library in LIBRARIES {
        let functions = root.join(library.dir).join("generated/functions.tsv");
        let implemented = root.join(library.dir).join("implemented.toml");
        println!("cargo::rerun-if-changed={}", functions.display());
        let mapping = root.join(library.dir).join("mapping.toml");
        println!("cargo::rerun-if-changed={}", implemented.display());
        println!("cargo::rerun-if-changed={}", mapping.display());
        let mapping = match mapping.exists() {
            true => format!("Some(include_str!({:?}))", mapping.display().to_string()),
            false => "None".to_string(),
        };
        let _ = writeln!(
            code,
            "    ({:?}, include_str!({:?}), include_str!({:?}), {mapping}),",
            library.name,
            functions.display().to_string(),
            implemented.display().to_string()
        );
    }
    code.push_str("];\n");
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    std::fs::write(Path::new(&out).join("embedded.rs"), code).expect("OUT_DIR is writable");
}
