//! PTX tokens.
//!
//! The lexer works on bytes and borrows every name from the source, so a module of tens of
//! megabytes is tokenized without allocating. Comments (`//`, `/* */`) are skipped.

use std::fmt;

/// One token.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Token<'a> {
    /// A name: an opcode, a register (`%r12`), a special register (`%tid`), a label
    /// (`$L__BB0_2`), a variable or function name.
    Name(&'a str),
    /// `.name`: a directive or a modifier, without its dot.
    Dot(&'a str),
    /// An integer literal's value; `unsigned` if it had the `U` suffix.
    Int {
        value: u64,
        unsigned: bool,
    },
    /// `0fXXXXXXXX`: an f32 by its bits.
    F32(u32),
    /// `0dXXXXXXXXXXXXXXXX`: an f64 by its bits.
    F64(u64),
    /// A decimal floating-point literal (`1.5`, `2e-3`), as written: `.version 8.10` is no
    /// number, so the text is kept.
    Float(&'a str),
    /// A string literal, without its quotes.
    Str(&'a str),
    /// One of `, ; : { } ( ) [ ] < > @ ! | + - = *`.
    Punct(u8),
    End,
}

impl fmt::Display for Token<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Token::Name(name) => write!(f, "`{name}`"),
            Token::Dot(name) => write!(f, "`.{name}`"),
            Token::Int { value, .. } => write!(f, "`{value}`"),
            Token::F32(bits) => write!(f, "`0f{bits:08X}`"),
            Token::F64(bits) => write!(f, "`0d{bits:016X}`"),
            Token::Float(text) => write!(f, "`{text}`"),
            Token::Str(text) => write!(f, "\"{text}\""),
            Token::Punct(c) => write!(f, "`{}`", *c as char),
            Token::End => f.write_str("the end of the module"),
        }
    }
}

/// A position in the source: line and column (1-based) and byte offset.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Position {
    pub line: u32,
    pub column: u32,
    pub offset: u32,
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.column)
    }
}

/// A lexical error.
#[derive(Clone, Debug, PartialEq)]
pub struct LexError {
    pub position: Position,
    pub message: String,
}

pub struct Lexer<'a> {
    source: &'a str,
    bytes: &'a [u8],
    at: usize,
    line: u32,
    line_start: usize,
}

impl<'a> Lexer<'a> {
    pub fn new(source: &'a str) -> Lexer<'a> {
        Lexer { source, bytes: source.as_bytes(), at: 0, line: 1, line_start: 0 }
    }

    /// The byte offset of the next unread character.
    pub fn offset(&self) -> usize {
        self.at
    }

    /// Goes back (or on) to `position`, the start of a token this lexer returned, to read
    /// from there again.
    pub fn seek(&mut self, position: Position) {
        self.at = position.offset as usize;
        self.line = position.line;
        self.line_start = self.at + 1 - position.column as usize;
    }

    fn position_of(&self, at: usize) -> Position {
        Position { line: self.line, column: (at - self.line_start) as u32 + 1, offset: at as u32 }
    }

    /// The source text between two byte offsets; an `end` past the source is its end.
    pub fn slice(&self, start: u32, end: u32) -> &'a str {
        self.source.get(start as usize..(end as usize).min(self.source.len())).unwrap_or("")
    }

