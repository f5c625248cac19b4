// Loads and stores in every state space: global scalars of every width and vectors, the
// non-coherent and volatile forms, memory-ordering qualifiers and cache hints, static and
// dynamic shared memory, local arrays, constant memory, the function parameter space,
// generic addressing (cvta, isspacep), prefetch and initialized module-scope variables.
#include "common.cuh"

// Tables in global memory. They are never written, so every kernel sees the initializers.
__device__ uint8_t G_U8[8] = {0x00, 0x01, 0x7f, 0x80, 0xff, 0x12, 0xfe, 0x81};
__device__ int8_t G_S8[8] = {0, 1, 127, -128, -1, 18, -2, -127};
__device__ uint16_t G_U16[8] = {0x0000, 0x0001, 0x7fff, 0x8000, 0xffff, 0x1234, 0xfffe, 0x8001};
__device__ int16_t G_S16[8] = {0, 1, 32767, -32768, -1, 4660, -2, -32767};
__device__ uint32_t G_U32[8] = {0u, 1u, 0x7fffffffu, 0x80000000u, 0xffffffffu, 0x12345678u, 0xfffffffeu, 0x80000001u};
__device__ int32_t G_S32[8] = {0, 1, 2147483647, -2147483647 - 1, -1, 305419896, -2, -2147483647};
__device__ uint64_t G_U64[8] = {0ull, 1ull, 0x7fffffffffffffffull, 0x8000000000000000ull,
                                0xffffffffffffffffull, 0x123456789abcdef0ull, 0x00000000ffffffffull, 0xffffffff00000000ull};
__device__ float G_F32[8] = {0.0f, -0.0f, 1.0f, -1.5f, 3.14159274f, 1e-40f, 3.40282347e38f, -65504.0f};
__device__ double G_F64[8] = {0.0, -0.0, 1.0, -1.5, 3.141592653589793, 4.9e-324, 1.7976931348623157e308, -1e-300};

__device__ float2 G_F2[4] = {{1.0f, 2.0f}, {-3.5f, 4.25f}, {0.0f, -0.0f}, {1e30f, -1e-30f}};
__device__ float4 G_F4[4] = {{1.0f, 2.0f, 3.0f, 4.0f},
                             {-1.0f, -2.0f, -3.0f, -4.0f},
                             {0.5f, 0.25f, 0.125f, 0.0625f},
                             {3.0e38f, -3.0e38f, 1.0e-38f, -1.0e-38f}};
__device__ int4 G_I4[4] = {{1, -2, 3, -4}, {2147483647, -2147483647 - 1, 0, -1}, {5, 6, 7, 8}, {-9, 10, -11, 12}};
__device__ uint2 G_U2[4] = {{1u, 2u}, {0xffffffffu, 0u}, {0x80000000u, 0x7fffffffu}, {0xdeadbeefu, 0xcafebabeu}};
__device__ double2 G_D2[4] = {{1.0, -1.0}, {0.1, 0.2}, {1e300, -1e-300}, {2.5, -0.0}};

// Loads of every scalar width from global memory, with sign extension of narrow signed
// loads to 32 and 64 bits.
TEST global_load_narrow(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned i = threadIdx.x % 8;
    o[0] = G_U8[i];
    o[1] = (uint32_t)(int32_t)G_S8[i];
    o[2] = G_U16[i];
    o[3] = (uint32_t)(int32_t)G_S16[i];
    int64_t wide8 = G_S8[(i + 3) % 8];
    int64_t wide16 = G_S16[(i + 5) % 8];
    o[4] = (uint32_t)(wide8 >> 32);
    o[5] = (uint32_t)wide8;
    o[6] = (uint32_t)(wide16 >> 32);
    o[7] = (uint32_t)wide16 ^ ((uint32_t)G_U8[(i + 1) % 8] << 8);
}

