// wmma: load, multiply-accumulate and store through CUDA's nvcuda::wmma, for the shapes and
// types up to sm_80, row- and column-major operands, explicit strides (rows padded) and both
// shared and global memory. Each warp's D is stored to shared memory and every thread writes
// eight of its words. Values keep every sum exact. compute_75 builds compute the bf16, tf32
// and f64 products (#else) from the same matrices in memory.
#include <mma.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include "common.cuh"

using namespace nvcuda;

__device__ __forceinline__ unsigned lane_id() { return threadIdx.x % 32; }

// A small signed value for element i of matrix `which`: -4..4 in halves.
__device__ __forceinline__ float small(unsigned which, unsigned i) {
    return (float)((int)((which * 131u + i * 29u + blockIdx.x * 7u) % 17u) - 8) * 0.5f;
}

// Each warp's scratch: inputs and the stored D.
struct Scratch {
    float d[256];
    double d64[64];
    int32_t di[256];
    __half h[2][32 * 24];
    __nv_bfloat16 bf[2][16 * 16];
    float f[2][16 * 16];
    double f64[2][32];
    int8_t i8[2][32 * 16];
};

__device__ Scratch *scratch(Scratch (&all)[2]) { return &all[threadIdx.x / 32]; }

// Every thread's eight words of a 256-word D.
__device__ void put(uint32_t *out, const void *d) {
    const uint32_t *words = (const uint32_t *)d;
    for (int i = 0; i < WORDS; i++) slot(out)[i] = words[lane_id() * WORDS + i];
}

// f16 m16n16k16, A row-major, B column-major, C loaded row-major, f32 accumulators.
TEST wmma_f16_m16n16k16_f32(uint32_t *out) {
    __shared__ Scratch all[2];
    Scratch *s = scratch(all);
    for (unsigned i = lane_id(); i < 256; i += 32) {
        s->h[0][i] = __float2half(small(0, i));
        s->h[1][i] = __float2half(small(1, i));
        s->d[i] = small(2, i) * 0.5f;
    }
    __syncwarp();
    wmma::fragment<wmma::matrix_a, 16, 16, 16, __half, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, __half, wmma::col_major> b;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> c;
    wmma::load_matrix_sync(a, s->h[0], 16);
    wmma::load_matrix_sync(b, s->h[1], 16);
    wmma::load_matrix_sync(c, s->d, 16, wmma::mem_row_major);
    wmma::mma_sync(c, a, b, c);
    __syncwarp();
    wmma::store_matrix_sync(s->d, c, 16, wmma::mem_row_major);
    __syncwarp();
    put(out, s->d);
}

// f16 m32n8k16, A column-major with padded columns (stride 40), B row-major, f16
// accumulators from zero, D stored column-major.
TEST wmma_f16_m32n8k16_f16(uint32_t *out) {
    __shared__ Scratch all[2];
    Scratch *s = scratch(all);
    for (unsigned i = lane_id(); i < 16 * 40; i += 32) s->h[0][i] = __float2half(small(0, i));
    for (unsigned i = lane_id(); i < 16 * 8; i += 32) s->h[1][i] = __float2half(small(1, i));
    __syncwarp();
    wmma::fragment<wmma::matrix_a, 32, 8, 16, __half, wmma::col_major> a;
    wmma::fragment<wmma::matrix_b, 32, 8, 16, __half, wmma::row_major> b;
    wmma::fragment<wmma::accumulator, 32, 8, 16, __half> c;
    wmma::fill_fragment(c, __float2half(0.25f));
    wmma::load_matrix_sync(a, s->h[0], 40);
    wmma::load_matrix_sync(b, s->h[1], 8);
    wmma::mma_sync(c, a, b, c);
    __half *d = (__half *)s->d;
    wmma::store_matrix_sync(d, c, 32, wmma::mem_col_major);
    __syncwarp();
    for (int i = 0; i < 4; i++) slot(out)[i] = ((const uint32_t *)d)[lane_id() * 4 + i];
}

// f16 m8n32k16 from global memory, both operands row-major, f32 accumulators.
__device__ __half GLOBAL_A[4][8 * 16], GLOBAL_B[4][16 * 32];
TEST wmma_f16_m8n32k16_global(uint32_t *out) {
    __shared__ Scratch all[2];
    Scratch *s = scratch(all);
    unsigned warp = threadIdx.x / 32 + 2 * blockIdx.x;
    __half *ga = GLOBAL_A[warp], *gb = GLOBAL_B[warp];
    for (unsigned i = lane_id(); i < 16 * 32; i += 32) {
        if (i < 8 * 16) ga[i] = __float2half(small(3, i));
        gb[i] = __float2half(small(4, i));
    }
    __syncthreads();
    wmma::fragment<wmma::matrix_a, 8, 32, 16, __half, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 8, 32, 16, __half, wmma::row_major> b;
    wmma::fragment<wmma::accumulator, 8, 32, 16, float> c;
    wmma::fill_fragment(c, -1.0f);
    wmma::load_matrix_sync(a, ga, 16);
    wmma::load_matrix_sync(b, gb, 32);
    wmma::mma_sync(c, a, b, c);
    wmma::store_matrix_sync(s->d, c, 32, wmma::mem_row_major);
    __syncwarp();
    put(out, s->d);
}

