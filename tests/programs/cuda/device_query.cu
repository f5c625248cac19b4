// Device query: the device count and the properties every CUDA device shares, by
// cudaGetDeviceProperties and by cudaDeviceGetAttribute.
#include "check.cuh"

int main() {
    int count = 0;
    CHECK(cudaGetDeviceCount(&count));
    printf("device count %s\n", count >= 1 ? ">=1" : "0");
    CHECK(cudaSetDevice(0));
    int device = -1;
    CHECK(cudaGetDevice(&device));
    printf("current device %d\n", device);

    cudaDeviceProp prop;
    CHECK(cudaGetDeviceProperties(&prop, 0));
    printf("warpSize %d\n", prop.warpSize);
    printf("maxThreadsPerBlock %d\n", prop.maxThreadsPerBlock);
    printf("maxThreadsDim %d %d %d\n", prop.maxThreadsDim[0], prop.maxThreadsDim[1], prop.maxThreadsDim[2]);
    printf("sharedMemPerBlock %zu\n", prop.sharedMemPerBlock);
    printf("sharedMemPerBlockOptin >= sharedMemPerBlock: %s\n",
           prop.sharedMemPerBlockOptin >= prop.sharedMemPerBlock ? "yes" : "no");
    printf("maxGridSize[0] >= 65535: %s\n", prop.maxGridSize[0] >= 65535 ? "yes" : "no");
    printf("multiProcessorCount >= 1: %s\n", prop.multiProcessorCount >= 1 ? "yes" : "no");
    printf("name is not empty: %s\n", prop.name[0] != 0 ? "yes" : "no");

    // The attributes must agree with the properties.
    struct {
        cudaDeviceAttr attr;
        int expected;
        const char *name;
    } attrs[] = {
        {cudaDevAttrWarpSize, prop.warpSize, "WarpSize"},
        {cudaDevAttrMaxThreadsPerBlock, prop.maxThreadsPerBlock, "MaxThreadsPerBlock"},
        {cudaDevAttrMaxBlockDimX, prop.maxThreadsDim[0], "MaxBlockDimX"},
        {cudaDevAttrMaxBlockDimY, prop.maxThreadsDim[1], "MaxBlockDimY"},
        {cudaDevAttrMaxBlockDimZ, prop.maxThreadsDim[2], "MaxBlockDimZ"},
        {cudaDevAttrMaxSharedMemoryPerBlock, (int)prop.sharedMemPerBlock, "MaxSharedMemoryPerBlock"},
        {cudaDevAttrMultiProcessorCount, prop.multiProcessorCount, "MultiProcessorCount"},
        {cudaDevAttrComputeCapabilityMajor, prop.major, "ComputeCapabilityMajor"},
    };
    for (auto &a : attrs) {
        int value = -1;
        CHECK(cudaDeviceGetAttribute(&value, a.attr, 0));
        printf("attribute %s matches the property: %s\n", a.name, value == a.expected ? "yes" : "no");
    }
    int warp = 0;
    CHECK(cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, 0));
    printf("cudaDevAttrWarpSize %d\n", warp);
    CHECK(cudaDeviceSynchronize());
    printf("done\n");
    return 0;
}
