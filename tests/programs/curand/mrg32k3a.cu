// Every case of curand_check.cuh's pseudorandom set for CURAND_RNG_PSEUDO_MRG32K3A, device and host.
#include "curand_check.cuh"

int main(int argc, char** argv) {
    run_pseudo(CURAND_RNG_PSEUDO_MRG32K3A, "mrg32k3a", with_device(argc, argv));
    return 0;
}
