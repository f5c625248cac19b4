//! MRG32k3a (L'Ecuyer's combined multiple recursive generator) as cuRAND's host API lays it
//! out (`kernels/mrg32k3a.cu` says how): 81,920 threads, each on its own subsequence, 2^76
//! draws apart, keeping its state between calls (`stateful`).
//!
//! Each of the two component recurrences is linear modulo its prime, so a jump of 2^k draws
//! is the component's 3×3 step matrix squared k times, modulo that prime.

use std::sync::OnceLock;

use crate::kernels::{Kind, MRG32K3A};
use crate::stateful::{Layout, Tables};

/// The host API's MRG32k3a threads and what a unit of each kind takes of one.
pub static LAYOUT: Layout = Layout {
    module: &MRG32K3A,
    threads: 81920,
    state_bytes: 6 * 4,
    seed_kernel: c"mrg32k3a_seed",
    generate_kernel: c"mrg32k3a_generate",
    draws_per_unit,
    tables,
};

/// One draw per element, a double too; a normal pair takes two.
fn draws_per_unit(kind: Kind) -> u64 {
    if kind.paired() { 2 } else { 1 }
}

const M1: u64 = 4294967087;
const M2: u64 = 4294944443;
const A12: u64 = 1403580;
const A13N: u64 = 810728;
const A21: u64 = 527612;
const A23N: u64 = 1370589;
/// Subsequences are 2^76 draws apart.
const SUBSEQUENCE_LOG2: usize = 76;
/// Jumps of a subsequence: one per bit of a thread's index (81,920 < 2^17).
const SUBSEQUENCE_BITS: usize = 17;

type Matrix = [[u64; 3]; 3];

fn multiply(a: &Matrix, b: &Matrix, modulus: u64) -> Matrix {
    let mut product = [[0; 3]; 3];
    for (i, row) in product.iter_mut().enumerate() {
        for (j, entry) in row.iter_mut().enumerate() {
            let sum: u128 = (0..3).map(|k| u128::from(a[i][k]) * u128::from(b[k][j])).sum();
            *entry = (sum % u128::from(modulus)) as u64;
        }
    }
    product
}

/// The jumps of 2^k draws for both components, k from 0, as many as `count`.
fn powers(count: usize) -> Vec<(Matrix, Matrix)> {
    let first: Matrix = [[0, 1, 0], [0, 0, 1], [M1 - A13N, A12, 0]];
    let second: Matrix = [[0, 1, 0], [0, 0, 1], [M2 - A23N, 0, A21]];
    let mut powers = vec![(first, second)];
    while powers.len() < count {
        let (a, b) = powers.last().expect("one power at least");
        let next = (multiply(a, a, M1), multiply(b, b, M2));
        powers.push(next);
    }
    powers
}

/// 18 words a jump: the first component's matrix by rows, then the second's.
fn words(jumps: &[(Matrix, Matrix)]) -> Vec<u32> {
    jumps.iter().flat_map(|(a, b)| a.iter().chain(b).flatten().map(|&x| x as u32).collect::<Vec<_>>()).collect()
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let powers = powers(SUBSEQUENCE_LOG2 + SUBSEQUENCE_BITS);
        Tables { subsequences: words(&powers[SUBSEQUENCE_LOG2..]), draws: words(&powers[..64]) }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The jump of 4 draws is two squarings of one step: checked against stepping the first
    /// component's recurrence, x_n = (a12 x_{n-2} - a13n x_{n-3}) mod m1.
    #[test]
    fn a_jump_is_the_steps_it_stands_for() {
        let mut state = [12345u64, 23456, 34567];
        let jump = powers(3)[2].0;
        let jumped: Vec<u64> = (0..3).map(|i| (0..3).map(|k| jump[i][k] as u128 * state[k] as u128).sum::<u128>() as u64 % M1).collect();
        for _ in 0..4 {
            let next = ((A12 as u128 * state[1] as u128 + (M1 - A13N) as u128 * state[0] as u128) % M1 as u128) as u64;
            state = [state[1], state[2], next];
        }
        assert_eq!(jumped, state);
    }
}
