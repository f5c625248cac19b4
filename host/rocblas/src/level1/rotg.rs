//! `rotg`: constructs a Givens rotation, reference BLAS's `?rotg`.

use rocblas_sys::{rocblas_double_complex, rocblas_float_complex, rocblas_status as Status};
use rocuda_host_linalg::args::Ptr;
use rocuda_host_linalg::{BlasResult, C32, C64, Complex, Real, Scalar as Element};

use super::by_pointer_mode;
use crate::forms::exports;
use crate::handle::Handle;

/// The real rotation: `[c s; -s c] [a; b] = [r; 0]`, with `r`'s sign that of the larger of `a`
/// and `b`. `a` becomes `r`; `b` becomes `z`, from which `c` and `s` can be rebuilt: `s` when
/// `|a| > |b|`, `1 / c` when `c` is not zero and `|b| >= |a|`, 1 otherwise.
pub fn rotg_real<R: Real>(a: &mut R, b: &mut R, c: &mut R, s: &mut R) {
    let (abs_a, abs_b) = (a.abs(), b.abs());
    let scale = abs_a + abs_b;
    if scale == R::ZERO {
        (*a, *b, *c, *s) = (R::ZERO, R::ZERO, R::ONE, R::ZERO);
        return;
    }
    let (scaled_a, scaled_b) = (*a / scale, *b / scale);
    let length = scale * (scaled_a * scaled_a + scaled_b * scaled_b).sqrt();
    let larger = if abs_a > abs_b { *a } else { *b };
    let r = if larger < R::ZERO { -length } else { length };
    *c = *a / r;
    *s = *b / r;
    let z = if abs_a > abs_b {
        *s
    } else if *c != R::ZERO {
        R::ONE / *c
    } else {
        R::ONE
    };
    (*a, *b) = (r, z);
}

/// The complex rotation: `[c s; -conj(s) c] [a; b] = [r; 0]` with real `c`; `a` becomes `r`,
/// `b` is left as it is. When `a` is zero, `c = 0`, `s = 1` and `r = b`.
pub fn rotg_complex<R: Real>(a: &mut Complex<R>, b: &mut Complex<R>, c: &mut R, s: &mut Complex<R>) {
    let abs_a = a.modulus();
    if abs_a == R::ZERO {
        (*c, *s, *a) = (R::ZERO, Complex::ONE, *b);
        return;
    }
    let scale = abs_a + b.modulus();
    let (scaled_a, scaled_b) = (a.scale(R::ONE / scale).modulus(), b.scale(R::ONE / scale).modulus());
    let norm = scale * (scaled_a * scaled_a + scaled_b * scaled_b).sqrt();
    let phase = a.scale(R::ONE / abs_a);
    *c = abs_a / norm;
    *s = (phase * b.conj()).scale(R::ONE / norm);
    *a = phase.scale(norm);
}

