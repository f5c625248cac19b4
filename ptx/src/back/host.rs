//! The host target: x86-64 code for the host device's executor, with the kernel ABI of
//! [`super::host_abi`]. Every state space is ordinary memory; what involves other threads
//! (barriers, warp collectives) or the outside (printf, traps, clocks) is a call into the
//! executor's [`super::host_abi::Runtime`]. Calls that involve other threads are
//! `convergent`, so LLVM keeps each where the PTX has it, and every kernel gets a
//! `KernelInfo` describing its parameters and whether its threads interact.

use std::cell::Cell;
use std::collections::HashSet;

use inkwell::AddressSpace;
use inkwell::IntPredicate;
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::targets::{TargetData, TargetMachine};
use inkwell::types::{BasicMetadataTypeEnum, BasicType, BasicTypeEnum, FunctionType};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FloatValue, FunctionValue, IntValue, PointerValue};

use super::emit::{Fx, Primitives, Result, element_pointer};
use super::host_abi::{ABI_VERSION_SYMBOL, COOPERATIVE, KERNEL_INFO_VERSION, kernel_info_symbol, offsets};
use super::host_shared::SharedLayout;
use crate::ir::{self, Dim, Instruction, MathOp, Special, StateSpace};
use crate::passes::call_graph;

pub(crate) struct Host {
    triple: inkwell::targets::TargetTriple,
    data: TargetData,
    /// Kernels whose threads interact (directly or through functions they call).
    cooperative: HashSet<String>,
    shared: SharedLayout,
    /// The next `activemask` call site's number.
    next_site: Cell<u32>,
}

/// Whether a runtime call involves other threads (and must stay where the PTX has it).
#[derive(Clone, Copy, PartialEq)]
enum Convergent {
    Yes,
    No,
}

impl Host {
    pub fn new(machine: &TargetMachine, module: &ir::Module) -> Host {
        let reaching = call_graph::reaching(module, Instruction::involves_other_threads);
        let cooperative = module.functions.iter().zip(reaching).filter(|(f, reaches)| f.kernel && *reaches).map(|(f, _)| f.name.clone()).collect();
        Host { triple: machine.get_triple(), data: machine.get_target_data(), cooperative, shared: SharedLayout::new(module), next_site: Cell::new(0) }
    }

    /// Where the module's shared variables are in a block's shared memory.
    pub fn shared_layout(&self) -> &SharedLayout {
        &self.shared
    }

