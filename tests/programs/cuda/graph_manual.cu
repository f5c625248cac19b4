// CUDA graphs built by hand: cudaGraphCreate with memset, kernel, memcpy, host and empty nodes
// and their dependencies; node types and counts; instantiation, launch, and updating a kernel
// node's parameters in the executable graph.
#include "check.cuh"

__global__ void axpb(int *p, int n, int a, int b) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = p[i] * a + b + i;
}

static void CUDART_CB report(void *data) {
    const int *out = (const int *)data;
    printf("host node sees: %d %d %d\n", out[0], out[1], out[255]);
}

int main() {
    const int n = 256;
    int *dev, *host;
    CHECK(cudaMalloc(&dev, n * sizeof(int)));
    CHECK(cudaMallocHost(&host, n * sizeof(int)));
    cudaGraph_t graph;
    CHECK(cudaGraphCreate(&graph, 0));

    cudaMemsetParams ms = {};
    ms.dst = dev;
    ms.value = 2;
    ms.elementSize = sizeof(int);
    ms.width = n;
    ms.height = 1;
    cudaGraphNode_t memset_node, k1, k2, copy, host_node, empty;
    CHECK(cudaGraphAddMemsetNode(&memset_node, graph, nullptr, 0, &ms));

    int count = n, a1 = 10, b1 = 1, a2 = -2, b2 = 1000;
    void *args1[] = {&dev, &count, &a1, &b1};
    cudaKernelNodeParams kp = {};
    kp.func = (void *)axpb;
    kp.gridDim = dim3(n / 64);
    kp.blockDim = dim3(64);
    kp.sharedMemBytes = 0;
    kp.kernelParams = args1;
    CHECK(cudaGraphAddKernelNode(&k1, graph, &memset_node, 1, &kp));
    void *args2[] = {&dev, &count, &a2, &b2};
    kp.kernelParams = args2;
    CHECK(cudaGraphAddKernelNode(&k2, graph, &k1, 1, &kp));
    CHECK(cudaGraphAddMemcpyNode1D(&copy, graph, &k2, 1, host, dev, n * sizeof(int), cudaMemcpyDeviceToHost));
    cudaHostNodeParams hp = {};
    hp.fn = report;
    hp.userData = host;
    CHECK(cudaGraphAddHostNode(&host_node, graph, &copy, 1, &hp));
    CHECK(cudaGraphAddEmptyNode(&empty, graph, &host_node, 1));

    size_t nodes = 0, edges = 0;
    CHECK(cudaGraphGetNodes(graph, nullptr, &nodes));
    CHECK(cudaGraphGetEdges(graph, nullptr, nullptr, nullptr, &edges));
    printf("nodes %zu edges %zu\n", nodes, edges);
    cudaGraphNode_t all[6] = {memset_node, k1, k2, copy, host_node, empty};
    printf("types:");
    for (cudaGraphNode_t node : all) {
        cudaGraphNodeType type;
        CHECK(cudaGraphNodeGetType(node, &type));
        printf(" %d", (int)type);
    }
    printf("\n");

    cudaGraphExec_t exec;
    CHECK(cudaGraphInstantiate(&exec, graph, 0));
    cudaStream_t stream;
    CHECK(cudaStreamCreate(&stream));
    CHECK(cudaGraphLaunch(exec, stream));
    CHECK(cudaStreamSynchronize(stream));
    fflush(stdout);
    printf("after launch 1: %d %d %d\n", host[0], host[1], host[255]);

    // Change the second kernel's parameters in the executable graph only.
    int a3 = 3, b3 = -7;
    void *args3[] = {&dev, &count, &a3, &b3};
    kp.kernelParams = args3;
    CHECK(cudaGraphExecKernelNodeSetParams(exec, k2, &kp));
    CHECK(cudaGraphLaunch(exec, stream));
    CHECK(cudaStreamSynchronize(stream));
    fflush(stdout);
    printf("after launch 2: %d %d %d\n", host[0], host[1], host[255]);

    // The graph itself is unchanged: a new instantiation runs the original parameters.
    cudaGraphExec_t fresh;
    CHECK(cudaGraphInstantiate(&fresh, graph, 0));
    CHECK(cudaGraphLaunch(fresh, stream));
    CHECK(cudaStreamSynchronize(stream));
    fflush(stdout);
    printf("fresh instantiation: %d %d %d\n", host[0], host[1], host[255]);

    CHECK(cudaGraphExecDestroy(exec));
    CHECK(cudaGraphExecDestroy(fresh));
    CHECK(cudaGraphDestroy(graph));
    CHECK(cudaStreamDestroy(stream));
    CHECK(cudaFree(dev));
    CHECK(cudaFreeHost(host));
    printf("done\n");
    return 0;
}
