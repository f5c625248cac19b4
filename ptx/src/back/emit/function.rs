//! One function's emission: its variables' storage, its blocks, and its statements.

use std::cell::{Cell, RefCell};

use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::intrinsics::Intrinsic;
use inkwell::module::{Linkage as LlvmLinkage, Module};
use inkwell::types::{BasicMetadataTypeEnum, BasicType, BasicTypeEnum};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FunctionValue, IntValue, PointerValue};

use super::{EmitError, GlobalStorage, ModuleState, Primitives, Result, memory_type, register_type};
use crate::ir::{self, Body, FuncId, Function, FunctionError, FunctionErrorKind, Guarded, Instruction, Linkage, StateSpace, Statement, VarId};

/// Where a variable lives.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Storage<'ctx> {
    /// A register: an alloca of its LLVM register type.
    Register { ptr: PointerValue<'ctx>, ty: BasicTypeEnum<'ctx> },
    /// A variable in memory, by a pointer in `space`.
    Memory { ptr: PointerValue<'ctx>, space: StateSpace },
}

/// The emitter of one function.
pub(crate) struct Fx<'ctx, 'a> {
    pub cx: &'ctx Context,
    pub module: &'a Module<'ctx>,
    pub b: Builder<'ctx>,
    pub prims: &'a dyn Primitives<'ctx>,
    pub state: &'a ModuleState<'ctx, 'a>,
    pub id: FuncId,
    pub ir: &'a Function,
    pub function: FunctionValue<'ctx>,
    /// Allocas go at the end of the function's first block, which branches to the body
    /// when done.
    alloca_builder: Builder<'ctx>,
    vars: RefCell<Vec<Option<Storage<'ctx>>>>,
    labels: Vec<BasicBlock<'ctx>>,
    carry: Cell<Option<PointerValue<'ctx>>>,
    /// The host's thread pointer, passed to every function.
    pub thread: Option<PointerValue<'ctx>>,
    /// `.ftz` f32 operations flush by explicit code (the function's denormal mode keeps
    /// subnormals).
    pub explicit_flush: bool,
    /// The source line of the instruction being emitted.
    pub line: Cell<u32>,
}

/// The LLVM type a parameter is passed as: its register type if a scalar, else its bytes.
pub(crate) fn param_type<'ctx>(cx: &'ctx Context, var: &ir::Variable) -> BasicTypeEnum<'ctx> {
    if var.ty.vector == 1 && var.ty.dims.is_empty() { register_type(cx, var.ty.scalar) } else { memory_type(cx, &var.ty) }
}

/// Declares a function: a kernel through the target's ABI, a device function with its
/// parameters and results as LLVM arguments and return value.
pub(crate) fn declare<'ctx>(cx: &'ctx Context, module: &Module<'ctx>, prims: &dyn Primitives<'ctx>, function: &Function) -> FunctionValue<'ctx> {
    if function.kernel {
        return prims.kernel(cx, module, function, &kernel_params(cx, function));
    }
    let params: Vec<BasicTypeEnum> = function.params.iter().map(|p| param_type(cx, function.var(*p))).collect();
    let mut args: Vec<BasicMetadataTypeEnum> = Vec::new();
    if prims.passes_thread() {
        args.push(cx.ptr_type(inkwell::AddressSpace::default()).into());
    }
    args.extend(params.iter().map(|t| BasicMetadataTypeEnum::from(*t)));
    let returns: Vec<BasicTypeEnum> = function.returns.iter().map(|r| param_type(cx, function.var(*r))).collect();
    let fn_type = match returns.as_slice() {
        [] => cx.void_type().fn_type(&args, false),
        [one] => one.fn_type(&args, false),
        many => cx.struct_type(many, false).fn_type(&args, false),
    };
    let linkage = match function.linkage {
        // A declaration's body is elsewhere (or it is another name of one, `.alias`).
        _ if function.body.is_none() => LlvmLinkage::External,
        Linkage::Internal => LlvmLinkage::Internal,
        Linkage::Visible | Linkage::Extern => LlvmLinkage::External,
        Linkage::Weak | Linkage::Common => LlvmLinkage::WeakAny,
    };
    module.add_function(&function.name, fn_type, Some(linkage))
}

