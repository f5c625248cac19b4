// Runs every kernel of a PTX module on an NVIDIA GPU with the convention of common.cuh and
// writes what each thread produced: `record MODULE.ptx OUTPUT.txt`. Kernels named
// `compile_only_*` are not run.
#include <cuda.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

static const unsigned BLOCKS = 2, THREADS = 64, WORDS = 8, DYNAMIC_SHARED = 256;
static const uint32_t FILL = 0xa5a5a5a5u;

static void check(CUresult result, const char *what) {
    if (result != CUDA_SUCCESS) {
        const char *name = "?";
        cuGetErrorName(result, &name);
        fprintf(stderr, "%s: %s\n", what, name);
        exit(1);
    }
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: record MODULE.ptx OUTPUT.txt\n");
        return 2;
    }
    std::ifstream file(argv[1]);
    std::stringstream text;
    text << file.rdbuf();
    std::string ptx = text.str();

    check(cuInit(0), "cuInit");
    CUdevice device;
    check(cuDeviceGet(&device, 0), "cuDeviceGet");
    CUcontext context;
    check(cuDevicePrimaryCtxRetain(&context, device), "cuDevicePrimaryCtxRetain");
    check(cuCtxSetCurrent(context), "cuCtxSetCurrent");

    char log[8192] = {0};
    CUjit_option options[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void *values[] = {log, (void *)(uintptr_t)sizeof(log)};
    CUmodule module;
    if (cuModuleLoadDataEx(&module, ptx.c_str(), 2, options, values) != CUDA_SUCCESS) {
        fprintf(stderr, "%s: the driver rejects the PTX:\n%s\n", argv[1], log);
        return 1;
    }
    unsigned count = 0;
    check(cuModuleGetFunctionCount(&count, module), "cuModuleGetFunctionCount");
    std::vector<CUfunction> functions(count);
    check(cuModuleEnumerateFunctions(functions.data(), count, module), "cuModuleEnumerateFunctions");
    std::vector<std::pair<std::string, CUfunction>> kernels;
    for (CUfunction function : functions) {
        const char *name;
        check(cuFuncGetName(&name, function), "cuFuncGetName");
        if (std::string(name).rfind("compile_only_", 0) != 0) kernels.push_back({name, function});
    }
    std::sort(kernels.begin(), kernels.end(), [](auto &a, auto &b) { return a.first < b.first; });

    const size_t words = (size_t)BLOCKS * THREADS * WORDS;
    CUdeviceptr out;
    check(cuMemAlloc(&out, words * 4), "cuMemAlloc");
    std::vector<uint32_t> host(words);
    FILE *output = fopen(argv[2], "w");
    if (!output) {
        perror(argv[2]);
        return 1;
    }
    for (auto &[name, function] : kernels) {
        check(cuMemsetD32(out, FILL, words), "cuMemsetD32");
        void *args[] = {&out};
        check(cuLaunchKernel(function, BLOCKS, 1, 1, THREADS, 1, 1, DYNAMIC_SHARED, 0, args, nullptr), name.c_str());
        check(cuCtxSynchronize(), name.c_str());
        check(cuMemcpyDtoH(host.data(), out, words * 4), "cuMemcpyDtoH");
        fprintf(output, "kernel %s\n", name.c_str());
        for (unsigned thread = 0; thread < BLOCKS * THREADS; thread++) {
            const uint32_t *w = &host[thread * WORDS];
            bool wrote = false;
            for (unsigned i = 0; i < WORDS; i++) wrote |= w[i] != FILL;
            if (!wrote) continue;
            fprintf(output, "%u:", thread);
            for (unsigned i = 0; i < WORDS; i++) fprintf(output, " %08x", w[i]);
            fprintf(output, "\n");
        }
    }
    fclose(output);
    return 0;
}
