//! XORWOW as cuRAND's host API lays it out (`kernels/xorwow.cu` says how): 4096 threads,
//! each on its own subsequence, 2^67 draws apart, keeping its state between calls.
//!
//! A thread's start is its subsequence, then the draws an offset skips: both are jumps of
//! the state's linear part (the xorshift, 160 bits; the Weyl counter only adds), made with
//! GF(2) matrices: the step matrix squared k times jumps 2^k draws. The tables are computed
//! once per process and given to the seeding kernel (`stateful`).

use std::sync::OnceLock;

use crate::kernels::{Kind, XORWOW};
use crate::stateful::{Layout, Tables};

/// The host API's XORWOW threads and what a unit of each kind takes of one.
pub static LAYOUT: Layout = Layout {
    module: &XORWOW,
    threads: 4096,
    state_bytes: 6 * 4,
    seed_kernel: c"xorwow_seed",
    generate_kernel: c"xorwow_generate",
    draws_per_unit: Kind::draws_per_unit,
    tables,
};
/// Subsequences are 2^67 draws apart.
const SUBSEQUENCE_LOG2: usize = 67;
/// Jumps of a subsequence: one per bit of a thread's index.
const SUBSEQUENCE_BITS: usize = 12;

/// The xorshift's 160 state bits, five words, bit `i` in word `i / 32`.
type Vector = [u32; 5];

/// A linear map of the state: column `i` is the image of state bit `i`.
#[derive(Clone)]
struct Matrix(Vec<Vector>);

fn step(v: Vector) -> Vector {
    let t = v[0] ^ (v[0] >> 2);
    [v[1], v[2], v[3], v[4], (v[4] ^ (v[4] << 4)) ^ (t ^ (t << 1))]
}

impl Matrix {
    fn step() -> Matrix {
        Matrix((0..160).map(|bit| step(unit(bit))).collect())
    }

    fn apply(&self, v: Vector) -> Vector {
        let mut result = [0; 5];
        for (bit, column) in self.0.iter().enumerate() {
            if (v[bit / 32] >> (bit % 32)) & 1 == 1 {
                for (r, c) in result.iter_mut().zip(column) {
                    *r ^= c;
                }
            }
        }
        result
    }

    fn squared(&self) -> Matrix {
        Matrix(self.0.iter().map(|&column| self.apply(column)).collect())
    }

    fn words(&self) -> impl Iterator<Item = u32> + '_ {
        self.0.iter().flatten().copied()
    }
}

fn unit(bit: usize) -> Vector {
    let mut v = [0; 5];
    v[bit / 32] = 1 << (bit % 32);
    v
}

/// The seeding kernel's tables: the jumps of 2^67 << k draws (k < 12), then of 2^k draws
/// (k < 64), 800 words a matrix.
fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let mut powers = vec![Matrix::step()];
        while powers.len() < SUBSEQUENCE_LOG2 + SUBSEQUENCE_BITS {
            let next = powers.last().expect("one matrix at least").squared();
            powers.push(next);
        }
        Tables {
            subsequences: powers[SUBSEQUENCE_LOG2..].iter().flat_map(Matrix::words).collect(),
            draws: powers[..64].iter().flat_map(Matrix::words).collect(),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The jump of 2^k draws is k squarings of one step: checked against stepping.
    #[test]
    fn a_jump_is_the_steps_it_stands_for() {
        let start = [123456789, 362436069, 521288629, 88675123, 5783321];
        let mut stepped = start;
        for _ in 0..8 {
            stepped = step(stepped);
        }
        let jump = Matrix::step().squared().squared().squared();
        assert_eq!(jump.apply(start), stepped);
    }
}
