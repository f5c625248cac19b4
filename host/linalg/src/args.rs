//! Arguments as the queued kernels take them: pointers that may cross to the stream's
//! thread, strided vectors, column-major matrices, batches, and scalars in either pointer mode.

use rocblas_sys::rocblas_status as Status;

use crate::BlasResult;

/// A caller's pointer, carried into a queued job. rocBLAS's contract makes the memory valid
/// until the job has run; the job is the only code that touches it.
pub struct Ptr<T>(pub *mut T);

impl<T> Clone for Ptr<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for Ptr<T> {}

// SAFETY: see the type's documentation; the pointee is only touched by the queued job.
unsafe impl<T> Send for Ptr<T> {}
// SAFETY: as above.
unsafe impl<T> Sync for Ptr<T> {}

impl<T> Ptr<T> {
    pub fn new(pointer: *const T) -> Ptr<T> {
        Ptr(pointer.cast_mut())
    }

    pub fn is_null(self) -> bool {
        self.0.is_null()
    }
}

/// A scalar argument (`alpha`, `beta`): read at the call in host pointer mode, as rocBLAS
/// does, or when the job runs in device pointer mode.
#[derive(Clone, Copy)]
pub enum Scalar<T> {
    Value(T),
    Device(Ptr<T>),
}

impl<T: Copy> Scalar<T> {
    /// `pointer` must not be null.
    ///
    /// # Safety
    /// Unless `device` (pointer mode device), `pointer` is null or valid for a read.
    pub unsafe fn new(device: bool, pointer: *const T) -> BlasResult<Scalar<T>> {
        if pointer.is_null() {
            return Err(Status::rocblas_status_invalid_pointer);
        }
        Ok(match device {
            // SAFETY: by this function's contract.
            false => Scalar::Value(unsafe { *pointer }),
            true => Scalar::Device(Ptr::new(pointer)),
        })
    }

    /// The value known at the call, if it is one (host pointer mode).
    pub fn known(self) -> Option<T> {
        match self {
            Scalar::Value(value) => Some(value),
            Scalar::Device(_) => None,
        }
    }

    /// The value, read from device memory in device pointer mode.
    ///
    /// # Safety
    /// Called from the queued job: a device pointer is valid then.
    pub unsafe fn get(self) -> T {
        match self {
            Scalar::Value(value) => value,
            // SAFETY: by this function's contract.
            Scalar::Device(pointer) => unsafe { *pointer.0 },
        }
    }
}

/// Element `i` of an `n`-element BLAS vector at `base` with increment `inc`: a negative
/// increment walks the vector from its last element in memory (reference BLAS).
pub fn offset(i: i64, n: i64, inc: i64) -> isize {
    let start = if inc < 0 { (1 - n) * inc } else { 0 };
    (start + i * inc) as isize
}

/// A strided vector in memory the job may read and write.
#[derive(Clone, Copy)]
pub struct Vector<T> {
    pub base: *mut T,
    pub n: i64,
    pub inc: i64,
}

impl<T: Copy> Vector<T> {
    /// # Safety
    /// Element `i` (< n) is valid for a read.
    pub unsafe fn get(&self, i: i64) -> T {
        // SAFETY: by this function's contract.
        unsafe { *self.base.offset(offset(i, self.n, self.inc)) }
    }

    /// # Safety
    /// Element `i` (< n) is valid for a write.
    pub unsafe fn set(&self, i: i64, value: T) {
        // SAFETY: by this function's contract.
        unsafe { *self.base.offset(offset(i, self.n, self.inc)) = value }
    }
}

/// A column-major matrix with leading dimension `ld`.
#[derive(Clone, Copy)]
pub struct Matrix<T> {
    pub base: *mut T,
    pub ld: i64,
}

impl<T: Copy> Matrix<T> {
    fn at(&self, row: i64, column: i64) -> *mut T {
        self.base.wrapping_offset((row + column * self.ld) as isize)
    }

    /// # Safety
    /// The element is inside the caller's matrix.
    pub unsafe fn get(&self, row: i64, column: i64) -> T {
        // SAFETY: by this function's contract.
        unsafe { *self.at(row, column) }
    }

    /// # Safety
    /// The element is inside the caller's matrix.
    pub unsafe fn set(&self, row: i64, column: i64, value: T) {
        // SAFETY: by this function's contract.
        unsafe { *self.at(row, column) = value }
    }
}

/// Where problem `i` of a batch finds one of its arrays.
pub enum Batch<T> {
    /// The plain function: one problem.
    One(Ptr<T>),
    /// `_batched`: an array of one pointer per problem (in device memory).
    Array(Ptr<*mut T>),
    /// `_strided_batched`: problem `i` at `base + i * stride`.
    Strided(Ptr<T>, i64),
}

impl<T> Clone for Batch<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for Batch<T> {}

impl<T> Batch<T> {
    /// A null pointer (or pointer array) is `rocblas_status_invalid_pointer`, as rocBLAS
    /// checks before any work.
    pub fn check(self) -> BlasResult<Batch<T>> {
        let null = match self {
            Batch::One(p) | Batch::Strided(p, _) => p.is_null(),
            Batch::Array(p) => p.is_null(),
        };
        if null { Err(Status::rocblas_status_invalid_pointer) } else { Ok(self) }
    }

    /// Problem `i`'s array.
    ///
    /// # Safety
    /// Called from the queued job, with `i` below the batch count.
    pub unsafe fn at(self, i: i64) -> *mut T {
        match self {
            Batch::One(p) => p.0,
            // SAFETY: the pointer array holds one pointer per problem.
            Batch::Array(p) => unsafe { *p.0.offset(i as isize) },
            Batch::Strided(p, stride) => p.0.wrapping_offset((i * stride) as isize),
        }
    }
}
