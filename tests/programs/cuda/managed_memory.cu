// Managed memory: cudaMallocManaged (global and host attachment), a __managed__ variable,
// host and device taking turns on the same allocation.
#include "check.cuh"

__managed__ int managed_total = 0;

__global__ void add_index(int *data, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        data[i] += i;
        atomicAdd(&managed_total, data[i]);
    }
}

int main() {
    const int n = 4097;
    int *data;
    CHECK(cudaMallocManaged(&data, n * sizeof(int)));
    for (int i = 0; i < n; i++) data[i] = 2 * i;
    add_index<<<(n + 255) / 256, 256>>>(data, n);
    CHECK_LAUNCH();
    CHECK(cudaDeviceSynchronize());
    printf("data[0] %d data[1] %d data[4096] %d\n", data[0], data[1], data[4096]);
    printf("managed_total %d\n", managed_total);

    // The host changes the data, the device sees it.
    for (int i = 0; i < n; i++) data[i] = -data[i];
    managed_total = 0;
    add_index<<<(n + 255) / 256, 256>>>(data, n);
    CHECK_LAUNCH();
    CHECK(cudaDeviceSynchronize());
    printf("data[0] %d data[1] %d data[4096] %d\n", data[0], data[1], data[4096]);
    printf("managed_total %d\n", managed_total);

    // cudaMemcpy and cudaMemset work on managed memory too.
    CHECK(cudaMemset(data, 0, n * sizeof(int)));
    int ones[4] = {1, 1, 1, 1};
    CHECK(cudaMemcpy(data + 10, ones, sizeof(ones), cudaMemcpyHostToDevice));
    CHECK(cudaDeviceSynchronize());  // the host may touch managed memory only when the device is idle
    long long sum = 0;
    for (int i = 0; i < n; i++) sum += data[i];
    printf("after memset and memcpy: sum %lld\n", sum);

    // An allocation attached to the host.
    float *host_attached;
    CHECK(cudaMallocManaged(&host_attached, 256 * sizeof(float), cudaMemAttachHost));
    for (int i = 0; i < 256; i++) host_attached[i] = 0.5f * i;
    float total = 0;
    for (int i = 0; i < 256; i++) total += host_attached[i];
    printf("host-attached sum %.1f\n", total);

    CHECK(cudaFree(data));
    CHECK(cudaFree(host_attached));
    printf("done\n");
    return 0;
}