TEST global_load_wide(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned i = (threadIdx.x + blockIdx.x) % 8;
    o[0] = G_U32[i];
    o[1] = (uint32_t)(G_S32[i] >> 3);
    uint64_t u = G_U64[i];
    o[2] = (uint32_t)u;
    o[3] = (uint32_t)(u >> 32);
    o[4] = f32_bits(G_F32[i]);
    double d = G_F64[i];
    o[5] = f64_lo(d);
    o[6] = f64_hi(d);
    int64_t s = (int64_t)G_S32[(i + 1) % 8];
    o[7] = (uint32_t)(s >> 32) + (uint32_t)(u >> 60);
}

// Stores of every width into the thread's own words: the bytes not stored keep the fill.
TEST global_store_widths(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid();
    uint8_t *b = (uint8_t *)o;
    b[0] = (uint8_t)(t * 7);
    b[2] = (uint8_t)(0x80 | t);
    uint16_t *h = (uint16_t *)(o + 1);
    h[1] = (uint16_t)(t * 1000 + 3);
    o[2] = t * 0x01010101u;
    ((float *)o)[3] = (float)t * -0.75f;
    *(uint64_t *)(o + 4) = 0x0123456789abcdefull * (t + 1);
    *(double *)(o + 6) = (double)t / 3.0;
}

// Vector loads from global memory (v2 and v4 of 32-bit and 64-bit elements) and vector
// stores to the output.
TEST global_vectors(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned i = threadIdx.x % 4;
    switch ((threadIdx.x / 4) % 4) {
    case 0: {
        float4 v = G_F4[i];
        float4 w = make_float4(v.w * 2.0f, v.z, v.y, v.x + 1.0f);
        reinterpret_cast<float4 *>(o)[0] = v;
        reinterpret_cast<float4 *>(o)[1] = w;
        break;
    }
    case 1: {
        int4 v = G_I4[i];
        int4 w = make_int4(v.x + v.y, v.y - v.z, v.z ^ v.w, v.w >> 1);
        reinterpret_cast<int4 *>(o)[0] = v;
        reinterpret_cast<int4 *>(o)[1] = w;
        break;
    }
    case 2: {
        float2 f = G_F2[i];
        uint2 u = G_U2[i];
        reinterpret_cast<float2 *>(o)[0] = make_float2(f.y, f.x);
        reinterpret_cast<uint2 *>(o)[1] = u;
        reinterpret_cast<uint2 *>(o)[2] = make_uint2(u.y + 1, u.x - 1);
        reinterpret_cast<float2 *>(o)[3] = f;
        break;
    }
    default: {
        double2 d = G_D2[i];
        reinterpret_cast<double2 *>(o)[0] = d;
        reinterpret_cast<double2 *>(o)[1] = make_double2(d.y * 2.0, d.x + d.y);
        break;
    }
    }
}

// ld.global.nc through __ldg, for scalars and vectors.
TEST global_ldg(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned i = threadIdx.x % 8;
    o[0] = __ldg(&G_U32[i]);
    o[1] = (uint32_t)__ldg(&G_S32[(i + 2) % 8]);
    o[2] = f32_bits(__ldg(&G_F32[i]));
    double d = __ldg(&G_F64[(i + 1) % 8]);
    o[3] = f64_hi(d);
    float4 v = __ldg(&G_F4[i % 4]);
    o[4] = f32_bits(v.x + v.w);
    int4 w = __ldg(&G_I4[(i + 1) % 4]);
    o[5] = (uint32_t)(w.x ^ w.y ^ w.z ^ w.w);
    unsigned long long u = __ldg((const unsigned long long *)&G_U64[i]);
    o[6] = (uint32_t)(u >> 16);
    o[7] = (uint32_t)__ldg((const short *)&G_S16[i]) + __ldg((const unsigned char *)&G_U8[i]);
}

// Volatile loads and stores (ld.volatile / st.volatile) in global and shared memory.
TEST volatile_access(uint32_t *out) {
    __shared__ uint32_t s[64];
    volatile uint32_t *o = slot(out);
    volatile uint32_t *vs = s;
    unsigned t = threadIdx.x;
    o[0] = t * 3 + 1;
    o[1] = o[0] * 5;            // re-read after the store
    vs[t] = t ^ 0x55;
    o[2] = vs[t] + 1;
    volatile uint8_t *vb = (volatile uint8_t *)(o + 3);
    vb[1] = (uint8_t)t;
    vb[3] = vb[1] + 1;
    volatile uint16_t *vh = (volatile uint16_t *)(o + 4);
    vh[0] = (uint16_t)(0x8000 + t);
    o[5] = (uint32_t)(int32_t)(volatile int16_t &)vh[0];
    volatile uint64_t *vd = (volatile uint64_t *)(o + 6);
    *vd = 0xfedcba9876543210ull + t;
    o[7] = (uint32_t)(*vd >> 8) + ((volatile uint32_t *)G_U32)[t % 8];
}

