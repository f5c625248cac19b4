//! Why one function cannot be compiled, as a value: where, the statement at fault, and a
//! typed cause that callers and tests match on. A function that calls a failed one chains
//! the callee's error as its cause (`source()`). `Display` gives the whole account, the
//! callee's included, since the driver and `rocuda compile` log it as it is.

use std::fmt;

use super::unsupported::Unsupported;

/// Why a function cannot be compiled: where, the statement at fault (if one), and the cause.
#[derive(Clone, Debug, PartialEq)]
pub struct FunctionError {
    pub line: u32,
    pub column: u32,
    /// The statement at fault as written (on one line, cut short if long), or its opcode.
    pub instruction: Option<String>,
    pub kind: FunctionErrorKind,
}

/// The cause of a [`FunctionError`].
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum FunctionErrorKind {
    /// The front end cannot read the statement, or refuses it: an unknown opcode or
    /// modifier, an operand it cannot take, a combination `ptxas` refuses, a label never
    /// defined. The parser's message says which.
    Syntax(String),
    /// An instruction the compiler understands and does not compile.
    Unsupported(Unsupported),
    /// What the function does, which the compiler understands and refuses (the message
    /// says what): a runtime call of an unexpected shape, the grid-synchronization
    /// registers read outside a kernel or other than by a 32-bit `mov`.
    Rejected(String),
    /// The IR breaks a promise of the front end: a bug of the compiler.
    Invalid(InvalidIr),
    /// A construct the back end has no lowering for; the message names it.
    Emit(String),
    /// A bug of the compiler found while emitting: a panic, or LLVM rejecting the code
    /// generated for the function.
    Internal(String),
    /// The function calls `callee`, which failed for `cause`.
    Callee { callee: String, cause: Box<FunctionError> },
}

impl FunctionErrorKind {
    /// A short name of the kind, for machine-readable reports: `syntax`, `unsupported`,
    /// `rejected`, `invalid`, `emit`, `internal` or `callee`.
    pub fn name(&self) -> &'static str {
        match self {
            FunctionErrorKind::Syntax(_) => "syntax",
            FunctionErrorKind::Unsupported(_) => "unsupported",
            FunctionErrorKind::Rejected(_) => "rejected",
            FunctionErrorKind::Invalid(_) => "invalid",
            FunctionErrorKind::Emit(_) => "emit",
            FunctionErrorKind::Internal(_) => "internal",
            FunctionErrorKind::Callee { .. } => "callee",
        }
    }

    /// The error at the end of the chain of callees: why the first function failed.
    pub fn root(&self) -> &FunctionErrorKind {
        match self {
            FunctionErrorKind::Callee { cause, .. } => cause.kind.root(),
            other => other,
        }
    }
}

/// What invalid IR breaks: each a promise of the front end that [`super::validate`] checks.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum InvalidIr {
    /// A label statement names a label the body does not declare (its index).
    UndeclaredLabel(u32),
    /// A label is placed `times` times instead of once.
    LabelPlaced { label: String, times: u32 },
    /// An instruction's guard is not a predicate register.
    GuardNotPredicate,
    /// An operand names a variable, global or function that does not exist.
    MissingOperand,
    /// A result goes somewhere other than a register.
    ResultNotRegister,
    /// A branch names an undeclared label.
    BranchToUndeclaredLabel,
    /// A branch table names an undeclared label.
    BranchTableToUndeclaredLabel,
    /// A direct call of a function the module does not have.
    UnknownCallee,
    /// A direct call passes or expects other counts than the callee's.
    CallArity { callee: String, params: usize, returns: usize },
}

impl fmt::Display for InvalidIr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InvalidIr::UndeclaredLabel(label) => write!(f, "label {label} is not declared"),
            InvalidIr::LabelPlaced { label, times } => write!(f, "label `{label}` is placed {times} times"),
            InvalidIr::GuardNotPredicate => f.write_str("the guard is not a predicate register"),
            InvalidIr::MissingOperand => f.write_str("an operand names something that does not exist"),
            InvalidIr::ResultNotRegister => f.write_str("a result goes somewhere other than a register"),
            InvalidIr::BranchToUndeclaredLabel => f.write_str("a branch to an undeclared label"),
            InvalidIr::BranchTableToUndeclaredLabel => f.write_str("a branch table with an undeclared label"),
            InvalidIr::UnknownCallee => f.write_str("a call of an unknown function"),
            InvalidIr::CallArity { callee, params, returns } => write!(f, "`{callee}` takes {params} arguments and returns {returns} values"),
        }
    }
}

impl fmt::Display for FunctionErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FunctionErrorKind::Syntax(message) | FunctionErrorKind::Rejected(message) | FunctionErrorKind::Emit(message) => f.write_str(message),
            FunctionErrorKind::Unsupported(unsupported) => write!(f, "{}", unsupported.reason),
            FunctionErrorKind::Invalid(invalid) => write!(f, "invalid IR: {invalid}"),
            FunctionErrorKind::Internal(message) => write!(f, "internal compiler error: {message}"),
            FunctionErrorKind::Callee { callee, cause } => write!(f, "calls `{callee}`, which failed: {cause}"),
        }
    }
}

impl fmt::Display for FunctionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.instruction {
            Some(instruction) => write!(f, "line {}: `{instruction}`: {}", self.line, self.kind),
            None => write!(f, "line {}:{}: {}", self.line, self.column, self.kind),
        }
    }
}

impl std::error::Error for FunctionError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            FunctionErrorKind::Callee { cause, .. } => Some(cause.as_ref()),
            _ => None,
        }
    }
}
