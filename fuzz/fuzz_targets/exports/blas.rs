//! Calls of cuBLAS (`libcublas.so.13`).

use std::ffi::c_int;

use crate::input::Input;
use crate::state::*;
use crate::{DevicePtr, Handle};

pub(crate) fn blas_handle(s: &mut State, input: &mut Input) {
    // SAFETY: out-pointers; handles of this input's, destroyed once, or ones rocuda must refuse.
    unsafe {
        if input.byte() % 2 == 0 {
            let mut created = std::ptr::null_mut();
            if (s.api.cublasCreate_v2)(&mut created) == 0 {
                s.blas_handles.push(created as usize);
            }
        } else if !s.blas_handles.is_empty() && input.byte() % 2 == 0 {
            let handle = s.blas_handles.swap_remove(usize::from(input.byte()) % s.blas_handles.len());
            s.dead.push(handle);
            (s.api.cublasDestroy_v2)(ptr(handle));
        } else {
            (s.api.cublasDestroy_v2)(handle(s, input, &[]));
        }
    }
}

/// The live cuBLAS handle, one made by this input, or a handle rocuda must refuse.
pub(crate) fn blas(s: &State, input: &mut Input) -> Handle {
    let mut live = s.blas_handles.clone();
    live.extend([s.blas, s.blas]);
    handle(s, input, &live)
}

pub(crate) fn blas_stream(s: &mut State, input: &mut Input) {
    // Only the long-lived handle gets a stream: `stream_destroy` takes it back from the
    // handle before destroying it, as a program must.
    let handle_arg = handle(s, input, &[s.blas, s.blas]);
    let stream = handle(s, input, &s.streams);
    let mut got = std::ptr::null_mut();
    let out = if input.byte() % 4 == 0 { std::ptr::null_mut() } else { &raw mut got };
    // SAFETY: handles, live or ones rocuda must refuse; an out-pointer or null.
    unsafe {
        if (s.api.cublasSetStream_v2)(handle_arg, stream) == 0 && handle_arg as usize == s.blas {
            s.blas_stream = stream as usize;
        }
        (s.api.cublasGetStream_v2)(handle_arg, out);
    }
}

pub(crate) fn blas_modes(s: &mut State, input: &mut Input) {
    let handle_arg = blas(s, input);
    let value = input.int();
    let mut got = 0;
    let out = if input.byte() % 4 == 0 { std::ptr::null_mut() } else { &raw mut got };
    // SAFETY: handles, live or ones rocuda must refuse; any enum value; an out-pointer or null.
    unsafe {
        if input.byte() % 2 == 0 {
            // Only the long-lived handle's pointer mode is followed by `scalar`.
            let handle_arg = handle(s, input, &[s.blas, s.blas]);
            (s.api.cublasSetPointerMode_v2)(handle_arg, value);
            (s.api.cublasGetPointerMode_v2)(handle_arg, out);
        } else {
            (s.api.cublasSetMathMode)(handle_arg, value);
            (s.api.cublasGetMathMode)(handle_arg, out);
        }
        let mut mode = 0;
        (s.api.cublasGetPointerMode_v2)(ptr(s.blas), &mut mode);
        s.device_mode = mode == 1;
    }
}

pub(crate) fn blas_status_texts(s: &mut State, input: &mut Input) {
    let status = input.int();
    // SAFETY: any status value; the texts are static C strings, read to their end.
    unsafe {
        for text in [(s.api.cublasGetStatusName)(status), (s.api.cublasGetStatusString)(status)] {
            assert!(!text.is_null(), "a cuBLAS status text is null");
            let _ = std::ffi::CStr::from_ptr(text).to_bytes().len();
        }
    }
}

/// A scalar for the handle's pointer mode: host or device memory holding 1, or null.
pub(crate) fn scalar(s: &State, input: &mut Input) -> *const f32 {
    static ONE: f32 = 1.0;
    match input.byte() % 8 {
        0 => std::ptr::null(),
        _ if s.device_mode => s.device_one as *const f32,
        _ => &ONE,
    }
}

/// A dimension: up to [`MAX_DIM`], or one past it, or negative.
pub(crate) fn dim(input: &mut Input) -> c_int {
    match input.byte() % 6 {
        0 => input.pick(&[-1, c_int::MIN, c_int::MAX, 1 << 20]),
        _ => c_int::from(input.byte()) % (MAX_DIM + 1),
    }
}

/// A leading dimension or increment: up to 32 either way, or zero.
pub(crate) fn stride(input: &mut Input) -> c_int {
    match input.byte() % 6 {
        0 => input.pick(&[0, -1, -3, -32]),
        _ => c_int::from(input.byte()) % 33,
    }
}

