//! Graphs over HIP's graph API: `CUgraph`, `CUgraphNode` and `CUgraphExec` are checked
//! handles over HIP's graphs, nodes and executable graphs.
//!
//! rocuda keeps no graphs of its own because the ROCm libraries behind rocuda's other
//! libraries (rocBLAS behind cuBLAS, ...) launch their kernels straight into HIP streams:
//! only HIP's stream capture sees those launches when a program captures a cuBLAS call, so
//! the graph a capture makes has to be HIP's, and then every graph had better be.
//!
//! Node parameters are converted in `graph_nodes.rs`. A graph handle is made when a graph is created, or when a capture hands one out
//! (`cuStreamGetCaptureInfo`, `cuStreamEndCapture`). Node handles are made per graph, one
//! for each HIP node the first time it is seen (added, or listed by a query), so the same
//! node always has the same handle. Destroying a graph forgets its nodes' handles. A stale
//! or made-up graph, node or executable graph handle is `CUDA_ERROR_INVALID_VALUE`, as
//! CUDA documents for these functions.

use std::collections::BTreeMap;
use std::ffi::c_char;
use std::sync::{Arc, Mutex, MutexGuard};

use hip_sys::{
    hipError_t, hipGraph_t, hipGraphExec_t, hipGraphExecUpdateResult, hipGraphInstantiateParams, hipGraphInstantiateResult as HipResult, hipGraphNode_t,
    hipGraphNodeType as H,
};
use rocuda_core::handles::Registry;
use rocuda_core::load::LoadError;

use crate::types::{
    CUDA_GRAPH_INSTANTIATE_PARAMS, CUgraph, CUgraphEdgeData, CUgraphExec, CUgraphExecUpdateResult as U, CUgraphExecUpdateResultInfo,
    CUgraphInstantiateResult as R, CUgraphNode, CUgraphNodeType as N, CUresult, CUstream,
};
use crate::{check, context, stream};

pub(crate) const INVALID: CUresult = CUresult::CUDA_ERROR_INVALID_VALUE;

pub struct Graph {
    pub hip: hipGraph_t,
    /// Each HIP node seen so far, and its handle.
    nodes: Mutex<BTreeMap<usize, usize>>,
}

pub(crate) struct Node {
    pub hip: hipGraphNode_t,
    graph: usize,
}

struct Exec {
    hip: hipGraphExec_t,
}

// SAFETY: HIP graph, node and executable graph handles are tokens any thread may use; the
// rest is owned data behind a Mutex.
unsafe impl Send for Graph {}
// SAFETY: as above.
unsafe impl Sync for Graph {}
// SAFETY: as above.
unsafe impl Send for Node {}
// SAFETY: as above; the fields never change.
unsafe impl Sync for Node {}
// SAFETY: as above.
unsafe impl Send for Exec {}
// SAFETY: as above.
unsafe impl Sync for Exec {}

static GRAPHS: Registry<Graph> = Registry::new();
static NODES: Registry<Node> = Registry::new();
static EXECS: Registry<Exec> = Registry::new();
/// The handle of each HIP graph that has one.
static BY_HIP: Mutex<BTreeMap<usize, usize>> = Mutex::new(BTreeMap::new());
/// The graph handle handed out for each capture in progress, by capture id.
static CAPTURES: Mutex<BTreeMap<u64, usize>> = Mutex::new(BTreeMap::new());

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|p| p.into_inner())
}

pub(crate) fn get(graph: CUgraph) -> Result<Arc<Graph>, CUresult> {
    GRAPHS.get(graph as usize).ok_or(INVALID)
}

pub(crate) fn node(node: CUgraphNode) -> Result<Arc<Node>, CUresult> {
    NODES.get(node as usize).ok_or(INVALID)
}

pub(crate) fn exec(exec: CUgraphExec) -> Result<hipGraphExec_t, CUresult> {
    EXECS.with(exec as usize, |e| e.hip).ok_or(INVALID)
}

