//! The grouped gemms: `group_count` groups, each a batch of products of one shape, over one
//! rocBLAS batched call per group. The shapes, leading dimensions, operations and sizes are
//! host arrays of `group_count` entries; the matrices are device arrays of pointers, one per
//! product, group after group; alpha and beta are host arrays of one scalar per group. cuBLAS
//! answers `NOT_SUPPORTED` in device pointer mode (cuBLAS 13.1 on an H100), and so does rocuda.

use std::ffi::c_void;

use rocblas_sys::{rocblas_datatype, rocblas_handle, rocblas_operation};

use crate::Result;
use crate::convert;
use crate::convert::datatype;
use crate::ex::gemm::Types;
use crate::ex::require;
use crate::ex::width::{Gemm, Width};
use crate::handle;
use crate::types::{cublasComputeType_t as Compute, cublasHandle_t, cublasOperation_t, cublasPointerMode_t, cublasStatus_t, cudaDataType as T};

const INVALID: cublasStatus_t = cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE;

/// The host arrays describing the groups.
struct Shapes<W> {
    transa: *const cublasOperation_t,
    transb: *const cublasOperation_t,
    m: *const W,
    n: *const W,
    k: *const W,
    lda: *const W,
    ldb: *const W,
    ldc: *const W,
    size: *const W,
}

impl<W> Shapes<W> {
    /// The arrays in cuBLAS's order: operations, sizes, leading dimensions, group sizes.
    fn new(trans: [*const cublasOperation_t; 2], mnk: [*const W; 3], ld: [*const W; 3], size: *const W) -> Self {
        let ([transa, transb], [m, n, k], [lda, ldb, ldc]) = (trans, mnk, ld);
        Shapes { transa, transb, m, n, k, lda, ldb, ldc, size }
    }
}

/// The device arrays of pointers and the scalars of every group.
struct Operands {
    alpha: *const c_void,
    a: *const *const c_void,
    b: *const *const c_void,
    beta: *const c_void,
    c: *const *mut c_void,
}

impl Operands {
    fn new<E>(alpha: *const E, a: *const *const E, b: *const *const E, beta: *const E, c: *const *mut E) -> Self {
        Operands { alpha: alpha.cast(), a: a.cast(), b: b.cast(), beta: beta.cast(), c: c.cast() }
    }
}

/// One group, read and checked, its operations converted.
struct Group<W> {
    transa: rocblas_operation,
    transb: rocblas_operation,
    m: W,
    n: W,
    k: W,
    lda: W,
    ldb: W,
    ldc: W,
    size: W,
}

/// Entry `i` of a host array.
///
/// # Safety
/// `array` holds more than `i` entries.
unsafe fn at<V: Copy>(array: *const V, i: usize) -> V {
    // SAFETY: this function's contract.
    unsafe { *array.add(i) }
}

/// cuBLAS's invalid groups: an unknown operation (refused when read), a negative size or
/// dimension, or a leading dimension shorter than the matrix's rows. Every group, and every
/// operand array, is checked before any group runs, so invalid arguments compute nothing.
fn valid<W: Width>(g: &Group<W>) -> bool {
    let (m, n, k): (i64, i64, i64) = (g.m.into(), g.n.into(), g.k.into());
    let rows = |op: rocblas_operation, plain: i64, transposed: i64| {
        if op == rocblas_operation::rocblas_operation_none { plain } else { transposed }
    };
    g.size.into() >= 0
        && m >= 0
        && n >= 0
        && k >= 0
        && g.lda.into() >= rows(g.transa, m, k).max(1)
        && g.ldb.into() >= rows(g.transb, k, n).max(1)
        && g.ldc.into() >= m.max(1)
}

