//! The cost of one `cublasSgemm_v2` on the host device, run by `cargo xtask bench cublas`
//! under `valgrind --tool=callgrind` (`xtask/src/bench.rs`):
//!
//! - `cublas_bench rocuda COUNT`: `cublasCreate_v2`, then COUNT `cublasSgemm_v2` calls on
//!   2×2 matrices through rocuda's `libcublas.so.13`, then a device synchronization;
//! - `cublas_bench rocblas COUNT`: the same through the host device's `librocblas.so.4`
//!   directly: `rocblas_create_handle`, COUNT `rocblas_sgemm` calls with the same arguments.
//!
//! rocuda's library finds the host device through `ROCUDA_ROCM_LIB`, set here before it loads.

use std::ffi::{c_int, c_void};

use rocblas_sys::{rocblas_handle, rocblas_operation, rocblas_status};
use rocuda_core::load::SearchPath;
use rocuda_tests::host::{self, hip};
use rocuda_tests::{host_lib_dir, lib_dir};

/// The matrices' order: tiny, so that a call costs what the path to rocBLAS costs.
const N: c_int = 2;

/// `CUBLAS_OP_N`.
const CUBLAS_OP_N: c_int = 0;

type CublasSgemm = unsafe extern "C" fn(
    *mut c_void,
    c_int,
    c_int,
    c_int,
    c_int,
    c_int,
    *const f32,
    *const f32,
    c_int,
    *const f32,
    c_int,
    *const f32,
    *mut f32,
    c_int,
) -> c_int;

/// Three device matrices of order [`N`]: A, B (filled) and C.
fn matrices() -> [*mut f32; 3] {
    let elements = (N * N) as usize;
    let [a, b, c] = [host::alloc::<f32>(elements), host::alloc::<f32>(elements), host::alloc::<f32>(elements)];
    let values: Vec<f32> = (0..elements).map(|i| i as f32).collect();
    for pointer in [a, b] {
        // SAFETY: a device allocation of `elements` values, filled from as many.
        let status = unsafe { hip_sys::hipMemcpyHtoD(pointer.cast(), values.as_ptr().cast_mut().cast(), elements * 4) };
        hip(status, "hipMemcpyHtoD").unwrap();
    }
    [a, b, c]
}

fn rocuda(count: usize) {
    // SAFETY: set before rocuda's library reads it; nothing else runs yet.
    unsafe { std::env::set_var("ROCUDA_ROCM_LIB", host_lib_dir()) };
    host::load();
    let [a, b, c] = matrices();
    // SAFETY: rocuda's libcuBLAS, whose initializers only set up logging.
    let library = unsafe { libloading::Library::new(lib_dir().join("libcublas.so.13")) };
    let library = library.expect("libcublas.so.13 loads");
    // SAFETY: each call: cuBLAS's documented signatures and arguments.
    unsafe {
        let create = *library.get::<unsafe extern "C" fn(*mut *mut c_void) -> c_int>(b"cublasCreate_v2").unwrap();
        let sgemm = *library.get::<CublasSgemm>(b"cublasSgemm_v2").unwrap();
        let mut handle: *mut c_void = std::ptr::null_mut();
        assert_eq!(create(&mut handle), 0, "cublasCreate_v2");
        let (alpha, beta) = (1.0f32, 0.0f32);
        let mut failed = 0usize;
        for _ in 0..count {
            failed += usize::from(sgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, N, N, N, &alpha, a, N, b, N, &beta, c, N) != 0);
        }
        assert_eq!(failed, 0, "cublasSgemm_v2 calls that failed");
        hip(hip_sys::hipDeviceSynchronize(), "hipDeviceSynchronize").unwrap();
    }
    check(c);
}

fn rocblas(count: usize) {
    host::load();
    let search = SearchPath { dirs: vec![("the host device".to_string(), host_lib_dir())], system: false };
    rocblas_sys::LIBRARY.load_with(&search).expect("the host device's librocblas.so.4 loads");
    let [a, b, c] = matrices();
    let none = rocblas_operation::rocblas_operation_none;
    // SAFETY: each call: rocBLAS's documented signatures and arguments.
    unsafe {
        let mut handle: rocblas_handle = std::ptr::null_mut();
        assert_eq!(rocblas_sys::rocblas_create_handle(&mut handle).unwrap(), rocblas_status::rocblas_status_success);
        let (alpha, beta) = (1.0f32, 0.0f32);
        let mut failed = 0usize;
        for _ in 0..count {
            let status = rocblas_sys::rocblas_sgemm(handle, none, none, N, N, N, &alpha, a, N, b, N, &beta, c, N);
            failed += usize::from(!matches!(status, Ok(rocblas_status::rocblas_status_success)));
        }
        assert_eq!(failed, 0, "rocblas_sgemm calls that failed");
        hip(hip_sys::hipDeviceSynchronize(), "hipDeviceSynchronize").unwrap();
    }
    check(c);
}

/// C is A·B: the calls did the work, whichever path they took (each call's status is checked
/// too, in both runs alike, so that the comparison stays fair).
fn check(c: *const f32) {
    // A = B = [[0, 2], [1, 3]] (column-major), so C = [[2, 6], [3, 11]].
    assert_eq!(host::read(c, (N * N) as usize), [2.0, 3.0, 6.0, 11.0], "C = A·B");
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["rocuda", count] => rocuda(count.parse().expect("a call count")),
        ["rocblas", count] => rocblas(count.parse().expect("a call count")),
        _ => panic!("usage: cublas_bench rocuda|rocblas COUNT"),
    }
}