/// The HIP nodes behind `nodes`.
pub fn hip_nodes(nodes: &[CUgraphNode]) -> Result<Vec<hipGraphNode_t>, CUresult> {
    nodes.iter().map(|n| node(*n).map(|n| n.hip)).collect()
}

/// The handle of HIP graph `hip`, made if it has none.
fn adopt(hip: hipGraph_t) -> CUgraph {
    let mut by_hip = lock(&BY_HIP);
    let handle = *by_hip.entry(hip as usize).or_insert_with(|| GRAPHS.insert(Graph { hip, nodes: Mutex::new(BTreeMap::new()) }).0);
    handle as CUgraph
}

/// Forgets a graph handle and its nodes' (the HIP graph is gone or going).
fn forget(handle: usize) {
    if let Some(graph) = GRAPHS.remove(handle) {
        lock(&BY_HIP).remove(&(graph.hip as usize));
        for node in lock(&graph.nodes).values() {
            NODES.remove(*node);
        }
    }
}

impl Graph {
    /// The handle of HIP node `hip` of this graph (`handle`), made if it has none.
    fn adopt_node(&self, handle: usize, hip: hipGraphNode_t) -> CUgraphNode {
        let mut nodes = lock(&self.nodes);
        *nodes.entry(hip as usize).or_insert_with(|| NODES.insert(Node { hip, graph: handle }).0) as CUgraphNode
    }
}

/// The handles of `hip`, nodes of `graph` (null stays null).
pub fn node_handles(graph: CUgraph, hip: &[hipGraphNode_t]) -> Result<Vec<usize>, CUresult> {
    let object = get(graph)?;
    Ok(hip.iter().map(|n| if n.is_null() { 0 } else { object.adopt_node(graph as usize, *n) as usize }).collect())
}

/// The graph a capture in progress builds, under a handle kept until the capture ends.
pub fn capture_graph(id: u64, hip: hipGraph_t) -> CUgraph {
    let handle = adopt(hip);
    lock(&CAPTURES).insert(id, handle as usize);
    handle
}

/// The graph capture `id` ended with, or null when it ended without one (HIP destroyed
/// the graph, whose handle, if one was handed out, is forgotten).
pub fn captured(id: u64, hip: hipGraph_t) -> CUgraph {
    let during = lock(&CAPTURES).remove(&id);
    if hip.is_null() {
        if let Some(handle) = during {
            forget(handle);
        }
        return std::ptr::null_mut();
    }
    adopt(hip)
}

/// Reads `count` node handles into HIP's.
///
/// # Safety
/// `nodes`, if non-null, points to `count` handles.
unsafe fn read_nodes(nodes: *const CUgraphNode, count: usize) -> Result<Vec<hipGraphNode_t>, CUresult> {
    if count == 0 {
        return Ok(Vec::new());
    }
    if nodes.is_null() {
        return Err(INVALID);
    }
    // SAFETY: `count` handles, by this function's contract.
    hip_nodes(unsafe { std::slice::from_raw_parts(nodes, count) })
}

/// Only CUDA's default edges exist in HIP: no ports, no programmatic dependencies.
///
/// # Safety
/// `edges`, if non-null, points to `count` edge descriptions.
pub unsafe fn check_default_edges(edges: *const CUgraphEdgeData, count: usize) -> Result<(), CUresult> {
    if edges.is_null() || count == 0 {
        return Ok(());
    }
    // SAFETY: `count` entries, by this function's contract.
    let edges = unsafe { std::slice::from_raw_parts(edges, count) };
    if edges.iter().any(|e| e.from_port != 0 || e.to_port != 0 || e.type_ != 0) {
        tracing::warn!("cuda: graph edges with ports or programmatic dependencies are not supported");
        return Err(CUresult::CUDA_ERROR_NOT_SUPPORTED);
    }
    Ok(())
}

