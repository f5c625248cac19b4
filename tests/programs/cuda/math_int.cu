// Integer arithmetic, exact: division and remainder of negative values, shifts, 64-bit
// multiply and divide, __mulhi/__umul64hi, __popc/__clz/__ffs/__brev, __byte_perm, __funnelshift,
// __sad, __vabsdiffu4-style SIMD helpers, min/max/abs, and wrapping overflow of unsigned values.
#include "check.cuh"

const int NV = 8;
__constant__ int VALUES[NV] = {0, 1, -1, 7, -7, 2147483647, (int)0x80000000, 123456789};

__global__ void binary(long long *out) {
    int i = threadIdx.x / NV, j = threadIdx.x % NV;
    int a = VALUES[i], b = VALUES[j];
    long long *o = out + threadIdx.x * 8;
    o[0] = b != 0 && !(a == (int)0x80000000 && b == -1) ? a / b : 0;
    o[1] = b != 0 && !(a == (int)0x80000000 && b == -1) ? a % b : 0;
    o[2] = (unsigned)a + (unsigned)b;
    o[3] = (unsigned)a * (unsigned)b;
    o[4] = __mulhi(a, b);
    o[5] = __umulhi((unsigned)a, (unsigned)b);
    o[6] = (long long)a * b;
    o[7] = (long long)((unsigned)a >> (b & 31) ^ (unsigned long long)(a >> (b & 31)) << 32);
}

__global__ void unary(unsigned long long *out) {
    int a = VALUES[threadIdx.x];
    unsigned u = (unsigned)a;
    unsigned long long w = (unsigned long long)(long long)a * 0x9e3779b97f4a7c15ull;
    unsigned long long *o = out + threadIdx.x * 12;
    o[0] = __popc(u) | (unsigned long long)__popcll(w) << 32;
    o[1] = __clz(a) | (unsigned long long)__clzll((long long)w) << 32;
    o[2] = __ffs(a) | (unsigned long long)__ffsll((long long)w) << 32;
    o[3] = __brev(u) | (unsigned long long)__brevll(w) << 32;
    o[4] = __byte_perm(u, 0x11223344u, 0x5140);
    o[5] = __funnelshift_l(u, 0xdeadbeefu, 7) | (unsigned long long)__funnelshift_r(u, 0xdeadbeefu, 45) << 32;
    o[6] = __sad(a, 1000, 5u);
    o[7] = __umul64hi(w, 0xfedcba9876543210ull);
    o[8] = (unsigned long long)__mul64hi((long long)w, -3LL);
    o[9] = w / 1000003ull ^ (unsigned long long)((long long)w % -977LL);
    o[10] = (unsigned)abs(max(a, -2147483647)) | (unsigned long long)(unsigned)max(a, -5) << 32;
    o[11] = __vabsdiffu4(u, 0x80ff0110u) | (unsigned long long)__vadd4(u, 0x7f7f7f7fu) << 32;
}

int main() {
    long long *dev, host[NV * NV * 8];
    CHECK(cudaMalloc(&dev, sizeof(host)));
    binary<<<1, NV * NV>>>(dev);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(host, dev, sizeof(host), cudaMemcpyDeviceToHost));
    int values[NV];
    CHECK(cudaMemcpyFromSymbol(values, VALUES, sizeof(values)));
    printf("a b | div rem add mul mulhi umulhi mul64 shifts\n");
    for (int t = 0; t < NV * NV; t++) {
        printf("%d %d |", values[t / NV], values[t % NV]);
        for (int k = 0; k < 8; k++) printf(" %lld", host[t * 8 + k]);
        printf("\n");
    }
    unary<<<1, NV>>>((unsigned long long *)dev);
    CHECK_LAUNCH();
    unsigned long long u[NV * 12];
    CHECK(cudaMemcpy(u, dev, sizeof(u), cudaMemcpyDeviceToHost));
    printf("a | popc clz ffs brev byte_perm funnel sad umul64hi mul64hi div/rem abs/max simd\n");
    for (int t = 0; t < NV; t++) {
        printf("%d |", values[t]);
        for (int k = 0; k < 12; k++) printf(" %llx", u[t * 12 + k]);
        printf("\n");
    }
    CHECK(cudaFree(dev));
    printf("done\n");
    return 0;
}
