//! The CUDA driver the process uses, `libcuda.so.1`: under `rocuda run`, rocuda's own.
//!
//! Libraries beside the driver never link it (they share no internals, DESIGN.md); what they
//! need of it, they look up here by name: the HIP stream behind a CUDA stream
//! ([`stream`](crate::stream)), and the entry points that load and launch rocuda's own
//! kernels ([`kernels`](crate::kernels)). The library is loaded once and stays loaded for the
//! process's life, as the CUDA runtime keeps it.

use std::sync::OnceLock;

fn library() -> Option<&'static libloading::Library> {
    static LIBRARY: OnceLock<Option<libloading::Library>> = OnceLock::new();
    LIBRARY
        .get_or_init(|| {
            // SAFETY: loading the CUDA driver runs its initialisers, as any CUDA program does.
            match unsafe { libloading::Library::new("libcuda.so.1") } {
                Ok(library) => Some(library),
                Err(error) => {
                    tracing::error!("rocuda's libcuda.so.1 did not load: {error}");
                    None
                }
            }
        })
        .as_ref()
}

/// The driver's function `name` (NUL-terminated), as the type `F` its header declares.
///
/// # Safety
/// `F` must be the function's C signature.
pub unsafe fn function<F: Copy>(name: &[u8]) -> Option<F> {
    // SAFETY: the caller names the signature; the library stays loaded (see `library`).
    match unsafe { library()?.get::<F>(name) } {
        Ok(symbol) => Some(*symbol),
        Err(_) => {
            tracing::error!("the libcuda.so.1 loaded has no {}: it is not rocuda's", String::from_utf8_lossy(&name[..name.len().saturating_sub(1)]));
            None
        }
    }
}
