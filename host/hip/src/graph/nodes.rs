//! Adding nodes of each kind, and reading and changing their parameters.
//!
//! Every parameter block is read and checked when the node is added or changed (a kernel's
//! launch shape and argument values, a copy's direction, a fill's element size), so a bad
//! node fails the call that describes it rather than the launch of the graph.

use std::ffi::c_void;

use hip_sys::{
    hipError_t, hipEvent_t, hipGraph_t, hipGraphNode_t, hipGraphNodeType as T, hipHostNodeParams, hipKernelNodeParams, hipMemcpy3DParms, hipMemcpyKind,
    hipMemsetParams,
};

use super::query::handles;
use super::{add_node, node_of};
use crate::api::{HipResult, call, read, write};
use crate::operation::{Fill, Host, Kernel, Operation, check_copy, linear_copy};
use crate::stream::event;

/// Adds a node to `graph` after `count` dependencies and writes its handle to `out`.
///
/// # Safety
/// `out`, if non-null, is writable; `dependencies`, if non-null, points to `count` handles.
unsafe fn add(
    out: *mut hipGraphNode_t,
    graph: hipGraph_t,
    dependencies: *const hipGraphNode_t,
    count: usize,
    operation: impl FnOnce() -> HipResult<Operation>,
) -> HipResult {
    if out.is_null() {
        return Err(hipError_t::hipErrorInvalidValue);
    }
    super::graph(graph)?;
    // SAFETY: `dependencies` is null or points to `count` handles, by this function's
    // contract, which is what `handles` asks.
    let dependencies = unsafe { handles(dependencies, count)? };
    let node = add_node(graph as usize, &dependencies, operation()?)?;
    // SAFETY: `out` is non-null (checked above) and writable, by this function's contract.
    unsafe { write(out, node as hipGraphNode_t) }
}

/// Replaces the operation of a node of kind `kind`.
fn replace(node: hipGraphNode_t, kind: T, operation: Operation) -> HipResult {
    *node_of(node, Some(kind))?.operation() = operation;
    Ok(())
}

/// # Safety
/// `params` points to HIP's kernel node parameters, whose `kernelParams` or `extra` follow
/// `hipModuleLaunchKernel`'s documentation; the rest as [`add`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphAddKernelNode(
    out: *mut hipGraphNode_t,
    graph: hipGraph_t,
    dependencies: *const hipGraphNode_t,
    count: usize,
    params: *const hipKernelNodeParams,
) -> hipError_t {
    // SAFETY: `out`, `dependencies` and `count` are as [`add`] asks, by this function's contract;
    // `params` is null, which `read` refuses, or points to kernel node parameters whose
    // arguments are as `Kernel::new` asks.
    call("hipGraphAddKernelNode", || unsafe { add(out, graph, dependencies, count, || Ok(Operation::Kernel(Kernel::new(&read(params)?)?))) })
}

/// The argument pointers point into the node's copy of the values, valid until the node's
/// parameters change or it is destroyed.
///
/// # Safety
/// `params`, if non-null, points to a writable `hipKernelNodeParams`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphKernelNodeGetParams(node: hipGraphNode_t, params: *mut hipKernelNodeParams) -> hipError_t {
    call("hipGraphKernelNodeGetParams", || {
        let node = node_of(node, Some(T::hipGraphNodeTypeKernel))?;
        let Operation::Kernel(kernel) = &mut *node.operation() else { return Err(hipError_t::hipErrorInvalidValue) };
        // SAFETY: `params` is null, which `write` refuses, or points to a writable
        // `hipKernelNodeParams`, by this function's contract.
        unsafe { write(params, kernel.describe()) }
    })
}

