"""A houseful of screens on one Hearth: 1,000 page-like `/events` clients hold their streams and hear every broadcast.

Each client opens the stream as hearth.js does on a page (`/events?client=<id>`, a display's `&profile=`, the
settings page's `&topics=displays`) with a real Chromium User-Agent, from 40 loopback addresses (127.0.0.2 …
127.0.0.41, 25 each), and reconnects 100-350 ms after its stream ends, as EventSource would. The test holds them for
HEARTH_EVENT_HOLD_S seconds (15; `make bench` holds 60), publishing an `appearance` change every 3 s, and asserts that
no stream ended and that every client received every change. It prints the broadcast latency (p50, p99, max).

Runs the real binary (HEARTH_BIN, default .build/debug/hearth). Part of `make test`.
"""

from __future__ import annotations

import os
import random
import resource
import selectors
import socket
import tempfile
import time

from test_process import request, start

CLIENTS = int(os.environ.get("HEARTH_EVENT_CLIENTS", "1000"))
HOLD_SECONDS = float(os.environ.get("HEARTH_EVENT_HOLD_S", "15"))
ADDRESSES = 40
SETTINGS_PAGE_EVERY = 10  # one client in ten is a settings page that lists the screens
USER_AGENT = ("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 "
              "Safari/537.36")
MARKER = b"event: appearance\n"
END = b"\r\n0\r\n\r\n"


class PageStream:
    """One page's `/events` stream on a non-blocking socket."""

    def __init__(self, index: int, port: int):
        self.index = index
        self.port = port
        self.client_id = f"{index:04d}" + "%012x" % random.Random(index).getrandbits(48)
        self.sock: socket.socket | None = None
        self.answered = False     # saw the response's status line
        self.connected = False    # saw ": connected"
        self.refused = b""
        self.tail = b""
        self.heard = 0            # appearance events received
        self.arrivals: list[float] = []
        self.reopen_at = 0.0

    def path(self) -> str:
        if self.index % SETTINGS_PAGE_EVERY == 0:
            return f"/events?client={self.client_id}&topics=displays"
        return f"/events?client={self.client_id}&profile=kitchen"

    def open(self, selector: selectors.BaseSelector):
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind((f"127.0.0.{2 + self.index % ADDRESSES}", 0))
        sock.connect(("127.0.0.1", self.port))
        sock.sendall((f"GET {self.path()} HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\nAccept: text/event-stream\r\n"
                      f"User-Agent: {USER_AGENT}\r\nAccept-Language: en-US,en;q=0.9\r\n\r\n").encode())
        sock.setblocking(False)
        self.sock = sock
        self.tail = b""
        self.answered = False
        self.refused = b""
        selector.register(sock, selectors.EVENT_READ, self)

    def close(self, selector: selectors.BaseSelector, reopen_in: float | None):
        if self.sock is not None:
            selector.unregister(self.sock)
            self.sock.close()
        self.sock = None
        self.connected = False
        self.reopen_at = time.monotonic() + reopen_in if reopen_in is not None else 0.0

    def receive(self, selector: selectors.BaseSelector, now: float) -> bool:
        """Reads what arrived; returns True when a stream that was answered with 200 ended."""
        assert self.sock is not None
        try:
            data = self.sock.recv(1 << 20)
        except BlockingIOError:
            return False
        except ConnectionError:
            data = b""
        joined = self.tail + data
        if not self.answered and data:
            self.answered = True
            if not data.startswith(b"HTTP/1.1 200"):
                self.refused = data[:300]
        if not self.connected and b": connected" in joined:
            self.connected = True
        count = joined.count(MARKER)
        if count:
            self.heard += count
            self.arrivals.extend([now] * count)
        ended = not data or joined.endswith(END)
        self.tail = joined[-(len(MARKER) - 1):]
        if ended:
            was_open = self.answered and not self.refused
            self.close(selector, 0.1 + random.random() * 0.25)
            return was_open
        return False


def pump(selector: selectors.BaseSelector, pages: list[PageStream], timeout: float) -> int:
    """Handles what arrived for up to `timeout` seconds and reopens due streams; returns the stream ends seen."""
    ends = 0
    now = time.monotonic()
    for key, _ in selector.select(timeout):
        ends += key.data.receive(selector, now)
    now = time.monotonic()
    for page in pages:
        if page.sock is None and 0 < page.reopen_at <= now:
            page.open(selector)
    return ends


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))] if ordered else float("nan")


def test_a_thousand_page_like_clients_hold_their_streams_and_hear_every_broadcast():
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, CLIENTS + 512)), hard))
    data_dir = tempfile.mkdtemp(prefix="hearth-events-")
    process, port, _ = start(data_dir, "--log-level", "error")
    selector = selectors.DefaultSelector()
    pages = [PageStream(index, port) for index in range(CLIENTS)]
    try:
        ends = 0
        started = time.monotonic()
        for page in pages:
            page.open(selector)
            ends += pump(selector, pages, 0)
        while sum(page.connected for page in pages) < CLIENTS and time.monotonic() - started < 60:
            ends += pump(selector, pages, 0.05)
        connected = sum(page.connected for page in pages)
        connect_seconds = time.monotonic() - started
        refused = [page.refused for page in pages if page.refused][:3]

        # Hold: an appearance change every 3 s; every page should hear each one.
        latencies: list[float] = []
        missed = 0
        broadcasts = 0
        hold_started = time.monotonic()
        theme = "dark"
        while time.monotonic() - hold_started < HOLD_SECONDS:
            broadcasts += 1
            before = [page.heard for page in pages]
            sent = time.monotonic()
            status, body = request(port, "PUT", "/api/v1/settings", {"theme": theme})
            assert status == 200, body
            theme = "light" if theme == "dark" else "dark"
            while time.monotonic() - sent < 3:
                ends += pump(selector, pages, 0.02)
            for page, count in zip(pages, before):
                if page.heard > count:
                    latencies.append((page.arrivals[count] - sent) * 1000)
                else:
                    missed += 1
        hold = time.monotonic() - hold_started
        p50, p99, worst = percentile(latencies, 0.5), percentile(latencies, 0.99), max(latencies, default=0.0)
        print(f"\nevent clients: {CLIENTS} page-like, connected {connected} in {connect_seconds:.1f} s; "
              f"held {hold:.0f} s: {ends} stream ends; {broadcasts} broadcasts, {missed} missed deliveries; "
              f"latency p50 {p50:.1f} ms, p99 {p99:.1f} ms, max {worst:.1f} ms")
        assert connected == CLIENTS, f"only {connected} of {CLIENTS} streams open; refusals: {refused}"
        assert ends == 0, f"{ends} stream ends while holding {CLIENTS} clients for {hold:.0f} s"
        assert missed == 0, f"{missed} of {broadcasts * CLIENTS} deliveries missed"
    finally:
        for page in pages:
            page.close(selector, None)
        selector.close()
        process.terminate()
        process.wait(timeout=15)
