//! `rotm`: applies a modified Givens rotation; `rotmg`: constructs one (reference BLAS's
//! `?rotm`, `?rotmg`).
//!
//! `param` is `[flag, h11, h21, h12, h22]`; the flag says which entries of
//! `H = [h11 h12; h21 h22]` are stored: -1 all four, 0 the off-diagonal ones (the diagonal is
//! 1), 1 the diagonal ones (`h12 = 1`, `h21 = -1`), -2 none (`H` is the identity).

use rocblas_sys::rocblas_status as Status;
use rocuda_host_linalg::args::Ptr;
use rocuda_host_linalg::{BlasResult, Real, VectorMut};

use super::{Arg, by_pointer_mode};
use crate::boundary::enqueue;
use crate::forms::exports;
use crate::handle::Handle;

/// `[x_i; y_i] := H [x_i; y_i]`.
pub fn rotm<R: Real>(x: VectorMut<R>, y: VectorMut<R>, param: [R; 5]) {
    let [flag, h11, h21, h12, h22] = param;
    let (h11, h21, h12, h22) = if flag == R::from_f64(-2.0) {
        return;
    } else if flag < R::ZERO {
        (h11, h21, h12, h22)
    } else if flag == R::ZERO {
        (R::ONE, h21, h12, R::ONE)
    } else {
        (h11, -R::ONE, R::ONE, h22)
    };
    for i in 0..x.len() {
        let (w, z) = (x.get(i), y.get(i));
        x.set(i, w * h11 + z * h12);
        y.set(i, w * h21 + z * h22);
    }
}

/// # Safety
/// `param` is valid for reading five elements.
unsafe fn read_param<R: Real>(param: Ptr<R>) -> [R; 5] {
    // SAFETY: `param` holds five readable elements, by this function's contract.
    unsafe { param.0.cast::<[R; 5]>().read_unaligned() }
}

