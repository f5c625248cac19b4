//! The eight libraries rocuda replaces: where their declarations and real exports come from.
//!
//! This table is the one place that says which headers make up a library's API, which
//! sonames it has in each CUDA major, and which NVIDIA binaries its export lists are read
//! from. Everything else in codegen is driven by it, and so are the `LD_AUDIT` library and the
//! `rocuda` command, through the copy of their part that codegen writes into each.

use std::path::{Path, PathBuf};

use crate::pins::Pins;
use crate::vendor::Vendor;

/// One CUDA library.
pub struct Library {
    /// Short name, as log lines and the coverage report spell it. `ROCUDA_LIBS`, `ROCUDA_SKIP`
    /// and `rocuda run --libs` take it in lowercase (`cublaslt`), the documented spelling, and as
    /// it is (`cublasLt`): the audit library and the command read both from the copy
    /// `emit/libraries.rs` writes.
    pub name: &'static str,
    /// The workspace folder of its crate.
    pub dir: &'static str,
    /// The C type its functions return as status.
    pub status: &'static str,
    /// Which of its statuses rocuda's export machinery returns.
    pub statuses: Statuses,
    /// The ROCm statuses it converts.
    pub rocm_statuses: &'static [RocmStatus],
    /// The header passes whose declarations make up its API.
    pub passes: &'static [Pass],
    /// Header file names whose declarations belong to this library (a header includes others:
    /// `cublas_api.h` includes `cuda_runtime_api.h`, whose functions are not cuBLAS's).
    pub own_headers: &'static [&'static str],
    /// The file rocuda installs, named by its newest soname; the other sonames link to it.
    pub soname: &'static str,
    /// Every real library whose exports rocuda's must include.
    pub nvidia: &'static [Nvidia],
}

/// The enumerators of a library's status type that `rocuda_core::Status` needs. Which one
/// means "not supported" or "bad argument" is a reading of the library's documentation.
pub struct Statuses {
    pub success: &'static str,
    /// Returned by every function rocuda does not implement.
    pub not_supported: &'static str,
    /// Returned for an argument that fails its checked conversion.
    pub invalid_value: &'static str,
    /// Returned when an implementation panics.
    pub internal_error: &'static str,
    /// Returned when the ROCm library behind this one cannot be loaded.
    pub rocm_unavailable: &'static str,
    /// Returned for a handle the library did not make or already destroyed.
    pub invalid_handle: &'static str,
}

/// A ROCm status type the library converts into its own, and the function that does.
pub struct RocmStatus {
    /// As a Rust path: `hip_sys::hipError_t`.
    pub rocm: &'static str,
    /// In the library's crate: `crate::status::from_hip`. It returns `Option<Status>`, `None`
    /// only for values the ROCm header does not define; a generated test checks every value
    /// it defines.
    pub convert: &'static str,
}

/// One parse of a library's headers. The first pass is the library's main view; the types
/// of the others join it where it lacks them (`CUdeviceptr_v1` exists only in the legacy view).
///
/// CUDA headers declare different functions depending on macros: `cuda.h` renames
/// `cuMemcpy` to `cuMemcpy_ptds` under `CUDA_API_PER_THREAD_DEFAULT_STREAM`, and declares the
/// legacy `cuMemAlloc` (32-bit sizes) only under `__CUDA_API_VERSION_INTERNAL`. The real
/// library exports all of them, so each such view is its own pass.
///
/// A few declarations exist only for C++: `cublas_api.h` declares `cublasHgemm` and the
/// other half- and bfloat16-precision functions inside `#if defined(__cplusplus)`, because
/// `__half` is a C++ class. NVIDIA's library exports them with C linkage all the same, so a
/// pass may read the headers as C++ (`cxx`).
pub struct Pass {
    pub headers: &'static [&'static str],
    pub defines: &'static [&'static str],
    pub cxx: bool,
}

/// A real NVIDIA library binary, for its export list.
pub struct Nvidia {
    pub soname: &'static str,
    pub source: Source,
}

