//! Questions about who calls whom.

use crate::ir::{Callee, FuncId, FunctionError, FunctionErrorKind, Guarded, Instruction, Module, Statement};

/// The functions `id` calls directly.
pub fn callees(module: &Module, id: FuncId) -> Vec<(FuncId, u32)> {
    let Some(Ok(body)) = &module.function(id).body else { return Vec::new() };
    body.statements
        .iter()
        .filter_map(|s| match s {
            Statement::Instruction(Guarded { instruction: Instruction::Call { callee: Callee::Direct(callee), .. }, line, .. }) => Some((*callee, *line)),
            _ => None,
        })
        .collect()
}

/// Per function: whether it contains an instruction `matches` selects, or calls (directly,
/// at any depth) a function that does.
pub fn reaching(module: &Module, matches: impl Fn(&Instruction) -> bool) -> Vec<bool> {
    let mut marked: Vec<bool> = module
        .functions
        .iter()
        .map(|f| match &f.body {
            Some(Ok(body)) => body.statements.iter().any(|s| matches!(s, Statement::Instruction(g) if matches(&g.instruction))),
            _ => false,
        })
        .collect();
    loop {
        let mut changed = false;
        for index in 0..module.functions.len() {
            if !marked[index] && callees(module, FuncId(index as u32)).iter().any(|(callee, _)| marked[callee.0 as usize]) {
                marked[index] = true;
                changed = true;
            }
        }
        if !changed {
            return marked;
        }
    }
}

/// The error of a function whose call on `line` of `callee` fails for `error`.
pub fn calls_failed(line: u32, callee: &str, error: &FunctionError) -> FunctionError {
    FunctionError {
        line,
        column: 1,
        instruction: Some("call".into()),
        kind: FunctionErrorKind::Callee { callee: callee.to_string(), cause: Box::new(error.clone()) },
    }
}

/// Marks every function that calls a failed function as failed, naming the callee, until
/// nothing changes: a kernel is never compiled without a function it needs.
pub fn fail_callers(module: &mut Module) {
    loop {
        let mut failed = Vec::new();
        for index in 0..module.functions.len() {
            let id = FuncId(index as u32);
            if !matches!(module.function(id).body, Some(Ok(_))) {
                continue;
            }
            for (callee, line) in callees(module, id) {
                if let Some(Err(error)) = &module.function(callee).body {
                    failed.push((index, calls_failed(line, &module.function(callee).name, error)));
                    break;
                }
            }
        }
        if failed.is_empty() {
            return;
        }
        for (index, error) in failed {
            module.functions[index].body = Some(Err(error));
        }
    }
}
