//! Function bodies: nested scopes, declarations, labels, and instructions in raw form,
//! handed to [`super::instruction`] to become typed IR.
//!
//! A body is read statement by statement. One that cannot be read (an unknown opcode or
//! modifier, a character or operand shape the grammar lacks) or lowered fails its function
//! with its text and line, and reading goes on after its `;` (DESIGN principle 5): the rest
//! of the body keeps its scopes in step, so the body ends where it should and the module's
//! other functions parse whatever one function holds. A brace where an opcode belongs is the
//! one ambiguity, between a scope and a bad statement; what follows the brace decides.

use std::collections::HashMap;

use super::error::quote;
use super::instruction;
use super::lexer::{Position, Token};
use super::parser::{Declaration, Parser};
use super::tokens::Result;
use crate::ir::{
    Address, AddressBase, Body, FuncId, Function, FunctionError, FunctionErrorKind, Guarded, Immediate, LabelId, Linkage, Operand, ScalarType, Special,
    StateSpace, Statement, Symbol, VarId, VarType, Variable,
};

/// An operand as written, before names are resolved.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Raw<'a> {
    /// A name, an optional `.x` component, an optional `+offset`.
    Name {
        name: &'a str,
        component: Option<&'a str>,
        offset: i64,
    },
    Int(i64),
    F32(u32),
    F64(u64),
    /// A decimal literal, as an f64.
    Float(f64),
    /// `!%p`.
    Not(&'a str),
    /// `{a, b}`.
    Vector(Vec<Raw<'a>>),
    /// `(a, b)` in calls.
    List(Vec<Raw<'a>>),
    /// `[a]`, `[a+4]`, `[tex, {x, y}]`.
    Bracket(Vec<Raw<'a>>),
    /// `%r|%p`.
    Pipe(Box<Raw<'a>>, Box<Raw<'a>>),
    /// `%r.b1`, `%r.h10`, `%r.b7654`: a video instruction's byte or half-word selector.
    Select(Box<Raw<'a>>, &'a str),
    /// `-%r`: a negated source of `vmad`.
    Negated(Box<Raw<'a>>),
}

/// An instruction as written.
pub(super) struct RawInstruction<'a> {
    pub opcode: &'a str,
    pub modifiers: Vec<&'a str>,
    pub operands: Vec<Raw<'a>>,
}

/// `%r<100>`: registers declared by prefix, created when first named.
struct Range<'a> {
    prefix: &'a str,
    count: u32,
    space: StateSpace,
    ty: VarType,
    align: Option<u64>,
}

#[derive(Default)]
struct Scope<'a> {
    names: HashMap<&'a str, VarId>,
    ranges: Vec<Range<'a>>,
}

/// Everything instruction lowering resolves names against.
pub(super) struct Resolver<'b, 'a> {
    scopes: &'b mut Vec<Scope<'a>>,
    vars: &'b mut Vec<Variable>,
    symbols: &'b HashMap<&'a str, Symbol>,
    labels: &'b mut Labels<'a>,
    /// `name: .branchtargets ...` tables.
    branch_targets: &'b HashMap<&'a str, Vec<LabelId>>,
}

#[derive(Default)]
struct Labels<'a> {
    ids: HashMap<&'a str, LabelId>,
    names: Vec<String>,
    defined: Vec<bool>,
    first_use: Vec<Position>,
}

impl<'a> Labels<'a> {
    fn get(&mut self, name: &'a str, position: Position) -> LabelId {
        if let Some(id) = self.ids.get(name) {
            return *id;
        }
        let id = LabelId(self.names.len() as u32);
        self.ids.insert(name, id);
        self.names.push(name.to_string());
        self.defined.push(false);
        self.first_use.push(position);
        id
    }
}

