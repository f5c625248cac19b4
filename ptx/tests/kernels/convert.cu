// Conversions (cvt): between integer types with and without .sat; float to integer with .rni
// .rzi .rmi .rpi from f32, f64 and f16 (out of range and NaN included); integer to float with
// .rn .rz .rm .rp; rounding to integral values; f32/f64 to f16 under each rounding; f64 to f32;
// .ftz and .sat forms; cvt.pack.sat. Needing sm_80: f16x2 and bf16/bf16x2 destinations, .relu
// and .satfinite, cvt.rna.tf32.f32; the compute_75 build computes the same words without them.
// bf16 with .rm/.rp and the fp8 formats need sm_90: see arith_rare.ptx and fp8.ptx.
#include "common.cuh"

// cvt with a destination of 32 (r), 16 (h) or 64 (l) bits, f32 (f) or f64 (d).
#define CVT(insn, dt, dc, sc, a) ({ dt d_; asm volatile(insn " %0, %1;" : dc(d_) : sc(a)); d_; })
#define CR(insn, sc, a) CVT(insn, uint32_t, "=r", sc, a)
#define CH(insn, sc, a) CVT(insn, uint16_t, "=h", sc, a)
#define CL(insn, sc, a) CVT(insn, uint64_t, "=l", sc, a)
#define CF(insn, sc, a) CVT(insn, float, "=f", sc, a)
#define CD(insn, sc, a) CVT(insn, double, "=d", sc, a)

// 32-bit integers around the byte, halfword, 2^24 and 2^31 boundaries (f32 ties included).
__device__ const uint32_t INT32_INPUTS[32] = {
    0x00000000u, 0x00000001u, 0xffffffffu, 0x7fffffffu, 0x80000000u, 0x80000001u, 0x01000000u, 0x01000001u,
    0x01000003u, 0x01000002u, 0x00ffffffu, 0x7fffff80u, 0x7fffffc0u, 0x7fffffbfu, 0xfeffffffu, 0x12345678u,
    0x9abcdef0u, 0xfffffffeu, 0x0000007fu, 0x00000080u, 0x000000ffu, 0x00000100u, 0xffffff80u, 0xffffff7fu,
    0x00007fffu, 0x00008000u, 0x0000ffffu, 0x00010000u, 0xffff8000u, 0xffff7fffu, 0x40000001u, 0xc0000001u,
};
// 64-bit integers: limits, f64 ties (2^53 + 1, near 2^63 and 2^64), f32 ties.
__device__ const uint64_t INT64_INPUTS[32] = {
    0x0000000000000000ull, 0x0000000000000001ull, 0xffffffffffffffffull, 0x7fffffffffffffffull,
    0x8000000000000000ull, 0x8000000000000001ull, 0x0020000000000001ull, 0x0020000000000003ull,
    0x0000000001000001ull, 0x7ffffffffffffe00ull, 0x7ffffffffffffdffull, 0xfffffffffffffc00ull,
    0xfffffffffffffbffull, 0x8000008000000000ull, 0x123456789abcdef0ull, 0xfedcba9876543210ull,
    0x00000000ffffffffull, 0x0000000100000001ull, 0x8000000000000400ull, 0x8000000000000401ull,
    0x00ffffffffffffffull, 0x7fffff8000000000ull, 0x7fffffc000000000ull, 0xffffffc000000000ull,
    0x0020000000000002ull, 0x000000007fffffffull, 0xffffffff80000000ull, 0x0000000080000000ull,
    0xffffffff7fffffffull, 0x0000000000008000ull, 0xffffffffffff7fffull, 0x00000000000000ffull,
};
// f32 values at and around integer conversion limits and halfway points.
__device__ const uint32_t CVT_F32[32] = {
    0x00000000u, 0x3f000000u, 0x3f800000u, 0x3fc00000u, 0x40200000u, 0x40400000u, 0x40b00000u, 0x80000000u,
    0x3effffffu, 0x3f000001u, 0x00000001u, 0x4affffffu, 0x4b000001u, 0x4effffffu, 0x4f000000u, 0x4f7fffffu,
    0x4f800000u, 0x5effffffu, 0x5f000000u, 0x5f7fffffu, 0x5f800000u, 0x7149f2cau, 0x7f800000u, 0x7fc00000u,
    0x46ffff00u, 0x47000000u, 0x477fff00u, 0x47800000u, 0x42ff0000u, 0x43000000u, 0x437f8000u, 0x43800000u,
};
__device__ const uint64_t CVT_F64[32] = {
    0x0000000000000000ull, 0x3fe0000000000000ull, 0x3ff0000000000000ull, 0x3ff8000000000000ull,
    0x4004000000000000ull, 0x4008000000000000ull, 0x4016000000000000ull, 0x8000000000000000ull,
    0x3fdfffffffffffffull, 0x432fffffffffffffull, 0x0000000000000001ull, 0x41dfffffffe00000ull,
    0x41e0000000000000ull, 0x41effffffff00000ull, 0x41f0000000000000ull, 0x43dfffffffffffffull,
    0x43e0000000000000ull, 0x43efffffffffffffull, 0x43f0000000000000ull, 0x7e37e43c8800759cull,
    0x7ff0000000000000ull, 0x7ff8000000000000ull, 0x40dfffe000000000ull, 0x40e0000000000000ull,
    0x40effff000000000ull, 0x40f0000000000000ull, 0x405fe00000000000ull, 0x4060000000000000ull,
    0x406ff00000000000ull, 0x4070000000000000ull, 0xc1e0000000100000ull, 0x01a56e1fc2f8f359ull,
};
// f64 values that round in interesting ways to f32: ties at 1, at FLT_MAX, in the subnormals.
__device__ const uint64_t F64_TO_F32[32] = {
    0x3ff0000010000000ull, 0x3ff0000010000001ull, 0x3ff0000030000000ull, 0x47efffffe0000000ull,
    0x47effffff0000000ull, 0x47efffffefffffffull, 0x47f0000000000000ull, 0x36a0000000000000ull,
    0x3690000000000000ull, 0x3690000000000001ull, 0x36a8000000000000ull, 0x3810000000000000ull,
    0x380fffffe0000000ull, 0x358dee7a4ad4b81full, 0x7e37e43c8800759cull, 0x7ff0000000000000ull,
    0x7ff8000000000000ull, 0x8000000000000000ull, 0x3fb999999999999aull, 0x3fd5555555555555ull,
    0x400921fb54442d18ull, 0x0000000000000001ull, 0x3fe0000000000000ull, 0x3ff0000000000000ull,
    0x380fffffc0000000ull, 0xc7effffff0000001ull, 0x4170000010000000ull, 0x3fe8000000000000ull,
    0x3ff0000002af31dcull, 0x419d6f34547df3b6ull, 0xb7a16c262777579cull, 0xb6b4000000000000ull,
};
// f16 values around halfway points and the integer limits of 8 and 16 bits.
__device__ const uint16_t CVT_F16[32] = {
    0x0000, 0x3800, 0x3c00, 0x3e00, 0x4100, 0x4200, 0x4580, 0x8000, 0x37ff, 0x3801, 0x0001, 0x63ff,
    0x6401, 0x7bff, 0x7800, 0x5bfc, 0x5c00, 0x57f8, 0x5800, 0x7c00, 0x7e00, 0x3400, 0x3a00, 0x5648,
    0x6c00, 0x6c01, 0x3bff, 0x3c01, 0x0400, 0x5bf8, 0x5ff8, 0x77ff,
};

