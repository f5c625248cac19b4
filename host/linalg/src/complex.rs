//! Complex numbers with ROCm's layout.

use std::ops::{Add, AddAssign, Div, Mul, MulAssign, Neg, Sub, SubAssign};

use crate::{Real, Scalar};

/// `rocblas_float_complex` / `rocblas_double_complex`, and cuBLAS's `cuComplex` /
/// `cuDoubleComplex`: the real part, then the imaginary part.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Complex<R> {
    pub re: R,
    pub im: R,
}

pub type C32 = Complex<f32>;
pub type C64 = Complex<f64>;

/// The host libraries pass ROCm's complex types as these: the layouts must agree.
const _: () = {
    use std::mem::{align_of, size_of};
    assert!(size_of::<C32>() == size_of::<rocblas_sys::rocblas_float_complex>());
    assert!(align_of::<C32>() == align_of::<rocblas_sys::rocblas_float_complex>());
    assert!(size_of::<C64>() == size_of::<rocblas_sys::rocblas_double_complex>());
    assert!(align_of::<C64>() == align_of::<rocblas_sys::rocblas_double_complex>());
};

impl<R: Real> Add for Complex<R> {
    type Output = Self;
    fn add(self, other: Self) -> Self {
        Complex { re: self.re + other.re, im: self.im + other.im }
    }
}

impl<R: Real> Sub for Complex<R> {
    type Output = Self;
    fn sub(self, other: Self) -> Self {
        Complex { re: self.re - other.re, im: self.im - other.im }
    }
}

impl<R: Real> Mul for Complex<R> {
    type Output = Self;
    fn mul(self, other: Self) -> Self {
        Complex { re: self.re * other.re - self.im * other.im, im: self.re * other.im + self.im * other.re }
    }
}

/// Smith's algorithm: no overflow where the quotient is representable.
impl<R: Real> Div for Complex<R> {
    type Output = Self;
    fn div(self, other: Self) -> Self {
        let (a, b, c, d) = (self.re, self.im, other.re, other.im);
        if Real::abs(c) >= Real::abs(d) {
            let ratio = d / c;
            let denominator = c + d * ratio;
            Complex { re: (a + b * ratio) / denominator, im: (b - a * ratio) / denominator }
        } else {
            let ratio = c / d;
            let denominator = c * ratio + d;
            Complex { re: (a * ratio + b) / denominator, im: (b * ratio - a) / denominator }
        }
    }
}

impl<R: Real> Neg for Complex<R> {
    type Output = Self;
    fn neg(self) -> Self {
        Complex { re: -self.re, im: -self.im }
    }
}

impl<R: Real> AddAssign for Complex<R> {
    fn add_assign(&mut self, other: Self) {
        *self = *self + other;
    }
}

impl<R: Real> SubAssign for Complex<R> {
    fn sub_assign(&mut self, other: Self) {
        *self = *self - other;
    }
}

impl<R: Real> MulAssign for Complex<R> {
    fn mul_assign(&mut self, other: Self) {
        *self = *self * other;
    }
}

impl<R: Real> Scalar for Complex<R> {
    type Real = R;
    const ZERO: Self = Complex { re: R::ZERO, im: R::ZERO };
    const ONE: Self = Complex { re: R::ONE, im: R::ZERO };
    const IS_COMPLEX: bool = true;
    fn from_real(re: R) -> Self {
        Complex { re, im: R::ZERO }
    }
    fn from_parts(re: R, im: R) -> Self {
        Complex { re, im }
    }
    fn re(self) -> R {
        self.re
    }
    fn im(self) -> R {
        self.im
    }
    fn conj(self) -> Self {
        Complex { re: self.re, im: -self.im }
    }
}
