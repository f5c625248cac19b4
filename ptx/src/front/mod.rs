//! The PTX front end: source text into [`crate::ir::Module`].
//!
//! [`lexer`] tokenizes; [`parser`] reads module-level declarations and function headers;
//! [`body`] reads function bodies, resolving names in nested scopes; [`instruction`] turns
//! each instruction's opcode, modifiers and operands into typed IR, rejecting what it does
//! not understand by name.

mod body;
mod error;
mod instruction;
pub mod lexer;
mod matrix;
mod modifiers;
mod parser;
mod tokens;
mod video;
mod wmma;

pub use error::ParseError;
pub use parser::parse;
