// Integer arithmetic: add/sub (with .sat), mul/mad (.lo .hi .wide), carry chains (add.cc,
// addc, sub.cc, subc, mad.lo.cc, madc), mul24/mad24, sad, div/rem, min/max, abs, neg, in 16, 32
// and 64 bits. Every instruction is written as inline PTX so that exactly it reaches the PTX.
#include "common.cuh"

// Widening instructions: W2 and W3 give a 64-bit result of 32-bit sources (W3's c is 64-bit),
// HW2 a 32-bit result of 16-bit sources.
#define W2(insn, a, b) ({ uint64_t d_; asm volatile(insn " %0, %1, %2;" : "=l"(d_) : "r"(a), "r"(b)); d_; })
#define W3(insn, a, b, c) \
    ({ uint64_t d_; asm volatile(insn " %0, %1, %2, %3;" : "=l"(d_) : "r"(a), "r"(b), "l"(c)); d_; })
#define HW2(insn, a, b) ({ uint32_t d_; asm volatile(insn " %0, %1, %2;" : "=r"(d_) : "h"(a), "h"(b)); d_; })

// 64-bit inputs with 63 and 2^31; 16-bit inputs.
DEFINE_U64_VALUES(0x000000000000003full, 0x0000000080000000ull)
DEFINE_U16_VALUES()

// Values around the 24-bit boundaries, with bits above bit 23 set in some.
__device__ const uint32_t I24_VALUES[16] = {
    0x00000000u, 0x00000001u, 0x007fffffu, 0x00800000u, 0x00ffffffu, 0x01000000u, 0xff800000u, 0x12345678u,
    0xfedcba98u, 0xffffffffu, 0x00800001u, 0x00000003u, 0x0055aaaau, 0x80000000u, 0x007ffffeu, 0x01800001u,
};

// div and rem, or min and max, of x and y as two results: DIV_REM(R2, "u32", a, b).
#define DIV_REM(X, type, x, y) X("div." type, x, y), X("rem." type, x, y)
#define MIN_MAX(X, type, x, y) X("min." type, x, y), X("max." type, x, y)

TEST int_add_sub(uint32_t *out) {
    unsigned t = gtid();
    uint32_t a = u32_value(first(t)), b = u32_value(second(t));
    uint32_t *o = slot(out);
    PUT_WORDS(o, R2("add.u32", a, b), R2("sub.u32", a, b), R2("sub.s32", b, a), R2("add.sat.s32", a, b),
              R2("sub.sat.s32", a, b), R2("sub.sat.s32", b, a), R1("neg.s32", a), R1("abs.s32", a));
}

TEST int_mul32(uint32_t *out) {
    unsigned t = gtid();
    uint32_t a = u32_value(first(t)), b = u32_value(second(t));
    uint32_t *o = slot(out);
    o[0] = R2("mul.lo.u32", a, b);
    o[1] = R2("mul.hi.u32", a, b);
    o[2] = R2("mul.hi.s32", a, b);
    uint64_t wu = W2("mul.wide.u32", a, b);
    uint64_t ws = W2("mul.wide.s32", a, b);
    o[3] = lo(wu);
    o[4] = hi(wu);
    o[5] = lo(ws);
    o[6] = hi(ws);
    o[7] = R2("mul.lo.s32", a, b);
}

TEST int_mad32(uint32_t *out) {
    unsigned t = gtid();
    uint32_t a = u32_value(first(t)), b = u32_value(second(t)), c = u32_value(third(t));
    uint32_t *o = slot(out);
    o[0] = R3("mad.lo.u32", a, b, c);
    o[1] = R3("mad.hi.u32", a, b, c);
    o[2] = R3("mad.hi.s32", a, b, c);
    o[3] = R3("mad.hi.sat.s32", a, b, c);
    uint64_t c64 = ((uint64_t)c << 32) | u32_value(t + 3);
    uint64_t wu = W3("mad.wide.u32", a, b, c64);
    uint64_t ws = W3("mad.wide.s32", a, b, c64);
    put_u64(o, 2, wu);
    put_u64(o, 3, ws);
}

TEST int_mul24(uint32_t *out) {
    unsigned t = gtid();
    uint32_t a = I24_VALUES[first(t)], b = I24_VALUES[second(t)], c = u32_value(third(t));
    uint32_t *o = slot(out);
    o[0] = R2("mul24.lo.u32", a, b);
    o[1] = R2("mul24.hi.u32", a, b);
    o[2] = R2("mul24.lo.s32", a, b);
    o[3] = R2("mul24.hi.s32", a, b);
    o[4] = R3("mad24.lo.u32", a, b, c);
    o[5] = R3("mad24.hi.u32", a, b, c);
    o[6] = R3("mad24.lo.s32", a, b, c);
    o[7] = R3("mad24.hi.sat.s32", a, b, c);
}

