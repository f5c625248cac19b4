// The driver's JIT linker, as numba-cuda and CuPy's relocatable kernels use it: PTX handed to
// cuLinkAddData, the image cuLinkComplete makes loaded with cuModuleLoadData and launched; two
// PTX modules, one calling a function and reading a variable the other defines; a function
// defined by two modules. The
// driver functions come through cudaGetDriverEntryPointByVersion, as a program without
// -lcuda finds them. What is printed is the same for any image the linker makes.
#include "check.cuh"
#include <cuda.h>

// A kernel of nvcc's, so that the program's fat binary holds PTX like every program's here.
__global__ void fill(int *data, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] = i;
}

static const char scale_ptx[] = R"(
.version 7.0
.target sm_75
.address_size 64

.visible .entry scale(.param .u64 data, .param .u32 n, .param .u32 k)
{
    .reg .pred %p<2>;
    .reg .b32 %r<8>;
    .reg .b64 %rd<4>;
    ld.param.u64 %rd1, [data];
    ld.param.u32 %r1, [n];
    ld.param.u32 %r2, [k];
    mov.u32 %r3, %tid.x;
    mov.u32 %r4, %ctaid.x;
    mov.u32 %r5, %ntid.x;
    mad.lo.s32 %r6, %r4, %r5, %r3;
    setp.ge.s32 %p1, %r6, %r1;
    @%p1 bra DONE;
    cvta.to.global.u64 %rd2, %rd1;
    mul.wide.s32 %rd3, %r6, 4;
    add.s64 %rd2, %rd2, %rd3;
    ld.global.u32 %r7, [%rd2];
    mul.lo.s32 %r7, %r7, %r2;
    st.global.u32 [%rd2], %r7;
DONE:
    ret;
}
)";

// A kernel whose function and variable another module defines, as numba-cuda links a user's
// CUDA C++ file to its kernel.
static const char shift_ptx[] = R"(
.version 7.0
.target sm_75
.address_size 64

.extern .func (.param .b32 result) shifted(.param .b32 value);
.extern .global .align 4 .u32 shift_calls;

.visible .entry shift_all(.param .u64 data, .param .u32 n)
{
    .reg .pred %p<2>;
    .reg .b32 %r<8>;
    .reg .b64 %rd<4>;
    ld.param.u64 %rd1, [data];
    ld.param.u32 %r1, [n];
    mov.u32 %r3, %tid.x;
    mov.u32 %r4, %ctaid.x;
    mov.u32 %r5, %ntid.x;
    mad.lo.s32 %r6, %r4, %r5, %r3;
    setp.ge.s32 %p1, %r6, %r1;
    @%p1 bra DONE;
    cvta.to.global.u64 %rd2, %rd1;
    mul.wide.s32 %rd3, %r6, 4;
    add.s64 %rd2, %rd2, %rd3;
    ld.global.u32 %r7, [%rd2];
    {
    .param .b32 param0;
    st.param.b32 [param0+0], %r7;
    .param .b32 retval0;
    call.uni (retval0), shifted, (param0);
    ld.param.b32 %r7, [retval0+0];
    }
    st.global.u32 [%rd2], %r7;
    atom.global.add.u32 %r2, [shift_calls], 1;
DONE:
    ret;
}
)";

static const char shifted_ptx[] = R"(
.version 7.0
.target sm_75
.address_size 64

.visible .global .align 4 .u32 shift_calls = 1000;

.visible .func (.param .b32 result) shifted(.param .b32 value)
{
    .reg .b32 %r<3>;
    ld.param.b32 %r1, [value];
    add.s32 %r2, %r1, 7;
    st.param.b32 [result+0], %r2;
    ret;
}
)";

static const char not_ptx[] = "this is not PTX";