/// The groups, read from the host arrays and checked.
///
/// # Safety
/// Each array of `shapes` holds `count` entries.
unsafe fn groups<W: Width>(shapes: &Shapes<W>, count: usize) -> Result<Vec<Group<W>>> {
    let arrays = [shapes.m, shapes.n, shapes.k, shapes.lda, shapes.ldb, shapes.ldc, shapes.size];
    if count > 0 && (shapes.transa.is_null() || shapes.transb.is_null() || arrays.iter().any(|a| a.is_null())) {
        return Err(INVALID);
    }
    (0..count)
        .map(|i| {
            // SAFETY: this function's contract.
            let group: Group<W> = unsafe {
                Group {
                    transa: convert::operation(at(shapes.transa, i))?,
                    transb: convert::operation(at(shapes.transb, i))?,
                    m: at(shapes.m, i),
                    n: at(shapes.n, i),
                    k: at(shapes.k, i),
                    lda: at(shapes.lda, i),
                    ldb: at(shapes.ldb, i),
                    ldc: at(shapes.ldc, i),
                    size: at(shapes.size, i),
                }
            };
            if valid(&group) { Ok(group) } else { Err(INVALID) }
        })
        .collect()
}

/// Runs the groups in order, each as a batched product over its part of the pointer arrays.
/// Group `i`'s alpha and beta are scalar `i` of their arrays, `scalar_size` bytes each.
///
/// # Safety
/// The host arrays hold `count` entries; the pointer arrays hold every group's products.
unsafe fn run_groups<W: Width>(
    rocblas: rocblas_handle,
    shapes: &Shapes<W>,
    count: W,
    operands: &Operands,
    scalar_size: usize,
    types: [rocblas_datatype; 4],
) -> Result {
    let count = usize::try_from(count.into()).map_err(|_| INVALID)?;
    // SAFETY: this function's contract.
    let groups = unsafe { groups(shapes, count)? };
    let products = groups.iter().try_fold(0usize, |sum, g| usize::try_from(g.size.into()).map(|size| sum + size)).map_err(|_| INVALID)?;
    let arrays = [operands.alpha, operands.a.cast(), operands.b.cast(), operands.beta, operands.c.cast()];
    if products > 0 && arrays.iter().any(|array| array.is_null()) {
        return Err(INVALID);
    }
    let mut first = 0usize;
    for (i, group) in groups.iter().enumerate() {
        let gemm = Gemm {
            transa: group.transa,
            transb: group.transb,
            m: group.m,
            n: group.n,
            k: group.k,
            alpha: operands.alpha.wrapping_byte_add(i * scalar_size),
            a: operands.a.wrapping_add(first).cast(),
            a_type: types[0],
            lda: group.lda,
            b: operands.b.wrapping_add(first).cast(),
            b_type: types[1],
            ldb: group.ldb,
            beta: operands.beta.wrapping_byte_add(i * scalar_size),
            c: operands.c.wrapping_add(first).cast_mut().cast(),
            c_type: types[2],
            ldc: group.ldc,
            compute: types[3],
        };
        // SAFETY: this function's contract: the group's part of the caller's arrays.
        unsafe { W::gemm_batched_ex(rocblas, &gemm, group.size)? };
        first += usize::try_from(group.size.into()).map_err(|_| INVALID)?;
    }
    Ok(())
}

/// The rocBLAS handle of `handle`, which must be in host pointer mode: the grouped gemms read
/// their scalars on the host.
fn host_mode_rocblas(handle: cublasHandle_t) -> Result<rocblas_handle> {
    require(handle::get(handle)?.pointer_mode() == cublasPointerMode_t::CUBLAS_POINTER_MODE_HOST)?;
    handle::rocblas(handle)
}

/// cuBLAS's table for `cublasGemmGroupedBatchedEx`: A, B and C of one type, f16 and bf16
/// and f32 computed in f32 (f32 also with TF32), f64 in f64.
fn grouped_supported(types: Types) -> bool {
    types.a == types.b
        && types.b == types.c
        && match types.compute {
            Compute::CUBLAS_COMPUTE_32F => {
                matches!(types.a, T::CUDA_R_16F | T::CUDA_R_16BF | T::CUDA_R_32F)
            }
            Compute::CUBLAS_COMPUTE_32F_FAST_TF32 => types.a == T::CUDA_R_32F,
            Compute::CUBLAS_COMPUTE_64F => types.a == T::CUDA_R_64F,
            _ => false,
        }
}

