//! Graphs and stream capture through rocuda's `libcuda.so.1`, for what the golden programs
//! (`graph_capture.cu`, `graph_manual.cu`) do not cover, checked against CUDA's
//! documentation: stale and made-up graph, node and executable graph handles, captures that
//! end on the wrong stream or with a fork not joined, an executable graph independent of
//! later changes to its graph, kernel node parameters changed in an executable graph, the
//! handles a capture hands out, the parameters of copy, fill, host and event nodes, the first
//! versions of the kernel-node and instantiation functions, child graphs, wait nodes, and the
//! capture queries.

use std::ffi::{CString, c_int, c_uint, c_void};
use std::sync::{Mutex, MutexGuard, OnceLock};

use rocuda_tests::cu;
use rocuda_tests::driver::{Copy3d, SUCCESS, Status};
use rocuda_tests::host::ptx;

type Handle = *mut c_void;

const INVALID_VALUE: Status = 1;
const INVALID_HANDLE: Status = 400;
const CAPTURE_INVALIDATED: Status = 901;
const CAPTURE_UNMATCHED: Status = 903;
const CAPTURE_UNJOINED: Status = 904;
const NULL: Handle = std::ptr::null_mut();
const N: usize = 256;

/// Captures reach every thread's unsafe calls: one test at a time.
static SERIAL: Mutex<()> = Mutex::new(());

/// CUDA's `CUDA_KERNEL_NODE_PARAMS` (version 2).
#[repr(C)]
#[derive(Clone, Copy)]
struct KernelParams {
    func: Handle,
    grid: [c_uint; 3],
    block: [c_uint; 3],
    shared: c_uint,
    params: *mut *mut c_void,
    extra: *mut *mut c_void,
    kern: Handle,
    ctx: Handle,
}

/// CUDA's `CUgraphEdgeData`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
struct Edge {
    from_port: u8,
    to_port: u8,
    kind: u8,
    reserved: [u8; 5],
}

/// `tests/ptx/graphs.cu`: `axpb(p, n, a, b)` sets `p[i] = p[i] * a + b`.
fn text() -> &'static CString {
    static TEXT: OnceLock<CString> = OnceLock::new();
    TEXT.get_or_init(|| CString::new(ptx("graphs")).expect("PTX text"))
}

/// The primary context, current, and `axpb` loaded.
fn setup() -> (MutexGuard<'static, ()>, Handle) {
    let serial = SERIAL.lock().unwrap_or_else(|p| p.into_inner());
    static FUNCTION: OnceLock<usize> = OnceLock::new();
    let function = *FUNCTION.get_or_init(|| {
        assert_eq!(cu!("cuInit": fn(c_uint)(0)), SUCCESS);
        let mut context: Handle = NULL;
        assert_eq!(cu!("cuDevicePrimaryCtxRetain": fn(*mut Handle, c_int)(&mut context, 0)), SUCCESS);
        assert_eq!(cu!("cuCtxSetCurrent": fn(Handle)(context)), SUCCESS);
        let text = text();
        let (mut module, mut function): (Handle, Handle) = (NULL, NULL);
        assert_eq!(cu!("cuModuleLoadData": fn(*mut Handle, *const c_void)(&mut module, text.as_ptr().cast())), SUCCESS);
        assert_eq!(cu!("cuModuleGetFunction": fn(*mut Handle, Handle, *const i8)(&mut function, module, c"axpb".as_ptr())), SUCCESS);
        function as usize
    });
    let mut context: Handle = NULL;
    assert_eq!(cu!("cuDevicePrimaryCtxRetain": fn(*mut Handle, c_int)(&mut context, 0)), SUCCESS);
    assert_eq!(cu!("cuCtxSetCurrent": fn(Handle)(context)), SUCCESS);
    (serial, function as Handle)
}

/// The arguments of `axpb`.
struct Args {
    p: u64,
    n: c_int,
    a: c_int,
    b: c_int,
}

impl Args {
    /// `f` of kernel node parameters for `function` over `N` elements, whose argument
    /// pointers point to these values while `f` runs.
    fn node<R>(&mut self, function: Handle, f: impl FnOnce(&KernelParams) -> R) -> R {
        let mut pointers: [*mut c_void; 4] = [(&raw mut self.p).cast(), (&raw mut self.n).cast(), (&raw mut self.a).cast(), (&raw mut self.b).cast()];
        let params = KernelParams {
            func: function,
            grid: [(N / 64) as c_uint, 1, 1],
            block: [64, 1, 1],
            shared: 0,
            params: pointers.as_mut_ptr(),
            extra: std::ptr::null_mut(),
            kern: NULL,
            ctx: NULL,
        };
        f(&params)
    }
}

fn alloc() -> u64 {
    let mut device = 0u64;
    assert_eq!(cu!("cuMemAlloc_v2": fn(*mut u64, usize)(&mut device, N * 4)), SUCCESS);
    device
}

fn first(device: u64) -> c_int {
    let mut value: c_int = 0;
    assert_eq!(cu!("cuMemcpyDtoH_v2": fn(*mut c_void, u64, usize)((&raw mut value).cast(), device, 4)), SUCCESS);
    value
}

fn fill(device: u64, value: c_uint) {
    assert_eq!(cu!("cuMemsetD32_v2": fn(u64, c_uint, usize)(device, value, N)), SUCCESS);
}

fn graph() -> Handle {
    let mut graph: Handle = NULL;
    assert_eq!(cu!("cuGraphCreate": fn(*mut Handle, c_uint)(&mut graph, 0)), SUCCESS);
    graph
}

