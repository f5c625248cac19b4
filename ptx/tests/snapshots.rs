//! The LLVM IR the compiler emits for every module of the test corpus, for `gfx1100` and the
//! host, compared with the snapshots committed under `tests/out/<target>/<module>.ll`: a
//! change to a lowering shows as a diff of those files, which a reviewer reads.
//!
//! A difference fails the test with the first lines that differ. When the change is meant,
//! `ROCUDA_BLESS=1 cargo test -p rocuda-ptx --test snapshots` rewrites the snapshots (and
//! removes those of modules the corpus no longer has); commit them with the change.
//!
//! Snapshots are emitted with `Options::machine_independent`, so that every machine
//! produces the same text: the host target for a generic x86-64 CPU, and AMD's device
//! libraries left unlinked. Each starts with the functions that failed to compile, if any.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use rocuda_ptx::{Emit, Options, Target};
use rocuda_test_support::parallel;
use rocuda_test_support::ptx_corpus::{TestModule, modules};

/// The environment variable that rewrites the snapshots instead of comparing with them.
const BLESS: &str = "ROCUDA_BLESS";
const BLESS_COMMAND: &str = "ROCUDA_BLESS=1 cargo test -p rocuda-ptx --test snapshots";
/// The most differing lines a failure shows per snapshot.
const SHOWN: usize = 12;

fn targets() -> [Target; 2] {
    [Target::parse("gfx1100").expect("gfx1100 is a target"), Target::Host]
}

fn out_dir(target: Target) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/out").join(target.name())
}

/// The snapshot of `module` for `target`: the functions that failed, as comments, then the
/// module's LLVM IR.
fn snapshot(module: &TestModule, target: Target) -> String {
    let options = Options { emit: Emit::Llvm, machine_independent: true, ..Options::new(target) };
    let compiled = rocuda_ptx::compile(&module.ptx, &options).unwrap_or_else(|e| panic!("{} for {target}: {e}", module.name));
    let mut text = String::new();
    for failure in &compiled.failures {
        writeln!(text, "; failed ({} stage): {failure}", failure.stage.name()).expect("a String takes text");
    }
    text.push_str(std::str::from_utf8(&compiled.bytes).expect("LLVM IR is text"));
    text
}

fn blessing() -> bool {
    std::env::var_os(BLESS).is_some_and(|value| !value.is_empty() && value != "0")
}

#[test]
fn emitted_llvm_ir_matches_the_snapshots() {
    let modules = modules();
    assert!(modules.len() > 20, "only {} modules in the corpus", modules.len());
    let jobs: Vec<(&TestModule, Target)> = targets().into_iter().flat_map(|target| modules.iter().map(move |module| (module, target))).collect();
    let emitted = parallel(&jobs, |(module, target)| snapshot(module, *target));
    let bless = blessing();
    let mut problems = Vec::new();
    for ((module, target), text) in jobs.iter().zip(&emitted) {
        let path = out_dir(*target).join(format!("{}.ll", module.name));
        let shown = path.strip_prefix(env!("CARGO_MANIFEST_DIR")).unwrap_or(&path).display().to_string();
        if bless {
            std::fs::create_dir_all(path.parent().expect("a folder")).expect("tests/out is writable");
            if std::fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
                std::fs::write(&path, text).unwrap_or_else(|e| panic!("{shown}: {e}"));
                println!("blessed {shown}");
            }
            continue;
        }
        match std::fs::read_to_string(&path) {
            Ok(expected) if expected == *text => {}
            Ok(expected) => problems.push(format!("{shown} differs:\n{}", first_differences(&expected, text))),
            Err(error) => problems.push(format!("{shown}: {error}")),
        }
    }
    for target in targets() {
        let names: Vec<String> = modules.iter().map(|m| format!("{}.ll", m.name)).collect();
        for stale in stale_snapshots(&out_dir(target), &names) {
            let shown = stale.strip_prefix(env!("CARGO_MANIFEST_DIR")).unwrap_or(&stale).display().to_string();
            if bless {
                std::fs::remove_file(&stale).unwrap_or_else(|e| panic!("{shown}: {e}"));
                println!("removed {shown}");
            } else {
                problems.push(format!("{shown} is the snapshot of no module of the corpus"));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} of {} snapshots differ from the IR emitted now:\n\n{}\n\nIf the change is meant, rewrite them with\n    {BLESS_COMMAND}\nand commit the new files with it (`git diff ptx/tests/out` shows the whole change).",
        problems.len(),
        jobs.len(),
        problems.join("\n\n")
    );
}

/// The snapshot emission is deterministic: the same module twice gives the same text.
#[test]
fn a_snapshot_is_the_same_twice() {
    let module = modules().iter().find(|m| m.name == "warp.80").expect("warp.cu's compute_80 module");
    for target in targets() {
        assert_eq!(snapshot(module, target), snapshot(module, target), "{} for {target}", module.name);
    }
}

/// Files in `dir` named like snapshots but not in `names`.
fn stale_snapshots(dir: &Path, names: &[String]) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut stale: Vec<PathBuf> = entries
        .map(|entry| entry.expect("a folder entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "ll"))
        .filter(|path| !names.iter().any(|name| path.file_name().is_some_and(|file| file == name.as_str())))
        .collect();
    stale.sort();
    stale
}

/// The lines where `ours` departs from `expected`, after their common beginning and end,
/// numbered as in each text: `-` for the snapshot's, `+` for the emitted ones.
fn first_differences(expected: &str, ours: &str) -> String {
    let old: Vec<&str> = expected.lines().collect();
    let new: Vec<&str> = ours.lines().collect();
    let same_start = old.iter().zip(&new).take_while(|(a, b)| a == b).count();
    let same_end = old[same_start..].iter().rev().zip(new[same_start..].iter().rev()).take_while(|(a, b)| a == b).count();
    let removed = &old[same_start..old.len() - same_end];
    let added = &new[same_start..new.len() - same_end];
    let lines = |count: usize| if count == 1 { "1 line".to_string() } else { format!("{count} lines") };
    let mut text = format!("  from line {}: {} of the snapshot became {}\n", same_start + 1, lines(removed.len()), lines(added.len()));
    for (index, line) in removed.iter().enumerate().take(SHOWN) {
        writeln!(text, "  -{:>6} {line}", same_start + index + 1).expect("a String takes text");
    }
    if removed.len() > SHOWN {
        writeln!(text, "  -       ... {} more", removed.len() - SHOWN).expect("a String takes text");
    }
    for (index, line) in added.iter().enumerate().take(SHOWN) {
        writeln!(text, "  +{:>6} {line}", same_start + index + 1).expect("a String takes text");
    }
    if added.len() > SHOWN {
        writeln!(text, "  +       ... {} more", added.len() - SHOWN).expect("a String takes text");
    }
    text.trim_end().to_string()
}

#[test]
fn differences_are_shown_from_the_first_differing_line() {
    let shown = first_differences("a\nb\nc\nd\n", "a\nB\nc\nd\n");
    assert_eq!(shown, "  from line 2: 1 line of the snapshot became 1 line\n  -     2 b\n  +     2 B");
    let shown = first_differences("a\nb\n", "a\nb\nc\n");
    assert!(shown.contains("0 lines of the snapshot became 1 line") && shown.contains("+     3 c"), "{shown}");
}
