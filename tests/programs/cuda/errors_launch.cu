// Launch errors: blocks over 1024 threads or over a dimension's limit, a grid's y or z over
// 65535, an empty grid or block, dynamic shared memory beyond any device's limit (with and
// without the opt-in attribute); after each, a good launch still works.
#include "check.cuh"

extern __shared__ int dyn[];
__global__ void kernel(int *p) {
    if (threadIdx.x == 0 && blockIdx.x == 0 && blockIdx.y == 0 && blockIdx.z == 0) p[0] += 1;
}
__global__ void uses_shared(int *p) {
    dyn[threadIdx.x] = threadIdx.x;
    __syncthreads();
    if (threadIdx.x == 0) p[0] += dyn[blockDim.x - 1];
}

static int good_launch(int *dev, int expected) {
    kernel<<<1, 32>>>(dev);
    CHECK_LAUNCH();
    int v = 0;
    CHECK(cudaMemcpy(&v, dev, sizeof(int), cudaMemcpyDeviceToHost));
    if (v != expected) {
        printf("good launch: counter %d, expected %d\n", v, expected);
        return 1;
    }
    return 0;
}

int main() {
    int *dev;
    CHECK(cudaMalloc(&dev, sizeof(int)));
    CHECK(cudaMemset(dev, 0, sizeof(int)));
    struct {
        const char *what;
        dim3 grid, block;
        size_t shared;
    } cases[] = {
        {"block of 2048 threads", dim3(1), dim3(2048), 0},
        {"block 32x33 (1056 threads)", dim3(1), dim3(32, 33), 0},
        {"block x 1025", dim3(1), dim3(1025), 0},
        {"block z 65", dim3(1), dim3(1, 1, 65), 0},
        {"grid y 65536", dim3(1, 65536), dim3(32), 0},
        {"grid z 65536", dim3(1, 1, 65536), dim3(32), 0},
        {"grid x 0", dim3(0), dim3(32), 0},
        {"block x 0", dim3(1), dim3(0), 0},
        {"1 MiB dynamic shared memory", dim3(1), dim3(32), 1 << 20},
    };
    int launches = 0;
    for (auto &c : cases) {
        kernel<<<c.grid, c.block, c.shared>>>(dev);
        SHOW(c.what, cudaGetLastError());
        if (good_launch(dev, ++launches)) return 1;
    }

    // Shared memory: 48 KiB is always allowed; 1 MiB is beyond every device, opt-in or not.
    uses_shared<<<1, 64, 48 * 1024>>>(dev);
    SHOW("48 KiB dynamic shared memory", cudaGetLastError());
    launches += 63;
    if (good_launch(dev, ++launches)) return 1;
    SHOW("opt in to 1 MiB", cudaFuncSetAttribute(uses_shared, cudaFuncAttributeMaxDynamicSharedMemorySize, 1 << 20));
    SHOW("then get", cudaGetLastError());
    uses_shared<<<1, 64, 1 << 20>>>(dev);
    SHOW("launch with 1 MiB", cudaGetLastError());
    if (good_launch(dev, ++launches)) return 1;
    SHOW("opt in to a negative size", cudaFuncSetAttribute(uses_shared, cudaFuncAttributeMaxDynamicSharedMemorySize, -1));
    SHOW("then get", cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    printf("all good launches counted: %d\n", launches);
    CHECK(cudaFree(dev));
    printf("done\n");
    return 0;
}
