// Atomic read-modify-write operations (atom and red) on shared and global memory, with
// every width and type, scoped variants, memory-ordering qualifiers and fences.
//
// The two blocks run concurrently, so every kernel writes only results that do not depend on
// the order in which threads reach the atomics: final values after a barrier, sums of the old
// values of increments, and facts that hold in every order. Global tests use a region per
// block, reset by the block's thread 0 before a barrier.
#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include "common.cuh"

// Integer add, sub and signed add in shared memory; the returned old values are summed.
TEST shared_add_sub(uint32_t *out) {
    __shared__ uint32_t sum, count, olds, sub, nonzero_olds;
    __shared__ int ssum;
    __shared__ unsigned long long wide;
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x;
    if (t == 0) {
        sum = 5;
        count = 0;
        olds = 0;
        sub = 1000;
        ssum = -7;
        wide = 0xfffffff0ull;
        nonzero_olds = 0;
    }
    __syncthreads();
    atomicAdd(&sum, t * 3 + 1);                                  // result unused
    uint32_t old = atomicAdd(&count, 1u);
    atomicAdd(&olds, old);
    atomicSub(&sub, t);
    atomicAdd(&ssum, (t % 2) ? -(int)t : (int)t * 2);
    unsigned long long w = atomicAdd(&wide, 0x100000000ull + t);
    atomicAdd(&nonzero_olds, old != 0 ? 1u : 0u);
    __syncthreads();
    o[0] = sum;
    o[1] = count;
    o[2] = olds;
    o[3] = sub;
    o[4] = (uint32_t)ssum;
    o[5] = (uint32_t)wide;
    o[6] = (uint32_t)(wide >> 32);
    o[7] = nonzero_olds + (old < 64 ? 0x100u : 0u) + (w >> 32 < 64 ? 0x10000u : 0u);
}

// Emulation of a bf16x2 add by compare-and-swap, for targets without the instruction.
__device__ __forceinline__ void bf162_add_cas(__nv_bfloat162 *p, __nv_bfloat162 v) {
    unsigned *word = (unsigned *)p;
    unsigned old = *word, assumed;
    do {
        assumed = old;
        __nv_bfloat162 cur = *(__nv_bfloat162 *)&assumed;
        float lo = __bfloat162float(cur.x) + __bfloat162float(v.x);
        float hi = __bfloat162float(cur.y) + __bfloat162float(v.y);
        __nv_bfloat162 sum = __floats2bfloat162_rn(lo, hi);
        old = atomicCAS(word, assumed, *(unsigned *)&sum);
    } while (old != assumed);
}

// Floating-point adds whose sums are exact in every order: f32, f64, f16x2, f16 and bf16x2.
TEST shared_float_add(uint32_t *out) {
    __shared__ float f;
    __shared__ double d;
    __shared__ __half2 h2;
    __shared__ __half h;
    __shared__ __nv_bfloat162 b2;
    __shared__ float fneg;
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x;
    if (t == 0) {
        f = 0.5f;
        d = -1.0;
        h2 = __floats2half2_rn(0.0f, 1.0f);
        h = __float2half(-8.0f);
        b2 = __floats2bfloat162_rn(0.0f, 2.0f);
        fneg = 0.0f;
    }
    __syncthreads();
    atomicAdd(&f, (float)t * 0.5f);
    float of = atomicAdd(&fneg, -0.25f);
    atomicAdd(&d, (double)t * 0.125);
    atomicAdd(&h2, __floats2half2_rn((float)t, 0.5f));
    atomicAdd(&h, __float2half(0.25f));
#if __CUDA_ARCH__ >= 800
    atomicAdd(&b2, __floats2bfloat162_rn(1.0f, 0.25f));
#else
    bf162_add_cas(&b2, __floats2bfloat162_rn(1.0f, 0.25f));
#endif
    __syncthreads();
    o[0] = f32_bits(f);
    o[1] = f64_lo(d);
    o[2] = f64_hi(d);
    o[3] = *(const uint32_t *)&h2;
    o[4] = (uint32_t)*(const uint16_t *)&h;
    o[5] = *(const uint32_t *)&b2;
    o[6] = f32_bits(fneg);
    o[7] = (of <= 0.0f && of > -16.0f) ? 1u : 0u;
}

// f16 and bf16 adds on global memory, in a region per block.
__device__ __half2 G_H2[2];
__device__ __nv_bfloat162 G_B2[2];
__device__ __half G_H[2][2];

