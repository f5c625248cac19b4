// Half precision: f16 and f16x2 add/sub/mul/fma (.rn, .ftz, .sat), neg/abs, setp and set on f16
// and f16x2; and, needing sm_80, f16 min/max (with .NaN), fma.rn.relu.f16, bf16 and bf16x2
// fma.rn (with .relu), neg/abs/min/max on bf16.
//
// The sm_80 kernels compute the same words in the compute_75 build without those instructions
// (the #else branches), so that both builds of this file agree. bf16 add/mul/sub need sm_90 and
// live in arith_rare.ptx. Conversions are in convert.cu.
#include "common.cuh"

// Interesting f16 values: zeros, subnormals, 1 and its neighbours, ties of the format, the
// largest finite values, infinities, NaN.
__device__ const uint16_t F16_VALUES[32] = {
    0x0000, 0x8000, 0x0001, 0x83ff, 0x0400, 0x3c00, 0xbc00, 0x3c01, 0x3e00, 0x4248, 0xc248, 0x3555,
    0x7bff, 0xfbff, 0x7c00, 0xfc00, 0x7e00, 0x1000, 0x1001, 0x3800, 0x3bff, 0x0200, 0x7800, 0x0401,
    0xc900, 0x2e66, 0x5640, 0x7a00, 0x3c02, 0x03ff, 0x8001, 0x5bff,
};

// The same for bf16.
__device__ const uint16_t BF16_VALUES[32] = {
    0x0000, 0x8000, 0x0001, 0x807f, 0x0080, 0x3f80, 0xbf80, 0x3f81, 0x3fc0, 0x4049, 0xc049, 0x3eab,
    0x7f7f, 0xff7f, 0x7f80, 0xff80, 0x7fc0, 0x3b80, 0x3b81, 0x3f00, 0x3f7f, 0x0040, 0x7f00, 0x3c00,
    0xc120, 0x3dcd, 0x42c8, 0x3f82, 0x0081, 0x1f80, 0x2000, 0x5f80,
};

// bf16 fma triples: ties of the format at 1, overflow, subnormal results, cancellation.
__device__ const uint16_t FMA_BF16[16][3] = {
    {0x3f80, 0x3f80, 0x3b80}, {0x3f80, 0x3f80, 0x3b81}, {0x3f80, 0x3f80, 0xbb00}, {0x3f81, 0x3f81, 0xbf80},
    {0x7f7f, 0x4000, 0xff7f}, {0x7f7f, 0x3f81, 0x0000}, {0x0080, 0x3f00, 0x0000}, {0x0081, 0x3f00, 0x8000},
    {0x0001, 0x3f00, 0x0000}, {0x0003, 0x3f00, 0x8000}, {0x3f80, 0x0000, 0x8000}, {0x7f80, 0x0000, 0x3f80},
    {0x3f80, 0x3f80, 0xbf80}, {0x3f81, 0xbf81, 0x3f80}, {0x1f80, 0x1f80, 0x0001}, {0x4049, 0x4049, 0xc11e},
};

__device__ __forceinline__ uint16_t f16v(unsigned i) { return F16_VALUES[i % 32]; }
__device__ __forceinline__ uint16_t bf16v(unsigned i) { return BF16_VALUES[i % 32]; }

// Every ordered pair of F16_VALUES: thread t takes a = F16_VALUES[t % 32] and 8 partners.
TEST f16_add_mul(uint32_t *out) {
    unsigned t = gtid();
    uint16_t a = f16v(t & 31);
    uint32_t *o = slot(out);
    for (unsigned k = 0; k < 4; k++) {
        uint16_t b0 = f16v((t >> 5) * 8 + 2 * k), b1 = f16v((t >> 5) * 8 + 2 * k + 1);
        o[k] = H_PAIR(H2("add.rn.f16", a, b0), H2("add.f16", a, b1));
        o[4 + k] = H_PAIR(H2("mul.rn.f16", a, b0), H2("mul.f16", a, b1));
    }
}

