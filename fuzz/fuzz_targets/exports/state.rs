//! The live objects every input acts on, set up once, put back after each input, and the
//! arguments drawn from them.

use std::ffi::c_int;
use std::io::{Read, Seek, SeekFrom};
use std::path::PathBuf;
use std::sync::{Mutex, OnceLock};

use crate::functions::Functions;
use crate::input::Input;
use crate::{DevicePtr, Handle, Status};

/// Bytes in each live device buffer: more than any call below reaches through a live pointer.
pub(crate) const BUFFER: usize = 1 << 16;
/// Floats in each live device buffer.
pub(crate) const FLOATS: usize = BUFFER / 4;
/// The largest dimension a cuBLAS call gets alongside live buffers: 16 × 16 floats with a
/// leading dimension up to 32 stays inside [`FLOATS`].
pub(crate) const MAX_DIM: c_int = 16;

/// A pointer no allocator returns: the first page is never mapped.
pub(crate) const DANGLING: usize = 0x10;
/// A handle value no library made.
pub(crate) const MADE_UP: usize = 0x7777_0000_1234;

/// A kernel that adds one to each of `n` floats.
pub(crate) const PTX: &str = "
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

/// What the calls act on. Handles are kept as `usize` so that the state may sit in a static.
pub(crate) struct State {
    pub(crate) api: Functions,
    pub(crate) context: usize,
    /// Device buffers of [`BUFFER`] bytes each, alive for the whole run.
    pub(crate) buffers: [DevicePtr; 3],
    /// A device float holding 1, for scalars in device pointer mode.
    pub(crate) device_one: DevicePtr,
    pub(crate) module: usize,
    pub(crate) kernel: usize,
    pub(crate) blas: usize,
    /// Handles of every kind that were destroyed, and addresses that were freed: an argument
    /// rocuda must refuse without touching what they named.
    pub(crate) dead: Vec<usize>,
    /// Made by this input, destroyed at its end.
    pub(crate) streams: Vec<usize>,
    pub(crate) events: Vec<usize>,
    pub(crate) allocations: Vec<DevicePtr>,
    pub(crate) blas_handles: Vec<usize>,
    /// The stream the live cuBLAS handle works on, and its pointer mode.
    pub(crate) blas_stream: usize,
    pub(crate) device_mode: bool,
    pub(crate) log: std::fs::File,
}

/// The tree's `target/rocuda/lib`, from this crate's directory.
pub(crate) fn lib_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/rocuda/lib")
}

pub(crate) fn state() -> &'static Mutex<State> {
    static STATE: OnceLock<Mutex<State>> = OnceLock::new();
    STATE.get_or_init(|| Mutex::new(setup()))
}

pub(crate) fn setup() -> State {
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

pub(crate) fn ok(status: Status, what: &str) {
    assert_eq!(status, 0, "{what} failed while setting up");
}

pub(crate) fn ptr(value: usize) -> Handle {
    value as Handle
}

/// Destroys what this input made and puts the live objects back as they were, so that each
/// input starts from the same state whatever the inputs before it did.
pub(crate) fn tidy(s: &mut State) {
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
pub(crate) fn check_log(s: &mut State) {
    let mut text = String::new();
    s.log.seek(SeekFrom::Start(0)).expect("the log seeks");
    s.log.read_to_string(&mut text).expect("the log reads");
    if let Some(line) = text.lines().find(|line| line.contains(" panicked: ")) {
        panic!("rocuda caught a panic: {line}");
    }
    s.log.set_len(0).expect("the log truncates");
}

/// A handle argument: a live one (given), null, a destroyed one, or a made-up value.
pub(crate) fn handle(s: &State, input: &mut Input, live: &[usize]) -> Handle {
    match input.byte() % 5 {
        0 | 1 if !live.is_empty() => ptr(input.pick(live)),
        2 if !s.dead.is_empty() => ptr(input.pick(&s.dead)),
        3 => ptr(MADE_UP),
        4 => ptr(DANGLING),
        _ => std::ptr::null_mut(),
    }
}

/// A device address that is not live memory: null, dangling, freed, or made up.
pub(crate) fn not_live(s: &State, input: &mut Input) -> DevicePtr {
    match input.byte() % 4 {
        0 => 0,
        1 => DANGLING as DevicePtr,
        2 if !s.dead.is_empty() => input.pick(&s.dead) as DevicePtr,
        _ => MADE_UP as DevicePtr,
    }
}

/// A device range and a size: inside a live buffer, or a range rocuda must refuse
/// (a non-live address, or a size past the end of the buffer or of any address space).
pub(crate) fn device_range(s: &State, input: &mut Input) -> (DevicePtr, usize) {
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
