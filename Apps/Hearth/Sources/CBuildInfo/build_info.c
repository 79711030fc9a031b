// The commit and date of this build. `make build` writes generated/build_info.h (ignored by git) before it calls
// swift build, so that only this file recompiles when the commit changes; a plain `swift build` says "unknown".
#include "CBuildInfo.h"

#if __has_include("generated/build_info.h")
#include "generated/build_info.h"
#endif

#ifndef HEARTH_BUILD_COMMIT
#define HEARTH_BUILD_COMMIT "unknown"
#endif
#ifndef HEARTH_BUILD_DATE
#define HEARTH_BUILD_DATE "unknown"
#endif

const char *hearth_build_commit(void) { return HEARTH_BUILD_COMMIT; }

const char *hearth_build_date(void) { return HEARTH_BUILD_DATE; }
