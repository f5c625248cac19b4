//! The parser's recovery under mutation: in the test corpus's PTX (`tests/kernels/*.ptx`),
//! one instruction at a time gets a made-up opcode, a made-up modifier in place of one of
//! its own, or a made-up modifier more, chosen by a seeded generator from digits, dots,
//! braces, brackets, strings and unknown words. Whatever the text, the parser must not
//! panic, must not reject the module, and must fail exactly the function that holds the
//! mutated instruction, at that instruction's line, with its text (DESIGN principle 5);
//! every other function parses as it did before.

use rocuda_ptx::front::parse;
use rocuda_ptx::ir::{Instruction, Module, Statement};

/// Made-up opcodes and modifiers. Generated words are added to these; none is PTX that an
/// instruction of the corpus accepts in the place it is put.
const WORDS: &[&str] = &[
    "2",
    "zero",
    "b.2d",
    "2d",
    "frobnicate",
    "wibble",
    "{",
    "}",
    "{x}",
    "[2]",
    "(3)",
    "}}",
    "{{",
    "[",
    "]",
    "(",
    ")",
    "_",
    "$L9",
    "%r1",
    "0x1f",
    "0f3F80",
    "1.5",
    "\"s\"",
    "\"open",
    "..",
    "",
    "b",
    "v9",
    "e5",
    "#",
    "@",
    "!",
    ",",
    "<1>",
    "+4",
    "-",
    "=",
    "*",
    "|",
    "x.y.z",
    "}.global",
    "{.reg .b32 q;",
    "\u{e9}t\u{e9}",
];

/// A small deterministic generator (xorshift64).
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// A made-up word: one of [`WORDS`], or letters and digits that name nothing in PTX.
    fn word(&mut self) -> String {
        if self.below(3) > 0 {
            return WORDS[self.below(WORDS.len())].to_string();
        }
        const CHARS: &[u8] = b"abcdefghijklmnopqrstuvwxyz0123456789_";
        let length = 1 + self.below(6);
        let mut word = String::from("zq");
        for _ in 0..length {
            word.push(CHARS[self.below(CHARS.len())] as char);
        }
        word
    }
}

/// An instruction line, split where it is mutated: the text before the opcode (indent and
/// guard), the opcode, its modifiers, and the rest (operands, `;`, comment).
struct Line<'a> {
    head: &'a str,
    opcode: &'a str,
    modifiers: Vec<&'a str>,
    rest: &'a str,
}

impl<'a> Line<'a> {
    /// The line as an instruction, if it is one alone on its line: `[@guard] opcode[.mod]... operands;`.
    fn parse(text: &'a str) -> Option<Line<'a>> {
        let code = text.split("//").next().unwrap_or("").trim_end();
        if !code.ends_with(';') || code.contains("/*") {
            return None;
        }
        let body = text.trim_start();
        let mut head_len = text.len() - body.len();
        let mut instruction = body;
        if let Some(guarded) = body.strip_prefix('@') {
            let guard_end = guarded.find(char::is_whitespace)?;
            let after_guard = guarded[guard_end..].trim_start();
            head_len = text.len() - after_guard.len();
            instruction = after_guard;
        }
        let opcode_len = instruction.find(|c: char| !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')).unwrap_or(instruction.len());
        let opcode = &instruction[..opcode_len];
        if opcode.is_empty() || !opcode.starts_with(|c: char| c.is_ascii_lowercase()) {
            return None;
        }
        let mut rest = &instruction[opcode_len..];
        let mut modifiers = Vec::new();
        while let Some(after_dot) = rest.strip_prefix('.') {
            let len = after_dot.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == ':')).unwrap_or(after_dot.len());
            modifiers.push(&after_dot[..len]);
            rest = &after_dot[len..];
        }
        if !rest.starts_with([' ', '\t', ';']) || rest.trim_start().starts_with(':') {
            return None;
        }
        Some(Line { head: &text[..head_len], opcode, modifiers, rest })
    }

    fn text(&self, opcode: &str, modifiers: &[String]) -> String {
        let mut text = format!("{}{opcode}", self.head);
        for modifier in modifiers {
            text.push('.');
            text.push_str(modifier);
        }
        text.push_str(self.rest);
        text
    }
}

/// Per function of a module, by name: whether its body parsed.
fn outcomes(module: &Module) -> Vec<(String, Option<bool>)> {
    module.functions.iter().map(|f| (f.name.clone(), f.body.as_ref().map(|body| body.is_ok()))).collect()
}

