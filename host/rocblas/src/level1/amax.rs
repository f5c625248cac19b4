//! `iamax`, `iamin`: the 1-based index of the first element with the largest (smallest)
//! `|re| + |im|`.

use rocblas_sys::{rocblas_double_complex, rocblas_float_complex, rocblas_status as Status};
use rocuda_host_linalg::{BlasResult, C32, C64, Scalar as Element, Vector};

use super::{Arg, reduce, zero_result};
use crate::forms::exports;
use crate::handle::Handle;

/// The 0-based index of the first element whose `|re| + |im|` is the largest (`largest`) or
/// the smallest; NaNs never win a comparison, as with reference BLAS. `x` holds at least one
/// element.
pub fn iamax<T: Element>(x: Vector<T>, largest: bool) -> i64 {
    let measure = |i| x.get(i).abs1();
    let (mut best, mut best_value) = (0, measure(0));
    for i in 1..x.len() {
        let value = measure(i);
        if (largest && value > best_value) || (!largest && value < best_value) {
            (best, best_value) = (i, value);
        }
    }
    best
}

/// rocBLAS's checks, in its order: handle; result; nothing to search (n <= 0 or incx <= 0),
/// which is answered 0; vector.
fn iamax_call<T: Element, I: TryFrom<i64> + Default + Send + Copy + 'static>(
    handle: &Handle,
    n: i64,
    x: *const T,
    incx: i64,
    result: *mut I,
    largest: bool,
) -> BlasResult {
    if result.is_null() {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    if n <= 0 || incx <= 0 {
        return zero_result(handle, result, I::default());
    }
    if x.is_null() {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    let x = Arg::new(x, n, incx);
    // The index is at most n, which fits the caller's integer type.
    // SAFETY: the job runs in stream order, when rocBLAS's contract makes x's n elements
    // readable.
    reduce(handle, result, move || I::try_from(iamax(unsafe { x.vector() }, largest) + 1).unwrap_or_default())
}

macro_rules! iamax_exports {
    ($t:ty, $c:ty; $largest:ident, $largest64:ident; $smallest:ident, $smallest64:ident) => {
        exports!(iamax_call::<$t, _>; [$largest] [$largest64]; int n, ptr x: $c, int incx, index result, given true,);
        exports!(iamax_call::<$t, _>; [$smallest] [$smallest64]; int n, ptr x: $c, int incx, index result, given false,);
    };
}

iamax_exports!(f32, f32; rocblas_isamax, rocblas_isamax_64; rocblas_isamin, rocblas_isamin_64);
iamax_exports!(f64, f64; rocblas_idamax, rocblas_idamax_64; rocblas_idamin, rocblas_idamin_64);
iamax_exports!(C32, rocblas_float_complex; rocblas_icamax, rocblas_icamax_64; rocblas_icamin, rocblas_icamin_64);
iamax_exports!(C64, rocblas_double_complex; rocblas_izamax, rocblas_izamax_64; rocblas_izamin, rocblas_izamin_64);

#[cfg(test)]
mod tests {
    use super::*;

    /// The reference: a sort of (measure, index) pairs, first index on ties.
    fn reference(values: &[f64], largest: bool) -> i64 {
        let mut order: Vec<(f64, usize)> = values.iter().copied().zip(0..).collect();
        order.sort_by(|a, b| if largest { b.0.total_cmp(&a.0) } else { a.0.total_cmp(&b.0) }.then(a.1.cmp(&b.1)));
        order[0].1 as i64 + 1
    }

    #[test]
    fn first_largest_and_smallest_of_re_plus_im() {
        let x = [C64 { re: 1.0, im: -3.0 }, C64 { re: -4.0, im: 0.0 }, C64 { re: 0.5, im: 0.5 }, C64 { re: 2.0, im: 2.0 }, C64 { re: 0.0, im: -1.0 }];
        let measures: Vec<f64> = x.iter().map(|z| z.re.abs() + z.im.abs()).collect();
        let handle = crate::testing::handle();
        for largest in [true, false] {
            let mut got = -1i32;
            let f = if largest { rocblas_izamax } else { rocblas_izamin };
            // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
            assert_eq!(unsafe { f(handle, 5, x.as_ptr().cast(), 1, &mut got) }, Status::rocblas_status_success);
            assert_eq!(i64::from(got), reference(&measures, largest));
        }
        // Stride 2 sees elements 0, 2, 4: the smallest is 0.5 + 0.5 at position 2.
        let mut got = 0i64;
        // SAFETY: as above.
        assert_eq!(unsafe { rocblas_izamin_64(handle, 3, x.as_ptr().cast(), 2, &mut got) }, Status::rocblas_status_success);
        assert_eq!(got, 2);
        // Ties go to the first.
        let y = [1.0f32, -3.0, 3.0, 2.0];
        let mut got = 0;
        // SAFETY: as above.
        assert_eq!(unsafe { rocblas_isamax(handle, 4, y.as_ptr(), 1, &mut got) }, Status::rocblas_status_success);
        assert_eq!(got, 2);
        crate::testing::destroy(handle);
    }

    #[test]
    fn statuses_as_rocblas() {
        let handle = crate::testing::handle();
        let x = [1.0f64, 2.0];
        let mut got = 7;
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        unsafe {
            assert_eq!(rocblas_idamax(std::ptr::null_mut(), 2, x.as_ptr(), 1, &mut got), Status::rocblas_status_invalid_handle);
            assert_eq!(rocblas_idamax(handle, 2, x.as_ptr(), 1, std::ptr::null_mut()), Status::rocblas_status_invalid_pointer);
            assert_eq!(rocblas_idamax(handle, 2, std::ptr::null(), 1, &mut got), Status::rocblas_status_invalid_pointer);
        }
        // Nothing to search: 0, before the vector is looked at.
        // SAFETY: as above.
        assert_eq!(unsafe { rocblas_idamax(handle, 2, std::ptr::null(), 0, &mut got) }, Status::rocblas_status_success);
        assert_eq!(got, 0);
        got = 7;
        // SAFETY: as above.
        assert_eq!(unsafe { rocblas_idamin(handle, -1, std::ptr::null(), 1, &mut got) }, Status::rocblas_status_success);
        assert_eq!(got, 0);
        crate::testing::destroy(handle);
    }
}
