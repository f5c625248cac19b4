//! The kernels against independent f64 arithmetic: products of the factors reproduce the
//! input.

use rocuda_host_linalg::{C64, Real, Scalar};

use super::*;

/// The shapes the factorizations are checked on: square, tall and wide.
const SHAPES: [(usize, usize); 6] = [(3, 3), (5, 5), (5, 3), (6, 4), (3, 5), (4, 6)];

/// Runs a generic check for each of the four element types.
macro_rules! for_each_type {
    ($check:ident($($args:expr),*)) => {
        $check::<f32>($($args),*);
        $check::<f64>($($args),*);
        $check::<rocuda_host_linalg::C32>($($args),*);
        $check::<C64>($($args),*);
    };
}

/// A column-major `rows`×`columns` matrix of complex f64 from any element type.
fn dense<T: Scalar>(rows: usize, columns: usize, data: &[T]) -> Vec<Vec<C64>> {
    (0..rows).map(|i| (0..columns).map(|j| data[i + j * rows].to_c64()).collect()).collect()
}

fn product(a: &[Vec<C64>], b: &[Vec<C64>]) -> Vec<Vec<C64>> {
    let zero = C64 { re: 0.0, im: 0.0 };
    (0..a.len()).map(|i| (0..b[0].len()).map(|j| (0..b.len()).fold(zero, |s, k| s + a[i][k] * b[k][j])).collect()).collect()
}

fn assert_close(a: &[Vec<C64>], b: &[Vec<C64>], tolerance: f64) {
    for (x, y) in a.iter().flatten().zip(b.iter().flatten()) {
        assert!((*x - *y).modulus() < tolerance, "{a:?}\n!=\n{b:?}");
    }
}

/// The tolerance of a residual in precision T: small, well-conditioned problems keep their
/// residuals within a few thousand units of the last place.
fn tolerance<T: Scalar>() -> f64 {
    1e4 * T::Real::EPSILON.to_f64()
}

fn identity(n: usize) -> Vec<Vec<C64>> {
    (0..n).map(|i| (0..n).map(|j| C64 { re: f64::from(u8::from(i == j)), im: 0.0 }).collect()).collect()
}

/// Pseudo-random entries in [-1, 1) (a linear congruential generator): full rank in practice.
fn sample<T: Scalar>(m: usize, n: usize) -> Vec<T> {
    let mut state = (m * 31 + n) as u64;
    let mut next = || {
        state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (state >> 11) as f64 / (1u64 << 52) as f64 - 1.0
    };
    (0..m * n).map(|_| T::from_c64(C64 { re: next(), im: next() })).collect()
}

/// `data` as a column-major matrix of `rows` rows, as many columns as it holds.
fn view<T: Scalar>(data: &mut [T], rows: usize) -> MatrixMut<'_, T> {
    let cols = data.len() / rows;
    MatrixMut::from_slice_mut(data, rows as i64, cols as i64, rows as i64).expect("a matrix that fits its slice")
}

fn vector<T: Scalar>(data: &mut [T]) -> VectorMut<'_, T> {
    let len = data.len() as i64;
    VectorMut::from_slice_mut(data, len, 1).expect("a vector that fits its slice")
}

fn pivots(ipiv: &mut [i32]) -> Option<VectorMut<'_, i32>> {
    let len = ipiv.len() as i64;
    Some(VectorMut::from_slice_mut(ipiv, len, 1).expect("a vector that fits its slice"))
}

fn read_pivots(ipiv: &[i32]) -> Option<Vector<'_, i32>> {
    Some(Vector::from_slice(ipiv, ipiv.len() as i64, 1).expect("a vector that fits its slice"))
}

fn lu_reproduces<T: Scalar>(m: usize, n: usize) {
    let original = sample::<T>(m, n);
    let mut a = original.clone();
    let mut ipiv = vec![0i32; m.min(n)];
    assert_eq!(getrf(m as i64, n as i64, view(&mut a, m), pivots(&mut ipiv)), 0);
    let k = m.min(n);
    let factors = dense(m, n, &a);
    let zero = C64 { re: 0.0, im: 0.0 };
    let l: Vec<Vec<C64>> = (0..m)
        .map(|i| {
            (0..k)
                .map(|j| {
                    if i == j {
                        C64 { re: 1.0, im: 0.0 }
                    } else if i > j {
                        factors[i][j]
                    } else {
                        zero
                    }
                })
                .collect()
        })
        .collect();
    let u: Vec<Vec<C64>> = (0..k).map(|i| (0..n).map(|j| if i <= j { factors[i][j] } else { zero }).collect()).collect();
    let mut lu = product(&l, &u);
    // P L U: undo the interchanges, last first.
    for j in (0..k).rev() {
        lu.swap(j, ipiv[j] as usize - 1);
    }
    assert_close(&lu, &dense(m, n, &original), tolerance::<T>());
}

