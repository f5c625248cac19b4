//! Measurements of rocuda's `libcuda.so.1` on the host device, run by `cargo xtask bench`:
//!
//! - `driver_bench load PTX CACHE_DIR`: `cuModuleLoadData` of a PTX file with an empty
//!   compile cache (cold: the compiler runs), then again (warm: the cache answers).
//! - `driver_bench launch rocuda|hip COUNT`: COUNT launches of an empty one-thread kernel,
//!   through `cuLaunchKernel` or directly through the host device's `hipModuleLaunchKernel`,
//!   for `valgrind --tool=callgrind` to count instructions in (`xtask/src/bench.rs`).

use std::ffi::{CString, c_char, c_int, c_uint, c_void};
use std::time::Instant;

use rocuda_tests::driver::{Status, check, function};
use rocuda_tests::host::{self, Module, hip};

type Handle = *mut c_void;

/// An empty kernel, so that a launch costs what the launch path costs.
const EMPTY_KERNEL: &str = ".version 7.0\n.target sm_80\n.address_size 64\n.visible .entry empty() { ret; }\n";

fn context() {
    // SAFETY: each call: CUDA's documented signatures and arguments.
    unsafe {
        check(function::<unsafe extern "C" fn(c_uint) -> Status>("cuInit")(0), "cuInit").unwrap();
        let mut context: Handle = std::ptr::null_mut();
        check(function::<unsafe extern "C" fn(*mut Handle, c_int) -> Status>("cuDevicePrimaryCtxRetain")(&mut context, 0), "cuDevicePrimaryCtxRetain").unwrap();
        check(function::<unsafe extern "C" fn(Handle) -> Status>("cuCtxSetCurrent")(context), "cuCtxSetCurrent").unwrap();
    }
}

/// Loads `ptx` and returns the seconds it took.
fn load_seconds(ptx: &CString) -> f64 {
    // SAFETY: the driver API's signature of the function.
    let load = unsafe { function::<unsafe extern "C" fn(*mut Handle, *const c_void) -> Status>("cuModuleLoadData") };
    // SAFETY: as above.
    let unload = unsafe { function::<unsafe extern "C" fn(Handle) -> Status>("cuModuleUnload") };
    let mut module: Handle = std::ptr::null_mut();
    let start = Instant::now();
    // SAFETY: NUL-terminated PTX text.
    check(unsafe { load(&mut module, ptx.as_ptr().cast()) }, "cuModuleLoadData").unwrap();
    let seconds = start.elapsed().as_secs_f64();
    // SAFETY: the module just loaded.
    check(unsafe { unload(module) }, "cuModuleUnload").unwrap();
    seconds
}

fn load(path: &str, cache: &str) {
    // SAFETY: set before the driver reads them; nothing else runs yet. Eager loading, so that
    // the load is the compile (or the cache's read), not a copy of the PTX for later.
    unsafe {
        std::env::set_var("ROCUDA_CACHE_DIR", cache);
        std::env::set_var("CUDA_MODULE_LOADING", "EAGER");
    }
    context();
    let ptx = CString::new(std::fs::read(path).expect("the PTX file")).expect("PTX without NULs");
    let cold = load_seconds(&ptx);
    let warm = (0..5).map(|_| load_seconds(&ptx)).fold(f64::INFINITY, f64::min);
    println!("cold {:.3} ms", cold * 1e3);
    println!("warm {:.3} ms", warm * 1e3);
}

fn launch(through: &str, count: usize) {
    match through {
        "rocuda" => {
            context();
            let ptx = CString::new(EMPTY_KERNEL).expect("no NULs");
            let mut module: Handle = std::ptr::null_mut();
            let mut kernel: Handle = std::ptr::null_mut();
            // SAFETY: each call: CUDA's documented signatures and arguments.
            unsafe {
                check(
                    function::<unsafe extern "C" fn(*mut Handle, *const c_void) -> Status>("cuModuleLoadData")(&mut module, ptx.as_ptr().cast()),
                    "cuModuleLoadData",
                )
                .unwrap();
                check(
                    function::<unsafe extern "C" fn(*mut Handle, Handle, *const c_char) -> Status>("cuModuleGetFunction")(
                        &mut kernel,
                        module,
                        c"empty".as_ptr(),
                    ),
                    "cuModuleGetFunction",
                )
                .unwrap();
                let launch = function::<
                    unsafe extern "C" fn(Handle, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, Handle, *mut *mut c_void, *mut *mut c_void) -> Status,
                >("cuLaunchKernel");
                let mut params: [*mut c_void; 0] = [];
                for _ in 0..count {
                    launch(kernel, 1, 1, 1, 1, 1, 1, 0, std::ptr::null_mut(), params.as_mut_ptr(), std::ptr::null_mut());
                }
            }
        }
        "hip" => {
            let module = Module::from_ptx(EMPTY_KERNEL);
            let kernel = module.function("empty");
            let mut params: [*mut c_void; 0] = [];
            for _ in 0..count {
                // SAFETY: a loaded kernel without parameters.
                unsafe { host::launch(kernel, 1, 1, 0, std::ptr::null_mut(), &mut params) };
            }
            // SAFETY: no arguments.
            hip(unsafe { hip_sys::hipDeviceSynchronize() }, "hipDeviceSynchronize").unwrap();
        }
        other => panic!("launch through `rocuda` or `hip`, not {other}"),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["load", path, cache] => load(path, cache),
        ["launch", through, count] => launch(through, count.parse().expect("a launch count")),
        _ => panic!("usage: driver_bench load PTX CACHE_DIR | launch rocuda|hip COUNT"),
    }
}