TEST f16_sub_fma(uint32_t *out) {
    unsigned t = gtid();
    uint16_t a = f16v(t & 31);
    uint32_t *o = slot(out);
    for (unsigned k = 0; k < 4; k++) {
        uint16_t b0 = f16v((t >> 5) * 8 + 2 * k), b1 = f16v((t >> 5) * 8 + 2 * k + 1);
        uint16_t c0 = f16v(t * 3 + k), c1 = f16v(t * 5 + k + 7);
        o[k] = H_PAIR(H2("sub.rn.f16", a, b0), H2("sub.f16", b1, a));
        o[4 + k] = H_PAIR(H3("fma.rn.f16", a, b0, c0), H3("fma.rn.f16", b1, a, c1));
    }
}

TEST f16_ftz_sat(uint32_t *out) {
    unsigned t = gtid();
    uint16_t a = f16v(t & 31), b = f16v((t >> 5) * 8 + (t & 7)), c = f16v(t * 3 + 1);
    uint16_t s = f16v((t >> 5) + 28) ^ (t & 32 ? 0x8000 : 0);  // subnormals and a neighbour
    uint32_t *o = slot(out);
    o[0] = H_PAIR(H2("add.ftz.f16", a, b), H2("add.rn.ftz.f16", a, s));
    o[1] = H_PAIR(H2("sub.ftz.f16", a, b), H2("sub.rn.ftz.f16", a, s));
    o[2] = H_PAIR(H2("mul.ftz.f16", a, b), H2("mul.rn.ftz.f16", a, s));
    o[3] = H_PAIR(H3("fma.rn.ftz.f16", a, b, c), H3("fma.rn.ftz.f16", a, s, c));
    o[4] = H_PAIR(H2("add.sat.f16", a, b), H2("add.rn.ftz.sat.f16", a, s));
    o[5] = H_PAIR(H2("sub.sat.f16", a, b), H2("mul.rn.sat.f16", a, b));
    o[6] = H_PAIR(H3("fma.rn.sat.f16", a, b, c), H3("fma.rn.ftz.sat.f16", a, s, c));
    o[7] = H_PAIR(H2("mul.ftz.sat.f16", a, s), H2("add.ftz.f16", s, s));
}

// f16x2: two independent lanes; the high lane gets other inputs than the low one.
TEST f16x2_arith(uint32_t *out) {
    unsigned t = gtid();
    uint32_t a = pack(f16v(t & 31), f16v((t >> 5) * 8 + (t & 7)));
    uint32_t b = pack(f16v((t >> 5) * 8 + ((t >> 3) & 7)), f16v(t + 11));
    uint32_t c = pack(f16v(t * 3 + 1), f16v(t * 7 + 2));
    uint32_t *o = slot(out);
    PUT_WORDS_OF(h2_bits, o, R2("add.rn.f16x2", a, b), R2("sub.rn.f16x2", a, b), R2("mul.rn.f16x2", a, b),
                 R3("fma.rn.f16x2", a, b, c), R2("add.f16x2", b, a), R2("sub.f16x2", b, a), R2("mul.f16x2", b, c),
                 R3("fma.rn.f16x2", c, a, b));
}

TEST f16x2_ftz_sat(uint32_t *out) {
    unsigned t = gtid();
    uint32_t a = pack(f16v(t & 31), f16v((t >> 5) + 28));
    uint32_t b = pack(f16v((t >> 5) * 8 + (t & 7)), f16v(t + 3));
    uint32_t c = pack(f16v(t * 3 + 1), f16v(t * 7 + 2) ^ 0x8000u);
    uint32_t *o = slot(out);
    PUT_WORDS_OF(h2_bits, o, R2("add.ftz.f16x2", a, b), R2("sub.rn.ftz.f16x2", a, b), R2("mul.rn.ftz.f16x2", a, b),
                 R3("fma.rn.ftz.f16x2", a, b, c), R2("add.sat.f16x2", a, b), R2("sub.rn.sat.f16x2", a, b),
                 R2("mul.rn.ftz.sat.f16x2", a, b), R3("fma.rn.sat.f16x2", a, b, c));
}

