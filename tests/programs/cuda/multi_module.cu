// Two modules in one program: this file and multi_module_b.cu are compiled separately
// (-rdc=false), so each has its own fatbin. Both define a kernel named `scale` and a __device__
// variable named `counter` (static to each file), which must not be confused.
#include "check.cuh"

static __device__ int counter = 1000;
static __constant__ int factor = 3;

static __global__ void scale(int *p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        p[i] *= factor;
        atomicAdd(&counter, 1);
    }
}

// Defined in multi_module_b.cu: launch that file's kernels and read its variables.
int launch_b(int *p, int n);
int read_b(int *counter_value, int *factor_value);

int main() {
    const int n = 100;
    int host[n], *dev;
    for (int i = 0; i < n; i++) host[i] = i;
    CHECK(cudaMalloc(&dev, sizeof(host)));
    CHECK(cudaMemcpy(dev, host, sizeof(host), cudaMemcpyHostToDevice));

    scale<<<1, 128>>>(dev, n);
    CHECK_LAUNCH();
    if (launch_b(dev, n)) return 1;  // the other module's `scale`: p[i] = p[i] * 5 + 1
    scale<<<1, 128>>>(dev, n);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(host, dev, sizeof(host), cudaMemcpyDeviceToHost));
    printf("p[0] %d p[1] %d p[99] %d\n", host[0], host[1], host[99]);

    int a_counter = 0, a_factor = 0, b_counter = 0, b_factor = 0;
    CHECK(cudaMemcpyFromSymbol(&a_counter, counter, sizeof(int)));
    CHECK(cudaMemcpyFromSymbol(&a_factor, factor, sizeof(int)));
    if (read_b(&b_counter, &b_factor)) return 1;
    printf("this module: counter %d factor %d\n", a_counter, a_factor);
    printf("other module: counter %d factor %d\n", b_counter, b_factor);

    CHECK(cudaFree(dev));
    printf("done\n");
    return 0;
}
