//! The AMD GPU target: LLVM's AMDGPU back end, code object v5.
//!
//! Wave32 GPUs (RDNA) run one PTX warp per wavefront. Wave64 GPUs (CDNA) run two: lanes 0-31
//! of a wavefront are one warp and lanes 32-63 the next, so a warp's lane is the wavefront
//! lane modulo 32, a ballot is the wavefront ballot's half that holds the warp, and a shuffle
//! adds the half's base to the source lane. Warp semantics therefore hold on both.

mod barrier;
mod device_libs;
mod printf;

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::context::Context;
use inkwell::module::{FlagBehavior, Linkage, Module};
use inkwell::targets::{TargetData, TargetMachine, TargetTriple};
use inkwell::types::{AnyType, BasicTypeEnum};
use inkwell::values::FastMathFlags;
use inkwell::values::{BasicValue, BasicValueEnum, FloatValue, FunctionValue, InstructionValue, IntValue, PointerValue};
use inkwell::{AddressSpace, AtomicOrdering, IntPredicate};

pub(crate) use device_libs::link_device_libraries;

use super::emit::{EmitError, Fx, Primitives, Result, element_pointer, int_type};
use super::llvm_ext;
use super::target::AmdGpu;
use crate::ir::{self, Dim, Instruction, MathOp, Special, StateSpace, Statement, TargetGap, Unsupported, UnsupportedReason};

/// The `amdgpu_kernel` calling convention.
const AMDGPU_KERNEL: u32 = 91;

/// Address spaces of the AMDGPU back end.
const FLAT: u16 = 0;
const GLOBAL: u16 = 1;
const LDS: u16 = 3;
const CONSTANT: u16 = 4;
const PRIVATE: u16 = 5;

/// The target features that fix the wavefront size.
pub(crate) fn features(gpu: AmdGpu) -> &'static str {
    if gpu.wave64 { "+wavefrontsize64" } else { "+wavefrontsize32" }
}

pub(crate) struct Amdgcn {
    gpu: AmdGpu,
    triple: TargetTriple,
    data: TargetData,
    /// Whether the module uses barriers with thread counts (`bar.sync id, n`, `bar.arrive`,
    /// `bar.red`), whose counters every kernel clears first.
    counted_barriers: bool,
}

impl Amdgcn {
    pub fn new(gpu: AmdGpu, machine: &TargetMachine, module: &ir::Module) -> Amdgcn {
        let counted_barriers = module.functions.iter().filter_map(|f| f.body.as_ref()?.as_ref().ok()).any(|body| {
            body.statements.iter().any(|s| {
                matches!(
                    s,
                    Statement::Instruction(ir::Guarded {
                        instruction: Instruction::BarSync { count: Some(_), .. } | Instruction::BarArrive { .. } | Instruction::BarRed { .. },
                        ..
                    })
                )
            })
        });
        Amdgcn { gpu, triple: machine.get_triple(), data: machine.get_target_data(), counted_barriers }
    }

    /// This work-item's lane in its wavefront.
    fn wave_lane<'ctx>(&self, fx: &Fx<'ctx, '_>) -> Result<IntValue<'ctx>> {
        let all = fx.i32(u64::from(u32::MAX));
        let low = fx.intrinsic_value("llvm.amdgcn.mbcnt.lo", &[], &[all.into(), fx.i32(0).into()])?.into_int_value();
        if !self.gpu.wave64 {
            return Ok(low);
        }
        Ok(fx.intrinsic_value("llvm.amdgcn.mbcnt.hi", &[], &[all.into(), low.into()])?.into_int_value())
    }

    /// The lane of this warp's first lane in the wavefront (0, or 32 on wave64).
    fn warp_base<'ctx>(&self, fx: &Fx<'ctx, '_>) -> Result<IntValue<'ctx>> {
        if !self.gpu.wave64 {
            return Ok(fx.i32(0));
        }
        Ok(fx.b.build_and(self.wave_lane(fx)?, fx.i32(32), "")?)
    }

