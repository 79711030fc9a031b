"""The `hearth` process as a person runs it: start-up errors, `kill -9` durability, access-code output.

Runs the real binary (HEARTH_BIN, default .build/debug/hearth) on free loopback ports with throwaway
data folders. Part of `make test`.
"""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("HEARTH_BIN") or str(REPO / ".build" / "debug" / "hearth")
WEB_DIR = os.environ.get("HEARTH_WEB_DIR") or str(REPO / "web")


def start(data_dir: str, *args: str, env: dict[str, str] | None = None) -> tuple[subprocess.Popen, int, str]:
    """Starts `hearth serve` and waits for its `Listening on` line; returns the process, port and banner."""
    command = [BINARY, "serve", "--host", "127.0.0.1", "--port", "0", "--data-dir", data_dir,
               "--web-dir", WEB_DIR, *args]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                               env={**os.environ, **(env or {})})
    banner: list[str] = []
    deadline = time.monotonic() + 60
    assert process.stdout is not None
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        banner.append(line)
        if line.startswith("Press Ctrl-C"):
            break
    text = "".join(banner)
    match = re.search(r"Listening on http://127\.0\.0\.1:(\d+)/", text)
    assert match, f"no Listening line in {text!r}"
    return process, int(match.group(1)), text


def request(port: int, method: str, path: str, body: dict | None = None) -> tuple[int, bytes]:
    data = json.dumps(body).encode() if body is not None else None
    headers = {"Content-Type": "application/json"} if body is not None else {}
    req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(req, timeout=10) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def run(*args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([BINARY, *args], capture_output=True, text=True, timeout=timeout)


def test_an_acknowledged_write_survives_kill_9():
    data_dir = tempfile.mkdtemp(prefix="hearth-kill9-")
    process, port, _ = start(data_dir)
    try:
        for theme in ("dark", "light", "dark"):
            status, body = request(port, "PUT", "/api/v1/settings", {"theme": theme, "contrast": "increased"})
            assert status == 200, body
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
    again, port, _ = start(data_dir)
    try:
        status, body = request(port, "GET", "/api/v1/settings")
        assert status == 200
        assert json.loads(body) == {"theme": "dark", "contrast": "increased", "language": "auto"}
    finally:
        again.terminate()
        again.wait(timeout=15)


def test_sigterm_stops_gracefully_with_exit_code_0():
    process, port, _ = start(tempfile.mkdtemp(prefix="hearth-term-"))
    assert request(port, "GET", "/healthz")[0] == 200
    process.terminate()
    assert process.wait(timeout=20) == 0


def test_the_first_start_prints_the_access_code_once():
    data_dir = tempfile.mkdtemp(prefix="hearth-code-")
    first, _, banner = start(data_dir)
    first.terminate()
    first.wait(timeout=15)
    code = re.search(r"Access code for changes from other devices: (\d{4}-\d{4})", banner)
    assert code, banner
    assert "from a phone" in banner or "on this machine" in banner
    second, _, banner_again = start(data_dir)
    second.terminate()
    second.wait(timeout=15)
    assert code.group(1) not in banner_again
    assert "access-code reset" in banner_again


def test_access_code_reset_prints_a_new_code():
    data_dir = tempfile.mkdtemp(prefix="hearth-reset-")
    result = run("access-code", "--reset", "--data-dir", data_dir)
    assert result.returncode == 0, result.stderr
    assert re.search(r"New access code: \d{4}-\d{4}", result.stdout)


def test_a_port_in_use_is_a_clear_error():
    with socket.socket() as blocker:
        blocker.bind(("127.0.0.1", 0))
        blocker.listen()
        port = blocker.getsockname()[1]
        result = run("serve", "--host", "127.0.0.1", "--port", str(port), "--data-dir",
                     tempfile.mkdtemp(prefix="hearth-port-"), "--web-dir", WEB_DIR)
    assert result.returncode != 0
    assert f"port {port}" in result.stderr and "already in use" in result.stderr, result.stderr


@pytest.mark.parametrize("args, env, mention", [
    (["--port", "99999"], {}, "--port"),
    (["--time-zone", "Mars/Olympus"], {}, "time zone"),
    ([], {"HEARTH_PORT": "eighty"}, "HEARTH_PORT"),
    (["--trusted-network", "10.0.0.0/40"], {}, "trusted-network"),
    (["--colour", "blue"], {}, "colour"),
])
def test_bad_configuration_is_refused_with_a_message(args, env, mention):
    result = subprocess.run([BINARY, "serve", "--data-dir", tempfile.mkdtemp(prefix="hearth-bad-"), *args],
                            capture_output=True, text=True, timeout=60, env={**os.environ, **env})
    assert result.returncode != 0
    assert mention in result.stderr, result.stderr


def test_a_data_dir_that_cannot_be_used_is_a_clear_error():
    blocker = Path(tempfile.mkdtemp(prefix="hearth-file-")) / "a-file"
    blocker.write_text("not a folder")
    result = run("serve", "--port", "0", "--data-dir", str(blocker / "data"), "--web-dir", WEB_DIR)
    assert result.returncode == 1
    assert "data directory" in result.stderr and "--data-dir" in result.stderr, result.stderr
