//! Video instructions compiled for the host target and run, against a model of each family
//! written from the PTX ISA's pseudo-code (section "Video Instructions"): `partSelectSignExtend`,
//! `optSaturate`, `optSecOp`, `optMerge`, the `vmad` steps and the SIMD lanes, in exact
//! integer arithmetic, with the departures of NVIDIA's GPUs from it (each measured on an H100)
//! marked where they are made. The model reads each form from its text, so it shares nothing
//! with the compiler but the PTX.
//!
//! One kernel computes every form for one `(a, b, c)`; the test calls it for edge values and
//! pseudo-random ones. The corpus (`tests/kernels/video.cu`) checks the same instructions
//! against an NVIDIA GPU.

use std::ffi::c_void;

use rocuda_host_abi::Thread;
use rocuda_ptx::{Options, Target};

/// Forms, with `d`, `a`, `b`, `c` for the operands; the corpus's `video.cu` has the same ones.
const FORMS: &[&str] = &[
    "vadd.u32.u32.u32 d, a, b",
    "vadd.s32.u32.s32.sat d, a.b0, b.h1",
    "vadd.s32.s32.s32.sat d, a, b",
    "vadd.u32.s32.s32.sat d, a.h1, b.b3",
    "vsub.u32.u32.u32.sat d, a, b",
    "vsub.s32.s32.u32.sat d, a.h1, b.h1",
    "vsub.u32.s32.s32 d, a.b2, b.b1",
    "vadd.u32.u32.u32 d, a, b, c",
    "vabsdiff.u32.s32.s32 d, a, b",
    "vabsdiff.u32.u32.u32.sat d, a.h0, b.b3",
    "vabsdiff.s32.s32.s32.sat d, a, b",
    "vmin.u32.u32.s32 d, a.h0, b.h0",
    "vmin.s32.s32.s32 d, a, b",
    "vmax.u32.s32.u32 d, a.b3, b",
    "vmax.s32.s32.s32.sat d, a.b1, b.h1",
    "vmin.u32.u32.u32.sat d, a, b",
    "vsub.s32.s32.s32.min d, a, b, c",
    "vsub.u32.u32.u32.sat.max d, a, b, c",
    "vsub.u32.u32.u32.min d, a, b, c",
    "vabsdiff.u32.u32.u32.add d, a.b1, b.b2, c",
    "vmin.s32.s32.s32.sat.add d, a, b, c",
    "vmax.s32.u32.s32.max d, a.b3, b, c",
    "vadd.s32.s32.s32.sat.add d, a, b, c",
    "vadd.u32.u32.u32.max d, a, b, c",
    "vadd.u32.u32.u32.sat d.b3, a.b2, b.b1, c",
    "vadd.s32.s32.s32 d.h1, a.h0, b.h1, c",
    "vabsdiff.s32.s32.s32.sat d.h0, a.b0, b.b2, c",
    "vmax.u32.s32.u32.sat d.b1, a, b.h1, c",
    "vsub.s32.s32.s32.sat d.b0, a, b, c",
    "vsub.u32.u32.u32.sat d.h1, a.h1, b.h0, c",
    "vmin.s32.u32.u32 d.b2, a, b, c",
    "vadd.s32.u32.u32.sat d.h0, a, b, c",
    "vshl.u32.u32.u32.clamp d, a, b",
    "vshl.s32.s32.u32.wrap.sat d, a.h0, b",
    "vshl.u32.u32.u32.clamp.sat d, a, b",
    "vshl.s32.s32.u32.clamp.sat d.h1, a.b0, b.b0, c",
    "vshr.s32.s32.u32.clamp d, a, b",
    "vshr.u32.s32.u32.wrap d, a.b1, b.b0",
    "vshr.u32.u32.u32.clamp.add d, a, b.b0, c",
    "vshl.u32.s32.u32.wrap.min d, a, b, c",
    "vset.u32.u32.lt d, a, b",
    "vset.s32.u32.lt.add d, a, b, c",
    "vset.s32.s32.ge d.h0, a.b2, b, c",
    "vset.s32.s32.eq.max d, a.h1, b.h0, c",
    "vset.u32.s32.ne.min d, a, b, c",
    "vset.s32.u32.gt d.b2, a.b3, b.b3, c",
    "vset.u32.u32.le d, a.h0, b.h1",
    "vset.s32.s32.lt d, a, b",
    "vmad.u32.u32.u32 d, a, b, c",
    "vmad.s32.s32.s32 d, -a, b, c",
    "vmad.s32.s32.s32 d, a, b, -c",
    "vmad.s32.s32.s32 d, -a, -b, c",
    "vmad.u32.u32.u32 d, -a, b, c",
    "vmad.s32.u32.u32 d, a, b, -c",
    "vmad.u32.u32.u32.po d, a, b, c",
    "vmad.s32.s32.s32.sat d, a, b, c",
    "vmad.u32.u32.u32.shr7.sat d, a.h0, b.b1, c",
    "vmad.s32.s32.u32.shr15 d, a, b, c",
    "vmad.s32.u32.s32.sat.shr7 d, a.b0, b.h1, -c",
    "vmad.u32.u32.u32.sat d, a, b, c",
    "vmad.u32.u32.u32.sat.po.shr15 d, a, b, c",
    "vmad.u32.s32.s32.sat d, -a.h1, b.b0, c",
    "vmad.u32.u32.u32.shr15.sat d, a, b, -c",
    "vmad.s32.s32.s32.shr7 d, a, -b, c",
    "vadd2.u32.u32.u32 d, a, b, c",
    "vadd2.s32.s32.s32.sat d, a, b, c",
    "vsub2.u32.u32.u32.sat d, a, b, c",
    "vavrg2.s32.s32.s32 d, a, b, c",
    "vabsdiff2.s32.s32.s32.sat d, a.h20, b.h13, c",
    "vmax2.s32.s32.s32 d, a, b, c",
    "vmin2.u32.s32.u32.sat d, a, b, c",
    "vavrg2.u32.s32.u32 d, a, b, c",
    "vsub2.s32.s32.u32.sat d.h0, a.h01, b.h33, c",
    "vavrg2.u32.u32.u32.sat d.h1, a, b, c",
    "vabsdiff2.u32.u32.u32.add d, a, b, c",
    "vmin2.s32.u32.u32.add d.h10, a.h00, b.h22, c",
    "vsub2.s32.s32.s32.add d.h1, a, b, c",
    "vset2.u32.u32.ne d, a, b, c",
    "vset2.s32.s32.lt.add d, a, b, c",
    "vset2.s32.u32.ge d.h1, a.h11, b, c",
    "vadd4.u32.u32.u32 d, a, b, c",
    "vadd4.s32.s32.s32.sat d, a, b, c",
    "vsub4.u32.u32.u32.sat d, a, b, c",
    "vavrg4.s32.s32.s32.sat d, a, b, c",
    "vavrg4.u32.u32.u32 d, a, b, c",
    "vabsdiff4.s32.s32.s32.sat d, a, b, c",
    "vmin4.s32.u32.s32 d, a, b, c",
    "vmax4.u32.s32.u32.sat d, a.b5140, b.b3762, c",
    "vadd4.u32.u32.u32.sat d.b20, a.b7654, b.b0123, c",
    "vsub4.s32.u32.s32.add d.b31, a, b, c",
    "vabsdiff4.u32.u32.u32.add d, a, b, c",
    "vset4.u32.u32.ne d, a, b, c",
    "vset4.s32.u32.lt.add d.b31, a, b.b3333, c",
    "vset4.s32.s32.gt d.b210, a, b, c",
    "vmax4.s32.s32.s32 d.b3, a, b, c",
    "vadd4.s32.s32.s32.add d, a, b, c",
    "vadd.u32.u32.u32.sat d, a, b",
    "vadd.u32.u32.u32.min d, a, b, c",
    "vadd.s32.u32.s32.max d, a, b, c",
    "vsub.u32.s32.u32.max d, a, b, c",
    "vset.s32.u32.lt.min d, a, b, c",
    "vset.u32.s32.lt.max d, a, b, c",
    "vadd.u32.u32.u32.sat.min d, a, b, c",
    "vshl.s32.u32.u32.clamp.sat d, a, b",
    "vshr.s32.s32.u32.clamp.sat d, a, b",
    "vsub.u32.u32.u32.sat d.b2, a, b, c",
    "vadd.s32.s32.s32.sat d.h1, a.h0, b.h1, c",
    "vshl.u32.u32.u32.clamp d.h1, a, b, c",
    "vmad.u32.u32.u32.shr7 d, a, b, c",
    "vmad.s32.u32.s32.sat.shr15 d, a, b, c",
    "vmad.u32.s32.u32.sat d, -a, b, c",
    "vmad.s32.s32.s32.sat d, a, b, -c",
];

