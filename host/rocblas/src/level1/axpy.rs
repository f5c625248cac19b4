//! `axpy`: `y := alpha * x + y`, in every form, and `rocblas_axpy_ex`.

use std::ffi::c_void;

use rocblas_sys::{rocblas_datatype, rocblas_double_complex, rocblas_float_complex, rocblas_status as Status};
use rocuda_host_linalg::args::{Batch, Scalar};
use rocuda_host_linalg::{BlasResult, C32, C64, Scalar as Element, Stored, Vector, VectorMut, bf16, f16};

use super::Arg;
use super::ex::{BF16, C32T, C64T, F16, F32, F64, Factor, Half};
use crate::boundary::enqueue;
use crate::forms::exports;
use crate::handle::Handle;

/// `y := alpha * x + y`.
pub fn axpy<T: Element>(alpha: T, x: Vector<T>, y: VectorMut<T>) {
    for i in 0..x.len() {
        y.set(i, y.get(i) + alpha * x.get(i));
    }
}

/// rocBLAS's checks, in its order: handle; nothing to do; scalar; nothing to add; vectors.
fn axpy_call<T: Element>(handle: &Handle, n: i64, alpha: *const T, x: Batch<T>, incx: i64, y: Batch<T>, incy: i64, batch_count: i64) -> BlasResult {
    if n <= 0 || batch_count <= 0 {
        return Ok(());
    }
    // SAFETY: in host pointer mode `alpha` is the caller's scalar.
    let alpha = unsafe { Scalar::new(handle.device_pointers(), alpha)? };
    if alpha.known() == Some(T::ZERO) {
        return Ok(());
    }
    let (x, y) = (x.check()?, y.check()?);
    enqueue(handle.stream(), move || {
        // SAFETY: the job runs in stream order, when rocBLAS's contract makes `alpha`
        // readable in device pointer mode.
        let alpha = unsafe { alpha.get() };
        for b in 0..batch_count {
            // SAFETY: as above, problem b's x readable and y writable, n elements each.
            let (x, y) = unsafe { (x.vector(b, n, incx), y.vector_mut(b, n, incy)) };
            axpy(alpha, x, y);
        }
    })
}

macro_rules! axpy_exports {
    ($t:ty, $c:ty; $($names:ident),+; $($names64:ident),+) => {
        exports!(axpy_call::<$t>; [$($names),+] [$($names64),+];
            int n, ptr alpha: $c, read x [stride_x]: $c, int incx, stride stride_x, write y [stride_y]: $c, int incy, stride stride_y,);
    };
}

axpy_exports!(f32, f32; rocblas_saxpy, rocblas_saxpy_batched, rocblas_saxpy_strided_batched; rocblas_saxpy_64, rocblas_saxpy_batched_64, rocblas_saxpy_strided_batched_64);
axpy_exports!(f64, f64; rocblas_daxpy, rocblas_daxpy_batched, rocblas_daxpy_strided_batched; rocblas_daxpy_64, rocblas_daxpy_batched_64, rocblas_daxpy_strided_batched_64);
axpy_exports!(C32, rocblas_float_complex; rocblas_caxpy, rocblas_caxpy_batched, rocblas_caxpy_strided_batched; rocblas_caxpy_64, rocblas_caxpy_batched_64, rocblas_caxpy_strided_batched_64);
axpy_exports!(C64, rocblas_double_complex; rocblas_zaxpy, rocblas_zaxpy_batched, rocblas_zaxpy_strided_batched; rocblas_zaxpy_64, rocblas_zaxpy_batched_64, rocblas_zaxpy_strided_batched_64);

