#ifndef HEARTH_CBUILDINFO_H
#define HEARTH_CBUILDINFO_H

/// The commit this binary was built from (`git rev-parse --short=12 HEAD`), or "unknown" for a build without make.
const char *hearth_build_commit(void);

/// The build's date (UTC, ISO 8601 `YYYY-MM-DD`), or "unknown" for a build without make.
const char *hearth_build_date(void);

#endif
