//! Warp matrix instructions and asynchronous copies into typed IR: `mma`, `ldmatrix`,
//! `stmatrix`, `movmatrix`, `cp.async` and `mbarrier`. Forms that exist only from `sm_90`
//! (bulk copies, transaction counts, clusters) stay uncompiled with their reason.

use super::instruction::Lowering;
use super::modifiers::Result;
use crate::ir::fragments::mma_fragments;
use crate::ir::{
    BitOp, CpAsync, Family, Form, Instruction, LdMatrix, MBarrier, MBarrierOp, MatrixShape, MatrixType, Mma, Operand, ScalarType, StMatrix, StateSpace,
    Unsupported, UnsupportedReason,
};

impl<'a> Lowering<'_, '_, 'a> {
    /// Every instruction of this file's opcodes.
    pub(super) fn matrix_or_async(&mut self) -> Result<Instruction> {
        match self.raw.opcode {
            "mma" => self.mma(),
            "ldmatrix" | "stmatrix" => self.load_or_store_matrix(),
            "movmatrix" => {
                self.aligned_sync();
                let shape = self.mods.take("m8n8");
                let trans = self.mods.take("trans");
                let b16 = self.mods.take("b16");
                if !(shape && trans && b16) {
                    return Ok(self.unsupported(UnsupportedReason::Form(Form::MatrixShape)));
                }
                self.count(2)?;
                Ok(Instruction::MovMatrix { dst: self.operand(0)?, src: self.operand(1)? })
            }
            "cp" => self.cp_async(),
            _ => self.mbarrier(),
        }
    }

    /// `.sync.aligned`, which every warp matrix instruction carries.
    fn aligned_sync(&mut self) {
        self.mods.take("sync");
        self.mods.take("aligned");
    }

    pub(super) fn unsupported(&mut self, reason: UnsupportedReason) -> Instruction {
        self.mods.take_rest();
        Instruction::Unsupported(Unsupported {
            opcode: self.raw.opcode.to_string(),
            modifiers: self.raw.modifiers.iter().map(|m| m.to_string()).collect(),
            reason,
        })
    }

    pub(super) fn operand(&mut self, index: usize) -> Result<Operand> {
        let raw = self.raw.operands.get(index).ok_or_else(|| format!("missing operand {}", index + 1))?;
        self.resolver.operand(raw)
    }

    /// A fragment operand: `{%r1, %r2}`, or one register written bare.
    pub(super) fn fragment(&mut self, index: usize, registers: u32) -> Result<Operand> {
        let operand = match self.operand(index)? {
            Operand::Vector(parts) => Operand::Vector(parts),
            single => Operand::Vector(vec![single]),
        };
        match &operand {
            Operand::Vector(parts) if parts.len() as u32 == registers => Ok(operand),
            Operand::Vector(parts) => Err(format!("operand {} holds {} registers; this fragment has {registers}", index + 1, parts.len())),
            _ => unreachable!("made a vector above"),
        }
    }

