//! HIP's graphs on the host device, through HIP calls only: graphs built node by node, their
//! structure, instantiation as a snapshot, launch, and the checks on handles and edges.
//! Stream capture has its own file (`host_capture.rs`).

use std::ffi::c_void;
use std::sync::atomic::{AtomicI32, AtomicU32, Ordering};

use hip_sys::{
    dim3, hipError_t as E, hipGraph_t, hipGraphExec_t, hipGraphNode_t, hipGraphNodeType as T, hipHostNodeParams, hipKernelNodeParams, hipMemcpyKind,
    hipMemsetParams, hipStream_t,
};
use rocuda_tests::host::{Module, alloc, ptx, read, status};

const N: usize = 256;

fn module() -> &'static Module {
    static MODULE: std::sync::OnceLock<Module> = std::sync::OnceLock::new();
    MODULE.get_or_init(|| Module::from_ptx(&ptx("graphs")))
}

/// The arguments of `axpb(p, n, a, b)`: `p[i] = p[i] * a + b`.
struct Args {
    p: *mut i32,
    n: i32,
    a: i32,
    b: i32,
}

impl Args {
    fn new(p: *mut i32, a: i32, b: i32) -> Args {
        Args { p, n: N as i32, a, b }
    }

    /// `f` of kernel node parameters for `axpb` over `N` elements in blocks of 64, whose
    /// argument pointers point to these values while `f` runs.
    fn node<R>(&mut self, f: impl FnOnce(&hipKernelNodeParams) -> R) -> R {
        let mut pointers: [*mut c_void; 4] = [(&raw mut self.p).cast(), (&raw mut self.n).cast(), (&raw mut self.a).cast(), (&raw mut self.b).cast()];
        let params = hipKernelNodeParams {
            blockDim: dim3 { x: 64, y: 1, z: 1 },
            extra: std::ptr::null_mut(),
            func: module().function("axpb").cast(),
            gridDim: dim3 { x: (N / 64) as u32, y: 1, z: 1 },
            kernelParams: pointers.as_mut_ptr(),
            sharedMemBytes: 0,
        };
        f(&params)
    }
}

/// The HIP call's status.
macro_rules! h {
    ($call:expr) => {{
        rocuda_tests::host::load();
        // SAFETY: the test passes HIP's documented arguments; pointers are to live locals
        // and allocations.
        status(unsafe { $call })
    }};
}

fn graph() -> hipGraph_t {
    let mut graph: hipGraph_t = std::ptr::null_mut();
    assert_eq!(h!(hip_sys::hipGraphCreate(&mut graph, 0)), E::hipSuccess);
    graph
}

fn nodes(graph: hipGraph_t) -> Vec<hipGraphNode_t> {
    let mut count = 0;
    assert_eq!(h!(hip_sys::hipGraphGetNodes(graph, std::ptr::null_mut(), &mut count)), E::hipSuccess);
    let mut nodes = vec![std::ptr::null_mut(); count];
    assert_eq!(h!(hip_sys::hipGraphGetNodes(graph, nodes.as_mut_ptr(), &mut count)), E::hipSuccess);
    nodes
}

fn kind(node: hipGraphNode_t) -> T {
    let mut kind = T::hipGraphNodeTypeCount;
    assert_eq!(h!(hip_sys::hipGraphNodeGetType(node, &mut kind)), E::hipSuccess);
    kind
}

static HOST_CALLS: AtomicU32 = AtomicU32::new(0);
static HOST_SAW: AtomicI32 = AtomicI32::new(0);

/// A host node's function: counts its calls and keeps the first value of the host buffer,
/// which the copy node before it filled.
unsafe extern "C" fn seen(data: *mut c_void) {
    // SAFETY: the test passes its host buffer.
    HOST_SAW.store(unsafe { *data.cast::<i32>() }, Ordering::SeqCst);
    HOST_CALLS.fetch_add(1, Ordering::SeqCst);
}

