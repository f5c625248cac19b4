//! `scal`: `x := alpha * x`, and `rocblas_scal_ex`.

use std::ffi::c_void;

use rocblas_sys::{rocblas_datatype, rocblas_double_complex, rocblas_float_complex, rocblas_status as Status};
use rocuda_host_linalg::args::Scalar;
use rocuda_host_linalg::{BlasResult, C32, C64, Scalar as Element, Stored, VectorMut, bf16, f16};

use super::Arg;
use super::ex::{BF16, C32T, C64T, F16, F32, F64, Factor, Half};
use crate::boundary::enqueue;
use crate::forms::exports;
use crate::handle::Handle;

/// `x := alpha * x`, computed as `E`.
pub fn scal<E: Element, A: Factor<E>, X: Stored<E>>(alpha: A, x: VectorMut<X>) {
    for i in 0..x.len() {
        x.set(i, X::store(alpha.times(x.get(i).load())));
    }
}

/// The part of the checks after the types are known, rocBLAS's order: scalar; in host
/// pointer mode `alpha == 1` has nothing to do; vector. Then the job.
fn scal_job<A: Factor<E>, X: Stored<E>, E: Element>(handle: &Handle, n: i64, alpha: *const c_void, x: *mut c_void, incx: i64) -> BlasResult {
    // SAFETY: in host pointer mode `alpha` is the caller's scalar.
    let alpha = unsafe { Scalar::new(handle.device_pointers(), alpha.cast::<A>())? };
    if alpha.known().is_some_and(|alpha| alpha.value() == E::ONE) {
        return Ok(());
    }
    if x.is_null() {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    let x = Arg::new(x.cast::<X>(), n, incx);
    enqueue(handle.stream(), move || {
        // SAFETY: the job runs in stream order, when rocBLAS's contract makes x's n elements
        // readable and writable, and `alpha` readable in device pointer mode.
        let (alpha, x) = unsafe { (alpha.get(), x.vector_mut()) };
        scal::<E, A, X>(alpha, x);
    })
}

/// rocBLAS's checks for `?scal`, in its order: handle; nothing to do (n <= 0 or incx <= 0);
/// vector and scalar; `alpha == 1` in host pointer mode.
fn scal_call<A: Factor<E>, X: Stored<E>, E: Element>(handle: &Handle, n: i64, alpha: *const A, x: *mut X, incx: i64) -> BlasResult {
    if n <= 0 || incx <= 0 {
        return Ok(());
    }
    if x.is_null() || alpha.is_null() {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    scal_job::<A, X, E>(handle, n, alpha.cast(), x.cast(), incx)
}

/// `alpha` of type `$a` (C type `$ac`), x of element type `$t` (`$c`).
macro_rules! scal_exports {
    ($a:ty, $ac:ty, $t:ty, $c:ty; $name:ident, $name64:ident) => {
        exports!(scal_call::<$a, $t, $t>; [$name] [$name64]; int n, ptr alpha: $ac, ptr mut x: $c, int incx,);
    };
}

scal_exports!(f32, f32, f32, f32; rocblas_sscal, rocblas_sscal_64);
scal_exports!(f64, f64, f64, f64; rocblas_dscal, rocblas_dscal_64);
scal_exports!(C32, rocblas_float_complex, C32, rocblas_float_complex; rocblas_cscal, rocblas_cscal_64);
scal_exports!(C64, rocblas_double_complex, C64, rocblas_double_complex; rocblas_zscal, rocblas_zscal_64);
scal_exports!(f32, f32, C32, rocblas_float_complex; rocblas_csscal, rocblas_csscal_64);
scal_exports!(f64, f64, C64, rocblas_double_complex; rocblas_zdscal, rocblas_zdscal_64);

/// [`scal_job`] for one combination of types.
type ScalJob = fn(&Handle, i64, *const c_void, *mut c_void, i64) -> BlasResult;

/// rocBLAS's checks, in its order: handle; nothing to do (n <= 0 or incx <= 0); types;
/// scalar; `alpha == 1` in host pointer mode; vector.
fn scal_ex_call(
    handle: &Handle,
    n: i64,
    alpha: *const c_void,
    alpha_type: rocblas_datatype,
    x: *mut c_void,
    x_type: rocblas_datatype,
    incx: i64,
    execution_type: rocblas_datatype,
) -> BlasResult {
    if n <= 0 || incx <= 0 {
        return Ok(());
    }
    let job: ScalJob = match (alpha_type, x_type, execution_type) {
        (F16, F16, F32) => scal_job::<f16, f16, f32>,
        (F32, F16, F32) => scal_job::<f32, f16, f32>,
        (F16, F16, F16) => scal_job::<f16, f16, Half>,
        (BF16, BF16, F32) => scal_job::<bf16, bf16, f32>,
        (F32, BF16, F32) => scal_job::<f32, bf16, f32>,
        (F32, F32, F32) => scal_job::<f32, f32, f32>,
        (F64, F64, F64) => scal_job::<f64, f64, f64>,
        (C32T, C32T, C32T) => scal_job::<C32, C32, C32>,
        (C64T, C64T, C64T) => scal_job::<C64, C64, C64>,
        (F32, C32T, C32T) => scal_job::<f32, C32, C32>,
        (F64, C64T, C64T) => scal_job::<f64, C64, C64>,
        _ => return Err(Status::rocblas_status_not_implemented),
    };
    job(handle, n, alpha, x, incx)
}

exports!(scal_ex_call; [rocblas_scal_ex] [rocblas_scal_ex_64];
    int n, pass alpha: *const c_void, pass alpha_type: rocblas_datatype, pass x: *mut c_void, pass x_type: rocblas_datatype, int incx,
    pass execution_type: rocblas_datatype,);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scales_at_a_stride_real_and_complex() {
        let handle = crate::testing::handle();
        let mut x = [1.0f64, 9.0, -2.0];
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        assert_eq!(unsafe { rocblas_dscal(handle, 2, &3.0, x.as_mut_ptr(), 2) }, Status::rocblas_status_success);
        assert_eq!(x, [3.0, 9.0, -6.0]);
        let alpha = C32 { re: 0.0, im: 1.0 };
        let mut z = [C32 { re: 1.0, im: 2.0 }];
        // SAFETY: as above.
        assert_eq!(unsafe { rocblas_cscal_64(handle, 1, (&raw const alpha).cast(), z.as_mut_ptr().cast(), 1) }, Status::rocblas_status_success);
        assert_eq!(z[0], C32 { re: -2.0, im: 1.0 });
        // A real scalar scales both parts: an infinite part stays alone.
        let mut w = [C32 { re: f32::INFINITY, im: 1.0 }];
        // SAFETY: as above.
        assert_eq!(unsafe { rocblas_csscal(handle, 1, &2.0, w.as_mut_ptr().cast(), 1) }, Status::rocblas_status_success);
        assert_eq!(w[0], C32 { re: f32::INFINITY, im: 2.0 });
        crate::testing::destroy(handle);
    }

    #[test]
    fn scal_ex_in_sixteen_bits() {
        let handle = crate::testing::handle();
        let mut x: Vec<f16> = [1.0f32, -3.0].iter().map(|&v| f16::from_f32(v)).collect();
        let alpha = 0.5f32;
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        let status = unsafe { rocblas_scal_ex(handle, 2, (&raw const alpha).cast(), F32, x.as_mut_ptr().cast(), F16, 1, F32) };
        assert_eq!(status, Status::rocblas_status_success);
        assert_eq!([x[0].to_f32(), x[1].to_f32()], [0.5, -1.5]);
        let alpha = bf16::from_f32(4.0);
        let mut b = [bf16::from_f32(0.75)];
        // SAFETY: as above.
        let status = unsafe { rocblas_scal_ex_64(handle, 1, (&raw const alpha).cast(), BF16, b.as_mut_ptr().cast(), BF16, 1, F32) };
        assert_eq!((status, b[0].to_f32()), (Status::rocblas_status_success, 3.0));
        // SAFETY: as above.
        let status = unsafe { rocblas_scal_ex(handle, 1, (&raw const alpha).cast(), BF16, b.as_mut_ptr().cast(), BF16, 1, BF16) };
        assert_eq!(status, Status::rocblas_status_not_implemented);
        crate::testing::destroy(handle);
    }

    #[test]
    fn statuses_as_rocblas() {
        let handle = crate::testing::handle();
        let mut x = [f32::NAN];
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        unsafe {
            assert_eq!(rocblas_sscal(handle, 1, std::ptr::null(), x.as_mut_ptr(), 1), Status::rocblas_status_invalid_pointer);
            assert_eq!(rocblas_sscal(handle, 1, &2.0, std::ptr::null_mut(), 1), Status::rocblas_status_invalid_pointer);
            assert_eq!(rocblas_sscal(handle, 1, std::ptr::null(), std::ptr::null_mut(), 0), Status::rocblas_status_success);
        }
        // alpha == 1 in host pointer mode returns before x is looked at.
        let one = 1.0f32;
        // SAFETY: as above.
        let status = unsafe { rocblas_scal_ex(handle, 1, (&raw const one).cast(), F32, std::ptr::null_mut(), F32, 1, F32) };
        assert_eq!(status, Status::rocblas_status_success);
        // SAFETY: as above.
        let status = unsafe { rocblas_scal_ex(handle, 1, std::ptr::null(), F32, x.as_mut_ptr().cast(), F32, 1, F32) };
        assert_eq!(status, Status::rocblas_status_invalid_pointer);
        crate::testing::destroy(handle);
    }
}
