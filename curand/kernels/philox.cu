// Philox4x32-10 (Salmon et al.), laid out as cuRAND's host API lays it out: 65,536 threads,
// thread t on subsequence t (the counter's upper half), each unit of four elements going to
// the next thread in turn. A call starts every thread afresh from the generator's offset, so
// the output is a function of the offset alone: the unit holding element g is g / 4, its
// thread (g / 4) mod 65,536; a thread's first unit in a call starts at draw 4 * its round
// ((g / 4) / 65,536), and each further unit of that call at the draws after the last.
#include "distributions.cuh"

#define PHILOX_THREADS 65536u

__device__ inline uint4 philox_block(unsigned long long seed, unsigned long long subsequence, unsigned long long counter) {
    unsigned c0 = (unsigned)counter, c1 = (unsigned)(counter >> 32);
    unsigned c2 = (unsigned)subsequence, c3 = (unsigned)(subsequence >> 32);
    unsigned k0 = (unsigned)seed, k1 = (unsigned)(seed >> 32);
    for (int round = 0; round < 10; round++) {
        unsigned long long p0 = 0xD2511F53ull * c0;
        unsigned long long p1 = 0xCD9E8D57ull * c2;
        unsigned n0 = (unsigned)(p1 >> 32) ^ c1 ^ k0;
        unsigned n2 = (unsigned)(p0 >> 32) ^ c3 ^ k1;
        c1 = (unsigned)p1;
        c3 = (unsigned)p0;
        c0 = n0;
        c2 = n2;
        k0 += 0x9E3779B9u;
        k1 += 0xBB67AE85u;
    }
    return make_uint4(c0, c1, c2, c3);
}

// One thread's subsequence, read draw by draw: each block of four draws is computed once,
// when the first of its draws is asked for.
struct PhiloxStream {
    unsigned long long seed, subsequence, counter;
    uint4 block;

    __device__ PhiloxStream(unsigned long long seed, unsigned long long subsequence)
        : seed(seed), subsequence(subsequence), counter(~0ull), block(make_uint4(0, 0, 0, 0)) {}

    __device__ unsigned draw(unsigned long long index) {
        if (index / 4 != counter) {
            counter = index / 4;
            block = philox_block(seed, subsequence, counter);
        }
        switch (index % 4) {
        case 0: return block.x;
        case 1: return block.y;
        case 2: return block.z;
        default: return block.w;
        }
    }
};

// Elements [offset, offset + n) of the stream, written to out[0 .. n).
extern "C" __global__ void philox_generate(unsigned long long seed, Output out, unsigned kind, unsigned long long offset,
                                           unsigned long long n) {
    unsigned long long t = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    if (t >= PHILOX_THREADS || n == 0) return;
    unsigned long long first_unit = offset / 4, last_unit = (offset + n - 1) / 4;
    unsigned long long unit = first_unit + (t + PHILOX_THREADS - first_unit % PHILOX_THREADS) % PHILOX_THREADS;
    unsigned long long start = 4 * (unit / PHILOX_THREADS);
    unsigned per_element = draws_per_element(kind);
    PhiloxStream stream(seed, t);
    for (unsigned long long k = 0; unit <= last_unit; unit += PHILOX_THREADS, k++) {
        for (unsigned m = 0; m < 4; m++) {
            unsigned long long g = 4 * unit + m;
            if (g < offset || g >= offset + n) continue;
            unsigned first_draw_of = paired(kind) ? (m & ~1u) : m;
            unsigned long long draw = start + k * 4 * per_element + per_element * first_draw_of;
            unsigned draws[4];
            unsigned count = paired(kind) ? 2 * per_element : per_element;
            for (unsigned i = 0; i < count; i++) draws[i] = stream.draw(draw + i);
            if (paired(kind)) write_paired(out, kind, g - offset, (m & 1u) != 0, draws);
            else write_single(out, kind, g - offset, draws);
        }
    }
}
