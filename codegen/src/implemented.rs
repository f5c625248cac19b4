//! `implemented.toml` and `mapping.toml`: the functions a library implements.
//!
//! Each library crate has an `implemented.toml`: the hand-written functions. A crate whose
//! library maps mechanically onto a ROCm one also has a `mapping.toml`, one line per CUDA
//! function naming its ROCm counterpart; codegen generates those bodies
//! (`src/generated/mapped.rs`) and checks every argument's conversion against both headers.
//! codegen reads the union to make the implemented exports call their bodies (everything
//! else returns NOT_SUPPORTED), and the coverage report counts it.

use std::collections::BTreeMap;
use std::path::Path;

use serde::Deserialize;

use crate::Result;

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Implemented {
    #[serde(default)]
    pub functions: BTreeMap<String, Entry>,
    /// From `mapping.toml`: how the mapped functions' arguments and statuses convert.
    #[serde(skip)]
    pub rules: Option<Rules>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    /// The crate module holding the body, a function named like the export: `handle` for
    /// `src/handle.rs`, `blas::level3` for `src/blas/level3.rs`.
    pub module: String,
    /// The ROCm functions behind it, for the coverage report.
    pub rocm: String,
    /// The function documents success when every argument is zero or null (`cuInit(0)`), so
    /// the zero-argument test accepts it.
    #[serde(default)]
    pub zero_arguments_succeed: bool,
    /// The body's name where it is another export's: a variant with the same signature and
    /// meaning (`cuMemcpy_ptds` is `cuMemcpy`'s body).
    #[serde(default)]
    pub body: Option<String>,
    /// The body is generic over the width of its sizes and counts (cuBLAS's `_64` forms take
    /// `int64_t` where the others take `int`), and this export instantiates it with this
    /// type: `i32` or `i64`. A `_64` form names the 32-bit form as its `body`, so one body
    /// serves both.
    #[serde(default)]
    pub width: Option<String>,
    /// Stream arguments pass through `crate::stream::per_thread_default` first: the
    /// per-thread-default-stream variants (`*_ptsz`), where stream 0 is the calling thread's
    /// default stream.
    #[serde(default)]
    pub per_thread_stream: bool,
    /// From `mapping.toml`: the body is generated, calling `rocm` of this `-sys` crate.
    #[serde(skip)]
    pub mapped: Option<String>,
    /// From `mapping.toml`: the library's own argument check the generated body runs first.
    #[serde(skip)]
    pub check: Option<Check>,
    /// From `mapping.toml`: arguments converted by a named crate function instead of their
    /// type's rule (argument → path under `crate::`).
    #[serde(skip)]
    pub conversions: BTreeMap<String, String>,
}

/// A mapped function's argument check: a function of the crate's `checks` module, and the
/// name the library's invalid-argument report gives the function (`"SGEMM "`).
#[derive(Clone, Debug, PartialEq)]
pub struct Check {
    pub function: String,
    pub report: String,
}

/// One line of `mapping.toml`: the ROCm function, or a table with the check before it
/// (`{ rocm = "rocblas_sgemm", check = "gemm", report = "SGEMM " }`) and, where an argument
/// converts otherwise than by its type's rule, its conversion
/// (`convert = { trans = "convert::hermitian_operation" }`).
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub enum Mapped {
    Plain(String),
    Checked(CheckedLine),
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CheckedLine {
    rocm: String,
    check: String,
    report: String,
    #[serde(default)]
    convert: BTreeMap<String, String>,
}

/// A `mapping.toml`: CUDA functions whose ROCm counterpart takes the same arguments, up to
/// handle, enum and element-type conversions.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Mapping {
    /// The `-sys` crate of the ROCm functions (`rocblas-sys`).
    pub rocm: String,
    pub rules: Rules,
    /// CUDA function → ROCm function (and check).
    pub functions: BTreeMap<String, Mapped>,
}

/// A library's conversion rules (`[rules]` of its `mapping.toml`): what codegen's mapper
/// (`codegen/src/emit/mapped.rs`) knows of the two libraries, so that it names neither.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// The status type every ROCm function returns (`rocblas_status`); the generated body
    /// returns it through the crate's `check`, by the library's status table.
    pub status: String,
    /// A crate function each body calls first with the CUDA function's name (cuBLAS's and
    /// cuSPARSE's API loggers), if the library has one.
    #[serde(default)]
    pub announce: Option<String>,
    /// Element types of the same layout under the two libraries' names (`cuComplex`,
    /// `rocblas_float_complex`), passed through with a cast. C's own types need no line.
    #[serde(default)]
    pub same_layout: Vec<Vec<String>>,
    /// The library handle: CUDA type → its ROCm type and the crate function converting it.
    #[serde(default)]
    pub handle: BTreeMap<String, Converted>,
    /// Enums: CUDA type → ROCm type and the crate function converting it.
    #[serde(default)]
    pub enums: BTreeMap<String, Converted>,
}

/// A CUDA type the mapper converts with a crate function (`with`, a path under `crate::`
/// returning `Result<rocm type>`).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Converted {
    pub rocm: String,
    pub with: String,
}

/// Where a mapped function's generated body lives.
pub const MAPPED_MODULE: &str = "generated::mapped";

impl Implemented {
    pub fn parse(text: &str, origin: &str) -> Result<Implemented> {
        Ok(toml::from_str(text).map_err(|e| format!("{origin}: {e}"))?)
    }

