//! Devices: HIP's devices, described as CUDA devices.
//!
//! A device's properties come from HIP (`hipGetDevicePropertiesR0600`), except the compute
//! capability, which is rocuda's choice (`ROCUDA_COMPUTE_CAPABILITY`, default 8.6): it tells
//! a program which features it may use, and rocuda's compiler implements PTX up to that
//! level. Attributes of hardware AMD GPUs do not have (texture gather, TCC driver, ...) are
//! answered as a GPU without the feature answers them.

use std::ffi::{CStr, c_char};
use std::sync::OnceLock;

use hip_sys::hipDeviceProp_tR0600;
use rocuda_core::config;

use crate::types::{CUdevice, CUdevice_attribute as A, CUresult, CUuuid};
use crate::{check, init};

/// What rocuda knows of one device, asked of HIP once.
pub struct Device {
    pub props: Box<hipDeviceProp_tR0600>,
    /// `gcnArchName` up to its feature suffixes (`gfx90a` of `gfx90a:sramecc+:xnack-`).
    pub arch: String,
}

// SAFETY: the properties are plain data HIP filled in once; nothing writes them afterwards.
unsafe impl Send for Device {}
// SAFETY: as above.
unsafe impl Sync for Device {}

fn devices() -> Result<&'static [Device], CUresult> {
    static DEVICES: OnceLock<Result<Vec<Device>, CUresult>> = OnceLock::new();
    init::initialized()?;
    DEVICES
        .get_or_init(|| {
            let mut count = 0;
            // SAFETY: an out-pointer.
            check(unsafe { hip_sys::hipGetDeviceCount(&mut count) })?;
            (0..count)
                .map(|ordinal| {
                    // SAFETY: hipDeviceProp_tR0600 is plain data; HIP fills it.
                    let mut props: Box<hipDeviceProp_tR0600> = Box::new(unsafe { std::mem::zeroed() });
                    // SAFETY: a writable properties struct of the size this HIP entry point fills.
                    check(unsafe { hip_sys::hipGetDevicePropertiesR0600(&mut *props, ordinal) })?;
                    let arch = c_text(&props.gcnArchName);
                    let arch = arch.split(':').next().unwrap_or_default().to_string();
                    Ok(Device { props, arch })
                })
                .collect()
        })
        .as_deref()
        .map_err(|e| *e)
}

/// The device `ordinal`, or `CUDA_ERROR_INVALID_DEVICE`.
pub fn get(ordinal: CUdevice) -> Result<&'static Device, CUresult> {
    let devices = devices()?;
    usize::try_from(ordinal).ok().and_then(|i| devices.get(i)).ok_or(CUresult::CUDA_ERROR_INVALID_DEVICE)
}