fn launch(exec: hipGraphExec_t, stream: hipStream_t, device: *mut i32) -> Vec<i32> {
    assert_eq!(h!(hip_sys::hipGraphLaunch(exec, stream)), E::hipSuccess);
    assert_eq!(h!(hip_sys::hipStreamSynchronize(stream)), E::hipSuccess);
    read(device.cast_const(), N)
}

#[test]
fn a_graph_built_by_hand_runs_in_dependency_order_and_its_executable_is_a_snapshot() {
    let device = alloc::<i32>(N);
    let mut host = vec![0i32; N];
    let graph = graph();
    // memset(2) → k1 (x*10+1) → k2 (x*-2+1000) → copy to the host → host node → empty.
    let fill = hipMemsetParams { dst: device.cast(), elementSize: 4, height: 1, pitch: 0, value: 2, width: N };
    let (mut memset, mut k1, mut k2, mut copy, mut host_node, mut empty) = [std::ptr::null_mut(); 6].into();
    assert_eq!(h!(hip_sys::hipGraphAddMemsetNode(&mut memset, graph, std::ptr::null(), 0, &fill)), E::hipSuccess);
    let mut args = Args::new(device, 10, 1);
    assert_eq!(args.node(|p| h!(hip_sys::hipGraphAddKernelNode(&mut k1, graph, &memset, 1, p))), E::hipSuccess);
    (args.a, args.b) = (-2, 1000);
    assert_eq!(args.node(|p| h!(hip_sys::hipGraphAddKernelNode(&mut k2, graph, &k1, 1, p))), E::hipSuccess);
    // The argument values were copied when the nodes were made.
    (args.a, args.b) = (0, 0);
    let (dst, src, size) = (host.as_mut_ptr().cast(), device.cast_const().cast(), N * 4);
    assert_eq!(h!(hip_sys::hipGraphAddMemcpyNode1D(&mut copy, graph, &k2, 1, dst, src, size, hipMemcpyKind::hipMemcpyDeviceToHost)), E::hipSuccess);
    let hp = hipHostNodeParams { fn_: Some(seen), userData: host.as_mut_ptr().cast() };
    assert_eq!(h!(hip_sys::hipGraphAddHostNode(&mut host_node, graph, &copy, 1, &hp)), E::hipSuccess);
    assert_eq!(h!(hip_sys::hipGraphAddEmptyNode(&mut empty, graph, &host_node, 1)), E::hipSuccess);

    assert_eq!(nodes(graph), [memset, k1, k2, copy, host_node, empty]);
    let kinds: Vec<T> = nodes(graph).into_iter().map(kind).collect();
    use T as K;
    assert_eq!(
        kinds,
        [
            K::hipGraphNodeTypeMemset,
            K::hipGraphNodeTypeKernel,
            K::hipGraphNodeTypeKernel,
            K::hipGraphNodeTypeMemcpy,
            K::hipGraphNodeTypeHost,
            K::hipGraphNodeTypeEmpty
        ]
    );
    let mut count = 0;
    assert_eq!(h!(hip_sys::hipGraphGetEdges(graph, std::ptr::null_mut(), std::ptr::null_mut(), &mut count)), E::hipSuccess);
    assert_eq!(count, 5);
    let (mut from, mut to) = ([std::ptr::null_mut(); 6], [std::ptr::null_mut(); 6]);
    count = 6;
    assert_eq!(h!(hip_sys::hipGraphGetEdges(graph, from.as_mut_ptr(), to.as_mut_ptr(), &mut count)), E::hipSuccess);
    assert_eq!((count, from[1], to[1], from[5]), (5, k1, k2, std::ptr::null_mut()), "edges in the order they were made, null past the end");
    let mut roots = [std::ptr::null_mut(); 2];
    count = 2;
    assert_eq!(h!(hip_sys::hipGraphGetRootNodes(graph, roots.as_mut_ptr(), &mut count)), E::hipSuccess);
    assert_eq!((count, roots[0]), (1, memset));
    let mut neighbour = [std::ptr::null_mut(); 1];
    count = 1;
    assert_eq!(h!(hip_sys::hipGraphNodeGetDependencies(k2, neighbour.as_mut_ptr(), &mut count)), E::hipSuccess);
    assert_eq!(neighbour[0], k1);
    assert_eq!(h!(hip_sys::hipGraphNodeGetDependentNodes(k2, neighbour.as_mut_ptr(), &mut count)), E::hipSuccess);
    assert_eq!(neighbour[0], copy);

    // The node's parameters read back, with the argument values it copied.
    // SAFETY: plain data, filled by HIP.
    let mut back: hipKernelNodeParams = unsafe { std::mem::zeroed() };
    assert_eq!(h!(hip_sys::hipGraphKernelNodeGetParams(k2, &mut back)), E::hipSuccess);
    // SAFETY: HIP's array of 4 argument pointers into the node's copy.
    let values: Vec<i32> = (2..4).map(|i| unsafe { *(*back.kernelParams.add(i)).cast::<i32>() }).collect();
    assert_eq!((back.func, back.gridDim.x, values), (module().function("axpb").cast(), 4, vec![-2, 1000]));

    let mut stream: hipStream_t = std::ptr::null_mut();
    assert_eq!(h!(hip_sys::hipStreamCreate(&mut stream)), E::hipSuccess);
    let mut exec: hipGraphExec_t = std::ptr::null_mut();
    assert_eq!(h!(hip_sys::hipGraphInstantiateWithFlags(&mut exec, graph, 0)), E::hipSuccess);
    HOST_CALLS.store(0, Ordering::SeqCst);
    let out = launch(exec, stream, device);
    assert_eq!(out[0], (2 * 10 + 1) * -2 + 1000);
    assert_eq!(host[N - 1], 958, "the copy node brought the result to the host");
    assert_eq!((HOST_CALLS.load(Ordering::SeqCst), HOST_SAW.load(Ordering::SeqCst)), (1, 958), "the host node ran after the copy");

    // Changes to the graph do not reach the executable graph made before them.
    (args.a, args.b) = (3, -7);
    assert_eq!(args.node(|p| h!(hip_sys::hipGraphKernelNodeSetParams(k2, p))), E::hipSuccess);
    let mut extra = std::ptr::null_mut();
    assert_eq!(h!(hip_sys::hipGraphAddMemsetNode(&mut extra, graph, &empty, 1, &fill)), E::hipSuccess);
    assert_eq!(launch(exec, stream, device)[0], 958, "the executable graph is a snapshot");
    let mut fresh: hipGraphExec_t = std::ptr::null_mut();
    assert_eq!(h!(hip_sys::hipGraphInstantiate(&mut fresh, graph, std::ptr::null_mut(), std::ptr::null_mut(), 0)), E::hipSuccess);
    assert_eq!(launch(fresh, stream, device), vec![2; N], "the new memset node ran last");
    assert_eq!(host[0], 21 * 3 - 7, "a new instantiation has the new parameters");
    // Changing a node of an executable graph changes that one only.
    (args.a, args.b) = (1, 5);
    assert_eq!(args.node(|p| h!(hip_sys::hipGraphExecKernelNodeSetParams(exec, k2, p))), E::hipSuccess);
    assert_eq!(launch(exec, stream, device)[0], 26);
    assert_eq!(launch(fresh, stream, device)[0], 2);
    assert_eq!(host[0], 56);
    assert_eq!(HOST_CALLS.load(Ordering::SeqCst), 5);

    assert_eq!(h!(hip_sys::hipGraphExecDestroy(exec)), E::hipSuccess);
    assert_eq!(h!(hip_sys::hipGraphExecDestroy(fresh)), E::hipSuccess);
    assert_eq!(h!(hip_sys::hipGraphLaunch(exec, stream)), E::hipErrorInvalidValue, "a destroyed executable graph");
    assert_eq!(h!(hip_sys::hipGraphDestroy(graph)), E::hipSuccess);
    let mut gone = T::hipGraphNodeTypeCount;
    assert_eq!(h!(hip_sys::hipGraphNodeGetType(k1, &mut gone)), E::hipErrorInvalidValue, "a destroyed graph's node");
    assert_eq!(h!(hip_sys::hipStreamDestroy(stream)), E::hipSuccess);
    assert_eq!(h!(hip_sys::hipFree(device.cast())), E::hipSuccess);
}

