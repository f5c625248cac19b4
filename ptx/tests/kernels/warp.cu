// Warp-level operations: shuffles of every mode and width (with out-of-range lanes, 64-bit and
// float values, partial member masks and the predicate output), votes inside divergent branches,
// match, redux, __syncwarp, the lane registers, and warp algorithms built on them.
#include "common.cuh"

#define FULL 0xffffffffu

__device__ __forceinline__ unsigned lane_id() { return threadIdx.x % 32; }

// __shfl_sync with widths 32..2 and source lanes beyond the width or negative.
TEST shfl_idx_widths(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid(), lane = lane_id();
    uint32_t v = t * 0x01000193u + 7;
    int src = (int)(lane * 3 + 1);
    o[0] = __shfl_sync(FULL, v, src, 32);
    o[1] = __shfl_sync(FULL, v, src, 16);
    o[2] = __shfl_sync(FULL, v, src, 8);
    o[3] = __shfl_sync(FULL, v, src, 4);
    o[4] = __shfl_sync(FULL, v, src, 2);
    o[5] = __shfl_sync(FULL, v, 0);                       // broadcast
    o[6] = __shfl_sync(FULL, v, -1 - (int)(lane % 3), 8); // negative source lanes
    o[7] = __shfl_sync(FULL, v, (int)lane + 37);          // beyond 32
}

// __shfl_up_sync and __shfl_down_sync: lanes whose source lies outside their segment keep their
// own value.
TEST shfl_up_down_widths(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid();
    uint32_t v = u32_value(t) ^ (t << 16);
    o[0] = __shfl_up_sync(FULL, v, 1);
    o[1] = __shfl_up_sync(FULL, v, 5, 16);
    o[2] = __shfl_up_sync(FULL, v, 3, 8);
    o[3] = __shfl_up_sync(FULL, v, 2, 4);
    o[4] = __shfl_down_sync(FULL, v, 1, 2);
    o[5] = __shfl_down_sync(FULL, v, 7);
    o[6] = __shfl_down_sync(FULL, v, 9, 16);
    o[7] = __shfl_down_sync(FULL, v, 3, 4) + __shfl_up_sync(FULL, v, 40);   // delta beyond the warp
}

// __shfl_xor_sync with widths and lane masks at or above the width.
TEST shfl_xor_widths(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid();
    uint32_t v = t * 2654435761u;
    o[0] = __shfl_xor_sync(FULL, v, 1);
    o[1] = __shfl_xor_sync(FULL, v, 16);
    o[2] = __shfl_xor_sync(FULL, v, 5, 16);
    o[3] = __shfl_xor_sync(FULL, v, 3, 8);
    o[4] = __shfl_xor_sync(FULL, v, 2, 4);
    o[5] = __shfl_xor_sync(FULL, v, 1, 2);
    o[6] = __shfl_xor_sync(FULL, v, 8, 8);     // lane mask equal to the width
    o[7] = __shfl_xor_sync(FULL, v, 31);
}

// 64-bit and floating-point values through every shuffle.
TEST shfl_wide_and_float(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid(), lane = lane_id();
    double d = (double)t * 1.25 - 40.0;
    long long l = (long long)t * -0x123456789ll;
    float f = f32_value(t);
    double d1 = __shfl_sync(FULL, d, 31 - lane);
    long long l1 = __shfl_xor_sync(FULL, l, 6, 16);
    unsigned long long u1 = __shfl_down_sync(FULL, (unsigned long long)l, 4, 8);
    float f1 = __shfl_up_sync(FULL, f, 1, 4);
    float f2 = __shfl_xor_sync(FULL, f, 3);
    o[0] = f64_lo(d1);
    o[1] = f64_hi(d1);
    o[2] = (uint32_t)l1;
    o[3] = (uint32_t)(l1 >> 32);
    o[4] = (uint32_t)u1 ^ (uint32_t)(u1 >> 32);
    o[5] = f32_bits(f1);
    o[6] = f32_bits(f2);
    o[7] = f64_hi(__shfl_down_sync(FULL, d, 2, 2));
}

// Shuffles among a subset of lanes named by a partial member mask.
TEST shfl_partial_mask(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid(), lane = lane_id();
    uint32_t v = t * 11 + 3;
    o[0] = 0;
    o[1] = 0;
    o[2] = 0;
    if (lane % 2 == 0) {
        // Even lanes only: rotate among them.
        o[0] = __shfl_sync(0x55555555u, v, (lane + 2) % 32);
    }
    if (lane < 16) {
        // The lower half, with width 16 so no source lies outside the mask.
        o[1] = __shfl_down_sync(0x0000ffffu, v, 1, 16);
        o[2] = __shfl_xor_sync(0x0000ffffu, v, 5, 16);
    } else {
        o[1] = __shfl_up_sync(0xffff0000u, v, 2, 16);
        o[2] = __shfl_sync(0xffff0000u, v, 16 + (lane * 7) % 16);
    }
}

