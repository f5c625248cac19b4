//! The typed rocBLAS functions behind the Ex functions rocBLAS has no `_ex` form of: the
//! caller checked the type against cuBLAS's table, and the precision picks rocBLAS's function
//! of that type (`rocblas_scopy` for `CUDA_R_32F`, `rocblas_zcopy` for `CUDA_C_64F`), for both
//! of cuBLAS's integer widths as `width` does.

use std::ffi::c_void;

use rocblas_sys::{rocblas_fill, rocblas_handle, rocblas_operation};

use crate::Result;
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

/// A rank-k update in single-precision complex, as rocBLAS's `csyrk` and `cherk` take it;
/// `alpha` and `beta` are complex for `csyrk`, real for `cherk`.
pub struct Syrk<W> {
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

super::widths! {
    /// One integer width of rocBLAS's typed interface. Every method is a rocBLAS call whose
    /// pointers are the caller's, passed on unread.
    trait Typed: Width;

    /// # Safety
    /// As `rocblas_?copy` for the precision.
    fn copy(handle: rocblas_handle, p: Precision, n: Self, x: Vector<Self>, y: VectorMut<Self>)
        = by p [rocblas_scopy, rocblas_dcopy, rocblas_ccopy, rocblas_zcopy] [rocblas_scopy_64, rocblas_dcopy_64, rocblas_ccopy_64, rocblas_zcopy_64]
        (handle, n, x.x.cast(), x.inc, y.x.cast(), y.inc);

    /// # Safety
    /// As `rocblas_?swap` for the precision.
    fn swap(handle: rocblas_handle, p: Precision, n: Self, x: VectorMut<Self>, y: VectorMut<Self>)
        = by p [rocblas_sswap, rocblas_dswap, rocblas_cswap, rocblas_zswap] [rocblas_sswap_64, rocblas_dswap_64, rocblas_cswap_64, rocblas_zswap_64]
        (handle, n, x.x.cast(), x.inc, y.x.cast(), y.inc);

    /// # Safety
    /// As `rocblas_?asum` for the precision: `result` is a real of the precision's width.
    fn asum(handle: rocblas_handle, p: Precision, n: Self, x: Vector<Self>, result: *mut c_void)
        = by p [rocblas_sasum, rocblas_dasum, rocblas_scasum, rocblas_dzasum] [rocblas_sasum_64, rocblas_dasum_64, rocblas_scasum_64, rocblas_dzasum_64]
        (handle, n, x.x.cast(), x.inc, result.cast());

    /// # Safety
    /// As `rocblas_i?amax` for the precision.
    fn iamax(handle: rocblas_handle, p: Precision, n: Self, x: Vector<Self>, result: *mut Self)
        = by p [rocblas_isamax, rocblas_idamax, rocblas_icamax, rocblas_izamax] [rocblas_isamax_64, rocblas_idamax_64, rocblas_icamax_64, rocblas_izamax_64]
        (handle, n, x.x.cast(), x.inc, result);

    /// # Safety
    /// As `rocblas_i?amin` for the precision.
    fn iamin(handle: rocblas_handle, p: Precision, n: Self, x: Vector<Self>, result: *mut Self)
        = by p [rocblas_isamin, rocblas_idamin, rocblas_icamin, rocblas_izamin] [rocblas_isamin_64, rocblas_idamin_64, rocblas_icamin_64, rocblas_izamin_64]
        (handle, n, x.x.cast(), x.inc, result);

    /// # Safety
    /// As `rocblas_srotm` (`double`: `rocblas_drotm`).
    fn rotm(handle: rocblas_handle, double: bool, n: Self, x: VectorMut<Self>, y: VectorMut<Self>, param: *const c_void)
        = by double [rocblas_srotm, rocblas_drotm] [rocblas_srotm_64, rocblas_drotm_64] (handle, n, x.x.cast(), x.inc, y.x.cast(), y.inc, param.cast());

    /// # Safety
    /// As `rocblas_csyrk` (`hermitian`: `rocblas_cherk`).
    fn syrk(handle: rocblas_handle, hermitian: bool, s: &Syrk<Self>) = by hermitian [rocblas_csyrk, rocblas_cherk] [rocblas_csyrk_64, rocblas_cherk_64]
        (handle, s.uplo, s.trans, s.n, s.k, s.alpha.cast(), s.a.cast(), s.lda, s.beta.cast(), s.c.cast(), s.ldc);
}
