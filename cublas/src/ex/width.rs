//! The rocBLAS calls behind the Ex functions, for both of cuBLAS's integer widths: the 32-bit
//! cuBLAS functions call rocBLAS's `rocblas_int` functions, the `_64` ones rocBLAS's `_64`
//! functions (`widths!` writes each call once for both), and everything above this module is
//! written once for both.

use std::ffi::c_void;

use rocblas_sys::{rocblas_datatype, rocblas_gemm_algo, rocblas_handle, rocblas_operation};

/// A product's operands as rocBLAS takes them. cuBLAS has no separate output matrix, so C is
/// both rocBLAS's C and D.
pub struct Gemm<W> {
    pub transa: rocblas_operation,
    pub transb: rocblas_operation,
    pub m: W,
    pub n: W,
    pub k: W,
    pub alpha: *const c_void,
    pub a: *const c_void,
    pub a_type: rocblas_datatype,
    pub lda: W,
    pub b: *const c_void,
    pub b_type: rocblas_datatype,
    pub ldb: W,
    pub beta: *const c_void,
    pub c: *mut c_void,
    pub c_type: rocblas_datatype,
    pub ldc: W,
    pub compute: rocblas_datatype,
}

/// The element strides of a strided batch.
pub struct Strides {
    pub a: i64,
    pub b: i64,
    pub c: i64,
}

/// cuBLAS's algorithm choices are hints for NVIDIA's kernels; rocBLAS picks its own solution.
const ALGO: rocblas_gemm_algo = rocblas_gemm_algo::rocblas_gemm_algo_standard;

/// A strided vector read by a level 1 function.
#[derive(Clone, Copy)]
pub struct Vector<W> {
    pub x: *const c_void,
    pub datatype: rocblas_datatype,
    pub inc: W,
}

/// A strided vector written by a level 1 function.
#[derive(Clone, Copy)]
pub struct VectorMut<W> {
    pub x: *mut c_void,
    pub datatype: rocblas_datatype,
    pub inc: W,
}

super::widths! {
    /// One integer width of rocBLAS's interface. Every method is a rocBLAS call whose pointers
    /// are the caller's, passed on unread.
    trait Width: Copy, Into<i64>;

    /// # Safety
    /// The pointers are what rocBLAS's `rocblas_gemm_ex` requires for these sizes.
    fn gemm_ex(handle: rocblas_handle, g: &Gemm<Self>) = [rocblas_gemm_ex] [rocblas_gemm_ex_64] (
        handle, g.transa, g.transb, g.m, g.n, g.k, g.alpha, g.a, g.a_type, g.lda, g.b, g.b_type, g.ldb, g.beta, g.c, g.c_type, g.ldc,
        g.c, g.c_type, g.ldc, g.compute, ALGO, 0, 0,
    );

    /// # Safety
    /// As `rocblas_gemm_batched_ex`: `a`, `b` and `c` are device arrays of `batch` pointers.
    fn gemm_batched_ex(handle: rocblas_handle, g: &Gemm<Self>, batch: Self) = [rocblas_gemm_batched_ex] [rocblas_gemm_batched_ex_64] (
        handle, g.transa, g.transb, g.m, g.n, g.k, g.alpha, g.a, g.a_type, g.lda, g.b, g.b_type, g.ldb, g.beta, g.c, g.c_type, g.ldc,
        g.c, g.c_type, g.ldc, batch, g.compute, ALGO, 0, 0,
    );

    /// # Safety
    /// As `rocblas_gemm_strided_batched_ex`.
    fn gemm_strided_batched_ex(handle: rocblas_handle, g: &Gemm<Self>, s: &Strides, batch: Self)
        = [rocblas_gemm_strided_batched_ex] [rocblas_gemm_strided_batched_ex_64] (
        handle, g.transa, g.transb, g.m, g.n, g.k, g.alpha, g.a, g.a_type, g.lda, s.a, g.b, g.b_type, g.ldb, s.b, g.beta, g.c, g.c_type,
        g.ldc, s.c, g.c, g.c_type, g.ldc, s.c, batch, g.compute, ALGO, 0, 0,
    );

    /// # Safety
    /// As `rocblas_axpy_ex`.
    fn axpy_ex(handle: rocblas_handle, n: Self, alpha: (*const c_void, rocblas_datatype), x: Vector<Self>, y: VectorMut<Self>, exec: rocblas_datatype)
        = [rocblas_axpy_ex] [rocblas_axpy_ex_64] (handle, n, alpha.0, alpha.1, x.x, x.datatype, x.inc, y.x, y.datatype, y.inc, exec);

    /// # Safety
    /// As `rocblas_dot_ex` (`conjugate`: `rocblas_dotc_ex`).
    fn dot_ex(
        handle: rocblas_handle,
        conjugate: bool,
        n: Self,
        x: Vector<Self>,
        y: Vector<Self>,
        result: (*mut c_void, rocblas_datatype),
        exec: rocblas_datatype,
    ) = by conjugate [rocblas_dot_ex, rocblas_dotc_ex] [rocblas_dot_ex_64, rocblas_dotc_ex_64]
        (handle, n, x.x, x.datatype, x.inc, y.x, y.datatype, y.inc, result.0, result.1, exec);

    /// # Safety
    /// As `rocblas_nrm2_ex`.
    fn nrm2_ex(handle: rocblas_handle, n: Self, x: Vector<Self>, result: (*mut c_void, rocblas_datatype), exec: rocblas_datatype)
        = [rocblas_nrm2_ex] [rocblas_nrm2_ex_64] (handle, n, x.x, x.datatype, x.inc, result.0, result.1, exec);

    /// # Safety
    /// As `rocblas_scal_ex`.
    fn scal_ex(handle: rocblas_handle, n: Self, alpha: (*const c_void, rocblas_datatype), x: VectorMut<Self>, exec: rocblas_datatype)
        = [rocblas_scal_ex] [rocblas_scal_ex_64] (handle, n, alpha.0, alpha.1, x.x, x.datatype, x.inc, exec);

    /// # Safety
    /// As `rocblas_rot_ex`.
    fn rot_ex(
        handle: rocblas_handle,
        n: Self,
        x: VectorMut<Self>,
        y: VectorMut<Self>,
        cs: (*const c_void, *const c_void, rocblas_datatype),
        exec: rocblas_datatype,
    ) = [rocblas_rot_ex] [rocblas_rot_ex_64] (handle, n, x.x, x.datatype, x.inc, y.x, y.datatype, y.inc, cs.0, cs.1, cs.2, exec);
}
