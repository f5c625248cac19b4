// cp.async (4, 8 and 16 bytes, .ca and .cg, partial source sizes that zero-fill, ignore-src)
// in a pipeline of commit_group and wait_group stages, and mbarrier phases: init, arrive with
// counts, arrive_drop, test_wait on the state and on the parity, pending_count and
// cp.async.mbarrier.arrive.noinc. compute_75 builds (#else) compute the same words with plain
// loads and block barriers.
#include "common.cuh"

__device__ __forceinline__ uint32_t shared_window(const void *p) { return (uint32_t)__cvta_generic_to_shared(p); }

// A global table to copy from: word i is a distinct value.
__device__ uint32_t SOURCE[64 * 16];

__device__ void fill_source() {
    for (unsigned i = threadIdx.x; i < 64 * 16; i += blockDim.x) SOURCE[i] = i * 0x01000193u + 7u;
    __syncthreads();
}

// Each thread copies four 16-byte chunks in two stages, with sizes 16, 12, 5 and 0 read of 16
// (the rest zero-filled), then 8 and 4 bytes; each stage waits for its group only.
TEST cp_async_pipeline(uint32_t *out) {
    __shared__ __align__(16) uint32_t stage[64 * 8];
    uint32_t *o = slot(out), *mine = stage + threadIdx.x * 8;
    fill_source();
    const uint32_t *src = SOURCE + threadIdx.x * 16;
#if __CUDA_ARCH__ >= 800
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(shared_window(mine)), "l"(src));
    asm volatile("cp.async.ca.shared.global [%0], [%1], 16, 12;" ::"r"(shared_window(mine + 4)), "l"(src + 4));
    asm volatile("cp.async.commit_group;");
    asm volatile("cp.async.wait_group 0;");
#else
    for (int i = 0; i < 4; i++) mine[i] = src[i];
    for (int i = 0; i < 4; i++) mine[4 + i] = i < 3 ? src[4 + i] : 0;
#endif
    __syncthreads();
    uint32_t first = 0;
    for (int i = 0; i < 8; i++) first = first * 31u + mine[i];
    __syncthreads();
#if __CUDA_ARCH__ >= 800
    asm volatile("cp.async.ca.shared.global [%0], [%1], 16, 5;" ::"r"(shared_window(mine)), "l"(src + 8));
    asm volatile("cp.async.commit_group;");
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16, 0;" ::"r"(shared_window(mine + 4)), "l"(src + 12));
    asm volatile("cp.async.commit_group;");
    asm volatile("cp.async.wait_group 1;");
    asm volatile("cp.async.wait_all;");
#else
    mine[0] = src[8];
    mine[1] = src[9] & 0xff;
    mine[2] = mine[3] = 0;
    for (int i = 0; i < 4; i++) mine[4 + i] = 0;
#endif
    __syncthreads();
    for (int i = 0; i < 6; i++) o[i] = mine[i];
    o[6] = first;
#if __CUDA_ARCH__ >= 800
    asm volatile("cp.async.ca.shared.global [%0], [%1], 8;" ::"r"(shared_window(mine)), "l"(src + 2));
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" ::"r"(shared_window(mine + 2)), "l"(src + 5));
    asm volatile("cp.async.wait_all;");
#else
    mine[0] = src[2];
    mine[1] = src[3];
    mine[2] = src[5];
#endif
    o[7] = mine[0] ^ mine[1] * 3u ^ mine[2] * 7u;
}

// ignore-src: a true predicate reads nothing and zero-fills.
TEST cp_async_ignore_src(uint32_t *out) {
    __shared__ __align__(16) uint32_t stage[64 * 4];
    uint32_t *o = slot(out), *mine = stage + threadIdx.x * 4;
    fill_source();
    const uint32_t *src = SOURCE + threadIdx.x * 16;
    bool skip = threadIdx.x % 3 == 0;
#if __CUDA_ARCH__ >= 800
    asm volatile(
        "{ .reg .pred p; setp.ne.b32 p, %2, 0;\n"
        "cp.async.ca.shared.global [%0], [%1], 16, p; }" ::"r"(shared_window(mine)),
        "l"(src), "r"((int)skip));
    asm volatile("cp.async.wait_all;");
#else
    for (int i = 0; i < 4; i++) mine[i] = skip ? 0 : src[i];
#endif
    for (int i = 0; i < 4; i++) o[i] = mine[i];
}

