// 32-bit integer atomics on global and shared memory: add, sub, min, max, and, or, xor,
// inc, dec, exch and CAS on int and unsigned, with results that do not depend on the order.
#include "check.cuh"

const int THREADS = 1024;

enum { ADD, SUB, MIN, MAX, UMIN, UMAX, AND, OR, XOR, INC, DEC, EXCH_SUM, CAS_WINS, CAS_PRODUCT, BLOCK_ADD, SYSTEM_ADD, COUNT };

__global__ void global_atomics(int *v, unsigned *u, unsigned *slots) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    atomicAdd(&v[ADD], i % 7 - 3);
    atomicSub(&u[SUB], (unsigned)i);
    atomicMin(&v[MIN], (i * 37) % 1001 - 600);
    atomicMax(&v[MAX], (i * 53) % 997 - 900);
    atomicMin(&u[UMIN], 0x80000000u + (unsigned)((i * 91) % 1009));
    atomicMax(&u[UMAX], (unsigned)i * 2654435761u);
    atomicAnd(&u[AND], ~(1u << (i % 29)) | (i & 1));
    atomicOr(&u[OR], 1u << (i % 27));
    atomicXor(&u[XOR], (unsigned)i * 0x9e3779b9u);
    atomicInc(&u[INC], 99u);  // counts modulo 100
    atomicDec(&u[DEC], 99u);
    // Exchanges: the old values returned plus the final value add up to the initial value
    // plus every value written, whatever the order.
    unsigned old = atomicExch(&u[EXCH_SUM + COUNT], (unsigned)i + 1);
    atomicAdd(&u[EXCH_SUM], old);
    // Each of 16 slots is claimed by exactly one thread.
    if (atomicCAS(&slots[i % 16], 0u, (unsigned)i + 1) == 0u) atomicAdd(&u[CAS_WINS], 1u);
    // A product by a CAS loop: multiplication commutes, so the result is fixed.
    unsigned seen = u[CAS_PRODUCT], assumed;
    do {
        assumed = seen;
        seen = atomicCAS(&u[CAS_PRODUCT], assumed, assumed * (2u * i + 1u));
    } while (seen != assumed);
    atomicAdd_block(&v[BLOCK_ADD], 2);
    atomicAdd_system(&v[SYSTEM_ADD], -1);
}

// Shared-memory atomics; the values atomicAdd returns must be a permutation of 0..n-1.
__global__ void shared_atomics(unsigned *out, unsigned *seen) {
    __shared__ unsigned counter, mx, orr;
    int t = threadIdx.x;
    if (t == 0) counter = mx = orr = 0;
    __syncthreads();
    unsigned ticket = atomicAdd(&counter, 1u);
    atomicOr(&seen[ticket / 32], 1u << (ticket % 32));
    atomicMax(&mx, (unsigned)(t * 7919) % 4096u);
    atomicOr(&orr, 1u << (t % 32));
    __syncthreads();
    if (t == 0) {
        out[0] = counter;
        out[1] = mx;
        out[2] = orr;
    }
}

int main() {
    int init_v[COUNT] = {}, *v;
    unsigned init_u[2 * COUNT] = {}, *u, *slots;
    init_v[MIN] = 1 << 30;
    init_v[MAX] = -(1 << 30);
    init_u[SUB] = 1000000000u;
    init_u[UMIN] = 0xffffffffu;
    init_u[AND] = 0xffffffffu;
    init_u[CAS_PRODUCT] = 1u;
    init_u[EXCH_SUM + COUNT] = 5u;  // the exchanged word
    CHECK(cudaMalloc(&v, sizeof(init_v)));
    CHECK(cudaMalloc(&u, sizeof(init_u)));
    CHECK(cudaMalloc(&slots, 16 * sizeof(unsigned)));
    CHECK(cudaMemcpy(v, init_v, sizeof(init_v), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(u, init_u, sizeof(init_u), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(slots, 0, 16 * sizeof(unsigned)));
    global_atomics<<<THREADS / 256, 256>>>(v, u, slots);
    CHECK_LAUNCH();
    int rv[COUNT];
    unsigned ru[2 * COUNT];
    CHECK(cudaMemcpy(rv, v, sizeof(rv), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(ru, u, sizeof(ru), cudaMemcpyDeviceToHost));
    printf("add %d\nsub %u\nmin %d\nmax %d\n", rv[ADD], ru[SUB], rv[MIN], rv[MAX]);
    printf("umin %08x\numax %08x\nand %08x\nor %08x\nxor %08x\n", ru[UMIN], ru[UMAX], ru[AND], ru[OR], ru[XOR]);
    printf("inc %u\ndec %u\n", ru[INC], ru[DEC]);
    printf("exchanged values conserved: %u\n", ru[EXCH_SUM] + ru[EXCH_SUM + COUNT]);
    printf("cas wins %u\ncas product %08x\n", ru[CAS_WINS], ru[CAS_PRODUCT]);
    printf("block add %d\nsystem add %d\n", rv[BLOCK_ADD], rv[SYSTEM_ADD]);
    unsigned claimed[16];
    CHECK(cudaMemcpy(claimed, slots, sizeof(claimed), cudaMemcpyDeviceToHost));
    int valid = 1;
    for (int s = 0; s < 16; s++) valid &= claimed[s] != 0 && (claimed[s] - 1) % 16 == (unsigned)s;
    printf("every slot claimed by a thread of its class: %s\n", valid ? "yes" : "no");

    unsigned *out, *seen, r[3], bits[32];
    CHECK(cudaMalloc(&out, 3 * sizeof(unsigned)));
    CHECK(cudaMalloc(&seen, sizeof(bits)));
    CHECK(cudaMemset(seen, 0, sizeof(bits)));
    shared_atomics<<<1, 1024>>>(out, seen);
    CHECK_LAUNCH();
    CHECK(cudaMemcpy(r, out, sizeof(r), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(bits, seen, sizeof(bits), cudaMemcpyDeviceToHost));
    int all = 1;
    for (int w = 0; w < 32; w++) all &= bits[w] == 0xffffffffu;
    printf("shared: counter %u max %u or %08x, tickets form a permutation: %s\n", r[0], r[1], r[2], all ? "yes" : "no");

    CHECK(cudaFree(v));
    CHECK(cudaFree(u));
    CHECK(cudaFree(slots));
    CHECK(cudaFree(out));
    CHECK(cudaFree(seen));
    printf("done\n");
    return 0;
}