TEST global_half_add(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x, b = blockIdx.x;
    if (t == 0) {
        G_H2[b] = __floats2half2_rn(-100.0f, 0.0f);
        G_B2[b] = __floats2bfloat162_rn(4.0f, -1.0f);
        G_H[b][0] = __float2half(0.0f);
        G_H[b][1] = __float2half(1.0f);
    }
    __syncthreads();
    atomicAdd(&G_H2[b], __floats2half2_rn(2.0f, -0.125f));
    __half old = atomicAdd(&G_H[b][0], __float2half((float)(t % 4)));
#if __CUDA_ARCH__ >= 800
    atomicAdd(&G_B2[b], __floats2bfloat162_rn(0.5f, 1.0f));
#else
    bf162_add_cas(&G_B2[b], __floats2bfloat162_rn(0.5f, 1.0f));
#endif
    __syncthreads();
    o[0] = *(const uint32_t *)&G_H2[b];
    o[1] = *(const uint32_t *)&G_B2[b];
    o[2] = *(const uint32_t *)&G_H[b][0];
    o[3] = __half2float(old) <= 96.0f ? 1u : 0u;
}

// Exchanges: the old values and the final value together hold every value stored once.
TEST shared_exchange(uint32_t *out) {
    __shared__ uint32_t x, olds;
    __shared__ unsigned long long x64, olds64;
    __shared__ float xf;
    __shared__ float oldsf;
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x;
    if (t == 0) {
        x = 1000;
        olds = 0;
        x64 = 0x100000000ull;
        olds64 = 0;
        xf = 0.5f;
        oldsf = 0.0f;
    }
    __syncthreads();
    uint32_t old = atomicExch(&x, t);
    atomicAdd(&olds, old);
    unsigned long long old64 = atomicExch(&x64, 0x100000000ull * (t + 2) + t);
    atomicAdd(&olds64, old64);
    float oldf = atomicExch(&xf, (float)t);
    atomicAdd(&oldsf, oldf);
    __syncthreads();
    o[0] = olds + x;
    o[1] = (uint32_t)(olds64 + x64);
    o[2] = (uint32_t)((olds64 + x64) >> 32);
    o[3] = f32_bits(oldsf + xf);
    o[4] = (old == 1000 || old < 64) ? 1u : 0u;
    o[5] = x < 64 ? 1u : 0u;
}

// Minimum and maximum: signed, unsigned, 32 and 64 bits.
TEST shared_min_max(uint32_t *out) {
    __shared__ int smin, smax;
    __shared__ unsigned umin, umax;
    __shared__ long long lmin, lmax;
    __shared__ unsigned long long ulmin, ulmax;
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x;
    if (t == 0) {
        smin = 1000;
        smax = -1000;
        umin = 0xfffffff0u;
        umax = 5;
        lmin = 0;
        lmax = 0;
        ulmin = ~0ull;
        ulmax = 0;
    }
    __syncthreads();
    uint32_t v = u32_value(t * 5 + blockIdx.x) ^ (t << 12);
    int oldmin = atomicMin(&smin, (int)v);
    int oldmax = atomicMax(&smax, (int)v);
    atomicMin(&umin, v);
    atomicMax(&umax, v);
    long long lv = (long long)(int)v * (long long)(t + 3);
    atomicMin(&lmin, lv);
    atomicMax(&lmax, lv);
    unsigned long long uv = ((unsigned long long)v << 32) | (t * 77);
    atomicMin(&ulmin, uv);
    unsigned long long oldul = atomicMax(&ulmax, uv);
    __syncthreads();
    o[0] = (uint32_t)smin;
    o[1] = (uint32_t)smax;
    o[2] = umin;
    o[3] = umax;
    o[4] = (uint32_t)lmin ^ (uint32_t)(lmin >> 32);
    o[5] = (uint32_t)lmax ^ (uint32_t)(lmax >> 32);
    o[6] = (uint32_t)(ulmin >> 20) ^ (uint32_t)(ulmax >> 36);
    o[7] = (oldmin >= smin) | ((oldmax <= smax) << 1) | ((oldul <= ulmax) << 2);
}

