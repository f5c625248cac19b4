//! Level 1: vector operations.
//!
//! Each operation is a kernel over one problem (`axpy`), a checked body shared by its plain,
//! `_batched` and `_strided_batched` forms in both integer widths (`axpy_call`), and the
//! exports, one macro line per element type and form. Each export is checked against ROCm's
//! header at compile time (`const _: signatures::rocblas_saxpy = rocblas_saxpy;`).

use rocblas_sys::{rocblas_double_complex, rocblas_float_complex, rocblas_handle, rocblas_int, rocblas_status as Status, rocblas_stride, signatures};
use rocuda_host_linalg::args::{Batch, Ptr, Scalar, Vector};
use rocuda_host_linalg::call::enqueue;
use rocuda_host_linalg::{C32, C64, Scalar as Element};

use crate::handle::{self, call};

/// `y := alpha * x + y`.
///
/// # Safety
/// `x` and `y` hold `n` elements each at their increments.
pub unsafe fn axpy<T: Element>(alpha: T, x: Vector<T>, y: Vector<T>) {
    for i in 0..x.n {
        // SAFETY: by this function's contract.
        unsafe { y.set(i, y.get(i) + alpha * x.get(i)) };
    }
}

/// rocBLAS's checks, in its order: handle; nothing to do; scalar; nothing to add; vectors.
#[allow(clippy::too_many_arguments)]
fn axpy_call<T: Element>(
    function: &'static str,
    handle: rocblas_handle,
    n: i64,
    alpha: *const T,
    x: Batch<T>,
    incx: i64,
    y: Batch<T>,
    incy: i64,
    batch_count: i64,
) -> Status {
    call(function, || {
        let handle = handle::get(handle)?;
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
            // SAFETY: the job runs in stream order, when the caller's memory is valid.
            let alpha = unsafe { alpha.get() };
            for b in 0..batch_count {
                let (x, y) = unsafe { (x.at(b), y.at(b)) };
                unsafe { axpy(alpha, Vector { base: x, n, inc: incx }, Vector { base: y, n, inc: incy }) };
            }
        })
    })
}

macro_rules! axpy_exports {
    ($t:ty, $c:ty, $int:ty, $plain:ident, $batched:ident, $strided:ident) => {
        /// # Safety
        /// rocBLAS's contract for this function.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $plain(handle: rocblas_handle, n: $int, alpha: *const $c, x: *const $c, incx: $int, y: *mut $c, incy: $int) -> Status {
            let (x, y) = (Batch::One(Ptr::new(x.cast())), Batch::One(Ptr(y.cast())));
            axpy_call::<$t>(stringify!($plain), handle, n.into(), alpha.cast(), x, incx.into(), y, incy.into(), 1)
        }
        const _: signatures::$plain = $plain;

        /// # Safety
        /// rocBLAS's contract for this function.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $batched(
            handle: rocblas_handle,
            n: $int,
            alpha: *const $c,
            x: *const *const $c,
            incx: $int,
            y: *const *mut $c,
            incy: $int,
            batch_count: $int,
        ) -> Status {
            let (x, y) = (Batch::Array(Ptr::new(x.cast())), Batch::Array(Ptr::new(y.cast())));
            axpy_call::<$t>(stringify!($batched), handle, n.into(), alpha.cast(), x, incx.into(), y, incy.into(), batch_count.into())
        }
        const _: signatures::$batched = $batched;

        /// # Safety
        /// rocBLAS's contract for this function.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $strided(
            handle: rocblas_handle,
            n: $int,
            alpha: *const $c,
            x: *const $c,
            incx: $int,
            stride_x: rocblas_stride,
            y: *mut $c,
            incy: $int,
            stride_y: rocblas_stride,
            batch_count: $int,
        ) -> Status {
            let (x, y) = (Batch::Strided(Ptr::new(x.cast()), stride_x), Batch::Strided(Ptr(y.cast()), stride_y));
            axpy_call::<$t>(stringify!($strided), handle, n.into(), alpha.cast(), x, incx.into(), y, incy.into(), batch_count.into())
        }
        const _: signatures::$strided = $strided;
    };
}

axpy_exports!(f32, f32, rocblas_int, rocblas_saxpy, rocblas_saxpy_batched, rocblas_saxpy_strided_batched);
axpy_exports!(f64, f64, rocblas_int, rocblas_daxpy, rocblas_daxpy_batched, rocblas_daxpy_strided_batched);
axpy_exports!(C32, rocblas_float_complex, rocblas_int, rocblas_caxpy, rocblas_caxpy_batched, rocblas_caxpy_strided_batched);
axpy_exports!(C64, rocblas_double_complex, rocblas_int, rocblas_zaxpy, rocblas_zaxpy_batched, rocblas_zaxpy_strided_batched);
axpy_exports!(f32, f32, i64, rocblas_saxpy_64, rocblas_saxpy_batched_64, rocblas_saxpy_strided_batched_64);
axpy_exports!(f64, f64, i64, rocblas_daxpy_64, rocblas_daxpy_batched_64, rocblas_daxpy_strided_batched_64);
axpy_exports!(C32, rocblas_float_complex, i64, rocblas_caxpy_64, rocblas_caxpy_batched_64, rocblas_caxpy_strided_batched_64);
axpy_exports!(C64, rocblas_double_complex, i64, rocblas_zaxpy_64, rocblas_zaxpy_batched_64, rocblas_zaxpy_strided_batched_64);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn axpy_with_a_negative_increment_walks_from_the_end() {
        let mut x = [1.0f64, 2.0, 3.0];
        let mut y = [10.0f64, 0.0, 20.0, 0.0, 30.0];
        let (x, y) = (Vector { base: x.as_mut_ptr(), n: 3, inc: -1 }, Vector { base: y.as_mut_ptr(), n: 3, inc: 2 });
        unsafe { axpy(2.0, x, y) };
        let got: Vec<f64> = (0..3).map(|i| unsafe { y.get(i) }).collect();
        // x reversed is [3, 2, 1]: reference BLAS's meaning of incx = -1.
        assert_eq!(got, [16.0, 24.0, 32.0]);
    }

    #[test]
    fn saxpy_checks_its_arguments_as_rocblas_does() {
        let handle = crate::testing::handle();
        let (x, mut y, alpha) = ([1.0f32, 2.0], [1.0f32, 1.0], 3.0f32);
        let run = |handle, n, alpha: *const f32, x: *const f32, y: *mut f32| unsafe { rocblas_saxpy(handle, n, alpha, x, 1, y, 1) };
        assert_eq!(run(std::ptr::null_mut(), 2, &alpha, x.as_ptr(), y.as_mut_ptr()), Status::rocblas_status_invalid_handle);
        assert_eq!(run(handle, 2, std::ptr::null(), x.as_ptr(), y.as_mut_ptr()), Status::rocblas_status_invalid_pointer);
        assert_eq!(run(handle, 2, &alpha, std::ptr::null(), y.as_mut_ptr()), Status::rocblas_status_invalid_pointer);
        // Nothing to do: success before the pointers are looked at.
        assert_eq!(run(handle, 0, std::ptr::null(), std::ptr::null(), std::ptr::null_mut()), Status::rocblas_status_success);
        assert_eq!(run(handle, 2, &alpha, x.as_ptr(), y.as_mut_ptr()), Status::rocblas_status_success);
        assert_eq!(y, [4.0, 7.0]);
        assert_eq!(crate::handle::rocblas_destroy_handle(handle), Status::rocblas_status_success);
    }
}