// 128 inputs per table: the value, its negation, and its neighbours in magnitude.
__device__ __forceinline__ float cvt_f32(unsigned t) {
    uint32_t b = CVT_F32[t & 31], v = t >> 5;
    return f32_of(v == 0 ? b : v == 1 ? b ^ 0x80000000u : v == 2 ? b + 1 : (b | 0x80000000u) - 1);
}
__device__ __forceinline__ double cvt_f64(unsigned t) {
    uint64_t b = CVT_F64[t & 31], v = t >> 5, s = 0x8000000000000000ull;
    return f64_of(v == 0 ? b : v == 1 ? b ^ s : v == 2 ? b + 1 : (b | s) - 1);
}
__device__ __forceinline__ uint16_t cvt_f16(unsigned t) {
    uint16_t b = CVT_F16[t & 31], v = t >> 5;
    return v == 0 ? b : v == 1 ? b ^ 0x8000 : v == 2 ? b + 1 : (b | 0x8000) - 1;
}
__device__ __forceinline__ uint32_t int32_input(unsigned t) {
    uint32_t b = INT32_INPUTS[t & 31], v = t >> 5;
    return v == 0 ? b : v == 1 ? b >> 16 : v == 2 ? b ^ 0x80u : b << 8;
}
__device__ __forceinline__ uint64_t int64_input(unsigned t) {
    uint64_t b = INT64_INPUTS[t & 31], v = t >> 5;
    return v == 0 ? b : v == 1 ? ~b : v == 2 ? b >> 7 : b << 11;
}