/// A kernel's parameters: each one's LLVM type and alignment (its `.align`, else its
/// element's size), which fix where it sits in CUDA's parameter buffer.
pub(crate) fn kernel_params<'ctx>(cx: &'ctx Context, function: &Function) -> Vec<(BasicTypeEnum<'ctx>, u32)> {
    function
        .params
        .iter()
        .map(|p| {
            let var = function.var(*p);
            (param_type(cx, var), var.align.unwrap_or(var.ty.natural_align()).max(1) as u32)
        })
        .collect()
}

/// Emits a function's body into its declared LLVM function.
pub(crate) fn define<'ctx, 'a>(
    cx: &'ctx Context,
    module: &'a Module<'ctx>,
    prims: &'a dyn Primitives<'ctx>,
    state: &'a ModuleState<'ctx, 'a>,
    id: FuncId,
    function: &'a Function,
    body: &'a Body,
    value: FunctionValue<'ctx>,
) -> std::result::Result<(), FunctionError> {
    let explicit_flush = !(prims.flushes_by_mode() && crate::passes::denormals::every_f32_op_flushes(body));
    prims.function_attributes(cx, value, !explicit_flush);
    let allocas = cx.append_basic_block(value, "allocas");
    let alloca_builder = cx.create_builder();
    alloca_builder.position_at_end(allocas);
    let b = cx.create_builder();
    let entry = cx.append_basic_block(value, "entry");
    b.position_at_end(entry);
    let labels = body.labels.iter().map(|name| cx.append_basic_block(value, name)).collect();
    let hidden_thread = !function.kernel && prims.passes_thread();
    let thread = if function.kernel {
        value.get_nth_param(1).filter(|_| prims.passes_thread()).map(|p| p.into_pointer_value())
    } else if hidden_thread {
        value.get_nth_param(0).map(|p| p.into_pointer_value())
    } else {
        None
    };
    let fx = Fx {
        cx,
        module,
        b,
        prims,
        state,
        id,
        ir: function,
        function: value,
        alloca_builder,
        vars: RefCell::new(vec![None; function.vars.len()]),
        labels,
        carry: Cell::new(None),
        thread,
        explicit_flush,
        line: Cell::new(function.line),
    };
    let line = |fx: &Fx| fx.line.get();
    let emitted = fx.prologue(hidden_thread).and_then(|()| fx.statements(body));
    match emitted {
        Ok(()) => {
            fx.alloca_builder.build_unconditional_branch(entry).map_err(|e| FunctionError {
                line: function.line,
                column: 1,
                instruction: None,
                kind: FunctionErrorKind::Internal(e.to_string()),
            })?;
            Ok(())
        }
        Err(error) => {
            let kind = match error {
                EmitError::Unsupported(unsupported) => FunctionErrorKind::Unsupported(unsupported),
                EmitError::Message(message) => FunctionErrorKind::Emit(message),
            };
            Err(FunctionError { line: line(&fx), column: 1, instruction: instruction_text(body, line(&fx)), kind })
        }
    }
}

/// The failing instruction's opcode, for the message (the line locates it exactly).
fn instruction_text(body: &Body, line: u32) -> Option<String> {
    body.statements.iter().find_map(|s| match s {
        Statement::Instruction(g) if g.line == line => Some(opcode_name(&g.instruction)),
        _ => None,
    })
}

fn opcode_name(instruction: &Instruction) -> String {
    match instruction {
        Instruction::Unsupported(unsupported) => unsupported.written(),
        other => {
            let debug = format!("{other:?}");
            debug.split([' ', '(', '{']).next().unwrap_or("?").to_lowercase()
        }
    }
}

impl<'ctx, 'a> Fx<'ctx, 'a> {
    /// An emitter for a function the compiler adds to the module (one `mma` form's body),
    /// positioned at its entry block. It shares this function's module and target and has no
    /// PTX variables; on a target that passes the thread pointer, the helper takes it first.
    pub(super) fn helper(&self, function: FunctionValue<'ctx>) -> Fx<'ctx, 'a> {
        let entry = self.cx.append_basic_block(function, "entry");
        let (b, alloca_builder) = (self.cx.create_builder(), self.cx.create_builder());
        b.position_at_end(entry);
        alloca_builder.position_at_end(entry);
        let thread = function.get_nth_param(0).filter(|_| self.prims.passes_thread()).map(|p| p.into_pointer_value());
        Fx {
            cx: self.cx,
            module: self.module,
            b,
            prims: self.prims,
            state: self.state,
            id: self.id,
            ir: self.ir,
            function,
            alloca_builder,
            vars: RefCell::new(Vec::new()),
            labels: Vec::new(),
            carry: Cell::new(None),
            thread,
            explicit_flush: self.explicit_flush,
            line: Cell::new(self.line.get()),
        }
    }

