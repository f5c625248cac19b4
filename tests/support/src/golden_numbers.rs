//! Comparing a program's output with a golden file line by line, numbers within a tolerance
//! suited to their precision (the format of `tests/programs/cublas/README.md`).
//!
//! A line is `<label> <kind> <values>...`. `status`, `int` and `text` lines compare exactly;
//! `f32`, `f64`, `f16`, `bf16`, `c32` and `c64` lines compare element by element: each
//! difference must be at most `tol * max(|reference|, 1)`, complex values by modulus, so a
//! large value on a line never hides a wrong small one. An element whose reference is one of
//! the programs' input values ([`on_the_input_grid`]) must match exactly: elements a routine
//! must not write (padding, the other triangle) print their inputs, so they are held exactly.
//! NaN must meet NaN and an infinity the same infinity. Any other line (`exit 0`, an error
//! message) compares exactly.

use std::fmt;
use std::path::{Path, PathBuf};

/// One line that differs.
#[derive(Debug, Clone, PartialEq)]
pub struct Mismatch {
    /// The line's label, or its number where the line has none.
    pub label: String,
    /// The golden line; empty where the golden file has no such line.
    pub expected: String,
    /// The printed line; empty where the program printed no such line.
    pub got: String,
    /// What is wrong.
    pub error: String,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}\n  expected: {}\n  got:      {}", self.label, self.error, self.expected, self.got)
    }
}

/// The relative tolerance of a kind of floating-point line, with whether its values are
/// complex pairs. An element passes when `|got - ref| <= tol * max(|ref|, 1)`: relative to the
/// reference, and absolute below 1, the magnitude of the programs' inputs (multiples of 1/4 of
/// at most 1.5), so that a result cancelling to near zero is held to the rounding of its terms.
fn tolerance(kind: &str) -> Option<(f64, bool)> {
    Some(match kind {
        "f32" => (1e-5, false),
        "c32" => (1e-5, true),
        "f64" => (1e-12, false),
        "c64" => (1e-12, true),
        "f16" | "bf16" => (1e-2, false),
        _ => return None,
    })
}

/// Whether a reference element is one of the values the programs' inputs take
/// (`tests/programs/cublas/blas_check.cuh`: real parts multiples of 1/4 in [-1.25, 1.25],
/// imaginary parts multiples of 1/2 in [-1.5, 1.5], and zero-filled buffers).
///
/// Every element a routine must not write prints such a value, and must print it unchanged.
/// Results that land on one are compared exactly too: the inputs are exact in every
/// precision, so a result equal to one of them is exact on NVIDIA's GPU, and a rounding
/// difference there is a difference worth seeing.
fn on_the_input_grid(parts: &[f64]) -> bool {
    let on = |value: f64, step: f64, limit: f64| value.abs() <= limit && (value / step).fract() == 0.0;
    match parts {
        [re] => on(*re, 0.25, 1.25),
        [re, im] => on(*re, 0.25, 1.25) && on(*im, 0.5, 1.5),
        _ => false,
    }
}

/// A printed number: `%g` writes NaN as `nan` or `-nan`, and infinities as `inf` or `-inf`.
fn number(word: &str) -> Option<f64> {
    let lower = word.to_ascii_lowercase();
    match lower.trim_start_matches(['-', '+']) {
        "nan" => Some(f64::NAN),
        _ => lower.parse().ok(),
    }
}

