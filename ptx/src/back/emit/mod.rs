//! LLVM IR emission, shared by every target.
//!
//! A module becomes one LLVM module: its globals, then each function. A function whose
//! emission fails is removed again and reported, and so is every function that calls it;
//! the others are unaffected. What differs between targets (address spaces, special
//! registers, warp and block primitives, the kernel ABI) is behind [`Primitives`], which
//! the AMD GPU and host back ends implement.

mod arith;
mod async_copy;
mod bits;
mod control;
mod convert;
mod float;
mod function;
mod matrix;
mod memory;
mod rounding;
mod value;
mod video;
mod warp;
mod wmma;

use std::collections::BTreeMap;

use inkwell::AddressSpace;
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::module::{Linkage as LlvmLinkage, Module};
use inkwell::types::{BasicType, BasicTypeEnum, IntType};
use inkwell::values::{BasicValue, BasicValueEnum, FloatValue, FunctionValue, GlobalValue, IntValue, PointerValue};

pub(crate) use float::exact_approx;
pub(crate) use function::Fx;

use crate::back::ModuleError;
use crate::back::host_shared::SharedLayout;
use crate::back::split::Part;
use crate::ir::{self, FuncId, FunctionError, FunctionErrorKind, Linkage, StateSpace, Unsupported};

/// Why the emitter cannot emit something.
#[derive(Debug)]
pub(crate) enum EmitError {
    /// An instruction the target cannot compile (a function fails with the typed reason).
    Unsupported(Unsupported),
    /// Anything else; the message names the instruction or construct.
    Message(String),
}

impl std::fmt::Display for EmitError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EmitError::Unsupported(unsupported) => write!(f, "{unsupported}"),
            EmitError::Message(message) => f.write_str(message),
        }
    }
}

impl From<inkwell::builder::BuilderError> for EmitError {
    fn from(error: inkwell::builder::BuilderError) -> EmitError {
        EmitError::Message(format!("LLVM builder: {error}"))
    }
}

impl From<String> for EmitError {
    fn from(message: String) -> EmitError {
        EmitError::Message(message)
    }
}

impl From<&str> for EmitError {
    fn from(message: &str) -> EmitError {
        EmitError::Message(message.to_string())
    }
}

pub(crate) type Result<T> = std::result::Result<T, EmitError>;

/// Where a module-scope variable lives.
#[derive(Clone, Copy, Debug)]
pub(crate) enum GlobalStorage<'ctx> {
    /// An LLVM global in the variable's address space.
    Global(GlobalValue<'ctx>),
    /// Host shared memory: an offset in the block's shared memory.
    SharedOffset(u64),
}

