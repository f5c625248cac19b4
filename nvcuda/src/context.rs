//! Contexts: rocuda's own objects (HIP's context API is deprecated), a per-thread stack of
//! current contexts, and one primary context per device.
//!
//! A context records its device and flags, the limits a program set, and the
//! context-local storage NVIDIA's runtime keeps in it (`dark.rs`). Work is done by HIP on
//! the context's device; HIP has no per-context state that rocuda relies on.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::ffi::c_void;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use rocuda_core::handles::Registry;

use crate::types::{CUcontext, CUctxCreateParams, CUdevice, CUfunc_cache, CUlimit, CUresult, CUsharedconfig};
use crate::{check, device, init};

/// A destructor NVIDIA's runtime registers with a context-local value.
pub type StorageDestructor = Option<unsafe extern "C" fn(CUcontext, *mut c_void, *mut c_void)>;

pub struct Context {
    pub device: CUdevice,
    flags: AtomicU32,
    pub primary: bool,
    limits: Mutex<BTreeMap<u32, usize>>,
    cache_config: AtomicU32,
    /// Context-local storage: key → (value, destructor).
    pub storage: Mutex<BTreeMap<usize, (usize, StorageDestructor)>>,
}

static CONTEXTS: Registry<Context> = Registry::new();

thread_local! {
    /// This thread's context stack; the last is current.
    static STACK: RefCell<Vec<usize>> = const { RefCell::new(Vec::new()) };
}

/// Runs `f` on this thread's context stack. While the thread's storage is being destroyed
/// (NVIDIA's runtime unloads its libraries from `atexit`), the stack reads as empty.
fn with_stack<T>(f: impl FnOnce(&mut Vec<usize>) -> T) -> T {
    let mut f = Some(f);
    let mut run = |stack: &mut Vec<usize>| f.take().map(|f| f(stack));
    match STACK.try_with(|stack| run(&mut stack.borrow_mut())) {
        Ok(Some(result)) => result,
        _ => run(&mut Vec::new()).expect("`f` runs once: `try_with` failed before calling it"),
    }
}

fn handle(context: usize) -> CUcontext {
    context as CUcontext
}

/// The context behind `context`, or `CUDA_ERROR_INVALID_CONTEXT`.
pub fn get(context: CUcontext) -> Result<Arc<Context>, CUresult> {
    CONTEXTS.get(context as usize).ok_or(CUresult::CUDA_ERROR_INVALID_CONTEXT)
}

/// The calling thread's current context, which most driver functions need.
pub fn current() -> Result<Arc<Context>, CUresult> {
    current_with_handle().map(|(_, context)| context)
}

/// The current context and its handle, for objects that record the context they belong to.
pub fn current_with_handle() -> Result<(CUcontext, Arc<Context>), CUresult> {
    init::initialized()?;
    current_handle().and_then(|h| Some((handle(h), CONTEXTS.get(h)?))).ok_or(CUresult::CUDA_ERROR_INVALID_CONTEXT)
}

/// `CUDA_ERROR_INVALID_CONTEXT` unless a context is current; for paths that need only that.
pub fn ensure_current() -> Result<(), CUresult> {
    init::initialized()?;
    match current_handle() {
        Some(handle) if CONTEXTS.contains(handle) => Ok(()),
        _ => Err(CUresult::CUDA_ERROR_INVALID_CONTEXT),
    }
}

fn current_handle() -> Option<usize> {
    STACK.try_with(|stack| stack.borrow().last().copied()).ok().flatten()
}

/// Each device's primary context and how many times it is retained.
struct Primary {
    handle: usize,
    retained: u32,
}

fn primaries() -> &'static Mutex<BTreeMap<CUdevice, Primary>> {
    static PRIMARIES: OnceLock<Mutex<BTreeMap<CUdevice, Primary>>> = OnceLock::new();
    PRIMARIES.get_or_init(|| Mutex::new(BTreeMap::new()))
}

fn new_context(device: CUdevice, flags: u32, primary: bool) -> usize {
    let context = Context {
        device,
        flags: AtomicU32::new(flags),
        primary,
        limits: Mutex::new(BTreeMap::new()),
        cache_config: AtomicU32::new(0),
        storage: Mutex::new(BTreeMap::new()),
    };
    CONTEXTS.insert(context).0
}

