// Many kernel parameters: 20 mixed scalars, and a 1 KiB struct passed by value.
#include "check.cuh"

struct Big {
    int words[256];
};

__global__ void twenty(long long *out, int a0, char a1, double a2, short a3, float a4, long long a5, unsigned char a6,
                       int a7, double a8, char a9, float a10, int a11, short a12, long long a13, float a14, char a15,
                       double a16, int a17, unsigned a18, short a19) {
    long long terms[20] = {a0, a1, (long long)a2, a3, (long long)a4, a5, a6, a7, (long long)a8, a9,
                           (long long)a10, a11, a12, a13, (long long)a14, a15, (long long)a16, a17, a18, a19};
    long long weighted = 0;
    for (int i = 0; i < 20; i++) {
        out[i] = terms[i];
        weighted += (i + 1) * terms[i];
    }
    out[20] = weighted;
}

__global__ void big(int *out, Big b, int scale) {
    int t = threadIdx.x;
    out[t] = b.words[t] * scale + b.words[255 - t];
}

int main() {
    long long *dev, host[21];
    CHECK(cudaMalloc(&dev, sizeof(host)));
    twenty<<<1, 1>>>(dev, 1, -2, 3.0, -4, 5.0f, 6000000000LL, 7, -8, 9.0, 10, -11.0f, 12, -13, 14, 15.0f, -16, 17.0, 18,
                     19u, -20);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(host, dev, sizeof(host), cudaMemcpyDeviceToHost));
    printf("twenty:");
    for (int i = 0; i < 20; i++) printf(" %lld", host[i]);
    printf("\nweighted sum %lld\n", host[20]);

    Big b;
    for (int i = 0; i < 256; i++) b.words[i] = i * i - 100;
    int *dev_out, out[256];
    CHECK(cudaMalloc(&dev_out, sizeof(out)));
    big<<<1, 256>>>(dev_out, b, -3);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(out, dev_out, sizeof(out), cudaMemcpyDeviceToHost));
    long long sum = 0;
    for (int i = 0; i < 256; i++) sum += (long long)out[i] * (i + 1);
    printf("big struct: out[0] %d out[1] %d out[255] %d weighted %lld\n", out[0], out[1], out[255], sum);

    CHECK(cudaFree(dev));
    CHECK(cudaFree(dev_out));
    printf("done\n");
    return 0;
}
