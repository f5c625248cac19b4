//! Graph nodes of each kind: CUDA's parameter blocks converted to HIP's, field by field,
//! for adding a node, reading and changing its parameters, and changing them in an
//! executable graph.
//!
//! A kernel node's function (a `CUfunction`, or a `CUkernel`, which is a function in
//! rocuda) becomes the HIP function behind it; a 3D copy becomes a `hipMemcpy3DParms` in
//! HIP's direction-free form, every address being unified. CUDA arrays are not supported.

use std::ffi::c_void;

use hip_sys::{
    dim3, hipExtent, hipGraphNode_t, hipHostNodeParams, hipKernelNodeParams, hipMemcpy3DParms, hipMemcpyKind, hipMemsetParams, hipPitchedPtr, hipPos,
};

use crate::graph::{INVALID, add, exec, get, node};
use crate::types::{
    CUDA_HOST_NODE_PARAMS, CUDA_KERNEL_NODE_PARAMS, CUDA_KERNEL_NODE_PARAMS_v1, CUDA_MEMCPY3D, CUDA_MEMSET_NODE_PARAMS, CUcontext, CUevent, CUfunction,
    CUgraph, CUgraphExec, CUgraphNode, CUmemorytype as M, CUresult,
};
use crate::{check, context, event, module, params};

/// Calls `f` with CUDA's kernel node parameters as HIP's. Every kernel node passes through
/// here (added, changed, changed in an executable graph), so its arguments are converted as
/// a launch's are (`params.rs`): `extra` with HIP's end key, and a null grid workspace for a
/// kernel that takes one, since a node is not a cooperative launch.
///
/// # Safety
/// `p.kernelParams` or `p.extra` follow `cuLaunchKernel`'s documentation.
unsafe fn with_kernel_to_hip(p: &CUDA_KERNEL_NODE_PARAMS, f: impl FnOnce(&hipKernelNodeParams) -> Result<(), CUresult>) -> Result<(), CUresult> {
    // `kern` (in its context) is read only when `func` is null, as CUDA documents.
    let function = match (p.func.is_null(), p.kern.is_null()) {
        (false, _) => p.func,
        (true, false) => {
            if !p.ctx.is_null() {
                context::get(p.ctx)?;
            }
            p.kern as CUfunction
        }
        (true, true) => return Err(INVALID),
    };
    let target = module::function(function).map_err(|_| INVALID)?;
    // SAFETY: forwarded.
    unsafe {
        params::with_hip_params(target.grid_workspace, p.kernelParams, p.extra, 0, |kernel_params, extra| {
            f(&hipKernelNodeParams {
                blockDim: dim3 { x: p.blockDimX, y: p.blockDimY, z: p.blockDimZ },
                extra,
                func: target.hip.cast(),
                gridDim: dim3 { x: p.gridDimX, y: p.gridDimY, z: p.gridDimZ },
                kernelParams: kernel_params,
                sharedMemBytes: p.sharedMemBytes,
            })
        })
    }
}

/// The first version of the parameters, which has no `kern` and no `ctx`.
fn kernel_from_v1(p: &CUDA_KERNEL_NODE_PARAMS_v1) -> CUDA_KERNEL_NODE_PARAMS {
    CUDA_KERNEL_NODE_PARAMS {
        func: p.func,
        gridDimX: p.gridDimX,
        gridDimY: p.gridDimY,
        gridDimZ: p.gridDimZ,
        blockDimX: p.blockDimX,
        blockDimY: p.blockDimY,
        blockDimZ: p.blockDimZ,
        sharedMemBytes: p.sharedMemBytes,
        kernelParams: p.kernelParams,
        extra: p.extra,
        kern: std::ptr::null_mut(),
        ctx: std::ptr::null_mut(),
    }
}

