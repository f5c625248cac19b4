//! What the views ([`Vector`](crate::Vector), [`Matrix`](crate::Matrix)) share: the access a
//! view grants, and the checks that make an extent one a pointer can cover.
//!
//! A view is made once, where a caller's pointer enters (an `unsafe` constructor states what
//! the caller promises about the memory), and every index into it is checked against the
//! extent it was made with. Code past that point reads and writes through safe methods.

use std::fmt;

/// What a view may do with its memory: [`Read`], or [`ReadWrite`]. A view's constructor asks
/// its caller for exactly that access, so a read-only argument (`const T *` in C) is never
/// made writable.
pub trait Access: Copy + sealed::Sealed {}

/// A view that only reads.
#[derive(Clone, Copy, Debug)]
pub struct Read;

/// A view that reads and writes.
#[derive(Clone, Copy, Debug)]
pub struct ReadWrite;

impl Access for Read {}
impl Access for ReadWrite {}

mod sealed {
    pub trait Sealed {}
    impl Sealed for super::Read {}
    impl Sealed for super::ReadWrite {}
}

/// Why a pointer and an extent make no view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewError {
    /// A size or leading dimension below zero.
    Negative,
    /// A matrix whose leading dimension is below its row count: its columns would overlap.
    LeadingDimension { ld: i64, rows: i64 },
    /// A null pointer for a non-empty extent.
    Null,
    /// An extent past what an address space holds.
    TooLarge,
    /// A slice shorter than the extent.
    ShortSlice { extent: usize, len: usize },
}

impl fmt::Display for ViewError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            ViewError::Negative => write!(f, "a negative size"),
            ViewError::LeadingDimension { ld, rows } => write!(f, "a leading dimension of {ld} for {rows} rows"),
            ViewError::Null => write!(f, "a null pointer for a non-empty extent"),
            ViewError::TooLarge => write!(f, "an extent past the address space"),
            ViewError::ShortSlice { extent, len } => write!(f, "a slice of {len} elements for an extent of {extent}"),
        }
    }
}

impl std::error::Error for ViewError {}

/// `extent` elements of `T` as a count an offset can reach: at most `isize::MAX` bytes, as
/// Rust's pointer arithmetic requires.
pub(crate) fn elements<T>(extent: Option<i64>) -> Result<usize, ViewError> {
    let extent = extent.and_then(|extent| usize::try_from(extent).ok()).ok_or(ViewError::TooLarge)?;
    let bytes = extent.checked_mul(size_of::<T>()).ok_or(ViewError::TooLarge)?;
    if isize::try_from(bytes).is_err() {
        return Err(ViewError::TooLarge);
    }
    Ok(extent)
}

/// `base` as the start of `extent` elements: null only where there are none.
pub(crate) fn base<T>(base: *const T, extent: usize) -> Result<*mut T, ViewError> {
    if base.is_null() && extent > 0 { Err(ViewError::Null) } else { Ok(base.cast_mut()) }
}

/// A slice of `len` elements is long enough for `extent`.
pub(crate) fn fits(extent: usize, len: usize) -> Result<(), ViewError> {
    if extent <= len { Ok(()) } else { Err(ViewError::ShortSlice { extent, len }) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extents_past_the_address_space_are_refused() {
        assert_eq!(elements::<f64>(Some(4)), Ok(4));
        assert_eq!(elements::<f64>(None), Err(ViewError::TooLarge));
        assert_eq!(elements::<f64>(Some(-1)), Err(ViewError::TooLarge));
        assert_eq!(elements::<f64>(Some(i64::MAX / 4)), Err(ViewError::TooLarge));
        assert_eq!(base(std::ptr::null::<f64>(), 0), Ok(std::ptr::null_mut()));
        assert_eq!(base(std::ptr::null::<f64>(), 1), Err(ViewError::Null));
        assert_eq!(ViewError::ShortSlice { extent: 5, len: 4 }.to_string(), "a slice of 4 elements for an extent of 5");
    }
}
