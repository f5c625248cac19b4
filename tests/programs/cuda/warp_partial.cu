// Warp shuffles with partial masks under divergence: even and odd lanes shuffling among
// themselves, the low 16 lanes alone, and a warp whose last lanes have returned early.
#include "check.cuh"

const int THREADS = 64;
// What each thread of `partial` writes, in order.
const int RESULTS = 4;
static const char *NAMES[RESULTS] = {"odd/even", "xor 3 low", "down 4 low", "sum low"};

__global__ void partial(int *out) {
    int lane = threadIdx.x % 32;
    int v = 100 + lane;
    int *o = out + threadIdx.x * RESULTS;
    o[0] = o[1] = o[2] = o[3] = -1;
    if (lane & 1) {
        // Odd lanes: rotate among the odd lanes.
        o[0] = __shfl_sync(0xaaaaaaaa, v, (lane + 2) % 32);
    } else {
        // Even lanes: read from the even lane 4 above, wrapping.
        o[0] = __shfl_sync(0x55555555, v * 2, (lane + 4) % 32);
    }
    if (lane < 16) {
        // The low half alone, with a width of 16: sources stay in the low half.
        o[1] = __shfl_xor_sync(0x0000ffff, v, 3, 16);
        o[2] = __shfl_down_sync(0x0000ffff, v, 4, 16);
        int sum = v;
        for (int m = 8; m > 0; m >>= 1) sum += __shfl_xor_sync(0x0000ffff, sum, m, 16);
        o[3] = sum;
    }
}

// Lanes 24..31 leave before the shuffle; the rest name only themselves in the mask.
__global__ void early_exit(int *out) {
    int lane = threadIdx.x;
    out[lane] = -1;
    if (lane >= 24) return;
    int v = lane * lane;
    out[lane] = __shfl_sync(0x00ffffff, v, 23 - lane) + __shfl_up_sync(0x00ffffff, v, 2);
}

// One line of result `c`: its label, then its value in every other lane from `first`.
static void print_lanes(const char *label, const int *host, int c, int first) {
    printf("%-10s:", label);
    for (int t = first; t < THREADS; t += 2) printf(" %d", host[t * RESULTS + c]);
    printf("\n");
}

int main() {
    int host[THREADS * RESULTS], *dev;
    CHECK(cudaMalloc(&dev, sizeof(host)));
    CHECK(run_block(partial, THREADS, dev, host, sizeof(host)));
    // The even lanes on a line, then the odd lanes.
    for (int c = 0; c < RESULTS; c++) {
        print_lanes(NAMES[c], host, c, 0);
        print_lanes("", host, c, 1);
    }

    int early[32];
    CHECK(run_block(early_exit, 32, dev, early, sizeof(early)));
    printf("early exit:");
    for (int i = 0; i < 32; i++) printf(" %d", early[i]);
    printf("\n");

    CHECK(cudaFree(dev));
    printf("done\n");
    return 0;
}
