// cuBLAS batched routines: gemmBatched, gemmStridedBatched (S/D/C/Z/H, and gemm3m for C) with
// every operation pair, trsmBatched, gemvBatched and gemvStridedBatched (S/D/C/Z and the
// mixed-precision HSH/HSS/TST/TSS forms), three problems a batch, alpha and beta 0, 1 and
// other, scalars in host and in device memory, their _64 forms and invalid arguments.
#include "blas_check.cuh"

namespace {

cublasHandle_t h;
const int BATCH = 3, M = 5, N = 3, K = 7;

template <class T, class F> void t_gemm_batched(const std::string& name, F fn, bool full) {
    for (int o = 0; o < (full ? GEMM_PAIRS : 1); o++) {
        cublasOperation_t ta = OPS[o / 3], tb = OPS[o % 3];
        GemmShape s(ta, tb, M, N, K);
        // Problems 1 apart in one buffer, each with leading dimension rows + 1.
        size_t sa = (size_t)(s.ar + 1) * s.ac + 1, sb = (size_t)(s.br + 1) * s.bc + 1, sc = (size_t)(M + 1) * N + 1;
        for (const ScalarCase& cs : scalar_cases(full && o == 0 ? AB_PAIRS : 1, o == 0)) {
            Dev<T> a(inputs<T>(sa * BATCH, 1)), b(inputs<T>(sb * BATCH, 2)), c(inputs<T>(sc * BATCH, 3));
            DevPtrs<T> pa(a, sa, BATCH), pb(b, sb, BATCH), pc(c, sc, BATCH);
            Scalars<T> k(h, cs);
            std::string l = fmt("%s.%c%c%s", name.c_str(), op_name(ta), op_name(tb), cs.ab().c_str());
            if (status(l, fn(h, ta, tb, M, N, K, k.alpha(), pa, s.ar + 1, pb, s.br + 1, k.beta(), pc, M + 1, BATCH)) == CUBLAS_STATUS_SUCCESS)
                put(l, c.get());
        }
    }
    if (!full) return;
    T one = num<T>(1);
    Dev<T> a(256), b(256), c(256);
    DevPtrs<T> pa(a, 64, BATCH), pb(b, 64, BATCH), pc(c, 64, BATCH);
    status(name + ".batch0", fn(h, CUBLAS_OP_N, CUBLAS_OP_N, M, N, K, &one, pa, M, pb, K, &one, pc, M, 0));
    status(name + ".batch_negative", fn(h, CUBLAS_OP_N, CUBLAS_OP_N, M, N, K, &one, pa, M, pb, K, &one, pc, M, -1));
    status(name + ".lda_small", fn(h, CUBLAS_OP_N, CUBLAS_OP_N, M, N, K, &one, pa, M - 1, pb, K, &one, pc, M, BATCH));
}

template <class T, class F> void t_gemm_strided(const std::string& name, F fn, bool full) {
    // The last case, NN again, shares one A among the problems (stride 0).
    for (int o = 0; o < (full ? GEMM_PAIRS + 1 : 1); o++) {
        bool stride_a0 = o == GEMM_PAIRS;
        cublasOperation_t ta = OPS[stride_a0 ? 0 : o / 3], tb = OPS[stride_a0 ? 0 : o % 3];
        GemmShape s(ta, tb, M, N, K);
        long long sa = (long long)(s.ar + 1) * s.ac + 1, sb = (long long)(s.br + 1) * s.bc + 1, sc = (long long)(M + 1) * N + 1;
        long long use_sa = stride_a0 ? 0 : sa;
        for (const ScalarCase& cs : scalar_cases(full && o == 0 ? AB_PAIRS : 1, o == 0)) {
            Dev<T> a(inputs<T>(sa * BATCH, 4)), b(inputs<T>(sb * BATCH, 5)), c(inputs<T>(sc * BATCH, 6));
            Scalars<T> k(h, cs);
            std::string l = fmt("%s.%c%c%s%s", name.c_str(), op_name(ta), op_name(tb), stride_a0 ? ".stride_a0" : "", cs.ab().c_str());
            if (status(l, fn(h, ta, tb, M, N, K, k.alpha(), a, s.ar + 1, use_sa, b, s.br + 1, sb, k.beta(), c, M + 1, sc, BATCH)) ==
                CUBLAS_STATUS_SUCCESS)
                put(l, c.get());
        }
    }
    if (!full) return;
    T one = num<T>(1);
    Dev<T> a(256), b(256), c(256);
    status(name + ".batch0", fn(h, CUBLAS_OP_N, CUBLAS_OP_N, M, N, K, &one, a, M, 64, b, K, 64, &one, c, M, 64, 0));
    status(name + ".batch_negative", fn(h, CUBLAS_OP_N, CUBLAS_OP_N, M, N, K, &one, a, M, 64, b, K, 64, &one, c, M, 64, -1));
    status(name + ".ldc_small", fn(h, CUBLAS_OP_N, CUBLAS_OP_N, M, N, K, &one, a, M, 64, b, K, 64, &one, c, M - 1, 64, BATCH));
}

template <class T, class F> void t_trsm_batched(const std::string& name, F fn, bool full) {
    for (cublasSideMode_t side : SIDES)
        for (cublasFillMode_t fill : FILLS)
            for (cublasOperation_t op : OPS) {
                cublasDiagType_t diag = op == CUBLAS_OP_T ? CUBLAS_DIAG_UNIT : CUBLAS_DIAG_NON_UNIT;
                int ka = side == CUBLAS_SIDE_LEFT ? M : N;
                size_t sa = (size_t)(ka + 1) * ka, sb = (size_t)(M + 1) * N + 2;
                std::vector<T> ha;
                for (int i = 0; i < BATCH; i++) {
                    std::vector<T> one = well_conditioned<T>(ka, ka + 1, i + 1);
                    ha.insert(ha.end(), one.begin(), one.end());
                }
                // Every alpha in the first configuration, and alpha in device memory with op N.
                bool first = side == CUBLAS_SIDE_LEFT && fill == CUBLAS_FILL_MODE_UPPER && op == CUBLAS_OP_N;
                for (const ScalarCase& cs : scalar_cases(full && first ? 3 : 1, op == CUBLAS_OP_N)) {
                    Dev<T> a(ha), b(inputs<T>(sb * BATCH, 7));
                    DevPtrs<T> pa(a, sa, BATCH), pb(b, sb, BATCH);
                    Scalars<T> k(h, cs);
                    std::string l = fmt("%s.%c%c%c%c%s", name.c_str(), side_name(side), fill_name(fill), op_name(op), diag_name(diag), cs.a().c_str());
                    if (status(l, fn(h, side, fill, op, diag, M, N, k.alpha(), pa, ka + 1, pb, M + 1, BATCH)) == CUBLAS_STATUS_SUCCESS) put(l, b.get());
                }
                if (!full) return;
            }
    T one = num<T>(1);
    Dev<T> a(256), b(256);
    DevPtrs<T> pa(a, 64, BATCH), pb(b, 64, BATCH);
    status(name + ".batch_negative", fn(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, M, N, &one, pa, M, pb, M, -1));
    status(name + ".m_negative", fn(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, -1, N, &one, pa, M, pb, M, BATCH));
}

// The scalar cases of a gemv batch: with increment 1, every pair for op N (the first otherwise)
// and the first in device memory; with increment 2, alpha other and beta `beta2`.
std::vector<ScalarCase> gemv_cases(bool full, cublasOperation_t op, int inc, int beta2) {
    if (inc != 1) return {{2, beta2, false}};
    return scalar_cases(full && op == CUBLAS_OP_N ? AB_PAIRS : 1);
}

// gemv of a batch: TA is the type of A and x, TY of y, S of alpha and beta.
template <class TA, class TY = TA, class S = TY, class F> void t_gemv_batched(const std::string& name, F fn, bool full) {
    for (cublasOperation_t op : OPS)
        for (int inc : {1, 2}) {
            int lx = op == CUBLAS_OP_N ? N : M, ly = op == CUBLAS_OP_N ? M : N;
            size_t sa = (size_t)(M + 1) * N, sx = (size_t)lx * inc + 1, sy = (size_t)ly * inc + 1;
            for (const ScalarCase& cs : gemv_cases(full, op, inc, 0)) {
                Dev<TA> a(inputs<TA>(sa * BATCH, 1)), x(inputs<TA>(sx * BATCH, 2));
                Dev<TY> y(inputs<TY>(sy * BATCH, 3));
                DevPtrs<TA> pa(a, sa, BATCH), px(x, sx, BATCH);
                DevPtrs<TY> py(y, sy, BATCH);
                Scalars<S> k(h, cs);
                std::string l = fmt("%s.%c.inc%d%s", name.c_str(), op_name(op), inc, cs.ab().c_str());
                if (status(l, fn(h, op, M, N, k.alpha(), pa, M + 1, px, inc, k.beta(), py, inc, BATCH)) == CUBLAS_STATUS_SUCCESS) put(l, y.get());
            }
            if (!full) return;
        }
    S one = num<S>(1);
    Dev<TA> a(256), x(64);
    Dev<TY> y(64);
    DevPtrs<TA> pa(a, 64, BATCH), px(x, 16, BATCH);
    DevPtrs<TY> py(y, 16, BATCH);
    status(name + ".batch_negative", fn(h, CUBLAS_OP_N, M, N, &one, pa, M, px, 1, &one, py, 1, -1));
    status(name + ".incx0", fn(h, CUBLAS_OP_N, M, N, &one, pa, M, px, 0, &one, py, 1, BATCH));
}

template <class TA, class TY = TA, class S = TY, class F> void t_gemv_strided(const std::string& name, F fn, bool full) {
    for (cublasOperation_t op : OPS)
        for (int inc : {1, 2}) {
            int lx = op == CUBLAS_OP_N ? N : M, ly = op == CUBLAS_OP_N ? M : N;
            long long sa = (long long)(M + 1) * N, sx = (long long)lx * inc + 1, sy = (long long)ly * inc + 1;
            for (const ScalarCase& cs : gemv_cases(full, op, inc, 1)) {
                Dev<TA> a(inputs<TA>(sa * BATCH, 4)), x(inputs<TA>(sx * BATCH, 5));
                Dev<TY> y(inputs<TY>(sy * BATCH, 6));
                Scalars<S> k(h, cs);
                std::string l = fmt("%s.%c.inc%d%s", name.c_str(), op_name(op), inc, cs.ab().c_str());
                if (status(l, fn(h, op, M, N, k.alpha(), a, M + 1, sa, x, inc, sx, k.beta(), y, inc, sy, BATCH)) == CUBLAS_STATUS_SUCCESS)
                    put(l, y.get());
            }
            if (!full) return;
        }
    S one = num<S>(1);
    Dev<TA> a(256), x(64);
    Dev<TY> y(64);
    status(name + ".batch_negative", fn(h, CUBLAS_OP_N, M, N, &one, a, M, 64, x, 1, 8, &one, y, 1, 8, -1));
    status(name + ".lda_small", fn(h, CUBLAS_OP_N, M, N, &one, a, M - 1, 64, x, 1, 8, &one, y, 1, 8, BATCH));
}

}  // namespace

