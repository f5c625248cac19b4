// cudaGetLastError and cudaPeekAtLastError: a failed launch sets the last error, peeking keeps
// it, getting clears it; failing API calls set it too; non-sticky errors leave the device usable.
#include "check.cuh"

__global__ void write_one(int *p) { p[threadIdx.x] = 1; }

int main() {
    int *dev;
    CHECK(cudaMalloc(&dev, 1024 * sizeof(int)));
    SHOW("initially, peek", cudaPeekAtLastError());
    SHOW("initially, get", cudaGetLastError());

    write_one<<<1, 32>>>(dev);
    SHOW("after a good launch, peek", cudaPeekAtLastError());
    SHOW("after a good launch, get", cudaGetLastError());

    write_one<<<1, 2048>>>(dev);  // too many threads
    SHOW("after a bad launch, peek", cudaPeekAtLastError());
    SHOW("peek again", cudaPeekAtLastError());
    SHOW("get", cudaGetLastError());
    SHOW("get again", cudaGetLastError());

    // The last error stays until it is read, across successful calls.
    write_one<<<dim3(1, 1, 1), dim3(1, 1, 128)>>>(dev);  // blockDim.z above 64
    CHECK(cudaMemset(dev, 0, sizeof(int)));
    write_one<<<1, 32>>>(dev);
    SHOW("after bad, memset, good launch: get", cudaGetLastError());

    // A failing API call sets it too.
    SHOW("cudaSetDevice(999)", cudaSetDevice(999));
    SHOW("then get", cudaGetLastError());
    SHOW("then get again", cudaGetLastError());
    void *huge = nullptr;
    SHOW("cudaMalloc(1 << 62)", cudaMalloc(&huge, (size_t)1 << 62));
    SHOW("then peek", cudaPeekAtLastError());
    SHOW("then get", cudaGetLastError());

    // The newest error wins.
    write_one<<<1, 4096>>>(dev);
    SHOW("cudaSetDevice(-1)", cudaSetDevice(-1));
    SHOW("after two errors, get", cudaGetLastError());

    // None of these is sticky: the device still works.
    write_one<<<1, 1024>>>(dev);
    CHECK_LAUNCH();
    CHECK(cudaDeviceSynchronize());
    if (show_device_still_works(dev, 1024)) return 1;
    CHECK(cudaFree(dev));
    printf("done\n");
    return 0;
}
