// Correctly rounded double arithmetic, printed as bit patterns: + - * / sqrt fma and the
// explicitly rounded intrinsics (__dadd_rz, __dmul_ru, __ddiv_rd, __dsqrt_rz, __fma_rn, ...),
// over zeros, subnormals, normals, large values and infinities. NaNs print as "nan".
#include "check.cuh"

const int NV = 10, NOPS = 8, NUN = 4;
__constant__ uint64_t VALUES[NV] = {0x0000000000000000ull, 0x8000000000000000ull, 0x0000000000000001ull,
                                    0x3ff0000000000000ull, 0xc00921fb54442d18ull, 0x3fd5555555555555ull,
                                    0x4330000000000001ull, 0x7fefffffffffffffull, 0x3ca0000000000000ull,
                                    0x7ff0000000000000ull};

__global__ void binary(uint64_t *out) {
    int i = threadIdx.x / NV, j = threadIdx.x % NV;
    double a = __longlong_as_double(VALUES[i]), b = __longlong_as_double(VALUES[j]);
    double c = __longlong_as_double(VALUES[(i * 3 + j) % NV]);
    double r[NOPS] = {a + b, a - b, a * b, a / b, fma(a, b, c), __dadd_rz(a, b), __dmul_ru(a, b), __ddiv_rd(a, b)};
    for (int k = 0; k < NOPS; k++) out[threadIdx.x * NOPS + k] = __double_as_longlong(r[k]);
}

__global__ void unary(uint64_t *out) {
    double a = __longlong_as_double(VALUES[threadIdx.x]);
    double r[NUN] = {sqrt(a), __dsqrt_rz(a), __drcp_rn(a), __fma_rz(a, a, -a)};
    for (int k = 0; k < NUN; k++) out[threadIdx.x * NUN + k] = __double_as_longlong(r[k]);
}

static void put(uint64_t bits) {
    double d;
    memcpy(&d, &bits, 8);
    if (d != d) printf("              nan");
    else printf(" %016llx", (unsigned long long)bits);
}

int main() {
    uint64_t *dev, host[NV * NV * NOPS], values[NV];
    CHECK(cudaMalloc(&dev, sizeof(host)));
    CHECK(cudaMemcpyFromSymbol(values, VALUES, sizeof(values)));
    binary<<<1, NV * NV>>>(dev);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(host, dev, sizeof(host), cudaMemcpyDeviceToHost));
    printf("a b | add sub mul div fma add_rz mul_ru div_rd\n");
    for (int t = 0; t < NV * NV; t++) {
        printf("%016llx %016llx |", (unsigned long long)values[t / NV], (unsigned long long)values[t % NV]);
        for (int k = 0; k < NOPS; k++) put(host[t * NOPS + k]);
        printf("\n");
    }
    unary<<<1, NV>>>(dev);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(host, dev, NV * NUN * sizeof(uint64_t), cudaMemcpyDeviceToHost));
    printf("a | sqrt sqrt_rz rcp_rn fma_rz(a,a,-a)\n");
    for (int t = 0; t < NV; t++) {
        printf("%016llx |", (unsigned long long)values[t]);
        for (int k = 0; k < NUN; k++) put(host[t * NUN + k]);
        printf("\n");
    }
    CHECK(cudaFree(dev));
    printf("done\n");
    return 0;
}
