//! The kernels: one problem each, unblocked, following LAPACK's reference algorithms so that
//! results (pivots, Householder vectors, `tau`, signs of R) are the ones LAPACK, and so
//! cuBLAS, produce.
//!
//! Matrices are column-major views ([`Matrix`], [`MatrixMut`]) and pivots and `tau` vectors,
//! every index checked against their extents; pivots are 1-based, as LAPACK stores them.

use rocuda_host_linalg::{Matrix, MatrixMut, Real, Scalar, Vector, VectorMut};

/// How a matrix enters a solve: as is, transposed, or conjugate-transposed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Op {
    N,
    T,
    C,
}

impl Op {
    fn apply<T: Scalar>(self, value: T) -> T {
        if self == Op::C { value.conj() } else { value }
    }
}

/// LU factorization of the `m`×`n` matrix `a` in place (LAPACK's `?getf2`): with `ipiv`,
/// partial pivoting on the largest `|re| + |im|` of each column; without, none. Returns the
/// 1-based index of the first zero pivot, or 0. A zero pivot leaves its column unscaled and
/// the factorization goes on, as LAPACK's does. `a` is `m`×`n`; `ipiv`, if given, holds
/// `min(m, n)` pivots.
pub fn getrf<T: Scalar>(m: i64, n: i64, a: MatrixMut<T>, ipiv: Option<VectorMut<i32>>) -> i64 {
    let mut info = 0;
    for j in 0..m.min(n) {
        let mut p = j;
        if let Some(ipiv) = ipiv {
            for i in j + 1..m {
                if a.get(i, j).abs1() > a.get(p, j).abs1() {
                    p = i;
                }
            }
            ipiv.set(j, (p + 1) as i32);
        }
        let pivot = a.get(p, j);
        if pivot == T::ZERO {
            if info == 0 {
                info = j + 1;
            }
        } else {
            if p != j {
                for k in 0..n {
                    let (x, y) = (a.get(j, k), a.get(p, k));
                    a.set(j, k, y);
                    a.set(p, k, x);
                }
            }
            let inverse = T::ONE / pivot;
            for i in j + 1..m {
                a.set(i, j, a.get(i, j) * inverse);
            }
        }
        for k in j + 1..n {
            let u = a.get(j, k);
            if u != T::ZERO {
                for i in j + 1..m {
                    a.set(i, k, a.get(i, k) - a.get(i, j) * u);
                }
            }
        }
    }
    info
}

/// Solves `op(A) X = B` for the `n`×`nrhs` matrix `b` in place, from `A`'s LU factors and
/// pivots (LAPACK's `?getrs`). `lu` is `n`×`n`, `ipiv` holds `n` pivots, `b` is `n`×`nrhs`.
pub fn getrs<T: Scalar>(op: Op, n: i64, nrhs: i64, lu: Matrix<T>, ipiv: Option<Vector<i32>>, b: MatrixMut<T>) {
    let swap = |j: i64| {
        if let Some(ipiv) = ipiv {
            let p = i64::from(ipiv.get(j)) - 1;
            if p != j {
                for k in 0..nrhs {
                    let (x, y) = (b.get(j, k), b.get(p, k));
                    b.set(j, k, y);
                    b.set(p, k, x);
                }
            }
        }
    };
    let lu_at = |i: i64, j: i64| if op == Op::N { lu.get(i, j) } else { op.apply(lu.get(j, i)) };
    if op == Op::N {
        (0..n).for_each(swap);
        for k in 0..nrhs {
            lower_unit(n, &lu_at, b, k);
            upper(n, &lu_at, b, k);
        }
    } else {
        // op(A) = op(U) op(L) P^T: op(U) is lower, op(L) unit upper.
        for k in 0..nrhs {
            for i in 0..n {
                let mut x = b.get(i, k);
                for j in 0..i {
                    x -= lu_at(i, j) * b.get(j, k);
                }
                b.set(i, k, x / lu_at(i, i));
            }
            for i in (0..n).rev() {
                let mut x = b.get(i, k);
                for j in i + 1..n {
                    x -= lu_at(i, j) * b.get(j, k);
                }
                b.set(i, k, x);
            }
        }
        (0..n).rev().for_each(swap);
    }
}

/// Forward substitution with the unit lower triangle of `at`, on column `k` of `b`.
fn lower_unit<T: Scalar>(n: i64, at: &impl Fn(i64, i64) -> T, b: MatrixMut<T>, k: i64) {
    for i in 0..n {
        let mut x = b.get(i, k);
        for j in 0..i {
            x -= at(i, j) * b.get(j, k);
        }
        b.set(i, k, x);
    }
}

/// Back substitution with the upper triangle of `at`, on column `k` of `b`.
fn upper<T: Scalar>(n: i64, at: &impl Fn(i64, i64) -> T, b: MatrixMut<T>, k: i64) {
    for i in (0..n).rev() {
        let mut x = b.get(i, k);
        for j in i + 1..n {
            x -= at(i, j) * b.get(j, k);
        }
        b.set(i, k, x / at(i, i));
    }
}

/// The 1-based index of the first zero on the diagonal of the `n`×`n` matrix `a`, or 0:
/// where a triangular factor is singular.
pub fn first_zero_diagonal<T: Scalar>(n: i64, a: Matrix<T>) -> i64 {
    (0..n).find(|&i| a.get(i, i) == T::ZERO).map_or(0, |i| i + 1)
}

