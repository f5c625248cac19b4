//! Why a whole module cannot be compiled, as a value: the kind of failure, with the error
//! that caused it (`source()`), a syntax error keeping the parser's position. A function
//! that fails alone is a [`super::Failure`] instead, and the module compiles without it.
//!
//! `Display` gives the whole account, the cause's included, since the driver and
//! `rocuda compile` log it as it is.

use std::fmt;
use std::path::PathBuf;
use std::sync::Arc;

use crate::front::ParseError;

/// Why a whole module could not be compiled.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum CompileError {
    /// PTX the front end rejected as a whole: a syntax error outside every function body,
    /// with its line, column, statement and function header.
    Parse(ParseError),
    /// The module's shape cannot be compiled.
    Module(ModuleError),
    /// LLVM's verifier rejected the generated module: a bug in the back end.
    Verifier { message: String },
    /// LLVM failed at `step`; the message is LLVM's.
    Llvm { step: LlvmStep, message: String },
    /// A tool or library the compiler needs is missing or failed.
    Tool(ToolError),
    /// A compiler thread panicked: a bug of the compiler.
    Internal { message: String },
}

impl fmt::Display for CompileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CompileError::Parse(error) => write!(f, "PTX: {error}"),
            CompileError::Module(error) => write!(f, "module: {error}"),
            CompileError::Verifier { message } => write!(f, "LLVM verifier: {message}"),
            CompileError::Llvm { step, message } => write!(f, "LLVM, {}: {message}", step.description()),
            CompileError::Tool(error) => write!(f, "{error}"),
            CompileError::Internal { message } => write!(f, "internal compiler error: {message}"),
        }
    }
}

impl std::error::Error for CompileError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            CompileError::Parse(error) => Some(error),
            CompileError::Module(error) => Some(error),
            CompileError::Tool(error) => Some(error),
            CompileError::Verifier { .. } | CompileError::Llvm { .. } | CompileError::Internal { .. } => None,
        }
    }
}

impl From<ParseError> for CompileError {
    fn from(error: ParseError) -> CompileError {
        CompileError::Parse(error)
    }
}

impl From<ModuleError> for CompileError {
    fn from(error: ModuleError) -> CompileError {
        CompileError::Module(error)
    }
}

impl From<ToolError> for CompileError {
    fn from(error: ToolError) -> CompileError {
        CompileError::Tool(error)
    }
}

/// What in a module's shape cannot be compiled.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ModuleError {
    /// `.address_size` other than 64.
    AddressSize(u32),
    /// A module-scope variable the back end cannot emit: its name, its line, and why.
    Global { name: String, line: u32, reason: String },
    /// Module-level emission failed otherwise; the message names what.
    Emit(String),
}

impl fmt::Display for ModuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ModuleError::AddressSize(size) => write!(f, ".address_size {size} is not supported; only 64"),
            ModuleError::Global { name, line, reason } => write!(f, "line {line}: `{name}`: {reason}"),
            ModuleError::Emit(message) => f.write_str(message),
        }
    }
}

impl std::error::Error for ModuleError {}

/// What LLVM was doing when it failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LlvmStep {
    /// Making the target machine of a target.
    TargetMachine,
    /// Linking AMD's device libraries into the module.
    LinkDeviceLibraries,
    /// Running the optimization passes.
    Optimize,
    /// Producing assembly or an object.
    CodeGeneration,
}

impl LlvmStep {
    fn description(self) -> &'static str {
        match self {
            LlvmStep::TargetMachine => "making the target machine",
            LlvmStep::LinkDeviceLibraries => "linking the device libraries",
            LlvmStep::Optimize => "optimizing",
            LlvmStep::CodeGeneration => "generating code",
        }
    }
}

/// A tool or library the compiler needs that is missing or failed.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum ToolError {
    /// `ld.lld` is nowhere the compiler looks (`ROCUDA_LLD`, ROCm, LLVM 19, `PATH`).
    LinkerNotFound,
    /// AMD's device libraries (`ockl.bc`) are nowhere the compiler looks.
    DeviceLibrariesNotFound,
    /// A file or process of linking failed: what was being done (`writing`, `reading`,
    /// `creating`, `running`), to which path, and the system's error.
    Io { action: &'static str, path: PathBuf, error: Arc<std::io::Error> },
    /// The linker ran and failed: its path and what it printed.
    LinkerFailed { linker: PathBuf, stderr: String },
    /// A device library is not bitcode this LLVM reads: its path and LLVM's message.
    DeviceLibrary { path: PathBuf, message: String },
}

impl ToolError {
    /// `error`, met while `action` (`writing`, `reading`, ...) `path`.
    pub fn io(action: &'static str, path: impl Into<PathBuf>, error: std::io::Error) -> ToolError {
        ToolError::Io { action, path: path.into(), error: Arc::new(error) }
    }
}

impl fmt::Display for ToolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ToolError::LinkerNotFound => f.write_str("ld.lld not found: install lld-19 or set ROCUDA_LLD"),
            ToolError::DeviceLibrariesNotFound => f.write_str("AMD device libraries (ockl.bc) not found: install rocm-device-libs or set ROCUDA_DEVICE_LIBS"),
            ToolError::Io { action, path, error } => write!(f, "{action} {}: {error}", path.display()),
            ToolError::LinkerFailed { linker, stderr } => write!(f, "{} failed: {stderr}", linker.display()),
            ToolError::DeviceLibrary { path, message } => write!(f, "{}: {message}", path.display()),
        }
    }
}

impl std::error::Error for ToolError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ToolError::Io { error, .. } => Some(error.as_ref()),
            _ => None,
        }
    }
}
