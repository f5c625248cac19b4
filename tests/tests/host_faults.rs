//! Kernels that fail on the host device: an invalid memory access, a `trap` and a failed
//! `assert` end the launch with CUDA's errors (sticky until `hipDeviceReset`) instead of the
//! process; a barrier whose other threads returned still completes.

use std::ffi::c_void;
use std::sync::Mutex;

use hip_sys::hipError_t;
use rocuda_tests::host::{Module, alloc, hip, launch, ptx, read};

/// The errors are per process: one test at a time.
static SERIAL: Mutex<()> = Mutex::new(());

fn module() -> &'static Module {
    static MODULE: std::sync::OnceLock<Module> = std::sync::OnceLock::new();
    MODULE.get_or_init(|| Module::from_ptx(&ptx("faults")))
}

/// Launches `kernel` with one pointer argument (and `extra`, if any) on 2 blocks of 64.
fn run(kernel: &str, pointer: *mut u32, extra: Option<u32>) -> hipError_t {
    let function = module().function(kernel);
    let (mut pointer, mut extra_value) = (pointer, extra.unwrap_or(0));
    let mut args = vec![(&raw mut pointer).cast::<c_void>()];
    if extra.is_some() {
        args.push((&raw mut extra_value).cast());
    }
    // SAFETY: the kernels of faults.cu take a pointer and, for some, a `u32`.
    unsafe { launch(function, 2, 64, 0, std::ptr::null_mut(), &mut args) }
}

/// The sticky error after a failed launch, which `hipDeviceReset` clears.
fn sticky_then_reset(expected: hipError_t) {
    // SAFETY: no arguments.
    unsafe {
        assert_eq!(hip_sys::hipDeviceSynchronize().unwrap(), expected, "the error is sticky");
        assert_eq!(hip_sys::hipGetLastError().unwrap(), expected);
        hip(hip_sys::hipDeviceReset(), "hipDeviceReset").unwrap();
        assert_eq!(hip_sys::hipDeviceSynchronize().unwrap(), hipError_t::hipSuccess);
    }
}

#[test]
fn an_invalid_access_is_an_illegal_address_error() {
    let _serial = SERIAL.lock().unwrap_or_else(|p| p.into_inner());
    let unmapped = 16 as *mut u32;
    // The launch succeeds; the next synchronization reports the fault, as with a GPU.
    assert_eq!(run("write_through", unmapped, Some(1)), hipError_t::hipSuccess);
    sticky_then_reset(hipError_t::hipErrorIllegalAddress);
    // The device works again.
    let out = alloc::<u32>(1);
    assert_eq!(run("write_through", out, Some(1)), hipError_t::hipSuccess);
    assert_eq!(read(out, 1), [1]);
}

#[test]
fn a_trap_is_a_launch_failure() {
    let _serial = SERIAL.lock().unwrap_or_else(|p| p.into_inner());
    assert_eq!(run("trap_in_one_thread", alloc::<u32>(64), None), hipError_t::hipSuccess);
    sticky_then_reset(hipError_t::hipErrorLaunchFailure);
}

#[test]
fn a_failed_assert_is_an_assert_error() {
    let _serial = SERIAL.lock().unwrap_or_else(|p| p.into_inner());
    assert_eq!(run("failing_assert", alloc::<u32>(64), None), hipError_t::hipSuccess);
    sticky_then_reset(hipError_t::hipErrorAssert);
}

#[test]
fn a_barrier_completes_without_threads_that_returned() {
    let _serial = SERIAL.lock().unwrap_or_else(|p| p.into_inner());
    let out = alloc::<u32>(64);
    assert_eq!(run("early_return", out, None), hipError_t::hipSuccess);
    let seen = read(out, 40);
    assert!(seen.iter().all(|s| *s == 40), "{seen:?}");
}
