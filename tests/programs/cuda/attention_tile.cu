// Application: one tile of attention in the style of FlashAttention: O = softmax(Q K^T / 8) V
// for 16 queries over 64 keys (head size 64, f16 inputs), one warp. Keys are walked in blocks
// of 16 with an online softmax (running maximum and sum per row, earlier output rescaled), S
// and O accumulate in f32 through mma.m16n8k16 (f16 inputs), and the probabilities of S's
// accumulators become the A fragments of P V in f16, as FlashAttention reuses them. compute_75
// builds take the plain path: the same fragments, multiplied element by element. Prints row
// sums and entries to three decimals, and the largest difference from a CPU reference.
#include <cmath>
#include <cuda_fp16.h>
#include "check.cuh"

const int QUERIES = 16, KEYS = 64, DIM = 64, BLOCK = 16;

__device__ __forceinline__ uint32_t pack(__half lo, __half hi) {
    return (uint32_t)__half_as_ushort(lo) | (uint32_t)__half_as_ushort(hi) << 16;
}

// d += a b for one m16n8k16 tile; `a` and `b` as the fragments' element values.
__device__ void mma16816(float (&d)[4], const __half (&a)[8], const __half (&b)[4]) {
#if __CUDA_ARCH__ >= 800
    uint32_t ra[4] = {pack(a[0], a[1]), pack(a[2], a[3]), pack(a[4], a[5]), pack(a[6], a[7])}, rb[2] = {pack(b[0], b[1]), pack(b[2], b[3])};
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "r"(ra[0]), "r"(ra[1]), "r"(ra[2]), "r"(ra[3]), "r"(rb[0]), "r"(rb[1]));
#else
    // The warp's A (16x16) and B (16x8) through shared memory, from the fragment figures.
    __shared__ float sa[16][16], sb[16][8];
    int lane = threadIdx.x % 32, g = lane / 4, t = lane % 4;
    for (int i = 0; i < 8; i++) sa[g + 8 * (i / 2 % 2)][2 * t + i % 2 + 8 * (i / 4)] = __half2float(a[i]);
    for (int i = 0; i < 4; i++) sb[2 * t + i % 2 + 8 * (i / 2)][g] = __half2float(b[i]);
    __syncwarp();
    for (int i = 0; i < 4; i++)
        for (int k = 0; k < 16; k++) d[i] += sa[g + 8 * (i / 2)][k] * sb[k][2 * t + i % 2];
    __syncwarp();
#endif
}

__global__ void attention(const __half *Q, const __half *Kmat, const __half *V, float *O) {
    int lane = threadIdx.x, g = lane / 4, t = lane % 4;
    float out[8][4] = {}, row_max[2] = {-INFINITY, -INFINITY}, row_sum[2] = {0, 0};
    for (int kb = 0; kb < KEYS; kb += BLOCK) {
        // S = Q K^T for 16 keys: two 16x8 tiles, over four 16-wide slices of the head.
        float s[2][4] = {};
        for (int d0 = 0; d0 < DIM; d0 += 16) {
            __half a[8];
            for (int i = 0; i < 8; i++) a[i] = Q[(g + 8 * (i / 2 % 2)) * DIM + d0 + 2 * t + i % 2 + 8 * (i / 4)];
            for (int n = 0; n < 2; n++) {
                __half b[4];
                for (int i = 0; i < 4; i++) b[i] = Kmat[(kb + n * 8 + g) * DIM + d0 + 2 * t + i % 2 + 8 * (i / 2)];
                mma16816(s[n], a, b);
            }
        }
        // Online softmax: rows g (elements 0, 1) and g + 8 (elements 2, 3) of each tile, the
        // row spread over the quad of lanes 4g..4g+3.
        for (int h = 0; h < 2; h++) {
            float m = row_max[h];
            for (int n = 0; n < 2; n++)
                for (int i = 0; i < 2; i++) m = fmaxf(m, s[n][2 * h + i] * 0.125f);
            m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, 1));
            m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, 2));
            float scale = __expf(row_max[h] - m), sum = 0;
            for (int n = 0; n < 2; n++)
                for (int i = 0; i < 2; i++) {
                    float p = __expf(s[n][2 * h + i] * 0.125f - m);
                    s[n][2 * h + i] = p;
                    sum += p;
                }
            sum += __shfl_xor_sync(0xffffffffu, sum, 1);
            sum += __shfl_xor_sync(0xffffffffu, sum, 2);
            row_sum[h] = row_sum[h] * scale + sum;
            row_max[h] = m;
            for (int n = 0; n < 8; n++)
                for (int i = 0; i < 2; i++) out[n][2 * h + i] *= scale;
        }
        // P (16x16, f16) is S's accumulators in the A layout: registers 0-3 are tile 0's rows g
        // and g + 8, then tile 1's.
        __half p[8];
        for (int i = 0; i < 8; i++) p[i] = __float2half(s[i / 4][i % 4]);
        // O += P V: eight 16x8 tiles of the head.
        for (int n = 0; n < 8; n++) {
            __half b[4];
            for (int i = 0; i < 4; i++) b[i] = V[(kb + 2 * t + i % 2 + 8 * (i / 2)) * DIM + n * 8 + g];
            mma16816(out[n], p, b);
        }
    }
    for (int n = 0; n < 8; n++)
        for (int i = 0; i < 4; i++) O[(g + 8 * (i / 2)) * DIM + n * 8 + 2 * t + i % 2] = out[n][i] / row_sum[i / 2];
}

