// Cooperative launch: cudaLaunchCooperativeKernel with a small grid whose blocks synchronise
// through cooperative_groups' grid.sync(), plus thread-block tiles and cg::reduce.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

#include "check.cuh"

namespace cg = cooperative_groups;

// Phase 1 writes per-thread values, the grid synchronises, phase 2 reads values of other blocks.
__global__ void two_phase(int *data, int *out, int rounds) {
    cg::grid_group grid = cg::this_grid();
    unsigned t = grid.thread_rank(), n = grid.size();
    for (int r = 0; r < rounds; r++) {
        data[t] = (int)(t * 3 + r);
        grid.sync();
        out[t] += data[(t + n / 2 + r) % n];  // written by another block
        grid.sync();
    }
}

__global__ void tiles(const int *in, int *out) {
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    cg::thread_block_tile<8> eight = cg::tiled_partition<8>(block);
    int v = in[block.group_index().x * block.size() + block.thread_rank()];
    int warp_sum = cg::reduce(warp, v, cg::plus<int>());
    int eight_max = cg::reduce(eight, v, cg::greater<int>());
    int shifted = eight.shfl_down(v, 1);
    block.sync();
    if (warp.thread_rank() == 0) atomicAdd(&out[0], warp_sum);
    if (eight.thread_rank() == 0) atomicMax(&out[1], eight_max);
    if (eight.thread_rank() == 7) atomicAdd(&out[2], shifted);  // the last lane keeps its own
    if (block.thread_rank() == 0) atomicAdd(&out[3], (int)(warp.meta_group_size() * 100 + eight.meta_group_size()));
}

int main() {
    int supported = 0;
    CHECK(cudaDeviceGetAttribute(&supported, cudaDevAttrCooperativeLaunch, 0));
    printf("cooperative launch supported: %s\n", supported ? "yes" : "no");
    const int blocks = 4, threads = 128, n = blocks * threads;
    int per_sm = 0;
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, two_phase, threads, 0));
    printf("at least one block per multiprocessor: %s\n", per_sm >= 1 ? "yes" : "no");

    int *data, *out, host[n];
    CHECK(cudaMalloc(&data, n * sizeof(int)));
    CHECK(cudaMalloc(&out, n * sizeof(int)));
    CHECK(cudaMemset(out, 0, n * sizeof(int)));
    int rounds = 5;
    void *args[] = {&data, &out, &rounds};
    CHECK(cudaLaunchCooperativeKernel((const void *)two_phase, dim3(blocks), dim3(threads), args, 0, 0));
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(host, out, sizeof(host), cudaMemcpyDeviceToHost));
    long long sum = 0;
    for (int i = 0; i < n; i++) sum += host[i];
    printf("two_phase: out[0] %d out[1] %d out[%d] %d sum %lld\n", host[0], host[1], n - 1, host[n - 1], sum);

    for (int i = 0; i < n; i++) host[i] = (i * 7919) % 1000 - 500;
    CHECK(cudaMemcpy(data, host, sizeof(host), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(out, 0, 4 * sizeof(int)));
    int minus = -1000000;
    CHECK(cudaMemcpy(out + 1, &minus, sizeof(int), cudaMemcpyHostToDevice));
    tiles<<<blocks, threads>>>(data, out);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(host, out, 4 * sizeof(int), cudaMemcpyDeviceToHost));
    printf("tiles: sum %d max %d shifted %d groups %d\n", host[0], host[1], host[2], host[3]);

    CHECK(cudaFree(data));
    CHECK(cudaFree(out));
    printf("done\n");
    return 0;
}
