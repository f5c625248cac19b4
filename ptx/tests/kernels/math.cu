// Division, reciprocal, square root and the approximate functions: div/rcp/sqrt under each
// rounding for f32 (with .ftz) and f64; div.full, div.approx, rcp.approx, sqrt.approx,
// rsqrt.approx, sin/cos/lg2/ex2.approx, tanh.approx, ex2.approx.f16 (kernels named *_approx,
// compared with a tolerance: their inputs keep NVIDIA's errors well inside it, and the f64
// approximations are written as f32); copysign and testp.
#include "common.cuh"

// f64 inputs with 2 and 3.
DEFINE_F64_VALUES(0x4000000000000000ull, 0x3c90000000000001ull, 0x4008000000000000ull, 0x4059000000000000ull)

// 128 f32 inputs: F32_VALUES, their neighbours below and above, and a changed mantissa.
__device__ __forceinline__ float f32_input(unsigned t) {
    uint32_t b = F32_VALUES[t & 31], v = t >> 5;
    return f32_of(v == 0 ? b : v == 1 ? b + 1 : v == 2 ? b - 1 : b ^ 0x00555555u);
}
__device__ __forceinline__ double f64_input(unsigned t) {
    uint64_t b = F64_VALUES[t & 31], v = t >> 5;
    return f64_of(v == 0 ? b : v == 1 ? b + 1 : v == 2 ? b - 1 : b ^ 0x000aaaaa55555555ull);
}

// Division over all 1024 ordered pairs of F32_VALUES, one rounding per kernel.
F32_PAIRS(f32_div_rn, "div.rn.f32")
F32_PAIRS(f32_div_rz, "div.rz.f32")
F32_PAIRS(f32_div_rm, "div.rm.f32")
F32_PAIRS(f32_div_rp, "div.rp.f32")

__device__ const uint32_t DIV_PARTNERS[8] = {
    0x3f800000u, 0x00000001u, 0x807fffffu, 0x00800000u, 0x7f7fffffu, 0x3f7ffffeu, 0x40400000u, 0x00800001u,
};

TEST f32_div_ftz(uint32_t *out) {
    unsigned t = gtid();
    float a = f32_value(t & 31);
    uint32_t *o = slot(out);
    for (unsigned k = 0; k < 2; k++) {
        float b = f32_of(DIV_PARTNERS[(t >> 5) * 2 + k]);
        o[4 * k + 0] = f32_bits(F2("div.rn.ftz.f32", a, b));
        o[4 * k + 1] = f32_bits(F2("div.rz.ftz.f32", a, b));
        o[4 * k + 2] = f32_bits(F2("div.rm.ftz.f32", b, a));
        o[4 * k + 3] = f32_bits(F2("div.rp.ftz.f32", b, a));
    }
}

__device__ const uint64_t F64_DIV_PARTNERS[8] = {
    0x3ff0000000000000ull, 0x4008000000000000ull, 0x0000000000000001ull, 0x7fefffffffffffffull,
    0x3fefffffffffffffull, 0x800fffffffffffffull, 0x0010000000000000ull, 0x7ff0000000000000ull,
};

#define F64_DIV(name, base)                                                          \
    TEST name(uint32_t *out) {                                                       \
        unsigned t = gtid();                                                         \
        double a = f64_value(t & 31), b = f64_of(F64_DIV_PARTNERS[base + (t >> 5)]); \
        if ((t >> 5) & 1) {                                                          \
            double s = a;                                                            \
            a = b;                                                                   \
            b = s;                                                                   \
        }                                                                            \
        uint32_t *o = slot(out);                                                     \
        PUT_F64_WORDS(o, ROUNDINGS(D2, "div", ".f64", a, b));                        \
    }

F64_DIV(f64_div_a, 0)
F64_DIV(f64_div_b, 4)

// rcp and sqrt of every input under each rounding, f32 also with .ftz.
#define F32_UNARY(name, op)                                                                        \
    TEST name(uint32_t *out) {                                                                     \
        float a = f32_input(gtid());                                                               \
        uint32_t *o = slot(out);                                                                   \
        PUT_WORDS_OF(f32_bits, o, ROUNDINGS(F1, op, ".f32", a), ROUNDINGS(F1, op, ".ftz.f32", a)); \
    }
