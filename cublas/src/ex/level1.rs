//! The level 1 Ex functions over rocBLAS's `_ex` level 1 functions, which take each pointer's
//! type after it in the same order as cuBLAS's, and over rocBLAS's typed functions where it has
//! no `_ex` form (copy, swap, asum, iamax, iamin, rotg, rotm, rotmg).

use std::ffi::c_void;

use crate::Result;
use crate::convert::datatype;
use crate::ex::require;
use crate::ex::staged::{self, Span};
use crate::ex::typed::{Precision, Typed};
use crate::ex::width::{Vector, VectorMut, Width};
use crate::handle;
use crate::types::{cublasHandle_t, cudaDataType as T};

/// cuBLAS's tables for `cublasAxpyEx` (alpha, x and y, execution) and `cublasScalEx` (alpha,
/// x, execution), which are one table: real half-precision vectors scale in f32, every other
/// vector in its own type, and a complex vector may also take a real scalar in `cublasScalEx`.
fn scaled(alpha: T, x: T, exec: T, real_alpha_allowed: bool) -> bool {
    match (alpha, x, exec) {
        (T::CUDA_R_32F, T::CUDA_R_16F | T::CUDA_R_16BF | T::CUDA_R_32F, T::CUDA_R_32F) => true,
        (T::CUDA_R_32F, T::CUDA_C_32F, T::CUDA_C_32F) | (T::CUDA_R_64F, T::CUDA_C_64F, T::CUDA_C_64F) => real_alpha_allowed,
        _ => alpha == x && x == exec && matches!(x, T::CUDA_R_64F | T::CUDA_C_32F | T::CUDA_C_64F),
    }
}

/// cuBLAS's table for `cublasDotEx` and `cublasDotcEx`: x, y and the result of one type,
/// executed in f32 for half precisions and in that type otherwise.
fn dot_supported(x: T, y: T, result: T, exec: T) -> bool {
    x == y && x == result && execution(x) == Some(exec)
}

/// The execution type cuBLAS's level 1 tables pair with an element type.
fn execution(x: T) -> Option<T> {
    Some(match x {
        T::CUDA_R_16F | T::CUDA_R_16BF | T::CUDA_R_32F => T::CUDA_R_32F,
        T::CUDA_R_64F | T::CUDA_C_32F | T::CUDA_C_64F => x,
        _ => return None,
    })
}

/// The real type of an element type: a norm's type and a rotation's cosine.
fn real(x: T) -> T {
    match x {
        T::CUDA_C_32F => T::CUDA_R_32F,
        T::CUDA_C_64F => T::CUDA_R_64F,
        _ => x,
    }
}

/// cuBLAS's table for `cublasNrm2Ex`: the result is real (of the vector's type for real
/// vectors) and execution is in the result's precision, real also for complex vectors.
fn nrm2_supported(x: T, result: T, exec: T) -> bool {
    result == real(x) && execution(x).map(real) == Some(exec)
}

/// cuBLAS's table for `cublasRotEx`: x and y of one type, c and s of that type or (for complex
/// vectors) of its real type, executed as `execution` says.
fn rot_supported(x: T, y: T, cs: T, exec: T) -> bool {
    x == y && (cs == x || cs == real(x)) && execution(x) == Some(exec)
}

/// cuBLAS's table for `cublasAsumEx`: the result is the vector's real type and execution is in
/// the result's type, or (as cuBLAS 13.1 also accepts) in the complex vector's own type. The
/// half precisions, which `cublasNrm2Ex` takes, are not in it.
fn asum_supported(x: T, result: T, exec: T) -> bool {
    Precision::of(x).is_some() && result == real(x) && (exec == result || exec == x)
}

/// cuBLAS's table for the real rotations `cublasRotmEx` and `cublasRotmgEx` (and the real
/// `cublasRotgEx`): every operand of one type, f32 or f64, which is also the execution type.
fn real_rotation(types: &[T], exec: T) -> Result<bool> {
    require(matches!(exec, T::CUDA_R_32F | T::CUDA_R_64F) && types.iter().all(|&t| t == exec))?;
    Ok(exec == T::CUDA_R_64F)
}

