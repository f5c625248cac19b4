//! `?syr2k`, `?her2k`, `?syrkx` and `?herkx`: the rank-k updates with two matrices, on
//! [`super::syrk`]'s kernel.
//!
//! - `syr2k`: `C := alpha (op(A) op(B)ᵀ + op(B) op(A)ᵀ) + beta C`;
//! - `her2k`: `C := alpha op(A) op(B)ᴴ + conj(alpha) op(B) op(A)ᴴ + beta C`, `beta` real;
//! - `syrkx`: `C := alpha op(A) op(B)ᵀ + beta C`, and `herkx` with ᴴ and a real `beta`: for
//!   a B whose product with A is known to be symmetric (Hermitian).
//!
//! rocBLAS checks `syrkx` as `syr2k` and `herkx` as `her2k`.

use std::convert::identity;

use rocblas_sys::{rocblas_double_complex, rocblas_fill, rocblas_float_complex, rocblas_int, rocblas_operation};
use rocuda_host_linalg::{C32, C64, Scalar as Element};

use super::syrk::{Kind, RankK, rank_k_call};
use crate::forms::exports;

macro_rules! syr2k_exports {
    ($kind:ident, $t:ty, $c:ty, $sa:ty, ($sb:ty, $wb:expr), $int:ty, $plain:ident, $batched:ident, $strided:ident) => {
        exports!(|handle, fill, trans, n, k, alpha, a, lda, b, ldb, beta, c, ldc, batch_count| {
            let (a, b, c) = ((a, lda), Some((b, ldb)), (c, ldc));
            let args = RankK { kind: Kind::$kind, fill, trans, nk: (n, k), alpha: (alpha, identity), a, b, beta: (beta, $wb), c, batch_count };
            rank_k_call::<$t, _, _>(handle, args)
        }; $int; $plain, $batched, $strided;
            pass uplo: rocblas_fill, pass trans: rocblas_operation, int n, int k, ptr alpha: $sa,
            read a [stride_a]: $c, int lda, stride stride_a, read b [stride_b]: $c, int ldb, stride stride_b,
            ptr beta: $sb, write c [stride_c]: $c, int ldc, stride stride_c,);
    };
}

/// The four symmetric element types, for one kind and integer width.
macro_rules! symmetric {
    ($kind:ident, $int:ty, [$($s:ident, $d:ident, $c:ident, $z:ident),*]) => {
        syr2k_exports!($kind, f32, f32, f32, (f32, identity), $int, $($s),*);
        syr2k_exports!($kind, f64, f64, f64, (f64, identity), $int, $($d),*);
        syr2k_exports!($kind, C32, rocblas_float_complex, rocblas_float_complex, (rocblas_float_complex, identity), $int, $($c),*);
        syr2k_exports!($kind, C64, rocblas_double_complex, rocblas_double_complex, (rocblas_double_complex, identity), $int, $($z),*);
    };
}

/// The two Hermitian element types (real `beta`), for one kind and integer width.
macro_rules! hermitian {
    ($kind:ident, $int:ty, [$($c:ident, $z:ident),*]) => {
        syr2k_exports!($kind, C32, rocblas_float_complex, rocblas_float_complex, (f32, C32::from_real), $int, $($c),*);
        syr2k_exports!($kind, C64, rocblas_double_complex, rocblas_double_complex, (f64, C64::from_real), $int, $($z),*);
    };
}

symmetric!(
    Symmetric2,
    rocblas_int,
    [
        rocblas_ssyr2k,
        rocblas_dsyr2k,
        rocblas_csyr2k,
        rocblas_zsyr2k,
        rocblas_ssyr2k_batched,
        rocblas_dsyr2k_batched,
        rocblas_csyr2k_batched,
        rocblas_zsyr2k_batched,
        rocblas_ssyr2k_strided_batched,
        rocblas_dsyr2k_strided_batched,
        rocblas_csyr2k_strided_batched,
        rocblas_zsyr2k_strided_batched
    ]
);

symmetric!(
    Symmetric2,
    i64,
    [
        rocblas_ssyr2k_64,
        rocblas_dsyr2k_64,
        rocblas_csyr2k_64,
        rocblas_zsyr2k_64,
        rocblas_ssyr2k_batched_64,
        rocblas_dsyr2k_batched_64,
        rocblas_csyr2k_batched_64,
        rocblas_zsyr2k_batched_64,
        rocblas_ssyr2k_strided_batched_64,
        rocblas_dsyr2k_strided_batched_64,
        rocblas_csyr2k_strided_batched_64,
        rocblas_zsyr2k_strided_batched_64
    ]
);

symmetric!(
    Symmetric,
    rocblas_int,
    [
        rocblas_ssyrkx,
        rocblas_dsyrkx,
        rocblas_csyrkx,
        rocblas_zsyrkx,
        rocblas_ssyrkx_batched,
        rocblas_dsyrkx_batched,
        rocblas_csyrkx_batched,
        rocblas_zsyrkx_batched,
        rocblas_ssyrkx_strided_batched,
        rocblas_dsyrkx_strided_batched,
        rocblas_csyrkx_strided_batched,
        rocblas_zsyrkx_strided_batched
    ]
);

