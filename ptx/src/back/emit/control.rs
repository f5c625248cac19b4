//! Control flow: `bra`, `brx.idx`, `call` (direct, indirect, and the runtime's `vprintf` and
//! `__assertfail`), `ret`, `exit`, `trap`, `brkpt`, `nanosleep`, and the hint instructions.

use inkwell::types::{BasicMetadataTypeEnum, BasicType, BasicTypeEnum};
use inkwell::values::{BasicMetadataValueEnum, BasicValue, BasicValueEnum, CallSiteValue, IntValue};

use super::function::{Storage, param_type};
use super::{EmitError, Fx, Result, register_type};
use crate::ir::{Callee, Instruction, Operand, ScalarType, StateSpace, Symbol};

impl<'ctx> Fx<'ctx, '_> {
    pub(super) fn control(&self, instruction: &Instruction) -> Result<()> {
        match instruction {
            Instruction::Bra { target } => {
                self.b.build_unconditional_branch(self.label_block(*target))?;
                self.start_dead_block();
                Ok(())
            }
            Instruction::BrxIdx { index, targets } => {
                let index = self.read_int(index, ScalarType::U32)?;
                // An index past the table is undefined in PTX.
                let outside = self.cx.append_basic_block(self.function, "brx.outside");
                let cases: Vec<(IntValue, _)> = targets.iter().enumerate().map(|(i, label)| (self.i32(i as u64), self.label_block(*label))).collect();
                self.b.build_switch(index, outside, &cases)?;
                self.b.position_at_end(outside);
                self.b.build_unreachable()?;
                self.start_dead_block();
                Ok(())
            }
            Instruction::Call { callee, returns, args } => self.call(callee, returns, args),
            Instruction::Printf { dst, format, args } => {
                let i64_type = self.cx.i64_type().as_basic_type_enum();
                let format = self.argument(format, i64_type)?.into_int_value();
                let args = self.argument(args, i64_type)?.into_int_value();
                let result = self.prims.printf(self, format, args)?;
                match dst {
                    Some(dst) => self.store_result(dst, result.as_basic_value_enum()),
                    None => Ok(()),
                }
            }
            Instruction::Malloc { dst, size } => {
                let size = self.argument(size, self.cx.i64_type().as_basic_type_enum())?.into_int_value();
                let address = self.prims.malloc(self, size)?;
                self.store_result(dst, address.as_basic_value_enum())
            }
            Instruction::Free { ptr } => {
                let address = self.argument(ptr, self.cx.i64_type().as_basic_type_enum())?.into_int_value();
                self.prims.free(self, address)
            }
            Instruction::AssertFail { message, file, line, function } => {
                let i64_type = self.cx.i64_type().as_basic_type_enum();
                let i32_type = self.cx.i32_type().as_basic_type_enum();
                let values =
                    [self.argument(message, i64_type)?, self.argument(file, i64_type)?, self.argument(line, i32_type)?, self.argument(function, i64_type)?];
                self.prims.assert_fail(self, &values)?;
                if self.terminated() {
                    self.start_dead_block();
                }
                Ok(())
            }
            Instruction::Ret => {
                self.ret()?;
                self.start_dead_block();
                Ok(())
            }
            Instruction::Exit => {
                self.prims.exit(self)?;
                if !self.terminated() {
                    self.b.build_unreachable()?;
                }
                self.start_dead_block();
                Ok(())
            }
            // Without a debugger attached, a breakpoint ends the launch with an error.
            Instruction::Trap | Instruction::Brkpt => {
                self.prims.trap(self)?;
                if !self.terminated() {
                    self.b.build_unreachable()?;
                }
                self.start_dead_block();
                Ok(())
            }
            Instruction::Nanosleep { time } => {
                let time = self.read_int(time, ScalarType::U32)?;
                self.prims.nanosleep(self, time)
            }
            Instruction::Hint { dst } => match dst {
                // `createpolicy`'s result is an opaque cache policy only hints read.
                Some(dst) => self.write_int(dst, ScalarType::B64, self.i64(0)),
                None => Ok(()),
            },
            _ => unreachable!("not a control-flow instruction"),
        }
    }

    fn call(&self, callee: &Callee, returns: &[Operand], args: &[Operand]) -> Result<()> {
        let (param_types, return_types): (Vec<BasicTypeEnum>, Vec<BasicTypeEnum>) = match callee {
            Callee::Direct(id) => {
                let function = self.state.ir.function(*id);
                (
                    function.params.iter().map(|p| param_type(self.cx, function.var(*p))).collect(),
                    function.returns.iter().map(|r| param_type(self.cx, function.var(*r))).collect(),
                )
            }
            Callee::Indirect(_) => {
                (args.iter().map(|a| self.operand_type(a)).collect::<Result<_>>()?, returns.iter().map(|r| self.operand_type(r)).collect::<Result<_>>()?)
            }
        };
        if param_types.len() != args.len() || return_types.len() != returns.len() {
            return Err("the call's arguments or results do not match the callee".into());
        }
        let mut values: Vec<BasicMetadataValueEnum> = Vec::new();
        if self.prims.passes_thread() {
            values.push(self.thread.ok_or("no thread pointer")?.into());
        }
        for (arg, ty) in args.iter().zip(&param_types) {
            values.push(self.argument(arg, *ty)?.into());
        }
        let call: CallSiteValue = match callee {
            Callee::Direct(id) => {
                let function = self.state.functions[id.0 as usize]
                    .ok_or_else(|| EmitError::Message(format!("`{}` cannot be called", self.state.ir.function(*id).name)))?;
                self.b.build_call(function, &values, "")?
            }
            Callee::Indirect(target) => {
                let address = self.read_int(target, ScalarType::U64)?;
                let pointer = self.b.build_int_to_ptr(address, self.cx.ptr_type(self.prims.address_space(StateSpace::Global)), "")?;
                let mut arg_types: Vec<BasicMetadataTypeEnum> = Vec::new();
                if self.prims.passes_thread() {
                    arg_types.push(self.cx.ptr_type(inkwell::AddressSpace::default()).into());
                }
                arg_types.extend(param_types.iter().map(|t| BasicMetadataTypeEnum::from(*t)));
                let fn_type = match return_types.as_slice() {
                    [] => self.cx.void_type().fn_type(&arg_types, false),
                    [one] => one.fn_type(&arg_types, false),
                    many => self.cx.struct_type(many, false).fn_type(&arg_types, false),
                };
                self.b.build_indirect_call(fn_type, pointer, &values, "")?
            }
        };
        let Some(result) = call.try_as_basic_value().basic() else { return Ok(()) };
        match returns {
            [] => Ok(()),
            [one] => self.store_result(one, result),
            many => {
                for (index, operand) in many.iter().enumerate() {
                    let value = self.b.build_extract_value(result.into_struct_value(), index as u32, "")?;
                    self.store_result(operand, value)?;
                }
                Ok(())
            }
        }
    }

    /// In a call's argument or result list, a variable in memory (`.param`) stands for its
    /// contents: its storage.
    fn param_variable(&self, operand: &Operand) -> Result<Option<inkwell::values::PointerValue<'ctx>>> {
        match operand {
            Operand::SymbolAddress { symbol: Symbol::Var(var), offset: 0 } => match self.storage(*var)? {
                Storage::Memory { ptr, .. } => Ok(Some(ptr)),
                Storage::Register { .. } => Ok(None),
            },
            _ => Ok(None),
        }
    }

    /// The LLVM type an argument or result operand is passed as (indirect calls).
    fn operand_type(&self, operand: &Operand) -> Result<BasicTypeEnum<'ctx>> {
        match operand {
            Operand::Reg { var, component: None } => Ok(register_type(self.cx, self.ir.var(*var).ty.scalar)),
            Operand::SymbolAddress { symbol: Symbol::Var(var), offset: 0 } => Ok(param_type(self.cx, self.ir.var(*var))),
            _ => Err("an indirect call's arguments must be variables".into()),
        }
    }

    /// An argument's value as `ty`: a `.param` variable's contents, or a register or
    /// immediate.
    fn argument(&self, operand: &Operand, ty: BasicTypeEnum<'ctx>) -> Result<BasicValueEnum<'ctx>> {
        if let Some(ptr) = self.param_variable(operand)? {
            return Ok(self.b.build_load(ty, ptr, "")?);
        }
        let scalar = scalar_of(self, ty)?;
        self.read(operand, scalar)
    }

    /// Stores a call's result into a `.param` variable or a register.
    fn store_result(&self, operand: &Operand, value: BasicValueEnum<'ctx>) -> Result<()> {
        if let Some(ptr) = self.param_variable(operand)? {
            self.b.build_store(ptr, value)?;
            return Ok(());
        }
        let scalar = scalar_of(self, value.get_type())?;
        self.write(operand, scalar, value)
    }
}

/// The PTX type whose register type is `ty`.
fn scalar_of<'ctx>(fx: &Fx<'ctx, '_>, ty: BasicTypeEnum<'ctx>) -> Result<ScalarType> {
    Ok(match ty {
        BasicTypeEnum::IntType(int) => match int.get_bit_width() {
            1 => ScalarType::Pred,
            bits => super::memory::bits_type(bits)?,
        },
        BasicTypeEnum::FloatType(float) if float == fx.cx.f16_type() => ScalarType::F16,
        BasicTypeEnum::FloatType(float) if float == fx.cx.bf16_type() => ScalarType::BF16,
        BasicTypeEnum::FloatType(float) if float == fx.cx.f32_type() => ScalarType::F32,
        BasicTypeEnum::FloatType(_) => ScalarType::F64,
        _ => return Err("an aggregate argument must be passed through a `.param` variable".into()),
    })
}
