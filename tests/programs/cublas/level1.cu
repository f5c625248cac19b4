// cuBLAS level 1: amax, amin, asum, axpy, copy, dot/dotu/dotc, nrm2, rot (with Csrot, Zdrot),
// rotg, rotm, rotmg, scal (with Csscal, Zdscal), swap, for S/D/C/Z, with increments 1, 2 and
// negative, n of 0 and odd, results in host and in device memory, the _64 forms, and invalid
// arguments.
#include "blas_check.cuh"

namespace {

cublasHandle_t h;

struct Cfg {
    int n, incx, incy;
};
// The first is used for the _64 forms and the device pointer mode.
const Cfg CFGS[] = {{7, 1, 1}, {7, 2, 3}, {5, -2, 1}, {6, 1, -1}, {0, 1, 1}, {1, 3, 2}, {9, -1, -2}};
int cfgs(bool full) { return full ? (int)(sizeof CFGS / sizeof CFGS[0]) : 1; }
// Elements a vector of n with increment inc spans, and two more that must stay untouched.
size_t span(int n, int inc) { return (size_t)(n > 0 ? (n - 1) * abs(inc) + 1 : 1) + 2; }
std::string lab(const std::string& name, const Cfg& c) { return fmt("%s.n%d.incx%d.incy%d", name.c_str(), c.n, c.incx, c.incy); }

template <class T> T alpha_value(int i) { return i == 0 ? num<T>(0) : i == 1 ? num<T>(1) : num<T>(1.5, -0.5); }

// The type of the result a routine of one vector writes (amax, amin: int, or int64_t for the
// _64 forms; asum, nrm2: the real type).
template <class N, class T, class R> R result_type(cublasStatus_t (*)(cublasHandle_t, N, const T*, N, R*));

// `label`: fn(h, args..., result) with the result in host memory, holding `unset` before; the
// result is printed where the call succeeded.
template <class R, class F, class... A> void result_to_host(const std::string& label, R unset, F fn, A&&... args) {
    R r = unset;
    if (status(label, fn(h, std::forward<A>(args)..., &r)) == CUBLAS_STATUS_SUCCESS) put1(label, r);
}

// `label`: fn(h, args..., result) with the result in device memory, in device pointer mode.
template <class R, class F, class... A> void result_to_device(const std::string& label, F fn, A&&... args) {
    Dev<R> r(1);
    {
        DeviceMode dm(h);
        status(label, fn(h, std::forward<A>(args)..., r.p));
    }
    put(label, r.get());
}

// Index of the largest / smallest magnitude.
template <class T, class F> void t_index(const std::string& name, F fn, bool full) {
    using I = decltype(result_type(fn));
    for (int k = 0; k < cfgs(full); k++) {
        const Cfg& c = CFGS[k];
        Dev<T> x(inputs<T>(span(c.n, c.incx), k + 1));
        result_to_host(fmt("%s.n%d.inc%d", name.c_str(), c.n, c.incx), I(-1), fn, c.n, x, c.incx);
    }
    if (!full) return;
    Dev<T> x(inputs<T>(9, 3));
    result_to_device<I>(name + ".device", fn, 9, x, 1);
    I bad = -1;
    status(name + ".n_negative", fn(h, -1, x, 1, &bad));
    put1(name + ".n_negative", bad);
    status(name + ".incx0", fn(h, 5, x, 0, &bad));
    put1(name + ".incx0", bad);
    status(name + ".result_null", fn(h, 5, x, 1, nullptr));
}

// asum and nrm2: a real result.
template <class T, class F> void t_norm(const std::string& name, F fn, bool full) {
    using R = decltype(result_type(fn));
    for (int k = 0; k < cfgs(full); k++) {
        const Cfg& c = CFGS[k];
        Dev<T> x(inputs<T>(span(c.n, c.incx), k + 2));
        result_to_host(fmt("%s.n%d.inc%d", name.c_str(), c.n, c.incx), num<R>(-7), fn, c.n, x, c.incx);
    }
    if (!full) return;
    Dev<T> x(inputs<T>(9, 5));
    result_to_device<R>(name + ".device", fn, 9, x, 1);
    R bad = num<R>(-7);
    status(name + ".n_negative", fn(h, -1, x, 1, &bad));
    put1(name + ".n_negative", bad);
    status(name + ".result_null", fn(h, 5, x, 1, nullptr));
}

template <class T, class F> void t_dot(const std::string& name, F fn, bool full) {
    for (int k = 0; k < cfgs(full); k++) {
        const Cfg& c = CFGS[k];
        Dev<T> x(inputs<T>(span(c.n, c.incx), k + 1)), y(inputs<T>(span(c.n, c.incy), k + 4));
        result_to_host(lab(name, c), num<T>(-7, -7), fn, c.n, x, c.incx, y, c.incy);
    }
    if (!full) return;
    Dev<T> x(inputs<T>(7, 2)), y(inputs<T>(7, 6));
    result_to_device<T>(name + ".device", fn, 7, x, 1, y, 1);
    T bad = num<T>(-7, -7);
    status(name + ".n_negative", fn(h, -1, x, 1, y, 1, &bad));
    put1(name + ".n_negative", bad);
}

template <class T, class F> void t_axpy(const std::string& name, F fn, bool full) {
    // The first configuration with alpha 0, 1 and other, the rest with other.
    for (int run = 0; run < cfgs(full) + 2; run++) {
        int k = run < 3 ? 0 : run - 2, a = run < 3 ? run : 2;
        const Cfg& c = CFGS[k];
        T alpha = alpha_value<T>(a);
        Dev<T> x(inputs<T>(span(c.n, c.incx), k + 1)), y(inputs<T>(span(c.n, c.incy), k + 3));
        std::string l = fmt("%s.alpha%d", lab(name, c).c_str(), a);
        if (status(l, fn(h, c.n, &alpha, x, c.incx, y, c.incy)) == CUBLAS_STATUS_SUCCESS) put(l, y.get());
    }
    if (!full) return;
    Dev<T> x(inputs<T>(7, 2)), y(inputs<T>(7, 6)), alpha(std::vector<T>{num<T>(-0.75, 0.25)});
    {
        DeviceMode dm(h);
        status(name + ".device", fn(h, 7, alpha, x, 1, y, 1));
    }
    put(name + ".device", y.get());
    T one = num<T>(1);
    status(name + ".n_negative", fn(h, -1, &one, x, 1, y, 1));
}

template <class T, class F> void t_copy(const std::string& name, F fn, bool full) {
    for (int k = 0; k < cfgs(full); k++) {
        const Cfg& c = CFGS[k];
        Dev<T> x(inputs<T>(span(c.n, c.incx), k + 1)), y(inputs<T>(span(c.n, c.incy), k + 3));
        if (status(lab(name, c), fn(h, c.n, x, c.incx, y, c.incy)) == CUBLAS_STATUS_SUCCESS) put(lab(name, c), y.get());
    }
    if (!full) return;
    Dev<T> x(4), y(4);
    status(name + ".n_negative", fn(h, -1, x, 1, y, 1));
}

template <class T, class F> void t_swap(const std::string& name, F fn, bool full) {
    for (int k = 0; k < cfgs(full); k++) {
        const Cfg& c = CFGS[k];
        Dev<T> x(inputs<T>(span(c.n, c.incx), k + 1)), y(inputs<T>(span(c.n, c.incy), k + 3));
        if (status(lab(name, c), fn(h, c.n, x, c.incx, y, c.incy)) == CUBLAS_STATUS_SUCCESS) {
            put(lab(name, c) + ".x", x.get());
            put(lab(name, c) + ".y", y.get());
        }
    }
}

// scal: A is the type of alpha (T, or the real type for Csscal and Zdscal).
template <class T, class A = T, class F> void t_scal(const std::string& name, F fn, bool full) {
    for (int run = 0; run < cfgs(full) + 2; run++) {
        int k = run < 3 ? 0 : run - 2, a = run < 3 ? run : 2;
        const Cfg& c = CFGS[k];
        A alpha = alpha_value<A>(a);
        Dev<T> x(inputs<T>(span(c.n, c.incx), k + 5));
        std::string l = fmt("%s.n%d.inc%d.alpha%d", name.c_str(), c.n, c.incx, a);
        if (status(l, fn(h, c.n, &alpha, x, c.incx)) == CUBLAS_STATUS_SUCCESS) put(l, x.get());
    }
    if (!full) return;
    Dev<T> x(inputs<T>(7, 2));
    Dev<A> alpha(std::vector<A>{num<A>(-2, 0.5)});
    {
        DeviceMode dm(h);
        status(name + ".device", fn(h, 7, alpha, x, 1));
    }
    put(name + ".device", x.get());
    A one = num<A>(1);
    status(name + ".n_negative", fn(h, -1, &one, x, 1));
}

// rot: C is the type of c (real), S of s (real, or T for Crot and Zrot).
template <class T, class C = T, class S = T, class F> void t_rot(const std::string& name, F fn, bool full) {
    for (int k = 0; k < cfgs(full); k++) {
        const Cfg& c = CFGS[k];
        C cv = num<C>(0.6);
        S sv = num<S>(0.8, 0.25);
        Dev<T> x(inputs<T>(span(c.n, c.incx), k + 1)), y(inputs<T>(span(c.n, c.incy), k + 3));
        if (status(lab(name, c), fn(h, c.n, x, c.incx, y, c.incy, &cv, &sv)) == CUBLAS_STATUS_SUCCESS) {
            put(lab(name, c) + ".x", x.get());
            put(lab(name, c) + ".y", y.get());
        }
    }
    if (!full) return;
    Dev<T> x(inputs<T>(5, 2)), y(inputs<T>(5, 6));
    Dev<C> cv(std::vector<C>{num<C>(0.8)});
    Dev<S> sv(std::vector<S>{num<S>(-0.6, 0.5)});
    {
        DeviceMode dm(h);
        status(name + ".device", fn(h, 5, x, 1, y, 1, cv, sv));
    }
    put(name + ".device.x", x.get());
    put(name + ".device.y", y.get());
}

// rotg: R is the real type.
template <class T, class R = T, class F> void t_rotg(const std::string& name, F fn) {
    const double cases[][4] = {{3, 0.5, 4, -1}, {0, 0, 2, 1}, {-1.5, 2, 0, 0}, {0, 0, 0, 0}, {5, -1, -2, 0.5}};
    for (int i = 0; i < 5; i++) {
        T a = num<T>(cases[i][0], cases[i][1]), b = num<T>(cases[i][2], cases[i][3]), s = num<T>(9, 9);
        R c = num<R>(9);
        std::string l = fmt("%s.case%d", name.c_str(), i);
        status(l, fn(h, &a, &b, &c, &s));
        put(l + ".ab", std::vector<T>{a, b});
        put1(l + ".c", c);
        put1(l + ".s", s);
    }
    Dev<T> a(std::vector<T>{num<T>(1, 2)}), b(std::vector<T>{num<T>(-2, 1)}), s(1);
    Dev<R> c(1);
    {
        DeviceMode dm(h);
        status(name + ".device", fn(h, a, b, c, s));
    }
    put(name + ".device.a", a.get());
    put(name + ".device.b", b.get());
    put(name + ".device.c", c.get());
    put(name + ".device.s", s.get());
}

template <class T, class F> void t_rotm(const std::string& name, F fn, bool full) {
    const double flags[] = {-1, 0, 1, -2};
    for (int f = 0; f < (full ? 4 : 1); f++) {
        T param[5] = {num<T>(flags[f]), num<T>(0.5), num<T>(-0.25), num<T>(0.75), num<T>(1.25)};
        for (int k = 0; k < (full ? 3 : 1); k++) {
            const Cfg& c = CFGS[k];
            Dev<T> x(inputs<T>(span(c.n, c.incx), k + 1)), y(inputs<T>(span(c.n, c.incy), k + 3));
            std::string l = fmt("%s.flag%d", lab(name, c).c_str(), (int)flags[f]);
            if (status(l, fn(h, c.n, x, c.incx, y, c.incy, param)) == CUBLAS_STATUS_SUCCESS) {
                put(l + ".x", x.get());
                put(l + ".y", y.get());
            }
        }
    }
    if (!full) return;
    Dev<T> x(inputs<T>(5, 2)), y(inputs<T>(5, 6));
    Dev<T> param(std::vector<T>{num<T>(-1), num<T>(2), num<T>(0.5), num<T>(-0.5), num<T>(1)});
    {
        DeviceMode dm(h);
        status(name + ".device", fn(h, 5, x, 1, y, 1, param));
    }
    put(name + ".device.x", x.get());
    put(name + ".device.y", y.get());
}

template <class T, class F> void t_rotmg(const std::string& name, F fn) {
    const double cases[][4] = {{1, 1, 3, 4}, {2, 0.5, 1, 0.25}, {1, 2, 0.5, 2}, {-1, 1, 1, 1}, {1, 1, 0, 2}, {4, 2, 1, 0}};
    for (int i = 0; i < 6; i++) {
        T d1 = num<T>(cases[i][0]), d2 = num<T>(cases[i][1]), x1 = num<T>(cases[i][2]), y1 = num<T>(cases[i][3]);
        T param[5] = {num<T>(9), num<T>(9), num<T>(9), num<T>(9), num<T>(9)};
        std::string l = fmt("%s.case%d", name.c_str(), i);
        status(l, fn(h, &d1, &d2, &x1, &y1, param));
        put(l + ".d1d2x1", std::vector<T>{d1, d2, x1});
        put_rotmg_param(l, param);
    }
    Dev<T> d1(std::vector<T>{num<T>(1)}), d2(std::vector<T>{num<T>(1)}), x1(std::vector<T>{num<T>(3)}), y1(std::vector<T>{num<T>(4)});
    Dev<T> param(5);
    {
        DeviceMode dm(h);
        status(name + ".device", fn(h, d1, d2, x1, y1, param));
    }
    put(name + ".device.d", std::vector<T>{d1.get()[0], d2.get()[0], x1.get()[0]});
    put_rotmg_param(name + ".device", param.get().data());
}

}  // namespace

