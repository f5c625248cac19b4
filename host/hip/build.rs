//! The library answers to HIP's soname, so programs and rocuda's loader find it as ROCm's.

fn main() {
    println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libamdhip64.so.6");
}
