//! Grid-wide synchronization: `%envreg1`/`%envreg2` become a kernel parameter.
//!
//! CUDA's `cooperative_groups::grid_group::sync()` is ordinary code: atomics on a zeroed
//! workspace in global memory that the driver provides to cooperative launches. The kernel
//! finds it in two driver-defined registers, `%envreg2` (low 32 bits of its address) and
//! `%envreg1` (high), and traps if the address is null, which it is for other launches.
//!
//! AMD GPUs have no such registers, so a kernel that reads them gets one more parameter,
//! after its own, named [`PARAM_NAME`]: the workspace's address. The driver passes it
//! (null for a launch that is not cooperative), and each read becomes a load of half of it.
//! Only kernels have parameters, so a device function that reads the registers fails with
//! the reason.

use crate::ir::{
    Address, AddressBase, FunctionError, FunctionErrorKind, Guarded, Instruction, Load, Module, Operand, ScalarType, Special, StateSpace, Statement, Symbol,
    VarType, Variable,
};

/// The added parameter's name: not a PTX identifier, so it cannot clash with one.
pub const PARAM_NAME: &str = "%rocuda_grid_workspace";

/// A kernel given the workspace parameter, and where a launch puts it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridWorkspace {
    pub kernel: String,
    /// The kernel's own parameters, before the workspace.
    pub params: u32,
    /// The workspace's byte offset in the parameter buffer (after the kernel's own
    /// parameters, each at a multiple of its alignment).
    pub offset: u32,
}

/// The byte offset of the address half a register holds, or `None` for other registers.
fn half(special: &Special) -> Option<i64> {
    match special {
        Special::Envreg(2) => Some(0),
        Special::Envreg(1) => Some(4),
        _ => None,
    }
}

fn reads_workspace(instruction: &Instruction) -> bool {
    let operands = instruction.operands();
    operands.src.iter().any(|o| matches!(o, Operand::Special(s) if half(s).is_some()))
}

/// Rewrites every kernel that reads the workspace registers; returns them.
pub fn lower(module: &mut Module) -> Vec<GridWorkspace> {
    let mut kernels = Vec::new();
    for function in &mut module.functions {
        let Some(Ok(body)) = &mut function.body else { continue };
        let Some(line) = body.statements.iter().find_map(|s| match s {
            Statement::Instruction(g) if reads_workspace(&g.instruction) => Some(g.line),
            _ => None,
        }) else {
            continue;
        };
        if !function.kernel {
            let message = "reads the grid-synchronization workspace (%envreg1/%envreg2), which only a kernel can".to_string();
            function.body = Some(Err(FunctionError { line, column: 1, instruction: Some("mov".into()), kind: FunctionErrorKind::Rejected(message) }));
            continue;
        }
        let param = crate::ir::VarId(function.vars.len() as u32);
        let mut unsupported = None;
        for statement in &mut body.statements {
            let Statement::Instruction(Guarded { instruction, line, .. }) = statement else { continue };
            if !reads_workspace(instruction) {
                continue;
            }
            match instruction {
                Instruction::Mov { ty, dst, src: Operand::Special(special) } if ty.bytes() == 4 => {
                    let offset = half(special).expect("a workspace register");
                    let addr = Operand::Address(Address { base: AddressBase::Symbol(Symbol::Var(param)), offset });
                    *instruction = Instruction::Load(Load {
                        space: StateSpace::Param,
                        ty: ScalarType::U32,
                        vector: 1,
                        semantics: Default::default(),
                        scope: Default::default(),
                        cache: Default::default(),
                        non_coherent: false,
                        dst: dst.clone(),
                        addr,
                    });
                }
                _ => {
                    unsupported.get_or_insert(*line);
                }
            }
        }
        if let Some(line) = unsupported {
            let message = "reads %envreg1/%envreg2 other than with a 32-bit mov".to_string();
            function.body = Some(Err(FunctionError { line, column: 1, instruction: None, kind: FunctionErrorKind::Rejected(message) }));
            continue;
        }
        let end = function.param_layout().last().map_or(0, |last| u64::from(last.offset) + u64::from(last.size));
        let offset = u32::try_from(end.div_ceil(8) * 8).unwrap_or(u32::MAX);
        kernels.push(GridWorkspace { kernel: function.name.clone(), params: function.params.len() as u32, offset });
        function.vars.push(Variable { name: PARAM_NAME.into(), space: StateSpace::Param, ty: VarType::scalar(ScalarType::U64), align: Some(8) });
        function.params.push(param);
    }
    kernels
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kernel_gets_the_workspace_as_its_last_parameter() {
        let source = ".version 8.0\n.target sm_80\n.address_size 64\n\
            .visible .entry k(.param .u32 n) { .reg .b32 %r<3>; mov.u32 %r1, %envreg2; mov.u32 %r2, %envreg1; ret; }\n\
            .visible .entry plain(.param .u64 out) { ret; }\n\
            .func f() { .reg .b32 %r<2>; mov.u32 %r1, %envreg1; ret; }\n";
        let mut module = crate::front::parse(source).expect("parses");
        assert_eq!(lower(&mut module), [GridWorkspace { kernel: "k".into(), params: 1, offset: 8 }]);
        let k = &module.functions[0];
        assert_eq!(k.params.len(), 2);
        assert_eq!(k.var(k.params[1]).name, PARAM_NAME);
        let Some(Ok(body)) = &k.body else { panic!("k compiles") };
        let offsets: Vec<i64> = body
            .statements
            .iter()
            .filter_map(|s| match s {
                Statement::Instruction(Guarded { instruction: Instruction::Load(Load { addr: Operand::Address(a), .. }), .. }) => Some(a.offset),
                _ => None,
            })
            .collect();
        assert_eq!(offsets, [0, 4]);
        assert_eq!(module.functions[1].params.len(), 1);
        assert!(
            matches!(&module.functions[2].body, Some(Err(FunctionError { kind: FunctionErrorKind::Rejected(message), .. })) if message.contains("only a kernel"))
        );
    }
}
