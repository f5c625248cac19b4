//! The PTX compiler: parse, a typed IR, passes, and LLVM back ends for AMD GPUs and the host CPU.
//!
//! Empty until its issue lands; the crate exists so the workspace has its final shape.
