// Kernel parameters of every kind: scalars of each width, structs with odd alignments (char
// then double then short), float4, int2, double2, pointers, and a struct of arrays.
#include "check.cuh"

struct Odd {
    char c;    // offset 0
    double d;  // offset 8
    short s;   // offset 16
};
struct Packed3 {
    unsigned char a, b, c;
};
struct Arrays {
    int i[5];
    char tag[3];
    float f[2];
};

__global__ void scalars(long long *out, char c, unsigned char uc, short s, unsigned short us, int i, unsigned u,
                        long long ll, unsigned long long ull, float f, double d, bool b) {
    out[0] = c;
    out[1] = uc;
    out[2] = s;
    out[3] = us;
    out[4] = i;
    out[5] = u;
    out[6] = ll;
    out[7] = (long long)ull;
    out[8] = (long long)(f * 1000.0f);
    out[9] = (long long)(d * 1000.0);
    out[10] = b;
}

__global__ void aggregates(long long *out, Odd odd, char gap, Packed3 p3, float4 f4, int2 i2, short tail,
                           double2 d2, Arrays arr, const int *ptr) {
    out[0] = odd.c;
    out[1] = (long long)(odd.d * 1000.0);
    out[2] = odd.s;
    out[3] = gap;
    out[4] = p3.a * 10000 + p3.b * 100 + p3.c;
    out[5] = (long long)(f4.x + 10 * f4.y + 100 * f4.z + 1000 * f4.w);
    out[6] = (long long)i2.x * 100000 + i2.y;
    out[7] = tail;
    out[8] = (long long)(d2.x * 1e3 + d2.y);
    out[9] = arr.i[0] + arr.i[1] + arr.i[2] + arr.i[3] + arr.i[4];
    out[10] = arr.tag[0] * 65536 + arr.tag[1] * 256 + arr.tag[2];
    out[11] = (long long)(arr.f[0] * 100 + arr.f[1]);
    out[12] = ptr[0] + ptr[1] + ptr[2];
}

int main() {
    long long *dev, host[16];
    CHECK(cudaMalloc(&dev, sizeof(host)));
    scalars<<<1, 1>>>(dev, (char)-5, 250, -30000, 60000, -2000000000, 4000000000u, -9000000000000LL,
                      18000000000000000000ULL, 3.25f, -1.25, true);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(host, dev, 11 * sizeof(long long), cudaMemcpyDeviceToHost));
    printf("scalars:");
    for (int i = 0; i < 11; i++) printf(" %lld", host[i]);
    printf("\n");

    int values[3] = {7, 11, 13}, *dev_values;
    CHECK(cudaMalloc(&dev_values, sizeof(values)));
    CHECK(cudaMemcpy(dev_values, values, sizeof(values), cudaMemcpyHostToDevice));
    Odd odd = {'x', 1.5, -123};
    Packed3 p3 = {1, 2, 3};
    Arrays arr = {{1, 2, 3, 4, 5}, {'a', 'b', 'c'}, {0.5f, 7.0f}};
    aggregates<<<1, 1>>>(dev, odd, 'g', p3, make_float4(1, 2, 3, 4), make_int2(-7, 99), -2, make_double2(2.5, 0.25),
                         arr, dev_values);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(host, dev, 13 * sizeof(long long), cudaMemcpyDeviceToHost));
    printf("aggregates:");
    for (int i = 0; i < 13; i++) printf(" %lld", host[i]);
    printf("\n");

    CHECK(cudaFree(dev));
    CHECK(cudaFree(dev_values));
    printf("done\n");
    return 0;
}
