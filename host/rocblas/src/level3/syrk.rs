//! `?syrk` and `?herk`: `C := alpha * op(A) * op(A)ᵀ + beta * C` (ᴴ for `herk`, whose
//! `alpha` and `beta` are real), writing only C's `uplo` triangle.
//!
//! The kernel and the checked body are shared with [`super::syr2k`]'s `syr2k`, `her2k`,
//! `syrkx` and `herkx`: `syrk` is `syrkx` with B = A.

use std::convert::identity;

use rocblas_sys::{rocblas_double_complex, rocblas_fill, rocblas_float_complex, rocblas_operation, rocblas_status as Status};
use rocuda_host_linalg::args::{Batch, Scalar};
use rocuda_host_linalg::{BlasResult, C32, C64, Matrix, MatrixMut, Scalar as Element};

use super::gemm::stored;
use super::{Op, null, op_get, upper};
use crate::boundary::enqueue;
use crate::forms::exports;
use crate::handle::Handle;

/// Which of the rank-k updates.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// `alpha op(A) op(B)ᵀ` (`syrk` with B = A, `syrkx`).
    Symmetric,
    /// `alpha op(A) op(B)ᴴ` (`herk` with B = A, `herkx`).
    Hermitian,
    /// `alpha op(A) op(B)ᵀ + alpha op(B) op(A)ᵀ` (`syr2k`).
    Symmetric2,
    /// `alpha op(A) op(B)ᴴ + conj(alpha) op(B) op(A)ᴴ` (`her2k`).
    Hermitian2,
}

impl Kind {
    fn hermitian(self) -> bool {
        matches!(self, Kind::Hermitian | Kind::Hermitian2)
    }

    /// The operations rocBLAS accepts: N and C for the Hermitian forms, N and T for the
    /// complex symmetric ones, any for real types (where C is T).
    fn allows(self, op: Op, complex: bool) -> bool {
        match (self.hermitian(), complex) {
            (true, _) => op != Op::T,
            (false, true) => op != Op::C,
            (false, false) => true,
        }
    }
}

/// `Σ_l op(X)(i, l) · op(Y)(j, l)`, conjugating Y's elements for a Hermitian kind: element
/// `(i, j)` of `op(X) op(Y)ᵀ` (or `ᴴ`).
fn dot<T: Element>(hermitian: bool, op: Op, k: i64, x: Matrix<T>, y: Matrix<T>, i: i64, j: i64) -> T {
    (0..k).fold(T::ZERO, |sum, l| {
        let (p, q) = (op_get(x, op, i, l), op_get(y, op, j, l));
        sum + p * if hermitian { q.conj() } else { q }
    })
}

/// The update on C's `upper` (or lower) triangle of the n × n C; op(A) and op(B) are n × k.
/// A and B are not read when `alpha` is zero (or k is), C is not read when `beta` is zero. A
/// Hermitian kind writes the diagonal's imaginary part as zero.
pub fn rank_k<T: Element>(kind: Kind, upper: bool, op: Op, (n, k): (i64, i64), alpha: T, a: Matrix<T>, b: Matrix<T>, beta: T, c: MatrixMut<T>) {
    let hermitian = kind.hermitian();
    for j in 0..n {
        let rows = if upper { 0..j + 1 } else { j..n };
        for i in rows {
            let mut value = T::ZERO;
            if alpha != T::ZERO && k > 0 {
                value = alpha * dot(hermitian, op, k, a, b, i, j);
                match kind {
                    Kind::Symmetric2 => value += alpha * dot(false, op, k, b, a, i, j),
                    Kind::Hermitian2 => value += alpha.conj() * dot(true, op, k, b, a, i, j),
                    _ => {}
                }
            }
            if beta != T::ZERO {
                value += beta * c.get(i, j);
            }
            if hermitian && i == j {
                value = T::from_real(value.re());
            }
            c.set(i, j, value);
        }
    }
}

/// One rank-k call's arguments: `alpha` and `beta` are read as `SA` and `SB` (real for
/// some Hermitian forms) and widened to T.
pub struct RankK<T, SA, SB> {
    pub kind: Kind,
    pub fill: rocblas_fill,
    pub trans: rocblas_operation,
    pub nk: (i64, i64),
    pub alpha: (*const SA, fn(SA) -> T),
    pub a: (Batch<T>, i64),
    /// None for `syrk` and `herk`: B is A.
    pub b: Option<(Batch<T>, i64)>,
    pub beta: (*const SB, fn(SB) -> T),
    pub c: (Batch<T>, i64),
    pub batch_count: i64,
}

