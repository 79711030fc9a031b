#include "FuzzDriver.h"

#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test_one_input)(const uint8_t *data, size_t size));

static void (*harness)(const uint8_t *data, size_t size);

// libFuzzer's own main is linked in too and names this symbol; the harness's main.swift sets `harness` first.
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (harness == NULL) {
        fputs("hearth fuzz: no harness registered (main.swift did not run)\n", stderr);
        abort();
    }
    harness(data, size);
    return 0;
}

int hearth_fuzz_main(int argc, char **argv, void (*test_one_input)(const uint8_t *data, size_t size)) {
    harness = test_one_input;
    return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput);
}
