//! The PTX test corpus compiles for every target: each kernel of every module, under LLVM's
//! verifier, except `matrix.ptx`'s `wmma` kernel, which must be rejected with its reason.

use rocuda_ptx::ir::FunctionErrorKind;
use rocuda_ptx::{Emit, Failure, Options, Target};
use rocuda_tests::kernels::{TestModule, modules};
use rocuda_tests::parallel;

/// The kernel the compiler is expected to reject: `wmma` is not supported yet, and says so
/// with the family planned next.
fn expected_rejection(module: &TestModule, failure: &Failure) -> bool {
    let planned = matches!(&failure.error.kind, FunctionErrorKind::Unsupported(unsupported) if unsupported.planned());
    module.stem == "matrix" && failure.function.starts_with("compile_only_") && planned && failure.later
}

#[test]
fn every_kernel_compiles_for_every_target() {
    let jobs: Vec<(&TestModule, Target)> = modules().iter().flat_map(|m| Target::all().into_iter().map(move |t| (m, t))).collect();
    let results = parallel(&jobs, |(module, target)| {
        let options = Options { emit: Emit::Object, ..Options::new(*target) };
        match rocuda_ptx::compile(&module.ptx, &options) {
            Err(error) => (vec![format!("{} for {target}: {error}", module.name)], 0, 0),
            Ok(compiled) => {
                let mut problems = Vec::new();
                let mut rejected = 0;
                for failure in &compiled.failures {
                    if expected_rejection(module, failure) {
                        rejected += 1;
                    } else {
                        problems.push(format!("{} for {target}: {failure}", module.name));
                    }
                }
                (problems, compiled.kernels.len(), rejected)
            }
        }
    });
    let problems: Vec<String> = results.iter().flat_map(|(p, _, _)| p.clone()).collect();
    let compiled: usize = results.iter().map(|(_, n, _)| n).sum();
    let rejected: usize = results.iter().map(|(_, _, r)| r).sum();
    assert!(problems.is_empty(), "{} failures:\n{}", problems.len(), problems.join("\n"));
    assert!(compiled > 0, "no kernels compiled");
    let matrix_modules = modules().iter().filter(|m| m.stem == "matrix").count();
    assert_eq!(rejected, matrix_modules * Target::all().len(), "matrix.ptx's wmma kernel must be rejected with a reason");
    println!("{compiled} kernels compiled across {} targets", Target::all().len());
}
