//! The export tables NVIDIA's runtime asks the driver for (`cuGetExportTable`): tables of
//! function pointers identified by GUIDs, undocumented by NVIDIA. What each slot does is
//! known from observing `libcudart` (facts recorded by the ZLUDA project); rocuda implements
//! the slots `libcudart` 12.9 and 13.0 call for ordinary programs. Every other slot logs its
//! table and index and returns `CUDA_ERROR_NOT_SUPPORTED`; an unknown GUID is refused with
//! a log line naming it.
//!
//! Most tables start with their own size in bytes.

use std::ffi::c_void;

use crate::types::{CUcontext, CUdevice, CUdevice_attribute, CUmodule, CUresult, CUuuid};
use crate::{context, device, init, md2, module};

/// A table: its GUID, name and slots.
struct Table {
    guid: [u8; 16],
    name: &'static str,
    slots: &'static [Slot],
}

#[derive(Clone, Copy)]
struct Slot(*const c_void);

// SAFETY: the slots are function addresses and sizes, never written.
unsafe impl Sync for Slot {}

const fn size(slots: usize) -> Slot {
    Slot((slots * size_of::<usize>()) as *const c_void)
}

/// A slot rocuda does not implement: logs which and fails. Called with whatever arguments
/// the runtime passes, which it ignores (the C calling convention leaves them to the caller).
macro_rules! unknown {
    ($table:literal, $index:literal) => {{
        unsafe extern "C" fn slot() -> CUresult {
            tracing::warn!(concat!("cuda: dark API ", $table, " slot ", $index, " is not implemented"));
            CUresult::CUDA_ERROR_NOT_SUPPORTED
        }
        Slot(slot as *const c_void)
    }};
}

const fn function(address: *const c_void) -> Slot {
    Slot(address)
}

const fn guid(text: u128) -> [u8; 16] {
    text.to_be_bytes()
}

static CUDART_INTERFACE: [Slot; 13] = [
    size(13),
    function(get_module_from_cubin as *const c_void),
    function(primary_context as *const c_void),
    unknown!("CUDART_INTERFACE", 3),
    unknown!("CUDART_INTERFACE", 4),
    unknown!("CUDART_INTERFACE", 5),
    function(get_module_from_cubin_ext1 as *const c_void),
    function(ignore_usize as *const c_void),
    function(get_module_from_cubin_ext2 as *const c_void),
    unknown!("CUDART_INTERFACE", 9),
    unknown!("CUDART_INTERFACE", 10),
    unknown!("CUDART_INTERFACE", 11),
    function(load_compilers as *const c_void),
];

static TOOLS_TLS: [Slot; 4] = [size(4), unknown!("TOOLS_TLS", 1), unknown!("TOOLS_TLS", 2), unknown!("TOOLS_TLS", 3)];

static TOOLS_RUNTIME_CALLBACK_HOOKS: [Slot; 7] = [
    size(7),
    unknown!("TOOLS_RUNTIME_CALLBACK_HOOKS", 1),
    function(callback_buffer_1 as *const c_void),
    unknown!("TOOLS_RUNTIME_CALLBACK_HOOKS", 3),
    unknown!("TOOLS_RUNTIME_CALLBACK_HOOKS", 4),
    unknown!("TOOLS_RUNTIME_CALLBACK_HOOKS", 5),
    function(callback_buffer_2 as *const c_void),
];

static CONTEXT_LOCAL_STORAGE: [Slot; 4] = [
    function(storage_put as *const c_void),
    function(storage_delete as *const c_void),
    function(storage_get as *const c_void),
    unknown!("CONTEXT_LOCAL_STORAGE", 3),
];

static CTX_CREATE_BYPASS: [Slot; 2] = [size(2), unknown!("CTX_CREATE_BYPASS", 1)];

static HEAP_ACCESS: [Slot; 3] = [size(3), unknown!("HEAP_ACCESS", 1), unknown!("HEAP_ACCESS", 2)];

static INTEGRITY_CHECK: [Slot; 3] = [size(3), function(integrity_check as *const c_void), unknown!("INTEGRITY_CHECK", 2)];

static CONTEXT_CHECKS: [Slot; 4] =
    [size(4), unknown!("CONTEXT_CHECKS", 1), function(context_check as *const c_void), function(context_check_3 as *const c_void)];

