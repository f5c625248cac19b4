//! Which thread holds which element of an `mma` operand: the PTX ISA's fragment figures
//! ("Matrix Fragments for mma.m16n8k16" and its siblings) as arithmetic.
//!
//! Every shape up to `sm_89` follows one pattern. With `g = lane / 4` and `t = lane % 4`, a
//! register of `e` elements holds a run of `e` consecutive elements along K:
//! - A (M×K, row-major): for M = 16, register `r` holds row `g + 8·(r % 2)`, columns from
//!   `4e·(r / 2) + e·t`; for M = 8, row `g`, columns from `4e·r + e·t`;
//! - B (K×N, column-major): register `r` holds column `g`, rows from `4e·r + e·t`;
//! - C and D (M×N): element `i` is at row `g + 8·(i / 2)` (M = 16) or `g` (M = 8), column
//!   `2t + i % 2`.
//!
//! `.b1` fragments are counted in 32-bit words: one word is one element, K is in words.

use super::matrix::{MatrixShape, MatrixType};

/// One operand's fragment: its matrix and where each thread's elements sit in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fragment {
    pub role: Role,
    pub rows: u32,
    pub cols: u32,
    pub registers: u32,
    /// Elements per register.
    pub per_register: u32,
    /// Bits of one element (32 for a `.b1` word).
    pub element_bits: u32,
}

/// Which operand of `d = a × b + c`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    A,
    B,
    /// C and D.
    Accumulator,
}

impl Fragment {
    /// Elements each thread holds.
    pub fn elements(&self) -> u32 {
        self.registers * self.per_register
    }

    /// The (row, column) of element `index` (`register · per_register + position`) of `lane`.
    pub fn position(&self, lane: u32, index: u32) -> (u32, u32) {
        let (g, t) = (lane / 4, lane % 4);
        let (register, i) = (index / self.per_register, index % self.per_register);
        let e = self.per_register;
        match self.role {
            Role::A if self.rows == 16 => (g + 8 * (register % 2), 4 * e * (register / 2) + e * t + i),
            Role::A => (g, 4 * e * register + e * t + i),
            Role::B => (4 * e * register + e * t + i, g),
            Role::Accumulator => {
                let row = if self.rows == 16 { g + 8 * (index / 2) } else { g };
                (row, 2 * t + index % 2)
            }
        }
    }
}

/// The three fragments of an `mma` of this shape and these types, if PTX defines it for a
/// target up to `sm_89` with `.row.col` layouts (`m8n8k4` with `.f16` has its own quad-pair
/// layout and is not among them).
pub fn mma_fragments(shape: MatrixShape, a_ty: MatrixType, b_ty: MatrixType, c_ty: MatrixType) -> Option<[Fragment; 3]> {
    use MatrixType::*;
    let class = |ty: MatrixType| match ty {
        S8 | U8 => 1,
        S4 | U4 => 2,
        E4m3 | E5m2 => 3,
        other => 10 + other as u32,
    };
    if class(a_ty) != class(b_ty) {
        return None;
    }
    let shapes: &[(u32, u32, u32)] = match a_ty {
        F16 => &[(16, 8, 8), (16, 8, 16)],
        Bf16 => &[(16, 8, 8), (16, 8, 16)],
        Tf32 => &[(16, 8, 4), (16, 8, 8)],
        F64 => &[(8, 8, 4)],
        S8 | U8 => &[(8, 8, 16), (16, 8, 16), (16, 8, 32)],
        S4 | U4 => &[(8, 8, 32), (16, 8, 32), (16, 8, 64)],
        B1 => &[(8, 8, 128), (16, 8, 128), (16, 8, 256)],
        E4m3 | E5m2 => &[(16, 8, 16), (16, 8, 32)],
        F32 | S32 => &[],
    };
    let accumulators: &[MatrixType] = match a_ty {
        F16 | E4m3 | E5m2 => &[F16, F32],
        Bf16 | Tf32 => &[F32],
        F64 => &[F64],
        _ => &[S32],
    };
    if !shapes.contains(&(shape.m, shape.n, shape.k)) || !accumulators.contains(&c_ty) {
        return None;
    }
    let element_bits = if a_ty == B1 { 32 } else { a_ty.bits() };
    let per_register = a_ty.register_bits() / element_bits;
    let k = if a_ty == B1 { shape.k / 32 } else { shape.k };
    let a = Fragment { role: Role::A, rows: shape.m, cols: k, registers: shape.m * k / 32 / per_register, per_register, element_bits };
    let b = Fragment { role: Role::B, rows: k, cols: shape.n, registers: k * shape.n / 32 / per_register, per_register, element_bits };
    let c_per_register = c_ty.register_bits() / c_ty.bits();
    let c = Fragment {
        role: Role::Accumulator,
        rows: shape.m,
        cols: shape.n,
        registers: shape.m * shape.n / 32 / c_per_register,
        per_register: c_per_register,
        element_bits: c_ty.bits(),
    };
    Some([a, b, c])
}

