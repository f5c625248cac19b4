// Application: an int8 matrix product in the style of llama.cpp's quantized kernels (MMQ):
// C (64x64, s32) = A (64x256, s8) x B (256x64, s8), one block of four warps per 64x64 tile.
// K is walked in chunks of 32 bytes, double-buffered in shared memory by cp.async (the next
// chunk is in flight while the current one is multiplied); each warp takes its A fragments
// with ldmatrix.x4 and its B fragments with ldmatrix.x2 from the transposed B, and multiplies
// with mma.m16n8k32.s8. compute_75 builds take the plain path: the same tiles, loaded and
// multiplied element by element. Prints checksums, a few entries and the CPU check.
#include "check.cuh"

const int M = 64, N = 64, K = 256, CHUNK = 32;

__device__ __forceinline__ uint32_t shared_window(const void *p) { return (uint32_t)__cvta_generic_to_shared(p); }

// A is row-major (M x K); Bt is B transposed (N x K), so both tiles are rows of K bytes.
__global__ void mmq(const int8_t *A, const int8_t *Bt, int *C) {
    __shared__ __align__(16) int8_t a_tile[2][M][CHUNK], b_tile[2][N][CHUNK];
    int tid = threadIdx.x, warp = tid / 32, lane = tid % 32;
    // Each thread stages 16 bytes of A's chunk and 16 of B's: 128 threads x 16 = 64 rows x 32.
    int row = tid / 2, half = tid % 2;
    auto stage = [&](int buffer, int k0) {
#if __CUDA_ARCH__ >= 800
        asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(shared_window(&a_tile[buffer][row][half * 16])),
                     "l"(A + row * K + k0 + half * 16));
        asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(shared_window(&b_tile[buffer][row][half * 16])),
                     "l"(Bt + row * K + k0 + half * 16));
        asm volatile("cp.async.commit_group;");
#else
        for (int i = 0; i < 16; i++) {
            a_tile[buffer][row][half * 16 + i] = A[row * K + k0 + half * 16 + i];
            b_tile[buffer][row][half * 16 + i] = Bt[row * K + k0 + half * 16 + i];
        }
#endif
    };
    // Warp w computes rows 16w..16w+15, all 64 columns: eight 16x8 accumulators.
    int acc[8][4] = {};
    stage(0, 0);
    for (int chunk = 0; chunk < K / CHUNK; chunk++) {
        int buffer = chunk % 2;
        if (chunk + 1 < K / CHUNK) stage(1 - buffer, (chunk + 1) * CHUNK);
#if __CUDA_ARCH__ >= 800
        // Wait for this chunk's group; the next one may still be in flight.
        if (chunk + 1 < K / CHUNK)
            asm volatile("cp.async.wait_group 1;");
        else
            asm volatile("cp.async.wait_group 0;");
#endif
        __syncthreads();
#if __CUDA_ARCH__ >= 800
        uint32_t a[4], b[2];
        // Lanes 0-7 rows 0-7 bytes 0-15, 8-15 rows 8-15, 16-23 rows 0-7 bytes 16-31, 24-31 rows 8-15.
        int a_row = warp * 16 + lane % 16, a_col = lane / 16 * 16;
        asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
                     : "=r"(a[0]), "=r"(a[1]), "=r"(a[2]), "=r"(a[3])
                     : "r"(shared_window(&a_tile[buffer][a_row][a_col])));
        for (int n = 0; n < 8; n++) {
            // Lanes 0-7 give rows (columns of B) n*8.. bytes 0-15, lanes 8-15 bytes 16-31.
            int b_row = n * 8 + lane % 8, b_col = lane / 8 % 2 * 16;
            asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0,%1}, [%2];"
                         : "=r"(b[0]), "=r"(b[1])
                         : "r"(shared_window(&b_tile[buffer][b_row][b_col])));
            asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                         : "+r"(acc[n][0]), "+r"(acc[n][1]), "+r"(acc[n][2]), "+r"(acc[n][3])
                         : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
        }
#else
        // The same accumulators, element by element, in the fragment layout of m16n8k32.
        for (int n = 0; n < 8; n++)
            for (int i = 0; i < 4; i++) {
                int r = warp * 16 + lane / 4 + 8 * (i / 2), c = n * 8 + 2 * (lane % 4) + i % 2;
                for (int k = 0; k < CHUNK; k++) acc[n][i] += a_tile[buffer][r][k] * b_tile[buffer][c][k];
            }
#endif
        __syncthreads();
    }
    for (int n = 0; n < 8; n++)
        for (int i = 0; i < 4; i++) {
            int r = warp * 16 + lane / 4 + 8 * (i / 2), c = n * 8 + 2 * (lane % 4) + i % 2;
            C[r * N + c] = acc[n][i];
        }
}

int main() {
    static int8_t A[M * K], B[K * N], Bt[N * K];
    static int C[M * N], ref[M * N];
    for (int i = 0; i < M * K; i++) A[i] = (int8_t)((i * 37 + 11) % 255 - 127);
    for (int i = 0; i < K * N; i++) B[i] = (int8_t)((i * 53 + 7) % 253 - 126);
    for (int k = 0; k < K; k++)
        for (int n = 0; n < N; n++) Bt[n * K + k] = B[k * N + n];
    for (int r = 0; r < M; r++)
        for (int c = 0; c < N; c++) {
            int acc = 0;
            for (int k = 0; k < K; k++) acc += A[r * K + k] * B[k * N + c];
            ref[r * N + c] = acc;
        }
    int8_t *dA, *dBt;
    int *dC;
    CHECK(copy_to_device(&dA, A, sizeof(A)));
    CHECK(copy_to_device(&dBt, Bt, sizeof(Bt)));
    CHECK(cudaMalloc(&dC, sizeof(C)));
    mmq<<<1, 128>>>(dA, dBt, dC);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(C, dC, sizeof(C), cudaMemcpyDeviceToHost));
    int mismatches = 0;
    unsigned sum = 0;
    for (int i = 0; i < M * N; i++) {
        mismatches += C[i] != ref[i];
        sum = sum * 31u + (unsigned)C[i];
    }
    printf("mmq 64x64x256: checksum %u, mismatches against the CPU %d\n", sum, mismatches);
    printf("C[0][0] %d, C[5][17] %d, C[37][60] %d, C[63][63] %d\n", C[0], C[5 * N + 17], C[37 * N + 60], C[M * N - 1]);
    for (int r = 0; r < M; r += 16) {
        long long row_sum = 0;
        for (int c = 0; c < N; c++) row_sum += C[r * N + c];
        printf("row %d sum %lld\n", r, row_sum);
    }
    CHECK(cudaFree(dA));
    CHECK(cudaFree(dBt));
    CHECK(cudaFree(dC));
    printf("done\n");
    return 0;
}