// The predicate output of shfl.sync: true where the source lane is in range. SHFL_PRED(insn,
// sources) runs `insn` (%0|q the result and its predicate, the sources from %2) and gives the
// result plus the predicate at bit 24.
#define SHFL_PRED(insn, ...)                                                                    \
    ({                                                                                          \
        uint32_t r_, p_;                                                                        \
        asm volatile("{ .reg .pred q; " insn "; selp.u32 %1, 1, 0, q; }"                        \
                     : "=r"(r_), "=r"(p_) : __VA_ARGS__);                                       \
        r_ + (p_ << 24);                                                                        \
    })

TEST shfl_predicate(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid();
    uint32_t v = t + 0x100, r, p;
    asm volatile("{ .reg .pred q; shfl.sync.up.b32 %0|q, %2, 3, 0, 0xffffffff; selp.u32 %1, 1, 0, q; }"
                 : "=r"(r), "=r"(p) : "r"(v));
    o[0] = r;
    o[1] = p;
    o[2] = SHFL_PRED("shfl.sync.down.b32 %0|q, %2, 6, 0x1f, 0xffffffff", "r"(v));
    // Segments of 8 lanes: c = ((32 - 8) << 8) | 0x1f for down/bfly/idx, (32 - 8) << 8 for up.
    o[3] = SHFL_PRED("shfl.sync.bfly.b32 %0|q, %2, 12, 0x181f, 0xffffffff", "r"(v));
    o[4] = SHFL_PRED("shfl.sync.idx.b32 %0|q, %2, 9, 0x181f, 0xffffffff", "r"(v));
    o[5] = SHFL_PRED("shfl.sync.up.b32 %0|q, %2, 2, 0x1800, 0xffffffff", "r"(v));
    // Source lane and clamp in registers.
    uint32_t b = t % 40, c = 0x1f;
    o[6] = SHFL_PRED("shfl.sync.idx.b32 %0|q, %2, %3, %4, 0xffffffff", "r"(v), "r"(b), "r"(c));
    asm volatile("shfl.sync.down.b32 %0, %1, 1, 0x1f, 0xffffffff;" : "=r"(r) : "r"(v));
    o[7] = r;
}

// Votes in divergent branches: __activemask, __ballot_sync, __all_sync, __any_sync.
TEST vote_divergent(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid(), lane = lane_id();
    o[0] = __ballot_sync(FULL, (t * 7) % 5 < 2);
    o[1] = __all_sync(FULL, lane < 32) | (__all_sync(FULL, lane < 31) << 1) | (__any_sync(FULL, lane == 17) << 2) |
           (__any_sync(FULL, lane > 40) << 3);
    if (lane < 20) {
        unsigned m = __activemask();
        o[2] = m;
        o[3] = __ballot_sync(m, lane % 3 == 0);
        o[4] = __all_sync(m, lane < 20) + 2 * __any_sync(m, lane == 19);
    } else {
        unsigned m = __activemask();
        o[2] = m;
        o[3] = __ballot_sync(m, lane & 1);
        o[4] = __all_sync(m, lane & 1) + 2 * __any_sync(m, lane == 19);
    }
    if (lane % 4 == 1) {
        unsigned m = __activemask();
        o[5] = m;
        o[6] = __ballot_sync(m, lane > 10);
    }
    o[7] = __activemask();
}

// vote.sync in PTX: uni, all, any and ballot, with full and partial masks. The vote is on the
// predicate p that `setp` sets from %1 = x: VOTE_PRED gives its predicate q as 0 or 1,
// VOTE_BALLOT the ballot.b32 result %0.
#define VOTE_PRED(setp, vote, x) ASM_R("{ .reg .pred p, q; " setp "; " vote "; selp.u32 %0, 1, 0, q; }", "r"(x))
#define VOTE_BALLOT(setp, vote, x) ASM_R("{ .reg .pred p; " setp "; " vote "; }", "r"(x))

