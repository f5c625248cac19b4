//! rocuda's libraries export everything NVIDIA's do, in a form NVIDIA-linked programs load.

use std::fmt::Write;
use std::process::Command;

use rocuda_codegen::library::{LIBRARIES, Library};
use rocuda_codegen::nvidia::{ExportList, Symbol};
use rocuda_codegen::pins::Pins;
use rocuda_codegen::vendor::{Vendor, read_dir_sorted};
use rocuda_tests::{lib_dir, root, scratch, succeed};

/// Every committed NVIDIA export list of a library: (origin, list).
fn nvidia_lists(library: &Library) -> Vec<(String, ExportList)> {
    let dir = root().join(library.dir).join("generated/nvidia");
    let mut lists = Vec::new();
    for origin in read_dir_sorted(&dir).expect("generated/nvidia exists") {
        for file in read_dir_sorted(&origin).expect("readable") {
            let soname = file.file_stem().expect("a file").to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&file).expect("readable");
            let list = ExportList::parse(&soname, &text).expect("a well-formed list");
            lists.push((origin.file_name().expect("a folder").to_string_lossy().into_owned(), list));
        }
    }
    assert!(!lists.is_empty(), "{}: no NVIDIA export lists", library.name);
    lists
}

#[test]
fn every_nvidia_export_is_exported() {
    let mut problems = String::new();
    let mut checked = 0;
    for library in LIBRARIES {
        for (origin, list) in nvidia_lists(library) {
            let path = lib_dir().join(&list.soname);
            let ours = ExportList::from_elf("rocuda".to_string(), &path).unwrap_or_else(|e| panic!("{e}"));
            if ours.soname != library.soname {
                let _ = writeln!(problems, "{}: soname {}, expected {}", path.display(), ours.soname, library.soname);
            }
            for version in &list.versions {
                if !ours.versions.contains(version) {
                    let _ = writeln!(problems, "{}: no version node {version} ({origin})", list.soname);
                }
            }
            for (name, symbol) in &list.symbols {
                checked += 1;
                if ours.symbols.get(name) != Some(symbol) {
                    let _ = writeln!(problems, "{} ({origin}): missing {name} ({symbol:?})", list.soname);
                }
            }
        }
    }
    assert!(problems.is_empty(), "{problems}");
    assert!(checked > 3000, "only {checked} symbols checked");
}

/// A program linked against NVIDIA's real library file, referencing every symbol it
/// exports (with the symbol versions the linker records), must load with rocuda's library
/// in its place, every reference bound at load time (`LD_BIND_NOW`).
#[test]
fn programs_linked_against_nvidia_load_with_rocuda() {
    let out = scratch("abi");
    let mut programs = 0;
    let vendor = Vendor::default();
    let pins = Pins::load(&root().join("codegen/pins.toml")).expect("codegen/pins.toml reads");
    for library in LIBRARIES {
        let lists = nvidia_lists(library);
        for input in library.nvidia_inputs(&vendor, &root(), &pins) {
            // Recorded listings have no file to link against; the test above covers them.
            let Some(path) = input.location.library_file() else { continue };
            assert!(path.is_file(), "{} is missing: run `cargo xtask setup`", path.display());
            let soname = input.soname;
            let (_, list) = lists
                .iter()
                .find(|(origin, list)| *origin == input.origin && list.soname == soname)
                .unwrap_or_else(|| panic!("no committed list for {}/{soname}", input.origin));
            let name = format!("{}-{}", input.origin, soname);
            let source = out.join(format!("{name}.c"));
            std::fs::write(&source, references(list)).expect("scratch is writable");
            let program = out.join(&name);
            succeed(Command::new("gcc").arg("-o").arg(&program).arg(&source).args(["-Wl,--no-as-needed", "-Wl,--allow-shlib-undefined"]).arg(path));
            let run = Command::new(&program).env("LD_LIBRARY_PATH", lib_dir()).env("LD_BIND_NOW", "1").output().expect("the program runs");
            let stderr = String::from_utf8_lossy(&run.stderr);
            assert!(
                run.status.success() && stderr.is_empty(),
                "{} (linked against {}) does not load cleanly with rocuda's {soname}: {stderr}",
                program.display(),
                path.display(),
            );
            programs += 1;
        }
    }
    assert!(programs >= 28, "only {programs} programs");
}

/// C source that takes the address of every symbol in `list`.
fn references(list: &ExportList) -> String {
    let mut source = String::from("/* Takes the address of every symbol NVIDIA's library exports. */\n");
    let mut table = String::from("void *const references[] = {\n");
    for (name, symbol) in &list.symbols {
        match symbol {
            Symbol::Function => {
                let _ = writeln!(source, "extern void {name}(void);");
                let _ = writeln!(table, "    (void *)&{name},");
            }
            Symbol::Object(_) => {
                let _ = writeln!(source, "extern char {name}[];");
                let _ = writeln!(table, "    (void *){name},");
            }
        }
    }
    table.push_str("};\n\nint main(void) {\n    return references[0] == 0;\n}\n");
    source + "\n" + &table
}