symmetric!(
    Symmetric,
    i64,
    [
        rocblas_ssyrkx_64,
        rocblas_dsyrkx_64,
        rocblas_csyrkx_64,
        rocblas_zsyrkx_64,
        rocblas_ssyrkx_batched_64,
        rocblas_dsyrkx_batched_64,
        rocblas_csyrkx_batched_64,
        rocblas_zsyrkx_batched_64,
        rocblas_ssyrkx_strided_batched_64,
        rocblas_dsyrkx_strided_batched_64,
        rocblas_csyrkx_strided_batched_64,
        rocblas_zsyrkx_strided_batched_64
    ]
);

hermitian!(
    Hermitian2,
    rocblas_int,
    [rocblas_cher2k, rocblas_zher2k, rocblas_cher2k_batched, rocblas_zher2k_batched, rocblas_cher2k_strided_batched, rocblas_zher2k_strided_batched]
);

hermitian!(
    Hermitian2,
    i64,
    [
        rocblas_cher2k_64,
        rocblas_zher2k_64,
        rocblas_cher2k_batched_64,
        rocblas_zher2k_batched_64,
        rocblas_cher2k_strided_batched_64,
        rocblas_zher2k_strided_batched_64
    ]
);

hermitian!(
    Hermitian,
    rocblas_int,
    [rocblas_cherkx, rocblas_zherkx, rocblas_cherkx_batched, rocblas_zherkx_batched, rocblas_cherkx_strided_batched, rocblas_zherkx_strided_batched]
);

hermitian!(
    Hermitian,
    i64,
    [
        rocblas_cherkx_64,
        rocblas_zherkx_64,
        rocblas_cherkx_batched_64,
        rocblas_zherkx_batched_64,
        rocblas_cherkx_strided_batched_64,
        rocblas_zherkx_strided_batched_64
    ]
);

#[cfg(test)]
mod tests {
    use rocblas_sys::rocblas_status as Status;
    use rocuda_host_linalg::{Real, Scalar as Element};

    use super::super::reference::{Dense, OPS, tolerance, values, view, view_mut};
    use super::super::syrk::rank_k;
    use super::super::{Op, syrk};
    use super::*;

    /// The full update, written out with dense products.
    fn reference(kind: Kind, op: Op, alpha: C64, a: &Dense, b: &Dense, beta: C64, c: &Dense) -> Dense {
        let (oa, ob) = (a.op(op), b.op(op));
        let conj_t = |d: &Dense| if matches!(kind, Kind::Hermitian | Kind::Hermitian2) { d.op(Op::C) } else { d.op(Op::T) };
        let mut sum = oa.mul(&conj_t(&ob)).scale(alpha);
        match kind {
            Kind::Symmetric2 => sum = sum.add(&ob.mul(&conj_t(&oa)).scale(alpha)),
            Kind::Hermitian2 => sum = sum.add(&ob.mul(&conj_t(&oa)).scale(alpha.conj())),
            _ => {}
        }
        sum.add(&c.scale(beta))
    }

