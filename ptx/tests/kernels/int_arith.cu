// Integer arithmetic: add/sub (with .sat), mul/mad (.lo .hi .wide), carry chains (add.cc,
// addc, sub.cc, subc, mad.lo.cc, madc), mul24/mad24, sad, div/rem, min/max, abs, neg, in 16, 32
// and 64 bits. Every instruction is written as inline PTX so that exactly it reaches the PTX.
#include "common.cuh"

// One instruction `insn d, a, b[, c]` on 32-bit (r), 64-bit (l) or 16-bit (h) registers.
#define R1(insn, a) ({ uint32_t d_; asm volatile(insn " %0, %1;" : "=r"(d_) : "r"(a)); d_; })
#define R2(insn, a, b) ({ uint32_t d_; asm volatile(insn " %0, %1, %2;" : "=r"(d_) : "r"(a), "r"(b)); d_; })
#define R3(insn, a, b, c) \
    ({ uint32_t d_; asm volatile(insn " %0, %1, %2, %3;" : "=r"(d_) : "r"(a), "r"(b), "r"(c)); d_; })
#define W2(insn, a, b) ({ uint64_t d_; asm volatile(insn " %0, %1, %2;" : "=l"(d_) : "r"(a), "r"(b)); d_; })
#define W3(insn, a, b, c) \
    ({ uint64_t d_; asm volatile(insn " %0, %1, %2, %3;" : "=l"(d_) : "r"(a), "r"(b), "l"(c)); d_; })
#define L1(insn, a) ({ uint64_t d_; asm volatile(insn " %0, %1;" : "=l"(d_) : "l"(a)); d_; })
#define L2(insn, a, b) ({ uint64_t d_; asm volatile(insn " %0, %1, %2;" : "=l"(d_) : "l"(a), "l"(b)); d_; })
#define L3(insn, a, b, c) \
    ({ uint64_t d_; asm volatile(insn " %0, %1, %2, %3;" : "=l"(d_) : "l"(a), "l"(b), "l"(c)); d_; })
#define H1(insn, a) ({ uint16_t d_; asm volatile(insn " %0, %1;" : "=h"(d_) : "h"(a)); d_; })
#define H2(insn, a, b) ({ uint16_t d_; asm volatile(insn " %0, %1, %2;" : "=h"(d_) : "h"(a), "h"(b)); d_; })
#define H3(insn, a, b, c) \
    ({ uint16_t d_; asm volatile(insn " %0, %1, %2, %3;" : "=h"(d_) : "h"(a), "h"(b), "h"(c)); d_; })
#define HW2(insn, a, b) ({ uint32_t d_; asm volatile(insn " %0, %1, %2;" : "=r"(d_) : "h"(a), "h"(b)); d_; })

__device__ const uint64_t U64_VALUES[16] = {
    0x0000000000000000ull, 0x0000000000000001ull, 0x0000000000000002ull, 0x7fffffffffffffffull,
    0x8000000000000000ull, 0x8000000000000001ull, 0xffffffffffffffffull, 0xfffffffffffffffeull,
    0x123456789abcdef0ull, 0xfedcba9876543210ull, 0x00000000ffffffffull, 0x0000000100000000ull,
    0x000000000000003full, 0xffffffff00000000ull, 0x0000000080000000ull, 0xffffffff80000000ull,
};

__device__ const uint16_t U16_VALUES[16] = {
    0x0000, 0x0001, 0x0002, 0x7fff, 0x8000, 0x8001, 0xffff, 0xfffe,
    0x1234, 0xabcd, 0x00ff, 0x0100, 0x000f, 0x0010, 0x4000, 0xc000,
};

// Values around the 24-bit boundaries, with bits above bit 23 set in some.
__device__ const uint32_t I24_VALUES[16] = {
    0x00000000u, 0x00000001u, 0x007fffffu, 0x00800000u, 0x00ffffffu, 0x01000000u, 0xff800000u, 0x12345678u,
    0xfedcba98u, 0xffffffffu, 0x00800001u, 0x00000003u, 0x0055aaaau, 0x80000000u, 0x007ffffeu, 0x01800001u,
};

// The thread's pair of table indices: every index with eight different partners, so that
// (i, j) and (j, i) together cover all unordered pairs but those eight apart.


