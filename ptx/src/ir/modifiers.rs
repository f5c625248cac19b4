//! The modifiers of PTX instructions, typed: rounding and comparison modes, memory semantics
//! and scopes, the operations of atomics, shuffles, votes and reductions, and the operands
//! of loads and stores. `instruction.rs` holds the instructions that take them.

use super::operand::Operand;
use super::types::{ScalarType, StateSpace};

/// Floating-point rounding (`.rn`, `.rz`, `.rm`, `.rp`; `.rna` for some conversions).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rounding {
    Nearest,
    Zero,
    Down,
    Up,
    /// Nearest, ties away from zero (`.rna`, conversions to tf32).
    NearestAway,
}

/// Rounding to an integral value (`.rni`, `.rzi`, `.rmi`, `.rpi`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntRounding {
    Nearest,
    Zero,
    Down,
    Up,
}

/// Modifiers of a floating-point operation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FloatMode {
    /// `None` where PTX allows leaving it out (the default is round to nearest even).
    pub rounding: Option<Rounding>,
    /// Flush subnormal inputs and results to sign-preserving zero.
    pub ftz: bool,
    /// Clamp the result to [0.0, 1.0] (NaN becomes 0.0).
    pub sat: bool,
}

/// Carry flag use of `add`/`sub`/`mad`: `.cc` writes it, `addc`/`subc`/`madc` read it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Carry {
    pub read: bool,
    pub write: bool,
}

/// Which part of a product an integer multiply keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MulPart {
    Lo,
    Hi,
    /// The full product, in a destination twice as wide.
    Wide,
}

/// How an integer or floating-point multiply-style instruction works.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MulMode {
    Int(MulPart),
    Float(FloatMode),
}

/// Comparison of `setp`/`set`/`slct`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compare {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    /// Unsigned comparisons: lower, lower-or-same, higher, higher-or-same.
    Lo,
    Ls,
    Hi,
    Hs,
    /// Unordered floating-point comparisons: true if either operand is NaN.
    Equ,
    Neu,
    Ltu,
    Leu,
    Gtu,
    Geu,
    /// Both operands are numbers / either is NaN.
    Num,
    Nan,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoolOp {
    And,
    Or,
    Xor,
}

/// `testp` properties.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TestpOp {
    Finite,
    Infinite,
    Number,
    NotANumber,
    Normal,
    Subnormal,
}

/// Unary floating-point functions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MathOp {
    Rcp,
    Sqrt,
    Rsqrt,
    Sin,
    Cos,
    Lg2,
    Ex2,
    Tanh,
}

/// Precision of a floating-point function: a hardware approximation, or IEEE rounding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MathPrecision {
    Approx,
    Rounded(Rounding),
}

/// `div` forms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DivMode {
    Int,
    /// `.approx`: a fast approximation (max 2 ulp within a documented range).
    Approx {
        ftz: bool,
    },
    /// `.full`: an approximation with a wider range (max 2 ulp).
    Full {
        ftz: bool,
    },
    Rounded(FloatMode),
}

/// Rounding of `cvt`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CvtRounding {
    Float(Rounding),
    Int(IntRounding),
}

/// Memory ordering of `ld`/`st`/`atom`/`red`/`fence`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Semantics {
    #[default]
    Weak,
    Volatile,
    Relaxed,
    Acquire,
    Release,
    AcqRel,
    /// `.sc`: sequentially consistent (fences).
    SeqCst,
    /// `.mmio`: memory-mapped I/O (relaxed, system scope, not cached).
    Mmio,
}

/// The set of threads an ordering applies to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Scope {
    Cta,
    Cluster,
    #[default]
    Gpu,
    Sys,
}

/// Cache and eviction hints of loads and stores; meaning only for performance.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CacheHints {
    /// `.cs`, `.lu`, `.L1::no_allocate`, ...: data used once.
    pub streaming: bool,
    /// `.cv`: do not cache, fetch again (treated as volatile).
    pub volatile_fetch: bool,
}

/// `ld`, `ldu`: load, possibly a vector.
#[derive(Clone, Debug, PartialEq)]
pub struct Load {
    pub space: StateSpace,
    pub ty: ScalarType,
    /// 1, 2, 4 or 8.
    pub vector: u8,
    pub semantics: Semantics,
    pub scope: Scope,
    pub cache: CacheHints,
    /// `.nc`: through the read-only data cache; the data does not change during the kernel.
    pub non_coherent: bool,
    pub dst: Operand,
    pub addr: Operand,
}

/// `st`.
#[derive(Clone, Debug, PartialEq)]
pub struct Store {
    pub space: StateSpace,
    pub ty: ScalarType,
    pub vector: u8,
    pub semantics: Semantics,
    pub scope: Scope,
    pub cache: CacheHints,
    pub addr: Operand,
    pub src: Operand,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtomOp {
    And,
    Or,
    Xor,
    Cas,
    Exch,
    Add,
    Inc,
    Dec,
    Min,
    Max,
}

/// `atom` (returns the old value) and `red` (does not).
#[derive(Clone, Debug, PartialEq)]
pub struct Atomic {
    pub op: AtomOp,
    pub space: StateSpace,
    pub ty: ScalarType,
    /// 1, or 2/4/8 for vector forms (sm_90).
    pub vector: u8,
    pub semantics: Semantics,
    pub scope: Scope,
    /// `.noftz` for f16 add: keep subnormals (the default for f16 atomics anyway).
    pub no_ftz: bool,
    /// `None` for `red`.
    pub dst: Option<Operand>,
    pub addr: Operand,
    pub src: Operand,
    /// The new value of `cas` (`src` is the compared one).
    pub src2: Option<Operand>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShflMode {
    Up,
    Down,
    Bfly,
    Idx,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VoteMode {
    All,
    Any,
    Uni,
    Ballot,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReduxOp {
    Add,
    Min,
    Max,
    And,
    Or,
    Xor,
}

/// `bar.red` reductions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BarRedOp {
    Popc,
    And,
    Or,
}
