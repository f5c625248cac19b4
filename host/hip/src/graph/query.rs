//! Creating and destroying graphs, and reading and changing their structure: nodes, edges,
//! root nodes, each node's type and neighbours.
//!
//! Lists are returned as HIP and CUDA document: with a null array only the count is
//! written; otherwise up to `*count` entries are, entries past the end of the list are set
//! to null, and `*count` becomes the number written.

use std::ffi::c_uint;

use hip_sys::{hipError_t, hipGraph_t, hipGraphNode_t, hipGraphNodeType};

use super::{graph, node};
use crate::api::{HipResult, call, ensure, read, write};
use crate::stream::captures;

/// Writes `values` into `entries`, null past the end of the list; the number written.
fn fill(values: &[usize], entries: &mut [hipGraphNode_t]) -> usize {
    for (index, entry) in entries.iter_mut().enumerate() {
        *entry = values.get(index).copied().unwrap_or(0) as hipGraphNode_t;
    }
    entries.len().min(values.len())
}

/// Writes `values` into `out` (up to `*count` of them) and their number into `count`.
///
/// # Safety
/// `count`, if non-null, points to a readable and writable `size_t`; `out`, if non-null, to
/// `*count` writable entries.
unsafe fn list(values: &[usize], out: *mut hipGraphNode_t, count: *mut usize) -> HipResult {
    if out.is_null() {
        // SAFETY: `count` is null, which `write` refuses, or points to a writable `size_t`,
        // by this function's contract.
        return unsafe { write(count, values.len()) };
    }
    // SAFETY: `count` is null, which `read` refuses, or points to a readable `size_t`, by
    // this function's contract.
    let room = unsafe { read(count)? };
    // SAFETY: `out` is non-null (checked above) and has room for `*count` entries, by this
    // function's contract; the slice is the only access to them while it lives.
    let written = fill(values, unsafe { std::slice::from_raw_parts_mut(out, room) });
    // SAFETY: `count` was just read, so it is non-null, and it is writable by this
    // function's contract.
    unsafe { write(count, written) }
}

/// Reads an array of `count` node handles.
///
/// # Safety
/// `nodes`, if non-null, points to `count` handles.
pub(super) unsafe fn handles(nodes: *const hipGraphNode_t, count: usize) -> HipResult<Vec<usize>> {
    if count == 0 {
        return Ok(Vec::new());
    }
    ensure(!nodes.is_null(), hipError_t::hipErrorInvalidValue)?;
    // SAFETY: `nodes` is non-null (checked above) and points to `count` handles, by this
    // function's contract; they are copied out before this call returns.
    Ok(unsafe { std::slice::from_raw_parts(nodes, count) }.iter().map(|n| *n as usize).collect())
}

/// # Safety
/// `out`, if non-null, points to a writable `hipGraph_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphCreate(out: *mut hipGraph_t, flags: c_uint) -> hipError_t {
    call("hipGraphCreate", || {
        ensure(flags == 0 && !out.is_null(), hipError_t::hipErrorInvalidValue)?;
        // SAFETY: `out` is non-null (checked above) and points to a writable `hipGraph_t`, by
        // this function's contract.
        unsafe { write(out, super::create() as hipGraph_t) }
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn hipGraphDestroy(graph: hipGraph_t) -> hipError_t {
    call("hipGraphDestroy", || {
        captures::check_not_capturing_into(graph as usize)?;
        super::destroy(graph as usize)
    })
}

/// # Safety
/// `count` and `nodes` as [`list`] documents.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphGetNodes(graph: hipGraph_t, nodes: *mut hipGraphNode_t, count: *mut usize) -> hipError_t {
    call("hipGraphGetNodes", || {
        let all = self::graph(graph)?.body().nodes.clone();
        // SAFETY: `nodes` and `count` are as `list` asks, by this function's contract.
        unsafe { list(&all, nodes, count) }
    })
}

/// # Safety
/// As [`hipGraphGetNodes`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphGetRootNodes(graph: hipGraph_t, nodes: *mut hipGraphNode_t, count: *mut usize) -> hipError_t {
    call("hipGraphGetRootNodes", || {
        let roots: Vec<usize> = {
            let object = self::graph(graph)?;
            let body = object.body();
            body.nodes.iter().copied().filter(|n| !body.edges.iter().any(|(_, to)| to == n)).collect()
        };
        // SAFETY: `nodes` and `count` are as `list` asks, by this function's contract.
        unsafe { list(&roots, nodes, count) }
    })
}

/// # Safety
/// `count` points to a readable and writable `size_t`; `from` and `to` are both null, or
/// each has room for `*count` handles.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphGetEdges(graph: hipGraph_t, from: *mut hipGraphNode_t, to: *mut hipGraphNode_t, count: *mut usize) -> hipError_t {
    call("hipGraphGetEdges", || {
        let edges = self::graph(graph)?.body().edges.clone();
        ensure(from.is_null() == to.is_null(), hipError_t::hipErrorInvalidValue)?;
        let (sources, targets): (Vec<usize>, Vec<usize>) = edges.into_iter().unzip();
        if from.is_null() {
            // SAFETY: `count` is null, which `write` refuses, or points to a `size_t`, by
            // this function's contract.
            return unsafe { write(count, sources.len()) };
        }
        // SAFETY: `count` is null, which `read` refuses, or points to a readable `size_t`, by
        // this function's contract.
        let room = unsafe { read(count)? };
        for (out, values) in [(from, &sources), (to, &targets)] {
            // SAFETY: `out` is non-null (`from` is not null, checked above, and `to` is null
            // exactly when `from` is) and has room for `*count` handles, by this function's
            // contract; each slice is gone before the next is made, so the arrays may overlap.
            fill(values, unsafe { std::slice::from_raw_parts_mut(out, room) });
        }
        // SAFETY: `count` was just read, so it is non-null, and it is writable by this
        // function's contract.
        unsafe { write(count, room.min(sources.len())) }
    })
}

