// The distributions of cuRAND's host API, as functions of a generator's 32-bit draws. The
// formulas are cuRAND's (its documented uniform interval (0, 1], Box–Muller for normals), so
// that equal draws give NVIDIA's values: the uniform float is the draw times 2^-32 plus half
// of that step; the double takes 53 bits from two draws; the normal pairs come from a
// uniform radius and an angle, sine first.
#pragma once

// What a generate call writes; the numbers are the `kind` argument of every kernel.
enum Kind : unsigned {
    KIND_BITS = 0,         // curandGenerate: the draws themselves
    KIND_UNIFORM = 1,      // float in (0, 1]
    KIND_UNIFORM_DOUBLE = 2,
    KIND_NORMAL = 3,       // float pairs
    KIND_NORMAL_DOUBLE = 4,
    KIND_LOG_NORMAL = 5,
    KIND_LOG_NORMAL_DOUBLE = 6,
    KIND_POISSON = 7,      // unsigned, through a Poisson table (`poisson_of`)
};

// Draws each element of a kind takes.
__device__ inline unsigned draws_per_element(unsigned kind) {
    return (kind == KIND_UNIFORM_DOUBLE || kind == KIND_NORMAL_DOUBLE || kind == KIND_LOG_NORMAL_DOUBLE) ? 2 : 1;
}

// Whether a kind's elements come in pairs (Box–Muller).
__device__ inline bool paired(unsigned kind) {
    return kind >= KIND_NORMAL && kind <= KIND_LOG_NORMAL_DOUBLE;
}

__device__ inline bool is_double(unsigned kind) {
    return kind == KIND_UNIFORM_DOUBLE || kind == KIND_NORMAL_DOUBLE || kind == KIND_LOG_NORMAL_DOUBLE;
}

#define TWO_POW_32_INV 2.3283064e-10f
#define TWO_POW_53_INV 1.1102230246251565e-16

__device__ inline float uniform_of(unsigned x) {
    return x * TWO_POW_32_INV + (TWO_POW_32_INV / 2.0f);
}

__device__ inline double uniform_double_of(unsigned low, unsigned high) {
    unsigned long long bits = (unsigned long long)low ^ ((unsigned long long)high << 21);
    return bits * TWO_POW_53_INV + (TWO_POW_53_INV / 2.0);
}

// One Box–Muller pair from two draws; the sine's value first.
__device__ inline float2 normal_pair(unsigned x, unsigned y) {
    float radius_uniform = uniform_of(x);
    float angle = y * (TWO_POW_32_INV * 6.2831855f) + ((TWO_POW_32_INV * 6.2831855f) / 2.0f);
    float radius = sqrtf(-2.0f * logf(radius_uniform));
    float2 pair;
    __sincosf(angle, &pair.x, &pair.y);
    pair.x *= radius;
    pair.y *= radius;
    return pair;
}

// The double pair from four draws: the angle is taken in half-turns (sincospi).
__device__ inline double2 normal_pair_double(unsigned x0, unsigned x1, unsigned y0, unsigned y1) {
    double radius_uniform = uniform_double_of(x0, x1);
    unsigned long long angle_bits = (unsigned long long)y0 ^ ((unsigned long long)y1 << 21);
    double half_turns = angle_bits * (TWO_POW_53_INV * 2.0) + TWO_POW_53_INV;
    double radius = sqrt(-2.0 * log(radius_uniform));
    double2 pair;
    sincospi(half_turns, &pair.x, &pair.y);
    pair.x *= radius;
    pair.y *= radius;
    return pair;
}

// The first unit of a call that thread `t` makes, where unit k goes to thread
// (first + k) mod threads; its next ones are `threads` apart.
__device__ inline unsigned long long first_unit(unsigned t, unsigned threads, unsigned first) {
    return (t + threads - first) % threads;
}

// A Poisson distribution as cuRAND tabulates it (Marsaglia, Tsang and Wang's squared
// histogram): `length` bins of width 1 / length over (0, 1); a uniform number u in bin j
// gives shift + j below the bin's threshold V[j], shift + K[j] above it. In memory: shift,
// length, then the doubles V (from word 2), then the words K.
__device__ inline unsigned poisson_of(const unsigned* table, unsigned x) {
    unsigned shift = table[0], length = table[1];
    const double* thresholds = (const double*)(table + 2);
    const unsigned* aliases = table + 2 + 2 * length;
    double u = x * 2.3283064365386963e-10 + (2.3283064365386963e-10 / 2.0);
    unsigned j = (unsigned)floor(length * u);
    return u < thresholds[j] ? shift + j : shift + aliases[j];
}

// Where a kernel writes: one buffer, its element type given by the kind.
struct Output {
    void* base;
    const unsigned* poisson_table;
    float mean;
    float stddev;
    double mean_double;
    double stddev_double;
};

// Writes element `index` of a single-valued kind from the draws starting at `draws[0]`.
__device__ inline void write_single(const Output& out, unsigned kind, unsigned long long index, const unsigned* draws) {
    switch (kind) {
    case KIND_BITS: ((unsigned*)out.base)[index] = draws[0]; break;
    case KIND_POISSON: ((unsigned*)out.base)[index] = poisson_of(out.poisson_table, draws[0]); break;
    case KIND_UNIFORM: ((float*)out.base)[index] = uniform_of(draws[0]); break;
    default: ((double*)out.base)[index] = uniform_double_of(draws[0], draws[1]); break;
    }
}

// Writes element `index` of a paired kind: `second` says which of the pair's two values.
__device__ inline void write_paired(const Output& out, unsigned kind, unsigned long long index, bool second, const unsigned* draws) {
    if (is_double(kind)) {
        double2 pair = normal_pair_double(draws[0], draws[1], draws[2], draws[3]);
        double value = out.mean_double + out.stddev_double * (second ? pair.y : pair.x);
        ((double*)out.base)[index] = kind == KIND_LOG_NORMAL_DOUBLE ? exp(value) : value;
    } else {
        float2 pair = normal_pair(draws[0], draws[1]);
        float value = out.mean + out.stddev * (second ? pair.y : pair.x);
        ((float*)out.base)[index] = kind == KIND_LOG_NORMAL ? expf(value) : value;
    }
}
