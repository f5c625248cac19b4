//! What a module that does not parse reports: the syntax error, where it is, and the
//! statement and function header it was found in.

use std::fmt;

use super::lexer::Position;

/// PTX the front end rejects as a whole: a syntax error outside every function body, in a
/// directive, a module-scope variable or a function's header. An error inside a body fails
/// only its function instead (`ir::FunctionError`).
#[derive(Clone, Debug, PartialEq)]
pub struct ParseError {
    pub position: Position,
    /// The function whose header holds the error, if one does.
    pub function: Option<String>,
    /// The statement at fault, from its start to the end of the error's line (on one line,
    /// cut short if long).
    pub statement: Option<String>,
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.position.line, self.position.column)?;
        if let Some(function) = &self.function {
            write!(f, ", in the header of `{function}`")?;
        }
        if let Some(statement) = &self.statement {
            write!(f, ": `{statement}`")?;
        }
        write!(f, ": {}", self.message)
    }
}

impl std::error::Error for ParseError {}

/// The most of a statement's text an error quotes.
const QUOTE_LIMIT: usize = 200;

/// A statement's text for an error message: on one line, and cut short if it is long.
pub(super) fn quote(text: &str) -> String {
    let mut quoted = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if let Some((cut, _)) = quoted.char_indices().nth(QUOTE_LIMIT) {
        quoted.truncate(cut);
        quoted.push_str(" ...");
    }
    quoted
}
