// mma.sync in every shape and type up to sm_80, with .row.col layouts. Each warp multiplies
// fragments whose registers hold values made from the lane and the element's index, so a
// result checks where every element sits, not only the sums; thread t writes its D registers.
// The values keep every sum exact in f32 (and in f16 where D is f16), negative ones included,
// and one kernel adds infinities and NaN; integer accumulators start near the s32 limits, so
// .satfinite clamps and plain sums wrap.
//
// compute_80 builds run mma. compute_75 builds (#else) compute the same words from the ISA's
// fragment figures through shared memory, so the two builds agreeing on an NVIDIA GPU checks
// the figures as this file writes them.
#include "common.cuh"

__device__ __forceinline__ unsigned lane_id() { return threadIdx.x % 32; }

// f16 bits of an f32 (rounded to nearest) and the f32 of f16 bits.
__device__ __forceinline__ uint32_t half_bits(float x) {
    uint16_t h;
    asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(x));
    return h;
}
__device__ __forceinline__ float half_value(uint32_t bits) {
    float f;
    asm("cvt.f32.f16 %0, %1;" : "=f"(f) : "h"((uint16_t)bits));
    return f;
}

// A small signed code for element `index` of operand `operand` in `lane`: -span..span.
__device__ __forceinline__ int code(unsigned operand, unsigned lane, unsigned index, int span) {
    unsigned h = (operand * 97u + lane * 31u + index * 7u + blockIdx.x * 13u) * 2654435761u;
    return (int)((h >> 16) % (unsigned)(2 * span + 1)) - span;
}

// The element types: an element's bits from its code, and the value those bits hold.
struct F16 {
    static constexpr int bits = 16;
    static __device__ uint32_t encode(int c, unsigned) { return half_bits(c * 0.5f); }
    static __device__ double value(uint32_t bits) { return half_value(bits); }
};
// f16 with infinities and NaN among the values: code 8 is NaN, -8 +inf, 7 -inf.
struct F16Special {
    static constexpr int bits = 16;
    static __device__ uint32_t encode(int c, unsigned) { return c == 8 ? 0x7e00u : c == -8 ? 0x7c00u : c == 7 ? 0xfc00u : half_bits(c * 0.5f); }
    static __device__ double value(uint32_t bits) { return half_value(bits); }
};
struct Bf16 {
    static constexpr int bits = 16;
    static __device__ uint32_t encode(int c, unsigned) { return __float_as_uint(c * 0.5f) >> 16; }
    static __device__ double value(uint32_t bits) { return f32_of(bits << 16); }
};
// tf32 fragments are f32 registers whose low 13 bits the multiply ignores: they hold noise.
struct Tf32 {
    static constexpr int bits = 32;
    static __device__ uint32_t encode(int c, unsigned noise) { return __float_as_uint(c * 0.5f) | (noise * 0x2f1u & 0x1fffu); }
    static __device__ double value(uint32_t bits) { return f32_of(bits & 0xffffe000u); }
};
struct S8 {
    static constexpr int bits = 8;
    static __device__ uint32_t encode(int c, unsigned) { return (uint32_t)(c & 0xff); }
    static __device__ double value(uint32_t bits) { return (int8_t)bits; }
};
struct U8 {
    static constexpr int bits = 8;
    static __device__ uint32_t encode(int c, unsigned) { return (uint32_t)(c + 128) & 0xff; }
    static __device__ double value(uint32_t bits) { return bits & 0xff; }
};
struct S4 {
    static constexpr int bits = 4;
    static __device__ uint32_t encode(int c, unsigned) { return (uint32_t)(c & 0xf); }
    static __device__ double value(uint32_t bits) { return ((int)(bits << 28)) >> 28; }
};
struct U4 {
    static constexpr int bits = 4;
    static __device__ uint32_t encode(int c, unsigned) { return (uint32_t)(c + 8) & 0xf; }
    static __device__ double value(uint32_t bits) { return bits & 0xf; }
};

// The ISA's fragment figures, with g = lane / 4, t = lane % 4 and e elements to a register:
// where element i of A (M x K), B (K x N) and C/D (M x 8) sits.
__device__ void a_position(int m, int e, int lane, int i, int &row, int &col) {
    int g = lane / 4, t = lane % 4, r = i / e, j = i % e;
    if (m == 16) {
        row = g + 8 * (r % 2);
        col = 4 * e * (r / 2) + e * t + j;
    } else {
        row = g;
        col = 4 * e * r + e * t + j;
    }
}
__device__ void b_position(int e, int lane, int i, int &row, int &col) {
    int g = lane / 4, t = lane % 4, r = i / e, j = i % e;
    row = 4 * e * r + e * t + j;
    col = g;
}
__device__ void c_position(int m, int lane, int i, int &row, int &col) {
    row = lane / 4 + (m == 16 ? 8 * (i / 2) : 0);
    col = 2 * (lane % 4) + i % 2;
}

