//! The one device: the host CPU, described as a GPU with CUDA's usual limits.
//!
//! `gcnArchName` is `host`, the name of rocuda's host compiler target, so the code that picks a
//! compiler target from the device's architecture (one code path, DESIGN.md principle 2)
//! compiles kernels for the CPU here.

use std::ffi::{c_char, c_int};
use std::sync::OnceLock;

use hip_sys::{hipDevice_t, hipDeviceAttribute_t as A, hipDeviceProp_tR0600, hipError_t};

use crate::api::{HipResult, call, ensure, write};
use crate::executor;
use crate::stream::captures;

/// The compiler target the device's code objects are for.
pub const ARCH_NAME: &str = "host";

pub const WARP_SIZE: u32 = 32;
pub const MAX_THREADS_PER_BLOCK: u32 = 1024;
pub const MAX_BLOCK_DIM: [u32; 3] = [1024, 1024, 64];
pub const MAX_GRID_DIM: [u32; 3] = [i32::MAX as u32, 65535, 65535];
/// Shared memory a block gets without opting in (static and dynamic together).
pub const SHARED_PER_BLOCK: u32 = 48 << 10;
/// The most a kernel may opt in to with `hipFuncSetAttribute`.
pub const SHARED_PER_BLOCK_OPTIN: u32 = 160 << 10;
pub const MAX_THREADS_PER_MULTIPROCESSOR: u32 = 2048;
pub const MAX_BLOCKS_PER_MULTIPROCESSOR: u32 = 32;
/// The range of stream priorities, lowest first: a lower number is a higher priority.
pub const PRIORITY_LEAST: c_int = 0;
pub const PRIORITY_GREATEST: c_int = -1;

/// The device's properties, computed once.
pub fn properties() -> &'static hipDeviceProp_tR0600 {
    static PROPERTIES: OnceLock<Properties> = OnceLock::new();
    &PROPERTIES.get_or_init(|| Properties(describe())).0
}

/// The properties, shareable: their one pointer (`hdpMemFlushCntl`) is null.
struct Properties(hipDeviceProp_tR0600);

// SAFETY: plain data; its one pointer field (`hdpMemFlushCntl`) is null and never
// dereferenced, so moving the value to another thread moves nothing it points to.
unsafe impl Send for Properties {}
// SAFETY: shared references only read the value, which is never changed after it is made,
// and its one pointer is null.
unsafe impl Sync for Properties {}

fn describe() -> hipDeviceProp_tR0600 {
    // SAFETY: the struct is plain C data (integers, arrays, one pointer) for which all-zero
    // bits are valid.
    let mut p: hipDeviceProp_tR0600 = unsafe { std::mem::zeroed() };
    copy_str(&mut p.name, &format!("rocuda host device ({})", cpu_model()));
    copy_str(&mut p.gcnArchName, ARCH_NAME);
    let (total, _) = memory_info();
    p.totalGlobalMem = total;
    p.sharedMemPerBlock = SHARED_PER_BLOCK as usize;
    p.sharedMemPerBlockOptin = SHARED_PER_BLOCK_OPTIN as usize;
    p.sharedMemPerMultiprocessor = (SHARED_PER_BLOCK_OPTIN as usize) * 2;
    p.maxSharedMemoryPerMultiProcessor = p.sharedMemPerMultiprocessor;
    p.regsPerBlock = 65536;
    p.regsPerMultiprocessor = 65536;
    p.warpSize = WARP_SIZE as c_int;
    p.memPitch = i32::MAX as usize;
    p.maxThreadsPerBlock = MAX_THREADS_PER_BLOCK as c_int;
    p.maxThreadsDim = MAX_BLOCK_DIM.map(|d| d as c_int);
    p.maxGridSize = MAX_GRID_DIM.map(|d| d as c_int);
    p.clockRate = 1_000_000;
    p.clockInstructionRate = 1_000_000;
    p.memoryClockRate = 1_000_000;
    p.memoryBusWidth = 64;
    p.totalConstMem = 64 << 10;
    p.textureAlignment = 256;
    p.texturePitchAlignment = 256;
    p.surfaceAlignment = 256;
    p.multiProcessorCount = executor::workers() as c_int;
    p.maxThreadsPerMultiProcessor = MAX_THREADS_PER_MULTIPROCESSOR as c_int;
    p.maxBlocksPerMultiProcessor = MAX_BLOCKS_PER_MULTIPROCESSOR as c_int;
    p.cooperativeLaunch = 1;
    p.l2CacheSize = 4 << 20;
    p.integrated = 1;
    p.canMapHostMemory = 1;
    p.concurrentKernels = 1;
    p.deviceOverlap = 1;
    p.unifiedAddressing = 1;
    p.managedMemory = 1;
    p.concurrentManagedAccess = 1;
    p.pageableMemoryAccess = 1;
    p.pageableMemoryAccessUsesHostPageTables = 1;
    p.directManagedMemAccessFromHost = 1;
    p.canUseHostPointerForRegisteredMem = 1;
    p.hostNativeAtomicSupported = 1;
    p.hostRegisterSupported = 1;
    p.globalL1CacheSupported = 1;
    p.localL1CacheSupported = 1;
    p.streamPrioritiesSupported = 1;
    p.singleToDoublePrecisionPerfRatio = 2;
    p
}

