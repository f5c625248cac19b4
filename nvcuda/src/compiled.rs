//! Compiled modules, from the on-disk cache when it has them (`cache/`).
//!
//! A cache entry is the code object plus what the driver needs to know about its kernels:
//! those the compiler rejected and why, so a module loaded from the cache reports the same
//! failures as a fresh compile, those that take the grid-synchronization workspace, and each
//! kernel's parameter layout (`cuFuncGetParamInfo`). The key
//! covers the PTX, the target, the compiler's build (the build ID of this library) and the
//! toolchain and machine the code depends on (LLVM, `ld.lld`, the device libraries, the host
//! CPU's features), so neither a rebuilt rocuda nor another machine reads an object it would
//! not have made.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use rocuda_ptx::ir::ParamSlot;
use rocuda_ptx::{GridWorkspace, KernelParams, Options, Target};

use crate::cache::{Bytes, Cache, Key};
use crate::types::CUresult;

/// A code object, the kernels left out of it with the reason, the kernels that take the
/// grid-synchronization workspace, and each kernel's parameters.
pub struct Compiled {
    pub object: Bytes,
    pub failures: BTreeMap<String, String>,
    pub grid_workspace: Vec<GridWorkspace>,
    pub params: Vec<KernelParams>,
}

fn cache() -> Option<&'static Cache> {
    static CACHE: OnceLock<Option<Cache>> = OnceLock::new();
    CACHE.get_or_init(Cache::from_env).as_ref()
}

/// This build of rocuda's compiler: the crate version and the GNU build ID of the library
/// that contains it (a hash of its whole file where it has none), so that two builds never
/// share entries, whatever their files' sizes and times.
fn compiler_identity() -> &'static str {
    static IDENTITY: OnceLock<String> = OnceLock::new();
    IDENTITY.get_or_init(|| {
        let build = match own_build_id() {
            Some(id) => format!("build-id {}", hex(&id)),
            None => match own_file().and_then(|file| std::fs::read(file).ok()) {
                Some(bytes) => format!("xxh3 {:032x}", twox_hash::XxHash3_128::oneshot(&bytes)),
                None => "an unknown build".to_string(),
            },
        };
        format!("rocuda-ptx {} {build}", env!("CARGO_PKG_VERSION"))
    })
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The file of the library (or program) this code is part of.
fn own_file() -> Option<std::path::PathBuf> {
    // SAFETY: dladdr with the address of a function of this library and an out-struct.
    unsafe {
        let mut info: libc::Dl_info = std::mem::zeroed();
        (libc::dladdr(own_file as *const libc::c_void, &mut info) != 0 && !info.dli_fname.is_null())
            .then(|| std::ffi::CStr::from_ptr(info.dli_fname).to_string_lossy().into_owned().into())
    }
}

/// The GNU build ID of the loaded object this code is part of, read from its note segments in
/// memory (reading the file would cost a warm module load milliseconds).
fn own_build_id() -> Option<Vec<u8>> {
    unsafe extern "C" fn visit(info: *mut libc::dl_phdr_info, _: usize, found: *mut libc::c_void) -> libc::c_int {
        // SAFETY: the loader's description of one loaded object, valid during the callback;
        // `found` is the `Option` below.
        let (info, found) = unsafe { (&*info, &mut *found.cast::<Option<Vec<u8>>>()) };
        let here = own_build_id as *const () as usize;
        // SAFETY: `dlpi_phnum` program headers at `dlpi_phdr`.
        let headers = unsafe { std::slice::from_raw_parts(info.dlpi_phdr, usize::from(info.dlpi_phnum)) };
        let base = info.dlpi_addr as usize;
        let contains_here =
            headers.iter().any(|h| h.p_type == libc::PT_LOAD && (base + h.p_vaddr as usize..base + (h.p_vaddr + h.p_memsz) as usize).contains(&here));
        if !contains_here {
            return 0;
        }
        for header in headers.iter().filter(|h| h.p_type == libc::PT_NOTE) {
            // SAFETY: a note segment of a loaded object is mapped, `p_memsz` bytes.
            let notes = unsafe { std::slice::from_raw_parts((base + header.p_vaddr as usize) as *const u8, header.p_memsz as usize) };
            if let Some(id) = gnu_build_id(notes) {
                *found = Some(id.to_vec());
            }
        }
        1
    }
    let mut found: Option<Vec<u8>> = None;
    // SAFETY: the callback only reads the headers it is given and writes `found`.
    unsafe { libc::dl_iterate_phdr(Some(visit), (&mut found as *mut Option<Vec<u8>>).cast()) };
    found
}

