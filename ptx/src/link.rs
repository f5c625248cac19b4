//! Linking PTX modules into one, as the driver's JIT linker does with the PTX a client hands
//! it (numba-cuda: its kernel's PTX and the PTX NVRTC made of the user's CUDA C++ file).
//!
//! The result is one PTX module: the newest `.version` and `.target` of the inputs, then each
//! input's statements in order. A function or variable one input declares `.extern` and another
//! defines is then declared before it is defined in one module, which the front end resolves
//! to the definition, wherever it comes. A name defined by two inputs is refused: two visible
//! definitions, as any linker refuses them; two module-local (or weak) ones, because telling
//! them apart would mean renaming one input's symbols, which rocuda does not do.

use std::collections::BTreeMap;

use crate::ir::{Linkage, Module};

/// Why the inputs do not link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// An input's header is not what a linkable module has.
    Input { index: usize, why: String },
    /// Two inputs define `name`; `both_visible` when both export it.
    DefinedTwice { name: String, both_visible: bool },
    /// The inputs disagree on the address size.
    AddressSize,
}

impl std::fmt::Display for LinkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LinkError::Input { index, why } => write!(f, "PTX input {}: {why}", index + 1),
            LinkError::DefinedTwice { name, both_visible: true } => write!(f, "`{name}` is defined by two inputs"),
            LinkError::DefinedTwice { name, both_visible: false } => {
                write!(f, "`{name}` is defined by two inputs, not both visible; rocuda does not rename one input's symbols")
            }
            LinkError::AddressSize => write!(f, "the inputs' .address_size differ"),
        }
    }
}

/// One input's header and the rest of its text.
struct Split<'a> {
    version: (u32, u32),
    /// The `.target` architecture's number (`sm_86` is 86) and its other options.
    sm: u32,
    options: Vec<&'a str>,
    address_size: Option<&'a str>,
    rest: String,
}

fn split(text: &str) -> Result<Split<'_>, String> {
    let mut split = Split { version: (0, 0), sm: 0, options: Vec::new(), address_size: None, rest: String::new() };
    for line in text.lines() {
        let words: Vec<&str> = line.split(|c: char| c.is_whitespace() || c == ',').filter(|w| !w.is_empty()).collect();
        match words.as_slice() {
            [".version", version] => {
                let (major, minor) = version.split_once('.').ok_or_else(|| format!("`.version {version}`"))?;
                split.version = (major.parse().map_err(|_| format!("`.version {version}`"))?, minor.parse().map_err(|_| format!("`.version {version}`"))?);
            }
            [".target", targets @ ..] => {
                for target in targets {
                    match target.strip_prefix("sm_").and_then(|n| n.trim_end_matches(|c: char| c.is_ascii_alphabetic()).parse().ok()) {
                        Some(sm) => split.sm = split.sm.max(sm),
                        None => split.options.push(target),
                    }
                }
            }
            [".address_size", size] => split.address_size = Some(size),
            _ => {
                split.rest += line;
                split.rest.push('\n');
            }
        }
    }
    if split.sm == 0 {
        return Err("no `.target sm_NN` line".into());
    }
    Ok(split)
}

/// The functions and variables `module` defines (rather than declares), with their linkage.
pub fn definitions(module: &Module) -> impl Iterator<Item = (&str, Linkage)> {
    let functions = module.functions.iter().filter(|f| f.body.is_some()).map(|f| (f.name.as_str(), f.linkage));
    functions.chain(module.globals.iter().filter(|g| g.linkage != Linkage::Extern).map(|g| (g.name.as_str(), g.linkage)))
}

