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

// Index of the largest / smallest magnitude.
template <class I, class T, class F> void t_index(const std::string& name, F fn, bool full) {
    for (int k = 0; k < cfgs(full); k++) {
        const Cfg& c = CFGS[k];
        Dev<T> x(inputs<T>(span(c.n, c.incx), k + 1));
        I r = -1;
        std::string l = fmt("%s.n%d.inc%d", name.c_str(), c.n, c.incx);
        if (status(l, fn(h, c.n, x, c.incx, &r)) == CUBLAS_STATUS_SUCCESS) put1(l, r);
    }
    if (!full) return;
    Dev<T> x(inputs<T>(9, 3));
    Dev<I> r(1);
    {
        DeviceMode dm(h);
        status(name + ".device", fn(h, 9, x, 1, r.p));
    }
    put(name + ".device", r.get());
    I bad = -1;
    status(name + ".n_negative", fn(h, -1, x, 1, &bad));
    put1(name + ".n_negative", bad);
    status(name + ".incx0", fn(h, 5, x, 0, &bad));
    put1(name + ".incx0", bad);
    status(name + ".result_null", fn(h, 5, x, 1, nullptr));
}

// asum and nrm2: a real result.
template <class R, class T, class F> void t_norm(const std::string& name, F fn, bool full) {
    for (int k = 0; k < cfgs(full); k++) {
        const Cfg& c = CFGS[k];
        Dev<T> x(inputs<T>(span(c.n, c.incx), k + 2));
        R r = num<R>(-7);
        std::string l = fmt("%s.n%d.inc%d", name.c_str(), c.n, c.incx);
        if (status(l, fn(h, c.n, x, c.incx, &r)) == CUBLAS_STATUS_SUCCESS) put1(l, r);
    }
    if (!full) return;
    Dev<T> x(inputs<T>(9, 5));
    Dev<R> r(1);
    {
        DeviceMode dm(h);
        status(name + ".device", fn(h, 9, x, 1, r.p));
    }
    put(name + ".device", r.get());
    R bad = num<R>(-7);
    status(name + ".n_negative", fn(h, -1, x, 1, &bad));
    put1(name + ".n_negative", bad);
    status(name + ".result_null", fn(h, 5, x, 1, nullptr));
}

