//! The exports of one family in its three forms (plain, `_batched`, `_strided_batched`), or of
//! a function without batched forms, written once from a description of the C parameters.
//! Levels 1, 2 and 3 describe their families with it, so each form's signature and argument
//! passing is spelled in one place, and each export is still checked against ROCm's header
//! (`const _: signatures::X = X;`).

/// The exports of one family, in every form, from one description of its parameters:
///
/// - `int n,`: a size, increment or leading dimension (`rocblas_int` or `i64`), passed as `i64`;
/// - `pass name: type,`: passed as it is (enums);
/// - `ptr name: type,`: a scalar's pointer, cast to the element type; `ptr mut name: type,` one
///   that is written (a result, or a vector of a function without batched forms);
/// - `read name [stride]: type,` / `write name [stride]: type,`: an array, passed as a
///   `Batch`: the pointer itself, an array of pointers (`_batched`), or the pointer and the
///   named stride (`_strided_batched`);
/// - `index name,`: where an index result is written, of the integer type (`iamax`);
/// - `stride name,`: a stride, present in the `_strided_batched` form only;
/// - `given value,`: an argument the family passes itself, not a C parameter (which kind of
///   a shared body, how a scalar is widened).
///
/// `_batched` and `_strided_batched` forms end with `batch_count`; the plain form passes 1.
///
/// The export checks the handle and calls the family's checked body with the live handle and
/// the arguments in the C order: a function, or a closure that names them where a family
/// maps them onto a body it shares with others (a storage scheme built from `k` and `lda`).
///
/// Given two bracketed lists of names, `[plain, batched, strided] [plain_64, batched_64,
/// strided_64]`, in place of the integer type and one list, it writes both integer widths
/// (`rocblas_int` and the `_64` API's `i64`), which differ in nothing but that type. Given
/// `[name] [name_64]`, it writes a function that has no batched forms, in both widths.
macro_rules! exports {
    ($call:expr; [$name:ident] [$name64:ident]; $($items:tt)*) => {
        $crate::forms::exports!(@munch single $name $call; rocblas_sys::rocblas_int; [] []; $($items)*);
        $crate::forms::exports!(@munch single $name64 $call; i64; [] []; $($items)*);
    };
    ($call:expr; [$plain:ident, $batched:ident, $strided:ident] [$plain64:ident, $batched64:ident, $strided64:ident]; $($items:tt)*) => {
        $crate::forms::exports!($call; rocblas_sys::rocblas_int; $plain, $batched, $strided; $($items)*);
        $crate::forms::exports!($call; i64; $plain64, $batched64, $strided64; $($items)*);
    };
    (@forms $call:expr; $int:ty; $batched:ident, $strided:ident; $($items:tt)*) => {
        $crate::forms::exports!(@munch batched $batched $call; $int; [] []; $($items)*);
        $crate::forms::exports!(@munch strided $strided $call; $int; [] []; $($items)*);
    };
    (@munch $form:ident $name:ident $call:expr; $int:ty; [$($p:tt)*] [$($a:tt)*]; int $n:ident, $($rest:tt)*) => {
        $crate::forms::exports!(@munch $form $name $call; $int; [$($p)* $n: $int,] [$($a)* $n.into(),]; $($rest)*);
    };
    (@munch $form:ident $name:ident $call:expr; $int:ty; [$($p:tt)*] [$($a:tt)*]; pass $n:ident: $t:ty, $($rest:tt)*) => {
        $crate::forms::exports!(@munch $form $name $call; $int; [$($p)* $n: $t,] [$($a)* $n,]; $($rest)*);
    };
    (@munch $form:ident $name:ident $call:expr; $int:ty; [$($p:tt)*] [$($a:tt)*]; given $v:expr, $($rest:tt)*) => {
        $crate::forms::exports!(@munch $form $name $call; $int; [$($p)*] [$($a)* $v,]; $($rest)*);
    };
    (@munch $form:ident $name:ident $call:expr; $int:ty; [$($p:tt)*] [$($a:tt)*]; index $n:ident, $($rest:tt)*) => {
        $crate::forms::exports!(@munch $form $name $call; $int; [$($p)* $n: *mut $int,] [$($a)* $n,]; $($rest)*);
    };
    (@munch $form:ident $name:ident $call:expr; $int:ty; [$($p:tt)*] [$($a:tt)*]; ptr mut $n:ident: $t:ty, $($rest:tt)*) => {
        $crate::forms::exports!(@munch $form $name $call; $int; [$($p)* $n: *mut $t,] [$($a)* $n.cast(),]; $($rest)*);
    };
    (@munch $form:ident $name:ident $call:expr; $int:ty; [$($p:tt)*] [$($a:tt)*]; ptr $n:ident: $t:ty, $($rest:tt)*) => {
        $crate::forms::exports!(@munch $form $name $call; $int; [$($p)* $n: *const $t,] [$($a)* $n.cast(),]; $($rest)*);
    };
    (@munch plain $name:ident $call:expr; $int:ty; [$($p:tt)*] [$($a:tt)*]; read $n:ident [$s:ident]: $t:ty, $($rest:tt)*) => {
        $crate::forms::exports!(@munch plain $name $call; $int; [$($p)* $n: *const $t,]
            [$($a)* rocuda_host_linalg::args::Batch::One(rocuda_host_linalg::args::Ptr::new($n.cast())),]; $($rest)*);
    };
    (@munch plain $name:ident $call:expr; $int:ty; [$($p:tt)*] [$($a:tt)*]; write $n:ident [$s:ident]: $t:ty, $($rest:tt)*) => {
        $crate::forms::exports!(@munch plain $name $call; $int; [$($p)* $n: *mut $t,]
            [$($a)* rocuda_host_linalg::args::Batch::One(rocuda_host_linalg::args::Ptr($n.cast())),]; $($rest)*);
    };
    (@munch batched $name:ident $call:expr; $int:ty; [$($p:tt)*] [$($a:tt)*]; read $n:ident [$s:ident]: $t:ty, $($rest:tt)*) => {
        $crate::forms::exports!(@munch batched $name $call; $int; [$($p)* $n: *const *const $t,]
            [$($a)* rocuda_host_linalg::args::Batch::Array(rocuda_host_linalg::args::Ptr::new($n.cast())),]; $($rest)*);
    };
    (@munch batched $name:ident $call:expr; $int:ty; [$($p:tt)*] [$($a:tt)*]; write $n:ident [$s:ident]: $t:ty, $($rest:tt)*) => {
        $crate::forms::exports!(@munch batched $name $call; $int; [$($p)* $n: *const *mut $t,]
            [$($a)* rocuda_host_linalg::args::Batch::Array(rocuda_host_linalg::args::Ptr::new($n.cast())),]; $($rest)*);
    };
    (@munch strided $name:ident $call:expr; $int:ty; [$($p:tt)*] [$($a:tt)*]; read $n:ident [$s:ident]: $t:ty, $($rest:tt)*) => {
        $crate::forms::exports!(@munch strided $name $call; $int; [$($p)* $n: *const $t,]
            [$($a)* rocuda_host_linalg::args::Batch::Strided(rocuda_host_linalg::args::Ptr::new($n.cast()), $s),]; $($rest)*);
    };
    (@munch strided $name:ident $call:expr; $int:ty; [$($p:tt)*] [$($a:tt)*]; write $n:ident [$s:ident]: $t:ty, $($rest:tt)*) => {
        $crate::forms::exports!(@munch strided $name $call; $int; [$($p)* $n: *mut $t,]
            [$($a)* rocuda_host_linalg::args::Batch::Strided(rocuda_host_linalg::args::Ptr($n.cast()), $s),]; $($rest)*);
    };
    (@munch strided $name:ident $call:expr; $int:ty; [$($p:tt)*] [$($a:tt)*]; stride $s:ident, $($rest:tt)*) => {
        $crate::forms::exports!(@munch strided $name $call; $int; [$($p)* $s: rocblas_sys::rocblas_stride,] [$($a)*]; $($rest)*);
    };
    (@munch $form:ident $name:ident $call:expr; $int:ty; [$($p:tt)*] [$($a:tt)*]; stride $s:ident, $($rest:tt)*) => {
        $crate::forms::exports!(@munch $form $name $call; $int; [$($p)*] [$($a)*]; $($rest)*);
    };
    (@munch single $name:ident $call:expr; $int:ty; [$($p:tt)*] [$($a:tt)*];) => {
        /// # Safety
        /// rocBLAS's contract for this function.
        #[unsafe(no_mangle)]
        #[allow(non_snake_case)]
        pub unsafe extern "C" fn $name(handle: rocblas_sys::rocblas_handle, $($p)*) -> rocblas_sys::rocblas_status {
            $crate::boundary::with_handle(stringify!($name), handle, |handle| $call(handle, $($a)*))
        }
        const _: rocblas_sys::signatures::$name = $name;
    };
    (@munch plain $name:ident $call:expr; $int:ty; [$($p:tt)*] [$($a:tt)*];) => {
        /// # Safety
        /// rocBLAS's contract for this function.
        #[unsafe(no_mangle)]
        #[allow(non_snake_case)]
        pub unsafe extern "C" fn $name(handle: rocblas_sys::rocblas_handle, $($p)*) -> rocblas_sys::rocblas_status {
            $crate::boundary::with_handle(stringify!($name), handle, |handle| $call(handle, $($a)* 1))
        }
        const _: rocblas_sys::signatures::$name = $name;
    };
    (@munch $form:ident $name:ident $call:expr; $int:ty; [$($p:tt)*] [$($a:tt)*];) => {
        /// # Safety
        /// rocBLAS's contract for this function.
        #[unsafe(no_mangle)]
        #[allow(non_snake_case)]
        pub unsafe extern "C" fn $name(handle: rocblas_sys::rocblas_handle, $($p)* batch_count: $int) -> rocblas_sys::rocblas_status {
            $crate::boundary::with_handle(stringify!($name), handle, |handle| $call(handle, $($a)* batch_count.into()))
        }
        const _: rocblas_sys::signatures::$name = $name;
    };
    ($call:expr; $int:ty; $plain:ident, $batched:ident, $strided:ident; $($items:tt)*) => {
        $crate::forms::exports!(@munch plain $plain $call; $int; [] []; $($items)*);
        $crate::forms::exports!(@forms $call; $int; $batched, $strided; $($items)*);
    };
}

pub(crate) use exports;