// Wrapping increment and decrement (atom.inc / atom.dec): the sequence of old values is the
// same in every order, so their sum is fixed.
TEST shared_inc_dec(uint32_t *out) {
    __shared__ unsigned inc, inc_olds, dec, dec_olds, big, dec0, dec0_olds;
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x;
    if (t == 0) {
        inc = 0;
        inc_olds = 0;
        dec = 3;
        dec_olds = 0;
        big = 0xfffffffdu;
        dec0 = 100;                      // above the limit: the first decrement wraps to it
        dec0_olds = 0;
    }
    __syncthreads();
    unsigned a = atomicInc(&inc, 9u);
    atomicAdd(&inc_olds, a);
    unsigned b = atomicDec(&dec, 7u);
    atomicAdd(&dec_olds, b);
    atomicInc(&big, 0xffffffffu);        // a plain increment that wraps through zero
    unsigned c = atomicDec(&dec0, 12u);
    atomicAdd(&dec0_olds, c);
    __syncthreads();
    o[0] = inc;
    o[1] = inc_olds;
    o[2] = dec;
    o[3] = dec_olds;
    o[4] = big;
    o[5] = dec0;
    o[6] = dec0_olds;
    o[7] = (a <= 9) | ((b <= 7) << 1);
}

// Bitwise and, or, xor: 32 and 64 bits.
TEST shared_bitwise(uint32_t *out) {
    __shared__ unsigned a, r, x;
    __shared__ unsigned long long a64, r64, x64;
    __shared__ int sa;
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x;
    if (t == 0) {
        a = 0xffffffffu;
        r = 0;
        x = 0x5a5a5a5au;
        a64 = ~0ull;
        r64 = 0;
        x64 = 0x0123456789abcdefull;
        sa = -1;
    }
    __syncthreads();
    atomicAnd(&a, ~(1u << (t % 32)) | (t < 32 ? 0x80000000u : 0u));
    atomicOr(&r, 1u << ((t * 7) % 32));
    atomicXor(&x, t * 0x01010101u);
    atomicAnd(&a64, ~(1ull << t));
    atomicOr(&r64, 1ull << ((t * 5) % 64) | (t == 63 ? 0x8000000000000000ull : 0));
    atomicXor(&x64, (unsigned long long)t << (t % 40));
    atomicAnd(&sa, ~(int)(t << 20));
    __syncthreads();
    o[0] = a;
    o[1] = r;
    o[2] = x;
    o[3] = (uint32_t)a64 ^ (uint32_t)(a64 >> 32) * 3;
    o[4] = (uint32_t)r64;
    o[5] = (uint32_t)(r64 >> 32);
    o[6] = (uint32_t)x64 + (uint32_t)(x64 >> 32);
    o[7] = (uint32_t)sa;
}

// A float maximum built from a 32-bit compare-and-swap loop.
__device__ float cas_float_max(float *p, float v) {
    int *word = (int *)p;
    int old = *word, assumed;
    do {
        assumed = old;
        if (__int_as_float(assumed) >= v) break;
        old = atomicCAS(word, assumed, __float_as_int(v));
    } while (old != assumed);
    return __int_as_float(old);
}

// Compare-and-swap: 16, 32 and 64 bits, a single winner, and lock-free update loops.
TEST shared_cas(uint32_t *out) {
    __shared__ unsigned once, winners, sum;
    __shared__ unsigned long long sum64;
    __shared__ float fmax;
    __shared__ unsigned short h;
    __shared__ unsigned short hpad;
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x;
    if (t == 0) {
        once = 0;
        winners = 0;
        sum = 0;
        sum64 = 0xffffffff00000000ull;
        fmax = -1e30f;
        h = 0;
        hpad = 0xbeef;
    }
    __syncthreads();
    unsigned prev = atomicCAS(&once, 0u, t + 1);
    atomicAdd(&winners, prev == 0 ? 1u : 0u);
    unsigned cur = sum, seen;
    do {
        seen = cur;
        cur = atomicCAS(&sum, seen, seen + t * t);
    } while (cur != seen);
    unsigned long long cur64 = sum64, seen64;
    do {
        seen64 = cur64;
        cur64 = atomicCAS(&sum64, seen64, seen64 + ((unsigned long long)t << 26));
    } while (cur64 != seen64);
    cas_float_max(&fmax, f32_value(t % 10 + 4));   // finite inputs
    unsigned short hs = h, hseen;
    do {
        hseen = hs;
        hs = atomicCAS(&h, hseen, (unsigned short)(hseen + t + 1000));
    } while (hs != hseen);
    __syncthreads();
    o[0] = winners;
    o[1] = (once >= 1 && once <= 64) ? 1u : 0u;
    o[2] = sum;
    o[3] = (uint32_t)sum64;
    o[4] = (uint32_t)(sum64 >> 32);
    o[5] = f32_bits(fmax);
    o[6] = h;
    o[7] = hpad;
}

