// cudaDriverGetVersion and cudaRuntimeGetVersion, printed only as relationships.
#include "check.cuh"

int main() {
    int driver = 0, runtime = 0;
    CHECK(cudaDriverGetVersion(&driver));
    CHECK(cudaRuntimeGetVersion(&runtime));
    printf("cudaDriverGetVersion ok: %s\n", driver > 0 ? "yes" : "no");
    printf("cudaRuntimeGetVersion ok: %s\n", runtime > 0 ? "yes" : "no");
    printf("runtime major matches the header: %s\n", runtime / 1000 == CUDART_VERSION / 1000 ? "yes" : "no");
    printf("driver >= runtime: %s\n", driver >= runtime ? "yes" : "no");
    printf("driver >= 13000: %s\n", driver >= 13000 ? "yes" : "no");
    // A null pointer is an error, not a crash.
    SHOW("cudaDriverGetVersion(NULL)", cudaDriverGetVersion(nullptr));
    SHOW("cudaGetLastError after it", cudaGetLastError());
    SHOW("cudaGetLastError again", cudaGetLastError());
    printf("done\n");
    return 0;
}
