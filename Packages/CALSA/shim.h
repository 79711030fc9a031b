#ifndef HEARTH_CALSA_SHIM_H
#define HEARTH_CALSA_SHIM_H
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <alsa/asoundlib.h>
#include <alsa/pcm_ioplug.h>
#include <sys/timerfd.h>

/* alsa-lib (libasound.so.2), loaded with dlopen on first use, like libcurl (CCurl). Nothing links it, so a machine
 * without ALSA (the Debian package only recommends libasound2) starts and serves everything else; the speaker then
 * reports why it cannot play. Only the headers' types and constants are used at build time (libasound2-dev).
 *
 * The library is loaded once per process, from HEARTH_ALSA_LIBRARY when that is set and not empty (a path or a
 * soname; tests point it at a file that does not exist to prove the missing-library path), else libasound.so.2.
 * Swift calls CALSA_snd_… below, each alsa-lib's function of the same name through the loaded pointer; they may be
 * called only once CALSA_library_error() returned NULL. The one thing Swift cannot do is define alsa-lib's error
 * handler, which is a C variadic function; this shim does (CALSA_silence_library_messages). */

typedef int (*hearth_snd_pcm_open_fn)(snd_pcm_t **, const char *, snd_pcm_stream_t, int);
typedef int (*hearth_snd_pcm_open_lconf_fn)(snd_pcm_t **, const char *, snd_pcm_stream_t, int, snd_config_t *);
typedef int (*hearth_snd_pcm_set_params_fn)(snd_pcm_t *, snd_pcm_format_t, snd_pcm_access_t, unsigned int,
                                            unsigned int, int, unsigned int);
typedef int (*hearth_snd_pcm_get_params_fn)(snd_pcm_t *, snd_pcm_uframes_t *, snd_pcm_uframes_t *);
typedef snd_pcm_sframes_t (*hearth_snd_pcm_writei_fn)(snd_pcm_t *, const void *, snd_pcm_uframes_t);
typedef int (*hearth_snd_pcm_recover_fn)(snd_pcm_t *, int, int);
typedef int (*hearth_snd_pcm_handle_fn)(snd_pcm_t *);
typedef int (*hearth_snd_pcm_nonblock_fn)(snd_pcm_t *, int);
typedef snd_pcm_state_t (*hearth_snd_pcm_state_fn)(snd_pcm_t *);
typedef int (*hearth_snd_pcm_delay_fn)(snd_pcm_t *, snd_pcm_sframes_t *);
typedef const char *(*hearth_snd_strerror_fn)(int);
typedef int (*hearth_snd_config_update_ref_fn)(snd_config_t **);
typedef void (*hearth_snd_config_unref_fn)(snd_config_t *);
typedef int (*hearth_snd_config_copy_fn)(snd_config_t **, snd_config_t *);
typedef int (*hearth_snd_config_delete_fn)(snd_config_t *);
typedef int (*hearth_snd_config_load_fn)(snd_config_t *, snd_input_t *);
typedef int (*hearth_snd_input_stdio_open_fn)(snd_input_t **, const char *, const char *);
typedef int (*hearth_snd_input_close_fn)(snd_input_t *);
typedef int (*hearth_snd_pcm_ioplug_create_fn)(snd_pcm_ioplug_t *, const char *, snd_pcm_stream_t, int);
typedef int (*hearth_snd_pcm_ioplug_set_param_list_fn)(snd_pcm_ioplug_t *, int, unsigned int, const unsigned int *);
typedef int (*hearth_snd_pcm_ioplug_set_param_minmax_fn)(snd_pcm_ioplug_t *, int, unsigned int, unsigned int);
typedef int (*hearth_snd_lib_error_set_handler_fn)(snd_lib_error_handler_t);

struct hearth_alsa_library {
    int loaded;
    char error[512];
    hearth_snd_pcm_open_fn pcm_open;
    hearth_snd_pcm_open_lconf_fn pcm_open_lconf;
    hearth_snd_pcm_set_params_fn pcm_set_params;
    hearth_snd_pcm_get_params_fn pcm_get_params;
    hearth_snd_pcm_writei_fn pcm_writei;
    hearth_snd_pcm_recover_fn pcm_recover;
    hearth_snd_pcm_handle_fn pcm_drop;
    hearth_snd_pcm_handle_fn pcm_start;
    hearth_snd_pcm_handle_fn pcm_close;
    hearth_snd_pcm_nonblock_fn pcm_nonblock;
    hearth_snd_pcm_state_fn pcm_state;
    hearth_snd_pcm_delay_fn pcm_delay;
    hearth_snd_strerror_fn strerror;
    hearth_snd_config_update_ref_fn config_update_ref;
    hearth_snd_config_unref_fn config_unref;
    hearth_snd_config_copy_fn config_copy;
    hearth_snd_config_delete_fn config_delete;
    hearth_snd_config_load_fn config_load;
    hearth_snd_input_stdio_open_fn input_stdio_open;
    hearth_snd_input_close_fn input_close;
    hearth_snd_pcm_ioplug_create_fn pcm_ioplug_create;
    hearth_snd_pcm_ioplug_set_param_list_fn pcm_ioplug_set_param_list;
    hearth_snd_pcm_ioplug_set_param_minmax_fn pcm_ioplug_set_param_minmax;
    hearth_snd_lib_error_set_handler_fn lib_error_set_handler;
};

