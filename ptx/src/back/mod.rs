//! Back ends: the typed IR into LLVM IR, then code for an AMD GPU or the host CPU.
//!
//! Everything above the last lowering step is shared ([`emit`]); a target is a
//! [`emit::Primitives`] implementation ([`amdgcn`], [`host`]) plus its object step: an AMD GPU
//! code object (ELF, code object v5) linked by `lld`, or an x86-64 shared object for the host
//! device's executor ([`host_abi`]).

mod amdgcn;
mod emit;
mod error;
mod host;
mod host_shared;
mod identity;
/// The host target's kernel ABI, shared with the host device's executor.
pub use rocuda_host_abi as host_abi;
mod link;
mod llvm_ext;
mod split;
pub mod target;

use std::collections::BTreeMap;
use std::fmt;
use std::path::PathBuf;
use std::sync::Once;

use inkwell::OptimizationLevel;
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{CodeModel, FileType, InitializationConfig, RelocMode, Target as LlvmTarget, TargetMachine, TargetTriple};

use crate::ir::{self, FuncId, FunctionError, FunctionErrorKind};
pub use error::{CompileError, LlvmStep, ModuleError, ToolError};
pub use identity::toolchain_identity;
pub use link::{find_device_libs, find_linker};
pub use target::{AMD_GPUS, AmdGpu, Target};

/// What [`compile`] produces.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Emit {
    /// LLVM IR text, optimized.
    Llvm,
    /// The target's assembly.
    Asm,
    /// A loadable object: an AMD GPU code object, or a host shared object.
    #[default]
    Object,
}

impl Emit {
    pub fn parse(name: &str) -> Option<Emit> {
        match name {
            "llvm" => Some(Emit::Llvm),
            "asm" => Some(Emit::Asm),
            "obj" => Some(Emit::Object),
            _ => None,
        }
    }
}

/// How to compile.
#[derive(Clone, Debug)]
pub struct Options {
    pub target: Target,
    pub emit: Emit,
    /// LLVM's optimization level, 0 to 3.
    pub opt_level: u8,
    /// `ld.lld`; found with [`link::find_linker`] when `None`.
    pub linker: Option<PathBuf>,
    /// The directory of the AMD device libraries (`ockl.bc`); found with
    /// [`link::find_device_libs`] when `None`.
    pub device_libs: Option<PathBuf>,
    /// Threads compiling an object; every core when `None`.
    pub jobs: Option<usize>,
    /// Produce what every machine produces from the same PTX, for the LLVM IR snapshots of
    /// the test corpus (`tests/out/`): the host target is compiled for a generic x86-64 CPU
    /// rather than this machine's, and AMD's device libraries, whose code is the installed
    /// ROCm's, are not linked in (calls into them stay declarations). Code compiled so runs
    /// everywhere, a little slower on the host.
    pub machine_independent: bool,
}

impl Options {
    pub fn new(target: Target) -> Options {
        Options { target, emit: Emit::Object, opt_level: 2, linker: None, device_libs: None, jobs: None, machine_independent: false }
    }
}

/// A function that did not compile, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Failure {
    pub function: String,
    pub kernel: bool,
    pub error: FunctionError,
    pub stage: Stage,
    /// Whether the function uses (or calls one that uses) an instruction of GPUs newer than
    /// sm_89 ([`crate::ir::Unsupported::newer_gpu`]).
    pub newer_gpu: bool,
}

/// Where a function failed, which the kind of its error says ([`Stage::of`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Its text is not PTX the front end understands.
    Parse,
    /// The IR the front end made of it is invalid (a front-end bug).
    Validate,
    /// Code generation: an unsupported instruction, or a back-end bug.
    Emit,
    /// It calls a function that failed.
    Callee,
}

