//! The kernels: one problem each, unblocked, following LAPACK's reference algorithms so that
//! results (pivots, Householder vectors, `tau`, signs of R) are the ones LAPACK, and so
//! cuBLAS, produce.
//!
//! Matrices are column-major views ([`Matrix`]); pivots are 1-based, as LAPACK stores them.

use rocuda_host_linalg::args::Matrix;
use rocuda_host_linalg::{Real, Scalar};

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
/// the factorization goes on, as LAPACK's does.
///
/// # Safety
/// `a` holds `m`×`n` elements; `ipiv`, if given, `min(m, n)`.
pub unsafe fn getrf<T: Scalar>(m: i64, n: i64, a: Matrix<T>, ipiv: Option<*mut i32>) -> i64 {
    let mut info = 0;
    // SAFETY (every access below): inside the matrix and pivot array, by the contract.
    for j in 0..m.min(n) {
        let mut p = j;
        if let Some(ipiv) = ipiv {
            for i in j + 1..m {
                if unsafe { a.get(i, j) }.abs1() > unsafe { a.get(p, j) }.abs1() {
                    p = i;
                }
            }
            unsafe { *ipiv.add(j as usize) = (p + 1) as i32 };
        }
        let pivot = unsafe { a.get(p, j) };
        if pivot == T::ZERO {
            if info == 0 {
                info = j + 1;
            }
        } else {
            if p != j {
                for k in 0..n {
                    let (x, y) = unsafe { (a.get(j, k), a.get(p, k)) };
                    unsafe {
                        a.set(j, k, y);
                        a.set(p, k, x);
                    }
                }
            }
            let inverse = T::ONE / pivot;
            for i in j + 1..m {
                unsafe { a.set(i, j, a.get(i, j) * inverse) };
            }
        }
        for k in j + 1..n {
            let u = unsafe { a.get(j, k) };
            if u != T::ZERO {
                for i in j + 1..m {
                    unsafe { a.set(i, k, a.get(i, k) - a.get(i, j) * u) };
                }
            }
        }
    }
    info
}

/// Solves `op(A) X = B` for the `n`×`nrhs` matrix `b` in place, from `A`'s LU factors and
/// pivots (LAPACK's `?getrs`).
///
/// # Safety
/// `lu` holds `n`×`n` elements, `ipiv` `n`, `b` `n`×`nrhs`.
pub unsafe fn getrs<T: Scalar>(op: Op, n: i64, nrhs: i64, lu: Matrix<T>, ipiv: Option<*const i32>, b: Matrix<T>) {
    // SAFETY (every access below): inside the matrices and pivot array, by the contract.
    let swap = |j: i64| {
        if let Some(ipiv) = ipiv {
            let p = i64::from(unsafe { *ipiv.add(j as usize) }) - 1;
            if p != j {
                for k in 0..nrhs {
                    let (x, y) = unsafe { (b.get(j, k), b.get(p, k)) };
                    unsafe {
                        b.set(j, k, y);
                        b.set(p, k, x);
                    }
                }
            }
        }
    };
    let lu_at = |i: i64, j: i64| if op == Op::N { unsafe { lu.get(i, j) } } else { op.apply(unsafe { lu.get(j, i) }) };
    if op == Op::N {
        (0..n).for_each(swap);
        for k in 0..nrhs {
            unsafe { lower_unit(n, &lu_at, b, k) };
            unsafe { upper(n, &lu_at, b, k) };
        }
    } else {
        // op(A) = op(U) op(L) P^T: op(U) is lower, op(L) unit upper.
        for k in 0..nrhs {
            for i in 0..n {
                let mut x = unsafe { b.get(i, k) };
                for j in 0..i {
                    x -= lu_at(i, j) * unsafe { b.get(j, k) };
                }
                unsafe { b.set(i, k, x / lu_at(i, i)) };
            }
            for i in (0..n).rev() {
                let mut x = unsafe { b.get(i, k) };
                for j in i + 1..n {
                    x -= lu_at(i, j) * unsafe { b.get(j, k) };
                }
                unsafe { b.set(i, k, x) };
            }
        }
        (0..n).rev().for_each(swap);
    }
}

