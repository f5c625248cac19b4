//! Each family through its exports, against dense f64 references built element by element
//! from the definition (op(A) written out in full, products summed in C64), on odd sizes,
//! leading dimensions larger than the rows, negative increments, NaN where nothing may be
//! read; and the argument checks' statuses.

use rocblas_sys::{rocblas_diagonal as Diagonal, rocblas_double_complex as Z, rocblas_fill as Fill, rocblas_operation as Operation, rocblas_status as Status};
use rocuda_host_linalg::offset;
use rocuda_host_linalg::{C64, Real, Scalar as Element, f16};

use super::gemv::*;
use super::rank::*;
use super::symv::*;
use super::triangular::*;

const OK: Status = Status::rocblas_status_success;
const OPS: [Operation; 3] = [Operation::rocblas_operation_none, Operation::rocblas_operation_transpose, Operation::rocblas_operation_conjugate_transpose];
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
/// its storage; `run` calls the export with x, its increment, y, its increment, `alpha` and
/// `beta`.
fn check_product<T: Element>(
    what: &str,
    (rows, cols): (i64, i64),
    op_a: impl Fn(i64, i64) -> C64,
    beta: C64,
    seed: &mut u64,
    run: impl FnOnce(*const T, i32, *mut T, i32, *const T, *const T) -> Status,
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
    let ax = apply(rows, cols, op_a, |j| T::from_c64(element(&x, j, cols, incx)).to_c64());
    let mut want: Vec<C64> = yt.iter().map(|v| v.to_c64()).collect();
    let (al, be) = (T::from_c64(alpha).to_c64(), T::from_c64(beta).to_c64());
    for i in 0..rows {
        let k = offset(i, rows, incy) as usize;
        let old = if beta == c(0.0) { c(0.0) } else { be * want[k] };
        want[k] = al * ax[i as usize] + old;
    }
    let (alpha, beta) = (T::from_c64(alpha), T::from_c64(beta));
    assert_eq!(run(xt.as_ptr(), incx as i32, yt.as_mut_ptr(), incy as i32, &alpha, &beta), OK, "{what}");
    crate::testing::wait();
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
    ($name:ident, $t:ty, $hermitian:literal, $gemv:ident, $gbmv:ident, $symv:ident, $sbmv:ident, $spmv:ident,
     $trmv:ident, $trsv:ident, $tbmv:ident, $tbsv:ident, $tpmv:ident, $tpsv:ident) => {
        mod $name {
            use super::*;

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
                        // SAFETY: each call gets the test's handle (or null), each pointer null or a local holding what the sizes describe.
                        check_product::<$t>("gemv", dims, a, beta, &mut seed, |x, incx, y, incy, alpha, beta| unsafe {
                            $gemv(handle, op, m as i32, n as i32, alpha.cast(), at.as_ptr().cast(), 7, x.cast(), incx, beta.cast(), y.cast(), incy)
                        });
                        let dims = if op == OPS[0] { (mg, ng) } else { (ng, mg) };
                        let a = transposed(op, |i, j| band.get::<$t>(i, j), <$t>::IS_COMPLEX);
                        // SAFETY: as above.
                        check_product::<$t>("gbmv", dims, a, beta, &mut seed, |x, incx, y, incy, alpha, beta| unsafe {
                            $gbmv(
                                handle,
                                op,
                                mg as i32,
                                ng as i32,
                                kl as i32,
                                ku as i32,
                                alpha.cast(),
                                bt.as_ptr().cast(),
                                5,
                                x.cast(),
                                incx,
                                beta.cast(),
                                y.cast(),
                                incy,
                            )
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
                        // SAFETY: each call gets the test's handle (or null), each pointer null or a local holding what the sizes describe.
                        check_product::<$t>("symv", (n, n), a, beta, &mut seed, |x, incx, y, incy, alpha, beta| unsafe {
                            $symv(handle, uplo, n as i32, alpha.cast(), memories[0].as_ptr().cast(), 6, x.cast(), incx, beta.cast(), y.cast(), incy)
                        });
                        let a = full_symmetric::<$t>(&band, upper, $hermitian);
                        // SAFETY: as above.
                        check_product::<$t>("sbmv", (n, n), a, beta, &mut seed, |x, incx, y, incy, alpha, beta| unsafe {
                            $sbmv(handle, uplo, n as i32, k as i32, alpha.cast(), memories[1].as_ptr().cast(), 4, x.cast(), incx, beta.cast(), y.cast(), incy)
                        });
                        let a = full_symmetric::<$t>(&packed, upper, $hermitian);
                        // SAFETY: as above.
                        check_product::<$t>("spmv", (n, n), a, beta, &mut seed, |x, incx, y, incy, alpha, beta| unsafe {
                            $spmv(handle, uplo, n as i32, alpha.cast(), memories[2].as_ptr().cast(), x.cast(), incx, beta.cast(), y.cast(), incy)
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
                                // SAFETY: each call gets the test's handle (or null), each pointer null or a local holding what the sizes describe.
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
                                crate::testing::wait();
                                let mut want = b.clone();
                                for i in 0..n {
                                    want[offset(i, n, incx) as usize] = product[i as usize];
                                }
                                assert_close(&xt, &want, "triangular product");
                                // Solve, then multiply back: op(A) x must give the right-hand side.
                                let mut xt = cast::<$t>(&b);
                                assert_eq!(run(true, &mut xt), OK);
                                crate::testing::wait();
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

typed_tests!(
    real,
    f64,
    false,
    rocblas_dgemv,
    rocblas_dgbmv,
    rocblas_dsymv,
    rocblas_dsbmv,
    rocblas_dspmv,
    rocblas_dtrmv,
    rocblas_dtrsv,
    rocblas_dtbmv,
    rocblas_dtbsv,
    rocblas_dtpmv,
    rocblas_dtpsv
);
typed_tests!(
    complex,
    C64,
    true,
    rocblas_zgemv,
    rocblas_zgbmv,
    rocblas_zhemv,
    rocblas_zhbmv,
    rocblas_zhpmv,
    rocblas_ztrmv,
    rocblas_ztrsv,
    rocblas_ztbmv,
    rocblas_ztbsv,
    rocblas_ztpmv,
    rocblas_ztpsv
);

/// `A += delta` on A's stored elements, a Hermitian diagonal made real, nothing else touched.
fn check_update<T: Element>(what: &str, a: &Stored, delta: impl Fn(i64, i64) -> C64, hermitian: bool, run: impl FnOnce(&mut [T]) -> Status) {
    let mut memory = cast::<T>(&a.memory);
    let mut want: Vec<C64> = memory.iter().map(|v| v.to_c64()).collect();
    for (&(i, j), &k) in &a.place {
        want[k] += delta(i, j);
        if hermitian && i == j {
            want[k].im = 0.0;
        }
    }
    assert_eq!(run(&mut memory), OK, "{what}");
    crate::testing::wait();
    assert_close(&memory, &want, what);
}

/// The vector as `T` holds it, element by element.
fn rounded<T: Element>(v: &[C64], n: i64, inc: i64) -> impl Fn(i64) -> C64 + '_ {
    move |i| T::from_c64(element(v, i, n, inc)).to_c64()
}

#[test]
fn real_rank_updates_match_their_definitions() {
    let handle = crate::testing::handle();
    let (mut seed, m, n, incx, incy) = (17, 4, 5, -2, 3);
    let alpha = 0.75f64;
    let general = Stored::new(Kind::Full { triangle: None, ld: 6 }, m, n, &mut seed);
    let (x, y) = (vector(m.max(n), incx, &mut seed), vector(n, incy, &mut seed));
    let (xt, yt) = (cast::<f64>(&x), cast::<f64>(&y));
    let (xm, yn) = (rounded::<f64>(&x, m, incx), rounded::<f64>(&y, n, incy));
    // SAFETY: each call gets the test's handle (or null), each pointer null or a local holding what the sizes describe.
    check_update::<f64>(
        "dger",
        &general,
        |i, j| c(alpha) * xm(i) * yn(j),
        false,
        |a| unsafe { rocblas_dger(handle, m as i32, n as i32, &alpha, xt.as_ptr(), incx as i32, yt.as_ptr(), incy as i32, a.as_mut_ptr(), 6) },
    );
    let (xn, ni) = (rounded::<f64>(&x, n, incx), n as i32);
    for uplo in FILLS {
        let upper = uplo == FILLS[0];
        let full = Stored::new(Kind::Full { triangle: Some(upper), ld: 6 }, n, n, &mut seed);
        let packed = Stored::new(Kind::Packed { upper }, n, n, &mut seed);
        let one = |i, j| c(alpha) * xn(i) * xn(j);
        let two = |i, j| c(alpha) * (xn(i) * yn(j) + yn(i) * xn(j));
        // SAFETY: as above.
        check_update::<f64>("dsyr", &full, one, false, |a| unsafe { rocblas_dsyr(handle, uplo, ni, &alpha, xt.as_ptr(), incx as i32, a.as_mut_ptr(), 6) });
        // SAFETY: as above.
        check_update::<f64>("dspr", &packed, one, false, |a| unsafe { rocblas_dspr(handle, uplo, ni, &alpha, xt.as_ptr(), incx as i32, a.as_mut_ptr()) });
        // SAFETY: as above.
        check_update::<f64>("dsyr2", &full, two, false, |a| unsafe {
            rocblas_dsyr2(handle, uplo, ni, &alpha, xt.as_ptr(), incx as i32, yt.as_ptr(), incy as i32, a.as_mut_ptr(), 6)
        });
        // SAFETY: as above.
        check_update::<f64>("dspr2", &packed, two, false, |a| unsafe {
            rocblas_dspr2(handle, uplo, ni, &alpha, xt.as_ptr(), incx as i32, yt.as_ptr(), incy as i32, a.as_mut_ptr())
        });
    }
}

#[test]
fn complex_rank_updates_match_their_definitions() {
    let handle = crate::testing::handle();
    let (mut seed, m, n, incx, incy) = (19, 4, 5, 2, -3);
    let alpha = C64 { re: 0.75, im: -0.5 };
    let real_alpha = 0.5f64;
    let general = Stored::new(Kind::Full { triangle: None, ld: 6 }, m, n, &mut seed);
    let (x, y) = (vector(m.max(n), incx, &mut seed), vector(n, incy, &mut seed));
    let (xm, yn, xn) = (rounded::<C64>(&x, m, incx), rounded::<C64>(&y, n, incy), rounded::<C64>(&x, n, incx));
    let (xp, yp, ap): (*const Z, *const Z, *const Z) = (x.as_ptr().cast(), y.as_ptr().cast(), (&alpha as *const C64).cast());
    let (mi, ni, ix, iy) = (m as i32, n as i32, incx as i32, incy as i32);
    // SAFETY: each call gets the test's handle (or null), each pointer null or a local holding what the sizes describe.
    check_update::<C64>(
        "zgeru",
        &general,
        |i, j| alpha * xm(i) * yn(j),
        false,
        |a| unsafe { rocblas_zgeru(handle, mi, ni, ap, xp, ix, yp, iy, a.as_mut_ptr().cast(), 6) },
    );
    // SAFETY: as above.
    check_update::<C64>(
        "zgerc",
        &general,
        |i, j| alpha * xm(i) * yn(j).conj(),
        false,
        |a| unsafe { rocblas_zgerc(handle, mi, ni, ap, xp, ix, yp, iy, a.as_mut_ptr().cast(), 6) },
    );
    for uplo in FILLS {
        let upper = uplo == FILLS[0];
        let full = Stored::new(Kind::Full { triangle: Some(upper), ld: 6 }, n, n, &mut seed);
        let packed = Stored::new(Kind::Packed { upper }, n, n, &mut seed);
        let her = |i, j| c(real_alpha) * xn(i) * xn(j).conj();
        let her2 = |i, j| alpha * xn(i) * yn(j).conj() + alpha.conj() * yn(i) * xn(j).conj();
        let syr = |i, j| alpha * xn(i) * xn(j);
        let syr2 = |i, j| alpha * (xn(i) * yn(j) + yn(i) * xn(j));
        let a = |a: &mut [C64]| a.as_mut_ptr().cast::<Z>();
        // SAFETY: as above.
        check_update::<C64>("zher", &full, her, true, |m| unsafe { rocblas_zher(handle, uplo, ni, &real_alpha, xp, ix, a(m), 6) });
        // SAFETY: as above.
        check_update::<C64>("zhpr", &packed, her, true, |m| unsafe { rocblas_zhpr(handle, uplo, ni, &real_alpha, xp, ix, a(m)) });
        // SAFETY: as above.
        check_update::<C64>("zher2", &full, her2, true, |m| unsafe { rocblas_zher2(handle, uplo, ni, ap, xp, ix, yp, iy, a(m), 6) });
        // SAFETY: as above.
        check_update::<C64>("zhpr2", &packed, her2, true, |m| unsafe { rocblas_zhpr2(handle, uplo, ni, ap, xp, ix, yp, iy, a(m)) });
        // SAFETY: as above.
        check_update::<C64>("zsyr", &full, syr, false, |m| unsafe { rocblas_zsyr(handle, uplo, ni, ap, xp, ix, a(m), 6) });
        // SAFETY: as above.
        check_update::<C64>("zspr", &packed, syr, false, |m| unsafe { rocblas_zspr(handle, uplo, ni, ap, xp, ix, a(m)) });
        // SAFETY: as above.
        check_update::<C64>("zsyr2", &full, syr2, false, |m| unsafe { rocblas_zsyr2(handle, uplo, ni, ap, xp, ix, yp, iy, a(m), 6) });
    }
}

#[test]
fn mixed_precision_and_batched_gemv_match_their_definitions() {
    let handle = crate::testing::handle();
    let (mut seed, m, n, lda, stride_a) = (23, 3, 4, 5, 21);
    let a: Vec<f16> = (0..2 * stride_a).map(|_| f16::from_f64(random(&mut seed).re)).collect();
    let x: Vec<f16> = (0..2 * n).map(|_| f16::from_f64(random(&mut seed).re)).collect();
    let mut y = vec![f32::NAN; 2 * m as usize];
    let (alpha, beta) = (1.5f32, 0.0f32);
    // SAFETY: the test's handle (or null); each pointer null or a local holding what the sizes describe.
    let status = unsafe {
        rocblas_hssgemv_strided_batched(
            handle,
            OPS[0],
            m as i32,
            n as i32,
            &alpha,
            a.as_ptr().cast(),
            lda as i32,
            stride_a,
            x.as_ptr().cast(),
            1,
            n,
            &beta,
            y.as_mut_ptr(),
            1,
            m,
            2,
        )
    };
    assert_eq!(status, OK);
    crate::testing::wait();
    for b in 0..2 {
        for i in 0..m {
            let want: f64 = (0..n).map(|j| a[(b * stride_a + i + j * lda) as usize].to_f64() * x[(b * n + j) as usize].to_f64()).sum();
            assert!((f64::from(y[(b * m + i) as usize]) - 1.5 * want).abs() < 1e-5, "problem {b}, row {i}");
        }
    }
    // An array of pointers per problem.
    let (a0, a1) = (vec![1.0f64, 2.0], vec![3.0f64, 4.0]);
    let (x0, x1) = ([1.0f64], [10.0f64]);
    let (mut y0, mut y1) = ([f64::NAN; 2], [f64::NAN; 2]);
    let arrays = [a0.as_ptr(), a1.as_ptr()];
    let xs = [x0.as_ptr(), x1.as_ptr()];
    let ys = [y0.as_mut_ptr(), y1.as_mut_ptr()];
    let (one, zero) = (1.0f64, 0.0f64);
    // SAFETY: as above.
    let status = unsafe { rocblas_dgemv_batched(handle, OPS[0], 2, 1, &one, arrays.as_ptr(), 2, xs.as_ptr(), 1, &zero, ys.as_ptr(), 1, 2) };
    assert_eq!(status, OK);
    crate::testing::wait();
    assert_eq!((y0, y1), ([1.0, 2.0], [30.0, 40.0]));
}

#[test]
fn arguments_are_checked_as_rocblas_checks_them() {
    use std::ptr::{null, null_mut};
    let handle = crate::testing::handle();
    let (a, x, mut y, one, zero) = ([1.0f64; 4], [1.0f64; 2], [1.0f64; 2], 1.0f64, 0.0f64);
    // SAFETY: each call gets the test's handle (or null), each pointer null or a local holding what the sizes describe.
    let gemv = |handle, op, m, lda, incx, alpha: *const f64, beta: *const f64, a: *const f64, y: *mut f64| unsafe {
        rocblas_dgemv(handle, op, m, 2, alpha, a, lda, x.as_ptr(), incx, beta, y, 1)
    };
    let yp = y.as_mut_ptr();
    assert_eq!(gemv(null_mut(), OPS[0], 2, 2, 1, &one, &one, a.as_ptr(), yp), Status::rocblas_status_invalid_handle);
    assert_eq!(gemv(handle, Operation(0), 2, 2, 1, &one, &one, a.as_ptr(), yp), Status::rocblas_status_invalid_value);
    assert_eq!(gemv(handle, OPS[0], 3, 2, 1, &one, &one, a.as_ptr(), yp), Status::rocblas_status_invalid_size);
    assert_eq!(gemv(handle, OPS[0], 2, 2, 0, &one, &one, a.as_ptr(), yp), Status::rocblas_status_invalid_size);
    // Nothing to do: success before any pointer is looked at.
    assert_eq!(gemv(handle, OPS[0], 0, 2, 1, null(), null(), null(), null_mut()), OK);
    assert_eq!(gemv(handle, OPS[0], 2, 2, 1, null(), &one, a.as_ptr(), yp), Status::rocblas_status_invalid_pointer);
    // alpha = 0, beta = 1 leaves y as it is: no array is needed.
    assert_eq!(gemv(handle, OPS[0], 2, 2, 1, &zero, &one, null(), null_mut()), OK);
    // alpha = 0 reads neither A nor x, but y is written.
    assert_eq!(gemv(handle, OPS[0], 2, 2, 1, &zero, &zero, null(), null_mut()), Status::rocblas_status_invalid_pointer);
    assert_eq!(gemv(handle, OPS[0], 2, 2, 1, &zero, &zero, null(), yp), OK);
    crate::testing::wait();
    assert_eq!(y, [0.0, 0.0]);
    assert_eq!(gemv(handle, OPS[0], 2, 2, 1, &one, &one, null(), yp), Status::rocblas_status_invalid_pointer);

    let full = Fill::rocblas_fill_full;
    let unit = Diagonal::rocblas_diagonal_unit;
    let mut xm = x;
    // SAFETY: as above.
    let trsv = |uplo, op, diag, n, lda, a: *const f64, x: *mut f64| unsafe { rocblas_dtrsv(handle, uplo, op, diag, n, a, lda, x, 1) };
    assert_eq!(trsv(full, OPS[0], unit, 2, 2, a.as_ptr(), xm.as_mut_ptr()), Status::rocblas_status_invalid_value);
    assert_eq!(trsv(FILLS[0], OPS[0], Diagonal(0), 2, 2, a.as_ptr(), xm.as_mut_ptr()), Status::rocblas_status_invalid_value);
    assert_eq!(trsv(FILLS[0], OPS[0], unit, 2, 1, a.as_ptr(), xm.as_mut_ptr()), Status::rocblas_status_invalid_size);
    assert_eq!(trsv(FILLS[0], OPS[0], unit, 0, 1, null(), null_mut()), OK);
    assert_eq!(trsv(FILLS[0], OPS[0], unit, 2, 2, null(), xm.as_mut_ptr()), Status::rocblas_status_invalid_pointer);
    let xmp = xm.as_mut_ptr();
    // SAFETY: each call gets the test's handle (or null), each pointer null or a local holding what the sizes describe.
    let tbsv = |n, k, lda| unsafe { rocblas_dtbsv(handle, FILLS[1], OPS[1], unit, n, k, a.as_ptr(), lda, xmp, 1) };
    assert_eq!(tbsv(2, 1, 1), Status::rocblas_status_invalid_size);
    assert_eq!(tbsv(2, -1, 1), Status::rocblas_status_invalid_size);

    let mut am = a;
    let amp = am.as_mut_ptr();
    // SAFETY: as above.
    let her = |uplo, n, lda, alpha: *const f64, x: *const Z| unsafe { rocblas_zher(handle, uplo, n, alpha, x, 1, amp.cast(), lda) };
    let xz: *const Z = x.as_ptr().cast();
    assert_eq!(her(full, 1, 1, &one, xz), Status::rocblas_status_invalid_value);
    assert_eq!(her(FILLS[0], 2, 1, &one, xz), Status::rocblas_status_invalid_size);
    assert_eq!(her(FILLS[0], 1, 1, null(), xz), Status::rocblas_status_invalid_pointer);
    // alpha = 0 is nothing to do: the arrays are not looked at.
    assert_eq!(her(FILLS[0], 1, 1, &zero, null()), OK);
    assert_eq!(her(FILLS[0], 1, 1, &one, null()), Status::rocblas_status_invalid_pointer);
    // SAFETY: as above.
    let ger = |m, lda, incy| unsafe { rocblas_dger(handle, m, 1, &one, x.as_ptr(), 1, x.as_ptr(), incy, amp, lda) };
    assert_eq!(ger(2, 1, 1), Status::rocblas_status_invalid_size);
    assert_eq!(ger(1, 1, 0), Status::rocblas_status_invalid_size);
    // SAFETY: as above.
    let sbmv = |n, k, lda| unsafe { rocblas_dsbmv(handle, FILLS[0], n, k, &one, a.as_ptr(), lda, x.as_ptr(), 1, &one, yp, 1) };
    assert_eq!(sbmv(2, 1, 1), Status::rocblas_status_invalid_size);
    assert_eq!(sbmv(2, -1, 1), Status::rocblas_status_invalid_size);
    assert_eq!(crate::handle::rocblas_destroy_handle(handle), OK);
}