int main() {
    static __half Q[QUERIES * DIM], Kmat[KEYS * DIM], V[KEYS * DIM];
    static float O[QUERIES * DIM], ref[QUERIES * DIM];
    for (int i = 0; i < QUERIES * DIM; i++) Q[i] = __float2half((float)((i * 37 + 11) % 41 - 20) / 16);
    for (int i = 0; i < KEYS * DIM; i++) Kmat[i] = __float2half((float)((i * 53 + 7) % 43 - 21) / 16);
    for (int i = 0; i < KEYS * DIM; i++) V[i] = __float2half((float)((i * 29 + 3) % 37 - 18) / 8);
    for (int q = 0; q < QUERIES; q++) {
        double scores[KEYS], top = -1e300, total = 0;
        for (int k = 0; k < KEYS; k++) {
            double dot = 0;
            for (int d = 0; d < DIM; d++) dot += (double)__half2float(Q[q * DIM + d]) * __half2float(Kmat[k * DIM + d]);
            scores[k] = dot / 8;
            top = fmax(top, scores[k]);
        }
        for (int k = 0; k < KEYS; k++) total += scores[k] = exp(scores[k] - top);
        for (int d = 0; d < DIM; d++) {
            double acc = 0;
            for (int k = 0; k < KEYS; k++) acc += scores[k] * __half2float(V[k * DIM + d]);
            ref[q * DIM + d] = (float)(acc / total);
        }
    }
    __half *dQ, *dK, *dV;
    float *dO;
    CHECK(copy_to_device(&dQ, Q, sizeof(Q)));
    CHECK(copy_to_device(&dK, Kmat, sizeof(Kmat)));
    CHECK(copy_to_device(&dV, V, sizeof(V)));
    CHECK(cudaMalloc(&dO, sizeof(O)));
    attention<<<1, 32>>>(dQ, dK, dV, dO);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(O, dO, sizeof(O), cudaMemcpyDeviceToHost));
    double worst = 0;
    for (int i = 0; i < QUERIES * DIM; i++) worst = fmax(worst, fabs((double)O[i] - ref[i]));
    printf("attention 16x64x64: largest difference from the CPU %s 0.01\n", worst < 0.01 ? "below" : "above");
    for (int q = 0; q < QUERIES; q += 5) {
        double sum = 0;
        for (int d = 0; d < DIM; d++) sum += O[q * DIM + d];
        printf("row %d sum %.2f, O[%d][0] %.3f, O[%d][33] %.3f\n", q, sum, q, O[q * DIM], q, O[q * DIM + 33]);
    }
    CHECK(cudaFree(dQ));
    CHECK(cudaFree(dK));
    CHECK(cudaFree(dV));
    CHECK(cudaFree(dO));
    printf("done\n");
    return 0;
}