/// The default edge, as CUDA describes it.
pub const DEFAULT_EDGE: CUgraphEdgeData = CUgraphEdgeData { from_port: 0, to_port: 0, type_: 0, reserved: [0; 5] };

/// A list of nodes of `graph` that HIP returns through `query`, as CUDA returns it: with
/// `out` null only the count, otherwise up to `*count` handles (null past the end), and
/// `edges`, when given, as many default edges.
///
/// # Safety
/// `out` and `edges`, if non-null, have room for `*count` entries.
unsafe fn node_list(
    graph: usize,
    out: *mut CUgraphNode,
    edges: *mut CUgraphEdgeData,
    count: &mut usize,
    query: impl Fn(*mut hipGraphNode_t, *mut usize) -> Result<hip_sys::hipError_t, rocuda_core::load::LoadError>,
) -> Result<(), CUresult> {
    if out.is_null() {
        return check(query(std::ptr::null_mut(), count));
    }
    let mut found = vec![std::ptr::null_mut(); *count];
    let mut written = *count;
    check(query(found.as_mut_ptr(), &mut written))?;
    let handles = node_handles(graph as CUgraph, &found)?;
    for (index, handle) in handles.into_iter().enumerate() {
        // SAFETY: room for `*count` entries, by this function's contract.
        unsafe {
            out.add(index).write(handle as CUgraphNode);
            if !edges.is_null() {
                edges.add(index).write(DEFAULT_EDGE);
            }
        }
    }
    *count = written;
    Ok(())
}

pub fn cuGraphCreate(graph: &mut CUgraph, flags: u32) -> Result<(), CUresult> {
    context::ensure_current()?;
    if flags != 0 {
        return Err(INVALID);
    }
    let mut made = std::ptr::null_mut();
    // SAFETY: an out-pointer.
    check(unsafe { hip_sys::hipGraphCreate(&mut made, 0) })?;
    *graph = adopt(made);
    Ok(())
}

pub fn cuGraphDestroy(graph: CUgraph) -> Result<(), CUresult> {
    let object = get(graph)?;
    // SAFETY: a live graph; its handle is forgotten below.
    check(unsafe { hip_sys::hipGraphDestroy(object.hip) })?;
    forget(graph as usize);
    Ok(())
}

/// Adds a node through `add`, which HIP gives the HIP graph and dependencies.
///
/// # Safety
/// `dependencies`, if non-null, points to `count` handles.
pub(crate) unsafe fn add(
    out: &mut CUgraphNode,
    graph: CUgraph,
    dependencies: *const CUgraphNode,
    count: usize,
    add: impl FnOnce(*mut hipGraphNode_t, hipGraph_t, *const hipGraphNode_t, usize) -> Result<hip_sys::hipError_t, rocuda_core::load::LoadError>,
) -> Result<(), CUresult> {
    let object = get(graph)?;
    // SAFETY: forwarded.
    let dependencies = unsafe { read_nodes(dependencies, count)? };
    let mut made = std::ptr::null_mut();
    check(add(&mut made, object.hip, dependencies.as_ptr(), dependencies.len()))?;
    *out = object.adopt_node(graph as usize, made);
    Ok(())
}

pub fn cuGraphGetNodes(graph: CUgraph, nodes: *mut CUgraphNode, count: &mut usize) -> Result<(), CUresult> {
    let object = get(graph)?;
    // SAFETY: the caller's array has room for `*count` handles; HIP writes as many.
    unsafe { node_list(graph as usize, nodes, std::ptr::null_mut(), count, |out, n| hip_sys::hipGraphGetNodes(object.hip, out, n)) }
}

pub fn cuGraphGetRootNodes(graph: CUgraph, nodes: *mut CUgraphNode, count: &mut usize) -> Result<(), CUresult> {
    let object = get(graph)?;
    // SAFETY: as in `cuGraphGetNodes`.
    unsafe { node_list(graph as usize, nodes, std::ptr::null_mut(), count, |out, n| hip_sys::hipGraphGetRootNodes(object.hip, out, n)) }
}