// amax and amin: cublasIsNAME ... cublasIzNAME, labelled isNAME ... izNAME.
#define INDEX_SDCZ(full, name)                                     \
    ROUTINE(full, "is" #name, cublasIs##name, t_index<float>);     \
    ROUTINE(full, "id" #name, cublasId##name, t_index<double>);    \
    ROUTINE(full, "ic" #name, cublasIc##name, t_index<cuComplex>); \
    ROUTINE(full, "iz" #name, cublasIz##name, t_index<cuDoubleComplex>)

// asum and nrm2, whose complex forms have a real result: cublasSNAME, cublasDNAME,
// cublasScNAME, cublasDzNAME.
#define NORM_SDCZ(full, name)                                     \
    ROUTINE(full, "s" #name, cublasS##name, t_norm<float>);       \
    ROUTINE(full, "d" #name, cublasD##name, t_norm<double>);      \
    ROUTINE(full, "sc" #name, cublasSc##name, t_norm<cuComplex>); \
    ROUTINE(full, "dz" #name, cublasDz##name, t_norm<cuDoubleComplex>)

int main() {
    h = make_handle();
    for (bool full : {true, false}) {
        INDEX_SDCZ(full, amax);
        INDEX_SDCZ(full, amin);
        NORM_SDCZ(full, asum);
        NORM_SDCZ(full, nrm2);
        ROUTINE_SDCZ_UC(full, dot, t_dot);
        ROUTINE_SDCZ(full, axpy, t_axpy);
        ROUTINE_SDCZ(full, copy, t_copy);
        ROUTINE_SDCZ(full, swap, t_swap);
        ROUTINE_SDCZ(full, scal, t_scal);
        ROUTINE(full, "csscal", cublasCsscal, t_scal<cuComplex, float>);
        ROUTINE(full, "zdscal", cublasZdscal, t_scal<cuDoubleComplex, double>);
        ROUTINE(full, "srot", cublasSrot, t_rot<float>);
        ROUTINE(full, "drot", cublasDrot, t_rot<double>);
        ROUTINE(full, "crot", cublasCrot, t_rot<cuComplex, float>);
        ROUTINE(full, "csrot", cublasCsrot, t_rot<cuComplex, float, float>);
        ROUTINE(full, "zrot", cublasZrot, t_rot<cuDoubleComplex, double>);
        ROUTINE(full, "zdrot", cublasZdrot, t_rot<cuDoubleComplex, double, double>);
        ROUTINE(full, "srotm", cublasSrotm, t_rotm<float>);
        ROUTINE(full, "drotm", cublasDrotm, t_rotm<double>);
        // rotg and rotmg have no _64 forms.
        if (!full) continue;
        t_rotg<float>("srotg", cublasSrotg);
        t_rotg<double>("drotg", cublasDrotg);
        t_rotg<cuComplex, float>("crotg", cublasCrotg);
        t_rotg<cuDoubleComplex, double>("zrotg", cublasZrotg);
        t_rotmg<float>("srotmg", cublasSrotmg);
        t_rotmg<double>("drotmg", cublasDrotmg);
    }
    BLAS_OK(cublasDestroy(h));
    return 0;
}