impl<'b, 'a> Resolver<'b, 'a> {
    /// A function-scope variable or register by name.
    pub fn var(&mut self, name: &'a str) -> Option<VarId> {
        for scope in self.scopes.iter_mut().rev() {
            if let Some(id) = scope.names.get(name) {
                return Some(*id);
            }
            for range in &scope.ranges {
                let Some(digits) = name.strip_prefix(range.prefix) else { continue };
                let Ok(index) = digits.parse::<u32>() else { continue };
                if index >= range.count || !digits.bytes().all(|b| b.is_ascii_digit()) || (digits.len() > 1 && digits.starts_with('0')) {
                    continue;
                }
                let id = VarId(self.vars.len() as u32);
                self.vars.push(Variable { name: name.to_string(), space: range.space, ty: range.ty.clone(), align: range.align });
                scope.names.insert(name, id);
                return Some(id);
            }
        }
        None
    }

    pub fn var_info(&self, id: VarId) -> &Variable {
        &self.vars[id.0 as usize]
    }

    pub fn label(&mut self, name: &'a str, position: Position) -> LabelId {
        self.labels.get(name, position)
    }

    pub fn branch_targets(&self, name: &str) -> Option<&Vec<LabelId>> {
        self.branch_targets.get(name)
    }

    pub fn function(&self, name: &str) -> std::result::Result<FuncId, String> {
        match self.symbols.get(name) {
            Some(Symbol::Function(id)) => Ok(*id),
            Some(_) => Err(format!("`{name}` is not a function")),
            None => Err(format!("`{name}` is not declared")),
        }
    }

    /// Resolves a raw operand.
    pub fn operand(&mut self, raw: &Raw<'a>) -> std::result::Result<Operand, String> {
        Ok(match raw {
            Raw::Name { name: "_", component: None, offset: 0 } => Operand::Sink,
            Raw::Name { name, component, offset } => self.named(name, *component, *offset)?,
            Raw::Int(value) => Operand::Imm(Immediate::Int(*value)),
            Raw::F32(bits) => Operand::Imm(Immediate::F32(*bits)),
            Raw::F64(bits) => Operand::Imm(Immediate::F64(*bits)),
            Raw::Float(value) => Operand::Imm(Immediate::F64(value.to_bits())),
            Raw::Not(name) => match self.var(name) {
                Some(id) => Operand::Not(id),
                None => return Err(format!("`{name}` is not declared")),
            },
            Raw::Vector(items) => Operand::Vector(items.iter().map(|item| self.operand(item)).collect::<std::result::Result<_, _>>()?),
            Raw::Bracket(items) => match items.as_slice() {
                [item] => Operand::Address(self.address(item)?),
                _ => return Err("an address with several parts is only for textures".into()),
            },
            Raw::List(_) => return Err("a parenthesized list is only for calls".into()),
            Raw::Pipe(..) => return Err("`a|b` is only for instructions with two results".into()),
            Raw::Select(_, selector) => return Err(format!("a selector (`.{selector}`) is only for video instructions")),
            Raw::Negated(_) => return Err("a negated register is only for `vmad`".into()),
        })
    }

    fn named(&mut self, name: &'a str, component: Option<&'a str>, offset: i64) -> std::result::Result<Operand, String> {
        if let Some(id) = self.var(name) {
            let var = self.var_info(id);
            if var.space == StateSpace::Reg {
                if offset != 0 {
                    return Err(format!("a register (`{name}`) plus an offset is only an address, in brackets"));
                }
                let component = match component {
                    None => None,
                    Some(c) => Some(component_index(c).ok_or_else(|| format!("no component `.{c}`"))?),
                };
                return Ok(Operand::Reg { var: id, component });
            }
            return Ok(Operand::SymbolAddress { symbol: Symbol::Var(id), offset });
        }
        if name == "WARP_SZ" && component.is_none() && offset == 0 {
            // PTX's one predefined constant: the warp size.
            return Ok(Operand::Imm(Immediate::Int(32)));
        }
        if name.starts_with('%')
            && let Some(special) = Special::parse(name, component)
        {
            return Ok(Operand::Special(special));
        }
        match self.symbols.get(name) {
            Some(symbol) => Ok(Operand::SymbolAddress { symbol: *symbol, offset }),
            None => Err(format!("`{name}` is not declared")),
        }
    }