/// # Safety
/// `from`, `to` and `edges`, if non-null, have room for `*count` entries.
pub unsafe fn cuGraphGetEdges_v2(
    graph: CUgraph,
    from: *mut CUgraphNode,
    to: *mut CUgraphNode,
    edges: *mut CUgraphEdgeData,
    count: &mut usize,
) -> Result<(), CUresult> {
    let object = get(graph)?;
    if from.is_null() != to.is_null() || (from.is_null() && !edges.is_null()) {
        return Err(INVALID);
    }
    if from.is_null() {
        // SAFETY: a live graph and an out-pointer.
        return check(unsafe { hip_sys::hipGraphGetEdges(object.hip, std::ptr::null_mut(), std::ptr::null_mut(), count) });
    }
    let (mut sources, mut targets) = (vec![std::ptr::null_mut(); *count], vec![std::ptr::null_mut(); *count]);
    let mut written = *count;
    // SAFETY: a live graph and arrays of `*count` entries.
    check(unsafe { hip_sys::hipGraphGetEdges(object.hip, sources.as_mut_ptr(), targets.as_mut_ptr(), &mut written) })?;
    let (sources, targets) = (node_handles(graph, &sources)?, node_handles(graph, &targets)?);
    for index in 0..*count {
        // SAFETY: room for `*count` entries, by this function's contract.
        unsafe {
            from.add(index).write(sources[index] as CUgraphNode);
            to.add(index).write(targets[index] as CUgraphNode);
            if !edges.is_null() {
                edges.add(index).write(DEFAULT_EDGE);
            }
        }
    }
    *count = written;
    Ok(())
}

/// # Safety
/// `from` and `to`, if non-null, have room for `*count` handles.
pub unsafe fn cuGraphGetEdges(graph: CUgraph, from: *mut CUgraphNode, to: *mut CUgraphNode, count: &mut usize) -> Result<(), CUresult> {
    // SAFETY: forwarded.
    unsafe { cuGraphGetEdges_v2(graph, from, to, std::ptr::null_mut(), count) }
}

pub fn cuGraphNodeGetType(node: CUgraphNode, kind: &mut N) -> Result<(), CUresult> {
    let n = self::node(node)?;
    let mut found = H::hipGraphNodeTypeEmpty;
    // SAFETY: a live node and an out-pointer.
    check(unsafe { hip_sys::hipGraphNodeGetType(n.hip, &mut found) })?;
    *kind = node_type(found)?;
    Ok(())
}

/// # Safety
/// `nodes` and `edges`, if non-null, have room for `*count` entries.
pub unsafe fn cuGraphNodeGetDependencies_v2(
    node: CUgraphNode,
    nodes: *mut CUgraphNode,
    edges: *mut CUgraphEdgeData,
    count: &mut usize,
) -> Result<(), CUresult> {
    let n = self::node(node)?;
    // SAFETY: forwarded.
    unsafe { node_list(n.graph, nodes, edges, count, |out, c| hip_sys::hipGraphNodeGetDependencies(n.hip, out, c)) }
}

/// # Safety
/// `nodes`, if non-null, has room for `*count` handles.
pub unsafe fn cuGraphNodeGetDependencies(node: CUgraphNode, nodes: *mut CUgraphNode, count: &mut usize) -> Result<(), CUresult> {
    // SAFETY: forwarded.
    unsafe { cuGraphNodeGetDependencies_v2(node, nodes, std::ptr::null_mut(), count) }
}

/// # Safety
/// As [`cuGraphNodeGetDependencies_v2`].
pub unsafe fn cuGraphNodeGetDependentNodes_v2(
    node: CUgraphNode,
    nodes: *mut CUgraphNode,
    edges: *mut CUgraphEdgeData,
    count: &mut usize,
) -> Result<(), CUresult> {
    let n = self::node(node)?;
    // SAFETY: forwarded.
    unsafe { node_list(n.graph, nodes, edges, count, |out, c| hip_sys::hipGraphNodeGetDependentNodes(n.hip, out, c)) }
}

