//! Which PTX entry to compile for a device, and what to say when there is none.
//!
//! NVIDIA's driver JIT-compiles PTX written for an older architecture on a newer GPU, never
//! the reverse; rocuda reports a compute capability to applications, so the same rule picks
//! the PTX that application would have JIT-compiled on that GPU: the newest one not above
//! the device. `a` PTX (`compute_90a`) runs only on its exact architecture, `f` PTX
//! (`compute_100f`) on its family (same major version) from its own version on. Between two
//! entries for the same number, the portable one wins: it avoids architecture-specific
//! instructions that rocuda's compiler is least likely to have.

use std::fmt;

use crate::{ArchSuffix, Entry, EntryKind};

/// Why an image has no PTX a device can use.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NoUsablePtx {
    /// No PTX at all: only machine code (`machine_code` lists its `sm_` names), which runs
    /// only on NVIDIA GPUs.
    NoPtx { device: u32, machine_code: Vec<String> },
    /// PTX exists (`ptx` lists its `compute_` names), but none for an architecture the
    /// device reaches.
    TooNew { device: u32, ptx: Vec<String> },
}

impl fmt::Display for NoUsablePtx {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let device = match self {
            NoUsablePtx::NoPtx { device, .. } | NoUsablePtx::TooNew { device, .. } => *device,
        };
        match self {
            NoUsablePtx::NoPtx { machine_code, .. } if machine_code.is_empty() => write!(f, "this binary has no PTX and no machine code")?,
            NoUsablePtx::NoPtx { machine_code, .. } => write!(f, "this binary has no PTX, only NVIDIA machine code ({})", machine_code.join(", "))?,
            NoUsablePtx::TooNew { ptx, .. } => {
                write!(f, "this binary's PTX ({}) is for architectures above the device's compute capability {}.{}", ptx.join(", "), device / 10, device % 10)?
            }
        }
        write!(f, "; rebuild with -gencode arch=compute_{device},code=compute_{device}")
    }
}

/// Whether PTX for `arch` (with `suffix`) may be compiled for compute capability `device`.
pub fn ptx_runs_on(arch: u32, suffix: ArchSuffix, device: u32) -> bool {
    match suffix {
        ArchSuffix::None => arch <= device,
        ArchSuffix::ArchSpecific => arch == device,
        ArchSuffix::FamilySpecific => arch <= device && arch / 10 == device / 10,
    }
}

/// The best PTX entry among `entries` for `device` (see the module's rule); on a tie the
/// first one.
pub(crate) fn best_ptx<'e, 'a>(entries: impl Iterator<Item = &'e Entry<'a>> + Clone, device: u32) -> Result<&'e Entry<'a>, NoUsablePtx> {
    let rank = |entry: &Entry<'_>| (entry.arch, entry.arch_suffix == ArchSuffix::None);
    let mut best: Option<&'e Entry<'a>> = None;
    for entry in entries.clone() {
        if entry.kind == EntryKind::Ptx && ptx_runs_on(entry.arch, entry.arch_suffix, device) && best.is_none_or(|best| rank(entry) > rank(best)) {
            best = Some(entry);
        }
    }
    best.ok_or_else(|| {
        let names = |kind: EntryKind| {
            let mut names: Vec<String> = Vec::new();
            for name in entries.clone().filter(|e| e.kind == kind).map(Entry::arch_name) {
                if !names.contains(&name) {
                    names.push(name);
                }
            }
            names
        };
        let ptx = names(EntryKind::Ptx);
        if ptx.is_empty() { NoUsablePtx::NoPtx { device, machine_code: names(EntryKind::Elf) } } else { NoUsablePtx::TooNew { device, ptx } }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suffixes_narrow_where_ptx_runs() {
        assert!(ptx_runs_on(75, ArchSuffix::None, 86));
        assert!(!ptx_runs_on(90, ArchSuffix::None, 86));
        assert!(ptx_runs_on(90, ArchSuffix::ArchSpecific, 90));
        assert!(!ptx_runs_on(90, ArchSuffix::ArchSpecific, 100));
        assert!(ptx_runs_on(100, ArchSuffix::FamilySpecific, 103));
        assert!(!ptx_runs_on(100, ArchSuffix::FamilySpecific, 120));
    }

    #[test]
    fn messages_say_what_to_rebuild_with() {
        let none = NoUsablePtx::NoPtx { device: 86, machine_code: vec!["sm_80".into()] };
        assert_eq!(none.to_string(), "this binary has no PTX, only NVIDIA machine code (sm_80); rebuild with -gencode arch=compute_86,code=compute_86");
        let new = NoUsablePtx::TooNew { device: 86, ptx: vec!["compute_90".into()] };
        assert_eq!(
            new.to_string(),
            "this binary's PTX (compute_90) is for architectures above the device's compute capability 8.6; \
             rebuild with -gencode arch=compute_86,code=compute_86"
        );
    }
}
