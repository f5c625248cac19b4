//! rocuda's PTX compiler: PTX text in, AMD GPU code objects or host-CPU code out.
//!
//! The crate reads like a shader translator: [`front`] parses PTX into the typed IR of
//! [`ir`], whose validator states what the front end promises; [`passes`] rewrite the IR
//! into what the back ends need; [`back`] emits LLVM IR and code for each target; [`link`]
//! links PTX modules into one, for the driver's JIT linker. See
//! README.md for the targets, the kernel ABI of the host target and how 32-lane warps run
//! on 64-lane AMD GPUs.

pub mod back;
pub mod front;
pub mod ir;
pub mod link;
pub mod passes;

pub use back::{CompileError, Compiled, Emit, Failure, KernelParams, LlvmStep, ModuleError, Options, Stage, Target, ToolError, toolchain_identity};
pub use front::ParseError;
pub use passes::grid_workspace::GridWorkspace;

/// Parses PTX text and compiles it as `options` say. Each failure says why the function
/// failed (its error's kind, and the stage that kind stops at), and whether it needs a GPU
/// newer than sm_89.
pub fn compile(source: &str, options: &Options) -> Result<Compiled, CompileError> {
    let mut module = front::parse(source)?;
    let params =
        module.functions.iter().filter(|f| f.kernel && f.body.is_some()).map(|f| KernelParams { kernel: f.name.clone(), slots: f.param_layout() }).collect();
    let newer_gpu = passes::call_graph::reaching(&module, |i| matches!(i, ir::Instruction::Unsupported(unsupported) if unsupported.newer_gpu()));
    let grid_workspace = passes::run(&mut module);
    if options.target == Target::Host {
        passes::warp_lockstep::insert(&mut module);
    }
    let mut compiled = back::compile(&module, options)?;
    compiled.grid_workspace = grid_workspace;
    compiled.params = params;
    for failure in &mut compiled.failures {
        if let Some(id) = module.function_named(&failure.function) {
            failure.newer_gpu = newer_gpu[id.0 as usize];
        }
    }
    Ok(compiled)
}
