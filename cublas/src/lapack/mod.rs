//! cuBLAS's batched LAPACK-style functions (getrf, getrs, getri, matinv, geqrf, gels) over
//! rocSOLVER's batched functions, which take arrays of device pointers as cuBLAS's do.
//!
//! cuBLAS checks its arguments itself and reports them in three ways, which the functions
//! keep: getrf, getri and matinv print the LAPACK-style line with the parameter's number
//! negated; getrs, geqrf and gels print nothing and store the negated number in a host `info`.

// The functions keep cuBLAS's signatures.

pub mod lu;
pub mod qr;

use std::ffi::c_void;

use rocblas_sys::{rocblas_double_complex, rocblas_float_complex, rocblas_handle, rocblas_int, rocblas_operation, rocblas_status, rocblas_stride};
use rocuda_core::load::{LoadError, Symbol};

use crate::Result;
use crate::types::{cuComplex, cuDoubleComplex, cublasStatus_t};

type Called = std::result::Result<rocblas_status, LoadError>;

const INVALID: cublasStatus_t = cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE;

/// `Err(INVALID_VALUE)`, after storing `-parameter` in the caller's host `info`: the report
/// of getrs, geqrf and gels.
fn invalid_info(info: *mut i32, parameter: i32) -> Result {
    if !info.is_null() {
        // SAFETY: cuBLAS's contract: `info` is a host integer.
        unsafe { *info = -parameter };
    }
    Err(INVALID)
}

/// `Err(INVALID_VALUE)`, after the printed report of getrf, getri and matinv, which number
/// the parameter negatively.
fn invalid_printed(name: &str, parameter: i32) -> Result {
    crate::xerbla::report(name, -parameter);
    Err(INVALID)
}

/// rocSOLVER's (and rocBLAS's) batched functions as their bindings take them, over the element
/// type `R` they are written with.
type Getrf<R> = unsafe fn(rocblas_handle, i32, i32, *const *mut R, i32, *mut i32, rocblas_stride, *mut i32, i32) -> Called;
type GetrfNpvt<R> = unsafe fn(rocblas_handle, i32, i32, *const *mut R, i32, *mut i32, i32) -> Called;
type Getrs<R> = unsafe fn(rocblas_handle, rocblas_operation, i32, i32, *const *mut R, i32, *const i32, rocblas_stride, *const *mut R, i32, i32) -> Called;
type Getri<R> = unsafe fn(rocblas_handle, i32, *const *mut R, i32, *mut i32, rocblas_stride, *const *mut R, i32, *mut i32, i32) -> Called;
type GetriNpvt<R> = unsafe fn(rocblas_handle, i32, *const *mut R, i32, *const *mut R, i32, *mut i32, i32) -> Called;
type Gels<R> = unsafe fn(rocblas_handle, rocblas_operation, i32, i32, i32, *const *mut R, i32, *const *mut R, i32, *mut i32, i32) -> Called;
type Geam<R> = unsafe fn(
    rocblas_handle,
    rocblas_operation,
    rocblas_operation,
    i32,
    i32,
    *const R,
    *const *const R,
    i32,
    *const R,
    *const *const R,
    i32,
    *const *mut R,
    i32,
    i32,
) -> Called;
/// The geqrf variant with one tau pointer per problem, as rocSOLVER exports it.
type GeqrfPtr<R> = unsafe extern "C" fn(rocblas_handle, rocblas_int, rocblas_int, *const *mut R, rocblas_int, *const *mut R, rocblas_int) -> rocblas_status;

/// One element type's rocSOLVER (and rocBLAS) functions, on cuBLAS's pointer types. An element
/// type names its bindings (`solver!`); the methods adapt cuBLAS's arguments to them, once for
/// every type.
pub trait Solver: Copy {
    /// The letter cuBLAS's reports start with.
    const LETTER: char;
    const ONE: Self;
    const ZERO: Self;
    /// The type rocSOLVER's bindings name this element (the same layout).
    type Roc: 'static;
    const GETRF: Getrf<Self::Roc>;
    const GETRF_NPVT: GetrfNpvt<Self::Roc>;
    const GETRS: Getrs<Self::Roc>;
    const GETRI: Getri<Self::Roc>;
    const GETRI_NPVT: GetriNpvt<Self::Roc>;
    const GELS: Gels<Self::Roc>;
    const GEAM: Geam<Self::Roc>;
    /// `rocsolver_?geqrf_ptr_batched`: exported by rocSOLVER (hipBLAS's geqrfBatched uses it)
    /// but not declared in its public header, so the bindings lack it; resolved here in the
    /// same library.
    fn geqrf_ptr_symbol() -> &'static Symbol<GeqrfPtr<Self::Roc>>;

