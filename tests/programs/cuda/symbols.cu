// __device__ and __constant__ variables: cudaMemcpyToSymbol/FromSymbol (with offsets, and the
// async forms), cudaGetSymbolAddress, cudaGetSymbolSize, initialised values, and kernels
// reading constant memory.
#include "check.cuh"

__device__ int table[64];
__device__ long long initialised[3] = {-1, 1LL << 40, 7};
__device__ float scalar = 2.5f;
__constant__ float coefficients[8];
__constant__ int offsets[4] = {10, 20, 30, 40};

__global__ void apply(float *out) {
    int t = threadIdx.x;
    float acc = 0.0f;
    for (int k = 0; k < 8; k++) acc += coefficients[k] * (float)(t + k);
    out[t] = acc * scalar + (float)(table[t] + offsets[t % 4]);
}

__global__ void bump() {
    for (int i = 0; i < 3; i++) initialised[i] += i + 1;
}

int main() {
    size_t size = 0;
    CHECK(cudaGetSymbolSize(&size, table));
    printf("sizeof table %zu\n", size);
    CHECK(cudaGetSymbolSize(&size, coefficients));
    printf("sizeof coefficients %zu\n", size);
    CHECK(cudaGetSymbolSize(&size, initialised));
    printf("sizeof initialised %zu\n", size);

    long long init[3];
    CHECK(cudaMemcpyFromSymbol(init, initialised, sizeof(init)));
    printf("initialised: %lld %lld %lld\n", init[0], init[1], init[2]);
    bump<<<1, 1>>>();
    CHECK_LAUNCH();
    CHECK(cudaMemcpyFromSymbol(init, initialised, sizeof(init)));
    printf("after bump: %lld %lld %lld\n", init[0], init[1], init[2]);

    int host_table[64];
    for (int i = 0; i < 64; i++) host_table[i] = i * 100;
    CHECK(cudaMemcpyToSymbol(table, host_table, sizeof(host_table)));
    int tail[2] = {-5, -6};
    CHECK(cudaMemcpyToSymbol(table, tail, sizeof(tail), 62 * sizeof(int)));  // offset in bytes
    float coeff[8] = {1, -1, 0.5f, 0.25f, 2, 0, -0.5f, 1};
    CHECK(cudaMemcpyToSymbol(coefficients, coeff, sizeof(coeff)));
    float two = 2.0f;
    CHECK(cudaMemcpyToSymbolAsync(scalar, &two, sizeof(float), 0, cudaMemcpyHostToDevice, 0));

    float *out, host_out[64];
    CHECK(cudaMalloc(&out, sizeof(host_out)));
    apply<<<1, 64>>>(out);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(host_out, out, sizeof(host_out), cudaMemcpyDeviceToHost));
    printf("apply: %.2f %.2f %.2f %.2f\n", host_out[0], host_out[1], host_out[62], host_out[63]);

    // A symbol's address is an ordinary device pointer.
    int *table_ptr = nullptr;
    CHECK(cudaGetSymbolAddress((void **)&table_ptr, table));
    CHECK(cudaMemset(table_ptr + 1, 0, sizeof(int)));
    CHECK(cudaMemcpy(table_ptr + 2, &tail[0], sizeof(int), cudaMemcpyHostToDevice));
    int back[4];
    CHECK(cudaMemcpyFromSymbol(back, table, sizeof(back)));
    printf("table via address: %d %d %d %d\n", back[0], back[1], back[2], back[3]);
    CHECK(cudaMemcpyFromSymbolAsync(back, table, 2 * sizeof(int), 62 * sizeof(int), cudaMemcpyDeviceToHost, 0));
    CHECK(cudaStreamSynchronize(0));
    printf("table tail: %d %d\n", back[0], back[1]);

    // Device-to-device copies to and from symbols.
    CHECK(cudaMemcpyToSymbol(offsets, table_ptr, 4 * sizeof(int), 0, cudaMemcpyDeviceToDevice));
    int offs[4];
    CHECK(cudaMemcpyFromSymbol(offs, offsets, sizeof(offs)));
    printf("offsets from table: %d %d %d %d\n", offs[0], offs[1], offs[2], offs[3]);

    CHECK(cudaFree(out));
    printf("done\n");
    return 0;
}