TEST f16_neg_abs(uint32_t *out) {
    unsigned t = gtid();
    uint16_t a = f16v(t), b = f16v(t + 13);
    uint32_t w = pack(a, b);
    uint32_t *o = slot(out);
    o[0] = H_PAIR(H1("neg.f16", a), H1("abs.f16", a));
    o[1] = H_PAIR(H1("neg.ftz.f16", a), H1("abs.ftz.f16", a));
    o[2] = h2_bits(R1("neg.f16x2", w));
    o[3] = h2_bits(R1("abs.f16x2", w));
    o[4] = h2_bits(R1("neg.ftz.f16x2", w));
    o[5] = h2_bits(R1("abs.ftz.f16x2", w));
    o[6] = H_PAIR(H1("neg.f16", b), H1("abs.ftz.f16", b));
    o[7] = H_PAIR(H1("neg.ftz.f16", b), H1("abs.f16", b));
}

// setp and set on f16 and f16x2 with every float comparison: bit k of a word is comparison k.
#define SETP_H(op, a, b)                                                                       \
    ({                                                                                         \
        uint32_t d_;                                                                           \
        asm volatile("{ .reg .pred p;\n\tsetp." op ".f16 p, %1, %2;\n\tselp.u32 %0, 1, 0, p; }" \
                     : "=r"(d_) : "h"(a), "h"(b));                                             \
        d_;                                                                                    \
    })
#define SETP_H2(op, a, b)                                                                          \
    ({                                                                                             \
        uint32_t d_;                                                                               \
        asm volatile("{ .reg .pred p, q;\n\t.reg .b32 x;\n\tsetp." op ".f16x2 p|q, %1, %2;\n\t"       \
                     "selp.u32 %0, 1, 0, p;\n\tselp.u32 x, 2, 0, q;\n\tor.b32 %0, %0, x; }"          \
                     : "=r"(d_) : "r"(a), "r"(b));                                                 \
        d_;                                                                                        \
    })

// Every comparison of a pair of f16 values, and of two f16x2 pairs (p and q per comparison).
__device__ uint32_t h_mask(uint16_t a, uint16_t b) {
    return SETP_H("eq", a, b) | SETP_H("ne", a, b) << 1 | SETP_H("lt", a, b) << 2 | SETP_H("le", a, b) << 3 |
           SETP_H("gt", a, b) << 4 | SETP_H("ge", a, b) << 5 | SETP_H("equ", a, b) << 6 | SETP_H("neu", a, b) << 7 |
           SETP_H("ltu", a, b) << 8 | SETP_H("leu", a, b) << 9 | SETP_H("gtu", a, b) << 10 |
           SETP_H("geu", a, b) << 11 | SETP_H("num", a, b) << 12 | SETP_H("nan", a, b) << 13 |
           SETP_H("lt.ftz", a, b) << 14 | SETP_H("eq.ftz", a, b) << 15;
}
__device__ uint32_t h2_mask(uint32_t w, uint32_t x) {
    return SETP_H2("eq", w, x) | SETP_H2("ne", w, x) << 2 | SETP_H2("lt", w, x) << 4 | SETP_H2("le", w, x) << 6 |
           SETP_H2("gt", w, x) << 8 | SETP_H2("ge", w, x) << 10 | SETP_H2("equ", w, x) << 12 |
           SETP_H2("neu", w, x) << 14 | SETP_H2("ltu", w, x) << 16 | SETP_H2("leu", w, x) << 18 |
           SETP_H2("gtu", w, x) << 20 | SETP_H2("geu", w, x) << 22 | SETP_H2("num", w, x) << 24 |
           SETP_H2("nan", w, x) << 26 | SETP_H2("le.ftz", w, x) << 28 | SETP_H2("ne.ftz", w, x) << 30;
}

