//! rocuda's exported C functions, called as a hostile program would call them: the driver's
//! (`libcuda.so.1`) and cuBLAS's (`libcublas.so.13`), loaded from the tree's
//! `target/rocuda/lib` with the host device behind them.
//!
//! Live objects (a context, a stream, device buffers, a module, a cuBLAS handle) are made once;
//! each input is then read as a sequence of calls, each picking a function from [`CALLS`] and
//! its arguments from the next bytes: live handles, destroyed ones, made-up ones, null and
//! dangling-looking pointers, sizes past any address space, enum values no header names.
//! Any status is an answer; a crash, a hang, or a panic the export caught (logged as
//! `<library>: <function> panicked: ...`, read back from `ROCUDA_LOG_FILE`) is a bug.
//!
//! The calls stay inside what the C API defines even on NVIDIA's libraries: a pointer that
//! is not null, made up or freed addresses live memory large enough for what the other
//! arguments ask, so what is fuzzed is the checks rocuda owes, not undefined behaviour.

#![no_main]

use std::ffi::{c_char, c_int, c_uint, c_void};
use std::io::{Read, Seek, SeekFrom};
use std::path::PathBuf;
use std::sync::{Mutex, OnceLock};

type Status = c_int;
type Handle = *mut c_void;
type DevicePtr = u64;

/// Bytes in each live device buffer: more than any call below reaches through a live pointer.
const BUFFER: usize = 1 << 16;
/// Floats in each live device buffer.
const FLOATS: usize = BUFFER / 4;
/// The largest dimension a cuBLAS call gets alongside live buffers: 16 × 16 floats with a
/// leading dimension up to 32 stays inside [`FLOATS`].
const MAX_DIM: c_int = 16;

/// A pointer no allocator returns: the first page is never mapped.
const DANGLING: usize = 0x10;
/// A handle value no library made.
const MADE_UP: usize = 0x7777_0000_1234;

/// A kernel that adds one to each of `n` floats.
const PTX: &str = "
.version 8.0
.target sm_80
.address_size 64
.visible .entry add_one(.param .u64 data, .param .u32 n)
{
    .reg .pred %p<2>;
    .reg .b32 %r<6>;
    .reg .f32 %f<3>;
    .reg .b64 %rd<5>;
    ld.param.u64 %rd1, [data];
    ld.param.u32 %r2, [n];
    mov.u32 %r3, %ctaid.x;
    mov.u32 %r4, %ntid.x;
    mov.u32 %r5, %tid.x;
    mad.lo.s32 %r1, %r3, %r4, %r5;
    setp.ge.u32 %p1, %r1, %r2;
    @%p1 bra DONE;
    cvta.to.global.u64 %rd2, %rd1;
    mul.wide.u32 %rd3, %r1, 4;
    add.s64 %rd4, %rd2, %rd3;
    ld.global.f32 %f1, [%rd4];
    add.f32 %f2, %f1, 0f3F800000;
    st.global.f32 [%rd4], %f2;
DONE:
    ret;
}
\0";

/// The input, read a byte or a little-endian word at a time; zeros once it is spent.
struct Input<'a>(&'a [u8]);

impl Input<'_> {
    fn byte(&mut self) -> u8 {
        let Some((&first, rest)) = self.0.split_first() else { return 0 };
        self.0 = rest;
        first
    }

    fn u32(&mut self) -> u32 {
        u32::from_le_bytes([self.byte(), self.byte(), self.byte(), self.byte()])
    }

    fn pick<T: Copy>(&mut self, choices: &[T]) -> T {
        choices[usize::from(self.byte()) % choices.len()]
    }

    /// Any `int`, most often one of the values checks get wrong.
    fn int(&mut self) -> c_int {
        match self.byte() % 8 {
            0 => -1,
            1 => c_int::MIN,
            2 => c_int::MAX,
            3 => 0,
            4 | 5 => c_int::from(self.byte()) % 40,
            _ => self.u32() as c_int,
        }
    }

    /// A size in bytes: zero, within a live buffer, or past any address space.
    fn size(&mut self) -> usize {
        match self.byte() % 6 {
            0 => 0,
            1 => usize::MAX,
            2 => usize::MAX / 2 + 1,
            3 => BUFFER + 1,
            _ => self.u32() as usize % (BUFFER / 2),
        }
    }
}

macro_rules! functions {
    ($($name:ident: fn($($arg:ty),*) $(-> $ret:ty)?;)*) => {
        /// The C functions called, with the signatures CUDA 13's headers declare.
        #[allow(non_snake_case)]
        struct Functions { $($name: unsafe extern "C" fn($($arg),*) $(-> $ret)?,)* }

        impl Functions {
            fn load(driver: &libloading::Library, cublas: &libloading::Library) -> Functions {
                Functions { $($name: symbol(driver, cublas, stringify!($name)),)* }
            }
        }
    };
}

