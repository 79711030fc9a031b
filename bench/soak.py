#!/usr/bin/env python3
"""`make soak`: Hearth left running as a household runs it, compressed (not part of CI; about 35 minutes).

1. Crashes under writers: SOAK_KILLS (20) cycles of start, concurrent writers (days created, settings changed),
   `kill -9` at a random moment, restart. Every write the server acknowledged (a 2xx) must be there afterwards.
2. Mixed load: SOAK_MINUTES (30) of 1,000 page-like event clients (`/events?client=<id>` with a Chromium
   User-Agent, spread over 100 loopback addresses), pages read and writes made every second. The server's RSS is
   sampled every minute. It must not grow (the last sample within SOAK_RSS_GROWTH_PCT, 10 %, of the one after the
   first minute's warm-up), no acknowledged write may be lost, and stream ends are counted.

Everything runs on loopback (127.0.0.0/8) and stops by itself. Exit status 0 when every check held.
Environment: HEARTH_BIN (default .build/release/hearth), HEARTH_WEB_DIR, SOAK_KILLS, SOAK_MINUTES,
SOAK_EVENT_CLIENTS (1000), SOAK_RSS_GROWTH_PCT.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
BINARY = os.environ.get("HEARTH_BIN") or str(REPO / ".build" / "release" / "hearth")
WEB_DIR = os.environ.get("HEARTH_WEB_DIR") or str(REPO / "web")
KILLS = int(os.environ.get("SOAK_KILLS", "20"))
MINUTES = float(os.environ.get("SOAK_MINUTES", "30"))
EVENT_CLIENTS = int(os.environ.get("SOAK_EVENT_CLIENTS", "1000"))
RSS_GROWTH_PCT = float(os.environ.get("SOAK_RSS_GROWTH_PCT", "10"))
USER_AGENT = ("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
              "Chrome/131.0.0.0 Safari/537.36")
ADDRESSES = [f"127.0.0.{n}" for n in range(2, 102)]


def say(text: str) -> None:
    print(f"[soak {time.strftime('%H:%M:%S')}] {text}", flush=True)


class Server:
    """One `hearth serve` on a free loopback port over a data folder that outlives restarts."""

    def __init__(self, data_dir: str):
        self.data_dir = data_dir
        self.process: subprocess.Popen | None = None
        self.port = 0

    def start(self) -> None:
        self.process = subprocess.Popen(
            [BINARY, "serve", "--host", "127.0.0.1", "--port", "0", "--data-dir", self.data_dir, "--web-dir", WEB_DIR,
             "--log-level", "error"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        assert self.process.stdout is not None
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            line = self.process.stdout.readline()
            match = re.search(r"Listening on http://[^:]+:(\d+)/", line)
            if match:
                self.port = int(match.group(1))
                threading.Thread(target=lambda: [None for _ in self.process.stdout], daemon=True).start()
                return
            if not line and self.process.poll() is not None:
                break
        raise RuntimeError("hearth did not start")

    def kill(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(timeout=10)

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.kill()

    def rss_mib(self) -> float:
        status = Path(f"/proc/{self.process.pid}/status").read_text()
        return int(re.search(r"VmRSS:\s+(\d+)", status).group(1)) / 1024

    def request(self, method: str, path: str, body: dict | None = None, timeout: float = 10) -> tuple[int, bytes]:
        data = json.dumps(body).encode() if body is not None else None
        headers = {"Accept": "application/json", **({"Content-Type": "application/json"} if data else {})}
        req = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", data=data, method=method, headers=headers)
        try:
            with urllib.request.urlopen(req, timeout=timeout) as response:
                return response.status, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.read()


class Writers:
    """Threads that create days and change settings; they remember what the server acknowledged."""

    def __init__(self, server: Server, count: int = 4, pause: float = 0.0):
        self.server, self.count, self.pause = server, count, pause
        self.acknowledged: list[str] = []
        self.last_theme: str | None = None
        self.theme_in_flight: str | None = None
        self.lock = threading.Lock()
        self.stopping = threading.Event()
        self.threads: list[threading.Thread] = []

    def _run(self, index: int) -> None:
        serial = 0
        while not self.stopping.is_set():
            serial += 1
            try:
                if serial % 5 == 0 and index == 0:
                    theme = random.choice(["dark", "light", "system"])
                    self.theme_in_flight = theme  # may be stored even if the answer never arrives
                    status, _ = self.server.request("PUT", "/api/v1/settings", {"theme": theme})
                    if status == 200:
                        with self.lock:
                            self.last_theme = theme
                    self.theme_in_flight = None
                else:
                    status, body = self.server.request(
                        "POST", "/api/v1/days", {"title": f"Soak {index}-{serial}", "date": "2031-03-14"})
                    if status == 201:
                        with self.lock:
                            self.acknowledged.append(json.loads(body)["id"])
            except (OSError, urllib.error.URLError, ValueError):
                pass  # the server was killed mid-request: not acknowledged
            if self.pause:
                time.sleep(self.pause)

    def start(self) -> None:
        self.stopping.clear()
        self.threads = [threading.Thread(target=self._run, args=(i,), daemon=True) for i in range(self.count)]
        for thread in self.threads:
            thread.start()

    def stop(self) -> None:
        self.stopping.set()
        for thread in self.threads:
            thread.join(timeout=15)


def missing_writes(server: Server, writers: Writers) -> list[str]:
    status, body = server.request("GET", "/api/v1/days", timeout=60)
    assert status == 200, body[:200]
    stored = {day["id"] for day in json.loads(body)}
    return [day_id for day_id in writers.acknowledged if day_id not in stored]


def kill_cycles(data_dir: str) -> list[str]:
    failures: list[str] = []
    server = Server(data_dir)
    writers = Writers(server)
    for cycle in range(1, KILLS + 1):
        server.start()
        if cycle > 1:
            missing = missing_writes(server, writers)
            if missing:
                failures.append(f"kill cycle {cycle - 1}: {len(missing)} acknowledged days lost")
            stored_theme = json.loads(server.request("GET", "/api/v1/settings")[1])["theme"]
            if writers.last_theme and stored_theme not in (writers.last_theme, writers.theme_in_flight):
                failures.append(f"kill cycle {cycle - 1}: the last acknowledged theme ({writers.last_theme}) was "
                                f"lost: {stored_theme} is stored")
        writers.start()
        time.sleep(random.uniform(0.5, 2.5))
        server.kill()
        writers.stop()
        say(f"kill -9 cycle {cycle}/{KILLS}: {len(writers.acknowledged)} days acknowledged so far")
    server.start()
    missing = missing_writes(server, writers)
    if missing:
        failures.append(f"last kill cycle: {len(missing)} acknowledged days lost")
    server.stop()
    return failures


class EventClients:
    """Page-like event clients: they hold their streams, count ends and reconnect as a browser does."""

    def __init__(self, port: int, count: int):
        self.port, self.count = port, count
        self.ends = 0
        self.events = 0
        self.stopping = False

    async def _client(self, index: int) -> None:
        address = ADDRESSES[index % len(ADDRESSES)]
        client_id = f"soak-{index:06d}-{random.getrandbits(32):08x}"
        while not self.stopping:
            try:
                reader, writer = await asyncio.open_connection("127.0.0.1", self.port, local_addr=(address, 0))
                writer.write((f"GET /events?client={client_id} HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\n"
                              f"Accept: text/event-stream\r\nUser-Agent: {USER_AGENT}\r\n\r\n").encode())
                await writer.drain()
                while not self.stopping:
                    line = await reader.readline()
                    if not line:
                        break
                    if line.startswith(b"event:"):
                        self.events += 1
                writer.close()
            except OSError:
                pass
            if not self.stopping:
                self.ends += 1
                await asyncio.sleep(random.uniform(1, 3))

    async def run(self, seconds: float) -> None:
        tasks = [asyncio.create_task(self._client(i)) for i in range(self.count)]
        await asyncio.sleep(seconds)
        self.stopping = True
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


def mixed_load(data_dir: str) -> list[str]:
    failures: list[str] = []
    server = Server(data_dir)
    server.start()
    writers = Writers(server, count=2, pause=1.0)
    writers.start()
    clients = EventClients(server.port, EVENT_CLIENTS)
    stop_readers = threading.Event()

    def read_pages() -> None:
        while not stop_readers.is_set():
            for path in ("/", "/days", "/settings", "/display", "/noise", "/alarms"):
                try:
                    urllib.request.urlopen(f"http://127.0.0.1:{server.port}{path}", timeout=10).read()
                except (OSError, urllib.error.URLError):
                    pass
            time.sleep(0.5)

    reader = threading.Thread(target=read_pages, daemon=True)
    reader.start()
    samples: list[float] = []

    def sample_rss() -> None:
        while not stop_readers.is_set():
            samples.append(server.rss_mib())
            say(f"minute {len(samples) - 1}: RSS {samples[-1]:.1f} MiB, stream ends {clients.ends}, "
                f"events received {clients.events}, days acknowledged {len(writers.acknowledged)}")
            stop_readers.wait(60)

    sampler = threading.Thread(target=sample_rss, daemon=True)
    sampler.start()
    asyncio.run(clients.run(MINUTES * 60))
    stop_readers.set()
    writers.stop()
    reader.join(timeout=15)
    samples.append(server.rss_mib())
    say(f"end: RSS {samples[-1]:.1f} MiB, stream ends {clients.ends}, events received {clients.events}")
    if server.process.poll() is not None:
        failures.append("the server died under the mixed load")
    missing = missing_writes(server, writers)
    if missing:
        failures.append(f"mixed load: {len(missing)} acknowledged days lost")
    if len(samples) >= 3:
        warm = samples[1]
        growth = (samples[-1] - warm) / warm * 100
        say(f"RSS after warm-up {warm:.1f} MiB, at the end {samples[-1]:.1f} MiB ({growth:+.1f} %)")
        if growth > RSS_GROWTH_PCT:
            failures.append(f"RSS grew {growth:.1f} % (limit {RSS_GROWTH_PCT} %): {samples}")
    server.stop()
    return failures


def main() -> int:
    if not os.access(BINARY, os.X_OK):
        print(f"{BINARY} is not built: run `make build` (make soak does)", file=sys.stderr)
        return 2
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # one socket per event client
    data_dir = tempfile.mkdtemp(prefix="hearth-soak-")
    try:
        say(f"{KILLS} kill -9 cycles under writers")
        failures = kill_cycles(data_dir)
        say(f"{MINUTES:g} minutes of mixed load with {EVENT_CLIENTS} page-like event clients")
        failures += mixed_load(data_dir)
    finally:
        shutil.rmtree(data_dir, ignore_errors=True)
    for failure in failures:
        say("FAILED: " + failure)
    say("every check held" if not failures else f"{len(failures)} checks failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
