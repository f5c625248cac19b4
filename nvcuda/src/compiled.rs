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

use crate::cache::{Cache, Key};
use crate::types::CUresult;

/// A code object, the kernels left out of it with the reason, and the kernels that take
/// the grid-synchronization workspace.
pub struct Compiled {
    pub object: Vec<u8>,
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

/// `ptx` compiled for `target`.
pub fn compile(ptx: &str, target: Target) -> Result<Compiled, CUresult> {
    let run = || -> Result<Vec<u8>, CUresult> {
        let compiled = rocuda_ptx::compile(ptx, &Options::new(target)).map_err(|error| {
            tracing::error!("cuda: the module's PTX does not compile: {error}");
            CUresult::CUDA_ERROR_INVALID_PTX
        })?;
        let failures = compiled.failures.iter().filter(|f| f.kernel).map(|f| (f.function.clone(), format!("{} ({} stage)", f.error, f.stage.name()))).collect();
        Ok(encode(&Compiled { object: compiled.bytes, failures, grid_workspace: compiled.grid_workspace }))
    };
    let bytes = match cache() {
        Some(cache) => cache.get_or_insert_with(&Key::new(ptx.as_bytes(), compiler_identity(), target.name(), &[]), run)?,
        None => run()?,
    };
    decode(&bytes).ok_or_else(|| {
        tracing::error!("cuda: a compiled module's record is malformed");
        CUresult::CUDA_ERROR_INVALID_IMAGE
    })
}

/// Failure count, then each name and reason (u32 length, UTF-8); workspace-kernel count,
/// then each name, parameter count and workspace offset (u32); then the object.
fn encode(compiled: &Compiled) -> Vec<u8> {
    fn text(bytes: &mut Vec<u8>, text: &str) {
        bytes.extend_from_slice(&(text.len() as u32).to_le_bytes());
        bytes.extend_from_slice(text.as_bytes());
    }
    let mut bytes = (compiled.failures.len() as u32).to_le_bytes().to_vec();
    for (name, reason) in &compiled.failures {
        text(&mut bytes, name);
        text(&mut bytes, reason);
    }
    bytes.extend_from_slice(&(compiled.grid_workspace.len() as u32).to_le_bytes());
    for kernel in &compiled.grid_workspace {
        text(&mut bytes, &kernel.kernel);
        bytes.extend_from_slice(&kernel.params.to_le_bytes());
        bytes.extend_from_slice(&kernel.offset.to_le_bytes());
    }
    bytes.extend_from_slice(&compiled.object);
    bytes
}

fn decode(mut bytes: &[u8]) -> Option<Compiled> {
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
    Some(Compiled { object: bytes.to_vec(), failures, grid_workspace })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_round_trip_and_truncation_is_refused() {
        let compiled = Compiled {
            object: vec![1, 2, 3],
            failures: BTreeMap::from([("k".to_string(), "mma is not supported".to_string())]),
            grid_workspace: vec![GridWorkspace { kernel: "sync".into(), params: 3, offset: 24 }],
        };
        let bytes = encode(&compiled);
        let back = decode(&bytes).unwrap();
        assert_eq!((back.object, back.failures, back.grid_workspace), (compiled.object, compiled.failures, compiled.grid_workspace));
        assert!(decode(&bytes[..6]).is_none());
    }
}
