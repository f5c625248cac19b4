//! Module-level syntax: directives, variables, function headers.
//!
//! A syntax error outside any function ends the parse, with its position, the statement
//! and the function header it is in ([`ParseError`]). Inside a function body it fails only
//! that function: the error is kept in the function, the statement is skipped, and the rest
//! of the body and module are read (see [`super::body`]).

use std::collections::HashMap;

use super::error::{ParseError, quote};
use super::lexer::{Position, Token};
use super::tokens::{Result, SyntaxError, Tokens};
use crate::ir::{Directives, Function, Global, Immediate, InitElement, Linkage, Module, ScalarType, StateSpace, Symbol, VarId, VarType, Variable};

/// Parses a PTX module.
pub fn parse(source: &str) -> std::result::Result<Module, ParseError> {
    let mut parser = Parser { tokens: Tokens::new(source), module: Module::default(), symbols: HashMap::new(), header: None };
    parser.module()?;
    Ok(parser.module)
}

pub(super) struct Parser<'a> {
    pub tokens: Tokens<'a>,
    pub module: Module,
    /// Module-scope names: globals and functions.
    pub symbols: HashMap<&'a str, Symbol>,
    /// The function whose header is being read, for errors.
    header: Option<&'a str>,
}

/// One declared name of a variable declaration.
pub(super) struct Declarator<'a> {
    pub name: &'a str,
    /// `%r<100>`: the number of registers declared.
    pub range: Option<u32>,
    pub dims: Vec<u64>,
    pub init: Vec<RawInit<'a>>,
    pub position: Position,
}

/// An initializer element before name resolution.
pub(super) enum RawInit<'a> {
    Imm(Immediate),
    Address { name: &'a str, offset: i64, generic: bool, position: Position },
}

/// A variable declaration: its attributes and the names it declares.
pub(super) struct Declaration<'a> {
    pub linkage: Linkage,
    pub space: StateSpace,
    pub align: Option<u64>,
    pub scalar: ScalarType,
    pub vector: u8,
    pub names: Vec<Declarator<'a>>,
}

impl<'a> Parser<'a> {
    /// The module's statements, up to its end; the first syntax error ends it, reported
    /// with the statement it is in.
    fn module(&mut self) -> std::result::Result<(), ParseError> {
        self.module.address_size = 64;
        loop {
            let start = self.tokens.position().map_err(|error| self.parse_error(error, None))?;
            match self.module_statement() {
                Ok(true) => {}
                Ok(false) => return Ok(()),
                Err(error) => return Err(self.parse_error(error, Some(start))),
            }
        }
    }

    /// `error`, raised in the module-level statement that starts at `start`, with that
    /// statement's text up to the end of the error's line and the function header it is in.
    fn parse_error(&self, error: SyntaxError, start: Option<Position>) -> ParseError {
        let statement = start.map(|start| {
            let rest = self.tokens.slice(start.offset, u32::MAX);
            let at = error.position.offset.saturating_sub(start.offset) as usize;
            let end = rest.get(at..).and_then(|tail| tail.find('\n')).map_or(rest.len(), |line_end| at + line_end);
            quote(rest.get(..end).unwrap_or(rest))
        });
        ParseError {
            position: error.position,
            function: self.header.map(str::to_string),
            statement: statement.filter(|text| !text.is_empty()),
            message: error.message,
        }
    }

