//! Stream capture on the host device, through HIP calls only, with CUDA's rules: operations
//! of capturing streams become graph nodes instead of running, events fork and join streams,
//! illegal calls invalidate the capture, captures end on their origin with every fork
//! joined, and the capture modes decide which calls are unsafe.

use std::ffi::c_void;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};

use hip_sys::{
    hipError_t as E, hipEvent_t, hipGraph_t, hipGraphExec_t, hipGraphNode_t, hipGraphNodeType as T, hipMemcpyKind, hipStream_t, hipStreamCaptureMode as Mode,
    hipStreamCaptureStatus as S,
};
use rocuda_tests::host::{Module, alloc, ptx, read, status};

/// Captures are per process, and the modes make them reach other threads' calls: one test
/// at a time.
static SERIAL: Mutex<()> = Mutex::new(());

const N: usize = 256;

macro_rules! h {
    ($call:expr) => {{
        rocuda_tests::host::load();
        // SAFETY: the test passes HIP's documented arguments; pointers are to live locals
        // and allocations.
        status(unsafe { $call })
    }};
}

fn serial() -> std::sync::MutexGuard<'static, ()> {
    SERIAL.lock().unwrap_or_else(|p| p.into_inner())
}

fn module() -> &'static Module {
    static MODULE: std::sync::OnceLock<Module> = std::sync::OnceLock::new();
    MODULE.get_or_init(|| Module::from_ptx(&ptx("graphs")))
}

fn stream(flags: u32) -> hipStream_t {
    let mut stream: hipStream_t = std::ptr::null_mut();
    assert_eq!(h!(hip_sys::hipStreamCreateWithFlags(&mut stream, flags)), E::hipSuccess);
    stream
}

fn event() -> hipEvent_t {
    let mut event: hipEvent_t = std::ptr::null_mut();
    assert_eq!(h!(hip_sys::hipEventCreateWithFlags(&mut event, hip_sys::hipEventDisableTiming)), E::hipSuccess);
    event
}

/// `p[i] = p[i] * a + b` over `N` values, launched on `stream`.
fn axpb(stream: hipStream_t, p: *mut i32, a: i32, b: i32) -> E {
    let (mut p, mut n, mut a, mut b) = (p, N as i32, a, b);
    let mut args: [*mut c_void; 4] = [(&raw mut p).cast(), (&raw mut n).cast(), (&raw mut a).cast(), (&raw mut b).cast()];
    let function = module().function("axpb");
    h!(hip_sys::hipModuleLaunchKernel(function, (N / 64) as u32, 1, 1, 64, 1, 1, 0, stream, args.as_mut_ptr(), std::ptr::null_mut()))
}

fn capturing(stream: hipStream_t) -> S {
    let mut status = S(99);
    assert_eq!(h!(hip_sys::hipStreamIsCapturing(stream, &mut status)), E::hipSuccess);
    status
}

fn end(stream: hipStream_t) -> (E, hipGraph_t) {
    let mut graph = 0x1 as hipGraph_t;
    (h!(hip_sys::hipStreamEndCapture(stream, &mut graph)), graph)
}

fn begin(stream: hipStream_t, mode: Mode) {
    assert_eq!(h!(hip_sys::hipStreamBeginCapture(stream, mode)), E::hipSuccess);
}

fn count(graph: hipGraph_t) -> (usize, usize) {
    let (mut nodes, mut edges) = (0, 0);
    assert_eq!(h!(hip_sys::hipGraphGetNodes(graph, std::ptr::null_mut(), &mut nodes)), E::hipSuccess);
    assert_eq!(h!(hip_sys::hipGraphGetEdges(graph, std::ptr::null_mut(), std::ptr::null_mut(), &mut edges)), E::hipSuccess);
    (nodes, edges)
}

static HOST_CALLS: AtomicU32 = AtomicU32::new(0);

