//! Driver API functions NVIDIA's runtime does not call for the golden programs, called
//! directly on rocuda's `libcuda.so.1` and checked against what CUDA's documentation says
//! they do: the context stack, primary-context state, limits, memory fills and copies of
//! every width and shape, module loading from files, globals, attributes, occupancy,
//! `cuGetProcAddress` and the error strings.

use std::ffi::{CStr, CString, c_char, c_int, c_uint, c_void};

use rocuda_tests::cu;
use rocuda_tests::driver::{Copy3d, SUCCESS, Status, library};
use rocuda_tests::scratch;

type Handle = *mut c_void;

const INVALID_VALUE: Status = 1;
const INVALID_CONTEXT: Status = 201;
const INVALID_DEVICE: Status = 101;
const INVALID_PTX: Status = 218;
const NOT_FOUND: Status = 500;
const FILE_NOT_FOUND: Status = 301;

fn primary() -> Handle {
    assert_eq!(cu!("cuInit": fn(c_uint)(0)), SUCCESS);
    let mut context: Handle = std::ptr::null_mut();
    assert_eq!(cu!("cuDevicePrimaryCtxRetain": fn(*mut Handle, c_int)(&mut context, 0)), SUCCESS);
    assert_eq!(cu!("cuCtxSetCurrent": fn(Handle)(context)), SUCCESS);
    context
}

const PTX: &str = ".version 7.0\n.target sm_80\n.address_size 64\n.global .align 4 .u32 counter = 7;\n\
.visible .entry bump(.param .u64 out) { .reg .u32 %r<2>; .reg .u64 %rd<2>; ld.global.u32 %r0, [counter]; add.u32 %r1, %r0, 1; ld.param.u64 %rd0, [out]; st.global.u32 [%rd0], %r1; ret; }\n";

