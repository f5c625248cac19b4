// Half and bfloat16 (cuda_fp16.h, cuda_bf16.h), exact bits: float to half and bfloat16 in each
// rounding mode (halfway cases, subnormals, overflow), back to float, half arithmetic and
// comparisons, half2 vector operations, and bfloat16 arithmetic on operands whose float
// result is exact (so emulated and native instructions agree).
#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include "check.cuh"

const int NV = 12;
__constant__ float VALUES[NV] = {0.0f, -0.0f, 1.0f, 1.00048828125f, 1.000732421875f, 65504.0f, 65520.0f, 1e6f,
                                 5.9604645e-8f, 2.9802322e-8f, 1.0078125f, -3.14159265f};

__device__ uint32_t bits2(__half2 v) { return __half_as_ushort(__low2half(v)) | (uint32_t)__half_as_ushort(__high2half(v)) << 16; }
__device__ uint32_t bits2(__nv_bfloat162 v) {
    return __bfloat16_as_ushort(__low2bfloat16(v)) | (uint32_t)__bfloat16_as_ushort(__high2bfloat16(v)) << 16;
}

__global__ void convert(uint32_t *out) {
    float x = VALUES[threadIdx.x];
    uint32_t *o = out + threadIdx.x * 6;
    o[0] = __half_as_ushort(__float2half_rn(x));
    o[1] = __half_as_ushort(__float2half_rz(x)) | (uint32_t)__half_as_ushort(__float2half_ru(x)) << 16;
    o[2] = __float_as_uint(__half2float(__float2half_rd(x)));
    o[3] = __bfloat16_as_ushort(__float2bfloat16_rn(x));
    o[4] = __bfloat16_as_ushort(__float2bfloat16_rz(x)) | (uint32_t)__bfloat16_as_ushort(__float2bfloat16_ru(x)) << 16;
    o[5] = __float_as_uint(__bfloat162float(__float2bfloat16_rd(x)));
}

__global__ void arithmetic(uint32_t *out) {
    __half a = __float2half(1.5f), b = __float2half(-0.3330078125f), c = __float2half(1000.0f);
    out[0] = __half_as_ushort(__hadd(a, b));
    out[1] = __half_as_ushort(__hsub(b, c));
    out[2] = __half_as_ushort(__hmul(a, c));
    out[3] = __half_as_ushort(__hdiv(c, b));
    out[4] = __half_as_ushort(__hfma(a, b, c));
    out[5] = __half_as_ushort(hsqrt(c)) | (uint32_t)__half_as_ushort(__hneg(a)) << 16;
    out[6] = __hlt(a, b) | __hgt(a, b) << 1 | __heq(a, a) << 2 | __hisnan(__hdiv(__float2half(0.0f), __float2half(0.0f))) << 3;
    __half2 v = __floats2half2_rn(2.0f, -4.5f), w = __floats2half2_rn(0.25f, 8.0f);
    out[7] = bits2(__hadd2(v, w));
    out[8] = bits2(__hmul2(v, w));
    out[9] = bits2(__hfma2(v, w, v));
    out[10] = __float_as_uint(__low2float(v)) ^ __float_as_uint(__high2float(w));
    __nv_bfloat16 p = __float2bfloat16(1.5f), q = __float2bfloat16(-2.25f), r = __float2bfloat16(96.0f);
    out[11] = __bfloat16_as_ushort(__hadd(p, q)) | (uint32_t)__bfloat16_as_ushort(__hmul(p, r)) << 16;
#if __CUDA_ARCH__ >= 800
    __nv_bfloat16 f = __hfma(p, q, r);  // sm_80 and newer only
#else
    __nv_bfloat16 f = __float2bfloat16(fmaf(__bfloat162float(p), __bfloat162float(q), __bfloat162float(r)));
#endif
    out[12] = __bfloat16_as_ushort(__hsub(r, q)) | (uint32_t)__bfloat16_as_ushort(f) << 16;
    __nv_bfloat162 bv = __floats2bfloat162_rn(3.0f, -0.5f);
    out[13] = bits2(__hmul2(bv, bv));
}

int main() {
    uint32_t *dev, host[NV * 6];
    float values[NV];
    CHECK(cudaMemcpyFromSymbol(values, VALUES, sizeof(values)));
    CHECK(cudaMalloc(&dev, sizeof(host)));
    convert<<<1, NV>>>(dev);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(host, dev, sizeof(host), cudaMemcpyDeviceToHost));
    printf("x        | half_rn rz|ru     rd->float | bf16_rn rz|ru     rd->float\n");
    for (int t = 0; t < NV; t++) {
        uint32_t *o = host + t * 6;
        printf("%08x | %04x    %08x %08x  | %04x    %08x %08x\n", f32_bits(values[t]), o[0], o[1], o[2], o[3], o[4], o[5]);
    }
    arithmetic<<<1, 1>>>(dev);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(host, dev, 14 * sizeof(uint32_t), cudaMemcpyDeviceToHost));
    printf("half: add %04x sub %04x mul %04x div %04x fma %04x sqrt|neg %08x compare %x\n", host[0], host[1], host[2],
           host[3], host[4], host[5], host[6]);
    printf("half2: add %08x mul %08x fma %08x low^high %08x\n", host[7], host[8], host[9], host[10]);
    printf("bf16: add|mul %08x sub|fma %08x mul2 %08x\n", host[11], host[12], host[13]);
    CHECK(cudaFree(dev));
    printf("done\n");
    return 0;
}