/// Links `inputs` (each PTX text with its parsed module) into one PTX module's text.
pub fn link(inputs: &[(&str, &Module)]) -> Result<String, LinkError> {
    let mut defined: BTreeMap<String, (usize, bool)> = BTreeMap::new();
    let mut parts = Vec::new();
    for (index, (text, module)) in inputs.iter().enumerate() {
        for (name, linkage) in definitions(module) {
            let visible = linkage == Linkage::Visible;
            if let Some((_, other_visible)) = defined.insert(name.to_string(), (index, visible)) {
                return Err(LinkError::DefinedTwice { name: name.to_string(), both_visible: visible && other_visible });
            }
        }
        parts.push(split(text).map_err(|why| LinkError::Input { index, why })?);
    }
    let address_sizes: Vec<&str> = parts.iter().filter_map(|p| p.address_size).collect();
    if address_sizes.windows(2).any(|pair| pair[0] != pair[1]) {
        return Err(LinkError::AddressSize);
    }
    let version = parts.iter().map(|p| p.version).max().unwrap_or((7, 0));
    let sm = parts.iter().map(|p| p.sm).max().unwrap_or(0);
    let mut options: Vec<&str> = Vec::new();
    for option in parts.iter().flat_map(|p| p.options.iter()) {
        if !options.contains(option) {
            options.push(option);
        }
    }
    let mut linked = format!(".version {}.{}\n.target sm_{sm}", version.0, version.1);
    for option in options {
        linked += ", ";
        linked += option;
    }
    linked += "\n";
    if let Some(size) = address_sizes.first() {
        linked += &format!(".address_size {size}\n");
    }
    for part in parts {
        linked += &part.rest;
    }
    Ok(linked)
}

#[cfg(test)]
mod tests {
    use super::*;

    const CALLER: &str = "
.version 7.0
.target sm_75
.address_size 64
.extern .func (.param .b32 r) triple(.param .b32 x);
.extern .global .align 4 .u32 calls;
.visible .entry k(.param .u64 out)
{
    .reg .b32 %r<3>;
    .reg .b64 %rd<2>;
    ld.param.u64 %rd1, [out];
    ld.global.u32 %r1, [calls];
    { .param .b32 p; st.param.b32 [p], %r1; .param .b32 r;
      call.uni (r), triple, (p); ld.param.b32 %r2, [r]; }
    st.global.u32 [%rd1], %r2;
    ret;
}
";

    const CALLEE: &str = "
//
// Generated by a compiler
//
.version 8.0
.target sm_80
.address_size 64
.visible .global .align 4 .u32 calls = 7;
.visible .func (.param .b32 r) triple(.param .b32 x)
{
    .reg .b32 %r<3>;
    ld.param.b32 %r1, [x];
    mul.lo.s32 %r2, %r1, 3;
    st.param.b32 [r], %r2;
    ret;
}
";

    /// Links PTX texts, each parsed here.
    fn link_texts(texts: &[&str]) -> Result<String, LinkError> {
        let modules: Vec<Module> = texts.iter().map(|text| crate::front::parse(text).expect("valid PTX")).collect();
        link(&texts.iter().copied().zip(&modules).collect::<Vec<_>>())
    }

    #[test]
    fn a_declaration_resolves_to_the_other_inputs_definition() {
        let linked = link_texts(&[CALLER, CALLEE]).expect("links");
        assert!(linked.starts_with(".version 8.0\n.target sm_80\n.address_size 64\n"), "{linked}");
        let module = crate::front::parse(&linked).expect("one module");
        let triple = module.function(module.function_named("triple").expect("triple"));
        assert!(triple.body.is_some());
        assert_eq!(module.globals.len(), 1, "the declaration and the definition are one variable");
        assert_eq!(module.globals[0].linkage, Linkage::Visible);
        assert!(!module.globals[0].init.is_empty());
    }

    #[test]
    fn a_name_defined_twice_is_refused() {
        assert_eq!(link_texts(&[CALLEE, CALLEE]), Err(LinkError::DefinedTwice { name: "triple".into(), both_visible: true }));
        let local = CALLEE.replace(".visible .func", ".func").replace(".visible .global", ".global");
        let error = link_texts(&[CALLEE, &local]).expect_err("a clash");
        assert_eq!(error, LinkError::DefinedTwice { name: "triple".into(), both_visible: false });
        assert!(error.to_string().contains("rename"), "{error}");
        // A header without `.target` (its parse is an empty module's).
        let (caller, empty) = (crate::front::parse(CALLER).expect("valid PTX"), Module::default());
        assert!(matches!(link(&[(CALLER, &caller), (".version 7.0\n.address_size 64\n", &empty)]), Err(LinkError::Input { index: 1, .. })));
    }
}
