//! `wmma` on every target: loads and stores place each fragment element by its position in
//! rocuda's layout (`ir::wmma`, a grid of `mma` tiles), and `wmma.mma` is the tiles' `mma`
//! products, each through the module's `mma` helper.

use inkwell::values::{BasicMetadataValueEnum, IntValue};

use super::matrix::LaneMap;
use super::{Fx, Result};
use crate::ir::fragments::Role;
use crate::ir::wmma::{WarpMatrix, WmmaMove};
use crate::ir::{Instruction, MatrixType, Mma, Operand, ScalarType};

impl<'ctx> Fx<'ctx, '_> {
    pub(super) fn wmma(&self, instruction: &Instruction) -> Result<()> {
        match instruction {
            Instruction::WmmaLoad(load) => self.wmma_move(load),
            Instruction::WmmaStore(store) => self.wmma_move(store),
            Instruction::WmmaMma(mma) => self.wmma_mma(mma),
            _ => Err("not a wmma instruction".into()),
        }
    }

    /// A fragment to or from memory, element by element (a register at once for 4- and 1-bit
    /// elements, which run along K in memory as in the register).
    fn wmma_move(&self, moved: &WmmaMove) -> Result<()> {
        let warp = moved.warp_matrix().ok_or("a wmma shape the front end should have refused")?;
        let role = moved.role();
        let fragment = warp.fragments[moved.role_index()];
        let Operand::Vector(registers) = &moved.fragment else { return Err("a fragment is a vector of registers".into()) };
        // Elements of the stored matrix per fragment element: a `.b1` element is a word of 32.
        let k_scale = if moved.ty == MatrixType::B1 { 32 } else { 1 };
        let (rows, cols) = match role {
            Role::A => (warp.shape.m, warp.shape.k),
            Role::B => (warp.shape.k, warp.shape.n),
            Role::Accumulator => (warp.shape.m, warp.shape.n),
        };
        let stride = match &moved.stride {
            Some(stride) => self.b.build_int_z_extend(self.read_int(stride, ScalarType::U32)?, self.cx.i64_type(), "")?,
            None => self.i64(u64::from(if moved.row_major { cols } else { rows })),
        };
        let base = self.address(&moved.addr, moved.space)?;
        let base = self.prims.window_address(self, moved.space, base)?;
        let lane = self.prims.lane_id(self)?;
        // Bits of one element in memory, and of one fragment element (a `.b1` word is 32).
        let bits = moved.ty.bits();
        let fragment_bits = bits * k_scale;
        let whole_register = fragment_bits * fragment.per_register == 32 && fragment_bits < 8 || k_scale == 32;
        let register_type = if moved.ty == MatrixType::F64 { ScalarType::B64 } else { ScalarType::B32 };
        for (index, register) in registers.iter().enumerate() {
            let elements = if whole_register { 1 } else { fragment.per_register };
            let element_bits = if whole_register { 32 } else { fragment_bits };
            let element_type = super::int_type(self.cx, element_bits);
            let value = if moved.store { Some(self.read_int(register, register_type)?) } else { None };
            let mut loaded = Vec::new();
            for element in 0..elements {
                // Where this element lies, for every lane: affine in the lane, as every `mma` figure is.
                let (mut row_of, mut col_of) = ([0u32; 32], [0u32; 32]);
                for l in 0..32 {
                    let (row, col) = warp.position(role, l, index as u32, element);
                    let (row, col) = match role {
                        Role::A => (row, col * k_scale),
                        Role::B => (row * k_scale, col),
                        Role::Accumulator => (row, col),
                    };
                    (row_of[l as usize], col_of[l as usize]) = (row, col);
                }
                let (row, col) =
                    (LaneMap::fit(&row_of).ok_or("a wmma row not affine in the lane")?, LaneMap::fit(&col_of).ok_or("a wmma column not affine in the lane")?);
                let (row, col) = (self.lane_value(row, lane)?, self.lane_value(col, lane)?);
                let (major, minor) = if moved.row_major { (row, col) } else { (col, row) };
                let i64_type = self.cx.i64_type();
                let offset = self.b.build_int_add(
                    self.b.build_int_mul(self.b.build_int_z_extend(major, i64_type, "")?, stride, "")?,
                    self.b.build_int_z_extend(minor, i64_type, "")?,
                    "",
                )?;
                // Byte offset of the element (whole registers of narrow elements start on a byte).
                let offset = self.b.build_int_mul(offset, self.i64(u64::from(bits)), "")?;
                let offset = self.b.build_right_shift(offset, self.i64(3), false, "")?;
                let pointer = self.prims.pointer(self, moved.space, self.b.build_int_add(base, offset, "")?)?;
                match value {
                    Some(value) => {
                        let part = self.element_bits(value, element_bits, element)?;
                        self.b.build_store(pointer, part)?;
                    }
                    None => loaded.push(self.b.build_load(element_type, pointer, "")?.into_int_value()),
                }
            }
            if !moved.store {
                let packed = self.pack(&loaded, element_bits)?;
                self.write_int(register, register_type, packed)?;
            }
        }
        Ok(())
    }

    /// `wmma.mma`: each tile's `mma`, its operands gathered from the warp matrix's registers.
    fn wmma_mma(&self, wmma: &Mma) -> Result<()> {
        let warp = WarpMatrix::new(wmma.shape, wmma.a_ty, wmma.c_ty).ok_or("a wmma shape the front end should have refused")?;
        let fragments = warp.fragments;
        let registers = |operand: &Operand, ty: MatrixType| -> Result<Vec<IntValue<'ctx>>> {
            let Operand::Vector(parts) = operand else { return Err("a fragment is a vector of registers".into()) };
            let ty = if ty.register_bits() == 64 { ScalarType::B64 } else { ScalarType::B32 };
            parts.iter().map(|part| self.read_int(part, ty)).collect()
        };
        let (a, b, c) = (registers(&wmma.a, wmma.a_ty)?, registers(&wmma.b, wmma.b_ty)?, registers(&wmma.c, wmma.c_ty)?);
        let tile = Mma {
            shape: warp.tile,
            a_row: true,
            b_col: true,
            d_ty: wmma.d_ty,
            a_ty: wmma.a_ty,
            b_ty: wmma.b_ty,
            c_ty: wmma.c_ty,
            satfinite: wmma.satfinite,
            bit_op: wmma.bit_op,
            d: Operand::Sink,
            a: Operand::Sink,
            b: Operand::Sink,
            c: Operand::Sink,
        };
        let helper = self.mma_helper(&tile, fragments)?;
        let mut d: Vec<Option<IntValue<'ctx>>> = vec![None; warp.registers[2] as usize];
        for row in 0..warp.row_tiles {
            for col in 0..warp.col_tiles {
                let mut args: Vec<BasicMetadataValueEnum<'ctx>> = self.thread.filter(|_| self.prims.passes_thread()).map(|t| t.into()).into_iter().collect();
                for (role, values) in [(Role::A, &a), (Role::B, &b), (Role::Accumulator, &c)] {
                    let fragment = fragments[WarpMatrix::index(role)];
                    for register in 0..fragment.registers {
                        args.push(values[warp.register(role, (row, col), register) as usize].into());
                    }
                }
                let call = self.b.build_call(helper, &args, "")?;
                let result = call.try_as_basic_value().basic().ok_or("the mma helper returns its D registers")?.into_struct_value();
                for register in 0..fragments[2].registers {
                    let slot = &mut d[warp.register(Role::Accumulator, (row, col), register) as usize];
                    if slot.is_none() {
                        *slot = Some(self.b.build_extract_value(result, register, "")?.into_int_value());
                    }
                }
            }
        }
        let Operand::Vector(d_operands) = &wmma.d else { return Err("a fragment is a vector of registers".into()) };
        let ty = if wmma.d_ty == MatrixType::F64 { ScalarType::B64 } else { ScalarType::B32 };
        for (operand, value) in d_operands.iter().zip(d) {
            self.write_int(operand, ty, value.ok_or("a D register no tile writes")?)?;
        }
        Ok(())
    }
}
