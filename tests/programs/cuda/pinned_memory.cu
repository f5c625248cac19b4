// Page-locked host memory: cudaMallocHost, cudaHostAlloc (default, portable, mapped) with
// cudaHostGetDevicePointer, cudaHostRegister, and a kernel writing mapped host memory directly.
#include "check.cuh"

__global__ void square(const int *in, int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = in[i] * in[i];
}

int main() {
    const int n = 1000;
    int *pinned, *portable, *mapped;
    CHECK(cudaMallocHost(&pinned, n * sizeof(int)));
    CHECK(cudaHostAlloc(&portable, n * sizeof(int), cudaHostAllocPortable));
    CHECK(cudaHostAlloc(&mapped, n * sizeof(int), cudaHostAllocMapped));
    for (int i = 0; i < n; i++) pinned[i] = i - 300;

    // Pinned host memory works with cudaMemcpy like any host memory.
    int *d_in, *d_out;
    CHECK(cudaMalloc(&d_in, n * sizeof(int)));
    CHECK(cudaMalloc(&d_out, n * sizeof(int)));
    CHECK(cudaMemcpy(d_in, pinned, n * sizeof(int), cudaMemcpyHostToDevice));
    square<<<(n + 127) / 128, 128>>>(d_in, d_out, n);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(portable, d_out, n * sizeof(int), cudaMemcpyDeviceToHost));
    long long sum = 0;
    for (int i = 0; i < n; i++) sum += portable[i];
    printf("sum of squares via pinned copies %lld\n", sum);
    printf("portable[0] %d portable[299] %d portable[999] %d\n", portable[0], portable[299], portable[999]);

    // Mapped memory: the kernel writes host memory through its device pointer.
    int *mapped_dev = nullptr;
    CHECK(cudaHostGetDevicePointer((void **)&mapped_dev, mapped, 0));
    printf("mapped device pointer is not null: %s\n", mapped_dev ? "yes" : "no");
    for (int i = 0; i < n; i++) mapped[i] = -1;
    square<<<(n + 127) / 128, 128>>>(d_in, mapped_dev, n);
    CHECK_LAUNCH();
    CHECK(cudaDeviceSynchronize());
    sum = 0;
    for (int i = 0; i < n; i++) sum += mapped[i];
    printf("sum of squares written to mapped memory %lld\n", sum);
    unsigned flags = 0;
    CHECK(cudaHostGetFlags(&flags, mapped));
    printf("mapped allocation has cudaHostAllocMapped: %s\n", (flags & cudaHostAllocMapped) ? "yes" : "no");

    // A registered malloc'd buffer, read by the kernel through its device pointer.
    int *plain = (int *)malloc(n * sizeof(int));
    for (int i = 0; i < n; i++) plain[i] = 3 * i;
    CHECK(cudaHostRegister(plain, n * sizeof(int), cudaHostRegisterMapped));
    int *plain_dev = nullptr;
    CHECK(cudaHostGetDevicePointer((void **)&plain_dev, plain, 0));
    square<<<(n + 127) / 128, 128>>>(plain_dev, d_out, n);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(pinned, d_out, n * sizeof(int), cudaMemcpyDeviceToHost));
    sum = 0;
    for (int i = 0; i < n; i++) sum += pinned[i];
    printf("sum of squares read from registered memory %lld\n", sum);
    CHECK(cudaHostUnregister(plain));
    free(plain);

    CHECK(cudaFree(d_in));
    CHECK(cudaFree(d_out));
    CHECK(cudaFreeHost(pinned));
    CHECK(cudaFreeHost(portable));
    CHECK(cudaFreeHost(mapped));
    printf("done\n");
    return 0;
}
