// Floating-point arithmetic: f32 add/sub/mul/fma/mad under each rounding (.rn .rz .rm .rp), with
// .ftz and .sat; f64 add/sub/mul/fma under each rounding; neg and abs. Inputs are F32_VALUES
// (all 1024 ordered pairs for add and mul), F64_VALUES, and triples built so that fma rounds
// exact ties, overflows, underflows to subnormals and produces signed zeros.
#include "common.cuh"

// f64 inputs with 2^-53, half an ulp of 1.
DEFINE_F64_VALUES(0x3ca0000000000000ull, 0x3c90000000000001ull, 0xbca0000000000001ull, 0x4059000000000000ull)

// fma triples (a, b, c): ties after cancellation, ties at 1.0, overflow, subnormal results
// with ties, signed zeros, invalid operations.
__device__ const uint32_t FMA_F32[32][3] = {
    {0x3f800001u, 0x3f800001u, 0xbf800000u}, {0x3f800001u, 0xbf800001u, 0x3f800000u},
    {0x3f800000u, 0x3f800000u, 0x33800000u}, {0x3f800000u, 0x3f800000u, 0x33800001u},
    {0x3f800000u, 0x3f800000u, 0xb3800000u}, {0x3f800000u, 0x3f800000u, 0xb3000000u},
    {0x7f7fffffu, 0x40000000u, 0xff7fffffu}, {0x7f7fffffu, 0x3f800001u, 0x00000000u},
    {0xff7fffffu, 0x3f800001u, 0x00000000u}, {0x00800000u, 0x3f000000u, 0x00000000u},
    {0x00800001u, 0x3f000000u, 0x00000000u}, {0x00000001u, 0x3f000000u, 0x00000000u},
    {0x00000001u, 0x3f400000u, 0x80000000u}, {0x00000003u, 0x3f000000u, 0x80000000u},
    {0x3f800000u, 0x00000000u, 0x80000000u}, {0x80000000u, 0x3f800000u, 0x00000000u},
    {0x7f800000u, 0x00000000u, 0x3f800000u}, {0x7f800000u, 0x3f800000u, 0xff800000u},
    {0x7fc00000u, 0x00000000u, 0x7f800000u}, {0x3f800000u, 0x3f800000u, 0x7f800000u},
    {0x3eaaaaabu, 0x40400000u, 0xbf800000u}, {0x00800001u, 0x3f800000u, 0x80800000u},
    {0x00ffffffu, 0x3f800000u, 0x80800000u}, {0x3f800000u, 0x807fffffu, 0x00000000u},
    {0x5f800000u, 0x5f800000u, 0x00000000u}, {0x1f800000u, 0x1f800000u, 0x00000000u},
    {0x1f800000u, 0x1f000000u, 0x00000001u}, {0x3f7ffffeu, 0x3f7ffffeu, 0xbf7ffffcu},
    {0x4b000001u, 0x4b000001u, 0xd6800002u}, {0xbf800001u, 0x3f800001u, 0x3f800000u},
    {0x007fffffu, 0x40000000u, 0x80000001u}, {0x3f800000u, 0x3f800000u, 0xbf800000u},
};

