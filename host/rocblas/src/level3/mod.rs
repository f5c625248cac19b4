//! Level 3: matrix-matrix operations, and the extensions rocBLAS groups with them (`geam`,
//! `dgmm`, `gemm_ex`).
//!
//! As in [`crate::level1`], each family is a kernel over one problem, one checked body shared
//! by the plain, `_batched` and `_strided_batched` forms in both integer widths, and the
//! exports, each checked against ROCm's header. This module holds what the families share:
//! the enumerations as checked values, `op(A)` as a view, and the compute types of the
//! mixed-precision `gemm` forms (their elements convert as [`Stored`] says).
//!
//! - [`gemm`] (`?gemm`, `hgemm`) and [`gemm_ex`] (`gemm_ex` and its batched forms);
//! - [`symm`] (`?symm`, `?hemm`);
//! - [`syrk`] (`?syrk`, `?herk`) and [`syr2k`] (`?syr2k`, `?her2k`, `?syrkx`, `?herkx`);
//! - [`trmm`], [`trsm`] (one checked body, `triangular_call`);
//! - [`geam`], [`dgmm`].

use rocblas_sys::{rocblas_diagonal, rocblas_fill, rocblas_operation, rocblas_side, rocblas_status as Status};
use rocuda_host_linalg::args::{self, Batch};
use rocuda_host_linalg::{BlasResult, C32, C64, Matrix, Scalar, Stored};

use crate::boundary::enqueue;
use crate::handle::Handle;

#[cfg(test)]
mod reference;

pub mod dgmm;
pub mod geam;
pub mod gemm;
pub mod gemm_ex;
pub mod symm;
pub mod syr2k;
pub mod syrk;
pub mod trmm;
pub mod trsm;

/// `op(A)`: A, its transpose, or its conjugate transpose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    N,
    T,
    C,
}

impl Op {
    /// Any value the header does not define is `rocblas_status_invalid_value`.
    pub fn new(op: rocblas_operation) -> BlasResult<Op> {
        match op {
            rocblas_operation::rocblas_operation_none => Ok(Op::N),
            rocblas_operation::rocblas_operation_transpose => Ok(Op::T),
            rocblas_operation::rocblas_operation_conjugate_transpose => Ok(Op::C),
            _ => Err(Status::rocblas_status_invalid_value),
        }
    }
}

/// Which triangle of a triangular, symmetric or Hermitian matrix is read or written.
/// `rocblas_fill_full` is refused by every Level 3 function.
pub fn upper(fill: rocblas_fill) -> BlasResult<bool> {
    match fill {
        rocblas_fill::rocblas_fill_upper => Ok(true),
        rocblas_fill::rocblas_fill_lower => Ok(false),
        _ => Err(Status::rocblas_status_invalid_value),
    }
}

/// Whether the square matrix multiplies from the left. `rocblas_side_both` is refused.
pub fn left(side: rocblas_side) -> BlasResult<bool> {
    match side {
        rocblas_side::rocblas_side_left => Ok(true),
        rocblas_side::rocblas_side_right => Ok(false),
        _ => Err(Status::rocblas_status_invalid_value),
    }
}

/// Whether a triangular matrix's diagonal is taken as ones, unread.
pub fn unit(diag: rocblas_diagonal) -> BlasResult<bool> {
    match diag {
        rocblas_diagonal::rocblas_diagonal_unit => Ok(true),
        rocblas_diagonal::rocblas_diagonal_non_unit => Ok(false),
        _ => Err(Status::rocblas_status_invalid_value),
    }
}

/// Element `(i, j)` of `op(A)`.
pub fn op_get<T: Scalar>(a: Matrix<T>, op: Op, i: i64, j: i64) -> T {
    match op {
        Op::N => a.get(i, j),
        Op::T => a.get(j, i),
        Op::C => a.get(j, i).conj(),
    }
}

/// Element `(i, j)` of the symmetric (or Hermitian) matrix of which only the `upper` (or
/// lower) triangle is stored, and read. A Hermitian diagonal's imaginary part is taken as zero.
pub fn sym_get<T: Scalar>(a: Matrix<T>, upper: bool, hermitian: bool, i: i64, j: i64) -> T {
    let stored = if upper { i <= j } else { i >= j };
    let value = if stored { a.get(i, j) } else { a.get(j, i) };
    match (hermitian, stored) {
        (true, _) if i == j => T::from_real(value.re()),
        (true, false) => value.conj(),
        _ => value,
    }
}

/// The arithmetic a `gemm` accumulates in: the four BLAS types, and `i32` for `int8` inputs
/// (wrapping on overflow, as integer hardware does).
pub trait Compute: Copy + Send + Sync + 'static + PartialEq {
    const ZERO: Self;
    const ONE: Self;
    fn add(self, other: Self) -> Self;
    fn mul(self, other: Self) -> Self;
    fn conj(self) -> Self;
}

macro_rules! compute_scalar {
    ($($t:ty),*) => {$(
        impl Compute for $t {
            const ZERO: $t = <$t as Scalar>::ZERO;
            const ONE: $t = <$t as Scalar>::ONE;
            fn add(self, other: $t) -> $t {
                self + other
            }
            fn mul(self, other: $t) -> $t {
                self * other
            }
            fn conj(self) -> $t {
                Scalar::conj(self)
            }
        }
    )*};
}

compute_scalar!(f32, f64, C32, C64);

impl Compute for i32 {
    const ZERO: i32 = 0;
    const ONE: i32 = 1;
    fn add(self, other: i32) -> i32 {
        self.wrapping_add(other)
    }
    fn mul(self, other: i32) -> i32 {
        self.wrapping_mul(other)
    }
    fn conj(self) -> i32 {
        self
    }
}