    /// The next token and where it starts.
    pub fn next_token(&mut self) -> Result<(Token<'a>, Position), LexError> {
        self.skip_space_and_comments()?;
        let start = self.at;
        let position = self.position_of(start);
        let Some(&byte) = self.bytes.get(start) else { return Ok((Token::End, position)) };
        let token = match byte {
            // A digit may start a modifier: `suld.b.2d`, `tex.3d`.
            b'.' if self.bytes.get(start + 1).is_some_and(|b| is_name_start(*b) || b.is_ascii_digit()) => {
                self.at += 1;
                let name_start = self.at;
                self.take_name_rest(name_start);
                // `.shared::cta`, `.L2::cache_hint`: one modifier.
                while self.bytes.get(self.at..self.at + 2) == Some(b"::") && self.bytes.get(self.at + 2).is_some_and(|b| is_name_continue(*b)) {
                    self.at += 2;
                    self.take_name_rest(self.at);
                }
                Token::Dot(&self.source[name_start..self.at])
            }
            b'%' | b'$' | b'_' | b'a'..=b'z' | b'A'..=b'Z' => {
                self.at += 1;
                Token::Name(self.take_name_rest(start))
            }
            b'0'..=b'9' => self.number(start)?,
            b'"' => self.string(start)?,
            b',' | b';' | b':' | b'{' | b'}' | b'(' | b')' | b'[' | b']' | b'<' | b'>' | b'@' | b'!' | b'|' | b'+' | b'-' | b'=' | b'*' => {
                self.at += 1;
                Token::Punct(byte)
            }
            _ => {
                let c = self.source[start..].chars().next().unwrap_or('?');
                // Step over it, so that a caller recovering from the error moves on.
                self.at += c.len_utf8();
                return Err(LexError { position, message: format!("unexpected character {c:?}") });
            }
        };
        Ok((token, position))
    }

    fn skip_space_and_comments(&mut self) -> Result<(), LexError> {
        loop {
            match self.bytes.get(self.at) {
                Some(b'\n') => {
                    self.at += 1;
                    self.line += 1;
                    self.line_start = self.at;
                }
                Some(b' ' | b'\t' | b'\r') => self.at += 1,
                Some(b'/') if self.bytes.get(self.at + 1) == Some(&b'/') => {
                    while self.bytes.get(self.at).is_some_and(|b| *b != b'\n') {
                        self.at += 1;
                    }
                }
                Some(b'/') if self.bytes.get(self.at + 1) == Some(&b'*') => {
                    let position = self.position_of(self.at);
                    self.at += 2;
                    loop {
                        match self.bytes.get(self.at) {
                            None => return Err(LexError { position, message: "unterminated comment".into() }),
                            Some(b'*') if self.bytes.get(self.at + 1) == Some(&b'/') => {
                                self.at += 2;
                                break;
                            }
                            Some(b'\n') => {
                                self.at += 1;
                                self.line += 1;
                                self.line_start = self.at;
                            }
                            Some(_) => self.at += 1,
                        }
                    }
                }
                _ => return Ok(()),
            }
        }
    }

