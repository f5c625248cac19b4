// Pitched 2D memory: cudaMallocPitch, cudaMemcpy2D (H2D, D2D, D2H, sub-rectangles),
// cudaMemset2D, and a kernel addressing rows through the pitch.
#include "check.cuh"

__global__ void add_coords(int *base, size_t pitch, int width, int height) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int *row = (int *)((char *)base + y * pitch);
        row[x] += 1000 * y + x;
    }
}

int main() {
    const int width = 37, height = 23;  // in ints
    int host[height][width], back[height][width];
    for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++) host[y][x] = y * 100 + x;

    int *dev;
    size_t pitch = 0;
    CHECK(cudaMallocPitch(&dev, &pitch, width * sizeof(int), height));
    printf("pitch >= row bytes: %s\n", pitch >= width * sizeof(int) ? "yes" : "no");
    CHECK(cudaMemset2D(dev, pitch, 0, width * sizeof(int), height));
    CHECK(cudaMemcpy2D(dev, pitch, host, width * sizeof(int), width * sizeof(int), height, cudaMemcpyHostToDevice));
    dim3 block(8, 8), grid((width + 7) / 8, (height + 7) / 8);
    add_coords<<<grid, block>>>(dev, pitch, width, height);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy2D(back, width * sizeof(int), dev, pitch, width * sizeof(int), height, cudaMemcpyDeviceToHost));
    long long sum = 0;
    for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++) sum += back[y][x];
    printf("sum %lld back[0][0] %d back[5][7] %d back[22][36] %d\n", sum, back[0][0], back[5][7], back[22][36]);

    // A 5x4 sub-rectangle at (3, 2) into a second pitched buffer at (1, 6), D2D.
    int *other;
    size_t other_pitch = 0;
    CHECK(cudaMallocPitch(&other, &other_pitch, width * sizeof(int), height));
    CHECK(cudaMemset2D(other, other_pitch, 0xff, width * sizeof(int), height));
    char *src = (char *)dev + 2 * pitch + 3 * sizeof(int);
    char *dst = (char *)other + 6 * other_pitch + 1 * sizeof(int);
    CHECK(cudaMemcpy2D(dst, other_pitch, src, pitch, 5 * sizeof(int), 4, cudaMemcpyDeviceToDevice));
    CHECK(cudaMemcpy2D(back, width * sizeof(int), other, other_pitch, width * sizeof(int), height, cudaMemcpyDeviceToHost));
    for (int y = 5; y < 11; y++) {
        printf("row %2d:", y);
        for (int x = 0; x < 7; x++) printf(" %6d", back[y][x]);
        printf("\n");
    }

    // cudaMemset2D on a sub-rectangle, and cudaMemcpy2D between host buffers of different pitches.
    CHECK(cudaMemset2D(other, other_pitch, 0, 3 * sizeof(int), 2));
    int narrow[2][3];
    CHECK(cudaMemcpy2D(narrow, 3 * sizeof(int), other, other_pitch, 3 * sizeof(int), 2, cudaMemcpyDeviceToHost));
    printf("cleared corner: %d %d %d / %d %d %d\n", narrow[0][0], narrow[0][1], narrow[0][2], narrow[1][0],
           narrow[1][1], narrow[1][2]);
    int wide[3][8] = {};
    CHECK(cudaMemcpy2D(wide, 8 * sizeof(int), host, width * sizeof(int), 4 * sizeof(int), 3, cudaMemcpyHostToHost));
    printf("host to host: %d %d %d %d / %d %d\n", wide[0][0], wide[0][3], wide[0][4], wide[1][0], wide[2][3], wide[2][7]);

    CHECK(cudaFree(dev));
    CHECK(cudaFree(other));
    printf("done\n");
    return 0;
}
