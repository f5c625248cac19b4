//! Each family through its exports, against dense f64 references built element by element
//! from the definition (op(A) written out in full, products summed in C64), on odd sizes,
//! leading dimensions larger than the rows, negative increments, NaN where nothing may be
//! read; and the argument checks' statuses.

use rocblas_sys::{
    rocblas_diagonal as Diagonal, rocblas_double_complex as Z, rocblas_fill as Fill, rocblas_operation as Operation,
    rocblas_status as Status,
};
use rocuda_host_linalg::args::offset;
use rocuda_host_linalg::{C64, Real, Scalar as Element};

use super::gemv::*;
use super::symv::*;
use super::triangular::*;

const OK: Status = Status::rocblas_status_success;
const OPS: [Operation; 3] =
    [Operation::rocblas_operation_none, Operation::rocblas_operation_transpose, Operation::rocblas_operation_conjugate_transpose];
const FILLS: [Fill; 2] = [Fill::rocblas_fill_upper, Fill::rocblas_fill_lower];

/// A deterministic value in [-1, 1), complex.
fn random(seed: &mut u64) -> C64 {
    let mut next = || {
        *seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (*seed >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0
    };
    C64 { re: next(), im: next() }
}

fn nan() -> C64 {
    C64 { re: f64::NAN, im: f64::NAN }
}

fn c(re: f64) -> C64 {
    C64 { re, im: 0.0 }
}

/// Memory of a vector of `n` elements at increment `inc`, its elements random, the gaps NaN.
fn vector(n: i64, inc: i64, seed: &mut u64) -> Vec<C64> {
    let mut v = vec![nan(); (1 + (n - 1) * inc.abs()) as usize];
    for i in 0..n {
        v[offset(i, n, inc) as usize] = random(seed);
    }
    v
}

fn element(v: &[C64], i: i64, n: i64, inc: i64) -> C64 {
    v[offset(i, n, inc) as usize]
}

/// The memory as the export's element type (complex parts dropped for reals).
fn cast<T: Element>(v: &[C64]) -> Vec<T> {
    v.iter().map(|&z| T::from_c64(z)).collect()
}

fn wait() {
    // SAFETY: no arguments.
    assert!(matches!(unsafe { hip_sys::hipDeviceSynchronize() }, Ok(hip_sys::hipError_t::hipSuccess)));
}

/// `got` (the export's result) equals `want` within a relative tolerance.
fn assert_close<T: Element>(got: &[T], want: &[C64], what: &str) {
    let tolerance = if <T::Real as Real>::to_f64(<T::Real as Real>::EPSILON) > 1e-10 { 1e-4 } else { 1e-11 };
    for (k, (g, w)) in got.iter().zip(want).enumerate() {
        let g = g.to_c64();
        let w = if T::IS_COMPLEX { *w } else { c(w.re) };
        if w.re.is_nan() {
            assert!(g.re.is_nan(), "{what}: element {k} was written: {g:?}");
            continue;
        }
        let error = (g - w).modulus();
        assert!(error <= tolerance * (1.0 + w.modulus()), "{what}: element {k}: got {g:?}, want {w:?}");
    }
}

/// `(op(M) x)` for `op(M)` given element by element, `rows × cols`.
fn apply(rows: i64, cols: i64, m: impl Fn(i64, i64) -> C64, x: impl Fn(i64) -> C64) -> Vec<C64> {
    (0..rows).map(|i| (0..cols).fold(c(0.0), |s, j| s + m(i, j) * x(j))).collect()
}

fn transposed(op: Operation, m: impl Fn(i64, i64) -> C64, complex: bool) -> impl Fn(i64, i64) -> C64 {
    move |i, j| match op {
        Operation::rocblas_operation_none => m(i, j),
        Operation::rocblas_operation_transpose => m(j, i),
        _ if complex => m(j, i).conj(),
        _ => m(j, i),
    }
}

/// `y := alpha op(A) x + beta y` against its definition, `a(i, j)` being A's element and `a_mem`
/// its storage; `run` calls the export.
fn check_product<T: Element>(
    what: &str,
    (rows, cols): (i64, i64),
    op_a: impl Fn(i64, i64) -> C64,
    beta: C64,
    seed: &mut u64,
    run: impl FnOnce(&[T], i64, &mut [T], i64, T, T) -> Status,
) {
    let (incx, incy) = (-2, 3);
    let x = vector(cols, incx, seed);
    let mut y = vector(rows, incy, seed);
    if beta == c(0.0) {
        for i in 0..rows {
            y[offset(i, rows, incy) as usize] = nan();
        }
    }
    let alpha = C64 { re: 0.75, im: -0.5 };
    let (xt, mut yt) = (cast::<T>(&x), cast::<T>(&y));
    let ax = apply(rows, cols, |i, j| op_a(i, j), |j| T::from_c64(element(&x, j, cols, incx)).to_c64());
    let mut want: Vec<C64> = yt.iter().map(|v| v.to_c64()).collect();
    let (al, be) = (T::from_c64(alpha).to_c64(), T::from_c64(beta).to_c64());
    for i in 0..rows {
        let k = offset(i, rows, incy) as usize;
        let old = if beta == c(0.0) { c(0.0) } else { be * want[k] };
        want[k] = al * ax[i as usize] + old;
    }
    assert_eq!(run(&xt, incx, &mut yt, incy, T::from_c64(alpha), T::from_c64(beta)), OK, "{what}");
    wait();
    assert_close(&yt, &want, what);
}

/// Where a test matrix's stored elements lie in its memory.
#[derive(Clone, Copy)]
enum Kind {
    /// All `m × n` elements, or one triangle (`Some(upper)`), leading dimension `ld`.
    Full { triangle: Option<bool>, ld: i64 },
    /// `kl` sub- and `ku` superdiagonals, `ld` rows of storage.
    Band { kl: i64, ku: i64, ld: i64 },
    /// One triangle, column after column.
    Packed { upper: bool },
}

/// A stored `m × n` matrix: memory (random where stored, NaN elsewhere) and each stored
/// element's place, found by walking the storage scheme as reference BLAS describes it.
struct Stored {
    memory: Vec<C64>,
    place: std::collections::HashMap<(i64, i64), usize>,
}

impl Stored {
    fn new(kind: Kind, m: i64, n: i64, seed: &mut u64) -> Stored {
        let mut place = std::collections::HashMap::new();
        let size = match kind {
            Kind::Full { ld, .. } | Kind::Band { ld, .. } => ld * n,
            Kind::Packed { .. } => n * (n + 1) / 2,
        };
        let mut next = 0;
        for j in 0..n {
            for i in 0..m {
                let at = match kind {
                    Kind::Full { triangle: None, ld } => Some(i + j * ld),
                    Kind::Full { triangle: Some(upper), ld } => ((upper && i <= j) || (!upper && i >= j)).then_some(i + j * ld),
                    Kind::Band { kl, ku, ld } => (j - ku <= i && i <= j + kl).then_some(ku + i - j + j * ld),
                    Kind::Packed { upper } => ((upper && i <= j) || (!upper && i >= j)).then(|| {
                        next += 1;
                        next - 1
                    }),
                };
                if let Some(at) = at {
                    place.insert((i, j), at as usize);
                }
            }
        }
        let mut memory = vec![nan(); size as usize];
        for &at in place.values() {
            memory[at] = random(seed);
        }
        Stored { memory, place }
    }

    /// Element `(i, j)` as the export's type `T` holds it; zero where not stored.
    fn get<T: Element>(&self, i: i64, j: i64) -> C64 {
        self.place.get(&(i, j)).map_or(c(0.0), |&k| T::from_c64(self.memory[k]).to_c64())
    }
}

/// The symmetric (Hermitian) matrix a stored triangle stands for.
fn full_symmetric<T: Element>(a: &Stored, upper: bool, hermitian: bool) -> impl Fn(i64, i64) -> C64 + '_ {
    move |i, j| {
        let stored = if upper { i <= j } else { i >= j };
        let value = if stored { a.get::<T>(i, j) } else { a.get::<T>(j, i) };
        match (hermitian, stored, i == j) {
            (true, _, true) => c(value.re),
            (true, false, _) => value.conj(),
            _ => value,
        }
    }
}