TEST int_mul_intrinsics(uint32_t *out) {
    unsigned t = gtid();
    uint32_t a = I24_VALUES[first(t)], b = I24_VALUES[second(t)];
    uint32_t *o = slot(out);
    o[0] = (uint32_t)__mul24((int)a, (int)b);
    o[1] = __umul24(a, b);
    o[2] = __umulhi(a, b);
    o[3] = (uint32_t)__mulhi((int)a, (int)b);
    o[4] = __sad((int)a, (int)b, 7u);
    o[5] = __usad(a, b, 0xfffffff0u);
}

TEST int_sad_minmax(uint32_t *out) {
    unsigned t = gtid();
    uint32_t a = u32_value(first(t)), b = u32_value(second(t)), c = u32_value(third(t));
    uint32_t *o = slot(out);
    PUT_WORDS(o, R3("sad.u32", a, b, c), R3("sad.s32", a, b, c), MIN_MAX(R2, "u32", a, b), MIN_MAX(R2, "s32", a, b),
              R1("abs.s32", b), R1("neg.s32", b));
}

// Division by zero and INT_MIN / -1 included: the words are whatever the GPU gives.
TEST int_div32(uint32_t *out) {
    unsigned t = gtid();
    uint32_t a = u32_value(first(t)), b = u32_value(second(t));
    uint32_t *o = slot(out);
    PUT_WORDS(o, DIV_REM(R2, "u32", a, b), DIV_REM(R2, "s32", a, b),
              DIV_REM(R2, "u32", b, a), DIV_REM(R2, "s32", b, a));
}

// 64-bit addition and subtraction in 32-bit pieces, with the carry (borrow) out as a word:
// CHAIN64(op, ...) sets the low and high words of a op b and the carry out (op is add or sub).
#define CHAIN64(op, low, high, carry)                                                            \
    asm volatile(op ".cc.u32 %0, %3, %5;\n\t" op "c.cc.u32 %1, %4, %6;\n\t" op "c.u32 %2, 0, 0;" \
                 : "=r"(low), "=r"(high), "=r"(carry)                                            \
                 : "r"(lo(a)), "r"(hi(a)), "r"(lo(b)), "r"(hi(b)))

TEST int_carry64(uint32_t *out) {
    unsigned t = gtid();
    uint64_t a = U64_VALUES[first(t)], b = U64_VALUES[second(t)];
    uint32_t s0, s1, sc, d0, d1, db, u0, u1;
    CHAIN64("add", s0, s1, sc);
    CHAIN64("sub", d0, d1, db);
    // Signed forms, and a carry that enters an addc with no carry-out.
    asm volatile(
        "add.cc.s32 %0, %2, %4;\n\t"
        "addc.s32 %1, %3, %5;"
        : "=r"(u0), "=r"(u1)
        : "r"(lo(b)), "r"(hi(b)), "r"(lo(a)), "r"(hi(a)));
    uint32_t *o = slot(out);
    PUT_WORDS(o, s0, s1, sc, d0, d1, db, u0, u1);
}

// 128-bit addition and subtraction in four 32-bit limbs.
TEST int_carry128(uint32_t *out) {
    unsigned t = gtid();
    uint64_t a0 = U64_VALUES[first(t)], a1 = U64_VALUES[(first(t) + 6) & 15];
    uint64_t b0 = U64_VALUES[second(t)], b1 = U64_VALUES[(t >> 3) & 15];
    uint32_t r[8];
    asm volatile(
        "add.cc.u32 %0, %8, %12;\n\t"
        "addc.cc.u32 %1, %9, %13;\n\t"
        "addc.cc.u32 %2, %10, %14;\n\t"
        "addc.u32 %3, %11, %15;\n\t"
        "sub.cc.u32 %4, %8, %12;\n\t"
        "subc.cc.u32 %5, %9, %13;\n\t"
        "subc.cc.u32 %6, %10, %14;\n\t"
        "subc.u32 %7, %11, %15;"
        : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]), "=r"(r[4]), "=r"(r[5]), "=r"(r[6]), "=r"(r[7])
        : "r"(lo(a0)), "r"(hi(a0)), "r"(lo(a1)), "r"(hi(a1)), "r"(lo(b0)), "r"(hi(b0)), "r"(lo(b1)), "r"(hi(b1)));
    uint32_t *o = slot(out);
    for (int k = 0; k < 8; k++) o[k] = r[k];
}