unsafe fn axpy<W: Width>(handle: cublasHandle_t, n: W, alpha: (*const c_void, T), x: (*const c_void, T, W), y: (*mut c_void, T, W), exec: T) -> Result {
    let rocblas = handle::rocblas(handle)?;
    require(x.1 == y.1 && scaled(alpha.1, x.1, exec, false))?;
    let x = Vector { x: x.0, datatype: datatype(x.1)?, inc: x.2 };
    let y = VectorMut { x: y.0, datatype: datatype(y.1)?, inc: y.2 };
    // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
    unsafe { W::axpy_ex(rocblas, n, (alpha.0, datatype(alpha.1)?), x, y, datatype(exec)?) }
}

unsafe fn dot<W: Width>(
    handle: cublasHandle_t,
    conjugate: bool,
    n: W,
    x: (*const c_void, T, W),
    y: (*const c_void, T, W),
    result: (*mut c_void, T),
    exec: T,
) -> Result {
    let rocblas = handle::rocblas(handle)?;
    require(dot_supported(x.1, y.1, result.1, exec))?;
    let x = Vector { x: x.0, datatype: datatype(x.1)?, inc: x.2 };
    let y = Vector { x: y.0, datatype: datatype(y.1)?, inc: y.2 };
    // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
    unsafe { W::dot_ex(rocblas, conjugate, n, x, y, (result.0, datatype(result.1)?), datatype(exec)?) }
}

unsafe fn nrm2<W: Width>(handle: cublasHandle_t, n: W, x: (*const c_void, T, W), result: (*mut c_void, T), exec: T) -> Result {
    let rocblas = handle::rocblas(handle)?;
    require(nrm2_supported(x.1, result.1, exec))?;
    let x = Vector { x: x.0, datatype: datatype(x.1)?, inc: x.2 };
    // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
    unsafe { W::nrm2_ex(rocblas, n, x, (result.0, datatype(result.1)?), datatype(exec)?) }
}

unsafe fn scal<W: Width>(handle: cublasHandle_t, n: W, alpha: (*const c_void, T), x: (*mut c_void, T, W), exec: T) -> Result {
    let rocblas = handle::rocblas(handle)?;
    require(scaled(alpha.1, x.1, exec, true))?;
    let x = VectorMut { x: x.0, datatype: datatype(x.1)?, inc: x.2 };
    // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
    unsafe { W::scal_ex(rocblas, n, (alpha.0, datatype(alpha.1)?), x, datatype(exec)?) }
}

unsafe fn rot<W: Width>(
    handle: cublasHandle_t,
    n: W,
    x: (*mut c_void, T, W),
    y: (*mut c_void, T, W),
    cs: (*const c_void, *const c_void, T),
    exec: T,
) -> Result {
    let rocblas = handle::rocblas(handle)?;
    require(rot_supported(x.1, y.1, cs.2, exec))?;
    let x = VectorMut { x: x.0, datatype: datatype(x.1)?, inc: x.2 };
    let y = VectorMut { x: y.0, datatype: datatype(y.1)?, inc: y.2 };
    // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
    unsafe { W::rot_ex(rocblas, n, x, y, (cs.0, cs.1, datatype(cs.2)?), datatype(exec)?) }
}

unsafe fn copy<W: Typed>(handle: cublasHandle_t, n: W, x: (*const c_void, T, W), y: (*mut c_void, T, W)) -> Result {
    let rocblas = handle::rocblas(handle)?;
    require(x.1 == y.1)?;
    if staged::is_half(x.1) {
        let x = Span { x: x.0.cast_mut(), n: n.into(), inc: x.2.into() };
        let y = Span { x: y.0, n: n.into(), inc: y.2.into() };
        // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
        return unsafe { staged::copy(rocblas, x, y) };
    }
    let precision = Precision::require(x.1)?;
    let x = Vector { x: x.0, datatype: datatype(x.1)?, inc: x.2 };
    let y = VectorMut { x: y.0, datatype: datatype(y.1)?, inc: y.2 };
    // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
    unsafe { W::copy(rocblas, precision, n, x, y) }
}