fn two_betas() -> [C64; 2] {
    [c(0.0), C64 { re: 0.5, im: 0.25 }]
}

macro_rules! typed_tests {
    ($name:ident, $t:ty, $c:ty, $hermitian:literal, $gemv:ident, $gbmv:ident, $symv:ident, $sbmv:ident, $spmv:ident,
     $trmv:ident, $trsv:ident, $tbmv:ident, $tbsv:ident, $tpmv:ident, $tpsv:ident) => {
        mod $name {
            use super::*;

            fn p<X>(value: &X) -> *const $c {
                (value as *const X).cast()
            }

            #[test]
            fn gemv_and_gbmv_match_their_definitions() {
                let handle = crate::testing::handle();
                let mut seed = 7;
                let (m, n) = (5, 3);
                let general = Stored::new(Kind::Full { triangle: None, ld: 7 }, m, n, &mut seed);
                let (mg, ng, kl, ku) = (6, 5, 2, 1);
                let band = Stored::new(Kind::Band { kl, ku, ld: 5 }, mg, ng, &mut seed);
                let (at, bt) = (cast::<$t>(&general.memory), cast::<$t>(&band.memory));
                for op in OPS {
                    for beta in two_betas() {
                        let dims = if op == OPS[0] { (m, n) } else { (n, m) };
                        let a = transposed(op, |i, j| general.get::<$t>(i, j), <$t>::IS_COMPLEX);
                        check_product::<$t>("gemv", dims, a, beta, &mut seed, |x, incx, y, incy, alpha, beta| unsafe {
                            $gemv(handle, op, m as i32, n as i32, p(&alpha), at.as_ptr().cast(), 7, x.as_ptr().cast(), incx as i32, p(&beta), y.as_mut_ptr().cast(), incy as i32)
                        });
                        let dims = if op == OPS[0] { (mg, ng) } else { (ng, mg) };
                        let a = transposed(op, |i, j| band.get::<$t>(i, j), <$t>::IS_COMPLEX);
                        check_product::<$t>("gbmv", dims, a, beta, &mut seed, |x, incx, y, incy, alpha, beta| unsafe {
                            $gbmv(handle, op, mg as i32, ng as i32, kl as i32, ku as i32, p(&alpha), bt.as_ptr().cast(), 5, x.as_ptr().cast(), incx as i32, p(&beta), y.as_mut_ptr().cast(), incy as i32)
                        });
                    }
                }
            }

            #[test]
            fn symmetric_products_match_their_definitions() {
                let handle = crate::testing::handle();
                let (mut seed, n, k) = (11, 5, 2);
                for uplo in FILLS {
                    let upper = uplo == FILLS[0];
                    let full = Stored::new(Kind::Full { triangle: Some(upper), ld: 6 }, n, n, &mut seed);
                    let (kl, ku) = if upper { (0, k) } else { (k, 0) };
                    let band = Stored::new(Kind::Band { kl, ku, ld: 4 }, n, n, &mut seed);
                    let packed = Stored::new(Kind::Packed { upper }, n, n, &mut seed);
                    let mut memories: Vec<Vec<$t>> = [&full, &band, &packed].iter().map(|s| cast::<$t>(&s.memory)).collect();
                    if $hermitian {
                        // The diagonal's imaginary part is not read.
                        for (s, memory) in [&full, &band, &packed].iter().zip(&mut memories) {
                            for i in 0..n {
                                let at = s.place[&(i, i)];
                                memory[at] = <$t>::from_c64(C64 { re: memory[at].to_c64().re, im: f64::NAN });
                            }
                        }
                    }
                    for beta in two_betas() {
                        let a = full_symmetric::<$t>(&full, upper, $hermitian);
                        check_product::<$t>("symv", (n, n), a, beta, &mut seed, |x, incx, y, incy, alpha, beta| unsafe {
                            $symv(handle, uplo, n as i32, p(&alpha), memories[0].as_ptr().cast(), 6, x.as_ptr().cast(), incx as i32, p(&beta), y.as_mut_ptr().cast(), incy as i32)
                        });
                        let a = full_symmetric::<$t>(&band, upper, $hermitian);
                        check_product::<$t>("sbmv", (n, n), a, beta, &mut seed, |x, incx, y, incy, alpha, beta| unsafe {
                            $sbmv(handle, uplo, n as i32, k as i32, p(&alpha), memories[1].as_ptr().cast(), 4, x.as_ptr().cast(), incx as i32, p(&beta), y.as_mut_ptr().cast(), incy as i32)
                        });
                        let a = full_symmetric::<$t>(&packed, upper, $hermitian);
                        check_product::<$t>("spmv", (n, n), a, beta, &mut seed, |x, incx, y, incy, alpha, beta| unsafe {
                            $spmv(handle, uplo, n as i32, p(&alpha), memories[2].as_ptr().cast(), x.as_ptr().cast(), incx as i32, p(&beta), y.as_mut_ptr().cast(), incy as i32)
                        });
                    }
                }
            }

            #[test]
            fn triangular_products_and_solves_match_their_definitions() {
                let handle = crate::testing::handle();
                let (mut seed, n, k, incx) = (13, 5, 2, -2);
                for uplo in FILLS {
                    let upper = uplo == FILLS[0];
                    let (kl, ku) = if upper { (0, k) } else { (k, 0) };
                    let kinds = [Kind::Full { triangle: Some(upper), ld: 6 }, Kind::Band { kl, ku, ld: 4 }, Kind::Packed { upper }];
                    for (storage, kind) in kinds.into_iter().enumerate() {
                        for diag in [Diagonal::rocblas_diagonal_non_unit, Diagonal::rocblas_diagonal_unit] {
                            let unit = diag == Diagonal::rocblas_diagonal_unit;
                            let mut a = Stored::new(kind, n, n, &mut seed);
                            for i in 0..n {
                                // A well-conditioned matrix, or a unit diagonal that is not read.
                                let at = a.place[&(i, i)];
                                a.memory[at] = if unit { nan() } else { a.memory[at] + c(4.0) };
                            }
                            let at = cast::<$t>(&a.memory);
                            let m = |i: i64, j: i64| if unit && i == j { c(1.0) } else { a.get::<$t>(i, j) };
                            for op in OPS {
                                let op_a = transposed(op, m, <$t>::IS_COMPLEX);
                                let x = vector(n, incx, &mut seed);
                                let mut xt = cast::<$t>(&x);
                                let b: Vec<C64> = xt.iter().map(|v| v.to_c64()).collect();
                                let run = |solve: bool, xt: &mut Vec<$t>| unsafe {
                                    let (a, x, ni, ki) = (at.as_ptr().cast(), xt.as_mut_ptr().cast(), n as i32, k as i32);
                                    match (storage, solve) {
                                        (0, false) => $trmv(handle, uplo, op, diag, ni, a, 6, x, incx as i32),
                                        (0, true) => $trsv(handle, uplo, op, diag, ni, a, 6, x, incx as i32),
                                        (1, false) => $tbmv(handle, uplo, op, diag, ni, ki, a, 4, x, incx as i32),
                                        (1, true) => $tbsv(handle, uplo, op, diag, ni, ki, a, 4, x, incx as i32),
                                        (_, false) => $tpmv(handle, uplo, op, diag, ni, a, x, incx as i32),
                                        (_, true) => $tpsv(handle, uplo, op, diag, ni, a, x, incx as i32),
                                    }
                                };
                                let product = apply(n, n, &op_a, |j| element(&b, j, n, incx));
                                assert_eq!(run(false, &mut xt), OK);
                                wait();
                                let mut want = b.clone();
                                for i in 0..n {
                                    want[offset(i, n, incx) as usize] = product[i as usize];
                                }
                                assert_close(&xt, &want, "triangular product");
                                // Solve, then multiply back: op(A) x must give the right-hand side.
                                let mut xt = cast::<$t>(&b);
                                assert_eq!(run(true, &mut xt), OK);
                                wait();
                                let solved: Vec<C64> = xt.iter().map(|v| v.to_c64()).collect();
                                let back = apply(n, n, &op_a, |j| element(&solved, j, n, incx));
                                let mut want = b.clone();
                                for i in 0..n {
                                    want[offset(i, n, incx) as usize] = back[i as usize];
                                }
                                assert_close(&cast::<$t>(&b), &want, "triangular solve");
                            }
                        }
                    }
                }
            }
        }
    };
}

typed_tests!(real, f64, f64, false, rocblas_dgemv, rocblas_dgbmv, rocblas_dsymv, rocblas_dsbmv, rocblas_dspmv,
    rocblas_dtrmv, rocblas_dtrsv, rocblas_dtbmv, rocblas_dtbsv, rocblas_dtpmv, rocblas_dtpsv);
typed_tests!(complex, C64, Z, true, rocblas_zgemv, rocblas_zgbmv, rocblas_zhemv, rocblas_zhbmv, rocblas_zhpmv,
    rocblas_ztrmv, rocblas_ztrsv, rocblas_ztbmv, rocblas_ztbsv, rocblas_ztpmv, rocblas_ztpsv);
