//! AMD's device libraries: `ockl.bc` (printf) linked into modules that call it, with the
//! `__oclc_*` constants it reads defined here for the GPU compiled for. Those constants are
//! what ROCm's `oclc_*.bc` files hold; defining them directly serves GPUs newer than the
//! installed device libraries too.

use std::path::Path;

use inkwell::AddressSpace;
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::values::BasicValue;

use super::CONSTANT;
use crate::back::link::find_device_libs;
use crate::back::target::AmdGpu;
use crate::back::{CompileError, LlvmStep, ToolError};

/// Links `ockl.bc` into `module` if it calls the device library.
pub(crate) fn link_device_libraries<'ctx>(cx: &'ctx Context, module: &Module<'ctx>, gpu: AmdGpu, dir: Option<&Path>) -> Result<(), CompileError> {
    let needs_ockl = module.get_functions().any(|f| f.get_name().to_bytes().starts_with(b"__ockl_") && f.count_basic_blocks() == 0);
    if !needs_ockl {
        return Ok(());
    }
    let dir = match dir {
        Some(dir) => dir.to_path_buf(),
        None => find_device_libs().ok_or(ToolError::DeviceLibrariesNotFound)?,
    };
    let path = dir.join("ockl.bc");
    let ockl = Module::parse_bitcode_from_path(&path, cx).map_err(|e| ToolError::DeviceLibrary { path: path.clone(), message: e.to_string() })?;
    ockl.set_triple(&module.get_triple());
    ockl.set_data_layout(&module.get_data_layout());
    module.link_in_module(ockl).map_err(|e| CompileError::Llvm { step: LlvmStep::LinkDeviceLibraries, message: format!("{}: {e}", path.display()) })?;
    define_constants(cx, module, gpu);
    Ok(())
}

/// The `__oclc_*` constants: ABI version 5, the GPU's ISA version and wavefront size, and
/// IEEE-conforming math options.
fn define_constants<'ctx>(cx: &'ctx Context, module: &Module<'ctx>, gpu: AmdGpu) {
    let i8_type = cx.i8_type();
    let i32_type = cx.i32_type();
    let constants = [
        ("__oclc_ABI_version", i32_type.const_int(500, false)),
        ("__oclc_ISA_version", i32_type.const_int(u64::from(gpu.isa_version), false)),
        ("__oclc_wavefrontsize64", i8_type.const_int(u64::from(gpu.wave64), false)),
        ("__oclc_daz_opt", i8_type.const_zero()),
        ("__oclc_finite_only_opt", i8_type.const_zero()),
        ("__oclc_unsafe_math_opt", i8_type.const_zero()),
        ("__oclc_correctly_rounded_sqrt32", i8_type.const_int(1, false)),
    ];
    for (name, value) in constants {
        let global = match module.get_global(name) {
            Some(global) => global,
            None => module.add_global(value.get_type(), Some(AddressSpace::from(CONSTANT)), name),
        };
        global.set_initializer(&value.as_basic_value_enum());
        global.set_constant(true);
        global.set_linkage(Linkage::Internal);
    }
}
