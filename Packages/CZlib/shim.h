#ifndef HEARTH_CZLIB_SHIM_H
#define HEARTH_CZLIB_SHIM_H
#include <zlib.h>

/* deflateInit2 is a macro over deflateInit2_ (with the version and struct size), which Swift cannot call. */
static inline int
CZlib_deflate_init_gzip(z_stream *stream, int level) {
    /* windowBits 15 + 16: a gzip wrapper instead of zlib's; memLevel 8 is zlib's default. */
    return deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
}

/* inflateInit2 for gzip input (used by tests and callers that check a body). */
static inline int
CZlib_inflate_init_gzip(z_stream *stream) {
    return inflateInit2(stream, 15 + 16);
}
#endif
