//! Every ROCm library, searched in an empty directory only, is a clean error naming what was
//! tried, and each of its functions returns that error instead of crashing.

use rocuda_core::load::{Library, LoadError, SearchPath};
use rocuda_tests::scratch;

/// A call of one of a library's functions, its result reduced to whether it loaded.
type Call = Box<dyn Fn() -> Result<(), LoadError>>;

/// Each library, with one of its functions called with arguments it never reads (the library
/// is not there).
#[expect(clippy::undocumented_unsafe_blocks, reason = "one comment covers the nine calls of the table")]
fn libraries() -> Vec<(&'static Library, Call)> {
    // SAFETY: every call: the library is never loaded, so the function is never reached.
    vec![
        (&hip_sys::LIBRARY, Box::new(|| unsafe { hip_sys::hipInit(0) }.map(drop))),
        (&comgr_sys::LIBRARY, Box::new(|| unsafe { comgr_sys::amd_comgr_get_version(std::ptr::null_mut(), std::ptr::null_mut()) })),
        (&rocblas_sys::LIBRARY, Box::new(|| unsafe { rocblas_sys::rocblas_create_handle(std::ptr::null_mut()) }.map(drop))),
        (&hipblaslt_sys::LIBRARY, Box::new(|| unsafe { hipblaslt_sys::hipblasLtCreate(std::ptr::null_mut()) }.map(drop))),
        (&miopen_sys::LIBRARY, Box::new(|| unsafe { miopen_sys::miopenCreate(std::ptr::null_mut()) }.map(drop))),
        (&hipfft_sys::LIBRARY, Box::new(|| unsafe { hipfft_sys::hipfftCreate(std::ptr::null_mut()) }.map(drop))),
        (&hiprand_sys::LIBRARY, Box::new(|| unsafe { hiprand_sys::hiprandGetVersion(std::ptr::null_mut()) }.map(drop))),
        (&hipsparse_sys::LIBRARY, Box::new(|| unsafe { hipsparse_sys::hipsparseCreate(std::ptr::null_mut()) }.map(drop))),
        (&rocm_smi_sys::LIBRARY, Box::new(|| unsafe { rocm_smi_sys::rsmi_init(0) }.map(drop))),
    ]
}

#[test]
fn an_empty_directory_is_a_clean_error_for_every_library() {
    let empty = scratch("rocm-empty");
    let search = SearchPath { dirs: vec![("the test's directory".to_string(), empty.clone())], system: false };
    for (library, call) in libraries() {
        let error = library.load_with(&search).expect_err("nothing to load");
        let LoadError::Library { title, tried } = &error else { panic!("{}: {error}", library.title) };
        assert_eq!(*title, library.title);
        let files: Vec<String> = tried.iter().map(|attempt| attempt.file.clone()).collect();
        let expected: Vec<String> = library.sonames.iter().map(|soname| empty.join(soname).display().to_string()).collect();
        assert_eq!(files, expected, "{}", library.title);
        assert!(error.to_string().contains("not found"), "{error}");
        assert_eq!(call(), Err(error), "{}", library.title);
    }
}