unsafe extern "C" fn counted(_: *mut c_void) {
    HOST_CALLS.fetch_add(1, Ordering::SeqCst);
}

#[test]
fn capture_records_forked_streams_and_the_graph_runs_them_at_launch() {
    let _serial = serial();
    let (a, b) = (alloc::<i32>(N), alloc::<i32>(N));
    let mut host = vec![0i32; N];
    let (s, side) = (stream(hip_sys::hipStreamNonBlocking), stream(hip_sys::hipStreamNonBlocking));
    let (fork, join) = (event(), event());
    assert_eq!(h!(hip_sys::hipMemsetD32(b.cast(), 1, N)), E::hipSuccess);
    HOST_CALLS.store(0, Ordering::SeqCst);

    assert_eq!(capturing(s), S::hipStreamCaptureStatusNone);
    begin(s, Mode::hipStreamCaptureModeGlobal);
    assert_eq!(capturing(s), S::hipStreamCaptureStatusActive);
    assert_eq!(h!(hip_sys::hipMemsetD32Async(a.cast(), 5, N, s)), E::hipSuccess);
    assert_eq!(h!(hip_sys::hipEventRecord(fork, s)), E::hipSuccess);
    assert_eq!(capturing(side), S::hipStreamCaptureStatusNone);
    assert_eq!(h!(hip_sys::hipStreamWaitEvent(side, fork, 0)), E::hipSuccess);
    assert_eq!(capturing(side), S::hipStreamCaptureStatusActive, "waiting on a captured event joins the capture");
    assert_eq!(axpb(s, a, 2, 0), E::hipSuccess);
    assert_eq!(axpb(side, b, 3, 1), E::hipSuccess);
    assert_eq!(h!(hip_sys::hipLaunchHostFunc(side, Some(counted), std::ptr::null_mut())), E::hipSuccess);
    assert_eq!(h!(hip_sys::hipEventRecord(join, side)), E::hipSuccess);
    assert_eq!(h!(hip_sys::hipStreamWaitEvent(s, join, 0)), E::hipSuccess);
    // What the stream's next node will depend on: its own kernel and the side's host node.
    let (mut state, mut id, mut graph, mut dependencies, mut length) = (S(99), 0u64, std::ptr::null_mut(), std::ptr::null(), 0usize);
    assert_eq!(h!(hip_sys::hipStreamGetCaptureInfo_v2(s, &mut state, &mut id, &mut graph, &mut dependencies, &mut length)), E::hipSuccess);
    assert_eq!((state, length), (S::hipStreamCaptureStatusActive, 2));
    let mut side_id = 0u64;
    assert_eq!(h!(hip_sys::hipStreamGetCaptureInfo(side, &mut state, &mut side_id)), E::hipSuccess);
    assert_eq!(side_id, id, "one capture");
    let (dst, src) = (host.as_mut_ptr().cast::<c_void>(), a.cast_const().cast::<c_void>());
    assert_eq!(h!(hip_sys::hipMemcpyAsync(dst, src, N * 4, hipMemcpyKind::hipMemcpyDeviceToHost, s)), E::hipSuccess);
    // Nothing ran: a relaxed thread may look.
    let mut mode = Mode::hipStreamCaptureModeRelaxed;
    assert_eq!(h!(hip_sys::hipThreadExchangeStreamCaptureMode(&mut mode)), E::hipSuccess);
    assert_eq!((mode, read(a, N)[0], read(b, N)[0], HOST_CALLS.load(Ordering::SeqCst)), (Mode::hipStreamCaptureModeGlobal, 0, 1, 0));
    assert_eq!(h!(hip_sys::hipThreadExchangeStreamCaptureMode(&mut mode)), E::hipSuccess);
    let (ended, captured) = end(s);
    assert_eq!((ended, captured), (E::hipSuccess, graph));
    assert_eq!((capturing(s), capturing(side)), (S::hipStreamCaptureStatusNone, S::hipStreamCaptureStatusNone));
    // memset → kernel(s), memset → kernel(side) → host → copy, kernel(s) → copy.
    assert_eq!(count(captured), (5, 5));

    let mut exec: hipGraphExec_t = std::ptr::null_mut();
    assert_eq!(h!(hip_sys::hipGraphInstantiateWithFlags(&mut exec, captured, 0)), E::hipSuccess);
    for run in 1..=2 {
        assert_eq!(h!(hip_sys::hipGraphLaunch(exec, side)), E::hipSuccess);
        assert_eq!(h!(hip_sys::hipStreamSynchronize(side)), E::hipSuccess);
        assert_eq!((host[0], HOST_CALLS.load(Ordering::SeqCst)), (10, run));
    }
    assert_eq!(read(b, N)[N - 1], (3 + 1) * 3 + 1, "the side stream's kernel ran twice");

    // A graph launched into a capturing stream is captured as a child graph node.
    begin(s, Mode::hipStreamCaptureModeGlobal);
    assert_eq!(h!(hip_sys::hipGraphLaunch(exec, s)), E::hipSuccess);
    let (ended, outer) = end(s);
    assert_eq!(ended, E::hipSuccess);
    let mut node: hipGraphNode_t = std::ptr::null_mut();
    let mut one = 1;
    assert_eq!(h!(hip_sys::hipGraphGetNodes(outer, &mut node, &mut one)), E::hipSuccess);
    let mut kind = T::hipGraphNodeTypeCount;
    assert_eq!(h!(hip_sys::hipGraphNodeGetType(node, &mut kind)), E::hipSuccess);
    assert_eq!((one, kind), (1, T::hipGraphNodeTypeGraph));

    for graph in [captured, outer] {
        assert_eq!(h!(hip_sys::hipGraphDestroy(graph)), E::hipSuccess);
    }
    assert_eq!(h!(hip_sys::hipGraphExecDestroy(exec)), E::hipSuccess);
    for event in [fork, join] {
        assert_eq!(h!(hip_sys::hipEventDestroy(event)), E::hipSuccess);
    }
    for stream in [s, side] {
        assert_eq!(h!(hip_sys::hipStreamDestroy(stream)), E::hipSuccess);
    }
}