// The same for f64, with ties of the 53-bit format.
__device__ const uint64_t FMA_F64[32][3] = {
    {0x3ff0000000000001ull, 0x3ff0000000000001ull, 0xbff0000000000000ull},
    {0x3ff0000000000001ull, 0xbff0000000000001ull, 0x3ff0000000000000ull},
    {0x3ff0000000000000ull, 0x3ff0000000000000ull, 0x3ca0000000000000ull},
    {0x3ff0000000000000ull, 0x3ff0000000000000ull, 0x3ca0000000000001ull},
    {0x3ff0000000000000ull, 0x3ff0000000000000ull, 0xbca0000000000000ull},
    {0x3ff0000000000000ull, 0x3ff0000000000000ull, 0xbc90000000000000ull},
    {0x7fefffffffffffffull, 0x4000000000000000ull, 0xffefffffffffffffull},
    {0x7fefffffffffffffull, 0x3ff0000000000001ull, 0x0000000000000000ull},
    {0xffefffffffffffffull, 0x3ff0000000000001ull, 0x0000000000000000ull},
    {0x0010000000000000ull, 0x3fe0000000000000ull, 0x0000000000000000ull},
    {0x0010000000000001ull, 0x3fe0000000000000ull, 0x0000000000000000ull},
    {0x0000000000000001ull, 0x3fe0000000000000ull, 0x0000000000000000ull},
    {0x0000000000000001ull, 0x3fe8000000000000ull, 0x8000000000000000ull},
    {0x0000000000000003ull, 0x3fe0000000000000ull, 0x8000000000000000ull},
    {0x3ff0000000000000ull, 0x0000000000000000ull, 0x8000000000000000ull},
    {0x8000000000000000ull, 0x3ff0000000000000ull, 0x0000000000000000ull},
    {0x7ff0000000000000ull, 0x0000000000000000ull, 0x3ff0000000000000ull},
    {0x7ff0000000000000ull, 0x3ff0000000000000ull, 0xfff0000000000000ull},
    {0x7ff8000000000000ull, 0x0000000000000000ull, 0x7ff0000000000000ull},
    {0x3ff0000000000000ull, 0x3ff0000000000000ull, 0x7ff0000000000000ull},
    {0x3fd5555555555555ull, 0x4008000000000000ull, 0xbff0000000000000ull},
    {0x0010000000000001ull, 0x3ff0000000000000ull, 0x8010000000000000ull},
    {0x001fffffffffffffull, 0x3ff0000000000000ull, 0x8010000000000000ull},
    {0x3ff0000000000000ull, 0x800fffffffffffffull, 0x0000000000000000ull},
    {0x5ff0000000000000ull, 0x5ff0000000000000ull, 0x0000000000000000ull},
    {0x2000000000000000ull, 0x2000000000000000ull, 0x0000000000000000ull},
    {0x2000000000000000ull, 0x1ff0000000000000ull, 0x0000000000000001ull},
    {0x3fefffffffffffffull, 0x3fefffffffffffffull, 0xbfeffffffffffffeull},
    {0x4330000000000001ull, 0x4330000000000001ull, 0xc670000000000002ull},
    {0xbff0000000000001ull, 0x3ff0000000000001ull, 0x3ff0000000000000ull},
    {0x000fffffffffffffull, 0x4000000000000000ull, 0x8000000000000001ull},
    {0x3ff0000000000000ull, 0x3ff0000000000000ull, 0xbff0000000000000ull},
};

__device__ __forceinline__ float neg_if(float x, bool n) { return n ? __uint_as_float(__float_as_uint(x) ^ 0x80000000u) : x; }
__device__ __forceinline__ double neg_if(double x, bool n) {
    return n ? __longlong_as_double(__double_as_longlong(x) ^ (long long)0x8000000000000000ull) : x;
}

// The variant of a designed fma triple that v = t / 32 picks: as is, a and c negated, a and b
// swapped, b negated.
template <typename T>
__device__ __forceinline__ void fma_variant(T &a, T &b, T &c, unsigned v) {
    if (v == 2) {
        T s = a;
        a = b;
        b = s;
    }
    a = neg_if(a, v == 1);
    b = neg_if(b, v == 3);
    c = neg_if(c, v == 1);
}

// Add and multiply over all 1024 ordered pairs of F32_VALUES, one rounding per kernel.
F32_PAIRS(f32_add_rn, "add.rn.f32")
F32_PAIRS(f32_add_rz, "add.rz.f32")
F32_PAIRS(f32_add_rm, "add.rm.f32")
F32_PAIRS(f32_add_rp, "add.rp.f32")
F32_PAIRS(f32_mul_rn, "mul.rn.f32")
F32_PAIRS(f32_mul_rz, "mul.rz.f32")
F32_PAIRS(f32_mul_rm, "mul.rm.f32")
F32_PAIRS(f32_mul_rp, "mul.rp.f32")

// Subtraction under each rounding, including x - x (+0, or -0 when rounding down).
__device__ const uint8_t SUB_PARTNERS[4] = {5, 14, 1, 19};

TEST f32_sub(uint32_t *out) {
    unsigned t = gtid();
    float a = f32_value(t & 31), b = f32_value(SUB_PARTNERS[t >> 5]);
    uint32_t *o = slot(out);
    PUT_WORDS_OF(f32_bits, o, ROUNDINGS(F2, "sub", ".f32", a, b), F2("sub.rn.f32", a, a), F2("sub.rz.f32", b, a),
                 F2("sub.rm.f32", a, a), F2("sub.rp.f32", b, a));
}

