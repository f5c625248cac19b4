// cuBLAS level 3: gemm (S/D/C/Z/H), gemm3m (C/Z), symm/hemm, syrk/herk, syr2k/her2k,
// syrkx/herkx, trmm, trsm, geam and dgmm: every operation pair of gemm, both sides, fill modes
// and diagonals, odd and distinct sizes, leading dimensions larger than needed, alpha and beta
// 0, 1 and other, scalars in host and in device memory, the _64 forms, and invalid arguments.
#include "blas_check.cuh"

namespace {

cublasHandle_t h;

// A rows x cols matrix with leading dimension rows + 2 (two padding rows that stay as they are).
template <class T> std::vector<T> mat(int rows, int cols, int seed) { return inputs<T>((size_t)(rows + 2) * cols, seed); }

// A configuration of syrk and its relatives, C = alpha op(A) op(B)^T + beta C with n x n C:
// fill, operation and scalar case.
struct RankK {
    cublasFillMode_t fill;
    cublasOperation_t op;
    ScalarCase scalars;
    // The rows of A and B, for inner dimension k.
    int rows(int n, int k) const { return op == CUBLAS_OP_N ? n : k; }
    int cols(int n, int k) const { return op == CUBLAS_OP_N ? k : n; }
    std::string label(const std::string& name) const {
        return fmt("%s.%c%c%s", name.c_str(), fill_name(fill), op_name(op), scalars.ab().c_str());
    }
};
// Every fill and operation with every scalar case, or the first of each unless `full`.
std::vector<RankK> rank_k_cases(bool full) {
    std::vector<RankK> cases;
    for (cublasFillMode_t fill : FILLS)
        for (cublasOperation_t op : OPS) {
            for (const ScalarCase& sc : scalar_cases(full ? AB_PAIRS : 1)) cases.push_back({fill, op, sc});
            if (!full) return cases;
        }
    return cases;
}

// A configuration of trmm and trsm: side, fill, operation and diagonal, alpha in host or in
// device memory.
struct Triangular {
    cublasSideMode_t side;
    cublasFillMode_t fill;
    cublasOperation_t op;
    cublasDiagType_t diag;
    bool device;
    // The order of A for an m x n B.
    int ka(int m, int n) const { return side == CUBLAS_SIDE_LEFT ? m : n; }
    // Alpha other, or 1 for op T.
    template <class T> T alpha() const { return scalar<T>(op == CUBLAS_OP_T ? 1 : 2); }
    std::string label(const std::string& name) const {
        return fmt("%s.%c%c%c%c%s", name.c_str(), side_name(side), fill_name(fill), op_name(op), diag_name(diag), device ? ".device" : "");
    }
};
// Every side, fill, operation and diagonal (the first alone unless `full`), alpha in host
// memory, and for op N in device memory too.
std::vector<Triangular> triangular_cases(bool full) {
    std::vector<Triangular> cases;
    for (cublasSideMode_t side : SIDES)
        for (cublasFillMode_t fill : FILLS)
            for (cublasOperation_t op : OPS)
                for (cublasDiagType_t diag : DIAGS) {
                    for (bool device : {false, true})
                        if (!device || op == CUBLAS_OP_N) cases.push_back({side, fill, op, diag, device});
                    if (!full) return cases;
                }
    return cases;
}

template <class T, class F> void t_gemm(const std::string& name, F fn, bool full) {
    const int m = 5, n = 3, k = 7;
    for (int ia = 0; ia < 3; ia++)
        for (int ib = 0; ib < 3; ib++) {
            cublasOperation_t ta = OPS[ia], tb = OPS[ib];
            int ar = ta == CUBLAS_OP_N ? m : k, ac = ta == CUBLAS_OP_N ? k : m;
            int br = tb == CUBLAS_OP_N ? k : n, bc = tb == CUBLAS_OP_N ? n : k;
            if (!full && (ia || ib)) continue;
            for (const ScalarCase& sc : scalar_cases(full && ia == 0 && ib == 0 ? AB_PAIRS : 1)) {
                Dev<T> a(mat<T>(ar, ac, 1)), b(mat<T>(br, bc, 2)), c(mat<T>(m, n, 3));
                Scalars<T> s(h, sc);
                std::string l = fmt("%s.%c%c.m%dn%dk%d%s", name.c_str(), op_name(ta), op_name(tb), m, n, k, sc.ab().c_str());
                if (status(l, fn(h, ta, tb, m, n, k, s.alpha(), a, ar + 2, b, br + 2, s.beta(), c, m + 2)) == CUBLAS_STATUS_SUCCESS) put(l, c.get());
            }
        }
    if (!full) return;
    // beta 0: C is not read, NaN in it does not propagate.
    {
        std::vector<T> cn(7 * 3, num<T>(NAN, NAN));
        T alpha = scalar<T>(2), beta = scalar<T>(0);
        Dev<T> a(mat<T>(5, 7, 4)), b(mat<T>(7, 3, 5)), c(cn);
        std::string l = name + ".NN.beta0_nan_c";
        if (status(l, fn(h, CUBLAS_OP_N, CUBLAS_OP_N, 5, 3, 7, &alpha, a, 7, b, 9, &beta, c, 7)) == CUBLAS_STATUS_SUCCESS) put(l, c.get());
    }
    // k = 0 scales C by beta; m = 0 does nothing.
    {
        T alpha = scalar<T>(2), beta = scalar<T>(2);
        Dev<T> a(mat<T>(5, 7, 1)), b(mat<T>(7, 3, 2)), c(mat<T>(5, 3, 3));
        if (status(name + ".k0", fn(h, CUBLAS_OP_N, CUBLAS_OP_N, 5, 3, 0, &alpha, a, 7, b, 9, &beta, c, 7)) == CUBLAS_STATUS_SUCCESS) put(name + ".k0", c.get());
        status(name + ".m0", fn(h, CUBLAS_OP_N, CUBLAS_OP_N, 0, 3, 7, &alpha, a, 7, b, 9, &beta, c, 7));
        // Invalid arguments.
        status(name + ".m_negative", fn(h, CUBLAS_OP_N, CUBLAS_OP_N, -1, 3, 7, &alpha, a, 7, b, 9, &beta, c, 7));
        status(name + ".n_negative", fn(h, CUBLAS_OP_N, CUBLAS_OP_N, 5, -1, 7, &alpha, a, 7, b, 9, &beta, c, 7));
        status(name + ".k_negative", fn(h, CUBLAS_OP_N, CUBLAS_OP_N, 5, 3, -1, &alpha, a, 7, b, 9, &beta, c, 7));
        status(name + ".lda_small", fn(h, CUBLAS_OP_N, CUBLAS_OP_N, 5, 3, 7, &alpha, a, 4, b, 9, &beta, c, 7));
        status(name + ".ldb_small", fn(h, CUBLAS_OP_N, CUBLAS_OP_N, 5, 3, 7, &alpha, a, 7, b, 6, &beta, c, 7));
        status(name + ".ldc_small", fn(h, CUBLAS_OP_N, CUBLAS_OP_N, 5, 3, 7, &alpha, a, 7, b, 9, &beta, c, 4));
        status(name + ".bad_op", fn(h, BAD_OP, CUBLAS_OP_N, 5, 3, 7, &alpha, a, 7, b, 9, &beta, c, 7));
        // Null scalars and a null C that beta scales.
        status(name + ".alpha_null", fn(h, CUBLAS_OP_N, CUBLAS_OP_N, 5, 3, 7, nullptr, a, 7, b, 9, &beta, c, 7));
        status(name + ".beta_null", fn(h, CUBLAS_OP_N, CUBLAS_OP_N, 5, 3, 7, &alpha, a, 7, b, 9, nullptr, c, 7));
        status(name + ".c_null", fn(h, CUBLAS_OP_N, CUBLAS_OP_N, 5, 3, 7, &alpha, a, 7, b, 9, &beta, nullptr, 7));
        {
            DeviceMode dm(h);
            status(name + ".alpha_null.device", fn(h, CUBLAS_OP_N, CUBLAS_OP_N, 5, 3, 7, nullptr, a, 7, b, 9, nullptr, c, 7));
        }
        put(name + ".after_invalid", c.get());
    }
}

// symm and hemm: C = alpha A B + beta C (side L) or alpha B A + beta C (side R).
template <class T, class F> void t_symm(const std::string& name, F fn, bool full) {
    const int m = 5, n = 3;
    for (cublasSideMode_t side : SIDES)
        for (cublasFillMode_t fill : FILLS) {
            int ka = side == CUBLAS_SIDE_LEFT ? m : n;
            for (const ScalarCase& sc : scalar_cases(full ? AB_PAIRS : 1)) {
                Dev<T> a(mat<T>(ka, ka, 1)), b(mat<T>(m, n, 2)), c(mat<T>(m, n, 3));
                Scalars<T> s(h, sc);
                std::string l = fmt("%s.%c%c%s", name.c_str(), side_name(side), fill_name(fill), sc.ab().c_str());
                if (status(l, fn(h, side, fill, m, n, s.alpha(), a, ka + 2, b, m + 2, s.beta(), c, m + 2)) == CUBLAS_STATUS_SUCCESS) put(l, c.get());
            }
            if (!full) return;
        }
    T one = num<T>(1);
    Dev<T> a(64), b(64), c(64);
    status(name + ".m_negative", fn(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, -1, 3, &one, a, 5, b, 5, &one, c, 5));
    status(name + ".lda_small", fn(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, 5, 3, &one, a, 4, b, 5, &one, c, 5));
    status(name + ".bad_fill", fn(h, CUBLAS_SIDE_LEFT, BAD_FILL, 5, 3, &one, a, 5, b, 5, &one, c, 5));
    status(name + ".alpha_null", fn(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, 5, 3, nullptr, a, 5, b, 5, &one, c, 5));
    status(name + ".beta_null", fn(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, 5, 3, &one, a, 5, b, 5, nullptr, c, 5));
}

// syrk and herk: S is the type of alpha and beta (real for herk).
template <class T, class S = T, class F> void t_syrk(const std::string& name, F fn, bool full) {
    const int n = 5, k = 3;
    for (const RankK& r : rank_k_cases(full)) {
        int ar = r.rows(n, k), ac = r.cols(n, k);
        Dev<T> a(mat<T>(ar, ac, 1)), c(mat<T>(n, n, 3));
        Scalars<S> s(h, r.scalars);
        std::string l = r.label(name);
        if (status(l, fn(h, r.fill, r.op, n, k, s.alpha(), a, ar + 2, s.beta(), c, n + 2)) == CUBLAS_STATUS_SUCCESS) put(l, c.get());
    }
    if (!full) return;
    S one = num<S>(1);
    Dev<T> a(64), c(64);
    status(name + ".n_negative", fn(h, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, -1, 3, &one, a, 5, &one, c, 5));
    status(name + ".ldc_small", fn(h, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, 5, 3, &one, a, 5, &one, c, 4));
    status(name + ".bad_fill", fn(h, BAD_FILL, CUBLAS_OP_N, 5, 3, &one, a, 5, &one, c, 5));
    status(name + ".alpha_null", fn(h, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, 5, 3, nullptr, a, 5, &one, c, 5));
    status(name + ".beta_null", fn(h, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, 5, 3, &one, a, 5, nullptr, c, 5));
}

// syr2k, her2k, syrkx, herkx: B is the type of beta (real for her2k and herkx).
template <class T, class B = T, class F> void t_syr2k(const std::string& name, F fn, bool full) {
    const int n = 5, k = 3;
    for (const RankK& r : rank_k_cases(full)) {
        int ar = r.rows(n, k), ac = r.cols(n, k);
        Dev<T> a(mat<T>(ar, ac, 1)), b(mat<T>(ar, ac, 2)), c(mat<T>(n, n, 3));
        Scalars<T, B> s(h, r.scalars);
        std::string l = r.label(name);
        if (status(l, fn(h, r.fill, r.op, n, k, s.alpha(), a, ar + 2, b, ar + 2, s.beta(), c, n + 2)) == CUBLAS_STATUS_SUCCESS) put(l, c.get());
    }
    if (!full) return;
    T one = num<T>(1);
    B bone = num<B>(1);
    Dev<T> a(64), b(64), c(64);
    status(name + ".k_negative", fn(h, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, 5, -1, &one, a, 5, b, 5, &bone, c, 5));
    status(name + ".ldb_small", fn(h, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, 5, 3, &one, a, 5, b, 4, &bone, c, 5));
    status(name + ".alpha_null", fn(h, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, 5, 3, nullptr, a, 5, b, 5, &bone, c, 5));
    status(name + ".beta_null", fn(h, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, 5, 3, &one, a, 5, b, 5, nullptr, c, 5));
}

// trmm (out of place) and trsm (in place).
template <class T, class F> void t_trmm(const std::string& name, F fn, bool full) {
    const int m = 5, n = 3;
    for (const Triangular& t : triangular_cases(full)) {
        int ka = t.ka(m, n);
        Dev<T> a(well_conditioned<T>(ka, ka + 2, 1)), b(mat<T>(m, n, 2)), c(mat<T>(m, n + 1, 3));
        Scalars<T> s(h, t.device, t.alpha<T>());
        std::string l = t.label(name);
        if (status(l, fn(h, t.side, t.fill, t.op, t.diag, m, n, s.alpha(), a, ka + 2, b, m + 2, c, m + 2)) == CUBLAS_STATUS_SUCCESS) put(l, c.get());
    }
    if (!full) return;
    T one = num<T>(1), zero = num<T>(0);
    {
        Dev<T> a(well_conditioned<T>(5, 5, 1)), b(mat<T>(5, 3, 2)), c(mat<T>(5, 3, 3));
        if (status(name + ".alpha0", fn(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, 5, 3, &zero, a, 5, b, 7, c, 7)) ==
            CUBLAS_STATUS_SUCCESS)
            put(name + ".alpha0", c.get());
    }
    Dev<T> a(64), b(64), c(64);
    status(name + ".m_negative", fn(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, -1, 3, &one, a, 5, b, 5, c, 5));
    status(name + ".lda_small", fn(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, 5, 3, &one, a, 4, b, 5, c, 5));
    status(name + ".bad_diag", fn(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, (cublasDiagType_t)7, 5, 3, &one, a, 5, b, 5, c, 5));
}

template <class T, class F> void t_trsm(const std::string& name, F fn, bool full) {
    const int m = 5, n = 3;
    for (const Triangular& t : triangular_cases(full)) {
        int ka = t.ka(m, n);
        Dev<T> a(well_conditioned<T>(ka, ka + 2, 4)), b(mat<T>(m, n, 5));
        Scalars<T> s(h, t.device, t.alpha<T>());
        std::string l = t.label(name);
        if (status(l, fn(h, t.side, t.fill, t.op, t.diag, m, n, s.alpha(), a, ka + 2, b, m + 2)) == CUBLAS_STATUS_SUCCESS) put(l, b.get());
    }
    if (!full) return;
    T one = num<T>(1), zero = num<T>(0);
    Dev<T> a(well_conditioned<T>(5, 5, 1)), b(mat<T>(5, 3, 2));
    if (status(name + ".alpha0", fn(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, 5, 3, &zero, a, 5, b, 7)) == CUBLAS_STATUS_SUCCESS)
        put(name + ".alpha0", b.get());
    status(name + ".n_negative", fn(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, 5, -1, &one, a, 5, b, 7));
    status(name + ".ldb_small", fn(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, 5, 3, &one, a, 5, b, 4));
    status(name + ".bad_side", fn(h, (cublasSideMode_t)7, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, 5, 3, &one, a, 5, b, 7));
    status(name + ".alpha_null", fn(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, 5, 3, nullptr, a, 5, b, 7));
}

// geam: C = alpha op(A) + beta op(B), and in place (C = B).
template <class T, class F> void t_geam(const std::string& name, F fn, bool full) {
    const int m = 5, n = 3;
    for (int ia = 0; ia < 3; ia++)
        for (int ib = 0; ib < 3; ib++) {
            cublasOperation_t ta = OPS[ia], tb = OPS[ib];
            int ar = ta == CUBLAS_OP_N ? m : n, ac = ta == CUBLAS_OP_N ? n : m;
            int br = tb == CUBLAS_OP_N ? m : n, bc = tb == CUBLAS_OP_N ? n : m;
            for (const ScalarCase& sc : scalar_cases(full && ia == 0 && ib == 0 ? AB_PAIRS : 1)) {
                Dev<T> a(mat<T>(ar, ac, 1)), b(mat<T>(br, bc, 2)), c(mat<T>(m, n, 3));
                Scalars<T> s(h, sc);
                std::string l = fmt("%s.%c%c%s", name.c_str(), op_name(ta), op_name(tb), sc.ab().c_str());
                if (status(l, fn(h, ta, tb, m, n, s.alpha(), a, ar + 2, s.beta(), b, br + 2, c, m + 2)) == CUBLAS_STATUS_SUCCESS) put(l, c.get());
            }
            if (!full) return;
        }
    T alpha = scalar<T>(2), beta = scalar<T>(1);
    Dev<T> a(mat<T>(5, 3, 1)), c(mat<T>(5, 3, 2));
    if (status(name + ".in_place", fn(h, CUBLAS_OP_N, CUBLAS_OP_N, 5, 3, &alpha, a, 7, &beta, c, 7, c, 7)) == CUBLAS_STATUS_SUCCESS) put(name + ".in_place", c.get());
    status(name + ".ldc_small", fn(h, CUBLAS_OP_N, CUBLAS_OP_N, 5, 3, &alpha, a, 7, &beta, c, 7, c, 4));
    status(name + ".m_negative", fn(h, CUBLAS_OP_N, CUBLAS_OP_N, -5, 3, &alpha, a, 7, &beta, c, 7, c, 7));
}

// dgmm: C = A diag(x) (side R) or diag(x) A (side L), increments 1, 2 and -1.
template <class T, class F> void t_dgmm(const std::string& name, F fn, bool full) {
    const int m = 5, n = 3;
    for (cublasSideMode_t side : SIDES)
        for (int inc : {1, 2, -1}) {
            int len = side == CUBLAS_SIDE_LEFT ? m : n;
            Dev<T> a(mat<T>(m, n, 1)), x(inputs<T>((size_t)len * 2, 2)), c(mat<T>(m, n, 3));
            std::string l = fmt("%s.%c.inc%d", name.c_str(), side_name(side), inc);
            if (status(l, fn(h, side, m, n, a, m + 2, x, inc, c, m + 2)) == CUBLAS_STATUS_SUCCESS) put(l, c.get());
            if (!full) return;
        }
    Dev<T> a(64), x(8), c(64);
    status(name + ".m_negative", fn(h, CUBLAS_SIDE_LEFT, -1, 3, a, 5, x, 1, c, 5));
    status(name + ".lda_small", fn(h, CUBLAS_SIDE_LEFT, 5, 3, a, 4, x, 1, c, 5));
}

}  // namespace

