//! The linear algebra the host device's rocBLAS and rocSOLVER share.
//!
//! - the element types and their arithmetic (this module, [`Complex`]);
//! - the views the CPU kernels index, [`Vector`] and [`Matrix`]: each made once, by an
//!   `unsafe` constructor that states what the caller promises about the memory, and indexed
//!   safely after that, every index checked against the extent ([`extent`]);
//! - [`args`]: pointers, batches and scalars as the queued jobs take them, and the views of
//!   each problem of a batch;
//! - [`Stored`]: an element as stored, converted to the type it is computed with.
//!
//! What every host library shares, linear algebra or not (the C boundary, stream-ordered
//! jobs, test setup), is `rocuda_host_common`'s.
//!
//! rocBLAS is generic over four element types (f32, f64 and their complex pairs) plus the
//! 16-bit floats of its `_ex` functions. The CPU implementations are written once over
//! [`Scalar`]; the exported C functions instantiate them. Complex numbers are laid out as
//! ROCm's `rocblas_float_complex` (two reals, real part first), so a caller's pointer is cast,
//! never copied.

pub mod args;
mod complex;
pub mod extent;
mod matrix;
mod stored;
mod vector;

use std::fmt::Debug;
use std::ops::{Add, AddAssign, Div, Mul, MulAssign, Neg, Sub, SubAssign};

pub use complex::{C32, C64, Complex};
pub use extent::{Access, Read, ReadWrite, ViewError};
pub use half::{bf16, f16};
pub use matrix::{Matrix, MatrixMut};
pub use stored::Stored;
pub use vector::{Vector, VectorMut, offset};

/// What an export's body returns: success, or the rocBLAS status to return (rocSOLVER's
/// statuses are rocBLAS's).
pub type BlasResult<T = ()> = Result<T, rocblas_sys::rocblas_status>;

/// An element of a BLAS vector or matrix.
pub trait Scalar:
    Copy
    + Send
    + Sync
    + 'static
    + PartialEq
    + Debug
    + Default
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + Neg<Output = Self>
    + AddAssign
    + SubAssign
    + MulAssign
{
    /// The real type of its parts: `f32` for both `f32` and `C32`.
    type Real: Real;
    const ZERO: Self;
    const ONE: Self;
    const IS_COMPLEX: bool;
    fn from_real(re: Self::Real) -> Self;
    fn from_parts(re: Self::Real, im: Self::Real) -> Self;
    fn re(self) -> Self::Real;
    fn im(self) -> Self::Real;
    fn conj(self) -> Self;
    /// `|re| + |im|`: what BLAS's `i?amax`, `i?amin` and `?asum` measure.
    fn abs1(self) -> Self::Real {
        Real::abs(self.re()) + Real::abs(self.im())
    }
    /// The modulus, without overflow for large parts.
    fn modulus(self) -> Self::Real {
        self.re().hypot(self.im())
    }
    /// As complex f64, for references and mixed-precision arithmetic.
    fn to_c64(self) -> C64 {
        Complex { re: self.re().to_f64(), im: self.im().to_f64() }
    }
    /// From complex f64, rounding each part; the imaginary part is dropped for a real type.
    fn from_c64(value: C64) -> Self {
        Self::from_parts(Self::Real::from_f64(value.re), Self::Real::from_f64(value.im))
    }
    /// Multiplication by a real.
    fn scale(self, factor: Self::Real) -> Self {
        Self::from_parts(self.re() * factor, self.im() * factor)
    }
}

/// A real element type.
pub trait Real: Scalar<Real = Self> + PartialOrd {
    const EPSILON: Self;
    /// The smallest positive normal number.
    const MIN_POSITIVE: Self;
    fn sqrt(self) -> Self;
    fn abs(self) -> Self;
    fn hypot(self, other: Self) -> Self;
    fn to_f64(self) -> f64;
    fn from_f64(value: f64) -> Self;
    fn is_nan(self) -> bool;
}

macro_rules! real {
    ($t:ty) => {
        impl Scalar for $t {
            type Real = $t;
            const ZERO: $t = 0.0;
            const ONE: $t = 1.0;
            const IS_COMPLEX: bool = false;
            fn from_real(re: $t) -> $t {
                re
            }
            fn from_parts(re: $t, _im: $t) -> $t {
                re
            }
            fn re(self) -> $t {
                self
            }
            fn im(self) -> $t {
                0.0
            }
            fn conj(self) -> $t {
                self
            }
            fn abs1(self) -> $t {
                <$t>::abs(self)
            }
            fn modulus(self) -> $t {
                <$t>::abs(self)
            }
        }

        impl Real for $t {
            const EPSILON: $t = <$t>::EPSILON;
            const MIN_POSITIVE: $t = <$t>::MIN_POSITIVE;
            fn sqrt(self) -> $t {
                <$t>::sqrt(self)
            }
            fn abs(self) -> $t {
                <$t>::abs(self)
            }
            fn hypot(self, other: $t) -> $t {
                <$t>::hypot(self, other)
            }
            fn to_f64(self) -> f64 {
                f64::from(self)
            }
            #[allow(clippy::cast_possible_truncation)]
            fn from_f64(value: f64) -> $t {
                value as $t
            }
            fn is_nan(self) -> bool {
                <$t>::is_nan(self)
            }
        }
    };
}

real!(f32);
real!(f64);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn real_and_complex_parts() {
        assert_eq!(Scalar::abs1(-3.0f32), 3.0);
        let z = C64 { re: 3.0, im: -4.0 };
        assert_eq!((z.abs1(), z.modulus()), (7.0, 5.0));
        assert_eq!(z.conj(), C64 { re: 3.0, im: 4.0 });
        assert_eq!(z * z.conj(), C64 { re: 25.0, im: 0.0 });
        assert_eq!(C32::from_c64(z).to_c64(), z);
        assert_eq!(f64::from_c64(z), 3.0);
    }

    #[test]
    fn sixteen_bit_storage_rounds_to_nearest() {
        assert_eq!(f16::from_f64(1.0 + 1.0 / 4096.0).to_f64(), 1.0);
        assert_eq!(bf16::from_f64(3.0).to_f64(), 3.0);
    }
}