#[test]
fn an_illegal_call_invalidates_the_capture_and_ending_it_gives_no_graph() {
    let _serial = serial();
    let a = alloc::<i32>(N);
    let (s, other) = (stream(hip_sys::hipStreamNonBlocking), stream(hip_sys::hipStreamNonBlocking));
    let (outside, inside) = (event(), event());
    let illegal: [(&str, &dyn Fn() -> E, E); 6] = [
        ("hipStreamSynchronize", &|| h!(hip_sys::hipStreamSynchronize(s)), E::hipErrorStreamCaptureUnsupported),
        ("hipStreamQuery", &|| h!(hip_sys::hipStreamQuery(s)), E::hipErrorStreamCaptureUnsupported),
        ("hipDeviceSynchronize", &|| h!(hip_sys::hipDeviceSynchronize()), E::hipErrorStreamCaptureUnsupported),
        (
            "hipMemcpy (global mode)",
            &|| h!(hip_sys::hipMemcpy(a.cast(), a.cast(), 4, hipMemcpyKind::hipMemcpyDeviceToDevice)),
            E::hipErrorStreamCaptureUnsupported,
        ),
        ("waiting on an event recorded outside", &|| h!(hip_sys::hipStreamWaitEvent(s, outside, 0)), E::hipErrorStreamCaptureIsolation),
        ("querying a captured event", &|| h!(hip_sys::hipEventQuery(inside)), E::hipErrorCapturedEvent),
    ];
    assert_eq!(h!(hip_sys::hipEventRecord(outside, other)), E::hipSuccess);
    for (what, call, error) in illegal {
        begin(s, Mode::hipStreamCaptureModeGlobal);
        assert_eq!(axpb(s, a, 2, 0), E::hipSuccess);
        assert_eq!(h!(hip_sys::hipEventRecord(inside, s)), E::hipSuccess);
        assert_eq!(call(), error, "{what}");
        assert_eq!(capturing(s), S::hipStreamCaptureStatusInvalidated, "{what}");
        assert_eq!(axpb(s, a, 2, 0), E::hipErrorStreamCaptureInvalidated, "{what}: the stream refuses work");
        assert_eq!(end(s), (E::hipErrorStreamCaptureInvalidated, std::ptr::null_mut()), "{what}");
        assert_eq!(capturing(s), S::hipStreamCaptureStatusNone, "{what}");
        assert_eq!(h!(hip_sys::hipStreamSynchronize(s)), E::hipSuccess, "{what}");
    }
    assert_eq!(read(a, 1)[0], 0, "no captured kernel ran");
    // The event's mark ended with its capture.
    assert_eq!(h!(hip_sys::hipEventQuery(inside)), E::hipSuccess);
    for event in [outside, inside] {
        assert_eq!(h!(hip_sys::hipEventDestroy(event)), E::hipSuccess);
    }
    for stream in [s, other] {
        assert_eq!(h!(hip_sys::hipStreamDestroy(stream)), E::hipSuccess);
    }
    assert_eq!(h!(hip_sys::hipFree(a.cast())), E::hipSuccess);
}