// The bits of one element.
template <class Ty>
__device__ __forceinline__ uint32_t element(const uint32_t *regs, int i) {
    constexpr int e = 32 / Ty::bits;
    uint32_t word = regs[i / e] >> (i % e * Ty::bits);
    return Ty::bits == 32 ? word : word & ((1u << (Ty::bits % 32)) - 1);
}

// Fragment registers of `Ty` from codes: register r of operand `operand` packs 32 / bits
// elements, lowest first.
template <class Ty>
__device__ void fill(uint32_t *regs, int count, unsigned operand, int span) {
    constexpr int e = 32 / Ty::bits;
    unsigned lane = lane_id();
    for (int r = 0; r < count; r++) {
        uint32_t word = 0;
        for (int j = 0; j < e; j++) word |= Ty::encode(code(operand, lane, r * e + j, span), lane + r) << (j * Ty::bits);
        regs[r] = word;
    }
}

// D = A x B + C for one warp from the figures, each element a double (exact here); `acc` holds
// C's values in, D's out.
template <class TA, class TB>
__device__ void reference(int m, int k, const uint32_t *a, const uint32_t *b, double *acc, int c_count) {
    __shared__ double mat_a[2][16 * 64], mat_b[2][64 * 8];
    int warp = threadIdx.x / 32, lane = lane_id(), row, col;
    for (int i = 0; i < m * k / 32; i++) {
        a_position(m, 32 / TA::bits, lane, i, row, col);
        mat_a[warp][row * k + col] = TA::value(element<TA>(a, i));
    }
    for (int i = 0; i < k * 8 / 32; i++) {
        b_position(32 / TB::bits, lane, i, row, col);
        mat_b[warp][row * 8 + col] = TB::value(element<TB>(b, i));
    }
    __syncwarp();
    for (int i = 0; i < c_count; i++) {
        c_position(m, lane, i, row, col);
        for (int x = 0; x < k; x++) acc[i] += mat_a[warp][row * k + x] * mat_b[warp][x * 8 + col];
    }
    __syncwarp();
}

// Float accumulators: C from codes, D written as f32 words (f16 D: two halves a word).
__device__ void float_c(double *acc, int count) {
    for (int i = 0; i < count; i++) acc[i] = code(2, lane_id(), i, 16) * 0.25;
}

#define MMA_F32(name, shape, k, atype, btype, TA, TB, ra, rb, asm_a, asm_b, ...)                        \
    TEST name(uint32_t *out) {                                                                      \
        uint32_t a[ra], b[rb], *o = slot(out);                                                      \
        double acc[4];                                                                              \
        fill<TA>(a, ra, 0, 8);                                                                      \
        fill<TB>(b, rb, 1, 8);                                                                      \
        float_c(acc, 4);                                                                            \
        float d[4] = {(float)acc[0], (float)acc[1], (float)acc[2], (float)acc[3]};                  \
        MMA_F32_BODY(shape, k, atype, btype, TA, TB, asm_a, asm_b, __VA_ARGS__)                        \
        for (int i = 0; i < 4; i++) o[i] = f32_bits(d[i]);                                          \
    }

#if __CUDA_ARCH__ >= 800
#define MMA_F32_BODY(shape, k, atype, btype, TA, TB, asm_a, asm_b, ...)                               \
    asm("mma.sync.aligned." shape ".row.col.f32." atype "." btype ".f32 {%0,%1,%2,%3}, " asm_a ", " asm_b \
        ", {%0,%1,%2,%3};"                                                                            \
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])                                              \
        : __VA_ARGS__);
#else
#define MMA_F32_BODY(shape, k, atype, btype, TA, TB, asm_a, asm_b, ...) \
    reference<TA, TB>(16, k, a, b, acc, 4);                            \
    for (int i = 0; i < 4; i++) d[i] = (float)acc[i];
#endif