#[test]
fn contexts_stack_per_thread_and_primary_contexts_keep_their_state() {
    let primary = primary();
    let mut created: Handle = std::ptr::null_mut();
    assert_eq!(cu!("cuCtxCreate_v2": fn(*mut Handle, c_uint, c_int)(&mut created, 0, 0)), SUCCESS);
    let mut current: Handle = std::ptr::null_mut();
    assert_eq!(cu!("cuCtxGetCurrent": fn(*mut Handle)(&mut current)), SUCCESS);
    assert_eq!(current, created, "cuCtxCreate makes the new context current");
    let (mut device, mut flags, mut version, mut id) = (-1, 99u32, 0u32, 0u64);
    assert_eq!(cu!("cuCtxGetDevice": fn(*mut c_int)(&mut device)), SUCCESS);
    assert_eq!(device, 0);
    assert_eq!(cu!("cuCtxSetFlags": fn(c_uint)(0x4)), SUCCESS);
    assert_eq!(cu!("cuCtxGetFlags": fn(*mut c_uint)(&mut flags)), SUCCESS);
    assert_eq!(flags, 0x4, "CU_CTX_SCHED_BLOCKING_SYNC reads back");
    assert_eq!(cu!("cuCtxGetApiVersion": fn(Handle, *mut c_uint)(created, &mut version)), SUCCESS);
    assert_eq!(version, 3020);
    assert_eq!(cu!("cuCtxGetId": fn(Handle, *mut u64)(created, &mut id)), SUCCESS);
    let mut limit = 0usize;
    assert_eq!(cu!("cuCtxGetLimit": fn(*mut usize, c_uint)(&mut limit, 0)), SUCCESS);
    assert_eq!(limit, 1024, "CU_LIMIT_STACK_SIZE's documented default");
    assert_eq!(cu!("cuCtxSetLimit": fn(c_uint, usize)(1, 4 << 20)), SUCCESS);
    assert_eq!(cu!("cuCtxGetLimit": fn(*mut usize, c_uint)(&mut limit, 1)), SUCCESS);
    assert_eq!(limit, 4 << 20, "CU_LIMIT_PRINTF_FIFO_SIZE reads back");
    let (mut cache, mut banks) = (9u32, 9u32);
    assert_eq!(cu!("cuCtxSetCacheConfig": fn(c_uint)(1)), SUCCESS);
    assert_eq!(cu!("cuCtxGetCacheConfig": fn(*mut c_uint)(&mut cache)), SUCCESS);
    assert_eq!(cache, 1, "CU_FUNC_CACHE_PREFER_SHARED reads back");
    assert_eq!(cu!("cuCtxGetSharedMemConfig": fn(*mut c_uint)(&mut banks)), SUCCESS);
    assert_eq!(banks, 1, "four-byte banks");
    let mut popped: Handle = std::ptr::null_mut();
    assert_eq!(cu!("cuCtxPopCurrent_v2": fn(*mut Handle)(&mut popped)), SUCCESS);
    assert_eq!(popped, created);
    assert_eq!(cu!("cuCtxGetCurrent": fn(*mut Handle)(&mut current)), SUCCESS);
    assert_eq!(current, primary, "popping uncovers the context below");
    assert_eq!(cu!("cuCtxDestroy_v2": fn(Handle)(created)), SUCCESS);
    assert_eq!(cu!("cuCtxGetApiVersion": fn(Handle, *mut c_uint)(created, &mut version)), INVALID_CONTEXT, "a destroyed context");

    let (mut state_flags, mut active) = (0u32, 0);
    assert_eq!(cu!("cuDevicePrimaryCtxSetFlags_v2": fn(c_int, c_uint)(0, 0x1)), SUCCESS);
    assert_eq!(cu!("cuDevicePrimaryCtxGetState": fn(c_int, *mut c_uint, *mut c_int)(0, &mut state_flags, &mut active)), SUCCESS);
    assert_eq!((state_flags, active), (0x1, 1), "flags set, retained once");
    assert_eq!(cu!("cuDevicePrimaryCtxSetFlags": fn(c_int, c_uint)(0, 0x80)), SUCCESS, "CU_CTX_SYNC_MEMOPS");
    assert_eq!(cu!("cuDevicePrimaryCtxSetFlags": fn(c_int, c_uint)(0, 0x3)), INVALID_VALUE, "two scheduling modes");
    assert_eq!(cu!("cuDevicePrimaryCtxReset_v2": fn(c_int)(0)), SUCCESS);
    assert_eq!(cu!("cuDevicePrimaryCtxGetState": fn(c_int, *mut c_uint, *mut c_int)(0, &mut state_flags, &mut active)), SUCCESS);
    assert_eq!(state_flags, 0, "a reset clears the flags");
    assert_eq!(cu!("cuDevicePrimaryCtxReset": fn(c_int)(0)), SUCCESS);
    let (mut major, mut minor) = (0, 0);
    assert_eq!(cu!("cuDeviceComputeCapability": fn(*mut c_int, *mut c_int, c_int)(&mut major, &mut minor, 0)), SUCCESS);
    assert_eq!((major, minor), (9, 0), "ROCUDA_COMPUTE_CAPABILITY as the driver module sets it");
    let mut uuid = [0u8; 16];
    assert_eq!(cu!("cuDeviceGetUuid_v2": fn(*mut u8, c_int)(uuid.as_mut_ptr(), 0)), SUCCESS);
    // The PCI address is the device's PCI attributes, written as NVIDIA's driver writes it,
    // and reads back to the device.
    let mut address = [0 as c_char; 32];
    assert_eq!(cu!("cuDeviceGetPCIBusId": fn(*mut c_char, c_int, c_int)(address.as_mut_ptr(), 32, 0)), SUCCESS);
    // SAFETY: the driver wrote a NUL-terminated string into the buffer.
    let text = unsafe { CStr::from_ptr(address.as_ptr()) }.to_str().unwrap().to_string();
    let attribute = |which: c_int| {
        let mut value = 0;
        assert_eq!(cu!("cuDeviceGetAttribute": fn(*mut c_int, c_int, c_int)(&mut value, which, 0)), SUCCESS);
        value
    };
    let (domain, bus, device) = (attribute(50), attribute(33), attribute(34));
    assert_eq!(text, format!("{domain:04x}:{bus:02x}:{device:02x}.0"));
    let mut found = -1;
    assert_eq!(cu!("cuDeviceGetByPCIBusId": fn(*mut c_int, *const c_char)(&mut found, address.as_ptr())), SUCCESS);
    assert_eq!(found, 0);
    let elsewhere = CString::new(format!("{:04x}:{:02x}:1f.0", domain + 1, bus)).unwrap();
    assert_eq!(cu!("cuDeviceGetByPCIBusId": fn(*mut c_int, *const c_char)(&mut found, elsewhere.as_ptr())), INVALID_DEVICE);
    assert_eq!(cu!("cuDeviceGetByPCIBusId": fn(*mut c_int, *const c_char)(&mut found, c"not an address".as_ptr())), INVALID_VALUE);
    let mut short = [0 as c_char; 4];
    assert_eq!(cu!("cuDeviceGetPCIBusId": fn(*mut c_char, c_int, c_int)(short.as_mut_ptr(), 4, 0)), INVALID_VALUE, "too short, as on an H100");
    // SAFETY: as above.
    assert_eq!(unsafe { CStr::from_ptr(short.as_ptr()) }.to_str().unwrap(), &text[..3], "cut to the buffer with its NUL, as on an H100");
    let upper = CString::new(text.to_uppercase()).unwrap();
    assert_eq!(cu!("cuDeviceGetByPCIBusId": fn(*mut c_int, *const c_char)(&mut found, upper.as_ptr())), SUCCESS);
    assert_eq!(cu!("cuProfilerStart": fn()()), SUCCESS);
    assert_eq!(cu!("cuProfilerStop": fn()()), SUCCESS);
    assert_eq!(cu!("cuDevicePrimaryCtxRetain": fn(*mut Handle, c_int)(&mut current, 0)), SUCCESS);
    assert_eq!(cu!("cuDevicePrimaryCtxRelease_v2": fn(c_int)(0)), SUCCESS);
}