TEST f16_setp(uint32_t *out) {
    unsigned t = gtid();
    uint16_t a = f16v(t & 31), b = f16v((t >> 5) * 8 + (t & 7)), c = f16v(t >> 2);
    uint32_t w = pack(a, c), x = pack(b, b ^ 0x8000u);
    uint32_t *o = slot(out);
    o[0] = h_mask(a, b);
    o[1] = h2_mask(w, x);
    o[3] = h_mask(b, a);
    o[4] = h_mask(a, c) | h_mask(c, b) << 16;
    o[5] = h2_mask(x, w);
    o[6] = h2_mask(w, pack(c, a));
    o[7] = h2_mask(pack(b, c), x);
    // Combined with a predicate: p|q = (a < b) and/or/xor r.
    uint32_t r0, r1, r2;
    asm volatile(
        "{ .reg .pred r, p, q;\n\t.reg .b32 x;\n\t"
        "setp.ne.u32 r, %3, 0;\n\t"
        "setp.lt.and.f16x2 p|q, %4, %5, r;\n\t"
        "selp.u32 %0, 1, 0, p;\n\tselp.u32 x, 2, 0, q;\n\tor.b32 %0, %0, x;\n\t"
        "setp.gtu.or.f16x2 p|q, %4, %5, !r;\n\t"
        "selp.u32 %1, 1, 0, p;\n\tselp.u32 x, 2, 0, q;\n\tor.b32 %1, %1, x;\n\t"
        "setp.ge.xor.f16 p, %6, %7, r;\n\t"
        "selp.u32 %2, 1, 0, p; }"
        : "=&r"(r0), "=&r"(r1), "=&r"(r2)
        : "r"(t & 64), "r"(w), "r"(x), "h"(a), "h"(b));
    o[2] = r0 | r1 << 2 | r2 << 4;
}

// set on f16x2 and f16: integer destinations get all ones or 0, f16 and f16x2 ones 1.0 or 0.
TEST f16_set(uint32_t *out) {
    unsigned t = gtid();
    uint16_t a = f16v(t & 31), b = f16v((t >> 5) * 8 + (t & 7)), c = f16v(t >> 2);
    uint32_t w = pack(a, c), x = pack(b, b ^ 0x8000u);
    uint32_t *o = slot(out);
    o[0] = R2("set.lt.f16x2.f16x2", w, x);
    o[1] = R2("set.geu.u32.f16x2", w, x);
    o[2] = R2("set.nan.s32.f16x2", w, x);
    o[3] = H2("set.le.f16.f16", a, b);
    o[4] = ASM_R("set.neu.u32.f16 %0, %1, %2;", "h"(a), "h"(b));
    o[5] = R2("set.gtu.ftz.f16x2.f16x2", x, w);
    o[6] = R2("set.ge.ftz.u32.f16x2", x, w);
}

// ---- sm_80: f16 min/max and fma.rn.relu.f16, with the same results computed without them ----

#if __CUDA_ARCH__ < 800
__device__ __forceinline__ bool h_nan(uint16_t h) { return (h & 0x7fff) > 0x7c00; }
// min/max as PTX defines them: a NaN operand yields the other (.NaN: yields NaN), -0 < +0.
__device__ uint16_t h_minmax(uint16_t a, uint16_t b, bool max, bool nan) {
    if (h_nan(a) || h_nan(b)) return nan || (h_nan(a) && h_nan(b)) ? 0x7fff : h_nan(a) ? b : a;
    float x = h2f(a), y = h2f(b);
    if (x == y) return max ? (a & b) : (a | b);  // equal: only zeros of different signs differ
    return (x < y) != max ? a : b;
}
__device__ uint16_t h_relu(uint16_t h) { return h_nan(h) ? 0x7fff : (h & 0x8000) ? 0 : h; }
#endif

