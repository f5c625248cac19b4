//! The grid-synchronization functions of CUDA's device runtime library (`libcudadevrt.a`),
//! which NVVM's PTX calls (numba-cuda's `this_grid()` and `grid.sync()`) where nvcc's inlines
//! the same work from the cooperative-groups headers. The library is machine code only, so
//! rocuda provides them:
//!
//! - `cudaCGGetIntrinsicHandle(scope)` becomes, at each call, a read of the grid workspace's
//!   address (`%envreg2`, `%envreg1`), which [`super::grid_workspace`] then turns into the
//!   kernel's workspace parameter. Every scope answers the grid's: CUDA 13 has no multi-grid
//!   groups, and the handle of the grid is what `cudaCGSynchronize` takes.
//! - `cudaCGSynchronize(handle, flags)` gets a definition, [`SYNCHRONIZE`]: the same barrier
//!   the headers' `grid_group::sync()` runs on the workspace's barrier word (offset 4, after
//!   the workspace's size), so the two may be mixed and the driver's zeroed workspace serves
//!   both. Block 0 adds `0x80000000 - (blocks - 1)`, every other block 1, so the word's top
//!   bit flips when the last block arrives; each block's first thread waits for the flip.

use crate::ir::{
    Address, AddressBase, Body, Callee, FuncId, Function, FunctionError, FunctionErrorKind, Guarded, Instruction, Linkage, Module, Operand, ScalarType,
    Special, StateSpace, Statement, Store, Symbol, VarId, VarType, Variable,
};

const GET_HANDLE: &str = "cudaCGGetIntrinsicHandle";
const SYNCHRONIZE_NAME: &str = "cudaCGSynchronize";

/// `cudaCGSynchronize`'s definition.
const SYNCHRONIZE: &str = "
.version 7.0
.target sm_80
.address_size 64
.func (.param .b32 status) cudaCGSynchronize(.param .b64 workspace, .param .b32 flags)
{
    .reg .pred %not_leader, %not_first, %waiting;
    .reg .b32 %thread<4>, %block<4>, %count<4>, %add, %before, %now, %flipped;
    .reg .b64 %barrier;
    ld.param.u64 %barrier, [workspace];
    add.u64 %barrier, %barrier, 4;
    bar.sync 0;
    mov.u32 %thread1, %tid.x;
    mov.u32 %thread2, %tid.y;
    mov.u32 %thread3, %tid.z;
    or.b32 %thread0, %thread1, %thread2;
    or.b32 %thread0, %thread0, %thread3;
    setp.ne.u32 %not_leader, %thread0, 0;
    @%not_leader bra RELEASED;
    mov.u32 %block1, %ctaid.x;
    mov.u32 %block2, %ctaid.y;
    mov.u32 %block3, %ctaid.z;
    or.b32 %block0, %block1, %block2;
    or.b32 %block0, %block0, %block3;
    setp.ne.u32 %not_first, %block0, 0;
    mov.u32 %count1, %nctaid.x;
    mov.u32 %count2, %nctaid.y;
    mov.u32 %count3, %nctaid.z;
    mul.lo.u32 %count0, %count1, %count2;
    mul.lo.u32 %count0, %count0, %count3;
    sub.u32 %add, 0x80000001, %count0;
    @%not_first mov.u32 %add, 1;
    membar.gl;
    atom.global.add.u32 %before, [%barrier], %add;
WAIT:
    ld.volatile.global.u32 %now, [%barrier];
    xor.b32 %flipped, %before, %now;
    and.b32 %flipped, %flipped, 0x80000000;
    setp.eq.u32 %waiting, %flipped, 0;
    @%waiting bra WAIT;
    membar.gl;
RELEASED:
    bar.sync 0;
    st.param.b32 [status], 0;
    ret;
}
";

/// Whether rocuda provides the device-runtime function `name`, declared without a body.
pub fn provides(name: &str) -> bool {
    name == GET_HANDLE || name == SYNCHRONIZE_NAME
}

