/* Event-stream clients for `make bench`: many `GET /events` connections from one process (epoll), spread over
 * several loopback source addresses (127.0.0.2, 127.0.0.3, ...) so per-IP limits see a house of displays.
 *
 * Every client opens the stream as a page does (hearth.js): `PATH?client=<its id>` with `&profile=kitchen` (a
 * display) or, one in ten, `&topics=displays` (the settings page that lists the screens), a real Chromium
 * User-Agent and Accept-Language, so the server keeps its list of connected screens as it would for a house of them.
 *
 * Phases, each printing "key value" lines on stdout:
 *   1. connect N clients; connect_ms = until every one has the stream's first bytes (": connected").
 *   2. idle for IDLE_SECONDS with every stream open: idle_cpu_ms (server user+system CPU from /proc/PID/stat)
 *      and server_rss_kib.
 *   2b. hold for HOLD_SECONDS more (optional, 0 by default): hold_seconds, and stream_ends (streams the server
 *      ended from the first connect until here; each client reopens 100-350 ms after an end, as EventSource does).
 *   3. BROADCASTS times: send the trigger request (alternating two bodies), then wait until every client has
 *      one more `appearance` event (what both servers publish for the trigger; other events, such as Hearth's
 *      `displays`, do not count); latency = arrival - trigger sent. broadcast_p50_ms / _p99_ms / _max_ms, missed.
 *   4. prints "restart now" and waits: when the streams end (the server restarts), every client reconnects
 *      (after 100-350 ms, then every 250 ms while refused); reconnect_ms = from the first end until all N
 *      streams are back.
 *
 *      stream_ends_total: the ends up to the end of this phase.
 *
 * Usage: sse_clients PORT N ADDRESSES PATH SERVER_PID IDLE_SECONDS BROADCASTS METHOD TRIGGER_PATH BODY_A BODY_B
 *        [HOLD_SECONDS] */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

struct client {
    int fd;
    int connected;     /* saw ": connected" */
    long data_lines;   /* broadcast (`appearance`) events seen */
    double retry_at;   /* when closed: when to reconnect (0 = not waiting) */
    char tail[32];
    size_t tail_length;
    double arrival;    /* when the last data line arrived */
    int answered;      /* saw the response's first bytes */
};

/* The event the trigger request publishes: what a broadcast's arrival is timed by. */
#define BROADCAST_MARKER "event: appearance\n"

static const char *user_agent =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
static long stream_ends = 0;

static struct client *clients;
static int client_count, address_count, port, epoll_fd;
static const char *path;

static double now_ms(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return time.tv_sec * 1000.0 + time.tv_nsec / 1e6;
}