/// One operand as written: name, selector, negation.
struct Written {
    name: char,
    selector: Option<String>,
    negated: bool,
}

/// A form taken apart: opcode, modifiers, operands.
struct Parsed {
    opcode: String,
    modifiers: Vec<String>,
    operands: Vec<Written>,
}

impl Parsed {
    fn new(form: &str) -> Parsed {
        let (head, operands) = form.split_once(' ').expect("opcode and operands");
        let mut parts = head.split('.');
        let opcode = parts.next().expect("an opcode").to_string();
        let modifiers = parts.map(str::to_string).collect();
        let operands = operands
            .split(", ")
            .map(|text| {
                let negated = text.starts_with('-');
                let text = text.trim_start_matches('-');
                let (name, selector) = match text.split_once('.') {
                    Some((name, selector)) => (name, Some(selector.to_string())),
                    None => (text, None),
                };
                Written { name: name.chars().next().expect("a name"), selector, negated }
            })
            .collect();
        Parsed { opcode, modifiers, operands }
    }

    fn has(&self, modifier: &str) -> bool {
        self.modifiers.iter().any(|m| m == modifier)
    }

    /// The `.u32`/`.s32` types in order, as signedness.
    fn types(&self) -> Vec<bool> {
        self.modifiers.iter().filter(|m| *m == "u32" || *m == "s32").map(|m| m == "s32").collect()
    }