template <class T, class F> void t_dot(const std::string& name, F fn, bool full) {
    for (int k = 0; k < cfgs(full); k++) {
        const Cfg& c = CFGS[k];
        Dev<T> x(inputs<T>(span(c.n, c.incx), k + 1)), y(inputs<T>(span(c.n, c.incy), k + 4));
        T r = num<T>(-7, -7);
        if (status(lab(name, c), fn(h, c.n, x, c.incx, y, c.incy, &r)) == CUBLAS_STATUS_SUCCESS) put1(lab(name, c), r);
    }
    if (!full) return;
    Dev<T> x(inputs<T>(7, 2)), y(inputs<T>(7, 6));
    Dev<T> r(1);
    {
        DeviceMode dm(h);
        status(name + ".device", fn(h, 7, x, 1, y, 1, r.p));
    }
    put(name + ".device", r.get());
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
template <class A, class T, class F> void t_scal(const std::string& name, F fn, bool full) {
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
template <class C, class S, class T, class F> void t_rot(const std::string& name, F fn, bool full) {
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
template <class R, class T, class F> void t_rotg(const std::string& name, F fn) {
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

int main() {
    h = make_handle();
    for (int full = 1; full >= 0; full--) {
        const char* s = full ? "" : "_64";
        if (full) {
            t_index<int, float>("isamax", cublasIsamax, true);
            t_index<int, double>("idamax", cublasIdamax, true);
            t_index<int, cuComplex>("icamax", cublasIcamax, true);
            t_index<int, cuDoubleComplex>("izamax", cublasIzamax, true);
            t_index<int, float>("isamin", cublasIsamin, true);
            t_index<int, double>("idamin", cublasIdamin, true);
            t_index<int, cuComplex>("icamin", cublasIcamin, true);
            t_index<int, cuDoubleComplex>("izamin", cublasIzamin, true);
            t_norm<float, float>("sasum", cublasSasum, true);
            t_norm<double, double>("dasum", cublasDasum, true);
            t_norm<float, cuComplex>("scasum", cublasScasum, true);
            t_norm<double, cuDoubleComplex>("dzasum", cublasDzasum, true);
            t_norm<float, float>("snrm2", cublasSnrm2, true);
            t_norm<double, double>("dnrm2", cublasDnrm2, true);
            t_norm<float, cuComplex>("scnrm2", cublasScnrm2, true);
            t_norm<double, cuDoubleComplex>("dznrm2", cublasDznrm2, true);
            t_dot<float>("sdot", cublasSdot, true);
            t_dot<double>("ddot", cublasDdot, true);
            t_dot<cuComplex>("cdotu", cublasCdotu, true);
            t_dot<cuComplex>("cdotc", cublasCdotc, true);
            t_dot<cuDoubleComplex>("zdotu", cublasZdotu, true);
            t_dot<cuDoubleComplex>("zdotc", cublasZdotc, true);
            t_axpy<float>("saxpy", cublasSaxpy, true);
            t_axpy<double>("daxpy", cublasDaxpy, true);
            t_axpy<cuComplex>("caxpy", cublasCaxpy, true);
            t_axpy<cuDoubleComplex>("zaxpy", cublasZaxpy, true);
            t_copy<float>("scopy", cublasScopy, true);
            t_copy<double>("dcopy", cublasDcopy, true);
            t_copy<cuComplex>("ccopy", cublasCcopy, true);
            t_copy<cuDoubleComplex>("zcopy", cublasZcopy, true);
            t_swap<float>("sswap", cublasSswap, true);
            t_swap<double>("dswap", cublasDswap, true);
            t_swap<cuComplex>("cswap", cublasCswap, true);
            t_swap<cuDoubleComplex>("zswap", cublasZswap, true);
            t_scal<float, float>("sscal", cublasSscal, true);
            t_scal<double, double>("dscal", cublasDscal, true);
            t_scal<cuComplex, cuComplex>("cscal", cublasCscal, true);
            t_scal<cuDoubleComplex, cuDoubleComplex>("zscal", cublasZscal, true);
            t_scal<float, cuComplex>("csscal", cublasCsscal, true);
            t_scal<double, cuDoubleComplex>("zdscal", cublasZdscal, true);
            t_rot<float, float, float>("srot", cublasSrot, true);
            t_rot<double, double, double>("drot", cublasDrot, true);
            t_rot<float, cuComplex, cuComplex>("crot", cublasCrot, true);
            t_rot<float, float, cuComplex>("csrot", cublasCsrot, true);
            t_rot<double, cuDoubleComplex, cuDoubleComplex>("zrot", cublasZrot, true);
            t_rot<double, double, cuDoubleComplex>("zdrot", cublasZdrot, true);
            t_rotm<float>("srotm", cublasSrotm, true);
            t_rotm<double>("drotm", cublasDrotm, true);
            t_rotg<float, float>("srotg", cublasSrotg);
            t_rotg<double, double>("drotg", cublasDrotg);
            t_rotg<float, cuComplex>("crotg", cublasCrotg);
            t_rotg<double, cuDoubleComplex>("zrotg", cublasZrotg);
            t_rotmg<float>("srotmg", cublasSrotmg);
            t_rotmg<double>("drotmg", cublasDrotmg);
        } else {
            auto n = [&](const char* base) { return std::string(base) + s; };
            t_index<int64_t, float>(n("isamax"), cublasIsamax_64, false);
            t_index<int64_t, double>(n("idamax"), cublasIdamax_64, false);
            t_index<int64_t, cuComplex>(n("icamax"), cublasIcamax_64, false);
            t_index<int64_t, cuDoubleComplex>(n("izamax"), cublasIzamax_64, false);
            t_index<int64_t, float>(n("isamin"), cublasIsamin_64, false);
            t_index<int64_t, double>(n("idamin"), cublasIdamin_64, false);
            t_index<int64_t, cuComplex>(n("icamin"), cublasIcamin_64, false);
            t_index<int64_t, cuDoubleComplex>(n("izamin"), cublasIzamin_64, false);
            t_norm<float, float>(n("sasum"), cublasSasum_64, false);
            t_norm<double, double>(n("dasum"), cublasDasum_64, false);
            t_norm<float, cuComplex>(n("scasum"), cublasScasum_64, false);
            t_norm<double, cuDoubleComplex>(n("dzasum"), cublasDzasum_64, false);
            t_norm<float, float>(n("snrm2"), cublasSnrm2_64, false);
            t_norm<double, double>(n("dnrm2"), cublasDnrm2_64, false);
            t_norm<float, cuComplex>(n("scnrm2"), cublasScnrm2_64, false);
            t_norm<double, cuDoubleComplex>(n("dznrm2"), cublasDznrm2_64, false);
            t_dot<float>(n("sdot"), cublasSdot_64, false);
            t_dot<double>(n("ddot"), cublasDdot_64, false);
            t_dot<cuComplex>(n("cdotu"), cublasCdotu_64, false);
            t_dot<cuComplex>(n("cdotc"), cublasCdotc_64, false);
            t_dot<cuDoubleComplex>(n("zdotu"), cublasZdotu_64, false);
            t_dot<cuDoubleComplex>(n("zdotc"), cublasZdotc_64, false);
            t_axpy<float>(n("saxpy"), cublasSaxpy_64, false);
            t_axpy<double>(n("daxpy"), cublasDaxpy_64, false);
            t_axpy<cuComplex>(n("caxpy"), cublasCaxpy_64, false);
            t_axpy<cuDoubleComplex>(n("zaxpy"), cublasZaxpy_64, false);
            t_copy<float>(n("scopy"), cublasScopy_64, false);
            t_copy<double>(n("dcopy"), cublasDcopy_64, false);
            t_copy<cuComplex>(n("ccopy"), cublasCcopy_64, false);
            t_copy<cuDoubleComplex>(n("zcopy"), cublasZcopy_64, false);
            t_swap<float>(n("sswap"), cublasSswap_64, false);
            t_swap<double>(n("dswap"), cublasDswap_64, false);
            t_swap<cuComplex>(n("cswap"), cublasCswap_64, false);
            t_swap<cuDoubleComplex>(n("zswap"), cublasZswap_64, false);
            t_scal<float, float>(n("sscal"), cublasSscal_64, false);
            t_scal<double, double>(n("dscal"), cublasDscal_64, false);
            t_scal<cuComplex, cuComplex>(n("cscal"), cublasCscal_64, false);
            t_scal<cuDoubleComplex, cuDoubleComplex>(n("zscal"), cublasZscal_64, false);
            t_scal<float, cuComplex>(n("csscal"), cublasCsscal_64, false);
            t_scal<double, cuDoubleComplex>(n("zdscal"), cublasZdscal_64, false);
            t_rot<float, float, float>(n("srot"), cublasSrot_64, false);
            t_rot<double, double, double>(n("drot"), cublasDrot_64, false);
            t_rot<float, cuComplex, cuComplex>(n("crot"), cublasCrot_64, false);
            t_rot<float, float, cuComplex>(n("csrot"), cublasCsrot_64, false);
            t_rot<double, cuDoubleComplex, cuDoubleComplex>(n("zrot"), cublasZrot_64, false);
            t_rot<double, double, cuDoubleComplex>(n("zdrot"), cublasZdrot_64, false);
            t_rotm<float>(n("srotm"), cublasSrotm_64, false);
            t_rotm<double>(n("drotm"), cublasDrotm_64, false);
        }
    }
    BLAS_OK(cublasDestroy(h));
    return 0;
}