    /// The wavefront's ballot of `pred`: i32 on wave32, i64 on wave64.
    fn wave_ballot<'ctx>(&self, fx: &Fx<'ctx, '_>, pred: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        let ty = if self.gpu.wave64 { fx.cx.i64_type() } else { fx.cx.i32_type() };
        Ok(fx.intrinsic_value("llvm.amdgcn.ballot", &[ty.into()], &[pred.into()])?.into_int_value())
    }

    fn dispatch_field<'ctx>(&self, fx: &Fx<'ctx, '_>, offset: u64, bits: u32) -> Result<IntValue<'ctx>> {
        let packet = fx.intrinsic_value("llvm.amdgcn.dispatch.ptr", &[], &[])?.into_pointer_value();
        // A field of the HSA kernel dispatch packet, at its documented offset.
        let field = element_pointer(&fx.b, fx.cx.i8_type(), packet, fx.i64(offset))?;
        let value = fx.b.build_load(int_type(fx.cx, bits), field, "")?.into_int_value();
        if let Some(load) = value.as_instruction_value() {
            load.set_alignment(bits / 8).map_err(|e| e.to_string())?;
        }
        Ok(fx.b.build_int_z_extend_or_bit_cast(value, fx.cx.i32_type(), "")?)
    }

    /// `%ntid`: the work-group size, from the dispatch packet.
    fn block_size<'ctx>(&self, fx: &Fx<'ctx, '_>, dim: Dim) -> Result<IntValue<'ctx>> {
        self.dispatch_field(fx, 4 + 2 * dim_index(dim), 16)
    }

    fn thread_index<'ctx>(&self, fx: &Fx<'ctx, '_>, dim: Dim) -> Result<IntValue<'ctx>> {
        let name = ["llvm.amdgcn.workitem.id.x", "llvm.amdgcn.workitem.id.y", "llvm.amdgcn.workitem.id.z"][dim_index(dim) as usize];
        Ok(fx.intrinsic_value(name, &[], &[])?.into_int_value())
    }

    /// The thread's index in its block, x fastest.
    fn linear_thread<'ctx>(&self, fx: &Fx<'ctx, '_>) -> Result<IntValue<'ctx>> {
        let (x, y, z) = (self.thread_index(fx, Dim::X)?, self.thread_index(fx, Dim::Y)?, self.thread_index(fx, Dim::Z)?);
        let (nx, ny) = (self.block_size(fx, Dim::X)?, self.block_size(fx, Dim::Y)?);
        let yz = fx.b.build_int_add(y, fx.b.build_int_mul(z, ny, "")?, "")?;
        Ok(fx.b.build_int_add(x, fx.b.build_int_mul(yz, nx, "")?, "")?)
    }

    fn timer<'ctx>(&self, fx: &Fx<'ctx, '_>) -> Result<IntValue<'ctx>> {
        // The real-time counter runs at 100 MHz.
        let ticks = fx.intrinsic_value("llvm.readsteadycounter", &[], &[])?.into_int_value();
        Ok(fx.b.build_int_mul(ticks, fx.i64(10), "")?)
    }

    fn fence<'ctx>(&self, fx: &Fx<'ctx, '_>, ordering: AtomicOrdering, scope: &str) -> Result<()> {
        let fence = fx.b.build_fence(ordering, false, "")?;
        llvm_ext::set_sync_scope(fence, scope);
        Ok(())
    }

    /// The whole block's barrier.
    fn block_barrier<'ctx>(&self, fx: &Fx<'ctx, '_>) -> Result<()> {
        self.fence(fx, AtomicOrdering::Release, "workgroup")?;
        fx.intrinsic("llvm.amdgcn.s.barrier", &[], &[])?;
        self.fence(fx, AtomicOrdering::Acquire, "workgroup")
    }
}

fn dim_index(dim: Dim) -> u64 {
    match dim {
        Dim::X => 0,
        Dim::Y => 1,
        Dim::Z => 2,
    }
}

