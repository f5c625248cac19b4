// 2D and 3D grids and blocks: every thread records threadIdx, blockIdx, blockDim and gridDim;
// the host checks that each (block, thread) appears once and prints a few records.
#include "check.cuh"

struct Record {
    unsigned tx, ty, tz, bx, by, bz, dx, dy, dz, gx, gy, gz;
};

__global__ void record(Record *out) {
    unsigned block = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
    unsigned thread = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    Record r = {threadIdx.x, threadIdx.y, threadIdx.z, blockIdx.x, blockIdx.y, blockIdx.z,
                blockDim.x,  blockDim.y,  blockDim.z,  gridDim.x,  gridDim.y,  gridDim.z};
    out[block * blockDim.x * blockDim.y * blockDim.z + thread] = r;
}

static void show(const Record &r) {
    printf("  thread (%u,%u,%u) block (%u,%u,%u) blockDim (%u,%u,%u) gridDim (%u,%u,%u)\n", r.tx, r.ty, r.tz, r.bx, r.by,
           r.bz, r.dx, r.dy, r.dz, r.gx, r.gy, r.gz);
}

int main() {
    struct { dim3 grid, block; } shapes[] = {
        {dim3(3, 2), dim3(8, 4)},          {dim3(2, 3, 4), dim3(4, 2, 3)}, {dim3(1, 1, 5), dim3(1, 1, 64)},
        {dim3(5, 1, 1), dim3(2, 16, 2)},   {dim3(1, 65535), dim3(1)},      {dim3(2, 2, 2), dim3(16, 8, 8)},
        {dim3(100000), dim3(1, 1, 1)},
    };
    for (auto s : shapes) {
        size_t blocks = (size_t)s.grid.x * s.grid.y * s.grid.z, threads = (size_t)s.block.x * s.block.y * s.block.z;
        size_t n = blocks * threads;
        Record *dev, *host = new Record[n];
        CHECK(cudaMalloc(&dev, n * sizeof(Record)));
        CHECK(cudaMemset(dev, 0xff, n * sizeof(Record)));
        record<<<s.grid, s.block>>>(dev);
        CHECK_LAUNCH();
        CHECK(cudaMemcpy(host, dev, n * sizeof(Record), cudaMemcpyDeviceToHost));
        int ok = 1;
        for (size_t i = 0; i < n; i++) {
            const Record &r = host[i];
            size_t block = r.bx + s.grid.x * (r.by + (size_t)s.grid.y * r.bz);
            size_t thread = r.tx + s.block.x * (r.ty + s.block.y * r.tz);
            ok &= block * threads + thread == i && r.dx == s.block.x && r.dy == s.block.y && r.dz == s.block.z &&
                  r.gx == s.grid.x && r.gy == s.grid.y && r.gz == s.grid.z;
        }
        printf("grid (%u,%u,%u) block (%u,%u,%u): %zu threads, all consistent: %s\n", s.grid.x, s.grid.y, s.grid.z,
               s.block.x, s.block.y, s.block.z, n, ok ? "yes" : "no");
        show(host[0]);
        show(host[n / 3]);
        show(host[n - 1]);
        CHECK(cudaFree(dev));
        delete[] host;
    }
    printf("done\n");
    return 0;
}
