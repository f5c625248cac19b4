//! `wmma`: warp matrices loaded from memory, multiplied and stored back.
//!
//! The ISA leaves a `wmma` fragment's layout to the implementation; only the register counts
//! are fixed (the PTX declares them). rocuda's layout is a grid of `mma` tiles: a warp matrix
//! of M×N×K is `M/16` (at least one) by `N/8` products of `mma.m16n8kK` (`m8n8kK` where `mma`
//! has an M of 8), so `wmma.mma` is those products and each fragment register is one of
//! theirs. Where a warp matrix has 8 rows and its `mma` 16, rows 8–15 repeat rows 0–7; where
//! the PTX declares more registers than the elements need (f16 A and B), the registers
//! repeat. Loads and stores place each element by its `mma` position; `wmma.mma` is an
//! [`Mma`](super::matrix::Mma) of the warp matrix's shape.

use super::fragments::{Fragment, Role, mma_fragments};
use super::matrix::{MatrixShape, MatrixType};
use super::operand::Operand;
use super::types::StateSpace;

/// Which matrix a `wmma.load` or `wmma.store` moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WmmaMatrix {
    A,
    B,
    /// C for a load, D for a store.
    Accumulator,
}

/// `wmma.load.{a,b,c}` and `wmma.store.d`.
#[derive(Clone, Debug, PartialEq)]
pub struct WmmaMove {
    pub matrix: WmmaMatrix,
    pub store: bool,
    /// `.row`: consecutive elements of a row are adjacent in memory; `.col`: of a column.
    pub row_major: bool,
    pub shape: MatrixShape,
    /// The element type; for A and B, the multiplication's input type.
    pub ty: MatrixType,
    pub space: StateSpace,
    /// The fragment's registers.
    pub fragment: Operand,
    pub addr: Operand,
    /// Elements from one row (`.row`) or column (`.col`) to the next; the matrix's own width
    /// when absent.
    pub stride: Option<Operand>,
}

impl WmmaMove {
    /// The fragment's role in the product.
    pub fn role(&self) -> Role {
        match self.matrix {
            WmmaMatrix::A => Role::A,
            WmmaMatrix::B => Role::B,
            WmmaMatrix::Accumulator => Role::Accumulator,
        }
    }

    /// Index of the fragment in [`WarpMatrix::registers`] and [`WarpMatrix::fragments`].
    pub fn role_index(&self) -> usize {
        WarpMatrix::index(self.role())
    }

    /// The warp matrix the fragment belongs to. A load of A or B names the input type, of C
    /// or D the accumulator's; the other follows from the shape (and does not change the
    /// fragment).
    pub fn warp_matrix(&self) -> Option<WarpMatrix> {
        use MatrixType::*;
        match self.matrix {
            WmmaMatrix::A | WmmaMatrix::B => {
                let accumulator = match self.ty {
                    F16 | Bf16 | Tf32 => F32,
                    F64 => F64,
                    _ => S32,
                };
                WarpMatrix::new(self.shape, self.ty, accumulator)
            }
            WmmaMatrix::Accumulator => {
                let input = match (self.shape.k, self.ty) {
                    (16, S32) => S8,
                    (16, _) => F16,
                    (8, _) => Tf32,
                    (4, _) => F64,
                    (32, _) => S4,
                    _ => B1,
                };
                WarpMatrix::new(self.shape, input, self.ty)
            }
        }
    }
}

/// A warp matrix shape as a grid of `mma` tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WarpMatrix {
    pub shape: MatrixShape,
    /// The `mma` of one tile, and its three fragments.
    pub tile: MatrixShape,
    pub fragments: [Fragment; 3],
    pub row_tiles: u32,
    pub col_tiles: u32,
    /// The registers of A, B and C/D that the PTX declares.
    pub registers: [u32; 3],
}