fn copy_str(field: &mut [c_char], text: &str) {
    let bytes = text.as_bytes();
    let length = bytes.len().min(field.len() - 1);
    for (slot, byte) in field.iter_mut().zip(&bytes[..length]) {
        *slot = *byte as c_char;
    }
    field[length] = 0;
}

fn cpu_model() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|text| text.lines().find_map(|l| l.strip_prefix("model name").map(|v| v.trim_start_matches([' ', '\t', ':']).to_string())))
        .unwrap_or_else(|| std::env::consts::ARCH.to_string())
}

/// `(total, free)` bytes of the machine's memory, from `/proc/meminfo`.
pub fn memory_info() -> (usize, usize) {
    let text = std::fs::read_to_string("/proc/meminfo").unwrap_or_default();
    let field = |name: &str| -> Option<usize> {
        let line = text.lines().find(|l| l.starts_with(name))?;
        let kib: usize = line[name.len()..].trim_start_matches(':').trim().trim_end_matches("kB").trim().parse().ok()?;
        Some(kib * 1024)
    };
    let total = field("MemTotal").unwrap_or(1 << 34);
    (total, field("MemAvailable").unwrap_or(total / 2))
}

/// The only valid ordinal.
pub fn check(device: c_int) -> HipResult {
    ensure(device == 0, hipError_t::hipErrorInvalidDevice)
}

