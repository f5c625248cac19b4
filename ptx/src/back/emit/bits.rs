//! Logic and bit manipulation: `and`, `or`, `xor`, `not`, `cnot`, `shl`, `shr`, `popc`,
//! `clz`, `brev`, `bfind`, `bfe`, `bfi`, `bmsk`, `szext`, `fns`, `prmt`, `lop3`, `shf`,
//! `dp4a`, `dp2a`. Each follows the PTX ISA's definition, including its edge cases (shift
//! amounts past the width, zero-length fields), which LLVM would otherwise leave undefined.

use inkwell::IntPredicate;
use inkwell::values::IntValue;

use super::{Fx, Result, int_type};
use crate::ir::{Immediate, Instruction, Operand, PrmtMode, ScalarType};

impl<'ctx> Fx<'ctx, '_> {
    pub(super) fn bits(&self, instruction: &Instruction) -> Result<()> {
        use Instruction::*;
        let b = &self.b;
        match instruction {
            And { ty, dst, a, b: y } | Or { ty, dst, a, b: y } | Xor { ty, dst, a, b: y } => {
                let (x, y) = (self.read_int(a, *ty)?, self.read_int(y, *ty)?);
                let result = match instruction {
                    And { .. } => b.build_and(x, y, "")?,
                    Or { .. } => b.build_or(x, y, "")?,
                    _ => b.build_xor(x, y, "")?,
                };
                self.write_int(dst, *ty, result)
            }
            Not { ty, dst, src } => {
                let x = self.read_int(src, *ty)?;
                self.write_int(dst, *ty, b.build_not(x, "")?)
            }
            Cnot { ty, dst, src } => {
                let x = self.read_int(src, *ty)?;
                let zero = b.build_int_compare(IntPredicate::EQ, x, x.get_type().const_zero(), "")?;
                self.write_int(dst, *ty, b.build_int_z_extend(zero, x.get_type(), "")?)
            }
            Shl { ty, dst, a, b: amount } | Shr { ty, dst, a, b: amount } => {
                let x = self.read_int(a, *ty)?;
                let amount = self.read_int(amount, ScalarType::U32)?;
                let result = self.shift(*ty, x, amount, matches!(instruction, Shl { .. }))?;
                self.write_int(dst, *ty, result)
            }
            Popc { ty, dst, src } | Clz { ty, dst, src } => {
                let x = self.read_int(src, *ty)?;
                let count = match instruction {
                    Popc { .. } => self.int_intrinsic("llvm.ctpop", &[x])?,
                    _ => {
                        let poison = self.bool(false);
                        self.intrinsic_value("llvm.ctlz", &[x.get_type().into()], &[x.into(), poison.into()])?.into_int_value()
                    }
                };
                let count = self.resize(count, 32)?;
                self.write_int(dst, ScalarType::U32, count)
            }
            Brev { ty, dst, src } => {
                let x = self.read_int(src, *ty)?;
                self.write_int(dst, *ty, self.int_intrinsic("llvm.bitreverse", &[x])?)
            }
            Bfind { ty, shift_amount, dst, src } => {
                let x = self.read_int(src, *ty)?;
                let width = ty.bits();
                // Signed: the most significant bit that differs from the sign.
                let x = if ty.is_signed() {
                    let negative = b.build_int_compare(IntPredicate::SLT, x, x.get_type().const_zero(), "")?;
                    b.build_select(negative, b.build_not(x, "")?, x, "")?.into_int_value()
                } else {
                    x
                };
                let poison = self.bool(false);
                let leading = self.intrinsic_value("llvm.ctlz", &[x.get_type().into()], &[x.into(), poison.into()])?.into_int_value();
                let leading = self.resize(leading, 32)?;
                let none = b.build_int_compare(IntPredicate::EQ, x, x.get_type().const_zero(), "")?;
                let position = if *shift_amount { leading } else { b.build_int_sub(self.i32(u64::from(width - 1)), leading, "")? };
                let result = b.build_select(none, self.i32(0xffff_ffff), position, "")?.into_int_value();
                self.write_int(dst, ScalarType::U32, result)
            }
            Bfe { ty, dst, a, pos, len } => {
                let result = self.bit_field_extract(*ty, a, pos, len)?;
                self.write_int(dst, *ty, result)
            }
            Bfi { ty, dst, a, b: base, pos, len } => {
                let result = self.bit_field_insert(*ty, a, base, pos, len)?;
                self.write_int(dst, *ty, result)
            }
            Bmsk { wrap, dst, a, b: width } => {
                let (position, width) = (self.read_int(a, ScalarType::U32)?, self.read_int(width, ScalarType::U32)?);
                let (position, width) = self.clamp_or_wrap(position, width, *wrap)?;
                // ((1 << width) - 1) << position, computed in 64 bits and truncated.
                let i64 = self.cx.i64_type();
                let one = i64.const_int(1, false);
                let field = b.build_int_sub(b.build_left_shift(one, b.build_int_z_extend(width, i64, "")?, "")?, one, "")?;
                let mask = b.build_left_shift(field, b.build_int_z_extend(position, i64, "")?, "")?;
                self.write_int(dst, ScalarType::B32, b.build_int_truncate(mask, self.cx.i32_type(), "")?)
            }
            Szext { wrap, signed, dst, a, b: width } => {
                let x = self.read_int(a, ScalarType::B32)?;
                let width = self.read_int(width, ScalarType::U32)?;
                let width = if *wrap { b.build_and(width, self.i32(31), "")? } else { self.int_intrinsic("llvm.umin", &[width, self.i32(32)])? };
                // Keep `width` low bits, extended; width 0 gives 0, 32 or more keeps all.
                let i64 = self.cx.i64_type();
                let wide = if *signed { b.build_int_s_extend(x, i64, "")? } else { b.build_int_z_extend(x, i64, "")? };
                let shift = b.build_int_sub(i64.const_int(64, false), b.build_int_z_extend(width, i64, "")?, "")?;
                let up = b.build_left_shift(wide, shift, "")?;
                let down = b.build_right_shift(up, shift, *signed, "")?;
                let zero_width = b.build_int_compare(IntPredicate::EQ, width, self.i32(0), "")?;
                let result = b.build_select(zero_width, i64.const_zero(), down, "")?.into_int_value();
                self.write_int(dst, ScalarType::B32, b.build_int_truncate(result, self.cx.i32_type(), "")?)
            }
            Fns { dst, mask, base, offset } => {
                let result = self.find_nth_set(mask, base, offset)?;
                self.write_int(dst, ScalarType::B32, result)
            }
            Prmt { mode, dst, a, b: other, c } => {
                let result = self.permute(*mode, a, other, c)?;
                self.write_int(dst, ScalarType::B32, result)
            }
            Lop3 { dst, a, b: y, c, lut } => {
                let Operand::Imm(Immediate::Int(lut)) = lut else { return Err("lop3's truth table must be an immediate".into()) };
                let (x, y, z) = (self.read_int(a, ScalarType::B32)?, self.read_int(y, ScalarType::B32)?, self.read_int(c, ScalarType::B32)?);
                let mut result = self.i32(0);
                for minterm in 0..8u32 {
                    if lut & (1 << minterm) == 0 {
                        continue;
                    }
                    let pick = |v: IntValue<'ctx>, bit: u32| -> Result<IntValue<'ctx>> { Ok(if minterm & bit != 0 { v } else { b.build_not(v, "")? }) };
                    let term = b.build_and(b.build_and(pick(x, 4)?, pick(y, 2)?, "")?, pick(z, 1)?, "")?;
                    result = b.build_or(result, term, "")?;
                }
                self.write_int(dst, ScalarType::B32, result)
            }
            Shf { left, wrap, dst, a, b: high, c } => {
                let (low, high) = (self.read_int(a, ScalarType::B32)?, self.read_int(high, ScalarType::B32)?);
                let amount = self.read_int(c, ScalarType::U32)?;
                let name = if *left { "llvm.fshl" } else { "llvm.fshr" };
                let shifted = self.int_intrinsic(name, &[high, low, amount])?;
                // `.clamp`: 32 or more shifts everything out of the 64-bit pair's window.
                let result = if *wrap {
                    shifted
                } else {
                    let all = b.build_int_compare(IntPredicate::UGE, amount, self.i32(32), "")?;
                    b.build_select(all, if *left { low } else { high }, shifted, "")?.into_int_value()
                };
                self.write_int(dst, ScalarType::B32, result)
            }
            Dp4a { a_signed, b_signed, dst, a, b: other, c } => {
                let sum = self.dot(4, *a_signed, *b_signed, false, a, other, c)?;
                let ty = if *a_signed || *b_signed { ScalarType::S32 } else { ScalarType::U32 };
                self.write_int(dst, ty, sum)
            }
            Dp2a { hi, a_signed, b_signed, dst, a, b: other, c } => {
                let sum = self.dot(2, *a_signed, *b_signed, *hi, a, other, c)?;
                let ty = if *a_signed || *b_signed { ScalarType::S32 } else { ScalarType::U32 };
                self.write_int(dst, ty, sum)
            }
            _ => unreachable!("not a bit instruction"),
        }
    }

    /// An integer resized to `bits`, truncated or zero-extended.
    pub fn resize(&self, value: IntValue<'ctx>, bits: u32) -> Result<IntValue<'ctx>> {
        let have = value.get_type().get_bit_width();
        let ty = int_type(self.cx, bits);
        Ok(if have > bits {
            self.b.build_int_truncate(value, ty, "")?
        } else if have < bits {
            self.b.build_int_z_extend(value, ty, "")?
        } else {
            value
        })
    }

    /// PTX shifts: an amount past the width shifts everything out (zeros, or the sign for
    /// `shr.s`).
    fn shift(&self, ty: ScalarType, x: IntValue<'ctx>, amount: IntValue<'ctx>, left: bool) -> Result<IntValue<'ctx>> {
        let b = &self.b;
        let width = ty.bits();
        let int_type = x.get_type();
        let clamped = self.int_intrinsic("llvm.umin", &[amount, self.i32(u64::from(width - 1))])?;
        let clamped = self.resize(clamped, width)?;
        let past = b.build_int_compare(IntPredicate::UGE, amount, self.i32(u64::from(width)), "")?;
        if left {
            let shifted = b.build_left_shift(x, clamped, "")?;
            return Ok(b.build_select(past, int_type.const_zero(), shifted, "")?.into_int_value());
        }
        let arithmetic = ty.is_signed();
        let shifted = b.build_right_shift(x, clamped, arithmetic, "")?;
        if arithmetic {
            // Shifting by width - 1 already yields the sign everywhere.
            return Ok(shifted);
        }
        Ok(b.build_select(past, int_type.const_zero(), shifted, "")?.into_int_value())
    }

    fn clamp_or_wrap(&self, position: IntValue<'ctx>, width: IntValue<'ctx>, wrap: bool) -> Result<(IntValue<'ctx>, IntValue<'ctx>)> {
        if wrap {
            Ok((self.b.build_and(position, self.i32(31), "")?, self.b.build_and(width, self.i32(31), "")?))
        } else {
            Ok((self.int_intrinsic("llvm.umin", &[position, self.i32(32)])?, self.int_intrinsic("llvm.umin", &[width, self.i32(32)])?))
        }
    }

    /// `bfe`: `len` bits from `pos` (each taken mod 256), sign-extended for signed types;
    /// bits past the width read as the sign (signed) or zero.
    fn bit_field_extract(&self, ty: ScalarType, a: &Operand, pos: &Operand, len: &Operand) -> Result<IntValue<'ctx>> {
        let b = &self.b;
        let width = ty.bits();
        let x = self.read_int(a, ty)?;
        let (position, length) = self.field_bounds(width, pos, len)?;
        // Work in twice the width so every shift below stays defined.
        let wide = int_type(self.cx, width * 2);
        let x_wide = if ty.is_signed() { b.build_int_s_extend(x, wide, "")? } else { b.build_int_z_extend(x, wide, "")? };
        let position = self.resize(self.int_intrinsic("llvm.umin", &[position, self.i32(u64::from(width))])?, width * 2)?;
        let length = self.resize(self.int_intrinsic("llvm.umin", &[length, self.i32(u64::from(width))])?, width * 2)?;
        let shifted = b.build_right_shift(x_wide, position, ty.is_signed(), "")?;
        // Keep `length` bits: shift them to the top, then back (arithmetically if signed).
        let top = b.build_int_sub(wide.const_int(u64::from(width * 2), false), length, "")?;
        let up = b.build_left_shift(shifted, top, "")?;
        let down = b.build_right_shift(up, top, ty.is_signed(), "")?;
        let empty = b.build_int_compare(IntPredicate::EQ, length, wide.const_zero(), "")?;
        let result = b.build_select(empty, wide.const_zero(), down, "")?.into_int_value();
        Ok(b.build_int_truncate(result, x.get_type(), "")?)
    }

    /// A bit field's position and length. The 32-bit forms take the low 8 bits of each, as
    /// PTX says; NVIDIA's GPUs take the 64-bit forms' whole values (both are clamped to the
    /// width after).
    fn field_bounds(&self, width: u32, pos: &Operand, len: &Operand) -> Result<(IntValue<'ctx>, IntValue<'ctx>)> {
        let position = self.read_int(pos, ScalarType::U32)?;
        let length = self.read_int(len, ScalarType::U32)?;
        if width == 64 {
            return Ok((position, length));
        }
        Ok((self.b.build_and(position, self.i32(0xff), "")?, self.b.build_and(length, self.i32(0xff), "")?))
    }

    /// `bfi`: `len` low bits of `a` into `b` at `pos`; a field past the width is cut.
    fn bit_field_insert(&self, ty: ScalarType, a: &Operand, base: &Operand, pos: &Operand, len: &Operand) -> Result<IntValue<'ctx>> {
        let b = &self.b;
        let width = ty.bits();
        let (x, y) = (self.read_int(a, ty)?, self.read_int(base, ty)?);
        let (position, length) = self.field_bounds(width, pos, len)?;
        let wide = int_type(self.cx, width * 2);
        let position = self.resize(self.int_intrinsic("llvm.umin", &[position, self.i32(u64::from(width))])?, width * 2)?;
        let length = self.resize(self.int_intrinsic("llvm.umin", &[length, self.i32(u64::from(width))])?, width * 2)?;
        let one = wide.const_int(1, false);
        let field = b.build_int_sub(b.build_left_shift(one, length, "")?, one, "")?;
        let mask = b.build_left_shift(field, position, "")?;
        let mask = b.build_int_truncate(mask, x.get_type(), "")?;
        let inserted = b.build_left_shift(b.build_int_z_extend(x, wide, "")?, position, "")?;
        let inserted = b.build_int_truncate(inserted, x.get_type(), "")?;
        let kept = b.build_and(y, b.build_not(mask, "")?, "")?;
        Ok(b.build_or(kept, b.build_and(inserted, mask, "")?, "")?)
    }

    /// `prmt`: picks four bytes out of the eight of `{b, a}`.
    fn permute(&self, mode: Option<PrmtMode>, a: &Operand, other: &Operand, c: &Operand) -> Result<IntValue<'ctx>> {
        let b = &self.b;
        let i64 = self.cx.i64_type();
        let (x, y) = (self.read_int(a, ScalarType::B32)?, self.read_int(other, ScalarType::B32)?);
        let selector = self.read_int(c, ScalarType::B32)?;
        let pair = b.build_or(b.build_left_shift(b.build_int_z_extend(y, i64, "")?, i64.const_int(32, false), "")?, b.build_int_z_extend(x, i64, "")?, "")?;
        let mut result = self.i32(0);
        for index in 0..4u64 {
            // The byte to take for output byte `index`, and whether to replicate its sign.
            let (choice, replicate) = match mode {
                None => {
                    let nibble = b.build_and(b.build_right_shift(selector, self.i32(4 * index), false, "")?, self.i32(0xf), "")?;
                    (
                        b.build_and(nibble, self.i32(7), "")?,
                        Some(b.build_int_compare(IntPredicate::NE, b.build_and(nibble, self.i32(8), "")?, self.i32(0), "")?),
                    )
                }
                Some(mode) => {
                    let s = b.build_and(selector, self.i32(3), "")?;
                    (self.prmt_mode_byte(mode, s, index)?, None)
                }
            };
            let byte = b.build_right_shift(pair, b.build_int_z_extend(b.build_int_mul(choice, self.i32(8), "")?, i64, "")?, false, "")?;
            let byte = b.build_and(b.build_int_truncate(byte, self.cx.i32_type(), "")?, self.i32(0xff), "")?;
            let byte = match replicate {
                None => byte,
                Some(replicate) => {
                    let negative = b.build_int_compare(IntPredicate::NE, b.build_and(byte, self.i32(0x80), "")?, self.i32(0), "")?;
                    let sign = b.build_select(negative, self.i32(0xff), self.i32(0), "")?.into_int_value();
                    b.build_select(replicate, sign, byte, "")?.into_int_value()
                }
            };
            result = b.build_or(result, b.build_left_shift(byte, self.i32(8 * index), "")?, "")?;
        }
        Ok(result)
    }

    /// The byte index the `prmt` modes take for output byte `index`, from `s` (0..4).
    fn prmt_mode_byte(&self, mode: PrmtMode, s: IntValue<'ctx>, index: u64) -> Result<IntValue<'ctx>> {
        let b = &self.b;
        // Each mode is a table: for each value of s, the four source bytes.
        let table: [[u64; 4]; 4] = match mode {
            PrmtMode::F4e => [[0, 1, 2, 3], [1, 2, 3, 4], [2, 3, 4, 5], [3, 4, 5, 6]],
            PrmtMode::B4e => [[0, 7, 6, 5], [1, 0, 7, 6], [2, 1, 0, 7], [3, 2, 1, 0]],
            PrmtMode::Rc8 => [[0, 0, 0, 0], [1, 1, 1, 1], [2, 2, 2, 2], [3, 3, 3, 3]],
            PrmtMode::Ecl => [[0, 1, 2, 3], [1, 1, 2, 3], [2, 2, 2, 3], [3, 3, 3, 3]],
            PrmtMode::Ecr => [[0, 0, 0, 0], [0, 1, 1, 1], [0, 1, 2, 2], [0, 1, 2, 3]],
            PrmtMode::Rc16 => [[0, 1, 0, 1], [2, 3, 2, 3], [0, 1, 0, 1], [2, 3, 2, 3]],
        };
        let mut choice = self.i32(table[3][index as usize]);
        for value in (0..3).rev() {
            let is = b.build_int_compare(IntPredicate::EQ, s, self.i32(value as u64), "")?;
            choice = b.build_select(is, self.i32(table[value][index as usize]), choice, "")?.into_int_value();
        }
        Ok(choice)
    }

    /// `fns`: walking from `base` toward the most significant bit (positive `offset`) or the
    /// least (negative), the position of the |offset|-th set bit of `mask`, `base` included;
    /// with offset 0, `base` if its bit is set. 0xffffffff if there is none.
    fn find_nth_set(&self, mask: &Operand, base: &Operand, offset: &Operand) -> Result<IntValue<'ctx>> {
        let b = &self.b;
        let mask = self.read_int(mask, ScalarType::B32)?;
        let base = self.read_int(base, ScalarType::U32)?;
        let offset = self.read_int(offset, ScalarType::S32)?;
        let none = self.i32(0xffff_ffff);
        let bit_set = |position: IntValue<'ctx>| -> Result<IntValue<'ctx>> {
            let in_range = b.build_int_compare(IntPredicate::ULT, position, self.i32(32), "")?;
            let bit = b.build_and(b.build_right_shift(mask, b.build_and(position, self.i32(31), "")?, false, "")?, self.i32(1), "")?;
            Ok(b.build_and(in_range, b.build_int_compare(IntPredicate::NE, bit, self.i32(0), "")?, "")?)
        };
        let forward = b.build_int_compare(IntPredicate::SGT, offset, self.i32(0), "")?;
        let step = b.build_select(forward, self.i32(1), self.i32(0xffff_ffff), "")?.into_int_value();
        let wanted = b.build_select(forward, offset, b.build_int_neg(offset, "")?, "")?.into_int_value();
        let mut found = none;
        let mut count = self.i32(0);
        for k in 0..32u64 {
            let position = b.build_int_add(base, b.build_int_mul(step, self.i32(k), "")?, "")?;
            let set = bit_set(position)?;
            count = b.build_int_add(count, b.build_int_z_extend(set, self.cx.i32_type(), "")?, "")?;
            let first = b.build_int_compare(IntPredicate::EQ, found, none, "")?;
            let hit = b.build_and(b.build_and(set, b.build_int_compare(IntPredicate::EQ, count, wanted, "")?, "")?, first, "")?;
            found = b.build_select(hit, position, found, "")?.into_int_value();
        }
        let at_base = b.build_select(bit_set(base)?, base, none, "")?.into_int_value();
        let zero = b.build_int_compare(IntPredicate::EQ, offset, self.i32(0), "")?;
        Ok(b.build_select(zero, at_base, found, "")?.into_int_value())
    }

    /// `dp4a`/`dp2a`: `c` plus the products of byte (and half-word) lanes.
    fn dot(&self, lanes: u32, a_signed: bool, b_signed: bool, hi: bool, a: &Operand, other: &Operand, c: &Operand) -> Result<IntValue<'ctx>> {
        let b = &self.b;
        let i32 = self.cx.i32_type();
        let x = self.read_int(a, ScalarType::B32)?;
        let y = self.read_int(other, ScalarType::B32)?;
        let mut sum = self.read_int(c, ScalarType::B32)?;
        let lane = |value: IntValue<'ctx>, index: u64, bits: u32, signed: bool| -> Result<IntValue<'ctx>> {
            let shifted = b.build_right_shift(value, self.i32(index * u64::from(bits)), false, "")?;
            let narrow = b.build_int_truncate(shifted, int_type(self.cx, bits), "")?;
            Ok(if signed { b.build_int_s_extend(narrow, i32, "")? } else { b.build_int_z_extend(narrow, i32, "")? })
        };
        for index in 0..u64::from(lanes) {
            let (left, right) = if lanes == 4 {
                (lane(x, index, 8, a_signed)?, lane(y, index, 8, b_signed)?)
            } else {
                // dp2a: a's two half-words with two bytes of b, its low or high pair.
                let byte = index + if hi { 2 } else { 0 };
                (lane(x, index, 16, a_signed)?, lane(y, byte, 8, b_signed)?)
            };
            sum = b.build_int_add(sum, b.build_int_mul(left, right, "")?, "")?;
        }
        Ok(sum)
    }
}