TEST vote_asm(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid(), lane = lane_id();
    o[0] = VOTE_PRED("setp.ne.u32 p, %1, 0", "vote.sync.uni.pred q, p, 0xffffffff", blockIdx.x);
    o[1] = VOTE_PRED("setp.lt.u32 p, %1, 8", "vote.sync.uni.pred q, p, 0xffffffff", lane);
    o[2] = VOTE_PRED("setp.lt.u32 p, %1, 8", "vote.sync.uni.pred q, !p, 0xffffffff", t & 64);
    o[3] = VOTE_BALLOT("setp.gt.u32 p, %1, 12", "vote.sync.ballot.b32 %0, p, 0xffffffff", lane);
    o[4] = VOTE_BALLOT("setp.gt.u32 p, %1, 12", "vote.sync.ballot.b32 %0, !p, 0xffffffff", lane);
    o[5] = 0;
    o[6] = 0;
    if (lane >= 8) {
        o[5] = VOTE_PRED("setp.ne.u32 p, %1, 0", "vote.sync.all.pred q, p, 0xffffff00", lane & 8);
        o[6] = VOTE_PRED("setp.eq.u32 p, %1, 9", "vote.sync.any.pred q, p, 0xffffff00", lane);
        o[7] = VOTE_BALLOT("setp.eq.u32 p, %1, 0", "vote.sync.ballot.b32 %0, p, 0xffffff00", lane % 3);
    }
}

// __match_any_sync and __match_all_sync on 32- and 64-bit values (sm_70).
TEST match_sync(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid(), lane = lane_id();
    o[0] = __match_any_sync(FULL, lane % 5);
    o[1] = __match_any_sync(FULL, (unsigned long long)(lane / 6) << 40);
    int pred;
    o[2] = __match_all_sync(FULL, blockIdx.x * 3, &pred);
    o[3] = (uint32_t)pred;
    o[4] = __match_all_sync(FULL, (unsigned long long)lane / 16, &pred);
    o[5] = (uint32_t)pred;
    o[6] = 0;
    o[7] = 0;
    if (lane < 16) {
        o[6] = __match_any_sync(0x0000ffffu, (t * 5) % 3);
        o[7] = __match_all_sync(0x0000ffffu, 0x1234567890ull, &pred) ^ (pred ? 0x80000000u : 0u);
    }
}

// __reduce_*_sync (redux.sync, sm_80); compute_75 computes the same with shuffles: shfl_reduce
// combines the values of `width` lanes with op, by butterfly.
template <typename T, typename Op>
__device__ __forceinline__ T shfl_reduce(unsigned mask, T v, int width, Op op) {
    for (int d = width / 2; d > 0; d /= 2) v = op(v, __shfl_xor_sync(mask, v, d, width));
    return v;
}
struct Add { template <typename T> __device__ T operator()(T a, T b) const { return a + b; } };
struct Min { template <typename T> __device__ T operator()(T a, T b) const { return min(a, b); } };
struct Max { template <typename T> __device__ T operator()(T a, T b) const { return max(a, b); } };
struct And { template <typename T> __device__ T operator()(T a, T b) const { return a & b; } };
struct Or { template <typename T> __device__ T operator()(T a, T b) const { return a | b; } };
struct Xor { template <typename T> __device__ T operator()(T a, T b) const { return a ^ b; } };

TEST reduce_sync(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid(), lane = lane_id();
    unsigned v = u32_value(t * 3) ^ (lane << 4);
    int s = (int)v;
#if __CUDA_ARCH__ >= 800
    o[0] = __reduce_add_sync(FULL, v);
    o[1] = __reduce_min_sync(FULL, v);
    o[2] = __reduce_max_sync(FULL, v);
    o[3] = (uint32_t)__reduce_min_sync(FULL, s);
    o[4] = (uint32_t)__reduce_max_sync(FULL, s);
    o[5] = __reduce_and_sync(FULL, v | 0x10u);
    o[6] = __reduce_or_sync(FULL, v & 0xf0f0f0f0u) ^ __reduce_xor_sync(FULL, v);
    if (lane < 16) o[7] = (uint32_t)__reduce_add_sync(0x0000ffffu, s) + __reduce_max_sync(0x0000ffffu, v);
    else o[7] = __reduce_min_sync(0xffff0000u, v) ^ __reduce_or_sync(0xffff0000u, lane);
#else
    o[0] = shfl_reduce(FULL, v, 32, Add());
    o[1] = shfl_reduce(FULL, v, 32, Min());
    o[2] = shfl_reduce(FULL, v, 32, Max());
    o[3] = (uint32_t)shfl_reduce(FULL, s, 32, Min());
    o[4] = (uint32_t)shfl_reduce(FULL, s, 32, Max());
    o[5] = shfl_reduce(FULL, v | 0x10u, 32, And());
    o[6] = shfl_reduce(FULL, v & 0xf0f0f0f0u, 32, Or()) ^ shfl_reduce(FULL, v, 32, Xor());
    if (lane < 16) o[7] = shfl_reduce(0x0000ffffu, (unsigned)s, 16, Add()) + shfl_reduce(0x0000ffffu, v, 16, Max());
    else o[7] = shfl_reduce(0xffff0000u, v, 16, Min()) ^ shfl_reduce(0xffff0000u, lane, 16, Or());
#endif
}

