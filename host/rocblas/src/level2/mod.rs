//! Level 2: matrix-vector operations.
//!
//! Every operation is written over an element accessor: `op(A)(i, j)` for products and
//! solves, a stored position for rank updates. The storage schemes (general, band, packed)
//! only say where element `(i, j)` lives ([`View`]), and the matrix kinds (symmetric,
//! Hermitian, triangular) only say which stored element stands for `(i, j)`; so one kernel per
//! shape of operation ([`matvec`], [`trmv`], [`trsv`], [`update`]) serves every family. An
//! element outside the stored part is never read.
//!
//! - [`gemv`]: gemv (with its mixed-precision forms) and gbmv;
//! - [`symv`]: symv, hemv, sbmv, hbmv, spmv, hpmv;
//! - [`rank`]: ger, geru, gerc, syr, her, syr2, her2, spr, hpr, spr2, hpr2;
//! - [`triangular`]: trmv, tbmv, tpmv, trsv, tbsv, tpsv.

use rocblas_sys::{rocblas_diagonal as Diagonal, rocblas_fill as Fill, rocblas_operation as Operation, rocblas_status as Status};
use rocuda_host_linalg::args::{Batch, Scalar};
use rocuda_host_linalg::{BlasResult, ReadWrite, Scalar as Element, Stored, Vector, VectorMut};

use crate::boundary::enqueue;
use crate::handle::Handle;

pub mod gemv;
pub mod rank;
pub mod symv;
pub mod triangular;
mod view;

pub use view::{Layout, Scheme, View};

#[cfg(test)]
mod tests;

/// `op(A)`: A itself, its transpose, or its conjugate transpose (the transpose for reals).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Op {
    N,
    T,
    C,
}

/// An operation rocBLAS defines, else `rocblas_status_invalid_value`.
pub fn operation(op: Operation) -> BlasResult<Op> {
    match op {
        Operation::rocblas_operation_none => Ok(Op::N),
        Operation::rocblas_operation_transpose => Ok(Op::T),
        Operation::rocblas_operation_conjugate_transpose => Ok(Op::C),
        _ => Err(Status::rocblas_status_invalid_value),
    }
}

/// Whether the upper triangle is the one stored; `rocblas_fill_full` and undefined values are
/// `rocblas_status_invalid_value`.
pub fn upper(fill: Fill) -> BlasResult<bool> {
    match fill {
        Fill::rocblas_fill_upper => Ok(true),
        Fill::rocblas_fill_lower => Ok(false),
        _ => Err(Status::rocblas_status_invalid_value),
    }
}

/// Whether the diagonal is implicitly one (and not read).
pub fn unit(diagonal: Diagonal) -> BlasResult<bool> {
    match diagonal {
        Diagonal::rocblas_diagonal_unit => Ok(true),
        Diagonal::rocblas_diagonal_non_unit => Ok(false),
        _ => Err(Status::rocblas_status_invalid_value),
    }
}

/// `rocblas_status_invalid_size` unless the sizes are valid.
pub fn sizes(valid: bool) -> BlasResult {
    if valid { Ok(()) } else { Err(Status::rocblas_status_invalid_size) }
}

/// A null required pointer is `rocblas_status_invalid_pointer`.
pub fn pointers(null: &[bool]) -> BlasResult {
    if null.iter().any(|&n| n) { Err(Status::rocblas_status_invalid_pointer) } else { Ok(()) }
}

/// Whether `(i, j)` lies in the `upper` (or lower) triangle, diagonal included.
fn in_triangle(upper: bool, i: i64, j: i64) -> bool {
    if upper { i <= j } else { i >= j }
}

/// Element `(i, j)` of the symmetric (or Hermitian) matrix whose `upper` (or lower) triangle
/// `a` stores. A Hermitian diagonal is taken as real, its imaginary part not looked at.
pub fn symmetric<T: Element>(a: &View<T>, upper: bool, hermitian: bool, i: i64, j: i64) -> T {
    if in_triangle(upper, i, j) {
        let value = a.get(i, j);
        if hermitian && i == j { T::from_real(value.re()) } else { value }
    } else if hermitian {
        a.get(j, i).conj()
    } else {
        a.get(j, i)
    }
}

/// Element `(i, j)` of the `upper` (or lower) triangular matrix `a` stores; a `unit` diagonal
/// is one, not read.
pub fn triangle<T: Element>(a: &View<T>, upper: bool, unit: bool, i: i64, j: i64) -> T {
    if i == j && unit {
        T::ONE
    } else if in_triangle(upper, i, j) {
        a.get(i, j)
    } else {
        T::ZERO
    }
}

/// Element `(i, j)` of `op(M)`, where `m(i, j)` is M's.
pub fn op<T: Element>(op: Op, i: i64, j: i64, m: impl Fn(i64, i64) -> T) -> T {
    match op {
        Op::N => m(i, j),
        Op::T => m(j, i),
        Op::C => m(j, i).conj(),
    }
}

