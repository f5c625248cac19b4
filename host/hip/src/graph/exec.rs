//! Executable graphs: instantiation and launch.
//!
//! Instantiating a graph copies every node's operation in an order that puts each node
//! after its dependencies. The executable graph is that snapshot: later changes to the
//! graph (new nodes, new parameters, destroyed nodes) do not reach it, and only the
//! `hipGraphExec*SetParams` functions change it. Launching it onto a stream runs the steps
//! in order, on the calling thread, before the call returns: the host device runs every
//! stream-ordered operation synchronously (`stream/mod.rs`), and one order that respects every
//! dependency is a correct schedule of the graph. The launch is submitted to its stream like
//! any of a stream's work, so on a capturing stream it becomes a child graph node instead.

use std::collections::{BTreeMap, BTreeSet};
use std::ffi::{c_char, c_ulonglong};
use std::sync::{Arc, Mutex, MutexGuard};

use hip_sys::{
    hipError_t, hipGraph_t, hipGraphExec_t, hipGraphExecUpdateResult, hipGraphInstantiateParams, hipGraphInstantiateResult, hipGraphNode_t,
    hipGraphNodeType as T, hipHostNodeParams, hipKernelNodeParams, hipMemcpy3DParms, hipMemsetParams, hipStream_t,
};
use rocuda_core::handles::Registry;

use super::NODES;
use crate::api::{HipResult, call, ensure, read, refuse, write};
use crate::operation::{Fill, Host, Kernel, Operation, Step, check_copy};
use crate::stream;

struct Exec {
    /// Shared with the launches in progress; a parameter change copies it first.
    steps: Mutex<Arc<Vec<Step>>>,
    /// The edges between steps: what an update compares.
    edges: Edges,
}

/// A graph's edges as pairs of positions in its snapshot.
type Edges = BTreeSet<(usize, usize)>;

impl Exec {
    fn steps(&self) -> MutexGuard<'_, Arc<Vec<Step>>> {
        self.steps.lock().unwrap_or_else(|p| p.into_inner())
    }
}

static EXECS: Registry<Exec> = Registry::new();

fn get(exec: hipGraphExec_t) -> HipResult<Arc<Exec>> {
    EXECS.get(exec as usize).ok_or(hipError_t::hipErrorInvalidValue)
}

/// `graph`'s operations in an order that runs every node after its dependencies; a graph
/// with a cycle is `hipErrorInvalidValue`.
pub fn snapshot(graph: hipGraph_t) -> HipResult<Vec<Step>> {
    snapshot_with_edges(graph).map(|(steps, _)| steps)
}

/// [`snapshot`], and the graph's edges as pairs of positions in it.
fn snapshot_with_edges(graph: hipGraph_t) -> HipResult<(Vec<Step>, Edges)> {
    let object = super::graph(graph)?;
    let body = object.body();
    let Some(order) = body.topological_order() else {
        return Err(refuse("hipGraphInstantiate", "the graph has a cycle", hipError_t::hipErrorInvalidValue));
    };
    let position: BTreeMap<usize, usize> = order.iter().enumerate().map(|(i, node)| (*node, i)).collect();
    let edges = body.edges.iter().filter_map(|(from, to)| Some((*position.get(from)?, *position.get(to)?))).collect();
    let steps = order
        .into_iter()
        .map(|node| {
            let found = NODES.get(node).ok_or(hipError_t::hipErrorInvalidValue)?;
            let operation = found.operation().clone();
            Ok(Step { node, operation })
        })
        .collect::<HipResult<Vec<Step>>>()?;
    Ok((steps, edges))
}

/// Instantiation flags HIP defines: free on launch (nothing to free: graphs here allocate
/// nothing), upload (nothing to upload), node priorities (one priority on the CPU). A graph
/// launched from the device cannot be, with no device code to launch it.
///
/// # Safety
/// `out`, if non-null, points to a writable `hipGraphExec_t`.
unsafe fn instantiate(out: *mut hipGraphExec_t, graph: hipGraph_t, flags: c_ulonglong) -> HipResult {
    const DEVICE_LAUNCH: c_ulonglong = 4;
    ensure(!out.is_null() && flags & !0xf == 0, hipError_t::hipErrorInvalidValue)?;
    if flags & DEVICE_LAUNCH != 0 {
        return Err(refuse("hipGraphInstantiateWithFlags", "device-launched graphs are not supported by the host device", hipError_t::hipErrorNotSupported));
    }
    let (steps, edges) = snapshot_with_edges(graph)?;
    let (handle, _) = EXECS.insert(Exec { steps: Mutex::new(Arc::new(steps)), edges });
    // SAFETY: `out` is non-null (checked above) and points to a writable `hipGraphExec_t`, by
    // this function's contract.
    unsafe { write(out, handle as hipGraphExec_t) }
}

