// Grid-stride loops: the same kernel over sizes that are smaller than, equal to and far larger
// than the grid, with grids of several shapes; each element must be visited exactly once.
#include "check.cuh"

__global__ void saxpy_int(int n, int a, const int *x, int *y) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) y[i] = a * x[i] + y[i];
}

__global__ void visit(int n, unsigned *counts) {
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < (size_t)n; i += (size_t)blockDim.x * gridDim.x)
        atomicAdd(&counts[i], 1u);
}

int main() {
    const int n = 100003;
    int *x, *y, *hy = new int[n];
    unsigned *counts, *hc = new unsigned[n];
    CHECK(cudaMalloc(&x, n * sizeof(int)));
    CHECK(cudaMalloc(&y, n * sizeof(int)));
    CHECK(cudaMalloc(&counts, n * sizeof(unsigned)));
    for (int i = 0; i < n; i++) hy[i] = i % 1000;
    CHECK(cudaMemcpy(x, hy, n * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(y, hy, n * sizeof(int), cudaMemcpyHostToDevice));

    struct { int blocks, threads, size; } shapes[] = {{1, 1, 1000}, {1, 32, n}, {7, 96, n}, {40, 256, n},
                                                      {1000, 128, n}, {391, 256, n}, {3, 1024, 5}};
    for (auto s : shapes) {
        CHECK(cudaMemset(counts, 0, n * sizeof(unsigned)));
        visit<<<s.blocks, s.threads>>>(s.size, counts);
        CHECK_LAUNCH();
        CHECK(cudaMemcpy(hc, counts, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
        int once = 1, untouched = 1;
        for (int i = 0; i < s.size; i++) once &= hc[i] == 1;
        for (int i = s.size; i < n; i++) untouched &= hc[i] == 0;
        printf("%4d x %4d over %6d: each visited once %s, rest untouched %s\n", s.blocks, s.threads, s.size,
               once ? "yes" : "no", untouched ? "yes" : "no");
    }

    saxpy_int<<<13, 64>>>(n, 3, x, y);
    CHECK_LAUNCH();
    saxpy_int<<<100, 512>>>(n, -2, x, y);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(hy, y, n * sizeof(int), cudaMemcpyDeviceToHost));
    long long sum = 0;
    for (int i = 0; i < n; i++) sum += hy[i];
    printf("saxpy: y[0] %d y[999] %d y[%d] %d sum %lld\n", hy[0], hy[999], n - 1, hy[n - 1], sum);

    CHECK(cudaFree(x));
    CHECK(cudaFree(y));
    CHECK(cudaFree(counts));
    delete[] hy;
    delete[] hc;
    printf("done\n");
    return 0;
}