// ---- integer to integer ----

TEST cvt_int_from_32(uint32_t *out) {
    uint32_t a = int32_input(gtid());
    uint32_t *o = slot(out);
    o[0] = CR("cvt.s8.s32", "r", a);
    o[1] = CR("cvt.u8.u32", "r", a);
    o[2] = CR("cvt.s16.s32", "r", a);
    o[3] = CR("cvt.u16.u32", "r", a);
    o[4] = CR("cvt.sat.s8.s32", "r", a);
    o[5] = CR("cvt.sat.u8.s32", "r", a);
    o[6] = CR("cvt.sat.s16.s32", "r", a);
    o[7] = CR("cvt.sat.u16.s32", "r", a);
}

TEST cvt_int_from_32_sat(uint32_t *out) {
    uint32_t a = int32_input(gtid());
    uint32_t *o = slot(out);
    o[0] = CR("cvt.sat.s8.u32", "r", a);
    o[1] = CR("cvt.sat.u8.u32", "r", a);
    o[2] = CR("cvt.sat.s16.u32", "r", a);
    o[3] = CR("cvt.sat.u16.u32", "r", a);
    o[4] = CR("cvt.sat.s32.u32", "r", a);
    o[5] = CR("cvt.sat.u32.s32", "r", a);
    o[6] = hi(CL("cvt.s64.s32", "r", a)) ^ hi(CL("cvt.u64.u32", "r", a)) << 1;
    o[7] = hi(CL("cvt.u64.s32", "r", a)) ^ hi(CL("cvt.sat.u64.s32", "r", a)) << 2 ^ lo(CL("cvt.sat.u64.s32", "r", a));
}

// Sources of 8 and 16 bits, in 16-bit registers (8-bit types use the low byte), and an 8-bit
// type from a 32-bit register; 16-bit destinations.
TEST cvt_int_from_small(uint32_t *out) {
    uint32_t a = int32_input(gtid());
    uint16_t h = (uint16_t)a;
    uint32_t *o = slot(out);
    o[0] = CR("cvt.s32.s16", "h", h);
    o[1] = CR("cvt.u32.s16", "h", h) ^ CR("cvt.s32.u16", "h", h) << 1;
    o[2] = CR("cvt.s32.s8", "h", h);
    o[3] = CR("cvt.u32.u8", "h", h) ^ CR("cvt.s32.s8", "r", a) << 4;
    o[4] = pack(CH("cvt.sat.u8.s16", "h", h), CH("cvt.sat.s8.u16", "h", h));
    o[5] = pack(CH("cvt.sat.u16.s16", "h", h), CH("cvt.sat.s16.u16", "h", h));
    o[6] = pack(CH("cvt.s16.s8", "h", h), CH("cvt.sat.u8.s8", "h", h));
    o[7] = pack(CH("cvt.sat.s8.u8", "h", h), CH("cvt.sat.s8.s32", "r", a));
}

TEST cvt_int_from_64(uint32_t *out) {
    uint64_t a = int64_input(gtid());
    uint32_t *o = slot(out);
    o[0] = CR("cvt.u32.u64", "l", a);
    o[1] = CR("cvt.sat.s32.s64", "l", a);
    o[2] = CR("cvt.sat.u32.s64", "l", a);
    o[3] = CR("cvt.sat.s32.u64", "l", a);
    o[4] = CR("cvt.sat.u32.u64", "l", a);
    o[5] = pack(CH("cvt.sat.s16.s64", "l", a), CH("cvt.sat.u8.u64", "l", a));
    o[6] = hi(CL("cvt.sat.s64.u64", "l", a)) ^ lo(CL("cvt.sat.s64.u64", "l", a)) << 3;
    o[7] = hi(CL("cvt.sat.u64.s64", "l", a)) ^ lo(CL("cvt.sat.u64.s64", "l", a)) << 5;
}

// ---- float to integer (saturating; NaN gives 0) ----

TEST cvt_f32_to_int32(uint32_t *out) {
    float a = cvt_f32(gtid());
    uint32_t *o = slot(out);
    PUT_WORDS(o, INT_ROUNDINGS(CR, "cvt", ".s32.f32", "f", a), INT_ROUNDINGS(CR, "cvt", ".u32.f32", "f", a));
}

TEST cvt_f32_to_int64(uint32_t *out) {
    float a = cvt_f32(gtid());
    uint32_t *o = slot(out);
    put_u64s(o, {CL("cvt.rni.s64.f32", "f", a), CL("cvt.rzi.s64.f32", "f", a), CL("cvt.rmi.u64.f32", "f", a),
                 CL("cvt.rpi.u64.f32", "f", a)});
}