/// `y := alpha * M x + beta * y` for the `rows × cols` matrix M given element by element.
/// `beta = 0` does not read y, `alpha = 0` reads neither M nor x.
pub fn matvec<T: Element, X: Stored<T>, Y: Stored<T>>(rows: i64, cols: i64, m: impl Fn(i64, i64) -> T, alpha: T, x: Vector<X>, beta: T, y: VectorMut<Y>) {
    for i in 0..rows {
        let mut sum = T::ZERO;
        if alpha != T::ZERO {
            for j in 0..cols {
                sum += m(i, j) * x.get(j).load();
            }
        }
        let scaled = if beta == T::ZERO { T::ZERO } else { beta * y.get(i).load() };
        y.set(i, Y::store(alpha * sum + scaled));
    }
}

/// `x := M x` for the `n × n` matrix M given element by element.
pub fn trmv<T: Element>(n: i64, m: impl Fn(i64, i64) -> T, x: VectorMut<T>) {
    let product: Vec<T> = (0..n).map(|i| (0..n).fold(T::ZERO, |sum, j| sum + m(i, j) * x.get(j))).collect();
    for (i, value) in (0..n).zip(product) {
        x.set(i, value);
    }
}

/// Solves `M x = b` in place, M `n × n` triangular (lower when `lower`) given element by
/// element, by substitution. A singular M gives infinities or NaN, as BLAS does.
pub fn trsv<T: Element>(n: i64, lower: bool, m: impl Fn(i64, i64) -> T, x: VectorMut<T>) {
    let order: Vec<i64> = if lower { (0..n).collect() } else { (0..n).rev().collect() };
    for (step, &i) in order.iter().enumerate() {
        let mut rest = x.get(i);
        for &j in &order[..step] {
            rest -= m(i, j) * x.get(j);
        }
        x.set(i, rest / m(i, i));
    }
}

/// `A(i, j) += delta(i, j)` at every stored position of the `rows × cols` matrix `a` inside
/// `keep`. A Hermitian matrix's diagonal is written real.
pub fn update<T: Element>(rows: i64, cols: i64, a: &View<T, ReadWrite>, keep: impl Fn(i64, i64) -> bool, hermitian: bool, delta: impl Fn(i64, i64) -> T) {
    for j in 0..cols {
        for i in (0..rows).filter(|&i| keep(i, j)) {
            a.update(i, j, |old| {
                let value = old + delta(i, j);
                if hermitian && i == j { T::from_real(value.re()) } else { value }
            });
        }
    }
}

/// The scalars and arrays of `y := alpha op(A) x + beta y` as the exports pass them, x and y
/// with their increments; how A is stored is each function's own.
pub struct Operands<T, A, Y> {
    pub alpha: *const T,
    pub a: Batch<A>,
    pub x: (Batch<A>, i64),
    pub beta: *const T,
    pub y: (Batch<Y>, i64),
    pub batch_count: i64,
}

impl<T, A, Y> Operands<T, A, Y> {
    /// Whether the increments and the batch count are valid ones (rocBLAS's `invalid_size`).
    pub fn valid(&self) -> bool {
        self.x.1 != 0 && self.y.1 != 0 && self.batch_count >= 0
    }
}

/// The checks every product makes once its sizes passed, in rocBLAS's order (scalars; in host
/// pointer mode `alpha = 0, beta = 1` is nothing to do; y; A and x when they are read), then
/// the product queued on the handle's stream. `op(A)` is `rows × cols`, A stored as `layout`
/// says, and `element(A, i, j)` is `op(A)`'s element.
///
/// # Safety
/// In host pointer mode `alpha` and `beta` are null or the caller's scalars.
pub unsafe fn product<T: Element, A: Stored<T> + Default, Y: Stored<T>>(
    handle: &Handle,
    (rows, cols): (i64, i64),
    layout: Layout,
    Operands { alpha, a, x: (x, incx), beta, y: (y, incy), batch_count }: Operands<T, A, Y>,
    element: impl Fn(&View<A>, i64, i64) -> T + Send + 'static,
) -> BlasResult {
    pointers(&[alpha.is_null(), beta.is_null()])?;
    let device = handle.device_pointers();
    // SAFETY: in host pointer mode `alpha` and `beta` are the caller's readable values (checked
    // non-null above), by this function's contract.
    let (alpha, beta) = unsafe { (Scalar::new(device, alpha)?, Scalar::new(device, beta)?) };
    if alpha.known() == Some(T::ZERO) && beta.known() == Some(T::ONE) {
        return Ok(());
    }
    y.check()?;
    if alpha.known() != Some(T::ZERO) {
        a.check()?;
        x.check()?;
    }
    enqueue(handle.stream(), move || {
        // SAFETY: the job runs in stream order, when rocBLAS's contract makes the scalars
        // readable in device pointer mode.
        let (alpha, beta) = unsafe { (alpha.get(), beta.get()) };
        for b in 0..batch_count {
            // SAFETY: as above, problem b's y holds `rows` elements, readable and writable.
            let y = unsafe { y.vector_mut(b, rows, incy) };
            // With alpha = 0 neither A nor x is looked at, not even its pointer.
            let (a, x) = if alpha == T::ZERO {
                (View::empty(), Vector::empty())
            } else {
                // SAFETY: as above, problem b's A holds what `layout` stores and x `cols`
                // elements, readable.
                unsafe { (View::of(a, b, layout), x.vector(b, cols, incx)) }
            };
            matvec(rows, cols, |i, j| element(&a, i, j), alpha, x, beta, y);
        }
    })
}
