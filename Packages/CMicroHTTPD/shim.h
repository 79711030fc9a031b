#ifndef HEARTH_CMICROHTTPD_SHIM_H
#define HEARTH_CMICROHTTPD_SHIM_H
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <unistd.h>
#include <microhttpd.h>

/* Swift cannot call C variadic functions. These static inline wrappers are the
 * only C the HTTPServer module relies on; each takes fixed arguments. */

/** MHD_start_daemon with every option passed as one MHD_OPTION_ARRAY
 * (terminated by an item whose option is MHD_OPTION_END). The port argument is
 * 0 because callers hand over a bound socket with MHD_OPTION_LISTEN_SOCKET.
 * `accept_policy` decides, for each new connection, whether it is kept. */
static inline struct MHD_Daemon *
CMHD_start_daemon(unsigned int flags, MHD_AcceptPolicyCallback accept_policy, void *accept_policy_cls,
                  MHD_AccessHandlerCallback handler, void *handler_cls,
                  const struct MHD_OptionItem *options) {
    return MHD_start_daemon(flags, 0, accept_policy, accept_policy_cls, handler, handler_cls,
                            MHD_OPTION_ARRAY, options, MHD_OPTION_END);
}

/** The peer address of a connection (MHD_CONNECTION_INFO_CLIENT_ADDRESS), or NULL. */
static inline const struct sockaddr *
CMHD_connection_client_address(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    return info == NULL ? NULL : info->client_addr;
}

/** The socket of a connection (MHD_CONNECTION_INFO_CONNECTION_FD), or -1. */
static inline int
CMHD_connection_fd(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}

/** An option item carrying a pointer (MHD_OPTION_HTTPS_MEM_KEY, MHD_OPTION_HTTPS_MEM_CERT, ...). */
static inline struct MHD_OptionItem
CMHD_option_pointer(enum MHD_OPTION option, void *pointer) {
    struct MHD_OptionItem item = { option, 0, pointer };
    return item;
}

/** An option item carrying a number (timeouts, limits, sizes, sockets). */
static inline struct MHD_OptionItem
CMHD_option_value(enum MHD_OPTION option, intptr_t value) {
    struct MHD_OptionItem item = { option, value, NULL };
    return item;
}

/** MHD_OPTION_NOTIFY_COMPLETED as an option item. */
static inline struct MHD_OptionItem
CMHD_option_notify_completed(MHD_RequestCompletedCallback callback, void *cls) {
    struct MHD_OptionItem item = { MHD_OPTION_NOTIFY_COMPLETED, (intptr_t) callback, cls };
    return item;
}

/** The URI log callback type (MHD_OPTION_URI_LOG_CALLBACK); its result becomes
 * the request's context pointer (`*con_cls`). */
typedef void *(*CMHD_URILogCallback)(void *cls, const char *uri, struct MHD_Connection *connection);

/** MHD_OPTION_URI_LOG_CALLBACK as an option item. */
static inline struct MHD_OptionItem
CMHD_option_uri_log(CMHD_URILogCallback callback, void *cls) {
    struct MHD_OptionItem item = { MHD_OPTION_URI_LOG_CALLBACK, (intptr_t) callback, cls };
    return item;
}

/** The unescape callback type (MHD_OPTION_UNESCAPE_CALLBACK). */
typedef size_t (*CMHD_UnescapeCallback)(void *cls, struct MHD_Connection *connection, char *s);

/** MHD_OPTION_UNESCAPE_CALLBACK as an option item. */
static inline struct MHD_OptionItem
CMHD_option_unescape(CMHD_UnescapeCallback callback, void *cls) {
    struct MHD_OptionItem item = { MHD_OPTION_UNESCAPE_CALLBACK, (intptr_t) callback, cls };
    return item;
}

/** The terminating option item. */
static inline struct MHD_OptionItem
CMHD_option_end(void) {
    struct MHD_OptionItem item = { MHD_OPTION_END, 0, NULL };
    return item;
}

/** The panic callback type, for MHD_set_panic_func. */
typedef void (*CMHD_PanicCallback)(void *cls, const char *file, unsigned int line, const char *reason);

/** MHD_set_panic_func with a typed callback. */
static inline void
CMHD_set_panic_func(CMHD_PanicCallback callback, void *cls) {
    MHD_set_panic_func(callback, cls);
}

/* epoll for the hang-up watcher of event streams (struct epoll_event is packed on x86-64: keep it in C). */

/** A new epoll set (close-on-exec), or -1. */
static inline int
CMHD_epoll_create(void) {
    return epoll_create1(EPOLL_CLOEXEC);
}

/** A new eventfd (close-on-exec), or -1. */
static inline int
CMHD_eventfd_create(void) {
    return eventfd(0, EFD_CLOEXEC);
}

/** Adds `fd` to the set: readable when `readable`, else edge-triggered peer hang-up; events carry `token`. */
static inline int
CMHD_epoll_add(int epoll_fd, int fd, int readable, uint64_t token) {
    struct epoll_event event;
    memset(&event, 0, sizeof event);
    event.events = readable ? EPOLLIN : (EPOLLRDHUP | EPOLLET);
    event.data.u64 = token;
    return epoll_ctl(epoll_fd, EPOLL_CTL_ADD, fd, &event);
}

/** Waits (forever) for events and writes up to `max` of their tokens; returns the count, or -1 (errno set). */
static inline int
CMHD_epoll_wait_tokens(int epoll_fd, uint64_t *tokens, int max) {
    struct epoll_event events[64];
    if (max > 64) max = 64;
    int count = epoll_wait(epoll_fd, events, max, -1);
    for (int index = 0; index < count; index++) tokens[index] = events[index].data.u64;
    return count;
}

/** MHD_SIZE_UNKNOWN (not imported into Swift). */
static inline uint64_t
CMHD_size_unknown(void) {
    return MHD_SIZE_UNKNOWN;
}
/** Receives one formatted libmicrohttpd log message. */
typedef void (*CMHD_MessageCallback)(void *cls, const char *message);

/** Where formatted log messages go; must outlive the daemon. */
struct CMHD_Logger {
    CMHD_MessageCallback callback;
    void *cls;
};

static void
CMHD_format_log(void *cls, const char *format, va_list ap) {
    char message[1024];
    const struct CMHD_Logger *logger = (const struct CMHD_Logger *) cls;
    vsnprintf(message, sizeof message, format, ap);
    logger->callback(logger->cls, message);
}

/** MHD_OPTION_EXTERNAL_LOGGER as an option item: formats each message and
 * passes it to `logger->callback`. */
static inline struct MHD_OptionItem
CMHD_option_external_logger(struct CMHD_Logger *logger) {
    struct MHD_OptionItem item = { MHD_OPTION_EXTERNAL_LOGGER, (intptr_t) &CMHD_format_log, logger };
    return item;
}
#endif