/// Defines `cudaCGSynchronize` where the module declares it, and replaces each call of
/// `cudaCGGetIntrinsicHandle`.
pub fn lower(module: &mut Module) {
    if let Some(id) = module.function_named(SYNCHRONIZE_NAME) {
        define_synchronize(&mut module.functions[id.0 as usize]);
    }
    let Some(get_handle) = module.function_named(GET_HANDLE).filter(|id| module.function(*id).body.is_none()) else { return };
    for function in &mut module.functions {
        if let Err(error) = replace_handle_calls(function, get_handle) {
            function.body = Some(Err(error));
        }
    }
}

fn define_synchronize(declared: &mut Function) {
    if declared.body.is_some() {
        return;
    }
    let definition = crate::front::parse(SYNCHRONIZE).ok().and_then(|mut module| module.functions.pop());
    let Some(definition) = definition.filter(|d| matches!(d.body, Some(Ok(_)))) else {
        declared.body = Some(Err(rejected(declared.line, "rocuda's definition of cudaCGSynchronize does not compile")));
        return;
    };
    let shape = |f: &Function, ids: &[VarId]| ids.iter().map(|id| f.var(*id).ty.bytes()).collect::<Vec<_>>();
    if shape(declared, &declared.params) != shape(&definition, &definition.params)
        || shape(declared, &declared.returns) != shape(&definition, &definition.returns)
    {
        declared.body = Some(Err(rejected(declared.line, "cudaCGSynchronize is declared with other parameters than (u64 handle, u32 flags) -> u32")));
        return;
    }
    *declared = Function { name: declared.name.clone(), line: declared.line, linkage: Linkage::Internal, ..definition };
}

/// Replaces `call (handle), cudaCGGetIntrinsicHandle, (scope)` by the workspace's address
/// written to `handle`.
fn replace_handle_calls(function: &mut Function, get_handle: FuncId) -> Result<(), FunctionError> {
    let Some(Ok(body)) = &mut function.body else { return Ok(()) };
    if !body.statements.iter().any(|s| calls(s, get_handle)) {
        return Ok(());
    }
    let mut register = |scalar: ScalarType| {
        function.vars.push(Variable { name: format!("%rocuda_cg{}", function.vars.len()), space: StateSpace::Reg, ty: VarType::scalar(scalar), align: None });
        VarId(function.vars.len() as u32 - 1)
    };
    let (low, high, address) = (register(ScalarType::U32), register(ScalarType::U32), register(ScalarType::B64));
    let reg = |var: VarId| Operand::Reg { var, component: None };
    let mut statements = Vec::with_capacity(body.statements.len() + 3);
    for statement in std::mem::take(&mut body.statements) {
        let Statement::Instruction(Guarded { guard, instruction: Instruction::Call { returns, .. }, line }) = &statement else {
            statements.push(statement);
            continue;
        };
        if !calls(&statement, get_handle) {
            statements.push(statement);
            continue;
        }
        let [handle] = returns.as_slice() else { return Err(rejected(*line, "cudaCGGetIntrinsicHandle returns one value")) };
        let write = match handle {
            Operand::SymbolAddress { symbol: Symbol::Var(var), offset } if function.vars[var.0 as usize].space == StateSpace::Param => {
                Instruction::Store(Store {
                    space: StateSpace::Param,
                    ty: ScalarType::B64,
                    vector: 1,
                    semantics: Default::default(),
                    scope: Default::default(),
                    cache: Default::default(),
                    addr: Operand::Address(Address { base: AddressBase::Symbol(Symbol::Var(*var)), offset: *offset }),
                    src: reg(address),
                })
            }
            _ => Instruction::Mov { ty: ScalarType::B64, dst: handle.clone(), src: reg(address) },
        };
        let reads = [
            Instruction::Mov { ty: ScalarType::U32, dst: reg(low), src: Operand::Special(Special::Envreg(2)) },
            Instruction::Mov { ty: ScalarType::U32, dst: reg(high), src: Operand::Special(Special::Envreg(1)) },
            Instruction::Mov { ty: ScalarType::B64, dst: reg(address), src: Operand::Vector(vec![reg(low), reg(high)]) },
            write,
        ];
        statements.extend(reads.into_iter().map(|instruction| Statement::Instruction(Guarded { guard: *guard, instruction, line: *line })));
    }
    *body = Body { labels: std::mem::take(&mut body.labels), statements };
    Ok(())
}

