//! `rot`: applies a plane rotation, `x, y := c x + s y, c y - conj(s) x`; and
//! `rocblas_rot_ex`.

use std::ffi::c_void;

use rocblas_sys::{rocblas_datatype, rocblas_double_complex, rocblas_float_complex, rocblas_status as Status};
use rocuda_host_linalg::args::Scalar;
use rocuda_host_linalg::{BlasResult, C32, C64, Scalar as Element, Stored, VectorMut, bf16, f16};

use super::Arg;
use super::ex::{BF16, C32T, C64T, F16, F32, F64, Factor};
use crate::boundary::enqueue;
use crate::forms::exports;
use crate::handle::Handle;

/// `x_i, y_i := c x_i + s y_i, c y_i - conj(s) x_i`, computed as `E`.
pub fn rot<E: Element, X: Stored<E>, C: Factor<E>, S: Factor<E>>(x: VectorMut<X>, y: VectorMut<X>, c: C, s: S) {
    for i in 0..x.len() {
        let (a, b): (E, E) = (x.get(i).load(), y.get(i).load());
        x.set(i, X::store(c.times(a) + s.times(b)));
        y.set(i, X::store(c.times(b) - s.conj().times(a)));
    }
}

/// One `rot` call's vectors and scalars, their types known only to the job.
#[derive(Clone, Copy)]
struct Rotation {
    n: i64,
    x: *mut c_void,
    incx: i64,
    y: *mut c_void,
    incy: i64,
    c: *const c_void,
    s: *const c_void,
}

/// The job, once the arguments are checked: `c` and `s` are read at the call in host pointer
/// mode, by the job in device pointer mode.
fn rot_job<X: Stored<E>, C: Factor<E>, S: Factor<E>, E: Element>(handle: &Handle, r: Rotation) -> BlasResult {
    let device = handle.device_pointers();
    // SAFETY: in host pointer mode `c` and `s` are the caller's scalars.
    let (c, s) = unsafe { (Scalar::new(device, r.c.cast::<C>())?, Scalar::new(device, r.s.cast::<S>())?) };
    let (x, y) = (Arg::new(r.x.cast::<X>(), r.n, r.incx), Arg::new(r.y.cast::<X>(), r.n, r.incy));
    enqueue(handle.stream(), move || {
        // SAFETY: the job runs in stream order, when rocBLAS's contract makes x's and y's n
        // elements readable and writable, and the scalars readable in device pointer mode.
        let (x, y, c, s) = unsafe { (x.vector_mut(), y.vector_mut(), c.get(), s.get()) };
        rot::<E, X, C, S>(x, y, c, s);
    })
}

