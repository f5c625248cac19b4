//! Video instructions into typed IR: their types, operand selectors, negations and second
//! step, with the combinations `ptxas` refuses refused here too, each with its reason.

use super::body::Raw;
use super::instruction::Lowering;
use super::modifiers::Result;
use crate::ir::{Compare, Instruction, Operand, ScalarType, SimdOp, Video, VideoFinish, VideoMad, VideoOp, VideoPart, VideoSecondary, VideoSimd, VideoSource};

/// An operand as a video instruction writes it.
struct Written<'a> {
    operand: Operand,
    /// `.b1`, `.h10`, ... after it.
    selector: Option<&'a str>,
    /// `-` before it.
    negated: bool,
}

impl<'a> Lowering<'_, '_, 'a> {
    /// `vadd`, `vsub`, `vabsdiff`, `vmin`, `vmax`, `vshl`, `vshr`, `vset`.
    pub(super) fn video(&mut self) -> Result<Instruction> {
        let opcode = self.raw.opcode;
        let op = match opcode {
            "vadd" => VideoOp::Add,
            "vsub" => VideoOp::Sub,
            "vabsdiff" => VideoOp::AbsDiff,
            "vmin" => VideoOp::Min,
            "vmax" => VideoOp::Max,
            "vshl" | "vshr" => {
                let wrap = match self.mods.take_any(&["clamp", "wrap"]) {
                    Some(mode) => mode == "wrap",
                    None => return Err("needs `.clamp` or `.wrap`".into()),
                };
                if opcode == "vshl" { VideoOp::Shl { wrap } } else { VideoOp::Shr { wrap } }
            }
            _ => VideoOp::Set(self.video_compare()?),
        };
        let is_set = matches!(op, VideoOp::Set(_));
        // `vset` has no `.sat`: left untaken, it is reported as an unsupported modifier.
        let sat = !is_set && self.mods.take("sat");
        let secondary = self.mods.take_map(|m| match m {
            "add" => Some(VideoSecondary::Add),
            "min" => Some(VideoSecondary::Min),
            "max" => Some(VideoSecondary::Max),
            _ => None,
        });
        // `vset` has no destination type: the ISA calls its `d` and `c` unsigned, but the GPU
        // extends and compares `c` as `a`'s type says.
        let (signed, a_signed, b_signed) = match self.video_types(if is_set { 2 } else { 3 })?[..] {
            [a, b] => (a, a, b),
            [d, a, b] => (d, a, b),
            _ => unreachable!("as many types as asked for"),
        };
        if matches!(op, VideoOp::Shl { .. } | VideoOp::Shr { .. }) && b_signed {
            return Err("the shift amount's type must be `.u32`".into());
        }
        self.count_range(3, 4)?;
        let dst = self.video_written(0)?;
        let a = self.video_written(1)?;
        let b = self.video_written(2)?;
        let c = if self.raw.operands.len() == 4 { Some(self.video_written(3)?) } else { None };
        if [&dst, &a, &b].into_iter().chain(&c).any(|w| w.negated) {
            return Err("only `vmad` negates its operands".into());
        }
        let c = match c {
            Some(c) if c.selector.is_some() => return Err("`c` takes no selector".into()),
            Some(c) => Some(c.operand),
            None => None,
        };
        let finish = match (secondary, dst.selector, c) {
            (Some(_), Some(_), _) => return Err("a destination selector and a secondary operation exclude each other".into()),
            (Some(secondary), None, Some(c)) => VideoFinish::Secondary(secondary, c),
            (None, Some(selector), Some(c)) => VideoFinish::Merge(scalar_part(selector)?, c),
            // A `c` with neither a secondary operation nor a selector has no use: `ptxas`
            // accepts it, and the result is the plain one.
            (None, None, _) => VideoFinish::Plain,
            (_, _, None) => return Err("needs the third source `c`".into()),
        };
        let a = VideoSource { operand: a.operand, part: part_of(a.selector)?, signed: a_signed };
        let b = VideoSource { operand: b.operand, part: part_of(b.selector)?, signed: b_signed };
        Ok(Instruction::Video(Video { op, signed, sat, dst: dst.operand, a, b, finish }))
    }

