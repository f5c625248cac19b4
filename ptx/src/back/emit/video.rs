//! Video instructions (`vadd` ... `vset4`) as ordinary integer operations, the same on every
//! target.
//!
//! NVIDIA's GPUs have no video units any more: `ptxas` expands each instruction into integer
//! code, and where that code departs from the PTX ISA's pseudo-code, the GPU's result is the
//! one programs see. The scalar forms and `vmad` here compute what that code computes, every
//! difference from the ISA measured on an H100 and named where it is made; the SIMD forms
//! follow the ISA, as the GPU does. Scalar values are 64-bit: the extended 33-bit sources,
//! their sum, difference or product, and a 33-bit value shifted by up to 32 bits all fit, up
//! to the wrap-around the GPU shows too.

use inkwell::IntPredicate;
use inkwell::types::IntType;
use inkwell::values::IntValue;

use super::{Fx, Result};
use crate::ir::{Compare, Instruction, ScalarType, SimdOp, Video, VideoFinish, VideoMad, VideoOp, VideoPart, VideoSecondary, VideoSimd, VideoSource};

impl<'ctx> Fx<'ctx, '_> {
    pub(super) fn video(&self, instruction: &Instruction) -> Result<()> {
        match instruction {
            Instruction::Video(video) => self.video_scalar(video),
            Instruction::VideoMad(mad) => self.video_mad(mad),
            Instruction::VideoSimd(simd) => self.video_simd(simd),
            _ => unreachable!("not a video instruction"),
        }
    }

    fn video_scalar(&self, video: &Video) -> Result<()> {
        let i64_type = self.cx.i64_type();
        let i32_type = self.cx.i32_type();
        let a = self.extend(self.video_part(&video.a)?, video.a.signed, i64_type)?;
        let b = self.extend(self.video_part(&video.b)?, video.b.signed, i64_type)?;
        let shift = matches!(video.op, VideoOp::Shl { .. } | VideoOp::Shr { .. });
        let exact = match video.op {
            VideoOp::Add => self.b.build_int_add(a, b, "")?,
            VideoOp::Sub => self.b.build_int_sub(a, b, "")?,
            VideoOp::AbsDiff => self.absolute(self.b.build_int_sub(a, b, "")?)?,
            VideoOp::Min => self.int_intrinsic("llvm.smin", &[a, b])?,
            VideoOp::Max => self.int_intrinsic("llvm.smax", &[a, b])?,
            VideoOp::Shl { wrap } | VideoOp::Shr { wrap } => {
                // The amount is unsigned, so `.clamp` limits it to 32 and `.wrap` keeps 5 bits.
                let amount = if wrap {
                    self.b.build_and(b, i64_type.const_int(31, false), "")?
                } else {
                    self.int_intrinsic("llvm.umin", &[b, i64_type.const_int(32, false)])?
                };
                // An unsigned source is zero-extended, so the arithmetic shift fills it with
                // zeros and a signed one with its sign, as PTX says.
                match video.op {
                    VideoOp::Shl { .. } => self.b.build_left_shift(a, amount, "")?,
                    _ => self.b.build_right_shift(a, amount, true, "")?,
                }
            }
            VideoOp::Set(cmp) => {
                let holds = self.b.build_int_compare(video_predicate(cmp), a, b, "")?;
                self.b.build_int_z_extend(holds, i64_type, "")?
            }
        };
        let low = self.b.build_int_truncate(exact, i32_type, "")?;
        let merge = match &video.finish {
            VideoFinish::Merge(part, _) => Some(*part),
            _ => None,
        };
        // `result` is the 32-bit result; `wide` what a secondary `.min`/`.max` compares.
        let (result, wide) = if video.sat {
            let result = self.video_saturate(exact, low, shift, video.signed, merge)?;
            (result, self.b.build_int_s_extend(result, i64_type, "")?)
        } else if matches!(video.op, VideoOp::Add | VideoOp::Sub) {
            // The GPU adds and subtracts in 32 bits and sign-extends the sum for the compare,
            // whatever the types; the ISA compares the exact 34-bit value.
            (low, self.b.build_int_s_extend(low, i64_type, "")?)
        } else {
            (low, exact)
        };
        let result = match &video.finish {
            VideoFinish::Plain => result,
            VideoFinish::Secondary(VideoSecondary::Add, c) => self.b.build_int_add(result, self.read_int(c, ScalarType::B32)?, "")?,
            VideoFinish::Secondary(op, c) => {
                // `c` extends as the destination type says, and the compare is signed or
                // unsigned as it says (for `vset`, as `a`'s type says).
                let c = self.extend(self.read_int(c, ScalarType::B32)?, video.signed, i64_type)?;
                let name = match (op, video.signed) {
                    (VideoSecondary::Min, true) => "llvm.smin",
                    (VideoSecondary::Min, false) => "llvm.umin",
                    (_, true) => "llvm.smax",
                    (_, false) => "llvm.umax",
                };
                self.b.build_int_truncate(self.int_intrinsic(name, &[wide, c])?, i32_type, "")?
            }
            VideoFinish::Merge(VideoPart::Half(1), c) => {
                // The GPU fills `.h1` with the result's upper half, not its lower half moved
                // up; a result saturated to a half-word first has its half extended.
                let placed = match (video.sat && !shift, video.signed) {
                    (true, true) => self.b.build_int_s_extend(self.b.build_int_truncate(result, self.cx.i16_type(), "")?, i32_type, "")?,
                    (true, false) => self.b.build_and(result, self.i32(0xffff), "")?,
                    (false, _) => result,
                };
                let kept = self.b.build_and(self.read_int(c, ScalarType::B32)?, self.i32(0xffff), "")?;
                let placed = self.b.build_and(placed, self.i32(0xffff_0000), "")?;
                self.b.build_or(kept, placed, "")?
            }
            VideoFinish::Merge(part, c) => {
                let (bits, at) = part.field();
                self.insert_field(self.read_int(c, ScalarType::B32)?, result, bits, at)?
            }
        };
        self.write_int(&video.dst, ScalarType::B32, result)
    }

    /// `.sat` of a scalar video instruction, as the GPU does it: shifts clamp their 34-bit
    /// result to the destination type; the others clamp a signed result to the destination
    /// type, turn a negative unsigned one into 0 but wrap one past its top, and for a merge
    /// take any result outside `0..2^32` as the part's maximum (so a negative one too).
    fn video_saturate(&self, exact: IntValue<'ctx>, low: IntValue<'ctx>, shift: bool, signed: bool, merge: Option<VideoPart>) -> Result<IntValue<'ctx>> {
        let i64_type = exact.get_type();
        let i32_type = low.get_type();
        if shift {
            let thirty = i64_type.const_int(30, false);
            let bits34 = self.b.build_right_shift(self.b.build_left_shift(exact, thirty, "")?, thirty, true, "")?;
            return Ok(self.b.build_int_truncate(self.clamp_to(bits34, 32, signed)?, i32_type, "")?);
        }
        if let Some(part) = merge {
            let in_range = self.b.build_int_compare(IntPredicate::ULT, exact, i64_type.const_int(1 << 32, false), "")?;
            let word = self.b.build_select(in_range, low, i32_type.const_all_ones(), "")?.into_int_value();
            let bits = part.field().0 - u32::from(signed);
            return self.int_intrinsic("llvm.umin", &[word, self.i32((1 << bits) - 1)]);
        }
        if signed {
            return Ok(self.b.build_int_truncate(self.clamp_to(exact, 32, true)?, i32_type, "")?);
        }
        let negative = self.b.build_int_compare(IntPredicate::SLT, exact, i64_type.const_zero(), "")?;
        Ok(self.b.build_select(negative, i32_type.const_zero(), low, "")?.into_int_value())
    }

    /// `vmad` as the GPU does it: the sources, each extended to 32 bits, are multiplied as
    /// signed numbers whatever their types, and `c` is sign-extended; the ISA's 66-bit
    /// product and type-dependent `c` are what nobody sees. The sum is scaled and saturated
    /// as signed or unsigned as the ISA decides.
    fn video_mad(&self, mad: &VideoMad) -> Result<()> {
        let i64_type = self.cx.i64_type();
        let a = self.b.build_int_s_extend(self.video_part(&mad.a)?, i64_type, "")?;
        let b = self.b.build_int_s_extend(self.video_part(&mad.b)?, i64_type, "")?;
        let signed = mad.signed_result();
        let product = self.b.build_int_mul(a, b, "")?;
        let c = self.read_int(&mad.c, ScalarType::B32)?;
        // A negation is a one's complement plus one, the one added with the sum; `.po` adds
        // the one alone.
        let (product, c, one) = if mad.plus_one {
            (product, c, 1)
        } else if mad.negate_product {
            (self.b.build_not(product, "")?, c, 1)
        } else if mad.negate_c {
            (product, self.b.build_not(c, "")?, 1)
        } else {
            (product, c, 0)
        };
        let c = self.b.build_int_s_extend(c, i64_type, "")?;
        let sum = self.b.build_int_add(product, c, "")?;
        let sum = self.b.build_int_add(sum, i64_type.const_int(one, false), "")?;
        let scaled = if mad.shift > 0 { self.b.build_right_shift(sum, i64_type.const_int(u64::from(mad.shift), false), signed, "")? } else { sum };
        let result = if mad.sat { self.clamp_to(scaled, 32, signed)? } else { scaled };
        let result = self.b.build_int_truncate(result, self.cx.i32_type(), "")?;
        self.write_int(&mad.dst, ScalarType::B32, result)
    }

    fn video_simd(&self, simd: &VideoSimd) -> Result<()> {
        let lanes = u32::from(simd.lanes);
        let bits = 32 / lanes;
        let (i32_type, i64_type) = (self.cx.i32_type(), self.cx.i64_type());
        // Selectors pick lanes from the 64-bit pair `b:a`.
        let a = self.b.build_int_z_extend(self.read_int(&simd.a, ScalarType::B32)?, i64_type, "")?;
        let b = self.b.build_int_z_extend(self.read_int(&simd.b, ScalarType::B32)?, i64_type, "")?;
        let pair = self.b.build_or(self.b.build_left_shift(b, self.i64(32), "")?, a, "")?;
        let c = self.read_int(&simd.c, ScalarType::B32)?;
        let lane_type = super::int_type(self.cx, bits);
        let element = |select: u8, signed: bool| -> Result<IntValue<'ctx>> {
            let shifted = self.b.build_right_shift(pair, self.i64(u64::from(bits * u32::from(select))), false, "")?;
            let narrow = self.b.build_int_truncate(shifted, lane_type, "")?;
            self.extend(narrow, signed, i32_type)
        };
        // Both forms start from `c`: one adds the masked lanes to it, the other replaces them.
        let mut result = c;
        for lane in 0..lanes {
            let index = lane as usize;
            let x = element(simd.a_select[index], simd.a_signed)?;
            let y = element(simd.b_select[index], simd.b_signed)?;
            let t = match simd.op {
                SimdOp::Add => self.b.build_int_add(x, y, "")?,
                SimdOp::Sub => self.b.build_int_sub(x, y, "")?,
                SimdOp::Average => {
                    // Halved with the sum's sign: a non-negative sum rounds up, a negative one
                    // down, so halves round away from zero.
                    let sum = self.b.build_int_add(x, y, "")?;
                    let non_negative = self.b.build_int_compare(IntPredicate::SGE, sum, i32_type.const_zero(), "")?;
                    let up = self.b.build_int_z_extend(non_negative, i32_type, "")?;
                    self.b.build_right_shift(self.b.build_int_add(sum, up, "")?, self.i32(1), true, "")?
                }
                SimdOp::AbsDiff => self.absolute(self.b.build_int_sub(x, y, "")?)?,
                SimdOp::Min => self.int_intrinsic("llvm.smin", &[x, y])?,
                SimdOp::Max => self.int_intrinsic("llvm.smax", &[x, y])?,
                SimdOp::Set(cmp) => {
                    let holds = self.b.build_int_compare(video_predicate(cmp), x, y, "")?;
                    self.b.build_int_z_extend(holds, i32_type, "")?
                }
            };
            let t = if simd.sat { self.clamp_to(t, bits, simd.signed)? } else { t };
            if simd.mask & (1 << lane) != 0 {
                // Accumulated, the lane's whole result counts, with its sign.
                result = if simd.accumulate { self.b.build_int_add(result, t, "")? } else { self.insert_field(result, t, bits, bits * lane)? };
            }
        }
        self.write_int(&simd.dst, ScalarType::B32, result)
    }

    /// A scalar source: its part of the register, extended to 32 bits as its type says.
    fn video_part(&self, source: &VideoSource) -> Result<IntValue<'ctx>> {
        let value = self.read_int(&source.operand, ScalarType::B32)?;
        if source.part == VideoPart::Word {
            return Ok(value);
        }
        let (bits, at) = source.part.field();
        let shifted = self.b.build_right_shift(value, self.i32(u64::from(at)), false, "")?;
        let narrow = self.b.build_int_truncate(shifted, super::int_type(self.cx, bits), "")?;
        self.extend(narrow, source.signed, self.cx.i32_type())
    }

    fn extend(&self, value: IntValue<'ctx>, signed: bool, to: IntType<'ctx>) -> Result<IntValue<'ctx>> {
        Ok(if signed { self.b.build_int_s_extend(value, to, "")? } else { self.b.build_int_z_extend(value, to, "")? })
    }

    fn absolute(&self, value: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        // No input reaches the type's minimum, so `abs` of it (poison) never happens.
        let poison = self.bool(true);
        Ok(self.intrinsic_value("llvm.abs", &[value.get_type().into()], &[value.into(), poison.into()])?.into_int_value())
    }

    /// `value` clamped to the range of a `bits`-bit integer, signed or unsigned.
    fn clamp_to(&self, value: IntValue<'ctx>, bits: u32, signed: bool) -> Result<IntValue<'ctx>> {
        let ty = value.get_type();
        let (min, max): (i64, i64) = if signed { (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) } else { (0, (1 << bits) - 1) };
        let value = self.int_intrinsic("llvm.smax", &[value, ty.const_int(min as u64, true)])?;
        self.int_intrinsic("llvm.smin", &[value, ty.const_int(max as u64, true)])
    }

    /// `into` with its `bits` bits from `at` replaced by the low bits of `value` (both i32).
    fn insert_field(&self, into: IntValue<'ctx>, value: IntValue<'ctx>, bits: u32, at: u32) -> Result<IntValue<'ctx>> {
        let field = (((1u64 << bits) - 1) << at) & 0xffff_ffff;
        let placed = self.b.build_left_shift(value, self.i32(u64::from(at)), "")?;
        let placed = self.b.build_and(placed, self.i32(field), "")?;
        let kept = self.b.build_and(into, self.i32(!field & 0xffff_ffff), "")?;
        Ok(self.b.build_or(kept, placed, "")?)
    }
}

/// A video comparison, on values that are all extended to a signed type.
fn video_predicate(cmp: Compare) -> IntPredicate {
    match cmp {
        Compare::Eq => IntPredicate::EQ,
        Compare::Ne => IntPredicate::NE,
        Compare::Lt => IntPredicate::SLT,
        Compare::Le => IntPredicate::SLE,
        Compare::Gt => IntPredicate::SGT,
        Compare::Ge => IntPredicate::SGE,
        other => unreachable!("the front end gives video instructions no `{other:?}`"),
    }
}
