//! `cuGetProcAddress`: driver functions by base name, for the CUDA version the caller was
//! built against. The table is generated from `cudaTypedefs.h` (`generated/proc_address.rs`).

use std::ffi::{CStr, c_void};

use crate::generated::proc_address::ENTRIES;
use crate::types::{CUdriverProcAddressQueryResult as Q, CUresult, cuuint64_t};

/// One ABI of one driver function.
pub struct Entry {
    pub name: &'static str,
    /// The CUDA version that introduced this ABI (`3020` for 3.2).
    pub version: u32,
    /// The per-thread-default-stream form (`_ptds`/`_ptsz`).
    pub per_thread: bool,
    pub function: *const (),
}

// SAFETY: function addresses, never written.
unsafe impl Sync for Entry {}

/// `CU_GET_PROC_ADDRESS_LEGACY_STREAM` and `CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM`.
const LEGACY_STREAM: u64 = 1;
const PER_THREAD_DEFAULT_STREAM: u64 = 2;

/// The function for a request, or why there is none.
fn find(name: &str, version: u32, per_thread: bool) -> Result<*const (), Q> {
    let start = ENTRIES.partition_point(|e| e.name < name);
    let entries: Vec<&Entry> = ENTRIES[start..].iter().take_while(|e| e.name == name).collect();
    if entries.is_empty() {
        return Err(Q::CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND);
    }
    let pick = |per_thread: bool| entries.iter().filter(|e| e.per_thread == per_thread && e.version <= version).max_by_key(|e| e.version).map(|e| e.function);
    let found = if per_thread { pick(true).or_else(|| pick(false)) } else { pick(false) };
    found.ok_or(Q::CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT)
}

fn get(symbol: &CStr, function: &mut *mut c_void, version: i32, flags: cuuint64_t, status: Option<&mut Q>) -> Result<(), CUresult> {
    if flags & !(LEGACY_STREAM | PER_THREAD_DEFAULT_STREAM) != 0 || version < 0 {
        return Err(CUresult::CUDA_ERROR_INVALID_VALUE);
    }
    let name = symbol.to_str().map_err(|_| CUresult::CUDA_ERROR_INVALID_VALUE)?;
    let found = find(name, version as u32, flags & PER_THREAD_DEFAULT_STREAM != 0);
    if let Err(why) = found {
        tracing::debug!("cuda: cuGetProcAddress({name}, {version}, {flags}): {why:?}");
    }
    let answer = match found {
        Ok(address) => {
            *function = address.cast_mut().cast();
            Q::CU_GET_PROC_ADDRESS_SUCCESS
        }
        Err(why) => {
            *function = std::ptr::null_mut();
            why
        }
    };
    if let Some(status) = status {
        *status = answer;
    }
    if answer == Q::CU_GET_PROC_ADDRESS_SUCCESS { Ok(()) } else { Err(CUresult::CUDA_ERROR_NOT_FOUND) }
}

pub fn cuGetProcAddress(symbol: &CStr, function: &mut *mut c_void, version: i32, flags: cuuint64_t) -> Result<(), CUresult> {
    get(symbol, function, version, flags, None)
}

pub fn cuGetProcAddress_v2(symbol: &CStr, function: &mut *mut c_void, version: i32, flags: cuuint64_t, status: Option<&mut Q>) -> Result<(), CUresult> {
    get(symbol, function, version, flags, status)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_pick_the_abi_of_their_time() {
        let new = find("cuMemAlloc", 13000, false).unwrap();
        let old = find("cuMemAlloc", 3000, false).unwrap();
        assert_ne!(new, old);
        assert_eq!(new, crate::generated::exports::cuMemAlloc_v2 as *const ());
        assert_eq!(old, crate::generated::exports::cuMemAlloc as *const ());
        assert_eq!(find("cuMemAlloc", 1000, false), Err(Q::CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT));
        assert_eq!(find("cuNoSuchThing", 13000, false), Err(Q::CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND));
    }

    #[test]
    fn per_thread_requests_get_the_ptds_forms() {
        assert_eq!(find("cuMemcpyHtoD", 13000, true).unwrap(), crate::generated::exports::cuMemcpyHtoD_v2_ptds as *const ());
        assert_eq!(find("cuMemcpyHtoD", 13000, false).unwrap(), crate::generated::exports::cuMemcpyHtoD_v2 as *const ());
        // Functions without a per-thread form answer with their only one.
        assert_eq!(find("cuInit", 13000, true).unwrap(), crate::generated::exports::cuInit as *const ());
    }
}
