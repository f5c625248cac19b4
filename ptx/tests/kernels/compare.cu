// Comparisons and selections: setp with every comparison for s16/u16/b16, s32/u32/b32,
// s64/u64/b64, f32 and f64 (with .ftz), combined with .and/.or/.xor and a (negated) predicate,
// both destinations p|q (and the sink _); set with integer and float destinations; selp; slct
// with s32 and f32 selectors (-0.0, NaN, subnormals); and/or/xor/not on predicates.
#include "common.cuh"

// One comparison as 0 or 1.
#define SETP(cmp, a, b, ca, cb)                                                           \
    ({                                                                                    \
        uint32_t d_;                                                                      \
        asm volatile("{ .reg .pred p;\n\tsetp." cmp " p, %1, %2;\n\tselp.u32 %0, 1, 0, p; }" \
                     : "=r"(d_) : ca(a), cb(b));                                          \
        d_;                                                                               \
    })
#define SETP_R(cmp, a, b) SETP(cmp, a, b, "r", "r")
#define SETP_H(cmp, a, b) SETP(cmp, a, b, "h", "h")
#define SETP_L(cmp, a, b) SETP(cmp, a, b, "l", "l")
#define SETP_F(cmp, a, b) SETP(cmp, a, b, "f", "f")
#define SETP_D(cmp, a, b) SETP(cmp, a, b, "d", "d")

// setp.cmp.bool p|q, a, b, c with c = (cv != 0) or its negation: bit 0 is p, bit 1 is q.
#define SETP2(cmp, a, b, cv, ca)                                                   \
    ({                                                                             \
        uint32_t d_;                                                               \
        asm volatile(                                                              \
            "{ .reg .pred c, p, q;\n\t.reg .b32 x;\n\t"                           \
            "setp.ne.u32 c, %3, 0;\n\t"                                            \
            "setp." cmp " p|q, %1, %2, c;\n\t"                                     \
            "selp.u32 %0, 1, 0, p;\n\tselp.u32 x, 2, 0, q;\n\tor.b32 %0, %0, x; }" \
            : "=r"(d_) : ca(a), ca(b), "r"(cv));                                   \
        d_;                                                                        \
    })

// 16-bit inputs; 64-bit inputs with 2^31 and 2^32 - 2.
DEFINE_U16_VALUES()
DEFINE_U64_VALUES(0x0000000080000000ull, 0x00000000fffffffeull)
// f64 inputs with a negative NaN that has a payload, and 1 twice (equal operands).
DEFINE_F64_VALUES(0xfff8000000000001ull, 0x3c90000000000001ull, 0xbca0000000000001ull, 0x3ff0000000000000ull)

// Every comparison of one pair, with S one of the SETP_ macros: bit k is comparison k. The
// integer ones take the width ("32"), the float ones the type ("f32").
#define INT_COMPARISONS(S, w, a, b)                                                                \
    S("eq.s" w, a, b) | S("ne.s" w, a, b) << 1 | S("lt.s" w, a, b) << 2 | S("le.s" w, a, b) << 3 | \
        S("gt.s" w, a, b) << 4 | S("ge.s" w, a, b) << 5 | S("lo.u" w, a, b) << 6 |                 \
        S("ls.u" w, a, b) << 7 | S("hi.u" w, a, b) << 8 | S("hs.u" w, a, b) << 9 |                 \
        S("lt.u" w, a, b) << 10 | S("ge.u" w, a, b) << 11 | S("eq.b" w, a, b) << 12 |              \
        S("ne.b" w, a, b) << 13
#define FLOAT_COMPARISONS(S, type, a, b)                                                      \
    S("eq." type, a, b) | S("ne." type, a, b) << 1 | S("lt." type, a, b) << 2 |               \
        S("le." type, a, b) << 3 | S("gt." type, a, b) << 4 | S("ge." type, a, b) << 5 |      \
        S("equ." type, a, b) << 6 | S("neu." type, a, b) << 7 | S("ltu." type, a, b) << 8 |   \
        S("leu." type, a, b) << 9 | S("gtu." type, a, b) << 10 | S("geu." type, a, b) << 11 | \
        S("num." type, a, b) << 12 | S("nan." type, a, b) << 13