    fn prologue(&self, hidden_thread: bool) -> Result<()> {
        if self.ir.kernel {
            let pointers = self.prims.kernel_params(self, &kernel_params(self.cx, self.ir))?;
            for (id, ptr) in self.ir.params.iter().zip(pointers) {
                self.vars.borrow_mut()[id.0 as usize] = Some(Storage::Memory { ptr, space: StateSpace::Param });
            }
            return self.prims.kernel_prologue(self);
        }
        let first = usize::from(hidden_thread);
        for (i, id) in self.ir.params.iter().enumerate() {
            let arg = self.function.get_nth_param((first + i) as u32).ok_or("missing parameter")?;
            let ptr = self.var_pointer(*id)?;
            self.b.build_store(ptr, arg)?;
        }
        Ok(())
    }

    fn statements(&self, body: &Body) -> Result<()> {
        for statement in &body.statements {
            match statement {
                Statement::Label(label) => {
                    let block = self.labels[label.0 as usize];
                    if !self.terminated() {
                        self.b.build_unconditional_branch(block)?;
                    }
                    self.b.position_at_end(block);
                }
                Statement::Instruction(guarded) => {
                    self.line.set(guarded.line);
                    self.guarded(guarded)?;
                }
            }
        }
        if !self.terminated() {
            self.ret()?;
        }
        Ok(())
    }

    /// An instruction under its guard: a guarded branch becomes a conditional branch; any
    /// other guarded instruction runs in a block of its own.
    fn guarded(&self, guarded: &Guarded) -> Result<()> {
        let Some((pred, negated)) = guarded.guard else { return self.instruction(&guarded.instruction) };
        let condition = self.read_pred(&ir::Operand::Reg { var: pred, component: None })?;
        let condition = if negated { self.b.build_not(condition, "")? } else { condition };
        if let Instruction::Bra { target } = &guarded.instruction {
            let next = self.cx.append_basic_block(self.function, "");
            self.b.build_conditional_branch(condition, self.labels[target.0 as usize], next)?;
            self.b.position_at_end(next);
            return Ok(());
        }
        let then = self.cx.append_basic_block(self.function, "");
        let next = self.cx.append_basic_block(self.function, "");
        self.b.build_conditional_branch(condition, then, next)?;
        self.b.position_at_end(then);
        self.instruction(&guarded.instruction)?;
        if !self.terminated() {
            self.b.build_unconditional_branch(next)?;
        }
        self.b.position_at_end(next);
        Ok(())
    }

    fn instruction(&self, instruction: &Instruction) -> Result<()> {
        use Instruction::*;
        match instruction {
            Mov { ty, dst, src } => self.mov(*ty, dst, src),
            Add { .. }
            | Sub { .. }
            | Mul { .. }
            | Mad { .. }
            | Mul24 { .. }
            | Mad24 { .. }
            | Sad { .. }
            | Div { .. }
            | Rem { .. }
            | Abs { .. }
            | Neg { .. }
            | MinMax { .. }
            | Fma { .. } => self.arith(instruction),
            And { .. }
            | Or { .. }
            | Xor { .. }
            | Not { .. }
            | Cnot { .. }
            | Shl { .. }
            | Shr { .. }
            | Popc { .. }
            | Clz { .. }
            | Brev { .. }
            | Bfind { .. }
            | Bfe { .. }
            | Bfi { .. }
            | Bmsk { .. }
            | Szext { .. }
            | Fns { .. }
            | Prmt { .. }
            | Lop3 { .. }
            | Shf { .. }
            | Dp4a { .. }
            | Dp2a { .. } => self.bits(instruction),
            Video(_) | VideoMad(_) | VideoSimd(_) => self.video(instruction),
            Setp { .. } | Set { .. } | Selp { .. } | Slct { .. } | Copysign { .. } | Testp { .. } | Math { .. } => self.float_or_compare(instruction),
            Cvt { .. } | CvtPack { .. } => self.convert(instruction),
            Cvta { .. } | Isspacep { .. } | Load(_) | Store(_) | Prefetch { .. } | Atomic(_) | Fence { .. } => self.memory(instruction),
            Bra { .. }
            | BrxIdx { .. }
            | Call { .. }
            | Ret
            | Exit
            | Trap
            | Brkpt
            | Nanosleep { .. }
            | Hint { .. }
            | Printf { .. }
            | Malloc { .. }
            | Free { .. }
            | AssertFail { .. } => self.control(instruction),
            BarSync { .. }
            | BarArrive { .. }
            | BarRed { .. }
            | BarWarpSync { .. }
            | Shfl { .. }
            | Vote { .. }
            | Match { .. }
            | Redux { .. }
            | Activemask { .. }
            | Elect { .. }
            | WarpLockstep => self.warp(instruction),
            Mma(_) | LdMatrix(_) | StMatrix(_) | MovMatrix { .. } => self.matrix(instruction),
            CpAsync(_) | CpAsyncCommit | CpAsyncWait { .. } | MBarrier(_) => self.async_copy(instruction),
            WmmaLoad(_) | WmmaStore(_) | WmmaMma(_) => self.wmma(instruction),
            Unsupported(unsupported) => Err(EmitError::Unsupported(unsupported.clone())),
        }
    }

