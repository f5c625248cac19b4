// A warp's lanes access shared memory in lockstep, as CUDA code assumes without saying so:
// every lane's store of one statement lands before any lane's store of the next, and every
// lane's load reads what the previous statement left. llama.cpp's quantisation of Q into
// shared memory (FlashAttention's vector kernel) has lanes 16 to 31 store zeros over slots
// that lanes 0 and 8 fill in the next statement; an executor that runs each lane ahead to
// its next barrier leaves the zeros.
#include "check.cuh"

// The statement after a full store overwrites part of it (two warps, each on its own half).
__global__ void store_then_overwrite(int *out) {
    __shared__ int s[64];
    const int lane = threadIdx.x % 32, base = threadIdx.x - lane;
    float amax = fabsf((float)lane - 7.5f);
    for (int offset = 8; offset > 0; offset >>= 1) amax = fmaxf(amax, __shfl_xor_sync(0xffffffff, amax, offset, 16));
    s[base + lane] = lane < 16 ? 100 + lane : 0;
    if (lane % 8 == 0 && lane < 16) s[base + 16 + lane / 8] = (int)amax + lane;
    __syncthreads();
    out[threadIdx.x] = s[threadIdx.x];
}

// Each lane reads its neighbour's slot, then writes its own: every read sees the old values.
__global__ void rotate(int *out) {
    __shared__ int s[32];
    s[threadIdx.x] = threadIdx.x;
    __syncwarp();
    int next = s[(threadIdx.x + 1) % 32];
    s[threadIdx.x] = next * 10;
    __syncwarp();
    out[threadIdx.x] = s[threadIdx.x];
}

// A loop whose every pass reads the neighbours' values of the previous pass and stores new
// ones, with no synchronisation inside the loop.
__global__ void smooth(int *out, int passes) {
    __shared__ int s[32];
    s[threadIdx.x] = threadIdx.x == 0 ? 3200 : 0;
    __syncthreads();
    for (int p = 0; p < passes; p++) {
        int sum = s[(threadIdx.x + 31) % 32] + s[threadIdx.x] + s[(threadIdx.x + 1) % 32];
        s[threadIdx.x] = sum / 3;
    }
    __syncthreads();
    out[threadIdx.x] = s[threadIdx.x];
}

static int show(const char *name, int *dev, int n) {
    int host[64];
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(host, dev, n * sizeof(int), cudaMemcpyDeviceToHost));
    printf("%s:", name);
    for (int i = 0; i < n; i++) printf(" %d", host[i]);
    printf("\n");
    return 0;
}

int main() {
    int *out;
    CHECK(cudaMalloc(&out, 64 * sizeof(int)));
    store_then_overwrite<<<1, 64>>>(out);
    CHECK_LAUNCH();
    if (show("store_then_overwrite", out, 64)) return 1;
    rotate<<<1, 32>>>(out);
    CHECK_LAUNCH();
    if (show("rotate", out, 32)) return 1;
    smooth<<<1, 32>>>(out, 4);
    CHECK_LAUNCH();
    if (show("smooth", out, 32)) return 1;
    CHECK(cudaFree(out));
    return 0;
}