/// Forward substitution with the unit lower triangle of `at`, on column `k` of `b`.
unsafe fn lower_unit<T: Scalar>(n: i64, at: &impl Fn(i64, i64) -> T, b: Matrix<T>, k: i64) {
    for i in 0..n {
        let mut x = unsafe { b.get(i, k) };
        for j in 0..i {
            x -= at(i, j) * unsafe { b.get(j, k) };
        }
        unsafe { b.set(i, k, x) };
    }
}

/// Back substitution with the upper triangle of `at`, on column `k` of `b`.
unsafe fn upper<T: Scalar>(n: i64, at: &impl Fn(i64, i64) -> T, b: Matrix<T>, k: i64) {
    for i in (0..n).rev() {
        let mut x = unsafe { b.get(i, k) };
        for j in i + 1..n {
            x -= at(i, j) * unsafe { b.get(j, k) };
        }
        unsafe { b.set(i, k, x / at(i, i)) };
    }
}

/// The 1-based index of the first zero on the diagonal of the `n`×`n` matrix `a`, or 0:
/// where a triangular factor is singular.
///
/// # Safety
/// `a` holds `n`×`n` elements.
pub unsafe fn first_zero_diagonal<T: Scalar>(n: i64, a: Matrix<T>) -> i64 {
    // SAFETY: inside the matrix, by the contract.
    (0..n).find(|&i| unsafe { a.get(i, i) } == T::ZERO).map_or(0, |i| i + 1)
}

/// `C = inv(A)` from `A`'s LU factors and pivots: `C` starts as the identity and is solved
/// for. Returns the 1-based index of U's first zero diagonal element (then `C` is left
/// alone), or 0.
///
/// # Safety
/// `lu` and `c` hold `n`×`n` elements, `ipiv` `n`.
pub unsafe fn getri_outofplace<T: Scalar>(n: i64, lu: Matrix<T>, ipiv: Option<*const i32>, c: Matrix<T>) -> i64 {
    let info = unsafe { first_zero_diagonal(n, lu) };
    if info != 0 {
        return info;
    }
    for j in 0..n {
        for i in 0..n {
            unsafe { c.set(i, j, if i == j { T::ONE } else { T::ZERO }) };
        }
    }
    unsafe { getrs(Op::N, n, n, lu, ipiv, c) };
    0
}

/// QR factorization of the `m`×`n` matrix `a` in place (LAPACK's `?geqr2`): R on and above
/// the diagonal, below it the Householder vectors `v` (with `v(0) = 1` implicit), and their
/// scalars in `tau`, so that `A = H(0) ... H(k-1) R`, `H(j) = I - tau(j) v v^H`.
///
/// # Safety
/// `a` holds `m`×`n` elements, `tau` `min(m, n)`.
pub unsafe fn geqrf<T: Scalar>(m: i64, n: i64, a: Matrix<T>, tau: *mut T) {
    for j in 0..m.min(n) {
        // SAFETY: inside the matrix and `tau`, by the contract.
        let t = unsafe { larfg(m - j, a, j, j) };
        unsafe { *tau.add(j as usize) = t };
        for k in j + 1..n {
            unsafe { apply_reflector(m, a, j, t.conj(), a, k) };
        }
    }
}