fn approximate(instruction: Option<InstructionValue<'_>>) -> Result<()> {
    if let Some(instruction) = instruction {
        instruction.set_fast_math_flags(FastMathFlags::ApproxFunc | FastMathFlags::AllowReciprocal).map_err(|e| EmitError::Message(format!("{e:?}")))?;
    }
    Ok(())
}

impl<'ctx> Primitives<'ctx> for Amdgcn {
    fn prepare_module(&self, module: &Module<'ctx>) {
        module.set_triple(&self.triple);
        module.set_data_layout(&self.data.get_data_layout());
        let cx = module.get_context();
        module.add_basic_value_flag("amdhsa_code_object_version", FlagBehavior::Error, cx.i32_type().const_int(500, false));
    }

    fn address_space(&self, space: StateSpace) -> AddressSpace {
        AddressSpace::from(match space {
            StateSpace::Global => GLOBAL,
            StateSpace::Shared | StateSpace::SharedCluster => LDS,
            StateSpace::Const | StateSpace::Param => CONSTANT,
            StateSpace::Local => PRIVATE,
            StateSpace::Reg | StateSpace::SReg | StateSpace::Tex | StateSpace::Generic => FLAT,
        })
    }

    fn pointer(&self, fx: &Fx<'ctx, '_>, space: StateSpace, address: IntValue<'ctx>) -> Result<PointerValue<'ctx>> {
        let target = fx.cx.ptr_type(self.address_space(space));
        let width = if matches!(space, StateSpace::Shared | StateSpace::SharedCluster | StateSpace::Local) { 32 } else { 64 };
        let address = fx.b.build_int_cast(address, int_type(fx.cx, width), "")?;
        Ok(fx.b.build_int_to_ptr(address, target, "")?)
    }

    fn window_address(&self, fx: &Fx<'ctx, '_>, _space: StateSpace, pointer: PointerValue<'ctx>) -> Result<IntValue<'ctx>> {
        // LDS and private addresses are 32 bits wide, the others 64.
        let width = fx.cx.ptr_sized_int_type(&self.data, Some(pointer.get_type().get_address_space()));
        let address = fx.b.build_ptr_to_int(pointer, width, "")?;
        Ok(fx.b.build_int_z_extend_or_bit_cast(address, fx.cx.i64_type(), "")?)
    }

    fn is_space(&self, fx: &Fx<'ctx, '_>, space: StateSpace, pointer: PointerValue<'ctx>) -> Result<IntValue<'ctx>> {
        let shared = || -> Result<IntValue<'ctx>> { Ok(fx.intrinsic_value("llvm.amdgcn.is.shared", &[], &[pointer.into()])?.into_int_value()) };
        let private = || -> Result<IntValue<'ctx>> { Ok(fx.intrinsic_value("llvm.amdgcn.is.private", &[], &[pointer.into()])?.into_int_value()) };
        Ok(match space {
            StateSpace::Shared | StateSpace::SharedCluster => shared()?,
            StateSpace::Local => private()?,
            StateSpace::Const => fx.in_const_section(pointer)?,
            StateSpace::Global => {
                let elsewhere = fx.b.build_or(fx.b.build_or(shared()?, private()?, "")?, fx.in_const_section(pointer)?, "")?;
                fx.b.build_not(elsewhere, "")?
            }
            StateSpace::Generic => fx.bool(true),
            _ => fx.bool(false),
        })
    }

    fn shared_offset_pointer(&self, _fx: &Fx<'ctx, '_>, _offset: u64) -> Result<PointerValue<'ctx>> {
        Err("shared memory offsets are the host target's".into())
    }

    fn special(&self, fx: &Fx<'ctx, '_>, special: Special) -> Result<IntValue<'ctx>> {
        let lanemask = |inclusive: bool, invert: bool| -> Result<IntValue<'ctx>> {
            let lane = self.lane_id(fx)?;
            let shifted = fx.b.build_left_shift(fx.i32(if inclusive { 2 } else { 1 }), lane, "")?;
            let mask = fx.b.build_int_sub(shifted, fx.i32(1), "")?;
            Ok(if invert { fx.b.build_not(mask, "")? } else { mask })
        };
        Ok(match special {
            Special::Tid(d) => self.thread_index(fx, d)?,
            Special::Ntid(d) => self.block_size(fx, d)?,
            Special::Ctaid(d) | Special::ClusterId(d) => {
                let name = ["llvm.amdgcn.workgroup.id.x", "llvm.amdgcn.workgroup.id.y", "llvm.amdgcn.workgroup.id.z"][dim_index(d) as usize];
                fx.intrinsic_value(name, &[], &[])?.into_int_value()
            }
            Special::Nctaid(d) | Special::NclusterId(d) => {
                // The packet holds the grid size in work-items; CUDA grids are whole blocks.
                let grid = self.dispatch_field(fx, 12 + 4 * dim_index(d), 32)?;
                fx.b.build_int_unsigned_div(grid, self.block_size(fx, d)?, "")?
            }
            Special::ClusterCtaid(_) | Special::ClusterCtarank | Special::IsExplicitCluster => fx.i32(0),
            Special::ClusterNctaid(_) | Special::ClusterNctarank => fx.i32(1),
            Special::Laneid => self.lane_id(fx)?,
            Special::Warpid => fx.b.build_right_shift(self.linear_thread(fx)?, fx.i32(5), false, "")?,
            Special::Nwarpid => {
                let (x, y, z) = (self.block_size(fx, Dim::X)?, self.block_size(fx, Dim::Y)?, self.block_size(fx, Dim::Z)?);
                let threads = fx.b.build_int_mul(fx.b.build_int_mul(x, y, "")?, z, "")?;
                fx.b.build_right_shift(fx.b.build_int_add(threads, fx.i32(31), "")?, fx.i32(5), false, "")?
            }
            // The GPU does not say which compute unit runs the block; every block is on "SM 0".
            Special::Smid => fx.i32(0),
            Special::Nsmid => fx.i32(1),
            Special::DynamicSmemSize => {
                let total = self.dispatch_field(fx, 28, 32)?;
                let fixed = fx.intrinsic_value("llvm.amdgcn.groupstaticsize", &[], &[])?.into_int_value();
                fx.b.build_int_sub(total, fixed, "")?
            }
            Special::TotalSmemSize | Special::AggrSmemSize => self.dispatch_field(fx, 28, 32)?,
            Special::LanemaskEq => fx.b.build_left_shift(fx.i32(1), self.lane_id(fx)?, "")?,
            Special::LanemaskLe => lanemask(true, false)?,
            Special::LanemaskLt => lanemask(false, false)?,
            Special::LanemaskGe => lanemask(false, true)?,
            Special::LanemaskGt => lanemask(true, true)?,
            Special::Clock64 => fx.intrinsic_value("llvm.readcyclecounter", &[], &[])?.into_int_value(),
            Special::Clock => {
                let clock = fx.intrinsic_value("llvm.readcyclecounter", &[], &[])?.into_int_value();
                fx.b.build_int_truncate(clock, fx.cx.i32_type(), "")?
            }
            Special::ClockHi => {
                let clock = fx.intrinsic_value("llvm.readcyclecounter", &[], &[])?.into_int_value();
                fx.b.build_int_truncate(fx.b.build_right_shift(clock, fx.i64(32), false, "")?, fx.cx.i32_type(), "")?
            }
            Special::Globaltimer => self.timer(fx)?,
            Special::GlobaltimerLo => fx.b.build_int_truncate(self.timer(fx)?, fx.cx.i32_type(), "")?,
            Special::GlobaltimerHi => fx.b.build_int_truncate(fx.b.build_right_shift(self.timer(fx)?, fx.i64(32), false, "")?, fx.cx.i32_type(), "")?,
            Special::Envreg(_) | Special::Gridid => fx.i32(0),
            Special::Pm(_) => fx.i64(0),
        })
    }

