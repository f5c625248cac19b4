//! The library answers to rocSOLVER's ROCm 6 soname, so rocuda's loader finds it as ROCm's.

fn main() {
    println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,librocsolver.so.0");
}