fn instantiate(graph: Handle) -> Handle {
    let mut exec: Handle = NULL;
    assert_eq!(cu!("cuGraphInstantiateWithFlags": fn(*mut Handle, Handle, u64)(&mut exec, graph, 0)), SUCCESS);
    exec
}

fn launch(exec: Handle) {
    assert_eq!(cu!("cuGraphLaunch": fn(Handle, Handle)(exec, NULL)), SUCCESS);
    assert_eq!(cu!("cuStreamSynchronize": fn(Handle)(NULL)), SUCCESS);
}

fn stream() -> Handle {
    let mut stream: Handle = NULL;
    assert_eq!(cu!("cuStreamCreate": fn(*mut Handle, c_uint)(&mut stream, 1)), SUCCESS);
    stream
}

fn event() -> Handle {
    let mut event: Handle = NULL;
    assert_eq!(cu!("cuEventCreate": fn(*mut Handle, c_uint)(&mut event, 2)), SUCCESS);
    event
}

fn nodes(graph: Handle) -> Vec<Handle> {
    let mut count = 0usize;
    assert_eq!(cu!("cuGraphGetNodes": fn(Handle, *mut Handle, *mut usize)(graph, std::ptr::null_mut(), &mut count)), SUCCESS);
    let mut nodes = vec![NULL; count];
    assert_eq!(cu!("cuGraphGetNodes": fn(Handle, *mut Handle, *mut usize)(graph, nodes.as_mut_ptr(), &mut count)), SUCCESS);
    nodes
}

#[test]
fn made_up_and_stale_graph_node_and_exec_handles_are_invalid_values() {
    let (_serial, function) = setup();
    let made_up = 0x5678 as Handle;
    let mut count = 0usize;
    let mut node: Handle = NULL;
    assert_eq!(cu!("cuGraphGetNodes": fn(Handle, *mut Handle, *mut usize)(made_up, std::ptr::null_mut(), &mut count)), INVALID_VALUE);
    assert_eq!(cu!("cuGraphAddEmptyNode": fn(*mut Handle, Handle, *const Handle, usize)(&mut node, made_up, std::ptr::null(), 0)), INVALID_VALUE);
    let graph = graph();
    assert_eq!(cu!("cuGraphAddEmptyNode": fn(*mut Handle, Handle, *const Handle, usize)(&mut node, graph, &made_up, 1)), INVALID_VALUE, "a made-up dependency");
    let mut kind = 99u32;
    assert_eq!(cu!("cuGraphNodeGetType": fn(Handle, *mut c_uint)(made_up, &mut kind)), INVALID_VALUE);
    assert_eq!(cu!("cuGraphLaunch": fn(Handle, Handle)(made_up, NULL)), INVALID_VALUE);
    assert_eq!(cu!("cuGraphExecDestroy": fn(Handle)(made_up)), INVALID_VALUE);
    assert_eq!(cu!("cuGraphCreate": fn(*mut Handle, c_uint)(&mut node, 1)), INVALID_VALUE, "flags must be 0");
    let device = alloc();
    let mut args = Args { p: device, n: N as c_int, a: 1, b: 0 };
    let no_function = args.node(
        NULL,
        |p| cu!("cuGraphAddKernelNode_v2": fn(*mut Handle, Handle, *const Handle, usize, *const KernelParams)(&mut node, graph, std::ptr::null(), 0, p)),
    );
    assert_eq!(no_function, INVALID_VALUE, "neither func nor kern");
    let stale_function = args.node(
        made_up,
        |p| cu!("cuGraphAddKernelNode_v2": fn(*mut Handle, Handle, *const Handle, usize, *const KernelParams)(&mut node, graph, std::ptr::null(), 0, p)),
    );
    assert_eq!(stale_function, INVALID_VALUE);
    let added = args.node(
        function,
        |p| cu!("cuGraphAddKernelNode_v2": fn(*mut Handle, Handle, *const Handle, usize, *const KernelParams)(&mut node, graph, std::ptr::null(), 0, p)),
    );
    assert_eq!(added, SUCCESS);
    assert_eq!(cu!("cuGraphNodeGetType": fn(Handle, *mut c_uint)(node, &mut kind)), SUCCESS);
    assert_eq!(kind, 0, "CU_GRAPH_NODE_TYPE_KERNEL");
    // A library's kernel (`kern`, read when `func` is null) runs as well.
    let (mut library, mut kernel, mut after): (Handle, Handle, Handle) = (NULL, NULL, NULL);
    let none: *mut c_void = std::ptr::null_mut();
    assert_eq!(
        cu!("cuLibraryLoadData": fn(*mut Handle, *const c_void, *mut c_void, *mut c_void, c_uint, *mut c_void, *mut c_void, c_uint)(&mut library, text().as_ptr().cast(), none, none, 0, none, none, 0)),
        SUCCESS
    );
    assert_eq!(cu!("cuLibraryGetKernel": fn(*mut Handle, Handle, *const i8)(&mut kernel, library, c"axpb".as_ptr())), SUCCESS);
    args.b = 4;
    let by_kernel = args.node(NULL, |p| {
        let p = KernelParams { kern: kernel, ..*p };
        cu!("cuGraphAddKernelNode_v2": fn(*mut Handle, Handle, *const Handle, usize, *const KernelParams)(&mut after, graph, &node, 1, &p))
    });
    assert_eq!(by_kernel, SUCCESS);
    let exec = instantiate(graph);
    assert_eq!(cu!("cuGraphLaunch": fn(Handle, Handle)(exec, 0x9999 as Handle)), INVALID_HANDLE, "a made-up stream");
    assert_eq!(cu!("cuGraphDestroy": fn(Handle)(graph)), SUCCESS);
    assert_eq!(cu!("cuGraphDestroy": fn(Handle)(graph)), INVALID_VALUE, "destroyed twice");
    assert_eq!(cu!("cuGraphNodeGetType": fn(Handle, *mut c_uint)(node, &mut kind)), INVALID_VALUE, "a node of a destroyed graph");
    fill(device, 3);
    launch(exec);
    assert_eq!(first(device), 3 + 4, "the executable graph outlives its graph");
    assert_eq!(cu!("cuGraphExecDestroy": fn(Handle)(exec)), SUCCESS);
    assert_eq!(cu!("cuGraphExecDestroy": fn(Handle)(exec)), INVALID_VALUE, "destroyed twice");
    assert_eq!(cu!("cuLibraryUnload": fn(Handle)(library)), SUCCESS);
    assert_eq!(cu!("cuMemFree_v2": fn(u64)(device)), SUCCESS);
}

