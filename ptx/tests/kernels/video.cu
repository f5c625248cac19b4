// Video instructions: the scalar vadd, vsub, vabsdiff, vmin, vmax, vshl, vshr, vmad, vset with
// operand selectors, saturation, secondary operations and merges; the SIMD vadd2 ... vset4
// with lane selectors, masks, merges and accumulation. nvcc emits vabsdiff4 and vabsdiff2 for
// a few SIMD intrinsics; every other form is written as inline PTX.
#include "common.cuh"

// Words whose bytes and half-words sit on the signed and unsigned boundaries, and shift
// amounts around 32.
__device__ const uint32_t VIDEO_VALUES[16] = {
    0x00000000u, 0xffffffffu, 0x7f80ff01u, 0x80017fffu, 0x12345678u, 0xfedcba98u, 0x7fff8000u, 0x8000ffffu,
    0x01010101u, 0x80808080u, 0x7f7f7f7fu, 0xff00ff00u, 0x00ff0080u, 0x0000001fu, 0x00000020u, 0x00000021u,
};

__device__ __forceinline__ void inputs(uint32_t &a, uint32_t &b, uint32_t &c) {
    unsigned t = gtid();
    a = VIDEO_VALUES[first(t)];
    b = VIDEO_VALUES[second(t)];
    c = VIDEO_VALUES[third(t)];
}

// A kernel whose eight words are w0..w7, expressions of the thread's inputs a, b and c: mostly
// V2(text), `text` with %0 the result and %1, %2 a and b, and V3(text), with %3 c.
#define VIDEO_TEST(name, w0, w1, w2, w3, w4, w5, w6, w7) \
    TEST name(uint32_t *out) {                           \
        uint32_t a, b, c, *o = slot(out);                \
        inputs(a, b, c);                                 \
        PUT_WORDS(o, w0, w1, w2, w3, w4, w5, w6, w7);    \
    }
#define V2(text) ({ uint32_t d_; asm volatile(text : "=r"(d_) : "r"(a), "r"(b)); d_; })
#define V3(text) ({ uint32_t d_; asm volatile(text : "=r"(d_) : "r"(a), "r"(b), "r"(c)); d_; })

// The SIMD intrinsics nvcc implements with video instructions.
VIDEO_TEST(video_intrinsics,
           __vabsdiffu4(a, b),
           __vabsdiffs4(a, b),
           __vsadu4(a, b),
           __vsads4(a, b),
           __vabs4(a),
           __vabsss4(a),
           __vsadu2(a, b),
           __vsads4(b, c))

VIDEO_TEST(video_add_sub,
           V2("vadd.u32.u32.u32 %0, %1, %2;"),
           V2("vadd.s32.u32.s32.sat %0, %1.b0, %2.h1;"),
           V2("vadd.s32.s32.s32.sat %0, %1, %2;"),
           V2("vadd.u32.s32.s32.sat %0, %1.h1, %2.b3;"),
           V2("vsub.u32.u32.u32.sat %0, %1, %2;"),
           V2("vsub.s32.s32.u32.sat %0, %1.h1, %2.h1;"),
           V2("vsub.u32.s32.s32 %0, %1.b2, %2.b1;"),
           V3("vadd.u32.u32.u32 %0, %1, %2, %3;"))

VIDEO_TEST(video_absdiff_min_max,
           V2("vabsdiff.u32.s32.s32 %0, %1, %2;"),
           V2("vabsdiff.u32.u32.u32.sat %0, %1.h0, %2.b3;"),
           V2("vabsdiff.s32.s32.s32.sat %0, %1, %2;"),
           V2("vmin.u32.u32.s32 %0, %1.h0, %2.h0;"),
           V2("vmin.s32.s32.s32 %0, %1, %2;"),
           V2("vmax.u32.s32.u32 %0, %1.b3, %2;"),
           V2("vmax.s32.s32.s32.sat %0, %1.b1, %2.h1;"),
           V2("vmin.u32.u32.u32.sat %0, %1, %2;"))

// The secondary operations, on a result saturated or not.
VIDEO_TEST(video_secondary,
           V3("vsub.s32.s32.s32.min %0, %1, %2, %3;"),
           V3("vsub.u32.u32.u32.sat.max %0, %1, %2, %3;"),
           V3("vsub.u32.u32.u32.min %0, %1, %2, %3;"),
           V3("vabsdiff.u32.u32.u32.add %0, %1.b1, %2.b2, %3;"),
           V3("vmin.s32.s32.s32.sat.add %0, %1, %2, %3;"),
           V3("vmax.s32.u32.s32.max %0, %1.b3, %2, %3;"),
           V3("vadd.s32.s32.s32.sat.add %0, %1, %2, %3;"),
           V3("vadd.u32.u32.u32.max %0, %1, %2, %3;"))

