//! Splitting a module into parts compiled on separate threads.
//!
//! Each part defines some of the kernels and every function they call, as private copies;
//! one part, the owner, also defines the module's variables, its externally visible
//! functions and every function whose address is taken, which the others declare (a
//! function's address must be the same wherever the module takes it). The parts' objects
//! are linked into one, so the result is the module compiled whole, only sooner.

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
    /// Per function: whether its address is taken, so that only the owner defines it.
    pub address_taken: Vec<bool>,
}

impl Part {
    /// The whole module, as one part.
    pub fn whole(module: &ir::Module) -> Part {
        Part { define: vec![true; module.functions.len()], owner: true, split: false, address_taken: vec![false; module.functions.len()] }
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
    let address_taken = address_taken(module);
    let taken: Vec<FuncId> = (0..module.functions.len()).filter(|i| address_taken[*i]).map(|i| FuncId(i as u32)).collect();
    bins.retain(|(_, kernels)| !kernels.is_empty());
    bins.sort_by_key(|(load, _)| std::cmp::Reverse(*load));
    bins.into_iter()
        .enumerate()
        .map(|(index, (_, mut roots))| {
            let owner = index == 0;
            if owner {
                roots.extend(&visible);
                roots.extend(&taken);
            }
            Part { define: reach(module, &roots), owner, split: true, address_taken: address_taken.clone() }
        })
        .collect()
}

/// The functions whose address a variable's initializer or an instruction takes.
fn address_taken(module: &ir::Module) -> Vec<bool> {
    let mut taken = vec![false; module.functions.len()];
    for element in module.globals.iter().flat_map(|g| &g.init) {
        if let InitElement::Address { symbol: Symbol::Function(f), .. } = element {
            taken[f.0 as usize] = true;
        }
    }
    for function in &module.functions {
        let Some(Ok(body)) = &function.body else { continue };
        for statement in &body.statements {
            let Statement::Instruction(guarded) = statement else { continue };
            let operands = guarded.instruction.operands();
            for operand in operands.src.iter().chain(&operands.dst) {
                if let Some(Symbol::Function(f)) = symbol_of(operand) {
                    taken[f.0 as usize] = true;
                }
            }
        }
    }
    taken
}

/// The symbol an operand names, as a value or an address base.
fn symbol_of(operand: &Operand) -> Option<Symbol> {
    match operand {
        Operand::SymbolAddress { symbol, .. } => Some(*symbol),
        Operand::Address(address) => match address.base {
            ir::AddressBase::Symbol(symbol) => Some(symbol),
            _ => None,
        },
        _ => None,
    }
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
                if let Some(Symbol::Function(f)) = symbol_of(operand) {
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
