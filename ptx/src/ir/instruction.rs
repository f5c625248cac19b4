//! PTX instructions, typed.
//!
//! One variant per PTX opcode family, each holding its modifiers as types, not strings: the
//! front end has already rejected every modifier it does not understand, so the back end
//! matches on meaning only. Integer and floating-point forms of the same opcode (`add.s32`,
//! `add.rn.f32`) share a variant; the type tells them apart.

use super::matrix::{CpAsync, LdMatrix, MBarrier, Mma, StMatrix};
pub use super::modifiers::*;
use super::operand::{FuncId, LabelId, Operand};
use super::types::{ScalarType, StateSpace};
use super::video::{Video, VideoMad, VideoSimd};
use super::wmma::WmmaMove;

/// Who is called.
#[derive(Clone, Debug, PartialEq)]
pub enum Callee {
    Direct(FuncId),
    /// Through a register holding a function's address, with the prototype's name or the
    /// list of possible targets.
    Indirect(Operand),
}

/// One PTX instruction.
#[derive(Clone, Debug, PartialEq)]
pub enum Instruction {
    /// Copy; also packs (`{a, b}` source) and unpacks (`{a, b}` destination) vectors, and
    /// takes addresses of variables.
    Mov {
        ty: ScalarType,
        dst: Operand,
        src: Operand,
    },

    Add {
        ty: ScalarType,
        float: FloatMode,
        sat: bool,
        carry: Carry,
        dst: Operand,
        a: Operand,
        b: Operand,
    },
    Sub {
        ty: ScalarType,
        float: FloatMode,
        sat: bool,
        carry: Carry,
        dst: Operand,
        a: Operand,
        b: Operand,
    },
    Mul {
        ty: ScalarType,
        mode: MulMode,
        dst: Operand,
        a: Operand,
        b: Operand,
    },
    /// `mad` and `madc`; `fma` is [`Instruction::Fma`]. Integer only, or the legacy
    /// floating-point `mad` (which is a fused multiply-add).
    Mad {
        ty: ScalarType,
        mode: MulMode,
        sat: bool,
        carry: Carry,
        dst: Operand,
        a: Operand,
        b: Operand,
        c: Operand,
    },
    Mul24 {
        ty: ScalarType,
        hi: bool,
        dst: Operand,
        a: Operand,
        b: Operand,
    },
    Mad24 {
        ty: ScalarType,
        hi: bool,
        sat: bool,
        dst: Operand,
        a: Operand,
        b: Operand,
        c: Operand,
    },
    /// Sum of absolute differences: `c + |a - b|`.
    Sad {
        ty: ScalarType,
        dst: Operand,
        a: Operand,
        b: Operand,
        c: Operand,
    },
    Fma {
        ty: ScalarType,
        float: FloatMode,
        relu: bool,
        dst: Operand,
        a: Operand,
        b: Operand,
        c: Operand,
    },
    Div {
        ty: ScalarType,
        mode: DivMode,
        dst: Operand,
        a: Operand,
        b: Operand,
    },
    Rem {
        ty: ScalarType,
        dst: Operand,
        a: Operand,
        b: Operand,
    },
    Abs {
        ty: ScalarType,
        ftz: bool,
        dst: Operand,
        src: Operand,
    },
    Neg {
        ty: ScalarType,
        ftz: bool,
        dst: Operand,
        src: Operand,
    },
    /// `min`/`max`; `.NaN` returns NaN if either input is; `.xorsign.abs` and `.relu` as PTX
    /// defines them.
    MinMax {
        max: bool,
        ty: ScalarType,
        ftz: bool,
        nan: bool,
        xorsign_abs: bool,
        relu: bool,
        dst: Operand,
        a: Operand,
        b: Operand,
        c: Option<Operand>,
    },
    Copysign {
        ty: ScalarType,
        dst: Operand,
        a: Operand,
        b: Operand,
    },
    Testp {
        op: TestpOp,
        ty: ScalarType,
        dst: Operand,
        src: Operand,
    },
    /// `rcp`, `sqrt`, `rsqrt`, `sin`, `cos`, `lg2`, `ex2`, `tanh`.
    Math {
        op: MathOp,
        ty: ScalarType,
        precision: MathPrecision,
        ftz: bool,
        dst: Operand,
        src: Operand,
    },

