//! Video instructions, typed: integer arithmetic on bytes, half-words and words picked out of
//! 32-bit registers, with saturation and a second step that combines the result with a third
//! operand.
//!
//! The IR keeps what each operand is, not how a target computes it: every target lowers them
//! to ordinary integer operations (`back::emit::video`, which also says where NVIDIA's GPUs
//! depart from the ISA's pseudo-code).

use super::instruction::Compare;
use super::operand::Operand;

/// The part of a 32-bit register a scalar video instruction reads (`.b0`..`.b3`, `.h0`,
/// `.h1`, or all of it) or, in the merge form, writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VideoPart {
    Word,
    /// Byte 0..=3, from the least significant.
    Byte(u8),
    /// Half-word 0..=1, from the least significant.
    Half(u8),
}

impl VideoPart {
    /// The part's bits and its lowest bit's position in the register.
    pub fn field(self) -> (u32, u32) {
        match self {
            VideoPart::Word => (32, 0),
            VideoPart::Byte(index) => (8, 8 * u32::from(index)),
            VideoPart::Half(index) => (16, 16 * u32::from(index)),
        }
    }
}

/// A source of a scalar video instruction: a part of a register, sign-extended if `signed`.
#[derive(Clone, Debug, PartialEq)]
pub struct VideoSource {
    pub operand: Operand,
    pub part: VideoPart,
    pub signed: bool,
}

/// The primary operation of a scalar video instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VideoOp {
    Add,
    Sub,
    AbsDiff,
    Min,
    Max,
    /// `vshl`, `vshr`: `.wrap` takes the amount modulo 32, `.clamp` limits it to 32.
    Shl {
        wrap: bool,
    },
    Shr {
        wrap: bool,
    },
    /// `vset`: 1 if the comparison holds, else 0 (only `eq`..`ge`, on the extended values).
    Set(Compare),
}

/// The secondary operation of a scalar video instruction (`.add`, `.min`, `.max`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VideoSecondary {
    Add,
    Min,
    Max,
}

/// What a scalar video instruction does after its primary operation.
#[derive(Clone, Debug, PartialEq)]
pub enum VideoFinish {
    /// The result as it is.
    Plain,
    /// Combined with `c`, extended as the destination type says.
    Secondary(VideoSecondary, Operand),
    /// `d.b1`, `d.h0`...: the result's low byte or half-word replaces that part of `c`.
    Merge(VideoPart, Operand),
}

/// `vadd`, `vsub`, `vabsdiff`, `vmin`, `vmax`, `vshl`, `vshr`, `vset`.
#[derive(Clone, Debug, PartialEq)]
pub struct Video {
    pub op: VideoOp,
    /// The destination type: how `.sat` clamps and how `c` extends and compares (for `vset`,
    /// which has none, `a`'s type).
    pub signed: bool,
    pub sat: bool,
    pub dst: Operand,
    pub a: VideoSource,
    pub b: VideoSource,
    pub finish: VideoFinish,
}

/// `vmad`: `(a * b) + c`, with the product or `c` negated, or plus one (`.po`), scaled down
/// by `shift` bits and saturated.
#[derive(Clone, Debug, PartialEq)]
pub struct VideoMad {
    pub a: VideoSource,
    pub b: VideoSource,
    pub c: Operand,
    /// Exactly one of `a` and `b` is written negated.
    pub negate_product: bool,
    pub negate_c: bool,
    /// `.po`: plus one (never with a negation).
    pub plus_one: bool,
    /// `.shr7`, `.shr15`, or 0.
    pub shift: u32,
    pub sat: bool,
    pub dst: Operand,
}

impl VideoMad {
    /// Whether the result is signed: PTX decides it from the sources and negations, not from
    /// the destination type.
    pub fn signed_result(&self) -> bool {
        self.a.signed || self.b.signed || self.negate_product || self.negate_c
    }
}

/// The operation of a SIMD video instruction, on each lane.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SimdOp {
    Add,
    Sub,
    /// `vavrg`: the sum halved, rounded away from zero.
    Average,
    AbsDiff,
    Min,
    Max,
    /// `vset2`, `vset4`: 1 if the comparison holds, else 0.
    Set(Compare),
}

/// `vadd2` ... `vset4`: two half-word or four byte lanes at once.
#[derive(Clone, Debug, PartialEq)]
pub struct VideoSimd {
    /// 2 (half-words) or 4 (bytes).
    pub lanes: u8,
    pub op: SimdOp,
    /// The destination type: how `.sat` clamps each lane (`vset`'s is unsigned).
    pub signed: bool,
    pub a_signed: bool,
    pub b_signed: bool,
    pub sat: bool,
    /// For each lane, which lane of the 64-bit pair `b:a` (`a` lowest) it takes `a`'s and
    /// `b`'s element from.
    pub a_select: [u8; 4],
    pub b_select: [u8; 4],
    /// The lanes whose results are used: bit `i` for lane `i`.
    pub mask: u8,
    /// `.add`: the masked lanes' results are added to `c`; otherwise they replace their lanes
    /// of `c`.
    pub accumulate: bool,
    pub dst: Operand,
    pub a: Operand,
    pub b: Operand,
    pub c: Operand,
}
