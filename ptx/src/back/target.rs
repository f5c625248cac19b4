//! The targets rocuda compiles PTX for.

use std::fmt;

/// An AMD GPU.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AmdGpu {
    /// `gfx1100`.
    pub name: &'static str,
    /// Wavefront size 64 (CDNA): each wavefront runs two 32-lane PTX warps.
    pub wave64: bool,
    /// `__oclc_ISA_version`: major * 1000 + minor * 100 + stepping.
    pub isa_version: u32,
}

/// What a module is compiled for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Amdgcn(AmdGpu),
    /// The host CPU (x86-64): the host device's kernels, run by its executor.
    Host,
}

/// The AMD GPUs rocuda compiles for: RDNA 2, 3 and 4 (wave32) and CDNA 2 and 3 (wave64).
pub const AMD_GPUS: &[AmdGpu] = &[
    AmdGpu { name: "gfx1030", wave64: false, isa_version: 10300 },
    AmdGpu { name: "gfx1100", wave64: false, isa_version: 11000 },
    AmdGpu { name: "gfx1201", wave64: false, isa_version: 12001 },
    AmdGpu { name: "gfx90a", wave64: true, isa_version: 9010 },
    AmdGpu { name: "gfx942", wave64: true, isa_version: 9402 },
];

impl Target {
    /// `gfx1100`, `gfx942`, ..., or `host`. A target name with features
    /// (`gfx90a:sramecc+:xnack-`, as HIP reports `gcnArchName`) names its GPU.
    pub fn parse(name: &str) -> Option<Target> {
        if name == "host" {
            return Some(Target::Host);
        }
        let gpu = name.split(':').next().unwrap_or(name);
        AMD_GPUS.iter().find(|g| g.name == gpu).copied().map(Target::Amdgcn)
    }

    pub fn name(&self) -> &'static str {
        match self {
            Target::Amdgcn(gpu) => gpu.name,
            Target::Host => "host",
        }
    }

    /// Every target, in the order of [`AMD_GPUS`] then the host.
    pub fn all() -> Vec<Target> {
        AMD_GPUS.iter().copied().map(Target::Amdgcn).chain([Target::Host]).collect()
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(Target::parse("gfx90a:sramecc+:xnack-").unwrap().name(), "gfx90a");
        assert_eq!(Target::parse("host"), Some(Target::Host));
        assert_eq!(Target::parse("gfx906"), None);
        assert_eq!(Target::all().len(), 6);
    }
}