// 8- and 16-bit destinations, in 32-bit and in 16-bit registers, and .ftz on the source.
TEST cvt_f32_to_int_small(uint32_t *out) {
    float a = cvt_f32(gtid());
    uint32_t *o = slot(out);
    o[0] = CR("cvt.rni.s16.f32", "f", a);
    o[1] = CR("cvt.rzi.u16.f32", "f", a);
    o[2] = CR("cvt.rmi.s8.f32", "f", a);
    o[3] = CR("cvt.rpi.u8.f32", "f", a);
    o[4] = pack(CH("cvt.rzi.s16.f32", "f", a), CH("cvt.rni.u16.f32", "f", a));
    o[5] = pack(CH("cvt.rpi.s8.f32", "f", a), CH("cvt.rzi.u8.f32", "f", a));
    o[6] = CR("cvt.rpi.ftz.s32.f32", "f", a);
    o[7] = lo(CL("cvt.rmi.ftz.s64.f32", "f", a));
}

TEST cvt_f64_to_int32(uint32_t *out) {
    double a = cvt_f64(gtid());
    uint32_t *o = slot(out);
    PUT_WORDS(o, INT_ROUNDINGS(CR, "cvt", ".s32.f64", "d", a), CR("cvt.rni.u32.f64", "d", a),
              CR("cvt.rzi.u32.f64", "d", a), pack(CH("cvt.rmi.u16.f64", "d", a), CH("cvt.rpi.s16.f64", "d", a)),
              pack(CH("cvt.rni.s8.f64", "d", a), CH("cvt.rzi.u8.f64", "d", a)));
}

TEST cvt_f64_to_int64(uint32_t *out) {
    double a = cvt_f64(gtid());
    uint32_t *o = slot(out);
    put_u64s(o, {CL("cvt.rni.s64.f64", "d", a), CL("cvt.rzi.s64.f64", "d", a), CL("cvt.rmi.u64.f64", "d", a),
                 CL("cvt.rpi.u64.f64", "d", a)});
}

TEST cvt_f16_to_int(uint32_t *out) {
    uint16_t a = cvt_f16(gtid());
    uint32_t *o = slot(out);
    o[0] = CR("cvt.rni.s32.f16", "h", a);
    o[1] = CR("cvt.rzi.s32.f16", "h", a);
    o[2] = CR("cvt.rmi.s32.f16", "h", a);
    o[3] = CR("cvt.rpi.s32.f16", "h", a);
    o[4] = CR("cvt.rni.u32.f16", "h", a);
    o[5] = pack(CH("cvt.rzi.u16.f16", "h", a), CH("cvt.rni.s16.f16", "h", a));
    o[6] = pack(CH("cvt.rmi.s8.f16", "h", a), CH("cvt.rpi.u8.f16", "h", a));
    uint64_t l = CL("cvt.rzi.s64.f16", "h", a);
    o[7] = lo(l) ^ hi(l) ^ hi(CL("cvt.rni.u64.f16", "h", a)) << 1;
}

// ---- integer to float ----

TEST cvt_int32_to_f32(uint32_t *out) {
    uint32_t a = int32_input(gtid());
    uint32_t *o = slot(out);
    PUT_WORDS_OF(f32_bits, o, ROUNDINGS(CF, "cvt", ".f32.s32", "r", a), ROUNDINGS(CF, "cvt", ".f32.u32", "r", a));
}

TEST cvt_int64_to_f32(uint32_t *out) {
    uint64_t a = int64_input(gtid());
    uint32_t *o = slot(out);
    PUT_WORDS_OF(f32_bits, o, ROUNDINGS(CF, "cvt", ".f32.s64", "l", a), ROUNDINGS(CF, "cvt", ".f32.u64", "l", a));
}

// 64-bit integers to f64 under each rounding.
#define CVT_INT64_TO_F64(name, type)                                 \
    TEST name(uint32_t *out) {                                       \
        uint64_t a = int64_input(gtid());                            \
        uint32_t *o = slot(out);                                     \
        PUT_F64_WORDS(o, ROUNDINGS(CD, "cvt", ".f64." type, "l", a)); \
    }

CVT_INT64_TO_F64(cvt_s64_to_f64, "s64")
CVT_INT64_TO_F64(cvt_u64_to_f64, "u64")

