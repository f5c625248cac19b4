// Transcendental functions, which are not correctly rounded: float (sinf, cosf, tanf, expf,
// exp2f, exp10f, logf, log2f, log10f, powf, atanf, atan2f, tanhf, erff, cbrtf, rsqrtf, sinpif),
// the fast intrinsics (__expf, __logf, __sinf, __cosf, __powf) and double (sin, cos, exp, log,
// pow, atan). Results are printed to 4 significant digits (README.md: tolerance), at inputs
// chosen so that no result lies near a rounding boundary of that precision.
#include "check.cuh"

const int NX = 8, NF = 22;
__constant__ float XS[NX] = {0.3f, 0.65f, 1.1f, 1.8f, 2.6f, 3.4f, 4.7f, 7.3f};

__global__ void compute(double *out) {
    float x = XS[threadIdx.x];
    double d = x;
    double r[NF] = {sinf(x),       cosf(x),       tanf(x),        expf(x),      exp2f(x),    exp10f(x),
                    logf(x),       log2f(x),      log10f(x),      powf(x, 1.3f), atanf(x),   atan2f(x, 2.0f),
                    tanhf(x),      erff(x),       cbrtf(x),       rsqrtf(x),    sinpif(x / 10.0f), __expf(x),
                    __logf(x),     __sinf(x),     __cosf(x),      __powf(x, 0.6f)};
    for (int k = 0; k < NF; k++) out[threadIdx.x * (NF + 6) + k] = r[k];
    double dr[6] = {sin(d), cos(d), exp(d), log(d), pow(d, 2.5), atan(d)};
    for (int k = 0; k < 6; k++) out[threadIdx.x * (NF + 6) + NF + k] = dr[k];
}

int main() {
    const char *names[NF + 6] = {"sinf",  "cosf",   "tanf",   "expf",   "exp2f",  "exp10f",  "logf",
                                 "log2f", "log10f", "powf",   "atanf",  "atan2f", "tanhf",   "erff",
                                 "cbrtf", "rsqrtf", "sinpif", "__expf", "__logf", "__sinf",  "__cosf",
                                 "__powf", "sin",   "cos",    "exp",    "log",    "pow",     "atan"};
    double *dev, host[NX * (NF + 6)];
    CHECK(cudaMalloc(&dev, sizeof(host)));
    compute<<<1, NX>>>(dev);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(host, dev, sizeof(host), cudaMemcpyDeviceToHost));
    float xs[NX];
    CHECK(cudaMemcpyFromSymbol(xs, XS, sizeof(xs)));
    printf("%-7s", "x");
    for (int t = 0; t < NX; t++) printf(" %10.4g", xs[t]);
    printf("\n");
    for (int k = 0; k < NF + 6; k++) {
        printf("%-7s", names[k]);
        for (int t = 0; t < NX; t++) printf(" %10.4g", host[t * (NF + 6) + k]);
        printf("\n");
    }
    CHECK(cudaFree(dev));
    printf("done\n");
    return 0;
}
