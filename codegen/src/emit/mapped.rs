//! `src/generated/mapped.rs`: the bodies of the functions a crate's `mapping.toml` pairs with
//! a ROCm function.
//!
//! A pairing is accepted only when the two functions take the same number of arguments and
//! each CUDA argument converts into its ROCm counterpart by a rule of [`convert`]: the same
//! type, an element type of the same layout behind the same pointers (`cuComplex` and
//! `rocblas_float_complex`), or a checked conversion of a handle or enum. Anything else —
//! `sgemm` paired with `dgemm`, a missing or extra argument, arguments in another order —
//! fails generation, naming the function and the argument.
//!
//! What the rules know of the two libraries — their status type, handle, enums, element
//! types of the same layout, and a function announcing each call (cuBLAS's and cuSPARSE's
//! API loggers) — is the `[rules]` section of the crate's `mapping.toml`
//! ([`Rules`](crate::implemented::Rules)): this module names no library. The body returns
//! the ROCm status through the crate's generated `check` (`src/generated/status.rs`).
//!
//! A line may also name a check: a function of the crate's `src/checks/` taking the name the
//! library's invalid-argument report uses, then arguments of the CUDA function by name
//! (enums as they are, integers widened to `i64`). The body runs it before converting
//! anything, so the library's own rules decide what is invalid and how it is reported; the
//! enums it checks reach the body unchecked ([`Raw`](rocuda_core::convert::Raw)). A check
//! naming an argument the function lacks fails generation. A line may name, for an
//! argument, the crate function that converts it instead of its type's rule (cuBLAS reads an
//! operation differently for some functions); the compiler checks that function's types.

use std::collections::BTreeMap;
use std::path::Path;

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::Result;
use crate::implemented::{Check, Converted, Implemented};
use crate::surface::{Kind, Surface};

/// C's own types of one layout under their Rust spellings. A library's `same_layout` lines
/// join these classes (`rocblas_int` is a `c_int`) or add their own.
const C_LAYOUTS: &[&[&str]] = &[&["i32", "c_int"], &["i64", "c_longlong", "c_long", "int64_t"], &["f32", "c_float"], &["f64", "c_double"]];

/// A library's `[rules]`, ready for the conversions.
struct Rules<'a> {
    /// Type names of one layout: C's classes joined with the library's lines.
    layouts: Vec<Vec<String>>,
    handle: &'a BTreeMap<String, Converted>,
    enums: &'a BTreeMap<String, Converted>,
}

