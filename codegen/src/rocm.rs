//! The ROCm libraries rocuda calls: where their declarations come from and what their files
//! are called. codegen makes one `-sys` crate of each under `rocm/`.

use std::path::PathBuf;

use crate::Result;
use crate::pins::Pins;
use crate::vendor::Vendor;

/// One ROCm library.
pub struct RocmLibrary {
    /// The crate, under `rocm/`: `hip-sys`.
    pub name: &'static str,
    /// What messages call it.
    pub title: &'static str,
    /// The headers to parse.
    pub headers: &'static [&'static str],
    /// Include folders (or files) whose declarations belong to this library; the others are
    /// other libraries' (hipRAND's headers include rocRAND's).
    pub own: &'static [&'static str],
    /// Earlier `-sys` crates of this list whose types this library's headers use. Every type
    /// such a crate also defines is re-exported from it (`pub use rocblas_sys::{..}`) rather
    /// than copied, so that a value one crate's functions return (a `rocblas_handle`) has the
    /// type the other crate's functions take.
    pub uses: &'static [&'static str],
    /// Parse as C++17 (the header does not parse as C).
    pub cxx: bool,
    /// Its sonames, newest first: ROCm 7's, then ROCm 6's.
    pub sonames: &'static [&'static str],
    /// The Debian package of its headers.
    pub dev_package: &'static str,
    /// The Debian package of its ROCm 6.4 runtime library, and the library's soname (the
    /// name of its export list in the unpacked package).
    pub runtime: (&'static str, &'static str),
}

/// Every ROCm header is parsed for AMD GPUs.
pub const DEFINES: &[&str] = &["__HIP_PLATFORM_AMD__"];

/// The Debian packages whose `usr/include` every parse sees (headers include each other's).
pub const HEADER_PACKAGES: &[&str] = &[
    "libamdhip64-dev",
    "librocblas-dev",
    "libhipblaslt-dev",
    "libhipblas-common-dev",
    "libmiopen-dev",
    "libhipfft-dev",
    "libhiprand-dev",
    "librocrand-dev",
    "librocsolver-dev",
    "libhipsparse-dev",
    "librocm-smi-dev",
    "libdrm-dev",
    "libamd-comgr-dev",
];

/// `-I` folders for every ROCm parse: each header package's `usr/include`, and libdrm's own
/// folder, which ROCm SMI's header includes by file name.
pub fn include_dirs(vendor: &Vendor) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = HEADER_PACKAGES.iter().map(|p| vendor.debian(p).join("usr/include")).collect();
    dirs.push(vendor.debian("libdrm-dev").join("usr/include/libdrm"));
    dirs
}

pub const ROCM_LIBRARIES: &[RocmLibrary] = &[
    RocmLibrary {
        name: "hip-sys",
        title: "HIP runtime",
        headers: &["hip/hip_runtime_api.h", "hip/library_types.h"],
        own: &["hip/"],
        uses: &[],
        cxx: false,
        sonames: &["libamdhip64.so.7", "libamdhip64.so.6"],
        dev_package: "libamdhip64-dev",
        runtime: ("libamdhip64-6", "libamdhip64.so.6"),
    },
    RocmLibrary {
        name: "rocblas-sys",
        title: "rocBLAS",
        headers: &["rocblas/rocblas.h"],
        own: &["rocblas/"],
        uses: &["hip-sys"],
        cxx: false,
        sonames: &["librocblas.so.5", "librocblas.so.4"],
        dev_package: "librocblas-dev",
        runtime: ("librocblas4", "librocblas.so.4"),
    },
    RocmLibrary {
        name: "rocsolver-sys",
        title: "rocSOLVER",
        headers: &["rocsolver/rocsolver.h"],
        own: &["rocsolver/"],
        uses: &["hip-sys", "rocblas-sys"],
        cxx: false,
        sonames: &["librocsolver.so.0"],
        dev_package: "librocsolver-dev",
        runtime: ("librocsolver0", "librocsolver.so.0"),
    },
    RocmLibrary {
        name: "hipblaslt-sys",
        title: "hipBLASLt",
        headers: &["hipblaslt/hipblaslt.h"],
        own: &["hipblaslt/"],
        uses: &["hip-sys"],
        cxx: true,
        sonames: &["libhipblaslt.so.1"],
        dev_package: "libhipblaslt-dev",
        runtime: ("libhipblaslt1", "libhipblaslt.so.1"),
    },
    RocmLibrary {
        name: "miopen-sys",
        title: "MIOpen",
        headers: &["miopen/miopen.h"],
        own: &["miopen/"],
        uses: &["hip-sys"],
        cxx: true,
        sonames: &["libMIOpen.so.1"],
        dev_package: "libmiopen-dev",
        runtime: ("libmiopen1", "libMIOpen.so.1"),
    },
    RocmLibrary {
        name: "hipfft-sys",
        title: "hipFFT",
        headers: &["hipfft/hipfft.h"],
        own: &["hipfft/"],
        uses: &["hip-sys"],
        cxx: false,
        sonames: &["libhipfft.so.0"],
        dev_package: "libhipfft-dev",
        runtime: ("libhipfft0", "libhipfft.so.0"),
    },
    RocmLibrary {
        name: "hiprand-sys",
        title: "hipRAND",
        headers: &["hiprand/hiprand.h"],
        own: &["hiprand/"],
        uses: &["hip-sys"],
        cxx: true,
        sonames: &["libhiprand.so.1"],
        dev_package: "libhiprand-dev",
        runtime: ("libhiprand1", "libhiprand.so.1"),
    },
    RocmLibrary {
        name: "hipsparse-sys",
        title: "hipSPARSE",
        headers: &["hipsparse/hipsparse.h"],
        own: &["hipsparse/"],
        uses: &["hip-sys"],
        cxx: false,
        sonames: &["libhipsparse.so.4", "libhipsparse.so.1"],
        dev_package: "libhipsparse-dev",
        runtime: ("libhipsparse1", "libhipsparse.so.1"),
    },
    RocmLibrary {
        name: "rocm-smi-sys",
        title: "ROCm SMI",
        headers: &["rocm_smi/rocm_smi.h"],
        own: &["rocm_smi/"],
        uses: &[],
        cxx: false,
        sonames: &["librocm_smi64.so.1"],
        dev_package: "librocm-smi-dev",
        runtime: ("librocm-smi64-1", "librocm_smi64.so.1"),
    },
    RocmLibrary {
        name: "comgr-sys",
        title: "ROCm code object manager (comgr)",
        headers: &["amd_comgr/amd_comgr.h"],
        own: &["amd_comgr/"],
        uses: &[],
        cxx: false,
        sonames: &["libamd_comgr.so.3", "libamd_comgr.so.2"],
        dev_package: "libamd-comgr-dev",
        runtime: ("libamd-comgr3", "libamd_comgr.so.3"),
    },
];

impl RocmLibrary {
    /// The crate's folder in the workspace.
    pub fn dir(&self) -> String {
        format!("rocm/{}", self.name)
    }

    /// The crate's name as Rust code spells it: `hip_sys`.
    pub fn rust_name(&self) -> String {
        self.name.replace('-', "_")
    }

    /// `package version` of its header package, from the pins.
    pub fn dev_version(&self, pins: &Pins) -> Result<String> {
        pins.debian_version(self.dev_package)
            .map(|version| format!("{} {version}", self.dev_package))
            .ok_or_else(|| format!("codegen/pins.toml pins no {}", self.dev_package).into())
    }
}
