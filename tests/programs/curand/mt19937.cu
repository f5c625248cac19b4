// Every case of curand_check.cuh's pseudorandom set for CURAND_RNG_PSEUDO_MT19937, device and host.
#include "curand_check.cuh"

int main(int argc, char** argv) {
    run_pseudo(CURAND_RNG_PSEUDO_MT19937, "mt19937", with_device(argc, argv));
    return 0;
}