/// HIP's kernel node parameters as CUDA's: the function is the `CUfunction` behind HIP's
/// (null if its module was unloaded), the arguments point into the node's copy of them.
fn kernel_from_hip(p: &hipKernelNodeParams) -> CUDA_KERNEL_NODE_PARAMS {
    let func = module::from_hip(p.func.cast()).unwrap_or(std::ptr::null_mut());
    CUDA_KERNEL_NODE_PARAMS {
        func,
        gridDimX: p.gridDim.x,
        gridDimY: p.gridDim.y,
        gridDimZ: p.gridDim.z,
        blockDimX: p.blockDim.x,
        blockDimY: p.blockDim.y,
        blockDimZ: p.blockDim.z,
        sharedMemBytes: p.sharedMemBytes,
        kernelParams: p.kernelParams,
        extra: p.extra,
        kern: std::ptr::null_mut(),
        ctx: std::ptr::null_mut(),
    }
}

/// # Safety
/// `dependencies` points to `count` handles; `params.kernelParams` or `params.extra` follow
/// `cuLaunchKernel`'s documentation.
pub unsafe fn cuGraphAddKernelNode_v2(
    out: &mut CUgraphNode,
    graph: CUgraph,
    dependencies: *const CUgraphNode,
    count: usize,
    params: &CUDA_KERNEL_NODE_PARAMS,
) -> Result<(), CUresult> {
    // SAFETY: forwarded; HIP copies the arguments now.
    unsafe { with_kernel_to_hip(params, |p| add(out, graph, dependencies, count, |o, g, d, n| hip_sys::hipGraphAddKernelNode(o, g, d, n, p))) }
}

/// # Safety
/// As [`cuGraphAddKernelNode_v2`].
pub unsafe fn cuGraphAddKernelNode(
    out: &mut CUgraphNode,
    graph: CUgraph,
    dependencies: *const CUgraphNode,
    count: usize,
    params: &CUDA_KERNEL_NODE_PARAMS_v1,
) -> Result<(), CUresult> {
    // SAFETY: forwarded.
    unsafe { cuGraphAddKernelNode_v2(out, graph, dependencies, count, &kernel_from_v1(params)) }
}

fn kernel_params(handle: CUgraphNode) -> Result<CUDA_KERNEL_NODE_PARAMS, CUresult> {
    let n = node(handle)?;
    // SAFETY: hipKernelNodeParams is plain data; HIP fills it.
    let mut p: hipKernelNodeParams = unsafe { std::mem::zeroed() };
    // SAFETY: a live node and an out-pointer.
    check(unsafe { hip_sys::hipGraphKernelNodeGetParams(n.hip, &mut p) })?;
    Ok(kernel_from_hip(&p))
}

pub fn cuGraphKernelNodeGetParams_v2(node: CUgraphNode, params: &mut CUDA_KERNEL_NODE_PARAMS) -> Result<(), CUresult> {
    *params = kernel_params(node)?;
    Ok(())
}

pub fn cuGraphKernelNodeGetParams(node: CUgraphNode, params: &mut CUDA_KERNEL_NODE_PARAMS_v1) -> Result<(), CUresult> {
    let p = kernel_params(node)?;
    *params = CUDA_KERNEL_NODE_PARAMS_v1 {
        func: p.func,
        gridDimX: p.gridDimX,
        gridDimY: p.gridDimY,
        gridDimZ: p.gridDimZ,
        blockDimX: p.blockDimX,
        blockDimY: p.blockDimY,
        blockDimZ: p.blockDimZ,
        sharedMemBytes: p.sharedMemBytes,
        kernelParams: p.kernelParams,
        extra: p.extra,
    };
    Ok(())
}

/// # Safety
/// As [`cuGraphAddKernelNode_v2`].
pub unsafe fn cuGraphKernelNodeSetParams_v2(node: CUgraphNode, params: &CUDA_KERNEL_NODE_PARAMS) -> Result<(), CUresult> {
    let n = self::node(node)?;
    // SAFETY: a live node; HIP copies the arguments now.
    unsafe { with_kernel_to_hip(params, |p| check(hip_sys::hipGraphKernelNodeSetParams(n.hip, p))) }
}

/// # Safety
/// As [`cuGraphAddKernelNode_v2`].
pub unsafe fn cuGraphKernelNodeSetParams(node: CUgraphNode, params: &CUDA_KERNEL_NODE_PARAMS_v1) -> Result<(), CUresult> {
    // SAFETY: forwarded.
    unsafe { cuGraphKernelNodeSetParams_v2(node, &kernel_from_v1(params)) }
}