// Global memory: each block owns one region, reset by its thread 0 before a barrier.
__device__ unsigned G_U32[2][16];
__device__ unsigned long long G_U64[2][8];
__device__ float G_F32[2][4];
__device__ double G_F64[2][4];

TEST global_atomics(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x, b = blockIdx.x;
    unsigned *g = G_U32[b];
    unsigned long long *g64 = G_U64[b];
    float *gf = G_F32[b];
    double *gd = G_F64[b];
    if (t == 0) {
        for (int k = 0; k < 16; k++) g[k] = 0;
        g[3] = 0xffffffffu;   // and
        g[6] = 1000;          // min
        g[8] = 50;            // exch
        for (int k = 0; k < 8; k++) g64[k] = 0;
        g64[2] = ~0ull;
        for (int k = 0; k < 4; k++) gf[k] = 0.0f, gd[k] = 0.0;
    }
    __syncthreads();
    atomicAdd(&g[0], t + b);                          // red.global.add.u32
    unsigned old = atomicAdd(&g[1], 1u);              // atom.global.add.u32
    atomicAdd(&g[2], old);
    atomicAnd(&g[3], ~(1u << (t % 32)));
    atomicOr(&g[4], 1u << (t % 29));
    atomicXor(&g[5], t * 0x11111111u);
    atomicMin(&g[6], 500 + t * 7 % 64);
    atomicMax((int *)&g[7], (int)t - 32);
    atomicAdd(&g[9], atomicExch(&g[8], t));
    atomicInc(&g[10], 19u);
    atomicDec(&g[11], 5u);
    atomicSub(&g[12], t);
    unsigned cur = g[13], seen;
    do {
        seen = cur;
        cur = atomicCAS(&g[13], seen, seen ^ (1u << (t % 32)) ^ (t << 8));
    } while (cur != seen);
    atomicAdd(&g64[0], 0x123456789ull * t);
    atomicMax(&g64[1], 0xffffull << (t % 48));
    atomicMin(&g64[2], ~0ull - (t * t));
    atomicOr(&g64[3], 1ull << t);
    atomicXor(&g64[4], 0x8000000000000001ull * t);
    atomicAnd(&g64[5], (unsigned long long)t);
    atomicAdd(&g64[6], atomicExch(&g64[7], (unsigned long long)t << 33));
    atomicAdd(&gf[0], (float)t * 0.25f);
    atomicAdd(&gf[1], -1.5f);
    atomicAdd(&gd[0], (double)t * 1024.0);
    atomicAdd(&gd[1], -0.0625);
    __syncthreads();
    unsigned k = t % 16;
    o[0] = (k == 8 || k == 9) ? 0u : g[k];   // the exchanged word and the sum of its olds vary
    o[1] = (uint32_t)g64[t % 6];
    o[2] = (uint32_t)(g64[t % 6] >> 32);
    o[3] = f32_bits(gf[t % 2]);
    o[4] = f64_hi(gd[t % 2]);
    o[5] = f64_lo(gd[t % 2]);
    o[6] = g[9] + g[8];
    o[7] = (uint32_t)(g64[6] + g64[7]) ^ (uint32_t)((g64[6] + g64[7]) >> 32);
}

// Scoped variants: _block and _system, on global and shared memory.
__device__ unsigned G_SCOPED[2][8];
__device__ unsigned long long G_SCOPED64[2][2];
__device__ float G_SCOPEDF[2][2];

