// Block-level barriers: __syncthreads around shared-memory exchanges, the reducing forms
// (__syncthreads_count/and/or, bar.red), named barriers with thread counts, producer/consumer
// with bar.arrive, the .aligned forms, and non-aligned barrier.sync reached from different code.
#include "common.cuh"

// Several rounds of exchange through shared memory.
TEST syncthreads_exchange(uint32_t *out) {
    __shared__ uint32_t s[64];
    extern __shared__ uint32_t dyn[];
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x;
    s[t] = t * 7 + blockIdx.x;
    __syncthreads();
    o[0] = s[63 - t];
    dyn[t] = s[(t + 1) % 64] * 2;
    __syncthreads();
    o[1] = dyn[(t + 13) % 64];
    s[t] = dyn[t] + s[t];
    __syncthreads();
    o[2] = s[(t * 5) % 64];
    __syncthreads();
    // Rotate a token around the block, one step per barrier.
    uint32_t token = t;
    for (int round = 0; round < 8; round++) {
        s[t] = token;
        __syncthreads();
        token = s[(t + 3) % 64] + round;
        __syncthreads();
    }
    o[3] = token;
}

// Tree reduction and a double-buffered Hillis-Steele scan over the whole block.
TEST block_reduce_scan(uint32_t *out) {
    __shared__ uint32_t red[64];
    __shared__ uint32_t buf[2][64];
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x;
    uint32_t x = u32_value(t) % 1000 + t;
    red[t] = x;
    __syncthreads();
    for (unsigned stride = 32; stride > 0; stride /= 2) {
        if (t < stride) red[t] += red[t + stride];
        __syncthreads();
    }
    o[0] = red[0];
    int in = 0;
    buf[0][t] = x;
    __syncthreads();
    for (unsigned d = 1; d < 64; d *= 2) {
        buf[1 - in][t] = t >= d ? buf[in][t] + buf[in][t - d] : buf[in][t];
        in = 1 - in;
        __syncthreads();
    }
    o[1] = buf[in][t];
    o[2] = buf[in][63];
}

// __syncthreads_count, __syncthreads_and and __syncthreads_or.
TEST syncthreads_reductions(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x, b = blockIdx.x;
    o[0] = __syncthreads_count(t % 3 == 0);
    o[1] = __syncthreads_count(u32_value(t + b) > 100);
    o[2] = __syncthreads_and(t < 64);
    o[3] = __syncthreads_and(t != 17) ? 1u : 0u;
    o[4] = __syncthreads_or(t == 63 && b == 1) ? 1u : 0u;
    o[5] = __syncthreads_or(0);
    o[6] = __syncthreads_count(1);
    o[7] = __syncthreads_and(b == 0) + 2 * __syncthreads_or(b == 0);
}

// Named barrier 1 with an explicit thread count (all 64 threads), in the bar and barrier
// spellings, around shared-memory exchanges.
TEST named_barrier_all(uint32_t *out) {
    __shared__ uint32_t s[64];
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x;
    s[t] = t + 100;
    asm volatile("bar.sync 1, 64;" ::: "memory");
    o[0] = s[(t + 32) % 64];
    asm volatile("bar.sync 1, 64;" ::: "memory");
    s[t] = t * t;
    asm volatile("barrier.sync 1, 64;" ::: "memory");
    o[1] = s[63 - t];
    asm volatile("barrier.sync 1;" ::: "memory");        // no count: all threads of the block
    s[t] = ~t;
    uint32_t n = 64;
    asm volatile("bar.sync 1, %0;" ::"r"(n) : "memory");  // count in a register
    o[2] = s[(t + 1) % 64];
    uint32_t id = 2;
    asm volatile("bar.sync %0;" ::"r"(id) : "memory");    // barrier number in a register
}

// Barrier 2 used by one warp only (32 threads) while the other warp does something else.
TEST named_barrier_one_warp(uint32_t *out) {
    __shared__ uint32_t s[64];
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x, warp = t / 32, lane = t % 32;
    if (warp == 0) {
        s[lane] = lane * 3 + 1;
        asm volatile("barrier.sync 2, 32;" ::: "memory");
        o[0] = s[31 - lane];
        asm volatile("barrier.sync 2, 32;" ::: "memory");
        s[lane] = o[0] + lane;
        asm volatile("bar.sync 2, 32;" ::: "memory");
        o[1] = s[(lane + 1) % 32];
    } else {
        s[32 + lane] = lane ^ 0x55;
        asm volatile("bar.sync 4, 32;" ::: "memory");       // the second warp has its own barrier
        o[0] = s[32 + (lane + 7) % 32];
        o[1] = 0xbbbbu;
    }
    __syncthreads();
    o[2] = s[t];
}

