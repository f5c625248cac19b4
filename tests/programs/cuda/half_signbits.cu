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

__global__ void half_ops(uint32_t *out, int pick) {
    int i = threadIdx.x;
    __half x = __ushort_as_half(PATTERNS[i]), y = __ushort_as_half(PATTERNS[NV - 1 - i]);
    __half2 v = __halves2half2(x, y);
    uint32_t *o = out + i * OPS;
    o[0] = __half_as_ushort(__hneg(x));
    o[1] = __half_as_ushort(__habs(x));
    __half2 n = __hneg2(v), a = __habs2(v);
    o[2] = __half_as_ushort(__low2half(n)) | (uint32_t)__half_as_ushort(__high2half(n)) << 16;
    o[3] = __half_as_ushort(__low2half(a)) | (uint32_t)__half_as_ushort(__high2half(a)) << 16;
    o[4] = __half_as_ushort((i & 1) == pick ? x : y);
    __half2 s = (i & 2) == pick ? v : __lowhigh2highlow(v);
    o[5] = __half_as_ushort(__low2half(s)) | (uint32_t)__half_as_ushort(__high2half(s)) << 16;
    __half c = x;
    o[6] = __half_as_ushort(c);
    o[7] = __half_as_ushort(__hneg(__habs(x)));
    o[8] = __half_as_ushort(__high2half(__halves2half2(y, x)));
}

__global__ void bf16_ops(uint32_t *out, int pick) {
    int i = threadIdx.x;
    __nv_bfloat16 x = __ushort_as_bfloat16(PATTERNS[i]), y = __ushort_as_bfloat16(PATTERNS[NV - 1 - i]);
    __nv_bfloat162 v = __halves2bfloat162(x, y);
    uint32_t *o = out + i * OPS;
    o[0] = __bfloat16_as_ushort(__hneg(x));
    o[1] = __bfloat16_as_ushort(__habs(x));
    __nv_bfloat162 n = __hneg2(v), a = __habs2(v);
    o[2] = __bfloat16_as_ushort(__low2bfloat16(n)) | (uint32_t)__bfloat16_as_ushort(__high2bfloat16(n)) << 16;
    o[3] = __bfloat16_as_ushort(__low2bfloat16(a)) | (uint32_t)__bfloat16_as_ushort(__high2bfloat16(a)) << 16;
    o[4] = __bfloat16_as_ushort((i & 1) == pick ? x : y);
    __nv_bfloat162 s = (i & 2) == pick ? v : __lowhigh2highlow(v);
    o[5] = __bfloat16_as_ushort(__low2bfloat16(s)) | (uint32_t)__bfloat16_as_ushort(__high2bfloat16(s)) << 16;
    __nv_bfloat16 c = x;
    o[6] = __bfloat16_as_ushort(c);
    o[7] = __bfloat16_as_ushort(__hneg(__habs(x)));
    o[8] = __bfloat16_as_ushort(__high2bfloat16(__halves2bfloat162(y, x)));
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
    if (run("f16 ", half_ops, device) || run("bf16", bf16_ops, device)) return 1;
    CHECK(cudaFree(device));
    printf("done\n");
    return 0;
}