pub enum Source {
    /// A file at `path` inside each of `wheels`, unpacked, and inside every other release of
    /// their packages pinned for its export lists (`exports` in `codegen/pins.toml`).
    Wheel { wheels: &'static [Wheel], path: &'static str },
    /// A file inside an unpacked Debian package; `version` names the list.
    Debian { package: &'static str, version: &'static str, path: &'static str },
    /// A symbol listing recorded on an NVIDIA machine (`codegen/data`).
    Recorded { version: &'static str },
}

/// The wheel of one CUDA major that holds a library.
pub struct Wheel {
    pub major: u32,
    /// Its PyPI package: the export-list pins of other releases are found by it.
    pub package: &'static str,
}

const fn wheel(major: u32, package: &'static str) -> Wheel {
    Wheel { major, package }
}

/// cuDNN's libraries are at the same place in the wheels of both majors.
const fn cudnn(soname: &'static str, path: &'static str) -> Nvidia {
    const WHEELS: &[Wheel] = &[wheel(12, "nvidia-cudnn-cu12"), wheel(13, "nvidia-cudnn-cu13")];
    Nvidia { soname, source: Source::Wheel { wheels: WHEELS, path } }
}

/// The CUDA majors rocuda covers, oldest first. Declarations of the newest win where both
/// declare a function.
pub const MAJORS: &[u32] = &[12, 13];

/// `cudaVDPAU.h` uses VDPAU's types without including their header.
const CUDA_HEADERS: &[&str] = &["cuda.h", "cudaProfiler.h", "cudaGL.h", "cudaEGL.h", "vdpau/vdpau.h", "cudaVDPAU.h"];

const MAIN: Pass = Pass { headers: &[], defines: &[], cxx: false };

pub const LIBRARIES: &[Library] = &[
    Library {
        name: "cuda",
        dir: "nvcuda",
        status: "CUresult",
        statuses: Statuses {
            success: "CUDA_SUCCESS",
            not_supported: "CUDA_ERROR_NOT_SUPPORTED",
            invalid_value: "CUDA_ERROR_INVALID_VALUE",
            internal_error: "CUDA_ERROR_UNKNOWN",
            rocm_unavailable: "CUDA_ERROR_NO_DEVICE",
            invalid_handle: "CUDA_ERROR_INVALID_HANDLE",
        },
        rocm_statuses: &[
            RocmStatus { rocm: "hip_sys::hipError_t", convert: "crate::status::from_hip" },
            RocmStatus { rocm: "comgr_sys::amd_comgr_status_t", convert: "crate::status::from_comgr" },
        ],
        passes: &[
            Pass { headers: CUDA_HEADERS, ..MAIN },
            Pass { headers: CUDA_HEADERS, defines: &["CUDA_API_PER_THREAD_DEFAULT_STREAM"], ..MAIN },
            Pass { headers: CUDA_HEADERS, defines: &["__CUDA_API_VERSION_INTERNAL"], ..MAIN },
        ],
        own_headers: &["cuda.h", "cudaProfiler.h", "cudaGL.h", "cudaEGL.h", "cudaVDPAU.h"],
        soname: "libcuda.so.1",
        nvidia: &[
            Nvidia {
                soname: "libcuda.so.1",
                source: Source::Debian { package: "libcuda1", version: "550.163.01", path: "usr/lib/x86_64-linux-gnu/nvidia/current/libcuda.so.550.163.01" },
            },
            Nvidia { soname: "libcuda.so.1", source: Source::Recorded { version: "580.159.04" } },
        ],
    },
    Library {
        name: "cublas",
        dir: "cublas",
        status: "cublasStatus_t",
        statuses: Statuses {
            success: "CUBLAS_STATUS_SUCCESS",
            not_supported: "CUBLAS_STATUS_NOT_SUPPORTED",
            invalid_value: "CUBLAS_STATUS_INVALID_VALUE",
            internal_error: "CUBLAS_STATUS_INTERNAL_ERROR",
            rocm_unavailable: "CUBLAS_STATUS_NOT_INITIALIZED",
            // cuBLAS answers a handle never created or already destroyed with NOT_INITIALIZED.
            invalid_handle: "CUBLAS_STATUS_NOT_INITIALIZED",
        },
        rocm_statuses: &[RocmStatus { rocm: "rocblas_sys::rocblas_status", convert: "crate::status::from_rocblas" }],
        passes: &[
            Pass { headers: &["cublas_v2.h", "cublasXt.h"], ..MAIN },
            // The legacy API: same names without `_v2`, no handle.
            Pass { headers: &["cublas.h"], ..MAIN },
            // The half- and bfloat16-precision functions declared only for C++.
            Pass { headers: &["cublas_v2.h"], cxx: true, ..MAIN },
        ],
        own_headers: &["cublas_api.h", "cublas_v2.h", "cublas.h", "cublasXt.h"],
        soname: "libcublas.so.13",
        nvidia: &[
            Nvidia {
                soname: "libcublas.so.12",
                source: Source::Wheel { wheels: &[wheel(12, "nvidia-cublas-cu12")], path: "nvidia/cublas/lib/libcublas.so.12" },
            },
            Nvidia { soname: "libcublas.so.13", source: Source::Wheel { wheels: &[wheel(13, "nvidia-cublas")], path: "nvidia/cu13/lib/libcublas.so.13" } },
        ],
    },
    Library {
        name: "cublasLt",
        dir: "cublaslt",
        status: "cublasStatus_t",
        statuses: Statuses {
            success: "CUBLAS_STATUS_SUCCESS",
            not_supported: "CUBLAS_STATUS_NOT_SUPPORTED",
            invalid_value: "CUBLAS_STATUS_INVALID_VALUE",
            internal_error: "CUBLAS_STATUS_INTERNAL_ERROR",
            rocm_unavailable: "CUBLAS_STATUS_NOT_INITIALIZED",
            // As cuBLAS.
            invalid_handle: "CUBLAS_STATUS_NOT_INITIALIZED",
        },
        rocm_statuses: &[RocmStatus { rocm: "hipblaslt_sys::hipblasStatus_t", convert: "crate::status::from_hipblas" }],
        passes: &[Pass { headers: &["cublasLt.h"], ..MAIN }],
        own_headers: &["cublasLt.h"],
        soname: "libcublasLt.so.13",
        nvidia: &[
            Nvidia {
                soname: "libcublasLt.so.12",
                source: Source::Wheel { wheels: &[wheel(12, "nvidia-cublas-cu12")], path: "nvidia/cublas/lib/libcublasLt.so.12" },
            },
            Nvidia { soname: "libcublasLt.so.13", source: Source::Wheel { wheels: &[wheel(13, "nvidia-cublas")], path: "nvidia/cu13/lib/libcublasLt.so.13" } },
        ],
    },
    Library {
        name: "cudnn",
        dir: "cudnn",
        status: "cudnnStatus_t",
        statuses: Statuses {
            success: "CUDNN_STATUS_SUCCESS",
            not_supported: "CUDNN_STATUS_NOT_SUPPORTED",
            invalid_value: "CUDNN_STATUS_BAD_PARAM",
            internal_error: "CUDNN_STATUS_INTERNAL_ERROR",
            rocm_unavailable: "CUDNN_STATUS_NOT_INITIALIZED",
            // cuDNN has no invalid-handle status; a bad handle is a bad parameter.
            invalid_handle: "CUDNN_STATUS_BAD_PARAM",
        },
        rocm_statuses: &[RocmStatus { rocm: "miopen_sys::miopenStatus_t", convert: "crate::status::from_miopen" }],
        passes: &[Pass { headers: &["cudnn.h"], ..MAIN }],
        own_headers: &[
            "cudnn.h",
            "cudnn_v9.h",
            "cudnn_graph.h",
            "cudnn_graph_v9.h",
            "cudnn_ops.h",
            "cudnn_ops_v9.h",
            "cudnn_cnn.h",
            "cudnn_cnn_v9.h",
            "cudnn_adv.h",
            "cudnn_adv_v9.h",
            "cudnn_backend.h",
            "cudnn_backend_v9.h",
            "cudnn_version.h",
            "cudnn_version_v9.h",
        ],
        soname: "libcudnn.so.9",
        // cuDNN 9 is one front library that loads sub-libraries (seven in 9.14, nine in 9.28).
        // Applications link only the front one; rocuda's single library also answers to the
        // sub-libraries' sonames and exports their C symbols (see cudnn/README.md).
        nvidia: &[
            cudnn("libcudnn.so.9", "nvidia/cudnn/lib/libcudnn.so.9"),
            cudnn("libcudnn_adv.so.9", "nvidia/cudnn/lib/libcudnn_adv.so.9"),
            cudnn("libcudnn_cnn.so.9", "nvidia/cudnn/lib/libcudnn_cnn.so.9"),
            cudnn("libcudnn_engines_precompiled.so.9", "nvidia/cudnn/lib/libcudnn_engines_precompiled.so.9"),
            cudnn("libcudnn_engines_runtime_compiled.so.9", "nvidia/cudnn/lib/libcudnn_engines_runtime_compiled.so.9"),
            cudnn("libcudnn_engines_tensor_ir.so.9", "nvidia/cudnn/lib/libcudnn_engines_tensor_ir.so.9"),
            cudnn("libcudnn_ext.so.9", "nvidia/cudnn/lib/libcudnn_ext.so.9"),
            cudnn("libcudnn_graph.so.9", "nvidia/cudnn/lib/libcudnn_graph.so.9"),
            cudnn("libcudnn_heuristic.so.9", "nvidia/cudnn/lib/libcudnn_heuristic.so.9"),
            cudnn("libcudnn_ops.so.9", "nvidia/cudnn/lib/libcudnn_ops.so.9"),
        ],
    },
    Library {
        name: "cufft",
        dir: "cufft",
        status: "cufftResult",
        statuses: Statuses {
            success: "CUFFT_SUCCESS",
            not_supported: "CUFFT_NOT_SUPPORTED",
            invalid_value: "CUFFT_INVALID_VALUE",
            internal_error: "CUFFT_INTERNAL_ERROR",
            rocm_unavailable: "CUFFT_SETUP_FAILED",
            // A cuFFT handle is a plan.
            invalid_handle: "CUFFT_INVALID_PLAN",
        },
        rocm_statuses: &[RocmStatus { rocm: "hipfft_sys::hipfftResult", convert: "crate::status::from_hipfft" }],
        passes: &[Pass { headers: &["cufftXt.h"], ..MAIN }],
        own_headers: &["cufft.h", "cufftXt.h", "cudalibxt.h"],
        soname: "libcufft.so.12",
        nvidia: &[
            Nvidia { soname: "libcufft.so.11", source: Source::Wheel { wheels: &[wheel(12, "nvidia-cufft-cu12")], path: "nvidia/cufft/lib/libcufft.so.11" } },
            Nvidia { soname: "libcufft.so.12", source: Source::Wheel { wheels: &[wheel(13, "nvidia-cufft")], path: "nvidia/cu13/lib/libcufft.so.12" } },
        ],
    },
    Library {
        name: "curand",
        dir: "curand",
        status: "curandStatus_t",
        // cuRAND has no "not supported" status. TYPE_ERROR is what cuRAND answers when a
        // generator cannot do what it is asked (64-bit numbers from a 32-bit generator, a seed
        // for a quasirandom one): "this is not supported here", which callers handle as an
        // error of the call, where ARCH_MISMATCH would say the GPU lacks a feature.
        // OUT_OF_RANGE ("argument out of range") is its only argument error.
        statuses: Statuses {
            success: "CURAND_STATUS_SUCCESS",
            not_supported: "CURAND_STATUS_TYPE_ERROR",
            invalid_value: "CURAND_STATUS_OUT_OF_RANGE",
            internal_error: "CURAND_STATUS_INTERNAL_ERROR",
            rocm_unavailable: "CURAND_STATUS_INITIALIZATION_FAILED",
            // A generator that was never created is one not initialized.
            invalid_handle: "CURAND_STATUS_NOT_INITIALIZED",
        },
        rocm_statuses: &[RocmStatus { rocm: "hiprand_sys::hiprandStatus_t", convert: "crate::status::from_hiprand" }],
        passes: &[Pass { headers: &["curand.h"], ..MAIN }],
        own_headers: &["curand.h"],
        soname: "libcurand.so.10",
        nvidia: &[
            Nvidia {
                soname: "libcurand.so.10",
                source: Source::Wheel { wheels: &[wheel(12, "nvidia-curand-cu12")], path: "nvidia/curand/lib/libcurand.so.10" },
            },
            Nvidia { soname: "libcurand.so.10", source: Source::Wheel { wheels: &[wheel(13, "nvidia-curand")], path: "nvidia/cu13/lib/libcurand.so.10" } },
        ],
    },
    Library {
        name: "cusparse",
        dir: "cusparse",
        status: "cusparseStatus_t",
        statuses: Statuses {
            success: "CUSPARSE_STATUS_SUCCESS",
            not_supported: "CUSPARSE_STATUS_NOT_SUPPORTED",
            invalid_value: "CUSPARSE_STATUS_INVALID_VALUE",
            internal_error: "CUSPARSE_STATUS_INTERNAL_ERROR",
            rocm_unavailable: "CUSPARSE_STATUS_NOT_INITIALIZED",
            // As cuBLAS.
            invalid_handle: "CUSPARSE_STATUS_NOT_INITIALIZED",
        },
        rocm_statuses: &[RocmStatus { rocm: "hipsparse_sys::hipsparseStatus_t", convert: "crate::status::from_hipsparse" }],
        passes: &[Pass { headers: &["cusparse.h"], ..MAIN }],
        own_headers: &["cusparse.h"],
        soname: "libcusparse.so.12",
        nvidia: &[
            Nvidia {
                soname: "libcusparse.so.12",
                source: Source::Wheel { wheels: &[wheel(12, "nvidia-cusparse-cu12")], path: "nvidia/cusparse/lib/libcusparse.so.12" },
            },
            Nvidia {
                soname: "libcusparse.so.12",
                source: Source::Wheel { wheels: &[wheel(13, "nvidia-cusparse")], path: "nvidia/cu13/lib/libcusparse.so.12" },
            },
        ],
    },
    Library {
        name: "nvml",
        dir: "nvml",
        status: "nvmlReturn_t",
        statuses: Statuses {
            success: "NVML_SUCCESS",
            not_supported: "NVML_ERROR_NOT_SUPPORTED",
            invalid_value: "NVML_ERROR_INVALID_ARGUMENT",
            internal_error: "NVML_ERROR_UNKNOWN",
            rocm_unavailable: "NVML_ERROR_LIBRARY_NOT_FOUND",
            // NVML documents INVALID_ARGUMENT for a device handle that is not one.
            invalid_handle: "NVML_ERROR_INVALID_ARGUMENT",
        },
        rocm_statuses: &[RocmStatus { rocm: "rocm_smi_sys::rsmi_status_t", convert: "crate::status::from_rsmi" }],
        passes: &[
            Pass { headers: &["nvml.h"], ..MAIN },
            // The unversioned names (`nvmlInit` next to `nvmlInit_v2`), older ABIs.
            Pass { headers: &["nvml.h"], defines: &["NVML_NO_UNVERSIONED_FUNC_DEFS"], ..MAIN },
        ],
        own_headers: &["nvml.h"],
        soname: "libnvidia-ml.so.1",
        nvidia: &[
            Nvidia {
                soname: "libnvidia-ml.so.1",
                source: Source::Debian {
                    package: "libnvidia-ml1",
                    version: "550.163.01",
                    path: "usr/lib/x86_64-linux-gnu/nvidia/current/libnvidia-ml.so.550.163.01",
                },
            },
            Nvidia { soname: "libnvidia-ml.so.1", source: Source::Recorded { version: "580.159.04" } },
        ],
    },
];

/// One input of a committed NVIDIA export list.
pub struct NvidiaInput {
    pub soname: &'static str,
    /// The folder its list is committed under: `cuda12`, `cuda13`, `driver550`, `driver580`,
    /// and for a release pinned for its export list only, the major and the release:
    /// `cuda12-9.14.0.64`.
    pub origin: String,
    pub location: Location,
}

pub enum Location {
    /// NVIDIA's library file at `path` in CUDA `major`'s unpacked wheels, installed there by
    /// `package`.
    Wheel { major: u32, package: &'static str, path: &'static str, file: PathBuf },
    /// The list kept of a library of the wheel `spec` (`name==version`), pinned for its export
    /// lists only. A release without the library has no such file: cuDNN's sub-libraries
    /// differ between releases.
    Exports { spec: String, file: PathBuf },
    /// NVIDIA's library file in an unpacked Debian package.
    Debian { package: &'static str, version: &'static str, file: PathBuf },
    /// A recorded symbol listing under `codegen/data`.
    Listing { version: &'static str, file: PathBuf },
}

impl Location {
    /// NVIDIA's library file, where there is one to link against.
    pub fn library_file(&self) -> Option<&Path> {
        match self {
            Location::Wheel { file, .. } | Location::Debian { file, .. } => Some(file),
            Location::Exports { .. } | Location::Listing { .. } => None,
        }
    }
}

impl Library {
    /// Every input of this library's NVIDIA export lists, with `vendor` for unpacked files,
    /// `root` the workspace root and `pins` for the releases pinned for their lists only.
    pub fn nvidia_inputs(&self, vendor: &Vendor, root: &Path, pins: &Pins) -> Vec<NvidiaInput> {
        let driver = |version: &str| format!("driver{}", version.split('.').next().unwrap_or(version));
        let mut inputs = Vec::new();
        for nvidia in self.nvidia {
            let soname = nvidia.soname;
            match &nvidia.source {
                Source::Wheel { wheels, path } => {
                    for &Wheel { major, package } in *wheels {
                        inputs.push(NvidiaInput {
                            soname,
                            origin: format!("cuda{major}"),
                            location: Location::Wheel { major, package, path, file: vendor.cuda(major).join(path) },
                        });
                        let releases = pins.cuda.get(&major.to_string()).into_iter().flat_map(|cuda| cuda.exports_of(package));
                        inputs.extend(releases.map(|(spec, version)| NvidiaInput {
                            soname,
                            origin: format!("cuda{major}-{version}"),
                            location: Location::Exports { spec: spec.to_string(), file: vendor.exports(spec).join(soname) },
                        }));
                    }
                }
                Source::Debian { package, version, path } => inputs.push(NvidiaInput {
                    soname,
                    origin: driver(version),
                    location: Location::Debian { package, version, file: vendor.debian(package).join(path) },
                }),
                Source::Recorded { version } => inputs.push(NvidiaInput {
                    soname,
                    origin: driver(version),
                    location: Location::Listing { version, file: root.join(format!("codegen/data/driver-{version}/{soname}.txt")) },
                }),
            }
        }
        inputs
    }

    /// Every soname rocuda's file answers to, sorted.
    pub fn sonames(&self) -> Vec<&'static str> {
        let mut sonames: Vec<&str> = self.nvidia.iter().map(|n| n.soname).collect();
        sonames.sort_unstable();
        sonames.dedup();
        sonames
    }

    pub fn by_name(name: &str) -> Option<&'static Library> {
        LIBRARIES.iter().find(|library| library.name == name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pins::CudaPins;

    #[test]
    fn a_release_pinned_for_its_export_lists_is_an_input_of_its_package_only() {
        let cuda = |wheels: &[&str], exports: &[&str]| CudaPins {
            toolkit: Vec::new(),
            wheels: wheels.iter().map(|s| s.to_string()).collect(),
            exports: exports.iter().map(|s| s.to_string()).collect(),
        };
        let pins = Pins {
            cuda: [
                ("12".to_string(), cuda(&["nvidia-cudnn-cu12==9.28.0.42"], &[])),
                ("13".to_string(), cuda(&["nvidia-cudnn-cu13==9.28.1.4", "nvidia-cufft==12.0.0.61"], &["nvidia-cudnn-cu13==9.14.0.64"])),
            ]
            .into(),
            debian: Vec::new(),
        };
        let vendor = Vendor { root: PathBuf::from("/vendor") };
        let origins = |name: &str| -> Vec<(String, &str)> {
            let library = Library::by_name(name).expect("a library");
            library.nvidia_inputs(&vendor, Path::new("/root"), &pins).into_iter().map(|input| (input.origin, input.soname)).collect()
        };
        let cudnn = origins("cudnn");
        assert_eq!(
            cudnn[..3],
            [("cuda12".to_string(), "libcudnn.so.9"), ("cuda13".to_string(), "libcudnn.so.9"), ("cuda13-9.14.0.64".to_string(), "libcudnn.so.9"),]
        );
        let input = Library::by_name("cudnn").expect("cuDNN").nvidia_inputs(&vendor, Path::new("/root"), &pins).remove(2);
        match input.location {
            Location::Exports { spec, file } => {
                assert_eq!(spec, "nvidia-cudnn-cu13==9.14.0.64");
                assert_eq!(file, Path::new("/vendor/exports/nvidia-cudnn-cu13-9.14.0.64/libcudnn.so.9"));
            }
            _ => panic!("the release's input is not its kept list"),
        }
        assert!(origins("cufft").iter().all(|(origin, _)| !origin.contains('-')), "cuDNN's release is no input of cuFFT");
    }
}