static TABLES: [Table; 8] = [
    Table { guid: guid(0x6BD5FB6C_5BF4_E74A_8987_D93912FD9DF9), name: "CUDART_INTERFACE", slots: &CUDART_INTERFACE },
    Table { guid: guid(0x42D85A81_23F6_CB47_8298_F6E78A3AECDC), name: "TOOLS_TLS", slots: &TOOLS_TLS },
    Table { guid: guid(0xA094798C_2E74_2E74_93F2_0800200C0A66), name: "TOOLS_RUNTIME_CALLBACK_HOOKS", slots: &TOOLS_RUNTIME_CALLBACK_HOOKS },
    Table { guid: guid(0xC693336E_1121_DF11_A8C3_68F355D89593), name: "CONTEXT_LOCAL_STORAGE", slots: &CONTEXT_LOCAL_STORAGE },
    Table { guid: guid(0x0CA50B8C_1004_929A_89A7_D0DF10E77286), name: "CTX_CREATE_BYPASS", slots: &CTX_CREATE_BYPASS },
    Table { guid: guid(0x195BCBF4_D67D_024A_ACC5_1D29CEA631AE), name: "HEAP_ACCESS", slots: &HEAP_ACCESS },
    Table { guid: guid(0xD4082055_BDE6_704B_8D34_BA123C66E1F2), name: "INTEGRITY_CHECK", slots: &INTEGRITY_CHECK },
    Table { guid: guid(0x263E8860_7CD2_6143_92F6_BBD5006DFA7E), name: "CONTEXT_CHECKS", slots: &CONTEXT_CHECKS },
];

fn guid_text(bytes: &[u8; 16]) -> String {
    let hex: Vec<String> = bytes.iter().map(|b| format!("{b:02X}")).collect();
    format!("{}-{}-{}-{}-{}", hex[..4].concat(), hex[4..6].concat(), hex[6..8].concat(), hex[8..10].concat(), hex[10..].concat())
}

pub fn cuGetExportTable(table: &mut *const c_void, id: &CUuuid) -> Result<(), CUresult> {
    let bytes = id.bytes.map(|b| b as u8);
    match TABLES.iter().find(|t| t.guid == bytes) {
        Some(found) => {
            tracing::debug!("cuda: export table {} ({})", found.name, guid_text(&bytes));
            *table = found.slots.as_ptr().cast();
            Ok(())
        }
        None => {
            match REFUSED.iter().find(|(guid, _)| *guid == bytes) {
                Some((_, who)) => tracing::debug!("cuda: cuGetExportTable: {{{}}} ({who}) is not implemented; refused", guid_text(&bytes)),
                None => tracing::warn!("cuda: cuGetExportTable: unknown export table {{{}}}", guid_text(&bytes)),
            }
            *table = std::ptr::null();
            Err(CUresult::CUDA_ERROR_INVALID_VALUE)
        }
    }
}

/// Tables NVIDIA's driver has and rocuda does not implement, and who asks for them. Their
/// callers carry on without them, as with any table the driver lacks, so they are refused as
/// NVIDIA's driver refuses an unknown table (`CUDA_ERROR_INVALID_VALUE`, driver 580 on an
/// H100), logged only at debug level. What driver 580 answers for each: `{F8CFF951-...}` a
/// 24-byte table (its size and two functions), `{DA9151D3-...}` a 56-byte table (its size and
/// six functions).
static REFUSED: [([u8; 16], &str); 2] = [
    (guid(0xF8CFF951_2146_8B4E_B9E2_FB469E7C0DD9), "asked for by libcudart at start-up"),
    (guid(0xDA9151D3_3AE6_CC41_A5C0_4F26D533E328), "asked for by NVRTC"),
];

/// Runs a slot's body as an export runs its implementation: no panic leaves it.
fn guarded(name: &'static str, body: impl FnOnce() -> Result<(), CUresult>) -> CUresult {
    rocuda_core::export::status(name, body)
}