TEST int_add_sub(uint32_t *out) {
    unsigned t = gtid();
    uint32_t a = u32_value(first(t)), b = u32_value(second(t));
    uint32_t *o = slot(out);
    o[0] = R2("add.u32", a, b);
    o[1] = R2("sub.u32", a, b);
    o[2] = R2("sub.s32", b, a);
    o[3] = R2("add.sat.s32", a, b);
    o[4] = R2("sub.sat.s32", a, b);
    o[5] = R2("sub.sat.s32", b, a);
    o[6] = R1("neg.s32", a);
    o[7] = R1("abs.s32", a);
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
    o[4] = lo(wu);
    o[5] = hi(wu);
    o[6] = lo(ws);
    o[7] = hi(ws);
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
    o[0] = R3("sad.u32", a, b, c);
    o[1] = R3("sad.s32", a, b, c);
    o[2] = R2("min.u32", a, b);
    o[3] = R2("max.u32", a, b);
    o[4] = R2("min.s32", a, b);
    o[5] = R2("max.s32", a, b);
    o[6] = R1("abs.s32", b);
    o[7] = R1("neg.s32", b);
}

// Division by zero and INT_MIN / -1 included: the words are whatever the GPU gives.
TEST int_div32(uint32_t *out) {
    unsigned t = gtid();
    uint32_t a = u32_value(first(t)), b = u32_value(second(t));
    uint32_t *o = slot(out);
    o[0] = R2("div.u32", a, b);
    o[1] = R2("rem.u32", a, b);
    o[2] = R2("div.s32", a, b);
    o[3] = R2("rem.s32", a, b);
    o[4] = R2("div.u32", b, a);
    o[5] = R2("rem.u32", b, a);
    o[6] = R2("div.s32", b, a);
    o[7] = R2("rem.s32", b, a);
}

// 64-bit addition and subtraction in 32-bit pieces, with the carry (borrow) out as a word.
TEST int_carry64(uint32_t *out) {
    unsigned t = gtid();
    uint64_t a = U64_VALUES[first(t)], b = U64_VALUES[second(t)];
    uint32_t s0, s1, sc, d0, d1, db, u0, u1;
    asm volatile(
        "add.cc.u32 %0, %3, %5;\n\t"
        "addc.cc.u32 %1, %4, %6;\n\t"
        "addc.u32 %2, 0, 0;"
        : "=r"(s0), "=r"(s1), "=r"(sc)
        : "r"(lo(a)), "r"(hi(a)), "r"(lo(b)), "r"(hi(b)));
    asm volatile(
        "sub.cc.u32 %0, %3, %5;\n\t"
        "subc.cc.u32 %1, %4, %6;\n\t"
        "subc.u32 %2, 0, 0;"
        : "=r"(d0), "=r"(d1), "=r"(db)
        : "r"(lo(a)), "r"(hi(a)), "r"(lo(b)), "r"(hi(b)));
    // Signed forms, and a carry that enters an addc with no carry-out.
    asm volatile(
        "add.cc.s32 %0, %2, %4;\n\t"
        "addc.s32 %1, %3, %5;"
        : "=r"(u0), "=r"(u1)
        : "r"(lo(b)), "r"(hi(b)), "r"(lo(a)), "r"(hi(a)));
    uint32_t *o = slot(out);
    o[0] = s0;
    o[1] = s1;
    o[2] = sc;
    o[3] = d0;
    o[4] = d1;
    o[5] = db;
    o[6] = u0;
    o[7] = u1;
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
    uint32_t *o = slot(out);
    o[0] = lo(s0);
    o[1] = hi(s0);
    o[2] = lo(s1);
    o[3] = hi(s1);
    o[4] = lo(d0);
    o[5] = hi(d0);
    o[6] = lo(d1);
    o[7] = hi(d1);
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
    o[4] = lo(l);
    o[5] = hi(l);
    o[6] = lo(h);
    o[7] = hi(h);
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
    o[0] = lo(l);
    o[1] = hi(l);
    o[2] = lo(hs);
    o[3] = hi(hs);
    o[4] = lo(hu);
    o[5] = hi(hu);
    o[6] = lo(m);
    o[7] = hi(m);
}