    fn take_name_rest(&mut self, start: usize) -> &'a str {
        while self.bytes.get(self.at).is_some_and(|b| is_name_continue(*b)) {
            self.at += 1;
        }
        &self.source[start..self.at]
    }

    /// A number literal. A malformed one is stepped over before its error is returned, so
    /// that a caller recovering from the error moves on.
    fn number(&mut self, start: usize) -> Result<Token<'a>, LexError> {
        let (token, end) = self.number_token(start);
        self.at = end;
        let token = token.map_err(|message| LexError { position: self.position_of(start), message })?;
        Ok(match token {
            Token::Int { value, .. } => Token::Int { value, unsigned: self.unsigned_suffix() },
            other => other,
        })
    }

    /// The number literal at `start` (an integer's `U` suffix not yet read) and where it ends.
    fn number_token(&self, start: usize) -> (Result<Token<'a>, String>, usize) {
        let bytes = self.bytes;
        let prefix = bytes.get(start + 1).copied().map(|b| b.to_ascii_lowercase());
        if bytes[start] == b'0' && matches!(prefix, Some(b'f' | b'd' | b'x' | b'b')) {
            let kind = prefix.expect("matched above");
            let digits_start = start + 2;
            let mut end = digits_start;
            while bytes.get(end).is_some_and(u8::is_ascii_hexdigit) {
                end += 1;
            }
            let digits = &self.source[digits_start..end];
            let token = match kind {
                b'f' if digits.len() == 8 => Ok(Token::F32(u32::from_str_radix(digits, 16).expect("8 hex digits"))),
                b'd' if digits.len() == 16 => Ok(Token::F64(u64::from_str_radix(digits, 16).expect("16 hex digits"))),
                b'f' | b'd' => Err(format!("`{}` needs {} hex digits", &self.source[start..end], if kind == b'f' { 8 } else { 16 })),
                b'x' => u64::from_str_radix(digits, 16).map(|value| Token::Int { value, unsigned: false }).map_err(|e| format!("bad hex literal: {e}")),
                _ => {
                    // `0b...`: binary (hex digits were consumed greedily; re-scan).
                    end = digits_start;
                    while matches!(bytes.get(end), Some(b'0' | b'1')) {
                        end += 1;
                    }
                    u64::from_str_radix(&self.source[digits_start..end], 2)
                        .map(|value| Token::Int { value, unsigned: false })
                        .map_err(|e| format!("bad binary literal: {e}"))
                }
            };
            return (token, end);
        }
        let mut end = start;
        while bytes.get(end).is_some_and(u8::is_ascii_digit) {
            end += 1;
        }
        let is_float = matches!(bytes.get(end), Some(b'.' | b'e' | b'E'))
            && !(bytes.get(end) == Some(&b'.') && bytes.get(end + 1).is_some_and(|b| is_name_start(*b) && !b.is_ascii_digit() && *b != b'e' && *b != b'E'));
        if is_float {
            if bytes.get(end) == Some(&b'.') {
                end += 1;
                while bytes.get(end).is_some_and(u8::is_ascii_digit) {
                    end += 1;
                }
            }
            if matches!(bytes.get(end), Some(b'e' | b'E')) {
                end += 1;
                if matches!(bytes.get(end), Some(b'+' | b'-')) {
                    end += 1;
                }
                while bytes.get(end).is_some_and(u8::is_ascii_digit) {
                    end += 1;
                }
            }
            let text = &self.source[start..end];
            let token = text.parse::<f64>().map(|_| Token::Float(text)).map_err(|e| format!("bad float literal `{text}`: {e}"));
            return (token, end);
        }
        let text = &self.source[start..end];
        // A leading zero means octal, as in C.
        let value = if text.len() > 1 && text.starts_with('0') { u64::from_str_radix(&text[1..], 8) } else { text.parse() };
        (value.map(|value| Token::Int { value, unsigned: false }).map_err(|e| format!("bad integer literal `{text}`: {e}")), end)
    }

    fn unsigned_suffix(&mut self) -> bool {
        if matches!(self.bytes.get(self.at), Some(b'U' | b'u')) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn string(&mut self, start: usize) -> Result<Token<'a>, LexError> {
        let position = self.position_of(start);
        let mut end = start + 1;
        loop {
            match self.bytes.get(end) {
                None | Some(b'\n') => {
                    // Stepped over to the end of the line, so that a caller recovering moves on.
                    self.at = end.min(self.bytes.len());
                    return Err(LexError { position, message: "unterminated string".into() });
                }
                // An escape, but never of the line's end: a string stays on one line.
                Some(b'\\') if self.bytes.get(end + 1).is_some_and(|b| *b != b'\n') => end += 2,
                Some(b'"') => break,
                Some(_) => end += 1,
            }
        }
        self.at = end + 1;
        Ok(Token::Str(&self.source[start + 1..end]))
    }
}

fn is_name_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_' || b == b'$' || b == b'%'
}

