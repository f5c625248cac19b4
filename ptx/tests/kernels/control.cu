// Control flow: divergent branches, loops with break and continue, switches, calls with many
// parameters and struct results, recursion, indirect calls through function pointers,
// irreducible flow, threads that return or exit early, and trap / brkpt / assert.
// (nvcc does not emit brx.idx for switches; brx.ptx covers it.)
#include <cassert>

#include "common.cuh"

// Nested if/else on lane-dependent conditions: the paths of one warp diverge and reconverge.
TEST divergent_if_else(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid(), lane = threadIdx.x % 32;
    uint32_t v = u32_value(t);
    uint32_t r;
    if (lane & 1) {
        if (lane & 2) r = v * 3 + 1;
        else r = v >> 3;
    } else if (lane < 16) {
        r = ~v;
        if (v > 100) r ^= 0xffff;
    } else {
        r = v + t;
    }
    o[0] = r;
    // A branch whose two sides both store.
    if ((int)v < 0) o[1] = (uint32_t)(-(int)v);
    else o[1] = v + 0x1000;
    // Short-circuit conditions.
    o[2] = (lane > 3 && v != 0 && (t / v) < 10) ? 1u : 0u;
    o[3] = (lane == 0 || v == 0xffffffffu || (lane % 5 == 2 && t > 40)) ? 7u : 9u;
    // Divergence then a value merged from both sides.
    float f = f32_value(t);
    float g;
    if (f > 1.0f) g = f * 0.5f;
    else if (f < -1.0f) g = -f;
    else if (f != f) g = 0.0f;
    else g = f + 2.0f;
    o[4] = f32_bits(g);
    unsigned depth = 0;
    if (lane < 24) {
        depth++;
        if (lane < 12) {
            depth++;
            if (lane < 6) {
                depth++;
                if (lane < 3) depth++;
            }
        }
    }
    o[5] = depth;
}

// Loops with break and continue whose trip counts differ between the threads of a warp.
TEST loops_break_continue(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid();
    // Collatz steps, bounded by a break.
    uint32_t n = t + 1, steps = 0;
    while (n != 1) {
        n = (n & 1) ? 3 * n + 1 : n / 2;
        if (++steps >= 100) break;
    }
    o[0] = steps;
    // continue skips multiples of 3, break at the first square above t.
    uint32_t sum = 0;
    for (uint32_t k = 0; k < 1000; k++) {
        if (k % 3 == 0) continue;
        if (k * k > t * 4) break;
        sum += k;
    }
    o[1] = sum;
    // Nested loops with a flag to leave both.
    uint32_t found = 0xffffffffu;
    bool done = false;
    for (uint32_t i = 1; i < 20 && !done; i++) {
        for (uint32_t j = i; j < 20; j++) {
            if (i * j == t + 6) {
                found = i * 100 + j;
                done = true;
                break;
            }
        }
    }
    o[2] = found;
    // do-while with a data-dependent exit.
    uint32_t x = u32_value(t) | 1, count = 0;
    do {
        x = x * 1103515245u + 12345u;
        count++;
    } while ((x >> 28) != (t % 16) && count < 64);
    o[3] = count;
    o[4] = x;
    // A loop whose body diverges and then reconverges each iteration.
    uint32_t acc = 0;
    for (uint32_t k = 0; k < 16; k++) {
        if ((k + t) % 4 == 0) acc += k * 3;
        else if ((k ^ t) & 2) acc ^= k << 8;
        else continue;
        acc = (acc << 1) | (acc >> 31);
    }
    o[5] = acc;
    // Counted down loop with unsigned wrap check.
    uint32_t down = 0;
    for (uint32_t k = t % 7; k != 0xffffffffu; k--) down += k + 1;
    o[6] = down;
}

// A dense switch and a sparse one.
__device__ __noinline__ uint32_t dense_switch(uint32_t x, uint32_t y) {
    switch (x) {
    case 0: return y + 1;
    case 1: return y * 3;
    case 2: return y ^ 0x55;
    case 3: return y - 7;
    case 4: return y << 2;
    case 5: return y >> 1;
    case 6: return ~y;
    case 7: return y * y;
    case 8: return y | 0x100;
    case 9: return y & 0xff;
    case 10: return y + 1000;
    case 11: return y * 17;
    case 12: return y % 13;
    case 13: return 0x13;
    case 14: return y + y;
    case 15: return y - 1;
    default: return 0xdeadu;
    }
}

