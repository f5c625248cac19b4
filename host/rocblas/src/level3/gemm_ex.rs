//! `gemm_ex`: `D := alpha * op(A) * op(B) + beta * C` with the element and compute types as
//! arguments.
//!
//! The combinations are those cuBLAS's `GemmEx` reaches: one type throughout (f32, f64, c32,
//! c64); f16 in and out computing in f32 or f16; f16 in, f32 out; bf16 in, bf16 or f32 out;
//! int8 in, int32 out and compute. `alpha` and `beta` are of the compute type. An f16
//! compute type accumulates in f32 and rounds once (see [`super::gemm`]). Any other
//! combination is `rocblas_status_not_implemented`, as rocBLAS answers for those it lacks.

use std::ffi::c_void;

use rocblas_sys::{
    rocblas_datatype as Type, rocblas_gemm_algo, rocblas_handle, rocblas_int, rocblas_operation, rocblas_status as Status, rocblas_stride, signatures,
};
use rocuda_host_linalg::BlasResult;
use rocuda_host_linalg::args::{Batch, Ptr, Scalar};
use rocuda_host_linalg::{C32, C64, Stored, bf16, f16};

use super::gemm::Problem;
use super::{Compute, Op, null, optional, same};
use crate::boundary::with_handle;
use crate::handle::Handle;
use crate::level1::ex::{BF16, C32T, C64T, F16, F32, F64, I8, I32};

/// The arguments of one `gemm_ex` call, untyped.
struct Untyped {
    ops: (Op, Op),
    mnk: (i64, i64, i64),
    alpha: *const c_void,
    a: (Batch<c_void>, i64),
    b: (Batch<c_void>, i64),
    beta: *const c_void,
    c: (Batch<c_void>, i64),
    d: (Batch<c_void>, i64),
    batch_count: i64,
    /// C and D are the same matrix, and their types.
    same: bool,
    types: (Type, Type),
}

fn cast<T, U>(batch: Batch<T>) -> Batch<U> {
    match batch {
        Batch::One(p) => Batch::One(Ptr(p.0.cast())),
        Batch::Array(p) => Batch::Array(Ptr(p.0.cast())),
        Batch::Strided(p, stride) => Batch::Strided(Ptr(p.0.cast()), stride),
    }
}

impl Untyped {
    /// Checks the pointers rocBLAS checks, knowing the scalars' type now, and queues the
    /// problem: `alpha` is required when `k` is not zero, `beta` and D always; C unless
    /// `beta` is zero, A and B unless `alpha` is zero (values known in host pointer mode
    /// only; in device pointer mode every pointer that might be read is required).
    fn run<C: Compute, S: Stored<C>, TA: Stored<C>, TB: Stored<C>, TC: Stored<C>, TD: Stored<C>>(self, handle: &Handle) -> BlasResult {
        let device = handle.device_pointers();
        let k = self.mnk.2;
        // SAFETY: rocBLAS's contract: in host pointer mode each scalar is null or the caller's
        // readable value of the compute type, S (a device pointer is only read by the job).
        let (alpha, beta) = unsafe { (optional::<S>(device, self.alpha.cast()), optional::<S>(device, self.beta.cast())) };
        let (Some(beta), false, false) = (beta, k != 0 && alpha.is_none(), null(self.d.0)) else {
            return Err(Status::rocblas_status_invalid_pointer);
        };
        if null(self.c.0) && beta.known().map(Stored::load) != Some(C::ZERO) {
            return Err(Status::rocblas_status_invalid_pointer);
        }
        let alpha_zero = alpha.and_then(Scalar::known).map(Stored::load) == Some(C::ZERO);
        if k != 0 && (null(self.a.0) || null(self.b.0)) && !alpha_zero {
            return Err(Status::rocblas_status_invalid_pointer);
        }
        same_matrix(&self)?;
        let Untyped { ops, mnk, a, b, c, d, batch_count, .. } = self;
        let problem = Problem::<S, TA, TB, TC, TD> {
            ops,
            mnk,
            alpha,
            a: (cast(a.0), a.1),
            b: (cast(b.0), b.1),
            beta,
            c: (cast(c.0), c.1),
            d: (cast(d.0), d.1),
            batch_count,
        };
        problem.enqueue::<C>(handle)
    }
}

/// The compute types rocBLAS reads `alpha` and `beta` as; another is refused before any
/// other check, as rocBLAS does when it reads the scalars.
fn known_compute(compute: Type) -> bool {
    [F16, F32, F64, I32, C32T, C64T].contains(&compute)
}