/// # Safety
/// As [`cuGraphNodeGetDependencies`].
pub unsafe fn cuGraphNodeGetDependentNodes(node: CUgraphNode, nodes: *mut CUgraphNode, count: &mut usize) -> Result<(), CUresult> {
    // SAFETY: forwarded.
    unsafe { cuGraphNodeGetDependentNodes_v2(node, nodes, std::ptr::null_mut(), count) }
}

/// The HIP nodes of both ends of `count` edges of `graph`.
///
/// # Safety
/// `from` and `to`, if non-null, point to `count` handles each.
unsafe fn edge_ends(
    graph: &Graph,
    from: *const CUgraphNode,
    to: *const CUgraphNode,
    count: usize,
) -> Result<(Vec<hipGraphNode_t>, Vec<hipGraphNode_t>), CUresult> {
    // SAFETY: forwarded.
    let ends = unsafe { (read_nodes(from, count)?, read_nodes(to, count)?) };
    let ours = lock(&graph.nodes);
    if !ends.0.iter().chain(&ends.1).all(|n| ours.contains_key(&(*n as usize))) {
        return Err(INVALID);
    }
    Ok(ends)
}

/// # Safety
/// `from` and `to` point to `count` handles each; `edges`, if non-null, to `count` edges.
pub unsafe fn cuGraphAddDependencies_v2(
    graph: CUgraph,
    from: *const CUgraphNode,
    to: *const CUgraphNode,
    edges: *const CUgraphEdgeData,
    count: usize,
) -> Result<(), CUresult> {
    // SAFETY: forwarded; HIP's function is called with a live graph and `count` of its nodes
    // on each side.
    unsafe { change_dependencies(graph, (from, to, edges, count), |graph, from, to| hip_sys::hipGraphAddDependencies(graph, from, to, count)) }
}

/// Checks the edges `from[i] → to[i]` (default edge data, nodes of `graph`) and hands them
/// to `change`: HIP's add or remove.
///
/// # Safety
/// As [`cuGraphAddDependencies_v2`]; `change` is called with `count` nodes on each side.
unsafe fn change_dependencies(
    graph: CUgraph,
    (from, to, edges, count): (*const CUgraphNode, *const CUgraphNode, *const CUgraphEdgeData, usize),
    change: impl FnOnce(hipGraph_t, *const hipGraphNode_t, *const hipGraphNode_t) -> Result<hipError_t, LoadError>,
) -> Result<(), CUresult> {
    let object = get(graph)?;
    // SAFETY: both: forwarded.
    unsafe { check_default_edges(edges, count)? };
    // SAFETY: as above.
    let (from, to) = unsafe { edge_ends(&object, from, to, count)? };
    check(change(object.hip, from.as_ptr(), to.as_ptr()))
}

/// # Safety
/// `from` and `to` point to `count` handles each.
pub unsafe fn cuGraphAddDependencies(graph: CUgraph, from: *const CUgraphNode, to: *const CUgraphNode, count: usize) -> Result<(), CUresult> {
    // SAFETY: forwarded.
    unsafe { cuGraphAddDependencies_v2(graph, from, to, std::ptr::null(), count) }
}

/// # Safety
/// As [`cuGraphAddDependencies_v2`].
pub unsafe fn cuGraphRemoveDependencies_v2(
    graph: CUgraph,
    from: *const CUgraphNode,
    to: *const CUgraphNode,
    edges: *const CUgraphEdgeData,
    count: usize,
) -> Result<(), CUresult> {
    // SAFETY: as in `cuGraphAddDependencies_v2`.
    unsafe { change_dependencies(graph, (from, to, edges, count), |graph, from, to| hip_sys::hipGraphRemoveDependencies(graph, from, to, count)) }
}

