"""A `hearth serve` process for the process tests that watch it from outside: its log in a file, its peak memory
(VmHWM), optionally inside a memory cgroup, and raw uploads.

Used by test_memory.py, test_crash_loop.py and test_speaker_without_alsa.py; test_process.py keeps its own minimal
helpers.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import ssl
import subprocess
import tempfile
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("HEARTH_BIN") or str(REPO / ".build" / "debug" / "hearth")
WEB_DIR = os.environ.get("HEARTH_WEB_DIR") or str(REPO / "web")
MIB = 1_048_576


class MemoryCgroup:
    """A memory cgroup of the test's own with a hard limit and no swap: cgroup v2 (`memory.max`) when the unified
    hierarchy has the memory controller, else v1 (`memory.limit_in_bytes`) under this process's own memory cgroup.
    `available()` says why not when neither can be made (not root, read-only /sys/fs/cgroup)."""

    def __init__(self, path: Path, version: int):
        self.path = path
        self.version = version

    @staticmethod
    def make(limit_bytes: int) -> tuple["MemoryCgroup | None", str]:
        name = f"hearth-test-{os.getpid()}-{time.monotonic_ns()}"
        unified = Path("/sys/fs/cgroup")
        try:
            if "memory" in (unified / "cgroup.controllers").read_text().split():
                path = unified / name
                path.mkdir()
                (path / "memory.max").write_text(str(limit_bytes))
                if (path / "memory.swap.max").exists():
                    (path / "memory.swap.max").write_text("0")
                return MemoryCgroup(path, 2), "cgroup v2"
        except OSError as error:
            reason = f"cgroup v2: {error}"
        else:
            reason = "cgroup v2 has no memory controller here"
        try:
            own = next(line.split(":", 2)[2].strip() for line in Path("/proc/self/cgroup").read_text().splitlines()
                       if line.split(":", 2)[1] == "memory")
            path = Path("/sys/fs/cgroup/memory") / own.lstrip("/") / name
            path.mkdir()
            (path / "memory.limit_in_bytes").write_text(str(limit_bytes))
            if (path / "memory.memsw.limit_in_bytes").exists():
                (path / "memory.memsw.limit_in_bytes").write_text(str(limit_bytes))
            return MemoryCgroup(path, 1), "cgroup v1"
        except (OSError, StopIteration) as error:
            return None, f"{reason}; cgroup v1: {error!r}"

    def remove(self) -> None:
        try:
            self.path.rmdir()
        except OSError:
            pass

    def oom_kills(self) -> int:
        """How many processes the kernel killed for this group's limit."""
        text = (self.path / ("memory.events" if self.version == 2 else "memory.oom_control")).read_text()
        match = re.search(r"oom_kill (\d+)", text)
        return int(match.group(1)) if match else 0


class DayWriters:
    """`count` threads that each add days ("Writer N day I", dated 2030-01-01) through `write(title)` while the block
    runs: `write` returns the answer's status, or None when the server could not be reached (the day is then tried
    again as a new one after a pause). A 201 is acknowledged, with the monotonic time it came; any other status is
    refused."""

    def __init__(self, count: int, write):
        self.acknowledged: list[tuple[float, str]] = []
        self.refused: list[int] = []
        self.lock = threading.Lock()
        self._stop = threading.Event()
        self._threads = [threading.Thread(target=self._run, args=(number, write)) for number in range(count)]

    def __enter__(self) -> "DayWriters":
        for thread in self._threads:
            thread.start()
        return self

    def __exit__(self, *exception) -> None:
        self._stop.set()
        for thread in self._threads:
            thread.join()

    def _run(self, number: int, write) -> None:
        index = 0
        while not self._stop.is_set():
            title = f"Writer {number} day {index}"
            index += 1
            status = write(title)
            if status is None:
                time.sleep(0.05)
                continue
            with self.lock:
                if status == 201:
                    self.acknowledged.append((time.monotonic(), title))
                else:
                    self.refused.append(status)
            if status != 201:
                time.sleep(0.05)

    def titles(self) -> list[str]:
        """The titles acknowledged so far, in the order they were."""
        with self.lock:
            return [title for _, title in self.acknowledged]

    def wait_for(self, count: int) -> None:
        """Waits until `count` days in all were acknowledged."""
        while len(self.acknowledged) < count:
            time.sleep(0.05)


@contextlib.contextmanager
def memory_limit(limit_bytes: int):
    """A `MemoryCgroup` limited to `limit_bytes` while the block runs, removed after it; None where none can be made
    (the peak RSS, VmHWM, is then all a test can check). Says on stdout which it is."""
    cgroup, how = MemoryCgroup.make(limit_bytes)
    print(f"\nmemory limit: {how}" if cgroup else f"\nno memory cgroup ({how}): VmHWM only")
    try:
        yield cgroup
    finally:
        if cgroup:
            cgroup.remove()


