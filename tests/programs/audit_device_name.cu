// Prints device 0's name through NVIDIA's libcudart: under rocuda, the host device's or an
// AMD GPU's name, which shows whose libcuda.so.1 the runtime loaded.
#include <cstdio>
#include <cuda_runtime.h>

int main() {
    cudaDeviceProp prop;
    cudaError_t error = cudaGetDeviceProperties(&prop, 0);
    if (error != cudaSuccess) {
        std::printf("cudaGetDeviceProperties failed: %s\n", cudaGetErrorName(error));
        return 1;
    }
    std::printf("device 0: %s\n", prop.name);
    return 0;
}