/// CUDA 13's `cuCtxCreate` (`_v4`, which cuda.bindings 13 calls) without creation parameters
/// makes a context as `cuCtxCreate_v2` does.
#[test]
fn contexts_from_cuda_13s_create() {
    primary();
    let mut created: Handle = std::ptr::null_mut();
    let params: *mut c_void = std::ptr::null_mut();
    assert_eq!(cu!("cuCtxCreate_v4": fn(*mut Handle, *mut c_void, c_uint, c_int)(&mut created, params, 0, 0)), SUCCESS);
    let mut current: Handle = std::ptr::null_mut();
    assert_eq!(cu!("cuCtxGetCurrent": fn(*mut Handle)(&mut current)), SUCCESS);
    assert_eq!(current, created);
    assert_eq!(cu!("cuCtxDestroy_v2": fn(Handle)(created)), SUCCESS);
}

#[test]
fn fills_and_copies_of_every_width_and_shape() {
    primary();
    let mut device = 0u64;
    let (pitch, rows) = (64usize, 4usize);
    assert_eq!(cu!("cuMemAlloc_v2": fn(*mut u64, usize)(&mut device, pitch * rows * 3)), SUCCESS);
    let read = |bytes: usize| {
        let mut host = vec![0u8; bytes];
        assert_eq!(cu!("cuMemcpyDtoH_v2": fn(*mut c_void, u64, usize)(host.as_mut_ptr().cast(), device, bytes)), SUCCESS);
        host
    };
    let stream: Handle = std::ptr::null_mut();
    assert_eq!(cu!("cuMemsetD16_v2": fn(u64, u16, usize)(device, 0xabcd, 4)), SUCCESS);
    assert_eq!(read(8), [0xcd, 0xab, 0xcd, 0xab, 0xcd, 0xab, 0xcd, 0xab]);
    assert_eq!(cu!("cuMemsetD16Async": fn(u64, u16, usize, Handle)(device, 0x0102, 2, stream)), SUCCESS);
    assert_eq!(cu!("cuMemsetD32Async": fn(u64, c_uint, usize, Handle)(device + 4, 0x0a0b0c0d, 1, stream)), SUCCESS);
    assert_eq!(read(8), [2, 1, 2, 1, 0x0d, 0x0c, 0x0b, 0x0a]);
    // 2D fills touch `width` elements of each row and nothing between rows.
    assert_eq!(cu!("cuMemsetD8_v2": fn(u64, u8, usize)(device, 0, pitch * rows)), SUCCESS);
    assert_eq!(cu!("cuMemsetD2D16_v2": fn(u64, usize, u16, usize, usize)(device, pitch, 0x1111, 2, rows)), SUCCESS);
    assert_eq!(cu!("cuMemsetD2D32_v2": fn(u64, usize, c_uint, usize, usize)(device + 8, pitch, 0x22222222, 1, rows)), SUCCESS);
    assert_eq!(cu!("cuMemsetD2D8Async": fn(u64, usize, u8, usize, usize, Handle)(device + 16, pitch, 0x33, 3, rows, stream)), SUCCESS);
    assert_eq!(cu!("cuMemsetD2D16Async": fn(u64, usize, u16, usize, usize, Handle)(device + 20, pitch, 0x4444, 1, rows, stream)), SUCCESS);
    assert_eq!(cu!("cuMemsetD2D32Async": fn(u64, usize, c_uint, usize, usize, Handle)(device + 24, pitch, 0x55555555, 1, rows, stream)), SUCCESS);
    let filled = read(pitch * rows);
    let row: Vec<u8> = [[0x11; 4].as_slice(), &[0; 4], &[0x22; 4], &[0; 4], &[0x33; 3], &[0], &[0x44; 2], &[0; 2], &[0x55; 4], &[0; 36]].concat();
    for r in 0..rows {
        assert_eq!(filled[r * pitch..(r + 1) * pitch], row[..], "row {r}");
    }
    // A 2D copy of a 5x3 block from a host array with a pitch of 7 into the device.
    let source: Vec<u8> = (0..21).collect();
    #[repr(C)]
    struct Copy2d {
        src_x: usize,
        src_y: usize,
        src_type: c_uint,
        src_host: *const c_void,
        src_device: u64,
        src_array: Handle,
        src_pitch: usize,
        dst_x: usize,
        dst_y: usize,
        dst_type: c_uint,
        dst_host: *mut c_void,
        dst_device: u64,
        dst_array: Handle,
        dst_pitch: usize,
        width: usize,
        height: usize,
    }
    let copy = Copy2d {
        src_x: 1,
        src_y: 0,
        src_type: 1,
        src_host: source.as_ptr().cast(),
        src_device: 0,
        src_array: std::ptr::null_mut(),
        src_pitch: 7,
        dst_x: 2,
        dst_y: 1,
        dst_type: 2,
        dst_host: std::ptr::null_mut(),
        dst_device: device,
        dst_array: std::ptr::null_mut(),
        dst_pitch: pitch,
        width: 5,
        height: 3,
    };
    assert_eq!(cu!("cuMemsetD8_v2": fn(u64, u8, usize)(device, 0, pitch * rows)), SUCCESS);
    assert_eq!(cu!("cuMemcpy2D_v2": fn(*const Copy2d)(&copy)), SUCCESS);
    assert_eq!(cu!("cuMemcpy2DAsync_v2": fn(*const Copy2d, Handle)(&copy, stream)), SUCCESS);
    let copied = read(pitch * rows);
    for r in 0..3 {
        assert_eq!(copied[(r + 1) * pitch + 2..(r + 1) * pitch + 7], source[r * 7 + 1..r * 7 + 6], "copied row {r}");
    }
    assert_eq!(copied[pitch + 1], 0);
    let mut host = [0u8; 4 * 3 * 2];
    // A 3D copy: two slices of 2 rows of 3 bytes, between the device and a host box.
    let copy = Copy3d {
        src_x: 2,
        src_y: 1,
        src_pitch: pitch,
        src_height: 2,
        dst_pitch: 4,
        dst_height: 3,
        width: 3,
        depth: 2,
        ..Copy3d::device_to_host(device, host.as_mut_ptr().cast(), 3)
    };

    assert_eq!(cu!("cuMemcpy3DAsync_v2": fn(*const Copy3d, Handle)(&copy, stream)), SUCCESS);
    assert_eq!(host[..3], copied[pitch + 2..pitch + 5], "slice 0 starts at row 1");
    assert_eq!(host[12..15], copied[3 * pitch + 2..3 * pitch + 5], "slice 1 starts two rows later");
    // Async copies between device ranges, and the allocation's range.
    assert_eq!(cu!("cuMemcpyAsync": fn(u64, u64, usize, Handle)(device + 128, device + pitch as u64, 8, stream)), SUCCESS);
    assert_eq!(read(136)[128..], copied[pitch..pitch + 8]);
    let (mut base, mut size) = (0u64, 0usize);
    assert_eq!(cu!("cuMemGetAddressRange_v2": fn(*mut u64, *mut usize, u64)(&mut base, &mut size, device + 100)), SUCCESS);
    assert_eq!((base, size), (device, pitch * rows * 3));
    let mut memory_type = 0u32;
    assert_eq!(cu!("cuPointerGetAttribute": fn(*mut c_void, c_uint, u64)((&raw mut memory_type).cast(), 2, device)), SUCCESS);
    assert_eq!(memory_type, 2, "CU_MEMORYTYPE_DEVICE");
    let mut pinned: *mut c_void = std::ptr::null_mut();
    assert_eq!(cu!("cuMemAllocHost_v2": fn(*mut *mut c_void, usize)(&mut pinned, 64)), SUCCESS);
    assert_eq!(cu!("cuPointerGetAttribute": fn(*mut c_void, c_uint, u64)((&raw mut memory_type).cast(), 2, pinned as u64)), SUCCESS);
    assert_eq!(memory_type, 1, "CU_MEMORYTYPE_HOST");
    assert_eq!(cu!("cuMemFreeHost": fn(*mut c_void)(pinned)), SUCCESS);
    assert_eq!(cu!("cuMemFree_v2": fn(u64)(device)), SUCCESS);
}