    /// Whether the current block already ends in a terminator.
    pub fn terminated(&self) -> bool {
        self.b.get_insert_block().and_then(|block| block.get_terminator()).is_some()
    }

    /// After a terminator: a fresh block for whatever follows (unreachable until a label).
    pub fn start_dead_block(&self) {
        let block = self.cx.append_basic_block(self.function, "");
        self.b.position_at_end(block);
    }

    /// The storage of a variable, created at first use.
    pub fn storage(&self, id: VarId) -> Result<Storage<'ctx>> {
        if let Some(storage) = self.vars.borrow()[id.0 as usize] {
            return Ok(storage);
        }
        let var = self.ir.var(id);
        let storage = match var.space {
            StateSpace::Reg => {
                let ty = if var.ty.vector > 1 || !var.ty.dims.is_empty() {
                    register_type(self.cx, var.ty.scalar).array_type(u32::from(var.ty.vector)).as_basic_type_enum()
                } else {
                    register_type(self.cx, var.ty.scalar)
                };
                Storage::Register { ptr: self.alloca_builder.build_alloca(ty, &var.name)?, ty }
            }
            StateSpace::Local | StateSpace::Param => {
                let ty = if self.ir.params.contains(&id) || self.ir.returns.contains(&id) { param_type(self.cx, var) } else { memory_type(self.cx, &var.ty) };
                let ptr = self.alloca_builder.build_alloca(ty, &var.name)?;
                let align = var.align.unwrap_or(var.ty.natural_align()).max(1) as u32;
                if let Some(instruction) = ptr.as_instruction() {
                    instruction.set_alignment(align).map_err(|e| e.to_string())?;
                }
                Storage::Memory { ptr, space: var.space }
            }
            StateSpace::Shared => {
                let storage = Storage::Memory { ptr: self.function_shared(id, var)?, space: StateSpace::Shared };
                if self.state.shared_offsets.contains_key(&(self.id, id)) {
                    // Computed from the thread pointer where it is used, so never cached.
                    return Ok(storage);
                }
                storage
            }
            other => return Err(EmitError::Message(format!("function-scope `{}` variables are not supported", other.name()))),
        };
        self.vars.borrow_mut()[id.0 as usize] = Some(storage);
        Ok(storage)
    }

    /// A function-scope `.shared` variable: an LLVM global in shared memory, or (host) its
    /// offset in the block's shared memory.
    fn function_shared(&self, id: VarId, var: &ir::Variable) -> Result<PointerValue<'ctx>> {
        if let Some(offset) = self.state.shared_offsets.get(&(self.id, id)) {
            return self.prims.shared_offset_pointer(self, *offset);
        }
        let ty = memory_type(self.cx, &var.ty);
        let global = self.module.add_global(ty, Some(self.prims.address_space(StateSpace::Shared)), &format!("{}.{}", self.ir.name, var.name));
        global.set_linkage(LlvmLinkage::Internal);
        global.set_alignment(var.align.unwrap_or(var.ty.natural_align()).max(1) as u32);
        // Shared memory starts undefined; LLVM wants an undefined initializer for it.
        global.set_initializer(&ty.into_array_type().get_undef());
        Ok(global.as_pointer_value())
    }

    /// A pointer to a register's or variable's storage.
    pub fn var_pointer(&self, id: VarId) -> Result<PointerValue<'ctx>> {
        Ok(match self.storage(id)? {
            Storage::Register { ptr, .. } | Storage::Memory { ptr, .. } => ptr,
        })
    }

    /// The pointer of a module-scope variable, in its space.
    pub fn global_pointer(&self, id: ir::GlobalId) -> Result<PointerValue<'ctx>> {
        match self.state.globals[id.0 as usize] {
            Some(GlobalStorage::Global(global)) => Ok(global.as_pointer_value()),
            Some(GlobalStorage::SharedOffset(offset)) => {
                let global = self.state.ir.global(id);
                if global.linkage == Linkage::Extern || global.ty.bytes() == 0 {
                    return self.prims.shared_offset_pointer(self, self.state.dynamic_shared_offset);
                }
                self.prims.shared_offset_pointer(self, offset)
            }
            None => Err(EmitError::Message(format!("`{}` has no storage", self.state.ir.global(id).name))),
        }
    }

    /// A stack slot in the function's entry block (allocas elsewhere would grow the stack
    /// at run time).
    pub fn alloca(&self, ty: BasicTypeEnum<'ctx>, name: &str) -> Result<PointerValue<'ctx>> {
        Ok(self.alloca_builder.build_alloca(ty, name)?)
    }

    /// The carry flag of `.cc` instructions.
    pub fn carry_flag(&self) -> Result<PointerValue<'ctx>> {
        if let Some(ptr) = self.carry.get() {
            return Ok(ptr);
        }
        let ptr = self.alloca_builder.build_alloca(self.cx.bool_type(), "carry")?;
        self.carry.set(Some(ptr));
        Ok(ptr)
    }

    pub fn label_block(&self, label: ir::LabelId) -> BasicBlock<'ctx> {
        self.labels[label.0 as usize]
    }

    /// Calls an LLVM intrinsic, overloaded on `types`.
    pub fn intrinsic(&self, name: &str, types: &[BasicTypeEnum<'ctx>], args: &[BasicMetadataValueEnum<'ctx>]) -> Result<Option<BasicValueEnum<'ctx>>> {
        let intrinsic = Intrinsic::find(name).ok_or_else(|| EmitError::Message(format!("no LLVM intrinsic {name}")))?;
        let declaration =
            intrinsic.get_declaration(self.module, types).ok_or_else(|| EmitError::Message(format!("LLVM intrinsic {name} does not take these types")))?;
        let call = self.b.build_call(declaration, args, "")?;
        Ok(call.try_as_basic_value().basic())
    }

    /// Calls an intrinsic that returns a value.
    pub fn intrinsic_value(&self, name: &str, types: &[BasicTypeEnum<'ctx>], args: &[BasicMetadataValueEnum<'ctx>]) -> Result<BasicValueEnum<'ctx>> {
        self.intrinsic(name, types, args)?.ok_or_else(|| EmitError::Message(format!("{name} returns nothing")))
    }

    pub fn i32(&self, value: u64) -> IntValue<'ctx> {
        self.cx.i32_type().const_int(value, false)
    }

    pub fn i64(&self, value: u64) -> IntValue<'ctx> {
        self.cx.i64_type().const_int(value, false)
    }

    pub fn bool(&self, value: bool) -> IntValue<'ctx> {
        self.cx.bool_type().const_int(u64::from(value), false)
    }

    /// `ret`: returns the function's results.
    pub fn ret(&self) -> Result<()> {
        if self.ir.kernel || self.ir.returns.is_empty() {
            self.b.build_return(None)?;
            return Ok(());
        }
        let mut values = Vec::new();
        for id in &self.ir.returns {
            let ty = param_type(self.cx, self.ir.var(*id));
            values.push(self.b.build_load(ty, self.var_pointer(*id)?, "")?);
        }
        match values.as_slice() {
            [one] => self.b.build_return(Some(one))?,
            many => self.b.build_aggregate_return(many)?,
        };
        Ok(())
    }
}