/// # Safety
/// As [`hipGraphAddKernelNode`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphKernelNodeSetParams(node: hipGraphNode_t, params: *const hipKernelNodeParams) -> hipError_t {
    call("hipGraphKernelNodeSetParams", || {
        // SAFETY: `params` is null, which `read` refuses, or points to kernel node
        // parameters whose arguments are as `Kernel::new` asks, by this function's contract.
        let kernel = unsafe { Kernel::new(&read(params)?)? };
        replace(node, T::hipGraphNodeTypeKernel, Operation::Kernel(kernel))
    })
}

fn memcpy(p: hipMemcpy3DParms) -> HipResult<Operation> {
    check_copy(&p)?;
    Ok(Operation::Memcpy(p))
}

/// # Safety
/// `params` points to a `hipMemcpy3DParms`; the rest as [`add`]. The regions it names are
/// valid whenever the graph runs.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphAddMemcpyNode(
    out: *mut hipGraphNode_t,
    graph: hipGraph_t,
    dependencies: *const hipGraphNode_t,
    count: usize,
    params: *const hipMemcpy3DParms,
) -> hipError_t {
    // SAFETY: `out`, `dependencies` and `count` are as [`add`] asks, by this function's contract;
    // `params` is null, which `read` refuses, or points to a readable `hipMemcpy3DParms`.
    call("hipGraphAddMemcpyNode", || unsafe { add(out, graph, dependencies, count, || memcpy(read(params)?)) })
}

/// # Safety
/// As [`add`]; `[dst, dst + size)` and `[src, src + size)` are valid whenever the graph runs.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphAddMemcpyNode1D(
    out: *mut hipGraphNode_t,
    graph: hipGraph_t,
    dependencies: *const hipGraphNode_t,
    count: usize,
    dst: *mut c_void,
    src: *const c_void,
    size: usize,
    kind: hipMemcpyKind,
) -> hipError_t {
    call("hipGraphAddMemcpyNode1D", || {
        let copy = || memcpy(linear_copy(dst as usize, size, src as usize, size, size, 1, kind));
        // SAFETY: `out`, `dependencies` and `count` are as [`add`] asks, by this function's contract.
        unsafe { add(out, graph, dependencies, count, copy) }
    })
}

/// # Safety
/// `params`, if non-null, points to a writable `hipMemcpy3DParms`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphMemcpyNodeGetParams(node: hipGraphNode_t, params: *mut hipMemcpy3DParms) -> hipError_t {
    call("hipGraphMemcpyNodeGetParams", || {
        let Operation::Memcpy(p) = *node_of(node, Some(T::hipGraphNodeTypeMemcpy))?.operation() else { return Err(hipError_t::hipErrorInvalidValue) };
        // SAFETY: `params` is null, which `write` refuses, or points to a writable
        // `hipMemcpy3DParms`, by this function's contract.
        unsafe { write(params, p) }
    })
}

/// # Safety
/// As [`hipGraphAddMemcpyNode`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphMemcpyNodeSetParams(node: hipGraphNode_t, params: *const hipMemcpy3DParms) -> hipError_t {
    // SAFETY: `params` is null, which `read` refuses, or points to a readable
    // `hipMemcpy3DParms`, by this function's contract.
    call("hipGraphMemcpyNodeSetParams", || replace(node, T::hipGraphNodeTypeMemcpy, memcpy(unsafe { read(params)? })?))
}

/// # Safety
/// `params` points to a `hipMemsetParams`; the rest as [`add`]. The region it names is valid
/// whenever the graph runs.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphAddMemsetNode(
    out: *mut hipGraphNode_t,
    graph: hipGraph_t,
    dependencies: *const hipGraphNode_t,
    count: usize,
    params: *const hipMemsetParams,
) -> hipError_t {
    // SAFETY: `out`, `dependencies` and `count` are as [`add`] asks, by this function's contract;
    // `params` is null, which `read` refuses, or points to a readable `hipMemsetParams`.
    call("hipGraphAddMemsetNode", || unsafe { add(out, graph, dependencies, count, || Ok(Operation::Memset(Fill::new(&read(params)?)?))) })
}

