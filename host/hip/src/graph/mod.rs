//! HIP's graphs on the CPU: graphs of nodes with dependencies, their instantiation and
//! launch, and the stream capture API.
//!
//! rocuda's driver API maps CUDA's graphs onto these functions rather than keeping graphs
//! of its own, because on an AMD GPU the libraries behind rocuda (rocBLAS, MIOpen, ...)
//! launch their kernels straight into HIP streams: only a capture made by HIP sees them.
//! This module gives the host device the same API, so the same code paths run in tests.
//!
//! A node holds an operation (`operation.rs`), the same value a stream runs; graphs depend
//! on operations, and nothing that runs them depends on graphs.
//!
//! - this file: graphs and nodes as checked handles, and the dependency structure;
//! - [`query`]: creating and destroying graphs, reading their nodes and edges;
//! - [`nodes`]: adding each kind of node, reading and changing its parameters;
//! - [`exec`]: instantiation (a snapshot in dependency order) and launch;
//! - [`capture`]: the stream capture API. A capturing stream's work becomes nodes in
//!   `stream/submit.rs`, through [`add_node`].
//!
//! Locks are taken in one order: the captures (`stream/captures.rs`), a graph's structure,
//! a node's operation.

mod capture;
mod exec;
mod nodes;
mod query;

use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Arc, Mutex, MutexGuard};

use hip_sys::{hipError_t, hipGraph_t, hipGraphNode_t, hipGraphNodeType};
use rocuda_core::handles::Registry;

use crate::api::{HipResult, ensure};
use crate::operation::Operation;

/// A graph: its nodes in the order they were added, and its edges in the order they were
/// added (that order is what `hipGraphGetNodes` and `hipGraphGetEdges` report).
#[derive(Default)]
pub struct Graph {
    body: Mutex<Body>,
}

#[derive(Default)]
pub struct Body {
    pub nodes: Vec<usize>,
    pub edges: Vec<(usize, usize)>,
}

/// A node: the graph it belongs to and what it does. Its kind never changes.
pub struct Node {
    pub graph: usize,
    pub kind: hipGraphNodeType,
    pub operation: Mutex<Operation>,
}

static GRAPHS: Registry<Graph> = Registry::new();
static NODES: Registry<Node> = Registry::new();

impl Graph {
    pub fn body(&self) -> MutexGuard<'_, Body> {
        self.body.lock().unwrap_or_else(|p| p.into_inner())
    }
}

impl Node {
    pub fn operation(&self) -> MutexGuard<'_, Operation> {
        self.operation.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// A live graph; a stale or made-up handle is `hipErrorInvalidValue`, as HIP answers.
pub fn graph(graph: hipGraph_t) -> HipResult<Arc<Graph>> {
    GRAPHS.get(graph as usize).ok_or(hipError_t::hipErrorInvalidValue)
}

/// A live node.
pub fn node(node: hipGraphNode_t) -> HipResult<Arc<Node>> {
    NODES.get(node as usize).ok_or(hipError_t::hipErrorInvalidValue)
}

/// A live node, of kind `kind` when one is given (another kind is `hipErrorInvalidValue`).
pub fn node_of(node: hipGraphNode_t, kind: Option<hipGraphNodeType>) -> HipResult<Arc<Node>> {
    let found = self::node(node)?;
    ensure(kind.is_none_or(|k| k == found.kind), hipError_t::hipErrorInvalidValue)?;
    Ok(found)
}

pub fn create() -> usize {
    GRAPHS.insert(Graph::default()).0
}

/// Destroys a graph and its nodes.
pub fn destroy(handle: usize) -> HipResult {
    let graph = GRAPHS.remove(handle).ok_or(hipError_t::hipErrorInvalidValue)?;
    for node in std::mem::take(&mut graph.body().nodes) {
        NODES.remove(node);
    }
    Ok(())
}

/// Checks that every one of `nodes` is a node of `graph`, each named once.
fn check_members(graph: usize, nodes: &[usize]) -> HipResult {
    let distinct: BTreeSet<&usize> = nodes.iter().collect();
    ensure(distinct.len() == nodes.len(), hipError_t::hipErrorInvalidValue)?;
    for node in nodes {
        ensure(NODES.with(*node, |n| n.graph == graph) == Some(true), hipError_t::hipErrorInvalidValue)?;
    }
    Ok(())
}

/// Adds a node that depends on `dependencies` (nodes of the same graph, each once).
pub fn add_node(graph: usize, dependencies: &[usize], operation: Operation) -> HipResult<usize> {
    let object = GRAPHS.get(graph).ok_or(hipError_t::hipErrorInvalidValue)?;
    let mut body = object.body();
    check_members(graph, dependencies)?;
    let kind = operation.kind();
    let (node, _) = NODES.insert(Node { graph, kind, operation: Mutex::new(operation) });
    body.nodes.push(node);
    body.edges.extend(dependencies.iter().map(|from| (*from, node)));
    Ok(node)
}

/// Removes a node and its edges.
pub fn remove_node(node: usize) -> HipResult {
    let graph = NODES.with(node, |n| n.graph).ok_or(hipError_t::hipErrorInvalidValue)?;
    if let Some(object) = GRAPHS.get(graph) {
        let mut body = object.body();
        body.nodes.retain(|n| *n != node);
        body.edges.retain(|(from, to)| *from != node && *to != node);
    }
    NODES.remove(node);
    Ok(())
}

impl Body {
    /// The nodes in an order where every node comes after its dependencies (ties in the
    /// order they were added); `None` for a graph with a cycle.
    pub fn topological_order(&self) -> Option<Vec<usize>> {
        let position: BTreeMap<usize, usize> = self.nodes.iter().enumerate().map(|(i, n)| (*n, i)).collect();
        let mut waiting = vec![0usize; self.nodes.len()];
        let mut dependents = vec![Vec::new(); self.nodes.len()];
        for (from, to) in &self.edges {
            let (from, to) = (position[from], position[to]);
            waiting[to] += 1;
            dependents[from].push(to);
        }
        let mut ready: BTreeSet<usize> = (0..self.nodes.len()).filter(|i| waiting[*i] == 0).collect();
        let mut order = Vec::with_capacity(self.nodes.len());
        while let Some(next) = ready.pop_first() {
            order.push(self.nodes[next]);
            for dependent in &dependents[next] {
                waiting[*dependent] -= 1;
                if waiting[*dependent] == 0 {
                    ready.insert(*dependent);
                }
            }
        }
        (order.len() == self.nodes.len()).then_some(order)
    }

    /// `nodes` and every node they depend on, directly or not.
    pub fn ancestors(&self, nodes: &[usize]) -> BTreeSet<usize> {
        let mut found: BTreeSet<usize> = nodes.iter().copied().collect();
        let mut pending: Vec<usize> = nodes.to_vec();
        while let Some(node) = pending.pop() {
            for (from, _) in self.edges.iter().filter(|(_, to)| *to == node) {
                if found.insert(*from) {
                    pending.push(*from);
                }
            }
        }
        found
    }
}
