#ifndef HEARTH_CQRENCODE_SHIM_H
#define HEARTH_CQRENCODE_SHIM_H
// Debian's libqrencode-dev (pkg-config "libqrencode"): QRcode_encodeData encodes bytes in 8-bit mode.
// Debian builds it with pthread, so encoding is thread-safe.
#include <qrencode.h>
#endif
