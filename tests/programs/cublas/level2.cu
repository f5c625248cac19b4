// cuBLAS level 2: gbmv, gemv, ger/geru/gerc, sbmv/hbmv, spmv/hpmv, spr/hpr, spr2/hpr2,
// symv/hemv, syr/her, syr2/her2, tbmv, tbsv, tpmv, tpsv, trmv and trsv, for S/D/C/Z: every
// operation, both fill modes, unit and non-unit diagonals, m != n odd, lda > m, increments 1,
// 2 and -2, alpha and beta 0, 1 and other, scalars in host and in device memory, the _64 forms,
// and invalid arguments.
#include "blas_check.cuh"

namespace {

cublasHandle_t h;

const int M = 5, N = 3, NS = 5;  // general m x n; square and triangular n
const int INCS[] = {1, 2, -2};
size_t span(int n, int inc) { return (size_t)((n - 1) * abs(inc) + 1) + 2; }
// The scalar cases of a configuration: every pair (alpha alone: every alpha) with increment 1
// in the full run, else the first; scalars in device memory with increment 1.
std::vector<ScalarCase> ab_cases(bool full, int inc) { return scalar_cases(full && inc == 1 ? 5 : 1, inc == 1); }
std::vector<ScalarCase> alpha_cases(bool full, int inc) { return scalar_cases(full && inc == 1 ? 3 : 1, inc == 1); }

template <class T, class F> void t_gemv(const std::string& name, F fn, bool full) {
    for (cublasOperation_t op : OPS)
        for (int inc : INCS) {
            int lx = op == CUBLAS_OP_N ? N : M, ly = op == CUBLAS_OP_N ? M : N;
            for (const ScalarCase& sc : ab_cases(full, inc)) {
                Dev<T> a(inputs<T>((M + 2) * N, 1)), x(inputs<T>(span(lx, inc), 2)), y(inputs<T>(span(ly, inc), 3));
                Scalars<T> s(h, sc);
                std::string l = fmt("%s.%c.inc%d%s", name.c_str(), op_name(op), inc, sc.ab().c_str());
                if (status(l, fn(h, op, M, N, s.alpha(), a, M + 2, x, inc, s.beta(), y, inc)) == CUBLAS_STATUS_SUCCESS) put(l, y.get());
            }
            if (!full) return;
        }
    T one = num<T>(1);
    Dev<T> a(inputs<T>((M + 2) * N, 4)), x(inputs<T>(M, 5)), y(inputs<T>(N, 6));
    status(name + ".m_negative", fn(h, CUBLAS_OP_N, -1, N, &one, a, M + 2, x, 1, &one, y, 1));
    status(name + ".n_negative", fn(h, CUBLAS_OP_N, M, -1, &one, a, M + 2, x, 1, &one, y, 1));
    status(name + ".lda_small", fn(h, CUBLAS_OP_N, M, N, &one, a, M - 1, x, 1, &one, y, 1));
    status(name + ".incx0", fn(h, CUBLAS_OP_N, M, N, &one, a, M + 2, x, 0, &one, y, 1));
    status(name + ".incy0", fn(h, CUBLAS_OP_N, M, N, &one, a, M + 2, x, 1, &one, y, 0));
    status(name + ".bad_op", fn(h, BAD_OP, M, N, &one, a, M + 2, x, 1, &one, y, 1));
}

template <class T, class F> void t_gbmv(const std::string& name, F fn, bool full) {
    const int kl = 1, ku = 2, lda = kl + ku + 2;
    for (cublasOperation_t op : OPS)
        for (int inc : INCS) {
            int lx = op == CUBLAS_OP_N ? N : M, ly = op == CUBLAS_OP_N ? M : N;
            for (const ScalarCase& sc : ab_cases(full, inc)) {
                Dev<T> a(inputs<T>(lda * N, 1)), x(inputs<T>(span(lx, inc), 2)), y(inputs<T>(span(ly, inc), 3));
                Scalars<T> s(h, sc);
                std::string l = fmt("%s.%c.inc%d%s", name.c_str(), op_name(op), inc, sc.ab().c_str());
                if (status(l, fn(h, op, M, N, kl, ku, s.alpha(), a, lda, x, inc, s.beta(), y, inc)) == CUBLAS_STATUS_SUCCESS) put(l, y.get());
            }
            if (!full) return;
        }
    T one = num<T>(1);
    Dev<T> a(64), x(8), y(8);
    status(name + ".kl_negative", fn(h, CUBLAS_OP_N, M, N, -1, ku, &one, a, lda, x, 1, &one, y, 1));
    status(name + ".lda_small", fn(h, CUBLAS_OP_N, M, N, kl, ku, &one, a, kl + ku, x, 1, &one, y, 1));
    status(name + ".incx0", fn(h, CUBLAS_OP_N, M, N, kl, ku, &one, a, lda, x, 0, &one, y, 1));
    status(name + ".alpha_null", fn(h, CUBLAS_OP_N, M, N, kl, ku, nullptr, a, lda, x, 1, &one, y, 1));
}

// ger, geru, gerc.
template <class T, class F> void t_ger(const std::string& name, F fn, bool full) {
    for (int inc : INCS) {
        for (const ScalarCase& sc : alpha_cases(full, inc)) {
            Dev<T> x(inputs<T>(span(M, inc), 1)), y(inputs<T>(span(N, inc), 2)), a(inputs<T>((M + 2) * N, 3));
            Scalars<T> s(h, sc);
            std::string l = fmt("%s.inc%d%s", name.c_str(), inc, sc.a().c_str());
            if (status(l, fn(h, M, N, s.alpha(), x, inc, y, inc, a, M + 2)) == CUBLAS_STATUS_SUCCESS) put(l, a.get());
        }
        if (!full) return;
    }
    T one = num<T>(1);
    Dev<T> x(8), y(8), a(64);
    status(name + ".m_negative", fn(h, -1, N, &one, x, 1, y, 1, a, M + 2));
    status(name + ".lda_small", fn(h, M, N, &one, x, 1, y, 1, a, M - 1));
    status(name + ".incy0", fn(h, M, N, &one, x, 1, y, 0, a, M + 2));
    status(name + ".alpha_null", fn(h, M, N, nullptr, x, 1, y, 1, a, M + 2));
}

// symv, hemv (full storage); sbmv, hbmv (band, k = 2); spmv, hpmv (packed).
enum Storage { FULL, BAND, PACKED };
template <Storage S, class T, class F> void t_symv(const std::string& name, F fn, bool full) {
    const int k = 2, lda = S == BAND ? k + 2 : NS + 2;
    for (cublasFillMode_t fill : FILLS)
        for (int inc : INCS) {
            for (const ScalarCase& sc : ab_cases(full, inc)) {
                Dev<T> a(inputs<T>(lda * NS, 1)), x(inputs<T>(span(NS, inc), 2)), y(inputs<T>(span(NS, inc), 3));
                Scalars<T> s(h, sc);
                std::string l = fmt("%s.%c.inc%d%s", name.c_str(), fill_name(fill), inc, sc.ab().c_str());
                cublasStatus_t st;
                if constexpr (S == FULL) st = fn(h, fill, NS, s.alpha(), a, lda, x, inc, s.beta(), y, inc);
                else if constexpr (S == BAND) st = fn(h, fill, NS, k, s.alpha(), a, lda, x, inc, s.beta(), y, inc);
                else st = fn(h, fill, NS, s.alpha(), a, x, inc, s.beta(), y, inc);
                if (status(l, st) == CUBLAS_STATUS_SUCCESS) put(l, y.get());
            }
            if (!full) return;
        }
    T one = num<T>(1);
    Dev<T> a(64), x(8), y(8);
    if constexpr (S == FULL) {
        status(name + ".n_negative", fn(h, CUBLAS_FILL_MODE_UPPER, -1, &one, a, lda, x, 1, &one, y, 1));
        status(name + ".lda_small", fn(h, CUBLAS_FILL_MODE_UPPER, NS, &one, a, NS - 1, x, 1, &one, y, 1));
        status(name + ".bad_fill", fn(h, BAD_FILL, NS, &one, a, lda, x, 1, &one, y, 1));
    } else if constexpr (S == BAND) {
        status(name + ".k_negative", fn(h, CUBLAS_FILL_MODE_UPPER, NS, -1, &one, a, lda, x, 1, &one, y, 1));
        status(name + ".lda_small", fn(h, CUBLAS_FILL_MODE_UPPER, NS, k, &one, a, k, x, 1, &one, y, 1));
        status(name + ".alpha_null", fn(h, CUBLAS_FILL_MODE_UPPER, NS, k, nullptr, a, lda, x, 1, &one, y, 1));
    } else {
        status(name + ".incx0", fn(h, CUBLAS_FILL_MODE_UPPER, NS, &one, a, x, 0, &one, y, 1));
        status(name + ".alpha_null", fn(h, CUBLAS_FILL_MODE_UPPER, NS, nullptr, a, x, 1, &one, y, 1));
        status(name + ".bad_fill", fn(h, BAD_FILL, NS, &one, a, x, 1, &one, y, 1));
    }
}

// syr, her (full), spr, hpr (packed): A is the type of alpha.
template <bool PACK, class A, class T, class F> void t_syr(const std::string& name, F fn, bool full) {
    for (cublasFillMode_t fill : FILLS)
        for (int inc : INCS) {
            for (const ScalarCase& sc : alpha_cases(full, inc)) {
                Dev<T> x(inputs<T>(span(NS, inc), 1)), a(inputs<T>((NS + 2) * NS, 2));
                Scalars<A> s(h, sc);
                std::string l = fmt("%s.%c.inc%d%s", name.c_str(), fill_name(fill), inc, sc.a().c_str());
                cublasStatus_t st;
                if constexpr (PACK) st = fn(h, fill, NS, s.alpha(), x, inc, a);
                else st = fn(h, fill, NS, s.alpha(), x, inc, a, NS + 2);
                if (status(l, st) == CUBLAS_STATUS_SUCCESS) put(l, a.get());
            }
            if (!full) return;
        }
    A one = num<A>(1);
    Dev<T> x(8), a(64);
    if constexpr (PACK) {
        status(name + ".incx0", fn(h, CUBLAS_FILL_MODE_LOWER, NS, &one, x, 0, a));
        status(name + ".alpha_null", fn(h, CUBLAS_FILL_MODE_LOWER, NS, nullptr, x, 1, a));
    } else {
        status(name + ".lda_small", fn(h, CUBLAS_FILL_MODE_LOWER, NS, &one, x, 1, a, NS - 1));
        status(name + ".alpha_null", fn(h, CUBLAS_FILL_MODE_LOWER, NS, nullptr, x, 1, a, NS + 2));
    }
}

// syr2, her2 (full), spr2, hpr2 (packed).
template <bool PACK, class T, class F> void t_syr2(const std::string& name, F fn, bool full) {
    for (cublasFillMode_t fill : FILLS)
        for (int inc : INCS) {
            for (const ScalarCase& sc : alpha_cases(full, inc)) {
                Dev<T> x(inputs<T>(span(NS, inc), 1)), y(inputs<T>(span(NS, inc), 3)), a(inputs<T>((NS + 2) * NS, 2));
                Scalars<T> s(h, sc);
                std::string l = fmt("%s.%c.inc%d%s", name.c_str(), fill_name(fill), inc, sc.a().c_str());
                cublasStatus_t st;
                if constexpr (PACK) st = fn(h, fill, NS, s.alpha(), x, inc, y, inc, a);
                else st = fn(h, fill, NS, s.alpha(), x, inc, y, inc, a, NS + 2);
                if (status(l, st) == CUBLAS_STATUS_SUCCESS) put(l, a.get());
            }
            if (!full) return;
        }
    T one = num<T>(1);
    Dev<T> x(8), y(8), a(64);
    if constexpr (PACK) {
        status(name + ".n_negative", fn(h, CUBLAS_FILL_MODE_LOWER, -1, &one, x, 1, y, 1, a));
        status(name + ".alpha_null", fn(h, CUBLAS_FILL_MODE_LOWER, NS, nullptr, x, 1, y, 1, a));
    } else {
        status(name + ".incy0", fn(h, CUBLAS_FILL_MODE_LOWER, NS, &one, x, 1, y, 0, a, NS + 2));
        status(name + ".alpha_null", fn(h, CUBLAS_FILL_MODE_LOWER, NS, nullptr, x, 1, y, 1, a, NS + 2));
    }
}

// A triangular matrix in full, band (k = 2) or packed storage with a dominant diagonal, so
// that the solves are well conditioned.
template <Storage S, class T> std::vector<T> triangle(cublasFillMode_t fill, int seed, int k, int lda) {
    std::vector<T> a = S == PACKED ? inputs<T>(NS * (NS + 1) / 2 + 2, seed) : inputs<T>((size_t)lda * NS, seed);
    for (int j = 0; j < NS; j++) {
        size_t d = S == FULL ? (size_t)j * lda + j
                 : S == BAND ? (size_t)j * lda + (fill == CUBLAS_FILL_MODE_UPPER ? k : 0)
                 : fill == CUBLAS_FILL_MODE_UPPER ? (size_t)j * (j + 1) / 2 + j
                                                  : (size_t)j * (2 * NS - j + 1) / 2;
        a[d] = num<T>(2.5 + 0.25 * (j % 3), 0.5 * (j % 2));
    }
    return a;
}

// trmv, trsv (full), tbmv, tbsv (band), tpmv, tpsv (packed).
template <Storage S, class T, class F> void t_tr(const std::string& name, F fn, bool full) {
    const int k = 2, lda = S == BAND ? k + 2 : NS + 2;
    for (cublasFillMode_t fill : FILLS)
        for (cublasOperation_t op : OPS)
            for (cublasDiagType_t diag : DIAGS)
                for (int inc : INCS) {
                    Dev<T> a(triangle<S, T>(fill, 1, k, lda)), x(inputs<T>(span(NS, inc), 2));
                    std::string l = fmt("%s.%c%c%c.inc%d", name.c_str(), fill_name(fill), op_name(op), diag_name(diag), inc);
                    cublasStatus_t st;
                    if constexpr (S == FULL) st = fn(h, fill, op, diag, NS, a, lda, x, inc);
                    else if constexpr (S == BAND) st = fn(h, fill, op, diag, NS, k, a, lda, x, inc);
                    else st = fn(h, fill, op, diag, NS, a, x, inc);
                    if (status(l, st) == CUBLAS_STATUS_SUCCESS) put(l, x.get());
                    if (!full) return;
                }
    Dev<T> a(64), x(8);
    const cublasFillMode_t U = CUBLAS_FILL_MODE_UPPER;
    const cublasDiagType_t D = CUBLAS_DIAG_NON_UNIT;
    if constexpr (S == FULL) {
        status(name + ".n_negative", fn(h, U, CUBLAS_OP_N, D, -1, a, lda, x, 1));
        status(name + ".lda_small", fn(h, U, CUBLAS_OP_N, D, NS, a, NS - 1, x, 1));
        status(name + ".incx0", fn(h, U, CUBLAS_OP_N, D, NS, a, lda, x, 0));
        status(name + ".bad_op", fn(h, U, BAD_OP, D, NS, a, lda, x, 1));
        status(name + ".bad_fill", fn(h, BAD_FILL, CUBLAS_OP_N, D, NS, a, lda, x, 1));
    } else if constexpr (S == BAND) {
        status(name + ".k_negative", fn(h, U, CUBLAS_OP_N, D, NS, -1, a, lda, x, 1));
        status(name + ".lda_small", fn(h, U, CUBLAS_OP_N, D, NS, k, a, k, x, 1));
    } else {
        status(name + ".n_negative", fn(h, U, CUBLAS_OP_N, D, -1, a, x, 1));
        status(name + ".bad_diag", fn(h, U, CUBLAS_OP_N, (cublasDiagType_t)7, NS, a, x, 1));
    }
}

template <class T, class GEMV, class GBMV, class TRMV, class TRSV, class TBMV, class TBSV, class TPMV, class TPSV, class SYMV, class SYR2>
void common(const std::string& p, bool full, GEMV gemv, GBMV gbmv, TRMV trmv, TRSV trsv, TBMV tbmv, TBSV tbsv, TPMV tpmv, TPSV tpsv,
            SYMV symv, SYR2 syr2) {
    std::string s = full ? "" : "_64";
    t_gemv<T>(p + "gemv" + s, gemv, full);
    t_gbmv<T>(p + "gbmv" + s, gbmv, full);
    t_tr<FULL, T>(p + "trmv" + s, trmv, full);
    t_tr<FULL, T>(p + "trsv" + s, trsv, full);
    t_tr<BAND, T>(p + "tbmv" + s, tbmv, full);
    t_tr<BAND, T>(p + "tbsv" + s, tbsv, full);
    t_tr<PACKED, T>(p + "tpmv" + s, tpmv, full);
    t_tr<PACKED, T>(p + "tpsv" + s, tpsv, full);
    t_symv<FULL, T>(p + "symv" + s, symv, full);
    t_syr2<false, T>(p + "syr2" + s, syr2, full);
}

}  // namespace

