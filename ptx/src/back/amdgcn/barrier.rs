//! Barriers with thread counts (`bar.sync id, n`, `bar.arrive id, n`) and reducing barriers
//! (`bar.red`), which AMD GPUs lack: the block's shared memory holds a 64-bit arrival
//! counter per barrier id and a reduction slot per id, cleared when a kernel starts.
//!
//! One lane per wavefront adds the wavefront's arriving threads to the counter; a barrier
//! completes for a thread when the counter reaches the next multiple of the count after
//! its own arrival. The counter only grows, so successive uses of an id need no reset.

use inkwell::module::Linkage;
use inkwell::values::{BasicValue, GlobalValue, IntValue, PointerValue};
use inkwell::{AddressSpace, AtomicOrdering, AtomicRMWBinOp, IntPredicate};

use super::{Amdgcn, LDS};
use crate::back::emit::{Fx, Result, element_pointer, int_type};
use crate::back::llvm_ext;

/// PTX has 16 barriers per block.
const BARRIERS: u32 = 16;
const COUNTERS: &str = "__rocuda_barrier_counters";
const REDUCTIONS: &str = "__rocuda_barrier_reductions";

impl Amdgcn {
    /// An LDS array of `BARRIERS` integers of `bits` bits, made at first use.
    fn lds_array<'ctx>(&self, fx: &Fx<'ctx, '_>, name: &str, bits: u32) -> GlobalValue<'ctx> {
        if let Some(global) = fx.module.get_global(name) {
            return global;
        }
        let ty = int_type(fx.cx, bits).array_type(BARRIERS);
        let global = fx.module.add_global(ty, Some(AddressSpace::from(LDS)), name);
        global.set_linkage(Linkage::Internal);
        global.set_alignment(bits / 8);
        global.set_initializer(&ty.get_undef());
        global
    }