/// # Safety
/// `kind`, if non-null, points to a writable `hipGraphNodeType`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphNodeGetType(node: hipGraphNode_t, kind: *mut hipGraphNodeType) -> hipError_t {
    // SAFETY: `kind` is null, which `write` refuses, or points to a writable
    // `hipGraphNodeType`, by this function's contract.
    call("hipGraphNodeGetType", || unsafe { write(kind, self::node(node)?.kind) })
}

/// The nodes at one end of the edges whose other end is `node`.
fn neighbours(node: hipGraphNode_t, dependencies: bool) -> HipResult<Vec<usize>> {
    let node = node as usize;
    let graph = super::NODES.with(node, |n| n.graph).ok_or(hipError_t::hipErrorInvalidValue)?;
    let object = super::GRAPHS.get(graph).ok_or(hipError_t::hipErrorInvalidValue)?;
    let body = object.body();
    let found = body.edges.iter().filter_map(|(from, to)| match dependencies {
        true => (*to == node).then_some(*from),
        false => (*from == node).then_some(*to),
    });
    Ok(found.collect())
}

/// # Safety
/// As [`hipGraphGetNodes`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphNodeGetDependencies(node: hipGraphNode_t, nodes: *mut hipGraphNode_t, count: *mut usize) -> hipError_t {
    // SAFETY: `nodes` and `count` are as `list` asks, by this function's contract.
    call("hipGraphNodeGetDependencies", || unsafe { list(&neighbours(node, true)?, nodes, count) })
}

/// # Safety
/// As [`hipGraphGetNodes`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphNodeGetDependentNodes(node: hipGraphNode_t, nodes: *mut hipGraphNode_t, count: *mut usize) -> hipError_t {
    // SAFETY: `nodes` and `count` are as `list` asks, by this function's contract.
    call("hipGraphNodeGetDependentNodes", || unsafe { list(&neighbours(node, false)?, nodes, count) })
}

/// Reads the edge lists of `hipGraphAddDependencies` and `hipGraphRemoveDependencies`.
///
/// # Safety
/// `from` and `to`, if non-null, point to `count` handles each.
unsafe fn edges(from: *const hipGraphNode_t, to: *const hipGraphNode_t, count: usize) -> HipResult<Vec<(usize, usize)>> {
    // SAFETY: `from` and `to` are each null or point to `count` handles, by this function's
    // contract, which is what `handles` asks.
    let (sources, targets) = unsafe { (handles(from, count)?, handles(to, count)?) };
    Ok(sources.into_iter().zip(targets).collect())
}

/// Adds edges between nodes of `graph`: a node cannot depend on itself, nor twice on
/// another, and a graph keeps no cycle (its instantiation would find no order).
///
/// # Safety
/// `from` and `to` point to `count` handles each.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphAddDependencies(graph: hipGraph_t, from: *const hipGraphNode_t, to: *const hipGraphNode_t, count: usize) -> hipError_t {
    call("hipGraphAddDependencies", || {
        let object = self::graph(graph)?;
        // SAFETY: `from` and `to` point to `count` handles each, by this function's contract.
        let added = unsafe { edges(from, to, count)? };
        let mut body = object.body();
        for (index, (source, target)) in added.iter().enumerate() {
            super::check_members(graph as usize, &[*source, *target])?;
            let duplicate = body.edges.contains(&(*source, *target)) || added[..index].contains(&(*source, *target));
            ensure(!duplicate, hipError_t::hipErrorInvalidValue)?;
        }
        let before = body.edges.len();
        body.edges.extend(added);
        if body.topological_order().is_none() {
            body.edges.truncate(before);
            return Err(hipError_t::hipErrorInvalidValue);
        }
        Ok(())
    })
}

/// # Safety
/// As [`hipGraphAddDependencies`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGraphRemoveDependencies(graph: hipGraph_t, from: *const hipGraphNode_t, to: *const hipGraphNode_t, count: usize) -> hipError_t {
    call("hipGraphRemoveDependencies", || {
        let object = self::graph(graph)?;
        // SAFETY: `from` and `to` point to `count` handles each, by this function's contract.
        let removed = unsafe { edges(from, to, count)? };
        let mut body = object.body();
        ensure(removed.iter().all(|edge| body.edges.contains(edge)), hipError_t::hipErrorInvalidValue)?;
        body.edges.retain(|edge| !removed.contains(edge));
        Ok(())
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn hipGraphDestroyNode(node: hipGraphNode_t) -> hipError_t {
    call("hipGraphDestroyNode", || super::remove_node(node as usize))
}
