//! Raw instructions into typed IR, one opcode family at a time.

use super::body::{Raw, RawInstruction, Resolver};
use super::lexer::Position;
use super::modifiers::{Modifiers, Result};
use crate::ir::{
    AtomOp, Atomic, BarRedOp, BoolOp, Callee, Carry, Compare, CvtRounding, DivMode, Family, FloatMode, Form, Instruction, Load, MathOp, MathPrecision, MulMode,
    MulPart, Operand, PrmtMode, ReduxOp, ScalarType, Scope, Semantics, ShflMode, StateSpace, Store, TestpOp, Unsupported, UnsupportedReason, VoteMode,
};

/// Lowers one instruction.
pub(super) fn lower<'a>(raw: &RawInstruction<'a>, resolver: &mut Resolver<'_, 'a>, position: Position) -> Result<Instruction> {
    if let Some(family) = Family::of(raw.opcode) {
        return Ok(unsupported(raw, UnsupportedReason::NotImplemented(family)));
    }
    let mut lowering = Lowering { raw, resolver, mods: Modifiers::new(&raw.modifiers), position };
    let instruction = lowering.instruction()?;
    lowering.mods.finish()?;
    Ok(instruction)
}

/// `raw`, which parses, left uncompiled for `reason`.
fn unsupported(raw: &RawInstruction<'_>, reason: UnsupportedReason) -> Instruction {
    Instruction::Unsupported(Unsupported { opcode: raw.opcode.to_string(), modifiers: raw.modifiers.iter().map(|m| m.to_string()).collect(), reason })
}

pub(super) struct Lowering<'r, 'b, 'a> {
    pub(super) raw: &'r RawInstruction<'a>,
    pub(super) resolver: &'r mut Resolver<'b, 'a>,
    pub(super) mods: Modifiers<'a>,
    position: Position,
}

impl<'a> Lowering<'_, '_, 'a> {
    pub(super) fn count(&self, expected: usize) -> Result<()> {
        let found = self.raw.operands.len();
        if found == expected { Ok(()) } else { Err(format!("expected {expected} operands, found {found}")) }
    }

    pub(super) fn count_range(&self, min: usize, max: usize) -> Result<()> {
        let found = self.raw.operands.len();
        if (min..=max).contains(&found) { Ok(()) } else { Err(format!("expected {min} to {max} operands, found {found}")) }
    }

    fn op(&mut self, index: usize) -> Result<Operand> {
        let raw = self.raw.operands.get(index).ok_or_else(|| format!("missing operand {}", index + 1))?;
        self.resolver.operand(raw)
    }

    fn opt(&mut self, index: usize) -> Result<Option<Operand>> {
        if index < self.raw.operands.len() { self.op(index).map(Some) } else { Ok(None) }
    }

    /// An operand that may be `d|p`: the value and the optional predicate.
    fn pair(&mut self, index: usize) -> Result<(Operand, Option<Operand>)> {
        match self.raw.operands.get(index) {
            Some(Raw::Pipe(a, b)) => {
                let (a, b) = (a.clone(), b.clone());
                Ok((self.resolver.operand(&a)?, Some(self.resolver.operand(&b)?)))
            }
            _ => Ok((self.op(index)?, None)),
        }
    }