MMA_F32(mma_m16n8k8_f16_f32, "m16n8k8", 8, "f16", "f16", F16, F16, 2, 1, "{%4,%5}", "{%6}", "r"(a[0]), "r"(a[1]), "r"(b[0]))
MMA_F32(mma_m16n8k16_f16_f32, "m16n8k16", 16, "f16", "f16", F16, F16, 4, 2, "{%4,%5,%6,%7}", "{%8,%9}", "r"(a[0]), "r"(a[1]), "r"(a[2]),
        "r"(a[3]), "r"(b[0]), "r"(b[1]))
// Infinities and NaN in A: sums become ±inf or NaN whatever the order (f32 words, NaN canonical).
MMA_F32(mma_m16n8k16_f16_inf_nan, "m16n8k16", 16, "f16", "f16", F16Special, F16, 4, 2, "{%4,%5,%6,%7}", "{%8,%9}", "r"(a[0]), "r"(a[1]),
        "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]))
MMA_F32(mma_m16n8k8_bf16, "m16n8k8", 8, "bf16", "bf16", Bf16, Bf16, 2, 1, "{%4,%5}", "{%6}", "r"(a[0]), "r"(a[1]), "r"(b[0]))
MMA_F32(mma_m16n8k16_bf16, "m16n8k16", 16, "bf16", "bf16", Bf16, Bf16, 4, 2, "{%4,%5,%6,%7}", "{%8,%9}", "r"(a[0]), "r"(a[1]), "r"(a[2]),
        "r"(a[3]), "r"(b[0]), "r"(b[1]))
MMA_F32(mma_m16n8k4_tf32, "m16n8k4", 4, "tf32", "tf32", Tf32, Tf32, 2, 1, "{%4,%5}", "{%6}", "r"(a[0]), "r"(a[1]), "r"(b[0]))
MMA_F32(mma_m16n8k8_tf32, "m16n8k8", 8, "tf32", "tf32", Tf32, Tf32, 4, 2, "{%4,%5,%6,%7}", "{%8,%9}", "r"(a[0]), "r"(a[1]), "r"(a[2]),
        "r"(a[3]), "r"(b[0]), "r"(b[1]))

// f16 accumulators: C and D are two halves a register.
TEST mma_m16n8k16_f16_f16(uint32_t *out) {
    uint32_t a[4], b[2], c[2], *o = slot(out);
    double acc[4];
    fill<F16>(a, 4, 0, 8);
    fill<F16>(b, 2, 1, 8);
    float_c(acc, 4);
    for (int r = 0; r < 2; r++)
        c[r] = half_bits((float)acc[2 * r]) | half_bits((float)acc[2 * r + 1]) << 16;
#if __CUDA_ARCH__ >= 800
    asm("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%0,%1}, {%2,%3,%4,%5}, {%6,%7}, {%0,%1};"
        : "+r"(c[0]), "+r"(c[1])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
#else
    reference<F16, F16>(16, 16, a, b, acc, 4);
    for (int r = 0; r < 2; r++)
        c[r] = half_bits((float)acc[2 * r]) | half_bits((float)acc[2 * r + 1]) << 16;
#endif
    o[0] = c[0];
    o[1] = c[1];
}

// f64: m8n8k4, one element of A and B a thread, two of C and D.
TEST mma_m8n8k4_f64(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned lane = lane_id();
    double a = code(0, lane, 0, 8) * 0.5, b = code(1, lane, 0, 8) * 0.5;
    double d[2] = {code(2, lane, 0, 16) * 0.25, code(2, lane, 1, 16) * 0.25};
#if __CUDA_ARCH__ >= 800
    asm("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0,%1}, {%2}, {%3}, {%0,%1};" : "+d"(d[0]), "+d"(d[1]) : "d"(a), "d"(b));
#else
    __shared__ double mat_a[2][32], mat_b[2][32];
    int warp = threadIdx.x / 32, g = lane / 4, t = lane % 4;
    mat_a[warp][g * 4 + t] = a;
    mat_b[warp][t * 8 + g] = b;
    __syncwarp();
    for (int i = 0; i < 2; i++)
        for (int x = 0; x < 4; x++) d[i] += mat_a[warp][g * 4 + x] * mat_b[warp][x * 8 + 2 * t + i];
    __syncwarp();
#endif
    o[0] = f64_lo(d[0]);
    o[1] = f64_hi(d[0]);
    o[2] = f64_lo(d[1]);
    o[3] = f64_hi(d[1]);
}

// Integer accumulators near the s32 limits: positive sums overflow upward, negative ones
// downward; with .satfinite they clamp.
__device__ void int_c(int *c, int count) {
    for (int i = 0; i < count; i++) c[i] = (i % 2 ? -0x7fffffff + 40 : 0x7fffffff - 40) + code(2, lane_id(), i, 30);
}

// The reference's integer D: exact sums, wrapped to 32 bits or clamped.
__device__ int finish_int(double sum, bool satfinite) {
    if (satfinite) return sum > 2147483647.0 ? 2147483647 : sum < -2147483648.0 ? (int)0x80000000 : (int)sum;
    return (int)(uint32_t)(long long)sum;
}

#define MMA_INT(name, shape, mods, atype, btype, TA, TB, m, k, ra, rb, rc, asm_d, asm_a, asm_b, asm_c, ...)              \
    TEST name(uint32_t *out) {                                                                                     \
        uint32_t a[ra], b[rb], *o = slot(out);                                                                     \
        int c[4];                                                                                                  \
        fill<TA>(a, ra, 0, 127);                                                                                   \
        fill<TB>(b, rb, 1, 127);                                                                                   \
        int_c(c, rc);                                                                                              \
        MMA_INT_BODY(shape, mods, atype, btype, TA, TB, m, k, rc, asm_d, asm_a, asm_b, asm_c, __VA_ARGS__)        \
        for (int i = 0; i < rc; i++) o[i] = (uint32_t)c[i];                                                        \
    }

#if __CUDA_ARCH__ >= 800
#define MMA_INT_BODY(shape, mods, atype, btype, TA, TB, m, k, rc, asm_d, asm_a, asm_b, asm_c, ...)                               \
    asm("mma.sync.aligned." shape ".row.col" mods ".s32." atype "." btype ".s32 " asm_d ", " asm_a ", " asm_b ", " asm_c ";" \
        : __VA_ARGS__);
#else
#define MMA_INT_BODY(shape, mods, atype, btype, TA, TB, m, k, rc, asm_d, asm_a, asm_b, asm_c, ...) \
    {                                                                                                \
        double acc[4];                                                                               \
        for (int i = 0; i < rc; i++) acc[i] = c[i];                                                  \
        reference<TA, TB>(m, k, a, b, acc, rc);                                                      \
        for (int i = 0; i < rc; i++) c[i] = finish_int(acc[i], sizeof(mods) > 1);                    \
    }
#endif

#define FRAG_D2 "{%0,%1}"
#define FRAG_D4 "{%0,%1,%2,%3}"
#define OUT2 "+r"(c[0]), "+r"(c[1])
#define OUT4 "+r"(c[0]), "+r"(c[1]), "+r"(c[2]), "+r"(c[3])

MMA_INT(mma_m8n8k16_s8, "m8n8k16", "", "s8", "s8", S8, S8, 8, 16, 1, 1, 2, FRAG_D2, "{%2}", "{%3}", FRAG_D2, OUT2 : "r"(a[0]), "r"(b[0]))
MMA_INT(mma_m8n8k16_u8_s8_satfinite, "m8n8k16", ".satfinite", "u8", "s8", U8, S8, 8, 16, 1, 1, 2, FRAG_D2, "{%2}", "{%3}", FRAG_D2,
        OUT2 : "r"(a[0]), "r"(b[0]))
MMA_INT(mma_m16n8k16_s8_u8, "m16n8k16", "", "s8", "u8", S8, U8, 16, 16, 2, 1, 4, FRAG_D4, "{%4,%5}", "{%6}", FRAG_D4, OUT4 : "r"(a[0]), "r"(a[1]),
        "r"(b[0]))
MMA_INT(mma_m16n8k32_s8_satfinite, "m16n8k32", ".satfinite", "s8", "s8", S8, S8, 16, 32, 4, 2, 4, FRAG_D4, "{%4,%5,%6,%7}", "{%8,%9}", FRAG_D4,
        OUT4 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]))