TEST int_mad64(uint32_t *out) {
    unsigned t = gtid();
    uint64_t a = U64_VALUES[first(t)], b = U64_VALUES[second(t)], c = U64_VALUES[third(t)];
    uint32_t *o = slot(out);
    uint64_t l = L3("mad.lo.u64", a, b, c);
    uint64_t h = L3("mad.hi.u64", a, b, c);
    uint64_t hs = L2("mul.hi.s64", b, a);
    uint64_t s = L3("sad.u64", a, b, c);
    o[0] = lo(l);
    o[1] = hi(l);
    o[2] = lo(h);
    o[3] = hi(h);
    o[4] = lo(hs);
    o[5] = hi(hs);
    o[6] = lo(s);
    o[7] = hi(s);
}

// Division by zero and INT64_MIN / -1 included.
TEST int_div64(uint32_t *out) {
    unsigned t = gtid();
    uint64_t a = U64_VALUES[first(t)], b = U64_VALUES[second(t)];
    uint32_t *o = slot(out);
    uint64_t du = L2("div.u64", a, b), ru = L2("rem.u64", a, b);
    uint64_t ds = L2("div.s64", b, a), rs = L2("rem.s64", b, a);
    o[0] = lo(du);
    o[1] = hi(du);
    o[2] = lo(ru);
    o[3] = hi(ru);
    o[4] = lo(ds);
    o[5] = hi(ds);
    o[6] = lo(rs);
    o[7] = hi(rs);
}

TEST int_div64_signed(uint32_t *out) {
    unsigned t = gtid();
    uint64_t a = U64_VALUES[first(t)], b = U64_VALUES[second(t)];
    uint32_t *o = slot(out);
    uint64_t ds = L2("div.s64", a, b), rs = L2("rem.s64", a, b);
    uint64_t du = L2("div.u64", b, a), ru = L2("rem.u64", b, a);
    o[0] = lo(ds);
    o[1] = hi(ds);
    o[2] = lo(rs);
    o[3] = hi(rs);
    o[4] = lo(du);
    o[5] = hi(du);
    o[6] = lo(ru);
    o[7] = hi(ru);
}

TEST int_minmax64(uint32_t *out) {
    unsigned t = gtid();
    uint64_t a = U64_VALUES[first(t)], b = U64_VALUES[second(t)];
    uint32_t *o = slot(out);
    uint64_t r[4] = {L2("min.s64", a, b), L2("max.s64", a, b), L2("min.u64", a, b), L2("max.u64", a, b)};
    for (int k = 0; k < 4; k++) {
        o[2 * k] = lo(r[k]);
        o[2 * k + 1] = hi(r[k]);
    }
}

TEST int_addsub64(uint32_t *out) {
    unsigned t = gtid();
    uint64_t a = U64_VALUES[first(t)], b = U64_VALUES[second(t)];
    uint32_t *o = slot(out);
    uint64_t r[4] = {L2("add.s64", a, b), L2("sub.u64", a, b), L1("abs.s64", a), L1("neg.s64", a)};
    for (int k = 0; k < 4; k++) {
        o[2 * k] = lo(r[k]);
        o[2 * k + 1] = hi(r[k]);
    }
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
    o[0] = pack16(H2("div.s16", a, b), H2("rem.s16", a, b));
    o[1] = pack16(H2("div.u16", a, b), H2("rem.u16", a, b));
    o[2] = pack16(H2("div.s16", b, a), H2("rem.s16", b, a));
    o[3] = pack16(H2("div.u16", b, a), H2("rem.u16", b, a));
    o[4] = pack16(H2("min.s16", a, b), H2("max.s16", a, b));
    o[5] = pack16(H2("min.u16", a, b), H2("max.u16", a, b));
    uint32_t wide;
    asm volatile("mad.wide.s16 %0, %1, %2, %3;" : "=r"(wide) : "h"(a), "h"(b), "r"(u32_value(t)));
    o[6] = wide;
    asm volatile("mad.wide.u16 %0, %1, %2, %3;" : "=r"(wide) : "h"(a), "h"(b), "r"(u32_value(t + 5)));
    o[7] = wide;
}
