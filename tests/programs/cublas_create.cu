// Built by nvcc against NVIDIA's libcublas.so.13; run with rocuda's in its place. rocuda does
// not implement cublasCreate yet, so it must answer CUBLAS_STATUS_NOT_SUPPORTED, which this
// program takes from NVIDIA's own header.
#include <cstdio>
#include <cublas_v2.h>

int main() {
    cublasHandle_t handle = nullptr;
    cublasStatus_t status = cublasCreate(&handle);
    std::printf("cublasCreate returned %d\n", static_cast<int>(status));
    return status == CUBLAS_STATUS_NOT_SUPPORTED ? 0 : 1;
}
