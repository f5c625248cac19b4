// Floating-point min and max: f32 (all pairs of F32_VALUES: NaN operands, signed zeros,
// subnormals), with .ftz, f64, and min.NaN/max.NaN (sm_80; the compute_75 build computes the
// same words without them). max.xorsign.abs (sm_86) and min.relu/max.relu (sm_90) are in
// arith_rare.ptx, three-input min/max (sm_100) in minmax3.ptx.
#include "common.cuh"

// f64 inputs with NaNs of both signs, a signaling one among them, and -100.
DEFINE_F64_VALUES(0xfff8000000000000ull, 0x7ff0000000000001ull, 0xbca0000000000001ull, 0xc059000000000000ull)

// Partners that matter most for min/max: zeros, subnormals, NaN, infinities.
__device__ const uint32_t SPECIAL_PARTNERS[8] = {
    0x00000000u, 0x80000000u, 0x00000001u, 0x807fffffu, 0x7fc00000u, 0xffc00001u, 0x7f800000u, 0xff800000u,
};

// min and max over all 1024 ordered pairs of F32_VALUES.
F32_PAIRS(f32_min, "min.f32")
F32_PAIRS(f32_max, "max.f32")

TEST f32_minmax_ftz(uint32_t *out) {
    unsigned t = gtid();
    float a = f32_value(t & 31);
    uint32_t *o = slot(out);
    for (unsigned k = 0; k < 4; k++) {
        float b = f32_of(SPECIAL_PARTNERS[(t >> 5) * 2 + (k & 1)] ^ (k & 2 ? 0x00800000u : 0u));
        o[2 * k] = f32_bits(F2("min.ftz.f32", a, b));
        o[2 * k + 1] = f32_bits(F2("max.ftz.f32", b, a));
    }
}

// The raw bits of min/max where the result is not NaN: which zero comes out matters.
TEST f32_minmax_zero_bits(uint32_t *out) {
    unsigned t = gtid();
    float a = f32_of(SPECIAL_PARTNERS[t & 7]), b = f32_of(SPECIAL_PARTNERS[(t >> 3) & 7]);
    float c = f32_value(t >> 1);
    uint32_t *o = slot(out);
    o[0] = f32_bits(F2("min.f32", a, b));
    o[1] = f32_bits(F2("max.f32", a, b));
    o[2] = f32_bits(F2("min.ftz.f32", a, b));
    o[3] = f32_bits(F2("max.ftz.f32", a, b));
    o[4] = f32_bits(fminf(a, c));
    o[5] = f32_bits(fmaxf(c, b));
    o[6] = f64_hi(fmin((double)a, (double)c)) ^ f64_lo(fmin((double)a, (double)c));
    o[7] = f64_hi(fmax((double)b, (double)c));
}

#define F64_MINMAX(name, insn)                                                   \
    TEST name(uint32_t *out) {                                                   \
        unsigned t = gtid();                                                     \
        double a = f64_value(t & 31);                                            \
        uint32_t *o = slot(out);                                                 \
        for (unsigned k = 0; k < 4; k++) {                                       \
            double r = D2(insn, a, f64_value((t >> 5) * 8 + 2 * k + ((t >> 4) & 1))); \
            o[2 * k] = f64_lo(r);                                                \
            o[2 * k + 1] = f64_hi(r);                                            \
        }                                                                        \
    }

F64_MINMAX(f64_min, "min.f64")
F64_MINMAX(f64_max, "max.f64")

// ---- sm_80: min.NaN and max.NaN ----

#if __CUDA_ARCH__ < 800
__device__ __forceinline__ bool is_nan(float x) { return x != x; }
__device__ __forceinline__ float ftz(float x) {
    return fabsf(x) < 1.17549435e-38f ? __uint_as_float(__float_as_uint(x) & 0x80000000u) : x;
}
// min/max propagating NaN; -0 < +0.
__device__ float minmax_nan(float a, float b, bool max) {
    if (is_nan(a) || is_nan(b)) return __uint_as_float(0x7fffffffu);
    if (a == b) return __uint_as_float(max ? __float_as_uint(a) & __float_as_uint(b) : __float_as_uint(a) | __float_as_uint(b));
    return (a < b) != max ? a : b;
}
#endif

// Words 4k..4k+3: min.NaN and max.NaN of a and b, then of a and c with .ftz.
__device__ __forceinline__ void minmax_nan_words(uint32_t *o, unsigned k, float a, float b, float c) {
#if __CUDA_ARCH__ >= 800
    o[4 * k + 0] = f32_bits(F2("min.NaN.f32", a, b));
    o[4 * k + 1] = f32_bits(F2("max.NaN.f32", a, b));
    o[4 * k + 2] = f32_bits(F2("min.ftz.NaN.f32", a, c));
    o[4 * k + 3] = f32_bits(F2("max.ftz.NaN.f32", c, a));
#else
    o[4 * k + 0] = f32_bits(minmax_nan(a, b, false));
    o[4 * k + 1] = f32_bits(minmax_nan(a, b, true));
    o[4 * k + 2] = f32_bits(minmax_nan(ftz(a), ftz(c), false));
    o[4 * k + 3] = f32_bits(minmax_nan(ftz(c), ftz(a), true));
#endif
}

TEST f32_minmax_nan(uint32_t *out) {
    unsigned t = gtid();
    float a = f32_value(t & 31);
    uint32_t *o = slot(out);
    for (unsigned k = 0; k < 2; k++) {
        float b = f32_value((t >> 5) * 8 + (t & 3) * 2 + k), c = f32_of(SPECIAL_PARTNERS[(t >> 5) * 2 + k]);
        minmax_nan_words(o, k, a, b, c);
    }
}

// min/max, integer and float, through the C++ functions nvcc maps onto them.
TEST minmax_intrinsics(uint32_t *out) {
    unsigned t = gtid();
    uint32_t x = u32_value(t), y = u32_value(t >> 4);
    float a = f32_value(t), b = f32_value(t >> 2);
    uint32_t *o = slot(out);
    o[0] = (uint32_t)min((int)x, (int)y);
    o[1] = max(x, y);
    o[2] = (uint32_t)llmin((long long)x << 31, (long long)y << 30);
    o[3] = (uint32_t)(ullmax((unsigned long long)x << 33, (unsigned long long)y) >> 32);
    o[4] = f32_bits(fminf(a, b));
    o[5] = f32_bits(fmaxf(a, b));
    o[6] = f32_bits(fminf(fmaxf(a, 0.0f), 1.0f));
    o[7] = f32_bits(__saturatef(a));
}
