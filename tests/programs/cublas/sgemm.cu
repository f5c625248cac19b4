// The cuBLAS program `cargo xtask demo` shows: one single-precision product
// C = alpha * A * B + beta * C, with A 4x5, B 5x3 and C 4x3 in column-major order, printed
// a row of C a line. The inputs are multiples of 1/4 and 1/2, so every result is exact and
// any GPU prints the same digits.
#include "blas_check.cuh"

int main() {
    const int m = 4, n = 3, k = 5;
    std::vector<float> a(m * k), b(k * n), c(m * n);
    for (int j = 0; j < k; j++)
        for (int i = 0; i < m; i++) a[i + j * m] = 0.25f * ((3 * i + 2 * j) % 7) - 0.75f;
    for (int j = 0; j < n; j++)
        for (int i = 0; i < k; i++) b[i + j * k] = 0.5f * ((i + 2 * j) % 5) - 1.0f;
    for (int i = 0; i < m * n; i++) c[i] = 1.0f;
    const float alpha = 2.0f, beta = 0.5f;

    float *da, *db, *dc;
    CUDA_OK(cudaMalloc(&da, a.size() * sizeof(float)));
    CUDA_OK(cudaMalloc(&db, b.size() * sizeof(float)));
    CUDA_OK(cudaMalloc(&dc, c.size() * sizeof(float)));
    CUDA_OK(cudaMemcpy(da, a.data(), a.size() * sizeof(float), cudaMemcpyHostToDevice));
    CUDA_OK(cudaMemcpy(db, b.data(), b.size() * sizeof(float), cudaMemcpyHostToDevice));
    CUDA_OK(cudaMemcpy(dc, c.data(), c.size() * sizeof(float), cudaMemcpyHostToDevice));

    cublasHandle_t handle;
    BLAS_OK(cublasCreate(&handle));
    if (status("sgemm.NN.m4n3k5", cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, da, m, db, k,
                                              &beta, dc, m)) == CUBLAS_STATUS_SUCCESS) {
        CUDA_OK(cudaMemcpy(c.data(), dc, c.size() * sizeof(float), cudaMemcpyDeviceToHost));
        for (int i = 0; i < m; i++) {
            printf("C.row%d f32", i);
            for (int j = 0; j < n; j++) printf(" %.9g", c[i + j * m]);
            printf("\n");
        }
    }
    BLAS_OK(cublasDestroy(handle));
    CUDA_OK(cudaFree(da));
    CUDA_OK(cudaFree(db));
    CUDA_OK(cudaFree(dc));
    return 0;
}