unsafe fn swap<W: Typed>(handle: cublasHandle_t, n: W, x: (*mut c_void, T, W), y: (*mut c_void, T, W)) -> Result {
    let rocblas = handle::rocblas(handle)?;
    require(x.1 == y.1)?;
    if staged::is_half(x.1) {
        let (x, y) = (Span { x: x.0, n: n.into(), inc: x.2.into() }, Span { x: y.0, n: n.into(), inc: y.2.into() });
        // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
        return unsafe { staged::swap(rocblas, x, y) };
    }
    let precision = Precision::require(x.1)?;
    let x = VectorMut { x: x.0, datatype: datatype(x.1)?, inc: x.2 };
    let y = VectorMut { x: y.0, datatype: datatype(y.1)?, inc: y.2 };
    // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
    unsafe { W::swap(rocblas, precision, n, x, y) }
}

unsafe fn asum<W: Typed>(handle: cublasHandle_t, n: W, x: (*const c_void, T, W), result: (*mut c_void, T), exec: T) -> Result {
    let rocblas = handle::rocblas(handle)?;
    require(asum_supported(x.1, result.1, exec))?;
    let precision = Precision::require(x.1)?;
    let x = Vector { x: x.0, datatype: datatype(x.1)?, inc: x.2 };
    // SAFETY: the caller's pointers, as cuBLAS's contract gives them; rocBLAS honours the
    // pointer mode for the result.
    unsafe { W::asum(rocblas, precision, n, x, result.0) }
}

unsafe fn iamax<W: Typed + TryFrom<i64>>(handle: cublasHandle_t, min: bool, n: W, x: (*const c_void, T, W), result: *mut W) -> Result {
    let rocblas = handle::rocblas(handle)?;
    if staged::is_half(x.1) {
        let span = Span { x: x.0.cast_mut(), n: n.into(), inc: x.2.into() };
        // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
        return unsafe { staged::iamax(rocblas, x.1, min, span, result) };
    }
    let precision = Precision::require(x.1)?;
    let x = Vector { x: x.0, datatype: datatype(x.1)?, inc: x.2 };
    // SAFETY: the caller's pointers, as cuBLAS's contract gives them; rocBLAS honours the
    // pointer mode for the result.
    unsafe { if min { W::iamin(rocblas, precision, n, x, result) } else { W::iamax(rocblas, precision, n, x, result) } }
}

unsafe fn rotm<W: Typed>(handle: cublasHandle_t, n: W, x: (*mut c_void, T, W), y: (*mut c_void, T, W), param: (*const c_void, T), exec: T) -> Result {
    let rocblas = handle::rocblas(handle)?;
    let double = real_rotation(&[x.1, y.1, param.1], exec)?;
    let x = VectorMut { x: x.0, datatype: datatype(x.1)?, inc: x.2 };
    let y = VectorMut { x: y.0, datatype: datatype(y.1)?, inc: y.2 };
    // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
    unsafe { W::rotm(rocblas, double, n, x, y, param.0) }
}

pub unsafe fn cublasAxpyEx<W: Width>(
    handle: cublasHandle_t,
    n: W,
    alpha: *const c_void,
    alphaType: T,
    x: *const c_void,
    xType: T,
    incx: W,
    y: *mut c_void,
    yType: T,
    incy: W,
    executiontype: T,
) -> Result {
    // SAFETY: forwarded from cuBLAS's contract.
    unsafe { axpy(handle, n, (alpha, alphaType), (x, xType, incx), (y, yType, incy), executiontype) }
}

pub unsafe fn cublasDotEx<W: Width>(
    handle: cublasHandle_t,
    n: W,
    x: *const c_void,
    xType: T,
    incx: W,
    y: *const c_void,
    yType: T,
    incy: W,
    result: *mut c_void,
    resultType: T,
    executionType: T,
) -> Result {
    // SAFETY: forwarded from cuBLAS's contract.
    unsafe { dot(handle, false, n, (x, xType, incx), (y, yType, incy), (result, resultType), executionType) }
}