    fn selector(&self, name: char) -> Option<&str> {
        self.operands.iter().find(|w| w.name == name).and_then(|w| w.selector.as_deref())
    }

    fn negated(&self, name: char) -> bool {
        self.operands.iter().any(|w| w.name == name && w.negated)
    }

    /// The comparison of `vset*`, as a function on extended values.
    fn compare(&self, x: i128, y: i128) -> bool {
        let cmp = self.modifiers.iter().find(|m| ["eq", "ne", "lt", "le", "gt", "ge"].contains(&m.as_str())).expect("a comparison");
        match cmp.as_str() {
            "eq" => x == y,
            "ne" => x != y,
            "lt" => x < y,
            "le" => x <= y,
            "gt" => x > y,
            _ => x >= y,
        }
    }
}

/// `x`'s low `bits` bits as a signed or unsigned number.
fn extend(x: u64, bits: u32, signed: bool) -> i128 {
    let x = x & ((1u64 << bits) - 1);
    if signed && x >> (bits - 1) == 1 { x as i128 - (1i128 << bits) } else { x as i128 }
}

fn clamp(x: i128, bits: u32, signed: bool) -> i128 {
    let (min, max) = if signed { (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1) } else { (0, (1i128 << bits) - 1) };
    x.clamp(min, max)
}

/// `partSelectSignExtend`.
fn part_select(x: u32, signed: bool, selector: Option<&str>) -> i128 {
    let (bits, at) = match selector {
        None => (32, 0),
        Some(s) if s.starts_with('b') => (8, 8 * s[1..].parse::<u32>().expect("a byte")),
        Some(s) => (16, 16 * s[1..].parse::<u32>().expect("a half")),
    };
    extend(u64::from(x >> at), bits, signed)
}