TEST f16_minmax(uint32_t *out) {
    unsigned t = gtid();
    uint16_t a = f16v(t & 31);
    uint32_t *o = slot(out);
    for (unsigned k = 0; k < 2; k++) {
        uint16_t b = f16v((t >> 5) * 8 + (t & 3) * 2 + k);
        uint32_t w = pack(a, b), x = pack(b, f16v(t + 17 * k));
#if __CUDA_ARCH__ >= 800
        o[4 * k + 0] = H_PAIR(H2("min.f16", a, b), H2("max.f16", a, b));
        o[4 * k + 1] = H_PAIR(H2("min.NaN.f16", a, b), H2("max.NaN.f16", a, b));
        o[4 * k + 2] = h2_bits(R2("min.f16x2", w, x));
        o[4 * k + 3] = h2_bits(R2("max.NaN.f16x2", w, x));
#else
        uint16_t x0 = (uint16_t)x, x1 = (uint16_t)(x >> 16);
        o[4 * k + 0] = H_PAIR(h_minmax(a, b, false, false), h_minmax(a, b, true, false));
        o[4 * k + 1] = H_PAIR(h_minmax(a, b, false, true), h_minmax(a, b, true, true));
        o[4 * k + 2] = H_PAIR(h_minmax(a, x0, false, false), h_minmax(b, x1, false, false));
        o[4 * k + 3] = H_PAIR(h_minmax(a, x0, true, true), h_minmax(b, x1, true, true));
#endif
    }
}

TEST f16_fma_relu(uint32_t *out) {
    unsigned t = gtid();
    uint16_t a = f16v(t & 31);
    uint32_t *o = slot(out);
    for (unsigned k = 0; k < 4; k++) {
        uint16_t b = f16v((t >> 5) * 8 + 2 * k + (t & 1)), c = f16v(t * 5 + k * 9);
        uint32_t w = pack(a, b), x = pack(b, c), y = pack(c, a);
#if __CUDA_ARCH__ >= 800
        o[k] = H_PAIR(H3("fma.rn.relu.f16", a, b, c), H3("fma.rn.ftz.relu.f16", a, b, c));
        o[4 + k] = h2_bits(R3("fma.rn.relu.f16x2", w, x, y));
#else
        uint16_t f = H3("fma.rn.f16", a, b, c), g = H3("fma.rn.ftz.f16", a, b, c);
        o[k] = H_PAIR(h_relu(f), h_relu(g));
        uint32_t r = R3("fma.rn.f16x2", w, x, y);
        o[4 + k] = pack(h_relu((uint16_t)r), h_relu((uint16_t)(r >> 16)));
#endif
    }
}

// ---- sm_80: bf16 ----