static long server_cpu_ticks(int pid) {
    char name[64], text[1024];
    snprintf(name, sizeof name, "/proc/%d/stat", pid);
    FILE *file = fopen(name, "r");
    if (file == NULL) return -1;
    size_t length = fread(text, 1, sizeof text - 1, file);
    fclose(file);
    text[length] = '\0';
    char *close_paren = strrchr(text, ')');
    if (close_paren == NULL) return -1;
    long user = 0, system = 0;
    /* fields after ")": state(3) ... utime(14) stime(15) */
    sscanf(close_paren + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %ld %ld", &user, &system);
    return user + system;
}

static long server_rss_kib(int pid) {
    char name[64], line[256];
    snprintf(name, sizeof name, "/proc/%d/status", pid);
    FILE *file = fopen(name, "r");
    if (file == NULL) return -1;
    long rss = -1;
    while (fgets(line, sizeof line, file)) {
        if (strncmp(line, "VmRSS:", 6) == 0) sscanf(line + 6, "%ld", &rss);
    }
    fclose(file);
    return rss;
}

static void open_client(int index) {
    struct client *client = &clients[index];
    client->fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    struct sockaddr_in source = {.sin_family = AF_INET};
    char source_ip[32];
    snprintf(source_ip, sizeof source_ip, "127.0.0.%d", 2 + index % address_count);
    inet_pton(AF_INET, source_ip, &source.sin_addr);
    bind(client->fd, (struct sockaddr *) &source, sizeof source);
    struct sockaddr_in target = {.sin_family = AF_INET, .sin_port = htons((unsigned short) port)};
    inet_pton(AF_INET, "127.0.0.1", &target.sin_addr);
    connect(client->fd, (struct sockaddr *) &target, sizeof target);
    struct epoll_event event = {.events = EPOLLIN | EPOLLOUT | EPOLLRDHUP, .data.u32 = (unsigned) index};
    epoll_ctl(epoll_fd, EPOLL_CTL_ADD, client->fd, &event);
    client->connected = 0;
    client->answered = 0;
    client->tail_length = 0;
    client->retry_at = 0;
}

/* The server ended a stream it had answered: count it (until the restart phase) and reopen it soon. */
static void stream_ended(int index, double arrived);

static void close_client(int index, double retry_after) {
    struct client *client = &clients[index];
    if (client->fd >= 0) {
        epoll_ctl(epoll_fd, EPOLL_CTL_DEL, client->fd, NULL);
        close(client->fd);
    }
    client->fd = -1;
    client->connected = 0;
    client->retry_at = now_ms() + retry_after;
}

/* Counts occurrences of `needle` in tail + data, keeping the last bytes as the new tail. */
static long count_in(struct client *client, const char *data, size_t length, const char *needle) {
    char joined[32 + 65536];
    memcpy(joined, client->tail, client->tail_length);
    memcpy(joined + client->tail_length, data, length);
    size_t total = client->tail_length + length;
    size_t needle_length = strlen(needle);
    long count = 0;
    for (char *cursor = joined; (cursor = memmem(cursor, total - (size_t) (cursor - joined), needle, needle_length));
         cursor += needle_length)
        count++;
    size_t keep = total < needle_length - 1 ? total : needle_length - 1;
    memcpy(client->tail, joined + total - keep, keep);
    client->tail_length = keep;
    return count;
}

static double first_end = 0;

/* Handles epoll events for up to `timeout` ms. */
static void pump(int timeout) {
    struct epoll_event events[256];
    int count = epoll_wait(epoll_fd, events, 256, timeout);
    double arrived = now_ms();
    for (int e = 0; e < count; e++) {
        int index = (int) events[e].data.u32;
        struct client *client = &clients[index];
        if (client->fd < 0) continue;
        if (events[e].events & EPOLLOUT) {
            char request[768];
            int length = snprintf(request, sizeof request,
                                  "GET %s%cclient=%04dbench%08x%s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n"
                                  "Accept: text/event-stream\r\nUser-Agent: %s\r\n"
                                  "Accept-Language: en-US,en;q=0.9\r\n\r\n",
                                  path, strchr(path, '?') ? '&' : '?', index, (unsigned) index * 2654435761u,
                                  index % 10 == 0 ? "&topics=displays" : "&profile=kitchen", port, user_agent);
            if (send(client->fd, request, (size_t) length, MSG_NOSIGNAL) != length) {
                close_client(index, 250);
                continue;
            }
            struct epoll_event event = {.events = EPOLLIN | EPOLLRDHUP, .data.u32 = (unsigned) index};
            epoll_ctl(epoll_fd, EPOLL_CTL_MOD, client->fd, &event);
            continue;
        }
        char buffer[65536];
        ssize_t got = recv(client->fd, buffer, sizeof buffer, 0);
        if (got <= 0) {
            if (got < 0 && errno == EAGAIN) continue;
            stream_ended(index, arrived);
            continue;
        }
        if (!client->answered && got >= 12 && memcmp(buffer, "HTTP/1.1 200", 12) == 0) client->answered = 1;
        if (!client->connected && memmem(buffer, (size_t) got, ": connected", 11)) client->connected = 1;
        /* The chunked body's last chunk: the server ended the stream (an EventSource reconnects). */
        if (got >= 5 && memcmp(buffer + got - 5, "0\r\n\r\n", 5) == 0) {
            stream_ended(index, arrived);
            continue;
        }
        long lines = count_in(client, buffer, (size_t) got, BROADCAST_MARKER);
        if (lines > 0) {
            client->data_lines += lines;
            client->arrival = arrived;
        }
    }
    double time = now_ms();
    for (int index = 0; index < client_count; index++) {
        if (clients[index].fd < 0 && clients[index].retry_at > 0 && clients[index].retry_at <= time) open_client(index);
    }
}

static int counting_ends = 1;

static void stream_ended(int index, double arrived) {
    struct client *client = &clients[index];
    if (client->answered && counting_ends) stream_ends++;
    if (client->connected && first_end == 0) first_end = arrived;
    close_client(index, client->connected ? 100 + rand() % 250 : 250);
}

static int connected_count(void) {
    int count = 0;
    for (int index = 0; index < client_count; index++) count += clients[index].connected;
    return count;
}

static void trigger(const char *method, const char *trigger_path, const char *body) {
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    struct sockaddr_in target = {.sin_family = AF_INET, .sin_port = htons((unsigned short) port)};
    inet_pton(AF_INET, "127.0.0.1", &target.sin_addr);
    if (connect(fd, (struct sockaddr *) &target, sizeof target) != 0) {
        close(fd);
        return;
    }
    char request[1024];
    int length = snprintf(request, sizeof request,
                          "%s %s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nContent-Type: application/json\r\n"
                          "Content-Length: %zu\r\nConnection: close\r\n\r\n%s",
                          method, trigger_path, port, strlen(body), body);
    send(fd, request, (size_t) length, MSG_NOSIGNAL);
    char reply[4096];
    while (recv(fd, reply, sizeof reply, 0) > 0) {
    }
    close(fd);
}

static int compare(const void *a, const void *b) {
    double x = *(const double *) a, y = *(const double *) b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    if (argc < 12) {
        fprintf(stderr, "usage: %s PORT N ADDRESSES PATH SERVER_PID IDLE_SECONDS BROADCASTS METHOD TRIGGER_PATH "
                        "BODY_A BODY_B\n", argv[0]);
        return 2;
    }
    port = atoi(argv[1]);
    client_count = atoi(argv[2]);
    address_count = atoi(argv[3]);
    path = argv[4];
    int server_pid = atoi(argv[5]);
    int idle_seconds = atoi(argv[6]);
    int broadcasts = atoi(argv[7]);
    srand(7);
    setvbuf(stdout, NULL, _IOLBF, 0);
    clients = calloc((size_t) client_count, sizeof *clients);
    epoll_fd = epoll_create1(EPOLL_CLOEXEC);

    double started = now_ms();
    for (int index = 0; index < client_count; index++) open_client(index);
    while (connected_count() < client_count && now_ms() - started < 30000) pump(50);
    printf("connected %d\nconnect_ms %.1f\n", connected_count(), now_ms() - started);

    long ticks_per_second = sysconf(_SC_CLK_TCK);
    long cpu_before = server_cpu_ticks(server_pid);
    double idle_start = now_ms();
    while (now_ms() - idle_start < idle_seconds * 1000.0) pump(200);
    long cpu_after = server_cpu_ticks(server_pid);
    printf("idle_seconds %d\nidle_cpu_ms %.0f\nserver_rss_kib %ld\n", idle_seconds,
           (cpu_after - cpu_before) * 1000.0 / ticks_per_second, server_rss_kib(server_pid));
    int hold_seconds = argc > 12 ? atoi(argv[12]) : 0;
    if (hold_seconds > 0) {
        double hold_start = now_ms();
        while (now_ms() - hold_start < hold_seconds * 1000.0) pump(200);
        printf("hold_seconds %d\nstream_ends %ld\nheld %d\n", hold_seconds, stream_ends, connected_count());
    }

    double *latencies = calloc((size_t) (client_count * (broadcasts > 0 ? broadcasts : 1)), sizeof *latencies);
    long samples = 0, missed = 0;
    long broadcast_cpu_before = server_cpu_ticks(server_pid);
    for (int round = 0; round < broadcasts; round++) {
        long *before = calloc((size_t) client_count, sizeof *before);
        for (int index = 0; index < client_count; index++) before[index] = clients[index].data_lines;
        double sent = now_ms();
        trigger(argv[8], argv[9], round % 2 == 0 ? argv[10] : argv[11]);
        int waiting = client_count;
        while (waiting > 0 && now_ms() - sent < 5000) {
            pump(20);
            waiting = 0;
            for (int index = 0; index < client_count; index++) waiting += clients[index].data_lines == before[index];
        }
        for (int index = 0; index < client_count; index++) {
            if (clients[index].data_lines > before[index]) latencies[samples++] = clients[index].arrival - sent;
            else missed++;
        }
        free(before);
        double pause = now_ms();
        while (now_ms() - pause < 100) pump(20);
    }
    if (samples > 0) {
        qsort(latencies, (size_t) samples, sizeof *latencies, compare);
        printf("broadcasts %d\nbroadcast_p50_ms %.2f\nbroadcast_p99_ms %.2f\nbroadcast_max_ms %.2f\n", broadcasts,
               latencies[samples / 2], latencies[(long) (samples * 0.99)], latencies[samples - 1]);
    }
    printf("broadcast_missed %ld\n", missed);
    if (broadcasts > 0) {
        printf("broadcast_server_cpu_ms %.1f\n",
               (server_cpu_ticks(server_pid) - broadcast_cpu_before) * 1000.0 / ticks_per_second / broadcasts);
    }

    printf("stream_ends_total %ld\n", stream_ends);
    counting_ends = 0;
    printf("restart now\n");
    double waited = now_ms();
    while (first_end == 0 && now_ms() - waited < 60000) pump(50);
    while (connected_count() < client_count && now_ms() - first_end < 30000) pump(20);
    printf("reconnected %d\nreconnect_ms %.0f\n", connected_count(), now_ms() - first_end);
    return 0;
}
