//! Rank-1 and rank-2 updates: ger, geru, gerc (`A += alpha x y^T`, `x y^H`); syr, her
//! (`A += alpha x x^T`, `x x^H`) and syr2, her2 (`A += alpha x y^T + alpha y x^T`,
//! `alpha x y^H + conj(alpha) y x^H`), in full storage or packed (spr, hpr, spr2, hpr2). Only the
//! stored triangle is written; a Hermitian diagonal is written real.

use std::convert::identity;

use rocblas_sys::{rocblas_double_complex, rocblas_fill, rocblas_float_complex};
use rocuda_host_linalg::BlasResult;
use rocuda_host_linalg::args::{Batch, Scalar};
use rocuda_host_linalg::{C32, C64, Scalar as Element};

use super::{Layout, Scheme, View, in_triangle, pointers, sizes, update, upper};
use crate::boundary::enqueue;
use crate::forms::exports;
use crate::handle::Handle;

/// Which update.
#[derive(Clone, Copy)]
enum Kind {
    /// `A += alpha x y^T` (`y^H` when `conjugate`), A general `m × n`.
    Ger { conjugate: bool },
    /// `A += alpha x x^T` (`x^H` when `hermitian`) on the `upper` (or lower) triangle.
    Rank1 { upper: bool, hermitian: bool },
    /// `A += alpha x y^T + alpha y x^T` (`alpha x y^H + conj(alpha) y x^H` when `hermitian`).
    Rank2 { upper: bool, hermitian: bool },
}

/// One update's arguments as the exports pass them: `alpha`, read as `S` (real for her and
/// hpr) and made an element by the function beside it; x; y, absent for the rank-1 updates;
/// A; the batch.
struct Operands<T, S> {
    alpha: (*const S, fn(S) -> T),
    x: (Batch<T>, i64),
    y: Option<(Batch<T>, i64)>,
    a: Batch<T>,
    batch_count: i64,
}

impl<T, S> Operands<T, S> {
    /// Whether x's and y's increments are valid ones: any but zero.
    fn increments_valid(&self) -> bool {
        self.x.1 != 0 && self.y.as_ref().is_none_or(|(_, incy)| *incy != 0)
    }
}

/// The checks after the sizes', in rocBLAS's order (alpha; in host pointer mode alpha = 0 is
/// nothing to do; the arrays), then the update queued.
fn queue<T: Element, S: Copy + Default + PartialEq + Send + 'static>(
    handle: &Handle,
    kind: Kind,
    (m, n): (i64, i64),
    layout: Layout,
    Operands { alpha: (alpha, to), x: (x, incx), y, a, batch_count }: Operands<T, S>,
) -> BlasResult {
    pointers(&[alpha.is_null()])?;
    // SAFETY: in host pointer mode `alpha` is the caller's scalar.
    let alpha = unsafe { Scalar::new(handle.device_pointers(), alpha)? };
    if alpha.known() == Some(S::default()) {
        return Ok(());
    }
    a.check()?;
    x.check()?;
    if let Some((y, _)) = y {
        y.check()?;
    }
    enqueue(handle.stream(), move || {
        // SAFETY: the job runs in stream order, when rocBLAS's contract makes `alpha` readable
        // in device pointer mode.
        let alpha = unsafe { alpha.get() };
        if alpha == S::default() {
            return;
        }
        let alpha = to(alpha);
        for b in 0..batch_count {
            // SAFETY: the job runs in stream order, when rocBLAS's contract makes problem b's A
            // (what `layout` stores) readable and writable, its x's m elements and y's n
            // readable.
            let (a, x, y) = unsafe {
                let x = x.vector(b, m, incx);
                (View::of(a, b, layout), x, y.map_or(x, |(y, incy)| y.vector(b, n, incy)))
            };
            match kind {
                Kind::Ger { conjugate } => {
                    let c = |v: T| if conjugate { v.conj() } else { v };
                    update(m, n, &a, |_, _| true, false, |i, j| alpha * x.get(i) * c(y.get(j)));
                }
                Kind::Rank1 { upper, hermitian } => {
                    let c = |v: T| if hermitian { v.conj() } else { v };
                    let inside = |i, j| in_triangle(upper, i, j);
                    update(n, n, &a, inside, hermitian, |i, j| alpha * x.get(i) * c(x.get(j)));
                }
                Kind::Rank2 { upper, hermitian } => {
                    let c = |v: T| if hermitian { v.conj() } else { v };
                    let inside = |i, j| in_triangle(upper, i, j);
                    let delta = |i, j| alpha * x.get(i) * c(y.get(j)) + c(alpha) * y.get(i) * c(x.get(j));
                    update(n, n, &a, inside, hermitian, delta);
                }
            }
        }
    })
}

