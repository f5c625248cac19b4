//! `nrm2`: the Euclidean norm, and `rocblas_nrm2_ex`.

use std::ffi::c_void;

use rocblas_sys::{rocblas_datatype, rocblas_double_complex, rocblas_float_complex, rocblas_status as Status};
use rocuda_host_linalg::{BlasResult, C32, C64, Real, Scalar as Element, Stored, Vector, bf16, f16};

use super::asum::norm_exports;
use super::ex::{BF16, C32T, C64T, F16, F32, F64, size_of};
use super::{Arg, reduce, zero_bytes};
use crate::forms::exports;
use crate::handle::Handle;

/// `sqrt(Σ |x_i|²)` computed as `E`, kept scaled by the largest part seen so far so that
/// neither overflows nor underflows where the norm itself does not; any NaN makes it NaN,
/// otherwise an infinite part makes it infinite.
pub fn nrm2<E: Element, X: Stored<E>>(x: Vector<X>) -> E::Real {
    let zero = <E::Real as Element>::ZERO;
    let one = <E::Real as Element>::ONE;
    // The norm is scale * sqrt(ssq).
    let (mut scale, mut ssq, mut infinite) = (zero, one, false);
    for i in 0..x.len() {
        let value = x.get(i).load();
        for part in [value.re(), value.im()] {
            let a = part.abs();
            if a.is_nan() {
                return a;
            }
            if a == zero {
                continue;
            }
            if a.to_f64().is_infinite() {
                infinite = true;
            } else if scale < a {
                let ratio = scale / a;
                ssq = one + ssq * ratio * ratio;
                scale = a;
            } else {
                let ratio = a / scale;
                ssq += ratio * ratio;
            }
        }
    }
    if infinite { <E::Real as Real>::from_f64(f64::INFINITY) } else { scale * ssq.sqrt() }
}

/// `nrm2` of one element type.
fn nrm2_of<T: Element>(x: Vector<T>) -> T::Real {
    nrm2::<T, T>(x)
}

norm_exports!(nrm2_of, f32, f32, f32; rocblas_snrm2, rocblas_snrm2_64);
norm_exports!(nrm2_of, f64, f64, f64; rocblas_dnrm2, rocblas_dnrm2_64);
norm_exports!(nrm2_of, C32, rocblas_float_complex, f32; rocblas_scnrm2, rocblas_scnrm2_64);
norm_exports!(nrm2_of, C64, rocblas_double_complex, f64; rocblas_dznrm2, rocblas_dznrm2_64);

/// `nrm2_ex` with `x` stored as `X`, computed as `E`, the result stored as `R`.
fn nrm2_typed<X: Stored<E>, E: Element, R: Stored<E::Real>>(handle: &Handle, n: i64, x: *const c_void, incx: i64, result: *mut c_void) -> Result<(), Status> {
    let x = Arg::new(x.cast::<X>(), n, incx);
    // SAFETY: the job runs in stream order, when rocBLAS's contract makes x's n elements
    // readable.
    reduce(handle, result.cast::<R>(), move || R::store(nrm2::<E, X>(unsafe { x.vector() })))
}

