// Block-wide barriers with a reduction: __syncthreads_count, __syncthreads_and and
// __syncthreads_or, over blocks of several sizes (including a partial last warp).
#include "check.cuh"

__global__ void barriers(int *out) {
    int t = threadIdx.x, n = blockDim.x;
    int *o = out + blockIdx.x * 6;
    int c1 = __syncthreads_count(t % 3 == 0);
    int c2 = __syncthreads_count(t < n);
    int a1 = __syncthreads_and(t < n);
    int a2 = __syncthreads_and(t != n / 2);
    int o1 = __syncthreads_or(t == n - 1);
    int o2 = __syncthreads_or(0);
    if (t == n - 1) {
        // __syncthreads_and and __syncthreads_or return non-zero for true: printed as 1.
        o[0] = c1;
        o[1] = c2;
        o[2] = a1 != 0;
        o[3] = a2 != 0;
        o[4] = o1 != 0;
        o[5] = o2 != 0;
    }
}

int main() {
    int *dev, host[6];
    CHECK(cudaMalloc(&dev, sizeof(host)));
    for (int n : {1, 32, 45, 256, 1000, 1024}) {
        barriers<<<1, n>>>(dev);
        CHECK_LAUNCH();
        CHECK(cudaMemcpy(host, dev, sizeof(host), cudaMemcpyDeviceToHost));
        printf("block of %4d: count %d %d and %d %d or %d %d\n", n, host[0], host[1], host[2], host[3], host[4], host[5]);
    }
    CHECK(cudaFree(dev));
    printf("done\n");
    return 0;
}