/// The scalar forms: `vadd`, `vsub`, `vabsdiff`, `vmin`, `vmax`, `vshl`, `vshr`, `vset`, as the
/// ISA's pseudo-code goes, with the GPU's departures from it marked "GPU:".
fn scalar(form: &Parsed, a: u32, b: u32, c: u32) -> u32 {
    let types = form.types();
    let is_set = form.opcode == "vset";
    // GPU: `vset`'s `c` extends and compares as `a`'s type says, not as unsigned.
    let (d_signed, a_signed, b_signed) = if is_set { (types[0], types[0], types[1]) } else { (types[0], types[1], types[2]) };
    let ta = part_select(a, a_signed, form.selector('a'));
    let tb = part_select(b, b_signed, form.selector('b'));
    let is_shift = form.opcode == "vshl" || form.opcode == "vshr";
    let tmp = match form.opcode.as_str() {
        "vadd" => ta + tb,
        "vsub" => ta - tb,
        "vabsdiff" => (ta - tb).abs(),
        "vmin" => ta.min(tb),
        "vmax" => ta.max(tb),
        "vshl" | "vshr" => {
            let tb = if form.has("clamp") { tb.min(32) } else { tb & 0x1f };
            if form.opcode == "vshl" { ta << tb } else { ta >> tb }
        }
        _ => i128::from(form.compare(ta, tb)),
    };
    let dsel = form.selector('d');
    let low = tmp & 0xffff_ffff;
    // optSaturate. GPU: a shift clamps its 34-bit result to the 32-bit range, merged or not;
    // otherwise a signed result clamps to 32 bits, an unsigned one only at 0 (one past the top
    // wraps), and a merged one outside 0..2^32 (a negative one too) becomes the part's maximum.
    let sat = form.has("sat");
    let word = if !sat {
        low
    } else if is_shift {
        clamp(extend(tmp as u64, 34, true), 32, d_signed) & 0xffff_ffff
    } else if let Some(dsel) = dsel {
        let bits = if dsel.starts_with('b') { 8 } else { 16 } - u32::from(d_signed);
        if (0..1i128 << 32).contains(&tmp) { low.min((1 << bits) - 1) } else { (1 << bits) - 1 }
    } else if d_signed {
        clamp(tmp, 32, true) & 0xffff_ffff
    } else if tmp < 0 {
        0
    } else {
        low
    };
    // optSecOp. GPU: `.min`/`.max` compare a sum or difference, or any saturated result, as
    // its low 32 bits sign-extended, against `c` extended as the type says, and compare signed
    // or unsigned (64 bits) as the type says.
    let compared = if sat || form.opcode == "vadd" || form.opcode == "vsub" { extend(word as u64, 32, true) } else { tmp };
    let order = |x: i128| if d_signed { x } else { x & 0xffff_ffff_ffff_ffff };
    let c_wide = extend(u64::from(c), 32, d_signed);
    let result = if form.has("add") {
        word + i128::from(c)
    } else if form.has("min") {
        if order(compared) < order(c_wide) { compared } else { c_wide }
    } else if form.has("max") {
        if order(compared) > order(c_wide) { compared } else { c_wide }
    } else {
        word
    };
    // optMerge. GPU: `.h1` takes the upper half of the result (of a result saturated to a
    // half-word, that half extended), not its lower half moved up.
    let c = i128::from(c);
    let merged = match dsel {
        Some("h0") => (result & 0xffff) | (0xffff_0000 & c),
        Some("h1") => {
            let placed = match (sat && !is_shift, d_signed) {
                (true, true) => extend(result as u64, 16, true),
                (true, false) => result & 0xffff,
                (false, _) => result,
            };
            (placed & 0xffff_0000) | (0x0000_ffff & c)
        }
        Some("b0") => (result & 0xff) | (0xffff_ff00 & c),
        Some("b1") => ((result & 0xff) << 8) | (0xffff_00ff & c),
        Some("b2") => ((result & 0xff) << 16) | (0xff00_ffff & c),
        Some("b3") => ((result & 0xff) << 24) | (0x00ff_ffff & c),
        _ => result,
    };
    merged as u32
}

/// `vmad`, step by step as the ISA's pseudo-code goes, with the GPU's departures marked.
fn vmad(form: &Parsed, a: u32, b: u32, c: u32) -> u32 {
    let types = form.types();
    // GPU: each source, extended to 32 bits as its type says, multiplies as a signed number.
    let ta = extend(part_select(a, types[1], form.selector('a')) as u64, 32, true);
    let tb = extend(part_select(b, types[2], form.selector('b')) as u64, 32, true);
    let (a_negate, b_negate, c_negate) = (form.negated('a'), form.negated('b'), form.negated('c'));
    let signed_final = types[1] || types[2] || (a_negate ^ b_negate) || c_negate;
    let mut tmp = ta * tb;
    let mut c = c;
    let mut lsb = 0;
    if form.has("po") {
        lsb = 1;
    } else if a_negate ^ b_negate {
        tmp = !tmp;
        lsb = 1;
    } else if c_negate {
        c = !c;
        lsb = 1;
    }
    // GPU: `c` is sign-extended whatever the result's sign, and the sum kept to 64 bits,
    // shifted as a signed or an unsigned 64-bit number.
    let c128 = extend(u64::from(c), 32, true);
    let sum = (tmp + c128 + lsb) as u64;
    let shift = if form.has("shr7") {
        7
    } else if form.has("shr15") {
        15
    } else {
        0
    };
    let result = if signed_final { i128::from((sum as i64) >> shift) } else { i128::from((sum >> shift) as i64) };
    let result = if form.has("sat") { clamp(result, 32, signed_final) } else { result };
    result as u32
}