/// `axpy_ex` once the types are known, rocBLAS's order: in host pointer mode `alpha == 0` has
/// nothing to do; vectors. The scalar is checked before the types.
fn axpy_ex_job<A: Factor<E>, X: Stored<E>, Y: Stored<E>, E: Element>(
    handle: &Handle,
    n: i64,
    alpha: *const c_void,
    x: *const c_void,
    incx: i64,
    y: *mut c_void,
    incy: i64,
) -> BlasResult {
    // SAFETY: in host pointer mode `alpha` is the caller's scalar.
    let alpha = unsafe { Scalar::new(handle.device_pointers(), alpha.cast::<A>())? };
    if alpha.known().is_some_and(|alpha| alpha.value() == E::ZERO) {
        return Ok(());
    }
    if x.is_null() || y.is_null() {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    let (x, y) = (Arg::new(x.cast::<X>(), n, incx), Arg::new(y.cast::<Y>(), n, incy));
    enqueue(handle.stream(), move || {
        // SAFETY: the job runs in stream order, when rocBLAS's contract makes x's n elements
        // readable, y's writable, and `alpha` readable in device pointer mode.
        let (alpha, x, y) = unsafe { (alpha.get(), x.vector(), y.vector_mut()) };
        for i in 0..n {
            y.set(i, Y::store(alpha.times(x.get(i).load()) + y.get(i).load()));
        }
    })
}

/// [`axpy_ex_job`] for one combination of types.
type AxpyExJob = fn(&Handle, i64, *const c_void, *const c_void, i64, *mut c_void, i64) -> BlasResult;

/// rocBLAS's checks, in its order: handle; nothing to do (n <= 0); scalar; types; then
/// [`axpy_ex_job`]'s.
fn axpy_ex_call(
    handle: &Handle,
    n: i64,
    alpha: *const c_void,
    alpha_type: rocblas_datatype,
    x: *const c_void,
    x_type: rocblas_datatype,
    incx: i64,
    y: *mut c_void,
    y_type: rocblas_datatype,
    incy: i64,
    execution_type: rocblas_datatype,
) -> BlasResult {
    if n <= 0 {
        return Ok(());
    }
    if alpha.is_null() {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    let job: AxpyExJob = match (alpha_type, x_type, y_type, execution_type) {
        (F16, F16, F16, F32) => axpy_ex_job::<f16, f16, f16, f32>,
        (F32, F16, F16, F32) => axpy_ex_job::<f32, f16, f16, f32>,
        (BF16, BF16, BF16, F32) => axpy_ex_job::<bf16, bf16, bf16, f32>,
        (F32, BF16, BF16, F32) => axpy_ex_job::<f32, bf16, bf16, f32>,
        (F16, F16, F16, F16) => axpy_ex_job::<f16, f16, f16, Half>,
        (F32, F32, F32, F32) => axpy_ex_job::<f32, f32, f32, f32>,
        (F64, F64, F64, F64) => axpy_ex_job::<f64, f64, f64, f64>,
        (C32T, C32T, C32T, C32T) => axpy_ex_job::<C32, C32, C32, C32>,
        (C64T, C64T, C64T, C64T) => axpy_ex_job::<C64, C64, C64, C64>,
        _ => return Err(Status::rocblas_status_not_implemented),
    };
    job(handle, n, alpha, x, incx, y, incy)
}

exports!(axpy_ex_call; [rocblas_axpy_ex] [rocblas_axpy_ex_64];
    int n, pass alpha: *const c_void, pass alpha_type: rocblas_datatype, pass x: *const c_void, pass x_type: rocblas_datatype, int incx,
    pass y: *mut c_void, pass y_type: rocblas_datatype, int incy, pass execution_type: rocblas_datatype,);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn axpy_with_a_negative_increment_walks_from_the_end() {
        let x = [1.0f64, 2.0, 3.0];
        let mut y = [10.0f64, 0.0, 20.0, 0.0, 30.0];
        let (x, y) = (Vector::from_slice(&x, 3, -1).unwrap(), VectorMut::from_slice_mut(&mut y, 3, 2).unwrap());
        axpy(2.0, x, y);
        let got: Vec<f64> = (0..3).map(|i| y.get(i)).collect();
        // x reversed is [3, 2, 1]: reference BLAS's meaning of incx = -1.
        assert_eq!(got, [16.0, 24.0, 32.0]);
    }

    #[test]
    fn saxpy_checks_its_arguments_as_rocblas_does() {
        let handle = crate::testing::handle();
        let (x, mut y, alpha) = ([1.0f32, 2.0], [1.0f32, 1.0], 3.0f32);
        // SAFETY: each call gets the test's handle (or null), each pointer null or a local holding what the sizes describe.
        let run = |handle, n, alpha: *const f32, x: *const f32, y: *mut f32| unsafe { rocblas_saxpy(handle, n, alpha, x, 1, y, 1) };
        assert_eq!(run(std::ptr::null_mut(), 2, &alpha, x.as_ptr(), y.as_mut_ptr()), Status::rocblas_status_invalid_handle);
        assert_eq!(run(handle, 2, std::ptr::null(), x.as_ptr(), y.as_mut_ptr()), Status::rocblas_status_invalid_pointer);
        assert_eq!(run(handle, 2, &alpha, std::ptr::null(), y.as_mut_ptr()), Status::rocblas_status_invalid_pointer);
        // Nothing to do: success before the pointers are looked at.
        assert_eq!(run(handle, 0, std::ptr::null(), std::ptr::null(), std::ptr::null_mut()), Status::rocblas_status_success);
        assert_eq!(run(handle, 2, &alpha, x.as_ptr(), y.as_mut_ptr()), Status::rocblas_status_success);
        assert_eq!(y, [4.0, 7.0]);
        crate::testing::destroy(handle);
    }

    #[test]
    fn axpy_ex_in_sixteen_bits_and_wider() {
        let handle = crate::testing::handle();
        let x: Vec<f16> = [1.0f32, 2.0, 3.0].iter().map(|&v| f16::from_f32(v)).collect();
        let mut y: Vec<f16> = [0.5f32, 0.5, 0.5].iter().map(|&v| f16::from_f32(v)).collect();
        let alpha = 2.0f32;
        // x backwards.
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        let status = unsafe { rocblas_axpy_ex(handle, 3, (&raw const alpha).cast(), F32, x.as_ptr().cast(), F16, -1, y.as_mut_ptr().cast(), F16, 1, F32) };
        assert_eq!(status, Status::rocblas_status_success);
        assert_eq!(y.iter().map(|v| v.to_f32()).collect::<Vec<_>>(), [6.5, 4.5, 2.5]);
        // f16 compute: 2048 + 1 rounds to 2048 in f16.
        let (alpha, big, mut sum) = (f16::ONE, [f16::ONE], [f16::from_f32(2048.0)]);
        // SAFETY: as above.
        let status =
            unsafe { rocblas_axpy_ex_64(handle, 1, (&raw const alpha).cast(), F16, big.as_ptr().cast(), F16, 1, sum.as_mut_ptr().cast(), F16, 1, F16) };
        assert_eq!((status, sum[0].to_f32()), (Status::rocblas_status_success, 2048.0));
        let alpha = C64 { re: 0.0, im: 1.0 };
        let (z, mut w) = ([C64 { re: 1.0, im: 1.0 }], [C64::default()]);
        // SAFETY: as above.
        let status = unsafe { rocblas_axpy_ex(handle, 1, (&raw const alpha).cast(), C64T, z.as_ptr().cast(), C64T, 1, w.as_mut_ptr().cast(), C64T, 1, C64T) };
        assert_eq!((status, w[0]), (Status::rocblas_status_success, C64 { re: -1.0, im: 1.0 }));
        // SAFETY: as above.
        let status = unsafe { rocblas_axpy_ex(handle, 1, (&raw const alpha).cast(), C64T, z.as_ptr().cast(), C64T, 1, w.as_mut_ptr().cast(), C64T, 1, F64) };
        assert_eq!(status, Status::rocblas_status_not_implemented);
        // Host alpha == 0 returns before the vectors are looked at; a null alpha is refused first.
        let zero = 0.0f64;
        // SAFETY: as above.
        let status = unsafe { rocblas_axpy_ex(handle, 1, (&raw const zero).cast(), F64, std::ptr::null(), F64, 1, std::ptr::null_mut(), F64, 1, F64) };
        assert_eq!(status, Status::rocblas_status_success);
        // SAFETY: as above.
        let status = unsafe { rocblas_axpy_ex(handle, 1, std::ptr::null(), F64, z.as_ptr().cast(), F64, 1, w.as_mut_ptr().cast(), F64, 1, F64) };
        assert_eq!(status, Status::rocblas_status_invalid_pointer);
        crate::testing::destroy(handle);
    }
}
