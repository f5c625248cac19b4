//! A token stream with lookahead, and the syntax error the parser passes on.

use std::collections::VecDeque;

use super::lexer::{LexError, Lexer, Position, Token};

/// A syntax error and where it is, as the parser passes it on: inside a body it fails the
/// function (`ir::FunctionError`), outside one the module ([`super::ParseError`]).
#[derive(Clone, Debug, PartialEq)]
pub struct SyntaxError {
    pub position: Position,
    pub message: String,
}

impl From<LexError> for SyntaxError {
    fn from(error: LexError) -> SyntaxError {
        SyntaxError { position: error.position, message: error.message }
    }
}

pub type Result<T> = std::result::Result<T, SyntaxError>;

pub struct Tokens<'a> {
    lexer: Lexer<'a>,
    peeked: VecDeque<(Token<'a>, Position)>,
    /// Where the last token taken started.
    last: Position,
}

impl<'a> Tokens<'a> {
    pub fn new(source: &'a str) -> Tokens<'a> {
        Tokens { lexer: Lexer::new(source), peeked: VecDeque::new(), last: Position { line: 1, column: 1, offset: 0 } }
    }

    fn fill(&mut self, n: usize) -> Result<()> {
        while self.peeked.len() <= n {
            let next = self.lexer.next_token()?;
            self.peeked.push_back(next);
        }
        Ok(())
    }

    pub fn peek(&mut self) -> Result<Token<'a>> {
        self.peek_nth(0)
    }

    /// The token `n` places ahead (0 is the next one).
    pub fn peek_nth(&mut self, n: usize) -> Result<Token<'a>> {
        self.fill(n)?;
        Ok(self.peeked[n].0)
    }

    /// Where the next token starts.
    pub fn position(&mut self) -> Result<Position> {
        self.fill(0)?;
        Ok(self.peeked[0].1)
    }

    pub fn next(&mut self) -> Result<Token<'a>> {
        self.fill(0)?;
        let (token, position) = self.peeked.pop_front().expect("filled");
        self.last = position;
        Ok(token)
    }

    /// Goes back to `position`, where a token taken earlier started, so that the tokens from
    /// there are read again: a statement that failed is skipped from its start.
    pub fn rewind(&mut self, position: Position) {
        self.peeked.clear();
        self.lexer.seek(position);
        self.last = position;
    }

    /// The source text between two byte offsets.
    pub fn slice(&self, start: u32, end: u32) -> &'a str {
        self.lexer.slice(start, end)
    }

    /// Where the last token taken started.
    pub fn last_position(&self) -> Position {
        self.last
    }

    pub fn error<T>(&mut self, message: impl Into<String>) -> Result<T> {
        let position = self.position()?;
        Err(SyntaxError { position, message: message.into() })
    }

    /// Takes the next token if it is the punctuation `c`.
    pub fn eat(&mut self, c: u8) -> Result<bool> {
        if self.peek()? == Token::Punct(c) {
            self.next()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    pub fn expect(&mut self, c: u8) -> Result<()> {
        match self.peek()? {
            Token::Punct(p) if p == c => {
                self.next()?;
                Ok(())
            }
            other => self.error(format!("expected `{}`, found {other}", c as char)),
        }
    }

    /// Takes the next token if it is the directive or modifier `.name`.
    pub fn eat_dot(&mut self, name: &str) -> Result<bool> {
        if self.peek()? == Token::Dot(name) {
            self.next()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    pub fn expect_name(&mut self) -> Result<&'a str> {
        match self.peek()? {
            Token::Name(name) => {
                self.next()?;
                Ok(name)
            }
            other => self.error(format!("expected a name, found {other}")),
        }
    }

    /// An unsigned integer literal.
    pub fn expect_uint(&mut self) -> Result<u64> {
        match self.peek()? {
            Token::Int { value, .. } => {
                self.next()?;
                Ok(value)
            }
            other => self.error(format!("expected an integer, found {other}")),
        }
    }

    /// Skips tokens up to and including the `}` that closes an already opened `{`.
    pub fn skip_block(&mut self) -> Result<()> {
        let mut depth = 1;
        loop {
            match self.next()? {
                Token::Punct(b'{') => depth += 1,
                Token::Punct(b'}') => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(());
                    }
                }
                Token::End => return Err(SyntaxError { position: self.last, message: "unclosed `{`".into() }),
                _ => {}
            }
        }
    }

    /// Skips every token on the line of the last token taken (`.loc` has no terminator).
    pub fn skip_rest_of_line(&mut self) -> Result<()> {
        let line = self.last.line;
        while self.peek()? != Token::End && self.position()?.line == line {
            self.next()?;
        }
        Ok(())
    }
}
