// The second module of multi_module.cu (see there).
#include "check.cuh"

static __device__ int counter = 2000;
static __constant__ int factor = 5;

static __global__ void scale(int *p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        p[i] = p[i] * factor + 1;
        atomicAdd(&counter, 10);
    }
}

int launch_b(int *p, int n) {
    scale<<<2, 64>>>(p, n);
    CHECK_LAUNCH();
    return 0;
}

int read_b(int *counter_value, int *factor_value) {
    CHECK(cudaMemcpyFromSymbol(counter_value, counter, sizeof(int)));
    CHECK(cudaMemcpyFromSymbol(factor_value, factor, sizeof(int)));
    return 0;
}