TEST scoped_atomics(uint32_t *out) {
    __shared__ unsigned s[4];
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x, b = blockIdx.x;
    unsigned *g = G_SCOPED[b];
    if (t == 0) {
        for (int k = 0; k < 8; k++) g[k] = 0;
        g[4] = 0xffffffffu;
        G_SCOPED64[b][0] = 0;
        G_SCOPED64[b][1] = 0;
        G_SCOPEDF[b][0] = 0.0f;
        G_SCOPEDF[b][1] = 0.0f;
        s[0] = s[1] = s[2] = 0;
        s[3] = 77;
    }
    __syncthreads();
    atomicAdd_block(&g[0], t);
    atomicAdd_system(&g[1], t * 2);
    unsigned old = atomicAdd_block(&g[2], 1u);
    atomicAdd_system(&g[3], old);
    atomicAnd_system(&g[4], ~(1u << (t % 32)));
    atomicOr_block(&g[5], 1u << (t % 32));
    atomicMax_system(&g[6], t * 3);
    atomicMin_block(&g[7], t);
    atomicAdd_system(&G_SCOPED64[b][0], 0x100000001ull * t);
    unsigned long long c = G_SCOPED64[b][1], seen;
    do {
        seen = c;
        c = atomicCAS_system(&G_SCOPED64[b][1], seen, seen + t + 1);
    } while (c != seen);
    atomicAdd_block(&G_SCOPEDF[b][0], 0.5f);
    atomicAdd_system(&G_SCOPEDF[b][1], (float)t);
    atomicAdd_block(&s[0], t);
    atomicXor_block(&s[1], t * 0x01000100u);
    atomicInc_block(&s[2], 15u);
    unsigned e = atomicExch_block(&s[3], t);
    atomicAdd_block(&s[0], e);
    __syncthreads();
    o[0] = g[t % 8];
    o[1] = (uint32_t)G_SCOPED64[b][0];
    o[2] = (uint32_t)(G_SCOPED64[b][0] >> 32);
    o[3] = (uint32_t)G_SCOPED64[b][1];
    o[4] = f32_bits(G_SCOPEDF[b][t % 2]);
    o[5] = s[0] + s[3];
    o[6] = s[1];
    o[7] = s[2];
}

// Atomics whose results are unused, which nvcc emits as red: on global and shared memory.
__device__ unsigned G_RED[2][10];
__device__ unsigned long long G_RED64[2][3];
__device__ float G_REDF[2];
__device__ double G_REDD[2];

TEST reductions(uint32_t *out) {
    __shared__ unsigned s[4];
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x, b = blockIdx.x;
    unsigned *g = G_RED[b];
    if (t == 0) {
        for (int k = 0; k < 10; k++) g[k] = 0;
        g[2] = 0xffffffffu;
        g[5] = 0x7fffffffu;
        for (int k = 0; k < 3; k++) G_RED64[b][k] = 0;
        G_REDF[b] = 0.0f;
        G_REDD[b] = 0.0;
        s[0] = s[1] = s[2] = 0;
        s[3] = 0xffffffffu;
    }
    __syncthreads();
    atomicAdd(&g[0], t);
    atomicSub(&g[1], t);
    atomicAnd(&g[2], ~(t << 4));
    atomicOr(&g[3], t << 3);
    atomicXor(&g[4], t * 0x10001u);
    atomicMin((int *)&g[5], (int)t - 20);
    atomicMax(&g[6], t * 5);
    atomicInc(&g[7], 10u);
    atomicDec(&g[8], 6u);
    atomicAdd((int *)&g[9], -(int)t);
    atomicAdd(&G_RED64[b][0], (unsigned long long)t << 31);
    atomicMax(&G_RED64[b][1], (unsigned long long)t << 40);
    atomicOr(&G_RED64[b][2], 1ull << (t % 64));
    atomicAdd(&G_REDF[b], (float)t * 2.0f);
    atomicAdd(&G_REDD[b], (double)t / 8.0);
    atomicAdd(&s[0], t);
    atomicOr(&s[1], 1u << (t % 32));
    atomicMax(&s[2], t * 11);
    atomicAnd(&s[3], ~(1u << (t % 31)));
    __syncthreads();
    o[0] = g[t % 10];
    o[1] = (uint32_t)G_RED64[b][t % 3];
    o[2] = (uint32_t)(G_RED64[b][t % 3] >> 32);
    o[3] = f32_bits(G_REDF[b]);
    o[4] = f64_hi(G_REDD[b]);
    o[5] = s[t % 4];
}

// red written directly in PTX (nvcc 13 emits atom even where the result is unused): every
// operation and type, on global and shared memory, with scopes.
__device__ unsigned G_REDASM[2][9];
__device__ unsigned long long G_REDASM64[2][2];
__device__ float G_REDASMF[2];
__device__ double G_REDASMD[2];

