//! Memory: the device's memory is the host's. Device, pinned-host and managed allocations
//! are ordinary heap blocks, recorded in a table so that pointers can be checked (a copy to
//! or from a device pointer must fall inside an allocation) and described
//! (`hipPointerGetAttributes`). Registered host memory is recorded but not owned.

use std::alloc::Layout;
use std::collections::BTreeMap;
use std::ffi::{c_uint, c_void};
use std::sync::{Mutex, MutexGuard};

use hip_sys::{hipError_t, hipMemoryType, hipPointerAttribute_t};

use crate::api::{HipResult, call, ensure, write};
use crate::stream::captures;

/// Device allocations are aligned as CUDA aligns them (`cudaMalloc` guarantees 256 bytes).
pub const ALIGNMENT: usize = 256;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Device,
    /// `hipHostMalloc`: pinned host memory, mapped into the device's address space.
    PinnedHost,
    Managed,
    /// `hipHostRegister`ed memory the caller owns.
    Registered,
    /// A loaded module's variable (`hipModuleGetGlobal`): device memory the module owns.
    ModuleGlobal,
}

impl Kind {
    /// Whether [`allocate`] makes memory of this kind, which [`free`] gives back; the others
    /// belong to the caller or to a module.
    fn is_allocated(self) -> bool {
        matches!(self, Kind::Device | Kind::PinnedHost | Kind::Managed)
    }

    fn memory_type(self) -> hipMemoryType {
        match self {
            Kind::Device | Kind::ModuleGlobal => hipMemoryType::hipMemoryTypeDevice,
            Kind::PinnedHost | Kind::Registered => hipMemoryType::hipMemoryTypeHost,
            Kind::Managed => hipMemoryType::hipMemoryTypeManaged,
        }
    }
}

#[derive(Clone, Copy, Debug)]
pub struct Allocation {
    pub base: usize,
    pub size: usize,
    pub kind: Kind,
    pub flags: u32,
}

struct Table {
    allocations: BTreeMap<usize, Allocation>,
}

fn table() -> MutexGuard<'static, Table> {
    static TABLE: Mutex<Table> = Mutex::new(Table { allocations: BTreeMap::new() });
    TABLE.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// The allocation `address` lies in.
pub fn find(address: usize) -> Option<Allocation> {
    let table = table();
    let (_, allocation) = table.allocations.range(..=address).next_back()?;
    (address < allocation.base + allocation.size.max(1)).then_some(*allocation)
}

/// Allocates `size` bytes of `kind`, zeroed; 0 bytes give a null pointer.
pub fn allocate(size: usize, kind: Kind, flags: u32) -> HipResult<*mut c_void> {
    // After a kernel failed, the device is unusable until reset, as a GPU's context is.
    crate::executor::sticky_error()?;
    // A graph would not replay an allocation: capture may forbid it.
    captures::unsafe_call("an allocation")?;
    if size == 0 {
        return Ok(std::ptr::null_mut());
    }
    let layout = Layout::from_size_align(size, ALIGNMENT).map_err(|_| hipError_t::hipErrorOutOfMemory)?;
    // SAFETY: `alloc_zeroed` needs a layout of non-zero size: `size` is not 0 (returned
    // above), and the alignment is a power of two (`from_size_align` checked it).
    let pointer = unsafe { std::alloc::alloc_zeroed(layout) };
    if pointer.is_null() {
        return Err(hipError_t::hipErrorOutOfMemory);
    }
    let base = pointer as usize;
    table().allocations.insert(base, Allocation { base, size, kind, flags });
    Ok(pointer.cast())
}

/// Frees an allocation of one of `kinds` that starts at `pointer`; null is a no-op.
pub fn free(pointer: *mut c_void, kinds: &[Kind]) -> HipResult {
    captures::unsafe_call("a free")?;
    if pointer.is_null() {
        return Ok(());
    }
    let mut table = table();
    let base = pointer as usize;
    match table.allocations.get(&base) {
        Some(allocation) if kinds.contains(&allocation.kind) && allocation.kind.is_allocated() => {}
        _ => return Err(hipError_t::hipErrorInvalidValue),
    }
    let allocation = table.allocations.remove(&base).expect("just found");
    drop(table);
    let layout = Layout::from_size_align(allocation.size, ALIGNMENT).expect("it was allocated with this layout");
    // SAFETY: an allocation of a kind `allocate` makes came from `allocate`, with this size
    // and `ALIGNMENT`, hence this layout; it was just removed from the table under its lock,
    // so no other call frees it again.
    unsafe { std::alloc::dealloc(pointer.cast(), layout) };
    Ok(())
}

