//! Every `ROCUDA_*` variable, in one table.
//!
//! Code reads a variable only through [`var`], which refuses names missing from
//! [`VARIABLES`]; the README's configuration section is checked against the same table.

/// One configuration variable.
pub struct Variable {
    pub name: &'static str,
    /// What happens when the variable is unset or empty.
    pub default: &'static str,
    pub meaning: &'static str,
}

pub const LOG: &str = "ROCUDA_LOG";
pub const LOG_FILE: &str = "ROCUDA_LOG_FILE";
pub const CACHE_DIR: &str = "ROCUDA_CACHE_DIR";
pub const CACHE: &str = "ROCUDA_CACHE";
pub const CACHE_MAX_SIZE: &str = "ROCUDA_CACHE_MAX_SIZE";
pub const ROCM_LIB: &str = "ROCUDA_ROCM_LIB";
pub const LLD: &str = "ROCUDA_LLD";
pub const DEVICE_LIBS: &str = "ROCUDA_DEVICE_LIBS";
pub const COMPUTE_CAPABILITY: &str = "ROCUDA_COMPUTE_CAPABILITY";
pub const LIBS: &str = "ROCUDA_LIBS";
pub const SKIP: &str = "ROCUDA_SKIP";
/// ROCm's own variable, read as ROCm's tools read it.
pub const ROCM_PATH: &str = "ROCM_PATH";
/// NVIDIA's driver's own variable, read as that driver reads it.
pub const MODULE_LOADING: &str = "CUDA_MODULE_LOADING";

pub const VARIABLES: &[Variable] = &[
    Variable {
        name: LOG,
        default: "`warn`",
        meaning: "What to log: a level (`error`, `warn`, `info`, `debug`, `trace`, `off`), or \
                  comma-separated `target=level` directives such as `warn,rocuda_cublas=debug`.",
    },
    Variable { name: LOG_FILE, default: "standard error", meaning: "Append log lines to this file." },
    Variable {
        name: ROCM_LIB,
        default: "unset",
        meaning: "A directory searched first for ROCm's libraries (HIP, rocBLAS, ...). Pointing it at the \
                  host device's libraries runs everything on the CPU.",
    },
    Variable {
        name: ROCM_PATH,
        default: "unset",
        meaning: "ROCm's install prefix; its `lib/` is searched after `ROCUDA_ROCM_LIB`, then \
                  `/opt/rocm/lib`, then the system's search path.",
    },
    Variable {
        name: MODULE_LOADING,
        default: "`LAZY`",
        meaning: "NVIDIA's variable, honoured as NVIDIA's driver honours it: `LAZY` compiles a module's PTX when \
                  one of its kernels or globals is first looked up, `EAGER` when the module is loaded.",
    },
    Variable {
        name: LLD,
        default: "ROCm's, then LLVM 19's, then the `PATH`'s `ld.lld`",
        meaning: "The `ld.lld` that links compiled PTX into AMD GPU code objects and host shared objects.",
    },
    Variable {
        name: DEVICE_LIBS,
        default: "`$ROCM_PATH/amdgcn/bitcode`, `/opt/rocm/amdgcn/bitcode`, then Debian's",
        meaning: "The directory of AMD's device-library bitcode (`ockl.bc`), linked into kernels that print.",
    },
    Variable {
        name: COMPUTE_CAPABILITY,
        default: "`8.6`",
        meaning: "The compute capability `libcuda.so.1` reports for every device (`MAJOR.MINOR`); it also picks \
                  which PTX of a fat binary is compiled (the newest not above it).",
    },
    Variable {
        name: CACHE_DIR,
        default: "`$XDG_CACHE_HOME/rocuda`, else `~/.cache/rocuda`",
        meaning: "The root of rocuda's caches: compiled kernels, under `kernels/`, and the CUDA wheels and \
                  Debian packages `cargo xtask` downloads, under `vendor/`.",
    },
    Variable {
        name: CACHE,
        default: "`on`",
        meaning: "`off` (or `0`, `false`, `no`) stops `libcuda.so.1` from reading or writing compiled kernels \
                  in the cache, so every start compiles again.",
    },
    Variable {
        name: CACHE_MAX_SIZE,
        default: "`1G`",
        meaning: "The most the compiled kernels may take on disk, in bytes or with a `K`, `M`, `G` or `T` \
                  suffix (powers of 1024); past it the least recently used are deleted.",
    },
    Variable {
        name: LIBS,
        default: "every library",
        meaning: "Under `LD_AUDIT=<tree>/lib/librocuda_audit.so`: the NVIDIA libraries loaded as rocuda's, \
                  comma-separated among `cuda`, `cublas`, `cublaslt`, `cudnn`, `cufft`, `curand`, `cusparse`, \
                  `nvml`; the others load as the program would load them without rocuda.",
    },
    Variable { name: SKIP, default: "none", meaning: "Under `LD_AUDIT`: libraries taken out of `ROCUDA_LIBS`, same names." },
];

/// The value of `name`, if set and not empty.
///
/// # Panics
/// If `name` is not in [`VARIABLES`]: an undocumented variable is a bug.
pub fn var(name: &str) -> Option<String> {
    assert!(VARIABLES.iter().any(|v| v.name == name), "{name} is read but not documented in rocuda_core::config::VARIABLES");
    std::env::var(name).ok().filter(|value| !value.is_empty())
}

/// The cache directory: `ROCUDA_CACHE_DIR`, else the XDG cache directory.
pub fn cache_dir() -> std::path::PathBuf {
    if let Some(dir) = var(CACHE_DIR) {
        return dir.into();
    }
    let base = std::env::var_os("XDG_CACHE_HOME")
        .filter(|dir| !dir.is_empty())
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| std::path::PathBuf::from(std::env::var_os("HOME").unwrap_or_default()).join(".cache"));
    base.join("rocuda")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn readme_documents_every_variable() {
        let readme = include_str!("../../README.md");
        for variable in VARIABLES {
            assert!(readme.contains(&format!("`{}`", variable.name)), "README.md lacks {}", variable.name);
        }
    }

    #[test]
    #[should_panic(expected = "not documented")]
    fn undocumented_variables_are_refused() {
        var("ROCUDA_NOT_A_VARIABLE");
    }
}