#[test]
fn an_executable_graph_is_a_snapshot_whose_kernel_nodes_change_on_their_own() {
    let (_serial, function) = setup();
    let device = alloc();
    let graph = graph();
    let (mut k1, mut k2, mut extra): (Handle, Handle, Handle) = (NULL, NULL, NULL);
    let mut args = Args { p: device, n: N as c_int, a: 10, b: 1 };
    let add = |node: &mut Handle, dependencies: &[Handle], p: &KernelParams| cu!("cuGraphAddKernelNode_v2": fn(*mut Handle, Handle, *const Handle, usize, *const KernelParams)(node, graph, dependencies.as_ptr(), dependencies.len(), p));
    assert_eq!(args.node(function, |p| add(&mut k1, &[], p)), SUCCESS);
    (args.a, args.b) = (-2, 1000);
    assert_eq!(args.node(function, |p| add(&mut k2, &[k1], p)), SUCCESS);
    let exec = instantiate(graph);
    fill(device, 2);
    launch(exec);
    assert_eq!(first(device), (2 * 10 + 1) * -2 + 1000);

    // Changes to the graph: new parameters for k2, a new node after it.
    (args.a, args.b) = (3, -7);
    assert_eq!(args.node(function, |p| cu!("cuGraphKernelNodeSetParams_v2": fn(Handle, *const KernelParams)(k2, p))), SUCCESS);
    (args.a, args.b) = (0, 5);
    assert_eq!(args.node(function, |p| add(&mut extra, &[k2], p)), SUCCESS);
    fill(device, 2);
    launch(exec);
    assert_eq!(first(device), 958, "the executable graph made before the changes");
    let fresh = instantiate(graph);
    launch(fresh);
    assert_eq!(first(device), 5, "a new instantiation runs the new node last");

    // A change to the executable graph's k2 reaches that executable graph only.
    (args.a, args.b) = (1, 100);
    assert_eq!(args.node(function, |p| cu!("cuGraphExecKernelNodeSetParams_v2": fn(Handle, Handle, *const KernelParams)(exec, k2, p))), SUCCESS);
    fill(device, 2);
    launch(exec);
    assert_eq!(first(device), 21 + 100);
    fill(device, 2);
    launch(fresh);
    assert_eq!(first(device), 5);
    // The graph's node kept its own parameters: the function, and the values it copied.
    // SAFETY: plain data, filled by the driver.
    let mut back: KernelParams = unsafe { std::mem::zeroed() };
    assert_eq!(cu!("cuGraphKernelNodeGetParams_v2": fn(Handle, *mut KernelParams)(k2, &mut back)), SUCCESS);
    // SAFETY: the node's array of 4 argument pointers.
    let (a, b) = unsafe { (*(*back.params.add(2)).cast::<c_int>(), *(*back.params.add(3)).cast::<c_int>()) };
    assert_eq!((back.func, back.grid, back.block, a, b), (function, [4, 1, 1], [64, 1, 1], 3, -7));
    // A node that is not a kernel, or not in the executable graph.
    let mut empty: Handle = NULL;
    assert_eq!(cu!("cuGraphAddEmptyNode": fn(*mut Handle, Handle, *const Handle, usize)(&mut empty, graph, std::ptr::null(), 0)), SUCCESS);
    assert_eq!(args.node(function, |p| cu!("cuGraphExecKernelNodeSetParams_v2": fn(Handle, Handle, *const KernelParams)(exec, empty, p))), INVALID_VALUE);
    assert_eq!(args.node(function, |p| cu!("cuGraphExecKernelNodeSetParams_v2": fn(Handle, Handle, *const KernelParams)(exec, extra, p))), INVALID_VALUE);
    // The graph has more nodes now than when `exec` was made from it: an update is refused,
    // with the reason (as tests/programs/cuda/graph_update.cu shows NVIDIA's driver does).
    let (mut error_node, mut result): (Handle, c_uint) = (NULL, 99);
    assert_eq!(cu!("cuGraphExecUpdate": fn(Handle, Handle, *mut Handle, *mut c_uint)(exec, graph, &mut error_node, &mut result)), 910);
    assert_eq!((result, error_node), (2, NULL), "CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED");

    for exec in [exec, fresh] {
        assert_eq!(cu!("cuGraphExecDestroy": fn(Handle)(exec)), SUCCESS);
    }
    assert_eq!(cu!("cuGraphDestroy": fn(Handle)(graph)), SUCCESS);
    assert_eq!(cu!("cuMemFree_v2": fn(u64)(device)), SUCCESS);
}