functions! {
    cuInit: fn(c_uint) -> Status;
    cuDeviceGet: fn(*mut c_int, c_int) -> Status;
    cuDevicePrimaryCtxRetain: fn(*mut Handle, c_int) -> Status;
    cuCtxSetCurrent: fn(Handle) -> Status;
    cuCtxPushCurrent_v2: fn(Handle) -> Status;
    cuCtxPopCurrent_v2: fn(*mut Handle) -> Status;
    cuCtxGetCurrent: fn(*mut Handle) -> Status;
    cuCtxSynchronize: fn() -> Status;
    cuGetErrorName: fn(c_int, *mut *const c_char) -> Status;
    cuGetErrorString: fn(c_int, *mut *const c_char) -> Status;
    cuDeviceGetAttribute: fn(*mut c_int, c_int, c_int) -> Status;
    cuMemAlloc_v2: fn(*mut DevicePtr, usize) -> Status;
    cuMemFree_v2: fn(DevicePtr) -> Status;
    cuMemAllocHost_v2: fn(*mut *mut c_void, usize) -> Status;
    cuMemFreeHost: fn(*mut c_void) -> Status;
    cuMemcpyHtoD_v2: fn(DevicePtr, *const c_void, usize) -> Status;
    cuMemcpyDtoH_v2: fn(*mut c_void, DevicePtr, usize) -> Status;
    cuMemcpyDtoD_v2: fn(DevicePtr, DevicePtr, usize) -> Status;
    cuMemcpyHtoDAsync_v2: fn(DevicePtr, *const c_void, usize, Handle) -> Status;
    cuMemsetD8_v2: fn(DevicePtr, u8, usize) -> Status;
    cuMemsetD32_v2: fn(DevicePtr, c_uint, usize) -> Status;
    cuMemsetD32Async: fn(DevicePtr, c_uint, usize, Handle) -> Status;
    cuMemGetAddressRange_v2: fn(*mut DevicePtr, *mut usize, DevicePtr) -> Status;
    cuPointerGetAttribute: fn(*mut c_void, c_int, DevicePtr) -> Status;
    cuStreamCreate: fn(*mut Handle, c_uint) -> Status;
    cuStreamDestroy_v2: fn(Handle) -> Status;
    cuStreamSynchronize: fn(Handle) -> Status;
    cuStreamQuery: fn(Handle) -> Status;
    cuStreamWaitEvent: fn(Handle, Handle, c_uint) -> Status;
    cuEventCreate: fn(*mut Handle, c_uint) -> Status;
    cuEventDestroy_v2: fn(Handle) -> Status;
    cuEventRecord: fn(Handle, Handle) -> Status;
    cuEventSynchronize: fn(Handle) -> Status;
    cuEventQuery: fn(Handle) -> Status;
    cuEventElapsedTime: fn(*mut f32, Handle, Handle) -> Status;
    cuModuleLoadData: fn(*mut Handle, *const c_void) -> Status;
    cuModuleGetFunction: fn(*mut Handle, Handle, *const c_char) -> Status;
    cuModuleUnload: fn(Handle) -> Status;
    cuFuncGetAttribute: fn(*mut c_int, c_int, Handle) -> Status;
    cuLaunchKernel: fn(Handle, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, Handle, *mut *mut c_void, *mut *mut c_void) -> Status;
    cublasCreate_v2: fn(*mut Handle) -> Status;
    cublasDestroy_v2: fn(Handle) -> Status;
    cublasSetStream_v2: fn(Handle, Handle) -> Status;
    cublasGetStream_v2: fn(Handle, *mut Handle) -> Status;
    cublasSetPointerMode_v2: fn(Handle, c_int) -> Status;
    cublasGetPointerMode_v2: fn(Handle, *mut c_int) -> Status;
    cublasSetMathMode: fn(Handle, c_int) -> Status;
    cublasGetMathMode: fn(Handle, *mut c_int) -> Status;
    cublasGetStatusName: fn(c_int) -> *const c_char;
    cublasGetStatusString: fn(c_int) -> *const c_char;
    cublasSgemm_v2: fn(Handle, c_int, c_int, c_int, c_int, c_int, *const f32, *const f32, c_int, *const f32, c_int, *const f32, *mut f32, c_int) -> Status;
    cublasSgemv_v2: fn(Handle, c_int, c_int, c_int, *const f32, *const f32, c_int, *const f32, c_int, *const f32, *mut f32, c_int) -> Status;
    cublasSaxpy_v2: fn(Handle, c_int, *const f32, *const f32, c_int, *mut f32, c_int) -> Status;
    cublasSscal_v2: fn(Handle, c_int, *const f32, *mut f32, c_int) -> Status;
}

fn symbol<F: Copy>(driver: &libloading::Library, cublas: &libloading::Library, name: &str) -> F {
    let library = if name.starts_with("cublas") { cublas } else { driver };
    // SAFETY: `F` is the signature `functions!` declares for `name`, CUDA's own.
    unsafe { *library.get::<F>(name.as_bytes()).unwrap_or_else(|e| panic!("{name}: {e}")) }
}

