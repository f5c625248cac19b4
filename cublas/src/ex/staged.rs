//! Copy, swap, iamax and iamin of half-precision vectors (`CUDA_R_16F`, `CUDA_R_16BF`), which
//! cuBLAS's tables include and rocBLAS has no function for.
//!
//! They move and compare 16-bit elements without arithmetic, so rocuda does them itself: it
//! waits for the handle's stream, reads each vector's span (from its first to its last element)
//! to the host, works there and writes the spans it changed back. This is synchronous and
//! slow, but exact: copy and swap move bits, and the magnitudes of both 16-bit formats are
//! ordered as their bits without the sign are.

use std::ffi::c_void;

use hip_sys::{hipError_t, hipMemcpyKind};
use rocblas_sys::{rocblas_handle, rocblas_pointer_mode};

use crate::Result;
use crate::check;
use crate::types::{cublasStatus_t, cudaDataType as T};

/// Whether cuBLAS's tables take the type and these functions are rocuda's own.
pub fn is_half(datatype: T) -> bool {
    matches!(datatype, T::CUDA_R_16F | T::CUDA_R_16BF)
}

/// The bits of a magnitude above which a value is NaN: the exponent all ones, the fraction not
/// zero.
fn infinity(datatype: T) -> u16 {
    if datatype == T::CUDA_R_16BF { 0x7f80 } else { 0x7c00 }
}

fn hip(status: std::result::Result<hipError_t, rocuda_core::load::LoadError>) -> Result {
    match status {
        Ok(hipError_t::hipSuccess) => Ok(()),
        Ok(error) => {
            tracing::warn!("cublas: a half-precision staging copy failed: {error:?}");
            Err(cublasStatus_t::CUBLAS_STATUS_EXECUTION_FAILED)
        }
        Err(error) => Err(rocuda_core::load::status(error)),
    }
}

/// Waits for the work queued on the handle's stream.
fn synchronize(rocblas: rocblas_handle) -> Result {
    let mut stream = std::ptr::null_mut();
    // SAFETY: a live rocBLAS handle and an out-pointer.
    check(unsafe { rocblas_sys::rocblas_get_stream(rocblas, &mut stream) })?;
    // SAFETY: the handle's stream.
    hip(unsafe { hip_sys::hipStreamSynchronize(stream.cast()) })
}

/// A strided vector of `n` 16-bit elements in device memory, BLAS's way: a negative increment
/// walks back from the span's end.
#[derive(Clone, Copy)]
pub struct Span {
    pub x: *mut c_void,
    pub n: i64,
    pub inc: i64,
}

impl Span {
    fn len(self) -> usize {
        if self.n <= 0 { 0 } else { ((self.n - 1) * self.inc.abs() + 1) as usize }
    }

    /// The offset of element `i` in the span.
    fn offset(self, i: i64) -> usize {
        (if self.inc >= 0 { i * self.inc } else { (self.n - 1 - i) * -self.inc }) as usize
    }

    /// # Safety
    /// The span is device (or host) memory of `len` elements.
    unsafe fn read(self) -> Result<Vec<u16>> {
        let mut host = vec![0u16; self.len()];
        if !host.is_empty() {
            let bytes = host.len() * 2;
            // SAFETY: from this function's contract.
            hip(unsafe { hip_sys::hipMemcpy(host.as_mut_ptr().cast(), self.x, bytes, hipMemcpyKind::hipMemcpyDefault) })?;
        }
        Ok(host)
    }

    /// # Safety
    /// As `read`; `host` is what `read` returned, changed.
    unsafe fn write(self, host: &[u16]) -> Result {
        if host.is_empty() {
            return Ok(());
        }
        // SAFETY: from this function's contract.
        hip(unsafe { hip_sys::hipMemcpy(self.x, host.as_ptr().cast(), host.len() * 2, hipMemcpyKind::hipMemcpyDefault) })
    }
}

/// `y = x`, element by element (the counts are one).
///
/// # Safety
/// The spans are the caller's vectors, as cuBLAS's contract gives them.
pub unsafe fn copy(rocblas: rocblas_handle, x: Span, y: Span) -> Result {
    if x.n <= 0 {
        return Ok(());
    }
    synchronize(rocblas)?;
    // SAFETY: from this function's contract.
    let (source, mut target) = unsafe { (x.read()?, y.read()?) };
    for i in 0..x.n {
        target[y.offset(i)] = source[x.offset(i)];
    }
    // SAFETY: from this function's contract.
    unsafe { y.write(&target) }
}

