// What the cuRAND programs share: checking CUDA calls, output buffers on the device or the
// host, the printing of results (README.md's format) and the cases every pseudorandom
// generator runs. A program names its generator types; `run_pseudo` runs every case for one
// type, with a device generator and then a host one (`curandCreateGeneratorHost`), or only
// the host one when the program's first argument is `host` (no GPU needed).
#pragma once
#include <curand.h>
#include <cuda_runtime.h>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#define CUDA_OK(x)                                                                       \
    do {                                                                                 \
        cudaError_t e_ = (x);                                                            \
        if (e_ != cudaSuccess) {                                                         \
            printf("cuda error %s at line %d\n", cudaGetErrorName(e_), __LINE__);        \
            exit(1);                                                                     \
        }                                                                                \
    } while (0)

static void status(const std::string& label, curandStatus_t s) { printf("%s status %d\n", label.c_str(), (int)s); }

// FNV-1a over the bytes of every element: integers and uniform floats are compared exactly.
template <class T> static uint64_t fnv(const std::vector<T>& v) {
    uint64_t h = 1469598103934665603ull;
    const unsigned char* b = (const unsigned char*)v.data();
    for (size_t i = 0; i < v.size() * sizeof(T); i++) {
        h ^= b[i];
        h *= 1099511628211ull;
    }
    return h;
}

static void put1(uint32_t v) { printf(" %u", v); }
static void put1(unsigned long long v) { printf(" %llu", v); }
static void put1(float v) { printf(" %.9g", (double)v); }
static void put1(double v) { printf(" %.17g", v); }
static const char* kind(uint32_t) { return "int"; }
static const char* kind(unsigned long long) { return "int"; }
static const char* kind(float) { return "f32"; }
static const char* kind(double) { return "f64"; }

// The first 24 values and 24 more spread over the array; `exact` adds the hash of all.
template <class T> static void put(const std::string& label, const std::vector<T>& v, bool exact) {
    printf("%s %s", label.c_str(), kind(T()));
    for (size_t i = 0; i < v.size() && i < 24; i++) put1(v[i]);
    for (size_t k = 1; k <= 24 && v.size() > 48; k++) put1(v[(k * v.size()) / 25 + k % 7]);
    printf("\n");
    if (exact) printf("%s.fnv text %016llx\n", label.c_str(), (unsigned long long)fnv(v));
}

// The pseudorandom generator types, by the names the programs print.
struct PseudoType {
    curandRngType_t type;
    const char* name;
};
static const PseudoType PSEUDO_TYPES[] = {
    {CURAND_RNG_PSEUDO_DEFAULT, "pseudo_default"}, {CURAND_RNG_PSEUDO_XORWOW, "xorwow"},   {CURAND_RNG_PSEUDO_MRG32K3A, "mrg32k3a"},
    {CURAND_RNG_PSEUDO_MTGP32, "mtgp32"},          {CURAND_RNG_PSEUDO_MT19937, "mt19937"}, {CURAND_RNG_PSEUDO_PHILOX4_32_10, "philox"},
};

// A generator and where its output goes.
struct Gen {
    curandGenerator_t g;
    bool host;
};

// Runs `f(pointer, n)` into fresh memory of the generator's side, prints its status and,
// on success, the values.
template <class T, class F> static void gen(const Gen& g, const std::string& label, size_t n, bool exact, F f) {
    T* out;
    if (g.host) out = (T*)malloc(n * sizeof(T) + 64);
    else CUDA_OK(cudaMalloc(&out, n * sizeof(T) + 64));
    curandStatus_t s = f(out, n);
    status(label, s);
    if (s == CURAND_STATUS_SUCCESS) {
        std::vector<T> h(n);
        if (g.host) memcpy(h.data(), out, n * sizeof(T));
        else CUDA_OK(cudaMemcpy(h.data(), out, n * sizeof(T), cudaMemcpyDeviceToHost));
        put(label, h, exact);
    }
    if (g.host) free(out);
    else CUDA_OK(cudaFree(out));
}

