//! Launches, function attributes and occupancy.

use std::ffi::c_void;

use hip_sys::{hipFuncAttribute, hipFuncCache_t, hipFunction_attribute, hipFunction_t, hipStream_t};

use crate::params::Slot;
use crate::types::{CUfunc_cache, CUfunction, CUfunction_attribute as F, CUlaunchAttributeID as L, CUlaunchConfig, CUoccupancyB2DSize, CUresult, CUstream};
use crate::{check, context, device, module, params, stream};

/// Whether a launch's blocks must all run at once (`cuLaunchCooperativeKernel`): only then
/// may they synchronize the grid.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Plain,
    Cooperative,
}

/// # Safety
/// `params` and `extra` follow `cuLaunchKernel`'s documentation for `function`'s parameters.
unsafe fn launch(
    kind: Kind,
    function: CUfunction,
    grid: [u32; 3],
    block: [u32; 3],
    shared: u32,
    stream: CUstream,
    params: *mut *mut c_void,
    extra: *mut *mut c_void,
) -> Result<(), CUresult> {
    context::ensure_current()?;
    let target = module::function(function)?;
    let s = stream::hip_stream(stream)?;
    // SAFETY: forwarded.
    unsafe { launch_converted(kind, target.hip, target.grid_workspace, grid, block, shared, s, params, extra) }
}

/// A launch with its parameters converted for HIP: `extra` with HIP's end key, the grid
/// workspace added where the kernel takes it; cooperative ones over HIP's cooperative launch.
///
/// # Safety
/// As [`launch`].
unsafe fn launch_converted(
    kind: Kind,
    function: hipFunction_t,
    slot: Option<Slot>,
    [gx, gy, gz]: [u32; 3],
    [bx, by, bz]: [u32; 3],
    shared: u32,
    s: hipStream_t,
    params: *mut *mut c_void,
    extra: *mut *mut c_void,
) -> Result<(), CUresult> {
    let workspace = match (kind, slot) {
        (Kind::Cooperative, Some(_)) => params::workspace(s)?,
        _ => 0,
    };
    if kind == Kind::Cooperative && params.is_null() && !extra.is_null() {
        tracing::warn!("cuda: a cooperative launch takes its parameters as kernelParams, not in `extra`");
        return Err(CUresult::CUDA_ERROR_NOT_SUPPORTED);
    }
    // SAFETY: parameters by this function's contract; HIP reads them by the kernel's
    // parameter layout, which has the workspace last where the kernel takes it.
    unsafe {
        params::with_hip_params(slot, params, extra, workspace, |params, extra| {
            check(match kind {
                Kind::Plain => hip_sys::hipModuleLaunchKernel(function, gx, gy, gz, bx, by, bz, shared, s, params, extra),
                Kind::Cooperative => hip_sys::hipModuleLaunchCooperativeKernel(function, gx, gy, gz, bx, by, bz, shared, s, params),
            })
        })
    }
}

/// # Safety
/// `params` and `extra` follow `cuLaunchKernel`'s documentation for `function`'s parameters.
pub unsafe fn cuLaunchKernel(
    function: CUfunction,
    grid_x: u32,
    grid_y: u32,
    grid_z: u32,
    block_x: u32,
    block_y: u32,
    block_z: u32,
    shared: u32,
    stream: CUstream,
    params: *mut *mut c_void,
    extra: *mut *mut c_void,
) -> Result<(), CUresult> {
    context::ensure_current()?;
    let (hip_function, takes_workspace) = module::launch_target(function)?;
    let s = stream::hip_stream(stream)?;
    if !takes_workspace && extra.is_null() {
        // SAFETY: a live function and stream; parameters by this function's contract (HIP
        // reads them by the kernel's parameter layout).
        return check(unsafe { hip_sys::hipModuleLaunchKernel(hip_function, grid_x, grid_y, grid_z, block_x, block_y, block_z, shared, s, params, extra) });
    }
    let (grid, block) = ([grid_x, grid_y, grid_z], [block_x, block_y, block_z]);
    let slot = module::function(function)?.grid_workspace;
    // SAFETY: forwarded.
    unsafe { launch_converted(Kind::Plain, hip_function, slot, grid, block, shared, s, params, extra) }
}

