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

/// A vector cuBLAS's Ex functions read: its pointer, element type and increment.
fn vector<W>(x: *const c_void, element: T, inc: W) -> Result<Vector<W>> {
    Ok(Vector { x, datatype: datatype(element)?, inc })
}

/// A vector cuBLAS's Ex functions write.
fn vector_mut<W>(x: *mut c_void, element: T, inc: W) -> Result<VectorMut<W>> {
    Ok(VectorMut { x, datatype: datatype(element)?, inc })
}

/// A half-precision vector, which rocuda stages itself.
fn span<W: Into<i64>>(x: *mut c_void, n: W, inc: W) -> Span {
    Span { x, n: n.into(), inc: inc.into() }
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
    let rocblas = handle::rocblas(handle)?;
    require(xType == yType && scaled(alphaType, xType, executiontype, false))?;
    let (x, y) = (vector(x, xType, incx)?, vector_mut(y, yType, incy)?);
    // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
    unsafe { W::axpy_ex(rocblas, n, (alpha, datatype(alphaType)?), x, y, datatype(executiontype)?) }
}

/// `cublasDotEx` and (`conjugate`) `cublasDotcEx`.
macro_rules! dot_ex {
    ($name:ident, $conjugate:expr) => {
        pub unsafe fn $name<W: Width>(
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
            let rocblas = handle::rocblas(handle)?;
            require(dot_supported(xType, yType, resultType, executionType))?;
            let (x, y) = (vector(x, xType, incx)?, vector(y, yType, incy)?);
            // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
            unsafe { W::dot_ex(rocblas, $conjugate, n, x, y, (result, datatype(resultType)?), datatype(executionType)?) }
        }
    };
}

dot_ex!(cublasDotEx, false);
dot_ex!(cublasDotcEx, true);

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
    let rocblas = handle::rocblas(handle)?;
    require(nrm2_supported(xType, resultType, executionType))?;
    let x = vector(x, xType, incx)?;
    // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
    unsafe { W::nrm2_ex(rocblas, n, x, (result, datatype(resultType)?), datatype(executionType)?) }
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
    let rocblas = handle::rocblas(handle)?;
    require(scaled(alphaType, xType, executionType, true))?;
    let x = vector_mut(x, xType, incx)?;
    // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
    unsafe { W::scal_ex(rocblas, n, (alpha, datatype(alphaType)?), x, datatype(executionType)?) }
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
    let rocblas = handle::rocblas(handle)?;
    require(rot_supported(xType, yType, csType, executiontype))?;
    let (x, y) = (vector_mut(x, xType, incx)?, vector_mut(y, yType, incy)?);
    // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
    unsafe { W::rot_ex(rocblas, n, x, y, (c, s, datatype(csType)?), datatype(executiontype)?) }
}

pub unsafe fn cublasCopyEx<W: Typed>(handle: cublasHandle_t, n: W, x: *const c_void, xType: T, incx: W, y: *mut c_void, yType: T, incy: W) -> Result {
    let rocblas = handle::rocblas(handle)?;
    require(xType == yType)?;
    if staged::is_half(xType) {
        // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
        return unsafe { staged::copy(rocblas, span(x.cast_mut(), n, incx), span(y, n, incy)) };
    }
    let precision = Precision::require(xType)?;
    let (x, y) = (vector(x, xType, incx)?, vector_mut(y, yType, incy)?);
    // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
    unsafe { W::copy(rocblas, precision, n, x, y) }
}

pub unsafe fn cublasSwapEx<W: Typed>(handle: cublasHandle_t, n: W, x: *mut c_void, xType: T, incx: W, y: *mut c_void, yType: T, incy: W) -> Result {
    let rocblas = handle::rocblas(handle)?;
    require(xType == yType)?;
    if staged::is_half(xType) {
        // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
        return unsafe { staged::swap(rocblas, span(x, n, incx), span(y, n, incy)) };
    }
    let precision = Precision::require(xType)?;
    let (x, y) = (vector_mut(x, xType, incx)?, vector_mut(y, yType, incy)?);
    // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
    unsafe { W::swap(rocblas, precision, n, x, y) }
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
    let rocblas = handle::rocblas(handle)?;
    require(asum_supported(xType, resultType, executiontype))?;
    let precision = Precision::require(xType)?;
    let x = vector(x, xType, incx)?;
    // SAFETY: the caller's pointers, as cuBLAS's contract gives them; rocBLAS honours the
    // pointer mode for the result.
    unsafe { W::asum(rocblas, precision, n, x, result) }
}

/// `i?amax` (`min`: `i?amin`).
unsafe fn iamax<W: Typed + TryFrom<i64>>(handle: cublasHandle_t, min: bool, n: W, x: *const c_void, xType: T, incx: W, result: *mut W) -> Result {
    let rocblas = handle::rocblas(handle)?;
    if staged::is_half(xType) {
        // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
        return unsafe { staged::iamax(rocblas, xType, min, span(x.cast_mut(), n, incx), result) };
    }
    let precision = Precision::require(xType)?;
    let x = vector(x, xType, incx)?;
    let search = if min { W::iamin } else { W::iamax };
    // SAFETY: the caller's pointers, as cuBLAS's contract gives them; rocBLAS honours the
    // pointer mode for the result.
    unsafe { search(rocblas, precision, n, x, result) }
}

pub unsafe fn cublasIamaxEx<W: Typed + TryFrom<i64>>(handle: cublasHandle_t, n: W, x: *const c_void, xType: T, incx: W, result: *mut W) -> Result {
    // SAFETY: forwarded from cuBLAS's contract.
    unsafe { iamax(handle, false, n, x, xType, incx, result) }
}

pub unsafe fn cublasIaminEx<W: Typed + TryFrom<i64>>(handle: cublasHandle_t, n: W, x: *const c_void, xType: T, incx: W, result: *mut W) -> Result {
    // SAFETY: forwarded from cuBLAS's contract.
    unsafe { iamax(handle, true, n, x, xType, incx, result) }
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
    let rocblas = handle::rocblas(handle)?;
    let double = real_rotation(&[xType, yType, paramType], executiontype)?;
    let (x, y) = (vector_mut(x, xType, incx)?, vector_mut(y, yType, incy)?);
    // SAFETY: the caller's pointers, as cuBLAS's contract gives them.
    unsafe { W::rotm(rocblas, double, n, x, y, param) }
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
