//! `rocuda doctor`: what this machine offers rocuda: ROCm's libraries (found or not, where, and
//! the version each reports where it can without a GPU), the AMD GPUs HIP sees and whether
//! rocuda compiles for them, whether the install tree's host device works, the compiler's tools,
//! the compile cache, and what `rocuda run` would redirect. Each problem has a one-line fix.

use std::ffi::{CStr, c_char, c_int};
use std::fmt::Write;

use rocuda_core::CEnum;
use rocuda_core::load::{Library, LoadError, SearchPath};

mod checks;

/// One ROCm library, and how to ask it its version.
struct Check {
    library: &'static Library,
    version: Option<fn() -> Result<String, String>>,
}

/// In the order a CUDA program meets them. hipBLASLt and hipSPARSE report their version only
/// through a handle, which needs a GPU.
const CHECKS: &[Check] = &[
    Check { library: &hip_sys::LIBRARY, version: Some(hip_version) },
    Check { library: &comgr_sys::LIBRARY, version: Some(comgr_version) },
    Check { library: &rocblas_sys::LIBRARY, version: Some(rocblas_version) },
    Check { library: &hipblaslt_sys::LIBRARY, version: None },
    Check { library: &miopen_sys::LIBRARY, version: Some(miopen_version) },
    Check { library: &hipfft_sys::LIBRARY, version: Some(hipfft_version) },
    Check { library: &hiprand_sys::LIBRARY, version: Some(hiprand_version) },
    Check { library: &hipsparse_sys::LIBRARY, version: None },
    Check { library: &rocm_smi_sys::LIBRARY, version: Some(rocm_smi_version) },
];

/// The report, and whether rocuda can run programs on an AMD GPU here.
pub fn report() -> (String, bool) {
    let mut text = String::new();
    let hip_found = rocm_libraries(&mut text);
    let tree = crate::run::tree();
    let gpus = checks::amd_gpus(&mut text, hip_found);
    checks::host_device(&mut text, &tree);
    checks::compiler_tools(&mut text);
    checks::cache(&mut text);
    checks::redirection(&mut text, &tree);
    if gpus == 0 {
        text.push_str("rocuda cannot run programs on an AMD GPU here; the host device can still run them for testing.\n");
    }
    (text, gpus > 0)
}

/// The ROCm libraries' lines; whether the HIP runtime was found.
fn rocm_libraries(text: &mut String) -> bool {
    let search = SearchPath::from_env();
    text.push_str("ROCm libraries, searched in ");
    let places: Vec<String> = search.dirs.iter().map(|(why, dir)| format!("{} ({why})", dir.display())).collect();
    let _ = writeln!(text, "{}, then the system's search path:", places.join(", "));
    let mut hip_found = false;
    for check in CHECKS {
        let library = check.library;
        match library.path() {
            Ok(path) => {
                hip_found |= std::ptr::eq(library, &hip_sys::LIBRARY);
                let version = match check.version {
                    Some(query) => query().unwrap_or_else(|why| format!("version unknown: {why}")),
                    None => "version reported only through a handle (needs a GPU)".to_string(),
                };
                let _ = writeln!(text, "  {:<34} found      {}  {version}", library.title, path.display());
            }
            Err(LoadError::Library { tried, .. }) => match tried.iter().find(|attempt| attempt.file_exists()) {
                Some(attempt) => {
                    let _ = writeln!(text, "  {:<34} unusable   {}: {}", library.title, attempt.file, attempt.reason);
                }
                None => {
                    let _ = writeln!(text, "  {:<34} not found  ({})", library.title, library.sonames.join(", "));
                }
            },
            Err(error) => {
                let _ = writeln!(text, "  {:<34} unusable   {error}", library.title);
            }
        }
    }
    if !hip_found {
        text.push_str("The HIP runtime is not usable: rocuda cannot run programs on an AMD GPU here.\n");
        let sonames = hip_sys::LIBRARY.sonames.join(" or ");
        let _ = writeln!(text, "  fix: install ROCm ({sonames}), or set ROCUDA_ROCM_LIB or ROCM_PATH to where it is");
    }
    hip_found
}

