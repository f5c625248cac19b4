//! `cublasSetVector`, `cublasGetMatrix` and their kind: strided copies between host and
//! device memory, each one `hipMemcpy2D` (a vector is a matrix of one-element rows whose
//! pitch is the increment).
//!
//! NVIDIA's cuBLAS makes these copies through a CUDA runtime of its own (linked into
//! `libcublas`), whose per-thread last error a failed copy leaves set: the copy's status is
//! returned, the runtime's error is not read. `cublasSetMatrixAsync` (and `_64`) alone reads
//! and clears it after its copy, so it answers `MAPPING_ERROR` for a good copy that follows a
//! failed one on the same thread, once; the copy is made all the same. [`last_error`] keeps
//! that slot. Recorded on an H200 (the `helpers` golden program): the other copies neither
//! read nor clear it; an argument cuBLAS refuses before copying leaves it alone.
//! NVIDIA's kernels that check their launch also clear it (the level-1 functions, geam,
//! the batched LAPACK-style ones silently, trsm answering `EXECUTION_FAILED`); rocuda's do not,
//! so after a failed copy and one of those, rocuda's next `cublasSetMatrixAsync` still answers
//! `MAPPING_ERROR` where NVIDIA's succeeds.

use std::cell::Cell;
use std::ffi::c_void;

use hip_sys::{hipError_t, hipMemcpyKind};

use crate::Result;
use crate::types::{cublasStatus_t, cudaStream_t};

const INVALID: cublasStatus_t = cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE;

/// The last error of cuBLAS's own runtime on this thread: set by a failed copy, read and
/// cleared by `cublasSetMatrixAsync`.
mod last_error {
    use super::Cell;

    thread_local! {
        static PENDING: Cell<bool> = const { Cell::new(false) };
    }

    pub fn set() {
        PENDING.with(|pending| pending.set(true));
    }

    pub fn take() -> bool {
        PENDING.with(Cell::take)
    }
}

/// A copy that failed, as cuBLAS reports it; its runtime keeps the error.
fn failed_copy() -> cublasStatus_t {
    last_error::set();
    cublasStatus_t::CUBLAS_STATUS_MAPPING_ERROR
}

/// `height` rows of `width` bytes, `source_pitch` and `target_pitch` bytes apart; `stream`
/// makes it asynchronous. A failed copy is `MAPPING_ERROR`, as cuBLAS reports it.
fn copy(target: *mut c_void, target_pitch: i64, source: *const c_void, source_pitch: i64, width: i64, height: i64, stream: Option<cudaStream_t>) -> Result {
    if width == 0 || height == 0 {
        return Ok(());
    }
    let size = |n: i64| usize::try_from(n).map_err(|_| INVALID);
    let (dpitch, spitch, width, height) = (size(target_pitch)?, size(source_pitch)?, size(width)?, size(height)?);
    let kind = hipMemcpyKind::hipMemcpyDefault;
    // SAFETY: the caller's buffers, as cuBLAS's contract describes them.
    let status = unsafe {
        match stream {
            None => hip_sys::hipMemcpy2D(target, dpitch, source, spitch, width, height, kind),
            Some(stream) => hip_sys::hipMemcpy2DAsync(target, dpitch, source, spitch, width, height, kind, rocuda_core::stream::hip(stream.cast())?.as_ptr()),
        }
    };
    match status {
        Ok(hipError_t::hipSuccess) => Ok(()),
        Ok(error) => {
            tracing::warn!("cublas: a copy between host and device failed: {error:?}");
            Err(failed_copy())
        }
        Err(error) => Err(rocuda_core::load::status(error)),
    }
}

/// cuBLAS refuses non-positive element sizes and increments; a negative count reaches the
/// copy, which fails (`MAPPING_ERROR`, as NVIDIA's library answers).
fn vector(n: i64, size: i64, x: *const c_void, incx: i64, y: *mut c_void, incy: i64, stream: Option<cudaStream_t>) -> Result {
    if size <= 0 || incx <= 0 || incy <= 0 {
        return Err(INVALID);
    }
    if n < 0 {
        return Err(failed_copy());
    }
    copy(y, incy * size, x, incx * size, size, n, stream)
}

/// cuBLAS refuses negative sizes and non-positive element sizes and leading dimensions; a
/// leading dimension below the rows reaches the copy, which fails (`MAPPING_ERROR`, as
/// NVIDIA's library answers).
fn matrix(rows: i64, cols: i64, size: i64, a: *const c_void, lda: i64, b: *mut c_void, ldb: i64, stream: Option<cudaStream_t>) -> Result {
    if rows < 0 || cols < 0 || size <= 0 || lda <= 0 || ldb <= 0 {
        return Err(INVALID);
    }
    if lda < rows || ldb < rows {
        return Err(failed_copy());
    }
    copy(b, ldb * size, a, lda * size, rows * size, cols, stream)
}

