//! The PTX test corpus compiles for every target: each kernel of every module, under LLVM's
//! verifier.

use rocuda_ptx::{Emit, Options, Target};
use rocuda_tests::kernels::{TestModule, modules};
use rocuda_tests::parallel;

#[test]
fn every_kernel_compiles_for_every_target() {
    let jobs: Vec<(&TestModule, Target)> = modules().iter().flat_map(|m| Target::all().into_iter().map(move |t| (m, t))).collect();
    let results = parallel(&jobs, |(module, target)| {
        let options = Options { emit: Emit::Object, ..Options::new(*target) };
        match rocuda_ptx::compile(&module.ptx, &options) {
            Err(error) => (vec![format!("{} for {target}: {error}", module.name)], 0),
            Ok(compiled) => {
                let problems = compiled.failures.iter().map(|failure| format!("{} for {target}: {failure}", module.name)).collect();
                (problems, compiled.kernels.len())
            }
        }
    });
    let problems: Vec<String> = results.iter().flat_map(|(p, _)| p.clone()).collect();
    let compiled: usize = results.iter().map(|(_, n)| n).sum();
    assert!(problems.is_empty(), "{} failures:\n{}", problems.len(), problems.join("\n"));
    assert!(compiled > 0, "no kernels compiled");
    println!("{compiled} kernels compiled across {} targets", Target::all().len());
}
