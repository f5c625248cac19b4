// Dynamic shared memory: extern __shared__ sized at launch, several arrays carved from it,
// and the cudaFuncAttributeMaxDynamicSharedMemorySize opt-in for a 64 KiB launch.
#include "check.cuh"

extern __shared__ int dyn[];

// Each block rotates its slice by one through shared memory of blockDim.x ints.
__global__ void rotate(const int *in, int *out) {
    int t = threadIdx.x, n = blockDim.x, base = blockIdx.x * n;
    dyn[t] = in[base + t];
    __syncthreads();
    out[base + t] = dyn[(t + 1) % n];
}

// Two arrays in one allocation: n doubles, then n shorts.
__global__ void carve(long long *out) {
    int t = threadIdx.x, n = blockDim.x;
    double *d = (double *)dyn;
    short *s = (short *)(d + n);
    d[t] = t * 0.25;
    s[t] = (short)(t - 100);
    __syncthreads();
    out[t] = (long long)(d[n - 1 - t] * 4) * 1000 + s[(t * 7) % n];
}

// Fills and sums all `words` ints of dynamic shared memory (64 KiB at most).
__global__ void big(unsigned *out, int words) {
    unsigned *s = (unsigned *)dyn;
    for (int i = threadIdx.x; i < words; i += blockDim.x) s[i] = i * 2654435761u;
    __syncthreads();
    unsigned acc = 0;
    for (int i = threadIdx.x; i < words; i += blockDim.x) acc ^= s[words - 1 - i] + i;
    atomicAdd(out, acc);
}

int main() {
    const int n = 640;
    int host[n], *in, *out;
    for (int i = 0; i < n; i++) host[i] = i * i;
    CHECK(cudaMalloc(&in, sizeof(host)));
    CHECK(cudaMalloc(&out, sizeof(host)));
    CHECK(cudaMemcpy(in, host, sizeof(host), cudaMemcpyHostToDevice));
    for (int threads : {32, 64, 160}) {
        rotate<<<n / threads, threads, threads * sizeof(int)>>>(in, out);
        CHECK_LAUNCH();
        CHECK(cudaMemcpy(host, out, sizeof(host), cudaMemcpyDeviceToHost));
        printf("rotate by blocks of %d: %d %d %d\n", threads, host[0], host[threads - 1], host[n - 1]);
    }

    long long carved[96], *dev_carved;
    CHECK(cudaMalloc(&dev_carved, sizeof(carved)));
    carve<<<1, 96, 96 * (sizeof(double) + sizeof(short))>>>(dev_carved);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(carved, dev_carved, sizeof(carved), cudaMemcpyDeviceToHost));
    printf("carve: %lld %lld %lld\n", carved[0], carved[1], carved[95]);

    unsigned *dev_x, x;
    CHECK(cudaMalloc(&dev_x, sizeof(unsigned)));
    for (int bytes : {48 * 1024, 64 * 1024}) {
        if (bytes > 48 * 1024) CHECK(cudaFuncSetAttribute(big, cudaFuncAttributeMaxDynamicSharedMemorySize, bytes));
        CHECK(cudaMemset(dev_x, 0, sizeof(unsigned)));
        big<<<2, 256, bytes>>>(dev_x, bytes / 4);
        CHECK_LAUNCH();
        CHECK(cudaMemcpy(&x, dev_x, sizeof(unsigned), cudaMemcpyDeviceToHost));
        printf("%d KiB of dynamic shared memory: sum %08x\n", bytes / 1024, x);
    }
    cudaFuncAttributes attr;
    CHECK(cudaFuncGetAttributes(&attr, big));
    printf("maxDynamicSharedSizeBytes after opt-in %d\n", attr.maxDynamicSharedSizeBytes);

    CHECK(cudaFree(in));
    CHECK(cudaFree(out));
    CHECK(cudaFree(dev_carved));
    CHECK(cudaFree(dev_x));
    printf("done\n");
    return 0;
}