// 32 bits adds gt.u32 and le.u32, f32 three comparisons with .ftz.
__device__ uint32_t int32_mask(uint32_t a, uint32_t b) {
    return INT_COMPARISONS(SETP_R, "32", a, b) | SETP_R("gt.u32", a, b) << 14 | SETP_R("le.u32", a, b) << 15;
}
__device__ uint32_t int16_mask(uint16_t a, uint16_t b) { return INT_COMPARISONS(SETP_H, "16", a, b); }
__device__ uint32_t int64_mask(uint64_t a, uint64_t b) { return INT_COMPARISONS(SETP_L, "64", a, b); }
__device__ uint32_t f32_mask(float a, float b) {
    return FLOAT_COMPARISONS(SETP_F, "f32", a, b) | SETP_F("lt.ftz.f32", a, b) << 14 |
           SETP_F("eq.ftz.f32", a, b) << 15 | SETP_F("geu.ftz.f32", a, b) << 16;
}
__device__ uint32_t f64_mask(double a, double b) { return FLOAT_COMPARISONS(SETP_D, "f64", a, b); }

// All 256 ordered pairs of U32_VALUES (two per thread), then the same for 16 and 64 bits.
TEST setp_int(uint32_t *out) {
    unsigned t = gtid();
    unsigned i = t & 15, j0 = (t >> 4) * 2, j1 = j0 + 1;
    uint32_t *o = slot(out);
    o[0] = int32_mask(u32_value(i), u32_value(j0));
    o[1] = int32_mask(u32_value(i), u32_value(j1));
    o[2] = int16_mask(U16_VALUES[i], U16_VALUES[j0]);
    o[3] = int16_mask(U16_VALUES[i], U16_VALUES[j1]);
    o[4] = int64_mask(U64_VALUES[i], U64_VALUES[j0]);
    o[5] = int64_mask(U64_VALUES[i], U64_VALUES[j1]);
    // Immediate operands.
    uint32_t a = u32_value(i);
    o[6] = ASM_R("{ .reg .pred p;\n\tsetp.gt.s32 p, %1, -2;\n\tselp.u32 %0, 1, 0, p; }", "r"(a));
    o[7] = ASM_R("{ .reg .pred p;\n\tsetp.hi.u32 p, %1, 0x80000000;\n\tselp.u32 %0, 1, 0, p; }", "r"(a));
}

// All 1024 ordered pairs of the f32 (f64) inputs: word k holds every comparison of (a, partner k).
#define SETP_SWEEP(name, T, value, mask)                                          \
    TEST name(uint32_t *out) {                                                    \
        unsigned t = gtid();                                                      \
        T a = value(t & 31);                                                      \
        uint32_t *o = slot(out);                                                  \
        for (unsigned k = 0; k < 8; k++) o[k] = mask(a, value((t >> 5) * 8 + k)); \
    }

SETP_SWEEP(setp_f32, float, f32_value, f32_mask)
SETP_SWEEP(setp_f64, double, f64_value, f64_mask)