#define F64_UNARY(name, op)                             \
    TEST name(uint32_t *out) {                          \
        double a = f64_input(gtid());                   \
        uint32_t *o = slot(out);                        \
        PUT_F64_WORDS(o, ROUNDINGS(D1, op, ".f64", a)); \
    }

F32_UNARY(f32_rcp, "rcp")
F64_UNARY(f64_rcp, "rcp")
F32_UNARY(f32_sqrt, "sqrt")
F64_UNARY(f64_sqrt, "sqrt")

// Division, reciprocal and square root through the CUDA intrinsics that select the roundings.
TEST f32_f64_intrinsics(uint32_t *out) {
    unsigned t = gtid();
    float a = f32_input(t), b = f32_value(t * 7 + 3);
    double x = f64_input(t), y = f64_value(t * 5 + 1);
    uint32_t *o = slot(out);
    o[0] = f32_bits(__fdiv_rz(a, b));
    o[1] = f32_bits(__frcp_rd(a));
    o[2] = f32_bits(__fsqrt_ru(a));
    o[3] = f32_bits(a / b);
    put_f64(o, 2, __ddiv_rd(x, y));
    put_f64(o, 3, __dsqrt_rz(x));
}

// ---- approximations (compared with a tolerance) ----

// Inputs for which the approximations' results are in the normal range, or special values
// whose results are exact.
__device__ const uint32_t APPROX_INPUTS[32] = {
    0x3f800000u, 0xbf800000u, 0x40490fdbu, 0x3eaaaaabu, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0x00000000u,
    0x80000000u, 0x41200000u, 0xc2c80000u, 0x3dcccccdu, 0x4b000001u, 0x3a83126fu, 0x501502f9u, 0x2edbe6ffu,
    0x3f7ffffeu, 0x3f800001u, 0x40000000u, 0xbfc00000u, 0x3f3504f3u, 0x42f6e979u, 0x1e3ce508u, 0x60ad78ecu,
    0xc0400000u, 0x3e800000u, 0x7cf0bdc2u, 0x01800000u, 0x447a0000u, 0xc479f99au, 0x358637bdu, 0x3f000000u,
};

TEST f32_div_approx(uint32_t *out) {
    unsigned t = gtid();
    float a = f32_of(APPROX_INPUTS[t & 31]), b = f32_of(APPROX_INPUTS[(t >> 5) * 8 + (t & 7)]);
    uint32_t *o = slot(out);
    PUT_WORDS_OF(f32_bits, o, F2("div.full.f32", a, b), F2("div.full.ftz.f32", a, b), F2("div.approx.f32", a, b),
                 F2("div.approx.ftz.f32", a, b), __fdividef(a, b), F2("div.full.f32", b, a), F2("div.approx.f32", b, a),
                 F2("div.approx.ftz.f32", b, a));
}

TEST f32_rcp_sqrt_approx(uint32_t *out) {
    unsigned t = gtid();
    float a = f32_of(APPROX_INPUTS[t & 31] ^ ((t >> 5) & 1 ? 0x80000000u : 0u) ^ ((t >> 6) << 22));
    double d = (double)a;
    uint32_t *o = slot(out);
    o[0] = f32_bits(F1("rcp.approx.f32", a));
    o[1] = f32_bits(F1("rcp.approx.ftz.f32", a));
    // rcp.approx.ftz.f64 is only good to about 2^-20; one Newton step makes the word exact enough.
    double r = D1("rcp.approx.ftz.f64", d);
    if (isfinite(r) && r != 0.0) r = fma(r, fma(-d, r, 1.0), r);
    o[2] = f32_bits((float)r);
    o[3] = f32_bits(F1("sqrt.approx.f32", a));
    o[4] = f32_bits(F1("sqrt.approx.ftz.f32", a));
    o[5] = f32_bits(F1("rsqrt.approx.f32", a));
    o[6] = f32_bits(F1("rsqrt.approx.ftz.f32", a));
    o[7] = f32_bits((float)D1("rsqrt.approx.f64", d));
}

