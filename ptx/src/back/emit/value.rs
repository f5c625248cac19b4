//! Reading and writing operands, and module-scope variables.
//!
//! A register keeps its declared type's LLVM type ([`super::register_type`]). An
//! instruction reads it as the instruction's type: the same width is a bit cast; a wider
//! register is truncated and a narrower one extended (sign-extended for signed types), as
//! PTX allows for conversions, loads and stores. Writing does the reverse.

use inkwell::context::Context;
use inkwell::module::{Linkage as LlvmLinkage, Module};
use inkwell::types::{BasicTypeEnum, FloatType};
use inkwell::values::{AsValueRef, BasicValue, BasicValueEnum, FloatValue, IntValue, PointerValue};

use super::function::Storage;
use super::{Fx, GlobalStorage, ModuleState, Primitives, Result, int_type, memory_type, register_type};
use crate::ir::{Global, Immediate, InitElement, Linkage, Operand, ScalarType, StateSpace, Symbol};

impl<'ctx> Fx<'ctx, '_> {
    /// Reads an operand as a value of `ty`'s register type.
    pub fn read(&self, operand: &Operand, ty: ScalarType) -> Result<BasicValueEnum<'ctx>> {
        match operand {
            Operand::Reg { var, component } => {
                let (value, scalar) = self.load_register(*var, *component)?;
                self.adapt(value, scalar, ty)
            }
            Operand::Imm(imm) => self.immediate(*imm, ty),
            Operand::Special(special) => {
                let value = self.prims.special(self, *special)?;
                let scalar = if value.get_type().get_bit_width() == 64 { ScalarType::U64 } else { ScalarType::U32 };
                self.adapt(value.into(), scalar, ty)
            }
            Operand::SymbolAddress { symbol, offset } => {
                let (pointer, space) = self.symbol_pointer(*symbol)?;
                let address = self.prims.window_address(self, space, pointer)?;
                let address = self.b.build_int_add(address, self.i64(*offset as u64), "")?;
                self.adapt(address.into(), ScalarType::U64, ty)
            }
            Operand::Not(var) if ty == ScalarType::Pred => {
                let value = self.read(&Operand::Reg { var: *var, component: None }, ty)?.into_int_value();
                Ok(self.b.build_not(value, "")?.into())
            }
            Operand::Not(_) => Err("`!p` is only a predicate".into()),
            Operand::Vector(_) => Err(format!("a vector operand where a {} value is expected", ty).into()),
            Operand::Address(_) => Err("an address where a value is expected".into()),
            Operand::Sink => Err("`_` cannot be read".into()),
        }
    }

    pub fn read_int(&self, operand: &Operand, ty: ScalarType) -> Result<IntValue<'ctx>> {
        let value = self.read(operand, ty)?;
        self.to_bits(value)
    }

    pub fn read_float(&self, operand: &Operand, ty: ScalarType) -> Result<FloatValue<'ctx>> {
        match self.read(operand, ty)? {
            BasicValueEnum::FloatValue(value) => Ok(value),
            _ => Err(format!("{ty} is not a floating-point type").into()),
        }
    }

    pub fn read_pred(&self, operand: &Operand) -> Result<IntValue<'ctx>> {
        Ok(self.read(operand, ScalarType::Pred)?.into_int_value())
    }

    /// Writes a value of `ty`'s register type to a destination operand.
    pub fn write(&self, operand: &Operand, ty: ScalarType, value: BasicValueEnum<'ctx>) -> Result<()> {
        match operand {
            Operand::Sink => Ok(()),
            Operand::Reg { var, component } => {
                let Storage::Register { ptr, ty: storage } = self.storage(*var)? else {
                    return Err(format!("`{}` is not a register", self.ir.var(*var).name).into());
                };
                let scalar = self.ir.var(*var).ty.scalar;
                let value = self.adapt(value, ty, scalar)?;
                match component {
                    None => {
                        self.b.build_store(ptr, value)?;
                    }
                    Some(index) => {
                        let aggregate = self.b.build_load(storage, ptr, "")?.into_array_value();
                        let updated = self.b.build_insert_value(aggregate, value, u32::from(*index), "")?;
                        self.b.build_store(ptr, updated.as_basic_value_enum())?;
                    }
                }
                Ok(())
            }
            _ => Err("the destination must be a register".into()),
        }
    }

    pub fn write_int(&self, operand: &Operand, ty: ScalarType, value: IntValue<'ctx>) -> Result<()> {
        let value = self.bits_as(value, ty)?;
        self.write(operand, ty, value)
    }

    fn load_register(&self, var: crate::ir::VarId, component: Option<u8>) -> Result<(BasicValueEnum<'ctx>, ScalarType)> {
        let scalar = self.ir.var(var).ty.scalar;
        match self.storage(var)? {
            Storage::Register { ptr, ty } => {
                let value = self.b.build_load(ty, ptr, "")?;
                let value = match component {
                    None if ty.is_array_type() => return Err(format!("vector register `{}` needs a component", self.ir.var(var).name).into()),
                    None => value,
                    Some(index) => self.b.build_extract_value(value.into_array_value(), u32::from(index), "")?,
                };
                Ok((value, scalar))
            }
            Storage::Memory { .. } => Err(format!("`{}` is not a register", self.ir.var(var).name).into()),
        }
    }

    /// A value of `from`'s register type as `to`'s: cast, truncated or extended.
    pub fn adapt(&self, value: BasicValueEnum<'ctx>, from: ScalarType, to: ScalarType) -> Result<BasicValueEnum<'ctx>> {
        if from == to {
            return Ok(value);
        }
        if to == ScalarType::Pred {
            let bits = self.to_bits(value)?;
            return Ok(self.b.build_int_compare(inkwell::IntPredicate::NE, bits, bits.get_type().const_zero(), "")?.into());
        }
        let bits = self.to_bits(value)?;
        let (from_bits, to_bits) = (bits.get_type().get_bit_width(), to.bits());
        let int_type = int_type(self.cx, to_bits);
        let bits = if from_bits == to_bits {
            bits
        } else if from_bits > to_bits {
            self.b.build_int_truncate(bits, int_type, "")?
        } else if from.is_signed() {
            // A value widens as its own type says: sign-extended only if signed.
            self.b.build_int_s_extend(bits, int_type, "")?
        } else {
            self.b.build_int_z_extend(bits, int_type, "")?
        };
        self.bits_as(bits, to)
    }

    /// A value's bits as an integer.
    pub fn to_bits(&self, value: BasicValueEnum<'ctx>) -> Result<IntValue<'ctx>> {
        Ok(match value {
            BasicValueEnum::IntValue(value) => value,
            BasicValueEnum::FloatValue(value) => {
                let width = match value.get_type() {
                    t if t == self.cx.f16_type() || t == self.cx.bf16_type() => 16,
                    t if t == self.cx.f32_type() => 32,
                    _ => 64,
                };
                self.b.build_bit_cast(value, int_type(self.cx, width), "")?.into_int_value()
            }
            BasicValueEnum::VectorValue(value) => {
                let width = value.get_type().get_size() * element_bits(value.get_type().get_element_type());
                self.b.build_bit_cast(value, int_type(self.cx, width), "")?.into_int_value()
            }
            other => return Err(format!("cannot take the bits of {other:?}").into()),
        })
    }

    /// Bits as a value of `ty`'s register type.
    pub fn bits_as(&self, bits: IntValue<'ctx>, ty: ScalarType) -> Result<BasicValueEnum<'ctx>> {
        let target = register_type(self.cx, ty);
        if target.is_int_type() {
            let width = target.into_int_type().get_bit_width();
            let have = bits.get_type().get_bit_width();
            let bits = if have > width {
                self.b.build_int_truncate(bits, target.into_int_type(), "")?
            } else if have < width {
                self.b.build_int_z_extend(bits, target.into_int_type(), "")?
            } else {
                bits
            };
            return Ok(bits.into());
        }
        Ok(self.b.build_bit_cast(bits, target, "")?)
    }

    /// An immediate as a value of `ty`'s register type.
    pub fn immediate(&self, imm: Immediate, ty: ScalarType) -> Result<BasicValueEnum<'ctx>> {
        let target = register_type(self.cx, ty);
        if let BasicTypeEnum::FloatType(float) = target {
            let value = match imm {
                Immediate::Int(value) => value as f64,
                Immediate::F32(bits) => f64::from(f32::from_bits(bits)),
                Immediate::F64(bits) => f64::from_bits(bits),
            };
            // Exact for f32/f64 literals; LLVM rounds to nearest for narrower types.
            if ty == ScalarType::F32 {
                let bits = match imm {
                    Immediate::F32(bits) => bits,
                    _ => (value as f32).to_bits(),
                };
                let int = self.cx.i32_type().const_int(u64::from(bits), false);
                return Ok(float_from_bits(int, float).into());
            }
            if ty == ScalarType::F64 {
                let int = self.cx.i64_type().const_int(value.to_bits(), false);
                return Ok(float_from_bits(int, float).into());
            }
            return Ok(float.const_float(value).into());
        }
        let width = target.into_int_type().get_bit_width();
        let bits: u64 = match imm {
            Immediate::Int(value) => value as u64,
            Immediate::F32(bits) if width <= 16 && ty.is_float() => u64::from(crate::back::emit::rounding::f32_to_narrow(f32::from_bits(bits), ty)),
            Immediate::F32(bits) => u64::from(bits),
            Immediate::F64(bits) if width == 32 && ty.is_float() => u64::from((f64::from_bits(bits) as f32).to_bits()),
            Immediate::F64(bits) => bits,
        };
        let int_type = int_type(self.cx, width);
        Ok(if width <= 64 {
            int_type.const_int(bits, false)
        } else {
            int_type.const_int_arbitrary_precision(&[bits, if (bits as i64) < 0 && matches!(imm, Immediate::Int(_)) { u64::MAX } else { 0 }])
        }
        .into())
    }

    /// A symbol's pointer and the state space it lives in.
    pub fn symbol_pointer(&self, symbol: Symbol) -> Result<(PointerValue<'ctx>, StateSpace)> {
        match symbol {
            Symbol::Var(id) => match self.storage(id)? {
                Storage::Memory { ptr, space } => Ok((ptr, space)),
                Storage::Register { .. } => Err(format!("the register `{}` has no address", self.ir.var(id).name).into()),
            },
            Symbol::Global(id) => Ok((self.global_pointer(id)?, self.state.ir.global(id).space)),
            Symbol::Function(id) => match self.state.functions[id.0 as usize] {
                Some(function) => Ok((function.as_global_value().as_pointer_value(), StateSpace::Global)),
                None => Err(format!("`{}` has no address here", self.state.ir.function(id).name).into()),
            },
        }
    }
}

fn element_bits(ty: BasicTypeEnum<'_>) -> u32 {
    match ty {
        BasicTypeEnum::IntType(t) => t.get_bit_width(),
        BasicTypeEnum::FloatType(_) => 16,
        _ => 32,
    }
}

/// Declares a module-scope variable.
pub(super) fn global<'ctx>(
    cx: &'ctx Context,
    module: &Module<'ctx>,
    prims: &dyn Primitives<'ctx>,
    state: &ModuleState<'ctx, '_>,
    index: usize,
    host_shared: bool,
    part: &crate::back::split::Part,
) -> Result<GlobalStorage<'ctx>> {
    let global = &state.ir.globals[index];
    if let Some(storage) = state.globals[index] {
        return Ok(storage);
    }
    if global.space == StateSpace::Shared && host_shared {
        return Ok(GlobalStorage::SharedOffset(state.dynamic_shared_offset));
    }
    let space = match global.space {
        StateSpace::Global | StateSpace::Const | StateSpace::Shared => global.space,
        other => return Err(format!("module-scope `{}` variables are not supported", other.name()).into()),
    };
    let ty = initializer_type(cx, global);
    let value = module.add_global(ty, Some(prims.address_space(space)), &global.name);
    value.set_alignment(global.align.unwrap_or(global.ty.natural_align()).max(1) as u32);
    let extern_shared = space == StateSpace::Shared && (global.linkage == Linkage::Extern || global.ty.bytes() == 0);
    if extern_shared {
        value.set_linkage(LlvmLinkage::External);
        return Ok(GlobalStorage::Global(value));
    }
    value.set_linkage(match global.linkage {
        Linkage::Internal if space == StateSpace::Shared => LlvmLinkage::Internal,
        Linkage::Visible | Linkage::Extern | Linkage::Internal => LlvmLinkage::External,
        Linkage::Weak => LlvmLinkage::WeakAny,
        Linkage::Common => LlvmLinkage::Common,
    });
    if global.linkage == Linkage::Internal && space != StateSpace::Shared {
        // PTX's file-scope variables are still the module's by name for the driver
        // (`cuModuleGetGlobal`, the runtime's `cudaMemcpyToSymbol`): exported, but bound
        // inside the code object so nothing outside can stand in for them.
        value.set_visibility(inkwell::GlobalVisibility::Protected);
    }
    if global.linkage == Linkage::Extern {
        return Ok(GlobalStorage::Global(value));
    }
    if part.split && space != StateSpace::Shared {
        // One part defines the module's variables; the others refer to its definitions.
        if !part.owner {
            value.set_linkage(LlvmLinkage::External);
            return Ok(GlobalStorage::Global(value));
        }
    }
    // `.const` variables are read-only to kernels but written by the host
    // (`cuMemcpyHtoD` to `cuModuleGetGlobal`'s address), so they live in writable memory;
    // on AMD GPUs their address space already makes kernel loads invariant.
    value.set_constant(false);
    if space == StateSpace::Shared {
        value.set_initializer(&ty.into_array_type().get_undef());
    }
    Ok(GlobalStorage::Global(value))
}

