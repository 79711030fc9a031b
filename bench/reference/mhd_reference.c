/* The ceiling for `make bench`: a minimal C server on GNU libmicrohttpd serving fixed bytes.
 *
 * Same thread mode as Hearth's HTTPServer (MHD_USE_EPOLL_INTERNAL_THREAD with a thread pool, suspend/resume
 * allowed). Each route's response is built once (headers and body) and queued again for every request,
 * on the access handler's second call (so keep-alive works), which is the fastest libmicrohttpd can answer.
 *
 * Usage: mhd_reference PORT POOL_SIZE PATH=FILE=CONTENT_TYPE [...]
 * Prints "ready PORT" once listening; stops on SIGTERM or SIGINT. */
#include <microhttpd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct route {
    char *path;
    struct MHD_Response *response;
};

static struct route routes[64];
static int route_count = 0;
static volatile sig_atomic_t stopping = 0;

static void on_signal(int signal_number) {
    (void) signal_number;
    stopping = 1;
}

static enum MHD_Result answer(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                              const char *version, const char *upload_data, size_t *upload_data_size,
                              void **request_context) {
    static int first_call_marker;
    (void) cls;
    (void) version;
    (void) upload_data;
    if (*request_context == NULL) {
        *request_context = &first_call_marker;
        return MHD_YES;
    }
    if (*upload_data_size != 0) {
        *upload_data_size = 0;
        return MHD_YES;
    }
    if (strcmp(method, "GET") != 0 && strcmp(method, "HEAD") != 0) return MHD_NO;
    for (int index = 0; index < route_count; index++) {
        if (strcmp(routes[index].path, url) == 0) {
            return MHD_queue_response(connection, MHD_HTTP_OK, routes[index].response);
        }
    }
    static char not_found[] = "Not found.";
    struct MHD_Response *response =
        MHD_create_response_from_buffer(sizeof not_found - 1, not_found, MHD_RESPMEM_PERSISTENT);
    enum MHD_Result result = MHD_queue_response(connection, MHD_HTTP_NOT_FOUND, response);
    MHD_destroy_response(response);
    return result;
}

static char *read_file(const char *path, size_t *size) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) return NULL;
    fseek(file, 0, SEEK_END);
    long length = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *bytes = malloc(length > 0 ? (size_t) length : 1);
    if (bytes == NULL || fread(bytes, 1, (size_t) length, file) != (size_t) length) {
        fclose(file);
        free(bytes);
        return NULL;
    }
    fclose(file);
    *size = (size_t) length;
    return bytes;
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: %s PORT POOL_SIZE PATH=FILE=CONTENT_TYPE [...]\n", argv[0]);
        return 2;
    }
    unsigned short port = (unsigned short) atoi(argv[1]);
    unsigned int pool = (unsigned int) atoi(argv[2]);
    for (int index = 3; index < argc && route_count < 64; index++) {
        char *spec = strdup(argv[index]);
        char *file = strchr(spec, '=');
        char *type = file ? strchr(file + 1, '=') : NULL;
        if (file == NULL || type == NULL) {
            fprintf(stderr, "bad route %s\n", argv[index]);
            return 2;
        }
        *file++ = '\0';
        *type++ = '\0';
        size_t size = 0;
        char *bytes = read_file(file, &size);
        if (bytes == NULL) {
            fprintf(stderr, "cannot read %s\n", file);
            return 2;
        }
        struct MHD_Response *response = MHD_create_response_from_buffer(size, bytes, MHD_RESPMEM_MUST_FREE);
        MHD_add_response_header(response, MHD_HTTP_HEADER_CONTENT_TYPE, type);
        routes[route_count].path = spec;
        routes[route_count].response = response;
        route_count++;
    }
    unsigned int flags = MHD_USE_EPOLL_INTERNAL_THREAD | MHD_ALLOW_SUSPEND_RESUME;
    struct MHD_Daemon *daemon = pool > 1
        ? MHD_start_daemon(flags, port, NULL, NULL, &answer, NULL, MHD_OPTION_THREAD_POOL_SIZE, pool,
                           MHD_OPTION_CONNECTION_LIMIT, 4096u, MHD_OPTION_CONNECTION_TIMEOUT, 60u, MHD_OPTION_END)
        : MHD_start_daemon(flags, port, NULL, NULL, &answer, NULL, MHD_OPTION_CONNECTION_LIMIT, 4096u,
                           MHD_OPTION_CONNECTION_TIMEOUT, 60u, MHD_OPTION_END);
    if (daemon == NULL) {
        fprintf(stderr, "MHD_start_daemon failed\n");
        return 1;
    }
    signal(SIGTERM, on_signal);
    signal(SIGINT, on_signal);
    printf("ready %u\n", port);
    fflush(stdout);
    while (!stopping) pause();
    MHD_stop_daemon(daemon);
    for (int index = 0; index < route_count; index++) MHD_destroy_response(routes[index].response);
    return 0;
}
