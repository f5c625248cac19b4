//! Where the host target puts shared memory: each static `.shared` variable gets one offset
//! in the block's shared memory, and each kernel learns how many bytes it needs.
//!
//! A GPU lays out shared memory per kernel, with only the variables the kernel uses, and
//! CUDA reports that size (`cudaFuncAttributes::sharedSizeBytes`); programs size their
//! dynamic shared memory by it. On the host one function's code serves every kernel that
//! calls it, so a variable has one offset for all of them. Variables are placed in order,
//! each after the variables already placed that some kernel uses together with it: two
//! kernels with their own variables both start at 0, and a kernel's size is the end of the
//! last of its variables — CUDA's number whenever kernels share no variables.
//!
//! Dynamic shared memory (`.extern .shared`) starts at one offset for the whole module, after
//! the static variables of every kernel that uses it, since a function that addresses it
//! may be called from several kernels.

use std::collections::BTreeMap;

use crate::ir::{self, AddressBase, Callee, FuncId, GlobalId, InitElement, Instruction, Linkage, Operand, StateSpace, Statement, Symbol, VarId};
use crate::passes::call_graph;

/// A kernel's shared memory.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct KernelShared {
    /// Bytes of the static variables the kernel (and what it calls) uses.
    pub static_size: u32,
    /// Where its dynamic shared memory starts.
    pub dynamic_offset: u32,
}

/// The module's shared memory layout.
#[derive(Debug, Default)]
pub(crate) struct SharedLayout {
    /// Module-scope static variables, by index.
    pub globals: BTreeMap<usize, u64>,
    /// Function-scope variables.
    pub locals: BTreeMap<(FuncId, VarId), u64>,
    /// Where dynamic shared memory starts, in every function.
    pub dynamic_offset: u64,
    /// By kernel name.
    pub kernels: BTreeMap<String, KernelShared>,
}

/// A static shared variable and the kernels that use it.
struct Variable {
    place: Place,
    size: u64,
    align: u64,
    kernels: Vec<bool>,
}

#[derive(Clone, Copy)]
enum Place {
    Global(usize),
    Local(FuncId, VarId),
}

