//! Function declarations read straight from libclang.
//!
//! bindgen gives the Rust view of a header; this gives the C view of each function: its
//! exact parameter types as C spells them (for the generated C tests), the header file that
//! declares it (to tell a library's own functions from those of headers it includes), and
//! whether it has external linkage (`static inline` helpers are not exports).

#![allow(non_upper_case_globals)] // libclang's constant names

use std::ffi::{CStr, CString, c_void};
use std::ptr;

use clang_sys::*;

use crate::Result;

/// One function declaration, as C spells it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CFunction {
    pub name: String,
    pub result: String,
    pub params: Vec<CParam>,
    pub variadic: bool,
    /// Path of the header that declares it.
    pub header: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CParam {
    pub name: String,
    /// The parameter's type as C spells it, arrays already decayed to pointers.
    pub ty: String,
}

/// Parses `source` (a wrapper that includes the headers) with `args`, and returns every
/// function with external C linkage declared at file scope or in an `extern "C"` block, in
/// declaration order.
pub fn functions(source: &str, args: &[String]) -> Result<Vec<CFunction>> {
    ensure_loaded()?;
    let file = CString::new("rocuda-wrapper.h")?;
    let contents = CString::new(source)?;
    let args: Vec<CString> = args.iter().map(|a| CString::new(a.as_str())).collect::<std::result::Result<_, _>>()?;
    let arg_ptrs: Vec<*const i8> = args.iter().map(|a| a.as_ptr()).collect();
    let mut unsaved = CXUnsavedFile { Filename: file.as_ptr(), Contents: contents.as_ptr(), Length: source.len() as _ };
    // SAFETY: libclang calls with valid, NUL-terminated strings that outlive the parse; the
    // index and translation unit are disposed before returning.
    unsafe {
        let index = clang_createIndex(0, 0);
        let unit =
            clang_parseTranslationUnit(index, file.as_ptr(), arg_ptrs.as_ptr(), arg_ptrs.len() as _, &mut unsaved, 1, CXTranslationUnit_SkipFunctionBodies);
        if unit.is_null() {
            clang_disposeIndex(index);
            return Err("libclang could not parse the headers".into());
        }
        let errors = diagnostics(unit);
        let mut found = Vec::new();
        if errors.is_empty() {
            clang_visitChildren(clang_getTranslationUnitCursor(unit), visit, (&raw mut found).cast());
        }
        clang_disposeTranslationUnit(unit);
        clang_disposeIndex(index);
        if !errors.is_empty() {
            return Err(format!("the headers do not parse:\n{}", errors.join("\n")).into());
        }
        let mut seen = std::collections::BTreeSet::new();
        found.retain(|f: &CFunction| seen.insert(f.name.clone()));
        Ok(found)
    }
}

fn ensure_loaded() -> Result<()> {
    if clang_sys::is_loaded() {
        return Ok(());
    }
    clang_sys::load().map_err(|e| format!("cannot load libclang ({e}); install libclang-19-dev or set LIBCLANG_PATH").into())
}

/// Error-level diagnostics, formatted.
unsafe fn diagnostics(unit: CXTranslationUnit) -> Vec<String> {
    let mut errors = Vec::new();
    // SAFETY: `unit` is a live translation unit.
    unsafe {
        for i in 0..clang_getNumDiagnostics(unit) {
            let diagnostic = clang_getDiagnostic(unit, i);
            if clang_getDiagnosticSeverity(diagnostic) >= CXDiagnostic_Error {
                errors.push(take(clang_formatDiagnostic(diagnostic, clang_defaultDiagnosticDisplayOptions())));
            }
            clang_disposeDiagnostic(diagnostic);
        }
    }
    errors
}

extern "C" fn visit(cursor: CXCursor, _parent: CXCursor, data: *mut c_void) -> CXChildVisitResult {
    // SAFETY: `data` is the `Vec<CFunction>` passed to `clang_visitChildren`, and `cursor`
    // is a live cursor of that translation unit.
    unsafe {
        match clang_getCursorKind(cursor) {
            CXCursor_LinkageSpec => {
                clang_visitChildren(cursor, visit, data);
            }
            CXCursor_FunctionDecl if clang_getCursorLinkage(cursor) == CXLinkage_External => {
                // A C++ function (its symbol is mangled) is no C API.
                let name = take(clang_getCursorSpelling(cursor));
                if take(clang_Cursor_getMangling(cursor)) == name {
                    (*data.cast::<Vec<CFunction>>()).push(function(cursor));
                }
            }
            _ => {}
        }
    }
    CXChildVisit_Continue
}

unsafe fn function(cursor: CXCursor) -> CFunction {
    // SAFETY: `cursor` is a live function declaration.
    unsafe {
        let count = clang_Cursor_getNumArguments(cursor).max(0) as u32;
        let params = (0..count)
            .map(|i| {
                let param = clang_Cursor_getArgument(cursor, i);
                CParam { name: take(clang_getCursorSpelling(param)), ty: decayed(clang_getCursorType(param)) }
            })
            .collect();
        let mut file = ptr::null_mut();
        clang_getExpansionLocation(clang_getCursorLocation(cursor), &mut file, ptr::null_mut(), ptr::null_mut(), ptr::null_mut());
        let path = take(clang_getFileName(file));
        CFunction {
            name: take(clang_getCursorSpelling(cursor)),
            result: take(clang_getTypeSpelling(clang_getCursorResultType(cursor))),
            params,
            variadic: clang_isFunctionTypeVariadic(clang_getCursorType(cursor)) != 0,
            header: path,
        }
    }
}

/// A parameter's type spelling; an array parameter is spelled as the pointer it decays to.
unsafe fn decayed(ty: CXType) -> String {
    // SAFETY: `ty` comes from a live cursor.
    unsafe {
        match ty.kind {
            CXType_ConstantArray | CXType_IncompleteArray | CXType_VariableArray | CXType_DependentSizedArray => {
                format!("{} *", take(clang_getTypeSpelling(clang_getArrayElementType(ty))))
            }
            _ => take(clang_getTypeSpelling(ty)),
        }
    }
}

/// Copies and frees a libclang string.
unsafe fn take(string: CXString) -> String {
    // SAFETY: `string` is a live CXString, freed once here.
    unsafe {
        let c = clang_getCString(string);
        let owned = if c.is_null() { String::new() } else { CStr::from_ptr(c).to_string_lossy().into_owned() };
        clang_disposeString(string);
        owned
    }
}