unsafe fn grouped<W: Width>(handle: cublasHandle_t, shapes: Shapes<W>, operands: Operands, count: W, types: Types) -> Result {
    let rocblas = host_mode_rocblas(handle)?;
    if count.into() < 0 {
        return Err(INVALID);
    }
    require(grouped_supported(types))?;
    let compute = convert::compute_type(types.compute, false)?;
    let scalar_size = if types.compute == Compute::CUBLAS_COMPUTE_64F { 8 } else { 4 };
    let datatypes = [datatype(types.a)?, datatype(types.b)?, datatype(types.c)?, compute];
    // SAFETY: the caller's arrays, as cuBLAS's contract gives them.
    unsafe { run_groups(rocblas, &shapes, count, &operands, scalar_size, datatypes) }
}

/// `cublasSgemmGroupedBatched` and `cublasDgemmGroupedBatched`: `cublasGemmGroupedBatchedEx`
/// with every type, the compute type included, the element's.
macro_rules! grouped_batched {
    ($name:ident, $element:ty, $datatype:expr, $compute:expr) => {
        pub unsafe fn $name<W: Width>(
            handle: cublasHandle_t,
            transa_array: *const cublasOperation_t,
            transb_array: *const cublasOperation_t,
            m_array: *const W,
            n_array: *const W,
            k_array: *const W,
            alpha_array: *const $element,
            Aarray: *const *const $element,
            lda_array: *const W,
            Barray: *const *const $element,
            ldb_array: *const W,
            beta_array: *const $element,
            Carray: *const *mut $element,
            ldc_array: *const W,
            group_count: W,
            group_size: *const W,
        ) -> Result {
            let shapes = Shapes::new([transa_array, transb_array], [m_array, n_array, k_array], [lda_array, ldb_array, ldc_array], group_size);
            let operands = Operands::new(alpha_array, Aarray, Barray, beta_array, Carray);
            let types = Types { a: $datatype, b: $datatype, c: $datatype, compute: $compute };
            // SAFETY: forwarded from cuBLAS's contract.
            unsafe { grouped(handle, shapes, operands, group_count, types) }
        }
    };
}

grouped_batched!(cublasSgemmGroupedBatched, f32, T::CUDA_R_32F, Compute::CUBLAS_COMPUTE_32F);
grouped_batched!(cublasDgemmGroupedBatched, f64, T::CUDA_R_64F, Compute::CUBLAS_COMPUTE_64F);

pub unsafe fn cublasGemmGroupedBatchedEx<W: Width>(
    handle: cublasHandle_t,
    transa_array: *const cublasOperation_t,
    transb_array: *const cublasOperation_t,
    m_array: *const W,
    n_array: *const W,
    k_array: *const W,
    alpha_array: *const c_void,
    Aarray: *const *const c_void,
    Atype: T,
    lda_array: *const W,
    Barray: *const *const c_void,
    Btype: T,
    ldb_array: *const W,
    beta_array: *const c_void,
    Carray: *const *mut c_void,
    Ctype: T,
    ldc_array: *const W,
    group_count: W,
    group_size: *const W,
    computeType: Compute,
) -> Result {
    let shapes = Shapes::new([transa_array, transb_array], [m_array, n_array, k_array], [lda_array, ldb_array, ldc_array], group_size);
    let operands = Operands::new(alpha_array, Aarray, Barray, beta_array, Carray);
    let types = Types { a: Atype, b: Btype, c: Ctype, compute: computeType };
    // SAFETY: forwarded from cuBLAS's contract.
    unsafe { grouped(handle, shapes, operands, group_count, types) }
}
