//! CUDA's `vprintf` on AMD GPUs, over the device libraries' printf (`__ockl_printf_*`),
//! which HIP's runtime prints on the host.
//!
//! `vprintf` receives the format and a buffer of the arguments, each at its natural
//! alignment (ints and chars as 4 bytes, `l`-modified integers, doubles and pointers as 8).
//! The generated `__rocuda_vprintf` walks the format as a C printf does to find each
//! argument's size, and hands the format, every argument and every `%s` string to the device
//! library in order.

use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::values::{BasicMetadataValueEnum, FunctionValue, IntValue, PointerValue};
use inkwell::{AddressSpace, IntPredicate};

use super::{FLAT, GLOBAL};
use crate::back::emit::{Fx, Result, element_pointer, int_type};

const VPRINTF: &str = "__rocuda_vprintf";
const STRLEN: &str = "__rocuda_strlen";

/// The module's `__rocuda_vprintf(format, args) -> i32`, made at first use.
pub(super) fn vprintf<'ctx>(cx: &'ctx Context, module: &Module<'ctx>) -> Result<FunctionValue<'ctx>> {
    if let Some(function) = module.get_function(VPRINTF) {
        return Ok(function);
    }
    let ptr = cx.ptr_type(AddressSpace::from(FLAT));
    let (i8_type, i32_type, i64_type) = (cx.i8_type(), cx.i32_type(), cx.i64_type());
    let function = module.add_function(VPRINTF, i32_type.fn_type(&[ptr.into(), ptr.into()], false), Some(Linkage::Internal));
    let strlen = strlen(cx, module)?;
    let begin = declare(module, "__ockl_printf_begin", i64_type.fn_type(&[i64_type.into()], false));
    let mut arg_types: Vec<inkwell::types::BasicMetadataTypeEnum> = vec![i64_type.into(), i32_type.into()];
    arg_types.extend(std::iter::repeat_n(inkwell::types::BasicMetadataTypeEnum::from(i64_type), 7));
    arg_types.push(i32_type.into());
    let append_args = declare(module, "__ockl_printf_append_args", i64_type.fn_type(&arg_types, false));
    let append_string =
        declare(module, "__ockl_printf_append_string_n", i64_type.fn_type(&[i64_type.into(), ptr.into(), i64_type.into(), i32_type.into()], false));

    let format = function.get_nth_param(0).ok_or("vprintf's format")?.into_pointer_value();
    let args = function.get_nth_param(1).ok_or("vprintf's arguments")?.into_pointer_value();
    let block = |name: &str| cx.append_basic_block(function, name);
    let (entry, scan, percent, spec, star, integer, small, large, string, finish) = (
        block("entry"),
        block("scan"),
        block("percent"),
        block("spec"),
        block("star"),
        block("integer"),
        block("small"),
        block("large"),
        block("string"),
        block("finish"),
    );
    let b = cx.create_builder();
    b.position_at_end(entry);
    let position = b.build_alloca(i64_type, "position")?;
    let offset = b.build_alloca(i64_type, "offset")?;
    let descriptor = b.build_alloca(i64_type, "descriptor")?;
    let count = b.build_alloca(i32_type, "count")?;
    let long = b.build_alloca(cx.bool_type(), "long")?;
    let started = b.build_call(begin, &[i64_type.const_zero().into()], "")?.try_as_basic_value().basic().ok_or("a descriptor")?.into_int_value();
    let length = call_int(&b, strlen, &[format.into()])?;
    let with_nul = b.build_int_add(length, i64_type.const_int(1, false), "")?;
    let described = call_int(&b, append_string, &[started.into(), format.into(), with_nul.into(), i32_type.const_zero().into()])?;
    b.build_store(descriptor, described)?;
    b.build_store(position, i64_type.const_zero())?;
    b.build_store(offset, i64_type.const_zero())?;
    b.build_store(count, i32_type.const_zero())?;
    b.build_unconditional_branch(scan)?;

    // The next character: text, the end, or a conversion.
    let next_char = |b: &Builder<'ctx>| -> Result<IntValue<'ctx>> {
        let at = b.build_load(i64_type, position, "")?.into_int_value();
        // The format is a NUL-terminated string; scanning stops at its NUL.
        let pointer = element_pointer(b, i8_type, format, at)?;
        let c = b.build_load(i8_type, pointer, "")?.into_int_value();
        b.build_store(position, b.build_int_add(at, i64_type.const_int(1, false), "")?)?;
        Ok(c)
    };
    let ch = |c: u8| i8_type.const_int(u64::from(c), false);
    b.position_at_end(scan);
    let c = next_char(&b)?;
    b.build_switch(c, scan, &[(ch(0), finish), (ch(b'%'), percent)])?;

    b.position_at_end(percent);
    b.build_store(long, cx.bool_type().const_zero())?;
    let at = b.build_load(i64_type, position, "")?.into_int_value();
    // Within the NUL-terminated format (the `%` was not its last byte).
    let following = element_pointer(&b, i8_type, format, at)?;
    let following = b.build_load(i8_type, following, "")?.into_int_value();
    let literal = b.build_int_compare(IntPredicate::EQ, following, ch(b'%'), "")?;
    let skip = cx.append_basic_block(function, "literal");
    b.build_conditional_branch(literal, skip, spec)?;
    b.position_at_end(skip);
    next_char(&b)?;
    b.build_unconditional_branch(scan)?;

    // Flags, width, precision and length modifiers, then the conversion.
    b.position_at_end(spec);
    let c = next_char(&b)?;
    let set_long = cx.append_basic_block(function, "long");
    let mut cases = vec![(ch(0), finish), (ch(b'*'), star), (ch(b's'), string)];
    cases.extend(b"ljztLq".iter().map(|c| (ch(*c), set_long)));
    cases.extend(b"h-+ #0123456789.'".iter().map(|c| (ch(*c), spec)));
    cases.extend(b"fFeEgGaAp".iter().map(|c| (ch(*c), large)));
    cases.extend(b"cdiuxXon".iter().map(|c| (ch(*c), integer)));
    b.build_switch(c, scan, &cases)?;
    b.position_at_end(set_long);
    b.build_store(long, cx.bool_type().const_all_ones())?;
    b.build_unconditional_branch(spec)?;

    // Takes the next argument of `bytes` bytes from the buffer.
    let take = |b: &Builder<'ctx>, bytes: u64| -> Result<IntValue<'ctx>> {
        let at = b.build_load(i64_type, offset, "")?.into_int_value();
        let aligned = b.build_and(b.build_int_add(at, i64_type.const_int(bytes - 1, false), "")?, i64_type.const_int(!(bytes - 1), false), "")?;
        b.build_store(offset, b.build_int_add(aligned, i64_type.const_int(bytes, false), "")?)?;
        // The argument's offset in the buffer nvcc laid out for this format.
        let pointer = element_pointer(b, i8_type, args, aligned)?;
        let value = b.build_load(int_type(cx, bytes as u32 * 8), pointer, "")?.into_int_value();
        Ok(b.build_int_z_extend_or_bit_cast(value, i64_type, "")?)
    };
    let append = |b: &Builder<'ctx>, value: IntValue<'ctx>| -> Result<()> {
        let current = b.build_load(i64_type, descriptor, "")?;
        let mut values: Vec<BasicMetadataValueEnum> = vec![current.into(), i32_type.const_int(1, false).into(), value.into()];
        values.extend(std::iter::repeat_n(BasicMetadataValueEnum::from(i64_type.const_zero()), 6));
        values.push(i32_type.const_zero().into());
        b.build_store(descriptor, call_int(b, append_args, &values)?)?;
        let counted = b.build_load(i32_type, count, "")?.into_int_value();
        b.build_store(count, b.build_int_add(counted, i32_type.const_int(1, false), "")?)?;
        Ok(())
    };

    b.position_at_end(star);
    let width = take(&b, 4)?;
    append(&b, width)?;
    b.build_unconditional_branch(spec)?;

    b.position_at_end(integer);
    let is_long = b.build_load(cx.bool_type(), long, "")?.into_int_value();
    b.build_conditional_branch(is_long, large, small)?;
    for (block, bytes) in [(small, 4), (large, 8)] {
        b.position_at_end(block);
        let value = take(&b, bytes)?;
        append(&b, value)?;
        b.build_unconditional_branch(scan)?;
    }

    b.position_at_end(string);
    let address = take(&b, 8)?;
    let null = b.build_int_compare(IntPredicate::EQ, address, i64_type.const_zero(), "")?;
    let text = b.build_int_to_ptr(address, ptr, "")?;
    let text = b.build_select(null, null_string(cx, module)?, text, "")?.into_pointer_value();
    let length = call_int(&b, strlen, &[text.into()])?;
    let with_nul = b.build_int_add(length, i64_type.const_int(1, false), "")?;
    let current = b.build_load(i64_type, descriptor, "")?;
    b.build_store(descriptor, call_int(&b, append_string, &[current.into(), text.into(), with_nul.into(), i32_type.const_zero().into()])?)?;
    let counted = b.build_load(i32_type, count, "")?.into_int_value();
    b.build_store(count, b.build_int_add(counted, i32_type.const_int(1, false), "")?)?;
    b.build_unconditional_branch(scan)?;

    b.position_at_end(finish);
    let current = b.build_load(i64_type, descriptor, "")?;
    let mut values: Vec<BasicMetadataValueEnum> = vec![current.into(), i32_type.const_zero().into()];
    values.extend(std::iter::repeat_n(BasicMetadataValueEnum::from(i64_type.const_zero()), 7));
    values.push(i32_type.const_int(1, false).into());
    call_int(&b, append_args, &values)?;
    let counted = b.build_load(i32_type, count, "")?;
    b.build_return(Some(&counted))?;
    Ok(function)
}

