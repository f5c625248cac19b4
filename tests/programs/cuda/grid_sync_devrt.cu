// Grid synchronization through the device runtime, as NVVM's PTX does it (numba-cuda's
// `this_grid().sync()`): the PTX calls cudaCGGetIntrinsicHandle and cudaCGSynchronize, which
// libcudadevrt.a defines, so the program links it (cuLinkAddFile, CU_JIT_INPUT_LIBRARY) and
// launches cooperatively. Each block writes its sum, the grid synchronizes, and every block
// then reads all the sums; three rounds reuse the barrier, and a second launch reuses it
// again. build.sh defines CUDADEVRT, the library's path in the toolkit.
#include "check.cuh"
#include <cuda.h>

#ifndef CUDADEVRT
#error "build.sh defines CUDADEVRT, the path of libcudadevrt.a"
#endif

// A kernel of nvcc's, so that the program's fat binary holds PTX like every program's here.
__global__ void fill(int *data, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] = i;
}

// rounds(data, sums, totals): in each of 3 rounds, block b's thread 0 writes the sum of its
// block's values, plus the round, to sums[b]; after the grid synchronizes, block b's thread 0
// adds up every block's sum into totals[3 * b + round], and the grid synchronizes again
// before the next round overwrites the sums.
static const char rounds_ptx[] = R"(
.version 7.0
.target sm_75
.address_size 64

.extern .func (.param .b64 func_retval0) cudaCGGetIntrinsicHandle(.param .b32 scope);
.extern .func (.param .b32 func_retval0) cudaCGSynchronize(.param .b64 handle, .param .b32 flags);

.visible .entry rounds(.param .u64 data, .param .u64 sums, .param .u64 totals)
{
    .reg .pred %p<4>;
    .reg .b32 %r<16>;
    .reg .b32 %zero;
    .reg .b64 %rd<16>;
    .shared .align 4 .b32 block_sum;
    ld.param.u64 %rd1, [data];
    ld.param.u64 %rd2, [sums];
    ld.param.u64 %rd3, [totals];
    cvta.to.global.u64 %rd1, %rd1;
    cvta.to.global.u64 %rd2, %rd2;
    cvta.to.global.u64 %rd3, %rd3;
    {
    .param .b32 param0;
    st.param.b32 [param0+0], 1;
    .param .b64 retval0;
    call.uni (retval0), cudaCGGetIntrinsicHandle, (param0);
    ld.param.b64 %rd4, [retval0+0];
    }
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, %ctaid.x;
    mov.u32 %r3, %ntid.x;
    mov.u32 %r4, %nctaid.x;
    mad.lo.s32 %r5, %r2, %r3, %r1;
    mul.wide.s32 %rd5, %r5, 4;
    add.s64 %rd5, %rd1, %rd5;
    ld.global.u32 %r6, [%rd5];
    setp.eq.u32 %p1, %r1, 0;
    mov.u32 %r7, 0;
    mov.u32 %zero, 0;
ROUND:
    @%p1 st.shared.u32 [block_sum], %zero;
    bar.sync 0;
    add.s32 %r8, %r6, %r7;
    atom.shared.add.u32 %r9, [block_sum], %r8;
    bar.sync 0;
    @!%p1 bra ARRIVE;
    ld.shared.u32 %r10, [block_sum];
    mul.wide.u32 %rd6, %r2, 4;
    add.s64 %rd6, %rd2, %rd6;
    st.global.u32 [%rd6], %r10;
ARRIVE:
    {
    .param .b64 param0;
    st.param.b64 [param0+0], %rd4;
    .param .b32 param1;
    st.param.b32 [param1+0], 0;
    .param .b32 retval0;
    call.uni (retval0), cudaCGSynchronize, (param0, param1);
    ld.param.b32 %r11, [retval0+0];
    }
    @!%p1 bra AFTER;
    mov.u32 %r12, 0;
    mov.u32 %r13, 0;
    mov.u64 %rd7, %rd2;
SUM:
    ld.global.u32 %r14, [%rd7];
    add.s32 %r12, %r12, %r14;
    add.s64 %rd7, %rd7, 4;
    add.u32 %r13, %r13, 1;
    setp.lt.u32 %p2, %r13, %r4;
    @%p2 bra SUM;
    mad.lo.s32 %r15, %r2, 3, %r7;
    mul.wide.u32 %rd8, %r15, 4;
    add.s64 %rd8, %rd3, %rd8;
    st.global.u32 [%rd8], %r12;
AFTER:
    {
    .param .b64 param0;
    st.param.b64 [param0+0], %rd4;
    .param .b32 param1;
    st.param.b32 [param1+0], 0;
    .param .b32 retval0;
    call.uni (retval0), cudaCGSynchronize, (param0, param1);
    ld.param.b32 %r11, [retval0+0];
    }
    add.u32 %r7, %r7, 1;
    setp.lt.u32 %p3, %r7, 3;
    @%p3 bra ROUND;
    ret;
}
)";

