//! Compiled modules, from the on-disk cache when it has them (`cache/`).
//!
//! A cache entry is the code object plus what the driver needs to know about its kernels:
//! those the compiler rejected and why, so a module loaded from the cache reports the same
//! failures as a fresh compile, and those that take the grid-synchronization workspace. The key
//! covers the PTX, the target and the compiler's identity: its version and the build of
//! this library it is part of, so a rebuilt rocuda never reads an older compiler's output.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use rocuda_ptx::{GridWorkspace, Options, Target};

use crate::cache::{Bytes, Cache, Key};
use crate::types::CUresult;

/// A code object, the kernels left out of it with the reason, and the kernels that take
/// the grid-synchronization workspace.
pub struct Compiled {
    pub object: Bytes,
    pub failures: BTreeMap<String, String>,
    pub grid_workspace: Vec<GridWorkspace>,
}

fn cache() -> Option<&'static Cache> {
    static CACHE: OnceLock<Option<Cache>> = OnceLock::new();
    CACHE.get_or_init(Cache::from_env).as_ref()
}

/// This build of rocuda's compiler: the crate version and the size and modification time of
/// the library file that contains it.
fn compiler_identity() -> &'static str {
    static IDENTITY: OnceLock<String> = OnceLock::new();
    IDENTITY.get_or_init(|| {
        // SAFETY: dladdr with the address of a function of this library and an out-struct.
        let file = unsafe {
            let mut info: libc::Dl_info = std::mem::zeroed();
            (libc::dladdr(compiler_identity as *const libc::c_void, &mut info) != 0 && !info.dli_fname.is_null())
                .then(|| std::ffi::CStr::from_ptr(info.dli_fname).to_string_lossy().into_owned())
        };
        let stamp = file.and_then(|f| std::fs::metadata(&f).ok()).map(|m| {
            let modified = m.modified().ok().and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok()).unwrap_or_default();
            format!("{}:{}", m.len(), modified.as_nanos())
        });
        format!("rocuda-ptx {} {}", env!("CARGO_PKG_VERSION"), stamp.unwrap_or_default())
    })
}

/// `ptx` compiled for `target`. Only a miss reads it as text.
pub fn compile(ptx: &[u8], target: Target) -> Result<Compiled, CUresult> {
    let run = || -> Result<Vec<u8>, CUresult> {
        let text = rocuda_fatbin::utf8(ptx).map_err(|position| {
            tracing::error!("cuda: the module's PTX is not UTF-8 text (byte {position})");
            CUresult::CUDA_ERROR_INVALID_IMAGE
        })?;
        let compiled = rocuda_ptx::compile(text, &Options::new(target)).map_err(|error| {
            tracing::error!("cuda: the module's PTX does not compile: {error}");
            CUresult::CUDA_ERROR_INVALID_PTX
        })?;
        let failures = compiled.failures.iter().filter(|f| f.kernel).map(|f| (f.function.clone(), format!("{} ({} stage)", f.error, f.stage.name()))).collect();
        Ok(encode(&failures, &compiled.grid_workspace, &compiled.bytes))
    };
    let bytes = match cache() {
        Some(cache) => cache.get_or_insert_with(&Key::new(ptx, compiler_identity(), target.name(), &[]), run)?,
        None => Bytes::from_vec(run()?),
    };
    decode(bytes).ok_or_else(|| {
        tracing::error!("cuda: a compiled module's record is malformed");
        CUresult::CUDA_ERROR_INVALID_IMAGE
    })
}

/// Failure count, then each name and reason (u32 length, UTF-8); workspace-kernel count,
/// then each name, parameter count and workspace offset (u32); then the object.
fn encode(failures: &BTreeMap<String, String>, grid_workspace: &[GridWorkspace], object: &[u8]) -> Vec<u8> {
    fn text(bytes: &mut Vec<u8>, text: &str) {
        bytes.extend_from_slice(&(text.len() as u32).to_le_bytes());
        bytes.extend_from_slice(text.as_bytes());
    }
    let mut bytes = (failures.len() as u32).to_le_bytes().to_vec();
    for (name, reason) in failures {
        text(&mut bytes, name);
        text(&mut bytes, reason);
    }
    bytes.extend_from_slice(&(grid_workspace.len() as u32).to_le_bytes());
    for kernel in grid_workspace {
        text(&mut bytes, &kernel.kernel);
        bytes.extend_from_slice(&kernel.params.to_le_bytes());
        bytes.extend_from_slice(&kernel.offset.to_le_bytes());
    }
    bytes.extend_from_slice(object);
    bytes
}

fn decode(record: Bytes) -> Option<Compiled> {
    let mut bytes: &[u8] = &record;
    fn take<'a>(bytes: &mut &'a [u8], n: usize) -> Option<&'a [u8]> {
        let (head, rest) = bytes.split_at_checked(n)?;
        *bytes = rest;
        Some(head)
    }
    fn number(bytes: &mut &[u8]) -> Option<u32> {
        Some(u32::from_le_bytes(take(bytes, 4)?.try_into().ok()?))
    }
    fn text(bytes: &mut &[u8]) -> Option<String> {
        let len = number(bytes)? as usize;
        String::from_utf8(take(bytes, len)?.to_vec()).ok()
    }
    let mut failures = BTreeMap::new();
    for _ in 0..number(&mut bytes)? {
        let name = text(&mut bytes)?;
        failures.insert(name, text(&mut bytes)?);
    }
    let mut grid_workspace = Vec::new();
    for _ in 0..number(&mut bytes)? {
        grid_workspace.push(GridWorkspace { kernel: text(&mut bytes)?, params: number(&mut bytes)?, offset: number(&mut bytes)? });
    }
    let object_start = record.len() - bytes.len();
    Some(Compiled { object: record.from(object_start), failures, grid_workspace })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_round_trip_and_truncation_is_refused() {
        let failures = BTreeMap::from([("k".to_string(), "mma is not supported".to_string())]);
        let grid_workspace = vec![GridWorkspace { kernel: "sync".into(), params: 3, offset: 24 }];
        let bytes = encode(&failures, &grid_workspace, &[1, 2, 3]);
        let back = decode(Bytes::from_vec(bytes.clone())).unwrap();
        assert_eq!((&back.object[..], back.failures, back.grid_workspace), (&[1u8, 2, 3][..], failures, grid_workspace));
        assert!(decode(Bytes::from_vec(bytes[..6].to_vec())).is_none());
    }
}
