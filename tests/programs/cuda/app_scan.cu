// Application: an exclusive prefix sum of 1,000,003 ints in three passes (per-block scans with
// warp shuffles and shared memory, a scan of the block totals, adding the offsets), then a
// stream compaction of the even values that uses the scan; checked against the CPU.
#include "check.cuh"

const int BLOCK = 512;

// Exclusive scan of one block's elements; the block's total goes to sums[blockIdx.x].
__global__ void block_scan(const int *in, int *out, int *sums, int n) {
    __shared__ int warp_totals[BLOCK / 32];
    int i = blockIdx.x * BLOCK + threadIdx.x, lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    int v = i < n ? in[i] : 0, x = v;
    for (int d = 1; d < 32; d <<= 1) {
        int y = __shfl_up_sync(0xffffffff, x, d);
        if (lane >= d) x += y;
    }
    if (lane == 31) warp_totals[warp] = x;
    __syncthreads();
    if (warp == 0) {
        int t = lane < BLOCK / 32 ? warp_totals[lane] : 0;
        for (int d = 1; d < 32; d <<= 1) {
            int y = __shfl_up_sync(0xffffffff, t, d);
            if (lane >= d) t += y;
        }
        if (lane < BLOCK / 32) warp_totals[lane] = t;  // inclusive
    }
    __syncthreads();
    int offset = warp > 0 ? warp_totals[warp - 1] : 0;
    if (i < n) out[i] = offset + x - v;
    if (threadIdx.x == BLOCK - 1) sums[blockIdx.x] = offset + x;
}

__global__ void add_offsets(int *out, const int *offsets, int n) {
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i < n) out[i] += offsets[blockIdx.x];
}

__global__ void flags_even(const int *in, int *flags, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) flags[i] = in[i] % 2 == 0;
}

__global__ void scatter(const int *in, const int *flags, const int *positions, int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && flags[i]) out[positions[i]] = in[i];
}

// Exclusive scan of n ints on the device, scanning the block totals recursively.
static int scan(const int *in, int *out, int n) {
    int blocks = (n + BLOCK - 1) / BLOCK;
    int *sums, *offsets;
    CHECK(cudaMalloc(&sums, blocks * sizeof(int)));
    CHECK(cudaMalloc(&offsets, blocks * sizeof(int)));
    block_scan<<<blocks, BLOCK>>>(in, out, sums, n);
    CHECK_LAUNCH();
    if (blocks > 1) {
        if (scan(sums, offsets, blocks)) return 1;
        add_offsets<<<blocks, BLOCK>>>(out, offsets, n);
        CHECK_LAUNCH();
    }
    CHECK(cudaFree(sums));
    CHECK(cudaFree(offsets));
    return 0;
}

int main() {
    const int n = 1000003;
    int *in = new int[n], *out = new int[n], *ref = new int[n];
    for (int i = 0; i < n; i++) in[i] = (int)((i * 2654435761u) >> 28) - 3;  // -3..12
    long long run = 0;
    for (int i = 0; i < n; i++) {
        ref[i] = (int)run;
        run += in[i];
    }
    int *d_in, *d_out, *d_flags, *d_pos, *d_compact;
    CHECK(cudaMalloc(&d_in, n * sizeof(int)));
    CHECK(cudaMalloc(&d_out, n * sizeof(int)));
    CHECK(cudaMalloc(&d_flags, n * sizeof(int)));
    CHECK(cudaMalloc(&d_pos, n * sizeof(int)));
    CHECK(cudaMalloc(&d_compact, n * sizeof(int)));
    CHECK(cudaMemcpy(d_in, in, n * sizeof(int), cudaMemcpyHostToDevice));
    if (scan(d_in, d_out, n)) return 1;
    CHECK(cudaMemcpy(out, d_out, n * sizeof(int), cudaMemcpyDeviceToHost));
    printf("scan matches the CPU: %s\n", memcmp(out, ref, n * sizeof(int)) == 0 ? "yes" : "no");
    printf("out[1] %d out[512] %d out[%d] %d total %lld\n", out[1], out[512], n - 1, out[n - 1], run);

    flags_even<<<(n + 255) / 256, 256>>>(d_in, d_flags, n);
    CHECK_LAUNCH();
    if (scan(d_flags, d_pos, n)) return 1;
    scatter<<<(n + 255) / 256, 256>>>(d_in, d_flags, d_pos, d_compact, n);
    CHECK_LAUNCH();
    int last_pos, last_flag;
    CHECK(cudaMemcpy(&last_pos, d_pos + n - 1, sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&last_flag, d_flags + n - 1, sizeof(int), cudaMemcpyDeviceToHost));
    int kept = last_pos + last_flag;
    CHECK(cudaMemcpy(out, d_compact, kept * sizeof(int), cudaMemcpyDeviceToHost));
    int expected = 0, ok = 1;
    for (int i = 0; i < n; i++)
        if (in[i] % 2 == 0) ok &= expected < kept && out[expected++] == in[i];
    printf("compaction: kept %d, matches the CPU: %s\n", kept, ok && expected == kept ? "yes" : "no");

    for (int *p : {d_in, d_out, d_flags, d_pos, d_compact}) CHECK(cudaFree(p));
    delete[] in;
    delete[] out;
    delete[] ref;
    printf("done\n");
    return 0;
}