/// # Safety
/// As [`cuGraphAddDependencies`].
pub unsafe fn cuGraphRemoveDependencies(graph: CUgraph, from: *const CUgraphNode, to: *const CUgraphNode, count: usize) -> Result<(), CUresult> {
    // SAFETY: forwarded.
    unsafe { cuGraphRemoveDependencies_v2(graph, from, to, std::ptr::null(), count) }
}

pub fn cuGraphDestroyNode(node: CUgraphNode) -> Result<(), CUresult> {
    let n = self::node(node)?;
    // SAFETY: a live node; its handle is forgotten below.
    check(unsafe { hip_sys::hipGraphDestroyNode(n.hip) })?;
    NODES.remove(node as usize);
    if let Some(graph) = GRAPHS.get(n.graph) {
        lock(&graph.nodes).remove(&(n.hip as usize));
    }
    Ok(())
}

/// What `cuGraphInstantiateWithParams` reports, from HIP's answer.
fn instantiate_result(result: HipResult) -> R {
    match result {
        HipResult::hipGraphInstantiateSuccess => R::CUDA_GRAPH_INSTANTIATE_SUCCESS,
        HipResult::hipGraphInstantiateInvalidStructure => R::CUDA_GRAPH_INSTANTIATE_INVALID_STRUCTURE,
        HipResult::hipGraphInstantiateNodeOperationNotSupported => R::CUDA_GRAPH_INSTANTIATE_NODE_OPERATION_NOT_SUPPORTED,
        HipResult::hipGraphInstantiateMultipleDevicesNotSupported => R::CUDA_GRAPH_INSTANTIATE_MULTIPLE_CTXS_NOT_SUPPORTED,
        _ => R::CUDA_GRAPH_INSTANTIATE_ERROR,
    }
}

fn register_exec(made: hipGraphExec_t) -> CUgraphExec {
    EXECS.insert(Exec { hip: made }).0 as CUgraphExec
}

/// # Safety
/// `error_node`, if non-null, is writable; `log`, if non-null, has room for `size` bytes.
pub unsafe fn cuGraphInstantiate_v2(
    exec: &mut CUgraphExec,
    graph: CUgraph,
    error_node: *mut CUgraphNode,
    log: *mut c_char,
    size: usize,
) -> Result<(), CUresult> {
    context::ensure_current()?;
    let object = get(graph)?;
    let (mut made, mut failed) = (std::ptr::null_mut(), std::ptr::null_mut());
    // SAFETY: a live graph, out-pointers, and the caller's log buffer.
    let result = check(unsafe { hip_sys::hipGraphInstantiate(&mut made, object.hip, &mut failed, log, size) });
    if !error_node.is_null() {
        let failed = if failed.is_null() { std::ptr::null_mut() } else { object.adopt_node(graph as usize, failed) };
        // SAFETY: non-null, writable by this function's contract.
        unsafe { error_node.write(failed) };
    }
    result?;
    *exec = register_exec(made);
    Ok(())
}

/// # Safety
/// As [`cuGraphInstantiate_v2`].
pub unsafe fn cuGraphInstantiate(exec: &mut CUgraphExec, graph: CUgraph, error_node: *mut CUgraphNode, log: *mut c_char, size: usize) -> Result<(), CUresult> {
    // SAFETY: forwarded.
    unsafe { cuGraphInstantiate_v2(exec, graph, error_node, log, size) }
}

/// CUDA's instantiation flags are HIP's: free on launch, upload, device launch, node
/// priorities.
pub fn cuGraphInstantiateWithFlags(exec: &mut CUgraphExec, graph: CUgraph, flags: u64) -> Result<(), CUresult> {
    context::ensure_current()?;
    let object = get(graph)?;
    let mut made = std::ptr::null_mut();
    // SAFETY: a live graph and an out-pointer.
    check(unsafe { hip_sys::hipGraphInstantiateWithFlags(&mut made, object.hip, flags) })?;
    *exec = register_exec(made);
    Ok(())
}

