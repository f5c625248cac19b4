//! The generator kernels (`curand/kernels/*.cu`, compiled to PTX by codegen) and what every
//! launch of them shares: the kinds of output and the output argument.

use std::ffi::c_void;

use rocuda_core::kernels::Module;

pub static XORWOW: Module = Module::new(concat!(include_str!("../generated/kernels/xorwow.ptx"), "\0"));
pub static MRG32K3A: Module = Module::new(concat!(include_str!("../generated/kernels/mrg32k3a.ptx"), "\0"));
pub static PHILOX: Module = Module::new(concat!(include_str!("../generated/kernels/philox.ptx"), "\0"));

/// Threads per block of every generator kernel.
pub const BLOCK: u32 = 256;

/// What a generate call writes: the `kind` argument of the kernels (`distributions.cuh`'s
/// `Kind`, the same numbers).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Bits = 0,
    Uniform = 1,
    UniformDouble = 2,
    Normal = 3,
    NormalDouble = 4,
    LogNormal = 5,
    LogNormalDouble = 6,
    /// Through a Poisson table (`poisson`), one draw each.
    Poisson = 7,
}

impl Kind {
    /// Bytes of one element.
    pub fn element_bytes(self) -> usize {
        match self {
            Kind::Bits | Kind::Uniform | Kind::Normal | Kind::LogNormal | Kind::Poisson => 4,
            Kind::UniformDouble | Kind::NormalDouble | Kind::LogNormalDouble => 8,
        }
    }

    /// The 32-bit draws one unit takes: an element, or a pair of the normal kinds.
    pub fn draws_per_unit(self) -> u64 {
        match self {
            Kind::Bits | Kind::Uniform | Kind::Poisson => 1,
            Kind::UniformDouble | Kind::Normal | Kind::LogNormal => 2,
            Kind::NormalDouble | Kind::LogNormalDouble => 4,
        }
    }

    /// Whether elements come in Box–Muller pairs.
    pub fn paired(self) -> bool {
        matches!(self, Kind::Normal | Kind::NormalDouble | Kind::LogNormal | Kind::LogNormalDouble)
    }
}

/// The kernels' `Output` argument (`distributions.cuh`): where to write, the Poisson table
/// (device memory, for [`Kind::Poisson`]) and the normal parameters, in float for the float
/// kinds and in double for the double ones.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct Output {
    pub base: *mut c_void,
    pub poisson_table: u64,
    pub mean: f32,
    pub stddev: f32,
    pub mean_double: f64,
    pub stddev_double: f64,
}

impl Output {
    pub fn new(base: *mut c_void, mean: f64, stddev: f64) -> Output {
        Output { base, poisson_table: 0, mean: mean as f32, stddev: stddev as f32, mean_double: mean, stddev_double: stddev }
    }
}