// 128-bit addition and subtraction in 64-bit limbs (add.cc.u64, addc.u64, sub.cc.u64, subc.u64).
TEST int_carry128_u64(uint32_t *out) {
    unsigned t = gtid();
    uint64_t a0 = U64_VALUES[first(t)], a1 = U64_VALUES[(t >> 3) & 15];
    uint64_t b0 = U64_VALUES[second(t)], b1 = U64_VALUES[(first(t) + 3) & 15];
    uint64_t s0, s1, d0, d1;
    asm volatile(
        "add.cc.u64 %0, %4, %6;\n\t"
        "addc.u64 %1, %5, %7;\n\t"
        "sub.cc.s64 %2, %4, %6;\n\t"
        "subc.s64 %3, %5, %7;"
        : "=l"(s0), "=l"(s1), "=l"(d0), "=l"(d1)
        : "l"(a0), "l"(a1), "l"(b0), "l"(b1));
    put_u64s(slot(out), {s0, s1, d0, d1});
}

// The full 128-bit product of two 64-bit numbers from 32-bit multiply-adds with carries.
TEST int_mad_carry(uint32_t *out) {
    unsigned t = gtid();
    uint64_t a = U64_VALUES[first(t)], b = U64_VALUES[second(t)];
    uint32_t r0, r1, r2, r3;
    asm volatile(
        "mul.lo.u32 %0, %4, %6;\n\t"
        "mul.hi.u32 %1, %4, %6;\n\t"
        "mad.lo.cc.u32 %1, %5, %6, %1;\n\t"
        "madc.hi.u32 %2, %5, %6, 0;\n\t"
        "mad.lo.cc.u32 %1, %4, %7, %1;\n\t"
        "madc.hi.cc.u32 %2, %4, %7, %2;\n\t"
        "addc.u32 %3, 0, 0;\n\t"
        "mad.lo.cc.u32 %2, %5, %7, %2;\n\t"
        "madc.hi.u32 %3, %5, %7, %3;"
        : "=&r"(r0), "=&r"(r1), "=&r"(r2), "=&r"(r3)
        : "r"(lo(a)), "r"(hi(a)), "r"(lo(b)), "r"(hi(b)));
    uint32_t *o = slot(out);
    o[0] = r0;
    o[1] = r1;
    o[2] = r2;
    o[3] = r3;
    uint64_t l = L2("mul.lo.u64", a, b), h = L2("mul.hi.u64", a, b);
    put_u64(o, 2, l);
    put_u64(o, 3, h);
}

// Less usual carry forms: mad.hi.cc, madc.lo, madc.lo.cc, signed mad with carries.
TEST int_mad_carry_chain(uint32_t *out) {
    unsigned t = gtid();
    uint32_t a = u32_value(first(t)), b = u32_value(second(t)), c = u32_value(third(t));
    uint32_t r[8];
    asm volatile(
        "mad.hi.cc.u32 %0, %8, %9, %10;\n\t"
        "madc.lo.cc.u32 %1, %9, %10, %8;\n\t"
        "madc.hi.cc.u32 %2, %10, %8, %9;\n\t"
        "madc.lo.u32 %3, %8, %8, %10;\n\t"
        "mad.lo.cc.s32 %4, %8, %9, %10;\n\t"
        "madc.hi.cc.s32 %5, %8, %9, %10;\n\t"
        "madc.lo.cc.s32 %6, %9, %9, %8;\n\t"
        "madc.hi.s32 %7, %10, %9, %8;"
        : "=&r"(r[0]), "=&r"(r[1]), "=&r"(r[2]), "=&r"(r[3]), "=&r"(r[4]), "=&r"(r[5]), "=&r"(r[6]), "=&r"(r[7])
        : "r"(a), "r"(b), "r"(c));
    uint32_t *o = slot(out);
    for (int k = 0; k < 8; k++) o[k] = r[k];
}

TEST int_mul64(uint32_t *out) {
    unsigned t = gtid();
    uint64_t a = U64_VALUES[first(t)], b = U64_VALUES[second(t)], c = U64_VALUES[third(t)];
    uint32_t *o = slot(out);
    uint64_t l = L2("mul.lo.s64", a, b);
    uint64_t hs = (uint64_t)__mul64hi((long long)a, (long long)b);
    uint64_t hu = __umul64hi(a, b);
    uint64_t m = L3("mad.hi.s64", a, b, c);
    put_u64(o, 0, l);
    put_u64(o, 1, hs);
    put_u64(o, 2, hu);
    put_u64(o, 3, m);
}

