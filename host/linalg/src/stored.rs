//! Elements as stored in memory and the type they are computed with: itself for the BLAS
//! types, and wider for the 16-bit floats and `int8` of the mixed-precision functions.

use half::{bf16, f16};

use crate::Scalar;

/// An element as stored in memory, computed with as `C`: loaded (widened) before and rounded
/// after.
pub trait Stored<C>: Copy + Send + Sync + 'static {
    fn load(self) -> C;
    fn store(value: C) -> Self;
}

impl<E: Scalar> Stored<E> for E {
    fn load(self) -> E {
        self
    }
    fn store(value: E) -> E {
        value
    }
}

/// The types computed with as a wider one: `load` is exact; `store` rounds to nearest (the
/// floats) or truncates (`int8`, an input type only, never written).
macro_rules! widened {
    ($($stored:ty => $compute:ty, $narrow:expr;)*) => {$(
        impl Stored<$compute> for $stored {
            fn load(self) -> $compute {
                <$compute>::from(self)
            }
            #[allow(clippy::cast_possible_truncation)]
            fn store(value: $compute) -> $stored {
                $narrow(value)
            }
        }
    )*};
}

widened! {
    f16 => f32, f16::from_f32;
    bf16 => f32, bf16::from_f32;
    // `sdot`'s data with a double result (`dot_ex`'s f32, f32, f64, f64).
    f32 => f64, |value: f64| value as f32;
    // `int8` `gemm` data is computed, and written, as `int32`.
    i8 => i32, |value: i32| value as i8;
    i32 => i32, |value: i32| value;
}