    fn mma(&mut self) -> Result<Instruction> {
        self.aligned_sync();
        let m = &mut self.mods;
        let Some(shape) = m.take_map(MatrixShape::parse) else {
            return Err("needs a shape".into());
        };
        let a_row = match m.take_any(&["row", "col"]) {
            Some(layout) => layout == "row",
            None => return Err("needs A's layout".into()),
        };
        let b_col = match m.take_any(&["row", "col"]) {
            Some(layout) => layout == "col",
            None => return Err("needs B's layout".into()),
        };
        let satfinite = m.take("satfinite");
        let mut types = Vec::new();
        while let Some(ty) = m.take_map(MatrixType::parse) {
            types.push(ty);
        }
        let [d_ty, a_ty, b_ty, c_ty] = types[..] else {
            return Ok(self.unsupported(UnsupportedReason::Form(Form::MatrixShape)));
        };
        let bit_op = match m.take_any(&["and", "xor"]) {
            Some(op) => {
                if !m.take("popc") {
                    return Err("`.and` and `.xor` need `.popc`".into());
                }
                Some(if op == "and" { BitOp::And } else { BitOp::Xor })
            }
            None => None,
        };
        if (shape.m, shape.n, shape.k, a_ty) == (8, 8, 4, MatrixType::F16) {
            return Ok(self.unsupported(UnsupportedReason::Form(Form::QuadPairMma)));
        }
        let row_col = a_row && b_col;
        let Some([a, b, c]) = mma_fragments(shape, a_ty, b_ty, c_ty).filter(|_| row_col && d_ty == c_ty) else {
            return Ok(self.unsupported(UnsupportedReason::Form(Form::MatrixShape)));
        };
        if (a_ty == MatrixType::B1) != bit_op.is_some() {
            return Err("`.b1` fragments need `.and.popc` or `.xor.popc`, and only they take it".into());
        }
        self.count(4)?;
        Ok(Instruction::Mma(Mma {
            shape,
            a_row,
            b_col,
            d_ty,
            a_ty,
            b_ty,
            c_ty,
            satfinite,
            bit_op,
            d: self.fragment(0, c.registers)?,
            a: self.fragment(1, a.registers)?,
            b: self.fragment(2, b.registers)?,
            c: self.fragment(3, c.registers)?,
        }))
    }

    fn load_or_store_matrix(&mut self) -> Result<Instruction> {
        self.aligned_sync();
        let m = &mut self.mods;
        let shape = m.take("m8n8");
        let count = m.take_map(|m| match m {
            "x1" => Some(1),
            "x2" => Some(2),
            "x4" => Some(4),
            _ => None,
        });
        let trans = m.take("trans");
        let space = m.space();
        let b16 = m.take("b16");
        let (Some(count), true, true) = (count, shape, b16) else {
            return Ok(self.unsupported(UnsupportedReason::Form(Form::MatrixShape)));
        };
        let generic = match space {
            None => true,
            Some(StateSpace::Shared) => false,
            Some(_) => return Err("needs `.shared`".into()),
        };
        self.count(2)?;
        Ok(if self.raw.opcode == "ldmatrix" {
            Instruction::LdMatrix(LdMatrix { count, trans, generic, dst: self.fragment(0, u32::from(count))?, addr: self.operand(1)? })
        } else {
            Instruction::StMatrix(StMatrix { count, trans, generic, addr: self.operand(0)?, src: self.fragment(1, u32::from(count))? })
        })
    }

    fn cp_async(&mut self) -> Result<Instruction> {
        let m = &mut self.mods;
        if !m.take("async") || m.take("bulk") {
            return Ok(self.unsupported(UnsupportedReason::NotImplemented(Family::AsyncCopy)));
        }
        if m.take("commit_group") {
            self.count(0)?;
            return Ok(Instruction::CpAsyncCommit);
        }
        if m.take("wait_group") {
            self.count(1)?;
            return Ok(Instruction::CpAsyncWait { groups: Some(self.operand(0)?) });
        }
        if m.take("wait_all") {
            self.count(0)?;
            return Ok(Instruction::CpAsyncWait { groups: None });
        }
        if m.take("mbarrier") {
            m.take("arrive");
            let noinc = m.take("noinc");
            let shared = m.space() == Some(StateSpace::Shared);
            m.take("b64");
            self.count(1)?;
            return Ok(Instruction::MBarrier(MBarrier { op: MBarrierOp::CopyArrive { noinc }, addr: self.operand(0)?, shared }));
        }
        m.take_any(&["ca", "cg"]).ok_or("needs `.ca` or `.cg`")?;
        let (to, from) = (m.space(), m.space());
        if (to, from) != (Some(StateSpace::Shared), Some(StateSpace::Global)) {
            return Err("copies `.shared.global`".into());
        }
        let (_, policy) = m.cache_hints();
        self.count_range(3, 5)?;
        let size = match self.operand(2)? {
            Operand::Imm(crate::ir::Immediate::Int(size @ (4 | 8 | 16))) => size as u8,
            _ => return Err("copies 4, 8 or 16 bytes".into()),
        };
        // After the size: `src-size` (an integer) or `ignore-src` (a predicate), then the cache
        // policy where `.L2::cache_hint` asks for one.
        let optional = self.raw.operands.len() - 3 - usize::from(policy);
        let (mut src_size, mut ignore_src) = (None, None);
        if optional == 1 {
            let operand = self.operand(3)?;
            let predicate = match &operand {
                Operand::Not(_) => true,
                Operand::Reg { var, .. } => self.resolver.var_info(*var).ty.scalar == ScalarType::Pred,
                _ => false,
            };
            if predicate { ignore_src = Some(operand) } else { src_size = Some(operand) }
        }
        Ok(Instruction::CpAsync(CpAsync { size, dst: self.operand(0)?, src: self.operand(1)?, src_size, ignore_src }))
    }

