//! Whether a function can flush f32 subnormals by its denormal mode.
//!
//! PTX says per instruction whether f32 subnormals flush (`.ftz`); a GPU says it per
//! function (its mode register). Where every f32 instruction of a function that can flush
//! does, the mode does it for free; otherwise the back end flushes explicitly where asked.

use crate::ir::{Body, DivMode, Instruction, MathOp, MulMode, ScalarType, Statement};

/// Whether every f32 instruction of `body` that flushes subnormals when asked is asked to,
/// and there is at least one.
pub fn every_f32_op_flushes(body: &Body) -> bool {
    use Instruction::*;
    let mut any = false;
    for statement in &body.statements {
        let Statement::Instruction(g) = statement else { continue };
        let (ty, ftz) = match &g.instruction {
            Add { ty, float, .. } | Sub { ty, float, .. } | Fma { ty, float, .. } => (*ty, float.ftz),
            Mul { ty, mode: MulMode::Float(float), .. } | Mad { ty, mode: MulMode::Float(float), .. } => (*ty, float.ftz),
            Div { ty, mode: DivMode::Rounded(float), .. } => (*ty, float.ftz),
            Div { ty, mode: DivMode::Approx { ftz } | DivMode::Full { ftz }, .. } => (*ty, *ftz),
            // `tanh` returns a subnormal input unchanged either way.
            Math { op: MathOp::Tanh, .. } => continue,
            Math { ty, ftz, .. } | Abs { ty, ftz, .. } | Neg { ty, ftz, .. } | MinMax { ty, ftz, .. } => (*ty, *ftz),
            Setp { ty, ftz, .. } | Set { ty, ftz, .. } => (*ty, *ftz),
            Cvt { src_ty, dst_ty, ftz, .. } if sees_f32_subnormals(*src_ty, *dst_ty) => (ScalarType::F32, *ftz),
            _ => continue,
        };
        if ty == ScalarType::F32 {
            if !ftz {
                return false;
            }
            any = true;
        }
    }
    any
}

/// Whether a conversion reads or produces an f32 subnormal whose flushing changes its result.
/// f16 and integer sources give no f32 subnormal, and an f32 subnormal converted to f16 or an
/// integer gives zero anyway.
fn sees_f32_subnormals(src: ScalarType, dst: ScalarType) -> bool {
    use ScalarType::*;
    let wide = |ty| matches!(ty, F32 | F64 | BF16 | TF32);
    (src == F32 && wide(dst)) || (dst == F32 && wide(src))
}
