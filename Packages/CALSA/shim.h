#ifndef HEARTH_CALSA_SHIM_H
#define HEARTH_CALSA_SHIM_H
#include <alsa/asoundlib.h>
#include <alsa/pcm_external.h>
#include <sys/timerfd.h>

/* Swift calls alsa-lib directly (pcm_external.h for the in-process clocked
 * null device, sys/timerfd.h for its clock). The one thing Swift cannot do is
 * define the library's error handler, which is a C variadic function; this
 * shim does. */

/** An alsa-lib error handler that drops the message. */
static void
CALSA_ignore_library_message(const char *file, int line, const char *function, int err, const char *fmt, ...) {
    (void) file; (void) line; (void) function; (void) err; (void) fmt;
}

/** Stops alsa-lib from printing its own diagnostics to stderr (process-wide);
 * callers report errors from the codes alsa-lib returns instead. */
static inline void
CALSA_silence_library_messages(void) {
    snd_lib_error_set_handler(CALSA_ignore_library_message);
}
#endif
