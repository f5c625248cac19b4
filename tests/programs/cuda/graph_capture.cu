// CUDA graphs by stream capture: copies, memsets and kernels on two streams (fork and join
// through events) captured into a graph, instantiated and launched several times; the capture
// status; and a capture that an illegal call invalidates.
#include "check.cuh"

__global__ void scale(int *p, int n, int k) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] *= k;
}
__global__ void add(int *p, const int *q, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] += q[i];
}

int main() {
    const int n = 4096;
    int *in, *out, *a, *b;
    CHECK(cudaMallocHost(&in, n * sizeof(int)));
    CHECK(cudaMallocHost(&out, n * sizeof(int)));
    CHECK(cudaMalloc(&a, n * sizeof(int)));
    CHECK(cudaMalloc(&b, n * sizeof(int)));
    cudaStream_t s, side;
    CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    CHECK(cudaStreamCreateWithFlags(&side, cudaStreamNonBlocking));
    cudaEvent_t fork, join;
    CHECK(cudaEventCreateWithFlags(&fork, cudaEventDisableTiming));
    CHECK(cudaEventCreateWithFlags(&join, cudaEventDisableTiming));

    cudaStreamCaptureStatus status;
    CHECK(cudaStreamIsCapturing(s, &status));
    printf("before capture: %s\n", status == cudaStreamCaptureStatusNone ? "not capturing" : "capturing");
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    CHECK(cudaStreamIsCapturing(s, &status));
    printf("during capture: %s\n", status == cudaStreamCaptureStatusActive ? "active" : "not active");
    // a = in * 3 on s; b = 7 on the side stream; then a += b, back on s, and out = a.
    CHECK(cudaMemcpyAsync(a, in, n * sizeof(int), cudaMemcpyHostToDevice, s));
    CHECK(cudaEventRecord(fork, s));
    CHECK(cudaStreamWaitEvent(side, fork, 0));
    scale<<<n / 256, 256, 0, s>>>(a, n, 3);
    CHECK_LAUNCH();
    CHECK(cudaMemsetAsync(b, 0, n * sizeof(int), side));
    scale<<<n / 256, 256, 0, side>>>(b, n, 5);  // still 0
    CHECK_LAUNCH();
    CHECK(cudaMemcpyAsync(b, in, sizeof(int), cudaMemcpyHostToDevice, side));
    CHECK(cudaEventRecord(join, side));
    CHECK(cudaStreamWaitEvent(s, join, 0));
    add<<<n / 256, 256, 0, s>>>(a, b, n);
    CHECK_LAUNCH();
    CHECK(cudaMemcpyAsync(out, a, n * sizeof(int), cudaMemcpyDeviceToHost, s));
    cudaGraph_t graph;
    CHECK(cudaStreamEndCapture(s, &graph));
    CHECK(cudaStreamIsCapturing(s, &status));
    printf("after capture: %s\n", status == cudaStreamCaptureStatusNone ? "not capturing" : "capturing");

    size_t nodes = 0;
    CHECK(cudaGraphGetNodes(graph, nullptr, &nodes));
    printf("captured nodes: %zu\n", nodes);
    cudaGraphExec_t exec;
    CHECK(cudaGraphInstantiate(&exec, graph, 0));
    for (int run = 0; run < 3; run++) {
        // The graph reads `in` when it runs, not when it was captured.
        for (int i = 0; i < n; i++) in[i] = i + 1000 * run;
        CHECK(cudaGraphLaunch(exec, s));
        CHECK(cudaStreamSynchronize(s));
        long long sum = 0;
        for (int i = 0; i < n; i++) sum += out[i];
        printf("run %d: out[0] %d out[1] %d out[%d] %d sum %lld\n", run, out[0], out[1], n - 1, out[n - 1], sum);
    }

    // A graph launches on another stream too, and twice in a row.
    CHECK(cudaGraphLaunch(exec, side));
    CHECK(cudaGraphLaunch(exec, side));
    CHECK(cudaStreamSynchronize(side));
    printf("on the side stream: out[5] %d\n", out[5]);

    // Synchronizing a capturing stream is illegal and invalidates the capture.
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    scale<<<1, 32, 0, s>>>(a, 32, 2);
    CHECK_LAUNCH();
    SHOW("cudaStreamSynchronize while capturing", cudaStreamSynchronize(s));
    CHECK(cudaStreamIsCapturing(s, &status));
    printf("capture status: %s\n", status == cudaStreamCaptureStatusInvalidated ? "invalidated" : "other");
    cudaGraph_t broken = nullptr;
    SHOW("cudaStreamEndCapture", cudaStreamEndCapture(s, &broken));
    printf("no graph returned: %s\n", broken == nullptr ? "yes" : "no");
    SHOW("cudaGetLastError", cudaGetLastError());
    CHECK(cudaStreamSynchronize(s));

    CHECK(cudaGraphExecDestroy(exec));
    CHECK(cudaGraphDestroy(graph));
    CHECK(cudaEventDestroy(fork));
    CHECK(cudaEventDestroy(join));
    CHECK(cudaStreamDestroy(s));
    CHECK(cudaStreamDestroy(side));
    CHECK(cudaFree(a));
    CHECK(cudaFree(b));
    CHECK(cudaFreeHost(in));
    CHECK(cudaFreeHost(out));
    printf("done\n");
    return 0;
}
