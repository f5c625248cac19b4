//! Launches through rocuda's `libcuda.so.1`: parameters passed in CUDA's `extra` buffer, and
//! cooperative launches whose blocks synchronize the grid the way CUDA's cooperative groups
//! do (PTX ISA: `%envreg1`/`%envreg2` hold the workspace the driver provides; the barrier is
//! an atomic counter that every block adds to, block 0 adding 2^31 + 1 - blocks, so its top
//! bit flips once all have arrived). One test, in order: the last step leaves the sticky
//! error a trap causes.

use std::ffi::{CString, c_int, c_uint, c_void};

use rocuda_tests::cu;
use rocuda_tests::driver::{SUCCESS, Status};

type Handle = *mut c_void;

const COOPERATIVE_LAUNCH_TOO_LARGE: Status = 720;
const LAUNCH_FAILED: Status = 719;
const CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH: c_int = 95;

/// `exchange(out, seen)`: thread 0 of block b writes b + 100 to `out[b]`, waits at the grid
/// barrier, then copies its neighbour's `out[(b + 1) % blocks]` into `seen[b]`.
/// `store(out, value)`: writes `value` to `out[0]`.
const PTX: &str = r#".version 7.0
.target sm_80
.address_size 64
.visible .entry exchange(.param .u64 out, .param .u64 seen) {
    .reg .pred %p<5>;
    .reg .b32 %r<16>;
    .reg .b64 %rd<12>;
    mov.u32 %r1, %envreg1;
    mov.u32 %r2, %envreg2;
    cvt.u64.u32 %rd1, %r1;
    cvt.u64.u32 %rd2, %r2;
    shl.b64 %rd1, %rd1, 32;
    or.b64 %rd3, %rd1, %rd2;
    setp.ne.u64 %p1, %rd3, 0;
    @%p1 bra READY;
    trap;
READY:
    mov.u32 %r3, %ctaid.x;
    mov.u32 %r4, %nctaid.x;
    ld.param.u64 %rd4, [out];
    ld.param.u64 %rd5, [seen];
    mul.wide.u32 %rd6, %r3, 4;
    add.s64 %rd7, %rd4, %rd6;
    add.u32 %r5, %r3, 100;
    st.global.u32 [%rd7], %r5;
    add.s64 %rd8, %rd3, 4;
    setp.eq.u32 %p2, %r3, 0;
    mov.u32 %r6, -2147483647;
    sub.s32 %r7, %r6, %r4;
    selp.b32 %r8, %r7, 1, %p2;
    atom.add.release.gpu.u32 %r9, [%rd8], %r8;
WAIT:
    ld.acquire.gpu.u32 %r10, [%rd8];
    xor.b32 %r11, %r10, %r9;
    setp.gt.s32 %p3, %r11, -1;
    @%p3 bra WAIT;
    add.u32 %r12, %r3, 1;
    rem.u32 %r13, %r12, %r4;
    mul.wide.u32 %rd9, %r13, 4;
    add.s64 %rd10, %rd4, %rd9;
    ld.global.u32 %r14, [%rd10];
    add.s64 %rd11, %rd5, %rd6;
    st.global.u32 [%rd11], %r14;
    ret;
}
.visible .entry store(.param .u64 out, .param .u32 value) {
    .reg .b32 %r<2>;
    .reg .b64 %rd<2>;
    ld.param.u64 %rd1, [out];
    ld.param.u32 %r1, [value];
    st.global.u32 [%rd1], %r1;
    ret;
}
"#;

fn read(device: u64, count: usize) -> Vec<u32> {
    let mut host = vec![0u32; count];
    assert_eq!(cu!("cuMemcpyDtoH_v2": fn(*mut c_void, u64, usize)(host.as_mut_ptr().cast(), device, count * 4)), SUCCESS);
    host
}