/// Compares one golden line with one printed line.
pub fn compare_line(expected: &str, got: &str) -> Result<(), String> {
    let mut e = expected.split_whitespace();
    let mut g = got.split_whitespace();
    let (Some(e_label), Some(e_kind)) = (e.next(), e.next()) else {
        return if expected.trim_end() == got.trim_end() { Ok(()) } else { Err("the lines differ".into()) };
    };
    let Some((tol, complex)) = tolerance(e_kind) else {
        return match e_kind {
            "status" | "int" | "text" if expected.trim_end() != got.trim_end() => Err(format!("{e_kind} differs")),
            _ if expected.trim_end() != got.trim_end() => Err("the lines differ".into()),
            _ => Ok(()),
        };
    };
    if g.next() != Some(e_label) || g.next() != Some(e_kind) {
        return Err("label or kind differs".into());
    }
    let parse = |words: std::str::SplitWhitespace<'_>, whose: &str| -> Result<Vec<f64>, String> {
        words.map(|w| number(w).ok_or_else(|| format!("{whose} value {w:?} is not a number"))).collect()
    };
    let reference = parse(e, "the golden")?;
    let printed = parse(g, "the printed")?;
    if reference.len() != printed.len() {
        return Err(format!("{} values instead of {}", printed.len(), reference.len()));
    }
    let width = if complex { 2 } else { 1 };
    if reference.len() % width != 0 {
        return Err("an odd count of complex parts".into());
    }
    for (index, (r, p)) in reference.chunks(width).zip(printed.chunks(width)).enumerate() {
        for (&r, &p) in r.iter().zip(p) {
            if r.is_nan() != p.is_nan() {
                return Err(format!("value {index}: {p} where {r} was expected"));
            }
            if (r.is_infinite() || p.is_infinite()) && r != p {
                return Err(format!("value {index}: {p} where {r} was expected"));
            }
        }
        if on_the_input_grid(r) {
            if r != p {
                return Err(format!("value {index}: {p:?} where exactly {r:?} (an input value) was expected"));
            }
            continue;
        }
        let finite = |v: &[f64]| v.iter().map(|x| if x.is_finite() { *x } else { 0.0 }).collect::<Vec<_>>();
        let (r, p) = (finite(r), finite(p));
        let magnitude = r.iter().map(|x| x * x).sum::<f64>().sqrt();
        let difference = r.iter().zip(&p).map(|(a, b)| (a - b) * (a - b)).sum::<f64>().sqrt();
        let bound = tol * magnitude.max(1.0);
        if difference > bound {
            return Err(format!("value {index}: difference {difference:e} exceeds {bound:e} ({tol:e} of max(|{magnitude:e}|, 1))"));
        }
    }
    Ok(())
}

/// Compares a whole output with its golden file: every line, in order.
pub fn compare(expected: &str, got: &str) -> Vec<Mismatch> {
    let expected: Vec<&str> = expected.lines().collect();
    let got: Vec<&str> = got.lines().collect();
    let label = |index: usize, line: &str| line.split_whitespace().next().map_or_else(|| format!("line {}", index + 1), str::to_owned);
    let mut mismatches = Vec::new();
    for index in 0..expected.len().max(got.len()) {
        let (e, g) = (expected.get(index), got.get(index));
        let error = match (e, g) {
            (Some(e), Some(g)) => compare_line(e, g).err(),
            (Some(_), None) => Some("the program printed no such line".to_owned()),
            (None, Some(_)) => Some("the golden file has no such line".to_owned()),
            (None, None) => None,
        };
        if let Some(error) = error {
            mismatches.push(Mismatch {
                label: label(index, e.or(g).copied().unwrap_or_default()),
                expected: e.copied().unwrap_or_default().to_owned(),
                got: g.copied().unwrap_or_default().to_owned(),
                error,
            });
            // Past a missing or extra line, every later line is shifted: one report is enough.
            if e.is_none() || g.is_none() || label(index, e.copied().unwrap_or_default()) != label(index, g.copied().unwrap_or_default()) {
                break;
            }
        }
    }
    mismatches
}