// 32-bit integers to f64 (exact), small integers to f32, integers to f16 (rounding, overflow).
TEST cvt_int_to_f64_f16(uint32_t *out) {
    uint32_t a = int32_input(gtid());
    uint16_t h = (uint16_t)a;
    uint32_t *o = slot(out);
    put_f64(o, 0, CD("cvt.rn.f64.s32", "r", a));
    o[2] = f64_hi(CD("cvt.rn.f64.u32", "r", a)) ^ f64_lo(CD("cvt.rz.f64.u32", "r", a));
    o[3] = f32_bits(CF("cvt.rn.f32.s16", "h", h)) ^ f32_bits(CF("cvt.rn.f32.u8", "h", h)) >> 3;
    o[4] = pack(CH("cvt.rn.f16.s32", "r", a), CH("cvt.rz.f16.s32", "r", a));
    o[5] = pack(CH("cvt.rm.f16.s32", "r", a), CH("cvt.rp.f16.s32", "r", a));
    o[6] = pack(CH("cvt.rn.f16.u16", "h", h), CH("cvt.rp.f16.u32", "r", a));
    o[7] = pack(CH("cvt.rn.f16.s64", "l", (uint64_t)(int32_t)a << 4), CH("cvt.rz.f16.s8", "h", h));
}

// ---- float to float ----

// Rounding to integral values (f32 with .ftz, f16).
TEST cvt_round_integral(uint32_t *out) {
    unsigned t = gtid();
    float a = cvt_f32(t);
    uint16_t h = cvt_f16(t);
    uint32_t *o = slot(out);
    o[0] = f32_bits(CF("cvt.rni.f32.f32", "f", a));
    o[1] = f32_bits(CF("cvt.rzi.f32.f32", "f", a));
    o[2] = f32_bits(CF("cvt.rmi.f32.f32", "f", a));
    o[3] = f32_bits(CF("cvt.rpi.f32.f32", "f", a));
    o[4] = f32_bits(CF("cvt.rni.ftz.f32.f32", "f", f32_value(t)));
    o[5] = f32_bits(CF("cvt.rpi.ftz.f32.f32", "f", f32_value(t + 1)));
    o[6] = H_PAIR(CH("cvt.rni.f16.f16", "h", h), CH("cvt.rzi.f16.f16", "h", h));
    o[7] = H_PAIR(CH("cvt.rmi.f16.f16", "h", h), CH("cvt.rpi.f16.f16", "h", h));
}

TEST cvt_round_integral_f64(uint32_t *out) {
    double a = cvt_f64(gtid());
    uint32_t *o = slot(out);
    PUT_F64_WORDS(o, INT_ROUNDINGS(CD, "cvt", ".f64.f64", "d", a));
}

// f32 and f64 to f16 under each rounding (overflow past 65520, subnormal ties), .ftz and
// .sat, and back.
TEST cvt_to_f16(uint32_t *out) {
    unsigned t = gtid();
    uint32_t b = F32_VALUES[t & 31], v = t >> 5;
    float a = f32_of(v == 0 ? b : v == 1 ? b + 1 : v == 2 ? b - 1 : b ^ 0x80000000u);
    double d = (double)a + (v == 3 ? 1e-12 * (double)a : 0.0);
    uint32_t *o = slot(out);
    uint16_t rn = CH("cvt.rn.f16.f32", "f", a);
    o[0] = H_PAIR(rn, CH("cvt.rz.f16.f32", "f", a));
    o[1] = H_PAIR(CH("cvt.rm.f16.f32", "f", a), CH("cvt.rp.f16.f32", "f", a));
    o[2] = H_PAIR(CH("cvt.rn.ftz.f16.f32", "f", a), CH("cvt.rn.sat.f16.f32", "f", a));
    o[3] = H_PAIR(CH("cvt.rn.f16.f64", "d", d), CH("cvt.rz.f16.f64", "d", d));
    o[4] = H_PAIR(CH("cvt.rm.f16.f64", "d", d), CH("cvt.rp.f16.f64", "d", d));
    o[5] = f32_bits(CF("cvt.f32.f16", "h", rn));
    o[6] = f64_hi(CD("cvt.f64.f16", "h", rn)) ^ f64_lo(CD("cvt.f64.f16", "h", rn));
    o[7] = H_PAIR(CH("cvt.rn.satfinite.f16.f32", "f", a), CH("cvt.rz.ftz.sat.f16.f32", "f", a));
}

