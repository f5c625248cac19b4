// A second translation unit for the linked-program tests: its own kernel and a host main.

#include <cstdio>

extern "C" __global__ void twice(int *x) { x[threadIdx.x] *= 2; }

int main() {
    std::printf("linked\n");
    return 0;
}
