#ifndef HEARTH_FUZZ_DRIVER_H
#define HEARTH_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer (LLVMFuzzerRunDriver) with the process arguments, feeding each input to `test_one_input`.
/// SwiftPM makes an executable's main.swift its `main`, so each harness starts libFuzzer from there.
int hearth_fuzz_main(int argc, char **argv, void (*test_one_input)(const uint8_t *data, size_t size));

#endif
