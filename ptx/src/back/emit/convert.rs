//! `cvt` and `cvt.pack`: conversions between every pair of PTX types, with their rounding,
//! saturation, flush and `.relu`/`.satfinite` modifiers.
//!
//! Conversions to formats LLVM rounds only to nearest (or not at all: bf16 on CPUs without
//! it, tf32, FP8) are done on the bits: the dropped bits decide the rounding. A conversion
//! that goes through f32 on the way (f64 to f16, integers to bf16) rounds to odd first, which
//! keeps the final rounding exact.

use inkwell::types::FloatType;
use inkwell::values::{FloatValue, IntValue};
use inkwell::{FloatPredicate, IntPredicate};

use super::{Fx, Result, int_type, register_type};
use crate::ir::{CvtRounding, Instruction, IntRounding, Operand, Rounding, ScalarType};

/// An 8-bit float format (OCP FP8).
#[derive(Clone, Copy, Debug)]
struct Fp8 {
    mantissa_bits: u32,
    bias: u32,
    /// The code of the largest finite magnitude.
    max_code: u64,
}

const E4M3: Fp8 = Fp8 { mantissa_bits: 3, bias: 7, max_code: 0x7e };
const E5M2: Fp8 = Fp8 { mantissa_bits: 2, bias: 15, max_code: 0x7b };
const FP8_NAN: u64 = 0x7f;

fn fp8_format(ty: ScalarType) -> Option<Fp8> {
    match ty {
        ScalarType::E4M3 | ScalarType::E4M3x2 => Some(E4M3),
        ScalarType::E5M2 | ScalarType::E5M2x2 => Some(E5M2),
        _ => None,
    }
}

/// How a value is rounded to a narrower format: one of PTX's modes, or to odd (the exact
/// intermediate step of a two-step conversion).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    Ieee(Rounding),
    Odd,
}

/// What happens to the result of a narrowing conversion.
#[derive(Clone, Copy, Debug, Default)]
struct Finish {
    relu: bool,
    satfinite: bool,
}

