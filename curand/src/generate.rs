//! `curandGenerate*`: each a kind of output of [`generator::generate`] (Poisson's lambda
//! travels as its mean).

use std::ffi::c_uint;

use crate::Result;
use crate::generator::generate;
use crate::kernels::Kind;
use crate::types::curandGenerator_t;

pub fn curandGenerate(generator: curandGenerator_t, output: *mut c_uint, n: usize) -> Result {
    generate(generator, output.cast(), n, Kind::Bits, 0.0, 1.0)
}

pub fn curandGenerateUniform(generator: curandGenerator_t, output: *mut f32, n: usize) -> Result {
    generate(generator, output.cast(), n, Kind::Uniform, 0.0, 1.0)
}

pub fn curandGenerateUniformDouble(generator: curandGenerator_t, output: *mut f64, n: usize) -> Result {
    generate(generator, output.cast(), n, Kind::UniformDouble, 0.0, 1.0)
}

pub fn curandGenerateNormal(generator: curandGenerator_t, output: *mut f32, n: usize, mean: f32, stddev: f32) -> Result {
    generate(generator, output.cast(), n, Kind::Normal, f64::from(mean), f64::from(stddev))
}

pub fn curandGenerateNormalDouble(generator: curandGenerator_t, output: *mut f64, n: usize, mean: f64, stddev: f64) -> Result {
    generate(generator, output.cast(), n, Kind::NormalDouble, mean, stddev)
}

pub fn curandGenerateLogNormal(generator: curandGenerator_t, output: *mut f32, n: usize, mean: f32, stddev: f32) -> Result {
    generate(generator, output.cast(), n, Kind::LogNormal, f64::from(mean), f64::from(stddev))
}

pub fn curandGenerateLogNormalDouble(generator: curandGenerator_t, output: *mut f64, n: usize, mean: f64, stddev: f64) -> Result {
    generate(generator, output.cast(), n, Kind::LogNormalDouble, mean, stddev)
}

pub fn curandGeneratePoisson(generator: curandGenerator_t, output: *mut c_uint, n: usize, lambda: f64) -> Result {
    generate(generator, output.cast(), n, Kind::Poisson, lambda, 0.0)
}