/// The SIMD forms: `vadd2` ... `vset4`.
fn simd(form: &Parsed, a: u32, b: u32, c: u32) -> u32 {
    let lanes: u32 = if form.opcode.ends_with('2') { 2 } else { 4 };
    let bits = 32 / lanes;
    let types = form.types();
    let is_set = form.opcode.starts_with("vset");
    let (d_signed, a_signed, b_signed) = if is_set { (false, types[0], types[1]) } else { (types[0], types[1], types[2]) };
    let pair = (u64::from(b) << 32) | u64::from(a);
    // extractAndSignExt: the selector's digits name, highest lane first, a lane of `b:a`.
    let extract = |selector: Option<&str>, default: &str, signed: bool| -> Vec<i128> {
        let digits: Vec<u32> = selector.unwrap_or(default)[1..].chars().rev().map(|d| d.to_digit(10).expect("a digit")).collect();
        digits.iter().map(|&d| extend(pair >> (bits * d), bits, signed)).collect()
    };
    let (a_default, b_default) = if lanes == 2 { ("h10", "h32") } else { ("b3210", "b7654") };
    let va = extract(form.selector('a'), a_default, a_signed);
    let vb = extract(form.selector('b'), b_default, b_signed);
    let op = form.opcode.trim_end_matches(['2', '4']);
    let t: Vec<i128> = (0..lanes as usize)
        .map(|i| {
            let t = match op {
                "vadd" => va[i] + vb[i],
                "vsub" => va[i] - vb[i],
                "vavrg" if va[i] + vb[i] >= 0 => (va[i] + vb[i] + 1) >> 1,
                "vavrg" => (va[i] + vb[i]) >> 1,
                "vabsdiff" => (va[i] - vb[i]).abs(),
                "vmin" => va[i].min(vb[i]),
                "vmax" => va[i].max(vb[i]),
                _ => i128::from(form.compare(va[i], vb[i])),
            };
            if form.has("sat") { clamp(t, bits, d_signed) } else { t }
        })
        .collect();
    // extractMaskBits: the mask's digits are its lanes.
    let mask: Vec<bool> = match form.selector('d') {
        Some(s) => (0..lanes).map(|i| s[1..].contains(char::from_digit(i, 10).expect("a digit"))).collect(),
        None => vec![true; lanes as usize],
    };
    let lane_mask = (1i128 << bits) - 1;
    let mut d: i128 = if form.has("add") { i128::from(c) } else { 0 };
    for i in 0..lanes as usize {
        let at = bits * i as u32;
        if form.has("add") {
            d += if mask[i] { t[i] } else { 0 };
        } else {
            let vc = (i128::from(c) >> at) & lane_mask;
            d |= (if mask[i] { t[i] & lane_mask } else { vc }) << at;
        }
    }
    d as u32
}

fn model(form: &Parsed, a: u32, b: u32, c: u32) -> u32 {
    match form.opcode.as_str() {
        "vmad" => vmad(form, a, b, c),
        op if op.ends_with(['2', '4']) => simd(form, a, b, c),
        _ => scalar(form, a, b, c),
    }
}