// Memory-ordering qualifiers (sm_70): relaxed, acquire and release loads and stores, on
// generic and on global addresses.
TEST ordered_access(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid();
    uint32_t v;
    asm volatile("st.relaxed.gpu.u32 [%0], %1;" ::"l"(o), "r"(t + 100) : "memory");
    asm volatile("ld.relaxed.gpu.u32 %0, [%1];" : "=r"(v) : "l"(o) : "memory");
    o[1] = v * 2;
    size_t g = __cvta_generic_to_global(o + 2);
    asm volatile("st.release.gpu.global.u32 [%0], %1;" ::"l"(g), "r"(t ^ 0xabcdu) : "memory");
    asm volatile("ld.acquire.gpu.global.u32 %0, [%1];" : "=r"(v) : "l"(g) : "memory");
    o[3] = v + 1;
    uint64_t w;
    asm volatile("st.release.sys.global.u64 [%0], %1;" ::"l"(__cvta_generic_to_global(o + 4)),
                 "l"(0x1111111122222222ull * (t % 7)) : "memory");
    asm volatile("ld.acquire.sys.global.u64 %0, [%1];" : "=l"(w) : "l"(__cvta_generic_to_global(o + 4)) : "memory");
    o[6] = (uint32_t)(w >> 4);
    asm volatile("ld.relaxed.cta.global.u32 %0, [%1];" : "=r"(v) : "l"(__cvta_generic_to_global(&G_U32[t % 8])) : "memory");
    o[7] = v;
}

// Cache-hinted loads and stores: ld.global.cs/.lu/.cv/.ca/.cg and st.global.cs/.wt/.cg/.wb.
TEST cache_hints(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned i = threadIdx.x % 8;
    uint32_t a = __ldcs(&G_U32[i]);
    uint32_t b = __ldlu(&G_U32[(i + 1) % 8]);
    uint32_t c = __ldcv(&G_U32[(i + 2) % 8]);
    float4 d = __ldca(&G_F4[i % 4]);
    int e = __ldcg(&G_S32[(i + 3) % 8]);
    __stcs(o + 0, a);
    __stwt(o + 1, b);
    __stcg(o + 2, c);
    __stwb(o + 3, (uint32_t)e);
    __stcs(reinterpret_cast<float4 *>(o + 4), make_float4(d.w, d.z, d.y, d.x));
}

// Static __shared__ arrays and the dynamic extern __shared__ area (256 bytes) used together.
TEST shared_static_dynamic(uint32_t *out) {
    __shared__ uint32_t s32[64];
    __shared__ uint16_t s16[64];
    __shared__ uint8_t s8[64];
    __shared__ double s64[64];
    extern __shared__ uint32_t dyn[];
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x;
    s32[t] = t * 0x01000193u + blockIdx.x;
    s16[t] = (uint16_t)(0xfff0 + t);
    s8[t] = (uint8_t)(250 + t);
    s64[t] = (double)t * 0.5 - 7.0;
    dyn[t] = ~t;
    __syncthreads();
    o[0] = s32[63 - t];
    o[1] = (uint32_t)(int32_t)(int16_t)s16[(t + 1) % 64];
    o[2] = (uint32_t)(int32_t)(int8_t)s8[(t + 2) % 64];
    o[3] = f64_hi(s64[(t + 3) % 64]);
    o[4] = dyn[(t + 4) % 64];
    __syncthreads();
    // The dynamic area as other types.
    if (t < 32) reinterpret_cast<uint64_t *>(dyn)[t] = 0x0101010101010101ull * (t + 1);
    __syncthreads();
    o[5] = (uint32_t)(reinterpret_cast<uint64_t *>(dyn)[(t + 9) % 32] >> 8);
    o[6] = reinterpret_cast<uint8_t *>(dyn)[(t * 5) % 256];
    o[7] = s32[t] - dyn[(t * 3) % 64];
}

