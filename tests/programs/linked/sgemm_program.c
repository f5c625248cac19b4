/* A program that knows nothing of CUDA: linked by GNU ld against sgemm_library.cu's library
 * alone, it multiplies [1 2 3; 4 5 6] by [7 8; 9 10; 11 12]. */
#include <stdio.h>

int sgemm_on_device(int m, int n, int k, const float *a, const float *b, float *c);

int main(void) {
    /* Column-major, as cuBLAS reads them. */
    const float a[6] = {1, 4, 2, 5, 3, 6};
    const float b[6] = {7, 9, 11, 8, 10, 12};
    float c[4] = {0};
    int failed = sgemm_on_device(2, 2, 3, a, b, c);
    printf("sgemm_on_device returned %d\n", failed);
    printf("%g %g\n%g %g\n", c[0], c[2], c[1], c[3]);
    return failed;
}
