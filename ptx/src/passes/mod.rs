//! Rewrites of the typed IR between the front end and the back ends.
//!
//! [`run`] is what every compilation does: the device runtime's grid synchronization gets
//! rocuda's definitions ([`device_runtime`]), calls of the CUDA runtime's device functions
//! become IR instructions ([`runtime_calls`]), kernels that synchronize their grid get the
//! workspace as a parameter ([`grid_workspace`]), then each function is validated
//! ([`crate::ir::validate`]); a function that fails either is marked failed and its callers
//! with it ([`call_graph`]). The back end relies on the result: it never sees a call of
//! `vprintf` or an invalid function. The host target also runs [`warp_lockstep`]: its
//! executor needs to be told where a warp's lanes line up, which a GPU does by itself.
//!
//! Other PTX needs are met where the information is: register and SSA form by LLVM's
//! `mem2reg` over the stack slots the emitter gives each register; predicates, special
//! registers, parameters and the rounding, flushing and saturation modifiers by the shared
//! emitter (`back/emit`), which [`denormals`] tells when a function's denormal mode can do
//! the flushing.

pub mod call_graph;
pub mod denormals;
pub mod device_runtime;
pub mod grid_workspace;
pub mod runtime_calls;
pub mod warp_lockstep;

use crate::ir::{FuncId, Module, validate};

/// The passes every compilation runs, in order. Returns the kernels given the grid
/// workspace parameter.
pub fn run(module: &mut Module) -> Vec<grid_workspace::GridWorkspace> {
    device_runtime::lower(module);
    runtime_calls::lower(module);
    let grid_workspace = grid_workspace::lower(module);
    for index in 0..module.functions.len() {
        if let Err(error) = validate::function(module, FuncId(index as u32)) {
            module.functions[index].body = Some(Err(error));
        }
    }
    call_graph::fail_callers(module);
    grid_workspace
}

/// Whether `name`, declared without a body, is provided by rocuda rather than linked: a
/// runtime function ([`runtime_calls`]) or a device-runtime one ([`device_runtime`]).
pub fn provided(name: &str) -> bool {
    runtime_calls::is_runtime_function(name) || device_runtime::provides(name)
}
