//! Every operand of an instruction, split into what it writes and what it reads.

use super::instruction::{Callee, Instruction};
use super::operand::Operand;
use super::video::{self, VideoFinish};

/// An instruction's operands.
#[derive(Debug, Default)]
pub struct Operands<'a> {
    /// Written: registers, vectors of registers, `_`, and (calls) `.param` variables.
    pub dst: Vec<&'a Operand>,
    /// Read: values and addresses.
    pub src: Vec<&'a Operand>,
}

impl Instruction {
    pub fn operands(&self) -> Operands<'_> {
        use Instruction::*;
        let (dst, src): (Vec<&Operand>, Vec<&Operand>) = match self {
            Mov { dst, src, .. }
            | Abs { dst, src, .. }
            | Neg { dst, src, .. }
            | Testp { dst, src, .. }
            | Math { dst, src, .. }
            | Not { dst, src, .. }
            | Cnot { dst, src, .. }
            | Popc { dst, src, .. }
            | Clz { dst, src, .. }
            | Brev { dst, src, .. }
            | Bfind { dst, src, .. }
            | Cvta { dst, src, .. }
            | Isspacep { dst, src, .. }
            | Redux { dst, src, .. } => (vec![dst], vec![src]),
            Add { dst, a, b, .. }
            | Sub { dst, a, b, .. }
            | Mul { dst, a, b, .. }
            | Mul24 { dst, a, b, .. }
            | Div { dst, a, b, .. }
            | Rem { dst, a, b, .. }
            | Copysign { dst, a, b, .. }
            | And { dst, a, b, .. }
            | Or { dst, a, b, .. }
            | Xor { dst, a, b, .. }
            | Shl { dst, a, b, .. }
            | Shr { dst, a, b, .. }
            | Bmsk { dst, a, b, .. }
            | Szext { dst, a, b, .. } => (vec![dst], vec![a, b]),
            Mad { dst, a, b, c, .. }
            | Mad24 { dst, a, b, c, .. }
            | Sad { dst, a, b, c, .. }
            | Fma { dst, a, b, c, .. }
            | Prmt { dst, a, b, c, .. }
            | Shf { dst, a, b, c, .. }
            | Dp4a { dst, a, b, c, .. }
            | Dp2a { dst, a, b, c, .. }
            | Slct { dst, a, b, c, .. } => (vec![dst], vec![a, b, c]),
            MinMax { dst, a, b, c, .. } => (vec![dst], [a, b].into_iter().chain(c).collect()),
            Video(video::Video { dst, a, b, finish, .. }) => {
                let c = match finish {
                    VideoFinish::Plain => None,
                    VideoFinish::Secondary(_, c) | VideoFinish::Merge(_, c) => Some(c),
                };
                (vec![dst], [&a.operand, &b.operand].into_iter().chain(c).collect())
            }
            VideoMad(video::VideoMad { dst, a, b, c, .. }) => (vec![dst], vec![&a.operand, &b.operand, c]),
            VideoSimd(video::VideoSimd { dst, a, b, c, .. }) => (vec![dst], vec![a, b, c]),
            Bfe { dst, a, pos, len, .. } => (vec![dst], vec![a, pos, len]),
            Bfi { dst, a, b, pos, len, .. } => (vec![dst], vec![a, b, pos, len]),
            Fns { dst, mask, base, offset } => (vec![dst], vec![mask, base, offset]),
            Lop3 { dst, a, b, c, lut } => (vec![dst], vec![a, b, c, lut]),
            Setp { dst, dst_not, a, b, combine, .. } => {
                ([dst].into_iter().chain(dst_not).collect(), [a, b].into_iter().chain(combine.as_ref().map(|(_, c)| c)).collect())
            }
            Set { dst, a, b, combine, .. } => (vec![dst], [a, b].into_iter().chain(combine.as_ref().map(|(_, c)| c)).collect()),
            Selp { dst, a, b, pred, .. } => (vec![dst], vec![a, b, pred]),
            Cvt { dst, src, src2, .. } => (vec![dst], [src].into_iter().chain(src2).collect()),
            CvtPack { dst, a, b, c, .. } => (vec![dst], [a, b].into_iter().chain(c).collect()),
            Load(super::instruction::Load { dst, addr, .. }) => (vec![dst], vec![addr]),
            Store(super::instruction::Store { addr, src, .. }) => (vec![], vec![addr, src]),
            Prefetch { addr, .. } => (vec![], vec![addr]),
            Atomic(super::instruction::Atomic { dst, addr, src, src2, .. }) => (dst.iter().collect(), [addr, src].into_iter().chain(src2).collect()),
            Fence { .. } | Bra { .. } | Ret | Exit | Trap | Brkpt | Unsupported(_) | CpAsyncCommit => (vec![], vec![]),
            Mma(super::matrix::Mma { d, a, b, c, .. }) => (vec![d], vec![a, b, c]),
            LdMatrix(super::matrix::LdMatrix { dst, addr, .. }) => (vec![dst], vec![addr]),
            StMatrix(super::matrix::StMatrix { addr, src, .. }) => (vec![], vec![addr, src]),
            MovMatrix { dst, src } => (vec![dst], vec![src]),
            CpAsync(super::matrix::CpAsync { dst, src, src_size, ignore_src, .. }) => {
                (vec![], [dst, src].into_iter().chain(src_size).chain(ignore_src).collect())
            }
            CpAsyncWait { groups } => (vec![], groups.iter().collect()),
            MBarrier(barrier) => barrier.operands(),
            WmmaLoad(super::wmma::WmmaMove { fragment, addr, stride, .. }) => (vec![fragment], [addr].into_iter().chain(stride).collect()),
            WmmaStore(super::wmma::WmmaMove { fragment, addr, stride, .. }) => (vec![], [addr, fragment].into_iter().chain(stride).collect()),
            WmmaMma(super::matrix::Mma { d, a, b, c, .. }) => (vec![d], vec![a, b, c]),
            BrxIdx { index, .. } => (vec![], vec![index]),
            Call { callee, returns, args } => {
                let target = match callee {
                    Callee::Indirect(target) => Some(target),
                    Callee::Direct(_) => None,
                };
                (returns.iter().collect(), args.iter().chain(target).collect())
            }
            BarSync { id, count } => (vec![], [id].into_iter().chain(count).collect()),
            BarArrive { id, count } => (vec![], vec![id, count]),
            BarRed { dst, id, count, pred, .. } => (vec![dst], [id, pred].into_iter().chain(count).collect()),
            BarWarpSync { mask } => (vec![], vec![mask]),
            Shfl { dst, dst_pred, a, b, c, mask, .. } => ([dst].into_iter().chain(dst_pred).collect(), vec![a, b, c, mask]),
            Vote { dst, pred, mask, .. } => (vec![dst], vec![pred, mask]),
            Match { dst, dst_pred, value, mask, .. } => ([dst].into_iter().chain(dst_pred).collect(), vec![value, mask]),
            Activemask { dst } => (vec![dst], vec![]),
            WarpLockstep => (vec![], vec![]),
            Elect { dst, dst_pred, mask } => ([dst].into_iter().chain(dst_pred).collect(), vec![mask]),
            Nanosleep { time } => (vec![], vec![time]),
            Hint { dst } => (dst.iter().collect(), vec![]),
            Printf { dst, format, args } => (dst.iter().collect(), vec![format, args]),
            Malloc { dst, size } => (vec![dst], vec![size]),
            Free { ptr } => (vec![], vec![ptr]),
            AssertFail { message, file, line, function } => (vec![], vec![message, file, line, function]),
        };
        Operands { dst, src }
    }
}