// fma over the designed triples, in each variant.
TEST f32_fma_special(uint32_t *out) {
    unsigned t = gtid(), v = t >> 5;
    float a = f32_of(FMA_F32[t & 31][0]), b = f32_of(FMA_F32[t & 31][1]), c = f32_of(FMA_F32[t & 31][2]);
    fma_variant(a, b, c, v);
    uint32_t *o = slot(out);
    PUT_WORDS_OF(f32_bits, o, ROUNDINGS(F3, "fma", ".f32", a, b, c), ROUNDINGS(F3, "fma", ".ftz.f32", a, b, c));
}

// fma over triples of F32_VALUES.
TEST f32_fma_table(uint32_t *out) {
    unsigned t = gtid();
    uint32_t *o = slot(out);
    for (unsigned k = 0; k < 2; k++) {
        unsigned j = (t >> 5) * 8 + k * 4 + (t & 3);
        float a = f32_value(t & 31), b = f32_value(j), c = f32_value((t * 7 + j * 3 + k + 1) & 31);
        o[4 * k + 0] = f32_bits(F3("fma.rn.f32", a, b, c));
        o[4 * k + 1] = f32_bits(F3("fma.rz.f32", a, b, c));
        o[4 * k + 2] = f32_bits(F3("fma.rm.f32", a, b, c));
        o[4 * k + 3] = f32_bits(F3("fma.rp.f32", a, b, c));
    }
}

// mad.rnd.f32 is fma.rnd.f32; with .ftz and .sat.
TEST f32_mad(uint32_t *out) {
    unsigned t = gtid(), v = t >> 5;
    float a = f32_of(FMA_F32[t & 31][0]), b = f32_of(FMA_F32[t & 31][1]), c = f32_of(FMA_F32[t & 31][2]);
    a = neg_if(a, v & 1);
    c = neg_if(c, v & 2);
    uint32_t *o = slot(out);
    PUT_WORDS_OF(f32_bits, o, ROUNDINGS(F3, "mad", ".f32", a, b, c), F3("mad.rn.ftz.f32", a, b, c),
                 F3("mad.rn.sat.f32", a, b, c), F3("mad.rz.ftz.sat.f32", a, b, c), F3("fma.rn.sat.f32", a, b, c));
}

// Flush-to-zero: subnormal inputs and results become zeros of the same sign.
__device__ const uint32_t FTZ_PARTNERS[8] = {
    0x00000001u, 0x807fffffu, 0x00800000u, 0x3f7ffffeu, 0x00800001u, 0x80800000u, 0x3f000000u, 0x00400000u,
};

TEST f32_ftz_add_mul(uint32_t *out) {
    unsigned t = gtid();
    float a = f32_value(t & 31), b = f32_of(FTZ_PARTNERS[t >> 5]);
    uint32_t *o = slot(out);
    PUT_WORDS_OF(f32_bits, o, ROUNDINGS(F2, "add", ".ftz.f32", a, b), ROUNDINGS(F2, "mul", ".ftz.f32", a, b));
}

TEST f32_ftz_sub_mul(uint32_t *out) {
    unsigned t = gtid();
    float a = f32_value(t & 31), b = f32_of(FTZ_PARTNERS[4 + (t >> 5)]);
    uint32_t *o = slot(out);
    PUT_WORDS_OF(f32_bits, o, F2("sub.rn.ftz.f32", a, b), F2("sub.rz.ftz.f32", a, b), F2("sub.rm.ftz.f32", a, b),
                 F2("sub.rp.ftz.f32", b, a), ROUNDINGS(F2, "mul", ".ftz.f32", a, b));
}

// Saturation clamps to [0, 1] and turns NaN into +0.
TEST f32_sat(uint32_t *out) {
    unsigned t = gtid();
    float a = f32_value(t & 31), b = f32_value((t & 31) + (t >> 5) * 9 + 1), c = f32_value(t * 5 + 3);
    uint32_t *o = slot(out);
    PUT_WORDS_OF(f32_bits, o, F2("add.sat.f32", a, b), F2("add.rz.sat.f32", a, b), F2("sub.rn.sat.f32", a, b),
                 F2("mul.sat.f32", a, b), F2("mul.rm.sat.f32", a, b), F3("fma.rp.sat.f32", a, b, c),
                 F2("add.rn.ftz.sat.f32", a, b), F2("mul.rn.ftz.sat.f32", a, b));
}

