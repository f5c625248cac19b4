//! Calls of the CUDA runtime's device functions become instructions: `vprintf(format, args)`
//! becomes [`Instruction::Printf`] and `__assertfail(message, file, line, function, size)`
//! [`Instruction::AssertFail`]. The back ends implement them with the target's runtime
//! instead of calling a function the module does not define.

use crate::ir::{Body, Callee, FunctionError, FunctionErrorKind, Guarded, Instruction, Module, Statement};

/// The runtime's functions, by the names PTX declares them under.
fn runtime_function(name: &str) -> Option<&'static str> {
    match name {
        "vprintf" => Some("vprintf"),
        "__assertfail" => Some("__assertfail"),
        _ => None,
    }
}

/// Whether `name`, declared without a body, is provided by the runtime rather than linked.
pub fn is_runtime_function(name: &str) -> bool {
    runtime_function(name).is_some()
}

/// Rewrites every call of a runtime function in the module.
pub fn lower(module: &mut Module) {
    let names: Vec<Option<&'static str>> = module.functions.iter().map(|f| if f.body.is_none() { runtime_function(&f.name) } else { None }).collect();
    for function in &mut module.functions {
        let Some(Ok(body)) = &mut function.body else { continue };
        if let Err(error) = lower_body(body, &names) {
            function.body = Some(Err(error));
        }
    }
}

fn lower_body(body: &mut Body, names: &[Option<&'static str>]) -> Result<(), FunctionError> {
    for statement in &mut body.statements {
        let Statement::Instruction(Guarded { instruction, line, .. }) = statement else { continue };
        let Instruction::Call { callee: Callee::Direct(callee), returns, args } = instruction else { continue };
        let Some(name) = names[callee.0 as usize] else { continue };
        let wrong = |expected: &str| FunctionError {
            line: *line,
            column: 1,
            instruction: Some("call".into()),
            kind: FunctionErrorKind::Rejected(format!("`{name}` takes {expected}")),
        };
        *instruction = match name {
            "vprintf" => match (args.as_slice(), returns.as_slice()) {
                ([format, arguments], [] | [_]) => Instruction::Printf { dst: returns.first().cloned(), format: format.clone(), args: arguments.clone() },
                _ => return Err(wrong("two arguments and returns at most one value")),
            },
            _ => match args.as_slice() {
                [message, file, line, function, _char_size] => {
                    Instruction::AssertFail { message: message.clone(), file: file.clone(), line: line.clone(), function: function.clone() }
                }
                _ => return Err(wrong("five arguments")),
            },
        };
    }
    Ok(())
}