/* Function-local statics: Swift emits a header's functions but not its variables. */
static inline struct hearth_alsa_library *hearth_alsa_state(void) {
    static struct hearth_alsa_library state;
    return &state;
}

/* Finds `name` in `library`, or records that it is missing (the first missing name is reported). */
static inline void *hearth_alsa_symbol(void *library, const char *name, const char *file, int *missing) {
    void *symbol = dlsym(library, name);
    if (!symbol && !*missing) {
        *missing = 1;
        snprintf(hearth_alsa_state()->error, sizeof hearth_alsa_state()->error, "%s lacks %s", file, name);
    }
    return symbol;
}

static inline void hearth_alsa_load(void) {
    struct hearth_alsa_library *alsa = hearth_alsa_state();
    const char *file = getenv("HEARTH_ALSA_LIBRARY");
    if (!file || !*file) file = "libasound.so.2";
    void *library = dlopen(file, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(alsa->error, sizeof alsa->error, "%s", reason ? reason : "libasound.so.2 could not be loaded");
        return;
    }
    int missing = 0;
#define HEARTH_ALSA_SYMBOL(field, name) \
    alsa->field = (__typeof__(alsa->field))hearth_alsa_symbol(library, name, file, &missing)
    HEARTH_ALSA_SYMBOL(pcm_open, "snd_pcm_open");
    HEARTH_ALSA_SYMBOL(pcm_open_lconf, "snd_pcm_open_lconf");
    HEARTH_ALSA_SYMBOL(pcm_set_params, "snd_pcm_set_params");
    HEARTH_ALSA_SYMBOL(pcm_get_params, "snd_pcm_get_params");
    HEARTH_ALSA_SYMBOL(pcm_writei, "snd_pcm_writei");
    HEARTH_ALSA_SYMBOL(pcm_recover, "snd_pcm_recover");
    HEARTH_ALSA_SYMBOL(pcm_drop, "snd_pcm_drop");
    HEARTH_ALSA_SYMBOL(pcm_start, "snd_pcm_start");
    HEARTH_ALSA_SYMBOL(pcm_close, "snd_pcm_close");
    HEARTH_ALSA_SYMBOL(pcm_nonblock, "snd_pcm_nonblock");
    HEARTH_ALSA_SYMBOL(pcm_state, "snd_pcm_state");
    HEARTH_ALSA_SYMBOL(pcm_delay, "snd_pcm_delay");
    HEARTH_ALSA_SYMBOL(strerror, "snd_strerror");
    HEARTH_ALSA_SYMBOL(config_update_ref, "snd_config_update_ref");
    HEARTH_ALSA_SYMBOL(config_unref, "snd_config_unref");
    HEARTH_ALSA_SYMBOL(config_copy, "snd_config_copy");
    HEARTH_ALSA_SYMBOL(config_delete, "snd_config_delete");
    HEARTH_ALSA_SYMBOL(config_load, "snd_config_load");
    HEARTH_ALSA_SYMBOL(input_stdio_open, "snd_input_stdio_open");
    HEARTH_ALSA_SYMBOL(input_close, "snd_input_close");
    HEARTH_ALSA_SYMBOL(pcm_ioplug_create, "snd_pcm_ioplug_create");
    HEARTH_ALSA_SYMBOL(pcm_ioplug_set_param_list, "snd_pcm_ioplug_set_param_list");
    HEARTH_ALSA_SYMBOL(pcm_ioplug_set_param_minmax, "snd_pcm_ioplug_set_param_minmax");
    HEARTH_ALSA_SYMBOL(lib_error_set_handler, "snd_lib_error_set_handler");
#undef HEARTH_ALSA_SYMBOL
    if (missing) {
        dlclose(library);
        return;
    }
    alsa->loaded = 1;
}

/** The library, loaded on the first call (once per process). */
static inline struct hearth_alsa_library *hearth_alsa_loaded(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, hearth_alsa_load);
    return hearth_alsa_state();
}

/** NULL once alsa-lib is loaded, else why it could not be (dlopen's message, or the function it lacks). Loads it on
 * the first call. */
static inline const char *CALSA_library_error(void) {
    struct hearth_alsa_library *alsa = hearth_alsa_loaded();
    return alsa->loaded ? NULL : alsa->error;
}

static inline int CALSA_snd_pcm_open(snd_pcm_t **pcm, const char *name, snd_pcm_stream_t stream, int mode) {
    return hearth_alsa_loaded()->pcm_open(pcm, name, stream, mode);
}

