// Warp shuffles with the full mask: __shfl_sync (broadcast, rotation, out-of-range lanes),
// __shfl_up_sync, __shfl_down_sync, __shfl_xor_sync, with widths 32, 16 and 4, on int, float,
// double and long long, and a shuffle-based warp reduction.
#include "check.cuh"

const int NCASES = 12;

__global__ void shuffles(int *out) {
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    int v = lane * 10 + warp * 1000;
    int *o = out + threadIdx.x * NCASES;
    o[0] = __shfl_sync(0xffffffff, v, 5);
    o[1] = __shfl_sync(0xffffffff, v, (lane + 1) % 32);
    o[2] = __shfl_sync(0xffffffff, v, lane + 40);  // srcLane is taken modulo the width
    o[3] = __shfl_sync(0xffffffff, v, 3, 16);      // lane 3 of each half
    o[4] = __shfl_up_sync(0xffffffff, v, 3);       // lanes below 3 keep their own value
    o[5] = __shfl_down_sync(0xffffffff, v, 7);     // lanes above 24 keep their own value
    o[6] = __shfl_up_sync(0xffffffff, v, 1, 4);
    o[7] = __shfl_down_sync(0xffffffff, v, 2, 16);
    o[8] = __shfl_xor_sync(0xffffffff, v, 1);
    o[9] = __shfl_xor_sync(0xffffffff, v, 31);
    o[10] = __shfl_xor_sync(0xffffffff, v, 6, 4);  // lanes outside the segment keep their own value
    // Butterfly reduction: every lane ends with the warp's sum.
    int sum = v;
    for (int m = 16; m > 0; m >>= 1) sum += __shfl_xor_sync(0xffffffff, sum, m);
    o[11] = sum;
}

__global__ void typed(long long *out) {
    int lane = threadIdx.x;
    float f = lane * 1.5f;
    double d = lane * 1e10 + 0.25;
    long long l = (long long)lane << 40 | lane;
    out[lane * 3 + 0] = (long long)(__shfl_sync(0xffffffff, f, 31 - lane) * 2);
    out[lane * 3 + 1] = (long long)(__shfl_down_sync(0xffffffff, d, 1) * 4);
    out[lane * 3 + 2] = __shfl_xor_sync(0xffffffff, l, 5);
}

int main() {
    const int threads = 64;
    int host[threads * NCASES], *dev;
    CHECK(cudaMalloc(&dev, sizeof(host)));
    shuffles<<<1, threads>>>(dev);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(host, dev, sizeof(host), cudaMemcpyDeviceToHost));
    const char *names[NCASES] = {"shfl 5", "shfl rot", "shfl +40", "shfl 3 w16", "up 3", "down 7",
                                 "up 1 w4", "down 2 w16", "xor 1", "xor 31", "xor 6 w4", "sum"};
    for (int c = 0; c < NCASES; c++) {
        printf("%-10s:", names[c]);
        for (int t = 0; t < threads; t += 3) printf(" %d", host[t * NCASES + c]);
        printf("\n");
    }

    long long typed_host[96], *typed_dev;
    CHECK(cudaMalloc(&typed_dev, sizeof(typed_host)));
    typed<<<1, 32>>>(typed_dev);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(typed_host, typed_dev, sizeof(typed_host), cudaMemcpyDeviceToHost));
    for (int k = 0; k < 3; k++) {
        printf("%s:", k == 0 ? "float" : k == 1 ? "double" : "int64");
        for (int lane = 0; lane < 32; lane += 5) printf(" %llx", (unsigned long long)typed_host[lane * 3 + k]);
        printf("\n");
    }

    CHECK(cudaFree(dev));
    CHECK(cudaFree(typed_dev));
    printf("done\n");
    return 0;
}
