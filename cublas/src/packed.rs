//! `cublas<t>tpttr` and `cublas<t>trttp`: a triangle between packed and full storage, one
//! rocBLAS copy per column.
//!
//! Packed storage keeps the triangle's columns one after another: column j of the upper
//! triangle holds rows 0..=j and starts at j(j+1)/2; column j of the lower triangle holds rows
//! j..n and starts at j*n - j(j-1)/2. The other triangle of the full matrix is left as it is.

use rocblas_sys::rocblas_handle;
use rocuda_core::convert::Raw;
use rocuda_core::load::LoadError;

use crate::Result;
use crate::check;
use crate::handle;
use crate::types::{cuComplex, cuDoubleComplex, cublasFillMode_t as Fill, cublasHandle_t, cublasStatus_t};
use crate::xerbla::report;

type Called = std::result::Result<rocblas_sys::rocblas_status, LoadError>;

/// One element type's rocBLAS copy.
trait Element: Sized {
    const LETTER: char;
    unsafe fn copy(h: rocblas_handle, n: i32, x: *const Self, y: *mut Self) -> Called;
}

macro_rules! element {
    ($t:ty, $letter:literal, $copy:ident) => {
        impl Element for $t {
            const LETTER: char = $letter;
            unsafe fn copy(h: rocblas_handle, n: i32, x: *const Self, y: *mut Self) -> Called {
                // SAFETY: forwarded from the caller.
                unsafe { rocblas_sys::$copy(h, n, x.cast(), 1, y.cast(), 1) }
            }
        }
    };
}

element!(f32, 'S', rocblas_scopy);
element!(f64, 'D', rocblas_dcopy);
element!(cuComplex, 'C', rocblas_ccopy);
element!(cuDoubleComplex, 'Z', rocblas_zcopy);

/// Which way the triangle goes.
#[derive(Clone, Copy, PartialEq)]
enum Direction {
    ToFull,
    ToPacked,
}

/// Checks cuBLAS's arguments (reported as `<t>TPTTR` or `<t>TRTTP`, with `lda` parameter
/// `lda_parameter`), then copies each column of the triangle.
unsafe fn convert<T: Element>(h: cublasHandle_t, fill: Fill, n: i32, packed: *mut T, full: *mut T, lda: i32, direction: Direction) -> Result {
    let rocblas = handle::rocblas(h)?;
    let (name, lda_parameter) = match direction {
        Direction::ToFull => (format!("{}TPTTR ", T::LETTER), 5),
        Direction::ToPacked => (format!("{}TRTTP ", T::LETTER), 4),
    };
    let upper = match fill {
        Fill::CUBLAS_FILL_MODE_UPPER => true,
        Fill::CUBLAS_FILL_MODE_LOWER => false,
        _ => return invalid(&name, 1),
    };
    if n < 0 {
        return invalid(&name, 2);
    }
    if lda < n.max(1) {
        return invalid(&name, lda_parameter);
    }
    let (order, ld) = (n as usize, lda as usize);
    for j in 0..order {
        let (offset, row, length) = if upper { (j * (j + 1) / 2, 0, j + 1) } else { (j * order - j * j.saturating_sub(1) / 2, j, order - j) };
        // SAFETY: column j of the caller's triangle in both storages, as cuBLAS's contract
        // sizes them.
        let (packed, full) = unsafe { (packed.add(offset), full.add(j * ld + row)) };
        let length = length as i32;
        // SAFETY: as above.
        check(unsafe {
            match direction {
                Direction::ToFull => T::copy(rocblas, length, packed, full),
                Direction::ToPacked => T::copy(rocblas, length, full, packed),
            }
        })?;
    }
    Ok(())
}

fn invalid(name: &str, parameter: i32) -> Result {
    report(name, parameter);
    Err(cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE)
}

macro_rules! exports {
    ($t:ty, $tpttr:ident, $trttp:ident) => {
        pub unsafe fn $tpttr(h: cublasHandle_t, fill: Raw<Fill>, n: i32, ap: *const $t, a: *mut $t, lda: i32) -> Result {
            // SAFETY: forwarded from cuBLAS's contract; the packed triangle is only read.
            unsafe { convert(h, fill.0, n, ap.cast_mut(), a, lda, Direction::ToFull) }
        }

        pub unsafe fn $trttp(h: cublasHandle_t, fill: Raw<Fill>, n: i32, a: *const $t, lda: i32, ap: *mut $t) -> Result {
            // SAFETY: forwarded from cuBLAS's contract; the full matrix is only read.
            unsafe { convert(h, fill.0, n, ap, a.cast_mut(), lda, Direction::ToPacked) }
        }
    };
}

exports!(f32, cublasStpttr, cublasStrttp);
exports!(f64, cublasDtpttr, cublasDtrttp);
exports!(cuComplex, cublasCtpttr, cublasCtrttp);
exports!(cuDoubleComplex, cublasZtpttr, cublasZtrttp);
