//! `wmma.load`, `wmma.store` and `wmma.mma` into typed IR.

use super::instruction::Lowering;
use super::modifiers::Result;
use crate::ir::wmma::{WarpMatrix, WmmaMatrix, WmmaMma, WmmaMove};
use crate::ir::{BitOp, Form, Instruction, MatrixShape, MatrixType, Operand, StateSpace, Unsupported, UnsupportedReason};

impl<'a> Lowering<'_, '_, 'a> {
    pub(super) fn wmma(&mut self) -> Result<Instruction> {
        let m = &mut self.mods;
        m.take("sync");
        m.take("aligned");
        let Some(op) = m.take_any(&["load", "store", "mma"]) else { return Err("needs `.load`, `.store` or `.mma`".into()) };
        let matrix = m.take_any(&["a", "b", "c", "d"]);
        let mut layouts = Vec::new();
        while let Some(layout) = m.take_any(&["row", "col"]) {
            layouts.push(layout == "row");
        }
        let Some(shape) = m.take_map(MatrixShape::parse) else { return Err("needs a shape".into()) };
        let space = m.space().unwrap_or(StateSpace::Generic);
        let satfinite = m.take("satfinite");
        let bit_op = match m.take_any(&["and", "xor"]) {
            Some(op) if m.take("popc") => Some(if op == "and" { BitOp::And } else { BitOp::Xor }),
            Some(_) => return Err("`.and` and `.xor` need `.popc`".into()),
            None => None,
        };
        // f64's optional rounding is the only one it has: nearest.
        m.take("rn");
        let mut types = Vec::new();
        while let Some(ty) = m.take_map(MatrixType::parse) {
            types.push(ty);
        }
        if op == "mma" {
            let (d_ty, a_ty, b_ty, c_ty) = match types[..] {
                // f16 names only D's and C's types.
                [d, c] => (d, MatrixType::F16, MatrixType::F16, c),
                [d, a, b, c] => (d, a, b, c),
                _ => return Err("expected D's and C's types, or D's, A's, B's and C's".into()),
            };
            let Some(warp) = WarpMatrix::new(shape, a_ty, c_ty).filter(|_| layouts.len() == 2 && (a_ty == b_ty || a_ty.is_integer() && b_ty.is_integer()))
            else {
                return Ok(self.unsupported_wmma());
            };
            let [a, b, c] = warp.registers;
            self.count(4)?;
            return Ok(Instruction::WmmaMma(WmmaMma {
                shape,
                a_ty,
                b_ty,
                c_ty,
                d_ty,
                satfinite,
                bit_op,
                d: self.wmma_fragment(0, c)?,
                a: self.wmma_fragment(1, a)?,
                b: self.wmma_fragment(2, b)?,
                c: self.wmma_fragment(3, c)?,
            }));
        }
        let store = op == "store";
        let matrix = match (matrix, store) {
            (Some("a"), false) => WmmaMatrix::A,
            (Some("b"), false) => WmmaMatrix::B,
            (Some("c"), false) | (Some("d"), true) => WmmaMatrix::Accumulator,
            _ => return Err("loads `.a`, `.b` or `.c`, stores `.d`".into()),
        };
        let (&[ty], &[row_major]) = (&types[..], &layouts[..]) else { return Err("needs one layout and one type".into()) };
        let move_ = WmmaMove { matrix, store, row_major, shape, ty, space, fragment: Operand::Sink, addr: Operand::Sink, stride: None };
        let Some(warp) = move_.warp_matrix() else { return Ok(self.unsupported_wmma()) };
        let registers = warp.registers[move_.role_index()];
        self.count_range(2, 3)?;
        let (fragment, addr) =
            if store { (self.wmma_fragment(1, registers)?, self.operand_at(0)?) } else { (self.wmma_fragment(0, registers)?, self.operand_at(1)?) };
        let stride = if self.raw.operands.len() == 3 { Some(self.operand_at(2)?) } else { None };
        Ok(if store {
            Instruction::WmmaStore(WmmaMove { fragment, addr, stride, ..move_ })
        } else {
            Instruction::WmmaLoad(WmmaMove { fragment, addr, stride, ..move_ })
        })
    }

    fn unsupported_wmma(&mut self) -> Instruction {
        self.mods.take_rest();
        Instruction::Unsupported(Unsupported {
            opcode: self.raw.opcode.to_string(),
            modifiers: self.raw.modifiers.iter().map(|m| m.to_string()).collect(),
            reason: UnsupportedReason::Form(Form::MatrixShape),
        })
    }

    fn operand_at(&mut self, index: usize) -> Result<Operand> {
        let raw = self.raw.operands.get(index).ok_or_else(|| format!("missing operand {}", index + 1))?;
        self.resolver.operand(raw)
    }

    /// A fragment of `registers` registers.
    fn wmma_fragment(&mut self, index: usize, registers: u32) -> Result<Operand> {
        let operand = match self.operand_at(index)? {
            Operand::Vector(parts) => Operand::Vector(parts),
            single => Operand::Vector(vec![single]),
        };
        match &operand {
            Operand::Vector(parts) if parts.len() as u32 == registers => Ok(operand),
            Operand::Vector(parts) => Err(format!("operand {} holds {} registers; this fragment has {registers}", index + 1, parts.len())),
            _ => unreachable!("made a vector above"),
        }
    }
}