/// Records `[pointer, pointer + size)` as registered host memory.
pub fn register(pointer: *mut c_void, size: usize, flags: u32) -> HipResult {
    captures::unsafe_call("hipHostRegister")?;
    ensure(!pointer.is_null() && size > 0, hipError_t::hipErrorInvalidValue)?;
    let base = pointer as usize;
    let end = base.checked_add(size).ok_or(hipError_t::hipErrorInvalidValue)?;
    let mut table = table();
    let overlaps = table.allocations.range(..end).next_back().is_some_and(|(_, a)| a.base + a.size > base);
    ensure(!overlaps, hipError_t::hipErrorHostMemoryAlreadyRegistered)?;
    table.allocations.insert(base, Allocation { base, size, kind: Kind::Registered, flags });
    Ok(())
}

/// Records the variables of a module just loaded, so copies and fills may target them.
pub fn add_module_globals(globals: &[(usize, usize)]) {
    let mut table = table();
    for &(base, size) in globals {
        table.allocations.insert(base, Allocation { base, size, kind: Kind::ModuleGlobal, flags: 0 });
    }
}

/// Forgets the variables of a module being unloaded.
pub fn remove_module_globals(globals: &[(usize, usize)]) {
    let mut table = table();
    for (base, _) in globals {
        if table.allocations.get(base).is_some_and(|a| a.kind == Kind::ModuleGlobal) {
            table.allocations.remove(base);
        }
    }
}

pub fn unregister(pointer: *mut c_void) -> HipResult {
    captures::unsafe_call("hipHostUnregister")?;
    let mut table = table();
    match table.allocations.get(&(pointer as usize)) {
        Some(allocation) if allocation.kind == Kind::Registered => {
            table.allocations.remove(&(pointer as usize));
            Ok(())
        }
        _ => Err(hipError_t::hipErrorHostMemoryNotRegistered),
    }
}

/// Checks that `[address, address + size)` lies inside one allocation the device can
/// reach.
pub fn check_device_range(address: usize, size: usize) -> HipResult {
    if size == 0 {
        return Ok(());
    }
    let allocation = find(address).ok_or(hipError_t::hipErrorInvalidValue)?;
    let end = address.checked_add(size).ok_or(hipError_t::hipErrorInvalidValue)?;
    ensure(end <= allocation.base + allocation.size, hipError_t::hipErrorInvalidValue)
}

/// `hipPointerGetAttributes`' answer for `pointer`.
pub fn attributes(pointer: *const c_void) -> hipPointerAttribute_t {
    match find(pointer as usize) {
        Some(allocation) => hipPointerAttribute_t {
            type_: allocation.kind.memory_type(),
            device: 0,
            devicePointer: pointer.cast_mut(),
            hostPointer: if allocation.kind == Kind::Device { std::ptr::null_mut() } else { pointer.cast_mut() },
            isManaged: i32::from(allocation.kind == Kind::Managed),
            allocationFlags: allocation.flags,
        },
        None => hipPointerAttribute_t {
            type_: hipMemoryType::hipMemoryTypeUnregistered,
            device: -2,
            devicePointer: std::ptr::null_mut(),
            hostPointer: std::ptr::null_mut(),
            isManaged: 0,
            allocationFlags: 0,
        },
    }
}

// The exported functions.

/// # Safety
/// `pointer`, if non-null, points to a writable pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipMalloc(pointer: *mut *mut c_void, size: usize) -> hipError_t {
    // SAFETY: `pointer` is null, which `write` refuses, or points to a writable pointer, by
    // this function's contract.
    call("hipMalloc", || unsafe { write(pointer, allocate(size, Kind::Device, 0)?) })
}

/// # Safety
/// `pointer`, if non-null, points to a writable pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipExtMallocWithFlags(pointer: *mut *mut c_void, size: usize, flags: c_uint) -> hipError_t {
    // SAFETY: `pointer` is null, which `write` refuses, or points to a writable pointer, by
    // this function's contract.
    call("hipExtMallocWithFlags", || unsafe { write(pointer, allocate(size, Kind::Device, flags)?) })
}