    fn instruction(&mut self) -> Result<Instruction> {
        let m = &mut self.mods;
        Ok(match self.raw.opcode {
            "mov" => {
                let ty = m.ty()?;
                self.count(2)?;
                Instruction::Mov { ty, dst: self.op(0)?, src: self.op(1)? }
            }
            "add" | "sub" | "addc" | "subc" => {
                let read = self.raw.opcode.ends_with('c');
                let carry = Carry { read, write: m.take("cc") };
                let float = m.float_mode();
                let ty = m.ty()?;
                self.count(3)?;
                let (dst, a, b) = (self.op(0)?, self.op(1)?, self.op(2)?);
                let sat = ty.is_integer() && float.sat;
                let float = if ty.is_integer() { FloatMode::default() } else { float };
                if self.raw.opcode.starts_with("add") {
                    Instruction::Add { ty, float, sat, carry, dst, a, b }
                } else {
                    Instruction::Sub { ty, float, sat, carry, dst, a, b }
                }
            }
            "mul" => {
                let mode = self.mul_mode()?;
                let ty = self.mods.ty()?;
                self.count(3)?;
                Instruction::Mul { ty, mode, dst: self.op(0)?, a: self.op(1)?, b: self.op(2)? }
            }
            "mad" | "madc" => {
                let carry = Carry { read: self.raw.opcode == "madc", write: self.mods.take("cc") };
                let mode = self.mul_mode()?;
                let ty = self.mods.ty()?;
                let sat = match mode {
                    MulMode::Int(_) => self.mods.take("sat"),
                    MulMode::Float(float) => float.sat,
                };
                self.count(4)?;
                Instruction::Mad { ty, mode, sat, carry, dst: self.op(0)?, a: self.op(1)?, b: self.op(2)?, c: self.op(3)? }
            }
            "mul24" | "mad24" => {
                let hi = match m.take_any(&["lo", "hi"]) {
                    Some(part) => part == "hi",
                    None => return Err("needs `.lo` or `.hi`".into()),
                };
                let sat = m.take("sat");
                let ty = m.ty()?;
                if self.raw.opcode == "mul24" {
                    self.count(3)?;
                    Instruction::Mul24 { ty, hi, dst: self.op(0)?, a: self.op(1)?, b: self.op(2)? }
                } else {
                    self.count(4)?;
                    Instruction::Mad24 { ty, hi, sat, dst: self.op(0)?, a: self.op(1)?, b: self.op(2)?, c: self.op(3)? }
                }
            }
            "sad" => {
                let ty = m.ty()?;
                self.count(4)?;
                Instruction::Sad { ty, dst: self.op(0)?, a: self.op(1)?, b: self.op(2)?, c: self.op(3)? }
            }
            "fma" => {
                let float = m.float_mode();
                let relu = m.take("relu");
                m.take("oob");
                let ty = m.ty()?;
                self.count(4)?;
                Instruction::Fma { ty, float, relu, dst: self.op(0)?, a: self.op(1)?, b: self.op(2)?, c: self.op(3)? }
            }
            "div" => {
                let approx = m.take("approx");
                let full = m.take("full");
                let float = m.float_mode();
                let ty = m.ty()?;
                let mode = if ty.is_integer() {
                    DivMode::Int
                } else if approx {
                    DivMode::Approx { ftz: float.ftz }
                } else if full {
                    DivMode::Full { ftz: float.ftz }
                } else {
                    DivMode::Rounded(float)
                };
                self.count(3)?;
                Instruction::Div { ty, mode, dst: self.op(0)?, a: self.op(1)?, b: self.op(2)? }
            }
            "rem" => {
                let ty = m.ty()?;
                self.count(3)?;
                Instruction::Rem { ty, dst: self.op(0)?, a: self.op(1)?, b: self.op(2)? }
            }
            "abs" | "neg" => {
                let ftz = m.take("ftz");
                let ty = m.ty()?;
                self.count(2)?;
                let (dst, src) = (self.op(0)?, self.op(1)?);
                if self.raw.opcode == "abs" { Instruction::Abs { ty, ftz, dst, src } } else { Instruction::Neg { ty, ftz, dst, src } }
            }
            "min" | "max" => {
                let ftz = m.take("ftz");
                let nan = m.take("NaN");
                let xorsign_abs = m.take("xorsign");
                if xorsign_abs && !m.take("abs") {
                    return Err("`.xorsign` needs `.abs`".into());
                }
                let relu = m.take("relu");
                let ty = m.ty()?;
                self.count_range(3, 4)?;
                Instruction::MinMax {
                    max: self.raw.opcode == "max",
                    ty,
                    ftz,
                    nan,
                    xorsign_abs,
                    relu,
                    dst: self.op(0)?,
                    a: self.op(1)?,
                    b: self.op(2)?,
                    c: self.opt(3)?,
                }
            }
            "copysign" => {
                let ty = m.ty()?;
                self.count(3)?;
                Instruction::Copysign { ty, dst: self.op(0)?, a: self.op(1)?, b: self.op(2)? }
            }
            "testp" => {
                let op = m
                    .take_map(|m| match m {
                        "finite" => Some(TestpOp::Finite),
                        "infinite" => Some(TestpOp::Infinite),
                        "number" => Some(TestpOp::Number),
                        "notanumber" => Some(TestpOp::NotANumber),
                        "normal" => Some(TestpOp::Normal),
                        "subnormal" => Some(TestpOp::Subnormal),
                        _ => None,
                    })
                    .ok_or("needs a property")?;
                let ty = m.ty()?;
                self.count(2)?;
                Instruction::Testp { op, ty, dst: self.op(0)?, src: self.op(1)? }
            }
            "rcp" | "sqrt" | "rsqrt" | "sin" | "cos" | "lg2" | "ex2" | "tanh" => {
                let op = match self.raw.opcode {
                    "rcp" => MathOp::Rcp,
                    "sqrt" => MathOp::Sqrt,
                    "rsqrt" => MathOp::Rsqrt,
                    "sin" => MathOp::Sin,
                    "cos" => MathOp::Cos,
                    "lg2" => MathOp::Lg2,
                    "ex2" => MathOp::Ex2,
                    _ => MathOp::Tanh,
                };
                let approx = m.take("approx");
                let rounding = m.rounding();
                let ftz = m.take("ftz");
                let ty = m.ty()?;
                let precision = match (approx, rounding) {
                    (true, None) => MathPrecision::Approx,
                    (false, Some(rounding)) => MathPrecision::Rounded(rounding),
                    _ => return Err("needs `.approx` or a rounding".into()),
                };
                self.count(2)?;
                Instruction::Math { op, ty, precision, ftz, dst: self.op(0)?, src: self.op(1)? }
            }
            "and" | "or" | "xor" | "shl" | "shr" => {
                let ty = m.ty()?;
                self.count(3)?;
                let (dst, a, b) = (self.op(0)?, self.op(1)?, self.op(2)?);
                match self.raw.opcode {
                    "and" => Instruction::And { ty, dst, a, b },
                    "or" => Instruction::Or { ty, dst, a, b },
                    "xor" => Instruction::Xor { ty, dst, a, b },
                    "shl" => Instruction::Shl { ty, dst, a, b },
                    _ => Instruction::Shr { ty, dst, a, b },
                }
            }
            "not" | "cnot" | "popc" | "clz" | "brev" => {
                let ty = m.ty()?;
                self.count(2)?;
                let (dst, src) = (self.op(0)?, self.op(1)?);
                match self.raw.opcode {
                    "not" => Instruction::Not { ty, dst, src },
                    "cnot" => Instruction::Cnot { ty, dst, src },
                    "popc" => Instruction::Popc { ty, dst, src },
                    "clz" => Instruction::Clz { ty, dst, src },
                    _ => Instruction::Brev { ty, dst, src },
                }
            }
            "bfind" => {
                let shift_amount = m.take("shiftamt");
                let ty = m.ty()?;
                self.count(2)?;
                Instruction::Bfind { ty, shift_amount, dst: self.op(0)?, src: self.op(1)? }
            }
            "bfe" => {
                let ty = m.ty()?;
                self.count(4)?;
                Instruction::Bfe { ty, dst: self.op(0)?, a: self.op(1)?, pos: self.op(2)?, len: self.op(3)? }
            }
            "bfi" => {
                let ty = m.ty()?;
                self.count(5)?;
                Instruction::Bfi { ty, dst: self.op(0)?, a: self.op(1)?, b: self.op(2)?, pos: self.op(3)?, len: self.op(4)? }
            }
            "bmsk" | "szext" => {
                let wrap = match m.take_any(&["clamp", "wrap"]) {
                    Some(mode) => mode == "wrap",
                    None => return Err("needs `.clamp` or `.wrap`".into()),
                };
                let ty = m.ty()?;
                self.count(3)?;
                let (dst, a, b) = (self.op(0)?, self.op(1)?, self.op(2)?);
                if self.raw.opcode == "bmsk" { Instruction::Bmsk { wrap, dst, a, b } } else { Instruction::Szext { wrap, signed: ty.is_signed(), dst, a, b } }
            }
            "fns" => {
                m.ty()?;
                self.count(4)?;
                Instruction::Fns { dst: self.op(0)?, mask: self.op(1)?, base: self.op(2)?, offset: self.op(3)? }
            }
            "prmt" => {
                m.ty()?;
                let mode = m.take_map(|m| match m {
                    "f4e" => Some(PrmtMode::F4e),
                    "b4e" => Some(PrmtMode::B4e),
                    "rc8" => Some(PrmtMode::Rc8),
                    "ecl" => Some(PrmtMode::Ecl),
                    "ecr" => Some(PrmtMode::Ecr),
                    "rc16" => Some(PrmtMode::Rc16),
                    _ => None,
                });
                self.count(4)?;
                Instruction::Prmt { mode, dst: self.op(0)?, a: self.op(1)?, b: self.op(2)?, c: self.op(3)? }
            }
            "lop3" => {
                m.ty()?;
                self.count(5)?;
                Instruction::Lop3 { dst: self.op(0)?, a: self.op(1)?, b: self.op(2)?, c: self.op(3)?, lut: self.op(4)? }
            }
            "shf" => {
                let left = match m.take_any(&["l", "r"]) {
                    Some(direction) => direction == "l",
                    None => return Err("needs `.l` or `.r`".into()),
                };
                let wrap = match m.take_any(&["clamp", "wrap"]) {
                    Some(mode) => mode == "wrap",
                    None => return Err("needs `.clamp` or `.wrap`".into()),
                };
                m.ty()?;
                self.count(4)?;
                Instruction::Shf { left, wrap, dst: self.op(0)?, a: self.op(1)?, b: self.op(2)?, c: self.op(3)? }
            }
            "dp4a" | "dp2a" => {
                let hi = m.take("hi");
                let lo = m.take("lo");
                let (a_ty, b_ty) = m.two_types()?;
                self.count(4)?;
                let (dst, a, b, c) = (self.op(0)?, self.op(1)?, self.op(2)?, self.op(3)?);
                if self.raw.opcode == "dp4a" {
                    Instruction::Dp4a { a_signed: a_ty.is_signed(), b_signed: b_ty.is_signed(), dst, a, b, c }
                } else {
                    if hi == lo {
                        return Err("dp2a needs `.lo` or `.hi`".into());
                    }
                    Instruction::Dp2a { hi, a_signed: a_ty.is_signed(), b_signed: b_ty.is_signed(), dst, a, b, c }
                }
            }
            "setp" | "set" => self.compare()?,
            "vadd" | "vsub" | "vabsdiff" | "vmin" | "vmax" | "vshl" | "vshr" | "vset" => self.video()?,
            "vmad" => self.video_mad()?,
            "vadd2" | "vsub2" | "vavrg2" | "vabsdiff2" | "vmin2" | "vmax2" | "vset2" => self.video_simd(2)?,
            "vadd4" | "vsub4" | "vavrg4" | "vabsdiff4" | "vmin4" | "vmax4" | "vset4" => self.video_simd(4)?,
            "selp" => {
                let ty = m.ty()?;
                self.count(4)?;
                Instruction::Selp { ty, dst: self.op(0)?, a: self.op(1)?, b: self.op(2)?, pred: self.op(3)? }
            }
            "slct" => {
                let ftz = m.take("ftz");
                let (ty, cmp_ty) = m.two_types()?;
                self.count(4)?;
                Instruction::Slct { ty, cmp_ty, ftz, dst: self.op(0)?, a: self.op(1)?, b: self.op(2)?, c: self.op(3)? }
            }
            "cvt" => self.cvt()?,
            "cvta" => {
                let to_space = m.take("to");
                let space = m.space().ok_or("needs a state space")?;
                let ty = m.ty()?;
                self.count(2)?;
                Instruction::Cvta { to_space, space, ty, dst: self.op(0)?, src: self.op(1)? }
            }
            "isspacep" => {
                let space = m.space().ok_or("needs a state space")?;
                self.count(2)?;
                Instruction::Isspacep { space, dst: self.op(0)?, src: self.op(1)? }
            }
            "ld" | "ldu" | "st" => self.memory()?,
            "prefetch" | "prefetchu" => {
                let space = m.space().unwrap_or(StateSpace::Generic);
                if m.take("tensormap") {
                    return Ok(Instruction::Hint { dst: None });
                }
                m.take_any(&["L1", "L2", "L2::evict_last", "L2::evict_normal"]).ok_or("needs a cache level")?;
                self.count(1)?;
                Instruction::Prefetch { space, addr: self.op(0)? }
            }
            "atom" | "red" => self.atomic()?,
            "membar" => {
                let scope = match m.take_any(&["cta", "gl", "sys"]) {
                    Some("cta") => Scope::Cta,
                    Some("gl") => Scope::Gpu,
                    Some(_) => Scope::Sys,
                    None if m.take("proxy") => {
                        m.take_any(&["alias"]);
                        Scope::Gpu
                    }
                    None => return Err("needs `.cta`, `.gl` or `.sys`".into()),
                };
                self.count(0)?;
                Instruction::Fence { semantics: Semantics::SeqCst, scope }
            }
            "fence" => {
                // `fence.proxy.*` orders the memory proxies; every access here goes through one.
                if m.take("proxy") {
                    while m.take_map(|m| (!m.is_empty()).then_some(())).is_some() {}
                    return Ok(Instruction::Fence { semantics: Semantics::AcqRel, scope: Scope::Gpu });
                }
                if m.take("mbarrier_init") {
                    m.take("release");
                    m.take("cluster");
                    return Ok(Instruction::Hint { dst: None });
                }
                let semantics = match m.semantics() {
                    Semantics::Weak => Semantics::SeqCst,
                    semantics => semantics,
                };
                let scope = m.scope();
                self.count(0)?;
                Instruction::Fence { semantics, scope }
            }
            "bra" => {
                m.take("uni");
                self.count(1)?;
                match &self.raw.operands[0] {
                    Raw::Name { name, component: None, offset: 0 } => Instruction::Bra { target: self.resolver.label(name, self.position) },
                    _ => return Err("the target must be a label".into()),
                }
            }
            "brx" => {
                if !m.take("idx") {
                    return Err("needs `.idx`".into());
                }
                m.take("uni");
                self.count(2)?;
                let index = self.op(0)?;
                let targets = match &self.raw.operands[1] {
                    Raw::Name { name, .. } => self.resolver.branch_targets(name).cloned().ok_or_else(|| format!("`{name}` is no `.branchtargets`"))?,
                    _ => return Err("expected a `.branchtargets` name".into()),
                };
                Instruction::BrxIdx { index, targets }
            }
            "call" => self.call()?,
            "ret" => {
                m.take("uni");
                Instruction::Ret
            }
            "exit" => Instruction::Exit,
            "trap" => Instruction::Trap,
            "brkpt" => Instruction::Brkpt,
            "bar" | "barrier" => self.barrier()?,
            "mma" | "ldmatrix" | "stmatrix" | "movmatrix" | "cp" | "mbarrier" => self.matrix_or_async()?,
            "wmma" => self.wmma()?,
            "shfl" => {
                m.take("sync");
                let mode = m
                    .take_map(|m| match m {
                        "up" => Some(ShflMode::Up),
                        "down" => Some(ShflMode::Down),
                        "bfly" => Some(ShflMode::Bfly),
                        "idx" => Some(ShflMode::Idx),
                        _ => None,
                    })
                    .ok_or("needs a mode")?;
                m.ty()?;
                self.count_range(4, 5)?;
                let (dst, dst_pred) = self.pair(0)?;
                let mask = self.opt(4)?.unwrap_or(Operand::Imm(crate::ir::Immediate::Int(-1)));
                Instruction::Shfl { mode, dst, dst_pred, a: self.op(1)?, b: self.op(2)?, c: self.op(3)?, mask }
            }
            "vote" => {
                m.take("sync");
                let mode = m
                    .take_map(|m| match m {
                        "all" => Some(VoteMode::All),
                        "any" => Some(VoteMode::Any),
                        "uni" => Some(VoteMode::Uni),
                        "ballot" => Some(VoteMode::Ballot),
                        _ => None,
                    })
                    .ok_or("needs a mode")?;
                m.ty()?;
                self.count_range(2, 3)?;
                let mask = self.opt(2)?.unwrap_or(Operand::Imm(crate::ir::Immediate::Int(-1)));
                Instruction::Vote { mode, dst: self.op(0)?, pred: self.op(1)?, mask }
            }
            "match" => {
                let all = match m.take_any(&["any", "all"]) {
                    Some(mode) => mode == "all",
                    None => return Err("needs `.any` or `.all`".into()),
                };
                m.take("sync");
                let ty = m.ty()?;
                self.count(3)?;
                let (dst, dst_pred) = self.pair(0)?;
                Instruction::Match { all, ty, dst, dst_pred, value: self.op(1)?, mask: self.op(2)? }
            }
            "redux" => {
                m.take("sync");
                let op = m
                    .take_map(|m| match m {
                        "add" => Some(ReduxOp::Add),
                        "min" => Some(ReduxOp::Min),
                        "max" => Some(ReduxOp::Max),
                        "and" => Some(ReduxOp::And),
                        "or" => Some(ReduxOp::Or),
                        "xor" => Some(ReduxOp::Xor),
                        _ => None,
                    })
                    .ok_or("needs an operation")?;
                let ty = m.ty()?;
                if ty.is_float() {
                    return Ok(unsupported(self.raw, UnsupportedReason::Form(Form::FloatWarpReduction)));
                }
                self.count(3)?;
                Instruction::Redux { op, ty, dst: self.op(0)?, src: self.op(1)?, mask: self.op(2)? }
            }
            "activemask" => {
                m.ty()?;
                self.count(1)?;
                Instruction::Activemask { dst: self.op(0)? }
            }
            "elect" => {
                m.take("sync");
                self.count(2)?;
                let (dst, dst_pred) = self.pair(0)?;
                Instruction::Elect { dst, dst_pred, mask: self.op(1)? }
            }
            "nanosleep" => {
                m.ty()?;
                self.count(1)?;
                Instruction::Nanosleep { time: self.op(0)? }
            }
            "pmevent" | "griddepcontrol" | "discard" | "applypriority" | "setmaxnreg" => {
                while m.take_map(|m| (!m.is_empty()).then_some(())).is_some() {}
                Instruction::Hint { dst: None }
            }
            "createpolicy" => {
                while m.take_map(|m| (!m.is_empty()).then_some(())).is_some() {}
                Instruction::Hint { dst: Some(self.op(0)?) }
            }
            other => return Err(format!("unknown instruction `{other}`")),
        })
    }