TEST int_mad64(uint32_t *out) {
    unsigned t = gtid();
    uint64_t a = U64_VALUES[first(t)], b = U64_VALUES[second(t)], c = U64_VALUES[third(t)];
    uint32_t *o = slot(out);
    uint64_t l = L3("mad.lo.u64", a, b, c);
    uint64_t h = L3("mad.hi.u64", a, b, c);
    uint64_t hs = L2("mul.hi.s64", b, a);
    uint64_t s = L3("sad.u64", a, b, c);
    put_u64(o, 0, l);
    put_u64(o, 1, h);
    put_u64(o, 2, hs);
    put_u64(o, 3, s);
}

// Division by zero and INT64_MIN / -1 included: div and rem of a by b as `ab` (u64 or s64),
// then of b by a as `ba`.
#define INT_DIV64(name, ab, ba)                                       \
    TEST name(uint32_t *out) {                                        \
        unsigned t = gtid();                                          \
        uint64_t a = U64_VALUES[first(t)], b = U64_VALUES[second(t)]; \
        uint32_t *o = slot(out);                                      \
        uint64_t d1 = L2("div." ab, a, b), r1 = L2("rem." ab, a, b);  \
        uint64_t d2 = L2("div." ba, b, a), r2 = L2("rem." ba, b, a);  \
        put_u64(o, 0, d1);                                            \
        put_u64(o, 1, r1);                                            \
        put_u64(o, 2, d2);                                            \
        put_u64(o, 3, r2);                                            \
    }

INT_DIV64(int_div64, "u64", "s64")
INT_DIV64(int_div64_signed, "s64", "u64")

TEST int_minmax64(uint32_t *out) {
    unsigned t = gtid();
    uint64_t a = U64_VALUES[first(t)], b = U64_VALUES[second(t)];
    uint32_t *o = slot(out);
    put_u64s(o, {MIN_MAX(L2, "s64", a, b), MIN_MAX(L2, "u64", a, b)});
}

TEST int_addsub64(uint32_t *out) {
    unsigned t = gtid();
    uint64_t a = U64_VALUES[first(t)], b = U64_VALUES[second(t)];
    uint32_t *o = slot(out);
    put_u64s(o, {L2("add.s64", a, b), L2("sub.u64", a, b), L1("abs.s64", a), L1("neg.s64", a)});
}

TEST int16_arith(uint32_t *out) {
    unsigned t = gtid();
    uint16_t a = U16_VALUES[first(t)], b = U16_VALUES[second(t)], c = U16_VALUES[third(t)];
    uint32_t *o = slot(out);
    o[0] = pack16(H2("add.u16", a, b), H2("sub.s16", a, b));
    o[1] = pack16(H2("mul.lo.u16", a, b), H2("mul.hi.s16", a, b));
    o[2] = pack16(H2("mul.hi.u16", a, b), H3("mad.lo.s16", a, b, c));
    o[3] = HW2("mul.wide.s16", a, b);
    o[4] = HW2("mul.wide.u16", a, b);
    o[5] = pack16(H3("mad.hi.u16", a, b, c), H3("mad.hi.s16", a, b, c));
    o[6] = pack16(H1("abs.s16", a), H1("neg.s16", a));
    o[7] = pack16(H3("sad.s16", a, b, c), H3("sad.u16", a, b, c));
}

// 16-bit division (by zero and INT16_MIN / -1 included), min and max.
TEST int16_div_minmax(uint32_t *out) {
    unsigned t = gtid();
    uint16_t a = U16_VALUES[first(t)], b = U16_VALUES[second(t)];
    uint32_t *o = slot(out);
    o[0] = pack16(DIV_REM(H2, "s16", a, b));
    o[1] = pack16(DIV_REM(H2, "u16", a, b));
    o[2] = pack16(DIV_REM(H2, "s16", b, a));
    o[3] = pack16(DIV_REM(H2, "u16", b, a));
    o[4] = pack16(MIN_MAX(H2, "s16", a, b));
    o[5] = pack16(MIN_MAX(H2, "u16", a, b));
    o[6] = ASM_R("mad.wide.s16 %0, %1, %2, %3;", "h"(a), "h"(b), "r"(u32_value(t)));
    o[7] = ASM_R("mad.wide.u16 %0, %1, %2, %3;", "h"(a), "h"(b), "r"(u32_value(t + 5)));
}