/// # Safety
/// `params`, if non-null, points to a writable `hipMemsetParams`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphMemsetNodeGetParams(node: hipGraphNode_t, params: *mut hipMemsetParams) -> hipError_t {
    call("hipGraphMemsetNodeGetParams", || {
        let Operation::Memset(fill) = *node_of(node, Some(T::hipGraphNodeTypeMemset))?.operation() else { return Err(hipError_t::hipErrorInvalidValue) };
        // SAFETY: `params` is null, which `write` refuses, or points to a writable
        // `hipMemsetParams`, by this function's contract.
        unsafe { write(params, fill.describe()?) }
    })
}

/// # Safety
/// As [`hipGraphAddMemsetNode`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphMemsetNodeSetParams(node: hipGraphNode_t, params: *const hipMemsetParams) -> hipError_t {
    // SAFETY: `params` is null, which `read` refuses, or points to a readable
    // `hipMemsetParams`, by this function's contract.
    call("hipGraphMemsetNodeSetParams", || replace(node, T::hipGraphNodeTypeMemset, Operation::Memset(Fill::new(&unsafe { read(params)? })?)))
}

fn host(p: &hipHostNodeParams) -> HipResult<Operation> {
    Host::new(p).map(Operation::Host)
}

/// # Safety
/// `params` points to a `hipHostNodeParams` whose function may be called with its data
/// whenever the graph runs; the rest as [`add`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphAddHostNode(
    out: *mut hipGraphNode_t,
    graph: hipGraph_t,
    dependencies: *const hipGraphNode_t,
    count: usize,
    params: *const hipHostNodeParams,
) -> hipError_t {
    // SAFETY: `out`, `dependencies` and `count` are as [`add`] asks, by this function's contract;
    // `params` is null, which `read` refuses, or points to a readable `hipHostNodeParams`.
    call("hipGraphAddHostNode", || unsafe { add(out, graph, dependencies, count, || host(&read(params)?)) })
}

/// # Safety
/// `params`, if non-null, points to a writable `hipHostNodeParams`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphHostNodeGetParams(node: hipGraphNode_t, params: *mut hipHostNodeParams) -> hipError_t {
    call("hipGraphHostNodeGetParams", || {
        let Operation::Host(h) = *node_of(node, Some(T::hipGraphNodeTypeHost))?.operation() else { return Err(hipError_t::hipErrorInvalidValue) };
        // SAFETY: `params` is null, which `write` refuses, or points to a writable
        // `hipHostNodeParams`, by this function's contract.
        unsafe { write(params, h.describe()) }
    })
}

/// # Safety
/// As [`hipGraphAddHostNode`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphHostNodeSetParams(node: hipGraphNode_t, params: *const hipHostNodeParams) -> hipError_t {
    // SAFETY: `params` is null, which `read` refuses, or points to a readable
    // `hipHostNodeParams`, by this function's contract.
    call("hipGraphHostNodeSetParams", || replace(node, T::hipGraphNodeTypeHost, host(&unsafe { read(params)? })?))
}

/// # Safety
/// As [`add`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphAddEmptyNode(out: *mut hipGraphNode_t, graph: hipGraph_t, dependencies: *const hipGraphNode_t, count: usize) -> hipError_t {
    // SAFETY: `out`, `dependencies` and `count` are as [`add`] asks, by this function's contract.
    call("hipGraphAddEmptyNode", || unsafe { add(out, graph, dependencies, count, || Ok(Operation::Empty)) })
}

/// An event node's operation, for a live event.
fn event_node(event: hipEvent_t, record: bool) -> HipResult<Operation> {
    event::check(event)?;
    Ok(if record { Operation::EventRecord(event as usize) } else { Operation::EventWait(event as usize) })
}

