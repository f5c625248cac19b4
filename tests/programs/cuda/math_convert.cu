// Exact conversions and rounding functions: float/double to integers in each rounding mode
// (with saturation of out-of-range values and NaN), integers to float in each mode, double
// to float, rintf/roundf/floorf/ceilf/truncf, fminf/fmaxf with NaN and signed zeros,
// copysignf, fmodf, remainderf, frexpf, ldexpf, modff and __saturatef.
#include <cmath>

#include "check.cuh"

const int NV = 16;
__constant__ float VALUES[NV] = {0.0f,   -0.0f,   0.5f,         1.5f,    2.5f,   -2.5f,          -0.49999997f,
                                 1e-40f, 3.7e9f,  -3.7e9f,      1e20f,   -1e20f, INFINITY,
                                 -INFINITY, 8388609.5f, 2147483520.0f};

__global__ void to_int(long long *out) {
    float x = VALUES[threadIdx.x];
    long long *o = out + threadIdx.x * 10;
    o[0] = __float2int_rn(x);
    o[1] = __float2int_rz(x);
    o[2] = __float2int_rd(x);
    o[3] = __float2int_ru(x);
    o[4] = __float2uint_rn(x);
    o[5] = __float2ll_rz(x);
    o[6] = (long long)__float_as_uint(rintf(x));
    o[7] = (long long)__float_as_uint(roundf(x));
    o[8] = (long long)__float_as_uint(floorf(x)) << 32 | __float_as_uint(ceilf(x));
    o[9] = (long long)__float_as_uint(truncf(x)) << 32 | __float_as_uint(__saturatef(x));
}

__global__ void from_int(uint32_t *out) {
    const long long ints[4] = {16777217LL, -2147483647LL, 9007199254740993LL, 0x7fffffffffffffffLL};
    long long v = ints[threadIdx.x];
    uint32_t *o = out + threadIdx.x * 8;
    o[0] = __float_as_uint(__int2float_rn((int)v));
    o[1] = __float_as_uint(__int2float_rz((int)v));
    o[2] = __float_as_uint(__int2float_ru((int)v));
    o[3] = __float_as_uint(__uint2float_rd((unsigned)v));
    o[4] = __float_as_uint(__ll2float_rn(v));
    o[5] = __float_as_uint(__ll2float_ru(v));
    double d = (double)v + 0.3;
    o[6] = __float_as_uint(__double2float_rn(d));
    o[7] = __float_as_uint(__double2float_rz(d)) ^ __float_as_uint(__double2float_ru(d));
}

__global__ void misc(uint32_t *out) {
    float nan = __int_as_float(0x7fc00000);
    uint32_t *o = out;
    int e = 0;
    float ip = 0;
    o[0] = __float_as_uint(fminf(1.0f, nan));
    o[1] = __float_as_uint(fmaxf(nan, -3.0f));
    o[2] = __float_as_uint(fminf(-0.0f, 0.0f));  // either zero may come back: printed as "zero"
    o[3] = __float_as_uint(copysignf(2.0f, -0.0f));
    o[4] = __float_as_uint(fmodf(10.5f, 3.0f));
    o[5] = __float_as_uint(fmodf(-7.25f, 2.0f));
    o[6] = __float_as_uint(remainderf(10.5f, 3.0f));
    o[7] = __float_as_uint(remainderf(7.5f, 3.0f));
    o[8] = __float_as_uint(frexpf(48.0f, &e));
    o[9] = (uint32_t)e;
    o[10] = __float_as_uint(ldexpf(1.5f, -130));
    o[11] = __float_as_uint(modff(-3.75f, &ip));
    o[12] = __float_as_uint(ip);
    o[13] = __float_as_uint(fabsf(-0.0f));
    o[14] = __float_as_uint(__saturatef(nan));
    o[15] = __float_as_uint(ldexpf(1.0f, 128));
}

int main() {
    long long *dev, host[NV * 10];
    float values[NV];
    CHECK(cudaMemcpyFromSymbol(values, VALUES, sizeof(values)));
    CHECK(cudaMalloc(&dev, sizeof(host)));
    to_int<<<1, NV>>>(dev);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(host, dev, sizeof(host), cudaMemcpyDeviceToHost));
    printf("x | rn rz rd ru uint_rn ll_rz | rintf roundf floor:ceil trunc:saturate (bits)\n");
    for (int t = 0; t < NV; t++) {
        long long *o = host + t * 10;
        printf("%08x | %lld %lld %lld %lld %lld %lld | %08llx %08llx %016llx %016llx\n", f32_bits(values[t]), o[0], o[1],
               o[2], o[3], o[4], o[5], o[6], o[7], o[8], o[9]);
    }
    uint32_t *udev, u[32];
    CHECK(cudaMalloc(&udev, sizeof(u)));
    from_int<<<1, 4>>>(udev);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(u, udev, sizeof(u), cudaMemcpyDeviceToHost));
    for (int t = 0; t < 4; t++) {
        printf("from int %d:", t);
        for (int k = 0; k < 8; k++) printf(" %08x", u[t * 8 + k]);
        printf("\n");
    }
    misc<<<1, 1>>>(udev);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(u, udev, 16 * sizeof(uint32_t), cudaMemcpyDeviceToHost));
    printf("misc:");
    for (int k = 0; k < 16; k++) {
        if (k == 2) printf(" %s", (u[k] & 0x7fffffffu) == 0 ? "zero" : "nonzero");
        else if (k == 9) printf(" %d", (int)u[k]);
        else printf(" %08x", u[k]);
    }
    printf("\n");
    CHECK(cudaFree(dev));
    CHECK(cudaFree(udev));
    printf("done\n");
    return 0;
}