/// The `<name>.trace` files of `dir` (the standard error of runs with `ROCUDA_LOG=trace`), by
/// program name, sorted.
pub fn trace_files(dir: &Path) -> Vec<(String, PathBuf)> {
    let mut traces: Vec<(String, PathBuf)> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|entry| entry.path())
                .filter(|path| path.extension().is_some_and(|e| e == "trace"))
                .map(|path| (path.file_stem().unwrap_or_default().to_string_lossy().into_owned(), path))
                .collect()
        })
        .unwrap_or_default();
    traces.sort();
    traces
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floats_within_the_tolerance_pass() {
        assert_eq!(compare_line("a f32 3 2 -4", "a f32 3.000025 2 -4"), Ok(()));
        assert_eq!(compare_line("a f64 100 3", "a f64 100.00000000005 3.000000000001"), Ok(()));
        assert_eq!(compare_line("a f16 2 0.5", "a f16 2.015625 0.5"), Ok(()));
        assert_eq!(compare_line("a bf16 8", "a bf16 8.0625"), Ok(()));
        assert_eq!(compare_line("a c32 3 4 0.125 0", "a c32 3 4.00003 0.125 0.000003"), Ok(()));
        assert_eq!(compare_line("a f32 0 0", "a f32 0 0"), Ok(()));
        assert_eq!(compare_line("a f32 nan 1 -inf", "a f32 -nan 1 -inf"), Ok(()));
    }

    #[test]
    fn floats_beyond_the_tolerance_fail() {
        assert!(compare_line("a f32 1 2 -4", "a f32 1.0001 2 -4").is_err());
        assert!(compare_line("a f64 1", "a f64 1.00000000001").is_err());
        assert!(compare_line("a f16 1", "a f16 1.02").is_err());
        assert!(compare_line("a c64 1 0", "a c64 1 1e-11").is_err());
        assert!(compare_line("a f32 0.1 0.1", "a f32 0.1 0.10002").is_err());
        // A large value on the line does not hide a wrong small one.
        assert!(compare_line("a f32 1000 0.5", "a f32 1000 0.505").is_err());
        assert!(compare_line("a c32 1000 0 0.5 0", "a c32 1000 0 0.5 0.001").is_err());
        assert!(compare_line("a f64 1e6 1", "a f64 1e6 1.000001").is_err());
        assert!(compare_line("a f32 nan", "a f32 1").is_err());
        assert!(compare_line("a f32 1", "a f32 nan").is_err());
        assert!(compare_line("a f32 inf", "a f32 -inf").is_err());
        assert!(compare_line("a f32 1 2", "a f32 1 2 3").is_err(), "a count that differs");
        assert!(compare_line("a f32 1", "b f32 1").is_err(), "a label that differs");
        assert!(compare_line("a f32 1", "a f64 1").is_err(), "a kind that differs");
        assert!(compare_line("a f32 1", "a f32 one").is_err());
    }

    #[test]
    fn input_values_compare_exactly() {
        // Padding and the triangle a routine must not write print their inputs.
        assert!(compare_line("a f32 3 0.25", "a f32 3 0.2500001").is_err());
        assert!(compare_line("a f32 3 -1.25", "a f32 3 -1.2499999").is_err());
        assert!(compare_line("a f64 0", "a f64 1e-300").is_err());
        assert!(compare_line("a c32 0.5 -1.5", "a c32 0.5 -1.5000001").is_err());
        assert!(compare_line("a f16 1", "a f16 1.0009765625").is_err());
        // Off the grid the tolerance applies: 1.5 is no real input, 0.3 no multiple of 1/4.
        assert_eq!(compare_line("a f32 1.5 0.3", "a f32 1.5000001 0.3000001"), Ok(()));
        assert_eq!(compare_line("a c32 0.25 0.25", "a c32 0.25 0.2500001"), Ok(()));
    }

    #[test]
    fn exact_kinds_compare_exactly() {
        assert_eq!(compare_line("a status 0", "a status 0"), Ok(()));
        assert!(compare_line("a status 0", "a status 7").is_err());
        assert!(compare_line("a int 1 2", "a int 1 3").is_err());
        assert_eq!(compare_line("a text CUBLAS_STATUS_SUCCESS", "a text CUBLAS_STATUS_SUCCESS"), Ok(()));
        assert!(compare_line("a text the operation completed", "a text the operation failed").is_err());
        assert!(compare_line("exit 0", "exit 1").is_err());
    }

    #[test]
    fn whole_outputs_report_missing_and_extra_lines() {
        let golden = "a status 0\nb f32 1 2\nexit 0\n";
        assert!(compare(golden, "a status 0\nb f32 1 2.000001\nexit 0\n").is_empty());
        let missing = compare(golden, "a status 0\nb f32 1 2\n");
        assert_eq!(missing.len(), 1);
        assert_eq!(missing[0].label, "exit");
        assert!(missing[0].got.is_empty());
        let extra = compare(golden, "a status 0\nb f32 1 2\nexit 0\nc int 1\n");
        assert_eq!(extra.len(), 1);
        assert_eq!(extra[0].label, "c");
        let status = compare(golden, "a status 13\nb f32 1 2\nexit 0\n");
        assert_eq!(status.len(), 1);
        assert_eq!((status[0].label.as_str(), status[0].expected.as_str()), ("a", "a status 0"));
        let crashed = compare(golden, "a status 0\nexit 139\n");
        assert_eq!(crashed.len(), 1, "{crashed:?}");
    }
}