/// # Safety
/// As [`cuGraphAddKernelNode_v2`].
pub unsafe fn cuGraphExecKernelNodeSetParams_v2(exec: CUgraphExec, node: CUgraphNode, params: &CUDA_KERNEL_NODE_PARAMS) -> Result<(), CUresult> {
    let (e, n) = (self::exec(exec)?, self::node(node)?);
    // SAFETY: a live executable graph and node; HIP copies the arguments now.
    unsafe { with_kernel_to_hip(params, |p| check(hip_sys::hipGraphExecKernelNodeSetParams(e, n.hip, p))) }
}

/// # Safety
/// As [`cuGraphAddKernelNode_v2`].
pub unsafe fn cuGraphExecKernelNodeSetParams(exec: CUgraphExec, node: CUgraphNode, params: &CUDA_KERNEL_NODE_PARAMS_v1) -> Result<(), CUresult> {
    // SAFETY: forwarded.
    unsafe { cuGraphExecKernelNodeSetParams_v2(exec, node, &kernel_from_v1(params)) }
}

/// One side of a 3D copy: its base address, its pitch and its slice height. Arrays are not
/// supported.
fn copy_side(kind: M, host: *const c_void, device: u64, pitch: usize, height: usize, c: &CUDA_MEMCPY3D) -> Result<hipPitchedPtr, CUresult> {
    let base = match kind {
        M::CU_MEMORYTYPE_HOST => host as usize,
        M::CU_MEMORYTYPE_DEVICE | M::CU_MEMORYTYPE_UNIFIED => device as usize,
        M::CU_MEMORYTYPE_ARRAY => {
            tracing::warn!("cuda: copies to or from CUDA arrays are not supported");
            return Err(CUresult::CUDA_ERROR_NOT_SUPPORTED);
        }
        _ => return Err(INVALID),
    };
    Ok(hipPitchedPtr { ptr: base as *mut c_void, pitch: pitch.max(c.WidthInBytes), xsize: c.WidthInBytes, ysize: height.max(c.Height) })
}

/// CUDA's 3D copy as HIP's, direction-free (every address is unified).
fn copy_to_hip(c: &CUDA_MEMCPY3D) -> Result<hipMemcpy3DParms, CUresult> {
    if c.srcLOD != 0 || c.dstLOD != 0 {
        return Err(INVALID);
    }
    Ok(hipMemcpy3DParms {
        srcArray: std::ptr::null_mut(),
        srcPos: hipPos { x: c.srcXInBytes, y: c.srcY, z: c.srcZ },
        srcPtr: copy_side(c.srcMemoryType, c.srcHost, c.srcDevice, c.srcPitch, c.srcHeight, c)?,
        dstArray: std::ptr::null_mut(),
        dstPos: hipPos { x: c.dstXInBytes, y: c.dstY, z: c.dstZ },
        dstPtr: copy_side(c.dstMemoryType, c.dstHost, c.dstDevice, c.dstPitch, c.dstHeight, c)?,
        extent: hipExtent { width: c.WidthInBytes, height: c.Height, depth: c.Depth },
        kind: hipMemcpyKind::hipMemcpyDefault,
    })
}

/// HIP's 3D copy as CUDA's, with both sides unified memory.
fn copy_from_hip(p: &hipMemcpy3DParms) -> CUDA_MEMCPY3D {
    CUDA_MEMCPY3D {
        srcXInBytes: p.srcPos.x,
        srcY: p.srcPos.y,
        srcZ: p.srcPos.z,
        srcLOD: 0,
        srcMemoryType: M::CU_MEMORYTYPE_UNIFIED,
        srcHost: std::ptr::null(),
        srcDevice: p.srcPtr.ptr as usize as u64,
        srcArray: std::ptr::null_mut(),
        reserved0: std::ptr::null_mut(),
        srcPitch: p.srcPtr.pitch,
        srcHeight: p.srcPtr.ysize,
        dstXInBytes: p.dstPos.x,
        dstY: p.dstPos.y,
        dstZ: p.dstPos.z,
        dstLOD: 0,
        dstMemoryType: M::CU_MEMORYTYPE_UNIFIED,
        dstHost: std::ptr::null_mut(),
        dstDevice: p.dstPtr.ptr as usize as u64,
        dstArray: std::ptr::null_mut(),
        reserved1: std::ptr::null_mut(),
        dstPitch: p.dstPtr.pitch,
        dstHeight: p.dstPtr.ysize,
        WidthInBytes: p.extent.width,
        Height: p.extent.height,
        Depth: p.extent.depth,
    }
}