impl SharedLayout {
    pub fn new(module: &ir::Module) -> SharedLayout {
        let kernels: Vec<FuncId> = (0..module.functions.len()).map(|i| FuncId(i as u32)).filter(|id| module.function(*id).kernel).collect();
        let address_taken = address_taken(module);
        let reach: Vec<Vec<bool>> = kernels.iter().map(|k| reachable(module, *k, &address_taken)).collect();
        let uses: Vec<Vec<GlobalId>> = (0..module.functions.len()).map(|i| globals_used(module, FuncId(i as u32))).collect();
        let used_by = |function: usize| -> Vec<bool> { reach.iter().map(|r| r[function]).collect() };

        let mut variables = Vec::new();
        let mut dynamic_users = vec![false; kernels.len()];
        for (index, global) in module.globals.iter().enumerate() {
            if global.space != StateSpace::Shared {
                continue;
            }
            let mut users = vec![false; kernels.len()];
            for (function, used) in uses.iter().enumerate() {
                if used.contains(&GlobalId(index as u32)) {
                    users.iter_mut().zip(used_by(function)).for_each(|(u, k)| *u |= k);
                }
            }
            if global.linkage == Linkage::Extern || global.ty.bytes() == 0 {
                dynamic_users.iter_mut().zip(&users).for_each(|(d, u)| *d |= u);
                continue;
            }
            let align = global.align.unwrap_or(global.ty.natural_align()).max(1);
            variables.push(Variable { place: Place::Global(index), size: global.ty.bytes(), align, kernels: users });
        }
        for (index, function) in module.functions.iter().enumerate() {
            for (var_index, var) in function.vars.iter().enumerate() {
                if var.space == StateSpace::Shared {
                    let place = Place::Local(FuncId(index as u32), VarId(var_index as u32));
                    variables.push(Variable {
                        place,
                        size: var.ty.bytes(),
                        align: var.align.unwrap_or(var.ty.natural_align()).max(1),
                        kernels: used_by(index),
                    });
                }
            }
        }

        let mut layout = SharedLayout::default();
        let mut placed: Vec<(u64, &Variable)> = Vec::new();
        let mut ends = vec![0u64; kernels.len()];
        for variable in &variables {
            let together = |other: &Variable| other.kernels.iter().zip(&variable.kernels).any(|(a, b)| *a && *b);
            let after = placed.iter().filter(|(_, other)| together(other)).map(|(at, other)| at + other.size).max().unwrap_or(0);
            let at = after.div_ceil(variable.align) * variable.align;
            for (end, uses) in ends.iter_mut().zip(&variable.kernels) {
                if *uses {
                    *end = (*end).max(at + variable.size);
                }
            }
            match variable.place {
                Place::Global(index) => layout.globals.insert(index, at),
                Place::Local(function, var) => layout.locals.insert((function, var), at),
            };
            placed.push((at, variable));
        }
        let dynamic_start = |end: u64| u64::from(crate::back::host_abi::dynamic_shared_offset(end.min(u64::from(u32::MAX)) as u32));
        let dynamic_after = ends.iter().zip(&dynamic_users).filter(|(_, uses)| **uses).map(|(end, _)| *end).max().unwrap_or(0);
        layout.dynamic_offset = dynamic_start(dynamic_after);
        for ((kernel, end), uses_dynamic) in kernels.iter().zip(&ends).zip(&dynamic_users) {
            let dynamic_offset = if *uses_dynamic { layout.dynamic_offset } else { dynamic_start(*end) };
            let clamp = |n: u64| n.min(u64::from(u32::MAX)) as u32;
            layout.kernels.insert(module.function(*kernel).name.clone(), KernelShared { static_size: clamp(*end), dynamic_offset: clamp(dynamic_offset) });
        }
        layout
    }

    /// `kernel`'s shared memory.
    pub fn kernel(&self, name: &str) -> KernelShared {
        self.kernels.get(name).copied().unwrap_or_default()
    }
}

/// The functions `kernel` may run: those it calls, at any depth. A function that calls
/// through a pointer may reach every function whose address the module takes.
fn reachable(module: &ir::Module, kernel: FuncId, address_taken: &[FuncId]) -> Vec<bool> {
    let mut reached = vec![false; module.functions.len()];
    let mut pending = vec![kernel];
    while let Some(id) = pending.pop() {
        if std::mem::replace(&mut reached[id.0 as usize], true) {
            continue;
        }
        pending.extend(call_graph::callees(module, id).into_iter().map(|(callee, _)| callee));
        if calls_indirectly(module, id) {
            pending.extend(address_taken.iter().copied());
        }
    }
    reached
}

fn statements(module: &ir::Module, id: FuncId) -> &[Statement] {
    match &module.function(id).body {
        Some(Ok(body)) => &body.statements,
        _ => &[],
    }
}

fn instructions(module: &ir::Module, id: FuncId) -> impl Iterator<Item = &Instruction> {
    statements(module, id).iter().filter_map(|s| match s {
        Statement::Instruction(guarded) => Some(&guarded.instruction),
        Statement::Label(_) => None,
    })
}

fn calls_indirectly(module: &ir::Module, id: FuncId) -> bool {
    instructions(module, id).any(|i| matches!(i, Instruction::Call { callee: Callee::Indirect(_), .. }))
}

/// Every symbol an operand names, vectors included.
fn symbols<'a>(operand: &'a Operand, out: &mut Vec<&'a Symbol>) {
    match operand {
        Operand::Address(ir::Address { base: AddressBase::Symbol(symbol), .. }) | Operand::SymbolAddress { symbol, .. } => out.push(symbol),
        Operand::Vector(parts) => parts.iter().for_each(|p| symbols(p, out)),
        _ => {}
    }
}