// gemv, gbmv, the triangular ones, symv and syr2 of one type.
#define COMMON(T, P, p, S64)                                                                                         \
    common<T>(p, full, cublas##P##gemv##S64, cublas##P##gbmv##S64, cublas##P##trmv##S64, cublas##P##trsv##S64,       \
              cublas##P##tbmv##S64, cublas##P##tbsv##S64, cublas##P##tpmv##S64, cublas##P##tpsv##S64,                \
              cublas##P##symv##S64, cublas##P##syr2##S64)

int main() {
    h = make_handle();
    for (int f = 1; f >= 0; f--) {
        bool full = f == 1;
        std::string s = full ? "" : "_64";
        if (full) {
            COMMON(float, S, "s", );
            COMMON(double, D, "d", );
            COMMON(cuComplex, C, "c", );
            COMMON(cuDoubleComplex, Z, "z", );
            t_ger<float>("sger", cublasSger, full);
            t_ger<double>("dger", cublasDger, full);
            t_ger<cuComplex>("cgeru", cublasCgeru, full);
            t_ger<cuComplex>("cgerc", cublasCgerc, full);
            t_ger<cuDoubleComplex>("zgeru", cublasZgeru, full);
            t_ger<cuDoubleComplex>("zgerc", cublasZgerc, full);
            t_symv<BAND, float>("ssbmv", cublasSsbmv, full);
            t_symv<BAND, double>("dsbmv", cublasDsbmv, full);
            t_symv<BAND, cuComplex>("chbmv", cublasChbmv, full);
            t_symv<BAND, cuDoubleComplex>("zhbmv", cublasZhbmv, full);
            t_symv<PACKED, float>("sspmv", cublasSspmv, full);
            t_symv<PACKED, double>("dspmv", cublasDspmv, full);
            t_symv<PACKED, cuComplex>("chpmv", cublasChpmv, full);
            t_symv<PACKED, cuDoubleComplex>("zhpmv", cublasZhpmv, full);
            t_symv<FULL, cuComplex>("chemv", cublasChemv, full);
            t_symv<FULL, cuDoubleComplex>("zhemv", cublasZhemv, full);
            t_syr<false, float, float>("ssyr", cublasSsyr, full);
            t_syr<false, double, double>("dsyr", cublasDsyr, full);
            t_syr<false, cuComplex, cuComplex>("csyr", cublasCsyr, full);
            t_syr<false, cuDoubleComplex, cuDoubleComplex>("zsyr", cublasZsyr, full);
            t_syr<false, float, cuComplex>("cher", cublasCher, full);
            t_syr<false, double, cuDoubleComplex>("zher", cublasZher, full);
            t_syr<true, float, float>("sspr", cublasSspr, full);
            t_syr<true, double, double>("dspr", cublasDspr, full);
            t_syr<true, float, cuComplex>("chpr", cublasChpr, full);
            t_syr<true, double, cuDoubleComplex>("zhpr", cublasZhpr, full);
            t_syr2<true, float>("sspr2", cublasSspr2, full);
            t_syr2<true, double>("dspr2", cublasDspr2, full);
            t_syr2<true, cuComplex>("chpr2", cublasChpr2, full);
            t_syr2<true, cuDoubleComplex>("zhpr2", cublasZhpr2, full);
            t_syr2<false, cuComplex>("cher2", cublasCher2, full);
            t_syr2<false, cuDoubleComplex>("zher2", cublasZher2, full);
        } else {
            COMMON(float, S, "s", _64);
            COMMON(double, D, "d", _64);
            COMMON(cuComplex, C, "c", _64);
            COMMON(cuDoubleComplex, Z, "z", _64);
            t_ger<float>("sger_64", cublasSger_64, full);
            t_ger<double>("dger_64", cublasDger_64, full);
            t_ger<cuComplex>("cgeru_64", cublasCgeru_64, full);
            t_ger<cuComplex>("cgerc_64", cublasCgerc_64, full);
            t_ger<cuDoubleComplex>("zgeru_64", cublasZgeru_64, full);
            t_ger<cuDoubleComplex>("zgerc_64", cublasZgerc_64, full);
            t_symv<BAND, float>("ssbmv_64", cublasSsbmv_64, full);
            t_symv<BAND, double>("dsbmv_64", cublasDsbmv_64, full);
            t_symv<BAND, cuComplex>("chbmv_64", cublasChbmv_64, full);
            t_symv<BAND, cuDoubleComplex>("zhbmv_64", cublasZhbmv_64, full);
            t_symv<PACKED, float>("sspmv_64", cublasSspmv_64, full);
            t_symv<PACKED, double>("dspmv_64", cublasDspmv_64, full);
            t_symv<PACKED, cuComplex>("chpmv_64", cublasChpmv_64, full);
            t_symv<PACKED, cuDoubleComplex>("zhpmv_64", cublasZhpmv_64, full);
            t_symv<FULL, cuComplex>("chemv_64", cublasChemv_64, full);
            t_symv<FULL, cuDoubleComplex>("zhemv_64", cublasZhemv_64, full);
            t_syr<false, float, float>("ssyr_64", cublasSsyr_64, full);
            t_syr<false, double, double>("dsyr_64", cublasDsyr_64, full);
            t_syr<false, cuComplex, cuComplex>("csyr_64", cublasCsyr_64, full);
            t_syr<false, cuDoubleComplex, cuDoubleComplex>("zsyr_64", cublasZsyr_64, full);
            t_syr<false, float, cuComplex>("cher_64", cublasCher_64, full);
            t_syr<false, double, cuDoubleComplex>("zher_64", cublasZher_64, full);
            t_syr<true, float, float>("sspr_64", cublasSspr_64, full);
            t_syr<true, double, double>("dspr_64", cublasDspr_64, full);
            t_syr<true, float, cuComplex>("chpr_64", cublasChpr_64, full);
            t_syr<true, double, cuDoubleComplex>("zhpr_64", cublasZhpr_64, full);
            t_syr2<true, float>("sspr2_64", cublasSspr2_64, full);
            t_syr2<true, double>("dspr2_64", cublasDspr2_64, full);
            t_syr2<true, cuComplex>("chpr2_64", cublasChpr2_64, full);
            t_syr2<true, cuDoubleComplex>("zhpr2_64", cublasZhpr2_64, full);
            t_syr2<false, cuComplex>("cher2_64", cublasCher2_64, full);
            t_syr2<false, cuDoubleComplex>("zher2_64", cublasZher2_64, full);
        }
    }
    BLAS_OK(cublasDestroy(h));
    return 0;
}