#[test]
fn a_singular_matrix_reports_its_first_zero_pivot_and_goes_on() {
    // Column 1 is twice column 0: U(1, 1) is zero, U(2, 2) is not.
    let mut a = [2.0f64, 1.0, 0.0, 4.0, 2.0, 0.0, 1.0, 0.0, 5.0];
    let mut ipiv = [0i32; 3];
    assert_eq!(getrf(3, 3, view(&mut a, 3), pivots(&mut ipiv)), 2);
    assert_eq!(ipiv, [1, 2, 3]);
    assert_eq!((a[4], a[7], a[8]), (0.0, -0.5, 5.0));
    let mut b = [0.0f64, 1.0, 0.0, 1.0];
    assert_eq!(getrf(2, 2, view(&mut b, 2), None), 1);
}

#[test]
fn the_inverse_times_the_matrix_is_the_identity() {
    fn check<T: Scalar>(n: usize) {
        let original = sample::<T>(n, n);
        let mut a = original.clone();
        let mut ipiv = vec![0i32; n];
        let mut c = vec![T::ZERO; n * n];
        getrf(n as i64, n as i64, view(&mut a, n), pivots(&mut ipiv));
        assert_eq!(getri_outofplace(n as i64, view(&mut a, n).read_only(), read_pivots(&ipiv), view(&mut c, n)), 0);
        assert_close(&product(&dense(n, n, &original), &dense(n, n, &c)), &identity(n), tolerance::<T>());
    }
    check::<f64>(5);
    check::<f32>(4);
    check::<C64>(4);
}

#[test]
fn getrs_solves_each_operation() {
    fn check<T: Scalar>(op: Op, n: usize, nrhs: usize) {
        let original = sample::<T>(n, n);
        let mut a = original.clone();
        let mut ipiv = vec![0i32; n];
        getrf(n as i64, n as i64, view(&mut a, n), pivots(&mut ipiv));
        let rhs = sample::<T>(nrhs, n);
        let mut x: Vec<T> = rhs.clone();
        getrs(op, n as i64, nrhs as i64, view(&mut a, n).read_only(), read_pivots(&ipiv), view(&mut x, n));
        let dense_a = dense(n, n, &original);
        let op_a: Vec<Vec<C64>> = (0..n)
            .map(|i| {
                (0..n)
                    .map(|j| match op {
                        Op::N => dense_a[i][j],
                        Op::T => dense_a[j][i],
                        Op::C => dense_a[j][i].conj(),
                    })
                    .collect()
            })
            .collect();
        assert_close(&product(&op_a, &dense(n, nrhs, &x)), &dense(n, nrhs, &rhs), tolerance::<T>());
    }
    for op in [Op::N, Op::T, Op::C] {
        check::<f64>(op, 5, 2);
        check::<C64>(op, 4, 3);
    }
    check::<f32>(Op::T, 3, 1);
}

/// Q from the reflectors below R: `Q = H(0) ... H(k-1)`, each `I - tau v v^H`.
fn form_q(m: usize, k: usize, a: &[Vec<C64>], tau: &[C64]) -> Vec<Vec<C64>> {
    let mut q = identity(m);
    for j in (0..k).rev() {
        let v: Vec<C64> = (0..m)
            .map(|i| match i.cmp(&j) {
                std::cmp::Ordering::Less => C64 { re: 0.0, im: 0.0 },
                std::cmp::Ordering::Equal => C64 { re: 1.0, im: 0.0 },
                std::cmp::Ordering::Greater => a[i][j],
            })
            .collect();
        let h: Vec<Vec<C64>> = (0..m).map(|r| (0..m).map(|c| identity(m)[r][c] - tau[j] * v[r] * v[c].conj()).collect()).collect();
        q = product(&h, &q);
    }
    q
}

fn qr_reproduces<T: Scalar>(m: usize, n: usize) {
    let original = sample::<T>(m, n);
    let mut a = original.clone();
    let k = m.min(n);
    let mut tau = vec![T::ZERO; k];
    geqrf(m as i64, n as i64, view(&mut a, m), vector(&mut tau));
    let factors = dense(m, n, &a);
    let tau: Vec<C64> = tau.iter().map(|t| t.to_c64()).collect();
    let q = form_q(m, k, &factors, &tau);
    let zero = C64 { re: 0.0, im: 0.0 };
    let r: Vec<Vec<C64>> = (0..m).map(|i| (0..n).map(|j| if i <= j { factors[i][j] } else { zero }).collect()).collect();
    assert_close(&product(&q, &r), &dense(m, n, &original), tolerance::<T>());
    // Q is unitary.
    let qh: Vec<Vec<C64>> = (0..m).map(|i| (0..m).map(|j| q[j][i].conj()).collect()).collect();
    assert_close(&product(&qh, &q), &identity(m), tolerance::<T>());
}

#[test]
fn lu_with_pivots_and_qr_reproduce_the_matrix() {
    for (m, n) in SHAPES {
        for_each_type!(lu_reproduces(m, n));
        for_each_type!(qr_reproduces(m, n));
    }
}