/// Sets a global's initializer, once every global exists (initializers may name others).
pub(super) fn global_initializer<'ctx>(
    cx: &'ctx Context,
    prims: &dyn Primitives<'ctx>,
    state: &ModuleState<'ctx, '_>,
    global: &Global,
    storage: GlobalStorage<'ctx>,
) -> Result<()> {
    let GlobalStorage::Global(value) = storage else { return Ok(()) };
    if global.space == StateSpace::Shared || global.linkage == Linkage::Extern {
        return Ok(());
    }
    let elements = element_count(global);
    let size = global.ty.scalar.bytes() as usize;
    let mut fields: Vec<BasicValueEnum> = Vec::new();
    let mut bytes: Vec<u8> = Vec::new();
    for index in 0..elements {
        match global.init.get(index) {
            None => bytes.extend(std::iter::repeat_n(0, size)),
            Some(InitElement::Imm(imm)) => bytes.extend_from_slice(&immediate_bytes(*imm, global.ty.scalar)[..size]),
            Some(InitElement::Address { symbol, offset, generic }) => {
                if !bytes.is_empty() {
                    fields.push(byte_array(cx, &std::mem::take(&mut bytes)));
                }
                fields.push(address_constant(cx, prims, state, *symbol, *offset, *generic, size as u32)?);
            }
        }
    }
    let total = global.ty.bytes() as usize;
    if bytes.len() + fields.iter().map(|f| field_size(*f)).sum::<usize>() < total {
        let missing = total - bytes.len() - fields.iter().map(|f| field_size(*f)).sum::<usize>();
        bytes.extend(std::iter::repeat_n(0, missing));
    }
    if fields.is_empty() {
        value.set_initializer(&byte_array(cx, &bytes));
        return Ok(());
    }
    if !bytes.is_empty() {
        fields.push(byte_array(cx, &bytes));
    }
    value.set_initializer(&cx.const_struct(&fields, true));
    Ok(())
}

