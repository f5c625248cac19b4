//! The library answers to rocBLAS's ROCm 6 soname, so rocuda's loader finds it as ROCm's.

fn main() {
    println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,librocblas.so.4");
}