    And {
        ty: ScalarType,
        dst: Operand,
        a: Operand,
        b: Operand,
    },
    Or {
        ty: ScalarType,
        dst: Operand,
        a: Operand,
        b: Operand,
    },
    Xor {
        ty: ScalarType,
        dst: Operand,
        a: Operand,
        b: Operand,
    },
    Not {
        ty: ScalarType,
        dst: Operand,
        src: Operand,
    },
    /// C's `!`: 1 if zero, else 0.
    Cnot {
        ty: ScalarType,
        dst: Operand,
        src: Operand,
    },
    Shl {
        ty: ScalarType,
        dst: Operand,
        a: Operand,
        b: Operand,
    },
    Shr {
        ty: ScalarType,
        dst: Operand,
        a: Operand,
        b: Operand,
    },
    Popc {
        ty: ScalarType,
        dst: Operand,
        src: Operand,
    },
    Clz {
        ty: ScalarType,
        dst: Operand,
        src: Operand,
    },
    Brev {
        ty: ScalarType,
        dst: Operand,
        src: Operand,
    },
    /// Position of the most significant non-sign bit; with `.shiftamt`, as a left shift.
    Bfind {
        ty: ScalarType,
        shift_amount: bool,
        dst: Operand,
        src: Operand,
    },
    /// Bit-field extract: `len` bits of `a` from `pos`, sign-extended for signed types.
    Bfe {
        ty: ScalarType,
        dst: Operand,
        a: Operand,
        pos: Operand,
        len: Operand,
    },
    /// Bit-field insert: `len` bits of `a` into `b` at `pos`.
    Bfi {
        ty: ScalarType,
        dst: Operand,
        a: Operand,
        b: Operand,
        pos: Operand,
        len: Operand,
    },
    /// A mask of `b` bits from position `a`; `.wrap` takes both mod 32, `.clamp` to 32.
    Bmsk {
        wrap: bool,
        dst: Operand,
        a: Operand,
        b: Operand,
    },
    /// Sign- or zero-extend the low `b` bits of `a`.
    Szext {
        wrap: bool,
        signed: bool,
        dst: Operand,
        a: Operand,
        b: Operand,
    },
    /// Find the n-th set bit.
    Fns {
        dst: Operand,
        mask: Operand,
        base: Operand,
        offset: Operand,
    },
    /// Byte permute; `mode` is `.f4e`, `.b4e`, `.rc8`, `.ecl`, `.ecr` or `.rc16`.
    Prmt {
        mode: Option<PrmtMode>,
        dst: Operand,
        a: Operand,
        b: Operand,
        c: Operand,
    },
    /// Any function of three inputs, by its truth table.
    Lop3 {
        dst: Operand,
        a: Operand,
        b: Operand,
        c: Operand,
        lut: Operand,
    },
    /// Funnel shift of `b:a` by `c`.
    Shf {
        left: bool,
        wrap: bool,
        dst: Operand,
        a: Operand,
        b: Operand,
        c: Operand,
    },
    /// Four- and two-way byte/half dot products.
    Dp4a {
        a_signed: bool,
        b_signed: bool,
        dst: Operand,
        a: Operand,
        b: Operand,
        c: Operand,
    },
    Dp2a {
        hi: bool,
        a_signed: bool,
        b_signed: bool,
        dst: Operand,
        a: Operand,
        b: Operand,
        c: Operand,
    },

    /// Scalar video instructions: `vadd`, `vsub`, `vabsdiff`, `vmin`, `vmax`, `vshl`, `vshr`,
    /// `vset`.
    Video(Video),
    VideoMad(VideoMad),
    /// SIMD video instructions: `vadd2` ... `vset4`.
    VideoSimd(VideoSimd),