// The batched forms of gemm, cublasXgemmNAME labelled XgemmLABEL, in every precision: S, D,
// C, Z, H, and Cgemm3m.
#define GEMM_FORMS(full, label, name, test)                        \
    ROUTINE_SDCZ_LABELLED(full, "gemm" label, gemm##name, test);   \
    ROUTINE(full, "hgemm" label, cublasHgemm##name, test<__half>); \
    ROUTINE(full, "cgemm3m" label, cublasCgemm3m##name, test<cuComplex>)

// The batched forms of gemv, cublasXgemvNAME labelled XgemvLABEL, in every precision: S, D, C,
// Z, then the mixed ones, A and x in half (H) or bfloat16 (T), y in the same type or in float
// (S), scalars in float.
#define GEMV_FORMS(full, label, name, test)                                                         \
    ROUTINE_SDCZ_LABELLED(full, "gemv" label, gemv##name, test);                                    \
    ROUTINE(full, "hshgemv" label, cublasHSHgemv##name, test<__half, __half, float>);               \
    ROUTINE(full, "hssgemv" label, cublasHSSgemv##name, test<__half, float, float>);                \
    ROUTINE(full, "tstgemv" label, cublasTSTgemv##name, test<__nv_bfloat16, __nv_bfloat16, float>); \
    ROUTINE(full, "tssgemv" label, cublasTSSgemv##name, test<__nv_bfloat16, float, float>)

int main() {
    h = make_handle();
    for (bool full : {true, false}) {
        GEMM_FORMS(full, "_batched", Batched, t_gemm_batched);
        GEMM_FORMS(full, "_strided", StridedBatched, t_gemm_strided);
        ROUTINE_SDCZ_LABELLED(full, "trsm_batched", trsmBatched, t_trsm_batched);
        GEMV_FORMS(full, "_batched", Batched, t_gemv_batched);
        GEMV_FORMS(full, "_strided", StridedBatched, t_gemv_strided);
    }
    BLAS_OK(cublasDestroy(h));
    return 0;
}
