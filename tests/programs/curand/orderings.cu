// The orderings beside the default layout, for every pseudorandom type, device and host:
// SEEDED and DYNAMIC where a generator accepts them, QUASI_DEFAULT refused. DYNAMIC's layout
// depends on the GPU (NVIDIA documents it so), so its device values are not printed.
#include "curand_check.cuh"

static void ordering_cases(const PseudoType& t, bool host) {
    std::string p = side(t.name, host);
    Gen g{nullptr, host};
    if (!create(g, t.type, p)) return;
    status(p + ".seed", curandSetPseudoRandomGeneratorSeed(g.g, 1234));
    const curandOrdering_t orders[] = {CURAND_ORDERING_PSEUDO_SEEDED, CURAND_ORDERING_PSEUDO_DYNAMIC, CURAND_ORDERING_QUASI_DEFAULT};
    for (curandOrdering_t o : orders) {
        std::string q = p + ".order" + std::to_string((int)o);
        curandStatus_t s = curandSetGeneratorOrdering(g.g, o);
        status(q, s);
        if (s != CURAND_STATUS_SUCCESS || (o == CURAND_ORDERING_PSEUDO_DYNAMIC && !host)) continue;
        status(q + ".offset0", curandSetGeneratorOffset(g.g, 0));
        bits(g, q + ".bits", 4096);
        bits(g, q + ".bits_more", 1003);
        status(q + ".offset1000", curandSetGeneratorOffset(g.g, 1000));
        bits(g, q + ".offset1000.bits", 4096);
        status(q + ".uniform_double.offset0", curandSetGeneratorOffset(g.g, 0));
        uniform_double(g, q + ".uniform_double", 4096);
        status(q + ".normal.offset0", curandSetGeneratorOffset(g.g, 0));
        normal(g, q + ".normal", 4096, 0.0f, 1.0f);
    }
    status(p + ".destroy", curandDestroyGenerator(g.g));
}

int main(int argc, char** argv) {
    for (const PseudoType& t : PSEUDO_TYPES) {
        if (with_device(argc, argv)) ordering_cases(t, false);
        ordering_cases(t, true);
    }
    return 0;
}
