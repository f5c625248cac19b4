//! rocuda's exported C functions, called as a hostile program would call them: the driver's
//! (`libcuda.so.1`) and cuBLAS's (`libcublas.so.13`), loaded from the tree's
//! `target/rocuda/lib` with the host device behind them.
//!
//! Live objects (a context, a stream, device buffers, a module, a cuBLAS handle) are made once;
//! each input is then read as a sequence of calls, each picking a function from [`CALLS`] and
//! its arguments from the next bytes: live handles, destroyed ones, made-up ones, null and
//! dangling-looking pointers, sizes past any address space, enum values no header names.
//! Any status is an answer; a crash, a hang, or a panic the export caught (logged as
//! `<library>: <function> panicked: ...`, read back from `ROCUDA_LOG_FILE`) is a bug.
//!
//! The calls stay inside what the C API defines even on NVIDIA's libraries: a pointer that
//! is not null, made up or freed addresses live memory large enough for what the other
//! arguments ask, so what is fuzzed is the checks rocuda owes, not undefined behaviour.

#![no_main]

mod blas;
mod driver;
mod functions;
mod input;
mod state;

use std::ffi::{c_int, c_void};

use blas::*;
use driver::*;
use input::Input;
use state::{State, check_log, state, tidy};

pub(crate) type Status = c_int;
pub(crate) type Handle = *mut c_void;
pub(crate) type DevicePtr = u64;

/// One call per entry, picked by an input byte.
const CALLS: &[fn(&mut State, &mut Input)] = &[
    error_texts,
    device_attribute,
    alloc,
    free,
    alloc_host,
    copy_to_device,
    copy_to_host,
    copy_device,
    memset,
    address_range,
    pointer_attribute,
    stream_create,
    stream_destroy,
    stream_use,
    event_create,
    event_destroy,
    event_use,
    ctx_push_pop,
    module_calls,
    launch,
    blas_handle,
    blas_stream,
    blas_modes,
    blas_status_texts,
    sgemm,
    sgemv,
    saxpy,
    sscal,
];

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let mut state = state().lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let mut input = Input(data);
    while !input.0.is_empty() {
        let call = input.pick(CALLS);
        call(&mut state, &mut input);
    }
    tidy(&mut state);
    check_log(&mut state);
});
