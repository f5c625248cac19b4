// Application: a 256-bin histogram of 1 MiB of pseudo-random bytes with per-block shared
// histograms (shared atomics) merged by global atomics, a warp-aggregated variant using
// __match_any_sync, and a CPU check.
#include "check.cuh"

const int BINS = 256;

__global__ void shared_hist(const unsigned char *data, int n, unsigned *hist) {
    __shared__ unsigned local[BINS];
    for (int b = threadIdx.x; b < BINS; b += blockDim.x) local[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) atomicAdd(&local[data[i]], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < BINS; b += blockDim.x)
        if (local[b]) atomicAdd(&hist[b], local[b]);
}

// Lanes with the same value elect one leader that adds for all of them.
__global__ void warp_aggregated(const unsigned char *data, int n, unsigned *hist) {
    int lane = threadIdx.x % 32;
    for (int base = (blockIdx.x * blockDim.x + threadIdx.x) / 32 * 32; base < n; base += gridDim.x * blockDim.x) {
        int i = base + lane;
        int value = i < n ? data[i] : -1;  // n is a multiple of 32 here, but keep it general
        unsigned peers = __match_any_sync(0xffffffff, value);
        int leader = __ffs(peers) - 1;
        if (lane == leader && value >= 0) atomicAdd(&hist[value], (unsigned)__popc(peers));
    }
}

int main() {
    const int n = 1 << 20;
    unsigned char *data = new unsigned char[n];
    unsigned state = 12345;
    for (int i = 0; i < n; i++) {
        state = state * 1664525u + 1013904223u;
        // A skewed distribution: low bins are more frequent.
        data[i] = (unsigned char)((state >> 24) & (state >> 16));
    }
    unsigned ref[BINS] = {};
    for (int i = 0; i < n; i++) ref[data[i]]++;

    unsigned char *d_data;
    unsigned *d_hist, hist[BINS];
    CHECK(cudaMalloc(&d_data, n));
    CHECK(cudaMalloc(&d_hist, sizeof(hist)));
    CHECK(cudaMemcpy(d_data, data, n, cudaMemcpyHostToDevice));

    CHECK(cudaMemset(d_hist, 0, sizeof(hist)));
    shared_hist<<<64, 256>>>(d_data, n, d_hist);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(hist, d_hist, sizeof(hist), cudaMemcpyDeviceToHost));
    printf("shared atomics: matches the CPU: %s\n", memcmp(hist, ref, sizeof(hist)) == 0 ? "yes" : "no");
    printf("bins 0..7:");
    for (int b = 0; b < 8; b++) printf(" %u", hist[b]);
    printf("\nbins 248..255:");
    for (int b = 248; b < 256; b++) printf(" %u", hist[b]);
    printf("\n");

    CHECK(cudaMemset(d_hist, 0, sizeof(hist)));
    warp_aggregated<<<40, 128>>>(d_data, n, d_hist);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(hist, d_hist, sizeof(hist), cudaMemcpyDeviceToHost));
    printf("warp aggregated: matches the CPU: %s\n", memcmp(hist, ref, sizeof(hist)) == 0 ? "yes" : "no");
    unsigned total = 0, nonzero = 0;
    for (int b = 0; b < BINS; b++) {
        total += hist[b];
        nonzero += hist[b] != 0;
    }
    printf("total %u, non-empty bins %u\n", total, nonzero);

    CHECK(cudaFree(d_data));
    CHECK(cudaFree(d_hist));
    delete[] data;
    printf("done\n");
    return 0;
}