    /// Reads one module-level statement; `false` at the end of the module.
    fn module_statement(&mut self) -> Result<bool> {
        let token = self.tokens.peek()?;
        match token {
            Token::End => return Ok(false),
            Token::Dot("version") => {
                self.tokens.next()?;
                self.module.version = self.version()?;
            }
            Token::Dot("target") => {
                self.tokens.next()?;
                loop {
                    let name = self.tokens.expect_name()?;
                    self.module.target.push(name.to_string());
                    if !self.tokens.eat(b',')? {
                        break;
                    }
                }
            }
            Token::Dot("address_size") => {
                self.tokens.next()?;
                self.module.address_size = self.tokens.expect_uint()? as u32;
            }
            Token::Dot("file") => {
                self.tokens.next()?;
                self.tokens.expect_uint()?;
                self.skip_file_arguments()?;
            }
            Token::Dot("section") => {
                // Debug sections: `.section .debug_info { ... }`.
                self.tokens.next()?;
                while !self.tokens.eat(b'{')? {
                    if self.tokens.next()? == Token::End {
                        return self.tokens.error("unterminated `.section`");
                    }
                }
                self.tokens.skip_block()?;
            }
            Token::Dot("pragma") => {
                self.tokens.next()?;
                self.skip_statement()?;
            }
            Token::Dot("alias") => {
                self.tokens.next()?;
                self.alias()?;
            }
            Token::Dot(_) => self.declaration_or_function()?,
            other => return self.tokens.error(format!("expected a directive, found {other}")),
        }
        Ok(true)
    }

    /// `major.minor`, which the lexer reads as a float (`8.10` is version 8.10, not 8.1).
    fn version(&mut self) -> Result<(u32, u32)> {
        match self.tokens.next()? {
            Token::Float(text) => {
                let (major, minor) = text.split_once('.').unwrap_or((text, "0"));
                match (major.parse(), minor.parse()) {
                    (Ok(major), Ok(minor)) => Ok((major, minor)),
                    _ => Err(SyntaxError { position: self.tokens.last_position(), message: format!("bad version `{text}`") }),
                }
            }
            Token::Int { value, .. } => Ok((value as u32, 0)),
            other => Err(SyntaxError { position: self.tokens.last_position(), message: format!("expected a version, found {other}") }),
        }
    }

    /// `.file 1 "name"` may carry a timestamp and size.
    fn skip_file_arguments(&mut self) -> Result<()> {
        if let Token::Str(_) = self.tokens.peek()? {
            self.tokens.next()?;
        }
        while self.tokens.eat(b',')? {
            self.tokens.next()?;
        }
        Ok(())
    }

    /// Skips to the end of the current `;`-terminated statement.
    pub fn skip_statement(&mut self) -> Result<()> {
        loop {
            match self.tokens.next()? {
                Token::Punct(b';') => return Ok(()),
                Token::End => return Err(SyntaxError { position: self.tokens.last_position(), message: "expected `;`".into() }),
                _ => {}
            }
        }
    }

    /// `.alias alias, aliasee;`: the same function under a second name.
    fn alias(&mut self) -> Result<()> {
        let alias = self.tokens.expect_name()?;
        self.tokens.expect(b',')?;
        let target = self.tokens.expect_name()?;
        self.tokens.expect(b';')?;
        match self.symbols.get(target) {
            Some(symbol @ Symbol::Function(_)) => {
                self.symbols.insert(alias, *symbol);
                Ok(())
            }
            _ => self.tokens.error(format!("`.alias` of `{target}`, which is no function declared before")),
        }
    }

    fn declaration_or_function(&mut self) -> Result<()> {
        let linkage = self.linkage()?;
        match self.tokens.peek()? {
            Token::Dot("entry") | Token::Dot("func") => self.function(linkage),
            _ => {
                let position = self.tokens.position()?;
                let declaration = self.declaration(linkage)?;
                self.module_variables(declaration, position)
            }
        }
    }

    pub fn linkage(&mut self) -> Result<Linkage> {
        let linkage = match self.tokens.peek()? {
            Token::Dot("visible") => Linkage::Visible,
            Token::Dot("extern") => Linkage::Extern,
            Token::Dot("weak") => Linkage::Weak,
            Token::Dot("common") => Linkage::Common,
            _ => return Ok(Linkage::Internal),
        };
        self.tokens.next()?;
        Ok(linkage)
    }