    fn check<T: Element>(kind: Kind, same_b: bool) {
        let (n, k) = (5usize, 3usize);
        let hermitian = matches!(kind, Kind::Hermitian | Kind::Hermitian2);
        let alpha = if hermitian && same_b { T::from_c64(C64 { re: 0.75, im: 0.0 }) } else { T::from_c64(C64 { re: 0.75, im: -0.5 }) };
        let beta_values = if hermitian { [C64 { re: -1.5, im: 0.0 }, C64::default()] } else { [C64 { re: -1.5, im: 0.25 }, C64::default()] };
        for upper in [true, false] {
            for op in OPS {
                if op == Op::C && T::IS_COMPLEX && !hermitian || op == Op::T && hermitian {
                    continue;
                }
                for beta in beta_values.map(T::from_c64) {
                    let (rows, cols) = if op == Op::N { (n, k) } else { (k, n) };
                    let (lda, ldb, ldc) = (rows + 1, rows + 2, n + 1);
                    let a = values::<T>(lda * cols, 41);
                    let b = if same_b { a.clone() } else { values::<T>(ldb * cols, 42) };
                    let ldb = if same_b { lda } else { ldb };
                    let c0 = values::<T>(ldc * n, 43);
                    let mut c = if beta == T::ZERO { vec![T::from_c64(C64 { re: f64::NAN, im: f64::NAN }); ldc * n] } else { c0.clone() };
                    let outside = c.clone();
                    let (da, db, dc) =
                        (Dense::from_storage(&a, lda, rows, cols), Dense::from_storage(&b, ldb, rows, cols), Dense::from_storage(&c0, ldc, n, n));
                    let want = reference(kind, op, alpha.to_c64(), &da, &db, beta.to_c64(), &dc);
                    let (am, bm) = (view(&a, rows, cols, lda), view(&b, rows, cols, ldb));
                    rank_k(kind, upper, op, (n as i64, k as i64), alpha, am, bm, beta, view_mut(&mut c, n, n, ldc));
                    for j in 0..n {
                        for i in 0..n {
                            let got = c[i + j * ldc];
                            if upper && i > j || !upper && i < j {
                                assert_eq!(format!("{got:?}"), format!("{:?}", outside[i + j * ldc]), "the other triangle is written");
                                continue;
                            }
                            let mut w = want.at(i, j);
                            if hermitian && i == j {
                                w.im = 0.0;
                            }
                            let error = (got.to_c64() - w).modulus();
                            assert!(error <= tolerance::<T>() * (1.0 + w.modulus()), "{kind:?} {op:?} upper {upper}: ({i}, {j}) got {got:?} want {w:?}");
                            if hermitian && i == j {
                                assert_eq!(got.im(), T::Real::from_f64(0.0));
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn rank_k_updates_match_the_reference() {
        for (kind, same_b) in [(Kind::Symmetric, true), (Kind::Symmetric, false), (Kind::Symmetric2, false)] {
            check::<f32>(kind, same_b);
            check::<f64>(kind, same_b);
            check::<C32>(kind, same_b);
            check::<C64>(kind, same_b);
        }
        for (kind, same_b) in [(Kind::Hermitian, true), (Kind::Hermitian, false), (Kind::Hermitian2, false)] {
            check::<C32>(kind, same_b);
            check::<C64>(kind, same_b);
        }
    }

    #[test]
    fn rank_k_exports_check_their_arguments_as_rocblas_does() {
        use crate::testing::{NONE, UPPER};

        let handle = crate::testing::handle();
        let (t, c) = (rocblas_operation::rocblas_operation_transpose, rocblas_operation::rocblas_operation_conjugate_transpose);
        let a = [C32 { re: 1.0, im: 1.0 }; 4];
        let mut cm = [C32 { re: 1.0, im: 1.0 }; 4];
        let (one, zero) = (1.0f32, 0.0f32);
        let (ap, cp) = (a.as_ptr().cast::<rocblas_float_complex>(), cm.as_mut_ptr().cast::<rocblas_float_complex>());
        // SAFETY: each call gets the test's handle (or null), each pointer null or a local holding what the sizes describe.
        let herk = |h, trans, n, alpha: *const f32, a, beta: *const f32, c| unsafe { syrk::rocblas_cherk(h, UPPER, trans, n, 2, alpha, a, 2, beta, c, 2) };
        assert_eq!(herk(std::ptr::null_mut(), NONE, 2, &one, ap, &one, cp), Status::rocblas_status_invalid_handle);
        assert_eq!(herk(handle, t, 2, &one, ap, &one, cp), Status::rocblas_status_invalid_value);
        assert_eq!(herk(handle, NONE, 3, &one, ap, &one, cp), Status::rocblas_status_invalid_size);
        assert_eq!(herk(handle, NONE, 0, std::ptr::null(), std::ptr::null(), std::ptr::null(), std::ptr::null_mut()), Status::rocblas_status_success);
        assert_eq!(herk(handle, NONE, 2, &one, ap, std::ptr::null(), cp), Status::rocblas_status_invalid_pointer);
        // Nothing multiplied and beta == 1: nothing to do, C unread.
        assert_eq!(herk(handle, NONE, 2, &zero, std::ptr::null(), &one, std::ptr::null_mut()), Status::rocblas_status_success);
        assert_eq!(herk(handle, NONE, 2, &one, std::ptr::null(), &one, cp), Status::rocblas_status_invalid_pointer);
        assert_eq!(herk(handle, NONE, 2, &zero, std::ptr::null(), &zero, std::ptr::null_mut()), Status::rocblas_status_invalid_pointer);
        // C = A Aᴴ on the upper triangle, Hermitian diagonal written real.
        assert_eq!(herk(handle, c, 2, &one, ap, &zero, cp), Status::rocblas_status_success);
        crate::testing::wait();
        assert_eq!(cm.map(|z| (z.re, z.im)), [(4.0, 0.0), (1.0, 1.0), (4.0, 0.0), (4.0, 0.0)]);
        // SAFETY: as above.
        let csyrk = |trans| unsafe { syrk::rocblas_csyrk(handle, UPPER, trans, 2, 2, ap, ap, 2, ap, cp, 2) };
        assert_eq!(csyrk(c), Status::rocblas_status_invalid_value);
        let b = [1.0f64; 4];
        let mut d = [0.0f64; 4];
        // A real type takes C as T.
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        let status = unsafe { rocblas_dsyr2k(handle, UPPER, c, 2, 2, &1.0, b.as_ptr(), 2, b.as_ptr(), 2, &0.0, d.as_mut_ptr(), 2) };
        assert_eq!(status, Status::rocblas_status_success);
        crate::testing::wait();
        assert_eq!(d, [4.0, 0.0, 4.0, 4.0]);
        crate::testing::destroy(handle);
    }
}
