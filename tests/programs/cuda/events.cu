// Events: record, synchronize, query, elapsed time (printed only as ">= 0"), events created
// with cudaEventDisableTiming, blocking-sync events, and the errors for events without timing
// and for unrecorded events.
#include "check.cuh"

__global__ void busy(int *p, int rounds) {
    unsigned v = threadIdx.x;
    for (int r = 0; r < rounds; r++) v = v * 1103515245u + 12345u;
    p[blockIdx.x * blockDim.x + threadIdx.x] = (int)v;
}

int main() {
    int *dev;
    CHECK(cudaMalloc(&dev, 256 * 64 * sizeof(int)));
    cudaEvent_t start, stop, untimed, blocking, never;
    CHECK(cudaEventCreate(&start));
    CHECK(cudaEventCreate(&stop));
    CHECK(cudaEventCreateWithFlags(&untimed, cudaEventDisableTiming));
    CHECK(cudaEventCreateWithFlags(&blocking, cudaEventBlockingSync));
    CHECK(cudaEventCreate(&never));

    // An event never recorded counts as complete.
    printf("query of an unrecorded event: %s\n", cudaGetErrorName(cudaEventQuery(never)));
    CHECK(cudaEventSynchronize(never));

    CHECK(cudaEventRecord(start, 0));
    busy<<<64, 256>>>(dev, 20000);
    CHECK_LAUNCH();
    CHECK(cudaEventRecord(stop, 0));
    CHECK(cudaEventRecord(untimed, 0));
    CHECK(cudaEventRecord(blocking, 0));
    CHECK(cudaEventSynchronize(stop));
    printf("query after synchronize: %s\n", cudaGetErrorName(cudaEventQuery(stop)));
    CHECK(cudaEventSynchronize(blocking));
    printf("blocking-sync event query: %s\n", cudaGetErrorName(cudaEventQuery(blocking)));
    float ms = -1.0f;
    CHECK(cudaEventElapsedTime(&ms, start, stop));
    printf("elapsed >= 0: %s\n", ms >= 0.0f ? "yes" : "no");
    CHECK(cudaEventElapsedTime(&ms, start, start));
    printf("elapsed from an event to itself == 0: %s\n", ms == 0.0f ? "yes" : "no");

    // The documented errors.
    CHECK(cudaEventSynchronize(untimed));
    SHOW("elapsed with a timing-disabled end", cudaEventElapsedTime(&ms, start, untimed));
    SHOW("elapsed with a timing-disabled start", cudaEventElapsedTime(&ms, untimed, stop));
    SHOW("elapsed with an unrecorded start", cudaEventElapsedTime(&ms, never, stop));
    SHOW("elapsed with an unrecorded end", cudaEventElapsedTime(&ms, start, never));
    // These errors are not sticky: the last error is cleared and work goes on.
    SHOW("cudaGetLastError", cudaGetLastError());
    SHOW("cudaGetLastError again", cudaGetLastError());

    // Re-recording an event moves it; it completes again.
    cudaStream_t stream;
    CHECK(cudaStreamCreate(&stream));
    busy<<<64, 256, 0, stream>>>(dev, 1000);
    CHECK_LAUNCH();
    CHECK(cudaEventRecord(start, stream));
    CHECK(cudaEventRecordWithFlags(stop, stream, cudaEventRecordDefault));
    CHECK(cudaStreamSynchronize(stream));
    printf("re-recorded events: %s %s\n", cudaGetErrorName(cudaEventQuery(start)), cudaGetErrorName(cudaEventQuery(stop)));
    CHECK(cudaEventElapsedTime(&ms, start, stop));
    printf("elapsed >= 0: %s\n", ms >= 0.0f ? "yes" : "no");

    for (cudaEvent_t e : {start, stop, untimed, blocking, never}) CHECK(cudaEventDestroy(e));
    CHECK(cudaStreamDestroy(stream));
    CHECK(cudaFree(dev));
    printf("done\n");
    return 0;
}
