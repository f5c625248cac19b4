//! `dot`: `Σ x_i y_i` (`dotu`), `Σ conj(x_i) y_i` (`dotc`); `hdot`, `bfdot`, and
//! `rocblas_dot_ex`, `rocblas_dotc_ex`.

use std::ffi::c_void;

use rocblas_sys::{rocblas_bfloat16, rocblas_datatype, rocblas_double_complex, rocblas_float_complex, rocblas_half, rocblas_status as Status};
use rocuda_host_linalg::{BlasResult, C32, C64, Scalar as Element, Stored, Vector, bf16, f16};

use super::ex::{BF16, C32T, C64T, F16, F32, F64, Half, size_of};
use super::{Arg, reduce, sum, zero_bytes, zero_result};
use crate::forms::exports;
use crate::handle::Handle;

/// `Σ x_i y_i`, or `Σ conj(x_i) y_i` (`conjugate`), computed as `E`.
pub fn dot<E: Element, X: Stored<E>, Y: Stored<E>>(x: Vector<X>, y: Vector<Y>, conjugate: bool) -> E {
    sum(x.len(), |i| {
        let (a, b): (E, E) = (x.get(i).load(), y.get(i).load());
        if conjugate { a.conj() * b } else { a * b }
    })
}

/// Queues `dot` with its result stored as `R`.
fn dot_job<X: Stored<E>, Y: Stored<E>, E: Element, R: Stored<E>>(
    handle: &Handle,
    n: i64,
    x: *const c_void,
    incx: i64,
    y: *const c_void,
    incy: i64,
    result: *mut c_void,
    conjugate: bool,
) -> Result<(), Status> {
    let (x, y) = (Arg::new(x.cast::<X>(), n, incx), Arg::new(y.cast::<Y>(), n, incy));
    reduce(handle, result.cast::<R>(), move || {
        // SAFETY: the job runs in stream order, when rocBLAS's contract makes x's and y's n
        // elements readable.
        let (x, y) = unsafe { (x.vector(), y.vector()) };
        R::store(dot::<E, X, Y>(x, y, conjugate))
    })
}