// Producer/consumer between the two warps: the producer arrives (bar.arrive) without waiting,
// the consumer waits (bar.sync) on the same barrier; then the roles swap on another barrier.
TEST producer_consumer(uint32_t *out) {
    __shared__ uint32_t data[2][32];
    __shared__ uint32_t again[32];
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x, warp = t / 32, lane = t % 32;
    if (warp == 0) {
        data[0][lane] = lane * lane + blockIdx.x;
        asm volatile("bar.arrive 3, 64;" ::: "memory");
        o[0] = lane;                                          // producer goes on
        asm volatile("bar.sync 5, 64;" ::: "memory");        // then consumes the other warp's data
        o[1] = data[1][31 - lane];
    } else {
        asm volatile("bar.sync 3, 64;" ::: "memory");
        o[0] = data[0][(lane + 5) % 32];
        data[1][lane] = o[0] * 2 + 1;
        asm volatile("barrier.arrive 5, 64;" ::: "memory");
        o[1] = 0xcccu;
    }
    // A second round on barrier 3, reused.
    if (warp == 1) {
        again[lane] = lane + 500;
        asm volatile("barrier.arrive 3, 64;" ::: "memory");
    } else {
        asm volatile("barrier.sync 3, 64;" ::: "memory");
        o[2] = again[(lane + 9) % 32];
    }
    __syncthreads();
}

// bar.red: population count, and, or over a predicate, on barrier 0 and on a numbered barrier
// with a thread count.
TEST bar_red(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x, b = blockIdx.x;
    uint32_t r;
    asm volatile("{ .reg .pred p; setp.ne.u32 p, %1, 0; bar.red.popc.u32 %0, 0, p; }" : "=r"(r) : "r"(t & 5) : "memory");
    o[0] = r;
    asm volatile("{ .reg .pred p; setp.lt.u32 p, %1, 10; bar.red.popc.u32 %0, 6, 64, !p; }" : "=r"(r) : "r"(t) : "memory");
    o[1] = r;
    asm volatile("{ .reg .pred p, q; setp.lt.u32 p, %1, 64; bar.red.and.pred q, 0, p; selp.u32 %0, 1, 0, q; }"
                 : "=r"(r) : "r"(t) : "memory");
    o[2] = r;
    asm volatile("{ .reg .pred p, q; setp.ne.u32 p, %1, 33; bar.red.and.pred q, 7, 64, p; selp.u32 %0, 1, 0, q; }"
                 : "=r"(r) : "r"(t) : "memory");
    o[3] = r;
    asm volatile("{ .reg .pred p, q; setp.eq.u32 p, %1, 40; bar.red.or.pred q, 0, p; selp.u32 %0, 1, 0, q; }"
                 : "=r"(r) : "r"(t + b) : "memory");
    o[4] = r;
    asm volatile("{ .reg .pred p, q; setp.eq.u32 p, %1, 99; bar.red.or.pred q, 8, 64, p; selp.u32 %0, 1, 0, q; }"
                 : "=r"(r) : "r"(t) : "memory");
    o[5] = r;
    asm volatile("{ .reg .pred p; setp.eq.u32 p, %1, 1; barrier.red.popc.aligned.u32 %0, 9, p; }"
                 : "=r"(r) : "r"(t % 4) : "memory");
    o[6] = r;
    asm volatile("{ .reg .pred p, q; setp.ge.u32 p, %1, 0; barrier.red.and.aligned.pred q, 10, 64, p; selp.u32 %0, 1, 0, q; }"
                 : "=r"(r) : "r"(t) : "memory");
    o[7] = r;
}

// barrier.sync.aligned and barrier.arrive.aligned, and the non-aligned barrier.sync reached
// from two different places in the code (allowed without .aligned).
TEST barrier_aligned(uint32_t *out) {
    __shared__ uint32_t s[64];
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x, warp = t / 32;
    s[t] = t ^ 0x3c;
    asm volatile("barrier.sync.aligned 0;" ::: "memory");
    o[0] = s[(t + 17) % 64];
    asm volatile("barrier.sync.aligned 11, 64;" ::: "memory");
    s[t] = t * 13;
    if (warp == 0) {
        asm volatile("barrier.arrive.aligned 12, 64;" ::: "memory");
    } else {
        asm volatile("barrier.sync.aligned 12, 64;" ::: "memory");
        o[1] = s[t - 32];
    }
    asm volatile("barrier.sync.aligned 0;" ::: "memory");
    // Non-aligned: the two warps reach barrier 13 at different instructions.
    if (warp == 0) {
        s[t] = 1000 + t;
        asm volatile("barrier.sync 13, 64;" ::: "memory");
        o[2] = s[t + 32];
    } else {
        s[t] = 2000 + t;
        asm volatile("barrier.sync 13, 64;" ::: "memory");
        o[2] = s[t - 32];
    }
    __syncthreads();
    // Non-aligned with a divergent condition inside a warp: odd and even lanes call it from
    // different branches.
    uint32_t v;
    if (t & 1) {
        s[t] = t * 3;
        asm volatile("barrier.sync 14;" ::: "memory");
        v = s[t - 1];
    } else {
        s[t] = t * 5;
        asm volatile("barrier.sync 14;" ::: "memory");
        v = s[t + 1];
    }
    o[3] = v;
    __syncthreads();
}

// A barrier inside a loop whose trip count is uniform across the block but computed at run
// time, with divergent work between barriers.
TEST barrier_in_loop(uint32_t *out) {
    __shared__ uint32_t s[64];
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x;
    unsigned rounds = 3 + blockIdx.x * 2;
    uint32_t v = t;
    for (unsigned r = 0; r < rounds; r++) {
        if ((t + r) % 3 == 0) v = v * 3 + 1;
        else v ^= r << 4;
        s[t] = v;
        __syncthreads();
        v += s[(t + r + 1) % 64];
        __syncthreads();
    }
    o[0] = v;
    o[1] = rounds;
}