fn is_name_continue(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$'
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(source: &str) -> Vec<Token<'_>> {
        let mut lexer = Lexer::new(source);
        let mut tokens = Vec::new();
        loop {
            match lexer.next_token().unwrap().0 {
                Token::End => return tokens,
                token => tokens.push(token),
            }
        }
    }

    #[test]
    fn instructions_and_literals() {
        assert_eq!(
            tokens("@!%p1 bra $L__BB0_2; // c\n mov.f32 %f1, 0f3F800000; /* x */ add.s64 %rd1, %rd2, -0x10U;"),
            vec![
                Token::Punct(b'@'),
                Token::Punct(b'!'),
                Token::Name("%p1"),
                Token::Name("bra"),
                Token::Name("$L__BB0_2"),
                Token::Punct(b';'),
                Token::Name("mov"),
                Token::Dot("f32"),
                Token::Name("%f1"),
                Token::Punct(b','),
                Token::F32(0x3F80_0000),
                Token::Punct(b';'),
                Token::Name("add"),
                Token::Dot("s64"),
                Token::Name("%rd1"),
                Token::Punct(b','),
                Token::Name("%rd2"),
                Token::Punct(b','),
                Token::Punct(b'-'),
                Token::Int { value: 16, unsigned: true },
                Token::Punct(b';'),
            ]
        );
    }

    #[test]
    fn numbers() {
        assert_eq!(
            tokens("0d3FF0000000000000 017 0b101 1.5 2e3 7"),
            vec![
                Token::F64(0x3FF0_0000_0000_0000),
                Token::Int { value: 15, unsigned: false },
                Token::Int { value: 5, unsigned: false },
                Token::Float("1.5"),
                Token::Float("2e3"),
                Token::Int { value: 7, unsigned: false },
            ]
        );
        assert_eq!(tokens(".version 9.0"), vec![Token::Dot("version"), Token::Float("9.0")]);
    }

    #[test]
    fn scoped_modifiers() {
        assert_eq!(
            tokens("ld.shared::cta.L1::evict_last.b32"),
            vec![Token::Name("ld"), Token::Dot("shared::cta"), Token::Dot("L1::evict_last"), Token::Dot("b32"),]
        );
    }

    #[test]
    fn modifiers_may_start_with_a_digit() {
        assert_eq!(tokens("suld.b.2d.b32.zero"), vec![Token::Name("suld"), Token::Dot("b"), Token::Dot("2d"), Token::Dot("b32"), Token::Dot("zero")]);
    }

    #[test]
    fn an_error_steps_over_what_it_could_not_read() {
        for (source, next) in [("0f3F80 x", "x"), ("99999999999999999999999 x", "x"), ("\"open\nx", "x"), ("# x", "x"), ("0x x", "x")] {
            let mut lexer = Lexer::new(source);
            assert!(lexer.next_token().is_err(), "{source:?}");
            assert_eq!(lexer.next_token().unwrap().0, Token::Name(next), "{source:?}");
        }
    }

    #[test]
    fn seeking_back_reads_the_same_tokens() {
        let mut lexer = Lexer::new("a\n  b.c 1\n d");
        lexer.next_token().unwrap();
        let (token, position) = lexer.next_token().unwrap();
        let rest: Vec<_> = std::iter::from_fn(|| lexer.next_token().ok().filter(|t| t.0 != Token::End)).collect();
        lexer.seek(position);
        assert_eq!(lexer.next_token().unwrap(), (token, position));
        let again: Vec<_> = std::iter::from_fn(|| lexer.next_token().ok().filter(|t| t.0 != Token::End)).collect();
        assert_eq!(again, rest);
    }

    #[test]
    fn positions_and_errors() {
        let mut lexer = Lexer::new("\n  ld.global\n\"a b\" #");
        assert_eq!(lexer.next_token().unwrap(), (Token::Name("ld"), Position { line: 2, column: 3, offset: 3 }));
        assert_eq!(lexer.next_token().unwrap().0, Token::Dot("global"));
        assert_eq!(lexer.next_token().unwrap(), (Token::Str("a b"), Position { line: 3, column: 1, offset: 13 }));
        assert_eq!(lexer.next_token().unwrap_err().position, Position { line: 3, column: 7, offset: 19 });
        assert_eq!(lexer.next_token().unwrap().0, Token::End);
        assert!(Lexer::new("0f3F80").next_token().is_err());
        assert!(Lexer::new("/* open").next_token().is_err());
    }
}
