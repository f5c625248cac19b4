//! Shared memory in warp lockstep on the host target.
//!
//! A GPU executes the converged lanes of a warp (an AMD wavefront) one instruction at a
//! time: every lane's store of one statement lands before any lane's store of the next, and
//! every lane's load reads shared memory as the previous instruction left it. CUDA code
//! relies on this without saying so; llama.cpp's `quantize_q8_1_to_shared` has lanes 16 to
//! 31 store zeros over the scales that lanes 0 and 8 store in the next statement. The host
//! device runs each lane as a coroutine up to its next collective before the next lane
//! starts, so between two collectives one lane's accesses all come before the next lane's.
//!
//! This pass puts an [`Instruction::WarpLockstep`] before each shared-memory access whose
//! order against other lanes' accesses could differ from a GPU's: a store after any shared
//! access, or a load after a store, with no point where the warp lines up in between (a
//! barrier, a warp collective, a lockstep point). Loads after loads need none, so a loop
//! that only reads a tile its block stored before a barrier runs at full speed.
//!
//! Only functions that run in kernels whose threads already interact get lockstep points:
//! the executor runs other kernels' threads one after another, and a kernel without any
//! barrier or collective cannot have relied on a warp's lanes meeting. Generic addresses are
//! not treated as shared (nvcc gives shared accesses their state space where it knows it),
//! nor are atomics, whose order among lanes no GPU fixes.

use crate::ir::{FuncId, Guarded, Instruction, Module, StateSpace, Statement};
use crate::passes::call_graph;

/// Shared-memory accesses since the warp last lined up, as bits.
type Pending = u8;
const LOADED: Pending = 1;
const STORED: Pending = 2;

/// Inserts the lockstep points into every function that only cooperative kernels run.
pub fn insert(module: &mut Module) {
    for (index, lockstep) in functions_to_lockstep(module).into_iter().enumerate() {
        if !lockstep {
            continue;
        }
        let entry = if module.functions[index].kernel { 0 } else { LOADED | STORED };
        let Some(Ok(body)) = &mut module.functions[index].body else { continue };
        let before = points(&body.statements, body.labels.len(), entry);
        if !before.iter().any(|&b| b) {
            continue;
        }
        let statements = std::mem::take(&mut body.statements);
        for (statement, lockstep) in statements.into_iter().zip(before) {
            if lockstep {
                let line = match &statement {
                    Statement::Instruction(guarded) => guarded.line,
                    Statement::Label(_) => 0,
                };
                body.statements.push(Statement::Instruction(Guarded { guard: None, instruction: Instruction::WarpLockstep, line }));
            }
            body.statements.push(statement);
        }
    }
}

/// Per function: whether it is reached from a cooperative kernel and from no other kernel.
fn functions_to_lockstep(module: &Module) -> Vec<bool> {
    let interacting = call_graph::reaching(module, Instruction::involves_other_threads);
    let count = module.functions.len();
    let mut from_cooperative = vec![false; count];
    let mut from_other = vec![false; count];
    for (index, function) in module.functions.iter().enumerate() {
        if function.kernel {
            let marks = if interacting[index] { &mut from_cooperative } else { &mut from_other };
            mark_reachable(module, FuncId(index as u32), marks);
        }
    }
    from_cooperative.iter().zip(&from_other).map(|(&cooperative, &other)| cooperative && !other).collect()
}

fn mark_reachable(module: &Module, id: FuncId, marks: &mut [bool]) {
    let mut stack = vec![id];
    while let Some(id) = stack.pop() {
        if std::mem::replace(&mut marks[id.0 as usize], true) {
            continue;
        }
        stack.extend(call_graph::callees(module, id).into_iter().map(|(callee, _)| callee));
    }
}

/// The shared-memory accesses an instruction makes.
fn accesses(instruction: &Instruction) -> Pending {
    let shared = |space: StateSpace| matches!(space, StateSpace::Shared | StateSpace::SharedCluster);
    match instruction {
        Instruction::Load(load) if shared(load.space) => LOADED,
        Instruction::Store(store) if shared(store.space) => STORED,
        Instruction::LdMatrix(ld) if !ld.generic => LOADED,
        Instruction::StMatrix(st) if !st.generic => STORED,
        Instruction::WmmaLoad(wmma) | Instruction::WmmaStore(wmma) if shared(wmma.space) => {
            if wmma.store {
                STORED
            } else {
                LOADED
            }
        }
        Instruction::CpAsync(_) => STORED,
        _ => 0,
    }
}

/// What is pending after `guarded` when `pending` was before it (and any lockstep point
/// before it is already accounted for).
fn after(guarded: &Guarded, pending: Pending) -> Pending {
    let instruction = &guarded.instruction;
    let access = accesses(instruction);
    if matches!(instruction, Instruction::Call { .. }) {
        // The callee may access shared memory and not line up afterwards.
        return LOADED | STORED;
    }
    if instruction.involves_other_threads() && access == 0 && guarded.guard.is_none() {
        return 0;
    }
    pending | access
}

/// Whether a lockstep point must precede an access of kind `access` with `pending` before it.
fn needs_lockstep(access: Pending, pending: Pending) -> bool {
    (access & STORED != 0 && pending != 0) || (access & LOADED != 0 && pending & STORED != 0)
}

