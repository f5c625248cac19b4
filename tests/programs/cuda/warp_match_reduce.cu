// __match_any_sync, __match_all_sync, __syncwarp, and the warp reductions __reduce_*_sync
// (sm_80 and newer; the compute_75 build computes the same values with shuffles).
#include "check.cuh"

__device__ unsigned reduce_add(unsigned mask, unsigned v) {
#if __CUDA_ARCH__ >= 800
    return __reduce_add_sync(mask, v);
#else
    for (int m = 16; m > 0; m >>= 1) v += __shfl_xor_sync(mask, v, m);
    return v;
#endif
}
__device__ unsigned reduce_max(unsigned mask, unsigned v) {
#if __CUDA_ARCH__ >= 800
    return __reduce_max_sync(mask, v);
#else
    for (int m = 16; m > 0; m >>= 1) v = max(v, __shfl_xor_sync(mask, v, m));
    return v;
#endif
}
__device__ int reduce_min(unsigned mask, int v) {
#if __CUDA_ARCH__ >= 800
    return __reduce_min_sync(mask, v);
#else
    for (int m = 16; m > 0; m >>= 1) v = min(v, __shfl_xor_sync(mask, v, m));
    return v;
#endif
}
__device__ unsigned reduce_xor(unsigned mask, unsigned v) {
#if __CUDA_ARCH__ >= 800
    return __reduce_xor_sync(mask, v);
#else
    for (int m = 16; m > 0; m >>= 1) v ^= __shfl_xor_sync(mask, v, m);
    return v;
#endif
}

__global__ void match_reduce(unsigned *out) {
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    unsigned *o = out + threadIdx.x * 7;
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
    const int threads = 64;
    unsigned host[threads * 7], *dev;
    CHECK(cudaMalloc(&dev, sizeof(host)));
    match_reduce<<<1, threads>>>(dev);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(host, dev, sizeof(host), cudaMemcpyDeviceToHost));
    const char *names[7] = {"match any", "match any 64", "match all", "all pred", "reduce add", "max^min", "reduce xor"};
    for (int c = 0; c < 7; c++) {
        printf("%s:", names[c]);
        for (int t = 0; t < threads; t += (c < 2 ? 1 : 16)) printf(" %x", host[t * 7 + c]);
        printf("\n");
    }
    CHECK(cudaFree(dev));
    printf("done\n");
    return 0;
}