/// `matrix`, then the runtime's last error read and cleared, as `cublasSetMatrixAsync` does:
/// an error left by an earlier failed copy fails this one's status, not its copy.
fn matrix_reading_last_error(rows: i64, cols: i64, size: i64, a: *const c_void, lda: i64, b: *mut c_void, ldb: i64, stream: cudaStream_t) -> Result {
    let copied = matrix(rows, cols, size, a, lda, b, ldb, Some(stream));
    match copied {
        Err(INVALID) => copied,
        _ if last_error::take() => Err(cublasStatus_t::CUBLAS_STATUS_MAPPING_ERROR),
        _ => copied,
    }
}

pub fn cublasSetVector(n: i32, size: i32, x: *const c_void, incx: i32, y: *mut c_void, incy: i32) -> Result {
    vector(n.into(), size.into(), x, incx.into(), y, incy.into(), None)
}

pub fn cublasGetVector(n: i32, size: i32, x: *const c_void, incx: i32, y: *mut c_void, incy: i32) -> Result {
    vector(n.into(), size.into(), x, incx.into(), y, incy.into(), None)
}

pub fn cublasSetVector_64(n: i64, size: i64, x: *const c_void, incx: i64, y: *mut c_void, incy: i64) -> Result {
    vector(n, size, x, incx, y, incy, None)
}

pub fn cublasGetVector_64(n: i64, size: i64, x: *const c_void, incx: i64, y: *mut c_void, incy: i64) -> Result {
    vector(n, size, x, incx, y, incy, None)
}

pub fn cublasSetVectorAsync(n: i32, size: i32, x: *const c_void, incx: i32, y: *mut c_void, incy: i32, stream: cudaStream_t) -> Result {
    vector(n.into(), size.into(), x, incx.into(), y, incy.into(), Some(stream))
}

pub fn cublasGetVectorAsync(n: i32, size: i32, x: *const c_void, incx: i32, y: *mut c_void, incy: i32, stream: cudaStream_t) -> Result {
    vector(n.into(), size.into(), x, incx.into(), y, incy.into(), Some(stream))
}

pub fn cublasSetVectorAsync_64(n: i64, size: i64, x: *const c_void, incx: i64, y: *mut c_void, incy: i64, stream: cudaStream_t) -> Result {
    vector(n, size, x, incx, y, incy, Some(stream))
}

pub fn cublasGetVectorAsync_64(n: i64, size: i64, x: *const c_void, incx: i64, y: *mut c_void, incy: i64, stream: cudaStream_t) -> Result {
    vector(n, size, x, incx, y, incy, Some(stream))
}

pub fn cublasSetMatrix(rows: i32, cols: i32, size: i32, a: *const c_void, lda: i32, b: *mut c_void, ldb: i32) -> Result {
    matrix(rows.into(), cols.into(), size.into(), a, lda.into(), b, ldb.into(), None)
}

pub fn cublasGetMatrix(rows: i32, cols: i32, size: i32, a: *const c_void, lda: i32, b: *mut c_void, ldb: i32) -> Result {
    matrix(rows.into(), cols.into(), size.into(), a, lda.into(), b, ldb.into(), None)
}

pub fn cublasSetMatrix_64(rows: i64, cols: i64, size: i64, a: *const c_void, lda: i64, b: *mut c_void, ldb: i64) -> Result {
    matrix(rows, cols, size, a, lda, b, ldb, None)
}

pub fn cublasGetMatrix_64(rows: i64, cols: i64, size: i64, a: *const c_void, lda: i64, b: *mut c_void, ldb: i64) -> Result {
    matrix(rows, cols, size, a, lda, b, ldb, None)
}

pub fn cublasSetMatrixAsync(rows: i32, cols: i32, size: i32, a: *const c_void, lda: i32, b: *mut c_void, ldb: i32, stream: cudaStream_t) -> Result {
    matrix_reading_last_error(rows.into(), cols.into(), size.into(), a, lda.into(), b, ldb.into(), stream)
}

pub fn cublasGetMatrixAsync(rows: i32, cols: i32, size: i32, a: *const c_void, lda: i32, b: *mut c_void, ldb: i32, stream: cudaStream_t) -> Result {
    matrix(rows.into(), cols.into(), size.into(), a, lda.into(), b, ldb.into(), Some(stream))
}

pub fn cublasSetMatrixAsync_64(rows: i64, cols: i64, size: i64, a: *const c_void, lda: i64, b: *mut c_void, ldb: i64, stream: cudaStream_t) -> Result {
    matrix_reading_last_error(rows, cols, size, a, lda, b, ldb, stream)
}

pub fn cublasGetMatrixAsync_64(rows: i64, cols: i64, size: i64, a: *const c_void, lda: i64, b: *mut c_void, ldb: i64, stream: cudaStream_t) -> Result {
    matrix(rows, cols, size, a, lda, b, ldb, Some(stream))
}
