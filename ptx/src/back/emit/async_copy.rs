//! `cp.async` and `mbarrier`.
//!
//! A copy completes when it is issued: the PTX memory model lets an asynchronous copy land any
//! time before the wait that covers it, and "at once" is one such time. So `commit_group` and
//! `wait_group` have nothing left to wait for, and `cp.async.mbarrier.arrive` arrives at once.
//!
//! An `mbarrier` is real: its 64 bits in shared memory hold the arrivals still pending in the
//! current phase (bits 0–20), the arrivals each phase expects (bits 21–41) and the phase's
//! parity (bit 63), updated by compare-and-swap. The state an arrive returns is the object as
//! it was before the arrive, so its parity names the phase the arrive belonged to. A wait that
//! finds its phase incomplete lets the other threads run (`nanosleep`), which on the host
//! device is what lets them arrive.

use inkwell::IntPredicate;
use inkwell::values::{BasicValue, IntValue, PointerValue};

use super::{Fx, Result};
use crate::ir::{CpAsync, Instruction, MBarrier, MBarrierOp, ScalarType, StateSpace};

/// Bit positions of the barrier object's fields.
const EXPECTED_SHIFT: u64 = 21;
const COUNT_MASK: u64 = (1 << 21) - 1;
const PARITY_SHIFT: u64 = 63;

