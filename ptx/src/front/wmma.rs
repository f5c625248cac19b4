//! `wmma.load`, `wmma.store` and `wmma.mma` into typed IR.

use super::instruction::Lowering;
use super::modifiers::Result;
use crate::ir::wmma::{WarpMatrix, WmmaMatrix, WmmaMove};
use crate::ir::{BitOp, Form, Instruction, MatrixShape, MatrixType, Mma, Operand, StateSpace, UnsupportedReason};

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
                return Ok(self.unsupported(UnsupportedReason::Form(Form::MatrixShape)));
            };
            let [a, b, c] = warp.registers;
            self.count(4)?;
            return Ok(Instruction::WmmaMma(Mma {
                shape,
                a_row: layouts[0],
                b_col: !layouts[1],
                a_ty,
                b_ty,
                c_ty,
                d_ty,
                satfinite,
                bit_op,
                d: self.fragment(0, c)?,
                a: self.fragment(1, a)?,
                b: self.fragment(2, b)?,
                c: self.fragment(3, c)?,
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
        let Some(warp) = move_.warp_matrix() else { return Ok(self.unsupported(UnsupportedReason::Form(Form::MatrixShape))) };
        let registers = warp.registers[move_.role_index()];
        self.count_range(2, 3)?;
        let (fragment, addr) = if store { (self.fragment(1, registers)?, self.operand(0)?) } else { (self.fragment(0, registers)?, self.operand(1)?) };
        let stride = if self.raw.operands.len() == 3 { Some(self.operand(2)?) } else { None };
        Ok(if store {
            Instruction::WmmaStore(WmmaMove { fragment, addr, stride, ..move_ })
        } else {
            Instruction::WmmaLoad(WmmaMove { fragment, addr, stride, ..move_ })
        })
    }
}