    fn approx(&self, fx: &Fx<'ctx, '_>, op: MathOp, x: FloatValue<'ctx>) -> Result<FloatValue<'ctx>> {
        // LLVM's operations marked approximable become the GPU's approximate instructions
        // (v_rcp, v_rsq, v_sqrt, v_log, v_exp, v_sin, v_cos), with its subnormal scaling.
        let ty = x.get_type();
        let one = ty.const_float(1.0);
        let unary = |name: &str| -> Result<FloatValue<'ctx>> {
            let value = fx.float_intrinsic(name, &[x])?;
            approximate(value.as_instruction_value())?;
            Ok(value)
        };
        Ok(match op {
            MathOp::Rcp => {
                let value = fx.b.build_float_div(one, x, "")?;
                approximate(value.as_instruction_value())?;
                value
            }
            MathOp::Rsqrt => {
                let root = unary("llvm.sqrt")?;
                let value = fx.b.build_float_div(one, root, "")?;
                approximate(value.as_instruction_value())?;
                value
            }
            MathOp::Sqrt => unary("llvm.sqrt")?,
            MathOp::Sin => unary("llvm.sin")?,
            MathOp::Cos => unary("llvm.cos")?,
            MathOp::Lg2 => unary("llvm.log2")?,
            MathOp::Ex2 => unary("llvm.exp2")?,
            MathOp::Tanh => return Err("tanh is computed by the emitter".into()),
        })
    }

