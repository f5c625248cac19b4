//! Warp matrix instructions on every target, from lane ids and shuffles alone.
//!
//! Each thread computes the D elements the ISA's figures give it (`ir::fragments`). The A
//! and B elements it needs sit in other lanes; for each, a plan made while compiling finds
//! the lane and register that hold it. The register is the same in every lane (the figures
//! are built that way, and `plan` checks it), and the lane is an affine function of the
//! reading lane's `lane / 4` and `lane % 4`, so one shuffle of that register brings a run of
//! elements to every lane at once. Shuffles of the same register from the same lanes are
//! shared within the instruction. Products accumulate in f32 (f64 for f64, exact integers
//! for the integer types) in K order, and round once to D's type.

use std::cell::RefCell;
use std::collections::HashMap;

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::module::Linkage;
use inkwell::types::{BasicMetadataTypeEnum, BasicTypeEnum};
use inkwell::values::{BasicMetadataValueEnum, BasicValue, FloatValue, FunctionValue, IntValue, PointerValue};
use inkwell::{AddressSpace, IntPredicate};

use super::{Fx, Result};
use crate::ir::fragments::{Fragment, MATRIX_8X8, mma_fragments};
use crate::ir::{BitOp, Instruction, LdMatrix, MatrixType, Mma, Operand, ScalarType, StMatrix, StateSpace};

/// A source lane (or a position within a register) as a function of the reading lane:
/// `α·(lane / 8) + β·(lane / 4 % 2) + γ·(lane % 4) + δ`. The figures index by `lane / 4` and
/// `lane % 4`; splitting `lane / 4` in two also expresses the halves a transposed 8×8 matrix
/// takes from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct LaneMap {
    alpha: i64,
    beta: i64,
    gamma: i64,
    delta: i64,
}

impl LaneMap {
    const SELF: LaneMap = LaneMap { alpha: 8, beta: 4, gamma: 1, delta: 0 };
    /// `lane / 4`.
    const GROUP: LaneMap = LaneMap { alpha: 2, beta: 1, gamma: 0, delta: 0 };

    /// `factor·(lane % 4) + delta`.
    fn in_group(factor: i64, delta: i64) -> LaneMap {
        LaneMap { alpha: 0, beta: 0, gamma: factor, delta }
    }

    fn plus(self, delta: i64) -> LaneMap {
        LaneMap { delta: self.delta + delta, ..self }
    }

    fn as_constant(self) -> Option<u32> {
        (self.alpha == 0 && self.beta == 0 && self.gamma == 0).then_some(self.delta as u32)
    }

    pub(crate) fn apply(self, lane: u32) -> i64 {
        self.alpha * i64::from(lane / 8) + self.beta * i64::from(lane / 4 % 2) + self.gamma * i64::from(lane % 4) + self.delta
    }

    /// The map that gives `table[lane]` for every lane, if one does.
    pub(crate) fn fit(table: &[u32; 32]) -> Option<LaneMap> {
        let delta = i64::from(table[0]);
        let map = LaneMap { alpha: i64::from(table[8]) - delta, beta: i64::from(table[4]) - delta, gamma: i64::from(table[1]) - delta, delta };
        (0..32).all(|lane| map.apply(lane) == i64::from(table[lane as usize])).then_some(map)
    }
}

/// Where one element a thread reads lives: in `register` (the same in every lane), of the
/// lane `lane` gives, at the position within the register `element` gives (the same in
/// every lane for `mma`'s operands; not for a transposed 8×8 matrix).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Source {
    pub register: u32,
    pub element: LaneMap,
    pub lane: LaneMap,
}

