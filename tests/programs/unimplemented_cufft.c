/* What a call into a library rocuda does not implement yet looks like: cuFFT is opened by
 * its soname, as frameworks open it, and asked for a plan. Under `rocuda run` the soname
 * loads rocuda's cuFFT, which answers CUFFT_NOT_SUPPORTED (16) and logs the function's name.
 * Built with cc, not nvcc: no NVIDIA header or library is needed. */
#include <dlfcn.h>
#include <stdio.h>

typedef int (*plan_1d)(int *plan, int nx, int type, int batch);

enum { CUFFT_C2C = 0x29 };

int main(void) {
    void *cufft = dlopen("libcufft.so.12", RTLD_NOW);
    if (!cufft) {
        printf("libcufft.so.12 not found: %s\n", dlerror());
        return 1;
    }
    plan_1d plan1d = (plan_1d)dlsym(cufft, "cufftPlan1d");
    if (!plan1d) {
        printf("cufftPlan1d not exported\n");
        return 1;
    }
    int plan = 0;
    printf("cufftPlan1d returned %d\n", plan1d(&plan, 256, CUFFT_C2C, 1));
    return 0;
}