/// Element `(i, j)` of `op(A)`, converted to the compute type.
pub fn load_op<C: Compute, T: Stored<C>>(a: Matrix<T>, op: Op, i: i64, j: i64) -> C {
    match op {
        Op::N => a.get(i, j).load(),
        Op::T => a.get(j, i).load(),
        Op::C => a.get(j, i).load().conj(),
    }
}

/// A scalar argument that may be null where rocBLAS allows it (`alpha` when nothing is
/// multiplied): `None` then.
///
/// # Safety
/// As [`rocuda_host_linalg::args::Scalar::new`].
pub unsafe fn optional<S: Copy>(device: bool, pointer: *const S) -> Option<args::Scalar<S>> {
    // SAFETY: in host pointer mode `pointer` is null or readable, by this function's contract.
    unsafe { args::Scalar::new(device, pointer).ok() }
}

/// Whether a matrix argument (or its pointer array) is null.
pub fn null<T>(batch: Batch<T>) -> bool {
    batch.check().is_err()
}

/// `op(A)` for a triangular A of which only the `upper` (or lower) triangle is read, with a
/// unit diagonal left unread when `unit`.
#[derive(Clone, Copy)]
pub struct Triangle<'a, T> {
    pub a: Matrix<'a, T>,
    pub op: Op,
    pub upper: bool,
    pub unit: bool,
}

impl<T: Scalar> Triangle<'_, T> {
    /// Whether `op(A)` is upper triangular: a transpose turns a lower triangle upper.
    pub fn op_upper(&self) -> bool {
        self.upper != (self.op != Op::N)
    }

    /// Element `(i, j)` of `op(A)`: zero outside its triangle.
    pub fn get(&self, i: i64, j: i64) -> T {
        if (self.op_upper() && i > j) || (!self.op_upper() && i < j) {
            return T::ZERO;
        }
        if i == j && self.unit {
            return T::ONE;
        }
        op_get(self.a, self.op, i, j)
    }
}

/// `trmm` and `trsm` as their exports pass them: `trmm` writes `alpha op(A) B` (side left) or
/// `alpha B op(A)` into C; `trsm` has no C (`None`) and overwrites B with the solution X of
/// `op(A) X = alpha B` or `X op(A) = alpha B`. A is k × k (k = m on the left, n on the
/// right), B and C are m × n.
///
/// rocBLAS's checks, in its order: handle; side, fill, operation, diagonal; sizes and leading
/// dimensions; nothing to do; the matrix written (C, or `trsm`'s B) and `alpha`; A and B unless
/// `alpha` is zero (known in host pointer mode only); B and C the same matrix with different
/// leading dimensions (`invalid_value`).
fn triangular_call<T: Scalar>(
    handle: &Handle,
    (side, fill, trans, diag): (rocblas_side, rocblas_fill, rocblas_operation, rocblas_diagonal),
    (m, n): (i64, i64),
    alpha: *const T,
    (a, lda): (Batch<T>, i64),
    (b, ldb): (Batch<T>, i64),
    c: Option<(Batch<T>, i64)>,
    batch_count: i64,
) -> BlasResult {
    let (left, upper, op, unit) = (left(side)?, upper(fill)?, Op::new(trans)?, unit(diag)?);
    let k = if left { m } else { n };
    let (written, ldc) = c.unwrap_or((b, ldb));
    if batch_count < 0 || m < 0 || n < 0 || lda < k || ldb < m || ldc < m {
        return Err(Status::rocblas_status_invalid_size);
    }
    if m == 0 || n == 0 || batch_count == 0 {
        return Ok(());
    }
    if null(written) || alpha.is_null() {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    // SAFETY: rocBLAS's contract: in host pointer mode `alpha` is the caller's value (checked
    // non-null above).
    let alpha = unsafe { args::Scalar::new(handle.device_pointers(), alpha)? };
    if alpha.known() != Some(T::ZERO) && (null(a) || null(b)) {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    if same(b, written) && ldb != ldc {
        return Err(Status::rocblas_status_invalid_value);
    }
    enqueue(handle.stream(), move || {
        // SAFETY: the job runs in stream order, when rocBLAS's contract makes `alpha` readable
        // in device pointer mode.
        let alpha = unsafe { alpha.get() };
        for i in 0..batch_count {
            // A matrix the caller passed is looked at only where `alpha` needs it.
            // SAFETY: as above, problem i's A readable where `alpha` is not zero.
            let a = unsafe { if alpha == T::ZERO { Matrix::empty() } else { a.matrix(i, k, k, lda) } };
            let a = Triangle { a, op, upper, unit };
            if c.is_none() {
                // SAFETY: as above, problem i's B readable and writable.
                trsm::trsm(left, a, m, n, alpha, unsafe { b.matrix_mut(i, m, n, ldb) });
            } else {
                // SAFETY: as above, problem i's B readable where `alpha` is not zero, its C
                // writable.
                let (b, c) = unsafe { (if alpha == T::ZERO { Matrix::empty() } else { b.matrix(i, m, n, ldb) }, written.matrix_mut(i, m, n, ldc)) };
                trmm::trmm(left, a, m, n, alpha, b, c);
            }
        }
    })
}

/// Whether two batch arguments are the same caller pointer (or pointer array).
pub fn same<T>(x: Batch<T>, y: Batch<T>) -> bool {
    match (x, y) {
        (Batch::One(x) | Batch::Strided(x, _), Batch::One(y) | Batch::Strided(y, _)) => x.0 == y.0,
        (Batch::Array(x), Batch::Array(y)) => x.0 == y.0,
        _ => false,
    }
}
