//! One run of the generator over every library.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use crate::Result;
use crate::declarations;
use crate::emit::{self, Output};
use crate::implemented::Implemented;
use crate::library::{LIBRARIES, Library, Location};
use crate::nvidia::ExportList;
use crate::pins::Pins;
use crate::rocm::ROCM_LIBRARIES;
use crate::shared;
use crate::surface::Surface;
use crate::types::{self, Types};
use crate::vendor::Vendor;

/// What the generated files name as their inputs.
const INPUTS: &str = "NVIDIA's CUDA 12 and 13 headers and libraries (codegen/pins.toml)";

/// Renders every generated file, reading the committed `implemented.toml` files under `root`.
pub fn run(root: &Path, vendor: &Vendor, pins: &Pins) -> Result<Output> {
    let mut output = Output::default();
    emit::libraries::render(&mut output)?;
    let mut rocm = BTreeMap::new();
    let mut rocm_names: BTreeMap<&str, BTreeSet<String>> = BTreeMap::new();
    for library in ROCM_LIBRARIES {
        eprintln!("codegen: {}", library.name);
        let (mut file, functions) = declarations::read_rocm(library, vendor)?;
        rocm.insert(library.name.to_string(), functions.iter().map(|f| (f.sig.ident.to_string(), f.clone())).collect());
        for used in library.uses {
            let defined = rocm_names.get(used).ok_or_else(|| format!("{} uses {used}, which is not an earlier ROCm library", library.name))?;
            types::reuse(&mut file, used, defined);
        }
        let types = Types::merge(&file, &[])?;
        rocm_names.insert(library.name, types::item_names(&types.items));
        let inputs = format!("ROCm's headers ({})", library.dev_version(pins)?);
        emit::sys::render(&mut output, library, &types, &functions, &inputs)?;
    }
    let mut read = Vec::new();
    for library in LIBRARIES {
        eprintln!("codegen: {}", library.name);
        let declarations = declarations::read(library, vendor)?;
        let (main, others) = declarations.bindings.split_first().ok_or_else(|| format!("{}: no header pass", library.name))?;
        let types = Types::merge(main, &others.iter().collect::<Vec<_>>())?;
        let nvidia = nvidia_lists(library, vendor, root, pins)?;
        read.push((Surface::new(library, declarations, nvidia), types));
    }
    let mut statuses = BTreeSet::new();
    for (surface, types) in &read {
        statuses.extend(types.names_of(&syn::parse_str(surface.library.status)?));
    }
    let shared = shared::Shared::find(&read.iter().map(|(_, types)| types).collect::<Vec<_>>(), &statuses);
    let by_value = read.iter().flat_map(|(surface, types)| emit::types::by_value_records(surface, types)).collect();
    emit::cuda_types::render(&mut output, &shared, &by_value, INPUTS)?;
    for (surface, mut types) in read {
        types.share(&shared);
        let library = surface.library;
        let implemented = Implemented::load(&root.join(library.dir))?;
        surface.check(&implemented)?;
        let mut extra = extra_modules(&surface, vendor)?;
        let checks = emit::mapped::read_checks(&root.join(library.dir).join("src/checks"))?;
        if let Some(mapped) = emit::mapped::render(&surface, &implemented, &rocm, &checks, INPUTS)? {
            extra.push(("mapped", mapped));
        }
        emit::library(&mut output, &surface, &types, &implemented, &extra, INPUTS)?;
        emit::kernels::render(&mut output, root, library, vendor)?;
    }
    Ok(output)
}

/// Generated modules only one library has: the driver's `cuGetProcAddress` table.
fn extra_modules(surface: &Surface, vendor: &Vendor) -> Result<Vec<(&'static str, String)>> {
    if surface.library.dir != "nvcuda" {
        return Ok(Vec::new());
    }
    /// The driver's typedef headers: the core API, then the profiler and graphics interop.
    const TYPEDEF_HEADERS: [&str; 5] = ["cudaTypedefs.h", "cudaProfilerTypedefs.h", "cudaGLTypedefs.h", "cudaEGLTypedefs.h", "cudaVDPAUTypedefs.h"];
    let mut headers = Vec::new();
    for major in [12, 13] {
        let mut found = 0;
        for dir in vendor.include_dirs(major)? {
            for name in TYPEDEF_HEADERS {
                let path = dir.join(name);
                if path.is_file() {
                    headers.push(std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?);
                    found += usize::from(name == TYPEDEF_HEADERS[0]);
                }
            }
        }
        if found != 1 {
            return Err(format!("expected one cudaTypedefs.h in the CUDA {major} headers, found {found}").into());
        }
    }
    Ok(vec![("proc_address", emit::proc_address::render(surface, &headers, INPUTS)?)])
}