    fn address(&mut self, raw: &Raw<'a>) -> std::result::Result<Address, String> {
        match raw {
            Raw::Int(value) => Ok(Address { base: AddressBase::Absolute, offset: *value }),
            Raw::Name { name, component: None, offset } => {
                if let Some(id) = self.var(name) {
                    let base = if self.var_info(id).space == StateSpace::Reg { AddressBase::Reg(id) } else { AddressBase::Symbol(Symbol::Var(id)) };
                    return Ok(Address { base, offset: *offset });
                }
                match self.symbols.get(name) {
                    Some(symbol) => Ok(Address { base: AddressBase::Symbol(*symbol), offset: *offset }),
                    None => Err(format!("`{name}` is not declared")),
                }
            }
            other => Err(format!("`{other:?}` is not an address")),
        }
    }
}

fn component_index(name: &str) -> Option<u8> {
    match name {
        "x" | "r" => Some(0),
        "y" | "g" => Some(1),
        "z" | "b" => Some(2),
        "w" | "a" => Some(3),
        _ => None,
    }
}

/// Whether a modifier after an operand is a video instruction's selector: `b` or `h` and
/// digits (`.b0`, `.h1`, `.h10`, `.b7654`); which ones an instruction takes is its lowering's
/// business.
fn is_video_selector(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(chars.next(), Some('b' | 'h')) && !chars.as_str().is_empty() && chars.all(|c| c.is_ascii_digit())
}

/// Whether a directive may start a module-scope variable declaration: `.weak`, a state
/// space such a variable may have, or another of a variable's attributes (which may come
/// in any order).
fn may_start_module_variable(name: &str) -> bool {
    let space = StateSpace::from_name(name).is_some_and(|space| !matches!(space, StateSpace::Reg | StateSpace::SReg | StateSpace::Param));
    space
        || name.starts_with("shared::")
        || ScalarType::from_name(name).is_some()
        || matches!(name, "weak" | "align" | "v2" | "v4" | "v8" | "ptr" | "attribute")
}

/// Body parsing state.
struct BodyState<'a> {
    scopes: Vec<Scope<'a>>,
    labels: Labels<'a>,
    branch_targets: HashMap<&'a str, Vec<LabelId>>,
    statements: Vec<Statement>,
    /// The function's first error. Once there is one, statements are still read, to stay
    /// in step with the scopes and find the body's end, but no longer lowered.
    error: Option<FunctionError>,
    /// Where each open inner scope's `{` is.
    open_scopes: Vec<Position>,
    /// The last `}` that closed an inner scope where a function could have ended, and the
    /// `{` it closed.
    possible_end: Option<(Position, Position)>,
}

impl BodyState<'_> {
    /// Fails the function with `error` unless an earlier error failed it.
    fn fail(&mut self, error: FunctionError) {
        self.error.get_or_insert(error);
    }
}

/// What a statement leaves the body reading.
enum Flow {
    /// Another statement.
    Next,
    /// Nothing: the body ended.
    End,
}

/// Directives that never appear inside a function body: a body that reaches one was not
/// closed, and the module goes on from it.
const MODULE_ONLY: &[&str] = &["version", "target", "address_size", "file", "section", "alias", "visible", "weak", "common", "entry", "func"];

/// Directives that may follow a function's closing brace and never follow an instruction's
/// opcode: a `}` before one of them ends the body. (Those that may start a module-scope
/// variable may do both; [`Parser::declaration_follows`] tells them apart.)
const AFTER_FUNCTION: &[&str] = &["version", "target", "address_size", "file", "section", "alias", "visible", "extern", "common", "entry", "func", "pragma"];

