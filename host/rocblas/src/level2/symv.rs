//! Symmetric and Hermitian products `y := alpha A x + beta y`, A stored as one triangle:
//! in full (symv, hemv), as a band (sbmv, hbmv) or packed (spmv, hpmv).

use rocblas_sys::{rocblas_double_complex, rocblas_fill, rocblas_float_complex};
use rocuda_host_linalg::{BlasResult, C32, C64, Scalar as Element};

use super::{Operands, Scheme, View, product, sizes, symmetric, upper};
use crate::forms::exports;
use crate::handle::Handle;

/// rocBLAS's checks, in its order: handle; fill; sizes; nothing to do; then [`product`]'s.
fn symmetric_call<T: Element>(handle: &Handle, hermitian: bool, uplo: rocblas_fill, n: i64, storage: Scheme, operands: Operands<T, T, T>) -> BlasResult {
    let upper = upper(uplo)?;
    sizes(n >= 0 && storage.valid(n) && operands.valid())?;
    if n == 0 || operands.batch_count == 0 {
        return Ok(());
    }
    let element = move |a: &View<T>, i, j| symmetric(a, upper, hermitian, i, j);
    // SAFETY: rocBLAS's contract: in host pointer mode `alpha` and `beta` are null or the
    // caller's readable values, as `product` requires.
    unsafe { product(handle, (n, n), storage.layout(upper, n), operands, element) }
}

/// symv and hemv (`$h`): A in full.
macro_rules! symv {
    ($t:ty, $c:ty, $h:literal; $($names:ident),+; $($names64:ident),+) => {
        exports!(|handle, uplo, n, alpha, a, lda, x, incx, beta, y, incy, batch_count| {
            let operands = Operands { alpha, a, x: (x, incx), beta, y: (y, incy), batch_count };
            symmetric_call::<$t>(handle, $h, uplo, n, Scheme::Full { lda }, operands)
        }; [$($names),+] [$($names64),+];
            pass uplo: rocblas_fill, int n, ptr alpha: $c, read a [stride_a]: $c, int lda, stride stride_a,
            read x [stride_x]: $c, int incx, stride stride_x, ptr beta: $c, write y [stride_y]: $c, int incy, stride stride_y,);
    };
}

/// sbmv and hbmv (`$h`): A as a band of `k` super- (or sub-) diagonals.
macro_rules! sbmv {
    ($t:ty, $c:ty, $h:literal; $($names:ident),+; $($names64:ident),+) => {
        exports!(|handle, uplo, n, k, alpha, a, lda, x, incx, beta, y, incy, batch_count| {
            let operands = Operands { alpha, a, x: (x, incx), beta, y: (y, incy), batch_count };
            symmetric_call::<$t>(handle, $h, uplo, n, Scheme::Band { k, lda }, operands)
        }; [$($names),+] [$($names64),+];
            pass uplo: rocblas_fill, int n, int k, ptr alpha: $c, read a [stride_a]: $c, int lda, stride stride_a,
            read x [stride_x]: $c, int incx, stride stride_x, ptr beta: $c, write y [stride_y]: $c, int incy, stride stride_y,);
    };
}

/// spmv and hpmv (`$h`): A packed.
macro_rules! spmv {
    ($t:ty, $c:ty, $h:literal; $($names:ident),+; $($names64:ident),+) => {
        exports!(|handle, uplo, n, alpha, ap, x, incx, beta, y, incy, batch_count| {
            let operands = Operands { alpha, a: ap, x: (x, incx), beta, y: (y, incy), batch_count };
            symmetric_call::<$t>(handle, $h, uplo, n, Scheme::Packed, operands)
        }; [$($names),+] [$($names64),+];
            pass uplo: rocblas_fill, int n, ptr alpha: $c, read ap [stride_a]: $c, stride stride_a,
            read x [stride_x]: $c, int incx, stride stride_x, ptr beta: $c, write y [stride_y]: $c, int incy, stride stride_y,);
    };
}

symv!(f32, f32, false; rocblas_ssymv, rocblas_ssymv_batched, rocblas_ssymv_strided_batched; rocblas_ssymv_64, rocblas_ssymv_batched_64, rocblas_ssymv_strided_batched_64);
symv!(f64, f64, false; rocblas_dsymv, rocblas_dsymv_batched, rocblas_dsymv_strided_batched; rocblas_dsymv_64, rocblas_dsymv_batched_64, rocblas_dsymv_strided_batched_64);
symv!(C32, rocblas_float_complex, false; rocblas_csymv, rocblas_csymv_batched, rocblas_csymv_strided_batched; rocblas_csymv_64, rocblas_csymv_batched_64, rocblas_csymv_strided_batched_64);
symv!(C64, rocblas_double_complex, false; rocblas_zsymv, rocblas_zsymv_batched, rocblas_zsymv_strided_batched; rocblas_zsymv_64, rocblas_zsymv_batched_64, rocblas_zsymv_strided_batched_64);
symv!(C32, rocblas_float_complex, true; rocblas_chemv, rocblas_chemv_batched, rocblas_chemv_strided_batched; rocblas_chemv_64, rocblas_chemv_batched_64, rocblas_chemv_strided_batched_64);
symv!(C64, rocblas_double_complex, true; rocblas_zhemv, rocblas_zhemv_batched, rocblas_zhemv_strided_batched; rocblas_zhemv_64, rocblas_zhemv_batched_64, rocblas_zhemv_strided_batched_64);
sbmv!(f32, f32, false; rocblas_ssbmv, rocblas_ssbmv_batched, rocblas_ssbmv_strided_batched; rocblas_ssbmv_64, rocblas_ssbmv_batched_64, rocblas_ssbmv_strided_batched_64);
sbmv!(f64, f64, false; rocblas_dsbmv, rocblas_dsbmv_batched, rocblas_dsbmv_strided_batched; rocblas_dsbmv_64, rocblas_dsbmv_batched_64, rocblas_dsbmv_strided_batched_64);
sbmv!(C32, rocblas_float_complex, true; rocblas_chbmv, rocblas_chbmv_batched, rocblas_chbmv_strided_batched; rocblas_chbmv_64, rocblas_chbmv_batched_64, rocblas_chbmv_strided_batched_64);
sbmv!(C64, rocblas_double_complex, true; rocblas_zhbmv, rocblas_zhbmv_batched, rocblas_zhbmv_strided_batched; rocblas_zhbmv_64, rocblas_zhbmv_batched_64, rocblas_zhbmv_strided_batched_64);
spmv!(f32, f32, false; rocblas_sspmv, rocblas_sspmv_batched, rocblas_sspmv_strided_batched; rocblas_sspmv_64, rocblas_sspmv_batched_64, rocblas_sspmv_strided_batched_64);
spmv!(f64, f64, false; rocblas_dspmv, rocblas_dspmv_batched, rocblas_dspmv_strided_batched; rocblas_dspmv_64, rocblas_dspmv_batched_64, rocblas_dspmv_strided_batched_64);
spmv!(C32, rocblas_float_complex, true; rocblas_chpmv, rocblas_chpmv_batched, rocblas_chpmv_strided_batched; rocblas_chpmv_64, rocblas_chpmv_batched_64, rocblas_chpmv_strided_batched_64);
spmv!(C64, rocblas_double_complex, true; rocblas_zhpmv, rocblas_zhpmv_batched, rocblas_zhpmv_strided_batched; rocblas_zhpmv_64, rocblas_zhpmv_batched_64, rocblas_zhpmv_strided_batched_64);