    /// `.lo`/`.hi`/`.wide` for integers, rounding and flags for floats (taken before the type).
    fn mul_mode(&mut self) -> Result<MulMode> {
        let part = self.mods.take_map(|m| match m {
            "lo" => Some(MulPart::Lo),
            "hi" => Some(MulPart::Hi),
            "wide" => Some(MulPart::Wide),
            _ => None,
        });
        Ok(match part {
            Some(part) => MulMode::Int(part),
            None => {
                let float = self.mods.float_mode();
                let types = self.raw.modifiers.iter().filter_map(|m| ScalarType::from_name(m)).collect::<Vec<_>>();
                match types.first() {
                    Some(ty) if ty.is_integer() => return Err("an integer multiply needs `.lo`, `.hi` or `.wide`".into()),
                    _ => MulMode::Float(float),
                }
            }
        })
    }

    fn compare(&mut self) -> Result<Instruction> {
        let m = &mut self.mods;
        let cmp = m
            .take_map(|m| match m {
                "eq" => Some(Compare::Eq),
                "ne" => Some(Compare::Ne),
                "lt" => Some(Compare::Lt),
                "le" => Some(Compare::Le),
                "gt" => Some(Compare::Gt),
                "ge" => Some(Compare::Ge),
                "lo" => Some(Compare::Lo),
                "ls" => Some(Compare::Ls),
                "hi" => Some(Compare::Hi),
                "hs" => Some(Compare::Hs),
                "equ" => Some(Compare::Equ),
                "neu" => Some(Compare::Neu),
                "ltu" => Some(Compare::Ltu),
                "leu" => Some(Compare::Leu),
                "gtu" => Some(Compare::Gtu),
                "geu" => Some(Compare::Geu),
                "num" => Some(Compare::Num),
                "nan" => Some(Compare::Nan),
                _ => None,
            })
            .ok_or("needs a comparison")?;
        let bool_op = m.take_map(|m| match m {
            "and" => Some(BoolOp::And),
            "or" => Some(BoolOp::Or),
            "xor" => Some(BoolOp::Xor),
            _ => None,
        });
        let ftz = m.take("ftz");
        let types = m.types();
        let (dst_ty, ty) = match (self.raw.opcode, types.as_slice()) {
            ("setp", [ty]) => (ScalarType::Pred, *ty),
            ("set", [dst_ty, ty]) => (*dst_ty, *ty),
            _ => return Err("wrong number of types".into()),
        };
        let with_combine = bool_op.is_some();
        self.count(if with_combine { 4 } else { 3 })?;
        let combine = match bool_op {
            Some(op) => Some((op, self.op(3)?)),
            None => None,
        };
        if self.raw.opcode == "setp" {
            let (dst, dst_not) = self.pair(0)?;
            Ok(Instruction::Setp { cmp, ty, ftz, combine, dst, dst_not, a: self.op(1)?, b: self.op(2)? })
        } else {
            Ok(Instruction::Set { cmp, dst_ty, ty, ftz, combine, dst: self.op(0)?, a: self.op(1)?, b: self.op(2)? })
        }
    }