/// An operation: `N`, `T`, `C`, or a value no header names.
pub(crate) fn operation(input: &mut Input) -> c_int {
    match input.byte() % 5 {
        0 => input.pick(&[-1, 3, 4, 111, c_int::MAX]),
        choice => c_int::from(choice - 1) % 3,
    }
}

/// Whether `op` could be read as an operation: `N`, `T`, `C`, and `CONJG` (3), which a real
/// function might read as `N` or `T`.
pub(crate) fn known(op: c_int) -> bool {
    (0..=3).contains(&op)
}

/// What a leading dimension must reach for a matrix of `rows` rows: the reference BLAS check.
pub(crate) fn reaches(ld: c_int, rows: c_int) -> bool {
    ld >= rows.max(1)
}

/// The operands of a call its arguments let through: the live buffers, and sizes past
/// [`MAX_DIM`] brought back to it, so that what the call reads and writes (at most 32 × 16
/// floats) lies inside them. A call its arguments do not let through gets, at random,
/// operands that are null, dangling or freed: rocuda must refuse it before touching them.
pub(crate) fn operands<const N: usize>(s: &State, input: &mut Input, accepted: bool, dims: &mut [c_int]) -> [DevicePtr; N] {
    if accepted {
        for d in dims {
            *d = (*d).min(MAX_DIM);
        }
    }
    std::array::from_fn(|_| if accepted || input.byte() % 4 != 0 { input.pick(&s.buffers) } else { not_live(s, input) })
}

pub(crate) fn sgemm(s: &mut State, input: &mut Input) {
    let handle_arg = blas(s, input);
    let (ta, tb) = (operation(input), operation(input));
    let mut dims = [dim(input), dim(input), dim(input)];
    let (lda, ldb, ldc) = (stride(input), stride(input), stride(input));
    let (alpha, beta) = (scalar(s, input), scalar(s, input));
    let [m, n, k] = dims;
    let accepted = dims.iter().all(|d| *d >= 0)
        && known(ta)
        && known(tb)
        && reaches(lda, if ta == 0 { m } else { k })
        && reaches(ldb, if tb == 0 { k } else { n })
        && reaches(ldc, m);
    let [a, b, c] = operands(s, input, accepted, &mut dims);
    let [m, n, k] = dims;
    // SAFETY: scalars for the pointer mode or null; operands live buffers, and sizes within
    // them, whenever the arguments let the call through (`operands`).
    unsafe {
        (s.api.cublasSgemm_v2)(handle_arg, ta, tb, m, n, k, alpha, a as *const f32, lda, b as *const f32, ldb, beta, c as *mut f32, ldc);
        (s.api.cuCtxSynchronize)();
    }
}

pub(crate) fn sgemv(s: &mut State, input: &mut Input) {
    let handle_arg = blas(s, input);
    let trans = operation(input);
    let mut dims = [dim(input), dim(input)];
    let (lda, incx, incy) = (stride(input), stride(input), stride(input));
    let (alpha, beta) = (scalar(s, input), scalar(s, input));
    let accepted = dims.iter().all(|d| *d >= 0) && known(trans) && reaches(lda, dims[0]) && incx != 0 && incy != 0;
    let [a, x, y] = operands(s, input, accepted, &mut dims);
    let [m, n] = dims;
    // SAFETY: as in `sgemm`.
    unsafe {
        (s.api.cublasSgemv_v2)(handle_arg, trans, m, n, alpha, a as *const f32, lda, x as *const f32, incx, beta, y as *mut f32, incy);
        (s.api.cuCtxSynchronize)();
    }
}

pub(crate) fn saxpy(s: &mut State, input: &mut Input) {
    let handle_arg = blas(s, input);
    let mut dims = [dim(input)];
    let (incx, incy) = (stride(input), stride(input));
    let alpha = scalar(s, input);
    let [x, y] = operands(s, input, dims[0] > 0, &mut dims);
    // SAFETY: as in `sgemm`.
    unsafe {
        (s.api.cublasSaxpy_v2)(handle_arg, dims[0], alpha, x as *const f32, incx, y as *mut f32, incy);
        (s.api.cuCtxSynchronize)();
    }
}

pub(crate) fn sscal(s: &mut State, input: &mut Input) {
    let handle_arg = blas(s, input);
    let mut dims = [dim(input)];
    let incx = stride(input);
    let alpha = scalar(s, input);
    let [x] = operands(s, input, dims[0] > 0 && incx > 0, &mut dims);
    // SAFETY: as in `sgemm`.
    unsafe {
        (s.api.cublasSscal_v2)(handle_arg, dims[0], alpha, x as *mut f32, incx);
        (s.api.cuCtxSynchronize)();
    }
}
