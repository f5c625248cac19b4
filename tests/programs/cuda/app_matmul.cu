// Application: a tiled integer matrix product C = A * B (65x47 by 47x33) with shared-memory
// tiles, boundary handling and a CPU check, then the same product by a naive kernel on a
// stream, and a transpose-and-multiply chain; prints checksums and a few entries.
#include "check.cuh"

const int M = 65, K = 47, N = 33, TILE = 16;

__global__ void tiled(const int *A, const int *B, int *C, int m, int k, int n) {
    __shared__ int As[TILE][TILE], Bs[TILE][TILE];
    int row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
    int acc = 0;
    for (int t = 0; t < (k + TILE - 1) / TILE; t++) {
        int ac = t * TILE + threadIdx.x, br = t * TILE + threadIdx.y;
        As[threadIdx.y][threadIdx.x] = row < m && ac < k ? A[row * k + ac] : 0;
        Bs[threadIdx.y][threadIdx.x] = br < k && col < n ? B[br * n + col] : 0;
        __syncthreads();
        for (int e = 0; e < TILE; e++) acc += As[threadIdx.y][e] * Bs[e][threadIdx.x];
        __syncthreads();
    }
    if (row < m && col < n) C[row * n + col] = acc;
}

__global__ void naive(const int *A, const int *B, int *C, int m, int k, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    if (row >= m || col >= n) return;
    long long acc = 0;
    for (int e = 0; e < k; e++) acc += (long long)A[row * k + e] * B[e * n + col];
    C[row * n + col] = (int)acc;
}

static unsigned checksum(const int *p, int count) {
    unsigned h = 0;
    for (int i = 0; i < count; i++) h = h * 31u + (unsigned)p[i];
    return h;
}

int main() {
    static int A[M * K], B[K * N], C[M * N], ref[M * N], C2[M * N];
    for (int i = 0; i < M * K; i++) A[i] = (i * 37 + 11) % 201 - 100;
    for (int i = 0; i < K * N; i++) B[i] = (i * 53 + 7) % 199 - 99;
    for (int r = 0; r < M; r++)
        for (int c = 0; c < N; c++) {
            int acc = 0;
            for (int e = 0; e < K; e++) acc += A[r * K + e] * B[e * N + c];
            ref[r * N + c] = acc;
        }
    int *dA, *dB, *dC, *dC2;
    CHECK(copy_to_device(&dA, A, sizeof(A)));
    CHECK(copy_to_device(&dB, B, sizeof(B)));
    CHECK(cudaMalloc(&dC, sizeof(C)));
    CHECK(cudaMalloc(&dC2, sizeof(C2)));

    dim3 block(TILE, TILE), grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE);
    tiled<<<grid, block>>>(dA, dB, dC, M, K, N);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(C, dC, sizeof(C), cudaMemcpyDeviceToHost));
    printf("tiled: matches the CPU: %s, checksum %08x\n", memcmp(C, ref, sizeof(C)) == 0 ? "yes" : "no",
           checksum(C, M * N));
    printf("C[0][0] %d C[0][32] %d C[64][0] %d C[64][32] %d C[31][17] %d\n", C[0], C[32], C[64 * N], C[64 * N + 32],
           C[31 * N + 17]);

    cudaStream_t stream;
    CHECK(cudaStreamCreate(&stream));
    naive<<<dim3((N + 7) / 8, (M + 3) / 4), dim3(8, 4), 0, stream>>>(dA, dB, dC2, M, K, N);
    CHECK_LAUNCH();
    CHECK(cudaMemcpyAsync(C2, dC2, sizeof(C2), cudaMemcpyDeviceToHost, stream));
    CHECK(cudaStreamSynchronize(stream));
    printf("naive: matches tiled: %s\n", memcmp(C, C2, sizeof(C)) == 0 ? "yes" : "no");

    // (C^T) * C, 33x65 by 65x33, through the tiled kernel: transpose C on the host.
    static int Ct[N * M], G[N * N];
    for (int r = 0; r < M; r++)
        for (int c = 0; c < N; c++) Ct[c * M + r] = C[r * N + c] / 1000;
    for (int i = 0; i < M * N; i++) C2[i] = C[i] / 1000;
    int *dCt, *dG;
    CHECK(copy_to_device(&dCt, Ct, sizeof(Ct)));
    CHECK(cudaMalloc(&dG, sizeof(G)));
    CHECK(cudaMemcpy(dC2, C2, sizeof(C2), cudaMemcpyHostToDevice));
    tiled<<<dim3((N + TILE - 1) / TILE, (N + TILE - 1) / TILE), block>>>(dCt, dC2, dG, N, M, N);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(G, dG, sizeof(G), cudaMemcpyDeviceToHost));
    int symmetric = 1;
    long long trace = 0;
    for (int r = 0; r < N; r++) {
        trace += G[r * N + r];
        for (int c = 0; c < N; c++) symmetric &= G[r * N + c] == G[c * N + r];
    }
    printf("gram: symmetric %s, trace %lld, checksum %08x\n", symmetric ? "yes" : "no", trace, checksum(G, N * N));

    CHECK(cudaStreamDestroy(stream));
    for (int *p : {dA, dB, dC, dC2, dCt, dG}) CHECK(cudaFree(p));
    printf("done\n");
    return 0;
}
