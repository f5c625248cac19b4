// Cross-stream dependencies: cudaStreamWaitEvent makes one stream wait for work recorded on
// another (a producer with a long kernel, a consumer that must see its result), fan-out and
// fan-in across three streams, and waits on the legacy default stream.
#include "check.cuh"

__global__ void produce(int *p, int n, int rounds, int seed) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned v = seed + i;
    for (int r = 0; r < rounds; r++) v = v * 1664525u + 1013904223u;
    p[i] = (int)(v % 1000u);
}

__global__ void combine(const int *a, const int *b, int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = a[i] * 1000 + b[i];
}

int main() {
    const int n = 1 << 14;
    int *a, *b, *c, *host;
    CHECK(cudaMalloc(&a, n * sizeof(int)));
    CHECK(cudaMalloc(&b, n * sizeof(int)));
    CHECK(cudaMalloc(&c, n * sizeof(int)));
    CHECK(cudaMallocHost(&host, n * sizeof(int)));
    cudaStream_t s1, s2, s3;
    CHECK(cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking));
    CHECK(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
    CHECK(cudaStreamCreateWithFlags(&s3, cudaStreamNonBlocking));
    cudaEvent_t a_done, b_done, c_done;
    CHECK(cudaEventCreateWithFlags(&a_done, cudaEventDisableTiming));
    CHECK(cudaEventCreateWithFlags(&b_done, cudaEventDisableTiming));
    CHECK(cudaEventCreateWithFlags(&c_done, cudaEventDisableTiming));

    for (int round = 0; round < 3; round++) {
        // s1 and s2 produce (s1 slowly), s3 waits for both and combines, then copies out.
        produce<<<n / 256, 256, 0, s1>>>(a, n, 5000, round);
        CHECK_LAUNCH();
        CHECK(cudaEventRecord(a_done, s1));
        produce<<<n / 256, 256, 0, s2>>>(b, n, 10, 7 * round);
        CHECK_LAUNCH();
        CHECK(cudaEventRecord(b_done, s2));
        CHECK(cudaStreamWaitEvent(s3, a_done, 0));
        CHECK(cudaStreamWaitEvent(s3, b_done, 0));
        combine<<<n / 256, 256, 0, s3>>>(a, b, c, n);
        CHECK_LAUNCH();
        CHECK(cudaMemcpyAsync(host, c, n * sizeof(int), cudaMemcpyDeviceToHost, s3));
        CHECK(cudaEventRecord(c_done, s3));
        // The producers must not overwrite a and b before s3 has used them.
        CHECK(cudaStreamWaitEvent(s1, c_done, 0));
        CHECK(cudaStreamWaitEvent(s2, c_done, 0));
        CHECK(cudaEventSynchronize(c_done));
        long long sum = 0;
        for (int i = 0; i < n; i++) sum += host[i];
        printf("round %d: c[0] %d c[%d] %d sum %lld\n", round, host[0], n - 1, host[n - 1], sum);
    }

    // The legacy default stream waits for an event of a non-blocking stream.
    CHECK(cudaMemsetAsync(c, 0, n * sizeof(int), 0));
    produce<<<n / 256, 256, 0, s1>>>(a, n, 5000, 99);
    CHECK_LAUNCH();
    CHECK(cudaEventRecord(a_done, s1));
    CHECK(cudaStreamWaitEvent(0, a_done, 0));
    CHECK(cudaMemcpyAsync(c, a, n * sizeof(int), cudaMemcpyDeviceToDevice, 0));
    CHECK(cudaMemcpy(host, c, n * sizeof(int), cudaMemcpyDeviceToHost));
    long long sum = 0;
    for (int i = 0; i < n; i++) sum += host[i];
    printf("default stream after wait: c[0] %d sum %lld\n", host[0], sum);

    // Waiting on an event that was never recorded is a no-op.
    cudaEvent_t never;
    CHECK(cudaEventCreate(&never));
    CHECK(cudaStreamWaitEvent(s2, never, 0));
    CHECK(cudaStreamSynchronize(s2));
    printf("wait on an unrecorded event: ok\n");

    CHECK(cudaDeviceSynchronize());
    for (cudaEvent_t e : {a_done, b_done, c_done, never}) CHECK(cudaEventDestroy(e));
    for (cudaStream_t s : {s1, s2, s3}) CHECK(cudaStreamDestroy(s));
    CHECK(cudaFree(a));
    CHECK(cudaFree(b));
    CHECK(cudaFree(c));
    CHECK(cudaFreeHost(host));
    printf("done\n");
    return 0;
}