/// What the calls act on. Handles are kept as `usize` so that the state may sit in a static.
struct State {
    api: Functions,
    context: usize,
    /// Device buffers of [`BUFFER`] bytes each, alive for the whole run.
    buffers: [DevicePtr; 3],
    /// A device float holding 1, for scalars in device pointer mode.
    device_one: DevicePtr,
    module: usize,
    kernel: usize,
    blas: usize,
    /// Handles of every kind that were destroyed, and addresses that were freed: an argument
    /// rocuda must refuse without touching what they named.
    dead: Vec<usize>,
    /// Made by this input, destroyed at its end.
    streams: Vec<usize>,
    events: Vec<usize>,
    allocations: Vec<DevicePtr>,
    blas_handles: Vec<usize>,
    /// The stream the live cuBLAS handle works on, and its pointer mode.
    blas_stream: usize,
    device_mode: bool,
    log: std::fs::File,
}

/// The tree's `target/rocuda/lib`, from this crate's directory.
fn lib_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/rocuda/lib")
}

fn state() -> &'static Mutex<State> {
    static STATE: OnceLock<Mutex<State>> = OnceLock::new();
    STATE.get_or_init(|| Mutex::new(setup()))
}

fn setup() -> State {
    let lib = lib_dir();
    assert!(lib.join("libcuda.so.1").is_file(), "{} has no libcuda.so.1: run `cargo xtask build` first", lib.display());
    let log_path = std::env::temp_dir().join(format!("rocuda-fuzz-exports-{}.log", std::process::id()));
    // SAFETY: set before rocuda's libraries are loaded, while no other thread runs.
    unsafe {
        std::env::set_var("ROCUDA_ROCM_LIB", lib.join("host"));
        std::env::set_var("ROCUDA_LOG", "error");
        std::env::set_var("ROCUDA_LOG_FILE", &log_path);
    }
    // SAFETY: rocuda's libraries, whose initializers only set up logging.
    let driver = unsafe { libloading::Library::new(lib.join("libcuda.so.1")) }.expect("libcuda.so.1 loads");
    // SAFETY: as above.
    let cublas = unsafe { libloading::Library::new(lib.join("libcublas.so.13")) }.expect("libcublas.so.13 loads");
    let api = Functions::load(&driver, &cublas);
    // The functions point into the libraries for the rest of the process.
    std::mem::forget((driver, cublas));
    let log = std::fs::OpenOptions::new().create(true).append(true).read(true).open(&log_path).expect("the log file opens");

    let mut device = 0;
    let mut context = std::ptr::null_mut();
    let mut buffers = [0; 3];
    let mut device_one = 0;
    let mut module = std::ptr::null_mut();
    let mut kernel = std::ptr::null_mut();
    let mut blas = std::ptr::null_mut();
    // SAFETY: CUDA's documented set-up sequence, each out-pointer a local of the right type.
    unsafe {
        ok((api.cuInit)(0), "cuInit");
        ok((api.cuDeviceGet)(&mut device, 0), "cuDeviceGet");
        ok((api.cuDevicePrimaryCtxRetain)(&mut context, device), "cuDevicePrimaryCtxRetain");
        ok((api.cuCtxSetCurrent)(context), "cuCtxSetCurrent");
        for buffer in &mut buffers {
            ok((api.cuMemAlloc_v2)(buffer, BUFFER), "cuMemAlloc");
            ok((api.cuMemsetD32_v2)(*buffer, 1.0f32.to_bits(), FLOATS), "cuMemsetD32");
        }
        ok((api.cuMemAlloc_v2)(&mut device_one, 4), "cuMemAlloc");
        ok((api.cuMemsetD32_v2)(device_one, 1.0f32.to_bits(), 1), "cuMemsetD32");
        ok((api.cuModuleLoadData)(&mut module, PTX.as_ptr().cast()), "cuModuleLoadData");
        ok((api.cuModuleGetFunction)(&mut kernel, module, c"add_one".as_ptr()), "cuModuleGetFunction");
        ok((api.cublasCreate_v2)(&mut blas), "cublasCreate");
    }
    State {
        api,
        context: context as usize,
        buffers,
        device_one,
        module: module as usize,
        kernel: kernel as usize,
        blas: blas as usize,
        dead: Vec::new(),
        streams: Vec::new(),
        events: Vec::new(),
        allocations: Vec::new(),
        blas_handles: Vec::new(),
        blas_stream: 0,
        device_mode: false,
        log,
    }
}

fn ok(status: Status, what: &str) {
    assert_eq!(status, 0, "{what} failed while setting up");
}

fn ptr(value: usize) -> Handle {
    value as Handle
}

/// One call per entry, picked by an input byte.
const CALLS: &[fn(&mut State, &mut Input)] = &[
    error_texts,
    device_attribute,
    alloc,
    free,
    alloc_host,
    copy_to_device,
    copy_to_host,
    copy_device,
    memset,
    address_range,
    pointer_attribute,
    stream_create,
    stream_destroy,
    stream_use,
    event_create,
    event_destroy,
    event_use,
    ctx_push_pop,
    module_calls,
    launch,
    blas_handle,
    blas_stream,
    blas_modes,
    blas_status_texts,
    sgemm,
    sgemv,
    saxpy,
    sscal,
];

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let mut state = state().lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let mut input = Input(data);
    while !input.0.is_empty() {
        let call = input.pick(CALLS);
        call(&mut state, &mut input);
    }
    tidy(&mut state);
    check_log(&mut state);
});

