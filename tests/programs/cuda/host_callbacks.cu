// Host functions in streams: cudaLaunchHostFunc and cudaStreamAddCallback run in stream order,
// after the work before them and before the work after them; each prints from its callback.
#include "check.cuh"

struct Probe {
    const char *name;
    const int *value;  // pinned memory a copy before the callback wrote
    int *counter;      // how many callbacks ran before this one, on this stream
};

static void CUDART_CB host_func(void *data) {
    Probe *p = (Probe *)data;
    printf("host func %s: value %d, position %d\n", p->name, *p->value, (*p->counter)++);
}

static void CUDART_CB callback(cudaStream_t, cudaError_t status, void *data) {
    Probe *p = (Probe *)data;
    printf("callback %s: status %s, value %d, position %d\n", p->name, cudaGetErrorName(status), *p->value,
           (*p->counter)++);
}

__global__ void set(int *p, int v) { *p = v; }

int main() {
    int *dev, *pinned;
    CHECK(cudaMalloc(&dev, sizeof(int)));
    CHECK(cudaMallocHost(&pinned, 4 * sizeof(int)));
    cudaStream_t stream;
    CHECK(cudaStreamCreate(&stream));
    int counter = 0;
    Probe probes[4] = {{"first", &pinned[0], &counter}, {"second", &pinned[1], &counter},
                       {"third", &pinned[2], &counter}, {"fourth", &pinned[3], &counter}};
    for (int i = 0; i < 4; i++) {
        set<<<1, 1, 0, stream>>>(dev, 100 * (i + 1));
        CHECK_LAUNCH();
        CHECK(cudaMemcpyAsync(&pinned[i], dev, sizeof(int), cudaMemcpyDeviceToHost, stream));
        if (i % 2 == 0) CHECK(cudaLaunchHostFunc(stream, host_func, &probes[i]));
        else CHECK(cudaStreamAddCallback(stream, callback, &probes[i], 0));
    }
    CHECK(cudaStreamSynchronize(stream));
    fflush(stdout);
    printf("after synchronize: %d callbacks ran\n", counter);

    // A host function on the legacy default stream.
    counter = 0;
    set<<<1, 1>>>(dev, 555);
    CHECK_LAUNCH();
    CHECK(cudaMemcpyAsync(&pinned[0], dev, sizeof(int), cudaMemcpyDeviceToHost, 0));
    Probe last = {"default stream", &pinned[0], &counter};
    CHECK(cudaLaunchHostFunc(0, host_func, &last));
    CHECK(cudaDeviceSynchronize());
    fflush(stdout);
    printf("after device synchronize: %d callbacks ran\n", counter);

    CHECK(cudaStreamDestroy(stream));
    CHECK(cudaFree(dev));
    CHECK(cudaFreeHost(pinned));
    printf("done\n");
    return 0;
}
