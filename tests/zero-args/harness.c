/* main() of the zero-argument programs: see harness.h. */
#include <dlfcn.h>
#include <stdio.h>

#include "harness.h"

static int calls;
static int failures;

void *rocuda_symbol(void *library, const char *name) {
    void *symbol = dlsym(library, name);
    if (!symbol) {
        fprintf(stderr, "missing symbol: %s\n", name);
        failures++;
    }
    return symbol;
}

void rocuda_expect(const char *name, long long status, long long expected) {
    calls++;
    int failed_cleanly = status != 0 && status != rocuda_internal_error();
    int ok = expected == ROCUDA_ANY_STATUS || (expected == ROCUDA_ANY_FAILURE ? failed_cleanly : status == expected);
    if (!ok) {
        fprintf(stderr, "%s returned %lld, expected %lld\n", name, status, expected);
        failures++;
    }
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s LIBRARY\n", argv[0]);
        return 2;
    }
    void *library = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        fprintf(stderr, "%s\n", dlerror());
        return 2;
    }
    rocuda_zero_args(library);
    printf("%d status checks, %d failures\n", calls, failures);
    return failures ? 1 : 0;
}
