// Kernels for the host device's concurrency test: many launches at once, from several host
// threads, on shared counters.

// Every thread adds to global counters, through its block's shared counter, and through a
// warp vote, so blocks of several grids run at once and meet at the same addresses.
extern "C" __global__ void count(unsigned *counters, unsigned long long *total, unsigned rounds) {
    __shared__ unsigned block_sum;
    if (threadIdx.x == 0) block_sum = 0;
    __syncthreads();
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    for (unsigned r = 0; r < rounds; r++) {
        atomicAdd(&counters[(t + r) % 64], 1u);
        atomicAdd(&block_sum, 1u);
    }
    __syncthreads();
    if (threadIdx.x == 0) atomicAdd(total, (unsigned long long)block_sum);
    unsigned voters = __ballot_sync(0xffffffffu, 1);
    if (threadIdx.x % 32 == 0) atomicAdd(&counters[64], __popc(voters));
}
