// MRG32k3a (L'Ecuyer), laid out as cuRAND's host API lays it out: 81,920 threads, thread t
// on subsequence t (2^76 draws apart), each unit of output going to the next thread in turn,
// every thread keeping its state between calls. A draw is the combined recurrence's value r
// in [1, m1], which each kind scales as cuRAND does: integers by (2^32 - 1) / m1 rounded to
// 1.000000048662 and truncated, uniform numbers by 1 / (m1 + 1), normal pairs from two such
// uniform numbers (the angle in turns for floats, half-turns for doubles), sine first.
#include "distributions.cuh"

#define MRG_THREADS 81920u
#define MRG_M1 4294967087ull
#define MRG_M2 4294944443ull
#define MRG_NORM 2.3283065498378288e-10
#define MRG_BITS_NORM 1.000000048662

struct MrgState {
    unsigned s1[3];
    unsigned s2[3];
};

__device__ inline double mrg_next(MrgState& s) {
    // Each product is below 2^64; their sum may not be, so each is reduced first.
    unsigned long long p1 = (1403580ull * s.s1[1] % MRG_M1 + (MRG_M1 - 810728ull) * s.s1[0] % MRG_M1) % MRG_M1;
    unsigned long long p2 = (527612ull * s.s2[2] % MRG_M2 + (MRG_M2 - 1370589ull) * s.s2[0] % MRG_M2) % MRG_M2;
    s.s1[0] = s.s1[1];
    s.s1[1] = s.s1[2];
    s.s1[2] = (unsigned)p1;
    s.s2[0] = s.s2[1];
    s.s2[1] = s.s2[2];
    s.s2[2] = (unsigned)p2;
    return p1 <= p2 ? (double)(p1 + MRG_M1 - p2) : (double)(p1 - p2);
}

// The state times a jump: 18 words, the first component's 3x3 matrix by rows, then the
// second's.
__device__ inline void mrg_jump(MrgState& s, const unsigned* jump) {
    unsigned long long a[3], b[3];
    for (int i = 0; i < 3; i++) {
        a[i] = ((unsigned long long)jump[3 * i] * s.s1[0] % MRG_M1 + (unsigned long long)jump[3 * i + 1] * s.s1[1] % MRG_M1 +
                (unsigned long long)jump[3 * i + 2] * s.s1[2] % MRG_M1) % MRG_M1;
        b[i] = ((unsigned long long)jump[9 + 3 * i] * s.s2[0] % MRG_M2 + (unsigned long long)jump[9 + 3 * i + 1] * s.s2[1] % MRG_M2 +
                (unsigned long long)jump[9 + 3 * i + 2] * s.s2[2] % MRG_M2) % MRG_M2;
    }
    for (int i = 0; i < 3; i++) {
        s.s1[i] = (unsigned)a[i];
        s.s2[i] = (unsigned)b[i];
    }
}

// Each thread's state for `seed`, as if `offset` draws had been made in turn from thread 0:
// its subsequence from `subsequence_jumps` (2^76 << k draws, k < 17), then its own draws
// from `draw_jumps` (2^k draws, k < 64).
extern "C" __global__ void mrg32k3a_seed(MrgState* states, unsigned long long seed, unsigned long long offset,
                                         const unsigned* subsequence_jumps, const unsigned* draw_jumps) {
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= MRG_THREADS) return;
    MrgState s;
    for (int i = 0; i < 3; i++) s.s1[i] = s.s2[i] = 12345u;
    if (seed != 0) {
        unsigned long long x1 = (unsigned)seed ^ 0x55555555u;
        unsigned long long x2 = (unsigned)(seed >> 32) ^ 0xAAAAAAAAu;
        s.s1[0] = (unsigned)(x1 * 12345u % MRG_M1);
        s.s1[1] = (unsigned)(x2 * 12345u % MRG_M1);
        s.s1[2] = (unsigned)(x1 * 12345u % MRG_M1);
        s.s2[0] = (unsigned)(x2 * 12345u % MRG_M2);
        s.s2[1] = (unsigned)(x1 * 12345u % MRG_M2);
        s.s2[2] = (unsigned)(x2 * 12345u % MRG_M2);
    }
    for (int k = 0; k < 17; k++)
        if ((t >> k) & 1u) mrg_jump(s, subsequence_jumps + k * 18);
    unsigned long long draws = offset / MRG_THREADS + (t < offset % MRG_THREADS ? 1 : 0);
    for (int k = 0; k < 64; k++)
        if ((draws >> k) & 1ull) mrg_jump(s, draw_jumps + k * 18);
    states[t] = s;
}

__device__ inline void mrg_write_single(const Output& out, unsigned kind, unsigned long long index, double r) {
    switch (kind) {
    case KIND_BITS: ((unsigned*)out.base)[index] = (unsigned)(r * MRG_BITS_NORM); break;
    case KIND_POISSON: ((unsigned*)out.base)[index] = poisson_of(out.poisson_table, (unsigned)(r * MRG_BITS_NORM)); break;
    case KIND_UNIFORM: ((float*)out.base)[index] = (float)(r * MRG_NORM); break;
    default: ((double*)out.base)[index] = r * MRG_NORM; break;
    }
}

__device__ inline void mrg_write_pair(const Output& out, unsigned kind, unsigned long long index, double r1, double r2) {
    if (is_double(kind)) {
        double radius = sqrt(-2.0 * log(r1 * MRG_NORM));
        double2 pair;
        sincospi(r2 * MRG_NORM * 2.0, &pair.x, &pair.y);
        double first = out.mean_double + out.stddev_double * (pair.x * radius);
        double second = out.mean_double + out.stddev_double * (pair.y * radius);
        ((double*)out.base)[index] = kind == KIND_LOG_NORMAL_DOUBLE ? exp(first) : first;
        ((double*)out.base)[index + 1] = kind == KIND_LOG_NORMAL_DOUBLE ? exp(second) : second;
    } else {
        float radius = sqrtf(-2.0f * logf((float)(r1 * MRG_NORM)));
        float2 pair;
        __sincosf((float)(r2 * MRG_NORM) * 6.2831855f, &pair.x, &pair.y);
        float first = out.mean + out.stddev * (pair.x * radius);
        float second = out.mean + out.stddev * (pair.y * radius);
        ((float*)out.base)[index] = kind == KIND_LOG_NORMAL ? expf(first) : first;
        ((float*)out.base)[index + 1] = kind == KIND_LOG_NORMAL ? expf(second) : second;
    }
}

// `units` units of `kind` (one element each, or a pair for the normal kinds), unit k made by
// thread (first + k) mod 81,920 from its next draws.
extern "C" __global__ void mrg32k3a_generate(MrgState* states, Output out, unsigned kind, unsigned long long units, unsigned first) {
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= MRG_THREADS) return;
    MrgState s = states[t];
    for (unsigned long long k = first_unit(t, MRG_THREADS, first); k < units; k += MRG_THREADS) {
        if (paired(kind)) {
            double r1 = mrg_next(s);
            double r2 = mrg_next(s);
            mrg_write_pair(out, kind, 2 * k, r1, r2);
        } else {
            mrg_write_single(out, kind, k, mrg_next(s));
        }
    }
    states[t] = s;
}