// sin and cos inside [-pi, pi] where the result's magnitude is at least 0.7 (their error is
// absolute), and the special values.
__device__ const uint32_t SIN_INPUTS[16] = {  // 0.85 1 1.2 pi/2 2 2.3 -0.9 -1.3 -1.9 1.1 1.4 1.7 -2.2 0 inf NaN
    0x3f59999au, 0x3f800000u, 0x3f99999au, 0x3fc90fdbu, 0x40000000u, 0x40133333u, 0xbf666666u, 0xbfa66666u,
    0xbff33333u, 0x3f8ccccdu, 0x3fb33333u, 0x3fd9999au, 0xc00ccccdu, 0x00000000u, 0x7f800000u, 0x7fc00000u,
};
__device__ const uint32_t COS_INPUTS[16] = {  // 0 -0 0.1 0.25 0.5 0.7 -0.3 -0.6 3 -3.1 2.6 -2.5 pi 0.001 -0.7 -inf
    0x00000000u, 0x80000000u, 0x3dcccccdu, 0x3e800000u, 0x3f000000u, 0x3f333333u, 0xbe99999au, 0xbf19999au,
    0x40400000u, 0xc0466666u, 0x40266666u, 0xc0200000u, 0x40490fdbu, 0x3a83126fu, 0xbf333333u, 0xff800000u,
};
// ex2 of integers, halves and past the range (results subnormal, zero, infinite).
__device__ const uint32_t EX2_INPUTS[16] = {  // -10.5 -1 -0.5 0 0.5 1 3.3 10 20.25 100.7 127.9 -125.5 -160 128.5 -inf -0
    0xc1280000u, 0xbf800000u, 0xbf000000u, 0x00000000u, 0x3f000000u, 0x3f800000u, 0x40533333u, 0x41200000u,
    0x41a20000u, 0x42c96666u, 0x42ffcccdu, 0xc2fb0000u, 0xc3200000u, 0x43008000u, 0xff800000u, 0x80000000u,
};
// lg2 away from 1 (where its error is absolute), of 1, 0, negatives, subnormals, infinity.
__device__ const uint32_t LG2_INPUTS[16] = {  // 0.25 0.1 3 10 1e10 1e-10 1e30 65536 0.5 1 0 inf -1 3e-39 1e-30 4
    0x3e800000u, 0x3dcccccdu, 0x40400000u, 0x41200000u, 0x501502f9u, 0x2edbe6ffu, 0x7149f2cau, 0x47800000u,
    0x3f000000u, 0x3f800000u, 0x00000000u, 0x7f800000u, 0xbf800000u, 0x0020aac8u, 0x0da24260u, 0x40800000u,
};

TEST f32_transcendental_approx(uint32_t *out) {
    unsigned t = gtid();
    unsigned i = t & 15, j = (t >> 4) & 15;
    uint32_t *o = slot(out);
    o[0] = f32_bits(F1("sin.approx.f32", f32_of(SIN_INPUTS[i])));
    o[1] = f32_bits(F1("sin.approx.ftz.f32", f32_of(SIN_INPUTS[j] ^ (t & 1 ? 0x80000000u : 0u))));
    o[2] = f32_bits(F1("cos.approx.f32", f32_of(COS_INPUTS[i])));
    o[3] = f32_bits(F1("cos.approx.ftz.f32", f32_of(COS_INPUTS[j])));
    o[4] = f32_bits(F1("ex2.approx.f32", f32_of(EX2_INPUTS[i])));
    o[5] = f32_bits(F1("ex2.approx.ftz.f32", f32_of(EX2_INPUTS[j]) * (t & 1 ? 0.5f : 1.0f)));
    o[6] = f32_bits(F1("lg2.approx.f32", f32_of(LG2_INPUTS[i])));
    o[7] = f32_bits(F1("lg2.approx.ftz.f32", f32_of(LG2_INPUTS[j])));
}