TEST red_asm(uint32_t *out) {
    __shared__ unsigned s[3];
    __shared__ unsigned long long s64;
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x, b = blockIdx.x;
    unsigned *g = G_REDASM[b];
    if (t == 0) {
        for (int k = 0; k < 9; k++) g[k] = 0;
        g[4] = 0xffffffffu;
        g[3] = 100;
        G_REDASM64[b][0] = 0;
        G_REDASM64[b][1] = 0;
        G_REDASMF[b] = 1.0f;
        G_REDASMD[b] = -1.0;
        s[0] = 0;
        s[1] = 0;
        s[2] = 0x12345678u;
        s64 = 0;
    }
    __syncthreads();
    size_t ga = __cvta_generic_to_global(g);
    asm volatile("red.global.add.u32 [%0], %1;" ::"l"(ga), "r"(t) : "memory");
    asm volatile("red.global.add.s32 [%0+4], %1;" ::"l"(ga), "r"(-(int)t) : "memory");
    asm volatile("red.global.max.u32 [%0+8], %1;" ::"l"(ga), "r"(t * 9) : "memory");
    asm volatile("red.global.min.s32 [%0+12], %1;" ::"l"(ga), "r"((int)t - 40) : "memory");
    asm volatile("red.global.and.b32 [%0+16], %1;" ::"l"(ga), "r"(~(1u << (t % 32))) : "memory");
    asm volatile("red.global.or.b32 [%0+20], %1;" ::"l"(ga), "r"(1u << (t % 16)) : "memory");
    asm volatile("red.global.xor.b32 [%0+24], %1;" ::"l"(ga), "r"(t * 3) : "memory");
    asm volatile("red.global.inc.u32 [%0+28], %1;" ::"l"(ga), "r"(24u) : "memory");
    asm volatile("red.global.dec.u32 [%0+32], %1;" ::"l"(ga), "r"(9u) : "memory");
    size_t g64 = __cvta_generic_to_global(G_REDASM64[b]);
    asm volatile("red.global.add.u64 [%0], %1;" ::"l"(g64), "l"(0x1000000001ull * t) : "memory");
    asm volatile("red.sys.global.max.u64 [%0+8], %1;" ::"l"(g64), "l"((unsigned long long)t << 50) : "memory");
    asm volatile("red.gpu.global.add.f32 [%0], %1;" ::"l"(__cvta_generic_to_global(&G_REDASMF[b])), "f"(0.75f) : "memory");
    asm volatile("red.cta.global.add.f64 [%0], %1;" ::"l"(__cvta_generic_to_global(&G_REDASMD[b])), "d"((double)t) : "memory");
    unsigned sa = (unsigned)__cvta_generic_to_shared(s);
    asm volatile("red.shared.add.u32 [%0], %1;" ::"r"(sa), "r"(t + 1) : "memory");
    asm volatile("red.shared.or.b32 [%0+4], %1;" ::"r"(sa), "r"(1u << (31 - t % 32)) : "memory");
    asm volatile("red.shared.xor.b32 [%0+8], %1;" ::"r"(sa), "r"(t << 16) : "memory");
    asm volatile("red.shared.add.u64 [%0], %1;" ::"r"((unsigned)__cvta_generic_to_shared(&s64)), "l"(0xffffffffull) : "memory");
    asm volatile("red.add.u32 [%0], %1;" ::"l"(&g[0]), "r"(1u) : "memory");     // generic address
    __syncthreads();
    o[0] = g[t % 9];
    o[1] = (uint32_t)G_REDASM64[b][t % 2];
    o[2] = (uint32_t)(G_REDASM64[b][t % 2] >> 32);
    o[3] = f32_bits(G_REDASMF[b]);
    o[4] = f64_hi(G_REDASMD[b]);
    o[5] = s[t % 3];
    o[6] = (uint32_t)s64;
    o[7] = (uint32_t)(s64 >> 32);
}

// Memory-ordering qualifiers on atom and red through inline PTX, with fences.
__device__ unsigned G_ORDERED[2][6];
__device__ unsigned long long G_ORDERED64[2];

