// Kernels that fail, for the host device's fault tests.
#include <cassert>

// Writes through a pointer the caller makes invalid, in one thread of one block.
extern "C" __global__ void write_through(unsigned *pointer, unsigned block) {
    if (blockIdx.x == block && threadIdx.x == 3) *pointer = 1;
}

// Traps in one thread.
extern "C" __global__ void trap_in_one_thread(unsigned *out) {
    if (threadIdx.x == 5) __trap();
    out[threadIdx.x] = 1;
}

// A device-side assertion that fails in one thread.
extern "C" __global__ void failing_assert(unsigned *out) {
    out[threadIdx.x] = threadIdx.x;
    assert(threadIdx.x != 7);
}

// Threads that take part in __syncthreads and threads that do not: a barrier that waits for
// threads that already returned completes (as on NVIDIA's GPUs).
extern "C" __global__ void early_return(unsigned *out) {
    __shared__ unsigned seen;
    if (threadIdx.x == 0) seen = 0;
    __syncthreads();
    if (threadIdx.x >= 40) return;
    atomicAdd(&seen, 1u);
    __syncthreads();
    out[threadIdx.x] = seen;
}