#[test]
fn handles_edges_and_parameters_are_checked() {
    let (graph, other) = (graph(), graph());
    let (mut a, mut b, mut c, mut foreign) = [std::ptr::null_mut(); 4].into();
    assert_eq!(h!(hip_sys::hipGraphAddEmptyNode(&mut a, graph, std::ptr::null(), 0)), E::hipSuccess);
    assert_eq!(h!(hip_sys::hipGraphAddEmptyNode(&mut b, graph, &a, 1)), E::hipSuccess);
    assert_eq!(h!(hip_sys::hipGraphAddEmptyNode(&mut foreign, other, std::ptr::null(), 0)), E::hipSuccess);
    let made_up = 0x1234 as hipGraph_t;
    let mut count = 0;
    assert_eq!(h!(hip_sys::hipGraphGetNodes(made_up, std::ptr::null_mut(), &mut count)), E::hipErrorInvalidValue);
    assert_eq!(h!(hip_sys::hipGraphAddEmptyNode(&mut c, made_up, std::ptr::null(), 0)), E::hipErrorInvalidValue);
    assert_eq!(h!(hip_sys::hipGraphAddEmptyNode(&mut c, graph, &foreign, 1)), E::hipErrorInvalidValue, "a node of another graph");
    let twice = [a, a];
    assert_eq!(h!(hip_sys::hipGraphAddEmptyNode(&mut c, graph, twice.as_ptr(), 2)), E::hipErrorInvalidValue, "the same dependency twice");
    assert_eq!(h!(hip_sys::hipGraphAddEmptyNode(&mut c, graph, std::ptr::null(), 1)), E::hipErrorInvalidValue, "no array for one dependency");
    assert_eq!(h!(hip_sys::hipGraphAddDependencies(graph, &b, &a, 1)), E::hipErrorInvalidValue, "a cycle");
    assert_eq!(h!(hip_sys::hipGraphAddDependencies(graph, &a, &b, 1)), E::hipErrorInvalidValue, "an edge that exists");
    assert_eq!(h!(hip_sys::hipGraphAddDependencies(graph, &a, &a, 1)), E::hipErrorInvalidValue, "a node on itself");
    assert_eq!(h!(hip_sys::hipGraphRemoveDependencies(graph, &b, &a, 1)), E::hipErrorInvalidValue, "an edge that does not exist");
    assert_eq!(h!(hip_sys::hipGraphRemoveDependencies(graph, &a, &b, 1)), E::hipSuccess);
    assert_eq!(h!(hip_sys::hipGraphAddDependencies(graph, &b, &a, 1)), E::hipSuccess, "no cycle any more");
    let mut roots = [std::ptr::null_mut(); 1];
    count = 1;
    assert_eq!(h!(hip_sys::hipGraphGetRootNodes(graph, roots.as_mut_ptr(), &mut count)), E::hipSuccess);
    assert_eq!(roots[0], b);
    let device = alloc::<i32>(N);
    let odd = hipMemsetParams { dst: device.cast(), elementSize: 3, height: 1, pitch: 0, value: 0, width: 4 };
    assert_eq!(h!(hip_sys::hipGraphAddMemsetNode(&mut c, graph, std::ptr::null(), 0, &odd)), E::hipErrorInvalidValue, "3-byte elements");
    let no_function = hipHostNodeParams { fn_: None, userData: std::ptr::null_mut() };
    assert_eq!(h!(hip_sys::hipGraphAddHostNode(&mut c, graph, std::ptr::null(), 0, &no_function)), E::hipErrorInvalidValue);
    let mut args = Args::new(device, 0, 0);
    let large = args.node(|p| {
        h!(hip_sys::hipGraphAddKernelNode(&mut c, graph, std::ptr::null(), 0, &hipKernelNodeParams { blockDim: dim3 { x: 2048, y: 1, z: 1 }, ..*p }))
    });
    assert_eq!(large, E::hipErrorInvalidConfiguration, "a block too large");
    let made_up_function =
        args.node(|p| h!(hip_sys::hipGraphAddKernelNode(&mut c, graph, std::ptr::null(), 0, &hipKernelNodeParams { func: 0x1234 as *mut c_void, ..*p })));
    assert_eq!(made_up_function, E::hipErrorInvalidDeviceFunction);
    // A node's parameters are read and changed by its own kind only.
    let mut fill = odd;
    assert_eq!(h!(hip_sys::hipGraphMemsetNodeGetParams(a, &mut fill)), E::hipErrorInvalidValue, "an empty node");
    let mut exec: hipGraphExec_t = std::ptr::null_mut();
    assert_eq!(h!(hip_sys::hipGraphInstantiateWithFlags(&mut exec, graph, 0)), E::hipSuccess);
    assert_eq!(args.node(|p| h!(hip_sys::hipGraphExecKernelNodeSetParams(exec, a, p))), E::hipErrorInvalidValue, "not a kernel node");
    assert_eq!(args.node(|p| h!(hip_sys::hipGraphExecKernelNodeSetParams(exec, foreign, p))), E::hipErrorInvalidValue, "not a node of the graph");
    assert_eq!(h!(hip_sys::hipGraphDestroyNode(b)), E::hipSuccess);
    assert_eq!(nodes(graph), [a]);
    assert_eq!(h!(hip_sys::hipGraphLaunch(exec, std::ptr::null_mut())), E::hipSuccess, "the snapshot does not need the node");
    for g in [graph, other] {
        assert_eq!(h!(hip_sys::hipGraphDestroy(g)), E::hipSuccess);
    }
    assert_eq!(h!(hip_sys::hipGraphDestroy(graph)), E::hipErrorInvalidValue, "destroyed twice");
    assert_eq!(h!(hip_sys::hipGraphExecDestroy(exec)), E::hipSuccess);
    assert_eq!(h!(hip_sys::hipFree(device.cast())), E::hipSuccess);
}

