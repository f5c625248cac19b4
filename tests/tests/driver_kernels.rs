//! The PTX test corpus runs through rocuda's `libcuda.so.1` (driver API calls only:
//! `cuModuleLoadData` on the PTX text, `cuLaunchKernel`, ...) on the host device, and every
//! kernel's output equals what an NVIDIA GPU computed from the same PTX (`golden/`). What
//! kernels print is checked by `host_kernels.rs`.

use std::ffi::{CString, c_char, c_int, c_uint, c_void};

use rocuda_tests::driver::{Status, check, function};
use rocuda_tests::kernels::{BLOCKS, DYNAMIC_SHARED, FILL, THREADS, TestModule, WORDS, compare, golden, modules};
use rocuda_tests::parallel;

type Handle = *mut c_void;

/// The driver functions this test calls, from rocuda's library.
struct Driver {
    init: unsafe extern "C" fn(c_uint) -> Status,
    retain: unsafe extern "C" fn(*mut Handle, c_int) -> Status,
    set_current: unsafe extern "C" fn(Handle) -> Status,
    load: unsafe extern "C" fn(*mut Handle, *const c_void) -> Status,
    unload: unsafe extern "C" fn(Handle) -> Status,
    function: unsafe extern "C" fn(*mut Handle, Handle, *const c_char) -> Status,
    alloc: unsafe extern "C" fn(*mut u64, usize) -> Status,
    free: unsafe extern "C" fn(u64) -> Status,
    fill: unsafe extern "C" fn(u64, c_uint, usize) -> Status,
    read: unsafe extern "C" fn(*mut c_void, u64, usize) -> Status,
    #[allow(clippy::type_complexity)]
    launch: unsafe extern "C" fn(Handle, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, Handle, *mut *mut c_void, *mut *mut c_void) -> Status,
    synchronize: unsafe extern "C" fn() -> Status,
}

impl Driver {
    fn load() -> Driver {
        // SAFETY: each function with its C signature from CUDA's header.
        unsafe {
            Driver {
                init: function("cuInit"),
                retain: function("cuDevicePrimaryCtxRetain"),
                set_current: function("cuCtxSetCurrent"),
                load: function("cuModuleLoadData"),
                unload: function("cuModuleUnload"),
                function: function("cuModuleGetFunction"),
                alloc: function("cuMemAlloc_v2"),
                free: function("cuMemFree_v2"),
                fill: function("cuMemsetD32_v2"),
                read: function("cuMemcpyDtoH_v2"),
                launch: function("cuLaunchKernel"),
                synchronize: function("cuCtxSynchronize"),
            }
        }
    }
}

/// Runs every kernel of `module` through the driver; the problems found, and how many ran.
fn run_module(driver: &Driver, context: usize, module: &TestModule) -> (Vec<String>, usize) {
    let Some(golden) = golden(&module.stem) else { return (Vec::new(), 0) };
    let mut kernels: Vec<&String> = golden.keys().collect();
    kernels.sort();
    match run_kernels(driver, context, module, &kernels, &golden) {
        Ok(problems) => (problems, kernels.len()),
        Err(error) => (vec![format!("{}: {error}", module.name)], 0),
    }
}

fn run_kernels(
    driver: &Driver,
    context: usize,
    module: &TestModule,
    kernels: &[&String],
    golden: &rocuda_tests::kernels::Golden,
) -> Result<Vec<String>, String> {
    let words = (BLOCKS * THREADS) as usize * WORDS;
    let ptx = CString::new(module.ptx.as_str()).map_err(|e| e.to_string())?;
    let mut problems = Vec::new();
    // SAFETY: every call: the driver API's documented arguments; `out` holds `words` words.
    unsafe {
        check((driver.set_current)(context as Handle), "cuCtxSetCurrent")?;
        let mut handle: Handle = std::ptr::null_mut();
        check((driver.load)(&mut handle, ptx.as_ptr().cast()), "cuModuleLoadData")?;
        let mut out = 0u64;
        check((driver.alloc)(&mut out, words * 4), "cuMemAlloc")?;
        for kernel in kernels {
            let name = CString::new(kernel.as_str()).expect("a kernel name");
            let mut function: Handle = std::ptr::null_mut();
            check((driver.function)(&mut function, handle, name.as_ptr()), kernel)?;
            check((driver.fill)(out, FILL, words), "cuMemsetD32")?;
            let mut argument = out;
            let mut params = [(&raw mut argument).cast::<c_void>()];
            let launched =
                (driver.launch)(function, BLOCKS, 1, 1, THREADS, 1, 1, DYNAMIC_SHARED, std::ptr::null_mut(), params.as_mut_ptr(), std::ptr::null_mut());
            if let Err(error) = check(launched, kernel).and_then(|()| check((driver.synchronize)(), kernel)) {
                problems.push(format!("{}: {error}", module.name));
                continue;
            }
            let mut host = vec![0u32; words];
            check((driver.read)(host.as_mut_ptr().cast(), out, words * 4), "cuMemcpyDtoH")?;
            let (threads, shown) = compare(kernel, &host, &golden[kernel.as_str()], 6);
            if threads > 0 {
                problems.push(format!("{}: `{kernel}`: {threads} threads differ\n  {}", module.name, shown.join("\n  ")));
            }
        }
        check((driver.free)(out), "cuMemFree")?;
        check((driver.unload)(handle), "cuModuleUnload")?;
    }
    Ok(problems)
}

#[test]
fn corpus_kernels_run_through_the_driver_api_as_on_an_nvidia_gpu() {
    let driver = Driver::load();
    let mut context: Handle = std::ptr::null_mut();
    // SAFETY: the driver API's documented arguments.
    unsafe {
        check((driver.init)(0), "cuInit").unwrap();
        check((driver.retain)(&mut context, 0), "cuDevicePrimaryCtxRetain").unwrap();
    }
    let context = context as usize;
    let results = parallel(modules(), |module| run_module(&driver, context, module));
    let ran: usize = results.iter().map(|(_, n)| n).sum();
    let problems: Vec<String> = results.into_iter().flat_map(|(p, _)| p).collect();
    assert!(ran > 300, "only {ran} kernels ran");
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
    println!("{ran} kernels matched through the driver API");
}