/// Destroys what this input made and puts the live objects back as they were, so that each
/// input starts from the same state whatever the inputs before it did.
fn tidy(s: &mut State) {
    let api = &s.api;
    // SAFETY: handles this input made and has not destroyed, and the live objects.
    unsafe {
        (api.cublasSetStream_v2)(ptr(s.blas), std::ptr::null_mut());
        (api.cublasSetPointerMode_v2)(ptr(s.blas), 0);
        (api.cublasSetMathMode)(ptr(s.blas), 0);
        for handle in s.blas_handles.drain(..) {
            (api.cublasDestroy_v2)(ptr(handle));
            s.dead.push(handle);
        }
        let mut popped = std::ptr::null_mut();
        for _ in 0..64 {
            if (api.cuCtxPopCurrent_v2)(&mut popped) != 0 {
                break;
            }
        }
        (api.cuCtxSetCurrent)(ptr(s.context));
        (api.cuCtxSynchronize)();
        for stream in s.streams.drain(..) {
            (api.cuStreamDestroy_v2)(ptr(stream));
            s.dead.push(stream);
        }
        for event in s.events.drain(..) {
            (api.cuEventDestroy_v2)(ptr(event));
            s.dead.push(event);
        }
        for allocation in s.allocations.drain(..) {
            (api.cuMemFree_v2)(allocation);
            s.dead.push(allocation as usize);
        }
    }
    s.blas_stream = 0;
    s.device_mode = false;
    // Enough dead values to pick from, without growing for ever.
    if s.dead.len() > 64 {
        s.dead.drain(..s.dead.len() - 64);
    }
}

/// Aborts on the log line of a panic a rocuda export caught: the status it returned is an
/// answer, but the panic is a bug.
fn check_log(s: &mut State) {
    let mut text = String::new();
    s.log.seek(SeekFrom::Start(0)).expect("the log seeks");
    s.log.read_to_string(&mut text).expect("the log reads");
    if let Some(line) = text.lines().find(|line| line.contains(" panicked: ")) {
        panic!("rocuda caught a panic: {line}");
    }
    s.log.set_len(0).expect("the log truncates");
}

/// A handle argument: a live one (given), null, a destroyed one, or a made-up value.
fn handle(s: &State, input: &mut Input, live: &[usize]) -> Handle {
    match input.byte() % 5 {
        0 | 1 if !live.is_empty() => ptr(input.pick(live)),
        2 if !s.dead.is_empty() => ptr(input.pick(&s.dead)),
        3 => ptr(MADE_UP),
        4 => ptr(DANGLING),
        _ => std::ptr::null_mut(),
    }
}

/// A device address that is not live memory: null, dangling, freed, or made up.
fn not_live(s: &State, input: &mut Input) -> DevicePtr {
    match input.byte() % 4 {
        0 => 0,
        1 => DANGLING as DevicePtr,
        2 if !s.dead.is_empty() => input.pick(&s.dead) as DevicePtr,
        _ => MADE_UP as DevicePtr,
    }
}

/// A device range and a size: inside a live buffer, or a range rocuda must refuse
/// (a non-live address, or a size past the end of the buffer or of any address space).
fn device_range(s: &State, input: &mut Input) -> (DevicePtr, usize) {
    let size = input.size();
    if input.byte() % 4 == 0 {
        return (not_live(s, input), size);
    }
    let buffer = input.pick(&s.buffers);
    if size <= BUFFER / 2 {
        let offset = input.u32() as usize % (BUFFER / 2);
        (buffer + offset as DevicePtr, size)
    } else {
        (buffer, size)
    }
}

fn error_texts(s: &mut State, input: &mut Input) {
    let code = input.int();
    let mut text = std::ptr::null();
    let out = if input.byte() % 4 == 0 { std::ptr::null_mut() } else { &raw mut text };
    // SAFETY: an out-pointer or null, which the function must refuse.
    unsafe {
        (s.api.cuGetErrorName)(code, out);
        (s.api.cuGetErrorString)(code, out);
    }
}

fn device_attribute(s: &mut State, input: &mut Input) {
    let mut value = 0;
    let (attribute, device) = (input.int(), input.int());
    // SAFETY: an out-pointer.
    unsafe { (s.api.cuDeviceGetAttribute)(&mut value, attribute, device) };
}

/// Sizes to allocate: small ones, and ones past `isize::MAX`, which no allocation can have.
/// (A size in between reaches the allocator, whose failure libFuzzer's malloc limit reports
/// as a crash, whatever rocuda makes of it.)
const ALLOCATIONS: [usize; 7] = [0, 1, 255, 4096, 1 << 20, usize::MAX, usize::MAX / 2 + 1];

fn alloc(s: &mut State, input: &mut Input) {
    let bytes = input.pick(&ALLOCATIONS);
    let mut address = 0;
    // SAFETY: an out-pointer.
    if unsafe { (s.api.cuMemAlloc_v2)(&mut address, bytes) } == 0 {
        s.allocations.push(address);
    }
}

