//! rocuda's libraries define each symbol under the version NVIDIA's give it
//! (`cublasSgemm_v2@@libcublas.so.13`), for both CUDA majors at once.
//!
//! The dynamic loader binds a versioned reference to an unversioned definition, but GNU ld
//! does not: linking a program against a library built with NVIDIA's cuBLAS (llama.cpp's
//! `libggml-cuda.so`), with rocuda's libraries where the link looks for that library's
//! dependencies, fails with "undefined reference to `cublasSgemm_v2@libcublas.so.13'" unless
//! rocuda's library defines the symbol in that version. The oracle is NVIDIA's library files
//! themselves, read with binutils' `readelf`, not with the reader that made rocuda's lists.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

use rocuda_codegen::library::{LIBRARIES, Library, NvidiaInput};
use rocuda_codegen::pins::Pins;
use rocuda_codegen::vendor::Vendor;
use rocuda_tests::{host_lib_dir, lib_dir, parallel, root, scratch, succeed, toolkit};

/// One defined dynamic symbol of a library file, as `readelf --dyn-syms` shows it.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Definition {
    object: bool,
    /// The version node, or `None` for a symbol defined without one.
    version: Option<String>,
    /// `name@@version`, what a program linked against the file binds to; `name@version`
    /// is a hidden version, reached only by references that name it.
    default: bool,
}

/// The C-named functions and objects `path` defines, by name, each with every version it is
/// defined in. C++ names are left out: rocuda exports none (cudnn/README.md).
fn definitions(path: &Path) -> BTreeMap<String, Vec<Definition>> {
    let output = succeed(Command::new("readelf").args(["--dyn-syms", "--wide"]).arg(path));
    let mut symbols: BTreeMap<String, Vec<Definition>> = BTreeMap::new();
    for line in String::from_utf8_lossy(&output.stdout).lines() {
        // Num: Value Size Type Bind Vis Ndx Name
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [_, _, _, kind, bind, _, section, name, ..] = fields[..] else { continue };
        let object = match kind {
            "FUNC" => false,
            "OBJECT" => true,
            _ => continue,
        };
        if section == "UND" || section == "ABS" || !(bind == "GLOBAL" || bind == "WEAK") || name.starts_with("_Z") {
            continue;
        }
        let (name, version, default) = match (name.split_once("@@"), name.split_once('@')) {
            (Some((name, version)), _) => (name, Some(version.to_string()), true),
            (None, Some((name, version))) => (name, Some(version.to_string()), false),
            (None, None) => (name, None, true),
        };
        symbols.entry(name.to_string()).or_default().push(Definition { object, version, default });
    }
    assert!(!symbols.is_empty(), "{} defines no symbols", path.display());
    symbols
}

/// Every NVIDIA library file an export list was read from, with its library: recorded
/// listings have no file.
fn nvidia_files() -> Vec<(&'static Library, NvidiaInput, PathBuf)> {
    let vendor = Vendor::default();
    let pins = Pins::load(&root().join("codegen/pins.toml")).expect("codegen/pins.toml reads");
    let mut files = Vec::new();
    for library in LIBRARIES {
        for input in library.nvidia_inputs(&vendor, &root(), &pins) {
            let Some(path) = input.location.library_file().map(Path::to_path_buf) else { continue };
            assert!(path.is_file(), "{} is missing: run `cargo xtask setup`", path.display());
            files.push((library, input, path));
        }
    }
    assert!(files.len() >= 28, "only {} NVIDIA library files", files.len());
    files
}

#[test]
fn every_symbol_nvidia_versions_is_defined_in_that_version() {
    let mut problems = String::new();
    let mut versioning = BTreeSet::new();
    let mut checked = 0;
    for (library, input, path) in nvidia_files() {
        let ours = definitions(&lib_dir().join(input.soname));
        for (name, theirs) in definitions(&path) {
            for definition in theirs.iter().filter(|d| d.version.is_some()) {
                versioning.insert(library.name);
                checked += 1;
                let mine = ours.get(&name).map(Vec::as_slice).unwrap_or_default();
                let version = definition.version.as_deref().unwrap_or_default();
                if !mine.iter().any(|d| d.version == definition.version && d.object == definition.object) {
                    let _ = writeln!(problems, "{}/{}: {name} not defined in version {version}; rocuda's: {mine:?}", input.origin, input.soname);
                }
                // A program linked against rocuda's file binds what NVIDIA's of the same
                // soname would give it.
                if definition.default && input.soname == library.soname && !mine.iter().any(|d| d.default && d.version == definition.version) {
                    let _ = writeln!(problems, "{}/{}: {name}'s default version is not {version}; rocuda's: {mine:?}", input.origin, input.soname);
                }
            }
        }
    }
    assert!(problems.is_empty(), "{problems}");
    assert!(checked > 3500, "only {checked} versioned symbols checked");
    // The driver and NVML define no symbol versions; every other library versions each symbol.
    let expected: BTreeSet<&str> = LIBRARIES.iter().map(|l| l.name).filter(|name| !["cuda", "nvml"].contains(name)).collect();
    assert_eq!(versioning, expected, "the libraries whose NVIDIA files version their symbols");
}

