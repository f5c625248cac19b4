//! Triangular products `x := op(A) x` (trmv, tbmv, tpmv) and solves `op(A) x = b` (trsv, tbsv,
//! tpsv), A stored in full, as a band of `k` diagonals, or packed. A unit diagonal is not read.

use rocblas_sys::{rocblas_diagonal, rocblas_double_complex, rocblas_fill, rocblas_float_complex, rocblas_operation};
use rocuda_host_linalg::args::Batch;
use rocuda_host_linalg::{BlasResult, C32, C64, Scalar as Element};

use super::{Op, Scheme, View, op, operation, sizes, triangle, trmv, trsv, unit, upper};
use crate::boundary::enqueue;
use crate::forms::exports;
use crate::handle::Handle;

/// rocBLAS's checks, in its order: handle; fill, operation, diagonal; sizes; nothing to do;
/// the arrays. Then the product (or, when `solve`, the solve) queued.
fn triangular_call<T: Element>(
    handle: &Handle,
    solve: bool,
    (uplo, trans, diag): (rocblas_fill, rocblas_operation, rocblas_diagonal),
    n: i64,
    storage: Scheme,
    a: Batch<T>,
    x: Batch<T>,
    incx: i64,
    batch_count: i64,
) -> BlasResult {
    let (upper, trans, unit) = (upper(uplo)?, operation(trans)?, unit(diag)?);
    sizes(n >= 0 && storage.valid(n) && incx != 0 && batch_count >= 0)?;
    if n == 0 || batch_count == 0 {
        return Ok(());
    }
    let (a, x) = (a.check()?, x.check()?);
    let layout = storage.layout(upper, n);
    // op(A) is lower triangular when A is lower and not transposed, or upper and transposed.
    let lower = upper == (trans != Op::N);
    enqueue(handle.stream(), move || {
        for b in 0..batch_count {
            // SAFETY: the job runs in stream order, when rocBLAS's contract makes problem
            // b's A (what `layout` stores) readable, and its x's n elements readable and
            // writable.
            let (a, x) = unsafe { (View::of(a, b, layout), x.vector_mut(b, n, incx)) };
            let element = |i, j| op(trans, i, j, |i, j| triangle(&a, upper, unit, i, j));
            if solve {
                trsv(n, lower, element, x);
            } else {
                trmv(n, element, x);
            }
        }
    })
}

/// trmv and trsv (`$solve`): A in full.
macro_rules! trmv {
    ($t:ty, $c:ty, $solve:literal; $($names:ident),+; $($names64:ident),+) => {
        exports!(|handle, uplo, trans, diag, n, a, lda, x, incx, batch_count| {
            triangular_call::<$t>(handle, $solve, (uplo, trans, diag), n, Scheme::Full { lda }, a, x, incx, batch_count)
        }; [$($names),+] [$($names64),+];
            pass uplo: rocblas_fill, pass trans: rocblas_operation, pass diag: rocblas_diagonal, int n,
            read a [stride_a]: $c, int lda, stride stride_a, write x [stride_x]: $c, int incx, stride stride_x,);
    };
}

/// tbmv and tbsv (`$solve`): A as a band of `k` super- (or sub-) diagonals.
macro_rules! tbmv {
    ($t:ty, $c:ty, $solve:literal; $($names:ident),+; $($names64:ident),+) => {
        exports!(|handle, uplo, trans, diag, n, k, a, lda, x, incx, batch_count| {
            triangular_call::<$t>(handle, $solve, (uplo, trans, diag), n, Scheme::Band { k, lda }, a, x, incx, batch_count)
        }; [$($names),+] [$($names64),+];
            pass uplo: rocblas_fill, pass trans: rocblas_operation, pass diag: rocblas_diagonal, int n, int k,
            read a [stride_a]: $c, int lda, stride stride_a, write x [stride_x]: $c, int incx, stride stride_x,);
    };
}

/// tpmv and tpsv (`$solve`): A packed.
macro_rules! tpmv {
    ($t:ty, $c:ty, $solve:literal; $($names:ident),+; $($names64:ident),+) => {
        exports!(|handle, uplo, trans, diag, n, ap, x, incx, batch_count| {
            triangular_call::<$t>(handle, $solve, (uplo, trans, diag), n, Scheme::Packed, ap, x, incx, batch_count)
        }; [$($names),+] [$($names64),+];
            pass uplo: rocblas_fill, pass trans: rocblas_operation, pass diag: rocblas_diagonal, int n,
            read ap [stride_a]: $c, stride stride_a, write x [stride_x]: $c, int incx, stride stride_x,);
    };
}

