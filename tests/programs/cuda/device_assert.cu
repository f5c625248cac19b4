// assert() failing in a kernel: the launch succeeds, the next synchronisation reports
// cudaErrorAssert, and the error is sticky: every later call that uses the device reports it
// (cudaGetLastError returns it once, then cudaSuccess). The assertion's message goes to stderr
// and is not compared.
#include <cassert>

#include "check.cuh"

__global__ void check_positive(const int *values, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) assert(values[i] > 0);
}

int main() {
    const int n = 256;
    int host[n], *dev;
    for (int i = 0; i < n; i++) host[i] = i + 1;
    CHECK(cudaMalloc(&dev, sizeof(host)));
    CHECK(cudaMemcpy(dev, host, sizeof(host), cudaMemcpyHostToDevice));

    // All values positive: the assertion holds.
    check_positive<<<2, 128>>>(dev, n);
    CHECK_LAUNCH();
    CHECK(cudaDeviceSynchronize());
    printf("passing assertion: ok\n");

    // One value is not: the assertion fails in one thread.
    int zero = 0;
    CHECK(cudaMemcpy(dev + 77, &zero, sizeof(int), cudaMemcpyHostToDevice));
    check_positive<<<2, 128>>>(dev, n);
    SHOW("launch", cudaGetLastError());
    fflush(stdout);
    SHOW("cudaDeviceSynchronize", cudaDeviceSynchronize());
    SHOW("cudaGetLastError", cudaGetLastError());
    SHOW("cudaGetLastError again", cudaGetLastError());
    SHOW("cudaPeekAtLastError", cudaPeekAtLastError());
    void *p = nullptr;
    SHOW("cudaMalloc", cudaMalloc(&p, 16));
    SHOW("cudaMemcpy", cudaMemcpy(host, dev, sizeof(int), cudaMemcpyDeviceToHost));
    check_positive<<<1, 1>>>(dev, 1);
    SHOW("another launch", cudaGetLastError());
    SHOW("cudaDeviceSynchronize again", cudaDeviceSynchronize());
    printf("done\n");
    return 0;
}
