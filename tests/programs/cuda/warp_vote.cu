// Warp votes: __all_sync, __any_sync and __ballot_sync with the full mask, with partial masks
// under divergence, in a partial last warp, and __activemask where all lanes are converged.
#include "check.cuh"

__global__ void votes(unsigned *out) {
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    unsigned *o = out + threadIdx.x * 8;
    for (int k = 0; k < 8; k++) o[k] = 0xdeadbeef;
    int pred = (lane * 7 + warp) % 5 == 0;
    o[0] = __ballot_sync(0xffffffff, pred);
    o[1] = __all_sync(0xffffffff, lane < 32);
    o[2] = __any_sync(0xffffffff, lane == 31 && warp == 1);
    o[3] = __all_sync(0xffffffff, pred);
    if (lane % 3 == 0) {
        // 11 lanes: 0, 3, ..., 30.
        o[4] = __ballot_sync(0x49249249, lane > 10);
        o[5] = __all_sync(0x49249249, lane % 2 == 0 || lane > 0);
    } else {
        o[4] = __ballot_sync(~0x49249249u, lane & 4);
        o[5] = __any_sync(~0x49249249u, lane == 2 + warp);
    }
    if (lane < 20) {
        if (lane < 7) o[6] = __ballot_sync(0x7f, 1);
        else o[6] = __ballot_sync(0xfff80, lane % 2);
    }
}

// A block of 48 threads: its second warp has 16 lanes.
__global__ void partial_warp(unsigned *out) {
    unsigned active = __activemask();
    unsigned ballot = __ballot_sync(active, threadIdx.x % 3 == 0);
    int all = __all_sync(active, threadIdx.x < 48);
    out[threadIdx.x * 3 + 0] = active;
    out[threadIdx.x * 3 + 1] = ballot;
    out[threadIdx.x * 3 + 2] = all;
}

int main() {
    const int threads = 64;
    unsigned host[threads * 8], *dev;
    CHECK(cudaMalloc(&dev, sizeof(host)));
    CHECK(run_block(votes, threads, dev, host, sizeof(host)));
    const char *names[7] = {"ballot", "all true", "any", "all pred", "ballot div", "all/any div", "nested"};
    for (int c = 0; c < 7; c++) {
        printf("%s:", names[c]);
        for (int t = 0; t < threads; t++) {
            unsigned v = host[t * 8 + c];
            // Votes are printed as hex, and as '-' where the lane did not take part.
            if (v == 0xdeadbeef) printf(" -");
            else printf(" %x", v);
        }
        printf("\n");
    }

    CHECK(run_block(partial_warp, 48, dev, host, 48 * 3 * sizeof(unsigned)));
    printf("partial warp, lane 0: active %08x ballot %08x all %u\n", host[0], host[1], host[2]);
    printf("partial warp, lane 40: active %08x ballot %08x all %u\n", host[120], host[121], host[122]);
    int same = 1;
    for (int t = 0; t < 48; t++)
        for (int k = 0; k < 3; k++) same &= host[t * 3 + k] == host[(t < 32 ? 0 : 32) * 3 + k];
    printf("every lane of a warp agrees: %s\n", same ? "yes" : "no");

    CHECK(cudaFree(dev));
    printf("done\n");
    return 0;
}