    /// `vmad`.
    pub(super) fn video_mad(&mut self) -> Result<Instruction> {
        let plus_one = self.mods.take("po");
        let sat = self.mods.take("sat");
        let shift = match self.mods.take_any(&["shr7", "shr15"]) {
            Some("shr7") => 7,
            Some(_) => 15,
            None => 0,
        };
        // The destination type has no say: PTX derives the result's signedness from the
        // sources and the negations (see `VideoMad::signed_result`).
        let [_, a_signed, b_signed] = self.video_types(3)?[..] else { unreachable!("three types") };
        self.count(4)?;
        let dst = self.video_written(0)?;
        let a = self.video_written(1)?;
        let b = self.video_written(2)?;
        let c = self.video_written(3)?;
        if dst.selector.is_some() || dst.negated {
            return Err("the destination of `vmad` is a whole register".into());
        }
        if c.selector.is_some() {
            return Err("`c` takes no selector".into());
        }
        let negate_product = a.negated != b.negated;
        if negate_product && c.negated {
            return Err("negates both the product and `c`; PTX allows one of them".into());
        }
        if plus_one && (a.negated || b.negated || c.negated) {
            return Err("`.po` excludes negated operands".into());
        }
        let a = VideoSource { operand: a.operand, part: part_of(a.selector)?, signed: a_signed };
        let b = VideoSource { operand: b.operand, part: part_of(b.selector)?, signed: b_signed };
        Ok(Instruction::VideoMad(VideoMad { a, b, c: c.operand, negate_product, negate_c: c.negated, plus_one, shift, sat, dst: dst.operand }))
    }

    /// `vadd2` ... `vset2` (`lanes` 2) and `vadd4` ... `vset4` (`lanes` 4).
    pub(super) fn video_simd(&mut self, lanes: u8) -> Result<Instruction> {
        let op = match self.raw.opcode.trim_end_matches(['2', '4']) {
            "vadd" => SimdOp::Add,
            "vsub" => SimdOp::Sub,
            "vavrg" => SimdOp::Average,
            "vabsdiff" => SimdOp::AbsDiff,
            "vmin" => SimdOp::Min,
            "vmax" => SimdOp::Max,
            _ => SimdOp::Set(self.video_compare()?),
        };
        let is_set = matches!(op, SimdOp::Set(_));
        let sat = !is_set && self.mods.take("sat");
        let accumulate = self.mods.take("add");
        if sat && accumulate {
            return Err("`.sat` and `.add` exclude each other".into());
        }
        let (signed, a_signed, b_signed) = match self.video_types(if is_set { 2 } else { 3 })?[..] {
            [a, b] => (false, a, b),
            [d, a, b] => (d, a, b),
            _ => unreachable!("as many types as asked for"),
        };
        self.count(4)?;
        let dst = self.video_written(0)?;
        let a = self.video_written(1)?;
        let b = self.video_written(2)?;
        let c = self.video_written(3)?;
        if [&dst, &a, &b, &c].iter().any(|w| w.negated) {
            return Err("only `vmad` negates its operands".into());
        }
        if c.selector.is_some() {
            return Err("`c` takes no selector".into());
        }
        let mask = match dst.selector {
            Some(selector) => lane_mask(lanes, selector)?,
            None => (1 << lanes) - 1,
        };
        // By default `a` gives each lane its own lane, `b` its own lane of the upper word.
        let a_select = lane_select(lanes, a.selector, 0)?;
        let b_select = lane_select(lanes, b.selector, lanes)?;
        Ok(Instruction::VideoSimd(VideoSimd {
            lanes,
            op,
            signed,
            a_signed,
            b_signed,
            sat,
            a_select,
            b_select,
            mask,
            accumulate,
            dst: dst.operand,
            a: a.operand,
            b: b.operand,
            c: c.operand,
        }))
    }

    /// `vset`'s comparison: PTX gives it only the six that mean the same signed or not.
    fn video_compare(&mut self) -> Result<Compare> {
        self.mods
            .take_map(|m| match m {
                "eq" => Some(Compare::Eq),
                "ne" => Some(Compare::Ne),
                "lt" => Some(Compare::Lt),
                "le" => Some(Compare::Le),
                "gt" => Some(Compare::Gt),
                "ge" => Some(Compare::Ge),
                _ => None,
            })
            .ok_or_else(|| "needs `.eq`, `.ne`, `.lt`, `.le`, `.gt` or `.ge`".into())
    }

