//! `add`, `sub`, `mul`, `mad`, `fma`, `div`, `rem`, `abs`, `neg`, `min`, `max`, `mul24`,
//! `mad24`, `sad`.

use inkwell::types::IntType;
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FloatValue, IntValue};
use inkwell::{FloatPredicate, IntPredicate};

use super::rounding::Op;
use super::{Fx, Result, int_type};
use crate::ir::{Carry, DivMode, FloatMode, Instruction, MulMode, MulPart, Operand, Rounding, ScalarType};

/// The scalar of a packed type (`f16x2` is two `f16`), or the type itself.
pub(crate) fn lane_type(ty: ScalarType) -> ScalarType {
    match ty {
        ScalarType::F16x2 => ScalarType::F16,
        ScalarType::BF16x2 => ScalarType::BF16,
        ScalarType::U16x2 => ScalarType::U16,
        ScalarType::S16x2 => ScalarType::S16,
        other => other,
    }
}

/// The destination type of a `.wide` operation.
pub(crate) fn wide_type(ty: ScalarType) -> ScalarType {
    match ty {
        ScalarType::S16 => ScalarType::S32,
        ScalarType::S32 => ScalarType::S64,
        ScalarType::U16 => ScalarType::U32,
        ScalarType::U32 => ScalarType::U64,
        ScalarType::B16 => ScalarType::B32,
        ScalarType::B32 => ScalarType::B64,
        other => other,
    }
}