TEST switches(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid();
    o[0] = dense_switch(t % 18, t);
    o[1] = dense_switch((t * 7) % 16, u32_value(t));
    uint32_t r;
    switch (u32_value(t)) {
    case 0: r = 1; break;
    case 3: r = 2; break;
    case 0x7fffffffu: r = 3; break;
    case 0x80000000u: r = 4;          // falls through
    case 0xffffffffu: r = 5; break;
    case 0x12345678u: r = 6; break;
    case 33: r = 7; break;
    default: r = 0;
    }
    o[2] = r;
    // Switch with fall-through chains accumulating.
    uint32_t acc = 0;
    switch (t % 6) {
    case 0: acc += 1;
    case 1: acc += 10;
    case 2: acc += 100; break;
    case 3: acc += 1000;
    case 4: acc += 10000;
    default: acc += 100000;
    }
    o[3] = acc;
    // A switch in a loop (a small interpreter).
    const uint8_t program[8] = {0, 1, 2, 1, 3, 0, 2, 3};
    uint32_t a = t;
    for (int pc = 0; pc < 8; pc++) {
        switch (program[(pc + t) % 8]) {
        case 0: a += 5; break;
        case 1: a *= 3; break;
        case 2: a ^= a >> 2; break;
        case 3: a -= 1; break;
        }
    }
    o[4] = a;
}

// Calls with many parameters of mixed types and struct results.
struct Triple {
    uint32_t a;
    uint64_t b;
    float c;
};

struct Quad {
    double d;
    int16_t s;
    uint8_t u;
    bool flag;
};

__device__ __noinline__ uint32_t many_params(uint8_t a, int16_t b, uint32_t c, uint64_t d, float e, double f,
                                             const uint32_t *p, bool g, int8_t h, uint16_t i) {
    uint32_t r = a + (uint32_t)(int32_t)b + c + (uint32_t)(d >> 32) + (uint32_t)d + (uint32_t)(int32_t)e +
                 (uint32_t)(int64_t)f + p[1] + (g ? 0x1000u : 0u) + (uint32_t)(int32_t)h + i;
    return r;
}

__device__ __noinline__ Triple make_triple(uint32_t x, float y) {
    Triple t;
    t.a = x * 3;
    t.b = ((uint64_t)x << 40) | (x ^ 0xffff);
    t.c = y * 2.0f - 1.0f;
    return t;
}

__device__ __noinline__ Quad make_quad(Triple t, double scale) {
    Quad q;
    q.d = (double)t.a * scale + t.c;
    q.s = (int16_t)(t.a - 40000);
    q.u = (uint8_t)t.b;
    q.flag = t.c > 0.0f;
    return q;
}

__device__ __noinline__ double mix_double(double x, float y, int z) { return x * y + z; }

__device__ __noinline__ bool is_prime(uint32_t n) {
    if (n < 2) return false;
    for (uint32_t d = 2; d * d <= n; d++)
        if (n % d == 0) return false;
    return true;
}

__device__ __noinline__ void out_params(uint32_t x, uint32_t *lo, uint32_t *hi, float *f) {
    *lo = x & 0xffff;
    *hi = x >> 16;
    *f = (float)x;
}

TEST calls(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid();
    uint32_t arr[2] = {t, t * 11};
    o[0] = many_params((uint8_t)(t + 250), (int16_t)(-(int)t * 300), u32_value(t), 0x123456789ull * t,
                       -1.5f * t, 1e3 * t, arr, t & 1, (int8_t)(t - 64), (uint16_t)(t * 999));
    Triple tr = make_triple(t, f32_value(t % 12));
    o[1] = tr.a;
    o[2] = (uint32_t)(tr.b >> 32) ^ (uint32_t)tr.b;
    o[3] = f32_bits(tr.c);
    Quad q = make_quad(tr, 0.5);
    o[4] = f64_hi(q.d) ^ f64_lo(q.d);
    o[5] = (uint32_t)(int32_t)q.s ^ ((uint32_t)q.u << 24) ^ (q.flag ? 0x800000u : 0u);
    o[6] = f64_hi(mix_double(1.0 / (t + 1), 3.0f, -(int)t)) + (is_prime(t) ? 1u : 0u);
    uint32_t lo, hi;
    float f;
    out_params(u32_value(t) * (t + 1), &lo, &hi, &f);
    o[7] = lo + hi * 7 + f32_bits(f);
}

// Recursion: factorial, Fibonacci, mutual recursion and Ackermann-like depth.
__device__ __noinline__ uint64_t factorial(uint32_t n) { return n <= 1 ? 1 : n * factorial(n - 1); }

__device__ __noinline__ uint32_t fibonacci(uint32_t n) { return n < 2 ? n : fibonacci(n - 1) + fibonacci(n - 2); }

__device__ __noinline__ bool is_odd(uint32_t n);
__device__ __noinline__ bool is_even(uint32_t n) { return n == 0 ? true : is_odd(n - 1); }
__device__ __noinline__ bool is_odd(uint32_t n) { return n == 0 ? false : is_even(n - 1); }

__device__ __noinline__ uint32_t gcd(uint32_t a, uint32_t b) { return b == 0 ? a : gcd(b, a % b); }

// Recursion with a local array in each frame.
__device__ __noinline__ uint32_t frame_sum(uint32_t depth, uint32_t seed) {
    uint32_t local[4];
    for (int k = 0; k < 4; k++) local[k] = seed * (k + 1) + depth;
    uint32_t below = depth == 0 ? 0 : frame_sum(depth - 1, seed ^ depth);
    return below + local[seed % 4] + local[depth % 4];
}

