//! rocuda's typed PTX IR: what the front end produces, the passes transform and the back
//! ends emit. A module's functions are independent here: one that failed to parse or
//! compile carries its error, and the others are unaffected.

pub mod error;
pub mod fragments;
pub mod instruction;
pub mod matrix;
pub mod modifiers;
pub mod operand;
pub mod types;
pub mod unsupported;
pub mod validate;
pub mod video;
pub mod visit;
pub mod wmma;

pub use error::{FunctionError, FunctionErrorKind, InvalidIr};
pub use instruction::*;
pub use matrix::*;
pub use operand::*;
pub use types::*;
pub use unsupported::{Family, Form, TargetGap, Unsupported, UnsupportedReason};
pub use video::*;
pub use visit::Operands;

/// A PTX module.
#[derive(Clone, Debug, Default)]
pub struct Module {
    /// `.version major.minor`.
    pub version: (u32, u32),
    /// `.target` entries: `sm_80`, `texmode_independent`, `debug`, ...
    pub target: Vec<String>,
    /// `.address_size`: 64 (32 is accepted but not compiled).
    pub address_size: u32,
    pub globals: Vec<Global>,
    pub functions: Vec<Function>,
}

/// How far a symbol is visible.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Linkage {
    /// No directive: this module only.
    #[default]
    Internal,
    /// `.visible`: defined here, visible to other modules.
    Visible,
    /// `.extern`: defined elsewhere.
    Extern,
    /// `.weak`: visible, may be overridden.
    Weak,
    /// `.common`: visible, merged with others of the same name.
    Common,
}

/// A module-scope variable.
#[derive(Clone, Debug, PartialEq)]
pub struct Global {
    pub name: String,
    pub linkage: Linkage,
    pub space: StateSpace,
    pub ty: VarType,
    pub align: Option<u64>,
    /// The initializer's elements, flattened in memory order; missing ones are zero.
    pub init: Vec<InitElement>,
    pub line: u32,
}

/// One element of an initializer.
#[derive(Clone, Debug, PartialEq)]
pub enum InitElement {
    Imm(Immediate),
    /// A variable's or function's address plus an offset; `generic(x)` asks for its generic
    /// address.
    Address {
        symbol: Symbol,
        offset: i64,
        generic: bool,
    },
}

/// A kernel (`.entry`) or device function (`.func`).
#[derive(Clone, Debug)]
pub struct Function {
    pub name: String,
    pub kernel: bool,
    pub linkage: Linkage,
    pub params: Vec<VarId>,
    pub returns: Vec<VarId>,
    /// Every variable the function names: its parameters, registers, and function-scope
    /// `.local`, `.shared` and `.param` variables.
    pub vars: Vec<Variable>,
    pub directives: Directives,
    /// `None` for a declaration; `Err` for a function that failed to parse or to be
    /// understood.
    pub body: Option<Result<Body, FunctionError>>,
    pub line: u32,
}

impl Function {
    pub fn var(&self, id: VarId) -> &Variable {
        &self.vars[id.0 as usize]
    }

    /// Where each parameter lies in a kernel's parameter buffer, and its size in bytes: each
    /// at the next multiple of its alignment, as CUDA lays kernel parameters out.
    pub fn param_layout(&self) -> Vec<ParamSlot> {
        let mut end = 0u64;
        self.params
            .iter()
            .map(|id| {
                let var = self.var(*id);
                let align = var.align.unwrap_or(var.ty.natural_align()).max(1);
                let offset = end.div_ceil(align) * align;
                end = offset + var.ty.bytes();
                ParamSlot { offset: u32::try_from(offset).unwrap_or(u32::MAX), size: u32::try_from(var.ty.bytes()).unwrap_or(u32::MAX) }
            })
            .collect()
    }
}

/// A kernel parameter's place in the parameter buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParamSlot {
    pub offset: u32,
    pub size: u32,
}

/// Performance directives of a function.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Directives {
    pub maxntid: Option<[u32; 3]>,
    pub reqntid: Option<[u32; 3]>,
    pub minnctapersm: Option<u32>,
    pub maxnreg: Option<u32>,
    pub noreturn: bool,
}

/// A variable of a function.
#[derive(Clone, Debug, PartialEq)]
pub struct Variable {
    pub name: String,
    pub space: StateSpace,
    pub ty: VarType,
    pub align: Option<u64>,
}

/// A function's statements.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Body {
    pub labels: Vec<String>,
    pub statements: Vec<Statement>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Statement {
    Label(LabelId),
    Instruction(Guarded),
}

impl Module {
    pub fn function(&self, id: FuncId) -> &Function {
        &self.functions[id.0 as usize]
    }

    pub fn global(&self, id: GlobalId) -> &Global {
        &self.globals[id.0 as usize]
    }

    /// The function called `name`, if any.
    pub fn function_named(&self, name: &str) -> Option<FuncId> {
        self.functions.iter().position(|f| f.name == name).map(|i| FuncId(i as u32))
    }
}