impl Stage {
    /// The stage an error of this kind stops a function at: the front end's errors at
    /// parsing, the passes' and the validator's at validation, a failed callee's at its
    /// caller, anything else (an unsupported instruction included) at emission.
    pub fn of(kind: &FunctionErrorKind) -> Stage {
        match kind {
            FunctionErrorKind::Syntax(_) => Stage::Parse,
            FunctionErrorKind::Rejected(_) | FunctionErrorKind::Invalid(_) => Stage::Validate,
            FunctionErrorKind::Callee { .. } => Stage::Callee,
            _ => Stage::Emit,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Stage::Parse => "parse",
            Stage::Validate => "validate",
            Stage::Emit => "emit",
            Stage::Callee => "callee",
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}`: {}", self.function, self.error)
    }
}

/// A compiled module.
#[derive(Clone, Debug)]
pub struct Compiled {
    pub target: Target,
    pub emit: Emit,
    pub bytes: Vec<u8>,
    /// The kernels the output contains.
    pub kernels: Vec<String>,
    /// Functions left out, with why. A kernel named here is missing from the output.
    pub failures: Vec<Failure>,
    /// Kernels that take the grid-synchronization workspace as one more parameter, after
    /// their own (`passes::grid_workspace`).
    pub grid_workspace: Vec<crate::passes::grid_workspace::GridWorkspace>,
    /// Each kernel's own parameters (the workspace not among them), as the caller lays
    /// them out (`cuFuncGetParamInfo`).
    pub params: Vec<KernelParams>,
}

/// A kernel's parameters: where each lies in the parameter buffer, and its size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelParams {
    pub kernel: String,
    pub slots: Vec<crate::ir::ParamSlot>,
}

impl Compiled {
    /// Why `kernel` is missing, if it failed.
    pub fn failure(&self, kernel: &str) -> Option<&Failure> {
        self.failures.iter().find(|f| f.function == kernel)
    }
}

/// Compiles a parsed module for `options.target`. Objects are compiled on every core: the
/// module is split by kernel ([`split`]) and the parts' objects linked together.
pub fn compile(module: &ir::Module, options: &Options) -> Result<Compiled, CompileError> {
    if module.address_size != 64 {
        return Err(ModuleError::AddressSize(module.address_size).into());
    }
    initialize_llvm();
    let workers = match options.emit {
        // One text output, from one LLVM module.
        Emit::Llvm | Emit::Asm => 1,
        Emit::Object => options.jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())),
    };
    // More parts than threads, largest first, so the threads finish together.
    let parts = if workers > 1 { split::plan(module, workers * 4) } else { vec![split::Part::whole(module)] };
    let outputs: Vec<Result<PartOutput, CompileError>> = if parts.len() == 1 {
        vec![compile_part(module, options, &parts[0])]
    } else {
        let next = std::sync::atomic::AtomicUsize::new(0);
        let results: Vec<std::sync::Mutex<Option<Result<PartOutput, CompileError>>>> = parts.iter().map(|_| std::sync::Mutex::new(None)).collect();
        std::thread::scope(|scope| {
            for _ in 0..workers.min(parts.len()) {
                scope.spawn(|| {
                    loop {
                        let index = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(part) = parts.get(index) else { break };
                        let output = compile_part(module, options, part);
                        if let Ok(mut slot) = results[index].lock() {
                            *slot = Some(output);
                        }
                    }
                });
            }
        });
        results
            .into_iter()
            .map(|slot| slot.into_inner().ok().flatten().unwrap_or_else(|| Err(CompileError::Internal { message: "a compiler thread panicked".into() })))
            .collect()
    };
    let mut failures: BTreeMap<FuncId, FunctionError> = BTreeMap::new();
    let mut pieces = Vec::new();
    for output in outputs {
        let output = output?;
        failures.extend(output.failures);
        pieces.push(output.bytes);
    }
    // Parts are planned from the kernels that parsed, so a kernel that failed before
    // emission is in no part of a split module: its failure comes from the module itself.
    for (index, function) in module.functions.iter().enumerate() {
        if let Some(Err(error)) = &function.body {
            failures.entry(FuncId(index as u32)).or_insert_with(|| error.clone());
        }
    }
    let bytes = match options.emit {
        Emit::Llvm | Emit::Asm => pieces.pop().unwrap_or_default(),
        Emit::Object => link::shared_object(options.target, &pieces, options.linker.as_deref())?,
    };
    let failures: Vec<Failure> = failures
        .into_iter()
        .map(|(id, error)| {
            let function = module.function(id);
            Failure { function: function.name.clone(), kernel: function.kernel, stage: Stage::of(&error.kind), error, newer_gpu: false }
        })
        .collect();
    let kernels = module
        .functions
        .iter()
        .filter(|f| f.kernel && matches!(f.body, Some(Ok(_))) && !failures.iter().any(|failure| failure.function == f.name))
        .map(|f| f.name.clone())
        .collect();
    Ok(Compiled { target: options.target, emit: options.emit, bytes, kernels, failures, grid_workspace: Vec::new(), params: Vec::new() })
}

/// What one part produced: its object (or text) and the functions that failed.
struct PartOutput {
    bytes: Vec<u8>,
    failures: Vec<(FuncId, FunctionError)>,
}

/// Compiles one part in its own LLVM context.
fn compile_part(module: &ir::Module, options: &Options, part: &split::Part) -> Result<PartOutput, CompileError> {
    let cx = Context::create();
    let machine = target_machine(options.target, options.opt_level, options.machine_independent)?;
    let emitted = match options.target {
        Target::Amdgcn(gpu) => emit::emit(&cx, module, &amdgcn::Amdgcn::new(gpu, &machine, module), None, part),
        Target::Host => {
            let host = host::Host::new(&machine, module);
            emit::emit(&cx, module, &host, Some(host.shared_layout()), part)
        }
    }?;
    let llvm = emitted.module;
    verify(&llvm)?;
    if let Target::Amdgcn(gpu) = options.target
        && !options.machine_independent
    {
        amdgcn::link_device_libraries(&cx, &llvm, gpu, options.device_libs.as_deref())?;
    }
    optimize(&llvm, &machine, options.opt_level)?;
    let bytes = match options.emit {
        Emit::Llvm => llvm.print_to_string().to_bytes().to_vec(),
        Emit::Asm => machine.write_to_memory_buffer(&llvm, FileType::Assembly).map_err(|e| llvm_error(LlvmStep::CodeGeneration, e))?.as_slice().to_vec(),
        Emit::Object => machine.write_to_memory_buffer(&llvm, FileType::Object).map_err(|e| llvm_error(LlvmStep::CodeGeneration, e))?.as_slice().to_vec(),
    };
    Ok(PartOutput { bytes, failures: emitted.failures })
}

fn initialize_llvm() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let config = InitializationConfig::default();
        LlvmTarget::initialize_amd_gpu(&config);
        LlvmTarget::initialize_x86(&config);
        set_llvm_options();
    });
}

/// LLVM options, which are process-wide. The AMDGPU scheduler's two rescheduling stages
/// (for high register pressure and for low occupancy) are left out: on the largest llama.cpp
/// module they change no kernel's occupancy and little of its code (1.8% more instructions,
/// the same spills), and take 40% of code generation's time.
fn set_llvm_options() {
    let arguments = ["rocuda", "-amdgpu-disable-unclustered-high-rp-reschedule", "-amdgpu-disable-clustered-low-occupancy-reschedule"];
    let owned: Vec<std::ffi::CString> = arguments.iter().map(|a| std::ffi::CString::new(*a).expect("no NUL in the options")).collect();
    let pointers: Vec<*const std::ffi::c_char> = owned.iter().map(|a| a.as_ptr()).collect();
    // SAFETY: `pointers` holds NUL-terminated strings that outlive the call; LLVM copies
    // what it keeps. It runs once, before any compilation.
    unsafe { inkwell::llvm_sys::support::LLVMParseCommandLineOptions(pointers.len() as i32, pointers.as_ptr(), std::ptr::null()) };
}

/// The target machine of a target: the GPU, or the host CPU with its features (a generic
/// x86-64 CPU when the output must not depend on the machine).
fn target_machine(target: Target, opt_level: u8, machine_independent: bool) -> Result<TargetMachine, CompileError> {
    let level = match opt_level {
        0 => OptimizationLevel::None,
        1 => OptimizationLevel::Less,
        2 => OptimizationLevel::Default,
        _ => OptimizationLevel::Aggressive,
    };
    let (triple, cpu, features) = match target {
        Target::Amdgcn(gpu) => ("amdgcn-amd-amdhsa".to_string(), gpu.name.to_string(), amdgcn::features(gpu).to_string()),
        Target::Host if machine_independent => ("x86_64-unknown-linux-gnu".to_string(), "x86-64".to_string(), String::new()),
        Target::Host => {
            ("x86_64-unknown-linux-gnu".to_string(), TargetMachine::get_host_cpu_name().to_string(), TargetMachine::get_host_cpu_features().to_string())
        }
    };
    let triple = TargetTriple::create(&triple);
    let llvm_target = LlvmTarget::from_triple(&triple).map_err(|e| llvm_error(LlvmStep::TargetMachine, e))?;
    llvm_target
        .create_target_machine(&triple, &cpu, &features, level, RelocMode::PIC, CodeModel::Default)
        .ok_or_else(|| llvm_error(LlvmStep::TargetMachine, format!("no target machine for {target}")))
}

fn verify(module: &Module<'_>) -> Result<(), CompileError> {
    module.verify().map_err(|e| CompileError::Verifier { message: e.to_string() })
}

/// The IR passes. nvcc has optimized the program already (inlining, unrolling, constant
/// folding); what remains is turning the emitter's stack slots into SSA values and cleaning
/// up its patterns, which a short function pipeline does at a fraction of LLVM's full
/// pipeline's cost (level 3 runs the full one anyway).
fn optimize(module: &Module<'_>, machine: &TargetMachine, opt_level: u8) -> Result<(), CompileError> {
    let pipeline = match opt_level {
        0 => "default<O0>",
        1 | 2 => "function(sroa,early-cse,instcombine<no-verify-fixpoint>,simplifycfg,infer-address-spaces,gvn,adce,simplifycfg),globaldce",
        _ => "default<O3>",
    };
    module.run_passes(pipeline, machine, PassBuilderOptions::create()).map_err(|e| llvm_error(LlvmStep::Optimize, e))
}

/// LLVM's failure at `step`, with its message.
fn llvm_error(step: LlvmStep, message: impl ToString) -> CompileError {
    CompileError::Llvm { step, message: message.to_string() }
}