/// ger and geru (not `conjugate`) and gerc, A `m × n` with leading dimension `lda`. rocBLAS's
/// checks: handle; sizes; nothing to do.
fn ger_call<T: Element>(handle: &Handle, conjugate: bool, (m, n): (i64, i64), lda: i64, operands: Operands<T, T>) -> BlasResult {
    let batch_count = operands.batch_count;
    sizes(m >= 0 && n >= 0 && operands.increments_valid() && lda >= m && lda >= 1 && batch_count >= 0)?;
    if m == 0 || n == 0 || batch_count == 0 {
        return Ok(());
    }
    queue(handle, Kind::Ger { conjugate }, (m, n), Layout::Full { rows: m, cols: n, ld: lda }, operands)
}

/// ger, geru and gerc (`$conjugate`).
macro_rules! ger {
    ($t:ty, $c:ty, $conjugate:literal; $($names:ident),+; $($names64:ident),+) => {
        exports!(|handle, m, n, alpha, x, incx, y, incy, a, lda, batch_count| {
            let operands = Operands { alpha: (alpha, identity), x: (x, incx), y: Some((y, incy)), a, batch_count };
            ger_call::<$t>(handle, $conjugate, (m, n), lda, operands)
        }; [$($names),+] [$($names64),+];
            int m, int n, ptr alpha: $c, read x [stride_x]: $c, int incx, stride stride_x, read y [stride_y]: $c, int incy,
            stride stride_y, write a [stride_a]: $c, int lda, stride stride_a,);
    };
}

ger!(f32, f32, false; rocblas_sger, rocblas_sger_batched, rocblas_sger_strided_batched; rocblas_sger_64, rocblas_sger_batched_64, rocblas_sger_strided_batched_64);
ger!(f64, f64, false; rocblas_dger, rocblas_dger_batched, rocblas_dger_strided_batched; rocblas_dger_64, rocblas_dger_batched_64, rocblas_dger_strided_batched_64);
ger!(C32, rocblas_float_complex, false; rocblas_cgeru, rocblas_cgeru_batched, rocblas_cgeru_strided_batched; rocblas_cgeru_64, rocblas_cgeru_batched_64, rocblas_cgeru_strided_batched_64);
ger!(C32, rocblas_float_complex, true; rocblas_cgerc, rocblas_cgerc_batched, rocblas_cgerc_strided_batched; rocblas_cgerc_64, rocblas_cgerc_batched_64, rocblas_cgerc_strided_batched_64);
ger!(C64, rocblas_double_complex, false; rocblas_zgeru, rocblas_zgeru_batched, rocblas_zgeru_strided_batched; rocblas_zgeru_64, rocblas_zgeru_batched_64, rocblas_zgeru_strided_batched_64);
ger!(C64, rocblas_double_complex, true; rocblas_zgerc, rocblas_zgerc_batched, rocblas_zgerc_strided_batched; rocblas_zgerc_64, rocblas_zgerc_batched_64, rocblas_zgerc_strided_batched_64);

/// The symmetric and Hermitian updates of the n × n A, stored full or packed. rocBLAS's
/// checks: handle; fill; sizes; nothing to do.
fn triangle_call<T: Element, S: Copy + Default + PartialEq + Send + 'static>(
    handle: &Handle,
    hermitian: bool,
    uplo: rocblas_fill,
    n: i64,
    storage: Scheme,
    operands: Operands<T, S>,
) -> BlasResult {
    let upper = upper(uplo)?;
    let batch_count = operands.batch_count;
    sizes(n >= 0 && operands.increments_valid() && storage.valid(n) && batch_count >= 0)?;
    if n == 0 || batch_count == 0 {
        return Ok(());
    }
    let kind = if operands.y.is_some() { Kind::Rank2 { upper, hermitian } } else { Kind::Rank1 { upper, hermitian } };
    queue(handle, kind, (n, n), storage.layout(upper, n), operands)
}