impl<'a> Rules<'a> {
    fn new(rules: &'a crate::implemented::Rules) -> Rules<'a> {
        let mut layouts: Vec<Vec<String>> = C_LAYOUTS.iter().map(|class| class.iter().map(|name| name.to_string()).collect()).collect();
        for line in &rules.same_layout {
            match layouts.iter_mut().find(|class| line.iter().any(|name| class.contains(name))) {
                Some(class) => class.extend(line.iter().filter(|name| !class.contains(name)).cloned().collect::<Vec<_>>()),
                None => layouts.push(line.clone()),
            }
        }
        Rules { layouts, handle: &rules.handle, enums: &rules.enums }
    }

    fn layout_class(&self, name: &str) -> Option<usize> {
        self.layouts.iter().position(|class| class.iter().any(|member| member == name))
    }

    /// The crate function converting the CUDA handle or enum `cuda` into `rocm`.
    fn checked(&self, cuda: &str, rocm: &str) -> Option<&str> {
        self.handle.get(cuda).or_else(|| self.enums.get(cuda)).filter(|converted| converted.rocm == rocm).map(|converted| converted.with.as_str())
    }
}

/// A type as the rules compare it: its pointer levels and its named type.
#[derive(Debug, PartialEq)]
struct Shape {
    pointers: Vec<bool>,
    name: String,
}

fn shape(ty: &syn::Type) -> Result<Shape> {
    match ty {
        syn::Type::Ptr(pointer) => {
            let mut inner = shape(&pointer.elem)?;
            inner.pointers.insert(0, pointer.mutability.is_some());
            Ok(inner)
        }
        syn::Type::Path(path) => {
            let last = path.path.segments.last().ok_or("an empty type path")?;
            Ok(Shape { pointers: Vec::new(), name: last.ident.to_string() })
        }
        other => Err(format!("unexpected argument type {}", quote!(#other)).into()),
    }
}

/// How the CUDA argument `arg` of type `cuda` becomes the ROCm type `rocm`, if a rule allows it.
fn convert(rules: &Rules, arg: &syn::Ident, cuda: &syn::Type, rocm: &syn::Type) -> Result<Option<TokenStream>> {
    let (from, to) = (shape(cuda)?, shape(rocm)?);
    if from.pointers != to.pointers {
        return Ok(None);
    }
    if from.pointers.is_empty()
        && let Some(function) = rules.checked(&from.name, &to.name)
    {
        let function: syn::Path = syn::parse_str(&format!("crate::{function}"))?;
        return Ok(Some(quote!(#function(#arg)?)));
    }
    let same = from.name == to.name || rules.layout_class(&from.name).is_some_and(|class| rules.layout_class(&to.name) == Some(class));
    Ok(match (same, from.pointers.is_empty(), from.name == to.name) {
        (false, _, _) => None,
        (true, true, _) | (true, false, true) => Some(quote!(#arg)),
        (true, false, false) => Some(quote!(#arg.cast())),
    })
}

/// The check functions of a crate's `src/checks/` folder: each public function whose first
/// parameter is `report`, with the names of the parameters after it.
pub fn read_checks(dir: &Path) -> Result<BTreeMap<String, Vec<String>>> {
    let mut checks = BTreeMap::new();
    if !dir.is_dir() {
        return Ok(checks);
    }
    for path in crate::vendor::read_dir_sorted(dir)? {
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path)?;
        let file = syn::parse_file(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        for item in file.items {
            let syn::Item::Fn(function) = item else { continue };
            if !matches!(function.vis, syn::Visibility::Public(_)) {
                continue;
            }
            let names: Vec<String> = typed_args(&function.sig)?.into_iter().map(|(name, _)| name.to_string()).collect();
            if let Some((first, rest)) = names.split_first()
                && first == "report"
            {
                checks.insert(function.sig.ident.to_string(), rest.to_vec());
            }
        }
    }
    Ok(checks)
}

/// The CUDA integer types a check takes, widened to `i64`.
const INTEGERS: &[&str] = &["i32", "c_int", "i64", "c_longlong", "int64_t"];

/// Whether a CUDA type is an enum the rules convert (not the handle).
fn is_enum(rules: &Rules, ty: &syn::Type) -> Result<bool> {
    let shape = shape(ty)?;
    Ok(shape.pointers.is_empty() && rules.enums.contains_key(&shape.name))
}

/// The statement that runs `check` over the function's arguments `args`, and the names of
/// the enums it takes (which reach the body as `Raw`).
fn check_call(
    rules: &Rules,
    check: &Check,
    checks: &BTreeMap<String, Vec<String>>,
    args: &[(syn::Ident, syn::Type)],
    origin: &str,
) -> Result<(TokenStream, Vec<syn::Ident>)> {
    let params = checks.get(&check.function).ok_or_else(|| format!("{origin}: no check function {}", check.function))?;
    let mut values = Vec::new();
    let mut raw = Vec::new();
    for param in params {
        let (arg, ty) =
            args.iter().find(|(arg, _)| arg == param).ok_or_else(|| format!("{origin}: check {} takes `{param}`, which the function lacks", check.function))?;
        if is_enum(rules, ty)? {
            values.push(quote!(#arg));
            raw.push(arg.clone());
        } else if shape(ty).is_ok_and(|s| s.pointers.is_empty() && INTEGERS.contains(&s.name.as_str())) {
            values.push(quote!(i64::from(#arg)));
        } else {
            return Err(format!("{origin}: check {} takes `{param}`, neither an enum nor an integer", check.function).into());
        }
    }
    let function = format_ident!("{}", check.function);
    let report = &check.report;
    let call = quote! {
        if crate::checks::#function(#report, #(#values),*)? == crate::checks::Verdict::Done {
            return Ok(());
        }
    };
    Ok((call, raw))
}

/// Renders the module, or `None` when the crate maps nothing. `rocm` holds each `-sys`
/// crate's functions by name; `checks` the crate's check functions ([`read_checks`]).
pub fn render(
    surface: &Surface,
    implemented: &Implemented,
    rocm: &BTreeMap<String, BTreeMap<String, syn::ForeignItemFn>>,
    checks: &BTreeMap<String, Vec<String>>,
    inputs: &str,
) -> Result<Option<String>> {
    let library = surface.library;
    let status: syn::Type = syn::parse_str(library.status)?;
    let mut items: Vec<syn::Item> = vec![syn::parse_quote!(
        use super::types::*;
    )];
    let Some(declared) = &implemented.rules else { return Ok(None) };
    let rules = Rules::new(declared);
    let announce = match &declared.announce {
        Some(function) => {
            let function: syn::Path = syn::parse_str(&format!("crate::{function}"))?;
            quote!(#function)
        }
        None => TokenStream::new(),
    };
    for (name, entry) in &implemented.functions {
        let Some(crate_name) = &entry.mapped else { continue };
        let origin = format!("{}/mapping.toml: {name} → {}", library.dir, entry.rocm);
        let functions = rocm.get(crate_name).ok_or_else(|| format!("{origin}: no ROCm crate {crate_name}"))?;
        let target = functions.get(&entry.rocm).ok_or_else(|| format!("{origin}: {crate_name} has no {}", entry.rocm))?;
        let Some(export) = surface.exports.get(name) else { return Err(format!("{origin}: not an export").into()) };
        let Kind::Declared(function) = &export.kind else { return Err(format!("{origin}: not declared in a header").into()) };
        let cuda_args = typed_args(&function.rust.sig)?;
        let rocm_args = typed_args(&target.sig)?;
        if cuda_args.len() != rocm_args.len() {
            return Err(format!("{origin}: {} arguments against {}", cuda_args.len(), rocm_args.len()).into());
        }
        for arg in entry.conversions.keys() {
            if !cuda_args.iter().any(|(name, _)| name == arg) {
                return Err(format!("{origin}: converts `{arg}`, which the function lacks").into());
            }
        }
        let mut converted = Vec::new();
        for (position, ((arg, cuda), (rocm_name, rocm_ty))) in cuda_args.iter().zip(&rocm_args).enumerate() {
            if let Some(function) = entry.conversions.get(&arg.to_string()) {
                let function: syn::Path = syn::parse_str(function)?;
                converted.push(quote!(crate::#function(#arg)?));
                continue;
            }
            let conversion = convert(&rules, arg, cuda, rocm_ty)?
                .ok_or_else(|| format!("{origin}: argument {} `{arg}: {}` cannot become `{rocm_name}: {}`", position + 1, quote!(#cuda), quote!(#rocm_ty)))?;
            converted.push(conversion);
        }
        match &target.sig.output {
            syn::ReturnType::Type(_, ty) if shape(ty)?.name == declared.status => {}
            _ => return Err(format!("{origin}: the ROCm function does not return {}", declared.status).into()),
        }
        let (check, raw) = match &entry.check {
            Some(check) => check_call(&rules, check, checks, &cuda_args, &origin)?,
            None => (TokenStream::new(), Vec::new()),
        };
        let ident = format_ident!("{name}");
        let target_ident = &target.sig.ident;
        let sys = format_ident!("{}", crate_name.replace('-', "_"));
        let params = cuda_args.iter().map(|(arg, ty)| match raw.contains(arg) {
            true => quote!(#arg: ::rocuda_core::convert::Raw<#ty>),
            false => quote!(#arg: #ty),
        });
        let doc = format!(" `{name}` → `{}`.", entry.rocm);
        let announce = if announce.is_empty() { TokenStream::new() } else { quote!(#announce(#name);) };
        items.push(syn::parse2(quote! {
            #[doc = #doc]
            pub unsafe fn #ident(#(#params),*) -> ::core::result::Result<(), #status> {
                #announce
                #(let #raw = #raw.0;)*
                #check
                crate::check(unsafe { ::#sys::#target_ident(#(#converted),*) })
            }
        })?);
    }
    if items.len() == 1 {
        return Ok(None);
    }
    Ok(Some(format!(
        "{}//!\n//! One function per line of `mapping.toml`: each argument converted by the rule codegen\n\
         //! checked (codegen/src/emit/mapped.rs), then the ROCm function called.\n\n\
         #![allow(non_snake_case, clippy::all)]\n\n{}",
        super::rust_header("The bodies of the functions this crate maps onto ROCm's.", inputs),
        prettyplease::unparse(&syn::File { shebang: None, attrs: Vec::new(), items })
    )))
}

fn typed_args(sig: &syn::Signature) -> Result<Vec<(syn::Ident, syn::Type)>> {
    sig.inputs
        .iter()
        .map(|input| match input {
            syn::FnArg::Typed(arg) => match arg.pat.as_ref() {
                syn::Pat::Ident(ident) => Ok((ident.ident.clone(), (*arg.ty).clone())),
                other => Err(format!("{}: unexpected parameter {}", sig.ident, quote!(#other)).into()),
            },
            syn::FnArg::Receiver(_) => Err(format!("{}: unexpected receiver", sig.ident).into()),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// cuBLAS's rules, as its `mapping.toml` states them.
    fn cublas_rules() -> crate::implemented::Rules {
        let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../cublas/mapping.toml")).unwrap();
        let mapping: crate::implemented::Mapping = toml::from_str(&text).unwrap();
        mapping.rules
    }

    fn converts(cuda: &str, rocm: &str) -> Option<String> {
        let declared = cublas_rules();
        let arg = format_ident!("x");
        convert(&Rules::new(&declared), &arg, &syn::parse_str(cuda).unwrap(), &syn::parse_str(rocm).unwrap()).unwrap().map(|t| t.to_string())
    }

    #[test]
    fn a_check_takes_enums_and_integers_the_function_has() {
        let args: Vec<(syn::Ident, syn::Type)> = vec![
            (format_ident!("trans"), syn::parse_str("cublasOperation_t").unwrap()),
            (format_ident!("n"), syn::parse_str("::core::ffi::c_int").unwrap()),
            (format_ident!("x"), syn::parse_str("*const f32").unwrap()),
        ];
        let declared = cublas_rules();
        let rules = Rules::new(&declared);
        let check = |params: &[&str]| {
            let checks = BTreeMap::from([("c".to_string(), params.iter().map(|p| p.to_string()).collect())]);
            check_call(&rules, &Check { function: "c".into(), report: "R ".into() }, &checks, &args, "test")
        };
        let (call, raw) = check(&["trans", "n"]).unwrap();
        assert_eq!(raw, vec![format_ident!("trans")]);
        assert!(call.to_string().contains("crate :: checks :: c (\"R \" , trans , i64 :: from (n))"));
        assert!(check(&["lda"]).is_err(), "an argument the function lacks");
        assert!(check(&["x"]).is_err(), "a pointer");
        let unknown = BTreeMap::new();
        assert!(check_call(&rules, &Check { function: "c".into(), report: String::new() }, &unknown, &args, "test").is_err());
    }

    #[test]
    fn only_the_rules_convert() {
        assert_eq!(converts("*const f32", "*const f32").as_deref(), Some("x"));
        assert_eq!(converts("::core::ffi::c_int", "rocblas_int").as_deref(), Some("x"));
        assert_eq!(converts("*const cuComplex", "*const rocblas_float_complex").as_deref(), Some("x . cast ()"));
        assert_eq!(converts("*const *mut cuDoubleComplex", "*const *mut rocblas_double_complex").as_deref(), Some("x . cast ()"));
        assert_eq!(converts("cublasOperation_t", "rocblas_operation").as_deref(), Some("crate :: convert :: operation (x) ?"));
        assert_eq!(converts("*const f32", "*const f64"), None);
        assert_eq!(converts("*const f32", "*mut f32"), None);
        assert_eq!(converts("*const cuComplex", "*const rocblas_double_complex"), None);
        assert_eq!(converts("::core::ffi::c_int", "i64"), None);
        assert_eq!(converts("::core::ffi::c_longlong", "rocblas_stride").as_deref(), Some("x"));
        assert_eq!(converts("cublasHandle_t", "rocblas_handle").as_deref(), Some("crate :: handle :: rocblas (x) ?"));
        assert_eq!(converts("cublasFillMode_t", "rocblas_operation"), None);
    }
}
