// Every case of curand_check.cuh's pseudorandom set for XORWOW, by its name and as the
// default pseudorandom type, device and host.
#include "curand_check.cuh"

int main(int argc, char** argv) {
    run_pseudo(CURAND_RNG_PSEUDO_XORWOW, "xorwow", with_device(argc, argv));
    run_pseudo(CURAND_RNG_PSEUDO_DEFAULT, "pseudo_default", with_device(argc, argv));
    return 0;
}