    unsafe fn getrf(h: rocblas_handle, n: i32, a: *const *mut Self, lda: i32, p: *mut i32, info: *mut i32, b: i32) -> Called {
        // SAFETY: forwarded from the caller.
        unsafe { Self::GETRF(h, n, n, a.cast(), lda, p, n.into(), info, b) }
    }
    unsafe fn getrf_npvt(h: rocblas_handle, n: i32, a: *const *mut Self, lda: i32, info: *mut i32, b: i32) -> Called {
        // SAFETY: forwarded from the caller.
        unsafe { Self::GETRF_NPVT(h, n, n, a.cast(), lda, info, b) }
    }
    unsafe fn getrs(
        h: rocblas_handle,
        op: rocblas_operation,
        n: i32,
        nrhs: i32,
        a: *const *mut Self,
        lda: i32,
        p: *const i32,
        x: *const *mut Self,
        ldx: i32,
        b: i32,
    ) -> Called {
        // SAFETY: forwarded from the caller.
        unsafe { Self::GETRS(h, op, n, nrhs, a.cast(), lda, p, n.into(), x.cast(), ldx, b) }
    }
    unsafe fn getri(h: rocblas_handle, n: i32, a: *const *mut Self, lda: i32, p: *mut i32, c: *const *mut Self, ldc: i32, info: *mut i32, b: i32) -> Called {
        // SAFETY: forwarded from the caller.
        unsafe { Self::GETRI(h, n, a.cast(), lda, p, n.into(), c.cast(), ldc, info, b) }
    }
    unsafe fn getri_npvt(h: rocblas_handle, n: i32, a: *const *mut Self, lda: i32, c: *const *mut Self, ldc: i32, info: *mut i32, b: i32) -> Called {
        // SAFETY: forwarded from the caller.
        unsafe { Self::GETRI_NPVT(h, n, a.cast(), lda, c.cast(), ldc, info, b) }
    }
    unsafe fn geqrf_ptr(h: rocblas_handle, m: i32, n: i32, a: *const *mut Self, lda: i32, tau: *const *mut Self, b: i32) -> Called {
        let function = Self::geqrf_ptr_symbol().get(&rocsolver_sys::LIBRARY)?;
        // SAFETY: forwarded from the caller; the symbol has this signature.
        Ok(unsafe { function(h, m, n, a.cast(), lda, tau.cast(), b) })
    }
    unsafe fn gels(
        h: rocblas_handle,
        m: i32,
        n: i32,
        nrhs: i32,
        a: *const *mut Self,
        lda: i32,
        c: *const *mut Self,
        ldc: i32,
        info: *mut i32,
        b: i32,
    ) -> Called {
        let op = rocblas_operation::rocblas_operation_none;
        // SAFETY: forwarded from the caller.
        unsafe { Self::GELS(h, op, m, n, nrhs, a.cast(), lda, c.cast(), ldc, info, b) }
    }
    /// `c[i] = a[i]` for n x n matrices, through rocBLAS's geam (alpha 1, beta 0).
    unsafe fn copy_matrices(h: rocblas_handle, n: i32, a: *const *mut Self, lda: i32, c: *const *mut Self, ldc: i32, b: i32) -> Called {
        let none = rocblas_operation::rocblas_operation_none;
        let (one, zero): (*const Self, *const Self) = (&Self::ONE, &Self::ZERO);
        let a: *const *const Self::Roc = a.cast();
        // SAFETY: forwarded from the caller; the scalars are host values, which the
        // caller's pointer mode says.
        unsafe { Self::GEAM(h, none, none, n, n, one.cast(), a, lda, zero.cast(), a, lda, c.cast(), ldc, b) }
    }
}

macro_rules! solver {
    ($t:ty, $roc:ty, $letter:literal, $one:expr, $zero:expr, $getrf:ident, $getrf_npvt:ident, $getrs:ident, $getri:ident,
     $getri_npvt:ident, $geqrf_ptr:literal, $gels:ident, $geam:ident) => {
        impl Solver for $t {
            const LETTER: char = $letter;
            const ONE: Self = $one;
            const ZERO: Self = $zero;
            type Roc = $roc;
            const GETRF: Getrf<$roc> = rocsolver_sys::$getrf;
            const GETRF_NPVT: GetrfNpvt<$roc> = rocsolver_sys::$getrf_npvt;
            const GETRS: Getrs<$roc> = rocsolver_sys::$getrs;
            const GETRI: Getri<$roc> = rocsolver_sys::$getri;
            const GETRI_NPVT: GetriNpvt<$roc> = rocsolver_sys::$getri_npvt;
            const GELS: Gels<$roc> = rocsolver_sys::$gels;
            const GEAM: Geam<$roc> = rocblas_sys::$geam;
            fn geqrf_ptr_symbol() -> &'static Symbol<GeqrfPtr<$roc>> {
                static SYMBOL: Symbol<GeqrfPtr<$roc>> = Symbol::new($geqrf_ptr);
                &SYMBOL
            }
        }
    };
}

