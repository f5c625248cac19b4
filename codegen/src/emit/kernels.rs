//! rocuda's own kernels (DESIGN.md principle 7): each library's `kernels/*.cu`, compiled by
//! the pinned CUDA 13 `nvcc` to PTX for `compute_80`, into `generated/kernels/<name>.ptx`.
//! The library embeds the PTX and runs it through rocuda's driver (`rocuda_core::kernels`).
//! `compute_80` is what rocuda's PTX compiler takes for applications too; nvcc's output for a
//! given input and version is the same on every machine, so `--check` can compare it.

use std::path::Path;
use std::process::Command;

use super::Output;
use crate::Result;
use crate::library::Library;
use crate::vendor::{Vendor, read_dir_sorted};

pub fn render(output: &mut Output, root: &Path, library: &Library, vendor: &Vendor) -> Result<()> {
    let sources = root.join(library.dir).join("kernels");
    if !sources.is_dir() {
        return Ok(());
    }
    let nvcc = vendor.cuda(13).join("nvidia/cu13/bin/nvcc");
    let scratch = std::env::temp_dir().join(format!("rocuda-codegen-kernels-{}", std::process::id()));
    std::fs::create_dir_all(&scratch)?;
    for source in read_dir_sorted(&sources)? {
        if source.extension().is_none_or(|e| e != "cu") {
            continue;
        }
        let name = source.file_stem().ok_or("a kernel file has a name")?.to_string_lossy().into_owned();
        let ptx = scratch.join(format!("{name}.ptx"));
        let status = Command::new(&nvcc).args(["-ptx", "-arch=compute_80", "-O3", "-o"]).arg(&ptx).arg(&source).status()?;
        if !status.success() {
            return Err(format!("nvcc failed on {} ({status})", source.display()).into());
        }
        output.add(Path::new(library.dir).join("generated/kernels").join(format!("{name}.ptx")), std::fs::read_to_string(&ptx)?);
    }
    std::fs::remove_dir_all(&scratch)?;
    Ok(())
}
