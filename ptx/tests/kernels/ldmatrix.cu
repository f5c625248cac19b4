// ldmatrix (.x1, .x2, .x4, with and without .trans, shared-window and generic addresses) and
// movmatrix. Every 16-bit element of the shared tile is distinct, and the lanes give their row
// addresses in a shuffled order, so each output word says which element of which row arrived.
#include "common.cuh"

__device__ __forceinline__ unsigned lane_id() { return threadIdx.x % 32; }

// Four 8x8 matrices of 16-bit elements per warp, rows 16 bytes apart plus 16 bytes of padding.
#define ROW_WORDS 8

// Fills this warp's tile: element (matrix, row, col) is a distinct code, and returns the tile.
__device__ uint16_t *tile(uint16_t (*tiles)[4 * 8 * 2 * ROW_WORDS]) {
    uint16_t *t = tiles[threadIdx.x / 32];
    for (unsigned i = lane_id(); i < 4 * 8 * 2 * ROW_WORDS; i += 32) t[i] = (uint16_t)(i * 0x9e37u + blockIdx.x * 0x101u + 0x1234u);
    __syncwarp();
    return t;
}

// The row whose address this lane gives: lanes 8j..8j+7 give matrix j's rows, in a shuffled order.
__device__ __forceinline__ uint16_t *row_address(uint16_t *t) {
    unsigned lane = lane_id(), matrix = lane / 8, row = (lane * 5 + 3) % 8;
    return t + (matrix * 8 + row) * 2 * ROW_WORDS;
}

__device__ __forceinline__ uint32_t shared_window(const void *p) { return (uint32_t)__cvta_generic_to_shared(p); }

TEST ldmatrix_x4(uint32_t *out) {
    __shared__ __align__(16) uint16_t tiles[2][4 * 8 * 2 * ROW_WORDS];
    uint32_t *o = slot(out), r[4];
    uint16_t *t = tile(tiles);
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                 : "r"(shared_window(row_address(t))));
    for (int i = 0; i < 4; i++) o[i] = r[i];
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                 : "r"(shared_window(row_address(t))));
    for (int i = 0; i < 4; i++) o[4 + i] = r[i];
}

// .x1 and .x2 read the addresses of lanes 0-7 and 0-15 only; generic addresses.
TEST ldmatrix_x1_x2_generic(uint32_t *out) {
    __shared__ __align__(16) uint16_t tiles[2][4 * 8 * 2 * ROW_WORDS];
    uint32_t *o = slot(out), r[2];
    uint16_t *t = tile(tiles);
    asm volatile("ldmatrix.sync.aligned.m8n8.x1.b16 {%0}, [%1];" : "=r"(r[0]) : "l"(row_address(t)));
    o[0] = r[0];
    asm volatile("ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 {%0}, [%1];" : "=r"(r[0]) : "r"(shared_window(row_address(t))));
    o[1] = r[0];
    asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0,%1}, [%2];" : "=r"(r[0]), "=r"(r[1]) : "r"(shared_window(row_address(t))));
    o[2] = r[0];
    o[3] = r[1];
    asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.b16 {%0,%1}, [%2];" : "=r"(r[0]), "=r"(r[1]) : "l"(row_address(t) + 8));
    o[4] = r[0];
    o[5] = r[1];
}

// movmatrix: each lane's two halves of an 8x8 matrix, transposed across the warp.
TEST movmatrix_trans(uint32_t *out) {
    uint32_t *o = slot(out), lane = lane_id();
    uint32_t a = lane * 0x00020002u + 0x00010000u + blockIdx.x * 0x01000100u, b = a * 2654435761u, d;
    asm volatile("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;" : "=r"(d) : "r"(a));
    o[0] = a;
    o[1] = d;
    asm volatile("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;" : "=r"(d) : "r"(b));
    o[2] = d;
    asm volatile("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;" : "=r"(d) : "r"(d));
    o[3] = d;
}
