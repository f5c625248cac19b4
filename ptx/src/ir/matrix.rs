//! The warp's matrix instructions and the asynchronous copies and barriers that feed them:
//! `mma`, `ldmatrix`, `stmatrix`, `movmatrix`, `cp.async` and `mbarrier`.
//!
//! A matrix instruction's operands are fragments: each thread holds the elements that the
//! PTX ISA's layout figures give it (`fragments.rs`), and the warp computes together.

use super::operand::Operand;

/// An element type of a matrix fragment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MatrixType {
    F16,
    Bf16,
    /// f32 registers of which the multiply uses the top 19 bits.
    Tf32,
    F32,
    F64,
    /// OCP's 8-bit floats (sm_89).
    E4m3,
    E5m2,
    S8,
    U8,
    S4,
    U4,
    /// Single bits, 32 to a register, combined with `.and` or `.xor` and counted.
    B1,
    S32,
}

impl MatrixType {
    /// Bits of one element.
    pub fn bits(self) -> u32 {
        match self {
            MatrixType::B1 => 1,
            MatrixType::S4 | MatrixType::U4 => 4,
            MatrixType::S8 | MatrixType::U8 | MatrixType::E4m3 | MatrixType::E5m2 => 8,
            MatrixType::F16 | MatrixType::Bf16 => 16,
            MatrixType::Tf32 | MatrixType::F32 | MatrixType::S32 => 32,
            MatrixType::F64 => 64,
        }
    }

    /// Bits of the registers that hold the elements.
    pub fn register_bits(self) -> u32 {
        if self == MatrixType::F64 { 64 } else { 32 }
    }

    pub fn is_integer(self) -> bool {
        matches!(self, MatrixType::S8 | MatrixType::U8 | MatrixType::S4 | MatrixType::U4 | MatrixType::B1 | MatrixType::S32)
    }

    pub fn is_signed(self) -> bool {
        matches!(self, MatrixType::S8 | MatrixType::S4 | MatrixType::S32)
    }

    /// The type as PTX spells it: `f16`, `tf32`, `e4m3`.
    pub fn parse(name: &str) -> Option<MatrixType> {
        Some(match name {
            "f16" => MatrixType::F16,
            "bf16" => MatrixType::Bf16,
            "tf32" => MatrixType::Tf32,
            "f32" => MatrixType::F32,
            "f64" => MatrixType::F64,
            "e4m3" => MatrixType::E4m3,
            "e5m2" => MatrixType::E5m2,
            "s8" => MatrixType::S8,
            "u8" => MatrixType::U8,
            "s4" => MatrixType::S4,
            "u4" => MatrixType::U4,
            "b1" => MatrixType::B1,
            "s32" => MatrixType::S32,
            _ => return None,
        })
    }
}

/// `mMnNkK`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MatrixShape {
    pub m: u32,
    pub n: u32,
    pub k: u32,
}

impl MatrixShape {
    /// `m16n8k16` as a shape.
    pub fn parse(name: &str) -> Option<MatrixShape> {
        let rest = name.strip_prefix('m')?;
        let (m, rest) = rest.split_once('n')?;
        let (n, k) = rest.split_once('k')?;
        Some(MatrixShape { m: m.parse().ok()?, n: n.parse().ok()?, k: k.parse().ok()? })
    }
}

/// How the single bits of `.b1` fragments combine before they are counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BitOp {
    And,
    Xor,
}

/// `mma.sync.aligned`: `d = a × b + c` over the warp's fragments; also `wmma.mma`, whose
/// fragments are `wmma`'s (`wmma.rs`) and whose layouts the loads have already applied.
#[derive(Clone, Debug, PartialEq)]
pub struct Mma {
    pub shape: MatrixShape,
    /// Whether A is row-major (`.row`) and B column-major (`.col`): for `mma`, the only
    /// layouts of every shape but `m8n8k4`.
    pub a_row: bool,
    pub b_col: bool,
    pub d_ty: MatrixType,
    pub a_ty: MatrixType,
    pub b_ty: MatrixType,
    pub c_ty: MatrixType,
    /// `.satfinite`: integer results clamp to the s32 range.
    pub satfinite: bool,
    /// `.and.popc` or `.xor.popc` for `.b1`.
    pub bit_op: Option<BitOp>,
    pub d: Operand,
    pub a: Operand,
    pub b: Operand,
    pub c: Operand,
}