fn free(s: &mut State, input: &mut Input) {
    let address = if !s.allocations.is_empty() && input.byte() % 2 == 0 {
        let address = s.allocations.swap_remove(usize::from(input.byte()) % s.allocations.len());
        s.dead.push(address as usize);
        address
    } else {
        not_live(s, input)
    };
    // SAFETY: an allocation of this input's, freed once, or an address rocuda must refuse.
    unsafe { (s.api.cuMemFree_v2)(address) };
}

fn alloc_host(s: &mut State, input: &mut Input) {
    let bytes = input.pick(&ALLOCATIONS);
    let mut host = std::ptr::null_mut();
    // SAFETY: an out-pointer; what it allocates is freed at once.
    unsafe {
        if (s.api.cuMemAllocHost_v2)(&mut host, bytes) == 0 {
            (s.api.cuMemFreeHost)(host);
        }
        let dead = ptr(not_live(s, input) as usize);
        (s.api.cuMemFreeHost)(dead);
    }
}

/// Host memory as large as any in-buffer device range, for copies.
fn host_buffer() -> Vec<u8> {
    vec![0x3c; BUFFER]
}

fn copy_to_device(s: &mut State, input: &mut Input) {
    let (dst, bytes) = device_range(s, input);
    let host = host_buffer();
    let stream = handle(s, input, &s.streams);
    // SAFETY: a host buffer as large as the largest in-buffer range; a larger size comes with
    // a size past the end of the device buffer, which rocuda must refuse.
    unsafe {
        if input.byte() % 2 == 0 {
            (s.api.cuMemcpyHtoD_v2)(dst, host.as_ptr().cast(), bytes);
        } else {
            (s.api.cuMemcpyHtoDAsync_v2)(dst, host.as_ptr().cast(), bytes, stream);
            (s.api.cuCtxSynchronize)();
        }
    }
}

fn copy_to_host(s: &mut State, input: &mut Input) {
    let (src, bytes) = device_range(s, input);
    let mut host = host_buffer();
    let target = if input.byte() % 8 == 0 { std::ptr::null_mut() } else { host.as_mut_ptr().cast() };
    // SAFETY: as in `copy_to_device`; a null destination rocuda must refuse.
    unsafe { (s.api.cuMemcpyDtoH_v2)(target, src, bytes) };
}

fn copy_device(s: &mut State, input: &mut Input) {
    let (dst, bytes) = device_range(s, input);
    let src = if input.byte() % 2 == 0 { input.pick(&s.buffers) } else { not_live(s, input) };
    // SAFETY: device ranges inside live buffers, or arguments rocuda must refuse.
    unsafe { (s.api.cuMemcpyDtoD_v2)(dst, src, bytes) };
}

fn memset(s: &mut State, input: &mut Input) {
    let (dst, bytes) = device_range(s, input);
    let stream = handle(s, input, &s.streams);
    // SAFETY: as in `copy_device`; the 32-bit forms count words, so a live range's size is
    // divided by four.
    unsafe {
        match input.byte() % 3 {
            0 => (s.api.cuMemsetD8_v2)(dst, input.byte(), bytes),
            1 => (s.api.cuMemsetD32_v2)(dst, input.u32(), words(bytes)),
            _ => {
                let status = (s.api.cuMemsetD32Async)(dst, input.u32(), words(bytes), stream);
                (s.api.cuCtxSynchronize)();
                status
            }
        };
    }
}

/// Four-byte words in a range of `bytes`, keeping sizes past any address space past it.
fn words(bytes: usize) -> usize {
    if bytes > BUFFER { bytes } else { bytes / 4 }
}

fn address_range(s: &mut State, input: &mut Input) {
    let (address, _) = device_range(s, input);
    let (mut base, mut size) = (0, 0);
    let base_out = if input.byte() % 4 == 0 { std::ptr::null_mut() } else { &raw mut base };
    // SAFETY: out-pointers, or null (which CUDA allows for either).
    unsafe { (s.api.cuMemGetAddressRange_v2)(base_out, &mut size, address) };
}

fn pointer_attribute(s: &mut State, input: &mut Input) {
    let (address, _) = device_range(s, input);
    let attribute = input.int();
    // Room for any attribute's value (the largest, the P2P tokens, is 16 bytes).
    let mut value = [0u64; 8];
    let out = if input.byte() % 8 == 0 { std::ptr::null_mut() } else { value.as_mut_ptr().cast() };
    // SAFETY: an out-pointer large enough for any attribute, or null.
    unsafe { (s.api.cuPointerGetAttribute)(out, attribute, address) };
}

fn stream_create(s: &mut State, input: &mut Input) {
    let mut stream = std::ptr::null_mut();
    let flags = input.pick(&[0, 1, 2, 0xffff_ffff]);
    // SAFETY: an out-pointer.
    if unsafe { (s.api.cuStreamCreate)(&mut stream, flags) } == 0 {
        s.streams.push(stream as usize);
    }
}

