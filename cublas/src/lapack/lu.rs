//! LU factorization and its uses: `cublas<t>getrfBatched`, `getrsBatched`, `getriBatched` and
//! `matinvBatched`, over rocSOLVER's `getrf_batched` (`getrf_npvt_batched` where cuBLAS is
//! given no pivot array), `getrs_batched` and `getri_outofplace_batched` (whose `info` a
//! singular `U` gets; the inverse itself comes from `getrs` against the identity).

use std::mem::size_of;

use crate::Result;
use crate::check;
use crate::convert;
use crate::handle;
use crate::lapack::{Matrices, Scratch, Solver, check_info, check_printed, with_host_scalars};
use crate::types::{cuComplex, cuDoubleComplex, cublasHandle_t, cublasOperation_t};

/// The largest order matinv accepts: cuBLAS's documented limit.
const MATINV_MAX: i32 = 32;

unsafe fn getrf<T: Solver>(h: cublasHandle_t, n: i32, a: Matrices<T>, p: *mut i32, info: *mut i32, b: i32) -> Result {
    let rocblas = handle::rocblas(h)?;
    check_printed::<T>("GETRF", &[(n < 0, 1), (a.ld < n.max(1), 3), (b < 0, 6)])?;
    // SAFETY: the caller's device arrays, as cuBLAS's contract gives them.
    check(unsafe { if p.is_null() { T::getrf_npvt(rocblas, n, a, info, b) } else { T::getrf(rocblas, n, a, p, info, b) } })
}

unsafe fn getrs<T: Solver>(
    h: cublasHandle_t,
    trans: cublasOperation_t,
    n: i32,
    nrhs: i32,
    a: Matrices<T>,
    p: *const i32,
    x: Matrices<T>,
    info: *mut i32,
    b: i32,
) -> Result {
    let rocblas = handle::rocblas(h)?;
    let op = convert::operation(trans);
    check_info(info, &[(op.is_err(), 1), (n < 0, 2), (nrhs < 0, 3), (a.ld < n.max(1), 5), (x.ld < n.max(1), 8), (b < 0, 11)])?;
    // SAFETY: the caller's device arrays, as cuBLAS's contract gives them.
    check(unsafe { T::getrs(rocblas, op?, n, nrhs, a, p, x, b) })
}

/// cuBLAS inverts a singular `U` too: its `C` holds what dividing by the zero pivot makes
/// (infinities, and NaNs where they meet zeros; recorded on the H100), which CuPy's `cond`
/// reads. rocSOLVER's `getri` leaves such a `C` alone, so it gives only `info` here, and `C`
/// is solved from the identity with `getrs`, whose substitutions divide as cuBLAS's do: the
/// arithmetic of two inversions, and the call returns when they are done (the scratch memory
/// is freed after the stream's work).
unsafe fn getri<T: Solver>(h: cublasHandle_t, n: i32, a: Matrices<T>, p: *const i32, c: Matrices<T>, info: *mut i32, b: i32) -> Result {
    let rocblas = handle::rocblas(h)?;
    check_printed::<T>("GETRI", &[(n < 0, 1), (a.ld < n.max(1), 3), (c.ld < n.max(1), 6), (b < 0, 8)])?;
    // SAFETY: the caller's device arrays, as cuBLAS's contract gives them; rocSOLVER only
    // reads the pivots.
    check(unsafe { if p.is_null() { T::getri_npvt(rocblas, n, a, c, info, b) } else { T::getri(rocblas, n, a, p.cast_mut(), c, info, b) } })?;
    if n == 0 || b == 0 {
        return Ok(());
    }
    // Scratch: one identity matrix (order n), a pointer to it for each problem, and, where
    // cuBLAS was given no pivots, pivots that exchange nothing.
    let (count, order) = (b as usize, n as usize);
    let identity_bytes = (order * order * size_of::<T>()).next_multiple_of(64);
    let pointers_bytes = (count * size_of::<*const T>()).next_multiple_of(64);
    let pivots_len = if p.is_null() { count * order } else { 0 };
    let scratch = Scratch::new(rocblas, identity_bytes + pointers_bytes + pivots_len * size_of::<i32>())?;
    let identity: Vec<T> = (0..order * order).map(|k| if k % (order + 1) == 0 { T::ONE } else { T::ZERO }).collect();
    scratch.upload(0, &identity)?;
    let base = scratch.pointer.cast::<u8>();
    scratch.upload(identity_bytes, &vec![base.cast_const(); count])?;
    let no_exchanges: Vec<i32> = (0..pivots_len).map(|k| (k % order) as i32 + 1).collect();
    scratch.upload(identity_bytes + pointers_bytes, &no_exchanges)?;
    // SAFETY: offsets within the allocation just made.
    let (identities, pivots) = unsafe { (base.add(identity_bytes).cast::<*mut T>(), base.add(identity_bytes + pointers_bytes).cast::<i32>()) };
    let identities = Matrices::new(identities.cast_const(), n);
    // SAFETY: the caller's device arrays and the scratch arrays laid out above.
    with_host_scalars(rocblas, || check(unsafe { T::copy_matrices(rocblas, n, identities, c, b) }))?;
    let none = rocblas_sys::rocblas_operation::rocblas_operation_none;
    let pivots = if p.is_null() { pivots.cast_const() } else { p };
    // SAFETY: as above.
    check(unsafe { T::getrs(rocblas, none, n, n, a, pivots, c, b) })
}