impl<'ctx> Fx<'ctx, '_> {
    pub(super) fn arith(&self, instruction: &Instruction) -> Result<()> {
        use Instruction::*;
        match instruction {
            Add { ty, float, sat, carry, dst, a, b } | Sub { ty, float, sat, carry, dst, a, b } => {
                let subtract = matches!(instruction, Sub { .. });
                if ty.is_float() {
                    return self.float_op(*ty, *float, dst, &[a, b], |x| {
                        if subtract { Ok(Op::Add(x[0], self.b.build_float_neg(x[1], "")?)) } else { Ok(Op::Add(x[0], x[1])) }
                    });
                }
                let (x, y) = (self.read_int(a, *ty)?, self.read_int(b, *ty)?);
                let result = if *sat {
                    let name = if subtract { "llvm.ssub.sat" } else { "llvm.sadd.sat" };
                    self.int_intrinsic(name, &[x, y])?
                } else {
                    self.add_with_carry(x, y, *carry, subtract)?
                };
                self.write_int(dst, *ty, result)
            }
            Mul { ty, mode, dst, a, b } => match mode {
                MulMode::Float(float) => self.float_op(*ty, *float, dst, &[a, b], |x| Ok(Op::Mul(x[0], x[1]))),
                MulMode::Int(part) => {
                    let product = self.int_multiply(*ty, *part, a, b)?;
                    let out = if *part == MulPart::Wide { wide_type(*ty) } else { *ty };
                    self.write_int(dst, out, product)
                }
            },
            Mad { ty, mode, sat, carry, dst, a, b, c } => match mode {
                MulMode::Float(float) => self.float_op(*ty, *float, dst, &[a, b, c], |x| Ok(Op::Fma(x[0], x[1], x[2]))),
                MulMode::Int(part) => {
                    let product = self.int_multiply(*ty, *part, a, b)?;
                    let out = if *part == MulPart::Wide { wide_type(*ty) } else { *ty };
                    let addend = self.read_int(c, out)?;
                    // `mad.hi.sat.s32` wraps on NVIDIA's GPUs as `mad.hi.s32` does; the
                    // saturation has no effect there, and none here.
                    let saturate = *sat && *part != MulPart::Hi;
                    let result =
                        if saturate { self.int_intrinsic("llvm.sadd.sat", &[product, addend])? } else { self.add_with_carry(product, addend, *carry, false)? };
                    self.write_int(dst, out, result)
                }
            },
            Fma { ty, float, relu, dst, a, b, c } => {
                if !relu {
                    return self.float_op(*ty, *float, dst, &[a, b, c], |x| Ok(Op::Fma(x[0], x[1], x[2])));
                }
                let lanes = self.float_lanes(*ty, *float, &[a, b, c], |x| Ok(Op::Fma(x[0], x[1], x[2])))?;
                let lanes = lanes.into_iter().map(|l| self.relu(l)).collect::<Result<Vec<_>>>()?;
                self.write_lanes(dst, *ty, &lanes)
            }
            Mul24 { ty, hi, dst, a, b } => {
                let product = self.multiply24(*ty, *hi, a, b)?;
                self.write_int(dst, *ty, product)
            }
            Mad24 { ty, hi, sat, dst, a, b, c } => {
                let product = self.multiply24(*ty, *hi, a, b)?;
                let addend = self.read_int(c, *ty)?;
                let result = if *sat { self.int_intrinsic("llvm.sadd.sat", &[product, addend])? } else { self.b.build_int_add(product, addend, "")? };
                self.write_int(dst, *ty, result)
            }
            Sad { ty, dst, a, b, c } => {
                let (x, y, z) = (self.read_int(a, *ty)?, self.read_int(b, *ty)?, self.read_int(c, *ty)?);
                let greater = self.b.build_int_compare(if ty.is_signed() { IntPredicate::SGT } else { IntPredicate::UGT }, x, y, "")?;
                let forward = self.b.build_int_sub(x, y, "")?;
                let backward = self.b.build_int_sub(y, x, "")?;
                let difference = self.b.build_select(greater, forward, backward, "")?.into_int_value();
                self.write_int(dst, *ty, self.b.build_int_add(z, difference, "")?)
            }
            Div { ty, mode, dst, a, b } => self.divide(*ty, *mode, dst, a, b),
            Rem { ty, dst, a, b } => {
                let (x, y) = (self.read_int(a, *ty)?, self.read_int(b, *ty)?);
                let int_type = x.get_type();
                let zero = self.b.build_int_compare(IntPredicate::EQ, y, int_type.const_zero(), "")?;
                let (safe, overflow) = self.safe_divisor(*ty, x, y)?;
                let remainder = if ty.is_signed() { self.b.build_int_signed_rem(x, safe, "")? } else { self.b.build_int_unsigned_rem(x, safe, "")? };
                let remainder = self.b.build_select(overflow, int_type.const_zero(), remainder, "")?.into_int_value();
                // NVIDIA's GPUs give all ones for a remainder by zero, as for the quotient.
                let result = self.b.build_select(zero, int_type.const_all_ones(), remainder, "")?.into_int_value();
                self.write_int(dst, *ty, result)
            }
            Abs { ty, ftz, dst, src } | Neg { ty, ftz, dst, src } => {
                let negate = matches!(instruction, Neg { .. });
                if matches!(lane_type(*ty), ScalarType::F16 | ScalarType::BF16) {
                    let lanes = self.lanes(src, *ty)?;
                    let out = lanes.into_iter().map(|x| self.sign_bit_16(x, negate, *ftz)).collect::<Result<Vec<_>>>()?;
                    return self.write_lanes(dst, *ty, &out);
                }
                if ty.is_float() {
                    let lanes = self.lanes(src, *ty)?;
                    let out = lanes
                        .into_iter()
                        .map(|x| {
                            let x = self.flush(x, *ftz)?;
                            let r = if negate { self.b.build_float_neg(x, "")? } else { self.fabs(x)? };
                            self.flush(r, *ftz)
                        })
                        .collect::<Result<Vec<_>>>()?;
                    return self.write_lanes(dst, *ty, &out);
                }
                let x = self.read_int(src, *ty)?;
                let result = if negate {
                    self.b.build_int_neg(x, "")?
                } else {
                    let poison = self.bool(false);
                    self.intrinsic_value("llvm.abs", &[x.get_type().into()], &[x.into(), poison.into()])?.into_int_value()
                };
                self.write_int(dst, *ty, result)
            }
            MinMax { max, ty, ftz, nan, xorsign_abs, relu, dst, a, b, c } => self.min_max(*max, *ty, *ftz, *nan, *xorsign_abs, *relu, dst, a, b, c.as_ref()),
            _ => unreachable!("not an arithmetic instruction"),
        }
    }

    /// `neg` or `abs` of a 16-bit float lane, done on its bits as NVIDIA's GPUs do it: the
    /// sign bit flipped or cleared, a subnormal kept unless `.ftz` (where it becomes a zero of
    /// its sign), and any NaN replaced by the canonical NaN `0x7fff` (recorded on an H200:
    /// `tests/programs/cuda/half_signbits.cu`). Through f32, a subnormal would be flushed.
    fn sign_bit_16(&self, x: FloatValue<'ctx>, negate: bool, ftz: bool) -> Result<FloatValue<'ctx>> {
        let i16_type = self.cx.i16_type();
        let exponent_mask = if x.get_type() == self.cx.f16_type() { 0x7c00 } else { 0x7f80 };
        let constant = |value: u64| i16_type.const_int(value, false);
        let mut bits = self.b.build_bit_cast(x, i16_type, "")?.into_int_value();
        let magnitude = self.b.build_and(bits, constant(0x7fff), "")?;
        let nan = self.b.build_int_compare(IntPredicate::UGT, magnitude, constant(exponent_mask), "")?;
        if ftz {
            let exponent = self.b.build_and(bits, constant(exponent_mask), "")?;
            let subnormal = self.b.build_int_compare(IntPredicate::EQ, exponent, constant(0), "")?;
            let signed_zero = self.b.build_and(bits, constant(0x8000), "")?;
            bits = self.b.build_select(subnormal, signed_zero, bits, "")?.into_int_value();
        }
        let result = if negate { self.b.build_xor(bits, constant(0x8000), "")? } else { self.b.build_and(bits, constant(0x7fff), "")? };
        let result = self.b.build_select(nan, constant(0x7fff), result, "")?.into_int_value();
        Ok(self.b.build_bit_cast(result, x.get_type(), "")?.into_float_value())
    }

    /// `x + y` (or `x - y`), reading and writing the carry flag as `carry` says. PTX's
    /// flag after a subtraction is the borrow.
    fn add_with_carry(&self, x: IntValue<'ctx>, y: IntValue<'ctx>, carry: Carry, subtract: bool) -> Result<IntValue<'ctx>> {
        if !carry.read && !carry.write {
            return Ok(if subtract { self.b.build_int_sub(x, y, "")? } else { self.b.build_int_add(x, y, "")? });
        }
        let name = if subtract { "llvm.usub.with.overflow" } else { "llvm.uadd.with.overflow" };
        let (mut result, mut flag) = self.with_overflow(name, x, y)?;
        if carry.read {
            let flag_ptr = self.carry_flag()?;
            let carry_in = self.b.build_load(self.cx.bool_type(), flag_ptr, "")?.into_int_value();
            let carry_in = self.b.build_int_z_extend(carry_in, x.get_type(), "")?;
            let (second, second_flag) = self.with_overflow(name, result, carry_in)?;
            result = second;
            flag = self.b.build_or(flag, second_flag, "")?;
        }
        if carry.write {
            self.b.build_store(self.carry_flag()?, flag)?;
        }
        Ok(result)
    }

    fn with_overflow(&self, name: &str, x: IntValue<'ctx>, y: IntValue<'ctx>) -> Result<(IntValue<'ctx>, IntValue<'ctx>)> {
        let pair = self.intrinsic_value(name, &[x.get_type().into()], &[x.into(), y.into()])?.into_struct_value();
        let value = self.b.build_extract_value(pair, 0, "")?.into_int_value();
        let flag = self.b.build_extract_value(pair, 1, "")?.into_int_value();
        Ok((value, flag))
    }

    pub fn int_intrinsic(&self, name: &str, args: &[IntValue<'ctx>]) -> Result<IntValue<'ctx>> {
        let ty = args[0].get_type();
        let args: Vec<BasicMetadataValueEnum> = args.iter().map(|a| (*a).into()).collect();
        Ok(self.intrinsic_value(name, &[ty.into()], &args)?.into_int_value())
    }

    /// An integer product's low half, high half, or whole (twice as wide).
    fn int_multiply(&self, ty: ScalarType, part: MulPart, a: &Operand, b: &Operand) -> Result<IntValue<'ctx>> {
        let (x, y) = (self.read_int(a, ty)?, self.read_int(b, ty)?);
        if part == MulPart::Lo {
            return Ok(self.b.build_int_mul(x, y, "")?);
        }
        let bits = ty.bits();
        let wide = int_type(self.cx, bits * 2);
        let extend = |v: IntValue<'ctx>| -> Result<IntValue<'ctx>> {
            Ok(if ty.is_signed() { self.b.build_int_s_extend(v, wide, "")? } else { self.b.build_int_z_extend(v, wide, "")? })
        };
        let product = self.b.build_int_mul(extend(x)?, extend(y)?, "")?;
        if part == MulPart::Wide {
            return Ok(product);
        }
        let high = self.b.build_right_shift(product, wide.const_int(u64::from(bits), false), false, "")?;
        Ok(self.b.build_int_truncate(high, int_type(self.cx, bits), "")?)
    }

    /// `mul24`: the product of the low 24 bits; `.hi` keeps bits 16..48 of it.
    fn multiply24(&self, ty: ScalarType, hi: bool, a: &Operand, b: &Operand) -> Result<IntValue<'ctx>> {
        let (x, y) = (self.read_int(a, ty)?, self.read_int(b, ty)?);
        let i24 = int_type(self.cx, 24);
        let i64 = self.cx.i64_type();
        let extend = |v: IntValue<'ctx>| -> Result<IntValue<'ctx>> {
            let low = self.b.build_int_truncate(v, i24, "")?;
            Ok(if ty.is_signed() { self.b.build_int_s_extend(low, i64, "")? } else { self.b.build_int_z_extend(low, i64, "")? })
        };
        let product = self.b.build_int_mul(extend(x)?, extend(y)?, "")?;
        let product = if hi { self.b.build_right_shift(product, i64.const_int(16, false), false, "")? } else { product };
        Ok(self.b.build_int_truncate(product, self.cx.i32_type(), "")?)
    }

    /// A divisor that cannot trap (0 and MIN/-1 replaced by 1), and whether it was MIN/-1.
    fn safe_divisor(&self, ty: ScalarType, x: IntValue<'ctx>, y: IntValue<'ctx>) -> Result<(IntValue<'ctx>, IntValue<'ctx>)> {
        let int_type: IntType = y.get_type();
        let zero = self.b.build_int_compare(IntPredicate::EQ, y, int_type.const_zero(), "")?;
        let overflow = if ty.is_signed() {
            let min = int_type.const_int(1u64 << (ty.bits() - 1), false);
            let is_min = self.b.build_int_compare(IntPredicate::EQ, x, min, "")?;
            let minus_one = self.b.build_int_compare(IntPredicate::EQ, y, int_type.const_all_ones(), "")?;
            self.b.build_and(is_min, minus_one, "")?
        } else {
            self.bool(false)
        };
        let bad = self.b.build_or(zero, overflow, "")?;
        let safe = self.b.build_select(bad, int_type.const_int(1, false), y, "")?.into_int_value();
        Ok((safe, overflow))
    }

    fn divide(&self, ty: ScalarType, mode: DivMode, dst: &Operand, a: &Operand, b: &Operand) -> Result<()> {
        match mode {
            DivMode::Int => {
                let (x, y) = (self.read_int(a, ty)?, self.read_int(b, ty)?);
                let int_type = x.get_type();
                let zero = self.b.build_int_compare(IntPredicate::EQ, y, int_type.const_zero(), "")?;
                let (safe, overflow) = self.safe_divisor(ty, x, y)?;
                let quotient = if ty.is_signed() { self.b.build_int_signed_div(x, safe, "")? } else { self.b.build_int_unsigned_div(x, safe, "")? };
                // MIN / -1 wraps to MIN, which MIN / 1 already is. Division by zero gives all
                // ones, as NVIDIA's hardware does.
                let _ = overflow;
                let result = self.b.build_select(zero, int_type.const_all_ones(), quotient, "")?.into_int_value();
                self.write_int(dst, ty, result)
            }
            DivMode::Rounded(float) => self.float_op(ty, float, dst, &[a, b], |x| Ok(Op::Div(x[0], x[1]))),
            DivMode::Approx { ftz } | DivMode::Full { ftz } => {
                let float = FloatMode { rounding: None, ftz, sat: false };
                let lanes = self.float_lanes(ty, float, &[a, b], |x| {
                    let reciprocal = self.approx_reciprocal(x[1])?;
                    Ok(Op::Mul(x[0], reciprocal))
                })?;
                self.write_lanes(dst, ty, &lanes)
            }
        }
    }

    /// `x` clamped at zero from below; NaN becomes the canonical NaN (`.relu`).
    /// `.relu`: anything with its sign bit set (-0.0 too) becomes +0.0; NaN becomes the
    /// canonical NaN.
    pub fn relu(&self, x: FloatValue<'ctx>) -> Result<FloatValue<'ctx>> {
        let ty = x.get_type();
        let bits = self.to_bits(x.into())?;
        let negative = self.b.build_int_compare(IntPredicate::SLT, bits, bits.get_type().const_zero(), "")?;
        let clamped = self.b.build_select(negative, ty.const_zero(), x, "")?.into_float_value();
        let nan = self.b.build_float_compare(FloatPredicate::UNO, x, x, "")?;
        Ok(self.b.build_select(nan, self.canonical_nan(ty)?, clamped, "")?.into_float_value())
    }

    fn min_max(
        &self,
        max: bool,
        ty: ScalarType,
        ftz: bool,
        nan: bool,
        xorsign_abs: bool,
        relu: bool,
        dst: &Operand,
        a: &Operand,
        b: &Operand,
        c: Option<&Operand>,
    ) -> Result<()> {
        if !ty.is_float() {
            let lane = lane_type(ty);
            let name = match (max, lane.is_signed()) {
                (false, true) => "llvm.smin",
                (false, false) => "llvm.umin",
                (true, true) => "llvm.smax",
                (true, false) => "llvm.umax",
            };
            let inputs = [Some(a), Some(b), c].into_iter().flatten().map(|o| self.int_lanes(o, ty)).collect::<Result<Vec<_>>>()?;
            let mut out = Vec::new();
            for index in 0..inputs[0].len() {
                let mut result = self.int_intrinsic(name, &[inputs[0][index], inputs[1][index]])?;
                if let Some(third) = inputs.get(2) {
                    result = self.int_intrinsic(name, &[result, third[index]])?;
                }
                if relu {
                    result = self.int_intrinsic("llvm.smax", &[result, result.get_type().const_zero()])?;
                }
                out.push(result);
            }
            let joined = self.join_int_lanes(&out)?;
            return self.write_int(dst, ty, joined);
        }
        // minnum/maxnum return the number when one input is NaN; `.NaN` propagates NaN.
        let name = match (max, nan) {
            (false, false) => "llvm.minnum",
            (true, false) => "llvm.maxnum",
            (false, true) => "llvm.minimum",
            (true, true) => "llvm.maximum",
        };
        let mut inputs = vec![self.lanes(a, ty)?, self.lanes(b, ty)?];
        if let Some(c) = c {
            inputs.push(self.lanes(c, ty)?);
        }
        let mut out = Vec::new();
        for lane in 0..inputs[0].len() {
            // bf16 lanes are compared as the f32 values they are (exactly).
            let values = inputs.iter().map(|l| self.widen_bf16(self.flush(l[lane], ftz)?)).collect::<Result<Vec<_>>>()?;
            let operands = if xorsign_abs { values.iter().map(|v| self.fabs(*v)).collect::<Result<Vec<_>>>()? } else { values.clone() };
            let mut result = self.min_max_pair(name, max, operands[0], operands[1])?;
            if let Some(third) = operands.get(2) {
                result = self.min_max_pair(name, max, result, *third)?;
            }
            if xorsign_abs {
                let sign = self.xor_sign(values[0], values[1])?;
                result = self.copysign(result, sign)?;
            }
            if relu {
                result = self.relu(result)?;
            }
            if lane_type(ty) == ScalarType::BF16 {
                result = self.round_to(result, ScalarType::BF16, Rounding::Nearest)?;
            }
            out.push(self.flush(result, ftz)?);
        }
        self.write_lanes(dst, ty, &out)
    }

    /// `min`/`max` of two values, where -0.0 is less than +0.0 (LLVM's `minnum` may return
    /// either zero).
    fn min_max_pair(&self, name: &str, max: bool, x: FloatValue<'ctx>, y: FloatValue<'ctx>) -> Result<FloatValue<'ctx>> {
        let result = self.float_intrinsic(name, &[x, y])?;
        let zero = x.get_type().const_zero();
        let both_zero = self.b.build_and(
            self.b.build_float_compare(FloatPredicate::OEQ, x, zero, "")?,
            self.b.build_float_compare(FloatPredicate::OEQ, y, zero, "")?,
            "",
        )?;
        let (x_bits, y_bits) = (self.to_bits(x.into())?, self.to_bits(y.into())?);
        // Both are zeros: their bits are their signs.
        let signed = if max { self.b.build_and(x_bits, y_bits, "")? } else { self.b.build_or(x_bits, y_bits, "")? };
        let signed = self.b.build_bit_cast(signed, x.get_type(), "")?.into_float_value();
        Ok(self.b.build_select(both_zero, signed, result, "")?.into_float_value())
    }

    /// A bf16 value as the f32 it is; other values unchanged.
    fn widen_bf16(&self, x: FloatValue<'ctx>) -> Result<FloatValue<'ctx>> {
        if x.get_type() == self.cx.bf16_type() { self.widen_to_f32(x) } else { Ok(x) }
    }

    /// A value whose sign is the exclusive or of two signs.
    fn xor_sign(&self, x: FloatValue<'ctx>, y: FloatValue<'ctx>) -> Result<FloatValue<'ctx>> {
        let ty = x.get_type();
        let bits = self.to_bits(x.into())?;
        let other = self.to_bits(y.into())?;
        let combined = self.b.build_xor(bits, other, "")?;
        Ok(self.b.build_bit_cast(combined, ty, "")?.into_float_value())
    }

    /// Reads an integer operand as its lanes: two 16-bit ones for `u16x2`/`s16x2`, else one.
    pub fn int_lanes(&self, operand: &Operand, ty: ScalarType) -> Result<Vec<IntValue<'ctx>>> {
        let bits = self.read_int(operand, ty)?;
        if lane_type(ty) == ty {
            return Ok(vec![bits]);
        }
        let half = self.cx.i16_type();
        let high = self.b.build_right_shift(bits, bits.get_type().const_int(16, false), false, "")?;
        Ok(vec![self.b.build_int_truncate(bits, half, "")?, self.b.build_int_truncate(high, half, "")?])
    }

    /// Integer lanes, lowest first, joined into one value.
    pub fn join_int_lanes(&self, lanes: &[IntValue<'ctx>]) -> Result<IntValue<'ctx>> {
        if let [single] = lanes {
            return Ok(*single);
        }
        let i32_type = self.cx.i32_type();
        let low = self.b.build_int_z_extend(lanes[0], i32_type, "")?;
        let high = self.b.build_left_shift(self.b.build_int_z_extend(lanes[1], i32_type, "")?, i32_type.const_int(16, false), "")?;
        Ok(self.b.build_or(high, low, "")?)
    }

    /// Reads a floating-point operand as its lanes: two for `f16x2`/`bf16x2`, else one.
    pub fn lanes(&self, operand: &Operand, ty: ScalarType) -> Result<Vec<FloatValue<'ctx>>> {
        let value = self.read(operand, ty)?;
        self.split_lanes(value, ty)
    }

    /// A value of `ty`'s register type as its floating-point lanes.
    pub fn split_lanes(&self, value: BasicValueEnum<'ctx>, ty: ScalarType) -> Result<Vec<FloatValue<'ctx>>> {
        let lane = lane_type(ty);
        if lane == ty {
            return match value {
                BasicValueEnum::FloatValue(value) => Ok(vec![value]),
                _ => Err(format!("{ty} is not a floating-point type").into()),
            };
        }
        let bits = self.to_bits(value)?;
        let half = self.cx.i16_type();
        let lane_type = super::register_type(self.cx, lane);
        let low = self.b.build_int_truncate(bits, half, "")?;
        let high = self.b.build_right_shift(bits, bits.get_type().const_int(16, false), false, "")?;
        let high = self.b.build_int_truncate(high, half, "")?;
        Ok(vec![self.b.build_bit_cast(low, lane_type, "")?.into_float_value(), self.b.build_bit_cast(high, lane_type, "")?.into_float_value()])
    }

    /// Lanes joined into the bits of one value of `ty`.
    pub fn join_lanes(&self, lanes: &[FloatValue<'ctx>]) -> Result<IntValue<'ctx>> {
        if let [single] = lanes {
            return self.to_bits((*single).into());
        }
        let i32_type = self.cx.i32_type();
        let mut bits = i32_type.const_zero();
        for (index, lane) in lanes.iter().enumerate() {
            let lane_bits = self.to_bits((*lane).into())?;
            let lane_bits = self.b.build_int_z_extend(lane_bits, i32_type, "")?;
            let shifted = self.b.build_left_shift(lane_bits, i32_type.const_int(16 * index as u64, false), "")?;
            bits = self.b.build_or(bits, shifted, "")?;
        }
        Ok(bits)
    }

    /// Writes lanes back as one value of `ty`.
    pub fn write_lanes(&self, operand: &Operand, ty: ScalarType, lanes: &[FloatValue<'ctx>]) -> Result<()> {
        if let [single] = lanes {
            return self.write(operand, ty, (*single).into());
        }
        let bits = self.join_lanes(lanes)?;
        self.write_int(operand, ty, bits)
    }

    /// Computes a floating-point operation lane by lane with PTX's modifiers.
    pub fn float_lanes(
        &self,
        ty: ScalarType,
        float: FloatMode,
        sources: &[&Operand],
        op: impl Fn(&[FloatValue<'ctx>]) -> Result<Op<'ctx>>,
    ) -> Result<Vec<FloatValue<'ctx>>> {
        let inputs = sources.iter().map(|s| self.lanes(s, ty)).collect::<Result<Vec<_>>>()?;
        (0..inputs[0].len())
            .map(|index| {
                let values: Vec<FloatValue> = inputs.iter().map(|l| l[index]).collect();
                self.lane_arith(ty, float, &values, &op)
            })
            .collect()
    }

    /// One lane of a floating-point operation: inputs flushed if `.ftz`, the operation
    /// rounded as asked, the result flushed and saturated.
    ///
    /// f16 and bf16 lanes are computed in f32 and rounded again with the same rounding, which
    /// is exact for a single operation (f32 has more than twice their precision plus two
    /// bits). Fused multiply-adds are rounded to odd in f64 and then to the lane type, which
    /// is exact too; a target with native f16 fused multiply-adds computes those directly.
    pub fn lane_arith(
        &self,
        ty: ScalarType,
        float: FloatMode,
        values: &[FloatValue<'ctx>],
        op: &impl Fn(&[FloatValue<'ctx>]) -> Result<Op<'ctx>>,
    ) -> Result<FloatValue<'ctx>> {
        let lane = lane_type(ty);
        let values = values.iter().map(|v| self.flush(*v, float.ftz)).collect::<Result<Vec<_>>>()?;
        let rounding = float.rounding.unwrap_or(Rounding::Nearest);
        // Whether the result is tiny as `.ftz` decides it (at the lane's precision with an
        // unbounded exponent), from the wider intermediate: scaled up into the lane's normal
        // range, rounded to the lane, compared with the scaled smallest normal.
        let below_normal = |wide: FloatValue<'ctx>, lane: ScalarType| -> Result<Option<IntValue<'ctx>>> {
            let (smallest, scale) = if lane == ScalarType::F16 { (2f64.powi(-14), 2f64.powi(24)) } else { (f64::from(f32::MIN_POSITIVE), 2f64.powi(64)) };
            let scaled = self.b.build_float_mul(wide, wide.get_type().const_float(scale), "")?;
            let rounded = self.widen_to_f32(self.round_to(scaled, lane, rounding)?)?;
            let limit = self.cx.f32_type().const_float(smallest * scale);
            Ok(Some(self.b.build_float_compare(FloatPredicate::OLT, self.fabs(rounded)?, limit, "")?))
        };
        let (result, tiny) = match lane {
            ScalarType::F16 | ScalarType::BF16 => {
                let fused = values.len() == 3;
                if fused && lane == ScalarType::F16 && self.prims.native_f16() {
                    (self.rounded(op(&values)?, float.rounding)?, None)
                } else if fused {
                    let f64_type = self.cx.f64_type();
                    let wide = values.iter().map(|v| Ok(self.b.build_float_ext(self.widen_to_f32(*v)?, f64_type, "")?)).collect::<Result<Vec<_>>>()?;
                    let odd = self.rounded_odd(op(&wide)?)?;
                    (self.round_to(odd, lane, rounding)?, below_normal(odd, lane)?)
                } else {
                    let wide = values.iter().map(|v| self.widen_to_f32(*v)).collect::<Result<Vec<_>>>()?;
                    let result = self.rounded(op(&wide)?, float.rounding)?;
                    (self.round_to(result, lane, rounding)?, below_normal(result, lane)?)
                }
            }
            ScalarType::F32 if float.ftz && self.explicit_flush => {
                (self.rounded(op(&values)?, float.rounding)?, Some(self.tiny_after_rounding(op(&values)?, float.rounding)?))
            }
            _ => (self.rounded(op(&values)?, float.rounding)?, None),
        };
        let result = self.flush_result(result, float.ftz, tiny)?;
        if float.sat { self.saturate(result) } else { Ok(result) }
    }

    fn float_op(
        &self,
        ty: ScalarType,
        float: FloatMode,
        dst: &Operand,
        sources: &[&Operand],
        op: impl Fn(&[FloatValue<'ctx>]) -> Result<Op<'ctx>>,
    ) -> Result<()> {
        let lanes = self.float_lanes(ty, float, sources, op)?;
        self.write_lanes(dst, ty, &lanes)
    }
}
