// Built by nvcc against NVIDIA's libcublas.so.13; run with rocuda's in its place, on the host
// device: the handle is made and destroyed. NVIDIA's library, with no GPU, fails to make it.
#include <cstdio>
#include <cublas_v2.h>

int main() {
    cublasHandle_t handle = nullptr;
    cublasStatus_t created = cublasCreate(&handle);
    std::printf("cublasCreate returned %d\n", static_cast<int>(created));
    if (created != CUBLAS_STATUS_SUCCESS) {
        return 1;
    }
    cublasStatus_t destroyed = cublasDestroy(handle);
    std::printf("cublasDestroy returned %d\n", static_cast<int>(destroyed));
    return destroyed == CUBLAS_STATUS_SUCCESS ? 0 : 1;
}
