// XORWOW (Marsaglia's xorshift with a Weyl sequence), laid out as cuRAND's host API lays it
// out: 4096 threads, thread t on subsequence t (2^67 draws apart), each unit of output going
// to the next thread in turn, every thread keeping its state between calls.
#include "distributions.cuh"

#define XORWOW_THREADS 4096
#define XORWOW_WEYL 362437u

struct XorwowState {
    unsigned v[5];
    unsigned d;
};

__device__ inline unsigned xorwow_next(XorwowState& s) {
    unsigned t = s.v[0] ^ (s.v[0] >> 2);
    s.v[0] = s.v[1];
    s.v[1] = s.v[2];
    s.v[2] = s.v[3];
    s.v[3] = s.v[4];
    s.v[4] = (s.v[4] ^ (s.v[4] << 4)) ^ (t ^ (t << 1));
    s.d += XORWOW_WEYL;
    return s.v[4] + s.d;
}

// The linear part of the state (v, 160 bits) times a GF(2) matrix stored as 160 columns of
// five words: the image of each state bit.
__device__ inline void xorwow_jump(XorwowState& s, const unsigned* matrix) {
    unsigned result[5] = {0, 0, 0, 0, 0};
    for (int bit = 0; bit < 160; bit++) {
        if ((s.v[bit / 32] >> (bit % 32)) & 1u) {
            const unsigned* column = matrix + bit * 5;
            for (int w = 0; w < 5; w++) result[w] ^= column[w];
        }
    }
    for (int w = 0; w < 5; w++) s.v[w] = result[w];
}

// Each thread's state for `seed`, as if `offset` draws had been made in turn from thread 0:
// its subsequence from `subsequence_jumps` (the matrices of 2^67 << k draws, k < 12), then
// its own draws from `draw_jumps` (2^k draws, k < 64).
extern "C" __global__ void xorwow_seed(XorwowState* states, unsigned long long seed, unsigned long long offset,
                                       const unsigned* subsequence_jumps, const unsigned* draw_jumps) {
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= XORWOW_THREADS) return;
    unsigned s0 = (unsigned)seed ^ 0xaad26b49u;
    unsigned s1 = (unsigned)(seed >> 32) ^ 0xf7dcefddu;
    unsigned t0 = 1099087573u * s0;
    unsigned t1 = 2591861531u * s1;
    XorwowState s;
    s.d = 6615241u + t1 + t0;
    s.v[0] = 123456789u + t0;
    s.v[1] = 362436069u ^ t0;
    s.v[2] = 521288629u + t1;
    s.v[3] = 88675123u ^ t1;
    s.v[4] = 5783321u + t0;
    for (int k = 0; k < 12; k++)
        if ((t >> k) & 1u) xorwow_jump(s, subsequence_jumps + k * 800);
    unsigned long long draws = offset / XORWOW_THREADS + (t < offset % XORWOW_THREADS ? 1 : 0);
    for (int k = 0; k < 64; k++)
        if ((draws >> k) & 1ull) xorwow_jump(s, draw_jumps + k * 800);
    s.d += XORWOW_WEYL * (unsigned)draws;
    states[t] = s;
}

// `units` units of `kind` (one element each, or a pair for the normal kinds), unit k made by
// thread (first + k) mod 4096 from its next draws.
extern "C" __global__ void xorwow_generate(XorwowState* states, Output out, unsigned kind, unsigned long long units,
                                           unsigned first) {
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= XORWOW_THREADS) return;
    XorwowState s = states[t];
    unsigned per_unit = paired(kind) ? 2 * draws_per_element(kind) : draws_per_element(kind);
    for (unsigned long long k = first_unit(t, XORWOW_THREADS, first); k < units; k += XORWOW_THREADS) {
        unsigned draws[4];
        for (unsigned i = 0; i < per_unit; i++) draws[i] = xorwow_next(s);
        if (paired(kind)) {
            write_paired(out, kind, 2 * k, false, draws);
            write_paired(out, kind, 2 * k + 1, true, draws);
        } else {
            write_single(out, kind, k, draws);
        }
    }
    states[t] = s;
}