// Vector loads and stores in shared memory.
TEST shared_vectors(uint32_t *out) {
    __shared__ float4 sf[64];
    extern __shared__ uint2 dyn2[];
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x;
    sf[t] = make_float4((float)t, -(float)t, 0.5f * t, 1.0f / (t + 1));
    if (t < 32) dyn2[t] = make_uint2(t * 3, ~t);
    __syncthreads();
    float4 v = sf[(t + 7) % 64];
    uint2 u = dyn2[(t + 5) % 32];
    reinterpret_cast<float4 *>(o)[0] = v;
    reinterpret_cast<uint2 *>(o)[2] = u;
    o[6] = f32_bits(v.x + v.y + v.z);
    o[7] = u.x ^ u.y;
}

// Local arrays indexed by run-time values, which keep them in .local memory.
TEST local_arrays(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid();
    uint32_t a[32];
    uint8_t b[24];
    double d[12];
    for (unsigned k = 0; k < 32; k++) a[k] = k * k + t;
    for (unsigned k = 0; k < 24; k++) b[k] = (uint8_t)(k * 37 + t);
    for (unsigned k = 0; k < 12; k++) d[k] = k * 0.25 + t;
    unsigned j = (t * 7) % 32;
    a[(j + 3) % 32] ^= 0xffff0000u;
    o[0] = a[j];
    o[1] = a[(j + 3) % 32];
    o[2] = b[(t * 5) % 24];
    o[3] = (uint32_t)(int32_t)(int8_t)b[(t * 11) % 24];
    o[4] = f64_lo(d[t % 12]) ^ f64_hi(d[(t + 5) % 12]);
    uint32_t sum = 0;
    for (unsigned k = t % 5; k < 32; k += 1 + t % 3) sum += a[k];
    o[5] = sum;
    o[6] = a[u32_value(t) % 32];
    o[7] = (uint32_t)d[(u32_value(t) + 3) % 12];
}

__constant__ uint32_t C_U32[16] = {1, 2, 4, 8, 16, 32, 64, 128, 0xffffffffu, 0x80000000u, 12345, 0xdeadbeefu, 7, 77, 777, 7777};
__constant__ float C_F32[8] = {1.0f, -2.0f, 0.1f, 1e-38f, -1e38f, 0.0f, -0.0f, 65536.0f};
__constant__ double C_F64[4] = {1.0 / 3.0, -2.0 / 3.0, 1e-310, 6.02214076e23};
__constant__ int8_t C_S8[8] = {-1, -2, -3, -4, 1, 2, 3, 127};
__constant__ int16_t C_S16[4] = {-32768, 32767, -1, 2};
__constant__ uint64_t C_U64[2] = {0x0123456789abcdefull, 0xfedcba9876543210ull};

// __constant__ arrays with initializers, read with run-time indices (ld.const).
TEST constant_arrays(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid();
    o[0] = C_U32[t % 16];
    o[1] = f32_bits(C_F32[t % 8]);
    o[2] = f64_lo(C_F64[t % 4]);
    o[3] = f64_hi(C_F64[(t + 1) % 4]);
    o[4] = (uint32_t)(int32_t)C_S8[t % 8];
    o[5] = (uint32_t)(int32_t)C_S16[t % 4];
    o[6] = (uint32_t)(C_U64[t % 2] >> (t % 32));
    o[7] = C_U32[(C_U32[t % 8] + t) % 16];
}

// Structs passed by value to a function (the .param space) and returned by value.
struct Mixed {
    uint8_t a;
    int16_t b;
    uint32_t c;
    double d;
    float e[3];
    uint64_t f;
};

struct Small {
    uint32_t x, y;
};

__device__ __noinline__ uint32_t mixed_sum(Mixed m, Small s, uint32_t k) {
    return m.a + (uint32_t)(int32_t)m.b * 3 + m.c * k + (uint32_t)(int32_t)m.d + f32_bits(m.e[k % 3]) +
           (uint32_t)(m.f >> 7) + s.x * s.y;
}

