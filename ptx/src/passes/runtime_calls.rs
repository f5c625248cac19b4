//! Calls of the CUDA runtime's device functions become instructions: `vprintf(format, args)`
//! becomes [`Instruction::Printf`], `__assertfail(message, file, line, function, size)`
//! [`Instruction::AssertFail`], and the device heap's `malloc(size)` and `free(address)`
//! [`Instruction::Malloc`] and [`Instruction::Free`]. The back ends implement them with the
//! target's runtime instead of calling a function the module does not define.

use crate::ir::{Body, Callee, FunctionError, FunctionErrorKind, Guarded, Instruction, Module, Statement};

/// The runtime's functions, by the names PTX declares them under.
fn runtime_function(name: &str) -> Option<&'static str> {
    match name {
        "vprintf" => Some("vprintf"),
        "__assertfail" => Some("__assertfail"),
        "malloc" => Some("malloc"),
        "free" => Some("free"),
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
            "malloc" => match (args.as_slice(), returns.as_slice()) {
                ([size], [dst]) => Instruction::Malloc { dst: dst.clone(), size: size.clone() },
                _ => return Err(wrong("one argument and returns one value")),
            },
            "free" => match (args.as_slice(), returns.as_slice()) {
                ([ptr], []) => Instruction::Free { ptr: ptr.clone() },
                _ => return Err(wrong("one argument and returns nothing")),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_device_heap_calls_become_instructions() {
        let mut module = crate::front::parse(
            ".version 7.0\n.target sm_75\n.address_size 64\n\
             .extern .func (.param .b64 r) malloc(.param .b64 size);\n.extern .func free(.param .b64 p);\n\
             .visible .entry k() { .reg .b64 %a;\n\
               { .param .b64 p0; st.param.b64 [p0], 64; .param .b64 r0; call.uni (r0), malloc, (p0); ld.param.b64 %a, [r0]; }\n\
               { .param .b64 p0; st.param.b64 [p0], %a; call.uni free, (p0); }\n ret; }",
        )
        .expect("valid PTX");
        crate::passes::run(&mut module);
        let kernel = module.function(module.function_named("k").expect("k"));
        let Some(Ok(body)) = &kernel.body else { panic!("{:?}", kernel.body) };
        let instructions: Vec<&Instruction> =
            body.statements.iter().filter_map(|s| if let Statement::Instruction(g) = s { Some(&g.instruction) } else { None }).collect();
        assert!(instructions.iter().any(|i| matches!(i, Instruction::Malloc { .. })));
        assert!(instructions.iter().any(|i| matches!(i, Instruction::Free { .. })));
        assert!(!instructions.iter().any(|i| matches!(i, Instruction::Call { .. })));
        assert!(is_runtime_function("malloc") && is_runtime_function("free"));
    }
}
