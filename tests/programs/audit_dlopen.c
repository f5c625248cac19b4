// Opens each library named on the command line and prints the file the loader loaded for it,
// or that it loaded none: under LD_AUDIT the name asked for and the file loaded differ. A
// library with cufftCreate gets it called, to show whose cuFFT answers.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <link.h>
#include <stdio.h>

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        void *handle = dlopen(argv[i], RTLD_NOW | RTLD_LOCAL);
        if (handle == NULL) {
            printf("%s: not loaded\n", argv[i]);
            continue;
        }
        struct link_map *map = NULL;
        if (dlinfo(handle, RTLD_DI_LINKMAP, &map) != 0 || map == NULL) {
            printf("%s: no link map\n", argv[i]);
            return 1;
        }
        printf("%s: %s\n", argv[i], map->l_name);
        int (*create)(int *) = (int (*)(int *))dlsym(handle, "cufftCreate");
        if (create != NULL) {
            int plan = 0;
            printf("cufftCreate returned %d\n", create(&plan));
        }
    }
    return 0;
}
