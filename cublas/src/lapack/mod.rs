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

/// Stores `value` in the caller's host `info`, where there is one.
fn store_info(info: *mut i32, value: i32) {
    if !info.is_null() {
        // SAFETY: cuBLAS's contract: `info` is a host integer.
        unsafe { *info = value };
    }
}

/// The number of the first invalid argument: `conditions` are `(argument is invalid, its
/// parameter number)`, in cuBLAS's order.
fn first_invalid(conditions: &[(bool, i32)]) -> Option<i32> {
    conditions.iter().find(|(invalid, _)| *invalid).map(|&(_, parameter)| parameter)
}

/// The checks of getrs, geqrf and gels, which print nothing: the first invalid argument's
/// number, negated, in the caller's host `info` and `Err(INVALID_VALUE)`; else 0 in `info`.
fn check_info(info: *mut i32, conditions: &[(bool, i32)]) -> Result {
    let parameter = first_invalid(conditions);
    store_info(info, parameter.map_or(0, |parameter| -parameter));
    if parameter.is_some() { Err(INVALID) } else { Ok(()) }
}

/// The checks of getrf, getri and matinv: the first invalid argument is reported in the
/// printed line (`<letter>BATCHED_<function> `), its number negated, and is
/// `Err(INVALID_VALUE)`.
fn check_printed<T: Solver>(function: &str, conditions: &[(bool, i32)]) -> Result {
    match first_invalid(conditions) {
        Some(parameter) => {
            crate::xerbla::report(&format!("{}BATCHED_{function} ", T::LETTER), -parameter);
            Err(INVALID)
        }
        None => Ok(()),
    }
}

/// A batch of matrices as cuBLAS and rocSOLVER take them: a device array of pointers, one per
/// problem, and their leading dimension.
#[derive(Clone, Copy)]
pub struct Matrices<T> {
    pub array: *const *mut T,
    pub ld: i32,
}

impl<T> Matrices<T> {
    pub fn new(array: *const *mut T, ld: i32) -> Self {
        Matrices { array, ld }
    }
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
/// type names its bindings (`solvers!`'s table); the methods adapt cuBLAS's arguments to them,
/// once for every type.
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

    unsafe fn getrf(h: rocblas_handle, n: i32, a: Matrices<Self>, p: *mut i32, info: *mut i32, b: i32) -> Called {
        // SAFETY: forwarded from the caller.
        unsafe { Self::GETRF(h, n, n, a.array.cast(), a.ld, p, n.into(), info, b) }
    }
    unsafe fn getrf_npvt(h: rocblas_handle, n: i32, a: Matrices<Self>, info: *mut i32, b: i32) -> Called {
        // SAFETY: forwarded from the caller.
        unsafe { Self::GETRF_NPVT(h, n, n, a.array.cast(), a.ld, info, b) }
    }
    unsafe fn getrs(h: rocblas_handle, op: rocblas_operation, n: i32, nrhs: i32, a: Matrices<Self>, p: *const i32, x: Matrices<Self>, b: i32) -> Called {
        // SAFETY: forwarded from the caller.
        unsafe { Self::GETRS(h, op, n, nrhs, a.array.cast(), a.ld, p, n.into(), x.array.cast(), x.ld, b) }
    }
    unsafe fn getri(h: rocblas_handle, n: i32, a: Matrices<Self>, p: *mut i32, c: Matrices<Self>, info: *mut i32, b: i32) -> Called {
        // SAFETY: forwarded from the caller.
        unsafe { Self::GETRI(h, n, a.array.cast(), a.ld, p, n.into(), c.array.cast(), c.ld, info, b) }
    }
    unsafe fn getri_npvt(h: rocblas_handle, n: i32, a: Matrices<Self>, c: Matrices<Self>, info: *mut i32, b: i32) -> Called {
        // SAFETY: forwarded from the caller.
        unsafe { Self::GETRI_NPVT(h, n, a.array.cast(), a.ld, c.array.cast(), c.ld, info, b) }
    }
    unsafe fn geqrf_ptr(h: rocblas_handle, m: i32, n: i32, a: Matrices<Self>, tau: *const *mut Self, b: i32) -> Called {
        let function = Self::geqrf_ptr_symbol().get(&rocsolver_sys::LIBRARY)?;
        // SAFETY: forwarded from the caller; the symbol has this signature.
        Ok(unsafe { function(h, m, n, a.array.cast(), a.ld, tau.cast(), b) })
    }
    unsafe fn gels(h: rocblas_handle, m: i32, n: i32, nrhs: i32, a: Matrices<Self>, c: Matrices<Self>, info: *mut i32, b: i32) -> Called {
        let op = rocblas_operation::rocblas_operation_none;
        // SAFETY: forwarded from the caller.
        unsafe { Self::GELS(h, op, m, n, nrhs, a.array.cast(), a.ld, c.array.cast(), c.ld, info, b) }
    }
    /// `c[i] = a[i]` for n x n matrices, through rocBLAS's geam (alpha 1, beta 0).
    unsafe fn copy_matrices(h: rocblas_handle, n: i32, a: Matrices<Self>, c: Matrices<Self>, b: i32) -> Called {
        let none = rocblas_operation::rocblas_operation_none;
        let (one, zero): (*const Self, *const Self) = (&Self::ONE, &Self::ZERO);
        let (a, lda): (*const *const Self::Roc, i32) = (a.array.cast(), a.ld);
        // SAFETY: forwarded from the caller; the scalars are host values, which the
        // caller's pointer mode says.
        unsafe { Self::GEAM(h, none, none, n, n, one.cast(), a, lda, zero.cast(), a, lda, c.array.cast(), c.ld, b) }
    }
}

