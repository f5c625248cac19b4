// cudaMalloc, cudaMemcpy in every direction (H2D, D2H, D2D, H2H and cudaMemcpyDefault),
// partial copies at odd offsets, and cudaMemset.
#include "check.cuh"

static uint32_t checksum(const unsigned char *p, size_t n) {
    uint32_t h = 2166136261u;  // FNV-1a
    for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * 16777619u;
    return h;
}

int main() {
    const size_t n = 1 << 20;
    unsigned char *host = new unsigned char[n], *back = new unsigned char[n], *copy = new unsigned char[n];
    for (size_t i = 0; i < n; i++) host[i] = (unsigned char)(i * 7 + (i >> 8));
    printf("source checksum %08x\n", checksum(host, n));

    unsigned char *a, *b;
    CHECK(cudaMalloc(&a, n));
    CHECK(cudaMalloc(&b, n));
    CHECK(cudaMemcpy(a, host, n, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(b, a, n, cudaMemcpyDeviceToDevice));
    CHECK(cudaMemcpy(back, b, n, cudaMemcpyDeviceToHost));
    printf("H2D, D2D, D2H: %s\n", memcmp(host, back, n) == 0 ? "equal" : "different");

    CHECK(cudaMemcpy(copy, host, n, cudaMemcpyHostToHost));
    printf("H2H: %s\n", memcmp(host, copy, n) == 0 ? "equal" : "different");

    // cudaMemcpyDefault infers the direction from the pointers (unified addressing).
    memset(copy, 0, n);
    CHECK(cudaMemset(b, 0, n));
    CHECK(cudaMemcpy(b, host, n, cudaMemcpyDefault));
    CHECK(cudaMemcpy(a, b, n, cudaMemcpyDefault));
    CHECK(cudaMemcpy(copy, a, n, cudaMemcpyDefault));
    printf("Default H2D, D2D, D2H: %s\n", memcmp(host, copy, n) == 0 ? "equal" : "different");
    memset(copy, 0, n);
    CHECK(cudaMemcpy(copy, host, n, cudaMemcpyDefault));
    printf("Default H2H: %s\n", memcmp(host, copy, n) == 0 ? "equal" : "different");

    // Partial copies at odd offsets and lengths.
    CHECK(cudaMemset(a, 0x11, n));
    CHECK(cudaMemcpy(a + 3, host + 5, 1001, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(a + 2000, a + 3, 777, cudaMemcpyDeviceToDevice));
    CHECK(cudaMemcpy(back, a, 4096, cudaMemcpyDeviceToHost));
    printf("bytes 0..8:");
    for (int i = 0; i < 8; i++) printf(" %02x", back[i]);
    printf("\nbytes 1000..1008:");
    for (int i = 1000; i < 1008; i++) printf(" %02x", back[i]);
    printf("\nbytes 1999..2003:");
    for (int i = 1999; i < 2003; i++) printf(" %02x", back[i]);
    printf("\nbytes 2775..2779:");
    for (int i = 2775; i < 2779; i++) printf(" %02x", back[i]);
    printf("\nfirst 4096 checksum %08x\n", checksum(back, 4096));

    // cudaMemset writes bytes: a value above 255 keeps its low byte.
    CHECK(cudaMemset(a, 0x1ab, 64));
    CHECK(cudaMemset(a + 17, 0, 5));
    CHECK(cudaMemcpy(back, a, 64, cudaMemcpyDeviceToHost));
    printf("memset:");
    for (int i = 14; i < 24; i++) printf(" %02x", back[i]);
    printf("\n");
    // A zero-byte copy and memset are no-ops that succeed.
    CHECK(cudaMemcpy(back, a, 0, cudaMemcpyDeviceToHost));
    CHECK(cudaMemset(a, 0, 0));

    CHECK(cudaFree(a));
    CHECK(cudaFree(b));
    CHECK(cudaFree(nullptr));
    delete[] host;
    delete[] back;
    delete[] copy;
    printf("done\n");
    return 0;
}
