// Asynchronous memory operations on a stream: cudaMemcpyAsync (H2D, D2D, D2H) from pinned
// memory, cudaMemsetAsync, ordering with a kernel on the same stream, and cudaMemGetInfo.
#include "check.cuh"

__global__ void triple(int *p, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] *= 3;
}

int main() {
    const int n = 1 << 16;
    int *host, *dev, *dev2;
    CHECK(cudaMallocHost(&host, n * sizeof(int)));
    CHECK(cudaMalloc(&dev, n * sizeof(int)));
    CHECK(cudaMalloc(&dev2, n * sizeof(int)));
    for (int i = 0; i < n; i++) host[i] = i % 1000;

    cudaStream_t stream;
    CHECK(cudaStreamCreate(&stream));
    // Everything below is ordered by the stream; the host waits only at the end.
    CHECK(cudaMemsetAsync(dev2, 0, n * sizeof(int), stream));
    CHECK(cudaMemcpyAsync(dev, host, n * sizeof(int), cudaMemcpyHostToDevice, stream));
    triple<<<64, 256, 0, stream>>>(dev, n);
    CHECK_LAUNCH();
    CHECK(cudaMemcpyAsync(dev2 + 1, dev, (n - 1) * sizeof(int), cudaMemcpyDeviceToDevice, stream));
    CHECK(cudaMemsetAsync(dev2 + 100, 0x01, 8, stream));  // two ints of 0x01010101
    triple<<<64, 256, 0, stream>>>(dev2, n);
    CHECK_LAUNCH();
    CHECK(cudaMemcpyAsync(host, dev2, n * sizeof(int), cudaMemcpyDeviceToHost, stream));
    CHECK(cudaStreamSynchronize(stream));

    long long sum = 0;
    for (int i = 0; i < n; i++) sum += host[i];
    printf("sum %lld\n", sum);
    printf("host[0..3] %d %d %d %d\n", host[0], host[1], host[2], host[3]);
    printf("host[99..102] %d %d %d %d\n", host[99], host[100], host[101], host[102]);
    printf("host[%d] %d\n", n - 1, host[n - 1]);

    // The same on the legacy default stream (0).
    CHECK(cudaMemsetAsync(dev, 0xff, n * sizeof(int), 0));
    CHECK(cudaMemcpyAsync(host, dev, 16, cudaMemcpyDeviceToHost, 0));
    CHECK(cudaStreamSynchronize(0));
    printf("after memset 0xff: %d %d %d %d\n", host[0], host[1], host[2], host[3]);

    size_t free_bytes = 0, total_bytes = 0;
    CHECK(cudaMemGetInfo(&free_bytes, &total_bytes));
    printf("cudaMemGetInfo: free <= total: %s, total > 0: %s\n", free_bytes <= total_bytes ? "yes" : "no",
           total_bytes > 0 ? "yes" : "no");

    CHECK(cudaStreamDestroy(stream));
    CHECK(cudaFree(dev));
    CHECK(cudaFree(dev2));
    CHECK(cudaFreeHost(host));
    printf("done\n");
    return 0;
}