fn c_text(bytes: &[c_char]) -> String {
    let bytes: Vec<u8> = bytes.iter().take_while(|b| **b != 0).map(|b| *b as u8).collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

/// The compute capability reported for every device, as (major, minor).
pub fn compute_capability() -> (i32, i32) {
    static CAPABILITY: OnceLock<(i32, i32)> = OnceLock::new();
    *CAPABILITY.get_or_init(|| {
        let value = config::var(config::COMPUTE_CAPABILITY);
        let parsed = value.as_deref().and_then(|v| {
            let (major, minor) = v.split_once('.')?;
            Some((major.parse().ok()?, minor.parse().ok()?))
        });
        match (value, parsed) {
            (_, Some(capability)) => capability,
            (None, None) => (8, 6),
            (Some(value), None) => {
                tracing::warn!("cuda: {} is {value:?}, not MAJOR.MINOR; using 8.6", config::COMPUTE_CAPABILITY);
                (8, 6)
            }
        }
    })
}

pub fn cuDeviceGet(device: &mut CUdevice, ordinal: i32) -> Result<(), CUresult> {
    get(ordinal)?;
    *device = ordinal;
    Ok(())
}

pub fn cuDeviceGetCount(count: &mut i32) -> Result<(), CUresult> {
    *count = devices()?.len() as i32;
    Ok(())
}

pub fn cuDeviceGetName(name: *mut c_char, len: i32, device: CUdevice) -> Result<(), CUresult> {
    let device = get(device)?;
    write_text(name, len, &c_text(&device.props.name))
}

/// `text` written to the caller's buffer of `len` bytes at `out`, cut to fit with its NUL.
fn write_text(out: *mut c_char, len: i32, text: &str) -> Result<(), CUresult> {
    let len = usize::try_from(len).map_err(|_| CUresult::CUDA_ERROR_INVALID_VALUE)?;
    if out.is_null() || len == 0 {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    let bytes = &text.as_bytes()[..text.len().min(len - 1)];
    // SAFETY: the caller's buffer holds `len` bytes; at most `len - 1` plus a NUL are written.
    unsafe {
        std::ptr::copy_nonoverlapping(bytes.as_ptr(), out.cast::<u8>(), bytes.len());
        *out.add(bytes.len()) = 0;
    }
    Ok(())
}

/// The device's PCI address as NVIDIA's driver writes it: `domain:bus:device.function` in
/// hexadecimal, four digits of domain, two of bus and device (`0000:00:06.0` on an H100 of
/// driver 580; it reads addresses in either case).
fn pci_bus_id(device: &Device) -> String {
    let p = &device.props;
    format!("{:04x}:{:02x}:{:02x}.0", p.pciDomainID, p.pciBusID, p.pciDeviceID)
}

/// A PCI address as NVIDIA's driver reads one: `[domain:]bus:device[.function]`, hexadecimal,
/// as (domain, bus, device).
fn parse_pci_bus_id(text: &str) -> Option<(u32, u32, u32)> {
    let hex = |part: &str| u32::from_str_radix(part, 16).ok();
    let address = text.split_once('.').map_or(text, |(address, function)| if hex(function).is_some() { address } else { "" });
    let parts: Vec<&str> = address.split(':').collect();
    match parts[..] {
        [domain, bus, device] => Some((hex(domain)?, hex(bus)?, hex(device)?)),
        [bus, device] => Some((0, hex(bus)?, hex(device)?)),
        _ => None,
    }
}

/// A buffer too short for the address gets as much of it as fits, and
/// `CUDA_ERROR_INVALID_VALUE`, as from NVIDIA's driver (H100, driver 580: `000` and the error
/// for 4 bytes).
pub fn cuDeviceGetPCIBusId(out: *mut c_char, len: i32, device: CUdevice) -> Result<(), CUresult> {
    let text = pci_bus_id(get(device)?);
    write_text(out, len, &text)?;
    if usize::try_from(len).is_ok_and(|len| len > text.len()) { Ok(()) } else { Err(CUresult::CUDA_ERROR_INVALID_VALUE) }
}

pub fn cuDeviceGetByPCIBusId(device: &mut CUdevice, text: &CStr) -> Result<(), CUresult> {
    let wanted = text.to_str().ok().and_then(parse_pci_bus_id).ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
    let found = devices()?.iter().position(|d| {
        let p = &d.props;
        (p.pciDomainID as u32, p.pciBusID as u32, p.pciDeviceID as u32) == wanted
    });
    *device = found.ok_or(CUresult::CUDA_ERROR_INVALID_DEVICE)? as CUdevice;
    Ok(())
}

pub fn cuDeviceTotalMem_v2(bytes: &mut usize, device: CUdevice) -> Result<(), CUresult> {
    *bytes = get(device)?.props.totalGlobalMem;
    Ok(())
}

pub fn cuDeviceGetUuid(uuid: &mut CUuuid, device: CUdevice) -> Result<(), CUresult> {
    cuDeviceGetUuid_v2(uuid, device)
}

pub fn cuDeviceGetUuid_v2(uuid: &mut CUuuid, device: CUdevice) -> Result<(), CUresult> {
    let device = get(device)?;
    for (to, from) in uuid.bytes.iter_mut().zip(device.props.uuid.bytes.iter()) {
        *to = *from;
    }
    Ok(())
}

pub fn cuDeviceComputeCapability(major: &mut i32, minor: &mut i32, device: CUdevice) -> Result<(), CUresult> {
    get(device)?;
    (*major, *minor) = compute_capability();
    Ok(())
}

pub fn cuDeviceGetAttribute(value: &mut i32, attribute: A, device: CUdevice) -> Result<(), CUresult> {
    *value = attribute_of(get(device)?, attribute).ok_or_else(|| {
        tracing::warn!("cuda: cuDeviceGetAttribute: rocuda does not know {attribute:?}");
        CUresult::CUDA_ERROR_INVALID_VALUE
    })?;
    Ok(())
}

/// The value of `attribute`; `None` for one rocuda cannot answer.
fn attribute_of(device: &Device, attribute: A) -> Option<i32> {
    let p = &device.props;
    let clamp = |v: usize| i32::try_from(v).unwrap_or(i32::MAX);
    Some(match attribute {
        A::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK => p.maxThreadsPerBlock,
        A::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X => p.maxThreadsDim[0],
        A::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y => p.maxThreadsDim[1],
        A::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z => p.maxThreadsDim[2],
        A::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X => p.maxGridSize[0],
        A::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y => p.maxGridSize[1],
        A::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z => p.maxGridSize[2],
        A::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK => clamp(p.sharedMemPerBlock),
        A::CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY => clamp(p.totalConstMem),
        A::CU_DEVICE_ATTRIBUTE_WARP_SIZE => p.warpSize,
        A::CU_DEVICE_ATTRIBUTE_MAX_PITCH => clamp(p.memPitch),
        A::CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK => p.regsPerBlock,
        A::CU_DEVICE_ATTRIBUTE_CLOCK_RATE => p.clockRate,
        A::CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT => clamp(p.textureAlignment),
        A::CU_DEVICE_ATTRIBUTE_GPU_OVERLAP => p.deviceOverlap,
        A::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT => p.multiProcessorCount,
        A::CU_DEVICE_ATTRIBUTE_KERNEL_EXEC_TIMEOUT => p.kernelExecTimeoutEnabled,
        A::CU_DEVICE_ATTRIBUTE_INTEGRATED => p.integrated,
        A::CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY => p.canMapHostMemory,
        A::CU_DEVICE_ATTRIBUTE_COMPUTE_MODE => p.computeMode,
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_WIDTH => p.maxTexture1D,
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_WIDTH => p.maxTexture2D[0],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_HEIGHT => p.maxTexture2D[1],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH => p.maxTexture3D[0],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT => p.maxTexture3D[1],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH => p.maxTexture3D[2],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_WIDTH => p.maxTexture2DLayered[0],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_HEIGHT => p.maxTexture2DLayered[1],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_LAYERS => p.maxTexture2DLayered[2],
        A::CU_DEVICE_ATTRIBUTE_SURFACE_ALIGNMENT => clamp(p.surfaceAlignment),
        A::CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS => p.concurrentKernels,
        A::CU_DEVICE_ATTRIBUTE_ECC_ENABLED => p.ECCEnabled,
        A::CU_DEVICE_ATTRIBUTE_PCI_BUS_ID => p.pciBusID,
        A::CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID => p.pciDeviceID,
        A::CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID => p.pciDomainID,
        A::CU_DEVICE_ATTRIBUTE_TCC_DRIVER => p.tccDriver,
        A::CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE => p.memoryClockRate,
        A::CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH => p.memoryBusWidth,
        A::CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE => p.l2CacheSize,
        A::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR => p.maxThreadsPerMultiProcessor,
        A::CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT => p.asyncEngineCount,
        A::CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING => p.unifiedAddressing,
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_WIDTH => p.maxTexture1DLayered[0],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_LAYERS => p.maxTexture1DLayered[1],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_WIDTH => p.maxTexture2DGather[0],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_HEIGHT => p.maxTexture2DGather[1],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE => p.maxTexture3DAlt[0],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE => p.maxTexture3DAlt[1],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE => p.maxTexture3DAlt[2],
        A::CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT => clamp(p.texturePitchAlignment),
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_WIDTH => p.maxTextureCubemap,
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH => p.maxTextureCubemapLayered[0],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS => p.maxTextureCubemapLayered[1],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_WIDTH => p.maxSurface1D,
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_WIDTH => p.maxSurface2D[0],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_HEIGHT => p.maxSurface2D[1],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_WIDTH => p.maxSurface3D[0],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_HEIGHT => p.maxSurface3D[1],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_DEPTH => p.maxSurface3D[2],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_WIDTH => p.maxSurface1DLayered[0],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_LAYERS => p.maxSurface1DLayered[1],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_WIDTH => p.maxSurface2DLayered[0],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_HEIGHT => p.maxSurface2DLayered[1],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_LAYERS => p.maxSurface2DLayered[2],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_WIDTH => p.maxSurfaceCubemap,
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH => p.maxSurfaceCubemapLayered[0],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS => p.maxSurfaceCubemapLayered[1],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LINEAR_WIDTH => p.maxTexture1DLinear,
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_WIDTH => p.maxTexture2DLinear[0],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_HEIGHT => p.maxTexture2DLinear[1],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_PITCH => p.maxTexture2DLinear[2],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH => p.maxTexture2DMipmap[0],
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT => p.maxTexture2DMipmap[1],
        A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR => compute_capability().0,
        A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR => compute_capability().1,
        A::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH => p.maxTexture1DMipmap,
        A::CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED => p.streamPrioritiesSupported,
        A::CU_DEVICE_ATTRIBUTE_GLOBAL_L1_CACHE_SUPPORTED => p.globalL1CacheSupported,
        A::CU_DEVICE_ATTRIBUTE_LOCAL_L1_CACHE_SUPPORTED => p.localL1CacheSupported,
        A::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR => clamp(p.sharedMemPerMultiprocessor),
        A::CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR => p.regsPerMultiprocessor,
        A::CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY => p.managedMemory,
        A::CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD => p.isMultiGpuBoard,
        A::CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD_GROUP_ID => p.multiGpuBoardGroupID,
        A::CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED => p.hostNativeAtomicSupported,
        A::CU_DEVICE_ATTRIBUTE_SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO => p.singleToDoublePrecisionPerfRatio,
        A::CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS => p.pageableMemoryAccess,
        A::CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS => p.concurrentManagedAccess,
        A::CU_DEVICE_ATTRIBUTE_COMPUTE_PREEMPTION_SUPPORTED => p.computePreemptionSupported,
        A::CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM => p.canUseHostPointerForRegisteredMem,
        A::CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH => p.cooperativeLaunch,
        A::CU_DEVICE_ATTRIBUTE_COOPERATIVE_MULTI_DEVICE_LAUNCH => p.cooperativeMultiDeviceLaunch,
        A::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN => clamp(p.sharedMemPerBlockOptin),
        A::CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES => p.pageableMemoryAccessUsesHostPageTables,
        A::CU_DEVICE_ATTRIBUTE_DIRECT_MANAGED_MEM_ACCESS_FROM_HOST => p.directManagedMemAccessFromHost,
        A::CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR => p.maxBlocksPerMultiProcessor,
        A::CU_DEVICE_ATTRIBUTE_MAX_PERSISTING_L2_CACHE_SIZE => p.persistingL2CacheMaxSize,
        A::CU_DEVICE_ATTRIBUTE_MAX_ACCESS_POLICY_WINDOW_SIZE => p.accessPolicyMaxWindowSize,
        A::CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK => clamp(p.reservedSharedMemPerBlock),
        A::CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED => p.hostRegisterSupported,
        A::CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED => p.memoryPoolsSupported,
        A::CU_DEVICE_ATTRIBUTE_SPARSE_CUDA_ARRAY_SUPPORTED => p.sparseHipArraySupported,
        A::CU_DEVICE_ATTRIBUTE_READ_ONLY_HOST_REGISTER_SUPPORTED => p.hostRegisterReadOnlySupported,
        A::CU_DEVICE_ATTRIBUTE_TIMELINE_SEMAPHORE_INTEROP_SUPPORTED => p.timelineSemaphoreInteropSupported,
        A::CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_SUPPORTED => p.gpuDirectRDMASupported,
        A::CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS => p.gpuDirectRDMAFlushWritesOptions as i32,
        A::CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WRITES_ORDERING => p.gpuDirectRDMAWritesOrdering,
        A::CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES => p.memoryPoolSupportedHandleTypes as i32,
        A::CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH => p.clusterLaunch,
        A::CU_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS => p.unifiedFunctionPointers,
        // Features AMD's devices and rocuda do not offer, answered as a GPU without them.
        A::CU_DEVICE_ATTRIBUTE_CAN_TEX2D_GATHER
        | A::CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_MEM_OPS_V1
        | A::CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS_V1
        | A::CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR_V1
        | A::CU_DEVICE_ATTRIBUTE_CAN_FLUSH_REMOTE_WRITES
        | A::CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED
        | A::CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED
        | A::CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_HANDLE_SUPPORTED
        | A::CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_KMT_HANDLE_SUPPORTED
        | A::CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED
        | A::CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED
        | A::CU_DEVICE_ATTRIBUTE_DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED
        | A::CU_DEVICE_ATTRIBUTE_IPC_EVENT_SUPPORTED
        | A::CU_DEVICE_ATTRIBUTE_MEM_SYNC_DOMAIN_COUNT
        | A::CU_DEVICE_ATTRIBUTE_TENSOR_MAP_ACCESS_SUPPORTED
        | A::CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_FABRIC_SUPPORTED
        | A::CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED
        | A::CU_DEVICE_ATTRIBUTE_MPS_ENABLED
        | A::CU_DEVICE_ATTRIBUTE_D3D12_CIG_SUPPORTED
        | A::CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR
        | A::CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS
        | A::CU_DEVICE_ATTRIBUTE_DMA_BUF_SUPPORTED
        | A::CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_ALGORITHM_MASK
        | A::CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_MAXIMUM_LENGTH
        | A::CU_DEVICE_ATTRIBUTE_VULKAN_CIG_SUPPORTED
        | A::CU_DEVICE_ATTRIBUTE_HOST_NUMA_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED
        | A::CU_DEVICE_ATTRIBUTE_HOST_NUMA_MEMORY_POOLS_SUPPORTED
        | A::CU_DEVICE_ATTRIBUTE_HOST_NUMA_MULTINODE_IPC_SUPPORTED
        | A::CU_DEVICE_ATTRIBUTE_HOST_MEMORY_POOLS_SUPPORTED
        | A::CU_DEVICE_ATTRIBUTE_HOST_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED
        | A::CU_DEVICE_ATTRIBUTE_HOST_ALLOC_DMA_BUF_SUPPORTED
        | A::CU_DEVICE_ATTRIBUTE_ONLY_PARTIAL_HOST_NATIVE_ATOMIC_SUPPORTED => 0,
        // HIP does not report PCI vendor, device and subsystem identifiers.
        A::CU_DEVICE_ATTRIBUTE_GPU_PCI_DEVICE_ID | A::CU_DEVICE_ATTRIBUTE_GPU_PCI_SUBSYSTEM_ID => 0,
        A::CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID | A::CU_DEVICE_ATTRIBUTE_NUMA_ID => -1,
        A::CU_DEVICE_ATTRIBUTE_NUMA_CONFIG => 0,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::parse_pci_bus_id;

    #[test]
    fn pci_addresses_read_as_nvidia_reads_them() {
        assert_eq!(parse_pci_bus_id("0000:c1:00.0"), Some((0, 0xc1, 0)));
        assert_eq!(parse_pci_bus_id("00000001:C1:1f.0"), Some((1, 0xc1, 0x1f)));
        assert_eq!(parse_pci_bus_id("03:00.0"), Some((0, 3, 0)));
        assert_eq!(parse_pci_bus_id("03:00"), Some((0, 3, 0)));
        assert_eq!(parse_pci_bus_id("bus"), None);
        assert_eq!(parse_pci_bus_id("0000:zz:00.0"), None);
        assert_eq!(parse_pci_bus_id("0000:01:00.x"), None);
    }
}
