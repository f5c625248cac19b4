//! `copy`: `y := x`.

use rocblas_sys::{rocblas_double_complex, rocblas_float_complex};
use rocuda_host_linalg::{BlasResult, C32, C64, Scalar as Element, Vector, VectorMut};

use super::two_vectors_call;
use crate::forms::exports;
use crate::handle::Handle;

/// `y := x`.
pub fn copy<T: Element>(x: Vector<T>, y: VectorMut<T>) {
    for i in 0..x.len() {
        y.set(i, x.get(i));
    }
}

/// [`two_vectors_call`]'s checks, then the copy.
fn copy_call<T: Element>(handle: &Handle, n: i64, x: *const T, incx: i64, y: *mut T, incy: i64) -> BlasResult {
    // SAFETY: the job runs in stream order, when rocBLAS's contract makes x's n elements
    // readable and y's writable.
    two_vectors_call(handle, n, x, incx, y, incy, |x, y| copy(unsafe { x.vector() }, unsafe { y.vector_mut() }))
}

macro_rules! copy_exports {
    ($t:ty, $c:ty; $name:ident, $name64:ident) => {
        exports!(copy_call::<$t>; [$name] [$name64]; int n, ptr x: $c, int incx, ptr mut y: $c, int incy,);
    };
}

copy_exports!(f32, f32; rocblas_scopy, rocblas_scopy_64);
copy_exports!(f64, f64; rocblas_dcopy, rocblas_dcopy_64);
copy_exports!(C32, rocblas_float_complex; rocblas_ccopy, rocblas_ccopy_64);
copy_exports!(C64, rocblas_double_complex; rocblas_zcopy, rocblas_zcopy_64);

#[cfg(test)]
mod tests {
    use rocblas_sys::rocblas_status as Status;

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
}
