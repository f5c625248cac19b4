// What every test kernel shares: the launch convention and output helpers.
//
// A test kernel is `TEST name(uint32_t *out)`. It is launched with 2 blocks of 64 threads
// and 256 bytes of dynamic shared memory; `out` holds WORDS words per thread, filled with
// FILL before the launch. A thread writes its results to `slot(out)[0..WORDS)`. Inputs are
// built into the kernels (tables indexed by the thread), so a kernel needs nothing else.
// Kernels whose name ends in `_approx` compute approximations: their words are compared as
// f32 with a tolerance, not bit for bit.
#pragma once
#include <cstdint>

#define TEST extern "C" __global__ void
#define WORDS 8
#define FILL 0xa5a5a5a5u

// The thread's index in the grid (0..128) and its output words.
__device__ __forceinline__ unsigned gtid() { return blockIdx.x * blockDim.x + threadIdx.x; }
__device__ __forceinline__ uint32_t *slot(uint32_t *out) { return out + gtid() * WORDS; }

// Floats as words; every NaN becomes one canonical NaN, so results compare bit for bit
// whatever NaN payload an implementation produces.
__device__ __forceinline__ uint32_t f32_bits(float x) { return x != x ? 0x7fffffffu : __float_as_uint(x); }
__device__ __forceinline__ uint32_t f64_lo(double x) { return x != x ? 0xffffffffu : (uint32_t)__double_as_longlong(x); }
__device__ __forceinline__ uint32_t f64_hi(double x) { return x != x ? 0x7fffffffu : (uint32_t)(__double_as_longlong(x) >> 32); }
__device__ __forceinline__ float f32_of(uint32_t bits) { return __uint_as_float(bits); }
__device__ __forceinline__ double f64_of(uint64_t bits) { return __longlong_as_double((long long)bits); }

// Interesting f32 inputs: zeros, subnormals, normals around 1, halfway cases for narrower
// formats, the largest values, infinities and NaN.
__device__ const uint32_t F32_VALUES[32] = {
    0x00000000u, 0x80000000u, 0x00000001u, 0x807fffffu, 0x00800000u, 0x3f800000u, 0xbf800000u, 0x3f800001u,
    0x3fc00000u, 0x40490fdbu, 0xc0490fdbu, 0x3eaaaaabu, 0x7f7fffffu, 0xff7fffffu, 0x7f800000u, 0xff800000u,
    0x7fc00000u, 0x477fe000u, 0x477ff000u, 0x33800000u, 0x33000001u, 0x3f801000u, 0x3f803000u, 0x4b000001u,
    0x4effffffu, 0xcf000000u, 0x5f800000u, 0x38800000u, 0xc1200001u, 0x3a83126fu, 0x42f6e979u, 0x3f7ffffeu,
};

// Interesting 32-bit integers.
__device__ const uint32_t U32_VALUES[16] = {
    0u, 1u, 2u, 3u, 0x7fffffffu, 0x80000000u, 0x80000001u, 0xffffffffu,
    0xfffffffeu, 0x12345678u, 0x9abcdef0u, 0x0000ffffu, 0x00010000u, 31u, 32u, 33u,
};

__device__ __forceinline__ float f32_value(unsigned i) { return f32_of(F32_VALUES[i % 32]); }
__device__ __forceinline__ uint32_t u32_value(unsigned i) { return U32_VALUES[i % 16]; }

// Pairs and triples of table indices that together cover every combination over the grid.
__device__ __forceinline__ unsigned first(unsigned t) { return t & 15; }
__device__ __forceinline__ unsigned second(unsigned t) { return ((t & 15) + (t >> 4)) & 15; }
__device__ __forceinline__ unsigned third(unsigned t) { return (t * 7 + (t >> 4) + 5) & 15; }

// Halves of 64-bit values, and 16-bit values packed into a word (low first).
__device__ __forceinline__ uint32_t lo(uint64_t x) { return (uint32_t)x; }
__device__ __forceinline__ uint32_t hi(uint64_t x) { return (uint32_t)(x >> 32); }
__device__ __forceinline__ uint32_t pack(uint32_t l, uint32_t h) { return (l & 0xffffu) | (h << 16); }
__device__ __forceinline__ uint32_t pack16(uint16_t l, uint16_t h) { return (uint32_t)l | ((uint32_t)h << 16); }
