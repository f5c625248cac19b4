//! The typed rocBLAS functions behind the Ex functions rocBLAS has no `_ex` form of: the
//! caller checked the type against cuBLAS's table, and the precision picks rocBLAS's function
//! of that type (`rocblas_scopy` for `CUDA_R_32F`, `rocblas_zcopy` for `CUDA_C_64F`), for both
//! of cuBLAS's integer widths as `width` does.

use std::ffi::c_void;

use rocblas_sys::{rocblas_fill, rocblas_handle, rocblas_operation};

use crate::Result;
use crate::check;
use crate::ex::width::{Vector, VectorMut, Width};
use crate::types::{cublasStatus_t, cudaDataType as T};

/// The four precisions of rocBLAS's typed functions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Precision {
    S,
    D,
    C,
    Z,
}

impl Precision {
    /// The precision of an element type; any other type is one cuBLAS's tables leave out or
    /// rocBLAS has no typed function for.
    pub fn of(datatype: T) -> Option<Precision> {
        Some(match datatype {
            T::CUDA_R_32F => Precision::S,
            T::CUDA_R_64F => Precision::D,
            T::CUDA_C_32F => Precision::C,
            T::CUDA_C_64F => Precision::Z,
            _ => return None,
        })
    }

    pub fn require(datatype: T) -> Result<Precision> {
        Precision::of(datatype).ok_or(cublasStatus_t::CUBLAS_STATUS_NOT_SUPPORTED)
    }
}

/// A symmetric (`hermitian`: Hermitian) rank-k update in single-precision complex, as
/// rocBLAS's `csyrk` and `cherk` take it; `alpha` and `beta` are complex for `csyrk`, real
/// for `cherk`.
pub struct Syrk<W> {
    pub hermitian: bool,
    pub uplo: rocblas_fill,
    pub trans: rocblas_operation,
    pub n: W,
    pub k: W,
    pub alpha: *const c_void,
    pub a: *const c_void,
    pub lda: W,
    pub beta: *const c_void,
    pub c: *mut c_void,
    pub ldc: W,
}

/// One integer width of rocBLAS's typed interface. Every method is a rocBLAS call whose
/// pointers are the caller's, passed on unread.
pub trait Typed: Width {
    /// # Safety
    /// As `rocblas_?copy` for the precision.
    unsafe fn copy(handle: rocblas_handle, p: Precision, n: Self, x: Vector<Self>, y: VectorMut<Self>) -> Result;
    /// # Safety
    /// As `rocblas_?swap` for the precision.
    unsafe fn swap(handle: rocblas_handle, p: Precision, n: Self, x: VectorMut<Self>, y: VectorMut<Self>) -> Result;
    /// # Safety
    /// As `rocblas_?asum` for the precision: `result` is a real of the precision's width.
    unsafe fn asum(handle: rocblas_handle, p: Precision, n: Self, x: Vector<Self>, result: *mut c_void) -> Result;
    /// # Safety
    /// As `rocblas_i?amax` (`min`: `rocblas_i?amin`) for the precision.
    unsafe fn iamax(handle: rocblas_handle, p: Precision, min: bool, n: Self, x: Vector<Self>, result: *mut Self) -> Result;
    /// # Safety
    /// As `rocblas_srotm` (`double`: `rocblas_drotm`).
    unsafe fn rotm(handle: rocblas_handle, double: bool, n: Self, x: VectorMut<Self>, y: VectorMut<Self>, param: *const c_void) -> Result;
    /// # Safety
    /// As `rocblas_csyrk` (`hermitian`: `rocblas_cherk`).
    unsafe fn syrk(handle: rocblas_handle, s: &Syrk<Self>) -> Result;
}

