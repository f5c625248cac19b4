// compute: 90
// Matrix instructions of newer GPUs: mma on 8-bit floats (sm_89) and stmatrix (sm_90). Values
// keep every sum exact, as in mma.cu; stmatrix's lanes give their row addresses in a shuffled
// order, and the tile is read back whole.
#include "common.cuh"

__device__ __forceinline__ unsigned lane_id() { return threadIdx.x % 32; }

__device__ __forceinline__ uint32_t hash(unsigned operand, unsigned lane, unsigned index) {
    return (operand * 97u + lane * 31u + index * 7u + blockIdx.x * 13u) * 2654435761u >> 8;
}

// e4m3 bytes of magnitude 2^-2 to 2^2 (exponents 5 to 9), any sign and mantissa; with
// `narrow`, only 1, 1.5, 2 and 3.
__device__ uint32_t e4m3(uint32_t h, bool narrow) {
    uint32_t sign = h >> 12 & 1, exponent = narrow ? 7 + (h & 1) : 5 + h % 5, mantissa = narrow ? (h >> 1 & 1) * 4 : h >> 4 & 7;
    return sign << 7 | exponent << 3 | mantissa;
}
// e5m2 bytes of magnitude 2^-2 to 2^2 (exponents 13 to 17).
__device__ uint32_t e5m2(uint32_t h) { return (h >> 12 & 1) << 7 | (13 + h % 5) << 2 | (h >> 4 & 3); }

template <int N>
__device__ void fill8(uint32_t (&regs)[N], unsigned operand, bool e5, bool narrow) {
    for (int r = 0; r < N; r++) {
        uint32_t word = 0;
        for (int j = 0; j < 4; j++) {
            uint32_t h = hash(operand, lane_id(), r * 4 + j);
            word |= (e5 ? e5m2(h) : e4m3(h, narrow)) << (8 * j);
        }
        regs[r] = word;
    }
}

__device__ __forceinline__ float quarter(unsigned lane, int i) { return (float)((int)(hash(2, lane, i) % 33) - 16) * 0.25f; }

TEST mma_m16n8k32_e4m3(uint32_t *out) {
    uint32_t a[4], b[2], *o = slot(out);
    float d[4];
    fill8(a, 0, false, false);
    fill8(b, 1, false, false);
    for (int i = 0; i < 4; i++) d[i] = quarter(lane_id(), i);
    asm("mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
    for (int i = 0; i < 4; i++) o[i] = f32_bits(d[i]);
}

TEST mma_m16n8k32_e5m2_e4m3(uint32_t *out) {
    uint32_t a[4], b[2], *o = slot(out);
    float d[4];
    fill8(a, 0, true, false);
    fill8(b, 1, false, false);
    for (int i = 0; i < 4; i++) d[i] = quarter(lane_id(), i);
    asm("mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e4m3.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
    for (int i = 0; i < 4; i++) o[i] = f32_bits(d[i]);
}

// f16 accumulators; the narrow inputs keep the sums exact in f16.
TEST mma_m16n8k16_e4m3_f16(uint32_t *out) {
    uint32_t a[2], b[1], c[2], *o = slot(out);
    fill8(a, 0, false, true);
    fill8(b, 1, false, true);
    for (int r = 0; r < 2; r++) {
        uint16_t lo, hi;
        asm("cvt.rn.f16.f32 %0, %1;" : "=h"(lo) : "f"(quarter(lane_id(), 2 * r)));
        asm("cvt.rn.f16.f32 %0, %1;" : "=h"(hi) : "f"(quarter(lane_id(), 2 * r + 1)));
        c[r] = lo | (uint32_t)hi << 16;
    }
    asm("mma.sync.aligned.m16n8k16.row.col.f16.e4m3.e4m3.f16 {%0,%1}, {%2,%3}, {%4}, {%0,%1};"
        : "+r"(c[0]), "+r"(c[1])
        : "r"(a[0]), "r"(a[1]), "r"(b[0]));
    o[0] = c[0];
    o[1] = c[1];
}

__device__ __forceinline__ uint32_t shared_window(const void *p) { return (uint32_t)__cvta_generic_to_shared(p); }

// stmatrix .x4 and .x2 .trans: lanes 8j..8j+7 name matrix j's rows in a shuffled order; each
// thread then reads four words of the warp's tile.
TEST stmatrix_x4_x2_trans(uint32_t *out) {
    __shared__ __align__(16) uint32_t tiles[2][128];
    uint32_t *o = slot(out), lane = lane_id(), *t = tiles[threadIdx.x / 32];
    for (int i = 0; i < 4; i++) t[lane * 4 + i] = 0;
    __syncwarp();
    uint32_t row = (lane * 5 + 3) % 8, r[4];
    for (int i = 0; i < 4; i++) r[i] = hash(3, lane, i);
    uint32_t address = shared_window(t + (lane / 8 * 8 + row) * 4);
    asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1,%2,%3,%4};" ::"r"(address), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]));
    __syncwarp();
    for (int i = 0; i < 4; i++) o[i] = t[lane * 4 + i];
    __syncwarp();
    asm volatile("stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [%0], {%1,%2};" ::"r"(address), "r"(r[2]), "r"(r[3]));
    __syncwarp();
    for (int i = 0; i < 4; i++) o[4 + i] = t[lane * 4 + i];
}

// stmatrix .x1 through a generic address.
TEST stmatrix_x1_generic(uint32_t *out) {
    __shared__ __align__(16) uint32_t tiles[2][32];
    uint32_t *o = slot(out), lane = lane_id(), *t = tiles[threadIdx.x / 32];
    t[lane] = 0;
    __syncwarp();
    uint32_t value = hash(4, lane, 0);
    asm volatile("stmatrix.sync.aligned.m8n8.x1.b16 [%0], {%1};" ::"l"(t + (lane * 3 % 8) * 4), "r"(value));
    __syncwarp();
    o[0] = t[lane];
}
