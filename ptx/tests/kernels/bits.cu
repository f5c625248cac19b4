// Bit manipulation: and/or/xor/not/cnot, shl/shr, bfe, bfi, bmsk, szext, prmt (every mode), lop3,
// shf, brev, clz, popc, bfind, fns, dp4a, dp2a. Every instruction is written as inline PTX.
#include "common.cuh"

// Instructions whose operands are of several kinds: the letters name the kinds of d, a, b, ...
// in order (R 32-bit, L 64-bit, H 16-bit); R4 is four 32-bit sources.
#define R4(insn, a, b, c, e) \
    ({ uint32_t d_; asm volatile(insn " %0, %1, %2, %3, %4;" : "=r"(d_) : "r"(a), "r"(b), "r"(c), "r"(e)); d_; })
#define RL(insn, a) ({ uint32_t d_; asm volatile(insn " %0, %1;" : "=r"(d_) : "l"(a)); d_; })
#define LLR(insn, a, n) ({ uint64_t d_; asm volatile(insn " %0, %1, %2;" : "=l"(d_) : "l"(a), "r"(n)); d_; })
#define LLRR(insn, a, b, c) \
    ({ uint64_t d_; asm volatile(insn " %0, %1, %2, %3;" : "=l"(d_) : "l"(a), "r"(b), "r"(c)); d_; })
#define LLLRR(insn, a, b, c, e) \
    ({ uint64_t d_; asm volatile(insn " %0, %1, %2, %3, %4;" : "=l"(d_) : "l"(a), "l"(b), "r"(c), "r"(e)); d_; })
#define HHR(insn, a, n) ({ uint16_t d_; asm volatile(insn " %0, %1, %2;" : "=h"(d_) : "h"(a), "r"(n)); d_; })
#define LOP3(lut, a, b, c) \
    ({ uint32_t d_; asm volatile("lop3.b32 %0, %1, %2, %3, %4;" : "=r"(d_) : "r"(a), "r"(b), "r"(c), "n"(lut)); d_; })

__device__ const uint64_t U64_VALUES[16] = {
    0x0000000000000000ull, 0x0000000000000001ull, 0x8000000000000000ull, 0xffffffffffffffffull,
    0x7fffffffffffffffull, 0x123456789abcdef0ull, 0xfedcba9876543210ull, 0x00000000ffffffffull,
    0xffffffff00000000ull, 0x0000000100000000ull, 0x0000000080000000ull, 0x8000000000000001ull,
    0x0f0f0f0f0f0f0f0full, 0xa5a5a5a55a5a5a5aull, 0x0000800000000000ull, 0x0000000000010000ull,
};

// Shift amounts and bit-field positions beyond the widths (0..255 is what bfe looks at).
__device__ const uint32_t BIG_AMOUNTS[16] = {
    0u, 1u, 31u, 32u, 33u, 63u, 64u, 65u, 127u, 128u, 255u, 256u, 257u, 0x80000000u, 0xffffffffu, 0x120u,
};
__device__ const uint32_t POSITIONS[16] = {0u, 1u, 4u, 8u, 15u, 16u, 24u, 31u, 32u, 33u, 48u, 63u, 64u, 255u, 256u, 0x103u};
__device__ const uint32_t LENGTHS[16] = {0u, 1u, 2u, 7u, 8u, 16u, 17u, 31u, 32u, 33u, 40u, 63u, 64u, 255u, 256u, 0x108u};

TEST bits_logic(uint32_t *out) {
    unsigned t = gtid();
    uint32_t a = u32_value(first(t)), b = u32_value(second(t));
    uint64_t w = U64_VALUES[t & 15] ^ ((uint64_t)(t >> 4) << 40);
    uint32_t *o = slot(out);
    o[0] = R2("and.b32", a, b);
    o[1] = R2("or.b32", a, b);
    o[2] = R2("xor.b32", a, b);
    o[3] = R1("not.b32", a);
    o[4] = pack16(R1("cnot.b32", a), R1("cnot.b32", b));
    o[5] = pack16(H1("cnot.b16", (uint16_t)(a >> (t & 16))), H1("not.b16", (uint16_t)b));
    uint64_t c = L1("cnot.b64", w), n = L2("xor.b64", L1("not.b64", w), U64_VALUES[second(t)]);
    o[6] = lo(c) | (hi(c) << 8);
    o[7] = lo(n) ^ hi(n);
}