TEST cvt_f64_to_f32(uint32_t *out) {
    unsigned t = gtid();
    uint64_t b = F64_TO_F32[t & 31], v = t >> 5;
    double a = f64_of(v == 0 ? b : v == 1 ? b ^ 0x8000000000000000ull : v == 2 ? b + 1 : b - 1);
    uint32_t *o = slot(out);
    PUT_WORDS_OF(f32_bits, o, ROUNDINGS(CF, "cvt", ".f32.f64", "d", a), CF("cvt.rn.ftz.f32.f64", "d", a),
                 CF("cvt.rn.sat.f32.f64", "d", a), CF("cvt.rz.ftz.sat.f32.f64", "d", a),
                 CF("cvt.rp.ftz.f32.f64", "d", a));
}

// f32 to f32 with .ftz and .sat, and f32 to f64 (exact, or flushed with .ftz).
TEST cvt_f32_ftz_sat(uint32_t *out) {
    unsigned t = gtid();
    uint32_t b = F32_VALUES[t & 31], v = t >> 5;
    float a = f32_of(v == 0 ? b : v == 1 ? b + 1 : v == 2 ? b - 1 : b ^ 0x80000000u);
    uint32_t *o = slot(out);
    o[0] = f32_bits(CF("cvt.ftz.f32.f32", "f", a));
    o[1] = f32_bits(CF("cvt.sat.f32.f32", "f", a));
    o[2] = f32_bits(CF("cvt.ftz.sat.f32.f32", "f", a));
    o[3] = f32_bits(__saturatef(a));
    put_f64(o, 2, CD("cvt.f64.f32", "f", a));
    put_f64(o, 3, CD("cvt.ftz.f64.f32", "f", a));
}

// cvt.pack.sat: two s32 to a saturated pair of 16-bit values (a to the upper half), and four
// s32 to saturated bytes by chaining the four-operand form (c's low half moves up):
// PACK_BYTES(type, a, b, c, e) packs c and e, then a and b above them.
#define PACK_BYTES(type, a, b, c, e)                        \
    ASM_R("{ .reg .b32 x;\n\t"                              \
          "cvt.pack.sat." type ".s32.b32 x, %3, %4, 0;\n\t" \
          "cvt.pack.sat." type ".s32.b32 %0, %1, %2, x; }", \
          "r"(a), "r"(b), "r"(c), "r"(e))

TEST cvt_pack_sat(uint32_t *out) {
    unsigned t = gtid();
    uint32_t a = int32_input(t), b = int32_input(t * 5 + 3), c = int32_input(t * 3 + 1), e = int32_input(t * 7 + 2);
    uint32_t *o = slot(out);
    o[0] = R2("cvt.pack.sat.s16.s32", a, b);
    o[1] = R2("cvt.pack.sat.u16.s32", a, b);
    o[2] = PACK_BYTES("u8", a, b, c, e);
    o[3] = PACK_BYTES("s8", a, b, c, e);
    o[4] = R3("cvt.pack.sat.u8.s32.b32", a, b, c);
    o[5] = R3("cvt.pack.sat.s8.s32.b32", c, e, a);
    o[6] = R2("cvt.pack.sat.s16.s32", c, e);
    o[7] = R2("cvt.pack.sat.u16.s32", e, c);
}

// cvt.pack.sat to 4-bit fields: two s32 become two nibbles in the low byte, above c's low 24
// bits shifted up by 8; chained to pack eight nibbles.
TEST cvt_pack_sat_4bit(uint32_t *out) {
    unsigned t = gtid();
    uint32_t a = int32_input(t), b = int32_input(t * 5 + 3), c = int32_input(t * 3 + 1), e = int32_input(t * 7 + 2);
    uint32_t *o = slot(out);
    o[0] = R3("cvt.pack.sat.u4.s32.b32", a & 0x8000001fu, b & 0x8000000fu, c);
    o[1] = R3("cvt.pack.sat.s4.s32.b32", (int)(a % 19) - 9, b, e);
    o[2] = R3("cvt.pack.sat.u4.s32.b32", t & 31, (int)t - 64, a);
    o[3] = R3("cvt.pack.sat.s4.s32.b32", (int)(t & 31) - 16, (int)t - 64, b);
    o[4] = ASM_R("{ .reg .b32 x, y, z;\n\t"
                 "cvt.pack.sat.s4.s32.b32 x, %1, %2, 0;\n\t"
                 "cvt.pack.sat.s4.s32.b32 y, %3, %4, x;\n\t"
                 "cvt.pack.sat.s4.s32.b32 z, %2, %1, y;\n\t"
                 "cvt.pack.sat.s4.s32.b32 %0, %4, %3, z; }",
                 "r"((int)(t % 20) - 10), "r"((int)(t % 7) - 3), "r"((int)(t / 8) - 8), "r"((int)(t % 11) - 5));
}

