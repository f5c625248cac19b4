//! LU: `getrf` (with and without pivoting), `getrs`, and the out-of-place inverse `getri`.
//!
//! Each family has a checked body (`getrf_call`, ...) making rocSOLVER's checks in its order
//! (handle; unsupported values; sizes; pointers), then queueing the kernels of [`crate::lapack`]
//! over the batch. The exports are one macro line per element type, each checked against
//! ROCm's header (`const _: signatures::rocsolver_sgetrf_batched = ...`).

use rocblas_sys::{rocblas_double_complex, rocblas_float_complex, rocblas_handle, rocblas_int, rocblas_operation, rocblas_status as Status, rocblas_stride};
use rocsolver_sys::signatures;
use rocuda_host_linalg::BlasResult;
use rocuda_host_linalg::args::{Batch, Ptr};
use rocuda_host_linalg::{C32, C64, Scalar};

use crate::lapack::{self, Op};
use crate::{call, enqueue, enqueue_with_info, pivots, stream};

/// A batch's pivots, where the function pivots.
type Pivots = Option<Batch<rocblas_int>>;

/// Refuses a null pointer that a non-empty problem needs.
fn needed<T>(needed: bool, pointer: *const T) -> BlasResult {
    if needed && pointer.is_null() { Err(Status::rocblas_status_invalid_pointer) } else { Ok(()) }
}

/// Whether a batch array that a non-empty problem needs is null.
fn needed_batch<T>(needed: bool, batch: Batch<T>) -> BlasResult {
    if needed { batch.check().map(drop) } else { Ok(()) }
}

/// `trans` as rocSOLVER accepts it for `getrs`: any of the three operations.
pub fn operation(trans: rocblas_operation) -> BlasResult<Op> {
    match trans {
        rocblas_operation::rocblas_operation_none => Ok(Op::N),
        rocblas_operation::rocblas_operation_transpose => Ok(Op::T),
        rocblas_operation::rocblas_operation_conjugate_transpose => Ok(Op::C),
        _ => Err(Status::rocblas_status_invalid_value),
    }
}

fn getrf_call<T: Scalar>(
    function: &'static str,
    handle: rocblas_handle,
    m: i64,
    n: i64,
    a: Batch<T>,
    lda: i64,
    ipiv: Option<(*mut rocblas_int, i64)>,
    info: *mut rocblas_int,
    batch_count: i64,
) -> Status {
    call(function, || {
        let stream = stream(handle)?;
        if m < 0 || n < 0 || lda < m || batch_count < 0 {
            return Err(Status::rocblas_status_invalid_size);
        }
        let work = m * n != 0;
        needed_batch(work, a)?;
        if let Some((ipiv, _)) = ipiv {
            needed(work, ipiv)?;
        }
        needed(batch_count != 0, info)?;
        if batch_count == 0 {
            return Ok(());
        }
        let ipiv: Pivots = ipiv.map(|(ipiv, stride)| pivots(ipiv, stride));
        enqueue_with_info(stream, info, batch_count, move |b| {
            if !work {
                return 0;
            }
            // SAFETY: the job runs in stream order, when rocSOLVER's contract makes problem b's
            // A (m × n) and pivots (min(m, n)) readable and writable.
            let (a, ipiv) = unsafe { (a.matrix_mut(b, m, n, lda), ipiv.map(|p| p.vector_mut(b, m.min(n), 1))) };
            lapack::getrf(m, n, a, ipiv)
        })
    })
}

