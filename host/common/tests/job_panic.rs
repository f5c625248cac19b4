//! A queued job that panics fails the export that queued it, and leaves the device's error
//! sticky, as a kernel's fault does: never a success status over unwritten results. Its own
//! test process, since the sticky error is the whole device's.

use std::ptr::null_mut;

use hip_sys::hipError_t;
use rocuda_host_common::queue::enqueue;
use rocuda_host_common::testing::host_device;
use rocuda_host_common::{Library, call};

/// A library whose statuses are HIP's: the test needs no other library's.
struct Test;

impl Library for Test {
    type Status = hipError_t;
    const NAME: &'static str = "test";
    const SUCCESS: hipError_t = hipError_t::hipSuccess;
    const INTERNAL_ERROR: hipError_t = hipError_t::hipErrorUnknown;
}

fn hip(status: Result<hipError_t, rocuda_core::load::LoadError>) -> hipError_t {
    status.expect("the host device's HIP loads")
}

#[test]
fn a_panicking_job_is_an_error_status_and_a_sticky_device_error() {
    host_device(&["libamdhip64.so.6"]);

    let status = call::<Test>("a test export", || enqueue::<Test>(null_mut(), || panic!("a job that fails on purpose")));
    assert_eq!(status, hipError_t::hipErrorUnknown);
    // SAFETY: HIP calls with documented arguments: the out-pointers are locals, the stream
    // and graphs are the ones these calls made.
    unsafe {
        assert_eq!(hip(hip_sys::hipDeviceSynchronize()), hipError_t::hipErrorLaunchFailure);
        assert_eq!(hip(hip_sys::hipDeviceReset()), hipError_t::hipSuccess);
        assert_eq!(hip(hip_sys::hipDeviceSynchronize()), hipError_t::hipSuccess);

        // Captured into a graph, the job fails when a launch of the graph runs it, with no
        // export to return the failure: the sticky error is how it shows.
        let mut stream = null_mut();
        assert_eq!(hip(hip_sys::hipStreamCreate(&mut stream)), hipError_t::hipSuccess);
        let mode = hip_sys::hipStreamCaptureMode::hipStreamCaptureModeGlobal;
        assert_eq!(hip(hip_sys::hipStreamBeginCapture(stream, mode)), hipError_t::hipSuccess);
        let captured = call::<Test>("a test export", || enqueue::<Test>(stream, || panic!("a captured job that fails on purpose")));
        assert_eq!(captured, hipError_t::hipSuccess, "capturing runs nothing");
        let mut graph = null_mut();
        assert_eq!(hip(hip_sys::hipStreamEndCapture(stream, &mut graph)), hipError_t::hipSuccess);
        let mut exec = null_mut();
        assert_eq!(hip(hip_sys::hipGraphInstantiate(&mut exec, graph, null_mut(), null_mut(), 0)), hipError_t::hipSuccess);
        hip(hip_sys::hipGraphLaunch(exec, stream));
        assert_eq!(hip(hip_sys::hipStreamSynchronize(stream)), hipError_t::hipErrorLaunchFailure);
    }
}
