//! Storage for data symbols.
//!
//! A few NVIDIA libraries export variables as well as functions: `libcuda.so.1` exports the
//! `cudbg*` words a debugger reads and writes. rocuda exports a zeroed object of the same
//! size under each such name, so that a program or tool that references one still loads.

use std::cell::UnsafeCell;

/// A `T` exported under a C name, zero at start, written only by outside code.
///
/// The generated code picks `T` by the real symbol's size (`u32`, `u64` or a byte array), so
/// that size and alignment match NVIDIA's.
#[repr(transparent)]
pub struct ExportedObject<T>(UnsafeCell<T>);

// SAFETY: rocuda never reads or writes the value; only outside code (a debugger) does, and it
// synchronizes by its own means, as it does with NVIDIA's library.
unsafe impl<T> Sync for ExportedObject<T> {}

impl<T> ExportedObject<T> {
    pub const fn new(value: T) -> Self {
        ExportedObject(UnsafeCell::new(value))
    }
}
