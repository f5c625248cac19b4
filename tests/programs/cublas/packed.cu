// cuBLAS packed-format conversions: tpttr and trttp for S/D/C/Z, both fill modes, with a
// leading dimension larger than n, a round trip, and invalid arguments.
#include "blas_check.cuh"

namespace {

cublasHandle_t h;
const int N = 5, LDA = 7;

template <class T, class TP, class TR> void t_packed(const char* p, TP tpttr, TR trttp) {
    for (cublasFillMode_t fill : FILLS) {
        std::string l = fmt("%c", fill_name(fill));
        // Packed to full: the other triangle and the padding stay as they were.
        Dev<T> ap(inputs<T>(N * (N + 1) / 2, 1)), a(inputs<T>(LDA * N, 2));
        if (status(std::string(p) + "tpttr." + l, tpttr(h, fill, N, ap, a, LDA)) == CUBLAS_STATUS_SUCCESS) put(std::string(p) + "tpttr." + l, a.get());
        // Full to packed, and back into a fresh matrix.
        Dev<T> b(inputs<T>(LDA * N, 3)), bp(inputs<T>(N * (N + 1) / 2 + 2, 4));
        if (status(std::string(p) + "trttp." + l, trttp(h, fill, N, b, LDA, bp)) == CUBLAS_STATUS_SUCCESS) put(std::string(p) + "trttp." + l, bp.get());
        Dev<T> c(std::vector<T>(LDA * N, num<T>(0)));
        if (status(std::string(p) + "round_trip." + l, tpttr(h, fill, N, bp, c, LDA)) == CUBLAS_STATUS_SUCCESS) put(std::string(p) + "round_trip." + l, c.get());
    }
    Dev<T> ap(32), a(64);
    status(std::string(p) + "tpttr.n_negative", tpttr(h, CUBLAS_FILL_MODE_UPPER, -1, ap, a, LDA));
    status(std::string(p) + "tpttr.lda_small", tpttr(h, CUBLAS_FILL_MODE_UPPER, N, ap, a, N - 1));
    status(std::string(p) + "tpttr.bad_fill", tpttr(h, (cublasFillMode_t)7, N, ap, a, LDA));
    status(std::string(p) + "tpttr.n0", tpttr(h, CUBLAS_FILL_MODE_LOWER, 0, ap, a, 1));
    status(std::string(p) + "trttp.n_negative", trttp(h, CUBLAS_FILL_MODE_LOWER, -1, a, LDA, ap));
    status(std::string(p) + "trttp.lda_small", trttp(h, CUBLAS_FILL_MODE_LOWER, N, a, N - 1, ap));
    status(std::string(p) + "trttp.bad_fill", trttp(h, (cublasFillMode_t)7, N, a, LDA, ap));
}

}  // namespace

int main() {
    h = make_handle();
    t_packed<float>("s", cublasStpttr, cublasStrttp);
    t_packed<double>("d", cublasDtpttr, cublasDtrttp);
    t_packed<cuComplex>("c", cublasCtpttr, cublasCtrttp);
    t_packed<cuDoubleComplex>("z", cublasZtpttr, cublasZtrttp);
    BLAS_OK(cublasDestroy(h));
    return 0;
}
