//! Block and warp collectives: barriers, `shfl`, `vote`, `match`, `redux`, `activemask`,
//! `elect`. Each is built from the target's few primitives (lane id, shuffle, ballot, active
//! mask, barriers), so both targets share PTX's exact semantics (clamps, segments, member
//! masks) and differ only in how a value crosses lanes.

use inkwell::IntPredicate;
use inkwell::values::IntValue;

use super::{Fx, Result};
use crate::ir::{BarRedOp, Instruction, Operand, ReduxOp, ScalarType, ShflMode, VoteMode};

impl<'ctx> Fx<'ctx, '_> {
    pub(super) fn warp(&self, instruction: &Instruction) -> Result<()> {
        use Instruction::*;
        match instruction {
            BarSync { id, count } => {
                let id = self.read_int(id, ScalarType::U32)?;
                let count = count.as_ref().map(|c| self.read_int(c, ScalarType::U32)).transpose()?;
                self.prims.barrier(self, id, count)
            }
            BarArrive { id, count } => {
                let id = self.read_int(id, ScalarType::U32)?;
                let count = self.read_int(count, ScalarType::U32)?;
                self.prims.barrier_arrive(self, id, count)
            }
            BarRed { op, ty, dst, id, count, pred } => {
                let id = self.read_int(id, ScalarType::U32)?;
                let count = count.as_ref().map(|c| self.read_int(c, ScalarType::U32)).transpose()?;
                let pred = self.read_pred(pred)?;
                let code = match op {
                    BarRedOp::Popc => 0,
                    BarRedOp::And => 1,
                    BarRedOp::Or => 2,
                };
                let result = self.prims.barrier_reduce(self, id, count, code, pred)?;
                if *op == BarRedOp::Popc {
                    self.write_int(dst, *ty, result)
                } else {
                    let truth = self.b.build_int_compare(IntPredicate::NE, result, self.i32(0), "")?;
                    self.write(dst, ScalarType::Pred, truth.into())
                }
            }
            BarWarpSync { mask } => {
                let mask = self.read_int(mask, ScalarType::B32)?;
                self.prims.warp_sync(self, mask)
            }
            Shfl { mode, dst, dst_pred, a, b, c, mask } => self.shuffle_sync(*mode, dst, dst_pred.as_ref(), a, b, c, mask),
            Vote { mode, dst, pred, mask } => {
                let mask = self.read_int(mask, ScalarType::B32)?;
                let pred = self.read_pred(pred)?;
                let ballot = self.prims.ballot(self, pred, mask)?;
                if *mode == VoteMode::Ballot {
                    return self.write_int(dst, ScalarType::B32, ballot);
                }
                let members = self.members(mask)?;
                let zero = self.i32(0);
                let result = match mode {
                    VoteMode::All => self.b.build_int_compare(IntPredicate::EQ, ballot, members, "")?,
                    VoteMode::Any => self.b.build_int_compare(IntPredicate::NE, ballot, zero, "")?,
                    _ => {
                        let none = self.b.build_int_compare(IntPredicate::EQ, ballot, zero, "")?;
                        let all = self.b.build_int_compare(IntPredicate::EQ, ballot, members, "")?;
                        self.b.build_or(none, all, "")?
                    }
                };
                self.write(dst, ScalarType::Pred, result.into())
            }
            Match { all, ty, dst, dst_pred, value, mask } => {
                let mask = self.read_int(mask, ScalarType::B32)?;
                let value = self.read_int(value, *ty)?;
                let members = self.members(mask)?;
                let same = self.lanes_holding(value, members)?;
                if !all {
                    return self.write_int(dst, ScalarType::B32, same);
                }
                let uniform = self.b.build_int_compare(IntPredicate::EQ, same, members, "")?;
                let result = self.b.build_select(uniform, members, self.i32(0), "")?.into_int_value();
                self.write_int(dst, ScalarType::B32, result)?;
                match dst_pred {
                    Some(pred) => self.write(pred, ScalarType::Pred, uniform.into()),
                    None => Ok(()),
                }
            }
            Redux { op, ty, dst, src, mask } => {
                let mask = self.read_int(mask, ScalarType::B32)?;
                let value = self.read_int(src, *ty)?;
                let members = self.members(mask)?;
                let result = self.reduce(*op, *ty, value, members)?;
                self.write_int(dst, *ty, result)
            }
            Activemask { dst } => {
                let mask = self.prims.active_mask(self)?;
                self.write_int(dst, ScalarType::B32, mask)
            }
            WarpLockstep => self.prims.warp_lockstep(self),
            Elect { dst, dst_pred, mask } => {
                let mask = self.read_int(mask, ScalarType::B32)?;
                let members = self.members(mask)?;
                let leader = self.intrinsic_value("llvm.cttz", &[self.cx.i32_type().into()], &[members.into(), self.bool(false).into()])?.into_int_value();
                self.write_int(dst, ScalarType::U32, leader)?;
                if let Some(pred) = dst_pred {
                    let lane = self.prims.lane_id(self)?;
                    let elected = self.b.build_int_compare(IntPredicate::EQ, lane, leader, "")?;
                    self.write(pred, ScalarType::Pred, elected.into())?;
                }
                Ok(())
            }
            _ => unreachable!("not a collective instruction"),
        }
    }

    /// The lanes of `mask` that are executing.
    fn members(&self, mask: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        let active = self.prims.active_mask(self)?;
        Ok(self.b.build_and(active, mask, "")?)
    }

    /// `shfl.sync`: the source lane as PTX computes it from the mode, `b` and the clamp and
    /// segment mask in `c`; a source outside the segment reads this lane's own value and
    /// clears the predicate.
    fn shuffle_sync(&self, mode: ShflMode, dst: &Operand, dst_pred: Option<&Operand>, a: &Operand, b: &Operand, c: &Operand, mask: &Operand) -> Result<()> {
        let bd = &self.b;
        let c31 = self.i32(31);
        let lane = self.prims.lane_id(self)?;
        let value = self.read_int(a, ScalarType::B32)?;
        let offset = bd.build_and(self.read_int(b, ScalarType::B32)?, c31, "")?;
        let control = self.read_int(c, ScalarType::B32)?;
        let mask = self.read_int(mask, ScalarType::B32)?;
        let clamp = bd.build_and(control, c31, "")?;
        let segment = bd.build_and(bd.build_right_shift(control, self.i32(8), false, "")?, c31, "")?;
        let not_segment = bd.build_not(segment, "")?;
        let min_lane = bd.build_and(lane, segment, "")?;
        let max_lane = bd.build_or(min_lane, bd.build_and(clamp, not_segment, "")?, "")?;
        let (source, valid) = match mode {
            ShflMode::Up => {
                let j = bd.build_int_sub(lane, offset, "")?;
                (j, bd.build_int_compare(IntPredicate::SGE, j, max_lane, "")?)
            }
            ShflMode::Down => {
                let j = bd.build_int_add(lane, offset, "")?;
                (j, bd.build_int_compare(IntPredicate::SLE, j, max_lane, "")?)
            }
            ShflMode::Bfly => {
                let j = bd.build_xor(lane, offset, "")?;
                (j, bd.build_int_compare(IntPredicate::SLE, j, max_lane, "")?)
            }
            ShflMode::Idx => {
                let j = bd.build_or(min_lane, bd.build_and(offset, not_segment, "")?, "")?;
                (j, bd.build_int_compare(IntPredicate::SLE, j, max_lane, "")?)
            }
        };
        let source = bd.build_select(valid, source, lane, "")?.into_int_value();
        let result = self.prims.shuffle(self, value, source, mask)?;
        self.write_int(dst, ScalarType::B32, result)?;
        match dst_pred {
            Some(pred) => self.write(pred, ScalarType::Pred, valid.into()),
            None => Ok(()),
        }
    }

    /// The 32-bit value `lane_value` holds in `lane` (a constant or a loop counter).
    fn value_of_lane(&self, value: IntValue<'ctx>, lane: IntValue<'ctx>, mask: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        let width = value.get_type().get_bit_width();
        if width <= 32 {
            let wide = self.b.build_int_z_extend_or_bit_cast(value, self.cx.i32_type(), "")?;
            let result = self.prims.shuffle(self, wide, lane, mask)?;
            return Ok(self.b.build_int_truncate_or_bit_cast(result, value.get_type(), "")?);
        }
        let i32_type = self.cx.i32_type();
        let low = self.b.build_int_truncate(value, i32_type, "")?;
        let high = self.b.build_int_truncate(self.b.build_right_shift(value, value.get_type().const_int(32, false), false, "")?, i32_type, "")?;
        let low = self.prims.shuffle(self, low, lane, mask)?;
        let high = self.prims.shuffle(self, high, lane, mask)?;
        let low = self.b.build_int_z_extend(low, value.get_type(), "")?;
        let high = self.b.build_int_z_extend(high, value.get_type(), "")?;
        let high = self.b.build_left_shift(high, value.get_type().const_int(32, false), "")?;
        Ok(self.b.build_or(high, low, "")?)
    }

    /// Runs `step(accumulator, lane, lane's value, is member)` over the 32 lanes in a loop;
    /// every lane runs all 32 iterations, so the shuffles inside stay convergent.
    fn over_lanes(
        &self,
        value: IntValue<'ctx>,
        members: IntValue<'ctx>,
        initial: IntValue<'ctx>,
        step: impl Fn(IntValue<'ctx>, IntValue<'ctx>, IntValue<'ctx>, IntValue<'ctx>) -> Result<IntValue<'ctx>>,
    ) -> Result<IntValue<'ctx>> {
        let entry = self.b.get_insert_block().ok_or("no insertion block")?;
        let body = self.cx.append_basic_block(self.function, "lanes");
        let done = self.cx.append_basic_block(self.function, "lanes.done");
        self.b.build_unconditional_branch(body)?;
        self.b.position_at_end(body);
        let i32_type = self.cx.i32_type();
        let lane = self.b.build_phi(i32_type, "lane")?;
        let accumulator = self.b.build_phi(initial.get_type(), "acc")?;
        lane.add_incoming(&[(&self.i32(0), entry)]);
        accumulator.add_incoming(&[(&initial, entry)]);
        let lane_value = lane.as_basic_value().into_int_value();
        let other = self.value_of_lane(value, lane_value, members)?;
        let bit = self.b.build_and(self.b.build_right_shift(members, lane_value, false, "")?, self.i32(1), "")?;
        let member = self.b.build_int_compare(IntPredicate::NE, bit, self.i32(0), "")?;
        let next = step(accumulator.as_basic_value().into_int_value(), lane_value, other, member)?;
        let next_lane = self.b.build_int_add(lane_value, self.i32(1), "")?;
        let here = self.b.get_insert_block().ok_or("no insertion block")?;
        lane.add_incoming(&[(&next_lane, here)]);
        accumulator.add_incoming(&[(&next, here)]);
        let finished = self.b.build_int_compare(IntPredicate::EQ, next_lane, self.i32(32), "")?;
        self.b.build_conditional_branch(finished, done, body)?;
        self.b.position_at_end(done);
        Ok(next)
    }

    /// The member lanes whose `value` equals this lane's (`match.any`).
    fn lanes_holding(&self, value: IntValue<'ctx>, members: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        self.over_lanes(value, members, self.i32(0), |mask, lane, other, member| {
            let same = self.b.build_int_compare(IntPredicate::EQ, other, value, "")?;
            let counted = self.b.build_and(same, member, "")?;
            let bit = self.b.build_left_shift(self.b.build_int_z_extend(counted, self.cx.i32_type(), "")?, lane, "")?;
            Ok(self.b.build_or(mask, bit, "")?)
        })
    }

    /// `redux.sync`: `op` over the member lanes' values.
    fn reduce(&self, op: ReduxOp, ty: ScalarType, value: IntValue<'ctx>, members: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        let int_type = value.get_type();
        let signed = ty.is_signed();
        let bits = int_type.get_bit_width();
        let identity = match op {
            ReduxOp::Add | ReduxOp::Or | ReduxOp::Xor => int_type.const_zero(),
            ReduxOp::And => int_type.const_all_ones(),
            ReduxOp::Min if signed => int_type.const_int(((1u64 << (bits - 1)) - 1) & mask_of(bits), false),
            ReduxOp::Min => int_type.const_all_ones(),
            ReduxOp::Max if signed => int_type.const_int(1u64 << (bits - 1), false),
            ReduxOp::Max => int_type.const_zero(),
        };
        self.over_lanes(value, members, identity, |acc, _lane, other, member| {
            let combined = match op {
                ReduxOp::Add => self.b.build_int_add(acc, other, "")?,
                ReduxOp::And => self.b.build_and(acc, other, "")?,
                ReduxOp::Or => self.b.build_or(acc, other, "")?,
                ReduxOp::Xor => self.b.build_xor(acc, other, "")?,
                ReduxOp::Min => self.int_intrinsic(if signed { "llvm.smin" } else { "llvm.umin" }, &[acc, other])?,
                ReduxOp::Max => self.int_intrinsic(if signed { "llvm.smax" } else { "llvm.umax" }, &[acc, other])?,
            };
            Ok(self.b.build_select(member, combined, acc, "")?.into_int_value())
        })
    }
}

fn mask_of(bits: u32) -> u64 {
    if bits >= 64 { u64::MAX } else { (1u64 << bits) - 1 }
}