/// `C = inv(A)` from `A`'s LU factors and pivots: `C` starts as the identity and is solved
/// for. Returns the 1-based index of U's first zero diagonal element (then `C` is left
/// alone), or 0. `lu` and `c` are `n`×`n`, `ipiv` holds `n` pivots.
pub fn getri_outofplace<T: Scalar>(n: i64, lu: Matrix<T>, ipiv: Option<Vector<i32>>, c: MatrixMut<T>) -> i64 {
    let info = first_zero_diagonal(n, lu);
    if info != 0 {
        return info;
    }
    for j in 0..n {
        for i in 0..n {
            c.set(i, j, if i == j { T::ONE } else { T::ZERO });
        }
    }
    getrs(Op::N, n, n, lu, ipiv, c);
    0
}

/// QR factorization of the `m`×`n` matrix `a` in place (LAPACK's `?geqr2`): R on and above
/// the diagonal, below it the Householder vectors `v` (with `v(0) = 1` implicit), and their
/// scalars in `tau`, so that `A = H(0) ... H(k-1) R`, `H(j) = I - tau(j) v v^H`. `a` is
/// `m`×`n`, `tau` holds `min(m, n)` elements.
pub fn geqrf<T: Scalar>(m: i64, n: i64, a: MatrixMut<T>, tau: VectorMut<T>) {
    for j in 0..m.min(n) {
        let t = larfg(m - j, a, j, j);
        tau.set(j, t);
        for k in j + 1..n {
            apply_reflector(m, a.read_only(), j, t.conj(), a, k);
        }
    }
}

/// Makes the reflector that zeroes `a(row+1.., column)` (LAPACK's `?larfg`): `beta` goes to
/// `a(row, column)`, `v`'s tail below it; returns `tau`. `len` is the length of the column
/// from `row` down.
fn larfg<T: Scalar>(len: i64, a: MatrixMut<T>, row: i64, column: i64) -> T {
    let alpha = a.get(row, column);
    let mut norm = T::Real::ZERO;
    for i in 1..len {
        norm = norm.hypot(a.get(row + i, column).modulus());
    }
    if norm == T::Real::ZERO && alpha.im() == T::Real::ZERO {
        return T::ZERO;
    }
    let size = alpha.re().hypot(alpha.im()).hypot(norm);
    let beta = if alpha.re() >= T::Real::ZERO { -size } else { size };
    let tau = T::from_parts((beta - alpha.re()) / beta, -alpha.im() / beta);
    let scale = T::ONE / (alpha - T::from_real(beta));
    for i in 1..len {
        a.set(row + i, column, a.get(row + i, column) * scale);
    }
    a.set(row, column, T::from_real(beta));
    tau
}

/// `c(j.., k) := (I - tau v v^H) c(j.., k)`, `v` being column `j` of `v` from row `j` down
/// with `v(j) = 1`. `v` may be `c`'s matrix: the column `k` it changes is not `j`.
fn apply_reflector<T: Scalar>(m: i64, v: Matrix<T>, j: i64, tau: T, c: MatrixMut<T>, k: i64) {
    if tau == T::ZERO {
        return;
    }
    let v_at = |i: i64| if i == j { T::ONE } else { v.get(i, j) };
    let mut w = T::ZERO;
    for i in j..m {
        w += v_at(i).conj() * c.get(i, k);
    }
    let w = tau * w;
    for i in j..m {
        c.set(i, k, c.get(i, k) - v_at(i) * w);
    }
}

/// Least squares with the full-rank `m`×`n` matrix `a`, `m >= n` (LAPACK's `?gels`): for
/// [`Op::N`], `min |B - A X|`; otherwise the minimum-norm solution of `op(A) X = B`. `b` is
/// `max(m, n)`×`nrhs`; X is left in its first `n` (or `m`) rows. Returns the 1-based index of
/// R's first zero diagonal element, or 0. With a zero there, no solution is computed: `b` is
/// left as rocSOLVER leaves it, `Q^H B` for [`Op::N`] (it is applied before the check), as it
/// came otherwise. `a` is `m`×`n`, `b` `max(m, n)`×`nrhs`, `tau` `n` elements of scratch.
pub fn gels<T: Scalar>(op: Op, m: i64, n: i64, nrhs: i64, a: MatrixMut<T>, b: MatrixMut<T>, tau: VectorMut<T>) -> i64 {
    geqrf(m, n, a, tau);
    let tau = |j: i64| tau.get(j);
    if op == Op::N {
        // Q^H B = H(n-1)^H ... H(0)^H B.
        for k in 0..nrhs {
            for j in 0..n {
                apply_reflector(m, a.read_only(), j, tau(j).conj(), b, k);
            }
        }
    }
    let info = first_zero_diagonal(n, a.read_only());
    if info != 0 {
        return info;
    }
    let r = |i: i64, j: i64| a.get(i, j);
    for k in 0..nrhs {
        if op == Op::N {
            // R X = (Q^H B)(0..n).
            upper(n, &r, b, k);
        } else {
            // R^H Y = B(0..n), then X = Q [Y; 0] = H(0) ... H(n-1) [Y; 0].
            let rh = |i: i64, j: i64| r(j, i).conj();
            for i in 0..n {
                let mut x = b.get(i, k);
                for j in 0..i {
                    x -= rh(i, j) * b.get(j, k);
                }
                b.set(i, k, x / rh(i, i));
            }
            for i in n..m {
                b.set(i, k, T::ZERO);
            }
            for j in (0..n).rev() {
                apply_reflector(m, a.read_only(), j, tau(j), b, k);
            }
        }
    }
    info
}

#[cfg(test)]
#[path = "lapack_tests.rs"]
mod tests;