macro_rules! typed {
    (
        $w:ty,
        [$scopy:ident, $dcopy:ident, $ccopy:ident, $zcopy:ident],
        [$sswap:ident, $dswap:ident, $cswap:ident, $zswap:ident],
        [$sasum:ident, $dasum:ident, $scasum:ident, $dzasum:ident],
        [$isamax:ident, $idamax:ident, $icamax:ident, $izamax:ident],
        [$isamin:ident, $idamin:ident, $icamin:ident, $izamin:ident],
        $srotm:ident, $drotm:ident, $csyrk:ident, $cherk:ident
    ) => {
        impl Typed for $w {
            unsafe fn copy(handle: rocblas_handle, p: Precision, n: Self, x: Vector<Self>, y: VectorMut<Self>) -> Result {
                use rocblas_sys::{$ccopy, $dcopy, $scopy, $zcopy};
                let (xp, yp) = (x.x, y.x);
                // SAFETY: forwarded from this function's contract.
                check(unsafe {
                    match p {
                        Precision::S => $scopy(handle, n, xp.cast(), x.inc, yp.cast(), y.inc),
                        Precision::D => $dcopy(handle, n, xp.cast(), x.inc, yp.cast(), y.inc),
                        Precision::C => $ccopy(handle, n, xp.cast(), x.inc, yp.cast(), y.inc),
                        Precision::Z => $zcopy(handle, n, xp.cast(), x.inc, yp.cast(), y.inc),
                    }
                })
            }

            unsafe fn swap(handle: rocblas_handle, p: Precision, n: Self, x: VectorMut<Self>, y: VectorMut<Self>) -> Result {
                use rocblas_sys::{$cswap, $dswap, $sswap, $zswap};
                let (xp, yp) = (x.x, y.x);
                // SAFETY: forwarded from this function's contract.
                check(unsafe {
                    match p {
                        Precision::S => $sswap(handle, n, xp.cast(), x.inc, yp.cast(), y.inc),
                        Precision::D => $dswap(handle, n, xp.cast(), x.inc, yp.cast(), y.inc),
                        Precision::C => $cswap(handle, n, xp.cast(), x.inc, yp.cast(), y.inc),
                        Precision::Z => $zswap(handle, n, xp.cast(), x.inc, yp.cast(), y.inc),
                    }
                })
            }

            unsafe fn asum(handle: rocblas_handle, p: Precision, n: Self, x: Vector<Self>, result: *mut c_void) -> Result {
                use rocblas_sys::{$dasum, $dzasum, $sasum, $scasum};
                let xp = x.x;
                // SAFETY: forwarded from this function's contract.
                check(unsafe {
                    match p {
                        Precision::S => $sasum(handle, n, xp.cast(), x.inc, result.cast()),
                        Precision::D => $dasum(handle, n, xp.cast(), x.inc, result.cast()),
                        Precision::C => $scasum(handle, n, xp.cast(), x.inc, result.cast()),
                        Precision::Z => $dzasum(handle, n, xp.cast(), x.inc, result.cast()),
                    }
                })
            }

            unsafe fn iamax(handle: rocblas_handle, p: Precision, min: bool, n: Self, x: Vector<Self>, result: *mut Self) -> Result {
                use rocblas_sys::{$icamax, $icamin, $idamax, $idamin, $isamax, $isamin, $izamax, $izamin};
                let xp = x.x;
                // SAFETY: forwarded from this function's contract.
                check(unsafe {
                    match (p, min) {
                        (Precision::S, false) => $isamax(handle, n, xp.cast(), x.inc, result),
                        (Precision::D, false) => $idamax(handle, n, xp.cast(), x.inc, result),
                        (Precision::C, false) => $icamax(handle, n, xp.cast(), x.inc, result),
                        (Precision::Z, false) => $izamax(handle, n, xp.cast(), x.inc, result),
                        (Precision::S, true) => $isamin(handle, n, xp.cast(), x.inc, result),
                        (Precision::D, true) => $idamin(handle, n, xp.cast(), x.inc, result),
                        (Precision::C, true) => $icamin(handle, n, xp.cast(), x.inc, result),
                        (Precision::Z, true) => $izamin(handle, n, xp.cast(), x.inc, result),
                    }
                })
            }

            unsafe fn rotm(handle: rocblas_handle, double: bool, n: Self, x: VectorMut<Self>, y: VectorMut<Self>, param: *const c_void) -> Result {
                let (xp, yp) = (x.x, y.x);
                // SAFETY: forwarded from this function's contract.
                check(unsafe {
                    if double {
                        rocblas_sys::$drotm(handle, n, xp.cast(), x.inc, yp.cast(), y.inc, param.cast())
                    } else {
                        rocblas_sys::$srotm(handle, n, xp.cast(), x.inc, yp.cast(), y.inc, param.cast())
                    }
                })
            }

            unsafe fn syrk(handle: rocblas_handle, s: &Syrk<Self>) -> Result {
                let (a, c) = (s.a.cast(), s.c.cast());
                // SAFETY: forwarded from this function's contract.
                check(unsafe {
                    if s.hermitian {
                        rocblas_sys::$cherk(handle, s.uplo, s.trans, s.n, s.k, s.alpha.cast(), a, s.lda, s.beta.cast(), c, s.ldc)
                    } else {
                        rocblas_sys::$csyrk(handle, s.uplo, s.trans, s.n, s.k, s.alpha.cast(), a, s.lda, s.beta.cast(), c, s.ldc)
                    }
                })
            }
        }
    };
}

typed!(
    i32,
    [rocblas_scopy, rocblas_dcopy, rocblas_ccopy, rocblas_zcopy],
    [rocblas_sswap, rocblas_dswap, rocblas_cswap, rocblas_zswap],
    [rocblas_sasum, rocblas_dasum, rocblas_scasum, rocblas_dzasum],
    [rocblas_isamax, rocblas_idamax, rocblas_icamax, rocblas_izamax],
    [rocblas_isamin, rocblas_idamin, rocblas_icamin, rocblas_izamin],
    rocblas_srotm,
    rocblas_drotm,
    rocblas_csyrk,
    rocblas_cherk
);
typed!(
    i64,
    [rocblas_scopy_64, rocblas_dcopy_64, rocblas_ccopy_64, rocblas_zcopy_64],
    [rocblas_sswap_64, rocblas_dswap_64, rocblas_cswap_64, rocblas_zswap_64],
    [rocblas_sasum_64, rocblas_dasum_64, rocblas_scasum_64, rocblas_dzasum_64],
    [rocblas_isamax_64, rocblas_idamax_64, rocblas_icamax_64, rocblas_izamax_64],
    [rocblas_isamin_64, rocblas_idamin_64, rocblas_icamin_64, rocblas_izamin_64],
    rocblas_srotm_64,
    rocblas_drotm_64,
    rocblas_csyrk_64,
    rocblas_cherk_64
);
