//! cuBLAS's logger: when switched on, one line per call, to a callback the application sets,
//! else to standard output, standard error and a file, as configured.
//!
//! NVIDIA's lines also print every argument; rocuda's name the function. Only the functions
//! of `mapping.toml` announce themselves (their generated bodies call [`api_call`]); the
//! hand-written ones do not yet, which the crate README lists as a gap.

use std::ffi::{CStr, CString, c_char};
use std::io::Write;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::Result;
use crate::types::{cublasLogCallback, cublasStatus_t};

/// Read on every call, so the common case (logging off) costs one load.
static ON: AtomicBool = AtomicBool::new(false);

struct Config {
    stdout: bool,
    stderr: bool,
    file: Option<std::fs::File>,
    callback: cublasLogCallback,
}

static CONFIG: Mutex<Config> = Mutex::new(Config { stdout: false, stderr: false, file: None, callback: None });

fn config() -> std::sync::MutexGuard<'static, Config> {
    CONFIG.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Announces a call of `function`.
pub fn api_call(function: &str) {
    if !ON.load(Ordering::Relaxed) {
        return;
    }
    let line = format!("cuBLAS API call: {function}");
    let mut config = config();
    if let Some(callback) = config.callback {
        if let Ok(text) = CString::new(line) {
            // SAFETY: the application's callback, given a NUL-terminated message.
            unsafe { callback(text.as_ptr()) };
        }
        return;
    }
    if config.stdout {
        println!("{line}");
    }
    if config.stderr {
        eprintln!("{line}");
    }
    if let Some(file) = config.file.as_mut() {
        let _ = writeln!(file, "{line}");
    }
}

/// # Safety
/// `file` is null or a NUL-terminated path.
pub unsafe fn cublasLoggerConfigure(on: i32, stdout: i32, stderr: i32, file: *const c_char) -> Result {
    let mut config = config();
    config.stdout = stdout != 0;
    config.stderr = stderr != 0;
    config.file = match file.is_null() {
        true => None,
        false => {
            // SAFETY: a non-null NUL-terminated path, by this function's contract.
            let path = unsafe { CStr::from_ptr(file) }.to_string_lossy().into_owned();
            Some(std::fs::OpenOptions::new().create(true).append(true).open(&path).map_err(|e| {
                tracing::warn!("cublas: the log file {path} cannot be opened: {e}");
                cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE
            })?)
        }
    };
    ON.store(on != 0, Ordering::Relaxed);
    Ok(())
}

/// A callback set here is where log lines go while the logger is on.
pub fn cublasSetLoggerCallback(callback: cublasLogCallback) -> Result {
    config().callback = callback;
    Ok(())
}

pub fn cublasGetLoggerCallback(callback: &mut cublasLogCallback) -> Result {
    *callback = config().callback;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    static LINES: Mutex<Vec<String>> = Mutex::new(Vec::new());

    unsafe extern "C" fn collect(message: *const c_char) {
        // SAFETY: the logger passes a NUL-terminated line.
        LINES.lock().unwrap().push(unsafe { CStr::from_ptr(message) }.to_string_lossy().into_owned());
    }

    #[test]
    fn lines_reach_the_callback_only_while_on() {
        cublasSetLoggerCallback(Some(collect)).unwrap();
        api_call("cublasSaxpy_v2");
        // SAFETY: no file: a null path is allowed.
        unsafe { cublasLoggerConfigure(1, 0, 0, std::ptr::null()) }.unwrap();
        api_call("cublasSgemm_v2");
        // SAFETY: as above.
        unsafe { cublasLoggerConfigure(0, 0, 0, std::ptr::null()) }.unwrap();
        api_call("cublasDgemm_v2");
        assert_eq!(*LINES.lock().unwrap(), ["cuBLAS API call: cublasSgemm_v2"]);
        let mut back = None;
        cublasGetLoggerCallback(&mut back).unwrap();
        assert!(back.is_some());
    }
}