#[test]
fn a_capture_ends_on_its_origin_stream_with_every_fork_joined() {
    let (_serial, _) = setup();
    let device = alloc();
    let (s, side) = (stream(), stream());
    let fork = event();
    let forked = || {
        assert_eq!(cu!("cuStreamBeginCapture_v2": fn(Handle, c_uint)(s, 0)), SUCCESS);
        assert_eq!(cu!("cuEventRecord": fn(Handle, Handle)(fork, s)), SUCCESS);
        assert_eq!(cu!("cuStreamWaitEvent": fn(Handle, Handle, c_uint)(side, fork, 0)), SUCCESS);
        assert_eq!(cu!("cuMemsetD32Async": fn(u64, c_uint, usize, Handle)(device, 7, N, side)), SUCCESS);
    };
    let end = |stream: Handle| {
        let mut graph = 0x1 as Handle;
        (cu!("cuStreamEndCapture": fn(Handle, *mut Handle)(stream, &mut graph)), graph)
    };
    let status = |stream: Handle| {
        let mut status = 99u32;
        assert_eq!(cu!("cuStreamIsCapturing": fn(Handle, *mut c_uint)(stream, &mut status)), SUCCESS);
        status
    };
    forked();
    assert_eq!(status(side), 1, "CU_STREAM_CAPTURE_STATUS_ACTIVE: the side stream joined");
    assert_eq!(end(side), (CAPTURE_UNMATCHED, NULL), "the capture began on the other stream");
    assert_eq!(status(s), 2, "CU_STREAM_CAPTURE_STATUS_INVALIDATED");
    assert_eq!(end(s), (CAPTURE_INVALIDATED, NULL));
    forked();
    assert_eq!(end(s), (CAPTURE_UNJOINED, NULL), "the side stream's memset was not joined back");
    assert_eq!((status(s), status(side)), (0, 0), "CU_STREAM_CAPTURE_STATUS_NONE for both");
    fill(device, 1);
    assert_eq!(first(device), 1, "nothing captured ran");

    // Joined: the capture hands out its graph and dependencies as handles, the same as the
    // graph's own afterwards.
    forked();
    let join = event();
    assert_eq!(cu!("cuEventRecord": fn(Handle, Handle)(join, side)), SUCCESS);
    assert_eq!(cu!("cuStreamWaitEvent": fn(Handle, Handle, c_uint)(s, join, 0)), SUCCESS);
    let (mut state, mut id, mut during, mut dependencies, mut edges, mut count) =
        (99u32, 0u64, NULL, std::ptr::null::<Handle>(), std::ptr::null::<Edge>(), 0usize);
    assert_eq!(
        cu!("cuStreamGetCaptureInfo_v3": fn(Handle, *mut c_uint, *mut u64, *mut Handle, *mut *const Handle, *mut *const Edge, *mut usize)(s, &mut state, &mut id, &mut during, &mut dependencies, &mut edges, &mut count)),
        SUCCESS
    );
    assert_eq!((state, count), (1, 1));
    // SAFETY: the driver's arrays of `count` entries, valid until the next call on `s`.
    let (memset, edge) = unsafe { (*dependencies, *edges) };
    assert_eq!(edge, Edge { from_port: 0, to_port: 0, kind: 0, reserved: [0; 5] }, "a default edge");
    let mut kind = 99u32;
    assert_eq!(cu!("cuGraphNodeGetType": fn(Handle, *mut c_uint)(memset, &mut kind)), SUCCESS);
    assert_eq!(kind, 2, "CU_GRAPH_NODE_TYPE_MEMSET");
    let (ended, graph) = end(s);
    assert_eq!((ended, graph), (SUCCESS, during));
    assert_eq!(nodes(graph), [memset]);
    let exec = instantiate(graph);
    fill(device, 1);
    launch(exec);
    assert_eq!(first(device), 7);

    let mut mode: c_uint = 2;
    assert_eq!(cu!("cuThreadExchangeStreamCaptureMode": fn(*mut c_uint)(&mut mode)), SUCCESS);
    assert_eq!(mode, 0, "global, the default");
    assert_eq!(cu!("cuThreadExchangeStreamCaptureMode": fn(*mut c_uint)(&mut mode)), SUCCESS);
    mode = 7;
    assert_eq!(cu!("cuThreadExchangeStreamCaptureMode": fn(*mut c_uint)(&mut mode)), INVALID_VALUE);
    assert_eq!(cu!("cuStreamBeginCapture_v2": fn(Handle, c_uint)(s, 3)), INVALID_VALUE, "not a capture mode");

    assert_eq!(cu!("cuGraphExecDestroy": fn(Handle)(exec)), SUCCESS);
    assert_eq!(cu!("cuGraphDestroy": fn(Handle)(graph)), SUCCESS);
    for event in [fork, join] {
        assert_eq!(cu!("cuEventDestroy_v2": fn(Handle)(event)), SUCCESS);
    }
    for stream in [s, side] {
        assert_eq!(cu!("cuStreamDestroy_v2": fn(Handle)(stream)), SUCCESS);
    }
    assert_eq!(cu!("cuMemFree_v2": fn(u64)(device)), SUCCESS);
}

/// CUDA's `CUDA_MEMSET_NODE_PARAMS`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
struct Fill {
    dst: u64,
    pitch: usize,
    value: c_uint,
    element: c_uint,
    width: usize,
    height: usize,
}

/// CUDA's `CUDA_HOST_NODE_PARAMS`.
#[repr(C)]
#[derive(Clone, Copy)]
struct HostParams {
    function: Option<unsafe extern "C" fn(*mut c_void)>,
    data: *mut c_void,
}

/// CUDA's `CUDA_GRAPH_INSTANTIATE_PARAMS`.
#[repr(C)]
struct InstantiateParams {
    flags: u64,
    upload: Handle,
    error_node: Handle,
    result: c_uint,
}

static HOST_SAW: std::sync::atomic::AtomicI32 = std::sync::atomic::AtomicI32::new(0);

