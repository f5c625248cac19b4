// Correctly rounded float arithmetic, printed as bit patterns: + - * / sqrtf fmaf, and the
// explicitly rounded intrinsics (__fadd_rz, __fmul_rd, __fdiv_ru, __fsqrt_rn, __frcp_rn,
// __fmaf_rz, ...), over zeros, subnormals, normals, large values and infinities (no fast math,
// so subnormals are kept). Every NaN is printed as "nan": payloads are not compared.
#include "check.cuh"

const int NV = 12, NOPS = 10, NUN = 6;
__constant__ uint32_t VALUES[NV] = {0x00000000u, 0x80000000u, 0x00000001u, 0x807fffffu, 0x3f800000u, 0xc0490fdbu,
                                    0x3eaaaaabu, 0x4b000001u, 0x7f7fffffu, 0x33800000u, 0x7f800000u, 0x5e8c6a4fu};

__global__ void binary(uint32_t *out) {
    int i = threadIdx.x / NV, j = threadIdx.x % NV;
    float a = __uint_as_float(VALUES[i]), b = __uint_as_float(VALUES[j]), c = __uint_as_float(VALUES[(i + j) % NV]);
    float r[NOPS] = {a + b, a - b, a * b, a / b, fmaf(a, b, c), __fadd_rz(a, b), __fmul_rd(a, b), __fdiv_ru(a, b),
                     __fmaf_rz(a, b, c), __fsub_ru(a, b)};
    for (int k = 0; k < NOPS; k++) out[threadIdx.x * NOPS + k] = __float_as_uint(r[k]);
}

__global__ void unary(uint32_t *out) {
    float a = __uint_as_float(VALUES[threadIdx.x]);
    float r[NUN] = {sqrtf(a), __fsqrt_rn(a), __fsqrt_rz(a), __frcp_rn(a), 1.0f / a, __fsqrt_ru(a)};
    for (int k = 0; k < NUN; k++) out[threadIdx.x * NUN + k] = __float_as_uint(r[k]);
}

static void put(uint32_t bits) {
    float f = f32_of(bits);
    if (f != f) printf("      nan");
    else printf(" %08x", bits);
}

int main() {
    uint32_t *dev, host[NV * NV * NOPS];
    CHECK(cudaMalloc(&dev, sizeof(host)));
    binary<<<1, NV * NV>>>(dev);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(host, dev, sizeof(host), cudaMemcpyDeviceToHost));
    printf("a        b        | add      sub      mul      div      fma      add_rz   mul_rd   div_ru   fma_rz   sub_ru\n");
    uint32_t values[NV];
    CHECK(cudaMemcpyFromSymbol(values, VALUES, sizeof(values)));
    for (int t = 0; t < NV * NV; t++) {
        printf("%08x %08x |", values[t / NV], values[t % NV]);
        for (int k = 0; k < NOPS; k++) put(host[t * NOPS + k]);
        printf("\n");
    }
    unary<<<1, NV>>>(dev);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(host, dev, NV * NUN * sizeof(uint32_t), cudaMemcpyDeviceToHost));
    printf("a        | sqrtf    sqrt_rn  sqrt_rz  rcp_rn   1/a      sqrt_ru\n");
    for (int t = 0; t < NV; t++) {
        printf("%08x |", values[t]);
        for (int k = 0; k < NUN; k++) put(host[t * NUN + k]);
        printf("\n");
    }
    CHECK(cudaFree(dev));
    printf("done\n");
    return 0;
}
