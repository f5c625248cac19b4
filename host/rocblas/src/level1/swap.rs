//! `swap`: `x, y := y, x`.

use rocblas_sys::{rocblas_double_complex, rocblas_float_complex};
use rocuda_host_linalg::{BlasResult, C32, C64, Scalar as Element, VectorMut};

use super::two_vectors_call;
use crate::forms::exports;
use crate::handle::Handle;

/// `x, y := y, x`, element by element in order.
pub fn swap<T: Element>(x: VectorMut<T>, y: VectorMut<T>) {
    for i in 0..x.len() {
        let (a, b) = (x.get(i), y.get(i));
        x.set(i, b);
        y.set(i, a);
    }
}

/// [`two_vectors_call`]'s checks, then the swap.
fn swap_call<T: Element>(handle: &Handle, n: i64, x: *mut T, incx: i64, y: *mut T, incy: i64) -> BlasResult {
    // SAFETY: the job runs in stream order, when rocBLAS's contract makes x's and y's n
    // elements readable and writable.
    two_vectors_call(handle, n, x, incx, y, incy, |x, y| swap(unsafe { x.vector_mut() }, unsafe { y.vector_mut() }))
}

macro_rules! swap_exports {
    ($t:ty, $c:ty; $name:ident, $name64:ident) => {
        exports!(swap_call::<$t>; [$name] [$name64]; int n, ptr mut x: $c, int incx, ptr mut y: $c, int incy,);
    };
}

swap_exports!(f32, f32; rocblas_sswap, rocblas_sswap_64);
swap_exports!(f64, f64; rocblas_dswap, rocblas_dswap_64);
swap_exports!(C32, rocblas_float_complex; rocblas_cswap, rocblas_cswap_64);
swap_exports!(C64, rocblas_double_complex; rocblas_zswap, rocblas_zswap_64);

#[cfg(test)]
mod tests {
    use rocblas_sys::rocblas_status as Status;

    use super::*;

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