/// Implements `Solver` for each element type from a table: a row per item, in the order
/// `solver!` takes them, and a column per type (S, D, C, Z). An entry of several tokens is
/// braced.
macro_rules! solvers {
    ($($row:ident: $first:tt $(, $rest:tt)*;)*) => {
        solver!($($row = $first),*);
        solvers!($($row: $($rest),*;)*);
    };
    ($($row:ident: ;)*) => {};
}

macro_rules! solver {
    (element = $t:ty, roc = $roc:ty, letter = $letter:literal, one = $one:expr, zero = $zero:expr,
     getrf = $getrf:ident, getrf_npvt = $getrf_npvt:ident, getrs = $getrs:ident, getri = $getri:ident, getri_npvt = $getri_npvt:ident,
     gels = $gels:ident, geam = $geam:ident, geqrf_ptr = $geqrf_ptr:literal) => {
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

solvers! {
    element: f32, f64, cuComplex, cuDoubleComplex;
    roc: f32, f64, rocblas_float_complex, rocblas_double_complex;
    letter: 'S', 'D', 'C', 'Z';
    one: 1.0, 1.0, { cuComplex { x: 1.0, y: 0.0 } }, { cuDoubleComplex { x: 1.0, y: 0.0 } };
    zero: 0.0, 0.0, { cuComplex { x: 0.0, y: 0.0 } }, { cuDoubleComplex { x: 0.0, y: 0.0 } };
    getrf: rocsolver_sgetrf_batched, rocsolver_dgetrf_batched, rocsolver_cgetrf_batched, rocsolver_zgetrf_batched;
    getrf_npvt: rocsolver_sgetrf_npvt_batched, rocsolver_dgetrf_npvt_batched, rocsolver_cgetrf_npvt_batched, rocsolver_zgetrf_npvt_batched;
    getrs: rocsolver_sgetrs_batched, rocsolver_dgetrs_batched, rocsolver_cgetrs_batched, rocsolver_zgetrs_batched;
    getri: rocsolver_sgetri_outofplace_batched, rocsolver_dgetri_outofplace_batched,
        rocsolver_cgetri_outofplace_batched, rocsolver_zgetri_outofplace_batched;
    getri_npvt: rocsolver_sgetri_npvt_outofplace_batched, rocsolver_dgetri_npvt_outofplace_batched,
        rocsolver_cgetri_npvt_outofplace_batched, rocsolver_zgetri_npvt_outofplace_batched;
    gels: rocsolver_sgels_batched, rocsolver_dgels_batched, rocsolver_cgels_batched, rocsolver_zgels_batched;
    geam: rocblas_sgeam_batched, rocblas_dgeam_batched, rocblas_cgeam_batched, rocblas_zgeam_batched;
    geqrf_ptr: c"rocsolver_sgeqrf_ptr_batched", c"rocsolver_dgeqrf_ptr_batched", c"rocsolver_cgeqrf_ptr_batched", c"rocsolver_zgeqrf_ptr_batched";
}

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

impl Scratch {
    /// Copies `values` to the scratch memory `offset` bytes in; the caller keeps them within it.
    fn upload<V: Copy>(&self, offset: usize, values: &[V]) -> Result {
        let kind = hip_sys::hipMemcpyKind::hipMemcpyHostToDevice;
        // SAFETY: `values` is readable for its size; the caller keeps the destination within
        // the allocation.
        match unsafe { hip_sys::hipMemcpy(self.pointer.cast::<u8>().add(offset).cast(), values.as_ptr().cast(), size_of_val(values), kind) } {
            Ok(hip_sys::hipError_t::hipSuccess) => Ok(()),
            Ok(_) => Err(cublasStatus_t::CUBLAS_STATUS_INTERNAL_ERROR),
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
