// Poisson numbers from every generator type, device and host, for small and large lambdas,
// and the discrete distributions (`curandCreatePoissonDistribution`).
#include "curand_check.cuh"

static void poisson_cases(curandRngType_t type, const std::string& name, bool quasi, bool host) {
    std::string p = side(name, host);
    Gen g{nullptr, host};
    if (!create(g, type, p)) return;
    if (quasi) status(p + ".dims", curandSetQuasiRandomGeneratorDimensions(g.g, 1));
    else status(p + ".seed", curandSetPseudoRandomGeneratorSeed(g.g, 1234));
    for (double lambda : {0.5, 4.5, 30.0, 300.0, 5000.0}) {
        std::string q = p + ".lambda" + std::to_string((int)(lambda * 10));
        status(q + ".offset0", curandSetGeneratorOffset(g.g, 0));
        poisson(g, q, 4099, lambda);
        poisson(g, q + ".more", 1001, lambda);
    }
    status(p + ".lambda0.offset0", curandSetGeneratorOffset(g.g, 0));
    poisson(g, p + ".lambda0", 16, 0.0);
    status(p + ".mixed.offset0", curandSetGeneratorOffset(g.g, 0));
    poisson(g, p + ".mixed.poisson", 1000, 4.5);
    bits(g, p + ".mixed.bits", 1000);
    status(p + ".destroy", curandDestroyGenerator(g.g));
}

int main(int argc, char** argv) {
    for (const PseudoType& t : PSEUDO_TYPES) {
        if (with_device(argc, argv)) poisson_cases(t.type, t.name, false, false);
        poisson_cases(t.type, t.name, false, true);
    }
    if (with_device(argc, argv)) poisson_cases(CURAND_RNG_QUASI_SOBOL32, "sobol32", true, false);
    poisson_cases(CURAND_RNG_QUASI_SOBOL32, "sobol32", true, true);
    for (double lambda : {0.5, 12.5, 1000.0}) {
        curandDiscreteDistribution_t dd;
        std::string label = "discrete" + std::to_string((int)(lambda * 10));
        curandStatus_t s = curandCreatePoissonDistribution(lambda, &dd);
        status(label + ".create", s);
        if (s == CURAND_STATUS_SUCCESS) status(label + ".destroy", curandDestroyDistribution(dd));
    }
    curandDiscreteDistribution_t dd;
    status("discrete_negative", curandCreatePoissonDistribution(-1.0, &dd));
    status("discrete_zero", curandCreatePoissonDistribution(0.0, &dd));
    return 0;
}