/// rocBLAS's checks: handle; the four pointers. In host pointer mode the rotation is computed
/// at the call, as rocBLAS computes it on the host; in device pointer mode all four are device
/// memory, read and written by the job.
fn rotg_call<T: Element>(handle: &Handle, a: *mut T, b: *mut T, c: *mut T::Real, s: *mut T, kernel: fn(&mut T, &mut T, &mut T::Real, &mut T)) -> BlasResult {
    if a.is_null() || b.is_null() || c.is_null() || s.is_null() {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    let (a, b, c, s) = (Ptr(a), Ptr(b), Ptr(c), Ptr(s));
    // SAFETY: the caller's four variables, valid now in host pointer mode and when the job
    // runs in device pointer mode.
    by_pointer_mode(handle, move || unsafe { rotg_at(a, b, c, s, kernel) })
}

/// Runs `kernel` on copies of the four variables and writes them back, so that the caller's
/// pointers are never references (two of them may be the same variable).
///
/// # Safety
/// The four pointers are valid for reads and writes.
unsafe fn rotg_at<T: Element>(a: Ptr<T>, b: Ptr<T>, c: Ptr<T::Real>, s: Ptr<T>, kernel: fn(&mut T, &mut T, &mut T::Real, &mut T)) {
    // SAFETY: the pointers are readable, by this function's contract.
    let (mut a_value, mut b_value, mut c_value, mut s_value) =
        unsafe { (a.0.read_unaligned(), b.0.read_unaligned(), c.0.read_unaligned(), s.0.read_unaligned()) };
    kernel(&mut a_value, &mut b_value, &mut c_value, &mut s_value);
    // SAFETY: the pointers written are writable, by this function's contract.
    unsafe {
        a.0.write_unaligned(a_value);
        b.0.write_unaligned(b_value);
        c.0.write_unaligned(c_value);
        s.0.write_unaligned(s_value);
    }
}

/// `a`, `b` and `s` of C type `$c`, `c` real (`$r`), computed by `$kernel`.
macro_rules! rotg_exports {
    ($t:ty, $c:ty, $r:ty, $kernel:expr; $name:ident, $name64:ident) => {
        exports!(rotg_call::<$t>; [$name] [$name64]; ptr mut a: $c, ptr mut b: $c, ptr mut c: $r, ptr mut s: $c, given $kernel,);
    };
}

rotg_exports!(f32, f32, f32, rotg_real::<f32>; rocblas_srotg, rocblas_srotg_64);
rotg_exports!(f64, f64, f64, rotg_real::<f64>; rocblas_drotg, rocblas_drotg_64);
rotg_exports!(C32, rocblas_float_complex, f32, rotg_complex::<f32>; rocblas_crotg, rocblas_crotg_64);
rotg_exports!(C64, rocblas_double_complex, f64, rotg_complex::<f64>; rocblas_zrotg, rocblas_zrotg_64);

#[cfg(test)]
mod tests {
    use super::*;

    /// Checks `[c s; -s c] [a; b] = [r; 0]` and that `r` has the sign of the larger input.
    fn check_real(a: f64, b: f64) {
        let (mut r, mut z, mut c, mut s) = (a, b, 0.0, 0.0);
        rotg_real(&mut r, &mut z, &mut c, &mut s);
        let size = a.abs() + b.abs();
        assert!((c * a + s * b - r).abs() < 1e-12 * size && (-s * a + c * b).abs() < 1e-12 * size, "{a} {b}");
        assert!((c * c + s * s - 1.0).abs() < 1e-12);
        let larger = if a.abs() > b.abs() { a } else { b };
        assert_eq!(r.signum(), larger.signum());
        // z rebuilds c and s.
        let (c2, s2) = if z.abs() < 1.0 {
            ((1.0 - z * z).sqrt(), z)
        } else if z.abs() > 1.0 {
            (1.0 / z, (1.0 - 1.0 / (z * z)).sqrt())
        } else {
            (0.0, 1.0)
        };
        assert!((c2.abs() - c.abs()).abs() < 1e-12 && (s2.abs() - s.abs()).abs() < 1e-12, "{a} {b} {z}");
    }

    #[test]
    fn real_rotations() {
        for (a, b) in [(3.0, 4.0), (-4.0, 3.0), (1.0, -1e-3), (0.0, 2.0), (-5.0, 0.0), (1e300, 1e300)] {
            check_real(a, b);
        }
        let (mut a, mut b, mut c, mut s) = (0.0f32, 0.0f32, 5.0f32, 5.0f32);
        rotg_real(&mut a, &mut b, &mut c, &mut s);
        assert_eq!((a, b, c, s), (0.0, 0.0, 1.0, 0.0));
    }

    #[test]
    fn complex_rotations_through_the_exports() {
        let handle = crate::testing::handle();
        let (a0, b0) = (C64 { re: 1.0, im: 2.0 }, C64 { re: -3.0, im: 0.5 });
        let (mut a, mut b, mut c, mut s) = (a0, b0, 0.0f64, C64::default());
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        let status = unsafe { rocblas_zrotg(handle, (&raw mut a).cast(), (&raw mut b).cast(), &mut c, (&raw mut s).cast()) };
        assert_eq!(status, Status::rocblas_status_success);
        // [c s; -conj(s) c] [a0; b0] = [r; 0], computed in f64 here.
        let first = a0.scale(c) + s * b0;
        let second = C64 { re: -s.re, im: s.im } * a0 + b0.scale(c);
        assert!((first - a).modulus() < 1e-12 && second.modulus() < 1e-12);
        assert!((c * c + s.modulus() * s.modulus() - 1.0).abs() < 1e-12);
        assert_eq!(b, b0);
        let (mut a, mut b, mut c, mut s) = (C32::default(), C32 { re: 2.0, im: 1.0 }, 7.0f32, C32::default());
        // SAFETY: as above.
        let status = unsafe { rocblas_crotg_64(handle, (&raw mut a).cast(), (&raw mut b).cast(), &mut c, (&raw mut s).cast()) };
        assert_eq!((status, a, c, s), (Status::rocblas_status_success, b, 0.0, C32::ONE));
        // SAFETY: as above.
        let status = unsafe { rocblas_crotg(handle, (&raw mut a).cast(), std::ptr::null_mut(), &mut c, (&raw mut s).cast()) };
        assert_eq!(status, Status::rocblas_status_invalid_pointer);
        let (mut a, mut b, mut c, mut s) = (3.0f32, 4.0f32, 0.0f32, 0.0f32);
        // SAFETY: as above.
        let status = unsafe { rocblas_srotg(handle, &mut a, &mut b, &mut c, &mut s) };
        assert_eq!((status, a, c, s), (Status::rocblas_status_success, 5.0, 0.6, 0.8));
        assert!((b - 1.0 / 0.6).abs() < 1e-6);
        crate::testing::destroy(handle);
    }
}
