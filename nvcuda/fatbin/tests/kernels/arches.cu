// Test input for the fat binary tests: code that differs with the target architecture, so
// that each PTX entry nvcc writes is a different text.

extern "C" __global__ void add(float *out, const float *a, const float *b, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
#if __CUDA_ARCH__ >= 800
        out[i] = a[i] + b[i] + 0.5f;
#else
        out[i] = a[i] + b[i];
#endif
    }
}

extern "C" __global__ void scale(float *x, float s, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] *= s;
}