/// # Safety
/// `params` follows `cuLaunchCooperativeKernel`'s documentation for `function`'s parameters.
pub unsafe fn cuLaunchCooperativeKernel(
    function: CUfunction,
    grid_x: u32,
    grid_y: u32,
    grid_z: u32,
    block_x: u32,
    block_y: u32,
    block_z: u32,
    shared: u32,
    stream: CUstream,
    params: *mut *mut c_void,
) -> Result<(), CUresult> {
    let (grid, block) = ([grid_x, grid_y, grid_z], [block_x, block_y, block_z]);
    // SAFETY: forwarded.
    unsafe { launch(Kind::Cooperative, function, grid, block, shared, stream, params, std::ptr::null_mut()) }
}

/// Launch attributes that only tune scheduling are accepted, and the cooperative one; those
/// that change what a launch means otherwise (clusters, launch events) are refused unless
/// they ask for the default.
fn check_attributes(config: &CUlaunchConfig) -> Result<Kind, CUresult> {
    if config.numAttrs > 0 && config.attrs.is_null() {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    let mut kind = Kind::Plain;
    for i in 0..config.numAttrs as usize {
        // SAFETY: `numAttrs` attributes, as the caller promises.
        let attribute = unsafe { &*config.attrs.add(i) };
        match attribute.id {
            // SAFETY: the member this attribute's id selects.
            L::CU_LAUNCH_ATTRIBUTE_COOPERATIVE if unsafe { attribute.value.cooperative } != 0 => kind = Kind::Cooperative,
            L::CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION | L::CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION => {
                // SAFETY: the member this attribute's id selects.
                let dim = unsafe { attribute.value.clusterDim };
                if dim.x.max(dim.y).max(dim.z) > 1 {
                    tracing::warn!("cuda: thread-block clusters are not supported");
                    return Err(CUresult::CUDA_ERROR_NOT_SUPPORTED);
                }
            }
            L::CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT | L::CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT => {
                tracing::warn!("cuda: launch events are not supported");
                return Err(CUresult::CUDA_ERROR_NOT_SUPPORTED);
            }
            L::CU_LAUNCH_ATTRIBUTE_IGNORE
            | L::CU_LAUNCH_ATTRIBUTE_COOPERATIVE
            | L::CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW
            | L::CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY
            | L::CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE
            | L::CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION
            | L::CU_LAUNCH_ATTRIBUTE_PRIORITY
            | L::CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP
            | L::CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN
            | L::CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT
            | L::CU_LAUNCH_ATTRIBUTE_NVLINK_UTIL_CENTRIC_SCHEDULING => {}
            _ => return Err(CUresult::CUDA_ERROR_INVALID_VALUE),
        }
    }
    Ok(kind)
}

/// # Safety
/// As [`cuLaunchKernel`]; `config.attrs` holds `config.numAttrs` attributes.
pub unsafe fn cuLaunchKernelEx(config: &CUlaunchConfig, function: CUfunction, params: *mut *mut c_void, extra: *mut *mut c_void) -> Result<(), CUresult> {
    let kind = check_attributes(config)?;
    let c = config;
    let (grid, block) = ([c.gridDimX, c.gridDimY, c.gridDimZ], [c.blockDimX, c.blockDimY, c.blockDimZ]);
    // SAFETY: forwarded.
    unsafe { launch(kind, function, grid, block, c.sharedMemBytes, c.hStream, params, extra) }
}

/// # Safety
/// As [`cuLaunchKernelEx`]; the configuration's stream 0 is the calling thread's default
/// stream.
pub unsafe fn cuLaunchKernelEx_ptsz(config: &CUlaunchConfig, function: CUfunction, params: *mut *mut c_void, extra: *mut *mut c_void) -> Result<(), CUresult> {
    let config = CUlaunchConfig { hStream: stream::per_thread_default(config.hStream), ..*config };
    // SAFETY: forwarded.
    unsafe { cuLaunchKernelEx(&config, function, params, extra) }
}

pub fn cuFuncGetAttribute(value: &mut i32, attribute: F, function: CUfunction) -> Result<(), CUresult> {
    let function = module::function(function)?;
    let (major, minor) = device::compute_capability();
    *value = match attribute {
        F::CU_FUNC_ATTRIBUTE_PTX_VERSION => function.ptx_arch as i32,
        F::CU_FUNC_ATTRIBUTE_BINARY_VERSION => major * 10 + minor,
        F::CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET
        | F::CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH
        | F::CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT
        | F::CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH
        | F::CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED
        | F::CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE => 0,
        _ => {
            let attribute = hip_attribute(attribute).ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
            let mut answer = 0;
            // SAFETY: a live function and an out-pointer.
            check(unsafe { hip_sys::hipFuncGetAttribute(&mut answer, attribute, function.hip) })?;
            answer
        }
    };
    Ok(())
}

/// The function attribute of HIP's of the same name, where HIP has one.
fn hip_attribute(attribute: F) -> Option<hipFunction_attribute> {
    use hipFunction_attribute as H;
    Some(match attribute {
        F::CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK => H::HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK,
        F::CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES => H::HIP_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES,
        F::CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES => H::HIP_FUNC_ATTRIBUTE_CONST_SIZE_BYTES,
        F::CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES => H::HIP_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES,
        F::CU_FUNC_ATTRIBUTE_NUM_REGS => H::HIP_FUNC_ATTRIBUTE_NUM_REGS,
        F::CU_FUNC_ATTRIBUTE_PTX_VERSION => H::HIP_FUNC_ATTRIBUTE_PTX_VERSION,
        F::CU_FUNC_ATTRIBUTE_BINARY_VERSION => H::HIP_FUNC_ATTRIBUTE_BINARY_VERSION,
        F::CU_FUNC_ATTRIBUTE_CACHE_MODE_CA => H::HIP_FUNC_ATTRIBUTE_CACHE_MODE_CA,
        F::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES => H::HIP_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
        F::CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT => H::HIP_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT,
        _ => return None,
    })
}

/// The cache preference of HIP's of the same name.
fn cache_preference(config: CUfunc_cache) -> Result<hipFuncCache_t, CUresult> {
    Ok(match config {
        CUfunc_cache::CU_FUNC_CACHE_PREFER_NONE => hipFuncCache_t::hipFuncCachePreferNone,
        CUfunc_cache::CU_FUNC_CACHE_PREFER_SHARED => hipFuncCache_t::hipFuncCachePreferShared,
        CUfunc_cache::CU_FUNC_CACHE_PREFER_L1 => hipFuncCache_t::hipFuncCachePreferL1,
        CUfunc_cache::CU_FUNC_CACHE_PREFER_EQUAL => hipFuncCache_t::hipFuncCachePreferEqual,
        _ => return Err(CUresult::CUDA_ERROR_INVALID_VALUE),
    })
}

pub fn cuFuncSetAttribute(function: CUfunction, attribute: F, value: i32) -> Result<(), CUresult> {
    let function = module::function(function)?;
    let attribute = match attribute {
        F::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES => hipFuncAttribute::hipFuncAttributeMaxDynamicSharedMemorySize,
        F::CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT => hipFuncAttribute::hipFuncAttributePreferredSharedMemoryCarveout,
        _ => return Err(CUresult::CUDA_ERROR_INVALID_VALUE),
    };
    // SAFETY: a live function handle, which HIP's module API accepts in place of a host stub.
    check(unsafe { hip_sys::hipFuncSetAttribute(function.hip as *const c_void, attribute, value) })
}

/// A preference only, as on AMD GPUs.
pub fn cuFuncSetCacheConfig(function: CUfunction, config: CUfunc_cache) -> Result<(), CUresult> {
    let function = module::function(function)?;
    let config = cache_preference(config)?;
    // SAFETY: as in `cuFuncSetAttribute`.
    check(unsafe { hip_sys::hipFuncSetCacheConfig(function.hip as *const c_void, config) })
}

pub fn cuOccupancyMaxActiveBlocksPerMultiprocessor(blocks: &mut i32, function: CUfunction, block_size: i32, shared: usize) -> Result<(), CUresult> {
    let function = module::function(function)?;
    // SAFETY: a live function and an out-pointer.
    check(unsafe { hip_sys::hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(blocks, function.hip, block_size, shared) })
}

pub fn cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    blocks: &mut i32,
    function: CUfunction,
    block_size: i32,
    shared: usize,
    flags: u32,
) -> Result<(), CUresult> {
    if flags & !0x1 != 0 {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    cuOccupancyMaxActiveBlocksPerMultiprocessor(blocks, function, block_size, shared)
}

pub fn cuOccupancyMaxPotentialBlockSize(
    grid: &mut i32,
    block: &mut i32,
    function: CUfunction,
    shared_of_size: CUoccupancyB2DSize,
    shared: usize,
    limit: i32,
) -> Result<(), CUresult> {
    let function = module::function(function)?;
    if shared_of_size.is_some() {
        tracing::warn!("cuda: cuOccupancyMaxPotentialBlockSize with a shared-memory-per-block callback is not supported");
        return Err(CUresult::CUDA_ERROR_NOT_SUPPORTED);
    }
    // SAFETY: a live function and out-pointers.
    check(unsafe { hip_sys::hipModuleOccupancyMaxPotentialBlockSize(grid, block, function.hip, shared, limit) })
}

/// A kernel (`CUkernel`) is its library's function in every context: its attributes are the
/// function's, on the one device rocuda's contexts share it across.
pub fn cuKernelGetAttribute(value: &mut i32, attribute: F, kernel: crate::types::CUkernel, device: crate::types::CUdevice) -> Result<(), CUresult> {
    device::get(device)?;
    cuFuncGetAttribute(value, attribute, kernel as CUfunction)
}

pub fn cuKernelSetAttribute(attribute: F, value: i32, kernel: crate::types::CUkernel, device: crate::types::CUdevice) -> Result<(), CUresult> {
    device::get(device)?;
    cuFuncSetAttribute(kernel as CUfunction, attribute, value)
}

pub fn cuKernelSetCacheConfig(kernel: crate::types::CUkernel, config: CUfunc_cache, device: crate::types::CUdevice) -> Result<(), CUresult> {
    device::get(device)?;
    cuFuncSetCacheConfig(kernel as CUfunction, config)
}

#[cfg(test)]
mod tests {
    use rocuda_core::CEnum;

    use super::*;

    /// Every CUDA value converts to HIP's of the same name (`CU_FUNC_` → `HIP_FUNC_`,
    /// `CU_FUNC_CACHE_PREFER_NONE` → `hipFuncCachePreferNone`), the headers' names being the
    /// oracle; attributes HIP lacks convert to none.
    #[test]
    fn attributes_and_cache_preferences_convert_by_name() {
        for &attribute in F::VALUES {
            let name = attribute.name().expect("a defined value");
            let converted = hip_attribute(attribute).and_then(|h| h.name());
            // `_MAX` is the count of attributes, not one.
            let hip_has = !name.ends_with("_MAX") && hipFunction_attribute::VALUES.iter().any(|h| h.name() == Some(&name.replace("CU_FUNC_", "HIP_FUNC_")));
            let expected = hip_has.then(|| name.replace("CU_FUNC_", "HIP_FUNC_"));
            assert_eq!(converted.map(str::to_string), expected, "{name}");
        }
        for &config in CUfunc_cache::VALUES {
            let name = config.name().expect("a defined value");
            let words: String = name.trim_start_matches("CU_FUNC_CACHE_PREFER_").split('_').map(|w| w[..1].to_string() + &w[1..].to_lowercase()).collect();
            assert_eq!(cache_preference(config).ok().and_then(|h| h.name()), Some(format!("hipFuncCachePrefer{words}").as_str()));
        }
    }
}