impl WarpMatrix {
    /// The warp matrix of a shape, its input type (A's) and accumulator type, if PTX defines
    /// it up to sm_89.
    pub fn new(shape: MatrixShape, ty: MatrixType, c_ty: MatrixType) -> Option<WarpMatrix> {
        use MatrixType::*;
        let (m, n, k) = (shape.m, shape.n, shape.k);
        let defined = match ty {
            F16 | Bf16 | S8 | U8 => matches!((m, n, k), (16, 16, 16) | (32, 8, 16) | (8, 32, 16)),
            Tf32 => (m, n, k) == (16, 16, 8),
            F64 => (m, n, k) == (8, 8, 4),
            S4 | U4 => (m, n, k) == (8, 8, 32),
            B1 => (m, n, k) == (8, 8, 128),
            _ => false,
        };
        // mma's M is 8 for the m8n8 shapes, 16 for the others.
        let tile_m = if n == 8 && m == 8 { 8 } else { 16 };
        let tile = MatrixShape { m: tile_m, n: 8, k };
        let fragments = mma_fragments(tile, ty, ty, c_ty).filter(|_| defined)?;
        let (row_tiles, col_tiles) = ((m / tile_m).max(1), n / 8);
        let [a, b, c] = fragments;
        // Rows of A and C that the warp matrix holds of each tile's.
        let rows = m.min(tile_m);
        let unique = |fragment: &Fragment, rows_held: u32, tiles: u32| fragment.registers * rows_held / fragment.rows * tiles;
        let a_registers = unique(&a, rows, row_tiles);
        let b_registers = b.registers * col_tiles;
        let c_registers = unique(&c, rows, row_tiles * col_tiles);
        // NVIDIA's f16 A and B fragments are 8 registers whatever the shape.
        let (a_registers, b_registers) = if ty == F16 { (8, 8) } else { (a_registers, b_registers) };
        Some(WarpMatrix { shape, tile, fragments, row_tiles, col_tiles, registers: [a_registers, b_registers, c_registers] })
    }

    /// Whether the tile's rows 8–15 repeat rows 0–7 (a warp matrix of 8 rows over `mma`'s 16).
    fn half_rows(&self) -> bool {
        self.shape.m < self.tile.m
    }

    pub fn index(role: Role) -> usize {
        match role {
            Role::A => 0,
            Role::B => 1,
            Role::Accumulator => 2,
        }
    }

    /// Registers of `role`'s fragment per tile (rows 0–7 only where a tile's rows 8–15 repeat
    /// them), and in all, each held once.
    fn tile_registers(&self, role: Role) -> (u32, u32) {
        let fragment = self.fragments[Self::index(role)];
        let per_tile = match role {
            Role::A | Role::Accumulator if self.half_rows() => fragment.registers / 2,
            _ => fragment.registers,
        };
        let tiles = match role {
            Role::A => self.row_tiles,
            Role::B => self.col_tiles,
            Role::Accumulator => self.row_tiles * self.col_tiles,
        };
        (per_tile, per_tile * tiles)
    }

    /// The registers of one tile's `mma` operand, as indices of the warp matrix's fragment:
    /// `role`'s register `register` of tile (`row`, `col`).
    pub fn register(&self, role: Role, (row, col): (u32, u32), register: u32) -> u32 {
        let (per_tile, unique) = self.tile_registers(role);
        // Where rows 8–15 repeat rows 0–7, the tile's registers of rows 8–15 are those of 0–7:
        // A's odd registers, and C's second half.
        let register = match role {
            Role::A if self.half_rows() => register / 2,
            Role::Accumulator if self.half_rows() => register % per_tile,
            _ => register,
        };
        let tile = match role {
            Role::A => row,
            Role::B => col,
            Role::Accumulator => row * self.col_tiles + col,
        };
        (tile * per_tile + register) % unique
    }