    /// `count` types, each `.u32` or `.s32`: whether each is signed.
    fn video_types(&mut self, count: usize) -> Result<Vec<bool>> {
        let types = self.mods.types();
        if types.len() != count {
            return Err(format!("expected {count} types, found {}", types.len()));
        }
        types
            .into_iter()
            .map(|ty| match ty {
                ScalarType::U32 => Ok(false),
                ScalarType::S32 => Ok(true),
                other => Err(format!("`.{}` is not `.u32` or `.s32`", other.name())),
            })
            .collect()
    }

    /// Operand `index`, with its selector and negation.
    fn video_written(&mut self, index: usize) -> Result<Written<'a>> {
        let raw = self.raw;
        let mut operand = raw.operands.get(index).ok_or_else(|| format!("missing operand {}", index + 1))?;
        let mut negated = false;
        if let Raw::Negated(inner) = operand {
            negated = true;
            operand = inner;
        }
        let mut selector = None;
        if let Raw::Select(inner, name) = operand {
            selector = Some(*name);
            operand = inner;
        }
        Ok(Written { operand: self.resolver.operand(operand)?, selector, negated })
    }
}

/// A scalar source's part: a selector, or the whole register.
fn part_of(selector: Option<&str>) -> Result<VideoPart> {
    selector.map_or(Ok(VideoPart::Word), scalar_part)
}

/// A scalar video instruction's selector: `.b0`..`.b3`, `.h0`, `.h1`.
fn scalar_part(selector: &str) -> Result<VideoPart> {
    Ok(match selector {
        "b0" => VideoPart::Byte(0),
        "b1" => VideoPart::Byte(1),
        "b2" => VideoPart::Byte(2),
        "b3" => VideoPart::Byte(3),
        "h0" => VideoPart::Half(0),
        "h1" => VideoPart::Half(1),
        other => return Err(format!("`.{other}` is not `.b0`..`.b3`, `.h0` or `.h1`")),
    })
}

/// The lane digits of a SIMD selector: `h` for two lanes, `b` for four, then digits.
fn lane_digits(lanes: u8, selector: &str) -> Result<Vec<u8>> {
    let prefix = if lanes == 2 { 'h' } else { 'b' };
    match selector.strip_prefix(prefix) {
        Some(digits) => Ok(digits.bytes().map(|d| d - b'0').collect()),
        None => Err(format!("`.{selector}` does not select {}", if lanes == 2 { "half-words (`.h`)" } else { "bytes (`.b`)" })),
    }
}

/// A destination mask (`.h10`, `.b320`, ...): its lanes, written highest first, each once.
fn lane_mask(lanes: u8, selector: &str) -> Result<u8> {
    let digits = lane_digits(lanes, selector)?;
    let descending = digits.windows(2).all(|pair| pair[0] > pair[1]);
    if !descending || digits.iter().any(|&d| d >= lanes) {
        return Err(format!("`.{selector}` is not a mask of lanes 0..{lanes}, highest first"));
    }
    Ok(digits.iter().fold(0, |mask, &d| mask | 1 << d))
}

/// A source selector (`.h32`, `.b7654`, ...): for each lane, written from the highest, which
/// of the `2 * lanes` lanes of `b:a` it takes; by default lanes `first..first + lanes`.
fn lane_select(lanes: u8, selector: Option<&str>, first: u8) -> Result<[u8; 4]> {
    let mut select = [0u8; 4];
    let Some(selector) = selector else {
        for (lane, source) in select.iter_mut().take(usize::from(lanes)).enumerate() {
            *source = first + lane as u8;
        }
        return Ok(select);
    };
    let digits = lane_digits(lanes, selector)?;
    if digits.len() != usize::from(lanes) || digits.iter().any(|&d| d >= 2 * lanes) {
        return Err(format!("`.{selector}` does not name {lanes} lanes of 0..{}", 2 * lanes));
    }
    for (lane, digit) in digits.iter().rev().enumerate() {
        select[lane] = *digit;
    }
    Ok(select)
}

