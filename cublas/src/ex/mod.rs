//! cuBLAS's mixed-precision functions (the "Ex" family and the grouped gemms) over rocBLAS's
//! `_ex` functions, and over its typed functions where it has no `_ex` form (`typed`; the
//! half-precision vectors it has no function for at all are `staged`'s).
//!
//! cuBLAS documents, per function, the combinations of element, scalar and compute types it
//! supports and answers any other with `CUBLAS_STATUS_NOT_SUPPORTED`. rocBLAS supports a
//! different set and answers differently (or computes something cuBLAS refuses), so each
//! function checks cuBLAS's table before converting and calling rocBLAS; a combination cuBLAS
//! allows that rocBLAS lacks is rocBLAS's `not_implemented`, which is also `NOT_SUPPORTED`.

// The functions keep cuBLAS's signatures.

pub mod gemm;
pub mod grouped;
pub mod level1;
mod staged;
pub mod syrk;
mod typed;
mod width;

use crate::types::cublasStatus_t;

const NOT_SUPPORTED: cublasStatus_t = cublasStatus_t::CUBLAS_STATUS_NOT_SUPPORTED;

/// `Ok` where `supported` holds, else cuBLAS's answer to a combination it does not support.
fn require(supported: bool) -> crate::Result {
    if supported { Ok(()) } else { Err(NOT_SUPPORTED) }
}

/// Declares a trait of rocBLAS calls and implements it for both of cuBLAS's integer widths,
/// each call written once: `fn method(parameters) = [function] [function_64] (arguments);`
/// calls rocBLAS's `function` for `i32` and its `_64` form for `i64`, and answers its status
/// as cuBLAS's. A call that picks its function names two (`by flag [when false, when true]`,
/// picked by a `bool`) or four (`by p [s, d, c, z]`, picked by `p`, a `Precision`).
macro_rules! widths {
    (
        $(#[$trait_doc:meta])*
        trait $trait:ident: $($bound:path),+;
        $(
            $(#[$doc:meta])*
            fn $method:ident($($param:ident: $type:ty),* $(,)?) = $(by $selector:tt)? [$($function:ident),+] [$($function_64:ident),+] $args:tt;
        )*
    ) => {
        $(#[$trait_doc])*
        pub trait $trait: $($bound +)* {
            $($(#[$doc])* unsafe fn $method($($param: $type),*) -> $crate::Result;)*
        }
        $crate::ex::widths!(@impl $trait for i32 { $(fn $method($($param: $type),*) = [$($selector)?] [$($function),+] $args;)* });
        $crate::ex::widths!(@impl $trait for i64 { $(fn $method($($param: $type),*) = [$($selector)?] [$($function_64),+] $args;)* });
    };
    (@impl $trait:ident for $w:ty { $(fn $method:ident($($param:ident: $type:ty),*) = $selector:tt $functions:tt $args:tt;)* }) => {
        impl $trait for $w {
            $(
                unsafe fn $method($($param: $type),*) -> $crate::Result {
                    // SAFETY: forwarded from this function's contract.
                    $crate::check(unsafe { $crate::ex::widths!(@call $selector $functions $args) })
                }
            )*
        }
    };
    (@call [] [$function:ident] $args:tt) => {
        rocblas_sys::$function $args
    };
    (@call [$flag:tt] [$no:ident, $yes:ident] $args:tt) => {
        if $flag { rocblas_sys::$yes $args } else { rocblas_sys::$no $args }
    };
    (@call [$p:tt] [$s:ident, $d:ident, $c:ident, $z:ident] $args:tt) => {
        match $p {
            $crate::ex::typed::Precision::S => rocblas_sys::$s $args,
            $crate::ex::typed::Precision::D => rocblas_sys::$d $args,
            $crate::ex::typed::Precision::C => rocblas_sys::$c $args,
            $crate::ex::typed::Precision::Z => rocblas_sys::$z $args,
        }
    };
}

pub(crate) use widths;