/// The function whose body holds `line`: the last one with a body that starts before it.
fn function_at(module: &Module, line: u32) -> Option<usize> {
    (0..module.functions.len()).filter(|&i| module.functions[i].body.is_some() && module.functions[i].line <= line).max_by_key(|&i| module.functions[i].line)
}

/// Whether `line` of the function holds an instruction that parses but does not compile,
/// which fails the function when it is compiled, with the same line.
fn unsupported_at(module: &Module, function: usize, line: u32) -> bool {
    let Some(Ok(body)) = &module.functions[function].body else { return false };
    body.statements.iter().any(|s| matches!(s, Statement::Instruction(g) if g.line == line && matches!(g.instruction, Instruction::Unsupported(_))))
}

#[test]
fn a_mutated_instruction_fails_its_function_alone() {
    let directory = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/kernels");
    let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(&directory)
        .expect("the corpus")
        .map(|entry| entry.expect("a corpus entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ptx"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no PTX in {}", directory.display());

    let mut random = Random(0x5eed_9e37_79b9_7f4a);
    let mut mutations = 0;
    let mut problems = Vec::new();
    for file in &files {
        let source = std::fs::read_to_string(file).expect("the PTX is text");
        let original = parse(&source).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let before = outcomes(&original);
        let lines: Vec<&str> = source.lines().collect();
        for (index, text) in lines.iter().enumerate() {
            let Some(line) = Line::parse(text) else { continue };
            let number = index as u32 + 1;
            let Some(function) = function_at(&original, number) else { continue };
            let mut modifiers: Vec<String> = line.modifiers.iter().map(|m| m.to_string()).collect();
            let mut opcode = line.opcode.to_string();
            let what = match random.below(3) {
                0 => {
                    // Not empty: an instruction without its opcode can be a declaration
                    // (`cvta.global.u64 %rd1, %rd2;` becomes `.global.u64 %rd1, %rd2;`).
                    opcode = std::iter::repeat_with(|| random.word()).find(|word| !word.is_empty()).expect("an endless supply");
                    format!("opcode `{opcode}`")
                }
                1 if !modifiers.is_empty() => {
                    let at = random.below(modifiers.len());
                    modifiers[at] = random.word();
                    format!("modifier {} `{}`", at + 1, modifiers[at])
                }
                _ => {
                    let at = random.below(modifiers.len() + 1);
                    modifiers.insert(at, random.word());
                    format!("modifier `{}` inserted at {}", modifiers[at], at + 1)
                }
            };
            let mutated_line = line.text(&opcode, &modifiers);
            let mut mutated: Vec<&str> = lines.clone();
            mutated[index] = &mutated_line;
            let mutated = mutated.join("\n");
            mutations += 1;

            let place = format!("{}:{number}: {what}: `{}`", file.file_name().unwrap_or_default().to_string_lossy(), mutated_line.trim());
            let parsed = match std::panic::catch_unwind(|| parse(&mutated)) {
                Ok(Ok(module)) => module,
                Ok(Err(error)) => {
                    problems.push(format!("{place}: the module is rejected: {error}"));
                    continue;
                }
                Err(_) => {
                    problems.push(format!("{place}: the parser panics"));
                    continue;
                }
            };
            let after = outcomes(&parsed);
            if after.len() != before.len() || after.iter().zip(&before).any(|(a, b)| a.0 != b.0) {
                problems.push(format!("{place}: the functions changed: {before:?} became {after:?}"));
                continue;
            }
            for (i, ((name, was), (_, now))) in before.iter().zip(&after).enumerate() {
                if i != function && was != now {
                    problems.push(format!("{place}: `{name}`, which was not mutated, {}", if *now == Some(false) { "fails" } else { "changed" }));
                }
            }
            // A statement that starts with a brace opens or closes a scope, and where the
            // function then fails depends on what follows (`}.global.b32 %r1, %r2;` closes a
            // scope early and declares two variables, which is PTX; a later instruction
            // fails for want of a register of the closed scope). It must fail, but may fail
            // elsewhere.
            let brace = opcode.starts_with(['{', '}']);
            let name = &parsed.functions[function].name;
            match &parsed.functions[function].body {
                Some(Err(error)) if error.line == number || brace => {}
                Some(Err(error)) => problems.push(format!("{place}: `{name}` fails elsewhere: {error}")),
                _ if unsupported_at(&parsed, function, number) => {}
                _ => problems.push(format!("{place}: `{name}` does not fail")),
            }
        }
    }
    assert!(mutations > 500, "only {mutations} mutations");
    assert!(problems.is_empty(), "{} of {mutations} mutations:\n{}", problems.len(), problems.join("\n"));
}