/// The primary context of `device`, made on first use and never destroyed (a reset clears
/// its state), so its handle stays valid for NVIDIA's runtime.
pub fn primary(device: CUdevice) -> Result<CUcontext, CUresult> {
    device::get(device)?;
    let mut primaries = primaries().lock().unwrap_or_else(|p| p.into_inner());
    let entry = primaries.entry(device).or_insert_with(|| Primary { handle: new_context(device, 0, true), retained: 0 });
    Ok(handle(entry.handle))
}

pub fn cuDevicePrimaryCtxRetain(context: &mut CUcontext, device: CUdevice) -> Result<(), CUresult> {
    *context = primary(device)?;
    let mut primaries = primaries().lock().unwrap_or_else(|p| p.into_inner());
    if let Some(entry) = primaries.get_mut(&device) {
        entry.retained = entry.retained.saturating_add(1);
    }
    Ok(())
}

pub fn cuDevicePrimaryCtxRelease_v2(device: CUdevice) -> Result<(), CUresult> {
    primary(device)?;
    let mut primaries = primaries().lock().unwrap_or_else(|p| p.into_inner());
    match primaries.get_mut(&device) {
        Some(entry) if entry.retained > 0 => {
            entry.retained -= 1;
            Ok(())
        }
        _ => Err(CUresult::CUDA_ERROR_INVALID_CONTEXT),
    }
}

/// The pre-CUDA 11 ABIs of the primary-context functions are the same calls.
pub fn cuDevicePrimaryCtxRelease(device: CUdevice) -> Result<(), CUresult> {
    cuDevicePrimaryCtxRelease_v2(device)
}

pub fn cuDevicePrimaryCtxSetFlags(device: CUdevice, flags: u32) -> Result<(), CUresult> {
    cuDevicePrimaryCtxSetFlags_v2(device, flags)
}

pub fn cuDevicePrimaryCtxReset(device: CUdevice) -> Result<(), CUresult> {
    cuDevicePrimaryCtxReset_v2(device)
}

pub fn cuDevicePrimaryCtxGetState(device: CUdevice, flags: &mut u32, active: &mut i32) -> Result<(), CUresult> {
    let context = get(primary(device)?)?;
    let primaries = primaries().lock().unwrap_or_else(|p| p.into_inner());
    *flags = context.flags.load(Ordering::Relaxed);
    *active = i32::from(primaries.get(&device).is_some_and(|p| p.retained > 0));
    Ok(())
}

pub fn cuDevicePrimaryCtxSetFlags_v2(device: CUdevice, flags: u32) -> Result<(), CUresult> {
    check_flags(flags)?;
    get(primary(device)?)?.flags.store(flags, Ordering::Relaxed);
    Ok(())
}

pub fn cuDevicePrimaryCtxReset_v2(device: CUdevice) -> Result<(), CUresult> {
    let context = get(primary(device)?)?;
    context.flags.store(0, Ordering::Relaxed);
    context.limits.lock().unwrap_or_else(|p| p.into_inner()).clear();
    run_storage_destructors(primary(device)?, &context);
    // SAFETY: no arguments.
    check(unsafe { hip_sys::hipDeviceSynchronize() })
}

fn run_storage_destructors(handle: CUcontext, context: &Context) {
    let entries = std::mem::take(&mut *context.storage.lock().unwrap_or_else(|p| p.into_inner()));
    for (key, (value, destructor)) in entries {
        if let Some(destructor) = destructor {
            // SAFETY: the destructor the runtime registered, with the arguments it expects.
            unsafe { destructor(handle, key as *mut c_void, value as *mut c_void) };
        }
    }
}