impl<'ctx> Fx<'ctx, '_> {
    pub(super) fn async_copy(&self, instruction: &Instruction) -> Result<()> {
        match instruction {
            Instruction::CpAsync(copy) => self.cp_async(copy),
            Instruction::CpAsyncCommit => Ok(()),
            Instruction::CpAsyncWait { groups } => {
                // Read, as PTX requires the operand to be a valid integer; nothing is pending.
                if let Some(groups) = groups {
                    self.read_int(groups, ScalarType::U32)?;
                }
                Ok(())
            }
            Instruction::MBarrier(barrier) => self.mbarrier(barrier),
            _ => Err("not an asynchronous copy or barrier".into()),
        }
    }

    fn cp_async(&self, copy: &CpAsync) -> Result<()> {
        let b = &self.b;
        let dst = self.address(&copy.dst, StateSpace::Shared)?;
        let src = self.address(&copy.src, StateSpace::Global)?;
        let size = u64::from(copy.size);
        let i64_type = self.cx.i64_type();
        // The bytes to read: all of them, none (`ignore-src`), or `src-size`, at most the size.
        let read = match (&copy.src_size, &copy.ignore_src) {
            (Some(src_size), _) => {
                let n = b.build_int_z_extend(self.read_int(src_size, ScalarType::U32)?, i64_type, "")?;
                let fits = b.build_int_compare(IntPredicate::ULT, n, self.i64(size), "")?;
                Some(b.build_select(fits, n, self.i64(size), "")?.into_int_value())
            }
            (None, Some(ignore)) => {
                let ignore = self.read_pred(ignore)?;
                Some(b.build_select(ignore, self.i64(0), self.i64(size), "")?.into_int_value())
            }
            (None, None) => None,
        };
        let whole = super::int_type(self.cx, 8 * u32::from(copy.size));
        let Some(read) = read else {
            let value = b.build_load(whole, src, "")?;
            value.as_instruction_value().ok_or("a load")?.set_alignment(u32::from(copy.size)).map_err(|e| e.to_string())?;
            let store = b.build_store(dst, value)?;
            store.set_alignment(u32::from(copy.size)).map_err(|e| e.to_string())?;
            return Ok(());
        };
        // Byte by byte, reading only the bytes asked for: the rest may lie past the source's end.
        let (i8_type, entry) = (self.cx.i8_type(), b.get_insert_block().ok_or("no insertion block")?);
        let (body, fetch, join, done) = (
            self.cx.append_basic_block(self.function, "cp.byte"),
            self.cx.append_basic_block(self.function, "cp.fetch"),
            self.cx.append_basic_block(self.function, "cp.join"),
            self.cx.append_basic_block(self.function, "cp.done"),
        );
        b.build_unconditional_branch(body)?;
        b.position_at_end(body);
        let index = b.build_phi(i64_type, "")?;
        index.add_incoming(&[(&self.i64(0), entry)]);
        let i = index.as_basic_value().into_int_value();
        let wanted = b.build_int_compare(IntPredicate::ULT, i, read, "")?;
        b.build_conditional_branch(wanted, fetch, join)?;
        b.position_at_end(fetch);
        let byte = b.build_load(i8_type, super::element_pointer(b, i8_type, src, i)?, "")?;
        b.build_unconditional_branch(join)?;
        b.position_at_end(join);
        let value = b.build_phi(i8_type, "")?;
        value.add_incoming(&[(&i8_type.const_zero(), body), (&byte, fetch)]);
        b.build_store(super::element_pointer(b, i8_type, dst, i)?, value.as_basic_value())?;
        let next = b.build_int_add(i, self.i64(1), "")?;
        index.add_incoming(&[(&next, join)]);
        let more = b.build_int_compare(IntPredicate::ULT, next, self.i64(size), "")?;
        b.build_conditional_branch(more, body, done)?;
        b.position_at_end(done);
        Ok(())
    }

    fn mbarrier(&self, barrier: &MBarrier) -> Result<()> {
        let b = &self.b;
        let i64_type = self.cx.i64_type();
        let c = |value: u64| i64_type.const_int(value, false);
        let space = if barrier.shared { StateSpace::Shared } else { StateSpace::Generic };
        match &barrier.op {
            MBarrierOp::PendingCount { count } => {
                let state = self.read_int(&barrier.addr, ScalarType::B64)?;
                let pending = b.build_int_truncate(b.build_and(state, c(COUNT_MASK), "")?, self.cx.i32_type(), "")?;
                self.write_int(count, ScalarType::U32, pending)
            }
            MBarrierOp::Init { count } => {
                let count = b.build_and(b.build_int_z_extend(self.read_int(count, ScalarType::U32)?, i64_type, "")?, c(COUNT_MASK), "")?;
                let object = b.build_or(count, b.build_left_shift(count, c(EXPECTED_SHIFT), "")?, "")?;
                self.barrier_store(barrier, space, object)
            }
            MBarrierOp::Inval => self.barrier_store(barrier, space, c(0)),
            MBarrierOp::Arrive { drop, state, count } => {
                let count = match count {
                    Some(count) => b.build_int_z_extend(self.read_int(count, ScalarType::U32)?, i64_type, "")?,
                    None => c(1),
                };
                let old = self.barrier_arrive(barrier, space, count, *drop)?;
                self.write_int(state, ScalarType::B64, old)
            }
            MBarrierOp::CopyArrive { noinc } => {
                // Without `.noinc` the pending count rises by one first: no change at all.
                if *noinc {
                    self.barrier_arrive(barrier, space, c(1), false)?;
                }
                Ok(())
            }
            MBarrierOp::Wait { parity, done, phase } => {
                let pointer = self.address(&barrier.addr, space)?;
                let current = self.atomic_load_i64(pointer)?;
                let current = b.build_right_shift(current, c(PARITY_SHIFT), false, "")?;
                let waited = if *parity {
                    b.build_and(b.build_int_z_extend(self.read_int(phase, ScalarType::U32)?, i64_type, "")?, c(1), "")?
                } else {
                    b.build_right_shift(self.read_int(phase, ScalarType::B64)?, c(PARITY_SHIFT), false, "")?
                };
                let complete = b.build_int_compare(IntPredicate::NE, current, waited, "")?;
                let (wait, after) = (self.cx.append_basic_block(self.function, "mbarrier.wait"), self.cx.append_basic_block(self.function, "mbarrier.after"));
                b.build_conditional_branch(complete, after, wait)?;
                b.position_at_end(wait);
                self.prims.nanosleep(self, self.i32(0))?;
                b.build_unconditional_branch(after)?;
                b.position_at_end(after);
                self.write(done, ScalarType::Pred, complete.into())
            }
        }
    }

    fn barrier_store(&self, barrier: &MBarrier, space: StateSpace, value: IntValue<'ctx>) -> Result<()> {
        let pointer = self.address(&barrier.addr, space)?;
        let store = self.b.build_store(pointer, value)?;
        store.set_alignment(8).map_err(|e| e.to_string())?;
        store.set_atomic_ordering(inkwell::AtomicOrdering::Release).map_err(|e| e.to_string())?;
        Ok(())
    }

    fn atomic_load_i64(&self, pointer: PointerValue<'ctx>) -> Result<IntValue<'ctx>> {
        let value = self.b.build_load(self.cx.i64_type(), pointer, "")?;
        let instruction = value.as_instruction_value().ok_or("a load")?;
        instruction.set_alignment(8).map_err(|e| e.to_string())?;
        instruction.set_atomic_ordering(inkwell::AtomicOrdering::Acquire).map_err(|e| e.to_string())?;
        Ok(value.into_int_value())
    }

    /// `count` arrivals on the barrier (and with `drop` as many fewer expected from the next
    /// phase on); the phase completes when none is pending. Returns the object as it was.
    fn barrier_arrive(&self, barrier: &MBarrier, space: StateSpace, count: IntValue<'ctx>, drop: bool) -> Result<IntValue<'ctx>> {
        let pointer = self.address(&barrier.addr, space)?;
        let b = &self.b;
        let i64_type = self.cx.i64_type();
        let c = |value: u64| i64_type.const_int(value, false);
        let scope = self.prims.sync_scope(crate::ir::Scope::Cta);
        self.atomic_update(pointer, i64_type, inkwell::AtomicOrdering::AcquireRelease, scope, |old| {
            let pending = b.build_and(old, c(COUNT_MASK), "")?;
            let expected = b.build_and(b.build_right_shift(old, c(EXPECTED_SHIFT), false, "")?, c(COUNT_MASK), "")?;
            let parity = b.build_right_shift(old, c(PARITY_SHIFT), false, "")?;
            let expected = if drop { b.build_int_sub(expected, count, "")? } else { expected };
            let pending = b.build_int_sub(pending, count, "")?;
            let complete = b.build_int_compare(IntPredicate::EQ, pending, c(0), "")?;
            let pending = b.build_select(complete, expected, pending, "")?.into_int_value();
            let parity = b.build_xor(parity, b.build_int_z_extend(complete, i64_type, "")?, "")?;
            let fields = b.build_or(
                b.build_and(pending, c(COUNT_MASK), "")?,
                b.build_left_shift(b.build_and(expected, c(COUNT_MASK), "")?, c(EXPECTED_SHIFT), "")?,
                "",
            )?;
            Ok(b.build_or(fields, b.build_left_shift(parity, c(PARITY_SHIFT), "")?, "")?)
        })
    }
}
