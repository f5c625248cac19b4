//! QR: `geqrf` (its `tau` strided, or one pointer per problem: `geqrf_ptr`, what cuBLAS's
//! `geqrfBatched` takes), and least squares by QR, `gels`.
//!
//! The layout is [`crate::lu`]'s: a checked body per family, exports by macro, each checked
//! against ROCm's header. `geqrf_ptr_batched` is exported by rocSOLVER's library but declared
//! in no header; its C signature is the one rocSOLVER defines.

use rocblas_sys::{rocblas_double_complex, rocblas_float_complex, rocblas_handle, rocblas_int, rocblas_operation, rocblas_status as Status, rocblas_stride};
use rocsolver_sys::signatures;
use rocuda_host_linalg::args::{Batch, Ptr};
use rocuda_host_linalg::{C32, C64, Scalar, VectorMut};

use crate::lapack::{self, Op};
use crate::lu::operation;
use crate::{call, enqueue, enqueue_with_info, stream};

fn geqrf_call<T: Scalar>(function: &'static str, handle: rocblas_handle, m: i64, n: i64, a: Batch<T>, lda: i64, tau: Batch<T>, batch_count: i64) -> Status {
    call(function, || {
        let stream = stream(handle)?;
        if m < 0 || n < 0 || lda < m || batch_count < 0 {
            return Err(Status::rocblas_status_invalid_size);
        }
        if m * n == 0 || batch_count == 0 {
            return Ok(());
        }
        let (a, tau) = (a.check()?, tau.check()?);
        enqueue(stream, move || {
            for b in 0..batch_count {
                // SAFETY: the job runs in stream order, when rocSOLVER's contract makes problem
                // b's A (m × n) and tau (min(m, n)) readable and writable.
                let (a, tau) = unsafe { (a.matrix_mut(b, m, n, lda), tau.vector_mut(b, m.min(n), 1)) };
                lapack::geqrf(m, n, a, tau);
            }
        })
    })
}

/// rocSOLVER's `trans` for `gels`: none, or the transpose that keeps the problem in the type
/// (`T` for real types, `C` for complex ones).
fn gels_operation<T: Scalar>(trans: rocblas_operation) -> Result<Op, Status> {
    match operation(trans)? {
        Op::T if T::IS_COMPLEX => Err(Status::rocblas_status_invalid_value),
        Op::C if !T::IS_COMPLEX => Err(Status::rocblas_status_invalid_value),
        op => Ok(op),
    }
}

fn gels_call<T: Scalar>(
    function: &'static str,
    handle: rocblas_handle,
    trans: rocblas_operation,
    m: i64,
    n: i64,
    nrhs: i64,
    a: Batch<T>,
    lda: i64,
    b: Batch<T>,
    ldb: i64,
    info: *mut rocblas_int,
    batch_count: i64,
) -> Status {
    call(function, || {
        let stream = stream(handle)?;
        let op = gels_operation::<T>(trans)?;
        if m < 0 || n < 0 || nrhs < 0 || lda < m || ldb < m || ldb < n || batch_count < 0 {
            return Err(Status::rocblas_status_invalid_size);
        }
        if m * n != 0 {
            a.check()?;
        }
        if (m + n) * nrhs != 0 {
            b.check()?;
        }
        if batch_count != 0 && info.is_null() {
            return Err(Status::rocblas_status_invalid_pointer);
        }
        if batch_count == 0 {
            return Ok(());
        }
        let empty = m * n * nrhs == 0;
        // Underdetermined problems (an LQ factorization) are no cuBLAS function's.
        if !empty && m < n {
            return Err(Status::rocblas_status_not_implemented);
        }
        let (mut tau, rows) = (vec![T::ZERO; n as usize], m.max(n));
        enqueue_with_info(stream, info, batch_count, move |i| {
            // The arrays may be null where they hold nothing (checked above): read them only
            // for work.
            if empty {
                // No equations or no unknowns: X is zero, as rocSOLVER and LAPACK leave it.
                if nrhs > 0 && rows > 0 {
                    // SAFETY: the job runs in stream order, when rocSOLVER's contract makes
                    // problem i's B (max(m, n) × nrhs) writable.
                    let x = unsafe { b.matrix_mut(i, rows, nrhs, ldb) };
                    for k in 0..nrhs {
                        (0..rows).for_each(|row| x.set(row, k, T::ZERO));
                    }
                }
                return 0;
            }
            // SAFETY: the job runs in stream order, when rocSOLVER's contract makes problem i's
            // A (m × n) and B (max(m, n) × nrhs) readable and writable.
            let (a, x) = unsafe { (a.matrix_mut(i, m, n, lda), b.matrix_mut(i, rows, nrhs, ldb)) };
            let tau = VectorMut::from_slice_mut(&mut tau, n, 1).expect("n elements of scratch");
            lapack::gels(op, m, n, nrhs, a, x, tau)
        })
    })
}

