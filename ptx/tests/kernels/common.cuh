// What every test kernel shares: the launch convention, input tables, one instruction as an
// expression, and the writing of a thread's words.
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

// A 32-bit special register read with mov: SREG("laneid") is %laneid. SREG_VOLATILE reads one
// whose value changes (a clock) or whose every read must stay; SREG64_VOLATILE a 64-bit one.
#define SREG(name) ({ uint32_t r_; asm("mov.u32 %0, %%" name ";" : "=r"(r_)); r_; })
#define SREG_VOLATILE(name) \
    ({ uint32_t r_; asm volatile("mov.u32 %0, %%" name ";" : "=r"(r_)); r_; })
#define SREG64_VOLATILE(name) \
    ({ uint64_t r_; asm volatile("mov.u64 %0, %%" name ";" : "=l"(r_)); r_; })

// Floats as words; every NaN becomes one canonical NaN, so results compare bit for bit
// whatever NaN payload an implementation produces.
__device__ __forceinline__ uint32_t f32_bits(float x) { return x != x ? 0x7fffffffu : __float_as_uint(x); }
__device__ __forceinline__ uint32_t f64_lo(double x) { return x != x ? 0xffffffffu : (uint32_t)__double_as_longlong(x); }
__device__ __forceinline__ uint32_t f64_hi(double x) { return x != x ? 0x7fffffffu : (uint32_t)(__double_as_longlong(x) >> 32); }
__device__ __forceinline__ float f32_of(uint32_t bits) { return __uint_as_float(bits); }
__device__ __forceinline__ double f64_of(uint64_t bits) { return __longlong_as_double((long long)bits); }
// An f16 value (its bits) as f32, which holds it exactly.
__device__ __forceinline__ float h2f(uint16_t h) {
    float f;
    asm("cvt.f32.f16 %0, %1;" : "=f"(f) : "h"(h));
    return f;
}

// Interesting f32 inputs: zeros, subnormals, normals around 1, halfway cases for narrower
// formats, the largest values, infinities and NaN.
__device__ const uint32_t F32_VALUES[32] = {
    0x00000000u, 0x80000000u, 0x00000001u, 0x807fffffu, 0x00800000u, 0x3f800000u, 0xbf800000u, 0x3f800001u,
    0x3fc00000u, 0x40490fdbu, 0xc0490fdbu, 0x3eaaaaabu, 0x7f7fffffu, 0xff7fffffu, 0x7f800000u, 0xff800000u,
    0x7fc00000u, 0x477fe000u, 0x477ff000u, 0x33800000u, 0x33000001u, 0x3f801000u, 0x3f803000u, 0x4b000001u,
    0x4effffffu, 0xcf000000u, 0x5f800000u, 0x38800000u, 0xc1200001u, 0x3a83126fu, 0x42f6e979u, 0x3f7ffffeu,
};
__device__ __forceinline__ float f32_value(unsigned i) { return f32_of(F32_VALUES[i % 32]); }

// Interesting 32-bit integers.
__device__ const uint32_t U32_VALUES[16] = {
    0u, 1u, 2u, 3u, 0x7fffffffu, 0x80000000u, 0x80000001u, 0xffffffffu,
    0xfffffffeu, 0x12345678u, 0x9abcdef0u, 0x0000ffffu, 0x00010000u, 31u, 32u, 33u,
};
__device__ __forceinline__ uint32_t u32_value(unsigned i) { return U32_VALUES[i % 16]; }

// The tables that only some files use are defined there, by these macros: a table defined in
// this file would be in every module's PTX.
//
// Interesting f64 inputs, F32_VALUES' counterpart. The files that use them choose four of the
// entries (17, 18, 29 and 31) for their instructions: DEFINE_F64_VALUES(v17, v18, v29, v31)
// defines the table F64_VALUES and f64_value(i).
#define DEFINE_F64_VALUES(v17, v18, v29, v31)                                                       \
    __device__ const uint64_t F64_VALUES[32] = {                                                    \
        0x0000000000000000ull, 0x8000000000000000ull, 0x0000000000000001ull, 0x800fffffffffffffull, \
        0x0010000000000000ull, 0x3ff0000000000000ull, 0xbff0000000000000ull, 0x3ff0000000000001ull, \
        0x3ff8000000000000ull, 0x400921fb54442d18ull, 0xc00921fb54442d18ull, 0x3fd5555555555555ull, \
        0x7fefffffffffffffull, 0xffefffffffffffffull, 0x7ff0000000000000ull, 0xfff0000000000000ull, \
        0x7ff8000000000000ull, v17, v18, 0x4330000000000001ull,                                     \
        0x3fe0000000000000ull, 0xc3e0000000000000ull, 0x5ff0000000000000ull, 0x2000000000000000ull, \
        0x3fefffffffffffffull, 0x3ff0000000000003ull, 0x0000000000000003ull, 0x8010000000000001ull, \
        0x7fe0000000000000ull, v29, 0x3fb999999999999aull, v31,                                     \
    };                                                                                              \
    __device__ __forceinline__ double f64_value(unsigned i) { return f64_of(F64_VALUES[i % 32]); }