/// rocBLAS's checks, in its order: handle; fill; operation; sizes and leading dimensions;
/// nothing to do; `alpha` (when k > 0) and `beta`; in host pointer mode, nothing to add
/// (nothing multiplied and `beta == 1`), then A and B where multiplied and C unless nothing
/// changes. In device pointer mode every pointer that might be read is required.
pub fn rank_k_call<T: Element, SA: Copy + Send + Sync + 'static, SB: Copy + Send + Sync + 'static>(handle: &Handle, args: RankK<T, SA, SB>) -> BlasResult {
    let RankK { kind, fill, trans, nk: (n, k), alpha, a: (a, lda), b, beta, c: (c, ldc), batch_count } = args;
    let upper = upper(fill)?;
    let op = Op::new(trans)?;
    if !kind.allows(op, T::IS_COMPLEX) {
        return Err(Status::rocblas_status_invalid_value);
    }
    let (b, ldb) = b.unwrap_or((a, lda));
    let rows = if op == Op::N { n } else { k };
    if n < 0 || k < 0 || batch_count < 0 || ldc < n || lda < rows || ldb < rows {
        return Err(Status::rocblas_status_invalid_size);
    }
    if n == 0 || batch_count == 0 {
        return Ok(());
    }
    if (k > 0 && alpha.0.is_null()) || beta.0.is_null() {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    let device = handle.device_pointers();
    // SAFETY: rocBLAS's contract: in host pointer mode each scalar is the caller's readable
    // value (checked non-null above; a device pointer is only read by the job).
    let (alpha_scalar, beta_scalar) = unsafe { (if k > 0 { Some(Scalar::new(device, alpha.0)?) } else { None }, Scalar::new(device, beta.0)?) };
    let multiplied = alpha_scalar.is_some_and(|s| s.known().map(alpha.1) != Some(T::ZERO));
    let beta_one = beta_scalar.known().map(beta.1) == Some(T::ONE);
    if !multiplied && beta_one {
        return Ok(());
    }
    if (multiplied && (null(a) || null(b))) || ((multiplied || !beta_one) && null(c)) {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    let (widen_alpha, widen_beta) = (alpha.1, beta.1);
    let (rows, cols) = stored((n, k), op);
    enqueue(handle.stream(), move || {
        // SAFETY: the job runs in stream order, when rocBLAS's contract makes the scalars
        // readable in device pointer mode.
        let (alpha, beta) = unsafe { (alpha_scalar.map_or(T::ZERO, |s| widen_alpha(s.get())), widen_beta(beta_scalar.get())) };
        for i in 0..batch_count {
            // SAFETY: as above, problem i's A and B (op(A) and op(B) n × k) readable where
            // they are multiplied, its C (n × n) readable and writable.
            let (a, b, c) = unsafe {
                let (a, b) = if alpha == T::ZERO { (Matrix::empty(), Matrix::empty()) } else { (a.matrix(i, rows, cols, lda), b.matrix(i, rows, cols, ldb)) };
                (a, b, c.matrix_mut(i, n, n, ldc))
            };
            rank_k(kind, upper, op, (n, k), alpha, a, b, beta, c);
        }
    })
}

/// `syrk` and `herk` (`$kind`): B is A; `alpha` and `beta` of C type `$s`, made elements by
/// `$widen` (real for `herk`).
macro_rules! syrk_exports {
    ($kind:ident, $t:ty, $c:ty, $s:ty, $widen:expr; $($names:ident),+; $($names64:ident),+) => {
        exports!(|handle, fill, trans, n, k, alpha, a, lda, beta, c, ldc, batch_count| {
            let (a, c) = ((a, lda), (c, ldc));
            let args = RankK { kind: Kind::$kind, fill, trans, nk: (n, k), alpha: (alpha, $widen), a, b: None, beta: (beta, $widen), c, batch_count };
            rank_k_call::<$t, _, _>(handle, args)
        }; [$($names),+] [$($names64),+];
            pass uplo: rocblas_fill, pass trans_a: rocblas_operation, int n, int k, ptr alpha: $s,
            read a [stride_a]: $c, int lda, stride stride_a, ptr beta: $s, write c [stride_c]: $c, int ldc, stride stride_c,);
    };
}

syrk_exports!(Symmetric, f32, f32, f32, identity; rocblas_ssyrk, rocblas_ssyrk_batched, rocblas_ssyrk_strided_batched; rocblas_ssyrk_64, rocblas_ssyrk_batched_64, rocblas_ssyrk_strided_batched_64);
syrk_exports!(Symmetric, f64, f64, f64, identity; rocblas_dsyrk, rocblas_dsyrk_batched, rocblas_dsyrk_strided_batched; rocblas_dsyrk_64, rocblas_dsyrk_batched_64, rocblas_dsyrk_strided_batched_64);
syrk_exports!(Symmetric, C32, rocblas_float_complex, rocblas_float_complex, identity; rocblas_csyrk, rocblas_csyrk_batched, rocblas_csyrk_strided_batched; rocblas_csyrk_64, rocblas_csyrk_batched_64, rocblas_csyrk_strided_batched_64);
syrk_exports!(Symmetric, C64, rocblas_double_complex, rocblas_double_complex, identity; rocblas_zsyrk, rocblas_zsyrk_batched, rocblas_zsyrk_strided_batched; rocblas_zsyrk_64, rocblas_zsyrk_batched_64, rocblas_zsyrk_strided_batched_64);
syrk_exports!(Hermitian, C32, rocblas_float_complex, f32, C32::from_real; rocblas_cherk, rocblas_cherk_batched, rocblas_cherk_strided_batched; rocblas_cherk_64, rocblas_cherk_batched_64, rocblas_cherk_strided_batched_64);
syrk_exports!(Hermitian, C64, rocblas_double_complex, f64, C64::from_real; rocblas_zherk, rocblas_zherk_batched, rocblas_zherk_strided_batched; rocblas_zherk_64, rocblas_zherk_batched_64, rocblas_zherk_strided_batched_64);