pub unsafe fn cublasDotcEx<W: Width>(
    handle: cublasHandle_t,
    n: W,
    x: *const c_void,
    xType: T,
    incx: W,
    y: *const c_void,
    yType: T,
    incy: W,
    result: *mut c_void,
    resultType: T,
    executionType: T,
) -> Result {
    // SAFETY: forwarded from cuBLAS's contract.
    unsafe { dot(handle, true, n, (x, xType, incx), (y, yType, incy), (result, resultType), executionType) }
}

pub unsafe fn cublasNrm2Ex<W: Width>(
    handle: cublasHandle_t,
    n: W,
    x: *const c_void,
    xType: T,
    incx: W,
    result: *mut c_void,
    resultType: T,
    executionType: T,
) -> Result {
    // SAFETY: forwarded from cuBLAS's contract.
    unsafe { nrm2(handle, n, (x, xType, incx), (result, resultType), executionType) }
}

pub unsafe fn cublasScalEx<W: Width>(
    handle: cublasHandle_t,
    n: W,
    alpha: *const c_void,
    alphaType: T,
    x: *mut c_void,
    xType: T,
    incx: W,
    executionType: T,
) -> Result {
    // SAFETY: forwarded from cuBLAS's contract.
    unsafe { scal(handle, n, (alpha, alphaType), (x, xType, incx), executionType) }
}

pub unsafe fn cublasRotEx<W: Width>(
    handle: cublasHandle_t,
    n: W,
    x: *mut c_void,
    xType: T,
    incx: W,
    y: *mut c_void,
    yType: T,
    incy: W,
    c: *const c_void,
    s: *const c_void,
    csType: T,
    executiontype: T,
) -> Result {
    // SAFETY: forwarded from cuBLAS's contract.
    unsafe { rot(handle, n, (x, xType, incx), (y, yType, incy), (c, s, csType), executiontype) }
}

pub unsafe fn cublasCopyEx<W: Typed>(handle: cublasHandle_t, n: W, x: *const c_void, xType: T, incx: W, y: *mut c_void, yType: T, incy: W) -> Result {
    // SAFETY: forwarded from cuBLAS's contract.
    unsafe { copy(handle, n, (x, xType, incx), (y, yType, incy)) }
}

pub unsafe fn cublasSwapEx<W: Typed>(handle: cublasHandle_t, n: W, x: *mut c_void, xType: T, incx: W, y: *mut c_void, yType: T, incy: W) -> Result {
    // SAFETY: forwarded from cuBLAS's contract.
    unsafe { swap(handle, n, (x, xType, incx), (y, yType, incy)) }
}

pub unsafe fn cublasAsumEx<W: Typed>(
    handle: cublasHandle_t,
    n: W,
    x: *const c_void,
    xType: T,
    incx: W,
    result: *mut c_void,
    resultType: T,
    executiontype: T,
) -> Result {
    // SAFETY: forwarded from cuBLAS's contract.
    unsafe { asum(handle, n, (x, xType, incx), (result, resultType), executiontype) }
}

pub unsafe fn cublasIamaxEx<W: Typed + TryFrom<i64>>(handle: cublasHandle_t, n: W, x: *const c_void, xType: T, incx: W, result: *mut W) -> Result {
    // SAFETY: forwarded from cuBLAS's contract.
    unsafe { iamax(handle, false, n, (x, xType, incx), result) }
}

pub unsafe fn cublasIaminEx<W: Typed + TryFrom<i64>>(handle: cublasHandle_t, n: W, x: *const c_void, xType: T, incx: W, result: *mut W) -> Result {
    // SAFETY: forwarded from cuBLAS's contract.
    unsafe { iamax(handle, true, n, (x, xType, incx), result) }
}

