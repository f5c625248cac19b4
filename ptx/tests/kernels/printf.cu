// Device printf (vprintf): integer, floating-point, character and string conversions with
// flags, widths and precisions, '*' widths and '%%'. NVIDIA's printf does not take '*' as a
// precision (it prints such a conversion as it stands), so none is used here. Only thread 0 of
// the grid prints, so the output has one order; every thread writes a word, thread 0 the values
// printf returned.
#include <climits>
#include <cstdio>

#include "common.cuh"

__device__ const char GREETING[] = "hello from the device";

TEST printf_integers(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid();
    o[0] = t;
    if (t == 0) {
        int n = 0;
        n += printf("plain line without arguments\n");
        n += printf("d: %d %d %d %d\n", 0, 42, -42, INT_MIN);
        n += printf("u: %u %u %u\n", 0u, 4000000000u, UINT_MAX);
        n += printf("x: %x %X %#x %#X %08x\n", 0xdeadbeefu, 0xdeadbeefu, 255u, 255u, 0x1234u);
        n += printf("o: %o %#o\n", 8u, 8u);
        n += printf("ld: %ld %ld\n", 1234567890123L, -9000000000L);
        n += printf("lld: %lld %lld %llu\n", LLONG_MAX, LLONG_MIN, ULLONG_MAX);
        n += printf("lx: %lx %llX\n", 0x123456789abcdefUL, 0xfedcba9876543210ULL);
        n += printf("i: %i %i\n", -7, 2147483647);
        o[1] = (uint32_t)n;
    }
}

TEST printf_widths_flags(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid();
    o[0] = t * 2;
    if (t == 0) {
        int r[8];
        r[0] = printf("[%5d] [%-5d] [%05d] [%+d] [% d] [%+5d]\n", 42, 42, 42, 42, 42, -42);
        r[1] = printf("[%*d] [%-*d] [%*d]\n", 6, 7, 6, 7, -4, 9);
        r[2] = printf("[%.3d] [%8.3d] [%-8.4x]\n", 5, -5, 0xabu);
        r[3] = printf("[%10s] [%-10s] [%.3s] [%*s]\n", "right", "left", "truncate", 7, "xyz");
        r[4] = printf("[%c%c%c] [%3c] [%-3c]\n", 'a', 'B', '0', 'z', 'q');
        r[5] = printf("100%% sure, %d%% done\n", 50);
        r[6] = printf("%s\n", GREETING);
        r[7] = printf("tab\there, quote \" and backslash \\\n");
        for (int k = 0; k < 8; k++) o[1 + k % 7] = (uint32_t)r[k];
    }
}

TEST printf_floats(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid();
    o[0] = t * 3;
    if (t == 0) {
        float f = 3.14159265f;
        double d = -2.718281828459045;
        int n = 0;
        n += printf("f: %f %f %f %f\n", f, d, 0.0, -0.0);
        n += printf("prec: %.0f %.1f %.3f %.10f\n", 2.5, 0.05, 1.0005, 1.0 / 3.0);
        n += printf("width: [%10.4f] [%-10.2f] [%010.3f] [%+.2f]\n", 3.14159, 2.5, -1.5, 7.0);
        n += printf("e: %e %E %.2e %12.3e\n", 123456.789, 0.000123, -5e-10, 6.02214076e23);
        n += printf("g: %g %g %g %G %g\n", 100000.0, 1000000.0, 0.0001, 1e-5, 123.456);
        n += printf("g prec: %.3g %.10g %#g\n", 3.14159, 1.0 / 7.0, 2.0);
        n += printf("big: %f %e\n", 1e20, 1.7976931348623157e308);
        n += printf("small: %e %g\n", 4.9e-324, 1.17549435e-38f);
        n += printf("inf: %f %e %g\n", __int_as_float(0x7f800000), -(double)__int_as_float(0x7f800000), 1.0 / 0.0);
        n += printf("star: [%*f] [%-*e] [%*.3f]\n", 12, 1.25, 14, 98765.4321, 9, -0.5);
        n += printf("hex: %a %A %a\n", 1.0, -0.75, 0.1);
        o[1] = (uint32_t)n;
    }
}

// printf in a loop and after divergence, with many arguments in one call.
TEST printf_loop_many_args(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid();
    o[0] = t ^ 0xffu;
    if (t == 0) {
        for (int k = 0; k < 3; k++) printf("loop %d: %d squared is %d\n", k, k + 10, (k + 10) * (k + 10));
        int n = printf("many: %d %u %x %c %s %f %e %g %ld %lld %d %d %d %d %d %d\n", 1, 2u, 3u, '4', "five", 6.0, 7.0, 8.0,
                       9L, 10LL, 11, 12, 13, 14, 15, 16);
        o[1] = (uint32_t)n;
        int m = printf("mixed widths: %d %f %d %e %d\n", (int)(char)-1, (double)1.5f, (int)(short)-300, 2.0, (int)0x80000000u);
        o[2] = (uint32_t)m;
    }
    if (t == 127) o[1] = 7;
}

// Strings and characters: empty strings, precision on strings, strings from a table chosen at
// run time, and characters from integer arithmetic.
__device__ const char *const WORDS_TABLE[4] = {"zero", "one", "", "three"};

TEST printf_strings(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid();
    o[0] = t + 1000;
    if (t == 0) {
        int n = 0;
        for (int k = 0; k < 4; k++) n += printf("word %d: [%s] [%6s] [%-6.2s]\n", k, WORDS_TABLE[k], WORDS_TABLE[k], WORDS_TABLE[k]);
        n += printf("[%s][%s]\n", "", "x");
        n += printf("chars: %c%c%c%c\n", 'A' + 2, '0' + 7, 'a' + 25, 32 + 1);
        o[1] = (uint32_t)n;
    }
}

// printf from a called function, reached after divergence inside a loop while the other
// threads compute.
__device__ __noinline__ int report(int step, unsigned value, double ratio) {
    return printf("step %d: value %u (0x%08x), ratio %.4f\n", step, value, value, ratio);
}

TEST printf_from_function(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid();
    unsigned v = t * 2654435761u;
    int n = 0;
    for (int step = 0; step < 3; step++) {
        v = v * 1664525u + 1013904223u;
        if (t == 0) n += report(step, v, (double)v / 4294967296.0);
        else v ^= step;
    }
    o[0] = v;
    o[1] = (uint32_t)n;
}