fn element_count(global: &Global) -> usize {
    let per = u64::from(global.ty.vector) * global.ty.dims.iter().map(|d| if *d == 0 { 1 } else { *d }).product::<u64>();
    if global.ty.dims.contains(&0) { global.init.len().max(per as usize) } else { per as usize }
}

/// The LLVM type of a global: bytes, or (when its initializer holds addresses) a packed
/// struct of byte runs and address-sized integers.
fn initializer_type<'ctx>(cx: &'ctx Context, global: &Global) -> BasicTypeEnum<'ctx> {
    let has_addresses = global.init.iter().any(|e| matches!(e, InitElement::Address { .. }));
    if !has_addresses || global.space == StateSpace::Shared {
        let mut ty = global.ty.clone();
        if ty.dims.contains(&0) && !global.init.is_empty() {
            ty.dims = vec![element_count(global) as u64 / u64::from(ty.vector)];
        }
        return memory_type(cx, &ty);
    }
    let size = global.ty.scalar.bytes();
    let mut fields: Vec<BasicTypeEnum> = Vec::new();
    let mut run = 0u32;
    for index in 0..element_count(global) {
        match global.init.get(index) {
            Some(InitElement::Address { .. }) => {
                if run > 0 {
                    fields.push(cx.i8_type().array_type(run).into());
                    run = 0;
                }
                fields.push(int_type(cx, size * 8).into());
            }
            _ => run += size,
        }
    }
    let total = global.ty.bytes() as u32;
    let used: u32 = fields.iter().map(|f| type_size(*f)).sum::<u32>() + run;
    run += total.saturating_sub(used);
    if run > 0 {
        fields.push(cx.i8_type().array_type(run).into());
    }
    cx.struct_type(&fields, true).into()
}

