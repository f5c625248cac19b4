//! Comparisons and selection (`setp`, `set`, `selp`, `slct`) and floating-point functions
//! (`copysign`, `testp`, `rcp`, `sqrt`, `rsqrt`, `sin`, `cos`, `lg2`, `ex2`, `tanh`).

use inkwell::values::{FloatValue, IntValue};
use inkwell::{FloatPredicate, IntPredicate};

use super::arith::lane_type;
use super::rounding::Op;
use super::{Fx, Result, int_type};
use crate::ir::{BoolOp, Compare, Instruction, MathOp, MathPrecision, Operand, ScalarType, TestpOp};

impl<'ctx> Fx<'ctx, '_> {
    pub(super) fn float_or_compare(&self, instruction: &Instruction) -> Result<()> {
        use Instruction::*;
        let b = &self.b;
        match instruction {
            Setp { cmp, ty, ftz, combine, dst, dst_not, a, b: other } => {
                let results = self.compare(*cmp, *ty, *ftz, a, other)?;
                let combine = match combine {
                    Some((op, c)) => Some((*op, self.read_pred(c)?)),
                    None => None,
                };
                let finish = |value: IntValue<'ctx>| -> Result<IntValue<'ctx>> {
                    match combine {
                        None => Ok(value),
                        Some((op, c)) => self.bool_op(op, value, c),
                    }
                };
                if let [low, high] = results[..] {
                    // Packed types: the first predicate is the low half's, the second the high's.
                    self.write(dst, ScalarType::Pred, finish(low)?.into())?;
                    if let Some(second) = dst_not {
                        self.write(second, ScalarType::Pred, finish(high)?.into())?;
                    }
                    return Ok(());
                }
                let result = results[0];
                self.write(dst, ScalarType::Pred, finish(result)?.into())?;
                if let Some(second) = dst_not {
                    self.write(second, ScalarType::Pred, finish(b.build_not(result, "")?)?.into())?;
                }
                Ok(())
            }
            Set { cmp, dst_ty, ty, ftz, combine, dst, a, b: other } => {
                let combine = match combine {
                    Some((op, c)) => Some((*op, self.read_pred(c)?)),
                    None => None,
                };
                let mut truths = Vec::new();
                for value in self.compare(*cmp, *ty, *ftz, a, other)? {
                    truths.push(match combine {
                        Some((op, c)) => self.bool_op(op, value, c)?,
                        None => value,
                    });
                }
                // Each lane of the result is 1.0 or 0.0 for a float type, all ones or zero
                // for an integer type; a packed comparison gives one 16-bit lane per half.
                let lane = lane_type(*dst_ty);
                let lane_bits = if truths.len() == 2 { 16 } else { dst_ty.bits() };
                let mut lanes = Vec::new();
                for truth in truths {
                    let bits = if let inkwell::types::BasicTypeEnum::FloatType(float) = super::register_type(self.cx, lane) {
                        let value = b.build_select(truth, float.const_float(1.0), float.const_zero(), "")?;
                        self.to_bits(value)?
                    } else {
                        let int = int_type(self.cx, lane_bits);
                        b.build_select(truth, int.const_all_ones(), int.const_zero(), "")?.into_int_value()
                    };
                    lanes.push(bits);
                }
                let result = self.join_int_lanes(&lanes)?;
                self.write_int(dst, *dst_ty, result)
            }
            Selp { ty, dst, a, b: other, pred } => {
                let condition = self.read_pred(pred)?;
                let (x, y) = (self.read(a, *ty)?, self.read(other, *ty)?);
                let result = b.build_select(condition, x, y, "")?;
                self.write(dst, *ty, result)
            }
            Slct { ty, cmp_ty, ftz, dst, a, b: other, c } => {
                let condition = if cmp_ty.is_float() {
                    let value = self.flush(self.read_float(c, *cmp_ty)?, *ftz)?;
                    b.build_float_compare(FloatPredicate::OGE, value, value.get_type().const_zero(), "")?
                } else {
                    let value = self.read_int(c, *cmp_ty)?;
                    b.build_int_compare(IntPredicate::SGE, value, value.get_type().const_zero(), "")?
                };
                let (x, y) = (self.read(a, *ty)?, self.read(other, *ty)?);
                self.write(dst, *ty, b.build_select(condition, x, y, "")?)
            }
            Copysign { ty, dst, a, b: other } => {
                // PTX: the sign of `a` on the magnitude of `b`.
                let (sign, magnitude) = (self.read_float(a, *ty)?, self.read_float(other, *ty)?);
                self.write(dst, *ty, self.copysign(magnitude, sign)?.into())
            }
            Testp { op, ty, dst, src } => {
                let x = self.read_float(src, *ty)?;
                let result = self.test_property(*op, *ty, x)?;
                self.write(dst, ScalarType::Pred, result.into())
            }
            Math { op, ty, precision, ftz, dst, src } => {
                let lanes = self.lanes(src, *ty)?;
                let out = lanes.into_iter().map(|x| self.math(*op, *ty, *precision, *ftz, x)).collect::<Result<Vec<_>>>()?;
                self.write_lanes(dst, *ty, &out)
            }
            _ => unreachable!("not a comparison or floating-point function"),
        }
    }

    fn bool_op(&self, op: BoolOp, x: IntValue<'ctx>, y: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        Ok(match op {
            BoolOp::And => self.b.build_and(x, y, "")?,
            BoolOp::Or => self.b.build_or(x, y, "")?,
            BoolOp::Xor => self.b.build_xor(x, y, "")?,
        })
    }

    /// Compares two operands; one result per lane (two for packed types).
    fn compare(&self, cmp: Compare, ty: ScalarType, ftz: bool, a: &Operand, other: &Operand) -> Result<Vec<IntValue<'ctx>>> {
        if ty.is_float() {
            let (xs, ys) = (self.lanes(a, ty)?, self.lanes(other, ty)?);
            let predicate = match cmp {
                Compare::Eq => FloatPredicate::OEQ,
                Compare::Ne => FloatPredicate::ONE,
                Compare::Lt => FloatPredicate::OLT,
                Compare::Le => FloatPredicate::OLE,
                Compare::Gt => FloatPredicate::OGT,
                Compare::Ge => FloatPredicate::OGE,
                Compare::Equ => FloatPredicate::UEQ,
                Compare::Neu => FloatPredicate::UNE,
                Compare::Ltu => FloatPredicate::ULT,
                Compare::Leu => FloatPredicate::ULE,
                Compare::Gtu => FloatPredicate::UGT,
                Compare::Geu => FloatPredicate::UGE,
                Compare::Num => FloatPredicate::ORD,
                Compare::Nan => FloatPredicate::UNO,
                other => return Err(format!("`{other:?}` does not compare floating-point values").into()),
            };
            return xs.iter().zip(&ys).map(|(x, y)| Ok(self.b.build_float_compare(predicate, self.flush(*x, ftz)?, self.flush(*y, ftz)?, "")?)).collect();
        }
        let signed = ty.is_signed();
        let predicate = match cmp {
            Compare::Eq => IntPredicate::EQ,
            Compare::Ne => IntPredicate::NE,
            Compare::Lt if signed => IntPredicate::SLT,
            Compare::Le if signed => IntPredicate::SLE,
            Compare::Gt if signed => IntPredicate::SGT,
            Compare::Ge if signed => IntPredicate::SGE,
            Compare::Lt | Compare::Lo => IntPredicate::ULT,
            Compare::Le | Compare::Ls => IntPredicate::ULE,
            Compare::Gt | Compare::Hi => IntPredicate::UGT,
            Compare::Ge | Compare::Hs => IntPredicate::UGE,
            other => return Err(format!("`{other:?}` does not compare integers").into()),
        };
        let (x, y) = (self.read_int(a, ty)?, self.read_int(other, ty)?);
        Ok(vec![self.b.build_int_compare(predicate, x, y, "")?])
    }

    fn test_property(&self, op: TestpOp, ty: ScalarType, x: FloatValue<'ctx>) -> Result<IntValue<'ctx>> {
        let b = &self.b;
        let float_type = x.get_type();
        let magnitude = self.fabs(x)?;
        let infinity = float_type.const_float(f64::INFINITY);
        let smallest_normal = float_type.const_float(if ty == ScalarType::F64 { f64::MIN_POSITIVE } else { f64::from(f32::MIN_POSITIVE) });
        Ok(match op {
            TestpOp::Finite => b.build_float_compare(FloatPredicate::OLT, magnitude, infinity, "")?,
            TestpOp::Infinite => b.build_float_compare(FloatPredicate::OEQ, magnitude, infinity, "")?,
            TestpOp::Number => b.build_float_compare(FloatPredicate::ORD, x, x, "")?,
            TestpOp::NotANumber => b.build_float_compare(FloatPredicate::UNO, x, x, "")?,
            // NVIDIA's GPUs count zero as normal: finite and not subnormal.
            TestpOp::Normal => {
                let finite = b.build_float_compare(FloatPredicate::OLT, magnitude, infinity, "")?;
                let big = b.build_float_compare(FloatPredicate::OGE, magnitude, smallest_normal, "")?;
                let zero = b.build_float_compare(FloatPredicate::OEQ, magnitude, float_type.const_zero(), "")?;
                b.build_and(finite, b.build_or(big, zero, "")?, "")?
            }
            TestpOp::Subnormal => {
                let nonzero = b.build_float_compare(FloatPredicate::ONE, magnitude, float_type.const_zero(), "")?;
                let small = b.build_float_compare(FloatPredicate::OLT, magnitude, smallest_normal, "")?;
                b.build_and(nonzero, small, "")?
            }
        })
    }

    /// One lane of a floating-point function. f16 and bf16 lanes are computed in f32.
    fn math(&self, op: MathOp, ty: ScalarType, precision: MathPrecision, ftz: bool, x: FloatValue<'ctx>) -> Result<FloatValue<'ctx>> {
        let lane = lane_type(ty);
        let narrow = matches!(lane, ScalarType::F16 | ScalarType::BF16);
        let x = self.flush(x, ftz)?;
        let wide = if narrow { self.widen_to_f32(x)? } else { x };
        let result = match precision {
            MathPrecision::Approx => {
                if op == MathOp::Tanh {
                    self.tanh(wide)?
                } else {
                    self.prims.approx(self, op, wide)?
                }
            }
            MathPrecision::Rounded(rounding) => {
                let op = match op {
                    MathOp::Rcp => Op::Div(wide.get_type().const_float(1.0), wide),
                    MathOp::Sqrt => Op::Sqrt(wide),
                    other => return Err(format!("`{other:?}` has no IEEE-rounded form").into()),
                };
                let result = self.rounded(op, Some(rounding))?;
                if ftz && lane == ScalarType::F32 {
                    let tiny = self.tiny_after_rounding(op, Some(rounding))?;
                    return self.flush_result(result, ftz, Some(tiny));
                }
                result
            }
        };
        let result = if narrow { self.round_to(result, lane, crate::ir::Rounding::Nearest)? } else { result };
        self.flush(result, ftz)
    }

    /// `tanh`: 1 - 2 / (exp(2x) + 1), saturating to ±1 for large |x| and keeping the sign of
    /// zero.
    fn tanh(&self, x: FloatValue<'ctx>) -> Result<FloatValue<'ctx>> {
        let b = &self.b;
        let ty = x.get_type();
        let magnitude = self.fabs(x)?;
        // exp(2|x|) = 2^(2|x| log2 e).
        let scaled = b.build_float_mul(magnitude, ty.const_float(2.0 * std::f64::consts::LOG2_E), "")?;
        let exp = self.prims.approx(self, MathOp::Ex2, scaled)?;
        let denominator = b.build_float_add(exp, ty.const_float(1.0), "")?;
        let fraction = b.build_float_div(ty.const_float(2.0), denominator, "")?;
        let positive = b.build_float_sub(ty.const_float(1.0), fraction, "")?;
        // For tiny |x|, tanh(x) = x.
        let tiny = b.build_float_compare(FloatPredicate::OLT, magnitude, ty.const_float(1e-4), "")?;
        let value = b.build_select(tiny, magnitude, positive, "")?.into_float_value();
        self.copysign(value, x)
    }

    /// An approximate reciprocal, for `div.approx` and `div.full`.
    pub fn approx_reciprocal(&self, x: FloatValue<'ctx>) -> Result<FloatValue<'ctx>> {
        self.prims.approx(self, MathOp::Rcp, x)
    }
}

/// The exact functions a target without faster approximations uses for `.approx`.
pub(crate) fn exact_approx<'ctx>(fx: &Fx<'ctx, '_>, op: MathOp, x: FloatValue<'ctx>) -> Result<FloatValue<'ctx>> {
    let ty = x.get_type();
    Ok(match op {
        MathOp::Rcp => fx.b.build_float_div(ty.const_float(1.0), x, "")?,
        MathOp::Sqrt => fx.float_intrinsic("llvm.sqrt", &[x])?,
        MathOp::Rsqrt => {
            let root = fx.float_intrinsic("llvm.sqrt", &[x])?;
            fx.b.build_float_div(ty.const_float(1.0), root, "")?
        }
        MathOp::Sin => fx.float_intrinsic("llvm.sin", &[x])?,
        MathOp::Cos => fx.float_intrinsic("llvm.cos", &[x])?,
        MathOp::Lg2 => fx.float_intrinsic("llvm.log2", &[x])?,
        MathOp::Ex2 => fx.float_intrinsic("llvm.exp2", &[x])?,
        MathOp::Tanh => return Err("tanh is computed by the emitter".into()),
    })
}
