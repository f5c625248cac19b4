// What is not a generator's output: version and properties, curandGenerateSeeds, and the
// statuses of refused calls.
#include "curand_check.cuh"

int main() {
    int v = 0;
    status("version", curandGetVersion(&v));
    printf("version int %d\n", v);
    for (libraryPropertyType t : {MAJOR_VERSION, MINOR_VERSION, PATCH_LEVEL}) {
        int x = -1;
        status("property" + std::to_string((int)t), curandGetProperty(t, &x));
        printf("property%d int %d\n", (int)t, x);
    }
    status("property_bad", curandGetProperty((libraryPropertyType)7, &v));
    curandGenerator_t g;
    status("create_bad_type", curandCreateGenerator(&g, (curandRngType_t)7));
    status("null_generator.seed", curandSetPseudoRandomGeneratorSeed(nullptr, 1));
    status("create", curandCreateGenerator(&g, CURAND_RNG_PSEUDO_XORWOW));
    status("bad_ordering", curandSetGeneratorOrdering(g, (curandOrdering_t)7));
    unsigned int* d;
    CUDA_OK(cudaMalloc(&d, 64));
    status("seed", curandSetPseudoRandomGeneratorSeed(g, 1234));
    status("generate_seeds", curandGenerateSeeds(g));
    bits(Gen{g, false}, "after_seeds", 4100);
    status("generate_zero", curandGenerate(g, d, 0));
    CUDA_OK(cudaFree(d));
    status("destroy", curandDestroyGenerator(g));
    return 0;
}