/// The context a node runs in: the current one, or a live one named.
fn check_context(context: CUcontext) -> Result<(), CUresult> {
    if context.is_null() { context::ensure_current() } else { context::get(context).map(drop) }
}

/// # Safety
/// `dependencies` points to `count` handles; the regions the copy names are valid whenever
/// the graph runs.
pub unsafe fn cuGraphAddMemcpyNode(
    out: &mut CUgraphNode,
    graph: CUgraph,
    dependencies: *const CUgraphNode,
    count: usize,
    copy: &CUDA_MEMCPY3D,
    context: CUcontext,
) -> Result<(), CUresult> {
    check_context(context)?;
    let p = copy_to_hip(copy)?;
    // SAFETY: forwarded.
    unsafe { add(out, graph, dependencies, count, |o, g, d, n| hip_sys::hipGraphAddMemcpyNode(o, g, d, n, &p)) }
}

pub fn cuGraphMemcpyNodeGetParams(node: CUgraphNode, copy: &mut CUDA_MEMCPY3D) -> Result<(), CUresult> {
    let n = self::node(node)?;
    // SAFETY: hipMemcpy3DParms is plain data; HIP fills it.
    let mut p: hipMemcpy3DParms = unsafe { std::mem::zeroed() };
    // SAFETY: a live node and an out-pointer.
    check(unsafe { hip_sys::hipGraphMemcpyNodeGetParams(n.hip, &mut p) })?;
    *copy = copy_from_hip(&p);
    Ok(())
}

/// # Safety
/// The regions the copy names are valid whenever the graph runs.
pub unsafe fn cuGraphMemcpyNodeSetParams(node: CUgraphNode, copy: &CUDA_MEMCPY3D) -> Result<(), CUresult> {
    let (n, p) = (self::node(node)?, copy_to_hip(copy)?);
    // SAFETY: a live node.
    check(unsafe { hip_sys::hipGraphMemcpyNodeSetParams(n.hip, &p) })
}

/// # Safety
/// As [`cuGraphMemcpyNodeSetParams`].
pub unsafe fn cuGraphExecMemcpyNodeSetParams(exec: CUgraphExec, node: CUgraphNode, copy: &CUDA_MEMCPY3D, context: CUcontext) -> Result<(), CUresult> {
    check_context(context)?;
    let (e, n, mut p) = (self::exec(exec)?, self::node(node)?, copy_to_hip(copy)?);
    // SAFETY: a live executable graph and node.
    check(unsafe { hip_sys::hipGraphExecMemcpyNodeSetParams(e, n.hip, &mut p) })
}

fn memset_to_hip(p: &CUDA_MEMSET_NODE_PARAMS) -> hipMemsetParams {
    hipMemsetParams { dst: p.dst as usize as *mut c_void, elementSize: p.elementSize, height: p.height, pitch: p.pitch, value: p.value, width: p.width }
}

/// # Safety
/// `dependencies` points to `count` handles; the region is valid whenever the graph runs.
pub unsafe fn cuGraphAddMemsetNode(
    out: &mut CUgraphNode,
    graph: CUgraph,
    dependencies: *const CUgraphNode,
    count: usize,
    params: &CUDA_MEMSET_NODE_PARAMS,
    context: CUcontext,
) -> Result<(), CUresult> {
    check_context(context)?;
    let p = memset_to_hip(params);
    // SAFETY: forwarded.
    unsafe { add(out, graph, dependencies, count, |o, g, d, n| hip_sys::hipGraphAddMemsetNode(o, g, d, n, &p)) }
}