fn getrs_call<T: Scalar>(
    function: &'static str,
    handle: rocblas_handle,
    trans: rocblas_operation,
    n: i64,
    nrhs: i64,
    a: Batch<T>,
    lda: i64,
    ipiv: *const rocblas_int,
    stride_p: i64,
    b: Batch<T>,
    ldb: i64,
    batch_count: i64,
) -> Status {
    call(function, || {
        let stream = stream(handle)?;
        let op = operation(trans)?;
        if n < 0 || nrhs < 0 || lda < n || ldb < n || batch_count < 0 {
            return Err(Status::rocblas_status_invalid_size);
        }
        needed_batch(n != 0, a)?;
        needed(n != 0, ipiv)?;
        needed_batch(n * nrhs != 0, b)?;
        if n == 0 || nrhs == 0 || batch_count == 0 {
            return Ok(());
        }
        let ipiv = pivots(ipiv, stride_p);
        enqueue(stream, move || {
            for i in 0..batch_count {
                // SAFETY: the job runs in stream order, when rocSOLVER's contract makes problem
                // i's LU factors (n × n) and pivots (n) readable, and its B (n × nrhs) readable
                // and writable.
                let (lu, ipiv, x) = unsafe { (a.matrix(i, n, n, lda), ipiv.vector(i, n, 1), b.matrix_mut(i, n, nrhs, ldb)) };
                lapack::getrs(op, n, nrhs, lu, Some(ipiv), x);
            }
        })
    })
}

fn getri_call<T: Scalar>(
    function: &'static str,
    handle: rocblas_handle,
    n: i64,
    a: Batch<T>,
    lda: i64,
    ipiv: Option<(*mut rocblas_int, i64)>,
    c: Batch<T>,
    ldc: i64,
    info: *mut rocblas_int,
    batch_count: i64,
) -> Status {
    call(function, || {
        let stream = stream(handle)?;
        if n < 0 || lda < n || ldc < n || batch_count < 0 {
            return Err(Status::rocblas_status_invalid_size);
        }
        needed_batch(n != 0, a)?;
        if let Some((ipiv, _)) = ipiv {
            needed(n != 0, ipiv)?;
        }
        needed_batch(n != 0, c)?;
        needed(batch_count != 0, info)?;
        if batch_count == 0 {
            return Ok(());
        }
        let ipiv: Pivots = ipiv.map(|(ipiv, stride)| pivots(ipiv, stride));
        enqueue_with_info(stream, info, batch_count, move |b| {
            // The arrays may be null for n = 0 (checked above): read them only for work.
            if n == 0 {
                return 0;
            }
            // SAFETY: the job runs in stream order, when rocSOLVER's contract makes problem b's
            // LU factors (n × n) and pivots (n) readable, its C (n × n) writable.
            let (lu, ipiv, inverse) = unsafe { (a.matrix(b, n, n, lda), ipiv.map(|p| p.vector(b, n, 1)), c.matrix_mut(b, n, n, ldc)) };
            lapack::getri_outofplace(n, lu, ipiv, inverse)
        })
    })
}