// ---- sm_80: f16x2, .relu and .satfinite f16, bf16, tf32 ----

#if __CUDA_ARCH__ < 800
// .relu on an f16 (inf = 0x7c00) or bf16 (inf = 0x7f80) result: NaN stays NaN, negatives become 0.
__device__ __forceinline__ uint16_t relu16(uint16_t h, uint16_t inf) {
    return (h & 0x7fff) > inf ? 0x7fff : (h & 0x8000) ? 0 : h;
}
__device__ uint16_t bf_rn(float x) {
    uint32_t u = __float_as_uint(x);
    if ((u & 0x7fffffffu) > 0x7f800000u) return 0x7fff;
    return (uint16_t)((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
}
__device__ uint16_t bf_rz(float x) {
    uint32_t u = __float_as_uint(x);
    return (u & 0x7fffffffu) > 0x7f800000u ? 0x7fff : (uint16_t)(u >> 16);
}
// .satfinite: infinities become the largest finite value of the same sign.
__device__ uint16_t satfinite(uint16_t h, uint16_t inf) {
    return (h & 0x7fff) == inf ? (h & 0x8000) | (inf - 1) : h;
}
#endif

TEST cvt_f16x2_relu(uint32_t *out) {
    unsigned t = gtid();
    uint32_t b = F32_VALUES[t & 31], v = t >> 5;
    float a = f32_of(v == 0 ? b : v == 1 ? b + 1 : v == 2 ? b - 1 : b ^ 0x80000000u);
    float c = f32_value(t * 7 + 3);
    uint32_t *o = slot(out);
#if __CUDA_ARCH__ >= 800
    uint32_t r;
    asm volatile("cvt.rn.f16x2.f32 %0, %1, %2;" : "=r"(r) : "f"(a), "f"(c));
    o[0] = H_PAIR(r, r >> 16);
    asm volatile("cvt.rz.f16x2.f32 %0, %1, %2;" : "=r"(r) : "f"(c), "f"(a));
    o[1] = H_PAIR(r, r >> 16);
    asm volatile("cvt.rn.relu.f16x2.f32 %0, %1, %2;" : "=r"(r) : "f"(a), "f"(c));
    o[2] = H_PAIR(r, r >> 16);
    asm volatile("cvt.rz.relu.f16x2.f32 %0, %1, %2;" : "=r"(r) : "f"(c), "f"(a));
    o[3] = H_PAIR(r, r >> 16);
    o[4] = H_PAIR(CH("cvt.rn.relu.f16.f32", "f", a), CH("cvt.rz.relu.f16.f32", "f", a));
    o[5] = H_PAIR(CH("cvt.rn.relu.satfinite.f16.f32", "f", a), CH("cvt.rz.satfinite.f16.f32", "f", a));
    asm volatile("cvt.rn.satfinite.f16x2.f32 %0, %1, %2;" : "=r"(r) : "f"(a), "f"(c));
    o[6] = H_PAIR(r, r >> 16);
    asm volatile("cvt.rn.relu.satfinite.f16x2.f32 %0, %1, %2;" : "=r"(r) : "f"(c), "f"(a));
    o[7] = H_PAIR(r, r >> 16);
#else
    uint16_t an = CH("cvt.rn.f16.f32", "f", a), cn = CH("cvt.rn.f16.f32", "f", c);
    uint16_t az = CH("cvt.rz.f16.f32", "f", a), cz = CH("cvt.rz.f16.f32", "f", c);
    o[0] = H_PAIR(cn, an);
    o[1] = H_PAIR(az, cz);
    o[2] = pack(relu16(cn, 0x7c00), relu16(an, 0x7c00));
    o[3] = pack(relu16(az, 0x7c00), relu16(cz, 0x7c00));
    o[4] = pack(relu16(an, 0x7c00), relu16(az, 0x7c00));
    o[5] = pack(satfinite(relu16(an, 0x7c00), 0x7c00), h_bits(satfinite(az, 0x7c00)));
    o[6] = H_PAIR(satfinite(cn, 0x7c00), satfinite(an, 0x7c00));
    o[7] = pack(satfinite(relu16(an, 0x7c00), 0x7c00), satfinite(relu16(cn, 0x7c00), 0x7c00));
#endif
}

TEST cvt_bf16(uint32_t *out) {
    unsigned t = gtid();
    uint32_t b = F32_VALUES[t & 31], v = t >> 5;
    // Neighbours of the table and halfway points of bf16 (bit 15 of the f32 word).
    float a = f32_of(v == 0 ? b : v == 1 ? b + 0x8000u : v == 2 ? b - 1 : (b ^ 0x80000000u) + 0x7fffu);
    float c = f32_value(t * 5 + 2);
    uint32_t *o = slot(out);
#if __CUDA_ARCH__ >= 800
    uint32_t r;
    o[0] = BF_PAIR(CH("cvt.rn.bf16.f32", "f", a), CH("cvt.rz.bf16.f32", "f", a));
    o[1] = BF_PAIR(CH("cvt.rn.relu.bf16.f32", "f", a), CH("cvt.rz.relu.bf16.f32", "f", a));
    asm volatile("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r"(r) : "f"(a), "f"(c));
    o[2] = BF_PAIR(r, r >> 16);
    asm volatile("cvt.rz.bf16x2.f32 %0, %1, %2;" : "=r"(r) : "f"(c), "f"(a));
    o[3] = BF_PAIR(r, r >> 16);
    asm volatile("cvt.rn.relu.bf16x2.f32 %0, %1, %2;" : "=r"(r) : "f"(a), "f"(c));
    o[4] = BF_PAIR(r, r >> 16);
    o[5] = BF_PAIR(CH("cvt.rn.satfinite.bf16.f32", "f", a), CH("cvt.rz.satfinite.bf16.f32", "f", a));
    asm volatile("cvt.rn.relu.satfinite.bf16x2.f32 %0, %1, %2;" : "=r"(r) : "f"(c), "f"(a));
    o[6] = BF_PAIR(r, r >> 16);
    o[7] = BF_PAIR(CH("cvt.rn.relu.satfinite.bf16.f32", "f", a), CH("cvt.rz.relu.satfinite.bf16.f32", "f", c));
#else
    uint16_t an = bf_rn(a), cn = bf_rn(c), az = bf_rz(a), cz = bf_rz(c);
    o[0] = pack(an, az);
    o[1] = pack(relu16(an, 0x7f80), relu16(az, 0x7f80));
    o[2] = pack(cn, an);
    o[3] = pack(az, cz);
    o[4] = pack(relu16(cn, 0x7f80), relu16(an, 0x7f80));
    o[5] = pack(satfinite(an, 0x7f80), satfinite(az, 0x7f80));
    o[6] = pack(satfinite(relu16(an, 0x7f80), 0x7f80), satfinite(relu16(cn, 0x7f80), 0x7f80));
    o[7] = pack(satfinite(relu16(an, 0x7f80), 0x7f80), satfinite(relu16(cz, 0x7f80), 0x7f80));
#endif
}

// tf32: round to nearest, ties away from zero, to 10 mantissa bits.
TEST cvt_tf32(uint32_t *out) {
    unsigned t = gtid();
    uint32_t b = F32_VALUES[t & 31], v = t >> 5;
    uint32_t *o = slot(out);
    for (unsigned k = 0; k < 4; k++) {
        // The value, its halfway point, and just below and above it; infinities and NaN as they
        // are (the H100 turns NaNs whose payload is only in the low 13 bits into infinities).
        bool finite = (b & 0x7f800000u) != 0x7f800000u;
        uint32_t x = finite ? (b & ~0x1fffu) + (k == 0 ? (b & 0x1fffu) : k == 1 ? 0x1000u : k == 2 ? 0x0fffu : 0x1001u) : b;
        float a = f32_of(v & 1 ? x ^ 0x80000000u : x);
        uint32_t y = __float_as_uint(a) + 0x2000u;  // the next tf32 value, if still finite
        a = v & 2 && (y & 0x7f800000u) != 0x7f800000u ? f32_of(y) : a;
#if __CUDA_ARCH__ >= 800
        o[2 * k] = f32_bits(f32_of(CR("cvt.rna.tf32.f32", "f", a)));
        o[2 * k + 1] = f32_bits(f32_of(CR("cvt.rna.satfinite.tf32.f32", "f", a)));
#else
        uint32_t u = __float_as_uint(a);
        bool nan = (u & 0x7fffffffu) > 0x7f800000u, inf = (u & 0x7fffffffu) == 0x7f800000u;
        uint32_t r = nan ? 0x7fffffffu : inf ? u : (u + 0x1000u) & ~0x1fffu;
        o[2 * k] = f32_bits(f32_of(r));
        uint32_t s = !nan && (r & 0x7fffffffu) == 0x7f800000u ? (r & 0x80000000u) | 0x7f7fe000u : r;
        o[2 * k + 1] = f32_bits(f32_of(s));
#endif
    }
}