fn calls(statement: &Statement, callee: FuncId) -> bool {
    matches!(statement, Statement::Instruction(Guarded { instruction: Instruction::Call { callee: Callee::Direct(id), .. }, .. }) if *id == callee)
}

fn rejected(line: u32, message: &str) -> FunctionError {
    FunctionError { line, column: 1, instruction: Some("call".into()), kind: FunctionErrorKind::Rejected(message.to_string()) }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADER: &str = ".version 7.0\n.target sm_75\n.address_size 64\n";

    fn lowered(body: &str) -> Module {
        let mut module = crate::front::parse(&format!("{HEADER}{body}")).expect("valid PTX");
        crate::passes::run(&mut module);
        module
    }

    #[test]
    fn a_kernel_synchronizing_its_grid_through_the_device_runtime_compiles() {
        let module = lowered(
            ".extern .func (.param .b64 r) cudaCGGetIntrinsicHandle(.param .b32 scope);
             .extern .func (.param .b32 r) cudaCGSynchronize(.param .b64 handle, .param .b32 flags);
             .visible .entry k() {
                 .reg .b64 %h; .reg .b32 %s;
                 { .param .b32 p0; st.param.b32 [p0], 1; .param .b64 r0;
                   call.uni (r0), cudaCGGetIntrinsicHandle, (p0); ld.param.b64 %h, [r0]; }
                 { .param .b64 p0; st.param.b64 [p0], %h; .param .b32 p1; st.param.b32 [p1], 0; .param .b32 r0;
                   call.uni (r0), cudaCGSynchronize, (p0, p1); ld.param.b32 %s, [r0]; }
                 ret;
             }",
        );
        let kernel = module.function(module.function_named("k").expect("the kernel"));
        let Some(Ok(body)) = &kernel.body else { panic!("the kernel failed: {:?}", kernel.body) };
        let get_handle = module.function_named(GET_HANDLE).expect("still declared");
        assert!(!body.statements.iter().any(|s| calls(s, get_handle)));
        assert_eq!(kernel.var(*kernel.params.last().expect("a parameter")).name, crate::passes::grid_workspace::PARAM_NAME);
        let synchronize = module.function(module.function_named(SYNCHRONIZE_NAME).expect("defined"));
        assert!(matches!(synchronize.body, Some(Ok(_))), "{:?}", synchronize.body);
        assert!(provides(GET_HANDLE) && provides(SYNCHRONIZE_NAME) && !provides("cudaGetParameterBuffer"));
    }

    #[test]
    fn a_device_function_cannot_take_the_grid_handle_and_a_wrong_declaration_is_refused() {
        let module = lowered(
            ".extern .func (.param .b64 r) cudaCGGetIntrinsicHandle(.param .b32 scope);
             .extern .func (.param .b32 r) cudaCGSynchronize(.param .b32 handle);
             .func f() {
                 .reg .b64 %h;
                 { .param .b32 p0; st.param.b32 [p0], 1; .param .b64 r0;
                   call.uni (r0), cudaCGGetIntrinsicHandle, (p0); ld.param.b64 %h, [r0]; }
                 ret;
             }",
        );
        let failed = |name: &str| matches!(module.function(module.function_named(name).expect("declared")).body, Some(Err(_)));
        assert!(failed("f"), "only a kernel has the workspace");
        assert!(failed(SYNCHRONIZE_NAME), "a declaration with other parameters");
    }
}