/// # Safety
/// `out` is writable; `error_node`, if non-null, is writable; `log`, if non-null, has room
/// for `log_size` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphInstantiate(
    out: *mut hipGraphExec_t,
    graph: hipGraph_t,
    error_node: *mut hipGraphNode_t,
    log: *mut c_char,
    log_size: usize,
) -> hipError_t {
    call("hipGraphInstantiate", || {
        // SAFETY: `out` is writable, by this function's contract.
        unsafe { instantiate(out, graph, 0)? };
        // Nothing to report: the log is an empty string and there is no failing node.
        if !error_node.is_null() {
            // SAFETY: `error_node` is non-null (checked just above) and writable, by this
            // function's contract.
            unsafe { error_node.write(std::ptr::null_mut()) };
        }
        if !log.is_null() && log_size > 0 {
            // SAFETY: `log` is non-null with room for `log_size` bytes, at least one (both
            // checked just above), by this function's contract.
            unsafe { log.write(0) };
        }
        Ok(())
    })
}

/// # Safety
/// `out`, if non-null, is writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphInstantiateWithFlags(out: *mut hipGraphExec_t, graph: hipGraph_t, flags: c_ulonglong) -> hipError_t {
    // SAFETY: `out` is null or writable, by this function's contract.
    call("hipGraphInstantiateWithFlags", || unsafe { instantiate(out, graph, flags) })
}