/// The exports of one element type. `getrf` and `getri` come with pivots and without
/// (`_npvt`), which take no `ipiv` and `stride_p`.
macro_rules! lu_exports {
    ($t:ty, $c:ty, $getrf:ident, $getrf_npvt:ident, $getrs:ident, $getri:ident, $getri_npvt:ident) => {
        lu_exports!(@getrf $t, $c, $getrf, [ipiv, stride_p]);
        lu_exports!(@getrf $t, $c, $getrf_npvt, []);
        lu_exports!(@getri $t, $c, $getri, [ipiv, stride_p]);
        lu_exports!(@getri $t, $c, $getri_npvt, []);

        /// # Safety
        /// rocSOLVER's contract for this function.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $getrs(
            handle: rocblas_handle,
            trans: rocblas_operation,
            n: rocblas_int,
            nrhs: rocblas_int,
            a: *const *mut $c,
            lda: rocblas_int,
            ipiv: *const rocblas_int,
            stride_p: rocblas_stride,
            b: *const *mut $c,
            ldb: rocblas_int,
            batch_count: rocblas_int,
        ) -> Status {
            let (a, b) = (Batch::Array(Ptr::new(a.cast())), Batch::Array(Ptr::new(b.cast())));
            let (n, nrhs, lda, ldb) = (n.into(), nrhs.into(), lda.into(), ldb.into());
            getrs_call::<$t>(stringify!($getrs), handle, trans, n, nrhs, a, lda, ipiv, stride_p, b, ldb, batch_count.into())
        }
        const _: signatures::$getrs = $getrs;
    };
    (@getrf $t:ty, $c:ty, $name:ident, [$($ipiv:ident, $stride_p:ident)?]) => {
        /// # Safety
        /// rocSOLVER's contract for this function.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(
            handle: rocblas_handle,
            m: rocblas_int, n: rocblas_int,
            a: *const *mut $c, lda: rocblas_int,
            $($ipiv: *mut rocblas_int, $stride_p: rocblas_stride,)?
            info: *mut rocblas_int,
            batch_count: rocblas_int,
        ) -> Status {
            let (a, pivots) = (Batch::Array(Ptr::new(a.cast())), lu_exports!(@pivots $($ipiv, $stride_p)?));
            getrf_call::<$t>(stringify!($name), handle, m.into(), n.into(), a, lda.into(), pivots, info, batch_count.into())
        }
        const _: signatures::$name = $name;
    };
    (@getri $t:ty, $c:ty, $name:ident, [$($ipiv:ident, $stride_p:ident)?]) => {
        /// # Safety
        /// rocSOLVER's contract for this function.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(
            handle: rocblas_handle,
            n: rocblas_int,
            a: *const *mut $c, lda: rocblas_int,
            $($ipiv: *mut rocblas_int, $stride_p: rocblas_stride,)?
            c: *const *mut $c, ldc: rocblas_int,
            info: *mut rocblas_int,
            batch_count: rocblas_int,
        ) -> Status {
            let (a, c) = (Batch::Array(Ptr::new(a.cast())), Batch::Array(Ptr::new(c.cast())));
            let pivots = lu_exports!(@pivots $($ipiv, $stride_p)?);
            getri_call::<$t>(stringify!($name), handle, n.into(), a, lda.into(), pivots, c, ldc.into(), info, batch_count.into())
        }
        const _: signatures::$name = $name;
    };
    (@pivots) => {
        None
    };
    (@pivots $ipiv:ident, $stride_p:ident) => {
        Some(($ipiv, $stride_p))
    };
}

