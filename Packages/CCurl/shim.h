#ifndef HEARTH_CCURL_SHIM_H
#define HEARTH_CCURL_SHIM_H
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <curl/curl.h>

/* Outbound HTTP(S) through libcurl, loaded with dlopen on first use. Linking libcurl made every start load it
 * and its 25 dependencies (GnuTLS, Kerberos, LDAP, SSH…) for the two features that send requests (webhooks,
 * holiday calendar feeds); now a start loads none of them, and a machine without libcurl still serves
 * everything else. Only curl.h's types and constants are used at build time. */

typedef CURL *(*hearth_curl_easy_init_fn)(void);
typedef CURLcode (*hearth_curl_easy_setopt_fn)(CURL *, CURLoption, ...);
typedef CURLcode (*hearth_curl_easy_perform_fn)(CURL *);
typedef CURLcode (*hearth_curl_easy_getinfo_fn)(CURL *, CURLINFO, ...);
typedef void (*hearth_curl_easy_cleanup_fn)(CURL *);
typedef struct curl_slist *(*hearth_curl_slist_append_fn)(struct curl_slist *, const char *);
typedef void (*hearth_curl_slist_free_all_fn)(struct curl_slist *);
typedef CURLcode (*hearth_curl_global_init_fn)(long);

struct hearth_curl_library {
    int loaded;
    char error[256];
    hearth_curl_easy_init_fn easy_init;
    hearth_curl_easy_setopt_fn easy_setopt;
    hearth_curl_easy_perform_fn easy_perform;
    hearth_curl_easy_getinfo_fn easy_getinfo;
    hearth_curl_easy_cleanup_fn easy_cleanup;
    hearth_curl_slist_append_fn slist_append;
    hearth_curl_slist_free_all_fn slist_free_all;
};

/* Function-local statics: Swift emits a header's functions but not its variables. */
static inline struct hearth_curl_library *hearth_curl_state(void) {
    static struct hearth_curl_library state;
    return &state;
}

static inline void hearth_curl_load(void) {
    struct hearth_curl_library *curl = hearth_curl_state();
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(curl->error, sizeof curl->error, "libcurl.so.4 could not be loaded (%s)",
                 reason ? reason : "unknown reason");
        return;
    }
    hearth_curl_global_init_fn global_init = (hearth_curl_global_init_fn)dlsym(library, "curl_global_init");
    curl->easy_init = (hearth_curl_easy_init_fn)dlsym(library, "curl_easy_init");
    curl->easy_setopt = (hearth_curl_easy_setopt_fn)dlsym(library, "curl_easy_setopt");
    curl->easy_perform = (hearth_curl_easy_perform_fn)dlsym(library, "curl_easy_perform");
    curl->easy_getinfo = (hearth_curl_easy_getinfo_fn)dlsym(library, "curl_easy_getinfo");
    curl->easy_cleanup = (hearth_curl_easy_cleanup_fn)dlsym(library, "curl_easy_cleanup");
    curl->slist_append = (hearth_curl_slist_append_fn)dlsym(library, "curl_slist_append");
    curl->slist_free_all = (hearth_curl_slist_free_all_fn)dlsym(library, "curl_slist_free_all");
    if (!global_init || !curl->easy_init || !curl->easy_setopt || !curl->easy_perform
        || !curl->easy_getinfo || !curl->easy_cleanup || !curl->slist_append
        || !curl->slist_free_all) {
        snprintf(curl->error, sizeof curl->error, "libcurl.so.4 lacks the functions Hearth uses");
        return;
    }
    if (global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
        snprintf(curl->error, sizeof curl->error, "libcurl could not initialise");
        return;
    }
    curl->loaded = 1;
}

/** The loaded library (tried once per process). */
static inline struct hearth_curl_library *hearth_curl_loaded(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, hearth_curl_load);
    return hearth_curl_state();
}

/** What one request brought back. `body` is malloc'd (free it with hearth_http_result_free). */
typedef struct {
    /** 0 when the request went through (see `status`), else libcurl's error code; -1 when libcurl is missing. */
    int curl_code;
    long status;
    unsigned char *body;
    size_t length;
    /** The body was longer than the limit: the transfer stopped there. */
    int too_large;
    /** The last response's header lines (after redirects, the final one's), as received; malloc'd, at most
     * HEARTH_HTTP_HEADER_LIMIT bytes (later lines are dropped). */
    char *headers;
    size_t headers_length;
    char error[CURL_ERROR_SIZE + 256];
} hearth_http_result;

typedef struct {
    hearth_http_result *result;
    size_t capacity;
    size_t limit;
} hearth_http_sink;

#define HEARTH_HTTP_HEADER_LIMIT 32768

/** Keeps the header lines of the last response: a status line (`HTTP/…`) starts a new response, so the headers of a
 * redirect are dropped. */