/// A failed call, as text: the library's status name, or why the function is missing.
fn failed<S: CEnum + PartialEq>(result: Result<S, LoadError>, success: S) -> Result<(), String> {
    match result {
        Ok(status) if status == success => Ok(()),
        Ok(status) => Err(rocuda_core::export::describe(status)),
        Err(error) => Err(error.to_string()),
    }
}

fn hip_version() -> Result<String, String> {
    let mut version: c_int = 0;
    // SAFETY: the out-parameter is a valid int.
    failed(unsafe { hip_sys::hipRuntimeGetVersion(&mut version) }, hip_sys::hipError_t::hipSuccess)?;
    // HIP_VERSION is major * 10^7 + minor * 10^5 + patch.
    Ok(format!("{}.{}.{}", version / 10_000_000, version / 100_000 % 100, version % 100_000))
}

fn comgr_version() -> Result<String, String> {
    let (mut major, mut minor) = (0usize, 0usize);
    // SAFETY: the out-parameters are valid.
    unsafe { comgr_sys::amd_comgr_get_version(&mut major, &mut minor) }.map_err(|e| e.to_string())?;
    Ok(format!("{major}.{minor}"))
}

fn rocblas_version() -> Result<String, String> {
    let success = rocblas_sys::rocblas_status::rocblas_status_success;
    let mut size = 0usize;
    // SAFETY: the out-parameter is valid.
    failed(unsafe { rocblas_sys::rocblas_get_version_string_size(&mut size) }, success)?;
    let mut buffer = vec![0 as c_char; size.max(1)];
    // SAFETY: `buffer` holds `size` bytes, as rocBLAS asked.
    failed(unsafe { rocblas_sys::rocblas_get_version_string(buffer.as_mut_ptr(), buffer.len()) }, success)?;
    *buffer.last_mut().expect("not empty") = 0;
    // SAFETY: NUL-terminated above.
    Ok(unsafe { CStr::from_ptr(buffer.as_ptr()) }.to_string_lossy().into_owned())
}

fn miopen_version() -> Result<String, String> {
    let (mut major, mut minor, mut patch) = (0usize, 0usize, 0usize);
    // SAFETY: the out-parameters are valid.
    failed(unsafe { miopen_sys::miopenGetVersion(&mut major, &mut minor, &mut patch) }, miopen_sys::miopenStatus_t::miopenStatusSuccess)?;
    Ok(format!("{major}.{minor}.{patch}"))
}

fn hipfft_version() -> Result<String, String> {
    let mut version: c_int = 0;
    // SAFETY: the out-parameter is valid.
    failed(unsafe { hipfft_sys::hipfftGetVersion(&mut version) }, hipfft_sys::hipfftResult::HIPFFT_SUCCESS)?;
    Ok(version.to_string())
}

fn hiprand_version() -> Result<String, String> {
    let mut version: c_int = 0;
    // SAFETY: the out-parameter is valid.
    failed(unsafe { hiprand_sys::hiprandGetVersion(&mut version) }, hiprand_sys::hiprandStatus_t::HIPRAND_STATUS_SUCCESS)?;
    Ok(version.to_string())
}

fn rocm_smi_version() -> Result<String, String> {
    let mut version = rocm_smi_sys::rsmi_version_t { major: 0, minor: 0, patch: 0, build: std::ptr::null() };
    // SAFETY: the out-parameter is valid.
    failed(unsafe { rocm_smi_sys::rsmi_version_get(&mut version) }, rocm_smi_sys::rsmi_status_t::RSMI_STATUS_SUCCESS)?;
    Ok(format!("{}.{}.{}", version.major, version.minor, version.patch))
}
