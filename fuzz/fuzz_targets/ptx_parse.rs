//! The PTX front end and the IR passes on arbitrary text: they must return (a module, or an
//! error) and never crash, whatever the input.
//!
//! The input's first line is also put, as one statement, into a module of two kernels: the
//! parser must keep the module and the other kernel whatever the statement holds, and fail
//! the statement's kernel, if at all, on its line (DESIGN principle 5). Statements that
//! change the module's shape are left out: a brace (the start or end of a scope), an
//! unterminated comment, or a directive only a module holds.

#![no_main]

const BEFORE: &str = ".version 9.0\n.target sm_80\n.address_size 64\n.visible .entry mutated()\n{\n.reg .b32 %r<4>;\n";
const AFTER: &str = "\nret;\n}\n.visible .entry intact()\n{\n.reg .b32 %r<4>;\nmov.u32 %r1, %tid.x;\nret;\n}\n";
/// The statement's line, and the next: a statement without its `;` runs on into `ret;`.
const LINES: std::ops::RangeInclusive<u32> = 7..=8;
const MODULE_ONLY: &[&str] = &["version", "target", "address_size", "file", "section", "alias", "visible", "weak", "common", "entry", "func"];

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(mut module) = rocuda_ptx::front::parse(text) {
        rocuda_ptx::passes::run(&mut module);
    }

    let statement = text.lines().next().unwrap_or("");
    if statement.contains(['{', '}']) || statement.contains("/*") || MODULE_ONLY.iter().any(|name| statement.contains(&format!(".{name}"))) {
        return;
    }
    let module = rocuda_ptx::front::parse(&format!("{BEFORE}{statement}{AFTER}")).unwrap_or_else(|e| panic!("one statement rejects the module: {e}"));
    let [mutated, intact] = &module.functions[..] else { panic!("the functions changed: {:?}", module.functions.iter().map(|f| &f.name).collect::<Vec<_>>()) };
    assert!(matches!(intact.body, Some(Ok(_))), "the other kernel fails: {:?}", intact.body);
    if let Some(Err(error)) = &mutated.body {
        assert!(LINES.contains(&error.line), "the statement's kernel fails elsewhere: {error}");
    }
});