#[test]
fn modules_from_files_and_their_globals_functions_and_attributes() {
    primary();
    let path = scratch("driver-api").join("bump.ptx");
    std::fs::write(&path, PTX).unwrap();
    let path = CString::new(path.to_str().unwrap()).unwrap();
    let text = CString::new(PTX).unwrap();
    let (mut from_file, mut from_data, mut from_fatbin): (Handle, Handle, Handle) = (std::ptr::null_mut(), std::ptr::null_mut(), std::ptr::null_mut());
    assert_eq!(cu!("cuModuleLoad": fn(*mut Handle, *const c_char)(&mut from_file, path.as_ptr())), SUCCESS);
    let (options, values): (*mut c_uint, *mut *mut c_void) = (std::ptr::null_mut(), std::ptr::null_mut());
    assert_eq!(
        cu!("cuModuleLoadDataEx": fn(*mut Handle, *const c_void, c_uint, *mut c_uint, *mut *mut c_void)(&mut from_data, text.as_ptr().cast(), 0, options, values)),
        SUCCESS
    );
    assert_eq!(cu!("cuModuleLoadFatBinary": fn(*mut Handle, *const c_void)(&mut from_fatbin, text.as_ptr().cast())), SUCCESS);
    let (mut counter, mut bytes) = (0u64, 0usize);
    assert_eq!(cu!("cuModuleGetGlobal_v2": fn(*mut u64, *mut usize, Handle, *const c_char)(&mut counter, &mut bytes, from_file, c"counter".as_ptr())), SUCCESS);
    assert_eq!(bytes, 4);
    let mut value = 0u32;
    assert_eq!(cu!("cuMemcpyDtoH_v2": fn(*mut c_void, u64, usize)((&raw mut value).cast(), counter, 4)), SUCCESS);
    assert_eq!(value, 7, "the global's initializer");
    let mut kernel: Handle = std::ptr::null_mut();
    assert_eq!(cu!("cuModuleGetFunction": fn(*mut Handle, Handle, *const c_char)(&mut kernel, from_file, c"bump".as_ptr())), SUCCESS);
    let mut name: *const c_char = std::ptr::null();
    assert_eq!(cu!("cuFuncGetName": fn(*mut *const c_char, Handle)(&mut name, kernel)), SUCCESS);
    // SAFETY: the driver returns a NUL-terminated name that lives as long as the function.
    assert_eq!(unsafe { CStr::from_ptr(name) }, c"bump");
    let mut owner: Handle = std::ptr::null_mut();
    assert_eq!(cu!("cuFuncGetModule": fn(*mut Handle, Handle)(&mut owner, kernel)), SUCCESS);
    assert_eq!(owner, from_file);
    let mut attribute = 0;
    assert_eq!(cu!("cuFuncGetAttribute": fn(*mut c_int, c_uint, Handle)(&mut attribute, 0, kernel)), SUCCESS);
    assert!(attribute >= 1024, "CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK is {attribute}");
    assert_eq!(cu!("cuFuncGetAttribute": fn(*mut c_int, c_uint, Handle)(&mut attribute, 5, kernel)), SUCCESS);
    assert_eq!(attribute, 80, "CU_FUNC_ATTRIBUTE_PTX_VERSION: the PTX's target");
    assert_eq!(cu!("cuFuncSetAttribute": fn(Handle, c_uint, c_int)(kernel, 8, 64 << 10)), SUCCESS);
    assert_eq!(cu!("cuFuncGetAttribute": fn(*mut c_int, c_uint, Handle)(&mut attribute, 8, kernel)), SUCCESS);
    assert_eq!(attribute, 64 << 10, "CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES reads back");
    assert_eq!(cu!("cuFuncSetCacheConfig": fn(Handle, c_uint)(kernel, 2)), SUCCESS);
    let (mut blocks, mut grid, mut block) = (0, 0, 0);
    assert_eq!(cu!("cuOccupancyMaxActiveBlocksPerMultiprocessor": fn(*mut c_int, Handle, c_int, usize)(&mut blocks, kernel, 256, 0)), SUCCESS);
    assert!(blocks >= 1);
    let callback: Option<unsafe extern "C" fn(c_int) -> usize> = None;
    assert_eq!(
        cu!("cuOccupancyMaxPotentialBlockSize": fn(*mut c_int, *mut c_int, Handle, Option<unsafe extern "C" fn(c_int) -> usize>, usize, c_int)(&mut grid, &mut block, kernel, callback, 0, 0)),
        SUCCESS
    );
    assert!(grid >= 1 && (1..=1024).contains(&block), "grid {grid}, block {block}");
    // A library's kernel has the function's name; its module is the library's.
    let mut library_handle: Handle = std::ptr::null_mut();
    let nothing: *mut c_void = std::ptr::null_mut();
    assert_eq!(
        cu!("cuLibraryLoadData": fn(*mut Handle, *const c_void, *mut c_void, *mut c_void, c_uint, *mut c_void, *mut c_void, c_uint)(&mut library_handle, text.as_ptr().cast(), nothing, nothing, 0, nothing, nothing, 0)),
        SUCCESS
    );
    let (mut library_kernel, mut library_module): (Handle, Handle) = (std::ptr::null_mut(), std::ptr::null_mut());
    assert_eq!(cu!("cuLibraryGetKernel": fn(*mut Handle, Handle, *const c_char)(&mut library_kernel, library_handle, c"bump".as_ptr())), SUCCESS);
    assert_eq!(cu!("cuKernelGetName": fn(*mut *const c_char, Handle)(&mut name, library_kernel)), SUCCESS);
    // SAFETY: as above.
    assert_eq!(unsafe { CStr::from_ptr(name) }, c"bump");
    assert_eq!(cu!("cuLibraryGetModule": fn(*mut Handle, Handle)(&mut library_module, library_handle)), SUCCESS);
    assert_eq!(cu!("cuModuleGetFunction": fn(*mut Handle, Handle, *const c_char)(&mut kernel, library_module, c"bump".as_ptr())), SUCCESS);
    assert_eq!(kernel, library_kernel, "one function per kernel");
    // A library from a file; its kernel's one parameter, a pointer, lies at the start of the
    // parameter buffer, and there is no second.
    let mut file_library: Handle = std::ptr::null_mut();
    assert_eq!(
        cu!("cuLibraryLoadFromFile": fn(*mut Handle, *const c_char, *mut c_void, *mut c_void, c_uint, *mut c_void, *mut c_void, c_uint)(&mut file_library, path.as_ptr(), nothing, nothing, 0, nothing, nothing, 0)),
        SUCCESS
    );
    assert_eq!(cu!("cuLibraryGetKernel": fn(*mut Handle, Handle, *const c_char)(&mut library_kernel, file_library, c"bump".as_ptr())), SUCCESS);
    let (mut offset, mut size) = (99usize, 99usize);
    assert_eq!(cu!("cuKernelGetParamInfo": fn(Handle, usize, *mut usize, *mut usize)(library_kernel, 0, &mut offset, &mut size)), SUCCESS);
    assert_eq!((offset, size), (0, 8));
    assert_eq!(cu!("cuFuncGetParamInfo": fn(Handle, usize, *mut usize, *mut usize)(kernel, 0, &mut offset, &mut size)), SUCCESS);
    assert_eq!((offset, size), (0, 8));
    assert_eq!(cu!("cuFuncGetParamInfo": fn(Handle, usize, *mut usize, *mut usize)(kernel, 1, &mut offset, &mut size)), INVALID_VALUE);
    let missing = CString::new(scratch("driver-api").join("missing.ptx").to_str().unwrap()).unwrap();
    assert_eq!(
        cu!("cuLibraryLoadFromFile": fn(*mut Handle, *const c_char, *mut c_void, *mut c_void, c_uint, *mut c_void, *mut c_void, c_uint)(&mut file_library, missing.as_ptr(), nothing, nothing, 0, nothing, nothing, 0)),
        FILE_NOT_FOUND
    );
    for module in [from_file, from_data, from_fatbin] {
        assert_eq!(cu!("cuModuleUnload": fn(Handle)(module)), SUCCESS);
    }
    assert_eq!(cu!("cuLibraryUnload": fn(Handle)(library_handle)), SUCCESS);
}

