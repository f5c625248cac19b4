//! Symmetric and Hermitian products `y := alpha A x + beta y`, A stored as one triangle:
//! in full (symv, hemv), as a band (sbmv, hbmv) or packed (spmv, hpmv).

use rocblas_sys::{rocblas_double_complex, rocblas_fill, rocblas_float_complex, rocblas_int};
use rocuda_host_linalg::args::Batch;
use rocuda_host_linalg::{BlasResult, C32, C64, Scalar as Element};

use super::{Product, Scheme, product, sizes, symmetric, upper};
use crate::forms::exports;
use crate::handle::Handle;

/// rocBLAS's checks, in its order: handle; fill; sizes; nothing to do; then [`product`]'s.
fn symmetric_call<T: Element>(
    handle: &Handle,
    hermitian: bool,
    uplo: rocblas_fill,
    n: i64,
    storage: Scheme,
    alpha: *const T,
    a: Batch<T>,
    x: Batch<T>,
    incx: i64,
    beta: *const T,
    y: Batch<T>,
    incy: i64,
    batch_count: i64,
) -> BlasResult {
    let upper = upper(uplo)?;
    sizes(n >= 0 && storage.valid(n) && incx != 0 && incy != 0 && batch_count >= 0)?;
    if n == 0 || batch_count == 0 {
        return Ok(());
    }
    let p = Product { rows: n, cols: n, a, layout: storage.layout(upper, n), x, incx, y, incy, batch_count };
    let element = move |a: &super::View<T>, i, j| symmetric(a, upper, hermitian, i, j);
    // SAFETY: rocBLAS's contract: in host pointer mode `alpha` and `beta` are null or the
    // caller's readable values, as `product` requires.
    unsafe { product(handle, alpha, beta, p, element) }
}

/// symv (`HERMITIAN = false`) and hemv.
pub(super) fn symv_call<T: Element, const HERMITIAN: bool>(
    handle: &Handle,
    uplo: rocblas_fill,
    n: i64,
    alpha: *const T,
    a: Batch<T>,
    lda: i64,
    x: Batch<T>,
    incx: i64,
    beta: *const T,
    y: Batch<T>,
    incy: i64,
    batch_count: i64,
) -> BlasResult {
    let storage = Scheme::Full { lda };
    symmetric_call(handle, HERMITIAN, uplo, n, storage, alpha, a, x, incx, beta, y, incy, batch_count)
}

/// sbmv (`HERMITIAN = false`) and hbmv: `k` super- (or sub-) diagonals.
pub(super) fn sbmv_call<T: Element, const HERMITIAN: bool>(
    handle: &Handle,
    uplo: rocblas_fill,
    n: i64,
    k: i64,
    alpha: *const T,
    a: Batch<T>,
    lda: i64,
    x: Batch<T>,
    incx: i64,
    beta: *const T,
    y: Batch<T>,
    incy: i64,
    batch_count: i64,
) -> BlasResult {
    let storage = Scheme::Band { k, lda };
    symmetric_call(handle, HERMITIAN, uplo, n, storage, alpha, a, x, incx, beta, y, incy, batch_count)
}

/// spmv (`HERMITIAN = false`) and hpmv.
pub(super) fn spmv_call<T: Element, const HERMITIAN: bool>(
    handle: &Handle,
    uplo: rocblas_fill,
    n: i64,
    alpha: *const T,
    ap: Batch<T>,
    x: Batch<T>,
    incx: i64,
    beta: *const T,
    y: Batch<T>,
    incy: i64,
    batch_count: i64,
) -> BlasResult {
    symmetric_call(handle, HERMITIAN, uplo, n, Scheme::Packed, alpha, ap, x, incx, beta, y, incy, batch_count)
}

macro_rules! symv_family {
    ($t:ty, $c:ty, $int:ty, $h:literal, $mv:ident, $mv_b:ident, $mv_sb:ident, $bmv:ident, $bmv_b:ident, $bmv_sb:ident) => {
        exports!(symv_call::<$t, $h>; $int; $mv, $mv_b, $mv_sb;
            pass uplo: rocblas_fill, int n, ptr alpha: $c, read a [stride_a]: $c, int lda, stride stride_a,
            read x [stride_x]: $c, int incx, stride stride_x, ptr beta: $c, write y [stride_y]: $c, int incy, stride stride_y,);
        exports!(sbmv_call::<$t, $h>; $int; $bmv, $bmv_b, $bmv_sb;
            pass uplo: rocblas_fill, int n, int k, ptr alpha: $c, read a [stride_a]: $c, int lda, stride stride_a,
            read x [stride_x]: $c, int incx, stride stride_x, ptr beta: $c, write y [stride_y]: $c, int incy, stride stride_y,);
    };
}

macro_rules! spmv_family {
    ($t:ty, $c:ty, $int:ty, $h:literal, $pmv:ident, $pmv_b:ident, $pmv_sb:ident) => {
        exports!(spmv_call::<$t, $h>; $int; $pmv, $pmv_b, $pmv_sb;
            pass uplo: rocblas_fill, int n, ptr alpha: $c, read ap [stride_a]: $c, stride stride_a,
            read x [stride_x]: $c, int incx, stride stride_x, ptr beta: $c, write y [stride_y]: $c, int incy, stride stride_y,);
    };
}