// Barrier phases. Phase 0 expects 64 arrivals: thread 0 arrives twice (once with .noComplete)
// and thread 63 not at all, waiting on the parity instead of a state. In phase 1 thread 0 drops out with
// arrive_drop; phase 2 then completes with the other 63, thread 1's arrival a
// cp.async.mbarrier.arrive.noinc. Thread 0 also takes a barrier of its own through one phase,
// reading the pending count of the states its arrives return: on NVIDIA's GPU, the count
// before the arrive.
TEST mbarrier_phases(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x;
#if __CUDA_ARCH__ >= 800
    __shared__ __align__(8) uint64_t barrier, own;
    uint32_t bar = shared_window(&barrier), done;
    uint64_t state = 0;
    if (t == 0) asm volatile("mbarrier.init.shared.b64 [%0], %1;" ::"r"(bar), "r"(64));
    __syncthreads();
    if (t == 0) asm volatile("mbarrier.arrive.noComplete.shared.b64 %0, [%1], 1;" : "=l"(state) : "r"(bar));
    if (t != 63) asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(state) : "r"(bar));
    do {
        if (t == 63)
            asm volatile("{ .reg .pred p; mbarrier.test_wait.parity.shared.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }"
                         : "=r"(done)
                         : "r"(bar), "r"(0u));
        else
            asm volatile("{ .reg .pred p; mbarrier.test_wait.shared.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }"
                         : "=r"(done)
                         : "r"(bar), "l"(state));
    } while (!done);
    o[0] = done;
    if (t == 0)
        asm volatile("mbarrier.arrive_drop.shared.b64 %0, [%1];" : "=l"(state) : "r"(bar));
    else
        asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(state) : "r"(bar));
    do {
        asm volatile("{ .reg .pred p; mbarrier.test_wait.parity.shared.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }"
                     : "=r"(done)
                     : "r"(bar), "r"(1u));
    } while (!done);
    o[1] = done;
    if (t == 1)
        asm volatile("cp.async.mbarrier.arrive.noinc.shared.b64 [%0];" ::"r"(bar));
    else if (t != 0)
        asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(state) : "r"(bar));
    do {
        asm volatile("{ .reg .pred p; mbarrier.test_wait.parity.shared.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }"
                     : "=r"(done)
                     : "r"(bar), "r"(0u));
    } while (!done);
    o[2] = done;
    __syncthreads();
    if (t == 0) {
        uint32_t own_bar = shared_window(&own), pending, complete;
        asm volatile("mbarrier.inval.shared.b64 [%0];" ::"r"(bar));
        asm volatile("mbarrier.init.shared.b64 [%0], %1;" ::"r"(own_bar), "r"(3));
        asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(state) : "r"(own_bar));
        asm volatile("mbarrier.pending_count.b64 %0, %1;" : "=r"(pending) : "l"(state));
        asm volatile("{ .reg .pred p; mbarrier.test_wait.shared.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(complete) : "r"(own_bar), "l"(state));
        o[3] = pending;
        o[4] = complete;
        asm volatile("mbarrier.arrive.noComplete.shared.b64 %0, [%1], 1;" : "=l"(state) : "r"(own_bar));
        asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(state) : "r"(own_bar));
        asm volatile("mbarrier.pending_count.b64 %0, %1;" : "=r"(pending) : "l"(state));
        asm volatile("{ .reg .pred p; mbarrier.test_wait.shared.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(complete) : "r"(own_bar), "l"(state));
        o[5] = pending;
        o[6] = complete;
    }
#else
    o[0] = o[1] = o[2] = 1;
    if (t == 0) {
        o[3] = 3;
        o[4] = 0;
        o[5] = 1;
        o[6] = 1;
    }
#endif
    o[7] = t;
}