#[test]
fn a_capture_ends_on_its_origin_with_every_fork_joined() {
    let _serial = serial();
    let a = alloc::<i32>(N);
    let (s, side) = (stream(hip_sys::hipStreamNonBlocking), stream(hip_sys::hipStreamNonBlocking));
    let fork = event();
    let forked = || {
        begin(s, Mode::hipStreamCaptureModeGlobal);
        assert_eq!(h!(hip_sys::hipEventRecord(fork, s)), E::hipSuccess);
        assert_eq!(h!(hip_sys::hipStreamWaitEvent(side, fork, 0)), E::hipSuccess);
        assert_eq!(h!(hip_sys::hipMemsetD32Async(a.cast(), 3, N, side)), E::hipSuccess);
    };
    forked();
    assert_eq!(end(side), (E::hipErrorStreamCaptureUnmatched, std::ptr::null_mut()), "the capture began on s");
    assert_eq!(capturing(side), S::hipStreamCaptureStatusInvalidated);
    assert_eq!(end(s), (E::hipErrorStreamCaptureInvalidated, std::ptr::null_mut()));
    forked();
    assert_eq!(end(s), (E::hipErrorStreamCaptureUnjoined, std::ptr::null_mut()), "the side stream's memset was not joined");
    assert_eq!((capturing(s), capturing(side)), (S::hipStreamCaptureStatusNone, S::hipStreamCaptureStatusNone), "both left the capture");
    // A side stream that forked and did nothing after is joined.
    begin(s, Mode::hipStreamCaptureModeGlobal);
    assert_eq!(h!(hip_sys::hipEventRecord(fork, s)), E::hipSuccess);
    assert_eq!(h!(hip_sys::hipStreamWaitEvent(side, fork, 0)), E::hipSuccess);
    let (ended, graph) = end(s);
    assert_eq!((ended, count(graph)), (E::hipSuccess, (0, 0)));
    assert_eq!(h!(hip_sys::hipGraphDestroy(graph)), E::hipSuccess);

    assert_eq!(
        h!(hip_sys::hipStreamBeginCapture(std::ptr::null_mut(), Mode::hipStreamCaptureModeGlobal)),
        E::hipErrorStreamCaptureUnsupported,
        "the null stream"
    );
    assert_eq!(h!(hip_sys::hipStreamBeginCapture(s, Mode(7))), E::hipErrorInvalidValue);
    begin(s, Mode::hipStreamCaptureModeGlobal);
    assert_eq!(h!(hip_sys::hipStreamBeginCapture(s, Mode::hipStreamCaptureModeGlobal)), E::hipErrorIllegalState, "capturing already");
    assert_eq!(end(side).0, E::hipErrorIllegalState, "not capturing");
    // Another thread may not end a global capture.
    let wrong = on_another_thread(s, |s| end(s).0);
    assert_eq!(wrong, E::hipErrorStreamCaptureWrongThread);
    assert_eq!(end(s).0, E::hipErrorStreamCaptureInvalidated);
    // Nodes can join a capture's dependencies by hand.
    begin(s, Mode::hipStreamCaptureModeGlobal);
    assert_eq!(h!(hip_sys::hipMemsetD32Async(a.cast(), 3, N, s)), E::hipSuccess);
    let (mut state, mut graph, mut dependencies, mut length) = (S(99), std::ptr::null_mut(), std::ptr::null(), 0usize);
    assert_eq!(h!(hip_sys::hipStreamGetCaptureInfo_v2(s, &mut state, std::ptr::null_mut(), &mut graph, &mut dependencies, &mut length)), E::hipSuccess);
    let mut extra: hipGraphNode_t = std::ptr::null_mut();
    assert_eq!(h!(hip_sys::hipGraphAddEmptyNode(&mut extra, graph, std::ptr::null(), 0)), E::hipSuccess);
    assert_eq!(h!(hip_sys::hipStreamUpdateCaptureDependencies(s, &mut extra, 1, 0)), E::hipSuccess);
    assert_eq!(h!(hip_sys::hipMemsetD32Async(a.cast(), 4, N, s)), E::hipSuccess);
    let (ended, graph) = end(s);
    assert_eq!((ended, count(graph)), (E::hipSuccess, (3, 2)), "the last memset depends on the first and the empty node");
    assert_eq!(h!(hip_sys::hipGraphDestroy(graph)), E::hipSuccess);

    assert_eq!(h!(hip_sys::hipEventDestroy(fork)), E::hipSuccess);
    for stream in [s, side] {
        assert_eq!(h!(hip_sys::hipStreamDestroy(stream)), E::hipSuccess);
    }
    assert_eq!(h!(hip_sys::hipFree(a.cast())), E::hipSuccess);
}