solver!(
    f32,
    f32,
    'S',
    1.0,
    0.0,
    rocsolver_sgetrf_batched,
    rocsolver_sgetrf_npvt_batched,
    rocsolver_sgetrs_batched,
    rocsolver_sgetri_outofplace_batched,
    rocsolver_sgetri_npvt_outofplace_batched,
    c"rocsolver_sgeqrf_ptr_batched",
    rocsolver_sgels_batched,
    rocblas_sgeam_batched
);
solver!(
    f64,
    f64,
    'D',
    1.0,
    0.0,
    rocsolver_dgetrf_batched,
    rocsolver_dgetrf_npvt_batched,
    rocsolver_dgetrs_batched,
    rocsolver_dgetri_outofplace_batched,
    rocsolver_dgetri_npvt_outofplace_batched,
    c"rocsolver_dgeqrf_ptr_batched",
    rocsolver_dgels_batched,
    rocblas_dgeam_batched
);
solver!(
    cuComplex,
    rocblas_float_complex,
    'C',
    cuComplex { x: 1.0, y: 0.0 },
    cuComplex { x: 0.0, y: 0.0 },
    rocsolver_cgetrf_batched,
    rocsolver_cgetrf_npvt_batched,
    rocsolver_cgetrs_batched,
    rocsolver_cgetri_outofplace_batched,
    rocsolver_cgetri_npvt_outofplace_batched,
    c"rocsolver_cgeqrf_ptr_batched",
    rocsolver_cgels_batched,
    rocblas_cgeam_batched
);
solver!(
    cuDoubleComplex,
    rocblas_double_complex,
    'Z',
    cuDoubleComplex { x: 1.0, y: 0.0 },
    cuDoubleComplex { x: 0.0, y: 0.0 },
    rocsolver_zgetrf_batched,
    rocsolver_zgetrf_npvt_batched,
    rocsolver_zgetrs_batched,
    rocsolver_zgetri_outofplace_batched,
    rocsolver_zgetri_npvt_outofplace_batched,
    c"rocsolver_zgeqrf_ptr_batched",
    rocsolver_zgels_batched,
    rocblas_zgeam_batched
);

/// Device memory a function needs for the length of one call. Dropping it waits for the
/// handle's stream first (work queued there may still use it), then frees it.
struct Scratch {
    pointer: *mut c_void,
    stream: hip_sys::hipStream_t,
}

impl Scratch {
    fn new(rocblas: rocblas_handle, bytes: usize) -> Result<Scratch> {
        let mut stream: rocblas_sys::hipStream_t = std::ptr::null_mut();
        // SAFETY: a valid handle and an out-pointer to a local.
        crate::check(unsafe { rocblas_sys::rocblas_get_stream(rocblas, &mut stream) })?;
        let mut pointer = std::ptr::null_mut();
        // SAFETY: an out-pointer to a local.
        match unsafe { hip_sys::hipMalloc(&mut pointer, bytes.max(1)) } {
            Ok(hip_sys::hipError_t::hipSuccess) => Ok(Scratch { pointer, stream: stream.cast() }),
            Ok(_) => Err(cublasStatus_t::CUBLAS_STATUS_ALLOC_FAILED),
            Err(error) => Err(rocuda_core::load::status(error)),
        }
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        // SAFETY: the stream of a live handle, and memory `hipMalloc` returned.
        unsafe {
            let _ = hip_sys::hipStreamSynchronize(self.stream);
            let _ = hip_sys::hipFree(self.pointer);
        }
    }
}

/// Runs `body` with the handle's pointer mode set to host (for scalars on this side), then
/// restores the caller's mode.
fn with_host_scalars(rocblas: rocblas_handle, body: impl FnOnce() -> Result) -> Result {
    use rocblas_sys::rocblas_pointer_mode as Mode;
    let mut mode = Mode::rocblas_pointer_mode_host;
    // SAFETY: a valid handle and an out-pointer to a local.
    crate::check(unsafe { rocblas_sys::rocblas_get_pointer_mode(rocblas, &mut mode) })?;
    // SAFETY: a valid handle.
    crate::check(unsafe { rocblas_sys::rocblas_set_pointer_mode(rocblas, Mode::rocblas_pointer_mode_host) })?;
    let result = body();
    // SAFETY: a valid handle.
    let restored = crate::check(unsafe { rocblas_sys::rocblas_set_pointer_mode(rocblas, mode) });
    result.and(restored)
}