    /// `[.space] [.align N] [.vN] .type name[...] [= init], ... ;` after the linkage. The
    /// closing `;` is taken.
    pub fn declaration(&mut self, linkage: Linkage) -> Result<Declaration<'a>> {
        let attributes = self.variable_attributes(true)?;
        let mut names = Vec::new();
        loop {
            names.push(self.declarator(attributes.space != StateSpace::Reg)?);
            if !self.tokens.eat(b',')? {
                break;
            }
        }
        self.tokens.expect(b';')?;
        Ok(Declaration { linkage, space: attributes.space, align: attributes.align, scalar: attributes.scalar, vector: attributes.vector, names })
    }

    /// Space, alignment, vector width, type and pointer attributes, in any order.
    pub fn variable_attributes(&mut self, need_space: bool) -> Result<Attributes> {
        let mut space = None;
        let mut align = None;
        let mut vector = 1;
        let mut scalar = None;
        loop {
            match self.tokens.peek()? {
                Token::Dot("align") => {
                    self.tokens.next()?;
                    align = Some(self.tokens.expect_uint()?);
                }
                Token::Dot("v2") => {
                    self.tokens.next()?;
                    vector = 2;
                }
                Token::Dot("v4") => {
                    self.tokens.next()?;
                    vector = 4;
                }
                Token::Dot("v8") => {
                    self.tokens.next()?;
                    vector = 8;
                }
                Token::Dot("ptr") => {
                    // `.ptr [.space] .align N` on kernel parameters: a hint, dropped.
                    self.tokens.next()?;
                    if let Token::Dot(next) = self.tokens.peek()?
                        && StateSpace::from_name(next).is_some()
                    {
                        self.tokens.next()?;
                    }
                    if self.tokens.eat_dot("align")? {
                        self.tokens.expect_uint()?;
                    }
                }
                Token::Dot("attribute") => {
                    // `.attribute(.managed)`: the memory is managed; rocuda's globals are.
                    self.tokens.next()?;
                    self.tokens.expect(b'(')?;
                    while !self.tokens.eat(b')')? {
                        self.tokens.next()?;
                    }
                }
                Token::Dot(name) => {
                    if let Some(s) = StateSpace::from_name(name).or_else(|| name.strip_prefix("shared::").map(|_| StateSpace::Shared)) {
                        if space.is_some() {
                            return self.tokens.error(format!("a second state space `.{name}`"));
                        }
                        space = Some(s);
                    } else if let Some(t) = ScalarType::from_name(name) {
                        scalar = Some(t);
                    } else {
                        return self.tokens.error(format!("unknown variable attribute `.{name}`"));
                    }
                    self.tokens.next()?;
                }
                _ => break,
            }
        }
        let Some(scalar) = scalar else { return self.tokens.error("a variable needs a type") };
        let space = match space {
            Some(space) => space,
            None if !need_space => StateSpace::Param,
            None => return self.tokens.error("a variable needs a state space"),
        };
        Ok(Attributes { space, align, vector, scalar })
    }

    /// `name`, `%r<100>`, `name[4][2]`, `name[]`, each with an optional initializer.
    fn declarator(&mut self, may_init: bool) -> Result<Declarator<'a>> {
        let position = self.tokens.position()?;
        let name = self.tokens.expect_name()?;
        let mut range = None;
        if self.tokens.eat(b'<')? {
            range = Some(self.tokens.expect_uint()? as u32);
            self.tokens.expect(b'>')?;
        }
        let mut dims = Vec::new();
        while self.tokens.eat(b'[')? {
            if self.tokens.eat(b']')? {
                dims.push(0);
            } else {
                dims.push(self.tokens.expect_uint()?);
                self.tokens.expect(b']')?;
            }
        }
        let mut init = Vec::new();
        if may_init && self.tokens.eat(b'=')? {
            self.initializer(&mut init)?;
        }
        Ok(Declarator { name, range, dims, init, position })
    }

    /// An initializer: a value, or braces of them, nested; flattened into `out`.
    fn initializer(&mut self, out: &mut Vec<RawInit<'a>>) -> Result<()> {
        if self.tokens.eat(b'{')? {
            if self.tokens.eat(b'}')? {
                return Ok(());
            }
            loop {
                self.initializer(out)?;
                if !self.tokens.eat(b',')? {
                    break;
                }
            }
            return self.tokens.expect(b'}');
        }
        let position = self.tokens.position()?;
        let negative = self.tokens.eat(b'-')?;
        match self.tokens.next()? {
            Token::Int { value, .. } => out.push(RawInit::Imm(Immediate::Int(if negative { (value as i64).wrapping_neg() } else { value as i64 }))),
            Token::F32(bits) => out.push(RawInit::Imm(Immediate::F32(if negative { bits ^ 0x8000_0000 } else { bits }))),
            Token::F64(bits) => out.push(RawInit::Imm(Immediate::F64(if negative { bits ^ (1 << 63) } else { bits }))),
            Token::Float(text) => {
                let value: f64 = text.parse().map_err(|_| SyntaxError { position, message: format!("bad number `{text}`") })?;
                out.push(RawInit::Imm(Immediate::F64((if negative { -value } else { value }).to_bits())));
            }
            Token::Name("generic") if self.tokens.peek()? == Token::Punct(b'(') => {
                self.tokens.expect(b'(')?;
                let name = self.tokens.expect_name()?;
                self.tokens.expect(b')')?;
                let offset = self.offset()?;
                out.push(RawInit::Address { name, offset, generic: true, position });
            }
            Token::Name(name) => {
                let offset = self.offset()?;
                out.push(RawInit::Address { name, offset, generic: false, position });
            }
            other => return Err(SyntaxError { position, message: format!("expected an initializer, found {other}") }),
        }
        Ok(())
    }

    /// `+N` or `-N` after a symbol, or nothing.
    pub fn offset(&mut self) -> Result<i64> {
        let negative = match self.tokens.peek()? {
            Token::Punct(b'+') => false,
            Token::Punct(b'-') => true,
            _ => return Ok(0),
        };
        self.tokens.next()?;
        let negative = if self.tokens.eat(b'-')? { !negative } else { negative };
        let value = self.tokens.expect_uint()? as i64;
        Ok(if negative { value.wrapping_neg() } else { value })
    }

    fn module_variables(&mut self, declaration: Declaration<'a>, position: Position) -> Result<()> {
        if declaration.space == StateSpace::Reg || declaration.space == StateSpace::Param {
            return Err(SyntaxError { position, message: format!("`.{}` variables cannot be declared at module scope", declaration.space.name()) });
        }
        for declarator in declaration.names {
            let init = self.resolve_init(&declarator.init)?;
            let global = Global {
                name: declarator.name.to_string(),
                linkage: declaration.linkage,
                space: declaration.space,
                ty: VarType { scalar: declaration.scalar, vector: declaration.vector, dims: declarator.dims },
                align: declaration.align,
                init,
                line: declarator.position.line,
            };
            // A variable declared `.extern` and defined later in the module (as a linked
            // module's declaration and another's definition are) is one variable: the
            // definition takes the declaration's place, so earlier uses name it.
            match self.symbols.get(declarator.name) {
                Some(Symbol::Global(id)) => {
                    let existing = &mut self.module.globals[id.0 as usize];
                    match (existing.linkage == Linkage::Extern, global.linkage == Linkage::Extern) {
                        (_, true) => {}
                        (true, false) => *existing = global,
                        (false, false) => {
                            let message = format!("`{}` is declared twice", declarator.name);
                            return Err(SyntaxError { position: declarator.position, message });
                        }
                    }
                }
                Some(_) => {
                    return Err(SyntaxError { position: declarator.position, message: format!("`{}` is declared twice", declarator.name) });
                }
                None => {
                    let id = crate::ir::GlobalId(self.module.globals.len() as u32);
                    self.module.globals.push(global);
                    self.symbols.insert(declarator.name, Symbol::Global(id));
                }
            }
        }
        Ok(())
    }

    fn resolve_init(&self, raw: &[RawInit<'a>]) -> Result<Vec<InitElement>> {
        raw.iter()
            .map(|element| match element {
                RawInit::Imm(imm) => Ok(InitElement::Imm(*imm)),
                RawInit::Address { name, offset, generic, position } => match self.symbols.get(name) {
                    Some(symbol) => Ok(InitElement::Address { symbol: *symbol, offset: *offset, generic: *generic }),
                    None => Err(SyntaxError { position: *position, message: format!("`{name}` is not declared") }),
                },
            })
            .collect()
    }

    fn function(&mut self, linkage: Linkage) -> Result<()> {
        let kernel = self.tokens.next()? == Token::Dot("entry");
        let line = self.tokens.last_position().line;
        let mut vars = Vec::new();
        let mut names = Vec::new();
        if !kernel && self.tokens.peek()? == Token::Punct(b'(') {
            self.tokens.next()?;
            self.parameters(&mut vars, &mut names)?;
        }
        let returns: Vec<VarId> = names.iter().map(|(_, id)| *id).collect();
        let name_position = self.tokens.position()?;
        let name = self.tokens.expect_name()?;
        self.header = Some(name);
        if self.tokens.eat(b'(')? {
            self.parameters(&mut vars, &mut names)?;
        }
        let params: Vec<VarId> = names[returns.len()..].iter().map(|(_, id)| *id).collect();
        let directives = self.function_directives()?;
        let mut function = Function { name: name.to_string(), kernel, linkage, params, returns, vars, directives, body: None, line };
        let id = match self.symbols.get(name) {
            Some(Symbol::Function(id)) if self.module.functions[id.0 as usize].body.is_none() => *id,
            Some(_) => return Err(SyntaxError { position: name_position, message: format!("`{name}` is declared twice") }),
            None => {
                let id = crate::ir::FuncId(self.module.functions.len() as u32);
                self.module.functions.push(function.clone());
                self.symbols.insert(name, Symbol::Function(id));
                id
            }
        };
        if self.tokens.eat(b';')? {
            self.header = None;
            return Ok(());
        }
        self.tokens.expect(b'{')?;
        self.header = None;
        function.body = Some(self.body(&mut function, &names));
        self.module.functions[id.0 as usize] = function;
        Ok(())
    }

    /// A parenthesized parameter list, after its `(`; each parameter becomes a variable,
    /// appended to `names` with its name.
    fn parameters(&mut self, vars: &mut Vec<Variable>, names: &mut Vec<(&'a str, VarId)>) -> Result<()> {
        if self.tokens.eat(b')')? {
            return Ok(());
        }
        loop {
            let attributes = self.variable_attributes(false)?;
            let declarator = self.declarator(false)?;
            let id = VarId(vars.len() as u32);
            vars.push(Variable {
                name: declarator.name.to_string(),
                space: attributes.space,
                ty: VarType { scalar: attributes.scalar, vector: attributes.vector, dims: declarator.dims },
                align: attributes.align,
            });
            names.push((declarator.name, id));
            if !self.tokens.eat(b',')? {
                break;
            }
        }
        self.tokens.expect(b')')
    }

    fn function_directives(&mut self) -> Result<Directives> {
        let mut directives = Directives::default();
        loop {
            match self.tokens.peek()? {
                Token::Dot("maxntid") => {
                    self.tokens.next()?;
                    directives.maxntid = Some(self.dims()?);
                }
                Token::Dot("reqntid") => {
                    self.tokens.next()?;
                    directives.reqntid = Some(self.dims()?);
                }
                Token::Dot("minnctapersm") | Token::Dot("maxnctapersm") => {
                    let name = self.tokens.next()?;
                    let value = self.tokens.expect_uint()? as u32;
                    if name == Token::Dot("minnctapersm") {
                        directives.minnctapersm = Some(value);
                    }
                }
                Token::Dot("maxnreg") => {
                    self.tokens.next()?;
                    directives.maxnreg = Some(self.tokens.expect_uint()? as u32);
                }
                Token::Dot("noreturn") => {
                    self.tokens.next()?;
                    directives.noreturn = true;
                }
                Token::Dot("pragma") => {
                    self.tokens.next()?;
                    self.skip_statement()?;
                }
                // Cluster shape directives (sm_90): accepted; clusters are one block here.
                Token::Dot("explicitcluster") | Token::Dot("blocksareclusters") => {
                    self.tokens.next()?;
                }
                Token::Dot("reqnctapercluster") | Token::Dot("maxclusterrank") => {
                    self.tokens.next()?;
                    self.dims()?;
                }
                _ => return Ok(directives),
            }
        }
    }

    /// `x[, y[, z]]`, missing ones 1.
    fn dims(&mut self) -> Result<[u32; 3]> {
        let mut dims = [1; 3];
        for (i, dim) in dims.iter_mut().enumerate() {
            if i > 0 && !self.tokens.eat(b',')? {
                break;
            }
            *dim = self.tokens.expect_uint()? as u32;
        }
        Ok(dims)
    }
}

/// A variable's attributes, before its names.
pub(super) struct Attributes {
    pub space: StateSpace,
    pub align: Option<u64>,
    pub vector: u8,
    pub scalar: ScalarType,
}

#[cfg(test)]
mod tests {
    use super::parse;
    use crate::ir::{Family, FunctionErrorKind, Immediate, InitElement, Instruction, Linkage, ScalarType, StateSpace, Statement, Symbol, UnsupportedReason};

    const HEADER: &str = ".version 9.0\n.target sm_80\n.address_size 64\n";

    fn module(body: &str) -> crate::ir::Module {
        parse(&format!("{HEADER}{body}")).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn module_directives() {
        let m = module("");
        assert_eq!(m.version, (9, 0));
        assert_eq!(m.target, ["sm_80"]);
        assert_eq!(m.address_size, 64);
    }

    #[test]
    fn globals_with_linkage_and_initializers() {
        let m = module(
            ".visible .global .align 4 .u32 table[4] = {1, 2, -3};\n\
             .global .u64 ptr = generic(table)+8;\n\
             .extern .shared .align 16 .b8 dynamic[];\n\
             .weak .const .f32 half = 0f3F000000;\n\
             .common .global .u32 shared_counter;\n",
        );
        let table = &m.globals[0];
        assert_eq!((table.name.as_str(), table.linkage, table.space), ("table", Linkage::Visible, StateSpace::Global));
        assert_eq!((table.ty.scalar, table.ty.dims.as_slice(), table.align), (ScalarType::U32, &[4u64][..], Some(4)));
        assert_eq!(table.init, [InitElement::Imm(Immediate::Int(1)), InitElement::Imm(Immediate::Int(2)), InitElement::Imm(Immediate::Int(-3))]);
        assert!(matches!(m.globals[1].init[0], InitElement::Address { symbol: Symbol::Global(_), offset: 8, generic: true }));
        assert_eq!((m.globals[2].linkage, m.globals[2].space, m.globals[2].ty.dims.as_slice()), (Linkage::Extern, StateSpace::Shared, &[0u64][..]));
        assert_eq!((m.globals[3].linkage, m.globals[3].init.as_slice()), (Linkage::Weak, &[InitElement::Imm(Immediate::F32(0x3f00_0000))][..]));
        assert_eq!(m.globals[4].linkage, Linkage::Common);
    }

    #[test]
    fn functions_parameters_returns_and_register_ranges() {
        let m = module(
            ".func (.param .b32 r) twice(.param .b32 x, .param .align 8 .b8 s[16])\n{\n.reg .b32 %r<100>;\nld.param.b32 %r99, [x];\nst.param.b32 [r], %r99;\nret;\n}\n\
             .visible .entry k(.param .u64 out)\n.maxntid 256, 1, 1\n{\n.pragma \"nounroll\";\n.loc 1 2 3\nret;\n}\n",
        );
        let twice = &m.functions[0];
        assert!(!twice.kernel);
        assert_eq!((twice.params.len(), twice.returns.len()), (2, 1));
        let s = twice.var(twice.params[1]);
        assert_eq!((s.ty.dims.as_slice(), s.align), (&[16u64][..], Some(8)));
        assert!(matches!(twice.body, Some(Ok(_))), "%r99 is one of %r<100>");
        assert!(twice.vars.iter().any(|v| v.name == "%r99" && v.space == StateSpace::Reg));
        let kernel = &m.functions[1];
        assert!(kernel.kernel && kernel.linkage == Linkage::Visible);
        assert_eq!(kernel.directives.maxntid, Some([256, 1, 1]));
        let body = kernel.body.as_ref().expect("a body").as_ref().expect("parsed");
        assert_eq!(body.statements.len(), 1, "the pragma and debug directive are dropped");
    }

    #[test]
    fn a_bad_function_fails_alone_with_its_line() {
        let m = module(
            ".visible .entry bad()\n{\nfrobnicate.u32 %r1;\nret;\n}\n\
             .visible .entry good()\n{\nret;\n}\n",
        );
        let error = m.functions[0].body.as_ref().expect("a body").as_ref().expect_err("fails");
        assert_eq!(error.line, 6);
        assert_eq!(error.kind, FunctionErrorKind::Syntax("unknown instruction `frobnicate`".into()), "{error}");
        assert_eq!(error.to_string(), "line 6: `frobnicate.u32 %r1;`: unknown instruction `frobnicate`");
        assert!(matches!(m.functions[1].body, Some(Ok(_))));
    }

    /// Each function's name and, if it failed, the line of its error.
    fn outcomes(m: &crate::ir::Module) -> Vec<(&str, Option<u32>)> {
        m.functions.iter().map(|f| (f.name.as_str(), f.body.as_ref().and_then(|b| b.as_ref().err()).map(|e| e.line))).collect()
    }

    #[test]
    fn a_bad_statement_is_skipped_to_its_semicolon_whatever_it_leaves_open() {
        let m = module(
            ".visible .entry a()\n{\nmov.b32 %r1, {[(\"x;\nret;\n}\n\
             .visible .entry b()\n{\n.reg .b32 %r<2>;\nadd.s32.2d.. %r1, {%r1;\nret;\n}\n\
             .visible .entry c()\n{\nret;\n}\n",
        );
        assert_eq!(outcomes(&m), [("a", Some(6)), ("b", Some(12)), ("c", None)]);
        let error = m.functions[1].body.as_ref().and_then(|b| b.as_ref().err()).expect("fails");
        assert_eq!(error.instruction.as_deref(), Some("add.s32.2d.. %r1, {%r1;"));
    }

    #[test]
    fn a_brace_for_an_opcode_fails_its_function_and_no_other() {
        let m = module(
            ".visible .entry closes()\n{\n.reg .b64 %rd<3>;\n}.global.u64 %rd1, [%rd2];\nret;\n}\n\
             .global .u32 between;\n\
             .visible .entry opens()\n{\n.reg .b64 %rd<3>;\n{.shared.u64 %rd1, %rd2;\nret;\n}\n\
             .global .u32 after = 7;\n\
             .visible .entry good()\n{\n.reg .b64 %rd1;\nmov.u64 %rd1, after;\nmov.u64 %rd1, between;\nret;\n}\n",
        );
        assert_eq!(outcomes(&m), [("closes", Some(7)), ("opens", Some(14)), ("good", None)]);
        assert_eq!(m.globals.iter().map(|g| g.name.as_str()).collect::<Vec<_>>(), ["between", "after"]);
    }

    #[test]
    fn a_function_may_end_on_the_line_of_what_follows_it() {
        let m = module(".visible .entry a()\n{\nret;\n} .global .u32 x; .visible .entry b()\n{\nret;\n} .weak .func c() { ret; }\n");
        assert_eq!(outcomes(&m), [("a", None), ("b", None), ("c", None)]);
        assert_eq!(m.globals.len(), 1);
    }

    #[test]
    fn a_body_that_runs_into_the_next_function_ends_before_it() {
        let m = module(".visible .entry open()\n{\nret;\n.visible .entry next()\n{\nret;\n}\n");
        assert_eq!(outcomes(&m), [("open", Some(7)), ("next", None)]);
        let m = module(".visible .entry last()\n{\nret;\n");
        assert_eq!(outcomes(&m), [("last", Some(7))]);
    }

    #[test]
    fn instructions_become_typed_ir() {
        let m = module(
            ".visible .entry k(.param .u64 out)\n{\n.reg .pred %p;\n.reg .f32 %f<3>;\n.reg .b64 %rd<2>;\n\
             ld.param.u64 %rd1, [out];\n@!%p add.rz.ftz.sat.f32 %f1, %f2, 0f3F800000;\nst.global.v2.f32 [%rd1+8], {%f1, %f2};\n\
             suld.b.2d.b32.zero {%f1}, [%rd1, {%f1, %f2}];\nret;\n}\n",
        );
        let body = m.functions[0].body.as_ref().expect("a body").as_ref().expect("parsed");
        let instructions: Vec<&crate::ir::Guarded> = body
            .statements
            .iter()
            .filter_map(|s| match s {
                Statement::Instruction(g) => Some(g),
                Statement::Label(_) => None,
            })
            .collect();
        let add = instructions[1];
        assert!(matches!(add.guard, Some((_, true))));
        match &add.instruction {
            Instruction::Add { ty, float, .. } => {
                assert_eq!(*ty, ScalarType::F32);
                assert!(float.ftz && float.sat && float.rounding == Some(crate::ir::Rounding::Zero));
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(&instructions[2].instruction, Instruction::Store(s) if s.vector == 2 && s.space == StateSpace::Global));
        match &instructions[3].instruction {
            Instruction::Unsupported(unsupported) => {
                assert_eq!(unsupported.reason, UnsupportedReason::NotImplemented(Family::Surface));
                assert_eq!(unsupported.written(), "suld.b.2d.b32.zero");
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn syntax_errors_outside_functions_say_where() {
        let error = parse(&format!("{HEADER}.global .u32 x = ;\n")).expect_err("a syntax error");
        assert_eq!((error.position.line, error.position.column, error.function.as_deref()), (4, 18, None));
        assert_eq!(error.statement.as_deref(), Some(".global .u32 x = ;"));
        assert_eq!(error.to_string(), "line 4, column 18: `.global .u32 x = ;`: expected an initializer, found `;`");
    }

    #[test]
    fn an_error_in_a_function_header_names_the_function() {
        let error = parse(&format!("{HEADER}.visible .entry k(\n\t.param .u64 a,\n\t.param .bad b\n)\n{{\nret;\n}}\n")).expect_err("a syntax error");
        assert_eq!((error.position.line, error.function.as_deref()), (6, Some("k")));
        assert_eq!(error.statement.as_deref(), Some(".visible .entry k( .param .u64 a, .param .bad b"));
        let text = error.to_string();
        assert!(text.starts_with("line 6, column 9, in the header of `k`: `.visible .entry k("), "{text}");
        let error = parse(&format!("{HEADER}.visible .entry k()\n{{\nret;\n}}\n.visible .entry k()\n{{\nret;\n}}\n")).expect_err("declared twice");
        assert_eq!((error.position.line, error.position.column, error.function.as_deref()), (8, 17, Some("k")));
        assert_eq!(error.to_string(), "line 8, column 17, in the header of `k`: `.visible .entry k()`: `k` is declared twice");
    }

    #[test]
    fn a_variable_declared_extern_then_defined_is_one_variable() {
        let m = parse(&format!(
            "{HEADER}.extern .global .align 4 .u32 n;\n.visible .entry k() {{ .reg .b32 %r; ld.global.u32 %r, [n]; ret; }}\n\
             .extern .global .align 4 .u32 n;\n.visible .global .align 4 .u32 n = 7;\n"
        ))
        .expect("valid PTX");
        assert_eq!(m.globals.len(), 1);
        assert_eq!((m.globals[0].linkage, m.globals[0].init.is_empty()), (Linkage::Visible, false));
        let error = parse(&format!("{HEADER}.global .u32 n;\n.global .u32 n;\n")).expect_err("defined twice");
        assert!(error.to_string().contains("`n` is declared twice"), "{error}");
    }
}