/// The exports of one element type. `geqrf`'s `tau` is strided, `geqrf_ptr`'s an array of one
/// pointer per problem (declared in no header, so not checked against one).
macro_rules! qr_exports {
    ($t:ty, $c:ty, $geqrf:ident, $geqrf_ptr:ident, $gels:ident) => {
        qr_exports!(@geqrf $t, $c, $geqrf, tau: *mut $c, [stride_p]);
        const _: signatures::$geqrf = $geqrf;
        qr_exports!(@geqrf $t, $c, $geqrf_ptr, tau: *const *mut $c, []);

        /// # Safety
        /// rocSOLVER's contract for this function.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $gels(
            handle: rocblas_handle,
            trans: rocblas_operation,
            m: rocblas_int,
            n: rocblas_int,
            nrhs: rocblas_int,
            a: *const *mut $c,
            lda: rocblas_int,
            b: *const *mut $c,
            ldb: rocblas_int,
            info: *mut rocblas_int,
            batch_count: rocblas_int,
        ) -> Status {
            let (a, b) = (Batch::Array(Ptr::new(a.cast())), Batch::Array(Ptr::new(b.cast())));
            let (m, n, nrhs, lda, ldb) = (m.into(), n.into(), nrhs.into(), lda.into(), ldb.into());
            gels_call::<$t>(stringify!($gels), handle, trans, m, n, nrhs, a, lda, b, ldb, info, batch_count.into())
        }
        const _: signatures::$gels = $gels;
    };
    (@geqrf $t:ty, $c:ty, $name:ident, tau: $tau:ty, [$($stride_p:ident)?]) => {
        /// # Safety
        /// rocSOLVER's contract for this function.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(
            handle: rocblas_handle,
            m: rocblas_int, n: rocblas_int,
            a: *const *mut $c, lda: rocblas_int,
            tau: $tau, $($stride_p: rocblas_stride,)?
            batch_count: rocblas_int,
        ) -> Status {
            let (a, tau) = (Batch::Array(Ptr::new(a.cast())), qr_exports!(@tau tau $(, $stride_p)?));
            geqrf_call::<$t>(stringify!($name), handle, m.into(), n.into(), a, lda.into(), tau, batch_count.into())
        }
    };
    (@tau $tau:ident) => {
        Batch::Array(Ptr::new($tau.cast()))
    };
    (@tau $tau:ident, $stride_p:ident) => {
        Batch::Strided(Ptr($tau.cast()), $stride_p)
    };
}