// s8 m16n16k16, s32 accumulators near the limits, satfinite.
TEST wmma_s8_m16n16k16_satfinite(uint32_t *out) {
    __shared__ Scratch all[2];
    Scratch *s = scratch(all);
    for (unsigned i = lane_id(); i < 256; i += 32) {
        s->i8[0][i] = (int8_t)((i * 37u + 11u) % 255u - 127);
        s->i8[1][i] = (int8_t)((i * 53u + 7u) % 253u - 126);
        s->di[i] = (i % 2 ? -0x7fffffff + 4000 : 0x7fffffff - 4000) + (int)(i % 9);
    }
    __syncwarp();
    wmma::fragment<wmma::matrix_a, 16, 16, 16, signed char, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, signed char, wmma::col_major> b;
    wmma::fragment<wmma::accumulator, 16, 16, 16, int> c;
    wmma::load_matrix_sync(a, s->i8[0], 16);
    wmma::load_matrix_sync(b, s->i8[1], 16);
    wmma::load_matrix_sync(c, s->di, 16, wmma::mem_row_major);
    wmma::mma_sync(c, a, b, c, true);
    wmma::store_matrix_sync(s->di, c, 16, wmma::mem_row_major);
    __syncwarp();
    put(out, s->di);
}

// u8 m32n8k16, A row-major, B column-major.
TEST wmma_u8_m32n8k16(uint32_t *out) {
    __shared__ Scratch all[2];
    Scratch *s = scratch(all);
    for (unsigned i = lane_id(); i < 32 * 16; i += 32) s->i8[0][i] = (int8_t)(i * 41u + 3u);
    for (unsigned i = lane_id(); i < 16 * 8; i += 32) s->i8[1][i] = (int8_t)(i * 59u + 5u);
    __syncwarp();
    wmma::fragment<wmma::matrix_a, 32, 8, 16, unsigned char, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 32, 8, 16, unsigned char, wmma::col_major> b;
    wmma::fragment<wmma::accumulator, 32, 8, 16, int> c;
    wmma::fill_fragment(c, 7);
    wmma::load_matrix_sync(a, (unsigned char *)s->i8[0], 16);
    wmma::load_matrix_sync(b, (unsigned char *)s->i8[1], 16);
    wmma::mma_sync(c, a, b, c);
    wmma::store_matrix_sync(s->di, c, 8, wmma::mem_row_major);
    __syncwarp();
    put(out, s->di);
}

// bf16 m16n16k16 and tf32 m16n16k8 (sm_80), and their products from memory (compute_75).
TEST wmma_bf16_tf32(uint32_t *out) {
    __shared__ Scratch all[2];
    Scratch *s = scratch(all);
    for (unsigned i = lane_id(); i < 256; i += 32) {
        s->bf[0][i] = __float2bfloat16(small(5, i));
        s->bf[1][i] = __float2bfloat16(small(6, i));
        s->f[0][i] = small(7, i);
        s->f[1][i] = small(8, i);
    }
    __syncwarp();
    float *d = s->d;
#if __CUDA_ARCH__ >= 800
    wmma::fragment<wmma::matrix_a, 16, 16, 16, __nv_bfloat16, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, __nv_bfloat16, wmma::row_major> b;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> c;
    wmma::fill_fragment(c, 0.5f);
    wmma::load_matrix_sync(a, s->bf[0], 16);
    wmma::load_matrix_sync(b, s->bf[1], 16);
    wmma::mma_sync(c, a, b, c);
    wmma::store_matrix_sync(d, c, 16, wmma::mem_row_major);
    wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::col_major> ta;
    wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::col_major> tb;
    wmma::fragment<wmma::accumulator, 16, 16, 8, float> tc;
    wmma::fill_fragment(tc, 0.0f);
    wmma::load_matrix_sync(ta, s->f[0], 16);
    wmma::load_matrix_sync(tb, s->f[1], 8);
    wmma::mma_sync(tc, ta, tb, tc);
    __syncwarp();
    // D's rows 8-15 become the tf32 product's rows 0-7 (row-major, 16 wide).
    wmma::store_matrix_sync(d + 128, tc, 16, wmma::mem_row_major);
#else
    for (unsigned i = lane_id(); i < 256; i += 32) {
        unsigned r = i / 16, col = i % 16;
        float acc = 0.5f;
        for (int k = 0; k < 16; k++) acc += __bfloat162float(s->bf[0][r * 16 + k]) * __bfloat162float(s->bf[1][k * 16 + col]);
        d[i] = acc;
    }
    __syncwarp();
    for (unsigned i = lane_id(); i < 256; i += 32) {
        unsigned r = i / 16, col = i % 16;
        float acc = 0.0f;
        for (int k = 0; k < 8; k++) acc += s->f[0][k * 16 + r] * s->f[1][col * 8 + k];
        d[128 + i] = acc;
    }
#endif
    __syncwarp();
    put(out, d);
}