pub fn cuGraphInstantiateWithParams(exec: &mut CUgraphExec, graph: CUgraph, params: &mut CUDA_GRAPH_INSTANTIATE_PARAMS) -> Result<(), CUresult> {
    context::ensure_current()?;
    let object = get(graph)?;
    let upload = if params.hUploadStream.is_null() { std::ptr::null_mut() } else { stream::hip_stream(params.hUploadStream)? };
    let mut p = hipGraphInstantiateParams {
        errNode_out: std::ptr::null_mut(),
        flags: params.flags,
        result_out: HipResult::hipGraphInstantiateSuccess,
        uploadStream: upload,
    };
    let mut made = std::ptr::null_mut();
    // SAFETY: a live graph, parameters and an out-pointer.
    let result = check(unsafe { hip_sys::hipGraphInstantiateWithParams(&mut made, object.hip, &mut p) });
    params.result_out = instantiate_result(p.result_out);
    params.hErrNode_out = if p.errNode_out.is_null() { std::ptr::null_mut() } else { object.adopt_node(graph as usize, p.errNode_out) };
    result?;
    *exec = register_exec(made);
    Ok(())
}

/// CUDA's update results are HIP's, value for value, up to HIP's last
/// (`UNSUPPORTED_FUNCTION_CHANGE`); HIP has no attribute changes to report.
fn update_result(result: hipGraphExecUpdateResult) -> U {
    match result {
        hipGraphExecUpdateResult::hipGraphExecUpdateSuccess => U::CU_GRAPH_EXEC_UPDATE_SUCCESS,
        hipGraphExecUpdateResult::hipGraphExecUpdateErrorTopologyChanged => U::CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED,
        hipGraphExecUpdateResult::hipGraphExecUpdateErrorNodeTypeChanged => U::CU_GRAPH_EXEC_UPDATE_ERROR_NODE_TYPE_CHANGED,
        hipGraphExecUpdateResult::hipGraphExecUpdateErrorFunctionChanged => U::CU_GRAPH_EXEC_UPDATE_ERROR_FUNCTION_CHANGED,
        hipGraphExecUpdateResult::hipGraphExecUpdateErrorParametersChanged => U::CU_GRAPH_EXEC_UPDATE_ERROR_PARAMETERS_CHANGED,
        hipGraphExecUpdateResult::hipGraphExecUpdateErrorNotSupported => U::CU_GRAPH_EXEC_UPDATE_ERROR_NOT_SUPPORTED,
        hipGraphExecUpdateResult::hipGraphExecUpdateErrorUnsupportedFunctionChange => U::CU_GRAPH_EXEC_UPDATE_ERROR_UNSUPPORTED_FUNCTION_CHANGE,
        _ => U::CU_GRAPH_EXEC_UPDATE_ERROR,
    }
}

/// Updates `exec` with the parameters of `graph`, which must have the shape `exec` was made
/// from (HIP's rules); otherwise `CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE` and the reason in `info`.
pub fn cuGraphExecUpdate_v2(exec: CUgraphExec, graph: CUgraph, info: &mut CUgraphExecUpdateResultInfo) -> Result<(), CUresult> {
    context::ensure_current()?;
    let (e, object) = (self::exec(exec)?, get(graph)?);
    let (mut failed, mut result) = (std::ptr::null_mut(), hipGraphExecUpdateResult::hipGraphExecUpdateError);
    // SAFETY: a live executable graph and graph, and out-pointers.
    let status = check(unsafe { hip_sys::hipGraphExecUpdate(e, object.hip, &mut failed, &mut result) });
    info.result = update_result(result);
    info.errorNode = if failed.is_null() { std::ptr::null_mut() } else { object.adopt_node(graph as usize, failed) };
    info.errorFromNode = std::ptr::null_mut();
    status
}