    fn native_f16(&self) -> bool {
        true
    }

    fn passes_thread(&self) -> bool {
        false
    }

    fn lane_id(&self, fx: &Fx<'ctx, '_>) -> Result<IntValue<'ctx>> {
        let lane = self.wave_lane(fx)?;
        if self.gpu.wave64 { Ok(fx.b.build_and(lane, fx.i32(31), "")?) } else { Ok(lane) }
    }

    fn shuffle(&self, fx: &Fx<'ctx, '_>, value: IntValue<'ctx>, src: IntValue<'ctx>, _mask: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        let lane = fx.b.build_or(self.warp_base(fx)?, src, "")?;
        let address = fx.b.build_left_shift(lane, fx.i32(2), "")?;
        Ok(fx.intrinsic_value("llvm.amdgcn.ds.bpermute", &[], &[address.into(), value.into()])?.into_int_value())
    }

    fn ballot(&self, fx: &Fx<'ctx, '_>, pred: IntValue<'ctx>, mask: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        let wave = self.wave_ballot(fx, pred)?;
        let warp = if self.gpu.wave64 {
            let base = fx.b.build_int_z_extend(self.warp_base(fx)?, fx.cx.i64_type(), "")?;
            let half = fx.b.build_right_shift(wave, base, false, "")?;
            fx.b.build_int_truncate(half, fx.cx.i32_type(), "")?
        } else {
            wave
        };
        Ok(fx.b.build_and(warp, mask, "")?)
    }

    fn active_mask(&self, fx: &Fx<'ctx, '_>) -> Result<IntValue<'ctx>> {
        self.ballot(fx, fx.bool(true), fx.i32(u64::from(u32::MAX)))
    }

    fn warp_lockstep(&self, _fx: &Fx<'ctx, '_>) -> Result<()> {
        // A wavefront's lanes execute every instruction together.
        Ok(())
    }

    fn warp_sync(&self, fx: &Fx<'ctx, '_>, _mask: IntValue<'ctx>) -> Result<()> {
        self.fence(fx, AtomicOrdering::AcquireRelease, "wavefront")?;
        fx.intrinsic("llvm.amdgcn.wave.barrier", &[], &[])?;
        Ok(())
    }

    fn barrier(&self, fx: &Fx<'ctx, '_>, id: IntValue<'ctx>, count: Option<IntValue<'ctx>>) -> Result<()> {
        match count {
            None => self.block_barrier(fx),
            Some(count) => self.counted_barrier(fx, id, count, true),
        }
    }

    fn barrier_arrive(&self, fx: &Fx<'ctx, '_>, id: IntValue<'ctx>, count: IntValue<'ctx>) -> Result<()> {
        self.counted_barrier(fx, id, count, false)
    }

    fn barrier_reduce(&self, fx: &Fx<'ctx, '_>, id: IntValue<'ctx>, count: Option<IntValue<'ctx>>, op: u32, pred: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        self.reducing_barrier(fx, id, count, op, pred)
    }

    fn sync_scope(&self, scope: ir::Scope) -> &'static str {
        match scope {
            ir::Scope::Cta => "workgroup",
            ir::Scope::Cluster | ir::Scope::Gpu => "agent",
            ir::Scope::Sys => "",
        }
    }

    fn trap(&self, fx: &Fx<'ctx, '_>) -> Result<()> {
        fx.intrinsic("llvm.trap", &[], &[])?;
        fx.b.build_unreachable()?;
        Ok(())
    }

    fn exit(&self, fx: &Fx<'ctx, '_>) -> Result<()> {
        // A lane that returns from the kernel has exited; the wavefront carries on with the
        // others, and a barrier no longer waits for a finished wavefront.
        if fx.ir.kernel {
            fx.b.build_return(None)?;
            return Ok(());
        }
        let reason = UnsupportedReason::NotOnTarget(TargetGap::ExitInDeviceFunction);
        Err(EmitError::Unsupported(Unsupported { opcode: "exit".into(), modifiers: Vec::new(), reason }))
    }

    fn printf(&self, fx: &Fx<'ctx, '_>, format: IntValue<'ctx>, args: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        let function = printf::vprintf(fx.cx, fx.module)?;
        let flat = fx.cx.ptr_type(AddressSpace::from(FLAT));
        let format = fx.b.build_int_to_ptr(format, flat, "")?;
        let args = fx.b.build_int_to_ptr(args, flat, "")?;
        let result = fx.b.build_call(function, &[format.into(), args.into()], "")?;
        Ok(result.try_as_basic_value().basic().ok_or("vprintf returns a value")?.into_int_value())
    }

    fn assert_fail(&self, fx: &Fx<'ctx, '_>, args: &[BasicValueEnum<'ctx>]) -> Result<()> {
        let [message, file, line, function] = args else { return Err("__assertfail takes four values".into()) };
        let mut values: Vec<IntValue<'ctx>> = vec![file.into_int_value(), line.into_int_value(), function.into_int_value()];
        for special in
            [Special::Ctaid(Dim::X), Special::Ctaid(Dim::Y), Special::Ctaid(Dim::Z), Special::Tid(Dim::X), Special::Tid(Dim::Y), Special::Tid(Dim::Z)]
        {
            values.push(self.special(fx, special)?);
        }
        values.push(message.into_int_value());
        printf::print(fx, "%s:%u: %s: block: [%u,%u,%u], thread: [%u,%u,%u] Assertion `%s` failed.\n", &values)?;
        self.trap(fx)
    }

    fn malloc(&self, fx: &Fx<'ctx, '_>, size: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        // The device libraries' heap (`__ockl_dm_alloc`), which HIP's device `malloc` uses.
        let global = fx.cx.ptr_type(AddressSpace::from(GLOBAL));
        let alloc = printf::declare(fx.module, "__ockl_dm_alloc", global.fn_type(&[fx.cx.i64_type().into()], false));
        let address = fx.b.build_call(alloc, &[size.into()], "")?.try_as_basic_value().basic().ok_or("__ockl_dm_alloc returns a value")?;
        let flat = fx.b.build_address_space_cast(address.into_pointer_value(), fx.cx.ptr_type(AddressSpace::from(FLAT)), "")?;
        Ok(fx.b.build_ptr_to_int(flat, fx.cx.i64_type(), "")?)
    }

    fn free(&self, fx: &Fx<'ctx, '_>, address: IntValue<'ctx>) -> Result<()> {
        let global = fx.cx.ptr_type(AddressSpace::from(GLOBAL));
        let dealloc = printf::declare(fx.module, "__ockl_dm_dealloc", fx.cx.void_type().fn_type(&[global.into()], false));
        let pointer = fx.b.build_int_to_ptr(address, global, "")?;
        fx.b.build_call(dealloc, &[pointer.into()], "")?;
        Ok(())
    }

    fn nanosleep(&self, fx: &Fx<'ctx, '_>, nanoseconds: IntValue<'ctx>) -> Result<()> {
        let start = self.timer(fx)?;
        let limit = fx.b.build_int_z_extend(nanoseconds, fx.cx.i64_type(), "")?;
        let wait = fx.cx.append_basic_block(fx.function, "sleep");
        let done = fx.cx.append_basic_block(fx.function, "sleep.done");
        fx.b.build_unconditional_branch(wait)?;
        fx.b.position_at_end(wait);
        fx.intrinsic("llvm.amdgcn.s.sleep", &[], &[fx.i32(1).into()])?;
        let elapsed = fx.b.build_int_sub(self.timer(fx)?, start, "")?;
        let finished = fx.b.build_int_compare(IntPredicate::UGE, elapsed, limit, "")?;
        fx.b.build_conditional_branch(finished, done, wait)?;
        fx.b.position_at_end(done);
        Ok(())
    }

    fn kernel(&self, cx: &'ctx Context, module: &Module<'ctx>, function: &ir::Function, params: &[(BasicTypeEnum<'ctx>, u32)]) -> FunctionValue<'ctx> {
        // Every parameter is passed by reference into the kernel argument segment, at its
        // CUDA alignment, so the segment is laid out as CUDA lays out its parameter buffer.
        let constant = cx.ptr_type(AddressSpace::from(CONSTANT));
        let args: Vec<_> = params.iter().map(|_| constant.into()).collect();
        let value = module.add_function(&function.name, cx.void_type().fn_type(&args, false), Some(Linkage::External));
        value.set_call_conventions(AMDGPU_KERNEL);
        let byref = Attribute::get_named_enum_kind_id("byref");
        let align = Attribute::get_named_enum_kind_id("align");
        for (index, (ty, alignment)) in params.iter().enumerate() {
            let location = AttributeLoc::Param(index as u32);
            value.add_attribute(location, cx.create_type_attribute(byref, ty.as_any_type_enum()));
            value.add_attribute(location, cx.create_enum_attribute(align, u64::from(*alignment)));
        }
        let threads = function.directives.reqntid.or(function.directives.maxntid).map(|d| d.iter().map(|n| n.max(&1)).product::<u32>()).unwrap_or(1024);
        value.add_attribute(AttributeLoc::Function, cx.create_string_attribute("amdgpu-flat-work-group-size", &format!("1,{}", threads.clamp(1, 1024))));
        value.add_attribute(AttributeLoc::Function, cx.create_string_attribute("uniform-work-group-size", "true"));
        value
    }

    fn kernel_params(&self, fx: &Fx<'ctx, '_>, params: &[(BasicTypeEnum<'ctx>, u32)]) -> Result<Vec<PointerValue<'ctx>>> {
        (0..params.len()).map(|i| Ok(fx.function.get_nth_param(i as u32).ok_or("a missing kernel parameter")?.into_pointer_value())).collect()
    }

    fn kernel_prologue(&self, fx: &Fx<'ctx, '_>) -> Result<()> {
        if self.counted_barriers { self.clear_barriers(fx) } else { Ok(()) }
    }

    fn function_attributes(&self, cx: &'ctx Context, function: FunctionValue<'ctx>, flush_f32: bool) {
        let mode = if flush_f32 { "preserve-sign,preserve-sign" } else { "ieee,ieee" };
        function.add_attribute(AttributeLoc::Function, cx.create_string_attribute("denormal-fp-math-f32", mode));
        function.add_attribute(AttributeLoc::Function, cx.create_string_attribute("denormal-fp-math", "ieee,ieee"));
    }

    fn flushes_by_mode(&self) -> bool {
        true
    }

    fn finish_module(&self, _cx: &'ctx Context, _module: &Module<'ctx>) -> Result<()> {
        Ok(())
    }
}