#[test]
fn extra_buffers_and_cooperative_grids() {
    assert_eq!(cu!("cuInit": fn(c_uint)(0)), SUCCESS);
    let mut context: Handle = std::ptr::null_mut();
    assert_eq!(cu!("cuDevicePrimaryCtxRetain": fn(*mut Handle, c_int)(&mut context, 0)), SUCCESS);
    assert_eq!(cu!("cuCtxSetCurrent": fn(Handle)(context)), SUCCESS);
    let mut supported = 0;
    assert_eq!(cu!("cuDeviceGetAttribute": fn(*mut c_int, c_int, c_int)(&mut supported, CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH, 0)), SUCCESS);
    assert_eq!(supported, 1, "the device supports cooperative launches");

    let text = CString::new(PTX).unwrap();
    let mut module: Handle = std::ptr::null_mut();
    assert_eq!(cu!("cuModuleLoadData": fn(*mut Handle, *const c_void)(&mut module, text.as_ptr().cast())), SUCCESS);
    let (mut exchange, mut store): (Handle, Handle) = (std::ptr::null_mut(), std::ptr::null_mut());
    assert_eq!(cu!("cuModuleGetFunction": fn(*mut Handle, Handle, *const std::ffi::c_char)(&mut exchange, module, c"exchange".as_ptr())), SUCCESS);
    assert_eq!(cu!("cuModuleGetFunction": fn(*mut Handle, Handle, *const std::ffi::c_char)(&mut store, module, c"store".as_ptr())), SUCCESS);
    let (mut out, mut seen) = (0u64, 0u64);
    const BLOCKS: usize = 6;
    assert_eq!(cu!("cuMemAlloc_v2": fn(*mut u64, usize)(&mut out, BLOCKS * 4)), SUCCESS);
    assert_eq!(cu!("cuMemAlloc_v2": fn(*mut u64, usize)(&mut seen, BLOCKS * 4)), SUCCESS);
    let stream: Handle = std::ptr::null_mut();

    // Parameters in CUDA's `extra` form: a buffer laid out as the kernel's parameters, its
    // size, and the end key 0.
    let mut buffer = [0u8; 12];
    buffer[..8].copy_from_slice(&out.to_le_bytes());
    buffer[8..].copy_from_slice(&0xfeed_u32.to_le_bytes());
    let mut size = buffer.len();
    let key = |k: usize| k as *mut c_void;
    let mut extra: [*mut c_void; 5] = [key(1), buffer.as_mut_ptr().cast(), key(2), (&raw mut size).cast(), key(0)];
    let nothing: *mut *mut c_void = std::ptr::null_mut();
    assert_eq!(
        cu!("cuLaunchKernel": fn(Handle, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, Handle, *mut *mut c_void, *mut *mut c_void)(store, 1, 1, 1, 1, 1, 1, 0, stream, nothing, extra.as_mut_ptr())),
        SUCCESS
    );
    assert_eq!(read(out, 1)[0], 0xfeed, "the value passed in the `extra` buffer");

    // A cooperative grid synchronizes, twice in a row on the same stream.
    for run in 0..2 {
        let mut args: [*mut c_void; 2] = [(&raw mut out).cast(), (&raw mut seen).cast()];
        let launched = cu!("cuLaunchCooperativeKernel": fn(Handle, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, Handle, *mut *mut c_void)(
            exchange, BLOCKS as c_uint, 1, 1, 32, 1, 1, 0, stream, args.as_mut_ptr()
        ));
        assert_eq!(launched, SUCCESS, "run {run}");
        assert_eq!(cu!("cuCtxSynchronize": fn()()), SUCCESS, "run {run}");
        let expected: Vec<u32> = (0..BLOCKS as u32).map(|b| (b + 1) % BLOCKS as u32 + 100).collect();
        assert_eq!(read(seen, BLOCKS), expected, "run {run}: every block saw its neighbour's value, written before the barrier");
    }

    // More blocks than the device runs at once cannot synchronize.
    let mut args: [*mut c_void; 2] = [(&raw mut out).cast(), (&raw mut seen).cast()];
    let too_large = cu!("cuLaunchCooperativeKernel": fn(Handle, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, Handle, *mut *mut c_void)(
        exchange, 1 << 20, 1, 1, 32, 1, 1, 0, stream, args.as_mut_ptr()
    ));
    assert_eq!(too_large, COOPERATIVE_LAUNCH_TOO_LARGE);

    // A launch that is not cooperative has no workspace: the kernel traps, and the error
    // shows at the next synchronization.
    let launched = cu!("cuLaunchKernel": fn(Handle, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, Handle, *mut *mut c_void, *mut *mut c_void)(
        exchange, 2, 1, 1, 32, 1, 1, 0, stream, args.as_mut_ptr(), nothing
    ));
    assert_eq!(launched, SUCCESS);
    assert_eq!(cu!("cuCtxSynchronize": fn()()), LAUNCH_FAILED);
}