/// Where element `wanted(lane)` of `fragment`'s matrix lives, for every reading lane.
pub(crate) fn plan(fragment: &Fragment, wanted: impl Fn(u32) -> (u32, u32)) -> std::result::Result<Source, String> {
    let mut holder = HashMap::new();
    for lane in 0..32 {
        for index in 0..fragment.elements() {
            holder.insert(fragment.position(lane, index), (lane, index));
        }
    }
    let (mut lanes, mut elements) = ([0u32; 32], [0u32; 32]);
    let mut register = None;
    for lane in 0..32 {
        let position = wanted(lane);
        let &(source, index) = holder.get(&position).ok_or_else(|| format!("no lane holds element {position:?}"))?;
        if *register.get_or_insert(index / fragment.per_register) != index / fragment.per_register {
            return Err(format!("element {position:?} sits in different registers in different lanes"));
        }
        (lanes[lane as usize], elements[lane as usize]) = (source, index % fragment.per_register);
    }
    let lane = LaneMap::fit(&lanes).ok_or("the source lanes are not affine in the reading lane")?;
    let element = LaneMap::fit(&elements).ok_or("the positions within the register are not affine in the reading lane")?;
    Ok(Source { register: register.expect("32 lanes"), element, lane })
}

/// One instruction's shuffles: of which operand, which register, from which lanes.
type Shuffles<'ctx> = RefCell<HashMap<(u8, u32, LaneMap), IntValue<'ctx>>>;