// Comparisons combined with a predicate c (t's bit 6, negated in some), both destinations.
TEST setp_bool(uint32_t *out) {
    unsigned t = gtid();
    uint32_t a = u32_value(t & 15), b = u32_value((t >> 2) & 15), c = t & 64;
    float x = f32_value(t & 31), y = f32_value((t >> 5) * 8 + (t & 7));
    double u = f64_value(t & 31), v = f64_value(t >> 2);
    uint64_t l = U64_VALUES[t & 15], m = U64_VALUES[(t >> 3) & 15];
    uint16_t h = U16_VALUES[t & 15], g = U16_VALUES[(t >> 3) & 15];
    uint32_t *o = slot(out);
    o[0] = SETP2("lt.and.s32", a, b, c, "r") | SETP2("lo.or.u32", a, b, c, "r") << 2 |
           SETP2("eq.xor.b32", a, b, c, "r") << 4 | SETP2("ge.and.u32", a, b, c, "r") << 6 |
           SETP2("ne.or.s32", a, b, c, "r") << 8 | SETP2("hs.xor.u32", a, b, c, "r") << 10;
    o[1] = SETP2("lt.and.f32", x, y, c, "f") | SETP2("ltu.or.f32", x, y, c, "f") << 2 |
           SETP2("eq.xor.f32", x, y, c, "f") << 4 | SETP2("nan.and.f32", x, y, c, "f") << 6 |
           SETP2("num.or.f32", x, y, c, "f") << 8 | SETP2("geu.xor.ftz.f32", x, y, c, "f") << 10 |
           SETP2("gt.and.ftz.f32", x, y, c, "f") << 12 | SETP2("neu.or.f32", x, y, c, "f") << 14;
    o[2] = SETP2("le.and.f64", u, v, c, "d") | SETP2("gtu.or.f64", u, v, c, "d") << 2 |
           SETP2("ne.xor.f64", u, v, c, "d") << 4 | SETP2("equ.and.f64", u, v, c, "d") << 6;
    o[3] = SETP2("lt.and.s64", l, m, c, "l") | SETP2("ls.or.u64", l, m, c, "l") << 2 |
           SETP2("gt.xor.s64", l, m, c, "l") << 4 | SETP2("hi.and.u64", l, m, c, "l") << 6;
    o[4] = SETP2("le.and.s16", h, g, c, "h") | SETP2("hi.or.u16", h, g, c, "h") << 2 |
           SETP2("ne.xor.b16", h, g, c, "h") << 4 | SETP2("ge.or.s16", h, g, c, "h") << 6;
    // A negated combining predicate, the sink destination, and predicate logic.
    o[5] = ASM_R(
        "{ .reg .pred c, p, q, s;\n\t.reg .b32 x;\n\t"
        "setp.ne.u32 c, %3, 0;\n\t"
        "setp.lt.and.s32 p|q, %1, %2, !c;\n\t"
        "setp.ge.or.s32 _|s, %1, %2, !c;\n\t"
        "selp.u32 %0, 1, 0, p;\n\t"
        "selp.u32 x, 2, 0, q;\n\tor.b32 %0, %0, x;\n\t"
        "selp.u32 x, 4, 0, s;\n\tor.b32 %0, %0, x;\n\t"
        "and.pred s, p, c;\n\tselp.u32 x, 8, 0, s;\n\tor.b32 %0, %0, x;\n\t"
        "or.pred s, q, c;\n\tselp.u32 x, 16, 0, s;\n\tor.b32 %0, %0, x;\n\t"
        "xor.pred s, p, c;\n\tselp.u32 x, 32, 0, s;\n\tor.b32 %0, %0, x;\n\t"
        "not.pred s, q;\n\tselp.u32 x, 64, 0, s;\n\tor.b32 %0, %0, x;\n\t"
        "setp.lt.f32 _|s, %4, %5;\n\tselp.u32 x, 128, 0, s;\n\tor.b32 %0, %0, x; }",
        "r"(a), "r"(b), "r"(c), "f"(x), "f"(y));
    // Predicated execution on the comparison results.
    o[6] = ASM_R(
        "{ .reg .pred p, q;\n\t"
        "setp.lt.f32 p|q, %1, %2;\n\t"
        "mov.u32 %0, 7;\n\t"
        "@p mov.u32 %0, 1;\n\t"
        "@!q add.u32 %0, %0, 16; }",
        "f"(x), "f"(y));
    o[7] = ASM_R(
        "{ .reg .pred p, q;\n\t"
        "setp.gtu.f64 p|q, %1, %2;\n\t"
        "mov.u32 %0, 3;\n\t"
        "@q mov.u32 %0, 5;\n\t"
        "@!p add.u32 %0, %0, 32; }",
        "d"(u), "d"(v));
}

// set: 0xffffffff or 0 for integer destinations, 1.0f or 0 for f32.
#define SET(insn, a, b, ca)                                                              \
    ({ uint32_t d_; asm volatile(insn " %0, %1, %2;" : "=r"(d_) : ca(a), ca(b)); d_; })
#define SETF(insn, a, b, ca)                                                             \
    ({ float d_; asm volatile(insn " %0, %1, %2;" : "=f"(d_) : ca(a), ca(b)); __float_as_uint(d_); })

