//! For the host libraries' unit tests that call their exports: ROCm calls must reach the host
//! device's libraries (`target/rocuda/lib/host`, laid out by `cargo xtask build`, or
//! `ROCUDA_HOST_LIB_DIR`).

use std::path::PathBuf;
use std::sync::Once;

/// Points rocuda's loader at the host device's libraries, once per test process; `needs` are
/// the files the tests load from there.
pub fn host_device(needs: &[&str]) {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let dir = std::env::var_os("ROCUDA_HOST_LIB_DIR")
            .map_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/rocuda/lib/host"), PathBuf::from);
        for library in needs {
            assert!(dir.join(library).exists(), "{} has no {library}: run `cargo xtask build` first", dir.display());
        }
        // SAFETY: set once, before any test of this process loads a ROCm library.
        unsafe { std::env::set_var(rocuda_core::config::ROCM_LIB, dir) };
    });
}
