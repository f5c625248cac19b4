// A kernel for the host device's graph and stream capture tests: one step of an affine
// map over an array, so the order in which steps run shows in the result.

extern "C" __global__ void axpb(int *p, int n, int a, int b) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = p[i] * a + b;
}
