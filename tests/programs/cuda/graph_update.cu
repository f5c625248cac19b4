// Updating an executable graph in place, as llama.cpp does each time it captures its graph
// again: a capture with new kernel arguments, copy sizes and fill values updates the graph
// instantiated from an earlier capture (cudaGraphExecUpdate), and the launch then runs the new
// parameters; captures with another topology or another kind of node are refused, with the
// reason, and leave the executable graph as it was.
#include "check.cuh"

__global__ void affine(int *p, int n, int k, int c) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = p[i] * k + c;
}

static const char *result_name(cudaGraphExecUpdateResult r) {
    switch (r) {
        case cudaGraphExecUpdateSuccess: return "success";
        case cudaGraphExecUpdateError: return "error";
        case cudaGraphExecUpdateErrorTopologyChanged: return "topology changed";
        case cudaGraphExecUpdateErrorNodeTypeChanged: return "node type changed";
        case cudaGraphExecUpdateErrorFunctionChanged: return "function changed";
        case cudaGraphExecUpdateErrorParametersChanged: return "parameters changed";
        case cudaGraphExecUpdateErrorNotSupported: return "not supported";
        default: return "other";
    }
}

// Captures: fill a with `fill`, copy `count` ints of in over it, a = a * k + c, out = a.
static cudaError_t capture(cudaStream_t s, cudaGraph_t *graph, int *a, int *in, int *out, int n, int fill, int count, int k, int c) {
    cudaError_t err = cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
    if (err != cudaSuccess) return err;
    cudaMemsetAsync(a, fill, n * sizeof(int), s);
    cudaMemcpyAsync(a, in, count * sizeof(int), cudaMemcpyHostToDevice, s);
    affine<<<(n + 127) / 128, 128, 0, s>>>(a, n, k, c);
    cudaMemcpyAsync(out, a, n * sizeof(int), cudaMemcpyDeviceToHost, s);
    return cudaStreamEndCapture(s, graph);
}

static void show(const char *what, const int *out, int n) {
    printf("%s:", what);
    for (int i = 0; i < n; i++) printf(" %d", out[i]);
    printf("\n");
}

int main() {
    const int n = 300;
    int *in, *out, *a;
    CHECK(cudaMallocHost(&in, n * sizeof(int)));
    CHECK(cudaMallocHost(&out, n * sizeof(int)));
    CHECK(cudaMalloc(&a, n * sizeof(int)));
    for (int i = 0; i < n; i++) in[i] = i - 7;
    cudaStream_t s;
    CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));

    cudaGraph_t first;
    CHECK(capture(s, &first, a, in, out, n, 0, n, 2, 1));
    cudaGraphExec_t exec;
    CHECK(cudaGraphInstantiate(&exec, first, 0));
    CHECK(cudaGraphLaunch(exec, s));
    CHECK(cudaStreamSynchronize(s));
    show("first", out + n - 8, 8);

    // The same shape, new parameters: 0x01 bytes, only 5 ints copied, a * -3 + 40.
    cudaGraph_t second;
    CHECK(capture(s, &second, a, in, out, n, 1, 5, -3, 40));
    cudaGraphExecUpdateResultInfo info;
    SHOW("update with new parameters", cudaGraphExecUpdate(exec, second, &info));
    printf("result: %s, error node %s\n", result_name(info.result), info.errorNode ? "set" : "none");
    CHECK(cudaGraphLaunch(exec, s));
    CHECK(cudaStreamSynchronize(s));
    show("updated, head", out, 8);
    show("updated, tail", out + n - 4, 4);

    // Another topology: one more kernel.
    cudaGraph_t longer;
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    CHECK(cudaMemsetAsync(a, 0, n * sizeof(int), s));
    CHECK(cudaMemcpyAsync(a, in, n * sizeof(int), cudaMemcpyHostToDevice, s));
    affine<<<(n + 127) / 128, 128, 0, s>>>(a, n, 1, 1);
    affine<<<(n + 127) / 128, 128, 0, s>>>(a, n, 1, 1);
    CHECK(cudaMemcpyAsync(out, a, n * sizeof(int), cudaMemcpyDeviceToHost, s));
    CHECK(cudaStreamEndCapture(s, &longer));
    SHOW("update with another topology", cudaGraphExecUpdate(exec, longer, &info));
    printf("result: %s, error node %s\n", result_name(info.result), info.errorNode ? "set" : "none");

    // The same topology, a node of another kind: a copy where the fill was.
    cudaGraph_t other_kind;
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    CHECK(cudaMemcpyAsync(a, in, n * sizeof(int), cudaMemcpyHostToDevice, s));
    CHECK(cudaMemcpyAsync(a, in, n * sizeof(int), cudaMemcpyHostToDevice, s));
    affine<<<(n + 127) / 128, 128, 0, s>>>(a, n, 1, 1);
    CHECK(cudaMemcpyAsync(out, a, n * sizeof(int), cudaMemcpyDeviceToHost, s));
    CHECK(cudaStreamEndCapture(s, &other_kind));
    SHOW("update with another kind of node", cudaGraphExecUpdate(exec, other_kind, &info));
    printf("result: %s, error node %s\n", result_name(info.result), info.errorNode ? "set" : "none");
    SHOW("last error, cleared", cudaGetLastError());

    // Refused updates leave the executable graph as the last good update made it.
    for (int i = 0; i < n; i++) out[i] = 0;
    CHECK(cudaGraphLaunch(exec, s));
    CHECK(cudaStreamSynchronize(s));
    show("after refusals, head", out, 8);

    CHECK(cudaGraphExecDestroy(exec));
    for (cudaGraph_t g : {first, second, longer, other_kind}) CHECK(cudaGraphDestroy(g));
    CHECK(cudaStreamDestroy(s));
    CHECK(cudaFree(a));
    CHECK(cudaFreeHost(in));
    CHECK(cudaFreeHost(out));
    return 0;
}
