/* The harness of the generated zero-argument programs (`<library>/generated/zero-args/*.c`).
 *
 * Each generated file defines rocuda_zero_args(), which calls every function of one view of
 * a library's headers through dlsym and the header's prototype, with every argument zero,
 * using the macros below. harness.c holds main(): it dlopens the library named on the
 * command line, runs the calls, and exits non-zero if any symbol is missing or any status
 * is not the expected one. */
#ifndef ROCUDA_ZERO_ARGS_HARNESS_H
#define ROCUDA_ZERO_ARGS_HARNESS_H

/* Expected statuses beyond a specific value. */
#define ROCUDA_ANY_FAILURE (-1000001LL) /* anything but success (0) and the internal error */
#define ROCUDA_ANY_STATUS (-1000002LL)  /* documented to succeed with zero arguments */

#ifdef __cplusplus
extern "C" {
#endif
void *rocuda_symbol(void *library, const char *name);
void rocuda_expect(const char *name, long long status, long long expected);
void rocuda_zero_args(void *library);
/* The library's internal-error status (generated): what rocuda returns for a caught panic,
 * so never an acceptable failure. */
long long rocuda_internal_error(void);
#ifdef __cplusplus
}

/* A C++ view's zero argument: C's compound literal `(T){0}` cannot make an enum. */
template <class T> static inline T rocuda_zero() { return T(); }
#endif

/* A function returning the library's status. */
#define ROCUDA_STATUS(library, function, expected, ...)                                   \
    do {                                                                                  \
        __typeof__(&function) f_ = (__typeof__(&function))rocuda_symbol(library, #function); \
        if (f_) rocuda_expect(#function, (long long)f_(__VA_ARGS__), (long long)(expected)); \
    } while (0)

/* A function returning nothing. */
#define ROCUDA_VOID(library, function, ...)                                               \
    do {                                                                                  \
        __typeof__(&function) f_ = (__typeof__(&function))rocuda_symbol(library, #function); \
        if (f_) f_(__VA_ARGS__);                                                          \
    } while (0)

/* A function returning some other value, which is not checked. */
#define ROCUDA_VALUE(library, function, ...)                                              \
    do {                                                                                  \
        __typeof__(&function) f_ = (__typeof__(&function))rocuda_symbol(library, #function); \
        if (f_) (void)f_(__VA_ARGS__);                                                    \
    } while (0)

/* A function NVIDIA exports and no header declares: rocuda exports it taking nothing. */
#define ROCUDA_UNDECLARED(library, function, status_type, expected)                      \
    do {                                                                                  \
        status_type (*f_)(void) = (status_type(*)(void))rocuda_symbol(library, #function); \
        if (f_) rocuda_expect(#function, (long long)f_(), (long long)(expected));       \
    } while (0)

/* A variable: it must only be there. */
#define ROCUDA_OBJECT(library, object) ((void)rocuda_symbol(library, #object))

#endif