    /// The slot of barrier `id` in one of the arrays.
    fn slot<'ctx>(&self, fx: &Fx<'ctx, '_>, name: &str, bits: u32, id: IntValue<'ctx>) -> Result<PointerValue<'ctx>> {
        let array = self.lds_array(fx, name, bits);
        let index = fx.b.build_and(id, fx.i32(u64::from(BARRIERS - 1)), "")?;
        let element = int_type(fx.cx, bits);
        // The index is masked into the array.
        element_pointer(&fx.b, element, array.as_pointer_value(), index)
    }

    /// At kernel entry: thread 0 clears the counters and reduction slots, then the block
    /// waits for it.
    pub(super) fn clear_barriers<'ctx>(&self, fx: &Fx<'ctx, '_>) -> Result<()> {
        let counters = self.lds_array(fx, COUNTERS, 64);
        let reductions = self.lds_array(fx, REDUCTIONS, 32);
        let first = fx.b.build_int_compare(IntPredicate::EQ, self.linear_thread(fx)?, fx.i32(0), "")?;
        let clear = fx.cx.append_basic_block(fx.function, "barriers.clear");
        let done = fx.cx.append_basic_block(fx.function, "barriers.cleared");
        fx.b.build_conditional_branch(first, clear, done)?;
        fx.b.position_at_end(clear);
        fx.b.build_store(counters.as_pointer_value(), fx.cx.i64_type().array_type(BARRIERS).const_zero())?;
        fx.b.build_store(reductions.as_pointer_value(), fx.cx.i32_type().array_type(BARRIERS).const_zero())?;
        fx.b.build_unconditional_branch(done)?;
        fx.b.position_at_end(done);
        self.block_barrier(fx)
    }

    /// `value` as lane `lane` of the wavefront holds it (uniform).
    fn read_lane<'ctx>(&self, fx: &Fx<'ctx, '_>, value: IntValue<'ctx>, lane: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        let i32_type = fx.cx.i32_type();
        let i64_type = fx.cx.i64_type();
        let low = fx.b.build_int_truncate(value, i32_type, "")?;
        let high = fx.b.build_int_truncate(fx.b.build_right_shift(value, fx.i64(32), false, "")?, i32_type, "")?;
        let low = fx.intrinsic_value("llvm.amdgcn.readlane", &[i32_type.into()], &[low.into(), lane.into()])?.into_int_value();
        let high = fx.intrinsic_value("llvm.amdgcn.readlane", &[i32_type.into()], &[high.into(), lane.into()])?.into_int_value();
        let high = fx.b.build_left_shift(fx.b.build_int_z_extend(high, i64_type, "")?, fx.i64(32), "")?;
        Ok(fx.b.build_or(high, fx.b.build_int_z_extend(low, i64_type, "")?, "")?)
    }

    /// Adds `amount` to an LDS slot from the wavefront's first active lane; returns the slot's
    /// value before the addition, as every lane sees it.
    fn wave_add<'ctx>(&self, fx: &Fx<'ctx, '_>, slot: PointerValue<'ctx>, amount: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        let active = self.wave_ballot(fx, fx.bool(true))?;
        let leader = fx.intrinsic_value("llvm.cttz", &[active.get_type().into()], &[active.into(), fx.bool(true).into()])?.into_int_value();
        let leader = fx.b.build_int_truncate_or_bit_cast(leader, fx.cx.i32_type(), "")?;
        let is_leader = fx.b.build_int_compare(IntPredicate::EQ, self.wave_lane(fx)?, leader, "")?;
        let entry = fx.b.get_insert_block().ok_or("no insertion block")?;
        let add = fx.cx.append_basic_block(fx.function, "barrier.add");
        let added = fx.cx.append_basic_block(fx.function, "barrier.added");
        fx.b.build_conditional_branch(is_leader, add, added)?;
        fx.b.position_at_end(add);
        let old = fx.b.build_atomicrmw(AtomicRMWBinOp::Add, slot, amount, AtomicOrdering::AcquireRelease)?;
        llvm_ext::set_sync_scope(old.as_instruction_value().ok_or("an atomic instruction")?, "workgroup");
        fx.b.build_unconditional_branch(added)?;
        fx.b.position_at_end(added);
        let phi = fx.b.build_phi(amount.get_type(), "")?;
        phi.add_incoming(&[(&old, add), (&amount.get_type().const_zero(), entry)]);
        let value = fx.b.build_int_z_extend_or_bit_cast(phi.as_basic_value().into_int_value(), fx.cx.i64_type(), "")?;
        let uniform = self.read_lane(fx, value, leader)?;
        Ok(fx.b.build_int_truncate_or_bit_cast(uniform, amount.get_type(), "")?)
    }

    /// `bar.sync id, count` (`wait`) or `bar.arrive id, count`.
    pub(super) fn counted_barrier<'ctx>(&self, fx: &Fx<'ctx, '_>, id: IntValue<'ctx>, count: IntValue<'ctx>, wait: bool) -> Result<()> {
        let i64_type = fx.cx.i64_type();
        self.fence(fx, AtomicOrdering::Release, "workgroup")?;
        let counter = self.slot(fx, COUNTERS, 64, id)?;
        let active = self.wave_ballot(fx, fx.bool(true))?;
        let arriving = fx.int_intrinsic("llvm.ctpop", &[active])?;
        let arriving = fx.b.build_int_z_extend_or_bit_cast(arriving, i64_type, "")?;
        let before = self.wave_add(fx, counter, arriving)?;
        if !wait {
            return Ok(());
        }
        // The count is at least one warp; a zero would never complete.
        let count = fx.b.build_int_z_extend(count, i64_type, "")?;
        let count = fx.int_intrinsic("llvm.umax", &[count, fx.i64(1)])?;
        let phase = fx.b.build_int_unsigned_div(before, count, "")?;
        let target = fx.b.build_int_mul(fx.b.build_int_add(phase, fx.i64(1), "")?, count, "")?;
        let poll = fx.cx.append_basic_block(fx.function, "barrier.poll");
        let sleep = fx.cx.append_basic_block(fx.function, "barrier.sleep");
        let done = fx.cx.append_basic_block(fx.function, "barrier.done");
        fx.b.build_unconditional_branch(poll)?;
        fx.b.position_at_end(poll);
        let current = fx.b.build_load(i64_type, counter, "")?;
        let load = current.as_instruction_value().ok_or("a load instruction")?;
        load.set_alignment(8).map_err(|e| e.to_string())?;
        load.set_atomic_ordering(AtomicOrdering::Acquire).map_err(|e| e.to_string())?;
        llvm_ext::set_sync_scope(load, "workgroup");
        let reached = fx.b.build_int_compare(IntPredicate::UGE, current.into_int_value(), target, "")?;
        fx.b.build_conditional_branch(reached, done, sleep)?;
        fx.b.position_at_end(sleep);
        fx.intrinsic("llvm.amdgcn.s.sleep", &[], &[fx.i32(1).into()])?;
        fx.b.build_unconditional_branch(poll)?;
        fx.b.position_at_end(done);
        self.fence(fx, AtomicOrdering::Acquire, "workgroup")
    }

    /// `bar.red`: the participating threads add their predicate's count (their false count,
    /// for `.and`) into the id's slot between two barriers, read it, and after a third barrier
    /// thread 0 of the block clears it for the next use.
    pub(super) fn reducing_barrier<'ctx>(
        &self,
        fx: &Fx<'ctx, '_>,
        id: IntValue<'ctx>,
        count: Option<IntValue<'ctx>>,
        op: u32,
        pred: IntValue<'ctx>,
    ) -> Result<IntValue<'ctx>> {
        let sync = |fx: &Fx<'ctx, '_>| match count {
            Some(count) => self.counted_barrier(fx, id, count, true),
            None => self.block_barrier(fx),
        };
        let slot = self.slot(fx, REDUCTIONS, 32, id)?;
        sync(fx)?;
        let counted = if op == 1 { fx.b.build_not(pred, "")? } else { pred };
        let ballot = self.wave_ballot(fx, counted)?;
        let votes = fx.int_intrinsic("llvm.ctpop", &[ballot])?;
        let votes = fx.b.build_int_truncate_or_bit_cast(votes, fx.cx.i32_type(), "")?;
        self.wave_add(fx, slot, votes)?;
        sync(fx)?;
        let total = fx.b.build_load(fx.cx.i32_type(), slot, "")?;
        total.as_instruction_value().ok_or("a load instruction")?.set_volatile(true).map_err(|e| e.to_string())?;
        let total = total.into_int_value();
        sync(fx)?;
        let first = fx.b.build_int_compare(IntPredicate::EQ, self.linear_thread(fx)?, fx.i32(0), "")?;
        let clear = fx.cx.append_basic_block(fx.function, "reduction.clear");
        let done = fx.cx.append_basic_block(fx.function, "reduction.done");
        fx.b.build_conditional_branch(first, clear, done)?;
        fx.b.position_at_end(clear);
        fx.b.build_store(slot, fx.i32(0))?;
        fx.b.build_unconditional_branch(done)?;
        fx.b.position_at_end(done);
        Ok(match op {
            0 => total,
            1 => fx.b.build_int_z_extend(fx.b.build_int_compare(IntPredicate::EQ, total, fx.i32(0), "")?, fx.cx.i32_type(), "")?,
            _ => fx.b.build_int_z_extend(fx.b.build_int_compare(IntPredicate::NE, total, fx.i32(0), "")?, fx.cx.i32_type(), "")?,
        })
    }
}
