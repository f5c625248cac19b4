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
template <class T, Storage S = FULL, class F> void t_symv(const std::string& name, F fn, bool full) {
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
template <class T, bool PACK = false, class A = T, class F> void t_syr(const std::string& name, F fn, bool full) {
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
template <class T, bool PACK = false, class F> void t_syr2(const std::string& name, F fn, bool full) {
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
template <class T, Storage S, class F> void t_tr(const std::string& name, F fn, bool full) {
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

}  // namespace

// gemv, gbmv, the triangular ones, symv and syr2 of one precision: T its element type, P its
// letter in the functions' names (S, D, C, Z), p in the labels'.
#define COMMON(full, T, P, p)                                  \
    ROUTINE(full, p "gemv", cublas##P##gemv, t_gemv<T>);       \
    ROUTINE(full, p "gbmv", cublas##P##gbmv, t_gbmv<T>);       \
    ROUTINE(full, p "trmv", cublas##P##trmv, t_tr<T, FULL>);   \
    ROUTINE(full, p "trsv", cublas##P##trsv, t_tr<T, FULL>);   \
    ROUTINE(full, p "tbmv", cublas##P##tbmv, t_tr<T, BAND>);   \
    ROUTINE(full, p "tbsv", cublas##P##tbsv, t_tr<T, BAND>);   \
    ROUTINE(full, p "tpmv", cublas##P##tpmv, t_tr<T, PACKED>); \
    ROUTINE(full, p "tpsv", cublas##P##tpsv, t_tr<T, PACKED>); \
    ROUTINE(full, p "symv", cublas##P##symv, t_symv<T>);       \
    ROUTINE(full, p "syr2", cublas##P##syr2, t_syr2<T>)

// A routine whose real forms are symmetric and complex forms Hermitian: sSYM, dSYM, cHER,
// zHER, tested by TEST<T, ARGS...>.
#define SYM_HER(full, sym, her, test, ...)                               \
    ROUTINE(full, "s" #sym, cublasS##sym, test<float, __VA_ARGS__>);     \
    ROUTINE(full, "d" #sym, cublasD##sym, test<double, __VA_ARGS__>);    \
    ROUTINE(full, "c" #her, cublasC##her, test<cuComplex, __VA_ARGS__>); \
    ROUTINE(full, "z" #her, cublasZ##her, test<cuDoubleComplex, __VA_ARGS__>)

int main() {
    h = make_handle();
    for (bool full : {true, false}) {
        COMMON(full, float, S, "s");
        COMMON(full, double, D, "d");
        COMMON(full, cuComplex, C, "c");
        COMMON(full, cuDoubleComplex, Z, "z");
        ROUTINE_SDCZ_UC(full, ger, t_ger);
        SYM_HER(full, sbmv, hbmv, t_symv, BAND);
        SYM_HER(full, spmv, hpmv, t_symv, PACKED);
        ROUTINE(full, "chemv", cublasChemv, t_symv<cuComplex>);
        ROUTINE(full, "zhemv", cublasZhemv, t_symv<cuDoubleComplex>);
        ROUTINE_SDCZ(full, syr, t_syr);
        ROUTINE(full, "cher", cublasCher, t_syr<cuComplex, false, float>);
        ROUTINE(full, "zher", cublasZher, t_syr<cuDoubleComplex, false, double>);
        ROUTINE(full, "sspr", cublasSspr, t_syr<float, true>);
        ROUTINE(full, "dspr", cublasDspr, t_syr<double, true>);
        ROUTINE(full, "chpr", cublasChpr, t_syr<cuComplex, true, float>);
        ROUTINE(full, "zhpr", cublasZhpr, t_syr<cuDoubleComplex, true, double>);
        SYM_HER(full, spr2, hpr2, t_syr2, true);
        ROUTINE(full, "cher2", cublasCher2, t_syr2<cuComplex>);
        ROUTINE(full, "zher2", cublasZher2, t_syr2<cuDoubleComplex>);
    }
    BLAS_OK(cublasDestroy(h));
    return 0;
}