/// The real rotations only: rocBLAS's complex `rotg` takes a complex sine, which cuBLAS's one
/// `csType` for the cosine and the sine cannot describe.
pub unsafe fn cublasRotgEx(
    handle: cublasHandle_t,
    a: *mut c_void,
    b: *mut c_void,
    abType: T,
    c: *mut c_void,
    s: *mut c_void,
    csType: T,
    executiontype: T,
) -> Result {
    let rocblas = handle::rocblas(handle)?;
    let double = real_rotation(&[abType, csType], executiontype)?;
    // SAFETY: the caller's pointers, as cuBLAS's contract gives them; rocBLAS honours the
    // pointer mode.
    crate::check(unsafe {
        if double {
            rocblas_sys::rocblas_drotg(rocblas, a.cast(), b.cast(), c.cast(), s.cast())
        } else {
            rocblas_sys::rocblas_srotg(rocblas, a.cast(), b.cast(), c.cast(), s.cast())
        }
    })
}

pub unsafe fn cublasRotmEx<W: Typed>(
    handle: cublasHandle_t,
    n: W,
    x: *mut c_void,
    xType: T,
    incx: W,
    y: *mut c_void,
    yType: T,
    incy: W,
    param: *const c_void,
    paramType: T,
    executiontype: T,
) -> Result {
    // SAFETY: forwarded from cuBLAS's contract.
    unsafe { rotm(handle, n, (x, xType, incx), (y, yType, incy), (param, paramType), executiontype) }
}

pub unsafe fn cublasRotmgEx(
    handle: cublasHandle_t,
    d1: *mut c_void,
    d1Type: T,
    d2: *mut c_void,
    d2Type: T,
    x1: *mut c_void,
    x1Type: T,
    y1: *const c_void,
    y1Type: T,
    param: *mut c_void,
    paramType: T,
    executiontype: T,
) -> Result {
    let rocblas = handle::rocblas(handle)?;
    let double = real_rotation(&[d1Type, d2Type, x1Type, y1Type, paramType], executiontype)?;
    // SAFETY: the caller's pointers, as cuBLAS's contract gives them; rocBLAS honours the
    // pointer mode.
    crate::check(unsafe {
        if double {
            rocblas_sys::rocblas_drotmg(rocblas, d1.cast(), d2.cast(), x1.cast(), y1.cast(), param.cast())
        } else {
            rocblas_sys::rocblas_srotmg(rocblas, d1.cast(), d2.cast(), x1.cast(), y1.cast(), param.cast())
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The combinations of tests/programs/cublas/ex.cu, each vector type with its execution
    /// type (the scalars' type too): complex norms executed in the complex type are refused, as
    /// cuBLAS refuses them; the rest are supported.
    #[test]
    fn golden_combinations() {
        for (x, exec) in [
            (T::CUDA_R_32F, T::CUDA_R_32F),
            (T::CUDA_R_64F, T::CUDA_R_64F),
            (T::CUDA_R_16F, T::CUDA_R_32F),
            (T::CUDA_R_16BF, T::CUDA_R_32F),
            (T::CUDA_C_32F, T::CUDA_C_32F),
            (T::CUDA_C_64F, T::CUDA_C_64F),
        ] {
            assert!(scaled(exec, x, exec, false));
            assert!(scaled(exec, x, exec, true));
            assert!(dot_supported(x, x, x, exec));
            assert!(rot_supported(x, x, real(x), exec));
            assert_eq!(nrm2_supported(x, real(x), exec), x == real(x));
        }
        assert!(nrm2_supported(T::CUDA_C_32F, T::CUDA_R_32F, T::CUDA_R_32F));
        assert!(asum_supported(T::CUDA_C_32F, T::CUDA_R_32F, T::CUDA_C_32F));
        assert!(asum_supported(T::CUDA_R_64F, T::CUDA_R_64F, T::CUDA_R_64F));
        assert!(!asum_supported(T::CUDA_R_16F, T::CUDA_R_32F, T::CUDA_R_32F));
        assert!(!asum_supported(T::CUDA_R_16BF, T::CUDA_R_32F, T::CUDA_R_32F));
    }
}