impl<'a> Parser<'a> {
    /// Parses a function body after its `{`, up to and including its closing `}`. A
    /// statement that cannot be read or lowered fails the function, with the statement and
    /// its line, and is skipped; the module parse goes on after the function whatever its
    /// statements hold. `parameters` are the function's parameters and results, by name.
    pub(super) fn body(&mut self, function: &mut Function, parameters: &[(&'a str, VarId)]) -> std::result::Result<Body, FunctionError> {
        let mut state = BodyState {
            scopes: vec![Scope::default()],
            labels: Labels::default(),
            branch_targets: HashMap::new(),
            statements: Vec::new(),
            error: None,
            open_scopes: Vec::new(),
            possible_end: None,
        };
        state.scopes[0].names.extend(parameters.iter().copied());
        let mut depth = 0usize;
        loop {
            let start = match self.tokens.position() {
                Ok(start) => start,
                Err(error) => {
                    self.statement_failed(&mut state, error.position, error);
                    continue;
                }
            };
            match self.statement(function, &mut state, &mut depth, start) {
                Ok(Flow::Next) => {}
                Ok(Flow::End) => break,
                Err(error) => self.statement_failed(&mut state, start, error),
            }
        }
        if let Some(error) = state.error {
            return Err(error);
        }
        for (i, defined) in state.labels.defined.iter().enumerate() {
            if !defined {
                let position = state.labels.first_use[i];
                return Err(FunctionError {
                    line: position.line,
                    column: position.column,
                    instruction: None,
                    kind: FunctionErrorKind::Syntax(format!("label `{}` is never defined", state.labels.names[i])),
                });
            }
        }
        Ok(Body { labels: state.labels.names, statements: state.statements })
    }

    /// Reads the statement at `start`. An error is a statement that cannot be read, and
    /// leaves the tokens anywhere inside it; one found after the statement was read (a
    /// lowering error, a label defined twice) fails the function here instead.
    fn statement(&mut self, function: &mut Function, state: &mut BodyState<'a>, depth: &mut usize, start: Position) -> Result<Flow> {
        match self.tokens.peek()? {
            Token::Punct(b'}') => {
                let may_end = self.brace_may_end_function(start)?;
                if *depth == 0 {
                    if !may_end {
                        let next = self.tokens.peek_nth(1)?;
                        return Err(super::tokens::SyntaxError { position: start, message: format!("expected an instruction, found `}}` followed by {next}") });
                    }
                    self.tokens.next()?;
                    return Ok(Flow::End);
                }
                let opened = state.open_scopes.pop().unwrap_or(start);
                if may_end {
                    state.possible_end = Some((start, opened));
                }
                self.tokens.next()?;
                *depth -= 1;
                state.scopes.pop();
            }
            Token::Punct(b'{') => {
                self.tokens.next()?;
                *depth += 1;
                state.scopes.push(Scope::default());
                state.open_scopes.push(start);
            }
            found @ Token::End => return self.not_closed(state, start, found),
            found @ Token::Dot(name) if MODULE_ONLY.contains(&name) => return self.not_closed(state, start, found),
            Token::Dot("loc") => {
                self.tokens.next()?;
                self.tokens.skip_rest_of_line()?;
            }
            Token::Dot("pragma") => {
                self.tokens.next()?;
                self.skip_statement()?;
            }
            Token::Dot(_) => {
                let linkage = if self.tokens.eat_dot("extern")? { Linkage::Extern } else { Linkage::Internal };
                let declaration = self.declaration(linkage)?;
                self.local_variables(declaration, function, state, start);
            }
            Token::Name(name) if self.tokens.peek_nth(1)? == Token::Punct(b':') => {
                self.tokens.next()?;
                self.tokens.next()?;
                self.label_or_table(name, start, state)?;
            }
            Token::Punct(b'@') | Token::Name(_) => self.instruction(function, state, start)?,
            other => return self.tokens.error(format!("expected an instruction, found {other}")),
        }
        Ok(Flow::Next)
    }

    /// The body reached `found`, at `start`, which only a module holds: it was not closed.
    fn not_closed(&mut self, state: &mut BodyState<'a>, start: Position, found: Token<'a>) -> Result<Flow> {
        // A `{` that opened no scope (a statement that starts with one) took a `}` that
        // closed the body: the body ends at the last `}` that could have ended it, and the
        // `{` that `}` closed is the likely culprit.
        let Some((brace, opened)) = state.possible_end else {
            state.fail(FunctionError {
                line: start.line,
                column: start.column,
                instruction: None,
                kind: FunctionErrorKind::Syntax(format!("the function body is not closed before {found}")),
            });
            return Ok(Flow::End);
        };
        // What was read after that `}` was not the body's: nor are its errors.
        if state.error.as_ref().is_some_and(|error| (error.line, error.column) > (brace.line, brace.column)) {
            state.error = None;
        }
        state.fail(FunctionError {
            line: opened.line,
            column: opened.column,
            instruction: None,
            kind: FunctionErrorKind::Syntax(format!("a `{{` here is never closed: the body runs on into {found} on line {}", start.line)),
        });
        self.tokens.rewind(brace);
        self.tokens.next()?;
        Ok(Flow::End)
    }

    /// Whether the `}` at `brace` may end a function: what follows it can follow one. A `}`
    /// outside any inner scope that cannot is the start of a statement that cannot be read
    /// (an opcode that is a brace), and the body goes on.
    fn brace_may_end_function(&mut self, brace: Position) -> Result<bool> {
        Ok(match self.tokens.peek_nth(1)? {
            Token::End => true,
            Token::Dot(name) if AFTER_FUNCTION.contains(&name) => true,
            Token::Dot(name) if may_start_module_variable(name) => self.declaration_follows(brace),
            _ => false,
        })
    }

    /// Whether a module-scope variable declaration, and then the end of the module or a
    /// directive, follows the `}` at `brace`: so `} .global .u32 x;` ends a function, while
    /// `}.global.u32 %r1, [%rd1];`, an instruction whose opcode is a brace, does not. Reads
    /// ahead and comes back to `brace`.
    fn declaration_follows(&mut self, brace: Position) -> bool {
        let mut read = || -> Result<bool> {
            self.tokens.next()?;
            let linkage = self.linkage()?;
            if matches!(self.tokens.peek()?, Token::Dot("entry" | "func")) {
                return Ok(true);
            }
            self.declaration(linkage)?;
            Ok(match self.tokens.peek()? {
                Token::End => true,
                Token::Dot(name) => AFTER_FUNCTION.contains(&name) || may_start_module_variable(name),
                _ => false,
            })
        };
        let follows = read().unwrap_or(false);
        self.tokens.rewind(brace);
        follows
    }

    /// Fails the function with `error`, raised in the statement that starts at `start`, and
    /// skips that statement: its tokens up to the first `;`, whatever brackets it leaves
    /// open (PTX has no `;` inside braces, brackets or parentheses, so a bracket the
    /// statement opens and never closes does not take the statements after it). Skipping
    /// stops early at the end of the module or a directive that only a module holds, which
    /// then ends the body.
    fn statement_failed(&mut self, state: &mut BodyState<'a>, start: Position, error: super::tokens::SyntaxError) {
        self.tokens.rewind(start);
        let mut end = None;
        loop {
            match self.tokens.peek() {
                // The lexer stepped past what it could not read.
                Err(_) => {}
                Ok(Token::End) => break,
                Ok(Token::Dot(name)) if MODULE_ONLY.contains(&name) => break,
                Ok(token) => {
                    self.tokens.next().expect("a peeked token");
                    if token == Token::Punct(b';') {
                        end = Some(self.tokens.last_position().offset + 1);
                        break;
                    }
                }
            }
        }
        let text = match end {
            Some(end) => self.tokens.slice(start.offset, end),
            None => self.tokens.slice(start.offset, u32::MAX).lines().next().unwrap_or(""),
        };
        state.fail(FunctionError {
            line: error.position.line,
            column: error.position.column,
            instruction: Some(quote(text)),
            kind: FunctionErrorKind::Syntax(error.message),
        });
    }

    /// `name:` starts a label, or names a `.branchtargets`, `.calltargets` or
    /// `.callprototype` declaration.
    fn label_or_table(&mut self, name: &'a str, position: Position, state: &mut BodyState<'a>) -> Result<()> {
        match self.tokens.peek()? {
            Token::Dot("branchtargets") => {
                self.tokens.next()?;
                let mut targets = Vec::new();
                loop {
                    let target_position = self.tokens.position()?;
                    let target = self.tokens.expect_name()?;
                    targets.push(state.labels.get(target, target_position));
                    if !self.tokens.eat(b',')? {
                        break;
                    }
                }
                self.tokens.expect(b';')?;
                state.branch_targets.insert(name, targets);
            }
            Token::Dot("calltargets") | Token::Dot("callprototype") => {
                // Indirect calls take their signature from their own arguments.
                self.tokens.next()?;
                self.skip_statement()?;
            }
            _ => {
                let id = state.labels.get(name, position);
                if std::mem::replace(&mut state.labels.defined[id.0 as usize], true) {
                    state.fail(FunctionError {
                        line: position.line,
                        column: position.column,
                        instruction: Some(format!("{name}:")),
                        kind: FunctionErrorKind::Syntax(format!("label `{name}` is defined twice")),
                    });
                }
                state.statements.push(Statement::Label(id));
            }
        }
        Ok(())
    }

    /// Declares a body's variables; `start` is where the declaration starts, and its `;`
    /// was the last token taken.
    fn local_variables(&mut self, declaration: Declaration<'a>, function: &mut Function, state: &mut BodyState<'a>, start: Position) {
        let scope = state.scopes.last_mut().expect("a scope is open");
        for declarator in declaration.names {
            let ty = VarType { scalar: declaration.scalar, vector: declaration.vector, dims: declarator.dims };
            if !declarator.init.is_empty() {
                let text = self.tokens.slice(start.offset, self.tokens.last_position().offset + 1);
                state.fail(FunctionError {
                    line: declarator.position.line,
                    column: declarator.position.column,
                    instruction: Some(quote(text)),
                    kind: FunctionErrorKind::Syntax("function-scope variables cannot be initialized".into()),
                });
                return;
            }
            match declarator.range {
                Some(count) => scope.ranges.push(Range { prefix: declarator.name, count, space: declaration.space, ty, align: declaration.align }),
                None => {
                    let id = VarId(function.vars.len() as u32);
                    function.vars.push(Variable { name: declarator.name.to_string(), space: declaration.space, ty, align: declaration.align });
                    scope.names.insert(declarator.name, id);
                }
            }
        }
    }

    fn instruction(&mut self, function: &mut Function, state: &mut BodyState<'a>, start: Position) -> Result<()> {
        let mut guard = None;
        if self.tokens.eat(b'@')? {
            let negated = self.tokens.eat(b'!')?;
            guard = Some((self.tokens.expect_name()?, negated));
        }
        let opcode = self.tokens.expect_name()?;
        let mut modifiers = Vec::new();
        while let Token::Dot(modifier) = self.tokens.peek()? {
            self.tokens.next()?;
            modifiers.push(modifier);
        }
        let mut operands = Vec::new();
        if self.tokens.peek()? != Token::Punct(b';') {
            loop {
                operands.push(self.raw_operand()?);
                if !self.tokens.eat(b',')? {
                    break;
                }
            }
        }
        self.tokens.expect(b';')?;
        if state.error.is_some() {
            return Ok(());
        }
        let end = self.tokens.last_position().offset + 1;
        let raw = RawInstruction { opcode, modifiers, operands };
        let mut resolver = Resolver {
            scopes: &mut state.scopes,
            vars: &mut function.vars,
            symbols: &self.symbols,
            labels: &mut state.labels,
            branch_targets: &state.branch_targets,
        };
        let guard = match guard {
            None => Ok(None),
            Some((name, negated)) => match resolver.var(name) {
                Some(id) => Ok(Some((id, negated))),
                None => Err(format!("`{name}` is not declared")),
            },
        };
        let lowered = guard.and_then(|guard| instruction::lower(&raw, &mut resolver, start).map(|instruction| (guard, instruction)));
        match lowered {
            Ok((guard, instruction)) => state.statements.push(Statement::Instruction(Guarded { guard, instruction, line: start.line })),
            Err(message) => state.fail(FunctionError {
                line: start.line,
                column: start.column,
                instruction: Some(quote(self.tokens.slice(start.offset, end))),
                kind: FunctionErrorKind::Syntax(message),
            }),
        }
        Ok(())
    }

    fn raw_operand(&mut self) -> Result<Raw<'a>> {
        let first = self.raw_single()?;
        if self.tokens.eat(b'|')? {
            let second = self.raw_single()?;
            return Ok(Raw::Pipe(Box::new(first), Box::new(second)));
        }
        Ok(first)
    }

    fn raw_list(&mut self, close: u8) -> Result<Vec<Raw<'a>>> {
        let mut items = Vec::new();
        if self.tokens.eat(close)? {
            return Ok(items);
        }
        loop {
            items.push(self.raw_operand()?);
            if !self.tokens.eat(b',')? {
                break;
            }
        }
        self.tokens.expect(close)?;
        Ok(items)
    }