    fn cvt(&mut self) -> Result<Instruction> {
        let m = &mut self.mods;
        if m.take("pack") {
            m.take("sat");
            let lane = m.take_any(&["u2", "s2", "u4", "s4", "u8", "s8", "u16", "s16"]).ok_or("needs the lane type")?;
            let signed = lane.starts_with('s');
            let bits: u32 = lane[1..].parse().map_err(|_| "a lane type")?;
            let src_ty = match m.types().as_slice() {
                [src, ..] => *src,
                _ => return Err("expected the source type".into()),
            };
            self.count_range(3, 4)?;
            return Ok(Instruction::CvtPack { bits, signed, src_ty, dst: self.op(0)?, a: self.op(1)?, b: self.op(2)?, c: self.opt(3)? });
        }
        let rounding = match (m.rounding(), m.int_rounding()) {
            (Some(rounding), None) => Some(CvtRounding::Float(rounding)),
            (None, Some(rounding)) => Some(CvtRounding::Int(rounding)),
            (None, None) => None,
            _ => return Err("two roundings".into()),
        };
        let ftz = m.take("ftz");
        let sat = m.take("sat");
        let relu = m.take("relu");
        let satfinite = m.take("satfinite");
        let (dst_ty, src_ty) = m.two_types()?;
        let narrow = matches!(dst_ty, ScalarType::E2M1x2 | ScalarType::E2M3x2 | ScalarType::E3M2x2 | ScalarType::UE8M0x2)
            || matches!(src_ty, ScalarType::E2M1x2 | ScalarType::E2M3x2 | ScalarType::E3M2x2 | ScalarType::UE8M0x2);
        if narrow {
            return Ok(unsupported(self.raw, UnsupportedReason::Form(Form::NarrowFloatConversion)));
        }
        self.count_range(2, 3)?;
        Ok(Instruction::Cvt { dst_ty, src_ty, rounding, ftz, sat, relu, satfinite, dst: self.op(0)?, src: self.op(1)?, src2: self.opt(2)? })
    }