/// matinv leaves `A` as it is: each matrix is copied into scratch memory, factored there
/// with pivoting, and inverted from its factors into `Ainv`.
unsafe fn matinv<T: Solver>(h: cublasHandle_t, n: i32, a: Matrices<T>, inverse: Matrices<T>, info: *mut i32, b: i32) -> Result {
    let rocblas = handle::rocblas(h)?;
    check_printed::<T>("MATINV", &[(n < 0, 1)])?;
    // cuBLAS refuses larger orders without a report.
    if n > MATINV_MAX {
        return Err(crate::lapack::INVALID);
    }
    check_printed::<T>("MATINV", &[(a.ld < n.max(1), 3), (inverse.ld < n.max(1), 5), (b < 0, 7)])?;
    if n == 0 || b == 0 {
        return Ok(());
    }
    // Scratch: the copies' pointer array, the copies (order n, leading dimension n), pivots.
    let (count, order) = (b as usize, n as usize);
    let pointers_bytes = (count * size_of::<*mut T>()).next_multiple_of(64);
    let matrices_bytes = (count * order * order * size_of::<T>()).next_multiple_of(64);
    let scratch = Scratch::new(rocblas, pointers_bytes + matrices_bytes + count * order * size_of::<i32>())?;
    let base = scratch.pointer.cast::<u8>();
    // SAFETY: offsets within the allocation just made.
    let (pointers, matrices, pivots) = unsafe {
        let pivots = base.add(pointers_bytes + matrices_bytes).cast::<i32>();
        (base.cast::<*mut T>(), base.add(pointers_bytes).cast::<T>(), pivots)
    };
    // SAFETY: offsets within the copies' part of the allocation.
    let copies: Vec<*mut T> = (0..count).map(|i| unsafe { matrices.add(i * order * order) }).collect();
    scratch.upload(0, &copies)?;
    let copies = Matrices::new(pointers.cast_const(), n);
    // SAFETY: the caller's device arrays, as cuBLAS's contract gives them, and the scratch
    // arrays laid out above.
    with_host_scalars(rocblas, || check(unsafe { T::copy_matrices(rocblas, n, a, copies, b) }))?;
    // SAFETY: as above.
    check(unsafe { T::getrf(rocblas, n, copies, pivots, info, b) })?;
    // SAFETY: as above.
    check(unsafe { T::getri(rocblas, n, copies, pivots, inverse, info, b) })
}

macro_rules! exports {
    ($t:ty, $getrf:ident, $getrs:ident, $getri:ident, $matinv:ident) => {
        pub unsafe fn $getrf(h: cublasHandle_t, n: i32, a: *const *mut $t, lda: i32, p: *mut i32, info: *mut i32, b: i32) -> Result {
            // SAFETY: forwarded from cuBLAS's contract.
            unsafe { getrf(h, n, Matrices::new(a, lda), p, info, b) }
        }

        pub unsafe fn $getrs(
            h: cublasHandle_t,
            trans: cublasOperation_t,
            n: i32,
            nrhs: i32,
            a: *const *const $t,
            lda: i32,
            p: *const i32,
            x: *const *mut $t,
            ldx: i32,
            info: *mut i32,
            b: i32,
        ) -> Result {
            // SAFETY: forwarded from cuBLAS's contract.
            unsafe { getrs(h, trans, n, nrhs, Matrices::new(a.cast(), lda), p, Matrices::new(x, ldx), info, b) }
        }

        pub unsafe fn $getri(
            h: cublasHandle_t,
            n: i32,
            a: *const *const $t,
            lda: i32,
            p: *const i32,
            c: *const *mut $t,
            ldc: i32,
            info: *mut i32,
            b: i32,
        ) -> Result {
            // SAFETY: forwarded from cuBLAS's contract.
            unsafe { getri(h, n, Matrices::new(a.cast(), lda), p, Matrices::new(c, ldc), info, b) }
        }

        pub unsafe fn $matinv(
            h: cublasHandle_t,
            n: i32,
            a: *const *const $t,
            lda: i32,
            inverse: *const *mut $t,
            ld_inverse: i32,
            info: *mut i32,
            b: i32,
        ) -> Result {
            // SAFETY: forwarded from cuBLAS's contract.
            unsafe { matinv(h, n, Matrices::new(a.cast(), lda), Matrices::new(inverse, ld_inverse), info, b) }
        }
    };
}

exports!(f32, cublasSgetrfBatched, cublasSgetrsBatched, cublasSgetriBatched, cublasSmatinvBatched);
exports!(f64, cublasDgetrfBatched, cublasDgetrsBatched, cublasDgetriBatched, cublasDmatinvBatched);
exports!(cuComplex, cublasCgetrfBatched, cublasCgetrsBatched, cublasCgetriBatched, cublasCmatinvBatched);
exports!(cuDoubleComplex, cublasZgetrfBatched, cublasZgetrsBatched, cublasZgetriBatched, cublasZmatinvBatched);
