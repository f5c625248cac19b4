// What every program of this corpus shares: checking CUDA calls, and printing values whose
// text must be the same on every device (see README.md).
#pragma once
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>
#include <cuda_runtime.h>

// Checks a CUDA call: on an error, prints the call, its line and the error's name, and leaves
// main with status 1. For use in main (or in a function returning int) only.
#define CHECK(call)                                                                            \
    do {                                                                                       \
        cudaError_t check_err_ = (call);                                                       \
        if (check_err_ != cudaSuccess) {                                                       \
            printf("line %d: %s failed: %s\n", __LINE__, #call, cudaGetErrorName(check_err_)); \
            return 1;                                                                          \
        }                                                                                      \
    } while (0)

// Checks a kernel launch (the launch itself, not the kernel's execution).
#define CHECK_LAUNCH() CHECK(cudaGetLastError())

// Prints what a call returned when an error is the expected outcome: "what: cudaErrorX".
#define SHOW(what, call) printf("%s: %s\n", what, cudaGetErrorName(call))

// Allocates a device copy of `bytes` of host memory.
template <class T> static inline cudaError_t copy_to_device(T **dev, const T *host, size_t bytes) {
    cudaError_t err = cudaMalloc(dev, bytes);
    return err != cudaSuccess ? err : cudaMemcpy(*dev, host, bytes, cudaMemcpyHostToDevice);
}

// Runs a kernel that writes its results to one array as a single block of `threads` threads,
// and copies the first `bytes` of the results back to `host`.
template <class T>
static inline cudaError_t run_block(void (*kernel)(T *), int threads, T *out, T *host, size_t bytes) {
    kernel<<<1, threads>>>(out);
    cudaError_t err = cudaGetLastError();
    return err != cudaSuccess ? err : cudaMemcpy(host, out, bytes, cudaMemcpyDeviceToHost);
}

// Shows that the device still works after errors that are not sticky: prints `device still
// works: sum S`, S the sum of the `count` ints a kernel wrote to `dev`.
static inline int show_device_still_works(const int *dev, int count) {
    std::vector<int> host(count);
    CHECK(cudaMemcpy(host.data(), dev, count * sizeof(int), cudaMemcpyDeviceToHost));
    int sum = 0;
    for (int v : host) sum += v;
    printf("device still works: sum %d\n", sum);
    return 0;
}

// Bit patterns of floating-point values, for results that must be exact.
static inline uint32_t f32_bits(float x) {
    uint32_t u;
    memcpy(&u, &x, 4);
    return u;
}
static inline uint64_t f64_bits(double x) {
    uint64_t u;
    memcpy(&u, &x, 8);
    return u;
}
static inline float f32_of(uint32_t u) {
    float x;
    memcpy(&x, &u, 4);
    return x;
}
