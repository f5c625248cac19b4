//! gemv (`y := alpha op(A) x + beta y`, A general), its mixed-precision batched forms
//! (16-bit A, x and y, f32 arithmetic), and gbmv (A banded).

use rocblas_sys::{rocblas_bfloat16, rocblas_double_complex, rocblas_float_complex, rocblas_half, rocblas_int, rocblas_operation};
use rocuda_host_linalg::{BlasResult, C32, C64, Scalar as Element, Stored, bf16, f16};

use super::{Layout, Op, Operands, View, op, operation, product, sizes};
use crate::forms::exports;
use crate::handle::Handle;

/// gemv, and gbmv (`band`: `kl` sub- and `ku` superdiagonals), of the `m × n` A with leading
/// dimension `lda`. rocBLAS's checks, in its order: handle; operation; sizes; nothing to do;
/// then [`product`]'s.
fn general_call<T: Element, A: Stored<T> + Default, Y: Stored<T>>(
    handle: &Handle,
    trans: rocblas_operation,
    (m, n): (i64, i64),
    band: Option<(i64, i64)>,
    lda: i64,
    operands: Operands<T, A, Y>,
) -> BlasResult {
    let trans = operation(trans)?;
    let stored = band.map_or(lda >= m && lda >= 1, |(kl, ku)| kl >= 0 && ku >= 0 && lda > kl + ku);
    sizes(m >= 0 && n >= 0 && stored && operands.valid())?;
    if m == 0 || n == 0 || operands.batch_count == 0 {
        return Ok(());
    }
    let layout = band.map_or(Layout::Full { rows: m, cols: n, ld: lda }, |(kl, ku)| Layout::Band { kl, ku, cols: n, ld: lda });
    let dims = if trans == Op::N { (m, n) } else { (n, m) };
    // A band's rows below the matrix's last are outside its storage as well.
    let element = move |a: &View<A>, i, j| op(trans, i, j, |i, j| if i < m { a.get(i, j).load() } else { T::ZERO });
    // SAFETY: rocBLAS's contract: in host pointer mode `alpha` and `beta` are null or the
    // caller's readable values, as `product` requires.
    unsafe { product(handle, dims, layout, operands, element) }
}

macro_rules! gemv {
    ($t:ty, $c:ty; $($names:ident),+; $($names64:ident),+) => {
        exports!(|handle, trans, m, n, alpha, a, lda, x, incx, beta, y, incy, batch_count| {
            general_call::<$t, $t, $t>(handle, trans, (m, n), None, lda, Operands { alpha, a, x: (x, incx), beta, y: (y, incy), batch_count })
        }; [$($names),+] [$($names64),+];
            pass trans: rocblas_operation, int m, int n, ptr alpha: $c, read a [stride_a]: $c, int lda, stride stride_a,
            read x [stride_x]: $c, int incx, stride stride_x, ptr beta: $c, write y [stride_y]: $c, int incy, stride stride_y,);
    };
}

macro_rules! gbmv {
    ($t:ty, $c:ty; $($names:ident),+; $($names64:ident),+) => {
        exports!(|handle, trans, m, n, kl, ku, alpha, a, lda, x, incx, beta, y, incy, batch_count| {
            let operands = Operands { alpha, a, x: (x, incx), beta, y: (y, incy), batch_count };
            general_call::<$t, $t, $t>(handle, trans, (m, n), Some((kl, ku)), lda, operands)
        }; [$($names),+] [$($names64),+];
            pass trans: rocblas_operation, int m, int n, int kl, int ku, ptr alpha: $c, read a [stride_a]: $c, int lda,
            stride stride_a, read x [stride_x]: $c, int incx, stride stride_x, ptr beta: $c, write y [stride_y]: $c,
            int incy, stride stride_y,);
    };
}