/// syr and her (`$h`): `alpha` of C type `$s`, made an element by `$to` (her's is real). A in
/// full.
macro_rules! syr {
    ($t:ty, $c:ty, $s:ty, $h:literal, $to:expr; $($names:ident),+; $($names64:ident),+) => {
        exports!(|handle, uplo, n, alpha, x, incx, a, lda, batch_count| {
            let operands = Operands { alpha: (alpha, $to), x: (x, incx), y: None, a, batch_count };
            triangle_call::<$t, _>(handle, $h, uplo, n, Scheme::Full { lda }, operands)
        }; [$($names),+] [$($names64),+];
            pass uplo: rocblas_fill, int n, ptr alpha: $s, read x [stride_x]: $c, int incx, stride stride_x,
            write a [stride_a]: $c, int lda, stride stride_a,);
    };
}

/// spr and hpr, as [`syr`]'s: A packed.
macro_rules! spr {
    ($t:ty, $c:ty, $s:ty, $h:literal, $to:expr; $($names:ident),+; $($names64:ident),+) => {
        exports!(|handle, uplo, n, alpha, x, incx, ap, batch_count| {
            let operands = Operands { alpha: (alpha, $to), x: (x, incx), y: None, a: ap, batch_count };
            triangle_call::<$t, _>(handle, $h, uplo, n, Scheme::Packed, operands)
        }; [$($names),+] [$($names64),+];
            pass uplo: rocblas_fill, int n, ptr alpha: $s, read x [stride_x]: $c, int incx, stride stride_x,
            write ap [stride_a]: $c, stride stride_a,);
    };
}

/// syr2 and her2 (`$h`): A in full.
macro_rules! syr2 {
    ($t:ty, $c:ty, $h:literal; $($names:ident),+; $($names64:ident),+) => {
        exports!(|handle, uplo, n, alpha, x, incx, y, incy, a, lda, batch_count| {
            let operands = Operands { alpha: (alpha, identity), x: (x, incx), y: Some((y, incy)), a, batch_count };
            triangle_call::<$t, $t>(handle, $h, uplo, n, Scheme::Full { lda }, operands)
        }; [$($names),+] [$($names64),+];
            pass uplo: rocblas_fill, int n, ptr alpha: $c, read x [stride_x]: $c, int incx, stride stride_x,
            read y [stride_y]: $c, int incy, stride stride_y, write a [stride_a]: $c, int lda, stride stride_a,);
    };
}

/// spr2 and hpr2 (`$h`): A packed.
macro_rules! spr2 {
    ($t:ty, $c:ty, $h:literal; $($names:ident),+; $($names64:ident),+) => {
        exports!(|handle, uplo, n, alpha, x, incx, y, incy, ap, batch_count| {
            let operands = Operands { alpha: (alpha, identity), x: (x, incx), y: Some((y, incy)), a: ap, batch_count };
            triangle_call::<$t, $t>(handle, $h, uplo, n, Scheme::Packed, operands)
        }; [$($names),+] [$($names64),+];
            pass uplo: rocblas_fill, int n, ptr alpha: $c, read x [stride_x]: $c, int incx, stride stride_x,
            read y [stride_y]: $c, int incy, stride stride_y, write ap [stride_a]: $c, stride stride_a,);
    };
}