// __syncwarp with the full mask and with partial masks around shared-memory exchanges.
TEST syncwarp_masks(uint32_t *out) {
    __shared__ uint32_t s[64];
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x, lane = lane_id();
    s[t] = t * 3;
    __syncwarp();
    o[0] = s[t ^ 1];
    __syncwarp();
    if (lane < 16) {
        s[t] = t + 1000;
        __syncwarp(0x0000ffffu);
        o[1] = s[(t & ~15u) | ((lane + 5) % 16)];
        __syncwarp(0x0000ffffu);
    } else {
        s[t] = t + 2000;
        __syncwarp(0xffff0000u);
        o[1] = s[(t & ~15u) | ((lane + 3) % 16)];
        __syncwarp(0xffff0000u);
    }
    __syncwarp();
    if (lane % 2 == 0) {
        s[t] = lane * lane;
        __syncwarp(0x55555555u);
        o[2] = s[(t & ~31u) | ((lane + 4) % 32)];
    } else {
        o[2] = 0;
    }
    __syncwarp();
    asm volatile("bar.warp.sync 0xffffffff;");
    o[3] = s[t & ~1u];
}

// %laneid and the lane masks.
TEST lane_registers(uint32_t *out) {
    uint32_t *o = slot(out);
    uint32_t lane = SREG("laneid"), eq = SREG("lanemask_eq"), lt = SREG("lanemask_lt");
    uint32_t le = SREG("lanemask_le"), gt = SREG("lanemask_gt"), ge = SREG("lanemask_ge");
    PUT_WORDS(o, lane, eq, lt, le, gt, ge,
              (lane == threadIdx.x % 32) | ((eq == (1u << lane)) << 1) | (((lt | eq | gt) == FULL) << 2),
              __popc(__ballot_sync(FULL, 1) & lt));   // the last: the rank among the active lanes
}

// Warp algorithms: inclusive and exclusive scans, reductions, a block reduction across the two
// warps, stream compaction by ballot and a bitonic sort.
TEST warp_scan_reduce(uint32_t *out) {
    __shared__ uint32_t warp_sums[2];
    uint32_t *o = slot(out);
    unsigned t = gtid(), lane = lane_id();
    uint32_t x = (t * 37) % 11 + 1;
    uint32_t scan = x;
    for (int d = 1; d < 32; d *= 2) {
        uint32_t y = __shfl_up_sync(FULL, scan, d);
        if (lane >= (unsigned)d) scan += y;
    }
    o[0] = scan;
    o[1] = scan - x;    // exclusive
    uint32_t sum = x, mx = x;
    for (int d = 16; d > 0; d /= 2) {
        sum += __shfl_xor_sync(FULL, sum, d);
        mx = max(mx, __shfl_down_sync(FULL, mx, d));
    }
    o[2] = sum;
    o[3] = __shfl_sync(FULL, mx, 0);
    if (lane == 31) warp_sums[threadIdx.x / 32] = scan;
    __syncthreads();
    o[4] = warp_sums[0] + warp_sums[1];
    // Compaction: lanes with odd x take consecutive positions.
    bool keep = x & 1;
    unsigned ballot = __ballot_sync(FULL, keep);
    o[5] = keep ? __popc(ballot & ((1u << lane) - 1)) : 0xffffffffu;
    // Float reduction with a fixed tree (exact values).
    float f = (float)x * 0.5f;
    for (int d = 1; d < 32; d *= 2) f += __shfl_xor_sync(FULL, f, d);
    o[6] = f32_bits(f);
}

TEST warp_bitonic_sort(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid(), lane = lane_id();
    uint32_t v = (t * 2654435761u) >> 20;
    for (unsigned k = 2; k <= 32; k *= 2) {
        for (unsigned j = k / 2; j > 0; j /= 2) {
            uint32_t other = __shfl_xor_sync(FULL, v, j);
            bool up = (lane & k) == 0;
            bool lower = (lane & j) == 0;
            uint32_t lo = min(v, other), hi = max(v, other);
            v = (lower == up) ? lo : hi;
        }
    }
    o[0] = v;
    o[1] = __shfl_down_sync(FULL, v, 1) >= v;   // sorted ascending (last lane compares with itself)
}