/// rocBLAS's checks, in its order: handle; nothing to do (n <= 0); `param`; in host pointer
/// mode, flag -2 has nothing to do; vectors.
fn rotm_call<R: Real>(handle: &Handle, n: i64, x: *mut R, incx: i64, y: *mut R, incy: i64, param: *const R) -> BlasResult {
    if n <= 0 {
        return Ok(());
    }
    if param.is_null() {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    let param = Ptr::new(param);
    // SAFETY: in host pointer mode `param` is the caller's array, read at the call.
    let known = (!handle.device_pointers()).then(|| unsafe { read_param(param) });
    if known.is_some_and(|p| p[0] == R::from_f64(-2.0)) {
        return Ok(());
    }
    if x.is_null() || y.is_null() {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    let (x, y) = (Arg::new(x, n, incx), Arg::new(y, n, incy));
    enqueue(handle.stream(), move || {
        // SAFETY: the job runs in stream order, when rocBLAS's contract makes x's and y's n
        // elements readable and writable, and `param`'s five elements readable.
        let (x, y, param) = unsafe { (x.vector_mut(), y.vector_mut(), known.unwrap_or_else(|| read_param(param))) };
        rotm(x, y, param);
    })
}

/// Constructs `H` such that `H [sqrt(d1) x1; sqrt(d2) y1]` has a zero second component,
/// updating `d1`, `d2` and `x1`; the rescaling keeps `d1` and `|d2|` within
/// `[1/4096², 4096²]`.
pub fn rotmg<R: Real>(d1: &mut R, d2: &mut R, x1: &mut R, y1: R, param: &mut [R; 5]) {
    let gamma = R::from_f64(4096.0);
    let (gamma_squared, inverse_gamma_squared) = (gamma * gamma, R::ONE / (gamma * gamma));
    let (mut flag, mut h11, mut h21, mut h12, mut h22) = (-R::ONE, R::ZERO, R::ZERO, R::ZERO, R::ZERO);
    if *d1 < R::ZERO {
        (*d1, *d2, *x1) = (R::ZERO, R::ZERO, R::ZERO);
    } else {
        let p2 = *d2 * y1;
        if p2 == R::ZERO {
            param[0] = R::from_f64(-2.0);
            return;
        }
        let p1 = *d1 * *x1;
        let (q1, q2) = (p1 * *x1, p2 * y1);
        if q1.abs() > q2.abs() {
            h21 = -y1 / *x1;
            h12 = p2 / p1;
            let u = R::ONE - h12 * h21;
            if u > R::ZERO {
                flag = R::ZERO;
                *d1 = *d1 / u;
                *d2 = *d2 / u;
                *x1 *= u;
            } else {
                // Only reachable through rounding: reference BLAS (3.10 on) gives up, zeroing
                // H, d1, d2 and x1.
                (h21, h12) = (R::ZERO, R::ZERO);
                (*d1, *d2, *x1) = (R::ZERO, R::ZERO, R::ZERO);
            }
        } else if q2 < R::ZERO {
            (*d1, *d2, *x1) = (R::ZERO, R::ZERO, R::ZERO);
        } else {
            flag = R::ONE;
            h11 = p1 / p2;
            h22 = *x1 / y1;
            let u = R::ONE + h11 * h22;
            (*d1, *d2) = (*d2 / u, *d1 / u);
            *x1 = y1 * u;
        }
        // Rescaling makes every entry explicit: the flag becomes -1.
        let make_explicit = |flag: &mut R, h11: &mut R, h21: &mut R, h12: &mut R, h22: &mut R| {
            if *flag == R::ZERO {
                (*h11, *h22) = (R::ONE, R::ONE);
            } else {
                (*h21, *h12) = (-R::ONE, R::ONE);
            }
            *flag = -R::ONE;
        };
        if *d1 != R::ZERO {
            while *d1 <= inverse_gamma_squared || *d1 >= gamma_squared {
                make_explicit(&mut flag, &mut h11, &mut h21, &mut h12, &mut h22);
                let factor = if *d1 <= inverse_gamma_squared { R::ONE / gamma } else { gamma };
                *d1 = *d1 / (factor * factor);
                *x1 *= factor;
                h11 *= factor;
                h12 *= factor;
            }
        }
        if *d2 != R::ZERO {
            while d2.abs() <= inverse_gamma_squared || d2.abs() >= gamma_squared {
                make_explicit(&mut flag, &mut h11, &mut h21, &mut h12, &mut h22);
                let factor = if d2.abs() <= inverse_gamma_squared { R::ONE / gamma } else { gamma };
                *d2 = *d2 / (factor * factor);
                h21 *= factor;
                h22 *= factor;
            }
        }
    }
    if flag < R::ZERO {
        (param[1], param[2], param[3], param[4]) = (h11, h21, h12, h22);
    } else if flag == R::ZERO {
        (param[2], param[3]) = (h21, h12);
    } else {
        (param[1], param[4]) = (h11, h22);
    }
    param[0] = flag;
}

/// rocBLAS's checks: handle; the five pointers. Computed at the call in host pointer mode,
/// by the job on device memory in device pointer mode.
fn rotmg_call<R: Real>(handle: &Handle, d1: *mut R, d2: *mut R, x1: *mut R, y1: *const R, param: *mut R) -> BlasResult {
    if d1.is_null() || d2.is_null() || x1.is_null() || y1.is_null() || param.is_null() {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    let (d1, d2, x1, y1, param) = (Ptr(d1), Ptr(d2), Ptr(x1), Ptr::new(y1), Ptr(param));
    // SAFETY: the caller's variables, valid now in host pointer mode and when the job runs
    // in device pointer mode; `param` holds five elements.
    by_pointer_mode(handle, move || unsafe { rotmg_at(d1, d2, x1, y1, param) })
}

/// Runs [`rotmg`] on copies of the caller's variables and writes them back, so that the
/// caller's pointers are never references (two of them may be the same variable).
///
/// # Safety
/// The pointers are valid for reads, and all but `y1` for writes; `param` for five elements.
unsafe fn rotmg_at<R: Real>(d1: Ptr<R>, d2: Ptr<R>, x1: Ptr<R>, y1: Ptr<R>, param: Ptr<R>) {
    let param = param.0.cast::<[R; 5]>();
    // SAFETY: the pointers are readable, by this function's contract.
    let (mut d1_value, mut d2_value, mut x1_value, y1_value, mut param_value) =
        unsafe { (d1.0.read_unaligned(), d2.0.read_unaligned(), x1.0.read_unaligned(), y1.0.read_unaligned(), param.read_unaligned()) };
    rotmg(&mut d1_value, &mut d2_value, &mut x1_value, y1_value, &mut param_value);
    // SAFETY: the pointers written are writable, by this function's contract.
    unsafe {
        d1.0.write_unaligned(d1_value);
        d2.0.write_unaligned(d2_value);
        x1.0.write_unaligned(x1_value);
        param.write_unaligned(param_value);
    }
}

macro_rules! rotm_exports {
    ($t:ty; $rotm:ident, $rotm64:ident; $rotmg:ident, $rotmg64:ident) => {
        exports!(rotm_call::<$t>; [$rotm] [$rotm64]; int n, ptr mut x: $t, int incx, ptr mut y: $t, int incy, ptr param: $t,);
        exports!(rotmg_call::<$t>; [$rotmg] [$rotmg64]; ptr mut d1: $t, ptr mut d2: $t, ptr mut x1: $t, ptr y1: $t, ptr mut param: $t,);
    };
}

rotm_exports!(f32; rocblas_srotm, rocblas_srotm_64; rocblas_srotmg, rocblas_srotmg_64);
rotm_exports!(f64; rocblas_drotm, rocblas_drotm_64; rocblas_drotmg, rocblas_drotmg_64);

#[cfg(test)]
mod tests {
    use super::*;

    /// `H` as a full matrix, from `param` and its flag.
    fn full(param: [f64; 5]) -> [[f64; 2]; 2] {
        match param[0] {
            -2.0 => [[1.0, 0.0], [0.0, 1.0]],
            -1.0 => [[param[1], param[3]], [param[2], param[4]]],
            0.0 => [[1.0, param[3]], [param[2], 1.0]],
            _ => [[param[1], 1.0], [-1.0, param[4]]],
        }
    }

    #[test]
    fn rotm_applies_h_for_every_flag() {
        let handle = crate::testing::handle();
        for flag in [-2.0, -1.0, 0.0, 1.0] {
            let param = [flag, 2.0, 3.0, 5.0, 7.0];
            let h = full(param);
            let (x0, y0) = ([1.0f64, -2.0, 0.5], [4.0f64, 1.0, -1.0]);
            let (mut x, mut y) = (x0, y0);
            // y walked backwards.
            // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
            let status = unsafe { rocblas_drotm(handle, 3, x.as_mut_ptr(), 1, y.as_mut_ptr(), -1, param.as_ptr()) };
            assert_eq!(status, Status::rocblas_status_success);
            for i in 0..3 {
                let (w, z) = (x0[i], y0[2 - i]);
                assert_eq!([x[i], y[2 - i]], [h[0][0] * w + h[0][1] * z, h[1][0] * w + h[1][1] * z], "flag {flag}");
            }
        }
        // Flag -2 in host pointer mode returns before the vectors are looked at.
        let identity = [-2.0f32, 0.0, 0.0, 0.0, 0.0];
        // SAFETY: as above.
        let status = unsafe { rocblas_srotm_64(handle, 3, std::ptr::null_mut(), 1, std::ptr::null_mut(), 1, identity.as_ptr()) };
        assert_eq!(status, Status::rocblas_status_success);
        // SAFETY: as above.
        let status = unsafe { rocblas_srotm(handle, 3, std::ptr::null_mut(), 1, std::ptr::null_mut(), 1, std::ptr::null()) };
        assert_eq!(status, Status::rocblas_status_invalid_pointer);
        crate::testing::destroy(handle);
    }

    /// rotmg's contract: with `H` from `param`, `H [x1; y1]` is `[x1'; 0]`, and the diagonal
    /// weights are carried: `d1 x1² + d2 y1² = d1' x1'²`.
    fn check_rotmg(d1: f64, d2: f64, x1: f64, y1: f64) {
        let (mut e1, mut e2, mut u1, mut param) = (d1, d2, x1, [9.0f64; 5]);
        rotmg(&mut e1, &mut e2, &mut u1, y1, &mut param);
        let h = full(param);
        let first = h[0][0] * x1 + h[0][1] * y1;
        let second = h[1][0] * x1 + h[1][1] * y1;
        if param[0] != -2.0 {
            assert!(second.abs() <= 1e-12 * (x1.abs() + y1.abs()), "{d1} {d2} {x1} {y1}: {param:?}");
        }
        assert!((first - u1).abs() <= 1e-12 * u1.abs().max(1.0), "{first} {u1}");
        let before = d1 * x1 * x1 + d2 * y1 * y1;
        let after = e1 * u1 * u1;
        assert!((before - after).abs() <= 1e-12 * before.abs().max(1e-300), "{before} {after}");
    }

    #[test]
    fn rotmg_zeroes_the_second_component_with_and_without_rescaling() {
        check_rotmg(1.0, 1.0, 3.0, 1.0); // flag 0
        check_rotmg(1.0, 1.0, 1.0, 3.0); // flag 1
        check_rotmg(1e-10, 1.0, 1.0, 1e-9); // rescaled up
        check_rotmg(1e10, 1.0, 1.0, 1.0); // rescaled down
        check_rotmg(1.0, 1e10, 1.0, 1.0); // d2 rescaled
        check_rotmg(2.0, 0.0, 1.0, 5.0); // flag -2
        // When both d1 and d2 are rescaled, the second rescaling resets h21 and h12 to -1 and 1
        // before scaling h21, as reference BLAS's does.
        let (mut d1, mut d2, mut x1, mut param) = (1e10f64, 1e-10, 1.0, [9.0; 5]);
        rotmg(&mut d1, &mut d2, &mut x1, 1.0, &mut param);
        assert_eq!(param, [-1.0, 4096.0, -1.0 / 4096.0, 1.0, 1.0 / 4096.0]);
        assert_eq!((d1, d2, x1), (1e10 / 4096.0 / 4096.0, 1e-10 * 4096.0 * 4096.0, 4096.0));
        let (mut d1, mut d2, mut x1, mut param) = (-1.0f64, 2.0, 3.0, [9.0; 5]);
        rotmg(&mut d1, &mut d2, &mut x1, 4.0, &mut param);
        assert_eq!((d1, d2, x1, param), (0.0, 0.0, 0.0, [-1.0, 0.0, 0.0, 0.0, 0.0]));
    }

    /// `u = 1 - h12 h21 <= 0` happens only by rounding; reference BLAS then zeroes H and the
    /// scaled values. These f32 inputs (found by search) have `|q1| > |q2|` and `u` rounding
    /// to 0.
    #[test]
    fn rotmg_gives_up_when_rounding_leaves_no_rotation() {
        let (mut d1, mut d2, mut x1) = (1.0f32, -0.545_884_97_f32, 3.654_996_2_f32);
        let y1 = 4.946_936_6_f32;
        assert!((d1 * x1 * x1).abs() > (d2 * y1 * y1).abs() && 1.0 - (d2 * y1 / (d1 * x1)) * (-y1 / x1) <= 0.0);
        let mut param = [7.0f32; 5];
        rotmg(&mut d1, &mut d2, &mut x1, y1, &mut param);
        assert_eq!((d1, d2, x1), (0.0, 0.0, 0.0));
        assert_eq!(param, [-1.0, 0.0, 0.0, 0.0, 0.0]);
    }

    #[test]
    fn rotmg_through_the_exports() {
        let handle = crate::testing::handle();
        let (mut d1, mut d2, mut x1, y1, mut param) = (1.0f32, 1.0f32, 3.0f32, 1.0f32, [0.0f32; 5]);
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        let status = unsafe { rocblas_srotmg(handle, &mut d1, &mut d2, &mut x1, &y1, param.as_mut_ptr()) };
        assert_eq!((status, param[0]), (Status::rocblas_status_success, 0.0));
        // SAFETY: as above.
        let status =
            unsafe { rocblas_drotmg_64(handle, std::ptr::null_mut(), std::ptr::null_mut(), std::ptr::null_mut(), std::ptr::null(), std::ptr::null_mut()) };
        assert_eq!(status, Status::rocblas_status_invalid_pointer);
        crate::testing::destroy(handle);
    }
}