/// rocBLAS's checks, in its order: handle; result; nothing to reduce (answered 0 in as many
/// bytes as the result type has); vector; types.
fn nrm2_ex_call(
    handle: &Handle,
    n: i64,
    x: *const c_void,
    x_type: rocblas_datatype,
    incx: i64,
    result: *mut c_void,
    result_type: rocblas_datatype,
    execution_type: rocblas_datatype,
) -> BlasResult {
    if result.is_null() {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    if n <= 0 || incx <= 0 {
        return zero_bytes(handle, result, size_of(result_type));
    }
    if x.is_null() {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    match (x_type, result_type, execution_type) {
        (F16, F16, F32) => nrm2_typed::<f16, f32, f16>(handle, n, x, incx, result),
        (BF16, BF16, F32) => nrm2_typed::<bf16, f32, bf16>(handle, n, x, incx, result),
        (F32, F32, F32) => nrm2_typed::<f32, f32, f32>(handle, n, x, incx, result),
        (F64, F64, F64) => nrm2_typed::<f64, f64, f64>(handle, n, x, incx, result),
        (C32T, F32, F32) => nrm2_typed::<C32, C32, f32>(handle, n, x, incx, result),
        (C64T, F64, F64) => nrm2_typed::<C64, C64, f64>(handle, n, x, incx, result),
        _ => Err(Status::rocblas_status_not_implemented),
    }
}

exports!(nrm2_ex_call; [rocblas_nrm2_ex] [rocblas_nrm2_ex_64];
    int n, pass x: *const c_void, pass x_type: rocblas_datatype, int incx, pass result: *mut c_void, pass result_type: rocblas_datatype,
    pass execution_type: rocblas_datatype,);

#[cfg(test)]
mod tests {
    use super::*;

    /// The reference: squares summed in f64, no scaling.
    fn plain_norm(values: &[f64]) -> f64 {
        values.iter().map(|v| v * v).sum::<f64>().sqrt()
    }

    fn norm_of(values: &[f64]) -> f64 {
        nrm2::<f64, f64>(Vector::from_slice(values, values.len() as i64, 1).unwrap())
    }

    #[test]
    fn scaled_norms_neither_overflow_nor_underflow() {
        assert_eq!(norm_of(&[3.0, -4.0]), 5.0);
        assert_eq!(norm_of(&[3e300, 4e300]), 5e300);
        assert!((norm_of(&[3e-300, 4e-300]) / 5e-300 - 1.0).abs() < 1e-15);
        assert_eq!(norm_of(&[1.0, f64::INFINITY, f64::NEG_INFINITY]), f64::INFINITY);
        assert!(norm_of(&[f64::INFINITY, f64::NAN]).is_nan());
        let values: Vec<f64> = (0..37).map(|i| f64::from(i) * 0.37 - 5.0).collect();
        assert!((norm_of(&values) / plain_norm(&values) - 1.0).abs() < 1e-14);
    }

    #[test]
    fn complex_and_sixteen_bit_norms_through_the_exports() {
        let handle = crate::testing::handle();
        let x = [C64 { re: 1.0, im: 2.0 }, C64 { re: 9.0, im: 9.0 }, C64 { re: -2.0, im: 4.0 }];
        let mut got = 0.0f64;
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        assert_eq!(unsafe { rocblas_dznrm2(handle, 2, x.as_ptr().cast(), 2, &mut got) }, Status::rocblas_status_success);
        assert!((got - plain_norm(&[1.0, 2.0, -2.0, 4.0])).abs() < 1e-14);
        let h: Vec<f16> = [3.0f32, 4.0, 12.0].iter().map(|&v| f16::from_f32(v)).collect();
        let mut got = f16::ZERO;
        // SAFETY: as above.
        let status = unsafe { rocblas_nrm2_ex(handle, 3, h.as_ptr().cast(), F16, 1, (&raw mut got).cast(), F16, F32) };
        assert_eq!((status, got.to_f32()), (Status::rocblas_status_success, 13.0));
        // f16 data computed as f16 is not one of rocBLAS's combinations.
        // SAFETY: as above.
        let status = unsafe { rocblas_nrm2_ex(handle, 3, h.as_ptr().cast(), F16, 1, (&raw mut got).cast(), F16, F16) };
        assert_eq!(status, Status::rocblas_status_not_implemented);
        // Nothing to reduce: the result's bytes are zeroed, even for types it cannot compute.
        let mut wide = [0xffu8; 16];
        // SAFETY: as above.
        let status = unsafe { rocblas_nrm2_ex_64(handle, 0, std::ptr::null(), C64T, 1, wide.as_mut_ptr().cast(), F64, F16) };
        assert_eq!((status, wide), (Status::rocblas_status_success, [0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]));
        // SAFETY: as above.
        assert_eq!(unsafe { rocblas_snrm2(handle, 1, std::ptr::null(), 1, std::ptr::null_mut()) }, Status::rocblas_status_invalid_pointer);
        crate::testing::destroy(handle);
    }
}
