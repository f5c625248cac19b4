//! Poisson numbers as cuRAND's host API makes them for lambda below 2000: one draw each,
//! through a table of the distribution (`kernels/distributions.cuh`'s `poisson_of`), built
//! here as NVIDIA builds it, so that equal draws give NVIDIA's numbers.
//!
//! The table holds every value whose probability, `exp(x ln λ - λ - lgamma(x + 1))`, is not
//! zero in double precision (its first such value is the shift), in as many bins; each bin
//! keeps its own value's probability and the rest of its 1 / length goes to an alias, given by
//! Robin Hood: bins are visited in order, each poor one (under 1 / length) taking the rest
//! from the richest-by-index bin still rich; bins made poor behind the visit are then settled
//! last-made first, round after round. The aliases are NVIDIA's exactly and the thresholds
//! within a few units of the last place (measured against the tables NVIDIA's library builds
//! on an H100, lambda 0.01 to 1000); lambda of 2000 and more uses another method, not
//! implemented.

use crate::Result;
use crate::types::curandStatus_t;

unsafe extern "C" {
    /// The C library's log-gamma (glibc's libm, which Rust's standard library links), what
    /// NVIDIA's library computes the table with: Rust's own is not stable yet.
    fn lgamma(x: f64) -> f64;
}

/// The smallest lambda cuRAND's host API does not tabulate.
const TABULATED_BELOW: f64 = 2000.0;

/// The table of `lambda` in the kernels' layout: shift, length, the thresholds (doubles, two
/// words each), the aliases.
pub fn table(lambda: f64) -> Result<Vec<u32>> {
    if lambda.is_nan() || lambda <= 0.0 {
        tracing::warn!("curand: Poisson lambda {lambda} is not positive; returning CURAND_STATUS_OUT_OF_RANGE");
        return Err(curandStatus_t::CURAND_STATUS_OUT_OF_RANGE);
    }
    if lambda >= TABULATED_BELOW {
        tracing::warn!("curand: Poisson numbers of lambda {lambda} (2000 or more) are not implemented; returning CURAND_STATUS_TYPE_ERROR");
        return Err(curandStatus_t::CURAND_STATUS_TYPE_ERROR);
    }
    let (shift, probabilities) = probabilities(lambda);
    let (thresholds, aliases) = squared_histogram(&probabilities);
    let mut words = vec![shift, probabilities.len() as u32];
    words.extend(thresholds.iter().flat_map(|t| {
        let bits = t.to_bits();
        [bits as u32, (bits >> 32) as u32]
    }));
    words.extend(aliases.iter().map(|&a| a as u32));
    Ok(words)
}

/// The first value of non-zero probability, and the probabilities from there on until they
/// are zero again.
fn probabilities(lambda: f64) -> (u32, Vec<f64>) {
    let probability = |x: u32| {
        // SAFETY: the C library's `lgamma` of a finite positive double.
        let log_factorial = unsafe { lgamma(f64::from(x) + 1.0) };
        (f64::from(x) * lambda.ln() - lambda - log_factorial).exp()
    };
    let shift = (0..).find(|&x| probability(x) > 0.0).expect("some value of a finite lambda has a probability");
    let probabilities = (shift..).map(probability).take_while(|&p| p > 0.0).collect();
    (shift, probabilities)
}

/// The Robin Hood of [`squared_histogram`] under way.
struct RobinHood {
    average: f64,
    /// Each bin's share still its own value's.
    share: Vec<f64>,
    thresholds: Vec<Option<f64>>,
    aliases: Vec<usize>,
    /// The bins still rich, the last one giving next.
    rich: Vec<usize>,
    /// The bins made poor behind the visit, in the order they were.
    behind: Vec<usize>,
}

impl RobinHood {
    /// Settles poor `bin`: its alias is the last rich bin, which gives it the rest of its
    /// 1 / length; `visited` is the visit's position, which says whether the giver, if made
    /// poor, is behind it.
    fn settle(&mut self, bin: usize, visited: usize) {
        let Some(&giver) = self.rich.last() else { return };
        self.aliases[bin] = giver;
        self.thresholds[bin] = Some(bin as f64 * self.average + self.share[bin]);
        self.share[giver] = self.share[giver] + self.share[bin] - self.average;
        if self.share[giver] < self.average {
            self.rich.pop();
            if giver < visited {
                self.behind.push(giver);
            }
        }
    }
}

/// The thresholds (each bin's start plus its own value's share) and aliases of
/// `probabilities`, by the module's Robin Hood.
fn squared_histogram(probabilities: &[f64]) -> (Vec<f64>, Vec<usize>) {
    let length = probabilities.len();
    let average = 1.0 / length as f64;
    let mut robin = RobinHood {
        average,
        share: probabilities.to_vec(),
        thresholds: vec![None; length],
        aliases: (0..length).collect(),
        rich: (0..length).filter(|&i| probabilities[i] >= average).collect(),
        behind: Vec::new(),
    };
    for bin in 0..length {
        if robin.share[bin] < average && robin.thresholds[bin].is_none() {
            robin.settle(bin, bin);
        }
    }
    while !robin.behind.is_empty() && !robin.rich.is_empty() {
        let round = std::mem::take(&mut robin.behind);
        for &bin in round.iter().rev() {
            robin.settle(bin, length);
        }
    }
    let thresholds = robin.thresholds.iter().enumerate().map(|(bin, t)| t.unwrap_or(bin as f64 * average + robin.share[bin])).collect();
    (thresholds, robin.aliases)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every bin's own share and the shares it hands out add up to the distribution: each
    /// value's probability is its own bin's share plus the rest of the bins aliasing it.
    #[test]
    fn the_histogram_keeps_every_probability() {
        let (_, probabilities) = probabilities(4.5);
        let (thresholds, aliases) = squared_histogram(&probabilities);
        let length = probabilities.len();
        let width = 1.0 / length as f64;
        let mut mass = vec![0.0; length];
        for bin in 0..length {
            let own = thresholds[bin] - bin as f64 * width;
            mass[bin] += own;
            mass[aliases[bin]] += width - own;
        }
        for (value, (&got, &want)) in mass.iter().zip(&probabilities).enumerate() {
            assert!((got - want).abs() < 1e-12, "value {value}: {got} against {want}");
        }
    }

    #[test]
    fn lambda_must_be_positive_and_tabulated() {
        assert_eq!(table(0.0), Err(curandStatus_t::CURAND_STATUS_OUT_OF_RANGE));
        assert_eq!(table(f64::NAN), Err(curandStatus_t::CURAND_STATUS_OUT_OF_RANGE));
        assert_eq!(table(2000.0), Err(curandStatus_t::CURAND_STATUS_TYPE_ERROR));
        let words = table(4.5).expect("a table");
        assert_eq!((words[0], words[1]), (0, 246), "NVIDIA's table for 4.5 has 246 bins from 0");
    }
}