/// # Safety
/// As [`add`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphAddEventRecordNode(
    out: *mut hipGraphNode_t,
    graph: hipGraph_t,
    dependencies: *const hipGraphNode_t,
    count: usize,
    e: hipEvent_t,
) -> hipError_t {
    // SAFETY: `out`, `dependencies` and `count` are as [`add`] asks, by this function's contract.
    call("hipGraphAddEventRecordNode", || unsafe { add(out, graph, dependencies, count, || event_node(e, true)) })
}

/// # Safety
/// As [`add`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphAddEventWaitNode(
    out: *mut hipGraphNode_t,
    graph: hipGraph_t,
    dependencies: *const hipGraphNode_t,
    count: usize,
    e: hipEvent_t,
) -> hipError_t {
    // SAFETY: `out`, `dependencies` and `count` are as [`add`] asks, by this function's contract.
    call("hipGraphAddEventWaitNode", || unsafe { add(out, graph, dependencies, count, || event_node(e, false)) })
}

/// The event of an event record or wait node.
///
/// # Safety
/// `out`, if non-null, points to a writable `hipEvent_t`.
unsafe fn node_event(node: hipGraphNode_t, out: *mut hipEvent_t, kind: T) -> HipResult {
    let event = match *node_of(node, Some(kind))?.operation() {
        Operation::EventRecord(e) | Operation::EventWait(e) => e,
        _ => return Err(hipError_t::hipErrorInvalidValue),
    };
    // SAFETY: `out` is null, which `write` refuses, or points to a writable `hipEvent_t`,
    // by this function's contract.
    unsafe { write(out, event as hipEvent_t) }
}

/// # Safety
/// `out`, if non-null, points to a writable `hipEvent_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphEventRecordNodeGetEvent(node: hipGraphNode_t, out: *mut hipEvent_t) -> hipError_t {
    // SAFETY: `out` is null or points to a writable `hipEvent_t`, by this function's
    // contract, as `node_event` asks.
    call("hipGraphEventRecordNodeGetEvent", || unsafe { node_event(node, out, T::hipGraphNodeTypeEventRecord) })
}

/// # Safety
/// As [`hipGraphEventRecordNodeGetEvent`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphEventWaitNodeGetEvent(node: hipGraphNode_t, out: *mut hipEvent_t) -> hipError_t {
    // SAFETY: `out` is null or points to a writable `hipEvent_t`, by this function's
    // contract, as `node_event` asks.
    call("hipGraphEventWaitNodeGetEvent", || unsafe { node_event(node, out, T::hipGraphNodeTypeWaitEvent) })
}

#[unsafe(no_mangle)]
pub extern "C" fn hipGraphEventRecordNodeSetEvent(node: hipGraphNode_t, e: hipEvent_t) -> hipError_t {
    call("hipGraphEventRecordNodeSetEvent", || replace(node, T::hipGraphNodeTypeEventRecord, event_node(e, true)?))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipGraphEventWaitNodeSetEvent(node: hipGraphNode_t, e: hipEvent_t) -> hipError_t {
    call("hipGraphEventWaitNodeSetEvent", || replace(node, T::hipGraphNodeTypeWaitEvent, event_node(e, false)?))
}

/// A child graph node runs a copy of `child` made now: later changes to `child` do not
/// reach it, as HIP and CUDA document.
///
/// # Safety
/// As [`add`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphAddChildGraphNode(
    out: *mut hipGraphNode_t,
    graph: hipGraph_t,
    dependencies: *const hipGraphNode_t,
    count: usize,
    child: hipGraph_t,
) -> hipError_t {
    call("hipGraphAddChildGraphNode", || {
        crate::api::ensure(graph != child, hipError_t::hipErrorInvalidValue)?;
        let steps = super::exec::snapshot(child)?;
        // SAFETY: `out`, `dependencies` and `count` are as [`add`] asks, by this function's contract.
        unsafe { add(out, graph, dependencies, count, || Ok(Operation::Graph(steps.into()))) }
    })
}