fn type_size(ty: BasicTypeEnum<'_>) -> u32 {
    match ty {
        BasicTypeEnum::ArrayType(t) => t.len(),
        BasicTypeEnum::IntType(t) => t.get_bit_width() / 8,
        _ => 0,
    }
}

fn field_size(value: BasicValueEnum<'_>) -> usize {
    type_size(value.get_type()) as usize
}

fn byte_array<'ctx>(cx: &'ctx Context, bytes: &[u8]) -> BasicValueEnum<'ctx> {
    let values: Vec<_> = bytes.iter().map(|b| cx.i8_type().const_int(u64::from(*b), false)).collect();
    cx.i8_type().const_array(&values).into()
}

/// An immediate's bytes as a value of `ty` in memory (little-endian).
fn immediate_bytes(imm: Immediate, ty: ScalarType) -> [u8; 16] {
    let bits: u64 = match (imm, ty) {
        (Immediate::Int(v), ScalarType::F32) => u64::from((v as f32).to_bits()),
        (Immediate::Int(v), ScalarType::F64) => (v as f64).to_bits(),
        (Immediate::F32(b), ScalarType::F64) => f64::from(f32::from_bits(b)).to_bits(),
        (Immediate::F64(b), ScalarType::F32) => u64::from((f64::from_bits(b) as f32).to_bits()),
        (Immediate::F32(b), ScalarType::F16 | ScalarType::BF16) => u64::from(crate::back::emit::rounding::f32_to_narrow(f32::from_bits(b), ty)),
        (Immediate::Int(v), _) => v as u64,
        (Immediate::F32(b), _) => u64::from(b),
        (Immediate::F64(b), _) => b,
    };
    let mut out = [0u8; 16];
    out[..8].copy_from_slice(&bits.to_le_bytes());
    if let Immediate::Int(v) = imm
        && v < 0
    {
        out[8..].fill(0xff);
    }
    out
}

