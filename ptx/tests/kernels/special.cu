// Special registers: thread and block indices and sizes, lane and warp identifiers, SM
// identifiers, shared-memory sizes, clocks and timers, nanosleep, and %envreg (compile only).
// Values the hardware does not fix (warp and SM numbers, clock readings) are written only as
// comparisons.
#include "common.cuh"

// %tid, %ntid, %ctaid, %nctaid in x, y and z, through the C++ built-ins.
TEST thread_indices(uint32_t *out) {
    uint32_t *o = slot(out);
    o[0] = threadIdx.x;
    o[1] = threadIdx.y | (threadIdx.z << 16);
    o[2] = blockDim.x;
    o[3] = blockDim.y | (blockDim.z << 16);
    o[4] = blockIdx.x;
    o[5] = blockIdx.y | (blockIdx.z << 16);
    o[6] = gridDim.x;
    o[7] = gridDim.y | (gridDim.z << 16) | (warpSize << 24);
}

// The same registers read directly in PTX, including the 64-bit form of %tid.x's index math.
TEST thread_indices_asm(uint32_t *out) {
    uint32_t *o = slot(out);
    uint32_t tx = SREG("tid.x"), ty = SREG("tid.y"), tz = SREG("tid.z");
    uint32_t nx = SREG("ntid.x"), ny = SREG("ntid.y"), nz = SREG("ntid.z");
    uint32_t cx = SREG("ctaid.x"), cy = SREG("ctaid.y"), cz = SREG("ctaid.z");
    uint32_t gx = SREG("nctaid.x"), gy = SREG("nctaid.y"), gz = SREG("nctaid.z");
    uint32_t packed;
    asm("{ .reg .u16 lo; mov.u16 lo, %%tid.x; cvt.u32.u16 %0, lo; }" : "=r"(packed));   // 16-bit read
    uint64_t wide;
    asm("{ .reg .u32 a, b; mov.u32 a, %%ctaid.x; mov.u32 b, %%ntid.x; mul.wide.u32 %0, a, b; }" : "=l"(wide));
    o[0] = tx + ty * 1000 + tz * 1000000;
    o[1] = nx + ny * 1000 + nz * 1000000;
    o[2] = cx + cy * 1000 + cz * 1000000;
    o[3] = gx + gy * 1000 + gz * 1000000;
    o[4] = packed;
    o[5] = (uint32_t)wide + tx;
    o[6] = (uint32_t)(wide >> 32);
}

// %laneid against the thread index; %warpid and %nwarpid, %smid and %nsmid only as
// comparisons.
TEST lane_warp_sm(uint32_t *out) {
    uint32_t *o = slot(out);
    uint32_t lane = SREG_VOLATILE("laneid"), warp = SREG_VOLATILE("warpid"), nwarp = SREG_VOLATILE("nwarpid");
    uint32_t sm = SREG_VOLATILE("smid"), nsm = SREG_VOLATILE("nsmid");
    o[0] = lane;
    o[1] = lane == threadIdx.x % 32;
    o[2] = warp < nwarp;
    o[3] = nwarp >= 2;                        // a block of two warps fits on one multiprocessor
    o[4] = sm < nsm;
    o[5] = nsm >= 1;
    // Every lane of a warp sees the same %warpid and %smid.
    o[6] = __shfl_sync(0xffffffffu, warp, 0) == warp;
    o[7] = __shfl_sync(0xffffffffu, sm, 31) == sm;
}

// %dynamic_smem_size (256 by the convention) and %total_smem_size, which also counts the static
// shared memory of the kernel.
TEST smem_sizes(uint32_t *out) {
    __shared__ uint32_t fixed[32];
    extern __shared__ uint32_t dyn[];
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x;
    fixed[t % 32] = t;
    dyn[t] = t * 2;
    __syncthreads();
    uint32_t dynamic = SREG_VOLATILE("dynamic_smem_size"), total = SREG_VOLATILE("total_smem_size");
    o[0] = dynamic;
    o[1] = total >= dynamic + sizeof(fixed);
    o[2] = total >= 256;
    o[3] = fixed[(t + 1) % 32] + dyn[63 - t];
}

// Clocks and timers: %clock, %clock_hi, %clock64 and %globaltimer move forward.
TEST clocks(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid();
    long long c0 = clock64();
    unsigned k0 = clock();
    uint64_t g0 = SREG64_VOLATILE("globaltimer");
    uint32_t x = t;
    for (int i = 0; i < 200; i++) x = x * 1664525u + 1013904223u;
    long long c1 = clock64();
    unsigned k1 = clock();
    uint64_t g1 = SREG64_VOLATILE("globaltimer");
    uint32_t hi = SREG_VOLATILE("clock_hi"), lo32 = SREG_VOLATILE("clock");
    uint32_t glo = SREG_VOLATILE("globaltimer_lo"), ghi = SREG_VOLATILE("globaltimer_hi");
    o[0] = c1 >= c0;
    o[1] = c0 > 0;
    o[2] = (uint32_t)(k1 - k0) < 0x80000000u && (uint32_t)(lo32 - k0) < 0x80000000u;
    o[3] = g1 >= g0;
    o[4] = g0 > 0;
    o[5] = ((uint64_t)ghi << 32 | glo) >= g0;
    o[6] = (uint32_t)((uint64_t)c1 >> 32) <= hi;
    o[7] = x | 1u;                       // the work between the readings
}

// nanosleep (sm_70), then the global timer has not gone backwards.
TEST nanosleep_timer(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid();
    uint64_t g0 = SREG64_VOLATILE("globaltimer");
    __nanosleep(1000 + t * 10);
    uint64_t g1 = SREG64_VOLATILE("globaltimer");
    long long c0 = clock64();
    uint32_t ns = 500;
    asm volatile("nanosleep.u32 %0;" ::"r"(ns));
    asm volatile("nanosleep.u32 200;");
    long long c1 = clock64();
    o[0] = (int64_t)(g1 - g0) >= 0;
    o[1] = g1 >= g0;
    o[2] = c1 >= c0;
    o[3] = t;
}

// %envreg values are set by the driver and not fixed: compile only.
TEST compile_only_envreg(uint32_t *out) {
    uint32_t *o = slot(out);
    uint32_t e0 = SREG_VOLATILE("envreg0"), e1 = SREG_VOLATILE("envreg1"), e31 = SREG_VOLATILE("envreg31");
    o[0] = e0;
    o[1] = e1;
    o[2] = e31;
}

// Other registers whose values vary from launch to launch: compile only.
TEST compile_only_varying_registers(uint32_t *out) {
    uint32_t *o = slot(out);
    uint64_t grid = SREG64_VOLATILE("gridid");
    uint32_t pm0 = SREG_VOLATILE("pm0"), clk = SREG_VOLATILE("clock"), warp = SREG_VOLATILE("warpid");
    uint32_t sm = SREG_VOLATILE("smid");
    o[0] = (uint32_t)grid;
    o[1] = pm0;
    o[2] = clk;
    o[3] = warp;
    o[4] = sm;
    o[5] = (uint32_t)clock64();
}