// Amounts 0..40 (41 of them, with the values varying) and amounts far past the width, which
// PTX clamps to the width.
TEST bits_shift32(uint32_t *out) {
    unsigned t = gtid();
    uint32_t a = u32_value(t + t / 41), n = t % 41, m = BIG_AMOUNTS[t & 15];
    uint32_t *o = slot(out);
    o[0] = R2("shl.b32", a, n);
    o[1] = R2("shr.u32", a, n);
    o[2] = R2("shr.s32", a, n);
    o[3] = R2("shl.b32", a, m);
    o[4] = R2("shr.u32", a, m);
    o[5] = R2("shr.s32", a, m);
    uint32_t i0, i1;
    asm volatile("shl.b32 %0, %2, 33;\n\tshr.s32 %1, %2, 31;" : "=r"(i0), "=r"(i1) : "r"(a));
    o[6] = i0;
    o[7] = i1 ^ (a << (n & 31));
}

TEST bits_shift64(uint32_t *out) {
    unsigned t = gtid();
    uint64_t a = U64_VALUES[(t + t / 71) & 15];
    uint32_t n = t % 71, m = BIG_AMOUNTS[t & 15];
    uint32_t *o = slot(out);
    uint64_t r0 = LLR("shl.b64", a, n), r1 = LLR("shr.u64", a, n), r2 = LLR("shr.s64", a, n);
    put_u64(o, 0, r0);
    put_u64(o, 1, r1);
    put_u64(o, 2, r2);
    uint64_t r3 = LLR("shr.s64", a, m);
    o[6] = lo(r3) ^ hi(LLR("shl.b64", a, m)) ^ lo(LLR("shr.u64", a, m));
    uint16_t h = (uint16_t)u32_value(t + 7);
    o[7] = pack16(HHR("shl.b16", h, n & 31), HHR("shr.s16", h, n & 31)) ^ (uint32_t)HHR("shr.u16", h, m);
}

// bfe over every position of POSITIONS with every length of LENGTHS: BFE is bfe.u32 and bfe.s32
// of x's field at p of length l.
#define BFE(x, p, l) R3("bfe.u32", x, p, l), R3("bfe.s32", x, p, l)

TEST bits_bfe32(uint32_t *out) {
    unsigned t = gtid();
    uint32_t l = LENGTHS[t >> 3], p0 = POSITIONS[t & 15], p1 = POSITIONS[(t & 15) ^ 8];
    uint32_t a = 0x9abcdef0u ^ (t << 24), b = u32_value(t) ^ 0x40000000u;
    uint32_t *o = slot(out);
    PUT_WORDS(o, BFE(a, p0, l), BFE(a, p1, l), BFE(b, p0, l), BFE(b, p1, l));
}

TEST bits_bfe64(uint32_t *out) {
    unsigned t = gtid();
    uint32_t l = LENGTHS[t >> 3], p0 = POSITIONS[t & 15], p1 = POSITIONS[(t & 15) ^ 8];
    uint64_t a = 0xc3a5f00f12345678ull ^ ((uint64_t)t << 56);
    uint32_t *o = slot(out);
    uint64_t r0 = LLRR("bfe.u64", a, p0, l), r1 = LLRR("bfe.s64", a, p0, l);
    uint64_t r2 = LLRR("bfe.u64", a, p1, l), r3 = LLRR("bfe.s64", a, p1, l);
    put_u64(o, 0, r0);
    put_u64(o, 1, r1);
    put_u64(o, 2, r2);
    put_u64(o, 3, r3);
}

TEST bits_bfi(uint32_t *out) {
    unsigned t = gtid();
    uint32_t l = LENGTHS[t >> 3], p0 = POSITIONS[t & 15], p1 = POSITIONS[(t & 15) ^ 8];
    uint32_t a = 0xffffffffu - t, b = 0x12345678u;
    uint64_t x = 0xfedcba9876543210ull + t, y = 0x0123456789abcdefull;
    uint32_t *o = slot(out);
    o[0] = R4("bfi.b32", a, b, p0, l);
    o[1] = R4("bfi.b32", a, b, p1, l);
    o[2] = R4("bfi.b32", b, a, p0, l);
    o[3] = R4("bfi.b32", b, a, p1, l);
    uint64_t r0 = LLLRR("bfi.b64", x, y, p0, l), r1 = LLLRR("bfi.b64", y, x, p1, l);
    put_u64(o, 2, r0);
    put_u64(o, 3, r1);
}