typedef CUresult (*LinkCreate)(unsigned, CUjit_option *, void **, CUlinkState *);
typedef CUresult (*LinkAddData)(CUlinkState, CUjitInputType, void *, size_t, const char *, unsigned, CUjit_option *, void **);
typedef CUresult (*LinkComplete)(CUlinkState, void **, size_t *);
typedef CUresult (*LinkDestroy)(CUlinkState);
typedef CUresult (*ModuleLoadData)(CUmodule *, const void *);
typedef CUresult (*ModuleGetFunction)(CUfunction *, CUmodule, const char *);
typedef CUresult (*ModuleUnload)(CUmodule);
typedef CUresult (*ModuleGetGlobal)(CUdeviceptr *, size_t *, CUmodule, const char *);
typedef CUresult (*LaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream, void **, void **);
typedef CUresult (*GetErrorName)(CUresult, const char **);

static void *entry(const char *name) {
    void *function = nullptr;
    cudaDriverEntryPointQueryResult found;
    if (cudaGetDriverEntryPointByVersion(name, &function, 12000, cudaEnableDefault, &found) != cudaSuccess || found != cudaDriverEntryPointSuccess) {
        printf("%s: not found\n", name);
        return nullptr;
    }
    return function;
}

static GetErrorName error_name;

static const char *named(CUresult result) {
    const char *name = "?";
    error_name(result, &name);
    return name;
}

