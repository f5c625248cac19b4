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
use super::{Compute, Op, null, optional};
use crate::boundary::with_handle;
use crate::handle::Handle;

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
    [Type::rocblas_datatype_f16_r, Type::rocblas_datatype_f32_r, Type::rocblas_datatype_f64_r, Type::rocblas_datatype_i32_r]
        .into_iter()
        .chain([Type::rocblas_datatype_f32_c, Type::rocblas_datatype_f64_c])
        .any(|t| t == compute)
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
    let same = match (problem.c.0, problem.d.0) {
        (Batch::One(c) | Batch::Strided(c, _), Batch::One(d) | Batch::Strided(d, _)) => c.0 == d.0,
        (Batch::Array(c), Batch::Array(d)) => c.0 == d.0,
        _ => false,
    };
    let problem = Untyped { same, types: (c_type, d_type), ..problem };
    use Type as T;
    let run = match (a_type, b_type, c_type, d_type, compute) {
        (T::rocblas_datatype_f32_r, T::rocblas_datatype_f32_r, T::rocblas_datatype_f32_r, T::rocblas_datatype_f32_r, T::rocblas_datatype_f32_r) => {
            Untyped::run::<f32, f32, f32, f32, f32, f32>
        }
        (T::rocblas_datatype_f64_r, T::rocblas_datatype_f64_r, T::rocblas_datatype_f64_r, T::rocblas_datatype_f64_r, T::rocblas_datatype_f64_r) => {
            Untyped::run::<f64, f64, f64, f64, f64, f64>
        }
        (T::rocblas_datatype_f32_c, T::rocblas_datatype_f32_c, T::rocblas_datatype_f32_c, T::rocblas_datatype_f32_c, T::rocblas_datatype_f32_c) => {
            Untyped::run::<C32, C32, C32, C32, C32, C32>
        }
        (T::rocblas_datatype_f64_c, T::rocblas_datatype_f64_c, T::rocblas_datatype_f64_c, T::rocblas_datatype_f64_c, T::rocblas_datatype_f64_c) => {
            Untyped::run::<C64, C64, C64, C64, C64, C64>
        }
        (T::rocblas_datatype_f16_r, T::rocblas_datatype_f16_r, T::rocblas_datatype_f16_r, T::rocblas_datatype_f16_r, T::rocblas_datatype_f32_r) => {
            Untyped::run::<f32, f32, f16, f16, f16, f16>
        }
        (T::rocblas_datatype_f16_r, T::rocblas_datatype_f16_r, T::rocblas_datatype_f16_r, T::rocblas_datatype_f16_r, T::rocblas_datatype_f16_r) => {
            Untyped::run::<f32, f16, f16, f16, f16, f16>
        }
        (T::rocblas_datatype_f16_r, T::rocblas_datatype_f16_r, T::rocblas_datatype_f32_r, T::rocblas_datatype_f32_r, T::rocblas_datatype_f32_r) => {
            Untyped::run::<f32, f32, f16, f16, f32, f32>
        }
        (T::rocblas_datatype_bf16_r, T::rocblas_datatype_bf16_r, T::rocblas_datatype_bf16_r, T::rocblas_datatype_bf16_r, T::rocblas_datatype_f32_r) => {
            Untyped::run::<f32, f32, bf16, bf16, bf16, bf16>
        }
        (T::rocblas_datatype_bf16_r, T::rocblas_datatype_bf16_r, T::rocblas_datatype_f32_r, T::rocblas_datatype_f32_r, T::rocblas_datatype_f32_r) => {
            Untyped::run::<f32, f32, bf16, bf16, f32, f32>
        }
        (T::rocblas_datatype_i8_r, T::rocblas_datatype_i8_r, T::rocblas_datatype_i32_r, T::rocblas_datatype_i32_r, T::rocblas_datatype_i32_r) => {
            Untyped::run::<i32, i32, i8, i8, i32, i32>
        }
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
                Type::rocblas_datatype_f16_r => (*beta.cast::<f16>()).to_f32() == 0.0,
                Type::rocblas_datatype_f32_r => *beta.cast::<f32>() == 0.0,
                Type::rocblas_datatype_f64_r => *beta.cast::<f64>() == 0.0,
                Type::rocblas_datatype_i32_r => *beta.cast::<i32>() == 0,
                Type::rocblas_datatype_f32_c => *beta.cast::<C32>() == C32::default(),
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

/// The integer width of the plain and `_64` forms, as the sizes' type.
type Sizes<I> = (I, I, I);

/// The arguments common to the three forms, from the C signature's order.
fn untyped<I: Into<i64>>(
    (m, n, k): Sizes<I>,
    alpha: *const c_void,
    a: (Batch<c_void>, I),
    b: (Batch<c_void>, I),
    beta: *const c_void,
    c: (Batch<c_void>, I),
    d: (Batch<c_void>, I),
    batch_count: I,
) -> Untyped {
    Untyped {
        ops: (Op::N, Op::N),
        mnk: (m.into(), n.into(), k.into()),
        alpha,
        a: (a.0, a.1.into()),
        b: (b.0, b.1.into()),
        beta,
        c: (c.0, c.1.into()),
        d: (d.0, d.1.into()),
        batch_count: batch_count.into(),
        same: false,
        types: (Type::rocblas_datatype_f32_r, Type::rocblas_datatype_f32_r),
    }
}

macro_rules! gemm_ex_exports {
    ($int:ty, $plain:ident, $batched:ident, $strided:ident) => {
        /// # Safety
        /// rocBLAS's contract for this function.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $plain(
            handle: rocblas_handle,
            trans_a: rocblas_operation,
            trans_b: rocblas_operation,
            m: $int,
            n: $int,
            k: $int,
            alpha: *const c_void,
            a: *const c_void,
            a_type: Type,
            lda: $int,
            b: *const c_void,
            b_type: Type,
            ldb: $int,
            beta: *const c_void,
            c: *const c_void,
            c_type: Type,
            ldc: $int,
            d: *mut c_void,
            d_type: Type,
            ldd: $int,
            compute_type: Type,
            algo: rocblas_gemm_algo,
            _solution_index: i32,
            _flags: u32,
        ) -> Status {
            let (a, b, c, d) = (Batch::One(Ptr::new(a)), Batch::One(Ptr::new(b)), Batch::One(Ptr::new(c)), Batch::One(Ptr(d)));
            let problem = untyped((m, n, k), alpha, (a, lda), (b, ldb), beta, (c, ldc), (d, ldd), 1);
            let types = [a_type, b_type, c_type, d_type, compute_type];
            with_handle(stringify!($plain), handle, |handle| gemm_ex_call(handle, (trans_a, trans_b), problem, types, algo))
        }
        const _: signatures::$plain = $plain;

        /// # Safety
        /// rocBLAS's contract for this function: `a`, `b`, `c` and `d` are arrays of
        /// `batch_count` pointers.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $batched(
            handle: rocblas_handle,
            trans_a: rocblas_operation,
            trans_b: rocblas_operation,
            m: $int,
            n: $int,
            k: $int,
            alpha: *const c_void,
            a: *const c_void,
            a_type: Type,
            lda: $int,
            b: *const c_void,
            b_type: Type,
            ldb: $int,
            beta: *const c_void,
            c: *const c_void,
            c_type: Type,
            ldc: $int,
            d: *mut c_void,
            d_type: Type,
            ldd: $int,
            batch_count: $int,
            compute_type: Type,
            algo: rocblas_gemm_algo,
            _solution_index: i32,
            _flags: u32,
        ) -> Status {
            let array = |p: *const c_void| Batch::Array(Ptr::new(p.cast::<*mut c_void>()));
            let (a, b, c, d) = (array(a), array(b), array(c), array(d.cast_const()));
            let problem = untyped((m, n, k), alpha, (a, lda), (b, ldb), beta, (c, ldc), (d, ldd), batch_count);
            let types = [a_type, b_type, c_type, d_type, compute_type];
            with_handle(stringify!($batched), handle, |handle| gemm_ex_call(handle, (trans_a, trans_b), problem, types, algo))
        }
        const _: signatures::$batched = $batched;

        /// # Safety
        /// rocBLAS's contract for this function.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $strided(
            handle: rocblas_handle,
            trans_a: rocblas_operation,
            trans_b: rocblas_operation,
            m: $int,
            n: $int,
            k: $int,
            alpha: *const c_void,
            a: *const c_void,
            a_type: Type,
            lda: $int,
            stride_a: rocblas_stride,
            b: *const c_void,
            b_type: Type,
            ldb: $int,
            stride_b: rocblas_stride,
            beta: *const c_void,
            c: *const c_void,
            c_type: Type,
            ldc: $int,
            stride_c: rocblas_stride,
            d: *mut c_void,
            d_type: Type,
            ldd: $int,
            stride_d: rocblas_stride,
            batch_count: $int,
            compute_type: Type,
            algo: rocblas_gemm_algo,
            _solution_index: i32,
            _flags: u32,
        ) -> Status {
            let (a, b) = (Batch::Strided(Ptr::new(a), stride_a), Batch::Strided(Ptr::new(b), stride_b));
            let (c, d) = (Batch::Strided(Ptr::new(c), stride_c), Batch::Strided(Ptr(d), stride_d));
            let problem = untyped((m, n, k), alpha, (a, lda), (b, ldb), beta, (c, ldc), (d, ldd), batch_count);
            let types = [a_type, b_type, c_type, d_type, compute_type];
            with_handle(stringify!($strided), handle, |handle| gemm_ex_call(handle, (trans_a, trans_b), problem, types, algo))
        }
        const _: signatures::$strided = $strided;
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

    #[test]
    fn mixed_precision_combinations_compute_as_documented() {
        let handle = crate::testing::handle();
        use Type as D;
        // Aᵀ B with A = [1 2; 3 4] (column-major [1, 3, 2, 4]), B = I.
        let a16 = [1.0f32, 3.0, 2.0, 4.0].map(f16::from_f32);
        let b16 = [1.0f32, 0.0, 0.0, 1.0].map(f16::from_f32);
        let (alpha, beta) = (2.0f32, 1.0f32);
        let mut c = [1.0f32; 4];
        let types = [D::rocblas_datatype_f16_r, D::rocblas_datatype_f16_r, D::rocblas_datatype_f32_r, D::rocblas_datatype_f32_r, D::rocblas_datatype_f32_r];
        let p = |x: &f32| (x as *const f32).cast::<c_void>();
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        let status = unsafe { run(handle, p(&alpha), a16.as_ptr().cast(), b16.as_ptr().cast(), p(&beta), c.as_mut_ptr().cast(), (2, 2), types) };
        assert_eq!(status, Status::rocblas_status_success);
        crate::testing::wait();
        assert_eq!(c, [3.0, 5.0, 7.0, 9.0]);

        // f16 throughout with f16 scalars, beta 0 over NaN.
        let (alpha16, beta16) = (f16::from_f32(0.5), f16::from_f32(0.0));
        let mut c16 = [f16::NAN; 4];
        let types = [D::rocblas_datatype_f16_r; 5];
        let q = |x: &f16| (x as *const f16).cast::<c_void>();
        // SAFETY: as above.
        let status = unsafe { run(handle, q(&alpha16), a16.as_ptr().cast(), b16.as_ptr().cast(), q(&beta16), c16.as_mut_ptr().cast(), (2, 2), types) };
        assert_eq!(status, Status::rocblas_status_success);
        crate::testing::wait();
        assert_eq!(c16.map(f16::to_f32), [0.5, 1.0, 1.5, 2.0]);

        // int8 in, int32 out and compute.
        let (a8, b8) = ([1i8, 3, 2, 4], [-1i8, 0, 0, 100]);
        let (alpha32, beta32) = (1i32, 1i32);
        let mut c32 = [10i32; 4];
        let types = [D::rocblas_datatype_i8_r, D::rocblas_datatype_i8_r, D::rocblas_datatype_i32_r, D::rocblas_datatype_i32_r, D::rocblas_datatype_i32_r];
        let r = |x: &i32| (x as *const i32).cast::<c_void>();
        // SAFETY: as above.
        let status = unsafe { run(handle, r(&alpha32), a8.as_ptr().cast(), b8.as_ptr().cast(), r(&beta32), c32.as_mut_ptr().cast(), (2, 2), types) };
        assert_eq!(status, Status::rocblas_status_success);
        crate::testing::wait();
        assert_eq!(c32, [9, 8, 310, 410]);

        // bf16 in, bf16 out, f32 compute.
        let (a_bf, b_bf) = (a16.map(|x| bf16::from_f32(x.to_f32())), b16.map(|x| bf16::from_f32(x.to_f32())));
        let mut c_bf = [bf16::from_f32(1.0); 4];
        let types = [D::rocblas_datatype_bf16_r, D::rocblas_datatype_bf16_r, D::rocblas_datatype_bf16_r, D::rocblas_datatype_bf16_r, D::rocblas_datatype_f32_r];
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        let status = unsafe { run(handle, p(&alpha), a_bf.as_ptr().cast(), b_bf.as_ptr().cast(), p(&beta), c_bf.as_mut_ptr().cast(), (2, 2), types) };
        assert_eq!(status, Status::rocblas_status_success);
        crate::testing::wait();
        assert_eq!(c_bf.map(bf16::to_f32), [3.0, 5.0, 7.0, 9.0]);
        crate::testing::destroy(handle);
    }

    #[test]
    fn gemm_ex_checks_its_arguments_as_rocblas_does() {
        let handle = crate::testing::handle();
        use Type as D;
        let (a, b, mut c) = ([1.0f32; 4], [1.0f32; 4], [0.0f32; 4]);
        let one = 1.0f32;
        let p = (&one as *const f32).cast::<c_void>();
        let (a, b, c) = (a.as_ptr().cast(), b.as_ptr().cast(), c.as_mut_ptr().cast());
        let f32s = [D::rocblas_datatype_f32_r; 5];
        // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
        assert_eq!(unsafe { run(std::ptr::null_mut(), p, a, b, p, c, (2, 2), f32s) }, Status::rocblas_status_invalid_handle);
        let odd = [D::rocblas_datatype_f32_r, D::rocblas_datatype_f64_r, D::rocblas_datatype_f32_r, D::rocblas_datatype_f32_r, D::rocblas_datatype_f32_r];
        // SAFETY: as above.
        assert_eq!(unsafe { run(handle, p, a, b, p, c, (2, 2), odd) }, Status::rocblas_status_not_implemented);
        let unknown_compute =
            [D::rocblas_datatype_f32_r, D::rocblas_datatype_f32_r, D::rocblas_datatype_f32_r, D::rocblas_datatype_f32_r, D::rocblas_datatype_i8_r];
        // SAFETY: as above.
        unsafe {
            assert_eq!(run(handle, p, a, b, p, c, (2, 2), unknown_compute), Status::rocblas_status_not_implemented);
            assert_eq!(run(handle, p, a, b, p, c, (2, 1), f32s), Status::rocblas_status_invalid_size);
        }
        // C and D the same matrix with different leading dimensions.
        // SAFETY: as above.
        assert_eq!(unsafe { run(handle, p, a, b, p, c, (2, 3), f32s) }, Status::rocblas_status_invalid_size);
        let mixed = [D::rocblas_datatype_f16_r, D::rocblas_datatype_f16_r, D::rocblas_datatype_f16_r, D::rocblas_datatype_f32_r, D::rocblas_datatype_f32_r];
        // SAFETY: as above.
        unsafe {
            assert_eq!(run(handle, p, a, b, p, c, (2, 2), mixed), Status::rocblas_status_invalid_value);
            assert_eq!(run(handle, p, std::ptr::null(), b, p, c, (2, 2), f32s), Status::rocblas_status_invalid_pointer);
            assert_eq!(run(handle, p, a, b, std::ptr::null(), c, (2, 2), f32s), Status::rocblas_status_invalid_pointer);
        }
        crate::testing::destroy(handle);
    }
}