// Interesting 16-bit integers (U16_VALUES) and 64-bit ones (U64_VALUES, whose entries 12 and 14
// each file chooses).
#define DEFINE_U16_VALUES()                                             \
    __device__ const uint16_t U16_VALUES[16] = {                        \
        0x0000, 0x0001, 0x0002, 0x7fff, 0x8000, 0x8001, 0xffff, 0xfffe, \
        0x1234, 0xabcd, 0x00ff, 0x0100, 0x000f, 0x0010, 0x4000, 0xc000, \
    };
#define DEFINE_U64_VALUES(v12, v14)                                                                 \
    __device__ const uint64_t U64_VALUES[16] = {                                                    \
        0x0000000000000000ull, 0x0000000000000001ull, 0x0000000000000002ull, 0x7fffffffffffffffull, \
        0x8000000000000000ull, 0x8000000000000001ull, 0xffffffffffffffffull, 0xfffffffffffffffeull, \
        0x123456789abcdef0ull, 0xfedcba9876543210ull, 0x00000000ffffffffull, 0x0000000100000000ull, \
        v12, 0xffffffff00000000ull, v14, 0xffffffff80000000ull,                                     \
    };

// Pairs and triples of table indices that together cover every combination over the grid.
__device__ __forceinline__ unsigned first(unsigned t) { return t & 15; }
__device__ __forceinline__ unsigned second(unsigned t) { return ((t & 15) + (t >> 4)) & 15; }
__device__ __forceinline__ unsigned third(unsigned t) { return (t * 7 + (t >> 4) + 5) & 15; }

// Halves of 64-bit values, and 16-bit values packed into a word (low first).
__device__ __forceinline__ uint32_t lo(uint64_t x) { return (uint32_t)x; }
__device__ __forceinline__ uint32_t hi(uint64_t x) { return (uint32_t)(x >> 32); }
__device__ __forceinline__ uint32_t pack(uint32_t l, uint32_t h) { return (l & 0xffffu) | (h << 16); }
__device__ __forceinline__ uint32_t pack16(uint16_t l, uint16_t h) { return (uint32_t)l | ((uint32_t)h << 16); }

// Writes the thread's eight words o[0..8) in order: w0..w7 as they are (PUT_WORDS), or what
// `bits` makes of each (PUT_WORDS_OF(f32_bits, o, ...) for f32 results). The words may come from
// macros that stand for several, such as ROUNDINGS.
#define PUT_WORDS(o, ...) PUT_WORDS_OF(, o, __VA_ARGS__)
#define PUT_WORDS_OF(bits, o, ...) PUT_EIGHT_(bits, o, __VA_ARGS__)
#define PUT_EIGHT_(bits, o, w0, w1, w2, w3, w4, w5, w6, w7) \
    do {                                                    \
        (o)[0] = bits(w0);                                  \
        (o)[1] = bits(w1);                                  \
        (o)[2] = bits(w2);                                  \
        (o)[3] = bits(w3);                                  \
        (o)[4] = bits(w4);                                  \
        (o)[5] = bits(w5);                                  \
        (o)[6] = bits(w6);                                  \
        (o)[7] = bits(w7);                                  \
    } while (0)

// f16 and bf16 results as words, every NaN the canonical one: h_bits and bf_bits of one result,
// h2_bits and bf2_bits of the two halves of an f16x2 or bf16x2 word, H_PAIR and BF_PAIR of two
// results packed into a word, the first in the low half (macros, which finish the first result
// before the second is computed, as pack(h_bits(x), h_bits(y)) does).
__device__ __forceinline__ uint32_t h_bits(uint32_t h) { return (h & 0x7fffu) > 0x7c00u ? 0x7fffu : h & 0xffffu; }
__device__ __forceinline__ uint32_t bf_bits(uint32_t h) { return (h & 0x7fffu) > 0x7f80u ? 0x7fffu : h & 0xffffu; }
__device__ __forceinline__ uint32_t h2_bits(uint32_t w) { return h_bits(w & 0xffffu) | (h_bits(w >> 16) << 16); }
__device__ __forceinline__ uint32_t bf2_bits(uint32_t w) { return bf_bits(w & 0xffffu) | (bf_bits(w >> 16) << 16); }
#define H_PAIR(x, y) pack(h_bits(x), h_bits(y))
#define BF_PAIR(x, y) pack(bf_bits(x), bf_bits(y))