#[cfg(test)]
mod tests {
    use crate::front::parse;
    use crate::ir::{FunctionErrorKind, Instruction, SimdOp, Statement, VideoFinish, VideoPart, VideoSecondary};

    /// The instructions of a kernel whose body is `body`, or the front end's message refusing
    /// it.
    fn lower(body: &str) -> Result<Vec<Instruction>, String> {
        let source = format!(".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry k()\n{{\n.reg .b32 %r<5>;\n{body}\nret;\n}}\n");
        let module = parse(&source).expect("the module parses");
        let body = module.functions[0].body.clone().expect("a body").map_err(|e| match e.kind {
            FunctionErrorKind::Syntax(message) => message,
            other => panic!("{body}: the front end refuses it, not {other:?}"),
        })?;
        Ok(body.statements.into_iter().filter_map(|s| if let Statement::Instruction(g) = s { Some(g.instruction) } else { None }).collect())
    }

    #[test]
    fn selectors_negations_and_second_steps_are_typed() {
        let instructions = lower(
            "vadd.s32.u32.s32.sat %r1.h1, %r2.b3, %r3, %r4;\nvmin.u32.u32.u32.max %r1, %r2, %r3.h0, %r4;\n\
             vmad.s32.s32.s32.shr15 %r1, -%r2.b1, %r3, %r4;\nvset4.s32.u32.lt.add %r1.b31, %r2.b7654, %r3.b0123, %r4;",
        )
        .expect("lowers");
        let Instruction::Video(merge) = &instructions[0] else { panic!("{:?}", instructions[0]) };
        assert!(merge.signed && merge.sat && merge.a.part == VideoPart::Byte(3) && !merge.a.signed && merge.b.signed);
        assert!(matches!(merge.finish, VideoFinish::Merge(VideoPart::Half(1), _)));
        let Instruction::Video(secondary) = &instructions[1] else { panic!("{:?}", instructions[1]) };
        assert!(matches!(secondary.finish, VideoFinish::Secondary(VideoSecondary::Max, _)) && secondary.b.part == VideoPart::Half(0));
        let Instruction::VideoMad(mad) = &instructions[2] else { panic!("{:?}", instructions[2]) };
        assert!(mad.negate_product && !mad.negate_c && mad.shift == 15 && mad.a.part == VideoPart::Byte(1));
        let Instruction::VideoSimd(simd) = &instructions[3] else { panic!("{:?}", instructions[3]) };
        assert!(simd.accumulate && matches!(simd.op, SimdOp::Set(_)) && simd.mask == 0b1010);
        assert_eq!((simd.a_select, simd.b_select), ([4, 5, 6, 7], [3, 2, 1, 0]));
    }

    #[test]
    fn what_ptxas_refuses_is_refused_with_the_reason() {
        for (body, reason) in [
            ("vadd.u32.u32.u32.add %r1.b0, %r2, %r3, %r4;", "exclude each other"),
            ("vadd2.u32.u32.u32.sat.add %r1, %r2, %r3, %r4;", "exclude each other"),
            ("vmad.s32.s32.s32 %r1, -%r2, %r3, -%r4;", "PTX allows one of them"),
            ("vmad.u32.u32.u32.po %r1, -%r2, %r3, %r4;", "`.po` excludes"),
            ("vshl.u32.u32.u32 %r1, %r2, %r3;", "`.clamp` or `.wrap`"),
            ("vshr.s32.s32.s32.wrap %r1, %r2, %r3;", "`.u32`"),
            ("vadd.u32.u32.u32 %r1, %r2.b4, %r3;", "`.b4`"),
            ("vadd4.u32.u32.u32 %r1.b02, %r2, %r3, %r4;", "highest first"),
            ("vadd.u32.u32.u32 %r1, -%r2, %r3;", "only `vmad`"),
            ("add.u32 %r1, %r2.b0, %r3;", "only for video instructions"),
        ] {
            let error = lower(body).expect_err(body);
            assert!(error.contains(reason), "{body}: {error}");
        }
    }
}