/// Modules load lazily, as NVIDIA's driver does by default: a module whose PTX does not compile
/// loads, and says so at its first lookup; a kernel the compiler rejects is not found, as when
/// eager; a module never used unloads without being compiled.
#[test]
fn modules_load_lazily_and_compile_at_their_first_lookup() {
    primary();
    let mut mode = 0;
    assert_eq!(cu!("cuModuleGetLoadingMode": fn(*mut c_int)(&mut mode)), SUCCESS);
    assert_eq!(mode, 2, "CU_MODULE_LAZY_LOADING");
    let (mut module, mut kernel): (Handle, Handle) = (std::ptr::null_mut(), std::ptr::null_mut());
    let rejected_kernel = CString::new(PTX.replace("add.u32", "add.nonsense.u32")).unwrap();
    assert_eq!(cu!("cuModuleLoadData": fn(*mut Handle, *const c_void)(&mut module, rejected_kernel.as_ptr().cast())), SUCCESS);
    assert_eq!(cu!("cuModuleGetFunction": fn(*mut Handle, Handle, *const c_char)(&mut kernel, module, c"bump".as_ptr())), NOT_FOUND);
    assert_eq!(cu!("cuModuleUnload": fn(Handle)(module)), SUCCESS);
    let broken = CString::new(PTX.replace(".address_size 64", ".address_size 48")).unwrap();
    assert_eq!(cu!("cuModuleLoadData": fn(*mut Handle, *const c_void)(&mut module, broken.as_ptr().cast())), SUCCESS);
    assert_eq!(cu!("cuModuleGetFunction": fn(*mut Handle, Handle, *const c_char)(&mut kernel, module, c"bump".as_ptr())), INVALID_PTX);
    let (mut address, mut bytes) = (0u64, 0usize);
    assert_eq!(
        cu!("cuModuleGetGlobal_v2": fn(*mut u64, *mut usize, Handle, *const c_char)(&mut address, &mut bytes, module, c"counter".as_ptr())),
        INVALID_PTX
    );
    assert_eq!(cu!("cuModuleUnload": fn(Handle)(module)), SUCCESS);
    let text = CString::new(PTX).unwrap();
    assert_eq!(cu!("cuModuleLoadData": fn(*mut Handle, *const c_void)(&mut module, text.as_ptr().cast())), SUCCESS);
    assert_eq!(cu!("cuModuleUnload": fn(Handle)(module)), SUCCESS);
}

