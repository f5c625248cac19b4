// Floating-point and 64-bit atomics: atomicAdd on float and double (on values whose every
// partial sum is exact, so the order does not matter), and 64-bit add, min, max, and, or,
// xor, exch and CAS on unsigned long long and long long.
#include "check.cuh"

__global__ void wide(float *f, double *d, unsigned long long *u, long long *s) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    atomicAdd(&f[0], i * 0.25f);
    atomicAdd(&f[1], (i & 1) ? -1.5f : 0.5f);
    atomicAdd(&d[0], i * 0.125);
    atomicAdd(&d[1], 1e15);
    atomicAdd(&u[0], (unsigned long long)i << 33);
    atomicMin(&u[1], 0x8000000000000000ull + (unsigned long long)((i * 131) % 4099) * 0x100000001ull);
    atomicMax(&u[2], (unsigned long long)i * 0x9e3779b97f4a7c15ull);
    atomicAnd(&u[3], ~(1ull << (i % 61)));
    atomicOr(&u[4], 1ull << (i % 59));
    atomicXor(&u[5], (unsigned long long)i * 0x0123456789abcdefull);
    atomicMin(&s[0], -(long long)((i * 17) % 1021) * 1000000007LL);
    atomicMax(&s[1], (long long)((i * 29) % 1013) * 3000000019LL - 2000000000000LL);
    unsigned long long old = atomicExch(&u[6], (unsigned long long)i << 40);
    atomicAdd(&u[7], old >> 40);
    // 64-bit CAS: each thread adds i * 2^35 with a CAS loop.
    unsigned long long seen = u[8], assumed;
    do {
        assumed = seen;
        seen = atomicCAS(&u[8], assumed, assumed + ((unsigned long long)i << 35));
    } while (seen != assumed);
}

__global__ void shared_float(float *out) {
    __shared__ float sum;
    if (threadIdx.x == 0) sum = 0.0f;
    __syncthreads();
    atomicAdd(&sum, (threadIdx.x % 8) * 0.0625f);
    __syncthreads();
    if (threadIdx.x == 0) out[0] = sum;
}

int main() {
    float hf[2] = {0.0f, 100.0f}, *f;
    double hd[2] = {0.0, -3.0}, *d;
    unsigned long long hu[9] = {0, ~0ull, 0, ~0ull, 0, 0, 0, 0, 12345}, *u;
    long long hs[2] = {0, -(1LL << 62)}, *s;
    CHECK(copy_to_device(&f, hf, sizeof(hf)));
    CHECK(copy_to_device(&d, hd, sizeof(hd)));
    CHECK(copy_to_device(&u, hu, sizeof(hu)));
    CHECK(copy_to_device(&s, hs, sizeof(hs)));
    wide<<<8, 128>>>(f, d, u, s);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(hf, f, sizeof(hf), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hd, d, sizeof(hd), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hu, u, sizeof(hu), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hs, s, sizeof(hs), cudaMemcpyDeviceToHost));
    printf("float add %08x (%.2f)\nfloat add signed %08x (%.2f)\n", f32_bits(hf[0]), hf[0], f32_bits(hf[1]), hf[1]);
    printf("double add %016llx (%.3f)\ndouble add large %016llx\n", (unsigned long long)f64_bits(hd[0]), hd[0],
           (unsigned long long)f64_bits(hd[1]));
    printf("u64 add %016llx\nu64 min %016llx\nu64 max %016llx\n", hu[0], hu[1], hu[2]);
    printf("u64 and %016llx\nu64 or %016llx\nu64 xor %016llx\n", hu[3], hu[4], hu[5]);
    printf("s64 min %lld\ns64 max %lld\n", hs[0], hs[1]);
    printf("u64 exchanged values conserved: %llu\n", hu[7] + (hu[6] >> 40));
    printf("u64 cas sum %016llx\n", hu[8]);

    shared_float<<<1, 512>>>(f);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(hf, f, sizeof(float), cudaMemcpyDeviceToHost));
    printf("shared float add %08x\n", f32_bits(hf[0]));

    CHECK(cudaFree(f));
    CHECK(cudaFree(d));
    CHECK(cudaFree(u));
    CHECK(cudaFree(s));
    printf("done\n");
    return 0;
}
