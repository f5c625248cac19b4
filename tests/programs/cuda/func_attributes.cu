// cudaFuncGetAttributes (maxThreadsPerBlock against the launch size, the exact static shared
// size), cudaFuncSetAttribute, the occupancy calculator (only "at least one block"), and
// cudaOccupancyMaxPotentialBlockSize within the limits.
#include "check.cuh"

__global__ void no_shared(int *p) { p[threadIdx.x] = threadIdx.x; }

__global__ void static_shared(int *p) {
    __shared__ int buf[1000];  // 4000 bytes
    buf[threadIdx.x] = threadIdx.x * 2;
    __syncthreads();
    p[threadIdx.x] = buf[999 - threadIdx.x];
}

__global__ void two_arrays(double *p) {
    __shared__ double d[256];  // 2048 bytes
    __shared__ char c[96];     // 96 bytes
    d[threadIdx.x] = threadIdx.x;
    if (threadIdx.x < 96) c[threadIdx.x] = (char)threadIdx.x;
    __syncthreads();
    p[threadIdx.x] = d[255 - threadIdx.x] + c[(threadIdx.x + 1) % 96];
}

__global__ void __launch_bounds__(128) bounded(int *p) { p[threadIdx.x] = -(int)threadIdx.x; }

static int show(const char *name, const void *func, int launch_threads) {
    cudaFuncAttributes attr;
    CHECK(cudaFuncGetAttributes(&attr, func));
    printf("%s: sharedSizeBytes %zu, maxThreadsPerBlock >= %d: %s, maxDynamicSharedSizeBytes %d\n", name,
           attr.sharedSizeBytes, launch_threads, attr.maxThreadsPerBlock >= launch_threads ? "yes" : "no",
           attr.maxDynamicSharedSizeBytes);
    int blocks = 0;
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, func, launch_threads, 0));
    printf("%s: active blocks per multiprocessor at %d threads >= 1: %s\n", name, launch_threads, blocks >= 1 ? "yes" : "no");
    return 0;
}

// Runs a kernel as one block of `threads` threads, each writing one value, and prints what the
// first two and the last wrote.
template <class T> static int run(const char *format, void (*kernel)(T *), int threads) {
    T *dev, host[1024];
    CHECK(cudaMalloc(&dev, threads * sizeof(T)));
    CHECK(run_block(kernel, threads, dev, host, threads * sizeof(T)));
    printf(format, host[0], host[1], host[threads - 1]);
    CHECK(cudaFree(dev));
    return 0;
}

int main() {
    if (show("no_shared", (const void *)no_shared, 1024)) return 1;
    if (show("static_shared", (const void *)static_shared, 1000)) return 1;
    if (show("two_arrays", (const void *)two_arrays, 256)) return 1;
    if (show("bounded", (const void *)bounded, 128)) return 1;
    cudaFuncAttributes attr;
    CHECK(cudaFuncGetAttributes(&attr, bounded));
    printf("bounded: maxThreadsPerBlock <= 128: %s\n", attr.maxThreadsPerBlock <= 128 ? "yes" : "no");

    CHECK(cudaFuncSetAttribute(no_shared, cudaFuncAttributeMaxDynamicSharedMemorySize, 20000));
    CHECK(cudaFuncGetAttributes(&attr, no_shared));
    printf("no_shared after setting the dynamic limit: maxDynamicSharedSizeBytes %d\n", attr.maxDynamicSharedSizeBytes);
    CHECK(cudaFuncSetAttribute(no_shared, cudaFuncAttributePreferredSharedMemoryCarveout, 50));
    CHECK(cudaFuncSetCacheConfig(no_shared, cudaFuncCachePreferShared));

    int min_grid = 0, block = 0;
    CHECK(cudaOccupancyMaxPotentialBlockSize(&min_grid, &block, static_shared, 0, 1000));
    printf("potential block size in 1..1000: %s, min grid >= 1: %s\n", block >= 1 && block <= 1000 ? "yes" : "no",
           min_grid >= 1 ? "yes" : "no");

    // The kernels run with the sizes checked above.
    if (run("static_shared: %d %d %d\n", static_shared, 1000)) return 1;
    if (run("two_arrays: %.0f %.0f %.0f\n", two_arrays, 256)) return 1;
    printf("done\n");
    return 0;
}
