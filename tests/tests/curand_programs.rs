//! The cuRAND programs of `tests/programs/curand/` against their golden outputs, and the
//! executed coverage of cuRAND's implemented functions (`rocuda_tests::library_programs`).

use rocuda_tests::library_programs::{Corpus, check};

/// The generator types and functions not implemented yet (curand/README.md).
const NOT_YET: &[(&str, &str)] = &[
    ("mt19937", "MT19937 generators are not implemented"),
    ("mtgp32", "MTGP32 generators are not implemented"),
    ("orderings", "XORWOW's SEEDED ordering and the other generator types are not implemented"),
    ("poisson", "Poisson numbers of lambda 2000 and more, and those of the generator types not implemented"),
    ("sobol", "the quasirandom generators, direction vectors and scramble constants are not implemented"),
];

#[test]
fn curand_programs_print_what_an_nvidia_gpu_printed() {
    check(&Corpus { library: "curand", title: "cuRAND", not_yet: NOT_YET });
}