/// Prints a fixed format with integer arguments (64-bit ones are addresses or `%lu`s, 32-bit
/// ones `%u`/`%d`), laid out as nvcc lays out `printf`'s arguments.
pub(super) fn print<'ctx>(fx: &Fx<'ctx, '_>, format: &str, values: &[IntValue<'ctx>]) -> Result<()> {
    let function = vprintf(fx.cx, fx.module)?;
    let text = string_constant(fx.cx, fx.module, format)?;
    let mut layout = Vec::new();
    let mut size = 0u64;
    for value in values {
        let bytes = u64::from(value.get_type().get_bit_width() / 8);
        size = size.div_ceil(bytes) * bytes;
        layout.push(size);
        size += bytes;
    }
    let buffer = fx.alloca(fx.cx.i8_type().array_type(size.max(1) as u32).into(), "printf.args")?;
    if let Some(instruction) = buffer.as_instruction() {
        instruction.set_alignment(8).map_err(|e| e.to_string())?;
    }
    for (value, at) in values.iter().zip(layout) {
        // Within the buffer just sized for these values.
        let slot = element_pointer(&fx.b, fx.cx.i8_type(), buffer, fx.i64(at))?;
        fx.b.build_store(slot, *value)?;
    }
    let flat = fx.cx.ptr_type(AddressSpace::from(FLAT));
    let buffer = fx.b.build_address_space_cast(buffer, flat, "")?;
    fx.b.build_call(function, &[text.into(), buffer.into()], "")?;
    Ok(())
}

