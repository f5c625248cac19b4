//! cuBLAS calls with arguments cuBLAS refuses, made directly on rocuda's `libcublas.so.13`
//! over the host device: the documented status, and no work done, never a crash. (The golden
//! programs hold the arguments NVIDIA's library was seen to refuse cleanly; these are cases
//! whose refusal must also leave the output untouched.)

use std::ffi::{c_int, c_void};
use std::ptr::null;

use rocuda_tests::host::{self, read, upload};
use rocuda_tests::{host_lib_dir, lib_dir};

const SUCCESS: c_int = 0;
const INVALID_VALUE: c_int = 7;
const OP_N: c_int = 0;

type GroupedSgemm = unsafe extern "C" fn(
    *mut c_void,
    *const c_int,
    *const c_int,
    *const c_int,
    *const c_int,
    *const c_int,
    *const f32,
    *const *const f32,
    *const c_int,
    *const *const f32,
    *const c_int,
    *const f32,
    *const *mut f32,
    *const c_int,
    c_int,
    *const c_int,
) -> c_int;

/// rocuda's cuBLAS over the host device, and a handle.
fn cublas() -> (libloading::Library, *mut c_void) {
    // SAFETY: set before rocuda's library reads it; this test sets nothing else.
    unsafe { std::env::set_var("ROCUDA_ROCM_LIB", host_lib_dir()) };
    host::load();
    // SAFETY: rocuda's libcuBLAS, whose initializers only set up logging.
    let library = unsafe { libloading::Library::new(lib_dir().join("libcublas.so.13")) }.expect("libcublas.so.13 loads");
    let mut handle = std::ptr::null_mut();
    // SAFETY: cuBLAS's signature; an out-pointer.
    let created = unsafe { library.get::<unsafe extern "C" fn(*mut *mut c_void) -> c_int>(b"cublasCreate_v2").unwrap()(&mut handle) };
    assert_eq!(created, SUCCESS);
    (library, handle)
}

/// Two groups of 2×2 products: `sizes` products each, group 0's C filled with 7.
struct Groups {
    m: Vec<c_int>,
    ld: Vec<c_int>,
    ops: Vec<c_int>,
    sizes: Vec<c_int>,
    scalars: Vec<f32>,
    a: *const *const f32,
    c: *const *mut f32,
    c0: *mut f32,
}

fn groups(sizes: [c_int; 2]) -> Groups {
    let products = (sizes[0] + sizes[1]) as usize;
    let matrix = upload(&[1.0f32, 2.0, 3.0, 4.0]);
    let c0 = upload(&[7.0f32; 4]);
    let cs: Vec<*mut f32> = (0..products).map(|i| if i == 0 { c0 } else { upload(&[7.0f32; 4]) }).collect();
    let a: Vec<*const f32> = vec![matrix; products];
    Groups {
        m: vec![2; 2],
        ld: vec![2; 2],
        ops: vec![OP_N; 2],
        sizes: sizes.to_vec(),
        scalars: vec![1.0; 2],
        a: upload(&a).cast_const(),
        c: upload(&cs).cast_const(),
        c0,
    }
}

#[test]
fn grouped_gemms_check_every_array_and_group_before_any_runs() {
    let (library, handle) = cublas();
    // SAFETY: cuBLAS's documented signature.
    let grouped = unsafe { *library.get::<GroupedSgemm>(b"cublasSgemmGroupedBatched").unwrap() };
    let call = |g: &Groups, transa: &[c_int], alpha: *const f32, a: *const *const f32| {
        // SAFETY: host arrays of two groups, device pointer arrays of every product, or the
        // null pointers under test.
        unsafe {
            grouped(
                handle,
                transa.as_ptr(),
                g.ops.as_ptr(),
                g.m.as_ptr(),
                g.m.as_ptr(),
                g.m.as_ptr(),
                alpha,
                a,
                g.ld.as_ptr(),
                g.a,
                g.ld.as_ptr(),
                g.scalars.as_ptr(),
                g.c,
                g.ld.as_ptr(),
                2,
                g.sizes.as_ptr(),
            )
        }
    };

    // A null array with an empty first group: the second group must not read through it.
    let g = groups([0, 1]);
    assert_eq!(call(&g, &g.ops, null(), g.a), INVALID_VALUE, "null alpha array");
    assert_eq!(call(&g, &g.ops, g.scalars.as_ptr(), null()), INVALID_VALUE, "null A array");

    // An unknown operation in the second group: the first group must not have run.
    let g = groups([1, 1]);
    assert_eq!(call(&g, &[OP_N, 99], g.scalars.as_ptr(), g.a), INVALID_VALUE, "unknown transa in group 1");
    assert_eq!(read(g.c0, 4), vec![7.0; 4], "group 0 ran before group 1 was refused");

    // And the same arguments, valid, compute: C = A·A + C.
    assert_eq!(call(&g, &g.ops, g.scalars.as_ptr(), g.a), SUCCESS);
    assert_eq!(read(g.c0, 4), vec![14.0, 17.0, 22.0, 29.0]);
}
