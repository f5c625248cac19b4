//! Bad input to rocuda's `libcuda.so.1` gets the error codes CUDA documents, never a crash:
//! made-up and destroyed handles, damaged images, binaries without PTX, kernels the
//! compiler rejected (which fail alone: the rest of their module loads and runs).

use std::ffi::{CString, c_char, c_int, c_uint, c_void};
use std::process::Command;

use rocuda_tests::cu;
use rocuda_tests::driver::{SUCCESS, Status, function};
use rocuda_tests::{scratch, succeed, toolkit};

type Handle = *mut c_void;

const INVALID_VALUE: Status = 1;
const INVALID_IMAGE: Status = 200;
const INVALID_CONTEXT: Status = 201;
const NO_BINARY_FOR_GPU: Status = 209;
const INVALID_HANDLE: Status = 400;
const NOT_FOUND: Status = 500;

/// A handle no call ever returned.
const MADE_UP: Handle = 0x5eed_0000 as Handle;

/// Makes the primary context current, as a program's first calls would.
fn setup() {
    assert_eq!(cu!("cuInit": fn(c_uint)(0)), SUCCESS);
    let mut context: Handle = std::ptr::null_mut();
    assert_eq!(cu!("cuDevicePrimaryCtxRetain": fn(*mut Handle, c_int)(&mut context, 0)), SUCCESS);
    assert_eq!(cu!("cuCtxSetCurrent": fn(Handle)(context)), SUCCESS);
}

fn load(image: &[u8]) -> (Status, Handle) {
    let mut module: Handle = std::ptr::null_mut();
    let status = cu!("cuModuleLoadData": fn(*mut Handle, *const c_void)(&mut module, image.as_ptr().cast()));
    (status, module)
}

#[test]
fn bad_input_gets_cudas_error_codes() {
    setup();
    // SAFETY: each call: CUDA's documented signatures; the handles are made up or
    // destroyed, which the driver must detect.
    unsafe {
        let set_current = function::<unsafe extern "C" fn(Handle) -> Status>("cuCtxSetCurrent");
        let push = function::<unsafe extern "C" fn(Handle) -> Status>("cuCtxPushCurrent_v2");
        assert_eq!(push(MADE_UP), INVALID_CONTEXT, "a made-up context");
        let mut current: Handle = std::ptr::null_mut();
        function::<unsafe extern "C" fn(*mut Handle) -> Status>("cuCtxGetCurrent")(&mut current);

        let create_stream = function::<unsafe extern "C" fn(*mut Handle, c_uint) -> Status>("cuStreamCreate");
        let destroy_stream = function::<unsafe extern "C" fn(Handle) -> Status>("cuStreamDestroy_v2");
        let synchronize_stream = function::<unsafe extern "C" fn(Handle) -> Status>("cuStreamSynchronize");
        assert_eq!(synchronize_stream(MADE_UP), INVALID_HANDLE, "a made-up stream");
        let mut stream: Handle = std::ptr::null_mut();
        assert_eq!(create_stream(&mut stream, 0), SUCCESS);
        assert_eq!(create_stream(&mut stream, 0x80), INVALID_VALUE, "unknown stream flags");
        assert_eq!(destroy_stream(stream), SUCCESS);
        assert_eq!(synchronize_stream(stream), INVALID_HANDLE, "a destroyed stream");
        assert_eq!(destroy_stream(stream), INVALID_HANDLE, "a stream destroyed twice");

        let record = function::<unsafe extern "C" fn(Handle, Handle) -> Status>("cuEventRecord");
        assert_eq!(record(MADE_UP, std::ptr::null_mut()), INVALID_HANDLE, "a made-up event");

        let get_function = function::<unsafe extern "C" fn(*mut Handle, Handle, *const c_char) -> Status>("cuModuleGetFunction");
        let mut kernel: Handle = std::ptr::null_mut();
        assert_eq!(get_function(&mut kernel, MADE_UP, c"k".as_ptr()), INVALID_HANDLE, "a made-up module");
        let launch = function::<
            unsafe extern "C" fn(Handle, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, Handle, *mut *mut c_void, *mut *mut c_void) -> Status,
        >("cuLaunchKernel");
        let (stream, params, extra) = (std::ptr::null_mut(), std::ptr::null_mut(), std::ptr::null_mut());
        assert_eq!(launch(MADE_UP, 1, 1, 1, 1, 1, 1, 0, stream, params, extra), INVALID_HANDLE, "a made-up function");

        // A kernel the compiler rejects (surfaces are not supported): the module loads, the
        // lookup fails.
        let ptx = c".version 9.0\n.target sm_80\n.address_size 64\n.visible .entry surface_reader(.param .u64 s)\n{\n.reg .b32 %r<3>;\n.reg .b64 %rd<2>;\nld.param.u64 %rd1, [s];\nsuld.b.2d.b32.zero {%r1}, [%rd1, {%r2, %r2}];\nret;\n}\n";
        let (status, module) = load(ptx.to_bytes_with_nul());
        assert_eq!(status, SUCCESS, "a module with rejected kernels still loads");
        let name = c"surface_reader";
        assert_eq!(get_function(&mut kernel, module, name.as_ptr()), NOT_FOUND, "a kernel the compiler rejected");
        assert_eq!(function::<unsafe extern "C" fn(Handle) -> Status>("cuModuleUnload")(module), SUCCESS);

        assert_eq!(set_current(current), SUCCESS);
    }
}

