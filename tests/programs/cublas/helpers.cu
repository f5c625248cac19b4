// cuBLAS helper functions: handles, versions, streams, modes, workspace, status names, the
// logger, copying vectors and matrices between host and device (plain, Async and _64), and
// the invalid-argument report.
#include <initializer_list>
#include <thread>
#include <utility>

#include "blas_check.cuh"

static void on_log(const char*) {}

// A mode of the handle: its default (`get_NAME.default`), then each value set and read back
// (`set_NAME.VALUE`, `get_NAME.VALUE`).
template <class Mode, class Get, class Set>
static void set_and_get(cublasHandle_t handle, const char* name, Get get, Set set, std::initializer_list<std::pair<const char*, Mode>> values) {
    Mode mode;
    status(fmt("get_%s.default", name), get(handle, &mode));
    put1(fmt("get_%s.default", name), (int)mode);
    for (const auto& [value_name, value] : values) {
        status(fmt("set_%s.%s", name, value_name), set(handle, value));
        status(fmt("get_%s.%s", name, value_name), get(handle, &mode));
        put1(fmt("get_%s.%s", name, value_name), (int)mode);
    }
}

int main() {
    // Handles.
    cublasHandle_t handle = nullptr;
    status("create", cublasCreate(&handle));
    int version = 0;
    cublasStatus_t st = cublasGetVersion(handle, &version);
    status("get_version", st);
    put1("get_version.positive", (int)(version > 0));
    int value = -1;
    status("get_property.major", cublasGetProperty(MAJOR_VERSION, &value));
    status("get_property.minor", cublasGetProperty(MINOR_VERSION, &value));
    status("get_property.patch", cublasGetProperty(PATCH_LEVEL, &value));
    put1("cudart_version.positive", (int)(cublasGetCudartVersion() > 0));

    // Streams: the stream set comes back; the default stream is 0.
    cudaStream_t stream, got = (cudaStream_t)1;
    CUDA_OK(cudaStreamCreate(&stream));
    status("get_stream.default", cublasGetStream(handle, &got));
    put1("get_stream.default.is_null", (int)(got == nullptr));
    status("set_stream", cublasSetStream(handle, stream));
    status("get_stream", cublasGetStream(handle, &got));
    put1("get_stream.same", (int)(got == stream));
    status("set_stream.null", cublasSetStream(handle, nullptr));
    status("get_stream.null", cublasGetStream(handle, &got));
    put1("get_stream.null.is_null", (int)(got == nullptr));

    // Pointer, atomics and math modes.
    set_and_get<cublasPointerMode_t>(handle, "pointer_mode", cublasGetPointerMode, cublasSetPointerMode,
                                     {{"device", CUBLAS_POINTER_MODE_DEVICE}, {"host", CUBLAS_POINTER_MODE_HOST}});
    status("set_pointer_mode.bad", cublasSetPointerMode(handle, (cublasPointerMode_t)7));
    set_and_get<cublasAtomicsMode_t>(handle, "atomics_mode", cublasGetAtomicsMode, cublasSetAtomicsMode,
                                     {{"allowed", CUBLAS_ATOMICS_ALLOWED}, {"not_allowed", CUBLAS_ATOMICS_NOT_ALLOWED}});
    const cublasMath_t disallow_reduced = CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION;
    set_and_get<cublasMath_t>(handle, "math_mode", cublasGetMathMode, cublasSetMathMode,
                              {{"tf32", CUBLAS_TF32_TENSOR_OP_MATH},
                               {"pedantic", CUBLAS_PEDANTIC_MATH},
                               {"disallow_reduced", (cublasMath_t)(CUBLAS_DEFAULT_MATH | disallow_reduced)},
                               {"tensor_op", CUBLAS_TENSOR_OP_MATH},
                               {"fp32_emulated_bf16x9", CUBLAS_FP32_EMULATED_BF16X9_MATH},
                               {"fp64_emulated_fixedpoint", CUBLAS_FP64_EMULATED_FIXEDPOINT_MATH},
                               {"tf32_disallow_reduced", (cublasMath_t)(CUBLAS_TF32_TENSOR_OP_MATH | disallow_reduced)},
                               {"undefined5", (cublasMath_t)5},
                               {"undefined64", (cublasMath_t)64},
                               {"default", CUBLAS_DEFAULT_MATH}});

    // SM count target.
    int sms = -1;
    status("get_sm_count_target.default", cublasGetSmCountTarget(handle, &sms));
    put1("get_sm_count_target.default", sms);
    status("set_sm_count_target", cublasSetSmCountTarget(handle, 4));
    status("get_sm_count_target", cublasGetSmCountTarget(handle, &sms));
    put1("get_sm_count_target", sms);
    status("set_sm_count_target.zero", cublasSetSmCountTarget(handle, 0));
    status("set_sm_count_target.negative", cublasSetSmCountTarget(handle, -1));

    // Workspace: a user buffer, then back to the library's own.
    {
        Dev<char> workspace(1 << 20);
        status("set_workspace", cublasSetWorkspace(handle, workspace.p, 1 << 20));
        Dev<float> x(inputs<float>(5, 1));
        float r = 0;
        status("set_workspace.sasum", cublasSasum(handle, 5, x, 1, &r));
        put1("set_workspace.sasum", r);
        status("set_workspace.none", cublasSetWorkspace(handle, nullptr, 0));
    }

    // Status names and descriptions.
    const cublasStatus_t statuses[] = {CUBLAS_STATUS_SUCCESS,          CUBLAS_STATUS_NOT_INITIALIZED,
                                       CUBLAS_STATUS_ALLOC_FAILED,     CUBLAS_STATUS_INVALID_VALUE,
                                       CUBLAS_STATUS_ARCH_MISMATCH,    CUBLAS_STATUS_MAPPING_ERROR,
                                       CUBLAS_STATUS_EXECUTION_FAILED, CUBLAS_STATUS_INTERNAL_ERROR,
                                       CUBLAS_STATUS_NOT_SUPPORTED,    CUBLAS_STATUS_LICENSE_ERROR};
    for (cublasStatus_t s : statuses) {
        text(fmt("status_name.%d", (int)s), cublasGetStatusName(s));
        text(fmt("status_string.%d", (int)s), cublasGetStatusString(s));
    }
    text("status_name.unknown", cublasGetStatusName((cublasStatus_t)12345));
    text("status_string.unknown", cublasGetStatusString((cublasStatus_t)12345));

    // The logger: the callback set comes back; logging off again before anything else runs.
    cublasLogCallback callback = nullptr;
    status("get_logger_callback.default", cublasGetLoggerCallback(&callback));
    status("set_logger_callback", cublasSetLoggerCallback(on_log));
    status("get_logger_callback", cublasGetLoggerCallback(&callback));
    put1("get_logger_callback.same", (int)(callback == on_log));
    status("logger_configure.off", cublasLoggerConfigure(0, 0, 0, nullptr));
    status("set_logger_callback.null", cublasSetLoggerCallback(nullptr));
    status("get_logger_callback.null", cublasGetLoggerCallback(&callback));
    put1("get_logger_callback.null", (int)(callback == nullptr));

    // Vectors: 5 floats with incx 2 on the host to incy 3 on the device, and back.
    {
        std::vector<float> host = inputs<float>(10, 2), back(12, 9.0f);
        Dev<float> dev(16);
        status("set_vector", cublasSetVector(5, sizeof(float), host.data(), 2, dev, 3));
        put("set_vector.device", dev.get());
        status("get_vector", cublasGetVector(5, sizeof(float), dev, 3, back.data(), 2));
        put("get_vector.host", back);
        std::vector<double> hd = inputs<double>(7, 3), bd(7, 9.0);
        Dev<double> dd(7);
        status("set_vector_64", cublasSetVector_64(7, sizeof(double), hd.data(), 1, dd, 1));
        status("get_vector_64", cublasGetVector_64(3, sizeof(double), dd, 2, bd.data(), 3));
        put("get_vector_64.host", bd);
        std::vector<cuComplex> hc = inputs<cuComplex>(6, 4), bc(6, num<cuComplex>(9, 9));
        Dev<cuComplex> dc(6);
        status("set_vector_async", cublasSetVectorAsync(3, sizeof(cuComplex), hc.data(), 2, dc, 1, stream));
        status("get_vector_async", cublasGetVectorAsync(3, sizeof(cuComplex), dc, 1, bc.data(), 2, stream));
        CUDA_OK(cudaStreamSynchronize(stream));
        put("get_vector_async.host", bc);
        std::fill(bc.begin(), bc.end(), num<cuComplex>(9, 9));
        status("set_vector_async_64", cublasSetVectorAsync_64(6, sizeof(cuComplex), hc.data(), 1, dc, 1, stream));
        status("get_vector_async_64", cublasGetVectorAsync_64(2, sizeof(cuComplex), dc, 3, bc.data(), 1, stream));
        CUDA_OK(cudaStreamSynchronize(stream));
        put("get_vector_async_64.host", bc);
        // Invalid: negative n, incx 0, incy 0, elemSize 0 and negative.
        status("set_vector.negative_n", cublasSetVector(-1, 4, host.data(), 1, dev, 1));
        status("set_vector.incx0", cublasSetVector(5, 4, host.data(), 0, dev, 1));
        status("set_vector.incy0", cublasSetVector(5, 4, host.data(), 1, dev, 0));
        status("set_vector.elem0", cublasSetVector(5, 0, host.data(), 1, dev, 1));
        status("set_vector.elem_negative", cublasSetVector(5, -4, host.data(), 1, dev, 1));
        status("get_vector.incy0", cublasGetVector(5, 4, dev, 1, back.data(), 0));
        status("set_vector.n0", cublasSetVector(0, 4, host.data(), 1, dev, 1));
        status("set_vector_64.negative_n", cublasSetVector_64(-1, 4, host.data(), 1, dev, 1));
        status("get_vector_async.incx0", cublasGetVectorAsync(5, 4, dev, 0, back.data(), 1, stream));
    }

    // Matrices: 3 x 4 with lda 5 on the host to ldb 4 on the device, and back to ldc 6.
    {
        std::vector<double> host = inputs<double>(5 * 4, 5), back(6 * 4, 7.0);
        Dev<double> dev(4 * 4);
        status("set_matrix", cublasSetMatrix(3, 4, sizeof(double), host.data(), 5, dev, 4));
        put("set_matrix.device", dev.get());
        status("get_matrix", cublasGetMatrix(3, 4, sizeof(double), dev, 4, back.data(), 6));
        put("get_matrix.host", back);
        std::vector<float> hf = inputs<float>(4 * 3, 6), bf(5 * 3, 7.0f);
        Dev<float> df(3 * 3);
        status("set_matrix_64", cublasSetMatrix_64(2, 3, sizeof(float), hf.data(), 4, df, 3));
        status("get_matrix_64", cublasGetMatrix_64(2, 3, sizeof(float), df, 3, bf.data(), 5));
        put("get_matrix_64.host", bf);
        std::vector<cuDoubleComplex> hz = inputs<cuDoubleComplex>(3 * 2, 7), bz(4 * 2, num<cuDoubleComplex>(7, 7));
        Dev<cuDoubleComplex> dz(3 * 2);
        status("set_matrix_async", cublasSetMatrixAsync(3, 2, sizeof(cuDoubleComplex), hz.data(), 3, dz, 3, stream));
        status("get_matrix_async", cublasGetMatrixAsync(2, 2, sizeof(cuDoubleComplex), dz, 3, bz.data(), 4, stream));
        CUDA_OK(cudaStreamSynchronize(stream));
        put("get_matrix_async.host", bz);
        std::fill(bz.begin(), bz.end(), num<cuDoubleComplex>(7, 7));
        status("set_matrix_async_64", cublasSetMatrixAsync_64(3, 2, sizeof(cuDoubleComplex), hz.data(), 3, dz, 3, stream));
        status("get_matrix_async_64", cublasGetMatrixAsync_64(3, 2, sizeof(cuDoubleComplex), dz, 3, bz.data(), 4, stream));
        CUDA_OK(cudaStreamSynchronize(stream));
        put("get_matrix_async_64.host", bz);
        // Invalid: negative rows and columns, lda and ldb below rows, elemSize 0.
        status("set_matrix.negative_rows", cublasSetMatrix(-1, 4, 8, host.data(), 5, dev, 4));
        status("set_matrix.negative_cols", cublasSetMatrix(3, -1, 8, host.data(), 5, dev, 4));
        status("set_matrix.lda_small", cublasSetMatrix(3, 4, 8, host.data(), 2, dev, 4));
        status("set_matrix.ldb_small", cublasSetMatrix(3, 4, 8, host.data(), 5, dev, 2));
        status("set_matrix.elem0", cublasSetMatrix(3, 4, 0, host.data(), 5, dev, 4));
        status("get_matrix.lda_small", cublasGetMatrix(3, 4, 8, dev, 2, back.data(), 6));
        status("get_matrix.rows0", cublasGetMatrix(0, 4, 8, dev, 4, back.data(), 6));
        status("set_matrix_64.lda_small", cublasSetMatrix_64(3, 4, 8, host.data(), 2, dev, 4));
        status("set_matrix_async.elem_negative", cublasSetMatrixAsync(3, 4, -8, host.data(), 5, dev, 4, stream));
    }

    // cuBLAS copies through a CUDA runtime of its own, whose per-thread last error a failed
    // copy leaves set; cublasSetMatrixAsync alone reads and clears it after making its copy.
    // The section above ends with failed copies left over.
    {
        std::vector<float> h = inputs<float>(3 * 4, 8), back(3 * 4, 9.0f);
        Dev<float> d(3 * 4);
        auto set_async = [&] { return cublasSetMatrixAsync(3, 4, sizeof(float), h.data(), 3, d, 3, stream); };
        status("last_error.leftover", set_async());
        status("last_error.cleared", set_async());
        status("last_error.fail", cublasSetMatrix(3, 4, sizeof(float), h.data(), 2, d, 3));
        status("last_error.set_vector_async", cublasSetVectorAsync(4, sizeof(float), h.data(), 1, d, 1, stream));
        status("last_error.get_matrix_async", cublasGetMatrixAsync(3, 4, sizeof(float), d, 3, back.data(), 3, stream));
        status("last_error.refused", cublasSetMatrixAsync(-1, 4, sizeof(float), h.data(), 3, d, 3, stream));
        status("last_error.read", set_async());
        CUDA_OK(cudaStreamSynchronize(stream));
        status("last_error.read.get", cublasGetMatrix(3, 4, sizeof(float), d, 3, back.data(), 3));
        put("last_error.read.copied", back);
        status("last_error.read.again", set_async());
        status("last_error.fail_twice.first", cublasGetMatrix(3, 4, sizeof(float), d, 3, back.data(), 2));
        status("last_error.fail_twice.second", cublasSetVector(-1, sizeof(float), h.data(), 1, d, 1));
        status("last_error.read_64", cublasSetMatrixAsync_64(3, 4, sizeof(float), h.data(), 3, d, 3, stream));
        status("last_error.read_once", set_async());
        std::thread([&] { status("last_error.other_thread.fail", cublasSetMatrix(3, 4, sizeof(float), h.data(), 2, d, 3)); }).join();
        status("last_error.other_thread.read_here", set_async());
        status("last_error.own_failure", cublasSetMatrixAsync(3, 4, sizeof(float), h.data(), 2, d, 3, stream));
        status("last_error.after_own_failure", set_async());
        CUDA_OK(cudaStreamSynchronize(stream));
    }

    // A null handle.
    cublasPointerMode_t pm2;
    int v2;
    cudaStream_t s2;
    status("null.destroy", cublasDestroy(nullptr));
    status("null.set_stream", cublasSetStream(nullptr, 0));
    status("null.get_stream", cublasGetStream(nullptr, &s2));
    status("null.get_version", cublasGetVersion(nullptr, &v2));
    status("null.set_pointer_mode", cublasSetPointerMode(nullptr, CUBLAS_POINTER_MODE_HOST));
    status("null.get_pointer_mode", cublasGetPointerMode(nullptr, &pm2));
    status("null.set_math_mode", cublasSetMathMode(nullptr, CUBLAS_DEFAULT_MATH));
    status("null.set_workspace", cublasSetWorkspace(nullptr, nullptr, 0));
    float x = 1, r;
    status("null.sasum", cublasSasum(nullptr, 1, &x, 1, &r));

    // A second handle lives beside the first; both are destroyed.
    cublasHandle_t second = nullptr;
    status("create.second", cublasCreate(&second));
    put1("create.second.distinct", (int)(second != handle));
    status("destroy.second", cublasDestroy(second));
    status("destroy", cublasDestroy(handle));
    CUDA_OK(cudaStreamDestroy(stream));

    // cublasXerbla: the report line of cuBLAS's argument checks, for a caller-named function.
    cublasXerbla("SFOO  ", 3);
    cublasXerbla("Dbar", -2);
    return 0;
}