/// rocBLAS's `gemm_ex` checks, in its order: handle; compute type; operations; sizes;
/// leading dimensions (`ldd` too); nothing to do; pointers ([`Untyped::run`]); C and D the
/// same matrix with different leading dimensions (`invalid_size`) or types (`invalid_value`);
/// then the type combination.
fn gemm_ex_call(
    handle: &Handle,
    ops: (rocblas_operation, rocblas_operation),
    problem: Untyped,
    [a_type, b_type, c_type, d_type, compute]: [Type; 5],
    algo: rocblas_gemm_algo,
) -> BlasResult {
    if !known_compute(compute) {
        return Err(Status::rocblas_status_not_implemented);
    }
    let problem = Untyped { ops: (Op::new(ops.0)?, Op::new(ops.1)?), ..problem };
    if algo != rocblas_gemm_algo::rocblas_gemm_algo_standard && algo != rocblas_gemm_algo::rocblas_gemm_algo_solution_index {
        return Err(Status::rocblas_status_invalid_value);
    }
    let (m, n, k) = problem.mnk;
    if m < 0 || n < 0 || k < 0 || problem.batch_count < 0 {
        return Err(Status::rocblas_status_invalid_size);
    }
    let rows_a = if problem.ops.0 == Op::N { m } else { k };
    let rows_b = if problem.ops.1 == Op::N { k } else { n };
    if problem.c.1 < m || problem.d.1 < m || problem.a.1 < rows_a || problem.b.1 < rows_b {
        return Err(Status::rocblas_status_invalid_size);
    }
    if m == 0 || n == 0 || problem.batch_count == 0 {
        return Ok(());
    }
    let problem = Untyped { same: same(problem.c.0, problem.d.0), types: (c_type, d_type), ..problem };
    let run = match (a_type, b_type, c_type, d_type, compute) {
        (F32, F32, F32, F32, F32) => Untyped::run::<f32, f32, f32, f32, f32, f32>,
        (F64, F64, F64, F64, F64) => Untyped::run::<f64, f64, f64, f64, f64, f64>,
        (C32T, C32T, C32T, C32T, C32T) => Untyped::run::<C32, C32, C32, C32, C32, C32>,
        (C64T, C64T, C64T, C64T, C64T) => Untyped::run::<C64, C64, C64, C64, C64, C64>,
        (F16, F16, F16, F16, F32) => Untyped::run::<f32, f32, f16, f16, f16, f16>,
        (F16, F16, F16, F16, F16) => Untyped::run::<f32, f16, f16, f16, f16, f16>,
        (F16, F16, F32, F32, F32) => Untyped::run::<f32, f32, f16, f16, f32, f32>,
        (BF16, BF16, BF16, BF16, F32) => Untyped::run::<f32, f32, bf16, bf16, bf16, bf16>,
        (BF16, BF16, F32, F32, F32) => Untyped::run::<f32, f32, bf16, bf16, f32, f32>,
        (I8, I8, I32, I32, I32) => Untyped::run::<i32, i32, i8, i8, i32, i32>,
        _ => {
            // The pointer checks come before the type dispatch: run them on the compute type.
            check_only(problem, handle, compute)?;
            return Err(Status::rocblas_status_not_implemented);
        }
    };
    run(problem, handle)
}

/// C and D the same matrix need the same leading dimension and type.
fn same_matrix(problem: &Untyped) -> BlasResult {
    match problem.same {
        true if problem.c.1 != problem.d.1 => Err(Status::rocblas_status_invalid_size),
        true if problem.types.0 != problem.types.1 => Err(Status::rocblas_status_invalid_value),
        _ => Ok(()),
    }
}

