//! rocBLAS handles: a stream and the pointer, atomics and math modes. The CPU kernels need no
//! workspace.

use std::collections::HashSet;
use std::ffi::{c_char, c_void};
use std::sync::Mutex;
use std::sync::atomic::{AtomicPtr, AtomicU32, Ordering};

use rocblas_sys::{
    rocblas_atomics_mode as AtomicsMode, rocblas_handle, rocblas_math_mode as MathMode, rocblas_pointer_mode as PointerMode, rocblas_status as Status,
};
use rocuda_core::CEnum;
use rocuda_host_linalg::BlasResult;

use crate::boundary::call;

/// What a `rocblas_handle` points to.
pub struct Handle {
    stream: AtomicPtr<c_void>,
    pointer_mode: AtomicU32,
    atomics_mode: AtomicU32,
    math_mode: AtomicU32,
}

/// The handles created and not yet destroyed, by address: anything else is refused with
/// `rocblas_status_invalid_handle`, never dereferenced.
static LIVE: Mutex<Option<HashSet<usize>>> = Mutex::new(None);

fn live() -> std::sync::MutexGuard<'static, Option<HashSet<usize>>> {
    LIVE.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// The handle behind `handle`, if it is a live one.
pub fn get(handle: rocblas_handle) -> BlasResult<&'static Handle> {
    if !live().as_ref().is_some_and(|set| set.contains(&(handle as usize))) {
        return Err(Status::rocblas_status_invalid_handle);
    }
    // SAFETY: a live handle is a leaked `Box<Handle>`, freed only by `rocblas_destroy_handle`;
    // using it after that is the caller's error, as with rocBLAS.
    Ok(unsafe { &*handle.cast::<Handle>() })
}

impl Handle {
    pub fn stream(&self) -> hip_sys::hipStream_t {
        self.stream.load(Ordering::Relaxed).cast()
    }

    pub fn pointer_mode(&self) -> PointerMode {
        PointerMode(self.pointer_mode.load(Ordering::Relaxed))
    }

    /// Scalars and results live in device memory.
    pub fn device_pointers(&self) -> bool {
        self.pointer_mode() == PointerMode::rocblas_pointer_mode_device
    }

    pub fn math_mode(&self) -> MathMode {
        MathMode(self.math_mode.load(Ordering::Relaxed))
    }
}

/// Writes through a caller's out-pointer, refusing null.
///
/// # Safety
/// `out` is null or valid for a write of `T`.
pub unsafe fn write<T>(out: *mut T, value: T) -> BlasResult {
    // SAFETY: `out` is null or valid for a write, by this function's contract.
    let out = unsafe { out.as_mut() }.ok_or(Status::rocblas_status_invalid_pointer)?;
    *out = value;
    Ok(())
}