    fn mbarrier(&mut self) -> Result<Instruction> {
        let m = &mut self.mods;
        let op = m.take_any(&["init", "inval", "arrive", "arrive_drop", "test_wait", "try_wait", "pending_count"]);
        let space = m.space();
        if m.take("expect_tx") || m.take("complete_tx") || space == Some(StateSpace::SharedCluster) {
            return Ok(self.unsupported(UnsupportedReason::Form(Form::BarrierTransactions)));
        }
        let shared = space == Some(StateSpace::Shared);
        m.take("noComplete");
        let parity = m.take("parity");
        m.take_any(&["release", "acquire", "relaxed"]);
        m.take_any(&["cta"]);
        m.take("b64");
        let (op, addr) = match op.ok_or("needs an operation")? {
            "init" => {
                self.count(2)?;
                (MBarrierOp::Init { count: self.operand(1)? }, self.operand(0)?)
            }
            "inval" => {
                self.count(1)?;
                (MBarrierOp::Inval, self.operand(0)?)
            }
            arrive @ ("arrive" | "arrive_drop") => {
                self.count_range(2, 3)?;
                let count = if self.raw.operands.len() == 3 { Some(self.operand(2)?) } else { None };
                (MBarrierOp::Arrive { drop: arrive == "arrive_drop", state: self.operand(0)?, count }, self.operand(1)?)
            }
            "pending_count" => {
                self.count(2)?;
                (MBarrierOp::PendingCount { count: self.operand(0)? }, self.operand(1)?)
            }
            _ => {
                // `try_wait` may name a time limit, a hint this waits without.
                self.count_range(3, 4)?;
                (MBarrierOp::Wait { parity, done: self.operand(0)?, phase: self.operand(2)? }, self.operand(1)?)
            }
        };
        Ok(Instruction::MBarrier(MBarrier { op, addr, shared }))
    }
}

#[cfg(test)]
mod tests {
    use crate::ir::{Family, Form, Instruction, MBarrierOp, MatrixType, Statement, UnsupportedReason};

    /// The instructions of one kernel whose body is `body`, in order.
    fn instructions(body: &str) -> Vec<Instruction> {
        let text = format!(
            ".version 9.0\n.target sm_90\n.address_size 64\n.visible .entry k()\n{{\n.reg .b32 %r<40>;\n.reg .f32 %f<20>;\n\
             .reg .b64 %rd<9>;\n.reg .f64 %fd<9>;\n.reg .pred %p<3>;\n{body}\nret;\n}}\n"
        );
        let module = crate::front::parse(&text).unwrap_or_else(|e| panic!("{e}"));
        let body = module.functions[0].body.as_ref().expect("a body").as_ref().unwrap_or_else(|e| panic!("{e}"));
        body.statements
            .iter()
            .filter_map(|s| match s {
                Statement::Instruction(g) => Some(g.instruction.clone()),
                Statement::Label(_) => None,
            })
            .filter(|i| !matches!(i, Instruction::Ret))
            .collect()
    }