#[test]
fn qr_follows_lapacks_signs() {
    // Column [3, 4]: beta = -sign(3) * 5 = -5, tau = (beta - 3) / beta = 1.6,
    // v = [1, 4 / (3 - (-5))] = [1, 0.5]. Column [1, 2] becomes H [1, 2]:
    // v^T [1, 2] = 2, H x = x - 1.6 * 2 * v = [1 - 3.2, 2 - 1.6] = [-2.2, 0.4].
    let mut a = [3.0f64, 4.0, 1.0, 2.0];
    let mut tau = [0.0f64; 2];
    geqrf(2, 2, view(&mut a, 2), vector(&mut tau));
    let close = |x: f64, y: f64| (x - y).abs() < 1e-12;
    assert!(close(a[0], -5.0) && close(a[1], 0.5) && close(a[2], -2.2) && close(a[3], 0.4), "{a:?}");
    // The last column has no subdiagonal part: LAPACK's H(1) is the identity.
    assert!(close(tau[0], 1.6) && tau[1] == 0.0, "{tau:?}");
    // A negative leading element gives a positive beta.
    let mut a = [-3.0f64, 4.0];
    let mut tau = [0.0f64];
    geqrf(2, 1, view(&mut a, 2), vector(&mut tau));
    assert!(close(a[0], 5.0) && close(tau[0], 1.6), "{a:?} {tau:?}");
}

#[test]
fn least_squares_leaves_a_residual_orthogonal_to_the_range() {
    fn check<T: Scalar>(m: usize, n: usize, nrhs: usize) {
        let original = sample::<T>(m, n);
        let mut a = original.clone();
        let rhs = sample::<T>(nrhs, m);
        let mut b = rhs.clone();
        let mut tau = vec![T::ZERO; n];
        assert_eq!(gels(Op::N, m as i64, n as i64, nrhs as i64, view(&mut a, m), view(&mut b, m), vector(&mut tau)), 0);
        let x: Vec<Vec<C64>> = (0..n).map(|i| (0..nrhs).map(|k| b[i + k * m].to_c64()).collect()).collect();
        let dense_a = dense(m, n, &original);
        let ax = product(&dense_a, &x);
        let residual: Vec<Vec<C64>> = dense(m, nrhs, &rhs).iter().zip(&ax).map(|(r, s)| r.iter().zip(s).map(|(p, q)| *p - *q).collect()).collect();
        let ah: Vec<Vec<C64>> = (0..n).map(|i| (0..m).map(|j| dense_a[j][i].conj()).collect()).collect();
        let zeros = vec![vec![C64 { re: 0.0, im: 0.0 }; nrhs]; n];
        assert_close(&product(&ah, &residual), &zeros, tolerance::<T>());
    }
    check::<f64>(6, 3, 2);
    check::<f32>(5, 2, 1);
    check::<C64>(6, 4, 2);
}

#[test]
fn the_transposed_problem_gets_a_solution_of_minimum_norm() {
    fn check<T: Scalar>(op: Op, m: usize, n: usize) {
        let original = sample::<T>(m, n);
        let mut a = original.clone();
        let rhs = sample::<T>(n, 1);
        let mut b = vec![T::ZERO; m];
        b[..n].copy_from_slice(&rhs);
        let mut tau = vec![T::ZERO; n];
        assert_eq!(gels(op, m as i64, n as i64, 1, view(&mut a, m), view(&mut b, m), vector(&mut tau)), 0);
        let dense_a = dense(m, n, &original);
        let op_a: Vec<Vec<C64>> = (0..n).map(|i| (0..m).map(|j| op.apply(dense_a[j][i])).collect()).collect();
        let x = dense(m, 1, &b);
        assert_close(&product(&op_a, &x), &dense(n, 1, &rhs), tolerance::<T>());
        // Minimum norm: x lies in the range of op(A)^H, that is of A (conjugated for T).
        let factors = dense(m, n, &a);
        let tau: Vec<C64> = tau.iter().map(|t| t.to_c64()).collect();
        // The first n columns of Q span the range of A: x projected on them is x.
        let q = form_q(m, n, &factors, &tau);
        let mut projected = vec![C64 { re: 0.0, im: 0.0 }; m];
        for j in 0..n {
            let coefficient = q.iter().zip(&x).fold(C64 { re: 0.0, im: 0.0 }, |s, (row, x)| s + row[j].conj() * x[0]);
            for (p, row) in projected.iter_mut().zip(&q) {
                *p += row[j] * coefficient;
            }
        }
        let projected: Vec<Vec<C64>> = projected.into_iter().map(|p| vec![p]).collect();
        assert_close(&projected, &x, tolerance::<T>());
    }
    check::<f64>(Op::T, 5, 3);
    check::<C64>(Op::C, 5, 2);
}

#[test]
fn least_squares_of_a_rank_deficient_matrix_reports_the_zero_of_r() {
    let mut a = [1.0f64, 1.0, 1.0, 0.0, 0.0, 0.0];
    let mut b = [1.0f64, 2.0, 3.0];
    let mut tau = [0.0f64; 2];
    assert_eq!(gels(Op::N, 3, 2, 1, view(&mut a, 3), view(&mut b, 3), vector(&mut tau)), 2);
}