/// `f(stream)` on a thread of its own.
fn on_another_thread<R: Send>(stream: hipStream_t, f: impl FnOnce(hipStream_t) -> R + Send) -> R {
    let handle = stream as usize;
    std::thread::scope(|scope| scope.spawn(move || f(handle as hipStream_t)).join().expect("the thread ends"))
}

/// Whether `hipMalloc` is allowed on this thread now (the allocation is freed at once).
fn malloc_allowed() -> E {
    let mut pointer: *mut c_void = std::ptr::null_mut();
    let status = h!(hip_sys::hipMalloc(&mut pointer, 64));
    if status == E::hipSuccess {
        assert_eq!(h!(hip_sys::hipFree(pointer)), E::hipSuccess);
    }
    status
}

#[test]
fn capture_modes_decide_which_threads_may_make_unsafe_calls() {
    let _serial = serial();
    let s = stream(hip_sys::hipStreamNonBlocking);
    let elsewhere = || std::thread::scope(|scope| scope.spawn(malloc_allowed).join().expect("the thread ends"));
    let unsupported = E::hipErrorStreamCaptureUnsupported;
    // Global: no unsafe call on this thread, nor on a thread in global mode.
    begin(s, Mode::hipStreamCaptureModeGlobal);
    assert_eq!(elsewhere(), unsupported);
    assert_eq!(end(s).0, E::hipErrorStreamCaptureInvalidated);
    begin(s, Mode::hipStreamCaptureModeGlobal);
    assert_eq!(malloc_allowed(), unsupported);
    assert_eq!(end(s).0, E::hipErrorStreamCaptureInvalidated);
    // A thread in relaxed mode may.
    begin(s, Mode::hipStreamCaptureModeGlobal);
    let mut mode = Mode::hipStreamCaptureModeRelaxed;
    assert_eq!(h!(hip_sys::hipThreadExchangeStreamCaptureMode(&mut mode)), E::hipSuccess);
    assert_eq!(malloc_allowed(), E::hipSuccess);
    assert_eq!(h!(hip_sys::hipThreadExchangeStreamCaptureMode(&mut mode)), E::hipSuccess);
    assert_eq!(mode, Mode::hipStreamCaptureModeRelaxed, "the exchange gives the previous mode back");
    let (ended, graph) = end(s);
    assert_eq!(ended, E::hipSuccess);
    assert_eq!(h!(hip_sys::hipGraphDestroy(graph)), E::hipSuccess);
    // Thread-local: only this thread is held back.
    begin(s, Mode::hipStreamCaptureModeThreadLocal);
    assert_eq!(elsewhere(), E::hipSuccess);
    assert_eq!(malloc_allowed(), unsupported);
    assert_eq!(end(s).0, E::hipErrorStreamCaptureInvalidated);
    // Relaxed: nobody is.
    begin(s, Mode::hipStreamCaptureModeRelaxed);
    assert_eq!((malloc_allowed(), elsewhere()), (E::hipSuccess, E::hipSuccess));
    let ended = on_another_thread(s, |s| {
        let (status, graph) = end(s);
        (status, graph as usize)
    });
    assert_eq!(ended.0, E::hipSuccess, "a relaxed capture may end on another thread");
    assert_eq!(h!(hip_sys::hipGraphDestroy(ended.1 as hipGraph_t)), E::hipSuccess);
    let mut bad = Mode(9);
    assert_eq!(h!(hip_sys::hipThreadExchangeStreamCaptureMode(&mut bad)), E::hipErrorInvalidValue);
    assert_eq!(h!(hip_sys::hipStreamDestroy(s)), E::hipSuccess);
}