    /// The (row, column) in the warp matrix's A, B or C of element `element` of register
    /// `register` of `role`'s fragment, in `lane`.
    pub fn position(&self, role: Role, lane: u32, register: u32, element: u32) -> (u32, u32) {
        let fragment = self.fragments[Self::index(role)];
        let (per_tile, unique) = self.tile_registers(role);
        let register = register % unique;
        let (tile, within) = (register / per_tile, register % per_tile);
        // The tile's own register: A's rows 0–7 are its even registers.
        let within = if role == Role::A && self.half_rows() { 2 * within } else { within };
        let (row, col) = fragment.position(lane, within * fragment.per_register + element);
        match role {
            Role::A => (16 * tile + row, col),
            Role::B => (row, 8 * tile + col),
            Role::Accumulator => (16 * (tile / self.col_tiles) + row, 8 * (tile % self.col_tiles) + col),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    /// Every element of A, B and C is held, by registers the PTX declares, and no position
    /// lies outside the matrix.
    #[test]
    fn every_warp_matrix_covers_its_matrices() {
        use MatrixType::*;
        let cases = [
            (16, 16, 16, F16, F32, [8, 8, 8]),
            (32, 8, 16, F16, F16, [8, 8, 4]),
            (8, 32, 16, F16, F32, [8, 8, 8]),
            (16, 16, 16, Bf16, F32, [4, 4, 8]),
            (8, 32, 16, Bf16, F32, [2, 8, 8]),
            (32, 8, 16, Bf16, F32, [8, 2, 8]),
            (16, 16, 8, Tf32, F32, [4, 4, 8]),
            (8, 8, 4, F64, F64, [1, 1, 2]),
            (16, 16, 16, S8, S32, [2, 2, 8]),
            (8, 32, 16, U8, S32, [1, 4, 8]),
            (32, 8, 16, S8, S32, [4, 1, 8]),
            (8, 8, 32, S4, S32, [1, 1, 2]),
            (8, 8, 128, B1, S32, [1, 1, 2]),
        ];
        for (m, n, k, ty, c_ty, registers) in cases {
            let shape = MatrixShape { m, n, k };
            let warp = WarpMatrix::new(shape, ty, c_ty).unwrap_or_else(|| panic!("{shape:?} {ty:?}"));
            assert_eq!(warp.registers, registers, "{shape:?} {ty:?}");
            let k_elements = if ty == B1 { k / 32 } else { k };
            for (role, (rows, cols)) in [(Role::A, (m, k_elements)), (Role::B, (k_elements, n)), (Role::Accumulator, (m, n))] {
                let fragment = warp.fragments[WarpMatrix::index(role)];
                let mut seen = BTreeSet::new();
                for lane in 0..32 {
                    for register in 0..warp.registers[WarpMatrix::index(role)] {
                        for element in 0..fragment.per_register {
                            let (row, col) = warp.position(role, lane, register, element);
                            assert!(row < rows && col < cols, "{shape:?} {ty:?} {role:?}: ({row}, {col})");
                            seen.insert((row, col));
                        }
                    }
                }
                assert_eq!(seen.len() as u32, rows * cols, "{shape:?} {ty:?} {role:?}");
            }
        }
    }

    /// A tile's `mma` registers are the warp matrix registers that hold the same positions.
    #[test]
    fn tile_registers_hold_the_tiles_elements() {
        let shape = MatrixShape { m: 8, n: 32, k: 16 };
        let warp = WarpMatrix::new(shape, MatrixType::F16, MatrixType::F32).expect("a shape");
        let [a, _, c] = warp.fragments;
        for lane in 0..32 {
            for register in 0..a.registers {
                let (row, col) = a.position(lane, register * a.per_register);
                let held = warp.position(Role::A, lane, warp.register(Role::A, (0, 0), register), 0);
                assert_eq!(held, (row % 8, col));
            }
            for register in 0..c.registers {
                let (row, col) = c.position(lane, register * c.per_register);
                let held = warp.position(Role::Accumulator, lane, warp.register(Role::Accumulator, (0, 3), register), 0);
                assert_eq!(held, (row % 8, 24 + col));
            }
        }
    }
}
