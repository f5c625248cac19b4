//! The cuBLAS programs of `tests/programs/cublas/` against their golden outputs, and the
//! executed coverage of cuBLAS's implemented functions (`rocuda_tests::library_programs`).

use rocuda_tests::library_programs::{Corpus, check};

#[test]
fn cublas_programs_print_what_an_nvidia_gpu_printed() {
    check(&Corpus { library: "cublas", title: "cuBLAS", not_yet: &[] });
}