static void bits(const Gen& g, const std::string& label, size_t n) {
    gen<uint32_t>(g, label, n, true, [&](uint32_t* d, size_t m) { return curandGenerate(g.g, (unsigned int*)d, m); });
}
static void uniform(const Gen& g, const std::string& label, size_t n) {
    gen<float>(g, label, n, true, [&](float* d, size_t m) { return curandGenerateUniform(g.g, d, m); });
}
static void uniform_double(const Gen& g, const std::string& label, size_t n) {
    gen<double>(g, label, n, true, [&](double* d, size_t m) { return curandGenerateUniformDouble(g.g, d, m); });
}
static void normal(const Gen& g, const std::string& label, size_t n, float mean, float sd) {
    gen<float>(g, label, n, false, [&](float* d, size_t m) { return curandGenerateNormal(g.g, d, m, mean, sd); });
}
static void normal_double(const Gen& g, const std::string& label, size_t n, double mean, double sd) {
    gen<double>(g, label, n, false, [&](double* d, size_t m) { return curandGenerateNormalDouble(g.g, d, m, mean, sd); });
}
static void log_normal(const Gen& g, const std::string& label, size_t n, float mean, float sd) {
    gen<float>(g, label, n, false, [&](float* d, size_t m) { return curandGenerateLogNormal(g.g, d, m, mean, sd); });
}
static void log_normal_double(const Gen& g, const std::string& label, size_t n, double mean, double sd) {
    gen<double>(g, label, n, false, [&](double* d, size_t m) { return curandGenerateLogNormalDouble(g.g, d, m, mean, sd); });
}
static void poisson(const Gen& g, const std::string& label, size_t n, double lambda) {
    gen<uint32_t>(g, label, n, true, [&](uint32_t* d, size_t m) { return curandGeneratePoisson(g.g, (unsigned int*)d, m, lambda); });
}

// A new generator of `type` on one side, its creation's status printed under `p`; false
// where it was refused.
static bool create(Gen& g, curandRngType_t type, const std::string& p) {
    curandStatus_t s = g.host ? curandCreateGeneratorHost(&g.g, type) : curandCreateGenerator(&g.g, type);
    status(p + ".create", s);
    return s == CURAND_STATUS_SUCCESS;
}

static std::string side(const std::string& name, bool host) { return (host ? "host." : "") + name; }