/// Loads the fat binary of a `__fatBinC_Wrapper_t` (or, for `ext2`, a fat binary header)
/// as a module of the current context.
unsafe extern "C" fn get_module_from_cubin(module: *mut CUmodule, image: *const c_void) -> CUresult {
    guarded("dark API get_module_from_cubin", || {
        // SAFETY: null or the caller's writable out-pointer, as the table's contract has it.
        let module = unsafe { module.as_mut() }.ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
        // SAFETY: the runtime passes the fat binary it registered.
        unsafe { module::cuModuleLoadData(module, image) }
    })
}

unsafe extern "C" fn get_module_from_cubin_ext1(module: *mut CUmodule, image: *const c_void, _: *mut c_void, _: *mut c_void, _: u32) -> CUresult {
    // SAFETY: forwarded.
    unsafe { get_module_from_cubin(module, image) }
}

unsafe extern "C" fn get_module_from_cubin_ext2(image: *const c_void, module: *mut CUmodule, _: *mut c_void, _: *mut c_void, _: u32) -> CUresult {
    // SAFETY: forwarded.
    unsafe { get_module_from_cubin(module, image) }
}

/// The primary context of a device, without retaining it.
unsafe extern "C" fn primary_context(context: *mut CUcontext, device: CUdevice) -> CUresult {
    guarded("dark API primary_context", || {
        // SAFETY: null or the caller's writable out-pointer, as the table's contract has it.
        let context = unsafe { context.as_mut() }.ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
        *context = context::primary(device)?;
        Ok(())
    })
}

unsafe extern "C" fn ignore_usize(_: usize) {}

/// The runtime asks the driver to load its JIT compilers; rocuda's is built in.
unsafe extern "C" fn load_compilers() -> CUresult {
    CUresult::CUDA_SUCCESS
}

/// Buffers the runtime's tool hooks write into; rocuda's tools never read them.
struct HookBuffer<const N: usize>(std::cell::UnsafeCell<[u32; N]>);

// SAFETY: only the runtime writes these, through the pointer it is given.
unsafe impl<const N: usize> Sync for HookBuffer<N> {}

static HOOK_BUFFER_1: HookBuffer<1024> = HookBuffer(std::cell::UnsafeCell::new([0; 1024]));
static HOOK_BUFFER_2: HookBuffer<14> = HookBuffer(std::cell::UnsafeCell::new([0; 14]));

unsafe extern "C" fn callback_buffer_1(pointer: *mut *mut c_void, size: *mut usize) {
    // SAFETY: out-pointers from the runtime.
    unsafe {
        if let (Some(p), Some(s)) = (pointer.as_mut(), size.as_mut()) {
            *p = HOOK_BUFFER_1.0.get().cast();
            *s = 1024;
        }
    }
}

unsafe extern "C" fn callback_buffer_2(pointer: *mut *mut c_void, size: *mut usize) {
    // SAFETY: out-pointers from the runtime.
    unsafe {
        if let (Some(p), Some(s)) = (pointer.as_mut(), size.as_mut()) {
            *p = HOOK_BUFFER_2.0.get().cast();
            *s = 14;
        }
    }
}

/// The context a storage call names, or the current one when it names none.
fn storage_context(context: CUcontext) -> Result<std::sync::Arc<context::Context>, CUresult> {
    if context.is_null() { context::current() } else { context::get(context) }
}

unsafe extern "C" fn storage_put(context: CUcontext, key: *mut c_void, value: *mut c_void, destructor: context::StorageDestructor) -> CUresult {
    guarded("dark API context_local_storage_put", || {
        let context = storage_context(context)?;
        context.storage.lock().unwrap_or_else(|p| p.into_inner()).insert(key as usize, (value as usize, destructor));
        Ok(())
    })
}

unsafe extern "C" fn storage_delete(context: CUcontext, key: *mut c_void) -> CUresult {
    guarded("dark API context_local_storage_delete", || {
        let context = storage_context(context)?;
        context.storage.lock().unwrap_or_else(|p| p.into_inner()).remove(&(key as usize));
        Ok(())
    })
}

