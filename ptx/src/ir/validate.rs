//! What the front end promises about a function, checked: every name it refers to exists,
//! every label it branches to is placed exactly once, guards are predicates, results go to
//! registers, and direct calls pass what their callee takes. A function that breaks a
//! promise fails to compile with the reason, like one using an unsupported instruction.

use super::instruction::{Callee, Instruction};
use super::operand::{AddressBase, FuncId, Operand, Symbol, VarId};
use super::types::{ScalarType, StateSpace};
use super::{FunctionError, FunctionErrorKind, InvalidIr, Module, Statement};

/// Checks function `id` of `module`; a declaration or an already failed function passes.
pub fn function(module: &Module, id: FuncId) -> Result<(), FunctionError> {
    let function = module.function(id);
    let Some(Ok(body)) = &function.body else { return Ok(()) };
    let fail = |line: u32, invalid: InvalidIr| FunctionError { line, column: 1, instruction: None, kind: FunctionErrorKind::Invalid(invalid) };
    let var_ok = |var: VarId| (var.0 as usize) < function.vars.len();
    let mut placed = vec![0u32; body.labels.len()];
    for statement in &body.statements {
        match statement {
            Statement::Label(label) => match placed.get_mut(label.0 as usize) {
                Some(count) => *count += 1,
                None => return Err(fail(function.line, InvalidIr::UndeclaredLabel(label.0))),
            },
            Statement::Instruction(guarded) => {
                let line = guarded.line;
                if let Some((pred, _)) = guarded.guard
                    && !(var_ok(pred) && function.var(pred).ty.scalar == ScalarType::Pred)
                {
                    return Err(fail(line, InvalidIr::GuardNotPredicate));
                }
                let operands = guarded.instruction.operands();
                for operand in operands.src.iter().chain(&operands.dst) {
                    check_operand(module, function, operand).map_err(|m| fail(line, m))?;
                }
                let is_call = matches!(guarded.instruction, Instruction::Call { .. } | Instruction::Printf { .. } | Instruction::Malloc { .. });
                for dst in &operands.dst {
                    if !writable(function, dst, is_call) {
                        return Err(fail(line, InvalidIr::ResultNotRegister));
                    }
                }
                check_targets(&guarded.instruction, body.labels.len()).map_err(|m| fail(line, m))?;
                if let Instruction::Call { callee: Callee::Direct(callee), returns, args } = &guarded.instruction {
                    let Some(target) = module.functions.get(callee.0 as usize) else { return Err(fail(line, InvalidIr::UnknownCallee)) };
                    if target.params.len() != args.len() || target.returns.len() != returns.len() {
                        return Err(fail(
                            line,
                            InvalidIr::CallArity { callee: target.name.clone(), params: target.params.len(), returns: target.returns.len() },
                        ));
                    }
                }
            }
        }
    }
    if let Some(label) = placed.iter().position(|count| *count != 1) {
        let name = &body.labels[label];
        return Err(fail(function.line, InvalidIr::LabelPlaced { label: name.clone(), times: placed[label] }));
    }
    Ok(())
}

fn check_operand(module: &Module, function: &super::Function, operand: &Operand) -> Result<(), InvalidIr> {
    let var_ok = |var: VarId| (var.0 as usize) < function.vars.len();
    let symbol_ok = |symbol: Symbol| match symbol {
        Symbol::Var(var) => var_ok(var),
        Symbol::Global(global) => (global.0 as usize) < module.globals.len(),
        Symbol::Function(f) => (f.0 as usize) < module.functions.len(),
    };
    let ok = match operand {
        Operand::Reg { var, .. } | Operand::Not(var) => var_ok(*var),
        Operand::Vector(parts) => return parts.iter().try_for_each(|p| check_operand(module, function, p)),
        Operand::Address(address) => match address.base {
            AddressBase::Reg(var) => var_ok(var),
            AddressBase::Symbol(symbol) => symbol_ok(symbol),
            AddressBase::Absolute => true,
        },
        Operand::SymbolAddress { symbol, .. } => symbol_ok(*symbol),
        Operand::Imm(_) | Operand::Special(_) | Operand::Sink => true,
    };
    if ok { Ok(()) } else { Err(InvalidIr::MissingOperand) }
}

/// Whether an operand can receive a result: a register, a vector of them, `_`, or (as a
/// call's result) a `.param` variable.
fn writable(function: &super::Function, operand: &Operand, is_call: bool) -> bool {
    match operand {
        Operand::Reg { var, .. } => function.var(*var).space == StateSpace::Reg,
        Operand::Vector(parts) => parts.iter().all(|p| writable(function, p, false)),
        Operand::Sink => true,
        Operand::SymbolAddress { symbol: Symbol::Var(var), offset: 0 } => is_call && function.var(*var).space == StateSpace::Param,
        _ => false,
    }
}

fn check_targets(instruction: &Instruction, labels: usize) -> Result<(), InvalidIr> {
    let in_range = |label: &super::LabelId| (label.0 as usize) < labels;
    match instruction {
        Instruction::Bra { target } if !in_range(target) => Err(InvalidIr::BranchToUndeclaredLabel),
        Instruction::BrxIdx { targets, .. } if !targets.iter().all(in_range) => Err(InvalidIr::BranchTableToUndeclaredLabel),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use crate::front::parse;
    use crate::ir::FuncId;

    use crate::ir::{FunctionErrorKind, InvalidIr, Statement, VarId};

    const KERNEL: &str = ".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry k()\n{\n.reg .pred %p;\n.reg .b32 %r;\n$L: @%p bra $L;\nret;\n}\n";

    fn body(module: &mut crate::ir::Module) -> &mut crate::ir::Body {
        module.functions[0].body.as_mut().and_then(|b| b.as_mut().ok()).expect("a parsed body")
    }

    #[test]
    fn what_the_front_end_produces_is_valid() {
        let module = parse(KERNEL).expect("parses");
        assert_eq!(super::function(&module, FuncId(0)), Ok(()));
    }

    #[test]
    fn a_label_placed_twice_is_invalid() {
        let mut module = parse(KERNEL).expect("parses");
        let label = body(&mut module).statements[0].clone();
        assert!(matches!(label, Statement::Label(_)));
        body(&mut module).statements.push(label);
        let error = super::function(&module, FuncId(0)).expect_err("invalid");
        assert_eq!(error.kind, FunctionErrorKind::Invalid(InvalidIr::LabelPlaced { label: "$L".into(), times: 2 }), "{error}");
        assert_eq!(error.to_string(), "line 4:1: invalid IR: label `$L` is placed 2 times");
    }

    #[test]
    fn a_guard_must_be_a_predicate() {
        let mut module = parse(KERNEL).expect("parses");
        let r = module.functions[0].vars.iter().position(|v| v.name == "%r").expect("%r") as u32;
        let Statement::Instruction(guarded) = &mut body(&mut module).statements[1] else { panic!("the branch") };
        guarded.guard = Some((VarId(r), false));
        let error = super::function(&module, FuncId(0)).expect_err("invalid");
        assert_eq!((error.line, &error.kind), (8, &FunctionErrorKind::Invalid(InvalidIr::GuardNotPredicate)), "{error}");
    }
}