/// Per statement: whether a lockstep point goes before it. A forward data-flow over the
/// statements: what is pending at a statement is the union over the paths reaching it.
fn points(statements: &[Statement], labels: usize, entry: Pending) -> Vec<bool> {
    let mut label_at = vec![None; labels];
    for (index, statement) in statements.iter().enumerate() {
        if let Statement::Label(label) = statement {
            label_at[label.0 as usize] = Some(index);
        }
    }
    let mut pending_before: Vec<Option<Pending>> = vec![None; statements.len()];
    let mut work = vec![(0usize, entry)];
    while let Some((index, incoming)) = work.pop() {
        let Some(statement) = statements.get(index) else { continue };
        let merged = pending_before[index].unwrap_or(0) | incoming;
        if pending_before[index] == Some(merged) {
            continue;
        }
        pending_before[index] = Some(merged);
        let Statement::Instruction(guarded) = statement else {
            work.push((index + 1, merged));
            continue;
        };
        let access = accesses(&guarded.instruction);
        let pending = if needs_lockstep(access, merged) { 0 } else { merged };
        let out = after(guarded, pending);
        let mut branch = |target: &crate::ir::LabelId| {
            if let Some(Some(at)) = label_at.get(target.0 as usize) {
                work.push((*at, out));
            }
        };
        let falls_through = match &guarded.instruction {
            Instruction::Bra { target } => {
                branch(target);
                guarded.guard.is_some()
            }
            Instruction::BrxIdx { targets, .. } => {
                targets.iter().for_each(&mut branch);
                guarded.guard.is_some()
            }
            Instruction::Ret | Instruction::Exit | Instruction::Trap => guarded.guard.is_some(),
            _ => true,
        };
        if falls_through {
            work.push((index + 1, out));
        }
    }
    statements
        .iter()
        .zip(&pending_before)
        .map(|(statement, pending)| match (statement, pending) {
            (Statement::Instruction(guarded), Some(pending)) => needs_lockstep(accesses(&guarded.instruction), *pending),
            _ => false,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::front;
    use crate::ir::Body;

    fn body<'m>(module: &'m Module, name: &str) -> &'m Body {
        let id = module.function_named(name).expect("the function exists");
        match &module.function(id).body {
            Some(Ok(body)) => body,
            _ => panic!("{name} has a body"),
        }
    }

    /// The function's instructions by name, `LOCKSTEP` for the inserted points.
    fn listing(module: &Module, name: &str) -> Vec<String> {
        body(module, name)
            .statements
            .iter()
            .filter_map(|s| match s {
                Statement::Instruction(g) if g.instruction == Instruction::WarpLockstep => Some("LOCKSTEP".to_string()),
                Statement::Instruction(g) => Some(format!("{:?}", g.instruction).split([' ', '(', '{']).next().unwrap_or_default().to_string()),
                Statement::Label(_) => None,
            })
            .collect()
    }

    fn compiled(ptx: &str) -> Module {
        let mut module = front::parse(ptx).expect("the test's PTX parses");
        insert(&mut module);
        module
    }

    const HEADER: &str = ".version 8.0\n.target sm_80\n.address_size 64\n";

    #[test]
    fn a_store_after_a_store_lines_up_and_loads_after_a_barrier_do_not() {
        let module = compiled(&format!(
            "{HEADER}.visible .entry k(.param .u64 out) {{
                .shared .align 4 .b32 s[64];
                .reg .b32 %r<4>; .reg .b64 %rd<4>;
                mov.u32 %r1, s;
                st.shared.u32 [%r1], 1;
                st.shared.u32 [%r1+4], 2;
                bar.sync 0;
                ld.shared.u32 %r2, [%r1];
                ld.shared.u32 %r3, [%r1+8];
                ret;
            }}"
        ));
        assert_eq!(listing(&module, "k"), ["Mov", "Store", "LOCKSTEP", "Store", "BarSync", "Load", "Load", "Ret"]);
    }

    #[test]
    fn a_loop_that_stores_lines_up_on_every_pass() {
        let module = compiled(&format!(
            "{HEADER}.visible .entry k(.param .u64 out) {{
                .shared .align 4 .b32 s[64];
                .reg .b32 %r<4>; .reg .pred %p<2>;
                mov.u32 %r1, s;
                shfl.sync.idx.b32 %r3, %r1, 0, 31, -1;
            $L_loop:
                ld.shared.u32 %r2, [%r1];
                add.s32 %r2, %r2, 1;
                st.shared.u32 [%r1], %r2;
                setp.lt.u32 %p1, %r2, 10;
                @%p1 bra $L_loop;
                ret;
            }}"
        ));
        // The load lines up for the store of the previous pass; the store for the load.
        assert_eq!(listing(&module, "k"), ["Mov", "Shfl", "LOCKSTEP", "Load", "Add", "LOCKSTEP", "Store", "Setp", "Bra", "Ret"]);
    }

    #[test]
    fn kernels_without_collectives_get_no_lockstep_points() {
        let module = compiled(&format!(
            "{HEADER}.visible .entry k(.param .u64 out) {{
                .shared .align 4 .b32 s[64];
                .reg .b32 %r<4>;
                mov.u32 %r1, s;
                st.shared.u32 [%r1], 1;
                st.shared.u32 [%r1+4], 2;
                ret;
            }}"
        ));
        assert_eq!(listing(&module, "k"), ["Mov", "Store", "Store", "Ret"]);
    }
}