TEST set_all(uint32_t *out) {
    unsigned t = gtid();
    uint32_t a = u32_value(t & 15), b = u32_value((t >> 3) & 15), c = t & 64;
    float x = f32_value(t & 31), y = f32_value((t >> 5) * 8 + (t & 7));
    double u = f64_value(t & 31), v = f64_value((t >> 2) & 31);
    uint64_t l = U64_VALUES[t & 15], m = U64_VALUES[(t >> 3) & 15];
    uint16_t h = U16_VALUES[t & 15], g = U16_VALUES[(t >> 3) & 15];
    uint32_t *o = slot(out);
    o[0] = SET("set.lt.u32.s32", a, b, "r") ^ (SET("set.hi.s32.u32", a, b, "r") & 0x0f0f0f0fu);
    o[1] = SETF("set.ge.f32.s32", a, b, "r") ^ SETF("set.ne.f32.u32", a, b, "r") >> 1;
    o[2] = SET("set.ltu.u32.f32", x, y, "f") ^ (SET("set.num.s32.f32", x, y, "f") & 0x00ff00ffu);
    o[3] = SETF("set.gt.f32.f32", x, y, "f") ^ SETF("set.nan.f32.f32", x, y, "f") >> 2 ^
           SETF("set.le.ftz.f32.f32", x, y, "f") >> 4;
    o[4] = SET("set.equ.u32.f64", u, v, "d") ^ (SETF("set.lt.f32.f64", u, v, "d") >> 3);
    o[5] = SET("set.ls.u32.u64", l, m, "l") ^ (SET("set.lt.s32.s64", l, m, "l") & 0x55555555u);
    o[6] = SET("set.ge.u32.s16", h, g, "h") ^ (SETF("set.lo.f32.u16", h, g, "h") >> 5);
    uint32_t r0, r1;
    float f;
    asm volatile(
        "{ .reg .pred c;\n\t"
        "setp.ne.u32 c, %3, 0;\n\t"
        "set.lt.and.u32.s32 %0, %4, %5, c;\n\t"
        "set.gtu.or.f32.f32 %1, %6, %7, !c;\n\t"
        "set.eq.xor.s32.u32 %2, %4, %5, c; }"
        : "=r"(r0), "=f"(f), "=r"(r1)
        : "r"(c), "r"(a), "r"(b), "f"(x), "f"(y));
    o[7] = (r0 & 0x3u) | (__float_as_uint(f) >> 4) | (r1 & 0xc0000000u);
}

// selp on every width, and slct with s32 and f32 selectors, including -0.0, NaN and subnormals.
TEST selp_slct(uint32_t *out) {
    unsigned t = gtid();
    uint32_t a = 0x11111111u * (t & 15), b = ~a, s = u32_value(t);
    float c = f32_value(t), fa = f32_value(t + 5), fb = f32_value(t + 9);
    uint32_t *o = slot(out);
    o[0] = ASM_R("{ .reg .pred p;\n\tsetp.lt.s32 p, %3, 0;\n\tselp.b32 %0, %1, %2, p; }", "r"(a), "r"(b), "r"(s));
    o[1] = R3("slct.b32.s32", a, b, s);
    o[2] = ASM_R("slct.u32.f32 %0, %1, %2, %3;", "r"(a), "r"(b), "f"(c));
    o[3] = ASM_R("slct.ftz.s32.f32 %0, %1, %2, %3;", "r"(a), "r"(b), "f"(c));
    o[4] = f32_bits(F3("slct.f32.f32", fa, fb, c));
    uint64_t w;
    asm volatile("slct.b64.s32 %0, %1, %2, %3;" : "=l"(w) : "l"((uint64_t)a << 32 | b), "l"((uint64_t)b << 32 | a), "r"(s));
    o[5] = (uint32_t)w ^ (uint32_t)(w >> 32) >> 4;
    uint16_t h;
    asm volatile("slct.ftz.b16.f32 %0, %1, %2, %3;" : "=h"(h) : "h"((uint16_t)a), "h"((uint16_t)b), "f"(c));
    o[6] = h;
    double d;
    asm volatile(
        "{ .reg .pred p;\n\tsetp.gtu.f32 p, %3, 0f00000000;\n\tselp.f64 %0, %1, %2, p; }"
        : "=d"(d) : "d"(1.5), "d"(-2.25), "f"(c));
    o[7] = f64_hi(d) ^ (uint32_t)w;
}

// Comparisons as nvcc writes them from C++ (ordered and unordered forms, selects).
TEST compare_cxx(uint32_t *out) {
    unsigned t = gtid();
    float a = f32_value(t & 31), b = f32_value((t >> 5) * 8 + (t & 7));
    int x = (int)u32_value(t & 15), y = (int)u32_value(t >> 3);
    uint32_t *o = slot(out);
    o[0] = (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 | (a != b) << 5 |
           !(a < b) << 6 | !(a >= b) << 7 | !(a == b) << 8;
    o[1] = (x < y) | (x <= y) << 1 | ((unsigned)x < (unsigned)y) << 2 | ((unsigned)x >= (unsigned)y) << 3 |
           (x == y) << 4;
    o[2] = f32_bits(a < b ? a : b);
    o[3] = f32_bits(!(a >= b) ? b : a);
    o[4] = (uint32_t)(x > y ? x : y);
    o[5] = (uint32_t)((long long)x * y < 0 ? -1 : 1);
    o[6] = (double)a < (double)b ? 0x12345678u : 0x9abcdef0u;
    o[7] = (a != a) | (b != b) << 1;
}