lu_exports!(
    f32,
    f32,
    rocsolver_sgetrf_batched,
    rocsolver_sgetrf_npvt_batched,
    rocsolver_sgetrs_batched,
    rocsolver_sgetri_outofplace_batched,
    rocsolver_sgetri_npvt_outofplace_batched
);
lu_exports!(
    f64,
    f64,
    rocsolver_dgetrf_batched,
    rocsolver_dgetrf_npvt_batched,
    rocsolver_dgetrs_batched,
    rocsolver_dgetri_outofplace_batched,
    rocsolver_dgetri_npvt_outofplace_batched
);
lu_exports!(
    C32,
    rocblas_float_complex,
    rocsolver_cgetrf_batched,
    rocsolver_cgetrf_npvt_batched,
    rocsolver_cgetrs_batched,
    rocsolver_cgetri_outofplace_batched,
    rocsolver_cgetri_npvt_outofplace_batched
);
lu_exports!(
    C64,
    rocblas_double_complex,
    rocsolver_zgetrf_batched,
    rocsolver_zgetrf_npvt_batched,
    rocsolver_zgetrs_batched,
    rocsolver_zgetri_outofplace_batched,
    rocsolver_zgetri_npvt_outofplace_batched
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing;

    #[test]
    fn dgetrf_batched_checks_its_arguments_as_rocsolver_does() {
        let handle = testing::handle();
        let mut a = [2.0f64, 1.0, 4.0, 2.0];
        let pointers = [a.as_mut_ptr()];
        let (mut ipiv, mut info) = ([0; 2], [-1; 1]);
        // SAFETY: each call gets the test's handle (or null), each pointer null or a local holding what the sizes describe.
        let run =
            |handle, m, lda, a: *const *mut f64, ipiv: *mut i32, info: *mut i32| unsafe { rocsolver_dgetrf_batched(handle, m, 2, a, lda, ipiv, 2, info, 1) };
        let (a, p, i) = (pointers.as_ptr(), ipiv.as_mut_ptr(), info.as_mut_ptr());
        assert_eq!(run(std::ptr::null_mut(), 2, 2, a, p, i), Status::rocblas_status_invalid_handle);
        assert_eq!(run(handle, -1, 2, a, p, i), Status::rocblas_status_invalid_size);
        assert_eq!(run(handle, 2, 1, a, p, i), Status::rocblas_status_invalid_size);
        assert_eq!(run(handle, 2, 2, std::ptr::null(), p, i), Status::rocblas_status_invalid_pointer);
        assert_eq!(run(handle, 2, 2, a, std::ptr::null_mut(), i), Status::rocblas_status_invalid_pointer);
        assert_eq!(run(handle, 2, 2, a, p, std::ptr::null_mut()), Status::rocblas_status_invalid_pointer);
        // The matrix is singular: info names its second pivot.
        assert_eq!(run(handle, 2, 2, a, p, i), Status::rocblas_status_success);
        testing::wait(handle);
        assert_eq!((ipiv, info), ([1, 2], [2]));
        testing::destroy(handle);
    }

    #[test]
    fn getrs_and_getri_solve_through_the_exports() {
        let handle = testing::handle();
        let mut a = [4.0f64, 2.0, 1.0, 3.0];
        let mut inverse = [0.0f64; 4];
        let mut b = [1.0f64, 2.0];
        let (a_ptr, c_ptr, b_ptr) = ([a.as_mut_ptr()], [inverse.as_mut_ptr()], [b.as_mut_ptr()]);
        let (mut ipiv, mut info) = ([0; 2], [-1; 1]);
        let none = rocblas_operation::rocblas_operation_none;
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        unsafe {
            assert_eq!(rocsolver_dgetrf_batched(handle, 2, 2, a_ptr.as_ptr(), 2, ipiv.as_mut_ptr(), 2, info.as_mut_ptr(), 1), Status::rocblas_status_success);
            assert_eq!(
                rocsolver_dgetrs_batched(handle, rocblas_operation(0), 2, 1, a_ptr.as_ptr(), 2, ipiv.as_ptr(), 2, b_ptr.as_ptr(), 2, 1),
                Status::rocblas_status_invalid_value
            );
            assert_eq!(
                rocsolver_dgetrs_batched(handle, none, 2, 1, a_ptr.as_ptr(), 2, ipiv.as_ptr(), 2, b_ptr.as_ptr(), 1, 1),
                Status::rocblas_status_invalid_size
            );
            assert_eq!(rocsolver_dgetrs_batched(handle, none, 2, 1, a_ptr.as_ptr(), 2, ipiv.as_ptr(), 2, b_ptr.as_ptr(), 2, 1), Status::rocblas_status_success);
            let status = rocsolver_dgetri_outofplace_batched(handle, 2, a_ptr.as_ptr(), 2, ipiv.as_mut_ptr(), 2, c_ptr.as_ptr(), 2, info.as_mut_ptr(), 1);
            assert_eq!(status, Status::rocblas_status_success);
        }
        testing::wait(handle);
        // A = [[4, 1], [2, 3]] (det 10): x = A^-1 [1, 2] = [0.1, 0.6].
        let close = |x: f64, y: f64| (x - y).abs() < 1e-12;
        assert!(close(b[0], 0.1) && close(b[1], 0.6), "{b:?}");
        let expected = [0.3, -0.2, -0.1, 0.4];
        assert!(inverse.iter().zip(expected).all(|(x, y)| close(*x, y)), "{inverse:?}");
        assert_eq!(info, [0]);
        testing::destroy(handle);
    }
}