MMA_INT(mma_m16n8k32_u8, "m16n8k32", "", "u8", "u8", U8, U8, 16, 32, 4, 2, 4, FRAG_D4, "{%4,%5,%6,%7}", "{%8,%9}", FRAG_D4, OUT4 : "r"(a[0]),
        "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]))
MMA_INT(mma_m8n8k32_s4, "m8n8k32", "", "s4", "s4", S4, S4, 8, 32, 1, 1, 2, FRAG_D2, "{%2}", "{%3}", FRAG_D2, OUT2 : "r"(a[0]), "r"(b[0]))
MMA_INT(mma_m16n8k32_u4_satfinite, "m16n8k32", ".satfinite", "u4", "u4", U4, U4, 16, 32, 2, 1, 4, FRAG_D4, "{%4,%5}", "{%6}", FRAG_D4,
        OUT4 : "r"(a[0]), "r"(a[1]), "r"(b[0]))
MMA_INT(mma_m16n8k64_s4_u4, "m16n8k64", "", "s4", "u4", S4, U4, 16, 64, 4, 2, 4, FRAG_D4, "{%4,%5,%6,%7}", "{%8,%9}", FRAG_D4, OUT4 : "r"(a[0]),
        "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]))

// Single bits: D = C + popc(row of A op column of B), 32 bits a register.
__device__ uint32_t bits_word(unsigned operand, unsigned lane, unsigned r) {
    return (operand * 0x9e3779b9u + lane * 0x85ebca6bu + r * 0xc2b2ae35u + blockIdx.x) * 0x27d4eb2fu;
}

#define MMA_B1(name, shape, op, m, k, ra, rb, rc, asm_d, asm_a, asm_b, asm_c, ...)                                \
    TEST name(uint32_t *out) {                                                                                 \
        uint32_t a[ra], b[rb], *o = slot(out);                                                                 \
        int c[4];                                                                                              \
        unsigned lane = lane_id();                                                                             \
        for (int r = 0; r < ra; r++) a[r] = bits_word(0, lane, r);                                             \
        for (int r = 0; r < rb; r++) b[r] = bits_word(1, lane, r);                                             \
        for (int i = 0; i < rc; i++) c[i] = code(2, lane, i, 1000);                                            \
        MMA_B1_BODY(shape, op, m, k, ra, rb, rc, asm_d, asm_a, asm_b, asm_c, __VA_ARGS__)                       \
        for (int i = 0; i < rc; i++) o[i] = (uint32_t)c[i];                                                    \
    }

#if __CUDA_ARCH__ >= 800
#define MMA_B1_BODY(shape, op, m, k, ra, rb, rc, asm_d, asm_a, asm_b, asm_c, ...) \
    asm("mma.sync.aligned." shape ".row.col.s32.b1.b1.s32." op ".popc " asm_d ", " asm_a ", " asm_b ", " asm_c ";" : __VA_ARGS__);
#else
// Words of A (M x K/32) and B (K/32 x 8) through shared memory, as `a_position` and
// `b_position` place one-word elements.
#define MMA_B1_BODY(shape, op, m, k, ra, rb, rc, asm_d, asm_a, asm_b, asm_c, ...)                         \
    {                                                                                                 \
        __shared__ uint32_t mat_a[2][16 * 8], mat_b[2][8 * 8];                                        \
        int warp = threadIdx.x / 32, row, col, words = k / 32;                                        \
        for (int i = 0; i < ra; i++) {                                                                \
            a_position(m, 1, lane, i, row, col);                                                      \
            mat_a[warp][row * words + col] = a[i];                                                    \
        }                                                                                             \
        for (int i = 0; i < rb; i++) {                                                                \
            b_position(1, lane, i, row, col);                                                         \
            mat_b[warp][row * 8 + col] = b[i];                                                        \
        }                                                                                             \
        __syncwarp();                                                                                 \
        for (int i = 0; i < rc; i++) {                                                                \
            c_position(m, lane, i, row, col);                                                         \
            for (int w = 0; w < words; w++) {                                                         \
                uint32_t x = mat_a[warp][row * words + w], y = mat_b[warp][w * 8 + col];              \
                c[i] += __popc(op[0] == 'a' ? x & y : x ^ y);                                         \
            }                                                                                         \
        }                                                                                             \
        __syncwarp();                                                                                 \
    }
#endif

MMA_B1(mma_m8n8k128_b1_xor, "m8n8k128", "xor", 8, 128, 1, 1, 2, FRAG_D2, "{%2}", "{%3}", FRAG_D2, OUT2 : "r"(a[0]), "r"(b[0]))
MMA_B1(mma_m16n8k128_b1_and, "m16n8k128", "and", 16, 128, 2, 1, 4, FRAG_D4, "{%4,%5}", "{%6}", FRAG_D4, OUT4 : "r"(a[0]), "r"(a[1]), "r"(b[0]))
MMA_B1(mma_m16n8k256_b1_xor, "m16n8k256", "xor", 16, 256, 4, 2, 4, FRAG_D4, "{%4,%5,%6,%7}", "{%8,%9}", FRAG_D4, OUT4 : "r"(a[0]), "r"(a[1]),
       "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]))