// tanh.approx.f32 is only accurate to about 2^-11 relative, so its inputs are values whose
// result is exact (0, +-1 after saturation, NaN), and ex2.approx.f16 gets powers of two.
__device__ const uint32_t TANH_INPUTS[16] = {  // 0 -0 10 -10 20 -30 100 1e30 inf -inf NaN -1e20 15.5 -12 50 9
    0x00000000u, 0x80000000u, 0x41200000u, 0xc1200000u, 0x41a00000u, 0xc1f00000u, 0x42c80000u, 0x7149f2cau,
    0x7f800000u, 0xff800000u, 0x7fc00000u, 0xe0ad78ecu, 0x41780000u, 0xc1400000u, 0x42480000u, 0x41100000u,
};
__device__ const uint16_t EX2_F16_INPUTS[16] = {0x0000, 0x8000, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4200, 0xc200,
                                                0x4800, 0xc800, 0x4b00, 0xcb00, 0x7c00, 0xfc00, 0x7e00, 0x4c00};

TEST f32_tanh_ex2_f16_approx(uint32_t *out) {
    unsigned t = gtid();
    unsigned i = t & 15, j = (t >> 4) & 15;
    uint32_t *o = slot(out);
    o[0] = f32_bits(F1("tanh.approx.f32", f32_of(TANH_INPUTS[i])));
    o[1] = f32_bits(F1("tanh.approx.f32", f32_of(TANH_INPUTS[j])));
    o[2] = f32_bits(h2f(H1("ex2.approx.f16", EX2_F16_INPUTS[i])));
    uint32_t w = (uint32_t)EX2_F16_INPUTS[j] | ((uint32_t)EX2_F16_INPUTS[(i + j) & 15] << 16);
    uint32_t r = R1("ex2.approx.f16x2", w);
    o[3] = f32_bits(h2f((uint16_t)r));
    o[4] = f32_bits(h2f((uint16_t)(r >> 16)));
    o[5] = f32_bits(exp2f(f32_of(EX2_INPUTS[i]) * 0.25f));
}

// ---- exact: copysign and testp ----

TEST copysign_f32_f64(uint32_t *out) {
    unsigned t = gtid();
    float a = f32_value(t & 31), b = f32_value((t >> 5) * 8 + (t & 7));
    double x = f64_value(t & 31), y = f64_value((t >> 5) * 8 + ((t >> 2) & 7));
    uint32_t *o = slot(out);
    o[0] = f32_bits(F2("copysign.f32", a, b));
    o[1] = f32_bits(F2("copysign.f32", b, a));
    o[2] = f32_bits(copysignf(b, a));
    put_f64(o, 2, D2("copysign.f64", x, y));
    put_f64(o, 3, D2("copysign.f64", y, x));
    o[3] = f64_hi(copysign(x, y));
}

#define TESTP(op, type, constraint, a)                                                         \
    ({                                                                                         \
        uint32_t d_;                                                                           \
        asm volatile("{ .reg .pred p;\n\ttestp." op "." type " p, %1;\n\tselp.u32 %0, 1, 0, p; }" \
                     : "=r"(d_) : constraint(a));                                              \
        d_;                                                                                    \
    })

// Every property of a: bit k is property k.
#define TESTP_MASK(type, constraint, a)                                                          \
    (TESTP("finite", type, constraint, a) | TESTP("infinite", type, constraint, a) << 1 |        \
     TESTP("number", type, constraint, a) << 2 | TESTP("notanumber", type, constraint, a) << 3 | \
     TESTP("normal", type, constraint, a) << 4 | TESTP("subnormal", type, constraint, a) << 5)

// Word 0 holds every property of the f32 input, word 1 those of the f64 input.
TEST testp_all(uint32_t *out) {
    unsigned t = gtid();
    float a = f32_input(t);
    double x = f64_input(t);
    uint32_t *o = slot(out);
    o[0] = TESTP_MASK("f32", "f", a);
    o[1] = TESTP_MASK("f64", "d", x);
    o[2] = __float_as_uint(a);
    o[3] = (uint32_t)(__double_as_longlong(x) >> 32);
    o[4] = (uint32_t)isnan(a) | (uint32_t)isinf(a) << 1 | (uint32_t)isfinite(a) << 2 | (uint32_t)signbit(a) << 3;
    o[5] = (uint32_t)isnan(x) | (uint32_t)isinf(x) << 1 | (uint32_t)isfinite(x) << 2 | (uint32_t)signbit(x) << 3;
}