pub fn cuGraphMemsetNodeGetParams(node: CUgraphNode, params: &mut CUDA_MEMSET_NODE_PARAMS) -> Result<(), CUresult> {
    let n = self::node(node)?;
    // SAFETY: hipMemsetParams is plain data; HIP fills it.
    let mut p: hipMemsetParams = unsafe { std::mem::zeroed() };
    // SAFETY: a live node and an out-pointer.
    check(unsafe { hip_sys::hipGraphMemsetNodeGetParams(n.hip, &mut p) })?;
    *params =
        CUDA_MEMSET_NODE_PARAMS { dst: p.dst as usize as u64, pitch: p.pitch, value: p.value, elementSize: p.elementSize, width: p.width, height: p.height };
    Ok(())
}

pub fn cuGraphMemsetNodeSetParams(node: CUgraphNode, params: &CUDA_MEMSET_NODE_PARAMS) -> Result<(), CUresult> {
    let (n, p) = (self::node(node)?, memset_to_hip(params));
    // SAFETY: a live node.
    check(unsafe { hip_sys::hipGraphMemsetNodeSetParams(n.hip, &p) })
}

pub fn cuGraphExecMemsetNodeSetParams(exec: CUgraphExec, node: CUgraphNode, params: &CUDA_MEMSET_NODE_PARAMS, context: CUcontext) -> Result<(), CUresult> {
    check_context(context)?;
    let (e, n, p) = (self::exec(exec)?, self::node(node)?, memset_to_hip(params));
    // SAFETY: a live executable graph and node.
    check(unsafe { hip_sys::hipGraphExecMemsetNodeSetParams(e, n.hip, &p) })
}

fn host_to_hip(p: &CUDA_HOST_NODE_PARAMS) -> Result<hipHostNodeParams, CUresult> {
    p.fn_.ok_or(INVALID)?;
    Ok(hipHostNodeParams { fn_: p.fn_, userData: p.userData })
}

/// # Safety
/// `dependencies` points to `count` handles; the function may be called with its data
/// whenever the graph runs.
pub unsafe fn cuGraphAddHostNode(
    out: &mut CUgraphNode,
    graph: CUgraph,
    dependencies: *const CUgraphNode,
    count: usize,
    params: &CUDA_HOST_NODE_PARAMS,
) -> Result<(), CUresult> {
    let p = host_to_hip(params)?;
    // SAFETY: forwarded.
    unsafe { add(out, graph, dependencies, count, |o, g, d, n| hip_sys::hipGraphAddHostNode(o, g, d, n, &p)) }
}

pub fn cuGraphHostNodeGetParams(node: CUgraphNode, params: &mut CUDA_HOST_NODE_PARAMS) -> Result<(), CUresult> {
    let n = self::node(node)?;
    let mut p = hipHostNodeParams { fn_: None, userData: std::ptr::null_mut() };
    // SAFETY: a live node and an out-pointer.
    check(unsafe { hip_sys::hipGraphHostNodeGetParams(n.hip, &mut p) })?;
    *params = CUDA_HOST_NODE_PARAMS { fn_: p.fn_, userData: p.userData };
    Ok(())
}

/// # Safety
/// As [`cuGraphAddHostNode`].
pub unsafe fn cuGraphHostNodeSetParams(node: CUgraphNode, params: &CUDA_HOST_NODE_PARAMS) -> Result<(), CUresult> {
    let (n, p) = (self::node(node)?, host_to_hip(params)?);
    // SAFETY: a live node.
    check(unsafe { hip_sys::hipGraphHostNodeSetParams(n.hip, &p) })
}

/// # Safety
/// As [`cuGraphAddHostNode`].
pub unsafe fn cuGraphExecHostNodeSetParams(exec: CUgraphExec, node: CUgraphNode, params: &CUDA_HOST_NODE_PARAMS) -> Result<(), CUresult> {
    let (e, n, p) = (self::exec(exec)?, self::node(node)?, host_to_hip(params)?);
    // SAFETY: a live executable graph and node.
    check(unsafe { hip_sys::hipGraphExecHostNodeSetParams(e, n.hip, &p) })
}

