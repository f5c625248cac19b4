// The quasirandom generators (Sobol, 32 and 64 bits, plain and scrambled, and the default
// quasirandom type), device and host: several dimensions, every kind of output, offsets,
// orderings and the refused arguments; the direction vectors and scramble constants.
#include "curand_check.cuh"

static void bits64(const Gen& g, const std::string& label, size_t n) {
    gen<unsigned long long>(g, label, n, true, [&](unsigned long long* d, size_t m) { return curandGenerateLongLong(g.g, d, m); });
}

static void quasi_cases(curandRngType_t type, const std::string& name, bool wide, bool host) {
    std::string p = (host ? "host." : "") + name;
    Gen g{nullptr, host};
    curandStatus_t s = host ? curandCreateGeneratorHost(&g.g, type) : curandCreateGenerator(&g.g, type);
    status(p + ".create", s);
    if (s != CURAND_STATUS_SUCCESS) return;
    auto integers = [&](const std::string& label, size_t n) {
        if (wide) bits64(g, label, n);
        else bits(g, label, n);
    };
    integers(p + ".one_dimension.n1000", 1000);
    integers(p + ".one_dimension.n37", 37);
    for (unsigned dims : {3u, 100u}) {
        std::string q = p + ".dims" + std::to_string(dims);
        status(q, curandSetQuasiRandomGeneratorDimensions(g.g, dims));
        integers(q + ".points1024", 1024 * dims);
        integers(q + ".points5", 5 * dims);
        integers(q + ".not_a_multiple", 1024 * dims + 1);
        status(q + ".uniform.offset0", curandSetGeneratorOffset(g.g, 0));
        uniform(g, q + ".uniform", 1000 * dims);
        status(q + ".uniform_double.offset0", curandSetGeneratorOffset(g.g, 0));
        uniform_double(g, q + ".uniform_double", 1000 * dims);
        status(q + ".normal.offset0", curandSetGeneratorOffset(g.g, 0));
        normal(g, q + ".normal", 1000 * dims, 1.0f, 2.0f);
        status(q + ".normal_double.offset0", curandSetGeneratorOffset(g.g, 0));
        normal_double(g, q + ".normal_double", 1000 * dims, 1.0, 2.0);
        status(q + ".log_normal.offset0", curandSetGeneratorOffset(g.g, 0));
        log_normal(g, q + ".log_normal", 1000 * dims, 0.5f, 0.25f);
        status(q + ".log_normal_double.offset0", curandSetGeneratorOffset(g.g, 0));
        log_normal_double(g, q + ".log_normal_double", 1000 * dims, 0.5, 0.25);
        status(q + ".poisson.offset0", curandSetGeneratorOffset(g.g, 0));
        poisson(g, q + ".poisson45", 1000 * dims, 4.5);
        for (unsigned long long offset : {1ull, 1000ull, 65537ull}) {
            std::string r = q + ".offset" + std::to_string(offset);
            status(r, curandSetGeneratorOffset(g.g, offset));
            integers(r + ".points", 512 * dims);
        }
    }
    status(p + ".dims1", curandSetQuasiRandomGeneratorDimensions(g.g, 1));
    const curandOrdering_t orders[] = {CURAND_ORDERING_PSEUDO_DEFAULT, CURAND_ORDERING_QUASI_DEFAULT};
    for (curandOrdering_t o : orders) status(p + ".order" + std::to_string((int)o), curandSetGeneratorOrdering(g.g, o));
    status(p + ".seed", curandSetPseudoRandomGeneratorSeed(g.g, 1));
    status(p + ".dims0", curandSetQuasiRandomGeneratorDimensions(g.g, 0));
    status(p + ".dims20000", curandSetQuasiRandomGeneratorDimensions(g.g, 20000));
    status(p + ".dims20001", curandSetQuasiRandomGeneratorDimensions(g.g, 20001));
    status(p + ".dims1_again", curandSetQuasiRandomGeneratorDimensions(g.g, 1));
    void* other = malloc(64);
    if (!host) CUDA_OK(cudaMalloc(&other, 64));
    if (wide) status(p + ".bits32", curandGenerate(g.g, (unsigned int*)other, 4));
    else status(p + ".long_long", curandGenerateLongLong(g.g, (unsigned long long*)other, 4));
    if (!host) CUDA_OK(cudaFree(other));
    else free(other);
    status(p + ".destroy", curandDestroyGenerator(g.g));
}

// The direction vectors and scramble constants cuRAND hands out.
static void tables() {
    curandDirectionVectors32_t* dv32;
    curandDirectionVectors64_t* dv64;
    for (curandDirectionVectorSet_t set : {CURAND_DIRECTION_VECTORS_32_JOEKUO6, CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6}) {
        std::string label = "direction_vectors32." + std::to_string((int)set);
        curandStatus_t s = curandGetDirectionVectors32(&dv32, set);
        status(label, s);
        if (s == CURAND_STATUS_SUCCESS) put(label, std::vector<uint32_t>((uint32_t*)dv32, (uint32_t*)dv32 + 20000 * 32), true);
    }
    for (curandDirectionVectorSet_t set : {CURAND_DIRECTION_VECTORS_64_JOEKUO6, CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6}) {
        std::string label = "direction_vectors64." + std::to_string((int)set);
        curandStatus_t s = curandGetDirectionVectors64(&dv64, set);
        status(label, s);
        if (s == CURAND_STATUS_SUCCESS)
            put(label, std::vector<unsigned long long>((unsigned long long*)dv64, (unsigned long long*)dv64 + 20000 * 64), true);
    }
    status("direction_vectors32.wrong_set", curandGetDirectionVectors32(&dv32, CURAND_DIRECTION_VECTORS_64_JOEKUO6));
    status("direction_vectors64.wrong_set", curandGetDirectionVectors64(&dv64, CURAND_DIRECTION_VECTORS_32_JOEKUO6));
    unsigned int* sc32;
    unsigned long long* sc64;
    curandStatus_t s = curandGetScrambleConstants32(&sc32);
    status("scramble32", s);
    if (s == CURAND_STATUS_SUCCESS) put("scramble32", std::vector<uint32_t>(sc32, sc32 + 20000), true);
    s = curandGetScrambleConstants64(&sc64);
    status("scramble64", s);
    if (s == CURAND_STATUS_SUCCESS) put("scramble64", std::vector<unsigned long long>(sc64, sc64 + 20000), true);
}

int main(int argc, char** argv) {
    tables();
    struct {
        curandRngType_t type;
        const char* name;
        bool wide;
    } types[] = {
        {CURAND_RNG_QUASI_DEFAULT, "quasi_default", false},   {CURAND_RNG_QUASI_SOBOL32, "sobol32", false},
        {CURAND_RNG_QUASI_SCRAMBLED_SOBOL32, "scrambled_sobol32", false}, {CURAND_RNG_QUASI_SOBOL64, "sobol64", true},
        {CURAND_RNG_QUASI_SCRAMBLED_SOBOL64, "scrambled_sobol64", true},
    };
    for (auto& t : types) {
        if (with_device(argc, argv)) quasi_cases(t.type, t.name, t.wide, false);
        quasi_cases(t.type, t.name, t.wide, true);
    }
    return 0;
}