/// A kernel computing every form: parameters `out`, `a`, `b`, `c`; form `i` writes `out[i]`.
fn kernel_source() -> String {
    let mut body = String::new();
    for (i, form) in FORMS.iter().enumerate() {
        let parsed = Parsed::new(form);
        let operands: Vec<String> = parsed
            .operands
            .iter()
            .map(|w| {
                let register = match w.name {
                    'd' => format!("%o{i}"),
                    name => format!("%r{name}"),
                };
                let selector = w.selector.as_ref().map(|s| format!(".{s}")).unwrap_or_default();
                format!("{}{register}{selector}", if w.negated { "-" } else { "" })
            })
            .collect();
        let (head, _) = form.split_once(' ').expect("opcode and operands");
        body += &format!("\t{head} {};\n\tst.global.u32 [%rd1+{}], %o{i};\n", operands.join(", "), 4 * i);
    }
    format!(
        ".version 8.0\n.target sm_80\n.address_size 64\n\n.visible .entry video(.param .u64 out, .param .u32 a, .param .u32 b, .param .u32 c)\n{{\n\
         \t.reg .b32 %ra, %rb, %rc, %o<{}>;\n\t.reg .b64 %rd<2>;\n\tld.param.u64 %rd1, [out];\n\tld.param.u32 %ra, [a];\n\
         \tld.param.u32 %rb, [b];\n\tld.param.u32 %rc, [c];\n{body}\tret;\n}}\n",
        FORMS.len()
    )
}

/// The kernel's parameter buffer, laid out as CUDA lays it out.
#[repr(C)]
struct Params {
    out: *mut u32,
    a: u32,
    b: u32,
    c: u32,
}

/// Values around every byte, half-word and word boundary, signed and unsigned, and shift
/// amounts around 32.
const EDGES: &[u32] = &[
    0,
    1,
    2,
    7,
    31,
    32,
    33,
    0x7f,
    0x80,
    0xff,
    0x100,
    0x7fff,
    0x8000,
    0xffff,
    0x1_0000,
    0x7fff_ffff,
    0x8000_0000,
    0x8000_0001,
    0xffff_fffe,
    0xffff_ffff,
    0x8080_8080,
    0x7f7f_7f7f,
    0x0180_ff7f,
    0xff01_7f80,
    0x1234_5678,
    0xfedc_ba98,
    0x0001_ffff,
    0xffff_0001,
];

#[test]
fn video_instructions_compute_what_nvidia_gpus_compute() {
    let source = kernel_source();
    let compiled = rocuda_ptx::compile(&source, &Options::new(Target::Host)).expect("the module compiles");
    assert!(compiled.failures.is_empty(), "{:?}", compiled.failures);
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("video-{}.so", std::process::id()));
    std::fs::write(&path, &compiled.bytes).expect("the object written");
    // SAFETY: loading runs the object's initializers; it is the host code object just
    // compiled, which has none beyond the C library's.
    let library = unsafe { libloading::Library::new(&path) }.expect("the object loads");
    // SAFETY: a host kernel is `void kernel(const void *params, struct Thread *thread)`
    // (`rocuda_host_abi`), the type it is looked up as.
    let kernel = unsafe { library.get::<unsafe extern "C" fn(*const c_void, *mut Thread)>(b"video") }.expect("the kernel");
    let forms: Vec<Parsed> = FORMS.iter().map(|f| Parsed::new(f)).collect();

    let mut inputs: Vec<(u32, u32, u32)> = Vec::new();
    for (i, &a) in EDGES.iter().enumerate() {
        for (j, &b) in EDGES.iter().enumerate() {
            inputs.push((a, b, EDGES[(i * 7 + j * 3) % EDGES.len()]));
        }
    }
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut random = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state as u32
    };
    for _ in 0..20_000 {
        inputs.push((random(), random(), random()));
    }

    let mut out = vec![0u32; FORMS.len()];
    let mut failures = Vec::new();
    for (a, b, c) in inputs {
        let params = Params { out: out.as_mut_ptr(), a, b, c };
        // SAFETY: `Thread` is a C struct of integers and pointers, for which all zeros is a
        // valid value; this kernel reads only its parameters, and touches neither the
        // runtime nor shared memory through the thread. `params` is laid out as the
        // kernel's parameters, and `out` holds the word per form it writes.
        unsafe {
            let mut thread: Thread = std::mem::zeroed();
            kernel((&raw const params).cast(), &mut thread);
        }
        for (i, form) in forms.iter().enumerate() {
            let expected = model(form, a, b, c);
            if out[i] != expected && failures.len() < 40 {
                failures.push(format!("{}: a={a:#010x} b={b:#010x} c={c:#010x}: {:#010x}, the model says {expected:#010x}", FORMS[i], out[i]));
            }
        }
    }
    std::fs::remove_file(&path).ok();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