syr!(f32, f32, f32, false, identity; rocblas_ssyr, rocblas_ssyr_batched, rocblas_ssyr_strided_batched; rocblas_ssyr_64, rocblas_ssyr_batched_64, rocblas_ssyr_strided_batched_64);
spr!(f32, f32, f32, false, identity; rocblas_sspr, rocblas_sspr_batched, rocblas_sspr_strided_batched; rocblas_sspr_64, rocblas_sspr_batched_64, rocblas_sspr_strided_batched_64);
syr2!(f32, f32, false; rocblas_ssyr2, rocblas_ssyr2_batched, rocblas_ssyr2_strided_batched; rocblas_ssyr2_64, rocblas_ssyr2_batched_64, rocblas_ssyr2_strided_batched_64);
syr!(f64, f64, f64, false, identity; rocblas_dsyr, rocblas_dsyr_batched, rocblas_dsyr_strided_batched; rocblas_dsyr_64, rocblas_dsyr_batched_64, rocblas_dsyr_strided_batched_64);
spr!(f64, f64, f64, false, identity; rocblas_dspr, rocblas_dspr_batched, rocblas_dspr_strided_batched; rocblas_dspr_64, rocblas_dspr_batched_64, rocblas_dspr_strided_batched_64);
syr2!(f64, f64, false; rocblas_dsyr2, rocblas_dsyr2_batched, rocblas_dsyr2_strided_batched; rocblas_dsyr2_64, rocblas_dsyr2_batched_64, rocblas_dsyr2_strided_batched_64);
syr!(C32, rocblas_float_complex, rocblas_float_complex, false, identity; rocblas_csyr, rocblas_csyr_batched, rocblas_csyr_strided_batched; rocblas_csyr_64, rocblas_csyr_batched_64, rocblas_csyr_strided_batched_64);
spr!(C32, rocblas_float_complex, rocblas_float_complex, false, identity; rocblas_cspr, rocblas_cspr_batched, rocblas_cspr_strided_batched; rocblas_cspr_64, rocblas_cspr_batched_64, rocblas_cspr_strided_batched_64);
syr2!(C32, rocblas_float_complex, false; rocblas_csyr2, rocblas_csyr2_batched, rocblas_csyr2_strided_batched; rocblas_csyr2_64, rocblas_csyr2_batched_64, rocblas_csyr2_strided_batched_64);
syr!(C64, rocblas_double_complex, rocblas_double_complex, false, identity; rocblas_zsyr, rocblas_zsyr_batched, rocblas_zsyr_strided_batched; rocblas_zsyr_64, rocblas_zsyr_batched_64, rocblas_zsyr_strided_batched_64);
spr!(C64, rocblas_double_complex, rocblas_double_complex, false, identity; rocblas_zspr, rocblas_zspr_batched, rocblas_zspr_strided_batched; rocblas_zspr_64, rocblas_zspr_batched_64, rocblas_zspr_strided_batched_64);
syr2!(C64, rocblas_double_complex, false; rocblas_zsyr2, rocblas_zsyr2_batched, rocblas_zsyr2_strided_batched; rocblas_zsyr2_64, rocblas_zsyr2_batched_64, rocblas_zsyr2_strided_batched_64);
spr2!(f32, f32, false; rocblas_sspr2, rocblas_sspr2_batched, rocblas_sspr2_strided_batched; rocblas_sspr2_64, rocblas_sspr2_batched_64, rocblas_sspr2_strided_batched_64);
spr2!(f64, f64, false; rocblas_dspr2, rocblas_dspr2_batched, rocblas_dspr2_strided_batched; rocblas_dspr2_64, rocblas_dspr2_batched_64, rocblas_dspr2_strided_batched_64);
syr!(C32, rocblas_float_complex, f32, true, C32::from_real; rocblas_cher, rocblas_cher_batched, rocblas_cher_strided_batched; rocblas_cher_64, rocblas_cher_batched_64, rocblas_cher_strided_batched_64);
spr!(C32, rocblas_float_complex, f32, true, C32::from_real; rocblas_chpr, rocblas_chpr_batched, rocblas_chpr_strided_batched; rocblas_chpr_64, rocblas_chpr_batched_64, rocblas_chpr_strided_batched_64);
syr2!(C32, rocblas_float_complex, true; rocblas_cher2, rocblas_cher2_batched, rocblas_cher2_strided_batched; rocblas_cher2_64, rocblas_cher2_batched_64, rocblas_cher2_strided_batched_64);
spr2!(C32, rocblas_float_complex, true; rocblas_chpr2, rocblas_chpr2_batched, rocblas_chpr2_strided_batched; rocblas_chpr2_64, rocblas_chpr2_batched_64, rocblas_chpr2_strided_batched_64);
syr!(C64, rocblas_double_complex, f64, true, C64::from_real; rocblas_zher, rocblas_zher_batched, rocblas_zher_strided_batched; rocblas_zher_64, rocblas_zher_batched_64, rocblas_zher_strided_batched_64);
spr!(C64, rocblas_double_complex, f64, true, C64::from_real; rocblas_zhpr, rocblas_zhpr_batched, rocblas_zhpr_strided_batched; rocblas_zhpr_64, rocblas_zhpr_batched_64, rocblas_zhpr_strided_batched_64);
syr2!(C64, rocblas_double_complex, true; rocblas_zher2, rocblas_zher2_batched, rocblas_zher2_strided_batched; rocblas_zher2_64, rocblas_zher2_batched_64, rocblas_zher2_strided_batched_64);
spr2!(C64, rocblas_double_complex, true; rocblas_zhpr2, rocblas_zhpr2_batched, rocblas_zhpr2_strided_batched; rocblas_zhpr2_64, rocblas_zhpr2_batched_64, rocblas_zhpr2_strided_batched_64);
