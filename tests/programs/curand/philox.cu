// Every case of curand_check.cuh's pseudorandom set for CURAND_RNG_PSEUDO_PHILOX4_32_10, device and host.
#include "curand_check.cuh"

int main(int argc, char** argv) {
    run_pseudo(CURAND_RNG_PSEUDO_PHILOX4_32_10, "philox", with_device(argc, argv));
    return 0;
}
