//! Floating-point details shared by the arithmetic instructions: flushing subnormals
//! (`.ftz`), saturating (`.sat`), and directed rounding (`.rz`, `.rm`, `.rp`).
//!
//! Directed rounding is exact and needs no rounding-mode register: each operation is done
//! in round-to-nearest, its exact error is recovered with an error-free transformation
//! (TwoSum for sums, an FMA for products, remainders and square roots, ErrFma for fused
//! multiply-adds), and the nearest result is stepped by one ulp where the exact value lies
//! on the other side of it. This runs the same on every target.

use inkwell::FloatPredicate;
use inkwell::types::FloatType;
use inkwell::values::{BasicMetadataValueEnum, FloatValue, IntValue};

use super::{Fx, Result, int_type};
use crate::ir::{Rounding, ScalarType};

/// An operation with directed rounding.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Op<'ctx> {
    Add(FloatValue<'ctx>, FloatValue<'ctx>),
    Mul(FloatValue<'ctx>, FloatValue<'ctx>),
    Fma(FloatValue<'ctx>, FloatValue<'ctx>, FloatValue<'ctx>),
    Div(FloatValue<'ctx>, FloatValue<'ctx>),
    Sqrt(FloatValue<'ctx>),
}

impl<'ctx> Op<'ctx> {
    /// The type it computes in.
    pub fn ty(&self) -> FloatType<'ctx> {
        match self {
            Op::Add(x, _) | Op::Mul(x, _) | Op::Fma(x, _, _) | Op::Div(x, _) | Op::Sqrt(x) => x.get_type(),
        }
    }
}

/// f32 to f16 or bf16 bits, rounding to nearest even (for immediates and initializers).
pub(crate) fn f32_to_narrow(value: f32, ty: ScalarType) -> u16 {
    let bits = value.to_bits();
    if ty == ScalarType::BF16 {
        if value.is_nan() {
            return ((bits >> 16) | 0x40) as u16;
        }
        let rounded = bits.wrapping_add(0x7fff + ((bits >> 16) & 1));
        return (rounded >> 16) as u16;
    }
    let sign = ((bits >> 16) & 0x8000) as u16;
    let exponent = ((bits >> 23) & 0xff) as i32;
    let mantissa = bits & 0x7f_ffff;
    if exponent == 0xff {
        return sign | 0x7c00 | if mantissa != 0 { 0x200 | (mantissa >> 13) as u16 } else { 0 };
    }
    let unbiased = exponent - 127;
    if unbiased > 15 {
        return sign | 0x7c00;
    }
    if unbiased >= -14 {
        let half = ((unbiased + 15) as u32) << 10 | (mantissa >> 13);
        let rest = mantissa & 0x1fff;
        let round = rest > 0x1000 || (rest == 0x1000 && half & 1 == 1);
        return sign | (half + u32::from(round)) as u16;
    }
    if unbiased < -25 {
        return sign;
    }
    // Subnormal: shift the full significand.
    let significand = mantissa | 0x80_0000;
    let shift = (-14 - unbiased + 13) as u32;
    let half = significand >> shift;
    let rest = significand & ((1 << shift) - 1);
    let middle = 1 << (shift - 1);
    let round = rest > middle || (rest == middle && half & 1 == 1);
    sign | (half + u32::from(round)) as u16
}