/// # Safety
/// `dependencies` points to `count` handles.
pub unsafe fn cuGraphAddEmptyNode(out: &mut CUgraphNode, graph: CUgraph, dependencies: *const CUgraphNode, count: usize) -> Result<(), CUresult> {
    // SAFETY: forwarded.
    unsafe { add(out, graph, dependencies, count, |o, g, d, n| hip_sys::hipGraphAddEmptyNode(o, g, d, n)) }
}

/// # Safety
/// `dependencies` points to `count` handles.
pub unsafe fn cuGraphAddEventRecordNode(
    out: &mut CUgraphNode,
    graph: CUgraph,
    dependencies: *const CUgraphNode,
    count: usize,
    event: CUevent,
) -> Result<(), CUresult> {
    let e = event::hip_event(event)?;
    // SAFETY: forwarded.
    unsafe { add(out, graph, dependencies, count, |o, g, d, n| hip_sys::hipGraphAddEventRecordNode(o, g, d, n, e)) }
}

/// # Safety
/// `dependencies` points to `count` handles.
pub unsafe fn cuGraphAddEventWaitNode(
    out: &mut CUgraphNode,
    graph: CUgraph,
    dependencies: *const CUgraphNode,
    count: usize,
    event: CUevent,
) -> Result<(), CUresult> {
    let e = event::hip_event(event)?;
    // SAFETY: forwarded.
    unsafe { add(out, graph, dependencies, count, |o, g, d, n| hip_sys::hipGraphAddEventWaitNode(o, g, d, n, e)) }
}

/// The event of an event node, through HIP's getter for its kind.
fn node_event(
    node: CUgraphNode,
    out: &mut CUevent,
    getter: unsafe fn(hipGraphNode_t, *mut hip_sys::hipEvent_t) -> Result<hip_sys::hipError_t, rocuda_core::load::LoadError>,
) -> Result<(), CUresult> {
    let n = self::node(node)?;
    let mut e = std::ptr::null_mut();
    // SAFETY: a live node and an out-pointer.
    check(unsafe { getter(n.hip, &mut e) })?;
    *out = event::from_hip(e).ok_or(INVALID)?;
    Ok(())
}

pub fn cuGraphEventRecordNodeGetEvent(node: CUgraphNode, out: &mut CUevent) -> Result<(), CUresult> {
    node_event(node, out, hip_sys::hipGraphEventRecordNodeGetEvent)
}

pub fn cuGraphEventWaitNodeGetEvent(node: CUgraphNode, out: &mut CUevent) -> Result<(), CUresult> {
    node_event(node, out, hip_sys::hipGraphEventWaitNodeGetEvent)
}

pub fn cuGraphEventRecordNodeSetEvent(node: CUgraphNode, event: CUevent) -> Result<(), CUresult> {
    let (n, e) = (self::node(node)?, event::hip_event(event)?);
    // SAFETY: a live node and event.
    check(unsafe { hip_sys::hipGraphEventRecordNodeSetEvent(n.hip, e) })
}

pub fn cuGraphEventWaitNodeSetEvent(node: CUgraphNode, event: CUevent) -> Result<(), CUresult> {
    let (n, e) = (self::node(node)?, event::hip_event(event)?);
    // SAFETY: a live node and event.
    check(unsafe { hip_sys::hipGraphEventWaitNodeSetEvent(n.hip, e) })
}

/// # Safety
/// `dependencies` points to `count` handles.
pub unsafe fn cuGraphAddChildGraphNode(
    out: &mut CUgraphNode,
    graph: CUgraph,
    dependencies: *const CUgraphNode,
    count: usize,
    child: CUgraph,
) -> Result<(), CUresult> {
    let child = get(child)?.hip;
    // SAFETY: forwarded; HIP copies the child graph now.
    unsafe { add(out, graph, dependencies, count, |o, g, d, n| hip_sys::hipGraphAddChildGraphNode(o, g, d, n, child)) }
}