    /// Warp matrix instructions (`matrix.rs`).
    Mma(Mma),
    LdMatrix(LdMatrix),
    StMatrix(StMatrix),
    /// `movmatrix.sync.aligned.m8n8.trans.b16`: an 8×8 fragment transposed across the warp.
    MovMatrix {
        dst: Operand,
        src: Operand,
    },
    CpAsync(CpAsync),
    /// `cp.async.commit_group`.
    CpAsyncCommit,
    /// `cp.async.wait_group n` (`None`: `cp.async.wait_all`).
    CpAsyncWait {
        groups: Option<Operand>,
    },
    MBarrier(MBarrier),
    /// `wmma.load` and `wmma.store` (`wmma.rs`).
    WmmaLoad(WmmaMove),
    WmmaStore(WmmaMove),
    WmmaMma(Mma),

    /// `setp`: compare, optionally combine with a predicate, write one or two predicates.
    Setp {
        cmp: Compare,
        ty: ScalarType,
        ftz: bool,
        combine: Option<(BoolOp, Operand)>,
        dst: Operand,
        dst_not: Option<Operand>,
        a: Operand,
        b: Operand,
    },
    /// `set`: like `setp`, writing all ones (integers) or 1.0 (floats), or 0.
    Set {
        cmp: Compare,
        dst_ty: ScalarType,
        ty: ScalarType,
        ftz: bool,
        combine: Option<(BoolOp, Operand)>,
        dst: Operand,
        a: Operand,
        b: Operand,
    },
    Selp {
        ty: ScalarType,
        dst: Operand,
        a: Operand,
        b: Operand,
        pred: Operand,
    },
    /// `c >= 0 ? a : b`.
    Slct {
        ty: ScalarType,
        cmp_ty: ScalarType,
        ftz: bool,
        dst: Operand,
        a: Operand,
        b: Operand,
        c: Operand,
    },

    /// `cvt`; `src2` is the second source of packing conversions (`cvt.rn.f16x2.f32 d, a, b`).
    Cvt {
        dst_ty: ScalarType,
        src_ty: ScalarType,
        rounding: Option<CvtRounding>,
        ftz: bool,
        sat: bool,
        relu: bool,
        satfinite: bool,
        dst: Operand,
        src: Operand,
        src2: Option<Operand>,
    },
    /// `cvt.pack.sat`: `a` and `b` saturated to `bits`-bit lanes (signed or not) and packed,
    /// `b` lowest; the 2-, 4- and 8-bit forms shift `c` in above them.
    CvtPack {
        bits: u32,
        signed: bool,
        src_ty: ScalarType,
        dst: Operand,
        a: Operand,
        b: Operand,
        c: Option<Operand>,
    },
    /// `cvta`: between generic addresses and `space`'s.
    Cvta {
        to_space: bool,
        space: StateSpace,
        ty: ScalarType,
        dst: Operand,
        src: Operand,
    },
    Isspacep {
        space: StateSpace,
        dst: Operand,
        src: Operand,
    },

    Load(Load),
    Store(Store),
    Prefetch {
        space: StateSpace,
        addr: Operand,
    },
    Atomic(Atomic),
    /// `membar.level` and `fence`.
    Fence {
        semantics: Semantics,
        scope: Scope,
    },

    Bra {
        target: LabelId,
    },
    /// `brx.idx`: jump to the `index`-th label of a table.
    BrxIdx {
        index: Operand,
        targets: Vec<LabelId>,
    },
    Call {
        callee: Callee,
        returns: Vec<Operand>,
        args: Vec<Operand>,
    },
    Ret,
    Exit,
    Trap,
    Brkpt,

