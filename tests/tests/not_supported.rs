//! A function rocuda does not implement answers its library's "not supported" status, the one
//! its callers read as such. cuRAND has none: rocuda answers `CURAND_STATUS_TYPE_ERROR`, what
//! cuRAND answers when a generator cannot do what it is asked (`codegen/src/library.rs`).

use std::ffi::{c_int, c_void};

use rocuda_tests::lib_dir;

/// `CURAND_STATUS_TYPE_ERROR`; `CURAND_STATUS_ARCH_MISMATCH` (204) would say the GPU lacks a
/// feature.
const CURAND_STATUS_TYPE_ERROR: c_int = 103;

#[test]
fn an_unimplemented_curand_function_answers_type_error() {
    // SAFETY: rocuda's libcurand, whose initializers only set up logging.
    let library = unsafe { libloading::Library::new(lib_dir().join("libcurand.so.10")) }.expect("libcurand.so.10 loads");
    // SAFETY: cuRAND's signature for curandGetDirectionVectors32 (an out-pointer and a set),
    // which rocuda does not implement yet (curand/README.md).
    let vectors = unsafe { *library.get::<unsafe extern "C" fn(*mut *mut c_void, c_int) -> c_int>(b"curandGetDirectionVectors32").unwrap() };
    let mut table = std::ptr::null_mut();
    // SAFETY: a live out-pointer; CURAND_DIRECTION_VECTORS_32_JOEKUO6 (101).
    assert_eq!(unsafe { vectors(&mut table, 101) }, CURAND_STATUS_TYPE_ERROR);
}