/// A program with a surface kernel beside ordinary ones (issue 18, item 15): `nvcc` writes
/// `suld.b.2d.b32.zero` and `sust.b.2d.b32.zero` for it, which once rejected the whole
/// module. The module loads, the ordinary kernels are found and run, and only the surface
/// kernel's lookup fails.
const SURFACE_PROGRAM: &str = r#"
extern "C" __global__ void fill(unsigned *out) { out[threadIdx.x] = threadIdx.x * 3u; }
extern "C" __global__ void copy_surface(cudaSurfaceObject_t in, cudaSurfaceObject_t out, int w) {
    int v;
    surf2Dread(&v, in, threadIdx.x * 4, blockIdx.x, cudaBoundaryModeZero);
    surf2Dwrite(v + w, out, threadIdx.x * 4, blockIdx.x, cudaBoundaryModeZero);
}
extern "C" __global__ void twice(unsigned *out) { out[threadIdx.x] *= 2u; }
"#;

#[test]
fn a_kernel_with_an_unsupported_instruction_fails_alone() {
    setup();
    let out = scratch("driver-errors-surface");
    let source = out.join("surface.cu");
    std::fs::write(&source, SURFACE_PROGRAM).unwrap();
    let ptx = out.join("surface.ptx");
    succeed(Command::new(toolkit().join("bin/nvcc")).arg("--ptx").arg("-arch=compute_80").arg("-o").arg(&ptx).arg(&source));
    let text = CString::new(std::fs::read_to_string(&ptx).unwrap()).unwrap();
    assert!(text.to_str().unwrap().contains("suld.b.2d.b32.zero"), "nvcc wrote a surface load");
    let (status, module) = load(text.as_bytes_with_nul());
    assert_eq!(status, SUCCESS, "a module with a surface kernel loads");

    let get_function =
        |name: &std::ffi::CStr, kernel: &mut Handle| cu!("cuModuleGetFunction": fn(*mut Handle, Handle, *const c_char)(kernel, module, name.as_ptr()));
    let (mut fill, mut twice, mut surface): (Handle, Handle, Handle) = (std::ptr::null_mut(), std::ptr::null_mut(), std::ptr::null_mut());
    assert_eq!(get_function(c"copy_surface", &mut surface), NOT_FOUND, "the surface kernel");
    assert_eq!(get_function(c"fill", &mut fill), SUCCESS);
    assert_eq!(get_function(c"twice", &mut twice), SUCCESS);

    const THREADS: usize = 8;
    let mut words = 0u64;
    assert_eq!(cu!("cuMemAlloc_v2": fn(*mut u64, usize)(&mut words, THREADS * 4)), SUCCESS);
    for kernel in [fill, twice] {
        let mut args: [*mut c_void; 1] = [(&raw mut words).cast()];
        let (stream, extra): (Handle, *mut *mut c_void) = (std::ptr::null_mut(), std::ptr::null_mut());
        let launched = cu!("cuLaunchKernel": fn(Handle, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, Handle, *mut *mut c_void, *mut *mut c_void)(
            kernel, 1, 1, 1, THREADS as c_uint, 1, 1, 0, stream, args.as_mut_ptr(), extra
        ));
        assert_eq!(launched, SUCCESS);
    }
    assert_eq!(cu!("cuCtxSynchronize": fn()()), SUCCESS);
    let mut host = [0u32; THREADS];
    assert_eq!(cu!("cuMemcpyDtoH_v2": fn(*mut c_void, u64, usize)(host.as_mut_ptr().cast(), words, THREADS * 4)), SUCCESS);
    assert_eq!(host, std::array::from_fn(|i| i as u32 * 6));
    assert_eq!(cu!("cuMemFree_v2": fn(u64)(words)), SUCCESS);
    assert_eq!(cu!("cuModuleUnload": fn(Handle)(module)), SUCCESS);
}