#[test]
fn the_null_stream_cannot_be_used_while_a_blocking_stream_captures() {
    let _serial = serial();
    let a = alloc::<i32>(N);
    let blocking = stream(0);
    begin(blocking, Mode::hipStreamCaptureModeRelaxed);
    let mut state = S(99);
    assert_eq!(h!(hip_sys::hipStreamIsCapturing(std::ptr::null_mut(), &mut state)), E::hipErrorStreamCaptureImplicit);
    assert_eq!(capturing(blocking), S::hipStreamCaptureStatusActive, "asking does not invalidate");
    assert_eq!(h!(hip_sys::hipMemsetD32Async(a.cast(), 1, N, std::ptr::null_mut())), E::hipErrorStreamCaptureImplicit);
    assert_eq!(capturing(blocking), S::hipStreamCaptureStatusInvalidated, "using it does");
    assert_eq!(end(blocking).0, E::hipErrorStreamCaptureInvalidated);
    assert_eq!(h!(hip_sys::hipMemsetD32Async(a.cast(), 1, N, std::ptr::null_mut())), E::hipSuccess);
    // A non-blocking stream's capture leaves the null stream alone.
    let free = stream(hip_sys::hipStreamNonBlocking);
    begin(free, Mode::hipStreamCaptureModeRelaxed);
    assert_eq!(h!(hip_sys::hipMemsetD32Async(a.cast(), 2, N, std::ptr::null_mut())), E::hipSuccess);
    let (ended, graph) = end(free);
    assert_eq!(ended, E::hipSuccess);
    assert_eq!(read(a, 1)[0], 2);
    assert_eq!(h!(hip_sys::hipGraphDestroy(graph)), E::hipSuccess);
    for stream in [blocking, free] {
        assert_eq!(h!(hip_sys::hipStreamDestroy(stream)), E::hipSuccess);
    }
    assert_eq!(h!(hip_sys::hipFree(a.cast())), E::hipSuccess);
}