fn attribute(attribute: A) -> Option<c_int> {
    let p = properties();
    let clamp = |v: usize| v.min(i32::MAX as usize) as c_int;
    Some(match attribute {
        A::hipDeviceAttributeEccEnabled => p.ECCEnabled,
        A::hipDeviceAttributeAsyncEngineCount => p.asyncEngineCount,
        A::hipDeviceAttributeCanMapHostMemory => p.canMapHostMemory,
        A::hipDeviceAttributeCanUseHostPointerForRegisteredMem => p.canUseHostPointerForRegisteredMem,
        A::hipDeviceAttributeClockRate => p.clockRate,
        A::hipDeviceAttributeComputeMode => p.computeMode,
        A::hipDeviceAttributeConcurrentKernels => p.concurrentKernels,
        A::hipDeviceAttributeConcurrentManagedAccess => p.concurrentManagedAccess,
        A::hipDeviceAttributeCooperativeLaunch => p.cooperativeLaunch,
        A::hipDeviceAttributeDeviceOverlap => p.deviceOverlap,
        A::hipDeviceAttributeDirectManagedMemAccessFromHost => p.directManagedMemAccessFromHost,
        A::hipDeviceAttributeGlobalL1CacheSupported => p.globalL1CacheSupported,
        A::hipDeviceAttributeHostNativeAtomicSupported => p.hostNativeAtomicSupported,
        A::hipDeviceAttributeIntegrated => p.integrated,
        A::hipDeviceAttributeIsMultiGpuBoard => p.isMultiGpuBoard,
        A::hipDeviceAttributeKernelExecTimeout => p.kernelExecTimeoutEnabled,
        A::hipDeviceAttributeL2CacheSize => p.l2CacheSize,
        A::hipDeviceAttributeLocalL1CacheSupported => p.localL1CacheSupported,
        A::hipDeviceAttributeComputeCapabilityMajor => p.major,
        A::hipDeviceAttributeComputeCapabilityMinor => p.minor,
        A::hipDeviceAttributeManagedMemory => p.managedMemory,
        A::hipDeviceAttributeMaxBlocksPerMultiProcessor => p.maxBlocksPerMultiProcessor,
        A::hipDeviceAttributeMaxBlockDimX => p.maxThreadsDim[0],
        A::hipDeviceAttributeMaxBlockDimY => p.maxThreadsDim[1],
        A::hipDeviceAttributeMaxBlockDimZ => p.maxThreadsDim[2],
        A::hipDeviceAttributeMaxGridDimX => p.maxGridSize[0],
        A::hipDeviceAttributeMaxGridDimY => p.maxGridSize[1],
        A::hipDeviceAttributeMaxGridDimZ => p.maxGridSize[2],
        A::hipDeviceAttributeMaxThreadsPerBlock => p.maxThreadsPerBlock,
        A::hipDeviceAttributeMaxThreadsPerMultiProcessor => p.maxThreadsPerMultiProcessor,
        A::hipDeviceAttributeMaxPitch => clamp(p.memPitch),
        A::hipDeviceAttributeMemoryBusWidth => p.memoryBusWidth,
        A::hipDeviceAttributeMemoryClockRate => p.memoryClockRate,
        A::hipDeviceAttributeMultiGpuBoardGroupID => p.multiGpuBoardGroupID,
        A::hipDeviceAttributeMultiprocessorCount | A::hipDeviceAttributePhysicalMultiProcessorCount => p.multiProcessorCount,
        A::hipDeviceAttributePageableMemoryAccess => p.pageableMemoryAccess,
        A::hipDeviceAttributePageableMemoryAccessUsesHostPageTables => p.pageableMemoryAccessUsesHostPageTables,
        A::hipDeviceAttributePciBusId => p.pciBusID,
        A::hipDeviceAttributePciDeviceId => p.pciDeviceID,
        A::hipDeviceAttributePciDomainID => p.pciDomainID,
        A::hipDeviceAttributePersistingL2CacheMaxSize => p.persistingL2CacheMaxSize,
        A::hipDeviceAttributeMaxRegistersPerBlock => p.regsPerBlock,
        A::hipDeviceAttributeMaxRegistersPerMultiprocessor => p.regsPerMultiprocessor,
        A::hipDeviceAttributeReservedSharedMemPerBlock => clamp(p.reservedSharedMemPerBlock),
        A::hipDeviceAttributeMaxSharedMemoryPerBlock => clamp(p.sharedMemPerBlock),
        A::hipDeviceAttributeSharedMemPerBlockOptin => clamp(p.sharedMemPerBlockOptin),
        A::hipDeviceAttributeSharedMemPerMultiprocessor => clamp(p.sharedMemPerMultiprocessor),
        A::hipDeviceAttributeMaxSharedMemoryPerMultiprocessor => clamp(p.maxSharedMemoryPerMultiProcessor),
        A::hipDeviceAttributeSingleToDoublePrecisionPerfRatio => p.singleToDoublePrecisionPerfRatio,
        A::hipDeviceAttributeStreamPrioritiesSupported => p.streamPrioritiesSupported,
        A::hipDeviceAttributeSurfaceAlignment => clamp(p.surfaceAlignment),
        A::hipDeviceAttributeTccDriver => p.tccDriver,
        A::hipDeviceAttributeTextureAlignment => clamp(p.textureAlignment),
        A::hipDeviceAttributeTexturePitchAlignment => clamp(p.texturePitchAlignment),
        A::hipDeviceAttributeTotalConstantMemory => clamp(p.totalConstMem),
        A::hipDeviceAttributeTotalGlobalMem => clamp(p.totalGlobalMem),
        A::hipDeviceAttributeUnifiedAddressing => p.unifiedAddressing,
        A::hipDeviceAttributeWarpSize => p.warpSize,
        A::hipDeviceAttributeMemoryPoolsSupported => p.memoryPoolsSupported,
        A::hipDeviceAttributeVirtualMemoryManagementSupported => 0,
        A::hipDeviceAttributeHostRegisterSupported => p.hostRegisterSupported,
        A::hipDeviceAttributeClockInstructionRate => p.clockInstructionRate,
        A::hipDeviceAttributeWallClockRate => 1_000_000,
        A::hipDeviceAttributeCooperativeMultiDeviceLaunch => p.cooperativeMultiDeviceLaunch,
        A::hipDeviceAttributeComputePreemptionSupported => p.computePreemptionSupported,
        A::hipDeviceAttributeIsLargeBar | A::hipDeviceAttributeFineGrainSupport => 1,
        A::hipDeviceAttributeImageSupport | A::hipDeviceAttributeCanUseStreamWaitValue | A::hipDeviceAttributeAsicRevision => 0,
        _ => return None,
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn hipInit(flags: u32) -> hipError_t {
    call("hipInit", || ensure(flags == 0, hipError_t::hipErrorInvalidValue))
}

/// # Safety
/// `version`, if non-null, points to a writable `int`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipDriverGetVersion(version: *mut c_int) -> hipError_t {
    // SAFETY: `version` is null, which `write` refuses, or points to a writable `int`, by
    // this function's contract.
    call("hipDriverGetVersion", || unsafe { write(version, hip_sys::HIP_VERSION as c_int) })
}

/// # Safety
/// `version`, if non-null, points to a writable `int`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipRuntimeGetVersion(version: *mut c_int) -> hipError_t {
    // SAFETY: `version` is null, which `write` refuses, or points to a writable `int`, by
    // this function's contract.
    call("hipRuntimeGetVersion", || unsafe { write(version, hip_sys::HIP_VERSION as c_int) })
}

/// # Safety
/// `count`, if non-null, points to a writable `int`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGetDeviceCount(count: *mut c_int) -> hipError_t {
    // SAFETY: `count` is null, which `write` refuses, or points to a writable `int`, by
    // this function's contract.
    call("hipGetDeviceCount", || unsafe { write(count, 1) })
}