// bmsk (position, width) and szext (value, width) with widths 0..33 and beyond, each .clamp and
// .wrap: CLAMP_WRAP(X, head, tail, ...) is X(head ".clamp" tail, ...), X(head ".wrap" tail, ...).
#define CLAMP_WRAP(X, head, tail, ...) X(head ".clamp" tail, __VA_ARGS__), X(head ".wrap" tail, __VA_ARGS__)

TEST bits_bmsk_szext(uint32_t *out) {
    unsigned t = gtid();
    uint32_t p = t & 15 ? (t * 5) % 41 : BIG_AMOUNTS[t >> 3], w = (t >> 2) % 35;
    if ((t & 3) == 3) w = BIG_AMOUNTS[(t >> 2) & 15];
    uint32_t a = u32_value(t) ^ 0x00808080u;
    uint32_t *o = slot(out);
    PUT_WORDS(o, CLAMP_WRAP(R2, "bmsk", ".b32", p, w), CLAMP_WRAP(R2, "szext", ".s32", a, w),
              CLAMP_WRAP(R2, "szext", ".u32", a, w), CLAMP_WRAP(R2, "szext", ".s32", a, p));
}

// prmt in its default mode with selectors that pick every byte and the sign-replicating
// forms, and the six special modes, which look at the selector's two low bits.
__device__ const uint32_t SELECTORS[16] = {
    0x3210u, 0x7654u, 0x0123u, 0x4567u, 0x8888u, 0xffffu, 0x9abcu, 0xdef0u,
    0x1032u, 0x5555u, 0x0000u, 0x7777u, 0xabcd3210u, 0x0804u, 0xc4e6u, 0x1f2eu,
};

TEST bits_prmt(uint32_t *out) {
    unsigned t = gtid();
    uint32_t a = 0x80ff7f01u ^ (t << 8), b = u32_value(t >> 4) ^ 0x8a4b2c6du;
    uint32_t s = SELECTORS[t & 15] + ((t >> 4) << 16), c = t;
    uint32_t *o = slot(out);
    o[0] = R3("prmt.b32", a, b, s);
    o[1] = R3("prmt.b32.f4e", a, b, c);
    o[2] = R3("prmt.b32.b4e", a, b, c);
    o[3] = R3("prmt.b32.rc8", a, b, c);
    o[4] = R3("prmt.b32.ecl", a, b, c);
    o[5] = R3("prmt.b32.ecr", a, b, c);
    o[6] = R3("prmt.b32.rc16", a, b, c);
    o[7] = __byte_perm(b, a, s);
}

TEST bits_lop3(uint32_t *out) {
    unsigned t = gtid();
    uint32_t a = u32_value(first(t)), b = u32_value(second(t)) ^ 0x0ff0f00fu, c = u32_value(third(t)) + t;
    uint32_t *o = slot(out);
    o[0] = LOP3(0x96, a, b, c);  // a ^ b ^ c
    o[1] = LOP3(0xe8, a, b, c);  // majority
    o[2] = LOP3(0xca, a, b, c);  // a ? b : c, bitwise
    o[3] = LOP3(0x80, a, b, c);  // a & b & c
    o[4] = LOP3(0xfe, a, b, c);  // a | b | c
    o[5] = LOP3(0x01, a, b, c);  // ~(a | b | c)
    o[6] = LOP3(0x6a, a, b, c);  // (a & b) ^ c
    o[7] = LOP3(0x1e, a, b, c) ^ LOP3(0x00, a, b, c) ^ LOP3(0xff, a, b, c) ^ LOP3(0xf0, a, b, c);
}

// Every funnel shift of a:b by n.
#define SHF(a, b, n)                                                \
    R3("shf.l.wrap.b32", a, b, n), R3("shf.l.clamp.b32", a, b, n), \
        R3("shf.r.wrap.b32", a, b, n), R3("shf.r.clamp.b32", a, b, n)

TEST bits_shf(uint32_t *out) {
    unsigned t = gtid();
    uint32_t a = u32_value(first(t)) ^ 0x0f00000fu, b = u32_value(second(t));
    uint32_t n = t % 41, m = BIG_AMOUNTS[t & 15];
    uint32_t *o = slot(out);
    PUT_WORDS(o, SHF(a, b, n), SHF(a, b, m));
}

