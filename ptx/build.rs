//! Builds the C++ shim over LLVM's C++ API (`src/back/llvm_ext.cpp`) against LLVM 19.

fn main() {
    let prefix = std::env::var("LLVM_SYS_191_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-19".to_string());
    println!("cargo::rerun-if-changed=src/back/llvm_ext.cpp");
    println!("cargo::rerun-if-env-changed=LLVM_SYS_191_PREFIX");
    cc::Build::new()
        .cpp(true)
        .std("c++17")
        .file("src/back/llvm_ext.cpp")
        .include(format!("{prefix}/include"))
        .flag("-fno-rtti")
        .flag("-fno-exceptions")
        .flag("-w")
        .compile("rocuda_llvm_ext");
}