/// The device libraries' function `name`, declared once per module.
pub(super) fn declare<'ctx>(module: &Module<'ctx>, name: &str, ty: inkwell::types::FunctionType<'ctx>) -> FunctionValue<'ctx> {
    module.get_function(name).unwrap_or_else(|| module.add_function(name, ty, Some(Linkage::External)))
}

fn call_int<'ctx>(b: &Builder<'ctx>, function: FunctionValue<'ctx>, args: &[BasicMetadataValueEnum<'ctx>]) -> Result<IntValue<'ctx>> {
    Ok(b.build_call(function, args, "")?.try_as_basic_value().basic().ok_or("a call without a value")?.into_int_value())
}

/// `__rocuda_strlen(s) -> i64`.
fn strlen<'ctx>(cx: &'ctx Context, module: &Module<'ctx>) -> Result<FunctionValue<'ctx>> {
    if let Some(function) = module.get_function(STRLEN) {
        return Ok(function);
    }
    let ptr = cx.ptr_type(AddressSpace::from(FLAT));
    let i64_type = cx.i64_type();
    let function = module.add_function(STRLEN, i64_type.fn_type(&[ptr.into()], false), Some(Linkage::Internal));
    let text = function.get_nth_param(0).ok_or("strlen's argument")?.into_pointer_value();
    let (entry, step, done) = (cx.append_basic_block(function, "entry"), cx.append_basic_block(function, "step"), cx.append_basic_block(function, "done"));
    let b = cx.create_builder();
    b.position_at_end(entry);
    b.build_unconditional_branch(step)?;
    b.position_at_end(step);
    let index = b.build_phi(i64_type, "")?;
    let at = index.as_basic_value().into_int_value();
    // Scanning a NUL-terminated string up to its NUL.
    let pointer = element_pointer(&b, cx.i8_type(), text, at)?;
    let c = b.build_load(cx.i8_type(), pointer, "")?.into_int_value();
    let next = b.build_int_add(at, i64_type.const_int(1, false), "")?;
    index.add_incoming(&[(&i64_type.const_zero(), entry), (&next, step)]);
    let end = b.build_int_compare(IntPredicate::EQ, c, cx.i8_type().const_zero(), "")?;
    b.build_conditional_branch(end, done, step)?;
    b.position_at_end(done);
    b.build_return(Some(&at))?;
    Ok(function)
}

/// A NUL-terminated string in global memory, as a flat pointer.
fn string_constant<'ctx>(cx: &'ctx Context, module: &Module<'ctx>, text: &str) -> Result<PointerValue<'ctx>> {
    let value = cx.const_string(text.as_bytes(), true);
    let global = module.add_global(value.get_type(), Some(AddressSpace::from(GLOBAL)), ".rocuda.str");
    global.set_linkage(Linkage::Private);
    global.set_constant(true);
    global.set_initializer(&value);
    Ok(global.as_pointer_value().const_address_space_cast(cx.ptr_type(AddressSpace::from(FLAT))))
}

/// What `%s` prints for a null pointer.
fn null_string<'ctx>(cx: &'ctx Context, module: &Module<'ctx>) -> Result<PointerValue<'ctx>> {
    string_constant(cx, module, "(null)")
}