impl<'ctx> Fx<'ctx, '_> {
    /// The same value with a subnormal replaced by a zero of its sign, when `ftz` asks and
    /// the function's denormal mode does not already do it.
    pub fn flush(&self, value: FloatValue<'ctx>, ftz: bool) -> Result<FloatValue<'ctx>> {
        if !ftz || !self.explicit_flush {
            return Ok(value);
        }
        let ty = value.get_type();
        let smallest_normal = match ty {
            t if t == self.cx.f32_type() => f64::from(f32::MIN_POSITIVE),
            t if t == self.cx.f64_type() => return Ok(value),
            t if t == self.cx.f16_type() => 6.103_515_625e-5,
            _ => f64::from(f32::MIN_POSITIVE),
        };
        let magnitude = self.fabs(value)?;
        let tiny = self.b.build_float_compare(FloatPredicate::OLT, magnitude, ty.const_float(smallest_normal), "")?;
        let zero = self.copysign(ty.const_zero(), value)?;
        Ok(self.b.build_select(tiny, zero, value, "")?.into_float_value())
    }

    /// A result flushed as `.ftz` asks: also when `tiny` says its exact value was subnormal
    /// before rounding.
    pub fn flush_result(&self, value: FloatValue<'ctx>, ftz: bool, tiny: Option<IntValue<'ctx>>) -> Result<FloatValue<'ctx>> {
        let flushed = self.flush(value, ftz)?;
        let Some(tiny) = tiny.filter(|_| ftz && self.explicit_flush) else { return Ok(flushed) };
        let zero = self.copysign(value.get_type().const_zero(), value)?;
        Ok(self.b.build_select(tiny, zero, flushed, "")?.into_float_value())
    }

    /// `.sat`: clamps to [0.0, 1.0]; NaN becomes 0.0.
    pub fn saturate(&self, value: FloatValue<'ctx>) -> Result<FloatValue<'ctx>> {
        let ty = value.get_type();
        let above = self.float_intrinsic("llvm.maxnum", &[value, ty.const_zero()])?;
        let clamped = self.float_intrinsic("llvm.minnum", &[above, ty.const_float(1.0)])?;
        let nan = self.b.build_float_compare(FloatPredicate::UNO, value, value, "")?;
        Ok(self.b.build_select(nan, ty.const_zero(), clamped, "")?.into_float_value())
    }

    pub fn fabs(&self, value: FloatValue<'ctx>) -> Result<FloatValue<'ctx>> {
        self.float_intrinsic("llvm.fabs", &[value])
    }

    pub fn copysign(&self, magnitude: FloatValue<'ctx>, sign: FloatValue<'ctx>) -> Result<FloatValue<'ctx>> {
        self.float_intrinsic("llvm.copysign", &[magnitude, sign])
    }

    pub fn fma(&self, a: FloatValue<'ctx>, b: FloatValue<'ctx>, c: FloatValue<'ctx>) -> Result<FloatValue<'ctx>> {
        self.float_intrinsic("llvm.fma", &[a, b, c])
    }

    /// A floating-point intrinsic overloaded on its arguments' type.
    pub fn float_intrinsic(&self, name: &str, args: &[FloatValue<'ctx>]) -> Result<FloatValue<'ctx>> {
        let ty = args[0].get_type();
        let args: Vec<BasicMetadataValueEnum> = args.iter().map(|a| (*a).into()).collect();
        Ok(self.intrinsic_value(name, &[ty.into()], &args)?.into_float_value())
    }

    /// An operation rounded as `rounding` asks (nearest even when `None`).
    ///
    /// An f32 operation with a directed rounding is done in f64 with the same rounding and
    /// rounded again: directed roundings compose exactly, and in f64 no f32 operation's
    /// error underflows (which would hide its sign). f64 results near the subnormal range
    /// get their error from scaled operands for the same reason.
    pub fn rounded(&self, op: Op<'ctx>, rounding: Option<Rounding>) -> Result<FloatValue<'ctx>> {
        let direction = match rounding {
            None | Some(Rounding::Nearest) | Some(Rounding::NearestAway) => return self.nearest(op),
            Some(direction) => direction,
        };
        if self.float_bits(op.ty()) == 32 {
            let wide = self.rounded(self.widen_op(op, self.cx.f64_type())?, Some(direction))?;
            return self.narrow_rounded(wide, self.cx.f32_type(), Some(direction));
        }
        let nearest = self.nearest(op)?;
        let error = self.error_sign(op, nearest)?;
        let error = if self.float_bits(op.ty()) == 64 { self.f64_error_sign(op, nearest, error)? } else { error };
        let inputs: Vec<FloatValue> = match op {
            Op::Add(x, y) | Op::Mul(x, y) | Op::Div(x, y) => vec![x, y],
            Op::Fma(x, y, z) => vec![x, y, z],
            // A square root never overflows.
            Op::Sqrt(_) => Vec::new(),
        };
        let divisor = match op {
            Op::Div(_, y) => Some(y),
            _ => None,
        };
        let stepped = self.step(nearest, error, direction, &inputs, divisor)?;
        // An exact zero sum is -0 when rounding down, unless both addends are +0.
        let signs = match op {
            Op::Add(x, y) => Some((self.sign_bit(x)?, self.sign_bit(y)?)),
            Op::Fma(x, y, z) => Some((self.b.build_xor(self.sign_bit(x)?, self.sign_bit(y)?, "")?, self.sign_bit(z)?)),
            _ => None,
        };
        let (Some((first, second)), Rounding::Down) = (signs, direction) else { return Ok(stepped) };
        let ty = nearest.get_type();
        let zero = ty.const_zero();
        let exact_zero = self.b.build_and(
            self.b.build_float_compare(FloatPredicate::OEQ, nearest, zero, "")?,
            self.b.build_float_compare(FloatPredicate::OEQ, error, error.get_type().const_zero(), "")?,
            "",
        )?;
        let negative = self.b.build_or(first, second, "")?;
        let signed_zero = self.b.build_select(negative, self.b.build_float_neg(zero, "")?, zero, "")?.into_float_value();
        Ok(self.b.build_select(exact_zero, signed_zero, stepped, "")?.into_float_value())
    }

    /// The sign bit of a float, as an i1.
    pub fn sign_bit(&self, x: FloatValue<'ctx>) -> Result<IntValue<'ctx>> {
        let bits = self.to_bits(x.into())?;
        Ok(self.b.build_int_compare(inkwell::IntPredicate::SLT, bits, bits.get_type().const_zero(), "")?)
    }

    /// The same operation on operands converted (exactly) to the wider `ty`.
    fn widen_op(&self, op: Op<'ctx>, ty: FloatType<'ctx>) -> Result<Op<'ctx>> {
        let w = |v: FloatValue<'ctx>| -> Result<FloatValue<'ctx>> { Ok(self.b.build_float_ext(v, ty, "")?) };
        Ok(match op {
            Op::Add(x, y) => Op::Add(w(x)?, w(y)?),
            Op::Mul(x, y) => Op::Mul(w(x)?, w(y)?),
            Op::Fma(x, y, z) => Op::Fma(w(x)?, w(y)?, w(z)?),
            Op::Div(x, y) => Op::Div(w(x)?, w(y)?),
            Op::Sqrt(x) => Op::Sqrt(w(x)?),
        })
    }

    /// Whether the result of an f32 operation is tiny as NVIDIA's `.ftz` decides it: rounded
    /// to f32's precision as if its exponent were unbounded, it is below the smallest normal
    /// (IEEE's tininess after rounding). The f64 result, scaled into f32's normal range and
    /// rounded the same way, answers.
    pub fn tiny_after_rounding(&self, op: Op<'ctx>, rounding: Option<Rounding>) -> Result<IntValue<'ctx>> {
        let wide = self.rounded(self.widen_op(op, self.cx.f64_type())?, rounding)?;
        self.tiny_f32(wide, rounding)
    }

    /// Whether an f64 value, rounded to f32's precision with an unbounded exponent, is below
    /// the smallest normal f32.
    pub fn tiny_f32(&self, wide: FloatValue<'ctx>, rounding: Option<Rounding>) -> Result<IntValue<'ctx>> {
        let f64_type = self.cx.f64_type();
        let scaled = self.b.build_float_mul(wide, f64_type.const_float(2f64.powi(64)), "")?;
        let rounded = self.narrow_rounded(scaled, self.cx.f32_type(), rounding)?;
        let limit = self.cx.f32_type().const_float(f64::from(f32::MIN_POSITIVE) * 2f64.powi(64));
        Ok(self.b.build_float_compare(FloatPredicate::OLT, self.fabs(rounded)?, limit, "")?)
    }

    /// `x` narrowed to `to` (a narrower float type) with `rounding`: LLVM's conversion rounds
    /// to nearest; the exact error, `x - nearest` in `x`'s type, decides a directed step.
    pub fn narrow_rounded(&self, x: FloatValue<'ctx>, to: FloatType<'ctx>, rounding: Option<Rounding>) -> Result<FloatValue<'ctx>> {
        let nearest = self.b.build_float_trunc(x, to, "")?;
        let direction = match rounding {
            None | Some(Rounding::Nearest) | Some(Rounding::NearestAway) => return Ok(nearest),
            Some(direction) => direction,
        };
        let back = self.b.build_float_ext(nearest, x.get_type(), "")?;
        let error = self.b.build_float_sub(x, back, "")?;
        self.step(nearest, error, direction, &[x], None)
    }

    /// Steps `nearest` toward the exact value by the sign of `error` (a float of any type,
    /// or zero when exact).
    pub fn step_by_error(
        &self,
        nearest: FloatValue<'ctx>,
        error: FloatValue<'ctx>,
        direction: Rounding,
        inputs: &[FloatValue<'ctx>],
    ) -> Result<FloatValue<'ctx>> {
        self.step(nearest, error, direction, inputs, None)
    }

    /// An operation rounded to odd: toward zero, with the lowest bit set when inexact. A
    /// second rounding of the result to a format at least two bits narrower is exact.
    pub fn rounded_odd(&self, op: Op<'ctx>) -> Result<FloatValue<'ctx>> {
        let nearest = self.nearest(op)?;
        let error = self.error_sign(op, nearest)?;
        let toward_zero = self.step(nearest, error, Rounding::Zero, &[], None)?;
        let inexact = self.b.build_float_compare(FloatPredicate::ONE, error, error.get_type().const_zero(), "")?;
        self.set_lowest_bit(toward_zero, inexact)
    }

    /// The error's sign for an f64 operation, also where the plain error terms would
    /// underflow (and lose it): near the subnormal range the operands are scaled far into
    /// the normal range first, which scales the error exactly.
    fn f64_error_sign(&self, op: Op<'ctx>, nearest: FloatValue<'ctx>, plain: FloatValue<'ctx>) -> Result<FloatValue<'ctx>> {
        let b = &self.b;
        let ty = nearest.get_type();
        let c = |v: f64| ty.const_float(v);
        // Powers of two past f64's range are applied in steps of 2^600.
        let scaled = |v: FloatValue<'ctx>, exponent: i32| -> Result<FloatValue<'ctx>> {
            let mut value = v;
            let mut left = exponent;
            while left > 0 {
                let step = left.min(600);
                value = b.build_float_mul(value, c(2f64.powi(step)), "")?;
                left -= step;
            }
            Ok(value)
        };
        let below = |v: FloatValue<'ctx>, exponent: i32| -> Result<IntValue<'ctx>> {
            Ok(b.build_float_compare(FloatPredicate::OLT, self.fabs(v)?, c(2f64.powi(exponent)), "")?)
        };
        let choose = |condition: IntValue<'ctx>, then: FloatValue<'ctx>, otherwise: FloatValue<'ctx>| -> Result<FloatValue<'ctx>> {
            Ok(b.build_select(condition, then, otherwise, "")?.into_float_value())
        };
        Ok(match op {
            Op::Add(..) => plain,
            Op::Mul(x, y) => {
                // A tiny product bounds both factors below 2^114.
                let error = self.fma(scaled(x, 600)?, scaled(y, 600)?, b.build_float_neg(scaled(nearest, 1200)?, "")?)?;
                choose(below(nearest, -960)?, error, plain)?
            }
            Op::Div(x, y) => {
                let sign_y = self.copysign(c(1.0), y)?;
                let tiny_divisor = self.fma(b.build_float_neg(nearest, "")?, scaled(y, 600)?, scaled(x, 600)?)?;
                let tiny_quotient = self.fma(b.build_float_neg(scaled(nearest, 600)?, "")?, y, scaled(x, 600)?)?;
                let remainder = choose(below(nearest, -960)?, tiny_quotient, plain)?;
                let remainder = choose(below(y, -900)?, b.build_float_mul(tiny_divisor, sign_y, "")?, b.build_float_mul(remainder, sign_y, "")?)?;
                // `plain` already carries the divisor's sign.
                choose(below(y, -900)?, remainder, choose(below(nearest, -960)?, remainder, plain)?)?
            }
            Op::Sqrt(x) => {
                let root = scaled(nearest, 300)?;
                let error = self.fma(b.build_float_neg(root, "")?, root, scaled(x, 600)?)?;
                choose(below(x, -900)?, error, plain)?
            }
            Op::Fma(x, y, z) => {
                // A tiny result: the scaled sum's own rounding error plus its distance from
                // the scaled result.
                let (xs, zs) = (scaled(x, 600)?, scaled(z, 600)?);
                let scaled_nearest = self.fma(xs, y, zs)?;
                let own = self.error_sign(Op::Fma(xs, y, zs), scaled_nearest)?;
                let distance = b.build_float_sub(scaled_nearest, scaled(nearest, 600)?, "")?;
                let tiny_result = b.build_float_add(distance, own, "")?;
                // A tiny product (whose error term underflows): with a small addend, the
                // same at 2^1200; with a larger one the product is below half its ulp, the
                // result is the addend, and the error is the product.
                let (xp, yp, zp) = (scaled(x, 600)?, scaled(y, 600)?, scaled(z, 1200)?);
                let product_nearest = self.fma(xp, yp, zp)?;
                let product_own = self.error_sign(Op::Fma(xp, yp, zp), product_nearest)?;
                let product_distance = b.build_float_sub(product_nearest, scaled(nearest, 1200)?, "")?;
                let small_addend = b.build_float_add(product_distance, product_own, "")?;
                let product = b.build_float_mul(self.copysign(c(1.0), x)?, self.copysign(c(1.0), y)?, "")?;
                let nonzero =
                    b.build_and(b.build_float_compare(FloatPredicate::ONE, x, c(0.0), "")?, b.build_float_compare(FloatPredicate::ONE, y, c(0.0), "")?, "")?;
                let large_addend = choose(nonzero, product, c(0.0))?;
                let tiny_product = choose(below(z, -176)?, small_addend, large_addend)?;
                let product_underflows = b.build_and(below(b.build_float_mul(x, y, "")?, -968)?, self.is_finite(z)?, "")?;
                choose(product_underflows, tiny_product, choose(below(nearest, -960)?, tiny_result, plain)?)?
            }
        })
    }

    fn nearest(&self, op: Op<'ctx>) -> Result<FloatValue<'ctx>> {
        Ok(match op {
            Op::Add(a, b) => self.b.build_float_add(a, b, "")?,
            Op::Mul(a, b) => self.b.build_float_mul(a, b, "")?,
            Op::Fma(a, b, c) => self.fma(a, b, c)?,
            Op::Div(a, b) => self.b.build_float_div(a, b, "")?,
            Op::Sqrt(a) => self.float_intrinsic("llvm.sqrt", &[a])?,
        })
    }

    /// A value whose sign is the sign of (exact result - `nearest`).
    fn error_sign(&self, op: Op<'ctx>, nearest: FloatValue<'ctx>) -> Result<FloatValue<'ctx>> {
        let b = &self.b;
        Ok(match op {
            Op::Add(x, y) => {
                // TwoSum: x + y = nearest + error exactly.
                let yy = b.build_float_sub(nearest, x, "")?;
                let xx = b.build_float_sub(nearest, yy, "")?;
                let ex = b.build_float_sub(x, xx, "")?;
                let ey = b.build_float_sub(y, yy, "")?;
                b.build_float_add(ex, ey, "")?
            }
            Op::Mul(x, y) => {
                let minus = b.build_float_neg(nearest, "")?;
                self.fma(x, y, minus)?
            }
            Op::Div(x, y) => {
                // The remainder of a nearest quotient is exact: x - q*y = y * (x/y - q).
                let minus = b.build_float_neg(nearest, "")?;
                let remainder = self.fma(minus, y, x)?;
                let sign_y = self.copysign(y.get_type().const_float(1.0), y)?;
                b.build_float_mul(remainder, sign_y, "")?
            }
            Op::Sqrt(x) => {
                let minus = b.build_float_neg(nearest, "")?;
                self.fma(minus, nearest, x)?
            }
            Op::Fma(x, y, z) => {
                // ErrFma (Boldo, Muller): x*y + z = nearest + r2 + r3, |r3| <= ulp(r2)/2.
                let u1 = b.build_float_mul(x, y, "")?;
                let minus_u1 = b.build_float_neg(u1, "")?;
                let u2 = self.fma(x, y, minus_u1)?;
                let (a1, zz) = self.two_sum(z, u2)?;
                let (b1, b2) = self.two_sum(u1, a1)?;
                let d = b.build_float_sub(b1, nearest, "")?;
                let g = b.build_float_add(d, b2, "")?;
                let r2 = b.build_float_add(g, zz, "")?;
                let back = b.build_float_sub(r2, g, "")?;
                let r3 = b.build_float_sub(zz, back, "")?;
                let zero = b.build_float_compare(FloatPredicate::OEQ, r2, r2.get_type().const_zero(), "")?;
                b.build_select(zero, r3, r2, "")?.into_float_value()
            }
        })
    }

    fn two_sum(&self, x: FloatValue<'ctx>, y: FloatValue<'ctx>) -> Result<(FloatValue<'ctx>, FloatValue<'ctx>)> {
        let b = &self.b;
        let s = b.build_float_add(x, y, "")?;
        let yy = b.build_float_sub(s, x, "")?;
        let xx = b.build_float_sub(s, yy, "")?;
        let ex = b.build_float_sub(x, xx, "")?;
        let ey = b.build_float_sub(y, yy, "")?;
        Ok((s, b.build_float_add(ex, ey, "")?))
    }

    /// Steps `nearest` one ulp toward the exact value when `direction` requires it; handles
    /// overflow to infinity of finite inputs.
    fn step(
        &self,
        nearest: FloatValue<'ctx>,
        error: FloatValue<'ctx>,
        direction: Rounding,
        inputs: &[FloatValue<'ctx>],
        divisor: Option<FloatValue<'ctx>>,
    ) -> Result<FloatValue<'ctx>> {
        let b = &self.b;
        let ty = nearest.get_type();
        let zero = ty.const_zero();
        let error_zero = error.get_type().const_zero();
        let error_negative = b.build_float_compare(FloatPredicate::OLT, error, error_zero, "")?;
        let error_positive = b.build_float_compare(FloatPredicate::OGT, error, error_zero, "")?;
        let down = self.next_toward(nearest, false)?;
        let up = self.next_toward(nearest, true)?;
        let rounded_down = b.build_select(error_negative, down, nearest, "")?.into_float_value();
        let rounded_up = b.build_select(error_positive, up, nearest, "")?.into_float_value();
        let result = match direction {
            Rounding::Down => rounded_down,
            Rounding::Up => rounded_up,
            _ => {
                let positive = b.build_float_compare(FloatPredicate::OGT, nearest, zero, "")?;
                let tiny_positive = b.build_and(b.build_float_compare(FloatPredicate::OEQ, nearest, zero, "")?, error_positive, "")?;
                let toward_down = b.build_or(positive, tiny_positive, "")?;
                b.build_select(toward_down, rounded_down, rounded_up, "")?.into_float_value()
            }
        };
        // Finite inputs whose nearest result overflowed: directed rounding may stop at the
        // largest finite value instead.
        if inputs.is_empty() {
            return Ok(result);
        }
        let mut all_finite = self.bool(true);
        for input in inputs {
            let finite = self.is_finite(*input)?;
            all_finite = b.build_and(all_finite, finite, "")?;
        }
        // Overflowed: finite inputs, an infinite (not NaN) result, and no division by zero.
        let infinite = b.build_float_compare(FloatPredicate::OEQ, self.fabs(nearest)?, ty.const_float(f64::INFINITY), "")?;
        let mut overflowed = b.build_and(all_finite, infinite, "")?;
        if let Some(divisor) = divisor {
            let nonzero = b.build_float_compare(FloatPredicate::ONE, divisor, divisor.get_type().const_zero(), "")?;
            overflowed = b.build_and(overflowed, nonzero, "")?;
        }
        let largest = self.largest_finite(ty);
        let signed_largest = self.copysign(largest, nearest)?;
        let positive = b.build_float_compare(FloatPredicate::OGT, nearest, zero, "")?;
        let keep_infinity = match direction {
            Rounding::Up => positive,
            Rounding::Down => b.build_not(positive, "")?,
            _ => self.bool(false),
        };
        let overflow_result = b.build_select(keep_infinity, nearest, signed_largest, "")?.into_float_value();
        Ok(b.build_select(overflowed, overflow_result, result, "")?.into_float_value())
    }

    pub fn is_finite(&self, value: FloatValue<'ctx>) -> Result<IntValue<'ctx>> {
        let magnitude = self.fabs(value)?;
        let infinity = value.get_type().const_float(f64::INFINITY);
        Ok(self.b.build_float_compare(FloatPredicate::OLT, magnitude, infinity, "")?)
    }

    pub fn largest_finite(&self, ty: FloatType<'ctx>) -> FloatValue<'ctx> {
        let value = match self.float_bits(ty) {
            16 if ty == self.cx.f16_type() => 65504.0,
            16 => f64::from(f32::from_bits(0x7f7f_0000)),
            32 => f64::from(f32::MAX),
            _ => f64::MAX,
        };
        ty.const_float(value)
    }

    /// The width of a floating-point type.
    pub fn float_bits(&self, ty: FloatType<'ctx>) -> u32 {
        if ty == self.cx.f16_type() || ty == self.cx.bf16_type() {
            16
        } else if ty == self.cx.f32_type() {
            32
        } else {
            64
        }
    }

    /// The next representable value toward +inf (`up`) or -inf; NaN and infinities in that
    /// direction stay.
    fn next_toward(&self, value: FloatValue<'ctx>, up: bool) -> Result<FloatValue<'ctx>> {
        let b = &self.b;
        let ty = value.get_type();
        let int_type = int_type(self.cx, self.float_bits(ty));
        let bits = b.build_bit_cast(value, int_type, "")?.into_int_value();
        let one = int_type.const_int(1, false);
        let zero = ty.const_zero();
        let is_zero = b.build_float_compare(FloatPredicate::OEQ, value, zero, "")?;
        let positive = b.build_float_compare(FloatPredicate::OGT, value, zero, "")?;
        // Away from zero on the side we step to: magnitude + 1; else magnitude - 1.
        let grows = if up { positive } else { b.build_not(positive, "")? };
        let plus = b.build_int_add(bits, one, "")?;
        let minus = b.build_int_sub(bits, one, "")?;
        let stepped = b.build_select(grows, plus, minus, "")?.into_int_value();
        let stepped = b.build_bit_cast(stepped, ty, "")?.into_float_value();
        let smallest = b.build_bit_cast(one, ty, "")?.into_float_value();
        let from_zero = if up { smallest } else { b.build_float_neg(smallest, "")? };
        let result = b.build_select(is_zero, from_zero, stepped, "")?.into_float_value();
        // NaN, and the infinity we step toward, stay.
        let special = b.build_not(self.is_finite(value)?, "")?;
        let unchanged_infinity = if up { positive } else { b.build_not(positive, "")? };
        let keep = b.build_and(special, b.build_or(unchanged_infinity, b.build_float_compare(FloatPredicate::UNO, value, value, "")?, "")?, "")?;
        let from_opposite_infinity = b.build_and(special, b.build_not(keep, "")?, "")?;
        let largest = self.largest_finite(ty);
        let opposite = if up { b.build_float_neg(largest, "")? } else { largest };
        let result = b.build_select(from_opposite_infinity, opposite, result, "")?.into_float_value();
        Ok(b.build_select(keep, value, result, "")?.into_float_value())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn narrow_conversions_round_to_nearest_even() {
        let f16 = |x: f32| f32_to_narrow(x, ScalarType::F16);
        assert_eq!(f16(1.0), 0x3c00);
        assert_eq!(f16(-2.0), 0xc000);
        assert_eq!(f16(65504.0), 0x7bff);
        assert_eq!(f16(65520.0), 0x7c00);
        assert_eq!(f16(f32::INFINITY), 0x7c00);
        assert_eq!(f16(5.960_464_5e-8), 0x0001);
        assert_eq!(f16(1.0 + 1.0 / 2048.0), 0x3c00);
        assert_eq!(f16(1.0 + 3.0 / 2048.0), 0x3c02);
        assert!(f16(f32::NAN) & 0x7c00 == 0x7c00 && f16(f32::NAN) & 0x3ff != 0);
        let bf16 = |x: f32| f32_to_narrow(x, ScalarType::BF16);
        assert_eq!(bf16(1.0), 0x3f80);
        assert_eq!(bf16(f32::from_bits(0x3f80_8000)), 0x3f80);
        assert_eq!(bf16(f32::from_bits(0x3f81_8000)), 0x3f82);
    }
}
