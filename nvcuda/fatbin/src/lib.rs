//! NVIDIA's fat binaries, read safely, and the PTX in them chosen for a device.
//!
//! Every CUDA program carries its GPU code in containers that `nvcc` builds: PTX text for
//! virtual architectures (`compute_80`) and machine code (cubins, `sm_80`) for real ones,
//! each entry possibly compressed with LZ4 or Zstd. rocuda can only use the PTX: it
//! compiles it for the AMD GPU at module load. This crate turns whatever the driver is handed
//! into a list of entries and picks the PTX an NVIDIA GPU of the reported compute capability
//! would have JIT-compiled:
//!
//! - [`image_from_ptr`]: the bare pointer `cuModuleLoadData` or the runtime's registration
//!   gets, measured from the image's own headers into a slice (the only unsafe code);
//! - [`parse`]: a fat binary container, an ELF file (a host object or program with a
//!   `.nv_fatbin` section, or a cubin) or PTX text, as an [`Image`];
//! - [`Image::best_ptx`]: the entry to compile, or [`NoUsablePtx`] saying why there is none
//!   (and what to rebuild with); [`Entry::ptx`]: its text, decompressed.
//!
//! Images come from applications and files rocuda does not control, so parsing never reads
//! out of bounds or panics: every size is checked against the bytes there are, arithmetic is
//! checked, and decompression is held to what the header claims and to
//! [`MAX_DECOMPRESSED_LEN`]. Every failure is an [`Error`] saying what is wrong and at which
//! offset; the driver answers all of them with `CUDA_ERROR_INVALID_IMAGE`.

mod choice;
mod container;
mod decompress;
mod elf;
mod error;
mod raw;
mod text;

pub use choice::{NoUsablePtx, ptx_runs_on};
pub use container::{ArchSuffix, Compression, Container, Entry, EntryKind, FATBIN_MAGIC};
pub use decompress::MAX_DECOMPRESSED_LEN;
pub use error::Error;
pub use raw::{RawImage, WRAPPER_MAGIC, image_from_ptr};

/// `bytes` as text, or where the first byte that is not UTF-8 is. SIMD on the common path:
/// PTX runs to tens of megabytes.
pub fn utf8(bytes: &[u8]) -> Result<&str, usize> {
    simdutf8::basic::from_utf8(bytes).map_err(|_| std::str::from_utf8(bytes).map_or_else(|e| e.valid_up_to(), |_| bytes.len()))
}

/// What kind of file an image was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// One or more fat binary containers (what a wrapper points at, or `nvcc --fatbin`).
    Fatbin,
    /// A host ELF object or program, its containers from `.nv_fatbin` and `__nv_relfatbin`.
    HostElf,
    /// A cubin: NVIDIA machine code alone.
    Cubin,
    /// PTX text.
    PtxText,
}

/// An image's code: the containers it holds, each a list of entries. A cubin or PTX text is
/// one container of one entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Image<'a> {
    pub format: Format,
    pub containers: Vec<Container<'a>>,
}

impl<'a> Image<'a> {
    /// Every entry, container after container.
    pub fn entries(&self) -> impl Iterator<Item = &Entry<'a>> + Clone {
        self.containers.iter().flat_map(|container| &container.entries)
    }

    /// Whether any entry is PTX (if not, the binary was built for NVIDIA GPUs alone).
    pub fn has_ptx(&self) -> bool {
        self.entries().any(|entry| entry.kind == EntryKind::Ptx)
    }

    /// The PTX to compile for a device of `compute_capability` (86 for 8.6): the newest not
    /// above it, across all containers (see [`Container::best_ptx`] to choose in each).
    pub fn best_ptx(&self, compute_capability: u32) -> Result<&Entry<'a>, NoUsablePtx> {
        choice::best_ptx(self.entries(), compute_capability)
    }
}

impl<'a> Container<'a> {
    /// The PTX to compile for a device of `compute_capability` from this container alone.
    /// A host program's section holds one container per translation unit, each a module of
    /// its own, so a loader of such a file chooses per container.
    pub fn best_ptx(&self, compute_capability: u32) -> Result<&Entry<'a>, NoUsablePtx> {
        choice::best_ptx(self.entries.iter(), compute_capability)
    }

    pub fn has_ptx(&self) -> bool {
        self.entries.iter().any(|entry| entry.kind == EntryKind::Ptx)
    }
}

/// The image in `bytes`, recognised by its first bytes: a fat binary container (several may
/// follow one another), an ELF file, or else PTX text (up to a NUL, if there is one).
///
/// A `__fatBinC_Wrapper_t` is refused ([`Error::WrapperAsBytes`]): its pointers are only
/// meaningful in the process, where [`image_from_ptr`] follows them.
pub fn parse(bytes: &[u8]) -> Result<Image<'_>, Error> {
    if bytes.is_empty() {
        return Err(Error::Empty);
    }
    match error::magic(bytes) {
        Some(FATBIN_MAGIC) => Ok(Image { format: Format::Fatbin, containers: container::parse_containers(bytes, 0)? }),
        Some(elf::ELF_MAGIC) => elf::parse_elf(bytes),
        Some(WRAPPER_MAGIC) => Err(Error::WrapperAsBytes),
        _ => text::parse_ptx_text(bytes),
    }
}