#if __CUDA_ARCH__ < 800
__device__ __forceinline__ float bf2f(uint16_t h) { return __uint_as_float((uint32_t)h << 16); }
__device__ __forceinline__ bool bf_nan(uint16_t h) { return (h & 0x7fff) > 0x7f80; }
// f32 to bf16, to nearest even.
__device__ uint16_t f2bf_rn(float x) {
    uint32_t u = __float_as_uint(x);
    if ((u & 0x7fffffffu) > 0x7f800000u) return 0x7fff;
    return (uint16_t)((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
}
// fma.rn.bf16 without it: the product is exact in f64; the sum is rounded to odd in f64, then
// to odd in f32 (both wide enough for the final rounding to be right), then to nearest bf16.
__device__ uint16_t bf_fma(uint16_t ha, uint16_t hb, uint16_t hc, bool relu) {
    double p = (double)bf2f(ha) * (double)bf2f(hb), c = (double)bf2f(hc);
    double s = __dadd_rz(p, c);
    uint16_t r;
    if (s != s) {
        r = 0x7fff;
    } else {
        if (__dadd_ru(p, c) != __dadd_rd(p, c))
            s = __longlong_as_double(__double_as_longlong(s) | 1);
        float f = __double2float_rz(s);
        if ((double)f != s) f = __uint_as_float(__float_as_uint(f) | 1u);
        r = f2bf_rn(f);
    }
    return relu && !bf_nan(r) && (r & 0x8000) ? 0 : r;
}
__device__ uint16_t bf_minmax(uint16_t a, uint16_t b, bool max, bool nan) {
    if (bf_nan(a) || bf_nan(b)) return nan || (bf_nan(a) && bf_nan(b)) ? 0x7fff : bf_nan(a) ? b : a;
    float x = bf2f(a), y = bf2f(b);
    if (x == y) return max ? (a & b) : (a | b);
    return (x < y) != max ? a : b;
}
#endif

// bf16 fma over triples of BF16_VALUES, plain and with .relu.
TEST bf16_fma(uint32_t *out) {
    unsigned t = gtid();
    uint16_t a = bf16v(t & 31);
    uint32_t *o = slot(out);
    for (unsigned k = 0; k < 4; k++) {
        uint16_t b0 = bf16v((t >> 5) * 8 + 2 * k), b1 = bf16v((t >> 5) * 8 + 2 * k + 1);
        uint16_t c0 = bf16v(t * 3 + k), c1 = bf16v(t * 7 + k + 5);
#if __CUDA_ARCH__ >= 800
        o[k] = BF_PAIR(H3("fma.rn.bf16", a, b0, c0), H3("fma.rn.bf16", b1, a, c1));
        o[4 + k] = BF_PAIR(H3("fma.rn.relu.bf16", a, b0, c0), H3("fma.rn.relu.bf16", b1, a, c1));
#else
        o[k] = BF_PAIR(bf_fma(a, b0, c0, false), bf_fma(b1, a, c1, false));
        o[4 + k] = BF_PAIR(bf_fma(a, b0, c0, true), bf_fma(b1, a, c1, true));
#endif
    }
}

// bf16x2 fma over the designed triples (low lane) and table triples (high lane); neg, abs,
// min, max on bf16.
TEST bf16x2_fma_minmax(uint32_t *out) {
    unsigned t = gtid();
    unsigned f = t & 15;
    uint16_t sign = (t & 16) ? 0x8000 : 0;
    uint16_t a0 = FMA_BF16[f][0] ^ sign, b0 = FMA_BF16[f][1], c0 = FMA_BF16[f][2] ^ sign;
    uint16_t a1 = bf16v(t), b1 = bf16v(t >> 2), c1 = bf16v(t * 5 + 1);
    uint32_t a = pack(a0, a1), b = pack(b0, b1), c = pack(c0, c1);
    uint16_t x = bf16v(t & 31), y = bf16v((t >> 5) * 8 + (t & 7));
    uint32_t *o = slot(out);
#if __CUDA_ARCH__ >= 800
    o[0] = bf2_bits(R3("fma.rn.bf16x2", a, b, c));
    o[1] = bf2_bits(R3("fma.rn.relu.bf16x2", a, b, c));
    o[2] = BF_PAIR(H1("neg.bf16", x), H1("abs.bf16", x));
    o[3] = bf2_bits(R1("neg.bf16x2", a)) ^ bf2_bits(R1("abs.bf16x2", c));
    o[4] = BF_PAIR(H2("min.bf16", x, y), H2("max.bf16", x, y));
    o[5] = BF_PAIR(H2("min.NaN.bf16", x, y), H2("max.NaN.bf16", x, y));
    o[6] = bf2_bits(R2("min.bf16x2", a, c));
    o[7] = bf2_bits(R2("max.NaN.bf16x2", a, c));
#else
    o[0] = BF_PAIR(bf_fma(a0, b0, c0, false), bf_fma(a1, b1, c1, false));
    o[1] = BF_PAIR(bf_fma(a0, b0, c0, true), bf_fma(a1, b1, c1, true));
    o[2] = BF_PAIR(x ^ 0x8000, x & 0x7fff);
    o[3] = bf2_bits(a ^ 0x80008000u) ^ bf2_bits(c & 0x7fff7fffu);
    o[4] = BF_PAIR(bf_minmax(x, y, false, false), bf_minmax(x, y, true, false));
    o[5] = BF_PAIR(bf_minmax(x, y, false, true), bf_minmax(x, y, true, true));
    o[6] = BF_PAIR(bf_minmax(a0, c0, false, false), bf_minmax(a1, c1, false, false));
    o[7] = BF_PAIR(bf_minmax(a0, c0, true, true), bf_minmax(a1, c1, true, true));
#endif
}