impl<'ctx> Fx<'ctx, '_> {
    pub(super) fn matrix(&self, instruction: &Instruction) -> Result<()> {
        match instruction {
            Instruction::Mma(mma) => self.mma(mma),
            Instruction::LdMatrix(load) => self.ldmatrix(load),
            Instruction::StMatrix(store) => self.stmatrix(store),
            Instruction::MovMatrix { dst, src } => self.movmatrix(dst, src),
            _ => Err("not a matrix instruction".into()),
        }
    }

    /// The registers of a fragment operand, as integers of the register width.
    fn fragment_registers(&self, operand: &Operand, bits: u32) -> Result<Vec<IntValue<'ctx>>> {
        let Operand::Vector(parts) = operand else { return Err("a fragment is a vector of registers".into()) };
        let ty = if bits == 64 { ScalarType::B64 } else { ScalarType::B32 };
        parts.iter().map(|part| self.read_int(part, ty)).collect()
    }

    /// `map` applied to this lane, as an i32.
    pub(super) fn lane_value(&self, map: LaneMap, lane: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        if let Some(value) = map.as_constant() {
            return Ok(self.i32(u64::from(value)));
        }
        let b = &self.b;
        let high = b.build_right_shift(lane, self.i32(3), false, "")?;
        let low = b.build_and(b.build_right_shift(lane, self.i32(2), false, "")?, self.i32(1), "")?;
        let in_group = b.build_and(lane, self.i32(3), "")?;
        let term = |x: IntValue<'ctx>, factor: i64| -> Result<IntValue<'ctx>> { Ok(b.build_int_mul(x, self.i32(factor as u64), "")?) };
        let value = b.build_int_add(term(high, map.alpha)?, term(low, map.beta)?, "")?;
        let value = b.build_int_add(value, term(in_group, map.gamma)?, "")?;
        Ok(b.build_int_add(value, self.i32(map.delta as u64), "")?)
    }

    /// `value` of the lane `map` gives, for every lane (32 or 64 bits).
    fn shuffle_from(&self, value: IntValue<'ctx>, map: LaneMap, lane: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        if map == LaneMap::SELF {
            return Ok(value);
        }
        let b = &self.b;
        let source = self.lane_value(map, lane)?;
        let all = self.i32(u64::from(u32::MAX));
        if value.get_type().get_bit_width() == 32 {
            return self.prims.shuffle(self, value, source, all);
        }
        let i32_type = self.cx.i32_type();
        let low = b.build_int_truncate(value, i32_type, "")?;
        let high = b.build_int_truncate(b.build_right_shift(value, value.get_type().const_int(32, false), false, "")?, i32_type, "")?;
        let (low, high) = (self.prims.shuffle(self, low, source, all)?, self.prims.shuffle(self, high, source, all)?);
        let wide = value.get_type();
        let high = b.build_left_shift(b.build_int_z_extend(high, wide, "")?, wide.const_int(32, false), "")?;
        Ok(b.build_or(high, b.build_int_z_extend(low, wide, "")?, "")?)
    }

    /// The bits of the element `source` names, from the lane that holds it.
    fn gather(&self, registers: &[IntValue<'ctx>], operand: u8, fragment: &Fragment, source: Source, shuffles: &Shuffles<'ctx>) -> Result<IntValue<'ctx>> {
        let lane = self.prims.lane_id(self)?;
        let key = (operand, source.register, source.lane);
        let cached = shuffles.borrow().get(&key).copied();
        let register = match cached {
            Some(value) => value,
            None => {
                let own = *registers.get(source.register as usize).ok_or("a fragment with too few registers")?;
                let value = self.shuffle_from(own, source.lane, lane)?;
                shuffles.borrow_mut().insert(key, value);
                value
            }
        };
        match source.element.as_constant() {
            Some(index) => self.element_bits(register, fragment.element_bits, index),
            None => {
                let index = self.lane_value(source.element, lane)?;
                let shift = self.b.build_int_mul(index, self.i32(u64::from(fragment.element_bits)), "")?;
                let shift = self.b.build_int_z_extend_or_bit_cast(shift, register.get_type(), "")?;
                let shifted = self.b.build_right_shift(register, shift, false, "")?;
                Ok(self.b.build_int_truncate(shifted, super::int_type(self.cx, fragment.element_bits), "")?)
            }
        }
    }

    /// Element `index` of `element_bits` bits within a register, as an integer of that width.
    pub(super) fn element_bits(&self, register: IntValue<'ctx>, element_bits: u32, index: u32) -> Result<IntValue<'ctx>> {
        let width = register.get_type().get_bit_width();
        if element_bits == width {
            return Ok(register);
        }
        let shifted = self.b.build_right_shift(register, register.get_type().const_int(u64::from(index * element_bits), false), false, "")?;
        Ok(self.b.build_int_truncate(shifted, super::int_type(self.cx, element_bits), "")?)
    }

    /// `mma`: a call of the module's helper for this form, which holds the unrolled body once
    /// however many times the kernels use it (llama.cpp's FlashAttention kernels hold hundreds
    /// each; inlined, their code grows tenfold and compiles as much slower).
    fn mma(&self, mma: &Mma) -> Result<()> {
        let [a, b, c] = mma_fragments(mma.shape, mma.a_ty, mma.b_ty, mma.c_ty).ok_or("an mma shape the front end should have refused")?;
        let helper = self.mma_helper(mma, [a, b, c])?;
        let mut args: Vec<BasicMetadataValueEnum<'ctx>> = self.thread.filter(|_| self.prims.passes_thread()).map(|t| t.into()).into_iter().collect();
        for (operand, ty) in [(&mma.a, mma.a_ty), (&mma.b, mma.b_ty), (&mma.c, mma.c_ty)] {
            args.extend(self.fragment_registers(operand, ty.register_bits())?.into_iter().map(BasicMetadataValueEnum::from));
        }
        let call = self.b.build_call(helper, &args, "")?;
        let result = call.try_as_basic_value().basic().ok_or("the mma helper returns its D registers")?.into_struct_value();
        let Operand::Vector(d) = &mma.d else { return Err("a fragment is a vector of registers".into()) };
        let ty = if mma.d_ty == MatrixType::F64 { ScalarType::B64 } else { ScalarType::B32 };
        for (index, register) in d.iter().enumerate() {
            let bits = self.b.build_extract_value(result, index as u32, "")?.into_int_value();
            self.write_int(register, ty, bits)?;
        }
        Ok(())
    }

    /// The module's function for this form of `mma`, made at its first use: it takes the
    /// thread pointer where the target passes one, then A's, B's and C's registers, and returns
    /// D's.
    pub(super) fn mma_helper(&self, mma: &Mma, fragments: [Fragment; 3]) -> Result<FunctionValue<'ctx>> {
        let name = format!(
            "__rocuda_mma_m{}n{}k{}_{:?}_{:?}_{:?}_{:?}{}{}",
            mma.shape.m,
            mma.shape.n,
            mma.shape.k,
            mma.d_ty,
            mma.a_ty,
            mma.b_ty,
            mma.c_ty,
            if mma.satfinite { "_satfinite" } else { "" },
            mma.bit_op.map_or(String::new(), |op| format!("_{op:?}"))
        )
        .to_lowercase();
        if let Some(function) = self.module.get_function(&name) {
            return Ok(function);
        }
        let [a, b, c] = fragments;
        let register = |ty: MatrixType| super::int_type(self.cx, ty.register_bits());
        let mut params: Vec<BasicMetadataTypeEnum<'ctx>> = Vec::new();
        if self.prims.passes_thread() {
            params.push(self.cx.ptr_type(AddressSpace::default()).into());
        }
        for (fragment, ty) in [(&a, mma.a_ty), (&b, mma.b_ty), (&c, mma.c_ty)] {
            params.extend((0..fragment.registers).map(|_| BasicMetadataTypeEnum::from(register(ty))));
        }
        let d_types: Vec<BasicTypeEnum<'ctx>> = (0..c.registers).map(|_| register(mma.d_ty).into()).collect();
        let returned = self.cx.struct_type(&d_types, false);
        let function = self.module.add_function(&name, returned.fn_type(&params, false), Some(Linkage::Internal));
        for attribute in ["noinline", "convergent"] {
            function.add_attribute(AttributeLoc::Function, self.cx.create_enum_attribute(Attribute::get_named_enum_kind_id(attribute), 0));
        }
        self.prims.function_attributes(self.cx, function, false);
        let fx = self.helper(function);
        let first = u32::from(self.prims.passes_thread());
        let mut next = first;
        let mut take = |count: u32| -> Vec<IntValue<'ctx>> {
            let values = (next..next + count).filter_map(|i| function.get_nth_param(i)).map(|p| p.into_int_value()).collect();
            next += count;
            values
        };
        let (a_registers, b_registers, c_registers) = (take(a.registers), take(b.registers), take(c.registers));
        let d = fx.mma_body(mma, [a, b, c], &a_registers, &b_registers, &c_registers)?;
        let mut value = returned.get_undef();
        for (index, register) in d.into_iter().enumerate() {
            value = fx.b.build_insert_value(value, register, index as u32, "")?.into_struct_value();
        }
        fx.b.build_return(Some(&value))?;
        Ok(function)
    }

    /// D's registers from A's, B's and C's: each D element this lane holds, summed over K from
    /// the lanes that hold its A and B elements.
    fn mma_body(
        &self,
        mma: &Mma,
        [a, b, c]: [Fragment; 3],
        a_registers: &[IntValue<'ctx>],
        b_registers: &[IntValue<'ctx>],
        c_registers: &[IntValue<'ctx>],
    ) -> Result<Vec<IntValue<'ctx>>> {
        let shuffles = Shuffles::default();
        let mut results = Vec::new();
        for index in 0..c.elements() {
            let own = self.element_bits(c_registers[(index / c.per_register) as usize], c.element_bits, index % c.per_register)?;
            let mut sum = Sum::start(self, mma, own)?;
            for k in 0..a.cols {
                let from_a = plan(&a, |lane| (c.position(lane, index).0, k))?;
                let from_b = plan(&b, |lane| (k, c.position(lane, index).1))?;
                let x = self.gather(a_registers, 0, &a, from_a, &shuffles)?;
                let y = self.gather(b_registers, 1, &b, from_b, &shuffles)?;
                sum = sum.add(self, mma, x, y)?;
            }
            results.push(sum.finish(self, mma)?);
        }
        results.chunks(c.per_register as usize).map(|elements| self.pack(elements, c.element_bits)).collect()
    }

    /// Elements of `element_bits` bits each, packed into one register from the lowest bits.
    pub(super) fn pack(&self, elements: &[IntValue<'ctx>], element_bits: u32) -> Result<IntValue<'ctx>> {
        let width = (elements.len() as u32 * element_bits).max(32);
        let wide = super::int_type(self.cx, width);
        let mut packed = wide.const_zero();
        for (position, element) in elements.iter().enumerate() {
            let element = self.b.build_int_z_extend_or_bit_cast(*element, wide, "")?;
            let element = self.b.build_left_shift(element, wide.const_int(position as u64 * u64::from(element_bits), false), "")?;
            packed = self.b.build_or(packed, element, "")?;
        }
        Ok(packed)
    }

    /// An element's value as the type products are formed in.
    fn matrix_float(&self, bits: IntValue<'ctx>, ty: MatrixType) -> Result<FloatValue<'ctx>> {
        let b = &self.b;
        let (f32_type, i32_type) = (self.cx.f32_type(), self.cx.i32_type());
        let widened = |bits: IntValue<'ctx>| -> Result<FloatValue<'ctx>> {
            let half = b.build_bit_cast(bits, self.cx.f16_type(), "")?.into_float_value();
            Ok(b.build_float_ext(half, f32_type, "")?)
        };
        Ok(match ty {
            MatrixType::F16 => widened(bits)?,
            MatrixType::Bf16 => {
                let wide = b.build_left_shift(b.build_int_z_extend(bits, i32_type, "")?, self.i32(16), "")?;
                b.build_bit_cast(wide, f32_type, "")?.into_float_value()
            }
            // tf32 keeps the sign, the exponent and the top 10 mantissa bits of its f32.
            MatrixType::Tf32 => b.build_bit_cast(b.build_and(bits, self.i32(0xffff_e000), "")?, f32_type, "")?.into_float_value(),
            MatrixType::F32 => b.build_bit_cast(bits, f32_type, "")?.into_float_value(),
            MatrixType::F64 => b.build_bit_cast(bits, self.cx.f64_type(), "")?.into_float_value(),
            MatrixType::E4m3 | MatrixType::E5m2 => widened(self.fp8_to_f16_bits_of(bits, ty == MatrixType::E5m2)?)?,
            _ => return Err(format!("{ty:?} is not a floating-point fragment type").into()),
        })
    }

    /// `ldmatrix`: matrix `j`'s row `r` starts at the address lane `8j + r` holds.
    fn ldmatrix(&self, load: &LdMatrix) -> Result<()> {
        let Operand::Vector(dst) = &load.dst else { return Err("ldmatrix writes a vector of registers".into()) };
        let (own_row, space) = self.row_address(&load.addr, load.generic)?;
        let lane = self.prims.lane_id(self)?;
        for (matrix, register) in dst.iter().enumerate() {
            let value = match self.placement(own_row, matrix as u32, load.trans, lane, space)? {
                Placement::Run(pointer) => {
                    let value = self.b.build_load(self.cx.i32_type(), pointer, "")?;
                    value.as_instruction_value().ok_or("a load")?.set_alignment(4).map_err(|e| e.to_string())?;
                    value.into_int_value()
                }
                Placement::Pair(pointers) => {
                    let mut halves = Vec::new();
                    for pointer in pointers {
                        halves.push(self.b.build_load(self.cx.i16_type(), pointer, "")?.into_int_value());
                    }
                    self.pack(&halves, 16)?
                }
            };
            self.write_int(register, ScalarType::B32, value)?;
        }
        Ok(())
    }

    /// `stmatrix`: the inverse of `ldmatrix`, each lane's register to the rows others name.
    fn stmatrix(&self, store: &StMatrix) -> Result<()> {
        let Operand::Vector(src) = &store.src else { return Err("stmatrix reads a vector of registers".into()) };
        let (own_row, space) = self.row_address(&store.addr, store.generic)?;
        let lane = self.prims.lane_id(self)?;
        for (matrix, register) in src.iter().enumerate() {
            let value = self.read_int(register, ScalarType::B32)?;
            match self.placement(own_row, matrix as u32, store.trans, lane, space)? {
                Placement::Run(pointer) => {
                    self.b.build_store(pointer, value)?.set_alignment(4).map_err(|e| e.to_string())?;
                }
                Placement::Pair(pointers) => {
                    for (position, pointer) in pointers.into_iter().enumerate() {
                        let half = self.element_bits(value, 16, position as u32)?;
                        self.b.build_store(pointer, half)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// This lane's row address as an integer: 32 bits in the shared window (what one shuffle
    /// moves), 64 generic.
    fn row_address(&self, addr: &Operand, generic: bool) -> Result<(IntValue<'ctx>, StateSpace)> {
        let space = if generic { StateSpace::Generic } else { StateSpace::Shared };
        let address = self.prims.window_address(self, space, self.address(addr, space)?)?;
        let address = if generic { address } else { self.b.build_int_truncate(address, self.cx.i32_type(), "")? };
        Ok((address, space))
    }

    /// Where this lane's 32 bits of 8×8 matrix `matrix` lie, whose row addresses lanes
    /// `8·matrix` to `8·matrix + 7` hold (`own_row` is this lane's): row `lane / 4`, the four
    /// bytes from column `2·(lane % 4)`; transposed, column `lane / 4` of rows `2·(lane % 4)`
    /// and the next.
    fn placement(&self, own_row: IntValue<'ctx>, matrix: u32, trans: bool, lane: IntValue<'ctx>, space: StateSpace) -> Result<Placement<'ctx>> {
        let first_row = i64::from(8 * matrix);
        let at = |row_lane: LaneMap, column: LaneMap| -> Result<PointerValue<'ctx>> {
            let row = self.shuffle_from(own_row, row_lane, lane)?;
            let row = self.b.build_int_z_extend_or_bit_cast(row, self.cx.i64_type(), "")?;
            let column = self.b.build_int_z_extend(self.lane_value(column, lane)?, self.cx.i64_type(), "")?;
            let address = self.b.build_int_add(row, self.b.build_left_shift(column, self.i64(1), "")?, "")?;
            self.prims.pointer(self, space, address)
        };
        Ok(if trans {
            Placement::Pair([at(LaneMap::in_group(2, first_row), LaneMap::GROUP)?, at(LaneMap::in_group(2, first_row + 1), LaneMap::GROUP)?])
        } else {
            Placement::Run(at(LaneMap::GROUP.plus(first_row), LaneMap::in_group(2, 0))?)
        })
    }

    /// `movmatrix.trans`: this lane's elements of the transposed 8×8 matrix, from the lanes
    /// that hold them.
    fn movmatrix(&self, dst: &Operand, src: &Operand) -> Result<()> {
        let registers = [self.read_int(src, ScalarType::B32)?];
        let shuffles = Shuffles::default();
        let mut elements = Vec::new();
        for element in 0..2 {
            let source = plan(&MATRIX_8X8, |lane| {
                let (row, col) = MATRIX_8X8.position(lane, element);
                (col, row)
            })?;
            elements.push(self.gather(&registers, 0, &MATRIX_8X8, source, &shuffles)?);
        }
        let value = self.pack(&elements, 16)?;
        self.write_int(dst, ScalarType::B32, value)
    }
}

/// Where a lane's 32 bits of an 8×8 matrix of 16-bit elements lie in memory.
enum Placement<'ctx> {
    /// Two adjacent elements of one row.
    Run(PointerValue<'ctx>),
    /// One element of each of two rows (transposed).
    Pair([PointerValue<'ctx>; 2]),
}

/// A D element being summed.
enum Sum<'ctx> {
    Float(FloatValue<'ctx>),
    /// Integers sum exactly in 64 bits.
    Int(IntValue<'ctx>),
}

impl<'ctx> Sum<'ctx> {
    fn start(fx: &Fx<'ctx, '_>, mma: &Mma, c: IntValue<'ctx>) -> Result<Sum<'ctx>> {
        Ok(if mma.c_ty.is_integer() { Sum::Int(fx.b.build_int_s_extend(c, fx.cx.i64_type(), "")?) } else { Sum::Float(fx.matrix_float(c, mma.c_ty)?) })
    }

    fn add(self, fx: &Fx<'ctx, '_>, mma: &Mma, x: IntValue<'ctx>, y: IntValue<'ctx>) -> Result<Sum<'ctx>> {
        let b = &fx.b;
        Ok(match self {
            Sum::Float(sum) => {
                let (x, y) = (fx.matrix_float(x, mma.a_ty)?, fx.matrix_float(y, mma.b_ty)?);
                let (x, y) = if sum.get_type() == x.get_type() {
                    (x, y)
                } else {
                    (b.build_float_ext(x, sum.get_type(), "")?, b.build_float_ext(y, sum.get_type(), "")?)
                };
                Sum::Float(fx.float_intrinsic("llvm.fma", &[x, y, sum])?)
            }
            Sum::Int(sum) => {
                let i64_type = fx.cx.i64_type();
                let product = match mma.bit_op {
                    Some(op) => {
                        let bits = if op == BitOp::And { b.build_and(x, y, "")? } else { b.build_xor(x, y, "")? };
                        let count = fx.int_intrinsic("llvm.ctpop", &[bits])?;
                        b.build_int_z_extend(count, i64_type, "")?
                    }
                    None => {
                        let widen = |value: IntValue<'ctx>, signed: bool| -> Result<IntValue<'ctx>> {
                            Ok(if signed { b.build_int_s_extend(value, i64_type, "")? } else { b.build_int_z_extend(value, i64_type, "")? })
                        };
                        b.build_int_mul(widen(x, mma.a_ty.is_signed())?, widen(y, mma.b_ty.is_signed())?, "")?
                    }
                };
                Sum::Int(b.build_int_add(sum, product, "")?)
            }
        })
    }

    /// The sum as D's element bits: rounded once to f16, or clamped to s32 with `.satfinite`.
    fn finish(self, fx: &Fx<'ctx, '_>, mma: &Mma) -> Result<IntValue<'ctx>> {
        let b = &fx.b;
        match self {
            Sum::Float(sum) => {
                let value = if mma.d_ty == MatrixType::F16 { b.build_float_trunc(sum, fx.cx.f16_type(), "")? } else { sum };
                fx.to_bits(value.into())
            }
            Sum::Int(sum) => {
                let i64_type = fx.cx.i64_type();
                let sum = if mma.satfinite {
                    let low = i64_type.const_int(i64::from(i32::MIN) as u64, true);
                    let high = i64_type.const_int(i32::MAX as u64, false);
                    let clamped = b.build_select(b.build_int_compare(IntPredicate::SLT, sum, low, "")?, low, sum, "")?.into_int_value();
                    b.build_select(b.build_int_compare(IntPredicate::SGT, clamped, high, "")?, high, clamped, "")?.into_int_value()
                } else {
                    sum
                };
                Ok(b.build_int_truncate(sum, fx.cx.i32_type(), "")?)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::MatrixShape;
    use crate::ir::fragments::mma_fragments;

    /// Every element every D element needs has a plan, for every shape.
    #[test]
    fn every_shape_plans_every_element() {
        use MatrixType::*;
        let cases = [
            (16, 8, 16, F16, F32),
            (16, 8, 8, Bf16, F32),
            (16, 8, 4, Tf32, F32),
            (16, 8, 8, Tf32, F32),
            (8, 8, 4, F64, F64),
            (8, 8, 16, S8, S32),
            (16, 8, 32, S8, S32),
            (8, 8, 32, S4, S32),
            (16, 8, 64, U4, S32),
            (8, 8, 128, B1, S32),
            (16, 8, 256, B1, S32),
            (16, 8, 32, E5m2, F16),
        ];
        for (m, n, k, ty, c_ty) in cases {
            let [a, b, c] = mma_fragments(MatrixShape { m, n, k }, ty, ty, c_ty).expect("a shape");
            for index in 0..c.elements() {
                for k in 0..a.cols {
                    let source = plan(&a, |lane| (c.position(lane, index).0, k)).unwrap_or_else(|e| panic!("m{m}n{n}k{k} {ty:?} A: {e}"));
                    for lane in 0..32 {
                        let holder = source.lane.apply(lane) as u32;
                        let element = source.element.apply(lane) as u32;
                        assert_eq!(a.position(holder, source.register * a.per_register + element), (c.position(lane, index).0, k));
                    }
                    plan(&b, |lane| (k, c.position(lane, index).1)).unwrap_or_else(|e| panic!("m{m}n{n}k{k} {ty:?} B: {e}"));
                }
            }
        }
    }

    #[test]
    fn the_transpose_of_an_8x8_matrix_plans() {
        for element in 0..2 {
            let source = plan(&MATRIX_8X8, |lane| {
                let (row, col) = MATRIX_8X8.position(lane, element);
                (col, row)
            });
            assert!(source.is_ok(), "{source:?}");
        }
    }
}
