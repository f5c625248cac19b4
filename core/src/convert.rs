//! Checked conversions from C arguments to the types implementations take.
//!
//! A generated wrapper passes each C argument through [`FromCuda`]; the implementation's
//! parameter type picks the conversion. Taking the raw C type checks what can be checked
//! from the value alone (an enum must be one the header defines); taking `&mut T` also
//! rejects a null pointer. Library crates add their own conversions (a handle into the
//! object behind it) next to the types they convert to.
//!
//! Enums cross the boundary as newtypes over their integer (`cublasOperation_t(u32)`), never
//! as Rust enums: any bit pattern a caller passes is a valid newtype, so nothing is undefined
//! before the check runs.

use std::ffi::{CStr, c_char, c_void};
use std::fmt;

/// Why an argument was rejected.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Invalid {
    /// A pointer that must not be null was null.
    Null,
    /// An enum value the header does not define.
    EnumValue { c_type: &'static str, value: i64 },
}

impl fmt::Display for Invalid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Invalid::Null => f.write_str("is a null pointer"),
            Invalid::EnumValue { c_type, value } => write!(f, "is {value}, not a value of {c_type}"),
        }
    }
}

/// A C enum type, as a newtype over its integer: CUDA's and ROCm's alike. Implemented by
/// generated code.
pub trait CEnum: Copy + 'static {
    /// The C type's name, for messages ("cublasOperation_t").
    const C_NAME: &'static str;
    /// Every value the headers define, each once, in header order. Conversions between two
    /// libraries' enums are tested against it, so a value the header adds cannot be missed.
    const VALUES: &'static [Self];
    /// The raw value, widened for messages.
    fn value(self) -> i64;
    /// The enumerator with this value, if the header defines one.
    fn name(self) -> Option<&'static str>;
}

/// A C argument type whose values can be passed through unchanged once checked.
///
/// Implemented here for numbers, pointers (nothing to check) and every [`CEnum`] (the
/// value must be one the header defines), and by generated code for every struct that a
/// function takes by value (nothing to check).
pub trait Arg: Copy {
    fn check(self) -> Result<(), Invalid>;
}

impl<E: CEnum> Arg for E {
    fn check(self) -> Result<(), Invalid> {
        match self.name() {
            Some(_) => Ok(()),
            None => Err(Invalid::EnumValue { c_type: E::C_NAME, value: self.value() }),
        }
    }
}

/// Conversion of a C argument of type `T` into `Self`.
pub trait FromCuda<T>: Sized {
    /// # Safety
    /// `value` is what a C caller passed: a non-null pointer points to what the function's
    /// documentation promises, for as long as the call lasts.
    unsafe fn from_cuda(value: T) -> Result<Self, Invalid>;
}

impl<A: Arg> FromCuda<A> for A {
    unsafe fn from_cuda(value: A) -> Result<Self, Invalid> {
        value.check().map(|()| value)
    }
}

/// An enum argument passed through whatever its value, for an implementation that checks it
/// by its library's own rules: cuBLAS reports an undefined `cublasOperation_t` with the
/// argument's position, or for some functions returns success doing nothing, where the
/// default check would answer the library's invalid-value status. Any value is a valid
/// newtype, so holding one is safe; converting it onwards must still refuse what it cannot
/// express.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Raw<E>(pub E);

impl<E: CEnum> FromCuda<E> for Raw<E> {
    unsafe fn from_cuda(value: E) -> Result<Self, Invalid> {
        Ok(Raw(value))
    }
}

macro_rules! unchecked_args {
    ($($t:ty),* $(,)?) => {
        $(impl Arg for $t {
            fn check(self) -> Result<(), Invalid> {
                Ok(())
            }
        })*
    };
}

unchecked_args!(i8, i16, i32, i64, u8, u16, u32, u64, isize, usize, f32, f64, bool);

impl<T> Arg for *mut T {
    fn check(self) -> Result<(), Invalid> {
        Ok(())
    }
}

impl<T> Arg for *const T {
    fn check(self) -> Result<(), Invalid> {
        Ok(())
    }
}

/// Function pointers (`Option<unsafe extern "C" fn(..)>` in the generated types).
impl<F: Copy> Arg for Option<F> {
    fn check(self) -> Result<(), Invalid> {
        Ok(())
    }
}