// Plain C++ operators and the rounding intrinsics, as nvcc writes them (add.f32, fma.rn.f32, ...).
TEST f32_intrinsics(uint32_t *out) {
    unsigned t = gtid();
    float a = f32_value(t & 31), b = f32_value(t >> 2), c = f32_value(t * 3);
    uint32_t *o = slot(out);
    PUT_WORDS_OF(f32_bits, o, a + b, a * b, fmaf(a, b, c), __fadd_rz(a, b), __fsub_rd(a, b), __fmul_ru(a, b),
                 __fmaf_rd(a, b, c), __fmaf_ieee_rz(a, b, c));
}

// neg and abs, with .ftz; NaN results are canonicalized (their sign is not specified).
TEST f32_neg_abs(uint32_t *out) {
    unsigned t = gtid();
    float a = f32_value(t), s = f32_of(FMA_F32[t & 31][t >> 5 & 1 ? 2 : 0]);
    double d = f64_value(t);
    uint32_t *o = slot(out);
    o[0] = f32_bits(F1("neg.f32", a));
    o[1] = f32_bits(F1("abs.f32", a));
    o[2] = f32_bits(F1("neg.ftz.f32", a));
    o[3] = f32_bits(F1("abs.ftz.f32", s));
    o[4] = f32_bits(F1("neg.ftz.f32", s));
    o[5] = f32_bits(F1("abs.f32", s));
    o[6] = f64_hi(D1("neg.f64", d)) ^ f64_lo(D1("abs.f64", d));
    o[7] = f64_hi(D1("abs.f64", d)) ^ f64_lo(D1("neg.f64", d));
}

// f64: every value of F64_VALUES against 8 partners, in two kernels, under each rounding.
__device__ const uint64_t F64_ADD_PARTNERS[8] = {
    0x3ff0000000000000ull, 0x3ca0000000000000ull, 0x8000000000000000ull, 0x7fefffffffffffffull,
    0x0000000000000001ull, 0xfff0000000000000ull, 0x3c90000000000001ull, 0x800fffffffffffffull,
};
__device__ const uint64_t F64_MUL_PARTNERS[8] = {
    0x3fe0000000000000ull, 0x3ff0000000000001ull, 0x7fefffffffffffffull, 0x2000000000000000ull,
    0xbff8000000000000ull, 0x4330000000000001ull, 0x7ff0000000000000ull, 0x0010000000000000ull,
};

#define F64_PAIRS(name, insn, partners, base)                                 \
    TEST name(uint32_t *out) {                                                \
        unsigned t = gtid();                                                  \
        double a = f64_value(t & 31), b = f64_of(partners[base + (t >> 5)]); \
        uint32_t *o = slot(out);                                              \
        put_f64s(o, {ROUNDINGS(D2, insn, ".f64", a, b)});                     \
    }

F64_PAIRS(f64_add_a, "add", F64_ADD_PARTNERS, 0)
F64_PAIRS(f64_add_b, "add", F64_ADD_PARTNERS, 4)
F64_PAIRS(f64_mul_a, "mul", F64_MUL_PARTNERS, 0)
F64_PAIRS(f64_mul_b, "mul", F64_MUL_PARTNERS, 4)
F64_PAIRS(f64_sub, "sub", F64_ADD_PARTNERS, 2)

TEST f64_fma(uint32_t *out) {
    unsigned t = gtid(), v = t >> 5;
    double a = f64_of(FMA_F64[t & 31][0]), b = f64_of(FMA_F64[t & 31][1]), c = f64_of(FMA_F64[t & 31][2]);
    fma_variant(a, b, c, v);
    uint32_t *o = slot(out);
    put_f64s(o, {ROUNDINGS(D3, "fma", ".f64", a, b, c)});
}

// f64 fma over triples of F64_VALUES, and mad.rn.f64.
TEST f64_fma_table(uint32_t *out) {
    unsigned t = gtid();
    double a = f64_value(t & 31), b = f64_value((t >> 5) * 8 + (t & 7)), c = f64_value(t * 11 + 5);
    uint32_t *o = slot(out);
    put_f64s(o, {D3("fma.rn.f64", a, b, c), D3("fma.rz.f64", a, b, c), D3("fma.rm.f64", a, b, c),
                 D3("mad.rp.f64", a, b, c)});
}
