// Static __shared__ memory: a block-wide reversal, a 2D tile transpose, a shared reduction,
// and shared variables of several types in one kernel.
#include "check.cuh"

__global__ void reverse(const int *in, int *out) {
    __shared__ int buf[256];
    int t = threadIdx.x, base = blockIdx.x * 256;
    buf[t] = in[base + t];
    __syncthreads();
    out[base + t] = buf[255 - t];
}

__global__ void transpose(const int *in, int *out, int n) {
    __shared__ int tile[16][17];  // padded against bank conflicts
    int x = blockIdx.x * 16 + threadIdx.x, y = blockIdx.y * 16 + threadIdx.y;
    if (x < n && y < n) tile[threadIdx.y][threadIdx.x] = in[y * n + x];
    __syncthreads();
    x = blockIdx.y * 16 + threadIdx.x;
    y = blockIdx.x * 16 + threadIdx.y;
    if (x < n && y < n) out[y * n + x] = tile[threadIdx.x][threadIdx.y];
}

__global__ void mixed(long long *out) {
    __shared__ char bytes[64];
    __shared__ double doubles[64];
    __shared__ long long total;
    int t = threadIdx.x;
    if (t == 0) total = 0;
    bytes[t] = (char)(t * 3);
    doubles[t] = t * 0.5;
    __syncthreads();
    long long mine = bytes[63 - t] + (long long)(doubles[(t + 1) % 64] * 4);
    atomicAdd((unsigned long long *)&total, (unsigned long long)mine);
    __syncthreads();
    if (t == 0) out[0] = total;
}

// Tree reduction in shared memory.
__global__ void reduce(const int *in, int *out) {
    __shared__ int s[512];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * 512 + t];
    __syncthreads();
    for (int stride = 256; stride > 0; stride >>= 1) {
        if (t < stride) s[t] += s[t + stride];
        __syncthreads();
    }
    if (t == 0) out[blockIdx.x] = s[0];
}

int main() {
    const int n = 1024;
    int host[n * 2], *in, *out;
    for (int i = 0; i < n * 2; i++) host[i] = (i * 37) % 1001 - 500;
    CHECK(cudaMalloc(&in, sizeof(host)));
    CHECK(cudaMalloc(&out, sizeof(host)));
    CHECK(cudaMemcpy(in, host, sizeof(host), cudaMemcpyHostToDevice));

    int back[n * 2];
    reverse<<<4, 256>>>(in, out);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(back, out, n * sizeof(int), cudaMemcpyDeviceToHost));
    printf("reverse: %d %d %d %d\n", back[0], back[255], back[256], back[1023]);

    const int m = 30;  // a 30x30 matrix, blocks of 16x16
    transpose<<<dim3(2, 2), dim3(16, 16)>>>(in, out, m);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(back, out, m * m * sizeof(int), cudaMemcpyDeviceToHost));
    int ok = 1;
    for (int y = 0; y < m; y++)
        for (int x = 0; x < m; x++) ok &= back[y * m + x] == host[x * m + y];
    printf("transpose matches: %s, back[1] %d back[31] %d\n", ok ? "yes" : "no", back[1], back[31]);

    long long total, *dev_total;
    CHECK(cudaMalloc(&dev_total, sizeof(total)));
    mixed<<<1, 64>>>(dev_total);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(&total, dev_total, sizeof(total), cudaMemcpyDeviceToHost));
    printf("mixed total %lld\n", total);

    reduce<<<4, 512>>>(in, out);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(back, out, 4 * sizeof(int), cudaMemcpyDeviceToHost));
    printf("block sums: %d %d %d %d\n", back[0], back[1], back[2], back[3]);

    CHECK(cudaFree(in));
    CHECK(cudaFree(out));
    CHECK(cudaFree(dev_total));
    printf("done\n");
    return 0;
}