unsafe extern "C" fn host_node(data: *mut c_void) {
    // SAFETY: the test's host buffer.
    HOST_SAW.store(unsafe { *data.cast::<c_int>() }, std::sync::atomic::Ordering::SeqCst);
}

#[test]
fn copy_fill_host_and_event_nodes_keep_their_parameters_and_edges_are_checked() {
    let (_serial, _) = setup();
    let device = alloc();
    let mut host = vec![0 as c_int; N];
    let graph = graph();
    let done = event();
    let (mut fill_node, mut copy_node, mut host_node_handle, mut record): (Handle, Handle, Handle, Handle) = (NULL, NULL, NULL, NULL);
    let fill = Fill { dst: device, pitch: 0, value: 9, element: 4, width: N, height: 1 };
    let current: Handle = NULL;
    assert_eq!(
        cu!("cuGraphAddMemsetNode": fn(*mut Handle, Handle, *const Handle, usize, *const Fill, Handle)(&mut fill_node, graph, std::ptr::null(), 0, &fill, current)),
        SUCCESS
    );
    let copy = Copy3d::device_to_host(device, host.as_mut_ptr().cast(), N * 4);
    assert_eq!(
        cu!("cuGraphAddMemcpyNode": fn(*mut Handle, Handle, *const Handle, usize, *const Copy3d, Handle)(&mut copy_node, graph, std::ptr::null(), 0, &copy, current)),
        SUCCESS
    );
    assert_eq!(cu!("cuGraphAddDependencies": fn(Handle, *const Handle, *const Handle, usize)(graph, &fill_node, &copy_node, 1)), SUCCESS);
    let params = HostParams { function: Some(host_node), data: host.as_mut_ptr().cast() };
    assert_eq!(
        cu!("cuGraphAddHostNode": fn(*mut Handle, Handle, *const Handle, usize, *const HostParams)(&mut host_node_handle, graph, &copy_node, 1, &params)),
        SUCCESS
    );
    assert_eq!(
        cu!("cuGraphAddEventRecordNode": fn(*mut Handle, Handle, *const Handle, usize, Handle)(&mut record, graph, &host_node_handle, 1, done)),
        SUCCESS
    );

    // The structure, with default edges.
    let (mut found, mut count) = ([NULL; 2], 2usize);
    assert_eq!(cu!("cuGraphGetRootNodes": fn(Handle, *mut Handle, *mut usize)(graph, found.as_mut_ptr(), &mut count)), SUCCESS);
    assert_eq!((count, found[0], found[1]), (1, fill_node, NULL));
    let mut edges = [Edge { from_port: 9, to_port: 9, kind: 9, reserved: [9; 5] }; 1];
    count = 1;
    assert_eq!(
        cu!("cuGraphNodeGetDependencies_v2": fn(Handle, *mut Handle, *mut Edge, *mut usize)(copy_node, found.as_mut_ptr(), edges.as_mut_ptr(), &mut count)),
        SUCCESS
    );
    assert_eq!((count, found[0], edges[0]), (1, fill_node, Edge { from_port: 0, to_port: 0, kind: 0, reserved: [0; 5] }));
    count = 1;
    assert_eq!(cu!("cuGraphNodeGetDependentNodes": fn(Handle, *mut Handle, *mut usize)(copy_node, found.as_mut_ptr(), &mut count)), SUCCESS);
    assert_eq!(found[0], host_node_handle);
    let programmatic = Edge { from_port: 0, to_port: 0, kind: 1, reserved: [0; 5] };
    assert_eq!(
        cu!("cuGraphAddDependencies_v2": fn(Handle, *const Handle, *const Handle, *const Edge, usize)(graph, &fill_node, &record, &programmatic, 1)),
        801,
        "CUDA_ERROR_NOT_SUPPORTED: HIP has default edges only"
    );
    assert_eq!(
        cu!("cuGraphRemoveDependencies": fn(Handle, *const Handle, *const Handle, usize)(graph, &copy_node, &fill_node, 1)),
        INVALID_VALUE,
        "no such edge"
    );

    // Each node's parameters read back.
    let mut kind = 99u32;
    assert_eq!(cu!("cuGraphNodeGetType": fn(Handle, *mut c_uint)(copy_node, &mut kind)), SUCCESS);
    assert_eq!(kind, 1, "CU_GRAPH_NODE_TYPE_MEMCPY");
    let mut fill_back = Fill { dst: 0, pitch: 1, value: 0, element: 0, width: 0, height: 0 };
    assert_eq!(cu!("cuGraphMemsetNodeGetParams": fn(Handle, *mut Fill)(fill_node, &mut fill_back)), SUCCESS);
    assert_eq!(fill_back, fill);
    let mut copy_back = Copy3d { width: 0, ..copy };
    assert_eq!(cu!("cuGraphMemcpyNodeGetParams": fn(Handle, *mut Copy3d)(copy_node, &mut copy_back)), SUCCESS);
    assert_eq!((copy_back.src_device, copy_back.dst_device, copy_back.width, copy_back.depth), (device, host.as_ptr() as u64, N * 4, 1), "unified addresses");
    let mut host_back = HostParams { function: None, data: NULL };
    assert_eq!(cu!("cuGraphHostNodeGetParams": fn(Handle, *mut HostParams)(host_node_handle, &mut host_back)), SUCCESS);
    let address = |f: unsafe extern "C" fn(*mut c_void)| f as *const () as usize;
    assert_eq!((host_back.function.map(address), host_back.data), (Some(address(host_node)), params.data));
    let mut recorded: Handle = NULL;
    assert_eq!(cu!("cuGraphEventRecordNodeGetEvent": fn(Handle, *mut Handle)(record, &mut recorded)), SUCCESS);
    assert_eq!(recorded, done);
    assert_eq!(cu!("cuGraphMemsetNodeGetParams": fn(Handle, *mut Fill)(copy_node, &mut fill_back)), INVALID_VALUE, "not a memset node");

    let mut instantiate = InstantiateParams { flags: 0, upload: NULL, error_node: 0x1 as Handle, result: 99 };
    let mut exec: Handle = NULL;
    assert_eq!(cu!("cuGraphInstantiateWithParams": fn(*mut Handle, Handle, *mut InstantiateParams)(&mut exec, graph, &mut instantiate)), SUCCESS);
    assert_eq!((instantiate.result, instantiate.error_node), (0, NULL), "CUDA_GRAPH_INSTANTIATE_SUCCESS");
    launch(exec);
    assert_eq!(HOST_SAW.load(std::sync::atomic::Ordering::SeqCst), 9, "the host node ran after the copy");
    assert!(host.iter().all(|v| *v == 9));
    assert_eq!(cu!("cuEventQuery": fn(Handle)(done)), SUCCESS);

    assert_eq!(cu!("cuGraphDestroyNode": fn(Handle)(record)), SUCCESS);
    assert_eq!(nodes(graph), [fill_node, copy_node, host_node_handle]);
    assert_eq!(cu!("cuGraphDestroyNode": fn(Handle)(record)), INVALID_VALUE, "destroyed twice");
    assert_eq!(cu!("cuGraphExecDestroy": fn(Handle)(exec)), SUCCESS);
    assert_eq!(cu!("cuGraphDestroy": fn(Handle)(graph)), SUCCESS);
    assert_eq!(cu!("cuEventDestroy_v2": fn(Handle)(done)), SUCCESS);
    assert_eq!(cu!("cuMemFree_v2": fn(u64)(device)), SUCCESS);
}

