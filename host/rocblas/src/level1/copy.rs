//! `copy` (`y := x`) and `swap` (`x, y := y, x`): the element-by-element operations on two
//! vectors, one checked body for both.

use rocblas_sys::{rocblas_double_complex, rocblas_float_complex, rocblas_status as Status};
use rocuda_host_linalg::{BlasResult, C32, C64, Scalar as Element, Vector, VectorMut};

use super::Arg;
use crate::boundary::enqueue;
use crate::forms::exports;
use crate::handle::Handle;

/// `y := x`.
pub fn copy<T: Element>(x: Vector<T>, y: VectorMut<T>) {
    for i in 0..x.len() {
        y.set(i, x.get(i));
    }
}

/// `x, y := y, x`, element by element in order.
pub fn swap<T: Element>(x: VectorMut<T>, y: VectorMut<T>) {
    for i in 0..x.len() {
        let (a, b) = (x.get(i), y.get(i));
        x.set(i, b);
        y.set(i, a);
    }
}

/// The checks of the element-by-element operations on two vectors (`copy`, `swap`), in
/// rocBLAS's order: handle; nothing to do (n <= 0); vectors. Any increment, zero and negative
/// ones included, is accepted. `job` then runs on the handle's stream with x and y.
fn two_vectors_call<T: Element>(handle: &Handle, n: i64, x: *const T, incx: i64, y: *mut T, incy: i64, job: fn(Arg<T>, Arg<T>)) -> BlasResult {
    if n <= 0 {
        return Ok(());
    }
    if x.is_null() || y.is_null() {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    let (x, y) = (Arg::new(x, n, incx), Arg::new(y, n, incy));
    enqueue(handle.stream(), move || job(x, y))
}

/// [`two_vectors_call`]'s checks, then the copy.
fn copy_call<T: Element>(handle: &Handle, n: i64, x: *const T, incx: i64, y: *mut T, incy: i64) -> BlasResult {
    // SAFETY: the job runs in stream order, when rocBLAS's contract makes x's n elements
    // readable and y's writable.
    two_vectors_call(handle, n, x, incx, y, incy, |x, y| copy(unsafe { x.vector() }, unsafe { y.vector_mut() }))
}

/// [`two_vectors_call`]'s checks, then the swap.
fn swap_call<T: Element>(handle: &Handle, n: i64, x: *mut T, incx: i64, y: *mut T, incy: i64) -> BlasResult {
    // SAFETY: the job runs in stream order, when rocBLAS's contract makes x's and y's n
    // elements readable and writable.
    two_vectors_call(handle, n, x, incx, y, incy, |x, y| swap(unsafe { x.vector_mut() }, unsafe { y.vector_mut() }))
}

/// `copy` and `swap` of one element type, in both integer widths.
macro_rules! two_vectors_exports {
    ($t:ty, $c:ty; $copy:ident, $copy64:ident; $swap:ident, $swap64:ident) => {
        exports!(copy_call::<$t>; [$copy] [$copy64]; int n, ptr x: $c, int incx, ptr mut y: $c, int incy,);
        exports!(swap_call::<$t>; [$swap] [$swap64]; int n, ptr mut x: $c, int incx, ptr mut y: $c, int incy,);
    };
}

two_vectors_exports!(f32, f32; rocblas_scopy, rocblas_scopy_64; rocblas_sswap, rocblas_sswap_64);
two_vectors_exports!(f64, f64; rocblas_dcopy, rocblas_dcopy_64; rocblas_dswap, rocblas_dswap_64);
two_vectors_exports!(C32, rocblas_float_complex; rocblas_ccopy, rocblas_ccopy_64; rocblas_cswap, rocblas_cswap_64);
two_vectors_exports!(C64, rocblas_double_complex; rocblas_zcopy, rocblas_zcopy_64; rocblas_zswap, rocblas_zswap_64);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn copies_at_strides_and_backwards() {
        let handle = crate::testing::handle();
        let x = [C32 { re: 1.0, im: 2.0 }, C32 { re: 3.0, im: 4.0 }, C32 { re: 5.0, im: 6.0 }];
        let mut y = [C32::default(); 5];
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        assert_eq!(unsafe { rocblas_ccopy(handle, 3, x.as_ptr().cast(), 1, y.as_mut_ptr().cast(), -2) }, Status::rocblas_status_success);
        // y walked from its end: y[4] = x[0], y[2] = x[1], y[0] = x[2].
        assert_eq!([y[4], y[2], y[0]], x);
        assert_eq!([y[1], y[3]], [C32::default(); 2]);
        let (a, mut b) = ([1.0f64, 2.0], [0.0f64; 2]);
        // SAFETY: as above.
        assert_eq!(unsafe { rocblas_dcopy_64(handle, 2, a.as_ptr(), 1, b.as_mut_ptr(), 1) }, Status::rocblas_status_success);
        assert_eq!(a, b);
        // SAFETY: as above.
        unsafe {
            assert_eq!(rocblas_dcopy(handle, 2, std::ptr::null(), 1, b.as_mut_ptr(), 1), Status::rocblas_status_invalid_pointer);
            assert_eq!(rocblas_dcopy(handle, 0, std::ptr::null(), 1, std::ptr::null_mut(), 1), Status::rocblas_status_success);
            assert_eq!(rocblas_dcopy(std::ptr::null_mut(), 0, a.as_ptr(), 1, b.as_mut_ptr(), 1), Status::rocblas_status_invalid_handle);
        }
        crate::testing::destroy(handle);
    }

    #[test]
    fn swaps_at_strides_and_backwards() {
        let handle = crate::testing::handle();
        let mut x = [1.0f32, 2.0, 3.0];
        let mut y = [10.0f32, -1.0, 20.0, -1.0, 30.0];
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        assert_eq!(unsafe { rocblas_sswap(handle, 3, x.as_mut_ptr(), -1, y.as_mut_ptr(), 2) }, Status::rocblas_status_success);
        // x walked from its end pairs x[2] with y[0].
        assert_eq!(x, [30.0, 20.0, 10.0]);
        assert_eq!(y, [3.0, -1.0, 2.0, -1.0, 1.0]);
        let mut z = [C64 { re: 1.0, im: 1.0 }];
        let mut w = [C64 { re: 2.0, im: -2.0 }];
        // SAFETY: as above.
        assert_eq!(unsafe { rocblas_zswap_64(handle, 1, z.as_mut_ptr().cast(), 1, w.as_mut_ptr().cast(), 1) }, Status::rocblas_status_success);
        assert_eq!((z[0].re, w[0].re), (2.0, 1.0));
        // SAFETY: as above.
        unsafe {
            assert_eq!(rocblas_sswap(handle, 3, x.as_mut_ptr(), 1, std::ptr::null_mut(), 1), Status::rocblas_status_invalid_pointer);
            assert_eq!(rocblas_sswap(handle, -3, std::ptr::null_mut(), 1, std::ptr::null_mut(), 1), Status::rocblas_status_success);
        }
        crate::testing::destroy(handle);
    }
}