pub fn cuGraphExecUpdate(exec: CUgraphExec, graph: CUgraph, error_node: &mut CUgraphNode, result: &mut U) -> Result<(), CUresult> {
    let mut info = CUgraphExecUpdateResultInfo { result: U::CU_GRAPH_EXEC_UPDATE_ERROR, errorNode: std::ptr::null_mut(), errorFromNode: std::ptr::null_mut() };
    let status = cuGraphExecUpdate_v2(exec, graph, &mut info);
    (*error_node, *result) = (info.errorNode, info.result);
    status
}

pub fn cuGraphLaunch(exec: CUgraphExec, stream: CUstream) -> Result<(), CUresult> {
    context::ensure_current()?;
    let (e, s) = (self::exec(exec)?, stream::hip_stream(stream)?);
    // SAFETY: a live executable graph and stream.
    check(unsafe { hip_sys::hipGraphLaunch(e, s) })
}

pub fn cuGraphUpload(exec: CUgraphExec, stream: CUstream) -> Result<(), CUresult> {
    context::ensure_current()?;
    let (e, s) = (self::exec(exec)?, stream::hip_stream(stream)?);
    // SAFETY: a live executable graph and stream.
    check(unsafe { hip_sys::hipGraphUpload(e, s) })
}

pub fn cuGraphExecDestroy(exec: CUgraphExec) -> Result<(), CUresult> {
    let e = self::exec(exec)?;
    // SAFETY: a live executable graph; its handle is forgotten below.
    check(unsafe { hip_sys::hipGraphExecDestroy(e) })?;
    EXECS.remove(exec as usize);
    Ok(())
}

/// CUDA's node types are HIP's, but for HIP's symbol copies (CUDA's are plain copies) and
/// its batch memory operations, which CUDA numbers differently.
fn node_type(kind: H) -> Result<N, CUresult> {
    Ok(match kind {
        H::hipGraphNodeTypeKernel => N::CU_GRAPH_NODE_TYPE_KERNEL,
        H::hipGraphNodeTypeMemcpy | H::hipGraphNodeTypeMemcpyFromSymbol | H::hipGraphNodeTypeMemcpyToSymbol => N::CU_GRAPH_NODE_TYPE_MEMCPY,
        H::hipGraphNodeTypeMemset => N::CU_GRAPH_NODE_TYPE_MEMSET,
        H::hipGraphNodeTypeHost => N::CU_GRAPH_NODE_TYPE_HOST,
        H::hipGraphNodeTypeGraph => N::CU_GRAPH_NODE_TYPE_GRAPH,
        H::hipGraphNodeTypeEmpty => N::CU_GRAPH_NODE_TYPE_EMPTY,
        H::hipGraphNodeTypeWaitEvent => N::CU_GRAPH_NODE_TYPE_WAIT_EVENT,
        H::hipGraphNodeTypeEventRecord => N::CU_GRAPH_NODE_TYPE_EVENT_RECORD,
        H::hipGraphNodeTypeExtSemaphoreSignal => N::CU_GRAPH_NODE_TYPE_EXT_SEMAS_SIGNAL,
        H::hipGraphNodeTypeExtSemaphoreWait => N::CU_GRAPH_NODE_TYPE_EXT_SEMAS_WAIT,
        H::hipGraphNodeTypeMemAlloc => N::CU_GRAPH_NODE_TYPE_MEM_ALLOC,
        H::hipGraphNodeTypeMemFree => N::CU_GRAPH_NODE_TYPE_MEM_FREE,
        H::hipGraphNodeTypeBatchMemOp => N::CU_GRAPH_NODE_TYPE_BATCH_MEM_OP,
        other => {
            tracing::warn!("cuda: HIP graph node type {} has no CUDA counterpart", other.0);
            return Err(CUresult::CUDA_ERROR_UNKNOWN);
        }
    })
}