    /// The union of a crate's `implemented.toml` and, where present, its `mapping.toml`.
    pub fn load(dir: &Path) -> Result<Implemented> {
        let read = |name: &str| {
            let path = dir.join(name);
            match std::fs::read_to_string(&path) {
                Ok(text) => Ok(Some(text)),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound && name == MAPPING => Ok(None),
                Err(e) => Err(format!("{}: {e}", path.display())),
            }
        };
        let implemented = read(IMPLEMENTED)?.unwrap_or_default();
        Implemented::parse_with_mapping(&implemented, read(MAPPING)?.as_deref(), &dir.display().to_string())
    }

    /// The union of an `implemented.toml`'s text and a `mapping.toml`'s; a function in both is
    /// an error. `origin` names the crate folder in messages.
    pub fn parse_with_mapping(implemented: &str, mapping: Option<&str>, origin: &str) -> Result<Implemented> {
        let mut list = Implemented::parse(implemented, &format!("{origin}/{IMPLEMENTED}"))?;
        let Some(mapping) = mapping else { return Ok(list) };
        let mapping: Mapping = toml::from_str(mapping).map_err(|e| format!("{origin}/{MAPPING}: {e}"))?;
        list.rules = Some(mapping.rules);
        for (cuda, mapped) in mapping.functions {
            let (rocm, check, conversions) = match mapped {
                Mapped::Plain(rocm) => (rocm, None, BTreeMap::new()),
                Mapped::Checked(line) => (line.rocm, Some(Check { function: line.check, report: line.report }), line.convert),
            };
            let entry = Entry {
                module: MAPPED_MODULE.to_string(),
                rocm,
                zero_arguments_succeed: false,
                body: None,
                width: None,
                per_thread_stream: false,
                mapped: Some(mapping.rocm.clone()),
                check,
                conversions,
            };
            if list.functions.insert(cuda.clone(), entry).is_some() {
                return Err(format!("{origin}: {cuda} is in both {IMPLEMENTED} and {MAPPING}").into());
            }
        }
        Ok(list)
    }
}

pub const IMPLEMENTED: &str = "implemented.toml";
pub const MAPPING: &str = "mapping.toml";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_parse_and_unknown_keys_are_refused() {
        let list = Implemented::parse("[functions.cuInit]\nmodule = \"init\"\nrocm = \"hipInit\"\nzero_arguments_succeed = true\n", "test").unwrap();
        assert_eq!(list.functions["cuInit"].module, "init");
        assert!(list.functions["cuInit"].zero_arguments_succeed);
        assert!(Implemented::parse("[functions.cuInit]\nmodule = \"init\"\nrocm = \"\"\nbody = 1\n", "test").is_err());
        assert!(Implemented::parse("", "test").unwrap().functions.is_empty());
        let variant = Implemented::parse(
            "[functions.cuMemcpyAsync_ptsz]\nmodule = \"memory\"\nrocm = \"\"\nbody = \"cuMemcpyAsync\"\nper_thread_stream = true\n",
            "test",
        )
        .unwrap();
        let entry = &variant.functions["cuMemcpyAsync_ptsz"];
        assert_eq!((entry.body.as_deref(), entry.per_thread_stream), (Some("cuMemcpyAsync"), true));
    }

    #[test]
    fn a_mapping_joins_the_list_and_may_not_repeat_it() {
        let hand = "[functions.cublasCreate_v2]\nmodule = \"handle\"\nrocm = \"rocblas_create_handle\"\n";
        let mapping = "rocm = \"rocblas-sys\"\n[rules]\nstatus = \"rocblas_status\"\n[functions]\ncublasSaxpy_v2 = \"rocblas_saxpy\"\n";
        let list = Implemented::parse_with_mapping(hand, Some(mapping), "cublas").unwrap();
        let saxpy = &list.functions["cublasSaxpy_v2"];
        assert_eq!((saxpy.module.as_str(), saxpy.rocm.as_str(), saxpy.mapped.as_deref()), (MAPPED_MODULE, "rocblas_saxpy", Some("rocblas-sys")));
        assert!(list.functions["cublasCreate_v2"].mapped.is_none());
        let twice = "rocm = \"rocblas-sys\"\n[rules]\nstatus = \"rocblas_status\"\n[functions]\ncublasCreate_v2 = \"rocblas_create_handle\"\n";
        assert!(Implemented::parse_with_mapping(hand, Some(twice), "cublas").is_err());
    }

    #[test]
    fn a_mapping_line_may_name_a_check_and_nothing_else() {
        let line = |value: &str| format!("rocm = \"rocblas-sys\"\n[rules]\nstatus = \"rocblas_status\"\n[functions]\ncublasSgemm_v2 = {value}\n");
        let checked = line("{ rocm = \"rocblas_sgemm\", check = \"gemm\", report = \"SGEMM \" }");
        let list = Implemented::parse_with_mapping("", Some(&checked), "cublas").unwrap();
        let sgemm = &list.functions["cublasSgemm_v2"];
        assert_eq!(sgemm.rocm, "rocblas_sgemm");
        assert_eq!(sgemm.check, Some(Check { function: "gemm".into(), report: "SGEMM ".into() }));
        let extra = line("{ rocm = \"rocblas_sgemm\", check = \"gemm\", report = \"\", other = 1 }");
        assert!(Implemented::parse_with_mapping("", Some(&extra), "cublas").is_err());
        let converted = line("{ rocm = \"rocblas_cherk\", check = \"syrk\", report = \"\", convert = { trans = \"f\" } }");
        let list = Implemented::parse_with_mapping("", Some(&converted), "cublas").unwrap();
        assert_eq!(list.functions["cublasSgemm_v2"].conversions["trans"], "f");
        let no_report = line("{ rocm = \"rocblas_sgemm\", check = \"gemm\" }");
        assert!(Implemented::parse_with_mapping("", Some(&no_report), "cublas").is_err());
    }
}