/// rocBLAS's checks, in its order: handle; nothing to do (n <= 0), which needs the result
/// and answers 0; vectors and result. Any increment is accepted.
fn dot_call<S: Stored<E>, E: Element>(handle: &Handle, n: i64, x: *const S, incx: i64, y: *const S, incy: i64, result: *mut S, conjugate: bool) -> BlasResult {
    if n <= 0 {
        if result.is_null() {
            return Err(Status::rocblas_status_invalid_pointer);
        }
        return zero_result(handle, result, S::store(E::ZERO));
    }
    if x.is_null() || y.is_null() || result.is_null() {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    dot_job::<S, S, E, S>(handle, n, x.cast(), incx, y.cast(), incy, result.cast(), conjugate)
}

/// Elements stored as `$s` (C type `$c`), computed as `$e`; `$conjugate` for `dotc`.
macro_rules! dot_exports {
    ($s:ty, $e:ty, $c:ty, $conjugate:literal; $name:ident, $name64:ident) => {
        exports!(dot_call::<$s, $e>; [$name] [$name64];
            int n, ptr x: $c, int incx, ptr y: $c, int incy, ptr mut result: $c, given $conjugate,);
    };
}

dot_exports!(f32, f32, f32, false; rocblas_sdot, rocblas_sdot_64);
dot_exports!(f64, f64, f64, false; rocblas_ddot, rocblas_ddot_64);
dot_exports!(f16, Half, rocblas_half, false; rocblas_hdot, rocblas_hdot_64);
dot_exports!(bf16, f32, rocblas_bfloat16, false; rocblas_bfdot, rocblas_bfdot_64);
dot_exports!(C32, C32, rocblas_float_complex, false; rocblas_cdotu, rocblas_cdotu_64);
dot_exports!(C64, C64, rocblas_double_complex, false; rocblas_zdotu, rocblas_zdotu_64);
dot_exports!(C32, C32, rocblas_float_complex, true; rocblas_cdotc, rocblas_cdotc_64);
dot_exports!(C64, C64, rocblas_double_complex, true; rocblas_zdotc, rocblas_zdotc_64);

/// rocBLAS's checks, in its order: handle; nothing to do (n <= 0), which needs the result and
/// zeroes as many bytes as the result type has; vectors and result; types.
fn dot_ex_call(
    handle: &Handle,
    n: i64,
    x: *const c_void,
    x_type: rocblas_datatype,
    incx: i64,
    y: *const c_void,
    y_type: rocblas_datatype,
    incy: i64,
    result: *mut c_void,
    result_type: rocblas_datatype,
    execution_type: rocblas_datatype,
    conjugate: bool,
) -> BlasResult {
    if n <= 0 {
        if result.is_null() {
            return Err(Status::rocblas_status_invalid_pointer);
        }
        return zero_bytes(handle, result, size_of(result_type));
    }
    if x.is_null() || y.is_null() || result.is_null() {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    let job: DotJob = match (x_type, y_type, result_type, execution_type) {
        (F16, F16, F16, F16) => dot_job::<f16, f16, Half, f16>,
        (BF16, BF16, BF16, F32) => dot_job::<bf16, bf16, f32, bf16>,
        (F16, F16, F16, F32) => dot_job::<f16, f16, f32, f16>,
        (F32, F32, F32, F32) => dot_job::<f32, f32, f32, f32>,
        (F64, F64, F64, F64) => dot_job::<f64, f64, f64, f64>,
        (C32T, C32T, C32T, C32T) => dot_job::<C32, C32, C32, C32>,
        (C64T, C64T, C64T, C64T) => dot_job::<C64, C64, C64, C64>,
        (F32, F32, F64, F64) => dot_job::<f32, f32, f64, f64>,
        _ => return Err(Status::rocblas_status_not_implemented),
    };
    job(handle, n, x, incx, y, incy, result, conjugate)
}

/// [`dot_job`] for one combination of types.
type DotJob = fn(&Handle, i64, *const c_void, i64, *const c_void, i64, *mut c_void, bool) -> Result<(), Status>;

/// `dot_ex` and (`$conjugate`) `dotc_ex`.
macro_rules! dot_ex_exports {
    ($conjugate:literal; $name:ident, $name64:ident) => {
        exports!(dot_ex_call; [$name] [$name64];
            int n, pass x: *const c_void, pass x_type: rocblas_datatype, int incx, pass y: *const c_void, pass y_type: rocblas_datatype,
            int incy, pass result: *mut c_void, pass result_type: rocblas_datatype, pass execution_type: rocblas_datatype, given $conjugate,);
    };
}

dot_ex_exports!(false; rocblas_dot_ex, rocblas_dot_ex_64);
dot_ex_exports!(true; rocblas_dotc_ex, rocblas_dotc_ex_64);

#[cfg(test)]
mod tests {
    use rocblas_sys::signatures;

    use super::*;

    /// The reference: in f64, with the vectors gathered into plain arrays first.
    fn reference(x: &[C64], y: &[C64], conjugate: bool) -> C64 {
        x.iter().zip(y).fold(C64::default(), |total, (a, b)| {
            let a = if conjugate { C64 { re: a.re, im: -a.im } } else { *a };
            C64 { re: total.re + a.re * b.re - a.im * b.im, im: total.im + a.re * b.im + a.im * b.re }
        })
    }

    #[test]
    fn complex_dots_with_strides_and_a_negative_increment() {
        let handle = crate::testing::handle();
        let x: Vec<C32> = (0..7).map(|i| C32 { re: i as f32 * 0.5 - 1.0, im: 2.0 - i as f32 }).collect();
        let y: Vec<C32> = (0..4).map(|i| C32 { re: 1.0 + i as f32, im: i as f32 * 0.25 }).collect();
        // x at stride 2 (elements 0, 2, 4, 6), y backwards (elements 3, 2, 1, 0).
        let gathered_x: Vec<C64> = (0..4).map(|i| x[2 * i].to_c64()).collect();
        let gathered_y: Vec<C64> = (0..4).rev().map(|i| y[i].to_c64()).collect();
        for (conjugate, f) in [(false, rocblas_cdotu as signatures::rocblas_cdotu), (true, rocblas_cdotc)] {
            let mut got = C32::default();
            // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
            let status = unsafe { f(handle, 4, x.as_ptr().cast(), 2, y.as_ptr().cast(), -1, (&raw mut got).cast()) };
            assert_eq!(status, Status::rocblas_status_success);
            let want = reference(&gathered_x, &gathered_y, conjugate);
            assert!((got.to_c64() - want).modulus() < 1e-5, "{got:?} {want:?}");
        }
        crate::testing::destroy(handle);
    }

    #[test]
    fn real_and_sixteen_bit_dots() {
        let handle = crate::testing::handle();
        let x = [1.0f64, -2.0, 3.5];
        let y = [4.0f64, 0.5, -1.0];
        let mut got = 0.0;
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        assert_eq!(unsafe { rocblas_ddot_64(handle, 3, x.as_ptr(), 1, y.as_ptr(), 1, &mut got) }, Status::rocblas_status_success);
        assert_eq!(got, 4.0 - 1.0 - 3.5);
        // 4096 products of one: exact in f16 when added pairwise.
        let ones = vec![f16::ONE; 4096];
        let mut half = f16::ZERO;
        assert_eq!(
            // SAFETY: as above.
            unsafe { rocblas_hdot(handle, 4096, ones.as_ptr().cast(), 1, ones.as_ptr().cast(), 1, (&raw mut half).cast()) },
            Status::rocblas_status_success
        );
        assert_eq!(half.to_f32(), 4096.0);
        let b: Vec<bf16> = [1.5f32, 2.0, -4.0].iter().map(|&v| bf16::from_f32(v)).collect();
        let mut brain = bf16::ZERO;
        // SAFETY: as above.
        assert_eq!(unsafe { rocblas_bfdot(handle, 3, b.as_ptr().cast(), 1, b.as_ptr().cast(), 1, (&raw mut brain).cast()) }, Status::rocblas_status_success);
        assert_eq!(brain.to_f32(), 2.25 + 4.0 + 16.0);
        // dot_ex: f32 data accumulated and returned in f64.
        let (a, c) = ([1.0f32, 1e-8], [1.0f32, 1.0]);
        let mut wide = 0.0f64;
        // SAFETY: as above.
        let status = unsafe { rocblas_dot_ex(handle, 2, a.as_ptr().cast(), F32, 1, c.as_ptr().cast(), F32, 1, (&raw mut wide).cast(), F64, F64) };
        assert_eq!((status, wide), (Status::rocblas_status_success, 1.0 + f64::from(1e-8f32)));
        let z = [C64 { re: 0.0, im: 1.0 }];
        let mut got = C64::default();
        // SAFETY: as above.
        let status = unsafe { rocblas_dotc_ex_64(handle, 1, z.as_ptr().cast(), C64T, 1, z.as_ptr().cast(), C64T, 1, (&raw mut got).cast(), C64T, C64T) };
        assert_eq!((status, got), (Status::rocblas_status_success, C64 { re: 1.0, im: 0.0 }));
        // SAFETY: as above.
        let status = unsafe { rocblas_dot_ex(handle, 1, z.as_ptr().cast(), C64T, 1, z.as_ptr().cast(), C64T, 1, (&raw mut got).cast(), C64T, F64) };
        assert_eq!(status, Status::rocblas_status_not_implemented);
        crate::testing::destroy(handle);
    }

    #[test]
    fn statuses_as_rocblas() {
        let handle = crate::testing::handle();
        let x = [1.0f32];
        let mut got = 5.0f32;
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        unsafe {
            assert_eq!(rocblas_sdot(handle, 0, std::ptr::null(), 1, std::ptr::null(), 1, std::ptr::null_mut()), Status::rocblas_status_invalid_pointer);
            assert_eq!(rocblas_sdot(handle, 0, std::ptr::null(), 1, std::ptr::null(), 1, &mut got), Status::rocblas_status_success);
        }
        assert_eq!(got, 0.0);
        // SAFETY: as above.
        assert_eq!(unsafe { rocblas_sdot(handle, 1, x.as_ptr(), 1, std::ptr::null(), 1, &mut got) }, Status::rocblas_status_invalid_pointer);
        let mut bytes = [0xffu8; 4];
        // SAFETY: as above.
        let status = unsafe { rocblas_dot_ex(handle, -1, std::ptr::null(), F16, 1, std::ptr::null(), F16, 1, bytes.as_mut_ptr().cast(), F16, F16) };
        assert_eq!((status, bytes), (Status::rocblas_status_success, [0, 0, 0xff, 0xff]));
        crate::testing::destroy(handle);
    }
}