/// Makes the reflector that zeroes `a(row+1.., column)` (LAPACK's `?larfg`): `beta` goes to
/// `a(row, column)`, `v`'s tail below it; returns `tau`. `len` is the length of the column
/// from `row` down.
unsafe fn larfg<T: Scalar>(len: i64, a: Matrix<T>, row: i64, column: i64) -> T {
    // SAFETY (every access below): inside the matrix, by the caller's contract.
    let alpha = unsafe { a.get(row, column) };
    let mut norm = T::Real::ZERO;
    for i in 1..len {
        norm = norm.hypot(unsafe { a.get(row + i, column) }.modulus());
    }
    if norm == T::Real::ZERO && alpha.im() == T::Real::ZERO {
        return T::ZERO;
    }
    let size = alpha.re().hypot(alpha.im()).hypot(norm);
    let beta = if alpha.re() >= T::Real::ZERO { -size } else { size };
    let tau = T::from_parts((beta - alpha.re()) / beta, -alpha.im() / beta);
    let scale = T::ONE / (alpha - T::from_real(beta));
    for i in 1..len {
        unsafe { a.set(row + i, column, a.get(row + i, column) * scale) };
    }
    unsafe { a.set(row, column, T::from_real(beta)) };
    tau
}

/// `c(j.., k) := (I - tau v v^H) c(j.., k)`, `v` being column `j` of `v` from row `j` down
/// with `v(j) = 1`.
unsafe fn apply_reflector<T: Scalar>(m: i64, v: Matrix<T>, j: i64, tau: T, c: Matrix<T>, k: i64) {
    if tau == T::ZERO {
        return;
    }
    let v_at = |i: i64| if i == j { T::ONE } else { unsafe { v.get(i, j) } };
    // SAFETY (every access below): inside the matrices, by the caller's contract.
    let mut w = T::ZERO;
    for i in j..m {
        w += v_at(i).conj() * unsafe { c.get(i, k) };
    }
    let w = tau * w;
    for i in j..m {
        unsafe { c.set(i, k, c.get(i, k) - v_at(i) * w) };
    }
}

/// Least squares with the full-rank `m`×`n` matrix `a`, `m >= n` (LAPACK's `?gels`): for
/// [`Op::N`], `min |B - A X|`; otherwise the minimum-norm solution of `op(A) X = B`. `b` is
/// `max(m, n)`×`nrhs`; X is left in its first `n` (or `m`) rows. Returns the 1-based index of
/// R's first zero diagonal element, or 0. With a zero there, no solution is computed: `b` is
/// left as rocSOLVER leaves it, `Q^H B` for [`Op::N`] (it is applied before the check), as it
/// came otherwise.
///
/// # Safety
/// `a` holds `m`×`n` elements, `b` `m`×`nrhs`, `tau` `n` elements of scratch.
pub unsafe fn gels<T: Scalar>(op: Op, m: i64, n: i64, nrhs: i64, a: Matrix<T>, b: Matrix<T>, tau: *mut T) -> i64 {
    // SAFETY (every access below): inside the matrices and `tau`, by the contract.
    unsafe { geqrf(m, n, a, tau) };
    let tau = |j: i64| unsafe { *tau.add(j as usize) };
    if op == Op::N {
        // Q^H B = H(n-1)^H ... H(0)^H B.
        for k in 0..nrhs {
            for j in 0..n {
                unsafe { apply_reflector(m, a, j, tau(j).conj(), b, k) };
            }
        }
    }
    let info = unsafe { first_zero_diagonal(n, a) };
    if info != 0 {
        return info;
    }
    let r = |i: i64, j: i64| unsafe { a.get(i, j) };
    for k in 0..nrhs {
        if op == Op::N {
            // R X = (Q^H B)(0..n).
            unsafe { upper(n, &r, b, k) };
        } else {
            // R^H Y = B(0..n), then X = Q [Y; 0] = H(0) ... H(n-1) [Y; 0].
            let rh = |i: i64, j: i64| r(j, i).conj();
            for i in 0..n {
                let mut x = unsafe { b.get(i, k) };
                for j in 0..i {
                    x -= rh(i, j) * unsafe { b.get(j, k) };
                }
                unsafe { b.set(i, k, x / rh(i, i)) };
            }
            for i in n..m {
                unsafe { b.set(i, k, T::ZERO) };
            }
            for j in (0..n).rev() {
                unsafe { apply_reflector(m, a, j, tau(j), b, k) };
            }
        }
    }
    info
}

#[cfg(test)]
#[path = "lapack_tests.rs"]
mod tests;