TEST recursion(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid();
    uint64_t f = factorial(t % 21);
    o[0] = (uint32_t)f;
    o[1] = (uint32_t)(f >> 32);
    o[2] = fibonacci(t % 18);
    o[3] = is_even(t % 24) ? 1u : 0u;    // shallow: the default stack is 1 KiB per thread
    o[4] = gcd(u32_value(t) | 1, t * 12 + 18);
    o[5] = frame_sum(t % 10, t);
}

// Indirect calls through a table of device functions (call with .callprototype).
__device__ uint32_t op_add(uint32_t a, uint32_t b) { return a + b; }
__device__ uint32_t op_mul(uint32_t a, uint32_t b) { return a * b; }
__device__ uint32_t op_xor(uint32_t a, uint32_t b) { return a ^ b; }
__device__ uint32_t op_rot(uint32_t a, uint32_t b) { return (a << (b % 32)) | (a >> ((32 - b % 32) % 32)); }

typedef uint32_t (*BinaryOp)(uint32_t, uint32_t);
__device__ BinaryOp const OPS[4] = {op_add, op_mul, op_xor, op_rot};

__device__ float fop_half(float x) { return x * 0.5f; }
__device__ float fop_neg(float x) { return -x; }
__device__ float fop_sq(float x) { return x * x; }

__device__ __noinline__ uint32_t apply_twice(BinaryOp f, uint32_t a, uint32_t b) { return f(f(a, b), b); }

__device__ __noinline__ float apply_float(float (*f)(float), float x) { return f(x) + 1.0f; }

TEST function_pointers(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid();
    uint32_t a = u32_value(t), b = t + 3;
    o[0] = OPS[t % 4](a, b);
    o[1] = apply_twice(OPS[(t / 4) % 4], a, b);
    float (*fs[3])(float) = {fop_half, fop_neg, fop_sq};
    o[2] = f32_bits(apply_float(fs[t % 3], (float)t - 10.5f));
    BinaryOp chosen = (t & 1) ? op_mul : op_rot;
    o[3] = chosen(b, 5);
    uint32_t acc = 1;
    for (int k = 0; k < 4; k++) acc = OPS[(k + t) % 4](acc, a + k);
    o[4] = acc;
}

// Irreducible control flow: a goto into the middle of a loop.
TEST irreducible(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid();
    uint32_t x = t, n = 0;
    if (t % 3 == 0) goto middle;
top:
    x = x * 5 + 1;
    n++;
middle:
    x ^= x >> 3;
    n++;
    if (n < 12 && (x & 7) != 0) goto top;
    o[0] = x;
    o[1] = n;
    // A second irreducible region with two entries that loop into each other.
    uint32_t y = u32_value(t), m = 0;
    if (y & 1) goto b_side;
a_side:
    y = y / 3 + 7;
    m++;
    if (m > 20) goto done;
b_side:
    y = y * 7 + 1;
    m++;
    if ((y >> 29) != 0 && m <= 20) goto a_side;
done:
    o[2] = y;
    o[3] = m;
}

// Some threads return from the kernel before the others write.
TEST early_return(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid();
    if (t % 3 == 0) return;
    o[0] = t;
    if (t % 5 == 1) return;
    o[1] = t * 2;
    for (uint32_t k = 0; k < 10; k++) {
        if (k * t > 200) return;        // returns from inside a loop
        o[2] = k;
    }
    o[3] = 0xeeeeu;
}

// Some threads end with the PTX exit instruction; the rest go on and write.
TEST exit_some_threads(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid();
    o[0] = t + 1;
    if (t % 4 == 1) asm volatile("exit;");
    o[1] = t + 2;
    if ((t & 0x18) == 0x18) asm volatile("exit;");
    o[2] = t + 3;
    uint32_t lane = threadIdx.x % 32;
    if (lane >= 30) asm volatile("exit;");
    o[3] = lane;
}

// Predicated arithmetic and selects (selp, predicated moves).
TEST selects(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid();
    uint32_t v = u32_value(t), w = u32_value(t + 5);
    o[0] = v > w ? v : w;
    o[1] = (int)v < (int)w ? v - w : w - v;
    o[2] = (v & 1) ? (w << 1) : (w >> 1);
    float f = f32_value(t), g = f32_value(t + 9);
    o[3] = f32_bits(f < g ? f : g);
    o[4] = (f == g) | ((f != g) << 1) | ((f < g) << 2) | ((f >= g) << 3);
    uint32_t p;
    asm("{ .reg .pred q; setp.lt.u32 q, %1, %2; @q add.u32 %0, %1, 100; @!q sub.u32 %0, %2, 100; }"
        : "=r"(p) : "r"(v), "r"(w));
    o[5] = p;
}

// Kernels that are compiled but never run.
TEST compile_only_trap(uint32_t *out) {
    if (gtid() == 5) __trap();
    slot(out)[0] = 1;
}

TEST compile_only_brkpt(uint32_t *out) {
    if (gtid() == 7) __brkpt();
    slot(out)[0] = 2;
}

TEST compile_only_assert(uint32_t *out) {
    unsigned t = gtid();
    assert(t < 1000);
    if (t == 3) assert(false);
    slot(out)[0] = 3;
}