// Results merged into a byte or half-word of c, saturated to that part's range or not.
VIDEO_TEST(video_merge,
           V3("vadd.u32.u32.u32.sat %0.b3, %1.b2, %2.b1, %3;"),
           V3("vadd.s32.s32.s32 %0.h1, %1.h0, %2.h1, %3;"),
           V3("vabsdiff.s32.s32.s32.sat %0.h0, %1.b0, %2.b2, %3;"),
           V3("vmax.u32.s32.u32.sat %0.b1, %1, %2.h1, %3;"),
           V3("vsub.s32.s32.s32.sat %0.b0, %1, %2, %3;"),
           V3("vsub.u32.u32.u32.sat %0.h1, %1.h1, %2.h0, %3;"),
           V3("vmin.s32.u32.u32 %0.b2, %1, %2, %3;"),
           V3("vadd.s32.u32.u32.sat %0.h0, %1, %2, %3;"))

VIDEO_TEST(video_shift,
           V2("vshl.u32.u32.u32.clamp %0, %1, %2;"),
           V2("vshl.s32.s32.u32.wrap.sat %0, %1.h0, %2;"),
           V2("vshl.u32.u32.u32.clamp.sat %0, %1, %2;"),
           V3("vshl.s32.s32.u32.clamp.sat %0.h1, %1.b0, %2.b0, %3;"),
           V2("vshr.s32.s32.u32.clamp %0, %1, %2;"),
           V2("vshr.u32.s32.u32.wrap %0, %1.b1, %2.b0;"),
           V3("vshr.u32.u32.u32.clamp.add %0, %1, %2.b0, %3;"),
           V3("vshl.u32.s32.u32.wrap.min %0, %1, %2, %3;"))

VIDEO_TEST(video_set,
           V2("vset.u32.u32.lt %0, %1, %2;"),
           V3("vset.s32.u32.lt.add %0, %1, %2, %3;"),
           V3("vset.s32.s32.ge %0.h0, %1.b2, %2, %3;"),
           V3("vset.s32.s32.eq.max %0, %1.h1, %2.h0, %3;"),
           V3("vset.u32.s32.ne.min %0, %1, %2, %3;"),
           V3("vset.s32.u32.gt %0.b2, %1.b3, %2.b3, %3;"),
           V2("vset.u32.u32.le %0, %1.h0, %2.h1;"),
           V2("vset.s32.s32.lt %0, %1, %2;"))

// vmad's sign rules: negated products and addends, plus one.
VIDEO_TEST(video_mad,
           V3("vmad.u32.u32.u32 %0, %1, %2, %3;"),
           V3("vmad.s32.s32.s32 %0, -%1, %2, %3;"),
           V3("vmad.s32.s32.s32 %0, %1, %2, -%3;"),
           V3("vmad.s32.s32.s32 %0, -%1, -%2, %3;"),
           V3("vmad.u32.u32.u32 %0, -%1, %2, %3;"),
           V3("vmad.s32.u32.u32 %0, %1, %2, -%3;"),
           V3("vmad.u32.u32.u32.po %0, %1, %2, %3;"),
           V3("vmad.s32.s32.s32.sat %0, %1, %2, %3;"))

// vmad with scaling, saturation and selectors.
VIDEO_TEST(video_mad_scale,
           V3("vmad.u32.u32.u32.shr7.sat %0, %1.h0, %2.b1, %3;"),
           V3("vmad.s32.s32.u32.shr15 %0, %1, %2, %3;"),
           V3("vmad.s32.u32.s32.sat.shr7 %0, %1.b0, %2.h1, -%3;"),
           V3("vmad.u32.u32.u32.sat %0, %1, %2, %3;"),
           V3("vmad.u32.u32.u32.sat.po.shr15 %0, %1, %2, %3;"),
           V3("vmad.u32.s32.s32.sat %0, -%1.h1, %2.b0, %3;"),
           V3("vmad.u32.u32.u32.shr15.sat %0, %1, %2, -%3;"),
           V3("vmad.s32.s32.s32.shr7 %0, %1, -%2, %3;"))

VIDEO_TEST(video_simd2,
           V3("vadd2.u32.u32.u32 %0, %1, %2, %3;"),
           V3("vadd2.s32.s32.s32.sat %0, %1, %2, %3;"),
           V3("vsub2.u32.u32.u32.sat %0, %1, %2, %3;"),
           V3("vavrg2.s32.s32.s32 %0, %1, %2, %3;"),
           V3("vabsdiff2.s32.s32.s32.sat %0, %1.h20, %2.h13, %3;"),
           V3("vmax2.s32.s32.s32 %0, %1, %2, %3;"),
           V3("vmin2.u32.s32.u32.sat %0, %1, %2, %3;"),
           V3("vavrg2.u32.s32.u32 %0, %1, %2, %3;"))