    /// `bar.sync`/`barrier.sync`: wait for `count` threads (all of the block if `None`) at
    /// barrier `id`.
    BarSync {
        id: Operand,
        count: Option<Operand>,
    },
    BarArrive {
        id: Operand,
        count: Operand,
    },
    /// `bar.red`: a barrier that reduces a predicate over the block.
    BarRed {
        op: BarRedOp,
        ty: ScalarType,
        dst: Operand,
        id: Operand,
        count: Option<Operand>,
        pred: Operand,
    },
    /// `bar.warp.sync`.
    BarWarpSync {
        mask: Operand,
    },
    Shfl {
        mode: ShflMode,
        dst: Operand,
        dst_pred: Option<Operand>,
        a: Operand,
        b: Operand,
        c: Operand,
        mask: Operand,
    },
    Vote {
        mode: VoteMode,
        dst: Operand,
        pred: Operand,
        mask: Operand,
    },
    Match {
        all: bool,
        ty: ScalarType,
        dst: Operand,
        dst_pred: Option<Operand>,
        value: Operand,
        mask: Operand,
    },
    Redux {
        op: ReduxOp,
        ty: ScalarType,
        dst: Operand,
        src: Operand,
        mask: Operand,
    },
    Activemask {
        dst: Operand,
    },
    /// `elect.sync`: one leader lane of `mask`.
    Elect {
        dst: Operand,
        dst_pred: Option<Operand>,
        mask: Operand,
    },
    Nanosleep {
        time: Operand,
    },
    /// Instructions that only hint (`pmevent`, `griddepcontrol`, `createpolicy` results are
    /// opaque): `dst` receives a value with no meaning where there is one.
    Hint {
        dst: Option<Operand>,
    },

    /// CUDA's device `printf` (a call of the runtime's `vprintf`, lowered by
    /// [`crate::passes`]): `format` and `args` are generic addresses, `dst` receives the
    /// result.
    Printf {
        dst: Option<Operand>,
        format: Operand,
        args: Operand,
    },
    /// CUDA's device `malloc` (a call of the runtime's `malloc`): `dst` receives the generic
    /// address of `size` bytes of the device heap, or 0 when there is no room.
    Malloc {
        dst: Operand,
        size: Operand,
    },
    /// CUDA's device `free` of an address `malloc` gave (0 does nothing).
    Free {
        ptr: Operand,
    },
    /// A failed device `assert` (a call of the runtime's `__assertfail`): reports and ends
    /// the launch with an error.
    AssertFail {
        message: Operand,
        file: Operand,
        line: Operand,
        function: Operand,
    },
    /// Not PTX: where a warp's lanes that execute together line up before a shared-memory
    /// access, so that they access shared memory in lockstep as a GPU's lanes do
    /// ([`crate::passes::warp_lockstep`], which only the host target runs).
    WarpLockstep,

    /// Parsed and understood, but not compiled: matrix instructions (`mma`, `wmma`,
    /// `ldmatrix`, ...), asynchronous copies, textures, forms of newer GPUs. A function using
    /// one fails to compile with the typed reason; the module's other functions still do.
    Unsupported(super::unsupported::Unsupported),
}

/// `prmt` modes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PrmtMode {
    F4e,
    B4e,
    Rc8,
    Ecl,
    Ecr,
    Rc16,
}

/// An instruction and what guards it.
#[derive(Clone, Debug, PartialEq)]
pub struct Guarded {
    /// `@%p` or `@!%p`: the predicate register, and whether it is negated.
    pub guard: Option<(super::operand::VarId, bool)>,
    pub instruction: Instruction,
    /// Source line, for messages.
    pub line: u32,
}

impl Instruction {
    /// Whether executing it waits for, or exchanges values with, other threads of the block:
    /// barriers and warp collectives. An executor that runs a block's threads one at a time
    /// must suspend a thread at these.
    pub fn involves_other_threads(&self) -> bool {
        use Instruction::*;
        matches!(
            self,
            BarSync { .. }
                | BarArrive { .. }
                | BarRed { .. }
                | BarWarpSync { .. }
                | Shfl { .. }
                | Vote { .. }
                | Match { .. }
                | Redux { .. }
                | Activemask { .. }
                | Elect { .. }
                | WarpLockstep
                | Mma(_)
                | LdMatrix(_)
                | StMatrix(_)
                | MovMatrix { .. }
                | MBarrier(_)
                | WmmaMma(_)
        )
    }
}
