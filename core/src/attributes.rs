//! The attribute protocol of descriptor objects: `Get/SetAttribute(object, attribute, buf,
//! sizeInBytes[, sizeWritten])`, shared by cuBLASLt's matmul, layout and preference
//! descriptors, cuSPARSE's matrix descriptors and cuFFT's and cuDNN's attribute calls.
//!
//! The rules, as cuBLASLt documents them and the others follow:
//! - get with `sizeInBytes == 0` is a size query: `sizeWritten` receives the bytes the value
//!   needs, and `buf` is not touched (it may be null);
//! - get with a non-zero size needs a non-null `buf` of exactly the value's size (a larger
//!   buffer too, for values of variable size such as names), and `sizeWritten`, when not
//!   null, receives the bytes written;
//! - set needs a non-null `buf` of exactly the value's size;
//! - anything else is the library's INVALID_VALUE, and writes nothing.

use std::ffi::c_void;

use crate::export::Status;

/// Whether a value may be read into a buffer larger than itself (a string), or only into one
/// of its exact size (a number, an enum, a pointer).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fit {
    Exact,
    AtLeast,
}

/// Answers a get request for the value whose bytes are `value`.
///
/// # Safety
/// `buf`, if non-null, is writable for `size` bytes; `size_written`, if non-null, is
/// writable for a `usize`. (The C caller's contract.)
pub unsafe fn get<S: Status>(value: &[u8], fit: Fit, buf: *mut c_void, size: usize, size_written: *mut usize) -> Result<(), S> {
    let refuse = |why: &str| {
        tracing::warn!("{}: attribute get refused: {why}", S::LIBRARY);
        S::INVALID_VALUE
    };
    if size == 0 {
        if size_written.is_null() {
            return Err(refuse("a size query (sizeInBytes 0) without sizeWritten"));
        }
        // SAFETY: non-null, writable by this function's contract.
        unsafe { size_written.write_unaligned(value.len()) };
        return Ok(());
    }
    if buf.is_null() {
        return Err(refuse("a null buffer"));
    }
    let fits = match fit {
        Fit::Exact => size == value.len(),
        Fit::AtLeast => size >= value.len(),
    };
    if !fits {
        return Err(refuse(&format!("a buffer of {size} bytes for a value of {}", value.len())));
    }
    // SAFETY: `buf` is writable for `size >= value.len()` bytes by this function's contract,
    // and `value` is a Rust slice, so the two cannot overlap.
    unsafe { std::ptr::copy_nonoverlapping(value.as_ptr(), buf.cast::<u8>(), value.len()) };
    if !size_written.is_null() {
        // SAFETY: non-null, writable by this function's contract.
        unsafe { size_written.write_unaligned(value.len()) };
    }
    Ok(())
}

/// Answers a get request for a plain value (a number, an enum, a pointer).
///
/// # Safety
/// As [`get`].
pub unsafe fn get_value<S: Status, T: Copy>(value: T, buf: *mut c_void, size: usize, size_written: *mut usize) -> Result<(), S> {
    // SAFETY: `value` is a live `T`, readable as its bytes for the length of this call; the
    // types passed here are plain C values without padding (numbers, enums, pointers).
    let bytes = unsafe { std::slice::from_raw_parts((&raw const value).cast::<u8>(), size_of::<T>()) };
    // SAFETY: the caller's contract.
    unsafe { get(bytes, Fit::Exact, buf, size, size_written) }
}

/// Reads the value of a set request, which must be a `T` exactly.
///
/// # Safety
/// `buf`, if non-null, is readable for `size` bytes, and any bit pattern of that size is a
/// `T` the caller checks afterwards (a number; enums arrive as their C integer type).
pub unsafe fn set_value<S: Status, T: Copy>(buf: *const c_void, size: usize) -> Result<T, S> {
    if buf.is_null() || size != size_of::<T>() {
        tracing::warn!("{}: attribute set refused: {size} bytes at {buf:?} for a value of {}", S::LIBRARY, size_of::<T>());
        return Err(S::INVALID_VALUE);
    }
    // SAFETY: non-null and readable for `size_of::<T>()` bytes by this function's contract.
    Ok(unsafe { buf.cast::<T>().read_unaligned() })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::tests::TestStatus;

    fn get_u32(value: u32, buf: Option<&mut [u8]>, size: usize, written: Option<&mut usize>) -> Result<(), TestStatus> {
        let buf = buf.map_or(std::ptr::null_mut(), |b| b.as_mut_ptr().cast());
        let written = written.map_or(std::ptr::null_mut(), |w| w as *mut usize);
        // SAFETY: the buffer, when given, is at least `size` bytes in every call below.
        unsafe { get_value(value, buf, size, written) }
    }

    #[test]
    fn a_zero_size_asks_for_the_size() {
        let mut written = 0;
        assert_eq!(get_u32(7, None, 0, Some(&mut written)), Ok(()));
        assert_eq!(written, 4);
        assert_eq!(get_u32(7, None, 0, None), Err(TestStatus::INVALID_VALUE), "no sizeWritten to answer in");
    }

    #[test]
    fn a_value_is_read_into_a_buffer_of_its_size() {
        let (mut buf, mut written) = ([0u8; 4], 0);
        assert_eq!(get_u32(0x0102_0304, Some(&mut buf), 4, Some(&mut written)), Ok(()));
        assert_eq!((u32::from_ne_bytes(buf), written), (0x0102_0304, 4));
        assert_eq!(get_u32(1, Some(&mut buf), 4, None), Ok(()), "sizeWritten is optional");
    }

    #[test]
    fn a_wrong_size_or_null_buffer_writes_nothing() {
        let (mut buf, mut written) = ([9u8; 8], 5);
        assert_eq!(get_u32(1, Some(&mut buf), 8, Some(&mut written)), Err(TestStatus::INVALID_VALUE));
        assert_eq!(get_u32(1, Some(&mut buf), 2, Some(&mut written)), Err(TestStatus::INVALID_VALUE));
        assert_eq!(get_u32(1, None, 4, Some(&mut written)), Err(TestStatus::INVALID_VALUE));
        assert_eq!((buf, written), ([9u8; 8], 5));
    }

    #[test]
    fn text_fits_a_larger_buffer() {
        let mut buf = [0u8; 8];
        let mut written = 0;
        // SAFETY: `buf` is 8 bytes.
        let result = unsafe { get::<TestStatus>(b"ab\0", Fit::AtLeast, buf.as_mut_ptr().cast(), 8, &mut written) };
        assert_eq!((result, &buf[..3], written), (Ok(()), &b"ab\0"[..], 3));
    }

    #[test]
    fn a_set_takes_exactly_its_type() {
        let value = 42i64;
        let buf = (&raw const value).cast::<c_void>();
        // SAFETY: `buf` is readable for 8 bytes.
        unsafe {
            assert_eq!(set_value::<TestStatus, i64>(buf, 8), Ok(42));
            assert_eq!(set_value::<TestStatus, i64>(buf, 4), Err(TestStatus::INVALID_VALUE));
            assert_eq!(set_value::<TestStatus, i64>(std::ptr::null(), 8), Err(TestStatus::INVALID_VALUE));
        }
    }
}
