// cuRAND's device API (curand_kernel.h), which is header code compiled into the
// application's PTX: XORWOW, MRG32k3a and Philox states made with curand_init (seed,
// subsequence, offset), their raw, uniform, normal and Poisson numbers, and curand_discrete
// over the Poisson distributions of the host API (curandCreatePoissonDistribution).
#include "curand_check.cuh"
#include <curand_kernel.h>

#define THREADS 128
#define PER_THREAD 12

// Each thread's numbers of every kind: raw, uniform, normal, normal double, then Poisson
// numbers of three lambdas, PER_THREAD of each, from state (1234, subsequence t, offset 5).
template <class State>
__global__ void kinds(unsigned* bits, float* uniform, float* normal, double* normal_double, unsigned* poisson) {
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    State state;
    curand_init(1234ull, t, 5ull, &state);
    for (int i = 0; i < PER_THREAD; i++) bits[t * PER_THREAD + i] = curand(&state);
    for (int i = 0; i < PER_THREAD; i++) uniform[t * PER_THREAD + i] = curand_uniform(&state);
    for (int i = 0; i < PER_THREAD; i++) normal[t * PER_THREAD + i] = curand_normal(&state);
    for (int i = 0; i < PER_THREAD; i++) normal_double[t * PER_THREAD + i] = curand_normal_double(&state);
    const double lambdas[3] = {4.5, 100.0, 5000.0};
    for (int l = 0; l < 3; l++)
        for (int i = 0; i < PER_THREAD; i++) poisson[(l * THREADS + t) * PER_THREAD + i] = curand_poisson(&state, lambdas[l]);
}

__global__ void discrete(curandDiscreteDistribution_t distribution, unsigned* out) {
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    curandStatePhilox4_32_10_t state;
    curand_init(99ull, t, 0ull, &state);
    for (int i = 0; i < PER_THREAD; i++) out[t * PER_THREAD + i] = curand_discrete(&state, distribution);
}

template <class T> static std::vector<T> fetch(T* device, size_t n) {
    std::vector<T> host(n);
    CUDA_OK(cudaMemcpy(host.data(), device, n * sizeof(T), cudaMemcpyDeviceToHost));
    return host;
}

template <class State> static void run_kinds(const std::string& name) {
    const size_t n = THREADS * PER_THREAD;
    unsigned *bits, *poisson;
    float *uniform, *normal;
    double* normal_double;
    CUDA_OK(cudaMalloc(&bits, n * 4));
    CUDA_OK(cudaMalloc(&uniform, n * 4));
    CUDA_OK(cudaMalloc(&normal, n * 4));
    CUDA_OK(cudaMalloc(&normal_double, n * 8));
    CUDA_OK(cudaMalloc(&poisson, 3 * n * 4));
    kinds<State><<<THREADS / 64, 64>>>(bits, uniform, normal, normal_double, poisson);
    CUDA_OK(cudaGetLastError());
    CUDA_OK(cudaDeviceSynchronize());
    put(name + ".bits", fetch(bits, n), true);
    put(name + ".uniform", fetch(uniform, n), true);
    put(name + ".normal", fetch(normal, n), false);
    put(name + ".normal_double", fetch(normal_double, n), false);
    std::vector<uint32_t> all = fetch(poisson, 3 * n);
    const char* lambdas[3] = {"45", "1000", "50000"};
    for (int l = 0; l < 3; l++) put(name + ".poisson" + lambdas[l], std::vector<uint32_t>(all.begin() + l * n, all.begin() + (l + 1) * n), true);
    CUDA_OK(cudaFree(bits));
    CUDA_OK(cudaFree(uniform));
    CUDA_OK(cudaFree(normal));
    CUDA_OK(cudaFree(normal_double));
    CUDA_OK(cudaFree(poisson));
}

int main() {
    run_kinds<curandStateXORWOW_t>("xorwow");
    run_kinds<curandStateMRG32k3a_t>("mrg32k3a");
    run_kinds<curandStatePhilox4_32_10_t>("philox");
    const size_t n = THREADS * PER_THREAD;
    unsigned* out;
    CUDA_OK(cudaMalloc(&out, n * 4));
    for (double lambda : {0.5, 4.5, 30.0, 300.0, 1000.0}) {
        std::string label = "discrete" + std::to_string((int)(lambda * 10));
        curandDiscreteDistribution_t distribution;
        curandStatus_t s = curandCreatePoissonDistribution(lambda, &distribution);
        status(label + ".create", s);
        if (s != CURAND_STATUS_SUCCESS) continue;
        discrete<<<THREADS / 64, 64>>>(distribution, out);
        CUDA_OK(cudaGetLastError());
        CUDA_OK(cudaDeviceSynchronize());
        put(label, fetch(out, n), true);
        status(label + ".destroy", curandDestroyDistribution(distribution));
    }
    CUDA_OK(cudaFree(out));
    return 0;
}