/// # Safety
/// `handle` is null or valid for a write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rocblas_create_handle(handle: *mut rocblas_handle) -> Status {
    call("rocblas_create_handle", || {
        // SAFETY: `handle` is null or writable, by this function's contract.
        let out = unsafe { handle.as_mut() }.ok_or(Status::rocblas_status_invalid_handle)?;
        let created = Box::into_raw(Box::new(Handle {
            stream: AtomicPtr::new(std::ptr::null_mut()),
            pointer_mode: AtomicU32::new(PointerMode::rocblas_pointer_mode_host.0),
            atomics_mode: AtomicU32::new(AtomicsMode::rocblas_atomics_allowed.0),
            math_mode: AtomicU32::new(MathMode::rocblas_default_math.0),
        }));
        live().get_or_insert_with(HashSet::new).insert(created as usize);
        *out = created.cast();
        Ok(())
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn rocblas_destroy_handle(handle: rocblas_handle) -> Status {
    call("rocblas_destroy_handle", || {
        if !live().as_mut().is_some_and(|set| set.remove(&(handle as usize))) {
            return Err(Status::rocblas_status_invalid_handle);
        }
        // SAFETY: a live handle is a leaked box, now removed from the live set.
        drop(unsafe { Box::from_raw(handle.cast::<Handle>()) });
        Ok(())
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn rocblas_set_stream(handle: rocblas_handle, stream: rocblas_sys::hipStream_t) -> Status {
    call("rocblas_set_stream", || {
        get(handle)?.stream.store(stream.cast(), Ordering::Relaxed);
        Ok(())
    })
}

/// # Safety
/// `stream` is null or valid for a write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rocblas_get_stream(handle: rocblas_handle, stream: *mut rocblas_sys::hipStream_t) -> Status {
    // SAFETY: `stream` is null or writable, by this function's contract.
    call("rocblas_get_stream", || unsafe { write(stream, get(handle)?.stream().cast()) })
}

/// `rocblas_set_*_mode` and `rocblas_get_*_mode` for one of the handle's modes (`$field`, of
/// type `$mode`).
macro_rules! mode_exports {
    ($set:ident, $get:ident, $field:ident: $mode:ident) => {
        #[unsafe(no_mangle)]
        pub extern "C" fn $set(handle: rocblas_handle, mode: $mode) -> Status {
            call(stringify!($set), || set_mode(handle, mode, |h| &h.$field))
        }
        const _: rocblas_sys::signatures::$set = $set;

        /// # Safety
        /// `mode` is null or valid for a write.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $get(handle: rocblas_handle, mode: *mut $mode) -> Status {
            // SAFETY: `mode` is null or writable, by this function's contract.
            call(stringify!($get), || unsafe { write(mode, $mode(get(handle)?.$field.load(Ordering::Relaxed))) })
        }
        const _: rocblas_sys::signatures::$get = $get;
    };
}

mode_exports!(rocblas_set_pointer_mode, rocblas_get_pointer_mode, pointer_mode: PointerMode);
mode_exports!(rocblas_set_atomics_mode, rocblas_get_atomics_mode, atomics_mode: AtomicsMode);
mode_exports!(rocblas_set_math_mode, rocblas_get_math_mode, math_mode: MathMode);

/// Stores a mode the header defines; any other value is `rocblas_status_invalid_value`.
fn set_mode<M: CEnum>(handle: rocblas_handle, mode: M, field: fn(&Handle) -> &AtomicU32) -> BlasResult {
    let handle = get(handle)?;
    mode.name().ok_or(Status::rocblas_status_invalid_value)?;
    let value = u32::try_from(mode.value()).map_err(|_| Status::rocblas_status_invalid_value)?;
    field(handle).store(value, Ordering::Relaxed);
    Ok(())
}

/// The CPU kernels need no workspace: the call only checks the handle.
#[unsafe(no_mangle)]
pub extern "C" fn rocblas_set_workspace(handle: rocblas_handle, _address: *mut c_void, _size: usize) -> Status {
    call("rocblas_set_workspace", || get(handle).map(|_| ()))
}

/// rocBLAS's version this library implements the C interface of.
const VERSION: &std::ffi::CStr = c"4.4.1.host";

/// # Safety
/// `length` is null or valid for a write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rocblas_get_version_string_size(length: *mut usize) -> Status {
    // SAFETY: `length` is null or writable, by this function's contract.
    call("rocblas_get_version_string_size", || unsafe { write(length, VERSION.to_bytes_with_nul().len()) })
}

/// # Safety
/// `buffer` is null or valid for `length` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn rocblas_get_version_string(buffer: *mut c_char, length: usize) -> Status {
    call("rocblas_get_version_string", || {
        let text = VERSION.to_bytes_with_nul();
        if buffer.is_null() {
            return Err(Status::rocblas_status_invalid_pointer);
        }
        if length < text.len() {
            return Err(Status::rocblas_status_invalid_size);
        }
        // SAFETY: `buffer` holds `length` bytes, by this function's contract.
        unsafe { std::ptr::copy_nonoverlapping(text.as_ptr().cast(), buffer, text.len()) };
        Ok(())
    })
}

/// Each export above has ROCm's C signature (the modes' in [`mode_exports`]).
mod checked {
    use rocblas_sys::signatures as s;

    const _: s::rocblas_create_handle = super::rocblas_create_handle;
    const _: s::rocblas_destroy_handle = super::rocblas_destroy_handle;
    const _: s::rocblas_set_stream = super::rocblas_set_stream;
    const _: s::rocblas_get_stream = super::rocblas_get_stream;
    const _: s::rocblas_set_workspace = super::rocblas_set_workspace;
    const _: s::rocblas_get_version_string_size = super::rocblas_get_version_string_size;
    const _: s::rocblas_get_version_string = super::rocblas_get_version_string;
}
