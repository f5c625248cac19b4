//! Why an instruction the front end understands is not compiled, as a value: callers and
//! tests match on the reason, and the message a user reads is built from it.

use std::fmt;

/// An instruction that parses but is not compiled: what it is, as written, and why. A
/// function holding one fails to compile with this reason; the module's other functions
/// still do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unsupported {
    /// The opcode: `suld`.
    pub opcode: String,
    /// Its modifiers as written, in order: `b`, `2d`, `b32`, `zero`.
    pub modifiers: Vec<String>,
    pub reason: UnsupportedReason,
}

impl Unsupported {
    /// The opcode with its modifiers, as PTX writes them: `suld.b.2d.b32.zero`.
    pub fn written(&self) -> String {
        let mut text = self.opcode.clone();
        for modifier in &self.modifiers {
            text.push('.');
            text.push_str(modifier);
        }
        text
    }

    /// Whether the instruction exists only on GPUs newer than sm_89 (Hopper's warpgroup
    /// matrices, bulk copies, clusters, Blackwell's tensor cores and narrow floats): code built
    /// for such a GPU alone, which the compile reports count apart.
    pub fn newer_gpu(&self) -> bool {
        match self.reason {
            UnsupportedReason::NotImplemented(family) => {
                matches!(family, Family::WarpgroupMatrix | Family::AsyncCopy | Family::TensorMap | Family::Multimem | Family::TensorCoreGen5 | Family::Cluster)
            }
            UnsupportedReason::Form(form) => form != Form::QuadPairMma,
            UnsupportedReason::NotOnTarget(_) => false,
        }
    }
}

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}`: {}", self.written(), self.reason)
    }
}

/// Why an instruction is not compiled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum UnsupportedReason {
    /// The compiler does not implement this family of instructions.
    NotImplemented(Family),
    /// An instruction the compiler compiles, in a form it does not: a type or modifier
    /// combination PTX allows (for newer GPUs) that rocuda does not handle.
    Form(Form),
    /// The target compiled for has no way to do what the instruction asks, where it is.
    NotOnTarget(TargetGap),
}

impl fmt::Display for UnsupportedReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UnsupportedReason::NotImplemented(family) => {
                write!(f, "{} {} not supported", family.description(), if family.singular() { "is" } else { "are" })
            }
            UnsupportedReason::Form(form) => write!(f, "{} are not supported", form.description()),
            UnsupportedReason::NotOnTarget(gap) => f.write_str(gap.description()),
        }
    }
}

/// Families of instructions the compiler does not implement, each with the opcodes that
/// belong to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Family {
    /// `wgmma`: warpgroup matrix instructions (sm_90).
    WarpgroupMatrix,
    /// `cp.async.bulk` and `cp.reduce.async.bulk`: bulk and tensor copies (sm_90).
    AsyncCopy,
    /// `tensormap`: tensor map descriptors (sm_90).
    TensorMap,
    /// `multimem`: operations on multicast memory.
    Multimem,
    /// `tcgen05`: fifth-generation tensor core instructions (sm_100).
    TensorCoreGen5,
    /// `tex`, `tld4`, `txq`: textures.
    Texture,
    /// `suld`, `sust`, `sured`, `suq`: surfaces.
    Surface,
    /// `istypep`: whether a handle is a texture, sampler or surface.
    TextureOrSurface,
    /// `getctarank`, `mapa`: addresses in other blocks of a thread block cluster.
    Cluster,
    /// `alloca`, `stacksave`, `stackrestore`: dynamic stack allocation.
    DynamicStack,
}

impl Family {
    /// The family an opcode belongs to, if the compiler does not implement it.
    pub fn of(opcode: &str) -> Option<Family> {
        Some(match opcode {
            "wgmma" => Family::WarpgroupMatrix,
            "tensormap" => Family::TensorMap,
            "multimem" => Family::Multimem,
            "tcgen05" => Family::TensorCoreGen5,
            "tex" | "tld4" | "txq" => Family::Texture,
            "suld" | "sust" | "sured" | "suq" => Family::Surface,
            "istypep" => Family::TextureOrSurface,
            "getctarank" | "mapa" => Family::Cluster,
            "alloca" | "stacksave" | "stackrestore" => Family::DynamicStack,
            _ => return None,
        })
    }

    /// What the family is, for messages.
    fn description(self) -> &'static str {
        match self {
            Family::WarpgroupMatrix => "warpgroup matrix instructions (sm_90)",
            Family::AsyncCopy => "bulk asynchronous copies (sm_90)",
            Family::TensorMap => "tensor maps",
            Family::Multimem => "multimem operations",
            Family::TensorCoreGen5 => "tensor core generation 5 instructions",
            Family::Texture => "textures",
            Family::Surface => "surfaces",
            Family::TextureOrSurface => "textures and surfaces",
            Family::Cluster => "thread block clusters",
            Family::DynamicStack => "dynamic stack allocation",
        }
    }

    /// Whether [`Family::description`] takes "is".
    fn singular(self) -> bool {
        matches!(self, Family::DynamicStack)
    }
}

/// Forms of compiled instructions that the compiler does not handle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Form {
    /// `redux.sync` on floating-point values (sm_100).
    FloatWarpReduction,
    /// `cvt` to or from the 4- and 6-bit floats `e2m1x2`, `e2m3x2`, `e3m2x2`, `ue8m0x2`
    /// (sm_100).
    NarrowFloatConversion,
    /// Matrix instructions of shapes, types or layouts beyond `sm_89`'s `.row.col` set:
    /// `m16n8k16` on f64 (sm_90), `.kind::f8f6f4` (sm_120), `ldmatrix` on 8-bit elements
    /// (sm_100).
    MatrixShape,
    /// `mma.m8n8k4` on f16 (sm_70), whose quad-pair layout is its own.
    QuadPairMma,
    /// `mbarrier` transaction counts and remote barriers (`expect_tx`, `complete_tx`,
    /// `.shared::cluster`: sm_90).
    BarrierTransactions,
}

impl Form {
    fn description(self) -> &'static str {
        match self {
            Form::FloatWarpReduction => "floating-point warp reductions (sm_100)",
            Form::NarrowFloatConversion => "conversions of 4- and 6-bit floats (sm_100)",
            Form::MatrixShape => "matrix instructions of this shape, type or layout (GPUs newer than sm_89)",
            Form::QuadPairMma => "`mma.m8n8k4` on f16 (the quad-pair form of sm_70)",
            Form::BarrierTransactions => "mbarrier transaction counts and cluster barriers (sm_90)",
        }
    }
}

/// What a target cannot do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum TargetGap {
    /// `exit` in a device function, on AMD GPUs: a lane ends by returning from its kernel,
    /// which a device function cannot do for it.
    ExitInDeviceFunction,
}

impl TargetGap {
    fn description(self) -> &'static str {
        match self {
            TargetGap::ExitInDeviceFunction => "`exit` inside a device function is not supported on AMD GPUs",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_name_the_family_or_the_form() {
        let surface = Unsupported {
            opcode: "suld".into(),
            modifiers: vec!["b".into(), "2d".into(), "b32".into(), "zero".into()],
            reason: UnsupportedReason::NotImplemented(Family::Surface),
        };
        assert_eq!(surface.to_string(), "`suld.b.2d.b32.zero`: surfaces are not supported");
        assert!(!surface.newer_gpu());
        let wgmma =
            Unsupported { opcode: "wgmma".into(), modifiers: vec![], reason: UnsupportedReason::NotImplemented(Family::of("wgmma").expect("a family")) };
        assert_eq!(wgmma.to_string(), "`wgmma`: warpgroup matrix instructions (sm_90) are not supported");
        assert!(wgmma.newer_gpu());
        assert_eq!(Family::of("mma"), None);
        assert_eq!(Family::of("wmma"), None);
        assert_eq!(UnsupportedReason::Form(Form::FloatWarpReduction).to_string(), "floating-point warp reductions (sm_100) are not supported");
        assert_eq!(Family::of("add"), None);
    }
}
