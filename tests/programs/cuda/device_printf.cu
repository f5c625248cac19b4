// Device printf: integers, floats, doubles, characters and strings (no %p), flags,
// widths and precisions, '%%', printf's return value, and printing from several blocks in a
// fixed order (one launch per printer, so the output has one order).
#include "check.cuh"

__device__ const char WORD[] = "device";

__global__ void formats(int *ret) {
    if (threadIdx.x != 0 || blockIdx.x != 0) return;
    printf("hello from the device\n");
    printf("ints: %d %i %u %x %X %o %ld %lld %llu\n", -42, 7, 4000000000u, 0xbeefu, 0xbeefu, 8u, -1234567890123L,
           -(1LL << 40), 18446744073709551615ull);
    printf("floats: %f %.2f %e %g %g %.3e\n", 1.5f, 3.14159f, 1024.0f, 0.0001f, 1e20f, -2.5e-7);
    printf("double: %.10f %a\n", 1.0 / 3.0, 0.75);
    printf("chars: [%c%c%c] string: [%s] [%10s] [%-8s] [%.3s]\n", 'a', 'b', 'c', WORD, WORD, "left", "truncate");
    printf("widths: [%5d] [%-5d] [%05d] [%+d] [%8.3f] [%-8.2e]\n", 42, 42, 42, 42, 2.0f / 3.0f, 12345.678);
    printf("percent: 100%% done, %d%%\n", 50);
    *ret = printf("three args: %d %s %c\n", 1, "two", '3');
}

__global__ void one_per_block(int which) {
    // Every block runs, but only block `which`, thread 0 prints.
    if (blockIdx.x == which && threadIdx.x == 0)
        printf("block %d of %d, blockDim %d\n", blockIdx.x, gridDim.x, blockDim.x);
}

__global__ void from_thread(int which, const int *data) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t == which) printf("thread %d sees data %d\n", t, data[t]);
}

int main() {
    int *ret, host_ret = 0;
    CHECK(cudaMalloc(&ret, sizeof(int)));
    fflush(stdout);
    formats<<<2, 32>>>(ret);
    CHECK_LAUNCH();
    CHECK(cudaDeviceSynchronize());
    fflush(stdout);
    CHECK(cudaMemcpy(&host_ret, ret, sizeof(int), cudaMemcpyDeviceToHost));
    printf("printf returned %d\n", host_ret);

    for (int b = 0; b < 3; b++) {
        fflush(stdout);
        one_per_block<<<3, 64>>>(b);
        CHECK_LAUNCH();
        CHECK(cudaDeviceSynchronize());
    }
    int data[128], *dev_data;
    for (int i = 0; i < 128; i++) data[i] = i * i;
    CHECK(cudaMalloc(&dev_data, sizeof(data)));
    CHECK(cudaMemcpy(dev_data, data, sizeof(data), cudaMemcpyHostToDevice));
    for (int t : {0, 31, 32, 127}) {
        fflush(stdout);
        from_thread<<<2, 64>>>(t, dev_data);
        CHECK_LAUNCH();
        CHECK(cudaDeviceSynchronize());
    }
    fflush(stdout);
    printf("host line after the device lines\n");

    CHECK(cudaFree(ret));
    CHECK(cudaFree(dev_data));
    printf("done\n");
    return 0;
}