/// `ptrtoint(&symbol + offset)` as an integer of `bytes` bytes, for initializers.
fn address_constant<'ctx>(
    cx: &'ctx Context,
    prims: &dyn Primitives<'ctx>,
    state: &ModuleState<'ctx, '_>,
    symbol: Symbol,
    offset: i64,
    generic: bool,
    bytes: u32,
) -> Result<BasicValueEnum<'ctx>> {
    let pointer = match symbol {
        Symbol::Global(id) => match state.globals[id.0 as usize] {
            Some(GlobalStorage::Global(global)) => global.as_pointer_value(),
            _ => return Err(format!("`{}` has no address usable in an initializer", state.ir.global(id).name).into()),
        },
        Symbol::Function(id) => match state.functions[id.0 as usize] {
            Some(function) => function.as_global_value().as_pointer_value(),
            None => return Err(format!("`{}` has no address here", state.ir.function(id).name).into()),
        },
        Symbol::Var(_) => return Err("a function-scope variable in an initializer".into()),
    };
    let pointer = if generic { pointer.const_address_space_cast(cx.ptr_type(prims.address_space(StateSpace::Generic))) } else { pointer };
    // SAFETY: one constant index over `i8` steps over the pointer by whole bytes and never
    // into a type, which is a well-formed constant expression for any index (inkwell marks
    // GEP unsafe for index lists that do not fit their type, which crash LLVM).
    let moved = unsafe { pointer.const_gep(cx.i8_type(), &[cx.i64_type().const_int(offset as u64, true)]) };
    let int_type = int_type(cx, bytes * 8);
    Ok(moved.const_to_int(int_type).into())
}

/// A floating-point constant with exactly these bits (NaN payloads included).
pub(crate) fn float_from_bits<'ctx>(bits: IntValue<'ctx>, ty: FloatType<'ctx>) -> FloatValue<'ctx> {
    use inkwell::types::AsTypeRef;
    assert!(bits.is_const(), "a constant");
    assert_eq!(bits.get_type().get_bit_width(), ty.get_bit_width(), "as wide as the float type");
    assert!(bits.get_type().get_context() == ty.get_context(), "of the float type's context");
    // SAFETY: `LLVMConstBitCast` takes a constant and a type it may be bit cast to, of the
    // constant's context; the assertions above check all three, and the result is a
    // constant of `ty`, a float type, as `FloatValue::new` requires.
    unsafe { FloatValue::new(inkwell::llvm_sys::core::LLVMConstBitCast(bits.as_value_ref(), ty.as_type_ref())) }
}