fn stream_destroy(s: &mut State, input: &mut Input) {
    let stream = if !s.streams.is_empty() && input.byte() % 2 == 0 {
        let stream = s.streams.swap_remove(usize::from(input.byte()) % s.streams.len());
        if stream == s.blas_stream {
            // A stream destroyed under a cuBLAS handle would leave the handle undefined.
            // SAFETY: the live handle and the default stream.
            unsafe { (s.api.cublasSetStream_v2)(ptr(s.blas), std::ptr::null_mut()) };
            s.blas_stream = 0;
        }
        s.dead.push(stream);
        ptr(stream)
    } else {
        handle(s, input, &[])
    };
    // SAFETY: a stream of this input's, destroyed once, or a handle rocuda must refuse.
    unsafe { (s.api.cuStreamDestroy_v2)(stream) };
}

fn stream_use(s: &mut State, input: &mut Input) {
    let stream = handle(s, input, &s.streams);
    let event = handle(s, input, &s.events);
    let flags = input.pick(&[0, 1, 0xffff_ffff]);
    // SAFETY: handles, live or ones rocuda must refuse.
    unsafe {
        match input.byte() % 3 {
            0 => (s.api.cuStreamSynchronize)(stream),
            1 => (s.api.cuStreamQuery)(stream),
            _ => (s.api.cuStreamWaitEvent)(stream, event, flags),
        };
    }
}

fn event_create(s: &mut State, input: &mut Input) {
    let mut event = std::ptr::null_mut();
    let flags = input.pick(&[0, 1, 2, 4, 0xffff_ffff]);
    // SAFETY: an out-pointer.
    if unsafe { (s.api.cuEventCreate)(&mut event, flags) } == 0 {
        s.events.push(event as usize);
    }
}

fn event_destroy(s: &mut State, input: &mut Input) {
    let event = if !s.events.is_empty() && input.byte() % 2 == 0 {
        let event = s.events.swap_remove(usize::from(input.byte()) % s.events.len());
        s.dead.push(event);
        ptr(event)
    } else {
        handle(s, input, &[])
    };
    // SAFETY: an event of this input's, destroyed once, or a handle rocuda must refuse.
    unsafe { (s.api.cuEventDestroy_v2)(event) };
}

fn event_use(s: &mut State, input: &mut Input) {
    let event = handle(s, input, &s.events);
    let other = handle(s, input, &s.events);
    let stream = handle(s, input, &s.streams);
    let mut milliseconds = 0.0;
    // SAFETY: handles, live or ones rocuda must refuse, and an out-pointer.
    unsafe {
        match input.byte() % 4 {
            0 => (s.api.cuEventRecord)(event, stream),
            1 => (s.api.cuEventSynchronize)(event),
            2 => (s.api.cuEventQuery)(event),
            _ => (s.api.cuEventElapsedTime)(&mut milliseconds, event, other),
        };
    }
}

fn ctx_push_pop(s: &mut State, input: &mut Input) {
    let mut current = std::ptr::null_mut();
    // SAFETY: the live context or a handle rocuda must refuse; out-pointers.
    unsafe {
        match input.byte() % 4 {
            0 => {
                let context = handle(s, input, &[s.context]);
                (s.api.cuCtxPushCurrent_v2)(context);
            }
            1 => {
                (s.api.cuCtxPopCurrent_v2)(&mut current);
            }
            2 => {
                (s.api.cuCtxSetCurrent)(handle(s, input, &[s.context]));
            }
            _ => {
                (s.api.cuCtxGetCurrent)(&mut current);
            }
        }
        // Every other call needs the live context current; put it back if a pop or a set
        // took it away.
        (s.api.cuCtxGetCurrent)(&mut current);
        if current as usize != s.context {
            (s.api.cuCtxSetCurrent)(ptr(s.context));
        }
    }
}

fn module_calls(s: &mut State, input: &mut Input) {
    let module = handle(s, input, &[s.module]);
    let name = input.pick(&[c"add_one".as_ptr(), c"".as_ptr(), c"missing".as_ptr(), std::ptr::null()]);
    let mut function = std::ptr::null_mut();
    let mut value = 0;
    let attribute = input.int();
    let kernel = handle(s, input, &[s.kernel]);
    // SAFETY: the live module and kernel, or handles rocuda must refuse; a C string or null.
    unsafe {
        match input.byte() % 3 {
            0 => (s.api.cuModuleGetFunction)(&mut function, module, name),
            1 => (s.api.cuFuncGetAttribute)(&mut value, attribute, kernel),
            _ => {
                let dead = ptr(not_live(s, input) as usize);
                (s.api.cuModuleUnload)(dead)
            }
        };
    }
}

