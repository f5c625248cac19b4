// cudaPointerGetAttributes: the memory type of device, pinned, mapped, registered, managed
// and ordinary host pointers (only the type field is printed).
#include "check.cuh"

static const char *type_name(cudaMemoryType t) {
    switch (t) {
    case cudaMemoryTypeUnregistered: return "Unregistered";
    case cudaMemoryTypeHost: return "Host";
    case cudaMemoryTypeDevice: return "Device";
    case cudaMemoryTypeManaged: return "Managed";
    }
    return "?";
}

static int show(const char *what, const void *p) {
    cudaPointerAttributes attr;
    CHECK(cudaPointerGetAttributes(&attr, p));
    printf("%-22s %s\n", what, type_name(attr.type));
    return 0;
}

int main() {
    void *dev, *pinned, *mapped, *managed;
    CHECK(cudaMalloc(&dev, 1024));
    CHECK(cudaMallocHost(&pinned, 1024));
    CHECK(cudaHostAlloc(&mapped, 1024, cudaHostAllocMapped));
    CHECK(cudaMallocManaged(&managed, 1024));
    char *plain = (char *)malloc(4096);
    static int stack_like[16];
    int failed = 0;
    failed |= show("cudaMalloc", dev);
    failed |= show("cudaMalloc + 100", (char *)dev + 100);
    failed |= show("cudaMallocHost", pinned);
    failed |= show("cudaHostAlloc mapped", mapped);
    failed |= show("cudaMallocManaged", managed);
    failed |= show("malloc", plain);
    failed |= show("static array", stack_like);
    CHECK(cudaHostRegister(plain, 4096, cudaHostRegisterDefault));
    failed |= show("cudaHostRegister", plain);
    CHECK(cudaHostUnregister(plain));
    failed |= show("after unregister", plain);
    if (failed) return 1;

    CHECK(cudaFree(dev));
    CHECK(cudaFreeHost(pinned));
    CHECK(cudaFreeHost(mapped));
    CHECK(cudaFree(managed));
    free(plain);
    printf("done\n");
    return 0;
}