// Masks merging into c, accumulation into c, and vset2.
VIDEO_TEST(video_simd2_masks,
           V3("vsub2.s32.s32.u32.sat %0.h0, %1.h01, %2.h33, %3;"),
           V3("vavrg2.u32.u32.u32.sat %0.h1, %1, %2, %3;"),
           V3("vabsdiff2.u32.u32.u32.add %0, %1, %2, %3;"),
           V3("vmin2.s32.u32.u32.add %0.h10, %1.h00, %2.h22, %3;"),
           V3("vsub2.s32.s32.s32.add %0.h1, %1, %2, %3;"),
           V3("vset2.u32.u32.ne %0, %1, %2, %3;"),
           V3("vset2.s32.s32.lt.add %0, %1, %2, %3;"),
           V3("vset2.s32.u32.ge %0.h1, %1.h11, %2, %3;"))

VIDEO_TEST(video_simd4,
           V3("vadd4.u32.u32.u32 %0, %1, %2, %3;"),
           V3("vadd4.s32.s32.s32.sat %0, %1, %2, %3;"),
           V3("vsub4.u32.u32.u32.sat %0, %1, %2, %3;"),
           V3("vavrg4.s32.s32.s32.sat %0, %1, %2, %3;"),
           V3("vavrg4.u32.u32.u32 %0, %1, %2, %3;"),
           V3("vabsdiff4.s32.s32.s32.sat %0, %1, %2, %3;"),
           V3("vmin4.s32.u32.s32 %0, %1, %2, %3;"),
           V3("vmax4.u32.s32.u32.sat %0, %1.b5140, %2.b3762, %3;"))

// Byte masks merging into c, accumulation into c, and vset4.
VIDEO_TEST(video_simd4_masks,
           V3("vadd4.u32.u32.u32.sat %0.b20, %1.b7654, %2.b0123, %3;"),
           V3("vsub4.s32.u32.s32.add %0.b31, %1, %2, %3;"),
           V3("vabsdiff4.u32.u32.u32.add %0, %1, %2, %3;"),
           V3("vset4.u32.u32.ne %0, %1, %2, %3;"),
           V3("vset4.s32.u32.lt.add %0.b31, %1, %2.b3333, %3;"),
           V3("vset4.s32.s32.gt %0.b210, %1, %2, %3;"),
           V3("vmax4.s32.s32.s32 %0.b3, %1, %2, %3;"),
           V3("vadd4.s32.s32.s32.add %0, %1, %2, %3;"))

// Where NVIDIA's GPUs depart from the ISA's pseudo-code: unsigned saturation that wraps past
// the top, secondary operations on the 32-bit sum, vset's c typed as a, shifts saturated from
// 34 bits.
VIDEO_TEST(video_gpu_sat_secondary,
           V2("vadd.u32.u32.u32.sat %0, %1, %2;"),
           V3("vadd.u32.u32.u32.min %0, %1, %2, %3;"),
           V3("vadd.s32.u32.s32.max %0, %1, %2, %3;"),
           V3("vsub.u32.s32.u32.max %0, %1, %2, %3;"),
           V3("vset.s32.u32.lt.min %0, %1, %2, %3;"),
           V3("vset.u32.s32.lt.max %0, %1, %2, %3;"),
           V3("vadd.u32.u32.u32.sat.min %0, %1, %2, %3;"),
           V2("vshl.s32.u32.u32.clamp.sat %0, %1, %2;"))

// More departures: merges saturated to a part, the upper half-word, and vmad's signed 32-bit
// product and sign-extended c.
VIDEO_TEST(video_gpu_merge_mad,
           V2("vshr.s32.s32.u32.clamp.sat %0, %1, %2;"),
           V3("vsub.u32.u32.u32.sat %0.b2, %1, %2, %3;"),
           V3("vadd.s32.s32.s32.sat %0.h1, %1.h0, %2.h1, %3;"),
           V3("vshl.u32.u32.u32.clamp %0.h1, %1, %2, %3;"),
           V3("vmad.u32.u32.u32.shr7 %0, %1, %2, %3;"),
           V3("vmad.s32.u32.s32.sat.shr15 %0, %1, %2, %3;"),
           V3("vmad.u32.s32.u32.sat %0, -%1, %2, %3;"),
           V3("vmad.s32.s32.s32.sat %0, %1, %2, -%3;"))