    /// Loads a field of the thread.
    fn field<'ctx>(&self, fx: &Fx<'ctx, '_>, offset: u64, ty: BasicTypeEnum<'ctx>) -> Result<BasicValueEnum<'ctx>> {
        let thread = fx.thread.ok_or("no thread pointer")?;
        // A field of the executor's `Thread`, at its `offset_of!` offset.
        let pointer = element_pointer(&fx.b, fx.cx.i8_type(), thread, fx.i64(offset))?;
        Ok(fx.b.build_load(ty, pointer, "")?)
    }

    fn u32_field<'ctx>(&self, fx: &Fx<'ctx, '_>, offset: u64) -> Result<IntValue<'ctx>> {
        Ok(self.field(fx, offset, fx.cx.i32_type().into())?.into_int_value())
    }

    fn pointer_field<'ctx>(&self, fx: &Fx<'ctx, '_>, offset: u64) -> Result<PointerValue<'ctx>> {
        Ok(self.field(fx, offset, fx.cx.ptr_type(AddressSpace::default()).into())?.into_pointer_value())
    }

    /// Calls the executor's function at `offset` in `Runtime`, with the thread first.
    fn runtime<'ctx>(
        &self,
        fx: &Fx<'ctx, '_>,
        offset: u64,
        fn_type: FunctionType<'ctx>,
        args: &[BasicMetadataValueEnum<'ctx>],
        convergent: Convergent,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let thread = fx.thread.ok_or("no thread pointer")?;
        let runtime = self.pointer_field(fx, offsets::RUNTIME)?;
        // A function pointer of the executor's `Runtime`, at its `offset_of!` offset.
        let slot = element_pointer(&fx.b, fx.cx.i8_type(), runtime, fx.i64(offset))?;
        let function = fx.b.build_load(fx.cx.ptr_type(AddressSpace::default()), slot, "")?.into_pointer_value();
        let mut all: Vec<BasicMetadataValueEnum> = vec![thread.into()];
        all.extend_from_slice(args);
        let call = fx.b.build_indirect_call(fn_type, function, &all, "")?;
        if convergent == Convergent::Yes {
            call.add_attribute(AttributeLoc::Function, fx.cx.create_enum_attribute(Attribute::get_named_enum_kind_id("convergent"), 0));
        }
        Ok(call.try_as_basic_value().basic())
    }

    fn fn_type<'ctx>(cx: &'ctx Context, ret: Option<BasicTypeEnum<'ctx>>, args: &[BasicTypeEnum<'ctx>]) -> FunctionType<'ctx> {
        let mut params: Vec<BasicMetadataTypeEnum> = vec![cx.ptr_type(AddressSpace::default()).into()];
        params.extend(args.iter().map(|t| BasicMetadataTypeEnum::from(*t)));
        match ret {
            Some(ret) => ret.fn_type(&params, false),
            None => cx.void_type().fn_type(&params, false),
        }
    }

    /// A call that returns an i32.
    fn runtime_i32<'ctx>(&self, fx: &Fx<'ctx, '_>, offset: u64, args: &[IntValue<'ctx>], convergent: Convergent) -> Result<IntValue<'ctx>> {
        let types: Vec<BasicTypeEnum> = args.iter().map(|a| a.get_type().into()).collect();
        let fn_type = Self::fn_type(fx.cx, Some(fx.cx.i32_type().into()), &types);
        let values: Vec<BasicMetadataValueEnum> = args.iter().map(|a| (*a).into()).collect();
        Ok(self.runtime(fx, offset, fn_type, &values, convergent)?.ok_or("the runtime function returns nothing")?.into_int_value())
    }

    /// A call that returns nothing.
    fn runtime_void<'ctx>(&self, fx: &Fx<'ctx, '_>, offset: u64, args: &[BasicMetadataValueEnum<'ctx>], convergent: Convergent) -> Result<()> {
        let types: Vec<BasicTypeEnum> = args.iter().map(|a| metadata_type(*a)).collect::<Result<_>>()?;
        let fn_type = Self::fn_type(fx.cx, None, &types);
        self.runtime(fx, offset, fn_type, args, convergent)?;
        Ok(())
    }

    /// A call into a runtime function that never returns.
    fn runtime_noreturn<'ctx>(&self, fx: &Fx<'ctx, '_>, offset: u64, args: &[BasicMetadataValueEnum<'ctx>]) -> Result<()> {
        self.runtime_void(fx, offset, args, Convergent::No)?;
        fx.b.build_unreachable()?;
        Ok(())
    }

    fn clock<'ctx>(&self, fx: &Fx<'ctx, '_>, offset: u64) -> Result<IntValue<'ctx>> {
        let fn_type = Self::fn_type(fx.cx, Some(fx.cx.i64_type().into()), &[]);
        Ok(self.runtime(fx, offset, fn_type, &[], Convergent::No)?.ok_or("no clock value")?.into_int_value())
    }

    /// A number for a new `activemask` call site.
    fn site<'ctx>(&self, fx: &Fx<'ctx, '_>) -> IntValue<'ctx> {
        let site = self.next_site.get();
        self.next_site.set(site + 1);
        fx.i32(u64::from(site))
    }

    /// CUDA's layout of a kernel's parameter buffer: each parameter's offset and size, and
    /// the buffer's size.
    fn param_layout(&self, params: &[(BasicTypeEnum<'_>, u32)]) -> (Vec<(u64, u64)>, u64) {
        let mut offset = 0u64;
        let mut layout = Vec::new();
        for (ty, align) in params {
            let align = u64::from(*align);
            offset = offset.div_ceil(align) * align;
            let size = self.data.get_store_size(ty);
            layout.push((offset, size));
            offset += size;
        }
        (layout, offset)
    }

    /// Defines the kernel's `KernelInfo` and its parameters (`rocuda_host_abi`).
    fn kernel_info<'ctx>(&self, cx: &'ctx Context, module: &Module<'ctx>, function: &ir::Function, params: &[(BasicTypeEnum<'ctx>, u32)]) {
        let i32_type = cx.i32_type();
        let word = |v: u64| i32_type.const_int(v, false);
        let (layout, size) = self.param_layout(params);
        let flags = if self.cooperative.contains(&function.name) { COOPERATIVE } else { 0 };
        let shared = self.shared.kernel(&function.name);
        let max_threads = function.directives.reqntid.or(function.directives.maxntid).map_or(0, |d| d.iter().map(|n| u64::from(*n.max(&1))).product::<u64>());
        let param_type = cx.struct_type(&[i32_type.into(), i32_type.into()], false);
        let entries: Vec<_> = layout.iter().map(|(offset, size)| param_type.const_named_struct(&[word(*offset).into(), word(*size).into()])).collect();
        let header = [
            u64::from(KERNEL_INFO_VERSION),
            u64::from(flags),
            size,
            layout.len() as u64,
            u64::from(shared.static_size),
            u64::from(shared.dynamic_offset),
            max_threads.min(u64::from(u32::MAX)),
        ];
        let mut fields: Vec<BasicValueEnum> = header.iter().map(|v| word(*v).into()).collect();
        fields.push(param_type.const_array(&entries).into());
        let value = cx.const_struct(&fields, false);
        let global = module.add_global(value.get_type(), None, &kernel_info_symbol(&function.name));
        global.set_initializer(&value);
        global.set_constant(true);
        global.set_linkage(Linkage::External);
    }

    fn shared_base<'ctx>(&self, fx: &Fx<'ctx, '_>) -> Result<PointerValue<'ctx>> {
        self.pointer_field(fx, offsets::SHARED)
    }
}