/// # Safety
/// `device`, if non-null, points to a writable `int`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGetDevice(device: *mut c_int) -> hipError_t {
    // SAFETY: `device` is null, which `write` refuses, or points to a writable `int`, by
    // this function's contract.
    call("hipGetDevice", || unsafe { write(device, 0) })
}

#[unsafe(no_mangle)]
pub extern "C" fn hipSetDevice(device: c_int) -> hipError_t {
    call("hipSetDevice", || check(device))
}

/// # Safety
/// `device`, if non-null, points to a writable `hipDevice_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipDeviceGet(device: *mut hipDevice_t, ordinal: c_int) -> hipError_t {
    call("hipDeviceGet", || {
        check(ordinal)?;
        // SAFETY: `device` is null, which `write` refuses, or points to a writable
        // `hipDevice_t`, by this function's contract.
        unsafe { write(device, ordinal) }
    })
}

/// # Safety
/// `name`, if non-null, points to `length` writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipDeviceGetName(name: *mut c_char, length: c_int, device: hipDevice_t) -> hipError_t {
    call("hipDeviceGetName", || {
        check(device)?;
        ensure(!name.is_null() && length > 0, hipError_t::hipErrorInvalidValue)?;
        // SAFETY: `name` is non-null and `length` positive (both checked above), and `name`
        // points to `length` writable bytes by this function's contract; the slice is the
        // only access to them while it lives.
        let out = unsafe { std::slice::from_raw_parts_mut(name, length as usize) };
        let source = &properties().name;
        let text_length = source.iter().position(|c| *c == 0).unwrap_or(source.len());
        let copied = text_length.min(out.len() - 1);
        out[..copied].copy_from_slice(&source[..copied]);
        out[copied] = 0;
        Ok(())
    })
}

/// # Safety
/// `bytes`, if non-null, points to a writable `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipDeviceTotalMem(bytes: *mut usize, device: hipDevice_t) -> hipError_t {
    call("hipDeviceTotalMem", || {
        check(device)?;
        // SAFETY: `bytes` is null, which `write` refuses, or points to a writable `size_t`,
        // by this function's contract.
        unsafe { write(bytes, properties().totalGlobalMem) }
    })
}

/// # Safety
/// `prop`, if non-null, points to a writable `hipDeviceProp_tR0600`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipGetDevicePropertiesR0600(prop: *mut hipDeviceProp_tR0600, device: c_int) -> hipError_t {
    call("hipGetDevicePropertiesR0600", || {
        check(device)?;
        // SAFETY: `prop` is null, which `write` refuses, or points to a writable
        // `hipDeviceProp_tR0600`, by this function's contract.
        unsafe { write(prop, *properties()) }
    })
}

/// # Safety
/// `value`, if non-null, points to a writable `int`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipDeviceGetAttribute(value: *mut c_int, attr: A, device: c_int) -> hipError_t {
    call("hipDeviceGetAttribute", || {
        check(device)?;
        let Some(result) = attribute(attr) else {
            return Err(crate::api::refuse("hipDeviceGetAttribute", format_args!("attribute {} is not known", attr.0), hipError_t::hipErrorInvalidValue));
        };
        // SAFETY: `value` is null, which `write` refuses, or points to a writable `int`, by
        // this function's contract.
        unsafe { write(value, result) }
    })
}

/// # Safety
/// `least` and `greatest`, if non-null, point to writable `int`s.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipDeviceGetStreamPriorityRange(least: *mut c_int, greatest: *mut c_int) -> hipError_t {
    call("hipDeviceGetStreamPriorityRange", || {
        // Either may be null: the caller wants only the other.
        if !least.is_null() {
            // SAFETY: `least` is non-null (checked just above) and points to a writable
            // `int`, by this function's contract.
            unsafe { write(least, PRIORITY_LEAST)? };
        }
        if !greatest.is_null() {
            // SAFETY: as for `least`: non-null, and a writable `int` by this function's
            // contract.
            unsafe { write(greatest, PRIORITY_GREATEST)? };
        }
        Ok(())
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn hipDeviceSynchronize() -> hipError_t {
    call("hipDeviceSynchronize", || {
        captures::synchronize_device()?;
        executor::sticky_error()
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn hipDeviceReset() -> hipError_t {
    call("hipDeviceReset", || {
        executor::clear_sticky_error();
        Ok(())
    })
}