// Every case of one pseudorandom generator type, on one side (device or host).
static void pseudo_cases(curandRngType_t type, const std::string& name, bool host) {
    std::string p = side(name, host);
    Gen g{nullptr, host};
    if (!create(g, type, p)) return;
    // The default seed, then two others; the stream goes on across calls of several sizes.
    bits(g, p + ".default_seed.n4096", 4096);
    const unsigned long long seeds[] = {1234ull, 0xfedcba9876543210ull};
    for (unsigned long long seed : seeds) {
        std::string q = p + ".seed" + std::to_string(seed);
        status(q, curandSetPseudoRandomGeneratorSeed(g.g, seed));
        status(q + ".offset0", curandSetGeneratorOffset(g.g, 0));
        for (size_t n : {size_t(4096), size_t(1002), size_t(3), size_t(200000)}) bits(g, q + ".n" + std::to_string(n), n);
    }
    status(p + ".seed", curandSetPseudoRandomGeneratorSeed(g.g, 1234));
    // Each distribution from offset 0.
    auto again = [&](const std::string& what) { status(p + "." + what + ".offset0", curandSetGeneratorOffset(g.g, 0)); };
    again("uniform"); uniform(g, p + ".uniform", 4099);
    again("uniform_double"); uniform_double(g, p + ".uniform_double", 4099);
    again("normal"); normal(g, p + ".normal", 4098, 1.0f, 2.0f);
    again("normal_odd"); normal(g, p + ".normal_odd", 4099, 0.0f, 1.0f);
    again("normal_double"); normal_double(g, p + ".normal_double", 4098, 1.0, 2.0);
    again("log_normal"); log_normal(g, p + ".log_normal", 4098, 0.5f, 0.25f);
    again("log_normal_double"); log_normal_double(g, p + ".log_normal_double", 4098, 0.5, 0.25);
    // Kinds one after another: where each call starts depends on what the last one used.
    again("mixed");
    bits(g, p + ".mixed.bits5", 5);
    uniform(g, p + ".mixed.uniform7", 7);
    normal(g, p + ".mixed.normal6", 6, 0.0f, 1.0f);
    uniform_double(g, p + ".mixed.uniform_double3", 3);
    normal_double(g, p + ".mixed.normal_double2", 2, 0.0, 1.0);
    log_normal(g, p + ".mixed.log_normal4", 4, 0.0f, 1.0f);
    bits(g, p + ".mixed.bits9000", 9000);
    uniform_double(g, p + ".mixed.uniform_double9000", 9000);
    bits(g, p + ".mixed.bits9", 9);
    // A seed set mid-stream keeps the offset reached.
    status(p + ".reseed", curandSetPseudoRandomGeneratorSeed(g.g, 1234));
    bits(g, p + ".reseed.bits8", 8);
    // Offsets, each from a fresh seeding.
    for (unsigned long long offset : {1000ull, 4097ull, 262147ull, 8589934593ull}) {
        std::string q = p + ".offset" + std::to_string(offset);
        status(q, curandSetGeneratorOffset(g.g, offset));
        bits(g, q + ".bits", 4096);
        status(q + ".again", curandSetGeneratorOffset(g.g, offset));
        uniform_double(g, q + ".uniform_double", 1001);
        status(q + ".again2", curandSetGeneratorOffset(g.g, offset));
        normal(g, q + ".normal", 1000, 0.0f, 1.0f);
    }
    // The orderings that give the default layout, each from offset 0 (orderings.cu has the others).
    const curandOrdering_t orders[] = {CURAND_ORDERING_PSEUDO_BEST, CURAND_ORDERING_PSEUDO_DEFAULT, CURAND_ORDERING_PSEUDO_LEGACY};
    for (curandOrdering_t o : orders) {
        std::string q = p + ".order" + std::to_string((int)o);
        status(q, curandSetGeneratorOrdering(g.g, o));
        status(q + ".offset0", curandSetGeneratorOffset(g.g, 0));
        bits(g, q + ".bits", 4096);
    }
    // A stream of the caller's (device generators).
    if (!host) {
        cudaStream_t stream;
        CUDA_OK(cudaStreamCreate(&stream));
        status(p + ".set_stream", curandSetStream(g.g, stream));
        status(p + ".stream.offset0", curandSetGeneratorOffset(g.g, 0));
        bits(g, p + ".stream.bits", 4096);
        status(p + ".null_stream", curandSetStream(g.g, nullptr));
        CUDA_OK(cudaStreamDestroy(stream));
    }
    // Refused: the quasirandom setter, 64-bit output, a null generator.
    status(p + ".dimensions", curandSetQuasiRandomGeneratorDimensions(g.g, 2));
    unsigned long long* wide = (unsigned long long*)malloc(64);
    if (!host) CUDA_OK(cudaMalloc(&wide, 64));
    status(p + ".long_long", curandGenerateLongLong(g.g, wide, 4));
    if (!host) CUDA_OK(cudaFree(wide));
    else free(wide);
    status(p + ".destroy", curandDestroyGenerator(g.g));
}

// Every case of `type` with a device generator (where `device`) and with a host one.
static void run_pseudo(curandRngType_t type, const std::string& name, bool device) {
    if (device) pseudo_cases(type, name, false);
    pseudo_cases(type, name, true);
}

// Whether to run the device generators too: not when the program's first argument is `host`.
static bool with_device(int argc, char** argv) { return !(argc > 1 && strcmp(argv[1], "host") == 0); }
