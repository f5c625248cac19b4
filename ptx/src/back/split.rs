//! Splitting a module into parts compiled on separate threads.
//!
//! Each part defines some of the kernels and every function they reach (calls and taken
//! addresses), as private copies; one part, the owner, also defines the module's variables
//! and its externally visible functions, which the others declare. The parts' objects are
//! linked into one, so the result is the module compiled whole, only sooner.

use crate::ir::{self, FuncId, InitElement, Linkage, Operand, Statement, Symbol};

/// What one part of a module defines.
#[derive(Clone, Debug)]
pub(crate) struct Part {
    /// Per function of the module: whether this part defines it.
    pub define: Vec<bool>,
    /// Whether this part defines the module's variables and visible functions.
    pub owner: bool,
    /// Whether the module is split at all (otherwise this part is all of it).
    pub split: bool,
}

impl Part {
    /// The whole module, as one part.
    pub fn whole(module: &ir::Module) -> Part {
        Part { define: vec![true; module.functions.len()], owner: true, split: false }
    }
}

/// Up to `count` parts with about the same amount of code each, the largest first.
pub(crate) fn plan(module: &ir::Module, count: usize) -> Vec<Part> {
    let kernels: Vec<FuncId> = (0..module.functions.len())
        .map(|i| FuncId(i as u32))
        .filter(|id| {
            let f = module.function(*id);
            f.kernel && matches!(f.body, Some(Ok(_)))
        })
        .collect();
    let count = count.min(kernels.len()).max(1);
    if count == 1 {
        return vec![Part::whole(module)];
    }
    let mut by_size: Vec<(usize, FuncId)> = kernels.iter().map(|k| (reach(module, &[*k]).iter().filter(|d| **d).count() + size(module, *k), *k)).collect();
    by_size.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let mut bins: Vec<(usize, Vec<FuncId>)> = vec![(0, Vec::new()); count];
    for (weight, kernel) in by_size {
        let lightest = bins.iter_mut().min_by_key(|(load, _)| *load).expect("at least one part");
        lightest.0 += weight;
        lightest.1.push(kernel);
    }
    let visible: Vec<FuncId> = (0..module.functions.len())
        .map(|i| FuncId(i as u32))
        .filter(|id| {
            let f = module.function(*id);
            !f.kernel && f.body.is_some() && matches!(f.linkage, Linkage::Visible | Linkage::Weak | Linkage::Common)
        })
        .collect();
    let initializer_functions: Vec<FuncId> = module
        .globals
        .iter()
        .flat_map(|g| &g.init)
        .filter_map(|e| match e {
            InitElement::Address { symbol: Symbol::Function(f), .. } => Some(*f),
            _ => None,
        })
        .collect();
    bins.retain(|(_, kernels)| !kernels.is_empty());
    bins.sort_by_key(|(load, _)| std::cmp::Reverse(*load));
    bins.into_iter()
        .enumerate()
        .map(|(index, (_, mut roots))| {
            let owner = index == 0;
            if owner {
                roots.extend(&visible);
                roots.extend(&initializer_functions);
            }
            Part { define: reach(module, &roots), owner, split: true }
        })
        .collect()
}

/// The functions `roots` reach through calls and taken addresses, as a set.
fn reach(module: &ir::Module, roots: &[FuncId]) -> Vec<bool> {
    let mut seen = vec![false; module.functions.len()];
    let mut stack = roots.to_vec();
    while let Some(id) = stack.pop() {
        if std::mem::replace(&mut seen[id.0 as usize], true) {
            continue;
        }
        let Some(Ok(body)) = &module.function(id).body else { continue };
        for statement in &body.statements {
            let Statement::Instruction(guarded) = statement else { continue };
            if let ir::Instruction::Call { callee: ir::Callee::Direct(callee), .. } = &guarded.instruction {
                stack.push(*callee);
            }
            let operands = guarded.instruction.operands();
            for operand in operands.src.iter().chain(&operands.dst) {
                let symbol = match operand {
                    Operand::SymbolAddress { symbol, .. } => Some(*symbol),
                    Operand::Address(address) => match address.base {
                        ir::AddressBase::Symbol(symbol) => Some(symbol),
                        _ => None,
                    },
                    _ => None,
                };
                if let Some(Symbol::Function(f)) = symbol {
                    stack.push(f);
                }
            }
        }
    }
    seen
}

/// A function's size in statements.
fn size(module: &ir::Module, id: FuncId) -> usize {
    match &module.function(id).body {
        Some(Ok(body)) => body.statements.len(),
        _ => 0,
    }
}
