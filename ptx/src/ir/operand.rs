//! What instructions read and write.

use std::fmt;

/// A variable of the function: a register, a function-scope `.local`/`.shared`/`.param`
/// variable, or a parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VarId(pub u32);

/// A module-scope variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GlobalId(pub u32);

/// A function of the module.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FuncId(pub u32);

/// A label of the function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LabelId(pub u32);

/// Something with an address.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Symbol {
    Var(VarId),
    Global(GlobalId),
    Function(FuncId),
}

/// An operand.
#[derive(Clone, Debug, PartialEq)]
pub enum Operand {
    /// A register, or one component (`.x`..`.w`) of a vector register.
    Reg {
        var: VarId,
        component: Option<u8>,
    },
    Imm(Immediate),
    /// `{a, b, c, d}`: a vector built from (or split into) scalars.
    Vector(Vec<Operand>),
    /// A memory address, `[base+offset]`.
    Address(Address),
    /// A variable's or function's address, as a value (`mov.u64 %rd1, array;`), plus a byte
    /// offset.
    SymbolAddress {
        symbol: Symbol,
        offset: i64,
    },
    Special(Special),
    /// `_`: a result nobody reads.
    Sink,
    /// A predicate operand read negated (`!%p1`).
    Not(VarId),
}

/// An immediate value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Immediate {
    /// An integer, as the 64 bits of its two's complement.
    Int(i64),
    /// A float, as `0f` bits.
    F32(u32),
    /// A double, as `0d` bits.
    F64(u64),
}

/// `[base+offset]`.
#[derive(Clone, Debug, PartialEq)]
pub struct Address {
    pub base: AddressBase,
    pub offset: i64,
}

#[derive(Clone, Debug, PartialEq)]
pub enum AddressBase {
    Reg(VarId),
    Symbol(Symbol),
    /// `[0x1000]`: an absolute address.
    Absolute,
}

/// `x`, `y`, `z`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dim {
    X,
    Y,
    Z,
}

/// A special register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Special {
    Tid(Dim),
    Ntid(Dim),
    Ctaid(Dim),
    Nctaid(Dim),
    Laneid,
    Warpid,
    Nwarpid,
    Smid,
    Nsmid,
    Gridid,
    LanemaskEq,
    LanemaskLe,
    LanemaskLt,
    LanemaskGe,
    LanemaskGt,
    Clock,
    ClockHi,
    Clock64,
    Globaltimer,
    GlobaltimerLo,
    GlobaltimerHi,
    DynamicSmemSize,
    TotalSmemSize,
    AggrSmemSize,
    /// `%envreg0`..`%envreg31`.
    Envreg(u8),
    /// `%pm0`..`%pm7`, performance counters.
    Pm(u8),
    /// Cluster registers (sm_90): `%clusterid`, `%nclusterid`, `%cluster_ctaid`,
    /// `%cluster_nctaid`, `%cluster_ctarank`, `%cluster_nctarank`, `%is_explicit_cluster`.
    ClusterId(Dim),
    NclusterId(Dim),
    ClusterCtaid(Dim),
    ClusterNctaid(Dim),
    ClusterCtarank,
    ClusterNctarank,
    IsExplicitCluster,
}

impl Special {
    /// The register's name and optional component, as PTX spells it.
    pub fn parse(name: &str, component: Option<&str>) -> Option<Special> {
        let dim = || match component? {
            "x" => Some(Dim::X),
            "y" => Some(Dim::Y),
            "z" => Some(Dim::Z),
            _ => None,
        };
        let plain = |special: Special| component.is_none().then_some(special);
        match name {
            "%tid" => dim().map(Special::Tid),
            "%ntid" => dim().map(Special::Ntid),
            "%ctaid" => dim().map(Special::Ctaid),
            "%nctaid" => dim().map(Special::Nctaid),
            "%clusterid" => dim().map(Special::ClusterId),
            "%nclusterid" => dim().map(Special::NclusterId),
            "%cluster_ctaid" => dim().map(Special::ClusterCtaid),
            "%cluster_nctaid" => dim().map(Special::ClusterNctaid),
            "%laneid" => plain(Special::Laneid),
            "%warpid" => plain(Special::Warpid),
            "%nwarpid" => plain(Special::Nwarpid),
            "%smid" => plain(Special::Smid),
            "%nsmid" => plain(Special::Nsmid),
            "%gridid" => plain(Special::Gridid),
            "%lanemask_eq" => plain(Special::LanemaskEq),
            "%lanemask_le" => plain(Special::LanemaskLe),
            "%lanemask_lt" => plain(Special::LanemaskLt),
            "%lanemask_ge" => plain(Special::LanemaskGe),
            "%lanemask_gt" => plain(Special::LanemaskGt),
            "%clock" => plain(Special::Clock),
            "%clock_hi" => plain(Special::ClockHi),
            "%clock64" => plain(Special::Clock64),
            "%globaltimer" => plain(Special::Globaltimer),
            "%globaltimer_lo" => plain(Special::GlobaltimerLo),
            "%globaltimer_hi" => plain(Special::GlobaltimerHi),
            "%dynamic_smem_size" => plain(Special::DynamicSmemSize),
            "%total_smem_size" => plain(Special::TotalSmemSize),
            "%aggr_smem_size" => plain(Special::AggrSmemSize),
            "%cluster_ctarank" => plain(Special::ClusterCtarank),
            "%cluster_nctarank" => plain(Special::ClusterNctarank),
            "%is_explicit_cluster" => plain(Special::IsExplicitCluster),
            _ => {
                let numbered = |prefix: &str, limit: u8| -> Option<u8> {
                    let n: u8 = name.strip_prefix(prefix)?.parse().ok()?;
                    (n < limit && component.is_none()).then_some(n)
                };
                numbered("%envreg", 32).map(Special::Envreg).or_else(|| numbered("%pm", 8).map(Special::Pm))
            }
        }
    }

    /// Bits of the value it holds.
    pub fn bits(self) -> u32 {
        match self {
            Special::Clock64 | Special::Globaltimer | Special::Pm(_) => 64,
            Special::IsExplicitCluster => 1,
            _ => 32,
        }
    }
}

impl fmt::Display for Special {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn special_registers() {
        assert_eq!(Special::parse("%tid", Some("y")), Some(Special::Tid(Dim::Y)));
        assert_eq!(Special::parse("%tid", None), None);
        assert_eq!(Special::parse("%laneid", None), Some(Special::Laneid));
        assert_eq!(Special::parse("%envreg31", None), Some(Special::Envreg(31)));
        assert_eq!(Special::parse("%envreg32", None), None);
        assert_eq!(Special::parse("%r1", None), None);
        assert_eq!(Special::Clock64.bits(), 64);
    }
}
