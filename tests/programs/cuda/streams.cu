// Streams: creation with flags and priorities, cudaStreamGetFlags/GetPriority, the priority
// range, ordering of dependent work within a stream, independent streams, and cudaStreamQuery.
#include "check.cuh"

// y[i] = y[i] * 3 + k: applying it in order k = 1..K gives a value that depends on the order.
__global__ void step(int *y, int n, int k) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = y[i] * 3 + k;
}

int main() {
    int least = 0, greatest = 0;
    CHECK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
    printf("priority range: least >= greatest: %s\n", least >= greatest ? "yes" : "no");

    cudaStream_t plain, nonblocking, high, low;
    CHECK(cudaStreamCreate(&plain));
    CHECK(cudaStreamCreateWithFlags(&nonblocking, cudaStreamNonBlocking));
    CHECK(cudaStreamCreateWithPriority(&high, cudaStreamNonBlocking, greatest));
    CHECK(cudaStreamCreateWithPriority(&low, cudaStreamDefault, least));
    unsigned flags[4];
    int prio[4];
    cudaStream_t all[4] = {plain, nonblocking, high, low};
    for (int s = 0; s < 4; s++) {
        CHECK(cudaStreamGetFlags(all[s], &flags[s]));
        CHECK(cudaStreamGetPriority(all[s], &prio[s]));
    }
    printf("flags: %u %u %u %u\n", flags[0], flags[1], flags[2], flags[3]);
    printf("high has the greatest priority: %s, low the least: %s\n", prio[2] == greatest ? "yes" : "no",
           prio[3] == least ? "yes" : "no");
    // A priority outside the range is clamped into it.
    cudaStream_t clamped;
    CHECK(cudaStreamCreateWithPriority(&clamped, cudaStreamNonBlocking, greatest - 100));
    int clamped_prio = 0;
    CHECK(cudaStreamGetPriority(clamped, &clamped_prio));
    printf("out-of-range priority clamped to greatest: %s\n", clamped_prio == greatest ? "yes" : "no");

    // Work on each stream is ordered; each stream has its own buffer.
    const int n = 1 << 14, K = 12;
    int *buf[4];
    for (int s = 0; s < 4; s++) {
        CHECK(cudaMalloc(&buf[s], n * sizeof(int)));
        CHECK(cudaMemsetAsync(buf[s], 0, n * sizeof(int), all[s]));
    }
    for (int k = 1; k <= K; k++)
        for (int s = 0; s < 4; s++) {
            step<<<n / 256, 256, 0, all[s]>>>(buf[s], n, k + s);
            CHECK_LAUNCH();
        }
    for (int s = 0; s < 4; s++) {
        CHECK(cudaStreamSynchronize(all[s]));
        printf("stream %d query after synchronize: %s\n", s, cudaGetErrorName(cudaStreamQuery(all[s])));
        int first, last;
        CHECK(cudaMemcpy(&first, buf[s], sizeof(int), cudaMemcpyDeviceToHost));
        CHECK(cudaMemcpy(&last, buf[s] + n - 1, sizeof(int), cudaMemcpyDeviceToHost));
        printf("stream %d result %d %d\n", s, first, last);
    }
    // The legacy default stream and the per-thread default stream exist and can be queried.
    CHECK(cudaStreamSynchronize(0));
    printf("default stream query: %s\n", cudaGetErrorName(cudaStreamQuery(0)));
    printf("per-thread stream query: %s\n", cudaGetErrorName(cudaStreamQuery(cudaStreamPerThread)));

    for (int s = 0; s < 4; s++) {
        CHECK(cudaStreamDestroy(all[s]));
        CHECK(cudaFree(buf[s]));
    }
    CHECK(cudaStreamDestroy(clamped));
    printf("done\n");
    return 0;
}