fn metadata_type(value: BasicMetadataValueEnum<'_>) -> Result<BasicTypeEnum<'_>> {
    Ok(match value {
        BasicMetadataValueEnum::IntValue(v) => v.get_type().into(),
        BasicMetadataValueEnum::PointerValue(v) => v.get_type().into(),
        BasicMetadataValueEnum::FloatValue(v) => v.get_type().into(),
        _ => return Err("an unexpected runtime argument".into()),
    })
}

fn dim_offset(base: u64, dim: Dim) -> u64 {
    base + 4 * match dim {
        Dim::X => 0,
        Dim::Y => 1,
        Dim::Z => 2,
    }
}

impl<'ctx> Primitives<'ctx> for Host {
    fn prepare_module(&self, module: &Module<'ctx>) {
        module.set_triple(&self.triple);
        module.set_data_layout(&self.data.get_data_layout());
    }

    fn address_space(&self, _space: StateSpace) -> AddressSpace {
        AddressSpace::default()
    }

    fn pointer(&self, fx: &Fx<'ctx, '_>, space: StateSpace, address: IntValue<'ctx>) -> Result<PointerValue<'ctx>> {
        let address = fx.b.build_int_z_extend_or_bit_cast(address, fx.cx.i64_type(), "")?;
        if matches!(space, StateSpace::Shared | StateSpace::SharedCluster) {
            // A shared-window address is an offset into the block's shared memory.
            // An offset the PTX program computed into its shared memory.
            return element_pointer(&fx.b, fx.cx.i8_type(), self.shared_base(fx)?, address);
        }
        Ok(fx.b.build_int_to_ptr(address, fx.cx.ptr_type(AddressSpace::default()), "")?)
    }

    fn window_address(&self, fx: &Fx<'ctx, '_>, space: StateSpace, pointer: PointerValue<'ctx>) -> Result<IntValue<'ctx>> {
        let address = fx.b.build_ptr_to_int(pointer, fx.cx.i64_type(), "")?;
        if matches!(space, StateSpace::Shared | StateSpace::SharedCluster) {
            let base = fx.b.build_ptr_to_int(self.shared_base(fx)?, fx.cx.i64_type(), "")?;
            return Ok(fx.b.build_int_sub(address, base, "")?);
        }
        Ok(address)
    }

    fn is_space(&self, fx: &Fx<'ctx, '_>, space: StateSpace, pointer: PointerValue<'ctx>) -> Result<IntValue<'ctx>> {
        let i64_type = fx.cx.i64_type();
        let address = fx.b.build_ptr_to_int(pointer, i64_type, "")?;
        let in_shared = {
            let base = fx.b.build_ptr_to_int(self.shared_base(fx)?, i64_type, "")?;
            let size = fx.b.build_int_z_extend(self.u32_field(fx, offsets::SHARED_SIZE)?, i64_type, "")?;
            let offset = fx.b.build_int_sub(address, base, "")?;
            fx.b.build_int_compare(IntPredicate::ULT, offset, size, "")?
        };
        let in_local = {
            let begin = fx.b.build_ptr_to_int(self.pointer_field(fx, offsets::LOCAL_BEGIN)?, i64_type, "")?;
            let end = fx.b.build_ptr_to_int(self.pointer_field(fx, offsets::LOCAL_END)?, i64_type, "")?;
            let above = fx.b.build_int_compare(IntPredicate::UGE, address, begin, "")?;
            let below = fx.b.build_int_compare(IntPredicate::ULT, address, end, "")?;
            fx.b.build_and(above, below, "")?
        };
        let in_const = fx.in_const_section(pointer)?;
        Ok(match space {
            StateSpace::Shared | StateSpace::SharedCluster => in_shared,
            StateSpace::Local => in_local,
            StateSpace::Const => in_const,
            StateSpace::Global => fx.b.build_not(fx.b.build_or(fx.b.build_or(in_shared, in_local, "")?, in_const, "")?, "")?,
            StateSpace::Generic => fx.bool(true),
            _ => fx.bool(false),
        })
    }

    fn shared_offset_pointer(&self, fx: &Fx<'ctx, '_>, offset: u64) -> Result<PointerValue<'ctx>> {
        // A static shared variable's offset in the block's shared memory.
        element_pointer(&fx.b, fx.cx.i8_type(), self.shared_base(fx)?, fx.i64(offset))
    }

    fn special(&self, fx: &Fx<'ctx, '_>, special: Special) -> Result<IntValue<'ctx>> {
        let field = |offset| self.u32_field(fx, offset);
        let lanemask = |fx: &Fx<'ctx, '_>, lane: IntValue<'ctx>, inclusive: bool, invert: bool| -> Result<IntValue<'ctx>> {
            let start = if inclusive { 2 } else { 1 };
            let shifted = fx.b.build_left_shift(fx.i32(start), lane, "")?;
            let mask = fx.b.build_int_sub(shifted, fx.i32(1), "")?;
            Ok(if invert { fx.b.build_not(mask, "")? } else { mask })
        };
        Ok(match special {
            Special::Tid(d) => field(dim_offset(offsets::TID, d))?,
            Special::Ntid(d) => field(dim_offset(offsets::NTID, d))?,
            Special::Ctaid(d) | Special::ClusterId(d) => field(dim_offset(offsets::CTAID, d))?,
            Special::Nctaid(d) | Special::NclusterId(d) => field(dim_offset(offsets::NCTAID, d))?,
            Special::ClusterCtaid(_) | Special::ClusterCtarank | Special::IsExplicitCluster => fx.i32(0),
            Special::ClusterNctaid(_) | Special::ClusterNctarank => fx.i32(1),
            Special::Laneid => field(offsets::LANEID)?,
            Special::Warpid => field(offsets::WARPID)?,
            Special::Nwarpid => field(offsets::NWARPID)?,
            Special::Smid => field(offsets::SMID)?,
            Special::Nsmid => field(offsets::NSMID)?,
            Special::DynamicSmemSize => field(offsets::DYNAMIC_SMEM_SIZE)?,
            Special::TotalSmemSize | Special::AggrSmemSize => field(offsets::SHARED_SIZE)?,
            Special::LanemaskEq => fx.b.build_left_shift(fx.i32(1), field(offsets::LANEID)?, "")?,
            Special::LanemaskLe => lanemask(fx, field(offsets::LANEID)?, true, false)?,
            Special::LanemaskLt => lanemask(fx, field(offsets::LANEID)?, false, false)?,
            Special::LanemaskGe => lanemask(fx, field(offsets::LANEID)?, false, true)?,
            Special::LanemaskGt => lanemask(fx, field(offsets::LANEID)?, true, true)?,
            Special::Clock64 => self.clock(fx, offsets::CLOCK)?,
            Special::Clock => fx.b.build_int_truncate(self.clock(fx, offsets::CLOCK)?, fx.cx.i32_type(), "")?,
            Special::ClockHi => {
                let clock = self.clock(fx, offsets::CLOCK)?;
                fx.b.build_int_truncate(fx.b.build_right_shift(clock, fx.i64(32), false, "")?, fx.cx.i32_type(), "")?
            }
            Special::Globaltimer => self.clock(fx, offsets::GLOBALTIMER)?,
            Special::GlobaltimerLo => fx.b.build_int_truncate(self.clock(fx, offsets::GLOBALTIMER)?, fx.cx.i32_type(), "")?,
            Special::GlobaltimerHi => {
                let timer = self.clock(fx, offsets::GLOBALTIMER)?;
                fx.b.build_int_truncate(fx.b.build_right_shift(timer, fx.i64(32), false, "")?, fx.cx.i32_type(), "")?
            }
            // No driver environment registers, performance counters or grid ids on the host.
            Special::Envreg(_) | Special::Gridid => fx.i32(0),
            Special::Pm(_) => fx.i64(0),
        })
    }

    fn approx(&self, fx: &Fx<'ctx, '_>, op: MathOp, x: FloatValue<'ctx>) -> Result<FloatValue<'ctx>> {
        super::emit::exact_approx(fx, op, x)
    }

    fn native_f16(&self) -> bool {
        false
    }

    fn passes_thread(&self) -> bool {
        true
    }

    fn lane_id(&self, fx: &Fx<'ctx, '_>) -> Result<IntValue<'ctx>> {
        self.u32_field(fx, offsets::LANEID)
    }

    fn shuffle(&self, fx: &Fx<'ctx, '_>, value: IntValue<'ctx>, src: IntValue<'ctx>, mask: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        self.runtime_i32(fx, offsets::SHUFFLE, &[value, src, mask], Convergent::Yes)
    }

    fn ballot(&self, fx: &Fx<'ctx, '_>, pred: IntValue<'ctx>, mask: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        let pred = fx.b.build_int_z_extend(pred, fx.cx.i32_type(), "")?;
        self.runtime_i32(fx, offsets::BALLOT, &[pred, mask], Convergent::Yes)
    }

    fn active_mask(&self, fx: &Fx<'ctx, '_>) -> Result<IntValue<'ctx>> {
        self.runtime_i32(fx, offsets::ACTIVE_MASK, &[self.site(fx)], Convergent::Yes)
    }

    fn warp_lockstep(&self, fx: &Fx<'ctx, '_>) -> Result<()> {
        // `activemask` is the runtime's rendezvous of the lanes at one call site; the mask
        // it answers is not needed.
        self.active_mask(fx)?;
        Ok(())
    }

    fn warp_sync(&self, fx: &Fx<'ctx, '_>, mask: IntValue<'ctx>) -> Result<()> {
        self.runtime_void(fx, offsets::WARP_SYNC, &[mask.into()], Convergent::Yes)
    }

    fn barrier(&self, fx: &Fx<'ctx, '_>, id: IntValue<'ctx>, count: Option<IntValue<'ctx>>) -> Result<()> {
        self.runtime_void(fx, offsets::BARRIER, &[id.into(), count.unwrap_or(fx.i32(0)).into()], Convergent::Yes)
    }

    fn barrier_arrive(&self, fx: &Fx<'ctx, '_>, id: IntValue<'ctx>, count: IntValue<'ctx>) -> Result<()> {
        self.runtime_void(fx, offsets::BARRIER_ARRIVE, &[id.into(), count.into()], Convergent::Yes)
    }

    fn barrier_reduce(&self, fx: &Fx<'ctx, '_>, id: IntValue<'ctx>, count: Option<IntValue<'ctx>>, op: u32, pred: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        let pred = fx.b.build_int_z_extend(pred, fx.cx.i32_type(), "")?;
        self.runtime_i32(fx, offsets::BARRIER_REDUCE, &[id, count.unwrap_or(fx.i32(0)), fx.i32(u64::from(op)), pred], Convergent::Yes)
    }

    fn sync_scope(&self, _scope: ir::Scope) -> &'static str {
        ""
    }

    fn trap(&self, fx: &Fx<'ctx, '_>) -> Result<()> {
        self.runtime_noreturn(fx, offsets::TRAP, &[])
    }

    fn exit(&self, fx: &Fx<'ctx, '_>) -> Result<()> {
        self.runtime_noreturn(fx, offsets::EXIT, &[])
    }

    fn printf(&self, fx: &Fx<'ctx, '_>, format: IntValue<'ctx>, args: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        let ptr = fx.cx.ptr_type(AddressSpace::default());
        let format = fx.b.build_int_to_ptr(format, ptr, "")?;
        let args = fx.b.build_int_to_ptr(args, ptr, "")?;
        let fn_type = Self::fn_type(fx.cx, Some(fx.cx.i32_type().into()), &[ptr.into(), ptr.into()]);
        Ok(self.runtime(fx, offsets::PRINTF, fn_type, &[format.into(), args.into()], Convergent::No)?.ok_or("printf returns a value")?.into_int_value())
    }

    fn assert_fail(&self, fx: &Fx<'ctx, '_>, args: &[BasicValueEnum<'ctx>]) -> Result<()> {
        let [message, file, line, function] = args else { return Err("__assertfail takes four values".into()) };
        let ptr = fx.cx.ptr_type(AddressSpace::default());
        let as_pointer = |v: &BasicValueEnum<'ctx>| -> Result<BasicMetadataValueEnum<'ctx>> { Ok(fx.b.build_int_to_ptr(v.into_int_value(), ptr, "")?.into()) };
        self.runtime_noreturn(fx, offsets::ASSERT_FAIL, &[as_pointer(message)?, as_pointer(file)?, line.into_int_value().into(), as_pointer(function)?])
    }

    fn nanosleep(&self, fx: &Fx<'ctx, '_>, nanoseconds: IntValue<'ctx>) -> Result<()> {
        self.runtime_void(fx, offsets::NANOSLEEP, &[nanoseconds.into()], Convergent::No)
    }

    fn malloc(&self, fx: &Fx<'ctx, '_>, size: IntValue<'ctx>) -> Result<IntValue<'ctx>> {
        let ptr = fx.cx.ptr_type(AddressSpace::default());
        let fn_type = Self::fn_type(fx.cx, Some(ptr.into()), &[fx.cx.i64_type().into()]);
        let address = self.runtime(fx, offsets::MALLOC, fn_type, &[size.into()], Convergent::No)?.ok_or("malloc returns a value")?;
        Ok(fx.b.build_ptr_to_int(address.into_pointer_value(), fx.cx.i64_type(), "")?)
    }

    fn free(&self, fx: &Fx<'ctx, '_>, address: IntValue<'ctx>) -> Result<()> {
        let address = fx.b.build_int_to_ptr(address, fx.cx.ptr_type(AddressSpace::default()), "")?;
        self.runtime_void(fx, offsets::FREE, &[address.into()], Convergent::No)
    }

    fn kernel(&self, cx: &'ctx Context, module: &Module<'ctx>, function: &ir::Function, params: &[(BasicTypeEnum<'ctx>, u32)]) -> FunctionValue<'ctx> {
        let ptr = cx.ptr_type(AddressSpace::default());
        let fn_type = cx.void_type().fn_type(&[ptr.into(), ptr.into()], false);
        self.kernel_info(cx, module, function, params);
        module.add_function(&function.name, fn_type, Some(Linkage::External))
    }

    fn kernel_params(&self, fx: &Fx<'ctx, '_>, params: &[(BasicTypeEnum<'ctx>, u32)]) -> Result<Vec<PointerValue<'ctx>>> {
        let buffer = fx.function.get_nth_param(0).ok_or("a kernel without its parameter buffer")?.into_pointer_value();
        let (layout, _) = self.param_layout(params);
        // Each parameter's offset in CUDA's layout of the parameter buffer.
        layout.iter().map(|(offset, _)| element_pointer(&fx.b, fx.cx.i8_type(), buffer, fx.i64(*offset))).collect()
    }

    fn kernel_prologue(&self, _fx: &Fx<'ctx, '_>) -> Result<()> {
        Ok(())
    }

    fn function_attributes(&self, _cx: &'ctx Context, _function: FunctionValue<'ctx>, _flush_f32: bool) {}

    fn flushes_by_mode(&self) -> bool {
        // x86's flush mode is a thread-wide register, not a function's property.
        false
    }

    fn finish_module(&self, cx: &'ctx Context, module: &Module<'ctx>) -> Result<()> {
        let global = module.add_global(cx.i32_type(), None, ABI_VERSION_SYMBOL);
        global.set_initializer(&cx.i32_type().const_int(u64::from(KERNEL_INFO_VERSION), false));
        global.set_constant(true);
        global.set_linkage(Linkage::External);
        Ok(())
    }
}
