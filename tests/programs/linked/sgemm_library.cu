// A shared library built by nvcc against NVIDIA's libcublas.so.13, as llama.cpp's
// libggml-cuda.so is: the linker records its cuBLAS references with cuBLAS's symbol version
// (cublasSgemm_v2@libcublas.so.13), and whatever later links a program against this library
// must find them under that version.
#include <cstddef>
#include <cublas_v2.h>
#include <cuda_runtime.h>

// C = A * B, column-major, A m by k and B k by n, computed by cuBLAS on the device. Returns 0,
// or the number of the step that failed.
extern "C" int sgemm_on_device(int m, int n, int k, const float *a, const float *b, float *c) {
    const std::size_t a_bytes = sizeof(float) * m * k, b_bytes = sizeof(float) * k * n, c_bytes = sizeof(float) * m * n;
    float *device_a = nullptr, *device_b = nullptr, *device_c = nullptr;
    if (cudaMalloc(&device_a, a_bytes) != cudaSuccess || cudaMalloc(&device_b, b_bytes) != cudaSuccess ||
        cudaMalloc(&device_c, c_bytes) != cudaSuccess) {
        return 1;
    }
    if (cudaMemcpy(device_a, a, a_bytes, cudaMemcpyHostToDevice) != cudaSuccess ||
        cudaMemcpy(device_b, b, b_bytes, cudaMemcpyHostToDevice) != cudaSuccess) {
        return 2;
    }
    cublasHandle_t handle = nullptr;
    if (cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS) {
        return 3;
    }
    const float alpha = 1.0f, beta = 0.0f;
    if (cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, device_a, m, device_b, k, &beta, device_c, m) !=
        CUBLAS_STATUS_SUCCESS) {
        return 4;
    }
    if (cudaMemcpy(c, device_c, c_bytes, cudaMemcpyDeviceToHost) != cudaSuccess) {
        return 5;
    }
    if (cublasDestroy(handle) != CUBLAS_STATUS_SUCCESS) {
        return 6;
    }
    cudaFree(device_a);
    cudaFree(device_b);
    cudaFree(device_c);
    return 0;
}
