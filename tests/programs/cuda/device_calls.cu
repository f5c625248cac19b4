// Device code structure: __noinline__ functions, recursion (with a per-thread stack), function
// pointers chosen at run time, a virtual call on an object built on the device, and templates.
#include "check.cuh"

__device__ __noinline__ int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }

__device__ __noinline__ int ackermann_small(int m, int n) {
    if (m == 0) return n + 1;
    if (n == 0) return ackermann_small(m - 1, 1);
    return ackermann_small(m - 1, ackermann_small(m, n - 1));
}

__device__ __noinline__ int sum_array_recursive(const int *p, int n) {
    int local[4];  // forces a stack frame
    for (int i = 0; i < 4; i++) local[i] = i < n ? p[i] : 0;
    int s = local[0] + local[1] + local[2] + local[3];
    return n <= 4 ? s : s + sum_array_recursive(p + 4, n - 4);
}

typedef int (*op_t)(int, int);
__device__ int op_add(int a, int b) { return a + b; }
__device__ int op_mul(int a, int b) { return a * b; }
__device__ int op_xor(int a, int b) { return a ^ b; }
__device__ int op_sub(int a, int b) { return a - b; }
__device__ op_t OPS[4] = {op_add, op_mul, op_xor, op_sub};

struct Shape {
    __device__ virtual int area() const = 0;
    __device__ virtual ~Shape() {}
};
struct Rect : Shape {
    int w, h;
    __device__ Rect(int w, int h) : w(w), h(h) {}
    __device__ int area() const override { return w * h; }
};
struct Square : Shape {
    int s;
    __device__ Square(int s) : s(s) {}
    __device__ int area() const override { return s * s; }
};

template <typename T, int N> __device__ T power(T x) {
    T r = 1;
    for (int i = 0; i < N; i++) r *= x;
    return r;
}

__global__ void calls(const int *data, long long *out) {
    int t = threadIdx.x;
    long long *o = out + t * 6;
    o[0] = gcd(data[t] * 6, 84 + t);
    o[1] = ackermann_small(t % 3, t % 4);
    o[2] = sum_array_recursive(data, 3 + t);
    o[3] = OPS[t % 4](data[t], t + 1);  // an indirect call through a table
    Rect r(t + 1, 3);
    Square s(t);
    const Shape *shape = (t % 2) ? (const Shape *)&r : (const Shape *)&s;
    o[4] = shape->area();  // a virtual call
    o[5] = power<long long, 5>(t - 4) + (long long)power<float, 3>(0.5f * t);
}

int main() {
    int data[64];
    for (int i = 0; i < 64; i++) data[i] = i * 7 - 30;
    int *d_data;
    long long *d_out, out[32 * 6];
    CHECK(cudaMalloc(&d_data, sizeof(data)));
    CHECK(cudaMalloc(&d_out, sizeof(out)));
    CHECK(cudaMemcpy(d_data, data, sizeof(data), cudaMemcpyHostToDevice));
    calls<<<1, 32>>>(d_data, d_out);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(out, d_out, sizeof(out), cudaMemcpyDeviceToHost));
    const char *names[6] = {"gcd", "ackermann", "recursive sum", "function pointer", "virtual", "templates"};
    for (int k = 0; k < 6; k++) {
        printf("%s:", names[k]);
        for (int t = 0; t < 32; t++) printf(" %lld", out[t * 6 + k]);
        printf("\n");
    }
    CHECK(cudaFree(d_data));
    CHECK(cudaFree(d_out));
    printf("done\n");
    return 0;
}