    fn raw_single(&mut self) -> Result<Raw<'a>> {
        let position = self.tokens.position()?;
        match self.tokens.next()? {
            Token::Punct(b'(') => Ok(Raw::List(self.raw_list(b')')?)),
            Token::Punct(b'{') => Ok(Raw::Vector(self.raw_list(b'}')?)),
            Token::Punct(b'[') => Ok(Raw::Bracket(self.raw_list(b']')?)),
            Token::Punct(b'!') => Ok(Raw::Not(self.tokens.expect_name()?)),
            Token::Punct(b'-') => match self.raw_single()? {
                Raw::Int(value) => Ok(Raw::Int(value.wrapping_neg())),
                Raw::F32(bits) => Ok(Raw::F32(bits ^ 0x8000_0000)),
                Raw::F64(bits) => Ok(Raw::F64(bits ^ (1 << 63))),
                Raw::Float(value) => Ok(Raw::Float(-value)),
                name @ (Raw::Name { .. } | Raw::Select(..)) => Ok(Raw::Negated(Box::new(name))),
                _ => Err(super::tokens::SyntaxError { position, message: "`-` before something that is not a number or a register".into() }),
            },
            Token::Int { value, .. } => Ok(Raw::Int(value as i64)),
            Token::F32(bits) => Ok(Raw::F32(bits)),
            Token::F64(bits) => Ok(Raw::F64(bits)),
            Token::Float(text) => Ok(Raw::Float(text.parse().unwrap_or(f64::NAN))),
            Token::Name(name) => {
                let mut component = None;
                if let Token::Dot(c) = self.tokens.peek()?
                    && component_index(c).is_some()
                {
                    self.tokens.next()?;
                    component = Some(c);
                }
                let offset = self.offset()?;
                let raw = Raw::Name { name, component, offset };
                if let Token::Dot(selector) = self.tokens.peek()?
                    && is_video_selector(selector)
                {
                    self.tokens.next()?;
                    return Ok(Raw::Select(Box::new(raw), selector));
                }
                Ok(raw)
            }
            other => Err(super::tokens::SyntaxError { position, message: format!("expected an operand, found {other}") }),
        }
    }
}