/// # Safety
/// `out` is writable; `params` points to a readable and writable `hipGraphInstantiateParams`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphInstantiateWithParams(out: *mut hipGraphExec_t, graph: hipGraph_t, params: *mut hipGraphInstantiateParams) -> hipError_t {
    call("hipGraphInstantiateWithParams", || {
        // SAFETY: `params` is null, which `read` refuses, or points to a readable and
        // writable `hipGraphInstantiateParams`, by this function's contract.
        let mut p = unsafe { read(params)? };
        if !p.uploadStream.is_null() {
            stream::check(p.uploadStream)?;
        }
        // SAFETY: `out` is writable, by this function's contract.
        let result = unsafe { instantiate(out, graph, p.flags) };
        p.errNode_out = std::ptr::null_mut();
        p.result_out = match result {
            Ok(()) => hipGraphInstantiateResult::hipGraphInstantiateSuccess,
            Err(hipError_t::hipErrorNotSupported) => hipGraphInstantiateResult::hipGraphInstantiateNodeOperationNotSupported,
            Err(_) => hipGraphInstantiateResult::hipGraphInstantiateError,
        };
        // SAFETY: `params` is null, which `write` refuses, or points to a readable and
        // writable `hipGraphInstantiateParams`, by this function's contract.
        unsafe { write(params, p)? };
        result
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn hipGraphLaunch(exec: hipGraphExec_t, stream: hipStream_t) -> hipError_t {
    call("hipGraphLaunch", || {
        let exec = get(exec)?;
        stream::check(stream)?;
        let steps = exec.steps().clone();
        stream::submit(stream, Operation::Graph(steps))
    })
}

/// Nothing to upload: the device's memory is the host's.
#[unsafe(no_mangle)]
pub extern "C" fn hipGraphUpload(exec: hipGraphExec_t, stream: hipStream_t) -> hipError_t {
    call("hipGraphUpload", || {
        get(exec)?;
        stream::check(stream)
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn hipGraphExecDestroy(exec: hipGraphExec_t) -> hipError_t {
    call("hipGraphExecDestroy", || EXECS.remove(exec as usize).map(drop).ok_or(hipError_t::hipErrorInvalidValue))
}

/// Replaces the operation of `node`'s step in `exec`, which must be of kind `kind`.
fn set(exec: hipGraphExec_t, node: hipGraphNode_t, kind: T, operation: HipResult<Operation>) -> HipResult {
    let exec = get(exec)?;
    let mut steps = exec.steps();
    let position = steps.iter().position(|s| s.node == node as usize).ok_or(hipError_t::hipErrorInvalidValue)?;
    ensure(steps[position].operation.kind() == kind, hipError_t::hipErrorInvalidValue)?;
    Arc::make_mut(&mut steps)[position].operation = operation?;
    Ok(())
}

/// # Safety
/// `params` points to HIP's kernel node parameters, as `hipGraphAddKernelNode` documents.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphExecKernelNodeSetParams(exec: hipGraphExec_t, node: hipGraphNode_t, params: *const hipKernelNodeParams) -> hipError_t {
    call("hipGraphExecKernelNodeSetParams", || {
        // SAFETY: `params` is null, which `read` refuses, or points to kernel node
        // parameters whose arguments are as `Kernel::new` asks, by this function's contract.
        let kernel = unsafe { read(params).and_then(|p| Kernel::new(&p)) };
        set(exec, node, T::hipGraphNodeTypeKernel, kernel.map(Operation::Kernel))
    })
}

/// # Safety
/// `params` points to a `hipMemcpy3DParms` whose regions are valid whenever `exec` runs.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphExecMemcpyNodeSetParams(exec: hipGraphExec_t, node: hipGraphNode_t, params: *mut hipMemcpy3DParms) -> hipError_t {
    call("hipGraphExecMemcpyNodeSetParams", || {
        // SAFETY: `params` is null, which `read` refuses, or points to a `hipMemcpy3DParms`
        // whose regions are valid whenever `exec` runs, by this function's contract.
        let copy = unsafe { read(params) }.and_then(|p| check_copy(&p).map(|()| Operation::Memcpy(p)));
        set(exec, node, T::hipGraphNodeTypeMemcpy, copy)
    })
}

/// # Safety
/// `params` points to a `hipMemsetParams` whose region is valid whenever `exec` runs.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphExecMemsetNodeSetParams(exec: hipGraphExec_t, node: hipGraphNode_t, params: *const hipMemsetParams) -> hipError_t {
    call("hipGraphExecMemsetNodeSetParams", || {
        // SAFETY: `params` is null, which `read` refuses, or points to a `hipMemsetParams`
        // whose region is valid whenever `exec` runs, by this function's contract.
        let fill = unsafe { read(params) }.and_then(|p| Fill::new(&p));
        set(exec, node, T::hipGraphNodeTypeMemset, fill.map(Operation::Memset))
    })
}

/// # Safety
/// `params` points to a `hipHostNodeParams` whose function may be called with its data
/// whenever `exec` runs.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphExecHostNodeSetParams(exec: hipGraphExec_t, node: hipGraphNode_t, params: *const hipHostNodeParams) -> hipError_t {
    call("hipGraphExecHostNodeSetParams", || {
        // SAFETY: `params` is null, which `read` refuses, or points to a
        // `hipHostNodeParams` whose function may be called with its data whenever `exec`
        // runs, by this function's contract.
        let host = unsafe { read(params) }.and_then(|p| Host::new(&p)).map(Operation::Host);
        set(exec, node, T::hipGraphNodeTypeHost, host)
    })
}

/// Updates `exec` with the parameters of `graph`'s nodes, where `graph` has the shape `exec`
/// was made from: as many nodes, of the same kinds, with the same edges, paired in the order
/// instantiation runs them (dependencies first, ties in the order nodes were added, which is
/// CUDA's pairing by creation order for graphs built or captured the same way). The steps keep
/// their nodes, so `hipGraphExec*SetParams` names the nodes of the graph `exec` was made from.
/// Any other graph is `hipErrorGraphExecUpdateFailure`, with the reason in `result` and, for a
/// node of another kind, that node in `error_node`.
///
/// # Safety
/// `error_node` and `result` point to writable values of their types.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphExecUpdate(
    exec: hipGraphExec_t,
    graph: hipGraph_t,
    error_node: *mut hipGraphNode_t,
    result: *mut hipGraphExecUpdateResult,
) -> hipError_t {
    call("hipGraphExecUpdate", || {
        ensure(!error_node.is_null() && !result.is_null(), hipError_t::hipErrorInvalidValue)?;
        let exec = get(exec)?;
        let (new_steps, new_edges) = snapshot_with_edges(graph)?;
        let mut steps = exec.steps();
        let refused = if new_steps.len() != steps.len() || new_edges != exec.edges {
            Some((hipGraphExecUpdateResult::hipGraphExecUpdateErrorTopologyChanged, std::ptr::null_mut()))
        } else {
            new_steps
                .iter()
                .zip(steps.iter())
                .find(|(new, old)| new.operation.kind() != old.operation.kind())
                .map(|(new, _)| (hipGraphExecUpdateResult::hipGraphExecUpdateErrorNodeTypeChanged, new.node as hipGraphNode_t))
        };
        let (outcome, node) = refused.unwrap_or((hipGraphExecUpdateResult::hipGraphExecUpdateSuccess, std::ptr::null_mut()));
        // SAFETY: both non-null (checked above) and writable, by this function's contract.
        unsafe {
            write(result, outcome)?;
            write(error_node, node)?;
        }
        if refused.is_some() {
            return Err(hipError_t::hipErrorGraphExecUpdateFailure);
        }
        let updated = Arc::make_mut(&mut steps);
        for (step, new) in updated.iter_mut().zip(new_steps) {
            step.operation = new.operation;
        }
        Ok(())
    })
}