TEST bits_funnel_intrinsics(uint32_t *out) {
    unsigned t = gtid();
    uint32_t a = u32_value(first(t)) ^ 0x0f00000fu, b = u32_value(second(t)), n = t % 41;
    uint32_t *o = slot(out);
    o[0] = __funnelshift_l(a, b, n);
    o[1] = __funnelshift_lc(a, b, n);
    o[2] = __funnelshift_r(a, b, n);
    o[3] = __funnelshift_rc(a, b, n);
    o[4] = __brev(a);
    o[5] = (uint32_t)__clz((int)b);
    o[6] = (uint32_t)__popc(a);
    o[7] = (uint32_t)__ffs((int)b) | ((uint32_t)__ffsll((long long)a << 20) << 8);
}

// Population count, leading zeros and bit reversal of single bits, runs and the tables.
TEST bits_count(uint32_t *out) {
    unsigned t = gtid();
    uint32_t a = t < 32 ? 1u << t : t < 64 ? 0xffffffffu >> (t - 32) : u32_value(t);
    uint64_t w = t < 64 ? 1ull << t : U64_VALUES[t & 15] >> ((t >> 4) - 4);
    uint32_t *o = slot(out);
    o[0] = R1("brev.b32", a);
    uint64_t r = L1("brev.b64", w);
    o[1] = lo(r);
    o[2] = hi(r);
    o[3] = R1("clz.b32", a);
    o[4] = RL("clz.b64", w);
    o[5] = R1("popc.b32", a);
    o[6] = RL("popc.b64", w);
    o[7] = R1("popc.b32", ~a) | (RL("clz.b64", ~w) << 8) | (R1("clz.b32", ~a) << 16);
}

// Every bfind of x with X (R1 or RL) on width w ("32" or "64").
#define BFIND(X, w, x) X("bfind.u" w, x), X("bfind.s" w, x), X("bfind.shiftamt.u" w, x), X("bfind.shiftamt.s" w, x)

TEST bits_bfind(uint32_t *out) {
    unsigned t = gtid();
    uint32_t a = t < 32 ? 1u << t : t < 48 ? ~(1u << (t & 31)) : u32_value(t) >> (t >> 4);
    uint64_t w = t < 64 ? 1ull << t : t < 80 ? ~(1ull << (t * 3 & 63)) : U64_VALUES[t & 15] >> (t >> 4);
    uint32_t *o = slot(out);
    PUT_WORDS(o, BFIND(R1, "32", a), BFIND(RL, "64", w));
}

// fns: the n-th set bit from base upwards (offset > 0), downwards (< 0), or base itself (0).
__device__ const int32_t FNS_OFFSETS[8] = {0, 1, -1, 3, -3, 17, -17, 33};

TEST bits_fns(uint32_t *out) {
    unsigned t = gtid();
    uint32_t mask = u32_value(t >> 3) ^ (t & 64 ? 0x5555aaaau : 0u), base = (t * 13) & 31;
    uint32_t *o = slot(out);
    for (int k = 0; k < 7; k++) o[k] = R3("fns.b32", mask, base, (uint32_t)FNS_OFFSETS[k]);
    o[7] = __fns(mask, base, FNS_OFFSETS[7]);
}

TEST bits_dp4a_dp2a(uint32_t *out) {
    unsigned t = gtid();
    uint32_t a = u32_value(first(t)) ^ 0x7f80ff01u, b = u32_value(second(t)) ^ 0x8001807fu, c = u32_value(third(t));
    uint32_t *o = slot(out);
    PUT_WORDS(o, R3("dp4a.u32.u32", a, b, c), R3("dp4a.s32.s32", a, b, c), R3("dp4a.u32.s32", a, b, c),
              R3("dp4a.s32.u32", a, b, c), R3("dp2a.lo.u32.u32", a, b, c), R3("dp2a.hi.s32.s32", a, b, c),
              R3("dp2a.lo.s32.u32", a, b, c), R3("dp2a.hi.u32.s32", a, b, c));
}

TEST bits_dp_intrinsics(uint32_t *out) {
    unsigned t = gtid();
    uint32_t a = u32_value(second(t)) ^ 0x80ff017fu, b = u32_value(first(t)) + 0x01010101u * t, c = u32_value(t + 9);
    uint32_t *o = slot(out);
    o[0] = (uint32_t)__dp4a((int)a, (int)b, (int)c);
    o[1] = __dp4a(a, b, c);
    o[2] = (uint32_t)__dp2a_lo((int)a, (int)b, (int)c);
    o[3] = __dp2a_hi(a, b, c);
    o[4] = R3("dp2a.lo.s32.s32", a, b, c);
    o[5] = R3("dp2a.hi.u32.u32", a, b, c);
    o[6] = R3("dp2a.lo.u32.s32", a, b, c);
    o[7] = R3("dp2a.hi.s32.u32", a, b, c);
}