/// `ldmatrix.sync.aligned.m8n8.xN[.trans].shared.b16`: N 8×8 matrices of 16-bit elements,
/// each row's address given by one lane, into each thread's registers.
#[derive(Clone, Debug, PartialEq)]
pub struct LdMatrix {
    /// 1, 2 or 4 matrices.
    pub count: u8,
    pub trans: bool,
    /// `.shared` or `.shared::cta` (an address in the shared window), or generic.
    pub generic: bool,
    pub dst: Operand,
    pub addr: Operand,
}

/// `stmatrix.sync.aligned.m8n8.xN[.trans].shared.b16`: the inverse of `ldmatrix`.
#[derive(Clone, Debug, PartialEq)]
pub struct StMatrix {
    pub count: u8,
    pub trans: bool,
    pub generic: bool,
    pub addr: Operand,
    pub src: Operand,
}

/// `cp.async.{ca,cg}.shared.global`: copies `size` bytes (4, 8 or 16) from global to shared
/// memory, reading only `src_size` of them and filling the rest with zeros.
#[derive(Clone, Debug, PartialEq)]
pub struct CpAsync {
    pub size: u8,
    pub dst: Operand,
    pub src: Operand,
    /// The bytes read: `src-size`, or none where `ignore-src` holds.
    pub src_size: Option<Operand>,
    /// `ignore-src`: a predicate that, when true, reads nothing (all zeros).
    pub ignore_src: Option<Operand>,
}

/// An `mbarrier` operation on the 64-bit barrier object at `addr`.
#[derive(Clone, Debug, PartialEq)]
pub enum MBarrierOp {
    /// `mbarrier.init.b64 [addr], count`.
    Init { count: Operand },
    /// `mbarrier.inval.b64 [addr]`.
    Inval,
    /// `mbarrier.arrive[.noComplete].b64 state, [addr]{, count}` and `arrive_drop` (which also
    /// lowers the expected count of later phases); `state` may be `_`.
    Arrive { drop: bool, state: Operand, count: Option<Operand> },
    /// `mbarrier.test_wait` and `try_wait` (`.parity`: `phase` is the parity of the phase
    /// waited for, else the state an arrive returned).
    Wait { parity: bool, done: Operand, phase: Operand },
    /// `mbarrier.pending_count.b64 count, state`: reads `state`, not the object.
    PendingCount { count: Operand },
    /// `cp.async.mbarrier.arrive[.noinc].b64 [addr]`: an arrive once the thread's earlier
    /// copies have landed; without `.noinc` the pending count is raised first, so the
    /// phase's expected arrivals stay as they are.
    CopyArrive { noinc: bool },
}

/// `mbarrier.*` and `cp.async.mbarrier.arrive`.
#[derive(Clone, Debug, PartialEq)]
pub struct MBarrier {
    pub op: MBarrierOp,
    /// The barrier object's address, or for `pending_count` the state operand.
    pub addr: Operand,
    /// The address is in the shared window (`.shared`), not generic.
    pub shared: bool,
}

impl MBarrier {
    /// What it writes and what it reads (`visit.rs`).
    pub fn operands(&self) -> (Vec<&Operand>, Vec<&Operand>) {
        let addr = &self.addr;
        match &self.op {
            MBarrierOp::Init { count } => (vec![], vec![addr, count]),
            MBarrierOp::Inval | MBarrierOp::CopyArrive { .. } => (vec![], vec![addr]),
            MBarrierOp::Arrive { state, count, .. } => (vec![state], [addr].into_iter().chain(count).collect()),
            MBarrierOp::Wait { done, phase, .. } => (vec![done], vec![addr, phase]),
            MBarrierOp::PendingCount { count } => (vec![count], vec![addr]),
        }
    }
}