/// The live kernel on the first buffer, with grid and block sizes from the input: any it
/// accepts stay inside the buffer (the kernel checks `n`), the rest rocuda must refuse.
fn launch(s: &mut State, input: &mut Input) {
    let kernel = handle(s, input, &[s.kernel, s.kernel]);
    let stream = handle(s, input, &s.streams);
    let mut data = s.buffers[0];
    let mut n = (input.u32() as usize % FLOATS) as c_uint;
    let mut params = [(&raw mut data).cast::<c_void>(), (&raw mut n).cast()];
    let grid = [input.pick(&[0, 1, 2, 65536, c_uint::MAX]), input.pick(&[0, 1, 65536]), 1];
    let block = [input.pick(&[0, 1, 64, 1024, 1025]), input.pick(&[0, 1, 2048]), 1];
    let shared = input.pick(&[0, 1024, c_uint::MAX]);
    let args = if input.byte() % 8 == 0 { std::ptr::null_mut() } else { params.as_mut_ptr() };
    // A large grid of a block size CUDA allows is valid work, not an argument to refuse:
    // only grids whose dimensions CUDA's limits refuse may be large, so that a call stays short.
    let threads = |dims: [c_uint; 3]| dims.iter().map(|d| u128::from(*d)).product::<u128>();
    let allowed = threads(block) <= 1024 && grid[0] <= c_int::MAX as c_uint && grid[1] <= 65535;
    if allowed && threads(grid) * threads(block) > 1 << 14 {
        return;
    }
    // SAFETY: the live kernel with its two parameters, or a handle or null parameters rocuda
    // must refuse.
    unsafe {
        (s.api.cuLaunchKernel)(kernel, grid[0], grid[1], grid[2], block[0], block[1], block[2], shared, stream, args, std::ptr::null_mut());
        (s.api.cuCtxSynchronize)();
    }
}

fn blas_handle(s: &mut State, input: &mut Input) {
    // SAFETY: out-pointers; handles of this input's, destroyed once, or ones rocuda must refuse.
    unsafe {
        if input.byte() % 2 == 0 {
            let mut created = std::ptr::null_mut();
            if (s.api.cublasCreate_v2)(&mut created) == 0 {
                s.blas_handles.push(created as usize);
            }
        } else if !s.blas_handles.is_empty() && input.byte() % 2 == 0 {
            let handle = s.blas_handles.swap_remove(usize::from(input.byte()) % s.blas_handles.len());
            s.dead.push(handle);
            (s.api.cublasDestroy_v2)(ptr(handle));
        } else {
            (s.api.cublasDestroy_v2)(handle(s, input, &[]));
        }
    }
}

/// The live cuBLAS handle, one made by this input, or a handle rocuda must refuse.
fn blas(s: &State, input: &mut Input) -> Handle {
    let mut live = s.blas_handles.clone();
    live.extend([s.blas, s.blas]);
    handle(s, input, &live)
}

fn blas_stream(s: &mut State, input: &mut Input) {
    // Only the long-lived handle gets a stream: `stream_destroy` takes it back from the
    // handle before destroying it, as a program must.
    let handle_arg = handle(s, input, &[s.blas, s.blas]);
    let stream = handle(s, input, &s.streams);
    let mut got = std::ptr::null_mut();
    let out = if input.byte() % 4 == 0 { std::ptr::null_mut() } else { &raw mut got };
    // SAFETY: handles, live or ones rocuda must refuse; an out-pointer or null.
    unsafe {
        if (s.api.cublasSetStream_v2)(handle_arg, stream) == 0 && handle_arg as usize == s.blas {
            s.blas_stream = stream as usize;
        }
        (s.api.cublasGetStream_v2)(handle_arg, out);
    }
}

fn blas_modes(s: &mut State, input: &mut Input) {
    let handle_arg = blas(s, input);
    let value = input.int();
    let mut got = 0;
    let out = if input.byte() % 4 == 0 { std::ptr::null_mut() } else { &raw mut got };
    // SAFETY: handles, live or ones rocuda must refuse; any enum value; an out-pointer or null.
    unsafe {
        if input.byte() % 2 == 0 {
            // Only the long-lived handle's pointer mode is followed by `scalar`.
            let handle_arg = handle(s, input, &[s.blas, s.blas]);
            (s.api.cublasSetPointerMode_v2)(handle_arg, value);
            (s.api.cublasGetPointerMode_v2)(handle_arg, out);
        } else {
            (s.api.cublasSetMathMode)(handle_arg, value);
            (s.api.cublasGetMathMode)(handle_arg, out);
        }
        let mut mode = 0;
        (s.api.cublasGetPointerMode_v2)(ptr(s.blas), &mut mode);
        s.device_mode = mode == 1;
    }
}

fn blas_status_texts(s: &mut State, input: &mut Input) {
    let status = input.int();
    // SAFETY: any status value; the texts are static C strings, read to their end.
    unsafe {
        for text in [(s.api.cublasGetStatusName)(status), (s.api.cublasGetStatusString)(status)] {
            assert!(!text.is_null(), "a cuBLAS status text is null");
            let _ = std::ffi::CStr::from_ptr(text).to_bytes().len();
        }
    }
}

/// A scalar for the handle's pointer mode: host or device memory holding 1, or null.
fn scalar(s: &State, input: &mut Input) -> *const f32 {
    static ONE: f32 = 1.0;
    match input.byte() % 8 {
        0 => std::ptr::null(),
        _ if s.device_mode => s.device_one as *const f32,
        _ => &ONE,
    }
}