static inline size_t hearth_http_header(char *data, size_t size, size_t count, void *context) {
    hearth_http_result *result = (hearth_http_result *)context;
    size_t bytes = size * count;
    if (bytes >= 5 && memcmp(data, "HTTP/", 5) == 0) result->headers_length = 0;
    if (!result->headers) {
        result->headers = (char *)malloc(HEARTH_HTTP_HEADER_LIMIT);
        if (!result->headers) return bytes;
    }
    if (result->headers_length + bytes <= HEARTH_HTTP_HEADER_LIMIT) {
        memcpy(result->headers + result->headers_length, data, bytes);
        result->headers_length += bytes;
    }
    return bytes;
}

static inline size_t hearth_http_write(char *data, size_t size, size_t count, void *context) {
    hearth_http_sink *sink = (hearth_http_sink *)context;
    hearth_http_result *result = sink->result;
    size_t bytes = size * count;
    if (result->length + bytes > sink->limit) {
        result->too_large = 1;
        return 0; /* stops the transfer (CURLE_WRITE_ERROR) */
    }
    if (result->length + bytes > sink->capacity) {
        size_t capacity = sink->capacity ? sink->capacity : 16384;
        while (capacity < result->length + bytes) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(result->body, capacity);
        if (!grown) return 0;
        result->body = grown;
        sink->capacity = capacity;
    }
    memcpy(result->body + result->length, data, bytes);
    result->length += bytes;
    return bytes;
}

/** One request, blocking until it is answered, fails or `timeout_ms` passes. `post` sends `body` with POST
 * (redirects are not followed), otherwise GET (up to 5 redirects, http and https only). TLS certificates are
 * verified, against the system's authorities or, when `ca_file` is not NULL, against the authorities in that PEM
 * file only. Returns 0 when the request went through. */
static inline int hearth_http_request(int post, const char *url, const char *const *headers, size_t header_count,
                                      const void *body, size_t body_length, long timeout_ms, size_t max_bytes,
                                      const char *ca_file, hearth_http_result *result) {
    memset(result, 0, sizeof *result);
    struct hearth_curl_library *curl = hearth_curl_loaded();
    if (!curl->loaded) {
        result->curl_code = -1;
        snprintf(result->error, sizeof result->error, "%s", curl->error);
        return -1;
    }
    CURL *easy = curl->easy_init();
    if (!easy) {
        result->curl_code = -1;
        snprintf(result->error, sizeof result->error, "libcurl could not start a request");
        return -1;
    }
    struct curl_slist *list = NULL;
    for (size_t index = 0; index < header_count; index++) list = curl->slist_append(list, headers[index]);
    char curl_error[CURL_ERROR_SIZE] = {0};
    hearth_http_sink sink = {result, 0, max_bytes};
    curl->easy_setopt(easy, CURLOPT_URL, url);
    curl->easy_setopt(easy, CURLOPT_NOSIGNAL, 1L);
    curl->easy_setopt(easy, CURLOPT_TIMEOUT_MS, timeout_ms);
    curl->easy_setopt(easy, CURLOPT_PROTOCOLS_STR, "http,https");
    curl->easy_setopt(easy, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
    curl->easy_setopt(easy, CURLOPT_HTTPHEADER, list);
    curl->easy_setopt(easy, CURLOPT_WRITEFUNCTION, hearth_http_write);
    curl->easy_setopt(easy, CURLOPT_WRITEDATA, &sink);
    curl->easy_setopt(easy, CURLOPT_HEADERFUNCTION, hearth_http_header);
    curl->easy_setopt(easy, CURLOPT_HEADERDATA, result);
    curl->easy_setopt(easy, CURLOPT_ERRORBUFFER, curl_error);
    curl->easy_setopt(easy, CURLOPT_ACCEPT_ENCODING, "");
    if (ca_file) curl->easy_setopt(easy, CURLOPT_CAINFO, ca_file);
    if (post) {
        curl->easy_setopt(easy, CURLOPT_POST, 1L);
        curl->easy_setopt(easy, CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)body_length);
        curl->easy_setopt(easy, CURLOPT_POSTFIELDS, body_length ? body : "");
    } else {
        curl->easy_setopt(easy, CURLOPT_FOLLOWLOCATION, 1L);
        curl->easy_setopt(easy, CURLOPT_MAXREDIRS, 5L);
    }
    CURLcode code = curl->easy_perform(easy);
    result->curl_code = (int)code;
    curl->easy_getinfo(easy, CURLINFO_RESPONSE_CODE, &result->status);
    if (code != CURLE_OK) {
        snprintf(result->error, sizeof result->error, "%s", curl_error[0] ? curl_error : "request failed");
    }
    curl->easy_cleanup(easy);
    curl->slist_free_all(list);
    return code == CURLE_OK ? 0 : 1;
}

static inline void hearth_http_result_free(hearth_http_result *result) {
    free(result->body);
    result->body = NULL;
    result->length = 0;
    free(result->headers);
    result->headers = NULL;
    result->headers_length = 0;
}

#endif
