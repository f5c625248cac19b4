//! Arguments as the queued jobs take them: pointers that may cross to the stream's thread,
//! batches, and scalars in either pointer mode. A job makes the views its kernels index
//! ([`Vector`], [`Matrix`]) from these, once per problem.

use rocblas_sys::rocblas_status as Status;

use crate::{BlasResult, Matrix, MatrixMut, Vector, VectorMut};

/// A caller's pointer, carried into a queued job. rocBLAS's contract makes the memory valid
/// until the job has run; the job is the only code that touches it.
pub struct Ptr<T>(pub *mut T);

impl<T> Clone for Ptr<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for Ptr<T> {}

// SAFETY: a `Ptr` is an address; only the queued job dereferences it, on the stream's thread,
// and no other code touches the pointee meanwhile (the type's documentation).
unsafe impl<T> Send for Ptr<T> {}
// SAFETY: as above: shared `Ptr`s give no access to the pointee by themselves.
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
            // SAFETY: in host pointer mode `pointer` is null or readable, by this function's
            // contract, and null was refused above.
            false => Scalar::Value(unsafe { pointer.read_unaligned() }),
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
            // SAFETY: called from the queued job, when the device scalar is readable, by this
            // function's contract.
            Scalar::Device(pointer) => unsafe { pointer.0.read_unaligned() },
        }
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
    /// Called from the queued job, with `i` below the batch count: for `_batched`, the pointer
    /// array holds one pointer per problem, readable then.
    pub unsafe fn at(self, i: i64) -> *mut T {
        match self {
            Batch::One(p) => p.0,
            // SAFETY: `i` is below the batch count and the array readable, by this function's
            // contract.
            Batch::Array(p) => unsafe { p.0.add(i as usize).read_unaligned() },
            Batch::Strided(p, stride) => p.0.wrapping_offset(i.wrapping_mul(stride) as isize),
        }
    }
}

/// Problem `i`'s views, made in the queued job. A problem whose array cannot hold its view (a
/// null pointer in a pointer array, an extent past the address space) panics: in a job, the
/// device's sticky error, as a GPU kernel's fault on a bad pointer would be.
impl<T: Copy> Batch<T> {
    /// Problem `i`'s vector of `len` elements `inc` apart.
    ///
    /// # Safety
    /// As [`Batch::at`]; and problem `i`'s array holds the vector, valid for reads
    /// while the job runs (the library's contract for the function).
    pub unsafe fn vector<'a>(self, i: i64, len: i64, inc: i64) -> Vector<'a, T> {
        // SAFETY: called from the job with `i` below the batch count, problem `i`'s array
        // holding the vector, readable, by this function's contract.
        unsafe { Vector::new(self.at(i), len, inc) }.unwrap_or_else(|error| panic!("problem {i}'s vector: {error}"))
    }

    /// Problem `i`'s vector of `len` elements `inc` apart, written.
    ///
    /// # Safety
    /// As [`Batch::at`]; and problem `i`'s array holds the vector, valid for reads and writes
    /// while the job runs (the library's contract for the function).
    pub unsafe fn vector_mut<'a>(self, i: i64, len: i64, inc: i64) -> VectorMut<'a, T> {
        // SAFETY: called from the job with `i` below the batch count, problem `i`'s array
        // holding the vector, readable and writable, by this function's contract.
        unsafe { VectorMut::new(self.at(i), len, inc) }.unwrap_or_else(|error| panic!("problem {i}'s vector: {error}"))
    }

    /// Problem `i`'s `rows × cols` matrix with leading dimension `ld`.
    ///
    /// # Safety
    /// As [`Batch::at`]; and problem `i`'s array holds the matrix, valid for reads
    /// while the job runs (the library's contract for the function).
    pub unsafe fn matrix<'a>(self, i: i64, rows: i64, cols: i64, ld: i64) -> Matrix<'a, T> {
        // SAFETY: called from the job with `i` below the batch count, problem `i`'s array
        // holding the matrix, readable, by this function's contract.
        unsafe { Matrix::new(self.at(i), rows, cols, ld) }.unwrap_or_else(|error| panic!("problem {i}'s matrix: {error}"))
    }

    /// Problem `i`'s `rows × cols` matrix with leading dimension `ld`, written.
    ///
    /// # Safety
    /// As [`Batch::at`]; and problem `i`'s array holds the matrix, valid for reads and writes
    /// while the job runs (the library's contract for the function).
    pub unsafe fn matrix_mut<'a>(self, i: i64, rows: i64, cols: i64, ld: i64) -> MatrixMut<'a, T> {
        // SAFETY: called from the job with `i` below the batch count, problem `i`'s array
        // holding the matrix, readable and writable, by this function's contract.
        unsafe { MatrixMut::new(self.at(i), rows, cols, ld) }.unwrap_or_else(|error| panic!("problem {i}'s matrix: {error}"))
    }
}