    fn form(instruction: &Instruction) -> Option<UnsupportedReason> {
        match instruction {
            Instruction::Unsupported(unsupported) => Some(unsupported.reason),
            _ => None,
        }
    }

    #[test]
    fn mma_types_shapes_and_fragments() {
        let parsed = instructions(
            "mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.u8.s32 {%r1,%r2,%r3,%r4}, {%r5,%r6,%r7,%r8}, {%r9,%r10}, {%r1,%r2,%r3,%r4};\n\
             mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%fd1,%fd2}, {%fd3}, {%fd4}, {%fd1,%fd2};\n\
             mma.sync.aligned.m16n8k256.row.col.s32.b1.b1.s32.xor.popc {%r1,%r2,%r3,%r4}, {%r5,%r6,%r7,%r8}, {%r9,%r10}, {%r1,%r2,%r3,%r4};\n\
             mma.sync.aligned.m16n8k16.row.col.f64.f64.f64.f64 {%fd1,%fd2,%fd3,%fd4}, {%fd1,%fd2,%fd3,%fd4,%fd5,%fd6,%fd7,%fd8}, {%fd1,%fd2,%fd3,%fd4}, {%fd1,%fd2,%fd3,%fd4};\n\
             mma.sync.aligned.m8n8k4.row.row.f32.f16.f16.f32 {%f1,%f2,%f3,%f4,%f5,%f6,%f7,%f8}, {%r1,%r2}, {%r3,%r4}, {%f1,%f2,%f3,%f4,%f5,%f6,%f7,%f8};",
        );
        match &parsed[0] {
            Instruction::Mma(mma) => {
                assert_eq!((mma.a_ty, mma.b_ty, mma.c_ty, mma.satfinite), (MatrixType::S8, MatrixType::U8, MatrixType::S32, true));
                assert_eq!((mma.shape.m, mma.shape.n, mma.shape.k), (16, 8, 32));
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(&parsed[1], Instruction::Mma(mma) if mma.a_ty == MatrixType::F64));
        assert!(matches!(&parsed[2], Instruction::Mma(mma) if mma.bit_op == Some(crate::ir::BitOp::Xor)));
        // f64 m16n8k16 is sm_90's; m8n8k4 on f16 is the quad-pair form.
        assert_eq!(form(&parsed[3]), Some(UnsupportedReason::Form(Form::MatrixShape)));
        assert_eq!(form(&parsed[4]), Some(UnsupportedReason::Form(Form::QuadPairMma)));
    }

    #[test]
    fn a_fragment_of_the_wrong_size_is_a_syntax_error() {
        let text = ".version 9.0\n.target sm_80\n.address_size 64\n.visible .entry k()\n{\n.reg .b32 %r<9>;\n\
                    mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%r1,%r2}, {%r1,%r2,%r3,%r4}, {%r5,%r6}, {%r1,%r2,%r3,%r4};\nret;\n}\n";
        let module = crate::front::parse(text).expect("the module parses");
        let error = module.functions[0].body.as_ref().expect("a body").as_ref().expect_err("the function fails");
        assert!(error.to_string().contains("holds 2 registers; this fragment has 4"), "{error}");
    }

    #[test]
    fn ldmatrix_stmatrix_movmatrix() {
        let parsed = instructions(
            "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%r1,%r2,%r3,%r4}, [%r5];\n\
             ldmatrix.sync.aligned.m8n8.x1.b16 {%r1}, [%rd1];\n\
             stmatrix.sync.aligned.m8n8.x2.shared::cta.b16 [%r5], {%r1,%r2};\n\
             movmatrix.sync.aligned.m8n8.trans.b16 %r1, %r2;\n\
             ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8 {%r1,%r2}, [%r5];",
        );
        assert!(matches!(&parsed[0], Instruction::LdMatrix(l) if l.count == 4 && l.trans && !l.generic));
        assert!(matches!(&parsed[1], Instruction::LdMatrix(l) if l.count == 1 && !l.trans && l.generic));
        assert!(matches!(&parsed[2], Instruction::StMatrix(s) if s.count == 2 && !s.generic));
        assert!(matches!(&parsed[3], Instruction::MovMatrix { .. }));
        assert_eq!(form(&parsed[4]), Some(UnsupportedReason::Form(Form::MatrixShape)));
    }

    #[test]
    fn cp_async_sizes_and_groups() {
        let parsed = instructions(
            "cp.async.ca.shared.global [%r1], [%rd1], 16, %r2;\n\
             cp.async.cg.shared.global.L2::cache_hint [%r1], [%rd1], 16, %p1, %rd2;\n\
             cp.async.ca.shared.global [%r1], [%rd1], 4;\n\
             cp.async.commit_group;\ncp.async.wait_group 1;\ncp.async.wait_all;\n\
             cp.async.mbarrier.arrive.noinc.shared.b64 [%r1];\n\
             cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%r1], [%rd1], 64, [%r2];",
        );
        assert!(matches!(&parsed[0], Instruction::CpAsync(c) if c.size == 16 && c.src_size.is_some() && c.ignore_src.is_none()));
        assert!(matches!(&parsed[1], Instruction::CpAsync(c) if c.src_size.is_none() && c.ignore_src.is_some()));
        assert!(matches!(&parsed[2], Instruction::CpAsync(c) if c.size == 4 && c.src_size.is_none()));
        assert!(matches!(parsed[3], Instruction::CpAsyncCommit));
        assert!(matches!(&parsed[4], Instruction::CpAsyncWait { groups: Some(_) }));
        assert!(matches!(&parsed[5], Instruction::CpAsyncWait { groups: None }));
        assert!(matches!(&parsed[6], Instruction::MBarrier(b) if b.op == MBarrierOp::CopyArrive { noinc: true } && b.shared));
        assert_eq!(form(&parsed[7]), Some(UnsupportedReason::NotImplemented(Family::AsyncCopy)));
    }

    #[test]
    fn mbarrier_operations() {
        let parsed = instructions(
            "mbarrier.init.shared.b64 [%r1], %r2;\n\
             mbarrier.arrive.noComplete.shared.b64 %rd1, [%r1], 2;\n\
             mbarrier.arrive_drop.b64 _, [%rd2];\n\
             mbarrier.test_wait.parity.shared.b64 %p1, [%r1], %r3;\n\
             mbarrier.try_wait.shared::cta.b64 %p1, [%r1], %rd1, %r4;\n\
             mbarrier.pending_count.b64 %r5, %rd1;\n\
             mbarrier.inval.shared.b64 [%r1];\n\
             mbarrier.arrive.expect_tx.shared.b64 %rd1, [%r1], 64;",
        );
        assert!(matches!(&parsed[0], Instruction::MBarrier(b) if matches!(b.op, MBarrierOp::Init { .. }) && b.shared));
        assert!(matches!(&parsed[1], Instruction::MBarrier(b) if matches!(b.op, MBarrierOp::Arrive { drop: false, count: Some(_), .. })));
        assert!(matches!(&parsed[2], Instruction::MBarrier(b) if matches!(b.op, MBarrierOp::Arrive { drop: true, count: None, .. }) && !b.shared));
        assert!(matches!(&parsed[3], Instruction::MBarrier(b) if matches!(b.op, MBarrierOp::Wait { parity: true, .. })));
        assert!(matches!(&parsed[4], Instruction::MBarrier(b) if matches!(b.op, MBarrierOp::Wait { parity: false, .. }) && b.shared));
        assert!(matches!(&parsed[5], Instruction::MBarrier(b) if matches!(b.op, MBarrierOp::PendingCount { .. })));
        assert!(matches!(&parsed[6], Instruction::MBarrier(b) if b.op == MBarrierOp::Inval));
        assert_eq!(form(&parsed[7]), Some(UnsupportedReason::Form(Form::BarrierTransactions)));
    }
}
