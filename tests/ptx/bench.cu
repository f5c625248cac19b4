// Kernels of `cargo xtask bench host`.

extern "C" __global__ void vector_add(const float *a, const float *b, float *c, unsigned n) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}

// One block of 1024 threads sums 1024 floats per step through shared memory.
extern "C" __global__ void block_sum(const float *in, float *out, unsigned n) {
    __shared__ float partial[1024];
    float sum = 0.0f;
    for (unsigned i = blockIdx.x * 1024 + threadIdx.x; i < n; i += gridDim.x * 1024) sum += in[i];
    partial[threadIdx.x] = sum;
    __syncthreads();
    for (unsigned stride = 512; stride > 0; stride /= 2) {
        if (threadIdx.x < stride) partial[threadIdx.x] += partial[threadIdx.x + stride];
        __syncthreads();
    }
    if (threadIdx.x == 0) out[blockIdx.x] = partial[0];
}
