// Pitched 3D memory: cudaMalloc3D, cudaMemset3D, cudaMemcpy3D between host and device and
// between two device boxes at offsets, and a kernel reading the cudaPitchedPtr.
#include "check.cuh"

const int NX = 13, NY = 7, NZ = 5;  // elements of short

__global__ void fill(cudaPitchedPtr p, int nx, int ny, int nz) {
    int x = threadIdx.x, y = threadIdx.y, z = blockIdx.x;
    if (x < nx && y < ny && z < nz) {
        char *slice = (char *)p.ptr + z * p.pitch * p.ysize;
        short *row = (short *)(slice + y * p.pitch);
        row[x] = (short)(x + 16 * y + 256 * z);
    }
}

int main() {
    cudaExtent extent = make_cudaExtent(NX * sizeof(short), NY, NZ);
    cudaPitchedPtr dev;
    CHECK(cudaMalloc3D(&dev, extent));
    printf("pitch >= row bytes: %s, xsize %zu, ysize %zu\n", dev.pitch >= NX * sizeof(short) ? "yes" : "no",
           dev.xsize, dev.ysize);
    CHECK(cudaMemset3D(dev, 0, extent));
    fill<<<NZ, dim3(16, 8)>>>(dev, NX, NY, NZ);
    CHECK_LAUNCH();

    static short host[NZ][NY][NX];
    cudaMemcpy3DParms down = {};
    down.srcPtr = dev;
    down.dstPtr = make_cudaPitchedPtr(host, NX * sizeof(short), NX, NY);
    down.extent = extent;
    down.kind = cudaMemcpyDeviceToHost;
    CHECK(cudaMemcpy3D(&down));
    long sum = 0;
    for (int z = 0; z < NZ; z++)
        for (int y = 0; y < NY; y++)
            for (int x = 0; x < NX; x++) sum += host[z][y][x];
    printf("sum %ld host[4][6][12] %d host[2][3][1] %d\n", sum, host[4][6][12], host[2][3][1]);

    // Copy a 3x2x2 box from (4,1,1) of dev to (0,0,0) of a second volume set to 0x7f7f.
    cudaPitchedPtr other;
    CHECK(cudaMalloc3D(&other, extent));
    CHECK(cudaMemset3D(other, 0x7f, extent));
    cudaMemcpy3DParms box = {};
    box.srcPtr = dev;
    box.srcPos = make_cudaPos(4 * sizeof(short), 1, 1);
    box.dstPtr = other;
    box.dstPos = make_cudaPos(0, 0, 0);
    box.extent = make_cudaExtent(3 * sizeof(short), 2, 2);
    box.kind = cudaMemcpyDeviceToDevice;
    CHECK(cudaMemcpy3D(&box));
    down.srcPtr = other;
    CHECK(cudaMemcpy3D(&down));
    for (int z = 0; z < 3; z++)
        for (int y = 0; y < 3; y++) {
            printf("z %d y %d:", z, y);
            for (int x = 0; x < 4; x++) printf(" %6d", host[z][y][x]);
            printf("\n");
        }

    // Host to device at an offset, then back.
    short line[NX];
    for (int x = 0; x < NX; x++) line[x] = (short)(-x);
    cudaMemcpy3DParms up = {};
    up.srcPtr = make_cudaPitchedPtr(line, NX * sizeof(short), NX, 1);
    up.dstPtr = dev;
    up.dstPos = make_cudaPos(0, 6, 4);
    up.extent = make_cudaExtent(NX * sizeof(short), 1, 1);
    up.kind = cudaMemcpyHostToDevice;
    CHECK(cudaMemcpy3D(&up));
    down.srcPtr = dev;
    CHECK(cudaMemcpy3D(&down));
    printf("host[4][6][0..3] %d %d %d %d, host[4][5][3] %d\n", host[4][6][0], host[4][6][1], host[4][6][2],
           host[4][6][3], host[4][5][3]);

    CHECK(cudaFree(dev.ptr));
    CHECK(cudaFree(other.ptr));
    printf("done\n");
    return 0;
}
