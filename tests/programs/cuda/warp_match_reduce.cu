// __match_any_sync, __match_all_sync, __syncwarp, and the warp reductions __reduce_*_sync
// (sm_80 and newer; the compute_75 build computes the same values with shuffles).
#include "check.cuh"

const int THREADS = 64;
// What each thread writes, in order.
const int RESULTS = 7;
static const char *NAMES[RESULTS] = {"match any",  "match any 64", "match all", "all pred",
                                     "reduce add", "max^min",      "reduce xor"};

#if __CUDA_ARCH__ >= 800
__device__ unsigned reduce_add(unsigned mask, unsigned v) { return __reduce_add_sync(mask, v); }
__device__ unsigned reduce_max(unsigned mask, unsigned v) { return __reduce_max_sync(mask, v); }
__device__ int reduce_min(unsigned mask, int v) { return __reduce_min_sync(mask, v); }
__device__ unsigned reduce_xor(unsigned mask, unsigned v) { return __reduce_xor_sync(mask, v); }
#else
// The same values from shuffles: after the five steps of the butterfly every lane holds the
// combination of all 32.
template <class T, class Combine> __device__ T butterfly(unsigned mask, T v, Combine combine) {
    for (int m = 16; m > 0; m >>= 1) v = combine(v, __shfl_xor_sync(mask, v, m));
    return v;
}
__device__ unsigned reduce_add(unsigned mask, unsigned v) {
    return butterfly(mask, v, [](unsigned a, unsigned b) { return a + b; });
}
__device__ unsigned reduce_max(unsigned mask, unsigned v) {
    return butterfly(mask, v, [](unsigned a, unsigned b) { return max(a, b); });
}
__device__ int reduce_min(unsigned mask, int v) {
    return butterfly(mask, v, [](int a, int b) { return min(a, b); });
}
__device__ unsigned reduce_xor(unsigned mask, unsigned v) {
    return butterfly(mask, v, [](unsigned a, unsigned b) { return a ^ b; });
}
#endif

__global__ void match_reduce(unsigned *out) {
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    unsigned *o = out + threadIdx.x * RESULTS;
    int key = (lane * lane + warp) % 5;
    o[0] = __match_any_sync(0xffffffff, key);
    long long wide = (long long)(lane / 8) << 33;
    o[1] = __match_any_sync(0xffffffff, wide);
    int pred = -1;
    o[2] = __match_all_sync(0xffffffff, warp * 10, &pred);
    o[3] = pred;
    __match_all_sync(0xffffffff, lane, &pred);
    o[3] = o[3] * 2 + pred;
    __syncwarp();
    unsigned v = lane * 2654435761u >> 20;
    o[4] = reduce_add(0xffffffff, v);
    o[5] = reduce_max(0xffffffff, v) ^ (unsigned)reduce_min(0xffffffff, (int)v - 2048);
    o[6] = reduce_xor(0xffffffff, v);
}

int main() {
    unsigned host[THREADS * RESULTS], *dev;
    CHECK(cudaMalloc(&dev, sizeof(host)));
    CHECK(run_block(match_reduce, THREADS, dev, host, sizeof(host)));
    for (int c = 0; c < RESULTS; c++) {
        printf("%s:", NAMES[c]);
        // Every thread's matches; the reductions, which every lane of a warp shares, of every
        // 16th thread.
        for (int t = 0; t < THREADS; t += (c < 2 ? 1 : 16)) printf(" %x", host[t * RESULTS + c]);
        printf("\n");
    }
    CHECK(cudaFree(dev));
    printf("done\n");
    return 0;
}