qr_exports!(f32, f32, rocsolver_sgeqrf_batched, rocsolver_sgeqrf_ptr_batched, rocsolver_sgels_batched);
qr_exports!(f64, f64, rocsolver_dgeqrf_batched, rocsolver_dgeqrf_ptr_batched, rocsolver_dgels_batched);
qr_exports!(C32, rocblas_float_complex, rocsolver_cgeqrf_batched, rocsolver_cgeqrf_ptr_batched, rocsolver_cgels_batched);
qr_exports!(C64, rocblas_double_complex, rocsolver_zgeqrf_batched, rocsolver_zgeqrf_ptr_batched, rocsolver_zgels_batched);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing;

    #[test]
    fn geqrf_ptr_batched_writes_each_problems_tau() {
        let handle = testing::handle();
        let (mut a0, mut a1) = ([3.0f64, 4.0], [-3.0f64, 4.0]);
        let (mut t0, mut t1) = ([0.0f64], [0.0f64]);
        let a = [a0.as_mut_ptr(), a1.as_mut_ptr()];
        let tau = [t0.as_mut_ptr(), t1.as_mut_ptr()];
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        unsafe {
            assert_eq!(rocsolver_dgeqrf_ptr_batched(std::ptr::null_mut(), 2, 1, a.as_ptr(), 2, tau.as_ptr(), 2), Status::rocblas_status_invalid_handle);
            assert_eq!(rocsolver_dgeqrf_ptr_batched(handle, 2, 1, a.as_ptr(), 1, tau.as_ptr(), 2), Status::rocblas_status_invalid_size);
            assert_eq!(rocsolver_dgeqrf_ptr_batched(handle, 2, 1, a.as_ptr(), 2, std::ptr::null(), 2), Status::rocblas_status_invalid_pointer);
            assert_eq!(rocsolver_dgeqrf_ptr_batched(handle, 2, 1, a.as_ptr(), 2, tau.as_ptr(), 2), Status::rocblas_status_success);
        }
        testing::wait(handle);
        assert_eq!((a0[0], a1[0]), (-5.0, 5.0));
        assert!((t0[0] - 1.6).abs() < 1e-12 && (t1[0] - 1.6).abs() < 1e-12, "{t0:?} {t1:?}");
        testing::destroy(handle);
    }

    #[test]
    fn gels_batched_checks_its_arguments_and_solves() {
        let handle = testing::handle();
        // Fit y = c through [1, 2, 3]: c = 2.
        let mut a = [1.0f64, 1.0, 1.0];
        let mut b = [1.0f64, 2.0, 3.0];
        let (a_ptr, b_ptr) = ([a.as_mut_ptr()], [b.as_mut_ptr()]);
        let mut info = [-1];
        // SAFETY: each call gets the test's handle (or null), each pointer null or a local holding what the sizes describe.
        let run = |trans, m, ldb, info: *mut i32| unsafe { rocsolver_dgels_batched(handle, trans, m, 1, 1, a_ptr.as_ptr(), 3, b_ptr.as_ptr(), ldb, info, 1) };
        let none = rocblas_operation::rocblas_operation_none;
        assert_eq!(run(rocblas_operation::rocblas_operation_conjugate_transpose, 3, 3, info.as_mut_ptr()), Status::rocblas_status_invalid_value);
        assert_eq!(run(none, 3, 2, info.as_mut_ptr()), Status::rocblas_status_invalid_size);
        assert_eq!(run(none, 3, 3, std::ptr::null_mut()), Status::rocblas_status_invalid_pointer);
        assert_eq!(run(none, 3, 3, info.as_mut_ptr()), Status::rocblas_status_success);
        testing::wait(handle);
        assert!((b[0] - 2.0).abs() < 1e-12 && info == [0], "{b:?} {info:?}");
        let z = [std::ptr::null_mut::<rocblas_double_complex>()];
        let transpose = rocblas_operation::rocblas_operation_transpose;
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        let status = unsafe { rocsolver_zgels_batched(handle, transpose, 1, 1, 1, z.as_ptr(), 1, z.as_ptr(), 1, info.as_mut_ptr(), 1) };
        assert_eq!(status, Status::rocblas_status_invalid_value);
        testing::destroy(handle);
    }
}