#[test]
fn damaged_images_are_invalid_and_sass_only_binaries_have_no_binary_for_the_gpu() {
    setup();
    // The driver reads what a header declares (it gets no length), so both images hold every
    // byte their container header declares: 64 bytes of entries.
    let container = |entries: &[u8; 64]| {
        let mut image = 0xBA55_ED50u32.to_le_bytes().to_vec();
        image.extend_from_slice(&1u16.to_le_bytes());
        image.extend_from_slice(&16u16.to_le_bytes());
        image.extend_from_slice(&64u64.to_le_bytes());
        image.extend_from_slice(entries);
        image
    };
    // A PTX entry whose payload (4096 bytes) runs past its container.
    let mut truncated = [0u8; 64];
    truncated[..2].copy_from_slice(&1u16.to_le_bytes());
    truncated[2..4].copy_from_slice(&0x0101u16.to_le_bytes());
    truncated[4..8].copy_from_slice(&64u32.to_le_bytes());
    truncated[8..16].copy_from_slice(&4096u64.to_le_bytes());
    for (what, image) in [("truncated", container(&truncated)), ("garbage", container(&[0xff; 64]))] {
        let (status, _) = load(&image);
        assert_eq!(status, INVALID_IMAGE, "a {what} fat binary");
    }
    let out = scratch("driver-errors");
    let source = out.join("k.cu");
    std::fs::write(&source, "__global__ void k(int *p) { *p = 1; }\n").unwrap();
    let fatbin = out.join("k.fatbin");
    succeed(Command::new(toolkit().join("bin/nvcc")).arg("--fatbin").arg("-gencode").arg("arch=compute_80,code=sm_80").arg("-o").arg(&fatbin).arg(&source));
    let (status, _) = load(&std::fs::read(&fatbin).unwrap());
    assert_eq!(status, NO_BINARY_FOR_GPU, "a binary with only NVIDIA machine code");
}

/// The copies that name a direction refuse a device side that is no allocation (found by the
/// `exports` fuzz target: a device-to-host copy from 0x10 used to be read as a host copy).
#[test]
fn directed_copies_refuse_device_addresses_that_are_no_allocation() {
    setup();
    let mut freed: u64 = 0;
    assert_eq!(cu!("cuMemAlloc_v2": fn(*mut u64, usize)(&mut freed, 64)), SUCCESS);
    assert_eq!(cu!("cuMemFree_v2": fn(u64)(freed)), SUCCESS);
    let mut host = [0u8; 64];
    for device in [0x10, freed, MADE_UP as u64] {
        for bytes in [64, usize::MAX] {
            let to_host = cu!("cuMemcpyDtoH_v2": fn(*mut c_void, u64, usize)(host.as_mut_ptr().cast(), device, bytes));
            assert_eq!(to_host, INVALID_VALUE, "cuMemcpyDtoH from {device:#x}, {bytes} bytes");
            let to_device = cu!("cuMemcpyHtoD_v2": fn(u64, *const c_void, usize)(device, host.as_ptr().cast(), bytes));
            assert_eq!(to_device, INVALID_VALUE, "cuMemcpyHtoD to {device:#x}, {bytes} bytes");
        }
    }
}