/// The fragment of one 8×8 matrix of 16-bit elements that `ldmatrix`, `stmatrix` and
/// `movmatrix` move: row `lane / 4`, columns `2·(lane % 4)` and the next, in one register.
pub const MATRIX_8X8: Fragment = Fragment { role: Role::A, rows: 8, cols: 8, registers: 1, per_register: 2, element_bits: 16 };

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    fn shape(m: u32, n: u32, k: u32) -> MatrixShape {
        MatrixShape { m, n, k }
    }

    /// Every element of every matrix is held by exactly one (lane, element).
    fn assert_one_to_one(fragment: &Fragment) {
        let mut seen = BTreeSet::new();
        for lane in 0..32 {
            for index in 0..fragment.elements() {
                let (row, col) = fragment.position(lane, index);
                assert!(row < fragment.rows && col < fragment.cols, "{fragment:?}: lane {lane} element {index} at ({row}, {col})");
                assert!(seen.insert((row, col)), "{fragment:?}: ({row}, {col}) twice");
            }
        }
        assert_eq!(seen.len() as u32, fragment.rows * fragment.cols);
    }

    #[test]
    fn every_shape_covers_its_matrices_once() {
        use MatrixType::*;
        let cases = [
            (shape(16, 8, 8), F16, F32),
            (shape(16, 8, 16), F16, F16),
            (shape(16, 8, 16), Bf16, F32),
            (shape(16, 8, 4), Tf32, F32),
            (shape(16, 8, 8), Tf32, F32),
            (shape(8, 8, 4), F64, F64),
            (shape(8, 8, 16), S8, S32),
            (shape(16, 8, 16), U8, S32),
            (shape(16, 8, 32), S8, S32),
            (shape(8, 8, 32), S4, S32),
            (shape(16, 8, 32), U4, S32),
            (shape(16, 8, 64), S4, S32),
            (shape(8, 8, 128), B1, S32),
            (shape(16, 8, 128), B1, S32),
            (shape(16, 8, 256), B1, S32),
            (shape(16, 8, 32), E4m3, F32),
        ];
        for (shape, ty, c_ty) in cases {
            let fragments = mma_fragments(shape, ty, ty, c_ty).unwrap_or_else(|| panic!("{shape:?} {ty:?}"));
            for fragment in &fragments {
                assert_one_to_one(fragment);
            }
        }
        assert_one_to_one(&MATRIX_8X8);
    }

    /// Spot checks against the ISA's figures.
    #[test]
    fn positions_match_the_isa_figures() {
        use MatrixType::*;
        let [a, b, c] = mma_fragments(shape(16, 8, 16), F16, F16, F32).unwrap();
        // a4 of lane 5 (g = 1, t = 1): row g, column 2t + 8.
        assert_eq!(a.position(5, 4), (1, 10));
        // a3: row g + 8, column 2t + 1.
        assert_eq!(a.position(5, 3), (9, 3));
        // b2: row 2t + 8, column g.
        assert_eq!(b.position(5, 2), (10, 1));
        // c3: row g + 8, column 2t + 1.
        assert_eq!(c.position(5, 3), (9, 3));
        let [a, b, _] = mma_fragments(shape(16, 8, 32), S8, U8, S32).unwrap();
        // a13 of lane 6 (g = 1, t = 2): row g + 8, column 4t + 1 + 16.
        assert_eq!(a.position(6, 13), (9, 25));
        // b5: row 4t + 1 + 16, column g.
        assert_eq!(b.position(6, 5), (25, 1));
        let [a, _, _] = mma_fragments(shape(16, 8, 8), Tf32, Tf32, F32).unwrap();
        // a2: row g, column t + 4.
        assert_eq!(a.position(6, 2), (1, 6));
        assert!(mma_fragments(shape(16, 8, 16), F16, Bf16, F32).is_none());
        assert!(mma_fragments(shape(16, 8, 16), Bf16, Bf16, F16).is_none());
        assert!(mma_fragments(shape(8, 8, 4), F16, F16, F32).is_none());
    }
}
