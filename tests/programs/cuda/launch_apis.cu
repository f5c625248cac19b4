// The launch APIs besides <<<>>>: cudaLaunchKernel with an argument array, cudaLaunchKernelEx
// (C++ template and cudaLaunchKernelExC) with launch attributes (priority, cooperative), dynamic
// shared memory and a stream from the configuration.
#include "check.cuh"

extern __shared__ int dyn[];

__global__ void combine(int *out, int a, double b, char c, int2 d) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    dyn[threadIdx.x] = t;
    __syncthreads();
    out[t] = a + (int)(b * 4) + c * 10 + d.x * 100 + d.y + dyn[blockDim.x - 1 - threadIdx.x];
}

static int check_out(const char *what, int *dev, int n) {
    int host[256];
    CHECK(cudaMemcpy(host, dev, n * sizeof(int), cudaMemcpyDeviceToHost));
    long long sum = 0;
    for (int i = 0; i < n; i++) sum += host[i];
    printf("%s: out[0] %d out[%d] %d sum %lld\n", what, host[0], n - 1, host[n - 1], sum);
    CHECK(cudaMemset(dev, 0, n * sizeof(int)));
    return 0;
}

int main() {
    int *dev;
    CHECK(cudaMalloc(&dev, 256 * sizeof(int)));
    int a = 5;
    double b = 2.25;
    char c = 3;
    int2 d = make_int2(7, -11);
    cudaStream_t stream;
    CHECK(cudaStreamCreate(&stream));

    combine<<<4, 64, 64 * sizeof(int), stream>>>(dev, a, b, c, d);
    CHECK_LAUNCH();
    CHECK(cudaStreamSynchronize(stream));
    if (check_out("<<<>>>", dev, 256)) return 1;

    void *args[] = {&dev, &a, &b, &c, &d};
    CHECK(cudaLaunchKernel((const void *)combine, dim3(2), dim3(128), args, 128 * sizeof(int), stream));
    CHECK(cudaStreamSynchronize(stream));
    if (check_out("cudaLaunchKernel", dev, 256)) return 1;

    int least = 0, greatest = 0;
    CHECK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
    cudaLaunchAttribute attrs[2];
    attrs[0].id = cudaLaunchAttributePriority;
    attrs[0].val.priority = greatest;
    attrs[1].id = cudaLaunchAttributeCooperative;
    attrs[1].val.cooperative = 1;
    cudaLaunchConfig_t config = {};
    config.gridDim = dim3(8);
    config.blockDim = dim3(32);
    config.dynamicSmemBytes = 32 * sizeof(int);
    config.stream = stream;
    config.attrs = attrs;
    config.numAttrs = 1;
    CHECK(cudaLaunchKernelEx(&config, combine, dev, a, b, c, d));
    CHECK(cudaStreamSynchronize(stream));
    if (check_out("cudaLaunchKernelEx with a priority", dev, 256)) return 1;

    config.numAttrs = 2;
    config.gridDim = dim3(1);
    config.blockDim = dim3(256);
    config.dynamicSmemBytes = 256 * sizeof(int);
    CHECK(cudaLaunchKernelExC(&config, (const void *)combine, args));
    CHECK(cudaStreamSynchronize(stream));
    if (check_out("cudaLaunchKernelExC with priority and cooperative", dev, 256)) return 1;

    // Errors are reported by the launch call itself.
    config.numAttrs = 0;
    config.blockDim = dim3(2048);
    SHOW("cudaLaunchKernelEx with 2048 threads", cudaLaunchKernelEx(&config, combine, dev, a, b, c, d));
    SHOW("cudaLaunchKernel with 2048 threads", cudaLaunchKernel((const void *)combine, dim3(1), dim3(2048), args, 0, stream));
    SHOW("cudaGetLastError", cudaGetLastError());

    CHECK(cudaStreamDestroy(stream));
    CHECK(cudaFree(dev));
    printf("done\n");
    return 0;
}