    fn memory(&mut self) -> Result<Instruction> {
        let m = &mut self.mods;
        let space = m.space().unwrap_or(StateSpace::Generic);
        let semantics = m.semantics();
        let scope = m.scope();
        let non_coherent = m.take("nc");
        let (cache, policy) = m.cache_hints();
        let vector = m.vector();
        let ty = m.ty()?;
        let operands = if policy { 3 } else { 2 };
        self.count(operands)?;
        let (space, ty) = (space, ty);
        if self.raw.opcode == "st" {
            Ok(Instruction::Store(Store { space, ty, vector, semantics, scope, cache, addr: self.op(0)?, src: self.op(1)? }))
        } else {
            let space = if self.raw.opcode == "ldu" && space == StateSpace::Generic { StateSpace::Global } else { space };
            Ok(Instruction::Load(Load { space, ty, vector, semantics, scope, cache, non_coherent, dst: self.op(0)?, addr: self.op(1)? }))
        }
    }

    fn atomic(&mut self) -> Result<Instruction> {
        let m = &mut self.mods;
        let semantics = m.semantics();
        let scope = m.scope();
        let space = m.space().unwrap_or(StateSpace::Generic);
        let op = m
            .take_map(|m| match m {
                "and" => Some(AtomOp::And),
                "or" => Some(AtomOp::Or),
                "xor" => Some(AtomOp::Xor),
                "cas" => Some(AtomOp::Cas),
                "exch" => Some(AtomOp::Exch),
                "add" => Some(AtomOp::Add),
                "inc" => Some(AtomOp::Inc),
                "dec" => Some(AtomOp::Dec),
                "min" => Some(AtomOp::Min),
                "max" => Some(AtomOp::Max),
                _ => None,
            })
            .ok_or("needs an operation")?;
        let no_ftz = m.take("noftz");
        let (_, policy) = m.cache_hints();
        let vector = m.vector();
        let ty = m.ty()?;
        let red = self.raw.opcode == "red";
        let cas = op == AtomOp::Cas;
        let expected = usize::from(!red) + 2 + usize::from(cas) + usize::from(policy);
        self.count(expected)?;
        let mut next = 0;
        let dst = if red {
            None
        } else {
            next += 1;
            Some(self.op(0)?)
        };
        let addr = self.op(next)?;
        let src = self.op(next + 1)?;
        let src2 = if cas { Some(self.op(next + 2)?) } else { None };
        Ok(Instruction::Atomic(Atomic { op, space, ty, vector, semantics, scope, no_ftz, dst, addr, src, src2 }))
    }