/// # Safety
/// `pointer`, if non-null, points to a writable pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipMallocManaged(pointer: *mut *mut c_void, size: usize, flags: c_uint) -> hipError_t {
    call("hipMallocManaged", || {
        ensure(flags == hip_sys::hipMemAttachGlobal || flags == hip_sys::hipMemAttachHost, hipError_t::hipErrorInvalidValue)?;
        // SAFETY: `pointer` is null, which `write` refuses, or points to a writable
        // pointer, by this function's contract.
        unsafe { write(pointer, allocate(size, Kind::Managed, flags)?) }
    })
}

/// # Safety
/// `pointer`, if non-null, points to a writable pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipHostMalloc(pointer: *mut *mut c_void, size: usize, flags: c_uint) -> hipError_t {
    // SAFETY: `pointer` is null, which `write` refuses, or points to a writable pointer, by
    // this function's contract.
    call("hipHostMalloc", || unsafe { write(pointer, allocate(size, Kind::PinnedHost, flags)?) })
}

/// # Safety
/// `pointer` is null or a pointer `hipMalloc`, `hipMallocManaged` or
/// `hipExtMallocWithFlags` returned, not freed since.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipFree(pointer: *mut c_void) -> hipError_t {
    call("hipFree", || free(pointer, &[Kind::Device, Kind::Managed]))
}

/// # Safety
/// `pointer` is null or a pointer `hipHostMalloc` returned, not freed since.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipHostFree(pointer: *mut c_void) -> hipError_t {
    call("hipHostFree", || free(pointer, &[Kind::PinnedHost]))
}

/// # Safety
/// `[pointer, pointer + size)` is memory the caller owns until it unregisters it.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipHostRegister(pointer: *mut c_void, size: usize, flags: c_uint) -> hipError_t {
    call("hipHostRegister", || register(pointer, size, flags))
}

#[unsafe(no_mangle)]
pub extern "C" fn hipHostUnregister(pointer: *mut c_void) -> hipError_t {
    call("hipHostUnregister", || unregister(pointer))
}

/// # Safety
/// `device_pointer`, if non-null, points to a writable pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipHostGetDevicePointer(device_pointer: *mut *mut c_void, host_pointer: *mut c_void, flags: c_uint) -> hipError_t {
    call("hipHostGetDevicePointer", || {
        ensure(flags == 0, hipError_t::hipErrorInvalidValue)?;
        let allocation = find(host_pointer as usize).ok_or(hipError_t::hipErrorInvalidValue)?;
        ensure(matches!(allocation.kind, Kind::PinnedHost | Kind::Registered), hipError_t::hipErrorInvalidValue)?;
        // SAFETY: `device_pointer` is null, which `write` refuses, or points to a writable
        // pointer, by this function's contract.
        unsafe { write(device_pointer, host_pointer) }
    })
}

/// # Safety
/// `flags`, if non-null, points to a writable `unsigned int`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipHostGetFlags(flags: *mut c_uint, host_pointer: *mut c_void) -> hipError_t {
    call("hipHostGetFlags", || {
        let allocation = find(host_pointer as usize).ok_or(hipError_t::hipErrorInvalidValue)?;
        ensure(matches!(allocation.kind, Kind::PinnedHost | Kind::Registered), hipError_t::hipErrorInvalidValue)?;
        // SAFETY: `flags` is null, which `write` refuses, or points to a writable
        // `unsigned int`, by this function's contract.
        unsafe { write(flags, allocation.flags) }
    })
}

/// # Safety
/// `free` and `total`, if non-null, point to writable `size_t`s.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipMemGetInfo(free: *mut usize, total: *mut usize) -> hipError_t {
    call("hipMemGetInfo", || {
        let (all, available) = crate::device::memory_info();
        // SAFETY: `free` is null, which `write` refuses, or points to a writable `size_t`, by
        // this function's contract.
        unsafe { write(free, available)? };
        // SAFETY: as for `free`, `total` is null or a writable `size_t`.
        unsafe { write(total, all) }
    })
}

