//! What the `_ex` functions (and `hdot`, `bfdot`) compute with: storage types converted to a
//! compute type per element ([`Stored`]), scalars that multiply a compute type ([`Factor`]),
//! and `f16` as a compute type ([`Half`]).
//!
//! The combinations each `_ex` function accepts are rocBLAS's (ROCm 6.4); any other one is
//! `rocblas_status_not_implemented`.

use std::ops::{Add, AddAssign, Div, Mul, MulAssign, Neg, Sub, SubAssign};

use rocblas_sys::rocblas_datatype;
use rocuda_host_linalg::{C32, C64, Real, Scalar as Element, Stored, bf16, f16};

pub const F16: rocblas_datatype = rocblas_datatype::rocblas_datatype_f16_r;
pub const BF16: rocblas_datatype = rocblas_datatype::rocblas_datatype_bf16_r;
pub const F32: rocblas_datatype = rocblas_datatype::rocblas_datatype_f32_r;
pub const F64: rocblas_datatype = rocblas_datatype::rocblas_datatype_f64_r;
pub const C32T: rocblas_datatype = rocblas_datatype::rocblas_datatype_f32_c;
pub const C64T: rocblas_datatype = rocblas_datatype::rocblas_datatype_f64_c;
pub const I8: rocblas_datatype = rocblas_datatype::rocblas_datatype_i8_r;
pub const I32: rocblas_datatype = rocblas_datatype::rocblas_datatype_i32_r;

/// The size of one element of `datatype`, 0 for a value rocBLAS does not define: the bytes a
/// reduction with nothing to reduce zeroes.
pub fn size_of(datatype: rocblas_datatype) -> usize {
    match datatype.0 {
        160 | 161 | 170 | 171 => 1,
        150 | 164 | 165 | 168 => 2,
        151 | 153 | 162 | 163 | 169 => 4,
        152 | 154 | 166 | 167 => 8,
        155 => 16,
        _ => 0,
    }
}

/// `f16` data computed in `f16`.
impl Stored<Half> for f16 {
    fn load(self) -> Half {
        Half(self)
    }
    fn store(value: Half) -> f16 {
        value.0
    }
}

/// A scalar that multiplies elements computed as `E`: the compute type itself, or a real
/// scalar of a complex one, which scales both parts (so that an infinite part does not meet
/// a zero imaginary part and make a NaN).
pub trait Factor<E>: Copy + Send + Sync + 'static {
    fn times(self, value: E) -> E;
    fn conj(self) -> Self;
    /// The scalar as an `E`.
    fn value(self) -> E;
}

impl<E: Element> Factor<E> for E {
    fn times(self, value: E) -> E {
        self * value
    }
    fn conj(self) -> E {
        Element::conj(self)
    }
    fn value(self) -> E {
        self
    }
}

macro_rules! real_factor {
    ($real:ty, $complex:ty) => {
        impl Factor<$complex> for $real {
            fn times(self, value: $complex) -> $complex {
                value.scale(self)
            }
            fn conj(self) -> $real {
                self
            }
            fn value(self) -> $complex {
                <$complex>::from_real(self)
            }
        }
    };
}

real_factor!(f32, C32);
real_factor!(f64, C64);

macro_rules! stored_factor {
    ($stored:ty, $compute:ty) => {
        impl Factor<$compute> for $stored {
            fn times(self, value: $compute) -> $compute {
                Stored::<$compute>::load(self) * value
            }
            fn conj(self) -> $stored {
                self
            }
            fn value(self) -> $compute {
                Stored::<$compute>::load(self)
            }
        }
    };
}

stored_factor!(f16, f32);
stored_factor!(bf16, f32);
stored_factor!(f16, Half);

/// `f16` as a compute type: each operation rounds to `f16`, as the GPU's half arithmetic does.
#[derive(Clone, Copy, Debug, Default, PartialEq, PartialOrd)]
pub struct Half(pub f16);

macro_rules! half_operator {
    ($trait:ident, $method:ident, $assign:ident, $assign_method:ident) => {
        impl $trait for Half {
            type Output = Half;
            fn $method(self, other: Half) -> Half {
                Half(self.0.$method(other.0))
            }
        }
        impl $assign for Half {
            fn $assign_method(&mut self, other: Half) {
                self.0 = self.0.$method(other.0);
            }
        }
    };
}

half_operator!(Add, add, AddAssign, add_assign);
half_operator!(Sub, sub, SubAssign, sub_assign);
half_operator!(Mul, mul, MulAssign, mul_assign);

impl Div for Half {
    type Output = Half;
    fn div(self, other: Half) -> Half {
        Half(self.0 / other.0)
    }
}

impl Neg for Half {
    type Output = Half;
    fn neg(self) -> Half {
        Half(-self.0)
    }
}

impl Element for Half {
    type Real = Half;
    const ZERO: Half = Half(f16::ZERO);
    const ONE: Half = Half(f16::ONE);
    const IS_COMPLEX: bool = false;
    fn from_real(re: Half) -> Half {
        re
    }
    fn from_parts(re: Half, _im: Half) -> Half {
        re
    }
    fn re(self) -> Half {
        self
    }
    fn im(self) -> Half {
        Half::ZERO
    }
    fn conj(self) -> Half {
        self
    }
}

impl Real for Half {
    const EPSILON: Half = Half(f16::EPSILON);
    const MIN_POSITIVE: Half = Half(f16::MIN_POSITIVE);
    fn sqrt(self) -> Half {
        Half(f16::from_f32(self.0.to_f32().sqrt()))
    }
    fn abs(self) -> Half {
        Half(f16::from_f32(self.0.to_f32().abs()))
    }
    fn hypot(self, other: Half) -> Half {
        Half(f16::from_f32(self.0.to_f32().hypot(other.0.to_f32())))
    }
    fn to_f64(self) -> f64 {
        self.0.to_f64()
    }
    fn from_f64(value: f64) -> Half {
        Half(f16::from_f64(value))
    }
    fn is_nan(self) -> bool {
        self.0.is_nan()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_rounds_each_operation() {
        let (one, tiny) = (Half(f16::ONE), Half(f16::from_f32(1.0 / 4096.0)));
        // 1 + 2^-12 is 1 in f16; the same sum in f32 is not.
        assert_eq!(one + tiny, one);
        assert_ne!(Stored::<f32>::load(f16::ONE) + Stored::<f32>::load(tiny.0), 1.0);
    }

    #[test]
    fn a_real_factor_scales_a_complex_infinity_without_a_nan() {
        let x = C32 { re: f32::INFINITY, im: 0.0 };
        assert_eq!(2.0f32.times(x), C32 { re: f32::INFINITY, im: 0.0 });
        assert_eq!(Factor::<C32>::value(2.0f32), C32 { re: 2.0, im: 0.0 });
    }

    #[test]
    fn sizes_of_datatypes() {
        assert_eq!((size_of(F16), size_of(F32), size_of(C64T), size_of(rocblas_datatype(7))), (2, 4, 16, 0));
    }
}