impl<T> FromCuda<*mut T> for &mut T {
    unsafe fn from_cuda(value: *mut T) -> Result<Self, Invalid> {
        // SAFETY: a non-null pointer is valid for the call, by the trait's contract.
        unsafe { value.as_mut() }.ok_or(Invalid::Null)
    }
}

impl<T> FromCuda<*const T> for &T {
    unsafe fn from_cuda(value: *const T) -> Result<Self, Invalid> {
        // SAFETY: as above.
        unsafe { value.as_ref() }.ok_or(Invalid::Null)
    }
}

impl<T> FromCuda<*mut T> for Option<&mut T> {
    unsafe fn from_cuda(value: *mut T) -> Result<Self, Invalid> {
        // SAFETY: as above.
        Ok(unsafe { value.as_mut() })
    }
}

impl<T> FromCuda<*const T> for Option<&T> {
    unsafe fn from_cuda(value: *const T) -> Result<Self, Invalid> {
        // SAFETY: as above.
        Ok(unsafe { value.as_ref() })
    }
}

/// A C string that must not be null, read up to its NUL.
impl FromCuda<*const c_char> for &CStr {
    unsafe fn from_cuda(value: *const c_char) -> Result<Self, Invalid> {
        // SAFETY: a non-null pointer is a NUL-terminated string, by the trait's contract.
        if value.is_null() { Err(Invalid::Null) } else { Ok(unsafe { CStr::from_ptr(value) }) }
    }
}

/// A `void *` that must not be null, for implementations that need one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NonNullVoid(pub std::ptr::NonNull<c_void>);

impl FromCuda<*mut c_void> for NonNullVoid {
    unsafe fn from_cuda(value: *mut c_void) -> Result<Self, Invalid> {
        std::ptr::NonNull::new(value).map(NonNullVoid).ok_or(Invalid::Null)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq)]
    #[repr(transparent)]
    struct Operation(u32);

    impl CEnum for Operation {
        const C_NAME: &'static str = "operation_t";
        const VALUES: &'static [Self] = &[Operation(0), Operation(1)];
        fn value(self) -> i64 {
            self.0.into()
        }
        fn name(self) -> Option<&'static str> {
            match self.0 {
                0 => Some("OP_N"),
                1 => Some("OP_T"),
                _ => None,
            }
        }
    }

    /// A struct passed by value, as generated code declares it.
    #[derive(Clone, Copy, Debug, PartialEq)]
    #[repr(C)]
    struct Dim3 {
        x: u32,
        y: u32,
        z: u32,
    }

    impl Arg for Dim3 {
        fn check(self) -> Result<(), Invalid> {
            Ok(())
        }
    }

    #[test]
    fn enums_are_checked() {
        // SAFETY: no pointers involved.
        unsafe {
            assert_eq!(Operation::from_cuda(Operation(1)), Ok(Operation(1)));
            assert_eq!(Operation::from_cuda(Operation(7)), Err(Invalid::EnumValue { c_type: "operation_t", value: 7 }));
            let dim = Dim3 { x: 1, y: 2, z: 3 };
            assert_eq!(Dim3::from_cuda(dim), Ok(dim));
        }
        assert_eq!(Invalid::EnumValue { c_type: "operation_t", value: 7 }.to_string(), "is 7, not a value of operation_t");
    }

    #[test]
    fn pointers_convert_to_references() {
        let mut x = 3i32;
        // SAFETY: the pointers are null or point to `x`.
        unsafe {
            assert_eq!(<&mut i32>::from_cuda(std::ptr::null_mut::<i32>()), Err(Invalid::Null));
            assert_eq!(<Option<&i32>>::from_cuda(std::ptr::null::<i32>()), Ok(None));
            *<&mut i32>::from_cuda(&raw mut x).unwrap() = 4;
            assert_eq!(*<&i32>::from_cuda(&raw const x).unwrap(), 4);
            assert_eq!(<*mut i32>::from_cuda(std::ptr::null_mut()), Ok(std::ptr::null_mut()));
            assert!(NonNullVoid::from_cuda(std::ptr::null_mut()).is_err());
        }
    }
}