typedef CUresult (*LinkCreate)(unsigned, CUjit_option *, void **, CUlinkState *);
typedef CUresult (*LinkAddData)(CUlinkState, CUjitInputType, void *, size_t, const char *, unsigned, CUjit_option *, void **);
typedef CUresult (*LinkAddFile)(CUlinkState, CUjitInputType, const char *, unsigned, CUjit_option *, void **);
typedef CUresult (*LinkComplete)(CUlinkState, void **, size_t *);
typedef CUresult (*LinkDestroy)(CUlinkState);
typedef CUresult (*ModuleLoadData)(CUmodule *, const void *);
typedef CUresult (*ModuleGetFunction)(CUfunction *, CUmodule, const char *);
typedef CUresult (*LaunchCooperativeKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream, void **);
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
    auto link_add_file = (LinkAddFile)entry("cuLinkAddFile");
    auto link_complete = (LinkComplete)entry("cuLinkComplete");
    auto link_destroy = (LinkDestroy)entry("cuLinkDestroy");
    auto module_load_data = (ModuleLoadData)entry("cuModuleLoadData");
    auto module_get_function = (ModuleGetFunction)entry("cuModuleGetFunction");
    auto launch_cooperative = (LaunchCooperativeKernel)entry("cuLaunchCooperativeKernel");
    error_name = (GetErrorName)entry("cuGetErrorName");
    if (!link_create || !link_add_data || !link_add_file || !link_complete || !link_destroy || !module_load_data || !module_get_function ||
        !launch_cooperative || !error_name)
        return 1;
    const int blocks = 8, threads = 64, n = blocks * threads;
    int *data, *sums, *totals;
    CHECK(cudaMalloc(&data, n * sizeof(int)));
    CHECK(cudaMalloc(&sums, blocks * sizeof(int)));
    CHECK(cudaMalloc(&totals, 3 * blocks * sizeof(int)));
    fill<<<blocks, threads>>>(data, n);
    CHECK_LAUNCH();
    CHECK(cudaDeviceSynchronize());

    CUlinkState link;
    printf("cuLinkCreate: %s\n", named(link_create(0, nullptr, nullptr, &link)));
    printf("cuLinkAddData (PTX): %s\n", named(link_add_data(link, CU_JIT_INPUT_PTX, (void *)rounds_ptx, sizeof(rounds_ptx), "rounds.ptx", 0, nullptr, nullptr)));
    printf("cuLinkAddFile (libcudadevrt.a): %s\n", named(link_add_file(link, CU_JIT_INPUT_LIBRARY, CUDADEVRT, 0, nullptr, nullptr)));
    void *image = nullptr;
    size_t size = 0;
    printf("cuLinkComplete: %s\n", named(link_complete(link, &image, &size)));
    CUmodule module;
    printf("cuModuleLoadData: %s\n", named(module_load_data(&module, image)));
    printf("cuLinkDestroy: %s\n", named(link_destroy(link)));
    CUfunction rounds;
    printf("cuModuleGetFunction: %s\n", named(module_get_function(&rounds, module, "rounds")));

    // Sum of every value, plus each of the n threads' round number.
    const int all = n * (n - 1) / 2;
    for (int launch = 0; launch < 2; launch++) {
        CHECK(cudaMemset(totals, 0, 3 * blocks * sizeof(int)));
        void *args[] = {&data, &sums, &totals};
        printf("cuLaunchCooperativeKernel (launch %d): %s\n", launch, named(launch_cooperative(rounds, blocks, 1, 1, threads, 1, 1, 0, nullptr, args)));
        CHECK(cudaDeviceSynchronize());
        std::vector<int> host(3 * blocks);
        CHECK(cudaMemcpy(host.data(), totals, host.size() * sizeof(int), cudaMemcpyDeviceToHost));
        for (int round = 0; round < 3; round++) {
            int wrong = 0;
            for (int b = 0; b < blocks; b++)
                wrong += host[3 * b + round] != all + n * round;
            printf("launch %d round %d: total %d (expected %d), %d of %d blocks wrong\n", launch, round, host[round], all + n * round, wrong, blocks);
        }
    }
    CHECK(cudaFree(data));
    CHECK(cudaFree(sums));
    CHECK(cudaFree(totals));
    return 0;
}
