//! rocuda's generator: NVIDIA's headers and libraries in, each library's export surface out.
//!
//! For every library in [`library::LIBRARIES`] and both CUDA majors, codegen reads the real
//! headers (libclang through bindgen for the Rust types, libclang directly for the C view of
//! each function) and the real libraries' dynamic symbols, and writes into the library's
//! crate: its types, one `extern "C"` wrapper per exported function, the linker script that
//! defines each export in NVIDIA's symbol versions, the NVIDIA export lists the ABI tests
//! compare against, the list of symbols the coverage report counts, and C programs that call
//! every export with zero arguments.
//!
//! Without the `generate` feature the crate is only its facts: the library table, the pins
//! and the vendor folder's layout, and readers for the files it generates. `xtask`, the tests
//! and the `rocuda` command use it that way.

pub mod deb_exports;
pub mod functions;
pub mod implemented;
pub mod library;
pub mod nvidia;
pub mod pins;
pub mod progress;
pub mod rocm;
pub mod tools;
pub mod vendor;
pub mod wheel_exports;

#[cfg(feature = "generate")]
pub mod bindings;
#[cfg(feature = "generate")]
pub mod clang;
#[cfg(feature = "generate")]
pub mod declarations;
#[cfg(feature = "generate")]
pub mod emit;
#[cfg(feature = "generate")]
pub mod generate;
#[cfg(feature = "generate")]
pub mod rocm_check;
#[cfg(feature = "generate")]
pub mod shared;
#[cfg(feature = "generate")]
pub mod surface;
#[cfg(feature = "generate")]
pub mod types;

pub type Result<T> = std::result::Result<T, Box<dyn std::error::Error>>;