/// # Safety
/// `attributes_out`, if non-null, points to a writable `hipPointerAttribute_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipPointerGetAttributes(attributes_out: *mut hipPointerAttribute_t, pointer: *const c_void) -> hipError_t {
    call("hipPointerGetAttributes", || {
        ensure(!pointer.is_null(), hipError_t::hipErrorInvalidValue)?;
        // SAFETY: `attributes_out` is null, which `write` refuses, or points to a writable
        // `hipPointerAttribute_t`, by this function's contract.
        unsafe { write(attributes_out, attributes(pointer)) }
    })
}

/// # Safety
/// `data`, if non-null, points to writable memory of the size `attribute` describes
/// (CUDA's documentation of `cuPointerGetAttribute`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipPointerGetAttribute(data: *mut c_void, attribute: hip_sys::hipPointer_attribute, pointer: hip_sys::hipDeviceptr_t) -> hipError_t {
    use hip_sys::hipPointer_attribute as P;
    call("hipPointerGetAttribute", || {
        ensure(!pointer.is_null(), hipError_t::hipErrorInvalidValue)?;
        let found = find(pointer as usize);
        let described = attributes(pointer);
        // SAFETY: `data` is null, which `write` refuses, or points to writable memory of the
        // type CUDA documents for the attribute, by this function's contract; each arm writes
        // exactly that type (a 32-bit unsigned or signed integer, a pointer, a `size_t`, or
        // a 64-bit id).
        unsafe {
            match attribute {
                P::HIP_POINTER_ATTRIBUTE_MEMORY_TYPE => write(data.cast::<c_uint>(), described.type_.0),
                P::HIP_POINTER_ATTRIBUTE_DEVICE_POINTER => {
                    write(data.cast::<*mut c_void>(), found.ok_or(hipError_t::hipErrorInvalidValue)?.base as *mut c_void)
                }
                P::HIP_POINTER_ATTRIBUTE_HOST_POINTER => write(data.cast::<*mut c_void>(), described.hostPointer),
                P::HIP_POINTER_ATTRIBUTE_IS_MANAGED => write(data.cast::<c_uint>(), described.isManaged as c_uint),
                P::HIP_POINTER_ATTRIBUTE_DEVICE_ORDINAL => write(data.cast::<i32>(), found.map_or(-2, |_| 0)),
                P::HIP_POINTER_ATTRIBUTE_RANGE_START_ADDR => {
                    write(data.cast::<*mut c_void>(), found.ok_or(hipError_t::hipErrorInvalidValue)?.base as *mut c_void)
                }
                P::HIP_POINTER_ATTRIBUTE_RANGE_SIZE => write(data.cast::<usize>(), found.ok_or(hipError_t::hipErrorInvalidValue)?.size),
                P::HIP_POINTER_ATTRIBUTE_MAPPED => write(data.cast::<c_uint>(), c_uint::from(found.is_some())),
                P::HIP_POINTER_ATTRIBUTE_BUFFER_ID => write(data.cast::<u64>(), found.map_or(0, |a| a.base as u64)),
                P::HIP_POINTER_ATTRIBUTE_SYNC_MEMOPS => write(data.cast::<c_uint>(), 1),
                _ => Err(crate::api::refuse(
                    "hipPointerGetAttribute",
                    format_args!("attribute {} is not supported", attribute.0),
                    hipError_t::hipErrorInvalidValue,
                )),
            }
        }
    })
}

/// # Safety
/// `base` and `size`, if non-null, point to writable values.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hipMemGetAddressRange(base: *mut hip_sys::hipDeviceptr_t, size: *mut usize, pointer: hip_sys::hipDeviceptr_t) -> hipError_t {
    call("hipMemGetAddressRange", || {
        let allocation = find(pointer as usize).ok_or(hipError_t::hipErrorNotFound)?;
        // Either output may be null: the caller wants only the other.
        if !base.is_null() {
            // SAFETY: `base` is non-null (checked just above) and points to a writable
            // `hipDeviceptr_t`, by this function's contract.
            unsafe { write(base, allocation.base as *mut c_void)? };
        }
        if !size.is_null() {
            // SAFETY: `size` is non-null (checked just above) and points to a writable
            // `size_t`, by this function's contract.
            unsafe { write(size, allocation.size)? };
        }
        Ok(())
    })
}