fn operand_symbols(module: &ir::Module, id: FuncId) -> Vec<&Symbol> {
    let mut out = Vec::new();
    for instruction in instructions(module, id) {
        let operands = instruction.operands();
        operands.dst.iter().chain(&operands.src).for_each(|o| symbols(o, &mut out));
    }
    out
}

fn address_taken(module: &ir::Module) -> Vec<FuncId> {
    let mut taken: Vec<FuncId> = (0..module.functions.len())
        .flat_map(|i| operand_symbols(module, FuncId(i as u32)))
        .filter_map(|s| match s {
            Symbol::Function(f) => Some(*f),
            _ => None,
        })
        .collect();
    for global in &module.globals {
        for element in &global.init {
            if let InitElement::Address { symbol: Symbol::Function(f), .. } = element {
                taken.push(*f);
            }
        }
    }
    taken.sort();
    taken.dedup();
    taken
}

/// The module-scope variables a function's instructions name.
fn globals_used(module: &ir::Module, id: FuncId) -> Vec<GlobalId> {
    operand_symbols(module, id)
        .into_iter()
        .filter_map(|s| match s {
            Symbol::Global(g) => Some(*g),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(body: &str) -> SharedLayout {
        let source = format!(".version 8.0\n.target sm_80\n.address_size 64\n{body}");
        SharedLayout::new(&crate::front::parse(&source).expect("the test PTX parses"))
    }

    fn sizes(layout: &SharedLayout, kernel: &str) -> (u32, u32) {
        let k = layout.kernel(kernel);
        (k.static_size, k.dynamic_offset)
    }

    #[test]
    fn kernels_count_only_the_variables_they_use() {
        let l = layout(
            ".shared .align 4 .b8 a[4000];\n.shared .align 8 .b8 b[2048];\n.shared .align 8 .b8 c[96];\n\
             .visible .entry none() { ret; }\n\
             .visible .entry uses_a() { .reg .b64 %r; mov.u64 %r, a; ret; }\n\
             .visible .entry uses_bc() { .reg .b64 %r; mov.u64 %r, b; mov.u64 %r, c; ret; }\n",
        );
        assert_eq!(sizes(&l, "none"), (0, 0));
        assert_eq!(sizes(&l, "uses_a"), (4000, 4000));
        assert_eq!(sizes(&l, "uses_bc"), (2144, 2144));
        assert_eq!((l.globals[&0], l.globals[&1], l.globals[&2]), (0, 0, 2048));
    }

    #[test]
    fn variables_used_together_through_a_function_never_overlap() {
        let l = layout(
            ".shared .align 4 .b8 a[100];\n.shared .align 4 .b8 b[60];\n\
             .func f() { .reg .b64 %r; mov.u64 %r, b; ret; }\n\
             .visible .entry only_b() { call f, (); ret; }\n\
             .visible .entry both() { .reg .b64 %r; mov.u64 %r, a; call f, (); ret; }\n",
        );
        assert_eq!((l.globals[&0], l.globals[&1]), (0, 100));
        assert_eq!(sizes(&l, "both"), (160, 160));
        assert_eq!(sizes(&l, "only_b").0, 160, "b has one offset for both kernels");
    }

    #[test]
    fn dynamic_shared_memory_starts_after_every_kernel_that_uses_it() {
        let l = layout(
            ".extern .shared .align 16 .b8 dynamic[];\n.shared .align 4 .b8 a[20];\n.shared .align 4 .b8 b[40];\n\
             .visible .entry small() { .reg .b64 %r; mov.u64 %r, a; mov.u64 %r, dynamic; ret; }\n\
             .visible .entry large() { .reg .b64 %r; mov.u64 %r, b; mov.u64 %r, dynamic; ret; }\n\
             .visible .entry no_dynamic() { .reg .b64 %r; mov.u64 %r, a; ret; }\n",
        );
        assert_eq!(l.dynamic_offset, 48);
        assert_eq!(sizes(&l, "small"), (20, 48));
        assert_eq!(sizes(&l, "large"), (40, 48));
        assert_eq!(sizes(&l, "no_dynamic"), (20, 32));
    }
}