int main() {
    h = make_handle();
    for (bool full : {true, false}) {
        ROUTINE_SDCZ(full, gemm, t_gemm);
        ROUTINE(full, "hgemm", cublasHgemm, t_gemm<__half>);
        ROUTINE(full, "cgemm3m", cublasCgemm3m, t_gemm<cuComplex>);
        ROUTINE(full, "zgemm3m", cublasZgemm3m, t_gemm<cuDoubleComplex>);
        ROUTINE_SDCZ(full, symm, t_symm);
        ROUTINE(full, "chemm", cublasChemm, t_symm<cuComplex>);
        ROUTINE(full, "zhemm", cublasZhemm, t_symm<cuDoubleComplex>);
        ROUTINE_SDCZ(full, syrk, t_syrk);
        ROUTINE(full, "cherk", cublasCherk, t_syrk<cuComplex, float>);
        ROUTINE(full, "zherk", cublasZherk, t_syrk<cuDoubleComplex, double>);
        ROUTINE_SDCZ(full, syr2k, t_syr2k);
        ROUTINE(full, "cher2k", cublasCher2k, t_syr2k<cuComplex, float>);
        ROUTINE(full, "zher2k", cublasZher2k, t_syr2k<cuDoubleComplex, double>);
        ROUTINE_SDCZ(full, syrkx, t_syr2k);
        ROUTINE(full, "cherkx", cublasCherkx, t_syr2k<cuComplex, float>);
        ROUTINE(full, "zherkx", cublasZherkx, t_syr2k<cuDoubleComplex, double>);
        ROUTINE_SDCZ(full, trmm, t_trmm);
        ROUTINE_SDCZ(full, trsm, t_trsm);
        ROUTINE_SDCZ(full, geam, t_geam);
        ROUTINE_SDCZ(full, dgmm, t_dgmm);
    }
    BLAS_OK(cublasDestroy(h));
    return 0;
}