/// For every NVIDIA library file: a shared library referencing each C symbol it defines is
/// linked against it, then a program against that shared library with GNU ld, finding the
/// shared library's dependencies only in rocuda's `lib/` (`-rpath-link`). The link must
/// resolve every versioned reference, and the program must load, every reference bound.
#[test]
fn gnu_ld_links_programs_against_libraries_built_with_nvidias() {
    let out = scratch("symbol-versions-links");
    let files = nvidia_files();
    let failures = parallel(&files, |(_, input, path)| {
        let name = format!("{}-{}", input.origin, input.soname.split(".so").next().unwrap_or(input.soname));
        let source = out.join(format!("{name}.c"));
        std::fs::write(&source, references(&definitions(path))).expect("scratch is writable");
        let library = out.join(format!("lib{name}.so"));
        succeed(Command::new("cc").args(["-shared", "-fPIC", "-o"]).arg(&library).arg(&source).arg(format!("-Wl,-soname,lib{name}.so")).arg(path));
        let program_source = out.join(format!("{name}-program.c"));
        std::fs::write(&program_source, "const void *const *references(void);\nint main(void) { return references()[0] == 0; }\n")
            .expect("scratch is writable");
        let program = out.join(format!("{name}-program"));
        let link = Command::new("cc")
            .arg("-fuse-ld=bfd")
            .arg("-o")
            .arg(&program)
            .arg(&program_source)
            .arg(&library)
            .arg(format!("-Wl,-rpath-link,{}", lib_dir().display()))
            .output()
            .expect("cc runs");
        if !link.status.success() {
            let stderr = String::from_utf8_lossy(&link.stderr);
            let shown: Vec<&str> = stderr.lines().take(5).collect();
            return Some(format!("{name}: GNU ld fails:\n{}", shown.join("\n")));
        }
        let run = Command::new(&program)
            .env("LD_LIBRARY_PATH", format!("{}:{}", lib_dir().display(), out.display()))
            .env("LD_BIND_NOW", "1")
            .output()
            .expect("the program runs");
        let stderr = String::from_utf8_lossy(&run.stderr);
        (!run.status.success() || !stderr.is_empty()).then(|| format!("{name}: does not load cleanly with rocuda's libraries: {stderr}"))
    });
    let failures: Vec<String> = failures.into_iter().flatten().collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// C source for a shared library whose `references()` holds the address of every symbol in
/// `symbols`.
fn references(symbols: &BTreeMap<String, Vec<Definition>>) -> String {
    let mut source = String::from("/* Takes the address of every symbol an NVIDIA library defines. */\n");
    let mut table = String::from("static const void *const table[] = {\n");
    for (name, definitions) in symbols {
        if definitions.iter().any(|d| d.object) {
            let _ = writeln!(source, "extern char {name}[];");
        } else {
            let _ = writeln!(source, "extern void {name}(void);");
        }
        let _ = writeln!(table, "    (const void *)&{name},");
    }
    table.push_str("};\n\nconst void *const *references(void) {\n    return table;\n}\n");
    source + "\n" + &table
}

/// llama.cpp's case: a shared library built by nvcc against NVIDIA's `libcublas.so.13`, and a
/// program GNU ld links against it with rocuda's `lib/` on the link path and NVIDIA's
/// nowhere; the program multiplies two matrices with cuBLAS on the host device.
#[test]
fn a_program_linked_against_a_library_built_with_nvidias_cublas_runs() {
    let out = scratch("symbol-versions-sgemm");
    let sources = root().join("tests/programs/linked");
    let toolkit = toolkit();
    let library = out.join("libsgemm.so");
    succeed(
        Command::new(toolkit.join("bin/nvcc"))
            .args(["-shared", "-Xcompiler", "-fPIC", "-o"])
            .arg(&library)
            .arg(sources.join("sgemm_library.cu"))
            .arg(format!("-L{}", toolkit.join("lib").display()))
            .args(["-Xlinker", "-soname=libsgemm.so", "-Xlinker"])
            .arg(toolkit.join("lib/libcublas.so.13")),
    );
    let symbols = succeed(Command::new("readelf").args(["--dyn-syms", "--wide"]).arg(&library));
    assert!(
        String::from_utf8_lossy(&symbols.stdout).contains("cublasSgemm_v2@libcublas.so.13"),
        "the library does not reference cuBLAS's versioned symbol, so this test would prove nothing"
    );
    let program = out.join("sgemm_program");
    let link = Command::new("cc")
        .arg("-fuse-ld=bfd")
        .arg("-o")
        .arg(&program)
        .arg(sources.join("sgemm_program.c"))
        .arg(format!("-L{}", out.display()))
        .arg("-lsgemm")
        .arg(format!("-Wl,-rpath,{}", out.display()))
        .arg(format!("-Wl,-rpath-link,{}", lib_dir().display()))
        .output()
        .expect("cc runs");
    assert!(link.status.success(), "GNU ld cannot link against the library with rocuda's lib/:\n{}", String::from_utf8_lossy(&link.stderr));
    let run = Command::new(&program).env("LD_LIBRARY_PATH", lib_dir()).env("ROCUDA_ROCM_LIB", host_lib_dir()).output().expect("the program runs");
    let stdout = String::from_utf8_lossy(&run.stdout);
    // [1 2 3; 4 5 6] [7 8; 9 10; 11 12] = [1*7+2*9+3*11 1*8+2*10+3*12; 4*7+5*9+6*11 4*8+5*10+6*12].
    assert_eq!(stdout, "sgemm_on_device returned 0\n58 64\n139 154\n", "stderr:\n{}", String::from_utf8_lossy(&run.stderr));
    assert!(run.status.success());
}