static inline int CALSA_snd_pcm_open_lconf(snd_pcm_t **pcm, const char *name, snd_pcm_stream_t stream, int mode,
                                           snd_config_t *lconf) {
    return hearth_alsa_loaded()->pcm_open_lconf(pcm, name, stream, mode, lconf);
}

static inline int CALSA_snd_pcm_set_params(snd_pcm_t *pcm, snd_pcm_format_t format, snd_pcm_access_t access,
                                           unsigned int channels, unsigned int rate, int soft_resample,
                                           unsigned int latency) {
    return hearth_alsa_loaded()->pcm_set_params(pcm, format, access, channels, rate, soft_resample, latency);
}

static inline int CALSA_snd_pcm_get_params(snd_pcm_t *pcm, snd_pcm_uframes_t *buffer, snd_pcm_uframes_t *period) {
    return hearth_alsa_loaded()->pcm_get_params(pcm, buffer, period);
}

static inline snd_pcm_sframes_t CALSA_snd_pcm_writei(snd_pcm_t *pcm, const void *buffer, snd_pcm_uframes_t size) {
    return hearth_alsa_loaded()->pcm_writei(pcm, buffer, size);
}

static inline int CALSA_snd_pcm_recover(snd_pcm_t *pcm, int err, int silent) {
    return hearth_alsa_loaded()->pcm_recover(pcm, err, silent);
}

static inline int CALSA_snd_pcm_drop(snd_pcm_t *pcm) { return hearth_alsa_loaded()->pcm_drop(pcm); }

static inline int CALSA_snd_pcm_start(snd_pcm_t *pcm) { return hearth_alsa_loaded()->pcm_start(pcm); }

static inline int CALSA_snd_pcm_close(snd_pcm_t *pcm) { return hearth_alsa_loaded()->pcm_close(pcm); }

static inline int CALSA_snd_pcm_nonblock(snd_pcm_t *pcm, int nonblock) {
    return hearth_alsa_loaded()->pcm_nonblock(pcm, nonblock);
}

static inline snd_pcm_state_t CALSA_snd_pcm_state(snd_pcm_t *pcm) { return hearth_alsa_loaded()->pcm_state(pcm); }

static inline int CALSA_snd_pcm_delay(snd_pcm_t *pcm, snd_pcm_sframes_t *delay) {
    return hearth_alsa_loaded()->pcm_delay(pcm, delay);
}

static inline const char *CALSA_snd_strerror(int code) { return hearth_alsa_loaded()->strerror(code); }

static inline int CALSA_snd_config_update_ref(snd_config_t **top) {
    return hearth_alsa_loaded()->config_update_ref(top);
}

static inline void CALSA_snd_config_unref(snd_config_t *top) { hearth_alsa_loaded()->config_unref(top); }

static inline int CALSA_snd_config_copy(snd_config_t **destination, snd_config_t *source) {
    return hearth_alsa_loaded()->config_copy(destination, source);
}

static inline int CALSA_snd_config_delete(snd_config_t *config) { return hearth_alsa_loaded()->config_delete(config); }

static inline int CALSA_snd_config_load(snd_config_t *config, snd_input_t *input) {
    return hearth_alsa_loaded()->config_load(config, input);
}

static inline int CALSA_snd_input_stdio_open(snd_input_t **input, const char *file, const char *mode) {
    return hearth_alsa_loaded()->input_stdio_open(input, file, mode);
}

static inline int CALSA_snd_input_close(snd_input_t *input) { return hearth_alsa_loaded()->input_close(input); }

static inline int CALSA_snd_pcm_ioplug_create(snd_pcm_ioplug_t *io, const char *name, snd_pcm_stream_t stream,
                                              int mode) {
    return hearth_alsa_loaded()->pcm_ioplug_create(io, name, stream, mode);
}

static inline int CALSA_snd_pcm_ioplug_set_param_list(snd_pcm_ioplug_t *io, int type, unsigned int count,
                                                      const unsigned int *list) {
    return hearth_alsa_loaded()->pcm_ioplug_set_param_list(io, type, count, list);
}

static inline int CALSA_snd_pcm_ioplug_set_param_minmax(snd_pcm_ioplug_t *io, int type, unsigned int min,
                                                        unsigned int max) {
    return hearth_alsa_loaded()->pcm_ioplug_set_param_minmax(io, type, min, max);
}

/** An alsa-lib error handler that drops the message. */
static void
CALSA_ignore_library_message(const char *file, int line, const char *function, int err, const char *fmt, ...) {
    (void) file; (void) line; (void) function; (void) err; (void) fmt;
}

/** Stops alsa-lib from printing its own diagnostics to stderr (process-wide);
 * callers report errors from the codes alsa-lib returns instead. Needs the library loaded. */
static inline void
CALSA_silence_library_messages(void) {
    hearth_alsa_loaded()->lib_error_set_handler(CALSA_ignore_library_message);
}
#endif
