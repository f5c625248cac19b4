// Half and bfloat16 operations that only move or flip bits, on every kind of value: negation,
// absolute value, selection and copies, scalar and packed (x2). They must keep subnormal
// inputs as they are (0x000b negated is 0x800b, not -0), and NaNs' payloads where the
// operation is a bit operation. Prints each result's bits.
#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include "check.cuh"

const int NV = 12;
// Bit patterns, used as both half and bfloat16: zeros, the smallest and largest subnormals,
// the smallest normal, ones, the largest finite, infinities and NaNs with payloads.
__constant__ unsigned short PATTERNS[NV] = {0x0000, 0x8000, 0x0001, 0x800b, 0x03ff, 0x0400,
                                            0x3c00, 0xbf80, 0x7bff, 0xfc00, 0x7e01, 0xffc1};

const int OPS = 9;

// The functions whose names differ between half and bfloat16, under one name for both (the
// operations under test already have one): conversions from and to bits, and pairs.
template <class H> __device__ H from_bits(unsigned short u);
template <> __device__ __half from_bits(unsigned short u) { return __ushort_as_half(u); }
template <> __device__ __nv_bfloat16 from_bits(unsigned short u) { return __ushort_as_bfloat16(u); }
__device__ unsigned short bits(__half x) { return __half_as_ushort(x); }
__device__ unsigned short bits(__nv_bfloat16 x) { return __bfloat16_as_ushort(x); }
__device__ __half2 pair(__half low_half, __half high_half) { return __halves2half2(low_half, high_half); }
__device__ __nv_bfloat162 pair(__nv_bfloat16 low_half, __nv_bfloat16 high_half) {
    return __halves2bfloat162(low_half, high_half);
}
__device__ __half low(__half2 v) { return __low2half(v); }
__device__ __nv_bfloat16 low(__nv_bfloat162 v) { return __low2bfloat16(v); }
__device__ __half high(__half2 v) { return __high2half(v); }
__device__ __nv_bfloat16 high(__nv_bfloat162 v) { return __high2bfloat16(v); }
// A pair's bits: the low half in bits 0..15, the high half in 16..31.
template <class H2> __device__ uint32_t pair_bits(H2 v) { return bits(low(v)) | (uint32_t)bits(high(v)) << 16; }

// H is __half or __nv_bfloat16, H2 its pair.
template <class H, class H2> __global__ void sign_ops(uint32_t *out, int pick) {
    int i = threadIdx.x;
    H x = from_bits<H>(PATTERNS[i]), y = from_bits<H>(PATTERNS[NV - 1 - i]);
    H2 v = pair(x, y);
    uint32_t *o = out + i * OPS;
    o[0] = bits(__hneg(x));
    o[1] = bits(__habs(x));
    H2 n = __hneg2(v), a = __habs2(v);
    o[2] = pair_bits(n);
    o[3] = pair_bits(a);
    o[4] = bits((i & 1) == pick ? x : y);
    H2 s = (i & 2) == pick ? v : __lowhigh2highlow(v);
    o[5] = pair_bits(s);
    H c = x;
    o[6] = bits(c);
    o[7] = bits(__hneg(__habs(x)));
    o[8] = bits(high(pair(y, x)));
}

static const char *NAMES[OPS] = {"neg", "abs", "neg2", "abs2", "selp", "selp2", "mov", "neg_abs", "high"};

static int run(const char *type, void (*kernel)(uint32_t *, int), uint32_t *device) {
    uint32_t host[NV * OPS];
    CHECK(cudaMemset(device, 0, sizeof host));
    kernel<<<1, NV>>>(device, 0);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(host, device, sizeof host, cudaMemcpyDeviceToHost));
    for (int op = 0; op < OPS; op++) {
        printf("%s %-7s", type, NAMES[op]);
        for (int i = 0; i < NV; i++) printf(" %x", host[i * OPS + op]);
        printf("\n");
    }
    return 0;
}

int main() {
    uint32_t *device;
    CHECK(cudaMalloc(&device, NV * OPS * sizeof(uint32_t)));
    if (run("f16 ", sign_ops<__half, __half2>, device) || run("bf16", sign_ops<__nv_bfloat16, __nv_bfloat162>, device))
        return 1;
    CHECK(cudaFree(device));
    printf("done\n");
    return 0;
}