/// A dimension: up to [`MAX_DIM`], or one past it, or negative.
fn dim(input: &mut Input) -> c_int {
    match input.byte() % 6 {
        0 => input.pick(&[-1, c_int::MIN, c_int::MAX, 1 << 20]),
        _ => c_int::from(input.byte()) % (MAX_DIM + 1),
    }
}

/// A leading dimension or increment: up to 32 either way, or zero.
fn stride(input: &mut Input) -> c_int {
    match input.byte() % 6 {
        0 => input.pick(&[0, -1, -3, -32]),
        _ => c_int::from(input.byte()) % 33,
    }
}

/// An operation: `N`, `T`, `C`, or a value no header names.
fn operation(input: &mut Input) -> c_int {
    match input.byte() % 5 {
        0 => input.pick(&[-1, 3, 4, 111, c_int::MAX]),
        choice => c_int::from(choice - 1) % 3,
    }
}

/// Whether `op` could be read as an operation: `N`, `T`, `C`, and `CONJG` (3), which a real
/// function might read as `N` or `T`.
fn known(op: c_int) -> bool {
    (0..=3).contains(&op)
}

/// What a leading dimension must reach for a matrix of `rows` rows: the reference BLAS check.
fn reaches(ld: c_int, rows: c_int) -> bool {
    ld >= rows.max(1)
}

/// The operands of a call its arguments let through: the live buffers, and sizes past
/// [`MAX_DIM`] brought back to it, so that what the call reads and writes (at most 32 × 16
/// floats) lies inside them. A call its arguments do not let through gets, at random,
/// operands that are null, dangling or freed: rocuda must refuse it before touching them.
fn operands<const N: usize>(s: &State, input: &mut Input, accepted: bool, dims: &mut [c_int]) -> [DevicePtr; N] {
    if accepted {
        for d in dims {
            *d = (*d).min(MAX_DIM);
        }
    }
    std::array::from_fn(|_| if accepted || input.byte() % 4 != 0 { input.pick(&s.buffers) } else { not_live(s, input) })
}

fn sgemm(s: &mut State, input: &mut Input) {
    let handle_arg = blas(s, input);
    let (ta, tb) = (operation(input), operation(input));
    let mut dims = [dim(input), dim(input), dim(input)];
    let (lda, ldb, ldc) = (stride(input), stride(input), stride(input));
    let (alpha, beta) = (scalar(s, input), scalar(s, input));
    let [m, n, k] = dims;
    let accepted = dims.iter().all(|d| *d >= 0)
        && known(ta)
        && known(tb)
        && reaches(lda, if ta == 0 { m } else { k })
        && reaches(ldb, if tb == 0 { k } else { n })
        && reaches(ldc, m);
    let [a, b, c] = operands(s, input, accepted, &mut dims);
    let [m, n, k] = dims;
    // SAFETY: scalars for the pointer mode or null; operands live buffers, and sizes within
    // them, whenever the arguments let the call through (`operands`).
    unsafe {
        (s.api.cublasSgemm_v2)(handle_arg, ta, tb, m, n, k, alpha, a as *const f32, lda, b as *const f32, ldb, beta, c as *mut f32, ldc);
        (s.api.cuCtxSynchronize)();
    }
}

fn sgemv(s: &mut State, input: &mut Input) {
    let handle_arg = blas(s, input);
    let trans = operation(input);
    let mut dims = [dim(input), dim(input)];
    let (lda, incx, incy) = (stride(input), stride(input), stride(input));
    let (alpha, beta) = (scalar(s, input), scalar(s, input));
    let accepted = dims.iter().all(|d| *d >= 0) && known(trans) && reaches(lda, dims[0]) && incx != 0 && incy != 0;
    let [a, x, y] = operands(s, input, accepted, &mut dims);
    let [m, n] = dims;
    // SAFETY: as in `sgemm`.
    unsafe {
        (s.api.cublasSgemv_v2)(handle_arg, trans, m, n, alpha, a as *const f32, lda, x as *const f32, incx, beta, y as *mut f32, incy);
        (s.api.cuCtxSynchronize)();
    }
}

fn saxpy(s: &mut State, input: &mut Input) {
    let handle_arg = blas(s, input);
    let mut dims = [dim(input)];
    let (incx, incy) = (stride(input), stride(input));
    let alpha = scalar(s, input);
    let [x, y] = operands(s, input, dims[0] > 0, &mut dims);
    // SAFETY: as in `sgemm`.
    unsafe {
        (s.api.cublasSaxpy_v2)(handle_arg, dims[0], alpha, x as *const f32, incx, y as *mut f32, incy);
        (s.api.cuCtxSynchronize)();
    }
}

fn sscal(s: &mut State, input: &mut Input) {
    let handle_arg = blas(s, input);
    let mut dims = [dim(input)];
    let incx = stride(input);
    let alpha = scalar(s, input);
    let [x] = operands(s, input, dims[0] > 0 && incx > 0, &mut dims);
    // SAFETY: as in `sgemm`.
    unsafe {
        (s.api.cublasSscal_v2)(handle_arg, dims[0], alpha, x as *mut f32, incx);
        (s.api.cuCtxSynchronize)();
    }
}
