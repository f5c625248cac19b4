// cuBLAS extension routines: GemmEx, GemmBatchedEx and GemmStridedBatchedEx over type and
// compute-type combinations (f32, f16 and bf16 inputs, f64, complex; pedantic and fast compute
// types; default and tensor-op algorithms) and every operation pair, SgemmEx, CgemmEx,
// Cgemm3mEx, the level 1 Ex routines, CsyrkEx/Csyrk3mEx/CherkEx/Cherk3mEx, the grouped gemms,
// scalars and results in host and in device memory, their _64 forms, and invalid type
// combinations.
#include <optional>

#include "blas_check.cuh"

namespace {

cublasHandle_t h;
const int M = 5, N = 3, K = 7;

template <class T> cudaDataType dtype();
template <> cudaDataType dtype<float>() { return CUDA_R_32F; }
template <> cudaDataType dtype<double>() { return CUDA_R_64F; }
template <> cudaDataType dtype<__half>() { return CUDA_R_16F; }
template <> cudaDataType dtype<__nv_bfloat16>() { return CUDA_R_16BF; }
template <> cudaDataType dtype<cuComplex>() { return CUDA_C_32F; }
template <> cudaDataType dtype<cuDoubleComplex>() { return CUDA_C_64F; }

// The real type of a type's results (norms) and rotation cosines.
template <class T> struct Real { using type = T; };
template <> struct Real<cuComplex> { using type = float; };
template <> struct Real<cuDoubleComplex> { using type = double; };

const char* algo_name(cublasGemmAlgo_t algo) { return algo == CUBLAS_GEMM_DEFAULT ? "default" : "tensor_op"; }

// A compute type in labels: `32f_pedantic` for CUBLAS_COMPUTE_32F_PEDANTIC.
const char* compute_name(cublasComputeType_t compute) {
    switch (compute) {
    case CUBLAS_COMPUTE_16F: return "16f";
    case CUBLAS_COMPUTE_32F: return "32f";
    case CUBLAS_COMPUTE_32F_PEDANTIC: return "32f_pedantic";
    case CUBLAS_COMPUTE_32F_FAST_TF32: return "32f_fast_tf32";
    case CUBLAS_COMPUTE_32F_FAST_16F: return "32f_fast_16f";
    case CUBLAS_COMPUTE_32F_FAST_16BF: return "32f_fast_16bf";
    case CUBLAS_COMPUTE_64F: return "64f";
    default: return "other";
    }
}

// What a gemm of A and B of type TA and C of type TC computed in `compute` is labelled:
// `f16_f32.compute_32f`.
template <class TA, class TC> std::string types_label(cublasComputeType_t compute) {
    return fmt("%s_%s.compute_%s", Num<TA>::kind, Num<TC>::kind, compute_name(compute));
}

// The scalar cases of a gemm: other values, the special pairs (1, 0), (0, 1) and (0, 0), and
// other values in device memory; only the first, or the first and the device one, for the
// forms called once.
std::vector<ScalarCase> gemm_cases(bool all, bool device) {
    std::vector<ScalarCase> cases = {{2, 2, false}};
    if (all) cases.insert(cases.end(), {{1, 0, false}, {0, 1, false}, {0, 0, false}});
    if (device) cases.push_back({2, 2, true});
    return cases;
}

// One GemmEx case: A and B of type TA, C of type TC, alpha and beta of type S. Every operation
// pair with other scalars; NN also with the special ones and in device memory.
template <class TA, class TC, class S>
void gemm_ex(cublasComputeType_t compute, cublasGemmAlgo_t algo, bool sixty_four = false) {
    const std::string what = types_label<TA, TC>(compute);
    for (int o = 0; o < (sixty_four ? 1 : GEMM_PAIRS); o++) {
        cublasOperation_t ta = OPS[o / 3], tb = OPS[o % 3];
        GemmShape s(ta, tb, M, N, K);
        for (const ScalarCase& sc : gemm_cases(o == 0 && !sixty_four, o == 0)) {
            Dev<TA> a(inputs<TA>((size_t)(s.ar + 1) * s.ac, 1)), b(inputs<TA>((size_t)(s.br + 1) * s.bc, 2));
            Dev<TC> c(inputs<TC>((size_t)(M + 1) * N, 3));
            Scalars<S> k(h, sc);
            std::string l = fmt("gemm_ex%s.%s.%c%c.%s%s", sixty_four ? "_64" : "", what.c_str(), op_name(ta), op_name(tb), algo_name(algo), sc.ab().c_str());
            cublasStatus_t st = sixty_four ? cublasGemmEx_64(h, ta, tb, M, N, K, k.alpha(), a, dtype<TA>(), s.ar + 1, b, dtype<TA>(), s.br + 1,
                                                             k.beta(), c, dtype<TC>(), M + 1, compute, algo)
                                           : cublasGemmEx(h, ta, tb, M, N, K, k.alpha(), a, dtype<TA>(), s.ar + 1, b, dtype<TA>(), s.br + 1, k.beta(),
                                                          c, dtype<TC>(), M + 1, compute, algo);
            if (status(l, st) == CUBLAS_STATUS_SUCCESS) put(l, c.get());
        }
    }
}

// The scalar cases of operation pair `o` of a routine whose NT pair (o = 1) gets them all:
// other values alone for the other pairs.
std::vector<ScalarCase> nt_cases(int o, bool once) {
    if (o != 1) return {{2, 2, false}};
    return gemm_cases(!once, true);
}

// GemmBatchedEx and GemmStridedBatchedEx, a batch of 3: every operation pair, NT with every
// scalar case; NT alone for the _64 forms.
template <class TA, class TC, class S> void gemm_batched_ex(cublasComputeType_t compute, bool sixty_four = false) {
    const std::string what = types_label<TA, TC>(compute);
    const int batch = 3;
    for (int o = sixty_four ? 1 : 0; o < (sixty_four ? 2 : GEMM_PAIRS); o++) {
        cublasOperation_t ta = OPS[o / 3], tb = OPS[o % 3];
        GemmShape s(ta, tb, M, N, K);
        const long long sa = (long long)(s.ar + 1) * s.ac + 1, sb = (long long)(s.br + 1) * s.bc + 2, sc = (M + 1) * N + 3;
        std::string ops = fmt("%c%c", op_name(ta), op_name(tb));
        for (const ScalarCase& cs : nt_cases(o, sixty_four)) {
            Dev<TA> a(inputs<TA>(sa * batch, 4)), b(inputs<TA>(sb * batch, 5));
            Dev<TC> c(inputs<TC>(sc * batch, 6));
            DevPtrs<TA> pa(a, sa, batch), pb(b, sb, batch);
            DevPtrs<TC> pc(c, sc, batch);
            Scalars<S> k(h, cs);
            std::string l = fmt("gemm_batched_ex%s.%s.%s%s", sixty_four ? "_64" : "", what.c_str(), ops.c_str(), cs.ab().c_str());
            const void* const* va = (const void* const*)pa.array.p;
            const void* const* vb = (const void* const*)pb.array.p;
            void* const* vc = (void* const*)pc.array.p;
            cublasStatus_t st = sixty_four ? cublasGemmBatchedEx_64(h, ta, tb, M, N, K, k.alpha(), va, dtype<TA>(), s.ar + 1, vb, dtype<TA>(), s.br + 1,
                                                                    k.beta(), vc, dtype<TC>(), M + 1, batch, compute, CUBLAS_GEMM_DEFAULT)
                                           : cublasGemmBatchedEx(h, ta, tb, M, N, K, k.alpha(), va, dtype<TA>(), s.ar + 1, vb, dtype<TA>(), s.br + 1,
                                                                 k.beta(), vc, dtype<TC>(), M + 1, batch, compute, CUBLAS_GEMM_DEFAULT);
            if (status(l, st) == CUBLAS_STATUS_SUCCESS) put(l, c.get());
            if (o == 1 && !sixty_four && !cs.device && cs.alpha == 2)
                status(l + ".batch_negative", cublasGemmBatchedEx(h, ta, tb, M, N, K, k.alpha(), va, dtype<TA>(), s.ar + 1, vb, dtype<TA>(), s.br + 1,
                                                                  k.beta(), vc, dtype<TC>(), M + 1, -1, compute, CUBLAS_GEMM_DEFAULT));
        }
        for (const ScalarCase& cs : nt_cases(o, sixty_four)) {
            Dev<TA> a(inputs<TA>(sa * batch, 7)), b(inputs<TA>(sb * batch, 8));
            Dev<TC> c(inputs<TC>(sc * batch, 9));
            Scalars<S> k(h, cs);
            std::string l = fmt("gemm_strided_batched_ex%s.%s.%s%s", sixty_four ? "_64" : "", what.c_str(), ops.c_str(), cs.ab().c_str());
            cublasStatus_t st = sixty_four ? cublasGemmStridedBatchedEx_64(h, ta, tb, M, N, K, k.alpha(), a, dtype<TA>(), s.ar + 1, sa, b, dtype<TA>(),
                                                                           s.br + 1, sb, k.beta(), c, dtype<TC>(), M + 1, sc, batch, compute,
                                                                           CUBLAS_GEMM_DEFAULT_TENSOR_OP)
                                           : cublasGemmStridedBatchedEx(h, ta, tb, M, N, K, k.alpha(), a, dtype<TA>(), s.ar + 1, sa, b, dtype<TA>(),
                                                                        s.br + 1, sb, k.beta(), c, dtype<TC>(), M + 1, sc, batch, compute,
                                                                        CUBLAS_GEMM_DEFAULT_TENSOR_OP);
            if (status(l, st) == CUBLAS_STATUS_SUCCESS) put(l, c.get());
        }
    }
}

// SgemmEx, CgemmEx and Cgemm3mEx: A and B of type TA, C of type TC, scalars S. Every operation
// pair, NT with every scalar case; NT alone, other scalars in host and device memory, `once`.
template <class TA, class TC, class S, class F> void gemm_typed_ex(const std::string& name, F fn, bool once = false) {
    for (int o = once ? 1 : 0; o < (once ? 2 : GEMM_PAIRS); o++) {
        cublasOperation_t ta = OPS[o / 3], tb = OPS[o % 3];
        GemmShape s(ta, tb, M, N, K);
        for (const ScalarCase& sc : nt_cases(o, once)) {
            Dev<TA> a(inputs<TA>((size_t)(s.ar + 1) * s.ac, 1)), b(inputs<TA>((size_t)(s.br + 1) * s.bc, 2));
            Dev<TC> c(inputs<TC>((M + 1) * N, 3));
            Scalars<S> k(h, sc);
            std::string l = fmt("%s.%s_%s.%c%c%s", name.c_str(), Num<TA>::kind, Num<TC>::kind, op_name(ta), op_name(tb), sc.ab().c_str());
            if (status(l, fn(h, ta, tb, M, N, K, k.alpha(), a, dtype<TA>(), s.ar + 1, b, dtype<TA>(), s.br + 1, k.beta(), c, dtype<TC>(), M + 1)) ==
                CUBLAS_STATUS_SUCCESS)
                put(l, c.get());
        }
    }
}

// The level 1 Ex routines on vectors of type T, alpha of type S, norms and rotation scalars of
// the real type of T, executed in `exec`.
template <class T, class S> void level1_ex(cudaDataType exec) {
    using R = typename Real<T>::type;
    const int n = 7;
    std::string k = fmt("%s_%s", Num<T>::kind, Num<S>::kind);
    S alpha = scalar<S>(2);
    for (int inc : {1, 2}) {
        std::string li = fmt("%s.inc%d", k.c_str(), inc);
        // Every alpha with increment 1, and alpha in device memory.
        for (const ScalarCase& sc : scalar_cases(inc == 1 ? 3 : 1, inc == 1)) {
            Dev<T> x(inputs<T>(n * inc + 1, 1)), y(inputs<T>(n * inc + 1, 2));
            Scalars<S> a(h, sc);
            std::string la = li + sc.a();
            if (status("axpy_ex." + la, cublasAxpyEx(h, n, a.alpha(), dtype<S>(), x, dtype<T>(), inc, y, dtype<T>(), inc, exec)) == CUBLAS_STATUS_SUCCESS)
                put("axpy_ex." + la, y.get());
            if (status("scal_ex." + la, cublasScalEx(h, n, a.alpha(), dtype<S>(), x, dtype<T>(), inc, exec)) == CUBLAS_STATUS_SUCCESS)
                put("scal_ex." + la, x.get());
        }
        {
            Dev<T> x(inputs<T>(n * inc + 1, 3)), y(inputs<T>(n * inc + 1, 4));
            T r = num<T>(-9);
            if (status("dot_ex." + li, cublasDotEx(h, n, x, dtype<T>(), inc, y, dtype<T>(), inc, &r, dtype<T>(), exec)) == CUBLAS_STATUS_SUCCESS)
                put1("dot_ex." + li, r);
            if (status("dotc_ex." + li, cublasDotcEx(h, n, x, dtype<T>(), inc, y, dtype<T>(), inc, &r, dtype<T>(), exec)) == CUBLAS_STATUS_SUCCESS)
                put1("dotc_ex." + li, r);
        }
        {
            Dev<T> x(inputs<T>(n * inc + 1, 5));
            R r = num<R>(-9);
            if (status("nrm2_ex." + li, cublasNrm2Ex(h, n, x, dtype<T>(), inc, &r, dtype<R>(), exec)) == CUBLAS_STATUS_SUCCESS) put1("nrm2_ex." + li, r);
            if (inc == 1) status("nrm2_ex.result_null." + k, cublasNrm2Ex(h, n, x, dtype<T>(), inc, nullptr, dtype<R>(), exec));
            // A complex norm executes in its real type.
            if (dtype<R>() != dtype<T>() &&
                status("nrm2_ex.real_exec." + li, cublasNrm2Ex(h, n, x, dtype<T>(), inc, &r, dtype<R>(), dtype<R>())) == CUBLAS_STATUS_SUCCESS)
                put1("nrm2_ex.real_exec." + li, r);
            if (status("asum_ex." + li, cublasAsumEx(h, n, x, dtype<T>(), inc, &r, dtype<R>(), exec)) == CUBLAS_STATUS_SUCCESS) put1("asum_ex." + li, r);
            int i = -1;
            if (status("iamax_ex." + li, cublasIamaxEx(h, n, x, dtype<T>(), inc, &i)) == CUBLAS_STATUS_SUCCESS) put1("iamax_ex." + li, i);
            if (status("iamin_ex." + li, cublasIaminEx(h, n, x, dtype<T>(), inc, &i)) == CUBLAS_STATUS_SUCCESS) put1("iamin_ex." + li, i);
        }
        {
            Dev<T> x(inputs<T>(n * inc + 1, 6)), y(inputs<T>(n * inc + 1, 7));
            if (status("copy_ex." + li, cublasCopyEx(h, n, x, dtype<T>(), inc, y, dtype<T>(), 1)) == CUBLAS_STATUS_SUCCESS) put("copy_ex." + li, y.get());
            Dev<T> z(inputs<T>(n * inc + 1, 8));
            if (status("swap_ex." + li, cublasSwapEx(h, n, x, dtype<T>(), inc, z, dtype<T>(), inc)) == CUBLAS_STATUS_SUCCESS) {
                put("swap_ex." + li + ".x", x.get());
                put("swap_ex." + li + ".y", z.get());
            }
        }
        {
            Dev<T> x(inputs<T>(n * inc + 1, 9)), y(inputs<T>(n * inc + 1, 10));
            R c = num<R>(0.6), s = num<R>(0.8);
            if (status("rot_ex." + li, cublasRotEx(h, n, x, dtype<T>(), inc, y, dtype<T>(), inc, &c, &s, dtype<R>(), exec)) == CUBLAS_STATUS_SUCCESS) {
                put("rot_ex." + li + ".x", x.get());
                put("rot_ex." + li + ".y", y.get());
            }
        }
    }
    // Results, and the rotation's cosine and sine, in device memory.
    {
        Dev<T> x(inputs<T>(n, 3)), y(inputs<T>(n, 4)), r(1);
        Dev<R> f(1), c(std::vector<R>{num<R>(0.6)}), s(std::vector<R>{num<R>(0.8)});
        Dev<int> i(1);
        DeviceMode dm(h);
        std::string ld = k + ".device";
        if (status("dot_ex." + ld, cublasDotEx(h, n, x, dtype<T>(), 1, y, dtype<T>(), 1, r, dtype<T>(), exec)) == CUBLAS_STATUS_SUCCESS)
            put("dot_ex." + ld, r.get());
        if (status("dotc_ex." + ld, cublasDotcEx(h, n, x, dtype<T>(), 1, y, dtype<T>(), 1, r, dtype<T>(), exec)) == CUBLAS_STATUS_SUCCESS)
            put("dotc_ex." + ld, r.get());
        if (status("nrm2_ex." + ld, cublasNrm2Ex(h, n, x, dtype<T>(), 1, f, dtype<R>(), exec)) == CUBLAS_STATUS_SUCCESS) put("nrm2_ex." + ld, f.get());
        if (status("asum_ex." + ld, cublasAsumEx(h, n, x, dtype<T>(), 1, f, dtype<R>(), exec)) == CUBLAS_STATUS_SUCCESS) put("asum_ex." + ld, f.get());
        if (status("iamax_ex." + ld, cublasIamaxEx(h, n, x, dtype<T>(), 1, i)) == CUBLAS_STATUS_SUCCESS) put("iamax_ex." + ld, i.get());
        if (status("iamin_ex." + ld, cublasIaminEx(h, n, x, dtype<T>(), 1, i)) == CUBLAS_STATUS_SUCCESS) put("iamin_ex." + ld, i.get());
        if (status("rot_ex." + ld, cublasRotEx(h, n, x, dtype<T>(), 1, y, dtype<T>(), 1, c, s, dtype<R>(), exec)) == CUBLAS_STATUS_SUCCESS) {
            put("rot_ex." + ld + ".x", x.get());
            put("rot_ex." + ld + ".y", y.get());
        }
    }
    // The _64 forms, once.
    Dev<T> x(inputs<T>(n, 11)), y(inputs<T>(n, 12));
    if (status("axpy_ex_64." + k, cublasAxpyEx_64(h, n, &alpha, dtype<S>(), x, dtype<T>(), 1, y, dtype<T>(), 1, exec)) == CUBLAS_STATUS_SUCCESS)
        put("axpy_ex_64." + k, y.get());
    T r = num<T>(-9);
    if (status("dot_ex_64." + k, cublasDotEx_64(h, n, x, dtype<T>(), 1, y, dtype<T>(), 1, &r, dtype<T>(), exec)) == CUBLAS_STATUS_SUCCESS)
        put1("dot_ex_64." + k, r);
    if (status("dotc_ex_64." + k, cublasDotcEx_64(h, n, x, dtype<T>(), 1, y, dtype<T>(), 1, &r, dtype<T>(), exec)) == CUBLAS_STATUS_SUCCESS)
        put1("dotc_ex_64." + k, r);
    R f = num<R>(-9);
    if (status("nrm2_ex_64." + k, cublasNrm2Ex_64(h, n, x, dtype<T>(), 1, &f, dtype<R>(), exec)) == CUBLAS_STATUS_SUCCESS) put1("nrm2_ex_64." + k, f);
    if (status("asum_ex_64." + k, cublasAsumEx_64(h, n, x, dtype<T>(), 1, &f, dtype<R>(), exec)) == CUBLAS_STATUS_SUCCESS) put1("asum_ex_64." + k, f);
    int64_t i = -1;
    if (status("iamax_ex_64." + k, cublasIamaxEx_64(h, n, x, dtype<T>(), 1, &i)) == CUBLAS_STATUS_SUCCESS) put1("iamax_ex_64." + k, i);
    if (status("iamin_ex_64." + k, cublasIaminEx_64(h, n, x, dtype<T>(), 1, &i)) == CUBLAS_STATUS_SUCCESS) put1("iamin_ex_64." + k, i);
    if (status("scal_ex_64." + k, cublasScalEx_64(h, n, &alpha, dtype<S>(), x, dtype<T>(), 1, exec)) == CUBLAS_STATUS_SUCCESS) put("scal_ex_64." + k, x.get());
    if (status("copy_ex_64." + k, cublasCopyEx_64(h, n, x, dtype<T>(), 1, y, dtype<T>(), 1)) == CUBLAS_STATUS_SUCCESS) put("copy_ex_64." + k, y.get());
    if (status("swap_ex_64." + k, cublasSwapEx_64(h, 3, x, dtype<T>(), 2, y, dtype<T>(), 1)) == CUBLAS_STATUS_SUCCESS) {
        put("swap_ex_64." + k + ".x", x.get());
        put("swap_ex_64." + k + ".y", y.get());
    }
    R c = num<R>(0.8), s = num<R>(-0.6);
    if (status("rot_ex_64." + k, cublasRotEx_64(h, n, x, dtype<T>(), 1, y, dtype<T>(), 1, &c, &s, dtype<R>(), exec)) == CUBLAS_STATUS_SUCCESS) {
        put("rot_ex_64." + k + ".x", x.get());
        put("rot_ex_64." + k + ".y", y.get());
    }
}

// RotgEx, RotmEx and RotmgEx in f32 and f64.
template <class T> void rot_family_ex() {
    const char* k = Num<T>::kind;
    cudaDataType t = dtype<T>();
    T a = num<T>(3), b = num<T>(4), c = num<T>(9), s = num<T>(9);
    if (status(fmt("rotg_ex.%s", k), cublasRotgEx(h, &a, &b, t, &c, &s, t, t)) == CUBLAS_STATUS_SUCCESS)
        put(fmt("rotg_ex.%s", k), std::vector<T>{a, b, c, s});
    T param[5] = {num<T>(-1), num<T>(0.5), num<T>(-0.25), num<T>(0.75), num<T>(1.25)};
    Dev<T> x(inputs<T>(7, 1)), y(inputs<T>(7, 2));
    if (status(fmt("rotm_ex.%s", k), cublasRotmEx(h, 7, x, t, 1, y, t, 1, param, t, t)) == CUBLAS_STATUS_SUCCESS) {
        put(fmt("rotm_ex.%s.x", k), x.get());
        put(fmt("rotm_ex.%s.y", k), y.get());
    }
    if (status(fmt("rotm_ex_64.%s", k), cublasRotmEx_64(h, 3, x, t, 2, y, t, 1, param, t, t)) == CUBLAS_STATUS_SUCCESS) put(fmt("rotm_ex_64.%s.y", k), y.get());
    T d1 = num<T>(1), d2 = num<T>(1), x1 = num<T>(3), y1 = num<T>(4);
    T p[5] = {num<T>(9), num<T>(9), num<T>(9), num<T>(9), num<T>(9)};
    if (status(fmt("rotmg_ex.%s", k), cublasRotmgEx(h, &d1, t, &d2, t, &x1, t, &y1, t, p, t, t)) == CUBLAS_STATUS_SUCCESS) {
        put(fmt("rotmg_ex.%s.d", k), std::vector<T>{d1, d2, x1});
        put_rotmg_param(fmt("rotmg_ex.%s", k), p);
    }
    // Every scalar in device memory.
    Dev<T> da(std::vector<T>{num<T>(3)}), db(std::vector<T>{num<T>(4)}), dc(1), ds(1), dparam(std::vector<T>(param, param + 5));
    Dev<T> dd1(std::vector<T>{num<T>(2)}), dd2(std::vector<T>{num<T>(0.5)}), dx1(std::vector<T>{num<T>(1)}), dy1(std::vector<T>{num<T>(0.25)}), dp(5);
    DeviceMode dm(h);
    std::string ld = fmt("%s.device", k);
    if (status("rotg_ex." + ld, cublasRotgEx(h, da, db, t, dc, ds, t, t)) == CUBLAS_STATUS_SUCCESS)
        put("rotg_ex." + ld, std::vector<T>{da.get()[0], db.get()[0], dc.get()[0], ds.get()[0]});
    if (status("rotm_ex." + ld, cublasRotmEx(h, 7, x, t, 1, y, t, 1, dparam, t, t)) == CUBLAS_STATUS_SUCCESS) {
        put("rotm_ex." + ld + ".x", x.get());
        put("rotm_ex." + ld + ".y", y.get());
    }
    if (status("rotmg_ex." + ld, cublasRotmgEx(h, dd1, t, dd2, t, dx1, t, dy1, t, dp, t, t)) == CUBLAS_STATUS_SUCCESS) {
        put("rotmg_ex." + ld + ".d", std::vector<T>{dd1.get()[0], dd2.get()[0], dx1.get()[0]});
        put_rotmg_param("rotmg_ex." + ld, dp.get().data());
    }
}

// CsyrkEx, Csyrk3mEx (S = cuComplex) and CherkEx, Cherk3mEx (S = float).
template <class S, class F> void syrk_ex(const std::string& name, F fn, bool full) {
    const int n = 5, k = 3;
    for (cublasFillMode_t fill : FILLS)
        for (cublasOperation_t op : {CUBLAS_OP_N, CUBLAS_OP_T, CUBLAS_OP_C}) {
            int ar = op == CUBLAS_OP_N ? n : k, ac = op == CUBLAS_OP_N ? k : n;
            bool first = fill == CUBLAS_FILL_MODE_UPPER && op == CUBLAS_OP_N;
            for (const ScalarCase& sc : scalar_cases(first && full ? AB_PAIRS : 1, first)) {
                Dev<cuComplex> a(inputs<cuComplex>((size_t)(ar + 1) * ac, 1)), c(inputs<cuComplex>((size_t)(n + 1) * n, 2));
                Scalars<S> s(h, sc);
                std::string l = fmt("%s.%c%c%s", name.c_str(), fill_name(fill), op_name(op), sc.ab().c_str());
                if (status(l, fn(h, fill, op, n, k, s.alpha(), a, CUDA_C_32F, ar + 1, s.beta(), c, CUDA_C_32F, n + 1)) == CUBLAS_STATUS_SUCCESS)
                    put(l, c.get());
            }
            if (!full) return;
        }
}

// The groups of a grouped gemm: one per operation pair (OPS[g / 3], OPS[g % 3]), the first of
// two problems and the others of one, sizes that differ from group to group, leading
// dimensions one more than the rows, and alphas and betas that include 0 and 1. Problem p's
// A and B start at element 64 p of their buffers, its C at element 32 p. I is the integer
// type of the arrays.
template <class I> struct Groups {
    static const int count = GEMM_PAIRS, problems = GEMM_PAIRS + 1;
    static const size_t stride_ab = 64, stride_c = 32;
    cublasOperation_t ta[count], tb[count];
    I m[count], n[count], k[count], lda[count], ldb[count], ldc[count], size[count];
    double alpha[count] = {1, -1.5, 0, 2, 1, 0.5, -1, 1, 0.25}, beta[count] = {0.5, 0, 1, -1, 1, 0, 0.25, -0.5, 2};
    Groups() {
        for (int g = 0; g < count; g++) {
            ta[g] = OPS[g / 3];
            tb[g] = OPS[g % 3];
            m[g] = 3 + g % 3;
            n[g] = 2 + (g * 2) % 3;
            k[g] = 2 + g % 4;
            GemmShape s(ta[g], tb[g], (int)m[g], (int)n[g], (int)k[g]);
            lda[g] = s.ar + 1;
            ldb[g] = s.br + 1;
            ldc[g] = m[g] + 1;
            size[g] = g == 0 ? 2 : 1;
        }
    }
    // The scalars of every group, as type S.
    template <class S> std::vector<S> alphas() const { return std::vector<S>(alpha, alpha + count); }
    template <class S> std::vector<S> betas() const { return std::vector<S>(beta, beta + count); }
};

// A grouped gemm of S or D (`sgemm`, `dgemm`), with scalars in host memory, then in device
// memory.
template <class I, class T, class F> void grouped(const std::string& name, F fn) {
    const Groups<I> g;
    const std::vector<T> alpha = g.template alphas<T>(), beta = g.template betas<T>();
    const size_t p = Groups<I>::problems, sab = Groups<I>::stride_ab, sc = Groups<I>::stride_c;
    for (bool device : {false, true}) {
        Dev<T> a(inputs<T>(sab * p, 1)), b(inputs<T>(sab * p, 2)), c(inputs<T>(sc * p, 3)), dev_alpha(alpha), dev_beta(beta);
        DevPtrs<T> pa(a, sab, p), pb(b, sab, p), pc(c, sc, p);
        std::optional<DeviceMode> mode;
        if (device) mode.emplace(h);
        std::string l = name + (device ? ".device" : "");
        if (status(l, fn(h, g.ta, g.tb, g.m, g.n, g.k, device ? dev_alpha.p : alpha.data(), pa, g.lda, pb, g.ldb, device ? dev_beta.p : beta.data(), pc,
                         g.ldc, Groups<I>::count, g.size)) == CUBLAS_STATUS_SUCCESS)
            put(l, c.get());
    }
}

// GemmGroupedBatchedEx: A and B of type AB, C of type C, computed in f32; scalars in host
// memory, then in device memory.
template <class I, class AB, class C, class F> void grouped_ex(const std::string& name, F fn) {
    const Groups<I> g;
    const std::vector<float> alpha = g.template alphas<float>(), beta = g.template betas<float>();
    const size_t p = Groups<I>::problems, sab = Groups<I>::stride_ab, sc = Groups<I>::stride_c;
    for (bool device : {false, true}) {
        Dev<AB> a(inputs<AB>(sab * p, 4)), b(inputs<AB>(sab * p, 5));
        Dev<C> c(inputs<C>(sc * p, 6));
        Dev<float> dev_alpha(alpha), dev_beta(beta);
        DevPtrs<AB> pa(a, sab, p), pb(b, sab, p);
        DevPtrs<C> pc(c, sc, p);
        std::optional<DeviceMode> mode;
        if (device) mode.emplace(h);
        std::string l = name + (device ? ".device" : "");
        if (status(l, fn(h, g.ta, g.tb, g.m, g.n, g.k, device ? dev_alpha.p : alpha.data(), (const void* const*)pa.array.p, dtype<AB>(), g.lda,
                         (const void* const*)pb.array.p, dtype<AB>(), g.ldb, device ? dev_beta.p : beta.data(), (void* const*)pc.array.p, dtype<C>(),
                         g.ldc, Groups<I>::count, g.size, CUBLAS_COMPUTE_32F)) == CUBLAS_STATUS_SUCCESS)
            put(l, c.get());
    }
}

}  // namespace