#[test]
fn a_child_graph_is_copied_when_its_node_is_made() {
    let device = alloc::<i32>(N);
    let (child, parent) = (graph(), graph());
    let fill = hipMemsetParams { dst: device.cast(), elementSize: 4, height: 1, pitch: 0, value: 7, width: N };
    let (mut node, mut inner) = (std::ptr::null_mut(), std::ptr::null_mut());
    assert_eq!(h!(hip_sys::hipGraphAddMemsetNode(&mut inner, child, std::ptr::null(), 0, &fill)), E::hipSuccess);
    assert_eq!(h!(hip_sys::hipGraphAddChildGraphNode(&mut node, parent, std::ptr::null(), 0, child)), E::hipSuccess);
    assert_eq!(kind(node), T::hipGraphNodeTypeGraph);
    let later = hipMemsetParams { value: 9, ..fill };
    assert_eq!(h!(hip_sys::hipGraphMemsetNodeSetParams(inner, &later)), E::hipSuccess);
    let mut exec: hipGraphExec_t = std::ptr::null_mut();
    assert_eq!(h!(hip_sys::hipGraphInstantiateWithFlags(&mut exec, parent, 0)), E::hipSuccess);
    assert_eq!(launch(exec, std::ptr::null_mut(), device), vec![7; N]);
    for g in [child, parent] {
        assert_eq!(h!(hip_sys::hipGraphDestroy(g)), E::hipSuccess);
    }
    assert_eq!(h!(hip_sys::hipGraphExecDestroy(exec)), E::hipSuccess);
    assert_eq!(h!(hip_sys::hipFree(device.cast())), E::hipSuccess);
}