/// What a target decides.
pub(crate) trait Primitives<'ctx> {
    /// Sets the module's target triple and data layout (before anything is emitted: allocas
    /// take their address space from it).
    fn prepare_module(&self, module: &Module<'ctx>);
    /// The LLVM address space of a PTX state space.
    fn address_space(&self, space: StateSpace) -> AddressSpace;
    /// A pointer in `space` from an address in that space's window (`ld.shared [%r1]`).
    fn pointer(&self, fx: &Fx<'ctx, '_>, space: StateSpace, address: IntValue<'ctx>) -> Result<PointerValue<'ctx>>;
    /// The window address of a pointer in `space`, as an i64.
    fn window_address(&self, fx: &Fx<'ctx, '_>, space: StateSpace, pointer: PointerValue<'ctx>) -> Result<IntValue<'ctx>>;
    /// `isspacep`: whether a generic pointer points into `space` (i1).
    fn is_space(&self, fx: &Fx<'ctx, '_>, space: StateSpace, pointer: PointerValue<'ctx>) -> Result<IntValue<'ctx>>;
    /// A pointer to a host shared-memory offset (only the host target has those).
    fn shared_offset_pointer(&self, fx: &Fx<'ctx, '_>, offset: u64) -> Result<PointerValue<'ctx>>;
    /// The value of a special register (i32, or i64 for the 64-bit ones).
    fn special(&self, fx: &Fx<'ctx, '_>, special: ir::Special) -> Result<IntValue<'ctx>>;
    /// A hardware approximation of `op` (`.approx`), at least as accurate as PTX promises.
    fn approx(&self, fx: &Fx<'ctx, '_>, op: ir::MathOp, x: FloatValue<'ctx>) -> Result<FloatValue<'ctx>>;
    /// Whether f16 fused multiply-adds are native (and need no wider intermediate).
    fn native_f16(&self) -> bool;
    /// Whether every device function takes the thread pointer as a hidden first argument.
    fn passes_thread(&self) -> bool;

    /// This thread's lane in its 32-lane warp (i32).
    fn lane_id(&self, fx: &Fx<'ctx, '_>) -> Result<IntValue<'ctx>>;
    /// The 32-bit value lane `src` (0..32) of this warp holds, among the lanes of `mask`.
    fn shuffle(&self, fx: &Fx<'ctx, '_>, value: IntValue<'ctx>, src: IntValue<'ctx>, mask: IntValue<'ctx>) -> Result<IntValue<'ctx>>;
    /// The lanes of `mask` whose `pred` (i1) is true, as an i32.
    fn ballot(&self, fx: &Fx<'ctx, '_>, pred: IntValue<'ctx>, mask: IntValue<'ctx>) -> Result<IntValue<'ctx>>;
    /// The warp's lanes that are executing, as an i32.
    fn active_mask(&self, fx: &Fx<'ctx, '_>) -> Result<IntValue<'ctx>>;
    /// [`ir::Instruction::WarpLockstep`]: the lanes executing together line up here.
    fn warp_lockstep(&self, fx: &Fx<'ctx, '_>) -> Result<()>;
    /// `bar.warp.sync`.
    fn warp_sync(&self, fx: &Fx<'ctx, '_>, mask: IntValue<'ctx>) -> Result<()>;
    /// `bar.sync id, count`; `count` `None` for the whole block.
    fn barrier(&self, fx: &Fx<'ctx, '_>, id: IntValue<'ctx>, count: Option<IntValue<'ctx>>) -> Result<()>;
    /// `bar.arrive id, count`.
    fn barrier_arrive(&self, fx: &Fx<'ctx, '_>, id: IntValue<'ctx>, count: IntValue<'ctx>) -> Result<()>;
    /// `bar.red`: the block's `op` (0 popc, 1 and, 2 or) over `pred` (i1), as an i32.
    fn barrier_reduce(&self, fx: &Fx<'ctx, '_>, id: IntValue<'ctx>, count: Option<IntValue<'ctx>>, op: u32, pred: IntValue<'ctx>) -> Result<IntValue<'ctx>>;
    /// The sync scope name of a PTX scope, for atomics and fences.
    fn sync_scope(&self, scope: ir::Scope) -> &'static str;
    /// Ends the launch with an error (`trap`).
    fn trap(&self, fx: &Fx<'ctx, '_>) -> Result<()>;
    /// Ends this thread (`exit`).
    fn exit(&self, fx: &Fx<'ctx, '_>) -> Result<()>;
    /// `vprintf(format, args)` (generic addresses): returns the i32 result.
    fn printf(&self, fx: &Fx<'ctx, '_>, format: IntValue<'ctx>, args: IntValue<'ctx>) -> Result<IntValue<'ctx>>;
    /// `__assertfail(message, file, line, function)`: reports and ends the launch.
    fn assert_fail(&self, fx: &Fx<'ctx, '_>, args: &[BasicValueEnum<'ctx>]) -> Result<()>;
    /// The device heap's `malloc(size)`: a generic address, or 0.
    fn malloc(&self, fx: &Fx<'ctx, '_>, size: IntValue<'ctx>) -> Result<IntValue<'ctx>>;
    /// The device heap's `free(address)`.
    fn free(&self, fx: &Fx<'ctx, '_>, address: IntValue<'ctx>) -> Result<()>;
    /// `nanosleep`.
    fn nanosleep(&self, fx: &Fx<'ctx, '_>, nanoseconds: IntValue<'ctx>) -> Result<()>;

    /// Makes a kernel: its LLVM function, from its parameters' LLVM types and alignments.
    fn kernel(&self, cx: &'ctx Context, module: &Module<'ctx>, function: &ir::Function, params: &[(BasicTypeEnum<'ctx>, u32)]) -> FunctionValue<'ctx>;
    /// At a kernel's entry: a pointer to each parameter's value, in the parameter space.
    fn kernel_params(&self, fx: &Fx<'ctx, '_>, params: &[(BasicTypeEnum<'ctx>, u32)]) -> Result<Vec<PointerValue<'ctx>>>;
    /// At a kernel's entry, after its parameters: per-block set-up the target needs.
    fn kernel_prologue(&self, fx: &Fx<'ctx, '_>) -> Result<()>;
    /// Attributes every function gets (denormal modes, target features).
    fn function_attributes(&self, cx: &'ctx Context, function: FunctionValue<'ctx>, flush_f32: bool);
    /// Whether `.ftz` is best done by the function's denormal mode (when every f32 operation of
    /// the function flushes) rather than by explicit code.
    fn flushes_by_mode(&self) -> bool;
    /// Module-level work once every function is emitted (host: the ABI version it follows).
    fn finish_module(&self, cx: &'ctx Context, module: &Module<'ctx>) -> Result<()>;
}

/// The module being emitted.
pub(crate) struct ModuleState<'ctx, 'a> {
    pub ir: &'a ir::Module,
    pub globals: Vec<Option<GlobalStorage<'ctx>>>,
    pub functions: Vec<Option<FunctionValue<'ctx>>>,
    /// Host shared memory: offsets of function-scope shared variables, by (function, var).
    pub shared_offsets: BTreeMap<(FuncId, ir::VarId), u64>,
    /// Where dynamic shared memory starts (host).
    pub dynamic_shared_offset: u64,
}

/// What emission produced: the LLVM module and every function that failed, with why.
pub(crate) struct Emitted<'ctx> {
    pub module: Module<'ctx>,
    pub failures: Vec<(FuncId, FunctionError)>,
}

/// Emits `module` into a new LLVM module. A function that cannot be emitted fails alone
/// ([`Emitted::failures`]); what fails the module is a module-scope variable or the
/// target's module-level work.
pub(crate) fn emit<'ctx>(
    cx: &'ctx Context,
    module: &ir::Module,
    prims: &dyn Primitives<'ctx>,
    host_shared: Option<&SharedLayout>,
    part: &Part,
) -> std::result::Result<Emitted<'ctx>, ModuleError> {
    let llvm = cx.create_module("ptx");
    prims.prepare_module(&llvm);
    let mut state = ModuleState {
        ir: module,
        globals: vec![None; module.globals.len()],
        functions: vec![None; module.functions.len()],
        shared_offsets: BTreeMap::new(),
        dynamic_shared_offset: 0,
    };
    if let Some(layout) = host_shared {
        host_shared_layout(layout, &mut state);
    }
    let global_error = |index: usize, error: EmitError| {
        let global = &module.globals[index];
        ModuleError::Global { name: global.name.clone(), line: global.line, reason: error.to_string() }
    };
    for index in 0..module.globals.len() {
        let storage = self::value::global(cx, &llvm, prims, &state, index, host_shared.is_some(), part).map_err(|e| global_error(index, e))?;
        state.globals[index] = Some(storage);
    }
    let mut failures: BTreeMap<FuncId, FunctionError> = BTreeMap::new();
    let mut declared_elsewhere = vec![false; module.functions.len()];
    for (index, function) in module.functions.iter().enumerate() {
        let id = FuncId(index as u32);
        let declaration = function.body.is_none();
        if !part.define[index] && !declaration {
            continue;
        }
        if let Some(Err(error)) = &function.body {
            failures.insert(id, error.clone());
            continue;
        }
        if declaration && crate::passes::provided(&function.name) {
            continue;
        }
        let value = function::declare(cx, &llvm, prims, function);
        state.functions[index] = Some(value);
        if declaration || function.kernel || !part.split {
            continue;
        }
        if part.address_taken[index] {
            // One definition, the owner's, so the function has one address in the module.
            if part.owner {
                if function.linkage == Linkage::Internal {
                    value.set_linkage(LlvmLinkage::External);
                    value.as_global_value().set_visibility(inkwell::GlobalVisibility::Hidden);
                }
            } else {
                value.set_linkage(LlvmLinkage::External);
                declared_elsewhere[index] = true;
            }
        } else if !part.owner {
            // This part's private copy; the owner's is the one other modules see.
            value.set_linkage(LlvmLinkage::Internal);
        }
    }
    if part.owner {
        for (index, global) in module.globals.iter().enumerate() {
            let storage = state.globals[index].ok_or_else(|| global_error(index, "a global without storage".into()))?;
            self::value::global_initializer(cx, prims, &state, global, storage).map_err(|e| global_error(index, e))?;
        }
    }
    for (index, function) in module.functions.iter().enumerate() {
        let id = FuncId(index as u32);
        let (Some(Ok(body)), Some(value)) = (&function.body, state.functions[index]) else { continue };
        if declared_elsewhere[index] {
            continue;
        }
        // A panic is a compiler bug; like an invalid function, it fails this function alone.
        let defined = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| function::define(cx, &llvm, prims, &state, id, function, body, value)))
            .unwrap_or_else(|panic| {
                let message = panic.downcast_ref::<&str>().map(|s| s.to_string()).or_else(|| panic.downcast_ref::<String>().cloned()).unwrap_or_default();
                Err(FunctionError { line: function.line, column: 1, instruction: None, kind: FunctionErrorKind::Internal(message) })
            });
        let defined = defined.and_then(|()| {
            // An invalid function is a compiler bug; it fails alone, named, like any other.
            if value.verify(false) {
                return Ok(());
            }
            let message = format!("LLVM rejects the code generated for `{}`", function.name);
            Err(FunctionError { line: function.line, column: 1, instruction: None, kind: FunctionErrorKind::Internal(message) })
        });
        if let Err(error) = defined {
            failures.insert(id, error);
        }
    }
    propagate_failures(module, &mut failures);
    for id in failures.keys() {
        if let Some(value) = state.functions[id.0 as usize] {
            // Keep a declaration: other (failed) functions may still name it.
            delete_body(value);
            value.set_linkage(LlvmLinkage::External);
        }
    }
    // Failed functions' callers are failed too, so no remaining body calls a declaration that
    // has none; remove the failed ones that nothing names.
    for id in failures.keys() {
        if let Some(value) = state.functions[id.0 as usize]
            && value.as_global_value().as_pointer_value().get_first_use().is_none()
        {
            // SAFETY: LLVM frees the function, which nothing uses (checked just above) and
            // whose body is gone; this handle is its last one used, since `state` is not read
            // after this loop and each failed function comes once.
            unsafe { value.delete() };
        }
    }
    if part.owner {
        prims.finish_module(cx, &llvm).map_err(|e| ModuleError::Emit(e.to_string()))?;
    }
    Ok(Emitted { module: llvm, failures: failures.into_iter().collect() })
}

/// Reduces `function` to a declaration where it is, keeping its name, type and attributes:
/// what LLVM's `Function::deleteBody` does, which the C API lacks.
///
/// A value must have no uses when LLVM frees it, and a block's instructions are used by
/// other blocks (values, branch targets), so blocks cannot simply be deleted one after
/// another: first every use of an instruction becomes `poison`, then the instructions go
/// (terminators with them, which were the blocks' only users), then the empty blocks.
fn delete_body(function: FunctionValue<'_>) {
    use inkwell::llvm_sys::core::{LLVMGetPoison, LLVMReplaceAllUsesWith, LLVMTypeOf};
    use inkwell::values::AsValueRef;
    let blocks = function.get_basic_blocks();
    let instructions: Vec<_> = blocks.iter().flat_map(|block| block.get_instructions()).collect();
    for instruction in &instructions {
        if instruction.get_first_use().is_some() {
            let value = instruction.as_value_ref();
            // SAFETY: `value` is a live instruction with uses, so of a first-class type
            // that has a `poison` constant; the constant has exactly its type, which is
            // what `replaceAllUsesWith` requires, and lives in the same context.
            unsafe { LLVMReplaceAllUsesWith(value, LLVMGetPoison(LLVMTypeOf(value))) };
        }
    }
    // Nothing uses an instruction now, so each one can go.
    for instruction in instructions {
        instruction.erase_from_basic_block();
    }
    for block in blocks {
        // SAFETY: the block is empty, and its users, the terminators that branched to it,
        // were erased above (the emitter takes no block's address, so no `blockaddress`
        // constant names it); `blocks` was its last handle.
        unsafe { block.delete() }.ok();
    }
}

/// A caller of a function that failed to emit fails too, naming the callee.
fn propagate_failures(module: &ir::Module, failures: &mut BTreeMap<FuncId, FunctionError>) {
    loop {
        let mut added = Vec::new();
        for index in 0..module.functions.len() {
            let id = FuncId(index as u32);
            if failures.contains_key(&id) {
                continue;
            }
            if let Some((callee, line)) = crate::passes::call_graph::callees(module, id).into_iter().find(|(callee, _)| failures.contains_key(callee)) {
                added.push((id, crate::passes::call_graph::calls_failed(line, &module.function(callee).name, &failures[&callee])));
            }
        }
        if added.is_empty() {
            return;
        }
        failures.extend(added);
    }
}

/// The host's shared memory: module-scope variables and function-scope ones at their
/// offsets in the block's shared memory.
fn host_shared_layout(layout: &SharedLayout, state: &mut ModuleState<'_, '_>) {
    state.shared_offsets = layout.locals.clone();
    state.dynamic_shared_offset = layout.dynamic_offset;
    for (index, at) in &layout.globals {
        state.globals[*index] = Some(GlobalStorage::SharedOffset(*at));
    }
}

/// The LLVM type a register of `scalar` type is kept in.
pub(crate) fn register_type<'ctx>(cx: &'ctx Context, scalar: ir::ScalarType) -> BasicTypeEnum<'ctx> {
    use ir::ScalarType::*;
    match scalar {
        Pred => cx.bool_type().into(),
        F16 => cx.f16_type().into(),
        BF16 => cx.bf16_type().into(),
        F32 => cx.f32_type().into(),
        F64 => cx.f64_type().into(),
        other => int_type(cx, other.bits()).into(),
    }
}

/// The LLVM type of a variable in memory: a byte array of its size.
pub(crate) fn memory_type<'ctx>(cx: &'ctx Context, ty: &ir::VarType) -> BasicTypeEnum<'ctx> {
    cx.i8_type().array_type(ty.bytes() as u32).as_basic_type_enum()
}

/// `pointer` moved by `index` elements of `element`: a `getelementptr` with one index.
///
/// Whether the address lands inside an object is the PTX program's business, as it is on an
/// NVIDIA GPU; this only builds the instruction.
pub(crate) fn element_pointer<'ctx>(
    builder: &Builder<'ctx>,
    element: impl BasicType<'ctx>,
    pointer: PointerValue<'ctx>,
    index: IntValue<'ctx>,
) -> Result<PointerValue<'ctx>> {
    // SAFETY: inkwell marks `build_gep` unsafe because an index list that does not fit the
    // element type (a struct field index that is not a constant, more indices than the type
    // has levels) makes LLVM build an invalid instruction or crash. One index only steps
    // over `pointer` by whole elements, never into the element's type, so any integer index
    // over any sized element type (every caller's is an integer or byte type) is a
    // well-formed instruction.
    Ok(unsafe { builder.build_gep(element, pointer, &[index], "")? })
}

/// The integer type of `bits` bits (LLVM's limit is far beyond any PTX type).
pub(crate) fn int_type(cx: &Context, bits: u32) -> IntType<'_> {
    let bits = std::num::NonZeroU32::new(bits).unwrap_or(std::num::NonZeroU32::MIN);
    cx.custom_width_int_type(bits).unwrap_or_else(|_| cx.i64_type())
}
