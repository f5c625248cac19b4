//! What the Level 3 tests compare with: dense matrices in complex f64, built element by
//! element from the caller's storage, and multiplied the textbook way.

use rocuda_host_linalg::{C64, Matrix, MatrixMut, Real, Scalar};

use super::Op;

/// The `rows` × `cols` matrix stored column-major in `data` with leading dimension `ld`, as a
/// kernel reads it.
pub fn view<T: Scalar>(data: &[T], rows: usize, cols: usize, ld: usize) -> Matrix<'_, T> {
    Matrix::from_slice(data, rows as i64, cols as i64, ld as i64).expect("a matrix that fits its slice")
}

/// As [`view`], for a kernel to write.
pub fn view_mut<T: Scalar>(data: &mut [T], rows: usize, cols: usize, ld: usize) -> MatrixMut<'_, T> {
    MatrixMut::from_slice_mut(data, rows as i64, cols as i64, ld as i64).expect("a matrix that fits its slice")
}

/// A dense row-major matrix of complex f64.
#[derive(Clone, Debug)]
pub struct Dense {
    pub rows: usize,
    pub cols: usize,
    pub v: Vec<C64>,
}

impl Dense {
    pub fn zeros(rows: usize, cols: usize) -> Dense {
        Dense { rows, cols, v: vec![C64::default(); rows * cols] }
    }

    pub fn at(&self, i: usize, j: usize) -> C64 {
        self.v[i * self.cols + j]
    }

    pub fn put(&mut self, i: usize, j: usize, value: C64) {
        self.v[i * self.cols + j] = value;
    }

    /// The `rows` × `cols` matrix stored column-major at `data` with leading dimension `ld`.
    pub fn from_storage<T: Scalar>(data: &[T], ld: usize, rows: usize, cols: usize) -> Dense {
        let mut d = Dense::zeros(rows, cols);
        for i in 0..rows {
            for j in 0..cols {
                d.put(i, j, data[i + j * ld].to_c64());
            }
        }
        d
    }

    pub fn op(&self, op: Op) -> Dense {
        if op == Op::N {
            return self.clone();
        }
        let mut t = Dense::zeros(self.cols, self.rows);
        for i in 0..self.rows {
            for j in 0..self.cols {
                let x = self.at(i, j);
                t.put(j, i, if op == Op::C { x.conj() } else { x });
            }
        }
        t
    }

    pub fn mul(&self, other: &Dense) -> Dense {
        assert_eq!(self.cols, other.rows);
        let mut p = Dense::zeros(self.rows, other.cols);
        for i in 0..self.rows {
            for j in 0..other.cols {
                let mut sum = C64::default();
                for l in 0..self.cols {
                    sum += self.at(i, l) * other.at(l, j);
                }
                p.put(i, j, sum);
            }
        }
        p
    }

    pub fn scale(&self, s: C64) -> Dense {
        Dense { v: self.v.iter().map(|&x| x * s).collect(), ..self.clone() }
    }

    pub fn add(&self, other: &Dense) -> Dense {
        Dense { v: self.v.iter().zip(&other.v).map(|(&x, &y)| x + y).collect(), ..self.clone() }
    }
}

/// Deterministic test values in [-1, 1) (both parts for a complex type).
pub fn values<T: Scalar>(n: usize, seed: u64) -> Vec<T> {
    let mut state = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    let mut next = move || {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((state >> 11) as f64 / (1u64 << 53) as f64) * 2.0 - 1.0
    };
    (0..n).map(|_| T::from_c64(C64 { re: next(), im: next() })).collect()
}

/// Asserts that the stored `rows` × `cols` matrix equals `want` to a relative tolerance.
pub fn assert_close<T: Scalar>(got: &[T], ld: usize, want: &Dense, tolerance: f64) {
    for i in 0..want.rows {
        for j in 0..want.cols {
            let (g, w) = (got[i + j * ld].to_c64(), want.at(i, j));
            let error = (g - w).modulus();
            assert!(error <= tolerance * (1.0 + w.modulus()), "({i}, {j}): got {g:?}, want {w:?}");
        }
    }
}

/// The tolerance for an element type: f32's or f64's.
pub fn tolerance<T: Scalar>() -> f64 {
    if std::mem::size_of::<T::Real>() == 4 { 1e-5 } else { 1e-12 }
}

pub const OPS: [Op; 3] = [Op::N, Op::T, Op::C];

/// The k × k triangular matrix stored at `data` (leading dimension `ld`): the other triangle
/// of the storage, and the diagonal when `unit`, are filled with NaN so that a kernel which
/// reads them fails; the diagonal is made large to keep solves well conditioned.
pub fn triangle<T: Scalar>(k: usize, ld: usize, upper: bool, unit: bool, seed: u64) -> (Vec<T>, Dense) {
    let mut data = values::<T>(ld * k, seed);
    let nan = T::from_c64(C64 { re: f64::NAN, im: f64::NAN });
    let mut dense = Dense::zeros(k, k);
    for i in 0..k {
        for j in 0..k {
            let inside = if upper { i <= j } else { i >= j };
            if i == j {
                data[i + j * ld] += T::from_real(T::Real::from_f64(4.0));
            }
            match (inside, i == j && unit) {
                (false, _) => data[i + j * ld] = nan,
                (true, true) => {
                    data[i + j * ld] = nan;
                    dense.put(i, j, C64 { re: 1.0, im: 0.0 });
                }
                (true, false) => dense.put(i, j, data[i + j * ld].to_c64()),
            }
        }
    }
    (data, dense)
}

/// Asserts that two dense matrices are equal to a relative tolerance.
pub fn assert_same(got: &Dense, want: &Dense, tolerance: f64) {
    assert_eq!((got.rows, got.cols), (want.rows, want.cols));
    for (index, (&g, &w)) in got.v.iter().zip(&want.v).enumerate() {
        assert!((g - w).modulus() <= tolerance * (1.0 + w.modulus()), "element {index}: got {g:?}, want {w:?}");
    }
}

/// A test, `$name`, that runs the generic `$check` (with `$args`) for each of the four BLAS
/// element types.
macro_rules! test_every_type {
    ($name:ident: $check:ident($($args:expr),*)) => {
        #[test]
        fn $name() {
            $check::<f32>($($args),*);
            $check::<f64>($($args),*);
            $check::<rocuda_host_linalg::C32>($($args),*);
            $check::<rocuda_host_linalg::C64>($($args),*);
        }
    };
}

pub(super) use test_every_type;