/// CUDA's `CUDA_KERNEL_NODE_PARAMS_v1`: version 2 without `kern` and `ctx`.
#[repr(C)]
#[derive(Clone, Copy)]
struct KernelParamsV1 {
    func: Handle,
    grid: [c_uint; 3],
    block: [c_uint; 3],
    shared: c_uint,
    params: *mut *mut c_void,
    extra: *mut *mut c_void,
}

impl From<&KernelParams> for KernelParamsV1 {
    fn from(p: &KernelParams) -> KernelParamsV1 {
        KernelParamsV1 { func: p.func, grid: p.grid, block: p.block, shared: p.shared, params: p.params, extra: p.extra }
    }
}

#[test]
fn first_versions_edges_child_graphs_wait_nodes_and_capture_queries() {
    let (_serial, function) = setup();
    let device = alloc();
    let graph = graph();
    let current: Handle = NULL;
    // fill p with 2, then p = p * 3 + 1: 7.
    let fill = Fill { dst: device, pitch: 0, value: 2, element: 4, width: N, height: 1 };
    let (mut fill_node, mut kernel_node): (Handle, Handle) = (NULL, NULL);
    assert_eq!(
        cu!("cuGraphAddMemsetNode": fn(*mut Handle, Handle, *const Handle, usize, *const Fill, Handle)(&mut fill_node, graph, std::ptr::null(), 0, &fill, current)),
        SUCCESS
    );
    let mut args = Args { p: device, n: N as c_int, a: 3, b: 1 };
    let added = args.node(function, |p| {
        let v1 = KernelParamsV1::from(p);
        cu!("cuGraphAddKernelNode": fn(*mut Handle, Handle, *const Handle, usize, *const KernelParamsV1)(&mut kernel_node, graph, &fill_node, 1, &v1))
    });
    assert_eq!(added, SUCCESS);
    let mut back = KernelParamsV1 { func: NULL, grid: [0; 3], block: [0; 3], shared: 7, params: std::ptr::null_mut(), extra: std::ptr::null_mut() };
    assert_eq!(cu!("cuGraphKernelNodeGetParams": fn(Handle, *mut KernelParamsV1)(kernel_node, &mut back)), SUCCESS);
    assert_eq!((back.func, back.grid, back.block, back.shared), (function, [(N / 64) as c_uint, 1, 1], [64, 1, 1], 0));

    // The edge, seen from the graph and from each end.
    let (mut from, mut to, mut count) = ([NULL; 2], [NULL; 2], 2usize);
    assert_eq!(cu!("cuGraphGetEdges": fn(Handle, *mut Handle, *mut Handle, *mut usize)(graph, from.as_mut_ptr(), to.as_mut_ptr(), &mut count)), SUCCESS);
    assert_eq!((count, from[0], to[0]), (1, fill_node, kernel_node));
    let mut found = [NULL; 2];
    count = 2;
    assert_eq!(cu!("cuGraphNodeGetDependencies": fn(Handle, *mut Handle, *mut usize)(kernel_node, found.as_mut_ptr(), &mut count)), SUCCESS);
    assert_eq!((count, found[0]), (1, fill_node));
    count = 2;
    assert_eq!(
        cu!("cuGraphNodeGetDependentNodes_v2": fn(Handle, *mut Handle, *mut Edge, *mut usize)(fill_node, found.as_mut_ptr(), std::ptr::null_mut(), &mut count)),
        SUCCESS
    );
    assert_eq!((count, found[0]), (1, kernel_node));

    // Both older instantiation entry points; uploading is allowed and changes nothing.
    let (mut exec, mut exec_v2): (Handle, Handle) = (NULL, NULL);
    let mut error_node: Handle = 0x1 as Handle;
    assert_eq!(
        cu!("cuGraphInstantiate": fn(*mut Handle, Handle, *mut Handle, *mut i8, usize)(&mut exec, graph, &mut error_node, std::ptr::null_mut(), 0)),
        SUCCESS
    );
    assert_eq!(cu!("cuGraphUpload": fn(Handle, Handle)(exec, NULL)), SUCCESS);
    launch(exec);
    assert_eq!(first(device), 7);

    // A changed memset node: a new instantiation sees 5 * 3 + 1, the old one still 7 ...
    let five = Fill { value: 5, ..fill };
    assert_eq!(cu!("cuGraphMemsetNodeSetParams": fn(Handle, *const Fill)(fill_node, &five)), SUCCESS);
    assert_eq!(
        cu!("cuGraphInstantiate_v2": fn(*mut Handle, Handle, *mut Handle, *mut i8, usize)(&mut exec_v2, graph, std::ptr::null_mut(), std::ptr::null_mut(), 0)),
        SUCCESS
    );
    launch(exec_v2);
    assert_eq!(first(device), 16);
    launch(exec);
    assert_eq!(first(device), 7);
    // ... until the executable graph's own nodes change: 4 * 1 + 100.
    let four = Fill { value: 4, ..fill };
    assert_eq!(cu!("cuGraphExecMemsetNodeSetParams": fn(Handle, Handle, *const Fill, Handle)(exec, fill_node, &four, current)), SUCCESS);
    let mut exec_args = Args { p: device, n: N as c_int, a: 1, b: 100 };
    let changed = exec_args.node(function, |p| {
        let v1 = KernelParamsV1::from(p);
        cu!("cuGraphExecKernelNodeSetParams": fn(Handle, Handle, *const KernelParamsV1)(exec, kernel_node, &v1))
    });
    assert_eq!(changed, SUCCESS);
    launch(exec);
    assert_eq!(first(device), 104);

    // The graph's kernel node: 5 * 10 + 0, through a child graph node of another graph.
    let mut graph_args = Args { p: device, n: N as c_int, a: 10, b: 0 };
    let set = graph_args.node(function, |p| {
        let v1 = KernelParamsV1::from(p);
        cu!("cuGraphKernelNodeSetParams": fn(Handle, *const KernelParamsV1)(kernel_node, &v1))
    });
    assert_eq!(set, SUCCESS);
    let parent = self::graph();
    let (mut child, mut wait): (Handle, Handle) = (NULL, NULL);
    assert_eq!(cu!("cuGraphAddChildGraphNode": fn(*mut Handle, Handle, *const Handle, usize, Handle)(&mut child, parent, std::ptr::null(), 0, graph)), SUCCESS);
    // A wait node for an event that was never recorded waits for nothing.
    let (first_event, second_event) = (event(), event());
    assert_eq!(cu!("cuGraphAddEventWaitNode": fn(*mut Handle, Handle, *const Handle, usize, Handle)(&mut wait, parent, &child, 1, first_event)), SUCCESS);
    let mut waited: Handle = NULL;
    assert_eq!(cu!("cuGraphEventWaitNodeGetEvent": fn(Handle, *mut Handle)(wait, &mut waited)), SUCCESS);
    assert_eq!(waited, first_event);
    assert_eq!(cu!("cuGraphEventWaitNodeSetEvent": fn(Handle, Handle)(wait, second_event)), SUCCESS);
    assert_eq!(cu!("cuGraphEventWaitNodeGetEvent": fn(Handle, *mut Handle)(wait, &mut waited)), SUCCESS);
    assert_eq!(waited, second_event);
    let mut record: Handle = NULL;
    assert_eq!(cu!("cuGraphAddEventRecordNode": fn(*mut Handle, Handle, *const Handle, usize, Handle)(&mut record, parent, &wait, 1, first_event)), SUCCESS);
    assert_eq!(cu!("cuGraphEventRecordNodeSetEvent": fn(Handle, Handle)(record, second_event)), SUCCESS);
    assert_eq!(cu!("cuGraphEventRecordNodeGetEvent": fn(Handle, *mut Handle)(record, &mut waited)), SUCCESS);
    assert_eq!(waited, second_event);
    let parent_exec = instantiate(parent);
    launch(parent_exec);
    assert_eq!(first(device), 50);

    // Without its edge the graph has two roots.
    assert_eq!(
        cu!("cuGraphRemoveDependencies_v2": fn(Handle, *const Handle, *const Handle, *const Edge, usize)(graph, &fill_node, &kernel_node, std::ptr::null(), 1)),
        SUCCESS
    );
    count = 2;
    assert_eq!(cu!("cuGraphGetEdges": fn(Handle, *mut Handle, *mut Handle, *mut usize)(graph, from.as_mut_ptr(), to.as_mut_ptr(), &mut count)), SUCCESS);
    assert_eq!(count, 0);

    // Capture: the first versions of begin and of the capture query, and the capture's
    // dependencies replaced (flag 1, CU_STREAM_SET_CAPTURE_DEPENDENCIES) and added (0).
    let s = stream();
    assert_eq!(cu!("cuStreamBeginCapture": fn(Handle)(s)), SUCCESS);
    let (mut status, mut id) = (0 as c_uint, 0u64);
    assert_eq!(cu!("cuStreamGetCaptureInfo": fn(Handle, *mut c_uint, *mut u64)(s, &mut status, &mut id)), SUCCESS);
    assert_eq!(status, 1, "CU_STREAM_CAPTURE_STATUS_ACTIVE");
    assert_ne!(id, 0);
    assert_eq!(cu!("cuMemsetD32Async": fn(u64, c_uint, usize, Handle)(device, 8, N, s)), SUCCESS);
    let (mut id_again, mut captured, mut dependencies, mut count) = (0u64, NULL, std::ptr::null::<Handle>(), 0usize);
    let info = |id: &mut u64, graph: &mut Handle, dependencies: &mut *const Handle, count: &mut usize| {
        let mut status = 0 as c_uint;
        cu!("cuStreamGetCaptureInfo_v2": fn(Handle, *mut c_uint, *mut u64, *mut Handle, *mut *const Handle, *mut usize)(s, &mut status, id, graph, dependencies, count))
    };
    assert_eq!(info(&mut id_again, &mut captured, &mut dependencies, &mut count), SUCCESS);
    assert_eq!((id_again, count), (id, 1), "the memset is the capture's one dependency");
    assert!(!captured.is_null());
    // SAFETY: the capture's dependency list, valid until the next call on the stream.
    let memset = unsafe { *dependencies };
    assert_eq!(cu!("cuStreamUpdateCaptureDependencies": fn(Handle, *mut Handle, usize, c_uint)(s, std::ptr::null_mut(), 0, 1)), SUCCESS);
    assert_eq!(info(&mut id_again, &mut captured, &mut dependencies, &mut count), SUCCESS);
    assert_eq!(count, 0, "set to none");
    let mut again = [memset];
    assert_eq!(
        cu!("cuStreamUpdateCaptureDependencies_v2": fn(Handle, *mut Handle, *const Edge, usize, c_uint)(s, again.as_mut_ptr(), std::ptr::null(), 1, 0)),
        SUCCESS
    );
    assert_eq!(info(&mut id_again, &mut captured, &mut dependencies, &mut count), SUCCESS);
    assert_eq!(count, 1, "added back");
    let mut ended: Handle = NULL;
    assert_eq!(cu!("cuStreamEndCapture": fn(Handle, *mut Handle)(s, &mut ended)), SUCCESS);
    assert_eq!(nodes(ended).len(), 1);

    for exec in [exec, exec_v2, parent_exec] {
        assert_eq!(cu!("cuGraphExecDestroy": fn(Handle)(exec)), SUCCESS);
    }
    for graph in [parent, graph, ended] {
        assert_eq!(cu!("cuGraphDestroy": fn(Handle)(graph)), SUCCESS);
    }
    assert_eq!(cu!("cuStreamDestroy_v2": fn(Handle)(s)), SUCCESS);
    assert_eq!(cu!("cuMemFree_v2": fn(u64)(device)), SUCCESS);
}

