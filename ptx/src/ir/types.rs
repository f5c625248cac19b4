//! PTX's types and state spaces.

use std::fmt;

/// A fundamental or packed PTX type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScalarType {
    B8,
    B16,
    B32,
    B64,
    B128,
    U8,
    U16,
    U32,
    U64,
    S8,
    S16,
    S32,
    S64,
    /// Two 16-bit integers in one register (`min`/`max`, sm_90).
    U16x2,
    S16x2,
    F16,
    F16x2,
    BF16,
    BF16x2,
    /// TensorFloat-32: an f32 whose low 13 mantissa bits are zero.
    TF32,
    F32,
    F64,
    Pred,
    /// OCP FP8 formats, one and two per value.
    E4M3,
    E5M2,
    E4M3x2,
    E5M2x2,
    /// Narrower floating-point formats (sm_100), parsed and rejected.
    E2M1x2,
    E2M3x2,
    E3M2x2,
    UE8M0x2,
}

/// What a type's bits mean.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Bits,
    Unsigned,
    Signed,
    Float,
    /// Two (or more) floats packed in one register.
    PackedFloat,
    /// Two integers packed in one register.
    PackedInt,
    Pred,
}

impl ScalarType {
    pub fn from_name(name: &str) -> Option<ScalarType> {
        use ScalarType::*;
        Some(match name {
            "b8" => B8,
            "b16" => B16,
            "b32" => B32,
            "b64" => B64,
            "b128" => B128,
            "u8" => U8,
            "u16" => U16,
            "u32" => U32,
            "u64" => U64,
            "s8" => S8,
            "s16" => S16,
            "s32" => S32,
            "s64" => S64,
            "u16x2" => U16x2,
            "s16x2" => S16x2,
            "f16" => F16,
            "f16x2" => F16x2,
            "bf16" => BF16,
            "bf16x2" => BF16x2,
            "tf32" => TF32,
            "f32" => F32,
            "f64" => F64,
            "pred" => Pred,
            "e4m3" => E4M3,
            "e5m2" => E5M2,
            "e4m3x2" => E4M3x2,
            "e5m2x2" => E5M2x2,
            "e2m1x2" => E2M1x2,
            "e2m3x2" => E2M3x2,
            "e3m2x2" => E3M2x2,
            "ue8m0x2" => UE8M0x2,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        use ScalarType::*;
        match self {
            B8 => "b8",
            B16 => "b16",
            B32 => "b32",
            B64 => "b64",
            B128 => "b128",
            U8 => "u8",
            U16 => "u16",
            U32 => "u32",
            U64 => "u64",
            S8 => "s8",
            S16 => "s16",
            S32 => "s32",
            S64 => "s64",
            U16x2 => "u16x2",
            S16x2 => "s16x2",
            F16 => "f16",
            F16x2 => "f16x2",
            BF16 => "bf16",
            BF16x2 => "bf16x2",
            TF32 => "tf32",
            F32 => "f32",
            F64 => "f64",
            Pred => "pred",
            E4M3 => "e4m3",
            E5M2 => "e5m2",
            E4M3x2 => "e4m3x2",
            E5M2x2 => "e5m2x2",
            E2M1x2 => "e2m1x2",
            E2M3x2 => "e2m3x2",
            E3M2x2 => "e3m2x2",
            UE8M0x2 => "ue8m0x2",
        }
    }

    /// Size in bits; a predicate counts as 1.
    pub fn bits(self) -> u32 {
        use ScalarType::*;
        match self {
            Pred => 1,
            B8 | U8 | S8 | E4M3 | E5M2 => 8,
            B16 | U16 | S16 | F16 | BF16 | E4M3x2 | E5M2x2 | E2M1x2 | E2M3x2 | E3M2x2 | UE8M0x2 => 16,
            B32 | U32 | S32 | F32 | F16x2 | BF16x2 | TF32 | U16x2 | S16x2 => 32,
            B64 | U64 | S64 | F64 => 64,
            B128 => 128,
        }
    }

    /// Size in bytes in memory (a predicate is not addressable; one byte).
    pub fn bytes(self) -> u32 {
        self.bits().div_ceil(8)
    }

    pub fn kind(self) -> Kind {
        use ScalarType::*;
        match self {
            B8 | B16 | B32 | B64 | B128 => Kind::Bits,
            U8 | U16 | U32 | U64 => Kind::Unsigned,
            S8 | S16 | S32 | S64 => Kind::Signed,
            F16 | BF16 | TF32 | F32 | F64 | E4M3 | E5M2 => Kind::Float,
            F16x2 | BF16x2 | E4M3x2 | E5M2x2 | E2M1x2 | E2M3x2 | E3M2x2 | UE8M0x2 => Kind::PackedFloat,
            U16x2 | S16x2 => Kind::PackedInt,
            Pred => Kind::Pred,
        }
    }

    pub fn is_float(self) -> bool {
        matches!(self.kind(), Kind::Float | Kind::PackedFloat)
    }

    pub fn is_signed(self) -> bool {
        self.kind() == Kind::Signed
    }

    pub fn is_integer(self) -> bool {
        matches!(self.kind(), Kind::Bits | Kind::Unsigned | Kind::Signed)
    }
}

impl fmt::Display for ScalarType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, ".{}", self.name())
    }
}