/// rocBLAS's checks for `rot` and `rot_ex`, in its order: handle; nothing to do (n <= 0);
/// vectors and scalars; for `rot_ex`, then the types (`job`).
fn rot_call(handle: &Handle, r: Rotation, job: impl FnOnce() -> Result<RotJob, Status>) -> BlasResult {
    if r.n <= 0 {
        return Ok(());
    }
    if r.x.is_null() || r.y.is_null() || r.c.is_null() || r.s.is_null() {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    job()?(handle, r)
}

/// [`rot_job`] for one combination of types.
type RotJob = fn(&Handle, Rotation) -> BlasResult;

/// x and y of C type `$t` computed as `$tc`, `c` of type `$c`, `s` of type `$ts` (C type `$s`).
macro_rules! rot_exports {
    ($t:ty, $tc:ty, $c:ty, $ts:ty, $s:ty; $name:ident, $name64:ident) => {
        exports!(|handle, n, x, incx, y, incy, c, s| {
            let job: RotJob = rot_job::<$tc, $c, $ts, $tc>;
            rot_call(handle, Rotation { n, x, incx, y, incy, c, s }, || Ok(job))
        }; [$name] [$name64];
            int n, ptr mut x: $t, int incx, ptr mut y: $t, int incy, ptr c: $c, ptr s: $s,);
    };
}

rot_exports!(f32, f32, f32, f32, f32; rocblas_srot, rocblas_srot_64);
rot_exports!(f64, f64, f64, f64, f64; rocblas_drot, rocblas_drot_64);
rot_exports!(rocblas_float_complex, C32, f32, C32, rocblas_float_complex; rocblas_crot, rocblas_crot_64);
rot_exports!(rocblas_float_complex, C32, f32, f32, f32; rocblas_csrot, rocblas_csrot_64);
rot_exports!(rocblas_double_complex, C64, f64, C64, rocblas_double_complex; rocblas_zrot, rocblas_zrot_64);
rot_exports!(rocblas_double_complex, C64, f64, f64, f64; rocblas_zdrot, rocblas_zdrot_64);

/// `rot_ex`'s combinations: `x` and `y` of one type, `c` and `s` of one type.
fn rot_ex_job(x_type: rocblas_datatype, y_type: rocblas_datatype, cs_type: rocblas_datatype, execution_type: rocblas_datatype) -> Result<RotJob, Status> {
    Ok(match (x_type, y_type, cs_type, execution_type) {
        (BF16, BF16, BF16, F32) => rot_job::<bf16, bf16, bf16, f32>,
        (F16, F16, F16, F32) => rot_job::<f16, f16, f16, f32>,
        (F32, F32, F32, F32) => rot_job::<f32, f32, f32, f32>,
        (F64, F64, F64, F64) => rot_job::<f64, f64, f64, f64>,
        (C32T, C32T, C32T, C32T) => rot_job::<C32, C32, C32, C32>,
        (C32T, C32T, F32, C32T) => rot_job::<C32, f32, f32, C32>,
        (C64T, C64T, C64T, C64T) => rot_job::<C64, C64, C64, C64>,
        (C64T, C64T, F64, C64T) => rot_job::<C64, f64, f64, C64>,
        _ => return Err(Status::rocblas_status_not_implemented),
    })
}

exports!(|handle, n, x, x_type, incx, y, y_type, incy, c, s, cs_type, execution_type| {
    rot_call(handle, Rotation { n, x, incx, y, incy, c, s }, || rot_ex_job(x_type, y_type, cs_type, execution_type))
}; [rocblas_rot_ex] [rocblas_rot_ex_64];
    int n, pass x: *mut c_void, pass x_type: rocblas_datatype, int incx, pass y: *mut c_void, pass y_type: rocblas_datatype, int incy,
    pass c: *const c_void, pass s: *const c_void, pass cs_type: rocblas_datatype, pass execution_type: rocblas_datatype,);

#[cfg(test)]
mod tests {
    use super::*;

    /// The reference: the rotation as a 2 × 2 complex matrix [[c, s], [-conj(s), c]] in f64,
    /// applied to each pair.
    fn reference(x: C64, y: C64, c: C64, s: C64) -> (C64, C64) {
        let minus_conj_s = C64 { re: -s.re, im: s.im };
        (c * x + s * y, minus_conj_s * x + c * y)
    }

    #[test]
    fn complex_rotation_with_real_c_and_negative_increment() {
        let handle = crate::testing::handle();
        let mut x: Vec<C32> = (0..3).map(|i| C32 { re: i as f32 + 1.0, im: -(i as f32) }).collect();
        let mut y: Vec<C32> = (0..6).map(|i| C32 { re: 0.5 * i as f32, im: 1.0 }).collect();
        let (x0, y0) = (x.clone(), y.clone());
        let (c, s) = (0.6f32, C32 { re: 0.0, im: 0.8 });
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        let status = unsafe { rocblas_crot(handle, 3, x.as_mut_ptr().cast(), 1, y.as_mut_ptr().cast(), -2, &c, (&raw const s).cast()) };
        assert_eq!(status, Status::rocblas_status_success);
        for i in 0..3 {
            // y backwards at stride 2 pairs x[i] with y[4 - 2i].
            let j = 4 - 2 * i;
            let (want_x, want_y) = reference(x0[i].to_c64(), y0[j].to_c64(), C64 { re: 0.6, im: 0.0 }, s.to_c64());
            assert!((x[i].to_c64() - want_x).modulus() < 1e-5 && (y[j].to_c64() - want_y).modulus() < 1e-5);
        }
        assert_eq!([y[1], y[3], y[5]], [y0[1], y0[3], y0[5]]);
        crate::testing::destroy(handle);
    }

    #[test]
    fn real_and_sixteen_bit_rotations() {
        let handle = crate::testing::handle();
        let (mut x, mut y) = ([1.0f64, 2.0], [3.0f64, 4.0]);
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        let status = unsafe { rocblas_drot_64(handle, 2, x.as_mut_ptr(), 1, y.as_mut_ptr(), 1, &0.0, &1.0) };
        assert_eq!((status, x, y), (Status::rocblas_status_success, [3.0, 4.0], [-1.0, -2.0]));
        let mut h = [f16::from_f32(2.0)];
        let mut k = [f16::from_f32(-1.0)];
        let (c, s) = (f16::from_f32(0.5), f16::from_f32(0.5));
        // SAFETY: as above.
        let status = unsafe {
            rocblas_rot_ex(handle, 1, h.as_mut_ptr().cast(), F16, 1, k.as_mut_ptr().cast(), F16, 1, (&raw const c).cast(), (&raw const s).cast(), F16, F32)
        };
        assert_eq!((status, h[0].to_f32(), k[0].to_f32()), (Status::rocblas_status_success, 0.5, -1.5));
        let (mut z, mut w) = ([C64 { re: 1.0, im: 1.0 }], [C64 { re: 0.0, im: 2.0 }]);
        let (c, s) = (0.0f64, 1.0f64);
        // SAFETY: as above.
        let status = unsafe {
            rocblas_rot_ex_64(
                handle,
                1,
                z.as_mut_ptr().cast(),
                C64T,
                1,
                w.as_mut_ptr().cast(),
                C64T,
                1,
                (&raw const c).cast(),
                (&raw const s).cast(),
                F64,
                C64T,
            )
        };
        assert_eq!((status, z[0], w[0]), (Status::rocblas_status_success, C64 { re: 0.0, im: 2.0 }, C64 { re: -1.0, im: -1.0 }));
        // SAFETY: as above.
        let status = unsafe {
            rocblas_rot_ex(handle, 1, z.as_mut_ptr().cast(), C64T, 1, w.as_mut_ptr().cast(), C64T, 1, (&raw const c).cast(), (&raw const s).cast(), F64, F64)
        };
        assert_eq!(status, Status::rocblas_status_not_implemented);
        crate::testing::destroy(handle);
    }

    #[test]
    fn statuses_as_rocblas() {
        let handle = crate::testing::handle();
        let (mut x, mut y) = ([1.0f32], [1.0f32]);
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        unsafe {
            assert_eq!(rocblas_srot(handle, 1, x.as_mut_ptr(), 1, y.as_mut_ptr(), 1, std::ptr::null(), &1.0), Status::rocblas_status_invalid_pointer);
            assert_eq!(
                rocblas_srot(handle, 0, std::ptr::null_mut(), 1, std::ptr::null_mut(), 1, std::ptr::null(), std::ptr::null()),
                Status::rocblas_status_success
            );
        }
        // Pointers are checked before the types.
        // SAFETY: as above.
        let status = unsafe {
            rocblas_rot_ex(handle, 1, std::ptr::null_mut(), F16, 1, y.as_mut_ptr().cast(), F16, 1, (&raw const x).cast(), (&raw const x).cast(), F16, F16)
        };
        assert_eq!(status, Status::rocblas_status_invalid_pointer);
        crate::testing::destroy(handle);
    }
}