unsafe extern "C" fn storage_get(value: *mut *mut c_void, context: CUcontext, key: *mut c_void) -> CUresult {
    guarded("dark API context_local_storage_get", || {
        // SAFETY: null or the caller's writable out-pointer, as the table's contract has it.
        let value = unsafe { value.as_mut() }.ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
        let context = storage_context(context)?;
        let stored = context.storage.lock().unwrap_or_else(|p| p.into_inner()).get(&(key as usize)).map(|(v, _)| *v);
        *value = stored.ok_or(CUresult::CUDA_ERROR_INVALID_HANDLE)? as *mut c_void;
        Ok(())
    })
}

unsafe extern "C" fn context_check(_: CUcontext, result: *mut u32, _: *mut *const c_void) -> CUresult {
    // SAFETY: an out-pointer from the runtime, if not null.
    if let Some(result) = unsafe { result.as_mut() } {
        *result = 0;
    }
    CUresult::CUDA_SUCCESS
}

unsafe extern "C" fn context_check_3() -> u32 {
    0
}

/// What the runtime hashes about the process and the driver (layout as the runtime's).
#[repr(C)]
struct ProcessInfo {
    driver_version: u32,
    version: u32,
    process: u32,
    thread: u32,
    cudart_table: *const c_void,
    integrity_table: *const c_void,
    function: *const c_void,
    unix_seconds: u64,
}

/// What the runtime hashes about each device.
#[repr(C)]
struct DeviceInfo {
    uuid: [u8; 16],
    pci_domain: i32,
    pci_bus: i32,
    pci_device: i32,
}

/// The key of the runtime's integrity check, an HMAC over MD2.
const INTEGRITY_KEY: [u8; 16] = [0x14, 0x6A, 0xDD, 0xAE, 0x53, 0xA9, 0xA7, 0x52, 0xAA, 0x08, 0x41, 0x36, 0x0B, 0xF5, 0x5A, 0x9F];

fn bytes_of<T>(value: &T) -> &[u8] {
    // SAFETY: the repr(C) structs above have no padding; any initialized bytes may be read.
    unsafe { std::slice::from_raw_parts((value as *const T).cast(), size_of::<T>()) }
}

/// The runtime checks that it talks to a driver by asking for a keyed hash of the process,
/// the tables and the devices, and comparing with its own.
unsafe extern "C" fn integrity_check(version: u32, unix_seconds: u64, result: *mut [u64; 2]) -> CUresult {
    guarded("dark API integrity_check", || {
        // SAFETY: null or the caller's writable 16 bytes, as the table's contract has it.
        let result = unsafe { result.as_mut() }.ok_or(CUresult::CUDA_ERROR_INVALID_VALUE)?;
        init::initialized()?;
        *result = match version % 10 {
            0 => [0x3341181C03CB675C, 0x8ED383AA1F4CD1E8],
            1 => [0x1841181C03CB675C, 0x8ED383AA1F4CD1E8],
            _ => {
                let process = ProcessInfo {
                    driver_version: init::DRIVER_VERSION as u32,
                    version,
                    process: std::process::id(),
                    // SAFETY: no arguments.
                    thread: unsafe { libc::pthread_self() } as u32,
                    cudart_table: CUDART_INTERFACE.as_ptr().cast(),
                    integrity_table: INTEGRITY_CHECK.as_ptr().cast(),
                    function: INTEGRITY_CHECK[1].0,
                    unix_seconds,
                };
                let mut message = bytes_of(&process).to_vec();
                let mut count = 0;
                device::cuDeviceGetCount(&mut count)?;
                for ordinal in 0..count {
                    let mut uuid = CUuuid { bytes: [0; 16] };
                    device::cuDeviceGetUuid_v2(&mut uuid, ordinal)?;
                    let attribute = |a| {
                        let mut value = 0;
                        device::cuDeviceGetAttribute(&mut value, a, ordinal).map(|()| value)
                    };
                    let info = DeviceInfo {
                        uuid: uuid.bytes.map(|b| b as u8),
                        pci_domain: attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID)?,
                        pci_bus: attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_PCI_BUS_ID)?,
                        pci_device: attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID)?,
                    };
                    message.extend_from_slice(bytes_of(&info));
                }
                let digest = md2::hmac(&INTEGRITY_KEY, &message);
                let half = |range: std::ops::Range<usize>| u64::from_le_bytes(digest[range].try_into().unwrap_or_default());
                [half(0..8), half(8..16)]
            }
        };
        Ok(())
    })
}