TEST ordered_atomics(uint32_t *out) {
    __shared__ unsigned s[2];
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x, b = blockIdx.x;
    unsigned *g = G_ORDERED[b];
    if (t == 0) {
        for (int k = 0; k < 6; k++) g[k] = 0;
        G_ORDERED64[b] = 0;
        s[0] = 0;
        s[1] = 0;
    }
    __syncthreads();
    unsigned old;
    size_t g0 = __cvta_generic_to_global(&g[0]);
    asm volatile("atom.acquire.gpu.global.add.u32 %0, [%1], %2;" : "=r"(old) : "l"(g0), "r"(1u) : "memory");
    asm volatile("red.release.gpu.global.add.u32 [%0], %1;" ::"l"(__cvta_generic_to_global(&g[1])), "r"(old) : "memory");
    unsigned ex;
    asm volatile("atom.release.sys.global.exch.b32 %0, [%1], %2;" : "=r"(ex) : "l"(__cvta_generic_to_global(&g[2])), "r"(t + 1) : "memory");
    asm volatile("red.relaxed.gpu.global.add.u32 [%0], %1;" ::"l"(__cvta_generic_to_global(&g[3])), "r"(ex) : "memory");
    unsigned orr;
    asm volatile("atom.acq_rel.gpu.or.b32 %0, [%1], %2;" : "=r"(orr) : "l"(&g[4]), "r"(1u << (t % 32)) : "memory");
    unsigned cas;
    asm volatile("atom.relaxed.cta.global.cas.b32 %0, [%1], %2, %3;"
                 : "=r"(cas) : "l"(__cvta_generic_to_global(&g[5])), "r"(0u), "r"(t + 100) : "memory");
    unsigned long long w;
    asm volatile("atom.acquire.sys.global.add.u64 %0, [%1], %2;"
                 : "=l"(w) : "l"(__cvta_generic_to_global(&G_ORDERED64[b])), "l"(1ull << 32) : "memory");
    unsigned sh;
    asm volatile("atom.acq_rel.cta.shared.add.u32 %0, [%1], %2;"
                 : "=r"(sh) : "r"((unsigned)__cvta_generic_to_shared(&s[0])), "r"(t) : "memory");
    asm volatile("red.release.cta.shared.add.u32 [%0], %1;" ::"r"((unsigned)__cvta_generic_to_shared(&s[1])), "r"(2u) : "memory");
    asm volatile("fence.sc.gpu;" ::: "memory");
    asm volatile("fence.acq_rel.gpu;" ::: "memory");
    asm volatile("fence.sc.cta;" ::: "memory");
    asm volatile("fence.acq_rel.sys;" ::: "memory");
    asm volatile("membar.cta;" ::: "memory");
    asm volatile("membar.gl;" ::: "memory");
    asm volatile("membar.sys;" ::: "memory");
    __syncthreads();
    o[0] = g[0];
    o[1] = g[1];
    o[2] = g[2] + g[3];
    o[3] = g[4] + ((orr | g[4]) == g[4] ? 0u : 1u);
    o[4] = (cas == 0 || (cas >= 100 && cas < 164)) ? 1u : 0u;
    o[5] = (uint32_t)(G_ORDERED64[b] >> 32) + (uint32_t)(w >> 32 < 64);
    o[6] = s[0] + (sh < 64 * 63 / 2 + 1 ? 0x10000u : 0u);
    o[7] = s[1];
}

// The last-block pattern: each block publishes a partial sum, fences, and takes a ticket from a
// self-resetting atomicInc; the block that takes the last ticket adds the partials and writes
// the total into one fixed word (which block that is does not matter).
__device__ unsigned G_PARTIAL[2];
__device__ unsigned G_TICKET;

TEST last_block_sum(uint32_t *out) {
    __shared__ unsigned part;
    __shared__ bool last;
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x;
    if (t == 0) part = 0;
    __syncthreads();
    atomicAdd(&part, gtid() * gtid());
    __syncthreads();
    if (t == 0) {
        G_PARTIAL[blockIdx.x] = part;
        __threadfence();
        unsigned ticket = atomicInc(&G_TICKET, gridDim.x - 1);
        last = ticket == gridDim.x - 1;
    }
    __syncthreads();
    o[0] = part;
    __threadfence_block();
    if (last && t == 0) {
        volatile unsigned *p = G_PARTIAL;
        unsigned total = 0;
        for (unsigned k = 0; k < gridDim.x; k++) total += p[k];
        __threadfence_system();
        out[7] = total;       // word 7 of thread 0's slot, written by whichever block is last
    }
}

// Fences from C++: __threadfence, __threadfence_block and __threadfence_system between plain
// stores and loads of a thread's own words.
TEST fences(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid();
    o[0] = t;
    __threadfence_block();
    o[1] = o[0] + 1;
    __threadfence();
    o[2] = o[1] * 2;
    __threadfence_system();
    o[3] = o[2] ^ 0xf0f0u;
    __syncthreads();
    o[4] = o[3];
}
