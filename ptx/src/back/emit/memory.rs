//! Moving data: `mov` (including packing and unpacking vectors and taking addresses), `cvta`,
//! `isspacep`, `ld`/`st` in every state space, atomics and fences.

use inkwell::AtomicOrdering;
use inkwell::types::IntType;
use inkwell::values::{AsValueRef, BasicValue, BasicValueEnum, InstructionValue, IntValue, PointerValue};

use super::{EmitError, Fx, Result, element_pointer, int_type};
use crate::back::llvm_ext;
use crate::ir::{AddressBase, AtomOp, Atomic, Instruction, Load, Operand, ScalarType, Semantics, StateSpace, Store, Symbol};

impl<'ctx> Fx<'ctx, '_> {
    pub(super) fn memory(&self, instruction: &Instruction) -> Result<()> {
        match instruction {
            Instruction::Cvta { to_space, space, ty, dst, src } => {
                let value = self.read_int(src, ScalarType::U64)?;
                let converted = if *to_space {
                    let generic = self.prims.pointer(self, StateSpace::Generic, value)?;
                    let specific = self.cast_space(generic, *space)?;
                    self.prims.window_address(self, *space, specific)?
                } else {
                    let specific = self.prims.pointer(self, *space, value)?;
                    let generic = self.cast_space(specific, StateSpace::Generic)?;
                    self.prims.window_address(self, StateSpace::Generic, generic)?
                };
                self.write_int(dst, *ty, converted)
            }
            Instruction::Isspacep { space, dst, src } => {
                let value = self.read_int(src, ScalarType::U64)?;
                let pointer = self.prims.pointer(self, StateSpace::Generic, value)?;
                let result = self.prims.is_space(self, *space, pointer)?;
                self.write(dst, ScalarType::Pred, result.into())
            }
            Instruction::Load(load) => self.load(load),
            Instruction::Store(store) => self.store(store),
            // A prefetch is a hint; leaving it out changes no result.
            Instruction::Prefetch { .. } => Ok(()),
            Instruction::Atomic(atomic) => self.atomic(atomic),
            Instruction::Fence { semantics, scope } => {
                let ordering = match semantics {
                    Semantics::Acquire => AtomicOrdering::Acquire,
                    Semantics::Release => AtomicOrdering::Release,
                    Semantics::AcqRel => AtomicOrdering::AcquireRelease,
                    _ => AtomicOrdering::SequentiallyConsistent,
                };
                let fence = self.b.build_fence(ordering, false, "")?;
                llvm_ext::set_sync_scope(fence, self.prims.sync_scope(*scope));
                Ok(())
            }
            _ => unreachable!("not a memory instruction"),
        }
    }

    /// `mov`: a copy, a vector packed from scalars or unpacked into them, or an address.
    pub(super) fn mov(&self, ty: ScalarType, dst: &Operand, src: &Operand) -> Result<()> {
        match (dst, src) {
            (Operand::Vector(parts), _) => {
                let bits = self.read_int(src, ty)?;
                let part_bits = ty.bits() / parts.len() as u32;
                let part_type = int_type(self.cx, part_bits);
                let part_ty = bits_type(part_bits)?;
                for (index, part) in parts.iter().enumerate() {
                    let shifted = self.b.build_right_shift(bits, bits.get_type().const_int(u64::from(part_bits) * index as u64, false), false, "")?;
                    let value = self.b.build_int_truncate(shifted, part_type, "")?;
                    self.write_int(part, part_ty, value)?;
                }
                Ok(())
            }
            (_, Operand::Vector(parts)) => {
                let part_bits = ty.bits() / parts.len() as u32;
                let part_ty = bits_type(part_bits)?;
                let whole = int_type(self.cx, ty.bits());
                let mut bits = whole.const_zero();
                for (index, part) in parts.iter().enumerate() {
                    let value = self.read_int(part, part_ty)?;
                    let value = self.b.build_int_z_extend_or_bit_cast(value, whole, "")?;
                    let shifted = self.b.build_left_shift(value, whole.const_int(u64::from(part_bits) * index as u64, false), "")?;
                    bits = self.b.build_or(bits, shifted, "")?;
                }
                self.write_int(dst, ty, bits)
            }
            _ => {
                let value = self.read(src, ty)?;
                self.write(dst, ty, value)
            }
        }
    }

    /// Whether a generic pointer points into one of the module's `.const` variables (the
    /// constant bank is the module's own; `isspacep.const` is rare, so a comparison per
    /// variable is cheap enough).
    pub fn in_const_section(&self, pointer: PointerValue<'ctx>) -> Result<IntValue<'ctx>> {
        let address = self.b.build_ptr_to_int(pointer, self.cx.i64_type(), "")?;
        let mut inside = self.bool(false);
        for (index, global) in self.state.ir.globals.iter().enumerate() {
            if global.space != StateSpace::Const {
                continue;
            }
            let Some(super::GlobalStorage::Global(value)) = self.state.globals[index] else { continue };
            let generic = self.cast_space(value.as_pointer_value(), StateSpace::Generic)?;
            let start = self.b.build_ptr_to_int(generic, self.cx.i64_type(), "")?;
            let offset = self.b.build_int_sub(address, start, "")?;
            let within = self.b.build_int_compare(inkwell::IntPredicate::ULT, offset, self.i64(global.ty.bytes().max(1)), "")?;
            inside = self.b.build_or(inside, within, "")?;
        }
        Ok(inside)
    }

    /// A pointer in `to`'s address space from one in another (the same pointer where the
    /// target does not tell them apart).
    pub fn cast_space(&self, pointer: PointerValue<'ctx>, to: StateSpace) -> Result<PointerValue<'ctx>> {
        let space = self.prims.address_space(to);
        if pointer.get_type().get_address_space() == space {
            return Ok(pointer);
        }
        Ok(self.b.build_address_space_cast(pointer, self.cx.ptr_type(space), "")?)
    }

    /// The pointer an address operand (`[%rd1+8]`, `[array]`, `[0x100]`) names in `space`.
    pub fn address(&self, operand: &Operand, space: StateSpace) -> Result<PointerValue<'ctx>> {
        let Operand::Address(address) = operand else { return Err("expected an address".into()) };
        let offset = self.i64(address.offset as u64);
        let base = match &address.base {
            AddressBase::Reg(var) if self.ir.var(*var).space == StateSpace::Reg => {
                let value = self.read_int(&Operand::Reg { var: *var, component: None }, ScalarType::U64)?;
                let value = self.b.build_int_add(value, offset, "")?;
                return self.prims.pointer(self, space, value);
            }
            AddressBase::Reg(var) => Symbol::Var(*var),
            AddressBase::Symbol(symbol) => *symbol,
            AddressBase::Absolute => return self.prims.pointer(self, space, offset),
        };
        let (pointer, _) = self.symbol_pointer(base)?;
        let pointer = self.cast_space(pointer, space)?;
        // A byte offset from a variable, as the PTX program computes it.
        element_pointer(&self.b, self.cx.i8_type(), pointer, offset)
    }

    fn load(&self, load: &Load) -> Result<()> {
        let pointer = self.address(&load.addr, load.space)?;
        let element = memory_int_type(self, load.ty);
        let lanes = u32::from(load.vector);
        let align = load.ty.bytes() * lanes;
        let values: Vec<IntValue> = if lanes == 1 {
            let value = self.b.build_load(element, pointer, "")?;
            self.qualify(value.as_instruction_value(), load.semantics, load.scope, load.cache.volatile_fetch, align, true)?;
            if load.non_coherent
                && let Some(instruction) = value.as_instruction_value()
            {
                let kind = self.cx.get_kind_id("invariant.load");
                instruction.set_metadata(self.cx.metadata_node(&[]), kind).map_err(|e| e.to_string())?;
            }
            vec![value.into_int_value()]
        } else {
            let vector_type = element.vec_type(lanes);
            let value = self.b.build_load(vector_type, pointer, "")?;
            self.qualify(value.as_instruction_value(), non_atomic(load.semantics), load.scope, load.cache.volatile_fetch, align, false)?;
            let vector = value.into_vector_value();
            (0..lanes).map(|i| Ok(self.b.build_extract_element(vector, self.i32(u64::from(i)), "")?.into_int_value())).collect::<Result<_>>()?
        };
        match &load.dst {
            Operand::Vector(parts) if parts.len() == values.len() => {
                for (part, value) in parts.iter().zip(values) {
                    self.write_int(part, load.ty, value)?;
                }
                Ok(())
            }
            dst if values.len() == 1 => self.write_int(dst, load.ty, values[0]),
            _ => Err("a vector load needs a vector of registers".into()),
        }
    }

    fn store(&self, store: &Store) -> Result<()> {
        let pointer = self.address(&store.addr, store.space)?;
        let element = memory_int_type(self, store.ty);
        let lanes = u32::from(store.vector);
        let align = store.ty.bytes() * lanes;
        let values: Vec<IntValue> = match &store.src {
            Operand::Vector(parts) if parts.len() as u32 == lanes => parts.iter().map(|p| self.store_value(p, store.ty, element)).collect::<Result<_>>()?,
            src if lanes == 1 => vec![self.store_value(src, store.ty, element)?],
            _ => return Err("a vector store needs a vector of values".into()),
        };
        if lanes == 1 {
            let instruction = self.b.build_store(pointer, values[0])?;
            return self.qualify(Some(instruction), store.semantics, store.scope, store.cache.volatile_fetch, align, false);
        }
        let vector_type = element.vec_type(lanes);
        let mut vector = vector_type.get_undef();
        for (index, value) in values.iter().enumerate() {
            vector = self.b.build_insert_element(vector, *value, self.i32(index as u64), "")?;
        }
        let instruction = self.b.build_store(pointer, vector)?;
        self.qualify(Some(instruction), non_atomic(store.semantics), store.scope, store.cache.volatile_fetch, align, false)
    }

    fn store_value(&self, operand: &Operand, ty: ScalarType, element: IntType<'ctx>) -> Result<IntValue<'ctx>> {
        let value = self.read_int(operand, ty)?;
        Ok(self.b.build_int_cast(value, element, "")?)
    }

    /// Alignment, volatility and atomic ordering of a load or store.
    fn qualify(
        &self,
        instruction: Option<InstructionValue<'ctx>>,
        semantics: Semantics,
        scope: crate::ir::Scope,
        volatile_fetch: bool,
        align: u32,
        is_load: bool,
    ) -> Result<()> {
        let Some(instruction) = instruction else { return Ok(()) };
        instruction.set_alignment(align.max(1)).map_err(|e| e.to_string())?;
        let ordering = match semantics {
            Semantics::Weak => None,
            Semantics::Volatile | Semantics::Mmio => {
                instruction.set_volatile(true).map_err(|e| e.to_string())?;
                None
            }
            Semantics::Relaxed => Some(AtomicOrdering::Monotonic),
            Semantics::Acquire | Semantics::AcqRel | Semantics::SeqCst if is_load => Some(AtomicOrdering::Acquire),
            Semantics::Release | Semantics::AcqRel | Semantics::SeqCst => Some(AtomicOrdering::Release),
            Semantics::Acquire => Some(AtomicOrdering::Monotonic),
        };
        if volatile_fetch {
            instruction.set_volatile(true).map_err(|e| e.to_string())?;
        }
        if let Some(ordering) = ordering {
            instruction.set_atomic_ordering(ordering).map_err(|e| e.to_string())?;
            llvm_ext::set_sync_scope(instruction, self.prims.sync_scope(scope));
        }
        Ok(())
    }

    /// `atom`/`red`. A vector form (sm_90) is one atomic operation per element, as PTX
    /// defines it.
    fn atomic(&self, atomic: &Atomic) -> Result<()> {
        let pointer = self.address(&atomic.addr, atomic.space)?;
        let lanes = usize::from(atomic.vector);
        let element = |operand: &Operand, index: usize| -> Result<Operand> {
            match operand {
                Operand::Vector(parts) if parts.len() == lanes => Ok(parts[index].clone()),
                scalar if lanes == 1 => Ok(scalar.clone()),
                _ => Err(EmitError::Message(format!("a .v{lanes} atomic needs vectors of {lanes}"))),
            }
        };
        for index in 0..lanes {
            let offset = self.i64((index as u32 * atomic.ty.bytes()) as u64);
            // The element's offset within the vector PTX addresses.
            let at = element_pointer(&self.b, self.cx.i8_type(), pointer, offset)?;
            let src2 = atomic.src2.as_ref().map(|s| element(s, index)).transpose()?;
            let old = self.atomic_element(atomic, at, &element(&atomic.src, index)?, src2.as_ref())?;
            if let Some(dst) = &atomic.dst {
                self.write_int(&element(dst, index)?, atomic.ty, old)?;
            }
        }
        Ok(())
    }

    /// One atomic operation on the value at `pointer`; returns the old value's bits.
    fn atomic_element(&self, atomic: &Atomic, pointer: PointerValue<'ctx>, src: &Operand, src2: Option<&Operand>) -> Result<IntValue<'ctx>> {
        let ordering = match atomic.semantics {
            Semantics::Acquire => AtomicOrdering::Acquire,
            Semantics::Release => AtomicOrdering::Release,
            Semantics::AcqRel | Semantics::SeqCst => AtomicOrdering::AcquireRelease,
            _ => AtomicOrdering::Monotonic,
        };
        let scope = self.prims.sync_scope(atomic.scope);
        let ty = atomic.ty;
        let int_type = memory_int_type(self, ty);
        Ok(match atomic.op {
            AtomOp::Cas => {
                let compare = self.read_int(src, ty)?;
                let new = self.read_int(src2.ok_or("`cas` needs a new value")?, ty)?;
                let failure = if ordering == AtomicOrdering::Acquire || ordering == AtomicOrdering::AcquireRelease {
                    AtomicOrdering::Acquire
                } else {
                    AtomicOrdering::Monotonic
                };
                let pair = self.b.build_cmpxchg(pointer, compare, new, ordering, failure)?;
                llvm_ext::set_sync_scope(pair.as_instruction_value().ok_or("a cmpxchg instruction")?, scope);
                self.b.build_extract_value(pair, 0, "")?.into_int_value()
            }
            AtomOp::Add if matches!(ty, ScalarType::F16x2 | ScalarType::BF16x2 | ScalarType::BF16) => {
                let operand = self.read_int(src, ty)?;
                self.atomic_update(pointer, int_type, ordering, scope, |old| self.packed_add(ty, old, operand))?
            }
            op => {
                let value = self.read(src, ty)?;
                let rmw = rmw_op(op, ty).ok_or_else(|| EmitError::Message(format!("`atom.{op:?}` is not defined for {ty}").to_lowercase()))?;
                let value = if ty.is_float() { value } else { self.b.build_int_cast(self.to_bits(value)?, int_type, "")?.into() };
                let old = self.atomic_rmw(rmw, pointer, value, ordering)?;
                llvm_ext::set_sync_scope(old.as_instruction_value().ok_or("an atomic instruction")?, scope);
                self.to_bits(old)?
            }
        })
    }

    /// `atomicrmw` of any value type (inkwell's builder takes integers only).
    fn atomic_rmw(
        &self,
        op: inkwell::AtomicRMWBinOp,
        pointer: PointerValue<'ctx>,
        value: BasicValueEnum<'ctx>,
        ordering: AtomicOrdering,
    ) -> Result<BasicValueEnum<'ctx>> {
        use inkwell::llvm_sys::core::LLVMBuildAtomicRMW;
        self.b.get_insert_block().ok_or("no insertion block")?;
        // SAFETY: the builder is positioned in a block (checked above), and the pointer and
        // value are live values of its context (the emitter makes them all in `self.cx`).
        // Whether `atomicrmw` takes the value's type for `op` is the IR's validity, not
        // memory safety: the verifier checks it before any code is produced.
        let raw = unsafe { LLVMBuildAtomicRMW(self.b.as_mut_ptr(), op.into(), pointer.as_value_ref(), value.as_value_ref(), ordering.into(), 0) };
        // SAFETY: `raw` is the instruction just built, never null, and of `value`'s type,
        // which is a basic type since `value` is a `BasicValueEnum`.
        Ok(unsafe { BasicValueEnum::new(raw) })
    }

    /// A compare-and-swap loop: atomically replaces the value at `pointer` by `update(old)`,
    /// returning the old value.
    pub(super) fn atomic_update(
        &self,
        pointer: PointerValue<'ctx>,
        int_type: IntType<'ctx>,
        ordering: AtomicOrdering,
        scope: &str,
        update: impl Fn(IntValue<'ctx>) -> Result<IntValue<'ctx>>,
    ) -> Result<IntValue<'ctx>> {
        let initial = self.b.build_load(int_type, pointer, "")?;
        if let Some(instruction) = initial.as_instruction_value() {
            instruction.set_alignment(int_type.get_bit_width() / 8).map_err(|e| e.to_string())?;
            instruction.set_atomic_ordering(AtomicOrdering::Monotonic).map_err(|e| e.to_string())?;
            llvm_ext::set_sync_scope(instruction, scope);
        }
        let entry = self.b.get_insert_block().ok_or("no insertion block")?;
        let retry = self.cx.append_basic_block(self.function, "atomic.retry");
        let done = self.cx.append_basic_block(self.function, "atomic.done");
        self.b.build_unconditional_branch(retry)?;
        self.b.position_at_end(retry);
        let old = self.b.build_phi(int_type, "")?;
        old.add_incoming(&[(&initial, entry)]);
        let old_value = old.as_basic_value().into_int_value();
        let new = update(old_value)?;
        let pair = self.b.build_cmpxchg(pointer, old_value, new, ordering, AtomicOrdering::Monotonic)?;
        llvm_ext::set_sync_scope(pair.as_instruction_value().ok_or("a cmpxchg instruction")?, scope);
        let seen = self.b.build_extract_value(pair, 0, "")?.into_int_value();
        let swapped = self.b.build_extract_value(pair, 1, "")?.into_int_value();
        let here = self.b.get_insert_block().ok_or("no insertion block")?;
        old.add_incoming(&[(&seen, here)]);
        self.b.build_conditional_branch(swapped, done, retry)?;
        self.b.position_at_end(done);
        Ok(seen)
    }

    /// `old + operand` for bf16 and the packed half types, lane by lane, rounded to nearest.
    fn packed_add(&self, ty: ScalarType, old: IntValue<'ctx>, operand: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        let (x, y) = (self.bits_as(old, ty)?, self.bits_as(operand, ty)?);
        let mode = crate::ir::FloatMode::default();
        let xs = self.split_lanes(x, ty)?;
        let ys = self.split_lanes(y, ty)?;
        let mut out = Vec::new();
        for (a, b) in xs.into_iter().zip(ys) {
            out.push(self.lane_arith(ty, mode, &[a, b], &|v: &[inkwell::values::FloatValue<'ctx>]| Ok(super::rounding::Op::Add(v[0], v[1])))?);
        }
        self.join_lanes(&out)
    }
}

/// The `atomicrmw` operation of an `atom` operation on `ty`.
fn rmw_op(op: AtomOp, ty: ScalarType) -> Option<inkwell::AtomicRMWBinOp> {
    use inkwell::AtomicRMWBinOp as R;
    let float = ty.is_float();
    let signed = ty.is_signed();
    Some(match op {
        AtomOp::And if !float => R::And,
        AtomOp::Or if !float => R::Or,
        AtomOp::Xor if !float => R::Xor,
        AtomOp::Exch => R::Xchg,
        AtomOp::Add if float => R::FAdd,
        AtomOp::Add => R::Add,
        AtomOp::Inc if !float => R::UIncWrap,
        AtomOp::Dec if !float => R::UDecWrap,
        AtomOp::Min if float => R::FMin,
        AtomOp::Max if float => R::FMax,
        AtomOp::Min if signed => R::Min,
        AtomOp::Max if signed => R::Max,
        AtomOp::Min => R::UMin,
        AtomOp::Max => R::UMax,
        _ => return None,
    })
}

/// Vector accesses cannot be atomic in LLVM; their ordering becomes volatility.
fn non_atomic(semantics: Semantics) -> Semantics {
    match semantics {
        Semantics::Weak => Semantics::Weak,
        _ => Semantics::Volatile,
    }
}

/// The integer type a value of `ty` takes in memory.
fn memory_int_type<'ctx>(fx: &Fx<'ctx, '_>, ty: ScalarType) -> IntType<'ctx> {
    int_type(fx.cx, ty.bytes() * 8)
}

/// The untyped PTX type of a width.
pub(crate) fn bits_type(bits: u32) -> Result<ScalarType> {
    Ok(match bits {
        8 => ScalarType::B8,
        16 => ScalarType::B16,
        32 => ScalarType::B32,
        64 => ScalarType::B64,
        128 => ScalarType::B128,
        other => return Err(format!("no {other}-bit type").into()),
    })
}