__device__ __noinline__ Mixed mixed_make(uint32_t t) {
    Mixed m;
    m.a = (uint8_t)(t + 200);
    m.b = (int16_t)(-1000 - (int)t);
    m.c = t * 0x9e3779b9u;
    m.d = -0.5 * t;
    m.e[0] = 1.0f * t;
    m.e[1] = -2.0f;
    m.e[2] = 0.25f * t;
    m.f = 0xffff000000000000ull + t;
    return m;
}

TEST param_structs(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = gtid();
    Mixed m = mixed_make(t);
    Small s = {t, t + 1};
    o[0] = mixed_sum(m, s, t);
    o[1] = mixed_sum(m, s, 2);
    o[2] = m.a;
    o[3] = (uint32_t)(int32_t)m.b;
    o[4] = f64_hi(m.d);
    o[5] = f32_bits(m.e[t % 3]);
    o[6] = (uint32_t)m.f;
    o[7] = m.c;
}

// Generic pointers to each space handled by the same code.
__device__ __noinline__ uint32_t generic_update(uint32_t *p, uint32_t v) {
    uint32_t old = p[0];
    p[0] = v;
    p[1] += old;
    return p[0] * 3 + p[1];
}

__device__ __noinline__ uint32_t generic_read(const uint32_t *p, unsigned i) { return p[i] ^ (p[i + 1] << 1); }

TEST generic_pointers(uint32_t *out) {
    __shared__ uint32_t s[128];
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x;
    uint32_t loc[4];
    s[2 * t] = t;
    s[2 * t + 1] = 1000;
    loc[0] = t * 2;
    loc[1] = 77;
    loc[2] = 5;
    loc[3] = 6;
    o[0] = 11;
    o[1] = 22;
    o[2] = generic_update(o, t + 1);                // global
    o[3] = generic_update(&s[2 * t], t + 2);        // shared
    o[4] = generic_update(&loc[t % 2], t + 3);      // local
    o[5] = s[2 * t + 1] + loc[0] + loc[1] + loc[2];
    o[6] = generic_read(C_U32, t % 15);             // constant
    o[7] = generic_read(G_U32, t % 7);              // global, read only
}

// isspacep through __isGlobal / __isShared / __isLocal / __isConstant on pointers whose space
// the called function does not know.
__device__ __noinline__ uint32_t space_bits(const void *p) {
    return (__isGlobal(p) ? 1u : 0u) | (__isShared(p) ? 2u : 0u) | (__isLocal(p) ? 4u : 0u) |
           (__isConstant(p) ? 8u : 0u);
}

TEST space_predicates(uint32_t *out) {
    __shared__ uint32_t s[64];
    extern __shared__ uint32_t dyn[];
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x;
    uint32_t loc[8];
    for (int k = 0; k < 8; k++) loc[k] = k + t;
    s[t] = t;
    dyn[t] = t;
    o[0] = space_bits(o);
    o[1] = space_bits(&s[t]);
    o[2] = space_bits(&dyn[t]);
    o[3] = space_bits(&loc[t % 8]);
    o[4] = space_bits(&C_U32[t % 16]);
    o[5] = space_bits(&G_U64[t % 8]);
    o[6] = space_bits(&F32_VALUES[t % 32]);
    o[7] = loc[(t * 3) % 8] + s[t] + dyn[t];
}