symv_family!(
    f32,
    f32,
    rocblas_int,
    false,
    rocblas_ssymv,
    rocblas_ssymv_batched,
    rocblas_ssymv_strided_batched,
    rocblas_ssbmv,
    rocblas_ssbmv_batched,
    rocblas_ssbmv_strided_batched
);
symv_family!(
    f64,
    f64,
    rocblas_int,
    false,
    rocblas_dsymv,
    rocblas_dsymv_batched,
    rocblas_dsymv_strided_batched,
    rocblas_dsbmv,
    rocblas_dsbmv_batched,
    rocblas_dsbmv_strided_batched
);
symv_family!(
    C32,
    rocblas_float_complex,
    rocblas_int,
    true,
    rocblas_chemv,
    rocblas_chemv_batched,
    rocblas_chemv_strided_batched,
    rocblas_chbmv,
    rocblas_chbmv_batched,
    rocblas_chbmv_strided_batched
);
symv_family!(
    C64,
    rocblas_double_complex,
    rocblas_int,
    true,
    rocblas_zhemv,
    rocblas_zhemv_batched,
    rocblas_zhemv_strided_batched,
    rocblas_zhbmv,
    rocblas_zhbmv_batched,
    rocblas_zhbmv_strided_batched
);
symv_family!(
    f32,
    f32,
    i64,
    false,
    rocblas_ssymv_64,
    rocblas_ssymv_batched_64,
    rocblas_ssymv_strided_batched_64,
    rocblas_ssbmv_64,
    rocblas_ssbmv_batched_64,
    rocblas_ssbmv_strided_batched_64
);
symv_family!(
    f64,
    f64,
    i64,
    false,
    rocblas_dsymv_64,
    rocblas_dsymv_batched_64,
    rocblas_dsymv_strided_batched_64,
    rocblas_dsbmv_64,
    rocblas_dsbmv_batched_64,
    rocblas_dsbmv_strided_batched_64
);
symv_family!(
    C32,
    rocblas_float_complex,
    i64,
    true,
    rocblas_chemv_64,
    rocblas_chemv_batched_64,
    rocblas_chemv_strided_batched_64,
    rocblas_chbmv_64,
    rocblas_chbmv_batched_64,
    rocblas_chbmv_strided_batched_64
);
symv_family!(
    C64,
    rocblas_double_complex,
    i64,
    true,
    rocblas_zhemv_64,
    rocblas_zhemv_batched_64,
    rocblas_zhemv_strided_batched_64,
    rocblas_zhbmv_64,
    rocblas_zhbmv_batched_64,
    rocblas_zhbmv_strided_batched_64
);

/// The complex symmetric (not Hermitian) product of full storage.
macro_rules! csymv {
    ($t:ty, $c:ty, $int:ty, $mv:ident, $mv_b:ident, $mv_sb:ident) => {
        exports!(symv_call::<$t, false>; $int; $mv, $mv_b, $mv_sb;
            pass uplo: rocblas_fill, int n, ptr alpha: $c, read a [stride_a]: $c, int lda, stride stride_a,
            read x [stride_x]: $c, int incx, stride stride_x, ptr beta: $c, write y [stride_y]: $c, int incy, stride stride_y,);
    };
}

csymv!(C32, rocblas_float_complex, rocblas_int, rocblas_csymv, rocblas_csymv_batched, rocblas_csymv_strided_batched);
csymv!(C64, rocblas_double_complex, rocblas_int, rocblas_zsymv, rocblas_zsymv_batched, rocblas_zsymv_strided_batched);
csymv!(C32, rocblas_float_complex, i64, rocblas_csymv_64, rocblas_csymv_batched_64, rocblas_csymv_strided_batched_64);
csymv!(C64, rocblas_double_complex, i64, rocblas_zsymv_64, rocblas_zsymv_batched_64, rocblas_zsymv_strided_batched_64);

spmv_family!(f32, f32, rocblas_int, false, rocblas_sspmv, rocblas_sspmv_batched, rocblas_sspmv_strided_batched);
spmv_family!(f64, f64, rocblas_int, false, rocblas_dspmv, rocblas_dspmv_batched, rocblas_dspmv_strided_batched);
spmv_family!(C32, rocblas_float_complex, rocblas_int, true, rocblas_chpmv, rocblas_chpmv_batched, rocblas_chpmv_strided_batched);
spmv_family!(C64, rocblas_double_complex, rocblas_int, true, rocblas_zhpmv, rocblas_zhpmv_batched, rocblas_zhpmv_strided_batched);
spmv_family!(f32, f32, i64, false, rocblas_sspmv_64, rocblas_sspmv_batched_64, rocblas_sspmv_strided_batched_64);
spmv_family!(f64, f64, i64, false, rocblas_dspmv_64, rocblas_dspmv_batched_64, rocblas_dspmv_strided_batched_64);
spmv_family!(C32, rocblas_float_complex, i64, true, rocblas_chpmv_64, rocblas_chpmv_batched_64, rocblas_chpmv_strided_batched_64);
spmv_family!(C64, rocblas_double_complex, i64, true, rocblas_zhpmv_64, rocblas_zhpmv_batched_64, rocblas_zhpmv_strided_batched_64);
