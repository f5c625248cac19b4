// Errors of runtime API calls: an invalid device, an impossible allocation, freeing what
// cudaMalloc did not return, bad arguments, and the names and strings of error codes. None is
// sticky: the device still works afterwards.
#include "check.cuh"

__global__ void fill(int *p, int v) { p[threadIdx.x] = v; }

int main() {
    SHOW("cudaSetDevice(999)", cudaSetDevice(999));
    SHOW("cudaSetDevice(-1)", cudaSetDevice(-1));
    int count = 0;
    CHECK(cudaGetDeviceCount(&count));
    SHOW("cudaSetDevice(count)", cudaSetDevice(count));
    cudaDeviceProp prop;
    SHOW("cudaGetDeviceProperties(999)", cudaGetDeviceProperties(&prop, 999));
    int value = 0;
    SHOW("cudaDeviceGetAttribute(device 999)", cudaDeviceGetAttribute(&value, cudaDevAttrWarpSize, 999));
    CHECK(cudaSetDevice(0));

    void *p = nullptr;
    SHOW("cudaMalloc(1 << 62)", cudaMalloc(&p, (size_t)1 << 62));
    printf("pointer after the failed cudaMalloc is null: %s\n", p == nullptr ? "yes" : "no");
    SHOW("cudaMallocHost(1 << 62)", cudaMallocHost(&p, (size_t)1 << 62));
    SHOW("cudaMalloc(NULL, 16)", cudaMalloc(nullptr, 16));
    SHOW("cudaMalloc of 0 bytes", cudaMalloc(&p, 0));
    SHOW("cudaFree(NULL)", cudaFree(nullptr));

    int *dev;
    CHECK(cudaMalloc(&dev, 256 * sizeof(int)));
    int on_stack = 0;
    int *on_heap = (int *)malloc(64);
    SHOW("cudaFree(stack pointer)", cudaFree(&on_stack));
    SHOW("cudaFree(malloc pointer)", cudaFree(on_heap));
    SHOW("cudaFree(inside an allocation)", cudaFree(dev + 4));
    SHOW("cudaFreeHost(malloc pointer)", cudaFreeHost(on_heap));
    free(on_heap);

    SHOW("cudaMemcpy with a bad kind", cudaMemcpy(dev, dev, 4, (cudaMemcpyKind)77));
    SHOW("cudaMemset(NULL)", cudaMemset(nullptr, 0, 16));
    SHOW("cudaStreamCreateWithFlags(bad flags)", [] {
        cudaStream_t s;
        return cudaStreamCreateWithFlags(&s, 0x1234);
    }());
    SHOW("cudaEventCreateWithFlags(bad flags)", [] {
        cudaEvent_t e;
        return cudaEventCreateWithFlags(&e, 0x1234);
    }());
    SHOW("cudaGetLastError", cudaGetLastError());
    SHOW("cudaGetLastError again", cudaGetLastError());

    // Names and strings come from the runtime library itself.
    cudaError_t codes[] = {cudaSuccess, cudaErrorInvalidValue, cudaErrorMemoryAllocation, cudaErrorInvalidDevice,
                           cudaErrorInvalidConfiguration, cudaErrorAssert, cudaErrorNotReady};
    for (cudaError_t e : codes) printf("%d %s: %s\n", (int)e, cudaGetErrorName(e), cudaGetErrorString(e));

    // The device still works.
    fill<<<1, 256>>>(dev, 9);
    CHECK_LAUNCH();
    if (show_device_still_works(dev, 256)) return 1;
    CHECK(cudaFree(dev));
    printf("done\n");
    return 0;
}