// f64 m8n8k4, A row-major, B column-major.
TEST wmma_f64_m8n8k4(uint32_t *out) {
    __shared__ Scratch all[2];
    Scratch *s = scratch(all);
    s->f64[0][lane_id()] = small(9, lane_id());
    s->f64[1][lane_id()] = small(10, lane_id()) * 0.25;
    __syncwarp();
    double *d = s->d64;
#if __CUDA_ARCH__ >= 800
    wmma::fragment<wmma::matrix_a, 8, 8, 4, double, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 8, 8, 4, double, wmma::col_major> b;
    wmma::fragment<wmma::accumulator, 8, 8, 4, double> c;
    wmma::fill_fragment(c, 1.0);
    wmma::load_matrix_sync(a, s->f64[0], 4);
    wmma::load_matrix_sync(b, s->f64[1], 4);
    wmma::mma_sync(c, a, b, c);
    wmma::store_matrix_sync(d, c, 8, wmma::mem_row_major);
#else
    for (unsigned i = lane_id(); i < 64; i += 32) {
        unsigned r = i / 8, col = i % 8;
        double acc = 1.0;
        for (int k = 0; k < 4; k++) acc += s->f64[0][r * 4 + k] * s->f64[1][col * 4 + k];
        d[i] = acc;
    }
#endif
    __syncwarp();
    for (int i = 0; i < 4; i++) slot(out)[i] = ((const uint32_t *)d)[lane_id() * 4 + i];
}

// s4 m8n8k32 and b1 m8n8k128 (XOR, population count), A row-major and B column-major, packed
// 8 and 32 to a word; each thread writes two words of each D (8x8, s32).
TEST wmma_s4_b1_m8n8(uint32_t *out) {
    __shared__ uint32_t packed[2][4][32];
    __shared__ int32_t d[2][2][64];
    uint32_t(*p)[32] = packed[threadIdx.x / 32];
    unsigned lane = lane_id();
    for (int m = 0; m < 4; m++) p[m][lane] = (lane * 0x9e3779b9u + m * 0x85ebca6bu + blockIdx.x) * 0x27d4eb2fu;
    __syncwarp();
    int32_t(*dd)[64] = d[threadIdx.x / 32];
    using namespace wmma::experimental;
    wmma::fragment<wmma::matrix_a, 8, 8, 32, precision::s4, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 8, 8, 32, precision::s4, wmma::col_major> b;
    wmma::fragment<wmma::accumulator, 8, 8, 32, int> c;
    wmma::fill_fragment(c, 100);
    wmma::load_matrix_sync(a, p[0], 32);
    wmma::load_matrix_sync(b, p[1], 32);
    wmma::mma_sync(c, a, b, c);
    wmma::store_matrix_sync(dd[0], c, 8, wmma::mem_row_major);
    wmma::fragment<wmma::matrix_a, 8, 8, 128, precision::b1, wmma::row_major> ba;
    wmma::fragment<wmma::matrix_b, 8, 8, 128, precision::b1, wmma::col_major> bb;
    wmma::fragment<wmma::accumulator, 8, 8, 128, int> bc;
    wmma::fill_fragment(bc, -5);
    wmma::load_matrix_sync(ba, p[2], 128);
    wmma::load_matrix_sync(bb, p[3], 128);
    wmma::bmma_sync(bc, ba, bb, bc, bmmaBitOpXOR, bmmaAccumulateOpPOPC);
    wmma::store_matrix_sync(dd[1], bc, 8, wmma::mem_col_major);
    __syncwarp();
    for (int i = 0; i < 2; i++) {
        slot(out)[i] = (uint32_t)dd[0][lane * 2 + i];
        slot(out)[2 + i] = (uint32_t)dd[1][lane * 2 + i];
    }
}