int main() {
    auto link_create = (LinkCreate)entry("cuLinkCreate");
    auto link_add_data = (LinkAddData)entry("cuLinkAddData");
    auto link_complete = (LinkComplete)entry("cuLinkComplete");
    auto link_destroy = (LinkDestroy)entry("cuLinkDestroy");
    auto module_load_data = (ModuleLoadData)entry("cuModuleLoadData");
    auto module_get_function = (ModuleGetFunction)entry("cuModuleGetFunction");
    auto module_unload = (ModuleUnload)entry("cuModuleUnload");
    auto module_get_global = (ModuleGetGlobal)entry("cuModuleGetGlobal");
    auto launch_kernel = (LaunchKernel)entry("cuLaunchKernel");
    error_name = (GetErrorName)entry("cuGetErrorName");
    if (!link_create || !link_add_data || !link_complete || !link_destroy || !module_load_data || !module_get_function || !module_unload ||
        !module_get_global || !launch_kernel || !error_name)
        return 1;
    const int n = 100;
    int *data;
    CHECK(cudaMalloc(&data, n * sizeof(int)));
    fill<<<1, 128>>>(data, n);
    CHECK_LAUNCH();
    CHECK(cudaDeviceSynchronize());

    // Link one PTX module, with log buffers, and run its kernel.
    char info[4096] = {0}, errors[4096] = {0};
    CUjit_option options[] = {CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES, CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void *values[] = {info, (void *)sizeof(info), errors, (void *)sizeof(errors)};
    CUlinkState link;
    printf("cuLinkCreate: %s\n", named(link_create(4, options, values, &link)));
    printf("cuLinkAddData (PTX): %s\n", named(link_add_data(link, CU_JIT_INPUT_PTX, (void *)scale_ptx, sizeof(scale_ptx), "scale.ptx", 0, nullptr, nullptr)));
    void *image = nullptr;
    size_t size = 0;
    CUresult completed = link_complete(link, &image, &size);
    printf("cuLinkComplete: %s, an image: %s, its size: %s\n", named(completed), image ? "yes" : "no", size > 0 ? "given" : "0");
    CUmodule module;
    printf("cuModuleLoadData (the image): %s\n", named(module_load_data(&module, image)));
    printf("cuLinkDestroy: %s\n", named(link_destroy(link)));
    CUfunction scale;
    printf("cuModuleGetFunction: %s\n", named(module_get_function(&scale, module, "scale")));
    int count = n, factor = 3;
    void *args[] = {&data, &count, &factor};
    printf("cuLaunchKernel: %s\n", named(launch_kernel(scale, 2, 1, 1, 64, 1, 1, 0, nullptr, args, nullptr)));
    CHECK(cudaDeviceSynchronize());
    int host[n];
    CHECK(cudaMemcpy(host, data, sizeof(host), cudaMemcpyDeviceToHost));
    int wrong = 0;
    for (int i = 0; i < n; i++) wrong += host[i] != 3 * i;
    printf("scaled: %d %d %d ... %d, %d wrong\n", host[0], host[1], host[2], host[n - 1], wrong);
    printf("cuModuleUnload: %s\n", named(module_unload(module)));

    // Two modules: the kernel's calls and its counter are the second module's.
    CUlinkState two;
    printf("cuLinkCreate: %s\n", named(link_create(0, nullptr, nullptr, &two)));
    printf("cuLinkAddData (kernel PTX): %s\n", named(link_add_data(two, CU_JIT_INPUT_PTX, (void *)shift_ptx, sizeof(shift_ptx), "shift.ptx", 0, nullptr, nullptr)));
    printf("cuLinkAddData (function PTX): %s\n", named(link_add_data(two, CU_JIT_INPUT_PTX, (void *)shifted_ptx, sizeof(shifted_ptx), "shifted.ptx", 0, nullptr, nullptr)));
    image = nullptr;
    printf("cuLinkComplete (two modules): %s\n", named(link_complete(two, &image, &size)));
    printf("cuModuleLoadData (the image): %s\n", named(module_load_data(&module, image)));
    printf("cuLinkDestroy: %s\n", named(link_destroy(two)));
    CUfunction shift_all;
    printf("cuModuleGetFunction: %s\n", named(module_get_function(&shift_all, module, "shift_all")));
    void *shift_args[] = {&data, &count};
    printf("cuLaunchKernel: %s\n", named(launch_kernel(shift_all, 2, 1, 1, 64, 1, 1, 0, nullptr, shift_args, nullptr)));
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(host, data, sizeof(host), cudaMemcpyDeviceToHost));
    wrong = 0;
    for (int i = 0; i < n; i++) wrong += host[i] != 3 * i + 7;
    printf("shifted: %d %d %d ... %d, %d wrong\n", host[0], host[1], host[2], host[n - 1], wrong);
    CUdeviceptr calls;
    size_t calls_size = 0;
    CUresult found = module_get_global(&calls, &calls_size, module, "shift_calls");
    printf("cuModuleGetGlobal (shift_calls): %s, %zu bytes\n", named(found), calls_size);
    unsigned int call_count = 0;
    CHECK(cudaMemcpy(&call_count, (void *)calls, sizeof(call_count), cudaMemcpyDeviceToHost));
    printf("shift_calls: %u\n", call_count);
    printf("cuModuleUnload: %s\n", named(module_unload(module)));

    // A function and a variable that two modules define.
    CUlinkState twice;
    printf("cuLinkCreate: %s\n", named(link_create(0, nullptr, nullptr, &twice)));
    printf("cuLinkAddData (function PTX): %s\n", named(link_add_data(twice, CU_JIT_INPUT_PTX, (void *)shifted_ptx, sizeof(shifted_ptx), "shifted.ptx", 0, nullptr, nullptr)));
    printf("cuLinkAddData (function PTX again): %s\n", named(link_add_data(twice, CU_JIT_INPUT_PTX, (void *)shifted_ptx, sizeof(shifted_ptx), "again.ptx", 0, nullptr, nullptr)));
    image = nullptr;
    completed = link_complete(twice, &image, &size);
    printf("cuLinkComplete (defined twice): %s, an image: %s\n", named(completed), image ? "yes" : "no");
    printf("cuLinkDestroy: %s\n", named(link_destroy(twice)));

    // Text that is not PTX, and a link with no input.
    CUlinkState bad;
    printf("cuLinkCreate: %s\n", named(link_create(0, nullptr, nullptr, &bad)));
    printf("cuLinkAddData (not PTX): %s\n", named(link_add_data(bad, CU_JIT_INPUT_PTX, (void *)not_ptx, sizeof(not_ptx), "bad.ptx", 0, nullptr, nullptr)));
    printf("cuLinkDestroy: %s\n", named(link_destroy(bad)));
    CUlinkState empty;
    printf("cuLinkCreate: %s\n", named(link_create(0, nullptr, nullptr, &empty)));
    image = nullptr;
    size = 0;
    completed = link_complete(empty, &image, &size);
    printf("cuLinkComplete (no input): %s, an image: %s, its size: %s\n", named(completed), image ? "yes" : "no", size > 0 ? "given" : "0");
    printf("cuLinkDestroy: %s\n", named(link_destroy(empty)));
    CHECK(cudaFree(data));
    return 0;
}