gemv!(f32, f32; rocblas_sgemv, rocblas_sgemv_batched, rocblas_sgemv_strided_batched; rocblas_sgemv_64, rocblas_sgemv_batched_64, rocblas_sgemv_strided_batched_64);
gbmv!(f32, f32; rocblas_sgbmv, rocblas_sgbmv_batched, rocblas_sgbmv_strided_batched; rocblas_sgbmv_64, rocblas_sgbmv_batched_64, rocblas_sgbmv_strided_batched_64);
gemv!(f64, f64; rocblas_dgemv, rocblas_dgemv_batched, rocblas_dgemv_strided_batched; rocblas_dgemv_64, rocblas_dgemv_batched_64, rocblas_dgemv_strided_batched_64);
gbmv!(f64, f64; rocblas_dgbmv, rocblas_dgbmv_batched, rocblas_dgbmv_strided_batched; rocblas_dgbmv_64, rocblas_dgbmv_batched_64, rocblas_dgbmv_strided_batched_64);
gemv!(C32, rocblas_float_complex; rocblas_cgemv, rocblas_cgemv_batched, rocblas_cgemv_strided_batched; rocblas_cgemv_64, rocblas_cgemv_batched_64, rocblas_cgemv_strided_batched_64);
gbmv!(C32, rocblas_float_complex; rocblas_cgbmv, rocblas_cgbmv_batched, rocblas_cgbmv_strided_batched; rocblas_cgbmv_64, rocblas_cgbmv_batched_64, rocblas_cgbmv_strided_batched_64);
gemv!(C64, rocblas_double_complex; rocblas_zgemv, rocblas_zgemv_batched, rocblas_zgemv_strided_batched; rocblas_zgemv_64, rocblas_zgemv_batched_64, rocblas_zgemv_strided_batched_64);
gbmv!(C64, rocblas_double_complex; rocblas_zgbmv, rocblas_zgbmv_batched, rocblas_zgbmv_strided_batched; rocblas_zgbmv_64, rocblas_zgbmv_batched_64, rocblas_zgbmv_strided_batched_64);

/// The mixed-precision gemv: A and x of type `$ab`, y of type `$yc`, f32 scalars and arithmetic.
macro_rules! mixed_gemv {
    ($ab:ty, $ac:ty, $yb:ty, $yc:ty, $int:ty, $batched:ident, $strided:ident) => {
        exports!(@forms |handle, trans, m, n, alpha, a, lda, x, incx, beta, y, incy, batch_count| {
            general_call::<f32, $ab, $yb>(handle, trans, (m, n), None, lda, Operands { alpha, a, x: (x, incx), beta, y: (y, incy), batch_count })
        }; $int; $batched, $strided;
            pass trans: rocblas_operation, int m, int n, ptr alpha: f32, read a [stride_a]: $ac, int lda, stride stride_a,
            read x [stride_x]: $ac, int incx, stride stride_x, ptr beta: f32, write y [stride_y]: $yc, int incy, stride stride_y,);
    };
}

mixed_gemv!(f16, rocblas_half, f16, rocblas_half, rocblas_int, rocblas_hshgemv_batched, rocblas_hshgemv_strided_batched);
mixed_gemv!(f16, rocblas_half, f32, f32, rocblas_int, rocblas_hssgemv_batched, rocblas_hssgemv_strided_batched);
mixed_gemv!(bf16, rocblas_bfloat16, bf16, rocblas_bfloat16, rocblas_int, rocblas_tstgemv_batched, rocblas_tstgemv_strided_batched);
mixed_gemv!(bf16, rocblas_bfloat16, f32, f32, rocblas_int, rocblas_tssgemv_batched, rocblas_tssgemv_strided_batched);
mixed_gemv!(f16, rocblas_half, f16, rocblas_half, i64, rocblas_hshgemv_batched_64, rocblas_hshgemv_strided_batched_64);
mixed_gemv!(f16, rocblas_half, f32, f32, i64, rocblas_hssgemv_batched_64, rocblas_hssgemv_strided_batched_64);
mixed_gemv!(bf16, rocblas_bfloat16, bf16, rocblas_bfloat16, i64, rocblas_tstgemv_batched_64, rocblas_tstgemv_strided_batched_64);
mixed_gemv!(bf16, rocblas_bfloat16, f32, f32, i64, rocblas_tssgemv_batched_64, rocblas_tssgemv_strided_batched_64);
