//! `asum`: `Σ |re(x_i)| + |im(x_i)|`.

use rocblas_sys::{rocblas_double_complex, rocblas_float_complex, rocblas_status as Status};
use rocuda_host_linalg::{BlasResult, C32, C64, Scalar as Element, Vector};

use super::{Arg, reduce, sum, zero_result};
use crate::handle::Handle;

/// `Σ |re(x_i)| + |im(x_i)|`.
pub fn asum<T: Element>(x: Vector<T>) -> T::Real {
    sum(x.len(), |i| x.get(i).abs1())
}

/// The checked body of `asum` and `nrm2`, rocBLAS's order: handle; result; nothing to reduce
/// (n <= 0 or incx <= 0), which is answered 0; vector.
pub fn norm_call<T: Element>(handle: &Handle, n: i64, x: *const T, incx: i64, result: *mut T::Real, kernel: fn(Vector<T>) -> T::Real) -> BlasResult {
    if result.is_null() {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    if n <= 0 || incx <= 0 {
        return zero_result(handle, result, <T::Real as Element>::ZERO);
    }
    if x.is_null() {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    let x = Arg::new(x, n, incx);
    // SAFETY: the job runs in stream order, when rocBLAS's contract makes x's n elements
    // readable.
    reduce(handle, result, move || kernel(unsafe { x.vector() }))
}

/// The exports of a norm (`asum`, `nrm2`): for each element type, one export in each integer
/// width, each [`norm_call`] with the norm's kernel.
macro_rules! norm_exports {
    ($kernel:ident, $t:ty, $c:ty, $r:ty; $name:ident, $name64:ident) => {
        $crate::forms::exports!($crate::level1::asum::norm_call::<$t>; [$name] [$name64];
            int n, ptr x: $c, int incx, ptr mut result: $r, given $kernel::<$t>,);
    };
}

pub(super) use norm_exports;

norm_exports!(asum, f32, f32, f32; rocblas_sasum, rocblas_sasum_64);
norm_exports!(asum, f64, f64, f64; rocblas_dasum, rocblas_dasum_64);
norm_exports!(asum, C32, rocblas_float_complex, f32; rocblas_scasum, rocblas_scasum_64);
norm_exports!(asum, C64, rocblas_double_complex, f64; rocblas_dzasum, rocblas_dzasum_64);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sums_both_parts_at_a_stride() {
        let x = [C32 { re: 1.0, im: -2.0 }, C32 { re: 100.0, im: 100.0 }, C32 { re: -3.0, im: 0.5 }];
        let handle = crate::testing::handle();
        let mut got = 0.0f32;
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        assert_eq!(unsafe { rocblas_scasum(handle, 2, x.as_ptr().cast(), 2, &mut got) }, Status::rocblas_status_success);
        let reference: f64 = [1.0, 2.0, 3.0, 0.5].iter().sum();
        assert_eq!(f64::from(got), reference);
        let mut got = 0.0f64;
        let y = [-1.5f64, 2.0, -0.25];
        // SAFETY: as above.
        assert_eq!(unsafe { rocblas_dasum_64(handle, 3, y.as_ptr(), 1, &mut got) }, Status::rocblas_status_success);
        assert_eq!(got, 3.75);
        crate::testing::destroy(handle);
    }

    #[test]
    fn statuses_as_rocblas() {
        let handle = crate::testing::handle();
        let mut got = 9.0f32;
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        unsafe {
            assert_eq!(rocblas_sasum(handle, 2, std::ptr::null(), 1, std::ptr::null_mut()), Status::rocblas_status_invalid_pointer);
            assert_eq!(rocblas_sasum(handle, 2, std::ptr::null(), 1, &mut got), Status::rocblas_status_invalid_pointer);
            assert_eq!(rocblas_sasum(handle, 2, std::ptr::null(), -1, &mut got), Status::rocblas_status_success);
        }
        assert_eq!(got, 0.0);
        crate::testing::destroy(handle);
    }
}