/// Scheduling and mapping flags a context accepts (`CU_CTX_SCHED_MASK | CU_CTX_MAP_HOST |
/// CU_CTX_LMEM_RESIZE_TO_MAX | CU_CTX_COREDUMP_ENABLE | CU_CTX_USER_COREDUMP_ENABLE |
/// CU_CTX_SYNC_MEMOPS`).
fn check_flags(flags: u32) -> Result<(), CUresult> {
    const KNOWN: u32 = 0x07 | 0x08 | 0x10 | 0x20 | 0x40 | 0x80;
    let schedule = flags & 0x07;
    if flags & !KNOWN != 0 || !matches!(schedule, 0 | 1 | 2 | 4) {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    Ok(())
}

pub fn cuCtxCreate_v2(context: &mut CUcontext, flags: u32, device: CUdevice) -> Result<(), CUresult> {
    device::get(device)?;
    check_flags(flags)?;
    let created = new_context(device, flags, false);
    with_stack(|stack| stack.push(created));
    *context = handle(created);
    Ok(())
}

/// CUDA 13's `cuCtxCreate`: as `cuCtxCreate_v2` when `params` asks for no execution affinity
/// and no shared-memory carve-out (CIG), which HIP has no way to give a context.
pub fn cuCtxCreate_v4(context: &mut CUcontext, params: Option<&mut CUctxCreateParams>, flags: u32, device: CUdevice) -> Result<(), CUresult> {
    if let Some(params) = params
        && (params.numExecAffinityParams > 0 || !params.cigParams.is_null())
    {
        tracing::warn!("cuda: cuCtxCreate: execution affinity and CIG parameters are not supported");
        return Err(CUresult::CUDA_ERROR_NOT_SUPPORTED);
    }
    cuCtxCreate_v2(context, flags, device)
}

pub fn cuCtxDestroy_v2(context: CUcontext) -> Result<(), CUresult> {
    let object = get(context)?;
    if object.primary {
        return Err(CUresult::CUDA_ERROR_INVALID_CONTEXT);
    }
    // SAFETY: no arguments.
    check(unsafe { hip_sys::hipDeviceSynchronize() })?;
    run_storage_destructors(context, &object);
    CONTEXTS.remove(context as usize);
    with_stack(|stack| stack.retain(|h| *h != context as usize));
    Ok(())
}

pub fn cuCtxPushCurrent_v2(context: CUcontext) -> Result<(), CUresult> {
    get(context)?;
    with_stack(|stack| stack.push(context as usize));
    Ok(())
}

pub fn cuCtxPopCurrent_v2(context: Option<&mut CUcontext>) -> Result<(), CUresult> {
    init::initialized()?;
    let popped = with_stack(|stack| stack.pop()).ok_or(CUresult::CUDA_ERROR_INVALID_CONTEXT)?;
    if let Some(context) = context {
        *context = handle(popped);
    }
    Ok(())
}

pub fn cuCtxSetCurrent(context: CUcontext) -> Result<(), CUresult> {
    init::initialized()?;
    if context.is_null() {
        with_stack(|stack| stack.pop());
        return Ok(());
    }
    get(context)?;
    with_stack(|stack| {
        stack.pop();
        stack.push(context as usize);
    });
    Ok(())
}

pub fn cuCtxGetCurrent(context: &mut CUcontext) -> Result<(), CUresult> {
    init::initialized()?;
    *context = current_handle().filter(|h| CONTEXTS.get(*h).is_some()).map_or(std::ptr::null_mut(), handle);
    Ok(())
}

pub fn cuCtxGetDevice(device: &mut CUdevice) -> Result<(), CUresult> {
    *device = current()?.device;
    Ok(())
}

pub fn cuCtxGetDevice_v2(device: &mut CUdevice, context: CUcontext) -> Result<(), CUresult> {
    *device = if context.is_null() { current()? } else { get(context)? }.device;
    Ok(())
}

pub fn cuCtxGetFlags(flags: &mut u32) -> Result<(), CUresult> {
    *flags = current()?.flags.load(Ordering::Relaxed);
    Ok(())
}

pub fn cuCtxSetFlags(flags: u32) -> Result<(), CUresult> {
    check_flags(flags)?;
    current()?.flags.store(flags, Ordering::Relaxed);
    Ok(())
}

pub fn cuCtxSynchronize() -> Result<(), CUresult> {
    current()?;
    // SAFETY: no arguments.
    check(unsafe { hip_sys::hipDeviceSynchronize() })
}

pub fn cuCtxSynchronize_v2(context: CUcontext) -> Result<(), CUresult> {
    if context.is_null() {
        current()?;
    } else {
        get(context)?;
    }
    // SAFETY: no arguments.
    check(unsafe { hip_sys::hipDeviceSynchronize() })
}

pub fn cuCtxGetApiVersion(context: CUcontext, version: &mut u32) -> Result<(), CUresult> {
    if context.is_null() {
        current()?;
    } else {
        get(context)?;
    }
    // The driver API version contexts have had since CUDA 3.2.
    *version = 3020;
    Ok(())
}

/// `CU_LIMIT_*` values and the defaults NVIDIA documents.
fn default_limit(limit: CUlimit) -> Option<usize> {
    Some(match limit {
        CUlimit::CU_LIMIT_STACK_SIZE => 1024,
        CUlimit::CU_LIMIT_PRINTF_FIFO_SIZE => 1 << 20,
        CUlimit::CU_LIMIT_MALLOC_HEAP_SIZE => 8 << 20,
        CUlimit::CU_LIMIT_DEV_RUNTIME_SYNC_DEPTH => 2,
        CUlimit::CU_LIMIT_DEV_RUNTIME_PENDING_LAUNCH_COUNT => 2048,
        CUlimit::CU_LIMIT_MAX_L2_FETCH_GRANULARITY => 64,
        CUlimit::CU_LIMIT_PERSISTING_L2_CACHE_SIZE => 0,
        _ => return None,
    })
}

pub fn cuCtxGetLimit(value: &mut usize, limit: CUlimit) -> Result<(), CUresult> {
    let context = current()?;
    let default = default_limit(limit).ok_or(CUresult::CUDA_ERROR_UNSUPPORTED_LIMIT)?;
    *value = context.limits.lock().unwrap_or_else(|p| p.into_inner()).get(&limit.0).copied().unwrap_or(default);
    Ok(())
}

/// Limits are recorded and reported back; rocuda's kernels have no fixed stack, printf
/// buffer or heap that they would bound.
pub fn cuCtxSetLimit(limit: CUlimit, value: usize) -> Result<(), CUresult> {
    let context = current()?;
    default_limit(limit).ok_or(CUresult::CUDA_ERROR_UNSUPPORTED_LIMIT)?;
    context.limits.lock().unwrap_or_else(|p| p.into_inner()).insert(limit.0, value);
    Ok(())
}

pub fn cuCtxGetCacheConfig(config: &mut CUfunc_cache) -> Result<(), CUresult> {
    *config = CUfunc_cache(current()?.cache_config.load(Ordering::Relaxed));
    Ok(())
}

/// A preference only: AMD GPUs have no configurable split of L1 and shared memory.
pub fn cuCtxSetCacheConfig(config: CUfunc_cache) -> Result<(), CUresult> {
    current()?.cache_config.store(config.0, Ordering::Relaxed);
    Ok(())
}

pub fn cuCtxGetSharedMemConfig(config: &mut CUsharedconfig) -> Result<(), CUresult> {
    current()?;
    *config = CUsharedconfig::CU_SHARED_MEM_CONFIG_FOUR_BYTE_BANK_SIZE;
    Ok(())
}

pub fn cuCtxGetStreamPriorityRange(least: Option<&mut i32>, greatest: Option<&mut i32>) -> Result<(), CUresult> {
    current()?;
    let (mut l, mut g) = (0, 0);
    // SAFETY: out-pointers.
    check(unsafe { hip_sys::hipDeviceGetStreamPriorityRange(&mut l, &mut g) })?;
    if let Some(least) = least {
        *least = l;
    }
    if let Some(greatest) = greatest {
        *greatest = g;
    }
    Ok(())
}

pub fn cuCtxGetId(context: CUcontext, id: &mut u64) -> Result<(), CUresult> {
    let handle = if context.is_null() { current_handle().ok_or(CUresult::CUDA_ERROR_INVALID_CONTEXT)? } else { context as usize };
    get(handle as CUcontext)?;
    *id = handle as u64;
    Ok(())
}