/// Every real library's export list, with its origin folder name.
fn nvidia_lists(library: &Library, vendor: &Vendor, root: &Path, pins: &Pins) -> Result<Vec<(String, ExportList)>> {
    let mut lists = Vec::new();
    for input in library.nvidia_inputs(vendor, root, pins) {
        let list = match &input.location {
            Location::Wheel { major, package, path, file } => {
                let source = vendor.wheel_of(*major, path)?;
                if source.split(' ').next() != Some(*package) {
                    return Err(format!("{}: {source} installed {path}, not {package}", library.name).into());
                }
                ExportList::from_elf(source, file)?
            }
            Location::Exports { spec, file } => {
                if !vendor.has_exports(spec) {
                    return Err(format!("{}: the export lists of {spec} are missing: run `cargo xtask setup`", library.name).into());
                }
                if !file.is_file() {
                    // The release has no such library.
                    continue;
                }
                let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
                let mut list = ExportList::parse(input.soname, &text)?;
                list.source = spec.replace("==", " ");
                list
            }
            Location::Debian { package, version, file } => ExportList::from_elf(format!("Debian's {package} {version}"), file)?,
            Location::Listing { version, file } => {
                let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
                ExportList::from_listing(input.soname, format!("driver {version}, recorded on an NVIDIA GPU machine"), &text)?
            }
        };
        if list.soname != input.soname {
            return Err(format!("{}: {} is {}, not {}", library.name, input.origin, list.soname, input.soname).into());
        }
        list.one_version().map_err(|e| format!("{}: {}: {e}", library.name, input.origin))?;
        lists.push((input.origin, list));
    }
    Ok(lists)
}

/// Writes the files that differ, and removes generated files nothing produces any more.
pub fn write(root: &Path, output: &Output) -> Result<()> {
    for (path, text) in &output.files {
        let path = root.join(path);
        if std::fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent)?;
            }
            std::fs::write(&path, text)?;
            eprintln!("codegen: wrote {}", path.display());
        }
    }
    for stale in stale_files(root, output)? {
        std::fs::remove_file(&stale)?;
        eprintln!("codegen: removed {}", stale.display());
    }
    Ok(())
}

/// The files that differ from the committed ones, and the committed generated files nothing
/// produces.
pub fn check(root: &Path, output: &Output) -> Result<Vec<PathBuf>> {
    let mut differing: Vec<PathBuf> = output
        .files
        .iter()
        .filter(|(path, text)| std::fs::read_to_string(root.join(path)).ok().as_deref() != Some(text.as_str()))
        .map(|(path, _)| path.clone())
        .collect();
    differing.extend(stale_files(root, output)?);
    Ok(differing)
}

/// Files under the crates' generated folders that `output` does not contain.
fn stale_files(root: &Path, output: &Output) -> Result<Vec<PathBuf>> {
    let mut stale = Vec::new();
    let crates = LIBRARIES
        .iter()
        .map(|l| l.dir.to_string())
        .chain(ROCM_LIBRARIES.iter().map(|l| l.dir()))
        .chain(emit::libraries::READERS.map(String::from))
        .chain(["cuda-types".to_string()]);
    for dir in crates {
        for generated in ["generated", "src/generated"] {
            let dir = root.join(&dir).join(generated);
            if dir.is_dir() {
                walk(&dir, &mut |file| {
                    let relative = file.strip_prefix(root).unwrap_or(file).to_path_buf();
                    if !output.files.contains_key(&relative) {
                        stale.push(file.to_path_buf());
                    }
                })?;
            }
        }
    }
    Ok(stale)
}

fn walk(dir: &Path, visit: &mut dyn FnMut(&Path)) -> Result<()> {
    for entry in crate::vendor::read_dir_sorted(dir)? {
        if entry.is_dir() {
            walk(&entry, visit)?;
        } else {
            visit(&entry);
        }
    }
    Ok(())
}