// cvta in both directions: shared, global, local and constant addresses and back.
TEST cvta_round_trips(uint32_t *out) {
    __shared__ uint32_t s[64];
    extern __shared__ uint32_t dyn[];
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x;
    volatile uint32_t loc[8];
    for (int k = 0; k < 8; k++) loc[k] = k * t;
    s[t] = t * 9;
    dyn[t] = t * 11;
    __syncthreads();
    size_t sa = __cvta_generic_to_shared(&s[t]);
    size_t s0 = __cvta_generic_to_shared(&s[0]);
    size_t da = __cvta_generic_to_shared(&dyn[t]);
    size_t d0 = __cvta_generic_to_shared(&dyn[0]);
    o[0] = (uint32_t)(sa - s0);
    o[1] = (uint32_t)(da - d0);
    const uint32_t *back = (const uint32_t *)__cvta_shared_to_generic(sa);
    o[2] = (back == &s[t]) | ((*back == t * 9) << 1);
    const uint32_t *dback = (const uint32_t *)__cvta_shared_to_generic(d0 + 4 * ((t + 1) % 64));
    o[3] = *dback;
    size_t ga = __cvta_generic_to_global(o);
    o[4] = ((uint32_t *)__cvta_global_to_generic(ga) == o) + (uint32_t)(__cvta_generic_to_global(&o[5]) - ga);
    size_t la = __cvta_generic_to_local((const void *)&loc[t % 8]);
    size_t l0 = __cvta_generic_to_local((const void *)&loc[0]);
    o[5] = (uint32_t)(la - l0) + *(volatile uint32_t *)__cvta_local_to_generic(la) * 256;
    size_t ca = __cvta_generic_to_constant(&C_U32[t % 16]);
    o[6] = *(const uint32_t *)__cvta_constant_to_generic(ca);
    uint32_t sv;
    asm volatile("ld.shared.u32 %0, [%1];" : "=r"(sv) : "r"((uint32_t)sa));
    o[7] = sv;
}

// prefetch in several forms, then the loads.
TEST prefetches(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned i = threadIdx.x % 8;
    size_t g = __cvta_generic_to_global(&G_U64[i]);
    asm volatile("prefetch.global.L2 [%0];" ::"l"(g));
    asm volatile("prefetch.global.L1 [%0];" ::"l"(__cvta_generic_to_global(&G_U32[i])));
    asm volatile("prefetch.L1 [%0];" ::"l"(&G_F64[i]));
    asm volatile("prefetchu.L1 [%0];" ::"l"(&G_F32[i]));
    uint32_t loc[8];
    for (int k = 0; k < 8; k++) loc[k] = k + i;
    asm volatile("prefetch.local.L1 [%0];" ::"l"(__cvta_generic_to_local(&loc[i])));
#if __CUDA_ARCH__ >= 800
    asm volatile("prefetch.global.L2::evict_last [%0];" ::"l"(g));
    asm volatile("prefetch.global.L2::evict_normal [%0];" ::"l"(g));
#endif
    o[0] = (uint32_t)G_U64[i];
    o[1] = G_U32[i];
    o[2] = f64_hi(G_F64[i]);
    o[3] = f32_bits(G_F32[i]);
    o[4] = loc[(i * 3) % 8];
}

// Initialized module-scope variables, including pointers holding addresses of other globals.
__device__ uint32_t G_TARGET[6] = {10, 20, 30, 40, 50, 60};
__device__ uint32_t *G_PTR = &G_TARGET[2];
__device__ const float *G_FPTR = &G_F32[3];
__device__ uint64_t G_SCALAR = 0x0badc0ffee0ddf00ull;
__device__ float G_PI = 3.14159265f;
struct Record {
    uint16_t tag;
    uint32_t value;
    double weight;
    uint32_t *link;
};
__device__ Record G_RECORDS[2] = {{7, 0xaaaa5555u, 2.5, &G_TARGET[0]}, {9, 0x5555aaaau, -0.125, &G_TARGET[5]}};
__device__ uint32_t G_ZEROED[8];

TEST initialized_globals(uint32_t *out) {
    uint32_t *o = slot(out);
    unsigned t = threadIdx.x;
    const uint32_t *p = G_PTR;
    o[0] = p[0];
    o[1] = p[(int)(t % 4) - 2];
    o[2] = f32_bits(G_FPTR[t % 5] + G_PI);
    o[3] = (uint32_t)(G_SCALAR >> (t % 64));
    const Record &r = G_RECORDS[t % 2];
    o[4] = r.tag + r.value;
    o[5] = f64_hi(r.weight);
    o[6] = r.link[t % 2 == 0 ? t % 6 : 0];
    o[7] = G_ZEROED[t % 8] + (uint32_t)(G_PTR - G_TARGET);
}