impl<'ctx> Fx<'ctx, '_> {
    pub(super) fn convert(&self, instruction: &Instruction) -> Result<()> {
        match instruction {
            Instruction::Cvt { dst_ty, src_ty, rounding, ftz, sat, relu, satfinite, dst, src, src2 } => {
                let finish = Finish { relu: *relu, satfinite: *satfinite };
                if let Some(second) = src2 {
                    return self.convert_pair(*dst_ty, *src_ty, *rounding, finish, dst, src, second);
                }
                match (dst_ty, src_ty) {
                    (ScalarType::E4M3x2 | ScalarType::E5M2x2, ScalarType::F16x2) => {
                        let lanes = self.lanes(src, *src_ty)?;
                        let f32_type = self.cx.f32_type();
                        let format = fp8_format(*dst_ty).expect("an FP8 pair");
                        let low = self.fp8_from_f32(self.b.build_float_ext(lanes[0], f32_type, "")?, format, *relu)?;
                        let high = self.fp8_from_f32(self.b.build_float_ext(lanes[1], f32_type, "")?, format, *relu)?;
                        let packed = self.pack_ints(&[low, high], 8)?;
                        self.write_int(dst, *dst_ty, packed)
                    }
                    (ScalarType::F16x2, ScalarType::E4M3x2 | ScalarType::E5M2x2) => {
                        let bits = self.read_int(src, *src_ty)?;
                        let format = fp8_format(*src_ty).expect("an FP8 pair");
                        let mut halves = Vec::new();
                        for index in 0..2 {
                            let byte = self.b.build_right_shift(bits, bits.get_type().const_int(8 * index, false), false, "")?;
                            let byte = self.b.build_int_truncate(byte, self.cx.i8_type(), "")?;
                            let half = self.fp8_to_f16_bits(byte, format)?;
                            let half = if *relu {
                                let value = self.b.build_bit_cast(half, self.cx.f16_type(), "")?.into_float_value();
                                self.to_bits(self.relu(value)?.into())?
                            } else {
                                half
                            };
                            halves.push(half);
                        }
                        let packed = self.pack_ints(&halves, 16)?;
                        self.write_int(dst, *dst_ty, packed)
                    }
                    _ => self.convert_scalar(*dst_ty, *src_ty, *rounding, *ftz, *sat, finish, dst, src),
                }
            }
            Instruction::CvtPack { bits, signed, src_ty, dst, a, b, c } => {
                let (bits, signed) = (*bits, *signed);
                let lane = |operand: &Operand| -> Result<IntValue<'ctx>> {
                    let value = self.clamp_int(self.read_int(operand, *src_ty)?, src_ty.is_signed(), bits, signed)?;
                    let i32_type = self.cx.i32_type();
                    let value = self.b.build_int_cast_sign_flag(value, i32_type, false, "")?;
                    Ok(self.b.build_and(value, i32_type.const_int((1u64 << bits) - 1, false), "")?)
                };
                let low = lane(b)?;
                let high = self.b.build_left_shift(lane(a)?, self.i32(u64::from(bits)), "")?;
                let mut packed = self.b.build_or(high, low, "")?;
                if let Some(c) = c {
                    // The narrow forms chain: `c` moves up, making room for this pair.
                    let upper = self.read_int(c, ScalarType::B32)?;
                    let upper = self.b.build_left_shift(upper, self.i32(u64::from(2 * bits)), "")?;
                    packed = self.b.build_or(upper, packed, "")?;
                }
                self.write_int(dst, ScalarType::B32, packed)
            }
            _ => unreachable!("not a conversion"),
        }
    }

    /// `cvt.rn.f16x2.f32 d, a, b` and its bf16, tf32 and FP8 kin: `a` goes to the upper half.
    fn convert_pair(
        &self,
        dst_ty: ScalarType,
        src_ty: ScalarType,
        rounding: Option<CvtRounding>,
        finish: Finish,
        dst: &Operand,
        a: &Operand,
        b: &Operand,
    ) -> Result<()> {
        if src_ty != ScalarType::F32 {
            return Err(format!("packing conversions from {src_ty} are not defined").into());
        }
        let mode = Mode::Ieee(float_rounding(rounding));
        let (high, low) = (self.read_float(a, src_ty)?, self.read_float(b, src_ty)?);
        let (halves, width) = match dst_ty {
            ScalarType::F16x2 | ScalarType::BF16x2 => {
                let lane = if dst_ty == ScalarType::F16x2 { ScalarType::F16 } else { ScalarType::BF16 };
                let convert = |x| -> Result<IntValue<'ctx>> {
                    let value = self.narrow_float(x, lane, mode, finish)?;
                    self.to_bits(value.into())
                };
                (vec![convert(low)?, convert(high)?], 16)
            }
            ScalarType::E4M3x2 | ScalarType::E5M2x2 => {
                let format = fp8_format(dst_ty).expect("an FP8 pair");
                (vec![self.fp8_from_f32(low, format, finish.relu)?, self.fp8_from_f32(high, format, finish.relu)?], 8)
            }
            other => return Err(format!("no packing conversion to {other}").into()),
        };
        let packed = self.pack_ints(&halves, width)?;
        self.write_int(dst, dst_ty, packed)
    }

    /// Integers of `width` bits, lowest first, packed into one.
    fn pack_ints(&self, parts: &[IntValue<'ctx>], width: u32) -> Result<IntValue<'ctx>> {
        let ty = int_type(self.cx, width * parts.len() as u32);
        let mut packed = ty.const_zero();
        for (index, part) in parts.iter().enumerate() {
            let part = self.b.build_int_z_extend_or_bit_cast(*part, ty, "")?;
            let shifted = self.b.build_left_shift(part, ty.const_int(u64::from(width) * index as u64, false), "")?;
            packed = self.b.build_or(packed, shifted, "")?;
        }
        Ok(packed)
    }

    fn convert_scalar(
        &self,
        dst_ty: ScalarType,
        src_ty: ScalarType,
        rounding: Option<CvtRounding>,
        ftz: bool,
        sat: bool,
        finish: Finish,
        dst: &Operand,
        src: &Operand,
    ) -> Result<()> {
        let scalar = |ty: ScalarType| !matches!(ty.kind(), crate::ir::Kind::PackedFloat | crate::ir::Kind::PackedInt) && fp8_format(ty).is_none();
        if !scalar(dst_ty) || !scalar(src_ty) {
            return Err(format!("no conversion from {src_ty} to {dst_ty}").into());
        }
        let finish_float = |x: FloatValue<'ctx>, tiny: Option<IntValue<'ctx>>| -> Result<FloatValue<'ctx>> {
            let x = if dst_ty == ScalarType::F32 { self.flush_result(x, ftz, tiny)? } else { x };
            if sat { self.saturate(x) } else { Ok(x) }
        };
        match (dst_ty.is_float(), src_ty.is_float()) {
            (true, true) => {
                let x = self.read_float(src, src_ty)?;
                let x = if src_ty == ScalarType::F32 { self.flush(x, ftz)? } else { x };
                if dst_ty == ScalarType::TF32 {
                    let bits = self.to_bits(x.into())?;
                    let rounded = self.round_f32_bits(bits, 13, float_rounding(rounding), finish)?;
                    return self.write_int(dst, ScalarType::B32, rounded);
                }
                // `.ftz` decides tininess at f32's precision, before the exponent's limit.
                let tiny =
                    if src_ty == ScalarType::F64 && dst_ty == ScalarType::F32 && ftz { Some(self.tiny_f32(x, Some(float_rounding(rounding)))?) } else { None };
                let result = if let Some(CvtRounding::Int(mode)) = rounding {
                    let wide = self.widen_to_f32(x)?;
                    let integral = self.round_integral(wide, mode)?;
                    self.narrow_float(integral, dst_ty, Mode::Ieee(Rounding::Nearest), Finish::default())?
                } else if dst_ty.bits() >= src_ty.bits() {
                    self.widen(x, dst_ty)?
                } else {
                    self.narrow_float(x, dst_ty, Mode::Ieee(float_rounding(rounding)), finish)?
                };
                self.write(dst, dst_ty, finish_float(result, tiny)?.into())
            }
            (false, true) => {
                let x = self.read_float(src, src_ty)?;
                let x = if src_ty == ScalarType::F32 { self.flush(x, ftz)? } else { x };
                let x = self.widen_to_f32(x)?;
                let mode = match rounding {
                    Some(CvtRounding::Int(mode)) => mode,
                    _ => IntRounding::Zero,
                };
                let integral = self.round_integral(x, mode)?;
                let name = if dst_ty.is_signed() { "llvm.fptosi.sat" } else { "llvm.fptoui.sat" };
                let int_type = int_type(self.cx, dst_ty.bits());
                let value = self.intrinsic_value(name, &[int_type.into(), integral.get_type().into()], &[integral.into()])?.into_int_value();
                // NaN: NVIDIA's GPUs give 0 from f32 and narrower sources into 32 bits or
                // fewer, and the pattern 0x80...0 of the destination's width otherwise.
                let value = if src_ty == ScalarType::F64 || dst_ty.bits() == 64 {
                    let nan = self.b.build_float_compare(FloatPredicate::UNO, x, x, "")?;
                    let pattern = int_type.const_int(1u64 << (dst_ty.bits() - 1), false);
                    self.b.build_select(nan, pattern, value, "")?.into_int_value()
                } else {
                    value
                };
                self.write_int(dst, dst_ty, value)
            }
            (true, false) => {
                let x = self.read_int(src, src_ty)?;
                let rounding = float_rounding(rounding);
                let result = match dst_ty {
                    ScalarType::F32 | ScalarType::F64 => self.int_to_float(x, src_ty.is_signed(), float_type(self, dst_ty), Mode::Ieee(rounding))?,
                    ScalarType::F16 | ScalarType::BF16 => {
                        let odd = self.int_to_float(x, src_ty.is_signed(), self.cx.f32_type(), Mode::Odd)?;
                        self.narrow_float(odd, dst_ty, Mode::Ieee(rounding), finish)?
                    }
                    other => return Err(format!("no conversion from integers to {other}").into()),
                };
                self.write(dst, dst_ty, finish_float(result, None)?.into())
            }
            (false, false) => {
                let x = self.read_int(src, src_ty)?;
                let value = if sat { self.saturate_int(x, src_ty, dst_ty)? } else { self.adapt(x.into(), src_ty, dst_ty)?.into_int_value() };
                self.write_int(dst, dst_ty, value)
            }
        }
    }

    /// An integer of `from` clamped to `to`'s range, as a `to`-wide integer.
    fn saturate_int(&self, x: IntValue<'ctx>, from: ScalarType, to: ScalarType) -> Result<IntValue<'ctx>> {
        self.clamp_int(x, from.is_signed(), to.bits(), to.is_signed())
    }

    /// An integer clamped to the range of a `bits`-bit integer, as one.
    fn clamp_int(&self, x: IntValue<'ctx>, x_signed: bool, bits: u32, signed: bool) -> Result<IntValue<'ctx>> {
        let wide = int_type(self.cx, 65);
        let x = if x_signed { self.b.build_int_s_extend(x, wide, "")? } else { self.b.build_int_z_extend(x, wide, "")? };
        let (min, max): (i128, i128) = if signed { (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1) } else { (0, (1i128 << bits) - 1) };
        let constant = |v: i128| wide.const_int_arbitrary_precision(&[v as u64, (v >> 64) as u64]);
        let low = self.b.build_int_compare(IntPredicate::SLT, x, constant(min), "")?;
        let x = self.b.build_select(low, constant(min), x, "")?.into_int_value();
        let high = self.b.build_int_compare(IntPredicate::SGT, x, constant(max), "")?;
        let x = self.b.build_select(high, constant(max), x, "")?.into_int_value();
        Ok(self.b.build_int_truncate(x, int_type(self.cx, bits), "")?)
    }

    /// An exact widening to `to`.
    fn widen(&self, x: FloatValue<'ctx>, to: ScalarType) -> Result<FloatValue<'ctx>> {
        let target = float_type(self, to);
        if x.get_type() == target {
            return Ok(x);
        }
        let x = self.widen_to_f32(x)?;
        if target == self.cx.f32_type() { Ok(x) } else { Ok(self.b.build_float_ext(x, target, "")?) }
    }

    /// f16 and bf16 widened to f32 (exactly; bf16 by its bits, which needs no library).
    pub fn widen_to_f32(&self, x: FloatValue<'ctx>) -> Result<FloatValue<'ctx>> {
        let ty = x.get_type();
        if ty == self.cx.bf16_type() {
            let bits = self.to_bits(x.into())?;
            let wide = self.b.build_int_z_extend(bits, self.cx.i32_type(), "")?;
            let shifted = self.b.build_left_shift(wide, self.cx.i32_type().const_int(16, false), "")?;
            return Ok(self.b.build_bit_cast(shifted, self.cx.f32_type(), "")?.into_float_value());
        }
        if ty == self.cx.f16_type() {
            return Ok(self.b.build_float_ext(x, self.cx.f32_type(), "")?);
        }
        Ok(x)
    }

    /// A value rounded to `to` (narrower than it, or the same) with `rounding`.
    pub fn round_to(&self, x: FloatValue<'ctx>, to: ScalarType, rounding: Rounding) -> Result<FloatValue<'ctx>> {
        self.narrow_float(x, to, Mode::Ieee(rounding), Finish::default())
    }

    /// A value rounded to `to` (narrower than it, or the same) with `mode`, then `.relu` and
    /// `.satfinite` applied.
    fn narrow_float(&self, x: FloatValue<'ctx>, to: ScalarType, mode: Mode, finish: Finish) -> Result<FloatValue<'ctx>> {
        let target = float_type(self, to);
        let x = if self.float_bits(x.get_type()) == 16 && x.get_type() != target { self.widen_to_f32(x)? } else { x };
        let from_bits = self.float_bits(x.get_type());
        let result = if x.get_type() == target {
            x
        } else if from_bits == 64 && to != ScalarType::F32 {
            // f64 to a 16-bit format: to odd in f32, then once to the target.
            let odd = self.narrow_to(x, self.cx.f32_type(), Mode::Odd)?;
            self.narrow_float(odd, to, mode, Finish::default())?
        } else if to == ScalarType::BF16 {
            let bits = self.to_bits(x.into())?;
            let rounding = match mode {
                Mode::Ieee(rounding) => rounding,
                Mode::Odd => return Err("bf16 is never an intermediate format".into()),
            };
            let rounded = self.round_f32_bits(bits, 16, rounding, Finish::default())?;
            let high = self.b.build_right_shift(rounded, rounded.get_type().const_int(16, false), false, "")?;
            let high = self.b.build_int_truncate(high, self.cx.i16_type(), "")?;
            self.b.build_bit_cast(high, target, "")?.into_float_value()
        } else {
            self.narrow_to(x, target, mode)?
        };
        self.finish_narrow(result, finish)
    }

    /// `x` rounded to the narrower IEEE type `to` (f32 or f16) with `mode`.
    fn narrow_to(&self, x: FloatValue<'ctx>, to: FloatType<'ctx>, mode: Mode) -> Result<FloatValue<'ctx>> {
        match mode {
            Mode::Ieee(rounding) => self.narrow_rounded(x, to, Some(rounding)),
            Mode::Odd => {
                let toward_zero = self.narrow_rounded(x, to, Some(Rounding::Zero))?;
                let back = self.b.build_float_ext(toward_zero, x.get_type(), "")?;
                let inexact = self.b.build_float_compare(FloatPredicate::ONE, back, x, "")?;
                self.set_lowest_bit(toward_zero, inexact)
            }
        }
    }

    /// Sets the lowest significand bit of a finite `value` where `condition` holds.
    pub fn set_lowest_bit(&self, value: FloatValue<'ctx>, condition: IntValue<'ctx>) -> Result<FloatValue<'ctx>> {
        let bits = self.to_bits(value.into())?;
        let ones = self.b.build_or(bits, bits.get_type().const_int(1, false), "")?;
        let finite = self.is_finite(value)?;
        let condition = self.b.build_and(condition, finite, "")?;
        let bits = self.b.build_select(condition, ones, bits, "")?.into_int_value();
        Ok(self.b.build_bit_cast(bits, value.get_type(), "")?.into_float_value())
    }

    /// `.relu` (negative to +0, NaN to the canonical NaN) and `.satfinite` (infinities to the
    /// largest finite value of their sign) on a converted value.
    fn finish_narrow(&self, x: FloatValue<'ctx>, finish: Finish) -> Result<FloatValue<'ctx>> {
        let ty = x.get_type();
        let mut result = x;
        if finish.satfinite {
            let infinite = self.b.build_float_compare(FloatPredicate::OEQ, self.fabs(x)?, ty.const_float(f64::INFINITY), "")?;
            let largest = self.copysign(self.largest_finite(ty), x)?;
            result = self.b.build_select(infinite, largest, result, "")?.into_float_value();
        }
        if finish.relu {
            result = self.relu(result)?;
        }
        Ok(result)
    }

    /// The NaN NVIDIA GPUs produce: all exponent and significand bits set, sign clear.
    pub fn canonical_nan(&self, ty: FloatType<'ctx>) -> Result<FloatValue<'ctx>> {
        let bits = self.float_bits(ty);
        let int_type = int_type(self.cx, bits);
        let pattern = match bits {
            16 => 0x7fff,
            32 => 0x7fff_ffff,
            _ => 0x7fff_ffff_ffff_ffff,
        };
        Ok(super::value::float_from_bits(int_type.const_int(pattern, false), ty))
    }

    /// f32 bits rounded to keep all but their `drop` lowest bits (bf16: 16, tf32: 13); the
    /// dropped bits are zero. NaN stays a (quiet) NaN.
    fn round_f32_bits(&self, bits: IntValue<'ctx>, drop: u32, rounding: Rounding, finish: Finish) -> Result<IntValue<'ctx>> {
        let b = &self.b;
        let i32_type = self.cx.i32_type();
        let c = |v: u64| i32_type.const_int(v, false);
        let sign = b.build_right_shift(bits, c(31), false, "")?;
        let negative = b.build_int_compare(IntPredicate::NE, sign, c(0), "")?;
        let rest = b.build_and(bits, c((1 << drop) - 1), "")?;
        let half = c(1 << (drop - 1));
        let kept = b.build_right_shift(bits, c(u64::from(drop)), false, "")?;
        let odd = b.build_int_compare(IntPredicate::NE, b.build_and(kept, c(1), "")?, c(0), "")?;
        let inexact = b.build_int_compare(IntPredicate::NE, rest, c(0), "")?;
        let round_up = match rounding {
            Rounding::Nearest => {
                let above = b.build_int_compare(IntPredicate::UGT, rest, half, "")?;
                let tie = b.build_int_compare(IntPredicate::EQ, rest, half, "")?;
                b.build_or(above, b.build_and(tie, odd, "")?, "")?
            }
            Rounding::NearestAway => b.build_int_compare(IntPredicate::UGE, rest, half, "")?,
            Rounding::Zero => self.bool(false),
            Rounding::Up => b.build_and(inexact, b.build_not(negative, "")?, "")?,
            Rounding::Down => b.build_and(inexact, negative, "")?,
        };
        let truncated = b.build_and(bits, c(!((1u64 << drop) - 1) & 0xffff_ffff), "")?;
        let stepped = b.build_int_add(truncated, c(1 << drop), "")?;
        let mut result = b.build_select(round_up, stepped, truncated, "")?.into_int_value();
        let magnitude = b.build_and(bits, c(0x7fff_ffff), "")?;
        let nan = b.build_int_compare(IntPredicate::UGT, magnitude, c(0x7f80_0000), "")?;
        if finish.satfinite {
            let magnitude = b.build_and(result, c(0x7fff_ffff), "")?;
            let infinite = b.build_int_compare(IntPredicate::EQ, magnitude, c(0x7f80_0000), "")?;
            let largest = c(0x7f7f_ffff & !((1u64 << drop) - 1));
            let signed_largest = b.build_or(largest, b.build_and(bits, c(0x8000_0000), "")?, "")?;
            result = b.build_select(infinite, signed_largest, result, "")?.into_int_value();
        }
        if finish.relu {
            result = b.build_select(negative, c(0), result, "")?.into_int_value();
        }
        let quiet = b.build_or(truncated, c(0x0040_0000), "")?;
        let nan_result = if finish.relu { c(0x7fff_ffff & !((1u64 << drop) - 1)) } else { quiet };
        Ok(b.build_select(nan, nan_result, result, "")?.into_int_value())
    }

    /// An integer converted to f32 or f64 with `mode`.
    fn int_to_float(&self, x: IntValue<'ctx>, signed: bool, to: FloatType<'ctx>, mode: Mode) -> Result<FloatValue<'ctx>> {
        let b = &self.b;
        let nearest = if signed { b.build_signed_int_to_float(x, to, "")? } else { b.build_unsigned_int_to_float(x, to, "")? };
        if mode == Mode::Ieee(Rounding::Nearest) || mode == Mode::Ieee(Rounding::NearestAway) {
            return Ok(nearest);
        }
        // The sign of x - nearest, from the integer value of `nearest` (which saturates only
        // when nearest is beyond the integer range, and then x is below it).
        let int_type = x.get_type();
        let name = if signed { "llvm.fptosi.sat" } else { "llvm.fptoui.sat" };
        let back = self.intrinsic_value(name, &[int_type.into(), to.into()], &[nearest.into()])?.into_int_value();
        let bits = int_type.get_bit_width();
        let limit = if signed { 2f64.powi(bits as i32 - 1) } else { 2f64.powi(bits as i32) };
        let beyond = b.build_float_compare(FloatPredicate::OGE, nearest, to.const_float(limit), "")?;
        let (greater, less) = if signed { (IntPredicate::SGT, IntPredicate::SLT) } else { (IntPredicate::UGT, IntPredicate::ULT) };
        let above = b.build_int_compare(greater, x, back, "")?;
        let below = b.build_or(b.build_int_compare(less, x, back, "")?, beyond, "")?;
        let above = b.build_and(above, b.build_not(beyond, "")?, "")?;
        let f32_type = self.cx.f32_type();
        let error = b.build_select(above, f32_type.const_float(1.0), f32_type.const_zero(), "")?.into_float_value();
        let error = b.build_select(below, f32_type.const_float(-1.0), error, "")?.into_float_value();
        match mode {
            Mode::Ieee(direction) => self.step_by_error(nearest, error, direction, &[]),
            Mode::Odd => {
                let toward_zero = self.step_by_error(nearest, error, Rounding::Zero, &[])?;
                let inexact = b.build_float_compare(FloatPredicate::ONE, error, f32_type.const_zero(), "")?;
                self.set_lowest_bit(toward_zero, inexact)
            }
        }
    }

    /// Rounds to an integral value in the same type.
    fn round_integral(&self, x: FloatValue<'ctx>, mode: IntRounding) -> Result<FloatValue<'ctx>> {
        let name = match mode {
            IntRounding::Nearest => "llvm.roundeven",
            IntRounding::Zero => "llvm.trunc",
            IntRounding::Down => "llvm.floor",
            IntRounding::Up => "llvm.ceil",
        };
        self.float_intrinsic(name, &[x])
    }

    /// An f32 converted to an FP8 format, rounding to nearest even, saturating to the largest
    /// finite value (`.satfinite`, which FP8 conversions require); NaN becomes 0x7f.
    fn fp8_from_f32(&self, x: FloatValue<'ctx>, format: Fp8, relu: bool) -> Result<IntValue<'ctx>> {
        let b = &self.b;
        let i32_type = self.cx.i32_type();
        let c = |v: u64| i32_type.const_int(v, false);
        let bits = self.to_bits(x.into())?;
        let magnitude = b.build_and(bits, c(0x7fff_ffff), "")?;
        let negative = b.build_int_compare(IntPredicate::NE, b.build_right_shift(bits, c(31), false, "")?, c(0), "")?;
        let nan = b.build_int_compare(IntPredicate::UGT, magnitude, c(0x7f80_0000), "")?;
        let m = format.mantissa_bits;
        // Normal results: rebias the exponent and round the dropped significand bits.
        let shift = 23 - m;
        let rebiased = b.build_int_sub(magnitude, c(u64::from(127 - format.bias) << 23), "")?;
        let kept = b.build_right_shift(rebiased, c(u64::from(shift)), false, "")?;
        let rest = b.build_and(rebiased, c((1 << shift) - 1), "")?;
        let half = c(1 << (shift - 1));
        let odd = b.build_int_compare(IntPredicate::NE, b.build_and(kept, c(1), "")?, c(0), "")?;
        let above = b.build_int_compare(IntPredicate::UGT, rest, half, "")?;
        let tie = b.build_and(b.build_int_compare(IntPredicate::EQ, rest, half, "")?, odd, "")?;
        let round = b.build_int_z_extend(b.build_or(above, tie, "")?, i32_type, "")?;
        let normal_code = b.build_int_add(kept, round, "")?;
        // Subnormal results: the magnitude in units of the smallest subnormal, rounded.
        let smallest_normal = u64::from(127 + 1 - format.bias) << 23;
        let is_normal = b.build_int_compare(IntPredicate::UGE, magnitude, c(smallest_normal), "")?;
        let scale = 2f64.powi((m + format.bias - 1) as i32);
        let scaled = b.build_float_mul(self.fabs(x)?, x.get_type().const_float(scale), "")?;
        let units = self.float_intrinsic("llvm.roundeven", &[scaled])?;
        let subnormal_code = b.build_float_to_unsigned_int(units, i32_type, "")?;
        let code = b.build_select(is_normal, normal_code, subnormal_code, "")?.into_int_value();
        let too_big = b.build_int_compare(IntPredicate::UGT, code, c(format.max_code), "")?;
        let code = b.build_select(too_big, c(format.max_code), code, "")?.into_int_value();
        let signed = b.build_or(code, b.build_select(negative, c(0x80), c(0), "")?.into_int_value(), "")?;
        let result = if relu { b.build_select(negative, c(0), signed, "")?.into_int_value() } else { signed };
        let result = b.build_select(nan, c(FP8_NAN), result, "")?.into_int_value();
        Ok(b.build_int_truncate(result, self.cx.i8_type(), "")?)
    }

    /// An e4m3 (or with `e5m2`, e5m2) byte's f16 bits, exactly.
    pub(super) fn fp8_to_f16_bits_of(&self, byte: IntValue<'ctx>, e5m2: bool) -> Result<IntValue<'ctx>> {
        self.fp8_to_f16_bits(byte, if e5m2 { E5M2 } else { E4M3 })
    }

    /// An FP8 value's f16 bits (exact).
    fn fp8_to_f16_bits(&self, byte: IntValue<'ctx>, format: Fp8) -> Result<IntValue<'ctx>> {
        let b = &self.b;
        let i16_type = self.cx.i16_type();
        let wide = b.build_int_z_extend(byte, i16_type, "")?;
        if format.bias == E5M2.bias {
            // e5m2 is the upper byte of an f16.
            return Ok(b.build_left_shift(wide, i16_type.const_int(8, false), "")?);
        }
        let i32_type = self.cx.i32_type();
        let c = |v: u64| i32_type.const_int(v, false);
        let x = b.build_int_z_extend(byte, i32_type, "")?;
        let exponent = b.build_and(b.build_right_shift(x, c(3), false, "")?, c(0xf), "")?;
        let mantissa = b.build_and(x, c(7), "")?;
        // Normal: the f32 with the exponent rebiased from 7 to 127.
        let normal = b.build_or(b.build_left_shift(b.build_int_add(exponent, c(120), "")?, c(23), "")?, b.build_left_shift(mantissa, c(20), "")?, "")?;
        let normal = b.build_bit_cast(normal, self.cx.f32_type(), "")?.into_float_value();
        let subnormal =
            b.build_float_mul(b.build_unsigned_int_to_float(mantissa, self.cx.f32_type(), "")?, self.cx.f32_type().const_float(2f64.powi(-9)), "")?;
        let is_subnormal = b.build_int_compare(IntPredicate::EQ, exponent, c(0), "")?;
        let magnitude = b.build_select(is_subnormal, subnormal, normal, "")?.into_float_value();
        let half = b.build_float_trunc(magnitude, self.cx.f16_type(), "")?;
        let half = self.to_bits(half.into())?;
        let sign = b.build_and(wide, i16_type.const_int(0x80, false), "")?;
        let sign = b.build_left_shift(sign, i16_type.const_int(8, false), "")?;
        let signed = b.build_or(half, sign, "")?;
        let nan = b.build_int_compare(IntPredicate::EQ, b.build_and(wide, i16_type.const_int(0x7f, false), "")?, i16_type.const_int(0x7f, false), "")?;
        Ok(b.build_select(nan, i16_type.const_int(0x7fff, false), signed, "")?.into_int_value())
    }
}

/// A conversion's float rounding; nearest even when none is given.
fn float_rounding(rounding: Option<CvtRounding>) -> Rounding {
    match rounding {
        Some(CvtRounding::Float(rounding)) => rounding,
        _ => Rounding::Nearest,
    }
}

fn float_type<'ctx>(fx: &Fx<'ctx, '_>, ty: ScalarType) -> FloatType<'ctx> {
    register_type(fx.cx, ty).into_float_type()
}