class Server:
    """`hearth serve` on a free loopback port with a throwaway data folder (or a given one); the log goes to a file.
    `env` adds variables to the server's environment."""

    def __init__(self, *args: str, data_dir: str | None = None, cgroup: MemoryCgroup | None = None,
                 env: dict[str, str] | None = None):
        self.data_dir = data_dir or tempfile.mkdtemp(prefix="hearth-proc-")
        self.log_path = Path(tempfile.mkstemp(prefix="hearth-log-", suffix=".txt")[1])
        command = [BINARY, "serve", "--host", "127.0.0.1", "--port", "0", "--data-dir", self.data_dir,
                   "--web-dir", WEB_DIR, *args]
        if cgroup is not None:
            # The shell joins the cgroup, then becomes the server: every byte it allocates is charged there.
            command = ["sh", "-c", f'echo $$ > "{cgroup.path}/cgroup.procs" && exec "$@"', "sh", *command]
        self.log = open(self.log_path, "w")
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=self.log, text=True,
                                        env={**os.environ, **(env or {})})
        banner = []
        deadline = time.monotonic() + 90
        assert self.process.stdout is not None
        while time.monotonic() < deadline:
            line = self.process.stdout.readline()
            if not line:
                break
            banner.append(line)
            if line.startswith("Press Ctrl-C"):
                break
        match = re.search(r"Listening on (https?)://127\.0\.0\.1:(\d+)/", "".join(banner))
        assert match, f"no Listening line in {''.join(banner)!r}; log: {self.log_text()}"
        self.scheme = match.group(1)
        self.port = int(match.group(2))
        # Over HTTPS (`--tls-self-signed`), requests trust the authority the server made, nothing else.
        self.ssl_context = (ssl.create_default_context(cafile=str(Path(self.data_dir) / "tls" / "hearth-ca.pem"))
                            if self.scheme == "https" else None)

    def request(self, method: str, path: str, body: bytes | dict | None = None,
                content_type: str | None = None, timeout: float = 120) -> tuple[int, bytes]:
        data = json.dumps(body).encode() if isinstance(body, dict) else body
        headers = {"Content-Type": content_type or "application/json"} if data is not None else {}
        request = urllib.request.Request(f"{self.scheme}://127.0.0.1:{self.port}{path}", data=data, method=method,
                                         headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=timeout, context=self.ssl_context) as response:
                return response.status, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.read()

    def json(self, method: str, path: str, body: bytes | dict | None = None, **kwargs) -> tuple[int, dict]:
        status, raw = self.request(method, path, body, **kwargs)
        return status, json.loads(raw) if raw else {}

    def alive(self) -> bool:
        if self.process.poll() is not None:
            return False
        try:
            return self.request("GET", "/healthz", timeout=10)[0] == 200
        except OSError:
            return False

    def peak_rss_bytes(self) -> int:
        """VmHWM: the most resident memory the process has had, from the kernel."""
        status = Path(f"/proc/{self.process.pid}/status").read_text()
        return int(re.search(r"VmHWM:\s+(\d+) kB", status).group(1)) * 1024

    def log_text(self) -> str:
        self.log.flush()
        return self.log_path.read_text(errors="replace")

    def wait_for_exit(self, timeout: float) -> int | None:
        try:
            return self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            return None

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)
        self.log.close()


def le(value: int, count: int) -> bytes:
    return value.to_bytes(count, "little")


def wav(rate: int, channels: int, bits: int, data: bytes) -> bytes:
    """A PCM WAV file around `data` (whole frames)."""
    align = channels * bits // 8
    data = data[:len(data) - len(data) % align]
    return (b"RIFF" + le(36 + len(data), 4) + b"WAVEfmt " + le(16, 4) + le(1, 2) + le(channels, 2) + le(rate, 4)
            + le(rate * align, 4) + le(align, 2) + le(bits, 2) + b"data" + le(len(data), 4) + data)


def wav_of_size(rate: int, channels: int, bits: int, file_bytes: int) -> bytes:
    """A WAV file of about `file_bytes` bytes holding a quiet sawtooth."""
    pattern = bytes((96 + (i % 64)) if bits == 8 else (i % 256) for i in range(4096))
    body = (pattern * (file_bytes // len(pattern) + 1))[:file_bytes - 44]
    return wav(rate, channels, bits, body)


def crc8(data: bytes) -> int:
    crc = 0
    for byte in data:
        crc ^= byte
        for _ in range(8):
            crc = ((crc << 1) ^ 0x07) & 0xFF if crc & 0x80 else (crc << 1) & 0xFF
    return crc


def crc16(data: bytes) -> int:
    crc = 0
    for byte in data:
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x8005) & 0xFFFF if crc & 0x8000 else (crc << 1) & 0xFFFF
    return crc


def flac_number(value: int) -> bytes:
    """FLAC's UTF-8-like coding of a frame number."""
    if value < 0x80:
        return bytes([value])
    for length in range(2, 8):
        if value < 1 << (5 * length + 1):
            payload = [0x80 | ((value >> (6 * i)) & 0x3F) for i in range(length - 1)][::-1]
            lead = ((0xFF << (8 - length)) & 0xFF) | (value >> (6 * (length - 1)))
            return bytes([lead, *payload])
    raise ValueError(value)


def flac_constant(rate: int, channels: int, bits: int, block: int, frames: int, declared_max_block: int,
                  declared_total: int) -> bytes:
    """A FLAC file of `frames` frames, each `block` samples of CONSTANT subframes (a few bytes per frame whatever the
    block size), with STREAMINFO declaring `declared_max_block` and `declared_total` (0: unknown)."""
    min_block = min(16 if declared_max_block >= 16 else declared_max_block, declared_max_block)
    info = (min_block << 16 | declared_max_block).to_bytes(4, "big") + bytes(6)
    packed = rate << 44 | (channels - 1) << 41 | (bits - 1) << 36 | declared_total
    info += packed.to_bytes(8, "big") + bytes(16)
    stream = b"fLaC" + bytes([0x80, 0, 0, 34]) + info
    size_code = {8: 1, 16: 4}[bits]
    subframe = b"\x00" + (0x10 if bits == 8 else 0x0100).to_bytes(bits // 8, "big")
    for index in range(frames):
        header = bytes([0xFF, 0xF8, 0x70, (channels - 1) << 4 | size_code << 1]) + flac_number(index)
        header += (block - 1).to_bytes(2, "big")
        header += bytes([crc8(header)])
        frame = header + subframe * channels
        stream += frame + crc16(frame).to_bytes(2, "big")
    return stream