/// Exchanges `x` and `y`, element by element.
///
/// # Safety
/// As `copy`.
pub unsafe fn swap(rocblas: rocblas_handle, x: Span, y: Span) -> Result {
    if x.n <= 0 {
        return Ok(());
    }
    synchronize(rocblas)?;
    // SAFETY: from this function's contract.
    let (mut a, mut b) = unsafe { (x.read()?, y.read()?) };
    for i in 0..x.n {
        std::mem::swap(&mut a[x.offset(i)], &mut b[y.offset(i)]);
    }
    // SAFETY: from this function's contract.
    unsafe { x.write(&a).and_then(|()| y.write(&b)) }
}

/// The 1-based index of the first element of largest (`min`: smallest) magnitude; 0 for an
/// empty vector or a non-positive increment, as BLAS answers. A NaN is never chosen over the
/// element before it, as in reference BLAS's comparisons.
fn search(values: &[u16], x: Span, datatype: T, min: bool) -> i64 {
    if x.n <= 0 || x.inc <= 0 {
        return 0;
    }
    let magnitude = |i: i64| {
        let bits = values[x.offset(i)] & 0x7fff;
        (bits <= infinity(datatype)).then_some(bits)
    };
    let mut best = 0;
    for i in 1..x.n {
        let better = match (magnitude(i), magnitude(best)) {
            (Some(value), Some(chosen)) => {
                if min {
                    value < chosen
                } else {
                    value > chosen
                }
            }
            _ => false,
        };
        if better {
            best = i;
        }
    }
    best + 1
}

/// `i?amax` (`min`: `i?amin`) of a half-precision vector, stored through `result` as the
/// handle's pointer mode says.
///
/// # Safety
/// As `copy`; `result` is a host or device pointer as the pointer mode says.
pub unsafe fn iamax<W: Copy + TryFrom<i64>>(rocblas: rocblas_handle, datatype: T, min: bool, x: Span, result: *mut W) -> Result {
    synchronize(rocblas)?;
    let values = if x.inc > 0 {
        // SAFETY: from this function's contract.
        unsafe { x.read()? }
    } else {
        Vec::new()
    };
    let index = W::try_from(search(&values, x, datatype, min)).map_err(|_| cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE)?;
    let mut mode = rocblas_pointer_mode::rocblas_pointer_mode_host;
    // SAFETY: a live rocBLAS handle and an out-pointer.
    check(unsafe { rocblas_sys::rocblas_get_pointer_mode(rocblas, &mut mode) })?;
    if mode == rocblas_pointer_mode::rocblas_pointer_mode_device {
        let (target, source) = (result.cast(), (&raw const index).cast());
        // SAFETY: a device pointer to one `W`, from this function's contract.
        hip(unsafe { hip_sys::hipMemcpy(target, source, size_of::<W>(), hipMemcpyKind::hipMemcpyDefault) })
    } else {
        // SAFETY: a host pointer to one `W`, from this function's contract.
        unsafe { result.write(index) };
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_orders_magnitudes_as_bits() {
        // f16: 0.5, -2, 1, -0.25, 2 (the first of the largest wins), NaN.
        let values = [0x3800u16, 0xc000, 0x3c00, 0xb400, 0x4000, 0x7e00];
        let x = Span { x: std::ptr::null_mut(), n: 6, inc: 1 };
        assert_eq!(search(&values, x, T::CUDA_R_16F, false), 2);
        assert_eq!(search(&values, x, T::CUDA_R_16F, true), 4);
        let strided = Span { x: std::ptr::null_mut(), n: 3, inc: 2 };
        assert_eq!(search(&values, strided, T::CUDA_R_16F, false), 3);
        assert_eq!(search(&values, Span { inc: 0, ..x }, T::CUDA_R_16F, false), 0);
    }

    #[test]
    fn negative_increments_walk_back() {
        let x = Span { x: std::ptr::null_mut(), n: 3, inc: -2 };
        assert_eq!(x.len(), 5);
        assert_eq!([x.offset(0), x.offset(1), x.offset(2)], [4, 2, 0]);
    }
}
