/* NVIDIA's CUDA 12.9 runtime (libcudart.so.12) on rocuda's driver: no nvcc is involved, since
 * CUDA 12's compiler is not in its wheels. The kernel is PTX text, loaded through the runtime
 * (cudaLibraryLoadData) and launched through it, so the runtime's start-up (its export tables)
 * and its library, memory, stream and launch paths all run. Prints what CUDA's semantics
 * say: y[i] = a * x[i] + y[i], exactly, for integers. */
#include <cuda_runtime_api.h>
#include <stdio.h>

static const char *ptx =
    ".version 7.0\n.target sm_70\n.address_size 64\n"
    ".visible .entry axpy(.param .u64 y, .param .u64 x, .param .u32 a, .param .u32 n) {\n"
    "  .reg .pred %p; .reg .b32 %r<8>; .reg .b64 %rd<8>;\n"
    "  mov.u32 %r1, %ctaid.x; mov.u32 %r2, %ntid.x; mov.u32 %r3, %tid.x;\n"
    "  mad.lo.s32 %r4, %r1, %r2, %r3; ld.param.u32 %r5, [n]; setp.ge.u32 %p, %r4, %r5; @%p ret;\n"
    "  ld.param.u64 %rd1, [y]; ld.param.u64 %rd2, [x]; mul.wide.u32 %rd3, %r4, 4;\n"
    "  add.s64 %rd4, %rd1, %rd3; add.s64 %rd5, %rd2, %rd3;\n"
    "  ld.global.u32 %r6, [%rd5]; ld.global.u32 %r7, [%rd4]; ld.param.u32 %r5, [a];\n"
    "  mad.lo.s32 %r7, %r6, %r5, %r7; st.global.u32 [%rd4], %r7; ret;\n"
    "}\n";

#define CHECK(call)                                                                   \
    do {                                                                              \
        cudaError_t e = (call);                                                       \
        if (e != cudaSuccess) {                                                       \
            printf("%s: %s\n", #call, cudaGetErrorName(e));                           \
            return 1;                                                                 \
        }                                                                             \
    } while (0)

int main(void) {
    int runtime = 0, driver = 0, count = 0;
    CHECK(cudaRuntimeGetVersion(&runtime));
    CHECK(cudaDriverGetVersion(&driver));
    CHECK(cudaGetDeviceCount(&count));
    printf("runtime %d, driver at least 12090: %s, devices: %d\n", runtime, driver >= 12090 ? "yes" : "no", count);
    enum { N = 1000 };
    unsigned x[N], y[N];
    for (unsigned i = 0; i < N; i++) {
        x[i] = i;
        y[i] = 3 * i + 1;
    }
    unsigned *dx, *dy;
    CHECK(cudaMalloc((void **)&dx, sizeof x));
    CHECK(cudaMalloc((void **)&dy, sizeof y));
    cudaStream_t stream;
    CHECK(cudaStreamCreate(&stream));
    CHECK(cudaMemcpyAsync(dx, x, sizeof x, cudaMemcpyHostToDevice, stream));
    CHECK(cudaMemcpyAsync(dy, y, sizeof y, cudaMemcpyHostToDevice, stream));
    cudaLibrary_t library;
    cudaKernel_t kernel;
    CHECK(cudaLibraryLoadData(&library, ptx, NULL, NULL, 0, NULL, NULL, 0));
    CHECK(cudaLibraryGetKernel(&kernel, library, "axpy"));
    unsigned a = 7, n = N;
    void *args[] = {&dy, &dx, &a, &n};
    dim3 grid = {4, 1, 1}, block = {256, 1, 1};
    CHECK(cudaLaunchKernel((const void *)kernel, grid, block, args, 0, stream));
    CHECK(cudaMemcpyAsync(y, dy, sizeof y, cudaMemcpyDeviceToHost, stream));
    CHECK(cudaStreamSynchronize(stream));
    unsigned long long sum = 0;
    for (unsigned i = 0; i < N; i++) sum += y[i];
    printf("y[0] %u y[1] %u y[999] %u sum %llu\n", y[0], y[1], y[N - 1], sum);
    printf("bad kernel name: %s\n", cudaGetErrorName(cudaLibraryGetKernel(&kernel, library, "missing")));
    CHECK(cudaLibraryUnload(library));
    CHECK(cudaStreamDestroy(stream));
    CHECK(cudaFree(dx));
    CHECK(cudaFree(dy));
    printf("done\n");
    return 0;
}
