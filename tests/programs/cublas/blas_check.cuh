// What every cuBLAS program of this corpus shares: checking CUDA calls, device buffers, input
// values from closed formulas, and printing results in the line format of README.md.
#pragma once
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>
#include <cuComplex.h>
#include <cublas_v2.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

// A label built like printf.
static inline std::string fmt(const char* format, ...) {
    char buffer[256];
    va_list args;
    va_start(args, format);
    vsnprintf(buffer, sizeof buffer, format, args);
    va_end(args);
    return buffer;
}

// What a set-up call that had to succeed does when it fails: prints `line N: CALL failed:
// WHY` and leaves with status 1.
[[noreturn]] static inline void fail(int line, const char* call, const std::string& why) {
    printf("line %d: %s failed: %s\n", line, call, why.c_str());
    exit(1);
}

// A CUDA runtime call that must succeed; the error's name says why it failed.
#define CUDA_OK(call)                                                                           \
    do {                                                                                        \
        cudaError_t cuda_ok_err_ = (call);                                                      \
        if (cuda_ok_err_ != cudaSuccess) fail(__LINE__, #call, cudaGetErrorName(cuda_ok_err_)); \
    } while (0)

// A cuBLAS call that must succeed (set-up, not under test); its status says why it failed.
#define BLAS_OK(call)                                                                                        \
    do {                                                                                                     \
        cublasStatus_t blas_ok_st_ = (call);                                                                 \
        if (blas_ok_st_ != CUBLAS_STATUS_SUCCESS) fail(__LINE__, #call, fmt("status %d", (int)blas_ok_st_)); \
    } while (0)

// `label status N`: what a call under test returned.
static inline cublasStatus_t status(const std::string& label, cublasStatus_t st) {
    printf("%s status %d\n", label.c_str(), (int)st);
    return st;
}

// `label text ...`
static inline void text(const std::string& label, const char* value) {
    printf("%s text %s\n", label.c_str(), value ? value : "(null)");
}

// The element types, as numbers: making one from a real and an imaginary part, and printing.
template <class T> struct Num;
template <> struct Num<float> {
    static float make(double re, double) { return (float)re; }
    static constexpr const char* kind = "f32";
    static void put(float v) { printf(" %.9g", (double)v); }
};
template <> struct Num<double> {
    static double make(double re, double) { return re; }
    static constexpr const char* kind = "f64";
    static void put(double v) { printf(" %.17g", v); }
};
template <> struct Num<cuComplex> {
    static cuComplex make(double re, double im) { return make_cuComplex((float)re, (float)im); }
    static constexpr const char* kind = "c32";
    static void put(cuComplex v) { printf(" %.9g %.9g", (double)v.x, (double)v.y); }
};
template <> struct Num<cuDoubleComplex> {
    static cuDoubleComplex make(double re, double im) { return make_cuDoubleComplex(re, im); }
    static constexpr const char* kind = "c64";
    static void put(cuDoubleComplex v) { printf(" %.17g %.17g", v.x, v.y); }
};
template <> struct Num<__half> {
    static __half make(double re, double) { return __float2half((float)re); }
    static constexpr const char* kind = "f16";
    static void put(__half v) { printf(" %.9g", (double)__half2float(v)); }
};
template <> struct Num<__nv_bfloat16> {
    static __nv_bfloat16 make(double re, double) { return __float2bfloat16((float)re); }
    static constexpr const char* kind = "bf16";
    static void put(__nv_bfloat16 v) { printf(" %.9g", (double)__bfloat162float(v)); }
};
template <> struct Num<int> {
    static int make(double re, double) { return (int)re; }
    static constexpr const char* kind = "int";
    static void put(int v) { printf(" %d", v); }
};
template <> struct Num<int64_t> {
    static int64_t make(double re, double) { return (int64_t)re; }
    static constexpr const char* kind = "int";
    static void put(int64_t v) { printf(" %lld", (long long)v); }
};

template <class T> static inline T num(double re, double im = 0) { return Num<T>::make(re, im); }

// `label KIND v1 v2 ...`
template <class T> static inline void put(const std::string& label, const T* values, size_t n) {
    printf("%s %s", label.c_str(), Num<T>::kind);
    for (size_t i = 0; i < n; i++) Num<T>::put(values[i]);
    printf("\n");
}
template <class T> static inline void put(const std::string& label, const std::vector<T>& values) {
    put(label, values.data(), values.size());
}
template <class T> static inline void put1(const std::string& label, T value) { put(label, &value, 1); }

// The flag of a rotmg parameter array, and the entries of H it says are used: the others are
// undefined.
template <class T> static inline void put_rotmg_param(const std::string& label, const T* param) {
    put1(label + ".flag", param[0]);
    double flag = (double)param[0];
    if (flag == -1) put(label + ".h", param + 1, 4);
    if (flag == 0) put(label + ".h", std::vector<T>{param[2], param[3]});
    if (flag == 1) put(label + ".h", std::vector<T>{param[1], param[4]});
}

// Small values exact in every format: multiples of 1/4 in [-1.25, 1.25] (real part) and of
// 1/2 in [-1.5, 1.5] (imaginary part); `seed` makes different arrays differ.
static inline double input_re(size_t i, int seed) { return (double)((int)((i * 7 + (size_t)seed * 3) % 11) - 5) * 0.25; }
static inline double input_im(size_t i, int seed) { return (double)((int)((i * 5 + (size_t)seed) % 7) - 3) * 0.5; }
template <class T> static inline std::vector<T> inputs(size_t n, int seed) {
    std::vector<T> v(n);
    for (size_t i = 0; i < n; i++) v[i] = num<T>(input_re(i, seed), input_im(i, seed));
    return v;
}

// A device buffer of n elements, freed at the end of its scope.
template <class T> struct Dev {
    T* p = nullptr;
    size_t n = 0;
    explicit Dev(size_t count) : n(count) {
        CUDA_OK(cudaMalloc((void**)&p, (n ? n : 1) * sizeof(T)));
        CUDA_OK(cudaMemset(p, 0, (n ? n : 1) * sizeof(T)));
    }
    explicit Dev(const std::vector<T>& host) : Dev(host.size()) { set(host); }
    Dev(const Dev&) = delete;
    Dev& operator=(const Dev&) = delete;
    ~Dev() { cudaFree(p); }
    void set(const std::vector<T>& host) {
        CUDA_OK(cudaMemcpy(p, host.data(), host.size() * sizeof(T), cudaMemcpyHostToDevice));
    }
    std::vector<T> get() const {
        CUDA_OK(cudaDeviceSynchronize());
        std::vector<T> host(n);
        CUDA_OK(cudaMemcpy(host.data(), p, n * sizeof(T), cudaMemcpyDeviceToHost));
        return host;
    }
    operator T*() const { return p; }
};

// A device array of pointers to `count` consecutive blocks of `stride` elements of `base`.
template <class T> struct DevPtrs {
    Dev<T*> array;
    DevPtrs(T* base, size_t stride, size_t count) : array(count) {
        std::vector<T*> host(count);
        for (size_t i = 0; i < count; i++) host[i] = base + i * stride;
        array.set(host);
    }
    operator T* const*() const { return array.p; }
    operator const T* const*() const { return (const T* const*)array.p; }
};

// A handle for the whole program.
static inline cublasHandle_t make_handle() {
    cublasHandle_t handle;
    BLAS_OK(cublasCreate(&handle));
    return handle;
}

// Most routines are tested in two passes: every case of their 32-bit form in the first
// (`full`), then one case of their _64 form in the second, labelled LABEL_64. TEST is a test
// function given the routine's types and called as TEST(label, function, full); it comes last,
// as its template arguments may hold commas.
#define ROUTINE(full, label, function, ...) \
    ((full) ? __VA_ARGS__(label, function, true) : __VA_ARGS__(std::string(label) + "_64", function##_64, false))

// A routine's S, D, C and Z forms, cublasSNAME ... cublasZNAME labelled sNAME ... zNAME,
// tested by TEST<float> ... TEST<cuDoubleComplex>.
#define ROUTINE_SDCZ(full, name, test) ROUTINE_SDCZ_LABELLED(full, #name, name, test)

// The same for routines labelled otherwise: sLABEL ... zLABEL.
#define ROUTINE_SDCZ_LABELLED(full, label, name, test)        \
    ROUTINE(full, "s" label, cublasS##name, test<float>);     \
    ROUTINE(full, "d" label, cublasD##name, test<double>);    \
    ROUTINE(full, "c" label, cublasC##name, test<cuComplex>); \
    ROUTINE(full, "z" label, cublasZ##name, test<cuDoubleComplex>)

// A routine whose complex forms come in two, unconjugated and conjugated (dot, ger): sNAME,
// dNAME, cNAMEu, cNAMEc, zNAMEu, zNAMEc.
#define ROUTINE_SDCZ_UC(full, name, test)                                  \
    ROUTINE(full, "s" #name, cublasS##name, test<float>);                  \
    ROUTINE(full, "d" #name, cublasD##name, test<double>);                 \
    ROUTINE(full, "c" #name "u", cublasC##name##u, test<cuComplex>);       \
    ROUTINE(full, "c" #name "c", cublasC##name##c, test<cuComplex>);       \
    ROUTINE(full, "z" #name "u", cublasZ##name##u, test<cuDoubleComplex>); \
    ROUTINE(full, "z" #name "c", cublasZ##name##c, test<cuDoubleComplex>)

// Invalid enum values, for the invalid-argument cases.
static const cublasOperation_t BAD_OP = (cublasOperation_t)7;
static const cublasFillMode_t BAD_FILL = (cublasFillMode_t)7;

// Scalars by number: 0, 1, and another value (complex where S is).
template <class S> static inline S scalar(int i) { return i == 0 ? num<S>(0) : i == 1 ? num<S>(1) : num<S>(-1.5, 0.5); }
// (alpha, beta) pairs by scalar number: other/other first, then the special ones. Routines
// with alpha alone take the alphas of the first three: other, 1, 0.
static const int AB[][2] = {{2, 2}, {1, 0}, {0, 1}, {1, 1}, {0, 0}, {2, 0}};
static const int AB_PAIRS = (int)(sizeof AB / sizeof AB[0]);

// The handle in device pointer mode for one scope.
struct DeviceMode {
    cublasHandle_t handle;
    explicit DeviceMode(cublasHandle_t h) : handle(h) { BLAS_OK(cublasSetPointerMode(handle, CUBLAS_POINTER_MODE_DEVICE)); }
    DeviceMode(const DeviceMode&) = delete;
    DeviceMode& operator=(const DeviceMode&) = delete;
    ~DeviceMode() { BLAS_OK(cublasSetPointerMode(handle, CUBLAS_POINTER_MODE_HOST)); }
};

// One scalar case of a configuration: an (alpha, beta) pair of AB, and whether the scalars
// are passed in device memory.
struct ScalarCase {
    int alpha, beta;
    bool device;
    // `.alphaA.betaB`, and `.device` for scalars in device memory.
    std::string ab() const { return fmt(".alpha%d.beta%d%s", alpha, beta, device ? ".device" : ""); }
    // `.alphaA` for routines without beta.
    std::string a() const { return fmt(".alpha%d%s", alpha, device ? ".device" : ""); }
};
// The first `pairs` pairs of AB with scalars in host memory, then, if `device`, the first pair
// again with scalars in device memory.
static inline std::vector<ScalarCase> scalar_cases(int pairs, bool device = true) {
    std::vector<ScalarCase> cases;
    for (int p = 0; p < pairs; p++) cases.push_back({AB[p][0], AB[p][1], false});
    if (device) cases.push_back({AB[0][0], AB[0][1], true});
    return cases;
}

// The alpha and beta of one call: in host memory, or in device memory with the handle in
// device pointer mode while this lives. B is the type of beta (real for herk and the like).
template <class A, class B = A> struct Scalars {
    cublasHandle_t handle;
    bool device;
    A host_alpha;
    B host_beta;
    Dev<A> dev_alpha;
    Dev<B> dev_beta;
    Scalars(cublasHandle_t h, bool on_device, A alpha, B beta = num<B>(0))
        : handle(h), device(on_device), host_alpha(alpha), host_beta(beta), dev_alpha(std::vector<A>{alpha}), dev_beta(std::vector<B>{beta}) {
        if (device) BLAS_OK(cublasSetPointerMode(handle, CUBLAS_POINTER_MODE_DEVICE));
    }
    Scalars(cublasHandle_t h, const ScalarCase& c) : Scalars(h, c.device, scalar<A>(c.alpha), scalar<B>(c.beta)) {}
    Scalars(const Scalars&) = delete;
    Scalars& operator=(const Scalars&) = delete;
    ~Scalars() {
        if (device) BLAS_OK(cublasSetPointerMode(handle, CUBLAS_POINTER_MODE_HOST));
    }
    const A* alpha() const { return device ? dev_alpha.p : &host_alpha; }
    const B* beta() const { return device ? dev_beta.p : &host_beta; }
};

// The operations, fill modes, ... by letter, for labels.
static inline char op_name(cublasOperation_t op) { return op == CUBLAS_OP_N ? 'N' : op == CUBLAS_OP_T ? 'T' : 'C'; }
static inline char fill_name(cublasFillMode_t f) { return f == CUBLAS_FILL_MODE_UPPER ? 'U' : 'L'; }
static inline char diag_name(cublasDiagType_t d) { return d == CUBLAS_DIAG_UNIT ? 'U' : 'N'; }
static inline char side_name(cublasSideMode_t s) { return s == CUBLAS_SIDE_LEFT ? 'L' : 'R'; }
static const cublasOperation_t OPS[3] = {CUBLAS_OP_N, CUBLAS_OP_T, CUBLAS_OP_C};
static const cublasFillMode_t FILLS[2] = {CUBLAS_FILL_MODE_UPPER, CUBLAS_FILL_MODE_LOWER};
static const cublasDiagType_t DIAGS[2] = {CUBLAS_DIAG_NON_UNIT, CUBLAS_DIAG_UNIT};
static const cublasSideMode_t SIDES[2] = {CUBLAS_SIDE_LEFT, CUBLAS_SIDE_RIGHT};

// The nine operation pairs of a gemm, by number: (OPS[o / 3], OPS[o % 3]), NN first.
static const int GEMM_PAIRS = 9;

// The shapes of A (ar x ac) and B (br x bc) of an m x n x k gemm with operations ta and tb.
struct GemmShape {
    int ar, ac, br, bc;
    GemmShape(cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k)
        : ar(ta == CUBLAS_OP_N ? m : k), ac(ta == CUBLAS_OP_N ? k : m), br(tb == CUBLAS_OP_N ? k : n), bc(tb == CUBLAS_OP_N ? n : k) {}
};

// A triangular (or any square) n x n matrix with leading dimension ld that is well conditioned:
// inputs off the diagonal, scaled down, and 2 + something on it.
template <class T> static inline std::vector<T> well_conditioned(int n, int ld, int seed) {
    std::vector<T> a(ld * n);
    for (int j = 0; j < n; j++)
        for (int i = 0; i < ld; i++) {
            size_t k = (size_t)(i + j * ld);
            a[k] = i == j ? num<T>(2 + 0.25 * ((i + seed) % 3), 0.5 * ((i + seed) % 2))
                          : num<T>(input_re(k, seed) * 0.5, input_im(k, seed) * 0.25);
        }
    return a;
}