int main() {
    h = make_handle();
    const cublasGemmAlgo_t algos[2] = {CUBLAS_GEMM_DEFAULT, CUBLAS_GEMM_DEFAULT_TENSOR_OP};
    for (cublasGemmAlgo_t algo : algos) {
        for (cublasComputeType_t compute : {CUBLAS_COMPUTE_32F, CUBLAS_COMPUTE_32F_PEDANTIC, CUBLAS_COMPUTE_32F_FAST_TF32, CUBLAS_COMPUTE_32F_FAST_16F,
                                            CUBLAS_COMPUTE_32F_FAST_16BF})
            gemm_ex<float, float, float>(compute, algo);
        gemm_ex<__half, float, float>(CUBLAS_COMPUTE_32F, algo);
        gemm_ex<__half, __half, float>(CUBLAS_COMPUTE_32F, algo);
        gemm_ex<__half, __half, __half>(CUBLAS_COMPUTE_16F, algo);
        gemm_ex<__nv_bfloat16, float, float>(CUBLAS_COMPUTE_32F, algo);
        gemm_ex<__nv_bfloat16, __nv_bfloat16, float>(CUBLAS_COMPUTE_32F, algo);
        gemm_ex<double, double, double>(CUBLAS_COMPUTE_64F, algo);
        gemm_ex<cuComplex, cuComplex, cuComplex>(CUBLAS_COMPUTE_32F, algo);
        gemm_ex<cuDoubleComplex, cuDoubleComplex, cuDoubleComplex>(CUBLAS_COMPUTE_64F, algo);
    }
    gemm_ex<float, float, float>(CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT, true);
    gemm_ex<__half, float, float>(CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT, true);
    // Invalid combinations: f16 inputs with f64 output, f32 with a half compute type, f64
    // inputs with a 32F compute type.
    gemm_ex<__half, double, float>(CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT, true);
    gemm_ex<float, float, float>(CUBLAS_COMPUTE_16F, CUBLAS_GEMM_DEFAULT, true);
    gemm_ex<double, double, double>(CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT, true);

    gemm_batched_ex<float, float, float>(CUBLAS_COMPUTE_32F);
    gemm_batched_ex<__half, float, float>(CUBLAS_COMPUTE_32F);
    gemm_batched_ex<__half, __half, __half>(CUBLAS_COMPUTE_16F);
    gemm_batched_ex<__nv_bfloat16, float, float>(CUBLAS_COMPUTE_32F);
    gemm_batched_ex<double, double, double>(CUBLAS_COMPUTE_64F);
    gemm_batched_ex<cuComplex, cuComplex, cuComplex>(CUBLAS_COMPUTE_32F);
    gemm_batched_ex<float, float, float>(CUBLAS_COMPUTE_32F_FAST_TF32);
    gemm_batched_ex<float, float, float>(CUBLAS_COMPUTE_32F, true);

    gemm_typed_ex<float, float, float>("sgemm_ex", cublasSgemmEx);
    gemm_typed_ex<__half, __half, float>("sgemm_ex", cublasSgemmEx);
    gemm_typed_ex<__half, float, float>("sgemm_ex", cublasSgemmEx);
    gemm_typed_ex<__nv_bfloat16, float, float>("sgemm_ex", cublasSgemmEx);
    gemm_typed_ex<__nv_bfloat16, __nv_bfloat16, float>("sgemm_ex", cublasSgemmEx);
    gemm_typed_ex<float, float, float>("sgemm_ex_64", cublasSgemmEx_64, true);
    gemm_typed_ex<cuComplex, cuComplex, cuComplex>("cgemm_ex", cublasCgemmEx);
    gemm_typed_ex<cuComplex, cuComplex, cuComplex>("cgemm_ex_64", cublasCgemmEx_64, true);
    gemm_typed_ex<cuComplex, cuComplex, cuComplex>("cgemm3m_ex", cublasCgemm3mEx);
    gemm_typed_ex<cuComplex, cuComplex, cuComplex>("cgemm3m_ex_64", cublasCgemm3mEx_64, true);
    gemm_typed_ex<double, double, float>("sgemm_ex.invalid", cublasSgemmEx, true);

    level1_ex<float, float>(CUDA_R_32F);
    level1_ex<double, double>(CUDA_R_64F);
    level1_ex<__half, float>(CUDA_R_32F);
    level1_ex<__nv_bfloat16, float>(CUDA_R_32F);
    level1_ex<cuComplex, cuComplex>(CUDA_C_32F);
    level1_ex<cuDoubleComplex, cuDoubleComplex>(CUDA_C_64F);
    rot_family_ex<float>();
    rot_family_ex<double>();

    for (bool full : {true, false}) {
        ROUTINE(full, "csyrk_ex", cublasCsyrkEx, syrk_ex<cuComplex>);
        ROUTINE(full, "csyrk3m_ex", cublasCsyrk3mEx, syrk_ex<cuComplex>);
        ROUTINE(full, "cherk_ex", cublasCherkEx, syrk_ex<float>);
        ROUTINE(full, "cherk3m_ex", cublasCherk3mEx, syrk_ex<float>);
    }

    grouped<int, float>("sgemm_grouped_batched", cublasSgemmGroupedBatched);
    grouped<int, double>("dgemm_grouped_batched", cublasDgemmGroupedBatched);
    grouped<int64_t, float>("sgemm_grouped_batched_64", cublasSgemmGroupedBatched_64);
    grouped<int64_t, double>("dgemm_grouped_batched_64", cublasDgemmGroupedBatched_64);
    grouped_ex<int, __half, float>("gemm_grouped_batched_ex.f16_f32", cublasGemmGroupedBatchedEx);
    grouped_ex<int64_t, __half, float>("gemm_grouped_batched_ex_64.f16_f32", cublasGemmGroupedBatchedEx_64);
    grouped_ex<int, float, float>("gemm_grouped_batched_ex.f32_f32", cublasGemmGroupedBatchedEx);
    grouped_ex<int64_t, float, float>("gemm_grouped_batched_ex_64.f32_f32", cublasGemmGroupedBatchedEx_64);
    grouped_ex<int, __half, __half>("gemm_grouped_batched_ex.f16_f16", cublasGemmGroupedBatchedEx);
    grouped_ex<int64_t, __nv_bfloat16, __nv_bfloat16>("gemm_grouped_batched_ex_64.bf16_bf16", cublasGemmGroupedBatchedEx_64);
    BLAS_OK(cublasDestroy(h));
    return 0;
}
