// cuBLAS batched LAPACK-like routines: getrfBatched (with and without pivoting, on invertible
// and singular matrices), getrsBatched, getriBatched, matinvBatched, geqrfBatched and
// gelsBatched, for S/D/C/Z, with their info arrays and invalid arguments.
#include "blas_check.cuh"

namespace {

cublasHandle_t h;
const int N = 5, LDA = 6, BATCH = 3;
const size_t STRIDE = (size_t)LDA * N;

// An invertible matrix that needs row exchanges: a well-conditioned one with its rows in
// reverse order, so that every pivot is unique.
template <class T> std::vector<T> pivoting(int seed) {
    std::vector<T> w = well_conditioned<T>(N, LDA, seed), a = w;
    for (int j = 0; j < N; j++)
        for (int i = 0; i < N; i++) a[(size_t)j * LDA + i] = w[(size_t)j * LDA + (N - 1 - i)];
    return a;
}
// A matrix whose third column is zero.
template <class T> std::vector<T> singular(int seed) {
    std::vector<T> a = well_conditioned<T>(N, LDA, seed);
    for (int i = 0; i < LDA; i++) a[2 * LDA + i] = num<T>(0);
    return a;
}
template <class T> std::vector<T> cat(std::initializer_list<std::vector<T>> parts) {
    std::vector<T> all;
    for (const auto& p : parts) all.insert(all.end(), p.begin(), p.end());
    return all;
}

template <class T, class GETRF, class GETRS, class GETRI, class MATINV, class GEQRF, class GELS>
void t_lapack(const std::string& p, GETRF getrf, GETRS getrs, GETRI getri, MATINV matinv, GEQRF geqrf, GELS gels) {
    // getrf with pivoting: an invertible matrix needing exchanges, a well-conditioned one, a
    // singular one (only its info is defined).
    Dev<T> a(cat<T>({pivoting<T>(1), well_conditioned<T>(N, LDA, 2), singular<T>(3)}));
    DevPtrs<T> pa(a, STRIDE, BATCH);
    Dev<int> piv(N * BATCH), info(BATCH);
    if (status(p + "getrf.pivot", getrf(h, N, pa, LDA, piv, info, BATCH)) == CUBLAS_STATUS_SUCCESS) {
        std::vector<T> factors = a.get();
        put(p + "getrf.pivot.info", info.get());
        put(p + "getrf.pivot.ipiv", piv.get().data(), 2 * N);
        put(p + "getrf.pivot.lu", factors.data(), 2 * STRIDE);
    }
    // getrf without pivoting: two well-conditioned matrices and the singular one.
    Dev<T> b(cat<T>({well_conditioned<T>(N, LDA, 4), well_conditioned<T>(N, LDA, 5), singular<T>(6)}));
    DevPtrs<T> pb(b, STRIDE, BATCH);
    Dev<int> info_b(BATCH);
    if (status(p + "getrf.no_pivot", getrf(h, N, pb, LDA, nullptr, info_b, BATCH)) == CUBLAS_STATUS_SUCCESS) {
        std::vector<T> factors = b.get();
        put(p + "getrf.no_pivot.info", info_b.get());
        put(p + "getrf.no_pivot.lu", factors.data(), 2 * STRIDE);
    }
    // getrs with the pivoted factors of the two invertible matrices, two right-hand sides.
    for (cublasOperation_t op : OPS) {
        const int nrhs = 2, ldb = N + 1;
        Dev<T> rhs(inputs<T>((size_t)ldb * nrhs * 2, 7));
        DevPtrs<T> pr(rhs, (size_t)ldb * nrhs, 2);
        int host_info = -99;
        std::string l = fmt("%sgetrs.%c", p.c_str(), op_name(op));
        if (status(l, getrs(h, op, N, nrhs, pa, LDA, piv, pr, ldb, &host_info, 2)) == CUBLAS_STATUS_SUCCESS) put(l, rhs.get());
        put1(l + ".info", host_info);
    }
    // getri: the inverses of the two invertible matrices from their factors.
    {
        Dev<T> c(std::vector<T>(STRIDE * 2, num<T>(0)));
        DevPtrs<T> pc(c, STRIDE, 2);
        Dev<int> info_c(2);
        if (status(p + "getri", getri(h, N, pa, LDA, piv, pc, LDA, info_c, 2)) == CUBLAS_STATUS_SUCCESS) {
            put(p + "getri", c.get());
            put(p + "getri.info", info_c.get());
        }
    }
    // getri of factors whose U has a zero on its diagonal (third column): info names it, and C
    // holds what the inversion makes of dividing by it.
    {
        std::vector<T> lu = well_conditioned<T>(N, LDA, 10);
        lu[2 * LDA + 2] = num<T>(0);
        Dev<T> f(lu), c(std::vector<T>(STRIDE, num<T>(0)));
        Dev<int> pivots(std::vector<int>{3, 2, 3, 5, 5}), info_c(1);
        DevPtrs<T> pf(f, STRIDE, 1), pc(c, STRIDE, 1);
        if (status(p + "getri.singular", getri(h, N, pf, LDA, pivots, pc, LDA, info_c, 1)) == CUBLAS_STATUS_SUCCESS) {
            put(p + "getri.singular", c.get());
            put(p + "getri.singular.info", info_c.get());
        }
    }
    // matinv: inverses straight from the matrices.
    {
        Dev<T> m(cat<T>({pivoting<T>(1), well_conditioned<T>(N, LDA, 8)}));
        Dev<T> inv(std::vector<T>(STRIDE * 2, num<T>(0)));
        DevPtrs<T> pm(m, STRIDE, 2), pinv(inv, STRIDE, 2);
        Dev<int> info_m(2);
        if (status(p + "matinv", matinv(h, N, pm, LDA, pinv, LDA, info_m, 2)) == CUBLAS_STATUS_SUCCESS) {
            put(p + "matinv", inv.get());
            put(p + "matinv.info", info_m.get());
        }
        Dev<int> info_big(2);
        status(p + "matinv.n33", matinv(h, 33, pm, 33, pinv, 33, info_big, 2));
    }
    // geqrf: 5 x 3 matrices, three of them.
    {
        const int m = 5, n = 3, lda = 6;
        Dev<T> q(inputs<T>((size_t)lda * n * BATCH, 9));
        Dev<T> tau(std::vector<T>(n * BATCH, num<T>(0)));
        DevPtrs<T> pq(q, (size_t)lda * n, BATCH), pt(tau, n, BATCH);
        int host_info = -99;
        if (status(p + "geqrf", geqrf(h, m, n, pq, lda, pt, &host_info, BATCH)) == CUBLAS_STATUS_SUCCESS) {
            put(p + "geqrf.qr", q.get());
            put(p + "geqrf.tau", tau.get());
        }
        put1(p + "geqrf.info", host_info);
        status(p + "geqrf.m_negative", geqrf(h, -1, n, pq, lda, pt, &host_info, BATCH));
        put1(p + "geqrf.m_negative.info", host_info);
        status(p + "geqrf.lda_small", geqrf(h, m, n, pq, m - 1, pt, &host_info, BATCH));
        put1(p + "geqrf.lda_small.info", host_info);
    }
    // gels: least squares of 5 x 3 full-rank systems, two right-hand sides, three of them.
    {
        const int m = 5, n = 3, nrhs = 2, lda = 6, ldc = 7;
        std::vector<T> ha;
        for (int i = 0; i < BATCH; i++) {
            std::vector<T> one = pivoting<T>(10 + i);
            ha.insert(ha.end(), one.begin(), one.begin() + lda * n);
        }
        Dev<T> ga(ha), gc(inputs<T>((size_t)ldc * nrhs * BATCH, 11));
        DevPtrs<T> pga(ga, (size_t)lda * n, BATCH), pgc(gc, (size_t)ldc * nrhs, BATCH);
        Dev<int> dev_info(BATCH);
        int host_info = -99;
        if (status(p + "gels", gels(h, CUBLAS_OP_N, m, n, nrhs, pga, lda, pgc, ldc, &host_info, dev_info, BATCH)) == CUBLAS_STATUS_SUCCESS) {
            std::vector<T> x = gc.get();
            // Only the first n rows of each solution are the solution.
            std::vector<T> sol;
            for (int b = 0; b < BATCH; b++)
                for (int j = 0; j < nrhs; j++)
                    for (int i = 0; i < n; i++) sol.push_back(x[(size_t)b * ldc * nrhs + (size_t)j * ldc + i]);
            put(p + "gels.x", sol);
            put(p + "gels.dev_info", dev_info.get());
        }
        put1(p + "gels.info", host_info);
        status(p + "gels.m_less_than_n", gels(h, CUBLAS_OP_N, 2, n, nrhs, pga, lda, pgc, ldc, &host_info, dev_info, BATCH));
        put1(p + "gels.m_less_than_n.info", host_info);
        status(p + "gels.trans_t", gels(h, CUBLAS_OP_T, m, n, nrhs, pga, lda, pgc, ldc, &host_info, dev_info, BATCH));
        put1(p + "gels.trans_t.info", host_info);
        status(p + "gels.nrhs_negative", gels(h, CUBLAS_OP_N, m, n, -1, pga, lda, pgc, ldc, &host_info, dev_info, BATCH));
        put1(p + "gels.nrhs_negative.info", host_info);
    }
    // Invalid arguments.
    status(p + "getrf.n_negative", getrf(h, -1, pa, LDA, piv, info, BATCH));
    status(p + "getrf.lda_small", getrf(h, N, pa, N - 1, piv, info, BATCH));
    status(p + "getrf.batch_negative", getrf(h, N, pa, LDA, piv, info, -1));
    int host_info = -99;
    status(p + "getrs.n_negative", getrs(h, CUBLAS_OP_N, -1, 1, pa, LDA, piv, pa, LDA, &host_info, 1));
    put1(p + "getrs.n_negative.info", host_info);
    status(p + "getrs.ldb_small", getrs(h, CUBLAS_OP_N, N, 1, pa, LDA, piv, pa, N - 1, &host_info, 1));
    put1(p + "getrs.ldb_small.info", host_info);
    status(p + "getri.lda_small", getri(h, N, pa, N - 1, piv, pa, LDA, info, 1));
    status(p + "matinv.n_negative", matinv(h, -1, pa, LDA, pa, LDA, info, 1));
}

}  // namespace

int main() {
    h = make_handle();
    t_lapack<float>("s", cublasSgetrfBatched, cublasSgetrsBatched, cublasSgetriBatched, cublasSmatinvBatched, cublasSgeqrfBatched, cublasSgelsBatched);
    t_lapack<double>("d", cublasDgetrfBatched, cublasDgetrsBatched, cublasDgetriBatched, cublasDmatinvBatched, cublasDgeqrfBatched, cublasDgelsBatched);
    t_lapack<cuComplex>("c", cublasCgetrfBatched, cublasCgetrsBatched, cublasCgetriBatched, cublasCmatinvBatched, cublasCgeqrfBatched,
                        cublasCgelsBatched);
    t_lapack<cuDoubleComplex>("z", cublasZgetrfBatched, cublasZgetrsBatched, cublasZgetriBatched, cublasZmatinvBatched, cublasZgeqrfBatched,
                              cublasZgelsBatched);
    BLAS_OK(cublasDestroy(h));
    return 0;
}