#[test]
fn streams_events_proc_addresses_and_error_strings() {
    let context = primary();
    let mut stream: Handle = std::ptr::null_mut();
    assert_eq!(cu!("cuStreamCreate": fn(*mut Handle, c_uint)(&mut stream, 1)), SUCCESS);
    let (mut owner, mut id): (Handle, u64) = (std::ptr::null_mut(), 0);
    assert_eq!(cu!("cuStreamGetCtx": fn(Handle, *mut Handle)(stream, &mut owner)), SUCCESS);
    assert_eq!(owner, context);
    assert_eq!(cu!("cuStreamGetId": fn(Handle, *mut u64)(stream, &mut id)), SUCCESS);
    let (mut start, mut end): (Handle, Handle) = (std::ptr::null_mut(), std::ptr::null_mut());
    assert_eq!(cu!("cuEventCreate": fn(*mut Handle, c_uint)(&mut start, 0)), SUCCESS);
    assert_eq!(cu!("cuEventCreate": fn(*mut Handle, c_uint)(&mut end, 0)), SUCCESS);
    assert_eq!(cu!("cuEventRecord": fn(Handle, Handle)(start, stream)), SUCCESS);
    assert_eq!(cu!("cuEventRecord": fn(Handle, Handle)(end, stream)), SUCCESS);
    assert_eq!(cu!("cuEventSynchronize": fn(Handle)(end)), SUCCESS);
    let mut milliseconds = -1.0f32;
    assert_eq!(cu!("cuEventElapsedTime": fn(*mut f32, Handle, Handle)(&mut milliseconds, start, end)), SUCCESS);
    assert!(milliseconds >= 0.0);
    assert_eq!(cu!("cuStreamDestroy_v2": fn(Handle)(stream)), SUCCESS);

    // cuGetProcAddress hands out the ABI of the caller's CUDA version: cuMemAlloc is
    // `cuMemAlloc_v2` since CUDA 3.2, and plain `cuMemAlloc` before.
    let address = |symbol: &CStr, version: c_int| {
        let mut found: *mut c_void = std::ptr::null_mut();
        let status = cu!("cuGetProcAddress": fn(*const c_char, *mut *mut c_void, c_int, u64)(symbol.as_ptr(), &mut found, version, 0));
        (status, found as usize)
    };
    // SAFETY: looking up exports by name.
    let export = |name: &[u8]| unsafe { *library().get::<*const c_void>(name).unwrap() as usize };
    assert_eq!(address(c"cuMemAlloc", 13000), (SUCCESS, export(b"cuMemAlloc_v2")));
    assert_eq!(address(c"cuMemAlloc", 3000), (SUCCESS, export(b"cuMemAlloc")));
    assert_eq!(address(c"cuNoSuchFunction", 13000), (500, 0), "CUDA_ERROR_NOT_FOUND");

    let text = |name: &str, error: Status| {
        let mut text: *const c_char = std::ptr::null();
        let status = match name {
            "name" => cu!("cuGetErrorName": fn(Status, *mut *const c_char)(error, &mut text)),
            _ => cu!("cuGetErrorString": fn(Status, *mut *const c_char)(error, &mut text)),
        };
        // SAFETY: on success the driver returns a static NUL-terminated string.
        (status, (status == SUCCESS).then(|| unsafe { CStr::from_ptr(text) }.to_string_lossy().into_owned()))
    };
    assert_eq!(text("name", 1), (SUCCESS, Some("CUDA_ERROR_INVALID_VALUE".to_string())));
    assert_eq!(text("string", 1), (SUCCESS, Some("invalid argument".to_string())));
    assert_eq!(text("name", 123_456).0, INVALID_VALUE, "a status CUDA does not define");
}

/// A table the driver does not have is `CUDA_ERROR_INVALID_VALUE` and a null table, as
/// NVIDIA's driver 580 answers (recorded on an H100); so are the two tables NVIDIA's has and
/// rocuda does not implement, which its runtime and NVRTC do without.
#[test]
fn export_tables_the_driver_lacks_are_invalid_values() {
    primary();
    const INVALID_VALUE: c_int = 1;
    let tables: [[u8; 16]; 3] = [
        [0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef, 0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef],
        [0xf8, 0xcf, 0xf9, 0x51, 0x21, 0x46, 0x8b, 0x4e, 0xb9, 0xe2, 0xfb, 0x46, 0x9e, 0x7c, 0x0d, 0xd9],
        [0xda, 0x91, 0x51, 0xd3, 0x3a, 0xe6, 0xcc, 0x41, 0xa5, 0xc0, 0x4f, 0x26, 0xd5, 0x33, 0xe3, 0x28],
    ];
    for id in tables {
        let mut table: *const c_void = std::ptr::dangling();
        assert_eq!(cu!("cuGetExportTable": fn(*mut *const c_void, *const [u8; 16])(&mut table, &id)), INVALID_VALUE, "{id:02x?}");
        assert!(table.is_null());
    }
}