trmv!(f32, f32, false; rocblas_strmv, rocblas_strmv_batched, rocblas_strmv_strided_batched; rocblas_strmv_64, rocblas_strmv_batched_64, rocblas_strmv_strided_batched_64);
trmv!(f32, f32, true; rocblas_strsv, rocblas_strsv_batched, rocblas_strsv_strided_batched; rocblas_strsv_64, rocblas_strsv_batched_64, rocblas_strsv_strided_batched_64);
tbmv!(f32, f32, false; rocblas_stbmv, rocblas_stbmv_batched, rocblas_stbmv_strided_batched; rocblas_stbmv_64, rocblas_stbmv_batched_64, rocblas_stbmv_strided_batched_64);
tbmv!(f32, f32, true; rocblas_stbsv, rocblas_stbsv_batched, rocblas_stbsv_strided_batched; rocblas_stbsv_64, rocblas_stbsv_batched_64, rocblas_stbsv_strided_batched_64);
tpmv!(f32, f32, false; rocblas_stpmv, rocblas_stpmv_batched, rocblas_stpmv_strided_batched; rocblas_stpmv_64, rocblas_stpmv_batched_64, rocblas_stpmv_strided_batched_64);
tpmv!(f32, f32, true; rocblas_stpsv, rocblas_stpsv_batched, rocblas_stpsv_strided_batched; rocblas_stpsv_64, rocblas_stpsv_batched_64, rocblas_stpsv_strided_batched_64);
trmv!(f64, f64, false; rocblas_dtrmv, rocblas_dtrmv_batched, rocblas_dtrmv_strided_batched; rocblas_dtrmv_64, rocblas_dtrmv_batched_64, rocblas_dtrmv_strided_batched_64);
trmv!(f64, f64, true; rocblas_dtrsv, rocblas_dtrsv_batched, rocblas_dtrsv_strided_batched; rocblas_dtrsv_64, rocblas_dtrsv_batched_64, rocblas_dtrsv_strided_batched_64);
tbmv!(f64, f64, false; rocblas_dtbmv, rocblas_dtbmv_batched, rocblas_dtbmv_strided_batched; rocblas_dtbmv_64, rocblas_dtbmv_batched_64, rocblas_dtbmv_strided_batched_64);
tbmv!(f64, f64, true; rocblas_dtbsv, rocblas_dtbsv_batched, rocblas_dtbsv_strided_batched; rocblas_dtbsv_64, rocblas_dtbsv_batched_64, rocblas_dtbsv_strided_batched_64);
tpmv!(f64, f64, false; rocblas_dtpmv, rocblas_dtpmv_batched, rocblas_dtpmv_strided_batched; rocblas_dtpmv_64, rocblas_dtpmv_batched_64, rocblas_dtpmv_strided_batched_64);
tpmv!(f64, f64, true; rocblas_dtpsv, rocblas_dtpsv_batched, rocblas_dtpsv_strided_batched; rocblas_dtpsv_64, rocblas_dtpsv_batched_64, rocblas_dtpsv_strided_batched_64);
trmv!(C32, rocblas_float_complex, false; rocblas_ctrmv, rocblas_ctrmv_batched, rocblas_ctrmv_strided_batched; rocblas_ctrmv_64, rocblas_ctrmv_batched_64, rocblas_ctrmv_strided_batched_64);
trmv!(C32, rocblas_float_complex, true; rocblas_ctrsv, rocblas_ctrsv_batched, rocblas_ctrsv_strided_batched; rocblas_ctrsv_64, rocblas_ctrsv_batched_64, rocblas_ctrsv_strided_batched_64);
tbmv!(C32, rocblas_float_complex, false; rocblas_ctbmv, rocblas_ctbmv_batched, rocblas_ctbmv_strided_batched; rocblas_ctbmv_64, rocblas_ctbmv_batched_64, rocblas_ctbmv_strided_batched_64);
tbmv!(C32, rocblas_float_complex, true; rocblas_ctbsv, rocblas_ctbsv_batched, rocblas_ctbsv_strided_batched; rocblas_ctbsv_64, rocblas_ctbsv_batched_64, rocblas_ctbsv_strided_batched_64);
tpmv!(C32, rocblas_float_complex, false; rocblas_ctpmv, rocblas_ctpmv_batched, rocblas_ctpmv_strided_batched; rocblas_ctpmv_64, rocblas_ctpmv_batched_64, rocblas_ctpmv_strided_batched_64);
tpmv!(C32, rocblas_float_complex, true; rocblas_ctpsv, rocblas_ctpsv_batched, rocblas_ctpsv_strided_batched; rocblas_ctpsv_64, rocblas_ctpsv_batched_64, rocblas_ctpsv_strided_batched_64);
trmv!(C64, rocblas_double_complex, false; rocblas_ztrmv, rocblas_ztrmv_batched, rocblas_ztrmv_strided_batched; rocblas_ztrmv_64, rocblas_ztrmv_batched_64, rocblas_ztrmv_strided_batched_64);
trmv!(C64, rocblas_double_complex, true; rocblas_ztrsv, rocblas_ztrsv_batched, rocblas_ztrsv_strided_batched; rocblas_ztrsv_64, rocblas_ztrsv_batched_64, rocblas_ztrsv_strided_batched_64);
tbmv!(C64, rocblas_double_complex, false; rocblas_ztbmv, rocblas_ztbmv_batched, rocblas_ztbmv_strided_batched; rocblas_ztbmv_64, rocblas_ztbmv_batched_64, rocblas_ztbmv_strided_batched_64);
tbmv!(C64, rocblas_double_complex, true; rocblas_ztbsv, rocblas_ztbsv_batched, rocblas_ztbsv_strided_batched; rocblas_ztbsv_64, rocblas_ztbsv_batched_64, rocblas_ztbsv_strided_batched_64);
tpmv!(C64, rocblas_double_complex, false; rocblas_ztpmv, rocblas_ztpmv_batched, rocblas_ztpmv_strided_batched; rocblas_ztpmv_64, rocblas_ztpmv_batched_64, rocblas_ztpmv_strided_batched_64);
tpmv!(C64, rocblas_double_complex, true; rocblas_ztpsv, rocblas_ztpsv_batched, rocblas_ztpsv_strided_batched; rocblas_ztpsv_64, rocblas_ztpsv_batched_64, rocblas_ztpsv_strided_batched_64);