// 64-bit results as pairs of the thread's words, low word first: put_u64 and put_f64 write one
// as pair k; put_u64s and put_f64s write four, all computed before the first is written;
// PUT_F64_WORDS computes and writes four one after the other, as PUT_WORDS does.
__device__ __forceinline__ void put_u64(uint32_t *o, unsigned k, uint64_t x) {
    o[2 * k] = lo(x);
    o[2 * k + 1] = hi(x);
}
__device__ __forceinline__ void put_f64(uint32_t *o, unsigned k, double x) {
    o[2 * k] = f64_lo(x);
    o[2 * k + 1] = f64_hi(x);
}
__device__ __forceinline__ void put_u64s(uint32_t *o, const uint64_t (&r)[4]) {
    for (int k = 0; k < 4; k++) {
        o[2 * k] = lo(r[k]);
        o[2 * k + 1] = hi(r[k]);
    }
}
__device__ __forceinline__ void put_f64s(uint32_t *o, const double (&r)[4]) {
    for (int k = 0; k < 4; k++) {
        o[2 * k] = f64_lo(r[k]);
        o[2 * k + 1] = f64_hi(r[k]);
    }
}
#define PUT_F64_WORDS(o, ...) PUT_F64_FOUR_(o, __VA_ARGS__)
#define PUT_F64_FOUR_(o, x0, x1, x2, x3) \
    do {                                 \
        put_f64(o, 0, x0);               \
        put_f64(o, 1, x1);               \
        put_f64(o, 2, x2);               \
        put_f64(o, 3, x3);               \
    } while (0)

// One PTX instruction `insn d, a[, b[, c]]` as an expression, every operand in registers of one
// kind: R 32-bit, L 64-bit, H 16-bit, F f32, D f64 (R2 is `insn` on two 32-bit sources).
#define INSN1(T, k, insn, a) ({ T d_; asm volatile(insn " %0, %1;" : "=" k(d_) : k(a)); d_; })
#define INSN2(T, k, insn, a, b) ({ T d_; asm volatile(insn " %0, %1, %2;" : "=" k(d_) : k(a), k(b)); d_; })
#define INSN3(T, k, insn, a, b, c) \
    ({ T d_; asm volatile(insn " %0, %1, %2, %3;" : "=" k(d_) : k(a), k(b), k(c)); d_; })
#define R1(insn, a) INSN1(uint32_t, "r", insn, a)
#define R2(insn, a, b) INSN2(uint32_t, "r", insn, a, b)
#define R3(insn, a, b, c) INSN3(uint32_t, "r", insn, a, b, c)
#define L1(insn, a) INSN1(uint64_t, "l", insn, a)
#define L2(insn, a, b) INSN2(uint64_t, "l", insn, a, b)
#define L3(insn, a, b, c) INSN3(uint64_t, "l", insn, a, b, c)
#define H1(insn, a) INSN1(uint16_t, "h", insn, a)
#define H2(insn, a, b) INSN2(uint16_t, "h", insn, a, b)
#define H3(insn, a, b, c) INSN3(uint16_t, "h", insn, a, b, c)
#define F1(insn, a) INSN1(float, "f", insn, a)
#define F2(insn, a, b) INSN2(float, "f", insn, a, b)
#define F3(insn, a, b, c) INSN3(float, "f", insn, a, b, c)
#define D1(insn, a) INSN1(double, "d", insn, a)
#define D2(insn, a, b) INSN2(double, "d", insn, a, b)
#define D3(insn, a, b, c) INSN3(double, "d", insn, a, b, c)

// PTX `text`, a statement or a { block }, with %0 a 32-bit result and %1... the operands, given
// with their constraints: ASM_R("...", "r"(a), "h"(b)).
#define ASM_R(text, ...) ({ uint32_t d_; asm volatile(text : "=r"(d_) : __VA_ARGS__); d_; })

// An instruction under each rounding, as four results: X(head ".rn" tail, operands...), then
// .rz, .rm and .rp; INT_ROUNDINGS has the roundings to integers, .rni .rzi .rmi .rpi. So
// ROUNDINGS(F1, "sqrt", ".ftz.f32", a) is sqrt.rn.ftz.f32 ... sqrt.rp.ftz.f32 of a.
#define ROUNDINGS(X, head, tail, ...)                                 \
    X(head ".rn" tail, __VA_ARGS__), X(head ".rz" tail, __VA_ARGS__), \
        X(head ".rm" tail, __VA_ARGS__), X(head ".rp" tail, __VA_ARGS__)
#define INT_ROUNDINGS(X, head, tail, ...)                               \
    X(head ".rni" tail, __VA_ARGS__), X(head ".rzi" tail, __VA_ARGS__), \
        X(head ".rmi" tail, __VA_ARGS__), X(head ".rpi" tail, __VA_ARGS__)

// A kernel of one f32 instruction `insn d, a, b` over all 1024 ordered pairs of F32_VALUES:
// thread t takes a = F32_VALUES[t % 32] and, for word k, b = F32_VALUES[(t / 32) * 8 + k].
#define F32_PAIRS(name, insn)                                                                       \
    TEST name(uint32_t *out) {                                                                      \
        unsigned t = gtid();                                                                        \
        float a = f32_value(t & 31);                                                                \
        uint32_t *o = slot(out);                                                                    \
        for (unsigned k = 0; k < 8; k++) o[k] = f32_bits(F2(insn, a, f32_value((t >> 5) * 8 + k))); \
    }