    fn call(&mut self) -> Result<Instruction> {
        self.mods.take("uni");
        let operands = &self.raw.operands;
        let mut at = 0;
        let returns = match operands.first() {
            Some(Raw::List(items)) => {
                at = 1;
                items.clone()
            }
            _ => Vec::new(),
        };
        let target = operands.get(at).ok_or("a call needs a target")?.clone();
        let args = match operands.get(at + 1) {
            Some(Raw::List(items)) => items.clone(),
            _ => Vec::new(),
        };
        let callee = match &target {
            Raw::Name { name, component: None, offset: 0 } => match self.resolver.var(name) {
                Some(_) => Callee::Indirect(self.resolver.operand(&target)?),
                None => Callee::Direct(self.resolver.function(name)?),
            },
            _ => return Err("the call target must be a function or a register".into()),
        };
        let returns = returns.iter().map(|r| self.resolver.operand(r)).collect::<Result<Vec<_>>>()?;
        let args = args.iter().map(|r| self.resolver.operand(r)).collect::<Result<Vec<_>>>()?;
        Ok(Instruction::Call { callee, returns, args })
    }

    fn barrier(&mut self) -> Result<Instruction> {
        let m = &mut self.mods;
        m.take("cta");
        if self.raw.opcode == "bar" && m.take("warp") {
            if !m.take("sync") {
                return Err("`bar.warp` needs `.sync`".into());
            }
            self.count(1)?;
            return Ok(Instruction::BarWarpSync { mask: self.op(0)? });
        }
        let kind = m.take_any(&["sync", "arrive", "red"]).ok_or("needs `.sync`, `.arrive` or `.red`")?;
        m.take("aligned");
        Ok(match kind {
            "sync" => {
                self.count_range(1, 2)?;
                Instruction::BarSync { id: self.op(0)?, count: self.opt(1)? }
            }
            "arrive" => {
                self.count(2)?;
                Instruction::BarArrive { id: self.op(0)?, count: self.op(1)? }
            }
            _ => {
                let op = m
                    .take_map(|m| match m {
                        "popc" => Some(BarRedOp::Popc),
                        "and" => Some(BarRedOp::And),
                        "or" => Some(BarRedOp::Or),
                        _ => None,
                    })
                    .ok_or("needs `.popc`, `.and` or `.or`")?;
                let ty = m.ty()?;
                self.count_range(3, 4)?;
                let last = self.raw.operands.len() - 1;
                let count = if last == 3 { Some(self.op(2)?) } else { None };
                Instruction::BarRed { op, ty, dst: self.op(0)?, id: self.op(1)?, count, pred: self.op(last)? }
            }
        })
    }
}