#[test]
fn copy_and_host_nodes_change_in_the_graph_and_in_an_executable_graph() {
    let (_serial, _) = setup();
    let device = alloc();
    fill(device, 21);
    let (mut a, mut b) = (vec![0 as c_int; N], vec![0 as c_int; N]);
    let graph = graph();
    let current: Handle = NULL;
    let copy_to = |host: &mut Vec<c_int>| Copy3d::device_to_host(device, host.as_mut_ptr().cast(), N * 4);
    let (mut copy_node, mut host_node_handle): (Handle, Handle) = (NULL, NULL);
    let to_a = copy_to(&mut a);
    assert_eq!(
        cu!("cuGraphAddMemcpyNode": fn(*mut Handle, Handle, *const Handle, usize, *const Copy3d, Handle)(&mut copy_node, graph, std::ptr::null(), 0, &to_a, current)),
        SUCCESS
    );
    let sees_a = HostParams { function: Some(host_node), data: a.as_mut_ptr().cast() };
    assert_eq!(
        cu!("cuGraphAddHostNode": fn(*mut Handle, Handle, *const Handle, usize, *const HostParams)(&mut host_node_handle, graph, &copy_node, 1, &sees_a)),
        SUCCESS
    );
    let exec = instantiate(graph);

    // The graph's nodes now copy into `b` and show `b`; the executable graph still uses `a`.
    let to_b = copy_to(&mut b);
    let sees_b = HostParams { function: Some(host_node), data: b.as_mut_ptr().cast() };
    assert_eq!(cu!("cuGraphMemcpyNodeSetParams": fn(Handle, *const Copy3d)(copy_node, &to_b)), SUCCESS);
    assert_eq!(cu!("cuGraphHostNodeSetParams": fn(Handle, *const HostParams)(host_node_handle, &sees_b)), SUCCESS);
    HOST_SAW.store(0, std::sync::atomic::Ordering::SeqCst);
    launch(exec);
    assert_eq!((a[0], b[0], HOST_SAW.load(std::sync::atomic::Ordering::SeqCst)), (21, 0, 21));
    let fresh = instantiate(graph);
    fill(device, 22);
    launch(fresh);
    assert_eq!((a[0], b[0], HOST_SAW.load(std::sync::atomic::Ordering::SeqCst)), (21, 22, 22));

    // The executable graph's own nodes changed: it copies into `b` too.
    fill(device, 23);
    assert_eq!(cu!("cuGraphExecMemcpyNodeSetParams": fn(Handle, Handle, *const Copy3d, Handle)(exec, copy_node, &to_b, current)), SUCCESS);
    assert_eq!(cu!("cuGraphExecHostNodeSetParams": fn(Handle, Handle, *const HostParams)(exec, host_node_handle, &sees_b)), SUCCESS);
    launch(exec);
    assert_eq!((a[0], b[0], HOST_SAW.load(std::sync::atomic::Ordering::SeqCst)), (21, 23, 23));

    for exec in [exec, fresh] {
        assert_eq!(cu!("cuGraphExecDestroy": fn(Handle)(exec)), SUCCESS);
    }
    assert_eq!(cu!("cuGraphDestroy": fn(Handle)(graph)), SUCCESS);
    assert_eq!(cu!("cuMemFree_v2": fn(u64)(device)), SUCCESS);
}