/// The descriptor of the `NT_GNU_BUILD_ID` note among `notes` (ELF notes: name size,
/// descriptor size, type, then the name and the descriptor, each padded to 4 bytes).
fn gnu_build_id(mut notes: &[u8]) -> Option<&[u8]> {
    const NT_GNU_BUILD_ID: u32 = 3;
    let word = |bytes: &[u8], at: usize| bytes.get(at..at + 4).map(|w| u32::from_ne_bytes(w.try_into().expect("four bytes")) as usize);
    let padded = |n: usize| n.div_ceil(4) * 4;
    while notes.len() >= 12 {
        let (name_size, desc_size, kind) = (word(notes, 0)?, word(notes, 4)?, word(notes, 8)?);
        let name = notes.get(12..12 + name_size)?;
        let desc_at = 12 + padded(name_size);
        let desc = notes.get(desc_at..desc_at + desc_size)?;
        if kind == NT_GNU_BUILD_ID as usize && name == b"GNU\0" {
            return Some(desc);
        }
        notes = notes.get(desc_at + padded(desc_size)..)?;
    }
    None
}

/// The cache key of `ptx` compiled for `target`: the compiler's build and the toolchain and
/// machine the code depends on (`rocuda_ptx::toolchain_identity`) are part of it.
fn key(ptx: &[u8], target: Target) -> Key {
    let compiler = format!("{}; {}", compiler_identity(), rocuda_ptx::toolchain_identity(target));
    Key::new(ptx, &compiler, target.name(), &[])
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
        Ok(encode(&failures, &compiled.grid_workspace, &compiled.params, &compiled.bytes))
    };
    let bytes = match cache() {
        Some(cache) => cache.get_or_insert_with(&key(ptx, target), run)?,
        None => Bytes::from_vec(run()?),
    };
    decode(bytes).ok_or_else(|| {
        tracing::error!("cuda: a compiled module's record is malformed");
        CUresult::CUDA_ERROR_INVALID_IMAGE
    })
}

/// Failure count, then each name and reason (u32 length, UTF-8); workspace-kernel count,
/// then each name, parameter count and workspace offset (u32); kernel count, then each name,
/// parameter count and each parameter's offset and size (u32); then the object.
fn encode(failures: &BTreeMap<String, String>, grid_workspace: &[GridWorkspace], params: &[KernelParams], object: &[u8]) -> Vec<u8> {
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
    bytes.extend_from_slice(&(params.len() as u32).to_le_bytes());
    for kernel in params {
        text(&mut bytes, &kernel.kernel);
        bytes.extend_from_slice(&(kernel.slots.len() as u32).to_le_bytes());
        for slot in &kernel.slots {
            bytes.extend_from_slice(&slot.offset.to_le_bytes());
            bytes.extend_from_slice(&slot.size.to_le_bytes());
        }
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
    let mut params = Vec::new();
    for _ in 0..number(&mut bytes)? {
        let kernel = text(&mut bytes)?;
        let slots = (0..number(&mut bytes)?).map(|_| Some(ParamSlot { offset: number(&mut bytes)?, size: number(&mut bytes)? })).collect::<Option<_>>()?;
        params.push(KernelParams { kernel, slots });
    }
    let object_start = record.len() - bytes.len();
    Some(Compiled { object: record.from(object_start), failures, grid_workspace, params })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_round_trip_and_truncation_is_refused() {
        let failures = BTreeMap::from([("k".to_string(), "mma is not supported".to_string())]);
        let grid_workspace = vec![GridWorkspace { kernel: "sync".into(), params: 3, offset: 24 }];
        let params = vec![KernelParams { kernel: "sync".into(), slots: vec![ParamSlot { offset: 0, size: 8 }, ParamSlot { offset: 8, size: 4 }] }];
        let bytes = encode(&failures, &grid_workspace, &params, &[1, 2, 3]);
        let back = decode(Bytes::from_vec(bytes.clone())).unwrap();
        assert_eq!((&back.object[..], back.failures, back.grid_workspace, back.params), (&[1u8, 2, 3][..], failures, grid_workspace, params));
        assert!(decode(Bytes::from_vec(bytes[..6].to_vec())).is_none());
    }

    /// The build ID `readelf` sees in this test program's file is the one the key uses.
    #[test]
    fn the_compiler_build_is_the_files_build_id() {
        let file = own_file().expect("this program's file");
        let notes = std::process::Command::new("readelf").arg("-n").arg(&file).output().expect("readelf runs");
        let notes = String::from_utf8_lossy(&notes.stdout);
        let id = notes.lines().find_map(|l| l.trim().strip_prefix("Build ID: ")).expect("the test program has a build ID");
        assert_eq!(own_build_id().map(|id| hex(&id)).as_deref(), Some(id));
        assert!(compiler_identity().ends_with(&format!("build-id {id}")));
    }

    /// The host target's key is made from an identity naming the CPU the code is compiled
    /// for, so another CPU (another machine sharing the cache) has other keys.
    #[test]
    fn the_host_key_depends_on_this_machines_cpu() {
        let host = rocuda_ptx::toolchain_identity(Target::Host);
        assert!(host.contains("host cpu "), "{host}");
        let expected = Key::new(b"ptx", &format!("{}; {host}", compiler_identity()), "host", &[]);
        assert!(key(b"ptx", Target::Host) == expected);
        let other_cpu = Key::new(b"ptx", &format!("{}; {}", compiler_identity(), host.replace("host cpu ", "host cpu other-")), "host", &[]);
        assert!(key(b"ptx", Target::Host) != other_cpu);
    }
}