/// The type of a variable: a scalar, a vector of 2, 4 or 8, or an array of either.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VarType {
    pub scalar: ScalarType,
    /// 1 for a scalar, else the vector length.
    pub vector: u8,
    /// Array dimensions, outermost first; empty for no array. A `0` dimension is an
    /// unsized array (`.extern .shared .b8 smem[]`).
    pub dims: Vec<u64>,
}

impl VarType {
    pub fn scalar(scalar: ScalarType) -> VarType {
        VarType { scalar, vector: 1, dims: Vec::new() }
    }

    /// Bytes one element (scalar or vector) takes.
    pub fn element_bytes(&self) -> u64 {
        u64::from(self.scalar.bytes()) * u64::from(self.vector)
    }

    /// Total size in bytes; an unsized array counts as 0.
    pub fn bytes(&self) -> u64 {
        self.dims.iter().product::<u64>() * self.element_bytes()
    }

    /// The natural alignment: the element's size.
    pub fn natural_align(&self) -> u64 {
        self.element_bytes().max(1)
    }
}

/// Where a variable lives, or what an instruction addresses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StateSpace {
    Reg,
    /// Special registers (`%tid`, ...).
    SReg,
    Const,
    Global,
    Local,
    Param,
    Shared,
    /// `.shared::cluster` (sm_90): another block's shared memory.
    SharedCluster,
    Tex,
    /// No space given: generic addressing.
    Generic,
}

impl StateSpace {
    pub fn from_name(name: &str) -> Option<StateSpace> {
        Some(match name {
            "reg" => StateSpace::Reg,
            "sreg" => StateSpace::SReg,
            "const" => StateSpace::Const,
            "global" => StateSpace::Global,
            "local" => StateSpace::Local,
            "param" => StateSpace::Param,
            "shared" => StateSpace::Shared,
            "tex" => StateSpace::Tex,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            StateSpace::Reg => "reg",
            StateSpace::SReg => "sreg",
            StateSpace::Const => "const",
            StateSpace::Global => "global",
            StateSpace::Local => "local",
            StateSpace::Param => "param",
            StateSpace::Shared => "shared",
            StateSpace::SharedCluster => "shared::cluster",
            StateSpace::Tex => "tex",
            StateSpace::Generic => "generic",
        }
    }
}

impl fmt::Display for StateSpace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, ".{}", self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_sizes() {
        for name in ["b8", "u64", "s16", "f16x2", "bf16", "tf32", "pred", "e4m3x2", "b128"] {
            assert_eq!(ScalarType::from_name(name).unwrap().name(), name);
        }
        assert_eq!(ScalarType::F16x2.bits(), 32);
        assert_eq!(ScalarType::Pred.bytes(), 1);
        let array = VarType { scalar: ScalarType::F32, vector: 4, dims: vec![2, 3] };
        assert_eq!(array.bytes(), 96);
        assert_eq!(array.natural_align(), 16);
    }
}