/// The checks an unsupported combination still gets before it is refused.
fn check_only(problem: Untyped, handle: &Handle, compute: Type) -> BlasResult {
    let device = handle.device_pointers();
    let k = problem.mnk.2;
    // Asked only in host pointer mode (`device ||` comes first), of a scalar checked non-null.
    let beta_zero = |beta: *const c_void| -> bool {
        // SAFETY: rocBLAS's contract: in host pointer mode a non-null scalar is the caller's
        // readable value of the compute type.
        unsafe {
            match compute {
                F16 => (*beta.cast::<f16>()).to_f32() == 0.0,
                F32 => *beta.cast::<f32>() == 0.0,
                F64 => *beta.cast::<f64>() == 0.0,
                I32 => *beta.cast::<i32>() == 0,
                C32T => *beta.cast::<C32>() == C32::default(),
                _ => *beta.cast::<C64>() == C64::default(),
            }
        }
    };
    if (k != 0 && problem.alpha.is_null()) || problem.beta.is_null() || null(problem.d.0) {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    if null(problem.c.0) && (device || !beta_zero(problem.beta)) {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    if k != 0 && (null(problem.a.0) || null(problem.b.0)) && (device || !beta_zero(problem.alpha)) {
        return Err(Status::rocblas_status_invalid_pointer);
    }
    same_matrix(&problem)
}

/// `gemm_ex` in one integer width, in its three forms. All three take their matrices as
/// `void *`: the `_batched` form's are arrays of `batch_count` pointers; the
/// `_strided_batched` form has a stride after each leading dimension. Both batched forms take
/// `batch_count` after `ldd`.
macro_rules! gemm_ex_exports {
    ($int:ty, $plain:ident, $batched:ident, $strided:ident) => {
        gemm_ex_exports!(@form $int, $plain, one, [], []);
        gemm_ex_exports!(@form $int, $batched, array, [], [batch_count]);
        gemm_ex_exports!(@form $int, $strided, strided, [stride_a, stride_b, stride_c, stride_d], [batch_count]);
    };
    (@form $int:ty, $name:ident, $form:ident, [$($sa:ident, $sb:ident, $sc:ident, $sd:ident)?], [$($count:ident)?]) => {
        /// # Safety
        /// rocBLAS's contract for this function.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(
            handle: rocblas_handle,
            trans_a: rocblas_operation, trans_b: rocblas_operation,
            m: $int, n: $int, k: $int,
            alpha: *const c_void,
            a: *const c_void, a_type: Type, lda: $int, $($sa: rocblas_stride,)?
            b: *const c_void, b_type: Type, ldb: $int, $($sb: rocblas_stride,)?
            beta: *const c_void,
            c: *const c_void, c_type: Type, ldc: $int, $($sc: rocblas_stride,)?
            d: *mut c_void, d_type: Type, ldd: $int, $($sd: rocblas_stride,)?
            $($count: $int,)?
            compute_type: Type, algo: rocblas_gemm_algo, _solution_index: i32, _flags: u32,
        ) -> Status {
            let batch = gemm_ex_exports!(@batch $form);
            let [stride_a, stride_b, stride_c, stride_d] = gemm_ex_exports!(@strides $($sa, $sb, $sc, $sd)?);
            // The operations, C and D's sameness and their types are `gemm_ex_call`'s to fill.
            let problem = Untyped {
                ops: (Op::N, Op::N),
                mnk: (m.into(), n.into(), k.into()),
                alpha,
                a: (batch(a, stride_a), lda.into()),
                b: (batch(b, stride_b), ldb.into()),
                beta,
                c: (batch(c, stride_c), ldc.into()),
                d: (batch(d.cast_const(), stride_d), ldd.into()),
                batch_count: gemm_ex_exports!(@count $($count)?),
                same: false,
                types: (F32, F32),
            };
            let types = [a_type, b_type, c_type, d_type, compute_type];
            with_handle(stringify!($name), handle, |handle| gemm_ex_call(handle, (trans_a, trans_b), problem, types, algo))
        }
        const _: signatures::$name = $name;
    };
    (@batch one) => {
        |p: *const c_void, _: rocblas_stride| Batch::One(Ptr::new(p))
    };
    (@batch array) => {
        |p: *const c_void, _: rocblas_stride| Batch::Array(Ptr::new(p.cast::<*mut c_void>()))
    };
    (@batch strided) => {
        |p: *const c_void, stride: rocblas_stride| Batch::Strided(Ptr::new(p), stride)
    };
    (@strides) => {
        [0; 4]
    };
    (@strides $($stride:ident),+) => {
        [$($stride),+]
    };
    (@count) => {
        1
    };
    (@count $count:ident) => {
        $count.into()
    };
}

gemm_ex_exports!(rocblas_int, rocblas_gemm_ex, rocblas_gemm_batched_ex, rocblas_gemm_strided_batched_ex);
gemm_ex_exports!(i64, rocblas_gemm_ex_64, rocblas_gemm_batched_ex_64, rocblas_gemm_strided_batched_ex_64);

#[cfg(test)]
mod tests {
    use super::*;

    const N: rocblas_operation = rocblas_operation::rocblas_operation_none;
    const T: rocblas_operation = rocblas_operation::rocblas_operation_transpose;

    /// `gemm_ex` on 2 × 2 matrices, C and D the same buffer with leading dimension `ld`.
    unsafe fn run(
        handle: rocblas_handle,
        alpha: *const c_void,
        a: *const c_void,
        b: *const c_void,
        beta: *const c_void,
        c: *mut c_void,
        (ld_c, ld_d): (i32, i32),
        [ta, tb, tc, td, compute]: [Type; 5],
    ) -> Status {
        let standard = rocblas_gemm_algo::rocblas_gemm_algo_standard;
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        unsafe { rocblas_gemm_ex(handle, T, N, 2, 2, 2, alpha, a, ta, 2, b, tb, 2, beta, c, tc, ld_c, c, td, ld_d, compute, standard, 0, 0) }
    }

    /// `C := alpha Aᵀ B + beta C` through `gemm_ex` with `types`, the scalars of type `S`, A and
    /// B of type `AB` and C (and D, the same buffer) of type `CD`: C afterwards.
    fn product<S, AB, CD>(types: [Type; 5], (alpha, beta): (S, S), a: [AB; 4], b: [AB; 4], mut c: [CD; 4]) -> [CD; 4] {
        let handle = crate::testing::handle();
        let scalar = |x: &S| (x as *const S).cast::<c_void>();
        // SAFETY: the test's handle; each pointer a local holding what the sizes describe.
        let status = unsafe { run(handle, scalar(&alpha), a.as_ptr().cast(), b.as_ptr().cast(), scalar(&beta), c.as_mut_ptr().cast(), (2, 2), types) };
        assert_eq!(status, Status::rocblas_status_success);
        crate::testing::wait();
        crate::testing::destroy(handle);
        c
    }

    #[test]
    fn mixed_precision_combinations_compute_as_documented() {
        // Aᵀ B with A = [1 2; 3 4] (column-major [1, 3, 2, 4]), B = I.
        let (a, b) = ([1.0f32, 3.0, 2.0, 4.0], [1.0f32, 0.0, 0.0, 1.0]);
        let (a16, b16) = (a.map(f16::from_f32), b.map(f16::from_f32));
        let c = product([F16, F16, F32, F32, F32], (2.0f32, 1.0f32), a16, b16, [1.0f32; 4]);
        assert_eq!(c, [3.0, 5.0, 7.0, 9.0]);
        // f16 throughout with f16 scalars, beta 0 over NaN.
        let c = product([F16; 5], (f16::from_f32(0.5), f16::ZERO), a16, b16, [f16::NAN; 4]);
        assert_eq!(c.map(f16::to_f32), [0.5, 1.0, 1.5, 2.0]);
        // int8 in, int32 out and compute.
        let c = product([I8, I8, I32, I32, I32], (1i32, 1i32), [1i8, 3, 2, 4], [-1i8, 0, 0, 100], [10i32; 4]);
        assert_eq!(c, [9, 8, 310, 410]);
        // bf16 in, bf16 out, f32 compute.
        let c = product([BF16, BF16, BF16, BF16, F32], (2.0f32, 1.0f32), a.map(bf16::from_f32), b.map(bf16::from_f32), [bf16::ONE; 4]);
        assert_eq!(c.map(bf16::to_f32), [3.0, 5.0, 7.0, 9.0]);
    }

    #[test]
    fn gemm_ex_checks_its_arguments_as_rocblas_does() {
        let handle = crate::testing::handle();
        let (a, b, mut c) = ([1.0f32; 4], [1.0f32; 4], [0.0f32; 4]);
        let one = 1.0f32;
        let p = (&one as *const f32).cast::<c_void>();
        let (a, b, c) = (a.as_ptr().cast(), b.as_ptr().cast(), c.as_mut_ptr().cast());
        let f32s = [F32; 5];
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        assert_eq!(unsafe { run(std::ptr::null_mut(), p, a, b, p, c, (2, 2), f32s) }, Status::rocblas_status_invalid_handle);
        let odd = [F32, F64, F32, F32, F32];
        // SAFETY: as above.
        assert_eq!(unsafe { run(handle, p, a, b, p, c, (2, 2), odd) }, Status::rocblas_status_not_implemented);
        let unknown_compute = [F32, F32, F32, F32, I8];
        // SAFETY: as above.
        unsafe {
            assert_eq!(run(handle, p, a, b, p, c, (2, 2), unknown_compute), Status::rocblas_status_not_implemented);
            assert_eq!(run(handle, p, a, b, p, c, (2, 1), f32s), Status::rocblas_status_invalid_size);
        }
        // C and D the same matrix with different leading dimensions.
        // SAFETY: as above.
        assert_eq!(unsafe { run(handle, p, a, b, p, c, (2, 3), f32s) }, Status::rocblas_status_invalid_size);
        let mixed = [F16, F16, F16, F32, F32];
        // SAFETY: as above.
        unsafe {
            assert_eq!(run(handle, p, a, b, p, c, (2, 2), mixed), Status::rocblas_status_invalid_value);
            assert_eq!(run(handle, p, std::ptr::null(), b, p, c, (2, 2), f32s), Status::rocblas_status_invalid_pointer);
            assert_eq!(run(handle, p, a, b, std::ptr::null(), c, (2, 2), f32s), Status::rocblas_status_invalid_pointer);
        }
        crate::testing::destroy(handle);
    }
}
